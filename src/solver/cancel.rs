//! Cancellation shared between the thread that runs a search and the one that may stop it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;
use web_time::Instant;

/// A flag another thread can raise to stop a search, with an optional deadline. Clones share
/// the flag. The engines look at it every few hundred nodes, so a search stops within
/// milliseconds of [`CancelToken::cancel`].
#[derive(Debug, Clone, Default)]
pub struct CancelToken {
    flag: Arc<AtomicBool>,
    deadline: Option<Instant>,
    /// The token this one was made from by [`CancelToken::child`]: cancelling it cancels this one.
    outer: Option<Box<CancelToken>>,
}

impl CancelToken {
    /// A token that is not cancelled and has no deadline.
    pub fn new() -> CancelToken {
        CancelToken::default()
    }

    /// A token whose flag is `flag`: whoever raises it (a signal handler, say) stops the
    /// searches using this token or a clone of it.
    pub fn from_flag(flag: Arc<AtomicBool>) -> CancelToken {
        CancelToken {
            flag,
            ..CancelToken::default()
        }
    }

    /// The same token (sharing its flag) that also counts as cancelled from `deadline` on.
    pub fn with_deadline(&self, deadline: Instant) -> CancelToken {
        CancelToken {
            deadline: Some(deadline),
            ..self.clone()
        }
    }

    /// A token with a flag of its own that also counts as cancelled when this one does:
    /// cancelling it stops only the searches that use it (or its clones and children).
    pub fn child(&self) -> CancelToken {
        CancelToken {
            outer: Some(Box::new(self.clone())),
            ..CancelToken::default()
        }
    }

    /// Asks every search using this token (or a clone) to stop.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// Whether the flag is raised, the deadline has passed or the token this one is a child of
    /// is cancelled.
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
            || self
                .outer
                .as_ref()
                .is_some_and(|outer| outer.is_cancelled())
    }
}

/// A search stopped because its [`CancelToken`] was cancelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{}", crate::t!("error-search-was-cancelled"))]
pub struct Cancelled;

/// A search state with a cell left without a candidate: this branch has no solution.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("{}", crate::t!("error-cell-has-no-candidate-left"))]
pub struct Contradiction;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_stops_with_its_parent_but_not_the_other_way() {
        let parent = CancelToken::new();
        let (one, two) = (parent.child(), parent.child());
        one.cancel();
        assert!(one.is_cancelled());
        assert!(!parent.is_cancelled() && !two.is_cancelled());
        let grandchild = two.child();
        parent.cancel();
        assert!(two.is_cancelled() && grandchild.is_cancelled());
    }
}
