//! Sue de Coq.

use super::{Search, Technique};

/// Whether this file has a finder for `technique`.
pub fn implemented(_technique: Technique) -> bool {
    false
}

/// Finds the steps of `technique`.
pub fn find(_search: &mut Search, _technique: Technique) {}
