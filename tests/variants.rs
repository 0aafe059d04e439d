//! Variant puzzle files on the command line: the real binary on files written here, in every
//! variant format (f-puzzles JSON, f-puzzles and SudokuPad links, SudokuPad's own JSON, Solo
//! game IDs, the killer short form, SudoCue's killer form, jigsaw lines), each puzzle built
//! from a grid whose solution is known and checked here against the rules independently of
//! the engine. Each puzzle has one solution under its rules and several without them, so a
//! rule the reader dropped would show.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use serde_json::{Value, json};
use shudu::formats;

/// HoDoKu's "Example 1" and its solution.
const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
const SOLUTION: &str =
    "681953427793142568254867391547296813162385749938714652875421936316579284429638175";

/// Cages over [`SOLUTION`], one letter a cage: with their true sums and no givens they have
/// one solution.
const KILLER_CAGES: &str =
    "ABCCCCDEEABBBFFDDGAHHHIJJDGKKHIILLMGKNOPPPLMGQNORPSSTUQQORRRVTUWQXXYZVTUWWWYYZaaU";
/// The same cages in the killer short form.
const KILLER_SHORT: &str =
    "FLI<<<O9<^^<<6<^<L^O<<HA<^^A<^>^L<5^^9FH<<^^^P^^E^A<GH^<^^<<B^^I^B<GH^^^^<<>^^8<^";

/// Variants: givens with one solution under the rule and two or more without, and that
/// solution.
struct Variant {
    name: &'static str,
    givens: &'static str,
    solution: &'static str,
    rules: Rules,
}

/// The rules a solution is checked against here.
#[derive(Default, Clone)]
struct Rules {
    regions: Option<&'static str>,
    diagonals: bool,
    windoku: bool,
    knight: bool,
    king: bool,
    non_consecutive: bool,
}

const JIGSAW: &str =
    "111222333111222333111225333444425666444555666745555666747788999777888999778888999";

fn variants() -> Vec<Variant> {
    let rules = Rules::default();
    vec![
        Variant {
            name: "x",
            givens: ".2.4.6......7..1.3..............1.6...........4..9....2..3..6..3..8.....5......1.",
            solution: "123456789456789123789123456935241867617538294842697531298314675371865942564972318",
            rules: Rules {
                diagonals: true,
                ..rules.clone()
            },
        },
        Variant {
            name: "anti-knight",
            givens: "...4....9......4.6........3.....3...............57.1.....8....73........6........",
            solution: "123456789987312456465798213251983674734621598896574132512849367378265941649137825",
            rules: Rules {
                knight: true,
                ..rules.clone()
            },
        },
        Variant {
            name: "anti-king",
            givens: "......7.9...2.31.6..9.....5.....4....7..........71.3...4.8..9.3.3.6.....2.8......",
            solution: "123456789785293146469187235812534697374962518596718324641825973937641852258379461",
            rules: Rules {
                king: true,
                ..rules.clone()
            },
        },
        Variant {
            name: "non-consecutive",
            givens: "...............7.2..............1...............95.......7.....6.................",
            solution: "135279468468513792792846135246381579579624813813957246351792684684135927927468351",
            rules: Rules {
                non_consecutive: true,
                ..rules.clone()
            },
        },
        Variant {
            name: "windoku",
            givens: "12......9....8.1.3........6.....7.6................2...1.6..9.594.......6........",
            solution: "123456789456789123789123456534297861261834597897561234312678945948315672675942318",
            rules: Rules {
                windoku: true,
                ..rules.clone()
            },
        },
        Variant {
            name: "jigsaw",
            givens: "12.4.........8.1.3........6.....7.9...........6..1.....9.8..5.46429..............",
            solution: "123456789456789123789123456214537698837694215965218347391862574642975831578341962",
            rules: Rules {
                regions: Some(JIGSAW),
                ..rules
            },
        },
    ]
}

fn digits(text: &str) -> Vec<u32> {
    text.chars().map(|c| c.to_digit(10).unwrap_or(0)).collect()
}

/// Whether `solution` fills the grid, keeps `givens` and obeys `rules`: checked here, cell by
/// cell, not by the engine.
fn obeys(solution: &str, givens: &str, rules: &Rules, cages: &[(Vec<usize>, u32)]) -> bool {
    let v = digits(solution);
    if v.len() != 81 || v.contains(&0) {
        return false;
    }
    let kept = givens
        .chars()
        .zip(solution.chars())
        .all(|(g, s)| g == '.' || g == s);
    let region = |i: usize| match rules.regions {
        Some(map) => map.as_bytes()[i] as usize,
        None => (i / 27) * 3 + (i % 9) / 3,
    };
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for k in 0..9 {
        groups.push((0..9).map(|c| k * 9 + c).collect());
        groups.push((0..9).map(|r| r * 9 + k).collect());
    }
    let mut labels: Vec<usize> = (0..81).map(region).collect();
    labels.sort_unstable();
    labels.dedup();
    for label in labels {
        groups.push((0..81).filter(|&i| region(i) == label).collect());
    }
    if rules.diagonals {
        groups.push((0..9).map(|k| k * 10).collect());
        groups.push((0..9).map(|k| k * 8 + 8).collect());
    }
    if rules.windoku {
        for (r0, c0) in [(1, 1), (1, 5), (5, 1), (5, 5)] {
            groups.push((0..9).map(|k| (r0 + k / 3) * 9 + c0 + k % 3).collect());
        }
    }
    let distinct = |cells: &[usize]| {
        let mut seen: Vec<u32> = cells.iter().map(|&i| v[i]).collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len() == cells.len()
    };
    let pairs_ok = (0..81usize).all(|a| {
        (0..81usize).all(|b| {
            let (dr, dc) = ((a / 9).abs_diff(b / 9), (a % 9).abs_diff(b % 9));
            let knight = rules.knight && dr * dc == 2;
            let king = rules.king && dr <= 1 && dc <= 1 && a != b;
            let touching = rules.non_consecutive && dr + dc == 1;
            !((knight || king) && v[a] == v[b]) && !(touching && v[a].abs_diff(v[b]) == 1)
        })
    });
    let cages_ok = cages
        .iter()
        .all(|(cells, sum)| distinct(cells) && cells.iter().map(|&i| v[i]).sum::<u32>() == *sum);
    kept && pairs_ok && cages_ok && groups.iter().all(|g| distinct(g))
}

/// The killer cages of [`KILLER_CAGES`] with their sums in [`SOLUTION`].
fn killer_cages() -> Vec<(Vec<usize>, u32)> {
    let mut ids: Vec<char> = KILLER_CAGES.chars().collect();
    ids.sort_unstable();
    ids.dedup();
    let v = digits(SOLUTION);
    ids.into_iter()
        .map(|id| {
            let cells: Vec<usize> = KILLER_CAGES
                .char_indices()
                .filter(|&(_, c)| c == id)
                .map(|(i, _)| i)
                .collect();
            let sum = cells.iter().map(|&i| v[i]).sum();
            (cells, sum)
        })
        .collect()
}

/// Runs `shudu <command> FILE` on a file holding `text`: stdout lines, stderr, exit code.
fn run(command: &str, file: &str, text: &str) -> (Vec<String>, String, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(file);
    std::fs::write(&path, text).unwrap();
    let out = common::shudu(&[command, path.to_str().unwrap()], "");
    let lines = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (
        lines,
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code(),
    )
}

/// Solves `text` and asserts the one solution, then counts it: one.
fn assert_solves(file: &str, text: &str, solution: &str) {
    let (lines, stderr, code) = run("solve", file, text);
    assert_eq!(lines, [solution], "{file}: {stderr}");
    assert_eq!(code, Some(0), "{file}: {stderr}");
    let (lines, stderr, _) = run("count", file, text);
    assert_eq!(lines, ["1"], "{file}: {stderr}");
}

/// f-puzzles JSON for `givens` under `rules`, with `cages`.
fn fpuzzles(givens: &str, rules: &Rules, cages: &[(Vec<usize>, u32)]) -> Value {
    let name = |i: usize| format!("R{}C{}", i / 9 + 1, i % 9 + 1);
    let grid: Vec<Vec<Value>> = (0..9)
        .map(|r| {
            (0..9)
                .map(|c| {
                    let i = r * 9 + c;
                    let mut cell = serde_json::Map::new();
                    if let Some(d) = givens[i..=i].parse::<u32>().ok().filter(|&d| d > 0) {
                        cell.insert("value".into(), json!(d));
                        cell.insert("given".into(), json!(true));
                    }
                    if let Some(map) = rules.regions {
                        cell.insert("region".into(), json!(map.as_bytes()[i] - b'1'));
                    }
                    Value::Object(cell)
                })
                .collect()
        })
        .collect();
    let mut root = json!({"size": 9, "title": "Test", "author": "Shudu", "grid": grid});
    let flags = [
        ("diagonal+", rules.diagonals),
        ("diagonal-", rules.diagonals),
        ("antiknight", rules.knight),
        ("antiking", rules.king),
        ("nonconsecutive", rules.non_consecutive),
    ];
    for (key, on) in flags {
        if on {
            root[key] = json!(true);
        }
    }
    if rules.windoku {
        let windows: Vec<Value> = [(1, 1), (1, 5), (5, 1), (5, 5)]
            .iter()
            .map(|&(r0, c0)| json!({"cells": (0..9).map(|k| name((r0 + k / 3) * 9 + c0 + k % 3)).collect::<Vec<_>>()}))
            .collect();
        root["extraregion"] = json!(windows);
    }
    if !cages.is_empty() {
        let cages: Vec<Value> = cages
            .iter()
            .map(|(cells, sum)| json!({"cells": cells.iter().map(|&i| name(i)).collect::<Vec<_>>(), "value": sum.to_string()}))
            .collect();
        root["killercage"] = json!(cages);
    }
    root
}

#[test]
fn the_known_solutions_obey_their_rules_and_the_givens_need_them() {
    for v in variants() {
        assert!(obeys(v.solution, v.givens, &v.rules, &[]), "{}", v.name);
        // Without the rule, the same givens have several solutions.
        let (lines, _, _) = run("solve", "classic.txt", &format!("{}\n", v.givens));
        assert_eq!(lines, ["multiple"], "{}", v.name);
    }
    assert!(obeys(SOLUTION, PUZZLE, &Rules::default(), &killer_cages()));
}

#[test]
fn fpuzzles_files_of_every_variant_solve_to_their_solution() {
    for v in variants() {
        let json = fpuzzles(v.givens, &v.rules, &[]);
        assert_solves(&format!("{}.json", v.name), &json.to_string(), v.solution);
    }
    let killer = fpuzzles(&".".repeat(81), &Rules::default(), &killer_cages());
    assert_solves("killer.json", &killer.to_string(), SOLUTION);
    // Pretty-printed JSON, as f-puzzles' export is not, reads the same.
    let pretty = serde_json::to_string_pretty(&killer).unwrap();
    assert_solves("killer-pretty.json", &pretty, SOLUTION);
}

#[test]
fn fpuzzles_and_sudokupad_links_solve_offline() {
    let variants = variants();
    let mut links = String::new();
    let mut expected = Vec::new();
    for (k, v) in variants.iter().enumerate() {
        let packed = formats::compress_to_base64(&fpuzzles(v.givens, &v.rules, &[]).to_string());
        let link = match k % 4 {
            0 => format!("https://www.f-puzzles.com/?load={packed}"),
            1 => format!("https://sudokupad.app/fpuzzles{packed}"),
            2 => format!(
                "https://app.crackingthecryptic.com/sudoku/fpuzzles{}",
                packed.replace('+', "%2B")
            ),
            _ => format!("fpuzzles{packed}"),
        };
        links.push_str(&link);
        links.push('\n');
        expected.push(v.solution.to_string());
    }
    let (lines, stderr, code) = run("solve", "links.txt", &links);
    assert_eq!(lines, expected, "{stderr}");
    assert_eq!(code, Some(0));
}

/// SudokuPad's own JSON for the jigsaw, zipped as its links carry it: short keys, no
/// quotes on keys, `'` for `"`, empty cells left out.
fn zipped_scl(v: &Variant) -> String {
    let rows: Vec<String> = (0..9)
        .map(|r| {
            let cells: Vec<String> = (0..9)
                .map(|c| match &v.givens[r * 9 + c..=r * 9 + c] {
                    "." => String::new(),
                    d => format!("{{v:{d}}}"),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    let map = v.rules.regions.unwrap();
    let regions: Vec<String> = (b'1'..=b'9')
        .map(|label| {
            let cells: Vec<String> = (0..81)
                .filter(|&i| map.as_bytes()[i] == label)
                .map(|i| format!("[{},{}]", i / 9, i % 9))
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!(
        "{{ce:[{}],re:[{}],ca:[{{v:'title: Jigsaw'}},{{v:'author: Shudu'}}],cs:50}}",
        rows.join(","),
        regions.join(",")
    )
}

#[test]
fn sudokupad_scl_links_zipped_or_plain_solve() {
    let jigsaw = variants().into_iter().find(|v| v.name == "jigsaw").unwrap();
    let zipped = zipped_scl(&jigsaw);
    let link = format!(
        "https://sudokupad.app/scl{}",
        formats::compress_to_base64(&zipped)
    );
    assert_solves("scl.txt", &link, jigsaw.solution);
    let puzzle = formats::read_text(&link, "scl").unwrap();
    assert_eq!(puzzle.title.as_deref(), Some("Jigsaw"));
    assert_eq!(puzzle.author.as_deref(), Some("Shudu"));
    // The short form of a SudokuPad link names a puzzle on its server: without --fetch it is
    // refused, saying how to allow it (tests/fetch.rs fetches).
    let (lines, stderr, code) = run("solve", "short.txt", "https://sudokupad.app/tsxx0mdp9b\n");
    assert_eq!(lines, ["invalid"]);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("add --fetch"), "{stderr}");
}

#[test]
fn killer_short_form_and_sudocue_solve() {
    let cages = killer_cages();
    assert_solves("killer.txt", &format!("{KILLER_SHORT}\n"), SOLUTION);
    // SudoCue: sum * 256 + cage number; with `d`, both diagonals too.
    let mut numbers = vec![0u32; 81];
    for (id, (cells, sum)) in cages.iter().enumerate() {
        for &i in cells {
            numbers[i] = sum * 256 + id as u32 + 1;
        }
    }
    let words: Vec<String> = numbers.iter().map(u32::to_string).collect();
    assert_solves(
        "sudocue.txt",
        &format!("3x3::k:{}\n", words.join(":")),
        SOLUTION,
    );
    // A killer X in SudoCue's form: the X puzzle's givens as cages of one cell.
    let x = variants().into_iter().find(|v| v.name == "x").unwrap();
    let words: Vec<String> = digits(x.givens)
        .iter()
        .enumerate()
        .map(|(i, &d)| {
            if d == 0 {
                "0".into()
            } else {
                (d * 256 + i as u32).to_string()
            }
        })
        .collect();
    let with_d = format!("3x3:d:k:{}\n", words.join(":"));
    assert_solves("killer-x.txt", &with_d, x.solution);
    let (lines, _, _) = run("solve", "killer-no-x.txt", &with_d.replacen(":d:", "::", 1));
    assert_eq!(lines, ["multiple"]);
    // One line each, mixed with a classic line.
    let mixed = format!("{KILLER_SHORT}\n{PUZZLE}\n{with_d}");
    let (lines, stderr, _) = run("solve", "mixed.txt", &mixed);
    assert_eq!(lines, [SOLUTION, SOLUTION, x.solution], "{stderr}");
}

/// Solo's run-length code of givens.
fn solo_grid(givens: &str) -> String {
    let mut out = String::new();
    let mut run = 0u8;
    for c in givens.chars() {
        if c == '.' {
            run += 1;
            continue;
        }
        if run > 0 {
            while run > 0 {
                let step = run.min(26);
                out.push(char::from(b'a' + step - 1));
                run -= step;
            }
        } else if !out.is_empty() {
            out.push('_');
        }
        out.push(c);
    }
    while run > 0 {
        let step = run.min(26);
        out.push(char::from(b'a' + step - 1));
        run -= step;
    }
    out
}

#[test]
fn solo_game_ids_solve() {
    // Worked out by hand from Solo's description of its game IDs.
    let classic = "3x3:6d3b7d4b6b5_4_8_6_7j1a1_6_2a8a7_4_9a3j4_2_1_9_3b1b7d4b6d5";
    assert_eq!(solo_grid(PUZZLE), classic.trim_start_matches("3x3:"));
    let x = variants().into_iter().find(|v| v.name == "x").unwrap();
    let x_id = format!("3x3xdb:{}", solo_grid(x.givens));
    let text = format!("{classic}\n{x_id}\n");
    let (lines, stderr, _) = run("solve", "solo.txt", &text);
    assert_eq!(lines, [SOLUTION, x.solution], "{stderr}");
    // A jigsaw and a killer, written by Shudu, read back by the command line.
    let jigsaw = variants().into_iter().find(|v| v.name == "jigsaw").unwrap();
    let grid = formats::read_text(
        &fpuzzles(jigsaw.givens, &jigsaw.rules, &[]).to_string(),
        "j",
    )
    .unwrap()
    .grid;
    let jigsaw_id = formats::to_solo_id(&grid).unwrap();
    assert!(jigsaw_id.starts_with("9j:"), "{jigsaw_id}");
    let killer = formats::read_text(KILLER_SHORT, "k").unwrap().grid;
    let killer_id = formats::to_solo_id(&killer).unwrap();
    assert!(killer_id.starts_with("3x3k:"), "{killer_id}");
    let (lines, stderr, _) = run("solve", "solo2.txt", &format!("{jigsaw_id}\n{killer_id}\n"));
    assert_eq!(lines, [jigsaw.solution, SOLUTION], "{stderr}");
    // A seed is not a puzzle.
    let (lines, stderr, _) = run("solve", "seed.txt", "3x3#123456\n");
    assert_eq!(lines, ["invalid"]);
    assert!(stderr.contains("random seed"), "{stderr}");
}

#[test]
fn jigsaw_lines_solve_in_pairs() {
    let jigsaw = variants().into_iter().find(|v| v.name == "jigsaw").unwrap();
    let text = format!("{JIGSAW}\n{}\n{JIGSAW}\n{}\n", jigsaw.givens, jigsaw.givens);
    let (lines, stderr, code) = run("solve", "jigsaw.txt", &text);
    assert_eq!(lines, [jigsaw.solution, jigsaw.solution], "{stderr}");
    assert_eq!(code, Some(0));
    // Two classic puzzles on two lines stay two classic puzzles.
    let (lines, _, _) = run("solve", "two.txt", &format!("{PUZZLE}\n{PUZZLE}\n"));
    assert_eq!(lines, [SOLUTION, SOLUTION]);
    let (lines, _, _) = run(
        "solve",
        "solution-first.txt",
        &format!("{SOLUTION}\n{PUZZLE}\n"),
    );
    assert_eq!(lines, [SOLUTION, SOLUTION]);
}

#[test]
fn unsupported_rules_and_bad_cages_are_refused_by_name() {
    let mut skyscraper = fpuzzles(PUZZLE, &Rules::default(), &[]);
    skyscraper["skyscraper"] = json!([{"cell": "R0C1", "value": "3"}]);
    let (lines, stderr, code) = run("solve", "towers.json", &skyscraper.to_string());
    assert_eq!(lines, ["invalid"]);
    assert_eq!(code, Some(1));
    assert!(
        stderr.contains("towers.json, line 1: this puzzle uses the rule 'skyscraper', which Shudu does not support"),
        "{stderr}"
    );
    let mut off = KILLER_SHORT.to_string();
    off.replace_range(9..10, "<");
    let (lines, stderr, _) = run("solve", "off.txt", &format!("{off}\n"));
    assert_eq!(lines, ["invalid"]);
    assert!(stderr.contains("off.txt, line 1, column 10"), "{stderr}");
    assert!(stderr.contains("points off the grid"), "{stderr}");
    let wrong_sum = fpuzzles(
        ".".repeat(81).as_str(),
        &Rules::default(),
        &[(vec![0, 1], 18)],
    );
    let (_, stderr, _) = run("solve", "sum.json", &wrong_sum.to_string());
    assert!(stderr.contains("not 18"), "{stderr}");
}

#[test]
fn other_commands_take_variant_files() {
    let x = variants().into_iter().find(|v| v.name == "x").unwrap();
    let json = fpuzzles(x.givens, &x.rules, &[]).to_string();
    let (lines, stderr, code) = run("hint", "x.json", &json);
    assert_eq!(code, Some(0), "{stderr}");
    // The hint places a digit of the solution.
    let hint = lines.first().cloned().unwrap_or_default();
    let placed = hint.rsplit_once('=').map(|(at, d)| {
        (
            at.rsplit_once(' ').map_or(at, |(_, c)| c).to_string(),
            d.to_string(),
        )
    });
    let (cell, digit) = placed.unwrap_or_default();
    let (r, c) = cell
        .trim_start_matches('r')
        .split_once('c')
        .unwrap_or(("0", "0"));
    let index = (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1;
    assert_eq!(&x.solution[index..=index], digit, "{hint}");
    for command in ["explain", "rate"] {
        let (lines, stderr, code) = run(command, "x.json", &json);
        assert_eq!(code, Some(0), "{command}: {stderr}");
        assert!(!lines.is_empty(), "{command}");
    }
}

#[test]
fn a_killer_is_hinted_explained_and_graded_by_its_cage_techniques() {
    let text = format!("{KILLER_SHORT}\n");
    let (lines, stderr, code) = run("hint", "killer.txt", &text);
    assert_eq!(code, Some(0), "{stderr}");
    // No givens: the first step reads a cage's sum.
    let hint = lines.first().cloned().unwrap_or_default();
    assert!(hint.starts_with("Cage Combination: "), "{hint}");
    let (lines, stderr, code) = run("explain", "killer.txt", &text);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(lines.last().map(String::as_str), Some("solved"));
    // The path places every cell of the solution, each as its technique says.
    let placed: Vec<(usize, char)> = lines
        .iter()
        .flat_map(|l| l.split(": ").nth(1).unwrap_or("").split(", "))
        .filter_map(|e| {
            let (cell, digit) = e.split_once('=')?;
            let (r, c) = cell.trim_start_matches('r').split_once('c')?;
            let index = (r.parse::<usize>().ok()? - 1) * 9 + c.parse::<usize>().ok()? - 1;
            Some((index, digit.chars().next()?))
        })
        .collect();
    assert_eq!(placed.len(), 81);
    for (index, digit) in placed {
        assert_eq!(SOLUTION.as_bytes()[index] as char, digit, "cell {index}");
    }
    assert!(lines.iter().any(|l| l.starts_with("45 Rule: ")));
    // Graded on SE's scale by the hardest technique: a level, a grade, its technique.
    let (lines, stderr, code) = run("rate", "killer.txt", &text);
    assert_eq!(code, Some(0), "{stderr}");
    let line = lines.first().cloned().unwrap_or_default();
    let mut words = line.splitn(3, ' ');
    let (level, grade, hardest) = (words.next(), words.next(), words.next());
    let grade: f32 = grade.and_then(|g| g.parse().ok()).unwrap_or(0.0);
    assert!((1.0..=20.0).contains(&grade), "{line}");
    let level = level.and_then(|l| l.parse::<shudu::rate::Level>().ok());
    assert_eq!(
        level,
        Some(shudu::rate::Level::of((grade * 10.0).round() as u16))
    );
    assert!(hardest.is_some_and(|h| !h.is_empty()), "{line}");
}
