//! The command line's names for the games' choices (generators, solving methods, maze
//! formats). The game folders know nothing of clap: the names and their parsers live here.

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use crate::bombfight::runner::Mode;
use crate::maze::files::MazeFormat;
use crate::maze::generate::Algorithm;
use crate::maze::solve::Method;

/// A choice the command line names.
pub trait Named: Copy + Send + Sync + 'static {
    /// Every value, in the order help lists them.
    fn all() -> &'static [Self];
    /// The name typed on the command line.
    fn name(self) -> &'static str;
    /// Other names accepted for it.
    fn aliases(self) -> &'static [&'static str] {
        &[]
    }
}

/// The value of `name` (or one of its aliases).
pub fn lookup<T: Named>(name: &str) -> Option<T> {
    let name = name.to_ascii_lowercase();
    T::all()
        .iter()
        .copied()
        .find(|v| v.name() == name || v.aliases().contains(&name.as_str()))
}

/// A clap parser for a [`Named`] choice: the possible values in help, the choice as a value.
pub fn parser<T: Named>() -> impl TypedValueParser<Value = T> {
    let values = T::all()
        .iter()
        .map(|v| PossibleValue::new(v.name()).aliases(v.aliases().iter().copied()));
    PossibleValuesParser::new(values).map(|s| lookup::<T>(&s).expect("clap checked the name"))
}

impl Named for Mode {
    fn all() -> &'static [Mode] {
        &[Mode::PerTurn, Mode::Persistent]
    }
    fn name(self) -> &'static str {
        Mode::name(self)
    }
}

impl Named for Algorithm {
    fn all() -> &'static [Algorithm] {
        &Algorithm::ALL
    }
    fn name(self) -> &'static str {
        Algorithm::name(self)
    }
}

impl Named for Method {
    fn all() -> &'static [Method] {
        &Method::ALL
    }
    fn name(self) -> &'static str {
        match self {
            Method::Bfs => "bfs",
            Method::Dfs => "dfs",
            Method::LeftHand => "left-hand",
            Method::RightHand => "right-hand",
            Method::Tremaux => "tremaux",
            Method::DeadEndFilling => "dead-end-filling",
        }
    }
}

impl Named for MazeFormat {
    fn all() -> &'static [MazeFormat] {
        &MazeFormat::ALL
    }
    fn name(self) -> &'static str {
        match self {
            MazeFormat::Maze => "maze",
            MazeFormat::Ascii => "ascii",
            MazeFormat::GridJson => "grid-json",
            MazeFormat::GridPython => "grid-python",
            MazeFormat::Blocks => "blocks",
            MazeFormat::Svg => "svg",
            MazeFormat::Png => "png",
        }
    }
    fn aliases(self) -> &'static [&'static str] {
        match self {
            MazeFormat::Ascii => &["laby"],
            _ => &[],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_reads_back_by_its_name() {
        for a in Algorithm::ALL {
            assert_eq!(lookup::<Algorithm>(Named::name(a)), Some(a));
        }
        for m in Method::ALL {
            assert_eq!(lookup::<Method>(Named::name(m)), Some(m));
        }
        for f in MazeFormat::ALL {
            assert_eq!(lookup::<MazeFormat>(Named::name(f)), Some(f));
        }
        assert_eq!(lookup::<MazeFormat>("LABY"), Some(MazeFormat::Ascii));
        assert_eq!(lookup::<Method>("nope"), None);
    }
}
