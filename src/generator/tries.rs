//! A request's tries side by side. Each try is numbered and draws from a seed of its own
//! ([`try_seed`]), so that what a request gives is the outcome of its lowest-numbered try
//! that ends the search, the same on one core as on many.

use super::batch_seed;
use crate::solver::CancelToken;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, PoisonError};

/// The seed of try `index` of a request seeded `seed`: try 0 draws from the seed itself, the
/// others from seeds unrelated to it and to each other (and to a batch's seeds).
pub(super) fn try_seed(seed: u64, index: usize) -> u64 {
    /// Sets the tries' seeds apart from those [`batch_seed`] gives a batch from `seed`.
    const TRIES: u64 = 0x7472_6965_7321_0000;
    if index == 0 {
        seed
    } else {
        batch_seed(seed ^ TRIES, index as u64)
    }
}

/// What the tries found so far, and which are running.
struct Found<T, E> {
    /// The lowest-numbered try that ended the search, with its outcome.
    first: Option<(usize, Result<T, E>)>,
    /// The tries running, each with the token that stops it.
    running: Vec<(usize, CancelToken)>,
}

/// Runs tries 0 to `max - 1` of `attempt` (given the try's number and a token to stop it by)
/// on every core, and gives the outcome of the lowest-numbered one that gave something or
/// failed, with its number; `None` when every try came back empty. A try whose number is
/// above one that has ended is stopped (its token is cancelled), and none above it starts.
pub(super) fn first<T: Send, E: Send>(
    max: usize,
    cancel: &CancelToken,
    attempt: impl Fn(usize, &CancelToken) -> Result<Option<T>, E> + Sync,
) -> Option<(usize, Result<T, E>)> {
    let next = AtomicUsize::new(0);
    let found = Mutex::new(Found {
        first: None,
        running: Vec::new(),
    });
    let lock = || found.lock().unwrap_or_else(PoisonError::into_inner);
    let work = || {
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            if index >= max {
                return;
            }
            let token = cancel.child();
            {
                let mut found = lock();
                if found
                    .first
                    .as_ref()
                    .is_some_and(|(first, _)| *first < index)
                {
                    return;
                }
                found.running.push((index, token.clone()));
            }
            let outcome = attempt(index, &token).transpose();
            let mut found = lock();
            found.running.retain(|(i, _)| *i != index);
            if let Some(outcome) = outcome
                && found.first.as_ref().is_none_or(|(first, _)| index < *first)
            {
                for (_, token) in found.running.iter().filter(|(i, _)| *i > index) {
                    token.cancel();
                }
                found.first = Some((index, outcome));
            }
        }
    };
    let threads = threads().min(max);
    std::thread::scope(|scope| {
        for _ in 1..threads {
            scope.spawn(work);
        }
        work();
    });
    found
        .into_inner()
        .unwrap_or_else(PoisonError::into_inner)
        .first
}

/// How many threads the tries run on: one per core (one in a browser page, which has no
/// threads).
fn threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        1
    } else {
        std::thread::available_parallelism().map_or(1, std::num::NonZero::get)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lowest_try_that_ends_wins() {
        let cancel = CancelToken::new();
        // Tries 5 and 9 end (5 slowly, so that 9 ends first on several cores), 7 fails.
        let found = first(20, &cancel, |index, _| match index {
            5 => {
                std::thread::sleep(std::time::Duration::from_millis(30));
                Ok(Some(index * 10))
            }
            7 => Err("seven"),
            9 => Ok(Some(index * 10)),
            _ => Ok(None),
        });
        assert_eq!(found, Some((5, Ok(50))));
        let none = first(20, &cancel, |_, _| Ok::<Option<usize>, ()>(None));
        assert_eq!(none, None);
    }

    #[test]
    fn tries_above_an_ended_one_are_stopped() {
        let cancel = CancelToken::new();
        // Try 1 runs until it is told to stop; try 0 ends a moment later.
        let found = first(2, &cancel, |index, token| {
            if index == 0 {
                std::thread::sleep(std::time::Duration::from_millis(20));
                return Ok(Some(0));
            }
            while !token.is_cancelled() {
                std::thread::yield_now();
            }
            Err(())
        });
        assert_eq!(found, Some((0, Ok(0))));
    }

    #[test]
    fn try_seeds_differ() {
        assert_eq!(try_seed(42, 0), 42);
        let seeds: std::collections::BTreeSet<u64> = (0..1000).map(|k| try_seed(42, k)).collect();
        assert_eq!(seeds.len(), 1000);
        assert_ne!(try_seed(42, 1), batch_seed(42, 1));
    }
}
