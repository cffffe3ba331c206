//! Picks the face: the CLI when a subcommand is given, the editor window otherwise.

fn main() -> std::process::ExitCode {
    gridwright::cli::main()
}
