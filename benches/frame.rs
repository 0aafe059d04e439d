//! CPU cost of one frame of the window: egui's pass over the app (layout, widgets, the board's
//! painting) plus tessellation into triangles, as eframe does every frame before the GPU
//! upload. Boards of side 9, 16 and 25 at 1280x800, with pencil marks in every empty cell
//! (the most text a board can hold) and a selected cell.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use egui::{Pos2, RawInput, Rect, Vec2};
use rand::SeedableRng;
use rand::rngs::StdRng;
use shudu::board::{Cell, Shape};
use shudu::game::{Action, Game};
use shudu::generator::{random_puzzle, random_solution};
use shudu::ui::ShuduApp;
use std::time::Instant;

fn main() {
    divan::main();
}

fn input() -> RawInput {
    RawInput {
        screen_rect: Some(Rect::from_min_size(Pos2::ZERO, Vec2::new(1280.0, 800.0))),
        ..RawInput::default()
    }
}

fn app(box_side: usize) -> ShuduApp {
    let mut rng = StdRng::seed_from_u64(box_side as u64);
    let shape = Shape::new(box_side, box_side).unwrap_or(Shape::NINE);
    let puzzle = random_puzzle(&random_solution(shape, &mut rng), 0.4, &mut rng);
    let mut game = Game::new(puzzle);
    let now = Instant::now();
    game.apply(Action::FillCandidates, now);
    game.apply(Action::Select(Cell::new(2, 3)), now);
    ShuduApp::headless(game)
}

#[divan::bench(args = [3, 4, 5], sample_count = 50)]
fn frame(bencher: divan::Bencher, box_side: usize) {
    let ctx = egui::Context::default();
    let mut app = app(box_side);
    for _ in 0..3 {
        let _ = ctx.run_ui(input(), |ui| app.draw(ui));
    }
    bencher.bench_local(|| {
        let output = ctx.run_ui(input(), |ui| app.draw(ui));
        ctx.tessellate(output.shapes, output.pixels_per_point)
    });
}
