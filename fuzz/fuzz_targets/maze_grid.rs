//! The maze reader `read_grid` on any text.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let _ = gridwright_formats::maze::read_grid(&text);
});
