//! Which catalog language a system locale names.

use super::Language;

/// The language of a locale tag as systems spell it (`fr_FR.UTF-8`, `fr-CA`, `en_GB`, `C`):
/// its language part only, so every French-speaking region gets French.
pub fn from_locale_tag(tag: &str) -> Option<Language> {
    let language = tag.split(['_', '-', '.', '@']).next()?;
    Language::from_tag(&language.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn regions_and_encodings_are_ignored() {
        assert_eq!(from_locale_tag("fr_FR.UTF-8"), Some(Language::French));
        assert_eq!(from_locale_tag("fr-CA"), Some(Language::French));
        assert_eq!(from_locale_tag("FR"), Some(Language::French));
        assert_eq!(from_locale_tag("en_GB"), Some(Language::English));
    }

    #[test]
    fn other_languages_name_none() {
        assert_eq!(from_locale_tag("C"), None);
        assert_eq!(from_locale_tag("hu_HU"), None);
        assert_eq!(from_locale_tag(""), None);
    }
}
