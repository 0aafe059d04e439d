//! The 9x9 engine's tables and propagation, checked on small cases.

use super::*;

#[test]
fn matching_keeps_only_permutation_pairs() {
    // Row 0 only in box 0 forces rows 1 and 2 out of box 0.
    let meets = 0b111_111_001;
    assert_eq!(MATCHING[meets], 0b110_110_001);
    // Two rows confined to the same single box: impossible.
    assert_eq!(MATCHING[0b111_001_001], 0);
}

#[test]
fn configurations_are_the_permutations_inside_the_matrix() {
    assert_eq!(CONFIGS[0x1ff], 0b11_1111);
    // Only the diagonal: the identity permutation.
    assert_eq!(CONFIGS[0b100_010_001], 1);
    assert_eq!(CONFIGS[0b111_001_001], 0);
    // Each configuration keeps three minirows, and together they cover the band.
    assert!(PERM_CELLS.iter().all(|c| c.count_ones() == 9));
    assert_eq!(PERM_CELLS.iter().fold(0, |a, c| a | c), MASK27);
}

#[test]
fn one_lookup_keeps_the_matching_cells_and_forces_the_confined_rows() {
    let keep = |m: usize| KEEP_AND_FORCED[m] as u32;
    let forced = |m: usize| (KEEP_AND_FORCED[m] >> 32) as u32;
    // Row 0 only in box 0: its minirow there; rows 1 and 2 may still swap boxes 1 and 2, and
    // lose box 0.
    assert_eq!(keep(0b111_111_001), 0o7 | 0o770 << 9 | 0o770 << 18);
    assert_eq!(forced(0b111_111_001), 0o7);
    // Only the diagonal: every row is confined.
    assert_eq!(forced(0b100_010_001), 7 | 7 << 12 | 7 << 24);
    assert_eq!(keep(0b100_010_001), forced(0b100_010_001));
    // No permutation fits: nothing kept, nothing forced.
    assert_eq!(KEEP_AND_FORCED[0b111_001_001], 0);
}

#[test]
fn config_weights_sum_to_open_digits_and_configurations() {
    assert_eq!(CONFIG_WEIGHT[0x1ff], 6 | 1 << 8);
    // One configuration: settled, not open.
    assert_eq!(CONFIG_WEIGHT[0b100_010_001], 1);
    assert_eq!(CONFIG_WEIGHT[0b111_001_001], 0);
    // Nine open digits with six configurations each: neither byte carries.
    let line = 9 * u32::from(CONFIG_WEIGHT[0x1ff]);
    assert_eq!((line >> 8, line & 0xff), (9, 54));
}

#[test]
fn sole_columns_are_the_only_column_of_their_box() {
    // Column 0 alone in stack 0, columns 4 and 5 together, column 8 alone in stack 2.
    assert_eq!(SOLE_COLUMNS[0b100_110_001], columns(0b100_000_001));
    assert_eq!(SOLE_COLUMNS[0x1ff], 0);
}

#[test]
fn alone_finds_the_only_bit_of_each_group() {
    // Minirows of three rows: box 0 alone, boxes 0 and 1 together, box 2 alone.
    assert_eq!(alone(0o100_011_001, 3), 0o100_000_001);
    // The three bands side by side: in row 0, band 0 in boxes 0 and 2, band 1 in all three,
    // band 2 in box 1 only; in row 2, each band in a box of its own.
    assert_eq!(alone(0o421_000_363, 3), 0o421_000_040);
    // Columns of three stacks: column 0 alone, none, columns 7 and 8 together.
    assert_eq!(alone(0b110_000_001, 1), 0b000_000_001);
}

/// [`tightest`] with each line's weights summed from its matrices, as the strong pass sums them.
fn pick(bands: &[[u32; 9]; 3], stacks: &[[u32; 9]; 3], rule: &mut Rule) -> Option<Tight> {
    let mut weights = [0; 6];
    for (weight, line) in weights.iter_mut().zip(bands.iter().chain(stacks)) {
        *weight = line
            .iter()
            .map(|&m| u32::from(CONFIG_WEIGHT[m as usize]))
            .sum();
    }
    tightest(bands, stacks, weights, rule)
}

#[test]
fn the_branching_rule_reads_open_digits_until_a_line_is_settled() {
    // Every digit free in every line (six configurations), but in band 2 digits 0-2 are
    // down to one (the identity: row k in box k) and digit 5 to two.
    const ALL: u32 = 0o777;
    const ONE: u32 = 0o421;
    const TWO: u32 = 0o421 | 0o142;
    let mut bands = [[ALL; 9]; 3];
    let stacks = [[ALL; 9]; 3];
    bands[2][..3].fill(ONE);
    bands[2][5] = TWO;
    // No line settled: band 2 has the fewest open digits (six), and its first digit with
    // the most configurations is 3.
    let mut rule = Rule::Undecided;
    let tight = pick(&bands, &stacks, &mut rule).map(|t| (t.branch, t.options.count_ones()));
    assert!(
        matches!(tight, Some((Branch::Band { digit: 3, band: 2 }, 6))),
        "the open-digit rule"
    );
    assert!(rule == Rule::OpenDigits, "a loose root decides the rule");
    // Band 1 settled (every digit one configuration): tdoku's rule, the fewest
    // configurations in all (band 2 again), and its open digit with the fewest (5, two).
    bands[1] = [ONE; 9];
    let tight = pick(&bands, &stacks, &mut rule).map(|t| (t.branch, t.options.count_ones()));
    assert!(
        matches!(tight, Some((Branch::Band { digit: 5, band: 2 }, 2))),
        "tdoku's rule"
    );
    // A tight root (every digit down to two configurations in every line, but one to six:
    // 112 in all, under LOOSE_ROOT) follows tdoku's rule throughout, here before any line
    // is settled: the first line with the fewest in all, not the six.
    let mut bands = [[TWO; 9]; 3];
    bands[2][4] = ALL;
    let stacks = [[TWO; 9]; 3];
    let mut rule = Rule::Undecided;
    let tight = pick(&bands, &stacks, &mut rule).map(|t| (t.branch, t.options.count_ones()));
    assert!(rule == Rule::FailFirst, "a tight root decides the rule");
    assert!(
        matches!(tight, Some((Branch::Band { digit: 0, band: 0 }, 2))),
        "tdoku's rule from a tight root"
    );
    // Nothing open anywhere: no configuration to branch on.
    assert!(pick(&[[ONE; 9]; 3], &[[ONE; 9]; 3], &mut Rule::OpenDigits).is_none());
}

#[test]
fn guess_cell_takes_the_first_cell_with_the_fewest_candidates() {
    // A hard puzzle, from the forum's hardest list.
    let line = "..1..4.......6.3.5...9.....8.....7.3.......285...7.6..3...8...6..92......4...1...";
    let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
    let (mut state, _) = State::new(&values).unwrap();
    assert!(state.propagate::<false>());
    let (pairs, placed) = state.naked_singles().unwrap();
    assert!(!placed);
    // Counted the slow way: candidates of each open cell.
    let count = |index: usize| state.digits_at(index).count_ones();
    let open = (0..81).filter(|&i| state.placed[i / 27] & (1 << (i % 27)) == 0);
    let fewest = open.map(|i| (count(i), i)).min().unwrap();
    assert_eq!(state.guess_cell(&pairs), fewest);
    // Without the pairs the bit-sliced count finds the same cell.
    assert_eq!(state.guess_cell(&[0; 3]), fewest);
}

#[test]
#[cfg(target_arch = "x86_64")]
fn pext_gathers_what_the_tables_and_shifts_gather() {
    if !has_v3() {
        eprintln!("skipped: this processor has no BMI2");
        return;
    }
    // A spread of band entries (27 bits), every 9-bit pattern in each row among them.
    for k in 0..200_000u32 {
        let cands = k.wrapping_mul(0x9e37_79b1) >> 5 & MASK27;
        assert_eq!(
            band_meets::<true>(cands),
            band_meets::<false>(cands),
            "{cands:o}"
        );
        let rows = (cands | cands >> 1 | cands >> 2) & MINIROWS;
        assert_eq!(
            minirow_meets::<true>(rows),
            minirow_meets::<false>(rows),
            "{rows:o}"
        );
        assert_eq!(
            minirow_meets::<false>(rows),
            band_meets::<false>(cands),
            "{cands:o}"
        );
        for stack in 0..3 {
            let expected = stack_meets::<false>(cands, stack);
            assert_eq!(stack_meets::<true>(cands, stack), expected, "{cands:o}");
        }
    }
}

#[test]
#[allow(unsafe_code)]
fn both_copies_of_the_search_agree() {
    use crate::solver::CancelToken;
    // Hard puzzles from the forum's hardest lists, searched with strong nodes and cheap
    // ones; the last has lost givens (solutions counted up to the limit of 3).
    let lines = [
        "..1..4.......6.3.5...9.....8.....7.3.......285...7.6..3...8...6..92......4...1...",
        "98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2",
        "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
        "........2..8.1.9..5....3.4....1.93...6..3..8...37..................7.8..2........",
    ];
    let run = |values: &[u8], cheap: u64, search: fn(&mut State, &mut Sink, u64) -> bool| {
        let cancel = CancelToken::new();
        let mut sink = Sink::new(3, 2, &cancel);
        let (mut state, _) = State::new(values).unwrap();
        search(&mut state, &mut sink, cheap);
        (
            sink.count,
            sink.solutions,
            sink.stats.nodes,
            sink.stats.guesses,
        )
    };
    for line in lines {
        let values: Vec<u8> = line.bytes().map(|b| b.saturating_sub(b'0') % 10).collect();
        for cheap in [0, 64] {
            let portable = run(&values, cheap, descend_portable::<false>);
            assert!(portable.0 >= 1, "{line}");
            assert_eq!(portable, run(&values, cheap, descend), "{line}");
            // The AVX2 copy in both forms, where this processor can run it.
            #[cfg(target_arch = "x86_64")]
            if has_v3() {
                // SAFETY: the processor has every feature the copy is compiled for (tested).
                let tables: fn(&mut State, &mut Sink, u64) -> bool =
                    |s, k, c| unsafe { descend_v3::<false>(s, k, c) };
                let pext: fn(&mut State, &mut Sink, u64) -> bool =
                    |s, k, c| unsafe { descend_v3::<true>(s, k, c) };
                assert_eq!(portable, run(&values, cheap, tables), "{line}");
                assert_eq!(portable, run(&values, cheap, pext), "{line}");
            }
        }
    }
}

#[test]
fn setup_reads_every_cell_and_refuses_values_above_nine() {
    // One given in each cell that ends a word read (7, 15, 23) and in the last three of
    // each band (24-26), in different rows, columns and boxes where they must be.
    let mut values = vec![0u8; 81];
    for (cell, value) in [(7, 1), (15, 2), (23, 3), (24, 4), (25, 5), (26, 6), (80, 7)] {
        values[cell] = value;
    }
    let (mut state, givens) = State::new(&values).unwrap();
    assert_eq!(givens, 7);
    assert!(state.propagate::<false>());
    assert_eq!(state.digits_at(26), 1 << 5);
    assert_eq!(state.digits_at(80), 1 << 6);
    for bad in [10, 0x80, 0xff] {
        values[25] = bad;
        assert!(State::new(&values).is_none());
    }
}

#[test]
fn band_peers_are_the_row_and_the_box() {
    // 8 in the row and 6 more in the box; the column's cells in the band lie in the box.
    assert!(BAND_PEERS.iter().all(|p| p.count_ones() == 14));
    assert_eq!(BAND_PEERS[0], 0b000000111_000000111_111111110);
}
