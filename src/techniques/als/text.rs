//! How ALS steps read and show: an ALS in words, digit lists, marks, links and houses.

use super::*;

/// `r1c2, r1c5 {147}`: an ALS for sentences.
pub(super) fn als_text(als: &Als, size: usize) -> String {
    let digits: String = ones(als.digits)
        .map(|d| Digit::from_index(d).to_string())
        .collect::<Vec<_>>()
        .join(if size > 9 { "," } else { "" });
    format!("{} {{{digits}}}", cell_list(als.cells.iter(), size))
}

/// The digits a step eliminates, as bits.
pub(super) fn eliminated(step: &Step) -> u32 {
    step.eliminations
        .iter()
        .fold(0, |m, &(_, d)| m | 1 << d.index())
}

/// Digits of a mask as `3`, `3 and 7`.
pub(super) fn digit_words(bits: u32) -> String {
    digit_list(ones(bits).map(Digit::from_index))
}

/// Marks every candidate of `als` as group `group`, and its restricted commons `rc` as
/// pattern candidates.
pub(super) fn mark_als(step: &mut Step, grid: &Candidates, als: &Als, group: usize, rc: u32) {
    let group = u8::try_from(group).unwrap_or(u8::MAX);
    for cell in als.cells.iter() {
        for d in ones(grid.bits(cell)) {
            let role = if rc & (1 << d) != 0 {
                Role::Pattern
            } else {
                Role::Group(group)
            };
            step.marks.push(Mark {
                cell,
                digit: Digit::from_index(d),
                role,
            });
        }
    }
}

/// Adds the weak links of restricted commons `rc` from ALS `a` to ALS `b`.
pub(super) fn link_als(step: &mut Step, a: &Als, b: &Als, rc: u32) {
    for d in ones(rc) {
        step.links.push(Link {
            from: Node {
                cells: a.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            to: Node {
                cells: b.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            strong: false,
        });
    }
}

/// Adds the houses of `alses` to the step, each once.
pub(super) fn add_houses(step: &mut Step, alses: &[&Als]) {
    for als in alses {
        if !step.houses.contains(&als.house) {
            step.houses.push(als.house);
        }
    }
}
