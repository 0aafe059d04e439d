//! Tests of the variant techniques, each on a grid built for it, checked against what the
//! rule's definition says must follow.

use crate::board::{Cage, Digit, DigitSet, Grid, Rules, Shape};
use crate::solver::CancelToken;
use crate::techniques::testing::lines;
use crate::techniques::{Candidates, Step, Technique, steps_of};

fn cage(cells: &[u16], sum: u16) -> Cage {
    Cage {
        cells: cells.to_vec(),
        sum: Some(sum),
    }
}

/// An empty 9x9 grid under `rules`, with `values` placed (cell, digit).
fn grid(rules: Rules, values: &[(usize, u8)]) -> Grid {
    let mut all = vec![0u8; 81];
    for &(c, v) in values {
        all[c] = v;
    }
    Grid::from_values(Shape::NINE, &all)
        .and_then(|g| g.with_rules(rules))
        .unwrap()
}

fn steps(grid: &Candidates, technique: Technique) -> Vec<Step> {
    steps_of(grid, technique, &CancelToken::new()).unwrap()
}

/// Candidates where `digit` is left only in `cells` of the cells listed in `from`.
fn marks_without(digit: u8, from: &[usize], keep: &[usize]) -> Vec<DigitSet> {
    let mut marks = vec![DigitSet::full(9); 81];
    let d = Digit::new(digit).unwrap();
    for &c in from {
        if !keep.contains(&c) {
            marks[c].remove(d);
        }
    }
    marks
}

#[test]
fn a_cage_of_two_cells_summing_to_three_holds_one_and_two() {
    let rules = Rules {
        cages: vec![cage(&[0, 1], 3)],
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules, &[]));
    let found = steps(&cands, Technique::CageCombination);
    let narrowing = found
        .iter()
        .find(|s| s.eliminations.iter().all(|&(c, _)| c < 2))
        .expect("the cage's own cells narrow");
    let mut gone = narrowing.eliminations.clone();
    gone.sort();
    let expected: Vec<(usize, Digit)> = [0usize, 1]
        .into_iter()
        .flat_map(|c| (3..=9).map(move |d| (c, Digit::new(d).unwrap())))
        .collect();
    assert_eq!(gone, expected);
    assert!(
        narrowing.explanation.contains("1+2"),
        "{}",
        narrowing.explanation
    );
    assert_eq!(narrowing.groups, vec![vec![0, 1]]);

    // After it, 1 and 2 are both required: they leave the rest of row 1 and box 1.
    let mut after = cands.clone();
    narrowing.apply(&mut after);
    let required = steps(&after, Technique::CageCombination);
    let one = Digit::new(1).unwrap();
    let step = required
        .iter()
        .find(|s| s.eliminations.iter().all(|&(_, d)| d == one))
        .expect("1 is required");
    let cells: Vec<usize> = step.eliminations.iter().map(|&(c, _)| c).collect();
    assert!(cells.contains(&2) && cells.contains(&8) && cells.contains(&9) && cells.contains(&20));
    assert!(!cells.contains(&0) && !cells.contains(&1) && !cells.contains(&27));
}

#[test]
fn a_cage_with_one_empty_cell_left_places_what_its_sum_leaves() {
    let rules = Rules {
        cages: vec![cage(&[0, 1, 2], 12)],
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules, &[(0, 3), (1, 4)]));
    let found = steps(&cands, Technique::CageCombination);
    assert!(
        found
            .iter()
            .any(|s| s.placements == [(2, Digit::new(5).unwrap())]),
        "{found:?}"
    );
}

/// Row 1 caged in pairs (3, 7, 11, 15) but for r1c9, which must then be 45 − 36 = 9.
#[test]
fn the_45_rule_places_a_rows_one_innie() {
    let rules = Rules {
        cages: vec![
            cage(&[0, 1], 3),
            cage(&[2, 3], 7),
            cage(&[4, 5], 11),
            cage(&[6, 7], 15),
        ],
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules, &[]));
    let found = steps(&cands, Technique::Rule45);
    let step = found
        .iter()
        .find(|s| s.placements == [(8, Digit::new(9).unwrap())])
        .expect("r1c9 is 9");
    assert!(
        step.explanation.contains("45 − 36 = 9"),
        "{}",
        step.explanation
    );
    assert_eq!(step.houses, vec![0]);
}

/// Row 1 wholly caged; the last cage reaches down to r2c9, which the outies make 5, and
/// which splitting the cage also finds.
#[test]
fn outies_and_cage_splitting_find_the_cell_a_cage_sticks_out_by() {
    let rules = Rules {
        cages: vec![
            cage(&[0, 1], 3),
            cage(&[2, 3], 7),
            cage(&[4, 5], 11),
            cage(&[6, 7, 8, 17], 29),
        ],
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules, &[]));
    let five = Digit::new(5).unwrap();
    let rule = steps(&cands, Technique::Rule45);
    let outie = rule
        .iter()
        .find(|s| s.placements == [(17, five)])
        .expect("the outie r2c9 is 5");
    assert!(
        outie.explanation.contains("50 − 45"),
        "{}",
        outie.explanation
    );
    let split = steps(&cands, Technique::CageSplitting);
    assert!(
        split.iter().any(|s| s.placements == [(17, five)]),
        "{split:?}"
    );
}

#[test]
fn a_houses_places_all_in_one_cage_leave_the_cages_other_cells() {
    let rules = Rules {
        cages: vec![cage(&[0, 1, 10], 15)],
        ..Rules::CLASSIC
    };
    let row: Vec<usize> = (0..9).collect();
    let marks = marks_without(5, &row, &[0, 1]);
    let cands = Candidates::with_marks(&grid(rules, &[]), Some(&marks));
    assert_eq!(
        lines(&cands, Technique::CageOverlap),
        ["Cage/House Overlap: r2c2<>5"]
    );
}

#[test]
fn a_placed_digit_leaves_the_cells_a_knights_move_away() {
    let rules = Rules {
        anti_knight: true,
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules, &[(40, 5)]));
    // The peers through houses already lost 5; a knight's move is the rule's to say.
    assert!(cands.has(21, 4) && cands.has(59, 4) && !cands.has(41, 4));
    let found = steps(&cands, Technique::AntiKnight);
    let step = found
        .iter()
        .find(|s| s.groups == [vec![40]])
        .expect("r5c5's step");
    assert_eq!(
        step.line(9),
        "Anti-Knight: r3c4<>5, r3c6<>5, r4c3<>5, r4c7<>5, r6c3<>5, r6c7<>5, r7c4<>5, r7c6<>5"
    );
    assert!(step.explanation.contains("knight's move"));
}

#[test]
fn a_digit_whose_places_in_a_row_are_all_a_kings_move_away_leaves_the_cell() {
    let rules = Rules {
        anti_king: true,
        ..Rules::CLASSIC
    };
    let row: Vec<usize> = (0..9).collect();
    // 1 only in r1c3 and r1c4 (two boxes): r2c3 and r2c4 each see one by the box and column,
    // the other by a king's move.
    let marks = marks_without(1, &row, &[2, 3]);
    let cands = Candidates::with_marks(&grid(rules, &[]), Some(&marks));
    assert_eq!(
        lines(&cands, Technique::AntiKing),
        ["Anti-King: r2c3<>1, r2c4<>1"]
    );
}

#[test]
fn non_consecutive_removes_the_neighbours_of_a_digit_and_of_a_squeezed_cell() {
    let rules = Rules {
        non_consecutive: true,
        ..Rules::CLASSIC
    };
    let cands = Candidates::from_grid(&grid(rules.clone(), &[(40, 5)]));
    assert_eq!(
        lines(&cands, Technique::NonConsecutive),
        ["Non-Consecutive: r4c5<>4, r4c5<>6, r5c4<>4, r5c4<>6, r5c6<>4, r5c6<>6, r6c5<>4, r6c5<>6"]
    );
    // r1c1 holds 4 or 6: a 5 beside it would leave it nothing.
    let mut marks = vec![DigitSet::full(9); 81];
    marks[0] = DigitSet::from_bits(0b10_1000);
    let cands = Candidates::with_marks(&grid(rules, &[]), Some(&marks));
    let found = lines(&cands, Technique::NonConsecutive);
    assert_eq!(found, ["Non-Consecutive: r1c2<>5, r2c1<>5"]);
}

#[test]
fn classic_grids_give_the_variant_techniques_nothing() {
    crate::techniques::testing::assert_empty_grids_give_nothing(crate::techniques::Family::Variant);
    for cands in crate::techniques::testing::varied_grids(5) {
        for technique in [
            Technique::CageCombination,
            Technique::Rule45,
            Technique::AntiKnight,
            Technique::NonConsecutive,
        ] {
            assert!(steps(&cands, technique).is_empty());
        }
    }
}

/// Asserts that each of `steps` places only `solution`'s digits and removes none of them,
/// applying them to `cands` in turn.
fn keeps_solution(steps: &[Step], solution: &[u8], cands: &mut Candidates) {
    for step in steps {
        for &(c, d) in &step.placements {
            assert_eq!(solution[c], d.get(), "{}", step.line(9));
        }
        for &(c, d) in &step.eliminations {
            assert_ne!(solution[c], d.get(), "{}", step.line(9));
        }
        step.apply(cands);
    }
}

/// The solution path from `cands`, its explanations in English.
fn english_path(cands: &Candidates) -> crate::techniques::Path {
    crate::i18n::with_language(crate::i18n::Language::English, || {
        crate::techniques::solve_path(cands, &CancelToken::new()).unwrap()
    })
}

/// Every step on the way through a killer (no givens; the cages of tests/variants.rs over
/// HoDoKu's "Example 1" solution) keeps its one solution.
#[test]
fn killer_steps_keep_the_solution() {
    const SHORT: &str =
        "FLI<<<O9<^^<<6<^<L^O<<HA<^^A<^>^L<5^^9FH<<^^^P^^E^A<GH^<^^<<B^^I^B<GH^^^^<<>^^8<^";
    const SOLUTION: &str =
        "681953427793142568254867391547296813162385749938714652875421936316579284429638175";
    let puzzle = crate::formats::read_text(SHORT, "test").unwrap().grid;
    let solution: Vec<u8> = SOLUTION.bytes().map(|b| b - b'0').collect();
    let mut cands = Candidates::from_grid(&puzzle);
    let path = crate::techniques::solve_path(&cands, &CancelToken::new()).unwrap();
    assert!(
        path.steps
            .iter()
            .any(|s| s.technique == Technique::CageCombination)
    );
    keeps_solution(&path.steps, &solution, &mut cands);
}

/// Rule Contradiction names what its supposition forced, and outlines those cells (on a
/// generated master thermo puzzle: graded so for a supposition that forced digits).
#[test]
fn a_rule_contradiction_names_the_digits_its_supposition_forced() {
    use crate::generator::{VariantRequest, generate_variant};
    let request = VariantRequest {
        variant: crate::board::Variant::Thermo,
        shape: crate::board::Shape::NINE,
        level: crate::rate::Level::Master,
        seed: 1,
    };
    let made = generate_variant(&request, &crate::solver::CancelToken::new()).unwrap();
    assert_eq!(made.rating.map(|r| r.er), Some(85));
    let puzzle = made.puzzle;
    let cands = Candidates::from_grid(&puzzle);
    let path = english_path(&cands);
    let contradictions: Vec<&Step> = (path.steps.iter())
        .filter(|s| s.technique == Technique::RuleContradiction)
        .collect();
    assert!(!contradictions.is_empty());
    let named = contradictions.iter().filter(|s| {
        s.explanation
            .contains(" would follow; then a cell, a clue or a house")
            && s.groups.len() == 2
            && s.groups[1].iter().all(|&c| puzzle.values()[c] == 0)
    });
    assert!(named.count() > 0, "{:?}", contradictions[0].explanation);
}

/// Deep Rule Contradiction breaks a puzzle the rest leaves stuck, naming the cell the
/// supposition leaves without a way to be filled; every step of the path keeps the solution.
#[test]
fn a_deep_rule_contradiction_names_the_cell_left_unfillable() {
    const PUZZLE: &str =
        include_str!("../../../tests/data/constraints/made-region-sum-min-max.json");
    const SOLUTION: &str =
        include_str!("../../../tests/data/constraints/made-region-sum-min-max.sol");
    let puzzle = crate::formats::read_text(PUZZLE, "made-region-sum-min-max.json")
        .unwrap()
        .grid;
    let solution: Vec<u8> = SOLUTION.trim().bytes().map(|b| b - b'0').collect();
    let mut cands = Candidates::from_grid(&puzzle);
    let path = english_path(&cands);
    let deep: Vec<&Step> = (path.steps.iter())
        .filter(|s| s.technique == Technique::DeepRuleContradiction)
        .collect();
    assert!(!deep.is_empty());
    for step in &deep {
        assert!(
            step.explanation.contains(" would be left with ") && step.groups.len() == 2,
            "{}",
            step.explanation
        );
    }
    keeps_solution(&path.steps, &solution, &mut cands);
    assert!(cands.is_solved());
}

/// A look for the first step only collects one refutation, not eight: at every state of a
/// path that needs both forms, the first step each gives is the first of its full listing.
#[test]
fn the_first_rule_contradiction_is_the_first_of_the_listing() {
    const PUZZLE: &str =
        include_str!("../../../tests/data/constraints/made-region-sum-min-max.json");
    let puzzle = crate::formats::read_text(PUZZLE, "made-region-sum-min-max.json")
        .unwrap()
        .grid;
    let mut cands = Candidates::from_grid(&puzzle);
    let path = english_path(&cands);
    let cancel = CancelToken::new();
    let mut compared = 0;
    for step in &path.steps {
        for technique in [
            Technique::RuleContradiction,
            Technique::DeepRuleContradiction,
        ] {
            let first = crate::techniques::first_step(&cands, technique, &cancel).unwrap();
            let listed = steps_of(&cands, technique, &cancel).unwrap();
            assert_eq!(first.as_ref(), listed.first(), "{technique:?}");
            compared += usize::from(first.is_some());
        }
        step.apply(&mut cands);
    }
    assert!(compared > 2, "{compared}");
}
