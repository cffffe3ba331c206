//! clap's error messages in French ("erreur : argument inattendu « --frob »"), written from
//! the error's kind and its context values by a clap [`ErrorFormatter`], so the invalid
//! argument, the value and the valid values are clap's own and only the sentences change.
//! English errors stay clap's, byte for byte.

use clap::builder::StyledStr;
use clap::error::{ContextKind, ContextValue, ErrorFormatter, ErrorKind};

use crate::i18n::Language;

/// Prints a parse error (or the help or version clap answers with) in the command line's
/// language, where clap prints it (help on stdout, errors on stderr).
pub fn print(error: clap::Error) {
    let _ = if Language::current() == Language::English {
        error.print()
    } else {
        error.apply::<French>().print()
    };
}

/// An error of the command line's own (a file and a command both given), said as clap says
/// its errors, with the usage of `cmd`.
pub fn own_error(cmd: &mut clap::Command, kind: ErrorKind, message: String) -> clap::Error {
    if Language::current() == Language::English {
        return cmd.error(kind, message);
    }
    let usage = cmd.render_usage();
    let mut error = clap::Error::new(kind).with_cmd(cmd);
    error.insert(ContextKind::Custom, ContextValue::String(message));
    error.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    error
}

/// clap's errors in French.
pub struct French;

impl ErrorFormatter for French {
    fn format_error(error: &clap::error::Error<Self>) -> StyledStr {
        let styles = Styles::of(error);
        let mut out = format!(
            "{}{}{NBSP}:{} ",
            styles.error,
            crate::t!("cli-clap-error"),
            styles.reset
        );
        out.push_str(&sentence(error, &styles));
        out.push_str(&tips(error, &styles));
        if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
            out.push_str("\n\n");
            out.push_str(&french_usage(usage));
        }
        out.push_str(&format!(
            "\n\n{}\n",
            crate::t!("cli-clap-try-help", flag = styles.literal("--help"))
        ));
        StyledStr::from(out)
    }
}

/// A non-breaking space: French puts one before `:` and inside « ».
const NBSP: char = '\u{a0}';

/// The styles of the error's command, rendered as ANSI codes (clap strips them when the
/// output is no terminal).
struct Styles {
    error: String,
    invalid: String,
    valid: String,
    literal: String,
    reset: String,
}

impl Styles {
    /// The styles of gridwright's commands: clap's defaults (clap keeps an error's own
    /// styles private to it).
    fn of(_error: &clap::error::Error<French>) -> Styles {
        let s = clap::builder::Styles::default();
        let render = |style: &clap::builder::styling::Style| style.render().to_string();
        Styles {
            error: render(s.get_error()),
            invalid: render(s.get_invalid()),
            valid: render(s.get_valid()),
            literal: render(s.get_literal()),
            reset: s.get_error().render_reset().to_string(),
        }
    }

    fn invalid(&self, text: &str) -> String {
        format!("«{NBSP}{}{text}{}{NBSP}»", self.invalid, self.reset)
    }

    fn valid(&self, text: &str) -> String {
        format!("«{NBSP}{}{text}{}{NBSP}»", self.valid, self.reset)
    }

    fn literal(&self, text: &str) -> String {
        format!("«{NBSP}{}{text}{}{NBSP}»", self.literal, self.reset)
    }
}

fn string(error: &clap::error::Error<French>, kind: ContextKind) -> Option<&str> {
    match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s),
        _ => None,
    }
}

fn strings(error: &clap::error::Error<French>, kind: ContextKind) -> Vec<String> {
    match error.get(kind) {
        Some(ContextValue::Strings(v)) => v.clone(),
        Some(ContextValue::String(s)) => vec![s.clone()],
        _ => vec![],
    }
}

fn number(error: &clap::error::Error<French>, kind: ContextKind) -> Option<isize> {
    match error.get(kind) {
        Some(ContextValue::Number(n)) => Some(*n),
        _ => None,
    }
}

/// The error's sentence, from its kind and context.
fn sentence(error: &clap::error::Error<French>, s: &Styles) -> String {
    if let Some(custom) = string(error, ContextKind::Custom) {
        return custom.to_owned();
    }
    let arg = string(error, ContextKind::InvalidArg).map(|a| s.literal(a));
    let value = string(error, ContextKind::InvalidValue);
    let known = match (error.kind(), arg, value) {
        (ErrorKind::UnknownArgument, Some(_), _) => {
            let a = s.invalid(string(error, ContextKind::InvalidArg).unwrap_or_default());
            Some(crate::t!("cli-clap-unknown-argument", arg = a))
        }
        (ErrorKind::InvalidValue, Some(arg), Some("")) => {
            Some(crate::t!("cli-clap-value-required", arg = arg))
                .map(|m| m + &valid_list(error, ContextKind::ValidValue, s))
        }
        (ErrorKind::InvalidValue, Some(arg), Some(value)) => Some(
            crate::t!(
                "cli-clap-invalid-value",
                arg = arg,
                value = s.invalid(value)
            ) + &valid_list(error, ContextKind::ValidValue, s),
        ),
        (ErrorKind::ValueValidation, Some(arg), Some(value)) => {
            let said = crate::t!(
                "cli-clap-invalid-value",
                arg = arg,
                value = s.invalid(value)
            );
            Some(match std::error::Error::source(error) {
                Some(why) => format!("{said}{NBSP}: {why}"),
                None => said,
            })
        }
        (ErrorKind::TooManyValues, Some(arg), Some(value)) => Some(crate::t!(
            "cli-clap-too-many-values",
            arg = arg,
            value = s.invalid(value)
        )),
        (ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues, Some(arg), _) => {
            let given = number(error, ContextKind::ActualNumValues).unwrap_or(0);
            let wanted = number(error, ContextKind::MinValues)
                .or_else(|| number(error, ContextKind::ExpectedNumValues))
                .unwrap_or(0);
            Some(crate::t!(
                "cli-clap-wrong-number-of-values",
                arg = arg,
                n = wanted as i64,
                given = given as i64
            ))
        }
        (ErrorKind::NoEquals, Some(arg), _) => Some(crate::t!("cli-clap-no-equals", arg = arg)),
        (ErrorKind::ArgumentConflict, _, _) => conflict(error, s),
        (ErrorKind::InvalidSubcommand, _, _) => string(error, ContextKind::InvalidSubcommand)
            .map(|c| crate::t!("cli-clap-invalid-subcommand", name = s.invalid(c))),
        (ErrorKind::MissingRequiredArgument, _, _) => {
            let missing = strings(error, ContextKind::InvalidArg);
            (!missing.is_empty()).then(|| {
                let lines: Vec<String> = missing
                    .iter()
                    .map(|a| format!("\n  {}{a}{}", s.valid, s.reset)) // i18n-exempt: layout
                    .collect();
                crate::t!("cli-clap-missing-arguments", n = missing.len()) + &lines.concat()
            })
        }
        (ErrorKind::MissingSubcommand, _, _) => {
            string(error, ContextKind::InvalidSubcommand).map(|c| {
                crate::t!("cli-clap-missing-subcommand", name = s.invalid(c))
                    + &valid_list(error, ContextKind::ValidSubcommand, s)
            })
        }
        _ => None,
    };
    known.unwrap_or_else(|| general(error.kind()))
}

/// The sentence of an error clap gave no context for.
fn general(kind: ErrorKind) -> String {
    match kind {
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => crate::t!("cli-clap-kind-value"),
        ErrorKind::UnknownArgument => crate::t!("cli-clap-kind-unknown"),
        ErrorKind::InvalidSubcommand | ErrorKind::MissingSubcommand => {
            crate::t!("cli-clap-kind-subcommand")
        }
        ErrorKind::InvalidUtf8 => crate::t!("cli-clap-kind-utf8"),
        _ => crate::t!("cli-clap-kind-other"),
    }
}

/// "the argument 'a' cannot be used with 'b'", and its variants.
fn conflict(error: &clap::error::Error<French>, s: &Styles) -> Option<String> {
    let arg = string(error, ContextKind::InvalidArg);
    let prior = error.get(ContextKind::PriorArg);
    if let (Some(arg), Some(ContextValue::String(p))) = (arg, prior)
        && arg == p
    {
        return Some(crate::t!(
            "cli-clap-conflict-repeated",
            arg = s.invalid(arg)
        ));
    }
    let which = arg.or_else(|| string(error, ContextKind::InvalidSubcommand))?;
    let others = match prior {
        Some(ContextValue::Strings(v)) => v
            .iter()
            .map(|o| format!("\n  {}{o}{}", s.invalid, s.reset)) // i18n-exempt: layout
            .collect::<String>(),
        Some(ContextValue::String(o)) => format!(" {}", s.invalid(o)),
        _ => format!(" {}", crate::t!("cli-clap-conflict-others")),
    };
    let many = matches!(prior, Some(ContextValue::Strings(_)));
    let colon = if many {
        format!("{NBSP}:")
    } else {
        String::new()
    };
    Some(crate::t!("cli-clap-conflict", arg = s.invalid(which)) + &colon + &others)
}

/// "\n  [possible values: a, b]" when clap lists the valid values.
fn valid_list(error: &clap::error::Error<French>, kind: ContextKind, s: &Styles) -> String {
    let values = strings(error, kind);
    if values.is_empty() {
        return String::new();
    }
    let label = match kind {
        ContextKind::ValidSubcommand => crate::t!("cli-clap-subcommands"),
        _ => crate::t!("cli-clap-possible-values"),
    };
    let names: Vec<String> = values
        .iter()
        .map(|v| format!("{}{v}{}", s.valid, s.reset))
        .collect();
    format!("\n  [{label}{NBSP}: {}]", names.join(", ")) // i18n-exempt: layout
}

/// The tips clap adds: a similar name, how to pass a value that looks like a flag.
fn tips(error: &clap::error::Error<French>, s: &Styles) -> String {
    let mut tips = vec![];
    for (kind, id) in [
        (
            ContextKind::SuggestedSubcommand,
            "cli-clap-similar-subcommand",
        ),
        (ContextKind::SuggestedArg, "cli-clap-similar-argument"),
        (ContextKind::SuggestedValue, "cli-clap-similar-value"),
    ] {
        let names = strings(error, kind);
        if !names.is_empty() {
            let list: Vec<String> = names.iter().map(|n| s.valid(n)).collect();
            let args = [("n", names.len().into()), ("names", list.join(", ").into())];
            tips.push(crate::i18n::tr_args(id, &fluent_args(args)));
        }
    }
    if let Some(ContextValue::StyledStrs(suggested)) = error.get(ContextKind::Suggested) {
        tips.extend(suggested.iter().map(|t| suggestion(&t.to_string(), s)));
    }
    if tips.is_empty() {
        return String::new();
    }
    let tip = crate::t!("cli-clap-tip");
    let lines: Vec<String> = tips
        .iter()
        .map(|t| format!("\n  {}{tip}{NBSP}:{} {t}", s.valid, s.reset)) // i18n-exempt: layout
        .collect();
    format!("\n{}", lines.concat())
}

fn fluent_args<'a, const N: usize>(
    args: [(&'a str, crate::i18n::FluentValue<'a>); N],
) -> crate::i18n::FluentArgs<'a> {
    let mut out = crate::i18n::FluentArgs::new();
    for (name, value) in args {
        out.set(name, value);
    }
    out
}

/// One of clap's suggestions (made as English sentences) in French: the quoted names are
/// clap's, the sentence is ours; one clap does not make today stays English.
fn suggestion(english: &str, s: &Styles) -> String {
    // i18n-exempt: clap's English (clap_builder's error/mod.rs), recognised, not shown
    const CLAP: [&str; 3] = ["to pass ", "subcommand ", "' exists"];
    let quoted: Vec<&str> = english.split('\'').skip(1).step_by(2).collect();
    match quoted.as_slice() {
        [arg, usage] if english.starts_with(CLAP[0]) => crate::t!(
            "cli-clap-tip-value",
            arg = s.invalid(arg),
            usage = s.valid(usage)
        ),
        [command, _] if english.starts_with(CLAP[1]) => {
            crate::t!("cli-clap-tip-double-dash", name = s.valid(command))
        }
        [usage] if english.ends_with(CLAP[2]) => {
            crate::t!("cli-clap-tip-exists", usage = s.valid(usage))
        }
        _ => english.to_owned(),
    }
}

/// clap's usage line ("Usage: gridwright solve <FILE>") with its heading in French.
fn french_usage(usage: &StyledStr) -> String {
    let text = usage.ansi().to_string();
    text.replacen(
        "Usage:", // i18n-exempt: clap's English, replaced
        &format!("{}{NBSP}:", crate::t!("cli-clap-usage")),
        1,
    )
}
