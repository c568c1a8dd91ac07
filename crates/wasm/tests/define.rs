//! Games read from files (a rule set, a MancalaGames game file, a
//! variant), as the playground loads them. In a process of their own: a
//! rule set is defined for the life of the process, and the default rule
//! set's option then lists it among its values, which the label checks of
//! `table.rs` (every value of a registered game named in French) must not
//! see.

use fanga::core::catalog::BoardView;
use fanga_wasm::table::Table;
use fanga_wasm::think;

mod common;
use common::{count, names};

/// A two-row game in fanga's JSON: four holes a row, three seeds each,
/// Wari's captures.
const FOUR_BY_THREE: &str = r#"{"name": "wasm-four-three", "title": "Four holes a row, three seeds each",
    "board": {"holes": 4, "seeds": 3}, "capture": {"counts": [2, 3], "side": "opponent"}}"#;

#[test]
fn a_game_read_from_a_file_is_listed_and_played_as_every_other() {
    let name = fanga_wasm::games::define(FOUR_BY_THREE).expect("a good description");
    assert_eq!(name, "wasm-four-three");
    // Listed under its name, with its title, after the registry's games.
    let games: serde_json::Value = serde_json::from_str(&fanga_wasm::games_json()).expect("JSON");
    let listed = games.as_array().expect("a list");
    for game in names() {
        assert!(listed.iter().any(|g| g["name"] == game), "{game}");
    }
    let last = &listed[listed.len() - 1];
    assert_eq!(last["name"], name);
    assert_eq!(last["title"], "Four holes a row, three seeds each");
    // Its board, its moves, their frames, its record read back.
    let mut t = Table::new(name, &[], None).expect("its start");
    let s = t.state();
    match &s.board {
        BoardView::Sowing {
            rows, cols, cells, ..
        } => {
            assert_eq!((*rows, *cols), (2, 4));
            assert!(cells.iter().all(|&c| c == 3));
        }
        b => panic!("not a sowing board: {b:?}"),
    }
    assert_eq!(s.legal.len(), 4);
    // Its name is the game, not a state of the position beside the board.
    assert_eq!(s.options, [format!("ruleset={name}")]);
    assert!(s.extras.is_empty(), "{:?}", s.extras);
    let played = t.play(&s.legal[0].text).expect("a legal move");
    assert!(played.frames.len() > 1);
    assert_eq!(count(&t.state().board), 24);
    let back =
        Table::from_record(&t.record(), fanga::ai::SESSION_LAPS).expect("its record reads back");
    assert_eq!(back.position(), t.position());
    // The computer players, from the catalog, search it.
    let thought = think::think(name, &[], None, &t.state().moves, "ab:d3", 1, None)
        .expect("a computer player");
    assert!(t.play(&thought.mv).is_ok(), "{}", thought.mv);
    // The same file again is the same game.
    assert_eq!(fanga_wasm::games::define(FOUR_BY_THREE), Ok(name));
}

#[test]
fn a_mancalagames_file_and_a_variant_are_read_too() {
    let mg = r#"{"game_class": "Mancala", "game_constants": {"holes": 4, "nbr_start": 3},
                 "game_info": {"name": "Wasm Wari", "capt_on": [2, 3], "capt_side": 1}}"#;
    let name = fanga_wasm::games::define(mg).expect("a MancalaGames file");
    let mut t = Table::new(name, &[], None).expect("its start");
    let mv = t.state().legal[0].text.clone();
    assert!(t.play(&mv).is_ok());
    let variant = "variant wasm-katro-four\ngame katro\ntitle Katro on four columns\nfix columns=4";
    let name = fanga_wasm::games::define(variant).expect("a variant");
    assert_eq!(name, "wasm-katro-four");
    assert_eq!(
        Table::new(name, &[], None)
            .expect("its start")
            .state()
            .legal
            .len(),
        16
    );
    assert!(fanga_wasm::games_json().contains("\"title\":\"Katro on four columns\""));
}

#[test]
fn a_refused_file_says_why_on_one_line_and_adds_nothing() {
    let before = fanga_wasm::games_json();
    let too_long = format!("{{\"name\": \"x\", \"title\": \"{}\"}}", "x".repeat(70_000));
    for (text, says) in [
        (
            r#"{"name": "wasm-bad", "title": "Too many holes",
                "board": {"holes": 40, "seeds": 3}, "capture": {"counts": [2, 3], "side": "opponent"}}"#,
            "board.holes: 40 is not 1 to 16",
        ),
        (
            r#"{"name": "wasm-bad", "title": "No capture", "board": {"holes": 4, "seeds": 3}}"#,
            "capture.kind",
        ),
        (
            r#"{"name": "kalah", "title": "Not Kalah",
                "board": {"holes": 4, "seeds": 3}, "capture": {"counts": [2, 3], "side": "opponent"}}"#,
            "`kalah` is already a game",
        ),
        ("{\"game_info\": {}}", "game_info.name"),
        ("variant wasm-v\ngame katro", "line 2"),
        ("hello", "not a game description"),
        ("", "not a game description"),
        ("\u{0}\u{1}PNG\r\n\u{1a}", "not a game description"),
        (too_long.as_str(), "longer than 64 KiB"),
    ] {
        let e = fanga_wasm::games::define(text).expect_err("refused");
        assert!(e.message.contains(says), "{e:?} should say {says:?}");
        assert!(!e.message.contains('\n'), "{e:?}: one line");
    }
    assert_eq!(fanga_wasm::games_json(), before, "nothing added");
    // An unknown game is still refused by name.
    assert!(Table::new("wasm-bad", &[], None).is_err());
}
