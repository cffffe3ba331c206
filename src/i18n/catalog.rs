//! The embedded catalog: one Fluent bundle per language, built once on first use.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::Language;
use super::numbers::format_value;

/// One `.ftl` file of the catalog: the same area's messages in every language.
#[derive(Debug, Clone, Copy)]
pub struct Source {
    /// The file's name in `i18n/<lang>/`, for the catalog test's messages.
    pub name: &'static str,
    /// The file's text per language, in [`Language::ALL`]'s order.
    pub text: [&'static str; 2],
}

macro_rules! sources {
    ($($name:literal),+ $(,)?) => {
        [$(Source {
            name: $name,
            text: [
                include_str!(concat!("../../i18n/en/", $name, ".ftl")),
                include_str!(concat!("../../i18n/fr/", $name, ".ftl")),
            ],
        }),+]
    };
}

/// Every file of the catalog, one per area of the program, so that work on one area never
/// touches another's file.
pub const SOURCES: [Source; 11] = sources!(
    "common",
    "shell",
    "sokoban",
    "maze",
    "bombfight",
    "g2048",
    "cli",
    "cli-games",
    "cli-help",
    "shards",
    "files",
);

type Bundle = FluentBundle<FluentResource>;

/// The bundles, in [`Language::ALL`]'s order.
fn bundles() -> &'static [Bundle; 2] {
    static BUNDLES: OnceLock<[Bundle; 2]> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.map(bundle))
}

fn bundle(language: Language) -> Bundle {
    let tag = language
        .tag()
        .parse()
        .expect("the languages' tags are valid");
    let mut bundle = Bundle::new_concurrent(vec![tag]);
    // Unicode isolation marks would show as boxes in the window and in terminals.
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match language {
        Language::English => |v, _| format_value(Language::English, v),
        Language::French => |v, _| format_value(Language::French, v),
    }));
    for source in SOURCES {
        let text = source.text[language as usize].to_owned();
        // A file that does not parse keeps the messages that do; the catalog test fails on it.
        let resource = FluentResource::try_new(text).unwrap_or_else(|(partial, _)| partial);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in `language`, or the id when there is none.
pub(super) fn format(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    lookup(language, id, None, args).unwrap_or_else(|| id.to_owned())
}

/// The message `id` (or its `attribute`) in `language`, if the catalog has it.
pub(super) fn lookup(
    language: Language,
    id: &str,
    attribute: Option<&str>,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let bundle = &bundles()[language as usize];
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        None => message.value()?,
        Some(name) => message.get_attribute(name)?.value(),
    };
    let mut errors = vec![];
    Some(
        bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned(),
    )
}
