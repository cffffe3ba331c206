//! Picks the face: the CLI when a subcommand is given, the editor window otherwise.

use std::process::ExitCode;

use gridwright::cli::{self, Face};

fn main() -> ExitCode {
    restore_sigpipe();
    match cli::main() {
        Face::Done(code) => code,
        Face::Window(file) => window(file),
    }
}

#[cfg(feature = "gui")]
fn window(file: Option<std::path::PathBuf>) -> ExitCode {
    match gridwright::gui::run(file) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gridwright: cannot open the editor window: {e}");
            ExitCode::from(cli::exit::ERROR)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!(
        "gridwright: this build has no editor window (built without the `gui` feature); see gridwright --help for the commands"
    );
    ExitCode::from(cli::exit::ERROR)
}

/// Rust ignores SIGPIPE, so printing into a closed pipe (`gridwright info x | head`) would
/// panic; a command-line tool should simply stop, as other Unix tools do.
fn restore_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing, before any other thread exists; SIG_DFL is a valid handler.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
