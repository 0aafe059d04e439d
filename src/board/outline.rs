//! The border of a group of cells (a cage, a region, a hint's innies) drawn as one shape a
//! little inside it: which sides of each cell lie on the border, and how their ends meet, so
//! that the window and the printed pictures draw the same outline.

/// One side of a cell on a group's border, with how its ends meet the neighbouring sides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BorderSide {
    /// 0 top, 1 right, 2 bottom, 3 left.
    pub which: u8,
    /// How far each end reaches, in insets: -1 stops short (an outer corner), 0 reaches the
    /// cell's edge (the border goes on straight), 1 reaches past it (an inner corner).
    pub ends: [i8; 2],
}

impl BorderSide {
    /// The side's segment, `inset` inside the cell whose top left corner is `(left, top)` and
    /// whose side is `size`, as two points (x, y), y growing downwards.
    pub fn segment(&self, (left, top): (f32, f32), size: f32, inset: f32) -> [(f32, f32); 2] {
        let [a, b] = self.ends.map(|e| f32::from(e) * inset);
        let (right, bottom) = (left + size, top + size);
        match self.which {
            0 => [(left - a, top + inset), (right + b, top + inset)],
            1 => [(right - inset, top - a), (right - inset, bottom + b)],
            2 => [(left - a, bottom - inset), (right + b, bottom - inset)],
            _ => [(left + inset, top - a), (left + inset, bottom + b)],
        }
    }
}

/// A step from a cell to another, in rows and columns.
type Step = (isize, isize);

/// The sides of cell (`row`, `col`) on the border of the group `inside` says holds a cell.
pub fn border_sides(
    inside: &dyn Fn(isize, isize) -> bool,
    row: isize,
    col: isize,
) -> Vec<BorderSide> {
    // For each side: the step out of the cell, and the steps along it to its two ends.
    let sides: [(u8, Step, [Step; 2]); 4] = [
        (0, (-1, 0), [(0, -1), (0, 1)]),
        (1, (0, 1), [(-1, 0), (1, 0)]),
        (2, (1, 0), [(0, -1), (0, 1)]),
        (3, (0, -1), [(-1, 0), (1, 0)]),
    ];
    let mut out = Vec::new();
    for (which, (dr, dc), along) in sides {
        if inside(row + dr, col + dc) {
            continue;
        }
        let ends = along.map(|(ar, ac)| {
            if !inside(row + ar, col + ac) {
                -1
            } else if inside(row + ar + dr, col + ac + dc) {
                1
            } else {
                0
            }
        });
        out.push(BorderSide { which, ends });
    }
    out
}

/// A test for "is (row, col) one of `cells`" on a board of side `n`, for [`border_sides`].
pub fn member_of(cells: &[u16], n: usize) -> impl Fn(isize, isize) -> bool + '_ {
    move |row, col| {
        let side = n as isize;
        (0..side).contains(&row)
            && (0..side).contains(&col)
            && cells.contains(&((row * side + col) as u16))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_l_shaped_group_closes_at_its_inner_corner() {
        // r1c1, r1c2, r2c1 on a 9x9 board.
        let cells = [0u16, 1, 9];
        let inside = member_of(&cells, 9);
        let first = border_sides(&inside, 0, 0);
        // Top and left of r1c1 are border; its right side reaches over to r1c2 (straight on).
        let which: Vec<u8> = first.iter().map(|s| s.which).collect();
        assert_eq!(which, [0, 3]);
        assert_eq!(first[0].ends, [-1, 0]);
        // r1c2's bottom side meets r2c1's right side at the inner corner: both reach past.
        let second = border_sides(&inside, 0, 1);
        let bottom = second.iter().find(|s| s.which == 2).unwrap();
        assert_eq!(bottom.ends, [1, -1]);
        let third = border_sides(&inside, 1, 0);
        let right = third.iter().find(|s| s.which == 1).unwrap();
        assert_eq!(right.ends, [1, -1]);
        let [a, _] = bottom.segment((10.0, 0.0), 10.0, 2.0);
        let [b, _] = right.segment((0.0, 10.0), 10.0, 2.0);
        assert_eq!(a, (8.0, 8.0));
        assert_eq!(b, (8.0, 8.0));
    }

    #[test]
    fn a_cage_border_closes_around_an_l() {
        // Cells r1c1, r2c1, r2c2: an L.
        let cells = [(0, 0), (1, 0), (1, 1)];
        let inside = |r: isize, c: isize| cells.contains(&(r, c));
        let sides = |r, c| {
            border_sides(&inside, r, c)
                .iter()
                .map(|s| (s.which, s.ends))
                .collect::<Vec<_>>()
        };
        // r1c1: top, right and left; the right side reaches past the bottom (an inner corner).
        assert_eq!(sides(0, 0), [(0, [-1, -1]), (1, [-1, 1]), (3, [-1, 0])]);
        // r2c2: top (reaching past its left end), right, bottom.
        assert_eq!(sides(1, 1), [(0, [1, -1]), (1, [-1, -1]), (2, [0, -1])]);
    }
}
