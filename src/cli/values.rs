//! Value parsers for flags, so that clap refuses a bad number with a clear message before any
//! work starts (a NaN time limit, an infinite one, a probability of 2, an odd cell size).

use std::time::Duration;

/// Time limits above this are refused: a day per level is beyond any use, and far from
/// `Duration`'s overflow.
pub const MAX_SECONDS: f64 = 86_400.0;

/// Seconds: finite, from 0 to a day.
pub fn seconds(s: &str) -> Result<Duration, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| crate::t!("cli-value-not-seconds", value = s))?;
    if !v.is_finite() || !(0.0..=MAX_SECONDS).contains(&v) {
        return Err(crate::t!(
            "cli-value-time-limit",
            value = s,
            max = MAX_SECONDS.to_string()
        ));
    }
    Ok(Duration::from_secs_f64(v))
}

/// A seed: a whole number from 0 to 2^64 - 1 (a negative one is said as such).
pub fn seed(s: &str) -> Result<u64, String> {
    s.trim()
        .parse()
        .map_err(|_| crate::t!("cli-value-seed", value = s, max = u64::MAX.to_string()))
}

/// A probability or share: a number from 0 to 1.
pub fn probability(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| crate::t!("cli-value-not-number", value = s))?;
    if !(0.0..=1.0).contains(&v) {
        return Err(crate::t!("cli-value-probability", value = s));
    }
    Ok(v)
}

/// The largest character cell of the invisible maze's art accepted on the command line.
pub const MAX_CELL_CHARS: usize = 1000;

/// A cell size of the art: even, from 2 to [`MAX_CELL_CHARS`] (the art can only be read back
/// when a cell has a centre and walls between its corners).
pub fn cell_chars(s: &str) -> Result<usize, String> {
    let v: usize = s
        .trim()
        .parse()
        .map_err(|_| crate::t!("cli-value-not-whole", value = s))?;
    if v < 2 || !v.is_multiple_of(2) || v > MAX_CELL_CHARS {
        return Err(crate::t!(
            "cli-value-cell-chars",
            value = s,
            max = MAX_CELL_CHARS.to_string()
        ));
    }
    Ok(v)
}

/// The largest `--memory-mib`: 1 TiB.
pub const MAX_MEMORY_MIB: u64 = 1 << 20;

/// Memory in MiB, from 1 to [`MAX_MEMORY_MIB`], as bytes.
pub fn memory_mib(s: &str) -> Result<usize, String> {
    let v: u64 = s
        .trim()
        .parse()
        .map_err(|_| crate::t!("cli-value-not-mib", value = s))?;
    if v == 0 || v > MAX_MEMORY_MIB {
        return Err(crate::t!(
            "cli-value-memory",
            value = s,
            max = MAX_MEMORY_MIB.to_string()
        ));
    }
    usize::try_from(v << 20).map_err(|_| crate::t!("cli-value-memory-too-big", value = s))
}

/// The most jobs a flag may ask for: far above any core count, far below a number of
/// threads that would exhaust the machine.
pub const MAX_JOBS: usize = 1024;

/// A count of jobs: from 1 to [`MAX_JOBS`].
pub fn jobs(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(n) if (1..=MAX_JOBS).contains(&n) => Ok(n),
        _ => Err(crate::t!(
            "cli-value-jobs",
            value = s,
            max = MAX_JOBS.to_string()
        )),
    }
}

/// A whole number within `range`, read as a signed number so that a negative one is told
/// its range ("-1 is not in 1..=100") rather than "invalid digit found in string".
pub fn count<T>(range: std::ops::RangeInclusive<i64>) -> clap::builder::RangedI64ValueParser<T>
where
    T: TryFrom<i64> + Clone + Send + Sync + 'static,
    <T as TryFrom<i64>>::Error: std::error::Error + Send + Sync + 'static,
{
    clap::builder::RangedI64ValueParser::<T>::new().range(range)
}

/// The most cells a `--size` may ask for: beyond this a maze no longer fits the memory of
/// the machines gridwright runs on (each game checks its own, smaller, limits after).
pub const MAX_SIZE_CELLS: usize = 2_000_000_000;

/// A size in cells, `WIDTHxHEIGHT` (every `--size` of every command): whole numbers from 1,
/// at most [`MAX_SIZE_CELLS`] in all.
pub fn size(s: &str) -> Result<(usize, usize), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| crate::t!("cli-value-size-form", value = s))?;
    let n = |v: &str| {
        v.trim()
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| crate::t!("cli-value-size-whole", value = s))
    };
    let (w, h) = (n(w)?, n(h)?);
    if w.checked_mul(h).is_none_or(|cells| cells > MAX_SIZE_CELLS) {
        return Err(crate::t!(
            "cli-value-size-cells",
            value = s,
            max = MAX_SIZE_CELLS.to_string()
        ));
    }
    Ok((w, h))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_numbers_are_refused() {
        for bad in ["inf", "1e300", "nan", "-1", "x", "86401"] {
            assert!(seconds(bad).is_err(), "{bad}");
        }
        assert_eq!(seconds("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["nan", "-0.1", "1.5", "inf"] {
            assert!(probability(bad).is_err(), "{bad}");
        }
        for bad in ["0", "3", "9223372036854775808", "1002"] {
            assert!(cell_chars(bad).is_err(), "{bad}");
        }
        assert!(memory_mib("17592186044416").is_err());
        assert_eq!(memory_mib("2"), Ok(2 << 20));
        assert!(jobs("0").is_err());
        assert_eq!(size("120x80"), Ok((120, 80)), "width first");
        for bad in [
            "0x5",
            "5",
            "x",
            "99999999999999999999x2",
            "100000x100000",
            "3x-1",
        ] {
            assert!(size(bad).is_err(), "{bad}");
        }
    }
}
