//! Every error of the library maps to a kind of its own: every variant of
//! each error enum is built here and mapped, none falls to `unmapped`, and
//! every kind of [`Kind::ALL`] is met.

use std::collections::HashSet;

use fanga::ai::solve::SolveError;
use fanga::ai::{EngineError, ParsePlayerSpecError, PlayerSpec, SolveGameError};
use fanga::core::registry::RegistryError;
use fanga::core::variant::VariantError;
use fanga::core::{ByPlayer, LapBudget, OptionError, ParsePositionError, Undecided};
use fanga_wasm::refusal::{Kind, Refusal};
use fanga_wasm::table::Table;
use fanga_wasm::think;

#[allow(dead_code)] // `count` serves the other suites.
mod common;
use common::names;

/// Every variant of the library's error enums, built by hand.
fn every_library_error() -> Vec<Refusal> {
    let option = OptionError::Repeated { key: "k".into() };
    let options = [
        OptionError::NotAssignment { text: "x".into() },
        OptionError::UnknownKey {
            key: "k".into(),
            known: "a, b".into(),
            suggestion: Some("a".into()),
        },
        OptionError::BadValue {
            key: "k".into(),
            value: "v".into(),
            allowed: "1, 2".into(),
        },
        option.clone(),
    ];
    let positions = [
        ParsePositionError::Empty,
        ParsePositionError::Spacing { at: 3 },
        ParsePositionError::MissingSide,
        ParsePositionError::BadSide {
            found: "X".into(),
            expected: ByPlayer {
                south: 'S',
                north: 'N',
            },
        },
        ParsePositionError::RowCount {
            expected: "4".into(),
            found: 3,
        },
        ParsePositionError::ColumnCount {
            row: 1,
            expected: "6".into(),
            found: 5,
        },
        ParsePositionError::BadEntry {
            place: "c2".into(),
            found: "x".into(),
            expected: "a count",
        },
        ParsePositionError::CountTooLarge {
            place: "c2".into(),
            found: "999".into(),
            max: 255,
        },
        ParsePositionError::TooManySeeds {
            total: 999,
            max: 255,
        },
        ParsePositionError::NotKeyValue { field: "x".into() },
        ParsePositionError::UnknownKey {
            key: "x".into(),
            expected: "no key".into(),
        },
        ParsePositionError::RepeatedKey { key: "x".into() },
        ParsePositionError::KeyOrder {
            key: "a".into(),
            before: "b".into(),
        },
        ParsePositionError::MissingKey { key: "store" },
        ParsePositionError::BadValue {
            key: "store",
            found: "x".into(),
            expected: "two counts",
        },
        ParsePositionError::OptionMismatch {
            option: "columns=4".into(),
            detail: "6 columns".into(),
        },
        ParsePositionError::Invalid("no".into()),
        ParsePositionError::Shape {
            rows: 3,
            cols: 3,
            expected_rows: 5,
            expected_cols: 9,
        },
        ParsePositionError::TooManyPieces {
            side: 'W',
            found: 30,
            max: 22,
        },
        ParsePositionError::TooManyKeys { max: 16 },
        ParsePositionError::NoPieces,
        ParsePositionError::UnexpectedSeeds {
            place: "store".into(),
            seeds: 3,
        },
    ];
    let variants = [
        VariantError::Name { name: "X".into() },
        VariantError::Game {
            name: "v".into(),
            named: "a".into(),
            game: "b",
        },
        VariantError::Taken { name: "v".into() },
        VariantError::Title { name: "v".into() },
        VariantError::Option {
            name: "v".into(),
            error: option.clone(),
        },
    ];
    let registry = [
        RegistryError::UnknownGame {
            name: "x".into(),
            known: "a, b".into(),
            suggestion: None,
        },
        RegistryError::Option(option.clone()),
        RegistryError::Position(ParsePositionError::Empty),
        RegistryError::Undecided(Undecided::new("a1".to_owned(), 10)),
        RegistryError::Variant(VariantError::Taken { name: "v".into() }),
        RegistryError::Description("bad".into()),
        RegistryError::Unavailable {
            game: "g".into(),
            what: "no solver",
        },
    ];
    let engine = [
        EngineError::Position("bad".into()),
        EngineError::Move {
            index: 2,
            text: "x".into(),
            reason: "no".into(),
        },
        EngineError::GameOver {
            index: 2,
            text: "x".into(),
            result: "S wins".into(),
        },
        EngineError::Undecided {
            index: 2,
            text: "x".into(),
            laps: 10,
        },
    ];
    let solve = [
        SolveError::Cycle { plies: 3 },
        SolveError::NodeBudget { nodes: 10 },
        SolveError::TooDeep { plies: 3 },
        SolveError::TooLarge {
            positions: 1,
            complete_plies: 2,
            cap: 3,
        },
        SolveError::HistoryDependent { game: "g" },
        SolveError::game(OptionError::Repeated { key: "k".into() }),
        SolveError::Unsupported {
            game: "g",
            why: "no method",
        },
    ];
    let mut all: Vec<Refusal> = Vec::new();
    all.extend(options.iter().map(Refusal::option));
    all.extend(positions.iter().map(Refusal::position));
    all.extend(variants.iter().map(Refusal::variant));
    all.extend(registry.iter().map(Refusal::registry));
    all.extend(engine.iter().map(Refusal::engine));
    all.extend(solve.iter().map(Refusal::solve));
    all.push(Refusal::solve_game(&SolveGameError::Registry(
        RegistryError::Option(option),
    )));
    let player: Result<PlayerSpec, ParsePlayerSpecError> = "x".parse();
    all.extend(player.err().iter().map(Refusal::player));
    all
}

/// Refusals of moves, from every game: a text no game reads, and the first
/// move played twice (illegal where its hole changed hands).
fn move_refusals() -> Vec<Refusal> {
    let mut all = Vec::new();
    for game in names() {
        let start = fanga_wasm::position::read(game, &[], None).expect("the start");
        let e = fanga_wasm::position::play(start.as_ref(), "zz9!?", false, LapBudget::UNLIMITED)
            .expect_err("no move");
        assert_eq!(e.kind, Kind::MoveSyntax, "{game}: {e:?}");
        assert_eq!(e.fields["move"], "zz9!?", "{game}");
        all.push(e);
        if let Some(first) = fanga_wasm::position::moves(start.as_ref()).first() {
            let next = start.play_text(first, LapBudget::UNLIMITED).expect("legal");
            if let Err(e) =
                fanga_wasm::position::play(next.as_ref(), first, false, LapBudget::UNLIMITED)
            {
                assert!(
                    matches!(
                        e.kind,
                        Kind::MoveSyntax | Kind::MoveIllegal | Kind::GameOver
                    ),
                    "{game}: {e:?}"
                );
                all.push(e);
            }
        }
    }
    all
}

/// Refusals this crate makes itself.
fn own_refusals() -> Vec<Refusal> {
    let game = names()[0];
    let mut t = Table::new(game, &[], None).expect("the start");
    let record = t.record();
    let line = |text: &str| {
        Table::from_record(text, fanga::ai::SESSION_LAPS)
            .map(|_| ())
            .expect_err(text)
    };
    let mut all = vec![
        line(""),
        line("nothing"),
        line(&record.replace("# format 2", "# format x")),
        line(&record.replace("# format 2", "# format 9")),
        line(&record.replace("# format 2", "adjudication move_limit=9")),
        line(&record.replace("# format 2", "what")),
        line(&record.replace("result unfinished", "result S wins (x)")),
        fanga_wasm::games::define(&"x".repeat(70_000)).expect_err("too long"),
        think::think(game, &[], None, &[], "grandmaster", 0, None).expect_err("no player"),
        think::solve(game, &[], &t.position()).expect_err("not solvable here"),
        fanga_wasm::table::lap_budget_of(Some(-1.0)).expect_err("a negative budget"),
    ];
    // A game played to its end refuses the next move.
    let mut seed = 0;
    while t.state().result.is_none() && seed < 10_000 {
        let legal = t.state().legal;
        let Some(m) = legal.get(seed % legal.len().max(1)) else {
            break;
        };
        let m = m.text.clone();
        t.play(&m).expect("legal");
        seed += 7;
    }
    if t.state().result.is_some() {
        all.push(t.play("a1").expect_err("over"));
    }
    all
}

#[test]
fn every_error_of_the_library_has_a_kind_of_its_own() {
    let mut met: HashSet<&str> = HashSet::new();
    for r in every_library_error()
        .into_iter()
        .chain(move_refusals())
        .chain(own_refusals())
    {
        assert_ne!(r.kind, Kind::Unmapped, "{r:?}");
        assert!(!r.message.is_empty() && !r.message.contains('\n'), "{r:?}");
        // Each crosses as JSON with its kind's name.
        let json: serde_json::Value = serde_json::from_str(&r.to_json()).expect("JSON");
        assert_eq!(json["kind"], r.kind.name());
        met.insert(r.kind.name());
    }
    // Every kind is met but those of bugs and of variants not yet named;
    // a game over is met where a game of the list ends within its moves.
    let unmet: Vec<&str> = Kind::ALL
        .iter()
        .map(|k| k.name())
        .filter(|k| !met.contains(k) && !["internal", "unmapped", "game-over"].contains(k))
        .collect();
    assert!(unmet.is_empty(), "never met: {unmet:?}");
    let names: HashSet<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
    assert_eq!(names.len(), Kind::ALL.len(), "each name once");
}

#[test]
fn a_refused_option_names_its_key_and_values() {
    let game = names()[0];
    let e = Table::new(game, &["nosuch=1".to_owned()], None)
        .map(|_| ())
        .expect_err("unknown key");
    assert_eq!(e.kind, Kind::OptionUnknownKey);
    assert_eq!(e.fields["key"], "nosuch");
    assert!(e.fields["known"].is_array());
    let e = Table::new("no-such-game", &[], None)
        .map(|_| ())
        .expect_err("unknown game");
    assert_eq!(e.kind, Kind::UnknownGame);
    assert!(
        e.fields["known"]
            .as_array()
            .is_some_and(|k| k.iter().any(|n| n == game))
    );
}
