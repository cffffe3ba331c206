//! The BombFight map reader `read_bflvl` on any text; what it reads writes back the same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if let Ok(level) = gridwright_formats::bombfight::read_bflvl(&text) {
        let again = gridwright_formats::bombfight::write_bflvl(&level);
        assert_eq!(gridwright_formats::bombfight::read_bflvl(&again).ok(), Some(level));
    }
});
