//! The checks that the results files of a run's shards belong together, and their items in
//! the run's order: one run (the same identity and shard count), each shard once, no line
//! half-written, none missing and every shard finished (unless partial), no item twice or
//! in the wrong shard. Each failure names the file and the problem.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gridwright_formats::text::printable_path;

use super::file::{Details, Item, ResultsFile, RunIdentity, read_results};

/// A run's items put together from its shards.
#[derive(Debug, Clone, PartialEq)]
pub struct Merged<D, L> {
    /// The run they are of.
    pub run: RunIdentity<D>,
    /// Every item, in the run's order (by number).
    pub items: Vec<L>,
    /// With `partial`, what is missing, in words (to be said); `None` when nothing is.
    pub partial: Option<String>,
}

/// Reads and merges the results `files` of a run of `command`. A missing or unfinished
/// shard is an error unless `partial`; anything else that does not fit always is.
pub fn merge<D: Details, L: Item>(
    files: &[PathBuf],
    command: &str,
    partial: bool,
) -> Result<Merged<D, L>, String> {
    let mut shards: BTreeMap<usize, (String, ResultsFile<D, L>)> = BTreeMap::new();
    let mut first: Option<(String, RunIdentity<D>, usize)> = None;
    for path in files {
        let name = printable_path(path).to_string();
        let text = std::fs::read_to_string(path).map_err(|e| crate::i18n::path_error(path, &e))?;
        let file: ResultsFile<D, L> =
            read_results(&text, command).map_err(|e| super::file::about(&name, e))?;
        if let Some(line) = file.half_written {
            return Err(crate::t!(
                "shards-merge-half-written",
                name = name,
                line = line
            ));
        }
        let count = file.header.shard.count;
        match &first {
            Some((first, run, n)) if *run != file.header.run || *n != count => {
                return Err(crate::t!(
                    "shards-merge-other-run",
                    name = name,
                    first = first.clone()
                ));
            }
            Some(_) => {}
            None => first = Some((name.clone(), file.header.run.clone(), count)),
        }
        let index = file.header.shard.index;
        if let Some((other, _)) = shards.get(&index) {
            return Err(crate::t!(
                "shards-merge-shard-twice",
                name = name,
                shard = index.to_string(),
                other = other.clone()
            ));
        }
        shards.insert(index, (name, file));
    }
    let Some((_, run, count)) = first else {
        return Err(crate::t!("shards-merge-no-files"));
    };
    let (items, problems) = gather(&shards, count, run.details.items())?;
    let problems = (!problems.is_empty()).then(|| problems.join("; "));
    match problems {
        Some(p) if !partial => Err(crate::t!("shards-merge-partial-hint", problems = p)),
        partial => Ok(Merged {
            run,
            items,
            partial,
        }),
    }
}

/// Every shard's items in the run's order, and what is missing or unfinished, in words; an
/// item twice or in the wrong shard is an error.
fn gather<D: Details, L: Item>(
    shards: &BTreeMap<usize, (String, ResultsFile<D, L>)>,
    count: usize,
    items: usize,
) -> Result<(Vec<L>, Vec<String>), String> {
    let mut problems = Vec::new();
    let missing: Vec<String> = (0..count)
        .filter(|k| !shards.contains_key(k))
        .map(|k| format!("{k}/{count}"))
        .collect();
    if !missing.is_empty() {
        problems.push(crate::t!(
            "shards-merge-missing",
            n = missing.len(),
            shards = missing.join(", ")
        ));
    }
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    let mut out = Vec::new();
    for (name, file) in shards.values() {
        let shard = file.header.shard;
        for item in &file.items {
            let n = item.number();
            if !shard.holds(n) || n >= items {
                return Err(crate::t!(
                    "shards-merge-wrong-shard",
                    name = name.clone(),
                    item = (n + 1).to_string(),
                    unit = D::UNIT,
                    shard = shard.words()
                ));
            }
            if let Some(other) = seen.insert(n, name) {
                return Err(crate::t!(
                    "shards-merge-twice",
                    name = name.clone(),
                    item = (n + 1).to_string(),
                    unit = D::UNIT,
                    other = other.to_owned()
                ));
            }
            out.push(item.clone());
        }
        let want = shard.share(items);
        if file.items.len() < want {
            problems.push(crate::t!(
                "shards-merge-unfinished",
                name = name.clone(),
                shard = shard.words(),
                done = file.items.len(),
                want = want,
                unit = D::UNIT
            ));
        }
    }
    out.sort_by_key(L::number);
    Ok((out, problems))
}

#[cfg(test)]
mod tests {
    use super::super::Shard;
    use super::super::file::line;
    use super::super::file::tests::{Count, Done, done, header};
    use super::*;

    /// Writes shard `k` of 2 of a run of 5 items, with the items given.
    fn shard_file(dir: &std::path::Path, k: usize, numbers: &[usize]) -> PathBuf {
        let path = dir.join(format!("s{k}.jsonl"));
        let mut text = line(&header(5, Shard::new(k, 2).unwrap()));
        for &n in numbers {
            text += &line(&done(n));
        }
        std::fs::write(&path, text).unwrap();
        path
    }

    fn merged(files: &[PathBuf], partial: bool) -> Result<Merged<Count, Done>, String> {
        merge(files, "count", partial)
    }

    #[test]
    fn shards_merge_in_the_runs_order_and_what_does_not_fit_is_named() {
        let dir = tempfile::tempdir().unwrap();
        let a = shard_file(dir.path(), 0, &[4, 0, 2]);
        let b = shard_file(dir.path(), 1, &[1, 3]);
        let m = merged(&[b.clone(), a.clone()], false).unwrap();
        let numbers: Vec<usize> = m.items.iter().map(|d| d.number).collect();
        assert_eq!((numbers, m.partial), (vec![0, 1, 2, 3, 4], None));

        let e = merged(std::slice::from_ref(&a), false).unwrap_err();
        assert!(e.contains("shard(s) 1/2 missing"), "{e}");
        let m = merged(std::slice::from_ref(&a), true).unwrap();
        assert_eq!(m.items.len(), 3);
        assert!(m.partial.unwrap().contains("1/2"));

        let e = merged(&[a.clone(), a.clone()], false).unwrap_err();
        assert!(e.contains("shard 0 is also in"), "{e}");
        let short = shard_file(dir.path(), 1, &[3]);
        let e = merged(&[a.clone(), short], false).unwrap_err();
        assert!(e.contains("has 1 of its 2 levels"), "{e}");
        let wrong = shard_file(dir.path(), 1, &[1, 2]);
        let e = merged(&[a.clone(), wrong], false).unwrap_err();
        assert!(e.contains("level 3 is not shard 1/2's"), "{e}");
    }
}
