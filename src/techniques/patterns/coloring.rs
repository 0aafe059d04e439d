//! Colouring: Simple Colors (Trap, Wrap) and Multi Colors 1 and 2.
//!
//! The candidates of one digit that are joined by conjugate pairs (the only two cells of a
//! house that hold the digit) form clusters. In a cluster the candidates take two colours,
//! alternating along the pairs, and exactly one colour is true. Simple Colors uses one
//! cluster: a colour with two cells that see each other is false (Wrap), and a cell that sees
//! both colours loses the digit (Trap). Multi Colors uses two clusters of the same digit, as
//! HoDoKu does: in type 1 a colour of each cluster see each other, so they are not both true
//! and a cell that sees both other colours loses the digit; in type 2 one colour sees both
//! colours of the other cluster, so it is false.

use crate::board::Digit;
use crate::techniques::step::effects_sentence;
use crate::techniques::{
    Candidates, CellSet, Link, Mark, Node, Role, Search, Step, Technique, and_join, and_list,
    cell_list, cell_name,
};

/// Finds the steps of `technique`.
pub fn find(search: &mut Search, technique: Technique) {
    use Technique::*;
    for d in 0..search.grid.size() {
        let clusters = clusters(search.grid, d);
        let stop = match technique {
            SimpleColorsTrap => clusters.iter().any(|c| trap(search, c)),
            SimpleColorsWrap => clusters.iter().any(|c| wrap(search, c)),
            MultiColors1 => multi_colors_1(search, &clusters),
            MultiColors2 => multi_colors_2(search, &clusters),
            _ => true,
        };
        if stop {
            return;
        }
    }
}

/// A cluster of one digit: the cells of each colour, the cells each colour sees, and the
/// conjugate pairs (with their houses) that join them.
#[derive(Debug, Clone)]
struct Cluster {
    digit: usize,
    colors: [CellSet; 2],
    seen: [CellSet; 2],
    pairs: Vec<(usize, usize, usize)>,
}

impl Cluster {
    /// Adds the cluster's houses, its colours as marks with `roles`, and its pairs as strong
    /// links to `step`.
    fn add_to(&self, step: &mut Step, roles: [Role; 2]) {
        let digit = Digit::from_index(self.digit);
        for (color, role) in self.colors.iter().zip(roles) {
            step.marks
                .extend(color.iter().map(|cell| Mark { cell, digit, role }));
        }
        for &(a, b, house) in &self.pairs {
            if !step.houses.contains(&house) {
                step.houses.push(house);
            }
            step.links.push(Link {
                from: Node {
                    cells: vec![a],
                    digit,
                },
                to: Node {
                    cells: vec![b],
                    digit,
                },
                strong: true,
            });
        }
    }

    /// "r1c2, r5c6 against r3c3": the two colours.
    fn describe(&self, n: usize) -> String {
        crate::t!(
            "explain-colours-against",
            first = cell_list(self.colors[0].iter(), n),
            second = cell_list(self.colors[1].iter(), n)
        )
    }
}

/// The union of the peers of `cells`.
fn seen_by_any(grid: &Candidates, cells: &CellSet) -> CellSet {
    cells
        .iter()
        .fold(CellSet::EMPTY, |seen, cell| seen.or(&grid.peers(cell)))
}

/// The clusters of digit index `d` that have both colours.
fn clusters(grid: &Candidates, d: usize) -> Vec<Cluster> {
    let with = grid.cells_with(d);
    let mut visited = CellSet::EMPTY;
    let mut clusters = Vec::new();
    let mut stack = Vec::new();
    for start in with.iter() {
        if visited.contains(start) {
            continue;
        }
        visited.insert(start);
        let mut colors = [CellSet::EMPTY; 2];
        let mut pairs = Vec::new();
        stack.push((start, 0usize));
        while let Some((cell, color)) = stack.pop() {
            if let Some(set) = colors.get_mut(color) {
                set.insert(cell);
            }
            for house in grid.houses_of(cell) {
                let pair = with.and(&grid.house_set(house));
                if pair.len() != 2 {
                    continue;
                }
                let Some(other) = pair.iter().find(|&c| c != cell) else {
                    continue;
                };
                if !visited.contains(other) {
                    visited.insert(other);
                    pairs.push((cell, other, house));
                    stack.push((other, 1 - color));
                }
            }
        }
        if !colors[0].is_empty() && !colors[1].is_empty() {
            let seen = colors.map(|c| seen_by_any(grid, &c));
            clusters.push(Cluster {
                digit: d,
                colors,
                seen,
                pairs,
            });
        }
    }
    clusters
}

/// A step of `technique` on `clusters` (the first coloured On/Off, the second as groups 0
/// and 1) that removes the digit from `cells`, explained by `reason`.
fn step(
    grid: &Candidates,
    technique: Technique,
    clusters: &[&Cluster],
    cells: &CellSet,
    reason: String,
) -> Option<Step> {
    let first = clusters.first()?;
    let digit = Digit::from_index(first.digit);
    let mut step = Step::new(technique);
    let roles = [[Role::On, Role::Off], [Role::Group(0), Role::Group(1)]];
    for (cluster, roles) in clusters.iter().zip(roles) {
        cluster.add_to(&mut step, roles);
    }
    step.eliminations = cells.iter().map(|c| (c, digit)).collect();
    step.explanation = crate::t!(
        "explain-reason-effects",
        reason = reason,
        effects = effects_sentence(&step, grid.size())
    );
    Some(step)
}

/// "The 7s joined by conjugate pairs take two colours, r1c2 against r3c3, and one colour is
/// true".
fn opening(cluster: &Cluster, n: usize) -> String {
    crate::t!(
        "explain-colours-opening",
        digit = Digit::from_index(cluster.digit).to_string(),
        colours = cluster.describe(n)
    )
}

/// Simple Colors Trap: every candidate that sees both colours of `cluster` goes.
fn trap(search: &mut Search, cluster: &Cluster) -> bool {
    let grid = search.grid;
    let n = grid.size();
    let [seen0, seen1] = cluster.seen;
    let gone = grid.cells_with(cluster.digit).and(&seen0.and(&seen1));
    if gone.is_empty() {
        return false;
    }
    let reason = crate::t!(
        "explain-colours-trap",
        opening = opening(cluster, n),
        cells = cell_list(gone.iter(), n),
        count = gone.len()
    );
    step(grid, Technique::SimpleColorsTrap, &[cluster], &gone, reason)
        .is_some_and(|s| search.push(s))
}

/// Simple Colors Wrap: a colour with two cells in one house is false.
fn wrap(search: &mut Search, cluster: &Cluster) -> bool {
    let grid = search.grid;
    let n = grid.size();
    let mut gone = CellSet::EMPTY;
    let mut clashes = Vec::new();
    for color in cluster.colors {
        let clash = color
            .iter()
            .find_map(|a| grid.peers(a).and(&color).first().map(|b| (a, b)));
        if let Some((a, b)) = clash {
            gone = gone.or(&color);
            clashes.push(and_list(vec![cell_name(a, n), cell_name(b, n)]));
        }
    }
    if clashes.is_empty() {
        return false;
    }
    let reason = crate::t!(
        "explain-colours-wrap",
        opening = opening(cluster, n),
        clashes = clashes.join(&crate::t!("list-and-then-separator"))
    );
    step(grid, Technique::SimpleColorsWrap, &[cluster], &gone, reason)
        .is_some_and(|s| search.push(s))
}

/// Multi Colors 1: a colour of one cluster sees a colour of another, so those two are not
/// both true, and a cell that sees both of the other colours loses the digit.
fn multi_colors_1(search: &mut Search, clusters: &[Cluster]) -> bool {
    let grid = search.grid;
    let n = grid.size();
    for (i, a) in clusters.iter().enumerate() {
        for b in clusters.iter().skip(i + 1) {
            let mut gone = CellSet::EMPTY;
            let mut facing = Vec::new();
            for (x, color_a) in a.colors.iter().enumerate() {
                for (y, color_b) in b.colors.iter().enumerate() {
                    let Some(from) = color_a.iter().find(|&c| grid.peers(c).intersects(color_b))
                    else {
                        continue;
                    };
                    let (other_a, other_b) = (a.seen[1 - x], b.seen[1 - y]);
                    gone = gone.or(&grid.cells_with(a.digit).and(&other_a.and(&other_b)));
                    let to = grid.peers(from).and(color_b).first().unwrap_or(from);
                    facing.push((from, to, x, y));
                }
            }
            let Some(&(from, to, x, y)) = facing.first() else {
                continue;
            };
            if gone.is_empty() {
                continue;
            }
            let reason = crate::t!(
                "explain-multi-colours-1",
                digit = Digit::from_index(a.digit).to_string(),
                first = a.describe(n),
                second = b.describe(n),
                from = cell_name(from, n),
                to = cell_name(to, n),
                left = cell_list(a.colors[1 - x].iter(), n),
                right = cell_list(b.colors[1 - y].iter(), n)
            );
            if step(grid, Technique::MultiColors1, &[a, b], &gone, reason)
                .is_some_and(|s| search.push(s))
            {
                return true;
            }
        }
    }
    false
}

/// Multi Colors 2: a colour of one cluster that sees both colours of another is false.
fn multi_colors_2(search: &mut Search, clusters: &[Cluster]) -> bool {
    let grid = search.grid;
    let n = grid.size();
    for (i, a) in clusters.iter().enumerate() {
        for (j, b) in clusters.iter().enumerate() {
            if i == j {
                continue;
            }
            let mut gone = CellSet::EMPTY;
            let mut false_colors = Vec::new();
            for (color, seen) in a.colors.iter().zip(a.seen) {
                if b.colors.iter().all(|c| seen.intersects(c)) {
                    gone = gone.or(color);
                    false_colors.push(cell_list(color.iter(), n));
                }
            }
            if false_colors.is_empty() {
                continue;
            }
            let reason = crate::t!(
                "explain-multi-colours-2",
                digit = Digit::from_index(a.digit).to_string(),
                first = a.describe(n),
                second = b.describe(n),
                count = false_colors.len(),
                colours = and_join(false_colors)
            );
            if step(grid, Technique::MultiColors2, &[a, b], &gone, reason)
                .is_some_and(|s| search.push(s))
            {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Grid, Shape};

    #[test]
    fn clusters_alternate_colours_along_conjugate_pairs() {
        let mut grid = Candidates::from_grid(&Grid::empty(Shape::NINE));
        // Digit 1 only in r1c1, r1c5, r5c5, r5c9, r9c9, r9c2 and r4c2: a path of pairs along
        // row 1, column 5, row 5, column 9, row 9 and column 2.
        let keep = [0, 4, 40, 44, 80, 73, 28];
        for cell in 0..81 {
            if !keep.contains(&cell) {
                grid.eliminate(cell, 0);
            }
        }
        let clusters = clusters(&grid, 0);
        assert_eq!(clusters.len(), 1);
        let [c0, c1] = clusters[0].colors;
        let (even, odd) = if c0.contains(0) { (c0, c1) } else { (c1, c0) };
        assert_eq!(even.to_vec(), vec![0, 28, 40, 80]);
        assert_eq!(odd.to_vec(), vec![4, 44, 73]);
    }

    #[test]
    fn finders_never_panic_on_empty_grids() {
        crate::techniques::testing::assert_empty_grids_give_nothing(
            crate::techniques::Family::Colouring,
        );
    }
}
