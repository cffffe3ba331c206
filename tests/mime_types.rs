//! The desktop files in packaging/ against the formats registry: a kind added to the registry
//! without its MIME type (or an extension dropped from one) fails here, so a double-click on
//! the new kind's files cannot silently miss gridwright.

use std::collections::BTreeSet;

use gridwright_formats::FileKind;

const MIME_XML: &str = include_str!("../packaging/gridwright.xml");
const DESKTOP: &str = include_str!("../packaging/gridwright.desktop");

/// One `<mime-type>` of the XML: its type, the registry kind it names, its globs' extensions.
#[derive(Debug)]
struct MimeType {
    name: String,
    kind: String,
    extensions: Vec<String>,
    has_comment: bool,
}

/// The `<mime-type>` elements of the XML, read by plain scanning (the file is ours and flat).
fn mime_types(xml: &str) -> Vec<MimeType> {
    xml.split("<mime-type ")
        .skip(1)
        .map(|block| {
            let block = block.split("</mime-type>").next().unwrap_or_default();
            MimeType {
                name: between(block, "type=\"", "\"").to_owned(),
                kind: between(block, "<!-- kind: ", " -->").to_owned(),
                extensions: block
                    .split("<glob pattern=\"*.")
                    .skip(1)
                    .map(|g| g.split('"').next().unwrap_or_default().to_owned())
                    .collect(),
                has_comment: !between(block, "<comment>", "</comment>").is_empty(),
            }
        })
        .collect()
}

fn between<'a>(text: &'a str, open: &str, close: &str) -> &'a str {
    text.split_once(open)
        .and_then(|(_, rest)| rest.split_once(close))
        .map_or("", |(inside, _)| inside)
}

fn registry_pairs() -> BTreeSet<(String, String)> {
    FileKind::ALL
        .iter()
        .flat_map(|k| {
            k.spec()
                .extensions
                .iter()
                .map(|e| (k.spec().name.to_owned(), (*e).to_owned()))
        })
        .collect()
}

fn xml_pairs(types: &[MimeType]) -> BTreeSet<(String, String)> {
    types
        .iter()
        .flat_map(|t| t.extensions.iter().map(|e| (t.kind.clone(), e.clone())))
        .collect()
}

#[test]
fn the_mime_xml_names_every_kind_and_extension_of_the_registry_and_no_other() {
    // Before: the registry's kinds and the XML shipped in the package.
    let types = mime_types(MIME_XML);
    // Action: compare (kind, extension) pairs both ways.
    let registry = registry_pairs();
    let xml = xml_pairs(&types);
    // After: nothing missing, nothing unknown.
    let missing: Vec<_> = registry.difference(&xml).collect();
    let unknown: Vec<_> = xml.difference(&registry).collect();
    assert!(
        missing.is_empty(),
        "kinds/extensions missing from packaging/gridwright.xml: {missing:?}"
    );
    assert!(
        unknown.is_empty(),
        "packaging/gridwright.xml lists what the registry does not know: {unknown:?}"
    );
    assert_eq!(types.len(), FileKind::ALL.len(), "one MIME type per kind");
}

#[test]
fn every_mime_type_has_a_comment_and_a_gridwright_name() {
    for t in mime_types(MIME_XML) {
        assert!(t.has_comment, "{} has no <comment>", t.name);
        assert!(
            t.name.starts_with("application/x-gridwright-"),
            "{}",
            t.name
        );
    }
}

#[test]
fn the_desktop_entry_claims_exactly_the_mime_types_of_the_xml() {
    // Before: the entry's MimeType line and the XML's types.
    let line = DESKTOP
        .lines()
        .find_map(|l| l.strip_prefix("MimeType="))
        .expect("the .desktop entry has a MimeType line");
    // Action: both as sets.
    let claimed: BTreeSet<&str> = line.split(';').filter(|s| !s.is_empty()).collect();
    let types = mime_types(MIME_XML);
    let declared: BTreeSet<&str> = types.iter().map(|t| t.name.as_str()).collect();
    // After: the same set, so every registered type opens in gridwright.
    assert_eq!(claimed, declared);
}

#[test]
fn the_scanner_sees_a_kind_dropped_from_the_xml() {
    // Before: the XML without its BombFight replay type.
    let start = MIME_XML
        .find("<mime-type type=\"application/x-gridwright-bombfight-replay\"")
        .unwrap();
    let end = start + MIME_XML[start..].find("</mime-type>").unwrap() + "</mime-type>".len();
    let trimmed = format!("{}{}", &MIME_XML[..start], &MIME_XML[end..]);
    // Action: compare as the main test does.
    let missing: Vec<_> = registry_pairs()
        .difference(&xml_pairs(&mime_types(&trimmed)))
        .cloned()
        .collect();
    // After: the replay's extension is reported missing.
    assert_eq!(
        missing,
        vec![("BombFight replay".to_owned(), "bfreplay".to_owned())]
    );
}
