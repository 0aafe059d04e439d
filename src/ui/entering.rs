//! The side panel while a puzzle is entered: Start and Cancel, and the Rules area where the
//! player switches rules on, makes cages of picked cells with a typed sum, makes jigsaw
//! regions, and makes clues (thermometers, dots, ...) of picked cells. It only pushes
//! commands (`session/drafting.rs` does the rest).

use crate::board::{ClueKind, Variant};
use crate::session::{Command, RulesEdit, Session, enterable};
use crate::t;
use egui::{Button, Key, RichText, TextEdit, Ui};

/// The cage sum being typed, and the number of cages when it was last sent: once a cage more
/// stands, the sum was taken and the field empties.
#[derive(Clone, Default)]
struct SumField {
    text: String,
    sent_with: Option<usize>,
}

/// The top of the side panel while entering: what to do, Start and Cancel.
pub(super) fn ui_entering_head(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    ui.label(RichText::new(t!("entering-puzzle")).heading());
    ui.label(t!("type-givens-then-press-start"));
    ui.horizontal(|ui| {
        let idle = session.engine_busy().is_none();
        if ui.add_enabled(idle, Button::new(t!("start"))).clicked() {
            out.push(Command::StartEntered);
        }
        if ui.button(t!("cancel")).clicked() {
            out.push(Command::CancelEntering);
        }
    });
    super::compose::ui_compose_head(ui, session, out);
}

/// The Rules area under the pad while entering: switches, cages and regions.
pub(super) fn ui_entering_rules(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    egui::CollapsingHeader::new(RichText::new(t!("rules")).strong())
        .id_salt("entering rules")
        .default_open(true)
        .show(ui, |ui| ui_rules(ui, session, out));
}

fn ui_rules(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let rules = session.game().puzzle().rules();
    for (variant, label) in Variant::switches() {
        let mut on = rules.has(variant);
        if ui.checkbox(&mut on, label).changed() {
            out.push(Command::Rules(RulesEdit::Switch(variant, on)));
        }
    }
    ui.separator();
    ui.add(egui::Label::new(RichText::new(t!("pick-cells-drag-over-them")).weak()).wrap());
    ui_cage_tools(ui, session, out);
    ui_region_tools(ui, session, out);
    ui_clue_tools(ui, session, out);
}

/// The clue being made: its kind and the value typed.
#[derive(Clone)]
struct ClueField {
    kind: ClueKind,
    text: String,
}

/// Where the clue being made is kept between frames.
fn clue_field_id() -> egui::Id {
    egui::Id::unique("clue field")
}

/// The clue being made and its value, when a click on the board puts it: a dot or a letter
/// (on a cell's side), a little killer or a sandwich (outside the grid).
pub(super) fn click_clue(ctx: &egui::Context) -> Option<(ClueKind, String)> {
    let field: ClueField = ctx.data(|d| d.get_temp(clue_field_id()))?;
    matches!(
        field.kind,
        ClueKind::Difference
            | ClueKind::Ratio
            | ClueKind::Xv
            | ClueKind::LittleKiller
            | ClueKind::Sandwich
    )
    .then_some((field.kind, field.text))
}

/// The clue's kind, its value (a dot's, X or V, a whispers gap, a quadruple's digits), Add
/// clue (of the picked cells, in the order picked) and Remove clues (of the selected cell).
fn ui_clue_tools(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    ui.separator();
    ui.add(egui::Label::new(RichText::new(t!("pick-cells-for-clue")).weak()).wrap());
    let id = clue_field_id();
    let mut field = ui.data(|d| d.get_temp(id)).unwrap_or(ClueField {
        kind: ClueKind::Thermometer,
        text: String::new(),
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!("clue-tool"));
        egui::ComboBox::from_id_salt("clue kind")
            .selected_text(field.kind.label())
            .show_ui(ui, |ui| {
                for kind in enterable() {
                    ui.selectable_value(&mut field.kind, kind, kind.label());
                }
            })
            .response
            .labelled_by(label.id);
    });
    ui.horizontal(|ui| {
        let label = ui.label(t!("clue-value"));
        let edit = TextEdit::singleline(&mut field.text)
            .desired_width(48.0)
            .hint_text(t!("clue-value-hint"));
        ui.add(edit).labelled_by(label.id);
        if ui.button(t!("add-clue-button")).clicked() {
            out.push(Command::Rules(RulesEdit::AddClue(
                field.kind,
                field.text.clone(),
            )));
        }
    });
    let any = !session.game().puzzle().rules().clues.is_empty();
    if ui
        .add_enabled(any, Button::new(t!("remove-clues-button")))
        .clicked()
    {
        out.push(Command::Rules(RulesEdit::RemoveClues));
    }
    ui.data_mut(|d| d.insert_temp(id, field));
}

/// The sum field (Enter makes the cage), Make cage and Remove cage.
fn ui_cage_tools(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let cages = session.game().puzzle().rules().cages.len();
    let id = egui::Id::unique("cage sum");
    let mut field: SumField = ui.data(|d| d.get_temp(id)).unwrap_or_default();
    if field.sent_with.is_some_and(|before| cages > before) {
        field = SumField::default();
    }
    let mut make = false;
    ui.horizontal(|ui| {
        let label = ui.label(t!("sum"));
        let edit = TextEdit::singleline(&mut field.text)
            .desired_width(48.0)
            .hint_text(t!("sum-none"));
        let response = ui.add(edit).labelled_by(label.id);
        make = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        make |= ui.button(t!("make-cage")).clicked();
    });
    if make {
        field.sent_with = Some(cages);
        out.push(Command::Rules(RulesEdit::MakeCage(field.text.clone())));
    }
    ui.data_mut(|d| d.insert_temp(id, field));
    if ui
        .add_enabled(cages > 0, Button::new(t!("remove-cage")))
        .on_hover_text(t!("takes-away-cage-of-selected"))
        .clicked()
    {
        out.push(Command::Rules(RulesEdit::RemoveCage));
    }
}

/// How many regions stand, Make region and Clear regions.
fn ui_region_tools(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let made = session.region_pieces().len();
    let n = session.game().shape().size();
    ui.separator();
    let words = match made {
        0 => t!("jigsaw-pick-cells-for-each", n = n),
        m if m == n => t!("jigsaw-all-regions-made", n = n),
        m => t!("jigsaw-of-regions-made", m = &m, n = n),
    };
    ui.add(egui::Label::new(words).wrap());
    ui.horizontal(|ui| {
        if ui
            .add_enabled(made < n, Button::new(t!("make-region")))
            .clicked()
        {
            out.push(Command::Rules(RulesEdit::MakeRegion));
        }
        if ui
            .add_enabled(made > 0, Button::new(t!("clear-regions")))
            .clicked()
        {
            out.push(Command::Rules(RulesEdit::ClearRegions));
        }
    });
}
