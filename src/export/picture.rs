//! What a picture of a board shows, apart from the file it is drawn into: [`Board`] says what
//! each cell holds (a given, an entry, the solver's digit, a digit of a printed solution, or
//! pencil marks), and `draw_board` draws it on any `Canvas` the way the window and the SVG
//! export draw it: thin grey cell lines, thick black box lines, givens heavier than the rest,
//! pencil marks small and grey in fixed places. The PDF (`pdf.rs`) and the PNG (`png.rs`)
//! are two canvases.

use super::font::Face;
use super::paper::{BLACK, Painted, Rgb, Seg, paper_marks};
use crate::board::{Grid, Rules, Shape, symbol};
use crate::game::{Game, Source};

/// Thin cell lines.
const THIN_LINE: Rgb = Rgb(0x88, 0x88, 0x88);
/// Pencil marks.
const NOTE: Rgb = Rgb(0x66, 0x66, 0x66);

/// Who wrote a digit, which decides how it looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// A given: black and heavy.
    Given,
    /// The player's entry: blue.
    Player,
    /// The solver's digit: purple.
    Solver,
    /// A digit a printed solution adds to the givens: dark grey.
    Solution,
}

impl Ink {
    /// The colour, as the SVG export uses it.
    pub fn colour(self) -> Rgb {
        match self {
            Ink::Given => BLACK,
            Ink::Player => Rgb(0x1f, 0x5f, 0xbf),
            Ink::Solver => Rgb(0x7a, 0x3f, 0xb0),
            Ink::Solution => Rgb(0x55, 0x55, 0x55),
        }
    }
}

/// What one cell of a picture holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// Nothing.
    Empty,
    /// A digit (1 to the board's size), in its ink.
    Digit(u8, Ink),
    /// Pencil marks, ascending.
    Notes(Vec<u8>),
}

/// A board to draw: its shape and every cell's content, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    /// The shape (size and boxes).
    pub shape: Shape,
    /// One content a cell, row by row.
    pub cells: Vec<Content>,
    /// Digits above 9 as letters (10 = A), as the window's setting says.
    pub letters: bool,
    /// The variant rules, drawn with the board (cages, regions, diagonals, windows).
    pub rules: Rules,
}

impl Board {
    /// The board of a game in play; with `notes`, its pencil marks too.
    pub fn from_game(game: &Game, notes: bool, letters: bool) -> Board {
        let cells = game
            .shape()
            .cells()
            .map(|cell| match (game.value(cell), game.source(cell)) {
                (Some(digit), source) => {
                    let ink = match source {
                        Some(Source::Given) | None => Ink::Given,
                        Some(Source::Player) => Ink::Player,
                        Some(Source::Solver) => Ink::Solver,
                    };
                    Content::Digit(digit.get(), ink)
                }
                (None, _) if notes => {
                    Content::Notes(game.notes(cell).iter().map(|d| d.get()).collect())
                }
                (None, _) => Content::Empty,
            })
            .collect();
        Board {
            shape: game.shape(),
            cells,
            letters,
            rules: game.puzzle().rules().clone(),
        }
    }

    /// A puzzle's givens; with `solution`, the digits it adds in [`Ink::Solution`].
    pub fn from_grid(puzzle: &Grid, solution: Option<&Grid>, letters: bool) -> Board {
        let added = solution.map(Grid::values);
        let cells = puzzle
            .values()
            .iter()
            .enumerate()
            .map(|(i, &given)| match (given, added.and_then(|s| s.get(i))) {
                (0, Some(&digit)) if digit != 0 => Content::Digit(digit, Ink::Solution),
                (0, _) => Content::Empty,
                (digit, _) => Content::Digit(digit, Ink::Given),
            })
            .collect();
        Board {
            shape: puzzle.shape(),
            cells,
            letters,
            rules: puzzle.rules().clone(),
        }
    }
}

/// Where a run of text stands against its x position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Align {
    /// It starts there.
    Left,
    /// Its middle is there.
    Centre,
    /// It ends there.
    Right,
}

/// One run of text to draw.
pub(crate) struct Text<'a> {
    /// The words.
    pub text: &'a str,
    /// The x position (see `align`) and the baseline, y growing downwards.
    pub at: (f32, f32),
    /// The font size.
    pub size: f32,
    /// The colour.
    pub colour: Rgb,
    /// Drawn heavier than the font (givens): outlined as well as filled.
    pub heavy: bool,
    /// Where the text stands against `at.0`.
    pub align: Align,
}

/// Something a board can be drawn on, y growing downwards.
pub(crate) trait Canvas {
    /// A straight line with square ends.
    fn line(&mut self, from: (f32, f32), to: (f32, f32), width: f32, colour: Rgb);
    /// A run of text in the built-in font.
    fn text(&mut self, face: &Face, text: &Text);
    /// A filled rectangle: its top left corner and its width and height.
    fn fill(&mut self, at: (f32, f32), size: (f32, f32), colour: Rgb);
    /// An outline, filled and then stroked with round ends and joins, as given.
    fn shape(&mut self, segs: &[Seg], fill: Option<Rgb>, stroke: Option<(f32, Rgb)>);
}

/// The x where a run of `width` starts so that it stands at `x` as `align` says.
pub(crate) fn start_x(x: f32, width: f32, align: Align) -> f32 {
    match align {
        Align::Left => x,
        Align::Centre => x - width / 2.0,
        Align::Right => x - width,
    }
}

/// Draws `board` as a square of `side` with its top left corner at `corner`.
pub(crate) fn draw_board(
    canvas: &mut impl Canvas,
    face: &Face,
    board: &Board,
    corner: (f32, f32),
    side: f32,
) {
    let n = board.shape.size();
    // Sums outside the grid (little killers, sandwiches) get a cell's width of margin.
    let (corner, side) = if board.rules.has_outside_clues() {
        let cell = side / (n + 2) as f32;
        ((corner.0 + cell, corner.1 + cell), side - 2.0 * cell)
    } else {
        (corner, side)
    };
    let cell = side / n as f32;
    let cap = |size: f32| face.cap_height(size);
    let (under, over) = paper_marks(board.shape, &board.rules, corner, cell, &cap);
    draw_marks(canvas, face, &under);
    for (i, content) in board.cells.iter().enumerate() {
        let (row, col) = (i / n, i % n);
        let at = (corner.0 + col as f32 * cell, corner.1 + row as f32 * cell);
        draw_cell(canvas, face, board, content, at, cell);
    }
    // Lines after digits, so no heavy digit covers a line. Thin lines first, so the box
    // lines lie over them where they meet.
    let thin = (cell / 60.0).max(0.35);
    let thick = (cell / 20.0).max(1.2);
    let (cols, rows) = (board.shape.box_cols(), board.shape.box_rows());
    // Jigsaw regions' borders (in `over`) take the box lines' place.
    let boxes = board.rules.regions.is_none();
    for pass_thick in [false, true] {
        for i in 0..=n {
            let at = i as f32 * cell;
            let end = side;
            if pass_thick && !boxes {
                continue;
            }
            if (i % cols == 0) == pass_thick {
                let width = if pass_thick { thick } else { thin };
                let colour = if pass_thick { BLACK } else { THIN_LINE };
                let x = corner.0 + at;
                canvas.line((x, corner.1), (x, corner.1 + end), width, colour);
            }
            if (i % rows == 0) == pass_thick {
                let width = if pass_thick { thick } else { thin };
                let colour = if pass_thick { BLACK } else { THIN_LINE };
                let y = corner.1 + at;
                canvas.line((corner.0, y), (corner.0 + end, y), width, colour);
            }
        }
    }
    draw_marks(canvas, face, &over);
}

/// Draws rule marks (see [`paper_marks`]).
fn draw_marks(canvas: &mut impl Canvas, face: &Face, marks: &[Painted]) {
    for mark in marks {
        match mark {
            Painted::Fill(at, size, colour) => canvas.fill(*at, *size, *colour),
            Painted::Line([from, to], width, colour) => canvas.line(*from, *to, *width, *colour),
            Painted::Sum(at, size, text) => canvas.text(
                face,
                &Text {
                    text,
                    at: *at,
                    size: *size,
                    colour: BLACK,
                    heavy: false,
                    align: Align::Left,
                },
            ),
            Painted::Shape(segs, fill, stroke) => canvas.shape(segs, *fill, *stroke),
            Painted::Centred(at, size, text, colour) => canvas.text(
                face,
                &Text {
                    text,
                    at: *at,
                    size: *size,
                    colour: *colour,
                    heavy: false,
                    align: Align::Centre,
                },
            ),
        }
    }
}

/// One cell's digit or pencil marks, `at` its top left corner.
fn draw_cell(
    canvas: &mut impl Canvas,
    face: &Face,
    board: &Board,
    content: &Content,
    at: (f32, f32),
    cell: f32,
) {
    let n = board.shape.size();
    match content {
        Content::Empty => {}
        Content::Digit(digit, ink) => {
            // Two-digit numbers need narrower digits than single letters do.
            let size = match (n > 9, board.letters) {
                (false, _) => cell * 0.6,
                (true, true) => cell * 0.55,
                (true, false) => cell * 0.42,
            };
            let text = symbol(*digit, n, board.letters);
            let centre = (at.0 + cell / 2.0, at.1 + cell / 2.0);
            canvas.text(
                face,
                &Text {
                    text: &text,
                    at: (centre.0, centre.1 + face.cap_height(size) / 2.0),
                    size,
                    colour: ink.colour(),
                    heavy: *ink == Ink::Given,
                    align: Align::Centre,
                },
            );
        }
        Content::Notes(digits) => {
            let per_row = (1..=n).find(|k| k * k >= n).unwrap_or(n);
            let step = cell / per_row as f32;
            let size = step * 0.75;
            for &digit in digits {
                let place = usize::from(digit.saturating_sub(1));
                let x = at.0 + (place % per_row) as f32 * step + step / 2.0;
                let y = at.1 + (place / per_row) as f32 * step + step / 2.0;
                let text = symbol(digit, n, board.letters);
                canvas.text(
                    face,
                    &Text {
                        text: &text,
                        at: (x, y + face.cap_height(size) / 2.0),
                        size,
                        colour: NOTE,
                        heavy: false,
                        align: Align::Centre,
                    },
                );
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_stand_for_digits_above_nine_on_big_boards_only() {
        assert_eq!(symbol(10, 16, true), "A");
        assert_eq!(symbol(25, 25, true), "P");
        assert_eq!(symbol(10, 16, false), "10");
        assert_eq!(symbol(9, 16, true), "9");
    }

    #[test]
    fn a_printed_solution_adds_only_the_missing_digits() {
        let mut values = vec![0u8; 16];
        values[0] = 1;
        let puzzle = Grid::from_values(Shape::COMMON[0], &values).unwrap_or_else(|e| panic!("{e}"));
        let solved = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let solution =
            Grid::from_values(Shape::COMMON[0], &solved).unwrap_or_else(|e| panic!("{e}"));
        let board = Board::from_grid(&puzzle, Some(&solution), false);
        assert_eq!(board.cells[0], Content::Digit(1, Ink::Given));
        assert_eq!(board.cells[1], Content::Digit(2, Ink::Solution));
        let bare = Board::from_grid(&puzzle, None, false);
        assert_eq!(bare.cells[1], Content::Empty);
    }
}
