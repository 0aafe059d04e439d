//! Every case of HoDoKu's technique regression library (the half in
//! `../shared/techniques/reglib-half.txt`): the technique must find a step with exactly the
//! listed eliminations or placements, and a fail case (`-x`) must find nothing. Prints the
//! pass counts per family. Skips, saying so, when the file is absent, unless
//! `SHUDU_REQUIRE_CORPORA=1` is set. `REGLIB_ONLY=03` runs only codes starting with `03`.
//! Siamese fish cases run twice: alone, and after the search of their kind without pairing.

// Helpers may unwrap: a panic in a test is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use shudu::formats::{LibraryEntry, is_library_line, read_library_line};
use shudu::solver::CancelToken;
use shudu::techniques::{Candidates, Technique, cell_name, implemented, steps_of};
use std::collections::BTreeMap;
use std::io::Write;

fn library() -> Option<String> {
    common::shared_file("techniques/reglib-half.txt")
}

fn effects(list: &[(usize, shudu::board::Digit)]) -> Vec<(usize, u8)> {
    let mut v: Vec<(usize, u8)> = list.iter().map(|&(c, d)| (c, d.get())).collect();
    v.sort();
    v.dedup();
    v
}

/// Why a case fails, or None when it passes. `before` runs first on the same grid, as the
/// solution path runs the techniques one after another (they share what the grid keeps).
fn check(entry: &LibraryEntry, technique: Technique, before: Option<Technique>) -> Option<String> {
    let grid = Candidates::with_marks(&entry.grid, Some(&entry.marks));
    if let Some(before) = before {
        steps_of(&grid, before, &CancelToken::new()).unwrap();
    }
    let steps = steps_of(&grid, technique, &CancelToken::new()).unwrap();
    if entry.technique.ends_with("-x") {
        return steps
            .first()
            .map(|step| format!("fail case, but found {}", step.line(9)));
    }
    let want_elims = effects(&entry.eliminations);
    let want_places = effects(&entry.placements);
    if steps
        .iter()
        .any(|s| effects(&s.eliminations) == want_elims && effects(&s.placements) == want_places)
    {
        return None;
    }
    let want: Vec<String> = want_places
        .iter()
        .map(|&(c, d)| format!("{}={d}", cell_name(c, 9)))
        .chain(
            want_elims
                .iter()
                .map(|&(c, d)| format!("{}<>{d}", cell_name(c, 9))),
        )
        .collect();
    let found: Vec<String> = steps.iter().take(5).map(|s| s.line(9)).collect();
    Some(format!(
        "wanted {}; found {} step(s): {}",
        want.join(", "),
        steps.len(),
        found.join(" | ")
    ))
}

#[test]
fn every_case_of_every_implemented_technique_passes() {
    let Some(text) = library() else { return };
    let only = std::env::var("REGLIB_ONLY").unwrap_or_default();
    // family -> (passed, failed, not implemented)
    let mut counts: BTreeMap<&'static str, (usize, usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    let mut missing: BTreeMap<String, usize> = BTreeMap::new();
    for (number, line) in text.lines().enumerate() {
        if !is_library_line(line) {
            continue;
        }
        let entry = read_library_line(line)
            .unwrap_or_else(|(column, problem)| panic!("line {}:{column}: {problem}", number + 1));
        if !entry.technique.starts_with(&only) {
            continue;
        }
        let technique = Technique::from_code(&entry.technique)
            .unwrap_or_else(|| panic!("line {}: unknown code {}", number + 1, entry.technique));
        let count = counts.entry(technique.family()).or_default();
        if !implemented(technique) {
            count.2 += 1;
            *missing.entry(technique.name()).or_default() += 1;
            continue;
        }
        // A Siamese fish must also be found after the search for its kind without pairing,
        // which remembers when it found nothing.
        let plain = technique
            .name()
            .strip_prefix("Siamese ")
            .and_then(|name| Technique::all().into_iter().find(|t| t.name() == name));
        let why = check(&entry, technique, None).or_else(|| {
            plain.and_then(|plain| {
                check(&entry, technique, Some(plain)).map(|why| format!("after {plain}: {why}"))
            })
        });
        match why {
            None => count.0 += 1,
            Some(why) => {
                count.1 += 1;
                failures.push(format!(
                    "line {} ({} {}): {why}",
                    number + 1,
                    entry.technique,
                    technique.name()
                ));
            }
        }
    }
    let mut report = String::from("family: passed / failed / not implemented\n");
    for (family, (passed, failed, absent)) in &counts {
        report.push_str(&format!("  {family}: {passed} / {failed} / {absent}\n"));
    }
    if !missing.is_empty() {
        report.push_str("not implemented yet (cases):\n");
        for (name, n) in &missing {
            report.push_str(&format!("  {name}: {n}\n"));
        }
    }
    let _ = writeln!(std::io::stderr(), "{report}");
    assert!(
        failures.is_empty(),
        "{} case(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
