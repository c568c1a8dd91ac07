//! How the terminal shows things: ANSI colour or plain text, the sides'
//! names, and the diagram with what a move changed highlighted.

use fanga_core::Player;

/// ANSI colour, or plain text.
pub(super) struct Style {
    pub(super) color: bool,
}

impl Style {
    pub(super) fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    pub(super) fn error(&self, text: &str) -> String {
        self.paint("31", text)
    }
    pub(super) fn dim(&self, text: &str) -> String {
        self.paint("2", text)
    }
    pub(super) fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }
    pub(super) fn side(&self, side: Player, text: &str) -> String {
        self.paint(if side == Player::South { "36" } else { "35" }, text)
    }
    pub(super) fn changed(&self, text: &str) -> String {
        self.paint("1;33", text)
    }
}

/// The player's name from its letter.
pub(super) fn side_name(letter: char) -> &'static str {
    match letter {
        'S' => "South",
        'N' => "North",
        'W' => "White",
        'B' => "Black",
        _ => "?",
    }
}

/// The diagram, with the cells that changed since `before` highlighted.
pub(super) fn highlighted(style: &Style, before: Option<&str>, after: &str) -> String {
    let mut out = String::new();
    let old: Vec<&str> = before.map(|b| b.lines().collect()).unwrap_or_default();
    for (i, line) in after.lines().enumerate() {
        let tokens = |l: &str| -> Vec<(usize, usize)> {
            let mut v = Vec::new();
            let mut start = None;
            for (k, c) in l.char_indices().chain(std::iter::once((l.len(), ' '))) {
                match (c == ' ', start) {
                    (false, None) => start = Some(k),
                    (true, Some(s)) => {
                        v.push((s, k));
                        start = None;
                    }
                    _ => {}
                }
            }
            v
        };
        let new_tokens = tokens(line);
        let old_line = old.get(i).copied().unwrap_or("");
        let old_tokens = tokens(old_line);
        if !style.color || before.is_none() || old_tokens.len() != new_tokens.len() {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        let mut at = 0;
        for (&(s, e), &(os, oe)) in new_tokens.iter().zip(&old_tokens) {
            let (new, was) = (&line[s..e], &old_line[os..oe]);
            // Only cells: numbers, or one-character pieces.
            let cell = |t: &str| t.len() == 1 || t.bytes().all(|b| b.is_ascii_digit());
            out.push_str(&line[at..s]);
            if new != was && cell(new) && cell(was) {
                out.push_str(&style.changed(new));
            } else {
                out.push_str(new);
            }
            at = e;
        }
        out.push_str(&line[at..]);
        out.push('\n');
    }
    out
}
