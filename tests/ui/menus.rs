//! The menus as a player reads them: Game with Statistics near the top, the exports in their
//! own submenu and Quit at the bottom. (Ctrl+Q gives the same window command: see the keymap's
//! tests.)

use super::*;

/// Whether the last frame asked the window to close.
fn asked_to_close(harness: &Harness<ShuduApp>) -> bool {
    let output = &harness.output().viewport_output;
    output.values().any(|viewport| {
        viewport
            .commands
            .iter()
            .any(|c| matches!(c, egui::ViewportCommand::Close))
    })
}

#[test]
fn the_game_menu_puts_statistics_first_exports_in_a_submenu_and_quit_last() {
    let mut harness = app_with(PUZZLE);
    click(&mut harness, "Game");
    let statistics = harness.get_by_label("Statistics").rect();
    let open = harness.get_by_label("Open... Ctrl+O").rect();
    assert!(statistics.top() < open.top(), "Statistics comes first");
    assert!(
        harness.query_by_label("Copy as Solo game ID").is_none(),
        "tucked away"
    );
    harness.get_by_label("Export").click();
    harness.run();
    assert!(harness.query_by_label("Copy as Solo game ID").is_some());
    assert!(harness.query_by_label("Export board as SVG...").is_some());
    harness.get_by_label("Quit Ctrl+Q").click();
    harness.step();
    assert!(asked_to_close(&harness), "Quit closes the window");
}
