//! What eframe's autosave costs the window's thread: the kept state built and written as RON
//! text, as the app's `save` does it, for a 9x9 game whose history holds 100, 1,000 and 5,000
//! undo steps (and a 25x25 game with 5,000) of real play (digits placed, which also clear the
//! peers' notes, digits cleared, notes toggled), after the candidates were filled in. Target:
//! under 5 ms at 5,000 steps.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use shudu::board::{Cell, Digit, Shape};
use shudu::game::{Action, Game};
use shudu::generator::{random_puzzle, random_solution};
use shudu::session::Kept;
use shudu::ui::ShuduApp;
use std::time::Instant;

fn main() {
    divan::main();
}

/// A game on a board of `box_side` squared with `steps` undo steps of play on the empty cells.
fn played(box_side: usize, steps: usize) -> Game {
    let mut rng = StdRng::seed_from_u64(steps as u64);
    let shape = Shape::new(box_side, box_side).unwrap();
    let puzzle = random_puzzle(&random_solution(shape, &mut rng), 0.4, &mut rng);
    let mut game = Game::new(puzzle);
    let now = Instant::now();
    game.apply(Action::FillCandidates, now);
    let empty: Vec<Cell> = shape.cells().filter(|&c| game.value(c).is_none()).collect();
    let mut made = 1;
    while made < steps {
        let cell = empty[rng.random_range(0..empty.len())];
        let digit = Digit::new(rng.random_range(1..=9)).unwrap();
        game.apply(Action::Select(cell), now);
        let action = match rng.random_range(0..3) {
            0 if game.value(cell).is_none() => Action::Enter(digit),
            1 if game.value(cell).is_some() => Action::Clear,
            _ => Action::ToggleNote(digit),
        };
        let before = game.edits();
        if action == Action::ToggleNote(digit) && !game.notes_mode() {
            game.apply(Action::ToggleNotesMode, now);
            game.apply(Action::Enter(digit), now);
            game.apply(Action::ToggleNotesMode, now);
        } else {
            game.apply(action, now);
        }
        if game.edits() > before {
            made += 1;
        }
    }
    game
}

fn save(bencher: divan::Bencher, box_side: usize, steps: usize) {
    let app = ShuduApp::headless(played(box_side, steps));
    // What `App::save` does on the window's thread (a headless app keeps no copy file).
    let keep = || Kept::of(app.session(), app.settings()).to_text();
    bencher.bench_local(keep);
    let bytes = keep().len();
    eprintln!("{box_side}x{box_side} boxes, {steps} steps: {bytes} bytes kept");
}

#[divan::bench(args = [100, 1000, 5000], sample_count = 50)]
fn nine(bencher: divan::Bencher, steps: usize) {
    save(bencher, 3, steps);
}

#[divan::bench(args = [5000], sample_count = 50)]
fn twenty_five(bencher: divan::Bencher, steps: usize) {
    save(bencher, 5, steps);
}
