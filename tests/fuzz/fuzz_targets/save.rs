//! Any text as a saved game. A game that is accepted must be one the app can live with: it
//! validates, it saves back to text, and that text reads back as the same game.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;
use common::without_time;

use shudu::formats::save;

fuzz_target!(|text: &str| {
    let Ok(game) = save::from_ron(text, "fuzz") else {
        return;
    };
    assert!(game.validate().is_ok(), "an accepted save validates");
    let again = save::to_ron(&game).expect("an accepted game saves");
    let back = save::from_ron(&again, "fuzz").expect("a saved game reads back");
    let back = save::to_ron(&back).expect("a read-back game saves");
    assert_eq!(
        without_time(&back),
        without_time(&again),
        "the round trip is stable"
    );
});
