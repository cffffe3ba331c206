//! Run-length expansion: bounded output, and an error offset inside the input.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match gridwright_formats::rle::expand(&text, 100_000) {
        Ok(out) => assert!(out.len() <= 100_000 * 4),
        Err(e) => assert!(e.offset <= text.chars().count()),
    }
});
