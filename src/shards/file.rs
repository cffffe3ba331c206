//! A run's results file: JSON lines, a header line with the run's identity and the shard,
//! then one line per finished item (a game, a level), appended and flushed as it ends.
//! Lines rather than one document because a process killed mid-run leaves every finished
//! item readable and at most its last line half-written, which a reader recognizes and
//! drops; a resumed run appends without rewriting what is there.

use std::path::Path;
use std::sync::Mutex;

use gridwright_formats::text::printable_path;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::Shard;

/// What a verb's run is, beyond its command and version: its inputs and settings, all that
/// makes two processes parts of one run (the same inputs and settings give the same items).
pub trait Details: Serialize + DeserializeOwned + PartialEq + Clone {
    /// What an item is, for the messages: `game` or `level` (the catalog selects on it).
    const UNIT: &'static str;
    /// Items in the whole run.
    fn items(&self) -> usize;
}

/// One finished item's line.
pub trait Item: Serialize + DeserializeOwned + Clone {
    /// Its number in the whole run, from 0: which shard holds it, and its place in the
    /// merged report.
    fn number(&self) -> usize;
}

/// A run's identity: the command, gridwright's version (bots, solvers and generators
/// change between versions) and the verb's own details, flattened beside them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunIdentity<D> {
    /// The command that wrote it (`tournament`, `solve`, `bench 2048`...): what
    /// `gridwright merge` reads first, to know which report to make.
    pub command: String,
    /// gridwright's version.
    pub version: String,
    /// The verb's inputs and settings.
    #[serde(flatten)]
    pub details: D,
}

impl<D> RunIdentity<D> {
    /// The identity of a run of `command` by this gridwright.
    pub fn new(command: &str, details: D) -> RunIdentity<D> {
        RunIdentity {
            command: command.to_owned(),
            version: env!("CARGO_PKG_VERSION") /* i18n-exempt: a variable name */
                .to_owned(),
            details,
        }
    }
}

/// The first line of a results file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Header<D> {
    /// The run this is part of.
    pub run: RunIdentity<D>,
    /// Which part.
    pub shard: Shard,
}

/// A results file as read.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultsFile<D, L> {
    /// Its header.
    pub header: Header<D>,
    /// Its items, in the file's order.
    pub items: Vec<L>,
    /// The 1-based number of a half-written last line (a crash while writing), if any: not
    /// counted.
    pub half_written: Option<usize>,
    /// Bytes up to the end of the last whole line: a resumed run cuts the file there.
    pub whole_len: usize,
}

/// A value's line, newline included.
pub fn line<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default() + "\n"
}

/// The command a results file's header names, if its first line is a header: how
/// `gridwright merge` knows whose files it was given.
pub fn command_of(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Run {
        command: String,
    }
    #[derive(Deserialize)]
    struct Head {
        run: Run,
    }
    let first = text.split_inclusive('\n').next()?;
    serde_json::from_str::<Head>(first.trim_end())
        .ok()
        .map(|h| h.run.command)
}

/// Reads a results file of `command`. Only the last line may be broken (no newline, or not
/// an item): anything else broken is an error naming the line.
pub fn read_results<D: Details, L: Item>(
    text: &str,
    command: &str,
) -> Result<ResultsFile<D, L>, String> {
    let mut lines = text.split_inclusive('\n').enumerate();
    let not_header = || crate::t!("shards-not-header", command = command);
    let (_, first) = lines.next().ok_or_else(not_header)?;
    let header: Header<D> = serde_json::from_str(first.trim_end())
        .ok()
        .filter(|h: &Header<D>| first.ends_with('\n') && h.run.command == command)
        .ok_or_else(not_header)?;
    let mut out = ResultsFile {
        header,
        items: vec![],
        half_written: None,
        whole_len: first.len(),
    };
    let total = text.split_inclusive('\n').count();
    for (i, text) in lines {
        let parsed = serde_json::from_str::<L>(text.trim_end())
            .ok()
            .filter(|_| text.ends_with('\n'));
        match parsed {
            Some(item) => {
                out.items.push(item);
                out.whole_len += text.len();
            }
            None if i + 1 == total => out.half_written = Some(i + 1),
            None => {
                return Err(crate::t!("shards-bad-line", line = i + 1, unit = D::UNIT));
            }
        }
    }
    Ok(out)
}

/// A results file opened for a run: what it already holds, and where new items go.
#[derive(Debug)]
pub struct Opened<L> {
    /// The items finished before (not done again).
    pub done: Vec<L>,
    /// The half-written last line cut off, if there was one (to be said).
    pub half_written: Option<usize>,
    /// Where each finished item is appended.
    pub sink: Appender,
}

/// A file's name and what is wrong with it.
pub(super) fn about(name: &str, error: String) -> String {
    crate::t!("files-path-error", file = name, error = error)
}

/// Opens `path` for a run with `header`: a new or empty file gets the header; an existing
/// one must be this run's and shard's, its items are given back, and a half-written last
/// line is cut off.
pub fn open<D: Details, L: Item>(path: &Path, header: &Header<D>) -> Result<Opened<L>, String> {
    let name = printable_path(path).to_string();
    let io = |e: std::io::Error| crate::i18n::path_error(path, &e);
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(io(e)),
    };
    let mut opened = Opened {
        done: Vec::new(),
        half_written: None,
        sink: Appender::none(),
    };
    if text.is_empty() {
        std::fs::write(path, line(header)).map_err(io)?;
    } else {
        let file: ResultsFile<D, L> =
            read_results(&text, &header.run.command).map_err(|e| about(&name, e))?;
        if file.header != *header {
            return Err(crate::t!("shards-other-run", name = name));
        }
        if file.half_written.is_some() {
            let f = std::fs::OpenOptions::new()
                .write(true)
                .open(path)
                .map_err(io)?;
            f.set_len(file.whole_len as u64).map_err(io)?;
        }
        opened.done = file.items;
        opened.half_written = file.half_written;
    }
    let f = std::fs::OpenOptions::new()
        .append(true)
        .open(path)
        .map_err(io)?;
    opened.sink = Appender(Mutex::new(Some(f)));
    Ok(opened)
}

/// Where finished items go: a results file, or nowhere (a run without `--results`).
/// Shared by the threads that finish items; each line is written whole, at once, and
/// flushed, so a crash leaves at most the last one half-written.
#[derive(Debug)]
pub struct Appender(Mutex<Option<std::fs::File>>);

impl Appender {
    /// Nowhere.
    pub fn none() -> Appender {
        Appender(Mutex::new(None))
    }

    /// Appends `item`'s line.
    pub fn append<L: Item>(&self, item: &L) -> Result<(), String> {
        use std::io::Write;
        let Ok(mut file) = self.0.lock() else {
            return Ok(());
        };
        let Some(file) = file.as_mut() else {
            return Ok(());
        };
        file.write_all(line(item).as_bytes())
            .and_then(|()| file.flush())
            .map_err(|e| crate::t!("shards-results-file", error = crate::i18n::io_error(&e)))
    }
}

/// A short digest of an input's text (FNV-1a, 64 bits), so two runs on different files of
/// the same name are told apart; not a security check.
pub fn digest(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A run of `items` numbers.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    pub struct Count {
        pub items: usize,
    }

    impl Details for Count {
        const UNIT: &'static str = "level";
        fn items(&self) -> usize {
            self.items
        }
    }

    /// An item: its number and a word.
    #[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
    pub struct Done {
        pub number: usize,
        pub word: String,
    }

    impl Item for Done {
        fn number(&self) -> usize {
            self.number
        }
    }

    pub fn header(items: usize, shard: Shard) -> Header<Count> {
        Header {
            run: RunIdentity::new("count", Count { items }),
            shard,
        }
    }

    pub fn done(number: usize) -> Done {
        Done {
            number,
            word: format!("item {number}"),
        }
    }

    #[test]
    fn a_results_file_reads_back_and_a_half_written_last_line_is_dropped() {
        let whole = line(&header(4, Shard::WHOLE)) + &line(&done(0)) + &line(&done(2));
        assert_eq!(command_of(&whole).as_deref(), Some("count"));
        let read: ResultsFile<Count, Done> = read_results(&whole, "count").unwrap();
        assert_eq!(read.items, vec![done(0), done(2)]);
        assert_eq!((read.half_written, read.whole_len), (None, whole.len()));
        let cut = &whole[..whole.len() - 7];
        let read: ResultsFile<Count, Done> = read_results(cut, "count").unwrap();
        assert_eq!(read.items, vec![done(0)]);
        assert_eq!(read.half_written, Some(3));
        assert_eq!(
            &cut[..read.whole_len],
            &whole[..whole.len() - line(&done(2)).len()]
        );
        let broken = line(&header(4, Shard::WHOLE)) + "{\n" + &line(&done(2));
        let e = read_results::<Count, Done>(&broken, "count").unwrap_err();
        assert_eq!(e, "line 2 is not a level's result");
        let e = read_results::<Count, Done>(&whole, "solve").unwrap_err();
        assert!(e.contains("solve"), "another command's file: {e}");
    }

    #[test]
    fn a_file_opened_again_gives_back_its_items_and_loses_its_half_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.jsonl");
        let h = header(3, Shard::WHOLE);
        let first: Opened<Done> = open(&path, &h).unwrap();
        assert!(first.done.is_empty());
        first.sink.append(&done(0)).unwrap();
        first.sink.append(&done(1)).unwrap();
        drop(first);
        let text = std::fs::read_to_string(&path).unwrap();
        std::fs::write(&path, &text[..text.len() - 4]).unwrap();
        let again: Opened<Done> = open(&path, &h).unwrap();
        assert_eq!(
            (again.done.clone(), again.half_written),
            (vec![done(0)], Some(3))
        );
        again.sink.append(&done(1)).unwrap();
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            text,
            "cut, then appended"
        );
        let other = header(3, Shard::new(1, 2).unwrap());
        assert!(
            open::<Count, Done>(&path, &other)
                .unwrap_err()
                .contains("another run")
        );
    }
}
