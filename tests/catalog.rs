//! The catalog (i18n/<lang>/*.ftl) is whole: every message in every language with the same
//! placeables, every id the code asks for exists, every message is used, and the window's and
//! the command line's code hold no words of their own outside it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use gridwright::cli::help_text::{self, HelpText};
use gridwright::i18n::{Language, SOURCES};

/// Code not yet moved into the catalog: each area leaves this list when its words have moved.
const PENDING: &[&str] = &[];

/// Message id -> the variables its value and attributes name.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn messages(text: &str, file: &str) -> Messages {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{file}: does not parse: {errors:?}"));
    let mut out = Messages::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            let id = m.id.name.to_owned();
            assert!(out.insert(id.clone(), vars).is_none(), "{file}: {id} twice");
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every language's messages, by file.
fn catalog() -> Vec<(&'static str, Vec<Messages>)> {
    SOURCES
        .iter()
        .map(|s| {
            let per_language = Language::ALL
                .iter()
                .map(|l| messages(s.text[*l as usize], &format!("{}/{}.ftl", l.tag(), s.name)))
                .collect();
            (s.name, per_language)
        })
        .collect()
}

fn all_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for (file, per_language) in catalog() {
        for id in per_language[0].keys() {
            assert!(
                ids.insert(id.clone()),
                "{id} is in two files (one is {file}.ftl)"
            );
        }
    }
    ids
}

#[test]
fn every_message_is_in_every_language_with_the_same_placeables() {
    for (file, per_language) in catalog() {
        let english = &per_language[0];
        for (language, messages) in Language::ALL.iter().zip(&per_language).skip(1) {
            let tag = language.tag();
            for (id, vars) in english {
                let theirs = messages.get(id);
                assert!(theirs.is_some(), "{tag}/{file}.ftl lacks {id}");
                assert_eq!(
                    theirs,
                    Some(vars),
                    "{tag}/{file}.ftl: {id} names other placeables"
                );
            }
            // The help family is French only: its English is the code's doc comments (see
            // `help_texts_to_translate`).
            let own = |id: &&String| !english.contains_key(*id) && !id.starts_with(HELP_FAMILY);
            if let Some(id) = messages.keys().find(own) {
                panic!("{tag}/{file}.ftl has {id}, which en/{file}.ftl lacks");
            }
        }
    }
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// A string literal of the code: its text, its line, and the code just before it.
struct Literal {
    text: String,
    line: usize,
    before: String,
}

/// The string literals of `source` outside comments (raw strings included, char literals and
/// lifetimes skipped), up to its test module.
fn literals(source: &str) -> Vec<Literal> {
    let source = source.split("\n#[cfg(test)]").next().unwrap_or(source);
    let chars: Vec<char> = source.chars().collect();
    let (mut out, mut i, mut line) = (vec![], 0, 1);
    let before = |i: usize| -> String {
        let start = i.saturating_sub(80);
        chars[start..i]
            .iter()
            .filter(|c| !c.is_whitespace())
            .collect()
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
        } else if c == '\'' {
            i = match (next, chars.get(i + 2)) {
                (Some('\\'), _) => {
                    let close = chars[i + 2..].iter().position(|&c| c == '\'');
                    i + 3 + close.unwrap_or(0)
                }
                (_, Some('\'')) => i + 3,
                _ => i + 1,
            };
        } else if c == 'r'
            && matches!(next, Some('"' | '#'))
            && (i == 0 || !(chars[i - 1].is_alphanumeric() || chars[i - 1] == '_'))
        {
            let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
            let open = i + 1 + hashes;
            if chars.get(open) != Some(&'"') {
                i += 1;
                continue;
            }
            let close: String = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let rest: String = chars[open + 1..].iter().collect();
            let end = rest.find(&close).unwrap_or(rest.len());
            let text: String = rest[..end].to_owned();
            out.push(Literal {
                before: before(i),
                line,
                text: text.clone(),
            });
            line += text.matches('\n').count();
            i = open + 1 + text.chars().count() + close.chars().count();
        } else if c == '"' {
            let (start, mut j, mut text) = (i, i + 1, String::new());
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    j += 1;
                }
                text.push(chars[j]);
                j += 1;
            }
            let byte_string = start > 0 && chars[start - 1] == 'b';
            if !byte_string {
                out.push(Literal {
                    before: before(start),
                    line,
                    text: text.clone(),
                });
            }
            line += text.matches('\n').count();
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The calls whose first literal is an id of the catalog.
const CATALOG_CALLS: [&str; 3] = ["t!(", "tr(", "tr_args("];

/// Whether the code before a literal ends with a call of `name` (a whole name: `attr(` is not
/// `tr(`).
fn calls(before: &str, name: &str) -> bool {
    before
        .strip_suffix(name)
        .is_some_and(|rest| !rest.ends_with(|c: char| c.is_alphanumeric() || c == '_'))
}

/// Whether a literal is the id a catalog call asks for.
fn asks_catalog(before: &str) -> bool {
    CATALOG_CALLS.iter().any(|c| calls(before, c))
}

fn asked_ids() -> Vec<(String, String)> {
    let mut out = vec![];
    for file in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&file).unwrap();
        for l in literals(&source) {
            if asks_catalog(&l.before) {
                out.push((l.text, format!("{}:{}", file.display(), l.line)));
            }
        }
    }
    out
}

#[test]
fn every_id_the_code_asks_for_is_in_the_catalog() {
    let ids = all_ids();
    for (id, place) in asked_ids() {
        assert!(ids.contains(&id), "{place}: {id} is not in i18n/en/*.ftl");
    }
}

#[test]
fn every_message_of_the_catalog_is_used() {
    let mut literals_in_code = BTreeSet::new();
    for file in rust_files(Path::new("src")) {
        let source = std::fs::read_to_string(&file).unwrap();
        // Ids can also be chosen by a match: every literal counts, tests' too.
        literals_in_code.extend(
            literals(&source.replace("#[cfg(test)]", ""))
                .into_iter()
                .map(|l| l.text),
        );
    }
    for id in all_ids() {
        assert!(
            literals_in_code.contains(&id),
            "{id} is in the catalog but no code names it"
        );
    }
}

/// Whether a literal holds words: letters once format placeholders are gone, with a capital
/// or a space (ids, file extensions and keys of settings are lower-case single words).
fn holds_words(text: &str) -> bool {
    let mut bare = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => bare.push(c),
            _ => {}
        }
    }
    bare.chars().any(|c| c.is_alphabetic())
        && bare.chars().any(|c| c.is_uppercase() || c.is_whitespace())
}

/// Literals that are not the user's words: panics' messages, and lines marked
/// `// i18n-exempt: why` (egui ids, file names, format names, key names).
fn exempt(literal: &Literal, lines: &[&str]) -> bool {
    let marked = |n: usize| n >= 1 && lines.get(n - 1).is_some_and(|l| l.contains("i18n-exempt"));
    ["expect(", "panic!(", "unreachable!("]
        .iter()
        .any(|c| calls(&literal.before, c))
        || asks_catalog(&literal.before)
        || marked(literal.line)
        || marked(literal.line - 1)
}

#[test]
fn the_window_and_the_command_line_hold_no_words_outside_the_catalog() {
    let mut found = vec![];
    for dir in ["src/gui", "src/cli"] {
        for file in rust_files(Path::new(dir)) {
            let name = file.display().to_string();
            if PENDING.iter().any(|p| name.starts_with(p)) {
                continue;
            }
            let source = std::fs::read_to_string(&file).unwrap();
            let lines: Vec<&str> = source.lines().collect();
            for l in literals(&source) {
                if holds_words(&l.text) && !exempt(&l, &lines) {
                    found.push(format!("{name}:{}: {:?}", l.line, l.text));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words outside the catalog:\n{}",
        found.join("\n")
    );
}

/// The command line's help (`gridwright solve --help`) is the one part of the catalog whose
/// ids are not literals of the code. Its English is in the doc comments of the clap structs
/// (clap's own source of help), and `gridwright::cli::help_text` asks i18n/fr/cli-help.ftl
/// for ids it derives from where each text is in the command tree (`help-solve-time-limit`,
/// `.value` for the names of its values). So for this `help-` family, "in every language"
/// means French only, and "every id asked exists" and "every message is used" are checked
/// against the tree itself, by the two tests below.
const HELP_FAMILY: &str = "help-";

/// The texts of the help that the source writes in English and that the French tree still
/// shows in English: those the `help-` family translates (texts that name the games, such as
/// `solve`'s about, come translated from other messages).
fn help_texts_to_translate() -> Vec<HelpText> {
    let texts_in = |language: Language| {
        language.set_for_thread();
        help_text::texts(&gridwright::cli::source_tree())
    };
    let french: BTreeMap<_, _> = texts_in(Language::French)
        .into_iter()
        .map(|t| ((t.id, t.attribute), t.text))
        .collect();
    let english = texts_in(Language::English);
    english
        .into_iter()
        .filter(|t| french.get(&(t.id.clone(), t.attribute)) == Some(&t.text))
        .collect()
}

/// The French help family as written: id -> (the comment above it, whether it has a value,
/// its attributes).
fn french_help_messages() -> BTreeMap<String, (String, bool, BTreeSet<String>)> {
    let source = SOURCES.iter().find(|s| s.name == "cli-help").unwrap();
    let text = source.text[Language::French as usize];
    let resource = fluent_syntax::parser::parse(text).expect("fr/cli-help.ftl parses");
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(m) = entry
            && m.id.name.starts_with(HELP_FAMILY)
        {
            let comment = m.comment.map(|c| c.content.join(" ")).unwrap_or_default();
            let attributes = m.attributes.iter().map(|a| a.id.name.to_owned()).collect();
            out.insert(
                m.id.name.to_owned(),
                (comment, m.value.is_some(), attributes),
            );
        }
    }
    out
}

#[test]
fn every_help_of_the_command_line_has_its_french() {
    let written = french_help_messages();
    // Every missing one at once: a new verb lacks several.
    let mut missing = Vec::new();
    for t in help_texts_to_translate() {
        let place = match t.attribute {
            Some(a) => format!("{}.{a}", t.id),
            None => t.id.clone(),
        };
        let french = gridwright::i18n::lookup_in(Language::French, &t.id, t.attribute);
        let Some(french) = french else {
            missing.push(format!("{place}, the French of {:?}", t.text));
            continue;
        };
        if t.attribute != Some("value") {
            assert_ne!(french, t.text, "{place}: the French is the English");
        }
        if t.attribute.is_none() && written[&t.id].0 != t.text {
            missing.push(format!(
                "{place}: the English changed since it was translated; translate the new \
                 English and put it in the comment above the message: {:?}",
                t.text
            ));
        }
    }
    assert!(
        missing.is_empty(),
        "fr/cli-help.ftl lacks (or has stale):\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_help_message_names_a_text_of_the_command_line() {
    let wanted: BTreeSet<(String, Option<&str>)> = help_texts_to_translate()
        .into_iter()
        .map(|t| (t.id, t.attribute))
        .collect();
    let named =
        |id: &str, attribute: Option<&str>| wanted.iter().any(|(i, a)| i == id && *a == attribute);
    for (id, (_, has_value, attributes)) in french_help_messages() {
        assert!(
            !has_value || named(&id, None),
            "fr/cli-help.ftl: {id} names no command or argument whose help is English (removed, \
             renamed, or translated by another message)"
        );
        for a in attributes {
            assert!(
                named(&id, Some(a.as_str())),
                "fr/cli-help.ftl: {id}.{a} names no text of the command line"
            );
        }
    }
}

#[test]
fn the_scanner_finds_words_and_skips_ids() {
    let source = "let a = t!(\"shell-open\");\nui.label(\"Open a file\");\n// \"Not this\"\nlet c = '\"';\nlet id = \"sokoban-panel\";\nlet r = r#\"Raw \"words\"\"#;\n";
    let found: Vec<_> = literals(source)
        .into_iter()
        .filter(|l| holds_words(&l.text))
        .map(|l| (l.line, l.text))
        .collect();
    assert_eq!(
        found,
        [
            (2, "Open a file".to_owned()),
            (6, "Raw \"words\"".to_owned())
        ]
    );
}

/// The variants of `pub enum NAME` in `source`, by their four-space indent.
fn variants(source: &str, name: &str) -> Vec<String> {
    let start = source
        .find(&format!("pub enum {name} {{"))
        .unwrap_or_else(|| panic!("no enum {name}"));
    let body = &source[start..];
    let body = &body[..body.find("\n}\n").unwrap()];
    body.lines()
        .skip(1)
        .filter_map(|line| {
            let rest = line.strip_prefix("    ")?;
            let first = rest.chars().next()?;
            if !first.is_ascii_uppercase() {
                return None;
            }
            let end = rest
                .find(|c: char| !c.is_alphanumeric())
                .unwrap_or(rest.len());
            Some(rest[..end].to_owned())
        })
        .collect()
}

/// The formats crate says what a parser expected and found as values (`Expected`, `Found`);
/// the window and the command line say each in the catalog's words. A new variant with no
/// message would fall back to English in every language, so each must have its arm.
#[test]
fn every_kind_of_parse_error_has_its_message() {
    let formats = std::fs::read_to_string("formats/src/error.rs").unwrap();
    let words = std::fs::read_to_string("src/i18n/file_errors.rs").unwrap();
    let mut missing = vec![];
    for (name, prefix) in [("Expected", "E::"), ("Found", "Found::")] {
        let all = variants(&formats, name);
        assert!(all.len() > 5, "{name}: {all:?}");
        for v in all {
            let arm = format!("{prefix}{v}");
            let has_arm = words
                .match_indices(&arm)
                .any(|(i, _)| !words[i + arm.len()..].starts_with(char::is_alphanumeric));
            if !has_arm {
                missing.push(format!("{name}::{v}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "src/i18n/file_errors.rs says no words for: {}",
        missing.join(", ")
    );
}
