//! The 2048 level and record readers on any text; what they read writes back the same.
#![no_main]
use gridwright_formats::g2048::{read_level, read_record, write_level, write_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if let Ok(level) = read_level(&text) {
        let again = write_level(&level);
        assert_eq!(read_level(&again).ok(), Some(level));
    }
    if let Ok(record) = read_record(&text) {
        let again = write_record(&record);
        assert_eq!(read_record(&again).ok(), Some(record));
    }
});
