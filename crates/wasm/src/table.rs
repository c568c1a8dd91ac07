//! A game in progress as the page holds it: a session of the game (its
//! moves, undo and redo: `fanga_ai::Engine`, over `fanga_core::Game`, as
//! the terminal's `play` holds one), records and the state the page draws.
//! Its game is one of the page's ([`mod@crate::games`]): compiled in, or read
//! from a description.

use serde::Serialize;
use serde_json::json;

use crate::refusal::{Kind, Refusal};

use fanga::ai::Engine;
use fanga::core::text::excerpt;
use fanga::core::{
    LapBudget, MovesWithin, Undecided,
    catalog::{BoardView, Extensions, Frame, Step},
    registry::{AnyPosition, RegistryError},
};

/// The record format this playground writes (a `# format N` comment after
/// the `game` and `options` lines) and the newest it reads: 2 leaves the
/// `options` line out for a game without options, where format 1 wrote it
/// empty (its readers need the line, and refuse a record of format 2 that
/// has it by the comment). The page writes every option of a game that
/// has some, its defaults too.
pub const RECORD_FORMAT: u32 = 2;

/// Above this many legal moves the state lists none (Mangala's setup has
/// 62,195): the page offers a text field instead.
pub const MAX_LISTED_MOVES: usize = 1_000;

/// The largest lap budget JavaScript gives exactly:
/// `Number.MAX_SAFE_INTEGER`, 2^53 - 1.
pub const MAX_LAP_BUDGET: u64 = (1 << 53) - 1;

/// The lap budget JavaScript gives: `None` (`null`, `undefined`) for
/// unlimited, or a whole number of laps from 0 to [`MAX_LAP_BUDGET`].
///
/// # Errors
///
/// Any other number ([`Kind::LapBudget`]): negative, fractional, not
/// finite, or larger.
pub fn lap_budget_of(laps: Option<f64>) -> Result<LapBudget, Refusal> {
    let Some(laps) = laps else {
        return Ok(LapBudget::UNLIMITED);
    };
    // Whole, from 0 to 2^53 - 1: the cast below is exact.
    #[allow(clippy::cast_precision_loss)]
    let max = MAX_LAP_BUDGET as f64;
    if laps.fract() == 0.0 && (0.0..=max).contains(&laps) {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        return Ok(LapBudget::laps(laps as u64));
    }
    Err(Refusal::new(
        Kind::LapBudget,
        format!(
            "a lap budget is a whole number of laps from 0 to {MAX_LAP_BUDGET}, or null for unlimited; got {laps}"
        ),
        json!({ "found": laps.to_string() }),
    ))
}

/// A legal move (or, in [`State::undecided`], a move whose turn is still
/// undecided) and the steps a player takes to enter it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LegalMove {
    /// The move in the game's notation.
    pub text: String,
    /// Its steps.
    pub steps: Vec<Step>,
}

/// What the page draws: the whole state of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// The game's name in the registry.
    pub game: &'static str,
    /// The options of the game, as `KEY=VALUE`.
    pub options: Vec<String>,
    /// The start position's text, if the game did not start from the usual
    /// start.
    pub start: Option<String>,
    /// The moves played.
    pub moves: Vec<String>,
    /// Moves taken back, the next one last.
    pub redo: Vec<String>,
    /// The player letters, South's seat first (`S`, `N`; `W`, `B`).
    pub letters: [char; 2],
    /// The player to move: 0 for South (White), 1 for North (Black).
    pub turn: usize,
    /// The position's text.
    pub position: String,
    /// The board.
    pub board: BoardView,
    /// Points or seeds each side has, as the game scores them.
    pub score: [u32; 2],
    /// The game's own state from the position text, beyond the board and
    /// its pools, as `KEY=VALUE` (katra sakalava's `rova=1,1`, Mangala's
    /// `phase=choice`).
    pub extras: Vec<String>,
    /// The result, as the record writes it: `S wins (kamo)`, `draw (...)`;
    /// `None` while the game goes on.
    pub result: Option<String>,
    /// The winner's index, if one won.
    pub winner: Option<usize>,
    /// The legal moves (none when the game is over), unless there are more
    /// than [`MAX_LISTED_MOVES`].
    pub legal: Vec<LegalMove>,
    /// How many legal moves there are (decided ones: `undecided` apart).
    pub legal_count: usize,
    /// The moves whose turns were still undecided after the lap budget
    /// (relays that may never end: `docs/bounded-work.md`), with their
    /// steps, in the game's order: perhaps legal, not playable until a
    /// larger budget ([`Table::set_lap_budget`]) decides them. Empty under
    /// an unlimited budget, and once the game is over.
    pub undecided: Vec<LegalMove>,
    /// The laps one turn may sow before its move is called undecided
    /// ([`fanga::ai::SESSION_LAPS`] for a new table); `None`: unlimited,
    /// every move decided exactly.
    pub lap_budget: Option<u64>,
}

/// The result of a move: its text and its animation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveShown {
    /// The move as the game writes it.
    #[serde(rename = "move")]
    pub mv: String,
    /// The frames, the position after the move last.
    pub frames: Vec<Frame>,
}

/// The last move played, as a page describes it: who played it, its steps,
/// the board before it and its animation ([`Table::last_move`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LastMove {
    /// The move as the game writes it.
    #[serde(rename = "move")]
    pub mv: String,
    /// Who played it: 0 for South (White), 1 for North (Black).
    pub mover: usize,
    /// Its steps.
    pub steps: Vec<Step>,
    /// The board before it.
    pub before: BoardView,
    /// Its frames, the current position last.
    pub frames: Vec<Frame>,
}

/// A game in progress.
pub struct Table {
    start: Option<String>,
    options: Vec<String>,
    /// The game: its moves, positions, undo and redo.
    session: Box<dyn Engine>,
    /// The current position (the session's, kept to draw it).
    current: Box<dyn AnyPosition>,
    /// The moves of the current position under the session's lap budget,
    /// once listed.
    legal: Option<MovesWithin<String>>,
}

impl Table {
    /// A new game of `game` under `options` (`KEY=VALUE`), from its start or
    /// from the position text `start`.
    ///
    /// # Errors
    ///
    /// The game, an option or the start text is refused (the message says
    /// which, and why).
    pub fn new(game: &str, options: &[String], start: Option<&str>) -> Result<Table, Refusal> {
        let start = start.map(str::trim).filter(|s| !s.is_empty());
        let catalog = crate::games::catalog();
        let entry = catalog.get(game).map_err(|e| Refusal::registry(&e))?;
        let first = match start {
            Some(text) => entry.rules().parse(text, options),
            None => entry.rules().start(options),
        }
        .map_err(|e| Refusal::registry(&e))?;
        // The options the position shows, so that a start text on another
        // board size reads the same everywhere.
        let options = first.option_assignments();
        let mut session = entry
            .session(&options, &Extensions::new())
            .map_err(|e| Refusal::registry(&e))?;
        if let Some(text) = start {
            session
                .set_position(Some(text), &[])
                .map_err(|e| Refusal::engine(&e))?;
        }
        Ok(Table {
            start: start.map(str::to_owned),
            options,
            current: session.current(),
            session,
            legal: None,
        })
    }

    fn current(&self) -> &dyn AnyPosition {
        self.current.as_ref()
    }

    /// The session moved: the position to draw and the moves to list are
    /// its new ones.
    fn moved(&mut self) {
        self.current = self.session.current();
        self.legal = None;
    }

    /// The game's name in the registry.
    #[must_use]
    pub fn game(&self) -> &'static str {
        self.current().game()
    }

    /// The outcome, by the rules or by a repetition under the game's
    /// repetition rule (Oware).
    fn outcome(&self) -> Option<fanga::core::Outcome> {
        self.session.outcome()
    }

    /// The result as a record writes it: `S wins (kamo)`, or `unfinished`.
    #[must_use]
    pub fn result_text(&self) -> String {
        let letters = self.current().player_letters();
        self.outcome()
            .map_or_else(|| "unfinished".to_owned(), |o| o.describe(letters))
    }

    /// The legal moves of the current position (none once the game is
    /// over) decided within the lap budget ([`Table::lap_budget`]): the
    /// turns left undecided are in [`Table::undecided_moves`].
    pub fn legal_moves(&mut self) -> Vec<String> {
        self.listed().decided.to_vec()
    }

    /// The moves of the current position whose turns were still undecided
    /// after the lap budget (none once the game is over, or with an
    /// unlimited budget).
    pub fn undecided_moves(&mut self) -> Vec<String> {
        self.listed()
            .undecided
            .iter()
            .map(|u| u.mv.clone())
            .collect()
    }

    /// The moves of the current position under the session's lap budget,
    /// listed once a position.
    fn listed(&mut self) -> &MovesWithin<String> {
        self.legal.get_or_insert_with(|| self.session.legal_moves())
    }

    /// The laps one turn may sow before its move is called undecided:
    /// [`fanga::ai::SESSION_LAPS`] (20 million, under a second of sowing)
    /// for a new table.
    #[must_use]
    pub fn lap_budget(&self) -> LapBudget {
        self.session.lap_budget()
    }

    /// Lists and plays every later turn under `budget`
    /// ([`LapBudget::UNLIMITED`]: exact, however long a turn sows; a budget
    /// of 0 laps decides only the turns that end without a lap, and leaves
    /// every other undecided). The moves already played stay.
    pub fn set_lap_budget(&mut self, budget: LapBudget) {
        self.session.set_lap_budget(budget);
        self.legal = None;
    }

    /// Refuses `mv` unless its turn is decided within the lap budget, so
    /// that the exact replays that animate it (`play_animated`) end within
    /// the budget too: a move of the list is known at once; another text
    /// (a move typed, or written otherwise) is played under the budget to
    /// tell.
    fn decided(&mut self, mv: &str) -> Result<(), Refusal> {
        let budget = self.lap_budget();
        if budget.is_unlimited() {
            return Ok(());
        }
        let listed = self.listed();
        if listed.decided.iter().any(|m| m == mv) {
            return Ok(());
        }
        if let Some(u) = listed.undecided.iter().find(|u| u.mv == mv) {
            let e = RegistryError::Undecided(Undecided::new(u.mv.clone(), u.laps));
            return Err(Refusal::registry(&e));
        }
        self.current()
            .play_text(mv, budget)
            .map(|_| ())
            .map_err(|e| Refusal::registry(&e).about_move(mv))
    }

    /// The whole state, for drawing.
    pub fn state(&mut self) -> State {
        let legal = self.legal_moves();
        let undecided = self.undecided_moves();
        let any = self.current();
        let outcome = self.outcome();
        let listed = if legal.len() > MAX_LISTED_MOVES {
            Vec::new()
        } else {
            legal
                .iter()
                .map(|m| LegalMove {
                    steps: any.steps(m),
                    text: m.clone(),
                })
                .collect()
        };
        let board = any.view();
        State {
            game: any.game(),
            options: self.options.clone(),
            start: self.start.clone(),
            moves: self.session.moves(),
            redo: self.session.undone(),
            letters: any.player_letters().into(),
            turn: any.turn().index(),
            position: any.to_string(),
            score: any.score().into(),
            extras: extras(&any.to_string(), &board, &self.options),
            board,
            result: outcome.map(|o| o.describe(any.player_letters())),
            winner: outcome.and_then(|o| match o {
                fanga::core::Outcome::Win { winner, .. } => Some(winner.index()),
                _ => None,
            }),
            legal_count: legal.len(),
            legal: listed,
            undecided: undecided
                .into_iter()
                .map(|m| LegalMove {
                    steps: any.steps(&m),
                    text: m,
                })
                .collect(),
            lap_budget: self.session.lap_budget().get(),
        }
    }

    fn push(&mut self, mv: &str) -> Result<MoveShown, Refusal> {
        let shown = self.preview(mv)?;
        self.session
            .play(&shown.mv)
            .map_err(|e| Refusal::engine(&e))?;
        self.moved();
        Ok(shown)
    }

    /// Plays `mv` (in the game's notation): the redo list is forgotten,
    /// unless `mv` is the move next to redo.
    ///
    /// # Errors
    ///
    /// The text is not a move, the move is illegal, its turn is still
    /// undecided after the lap budget ([`Kind::Undecided`]), or the game is
    /// over; the table is then unchanged.
    pub fn play(&mut self, mv: &str) -> Result<MoveShown, Refusal> {
        self.push(mv)
    }

    /// The animation of `mv` from the current position, without playing it
    /// (a page reads from its frames which hole a direction sows first).
    ///
    /// # Errors
    ///
    /// As [`Table::play`]: the text is not a move, the move is illegal, its
    /// turn is undecided after the lap budget, or the game is over.
    pub fn preview(&mut self, mv: &str) -> Result<MoveShown, Refusal> {
        if let Some(result) = self.outcome().map(|_| self.result_text()) {
            return Err(game_over(&result));
        }
        let mv = mv.trim();
        self.decided(mv)?;
        let played = self
            .current()
            .play_animated(mv)
            .map_err(|e| Refusal::registry(&e).about_move(mv))?;
        Ok(MoveShown {
            mv: played.mv,
            frames: played.frames,
        })
    }

    /// The last move played, replayed from the position before it under
    /// the lap budget (a page shows what it did after an undo, a link, a
    /// record): `None` at the start, or if its turn is undecided within
    /// today's budget (it was played under a larger one).
    pub fn last_move(&self) -> Option<LastMove> {
        let moves = self.session.moves();
        let mv = moves.last()?;
        let before = self.session.position_at(moves.len() - 1)?;
        let budget = self.lap_budget();
        if !budget.is_unlimited() {
            before.play_text(mv, budget).ok()?;
        }
        let played = before.play_animated(mv).ok()?;
        Some(LastMove {
            mover: before.turn().index(),
            steps: before.steps(mv),
            before: before.view(),
            mv: played.mv,
            frames: played.frames,
        })
    }

    /// Takes back the last move; `false` at the start.
    pub fn undo(&mut self) -> bool {
        let undone = self.session.undo().is_some();
        self.moved();
        undone
    }

    /// Plays again the last move taken back; `None` if there is none.
    ///
    /// # Errors
    ///
    /// Its turn is undecided after the lap budget ([`Kind::Undecided`]: it
    /// was played under a larger one); the table is then unchanged.
    pub fn redo(&mut self) -> Result<Option<MoveShown>, Refusal> {
        let Some(m) = self.session.undone().pop() else {
            return Ok(None);
        };
        self.decided(&m)?;
        let Ok(played) = self.current().play_animated(&m) else {
            return Ok(None);
        };
        if self.session.redo().is_none() {
            return Ok(None);
        }
        self.moved();
        Ok(Some(MoveShown {
            mv: played.mv,
            frames: played.frames,
        }))
    }

    /// The current position's text.
    #[must_use]
    pub fn position(&self) -> String {
        self.current().to_string()
    }

    /// The game as a record: the text `fanga_core::Game` writes and reads
    /// (`game`, `options` (every one, for a game that has some), `start` if any,
    /// one `move` line a move, `result`),
    /// with a `# format 2` comment that says which version of it this is.
    #[must_use]
    pub fn record(&self) -> String {
        let mut out = format!("game {}\n", self.game());
        if !self.options.is_empty() {
            out.push_str(&format!("options {}\n", self.options.join(" ")));
        }
        out.push_str(&format!("# format {RECORD_FORMAT}\n"));
        if let Some(s) = &self.start {
            out.push_str(&format!("start {s}\n"));
        }
        for m in self.session.moves() {
            out.push_str(&format!("move {m}\n"));
        }
        out.push_str(&format!("result {}\n", self.result_text()));
        out
    }

    /// Reads a record ([`Table::record`]'s text, or any record of
    /// `fanga_core::Game`), playing its moves under `budget` (the page's
    /// default is [`fanga::ai::SESSION_LAPS`]), and keeps that budget for
    /// the moves to come.
    ///
    /// # Errors
    ///
    /// A line that does not fit, a format newer than [`RECORD_FORMAT`], an
    /// unknown game, bad options or start, an illegal move or one whose
    /// turn is undecided after `budget` ([`Kind::Undecided`]), or a result
    /// line that disagrees with the moves: the message names the line.
    pub fn from_record(text: &str, budget: LapBudget) -> Result<Table, Refusal> {
        let text = text.trim_matches(|c: char| c == '\n' || c == '\r' || c == ' ');
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end()));
        let expected = |n: usize, what: &str| {
            Refusal::new(
                Kind::RecordExpected,
                format!("expected `{what}`"),
                json!({ "expected": what }),
            )
            .at_line(n)
        };
        let Some((n, first)) = lines.next() else {
            return Err(Refusal::new(
                Kind::RecordEmpty,
                "the record is empty",
                json!({}),
            ));
        };
        let game = first
            .strip_prefix("game ")
            .ok_or_else(|| expected(n, "game NAME"))?
            .trim();
        // The `options` line, when the game's options are not its defaults
        // (format 1 wrote it empty too).
        let mut lines = lines.peekable();
        let mut options: Vec<String> = Vec::new();
        if let Some(&(_, second)) = lines.peek()
            && let Some(rest) = second
                .strip_prefix("options")
                .filter(|rest| rest.is_empty() || rest.starts_with(' '))
        {
            options = rest.split_whitespace().map(str::to_owned).collect();
            lines.next();
        }
        let mut start: Option<(usize, String)> = None;
        let mut moves: Vec<(usize, String)> = Vec::new();
        let mut result: Option<(usize, String)> = None;
        for (n, line) in lines {
            if let Some(comment) = line.strip_prefix('#') {
                if let Some(v) = comment.trim().strip_prefix("format ") {
                    let v = v.trim();
                    let v: u32 = v.parse().map_err(|_| {
                        Refusal::new(
                            Kind::RecordFormat,
                            format!("`{}` is not a format number", excerpt(v)),
                            json!({ "found": excerpt(v) }),
                        )
                        .at_line(n)
                    })?;
                    if v > RECORD_FORMAT {
                        return Err(Refusal::new(
                            Kind::RecordNewerFormat,
                            format!(
                                "this record is in format {v}; this playground reads format {RECORD_FORMAT} and older"
                            ),
                            json!({ "format": v, "newest": RECORD_FORMAT }),
                        )
                        .at_line(n));
                    }
                }
                continue;
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            match word {
                "start" if start.is_none() && moves.is_empty() => {
                    start = Some((n, rest.to_owned()));
                }
                "move" if result.is_none() => moves.push((n, rest.to_owned())),
                "result" if result.is_none() => result = Some((n, rest.to_owned())),
                "adjudication" if start.is_none() && moves.is_empty() => {
                    // The playground adjudicates nothing: only the rules.
                    if rest.trim() != "move_limit=none repetition=off" {
                        return Err(Refusal::new(
                            Kind::RecordAdjudication,
                            "the playground plays by the rules alone, without adjudication",
                            json!({}),
                        )
                        .at_line(n));
                    }
                }
                "" => {}
                _ => {
                    return Err(Refusal::new(
                        Kind::RecordUnexpectedLine,
                        format!("unexpected line `{}`", excerpt(line)),
                        json!({ "found": excerpt(line) }),
                    )
                    .at_line(n));
                }
            }
        }
        let mut table = Table::new(game, &options, start.as_ref().map(|(_, s)| s.as_str()))
            .map_err(|e| e.at_line(start.as_ref().map_or(2, |(n, _)| *n)))?;
        table.set_lap_budget(budget);
        for (i, (n, m)) in moves.iter().enumerate() {
            table.push(m).map_err(|e| e.of_move(i + 1, m).at_line(*n))?;
        }
        if let Some((n, r)) = result
            && r.trim() != table.result_text()
        {
            let says = excerpt(r.trim());
            let gives = table.result_text();
            return Err(Refusal::new(
                Kind::RecordResult,
                format!("the record says `{says}` but the moves give `{gives}`"),
                json!({ "says": says, "gives": gives }),
            )
            .at_line(n));
        }
        Ok(table)
    }
}

/// The refusal of a move asked of a game that is over.
pub(crate) fn game_over(result: &str) -> Refusal {
    Refusal::new(
        Kind::GameOver,
        format!("the game is over: {result}"),
        json!({ "result": result }),
    )
}

/// The `KEY=VALUE` fields of a position text that the board view does not
/// already show, and that are not one of the game's `options` as it is
/// (the name of a game read from a file: the game, not a state of its
/// position).
fn extras(text: &str, board: &BoardView, options: &[String]) -> Vec<String> {
    let shown: Vec<&str> = match board {
        BoardView::Sowing { pools, .. } => pools.iter().map(|p| p.key).collect(),
        _ => Vec::new(),
    };
    text.split_whitespace()
        .skip(2)
        .filter(|f| !options.iter().any(|o| o == f))
        .filter(|f| f.split_once('=').is_some_and(|(k, _)| !shown.contains(&k)))
        .map(str::to_owned)
        .collect()
}
