//! Levels shipped with gridwright, built into the binary so that the editor can open them
//! wherever it is installed. The same files are under `levels/` in the repository.

use gridwright_formats::sokoban::{Collection, read_collection};

/// A bundled level file: its name and contents.
#[derive(Debug, Clone, Copy)]
pub struct Bundled {
    pub name: &'static str,
    pub text: &'static str,
}

pub const ALL: &[Bundled] = &[Bundled {
    name: "sokoban/original.sok",
    text: include_str!("../levels/sokoban/original.sok"),
}];

impl Bundled {
    /// The parsed collection; bundled files are checked by tests, so this cannot fail.
    pub fn collection(&self) -> Collection {
        read_collection(self.text).unwrap_or_default()
    }

    /// The file as any game's file is loaded (its kind from its name and content); a file
    /// that did not read (tests make sure none) gives an empty collection.
    pub fn load(&self) -> crate::io::Loaded {
        let name = std::path::Path::new(self.name);
        crate::io::parse(name, self.text.as_bytes(), Default::default()).unwrap_or_else(|_| {
            crate::io::Loaded::Sokoban(Collection::default(), gridwright_formats::FileKind::Sok)
        })
    }
}

/// The collection the editor opens when started without a file.
pub fn default_collection() -> Collection {
    ALL[0].collection()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::checks::validate;

    #[test]
    fn every_bundled_level_reads_and_is_valid() {
        for b in ALL {
            let c = read_collection(b.text).unwrap();
            assert!(!c.levels.is_empty(), "{}", b.name);
            for l in &c.levels {
                assert!(validate(&l.board).is_empty(), "{} {}", b.name, l.title);
            }
        }
    }
}
