//! BombFight: the rules engine over `gridwright_formats::bombfight` maps, level checks and
//! the fairness report, random maps, the bot protocol and built-in bots, matches, replays,
//! and the map editor's document. No egui here.

pub mod action;
pub mod ai;
pub mod bot;
pub mod bot_log;
pub mod bots;
pub mod checks;
pub mod document;
pub mod engine;
pub mod fairness;
pub mod generate;
pub mod matches;
pub mod picture;
pub mod players;
pub mod protocol;
pub mod replay;
pub mod rules;
pub mod runner;
pub mod tools;
pub mod tournament;
pub mod tournament_report;
pub mod tournament_results;
pub mod tournament_run;

pub use gridwright_formats::bombfight::BombFightFile;
