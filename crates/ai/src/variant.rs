//! A variant's tools ([`fanga_core::variant`]), over its game's: the
//! variant's options translated into its game's (the options it fixes, then
//! the ones a caller chose), and the game's sessions seen under the
//! variant's name. Its players and solver are its game's, compiled once for
//! the game: a variant is data, and builds no search code of its own.

use std::sync::Arc;

use fanga_core::{
    Adjudication, LapBudget, MovesWithin, Outcome, Player as Side,
    registry::{AnyPosition, GameEntry, RegistryError},
    variant::VARIANT_KEY,
};

use crate::engine::{Engine, EngineError, Go, Info};

/// A variant as its tools see it: its rules' entry (its name, its options
/// and their checks), and the options of its game it fixes.
#[derive(Clone, Debug)]
pub(crate) struct Over {
    /// The variant's rules ([`GameEntry::define_variant`]).
    pub(crate) rules: GameEntry,
    /// The options of its game it fixes, as `KEY=VALUE`.
    fixed: Arc<[String]>,
}

fn key(assignment: &str) -> &str {
    assignment.split_once('=').map_or(assignment, |(k, _)| k)
}

impl Over {
    pub(crate) fn new(rules: GameEntry, fixed: Vec<String>) -> Self {
        Over {
            rules,
            fixed: fixed.into(),
        }
    }

    fn is_fixed(&self, assignment: &str) -> bool {
        let k = key(assignment);
        self.fixed.iter().any(|f| key(f) == k)
    }

    /// The options of the game for the variant's `options`, once the
    /// variant's rules accept them (their errors are the variant's: an
    /// option it fixes is unknown to it). `variant=NAME` names the variant
    /// itself and starts its options again.
    pub(crate) fn game_options(&self, options: &[String]) -> Result<Vec<String>, RegistryError> {
        self.rules.start(options)?;
        let chosen = options
            .iter()
            .rposition(|o| key(o) == VARIANT_KEY)
            .map_or(options, |i| &options[i + 1..]);
        Ok(self.fixed.iter().chain(chosen).cloned().collect())
    }

    /// The variant's options for its game's `options` (every one, as a
    /// session lists them): its name, then those it leaves open.
    fn variant_options<'a>(&self, options: impl IntoIterator<Item = &'a str>) -> Vec<String> {
        std::iter::once(format!("{VARIANT_KEY}={}", self.rules.name))
            .chain(
                options
                    .into_iter()
                    .filter(|o| !self.is_fixed(o))
                    .map(str::to_owned),
            )
            .collect()
    }

    /// An error of the game's tools, naming the variant where it names the
    /// game.
    pub(crate) fn renamed(&self, e: RegistryError) -> RegistryError {
        match e {
            RegistryError::Unavailable { what, .. } => RegistryError::Unavailable {
                game: self.rules.name.to_owned(),
                what,
            },
            e => e,
        }
    }

    /// The session of the game, seen as one of the variant.
    pub(crate) fn session(&self, inner: Box<dyn Engine>) -> Box<dyn Engine> {
        Box::new(VariantSession {
            over: self.clone(),
            inner,
        })
    }

    /// The game's record of `record` (the variant's): its first two lines,
    /// the game and its options, are the game's; the others are the same.
    fn game_record(&self, record: &str, game: &str) -> Result<String, String> {
        let err = |line: usize, message: String| format!("record line {line}: {message}");
        let text = record.trim_end_matches(['\n', '\r']);
        let mut lines = text.lines();
        let name = self.rules.name;
        match lines.next() {
            None => return Err(err(1, "the record is empty".to_owned())),
            Some(first) => match first.strip_prefix("game ") {
                None => return Err(err(1, "expected `game NAME` first".to_owned())),
                Some(named) if named != name => {
                    return Err(err(
                        1,
                        format!(
                            "this is a record of `{}`, not `{name}`",
                            fanga_core::text::excerpt(named)
                        ),
                    ));
                }
                Some(_) => {}
            },
        }
        let options = lines
            .next()
            .and_then(|l| l.strip_prefix("options"))
            .ok_or_else(|| err(2, "expected `options ...`".to_owned()))?;
        let options: Vec<String> = options.split_whitespace().map(str::to_owned).collect();
        if !options.contains(&format!("{VARIANT_KEY}={name}")) {
            return Err(err(
                2,
                format!("a record of `{name}` names it: `{VARIANT_KEY}={name}`"),
            ));
        }
        let options = self
            .game_options(&options)
            .map_err(|e| err(2, e.to_string()))?;
        let mut out = format!("game {game}");
        if !options.is_empty() {
            out.push_str(&format!("\noptions {}", options.join(" ")));
        }
        for line in lines {
            out.push('\n');
            out.push_str(line);
        }
        out.push('\n');
        Ok(out)
    }

    /// The variant's record of the game's `record`: its first two lines
    /// name the variant and the options it leaves open.
    fn variant_record(&self, record: &str) -> String {
        let mut lines = record.lines().peekable();
        let _game = lines.next();
        // The game's `options` line, there when an option is not its default.
        let options = lines
            .next_if(|l| l == &"options" || l.starts_with("options "))
            .and_then(|l| l.strip_prefix("options"))
            .unwrap_or_default();
        let mut out = format!("game {}\noptions", self.rules.name);
        for o in self.variant_options(options.split_whitespace()) {
            out.push(' ');
            out.push_str(&o);
        }
        out.push('\n');
        for line in lines {
            out.push_str(line);
            out.push('\n');
        }
        out
    }

    /// The game's position `text` as a position of the variant.
    fn position(&self, text: &str, options: &[String]) -> Option<Box<dyn AnyPosition>> {
        self.rules.parse(text, options).ok()
    }
}

/// A session of the variant's game, under the variant's name, options and
/// records.
struct VariantSession {
    over: Over,
    inner: Box<dyn Engine>,
}

impl VariantSession {
    /// The position the game's session holds, as the variant's.
    fn variant_position(&self, game: Box<dyn AnyPosition>) -> Box<dyn AnyPosition> {
        // Every position text reads back exactly (the conformance kit checks
        // it for every game); the game's own position is the fallback.
        self.over
            .position(&game.to_string(), &self.options())
            .unwrap_or(game)
    }
}

impl Engine for VariantSession {
    fn game(&self) -> &'static str {
        self.over.rules.name
    }

    fn set_position(&mut self, position: Option<&str>, moves: &[&str]) -> Result<(), EngineError> {
        self.inner.set_position(position, moves)
    }

    fn position(&self) -> String {
        self.inner.position()
    }

    fn diagram(&self) -> String {
        self.inner.diagram()
    }

    fn moves(&self) -> Vec<String> {
        self.inner.moves()
    }

    fn legal_moves(&self) -> MovesWithin<String> {
        self.inner.legal_moves()
    }

    fn lap_budget(&self) -> LapBudget {
        self.inner.lap_budget()
    }

    fn set_lap_budget(&mut self, budget: LapBudget) {
        self.inner.set_lap_budget(budget);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
    }

    fn result(&self) -> Option<String> {
        self.inner.result()
    }

    fn turn(&self) -> Side {
        self.inner.turn()
    }

    fn record(&self) -> String {
        self.over.variant_record(&self.inner.record())
    }

    fn load_record(&mut self, record: &str) -> Result<(), EngineError> {
        let game = self
            .over
            .game_record(record, self.inner.game())
            .map_err(EngineError::Position)?;
        self.inner.load_record(&game)
    }

    fn play(&mut self, mv: &str) -> Result<String, EngineError> {
        self.inner.play(mv)
    }

    fn undo(&mut self) -> Option<String> {
        self.inner.undo()
    }

    fn redo(&mut self) -> Option<String> {
        self.inner.redo()
    }

    fn undone(&self) -> Vec<String> {
        self.inner.undone()
    }

    fn resign(&mut self, side: Side) {
        self.inner.resign(side);
    }

    fn resigned(&self) -> Option<Side> {
        self.inner.resigned()
    }

    fn set_adjudication(&mut self, adjudication: Adjudication) {
        self.inner.set_adjudication(adjudication);
    }

    fn current(&self) -> Box<dyn AnyPosition> {
        self.variant_position(self.inner.current())
    }

    fn position_at(&self, ply: usize) -> Option<Box<dyn AnyPosition>> {
        Some(self.variant_position(self.inner.position_at(ply)?))
    }

    fn options(&self) -> Vec<String> {
        let options = self.inner.options();
        self.over
            .variant_options(options.iter().map(String::as_str))
    }

    fn go(&mut self, go: Go, info: &mut dyn FnMut(&Info)) -> Option<Info> {
        self.inner.go(go, info)
    }
}
