//! Colours of the board for light and dark visuals, and egui's side of the player's theme
//! choice.

use crate::export::paper::Rgb;
use crate::game::Colour;
use crate::session::ThemeChoice;
use egui::{Color32, Visuals};

/// A colour's name, as the pad and screen readers say it.
pub fn colour_name(colour: Colour) -> &'static str {
    colour.name()
}

/// A colour at full strength, as its swatch and its tag on the board show it.
pub fn swatch(colour: Colour) -> Color32 {
    let [r, g, b] = colour.rgb();
    Color32::from_rgb(r, g, b)
}

/// Black or white, whichever reads better on `background`.
pub fn ink_on(background: Color32) -> Color32 {
    // Where black and white give the same contrast.
    if luminance(background) > 0.18 {
        Color32::BLACK
    } else {
        Color32::WHITE
    }
}

/// Relative luminance (WCAG 2), 0 for black to 1 for white.
pub fn luminance(c: Color32) -> f32 {
    Rgb(c.r(), c.g(), c.b()).luminance()
}

/// The contrast ratio of two colours (WCAG 2's definition: 1 to 21).
fn contrast(a: Color32, b: Color32) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// `a` mixed into `b`: `share` of `a`, the rest `b`.
fn mix(a: Color32, b: Color32, share: f32) -> Color32 {
    let m = |x: u8, y: u8| (f32::from(x) * share + f32::from(y) * (1.0 - share)).round() as u8;
    Color32::from_rgb(m(a.r(), b.r()), m(a.g(), b.g()), m(a.b(), b.b()))
}

/// The egui preference for a theme choice.
pub fn preference(choice: ThemeChoice) -> egui::ThemePreference {
    match choice {
        ThemeChoice::System => egui::ThemePreference::System,
        ThemeChoice::Light => egui::ThemePreference::Light,
        ThemeChoice::Dark => egui::ThemePreference::Dark,
    }
}

/// The board's colours.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    /// A plain cell.
    pub cell: Color32,
    /// Cells in the selected cell's row, column and box.
    pub peer: Color32,
    /// Cells holding the selected digit.
    pub same_digit: Color32,
    /// The selected cell.
    pub selected: Color32,
    /// The frame around the selected cell: it tells the selection apart without colour.
    pub selected_outline: Color32,
    /// Entries in conflict, or found wrong by a check (never the givens they clash with).
    pub conflict: Color32,
    /// The mark drawn in a conflicting cell's corner, the stroke through a wrong entry, and the
    /// digit of either mistake.
    pub conflict_mark: Color32,
    /// Outline of cells where two solutions differ.
    pub differ: Color32,
    /// Givens.
    pub given: Color32,
    /// The player's entries.
    pub player: Color32,
    /// Cells the solver filled.
    pub solver: Color32,
    /// Pencil marks.
    pub note: Color32,
    /// Lines between cells.
    pub thin_line: Color32,
    /// Lines between boxes and around the board.
    pub thick_line: Color32,
    /// The wash over a solved board.
    pub solved: Color32,
    /// Outlines of the houses and cells a hint points at.
    pub hint_outline: Color32,
    /// Behind a pattern candidate.
    pub mark_pattern: Color32,
    /// Behind a fin (or the candidate that breaks a deadly pattern).
    pub mark_fin: Color32,
    /// Behind a chain node that is true, or the first colour.
    pub mark_on: Color32,
    /// Behind a chain node that is false, or the second colour.
    pub mark_off: Color32,
    /// Behind the candidates of further groups (an ALS, a second cluster).
    pub mark_group: Color32,
    /// Behind a candidate a step removes (and its strike).
    pub eliminated: Color32,
    /// Behind a digit a step places.
    pub placed: Color32,
    /// Chain links.
    pub link: Color32,
    /// Killer cages: their dashed outlines and sums.
    pub cage: Color32,
    /// Behind the cells of a diagonal, a windoku window or an extra region.
    pub shade: Color32,
    /// Jigsaw regions' tints, so that neighbouring regions differ.
    pub tints: [Color32; 4],
    /// The cell colours as they fill a cell: each swatch mixed into the cell colour, light
    /// enough in the light theme and dark enough in the dark one for every digit to stay
    /// readable on it.
    pub fills: [Color32; Colour::COUNT as usize],
    /// The colours of the Cracking the Cryptic clues.
    pub clues: ClueColours,
}

/// How the clues are coloured: lines by their rule (each also drawn at its own width, so that
/// they differ without colour), shapes in greys.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ClueColours {
    /// Thermometers, odd circles and even squares.
    pub thermo: Color32,
    /// Renban lines.
    pub renban: Color32,
    /// German whispers lines.
    pub whispers: Color32,
    /// Palindrome lines.
    pub palindrome: Color32,
    /// Region-sum lines.
    pub region_sum: Color32,
    /// Arrows, chevrons, between lines and the outlines of circles.
    pub ink: Color32,
    /// White dots' inside, and the black dots' outline.
    pub light: Color32,
    /// Black dots' inside, and the white dots' outline.
    pub dark: Color32,
    /// The tints of clones.
    pub clones: [Color32; 4],
}

impl ClueColours {
    /// The clues' colours in the dark or the light theme.
    pub fn new(dark: bool) -> ClueColours {
        let rgb = Color32::from_rgb;
        if dark {
            ClueColours {
                thermo: rgb(84, 86, 94),
                renban: rgb(126, 74, 146),
                whispers: rgb(54, 118, 60),
                palindrome: rgb(96, 96, 104),
                region_sum: rgb(56, 96, 146),
                ink: rgb(176, 180, 190),
                light: rgb(232, 232, 236),
                dark: rgb(16, 16, 20),
                clones: [
                    rgb(70, 60, 30),
                    rgb(30, 56, 74),
                    rgb(40, 66, 36),
                    rgb(70, 40, 56),
                ],
            }
        } else {
            ClueColours {
                thermo: rgb(204, 204, 208),
                renban: rgb(226, 160, 242),
                whispers: rgb(120, 204, 120),
                palindrome: rgb(186, 186, 190),
                region_sum: rgb(130, 180, 232),
                ink: rgb(86, 86, 96),
                light: Color32::WHITE,
                dark: rgb(16, 16, 20),
                clones: [
                    rgb(255, 232, 176),
                    rgb(200, 232, 255),
                    rgb(216, 245, 200),
                    rgb(245, 208, 224),
                ],
            }
        }
    }
}

impl Palette {
    /// The palette that suits `visuals` (light or dark).
    pub fn for_visuals(visuals: &Visuals) -> Palette {
        let mut palette = Self::plain(visuals.dark_mode);
        // Each colour as strong as it can be while givens keep a contrast of 4.5:1, entries
        // 3:1 and the engine's digits 2.8:1 on it (see the test below): bright hues in the dark
        // theme, not muddy ones, and yellow no brighter than the light digits allow.
        let (most, least) = if visuals.dark_mode {
            (0.5, 0.2)
        } else {
            (0.45, 0.2)
        };
        let readable = |fill: Color32| {
            contrast(palette.given, fill) >= 4.5
                && contrast(palette.player, fill) >= 3.0
                && contrast(palette.solver, fill) >= 2.8
        };
        palette.fills = std::array::from_fn(|i| {
            let colour = Colour::new(i as u8 + 1).map_or(palette.peer, swatch);
            let mut share = most;
            while share > least && !readable(mix(colour, palette.cell, share)) {
                share -= 0.02;
            }
            mix(colour, palette.cell, share)
        });
        palette
    }

    /// A cell colour's fill.
    pub fn fill(&self, colour: Colour) -> Color32 {
        let index = usize::from(colour.get()).saturating_sub(1);
        self.fills.get(index).copied().unwrap_or(self.peer)
    }

    fn plain(dark: bool) -> Palette {
        if dark {
            Palette {
                // Grey levels (Rec. 709 luma) step up from cell to peer to same digit to
                // selected, so the states differ in lightness as well as in hue.
                cell: Color32::from_rgb(28, 30, 34),
                peer: Color32::from_rgb(46, 52, 64),
                same_digit: Color32::from_rgb(32, 88, 96),
                selected: Color32::from_rgb(58, 100, 156),
                selected_outline: Color32::from_rgb(150, 200, 255),
                conflict: Color32::from_rgb(88, 28, 34),
                conflict_mark: Color32::from_rgb(255, 120, 120),
                differ: Color32::from_rgb(255, 190, 60),
                given: Color32::from_rgb(236, 236, 236),
                player: Color32::from_rgb(120, 180, 255),
                solver: Color32::from_rgb(165, 175, 195),
                note: Color32::from_rgb(160, 160, 170),
                thin_line: Color32::from_rgb(70, 74, 82),
                thick_line: Color32::from_rgb(190, 194, 200),
                solved: Color32::from_rgba_unmultiplied(60, 160, 90, 40),
                hint_outline: Color32::from_rgb(255, 200, 60),
                mark_pattern: Color32::from_rgb(40, 110, 170),
                mark_fin: Color32::from_rgb(150, 80, 170),
                mark_on: Color32::from_rgb(40, 130, 70),
                mark_off: Color32::from_rgb(40, 100, 170),
                mark_group: Color32::from_rgb(150, 120, 40),
                eliminated: Color32::from_rgb(170, 50, 60),
                placed: Color32::from_rgb(40, 150, 80),
                link: Color32::from_rgb(255, 150, 70),
                cage: Color32::from_rgb(200, 204, 212),
                shade: Color32::from_rgb(54, 52, 38),
                tints: [
                    Color32::from_rgb(28, 30, 34),
                    Color32::from_rgb(36, 34, 30),
                    Color32::from_rgb(28, 36, 40),
                    Color32::from_rgb(38, 32, 40),
                ],
                fills: [Color32::TRANSPARENT; Colour::COUNT as usize],
                clues: ClueColours::new(true),
            }
        } else {
            Palette {
                cell: Color32::WHITE,
                peer: Color32::from_rgb(234, 239, 246),
                same_digit: Color32::from_rgb(200, 232, 222),
                selected: Color32::from_rgb(160, 200, 245),
                selected_outline: Color32::from_rgb(24, 90, 200),
                conflict: Color32::from_rgb(250, 196, 196),
                conflict_mark: Color32::from_rgb(170, 0, 16),
                differ: Color32::from_rgb(220, 130, 0),
                given: Color32::from_rgb(20, 20, 24),
                player: Color32::from_rgb(24, 90, 200),
                solver: Color32::from_rgb(80, 90, 112),
                note: Color32::from_rgb(96, 96, 110),
                thin_line: Color32::from_rgb(190, 194, 202),
                thick_line: Color32::from_rgb(30, 30, 36),
                solved: Color32::from_rgba_unmultiplied(60, 180, 90, 40),
                hint_outline: Color32::from_rgb(230, 140, 0),
                mark_pattern: Color32::from_rgb(170, 210, 250),
                mark_fin: Color32::from_rgb(220, 180, 240),
                mark_on: Color32::from_rgb(170, 230, 180),
                mark_off: Color32::from_rgb(170, 200, 250),
                mark_group: Color32::from_rgb(245, 225, 150),
                eliminated: Color32::from_rgb(250, 170, 170),
                placed: Color32::from_rgb(150, 225, 160),
                link: Color32::from_rgb(220, 90, 20),
                cage: Color32::from_rgb(40, 40, 48),
                shade: Color32::from_rgb(246, 240, 222),
                tints: [
                    Color32::WHITE,
                    Color32::from_rgb(252, 246, 236),
                    Color32::from_rgb(238, 246, 252),
                    Color32::from_rgb(246, 240, 250),
                ],
                fills: [Color32::TRANSPARENT; Colour::COUNT as usize],
                clues: ClueColours::new(false),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rec. 709 luma: the grey a colour becomes in a greyscale view.
    fn luma(c: Color32) -> f32 {
        0.2126 * f32::from(c.r()) + 0.7152 * f32::from(c.g()) + 0.0722 * f32::from(c.b())
    }

    #[test]
    fn the_cell_states_differ_in_lightness_in_both_themes() {
        for dark in [false, true] {
            let visuals = if dark {
                Visuals::dark()
            } else {
                Visuals::light()
            };
            let p = Palette::for_visuals(&visuals);
            let states = [
                ("plain", p.cell),
                ("peer", p.peer),
                ("same digit", p.same_digit),
                ("selected", p.selected),
                ("conflict", p.conflict),
            ];
            for (i, (a, ca)) in states.iter().enumerate() {
                for (b, cb) in &states[i + 1..] {
                    let gap = (luma(*ca) - luma(*cb)).abs();
                    assert!(gap >= 10.0, "dark {dark}: {a} and {b} are {gap:.1} apart");
                }
            }
        }
    }

    #[test]
    fn digits_stay_readable_on_every_cell_colour_in_both_themes() {
        for visuals in [Visuals::light(), Visuals::dark()] {
            let p = Palette::for_visuals(&visuals);
            // A mistake's digit is drawn in the mark's colour on the conflict fill.
            assert!(contrast(p.conflict_mark, p.conflict) >= 4.5, "mistake");
            for colour in Colour::all() {
                let fill = p.fill(colour);
                let name = colour_name(colour);
                assert!(contrast(p.given, fill) >= 4.5, "given on {name}");
                assert!(contrast(p.player, fill) >= 3.0, "entry on {name}");
                assert!(contrast(p.solver, fill) >= 2.8, "solver on {name}");
                assert_ne!(fill, p.cell, "{name} shows");
                let tag = swatch(colour);
                assert!(contrast(ink_on(tag), tag) >= 4.5, "tag of {name}");
            }
        }
    }
}
