//! Items joined into groups (union-find): a jigsaw's regions read from the borders between
//! its cells, the squares of a photographed grid that stand side by side.

/// The items `0..n`, each in one group; joining two items merges their groups.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unions {
    /// Each item's parent; a group's root is its own parent, and is its least item.
    parent: Vec<usize>,
}

impl Unions {
    /// `n` items, each alone.
    pub fn new(n: usize) -> Unions {
        Unions {
            parent: (0..n).collect(),
        }
    }

    /// The root of `item`'s group: its least item (an item out of range is its own root).
    /// Halves the paths it walks.
    pub fn root(&mut self, mut item: usize) -> usize {
        while let Some(&up) = self.parent.get(item) {
            if up == item {
                break;
            }
            let grand = self.parent.get(up).copied().unwrap_or(up);
            if let Some(slot) = self.parent.get_mut(item) {
                *slot = grand;
            }
            item = up;
        }
        item
    }

    /// Puts `a` and `b` in one group.
    pub fn join(&mut self, a: usize, b: usize) {
        let (ra, rb) = (self.root(a), self.root(b));
        if let Some(slot) = self.parent.get_mut(ra.max(rb)) {
            *slot = ra.min(rb);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joined_items_share_their_least_item_as_root() {
        let mut groups = Unions::new(6);
        groups.join(4, 2);
        groups.join(5, 4);
        groups.join(1, 3);
        let roots: Vec<usize> = (0..6).map(|i| groups.root(i)).collect();
        assert_eq!(roots, [0, 1, 2, 1, 2, 2]);
        assert_eq!(groups.root(9), 9);
    }
}
