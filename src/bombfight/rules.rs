//! The rules as people read them, printed by `gridwright play bombfight --help` and
//! `gridwright tournament --help`, so the decided points travel with the program.

/// The rules of BombFight, with the decided points, and the bot protocol, in the command
/// line's language.
pub fn rules() -> String {
    // Fluent trims a message's last newline; the help texts place the rules before one.
    format!("{}\n", crate::t!("cli-bombfight-rules"))
}
