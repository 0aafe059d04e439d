//! The command line, driven as a user drives it: the real binary, real files, stdin.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::shudu;
use std::process::Output;

const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

fn stdout_lines(output: &Output) -> Vec<String> {
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

fn is_solution_of(solution: &str, puzzle: &str) -> bool {
    solution.len() == 81
        && puzzle
            .chars()
            .zip(solution.chars())
            .all(|(p, s)| p == '.' || p == s)
        && shudu::formats::read_text(solution, "out").is_ok_and(|p| p.grid.is_solved())
}

#[test]
fn solve_reads_stdin_and_prints_the_solution() {
    let out = shudu(&["solve"], &format!("{PUZZLE}\n"));
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 1);
    assert!(is_solution_of(&lines[0], PUZZLE), "{}", lines[0]);
}

#[test]
fn solve_answers_each_line_in_order_and_exits_one_on_invalid() {
    let several = ".".repeat(81);
    let clash = PUZZLE.replacen('.', "6", 1);
    let unsolvable = "12345678.........9".to_string() + &".".repeat(63);
    let input = format!("{PUZZLE}\n{several}\n{clash}\n{unsolvable}\nxyz\n{PUZZLE}\n");
    let out = shudu(&["solve", "-"], &input);
    assert_eq!(out.status.code(), Some(1));
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 6, "{lines:?}");
    assert!(is_solution_of(&lines[0], PUZZLE));
    assert_eq!(
        lines[1..5],
        ["multiple", "invalid", "unsolvable", "invalid"]
    );
    assert_eq!(lines[5], lines[0]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("<stdin>, line 3: r1c1 and r1c2 both hold 6"),
        "{stderr}"
    );
    assert!(
        stderr.contains("<stdin>, line 5, column 1: 'x' is not a digit or '.'"),
        "{stderr}"
    );
}

#[test]
fn solve_first_prints_a_solution_of_a_puzzle_with_several() {
    let empty = ".".repeat(81);
    let out = shudu(&["solve", "--first"], &empty);
    assert!(out.status.success());
    assert!(is_solution_of(&stdout_lines(&out)[0], &empty));
}

#[test]
fn solve_reads_grid_files_of_any_size_and_prints_numbers_for_other_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let nine = dir.path().join("one.sdk");
    let rows: Vec<&str> = PUZZLE
        .as_bytes()
        .chunks(9)
        .map(|r| std::str::from_utf8(r).unwrap())
        .collect();
    std::fs::write(&nine, format!("#AHoDoKu\n{}\n", rows.join("\n"))).unwrap();
    let four = dir.path().join("four.txt");
    std::fs::write(&four, "1 . . .\n. . 2 .\n. 3 . .\n. . . 4\n").unwrap();
    let out = shudu(
        &["solve", nine.to_str().unwrap(), four.to_str().unwrap()],
        "",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = stdout_lines(&out);
    assert!(is_solution_of(&lines[0], PUZZLE));
    let numbers: Vec<&str> = lines[1].split(' ').collect();
    assert_eq!(numbers.len(), 16);
    assert_eq!(numbers[0], "1");
    assert_eq!(numbers[15], "4");
}

#[test]
fn unreadable_file_exits_two_and_names_it_but_others_are_answered() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    std::fs::write(&good, PUZZLE).unwrap();
    let missing = dir.path().join("missing.txt");
    let out = shudu(
        &["solve", missing.to_str().unwrap(), good.to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout_lines(&out).len(), 1);
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.txt: cannot read it"));
}

#[test]
fn empty_and_binary_inputs_are_invalid_not_crashes() {
    let out = shudu(&["solve"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout_lines(&out), ["invalid"]);
    let dir = tempfile::tempdir().unwrap();
    let junk = dir.path().join("junk.bin");
    std::fs::write(&junk, (0..=255u8).cycle().take(10_000).collect::<Vec<u8>>()).unwrap();
    let out = shudu(&["count", junk.to_str().unwrap(), "-"], PUZZLE);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout_lines(&out), ["invalid", "1"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("junk.bin: not a text file"));
}

#[test]
fn count_stops_at_the_limit() {
    let input = format!("{PUZZLE}\n{}\n", ".".repeat(81));
    let out = shudu(&["count", "--limit", "5"], &input);
    assert!(out.status.success());
    assert_eq!(stdout_lines(&out), ["1", "5"]);
    let out = shudu(&["count"], &input);
    assert_eq!(stdout_lines(&out), ["1", "2"]);
}

#[test]
fn timeout_gives_up_on_an_endless_count() {
    let empty25 = vec![". "; 625].concat();
    let out = shudu(
        &["count", "--limit", "1000000000", "--timeout", "0.2"],
        &empty25,
    );
    assert!(out.status.success());
    assert_eq!(stdout_lines(&out), ["timeout"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("gave up"));
}

#[test]
fn nearly_empty_25x25_is_answered() {
    let mut cells = vec!["."; 625];
    cells[0] = "25";
    cells[624] = "1";
    let out = shudu(&["solve"], &cells.join(" "));
    assert_eq!(stdout_lines(&out), ["multiple"]);
    let out = shudu(&["solve", "--first"], &cells.join(" "));
    let line = &stdout_lines(&out)[0];
    let solution = shudu::formats::read_text(line, "solution").unwrap().grid;
    let puzzle = shudu::formats::read_text(&cells.join(" "), "puzzle")
        .unwrap()
        .grid;
    assert_eq!(solution.shape().size(), 25);
    assert!(solution.is_solved(), "a valid 25x25 grid");
    assert!(puzzle.agrees_with(&solution), "keeping both givens");
}

#[test]
fn bench_prints_the_throughput_line_last() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("set.txt");
    std::fs::write(&file, format!("{PUZZLE}\n{PUZZLE}\n")).unwrap();
    for mode in ["one", "unique"] {
        let out = shudu(&["bench", file.to_str().unwrap(), "--mode", mode], "");
        assert!(out.status.success());
        let last = stdout_lines(&out).pop().unwrap();
        let words: Vec<&str> = last.split(' ').collect();
        assert_eq!(words[1..3], ["puzzles", "in"], "{last}");
        assert!(last.ends_with(" puzzles/s"), "{last}");
        assert!(words[0].parse::<usize>().unwrap() >= 2);
    }
}

#[test]
fn bench_reports_branch_points_as_tdoku_counts_guesses() {
    // The hardest puzzle of the forum's list needs many guesses; each branch point has at
    // least two options, so there are at most as many branch points as guesses.
    let hardest = concat!(env!("CARGO_MANIFEST_DIR"), "/saves/lab-5-hardest.txt");
    let out = shudu(&["bench", hardest, "--mode", "unique"], "");
    assert!(out.status.success());
    let first = stdout_lines(&out).remove(0);
    let figure = |after: &str| -> f64 {
        let head = first.split(after).next().unwrap();
        head.rsplit(' ').next().unwrap().parse().unwrap()
    };
    let (guesses, branches) = (figure(" guesses"), figure(" branch points"));
    assert!(branches > 0.0 && branches <= guesses, "{first}");
}

#[test]
fn usage_errors_exit_two() {
    let out = shudu(&["solve", "--no-such-flag"], "");
    assert_eq!(out.status.code(), Some(2));
    let out = shudu(&["bench"], "");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn bad_timeouts_and_limits_are_usage_errors_never_panics() {
    for value in [
        "1e20", "1e19", "-1", "0", "NaN", "inf", "-inf", "1e10", "soon",
    ] {
        let out = shudu(&["solve", &format!("--timeout={value}")], PUZZLE);
        assert_eq!(out.status.code(), Some(2), "--timeout {value}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--timeout") && !err.contains("panicked"),
            "{err}"
        );
    }
    for value in ["1e9", "0.5", "1000000"] {
        let out = shudu(&["solve", "--timeout", value], PUZZLE);
        assert!(out.status.success(), "--timeout {value}");
        assert_eq!(stdout_lines(&out).len(), 1);
    }
    let out = shudu(&["count", "--limit", "0"], PUZZLE);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--limit"));
}

#[test]
fn endless_input_is_refused_not_read_forever() {
    for command in ["solve", "count"] {
        let out = shudu(&[command, "/dev/zero"], "");
        assert_eq!(out.status.code(), Some(2), "{command}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("/dev/zero") && err.contains("larger than"),
            "{err}"
        );
    }
}

/// HoDoKu's "Example 2" from its library header: a state where Uniqueness Test 4 removes 3
/// from r6c4 and r6c5.
const UT4_STATE: &str = ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89:224 524 225 525 135 455 755 458 758 165 168 771 284 484 784 285 485 785:364 365::";

#[test]
fn hint_all_reads_a_library_state_and_lists_the_library_step() {
    let output = shudu(&["hint", "--all"], UT4_STATE);
    assert!(output.status.success());
    let lines = stdout_lines(&output);
    assert!(
        lines
            .iter()
            .any(|l| l == "Uniqueness Test 4: r6c4<>3, r6c5<>3"),
        "{lines:?}"
    );
    let unique: std::collections::HashSet<&String> = lines.iter().collect();
    assert_eq!(unique.len(), lines.len(), "each distinct step once");
    // Without --all: one line, the easiest step.
    let output = shudu(&["hint"], UT4_STATE);
    assert!(output.status.success());
    assert_eq!(stdout_lines(&output).len(), 1);
}

/// The technique of a `<Technique>: <effects>` line.
fn technique_of(line: &str) -> &str {
    line.split(": ").next().unwrap_or(line)
}

#[test]
fn hint_all_lists_at_most_the_bounded_count_per_technique_and_says_so() {
    let full = stdout_lines(&shudu(&["hint", "--all"], PUZZLE));
    let output = shudu(&["hint", "--all", "--steps-per-technique", "1"], PUZZLE);
    assert!(output.status.success());
    let lines = stdout_lines(&output);
    let mut techniques: Vec<&str> = lines.iter().map(|l| technique_of(l)).collect();
    let listed = techniques.len();
    techniques.dedup();
    assert_eq!(
        techniques.len(),
        listed,
        "one line per technique: {lines:?}"
    );
    // The Hidden Singles are many here: cut at the first one the full listing has.
    let singles = |lines: &[String]| -> Vec<String> {
        lines
            .iter()
            .filter(|l| technique_of(l) == "Hidden Single")
            .cloned()
            .collect()
    };
    let (cut, all) = (singles(&lines), singles(&full));
    assert!(all.len() > 1, "{full:?}");
    assert_eq!(cut.first(), all.first());
    assert_eq!(cut.len(), 1);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("Hidden Single: stopped at its limit of 1 steps"),
        "{stderr}"
    );
    assert!(
        shudu(&["hint", "--all", "--steps-per-technique", "0"], PUZZLE)
            .status
            .code()
            .is_some_and(|c| c == 2)
    );
}

#[test]
fn hint_all_stopped_at_its_time_limit_lists_what_it_found_and_says_why() {
    // The solution with two cells (in different houses) left: two Full Houses, and each
    // placement also as a Naked and a Hidden Single.
    let grid = "681953427793142568254867391547296813162385749938714652875421936316579284429638175";
    let puzzle = format!(".{}.{}", &grid[1..40], &grid[41..]);
    let full = stdout_lines(&shudu(&["hint", "--all"], &puzzle));
    assert!(full.len() >= 4, "{full:?}");
    let output = shudu(&["hint", "--all", "--time-limit", "0.000000001"], &puzzle);
    assert!(output.status.success());
    let lines = stdout_lines(&output);
    assert!(!lines.is_empty(), "what was found is listed");
    assert!(lines.len() < full.len(), "{lines:?}");
    assert!(lines.iter().all(|l| full.contains(l)), "{lines:?}");
    assert!(
        lines.iter().all(|l| technique_of(l) == "Full House"),
        "{lines:?}"
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("stopped at the time limit")
            && stderr.contains("while searching Full House"),
        "{stderr}"
    );
}

#[test]
fn explain_prints_the_whole_path_and_ends_solved_and_bad_input_is_invalid() {
    let puzzle =
        "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
    let output = shudu(&["explain"], puzzle);
    assert!(output.status.success());
    let lines = stdout_lines(&output);
    assert_eq!(lines.last().map(String::as_str), Some("solved"));
    for line in &lines[..lines.len() - 1] {
        let (name, effects) = line.split_once(": ").expect("<Technique>: <effects>");
        assert!(
            !name.is_empty() && (effects.contains('=') || effects.contains("<>")),
            "{line}"
        );
    }
    let clash = "66...3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";
    let output = shudu(&["explain"], clash);
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(stdout_lines(&output), vec!["invalid"]);
    let output = shudu(&["hint"], "not a puzzle");
    assert_eq!(output.status.code(), Some(1));
}

/// The summary line's counts: `placements N, backtracks M, <time>`.
fn trace_summary(line: &str) -> (u64, u64) {
    let (counts, time) = line.rsplit_once(", ").unwrap();
    assert!(
        time.ends_with(" ms") || time.ends_with(" s"),
        "no time in {line:?}"
    );
    let (placements, backtracks) = counts.split_once(", ").unwrap();
    let number = |text: &str, word: &str| {
        text.strip_prefix(word)
            .and_then(|n| n.parse::<u64>().ok())
            .unwrap_or_else(|| panic!("{line:?}"))
    };
    (
        number(placements, "placements "),
        number(backtracks, "backtracks "),
    )
}

#[test]
fn trace_prints_the_counts_of_each_algorithm_and_row_major_is_the_default() {
    let input = format!("{PUZZLE}\n");
    let mut counts = Vec::new();
    for algorithm in ["row-major", "fewest-blanks", "bitmask", "engine"] {
        let out = shudu(&["trace", "--algorithm", algorithm], &input);
        assert!(out.status.success(), "{algorithm}");
        let lines = stdout_lines(&out);
        assert_eq!(lines.len(), 1, "{algorithm}: {lines:?}");
        counts.push(trace_summary(&lines[0]));
    }
    let default = shudu(&["trace"], &input);
    assert_eq!(trace_summary(&stdout_lines(&default)[0]), counts[0]);
    // A solved run writes each empty cell's digit once more than it took digits back.
    let empty = PUZZLE.matches('.').count() as u64;
    for (placements, backtracks) in &counts[..3] {
        assert_eq!(placements - backtracks, empty, "{counts:?}");
    }
    // The lesson: the engine writes far fewer digits than the tutorial's search.
    assert!(counts[3].0 * 10 < counts[0].0, "{counts:?}");
}

#[test]
fn trace_steps_lists_every_event_and_they_replay_to_the_solution() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzle.txt");
    std::fs::write(&file, format!("{PUZZLE}\n")).unwrap();
    for algorithm in ["row-major", "engine"] {
        let out = shudu(
            &[
                "trace",
                "--steps",
                "--algorithm",
                algorithm,
                file.to_str().unwrap(),
            ],
            "",
        );
        assert!(out.status.success());
        let lines = stdout_lines(&out);
        let (summary, events) = lines.split_last().unwrap();
        let (placements, _) = trace_summary(summary);
        let mut board: Vec<u8> = PUZZLE
            .bytes()
            .map(|b| b.saturating_sub(b'0') % 10)
            .collect();
        let mut placed = 0;
        for event in events {
            let index = |cell: &str| {
                let (r, c) = cell.strip_prefix('r').unwrap().split_once('c').unwrap();
                (r.parse::<usize>().unwrap() - 1) * 9 + c.parse::<usize>().unwrap() - 1
            };
            if let Some(rest) = event.strip_prefix("place ") {
                let (cell, digit) = rest.split_once('=').unwrap();
                assert_eq!(board[index(cell)], 0, "{event}");
                board[index(cell)] = digit.parse().unwrap();
                placed += 1;
            } else {
                let cell = event.strip_prefix("undo ").unwrap();
                board[index(cell)] = 0;
            }
        }
        assert_eq!(placed, placements, "{algorithm}");
        let solution: String = board.iter().map(|d| char::from(b'0' + d)).collect();
        assert!(is_solution_of(&solution, PUZZLE), "{algorithm}: {solution}");
    }
    let out = shudu(&["trace", "--steps"], &format!("{PUZZLE}\n"));
    assert_eq!(stdout_lines(&out)[0], "place r1c2=2");
}

#[test]
fn trace_says_unsolvable_and_invalid_like_solve() {
    let unsolvable = "12345678.........9".to_string() + &".".repeat(63);
    let out = shudu(&["trace", "--algorithm", "bitmask"], &unsolvable);
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    assert_eq!(lines[0], "unsolvable");
    assert_eq!(trace_summary(&lines[1]).0, 0);
    let clash = PUZZLE.replacen('.', "6", 1);
    let out = shudu(&["trace"], &clash);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(stdout_lines(&out), ["invalid"]);
    let out = shudu(&["trace", "--algorithm", "quantum"], &format!("{PUZZLE}\n"));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn trace_stops_at_its_timeout_with_the_counts_so_far() {
    // 16x16: the last row holds 1 to 15, so r16c16 needs 16, which r1c16 holds. Row-major
    // search finds that out only in the last cell, after every filling of the rows above.
    let mut cells = vec![".".to_string(); 256];
    for col in 0..15 {
        cells[15 * 16 + col] = (col + 1).to_string();
    }
    cells[15] = "16".to_string();
    let started = std::time::Instant::now();
    let out = shudu(&["trace", "--timeout", "0.5"], &cells.join(" "));
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    assert_eq!(lines[0], "timeout", "{lines:?}");
    assert!(trace_summary(&lines[1]).0 > 0);
    assert!(started.elapsed().as_secs() < 30);
}

/// Puzzles of the bundled `se_rated.txt` with Sukaku Explainer's ratings 2.6, 4.2, 7.2 and
/// 4.0 (a Skyscraper).
const POINTING: &str =
    "600050007030000000080409200015300000008000300000007590009501030000000080200070004";
const XY_WING: &str =
    "060050030000306000007000400030000060014020790700000001000000000900147005051609870";
const FORCING_CHAIN: &str =
    "083020090000800100029300008000098700070000060006740000300006980002005000010030540";
const SKYSCRAPER: &str =
    "040000000086100034001500260000305840000040000058902000095008300160009450000000010";

#[test]
fn rate_prints_level_rating_and_hardest_technique_per_puzzle_in_order() {
    let input = format!("{XY_WING}\n{PUZZLE}\n{FORCING_CHAIN}\n{POINTING}\n");
    let out = shudu(&["rate"], &input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let lines = stdout_lines(&out);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert_eq!(lines[0], "hard 4.2 XY-Wing");
    assert!(lines[1].starts_with("easy 1."), "{}", lines[1]);
    assert_eq!(lines[2], "master 7.2 Forcing Chain");
    assert_eq!(lines[3], "hard 2.6 Pointing");
}

#[test]
fn rate_full_adds_pearl_and_diamond() {
    let out = shudu(&["rate", "--full"], &format!("{XY_WING}\n"));
    assert!(out.status.success());
    let lines = stdout_lines(&out);
    let line = &lines[0];
    let (level, rest) = line.split_once(' ').unwrap();
    let (ratings, technique) = rest.split_once(' ').unwrap();
    assert_eq!((level, technique), ("hard", "XY-Wing"), "{line}");
    let parts: Vec<f64> = ratings.split('/').map(|r| r.parse().unwrap()).collect();
    assert_eq!(parts.len(), 3, "{line}");
    assert!(
        parts[0] == 4.2 && parts[2] <= parts[1] && parts[1] <= parts[0],
        "{line}"
    );
}

#[test]
fn rate_classic_uses_se_1_2_1_techniques() {
    let sukaku = shudu(&["rate"], &format!("{SKYSCRAPER}\n"));
    assert_eq!(stdout_lines(&sukaku), ["hard 4.0 Skyscraper"]);
    let classic = shudu(&["rate", "--classic"], &format!("{SKYSCRAPER}\n"));
    assert_eq!(stdout_lines(&classic), ["hard 4.2 XY-Wing"]);
}

#[test]
fn rate_answers_multiple_unsolvable_and_invalid_and_exits_one() {
    let several = ".".repeat(81);
    let unsolvable = "12345678.........9".to_string() + &".".repeat(63);
    let input = format!("{several}\n{unsolvable}\nxyz\n{POINTING}\n");
    let out = shudu(&["rate"], &input);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        ["multiple", "unsolvable", "invalid", "hard 2.6 Pointing"]
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("<stdin>, line 3"), "{stderr}");
}

#[test]
fn rate_keeps_input_order_across_files_and_rejects_other_sizes() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first.txt");
    let second = dir.path().join("second.txt");
    std::fs::write(&first, format!("{FORCING_CHAIN}\n{POINTING}\n")).unwrap();
    std::fs::write(&second, format!("{XY_WING}\n1.3..4....1.4..2\n")).unwrap();
    let out = shudu(
        &["rate", first.to_str().unwrap(), second.to_str().unwrap()],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout_lines(&out),
        [
            "master 7.2 Forcing Chain",
            "hard 2.6 Pointing",
            "hard 4.2 XY-Wing",
            "invalid"
        ]
    );
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("second.txt, line 2: only 9x9"), "{stderr}");
}
