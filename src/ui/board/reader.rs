//! What a screen reader hears, through AccessKit: the names of the window and its panels, each
//! cell's name ("row 3, column 7") and what it holds ("given 5", "empty, notes 1 4 7",
//! "conflict"), the keyboard focus kept on the selected cell, and the live regions (the status
//! line, the hint) whose changes are announced.
//!
//! AccessKit is eframe's `accesskit` feature; on Linux it serves the tree over AT-SPI once a
//! client (Orca, or `.ci/reader-smoke`) has turned the desktop's accessibility on.

use crate::board::{Cell, DigitSet, symbol};
use crate::game::{Game, Source};
use crate::t;
use crate::ui::theme::colour_name;
use egui::accesskit::Live;
use egui::{EventFilter, Id, Response, Sense, Ui};

/// The window's name, as screen readers and the window list know it.
pub const WINDOW_NAME: &str = "Shudu";

/// A cell's accessible name: "row 3, column 7" (rows and columns counted from 1). Screen
/// readers read it first, then the cell's description (see [`cell_contents`]).
pub fn cell_name(cell: Cell) -> String {
    t!("row-column", row = &cell.row() + 1, col = &cell.col() + 1)
}

/// What a cell holds, in words: its value (and whether it is a given), else "empty", then its
/// notes, corner marks and colour, then "conflict" when it clashes with another cell and
/// "wrong" when the last check found it wrong. Screen readers read it after the cell's name.
pub fn cell_contents(game: &Game, cell: Cell, letters: bool, conflicts: &[Cell]) -> String {
    let n = game.shape().size();
    let digits = |set: DigitSet| {
        let words: Vec<String> = set.iter().map(|d| symbol(d.get(), n, letters)).collect();
        words.join(" ")
    };
    let mut parts = vec![match (game.value(cell), game.source(cell)) {
        (Some(d), Some(Source::Given)) => t!("given", digit = &symbol(d.get(), n, letters)),
        (Some(d), _) => symbol(d.get(), n, letters),
        (None, _) => "empty".to_string(),
    }];
    if game.value(cell).is_none() {
        let (notes, corner) = (game.notes(cell), game.corner(cell));
        if !notes.is_empty() {
            parts.push(t!("notes-2", digits = &digits(notes)));
        }
        if !corner.is_empty() {
            parts.push(t!("corner", digits = &digits(corner)));
        }
    }
    if let Some(colour) = game.colour(cell) {
        parts.push(t!(
            "colour-2",
            colour = &colour.get(),
            colour_name = &colour_name(colour)
        ));
    }
    if conflicts.contains(&cell) {
        parts.push("conflict".to_string());
    }
    if game.wrong_cells().contains(&cell) {
        parts.push("wrong".to_string());
    }
    parts.join(", ")
}

/// Describes a cell's widget: its name, and what it holds as its value and its description
/// (AT-SPI carries no value for a button; the description is what Orca reads after the name).
/// `contents` is `None` while the board is hidden (paused): the cell is then disabled.
/// `selected` is how many cells are selected, if this cell is one of them: a selected cell is
/// flagged so, and with others its description says how many ("3 cells selected").
pub fn describe_cell(
    ui: &Ui,
    response: &Response,
    cell: Cell,
    contents: Option<String>,
    selected: Option<usize>,
) {
    let enabled = contents.is_some();
    response.widget_info(|| egui::WidgetInfo {
        current_text_value: contents.clone(),
        ..egui::WidgetInfo::labeled(egui::Role::Button, enabled, cell_name(cell))
    });
    if let Some(mut words) = contents {
        if let Some(count) = selected.filter(|&n| n > 1) {
            words = format!("{words}, {}", t!("cells-selected", count = &count));
        }
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_description(words);
            if selected.is_some() {
                node.set_selected(true);
            }
        });
    }
}

/// The keyboard focus on the board: it follows the selection, so a screen reader reads the
/// selected cell as it moves, and the selection follows the focus (Tab into the board, or a
/// screen reader's own focus command).
///
/// Only the selected cell (r1c1 while none is) takes the focus by Tab, so that one Tab enters
/// the board and the next leaves it: the arrow keys move within it.
pub struct BoardFocus {
    board: Id,
    /// The cell that takes the focus by Tab.
    entry: Cell,
    selected: Option<Cell>,
}

impl BoardFocus {
    /// The focus for this frame on the board `board` (its cells' ids are `board.with(cell)`):
    /// when the selection moved since the last frame, the newly selected cell takes the focus,
    /// unless the player is typing in a text field.
    pub fn begin(ui: &Ui, board: Id, selected: Option<Cell>) -> BoardFocus {
        let memory = board.with("selection seen");
        let seen = ui.data(|d| d.get_temp::<Option<Cell>>(memory));
        ui.data_mut(|d| d.insert_temp(memory, selected));
        if let Some(cell) = selected
            && seen != Some(selected)
            && !ui.ctx().text_edit_focused()
        {
            ui.memory_mut(|m| m.request_focus(board.with(cell)));
        }
        BoardFocus {
            board,
            entry: selected.unwrap_or(Cell::new(0, 0)),
            selected,
        }
    }

    /// How `cell` senses the pointer (`sense`), with the focus only for the entry cell.
    pub fn sense(&self, cell: Cell, sense: Sense) -> Sense {
        if cell == self.entry {
            sense | Sense::FOCUSABLE
        } else {
            sense - Sense::FOCUSABLE
        }
    }

    /// After `cell`'s widget is made: while it has the focus, the arrow keys and Escape stay
    /// the board's (egui would move the focus with them); returns true when it has just taken
    /// the focus without being selected, so the caller selects it.
    pub fn took_focus(&self, ui: &Ui, response: &Response, cell: Cell) -> bool {
        if response.has_focus() {
            let filter = EventFilter {
                horizontal_arrows: true,
                vertical_arrows: true,
                escape: true,
                tab: false,
            };
            ui.memory_mut(|m| m.set_focus_lock_filter(self.board.with(cell), filter));
        }
        response.gained_focus() && self.selected != Some(cell)
    }

    /// Whether a click on a cell came from Space or Enter while it had the focus: those keys
    /// are the board's own (notes mode), not a click.
    pub fn keyed_click(ui: &Ui, response: &Response) -> bool {
        let keys = [egui::Key::Space, egui::Key::Enter];
        response.has_focus() && ui.input(|i| keys.iter().any(|&k| i.key_pressed(k)))
    }
}

/// Makes `response`'s widget a live region: screen readers announce its text whenever it
/// changes (AT-SPI `object:announcement`), politely, after what they are saying.
pub fn announce_changes(ui: &Ui, response: &Response) {
    ui.ctx()
        .accesskit_node_builder(response.id, |node| node.set_live(Live::Polite));
}

/// Names the panel `ui` is drawn in, for screen readers ("Board", "Status").
pub fn name_panel(ui: &Ui, name: &str) {
    let panel = ui.stack().iter().find(|frame| frame.is_panel_ui());
    if let Some(panel) = panel {
        ui.ctx()
            .accesskit_node_builder(panel.unique_id, |node| node.set_label(name));
    }
}

/// Names the window itself (AccessKit's root), which egui leaves unnamed.
pub fn name_window(ctx: &egui::Context) {
    ctx.accesskit_node_builder(egui::accesskit_root_id(), |node| {
        node.set_label(WINDOW_NAME)
    });
}
