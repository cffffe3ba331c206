//! The reader on any text, then the XSB writer: boards and titles survive.
#![no_main]
use gridwright_formats::sokoban::{WriteOptions, read_collection, write_xsb};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if let Ok(c) = read_collection(&text) {
        let back = read_collection(&write_xsb(&c, WriteOptions { rle: data.len() % 2 == 0 }))
            .expect("XSB text reads back");
        assert_eq!(back.levels.len(), c.levels.len());
        for (a, b) in c.levels.iter().zip(&back.levels) {
            assert_eq!(a.board, b.board);
        }
    }
});
