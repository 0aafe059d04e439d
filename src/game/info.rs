//! What a puzzle file says about its puzzle besides the grid: its title, its author and its
//! rules in words. Kept with the game (and in its save) so the window can show them.

use serde::{Deserialize, Serialize};

/// A puzzle's title, author and rules as its file words them; each may be missing.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleInfo {
    /// The puzzle's title.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// Who made it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub author: Option<String>,
    /// The rules, as the file words them for players.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
}

impl PuzzleInfo {
    /// Info from a file's fields, blank ones (or only spaces) left out.
    pub fn new(title: Option<String>, author: Option<String>, ruleset: Option<String>) -> Self {
        let kept = |text: Option<String>| text.filter(|t| !t.trim().is_empty());
        PuzzleInfo {
            title: kept(title),
            author: kept(author),
            ruleset: kept(ruleset),
        }
    }

    /// Whether the file said nothing of the kind.
    pub fn is_empty(&self) -> bool {
        self.title.is_none() && self.author.is_none() && self.ruleset.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_fields_are_left_out() {
        let info = PuzzleInfo::new(Some("  ".into()), Some("Ann".into()), None);
        assert_eq!(info.title, None);
        assert_eq!(info.author.as_deref(), Some("Ann"));
        assert!(!info.is_empty());
        assert!(PuzzleInfo::new(None, Some(String::new()), None).is_empty());
    }
}
