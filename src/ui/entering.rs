//! The side panel while a puzzle is entered: Start and Cancel, and the Rules area where the
//! player switches rules on, makes cages of picked cells with a typed sum, and makes jigsaw
//! regions. It only pushes commands (`session/drafting.rs` does the rest).

use crate::board::Variant;
use crate::session::{Command, RulesEdit, Session};
use egui::{Button, Key, RichText, TextEdit, Ui};

/// The rules that are switched on and off while entering, with their labels.
const SWITCHES: [(Variant, &str); 5] = [
    (Variant::X, "X diagonals"),
    (Variant::Windoku, "Windoku"),
    (Variant::AntiKnight, "Anti-knight"),
    (Variant::AntiKing, "Anti-king"),
    (Variant::NonConsecutive, "Non-consecutive"),
];

/// The cage sum being typed, and the number of cages when it was last sent: once a cage more
/// stands, the sum was taken and the field empties.
#[derive(Clone, Default)]
struct SumField {
    text: String,
    sent_with: Option<usize>,
}

/// The top of the side panel while entering: what to do, Start and Cancel.
pub(super) fn ui_entering_head(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    ui.label(RichText::new("Entering a puzzle").heading());
    ui.label("Type the givens, then press Start.");
    ui.horizontal(|ui| {
        let idle = session.engine_busy().is_none();
        if ui.add_enabled(idle, Button::new("Start")).clicked() {
            out.push(Command::StartEntered);
        }
        if ui.button("Cancel").clicked() {
            out.push(Command::CancelEntering);
        }
    });
}

/// The Rules area under the pad while entering: switches, cages and regions.
pub(super) fn ui_entering_rules(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    egui::CollapsingHeader::new(RichText::new("Rules").strong())
        .id_salt("entering rules")
        .default_open(true)
        .show(ui, |ui| ui_rules(ui, session, out));
}

fn ui_rules(ui: &mut Ui, session: &Session, out: &mut Vec<Command>) {
    let rules = session.game().puzzle().rules();
    for (variant, label) in SWITCHES {
        let mut on = rules.has(variant);
        if ui.checkbox(&mut on, label).changed() {
            out.push(Command::Rules(RulesEdit::Switch(variant, on)));
        }
    }
    ui.separator();
    ui.add(
        egui::Label::new(RichText::new("Pick cells: drag over them, or Ctrl-click each.").weak())
            .wrap(),
    );
    ui_cage_tools(ui, session, out);
    ui_region_tools(ui, session, out);
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
        let label = ui.label("Sum");
        let edit = TextEdit::singleline(&mut field.text)
            .desired_width(48.0)
            .hint_text("none");
        let response = ui.add(edit).labelled_by(label.id);
        make = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        make |= ui.button("Make cage").clicked();
    });
    if make {
        field.sent_with = Some(cages);
        out.push(Command::Rules(RulesEdit::MakeCage(field.text.clone())));
    }
    ui.data_mut(|d| d.insert_temp(id, field));
    if ui
        .add_enabled(cages > 0, Button::new("Remove cage"))
        .on_hover_text("Takes away the cage of the selected cell")
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
        0 => format!("Jigsaw: pick {n} cells for each region."),
        m if m == n => format!("Jigsaw: all {n} regions made."),
        m => format!("Jigsaw: {m} of {n} regions made."),
    };
    ui.add(egui::Label::new(words).wrap());
    ui.horizontal(|ui| {
        if ui
            .add_enabled(made < n, Button::new("Make region"))
            .clicked()
        {
            out.push(Command::Rules(RulesEdit::MakeRegion));
        }
        if ui
            .add_enabled(made > 0, Button::new("Clear regions"))
            .clicked()
        {
            out.push(Command::Rules(RulesEdit::ClearRegions));
        }
    });
}
