//! Where `play` reads its lines: on a terminal, with line editing and a
//! history of the lines typed (feature `line-editing`: the arrows, Home,
//! End, Ctrl-A/E/K/U/W, Up and Down through the session's lines); else
//! plain lines from the input, after the prompt written out.

use crate::io::Io;

/// The line reader of a `play` session.
pub(super) struct Lines {
    /// The editor, when the input and the output are terminals.
    #[cfg(feature = "line-editing")]
    editor: Option<rustyline::DefaultEditor>,
}

impl Lines {
    /// The reader for `io`: an editor when both its input and its output
    /// are terminals and one can be set up, plain lines otherwise.
    pub(super) fn new(io: &Io<'_>) -> Lines {
        #[cfg(feature = "line-editing")]
        {
            let editor = (io.input_terminal && io.output_terminal)
                .then(rustyline::DefaultEditor::new)
                .and_then(Result::ok);
            Lines { editor }
        }
        #[cfg(not(feature = "line-editing"))]
        {
            let _ = io;
            Lines {}
        }
    }

    /// The next line typed after `prompt` (without its end of line), or
    /// `None` at the end of the input (Ctrl-D; Ctrl-C on the editor, which
    /// holds the terminal's signals, as it would stop the program without
    /// one).
    pub(super) fn read(&mut self, io: &mut Io<'_>, prompt: &str) -> Option<String> {
        #[cfg(feature = "line-editing")]
        if let Some(editor) = &mut self.editor {
            let line = editor.readline(prompt).ok()?;
            if !line.trim().is_empty() {
                // A history entry refused (a repeat of the last) is no loss.
                let _ = editor.add_history_entry(line.as_str());
            }
            return Some(line);
        }
        io.text(prompt).ok()?;
        let mut line = String::new();
        match io.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => Some(line.trim_end_matches(['\n', '\r']).to_owned()),
        }
    }
}
