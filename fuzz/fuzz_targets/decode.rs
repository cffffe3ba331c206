//! Decoding bytes (BOMs, UTF-8, Windows-1252) and splitting lines.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let _ = gridwright_formats::text::lines(&text);
});
