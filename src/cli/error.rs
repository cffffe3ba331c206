//! How a command ends: every subcommand returns an [`Outcome`], and `cli::main` alone prints
//! the error and turns either into the exit status README documents (0, 1, 2).

use crate::io::LoadError;

use super::exit;

/// How a command that ran to its end went.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    /// Everything worked and every level is valid (status 0).
    Ok,
    /// The files were read, but some level is invalid or was not solved (status 1).
    Invalid,
}

impl Status {
    /// [`Status::Invalid`] when `invalid`, else [`Status::Ok`].
    pub fn invalid_if(invalid: bool) -> Status {
        if invalid { Status::Invalid } else { Status::Ok }
    }

    /// The exit status.
    pub fn code(self) -> u8 {
        match self {
            Status::Ok => exit::OK,
            Status::Invalid => exit::INVALID,
        }
    }
}

/// Why a command stopped.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A file could not be read, or is of another game than the command wants (status 2).
    #[error(transparent)]
    Load(#[from] LoadError),
    /// What went wrong, in words (status 2).
    #[error("{0}")]
    Failed(String),
    /// The work found nothing to give, such as no maze with a reachable exit within the
    /// tries (status 1, as an invalid level).
    #[error("{0}")]
    NothingFound(String),
    /// Words said as they are, without `error: ` (the console game's usage, as the
    /// original prints it; the unknown command).
    #[error("{0}")]
    Plain(String),
    /// Each file of a batch that failed, in order, the others done.
    #[error("{}", .0.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"))]
    Several(Vec<Error>),
}

impl From<String> for Error {
    fn from(message: String) -> Error {
        Error::Failed(message)
    }
}

impl From<crate::bombfight::engine::StartError> for Error {
    fn from(e: crate::bombfight::engine::StartError) -> Error {
        Error::Failed(e.to_string())
    }
}

impl Error {
    /// `Ok` when no error is given, one error as itself, several as [`Error::Several`].
    pub fn all(mut errors: Vec<Error>) -> Result<(), Error> {
        match errors.len() {
            0 => Ok(()),
            1 => Err(errors.remove(0)),
            _ => Err(Error::Several(errors)),
        }
    }

    /// The exit status.
    pub fn code(&self) -> u8 {
        match self {
            Error::NothingFound(_) => exit::INVALID,
            Error::Several(all) => all.iter().map(Error::code).max().unwrap_or(exit::ERROR),
            Error::Load(_) | Error::Failed(_) | Error::Plain(_) => exit::ERROR,
        }
    }

    /// The lines stderr shows: `error: ` and the message, or the words as they are.
    pub fn lines(&self) -> Vec<String> {
        match self {
            Error::Plain(words) => vec![words.clone()],
            Error::Several(all) => all.iter().flat_map(Error::lines).collect(),
            other => vec![crate::t!("cli-error", message = other.to_string())],
        }
    }
}

/// What a subcommand gives back.
pub type Outcome = Result<Status, Error>;

/// The exit status of an outcome, its error said on stderr: the one printer of errors.
pub fn report(outcome: Outcome) -> u8 {
    match outcome {
        Ok(status) => status.code(),
        Err(e) => {
            for line in e.lines() {
                eprintln!("{line}");
            }
            e.code()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_error_keeps_its_status_and_words() {
        let failed = Error::Failed("out.sok: the file is write-protected".into());
        assert_eq!(failed.code(), exit::ERROR);
        assert_eq!(
            failed.lines(),
            ["error: out.sok: the file is write-protected"]
        );
        assert_eq!(Error::NothingFound("no maze".into()).code(), exit::INVALID);
        assert_eq!(Error::Plain("Usage: ...".into()).lines(), ["Usage: ..."]);
        let both = Error::all(vec![
            Error::NothingFound("a".into()),
            Error::Failed("b".into()),
        ])
        .unwrap_err();
        assert_eq!(
            (both.code(), both.lines()),
            (2, vec!["error: a".into(), "error: b".into()])
        );
        assert!(Error::all(vec![]).is_ok());
        assert_eq!(Status::Ok.max(Status::Invalid).code(), exit::INVALID);
    }
}
