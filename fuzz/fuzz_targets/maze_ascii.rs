//! The invisible maze's art reader on any text, with and without a cell-size hint.
#![no_main]
use gridwright_formats::maze::{AsciiOptions, read_ascii};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let _ = read_ascii(&text, None);
    let _ = read_ascii(&text, Some(AsciiOptions { lm: 2, hm: 2 }));
});
