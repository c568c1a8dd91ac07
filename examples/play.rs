//! Play any game of the registry in the terminal: against the computer, two
//! people at one keyboard, or the computer against itself.
//!
//! ```text
//! cargo run --release --example play -- katro
//! cargo run --release --example play -- fifangha --option columns=4 --north hard
//! cargo run --release --example play -- kalah --south human --north human
//! cargo run --release --example play -- oware --south ab:100ms --north mcts:10000 --delay 300
//! ```
//!
//! Each seat is `human` or a computer player (`fanga_ai::PlayerSpec`:
//! `random`, `easy`, `medium`, `hard`, `max`, `ab:100ms`, `ab:d6`,
//! `mcts:10000`, ...). By default South (White in Fanorona) is you and North
//! the `medium` computer; naming one seat a computer makes the other seat
//! yours, and naming both computers watches them play.
//!
//! Moves are typed in the game's notation, whole (`c2 a2 h2`) or step by
//! step: the opening (`c2`) first, then each choice as the turn reaches it,
//! with the turn so far and the choices shown. A wrong entry gets one line
//! saying what is wrong and the nearest legal moves, and the prompt again.
//! Every move is shown lap by lap from its trace (`--delay MS` between the
//! steps of the computer's moves), then the board.
//!
//! Commands: `help`, `moves [PREFIX]`, `board`, `hint [PLAYER]`, `solve`
//! (the exact value of the position and of every move, where the board is
//! small enough: `fanga::solve`), `random`
//! (a random legal move: Mangala's setup drawn at random), `undo`, `redo`,
//! `save FILE`, `load FILE`, `new`, `resign`, `quit`. The program reads lines
//! from stdin, so a script can play it through a pipe; colour is used only
//! when stdout is a terminal and `NO_COLOR` is not set (`--color`
//! overrides).

mod common;

use std::io::{self, BufRead, IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use common::{Args, Record, Spec, fail};
use fanga::ai::{Go, Info, PlayerSpec};
use fanga::core::{AnyPosition, LapBudget, Player, SplitMix64};

const ABOUT: &str = "\
Plays GAME in the terminal. Each seat is `human` or a PLAYER (below):
  --south/--white SEAT, --north/--black SEAT  (default: you South, `medium` North;
                        naming one seat a computer makes the other yours)
  --seed N              seed of the computer players that draw at random (default 0)
  --delay MS            pause between the steps of the computer's moves (default 0)
  --hint PLAYER         the player behind `hint` (default medium)
  --max-plies N         stop the game, unfinished, after N moves (default 1000)
  --color auto|always|never   colour (auto: stdout is a terminal and NO_COLOR unset)
Moves are typed in the game's notation, whole (`c2 a2 h2`) or step by step
(`c2`, then each choice as the turn reaches it). Type `help` at the prompt for
the commands: moves, board, hint, random, undo, redo, save, load, new, resign, quit.";

/// Who plays a seat.
#[derive(Clone, Debug)]
enum Seat {
    Human,
    Computer(PlayerSpec),
}

impl Seat {
    fn parse(text: &str) -> Result<Seat, String> {
        if text == "human" {
            return Ok(Seat::Human);
        }
        text.parse()
            .map(Seat::Computer)
            .map_err(|e: fanga::ai::ParsePlayerSpecError| format!("{e}, or human"))
    }

    fn is_human(&self) -> bool {
        matches!(self, Seat::Human)
    }
}

/// ANSI colour, or plain text.
struct Style {
    color: bool,
}

impl Style {
    fn paint(&self, code: &str, text: &str) -> String {
        if self.color {
            format!("\x1b[{code}m{text}\x1b[0m")
        } else {
            text.to_string()
        }
    }
    fn error(&self, text: &str) -> String {
        self.paint("31", text)
    }
    fn dim(&self, text: &str) -> String {
        self.paint("2", text)
    }
    fn bold(&self, text: &str) -> String {
        self.paint("1", text)
    }
    fn side(&self, side: Player, text: &str) -> String {
        self.paint(if side == Player::South { "36" } else { "35" }, text)
    }
    fn changed(&self, text: &str) -> String {
        self.paint("1;33", text)
    }
}

/// The game in progress: its start, every position since, and a session for
/// the computer players (which also knows the rules of repetition).
struct Table {
    game: String,
    /// The options of the start position, as `KEY=VALUE`.
    options: Vec<String>,
    /// The start position's text, when it is not the usual start.
    start: Option<String>,
    session: Box<dyn fanga::ai::Engine>,
    /// The start position.
    first: Box<dyn AnyPosition>,
    /// `after[i]` is the position after move `i` (from 0).
    after: Vec<Box<dyn AnyPosition>>,
    moves: Vec<String>,
    /// Moves taken back by `undo`, the next one last.
    redo: Vec<String>,
    resigned: Option<Player>,
    max_plies: usize,
}

impl Table {
    /// A new game: the start of `game` under `options`, or the position `start`.
    fn new(
        game: &str,
        options: &[String],
        start: Option<&str>,
        max_plies: usize,
    ) -> Result<Table, String> {
        let registry = fanga::registry();
        let first = match start {
            Some(text) => registry.parse(game, text, options),
            None => registry.start(game, options),
        }
        .map_err(|e| e.to_string())?;
        // The session takes the options the position shows, so that a text
        // on another board size reads as it did here.
        let options = first.option_assignments();
        let mut session = fanga::session(game, &options).map_err(|e| e.to_string())?;
        session
            .set_position(start, &[])
            .map_err(|e| e.to_string())?;
        Ok(Table {
            game: first.game().to_string(),
            options,
            start: start.map(str::to_string),
            session,
            first,
            after: Vec::new(),
            moves: Vec::new(),
            redo: Vec::new(),
            resigned: None,
            max_plies,
        })
    }

    /// The game of a record, with its moves played.
    fn from_record(record: &Record, max_plies: usize) -> Result<Table, String> {
        let mut t = Table::new(
            &record.game,
            &record.options,
            record.start.as_deref(),
            max_plies,
        )?;
        for (i, m) in record.moves.iter().enumerate() {
            t.play(m)
                .map_err(|e| format!("move {} `{m}`: {e}", i + 1))?;
        }
        if let Some(letter) = record.resigned {
            let side = [Player::South, Player::North]
                .into_iter()
                .find(|p| t.letters()[p.index()] == letter)
                .ok_or_else(|| format!("`# {letter} resigned`: no player is {letter}"))?;
            t.resigned = Some(side);
        }
        Ok(t)
    }

    fn current(&self) -> &dyn AnyPosition {
        self.after.last().unwrap_or(&self.first).as_ref()
    }

    fn letters(&self) -> [char; 2] {
        self.current().player_letters()
    }

    fn turn(&self) -> Player {
        self.session.turn()
    }

    /// How the game ended: by its rules, by a resignation, or at the ply limit.
    fn result(&self) -> Option<String> {
        if let Some(r) = self.resigned {
            let l = self.letters();
            return Some(format!(
                "{} wins ({} resigned)",
                l[r.other().index()],
                l[r.index()]
            ));
        }
        self.session.result().or_else(|| {
            (self.moves.len() >= self.max_plies)
                .then(|| format!("unfinished (ply limit {})", self.max_plies))
        })
    }

    fn legal_moves(&self) -> Vec<String> {
        if self.result().is_some() {
            Vec::new()
        } else {
            self.session.legal_moves()
        }
    }

    /// Plays `mv`; its trace, one step a line.
    fn play(&mut self, mv: &str) -> Result<String, String> {
        if let Some(r) = self.result() {
            return Err(format!("the game is over ({r})"));
        }
        let (trace, next) = self
            .current()
            .play_text_traced_within(mv, LapBudget::UNLIMITED)
            .map_err(|e| e.to_string())?;
        self.moves.push(mv.to_string());
        if let Err(e) = self.sync() {
            self.moves.pop();
            return Err(e);
        }
        self.after.push(next);
        Ok(trace)
    }

    /// Brings the session to the table's moves.
    fn sync(&mut self) -> Result<(), String> {
        let refs: Vec<&str> = self.moves.iter().map(String::as_str).collect();
        self.session
            .set_position(self.start.as_deref(), &refs)
            .map_err(|e| e.to_string())
    }

    /// Takes back the last move.
    fn undo_one(&mut self) -> bool {
        let Some(m) = self.moves.pop() else {
            return false;
        };
        self.after.pop();
        self.redo.push(m);
        // The shorter list was accepted before.
        let _ = self.sync();
        true
    }

    /// The record, with a comment for a resignation.
    fn record(&self) -> String {
        let mut r = self.session.record();
        if let Some(side) = self.resigned {
            r.push_str(&format!("# {} resigned\n", self.letters()[side.index()]));
        }
        r
    }
}

/// What a line typed as a move comes to.
enum Entry {
    /// A whole legal move.
    Move(String),
    /// The start of several moves: the turn reaches a choice.
    Partial {
        prefix: String,
        choices: Vec<String>,
        /// The prefix is itself a whole move (the turn may end here).
        complete: bool,
    },
    /// Nothing legal.
    Wrong(String),
}

/// The step separators of the notations: spaces between choices, `-`
/// between Fanorona's arrivals, and `:` before a direction (`b2:cw`) or
/// Mangala's split (`setup:20,15,18,17`), so that `b2` alone asks for the
/// direction.
fn is_separator(c: char) -> bool {
    c == ' ' || c == '-' || c == ':'
}

/// A separator between two choices of a turn (not inside its opening).
fn is_choice_separator(c: char) -> bool {
    c == ' ' || c == '-'
}

/// The next step of `mv` after `prefix`, if `mv` goes on past it.
fn next_step<'a>(mv: &'a str, prefix: &str) -> Option<(char, &'a str)> {
    let rest = mv.strip_prefix(prefix)?;
    let sep = rest.chars().next().filter(|&c| is_separator(c))?;
    let rest = &rest[sep.len_utf8()..];
    let end = rest.find(is_separator).unwrap_or(rest.len());
    Some((sep, &rest[..end]))
}

/// Reads `text` against the legal moves.
fn resolve(legal: &[String], text: &str, stepping: bool) -> Entry {
    let whole = legal.iter().any(|m| m == text);
    let mut choices: Vec<String> = Vec::new();
    let mut extensions = 0;
    for m in legal {
        if let Some((_, step)) = next_step(m, text) {
            extensions += 1;
            if !choices.iter().any(|c| c == step) {
                choices.push(step.to_string());
            }
        }
    }
    match (whole, extensions) {
        (true, 0) => Entry::Move(text.to_string()),
        // Typed whole, the notation says the turn ends here.
        (true, _) if !stepping => Entry::Move(text.to_string()),
        (false, 1) => Entry::Move(
            legal
                .iter()
                .find(|m| next_step(m, text).is_some())
                .cloned()
                .unwrap_or_default(),
        ),
        (_, 0) => Entry::Wrong(text.to_string()),
        (complete, _) => Entry::Partial {
            prefix: text.to_string(),
            choices,
            complete,
        },
    }
}

/// Up to `n` legal moves nearest to `text`: those that start with it, else
/// those fewest edits away.
fn nearest<'a>(legal: &'a [String], text: &str, n: usize) -> Vec<&'a str> {
    let starting: Vec<&str> = legal
        .iter()
        .filter(|m| m.starts_with(text))
        .take(n)
        .map(String::as_str)
        .collect();
    if !starting.is_empty() {
        return starting;
    }
    let mut by_distance: Vec<(usize, usize, &str)> = legal
        .iter()
        .enumerate()
        .map(|(i, m)| (edit_distance(m, text), i, m.as_str()))
        .collect();
    by_distance.sort_unstable();
    by_distance.into_iter().take(n).map(|(_, _, m)| m).collect()
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(row[j + 1] + 1);
        }
    }
    row[b.len()]
}

/// A list, at most `limit` items shown.
fn list(items: &[&str], limit: usize) -> String {
    let mut s = items
        .iter()
        .take(limit)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if items.len() > limit {
        s.push_str(&format!(", ... and {} more", items.len() - limit));
    }
    s
}

/// The player's name from its letter.
fn side_name(letter: char) -> &'static str {
    match letter {
        'S' => "South",
        'N' => "North",
        'W' => "White",
        'B' => "Black",
        _ => "?",
    }
}

/// The diagram, with the cells that changed since `before` highlighted.
fn highlighted(style: &Style, before: Option<&str>, after: &str) -> String {
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

/// The terminal program.
struct Play {
    table: Table,
    seats: [Seat; 2],
    seed: u64,
    delay: Duration,
    hint: PlayerSpec,
    style: Style,
    /// Echo input lines (stdin is not a terminal), so that the output reads
    /// as a transcript.
    echo: bool,
    /// The steps of a move typed so far.
    steps: Option<String>,
    /// The diagram last shown, to highlight what a move changed.
    shown: Option<String>,
    /// Whether the end of the game was announced.
    announced: bool,
}

impl Play {
    fn say(&self, text: impl std::fmt::Display) {
        let mut out = io::stdout().lock();
        if writeln!(out, "{text}").is_err() {
            std::process::exit(0);
        }
    }

    fn error(&self, text: impl std::fmt::Display) {
        self.say(self.style.error(&format!("error: {text}")));
    }

    fn board(&mut self) {
        let d = self.table.current().diagram();
        let text = highlighted(&self.style, self.shown.as_deref(), &d);
        self.say(text.trim_end());
        self.shown = Some(d);
    }

    fn introduce(&mut self) {
        let letters = self.table.letters();
        let who = |i: usize| match &self.seats[i] {
            Seat::Human => "human".to_string(),
            Seat::Computer(p) => format!("computer ({p})"),
        };
        self.say(self.style.bold(&format!(
            "{} ({})",
            self.table.game,
            if self.table.options.is_empty() {
                "no options".to_string()
            } else {
                self.table.options.join(" ")
            }
        )));
        self.say(format!(
            "{} ({}): {}; {} ({}): {}. Type `help` for the commands.",
            side_name(letters[0]),
            letters[0],
            who(0),
            side_name(letters[1]),
            letters[1],
            who(1)
        ));
        self.shown = None;
        self.board();
    }

    /// The trace of a move, one step a line, paced by `delay`.
    fn trace(&self, trace: &str, delay: Duration) {
        for line in trace.lines() {
            if !delay.is_zero() {
                let _ = io::stdout().flush();
                std::thread::sleep(delay);
            }
            self.say(self.style.dim(&format!("   {line}")));
        }
    }

    fn announce_move(&self, mover: Player, mv: &str, note: &str) {
        let l = self.table.letters()[mover.index()];
        let ply = self.table.moves.len();
        self.say(self.style.side(
            mover,
            &format!(
                "{ply}. {l} {mv}{}",
                if note.is_empty() {
                    String::new()
                } else {
                    format!("   ({note})")
                }
            ),
        ));
    }

    /// Plays a move already known to be legal, shows it and the board.
    fn play(&mut self, mv: &str, note: &str, delay: Duration) {
        let mover = self.table.turn();
        match self.table.play(mv) {
            Ok(trace) => {
                self.table.redo.clear();
                self.announce_move(mover, mv, note);
                self.trace(&trace, delay);
                self.board();
            }
            Err(e) => self.error(e),
        }
    }

    fn search(&mut self, spec: &PlayerSpec) -> Option<Info> {
        let go = Go {
            player: spec.clone(),
            seed: self.seed.wrapping_add(self.table.moves.len() as u64),
            stop: Arc::new(AtomicBool::new(false)),
            clock: None,
        };
        self.table.session.go(go, &mut |_| {})
    }

    fn describe(spec: &PlayerSpec, info: &Info) -> String {
        let mut s = spec.to_string();
        if let Some(score) = info.score {
            s.push_str(&format!(", score {score}"));
        }
        if info.depth > 0 {
            s.push_str(&format!(", depth {}", info.depth));
        }
        if info.nodes > 0 {
            s.push_str(&format!(", {} nodes", info.nodes));
        }
        s
    }

    fn computer_move(&mut self, spec: &PlayerSpec) {
        if io::stdout().is_terminal() {
            let l = self.table.letters()[self.table.turn().index()];
            print!(
                "{}",
                self.style.dim(&format!("{l} is thinking ({spec})...\r"))
            );
            let _ = io::stdout().flush();
        }
        let found = self.search(spec);
        if io::stdout().is_terminal() {
            // Clear the line of `thinking`.
            print!("\r\x1b[2K");
        }
        match found {
            Some(info) => {
                let note = Self::describe(spec, &info);
                self.play(&info.mv, &note, self.delay);
            }
            None => self.error("the computer found no move"),
        }
    }

    fn end_of_game(&mut self, result: &str) {
        self.say(self.style.bold(&format!("Game over: {result}.")));
        if self.seats.iter().any(Seat::is_human) {
            self.say("Type `new` for another game, `undo`, `save FILE`, `load FILE` or `quit`.");
        }
    }

    fn prompt(&self) {
        let table = &self.table;
        let text = match (&table.result(), &self.steps) {
            (Some(_), _) => "game over> ".to_string(),
            (None, Some(prefix)) => {
                let l = table.letters()[table.turn().index()];
                format!("{}. {l} {prefix} ...> ", table.moves.len() + 1)
            }
            (None, None) => {
                let l = table.letters()[table.turn().index()];
                format!(
                    "{}. {} ({l}) to move> ",
                    table.moves.len() + 1,
                    side_name(l)
                )
            }
        };
        let mut out = io::stdout().lock();
        let _ = write!(out, "{}", self.style.side(table.turn(), &text));
        let _ = out.flush();
    }

    fn help(&self) {
        self.say(
            "Type a move in the game's notation (`moves` lists them), whole or step by step:\n\
             the opening first, then each choice as the turn reaches it.\n\
             Commands:\n  \
             moves [PREFIX]  the legal moves (those starting with PREFIX)\n  \
             board           the board again\n  \
             hint [PLAYER]   the computer's best move and its score (PLAYER: random, easy, medium,\n                  \
             hard, max, ab:100ms, ab:d6, mcts:1000, ...)\n  \
             solve           the exact value of the position and of every move, on a board small\n                  \
             enough to solve (tables capped at 1 GiB; Kalah(6, 4) takes a minute)\n  \
             random          a random legal move (Mangala's setup drawn at random, for instance)\n  \
             undo, redo      take back a move (and the computer's reply), play it again\n  \
             save FILE       write the game record; load FILE reads one back (any game)\n  \
             new             the same game from its start\n  \
             resign          the other side wins\n  \
             quit            leave\n\
             While a move is typed step by step: a choice, `end` where the turn may end, or `cancel`.",
        );
    }

    fn show_moves(&self, filter: &str) {
        let legal = self.table.legal_moves();
        if legal.is_empty() {
            self.say("no legal moves: the game is over");
            return;
        }
        let prefix = match &self.steps {
            Some(p) => p.clone(),
            None => filter.to_string(),
        };
        let shown: Vec<&str> = legal
            .iter()
            .filter(|m| m.starts_with(&prefix))
            .map(String::as_str)
            .collect();
        if shown.is_empty() {
            self.say(format!(
                "no legal move starts with `{prefix}` ({} legal moves)",
                legal.len()
            ));
            return;
        }
        let what = if prefix.is_empty() {
            format!("{} legal moves", shown.len())
        } else {
            format!("{} legal moves start with `{prefix}`", shown.len())
        };
        self.say(format!("{what}: {}", list(&shown, 120)));
        if shown.len() > 120 {
            self.say("(`moves PREFIX` lists those starting with PREFIX)");
        }
    }

    fn hint(&mut self, arg: &str) {
        if self.table.result().is_some() {
            self.error("the game is over: no hint");
            return;
        }
        let spec = if arg.is_empty() {
            self.hint.clone()
        } else {
            match arg.parse::<PlayerSpec>() {
                Ok(s) => s,
                Err(e) => return self.error(e),
            }
        };
        match self.search(&spec) {
            Some(info) => {
                let score = info
                    .score
                    .map_or_else(String::new, |s| format!(", score {s}"));
                let pv = if info.pv.len() > 1 {
                    format!(", then {}", info.pv[1..].join("; "))
                } else {
                    String::new()
                };
                self.say(format!("hint ({spec}): {}{score}{pv}", info.mv));
            }
            None => self.error("no move to hint"),
        }
    }

    /// The exact value of the position and of each move (`fanga::solve`).
    fn solve(&mut self) {
        if self.table.result().is_some() {
            self.error("the game is over: nothing to solve");
            return;
        }
        let current = self.table.current();
        let text = current.to_string();
        let config = fanga::solve::SolveConfig {
            settings: fanga::ai::solve::SolveSettings {
                memory: 1 << 30,
                ..Default::default()
            },
            ..Default::default()
        };
        match fanga::solve::solve(&self.table.game, &self.table.options, Some(&text), config) {
            Ok(r) => {
                let plies = r
                    .plies
                    .map(|n| format!(" in {n} plies"))
                    .unwrap_or_default();
                let mut lines = vec![format!(
                    "solved ({}): {} to move: {}{plies}",
                    r.method, r.mover, r.value
                )];
                let width = r.moves.iter().map(|(m, _)| m.len()).max().unwrap_or(0);
                for (m, v) in &r.moves {
                    let best = if *v == r.value { "  best" } else { "" };
                    lines.push(format!("  {m:width$}  {v}{best}"));
                }
                self.say(lines.join("\n"));
            }
            Err(e) => self.error(format!("cannot solve this position: {e}")),
        }
    }

    /// The last human's turn: takes back moves until a human is to move.
    fn undo(&mut self) {
        if self.table.resigned.take().is_some() {
            self.say("resignation taken back");
            self.board();
            return;
        }
        if !self.table.undo_one() {
            self.error("nothing to undo: this is the start of the game");
            return;
        }
        while !self.seats[self.table.turn().index()].is_human() && self.table.undo_one() {}
        self.announced = false;
        self.say(format!("took back to move {}", self.table.moves.len() + 1));
        self.board();
    }

    fn redo(&mut self) {
        let Some(m) = self.table.redo.pop() else {
            self.error("nothing to redo");
            return;
        };
        let mut next = Some(m);
        while let Some(m) = next {
            let mover = self.table.turn();
            match self.table.play(&m) {
                Ok(trace) => {
                    self.announce_move(mover, &m, "again");
                    self.trace(&trace, Duration::ZERO);
                }
                Err(e) => {
                    self.error(e);
                    self.table.redo.clear();
                    break;
                }
            }
            next = if self.seats[self.table.turn().index()].is_human() {
                None
            } else {
                self.table.redo.pop()
            };
        }
        self.board();
    }

    fn save(&self, path: &str) {
        if path.is_empty() {
            return self.error("save needs a file name: save FILE");
        }
        match std::fs::write(path, self.table.record()) {
            Ok(()) => self.say(format!("saved {} moves to {path}", self.table.moves.len())),
            Err(e) => self.error(format!("{path}: {e}")),
        }
    }

    fn load(&mut self, path: &str) {
        if path.is_empty() {
            return self.error("load needs a file name: load FILE");
        }
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => return self.error(format!("{path}: {e}")),
        };
        let loaded = Record::read(&text)
            .and_then(|r| Table::from_record(&r, self.table.max_plies))
            .map_err(|e| format!("{path}: {e}"));
        match loaded {
            Ok(t) => {
                self.table = t;
                self.steps = None;
                self.announced = false;
                self.say(format!(
                    "loaded {} moves from {path}",
                    self.table.moves.len()
                ));
                self.introduce();
            }
            Err(e) => self.error(e),
        }
    }

    fn random_move(&mut self) {
        let legal = self.table.legal_moves();
        if legal.is_empty() {
            return self.error("no legal moves: the game is over");
        }
        let mut rng = SplitMix64::new(self.seed.wrapping_add(self.table.moves.len() as u64));
        let mv = legal[rng.below(legal.len())].clone();
        self.steps = None;
        self.play(&mv, "drawn at random", Duration::ZERO);
    }

    /// The turn so far, up to the choice it reaches after `prefix`.
    fn turn_so_far(&self, prefix: &str, example: &str) {
        // Only before a choice of the turn, not inside its opening.
        if next_step(example, prefix).is_none_or(|(sep, _)| !is_choice_separator(sep)) {
            return;
        }
        let steps = prefix.split(is_choice_separator).count();
        let Ok((trace, _)) = self
            .table
            .current()
            .play_text_traced_within(example, LapBudget::UNLIMITED)
        else {
            return;
        };
        let lines: Vec<&str> = trace.lines().collect();
        let choices: Vec<usize> = lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("choose "))
            .map(|(i, _)| i)
            .collect();
        if let Some(&stop) = choices.get(steps - 1) {
            for l in &lines[..stop] {
                self.say(self.style.dim(&format!("   {l}")));
            }
        }
    }

    /// A line typed as a move (or as the next step of one).
    fn entry(&mut self, line: &str) {
        let legal = self.table.legal_moves();
        let (text, stepping) = match &self.steps {
            None => (line.to_string(), false),
            Some(prefix) => {
                let sep = legal
                    .iter()
                    .find_map(|m| next_step(m, prefix))
                    .map_or(' ', |(c, _)| c);
                (format!("{prefix}{sep}{line}"), true)
            }
        };
        match resolve(&legal, &text, stepping) {
            Entry::Move(mv) => {
                self.steps = None;
                let note = if mv == text {
                    ""
                } else {
                    "the only move that starts so"
                };
                self.play(&mv, note, Duration::ZERO);
            }
            Entry::Partial {
                prefix,
                choices,
                complete,
            } => {
                if let Some(example) = legal.iter().find(|m| next_step(m, &prefix).is_some()) {
                    self.turn_so_far(&prefix, example);
                }
                let end = if complete {
                    ", or `end` to end the turn here"
                } else {
                    ""
                };
                let refs: Vec<&str> = choices.iter().map(String::as_str).collect();
                self.say(format!(
                    "{prefix} ...: choose {}{end} (`cancel` to start the move again)",
                    list(&refs, 12)
                ));
                self.steps = Some(prefix);
            }
            Entry::Wrong(_) if stepping => {
                // A whole move, or the start of another, typed afresh.
                let prefix = self.steps.clone().unwrap_or_default();
                if line.starts_with(&prefix)
                    || !matches!(resolve(&legal, line, false), Entry::Wrong(_))
                {
                    self.steps = None;
                    return self.entry(line);
                }
                let mut choices: Vec<&str> = Vec::new();
                for m in &legal {
                    if let Some((_, s)) = next_step(m, &prefix)
                        && !choices.contains(&s)
                    {
                        choices.push(s);
                    }
                }
                self.error(format!(
                    "`{line}` is not a choice after {prefix}: choose {} (or `cancel`)",
                    list(&choices, 12)
                ));
            }
            Entry::Wrong(text) => {
                let why = match self.table.current().play_text(&text) {
                    Err(e) => e.to_string(),
                    Ok(_) => format!("`{text}` is not a legal move here"),
                };
                let near = nearest(&legal, &text, 5);
                self.error(format!("{why}; nearest legal moves: {}", near.join(", ")));
            }
        }
    }

    /// One line from the human at the keyboard.
    fn command(&mut self, line: &str) -> bool {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let rest = rest.trim();
        match (word, self.steps.is_some()) {
            ("quit" | "exit", _) => return false,
            ("help" | "?", _) => self.help(),
            ("moves", _) => self.show_moves(rest),
            ("board", _) => self.board(),
            ("hint", _) => self.hint(rest),
            ("solve", _) => self.solve(),
            ("cancel", true) => {
                self.steps = None;
                self.say("move cancelled");
            }
            ("end", true) => {
                let prefix = self.steps.take().unwrap_or_default();
                if self.table.legal_moves().contains(&prefix) {
                    self.play(&prefix, "", Duration::ZERO);
                } else {
                    self.error(format!(
                        "the turn cannot end after {prefix}: a choice is due"
                    ));
                    self.steps = Some(prefix);
                }
            }
            ("cancel" | "end", false) => {
                self.error(format!("`{word}` ends a move typed step by step; none is"));
            }
            ("undo", _) => {
                self.steps = None;
                self.undo();
            }
            ("redo", _) => {
                self.steps = None;
                self.redo();
            }
            ("save", _) => self.save(rest),
            ("load", _) => self.load(rest),
            ("new", _) => {
                match Table::new(
                    &self.table.game,
                    &self.table.options,
                    self.table.start.as_deref(),
                    self.table.max_plies,
                ) {
                    Ok(t) => {
                        self.table = t;
                        self.steps = None;
                        self.announced = false;
                        self.introduce();
                    }
                    Err(e) => self.error(e),
                }
            }
            _ if self.table.result().is_some() => {
                self.error(format!(
                    "the game is over: new, undo, save FILE, load FILE or quit (`{}` is none of them)",
                    fanga::core::text::excerpt(line)
                ));
            }
            ("resign", _) => {
                self.steps = None;
                self.table.resigned = Some(self.table.turn());
            }
            ("random", _) => self.random_move(),
            _ => self.entry(line),
        }
        true
    }

    fn run(&mut self) {
        self.introduce();
        let stdin = io::stdin();
        let mut lines = stdin.lock().lines();
        loop {
            if let Some(result) = self.table.result() {
                if !self.announced {
                    self.announced = true;
                    self.end_of_game(&result);
                }
                if !self.seats.iter().any(Seat::is_human) {
                    return;
                }
            } else if let Seat::Computer(spec) = &self.seats[self.table.turn().index()] {
                let spec = spec.clone();
                self.computer_move(&spec);
                continue;
            }
            self.prompt();
            let Some(Ok(line)) = lines.next() else {
                self.say("");
                return;
            };
            if self.echo {
                self.say(&line);
            }
            let line = line.trim();
            if !line.is_empty() && !self.command(line) {
                return;
            }
        }
    }
}

fn main() {
    let args = Args::parse(&Spec {
        name: "play",
        usage: "play GAME [--option KEY=VALUE]... [--position TEXT] [--south SEAT] [--north SEAT] [--seed N] [--delay MS] [--hint PLAYER] [--max-plies N] [--color auto|always|never]",
        positional: &[],
        valued: &[
            "--south",
            "--north",
            "--white",
            "--black",
            "--seed",
            "--delay",
            "--hint",
            "--max-plies",
            "--color",
        ],
        switches: &[],
        about: ABOUT,
        players: true,
    });
    let value = |k: &str| {
        args.values
            .iter()
            .find(|(f, _)| *f == k)
            .map(|(_, v)| v.as_str())
    };
    let seat = |a: &str, b: &str| -> Option<Seat> {
        if value(a).is_some() && value(b).is_some() {
            fail("play", format!("{a} and {b} name the same seat"));
        }
        value(a)
            .or(value(b))
            .map(|t| Seat::parse(t).unwrap_or_else(|e| fail("play", format!("{a}: {e}"))))
    };
    let medium = || Seat::Computer(fanga::ai::Level::Medium.spec());
    let seats = match (seat("--south", "--white"), seat("--north", "--black")) {
        (None, None) => [Seat::Human, medium()],
        (Some(s), None) => {
            let other = if s.is_human() { medium() } else { Seat::Human };
            [s, other]
        }
        (None, Some(n)) => {
            let other = if n.is_human() { medium() } else { Seat::Human };
            [other, n]
        }
        (Some(s), Some(n)) => [s, n],
    };
    let hint = value("--hint").map_or_else(
        || fanga::ai::Level::Medium.spec(),
        |t| {
            t.parse()
                .unwrap_or_else(|e| fail("play", format!("--hint: {e}")))
        },
    );
    let color = match value("--color").unwrap_or("auto") {
        "always" => true,
        "never" => false,
        "auto" => {
            io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
        }
        other => fail(
            "play",
            format!(
                "--color: `{}` is not auto, always or never",
                fanga::core::text::excerpt(other)
            ),
        ),
    };
    let max_plies: usize = args.number("--max-plies", 1000);
    let table = Table::new(
        &args.game,
        &args.options,
        args.position.as_deref(),
        max_plies,
    )
    .unwrap_or_else(|e| fail("play", e));
    let mut play = Play {
        table,
        seats,
        seed: args.number("--seed", 0),
        delay: Duration::from_millis(args.number("--delay", 0)),
        hint,
        style: Style { color },
        echo: !io::stdin().is_terminal(),
        steps: None,
        shown: None,
        announced: false,
    };
    play.run();
}
