//! The RON save file: round trips through real files, refusals with useful messages, and
//! writes that never damage the previous save.

// Helpers may unwrap: a panic in a test or benchmark is a failure, as it should be.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shudu::board::{Cell, Digit, DigitSet, Grid, Shape};
use shudu::formats::save::{self, SAVE_VERSION, SaveError};
use shudu::game::{Action, Colour, Game, GameError, Marking, PuzzleInfo};
use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

const PUZZLE: &str =
    "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

fn d(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// A game in progress: entries, notes, an undo and a redo step, a selection, notes mode on,
/// and a clock paused at 42 seconds.
fn game_in_progress(t0: Instant) -> Game {
    let values: Vec<u8> = PUZZLE.bytes().map(|b| b - b'0').collect();
    let mut game = Game::new_at(Grid::from_values(Shape::NINE, &values).unwrap(), t0);
    game.apply(Action::Select(Cell::new(0, 2)), t0);
    game.apply(Action::Enter(d(4)), t0);
    game.apply(Action::FillCandidates, t0);
    game.apply(Action::Select(Cell::new(0, 3)), t0);
    game.apply(Action::Enter(d(6)), t0);
    game.apply(Action::Undo, t0);
    game.apply(Action::ToggleNotesMode, t0);
    game.apply(Action::Pause, t0 + Duration::from_secs(42));
    game
}

fn ron_of(game: &Game) -> String {
    save::to_ron(game).unwrap()
}

fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn round_trip_through_a_file_keeps_entries_notes_history_and_time() {
    let t0 = Instant::now();
    let game = game_in_progress(t0);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    save::write(&path, &game).unwrap();
    let mut loaded = save::read(&path).unwrap();

    assert_eq!(ron_of(&loaded), ron_of(&game));
    assert_eq!(loaded.grid(), game.grid());
    assert!(
        Shape::NINE
            .cells()
            .all(|c| loaded.notes(c) == game.notes(c))
    );
    assert_eq!(
        loaded.notes(Cell::new(0, 3)).len(),
        2,
        "candidates 1 and 2 survive"
    );
    assert_eq!(loaded.selected(), Some(Cell::new(0, 3)));
    assert!(loaded.notes_mode());
    assert!(loaded.is_paused());
    assert_eq!(loaded.elapsed(Instant::now()), Duration::from_secs(42));
    // A paused game takes no moves: resume it, then its history plays on.
    assert!(!loaded.apply(Action::Redo, t0));
    assert!(loaded.apply(Action::Resume, t0));
    assert!(loaded.apply(Action::Redo, t0));
    assert_eq!(loaded.value(Cell::new(0, 3)), Some(d(6)));
    assert!(loaded.apply(Action::Undo, t0) && loaded.apply(Action::Undo, t0));
    assert_eq!(loaded.notes(Cell::new(0, 3)).len(), 0);
    assert_eq!(
        file_names(dir.path()),
        ["game.ron"],
        "no temporary file is left"
    );
}

#[test]
fn saving_again_replaces_the_previous_save() {
    let t0 = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.ron");
    save::write(&path, &Game::entering(Shape::new(2, 2).unwrap())).unwrap();
    let game = game_in_progress(t0);
    save::write(&path, &game).unwrap();
    assert_eq!(fs::read_to_string(&path).unwrap(), ron_of(&game));
}

#[test]
fn missing_optional_fields_take_their_defaults() {
    let text = ron_of(&game_in_progress(Instant::now()));
    let trimmed: String = text
        .lines()
        .filter(|l| {
            !["marking:", "mode:", "wrong:"]
                .iter()
                .any(|f| l.trim().starts_with(f))
        })
        .map(|l| format!("{l}\n"))
        .collect();
    assert_ne!(trimmed, text);
    let game = save::from_ron(&trimmed, "old.ron").unwrap();
    assert!(!game.notes_mode());
    assert!(game.wrong_cells().is_empty());
}

#[test]
fn a_newer_save_is_refused_with_its_version() {
    let text = ron_of(&game_in_progress(Instant::now())).replacen("version: 4", "version: 5", 1);
    let err = save::from_ron(&text, "new.ron").unwrap_err();
    assert_eq!(
        err,
        SaveError::Newer {
            origin: "new.ron".into(),
            found: 5,
            supported: SAVE_VERSION
        }
    );
    assert_eq!(
        err.to_string(),
        "new.ron: saved by a newer Shudu (save version 5); this version reads up to 4"
    );
}

#[test]
fn garbage_is_refused_naming_the_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("broken.ron");
    fs::write(&path, "(\n    version: 1,\n    game: [oops\n").unwrap();
    let err = save::read(&path).unwrap_err();
    let SaveError::NotRon { origin, line, .. } = &err else {
        panic!("expected NotRon, got {err:?}");
    };
    assert_eq!(*origin, path.display().to_string());
    assert_eq!(*line, 3);
    let message = err.to_string();
    assert!(
        message.starts_with(&format!("{}, line 3, column", path.display())),
        "{message}"
    );
}

#[test]
fn a_missing_file_is_unreadable_and_named() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("nowhere.ron");
    let err = save::read(&path).unwrap_err();
    assert!(matches!(err, SaveError::Unreadable { .. }), "{err:?}");
    assert!(err.to_string().contains("nowhere.ron"));
}

#[test]
fn a_save_with_a_missing_cell_is_refused() {
    let text = ron_of(&game_in_progress(Instant::now()));
    let short = text.replacen("        (entry: None, notes: (0)),\n", "", 1);
    assert_ne!(short, text);
    let err = save::from_ron(&short, "short.ron").unwrap_err();
    assert_eq!(
        err,
        SaveError::Invalid {
            origin: "short.ron".into(),
            problem: GameError::CellCount {
                expected: 81,
                found: 80
            }
        }
    );
}

#[test]
fn a_save_whose_puzzle_lacks_a_cell_is_refused() {
    let text = ron_of(&game_in_progress(Instant::now()));
    let short = text.replacen("values: [5, 3, ", "values: [3, ", 1);
    assert_ne!(short, text);
    let err = save::from_ron(&short, "short.ron").unwrap_err();
    assert!(matches!(err, SaveError::NotRon { .. }), "{err:?}");
    assert!(
        err.to_string().contains("expected 81 cells, found 80"),
        "{err}"
    );
}

#[test]
fn a_save_with_a_digit_above_the_grid_size_is_refused() {
    let text = ron_of(&game_in_progress(Instant::now()));
    let big = text.replacen("digit: (4)", "digit: (12)", 1);
    assert_ne!(big, text);
    let err = save::from_ron(&big, "big.ron").unwrap_err();
    let SaveError::Invalid { problem, .. } = err else {
        panic!("expected Invalid, got {err:?}");
    };
    assert!(matches!(
        problem,
        GameError::DigitTooLarge { digit: 12, .. }
    ));
}

#[test]
fn a_failed_write_reports_it_and_leaves_the_target_alone() {
    let dir = tempfile::tempdir().unwrap();
    // The target is a folder holding an earlier file: renaming over it must fail.
    let path = dir.path().join("game.ron");
    fs::create_dir(&path).unwrap();
    fs::write(path.join("keep.txt"), "earlier").unwrap();
    let err = save::write(&path, &game_in_progress(Instant::now())).unwrap_err();
    assert!(matches!(err, SaveError::WriteFailed { .. }), "{err:?}");
    assert!(
        err.to_string().starts_with(&path.display().to_string()),
        "{err}"
    );
    assert_eq!(fs::read(path.join("keep.txt")).unwrap(), b"earlier");
    assert_eq!(
        file_names(dir.path()),
        ["game.ron"],
        "no temporary file is left"
    );
}

#[test]
fn saves_are_told_apart_from_puzzle_text() {
    assert!(save::looks_like_save(&ron_of(&Game::entering(Shape::NINE))));
    assert!(!save::looks_like_save(PUZZLE));
    assert!(!save::looks_like_save("# a comment\n53..7....\n"));
}

#[test]
fn a_running_clock_saves_the_time_played_so_far() {
    let Some(half_a_minute_ago) = Instant::now().checked_sub(Duration::from_secs(30)) else {
        println!("skipped: this machine's clock cannot go back 30 s");
        return;
    };
    let game = Game::new_at(Grid::empty(Shape::NINE), half_a_minute_ago);
    let loaded = save::from_ron(&save::to_ron(&game).unwrap(), "test").unwrap();
    assert!(!loaded.is_paused());
    let played = loaded.elapsed(Instant::now());
    assert!(played >= Duration::from_secs(30), "only {played:?} kept");
}

#[test]
fn a_version_1_save_with_named_changes_still_loads_and_undoes() {
    let t0 = Instant::now();
    let values: Vec<u8> = PUZZLE.bytes().map(|b| b - b'0').collect();
    let mut game = Game::new_at(Grid::from_values(Shape::NINE, &values).unwrap(), t0);
    game.apply(Action::Select(Cell::new(0, 2)), t0);
    game.apply(Action::Enter(d(4)), t0);
    let text = ron_of(&game);
    assert!(
        text.contains("version: 4") && !text.contains("before"),
        "{text}"
    );
    // Version 1 wrote each change with named fields.
    let (start, end) = (text.find("undo:").unwrap(), text.find("redo:").unwrap());
    let named = "undo: [[(cell: (row: 0, col: 2), before: (entry: None, notes: (0)), \
                 after: (entry: Some((digit: (4), source: Player)), notes: (0)))]],\n";
    let old = format!("{}{named}{}", &text[..start], &text[end..]).replacen(
        "version: 4",
        "version: 1",
        1,
    );
    let mut loaded = save::from_ron(&old, "old.ron").unwrap();
    assert_eq!(loaded.grid(), game.grid());
    assert!(
        ron_of(&loaded).contains("undo: [[(0, 2, 0, 0, 18, 0)]]"),
        "today's form"
    );
    loaded.apply(Action::Undo, t0);
    assert_eq!(loaded.value(Cell::new(0, 2)), None);
}

/// A game with every kind of mark: notes, corner marks, colours on an empty cell and on a
/// given, corner mode on, and the last colour undone (so the redo stack holds one too).
fn game_with_marks(t0: Instant) -> Game {
    let values: Vec<u8> = PUZZLE.bytes().map(|b| b - b'0').collect();
    let mut game = Game::new_at(Grid::from_values(Shape::NINE, &values).unwrap(), t0);
    let colour = |n| Action::ToggleColour(Colour::new(n).unwrap());
    game.apply(Action::Select(Cell::new(0, 2)), t0);
    game.apply(Action::ToggleNote(d(1)), t0);
    game.apply(Action::ToggleNote(d(2)), t0);
    game.apply(Action::ToggleCorner(d(4)), t0);
    game.apply(Action::ToggleCorner(d(9)), t0);
    game.apply(colour(6), t0);
    game.apply(Action::Select(Cell::new(0, 0)), t0);
    game.apply(colour(2), t0);
    game.apply(Action::Select(Cell::new(8, 8)), t0);
    game.apply(colour(9), t0);
    game.apply(Action::Undo, t0);
    game.apply(Action::ToggleMarking(Marking::Corner), t0);
    game.apply(Action::Pause, t0 + Duration::from_secs(7));
    game
}

#[test]
fn corner_marks_colours_and_the_marking_survive_a_file_and_undo_after_loading() {
    let t0 = Instant::now();
    let game = game_with_marks(t0);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("marks.ron");
    save::write(&path, &game).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("version: 4") && text.contains("marking: Corner"),
        "{text}"
    );
    let mut loaded = save::read(&path).unwrap();
    assert_eq!(ron_of(&loaded), text);
    let (r1c3, r1c1, r9c9) = (Cell::new(0, 2), Cell::new(0, 0), Cell::new(8, 8));
    let set = |digits: &[u8]| digits.iter().map(|&n| d(n)).collect::<DigitSet>();
    assert_eq!(loaded.notes(r1c3), set(&[1, 2]));
    assert_eq!(loaded.corner(r1c3), set(&[4, 9]));
    assert_eq!(loaded.colour(r1c3), Colour::new(6));
    assert_eq!(loaded.colour(r1c1), Colour::new(2), "the given's colour");
    assert_eq!(loaded.value(r1c1), Some(d(5)));
    assert_eq!(loaded.colour(r9c9), None);
    assert_eq!(loaded.marking(), Marking::Corner);
    assert!(
        !ron_of(&loaded).contains("notes_mode"),
        "only old games write the flag"
    );
    // The history came along: redo the undone colour, undo back to the corner marks.
    assert!(loaded.apply(Action::Resume, t0));
    assert!(loaded.apply(Action::Redo, t0));
    assert_eq!(loaded.colour(r9c9), Colour::new(9));
    for _ in 0..3 {
        assert!(loaded.apply(Action::Undo, t0));
    }
    assert_eq!(loaded.colour(r1c3), None);
    assert_eq!(loaded.corner(r1c3), set(&[4, 9]));
    assert!(loaded.apply(Action::Undo, t0));
    assert_eq!(loaded.corner(r1c3), set(&[4]));
}

#[test]
fn a_version_2_save_file_loads_with_notes_mode_and_without_new_marks() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/saves/version-2.ron");
    let text = fs::read_to_string(&path).unwrap();
    assert!(text.contains("version: 2") && text.contains("notes_mode: true"));
    let mut game = save::read(&path).unwrap();
    assert_eq!(
        game.marking(),
        Marking::Notes,
        "the old flag reads as notes mode"
    );
    assert!(game.notes_mode());
    assert_eq!(game.value(Cell::new(0, 2)), Some(d(4)));
    assert_eq!(game.notes(Cell::new(0, 3)).len(), 2);
    assert!(Shape::NINE.cells().all(|c| game.corner(c).is_empty()));
    assert!(Shape::NINE.cells().all(|c| game.colour(c).is_none()));
    // Written again and read back, it is still in notes mode.
    let again = ron_of(&game);
    assert!(again.contains("version: 4"), "{again}");
    assert!(save::from_ron(&again, "again.ron").unwrap().notes_mode());
    game.apply(Action::Resume, Instant::now());
    assert!(game.apply(Action::ToggleNotesMode, Instant::now()));
    assert_eq!(game.marking(), Marking::Value);
}

#[test]
fn a_save_with_a_colour_out_of_range_is_refused() {
    let text = ron_of(&game_with_marks(Instant::now()));
    let bad = text.replacen("colour: Some(6)", "colour: Some(10)", 1);
    assert_ne!(bad, text);
    let err = save::from_ron(&bad, "bad.ron").unwrap_err();
    assert!(matches!(err, SaveError::NotRon { .. }), "{err:?}");
    assert!(err.to_string().contains("not a cell colour"), "{err}");
    // In the history too: colouring the given r1c1 (entry code 5 * 4 + 1) with colour 2.
    let bad = text.replacen(
        "(0, 0, 21, 0, 0, 0, 21, 0, 0, 2)",
        "(0, 0, 21, 0, 0, 0, 21, 0, 0, 12)",
        1,
    );
    assert_ne!(bad, text, "{text}");
    let err = save::from_ron(&bad, "bad.ron").unwrap_err();
    assert!(err.to_string().contains("not a cell colour"), "{err}");
}

/// A jigsaw killer X game: regions, diagonals and cages.
fn variant_game(t0: Instant) -> Game {
    use shudu::board::{Cage, Rules};
    // Regions: the boxes, with r1c3 and r1c4 swapped between the first two.
    let mut regions: Vec<u8> = Shape::NINE
        .cells()
        .map(|c| Shape::NINE.box_of(c) as u8)
        .collect();
    regions.swap(2, 3);
    let rules = Rules {
        regions: Some(regions),
        diagonal_down: true,
        diagonal_up: true,
        cages: vec![Cage::new([0, 1], Some(3)), Cage::new([80], None)],
        anti_knight: true,
        ..Rules::CLASSIC
    };
    let grid = Grid::empty(Shape::NINE).with_rules(rules).unwrap();
    let mut game = Game::new_at(grid, t0);
    game.apply(Action::Select(Cell::new(0, 0)), t0);
    game.apply(Action::Enter(d(1)), t0);
    game
}

#[test]
fn a_variant_game_keeps_its_rules_through_a_file() {
    let t0 = Instant::now();
    let game = variant_game(t0);
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("variant.ron");
    save::write(&path, &game).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("version: 4") && text.contains("rules"),
        "{text}"
    );
    let loaded = save::read(&path).unwrap();
    assert_eq!(loaded.puzzle().rules(), game.puzzle().rules());
    assert_eq!(
        loaded.puzzle().rules().describe(),
        "Killer + Jigsaw + Sudoku X + Anti-knight"
    );
    assert_eq!(loaded.value(Cell::new(0, 0)), Some(d(1)));
    // A classic game writes no rules: version 3 Shudu reads it the same.
    let classic = ron_of(&game_in_progress(t0));
    assert!(!classic.contains("rules"), "{classic}");
    let old = classic.replacen("version: 4", "version: 3", 1);
    assert!(save::from_ron(&old, "old.ron").is_ok());
}

#[test]
fn a_save_whose_rules_do_not_fit_is_refused_with_the_reason() {
    let text = ron_of(&variant_game(Instant::now()));
    // A cage sum two cells cannot make.
    let bad = text.replacen("sum: Some(3)", "sum: Some(40)", 1);
    assert_ne!(bad, text);
    let err = save::from_ron(&bad, "bad.ron").unwrap_err().to_string();
    assert!(
        err.contains("bad.ron") && err.contains("cage at r1c1") && err.contains("not 40"),
        "{err}"
    );
}

#[test]
fn a_digit_that_breaks_a_cage_or_a_knight_move_is_a_conflict() {
    let t0 = Instant::now();
    let mut game = variant_game(t0);
    // r1c2 with 3: the cage of r1c1 and r1c2 sums to 3, so 1 + 3 breaks it.
    game.apply(Action::Select(Cell::new(0, 1)), t0);
    game.apply(Action::Enter(d(3)), t0);
    assert_eq!(game.conflicts(), [Cell::new(0, 0), Cell::new(0, 1)]);
    game.apply(Action::Enter(d(2)), t0);
    assert!(game.conflicts().is_empty());
    // r6c7 is a knight's move from r5c5, in another row, column, box and diagonal.
    game.apply(Action::Select(Cell::new(4, 4)), t0);
    game.apply(Action::Enter(d(7)), t0);
    game.apply(Action::Select(Cell::new(5, 6)), t0);
    game.apply(Action::Enter(d(7)), t0);
    assert_eq!(game.conflicts(), [Cell::new(4, 4), Cell::new(5, 6)]);
}

#[test]
fn a_puzzle_s_title_author_and_rules_in_words_go_through_a_file() {
    let t0 = Instant::now();
    let info = PuzzleInfo::new(
        Some("Knightmare".into()),
        Some("A. Setter".into()),
        Some("Normal sudoku rules apply. Digits a knight's move apart differ.".into()),
    );
    let game = variant_game(t0).with_info(info.clone());
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("titled.ron");
    save::write(&path, &game).unwrap();
    let text = fs::read_to_string(&path).unwrap();
    assert!(
        text.contains("version: 4") && text.contains("Knightmare"),
        "{text}"
    );
    assert_eq!(save::read(&path).unwrap().info(), &info);
}

#[test]
fn a_version_4_save_from_before_titles_were_kept_loads_without_one() {
    let t0 = Instant::now();
    // A game with no title writes no `info`: the very text Shudu wrote before it kept one.
    let old = ron_of(&variant_game(t0));
    assert!(old.contains("version: 4") && !old.contains("info"), "{old}");
    let loaded = save::from_ron(&old, "old.ron").unwrap();
    assert!(loaded.info().is_empty());
    assert_eq!(loaded.puzzle().rules(), variant_game(t0).puzzle().rules());
}

/// A save written before tallies kept codes (today's build kept English names) still reads:
/// its hints count under their techniques' codes, and a save written now keeps the codes.
#[test]
fn a_tally_kept_under_english_names_reads_as_codes() {
    let text = fs::read_to_string("tests/saves/tally-english-keys.ron").unwrap();
    assert!(text.contains("\"XY-Wing\": 2"), "the fixture keeps names");
    let game = save::read(Path::new("tests/saves/tally-english-keys.ron")).unwrap();
    let hints = &game.tally().hints;
    // XY-Wing is HoDoKu's 0800, Naked Single its 0003.
    assert_eq!(hints.get("0800"), Some(&2), "{hints:?}");
    assert_eq!(hints.get("0003"), Some(&1), "{hints:?}");
    assert_eq!(hints.len(), 2, "{hints:?}");
    let again = ron_of(&game);
    assert!(again.contains("\"0800\": 2"), "{again}");
    assert!(!again.contains("XY-Wing"), "{again}");
}
