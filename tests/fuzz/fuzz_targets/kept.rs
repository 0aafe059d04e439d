//! Any text as the state eframe kept between runs: restoring never panics, and what is
//! restored is kept again and restored to the same state.

#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "common.rs"]
mod common;
use common::without_time;

use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::session::Kept;

fuzz_target!(|text: &str| {
    let (session, settings, _damage) = Kept::restore(Some(text), StdRng::seed_from_u64(0));
    let kept = Kept::of(&session, &settings).to_text();
    let (again, settings_again, damage) = Kept::restore(Some(&kept), StdRng::seed_from_u64(1));
    assert_eq!(
        damage, None,
        "a state just kept restores without damage: {kept}"
    );
    assert_eq!(settings, settings_again);
    let again = Kept::of(&again, &settings_again).to_text();
    assert_eq!(without_time(&again), without_time(&kept));
});
