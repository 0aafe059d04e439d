//! What a rating is: SE's three numbers in tenths, why a puzzle has none, and how SE prints
//! them.

use super::Level;
use crate::solver::Cancelled;

/// A puzzle's difficulty on SE's scale, in tenths.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Rating {
    /// ER: the hardest step applied (200 when no technique applies: SE's "beyond solver").
    pub er: u16,
    /// EP: the hardest step up to the first step that yields a digit.
    pub ep: u16,
    /// ED: the first step's rating.
    pub ed: u16,
    /// The name of the hardest step's technique, in English whatever the language (ratings are
    /// kept on disk and printed by `shudu rate`): shown through [`Rating::hardest_name`].
    pub hardest: String,
    /// Whether rating stopped early at [`super::RateOptions::stop_above`].
    pub stopped: bool,
}

impl Rating {
    /// The difficulty level of the ER.
    pub fn level(&self) -> Level {
        Level::of(self.er)
    }

    /// The hardest step's technique ([`Rating::hardest`]) in the current language.
    pub fn hardest_name(&self) -> String {
        step_name(&self.hardest)
    }
}

/// A rating's step name (English, as the raters make it: SE's names, Shudu's technique
/// names, "Beyond solver", "above 6.5") in the current language; a name it does not know as
/// it is.
pub fn step_name(name: &str) -> String {
    if let Some(technique) = crate::techniques::Technique::from_english_name(name) {
        return technique.name();
    }
    if let Some(limit) = name.strip_prefix("above ") {
        return crate::t!("rate-above", limit = limit);
    }
    // SE's dynamic chains end in " (+)" when they nest.
    let (base, plus) = match name.strip_suffix(" (+)") {
        Some(base) => (base, " (+)"),
        None => (name, ""),
    };
    if let Some(text) = se_name(base) {
        return format!("{text}{plus}");
    }
    if let Some(rest) = base.strip_prefix("Unique ") {
        let words: Vec<&str> = rest.split(' ').collect();
        let (shape, size, kind) = match words.as_slice() {
            [shape, "type", kind] => (*shape, "", *kind),
            [shape, size, "type", kind] => (*shape, *size, *kind),
            _ => return name.to_owned(),
        };
        return match shape {
            "Rectangle" => crate::t!("rate-unique-rectangle", kind = kind),
            "Loop" if size.is_empty() => crate::t!("rate-unique-loop", kind = kind),
            "Loop" => crate::t!("rate-unique-loop-size", size = size, kind = kind),
            _ => name.to_owned(),
        };
    }
    if let Some(kind) = base.strip_prefix("BUG type ") {
        return crate::t!("rate-bug", kind = kind);
    }
    name.to_owned()
}

/// The name of one of SE's own techniques (those Shudu's techniques do not name alike).
fn se_name(name: &str) -> Option<String> {
    Some(match name {
        "Beyond solver" => crate::t!("rate-beyond-solver"),
        "Pointing" => crate::t!("rate-pointing"),
        "Claiming" => crate::t!("rate-claiming"),
        "Direct Pointing" => crate::t!("rate-direct-pointing"),
        "Direct Claiming" => crate::t!("rate-direct-claiming"),
        "Direct Hidden Pair" => crate::t!("rate-direct-hidden-pair"),
        "Direct Hidden Triplet" => crate::t!("rate-direct-hidden-triplet"),
        "Hidden Triplet" => crate::t!("rate-hidden-triplet"),
        "Hidden Quad" => crate::t!("rate-hidden-quad"),
        "Naked Triplet" => crate::t!("rate-naked-triplet"),
        "Naked Quad" => crate::t!("rate-naked-quad"),
        "WXYZ-Wing" => crate::t!("rate-wxyz-wing"),
        "VWXYZ-Wing" => crate::t!("rate-vwxyz-wing"),
        "3 Skyscrapers" => crate::t!("rate-three-skyscrapers"),
        "3-String Kite" => crate::t!("rate-three-string-kite"),
        "3-Turbot Fish" => crate::t!("rate-three-turbot-fish"),
        "Grouped Turbot Fish" => crate::t!("rate-grouped-turbot-fish"),
        "Grouped 3 Strong Links" => crate::t!("rate-grouped-three-strong-links"),
        "Aligned Pair Exclusion" => crate::t!("rate-aligned-pair-exclusion"),
        "Aligned Triplet Exclusion" => crate::t!("rate-aligned-triplet-exclusion"),
        "Bidirectional Cycle" => crate::t!("rate-bidirectional-cycle"),
        "Bidirectional X-Cycle" => crate::t!("rate-bidirectional-x-cycle"),
        "Bidirectional Y-Cycle" => crate::t!("rate-bidirectional-y-cycle"),
        "Forcing Chain" => crate::t!("rate-forcing-chain"),
        "Forcing X-Chain" => crate::t!("rate-forcing-x-chain"),
        "Nishio Forcing Chains" => crate::t!("rate-nishio-forcing-chains"),
        "Dynamic Contradiction Forcing Chains" => crate::t!("rate-dynamic-contradiction"),
        "Dynamic Double Forcing Chains" => crate::t!("rate-dynamic-double"),
        "Region Forcing Chains" => crate::t!("rate-region-forcing-chains"),
        "Nishio Region Forcing Chains" => crate::t!("rate-nishio-region-forcing-chains"),
        "Dynamic Region Forcing Chains" => crate::t!("rate-dynamic-region-forcing-chains"),
        "Cell Forcing Chains" => crate::t!("rate-cell-forcing-chains"),
        "Nishio Cell Forcing Chains" => crate::t!("rate-nishio-cell-forcing-chains"),
        "Dynamic Cell Forcing Chains" => crate::t!("rate-dynamic-cell-forcing-chains"),
        _ => return None,
    })
}

/// Why a puzzle has no rating.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum RateError {
    /// SE's scale is defined for 9x9 puzzles only.
    #[error("{}", crate::t!("rate-error-not-nine", size = *size))]
    NotNine {
        /// The puzzle's size.
        size: usize,
    },
    /// The puzzle has no solution.
    #[error("{}", crate::t!("rate-error-unsolvable"))]
    Unsolvable,
    /// The puzzle has more than one solution.
    #[error("{}", crate::t!("rate-error-multiple"))]
    Multiple,
    /// The caller cancelled.
    #[error("{}", crate::t!("rate-error-cancelled"))]
    Cancelled,
}

impl From<Cancelled> for RateError {
    fn from(_: Cancelled) -> RateError {
        RateError::Cancelled
    }
}

/// A rating in tenths as SE prints it: `7.2`.
pub fn format_tenths(tenths: u16) -> String {
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, with_language};

    #[test]
    fn tenths_print_with_one_decimal() {
        assert_eq!(format_tenths(72), "7.2");
        assert_eq!(format_tenths(200), "20.0");
    }

    #[test]
    fn step_names_read_in_the_language_and_stay_english_as_kept() {
        let names = [
            "X-Wing",
            "Hidden Triplet",
            "Unique Loop 8 type 2",
            "Dynamic Cell Forcing Chains (+)",
            "above 6.5",
            "Beyond solver",
            "Something new",
        ];
        for name in names {
            assert_eq!(with_language(Language::English, || step_name(name)), name);
        }
        let chinese = |name: &str| with_language(Language::SimplifiedChinese, || step_name(name));
        assert_eq!(chinese("X-Wing"), "X翼");
        assert_eq!(chinese("Naked Quad"), "显性四数组");
        assert_eq!(chinese("Unique Loop 8 type 2"), "8格唯一环（类型2）");
        assert_eq!(
            chinese("Dynamic Cell Forcing Chains (+)"),
            "动态单元格强制链 (+)"
        );
        assert_eq!(chinese("above 6.5"), "高于6.5");
        assert_eq!(chinese("Something new"), "Something new");
        with_language(Language::SimplifiedChinese, || {
            assert_eq!(Level::Hard.to_string(), "困难");
            assert_eq!("困难".parse(), Ok(Level::Hard));
            assert_eq!("hard".parse(), Ok(Level::Hard));
            assert_eq!(Level::Hard.name(), "hard");
        });
    }
}
