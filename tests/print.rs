//! `shudu print`, read back with a real PDF reader (poppler's `pdfinfo` and `pdftotext`):
//! pages per layout, solutions, paper sizes, selectable text, bad input and failed writes
//! that leave an earlier file alone.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use common::{PdfReport, read_pdf, shudu};
use shudu::formats;
use shudu::rate::{self, RateOptions, format_tenths};
use shudu::solver::CancelToken;
use std::path::Path;

/// HoDoKu's "Example 1".
const PUZZLE: &str =
    "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

/// A folder holding `puzzles.txt` with `count` copies of [`PUZZLE`], one a line.
fn puzzles(count: usize) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("{PUZZLE}\n").repeat(count);
    std::fs::write(dir.path().join("puzzles.txt"), text).unwrap();
    dir
}

fn print(dir: &Path, args: &[&str]) -> std::process::Output {
    let input = dir.join("puzzles.txt");
    let output = dir.join("out.pdf");
    let mut all = vec!["print", "-o", output.to_str().unwrap()];
    all.extend_from_slice(args);
    all.push(input.to_str().unwrap());
    shudu(&all, "")
}

#[test]
fn print_puts_one_two_four_or_six_puzzles_on_a_page_and_solutions_after() {
    let dir = puzzles(7);
    for (per_page, pages) in [("1", 7), ("2", 4), ("4", 2), ("6", 2)] {
        let (said, pdf) = printed(dir.path(), &["--per-page", per_page]);
        let Some(pdf) = pdf else {
            return;
        };
        assert_eq!(pdf.pages, pages, "--per-page {per_page}");
        // Every puzzle is there, each once, in order.
        assert_eq!(pdf.text.matches("Puzzle ").count(), 7, "{}", pdf.text);
        let at = |title: &str| pdf.text.find(title).unwrap_or(usize::MAX);
        assert!(at("Puzzle 6") < at("Puzzle 7") && at("Puzzle 7") < usize::MAX);
        assert!(
            said.contains(&format!("7 puzzles on {pages} pages")),
            "{said}"
        );
        let out = print(dir.path(), &["--per-page", per_page, "--solutions"]);
        assert!(out.status.success());
        let pdf = read_pdf(&dir.path().join("out.pdf")).unwrap();
        assert_eq!(pdf.pages, 2 * pages, "--per-page {per_page} --solutions");
    }
}

#[test]
fn letter_and_a4_pages_have_their_sizes() {
    let dir = puzzles(1);
    for (paper, size) in [("letter", (612.0, 792.0)), ("a4", (595.276, 841.89))] {
        let (_, pdf) = printed(dir.path(), &["--paper", paper]);
        let Some(pdf) = pdf else {
            return;
        };
        let (w, h) = pdf.page_size;
        assert!(
            (w - size.0).abs() < 0.5 && (h - size.1).abs() < 0.5,
            "{paper}: {w} x {h}"
        );
    }
}

#[test]
fn the_text_is_real_text_captions_and_digits_alike() {
    let dir = puzzles(2);
    let Some(pdf) = printed(dir.path(), &["--per-page", "2", "--solutions"]).1 else {
        return;
    };
    let grid = formats::read_text(PUZZLE, "p").unwrap().grid;
    let rating = rate::rate(&grid, &RateOptions::default(), &CancelToken::new()).unwrap();
    let caption = format!("{} · SE {}", rating.level(), format_tenths(rating.er));
    let pages: Vec<&str> = pdf.text.split('\u{c}').collect();
    assert!(
        pages[0].contains("Puzzle 1") && pages[0].contains("Puzzle 2"),
        "{}",
        pages[0]
    );
    assert_eq!(
        pages[0].matches(&caption).count(),
        2,
        "{caption} in {}",
        pages[0]
    );
    // Every given is a character of its own; the solution page holds every digit.
    let digits = |page: &str| page.chars().filter(char::is_ascii_digit).count();
    let givens = PUZZLE.chars().filter(char::is_ascii_digit).count();
    // Each page also shows the titles' numbers, and the captions' SE ratings (2 digits each).
    assert_eq!(digits(pages[0]), 2 * givens + 2 + 2 * 2, "{}", pages[0]);
    assert!(pages[1].contains("Solution"), "{}", pages[1]);
    assert_eq!(digits(pages[1]), 2 * 81 + 2, "{}", pages[1]);
}

#[test]
fn big_boards_print_with_letters_and_their_size_as_caption() {
    let dir = tempfile::tempdir().unwrap();
    // A full 16x16 grid by the usual shift pattern, with a few cells left out.
    let mut cells = Vec::new();
    for r in 0..16 {
        for c in 0..16 {
            let value = (4 * (r % 4) + r / 4 + c) % 16 + 1;
            let hidden = (r * 16 + c) % 7 == 0;
            cells.push(if hidden {
                "0".to_string()
            } else {
                value.to_string()
            });
        }
    }
    std::fs::write(dir.path().join("puzzles.txt"), cells.join(" ") + "\n").unwrap();
    let Some(pdf) = printed(dir.path(), &["--per-page", "1", "--letters"]).1 else {
        return;
    };
    assert!(pdf.text.contains("16x16"), "{}", pdf.text);
    // 16 as a letter is G; no two-digit number is left.
    assert!(pdf.text.contains('G'), "{}", pdf.text);
    assert!(
        !pdf.text.contains("16 ") && !pdf.text.contains("10 "),
        "{}",
        pdf.text
    );
}

/// [`print`], which must succeed: what it said, and the PDF read back (`None` without
/// poppler, said on the terminal).
fn printed(dir: &Path, args: &[&str]) -> (String, Option<PdfReport>) {
    let out = print(dir, args);
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    (said, read_pdf(&dir.join("out.pdf")))
}

/// `shudu print -o OUTPUT INPUT`.
fn print_file(output: &Path, input: &Path) -> std::process::Output {
    shudu(
        &[
            "print",
            "-o",
            output.to_str().unwrap(),
            input.to_str().unwrap(),
        ],
        "",
    )
}

#[test]
fn bad_input_names_the_file_and_line_and_leaves_the_old_pdf_alone() {
    let dir = puzzles(1);
    let output = dir.path().join("out.pdf");
    std::fs::write(&output, "an earlier file").unwrap();
    let bad = dir.path().join("bad.txt");
    std::fs::write(&bad, format!("{PUZZLE}\nnot a puzzle at all\n")).unwrap();
    let out = print_file(&output, &bad);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("bad.txt, line 2"), "{stderr}");
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "an earlier file");
    // A file that is not there: exit 2, named.
    let missing = dir.path().join("missing.txt");
    let out = print_file(&output, &missing);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.txt"));
    assert_eq!(std::fs::read_to_string(&output).unwrap(), "an earlier file");
}

#[test]
fn a_puzzle_without_a_solution_is_named_when_solutions_are_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let unsolvable = "12345678.........9".to_string() + &".".repeat(63);
    std::fs::write(
        dir.path().join("puzzles.txt"),
        format!("{PUZZLE}\n{unsolvable}\n"),
    )
    .unwrap();
    let out = print(dir.path(), &["--solutions"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("puzzles.txt, line 2: no solution, so its solution cannot be printed"),
        "{stderr}"
    );
    assert!(!dir.path().join("out.pdf").exists());
    // Without --solutions it prints, captioned as having none.
    if let (_, Some(pdf)) = printed(dir.path(), &[]) {
        assert!(pdf.text.contains("No solution"), "{}", pdf.text);
    }
}

#[test]
fn usage_errors_and_failed_writes_exit_two() {
    let dir = puzzles(1);
    let input = dir.path().join("puzzles.txt");
    let input = input.to_str().unwrap();
    for args in [
        vec!["print", input],
        vec!["print", "-o", "x.pdf"],
        vec!["print", "--per-page", "3", "-o", "x.pdf", input],
        vec!["print", "--paper", "a5", "-o", "x.pdf", input],
    ] {
        let out = shudu(&args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let nowhere = dir.path().join("no folder").join("out.pdf");
    let out = shudu(&["print", "-o", nowhere.to_str().unwrap(), input], "");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no folder"), "{stderr}");
    assert!(!nowhere.exists());
}

#[test]
fn a_killer_prints_with_its_cage_sums_and_a_variant_caption() {
    // The cages of HoDoKu's "Example 1" solution in the killer short form, no givens.
    let killer =
        "FLI<<<O9<^^<<6<^<L^O<<HA<^^A<^>^L<5^^9FH<<^^^P^^E^A<GH^<^^<<B^^I^B<GH^^^^<<>^^8<^";
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("killer.txt");
    std::fs::write(&input, format!("{killer}\n")).unwrap();
    let output = dir.path().join("out.pdf");
    let out = print_file(&output, &input);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let Some(pdf) = read_pdf(&output) else {
        return;
    };
    // Each cage's sum is real text on the page (no digits are given).
    let words: Vec<&str> = pdf.text.split_whitespace().collect();
    for sum in [
        "15", "21", "18", "24", "6", "17", "10", "25", "14", "16", "11", "9", "8", "5",
    ] {
        assert!(words.contains(&sum), "{sum} missing from {}", pdf.text);
    }
    assert!(pdf.text.contains("Killer"), "{}", pdf.text);
}

/// The page stays English under `--lang zh-CN` (its embedded font has no Chinese glyphs),
/// while what the command says is in Chinese.
#[test]
fn a_chinese_run_prints_an_english_page() {
    let dir = puzzles(2);
    let (said, pdf) = printed(dir.path(), &["--lang", "zh-CN"]);
    assert!(!said.is_ascii(), "{said}");
    let Some(pdf) = pdf else {
        return;
    };
    assert!(pdf.text.contains("Puzzle 2"), "{}", pdf.text);
    assert!(pdf.text.contains(" · SE "), "{}", pdf.text);
    let chinese = |c: &char| ('\u{4e00}'..='\u{9fff}').contains(c);
    assert!(!pdf.text.chars().any(|c| chinese(&c)), "{}", pdf.text);
}

/// A puzzle with eighteen rules: its caption names as many as fit under the grid and counts
/// the rest, and with six puzzles a page it leaves the rules out rather than the title.
#[test]
fn a_caption_with_many_rules_is_shortened_to_fit_beside_the_title() {
    let every = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/constraints/own/own-every-rule.json"
    );
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(every).unwrap();
    std::fs::write(dir.path().join("puzzles.txt"), text).unwrap();
    let (_, one) = printed(dir.path(), &["--per-page", "1"]);
    let (_, six) = printed(dir.path(), &["--per-page", "6"]);
    let (Some(one), Some(six)) = (one, six) else {
        return;
    };
    // Every line of text fits its page: pdftotext keeps what lies inside it.
    assert!(one.text.contains("Puzzle 1"), "{}", one.text);
    assert!(one.text.contains("Thermometer + Arrow"), "{}", one.text);
    assert!(one.text.contains("more"), "{}", one.text);
    assert!(!one.text.contains("Clone"), "{}", one.text);
    assert!(six.text.contains("Puzzle 1"), "{}", six.text);
    assert!(six.text.contains(" · "), "{}", six.text);
}
