//! Playing a search back at a chosen speed: the board the window shows, the events waiting to
//! be shown, and when to ask for more.
//!
//! The search runs elsewhere (the worker thread) in batches: the player hands its [`Run`] out
//! with [`Player::request`], gets it back with the batch's events in [`Player::receive`], and
//! shows the events over time in [`Player::tick`] or one by one with [`Player::step`]. It asks
//! for about a second's worth of events at a time (and never more than [`MAX_BATCH`]), so the
//! memory it holds stays small however long the search is.

use super::{Algorithm, Batch, Counters, Event, Outcome, Run};
use crate::board::{Cell, Grid};
use std::collections::VecDeque;
use std::time::Duration;
use web_time::Instant;

/// The slowest speed, in steps a second.
pub const MIN_SPEED: f64 = 1.0;
/// The fastest speed, in steps a second.
pub const MAX_SPEED: f64 = 20_000.0;
/// The most events asked for at once.
pub const MAX_BATCH: usize = 20_000;
/// How long an undone cell flashes.
pub const FLASH: Duration = Duration::from_millis(600);

/// A search being shown.
#[derive(Debug, Clone)]
pub struct Player {
    grid: Grid,
    algorithm: Algorithm,
    /// The search, or `None` while it is away taking a batch of steps.
    run: Option<Run>,
    /// How the search ended, once it has (the events may still be waiting to be shown).
    ended: Outcome,
    queue: VecDeque<(Event, Counters)>,
    board: Vec<u8>,
    /// When each cell was last undone.
    undone: Vec<Option<Instant>>,
    last: Option<Event>,
    counters: Counters,
    search_time: Duration,
    playing: bool,
    speed: f64,
    /// Steps due but not shown yet (a fraction of one carries to the next frame).
    due: f64,
    last_tick: Option<Instant>,
    /// Single steps asked for before their events arrived.
    owed: usize,
}

impl Player {
    /// A player for `algorithm` on `grid`, paused at the start, at 20 steps a second.
    pub fn new(grid: &Grid, algorithm: Algorithm) -> Player {
        Player {
            grid: grid.clone(),
            algorithm,
            run: Some(Run::new(algorithm, grid)),
            ended: Outcome::Running,
            queue: VecDeque::new(),
            board: grid.values().to_vec(),
            undone: vec![None; grid.values().len()],
            last: None,
            counters: Counters::default(),
            search_time: Duration::ZERO,
            playing: false,
            speed: 20.0,
            due: 0.0,
            last_tick: None,
            owed: 0,
        }
    }

    /// Back to the start, with `algorithm`, keeping the speed. A batch still away is
    /// forgotten (its events must not be shown): the caller drops its result.
    pub fn restart(&mut self, algorithm: Algorithm) {
        let speed = self.speed;
        *self = Player::new(&self.grid, algorithm);
        self.speed = speed;
    }

    /// The puzzle searched.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// The algorithm shown.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The board as shown now (row-major, 0 empty).
    pub fn board(&self) -> &[u8] {
        &self.board
    }

    /// The counters as of the last event shown.
    pub fn counters(&self) -> Counters {
        self.counters
    }

    /// The time the search itself has taken so far (not the time spent watching it).
    pub fn search_time(&self) -> Duration {
        self.search_time
    }

    /// The last event shown.
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }

    /// The cell the search is at (the last event's cell).
    pub fn current(&self) -> Option<Cell> {
        self.last.map(Event::cell)
    }

    /// How the search ended, once its last event is shown; [`Outcome::Running`] before.
    pub fn outcome(&self) -> Outcome {
        if self.queue.is_empty() {
            self.ended
        } else {
            Outcome::Running
        }
    }

    /// Whether it plays by itself.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Steps a second.
    pub fn speed(&self) -> f64 {
        self.speed
    }

    /// Sets the speed, kept between [`MIN_SPEED`] and [`MAX_SPEED`].
    pub fn set_speed(&mut self, speed: f64) {
        self.speed = if speed.is_nan() {
            MIN_SPEED
        } else {
            speed.clamp(MIN_SPEED, MAX_SPEED)
        };
    }

    /// Plays from `now` on (nothing once the search has ended).
    pub fn play(&mut self, now: Instant) {
        if self.outcome() == Outcome::Running {
            self.playing = true;
            self.last_tick = Some(now);
            self.due = 0.0;
        }
    }

    /// Stops playing.
    pub fn pause(&mut self) {
        self.playing = false;
        self.last_tick = None;
    }

    /// One event forward, now if it is here, else as soon as it arrives.
    pub fn step(&mut self, now: Instant) {
        self.pause();
        if self.outcome() == Outcome::Running {
            self.owed += 1;
            self.show_owed(now);
        }
    }

    /// Shows the events due at `now` at the speed chosen.
    pub fn tick(&mut self, now: Instant) {
        if !self.playing {
            return;
        }
        if let Some(last) = self.last_tick {
            let seconds = now.saturating_duration_since(last).as_secs_f64();
            self.due += seconds * self.speed;
        }
        self.last_tick = Some(now);
        while self.due >= 1.0 && self.show_next(now) {
            self.due -= 1.0;
        }
        // Waiting for a batch must not pile up a debt to rush through when it comes.
        self.due = self.due.min(1.0);
        if self.outcome() != Outcome::Running {
            self.pause();
        }
    }

    /// The search and how many steps to take, when the player wants more events; the run is
    /// then away until [`Player::receive`].
    pub fn request(&mut self) -> Option<(Run, usize)> {
        if self.ended != Outcome::Running {
            return None;
        }
        let want = if self.playing {
            // About a second's worth, asked for when less than half a second is left.
            let second = (self.speed.ceil() as usize).clamp(1, MAX_BATCH);
            (self.queue.len() < second / 2 + 1).then_some(second)
        } else {
            (self.owed > self.queue.len()).then(|| self.owed - self.queue.len())
        }?;
        let run = self.run.take()?;
        Some((run, want))
    }

    /// Whether the search is away taking steps.
    pub fn is_waiting(&self) -> bool {
        self.run.is_none() && self.ended == Outcome::Running
    }

    /// Takes a batch back: its events wait to be shown.
    pub fn receive(&mut self, batch: Batch, now: Instant) {
        self.search_time += batch.elapsed;
        self.queue.extend(batch.events);
        let outcome = batch.run.outcome();
        if outcome != Outcome::Running {
            self.ended = outcome;
        }
        self.run = Some(batch.run);
        self.show_owed(now);
    }

    /// A batch that never came back (cancelled, or the worker failed): start again.
    pub fn lost(&mut self) {
        self.restart(self.algorithm);
    }

    /// How strongly `cell` flashes at `now` (1 just undone, 0 not at all).
    pub fn flash(&self, cell: usize, now: Instant) -> f32 {
        let Some(Some(at)) = self.undone.get(cell) else {
            return 0.0;
        };
        let age = now.saturating_duration_since(*at).as_secs_f32();
        (1.0 - age / FLASH.as_secs_f32()).max(0.0)
    }

    /// Whether anything on screen will change by itself (playing, a cell flashing).
    pub fn is_animating(&self, now: Instant) -> bool {
        self.playing || (0..self.undone.len()).any(|cell| self.flash(cell, now) > 0.0)
    }

    fn show_owed(&mut self, now: Instant) {
        while self.owed > 0 && self.show_next(now) {
            self.owed -= 1;
        }
        if self.outcome() != Outcome::Running {
            self.owed = 0;
        }
    }

    /// Shows the next event, if it is here.
    fn show_next(&mut self, now: Instant) -> bool {
        let Some((event, counters)) = self.queue.pop_front() else {
            return false;
        };
        let Some(index) = self.grid.shape().index_of(event.cell()) else {
            return false;
        };
        match event {
            Event::Place { digit, .. } => self.board[index] = digit.get(),
            Event::Undo { .. } => {
                self.board[index] = 0;
                self.undone[index] = Some(now);
            }
        }
        self.last = Some(event);
        self.counters = counters;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lab::advance;
    use crate::solver::CancelToken;

    fn grid() -> Grid {
        let line =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
        crate::formats::read_text(line, "test").unwrap().grid
    }

    /// Plays the worker's part at once.
    /// A player of the test grid with `algorithm` at `speed` steps a second.
    fn player_at(algorithm: Algorithm, speed: f64) -> Player {
        let mut player = Player::new(&grid(), algorithm);
        player.set_speed(speed);
        player
    }

    fn serve(player: &mut Player, now: Instant) -> Option<usize> {
        let (run, steps) = player.request()?;
        let batch = advance(run, steps, &CancelToken::new()).unwrap();
        player.receive(batch, now);
        Some(steps)
    }

    #[test]
    fn a_step_asks_for_one_event_and_shows_it_when_it_comes() {
        let now = Instant::now();
        let mut player = Player::new(&grid(), Algorithm::RowMajor);
        assert!(player.request().is_none(), "paused and owed nothing");
        player.step(now);
        assert_eq!(player.current(), None);
        assert_eq!(serve(&mut player, now), Some(1));
        assert_eq!(player.last_event().unwrap().to_string(), "place r1c2=2");
        assert_eq!(player.board()[1], 2);
        assert_eq!(player.counters().placements, 1);
    }

    #[test]
    fn playing_shows_events_at_the_speed_and_stops_at_the_end() {
        let start = Instant::now();
        let mut player = player_at(Algorithm::Engine, 10.0);
        player.play(start);
        assert_eq!(serve(&mut player, start), Some(10));
        player.tick(start + Duration::from_millis(350));
        assert_eq!(player.counters().placements, 3);
        // However long the frame, only what has arrived is shown, and no debt piles up.
        let mut now = start;
        for _ in 0..200 {
            now += Duration::from_secs(1);
            serve(&mut player, now);
            player.tick(now);
        }
        assert_eq!(player.outcome(), Outcome::Solved);
        assert!(!player.is_playing());
        let solved = Grid::from_values(grid().shape(), player.board()).unwrap();
        assert!(solved.is_solved());
    }

    #[test]
    fn batches_stay_bounded_at_any_speed_and_undone_cells_flash() {
        let now = Instant::now();
        let mut player = player_at(Algorithm::RowMajor, 1e9);
        assert_eq!(player.speed(), MAX_SPEED);
        player.play(now);
        assert_eq!(serve(&mut player, now), Some(MAX_BATCH));
        assert!(player.request().is_none(), "enough is waiting");
        player.tick(now + Duration::from_millis(100));
        assert_eq!(
            player.counters().placements + player.counters().backtracks,
            2000
        );
        assert!(player.counters().backtracks > 0);
        let flashing = (0..81).any(|c| player.flash(c, now + Duration::from_millis(150)) > 0.0);
        assert!(flashing);
        assert!((0..81).all(|c| player.flash(c, now + FLASH * 2) == 0.0));
    }

    #[test]
    fn restart_forgets_the_batch_away_and_keeps_the_speed() {
        let now = Instant::now();
        let mut player = player_at(Algorithm::RowMajor, 500.0);
        player.step(now);
        let away = player.request();
        assert!(away.is_some() && player.is_waiting());
        player.restart(Algorithm::Bitmask);
        assert!(!player.is_waiting());
        assert_eq!(player.algorithm(), Algorithm::Bitmask);
        assert_eq!(player.speed(), 500.0);
        assert_eq!(player.board(), grid().values());
    }
}
