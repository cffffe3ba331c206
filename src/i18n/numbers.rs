//! Numbers as each language writes them: `12,500.5` in English, `12 500,5` in French.
//!
//! Groups start at five digits in both (`1234 moves`, `12,500 moves`): four-digit counts read
//! best whole, and French typography leaves them whole too.

use fluent_bundle::FluentValue;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};

use super::Language;

/// A number with exactly `digits` decimals, for a message's placeable (`1.5 s`, `1,5 s`).
pub fn fixed(value: f64, digits: usize) -> FluentValue<'static> {
    let options = FluentNumberOptions {
        minimum_fraction_digits: Some(digits),
        maximum_fraction_digits: Some(digits),
        ..Default::default()
    };
    FluentValue::Number(FluentNumber::new(value, options))
}

/// A number with as many decimals as it needs (`0.9`, `0,9`), in the current language, for
/// numbers put together outside a message (a list of weights).
pub fn shortest(value: f64) -> String {
    format_value(Language::current(), &FluentValue::from(value)).unwrap_or_default()
}

/// The catalog's number formatter; `None` leaves strings to Fluent.
pub(super) fn format_value(language: Language, value: &FluentValue) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let digits = n.options.maximum_fraction_digits.or_else(|| {
        let shortest = n.value.to_string();
        Some(shortest.find('.').map_or(0, |dot| shortest.len() - dot - 1))
    });
    let digits = digits
        .unwrap_or(0)
        .max(n.options.minimum_fraction_digits.unwrap_or(0));
    Some(format_number(
        language,
        n.value,
        digits,
        n.options.use_grouping,
    ))
}

/// `value` with `digits` decimals in `language`'s separators, grouped when `grouping`.
pub fn format_number(language: Language, value: f64, digits: usize, grouping: bool) -> String {
    let (group, decimal) = match language {
        Language::English => (",", "."),
        Language::French => ("\u{a0}", ","),
    };
    let text = format!("{:.*}", digits, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        "-"
    } else {
        ""
    };
    let whole = if grouping && whole.len() >= 5 {
        grouped(whole, group)
    } else {
        whole.to_owned()
    };
    match fraction {
        "" => format!("{sign}{whole}"),
        f => format!("{sign}{whole}{decimal}{f}"),
    }
}

fn grouped(digits: &str, separator: &str) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(separator);
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_groups_with_commas_and_french_with_spaces() {
        assert_eq!(
            format_number(Language::English, 1234567.0, 0, true),
            "1,234,567"
        );
        assert_eq!(
            format_number(Language::French, 1234567.0, 0, true),
            "1\u{a0}234\u{a0}567"
        );
        assert_eq!(format_number(Language::English, 1234.0, 0, true), "1234");
        assert_eq!(format_number(Language::English, 12345.0, 0, false), "12345");
    }

    #[test]
    fn french_decimals_take_a_comma() {
        assert_eq!(format_number(Language::English, 1.25, 1, true), "1.2");
        assert_eq!(format_number(Language::French, 1.25, 2, true), "1,25");
        assert_eq!(format_number(Language::French, -0.04, 1, true), "0,0");
        assert_eq!(format_number(Language::French, -3.5, 1, true), "-3,5");
    }

    #[test]
    fn fixed_keeps_its_decimals_through_a_message() {
        let v = fixed(2.0, 1);
        assert_eq!(format_value(Language::French, &v).as_deref(), Some("2,0"));
        let whole = FluentValue::from(7);
        assert_eq!(
            format_value(Language::English, &whole).as_deref(),
            Some("7")
        );
        Language::French.set_for_thread();
        assert_eq!(shortest(0.9), "0,9");
        assert_eq!(shortest(1.0), "1");
        Language::English.set_for_thread();
        assert_eq!(shortest(0.25), "0.25");
        let half = FluentValue::from(0.5);
        assert_eq!(
            format_value(Language::French, &half).as_deref(),
            Some("0,5")
        );
    }
}
