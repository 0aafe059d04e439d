//! Death Blossom: a stem cell whose every candidate is the restricted common of a petal ALS.

use super::*;

/// What the Death Blossom search keeps for one stem cell.
pub(super) struct Blossom<'a> {
    pub(super) alses: &'a [Als],
    /// The stem's digits, smallest first, with the ALSs each may use as petal.
    pub(super) petals_for: Vec<(usize, Vec<usize>)>,
    /// The chosen petal for each digit in `petals_for`.
    pub(super) chosen: Vec<usize>,
    /// The stem's digits as bits.
    pub(super) stem_digits: u32,
    /// The shortest blossom (fewest petal cells) for each set of eliminations.
    pub(super) best: Kept,
    pub(super) first_only: bool,
}

impl Blossom<'_> {
    /// Chooses petals from level `k` on; `common` are the digits every chosen petal has (and
    /// the stem has not), `reach[z]` the cells that see every `z` of every chosen petal.
    pub(super) fn grow(&mut self, k: usize, common: u32, reach: &[CellSet]) {
        if self.first_only && !self.best.is_empty() {
            return;
        }
        let Some((_, candidates)) = self.petals_for.get(k) else {
            self.finish(common, reach);
            return;
        };
        let candidates = candidates.clone();
        for petal in candidates {
            let Some(als) = self.alses.get(petal) else {
                continue;
            };
            let next = common & als.digits;
            let mut next_reach = reach.to_vec();
            let mut alive = 0u32;
            for z in ones(next) {
                if let Some(cells) = next_reach.get_mut(z) {
                    *cells = if k == 0 {
                        als.seen_of(z)
                    } else {
                        cells.and(&als.seen_of(z))
                    };
                    if !cells.is_empty() {
                        alive |= 1 << z;
                    }
                }
            }
            if alive == 0 {
                continue;
            }
            if let Some(slot) = self.chosen.get_mut(k) {
                *slot = petal;
            }
            self.grow(k + 1, alive, &next_reach);
        }
    }

    pub(super) fn finish(&mut self, common: u32, reach: &[CellSet]) {
        let mut elims = Vec::new();
        for z in ones(common & !self.stem_digits) {
            if let Some(cells) = reach.get(z) {
                elims.extend(cells.iter().map(|c| (c, Digit::from_index(z))));
            }
        }
        if elims.is_empty() {
            return;
        }
        elims.sort();
        let size: usize = self
            .chosen
            .iter()
            .filter_map(|&p| self.alses.get(p))
            .map(|a| a.cells.len())
            .sum();
        let smaller = self.best.get(&elims).is_none_or(|(old, _)| *old > size);
        if smaller {
            self.best.insert(elims, (size, self.chosen.clone()));
        }
    }
}

pub(super) fn death_blossom(search: &mut Search, alses: &[Als]) {
    let grid = search.grid;
    let n = grid.size();
    let seers = Seers::new(grid, alses);
    let cells: Vec<usize> = grid.empty_cells().collect();
    for stem in cells {
        if search.done() {
            return;
        }
        let bits = grid.bits(stem);
        let petals_for: Vec<(usize, Vec<usize>)> = ones(bits)
            .map(|d| (d, seers.of(stem, d).to_vec()))
            .collect();
        if bits.count_ones() < 2 || petals_for.iter().any(|(_, list)| list.is_empty()) {
            continue;
        }
        let mut blossom = Blossom {
            alses,
            chosen: vec![0; petals_for.len()],
            petals_for,
            stem_digits: bits,
            best: HashMap::new(),
            first_only: search.first_only,
        };
        blossom.grow(0, !bits, &vec![CellSet::EMPTY; n]);
        let mut found: Vec<_> = blossom.best.into_iter().collect();
        found.sort();
        for (elims, (_, chosen)) in found {
            let step = blossom_step(grid, alses, stem, &blossom.petals_for, &chosen, elims);
            if search.push(step) {
                return;
            }
        }
    }
}

pub(super) fn blossom_step(
    grid: &Candidates,
    alses: &[Als],
    stem: usize,
    petals_for: &[(usize, Vec<usize>)],
    chosen: &[usize],
    elims: Vec<(usize, Digit)>,
) -> Step {
    let n = grid.size();
    let mut step = Step::new(Technique::DeathBlossom);
    step.eliminations = elims;
    let stem_node = |d: usize| Node {
        cells: vec![stem],
        digit: Digit::from_index(d),
    };
    for d in ones(grid.bits(stem)) {
        step.marks.push(Mark {
            cell: stem,
            digit: Digit::from_index(d),
            role: Role::Pattern,
        });
    }
    step.houses = grid.houses_of(stem).to_vec();
    let mut petal_texts = Vec::new();
    for (k, (&(d, _), &petal)) in petals_for.iter().zip(chosen).enumerate() {
        let Some(als) = alses.get(petal) else {
            continue;
        };
        add_houses(&mut step, &[als]);
        mark_als(&mut step, grid, als, k, 1 << d);
        step.links.push(Link {
            from: stem_node(d),
            to: Node {
                cells: als.cells_of(d).to_vec(),
                digit: Digit::from_index(d),
            },
            strong: false,
        });
        petal_texts.push(crate::t!(
            "explain-blossom-petal",
            als = als_text(als, n),
            digit = Digit::from_index(d).to_string()
        ));
    }
    let zs = eliminated(&step);
    let effects = effects_sentence(&step, n);
    step.explanation = crate::t!(
        "explain-death-blossom",
        stem = crate::techniques::cell_name(stem, n),
        petals = petal_texts.join(&crate::t!("blossom-petal-separator")),
        z = digit_words(zs),
        effects = effects
    );
    step
}
