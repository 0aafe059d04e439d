use super::*;

#[test]
fn locale_names_pick_the_language() {
    for (locale, language) in [
        ("zh_CN.UTF-8", Language::SimplifiedChinese),
        ("zh-Hans", Language::SimplifiedChinese),
        ("zh", Language::SimplifiedChinese),
        ("en_GB.UTF-8@euro", Language::English),
    ] {
        assert_eq!(Language::from_locale(locale), Some(language), "{locale}");
    }
    assert_eq!(Language::from_locale("de_DE.UTF-8"), None);
    assert_eq!(Language::from_locale("C"), None);
    assert_eq!("zh-CN".parse(), Ok(Language::SimplifiedChinese));
    assert!("fr".parse::<Language>().is_err());
}

#[test]
fn the_system_language_follows_the_posix_order() {
    let with = |pairs: &[(&str, &str)]| {
        Language::from_variables(|name| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        })
    };
    assert_eq!(with(&[]), Language::English);
    assert_eq!(
        with(&[("LANG", "zh_CN.UTF-8")]),
        Language::SimplifiedChinese
    );
    // LC_ALL beats LANG; LC_MESSAGES beats LANG.
    let all = [("LANG", "zh_CN.UTF-8"), ("LC_ALL", "en_US.UTF-8")];
    assert_eq!(with(&all), Language::English);
    let messages = [("LANG", "en_US.UTF-8"), ("LC_MESSAGES", "zh_CN.UTF-8")];
    assert_eq!(with(&messages), Language::SimplifiedChinese);
    // LANGUAGE's list counts unless the locale is C; its first language Shudu speaks wins.
    let list = [("LANG", "de_DE.UTF-8"), ("LANGUAGE", "fr:zh_CN:en")];
    assert_eq!(with(&list), Language::SimplifiedChinese);
    let plain = [("LANG", "C"), ("LANGUAGE", "zh_CN")];
    assert_eq!(with(&plain), Language::English);
    assert_eq!(with(&[("LANG", "de_DE.UTF-8")]), Language::English);
}

#[test]
fn texts_come_in_each_language_with_values_put_in() {
    let english = text_in(
        Language::English,
        "error-language",
        &[("tag", Arg::from("fr"))],
    );
    assert!(
        english.contains("“fr”") && english.contains("English"),
        "{english}"
    );
    let chinese = text_in(
        Language::SimplifiedChinese,
        "error-language",
        &[("tag", "fr".into())],
    );
    assert!(
        chinese.contains("“fr”") && chinese.contains("简体中文"),
        "{chinese}"
    );
    // No isolation marks around the values.
    assert!(!english.contains('\u{2068}') && !chinese.contains('\u{2068}'));
    assert_eq!(
        text_in(Language::English, "no-such-message", &[]),
        "no-such-message"
    );
}
