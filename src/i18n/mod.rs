//! Every text the window and the command line show, in the player's language.
//!
//! The texts live in Fluent files (`assets/i18n/<language>/*.ftl`), built into the binary, one
//! set per [`Language`]. Code names a text by its message id with [`t!`](crate::t):
//! `t!("status-saved", file = name)`. Plurals, and which form a number takes, are Fluent's
//! (`{ $count -> [one] … *[other] … }`), never decided in code. A test (`tests/i18n.rs`)
//! fails when an id the code uses is missing from a language or a language has an id no code
//! uses.
//!
//! One language is current for the whole process ([`set`]); it starts as the system's
//! ([`Language::from_system`]: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). The window sets it
//! from the View menu's setting, the command line from `--lang`.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use std::cell::Cell;
use std::str::FromStr;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU8, Ordering};
use unic_langid::LanguageIdentifier;

/// A language Shudu speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English.
    English,
    /// 简体中文: Simplified Chinese, as written in mainland China.
    SimplifiedChinese,
}

impl Language {
    /// Every language, English (the fallback) first.
    pub const ALL: [Language; 2] = [Language::English, Language::SimplifiedChinese];

    /// The language's tag: `en`, `zh-CN`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::SimplifiedChinese => "zh-CN",
        }
    }

    /// The language's name in itself, as a menu lists it: "English", "简体中文".
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::SimplifiedChinese => "简体中文",
        }
    }

    /// The language a locale name asks for (`zh_CN.UTF-8`, `zh-Hans`, `en_GB`, `zh`), if
    /// Shudu speaks it. Any Chinese locale reads Simplified Chinese, the only Chinese here.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let name = locale.split(['.', '@']).next().unwrap_or_default();
        let primary = name.split(['_', '-']).next().unwrap_or_default();
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Language::English),
            "zh" => Some(Language::SimplifiedChinese),
            _ => None,
        }
    }

    /// The system's language by the POSIX variables in their order of precedence
    /// (`LANGUAGE`'s list first, then `LC_ALL`, `LC_MESSAGES`, `LANG`); English when none
    /// names a language Shudu speaks.
    pub fn from_system() -> Language {
        Language::from_variables(|name| std::env::var(name).ok())
    }

    /// [`Language::from_system`] with the variables read through `var`.
    pub fn from_variables(var: impl Fn(&str) -> Option<String>) -> Language {
        let set = |name: &str| var(name).filter(|value| !value.is_empty());
        // Like gettext: the locale in force is the first of LC_ALL, LC_MESSAGES, LANG that is
        // set; LANGUAGE's list is read only when that locale is not "C" (or unset).
        let locale = set("LC_ALL")
            .or_else(|| set("LC_MESSAGES"))
            .or_else(|| set("LANG"));
        let plain = locale.as_deref().is_none_or(|l| l == "C" || l == "POSIX");
        let listed = set("LANGUAGE")
            .filter(|_| !plain)
            .and_then(|list| list.split(':').find_map(Language::from_locale));
        listed
            .or_else(|| locale.as_deref().and_then(Language::from_locale))
            .unwrap_or(Language::English)
    }

    fn index(self) -> u8 {
        match self {
            Language::English => 1,
            Language::SimplifiedChinese => 2,
        }
    }

    fn files(self) -> &'static [&'static str] {
        match self {
            Language::English => &ENGLISH,
            Language::SimplifiedChinese => &CHINESE,
        }
    }
}

/// A language tag Shudu does not speak, as `--lang` was given it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::t!("error-language", tag = .tag.as_str()))]
pub struct UnknownLanguage {
    /// The tag as given.
    pub tag: String,
}

impl FromStr for Language {
    type Err = UnknownLanguage;

    fn from_str(tag: &str) -> Result<Language, UnknownLanguage> {
        Language::from_locale(tag).ok_or_else(|| UnknownLanguage {
            tag: tag.to_owned(),
        })
    }
}

/// The Fluent files of each language, in the binary. One file an area of the program.
macro_rules! fluent_files {
    ($language:literal) => {
        [
            include_str!(concat!("../../assets/i18n/", $language, "/window.ftl")),
            include_str!(concat!("../../assets/i18n/", $language, "/lab.ftl")),
            include_str!(concat!("../../assets/i18n/", $language, "/techniques.ftl")),
            include_str!(concat!("../../assets/i18n/", $language, "/cli.ftl")),
            include_str!(concat!("../../assets/i18n/", $language, "/errors.ftl")),
        ]
    };
}

const ENGLISH: [&str; 5] = fluent_files!("en");
const CHINESE: [&str; 5] = fluent_files!("zh-CN");

/// The current language; 0 until first read or set (then the system's).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `language` the one every text is given in from now on, in every thread.
pub fn set(language: Language) {
    CURRENT.store(language.index(), Ordering::Relaxed);
}

thread_local! {
    /// The language [`with_language`] gives this thread's texts in for a while (0: none).
    static OVERRIDE: Cell<u8> = const { Cell::new(0) };
}

/// Runs `f` with every text this thread makes in `language`, whatever the current language,
/// then goes back to it (even if `f` panics): for keys kept in English, and for tests that
/// check a language without changing it for every thread.
pub fn with_language<R>(language: Language, f: impl FnOnce() -> R) -> R {
    /// Puts back the thread's earlier language when dropped.
    struct Restore(u8);
    impl Drop for Restore {
        fn drop(&mut self) {
            OVERRIDE.with(|o| o.set(self.0));
        }
    }
    let _restore = Restore(OVERRIDE.with(|o| o.replace(language.index())));
    f()
}

/// The language texts are given in: this thread's [`with_language`] if one is running, else
/// the process's.
pub fn current() -> Language {
    match OVERRIDE.with(Cell::get) {
        1 => return Language::English,
        2 => return Language::SimplifiedChinese,
        _ => {}
    }
    match CURRENT.load(Ordering::Relaxed) {
        1 => Language::English,
        2 => Language::SimplifiedChinese,
        _ => {
            let language = Language::from_system();
            set(language);
            language
        }
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle a language, in [`Language::ALL`]'s order, parsed on first use. A file's syntax
/// errors leave out only the broken entries (the tests reject them).
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.iter().map(|&l| bundle(l)).collect())
}

fn bundle(language: Language) -> Bundle {
    let id: LanguageIdentifier = language.tag().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Unicode isolation marks around each value would show as boxes in egui and in terminals.
    bundle.set_use_isolating(false);
    for source in language.files() {
        let resource = FluentResource::try_new((*source).to_owned()).unwrap_or_else(|(r, _)| r);
        // Ids are unique across a language's files (the tests check): nothing is overridden.
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// A value given to a message: text or a number (which Fluent picks plural forms by).
#[derive(Debug, Clone)]
pub struct Arg(FluentValue<'static>);

macro_rules! arg_from {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(value: $t) -> Arg {
                Arg(FluentValue::from(value))
            }
        }
    )*};
}

arg_from!(String, u8, u16, u32, u64, usize, i32, i64, f64);

impl From<char> for Arg {
    fn from(value: char) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

/// Anything shown by reference (`&str`, `&path.display()`, `&level`) goes in as text; give
/// numbers by value for Fluent to choose plural forms by them.
impl<T: std::fmt::Display + ?Sized> From<&T> for Arg {
    fn from(value: &T) -> Arg {
        Arg(FluentValue::from(value.to_string()))
    }
}

/// The message `id` in the current language, with `args` put in; English where the language
/// lacks it, the id itself where English does too (the tests make both impossible).
pub fn text(id: &str, args: &[(&str, Arg)]) -> String {
    text_in(current(), id, args)
}

/// The message `id` in the current language, if that language has it (no fallback): for texts
/// that have an English source elsewhere (`--help`, from the doc comments).
pub fn lookup(id: &str) -> Option<String> {
    let language = current();
    let index = Language::ALL.iter().position(|&l| l == language)?;
    let bundle = bundles().get(index)?;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        bundle
            .format_pattern(pattern, None, &mut errors)
            .into_owned(),
    )
}

/// [`text`] in a given language.
pub fn text_in(language: Language, id: &str, args: &[(&str, Arg)]) -> String {
    let all = bundles();
    let wanted = Language::ALL.iter().position(|&l| l == language);
    let found = wanted
        .and_then(|i| all.get(i))
        .into_iter()
        .chain(all.first())
        .find_map(|bundle| Some((bundle, bundle.get_message(id)?.value()?)));
    let Some((bundle, pattern)) = found else {
        return id.to_owned();
    };
    let mut fluent_args = FluentArgs::with_capacity(args.len());
    for (name, Arg(value)) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&fluent_args), &mut errors)
        .into_owned()
}

/// The text of message `id` in the current language: `t!("id")`, or with values put in,
/// `t!("id", name = &value, count = n)`. Values are text (anything shown, by reference) or
/// numbers (by value).
#[macro_export]
macro_rules! t {
    ($id:literal $(,)?) => {
        $crate::i18n::text($id, &[])
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests;
