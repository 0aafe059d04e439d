//! SudokuPad links whose puzzles are drawn (`scl`): each puzzle of the practice set is drawn
//! here the way SudokuPad's f-puzzles converter draws its rules (grey thermometers with round
//! bulbs, grey arrows from circles, kropki overlays on edges, X and V letters, little-killer
//! arrows outside the grid, coloured renban and whispers lines, ...), packed into a link as
//! SudokuPad packs it, and given to the real binary, which must read back every rule (the same
//! clues as the f-puzzles file) and solve it to the solution.

use crate::common;
use serde_json::{Value, json};
use shudu::board::{Clue, Grid};
use shudu::formats;
use std::path::PathBuf;

/// A cell's centre, `[row, column]` in cells.
fn centre(cell: u16, n: usize) -> [f64; 2] {
    let (r, c) = (usize::from(cell) / n, usize::from(cell) % n);
    [r as f64 + 0.5, c as f64 + 0.5]
}

fn mean(cells: &[u16], n: usize) -> [f64; 2] {
    let points: Vec<[f64; 2]> = cells.iter().map(|&c| centre(c, n)).collect();
    let k = points.len().max(1) as f64;
    [
        points.iter().map(|p| p[0]).sum::<f64>() / k,
        points.iter().map(|p| p[1]).sum::<f64>() / k,
    ]
}

fn centres(cells: &[u16], n: usize) -> Vec<[f64; 2]> {
    cells.iter().map(|&c| centre(c, n)).collect()
}

/// The shapes SudokuPad's converter draws for one clue: (lines, arrows, overlays, underlays).
fn draw(clue: &Clue, n: usize, out: &mut [Vec<Value>; 4]) {
    let [lines, arrows, overlays, underlays] = out;
    let grey = "#CFCFCF";
    let text_at = |at: [f64; 2], text: String, size: u32| {
        json!({"center": at, "width": 0.25, "height": 0.25, "rounded": false,
               "backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "fontSize": size, "text": text})
    };
    let line = |cells: &[u16], colour: &str, thickness: f64| json!({"wayPoints": centres(cells, n), "color": colour, "thickness": thickness});
    match clue {
        Clue::Thermometer(cells) => {
            let bulb = centre(cells[0], n);
            underlays.push(
                json!({"center": bulb, "width": 0.85, "height": 0.85, "rounded": true,
                                  "borderColor": grey, "backgroundColor": grey}),
            );
            lines.push(line(cells, grey, 21.0));
        }
        Clue::Arrow { circle, shaft } => draw_arrow(circle, shaft, n, overlays, arrows),
        Clue::Difference { cells, value } | Clue::Ratio { cells, value } => {
            let black = matches!(clue, Clue::Ratio { .. });
            let text = match (black, value) {
                (false, 1) | (true, 2) => String::new(),
                _ => value.to_string(),
            };
            overlays.push(
                json!({"center": mean(cells, n), "width": 0.3, "height": 0.3,
                "rounded": true, "borderColor": "#000000", "text": text,
                "backgroundColor": if black { "#000000" } else { "#FFFFFF" }}),
            );
        }
        Clue::Xv { cells, sum } => {
            let letter = if *sum == 10 { "X" } else { "V" };
            overlays.push(text_at(mean(cells, n), letter.to_string(), 21));
        }
        Clue::LittleKiller { from, step, sum } => {
            let at = [f64::from(from[0]) - 0.5, f64::from(from[1]) - 0.5];
            let dir = [f64::from(step[0]), f64::from(step[1])];
            let tip = |k: f64| [at[0] + k * dir[0], at[1] + k * dir[1]];
            arrows.push(
                json!({"wayPoints": [tip(0.3), tip(0.48)], "color": "#000000",
                               "thickness": 2}),
            );
            overlays.push(text_at(at, sum.to_string(), 28));
        }
        Clue::Sandwich { from, sum } => {
            let at = [f64::from(from[0]) - 0.5, f64::from(from[1]) - 0.5];
            overlays.push(text_at(at, sum.to_string(), 32));
        }
        Clue::Odd(cell) | Clue::Even(cell) => {
            underlays.push(
                json!({"center": centre(*cell, n), "width": 0.7, "height": 0.7,
                "rounded": matches!(clue, Clue::Odd(_)), "borderColor": grey,
                "backgroundColor": grey}),
            );
        }
        Clue::Minimum(cell) | Clue::Maximum(cell) => {
            draw_chevrons(*cell, matches!(clue, Clue::Minimum(_)), n, lines, underlays);
        }
        Clue::Renban(cells) => lines.push(line(cells, "#F067F0", 12.8)),
        Clue::Whispers { cells, .. } => lines.push(line(cells, "#67F067", 9.6)),
        Clue::RegionSum(cells) => lines.push(line(cells, "#2ECBFF", 8.0)),
        Clue::Palindrome(cells) => lines.push(line(cells, grey, 16.0)),
        Clue::Between(cells) => {
            let ends = [cells[0], cells[cells.len() - 1]];
            for end in ends {
                overlays.push(
                    json!({"center": centre(end, n), "width": 0.8, "height": 0.8,
                    "rounded": true, "borderColor": grey, "backgroundColor": "#FFFFFF",
                    "borderSize": 2}),
                );
            }
            let mut points = centres(cells, n);
            let k = points.len();
            for (end, next) in [(0, 1), (k - 1, k - 2)] {
                let (a, b) = (points[end], points[next]);
                points[end] = [a[0] + 0.4 * (b[0] - a[0]), a[1] + 0.4 * (b[1] - a[1])];
            }
            lines.push(json!({"wayPoints": points, "color": grey, "thickness": 2}));
        }
        Clue::Quadruple { cells, digits } => {
            let text: Vec<String> = digits.iter().map(u8::to_string).collect();
            overlays.push(
                json!({"center": mean(cells, n), "width": 0.7, "height": 0.7,
                "rounded": true, "backgroundColor": "#FFFFFF", "borderColor": "#000000",
                "fontSize": 14, "text": text.join(" ")}),
            );
        }
        Clue::Clone { .. } => panic!("SudokuPad's converter loses which cell copies which"),
    }
}

/// An arrow as the converter draws it: its circle or straight pill, and the shaft from the
/// circle's edge.
fn draw_arrow(
    circle: &[u16],
    shaft: &[u16],
    n: usize,
    overlays: &mut Vec<Value>,
    arrows: &mut Vec<Value>,
) {
    let (rows, cols): (Vec<usize>, Vec<usize>) = circle
        .iter()
        .map(|&c| (usize::from(c) / n, usize::from(c) % n))
        .unzip();
    let span = |v: &[usize]| (v.iter().max().unwrap() - v.iter().min().unwrap()) as f64;
    overlays.push(
        json!({"center": mean(circle, n), "rounded": true, "text": "",
            "width": 0.83 + span(&cols), "height": 0.83 + span(&rows),
            "borderColor": "#a1a1a1", "backgroundColor": "#ffffff", "borderSize": 5}),
    );
    // The shaft starts at the circle's edge, pushed from the centre of the cell it
    // leaves towards the first shaft cell.
    let from = circle
        .iter()
        .min_by_key(|&&c| {
            let (a, b) = (centre(c, n), centre(shaft[0], n));
            ((a[0] - b[0]).abs() + (a[1] - b[1]).abs()) as u32
        })
        .copied()
        .unwrap();
    let (a, b) = (centre(from, n), centre(shaft[0], n));
    let push = |x: f64, y: f64| x + 0.4 * (y - x).signum() / 2f64.sqrt();
    let mut points = vec![[push(a[0], b[0]), push(a[1], b[1])]];
    points.extend(centres(shaft, n));
    arrows.push(
        json!({"wayPoints": points, "color": "#a1a1a1", "thickness": 5,
                           "headLength": 0.3}),
    );
}

/// A minimum or maximum cell: grey, with a chevron towards each side.
fn draw_chevrons(
    cell: u16,
    minimum: bool,
    n: usize,
    lines: &mut Vec<Value>,
    underlays: &mut Vec<Value>,
) {
    underlays.push(json!({"center": centre(cell, n), "width": 1, "height": 1,
                              "rounded": false, "backgroundColor": "#ccc"}));
    let (near, far) = if minimum { (0.39, 0.44) } else { (0.44, 0.39) };
    let c = centre(cell, n);
    for (dr, dc) in [(0.0, 1.0), (1.0, 0.0), (0.0, -1.0), (-1.0, 0.0)] {
        let p = |d: f64, side: f64| [c[0] + d * dr + side * dc, c[1] + d * dc + side * dr];
        lines.push(
            json!({"wayPoints": [p(far, -0.1), p(near, 0.0), p(far, 0.1)],
                              "color": "#000000", "thickness": 1}),
        );
    }
}

/// `grid` as SudokuPad's JSON, its rules drawn.
pub(crate) fn scl(grid: &Grid, rules_text: &str) -> Value {
    let shape = grid.shape();
    let n = shape.size();
    let cells: Vec<Vec<Value>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| match grid.value(shape.cell_at(r * n + c)) {
                    None => json!({}),
                    Some(v) => json!({"value": v.get()}),
                })
                .collect()
        })
        .collect();
    let mut regions = vec![Vec::new(); n];
    for cell in shape.cells() {
        regions[shape.box_of(cell)].push(json!([cell.row(), cell.col()]));
    }
    let mut shapes: [Vec<Value>; 4] = Default::default();
    for clue in &grid.rules().clues {
        draw(clue, n, &mut shapes);
    }
    let rules = grid.rules();
    let mut global = Vec::new();
    for (on, name) in [
        (rules.disjoint_groups, "disjoint"),
        (rules.negative_xv, "antixv"),
        (rules.negative_ratio, "antiratio"),
        (rules.non_consecutive, "nonconsecutive"),
    ] {
        if on {
            global.push(name);
        }
    }
    let [lines, arrows, overlays, underlays] = shapes;
    json!({"id": "test", "cellSize": 50, "cells": cells, "regions": regions,
           "cages": [{"value": "title: Drawn"}, {"value": format!("rules: {rules_text}")}],
           "lines": lines, "arrows": arrows, "overlays": overlays, "underlays": underlays,
           "global": global})
}

fn sorted(clues: &[Clue]) -> Vec<String> {
    let mut out: Vec<String> = clues.iter().map(|c| format!("{c:?}")).collect();
    out.sort();
    out
}

#[test]
fn drawn_practice_puzzles_read_back_with_every_rule_and_solve() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/constraints");
    let temp = tempfile::tempdir().unwrap();
    let mut names: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 20);
    for path in names {
        let text = std::fs::read_to_string(&path).unwrap();
        let grid = formats::puzzles(&text, "p.json")
            .next()
            .unwrap()
            .unwrap()
            .grid;
        let json = scl(&grid, "Normal sudoku rules apply. Sandwich sums count.").to_string();
        let link = format!(
            "https://sudokupad.app/scl{}",
            formats::compress_to_base64(&json)
        );
        let read = formats::puzzles(&link, "link").next().unwrap();
        let read = read
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .grid;
        assert_eq!(
            sorted(&read.rules().clues),
            sorted(&grid.rules().clues),
            "{}",
            path.display()
        );
        let without_clues = |grid: &Grid| shudu::board::Rules {
            clues: Vec::new(),
            ..grid.rules().clone()
        };
        assert_eq!(
            without_clues(&read),
            without_clues(&grid),
            "{}",
            path.display()
        );
        // The real binary solves the link to the solution.
        let file = temp.path().join("link.txt");
        std::fs::write(&file, &link).unwrap();
        let out = common::shudu(&["solve", file.to_str().unwrap()], "");
        let digits: String = String::from_utf8_lossy(&out.stdout)
            .chars()
            .filter(char::is_ascii_digit)
            .collect();
        let solution = std::fs::read_to_string(path.with_extension("sol")).unwrap();
        assert_eq!(digits, solution.trim(), "{}", path.display());
    }
}

/// The practice puzzle `name`.
fn practice(name: &str) -> Grid {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/constraints")
        .join(name);
    let text = std::fs::read_to_string(path).unwrap();
    formats::puzzles(&text, "p.json")
        .next()
        .unwrap()
        .unwrap()
        .grid
}

/// Why `json` is refused.
fn refusal(json: &Value) -> String {
    let read = formats::puzzles(&json.to_string(), "p.json")
        .next()
        .unwrap();
    read.err().map(|e| e.to_string()).unwrap_or_default()
}

#[test]
fn numbers_outside_the_grid_are_sandwiches_only_when_the_rules_say_so() {
    let grid = practice("made-little-killer-sandwich.json");
    let message = refusal(&scl(&grid, "Normal sudoku rules apply."));
    assert!(message.contains("numbers outside the grid"), "{message}");
}

#[test]
fn a_shaded_cell_or_a_strange_line_is_refused_by_name() {
    let grid = practice("made-thermo-1.json");
    let mut json = scl(&grid, "");
    let shade =
        json!({"center": [4.5, 4.5], "width": 1, "height": 1, "backgroundColor": "#ffa0a0"});
    json["underlays"].as_array_mut().unwrap().push(shade);
    let message = refusal(&json);
    assert!(message.contains("a shape (#ffa0a0) at r5c5"), "{message}");
    let mut json = scl(&grid, "");
    let line = json!({"wayPoints": [[0.5, 0.5], [1.5, 0.5]], "color": "#FFCCAA", "thickness": 10});
    json["lines"].as_array_mut().unwrap().push(line);
    let message = refusal(&json);
    assert!(message.contains("a line from r1c1 (#ffccaa)"), "{message}");
}

#[test]
fn a_bent_pill_and_an_old_style_thermometer_read() {
    let empty = Grid::empty(shudu::board::Shape::NINE);
    let mut json = scl(&empty, "");
    // A pill drawn as the converter draws one bent round a corner: a thick grey line under a
    // white one through its cells, and the arrow leaving a cell of it.
    let pill = json!([[0.5, 0.5], [0.5, 1.5]]);
    json["lines"] = json!([
        {"wayPoints": pill, "color": "#a1a1a1", "thickness": 35, "opacity": 0.7},
        {"wayPoints": pill, "color": "#ffffff", "thickness": 25, "opacity": 0.8},
        // The old Cracking the Cryptic app's thermometer: thin, its bulb white inside.
        {"wayPoints": [[8.5, 8.5], [7.5, 8.5], [6.5, 8.5]], "color": "#CFCFCF", "thickness": 5}
    ]);
    json["underlays"] = json!([{"center": [8.5, 8.5], "width": 0.7, "height": 0.7,
        "rounded": true, "borderColor": "#CFCFCF", "backgroundColor": "#FFFFFF"}]);
    json["arrows"] = json!([{"wayPoints": [[0.8, 1.5], [1.5, 1.5], [2.5, 1.5]],
        "color": "#a1a1a1", "thickness": 5, "headLength": 0.3}]);
    let puzzle = formats::puzzles(&json.to_string(), "p.json")
        .next()
        .unwrap();
    let grid = puzzle.unwrap_or_else(|e| panic!("{e}")).grid;
    assert_eq!(
        grid.rules().clues,
        vec![
            Clue::Thermometer(vec![80, 71, 62]),
            Clue::Arrow {
                circle: vec![0, 1],
                shaft: vec![10, 19]
            },
        ]
    );
    // A pill that turns a corner is no number: refused by the arrow's rule.
    let bent = json!([[0.5, 0.5], [0.5, 1.5], [1.5, 1.5]]);
    json["lines"][0]["wayPoints"] = bent.clone();
    json["lines"][1]["wayPoints"] = bent;
    json["arrows"][0]["wayPoints"] = json!([[1.8, 1.5], [2.5, 1.5]]);
    let message = refusal(&json);
    assert!(
        message.contains("arrow 1 (r1c1): the circle must be"),
        "{message}"
    );
}
