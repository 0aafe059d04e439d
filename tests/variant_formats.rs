//! The variant formats through the library: every supported rule written as f-puzzles JSON,
//! as an f-puzzles link and (where Solo has the rule) as a Solo game ID reads back the same;
//! and random or mutated texts thrown at every variant parser never panic.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use proptest::prelude::*;
use shudu::board::{Cage, Cell, Digit, Grid, Rules, Shape};
use shudu::formats::{self, Problem, PuzzleText};

fn shape(n: usize) -> Shape {
    Shape::from_size(n).unwrap()
}

/// A grid of `shape` with a few givens and one placed digit, under `rules`.
fn grid(shape: Shape, rules: Rules) -> Grid {
    let mut grid = Grid::empty(shape);
    grid.set_given(Cell::new(0, 0), Digit::new(1));
    grid.set_given(Cell::new(1, shape.size() - 1), Digit::new(2));
    grid.set_value(Cell::new(shape.size() - 1, 1), Digit::new(3));
    grid.with_rules(rules).unwrap()
}

/// Rules with regions numbered by first cell and cages sorted, to compare rules read from a
/// format that numbers and orders them its own way.
fn canonical(rules: &Rules) -> Rules {
    let regions = rules.regions.as_ref().map(|map| {
        let mut seen: Vec<u8> = Vec::new();
        map.iter()
            .map(|r| match seen.iter().position(|s| s == r) {
                Some(at) => at as u8,
                None => {
                    seen.push(*r);
                    (seen.len() - 1) as u8
                }
            })
            .collect()
    });
    let mut cages = rules.cages.clone();
    cages.sort_by(|a, b| a.cells.cmp(&b.cells));
    Rules {
        regions,
        cages,
        ..rules.clone()
    }
}

/// A jigsaw map of 4x4: the rows' halves swapped between two boxes.
fn jigsaw4() -> Vec<u8> {
    vec![0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 3, 3, 2, 2, 3, 3]
}

/// Every rule alone and a few together, on 4x4, 6x6, 9x9 and 16x16 grids.
fn rule_sets() -> Vec<(Shape, Rules)> {
    let c = Rules::CLASSIC;
    vec![
        (shape(9), c.clone()),
        (
            shape(4),
            Rules {
                regions: Some(jigsaw4()),
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                diagonal_down: true,
                diagonal_up: true,
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                diagonal_up: true,
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                windoku: true,
                ..c.clone()
            },
        ),
        (
            shape(6),
            Rules {
                anti_knight: true,
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                anti_king: true,
                non_consecutive: true,
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                extra_regions: vec![vec![10, 20, 30], vec![0, 80]],
                ..c.clone()
            },
        ),
        (
            shape(9),
            Rules {
                cages: vec![
                    Cage::new([2, 3], Some(9)),
                    Cage::new([4, 13, 14], None),
                    Cage::new([80], Some(7)),
                ],
                ..c.clone()
            },
        ),
        (
            shape(16),
            Rules {
                cages: vec![Cage::new([200, 201, 217], Some(40))],
                diagonal_down: true,
                diagonal_up: true,
                windoku: true,
                ..c
            },
        ),
    ]
}

#[test]
fn fpuzzles_json_and_links_round_trip_every_rule() {
    let text = PuzzleText {
        title: Some("A \"quoted\" title"),
        author: Some("数独"),
        ruleset: Some("Normal rules.\nAnd more."),
    };
    for (shape, rules) in rule_sets() {
        let grid = grid(shape, rules.clone());
        for written in [
            formats::to_fpuzzles(&grid, text),
            formats::to_fpuzzles_link(&grid, text),
        ] {
            let read = formats::read_text(&written, "written")
                .unwrap_or_else(|e| panic!("{rules:?}: {e}\n{written}"));
            assert_eq!(read.grid, grid, "{written}");
            assert_eq!(read.grid.rules(), &rules);
            assert_eq!(read.title.as_deref(), text.title);
            assert_eq!(read.author.as_deref(), text.author);
            assert_eq!(read.ruleset.as_deref(), text.ruleset);
        }
    }
}

#[test]
fn solo_ids_round_trip_what_solo_has_and_refuse_the_rest() {
    let boxes = |n: usize| -> Vec<u16> { (0..(n * n) as u16).collect() };
    let killer_cages: Vec<Cage> = boxes(9)
        .chunks(3)
        .map(|cells| Cage::new(cells.iter().copied(), Some(15)))
        .collect();
    let solo = [
        (shape(9), Rules::CLASSIC),
        (shape(6), Rules::CLASSIC),
        (
            shape(4),
            Rules {
                regions: Some(jigsaw4()),
                ..Rules::CLASSIC
            },
        ),
        (
            shape(9),
            Rules {
                diagonal_down: true,
                diagonal_up: true,
                ..Rules::CLASSIC
            },
        ),
        (
            shape(9),
            Rules {
                cages: killer_cages,
                diagonal_down: true,
                diagonal_up: true,
                ..Rules::CLASSIC
            },
        ),
    ];
    for (shape, rules) in solo {
        // Solo has no placed digits: givens only.
        let grid = grid(shape, rules.clone()).givens_only();
        let id = formats::to_solo_id(&grid).unwrap_or_else(|e| panic!("{rules:?}: {e}"));
        let read = formats::read_text(&id, "solo").unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(read.grid.values(), grid.values(), "{id}");
        assert_eq!(canonical(read.grid.rules()), canonical(&rules), "{id}");
    }
    let refused = [
        (
            Rules {
                windoku: true,
                ..Rules::CLASSIC
            },
            "windoku",
        ),
        (
            Rules {
                anti_knight: true,
                ..Rules::CLASSIC
            },
            "anti-knight",
        ),
        (
            Rules {
                diagonal_up: true,
                ..Rules::CLASSIC
            },
            "both diagonals or neither",
        ),
        (
            Rules {
                cages: vec![Cage::new([0, 1], Some(3))],
                ..Rules::CLASSIC
            },
            "cover every cell",
        ),
    ];
    for (rules, named) in refused {
        let error = formats::to_solo_id(&grid(shape(9), rules)).err();
        assert!(
            matches!(&error, Some(Problem::Unwritable { reason, .. }) if reason.contains(named)),
            "{named}: {error:?}"
        );
    }
}

#[test]
fn a_classic_puzzle_has_the_solo_id_worked_out_by_hand() {
    let puzzle =
        "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
    let grid = formats::read_text(puzzle, "p").unwrap().grid;
    assert_eq!(
        formats::to_solo_id(&grid).ok().as_deref(),
        Some("3x3:6d3b7d4b6b5_4_8_6_7j1a1_6_2a8a7_4_9a3j4_2_1_9_3b1b7d4b6d5")
    );
}

/// Valid texts of every variant parser, for mutation.
fn seeds() -> Vec<String> {
    let json = formats::to_fpuzzles(
        &grid(shape(9), rule_sets()[8].1.clone()),
        PuzzleText::default(),
    );
    vec![
        json.clone(),
        formats::to_fpuzzles_link(&grid(shape(4), rule_sets()[1].1.clone()), PuzzleText::default()),
        format!("https://sudokupad.app/scl{}", formats::compress_to_base64("{ce:[[{v:1},,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[1,0],[1,1]]]}")),
        "3x3xk:zzzc,abababababababab_ab_a_zzzzzc,zzzc".to_string(),
        "9j:c1zzzb,cbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbcbc".to_string(),
        "FLI<<<O9<^^<<6<^<L^O<<HA<^^A<^>^L<5^^9FH<<^^^P^^E^A<GH^<^^<<B^^I^B<GH^^^^<<>^^8<^".to_string(),
        format!("3x3:d:k:{}", vec!["775"; 81].join(":")),
        "111222333111222333111222333444555666444555666444555666777888999777888999777888999\n5........................................................................1......."
            .to_string(),
    ]
}

/// Reads `text` every way a player can hand it over; every accepted grid must be valid.
fn read_all(text: &str) {
    for puzzle in formats::puzzles(text, "fuzz").take(8).flatten() {
        assert!(puzzle.grid.rules().check(puzzle.grid.shape()).is_ok());
    }
    let _ = formats::open_text(text, "fuzz");
    let _ = formats::decompress_from_base64(text);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn lz_string_round_trips_any_text(text in "\\PC{0,200}") {
        let packed = formats::compress_to_base64(&text);
        prop_assert_eq!(formats::decompress_from_base64(&packed), Some(text));
    }

    #[test]
    fn random_texts_after_each_prefix_never_panic(
        prefix in prop::sample::select(vec![
            "{", "{\"size\":9,\"grid\":", "https://www.f-puzzles.com/?load=", "https://sudokupad.app/scl",
            "fpuzzles", "ctc", "N4Ig", "3x3:", "3x3xk:", "9j:", "3x3:d:k:", "",
        ]),
        body in "[ -~]{0,300}",
    ) {
        read_all(&format!("{prefix}{body}"));
    }

    #[test]
    fn killer_and_jigsaw_alphabets_never_panic(
        line in "[0-9A-Za-j<>^v`',.]{81}",
        second in "[0-9.]{81}",
    ) {
        read_all(&line);
        read_all(&format!("{line}\n{second}"));
    }

    #[test]
    fn mutated_valid_texts_never_panic(
        which in 0usize..8,
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..6),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut bytes = seeds()[which].clone().into_bytes();
        for (at, byte) in edits {
            let at = at.index(bytes.len());
            bytes[at] = byte;
        }
        bytes.truncate(cut.index(bytes.len() + 1).max(bytes.len() / 2));
        let text = String::from_utf8_lossy(&bytes);
        read_all(&text);
        // Packed again after the change, links still decode to something or are refused.
        read_all(&format!("fpuzzles{}", formats::compress_to_base64(&text)));
        read_all(&format!("scl{}", formats::compress_to_base64(&text)));
    }
}
