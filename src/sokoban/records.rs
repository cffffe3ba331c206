//! Best results per level, kept per user in a TOML file and keyed by the normalized board, so
//! that renamed or moved copies of a level share their records.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gridwright_formats::sokoban::Board;
use serde::{Deserialize, Serialize};

use crate::user_files::{UserFile, UserFiles};

/// One solution's counts and moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    /// Pusher steps, pushes included.
    pub moves: usize,
    /// Steps that moved a box.
    pub pushes: usize,
    /// The solution as LURD (`l u r d` moves, `L U R D` pushes), for the replay viewer.
    pub lurd: String,
}

/// The fewest-moves and fewest-pushes solutions known for a level.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The title the level was last solved under (informative: the board is the key).
    pub title: String,
    /// Fewest moves, fewer pushes breaking a tie; `None` until the level is solved.
    pub fewest_moves: Option<Best>,
    /// Fewest pushes, fewer moves breaking a tie; `None` until the level is solved.
    pub fewest_pushes: Option<Best>,
}

/// Which records a new solution beat.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Improvement {
    /// The solution is the new fewest-moves record.
    pub moves: bool,
    /// The solution is the new fewest-pushes record.
    pub pushes: bool,
}

/// Every level's records, as `records.toml` holds them.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Records {
    /// Keyed by [`board_key`], so a level's copies in other files share one record.
    #[serde(default)]
    pub levels: BTreeMap<String, Record>,
    /// Where they are saved; `None`: memory only (no folder, or an unreadable file left alone).
    #[serde(skip)]
    pub file: Option<PathBuf>,
}

/// The key of a board: its rows with outer floor trimmed, so padding does not matter.
pub fn board_key(board: &Board) -> String {
    board.trimmed().to_xsb_rows().join("|")
}

impl Records {
    /// The user's records (`records.toml`; none when the file is missing or unreadable).
    pub fn load(files: &UserFiles) -> Records {
        let (records, file) = files.read(UserFile::SokobanRecords);
        Records { file, ..records }
    }

    /// Writes them where they were loaded from (nowhere for records in memory).
    pub fn save(&self) -> std::io::Result<()> {
        crate::user_files::write_toml(self.file.as_deref(), self)
    }

    /// The records of the level with this board, if it was ever solved.
    pub fn get(&self, board: &Board) -> Option<&Record> {
        self.levels.get(&board_key(board))
    }

    /// Records a solution; returns which bests it improved.
    pub fn offer(&mut self, board: &Board, title: &str, best: Best) -> Improvement {
        let r = self.levels.entry(board_key(board)).or_default();
        r.title = title.to_owned();
        let moves = r
            .fewest_moves
            .as_ref()
            .is_none_or(|b| (best.moves, best.pushes) < (b.moves, b.pushes));
        let pushes = r
            .fewest_pushes
            .as_ref()
            .is_none_or(|b| (best.pushes, best.moves) < (b.pushes, b.moves));
        if moves {
            r.fewest_moves = Some(best.clone());
        }
        if pushes {
            r.fewest_pushes = Some(best);
        }
        Improvement { moves, pushes }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_best_of_each_kind_across_padding() {
        let mut r = Records::default();
        let b = Board::from_xsb("#####\n#@$.#\n#####");
        let padded = Board::from_xsb("\n  #####\n  #@$.#\n  #####  ");
        let best = |moves, pushes| Best {
            moves,
            pushes,
            lurd: "R".into(),
        };
        assert_eq!(
            r.offer(&b, "t", best(10, 5)),
            Improvement {
                moves: true,
                pushes: true
            }
        );
        assert_eq!(
            r.offer(&padded, "t", best(8, 6)),
            Improvement {
                moves: true,
                pushes: false
            }
        );
        assert_eq!(
            r.offer(&b, "t", best(12, 4)),
            Improvement {
                moves: false,
                pushes: true
            }
        );
        let rec = r.get(&b).unwrap();
        assert_eq!(rec.fewest_moves.as_ref().unwrap().moves, 8);
        assert_eq!(rec.fewest_pushes.as_ref().unwrap().pushes, 4);
        let text = toml::to_string(&r).unwrap();
        assert_eq!(toml::from_str::<Records>(&text).unwrap().levels, r.levels);
    }

    #[test]
    fn records_saved_beside_the_settings_are_found_and_kept_there() {
        // Before: `records.toml` beside `settings.toml` in the config folder; still there.
        let dir = tempfile::tempdir().unwrap();
        let files = UserFiles::in_dir(dir.path());
        let b = Board::from_xsb("#####\n#@$.#\n#####");
        let mut r = Records::load(&files);
        r.offer(
            &b,
            "t",
            Best {
                moves: 1,
                pushes: 1,
                lurd: "R".into(),
            },
        );
        r.save().unwrap();
        assert!(dir.path().join("records.toml").is_file());
        assert_eq!(Records::load(&files).get(&b), r.get(&b));
        assert_eq!(Records::load(&UserFiles::in_memory()).get(&b), None);
    }
}
