//! `play`: any game of the catalog in the terminal: against the computer,
//! two people at one keyboard, or the computer against itself.
//!
//! ```text
//! play GAME [--option KEY=VALUE]... [--position TEXT] [--south SEAT] [--north SEAT] [--seed N] [--delay MS] [--hint PLAYER] [--max-plies N] [--lap-budget N] [--color auto|always|never]
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
//! small enough: the catalog's solver), `random`
//! (a random legal move: Mangala's setup drawn at random), `budget [N]`
//! (the lap budget of a turn: a move whose turn is still undecided after
//! that many laps, [`fanga_ai::SESSION_LAPS`] by default, is listed apart
//! and played only once a larger budget, or `unlimited`, decides it), `undo`, `redo`,
//! `save FILE`, `load FILE`, `new`, `resign`, `quit`. The program reads lines
//! from its input, so a script can play it through a pipe; colour is used only
//! when its output is a terminal and `NO_COLOR` is not set (`--color`
//! overrides).
//!
//! The game in progress is a session of the catalog
//! ([`fanga_ai::Engine`]): its moves, undo and redo, resignation and
//! record are the session's; `play` adds the seats, the ply limit and what
//! the terminal shows.

mod lines;
mod style;
mod typing;

use std::cell::RefCell;
use std::time::Duration;

use fanga_ai::{Catalog, Engine, Info, Level, ParsePlayerSpecError, PlayerSpec, SESSION_LAPS};
use fanga_core::text::excerpt;
use fanga_core::{
    ByPlayer, LapBudget, MovesWithin, Player, SplitMix64,
    catalog::Extensions,
    registry::{AnyPosition, RegistryError},
};

use crate::args::{Args, Spec};
use crate::io::{Io, Stop, fail};
use crate::record::Record;
use crate::search::go;
use crate::solve::reach::Attempt;
use crate::tool::entry_points;
use lines::Lines;
use style::{Style, highlighted, side_name};
use typing::{Entry, is_choice_separator, list, nearest, next_step, resolve};

const ABOUT: &str = "\
Plays GAME in the terminal. Each seat is `human` or a PLAYER (below):
  --south/--white SEAT, --north/--black SEAT  (default: you South, `medium` North;
                        naming one seat a computer makes the other yours)
  --seed N              seed of the computer players that draw at random (default 0)
  --delay MS            pause between the steps of the computer's moves (default 0)
  --hint PLAYER         the player behind `hint` (default medium)
  --max-plies N         stop the game, unfinished, after N moves (default 1000)
  --lap-budget N        laps a turn may sow before its move is called undecided
                        (default 20000000; `unlimited`: exact, however long it takes)
  --color auto|always|never   colour (auto: stdout is a terminal and NO_COLOR unset)
Moves are typed in the game's notation, whole (`c2 a2 h2`) or step by step
(`c2`, then each choice as the turn reaches it). Type `help` at the prompt for
the commands: moves, board, trace, hint, solve, random, budget, undo, redo, save,
load, new, resign, quit.";

/// What the prompt takes once the game is over: every command but those
/// that play (`random`, `resign`, a move).
const GAME_OVER_COMMANDS: &str = "`new` for another game, `undo`, `redo`, `board`, `trace`, `moves`, \
`save FILE`, `load FILE`, `help` or `quit`";

const USAGE: &str = "play GAME [--option KEY=VALUE]... [--position TEXT] [--south SEAT] [--north SEAT] [--seed N] [--delay MS] [--hint PLAYER] [--max-plies N] [--lap-budget N] [--color auto|always|never]";

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
            .map_err(|e: ParsePlayerSpecError| format!("{e}, or human"))
    }

    fn is_human(&self) -> bool {
        matches!(self, Seat::Human)
    }
}

/// What the command line accepts.
const SPEC: Spec = Spec {
    usage: USAGE,
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
        "--lap-budget",
        "--color",
    ],
    switches: &[],
    about: ABOUT,
    players: true,
};

entry_points!("play", play, SPEC);

fn play(catalog: &Catalog, args: Args, io: &mut Io<'_>) -> Result<(), Stop> {
    let seat = |a: &str, b: &str| -> Result<Option<Seat>, Stop> {
        if args.value(a).is_some() && args.value(b).is_some() {
            return fail(format!("{a} and {b} name the same seat"));
        }
        match args.value(a).or(args.value(b)) {
            Some(t) => Seat::parse(t)
                .map(Some)
                .or_else(|e| fail(format!("{a}: {e}"))),
            None => Ok(None),
        }
    };
    let medium = || Seat::Computer(Level::Medium.spec());
    let seats = match (seat("--south", "--white")?, seat("--north", "--black")?) {
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
    let hint = match args.value("--hint") {
        Some(t) => t.parse().or_else(|e| fail(format!("--hint: {e}")))?,
        None => Level::Medium.spec(),
    };
    let color = match args.value("--color").unwrap_or("auto") {
        "always" => true,
        "never" => false,
        "auto" => io.output_terminal && io.color_allowed,
        other => {
            return fail(format!(
                "--color: `{}` is not auto, always or never",
                excerpt(other)
            ));
        }
    };
    let max_plies: usize = args.positive("--max-plies", 1000)?;
    let budget = match args.value("--lap-budget") {
        Some(_) => args.budget()?,
        None => SESSION_LAPS,
    };
    let mut game =
        new_game(catalog, &args.game, &args.options, args.position.as_deref()).or_else(fail)?;
    game.set_lap_budget(budget);
    let mut play = Play {
        catalog,
        game,
        stalled: None,
        listed: RefCell::new(None),
        noted: None,
        max_plies,
        seats,
        seed: args.number("--seed", 0)?,
        delay: Duration::from_millis(args.number("--delay", 0)?),
        hint,
        style: Style { color },
        echo: !io.input_terminal,
        lines: Lines::new(io),
        io,
        closed: false,
        steps: None,
        shown: None,
        announced: false,
        last_trace: None,
    };
    play.run();
    Ok(())
}

/// A computer player as the banner and the hint name it: a level with
/// what it plays (`medium: ab:d4`), any other player by its text.
fn player_name(p: &PlayerSpec) -> String {
    match Level::ALL.iter().find(|l| l.spec() == *p) {
        Some(l) => format!("{}: {p}", l.name()),
        None => p.to_string(),
    }
}

/// A new game: the start of `game` under `options`, or the position
/// `start`, in a session whose options are those the position shows (so
/// that a text on another board size reads as it does here).
fn new_game(
    catalog: &Catalog,
    game: &str,
    options: &[String],
    start: Option<&str>,
) -> Result<Box<dyn Engine>, String> {
    let registry = catalog.registry();
    let first = match start {
        Some(text) => registry.parse(game, text, options),
        None => registry.start(game, options),
    }
    .map_err(|e| e.to_string())?;
    let options = first.option_assignments();
    let mut session = catalog
        .session(first.game(), &options, &Extensions::new())
        .map_err(|e| e.to_string())?;
    session
        .set_position(start, &[])
        .map_err(|e| e.to_string())?;
    Ok(session)
}

/// The terminal program.
struct Play<'a, 'io> {
    catalog: &'a Catalog,
    /// The game in progress: its moves, undo and redo, resignation and
    /// record, its lap budget, and the computer players' searches.
    game: Box<dyn Engine>,
    /// The position (its ply and text) where the computer's move was
    /// refused as undecided: the computer waits there for a larger `budget`
    /// (or a move typed for it).
    stalled: Option<(usize, String)>,
    /// The moves listed last, and the game and budget they were listed
    /// for.
    listed: RefCell<Option<(String, MovesWithin<String>)>>,
    /// The position whose undecided moves were last announced.
    noted: Option<String>,
    /// The ply limit: the game stops there, unfinished.
    max_plies: usize,
    seats: [Seat; 2],
    seed: u64,
    delay: Duration,
    hint: PlayerSpec,
    style: Style,
    io: &'a mut Io<'io>,
    /// The output was closed: the program ends.
    closed: bool,
    /// Echo input lines (the input is not a terminal), so that the output
    /// reads as a transcript.
    echo: bool,
    /// Where lines are read: with line editing on a terminal.
    lines: Lines,
    /// The steps of a move typed so far.
    steps: Option<String>,
    /// The diagram last shown, to highlight what a move changed.
    shown: Option<String>,
    /// Whether the end of the game was announced.
    announced: bool,
    /// The trace of the last move shown, for `trace`.
    last_trace: Option<String>,
}

/// The memory cap of `solve` at the prompt.
const SOLVE_MEMORY: u64 = 1 << 30;

/// The most lines of a move's trace shown at once (its first steps, a
/// line saying how many more, its end); `trace` shows all.
const FOLDED_TRACE: usize = 6;

impl Play<'_, '_> {
    fn say(&mut self, text: impl std::fmt::Display) {
        if self.io.line(text).is_err() {
            self.closed = true;
        }
    }

    fn write(&mut self, text: impl std::fmt::Display) {
        if self.io.text(text).is_err() {
            self.closed = true;
        }
    }

    fn error(&mut self, text: impl std::fmt::Display) {
        let line = self.style.error(&format!("error: {text}"));
        self.say(line);
    }

    fn current(&self) -> Box<dyn AnyPosition> {
        self.game.current()
    }

    fn letters(&self) -> ByPlayer<char> {
        self.current().player_letters()
    }

    fn ply(&self) -> usize {
        self.game.moves().len()
    }

    /// How the game ended: by a resignation, by its rules, or at the ply
    /// limit.
    fn result(&self) -> Option<String> {
        if let Some(r) = self.game.resigned() {
            let l = self.letters();
            return Some(format!("{} wins ({} resigned)", l[r.other()], l[r]));
        }
        self.game.result().or_else(|| {
            (self.ply() >= self.max_plies)
                .then(|| format!("unfinished (ply limit {})", self.max_plies))
        })
    }

    /// The legal moves under the lap budget (none once the game is over,
    /// at the ply limit too): the decided ones, and the turns left
    /// undecided.
    fn listed(&self) -> MovesWithin<String> {
        if self.result().is_some() {
            return MovesWithin {
                decided: Default::default(),
                undecided: Vec::new(),
            };
        }
        // Listed once a position: a turn left undecided cost the whole
        // budget's laps.
        let key = format!("{}\n{}", self.game.lap_budget(), self.game.record());
        let mut cache = self.listed.borrow_mut();
        match &*cache {
            Some((k, moves)) if *k == key => moves.clone(),
            _ => {
                let moves = self.game.legal_moves();
                *cache = Some((key, moves.clone()));
                moves
            }
        }
    }

    /// Where the game is: its ply and position.
    fn here(&self) -> (usize, String) {
        (self.ply(), self.game.position())
    }

    /// Says, once a position, which of its moves the lap budget left
    /// undecided.
    fn note_undecided(&mut self) {
        let position = self.game.position();
        if self.noted.as_ref() == Some(&position) {
            return;
        }
        let listed = self.listed();
        if let Some(note) = self.undecided_note(&listed) {
            self.say(note);
        }
        self.noted = Some(position);
    }

    /// The legal moves whose turns the lap budget decides.
    fn legal_moves(&self) -> Vec<String> {
        self.listed().decided.into_vec()
    }

    /// What to say of moves left undecided by the lap budget: how many,
    /// which, and how to decide them.
    fn undecided_note(&self, moves: &MovesWithin<String>) -> Option<String> {
        let first = moves.undecided.first()?;
        let names: Vec<&str> = moves.undecided.iter().map(|u| u.mv.as_str()).collect();
        Some(format!(
            "{} undecided after {} laps (the lap budget; a turn that may never end): {}; \
             `budget unlimited` decides them exactly, however long it takes",
            match names.len() {
                1 => "1 move".to_owned(),
                n => format!("{n} moves"),
            },
            first.laps,
            list(&names, 12)
        ))
    }

    /// The trace of `mv` from the current position, one step a line, its
    /// turn sowing at most the lap budget.
    fn trace_of(&self, mv: &str) -> Result<String, String> {
        self.current()
            .play_text_traced(mv, self.game.lap_budget())
            .map(|(trace, _)| trace)
            .map_err(|e| e.to_string())
    }

    fn board(&mut self) {
        let d = self.game.diagram();
        let text = highlighted(&self.style, self.shown.as_deref(), &d);
        self.say(text.trim_end());
        self.shown = Some(d);
    }

    fn introduce(&mut self) {
        let letters = self.letters();
        let who = |seat: &Seat| match seat {
            Seat::Human => "human".to_string(),
            Seat::Computer(p) => format!("computer ({})", player_name(p)),
        };
        let options = self.game.options();
        let title = self.style.bold(&format!(
            "{} ({})",
            self.game.game(),
            if options.is_empty() {
                "no options".to_string()
            } else {
                options.join(" ")
            }
        ));
        self.say(title);
        let seats = format!(
            "{} ({}): {}; {} ({}): {}. Type `help` for the commands.",
            side_name(letters.south),
            letters.south,
            who(&self.seats[0]),
            side_name(letters.north),
            letters.north,
            who(&self.seats[1])
        );
        self.say(seats);
        self.shown = None;
        self.board();
    }

    /// The trace of a move, one step a line, paced by `delay`. Unpaced, a
    /// long trace is folded to its first steps and its end, so that the
    /// board stays in sight; `trace` shows the whole of the last move's.
    fn trace(&mut self, trace: &str, delay: Duration) {
        self.last_trace = Some(trace.to_owned());
        let lines: Vec<&str> = trace.lines().collect();
        let folded = delay.is_zero() && lines.len() > FOLDED_TRACE;
        for (i, line) in lines.iter().enumerate() {
            if folded && i >= FOLDED_TRACE - 2 && i + 1 < lines.len() {
                if i == FOLDED_TRACE - 2 {
                    let more = lines.len() - (FOLDED_TRACE - 1);
                    let note = format!("   ... {more} more steps (`trace` shows the whole move)");
                    let note = self.style.dim(&note);
                    self.say(note);
                }
                continue;
            }
            if !delay.is_zero() {
                let _ = self.io.output.flush();
                std::thread::sleep(delay);
            }
            let line = self.style.dim(&format!("   {line}"));
            self.say(line);
        }
    }

    /// The whole trace of the last move shown.
    fn show_trace(&mut self) {
        match self.last_trace.take() {
            Some(trace) => {
                for line in trace.lines() {
                    let line = self.style.dim(&format!("   {line}"));
                    self.say(line);
                }
                self.last_trace = Some(trace);
            }
            None => self.error("no move played yet"),
        }
    }

    fn announce_move(&mut self, mover: Player, mv: &str, note: &str) {
        let l = self.letters()[mover];
        let ply = self.ply();
        let text = self.style.side(
            mover,
            &format!(
                "{ply}. {l} {mv}{}",
                if note.is_empty() {
                    String::new()
                } else {
                    format!("   ({note})")
                }
            ),
        );
        self.say(text);
    }

    /// Plays a move already known to be legal, shows it and the board.
    fn play(&mut self, mv: &str, note: &str, delay: Duration) {
        let mover = self.game.turn();
        if let Some(r) = self.result() {
            return self.error(format!("the game is over ({r})"));
        }
        let played = self
            .trace_of(mv)
            .and_then(|trace| self.game.play(mv).map(|_| trace).map_err(|e| e.to_string()));
        match played {
            Ok(trace) => {
                self.announce_move(mover, mv, note);
                self.trace(&trace, delay);
                self.board();
            }
            Err(e) => self.error(e),
        }
    }

    fn search(&mut self, spec: &PlayerSpec) -> Option<Info> {
        let seed = self.seed.wrapping_add(self.ply() as u64);
        self.game.go(go(spec.clone(), seed), &mut |_| {})
    }

    /// What a computer's move note says: its player, its score (for the
    /// side that moved, `mover`, as the hint's is for the side asking), its
    /// depth and nodes.
    fn describe(spec: &PlayerSpec, info: &Info, mover: char) -> String {
        let mut s = spec.to_string();
        if let Some(score) = info.score {
            s.push_str(&format!(", score {score} for {mover}"));
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
        let terminal = self.io.output_terminal;
        if terminal {
            let l = self.letters()[self.game.turn()];
            let text = self.style.dim(&format!("{l} is thinking ({spec})...\r"));
            self.write(text);
        }
        let found = self.search(spec);
        if terminal {
            // Clear the line of `thinking`.
            self.write("\r\x1b[2K");
        }
        match found {
            Some(info) => {
                let mover = self.letters()[self.game.turn()];
                let note = Self::describe(spec, &info, mover);
                let ply = self.ply();
                self.play(&info.mv, &note, self.delay);
                if self.ply() == ply && self.result().is_none() {
                    // Refused: every move of the computer's was undecided.
                    self.stalled = Some(self.here());
                    self.say(
                        "the computer waits: `budget N` (or `budget unlimited`) to decide its move, \
                         or type a move for it",
                    );
                }
            }
            None => {
                self.stalled = Some(self.here());
                self.error("the computer found no move");
            }
        }
    }

    fn end_of_game(&mut self, result: &str) {
        let text = self.style.bold(&format!("Game over: {result}."));
        self.say(text);
        if self.seats.iter().any(Seat::is_human) {
            self.say(format!("Type {GAME_OVER_COMMANDS}."));
        }
    }

    /// The prompt: whose turn, or the move typed so far.
    fn prompt(&self) -> String {
        let turn = self.game.turn();
        let l = self.letters()[turn];
        let text = match (&self.result(), &self.steps) {
            (Some(_), _) => "game over> ".to_string(),
            (None, Some(prefix)) => format!("{}. {l} {prefix} ...> ", self.ply() + 1),
            (None, None) => format!("{}. {} ({l}) to move> ", self.ply() + 1, side_name(l)),
        };
        self.style.side(turn, &text)
    }

    fn help(&mut self) {
        // The game's words on its notation, where it has some (Fanorona's
        // A and W).
        let notation = self
            .catalog
            .get(self.game.game())
            .ok()
            .and_then(|e| e.rules().rules)
            .and_then(|r| r.notation);
        if let Some(n) = notation {
            self.say(format!("Moves: {}", n.en));
        }
        self.say(
            "Type a move in the game's notation (`moves` lists them), whole or step by step:\n\
             the opening first, then each choice as the turn reaches it.\n\
             Commands:\n  \
             moves [PREFIX]  the legal moves (those starting with PREFIX)\n  \
             board           the board again\n  \
             trace           every step of the last move (a long one is shown folded)\n  \
             hint [PLAYER]   the computer's best move and its score (PLAYER: random, easy, medium,\n                  \
             hard, max, ab:100ms, ab:d6, mcts:1000, ...)\n  \
             solve           the exact value of the position and of every move, on a board small\n                  \
             enough to solve (tables capped at 1 GiB: a board out of reach is refused at once)\n  \
             random          a random legal move (a setup of many moves drawn at random, for instance)\n  \
             budget [N]      the laps a turn may sow before its move is called undecided (`unlimited`:\n                  \
             exact, however long it takes); alone, the budget now\n  \
             undo, redo      take back a move (and the computer's reply), play it again\n  \
             save FILE       write the game record; load FILE reads one back (any game)\n  \
             new             the same game from its start\n  \
             resign          the other side wins\n  \
             quit            leave\n\
             While a move is typed step by step: a choice, `end` where the turn may end, or `cancel`.",
        );
    }

    fn show_moves(&mut self, filter: &str) {
        let listed = self.listed();
        let note = self.undecided_note(&listed);
        let legal = listed.decided.into_vec();
        if let Some(note) = note {
            self.say(note);
        }
        if legal.is_empty() {
            if self.result().is_some() {
                self.say("no legal moves: the game is over");
            }
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
        if self.result().is_some() {
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
                let l = self.letters()[self.game.turn()];
                let score = info
                    .score
                    .map_or_else(String::new, |s| format!(", score {s} for {l}"));
                let pv = if info.pv.len() > 1 {
                    format!(", then {}", info.pv[1..].join("; "))
                } else {
                    String::new()
                };
                self.say(format!(
                    "hint ({}): {}{score}{pv}",
                    player_name(&spec),
                    info.mv
                ));
            }
            None => self.error("no move to hint"),
        }
    }

    /// The exact value of the position and of each move (the catalog's
    /// solver).
    fn solve(&mut self) {
        if self.result().is_some() {
            self.error("the game is over: nothing to solve");
            return;
        }
        let current = self.current();
        let text = current.to_string();
        let config = |memory| fanga_ai::solve::SolveConfig {
            settings: fanga_ai::solve::SolveSettings {
                memory,
                ..Default::default()
            },
            ..Default::default()
        };
        let options = self.game.options();
        let attempt = crate::solve::reach::solve_capped(
            self.catalog,
            self.game.game(),
            &options,
            Some(&text),
            &*current,
            SOLVE_MEMORY,
            &config,
        );
        match attempt {
            Attempt::Solved(r) => {
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
            refused @ Attempt::OutOfReach { .. } => {
                let line = refused.out_of_reach_line().unwrap_or_default();
                self.error(format!("cannot solve this position: {line}"));
            }
            Attempt::TooLarge(e, _) => self.error(format!("cannot solve this position: {e}")),
            Attempt::Failed(e) => self.error(format!("cannot solve this position: {e}")),
        }
    }

    /// The last human's turn: takes back moves until a human is to move.
    fn undo(&mut self) {
        if self.game.resigned().is_some() {
            let _ = self.game.undo();
            self.say("resignation taken back");
            self.board();
            return;
        }
        if self.game.undo().is_none() {
            self.error("nothing to undo: this is the start of the game");
            return;
        }
        while !self.seats[self.game.turn().index()].is_human() && self.game.undo().is_some() {}
        self.announced = false;
        let text = format!("took back to move {}", self.ply() + 1);
        self.say(text);
        self.board();
    }

    /// Plays the moves taken back again, up to a human's turn.
    fn redo(&mut self) {
        if self.game.undone().is_empty() {
            self.error("nothing to redo");
            return;
        }
        while let Some(m) = self.game.undone().pop() {
            if let Some(r) = self.result() {
                self.error(format!("the game is over ({r})"));
                break;
            }
            let mover = self.game.turn();
            let trace = self.trace_of(&m).unwrap_or_default();
            if self.game.redo().is_none() {
                break;
            }
            self.announce_move(mover, &m, "again");
            self.trace(&trace, Duration::ZERO);
            if self.seats[self.game.turn().index()].is_human() {
                break;
            }
        }
        self.board();
    }

    /// `budget`: says the lap budget; `budget N`, `budget unlimited` sets
    /// it for every later turn listed or played.
    fn budget(&mut self, arg: &str) {
        if arg.is_empty() {
            let b = self.game.lap_budget();
            return self.say(format!("lap budget: {b} laps a turn"));
        }
        match arg.parse::<LapBudget>() {
            Ok(b) => {
                self.game.set_lap_budget(b);
                self.stalled = None;
                self.noted = None;
                self.say(format!("lap budget: {b} laps a turn"));
            }
            Err(e) => self.error(e),
        }
    }

    fn save(&mut self, path: &str) {
        if path.is_empty() {
            return self.error("save needs a file name: save FILE");
        }
        match std::fs::write(path, self.game.record()) {
            Ok(()) => {
                let text = format!("saved {} moves to {path}", self.ply());
                self.say(text);
            }
            Err(e) => self.error(format!("{path}: {e}")),
        }
    }

    /// Reads a record of any game of the catalog: the game in progress
    /// becomes a session of its game, its record loaded.
    fn load(&mut self, path: &str) {
        if path.is_empty() {
            return self.error("load needs a file name: load FILE");
        }
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => return self.error(format!("{path}: {e}")),
        };
        let loaded = Record::read(&text)
            .and_then(|r| {
                let mut game = self
                    .catalog
                    .session(&r.game, &r.options, &Extensions::new())
                    .map_err(|e| e.to_string())?;
                game.set_lap_budget(self.game.lap_budget());
                game.load_record(&text).map_err(|e| e.to_string())?;
                Ok(game)
            })
            .map_err(|e| format!("{path}: {e}"));
        match loaded {
            Ok(game) => {
                self.game = game;
                self.steps = None;
                self.announced = false;
                let text = format!("loaded {} moves from {path}", self.ply());
                self.say(text);
                self.introduce();
            }
            Err(e) => self.error(e),
        }
    }

    fn random_move(&mut self) {
        let listed = self.listed();
        if let Some(note) = listed
            .decided
            .is_empty()
            .then(|| self.undecided_note(&listed))
        {
            return self.error(note.unwrap_or_else(|| "no legal moves: the game is over".into()));
        }
        let legal = listed.decided.into_vec();
        let mut rng = SplitMix64::new(self.seed.wrapping_add(self.ply() as u64));
        let mv = legal[rng.below(legal.len())].clone();
        self.steps = None;
        self.play(&mv, "drawn at random", Duration::ZERO);
    }

    /// The turn so far, up to the choice it reaches after `prefix`.
    fn turn_so_far(&mut self, prefix: &str, example: &str) {
        // Only before a choice of the turn, not inside its opening.
        if next_step(example, prefix).is_none_or(|(sep, _)| !is_choice_separator(sep)) {
            return;
        }
        let steps = prefix.split(is_choice_separator).count();
        let Ok(trace) = self.trace_of(example) else {
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
                let text = self.style.dim(&format!("   {l}"));
                self.say(text);
            }
        }
    }

    /// A line typed as a move (or as the next step of one).
    fn entry(&mut self, line: &str) {
        let legal = self.legal_moves();
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
                let why = match self.current().play_text(&text, self.game.lap_budget()) {
                    Err(RegistryError::Undecided(u)) => {
                        return self.error(format!(
                            "{u}: a turn that may never end; `budget unlimited` decides it exactly, \
                             however long it takes"
                        ));
                    }
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
            ("trace", _) => self.show_trace(),
            ("hint", _) => self.hint(rest),
            ("solve", _) => self.solve(),
            ("cancel", true) => {
                self.steps = None;
                self.say("move cancelled");
            }
            ("end", true) => {
                let prefix = self.steps.take().unwrap_or_default();
                if self.legal_moves().contains(&prefix) {
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
            ("budget", _) => self.budget(rest),
            ("save", _) => self.save(rest),
            ("load", _) => self.load(rest),
            ("new", _) => {
                let start = self.game.position_at(0).map(|p| p.to_string());
                match self.game.set_position(start.as_deref(), &[]) {
                    Ok(()) => {
                        self.steps = None;
                        self.announced = false;
                        self.introduce();
                    }
                    Err(e) => self.error(e),
                }
            }
            _ if self.result().is_some() => {
                self.error(format!(
                    "the game is over: {GAME_OVER_COMMANDS} (`{}` is none of them)",
                    excerpt(line)
                ));
            }
            ("resign", _) => {
                self.steps = None;
                let side = self.game.turn();
                self.game.resign(side);
            }
            ("random", _) => self.random_move(),
            _ => self.entry(line),
        }
        true
    }

    fn run(&mut self) {
        self.introduce();
        while !self.closed {
            if let Some(result) = self.result() {
                if !self.announced {
                    self.announced = true;
                    self.end_of_game(&result);
                }
                if !self.seats.iter().any(Seat::is_human) {
                    return;
                }
            } else if self.stalled.as_ref() == Some(&self.here()) {
                if !self.seats.iter().any(Seat::is_human) {
                    return;
                }
            } else if let Seat::Computer(spec) = &self.seats[self.game.turn().index()] {
                let spec = spec.clone();
                self.computer_move(&spec);
                continue;
            } else if self.steps.is_none() {
                self.note_undecided();
            }
            let prompt = self.prompt();
            let Some(line) = self.lines.read(self.io, &prompt) else {
                self.say("");
                return;
            };
            if self.echo {
                self.say(&line);
            }
            let typed = line.trim();
            if !typed.is_empty() && !self.command(typed) {
                return;
            }
        }
    }
}
