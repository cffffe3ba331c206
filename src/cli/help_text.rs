//! The command line's help in French: every about, argument help, value name and possible
//! value of the clap tree replaced by its French message, and clap's own words ("Usage:",
//! "Options:", "Print help", "[default: ..]") said in French.
//!
//! Why this way: the English stays in the doc comments of the clap structs, clap's own source
//! of help (the derive reads them; `cargo doc` shows them), so English output is exactly what
//! clap prints and an engineer adding a flag writes one doc comment. The French lives in
//! `i18n/fr/cli-help.ftl` under ids derived from where each text is ([`arg_id`],
//! [`command_id`]), with the English it translates as the message's comment; the catalog test
//! walks the whole tree ([`texts`]) and fails when a text has no French, when a French message
//! names a part that no longer exists, and when the English changed since it was translated.
//! A text whose French is missing (a build between a new flag and its translation) stays
//! English rather than showing an id.

use clap::{Arg, ArgAction, Command};

use crate::i18n::{Language, lookup_in};

/// A non-breaking space: French puts one before `:`.
const NBSP: char = '\u{a0}';

/// One text of the command line's help, where the catalog keeps its translation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpText {
    /// The message id (`help-solve-time-limit`).
    pub id: String,
    /// The message's attribute: `None` for the help itself, `long` for a long help, `value`
    /// for an argument's value names.
    pub attribute: Option<&'static str>,
    /// The text as the tree says it (English in the source tree).
    pub text: String,
}

/// The catalog id of the about of the command at `path` (`["bench", "sokoban"]`:
/// `help-bench-sokoban`); the program itself is `help-gridwright`.
pub fn command_id(path: &[&str]) -> String {
    if path.is_empty() {
        return "help-gridwright".to_owned();
    }
    format!("help-{}", path.join("-"))
}

/// The catalog id of an argument's help: `help-<command path>-<argument>`, or
/// `help-<argument>` for a global flag, which every command shares.
pub fn arg_id(path: &[&str], arg: &Arg) -> String {
    let name = arg.get_id().as_str().replace('_', "-");
    if arg.is_global_set() || path.is_empty() {
        format!("help-{name}")
    } else {
        format!("{}-{name}", command_id(path))
    }
}

/// The catalog id of the help of `value`, a possible value of `arg`.
fn value_id(path: &[&str], arg: &Arg, value: &str) -> String {
    format!("{}-{value}", arg_id(path, arg))
}

/// Whether `arg` is clap's own `--help` or `--version`.
fn is_clap_flag(arg: &Arg) -> bool {
    matches!(arg.get_action(), ArgAction::Help | ArgAction::Version)
        && matches!(arg.get_id().as_str(), "help" | "version")
}

/// Whether `cmd` is the `help` subcommand clap adds to commands that have subcommands.
fn is_clap_help_command(cmd: &Command) -> bool {
    cmd.get_name() == "help" && cmd.is_disable_help_flag_set()
}

/// Builds every command of the tree as parsing would (global flags copied down, `--help`,
/// `--version` and the `help` subcommand added), so that those can be translated too.
fn build(cmd: &mut Command) {
    let _ = cmd.render_usage();
    for sub in cmd.get_subcommands_mut() {
        build(sub);
    }
}

/// Every text of `cmd`'s help that its source writes (clap's own words aside), with the id
/// its translation has, each once (a global flag's help is one text).
pub fn texts(cmd: &Command) -> Vec<HelpText> {
    let mut cmd = cmd.clone();
    build(&mut cmd);
    let mut out = vec![];
    command_texts(&cmd, &[], &mut out);
    let mut seen = std::collections::BTreeSet::new();
    out.retain(|t| seen.insert((t.id.clone(), t.attribute, t.text.clone())));
    out
}

fn command_texts(cmd: &Command, path: &[&str], out: &mut Vec<HelpText>) {
    let id = command_id(path);
    let mut push = |id: &str, attribute, text: Option<String>| {
        if let Some(text) = text {
            out.push(HelpText {
                id: id.to_owned(),
                attribute,
                text,
            });
        }
    };
    push(&id, None, cmd.get_about().map(ToString::to_string));
    push(
        &id,
        Some("long"),
        cmd.get_long_about().map(ToString::to_string),
    );
    for arg in cmd.get_arguments().filter(|a| !is_clap_flag(a)) {
        let id = arg_id(path, arg);
        push(&id, None, arg.get_help().map(ToString::to_string));
        push(
            &id,
            Some("long"),
            arg.get_long_help().map(ToString::to_string),
        );
        push(&id, Some("value"), value_names(arg));
        for value in arg.get_possible_values() {
            let text = value.get_help().map(ToString::to_string);
            push(&value_id(path, arg, value.get_name()), None, text);
        }
    }
    for sub in cmd.get_subcommands().filter(|c| !is_clap_help_command(c)) {
        let path: Vec<&str> = path.iter().copied().chain([sub.get_name()]).collect();
        command_texts(sub, &path, out);
    }
}

/// The names an argument's values take in help (`<FILE>`), space-separated.
fn value_names(arg: &Arg) -> Option<String> {
    let names = arg.get_value_names()?;
    let takes = arg.get_action().takes_values();
    (takes && !names.is_empty()).then(|| {
        names
            .iter()
            .map(|n| n.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// `cmd` as the current language says it: unchanged in English; in French, built and every
/// text translated.
pub fn localize(mut cmd: Command) -> Command {
    if Language::current() == Language::English {
        return cmd;
    }
    build(&mut cmd);
    localize_command(cmd, &[])
}

/// The French of `id` (or its attribute), if the catalog has it.
fn french(id: &str, attribute: Option<&str>) -> Option<String> {
    lookup_in(Language::current(), id, attribute)
}

fn localize_command(mut cmd: Command, path: &[&str]) -> Command {
    if is_clap_help_command(&cmd) {
        return localize_help_command(cmd);
    }
    let id = command_id(path);
    if let Some(about) = french(&id, None) {
        cmd = cmd.about(about);
    }
    if let Some(long) = french(&id, Some("long")) {
        cmd = cmd.long_about(long);
    }
    let long = long_help_exists(&cmd);
    let styles = cmd.get_styles().clone();
    cmd = cmd.mut_args(|arg| localize_arg(arg, path, long, &styles));
    let cmd = clap_words(cmd);
    cmd.mut_subcommands(|sub| {
        let name = sub.get_name().to_owned();
        let path: Vec<&str> = path.iter().copied().chain([name.as_str()]).collect();
        localize_command(sub, &path)
    })
}

/// The `help` subcommand clap adds, in French.
fn localize_help_command(cmd: Command) -> Command {
    let cmd = cmd
        .about(crate::t!("cli-clap-help-command"))
        .mut_args(|arg| {
            arg.help(crate::t!("cli-clap-help-command-arg"))
                .value_name(crate::t!("cli-clap-command-value"))
                .help_heading(heading("cli-clap-arguments"))
        });
    clap_words(cmd)
}

/// A heading of the help, from the catalog, with the space French puts before its colon.
fn heading(id: &str) -> String {
    format!("{}{NBSP}", crate::i18n::tr(id))
}

/// The words clap writes itself around a command's texts: "Usage:", "Commands:", the
/// subcommand's placeholder.
fn clap_words(cmd: Command) -> Command {
    let usage = cmd.get_styles().get_usage();
    let usage = format!("{usage}{}{NBSP}:{usage:#}", crate::t!("cli-clap-usage"));
    let shows_args = cmd.get_arguments().any(|a| !a.is_hide_set())
        || cmd.get_subcommands().any(|c| !c.is_hide_set());
    // clap's own templates (clap_builder's help_template.rs), with the heading in French.
    let args = if shows_args { "\n\n{all-args}" } else { "" };
    let template =
        format!("{{before-help}}{{about-with-newline}}\n{usage} {{usage}}{args}{{after-help}}"); // i18n-exempt: clap's tags
    cmd.help_template(template)
        .subcommand_help_heading(heading("cli-clap-commands"))
        .subcommand_value_name(crate::t!("cli-clap-command-value"))
}

/// Whether `--help` shows more than `-h` for `cmd`, as clap decides it (clap_builder's
/// `Command::long_help_exists_`).
fn long_help_exists(cmd: &Command) -> bool {
    let long = |a: &Arg| {
        !a.is_hide_set()
            && (a.get_long_help().is_some()
                || a.is_hide_long_help_set()
                || a.is_hide_short_help_set()
                || (!a.is_hide_possible_values_set()
                    && a.get_possible_values()
                        .iter()
                        .any(|v| v.get_help().is_some())))
    };
    cmd.get_long_about().is_some()
        || cmd.get_before_long_help().is_some()
        || cmd.get_after_long_help().is_some()
        || cmd.get_arguments().any(long)
}

fn localize_arg(arg: Arg, path: &[&str], long: bool, styles: &clap::builder::Styles) -> Arg {
    let arg = if arg.get_help_heading().is_some() {
        let own = format!("{}{NBSP}", arg.get_help_heading().unwrap_or_default());
        arg.help_heading(own)
    } else if arg.is_positional() {
        arg.help_heading(heading("cli-clap-arguments"))
    } else {
        arg.help_heading(heading("cli-clap-options"))
    };
    if is_clap_flag(&arg) {
        return localize_clap_flag(arg);
    }
    let id = arg_id(path, &arg);
    let help = french(&id, None).or_else(|| arg.get_help().map(ToString::to_string));
    let long_help =
        french(&id, Some("long")).or_else(|| arg.get_long_help().map(ToString::to_string));
    let mut arg = match french(&id, Some("value")) {
        Some(names) if value_names(&arg).is_some() => {
            arg.value_names(names.split(' ').map(str::to_owned).collect::<Vec<_>>())
        }
        _ => arg,
    };
    let specs = Specs::of(&arg, path, styles);
    if !specs.is_empty() {
        arg = arg.hide_default_value(true).hide_possible_values(true);
    }
    let short = specs.short(help.clone().unwrap_or_default());
    let arg = if short.is_empty() {
        arg
    } else {
        arg.help(short)
    };
    if long || long_help.is_some() {
        let text = long_help.or(help).unwrap_or_default();
        arg.long_help(specs.long(text))
    } else {
        arg
    }
}

/// clap's `--help` and `--version`, in French.
fn localize_clap_flag(arg: Arg) -> Arg {
    match arg.get_action() {
        ArgAction::Version => arg.help(crate::t!("cli-clap-version")),
        _ if arg.get_long_help().is_some() => arg
            .help(crate::t!("cli-clap-help-more"))
            .long_help(crate::t!("cli-clap-help-summary")),
        _ => arg.help(crate::t!("cli-clap-help")),
    }
}

/// What clap adds after an argument's help ("[default: 10]", "[possible values: a, b]"),
/// in French, styled as clap styles it.
struct Specs {
    /// The bracketed notes, in clap's order.
    notes: Vec<String>,
    /// Possible values with a help each, listed under the long help.
    values: Vec<(String, String)>,
    /// The list's heading, styled.
    values_heading: String,
}

impl Specs {
    fn of(arg: &Arg, path: &[&str], styles: &clap::builder::Styles) -> Specs {
        let (ctx, val) = (styles.get_context(), styles.get_context_value());
        let literal = styles.get_literal();
        let mut notes = vec![];
        let takes = arg.get_action().takes_values();
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        if takes && !arg.is_hide_default_value_set() && !defaults.is_empty() {
            let label = crate::t!("cli-clap-default");
            notes.push(format!(
                "{ctx}[{label}{NBSP}: {ctx:#}{val}{}{val:#}{ctx}]{ctx:#}",
                defaults.join(" ")
            ));
        }
        let possible: Vec<_> = arg
            .get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect();
        let shown = takes && !arg.is_hide_possible_values_set() && !possible.is_empty();
        let mut values = vec![];
        if shown {
            let names: Vec<String> = possible
                .iter()
                .map(|v| format!("{val}{}{val:#}", v.get_name()))
                .collect();
            let label = crate::t!("cli-clap-possible-values");
            notes.push(format!(
                "{ctx}[{label}{NBSP}: {ctx:#}{}{ctx}]{ctx:#}",
                names.join(&format!("{ctx}, {ctx:#}"))
            ));
            if possible.iter().any(|v| v.get_help().is_some()) {
                values = possible
                    .iter()
                    .map(|v| {
                        let id = value_id(path, arg, v.get_name());
                        let help = french(&id, None)
                            .or_else(|| v.get_help().map(ToString::to_string))
                            .unwrap_or_default();
                        (format!("{literal}{}{literal:#}", v.get_name()), help)
                    })
                    .collect();
            }
        }
        let values_heading = format!("{}{NBSP}:", crate::t!("cli-clap-possible-values-heading"));
        Specs {
            notes,
            values,
            values_heading,
        }
    }

    fn is_empty(&self) -> bool {
        self.notes.is_empty()
    }

    /// The short help: the text, then the notes on the same line.
    fn short(&self, text: String) -> String {
        std::iter::once(text)
            .chain(self.notes.iter().cloned())
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The long help: the text, the possible values one a line when they have a help (the
    /// list replaces the note), then the notes one a line, as clap lays them out.
    fn long(&self, text: String) -> String {
        let mut parts = vec![text];
        let mut notes = self.notes.clone();
        if !self.values.is_empty() {
            notes.pop();
            let width = self
                .values
                .iter()
                .map(|(name, _)| console_width(name))
                .max()
                .unwrap_or(0);
            let lines: Vec<String> = self
                .values
                .iter()
                .map(|(name, help)| {
                    let pad = " ".repeat(width - console_width(name));
                    format!("- {name}{NBSP}:{pad} {help}")
                })
                .collect();
            parts.push(format!("{}\n{}", self.values_heading, lines.join("\n")));
        }
        if !notes.is_empty() {
            parts.push(notes.join("\n"));
        }
        parts.retain(|p| !p.is_empty());
        parts.join("\n\n")
    }
}

/// The width of `text` once its styles are gone.
fn console_width(text: &str) -> usize {
    let mut width = 0;
    let mut in_escape = false;
    for c in text.chars() {
        match c {
            '\u{1b}' => in_escape = true,
            'm' if in_escape => in_escape = false,
            _ if in_escape => {}
            _ => width += 1,
        }
    }
    width
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every help text and usage of every command, in French, long and short.
    fn every_french_help() -> Vec<(String, String)> {
        Language::French.set_for_thread();
        let mut tree = super::super::command_tree();
        let mut out = vec![];
        fn walk(cmd: &mut Command, path: String, out: &mut Vec<(String, String)>) {
            out.push((path.clone(), cmd.render_help().to_string()));
            out.push((path.clone(), cmd.render_long_help().to_string()));
            for sub in cmd.get_subcommands_mut() {
                let path = format!("{path} {}", sub.get_name());
                walk(sub, path, out);
            }
        }
        walk(&mut tree, "gridwright".to_owned(), &mut out);
        out
    }

    #[test]
    fn french_help_holds_none_of_clap_s_english_words() {
        let english = [
            "Usage:",
            "Options:",
            "Arguments:",
            "Commands:",
            "Print help",
            "Print version",
            "Print this message",
            "[default:",
            "[possible values:",
            "Possible values:",
            "[aliases:",
            "[COMMAND]",
        ];
        for (path, help) in every_french_help() {
            for word in english {
                assert!(!help.contains(word), "{path}: {word:?} in\n{help}");
            }
            assert!(help.contains("Utilisation\u{a0}:"), "{path}:\n{help}");
        }
    }

    #[test]
    fn every_text_has_its_own_id() {
        let texts = texts(&super::super::source_tree());
        let mut ids = std::collections::BTreeMap::new();
        for t in &texts {
            if let Some(other) = ids.insert((t.id.clone(), t.attribute), &t.text) {
                panic!("{} names two texts: {other:?} and {:?}", t.id, t.text);
            }
        }
    }

    #[test]
    fn english_help_is_clap_s_own() {
        Language::English.set_for_thread();
        let mut localized = super::super::command_tree();
        let mut source = super::super::source_tree();
        let solve = |c: &mut Command| {
            let s = c.find_subcommand_mut("solve").unwrap();
            s.render_long_help().to_string()
        };
        assert_eq!(solve(&mut localized), solve(&mut source));
        assert!(solve(&mut source).contains("[default: 10]"));
    }
}
