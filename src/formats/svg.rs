//! The board as an SVG picture: the grid with thin cell lines and thick box lines, givens in
//! bold black, the player's entries in blue, the solver's in purple, and (if asked) the pencil
//! marks, small and grey, each digit in a fixed place of its cell as the window draws them.
//! Text uses a generic sans-serif font, so any SVG viewer shows it.

use crate::board::Cell;
use crate::game::{Game, Source};
use std::fmt::Write;

/// The side of one cell, in SVG user units.
const CELL: usize = 60;
/// The white margin around the grid.
const MARGIN: usize = 12;

/// The board of `game` as an SVG document; with `notes`, its pencil marks too.
pub fn board_svg(game: &Game, notes: bool) -> String {
    let shape = game.shape();
    let n = shape.size();
    let side = n * CELL + 2 * MARGIN;
    let mut svg = String::new();
    let _ = writeln!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" viewBox="0 0 {side} {side}">"#
    );
    let _ = writeln!(
        svg,
        r#"<rect width="{side}" height="{side}" fill="white"/>"#
    );
    let font = r#"font-family="sans-serif" text-anchor="middle" dominant-baseline="central""#;
    let big = if n > 9 { CELL * 4 / 10 } else { CELL * 6 / 10 };
    for cell in shape.cells() {
        let (x, y) = (MARGIN + cell.col() * CELL, MARGIN + cell.row() * CELL);
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
            (None, _) if notes => write_notes(&mut svg, game, cell, (x, y), font),
            (None, _) => {}
        }
    }
    for i in 0..=n {
        let at = MARGIN + i * CELL;
        let thick = i % shape.box_cols() == 0;
        let _ = writeln!(
            svg,
            "{}",
            line((at, MARGIN), (at, MARGIN + n * CELL), thick)
        );
        let thick = i % shape.box_rows() == 0;
        let _ = writeln!(
            svg,
            "{}",
            line((MARGIN, at), (MARGIN + n * CELL, at), thick)
        );
    }
    svg.push_str("</svg>\n");
    svg
}

/// The pencil marks of `cell`, at `corner` (its top left): digit d in place d of a square
/// layout, as many columns as the board needs.
fn write_notes(svg: &mut String, game: &Game, cell: Cell, corner: (usize, usize), font: &str) {
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
    use std::time::Instant;

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
        let with = board_svg(&game, true);
        let without = board_svg(&game, false);
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
}
