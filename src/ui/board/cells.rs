//! Drawing a cell's marks: its notes (in their grid, or centred), its corner marks around the
//! edge in order, and the tag that names its colour by number.
//!
//! A cell with corner marks or a colour draws its notes centred whatever the layout chosen, so
//! no two kinds of marks ever share a place; every other cell keeps the layout chosen (the
//! grid, as Shudu always drew notes, unless the player asked for centred notes).

use super::view::BoardView;
use crate::board::symbol;
use crate::board::{Cell, DigitSet};
use crate::game::{Colour, NotesLayout};
use crate::ui::theme::{Palette, ink_on, swatch};
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Vec2};

/// Where up to four corner marks go, in order, as fractions of the cell: top left, top right,
/// bottom left, bottom right (Snyder marks are two or three). More go in two rows along the
/// top and bottom edges, in reading order.
const CORNERS: [(f32, f32); 4] = [(0.17, 0.17), (0.83, 0.17), (0.17, 0.83), (0.83, 0.83)];

/// Where the colour tag goes in an empty cell: the middle of the left edge, clear of the
/// corner marks' rows.
const TAG: (f32, f32) = (0.14, 0.5);

/// Where the colour tag goes in a filled cell: the top left corner, which no mark uses there
/// (a conflict's mark is top right, a wrong entry's bottom left), clear of a two-digit value.
const TAG_FILLED: (f32, f32) = (0.13, 0.16);

/// The pencil marks of an empty cell: notes and corner marks.
pub(super) fn paint_pencil(painter: &Painter, rect: Rect, cell: Cell, view: &BoardView) {
    let game = view.game;
    let (notes, corner) = (game.notes(cell), game.corner(cell));
    let coloured = game.colour(cell).is_some();
    let centred = view.layout == NotesLayout::Centred || coloured || !corner.is_empty();
    if !notes.is_empty() {
        if centred {
            // A colour's tag sits at the left end of the middle row: the notes take the rest.
            let (middle, width) = if coloured { (0.59, 0.6) } else { (0.5, 0.72) };
            let centre = rect.min + Vec2::new(middle * rect.width(), rect.height() / 2.0);
            paint_centred(
                painter,
                centre,
                rect.height(),
                notes,
                width * rect.width(),
                view,
            );
        } else {
            paint_grid(painter, rect, notes, view);
        }
    }
    if !corner.is_empty() {
        paint_corner(painter, rect, corner, view);
    }
}

/// Where a cell's notes in fixed places sit: the cell inset a little, so they keep clear of
/// its lines.
pub(super) fn notes_area(rect: Rect) -> Rect {
    rect.shrink(rect.width() * 0.07)
}

/// The size of a note in a slot `step` big: two-digit numbers (on boards above 9x9, without
/// letters) a size smaller, so that 11 and 12 side by side stay apart.
pub(super) fn note_font(step: Vec2, view: &BoardView) -> FontId {
    let two_digits = view.game.shape().size() > 9 && !view.letters;
    let across = if two_digits { 0.5 } else { 0.8 };
    FontId::proportional((step.y * 0.8).min(step.x * across))
}

/// Notes in fixed places: a little box_rows x box_cols grid inside the cell.
fn paint_grid(painter: &Painter, rect: Rect, notes: DigitSet, view: &BoardView) {
    let rect = notes_area(rect);
    let shape = view.game.shape();
    let (rows, cols) = (shape.box_rows(), shape.box_cols());
    let step = Vec2::new(rect.width() / cols as f32, rect.height() / rows as f32);
    let font = note_font(step, view);
    for digit in notes.iter() {
        let k = digit.index();
        let centre = rect.min + Vec2::new((k % cols) as f32 + 0.5, (k / cols) as f32 + 0.5) * step;
        let text = symbol(digit.get(), shape.size(), view.letters);
        painter.text(
            centre,
            Align2::CENTER_CENTER,
            text,
            font.clone(),
            view.palette.note,
        );
    }
}

/// Notes in one line at `centre` (in a cell of `height`), in order, as small as they must be
/// to fit `width`.
fn paint_centred(
    painter: &Painter,
    centre: Pos2,
    height: f32,
    notes: DigitSet,
    width: f32,
    view: &BoardView,
) {
    let size = view.game.shape().size();
    // Numbers above 9 need a space between them unless they are letters.
    let separator = if size > 9 && !view.letters { " " } else { "" };
    let text: Vec<String> = notes
        .iter()
        .map(|d| symbol(d.get(), size, view.letters))
        .collect();
    let text = text.join(separator);
    let colour = view.palette.note;
    let mut font = FontId::proportional(height * 0.3);
    let galley = painter.layout_no_wrap(text.clone(), font.clone(), colour);
    if galley.size().x > width {
        font.size *= width / galley.size().x;
    }
    painter.text(centre, Align2::CENTER_CENTER, text, font, colour);
}

/// Corner marks: up to four in the corners, more in two rows along the top and bottom edges.
fn paint_corner(painter: &Painter, rect: Rect, corner: DigitSet, view: &BoardView) {
    let size = view.game.shape().size();
    let count = corner.len();
    let per_row = count.div_ceil(2).max(2);
    let places: Vec<(f32, f32)> = if count <= CORNERS.len() {
        CORNERS.to_vec()
    } else {
        let row =
            |n: usize, y: f32| (0..n).map(move |i| (0.12 + 0.76 * (i as f32 + 0.5) / n as f32, y));
        row(per_row, 0.17)
            .chain(row(count - per_row, 0.83))
            .collect()
    };
    // Two numbers above 9 take more room than two digits.
    let wide = if size > 9 && !view.letters { 1.6 } else { 1.0 };
    let height = (rect.height() * 0.25).min(rect.width() * 0.95 / (per_row as f32 * wide));
    let font = FontId::proportional(height);
    for (digit, (x, y)) in corner.iter().zip(places) {
        let at = rect.min + Vec2::new(x * rect.width(), y * rect.height());
        let text = symbol(digit.get(), size, view.letters);
        painter.text(
            at,
            Align2::CENTER_CENTER,
            text,
            font.clone(),
            view.palette.note,
        );
    }
}

/// The colour's tag: its number on a chip of the colour at full strength, at the middle of the
/// cell's left edge (top left in a filled cell), so the colour reads without telling hues
/// apart.
pub(super) fn paint_colour_tag(painter: &Painter, rect: Rect, colour: Colour, filled: bool) {
    let (x, y) = if filled { TAG_FILLED } else { TAG };
    let centre = rect.min + Vec2::new(x * rect.width(), y * rect.height());
    let chip = Rect::from_center_size(centre, Vec2::new(rect.width() * 0.2, rect.height() * 0.26));
    let fill = swatch(colour);
    let radius = CornerRadius::same((rect.width() * 0.05).clamp(1.0, 4.0) as u8);
    painter.rect_filled(chip, radius, fill);
    let font = FontId::proportional(rect.height() * 0.2);
    let text = colour.get().to_string();
    painter.text(
        chip.center(),
        Align2::CENTER_CENTER,
        text,
        font,
        ink_on(fill),
    );
}

/// A cell's background: its highlight (selected, in conflict, a peer...) or the plain cell;
/// on a coloured cell its colour, with the highlight laid over it faintly, so both show.
pub(super) fn paint_background(
    painter: &Painter,
    rect: Rect,
    palette: &Palette,
    colour: Option<Colour>,
    highlight: Option<Color32>,
) {
    let Some(colour) = colour else {
        // A plain cell keeps what lies under it (the board's colour, or a variant's shading).
        if let Some(highlight) = highlight {
            painter.rect_filled(rect, 0.0, highlight);
        }
        return;
    };
    painter.rect_filled(rect, 0.0, palette.fill(colour));
    if let Some(over) = highlight {
        painter.rect_filled(rect, 0.0, over.gamma_multiply(0.4));
    }
}
