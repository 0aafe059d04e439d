//! What a teacher adds to a clue's rule when its hint is explained: the fact about that kind
//! of clue that the step uses. A thermometer's cells are bounded by their place from the
//! bulb; a German whisper has no room for a 5; an X is made by four pairs of digits; a
//! sandwich's sum says how far apart its 1 and N can be; a renban's digits share one run; an
//! arrow's circle (or a pill's number) is bounded by its shaft's candidates, a little
//! killer's sum by its diagonal's; a between line's ends bound the cells between them; a
//! quadruple's cells hold its digits and so many others; a region-sum line's passes share
//! one sum, which each pass's candidates bound.

use crate::board::{Clue, Shape, region_runs, sandwich_line};
use crate::solver::generic::PLACED;
use crate::t;
use crate::techniques::cell_name;
use crate::techniques::step::{and_list, or_list};

/// The fact behind a step of `clue`, given the candidates before the step and after it (the
/// solver's bits, placed cells marked [`PLACED`]) and each cell's box or region; empty where
/// the rule says it all.
pub(super) fn fact(
    clue: &Clue,
    shape: Shape,
    region_of: &dyn Fn(u16) -> Option<usize>,
    before: &[u32],
    after: &[u32],
) -> String {
    let n = shape.size();
    match clue {
        Clue::Thermometer(cells) => thermometer(cells, n, before, after),
        Clue::Whispers { gap, .. } => whispers(*gap, n),
        Clue::Xv { sum, .. } => pairs(n, |a, b| a + b == usize::from(*sum)),
        Clue::Difference { value, .. } => pairs(n, |a, b| b == a + usize::from(*value)),
        Clue::Ratio { value, .. } => pairs(n, |a, b| b == a * usize::from(*value)),
        Clue::Renban(cells) => renban(cells, after),
        Clue::Sandwich { from, sum } => sandwich(shape, *from, *sum),
        Clue::Arrow { circle, shaft } if circle.len() == 1 => span(shaft, after)
            .map_or_else(String::new, |(low, high)| {
                t!("clue-fact-arrow", low = &low, high = &high)
            }),
        Clue::LittleKiller { sum, .. } => {
            span(&clue.cells(shape), after).map_or_else(String::new, |(low, high)| {
                t!(
                    "clue-fact-little-killer",
                    low = &low,
                    high = &high,
                    sum = sum
                )
            })
        }
        Clue::Arrow { circle, shaft } => {
            span(shaft, after).map_or_else(String::new, |(low, high)| {
                t!(
                    "clue-fact-pill",
                    places = circle.len(),
                    low = &low,
                    high = &high
                )
            })
        }
        Clue::Between(cells) => between(cells, after),
        Clue::Quadruple { digits, .. } => quadruple(digits),
        Clue::RegionSum(cells) => region_sum(&region_runs(cells, region_of), after),
        _ => String::new(),
    }
}

/// The digits of a candidate set (solver bits), from 1.
fn digits(bits: u32) -> impl Iterator<Item = usize> {
    (0..31)
        .filter(move |d| bits & !PLACED & (1 << d) != 0)
        .map(|d| d + 1)
}

/// Each cell of the thermometer whose candidates the step narrows, with its place from the
/// bulb and the range left to it.
fn thermometer(cells: &[u16], n: usize, before: &[u32], after: &[u32]) -> String {
    let bounds: Vec<String> = (cells.iter().enumerate())
        .filter_map(|(k, &cell)| {
            let cell = usize::from(cell);
            let (was, now) = (*before.get(cell)?, *after.get(cell)?);
            if was == now || now & PLACED != 0 {
                return None;
            }
            let (low, high) = (digits(now).min()?, digits(now).max()?);
            let (cell, at) = (cell_name(cell, n), k + 1);
            Some(if low == high {
                t!("clue-fact-thermo-only", cell = cell, at = &at, digit = &low)
            } else {
                t!(
                    "clue-fact-thermo-bound",
                    cell = cell,
                    at = &at,
                    low = &low,
                    high = &high
                )
            })
        })
        .collect();
    if bounds.is_empty() {
        return String::new();
    }
    t!("clue-fact-thermo", bounds = and_list(bounds))
}

/// The digits that have no partner far enough away on a whisper line, if any.
fn whispers(gap: u8, n: usize) -> String {
    let gap = usize::from(gap);
    let lonely: Vec<String> = (1..=n)
        .filter(|&d| (1..=n).all(|e| d.abs_diff(e) < gap))
        .map(|d| d.to_string())
        .collect();
    if lonely.is_empty() {
        return t!("clue-fact-whispers", gap = &gap);
    }
    t!(
        "clue-fact-whispers-lonely",
        gap = &gap,
        count = lonely.len(),
        digits = and_list(lonely)
    )
}

/// The pairs of different digits (smaller first) that `fits` allows, as "1–9, 2–8".
fn pairs(n: usize, fits: impl Fn(usize, usize) -> bool) -> String {
    let pairs: Vec<String> = (1..=n)
        .flat_map(|a| (a + 1..=n).map(move |b| (a, b)))
        .filter(|&(a, b)| fits(a, b))
        .map(|(a, b)| format!("{a}–{b}"))
        .collect();
    if pairs.is_empty() {
        return String::new();
    }
    t!("clue-fact-pairs", pairs = or_list(pairs))
}

/// The run a renban line's digits can still take, from its candidates after the step.
fn renban(cells: &[u16], after: &[u32]) -> String {
    let union = (cells.iter())
        .filter_map(|&c| after.get(usize::from(c)))
        .fold(0u32, |all, &bits| all | (bits & !PLACED));
    match (digits(union).min(), digits(union).max()) {
        (Some(low), Some(high)) => t!(
            "clue-fact-renban",
            len = &cells.len(),
            low = &low,
            high = &high
        ),
        _ => String::new(),
    }
}

/// How many cells can lie between a sandwich's 1 and N for its sum: k different digits from
/// 2 to N−1 add up to the sum for k in some range.
fn sandwich(shape: Shape, from: [u8; 2], sum: u16) -> String {
    let n = shape.size();
    if sandwich_line(shape, from).is_none() {
        return String::new();
    }
    let sum = usize::from(sum);
    let lengths: Vec<String> = (0..=n.saturating_sub(2))
        .filter(|&k| {
            // The k smallest of 2..N−1 and the k largest bound what k of them can add up to.
            let low: usize = (2..2 + k).sum();
            let high: usize = (n - k..n).sum();
            (low..=high).contains(&sum)
        })
        .map(|k| k.to_string())
        .collect();
    if lengths.is_empty() {
        return String::new();
    }
    t!(
        "clue-fact-sandwich",
        sum = &sum,
        n = &n,
        lengths = or_list(lengths)
    )
}

/// What a quadruple's four cells hold: its digits, and how many cells are left for others.
fn quadruple(listed: &[u8]) -> String {
    let names: Vec<String> = listed.iter().map(u8::to_string).collect();
    t!(
        "clue-fact-quadruple",
        digits = and_list(names),
        free = 4usize.saturating_sub(listed.len())
    )
}

/// The sums a region-sum line's passes (`runs`, one a box) can still share by their
/// candidates: the highest of their least sums to the lowest of their most.
fn region_sum(runs: &[Vec<u16>], after: &[u32]) -> String {
    let spans: Option<Vec<(usize, usize)>> = runs.iter().map(|run| span(run, after)).collect();
    let Some(spans) = spans.filter(|s| s.len() >= 2) else {
        return String::new();
    };
    let low = spans.iter().map(|&(low, _)| low).max().unwrap_or(0);
    let high = spans.iter().map(|&(_, high)| high).min().unwrap_or(0);
    if low > high {
        return String::new();
    }
    t!(
        "clue-fact-region-sum",
        passes = spans.len(),
        low = &low,
        high = &high
    )
}

/// The least and most `cells` can add up to by their candidates (repeats ignored).
fn span(cells: &[u16], after: &[u32]) -> Option<(usize, usize)> {
    cells.iter().try_fold((0, 0), |(low, high), &cell| {
        let bits = *after.get(usize::from(cell))?;
        Some((low + digits(bits).min()?, high + digits(bits).max()?))
    })
}

/// The range the ends of a between line leave to its inner cells, by their candidates.
fn between(cells: &[u16], after: &[u32]) -> String {
    let end = |c: Option<&u16>| c.and_then(|&c| after.get(usize::from(c)).copied());
    let (Some(first), Some(last)) = (end(cells.first()), end(cells.last())) else {
        return String::new();
    };
    let low = digits(first).chain(digits(last)).min();
    let high = digits(first).chain(digits(last)).max();
    match (low, high) {
        (Some(low), Some(high)) if high > low + 1 => {
            t!("clue-fact-between", low = &(low + 1), high = &(high - 1))
        }
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{ClueKind, Grid, Rules};
    use crate::solver::CancelToken;
    use crate::techniques::{Candidates, Technique, steps_of};

    /// The explanation of the first step of `kind`'s technique on an empty 9x9 grid with
    /// `clue` alone.
    fn explained(clue: Clue, kind: ClueKind) -> String {
        let rules = Rules {
            clues: vec![clue],
            ..Rules::CLASSIC
        };
        let grid = Grid::from_values(Shape::NINE, &[0; 81])
            .and_then(|g| g.with_rules(rules))
            .unwrap();
        let cands = Candidates::from_grid(&grid);
        let steps = steps_of(&cands, Technique::Clue(kind), &CancelToken::new()).unwrap();
        steps
            .first()
            .map(|s| s.explanation.clone())
            .unwrap_or_default()
    }

    #[test]
    fn a_hint_says_the_fact_its_clue_gives() {
        crate::i18n::with_language(crate::i18n::Language::English, || {
            // Four cells rising from r1c1: the bulb 1 to 6, the top 4 to 9.
            let thermo = explained(Clue::Thermometer(vec![0, 1, 2, 3]), ClueKind::Thermometer);
            assert!(
                thermo.contains("r1c1 (cell 1 from the bulb) lies between 1 and 6")
                    && thermo.contains("(cell 4 from the bulb) lies between 4 and 9"),
                "{thermo}"
            );
            let whisper = Clue::Whispers {
                cells: vec![0, 1, 2],
                gap: 5,
            };
            let whisper = explained(whisper, ClueKind::Whispers);
            assert!(
                whisper.contains("No digit is that far from 5,"),
                "{whisper}"
            );
            // Three cells of box 3, down and right from above column 6, make 6: 1, 2 and 3.
            let killer = Clue::LittleKiller {
                from: [0, 6],
                step: [1, 1],
                sum: 6,
            };
            let killer = explained(killer, ClueKind::LittleKiller);
            assert!(
                killer.contains("add up to between 3 and 9, and they must make 6."),
                "{killer}"
            );
            // A between line whose ends are 2 and 5 leaves 3 and 4 between them.
            let rules = Rules {
                clues: vec![Clue::Between(vec![0, 1, 2])],
                ..Rules::CLASSIC
            };
            let mut values = [0u8; 81];
            values[0] = 2;
            values[2] = 5;
            let grid = Grid::from_values(Shape::NINE, &values)
                .and_then(|g| g.with_rules(rules))
                .unwrap();
            let cands = Candidates::from_grid(&grid);
            let steps = steps_of(
                &cands,
                Technique::Clue(ClueKind::Between),
                &CancelToken::new(),
            );
            let text = steps.unwrap().first().map(|s| s.explanation.clone());
            assert!(
                text.as_deref()
                    .is_some_and(|t| t.contains("can only hold 3 to 4")),
                "{text:?}"
            );
            // A pill of two cells over a shaft of three in one row: the shaft's candidates add
            // up to 3 to 27, so the pill's first cell is a 1 or a 2.
            let pill = Clue::Arrow {
                circle: vec![0, 1],
                shaft: vec![2, 3, 4],
            };
            let pill = explained(pill, ClueKind::Arrow);
            assert!(
                pill.contains("the pill is a 2-digit number") && pill.contains(" 3 and 27,"),
                "{pill}"
            );
            // A region-sum line across boxes 1 and 2: two cells, then one. By the candidates
            // the step leaves (the two 1 to 8, the one 2 to 9) the shared sum is 2 to 9.
            let line = Clue::RegionSum(vec![1, 2, 3]);
            let line = explained(line, ClueKind::RegionSum);
            assert!(
                line.contains("passes through 2 boxes") && line.contains(" 2 to 9."),
                "{line}"
            );
            // Three digits on a corner: one cell left for another.
            let four = Clue::Quadruple {
                cells: [0, 1, 9, 10],
                digits: vec![1, 2, 3],
            };
            let four = explained(four, ClueKind::Quadruple);
            assert!(
                four.contains("hold 1, 2 and 3, and one other digit"),
                "{four}"
            );
        });
    }

    #[test]
    fn facts_name_the_pairs_the_lonely_digits_and_the_sandwich_lengths() {
        crate::i18n::with_language(crate::i18n::Language::English, || {
            assert_eq!(
                pairs(9, |a, b| a + b == 10),
                "Only these pairs make it: 1–9, 2–8, 3–7 or 4–6."
            );
            assert_eq!(pairs(9, |a, b| b == 2 * a), pairs(9, |a, b| b == a * 2));
            let lonely = whispers(5, 9);
            assert!(lonely.contains("No digit is that far from 5,"), "{lonely}");
            assert!(!whispers(3, 9).contains("No digit"));
            // 30 between the 1 and the 9: five cells (2+...+6 = 20 to 4+...+8 = 30) or six
            // (27 to 33), not four (at most 26) or seven (35 only).
            let fact = sandwich(Shape::NINE, [1, 0], 30);
            assert!(fact.contains(" 5 or 6 cells"), "{fact}");
            assert!(sandwich(Shape::NINE, [1, 0], 35).contains(" 7 cells"));
            let zero = sandwich(Shape::NINE, [1, 0], 0);
            assert!(zero.contains(" 0 "), "{zero}");
        });
    }
}
