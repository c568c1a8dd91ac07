//! A game's record, its text: written by [`Game`]'s `Display`, read back by
//! [`Game::from_record`] (every move replayed by the rules), and its serde
//! form.

use std::fmt;

use crate::game::{Adjudication, Game};
use crate::text::suggest::excerpt;
use crate::{Bounded, GameOptions, LapBudget, Player, Position};

fn parse_adjudication(s: &str) -> Result<Adjudication, String> {
    let mut a = Adjudication::NONE;
    let mut fields = s.split(' ');
    let limit = fields.next().and_then(|f| f.strip_prefix("move_limit="));
    let repetition = fields.next().and_then(|f| f.strip_prefix("repetition="));
    let (Some(limit), Some(repetition), None) = (limit, repetition, fields.next()) else {
        return Err("expected `adjudication move_limit=N|none repetition=on|off`".to_owned());
    };
    a.move_limit = match limit {
        "none" => None,
        n => Some(
            n.parse()
                .map_err(|_| format!("`{n}` is not a move limit"))?,
        ),
    };
    a.repetition = match repetition {
        "on" => true,
        "off" => false,
        r => return Err(format!("`{r}` is not `on` or `off`")),
    };
    Ok(a)
}

/// Reading a record.
impl<P: Bounded> Game<P> {
    /// Reads a record written by `Display`: the game, its options (when any
    /// differs from its default), any
    /// adjudication, the start position when it is not the standard one, one
    /// `move` line per move and an optional `result` line, which must agree with
    /// the replayed game. Each move is played under `budget`
    /// ([`LapBudget::UNLIMITED`] for the exact rules; a bound for records
    /// from untrusted sources, whose start position may hold a turn that
    /// takes millions of laps to decide); the game keeps it as its
    /// [`Game::lap_budget`].
    ///
    /// # Errors
    ///
    /// A line that does not fit, another game, bad options or start position,
    /// an illegal move (naming its number), a move whose turn is undecided
    /// within `budget`, or a result that disagrees.
    pub fn from_record(text: &str, budget: LapBudget) -> Result<Self, RecordError> {
        // Empty lines at the end (an editor's last newline) are not lines.
        let text = text.trim_end_matches(['\n', '\r']);
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        let err = |line: usize, message: String| RecordError { line, message };
        let (n, first) = lines
            .next()
            .ok_or_else(|| err(1, "the record is empty".to_owned()))?;
        let game = first
            .strip_prefix("game ")
            .ok_or_else(|| err(n, "expected `game NAME` first".to_owned()))?;
        // The game a record names is the one its options describe: the
        // type's own for a game of its own (checked first), or one of the
        // games described by data that a type serves
        // ([`Position::game`]), known once the options are read.
        let game_line = n;
        let wrong_game = |expected: &str| {
            err(
                game_line,
                format!(
                    "this is a record of `{}`, not `{expected}`",
                    crate::text::suggest::excerpt(game)
                ),
            )
        };
        // A name that is not the type's own is checked against the options
        // (a game described by data) or reported before what follows. The
        // `options` line is there when an option differs from its default
        // (an empty one, as records before 0.2 wrote it, reads the same).
        let other = game != P::GAME;
        let mut lines = lines.peekable();
        let mut options = P::Options::default();
        if let Some(&(n, line)) = lines.peek()
            && let Some(opts) = line
                .strip_prefix("options")
                .filter(|rest| rest.is_empty() || rest.starts_with(' '))
        {
            lines.next();
            // No game has more than a few options: a longer list is refused
            // before it is collected.
            if opts.split_whitespace().nth(64).is_some() {
                return Err(err(n, "more than 64 options".to_owned()));
            }
            let assignments: Vec<&str> = opts.split_whitespace().collect();
            options.apply(&assignments).map_err(|e| {
                if other {
                    wrong_game(P::GAME)
                } else {
                    err(n, e.to_string())
                }
            })?;
        }
        let named = P::start(&options).game();
        if named != game {
            return Err(wrong_game(named));
        }
        let mut adjudication = Adjudication::NONE;
        let mut start = None;
        let mut game: Option<Game<P>> = None;
        let mut result = None;
        let mut resigned = None;
        for (n, line) in lines {
            // Comments (an analysis's notes) are not the game's.
            if line.starts_with('#') {
                continue;
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "adjudication" if game.is_none() && start.is_none() => {
                    adjudication = parse_adjudication(rest).map_err(|m| err(n, m))?;
                }
                "start" if game.is_none() && start.is_none() => {
                    start = Some(P::from_text(rest, &options).map_err(|e| err(n, e.to_string()))?);
                }
                "move" if result.is_none() && resigned.is_none() => {
                    let g = game.get_or_insert_with(|| {
                        Game::with_adjudication(
                            start.take().unwrap_or_else(|| P::start(&options)),
                            adjudication,
                        )
                        .with_lap_budget(budget)
                    });
                    let m: P::Move = rest
                        .parse()
                        .map_err(|e| err(n, format!("`{}` is not a move: {e}", excerpt(rest))))?;
                    g.play(&m).map_err(|e| {
                        let n_move = g.moves().len() + 1;
                        err(n, format!("move {n_move} `{}`: {e}", excerpt(rest)))
                    })?;
                }
                "resign" if result.is_none() && resigned.is_none() => {
                    let side = Player::BOTH
                        .into_iter()
                        .find(|p| rest.len() == 1 && rest.starts_with(P::PLAYER_LETTERS[*p]))
                        .ok_or_else(|| err(n, format!("`{}` is not a player", excerpt(rest))))?;
                    resigned = Some(side);
                }
                "move" if resigned.is_some() => {
                    return Err(err(n, "a move after a resignation".to_owned()));
                }
                "result" if result.is_none() => result = Some((n, rest.to_owned())),
                _ => return Err(err(n, format!("unexpected line `{}`", excerpt(line)))),
            }
        }
        let mut game = game.unwrap_or_else(|| {
            Game::with_adjudication(start.unwrap_or_else(|| P::start(&options)), adjudication)
        });
        if let Some(p) = resigned {
            game.resign(p);
        }
        if let Some((n, r)) = result
            && r != game.result_text()
        {
            return Err(err(
                n,
                format!(
                    "the record says `{r}` but the moves give `{}`",
                    game.result_text()
                ),
            ));
        }
        Ok(game)
    }
}

/// The game record:
///
/// ```text
/// game katro
/// options columns=4
/// move b2:cw
/// move a4:ccw
/// result unfinished
/// ```
///
/// Lines starting with `#` after the `options` line are comments: an
/// annotated record (`examples/analyse.rs`) reads back.
///
/// `options` lists the options that differ from the default, and is left
/// out when none does; an `adjudication` line follows when any is on, and a `start` line when the game
/// did not start from the standard start position of its options.
impl<P: Position> fmt::Display for Game<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "game {}", self.start().game())?;
        let options = self.start().options();
        let changed = options.changed();
        if !changed.is_empty() {
            writeln!(f, "options {}", changed.join(" "))?;
        }
        if self.adjudication.is_on() {
            writeln!(f, "adjudication {}", self.adjudication)?;
        }
        if *self.start() != P::start(&options) {
            writeln!(f, "start {}", self.start())?;
        }
        for m in self.moves() {
            writeln!(f, "move {m}")?;
        }
        if let Some(p) = self.resigned {
            writeln!(f, "resign {}", P::PLAYER_LETTERS[p])?;
        }
        writeln!(f, "result {}", self.result_text())
    }
}

/// A game record could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("record line {line}: {message}")]
#[non_exhaustive]
pub struct RecordError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// A game serializes as its record text ([`Game`]'s `Display`) and
/// deserializes through [`Game::from_record`], so that a deserialized game is
/// always a checked one (every move replayed by the rules).
#[cfg(feature = "serde")]
impl<P: Position> serde::Serialize for Game<P> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, P: Bounded> serde::Deserialize<'de> for Game<P> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Game::from_record(&text, LapBudget::UNLIMITED).map_err(serde::de::Error::custom)
    }
}
