//! The board as an SVG picture: the grid with thin cell lines and thick box lines, givens in
//! bold black, the player's entries in blue, the solver's in purple, and (if asked) the
//! player's marks as the window's light theme draws them: cell colours (with their numbers),
//! notes small and grey in fixed places or centred, as the player lays them out (always
//! centred in a cell that also has corner marks or a colour), and corner marks in the corners. Text uses a generic sans-serif font, so any SVG
//! viewer shows it.

use super::paper::{Painted, Rgb, Seg, paper_marks};
use crate::board::{Cell, DigitSet};
use crate::game::{Colour, Game, NotesLayout, Source};
use std::fmt::Write;

/// The side of one cell, in SVG user units.
const CELL: usize = 60;
/// The white margin around the grid.
const MARGIN: usize = 12;

/// The board of `game` as an SVG document; with `notes`, its marks too (notes, corner marks,
/// colours), the notes in that layout.
pub fn board_svg(game: &Game, notes: Option<NotesLayout>) -> String {
    let shape = game.shape();
    let n = shape.size();
    // Sums outside the grid (little killers, sandwiches) get a cell's width of margin.
    let margin = if game.puzzle().rules().has_outside_clues() {
        CELL
    } else {
        MARGIN
    };
    let side = n * CELL + 2 * margin;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" viewBox="0 0 {side} {side}">"#
    );
    let _ = writeln!(
        svg,
        r#"<rect width="{side}" height="{side}" fill="white"/>"#
    );
    let corner = (margin as f32, margin as f32);
    let rules = game.puzzle().rules();
    let (under, over) = paper_marks(shape, rules, corner, CELL as f32, &|size| size * 0.72);
    under.iter().for_each(|m| write_mark(&mut svg, m));
    let font = r#"font-family="sans-serif" text-anchor="middle" dominant-baseline="central""#;
    let big = if n > 9 { CELL * 4 / 10 } else { CELL * 6 / 10 };
    for cell in shape.cells() {
        let (x, y) = (margin + cell.col() * CELL, margin + cell.row() * CELL);
        if let Some(colour) = game.colour(cell).filter(|_| notes.is_some()) {
            let filled = game.value(cell).is_some();
            write_colour(&mut svg, colour, (x, y), filled, font);
        }
        match (game.value(cell), game.source(cell)) {
            (Some(digit), source) => {
                let (fill, weight) = match source {
                    Some(Source::Given) | None => ("black", "bold"),
                    Some(Source::Player) => ("#1f5fbf", "normal"),
                    Some(Source::Solver) => ("#7a3fb0", "normal"),
                };
                let _ = writeln!(
                    svg,
                    r#"<text x="{}" y="{}" font-size="{big}" font-weight="{weight}" fill="{fill}" {font}>{}</text>"#,
                    x + CELL / 2,
                    y + CELL / 2,
                    digit.get()
                );
            }
            (None, _) => {
                if let Some(layout) = notes {
                    write_notes(&mut svg, game, cell, (x, y), layout, font);
                }
            }
        }
    }
    // Jigsaw regions' borders (in `over`) take the box lines' place.
    let boxes = rules.regions.is_none();
    for i in 0..=n {
        let at = margin + i * CELL;
        let thick = boxes && i % shape.box_cols() == 0;
        let _ = writeln!(
            svg,
            "{}",
            line((at, margin), (at, margin + n * CELL), thick)
        );
        let thick = boxes && i % shape.box_rows() == 0;
        let _ = writeln!(
            svg,
            "{}",
            line((margin, at), (margin + n * CELL, at), thick)
        );
    }
    over.iter().for_each(|m| write_mark(&mut svg, m));
    svg.push_str("</svg>\n");
    svg
}

/// The pencil marks of `cell`, at `corner` (its top left): its corner marks around the edge,
/// and its notes, centred if it has corner marks or a colour, else each in its fixed place.
fn write_notes(
    svg: &mut String,
    game: &Game,
    cell: Cell,
    corner: (usize, usize),
    layout: NotesLayout,
    font: &str,
) {
    let marks = game.corner(cell);
    write_corner(svg, marks, corner, font);
    if layout == NotesLayout::Centred || !marks.is_empty() || game.colour(cell).is_some() {
        write_centred(svg, game, game.notes(cell), corner, font);
        return;
    }
    let n = game.shape().size();
    let per_row = (1..=n).find(|k| k * k >= n).unwrap_or(n);
    let step = CELL / per_row;
    let size = step * 8 / 10;
    for digit in game.notes(cell).iter() {
        let place = digit.index();
        let x = corner.0 + (place % per_row) * step + step / 2;
        let y = corner.1 + (place / per_row) * step + step / 2;
        let _ = writeln!(
            svg,
            r##"<text x="{x}" y="{y}" font-size="{size}" fill="#666666" {font}>{}</text>"##,
            digit.get()
        );
    }
}

/// A cell colour: the cell filled with it, mixed with white as the light theme shows it, and
/// its number on a chip of the full colour at the middle of the left edge (top left in a
/// filled cell).
fn write_colour(
    svg: &mut String,
    colour: Colour,
    corner: (usize, usize),
    filled: bool,
    font: &str,
) {
    let [r, g, b] = colour.rgb();
    let tint = |v: u8| (u16::from(v) * 45 + 255 * 55) / 100;
    let _ = writeln!(
        svg,
        r#"<rect x="{}" y="{}" width="{CELL}" height="{CELL}" fill="rgb({},{},{})"/>"#,
        corner.0,
        corner.1,
        tint(r),
        tint(g),
        tint(b)
    );
    let (w, h) = (CELL / 5, CELL * 26 / 100);
    // As in the window: top left in a filled cell, else the middle of the left edge.
    let middle = if filled { CELL * 16 / 100 } else { CELL / 2 };
    let (x, y) = (
        corner.0 + CELL * 14 / 100 - w / 2,
        corner.1 + middle - h / 2,
    );
    let _ = writeln!(
        svg,
        r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="3" fill="rgb({r},{g},{b})"/>"#
    );
    // Black or white, whichever reads better on the chip (WCAG luminance above 0.18).
    let ink = if Rgb(r, g, b).luminance() > 0.18 {
        "black"
    } else {
        "white"
    };
    let _ = writeln!(
        svg,
        r#"<text x="{}" y="{}" font-size="{}" fill="{ink}" {font}>{}</text>"#,
        x + w / 2,
        y + h / 2,
        CELL / 5,
        colour.get()
    );
}

/// Where up to four corner marks go, in order, as hundredths of the cell (as the window
/// places them).
const CORNERS: [(usize, usize); 4] = [(17, 17), (83, 17), (17, 83), (83, 83)];

/// Corner marks: up to four in the corners, more in two rows along the top and bottom edges,
/// in reading order.
fn write_corner(svg: &mut String, marks: DigitSet, corner: (usize, usize), font: &str) {
    let count = marks.len();
    let per_row = count.div_ceil(2).max(2);
    let places: Vec<(usize, usize)> = if count <= CORNERS.len() {
        CORNERS.to_vec()
    } else {
        let row = |k: usize, y: usize| (0..k).map(move |i| (12 + 76 * (2 * i + 1) / (2 * k), y));
        row(per_row, 17).chain(row(count - per_row, 83)).collect()
    };
    let size = (CELL / 4).min(CELL * 95 / 100 / per_row);
    for (digit, (x, y)) in marks.iter().zip(places) {
        let _ = writeln!(
            svg,
            r##"<text x="{}" y="{}" font-size="{size}" fill="#666666" {font}>{}</text>"##,
            corner.0 + x * CELL / 100,
            corner.1 + y * CELL / 100,
            digit.get()
        );
    }
}

/// Notes in one line across the middle of the cell, shrunk to fit.
fn write_centred(
    svg: &mut String,
    game: &Game,
    notes: DigitSet,
    corner: (usize, usize),
    font: &str,
) {
    if notes.is_empty() {
        return;
    }
    let separator = if game.shape().size() > 9 { " " } else { "" };
    let digits: Vec<String> = notes.iter().map(|d| d.get().to_string()).collect();
    let text = digits.join(separator);
    // A digit is about 0.55 of the font size wide; the line gets half the cell.
    let chars = text.chars().count().max(1);
    let size = (CELL * 3 / 10).min(CELL * 100 / (chars * 55) / 2).max(4);
    let _ = writeln!(
        svg,
        r##"<text x="{}" y="{}" font-size="{size}" fill="#666666" {font}>{text}</text>"##,
        corner.0 + CELL / 2,
        corner.1 + CELL / 2,
    );
}

/// One of the rules' marks (cages, regions, diagonals, windows) as an SVG element.
fn write_mark(svg: &mut String, mark: &Painted) {
    let hex = |Rgb(r, g, b): Rgb| format!("#{r:02x}{g:02x}{b:02x}");
    let _ = match mark {
        Painted::Fill(at, size, colour) => writeln!(
            svg,
            r#"<rect x="{:.2}" y="{:.2}" width="{:.2}" height="{:.2}" fill="{}"/>"#,
            at.0,
            at.1,
            size.0,
            size.1,
            hex(*colour)
        ),
        Painted::Line([from, to], width, colour) => writeln!(
            svg,
            r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="{}" stroke-width="{width:.2}" stroke-linecap="square"/>"#,
            from.0,
            from.1,
            to.0,
            to.1,
            hex(*colour)
        ),
        Painted::Sum(at, size, text) => writeln!(
            svg,
            r#"<text class="cage-sum" x="{:.2}" y="{:.2}" font-size="{size:.1}" font-family="sans-serif">{text}</text>"#,
            at.0, at.1
        ),
        Painted::Shape(segs, fill, stroke) => {
            let mut d = String::new();
            for seg in segs {
                let _ = match seg {
                    Seg::Move(p) => write!(d, "M{:.2} {:.2}", p.0, p.1),
                    Seg::Line(p) => write!(d, "L{:.2} {:.2}", p.0, p.1),
                    Seg::Cubic(a, b, p) => write!(
                        d,
                        "C{:.2} {:.2} {:.2} {:.2} {:.2} {:.2}",
                        a.0, a.1, b.0, b.1, p.0, p.1
                    ),
                    Seg::Close => write!(d, "Z"),
                };
            }
            let fill = fill.map_or_else(|| "none".to_string(), hex);
            let stroke = stroke.map_or_else(String::new, |(width, colour)| {
                format!(
                    r#" stroke="{}" stroke-width="{width:.2}" stroke-linecap="round" stroke-linejoin="round""#,
                    hex(colour)
                )
            });
            writeln!(svg, r#"<path d="{d}" fill="{fill}"{stroke}/>"#)
        }
        Painted::Centred(at, size, text, colour) => writeln!(
            svg,
            r#"<text x="{:.2}" y="{:.2}" font-size="{size:.1}" font-family="sans-serif" text-anchor="middle" fill="{}">{text}</text>"#,
            at.0,
            at.1,
            hex(*colour)
        ),
    };
}

/// One grid line: box lines thick, cell lines thin.
fn line(from: (usize, usize), to: (usize, usize), thick: bool) -> String {
    let (width, colour) = if thick { (3, "black") } else { (1, "#888888") };
    format!(
        r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{width}" stroke-linecap="square"/>"#,
        from.0, from.1, to.0, to.1
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Digit, Grid, Shape};
    use crate::game::Action;
    use web_time::Instant;

    fn count(svg: &str, needle: &str) -> usize {
        svg.matches(needle).count()
    }

    #[test]
    fn givens_entries_notes_and_box_lines_are_drawn() {
        let mut values = vec![0u8; 81];
        values[0] = 5;
        values[80] = 9;
        let puzzle = Grid::from_values(Shape::NINE, &values).unwrap_or_else(|e| panic!("{e}"));
        let now = Instant::now();
        let mut game = Game::new_at(puzzle, now);
        let digit = |d: u8| Digit::new(d).unwrap_or_else(|| panic!("no digit {d}"));
        game.apply(Action::Select(Cell::new(0, 1)), now);
        game.apply(Action::Enter(digit(3)), now);
        game.apply(Action::Select(Cell::new(4, 4)), now);
        game.apply(Action::ToggleNote(digit(1)), now);
        game.apply(Action::ToggleNote(digit(7)), now);
        let with = board_svg(&game, Some(NotesLayout::Grid));
        let without = board_svg(&game, None);
        assert!(with.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(count(&with, "font-weight=\"bold\""), 2, "two givens");
        assert_eq!(count(&with, "fill=\"#1f5fbf\""), 1, "one entry");
        assert_eq!(count(&with, "fill=\"#666666\""), 2, "two notes");
        assert_eq!(count(&without, "fill=\"#666666\""), 0);
        // 10 lines each way, 4 of them box lines.
        assert_eq!(count(&with, "<line "), 20);
        assert_eq!(count(&with, "stroke-width=\"3\""), 8);
        assert!(
            with.contains(">5</text>") && with.contains(">9</text>") && with.contains(">3</text>")
        );
    }

    #[test]
    fn colours_corner_marks_and_centred_notes_are_drawn_with_notes_only() {
        let now = Instant::now();
        let mut game = Game::new_at(Grid::empty(Shape::NINE), now);
        let digit = |d: u8| Digit::new(d).unwrap_or_else(|| panic!("no digit {d}"));
        let colour = crate::game::Colour::new(2).unwrap_or_else(|| panic!("colour 2"));
        game.apply(Action::Select(Cell::new(0, 0)), now);
        game.apply(Action::ToggleCorner(digit(4)), now);
        game.apply(Action::ToggleCorner(digit(6)), now);
        game.apply(Action::ToggleNote(digit(1)), now);
        game.apply(Action::ToggleNote(digit(2)), now);
        game.apply(Action::Select(Cell::new(8, 8)), now);
        game.apply(Action::ToggleColour(colour), now);
        // A plain cell's notes: in their places, or in one line when centred.
        game.apply(Action::Select(Cell::new(4, 4)), now);
        game.apply(Action::ToggleNote(digit(1)), now);
        game.apply(Action::ToggleNote(digit(7)), now);
        let with = board_svg(&game, Some(NotesLayout::Grid));
        let without = board_svg(&game, None);
        let centred = board_svg(&game, Some(NotesLayout::Centred));
        assert!(!with.contains(">17</text>") && centred.contains(">17</text>"));
        assert_eq!(
            count(&with, "fill=\"rgb(86,180,233)\""),
            1,
            "the tag's chip"
        );
        assert_eq!(count(&with, "rect x="), 2, "the fill and the chip");
        assert!(with.contains(">2</text>"), "the tag's number");
        assert!(
            with.contains(">12</text>"),
            "notes centred beside corner marks"
        );
        assert!(with.contains(">4</text>") && with.contains(">6</text>"));
        assert_eq!(count(&without, "rect x="), 0);
        assert!(!without.contains(">4</text>"));
    }

    #[test]
    fn a_killers_cages_and_a_jigsaws_regions_are_drawn() {
        use crate::board::{Cage, Rules};
        let rules = Rules {
            cages: vec![Cage::new([0, 1, 9], Some(15))],
            diagonal_down: true,
            ..Rules::CLASSIC
        };
        let grid = Grid::empty(Shape::NINE).with_rules(rules).unwrap();
        let svg = board_svg(&Game::new(grid), None);
        assert_eq!(count(&svg, r#"class="cage-sum""#), 1);
        assert!(svg.contains(">15</text>"));
        assert!(count(&svg, "#333333") >= 16, "the cage's dashes");
        // Box-shaped regions replace the box lines with region borders.
        let shape = Shape::NINE;
        let regions: Vec<u8> = shape.cells().map(|c| shape.box_of(c) as u8).collect();
        let jigsaw = Rules {
            regions: Some(regions),
            ..Rules::CLASSIC
        };
        let grid = Grid::empty(shape).with_rules(jigsaw).unwrap();
        let svg = board_svg(&Game::new(grid), None);
        assert_eq!(count(&svg, r#"stroke="black" stroke-width="3""#), 0);
        assert_eq!(count(&svg, "#000000"), 2 * 2 * 9 + 4);
    }
}
