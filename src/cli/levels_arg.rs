//! `--levels 1-10,15`: which levels of a file to work on (1-based, inclusive ranges).

/// The 0-based indices selected by a spec like `1-10,15`, within `count` levels.
pub fn parse(spec: &str, count: usize) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for part in spec.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let (a, b) = match part.split_once('-') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (part, part),
        };
        let num = |s: &str| {
            s.parse::<usize>()
                .map_err(|_| crate::t!("cli-levels-not-number", part = part))
        };
        let (a, b) = (num(a)?, if b.is_empty() { count } else { num(b)? });
        if a == 0 {
            return Err(crate::t!("cli-levels-from-one", part = part));
        }
        if a > count {
            // Past the last level: selects nothing (the caller names the file's range).
            continue;
        }
        if a > b {
            return Err(crate::t!(
                "cli-levels-range-down",
                part = part,
                low = b.to_string(),
                high = a.to_string()
            ));
        }
        out.extend((a..=b.min(count)).map(|i| i - 1));
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_and_singles() {
        assert_eq!(parse("1-3,5", 10).unwrap(), vec![0, 1, 2, 4]);
        assert_eq!(parse("8-", 10).unwrap(), vec![7, 8, 9]);
        assert_eq!(parse("9-20", 10).unwrap(), vec![8, 9]);
        assert!(parse("0", 10).is_err());
        assert!(parse("x", 10).is_err());
        assert_eq!(parse("5-", 3).unwrap(), Vec::<usize>::new());
        assert!(parse("4-2", 10).unwrap_err().contains("write 2-4"));
    }
}
