//! The invisible maze's saved-game reader `read_game` on any text after its magic line.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let text = format!("{}\n{text}", gridwright_formats::maze::GAME_MAGIC);
    let _ = gridwright_formats::maze::read_game(&text);
});
