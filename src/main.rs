//! Picks the face: the CLI when a subcommand is given, the editor window otherwise.

fn main() -> std::process::ExitCode {
    restore_sigpipe();
    gridwright::cli::main()
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
