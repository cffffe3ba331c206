//! The games' faces: what the shared verbs (`info`, `validate`, `solve`, `convert`, `render`)
//! do with one game's files, and the words their help says of the game. The verbs never name
//! a game: they load a file and hand it to [`of`]`(game)`, and their help and their flags
//! loop over [`all`].
//!
//! Why a typed trait ([`GameFace`]) behind an object-safe one ([`Face`]): a game writes its
//! face with its own file type and its own clap structs (the compiler says which verb is
//! missing), and the verbs see one interface, so adding a game is one arm in [`of`], an
//! exhaustive `match` the compiler points at. A game's flags are added to a verb's command
//! under the game's heading and read back by the face when it runs ([`GameFlags`]), so no
//! verb's `Args` has a field per game.

use std::marker::PhantomData;
use std::path::{Path, PathBuf};

use clap::{ArgMatches, Args, FromArgMatches};
use gridwright_formats::{Game, GameFile, Loaded, ReadOptions};

use super::bombfight::BombFightFace;
use super::error::{Error, Outcome};
use super::g2048::G2048Face;
use super::maze::MazeFace;
use super::save::Saver;
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use super::sokoban::SokobanFace;
use crate::picture::Scene;

/// The face of `game`: the one table of the games on the command line.
pub fn of(game: Game) -> &'static dyn Face {
    match game {
        Game::Sokoban => &SokobanFace,
        Game::Maze => &MazeFace,
        Game::G2048 => &G2048Face,
        Game::BombFight => &BombFightFace,
    }
}

/// Every game's face, in [`Game::ALL`]'s order.
pub fn all() -> impl Iterator<Item = &'static dyn Face> {
    Game::ALL.iter().map(|&g| of(g))
}

/// What the shared verbs do with one game's files, in the game's own types.
pub trait GameFace: Sync {
    /// What a file of this game holds once read.
    type File: GameFile;
    /// Flags of `solve` that only this game reads.
    type SolveFlags: Args + FromArgMatches;
    /// Flags of `convert` that only this game reads.
    type ConvertFlags: Args + FromArgMatches;
    /// Flags of `validate` that only this game reads.
    type ValidateFlags: Args + FromArgMatches;

    /// The catalog id of the help heading of the game's flags.
    const HEADING: &'static str;
    /// The catalog id of the game's files in words, for help (`a BombFight map or replay`).
    const FILES: &'static str;
    /// The catalog id of what `solve` does with the game's files, in words for help; `None`
    /// when its files are played, not solved.
    const SOLVES: Option<&'static str> = None;

    /// `gridwright info`: what the file holds, as text or JSON.
    fn info(path: &Path, file: &Self::File, json: bool) -> Outcome;

    /// `gridwright validate`: each level's problems and a summary.
    fn validate(
        path: &Path,
        file: &Self::File,
        shared: &ValidateOptions,
        own: &Self::ValidateFlags,
    ) -> Outcome;

    /// `gridwright solve`, or an error saying why this game's files are not solved.
    fn solve(
        file: Self::File,
        shared: &SolveOptions,
        own: &Self::SolveFlags,
        saver: &Saver,
    ) -> Outcome;

    /// `gridwright convert` of this game's files (every input read, in order), to one of
    /// the game's targets ([`Target::game`](super::target::Target::game), checked before).
    fn convert(
        inputs: &[PathBuf],
        files: Vec<Self::File>,
        shared: &ConvertOptions,
        own: &Self::ConvertFlags,
        saver: &Saver,
    ) -> Outcome;

    /// `gridwright render`: how many pictures the file holds (a collection's levels; else 1).
    fn picture_count(_file: &Self::File) -> usize {
        1
    }

    /// `gridwright render`: picture `index` (0-based, below [`GameFace::picture_count`]),
    /// drawn as `how` says, and its label for a contact sheet.
    fn picture(
        path: &Path,
        file: &Self::File,
        index: usize,
        how: Drawing,
    ) -> Result<(String, Scene), String>;

    /// How this game's flags change the reading of files (the maze art's cell size).
    fn read_options(_own: &Self::ConvertFlags, _opts: &mut ReadOptions) {}
}

/// How `render` draws a picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Drawing {
    /// Pixels a cell.
    pub cell: u32,
    /// Draw the solution over it (a maze's shortest path, the boxes' paths of a Sokoban
    /// level's best saved solution); games without one ignore it.
    pub solution: bool,
}

/// A shared verb that games bring flags to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verb {
    /// `gridwright solve`.
    Solve,
    /// `gridwright convert`.
    Convert,
    /// `gridwright validate`.
    Validate,
}

/// A marker type naming a [`Verb`], so each verb's [`GameFlags`] is its own clap type.
pub trait VerbName {
    /// The verb.
    const VERB: Verb;
}

/// `solve`'s [`VerbName`].
#[derive(Debug, Clone)]
pub struct Solve;
/// `convert`'s [`VerbName`].
#[derive(Debug, Clone)]
pub struct Convert;
/// `validate`'s [`VerbName`].
#[derive(Debug, Clone)]
pub struct Validate;

impl VerbName for Solve {
    const VERB: Verb = Verb::Solve;
}
impl VerbName for Convert {
    const VERB: Verb = Verb::Convert;
}
impl VerbName for Validate {
    const VERB: Verb = Verb::Validate;
}

/// Every game's own flags of verb `V`, flattened into the verb's `Args`: each face adds its
/// flags (under its heading) when the command is built, and reads them back from these
/// matches when it runs.
#[derive(Debug, Clone)]
pub struct GameFlags<V> {
    matches: ArgMatches,
    verb: PhantomData<V>,
}

impl<V: VerbName> GameFlags<V> {
    /// One game's flags, as its clap struct.
    fn of<T: FromArgMatches>(&self) -> Result<T, Error> {
        T::from_arg_matches(&self.matches).map_err(|e| Error::Failed(e.to_string()))
    }
}

impl<V> FromArgMatches for GameFlags<V> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(GameFlags {
            matches: matches.clone(),
            verb: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.matches = matches.clone();
        Ok(())
    }
}

impl<V: VerbName> Args for GameFlags<V> {
    fn augment_args(cmd: clap::Command) -> clap::Command {
        let cmd = all().fold(cmd, |cmd, face| face.add_flags(V::VERB, cmd));
        cmd.next_help_heading(None::<&str>)
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

/// A game's face as the verbs see it: the file as [`Loaded`], the flags as [`GameFlags`].
/// Every [`GameFace`] is one.
pub trait Face: Sync {
    /// The game.
    fn game(&self) -> Game;
    /// The help heading of the game's flags.
    fn heading(&self) -> String;
    /// The game's files in words, for help.
    fn files(&self) -> String;
    /// What `solve` does with the game's files, if it solves them.
    fn solves(&self) -> Option<String>;
    /// `cmd` with the game's flags of `verb`, under the game's heading.
    fn add_flags(&self, verb: Verb, cmd: clap::Command) -> clap::Command;
    /// `gridwright info` on a file of this game.
    fn info(&self, path: &Path, file: &Loaded, json: bool) -> Outcome;
    /// `gridwright validate` on a file of this game.
    fn validate(
        &self,
        path: &Path,
        file: &Loaded,
        shared: &ValidateOptions,
        flags: &GameFlags<Validate>,
    ) -> Outcome;
    /// `gridwright solve` on a file of this game.
    fn solve(
        &self,
        file: Loaded,
        shared: &SolveOptions,
        flags: &GameFlags<Solve>,
        saver: &Saver,
    ) -> Outcome;
    /// `gridwright convert` on files of this game.
    fn convert(
        &self,
        inputs: &[PathBuf],
        files: Vec<Loaded>,
        shared: &ConvertOptions,
        flags: &GameFlags<Convert>,
        saver: &Saver,
    ) -> Outcome;
    /// `gridwright render` on a file of this game.
    fn render(&self, args: &super::render::Args, file: &Loaded, saver: &Saver) -> Outcome;
    /// How the game's `convert` flags change the reading of files.
    fn read_options(&self, flags: &GameFlags<Convert>, opts: &mut ReadOptions)
    -> Result<(), Error>;
}

/// The file as `F`'s, or the error for a file of another game (which [`of`] never gives).
fn own<F: GameFile>(path: &Path, file: Loaded) -> Result<F, Error> {
    F::from_loaded(file)
        .map_err(|other| crate::io::LoadError::wrong_game(path, &other, F::GAME).into())
}

/// [`own`], by reference.
fn own_ref<'a, F: GameFile>(path: &Path, file: &'a Loaded) -> Result<&'a F, Error> {
    F::in_loaded(file).ok_or_else(|| crate::io::LoadError::wrong_game(path, file, F::GAME).into())
}

impl<T: GameFace> Face for T {
    fn game(&self) -> Game {
        T::File::GAME
    }

    fn heading(&self) -> String {
        crate::i18n::tr(T::HEADING)
    }

    fn files(&self) -> String {
        crate::i18n::tr(T::FILES)
    }

    fn solves(&self) -> Option<String> {
        T::SOLVES.map(crate::i18n::tr)
    }

    fn add_flags(&self, verb: Verb, cmd: clap::Command) -> clap::Command {
        let cmd = cmd.next_help_heading(crate::i18n::tr(T::HEADING));
        match verb {
            Verb::Solve => T::SolveFlags::augment_args(cmd),
            Verb::Convert => T::ConvertFlags::augment_args(cmd),
            Verb::Validate => T::ValidateFlags::augment_args(cmd),
        }
    }

    fn info(&self, path: &Path, file: &Loaded, json: bool) -> Outcome {
        T::info(path, own_ref(path, file)?, json)
    }

    fn validate(
        &self,
        path: &Path,
        file: &Loaded,
        shared: &ValidateOptions,
        flags: &GameFlags<Validate>,
    ) -> Outcome {
        T::validate(path, own_ref(path, file)?, shared, &flags.of()?)
    }

    fn solve(
        &self,
        file: Loaded,
        shared: &SolveOptions,
        flags: &GameFlags<Solve>,
        saver: &Saver,
    ) -> Outcome {
        T::solve(own(&shared.file, file)?, shared, &flags.of()?, saver)
    }

    fn convert(
        &self,
        inputs: &[PathBuf],
        files: Vec<Loaded>,
        shared: &ConvertOptions,
        flags: &GameFlags<Convert>,
        saver: &Saver,
    ) -> Outcome {
        let files = inputs
            .iter()
            .zip(files)
            .map(|(path, f)| own(path, f))
            .collect::<Result<_, _>>()?;
        T::convert(inputs, files, shared, &flags.of()?, saver)
    }

    fn render(&self, args: &super::render::Args, file: &Loaded, saver: &Saver) -> Outcome {
        super::render::render::<T>(args, own_ref(&args.file, file)?, saver)
    }

    fn read_options(
        &self,
        flags: &GameFlags<Convert>,
        opts: &mut ReadOptions,
    ) -> Result<(), Error> {
        T::read_options(&flags.of()?, opts);
        Ok(())
    }
}

/// A game's verbs take no flags of their own.
#[derive(Debug, Clone, Copy, Default, clap::Args)]
#[group(skip)]
pub struct NoFlags {}

/// The help texts that name the games, each made from every face, so none can leave a game
/// out.
pub mod help {
    use super::all;

    /// The program's one-line description.
    pub fn about() -> String {
        let games: Vec<String> = all().map(|f| f.heading()).collect();
        crate::t!("cli-help-about", games = games.join(", "))
    }

    /// The program's description in `--help`.
    pub fn long_about() -> String {
        crate::t!("cli-help-long-about", about = about())
    }

    /// `solve`'s one-line description.
    pub fn solve() -> String {
        let solved: Vec<String> = all().filter_map(|f| f.solves()).collect();
        crate::t!("cli-help-solve-about", what = solved.join(&or()))
    }

    /// `solve`'s file.
    pub fn solve_file() -> String {
        let files: Vec<String> = all()
            .filter(|f| f.solves().is_some())
            .map(|f| f.files())
            .collect();
        crate::t!("cli-help-solve-file", files = files.join(&or()))
    }

    /// `convert`'s inputs, with each game's extensions.
    pub fn convert_inputs() -> String {
        let games: Vec<String> = all()
            .map(|f| format!("{} ({})", f.files(), f.game().extensions().join(", ")))
            .collect();
        let semicolon = crate::t!("cli-help-semicolon");
        crate::t!("cli-help-convert-inputs", files = games.join(&semicolon))
    }

    /// `render`'s file.
    pub fn render_file() -> String {
        let files: Vec<String> = all().map(|f| f.files()).collect();
        crate::t!("cli-help-render-file", files = files.join(", "))
    }

    /// The words between the last two of a list of choices (`, or `).
    fn or() -> String {
        format!(", {} ", crate::t!("cli-help-or"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help of subcommand `name`, in full.
    fn long_help(name: &str) -> String {
        let mut tree = super::super::command_tree();
        let cmd = tree.find_subcommand_mut(name).expect("a subcommand");
        cmd.render_long_help().to_string()
    }

    #[test]
    fn every_game_has_its_face_and_is_named_by_the_help() {
        let top = super::super::command_tree().render_long_help().to_string();
        let (solve, convert, render) = (
            long_help("solve"),
            long_help("convert"),
            long_help("render"),
        );
        let mut solved = 0;
        for &game in Game::ALL {
            let face = of(game);
            assert_eq!(
                face.game(),
                game,
                "{game:?}: the table gives another game's face"
            );
            assert!(
                top.contains(&face.heading()),
                "{game:?} missing from the about:\n{top}"
            );
            assert!(
                render.contains(&face.files()),
                "{game:?} missing from render's help"
            );
            assert!(
                convert.contains(&face.files()),
                "{game:?} missing from convert's help"
            );
            for ext in game.extensions() {
                assert!(
                    convert.contains(ext),
                    "{game:?}: .{ext} missing from convert's help"
                );
            }
            if let Some(words) = face.solves() {
                solved += 1;
                assert!(solve.contains(&words), "{game:?} missing from solve's help");
                assert!(
                    solve.contains(&face.files()),
                    "{game:?} missing from solve's FILE"
                );
            }
        }
        assert!(solved > 0, "solve's help names no game");
    }

    #[test]
    fn every_games_flags_are_in_its_verbs_under_its_heading() {
        let validate = long_help("validate");
        // Mazes bring `--perfect` to validate; Sokoban `--rle` to convert and `--optimal`
        // to solve: each shown under its game's heading.
        assert!(
            validate.contains(&format!("{}:", crate::i18n::tr(MazeFace::HEADING))),
            "{validate}"
        );
        assert!(validate.contains("--perfect"));
        assert!(long_help("convert").contains("--rle"));
        assert!(long_help("solve").contains("--optimal"));
    }
}
