//! Reading and writing level files on disk: format detection, and atomic saves (a temporary
//! file in the same folder, then a rename), so a crash or a full disk never leaves a
//! half-written file in place of the user's.

use std::io::Write;
use std::path::{Path, PathBuf};

use gridwright_formats::sokoban::{
    Collection, WriteOptions, read_collection, read_tutorial, write_sok, write_xsb,
};
use gridwright_formats::text::decode;
use gridwright_formats::{FileKind, ParseError, detect_kind};

/// Why a file could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("{}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{0}")]
    Parse(#[from] ParseError),
}

/// The formats gridwright writes Sokoban collections in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SaveFormat {
    #[default]
    Sok,
    Xsb,
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
            _ => SaveFormat::Sok,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            SaveFormat::Sok => "sok",
            SaveFormat::Xsb => "xsb",
        }
    }

    /// The file text of a collection in this format.
    pub fn write(self, c: &Collection, opts: WriteOptions) -> String {
        match self {
            SaveFormat::Sok => write_sok(c, opts),
            SaveFormat::Xsb => write_xsb(c, opts),
        }
    }

    /// What writing `c` in this format leaves out, in words naming the levels, if anything:
    /// found by reading the written text back, so the warning fires only for a real loss.
    pub fn losses(self, c: &Collection) -> Option<String> {
        if self == SaveFormat::Sok {
            return None;
        }
        let back = read_collection(&self.write(c, WriteOptions::default())).ok();
        let back_levels = back.as_ref().map_or(&[][..], |b| &b.levels[..]);
        let mut lost: Vec<String> = Vec::new();
        for (i, level) in c.levels.iter().enumerate() {
            let kept = back_levels.get(i);
            let mut what = Vec::new();
            if !level.saved_games.is_empty() {
                what.push(format!("{} saved game(s)", level.saved_games.len()));
            }
            if kept.is_none_or(|k| k.notes != level.notes) {
                what.push("notes".to_owned());
            }
            if !what.is_empty() {
                let title = if level.title.is_empty() {
                    String::new()
                } else {
                    format!(" '{}'", level.title)
                };
                lost.push(format!("level {}{title} ({})", i + 1, what.join(", ")));
            }
        }
        if back.as_ref().is_none_or(|b| b.notes != c.notes) {
            lost.insert(0, "the file's notes".to_owned());
        }
        (!lost.is_empty()).then(|| {
            let shown = lost.len().min(5);
            let more = match lost.len() - shown {
                0 => String::new(),
                n => format!(" and {n} more level(s)"),
            };
            format!(
                "XSB does not keep these: {}{more} (use .sok to keep them)",
                lost[..shown].join("; ")
            )
        })
    }
}

/// Parses file content; `name` is used in error messages.
pub fn parse(name: &Path, bytes: &[u8]) -> Result<(Collection, FileKind), ParseError> {
    let text = decode(bytes);
    let kind = detect_kind(name, &text);
    let result = match kind {
        FileKind::SokobanTutorial => read_tutorial(&text),
        _ => read_collection(&text),
    };
    result
        .map(|c| (c, kind))
        .map_err(|e| e.in_file(name.display().to_string()))
}

/// Reads and parses a file.
pub fn load(path: &Path) -> Result<(Collection, FileKind), LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
        path: path.to_owned(),
        source,
    })?;
    Ok(parse(path, &bytes)?)
}

/// Writes `contents` to `path` atomically: the old file stays intact until the new one is
/// complete and synced.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".gridwright-")
        .suffix(".tmp")
        .tempfile_in(dir)?;
    tmp.write_all(contents)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Saves a collection in the format its path asks for.
pub fn save(path: &Path, c: &Collection, opts: WriteOptions) -> std::io::Result<()> {
    write_atomic(path, SaveFormat::for_path(path).write(c, opts).as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_then_load() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.sok");
        let (c, _) = parse(Path::new("x.xsb"), b"; t\n####\n#@$.#\n#####\n").unwrap();
        save(&path, &c, WriteOptions::default()).unwrap();
        let (back, kind) = load(&path).unwrap();
        assert_eq!(back, c);
        assert_eq!(kind, FileKind::Sok);
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
    }

    #[test]
    fn xsb_warns_only_of_what_it_drops() {
        // Before: the warning named every level with a note, though XSB kept its title.
        let (c, _) = parse(
            Path::new("m.xsb"),
            b"; Set\n\n; 44\n'Duh!'\n\n#####\n#@$.#\n#####\n\n; 45\n\n#####\n#@$.#\n#####\n",
        )
        .unwrap();
        assert_eq!(c.levels[0].notes, vec!["'Duh!'"]);
        assert_eq!(SaveFormat::Xsb.losses(&c), None);
        let text = SaveFormat::Xsb.write(&c, WriteOptions::default());
        let (back, _) = parse(Path::new("m.xsb"), text.as_bytes()).unwrap();
        assert_eq!(back, c, "{text}");
        let mut c = c;
        c.levels[1].notes = vec!["a".into(), "".into(), "b".into()];
        c.levels[1].saved_games.push(Default::default());
        let warning = SaveFormat::Xsb.losses(&c).unwrap();
        assert!(
            warning.contains("level 2 '45' (1 saved game(s), notes)") && !warning.contains("level 1"),
            "{warning}"
        );
    }

    #[test]
    fn errors_name_the_file() {
        let e = parse(Path::new("bad.sok"), b"####\n#2(@\n####\n").unwrap_err();
        assert!(e.to_string().starts_with("bad.sok:2:"), "{e}");
    }
}
