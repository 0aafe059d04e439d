//! The game clock: time played, paused and resumed; it stops while the puzzle stands solved and
//! runs on if a change un-solves it.

use super::error::GameError;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use web_time::Instant;

/// The most time a saved game may claim: about 31.7 million years. Anything above is damage,
/// and refusing it keeps every sum of times far from overflowing.
pub(crate) const MAX_PLAYED: Duration = Duration::from_secs(1_000_000_000_000_000);

/// Whether the clock counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
enum Clock {
    Running,
    #[default]
    Paused,
    /// Not started (a puzzle being entered): no resuming.
    Stopped,
    /// The puzzle stands solved; a change that un-solves it runs the clock again.
    Finished,
}

/// Time played. What is saved is the time played up to the moment of saving and whether the
/// clock runs; an `Instant` means nothing in another process, so a running timer counts on
/// from the moment it is loaded.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(into = "SavedTimer", try_from = "SavedTimer")]
pub(crate) struct Timer {
    /// Time counted before `since`.
    played: Duration,
    clock: Clock,
    /// When the clock last started running.
    since: Option<Instant>,
}

/// The timer as saved.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
struct SavedTimer {
    played: Duration,
    clock: Clock,
}

impl From<Timer> for SavedTimer {
    /// Banks the running stretch too, so a running game saves all the time played.
    fn from(timer: Timer) -> SavedTimer {
        SavedTimer {
            played: timer.elapsed(Instant::now()),
            clock: timer.clock,
        }
    }
}

impl TryFrom<SavedTimer> for Timer {
    type Error = GameError;

    /// A loaded running timer counts on from the moment it is read; an absurd time is refused.
    fn try_from(saved: SavedTimer) -> Result<Timer, GameError> {
        if saved.played > MAX_PLAYED {
            return Err(GameError::Timer {
                seconds: saved.played.as_secs(),
            });
        }
        let since = (saved.clock == Clock::Running).then(Instant::now);
        Ok(Timer {
            played: saved.played,
            clock: saved.clock,
            since,
        })
    }
}

impl Timer {
    /// A timer at zero, running from `now`.
    pub fn started(now: Instant) -> Timer {
        Timer {
            played: Duration::ZERO,
            clock: Clock::Running,
            since: Some(now),
        }
    }

    /// A timer at zero that never runs (while a puzzle is being entered).
    pub fn stopped() -> Timer {
        Timer {
            clock: Clock::Stopped,
            ..Timer::default()
        }
    }

    /// Time played up to `now` (never more than [`MAX_PLAYED`], so sums stay safe).
    pub fn elapsed(&self, now: Instant) -> Duration {
        let total = match (self.clock, self.since) {
            (Clock::Running, Some(since)) => self
                .played
                .saturating_add(now.saturating_duration_since(since)),
            _ => self.played,
        };
        total.min(MAX_PLAYED)
    }

    /// Whether the player paused the clock.
    pub fn is_paused(&self) -> bool {
        self.clock == Clock::Paused
    }

    /// Pauses a running clock; whether it was running.
    pub fn pause(&mut self, now: Instant) -> bool {
        if self.clock != Clock::Running {
            return false;
        }
        self.settle(now, Clock::Paused);
        true
    }

    /// Resumes a paused clock; whether it was paused.
    pub fn resume(&mut self, now: Instant) -> bool {
        if self.clock != Clock::Paused {
            return false;
        }
        self.run_from(now);
        true
    }

    /// Stops the clock because the puzzle is solved, running or paused.
    pub fn finish(&mut self, now: Instant) {
        if self.clock != Clock::Stopped {
            self.settle(now, Clock::Finished);
        }
    }

    /// Runs a finished clock again from `now` (the puzzle is no longer solved).
    pub fn reopen(&mut self, now: Instant) {
        if self.clock == Clock::Finished {
            self.run_from(now);
        }
    }

    fn run_from(&mut self, now: Instant) {
        self.clock = Clock::Running;
        self.since = Some(now);
    }

    /// Banks the time counted so far and switches to a clock that does not count.
    fn settle(&mut self, now: Instant, clock: Clock) {
        self.played = self.elapsed(now);
        self.clock = clock;
        self.since = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stopped_timer_neither_counts_nor_resumes() {
        let t0 = Instant::now();
        let mut timer = Timer::stopped();
        assert!(!timer.resume(t0));
        assert!(!timer.pause(t0));
        timer.finish(t0);
        timer.reopen(t0);
        assert_eq!(timer.elapsed(t0 + Duration::from_secs(5)), Duration::ZERO);
    }

    #[test]
    fn a_finished_clock_runs_on_when_reopened() {
        let t0 = Instant::now();
        let mut timer = Timer::started(t0);
        timer.finish(t0 + Duration::from_secs(10));
        assert_eq!(
            timer.elapsed(t0 + Duration::from_secs(99)),
            Duration::from_secs(10)
        );
        assert!(!timer.resume(t0), "a finished clock is not paused");
        timer.reopen(t0 + Duration::from_secs(20));
        assert_eq!(
            timer.elapsed(t0 + Duration::from_secs(25)),
            Duration::from_secs(15)
        );
    }

    #[test]
    fn loaded_running_timer_keeps_its_time_and_counts_on() {
        let text = ron::to_string(&Timer::started(Instant::now())).unwrap();
        let loaded: Timer = ron::from_str(&text).unwrap();
        let later = Instant::now() + Duration::from_secs(3);
        assert!(loaded.elapsed(later) >= Duration::from_secs(3));
        assert!(!loaded.is_paused());
    }

    #[test]
    fn an_absurd_saved_time_is_refused_and_a_huge_legal_one_never_overflows() {
        let absurd = format!("(played: (secs: {}, nanos: 0), clock: Running)", u64::MAX);
        assert!(ron::from_str::<Timer>(&absurd).is_err());
        let huge = format!(
            "(played: (secs: {}, nanos: 0), clock: Running)",
            MAX_PLAYED.as_secs()
        );
        let timer: Timer = ron::from_str(&huge).unwrap();
        let later = Instant::now() + Duration::from_secs(1000);
        assert_eq!(timer.elapsed(later), MAX_PLAYED);
    }
}
