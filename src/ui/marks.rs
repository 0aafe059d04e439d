//! Drawing a cell's marks: its notes (in their grid, or centred), its corner marks around the
//! edge in order, and the tag that names its colour by number.
//!
//! A cell with corner marks or a colour draws its notes centred whatever the layout chosen, so
//! no two kinds of marks ever share a place; every other cell keeps the layout chosen (the
//! grid, as Shudu always drew notes, unless the player asked for centred notes).

use super::board::{BoardView, symbol};
use super::theme::{Palette, ink_on, swatch};
use crate::board::{Cell, DigitSet};
use crate::game::{Colour, NotesLayout};
use egui::{Align2, Color32, CornerRadius, FontId, Painter, Rect, Vec2};

/// Where corner marks go, in order, as fractions of the cell: the four corners, then the
/// middles of the top and bottom edges, then of the left and right edges (Snyder marks fill
/// the corners first).
const SLOTS: [(f32, f32); 8] = [
    (0.17, 0.17),
    (0.83, 0.17),
    (0.17, 0.83),
    (0.83, 0.83),
    (0.5, 0.17),
    (0.5, 0.83),
    (0.17, 0.5),
    (0.83, 0.5),
];

/// The slot the colour tag takes (the left edge's middle); corner marks then skip it.
const TAG_SLOT: usize = 6;

/// The pencil marks of an empty cell: notes and corner marks.
pub(super) fn paint_pencil(painter: &Painter, rect: Rect, cell: Cell, view: &BoardView) {
    let game = view.game;
    let (notes, corner) = (game.notes(cell), game.corner(cell));
    let coloured = game.colour(cell).is_some();
    let centred = view.layout == NotesLayout::Centred || coloured || !corner.is_empty();
    if !notes.is_empty() {
        if centred {
            // The middle row's outer slots hold corner marks or the tag when they are used.
            let crowded = coloured || corner.len() > TAG_SLOT;
            let width = rect.width() * if crowded { 0.5 } else { 0.72 };
            paint_centred(painter, rect, notes, width, view);
        } else {
            paint_grid(painter, rect, notes, view);
        }
    }
    if !corner.is_empty() {
        paint_corner(painter, rect, corner, coloured, view);
    }
}

/// Notes in fixed places: a little box_rows x box_cols grid inside the cell.
fn paint_grid(painter: &Painter, rect: Rect, notes: DigitSet, view: &BoardView) {
    let shape = view.game.shape();
    let (rows, cols) = (shape.box_rows(), shape.box_cols());
    let step = Vec2::new(rect.width() / cols as f32, rect.height() / rows as f32);
    let font = FontId::proportional(step.y.min(step.x) * 0.8);
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

/// Notes in one line across the middle of the cell, in order, as small as they must be to fit
/// `width`.
fn paint_centred(painter: &Painter, rect: Rect, notes: DigitSet, width: f32, view: &BoardView) {
    let size = view.game.shape().size();
    // Numbers above 9 need a space between them unless they are letters.
    let separator = if size > 9 && !view.letters { " " } else { "" };
    let text: Vec<String> = notes
        .iter()
        .map(|d| symbol(d.get(), size, view.letters))
        .collect();
    let text = text.join(separator);
    let colour = view.palette.note;
    let mut font = FontId::proportional(rect.height() * 0.3);
    let galley = painter.layout_no_wrap(text.clone(), font.clone(), colour);
    if galley.size().x > width {
        font.size *= width / galley.size().x;
    }
    painter.text(rect.center(), Align2::CENTER_CENTER, text, font, colour);
}

/// Corner marks in [`SLOTS`] order; when there are more than slots, in two rows along the top
/// and bottom edges instead.
fn paint_corner(painter: &Painter, rect: Rect, corner: DigitSet, coloured: bool, view: &BoardView) {
    let size = view.game.shape().size();
    let slots: Vec<(f32, f32)> = SLOTS
        .iter()
        .enumerate()
        .filter(|&(i, _)| !(coloured && i == TAG_SLOT))
        .map(|(_, &slot)| slot)
        .collect();
    let count = corner.len();
    let places: Vec<(f32, f32)> = if count <= slots.len() {
        slots
    } else {
        let top = count.div_ceil(2);
        let row =
            |n: usize, y: f32| (0..n).map(move |i| (0.12 + 0.76 * (i as f32 + 0.5) / n as f32, y));
        row(top, 0.17).chain(row(count - top, 0.83)).collect()
    };
    let per_row = if count <= SLOTS.len() {
        3.0
    } else {
        count.div_ceil(2) as f32
    };
    let height = (rect.height() * 0.25).min(rect.width() * 0.9 / per_row);
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
/// cell's left edge, so the colour reads without telling hues apart.
pub(super) fn paint_colour_tag(painter: &Painter, rect: Rect, colour: Colour) {
    let (x, y) = SLOTS[TAG_SLOT];
    let centre = rect.min + Vec2::new(x * rect.width() * 0.8, y * rect.height());
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

/// The background of a coloured cell: its colour, with the cell's highlight (selected, in
/// conflict, a peer...) laid over it half seen, so both show.
pub(super) fn coloured_background(
    palette: &Palette,
    colour: Colour,
    highlight: Option<Color32>,
) -> (Color32, Option<Color32>) {
    let over = highlight.map(|c| c.gamma_multiply(0.55));
    (palette.fill(colour), over)
}
