//! The BombFight replay reader `read_replay` on any text after its magic line.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    let text = format!("{}\n{text}", gridwright_formats::bombfight::REPLAY_MAGIC);
    if let Ok(r) = gridwright_formats::bombfight::read_replay(&text) {
        let again = gridwright_formats::bombfight::write_replay(&r);
        assert_eq!(gridwright_formats::bombfight::read_replay(&again).ok(), Some(r));
    }
});
