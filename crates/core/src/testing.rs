//! The conformance kit (feature `testing`): one suite every rules crate runs in
//! its tests, in the spirit of OpenSpiel's random simulation test.
//!
//! ```
//! use fanga_core::Position;
//! use fanga_core::testing::Conformance;
//! use fanga_katro::{Katro, KatroOptions};
//!
//! // In a rules crate's tests: `#[test] fn conformance() { ... }`.
//! let start = Katro::start(&KatroOptions::default());
//! let report = Conformance::new([start]).games(3).run();
//! assert!(report.positions > 0);
//! ```
//!
//! From each start position it plays seeded random games and checks, at every
//! position on the way:
//!
//! - the conserved quantity ([`Position::conserved`](crate::Position::conserved): every seed) never changes;
//! - the game is over exactly when there is no legal move, and a finished
//!   position refuses every move with an error;
//! - the legal moves hold no duplicate, and [`Position::play_random`](crate::Position::play_random) plays one of them;
//! - every legal move passes [`Position::check_move`](crate::Position::check_move) and `is_legal`, plays with
//!   [`Position::play`](crate::Position::play) to the same position as [`Position::play_unchecked`](crate::Position::play_unchecked),
//!   and its notation reads back (through `FromStr` and
//!   [`Position::parse_move`](crate::Position::parse_move)) into the same move;
//! - every move's trace ([`Traced::play_traced`]) leads to the same position,
//!   and replays ([`Traced::replay_trace`]) to it without the rules;
//! - the position text reads back into the same position under its options,
//!   and through `FromStr` into the same text;
//! - with [`Conformance::with_serde`], positions, moves and games round-trip through
//!   JSON;
//! - the game record of each game reads back into the same game;
//! - [`Position::random_playout`](crate::Position::random_playout) (a game's own fast playout)
//!   plays the same games as the generic loop [`playout_ply_by_ply`](crate::playout::ply_by_ply),
//!   and under lap budgets of 1 and 40 laps the budgeted loop's
//!   (the loop of [`Bounded::random_move`]).
//!
//! A failure panics with the seed, the position and what went wrong.

// The kit reports a broken promise by panicking, as a test does: it runs in
// tests only (feature `testing`).
#![allow(clippy::panic, clippy::expect_used, clippy::unwrap_used)]

use std::collections::HashSet;
use std::fmt::Write as _;

use crate::{
    Bounded, Game, GameOptions, LapBudget, OptionError, Outcome, SplitMix64, Traced, WithinError,
};

type RoundTrip<T> = fn(&T) -> Result<T, String>;

/// The conformance suite for one game. See the [module documentation](self).
pub struct Conformance<P: Traced + Bounded> {
    starts: Vec<P>,
    games: usize,
    max_plies: usize,
    seed: u64,
    serde_position: Option<RoundTrip<P>>,
    serde_move: Option<RoundTrip<P::Move>>,
    serde_game: Option<RoundTrip<Game<P>>>,
    no_text: Option<fn(&P) -> bool>,
    max_turn_laps: Option<u64>,
}

/// What a run of the suite covered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played.
    pub games: usize,
    /// Games that ended by the rules within the ply limit.
    pub finished: usize,
    /// Positions checked.
    pub positions: usize,
    /// Moves checked (every legal move of every position visited).
    pub moves: usize,
}

impl<P: Traced + Bounded> Conformance<P> {
    /// The suite from these start positions, with 10 games each of at most 200
    /// plies, from seed 0.
    pub fn new(starts: impl IntoIterator<Item = P>) -> Self {
        Conformance {
            starts: starts.into_iter().collect(),
            games: 10,
            max_plies: 200,
            seed: 0,
            serde_position: None,
            serde_move: None,
            serde_game: None,
            no_text: None,
            max_turn_laps: None,
        }
    }

    /// The rules bound every turn to at most `laps` laps: check that every
    /// legal move is decided within that budget.
    #[must_use]
    pub fn max_turn_laps(mut self, laps: Option<u64>) -> Self {
        self.max_turn_laps = laps;
        self
    }

    /// Positions for which `no_text` holds have no text of their own, so
    /// their text is not read back into them (the sowing games' positions
    /// finished by a turn that never ends print the text of the position
    /// before that turn, as the conventions have it). Their text must still read
    /// back, into a position that prints the same text.
    #[must_use]
    pub fn without_text_when(mut self, no_text: fn(&P) -> bool) -> Self {
        self.no_text = Some(no_text);
        self
    }

    /// Games per start position.
    #[must_use]
    pub fn games(mut self, games: usize) -> Self {
        self.games = games;
        self
    }

    /// The ply limit of each game.
    #[must_use]
    pub fn max_plies(mut self, max_plies: usize) -> Self {
        self.max_plies = max_plies;
        self
    }

    /// The first seed (game i of start j uses `seed + j * games + i`).
    #[must_use]
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Also round-trip positions, moves and whole games through JSON.
    #[cfg(feature = "serde")]
    #[must_use]
    pub fn with_serde(mut self) -> Self
    where
        P: serde::Serialize + serde::de::DeserializeOwned,
        P::Move: serde::Serialize + serde::de::DeserializeOwned,
    {
        fn json<T: serde::Serialize + serde::de::DeserializeOwned>(v: &T) -> Result<T, String> {
            let text = serde_json::to_string(v).map_err(|e| e.to_string())?;
            serde_json::from_str(&text).map_err(|e| format!("{text}: {e}"))
        }
        self.serde_position = Some(json::<P>);
        self.serde_move = Some(json::<P::Move>);
        self.serde_game = Some(json::<Game<P>>);
        self
    }

    /// Runs the suite.
    ///
    /// # Panics
    ///
    /// On the first failed check, with the seed, the position and the reason.
    pub fn run(&self) -> Report {
        assert!(
            !self.starts.is_empty(),
            "the conformance kit needs a start position"
        );
        if let Err(e) = check_options::<P::Options>() {
            panic!("{} options: {e}", P::GAME);
        }
        let mut report = Report::default();
        for (j, start) in self.starts.iter().enumerate() {
            for i in 0..self.games {
                let seed = self.seed + (j * self.games + i) as u64;
                self.play_one(start, seed, &mut report);
            }
        }
        report
    }

    fn play_one(&self, start: &P, seed: u64, report: &mut Report) {
        let mut rng = SplitMix64::new(seed);
        let mut game = Game::new(start.clone());
        let conserved = start.conserved();
        loop {
            let p = game.position().clone();
            let ply = game.moves().len();
            let fail = |what: String| -> ! {
                let mut msg = format!("{} conformance, seed {seed}, ply {ply}: {what}\n", P::GAME);
                let _ = write!(msg, "position: {p}");
                panic!("{msg}");
            };
            report.positions += 1;
            self.check_position(&p, conserved)
                .unwrap_or_else(|e| fail(e));
            let moves = p.legal_moves();
            report.moves += moves.len();
            for m in &moves {
                self.check_move(&p, m)
                    .unwrap_or_else(|e| fail(format!("move `{m}`: {e}")));
            }
            if moves.is_empty() || game.outcome().is_some() || ply >= self.max_plies {
                break;
            }
            let m = moves[rng.below(moves.len())].clone();
            game.play(&m)
                .unwrap_or_else(|e| fail(format!("move `{m}` from legal_moves: {e}")));
        }
        // A game's own random playout plays the generic loop's games.
        let middle = game.moves().len() / 2;
        let from = [start.clone(), game.positions()[middle].clone()];
        for (k, p) in from.iter().enumerate() {
            let s = seed.wrapping_mul(31).wrapping_add(k as u64);
            let own = p.random_playout(&mut SplitMix64::new(s), self.max_plies);
            let generic = crate::playout::ply_by_ply(p, &mut SplitMix64::new(s), self.max_plies);
            if own != generic {
                panic!(
                    "{} seed {seed}: random_playout from `{p}` (rng seed {s}) gives {} plies to `{}` ({:?}), the generic loop {} plies to `{}` ({:?})",
                    P::GAME,
                    own.plies,
                    own.position,
                    own.outcome,
                    generic.plies,
                    generic.position,
                    generic.outcome
                );
            }
            // And under lap budgets, the budgeted loop's games.
            for laps in [1, 40] {
                let budget = crate::LapBudget::laps(laps);
                let own = p
                    .within(budget)
                    .random_playout(&mut SplitMix64::new(s), self.max_plies);
                let mut rng = SplitMix64::new(s);
                let generic = crate::playout::playout_loop(p, self.max_plies, |q| {
                    q.random_move(&mut rng, budget)
                });
                if own != generic {
                    panic!(
                        "{} seed {seed}: a random playout within {laps} laps from `{p}` (rng seed {s}) gives {} plies, the loop of budgeted random moves {}",
                        P::GAME,
                        own.plies,
                        generic.plies
                    );
                }
            }
        }
        report.games += 1;
        if game.outcome().is_some() {
            report.finished += 1;
        }
        let record = game.to_string();
        match Game::<P>::from_record(&record, LapBudget::UNLIMITED) {
            Ok(back) if back == game => {}
            Ok(_) => panic!(
                "{} seed {seed}: the record reads back into another game:\n{record}",
                P::GAME
            ),
            Err(e) => panic!(
                "{} seed {seed}: the record does not read back: {e}\n{record}",
                P::GAME
            ),
        }
        if let Some(rt) = self.serde_game
            && let Err(e) = same("serde of the game", &game, rt(&game))
        {
            panic!("{} seed {seed}: {e}", P::GAME);
        }
    }

    fn check_position(&self, p: &P, conserved: Option<u64>) -> Result<(), String> {
        if p.conserved() != conserved {
            return Err(format!(
                "conserved total {:?}, expected {conserved:?}",
                p.conserved()
            ));
        }
        let moves = p.legal_moves();
        let outcome: Option<Outcome> = p.outcome();
        if outcome.is_some() != moves.is_empty() {
            return Err(format!(
                "outcome {outcome:?} with {} legal moves",
                moves.len()
            ));
        }
        let mut seen = HashSet::new();
        for m in &moves {
            if !seen.insert(m) {
                return Err(format!("move `{m}` is generated twice"));
            }
        }
        let mut visited = Vec::with_capacity(moves.len());
        let _ = p.for_each_move(|m| {
            visited.push(m);
            std::ops::ControlFlow::Continue(())
        });
        if visited.as_slice() != moves.as_slice() {
            return Err("for_each_move visits other moves than legal_moves".to_owned());
        }
        if p.move_count() != moves.len() {
            return Err(format!(
                "move_count {} but {} legal moves",
                p.move_count(),
                moves.len()
            ));
        }
        let mut first = None;
        let flow = p.for_each_move(|m| {
            first = Some(m);
            std::ops::ControlFlow::Break(())
        });
        if flow.is_break() == moves.is_empty() || first.as_ref() != moves.first() {
            return Err("for_each_move does not stop when asked".to_owned());
        }
        self.check_budgets(p, &moves)?;
        let mut drawn = p.clone();
        let played = drawn.play_random(&mut SplitMix64::new(moves.len() as u64));
        if played == moves.is_empty() {
            return Err(format!(
                "play_random answers {played} with {} legal moves",
                moves.len()
            ));
        }
        if played
            && !moves.iter().any(|m| {
                let mut q = p.clone();
                q.play_unchecked(m);
                q == drawn
            })
        {
            return Err(format!(
                "play_random reaches `{drawn}`, which no legal move reaches"
            ));
        }
        let text = p.to_string();
        let parsed = text.parse::<P>().map(|q| q.to_string());
        same("the position text, read by FromStr", &text, parsed)?;
        if self.no_text.is_some_and(|f| f(p)) {
            let back = P::from_text(&text, &p.options()).map(|q| q.to_string());
            return same("the position text, read back", &text, back);
        }
        same(
            "the position text, read back",
            p,
            P::from_text(&text, &p.options()),
        )?;
        if p.key() != P::from_text(&text, &p.options()).map_or(0, |q| q.key()) {
            return Err("equal positions have different keys".to_owned());
        }
        if let Some(rt) = self.serde_position {
            same("serde of the position", p, rt(p))?;
        }
        Ok(())
    }

    /// The budgeted methods agree with the exact ones: unlimited, they list
    /// and play exactly the legal moves; under small budgets, the decided
    /// moves are legal moves that play within the budget to the same
    /// position, every other legal move answers undecided and leaves the
    /// position unchanged, and something is undecided exactly when a legal
    /// move is not decided.
    fn check_budgets(&self, p: &P, moves: &[P::Move]) -> Result<(), String> {
        let all = p.within(LapBudget::UNLIMITED).legal_moves();
        if all.decided.as_slice() != moves || !all.undecided.is_empty() {
            return Err(
                "the legal moves within an unlimited budget differ from legal_moves".to_owned(),
            );
        }
        let mut budgets = vec![LapBudget::laps(0), LapBudget::laps(1), LapBudget::laps(6)];
        if let Some(max) = self.max_turn_laps {
            budgets.push(LapBudget::laps(max));
        }
        for budget in budgets {
            let within = p.within(budget).legal_moves();
            if within.undecided.is_empty() != (within.decided.len() == moves.len()) {
                return Err(format!(
                    "within {budget} laps: {} decided of {} legal moves, {} undecided",
                    within.decided.len(),
                    moves.len(),
                    within.undecided.len()
                ));
            }
            for m in moves {
                let mut q = p.clone();
                let decided = within.decided.contains(m);
                match (decided, q.run_move(m, budget)) {
                    (true, Ok(())) => {
                        let mut exact = p.clone();
                        exact.play_unchecked(m);
                        if q != exact {
                            return Err(format!(
                                "`{m}` plays within {budget} laps to another position"
                            ));
                        }
                        if p.within(budget).play(m).ok().as_ref() != Some(&exact) {
                            return Err(format!("within({budget}).play refuses `{m}`"));
                        }
                    }
                    (false, Err(WithinError::Undecided(_))) if q == *p => {
                        if !matches!(
                            p.within(budget).play(m),
                            Err(e) if !e.is_illegal() && e.position == *p
                        ) {
                            return Err(format!(
                                "within({budget}).play does not leave `{m}` undecided"
                            ));
                        }
                    }
                    (decided, got) => {
                        return Err(format!(
                            "`{m}` listed {} within {budget} laps, but run_move \
                             answers {got:?}",
                            if decided { "decided" } else { "undecided" }
                        ));
                    }
                }
                if Some(budget.raw()) == self.max_turn_laps && !decided {
                    return Err(format!(
                        "`{m}` sows more than the {budget} laps the rules allow a turn"
                    ));
                }
            }
        }
        Ok(())
    }

    fn check_move(&self, p: &P, m: &P::Move) -> Result<(), String> {
        p.check_move(m)
            .map_err(|e| format!("generated but refused: {e}"))?;
        if !p.is_legal(m) {
            return Err("generated but not is_legal".to_owned());
        }
        let text = m.to_string();
        same("the notation, read back", m, text.parse::<P::Move>())?;
        same("parse_move", m, p.parse_move(&text))?;
        if let Some(rt) = self.serde_move {
            same("serde of the move", m, rt(m))?;
        }
        let mut unchecked = p.clone();
        unchecked.play_unchecked(m);
        let played = p.clone().play(m).map_err(|e| format!("play: {e}"))?;
        if played != unchecked {
            return Err("play and play_unchecked disagree".to_owned());
        }
        let (traced, trace) = p.play_traced(m).map_err(|e| format!("play_traced: {e}"))?;
        if traced != unchecked {
            return Err(format!("play_traced gives another position:\n{trace}"));
        }
        match p.replay_trace(&trace) {
            Ok(back) if back == unchecked => {}
            Ok(back) => return Err(format!("the trace replays to `{back}`:\n{trace}")),
            Err(e) => return Err(format!("{e}:\n{trace}")),
        }
        if let Some(c) = p.conserved()
            && unchecked.conserved() != Some(c)
        {
            return Err(format!(
                "conserved total {c} becomes {:?}",
                unchecked.conserved()
            ));
        }
        if unchecked.outcome().is_some()
            && let Some(m2) = p.legal_moves().first()
            && unchecked.check_move(m2).is_ok()
        {
            return Err(format!("the finished position after it accepts `{m2}`"));
        }
        Ok(())
    }
}

/// The legal moves of `p` in notation, sorted: the list a rules test
/// compares with a source's.
#[must_use]
pub fn sorted_moves<P: crate::Position>(p: &P) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    v.sort();
    v
}

/// Every legal move of `p` with what it leads to, sorted: `MOVE -> POSITION`,
/// or `MOVE -> RESULT` (the result as a record writes it, `S wins (...)`)
/// when the move ends the game. A source's worked example is one line of it.
///
/// # Panics
///
/// If a listed move is refused (a bug the test is there to show).
#[must_use]
pub fn moves_and_results<P: crate::Position>(p: &P) -> Vec<String> {
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .map(|m| {
            let q = p
                .clone()
                .play(m)
                .unwrap_or_else(|e| panic!("listed `{m}` is refused: {e}"));
            let after = q
                .outcome()
                .map_or_else(|| q.to_string(), |o| o.result_text(P::PLAYER_LETTERS));
            format!("{m} -> {after}")
        })
        .collect();
    v.sort();
    v
}

/// Checks a fixture of another implementation's answers on the game `P`,
/// under `options`; returns the number of positions checked.
///
/// The fixture is in the format of the `oracle` tool's output (what
/// `tools/ludii/crosscheck.py --fixture` writes from Ludii's traces): blocks
/// separated by empty lines, each a position text and then one line a legal
/// move, `MOVE -> POSITION` or `MOVE -> S wins` / `N wins` / `draw`; lines
/// starting with `#` are comments. Each position must read under `options`
/// and give exactly those moves and what each leads to
/// ([`moves_and_results`]).
///
/// ```
/// use fanga_core::Position;
/// use fanga_core::testing::{check_moves_fixture, moves_and_results};
/// use fanga_katro::{Katro, KatroOptions};
///
/// let start = Katro::start(&KatroOptions::default());
/// let lines = moves_and_results(&start).join("\n");
/// let fixture = format!("# the start\n\n{start}\n{lines}\n");
/// assert_eq!(check_moves_fixture::<Katro>(&fixture, &KatroOptions::default()), 1);
///
/// // A fixture that lacks a move fails.
/// let short: String = fixture.lines().take(4).map(|l| format!("{l}\n")).collect();
/// let checked = std::panic::catch_unwind(|| {
///     check_moves_fixture::<Katro>(&short, &KatroOptions::default())
/// });
/// assert!(checked.is_err());
/// ```
///
/// # Panics
///
/// On a fixture without a position, a position that does not read, or moves
/// or results that differ: naming the block's line, the position, and the
/// lines only the fixture has and only `P` gives.
pub fn check_moves_fixture<P: crate::Position>(fixture: &str, options: &P::Options) -> usize {
    let mut blocks: Vec<(usize, Vec<&str>)> = Vec::new();
    let mut open = false;
    for (i, line) in fixture.lines().enumerate() {
        if line.starts_with('#') {
            continue;
        }
        if line.trim().is_empty() {
            open = false;
            continue;
        }
        if !open {
            blocks.push((i + 1, Vec::new()));
            open = true;
        }
        if let Some((_, lines)) = blocks.last_mut() {
            lines.push(line);
        }
    }
    assert!(!blocks.is_empty(), "{} fixture: no position in it", P::GAME);
    for (at, lines) in &blocks {
        let text = lines[0];
        let p = P::from_text(text, options).unwrap_or_else(|e| {
            panic!(
                "{} fixture, line {at}: `{text}` does not read: {e}",
                P::GAME
            )
        });
        let mut expected: Vec<String> = lines[1..].iter().map(|l| (*l).to_owned()).collect();
        expected.sort();
        let got = moves_and_results(&p);
        if got != expected {
            let only = |a: &[String], b: &[String]| -> Vec<String> {
                a.iter().filter(|l| !b.contains(l)).cloned().collect()
            };
            panic!(
                "{} fixture, line {at}: position `{text}`\n  only in the fixture: {:?}\n  only in fanga:       {:?}",
                P::GAME,
                only(&expected, &got),
                only(&got, &expected)
            );
        }
    }
    blocks.len()
}

/// Checks every line of a `.perft` file (the reference perft tables) on
/// the game `P`, skipping lines of more than `max_nodes` nodes; returns the
/// number of lines checked. Each case's options are applied and its position
/// read under them; the text must print back unchanged.
///
/// # Panics
///
/// On a malformed file, a bad option or position, or a count that differs
/// (naming the case and the depth).
#[must_use]
pub fn check_perft_file<P: crate::Position>(file: &str, max_nodes: u64) -> usize {
    use crate::GameOptions as _;
    let cases = parse_cases(file).unwrap_or_else(|e| panic!("{e}"));
    let mut checked = 0;
    for case in cases {
        let mut options = P::Options::default();
        options
            .apply(&case.options)
            .unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        let p = P::from_text(&case.position, &options)
            .unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        assert_eq!(p.to_string(), case.position, "line {}", case.line);
        for &(depth, nodes) in case.expected.iter().filter(|e| e.1 <= max_nodes) {
            assert_eq!(
                crate::perft(&p, depth),
                nodes,
                "line {}: {:?} depth {depth}",
                case.line,
                case.options
            );
            checked += 1;
        }
    }
    checked
}

/// A seeded random game written out in full, for snapshot tests: the start,
/// then each move with the player who made it, its trace (one step a line) and
/// the position after it, then the result. Moves are drawn as
/// [`Game::play_random`] draws them; the game ends by its rules (repetition
/// included, for games with that rule) or after `max_plies` moves.
#[must_use]
pub fn game_text<P: Traced + Bounded>(start: P, seed: u64, max_plies: usize) -> String {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(start);
    let mut out = format!("start: {}\n", game.position());
    while game.outcome().is_none() && game.moves().len() < max_plies {
        let moves = game.legal_moves();
        let m = moves[rng.below(moves.len())].clone();
        let (next, trace) = game
            .position()
            .play_traced(&m)
            .unwrap_or_else(|e| panic!("a generated move is refused: {m}: {e}"));
        let letter = P::PLAYER_LETTERS[game.position().turn()];
        let _ = writeln!(out, "{}. {letter} {m}", game.moves().len() + 1);
        for step in trace.to_string().lines() {
            let _ = writeln!(out, "   {step}");
        }
        let _ = writeln!(out, "   => {next}");
        game.play(&m)
            .unwrap_or_else(|e| panic!("a generated move is refused: {m}: {e}"));
    }
    let _ = writeln!(
        out,
        "result: {} after {} moves",
        game.result_text(),
        game.moves().len()
    );
    out
}

/// Checks that a round trip gives back the original.
fn same<T: PartialEq + std::fmt::Debug, E: std::fmt::Display>(
    what: &str,
    original: &T,
    back: Result<T, E>,
) -> Result<(), String> {
    match back {
        Ok(b) if b == *original => Ok(()),
        Ok(b) => Err(format!("{what} gives {b:?} instead of {original:?}")),
        Err(e) => Err(format!("{what} fails: {e}")),
    }
}

/// Checks an options type against its own specs: the `Default` gives every
/// spec's default, every value of every spec can be set and reads back
/// (unless the game refuses it alone with its own reason: a value that needs
/// another option), and a value outside the specs or an unknown key is
/// refused. The conformance
/// kit runs it for every game.
///
/// # Errors
///
/// What disagrees, in words.
pub fn check_options<O: GameOptions>() -> Result<(), String> {
    let default = O::default();
    for spec in O::SPECS {
        if default.value(spec.key) != Some(spec.default) {
            return Err(format!(
                "option `{}`: the default options give {:?}, the spec says `{}`",
                spec.key,
                default.value(spec.key),
                spec.default
            ));
        }
        if !spec.values.contains(&spec.default) {
            return Err(format!("option `{}`: the default is not a value", spec.key));
        }
        for v in spec.values {
            let mut o = O::default();
            match o.apply(&[format!("{}={v}", spec.key)]) {
                Ok(()) => {}
                // A value that needs another option (Fanorona's
                // `vela_opener=winner` needs `vela=on`): the game says so.
                Err(OptionError::BadValue { allowed, .. }) if allowed != spec.values.join(", ") => {
                    continue;
                }
                Err(e) => return Err(e.to_string()),
            }
            if o.value(spec.key) != Some(*v) {
                return Err(format!("option `{}`: `{v}` does not read back", spec.key));
            }
        }
        let mut o = O::default();
        if o.set(spec.key, "\u{1}not a value").is_ok() {
            return Err(format!("option `{}` accepts any value", spec.key));
        }
    }
    if O::default().set("\u{1}no such key", "1").is_ok() {
        return Err("an unknown key is accepted".to_owned());
    }
    Ok(())
}

/// One entry of a `.perft` file: options, a position text, and the expected
/// perft at each depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PerftCase {
    /// The options, as `KEY=VALUE` (empty for the defaults).
    pub options: Vec<String>,
    /// The position text.
    pub position: String,
    /// `(depth, nodes)` pairs, in file order.
    pub expected: Vec<(u32, u64)>,
    /// The 1-based line of the `position` line, for messages.
    pub line: usize,
}

/// A `.perft` file could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
#[non_exhaustive]
pub struct PerftFileError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

/// Reads a `.perft` file, the format of the reference perft tables:
///
/// ```text
/// # comment
/// options columns=4
/// position 2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S
/// perft 1 16
/// perft 2 220
/// ```
///
/// Each case starts with an `options` line (possibly with no option), then a
/// `position` line, then its `perft D N` lines. Blank lines and lines starting
/// with `#` are ignored.
///
/// # Errors
///
/// A line of another form, a `position` without `options`, a `perft` line
/// outside a case or with bad numbers.
pub fn parse_cases(text: &str) -> Result<Vec<PerftCase>, PerftFileError> {
    let mut cases: Vec<PerftCase> = Vec::new();
    let mut options: Option<Vec<String>> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let err = |message: &str| PerftFileError {
            line,
            message: message.to_owned(),
        };
        let l = raw.trim_end();
        if l.is_empty() || l.starts_with('#') {
            continue;
        }
        let (word, rest) = l.split_once(' ').unwrap_or((l, ""));
        match word {
            "options" => options = Some(rest.split_whitespace().map(str::to_owned).collect()),
            "position" => {
                let options = options
                    .take()
                    .ok_or_else(|| err("`position` without an `options` line before it"))?;
                cases.push(PerftCase {
                    options,
                    position: rest.to_owned(),
                    expected: Vec::new(),
                    line,
                });
            }
            "perft" => {
                let case = cases
                    .last_mut()
                    .ok_or_else(|| err("`perft` before any `position`"))?;
                let mut it = rest.split(' ');
                let (Some(d), Some(n), None) = (it.next(), it.next(), it.next()) else {
                    return Err(err("expected `perft DEPTH NODES`"));
                };
                let d = d.parse().map_err(|_| err("the depth is not a number"))?;
                let n = n
                    .parse()
                    .map_err(|_| err("the node count is not a number"))?;
                case.expected.push((d, n));
            }
            _ => return Err(err("expected `options`, `position` or `perft`")),
        }
    }
    Ok(cases)
}

#[cfg(test)]
mod perft_file_tests {
    use super::*;

    #[test]
    fn reads_cases() {
        let t = "# c\noptions\nposition 1 S\nperft 1 2\n\noptions a=b c=d\nposition 2 N\nperft 1 3\nperft 2 9\n";
        let c = parse_cases(t).unwrap();
        assert_eq!(c.len(), 2);
        assert_eq!(c[0].options, Vec::<String>::new());
        assert_eq!(c[1].options, vec!["a=b", "c=d"]);
        assert_eq!(c[1].expected, vec![(1, 3), (2, 9)]);
        assert_eq!(c[1].line, 7);
        assert_eq!(parse_cases("perft 1 2").unwrap_err().line, 1);
        assert!(parse_cases("position 1 S").is_err());
        assert!(parse_cases("options\nposition 1 S\nperft x 2").is_err());
        assert!(parse_cases("bogus").is_err());
    }
}
