//! Which part of a run a process does: `--shard K/N`, or `--shards N` with the index from a
//! job array's environment.

use serde::{Deserialize, Serialize};

/// One of `count` parts of a run: the items (games, levels) whose number modulo `count` is
/// `index`, so every part gets items from all over the run (every map and pair, easy and
/// hard levels), and an item's number (hence its seed) does not depend on the part that
/// does it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// From 0.
    pub index: usize,
    /// At least 1.
    pub count: usize,
}

impl Shard {
    /// The whole run as one part.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// `K/N`, K from 0 to N-1.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || crate::t!("shards-bad-shard", text = format!("{text:?}"));
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        Shard::new(index, count).ok_or_else(bad)
    }

    /// Shard `index` of `count`, if `index < count`.
    pub fn new(index: usize, count: usize) -> Option<Shard> {
        (index < count).then_some(Shard { index, count })
    }

    /// Whether item `number` of the run is this shard's.
    pub fn holds(&self, number: usize) -> bool {
        number % self.count == self.index
    }

    /// How many of `items` items are this shard's.
    pub fn share(&self, items: usize) -> usize {
        (0..items).filter(|&n| self.holds(n)).count()
    }

    /// `K/N`, as the flag takes it.
    pub fn words(&self) -> String {
        format!("{}/{}", self.index, self.count)
    }
}

/// Picks the shard: `--shard K/N`, else with `--shards N` the index from Kubernetes'
/// `JOB_COMPLETION_INDEX` or Slurm's `SLURM_ARRAY_TASK_ID` (less `SLURM_ARRAY_TASK_MIN`,
/// so `--array=1-4` works too; a `SLURM_ARRAY_TASK_COUNT` that differs from N is an error).
/// Without either flag the run is whole, whatever the environment: a run inside a job
/// array is never split by surprise.
pub fn resolve_shard(
    shard: Option<Shard>,
    shards: Option<usize>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Option<Shard>, String> {
    if shard.is_some() {
        return Ok(shard);
    }
    let Some(count) = shards else { return Ok(None) };
    let num = |name: &str| -> Result<Option<usize>, String> {
        env(name)
            .map(|v| {
                v.trim().parse().map_err(|_| {
                    crate::t!(
                        "shards-env-not-number",
                        name = name,
                        value = format!("{v:?}")
                    )
                })
            })
            .transpose()
    };
    if let Some(n) = num("SLURM_ARRAY_TASK_COUNT")?
        && n != count
    {
        return Err(crate::t!(
            "shards-slurm-count",
            count = count.to_string(),
            n = n.to_string()
        ));
    }
    let index = match num("JOB_COMPLETION_INDEX")? {
        Some(i) => i,
        None => match num("SLURM_ARRAY_TASK_ID")? {
            Some(i) => i.saturating_sub(num("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0)),
            None => return Err(crate::t!("shards-no-index", count = count.to_string())),
        },
    };
    Shard::new(index, count).map(Some).ok_or_else(|| {
        crate::t!(
            "shards-index-too-high",
            index = index.to_string(),
            count = count.to_string()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_split_the_run_and_come_from_the_flags_or_the_job_array() {
        assert_eq!(Shard::parse("1/4"), Ok(Shard { index: 1, count: 4 }));
        assert!(Shard::parse("4/4").is_err() && Shard::parse("x").is_err());
        let s = Shard::parse("1/4").unwrap();
        assert_eq!(
            (0..10).filter(|&n| s.holds(n)).collect::<Vec<_>>(),
            [1, 5, 9]
        );
        assert_eq!(s.share(10), 3);
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let slurm = env(&[
            ("SLURM_ARRAY_TASK_ID", "3"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ]);
        assert_eq!(resolve_shard(None, Some(4), slurm), Ok(Shard::new(2, 4)));
        assert_eq!(
            resolve_shard(None, None, slurm),
            Ok(None),
            "never split by surprise"
        );
        assert!(
            resolve_shard(None, Some(3), slurm).is_err(),
            "count differs"
        );
        let k8s = env(&[("JOB_COMPLETION_INDEX", "0")]);
        assert_eq!(resolve_shard(None, Some(2), k8s), Ok(Shard::new(0, 2)));
        assert!(resolve_shard(None, Some(2), env(&[])).is_err());
        assert_eq!(
            resolve_shard(Shard::new(1, 2), Some(9), k8s),
            Ok(Shard::new(1, 2))
        );
    }
}
