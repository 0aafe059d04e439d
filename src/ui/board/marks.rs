//! The window's painter of a puzzle's variant rules ([`crate::export::marks`], the shapes every
//! picture paints too): jigsaw regions tinted with thick borders, the cells of diagonals,
//! windows and extra regions shaded and the diagonals drawn under the digits, killer cages as
//! dashed outlines inside their cells with the sum in a small box at the top-left corner; and,
//! while a puzzle is entered, the jigsaw regions made so far.

use super::clue_paint::paint_clues;
use super::view::BoardView;
use crate::board::{BorderSide, Rules, Shape, border_sides};
use crate::export::clue_marks::board_marks;
use crate::export::marks::{Frame, Mark, Role, region_colours, region_edges};
use crate::ui::theme::Palette;
use egui::{FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2};

/// The rules' marks on a board, and what painting them needs to know of it.
pub(super) struct RulesView<'a> {
    /// The board's rectangle.
    board: Rect,
    /// A cell's side in points.
    cell_size: f32,
    /// The grid's shape.
    shape: Shape,
    /// The rules to draw.
    rules: &'a Rules,
    /// Jigsaw regions made so far while a puzzle is entered, before they cover the grid.
    pieces: &'a [Vec<u16>],
    /// Colours.
    palette: &'a Palette,
    /// The rules' marks, placed on the board.
    marks: Vec<Mark>,
}

impl<'a> RulesView<'a> {
    /// The marks of `view`'s rules on its board at `board`, each cell `cell_size` points.
    pub(super) fn new(board: Rect, cell_size: f32, view: &'a BoardView<'a>) -> RulesView<'a> {
        let (shape, rules) = (view.game.shape(), view.game.puzzle().rules());
        let frame = Frame {
            corner: (board.min.x, board.min.y),
            cell: cell_size,
            inset: cage_inset(cell_size),
            dash: (cell_size * 0.09).max(2.0),
        };
        RulesView {
            board,
            cell_size,
            shape,
            rules,
            pieces: view.pieces,
            palette: &view.palette,
            marks: board_marks(shape, rules, &frame),
        }
    }

    fn rect(&self, index: usize) -> Rect {
        let n = self.shape.size();
        let min =
            self.board.min + Vec2::new((index % n) as f32, (index / n) as f32) * self.cell_size;
        Rect::from_min_size(min, Vec2::splat(self.cell_size))
    }

    /// Tints the jigsaw regions (or those made so far), shades the cells of diagonals,
    /// windows and extra regions and draws the diagonals' lines: first, under every highlight
    /// and digit, so that a line never crosses one.
    pub(super) fn paint_backgrounds(&self, painter: &Painter) {
        if self.rules.regions.is_none() && !self.pieces.is_empty() {
            self.paint_piece_tints(painter);
        }
        let palette = self.palette;
        for mark in &self.marks {
            match mark {
                Mark::Cell { index, role, .. } => {
                    let colour = match role {
                        Role::Tint(t) => palette.tints.get(*t).copied().unwrap_or(palette.cell),
                        Role::Clone(k) => palette
                            .clues
                            .clones
                            .get(*k)
                            .copied()
                            .unwrap_or(palette.shade),
                        _ => palette.shade,
                    };
                    painter.rect_filled(self.rect(*index), 0.0, colour);
                }
                Mark::Line {
                    from,
                    to,
                    role: Role::Diagonal,
                } => {
                    let stroke = Stroke::new(1.5, palette.thin_line);
                    painter.line_segment([pos(*from), pos(*to)], stroke);
                }
                _ => {}
            }
        }
    }

    /// The clues' lines, circles and shapes, over the cells' highlights and under the digits.
    pub(super) fn paint_clues_under(&self, painter: &Painter) {
        paint_clues(painter, &self.marks, self.palette, false);
    }

    /// The clues' dots, letters, quadruples and outside sums, over everything else.
    pub(super) fn paint_clues_over(&self, painter: &Painter) {
        paint_clues(painter, &self.marks, self.palette, true);
    }

    /// The lines between cells: thick where two regions meet (the boxes, or the jigsaw's
    /// regions), thin elsewhere.
    pub(super) fn paint_lines(&self, painter: &Painter) {
        let Some(regions) = &self.rules.regions else {
            paint_lines(
                painter,
                self.board,
                self.cell_size,
                self.shape,
                self.palette,
                false,
            );
            return;
        };
        let n = self.shape.size();
        let thin = Stroke::new(1.0, self.palette.thin_line);
        let thick = Stroke::new(
            (self.cell_size * 0.06).clamp(2.0, 3.5),
            self.palette.thick_line,
        );
        // Each edge as a side of the cell above or left of its far end, as the cells' own
        // rectangles place it (so a line falls on the same fraction of a pixel as the cell's
        // edge at any size). The edges are `export::marks::region_edges`, as paper's region
        // borders are.
        let side = |[a, b]: [(usize, usize); 2]| {
            let rect = self.rect((b.0.saturating_sub(1)) * n + b.1.saturating_sub(1));
            if a.1 == b.1 {
                [rect.right_top(), rect.right_bottom()]
            } else {
                [rect.left_bottom(), rect.right_bottom()]
            }
        };
        // Thin lines first, so that the region borders cover them where they meet.
        let mut heavy = Vec::new();
        for (edge, same) in region_edges(regions, n) {
            if same {
                painter.line_segment(side(edge), thin);
            } else {
                heavy.push(side(edge));
            }
        }
        for [from, to] in heavy {
            // Drawn a half-width longer at each end, so that corners close.
            let along = (to - from).normalized() * thick.width / 2.0;
            painter.line_segment([from - along, to + along], thick);
        }
        // The edge as one rectangle, inside the board, as boxes have it.
        painter.rect_stroke(self.board, 0.0, thick, StrokeKind::Inside);
    }

    /// The regions made so far, tinted as regions are; the cells in none stay plain.
    fn paint_piece_tints(&self, painter: &Painter) {
        // The cells in no region count as region 0, coloured first with the plain tint, so
        // that a region beside them always shows a tint of its own.
        let mut map = vec![0u8; self.shape.cell_count()];
        for (r, piece) in self.pieces.iter().enumerate() {
            for &cell in piece {
                if let Some(slot) = map.get_mut(usize::from(cell)) {
                    *slot = u8::try_from(r + 1).unwrap_or(u8::MAX);
                }
            }
        }
        let colours = region_colours(self.shape, &map);
        for (index, (&colour, &r)) in colours.iter().zip(&map).enumerate() {
            // A region shut in by others could get the plain tint too: it takes another.
            let colour = if colour == 0 {
                1 + usize::from(r) % 3
            } else {
                colour
            };
            if r != 0
                && let Some(&tint) = self.palette.tints.get(colour)
            {
                painter.rect_filled(self.rect(index), 0.0, tint);
            }
        }
    }

    /// A solid outline around each region made so far (until they cover the grid and their
    /// borders become the thick lines).
    pub(super) fn paint_pieces(&self, painter: &Painter) {
        if self.rules.regions.is_some() {
            return;
        }
        let n = self.shape.size();
        let stroke = Stroke::new(
            (self.cell_size * 0.05).clamp(2.0, 3.0),
            self.palette.thick_line,
        );
        let inset = (self.cell_size * 0.04).max(1.5);
        for piece in self.pieces {
            let inside = |row: isize, col: isize| {
                let side = n as isize;
                (0..side).contains(&row)
                    && (0..side).contains(&col)
                    && piece.contains(&((row * side + col) as u16))
            };
            for &cell in piece {
                let (row, col) = (usize::from(cell) / n, usize::from(cell) % n);
                for side in border_sides(&inside, row as isize, col as isize) {
                    let [a, b] = side_segment(&side, self.rect(usize::from(cell)), inset);
                    painter.line_segment([a, b], stroke);
                }
            }
        }
    }

    /// The size of a cage sum's digits.
    fn sum_font(&self) -> FontId {
        FontId::proportional((self.cell_size * 0.24).clamp(8.0, 18.0))
    }

    /// Where the notes of a cell whose rectangle is `rect` go: on a board with
    /// cages, inside a cage's outline and below the room a sum takes, in every cell alike, so
    /// that no outline or sum hides a note and notes are one size across the board (a hint's
    /// candidates too).
    pub(super) fn notes_rect(&self, rect: Rect) -> Rect {
        let cages = &self.rules.cages;
        let sums = cages.iter().any(|c| c.sum.is_some());
        let room = sums.then(|| self.sum_font().size * 0.8);
        caged_notes_rect(rect, !cages.is_empty(), cage_inset(self.cell_size), room)
    }

    /// Each cage as a dashed outline a little inside its cells, and its sum in a small box at
    /// the top-left corner of its first cell.
    pub(super) fn paint_cages(&self, painter: &Painter) {
        let size = self.cell_size;
        let stroke = Stroke::new((size * 0.02).clamp(1.0, 1.6), self.palette.cage);
        let dash = (size * 0.09).max(2.0);
        for mark in &self.marks {
            match mark {
                Mark::Dashed { path, .. } => {
                    // One path round the cage, so that the dashes run on round its corners.
                    let line: Vec<Pos2> = path.iter().copied().map(pos).collect();
                    painter.extend(egui::Shape::dashed_line(&line, stroke, dash, dash * 0.7));
                }
                Mark::Label { at, text, .. } => {
                    let galley =
                        painter.layout_no_wrap(text.clone(), self.sum_font(), self.palette.cage);
                    let behind = Rect::from_min_size(pos(*at), galley.size()).expand(1.0);
                    painter.rect_filled(behind, 1.0, self.palette.cell);
                    painter.galley(pos(*at), galley, self.palette.cage);
                }
                _ => {}
            }
        }
    }
}

/// A cell's notes area on a board with cages (`caged`): inset by `inset` all round and, where
/// sums show (`room`), that much lower at the top. Every cell gets the same, whether it shows
/// a sum or not.
fn caged_notes_rect(rect: Rect, caged: bool, inset: f32, room: Option<f32>) -> Rect {
    if !caged {
        return rect;
    }
    let mut inner = rect.shrink(inset);
    inner.min.y += room.unwrap_or(0.0);
    inner
}

/// How far a cage's outline sits inside its cells of `cell_size` points.
fn cage_inset(cell_size: f32) -> f32 {
    (cell_size * 0.08).max(2.0)
}

/// A point of the marks as egui takes it.
fn pos((x, y): (f32, f32)) -> Pos2 {
    Pos2::new(x, y)
}

/// The segment of a border side, `inset` inside the cell `rect`.
pub(super) fn side_segment(side: &BorderSide, rect: Rect, inset: f32) -> [Pos2; 2] {
    side.segment((rect.left(), rect.top()), rect.width(), inset)
        .map(|(x, y)| Pos2::new(x, y))
}

/// The lines between cells (thick between boxes) and around the board; only the box lines
/// when `boxes_only`.
pub fn paint_lines(
    painter: &egui::Painter,
    board: Rect,
    cell_size: f32,
    shape: Shape,
    palette: &Palette,
    boxes_only: bool,
) {
    let n = shape.size();
    let thin = Stroke::new(1.0, palette.thin_line);
    let thick = Stroke::new((cell_size * 0.06).clamp(2.0, 3.5), palette.thick_line);
    for k in 1..n {
        let offset = k as f32 * cell_size;
        let (row_edge, col_edge) = (k % shape.box_rows() == 0, k % shape.box_cols() == 0);
        if col_edge || !boxes_only {
            let x = board.left() + offset;
            let stroke = if col_edge { thick } else { thin };
            painter.line_segment(
                [Pos2::new(x, board.top()), Pos2::new(x, board.bottom())],
                stroke,
            );
        }
        if row_edge || !boxes_only {
            let y = board.top() + offset;
            let stroke = if row_edge { thick } else { thin };
            painter.line_segment(
                [Pos2::new(board.left(), y), Pos2::new(board.right(), y)],
                stroke,
            );
        }
    }
    painter.rect_stroke(board, 0.0, thick, StrokeKind::Inside);
}

#[cfg(test)]
mod tests {
    use super::caged_notes_rect;
    use egui::{Pos2, Rect, Vec2};

    #[test]
    fn every_cell_of_a_killer_gives_its_notes_the_same_room() {
        let cell = |x: f32| Rect::from_min_size(Pos2::new(x, 0.0), Vec2::splat(60.0));
        let (with_sum, without) = (cell(0.0), cell(60.0));
        let a = caged_notes_rect(with_sum, true, 4.0, Some(9.0));
        let b = caged_notes_rect(without, true, 4.0, Some(9.0));
        assert_eq!(a.size(), b.size());
        assert!(a.height() < a.width(), "room left for the sum");
        assert_eq!(caged_notes_rect(with_sum, false, 4.0, None), with_sum);
    }
}
