//! Refusals as values a page can translate: every error this crate returns
//! is a [`Refusal`], a [`Kind`] (a stable name, `option-bad-value`) with the
//! structured fields of the library's error (which option, which value,
//! what was allowed) beside the library's English sentence. The JavaScript
//! package throws it as a `FangaError` carrying the same `kind` and
//! `fields`.
//!
//! The kinds are derived from the library's error enums, one kind a
//! variant ([`Refusal::registry`], [`Refusal::position`], ...), and listed
//! once, in [`Kind::ALL`]; the native tests build every variant and check
//! that none falls to [`Kind::Unmapped`], the kind a variant added to the
//! library later gets until this crate names it (its message stays the
//! library's).

use std::fmt;

use serde::Serialize;
use serde_json::{Map, Value, json};

use fanga::ai::solve::SolveError;
use fanga::ai::{EngineError, ParsePlayerSpecError, SolveGameError};
use fanga::core::registry::RegistryError;
use fanga::core::variant::VariantError;
use fanga::core::{OptionError, ParsePositionError};

/// Declares [`Kind`] and its list [`Kind::ALL`] from one table.
macro_rules! kinds {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal,)*) => {
        /// What was refused: a stable name for each refusal of the library,
        /// the key a page translates it by. Each variant's documentation
        /// names its fields; a refusal met in a record also carries its
        /// [`Refusal::line`] (and a move's [`Refusal::index`]).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum Kind {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Kind {
            /// Every kind, in a fixed order.
            pub const ALL: &'static [Kind] = &[$(Kind::$variant,)*];

            /// The kind's name, as JavaScript sees it.
            #[must_use]
            pub const fn name(self) -> &'static str {
                match self {
                    $(Kind::$variant => $name,)*
                }
            }
        }
    };
}

kinds! {
    /// No game has that name: `name`, `known` (the names), `suggestion`.
    UnknownGame = "unknown-game",
    /// An option is not `KEY=VALUE`: `text`.
    OptionNotAssignment = "option-not-assignment",
    /// The game has no such option: `key`, `known`, `suggestion`.
    OptionUnknownKey = "option-unknown-key",
    /// An option's value is not one of its values: `key`, `value`, `allowed`.
    OptionBadValue = "option-bad-value",
    /// An option is given twice: `key`.
    OptionRepeated = "option-repeated",
    /// The position text is empty.
    PositionEmpty = "position-empty",
    /// Bad spacing in a position text: `at` (a byte offset).
    PositionSpacing = "position-spacing",
    /// No side to move after the board.
    PositionMissingSide = "position-missing-side",
    /// The side to move is not a letter of the game: `found`, `expected`.
    PositionBadSide = "position-bad-side",
    /// Wrong number of rows: `expected`, `found`.
    PositionRowCount = "position-row-count",
    /// A row has the wrong length: `row`, `expected`, `found`.
    PositionColumnCount = "position-column-count",
    /// An entry is not what the game takes: `place`, `found`, `expected`.
    PositionBadEntry = "position-bad-entry",
    /// A count is too large: `place`, `found`, `max`.
    PositionCountTooLarge = "position-count-too-large",
    /// Too many seeds in all: `total`, `max`.
    PositionTooManySeeds = "position-too-many-seeds",
    /// A field is not `key=value`: `field`.
    PositionNotKeyValue = "position-not-key-value",
    /// An unknown key: `key`, `expected`.
    PositionUnknownKey = "position-unknown-key",
    /// A key given twice: `key`.
    PositionRepeatedKey = "position-repeated-key",
    /// Keys out of order: `key`, `before`.
    PositionKeyOrder = "position-key-order",
    /// A required key is missing: `key`.
    PositionMissingKey = "position-missing-key",
    /// A key's value is malformed: `key`, `found`, `expected`.
    PositionBadValue = "position-bad-value",
    /// An option disagrees with the text: `option`, `detail`.
    PositionOptionMismatch = "position-option-mismatch",
    /// No position of the game, by a rule of its own: `detail` (the game's words).
    PositionInvalid = "position-invalid",
    /// Another board shape: `rows`, `cols`, `expectedRows`, `expectedCols`.
    PositionShape = "position-shape",
    /// Too many pieces of a side: `side`, `found`, `max`.
    PositionTooManyPieces = "position-too-many-pieces",
    /// Too many `key=value` fields: `max`.
    PositionTooManyKeys = "position-too-many-keys",
    /// Neither player has a piece.
    PositionNoPieces = "position-no-pieces",
    /// Seeds where the game keeps none: `place`, `seeds`.
    PositionUnexpectedSeeds = "position-unexpected-seeds",
    /// The text is no move of the game: `move`, `reason` (the game's words).
    MoveSyntax = "move-syntax",
    /// The move is illegal here: `move`, `reason` (the game's words).
    MoveIllegal = "move-illegal",
    /// A turn still undecided when its lap budget ran out: `move`, `laps`.
    Undecided = "undecided",
    /// A move was asked of a game that is over: `result`.
    GameOver = "game-over",
    /// A variant's name is malformed: `name`.
    VariantName = "variant-name",
    /// A variant names another game: `name`, `named`, `game`.
    VariantGame = "variant-game",
    /// A variant takes a name already taken: `name`.
    VariantTaken = "variant-taken",
    /// A variant's title is empty or too long: `name`.
    VariantTitle = "variant-title",
    /// A variant fixes an option its game refuses: `name`, `option` (that
    /// refusal, with its own `kind`, `message` and `fields`).
    VariantOption = "variant-option",
    /// A game description was refused: `detail` (the reader's words, naming
    /// the field or line).
    Description = "description",
    /// A description longer than the module reads: `max` (bytes).
    DescriptionTooLong = "description-too-long",
    /// The game has no such tool here: `game`, `what`.
    Unavailable = "unavailable",
    /// A session refused the options or position: `detail`.
    SessionPosition = "session-position",
    /// A session refused a move of a list: `index`, `move`, `reason`.
    SessionMove = "session-move",
    /// A session was given a move after the end: `index`, `move`, `result`.
    SessionGameOver = "session-game-over",
    /// A lap budget is not a whole number of laps from 0 to
    /// `Number.MAX_SAFE_INTEGER`, nor `null` (unlimited): `found` (as text).
    LapBudget = "lap-budget",
    /// Not a computer player: `spec`.
    Player = "player",
    /// The record is empty.
    RecordEmpty = "record-empty",
    /// A record line is not the one expected: `expected`.
    RecordExpected = "record-expected",
    /// A record's format is not a number: `found`.
    RecordFormat = "record-format",
    /// A record of a newer format: `format`, `newest`.
    RecordNewerFormat = "record-newer-format",
    /// A record asks for adjudication.
    RecordAdjudication = "record-adjudication",
    /// A line no record has: `found`.
    RecordUnexpectedLine = "record-unexpected-line",
    /// A record's result disagrees with its moves: `says`, `gives`.
    RecordResult = "record-result",
    /// Not a board solved here: `game`.
    NotSolvable = "not-solvable",
    /// The solver met a cycle: `plies`.
    SolveCycle = "solve-cycle",
    /// The solver used up its positions: `nodes`.
    SolveNodeBudget = "solve-node-budget",
    /// The solver went too deep: `plies`.
    SolveTooDeep = "solve-too-deep",
    /// The positions exceed the memory cap: `positions`, `completePlies`, `cap`.
    SolveTooLarge = "solve-too-large",
    /// The game's value depends on its history: `game`.
    SolveHistoryDependent = "solve-history-dependent",
    /// A game's own solver refused: `detail`.
    SolveGame = "solve-game",
    /// The game declares no exact method: `game`, `why`.
    SolveUnsupported = "solve-unsupported",
    /// A bug: the module stopped (a trap), or a state that cannot occur:
    /// `detail`.
    Internal = "internal",
    /// A variant of a library error this crate does not name yet: `family`
    /// (the enum), `variant`; the message is the library's.
    Unmapped = "unmapped",
}

impl Serialize for Kind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// A refused request: its kind, the library's sentence, its fields, and
/// where it was met (a record's line, a move's place in a list).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Refusal {
    /// What was refused.
    pub kind: Kind,
    /// The library's sentence, in English (the record's line first, when
    /// there is one).
    pub message: String,
    /// The structured fields of the kind (see [`Kind`]).
    pub fields: Map<String, Value>,
    /// The line of the record it was met on, from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// The move's place in the list it came in (a record's moves), from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for Refusal {}

/// An object of fields, from `json!({...})`.
fn object(value: Value) -> Map<String, Value> {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

/// A comma-separated list as an array.
fn list(text: &str) -> Value {
    text.split(", ")
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .into()
}

/// A message on one line.
pub(crate) fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

impl Refusal {
    /// A refusal of `kind` saying `message`, with `fields` (a JSON object).
    #[must_use]
    pub fn new(kind: Kind, message: impl Into<String>, fields: Value) -> Refusal {
        Refusal {
            kind,
            message: one_line(&message.into()),
            fields: object(fields),
            line: None,
            index: None,
        }
    }

    /// A variant this crate does not name yet, by its `Debug` name.
    fn unmapped(family: &str, error: &(impl fmt::Debug + fmt::Display)) -> Refusal {
        let debug = format!("{error:?}");
        let variant: String = debug
            .chars()
            .take_while(char::is_ascii_alphanumeric)
            .collect();
        Refusal::new(
            Kind::Unmapped,
            error.to_string(),
            json!({ "family": family, "variant": variant }),
        )
    }

    /// The refusal met on `line` of a record: its message starts with the
    /// line, as the record's reader says it.
    #[must_use]
    pub fn at_line(mut self, line: usize) -> Refusal {
        self.message = format!("line {line}: {}", self.message);
        self.line = Some(line);
        self
    }

    /// The refusal of the `index`-th move (from 1) of a list, `mv`.
    #[must_use]
    pub fn of_move(mut self, index: usize, mv: &str) -> Refusal {
        self.message = format!(
            "move {index} `{}`: {}",
            fanga::core::text::excerpt(mv),
            self.message
        );
        self.index = Some(index);
        self
    }

    /// Names the move a refusal of a move was about (`move`), where the
    /// library's error does not carry it apart from its sentence.
    #[must_use]
    pub fn about_move(mut self, mv: &str) -> Refusal {
        if matches!(self.kind, Kind::MoveSyntax | Kind::MoveIllegal) {
            self.fields.insert(
                "move".to_owned(),
                fanga::core::text::excerpt(mv).to_string().into(),
            );
        }
        self
    }

    /// A registry's refusal.
    #[must_use]
    pub fn registry(e: &RegistryError) -> Refusal {
        let message = e.to_string();
        match e {
            RegistryError::UnknownGame {
                name,
                known,
                suggestion,
            } => Refusal::new(
                Kind::UnknownGame,
                message,
                json!({ "name": name, "known": list(known), "suggestion": suggestion }),
            ),
            RegistryError::Option(o) => Refusal::option(o),
            RegistryError::Position(p) => {
                let mut r = Refusal::position(p);
                r.message = one_line(&message);
                r
            }
            RegistryError::Move(refused) => {
                // The game's `MoveTextError<P>` is behind the type-erased
                // registry: its variant is read from its derived `Debug`,
                // which starts with the variant's name (`Syntax { .. }`).
                let inner = refused.error();
                let debug = format!("{inner:?}");
                let kind = if debug.starts_with("Syntax") {
                    Kind::MoveSyntax
                } else if debug.starts_with("Illegal") {
                    Kind::MoveIllegal
                } else {
                    return Refusal::unmapped("MoveTextError", e);
                };
                let reason = inner
                    .source()
                    .map_or_else(|| message.clone(), ToString::to_string);
                Refusal::new(kind, message, json!({ "reason": one_line(&reason) }))
            }
            RegistryError::Undecided(u) => Refusal::new(
                Kind::Undecided,
                message,
                json!({ "move": u.mv, "laps": u.laps }),
            ),
            RegistryError::Variant(v) => Refusal::variant(v),
            RegistryError::Description(detail) => Refusal::new(
                Kind::Description,
                message,
                json!({ "detail": one_line(detail) }),
            ),
            RegistryError::Unavailable { game, what } => Refusal::new(
                Kind::Unavailable,
                message,
                json!({ "game": game, "what": what }),
            ),
            _ => Refusal::unmapped("RegistryError", e),
        }
    }

    /// A refused option.
    #[must_use]
    pub fn option(e: &OptionError) -> Refusal {
        let (kind, fields) = match e {
            OptionError::NotAssignment { text } => {
                (Kind::OptionNotAssignment, json!({ "text": text }))
            }
            OptionError::UnknownKey {
                key,
                known,
                suggestion,
            } => (
                Kind::OptionUnknownKey,
                json!({ "key": key, "known": list(known), "suggestion": suggestion }),
            ),
            OptionError::BadValue {
                key,
                value,
                allowed,
            } => (
                Kind::OptionBadValue,
                json!({ "key": key, "value": value, "allowed": list(allowed) }),
            ),
            OptionError::Repeated { key } => (Kind::OptionRepeated, json!({ "key": key })),
            _ => return Refusal::unmapped("OptionError", e),
        };
        Refusal::new(kind, e.to_string(), fields)
    }

    /// A refused position text.
    #[must_use]
    pub fn position(e: &ParsePositionError) -> Refusal {
        use ParsePositionError as P;
        let (kind, fields) = match e {
            P::Empty => (Kind::PositionEmpty, json!({})),
            P::Spacing { at } => (Kind::PositionSpacing, json!({ "at": at })),
            P::MissingSide => (Kind::PositionMissingSide, json!({})),
            P::BadSide { found, expected } => (
                Kind::PositionBadSide,
                json!({ "found": found, "expected": [expected.south, expected.north] }),
            ),
            P::RowCount { expected, found } => (
                Kind::PositionRowCount,
                json!({ "expected": expected, "found": found }),
            ),
            P::ColumnCount {
                row,
                expected,
                found,
            } => (
                Kind::PositionColumnCount,
                json!({ "row": row, "expected": expected, "found": found }),
            ),
            P::BadEntry {
                place,
                found,
                expected,
            } => (
                Kind::PositionBadEntry,
                json!({ "place": place, "found": found, "expected": expected }),
            ),
            P::CountTooLarge { place, found, max } => (
                Kind::PositionCountTooLarge,
                json!({ "place": place, "found": found, "max": max }),
            ),
            P::TooManySeeds { total, max } => (
                Kind::PositionTooManySeeds,
                json!({ "total": total, "max": max }),
            ),
            P::NotKeyValue { field } => (Kind::PositionNotKeyValue, json!({ "field": field })),
            P::UnknownKey { key, expected } => (
                Kind::PositionUnknownKey,
                json!({ "key": key, "expected": expected }),
            ),
            P::RepeatedKey { key } => (Kind::PositionRepeatedKey, json!({ "key": key })),
            P::KeyOrder { key, before } => (
                Kind::PositionKeyOrder,
                json!({ "key": key, "before": before }),
            ),
            P::MissingKey { key } => (Kind::PositionMissingKey, json!({ "key": key })),
            P::BadValue {
                key,
                found,
                expected,
            } => (
                Kind::PositionBadValue,
                json!({ "key": key, "found": found, "expected": expected }),
            ),
            P::OptionMismatch { option, detail } => (
                Kind::PositionOptionMismatch,
                json!({ "option": option, "detail": detail }),
            ),
            P::Invalid(detail) => (Kind::PositionInvalid, json!({ "detail": detail })),
            P::Shape {
                rows,
                cols,
                expected_rows,
                expected_cols,
            } => (
                Kind::PositionShape,
                json!({ "rows": rows, "cols": cols, "expectedRows": expected_rows,
                        "expectedCols": expected_cols }),
            ),
            P::TooManyPieces { side, found, max } => (
                Kind::PositionTooManyPieces,
                json!({ "side": side, "found": found, "max": max }),
            ),
            P::TooManyKeys { max } => (Kind::PositionTooManyKeys, json!({ "max": max })),
            P::NoPieces => (Kind::PositionNoPieces, json!({})),
            P::UnexpectedSeeds { place, seeds } => (
                Kind::PositionUnexpectedSeeds,
                json!({ "place": place, "seeds": seeds }),
            ),
            _ => return Refusal::unmapped("ParsePositionError", e),
        };
        Refusal::new(kind, e.to_string(), fields)
    }

    /// A refused variant.
    #[must_use]
    pub fn variant(e: &VariantError) -> Refusal {
        let (kind, fields) = match e {
            VariantError::Name { name } => (Kind::VariantName, json!({ "name": name })),
            VariantError::Game { name, named, game } => (
                Kind::VariantGame,
                json!({ "name": name, "named": named, "game": game }),
            ),
            VariantError::Taken { name } => (Kind::VariantTaken, json!({ "name": name })),
            VariantError::Title { name } => (Kind::VariantTitle, json!({ "name": name })),
            VariantError::Option { name, error } => (
                Kind::VariantOption,
                json!({ "name": name, "option": Refusal::option(error) }),
            ),
            _ => return Refusal::unmapped("VariantError", e),
        };
        Refusal::new(kind, e.to_string(), fields)
    }

    /// A session's refusal.
    #[must_use]
    pub fn engine(e: &EngineError) -> Refusal {
        let (kind, fields) = match e {
            EngineError::Position(detail) => {
                (Kind::SessionPosition, json!({ "detail": one_line(detail) }))
            }
            EngineError::Move {
                index,
                text,
                reason,
            } => (
                Kind::SessionMove,
                json!({ "index": index, "move": text, "reason": one_line(reason) }),
            ),
            EngineError::GameOver {
                index,
                text,
                result,
            } => (
                Kind::SessionGameOver,
                json!({ "index": index, "move": text, "result": result }),
            ),
            // The same kind and fields as the rules' own refusal of an
            // undecided move ([`RegistryError::Undecided`]).
            EngineError::Undecided { text, laps, .. } => {
                (Kind::Undecided, json!({ "move": text, "laps": laps }))
            }
            _ => return Refusal::unmapped("EngineError", e),
        };
        Refusal::new(kind, e.to_string(), fields)
    }

    /// A computer player's spec refused.
    #[must_use]
    pub fn player(e: &ParsePlayerSpecError) -> Refusal {
        Refusal::new(Kind::Player, e.to_string(), json!({ "spec": e.0 }))
    }

    /// The solver's refusal, through the catalog.
    #[must_use]
    pub fn solve_game(e: &SolveGameError) -> Refusal {
        match e {
            SolveGameError::Registry(r) => Refusal::registry(r),
            SolveGameError::Solve(s) => Refusal::solve(s),
            _ => Refusal::unmapped("SolveGameError", e),
        }
    }

    /// The solver's refusal.
    #[must_use]
    pub fn solve(e: &SolveError) -> Refusal {
        let (kind, fields) = match e {
            SolveError::Cycle { plies } => (Kind::SolveCycle, json!({ "plies": plies })),
            SolveError::NodeBudget { nodes } => (Kind::SolveNodeBudget, json!({ "nodes": nodes })),
            SolveError::TooDeep { plies } => (Kind::SolveTooDeep, json!({ "plies": plies })),
            SolveError::TooLarge {
                positions,
                complete_plies,
                cap,
            } => (
                Kind::SolveTooLarge,
                json!({ "positions": positions, "completePlies": complete_plies, "cap": cap }),
            ),
            SolveError::HistoryDependent { game } => {
                (Kind::SolveHistoryDependent, json!({ "game": game }))
            }
            SolveError::Game(g) => (
                Kind::SolveGame,
                json!({ "detail": one_line(&g.to_string()) }),
            ),
            SolveError::Unsupported { game, why } => {
                (Kind::SolveUnsupported, json!({ "game": game, "why": why }))
            }
            _ => return Refusal::unmapped("SolveError", e),
        };
        Refusal::new(kind, e.to_string(), fields)
    }

    /// The refusal as JSON, the form it crosses to JavaScript in.
    #[must_use]
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| {
            format!(
                "{{\"kind\":\"internal\",\"message\":{:?},\"fields\":{{}}}}",
                self.message
            )
        })
    }
}
