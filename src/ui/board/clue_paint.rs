//! The window's painter of the Cracking the Cryptic clues ([`crate::export::clue_marks`]):
//! lines, circles and shapes under the digits, dots, letters, quadruples and the sums outside
//! the grid over them.

use crate::export::clue_marks::{Ink, line_ink, oval_inks};
use crate::export::marks::{Mark, Role};
use crate::ui::theme::Palette;
use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, Vec2, pos2};

fn at((x, y): (f32, f32)) -> Pos2 {
    pos2(x, y)
}

/// The window's colour of an ink.
fn colour(ink: Ink, palette: &Palette) -> Color32 {
    let c = &palette.clues;
    match ink {
        Ink::Thermo => c.thermo,
        Ink::Renban => c.renban,
        Ink::Whispers => c.whispers,
        Ink::Palindrome => c.palindrome,
        Ink::RegionSum => c.region_sum,
        Ink::Ink => c.ink,
        Ink::Light => c.light,
        Ink::Dark => c.dark,
        Ink::Cell => palette.cell,
    }
}

/// Paints the clue marks of `marks` that lie over the digits (`over`) or under them (the
/// clones' cells are shaded with the backgrounds, not here).
pub(super) fn paint_clues(painter: &Painter, marks: &[Mark], palette: &Palette, over: bool) {
    for mark in marks {
        if mark.role().is_over() != over {
            continue;
        }
        match mark {
            Mark::Path {
                points,
                width,
                role,
            } => {
                let colour = colour(line_ink(*role), palette);
                let stroke = Stroke::new(*width, colour);
                let points: Vec<Pos2> = points.iter().map(|&p| at(p)).collect();
                painter.add(egui::Shape::line(points.clone(), stroke));
                // Round ends and joins, as on paper.
                for p in points {
                    painter.circle_filled(p, width / 2.0, colour);
                }
            }
            Mark::Oval {
                from,
                to,
                radius,
                role,
            } => {
                let line = (radius * 0.18).clamp(1.0, 2.5);
                let (fill, outline) = oval_inks(*role);
                let stroke = outline.map_or(Stroke::NONE, |(ink, width)| {
                    Stroke::new(line * width, colour(ink, palette))
                });
                let fill = colour(fill, palette);
                let rect = Rect::from_two_pos(at(*from), at(*to)).expand(*radius);
                painter.rect(rect, *radius, fill, stroke, StrokeKind::Middle);
            }
            Mark::Square { centre, half, .. } => {
                let rect = Rect::from_center_size(at(*centre), Vec2::splat(half * 2.0));
                painter.rect_filled(rect, 0.0, palette.clues.thermo);
            }
            Mark::Text {
                centre,
                text,
                size,
                role,
            } => {
                let colour = match role {
                    Role::DotValue(false) => palette.clues.light,
                    Role::DotValue(true) => palette.clues.dark,
                    _ => palette.given,
                };
                if *role == Role::Letter {
                    painter.circle_filled(at(*centre), size * 0.45, palette.cell);
                }
                let font = FontId::proportional(*size);
                painter.text(at(*centre), Align2::CENTER_CENTER, text, font, colour);
            }
            _ => {}
        }
    }
}
