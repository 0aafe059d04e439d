//! Symmetries of the givens' positions: a puzzle with a symmetry has a given in a cell exactly
//! when it has one in each of the cell's images.

use crate::board::Shape;
use crate::rate::UnknownName;
use std::fmt;
use std::str::FromStr;

/// A symmetry of the grid's cells that a puzzle's givens keep.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
pub enum Symmetry {
    /// No symmetry: the puzzle is minimal.
    #[default]
    None,
    /// Half-turn rotation about the centre.
    Rot180,
    /// Quarter-turn rotation about the centre (so also the half turn).
    Rot90,
    /// Left-right mirror (about the vertical axis).
    Mirror,
    /// Top-bottom flip (about the horizontal axis).
    Flip,
    /// Reflection in the main diagonal (top left to bottom right).
    Diagonal,
    /// Reflection in the anti-diagonal (top right to bottom left).
    Antidiagonal,
}

impl Symmetry {
    /// Every symmetry, in the order of their names in `--help`.
    pub const ALL: [Symmetry; 7] = [
        Symmetry::None,
        Symmetry::Rot180,
        Symmetry::Rot90,
        Symmetry::Mirror,
        Symmetry::Flip,
        Symmetry::Diagonal,
        Symmetry::Antidiagonal,
    ];

    /// The name the command line reads and prints.
    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rot180 => "rot180",
            Symmetry::Rot90 => "rot90",
            Symmetry::Mirror => "mirror",
            Symmetry::Flip => "flip",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Antidiagonal => "antidiagonal",
        }
    }

    /// The image of cell (`row`, `col`) of an `n` x `n` grid under the symmetry's generator.
    pub fn image(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        let last = n.saturating_sub(1);
        match self {
            Symmetry::None => (row, col),
            Symmetry::Rot180 => (last - row, last - col),
            Symmetry::Rot90 => (col, last - row),
            Symmetry::Mirror => (row, last - col),
            Symmetry::Flip => (last - row, col),
            Symmetry::Diagonal => (col, row),
            Symmetry::Antidiagonal => (last - col, last - row),
        }
    }

    /// The cells of `shape` (row-major indices) in orbits: sets of cells the symmetry maps onto
    /// each other, which a symmetric puzzle gives or leaves empty together. Orbits come in
    /// the order of their first cell, each sorted.
    pub fn orbits(self, shape: Shape) -> Vec<Vec<usize>> {
        let n = shape.size();
        let mut seen = vec![false; n * n];
        let mut orbits = Vec::new();
        for start in 0..n * n {
            if seen[start] {
                continue;
            }
            let mut orbit = Vec::new();
            let (mut row, mut col) = (start / n, start % n);
            // Every generator here has order 1, 2 or 4: the orbit closes within four images.
            loop {
                let index = row * n + col;
                if seen[index] {
                    break;
                }
                seen[index] = true;
                orbit.push(index);
                (row, col) = self.image(n, row, col);
            }
            orbit.sort_unstable();
            orbits.push(orbit);
        }
        orbits
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads a symmetry's name, in any case.
impl FromStr for Symmetry {
    type Err = UnknownName;

    fn from_str(text: &str) -> Result<Symmetry, UnknownName> {
        UnknownName::find(&Symmetry::ALL, Symmetry::name, "symmetry", text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_partition_the_cells_and_are_closed() {
        for shape in [Shape::NINE, Shape::COMMON[0], Shape::COMMON[5]] {
            let n = shape.size();
            for symmetry in Symmetry::ALL {
                let orbits = symmetry.orbits(shape);
                let mut all: Vec<usize> = orbits.concat();
                all.sort_unstable();
                assert_eq!(all, (0..n * n).collect::<Vec<_>>(), "{symmetry}");
                for orbit in &orbits {
                    assert!(matches!(orbit.len(), 1 | 2 | 4), "{symmetry} {orbit:?}");
                    for &cell in orbit {
                        let (r, c) = symmetry.image(n, cell / n, cell % n);
                        assert!(orbit.contains(&(r * n + c)), "{symmetry} {orbit:?}");
                    }
                }
            }
        }
        assert_eq!(Symmetry::Rot90.orbits(Shape::NINE).len(), 21);
        assert_eq!(Symmetry::Rot180.orbits(Shape::NINE).len(), 41);
        assert_eq!(Symmetry::Mirror.orbits(Shape::NINE).len(), 45);
    }

    #[test]
    fn names_read_back() {
        for symmetry in Symmetry::ALL {
            assert_eq!(symmetry.name().parse(), Ok(symmetry));
            assert_eq!(symmetry.to_string(), symmetry.name());
        }
        assert!("spiral".parse::<Symmetry>().is_err());
    }
}
