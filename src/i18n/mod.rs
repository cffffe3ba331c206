//! The words of the window and the command line, in English or French, from one Fluent
//! catalog (`i18n/<lang>/*.ftl`, embedded in the binary so an installed copy needs no data
//! folder).
//!
//! Code names a message by its id (`t!("file-open")`, `t!("moves-made", n = 12)`); the
//! catalog holds the words, their plurals and where numbers go. Counts and measures are passed
//! as numbers (so plurals and decimal commas follow the language); identifiers that only look
//! like numbers (seeds, level ids, years) are passed as strings, so they are never grouped.
//!
//! The language is per thread with a process default: `main` sets the default once (from
//! `--lang`, the settings or the system's locale), the window sets its own thread's language
//! every frame from its settings, and tests on parallel threads never see each other's choice.

mod catalog;
mod file_errors;
mod locale;
mod names;
mod numbers;

use std::cell::Cell;
use std::sync::atomic::{AtomicU8, Ordering};

pub use fluent_bundle::{FluentArgs, FluentValue};
use serde::{Deserialize, Serialize};

pub use catalog::{SOURCES, Source};
pub use file_errors::{
    io_error, parse_error, path_error, thread_pool_error, thread_pool_error_kind,
};
pub use locale::from_locale_tag;
pub use names::{game_name, kind_name, known_kinds, wrong_game};
pub use numbers::{fixed, format_number, shortest};

/// A language the catalog has every message in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// The catalog's first language: every message is written here first.
    #[default]
    #[serde(rename = "en")]
    English,
    /// The language of three of the five original assignments and of their students.
    #[serde(rename = "fr")]
    French,
}

impl Language {
    /// Every language, in the order *View > Language* lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::French];

    /// The language's own name, shown untranslated so a reader finds theirs in any language.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
        }
    }

    /// The BCP 47 tag (`--lang` values and the catalog's folder names).
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
        }
    }

    /// The language a `--lang` value or a folder name names.
    pub fn from_tag(tag: &str) -> Option<Language> {
        Language::ALL.into_iter().find(|l| l.tag() == tag)
    }

    /// The language the system's locale asks for (English when it names another one).
    pub fn system() -> Language {
        sys_locale::get_locales()
            .find_map(|tag| from_locale_tag(&tag))
            .unwrap_or_default()
    }

    /// The command line's language: `GRIDWRIGHT_LANG` (`en`, `fr`) when set, else the
    /// system's locale, as command-line tools follow `LANG`.
    pub fn from_environment() -> Language {
        std::env::var("GRIDWRIGHT_LANG")
            .ok()
            .and_then(|tag| from_locale_tag(&tag))
            .unwrap_or_else(Language::system)
    }

    /// The language of this thread's messages.
    pub fn current() -> Language {
        THREAD.with(Cell::get).unwrap_or_else(|| {
            let french = PROCESS.load(Ordering::Relaxed) == Language::French as u8;
            if french {
                Language::French
            } else {
                Language::English
            }
        })
    }

    /// Makes this the default of every thread that has not chosen its own (`main` only).
    pub fn set_process_default(self) {
        PROCESS.store(self as u8, Ordering::Relaxed);
    }

    /// Makes this the language of the calling thread's messages.
    pub fn set_for_thread(self) {
        THREAD.with(|t| t.set(Some(self)));
    }
}

static PROCESS: AtomicU8 = AtomicU8::new(Language::English as u8);

thread_local! {
    static THREAD: Cell<Option<Language>> = const { Cell::new(None) };
}

/// `text` with its first letter upper case: a message written to follow other words (the
/// CLI's "puzzle reachable …") shown on its own as a sentence.
pub fn sentence_case(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The message `id` in the current language; the id itself when the catalog lacks it (the
/// catalog test keeps that from shipping).
pub fn tr(id: &str) -> String {
    catalog::format(Language::current(), id, None)
}

/// The message `id` with its placeables filled from `args`.
pub fn tr_args(id: &str, args: &FluentArgs) -> String {
    catalog::format(Language::current(), id, Some(args))
}

/// The message `id` in `language`, whatever the thread's choice (tests, and the catalog test).
pub fn tr_in(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    catalog::format(language, id, args)
}

/// The message `id`, or its `attribute` (`help-solve-file.value`), in `language`; `None` when
/// the catalog has no such message: for words that fall back to another source (the command
/// line's English help, which lives in its doc comments).
pub fn lookup_in(language: Language, id: &str, attribute: Option<&str>) -> Option<String> {
    catalog::lookup(language, id, attribute, None)
}

/// A message from the catalog: `t!("id")` or `t!("id", name = value, ...)`, where a value is a
/// number (counts, measures) or a string (names, identifiers).
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::FluentArgs::new();
        $(args.set(stringify!($name), $crate::i18n::FluentValue::from($value));)+
        $crate::i18n::tr_args($id, &args)
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_that_follows_other_words_becomes_a_sentence() {
        assert_eq!(sentence_case("reachable with luck"), "Reachable with luck");
        assert_eq!(sentence_case("électrique"), "Électrique");
        assert_eq!(sentence_case(""), "");
    }

    #[test]
    fn a_thread_keeps_its_own_language() {
        Language::French.set_for_thread();
        let other = std::thread::spawn(Language::current).join().unwrap();
        assert_eq!(Language::current(), Language::French);
        assert_eq!(other, Language::English);
    }

    #[test]
    fn tags_name_the_languages() {
        for l in Language::ALL {
            assert_eq!(Language::from_tag(l.tag()), Some(l));
        }
        assert_eq!(Language::from_tag("de"), None);
    }

    #[test]
    fn a_plural_and_a_decimal_follow_the_language() {
        let mut args = FluentArgs::new();
        args.set("n", 1);
        assert_eq!(
            tr_in(Language::English, "common-moves", Some(&args)),
            "1 move"
        );
        assert_eq!(
            tr_in(Language::French, "common-moves", Some(&args)),
            "1 coup"
        );
        args.set("n", 0);
        assert_eq!(
            tr_in(Language::English, "common-moves", Some(&args)),
            "0 moves"
        );
        assert_eq!(
            tr_in(Language::French, "common-moves", Some(&args)),
            "0 coup"
        );
        args.set("n", 12500);
        assert_eq!(
            tr_in(Language::English, "common-moves", Some(&args)),
            "12,500 moves"
        );
        assert_eq!(
            tr_in(Language::French, "common-moves", Some(&args)),
            "12\u{a0}500 coups"
        );
    }

    #[test]
    fn a_missing_message_shows_its_id() {
        assert_eq!(
            tr_in(Language::French, "no-such-message", None),
            "no-such-message"
        );
    }

    #[test]
    fn the_macro_fills_placeables() {
        Language::English.set_for_thread();
        assert_eq!(t!("common-moves", n = 2), "2 moves");
    }
}
