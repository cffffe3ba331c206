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
            let error = e.to_string();
            eprintln!("{}", gridwright::t!("cli-no-window-error", error = error));
            ExitCode::from(cli::exit::ERROR)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn window(_file: Option<std::path::PathBuf>) -> ExitCode {
    eprintln!("{}", gridwright::t!("cli-no-window-built"));
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
