//! Sokoban collections on disk: writing `.sok`, XSB or `.slc` by the path's extension, with
//! the words for what XSB or `.slc` would lose (a file that must hold levels is read by `io::load_as`).

use std::path::Path;

use gridwright_formats::sokoban::{
    Collection, WriteOptions, read_collection, read_slc, write_slc, write_sok, write_xsb,
};

use crate::io::{self, WriteMode};

/// The formats gridwright writes Sokoban collections in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SaveFormat {
    /// `.sok`, which keeps everything a collection holds.
    #[default]
    Sok,
    /// Plain XSB boards, which lose what only `.sok` holds (the caller is told what).
    Xsb,
    /// `.slc` XML, which holds titles, authors and boards but no other notes or saved games.
    Slc,
}

impl SaveFormat {
    /// `.xsb` files are written as XSB, everything else as `.sok`.
    pub fn for_path(path: &Path) -> SaveFormat {
        match path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase)
            .as_deref()
        {
            Some("xsb") => SaveFormat::Xsb,
            Some("slc") => SaveFormat::Slc,
            _ => SaveFormat::Sok,
        }
    }

    /// The extension files of this format are written with.
    pub fn extension(self) -> &'static str {
        match self {
            SaveFormat::Sok => "sok",
            SaveFormat::Xsb => "xsb",
            SaveFormat::Slc => "slc",
        }
    }

    /// The file text of a collection in this format.
    pub fn write(self, c: &Collection, opts: WriteOptions) -> String {
        match self {
            SaveFormat::Sok => write_sok(c, opts),
            SaveFormat::Xsb => write_xsb(c, opts),
            SaveFormat::Slc => write_slc(c),
        }
    }

    /// The format's name in warnings.
    fn name(self) -> &'static str {
        match self {
            SaveFormat::Sok => ".sok",
            SaveFormat::Xsb => "XSB",
            SaveFormat::Slc => ".slc",
        }
    }

    /// Reads back what this format wrote.
    fn read_back(self, text: &str) -> Option<Collection> {
        match self {
            SaveFormat::Slc => read_slc(text).ok(),
            SaveFormat::Sok | SaveFormat::Xsb => read_collection(text).ok(),
        }
    }

    /// What writing `c` in this format leaves out, in words naming the levels, if anything:
    /// found by reading the written text back, so the warning fires only for a real loss.
    pub fn losses(self, c: &Collection) -> Option<String> {
        if self == SaveFormat::Sok {
            return None;
        }
        let back = self.read_back(&self.write(c, WriteOptions::default()));
        let back_levels = back.as_ref().map_or(&[][..], |b| &b.levels[..]);
        let mut lost: Vec<String> = Vec::new();
        for (i, level) in c.levels.iter().enumerate() {
            let kept = back_levels.get(i);
            let mut what = Vec::new();
            if !level.saved_games.is_empty() {
                what.push(crate::t!(
                    "sokoban-lost-saved-games",
                    n = level.saved_games.len()
                ));
            }
            if kept.is_none_or(|k| k.notes != level.notes) {
                what.push(crate::t!("sokoban-lost-notes"));
            }
            if kept.is_none_or(|k| k.comments != level.comments) {
                what.push(crate::t!("sokoban-lost-comments"));
            }
            if !what.is_empty() {
                let (n, what) = (i + 1, what.join(", "));
                lost.push(if level.title.is_empty() {
                    crate::t!("sokoban-lost-level", level = n, what = what)
                } else {
                    let title = level.title.clone();
                    crate::t!(
                        "sokoban-lost-level-titled",
                        level = n,
                        title = title,
                        what = what
                    )
                });
            }
        }
        if back.as_ref().is_none_or(|b| b.notes != c.notes) {
            lost.insert(0, crate::t!("sokoban-lost-file-notes"));
        }
        (!lost.is_empty()).then(|| {
            let shown = lost.len().min(5);
            let more = match lost.len() - shown {
                0 => String::new(),
                n => crate::t!("sokoban-lost-more", n = n),
            };
            let (kind, list) = (self.name().to_string(), lost[..shown].join("; "));
            crate::t!(
                "sokoban-lost-summary",
                kind = kind,
                list = list,
                more = more
            )
        })
    }
}

/// The size a board has once written and read back. The writers keep empty outer rows and
/// columns (`-` rows, the first row padded), so this is the board's own size; the editor
/// still checks after a resize and says so if a file would reopen it smaller.
pub fn stored_size(board: &gridwright_formats::sokoban::Board) -> (usize, usize) {
    let c = Collection {
        notes: vec![],
        levels: vec![gridwright_formats::sokoban::Level::new("", board.clone())],
    };
    read_collection(&write_xsb(&c, WriteOptions::default()))
        .ok()
        .and_then(|back| back.levels.into_iter().next())
        .map_or((board.width(), board.height()), |l| {
            (l.board.width(), l.board.height())
        })
}

/// Saves a collection in the format its path asks for.
pub fn save(path: &Path, c: &Collection, opts: WriteOptions) -> std::io::Result<()> {
    save_with(path, c, opts, WriteMode::Atomic)
}

/// Saves a collection in the format its path asks for, written as `mode` says.
pub fn save_with(
    path: &Path,
    c: &Collection,
    opts: WriteOptions,
    mode: WriteMode,
) -> std::io::Result<()> {
    io::write_file(
        path,
        SaveFormat::for_path(path).write(c, opts).as_bytes(),
        mode,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_grown_board_keeps_its_size_in_the_file() {
        let b = gridwright_formats::sokoban::Board::from_xsb("#####\n#@$.#\n#####");
        assert_eq!(stored_size(&b), (5, 3));
        let grown = crate::sokoban::editor::transform::resize(
            &b,
            7,
            5,
            crate::sokoban::editor::transform::Anchor::TOP_LEFT,
        );
        assert_eq!(
            stored_size(&grown),
            (7, 5),
            "empty rows and columns are written"
        );
    }

    use gridwright_formats::sokoban::SokobanFile;
    use gridwright_formats::{FileKind, GameFile};

    fn sokoban(name: &str, bytes: &[u8]) -> (Collection, FileKind) {
        let loaded = io::parse(Path::new(name), bytes, Default::default()).unwrap();
        let f = SokobanFile::from_loaded(loaded).unwrap();
        (f.collection, f.kind)
    }

    fn load_sokoban(path: &Path) -> Result<SokobanFile, io::LoadError> {
        io::load_as(path, Default::default())
    }

    #[test]
    fn save_then_load() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.sok");
        let (c, _) = sokoban("x.xsb", b"; t\n####\n#@$.#\n#####\n");
        save(&path, &c, WriteOptions::default()).unwrap();
        let back = load_sokoban(&path).unwrap();
        assert_eq!(back.collection, c);
        assert_eq!(back.kind, FileKind::Sok);
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
    }

    #[test]
    fn another_games_file_is_named_as_such() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.maze");
        std::fs::write(&path, "gridwright maze 1\nsize: 1x1\n\n+--+\n|  |\n+--+\n").unwrap();
        let e = load_sokoban(&path).unwrap_err();
        assert!(
            e.to_string()
                .ends_with("m.maze: a gridwright .maze file, not Sokoban"),
            "{e}"
        );
    }

    #[test]
    fn xsb_warns_only_of_what_it_drops() {
        // Before: the warning named every level with a note, though XSB kept its title.
        let (c, _) = sokoban(
            "m.xsb",
            b"; Set\n\n; 44\n'Duh!'\n\n#####\n#@$.#\n#####\n\n; 45\n\n#####\n#@$.#\n#####\n",
        );
        assert_eq!(c.levels[0].notes, vec!["'Duh!'"]);
        assert_eq!(SaveFormat::Xsb.losses(&c), None);
        let text = SaveFormat::Xsb.write(&c, WriteOptions::default());
        let (back, _) = sokoban("m.xsb", text.as_bytes());
        assert_eq!(back, c, "{text}");
        let mut c = c;
        c.levels[1].notes = vec!["a".into(), "".into(), "b".into()];
        c.levels[1].saved_games.push(Default::default());
        let warning = SaveFormat::Xsb.losses(&c).unwrap();
        assert!(
            warning.contains("level 2 '45' (1 saved game(s), notes)")
                && !warning.contains("level 1"),
            "{warning}"
        );
    }
}
