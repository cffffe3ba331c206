//! The TOML limits on any text, and the per-user files' TOML reader on what passes them: the
//! limits never panic, and what they let through parses within the memory cap of the run
//! (`-rss_limit_mb=1024`), however it nests.
#![no_main]
use gridwright_formats::toml_limits::{PER_USER, check};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = gridwright_formats::text::decode(data);
    if check(&text, &PER_USER).is_ok() {
        let _ = toml::from_str::<toml::Table>(&text);
    }
});
