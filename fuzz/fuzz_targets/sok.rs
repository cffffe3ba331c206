//! The `.sok`/XSB reader on any text; what it reads must write and read back the same.
#![no_main]
use gridwright_formats::sokoban::{WriteOptions, read_collection, write_sok};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if let Ok(c) = read_collection(&text) {
        let written = write_sok(&c, WriteOptions::default());
        let back = read_collection(&written).expect("written text reads back");
        assert_eq!(back.levels.len(), c.levels.len());
        for (a, b) in c.levels.iter().zip(&back.levels) {
            assert_eq!(a.board, b.board);
            assert_eq!(a.saved_games.len(), b.saved_games.len());
        }
    }
});
