//! The `.slc` reader on any text; what it reads must write and read back the same.
#![no_main]
use gridwright_formats::sokoban::{read_slc, write_slc};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if let Ok(c) = read_slc(&text) {
        let back = read_slc(&write_slc(&c)).expect("written text reads back");
        assert_eq!(back, c);
    }
});
