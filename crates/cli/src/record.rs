//! [`Record`]: the parts of a game record the tools need
//! (`fanga_core::Game`'s text, read without knowing its game in advance).

use fanga_core::text::excerpt;

/// A game record, line by line.
pub(crate) struct Record {
    pub(crate) game: String,
    pub(crate) options: Vec<String>,
    pub(crate) start: Option<String>,
    pub(crate) moves: Vec<String>,
    /// The `resign S` line, whole.
    pub(crate) resign: Option<String>,
    pub(crate) result: Option<String>,
    /// The lines before the first move, kept as they are.
    pub(crate) header: Vec<String>,
}

impl Record {
    /// Reads a record; comments (`#` lines) are skipped.
    pub(crate) fn read(text: &str) -> Result<Record, String> {
        let mut lines = text.lines().filter(|l| !l.starts_with('#'));
        let first = lines.next().ok_or("the record is empty")?;
        let game = first
            .strip_prefix("game ")
            .ok_or("the record must start with `game NAME`")?
            .to_string();
        // The `options` line, when an option differs from its default.
        let mut lines = lines.peekable();
        let mut header = vec![first.to_string()];
        let mut options = Vec::new();
        if let Some(second) = lines.peek()
            && let Some(rest) = second
                .strip_prefix("options")
                .filter(|rest| rest.is_empty() || rest.starts_with(' '))
        {
            options = rest.split_whitespace().map(str::to_string).collect();
            header.push((*second).to_string());
            lines.next();
        }
        let mut r = Record {
            game,
            options,
            start: None,
            moves: Vec::new(),
            resign: None,
            result: None,
            header,
        };
        for line in lines {
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "adjudication" if r.moves.is_empty() => r.header.push(line.to_string()),
                "start" if r.moves.is_empty() => {
                    r.start = Some(rest.to_string());
                    r.header.push(line.to_string());
                }
                "move" if r.result.is_none() && r.resign.is_none() => {
                    r.moves.push(rest.to_string());
                }
                "resign" if r.result.is_none() && r.resign.is_none() => {
                    r.resign = Some(line.to_string());
                }
                "result" if r.result.is_none() => r.result = Some(rest.to_string()),
                "" => {}
                _ => return Err(format!("unexpected line `{}`", excerpt(line))),
            }
        }
        Ok(r)
    }
}
