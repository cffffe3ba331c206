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
mod info;
mod levels_arg;
mod maze;
mod names;
mod play;
mod render;
mod save;
mod shared;
mod sokoban;
mod solve;
mod target;
mod terminal;
mod tournament;
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
    #[command(
        after_help = "Examples:\n  gridwright convert XSokoban_90.xsb --to sok -o xsokoban.sok\n  gridwright convert x.sok --to xsb\n  gridwright convert levels/*.xsb --to sok --out-dir converted/\n  gridwright convert a.xsb b.xsb --to sok -o both.sok   (levels of all inputs, in order)\n  gridwright convert map.bflvl --to bot-input"
    )]
    Convert(convert::Args),
    /// Check every level of the files and report problems.
    #[command(
        after_help = "Exit status: 0 all levels valid, 1 some level invalid, 2 a file unreadable.\n\nExample:\n  gridwright validate levels/sokoban/original.sok my_levels.sok"
    )]
    Validate(validate::Args),
    /// Describe the levels of a file.
    #[command(
        after_help = "Examples:\n  gridwright info Microban_155.xsb\n  gridwright info my.sok --json"
    )]
    Info(info::Args),
    /// Solve the levels of a file.
    #[command(
        about = faces::help::solve(),
        after_help = "Exit status: 0 every level solved, 1 some level not solved, 2 unreadable file.\n\nExamples:\n  gridwright solve Microban_155.xsb --time-limit 10\n  gridwright solve my.sok --levels 1-10,15 --json\n  gridwright solve my.sok --optimal -o solved.sok"
    )]
    Solve(solve::Args),
    /// Draw a file as a picture (SVG or PNG): a level, a contact sheet of a collection, or
    /// one picture per level.
    #[command(
        after_help = "Examples:\n  gridwright render levels/sokoban/original.sok -o original.png   (a contact sheet)\n  gridwright render Microban_155.xsb --levels 1-20 --to svg\n  gridwright render my.sok --out-dir pictures/ --cell 24\n  gridwright render levels/bombfight/duel.bflvl -o duel.png"
    )]
    Render(render::Args),
    /// Generate levels (one subcommand per game that makes levels).
    #[command(
        subcommand,
        after_help = "Examples:\n  gridwright generate maze --algo wilson --size 40x30 --seed 2 -o w.maze\n  gridwright generate bombfight --size 15x13 --seed 3 -o map.bflvl"
    )]
    Generate(generate::Generate),
    /// The invisible maze, as the original console game: laby HEIGHT WIDTH DENSITY SECONDS LIVES.
    #[command(
        after_help = "Keys: d right, g or s left, h or e up, b or x down (and w, a, the arrows); o auto-play, v show the maze again, n new maze, q quit, ? help.\n\nExamples:\n  gridwright laby 10 20 0.20 10 5\n  gridwright laby 10 20 0.3 5 5 --lang fr --solvable --seed 7\n  gridwright laby 6 8 0.25 3 4 --cell 4x2"
    )]
    Laby(maze::LabyArgs),
    /// Play a game headless (bots) or in the terminal.
    #[command(
        subcommand,
        after_help = "Example:\n  gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 idle"
    )]
    Play(play::Play),
    /// A BombFight round robin between bots (built-in and programs) on maps.
    #[command(
        after_help = "Example:\n  gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1\n--help prints more examples and the rules.",
        after_long_help = tournament::help()
    )]
    Tournament(tournament::Args),
    /// 2048 from the command line: one move on a board given as text.
    #[command(
        name = "2048",
        subcommand,
        after_help = "Example:\n  gridwright 2048 move --board \"0 0 2 2/0 0 0 0/0 0 0 0/0 0 0 0\" --dir left --no-spawn"
    )]
    G2048(g2048::G2048Command),
    /// Measure performance (the figures in README).
    #[command(
        subcommand,
        after_help = "Example:\n  gridwright bench sokoban XSokoban_90.xsb --time-limit 10"
    )]
    Bench(bench::Bench),
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
            let _ = e.print();
            return Face::Done(ExitCode::from(if e.use_stderr() {
                exit::ERROR
            } else {
                exit::OK
            }));
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
        Command::Bench(bench) => bench::run(&bench),
        Command::Generate(g) => generate::run(&g, saver),
        Command::Play(p) => play::run(&p, saver, &crate::user_files::UserFiles::of_user()),
        Command::Tournament(a) => tournament::run(&a, saver),
        Command::Laby(a) => maze::laby(&a),
        Command::G2048(c) => g2048::command(&c),
    }
}

/// The command tree with negative numbers taken as values everywhere (`--seed -1`,
/// `--time-limit -1`), so that each flag's value parser says what range it allows rather
/// than clap calling `-1` an unknown flag.
pub fn command_tree() -> clap::Command {
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
    negatives(Cli::command()).mut_subcommand("generate", |g| {
        let games: Vec<&str> = g.get_subcommands().map(|c| c.get_name()).collect();
        let about = crate::t!("cli-help-generate-about", games = games.join(", "));
        g.about(about)
    })
}

/// The command line, parsed with [`command_tree`], and the saver its values give (its
/// inputs are read before the values move into [`Cli`]).
fn parse() -> Result<(Cli, save::Saver), clap::Error> {
    use clap::FromArgMatches;
    let mut matches = command_tree().try_get_matches()?;
    let inputs = save::inputs(&matches);
    let saver = save::Saver::new(false, inputs).with_outputs(&matches);
    let cli = Cli::from_arg_matches_mut(&mut matches)?;
    // Not `args_conflicts_with_subcommands`: it made `--force` before the verb a conflict.
    if let (Some(file), Some(_)) = (&cli.file, &cli.command) {
        return Err(command_tree().error(
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
}
