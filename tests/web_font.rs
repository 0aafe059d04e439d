//! The web page draws Chinese with the font it carries (`assets/web/cjk-subset.ttf`, made by
//! `.ci/web-font`): every CJK character of the Chinese texts must be in it, or the page shows
//! a box where the desktop shows the character.

use skrifa::{FontRef, MetadataProvider};
use std::collections::BTreeSet;

#[test]
fn the_web_pages_chinese_font_has_every_character_of_the_chinese_texts() {
    let bytes = std::fs::read("assets/web/cjk-subset.ttf").unwrap();
    let font = FontRef::new(&bytes).unwrap();
    let charmap = font.charmap();
    let mut missing = BTreeSet::new();
    let mut checked = 0;
    for entry in std::fs::read_dir("assets/i18n/zh-CN").unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for c in text.chars().filter(|&c| u32::from(c) >= 0x2E80) {
            checked += 1;
            if charmap.map(c).is_none() {
                missing.insert(c);
            }
        }
    }
    assert!(
        checked > 1000,
        "only {checked} CJK characters in the Chinese texts"
    );
    let missing: String = missing.into_iter().collect();
    assert!(
        missing.is_empty(),
        "run .ci/web-font: the web font lacks {missing}"
    );
}
