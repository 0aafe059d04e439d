//! Shudu in English and Simplified Chinese: the command line by `--lang` and `LANG`, the window
//! by its View menu (a setting kept across restarts). Its own test binary: the language is one
//! for the whole process, so these tests take turns.

mod common;

use common::{MemoryStorage, shudu, shudu_with};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use shudu::generator::GenerateError;
use shudu::i18n::{self, Language};
use shudu::solver::CancelToken;
use shudu::ui::ShuduApp;
use shudu::worker::Hooks;
use std::sync::Arc;
use std::sync::Mutex;

/// One test at a time changes the process's language.
static LANGUAGE: Mutex<()> = Mutex::new(());

const MISSING: &str = "/nonexistent/shudu-history.ron";

#[test]
fn the_command_line_speaks_the_language_asked_for() {
    let english = shudu(&["stats", "--file", MISSING], "");
    let said = String::from_utf8_lossy(&english.stderr);
    assert!(said.contains("no such history file"), "{said}");
    for (args, vars) in [
        (
            &["--lang", "zh-CN", "stats", "--file", MISSING][..],
            &[][..],
        ),
        (&["stats", "--lang=zh-CN", "--file", MISSING][..], &[][..]),
        (
            &["stats", "--file", MISSING][..],
            &[("LANG", "zh_CN.UTF-8")][..],
        ),
        (
            &["stats", "--file", MISSING][..],
            &[("LC_ALL", "zh_CN.UTF-8")][..],
        ),
    ] {
        let output = shudu_with(args, "", vars);
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.contains("没有这个历史文件"),
            "{args:?} {vars:?}: {said}"
        );
        assert_eq!(output.status.code(), Some(1));
    }
    // --lang beats the system's language.
    let output = shudu_with(
        &["--lang", "en", "stats", "--file", MISSING],
        "",
        &[("LANG", "zh_CN.UTF-8")],
    );
    assert!(String::from_utf8_lossy(&output.stderr).contains("no such history file"));
}

#[test]
fn help_speaks_the_language_asked_for() {
    let output = shudu(&["--lang", "zh-CN", "solve", "--help"], "");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains("求解题目") && said.contains("用法"), "{said}");
    assert!(said.contains("题目有多个解时也给出一个解"), "{said}");
    let output = shudu(&["solve", "--help"], "");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        said.contains("Print a solution even when the puzzle has several"),
        "{said}"
    );
}

#[test]
fn arguments_are_refused_in_the_language_asked_for_and_unknown_languages_by_name() {
    let output = shudu(&["--lang", "zh-CN", "count", "--timeout", "soon"], "");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("“soon”不是秒数"), "{said}");
    assert_eq!(output.status.code(), Some(2));
    let output = shudu(&["--lang", "fr", "count"], "");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("“fr”") && said.contains("zh-CN"), "{said}");
    assert_eq!(output.status.code(), Some(2));
}

/// A file that does not read, and a picture that is not one: the file's name and where, then
/// what is wrong, in the language asked for.
#[test]
fn bad_files_are_explained_in_the_language_asked_for() {
    let folder = std::env::temp_dir().join(format!("shudu-language-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let json = folder.join("broken.json");
    std::fs::write(&json, r#"{"size": 9, "grid": [[{}]]}"#).unwrap();
    let picture = folder.join("photo.png");
    std::fs::write(&picture, "these bytes are no picture").unwrap();
    let path = json.to_string_lossy();
    let output = shudu(&["--lang", "zh-CN", "solve", &path], "");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("broken.json") && said.contains("'grid' 有 1 行，'size' 却是 9"),
        "{said}"
    );
    let output = shudu(&["solve", &path], "");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("'grid' has 1 row, 'size' says 9"), "{said}");
    let output = shudu(&["--lang", "zh-CN", "scan", &picture.to_string_lossy()], "");
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.contains("photo.png") && said.contains("图片"),
        "{said}"
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "unreadable");
    std::fs::remove_dir_all(&folder).unwrap();
}

fn window(storage: &'static MemoryStorage) -> Harness<'static, ShuduApp> {
    let mut harness = Harness::builder()
        .with_size([1000.0, 760.0])
        .build_eframe(|cc| {
            cc.storage = Some(storage);
            // New puzzles are not made here: a generator that waits to be cancelled.
            let generator = Arc::new(|_: &_, cancel: &CancelToken| {
                while !cancel.is_cancelled() {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
                Err(GenerateError::Cancelled)
            });
            ShuduApp::with_hooks(
                cc,
                None,
                Hooks {
                    generator,
                    ..Hooks::default()
                },
            )
        });
    harness.run_steps(10);
    harness
}

#[test]
fn the_view_menu_switches_the_window_to_chinese_and_the_choice_is_kept() {
    let _turn = LANGUAGE.lock().unwrap_or_else(|e| e.into_inner());
    let empty: &'static MemoryStorage = Box::leak(Box::default());
    let mut harness = window(empty);
    // The system's language first, whatever it is; English asked for by name.
    harness.get_by_label("View").click();
    harness.run_steps(10);
    harness.get_by_label("English").click();
    harness.run_steps(10);
    harness.get_by_label("Hint");
    harness.get_by_label("View").click();
    harness.run_steps(10);
    harness.get_by_label("简体中文").click();
    harness.run_steps(10);
    assert_eq!(i18n::current(), Language::SimplifiedChinese);
    // The status line speaks the new language at once.
    let status = harness.state().status().map(|s| s.text.clone());
    assert_eq!(status.as_deref(), Some("窗口现在使用简体中文。"));
    // The menus, the side panel and the digit pad now read in Chinese.
    for label in [
        "游戏",
        "新游戏",
        "视图",
        "提示",
        "检查",
        "求解",
        "撤销",
        "标记",
    ] {
        harness.get_by_label(label);
    }
    assert!(harness.query_by_label("Hint").is_none());
    // The variants in the New game menu, and the keyboard window's title.
    harness.get_by_label("新游戏").click();
    harness.run_steps(10);
    for label in ["线条与提示", "练习一种技巧……"] {
        harness.get_by_label(label);
    }
    harness.get_by_label("变型数独").click();
    harness.run_steps(10);
    for label in ["杀手数独", "锯齿数独", "无马步数独"] {
        harness.get_by_label(label);
    }
    assert!(harness.query_by_label("Killer").is_none());
    harness.key_press(egui::Key::Escape);
    harness.run_steps(10);
    let mut storage = MemoryStorage::default();
    eframe::App::save(harness.state_mut(), &mut storage);
    drop(harness);
    // Back to English meanwhile: the kept setting, not the process, brings Chinese back.
    i18n::set(Language::English);
    let kept: &'static MemoryStorage = Box::leak(Box::new(storage));
    let mut reopened = window(kept);
    assert_eq!(
        reopened.state().settings().language,
        Some(Language::SimplifiedChinese)
    );
    reopened.get_by_label("提示");
    // And back: English by the same menu.
    reopened.get_by_label("视图").click();
    reopened.run_steps(10);
    reopened.get_by_label("English").click();
    reopened.run_steps(10);
    reopened.get_by_label("Hint");
    let status = reopened.state().status().map(|s| s.text.clone());
    assert_eq!(status.as_deref(), Some("The window speaks English now."));
}
