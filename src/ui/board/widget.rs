//! The board widget: one painter for the whole board, one clickable region per cell.
//!
//! It reads the game and returns the commands that clicks ask for; it never changes the game.
//! While a puzzle is entered, cells can be picked for a cage or a region: Ctrl- or
//! Shift-click adds a cell or takes it out, and dragging over cells adds them.

use super::cells::{note_font, notes_area, paint_background, paint_colour_tag, paint_pencil};
use super::marks::{RulesView, paint_lines, side_segment};
use super::outside::{outside_clue, outside_commands};
use super::reader::{BoardFocus, cell_contents, describe_cell};
use super::view::BoardView;
use crate::board::{Cell, ClueKind, Digit, DigitSet, symbol};
use crate::game::{Action, Game, Outcome, Source};
use crate::session::{Command, Overlay, RulesEdit};
use crate::t;
use crate::techniques::Role;
use crate::ui::theme::Palette;
use egui::emath::GuiRounding;
use egui::{Align2, Color32, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2};

/// Draws the board in the space left in `ui` (square, as large as fits) and returns the
/// commands its clicks and drags ask for.
pub fn ui_board(ui: &mut Ui, view: &BoardView) -> Vec<Command> {
    let available = ui.available_size();
    let side = available.x.min(available.y).max(120.0);
    let (response, painter) = ui.allocate_painter(Vec2::splat(side), Sense::hover());
    let shape = view.game.shape();
    let n = shape.size();
    // Sums outside the grid (little killers, sandwiches) get a margin a cell wide, and so does
    // the board while one is entered.
    let outside = view.game.puzzle().rules().has_outside_clues() || outside_clue(view).is_some();
    let board = if outside {
        response.rect.shrink(side / (n + 2) as f32)
    } else {
        response.rect
    };
    let cell_size = board.width() / n as f32;
    let rect_of = |cell: Cell| {
        let min = board.min + Vec2::new(cell.col() as f32, cell.row() as f32) * cell_size;
        Rect::from_min_size(min, Vec2::splat(cell_size))
    };

    let mut commands = Vec::new();
    let id = response.id;
    let cell_at = |pos: Pos2| {
        let at = (pos - board.min) / cell_size;
        let (row, col) = (at.y.floor(), at.x.floor());
        let inside = (0.0..n as f32).contains(&row) && (0.0..n as f32).contains(&col);
        inside.then(|| Cell::new(row as usize, col as usize))
    };
    let focus = BoardFocus::begin(ui, id, view.game.selected());
    let conflicts = view.conflicts();
    let count = view.game.selection().len();
    let sense = Sense::click_and_drag();
    for cell in shape.cells() {
        let cell_response = ui.interact(rect_of(cell), id.with(cell), focus.sense(cell, sense));
        // What it holds is hidden while paused, as on screen.
        let contents =
            (!view.hidden).then(|| cell_contents(view.game, cell, view.letters, &conflicts));
        let selected = view.game.is_selected(cell).then_some(count);
        describe_cell(ui, &cell_response, cell, contents, selected);
        if view.hidden {
            continue;
        }
        commands.extend(cell_commands(
            ui,
            &cell_response,
            cell,
            view,
            &focus,
            &cell_at,
        ));
    }

    // The places outside the grid are lit under the sums drawn there.
    commands.extend(outside_commands(ui, id, board, cell_size, view));
    if ui.is_rect_visible(board) {
        paint(&painter, board, cell_size, view, &rect_of);
    }
    commands
}

/// What a click or a drag on `cell` asks for. In play: a click selects the cell alone, Ctrl-
/// or Shift-click adds it or takes it out, a drag adds every cell it passes. While a puzzle is
/// entered the same gestures pick cells for a cage or a region.
fn cell_commands(
    ui: &Ui,
    response: &egui::Response,
    cell: Cell,
    view: &BoardView,
    focus: &BoardFocus,
    cell_at: &dyn Fn(Pos2) -> Option<Cell>,
) -> Vec<Command> {
    let modifiers = ui.input(|i| i.modifiers);
    let adding = modifiers.command || modifiers.shift;
    let picking = view.picking;
    // Ctrl-click's command and a drag's, for a cell.
    let adds = |cell: Cell| -> (Command, Command) {
        if picking {
            (
                Command::Rules(RulesEdit::Pick(cell)),
                Command::Rules(RulesEdit::Extend(cell)),
            )
        } else {
            (
                Command::Play(Action::ToggleSelected(cell)),
                Command::Play(Action::SelectMore(cell)),
            )
        }
    };
    let mut commands = Vec::new();
    let clicked = response.clicked() && !BoardFocus::keyed_click(ui, response);
    // A dot or letter being entered goes on the side clicked close to.
    let side = clicked && !adding && picking;
    let edge = view
        .click_clue
        .as_ref()
        .filter(|(kind, _)| {
            side && matches!(kind, ClueKind::Difference | ClueKind::Ratio | ClueKind::Xv)
        })
        .and_then(|(kind, text)| {
            let pos = response.interact_pointer_pos()?;
            let other = across_side(response.rect, pos, cell, view.game.shape().size())?;
            Some([
                Command::Play(Action::Select(cell)),
                Command::Rules(RulesEdit::Pick(other)),
                Command::Rules(RulesEdit::AddClue(*kind, text.clone())),
            ])
        });
    if let Some(edge) = edge {
        commands.extend(edge);
    } else if clicked {
        commands.push(if adding {
            adds(cell).0
        } else {
            Command::Play(Action::Select(cell))
        });
    } else if focus.took_focus(ui, response, cell) {
        commands.push(Command::Play(Action::Select(cell)));
    }
    let started = response.drag_started();
    if started {
        commands.push(if adding {
            adds(cell).1
        } else {
            Command::Play(Action::Select(cell))
        });
    }
    if response.dragged() {
        let over = ui.input(|i| i.pointer.interact_pos()).and_then(cell_at);
        let known = |c: &Cell| {
            if picking {
                view.picked.contains(c)
            } else {
                view.game.is_selected(*c)
            }
        };
        // A drag that starts afresh drops the cells this frame began with.
        if let Some(over) = over.filter(|c| started || !known(c)) {
            commands.push(adds(over).1);
        }
    }
    commands
}

/// The cell across the side of `cell` (drawn in `rect`) that `pos` is close to: within a
/// fifth of a cell of that side and away from the corners.
fn across_side(rect: Rect, pos: Pos2, cell: Cell, n: usize) -> Option<Cell> {
    let at = (pos - rect.min) / rect.width().max(1.0);
    let near = 0.2;
    let middle = |v: f32| (near..1.0 - near).contains(&v);
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = if at.y < near && middle(at.x) {
        (row.checked_sub(1)?, col)
    } else if at.y > 1.0 - near && middle(at.x) {
        (row + 1, col)
    } else if at.x < near && middle(at.y) {
        (row, col.checked_sub(1)?)
    } else if at.x > 1.0 - near && middle(at.y) {
        (row, col + 1)
    } else {
        return None;
    };
    (row < n && col < n).then(|| Cell::new(row, col))
}

/// The paused board: lines only, and how to resume.
fn paint_paused(painter: &egui::Painter, board: Rect, cell_size: f32, view: &BoardView) {
    let palette = &view.palette;
    paint_lines(painter, board, cell_size, view.game.shape(), palette, true);
    let font = FontId::proportional(cell_size.clamp(14.0, 40.0));
    let text = t!("paused-press-or-resume", pause_key = &view.pause_key);
    // Wrapped to the board, so a narrow board (the path open beside it) shows it whole.
    let galley = painter.layout(text, font, palette.note, board.width() * 0.85);
    let at = board.center() - galley.size() / 2.0;
    let behind = Rect::from_min_size(at, galley.size()).expand(cell_size * 0.2);
    painter.rect_filled(behind, 4.0, palette.cell);
    painter.galley(at, galley, palette.note);
}

fn paint(
    painter: &egui::Painter,
    board: Rect,
    cell_size: f32,
    view: &BoardView,
    rect_of: &dyn Fn(Cell) -> Rect,
) {
    let game = view.game;
    let shape = game.shape();
    let palette = &view.palette;
    painter.rect_filled(board, 0.0, palette.cell);
    let rules = RulesView::new(board, cell_size, view);
    if view.hidden {
        paint_paused(painter, board, cell_size, view);
        return;
    }
    rules.paint_backgrounds(painter);
    let notes_of = |cell: Cell| rules.notes_rect(rect_of(cell));
    let conflicts = view.conflicts();
    let selected = game.selected();
    let selection = game.selection();
    // With several cells selected, their peers and digits are no guide: none is lit.
    let single = selected.filter(|_| selection.len() == 1);
    let peers = single.map(|s| game.peers(s)).unwrap_or_default();
    let selected_digit = single.and_then(|c| game.value(c));
    let overlay = view.overlay;
    let replaced = overlay.is_some_and(|o| o.replaces_board);
    let mistake = |cell: Cell| is_mistake(game, &conflicts, cell);
    for cell in shape.cells() {
        let rect = rect_of(cell);
        let (value, _) = cell_value(game, overlay, cell);
        let background = if selection.contains(&cell) || view.picked.contains(&cell) {
            Some(palette.selected)
        } else if mistake(cell) {
            // The entry is the mistake, never the given it clashes with.
            Some(palette.conflict)
        } else if value.is_some() && value == selected_digit {
            Some(palette.same_digit)
        } else if peers.contains(&cell) {
            Some(palette.peer)
        } else {
            None
        };
        paint_background(painter, rect, palette, game.colour(cell), background);
    }
    // The clues lie over the highlights and under the digits.
    rules.paint_clues_under(painter);
    for cell in shape.cells() {
        let rect = rect_of(cell);
        let (value, source) = cell_value(game, overlay, cell);
        let candidates = overlay.and_then(|o| {
            o.candidates
                .iter()
                .find(|(c, _)| *c == cell)
                .map(|&(_, set)| set)
        });
        match (value, view.held) {
            (_, Some((held, first))) if held == cell => paint_held(painter, rect, first, view),
            (Some(digit), _) => {
                let ink = if mistake(cell) && !replaced {
                    palette.conflict_mark
                } else {
                    digit_ink(source, palette)
                };
                paint_digit(painter, rect, digit, source, ink, view);
            }
            (None, _) => {
                let notes = notes_of(cell);
                match (candidates, overlay) {
                    (Some(set), Some(o)) => paint_candidates(painter, notes, cell, set, o, view),
                    _ if replaced => {}
                    _ => paint_pencil(painter, notes, cell, view),
                }
            }
        }
        if let Some(colour) = game.colour(cell) {
            paint_colour_tag(painter, rect, colour, value.is_some());
        }
        if conflicts.contains(&cell) {
            paint_conflict(painter, rect, palette);
        }
        if game.wrong_cells().contains(&cell) {
            paint_wrong(painter, rect, palette);
        }
        paint_outlines(painter, rect, cell, view, palette);
    }
    // The selection's outline: around the cell, or around the group as one shape.
    let stroke = Stroke::new((cell_size * 0.05).clamp(2.0, 3.0), palette.selected_outline);
    if let Some(cell) = single {
        painter.rect_stroke(rect_of(cell).shrink(1.0), 0.0, stroke, StrokeKind::Inside);
    } else if selection.len() > 1 {
        paint_group_outline(painter, &selection, stroke, rect_of);
    }
    // A win is washed green; a board the engine solved stays as it is, calmly.
    if game.outcome() == Outcome::SolvedByPlayer && overlay.is_none() {
        painter.rect_filled(board, 0.0, palette.solved);
    }
    if let Some(progress) = view.celebration {
        paint_wave(painter, cell_size, view, rect_of, progress);
    }
    rules.paint_lines(painter);
    rules.paint_pieces(painter);
    rules.paint_cages(painter);
    rules.paint_clues_over(painter);
    if let Some(overlay) = overlay {
        paint_overlay(painter, cell_size, overlay, view, rect_of, &notes_of);
    }
}

/// What `cell` shows: the overlay's digit where a solution overlay replaces the board, else
/// the game's, with where it came from.
fn cell_value(
    game: &Game,
    overlay: Option<&Overlay>,
    cell: Cell,
) -> (Option<Digit>, Option<Source>) {
    match overlay {
        Some(o) if o.replaces_board && !game.is_given(cell) => (
            o.values.iter().find(|(c, _)| *c == cell).map(|&(_, d)| d),
            Some(Source::Solver),
        ),
        _ => (game.value(cell), game.source(cell)),
    }
}

/// The finish's wave: a band of light running out from the board's centre to its corners as
/// `progress` goes from 0 to 1.
fn paint_wave(
    painter: &egui::Painter,
    cell_size: f32,
    view: &BoardView,
    rect_of: &dyn Fn(Cell) -> Rect,
    progress: f32,
) {
    let shape = view.game.shape();
    let n = shape.size() as f32;
    let centre = Vec2::splat(n / 2.0);
    let far = centre.length() + 2.0;
    let front = progress * far;
    for cell in shape.cells() {
        let at = Vec2::new(cell.col() as f32 + 0.5, cell.row() as f32 + 0.5);
        let distance = (at - centre).length();
        let light = (1.0 - (front - distance).abs() / 1.5).clamp(0.0, 1.0);
        if light > 0.0 {
            let fill = view.palette.placed.gamma_multiply(light * 0.7);
            painter.rect_filled(rect_of(cell).shrink(cell_size * 0.04), 4.0, fill);
        }
    }
}

/// A conflict's corner triangle: a mark that does not depend on seeing colour.
fn paint_conflict(painter: &egui::Painter, rect: Rect, palette: &Palette) {
    let s = rect.width() * 0.28;
    let corner = rect.right_top();
    let points = vec![
        corner,
        corner - Vec2::new(s, 0.0),
        corner + Vec2::new(0.0, s),
    ];
    let triangle = egui::Shape::convex_polygon(points, palette.conflict_mark, Stroke::NONE);
    painter.add(triangle);
}

/// An entry the last check found wrong: struck through corner to corner, a mark that reads
/// without colour.
fn paint_wrong(painter: &egui::Painter, rect: Rect, palette: &Palette) {
    let r = rect.shrink(rect.width() * 0.16);
    let stroke = Stroke::new((rect.width() * 0.05).clamp(2.0, 4.0), palette.conflict_mark);
    painter.line_segment([r.left_bottom(), r.right_top()], stroke);
}

/// The outlines of a cell where two solutions differ (solid) or read with doubt from a
/// picture (dashed).
fn paint_outlines(
    painter: &egui::Painter,
    rect: Rect,
    cell: Cell,
    view: &BoardView,
    palette: &Palette,
) {
    if view.differ.contains(&cell) {
        let stroke = Stroke::new(3.0, palette.differ);
        painter.rect_stroke(rect.shrink(2.0), 2.0, stroke, StrokeKind::Inside);
    }
    if view.doubt.contains(&cell) {
        let r = rect.shrink(3.0);
        let corners = [
            r.left_top(),
            r.right_top(),
            r.right_bottom(),
            r.left_bottom(),
        ];
        let outline = [corners.as_slice(), &corners[..1]].concat();
        let dash = (rect.width() * 0.12).max(3.0);
        painter.extend(egui::Shape::dashed_line(
            &outline,
            Stroke::new(2.5, palette.differ),
            dash,
            dash * 0.6,
        ));
    }
}

/// Where digit `digit`'s pencil mark sits in a cell, and the size of a mark's slot.
fn note_place(rect: Rect, digit: Digit, view: &BoardView) -> (Pos2, Vec2) {
    let rect = notes_area(rect);
    let shape = view.game.shape();
    let (rows, cols) = (shape.box_rows(), shape.box_cols());
    let step = Vec2::new(rect.width() / cols as f32, rect.height() / rows as f32);
    let k = digit.index();
    let centre = rect.min + Vec2::new((k % cols) as f32 + 0.5, (k / cols) as f32 + 0.5) * step;
    (centre, step)
}

/// A hint's candidates in a cell: each on a disc of its role's colour, those removed struck
/// through, those placed on the placement colour.
fn paint_candidates(
    painter: &egui::Painter,
    rect: Rect,
    cell: Cell,
    set: DigitSet,
    overlay: &Overlay,
    view: &BoardView,
) {
    let palette = &view.palette;
    let n = view.game.shape().size();
    for digit in set.iter() {
        let (centre, step) = note_place(rect, digit, view);
        let radius = step.x.min(step.y) * 0.45;
        let is = |list: &[(Cell, Digit)]| list.iter().any(|&(c, d)| c == cell && d == digit);
        let role = overlay
            .marks
            .iter()
            .find(|(c, d, _)| *c == cell && *d == digit)
            .map(|&(_, _, role)| role);
        let eliminated = is(&overlay.eliminations);
        let fill = if eliminated {
            Some(palette.eliminated)
        } else if is(&overlay.placements) {
            Some(palette.placed)
        } else {
            role.map(|role| match role {
                Role::Pattern => palette.mark_pattern,
                Role::Fin => palette.mark_fin,
                Role::On => palette.mark_on,
                Role::Off => palette.mark_off,
                Role::Group(_) => palette.mark_group,
            })
        };
        if let Some(fill) = fill {
            painter.circle_filled(centre, radius, fill);
        }
        let font = note_font(step, view);
        let colour = if fill.is_some() {
            palette.given
        } else {
            palette.note
        };
        let text = symbol(digit.get(), n, view.letters);
        painter.text(centre, Align2::CENTER_CENTER, text, font, colour);
        if eliminated {
            let d = Vec2::splat(radius * 0.8);
            let stroke = Stroke::new(2.0, palette.conflict_mark);
            painter.line_segment([centre - d, centre + d], stroke);
        }
    }
}

/// The outline of a group of cells as one shape (drawn as a cage's border is), a little
/// inside it.
fn paint_group_outline(
    painter: &egui::Painter,
    group: &[Cell],
    stroke: Stroke,
    rect_of: &dyn Fn(Cell) -> Rect,
) {
    let inset = stroke.width / 2.0 + 2.0;
    let inside = |r: isize, c: isize| {
        group
            .iter()
            .any(|g| g.row() as isize == r && g.col() as isize == c)
    };
    for &cell in group {
        for side in crate::board::border_sides(&inside, cell.row() as isize, cell.col() as isize) {
            let segment = side_segment(&side, rect_of(cell), inset);
            painter.line_segment(segment, stroke);
        }
    }
}

/// The outlines and chain links of a hint, over everything else (`notes_of` gives where a
/// cell's notes sit, for the links' ends).
fn paint_overlay(
    painter: &egui::Painter,
    cell_size: f32,
    overlay: &Overlay,
    view: &BoardView,
    rect_of: &dyn Fn(Cell) -> Rect,
    notes_of: &dyn Fn(Cell) -> Rect,
) {
    let palette = &view.palette;
    let outline = Stroke::new((cell_size * 0.07).clamp(2.5, 4.0), palette.hint_outline);
    let around = |cells: &[Cell]| cells.iter().map(|&c| rect_of(c)).reduce(|a, b| a.union(b));
    for house in &overlay.houses {
        if let Some(rect) = around(house) {
            painter.rect_stroke(rect.shrink(2.0), 3.0, outline, StrokeKind::Inside);
        }
    }
    for &cell in &overlay.cells {
        painter.rect_stroke(rect_of(cell).shrink(2.0), 3.0, outline, StrokeKind::Inside);
    }
    for group in &overlay.groups {
        paint_group_outline(painter, group, outline, rect_of);
    }
    // A node's point: the middle of its candidates' places.
    let point = |cells: &[Cell], digit: Digit| {
        let places: Vec<Pos2> = cells
            .iter()
            .map(|&c| note_place(notes_of(c), digit, view).0)
            .collect();
        let count = places.len().max(1) as f32;
        let sum = places.iter().fold(Vec2::ZERO, |s, p| s + p.to_vec2());
        Pos2::new(sum.x / count, sum.y / count)
    };
    let width = (cell_size * 0.035).clamp(1.5, 2.5);
    for ((from_cells, from_digit), (to_cells, to_digit), strong) in &overlay.links {
        let (a, b) = (point(from_cells, *from_digit), point(to_cells, *to_digit));
        let along = b - a;
        let length = along.length();
        if length < 1.0 {
            continue;
        }
        // Start and end short of the candidates, so the digits stay readable.
        let gap = cell_size * 0.12;
        let dir = along / length;
        let (a, b) = (a + dir * gap, b - dir * gap);
        let stroke = Stroke::new(width, palette.link);
        if *strong {
            painter.line_segment([a, b], stroke);
        } else {
            let dash = (cell_size * 0.08).max(3.0);
            painter.extend(egui::Shape::dashed_line(&[a, b], stroke, dash, dash * 0.7));
        }
        paint_arrow_head(
            painter,
            b,
            dir,
            (cell_size * 0.12).min(length * 0.4),
            stroke,
        );
    }
}

/// An arrow head of a fixed size at `tip`, pointing along `dir` (a unit vector): egui's own
/// arrow scales its head with the length, which makes long links' heads sprawl over the board.
fn paint_arrow_head(painter: &egui::Painter, tip: Pos2, dir: Vec2, size: f32, stroke: Stroke) {
    let back = -dir * size;
    let side = Vec2::new(-back.y, back.x) * 0.55;
    painter.line_segment([tip, tip + back + side], stroke);
    painter.line_segment([tip, tip + back - side], stroke);
}

/// Whether `cell` holds a mistake to show: an entry that clashes with another cell
/// (`conflicts`) or that the last check found wrong. A given is never the mistake.
fn is_mistake(game: &Game, conflicts: &[Cell], cell: Cell) -> bool {
    let clash = conflicts.contains(&cell) && !game.is_given(cell);
    clash || game.wrong_cells().contains(&cell)
}

/// The colour of a digit from `source`.
fn digit_ink(source: Option<Source>, palette: &Palette) -> Color32 {
    match source {
        Some(Source::Given) => palette.given,
        Some(Source::Solver) => palette.solver,
        _ => palette.player,
    }
}

/// A cell's digit in `ink`; a given's drawn heavier.
fn paint_digit(
    painter: &egui::Painter,
    rect: Rect,
    digit: Digit,
    source: Option<Source>,
    ink: Color32,
    view: &BoardView,
) {
    let n = view.game.shape().size();
    let text = symbol(digit.get(), n, view.letters);
    // One size for every number: two digits still fit the cell's width at this height.
    let font = FontId::proportional(rect.height() * 0.58);
    // On whole pixels, so that every given of a row is thickened alike.
    let pixels = painter.pixels_per_point();
    let centre = rect.center().round_to_pixels(pixels);
    painter.text(centre, Align2::CENTER_CENTER, &text, font.clone(), ink);
    if source == Some(Source::Given) {
        // Givens are drawn heavier: a second pass a pixel or so to the right thickens every
        // stroke.
        let nudge = Vec2::new((rect.width() * 0.012).max(1.0), 0.0).round_to_pixels(pixels);
        painter.text(centre + nudge, Align2::CENTER_CENTER, &text, font, ink);
    }
}

/// A first digit waiting for a second: drawn in the entry colour with a cursor after it.
fn paint_held(painter: &egui::Painter, rect: Rect, first: u8, view: &BoardView) {
    let font = FontId::proportional(rect.height() * 0.58);
    let text = format!("{first}_");
    let colour = view.palette.player;
    painter.text(rect.center(), Align2::CENTER_CENTER, text, font, colour);
}

/// The background of a digit-pad button's count, painted (not a widget) so that screen readers
/// and tests read the button by its digit alone.
pub fn paint_count(ui: &Ui, rect: Rect, count: usize, colour: Color32) {
    let font = FontId::proportional((rect.height() * 0.32).max(8.0));
    let pos = rect.right_bottom() - Vec2::new(3.0, 2.0);
    ui.painter()
        .text(pos, Align2::RIGHT_BOTTOM, count.to_string(), font, colour);
}

#[cfg(test)]
mod tests {
    use super::is_mistake;
    use crate::board::{Cell, Digit, Grid, Shape};
    use crate::game::{Action, Game};
    use web_time::Instant;

    #[test]
    fn the_entry_is_the_mistake_never_the_given_it_clashes_with() {
        let now = Instant::now();
        let five = Digit::new(5).unwrap();
        let mut puzzle = Grid::empty(Shape::NINE);
        puzzle.set_given(Cell::new(0, 0), Some(five));
        let mut game = Game::new_at(puzzle, now);
        game.apply(Action::Select(Cell::new(0, 1)), now);
        game.apply(Action::Enter(five), now);
        let conflicts = game.conflicts();
        assert_eq!(conflicts.len(), 2);
        assert!(is_mistake(&game, &conflicts, Cell::new(0, 1)));
        assert!(!is_mistake(&game, &conflicts, Cell::new(0, 0)));
    }
}
