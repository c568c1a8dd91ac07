//! Games described by data at run time: a **variant** is a game of its own
//! (its name, title, rules text and options are values), played by the
//! rules of a game fanga knows, some of whose options it fixes.
//!
//! A teacher who plays Katro on four columns towards the inner row with a
//! class, or a site that offers "Oware for beginners", describes the game
//! once ([`VariantSpec`], read from a file or built in code) and
//! [`define`]s it: the result, a [`VariantOptions`] value, gives a registry
//! entry ([`GameEntry::of_options`](crate::registry::GameEntry::of_options))
//! and a catalog entry in `fanga-ai`, so that every tool (the engine
//! protocol, `play`, the solver, Python) plays the variant under its own
//! name, offers only the options it leaves open, and writes records that
//! name it. Its positions are [`Variant<P>`]: `P`'s positions, each knowing
//! which variant it belongs to ([`Position::game`]).
//!
//! ```
//! use fanga_core::registry::{GameEntry, Registry};
//! use fanga_core::variant::{VariantSpec, define};
//! use fanga_core::{Game, LapBudget, Position};
//! use fanga_katro::Katro;
//!
//! let class = define::<Katro>(
//!     VariantSpec::new("katro-class", "Katro for the class: four columns, the inner row")
//!         .fix(["columns=4", "goal=inner_row"]),
//! )?;
//! let registry = Registry::new().with(GameEntry::of_variant::<Katro>(class));
//! let p = registry.start("katro-class", &[] as &[&str])?;
//! assert_eq!(p.game(), "katro-class");
//! assert_eq!(p.to_string(), "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S");
//! // The options it fixes are not offered; the others are.
//! assert!(registry.start("katro-class", &["columns=6"]).is_err());
//! let q = registry.start("katro-class", &["direction=per_game"])?;
//! assert!(q.option_assignments().contains(&"direction=per_game".to_owned()));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A variant is defined once per process: its texts are kept for the life
//! of the process (interned, so that positions stay small `Copy`-like
//! values holding one reference), and a second definition under the same
//! name is refused unless it is the same.

use std::any::TypeId;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::ops::ControlFlow;
use std::str::FromStr;
use std::sync::Mutex;

use crate::catalog::{
    BoardView, Catalogued, Evaluator, Extensions, Frame, Labels, Origin, RulesSummary, Solving,
    Step, TableError, TableFile, TableRequest,
};
use crate::learn::{Actions, Decisions};
use crate::playout::Playout;
use crate::{
    Bounded, ByPlayer, GameOptions, LapBudget, MoveList, OptionError, OptionSpec, Outcome,
    ParsePositionError, PlayError, Player, Position, RepetitionRule, SplitMix64, TraceReplayError,
    Traced, Undecided, WithinError,
};

/// A variant as written: its name, title, rules text and the options of
/// its game it fixes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct VariantSpec {
    /// Its name in a registry: 1 to 40 lowercase ASCII letters, digits and
    /// hyphens, starting with a letter (`katro-class`).
    pub name: String,
    /// The name of the game whose rules it plays (`katro`): what a catalog
    /// looks the game up by; empty when the caller names the game's type
    /// itself ([`define`]).
    pub game: String,
    /// One line: the variant and where its rules come from.
    pub title: String,
    /// Its rules in a few sentences, with their source, in English and
    /// French (the playground shows them), when it says.
    pub rules: Option<(String, String, String)>,
    /// The options of its game it fixes, as `KEY=VALUE`: not offered to a
    /// player, and always these.
    pub fixed: Vec<String>,
}

impl VariantSpec {
    /// A variant named `name`, titled `title`, fixing nothing yet.
    #[must_use]
    pub fn new(name: impl Into<String>, title: impl Into<String>) -> Self {
        VariantSpec {
            name: name.into(),
            game: String::new(),
            title: title.into(),
            rules: None,
            fixed: Vec::new(),
        }
    }

    /// The variant of the game named `game` (`katro`).
    #[must_use]
    pub fn of(mut self, game: impl Into<String>) -> Self {
        self.game = game.into();
        self
    }

    /// The variant with these options of its game fixed (`KEY=VALUE`).
    #[must_use]
    pub fn fix<S: Into<String>>(mut self, options: impl IntoIterator<Item = S>) -> Self {
        self.fixed.extend(options.into_iter().map(Into::into));
        self
    }

    /// The variant with its rules summary: its `source`, and the summary in
    /// English and French.
    #[must_use]
    pub fn with_rules(
        mut self,
        source: impl Into<String>,
        en: impl Into<String>,
        fr: impl Into<String>,
    ) -> Self {
        self.rules = Some((source.into(), en.into(), fr.into()));
        self
    }
}

/// A variant description could not be read: the line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("variant description line {line}: {message}")]
pub struct ParseVariantError {
    /// The 1-based line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl FromStr for VariantSpec {
    type Err = ParseVariantError;

    /// Reads a variant description, fanga's own format: one `WORD text`
    /// line for each part, in any order, `#` lines and blank lines ignored.
    ///
    /// ```text
    /// # Katro as the class plays it.
    /// variant katro-class
    /// game katro
    /// title Katro for the class: four columns, the inner row
    /// fix columns=4 goal=inner_row
    /// source Busser (2025), as the class of 3B plays it
    /// en Four columns a row; empty the opponent's inner row to win.
    /// fr Quatre colonnes par rangée ; videz la rangée intérieure adverse pour gagner.
    /// ```
    ///
    /// `variant`, `game` and `title` are required; `fix` may be repeated;
    /// `source`, `en` and `fr` (the rules summary) come together or not at
    /// all. At most 64 lines and 4,096 bytes a line are read.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut spec = VariantSpec::default();
        let mut rules: [Option<String>; 3] = [None, None, None];
        let mut seen: Vec<&str> = Vec::new();
        let mut count = 0;
        for (i, raw) in text.lines().enumerate() {
            let line = i + 1;
            let err = |message: String| ParseVariantError { line, message };
            let l = raw.trim();
            if l.is_empty() || l.starts_with('#') {
                continue;
            }
            count += 1;
            if count > 64 {
                return Err(err("more than 64 lines".to_owned()));
            }
            if l.len() > 4096 {
                return Err(err("a line of more than 4,096 bytes".to_owned()));
            }
            let (word, rest) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            let rest = rest.trim();
            if rest.is_empty() {
                return Err(err(format!(
                    "`{}` without its text",
                    crate::text::suggest::excerpt(word)
                )));
            }
            let once = ["variant", "game", "title", "source", "en", "fr"];
            if once.contains(&word) {
                if seen.contains(&word) {
                    return Err(err(format!("`{word}` given twice")));
                }
                seen.push(word);
            }
            match word {
                "variant" => spec.name = rest.to_owned(),
                "game" => spec.game = rest.to_owned(),
                "title" => spec.title = rest.to_owned(),
                "fix" => spec
                    .fixed
                    .extend(rest.split_whitespace().map(str::to_owned)),
                "source" => rules[0] = Some(rest.to_owned()),
                "en" => rules[1] = Some(rest.to_owned()),
                "fr" => rules[2] = Some(rest.to_owned()),
                _ => {
                    return Err(err(format!(
                        "`{}` is not a part of a variant: expected variant, game, title, fix, source, en or fr",
                        crate::text::suggest::excerpt(word)
                    )));
                }
            }
        }
        let last = text.lines().count().max(1);
        for (word, value) in [
            ("variant", &spec.name),
            ("game", &spec.game),
            ("title", &spec.title),
        ] {
            if value.is_empty() {
                return Err(ParseVariantError {
                    line: last,
                    message: format!("no `{word}` line"),
                });
            }
        }
        spec.rules = match rules {
            [Some(s), Some(e), Some(f)] => Some((s, e, f)),
            [None, None, None] => None,
            _ => {
                return Err(ParseVariantError {
                    line: last,
                    message: "the rules summary needs `source`, `en` and `fr` together".to_owned(),
                });
            }
        };
        Ok(spec)
    }
}

/// A variant could not be defined.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum VariantError {
    /// The name is not 1 to 40 lowercase letters, digits and hyphens
    /// starting with a letter.
    #[error(
        "`{name}` is not a variant name: expected 1 to 40 lowercase letters, digits and hyphens, starting with a letter"
    )]
    Name {
        /// The name (an excerpt of a long one).
        name: String,
    },
    /// The description names another game than the one it is defined for.
    #[error("variant `{name}` is a variant of `{named}`, not of `{game}`")]
    Game {
        /// The variant's name.
        name: String,
        /// The game the description names.
        named: String,
        /// The game it was defined for.
        game: &'static str,
    },
    /// The name is its game's, or another variant's of another definition.
    #[error("`{name}` is already a game: a variant needs a name of its own")]
    Taken {
        /// The name.
        name: String,
    },
    /// The title is empty or longer than a line (200 characters).
    #[error("the title of `{name}` must be one line of 1 to 200 characters")]
    Title {
        /// The variant's name.
        name: String,
    },
    /// A fixed option is refused by the game.
    #[error("variant `{name}`: {error}")]
    Option {
        /// The variant's name.
        name: String,
        /// The game's refusal.
        error: OptionError,
    },
}

/// A defined variant: interned for the life of the process.
#[derive(Debug)]
pub struct VariantDef {
    name: &'static str,
    title: &'static str,
    game: &'static str,
    /// The type of its game's options: a variant is found by its name among
    /// those of the same options type.
    options_type: TypeId,
    rules: Option<RulesSummary>,
    fixed: &'static [(&'static str, &'static str)],
    /// Its options: `variant` (its own name, the only value), then the
    /// game's options it leaves open, with the defaults its fixed options
    /// give.
    specs: &'static [OptionSpec],
}

impl VariantDef {
    /// Its name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Its title.
    #[must_use]
    pub fn title(&self) -> &'static str {
        self.title
    }

    /// The name of the game whose rules it plays.
    #[must_use]
    pub fn game(&self) -> &'static str {
        self.game
    }

    /// The options of its game it fixes, as `(KEY, VALUE)`.
    #[must_use]
    pub fn fixed(&self) -> &'static [(&'static str, &'static str)] {
        self.fixed
    }
}

/// The key of the option that names the variant in its options (and so in
/// its records).
pub const VARIANT_KEY: &str = "variant";

/// Every variant defined in this process, and for each game the options of
/// a [`VariantOptions`] naming none (its `variant` option lists them).
struct Interned {
    defs: Vec<&'static VariantDef>,
    open: Vec<(TypeId, &'static [OptionSpec])>,
}

static INTERNED: Mutex<Interned> = Mutex::new(Interned {
    defs: Vec::new(),
    open: Vec::new(),
});

fn interned<T>(f: impl FnOnce(&mut Interned) -> T) -> T {
    // A poisoned lock only means another thread panicked while defining a
    // variant; the table itself is always whole (entries are pushed last).
    let mut guard = INTERNED
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    f(&mut guard)
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// Defines the variant `spec` of the game `P`, or gives back the one of the
/// same name defined before with the same description: its options, from
/// which [`Variant<P>`] positions start
/// ([`GameEntry::of_options`](crate::registry::GameEntry::of_options) makes
/// its registry entry).
///
/// # Errors
///
/// A bad name or title, a name already taken (by `P`'s game, or by another
/// description), or a fixed option the game refuses.
pub fn define<P: Position>(spec: VariantSpec) -> Result<VariantOptions<P::Options>, VariantError> {
    let name = spec.name.clone();
    if !crate::text::is_game_name(&name) {
        return Err(VariantError::Name {
            name: crate::text::suggest::excerpt(&name),
        });
    }
    if name == P::GAME {
        return Err(VariantError::Taken { name });
    }
    if !spec.game.is_empty() && spec.game != P::GAME {
        return Err(VariantError::Game {
            name,
            named: crate::text::suggest::excerpt(&spec.game),
            game: P::GAME,
        });
    }
    let title = spec.title.trim();
    if title.is_empty() || title.chars().count() > 200 || title.contains(['\n', '\r']) {
        return Err(VariantError::Title { name });
    }
    let mut inner = P::Options::default();
    inner
        .apply(&spec.fixed)
        .map_err(|error| VariantError::Option {
            name: name.clone(),
            error,
        })?;
    let fixed: Vec<(String, String)> = spec
        .fixed
        .iter()
        .filter_map(|a| a.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
    interned(|t| {
        if let Some(&def) = t.defs.iter().find(|d| d.name == name) {
            let same = def.options_type == TypeId::of::<P::Options>()
                && def.title == title
                && def.rules.map(|r| (r.source, r.en, r.fr))
                    == spec
                        .rules
                        .as_ref()
                        .map(|(s, e, f)| (s.as_str(), e.as_str(), f.as_str()))
                && def.fixed.len() == fixed.len()
                && def
                    .fixed
                    .iter()
                    .zip(&fixed)
                    .all(|(a, b)| a.0 == b.0 && a.1 == b.1);
            return if same {
                Ok(VariantOptions {
                    def: Some(def),
                    inner: def.inner::<P::Options>(),
                })
            } else {
                Err(VariantError::Taken { name: name.clone() })
            };
        }
        let name: &'static str = leak(name);
        let fixed: &'static [(&'static str, &'static str)] = Box::leak(
            fixed
                .into_iter()
                .map(|(k, v)| (leak(k), leak(v)))
                .collect::<Vec<_>>()
                .into_boxed_slice(),
        );
        let mut specs = vec![variant_spec(Box::leak(vec![name].into_boxed_slice()), name)];
        for s in P::Options::default().specs() {
            if fixed.iter().any(|(k, _)| *k == s.key) {
                continue;
            }
            let default = inner.value(s.key).unwrap_or(s.default);
            specs.push(OptionSpec { default, ..*s });
        }
        let def: &'static VariantDef = Box::leak(Box::new(VariantDef {
            name,
            title: leak(title.to_owned()),
            game: P::GAME,
            options_type: TypeId::of::<P::Options>(),
            rules: spec
                .rules
                .map(|(s, e, f)| RulesSummary::new(leak(s), leak(e), leak(f))),
            fixed,
            specs: Box::leak(specs.into_boxed_slice()),
        }));
        t.defs.push(def);
        // The options naming no variant list this game's variants.
        let names: Vec<&'static str> = t
            .defs
            .iter()
            .filter(|d| d.options_type == TypeId::of::<P::Options>())
            .map(|d| d.name)
            .collect();
        let mut open = vec![variant_spec(Box::leak(names.into_boxed_slice()), "")];
        open.extend_from_slice(P::Options::default().specs());
        let open: &'static [OptionSpec] = Box::leak(open.into_boxed_slice());
        let key = TypeId::of::<P::Options>();
        match t.open.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = open,
            None => t.open.push((key, open)),
        }
        Ok(VariantOptions {
            def: Some(def),
            inner,
        })
    })
}

fn variant_spec(values: &'static [&'static str], default: &'static str) -> OptionSpec {
    OptionSpec {
        key: VARIANT_KEY,
        values,
        default,
        doc: "the variant: a game described by data, played by this game's rules",
    }
}

impl VariantDef {
    /// Its game's options with its fixed ones set.
    fn inner<O: GameOptions>(&self) -> O {
        let mut o = O::default();
        for (k, v) in self.fixed {
            // Checked when the variant was defined.
            let _ = o.set(k, v);
        }
        o
    }
}

/// The options of a variant of the game whose options are `O`: which
/// variant (none: the game itself), and the game's options, its fixed ones
/// set. Its `KEY=VALUE` options are `variant=NAME` (in every record) and
/// the options the variant leaves open.
#[derive(Clone, Copy, Debug)]
pub struct VariantOptions<O> {
    def: Option<&'static VariantDef>,
    inner: O,
}

impl<O> VariantOptions<O> {
    /// The variant, if the options name one.
    #[must_use]
    pub fn variant(&self) -> Option<&'static VariantDef> {
        self.def
    }

    /// The game's own options.
    #[must_use]
    pub fn game_options(&self) -> &O {
        &self.inner
    }
}

impl<O: GameOptions> Default for VariantOptions<O> {
    /// No variant: the game itself, under its defaults.
    fn default() -> Self {
        VariantOptions {
            def: None,
            inner: O::default(),
        }
    }
}

/// Two variants are the same when they have the same name.
fn same_def(a: Option<&'static VariantDef>, b: Option<&'static VariantDef>) -> bool {
    a.map(|d| d.name) == b.map(|d| d.name)
}

impl<O: PartialEq> PartialEq for VariantOptions<O> {
    fn eq(&self, other: &Self) -> bool {
        same_def(self.def, other.def) && self.inner == other.inner
    }
}

impl<O: Eq> Eq for VariantOptions<O> {}

impl<O: Hash> Hash for VariantOptions<O> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.def.map(|d| d.name).hash(state);
        self.inner.hash(state);
    }
}

impl<O: GameOptions> GameOptions for VariantOptions<O> {
    /// The game's options: what the options naming no variant offer beside
    /// `variant` ([`GameOptions::specs`] is the instance's list).
    const SPECS: &'static [OptionSpec] = O::SPECS;

    fn specs(&self) -> &'static [OptionSpec] {
        match self.def {
            Some(d) => d.specs,
            None => {
                let key = TypeId::of::<O>();
                interned(|t| t.open.iter().find(|(k, _)| *k == key).map(|(_, s)| *s))
                    .unwrap_or(O::SPECS)
            }
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), OptionError> {
        if key == VARIANT_KEY {
            // The options of a variant name it alone (its `variant` option
            // has one value); those naming none name any of the game's.
            if let Some(d) = self.def
                && d.name != value
            {
                return Err(OptionError::BadValue {
                    key: VARIANT_KEY.to_owned(),
                    value: crate::text::suggest::excerpt(value),
                    allowed: d.name.to_owned(),
                });
            }
            let key = TypeId::of::<O>();
            let def = interned(|t| {
                t.defs
                    .iter()
                    .find(|d| d.name == value && d.options_type == key)
                    .copied()
            })
            .ok_or_else(|| OptionError::BadValue {
                key: VARIANT_KEY.to_owned(),
                value: crate::text::suggest::excerpt(value),
                allowed: "a variant defined in this program".to_owned(),
            })?;
            self.def = Some(def);
            self.inner = def.inner();
            return Ok(());
        }
        if let Some(d) = self.def
            && d.fixed.iter().any(|(k, _)| *k == key)
        {
            return Err(OptionError::unknown_key::<O>(key));
        }
        self.inner.set(key, value)
    }

    fn value(&self, key: &str) -> Option<&'static str> {
        if key == VARIANT_KEY {
            return self.def.map(|d| d.name);
        }
        if let Some(d) = self.def
            && d.fixed.iter().any(|(k, _)| *k == key)
        {
            return None;
        }
        self.inner.value(key)
    }
}

/// A position of a variant: a position of `P`, and the variant it belongs
/// to (none: the game itself).
#[derive(Clone, Copy, Debug)]
pub struct Variant<P> {
    position: P,
    def: Option<&'static VariantDef>,
}

impl<P> Variant<P> {
    /// The position of the game whose rules the variant plays.
    #[must_use]
    pub fn position(&self) -> &P {
        &self.position
    }

    /// The variant, if any.
    #[must_use]
    pub fn variant(&self) -> Option<&'static VariantDef> {
        self.def
    }

    fn with(&self, position: P) -> Self {
        Variant {
            position,
            def: self.def,
        }
    }
}

impl<P: PartialEq> PartialEq for Variant<P> {
    fn eq(&self, other: &Self) -> bool {
        same_def(self.def, other.def) && self.position == other.position
    }
}

impl<P: Eq> Eq for Variant<P> {}

impl<P: Hash> Hash for Variant<P> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.def.map(|d| d.name).hash(state);
        self.position.hash(state);
    }
}

/// The position text: the game's.
impl<P: fmt::Display> fmt::Display for Variant<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.position.fmt(f)
    }
}

/// Reads a position text of the game itself (no variant); a variant's
/// positions are read under its options ([`Position::from_text`]).
impl<P: Position> FromStr for Variant<P> {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse().map(|position| Variant {
            position,
            def: None,
        })
    }
}

impl<P: Position> Position for Variant<P> {
    type Move = P::Move;
    type ParseMoveError = P::ParseMoveError;
    type MoveError = P::MoveError;
    type Options = VariantOptions<P::Options>;

    const GAME: &'static str = P::GAME;
    const PLAYER_LETTERS: ByPlayer<char> = P::PLAYER_LETTERS;
    const REPETITION: RepetitionRule = P::REPETITION;

    fn start(options: &Self::Options) -> Self {
        Variant {
            position: P::start(&options.inner),
            def: options.def,
        }
    }

    fn from_text(text: &str, options: &Self::Options) -> Result<Self, ParsePositionError> {
        Ok(Variant {
            position: P::from_text(text, &options.inner)?,
            def: options.def,
        })
    }

    fn options(&self) -> Self::Options {
        VariantOptions {
            def: self.def,
            inner: self.position.options(),
        }
    }

    fn game(&self) -> &'static str {
        self.def.map_or(P::GAME, |d| d.name)
    }

    fn repetition(&self) -> RepetitionRule {
        self.position.repetition()
    }

    #[inline]
    fn turn(&self) -> Player {
        self.position.turn()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }

    fn legal_moves(&self) -> MoveList<P::Move> {
        self.position.legal_moves()
    }

    fn check_move(&self, m: &P::Move) -> Result<(), P::MoveError> {
        self.position.check_move(m)
    }

    #[inline]
    fn play_unchecked(&mut self, m: &P::Move) {
        self.position.play_unchecked(m);
    }

    fn play(self, m: &P::Move) -> Result<Self, PlayError<Self>> {
        let def = self.def;
        self.position
            .play(m)
            .map(|position| Variant { position, def })
            .map_err(|e| PlayError {
                mv: e.mv,
                reason: e.reason,
                position: Variant {
                    position: e.position,
                    def,
                },
            })
    }

    fn diagram(&self) -> String {
        self.position.diagram()
    }

    fn conserved(&self) -> Option<u64> {
        self.position.conserved()
    }

    fn play_random(&mut self, rng: &mut SplitMix64) -> bool {
        self.position.play_random(rng)
    }

    fn random_playout(&self, rng: &mut SplitMix64, max_plies: usize) -> Playout<Self> {
        let p = self.position.random_playout(rng, max_plies);
        Playout {
            position: self.with(p.position),
            plies: p.plies,
            outcome: p.outcome,
        }
    }

    fn epoch(&self) -> u64 {
        self.position.epoch()
    }

    fn score(&self) -> ByPlayer<u32> {
        self.position.score()
    }

    fn for_each_move(&self, visit: impl FnMut(P::Move) -> ControlFlow<()>) -> ControlFlow<()> {
        self.position.for_each_move(visit)
    }

    fn move_count(&self) -> usize {
        self.position.move_count()
    }
}

impl<P: Bounded> Bounded for Variant<P> {
    fn max_turn_laps(&self) -> Option<u64> {
        self.position.max_turn_laps()
    }

    fn visit_moves(
        &self,
        budget: LapBudget,
        visit: impl FnMut(Result<P::Move, Undecided<P::Move>>) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        self.position.visit_moves(budget, visit)
    }

    fn run_move(
        &mut self,
        m: &P::Move,
        budget: LapBudget,
    ) -> Result<(), WithinError<P::Move, P::MoveError>> {
        self.position.run_move(m, budget)
    }

    fn random_move(&mut self, rng: &mut SplitMix64, budget: LapBudget) -> bool {
        self.position.random_move(rng, budget)
    }
}

impl<P: Traced> Traced for Variant<P> {
    type Trace = P::Trace;

    fn play_traced(&self, m: &P::Move) -> Result<(Self, P::Trace), P::MoveError> {
        self.position.play_traced(m).map(|(p, t)| (self.with(p), t))
    }

    fn replay_trace(&self, trace: &P::Trace) -> Result<Self, TraceReplayError> {
        self.position.replay_trace(trace).map(|p| self.with(p))
    }
}

/// The game's evaluation, on the variant's positions.
struct VariantEvaluator<P: Position>(Box<dyn Evaluator<P>>);

impl<P: Position> Evaluator<Variant<P>> for VariantEvaluator<P> {
    fn evaluate(&self, position: &Variant<P>) -> i32 {
        self.0.evaluate(&position.position)
    }

    fn exact(&self, position: &Variant<P>) -> Option<i32> {
        self.0.exact(&position.position)
    }
}

/// Everything the tools know of the game, but the variant's name, title and
/// rules text.
impl<P: Catalogued> Catalogued for Variant<P> {
    const TITLE: &'static str = P::TITLE;

    fn title(options: &Self::Options) -> &'static str {
        options
            .def
            .map_or_else(|| P::title(&options.inner), |d| d.title)
    }

    fn rules(options: &Self::Options) -> Option<RulesSummary> {
        match options.def {
            Some(d) => d.rules,
            None => P::rules(&options.inner),
        }
    }

    fn labels(options: &Self::Options) -> Option<Labels> {
        P::labels(&options.inner)
    }

    /// A variant's family and region are its game's.
    fn origin(options: &Self::Options) -> Option<Origin> {
        P::origin(&options.inner)
    }

    fn evaluator(options: &Self::Options, extensions: &Extensions) -> Box<dyn Evaluator<Self>> {
        Box::new(VariantEvaluator(P::evaluator(&options.inner, extensions)))
    }

    fn sample(options: &Self::Options) -> Self {
        Variant {
            position: P::sample(&options.inner),
            def: options.def,
        }
    }

    fn solving(options: &Self::Options) -> Solving {
        P::solving(&options.inner)
    }

    fn read_table(
        file: &mut dyn std::io::Read,
        options: Option<&Self::Options>,
    ) -> Result<TableFile, TableError> {
        P::read_table(file, options.map(|o| &o.inner))
    }

    fn build_table(
        position: &Self,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        P::build_table(&position.position, request, progress)
    }

    fn solves_at_once(options: &Self::Options) -> bool {
        P::solves_at_once(&options.inner)
    }

    fn view(&self) -> BoardView {
        self.position.view()
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        self.position.steps(mv)
    }

    fn frames(&self, mv: &P::Move, trace: &P::Trace, next: &Self) -> Vec<Frame> {
        self.position.frames(mv, trace, &next.position)
    }
}

/// The game's action space.
impl<P: Actions> Actions for Variant<P> {
    const ENDS_EARLY: bool = P::ENDS_EARLY;
    const TURNS_HAVE_CHOICES: bool = P::TURNS_HAVE_CHOICES;

    fn action_count(options: &Self::Options) -> u32 {
        P::action_count(&options.inner)
    }

    fn max_turn_decisions(options: &Self::Options) -> u32 {
        P::max_turn_decisions(&options.inner)
    }

    fn decisions(&self, mv: &P::Move, out: &mut Decisions) {
        self.position.decisions(mv, out);
    }

    fn action_text(options: &Self::Options, mover: Player, id: u32) -> String {
        P::action_text(&options.inner, mover, id)
    }

    fn position_features(options: &Self::Options) -> usize {
        P::position_features(&options.inner)
    }

    fn observe_position(&self, out: &mut [f32]) {
        self.position.observe_position(out);
    }
}
