//! [`Io`]: where a tool reads its input and writes its answers, the
//! process's standard streams or a test's buffers; and how a tool stops.

use std::fmt::Display;
use std::io::{self, BufRead, IsTerminal, Write};
use std::process::ExitCode;

/// A tool's streams: its input (the engine protocol's commands, `play`'s
/// moves, `oracle`'s positions, `analyse -`'s record), its output, its
/// errors, and which of them are terminals (colour, progress lines and the
/// echo of input lines depend on it).
pub struct Io<'a> {
    /// Lines in.
    pub input: &'a mut dyn BufRead,
    /// Answers out (the search thread of the engine protocol writes here
    /// too).
    pub output: &'a mut (dyn Write + Send),
    /// Error lines and progress.
    pub errors: &'a mut (dyn Write + Send),
    /// Whether the input is a terminal (`play` echoes lines that are not).
    pub input_terminal: bool,
    /// Whether the output is a terminal (`play`'s colour and thinking line).
    pub output_terminal: bool,
    /// Whether the errors go to a terminal: progress lines are written
    /// then (a solver's, from its own calls, straight to the process's
    /// standard error).
    pub errors_terminal: bool,
    /// Whether colour is allowed when the output is a terminal (`NO_COLOR`
    /// unset or empty).
    pub color_allowed: bool,
}

impl Io<'_> {
    /// Runs `f` on the process's standard streams.
    pub fn standard<R>(f: impl FnOnce(&mut Io<'_>) -> R) -> R {
        let stdin = io::stdin();
        let mut input = stdin.lock();
        let mut output = io::stdout();
        let mut errors = io::stderr();
        let mut io = Io {
            input: &mut input,
            input_terminal: io::stdin().is_terminal(),
            output_terminal: output.is_terminal(),
            errors_terminal: errors.is_terminal(),
            color_allowed: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
            output: &mut output,
            errors: &mut errors,
        };
        f(&mut io)
    }

    /// Runs `f` on `input`, with output and errors gathered: what it
    /// returned, its output and its errors. No stream is a terminal.
    pub fn captured<R>(
        input: impl AsRef<[u8]>,
        f: impl FnOnce(&mut Io<'_>) -> R,
    ) -> (R, String, String) {
        let mut input = input.as_ref();
        let mut output = Vec::new();
        let mut errors = Vec::new();
        let r = f(&mut Io {
            input: &mut input,
            output: &mut output,
            errors: &mut errors,
            input_terminal: false,
            output_terminal: false,
            errors_terminal: false,
            color_allowed: true,
        });
        (
            r,
            String::from_utf8_lossy(&output).into_owned(),
            String::from_utf8_lossy(&errors).into_owned(),
        )
    }

    /// Reads the next line into `line` (appended, with its end of line), as
    /// [`BufRead::read_line`] does, but bytes that are not UTF-8 become
    /// U+FFFD: a line in another encoding (a GUI sending Latin-1) is a bad
    /// line to answer, never the end of the input. `Ok(0)` at the end of
    /// the input.
    pub(crate) fn read_line(&mut self, line: &mut String) -> io::Result<usize> {
        read_line(&mut *self.input, line)
    }

    /// Writes a line on the output; a closed output (a pipe into `head`)
    /// stops the tool quietly.
    pub(crate) fn line(&mut self, line: impl Display) -> Result<(), Stop> {
        writeln!(self.output, "{line}").map_err(|_| Stop::Exit(0))
    }

    /// Writes text on the output as it is, and flushes it.
    pub(crate) fn text(&mut self, text: impl Display) -> Result<(), Stop> {
        write!(self.output, "{text}")
            .and_then(|()| self.output.flush())
            .map_err(|_| Stop::Exit(0))
    }

    /// Writes text on the errors as it is (a progress line); a failure to
    /// write there is not the tool's.
    pub(crate) fn progress(&mut self, text: impl Display) {
        let _ = write!(self.errors, "{text}");
        let _ = self.errors.flush();
    }
}

/// [`Io::read_line`] on any input (the engine protocol reads from its
/// own thread).
pub(crate) fn read_line(input: &mut dyn BufRead, line: &mut String) -> io::Result<usize> {
    let mut bytes = Vec::new();
    let n = input.read_until(b'\n', &mut bytes)?;
    line.push_str(&String::from_utf8_lossy(&bytes));
    Ok(n)
}

/// Why a tool stops before its end.
#[derive(Debug)]
pub(crate) enum Stop {
    /// A bad argument or a refused input: one line on the errors, `NAME:
    /// MESSAGE`, and exit status 2.
    Fail(String),
    /// One line on the errors, `NAME: MESSAGE`, and this exit status.
    Status(String, u8),
    /// Done, with this exit status (whatever was to say is said).
    Exit(u8),
}

/// [`Stop::Fail`] with `message`.
pub(crate) fn fail<T>(message: impl Display) -> Result<T, Stop> {
    Err(Stop::Fail(message.to_string()))
}

/// The exit status of a tool named `name` that ended with `result`, after
/// the line of a failure on `io`'s errors.
pub(crate) fn exit_code(name: &str, io: &mut Io<'_>, result: Result<(), Stop>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Stop::Exit(code)) => ExitCode::from(code),
        Err(Stop::Fail(message)) => exit_code(name, io, Err(Stop::Status(message, 2))),
        Err(Stop::Status(message, code)) => {
            let _ = writeln!(io.errors, "{name}: {message}");
            let _ = io.errors.flush();
            ExitCode::from(code)
        }
    }
}
