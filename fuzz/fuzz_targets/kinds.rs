//! Every file kind of the registry on any bytes, through the registry alone: each kind's
//! content test and reader, detection by each of its extensions and by content, and the
//! fallback by content; what a kind reads and can write must write and read back as the
//! same kind. A kind added to `FileKind` is fuzzed here without a line more.
#![no_main]
use std::path::Path;

use gridwright_formats::{FileKind, ReadOptions, WriteOptions, detect_kind, read_by_content};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let opts = ReadOptions::default();
    for &kind in FileKind::ALL {
        let _ = (kind.spec().looks_like)(&text);
        for ext in kind.extensions() {
            let _ = detect_kind(Path::new(&format!("fuzzed.{ext}")), &text);
        }
        let Ok(loaded) = kind.read(&text, &opts) else {
            let _ = read_by_content(kind, &text, &opts);
            continue;
        };
        assert_eq!(loaded.game(), kind.game(), "{kind:?} read another game");
        let Some(written) = kind.write(&loaded, &WriteOptions::default()) else {
            continue;
        };
        let written = written.expect("a kind writes what it read");
        let back = kind
            .read(&written, &opts)
            .unwrap_or_else(|e| panic!("{kind:?}: what it wrote does not read back: {e}"));
        assert_eq!(back.kind(), loaded.kind(), "{kind:?} read back as another kind");
    }
    let _ = detect_kind(Path::new("fuzzed"), &text);
});
