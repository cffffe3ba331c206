//! The Sokoban tutorial's level-array importer on any text.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let _ = gridwright_formats::sokoban::read_tutorial(&text);
});
