//! The game clock: time played, paused and resumed, stopped for good when the puzzle is solved.

use serde::{Deserialize, Serialize};
use std::time::{Duration, Instant};

/// Whether the clock counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
enum Clock {
    Running,
    #[default]
    Paused,
    /// Solved, or not started (a puzzle being entered): no resuming.
    Stopped,
}

/// Time played. What is saved is the time played up to the moment of saving and whether the
/// clock runs; an `Instant` means nothing in another process, so a running timer counts on
/// from the moment it is loaded.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(into = "SavedTimer", from = "SavedTimer")]
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

impl From<SavedTimer> for Timer {
    /// A loaded running timer counts on from the moment it is read.
    fn from(saved: SavedTimer) -> Timer {
        let since = (saved.clock == Clock::Running).then(Instant::now);
        Timer {
            played: saved.played,
            clock: saved.clock,
            since,
        }
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

    /// Time played up to `now`.
    pub fn elapsed(&self, now: Instant) -> Duration {
        match (self.clock, self.since) {
            (Clock::Running, Some(since)) => self.played + now.saturating_duration_since(since),
            _ => self.played,
        }
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
        self.clock = Clock::Running;
        self.since = Some(now);
        true
    }

    /// Stops the clock for good, running or paused.
    pub fn stop(&mut self, now: Instant) {
        self.settle(now, Clock::Stopped);
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
        assert_eq!(timer.elapsed(t0 + Duration::from_secs(5)), Duration::ZERO);
    }

    #[test]
    fn loaded_running_timer_keeps_its_time_and_counts_on() {
        let text = ron::to_string(&Timer::started(Instant::now())).unwrap();
        let loaded: Timer = ron::from_str(&text).unwrap();
        let later = Instant::now() + Duration::from_secs(3);
        assert!(loaded.elapsed(later) >= Duration::from_secs(3));
        assert!(!loaded.is_paused());
    }
}
