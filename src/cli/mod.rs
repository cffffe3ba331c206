//! The command line: argument definitions (clap) and dispatch. Each subcommand lives in its
//! own module and is a thin layer over the library; no subcommand touches the GUI.

#[macro_use]
pub mod output;
mod bench;
mod bombfight;
mod convert;
mod error;
mod faces;
mod g2048;
mod generate;
mod help_errors;
pub mod help_text;
mod info;
mod levels_arg;
mod maze;
mod merge;
mod names;
mod optimize;
mod play;
mod render;
mod save;
mod shards;
mod shared;
mod sokoban;
mod solve;
mod target;
mod terminal;
mod tournament;
mod tournament_merge;
mod validate;
mod values;

use gridwright_formats::text::printable_path;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exit codes shared by every subcommand.
pub mod exit {
    /// Everything worked and every level is valid.
    pub const OK: u8 = 0;
    /// The files were read, but some levels are invalid.
    pub const INVALID: u8 = 1;
    /// A file could not be read or parsed, or the command line was wrong.
    pub const ERROR: u8 = 2;
}

#[derive(Debug, Parser)]
#[command(
    name = "gridwright",
    version,
    about = faces::help::about(),
    long_about = faces::help::long_about()
)]
/// The command line as clap reads it: a verb, or a file for the window.
pub struct Cli {
    /// A level file to open in the editor.
    pub file: Option<PathBuf>,
    /// Replace write-protected output files (as `cp -f`); without it they are refused.
    #[arg(long, global = true)]
    pub force: bool,
    /// The verb; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The verbs, each with its flags.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Convert level files between formats.
    Convert(convert::Args),
    /// Check every level of the files and report problems.
    Validate(validate::Args),
    /// Describe the levels of a file.
    Info(info::Args),
    /// Solve the levels of a file.
    #[command(
        about = faces::help::solve(),
    )]
    Solve(solve::Args),
    /// Find better solutions of a Sokoban file's levels: fewer pushes or fewer moves than the
    /// saved ones.
    Optimize(optimize::Args),
    /// Draw a file as a picture (SVG or PNG): a level, a contact sheet of a collection, or
    /// one picture per level.
    Render(render::Args),
    /// Generate levels (one subcommand per game that makes levels).
    #[command(subcommand)]
    Generate(generate::Generate),
    /// The invisible maze, as the original console game: laby HEIGHT WIDTH DENSITY SECONDS LIVES.
    Laby(maze::LabyArgs),
    /// Play a game headless (bots) or in the terminal.
    #[command(subcommand)]
    Play(play::Play),
    /// A BombFight round robin between bots (built-in and programs) on maps.
    #[command(
        after_long_help = tournament::help()
    )]
    Tournament(tournament::Args),
    /// 2048 from the command line: one move on a board given as text.
    #[command(name = "2048", subcommand)]
    G2048(g2048::G2048Command),
    /// Measure performance (the figures in README).
    #[command(subcommand)]
    Bench(bench::Bench),
    /// Merge the --results files of a sharded run (tournament, solve, optimize, generate
    /// sokoban, bench 2048, bench sokoban) into the report of the run in one process.
    Merge(merge::MergeArgs),
}

/// What the command line asks for: a subcommand's exit code, or the editor window on a file
/// (which the caller opens: the CLI knows nothing of the window).
pub enum Face {
    /// A verb ran; exit with this code.
    Done(ExitCode),
    /// No verb: open the window, on this file if one was named.
    Window(Option<PathBuf>),
}

/// Parses the command line and runs a subcommand; without one, says which file the window
/// should open. A subcommand's error is said here, and only here.
pub fn main() -> Face {
    crate::i18n::Language::from_environment().set_process_default();
    let (cli, saver) = match parse() {
        Ok(parsed) => parsed,
        Err(e) => {
            let code = if e.use_stderr() {
                exit::ERROR
            } else {
                exit::OK
            };
            help_errors::print(e);
            return Face::Done(ExitCode::from(code));
        }
    };
    let outcome = match cli.command {
        Some(command) => saver.check().and_then(|()| run(command, &saver)),
        None => match cli.file {
            Some(file) if !file.exists() => Err(unknown_command_or_file(&file)),
            file => return Face::Window(file),
        },
    };
    let code = error::report(outcome);
    output::flush();
    Face::Done(ExitCode::from(code))
}

/// Runs a subcommand.
fn run(command: Command, saver: &save::Saver) -> error::Outcome {
    match command {
        Command::Convert(args) => convert::run(&args, saver),
        Command::Validate(args) => validate::run(&args),
        Command::Info(args) => info::run(&args),
        Command::Render(args) => render::run(&args, saver),
        Command::Solve(args) => solve::run(&args, saver),
        Command::Optimize(args) => optimize::run(&args, saver),
        Command::Bench(bench) => bench::run(&bench),
        Command::Generate(g) => generate::run(&g, saver),
        Command::Play(p) => play::run(&p, saver, &crate::user_files::UserFiles::of_user()),
        Command::Tournament(a) => tournament::run(&a, saver),
        Command::Laby(a) => maze::laby(&a),
        Command::G2048(c) => g2048::command(&c),
        Command::Merge(m) => merge::run(&m, saver),
    }
}

/// The command tree as the user reads it: [`source_tree`] in the command line's language
/// (in French, every help text and clap's own words translated by [`help_text::localize`]).
pub fn command_tree() -> clap::Command {
    help_text::localize(source_tree())
}

/// The command tree as the code writes it (English help from the doc comments, the texts
/// that name games and the after-help from the catalog), with negative numbers taken as
/// values everywhere (`--seed -1`, `--time-limit -1`), so that each flag's value parser says
/// what range it allows rather than clap calling `-1` an unknown flag.
pub fn source_tree() -> clap::Command {
    fn negatives(c: clap::Command) -> clap::Command {
        c.allow_negative_numbers(true)
            .mut_args(|a| {
                let option = a.get_long().is_some() || a.get_short().is_some();
                // One value only: a list (`--maps A B`) would take the next flag as a value.
                let single = a.get_num_args().is_none_or(|n| n.max_values() == 1);
                let valued = a.get_action().takes_values() && single;
                if option && valued {
                    a.allow_hyphen_values(true)
                } else {
                    a
                }
            })
            .mut_subcommands(negatives)
    }
    use clap::CommandFactory;
    with_after_help(negatives(Cli::command())).mut_subcommand("generate", |g| {
        let games: Vec<&str> = g.get_subcommands().map(|c| c.get_name()).collect();
        let about = crate::t!("cli-help-generate-about", games = games.join(", "));
        g.about(about)
    })
}

/// The text after each command's options (examples, exit status, keys), by command path:
/// kept in the catalog so that `--help` speaks the command line's language.
const AFTER_HELP: &[(&str, &str)] = &[
    ("convert", "cli-help-convert"),
    ("validate", "cli-help-validate"),
    ("info", "cli-help-info"),
    ("solve", "cli-help-solve"),
    ("optimize", "cli-help-optimize"),
    ("render", "cli-help-render"),
    ("generate", "cli-help-generate"),
    ("laby", "cli-help-laby"),
    ("play", "cli-help-play"),
    ("tournament", "cli-help-tournament"),
    ("tournament/merge", "cli-help-tournament-merge"),
    ("2048", "cli-help-2048"),
    ("bench", "cli-help-bench"),
    ("bench/sokoban", "cli-help-bench-sokoban"),
    ("bench/sokoban-generate", "cli-help-bench-sokoban-generate"),
    ("bench/maze", "cli-help-bench-maze"),
    ("bench/laby", "cli-help-bench-laby"),
    ("bench/bombfight", "cli-help-bench-bombfight"),
    ("bench/2048", "cli-help-bench-2048"),
    ("merge", "cli-help-merge"),
    ("generate/maze", "cli-help-generate-maze"),
    ("generate/bombfight", "cli-help-generate-bombfight"),
    ("generate/sokoban", "cli-help-generate-sokoban"),
    ("play/bombfight", "cli-help-play-bombfight"),
    ("play/2048", "cli-help-play-2048"),
    ("2048/move", "cli-help-2048-move"),
];

/// `cmd` with each command's after-help text from the catalog.
fn with_after_help(cmd: clap::Command) -> clap::Command {
    AFTER_HELP.iter().fold(cmd, |cmd, (path, id)| {
        let path: Vec<&str> = path.split('/').collect();
        set_after_help(cmd, &path, id)
    })
}

fn set_after_help(cmd: clap::Command, path: &[&str], id: &str) -> clap::Command {
    match path {
        [] => cmd.after_help(crate::i18n::tr(id)),
        [first, rest @ ..] => cmd.mut_subcommand(*first, |c| set_after_help(c, rest, id)),
    }
}

/// The command line, parsed with [`command_tree`], and the saver its values give (its
/// inputs are read before the values move into [`Cli`]).
fn parse() -> Result<(Cli, save::Saver), clap::Error> {
    use clap::FromArgMatches;
    let mut matches = command_tree().try_get_matches()?;
    let inputs = save::inputs(&matches);
    let saver = save::Saver::new(false, inputs).with_outputs(&matches);
    let order = matches
        .subcommand_matches("tournament")
        .map(tournament::flag_order);
    let mut cli = Cli::from_arg_matches_mut(&mut matches)?;
    if let (Some(Command::Tournament(a)), Some(order)) = (&mut cli.command, order) {
        a.order = order;
    }
    // Not `args_conflicts_with_subcommands`: it made `--force` before the verb a conflict.
    if let (Some(file), Some(_)) = (&cli.file, &cli.command) {
        return Err(help_errors::own_error(
            &mut command_tree(),
            clap::error::ErrorKind::ArgumentConflict,
            crate::t!(
                "cli-file-and-command",
                file = printable_path(file).to_string()
            ),
        ));
    }
    let force = cli.force;
    Ok((cli, saver.forced(force)))
}

/// `gridwright frobnicate`: neither a command nor a file. Said as such, with the commands,
/// rather than as a window that cannot open a file.
fn unknown_command_or_file(file: &std::path::Path) -> error::Error {
    use clap::CommandFactory;
    let commands: Vec<String> = Cli::command()
        .get_subcommands()
        .map(|c| c.get_name().to_owned())
        .collect();
    error::Error::Plain(crate::t!(
        "cli-unknown-command",
        file = printable_path(file).to_string(),
        commands = commands.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// clap's own checks over every subcommand and flag (unique names and groups, valid
    /// defaults): what a new game's flags flattened into a shared verb could break.
    #[test]
    fn the_command_line_is_well_formed() {
        command_tree().debug_assert();
    }

    #[test]
    fn every_after_help_text_is_in_english_and_french() {
        use crate::i18n::{Language, tr_in};
        for (path, id) in AFTER_HELP {
            let english = tr_in(Language::English, id, None);
            let french = tr_in(Language::French, id, None);
            assert_ne!(english, *id, "{path}: no English text");
            assert_ne!(french, *id, "{path}: no French text");
            assert_ne!(
                english, french,
                "{path}: the French text is the English one"
            );
        }
    }

    #[test]
    fn help_speaks_the_thread_language() {
        crate::i18n::Language::French.set_for_thread();
        let mut tree = command_tree();
        let validate = tree.find_subcommand_mut("validate").unwrap();
        let help = validate.render_long_help().to_string();
        assert!(help.contains("Code de sortie"), "{help}");
    }
}
