//! The playground's logic, natively: every game opens, lists its moves as
//! steps, animates every move with frames that keep every seed, and reads
//! back its records.

use fanga::core::LapBudget;
use fanga::core::catalog::BoardView;
use fanga_wasm::refusal::Kind;
use fanga_wasm::table::{MAX_LISTED_MOVES, RECORD_FORMAT, Table};
use fanga_wasm::think;

mod common;
use common::{count, names};

#[test]
fn every_registered_game_opens_shows_a_board_and_plays_an_animated_move() {
    for entry in fanga::registry().entries() {
        let game = entry.name;
        let mut t = Table::new(game, &[], None).unwrap_or_else(|e| panic!("{game}: {e}"));
        let s = t.state();
        assert_eq!(s.game, game);
        let shows_something = match &s.board {
            BoardView::Sowing { cells, .. } => !cells.is_empty(),
            BoardView::Points { cells, .. } => !cells.is_empty(),
            BoardView::Text { diagram } => !diagram.is_empty(),
            _ => false,
        };
        assert!(shows_something, "{game}: an empty board {:?}", s.board);
        // The first legal move, listed or (past the list's limit) typed.
        let mv = match s.legal.first() {
            Some(m) => m.text.clone(),
            None => fanga::registry()
                .start(game, &[] as &[&str])
                .map(|p| {
                    p.moves(fanga::core::LapBudget::UNLIMITED)
                        .decided
                        .swap_remove(0)
                })
                .unwrap_or_else(|e| panic!("{game}: {e}")),
        };
        let played = t.play(&mv).unwrap_or_else(|e| panic!("{game} {mv}: {e}"));
        assert!(!played.frames.is_empty(), "{game} {mv}: no frame");
        assert!(
            played.frames.len() <= fanga::core::catalog::MAX_FRAMES,
            "{game}"
        );
        assert_eq!(
            played.frames.last().map(|f| &f.board),
            Some(&t.state().board),
            "{game} {mv}: the last frame is the position after the move"
        );
    }
}

#[test]
fn every_registered_game_has_its_rules_in_english_and_french() {
    let json = fanga_wasm::games_json();
    for entry in fanga::registry().entries() {
        let game = entry.name;
        let rules = entry
            .rules
            .unwrap_or_else(|| panic!("{game} declares no rules summary (Catalogued::RULES)"));
        for (what, text) in [("source", rules.source), ("en", rules.en), ("fr", rules.fr)] {
            assert!(text.trim().len() > 10, "{game}: its {what} is empty");
            assert!(!text.contains("  "), "{game}: its {what} has double spaces");
            // The page reads them from the games' list.
            let quoted = serde_json::to_string(text).unwrap_or_default();
            assert!(
                json.contains(&quoted),
                "{game}: its {what} is not in games()"
            );
        }
        assert_ne!(rules.en, rules.fr, "{game}: one language twice");
    }
}

#[test]
fn every_game_plays_a_few_moves_with_frames_that_keep_every_seed() {
    for game in names() {
        let mut t = Table::new(game, &[], None).expect("the start");
        for ply in 0..6 {
            let s = t.state();
            if s.result.is_some() {
                break;
            }
            assert!(s.legal_count > 0, "{game}: no moves and no result");
            // Mangala's setup lists too many moves: the page types them.
            let mv = if s.legal.is_empty() {
                assert!(s.legal_count > MAX_LISTED_MOVES, "{game}");
                "setup:18,17,18,17".to_owned()
            } else {
                // The steps of each move tell it from every other.
                let mut seen = std::collections::HashSet::new();
                for m in &s.legal {
                    assert!(!m.steps.is_empty(), "{game}: {} has no steps", m.text);
                    let key: Vec<&str> = m.steps.iter().map(|s| s.text.as_str()).collect();
                    assert!(
                        seen.insert(key),
                        "{game}: two moves with the steps of {}",
                        m.text
                    );
                    // The first step of a move names a cell of the board,
                    // but for choices made without one (Mangala's pie).
                    if let Some(cell) = &m.steps[0].cell {
                        assert!(cell.len() >= 2, "{game}: cell {cell}");
                    }
                }
                s.legal[ply % s.legal.len()].text.clone()
            };
            let before = count(&s.board);
            let played = t.play(&mv).unwrap_or_else(|e| panic!("{game} {mv}: {e}"));
            assert!(!played.frames.is_empty());
            let after = t.state();
            assert_eq!(
                played.frames.last().map(|f| &f.board),
                Some(&after.board),
                "{game} {mv}: the last frame is the position after the move"
            );
            if let BoardView::Sowing { .. } = s.board {
                for f in &played.frames {
                    assert_eq!(
                        count(&f.board) + f.hand,
                        before,
                        "{game} {mv}: frame `{}` loses seeds",
                        f.note
                    );
                }
            }
        }
    }
}

#[test]
fn a_lap_is_shown_seed_by_seed() {
    let mut t = Table::new("oware", &[], None).expect("oware");
    let shown = t.play("c1").expect("c1");
    // Take 4 seeds, then one frame per seed, then the end and the position.
    let sown: Vec<&str> = shown
        .frames
        .iter()
        .filter(|f| f.note.starts_with("sow"))
        .map(|f| f.at[0].as_str())
        .collect();
    assert_eq!(sown, ["d1", "e1", "f1", "f2"]);
    assert_eq!(shown.frames[0].hand, 4);
    assert_eq!(shown.frames[0].at, ["c1"]);
}

#[test]
fn fanorona_moves_are_points_and_capture_choices() {
    let mut t = Table::new("fanorona", &[], None).expect("fanorona");
    let s = t.state();
    let m = s.legal.iter().find(|m| m.text == "d3-e3W").expect("d3-e3W");
    let texts: Vec<&str> = m.steps.iter().map(|s| s.text.as_str()).collect();
    assert_eq!(texts, ["d3", "e3", "W"]);
    assert_eq!(m.steps[1].cell.as_deref(), Some("e3"));
    assert_eq!(m.steps[2].cell, None);
    assert_eq!(m.steps[2].label, "capture by withdrawal");
    let shown = t.play("d3-e3W").expect("legal");
    assert!(shown.frames[0].note.starts_with("d3 to e3, captures"));
}

#[test]
fn fang_cups_are_cells_of_one_row() {
    let mut t = Table::new("fang", &[], None).expect("fang");
    let s = t.state();
    let two = s.legal.iter().find(|m| m.text == "2").expect("cup 2");
    assert_eq!(two.steps[0].cell.as_deref(), Some("b1"));
    assert_eq!(two.steps[0].label, "cup 2");
}

#[test]
fn undo_and_redo_walk_the_game() {
    let mut t = Table::new("katro", &["columns=4".to_owned()], None).expect("katro");
    let first = t.state().legal[0].text.clone();
    t.play(&first).expect("legal");
    let second = t.state().legal[0].text.clone();
    t.play(&second).expect("legal");
    let after_two = t.position();
    assert!(t.undo());
    assert!(t.undo());
    assert!(!t.undo(), "nothing before the start");
    assert_eq!(t.state().redo, [second.clone(), first.clone()]);
    t.redo().expect("decided").expect("redo 1");
    t.redo().expect("decided").expect("redo 2");
    assert!(t.redo().expect("nothing to redo").is_none());
    assert_eq!(t.position(), after_two);
    // A move other than the next to redo forgets the redo list.
    assert!(t.undo());
    let other = t
        .state()
        .legal
        .iter()
        .map(|m| m.text.clone())
        .find(|m| *m != second)
        .expect("another move");
    t.play(&other).expect("legal");
    assert!(t.state().redo.is_empty());
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let mut t = Table::new("katro", &[], None).expect("katro");
    let before = t.position();
    for bad in ["", "z9", "a2:up", "a4:cw", "a2 a2 a2 a2 a2"] {
        let e = t.play(bad).expect_err(bad);
        assert!(!e.message.is_empty());
        assert_eq!(t.position(), before);
    }
}

#[test]
fn records_read_back_and_name_the_bad_line() {
    let mut t = Table::new("kalah", &["houses=4".to_owned()], None).expect("kalah");
    for _ in 0..5 {
        let m = t.state().legal[0].text.clone();
        t.play(&m).expect("legal");
    }
    let record = t.record();
    assert!(record.contains(&format!("# format {RECORD_FORMAT}\n")));
    let back = Table::from_record(&record, fanga::ai::SESSION_LAPS).expect("reads back");
    assert_eq!(back.position(), t.position());
    assert_eq!(back.record(), record);
    // fanga_core::Game reads it too, so the terminal's `load` takes it.
    let game = fanga::core::Game::<fanga::kalah::Kalah>::from_record(
        &record,
        fanga::core::LapBudget::UNLIMITED,
    )
    .expect("core reads it");
    assert_eq!(game.position().to_string(), t.position());

    let newer = record.replace("# format 2", "# format 3");
    let e = Table::from_record(&newer, fanga::ai::SESSION_LAPS)
        .map(|_| ())
        .expect_err("newer format");
    assert!(
        e.message.contains("line 3") && e.message.contains("format 3"),
        "{e}"
    );
    assert_eq!((e.kind, e.line), (Kind::RecordNewerFormat, Some(3)));
    let bad = record.replacen("move ", "move z9", 1);
    let e = Table::from_record(&bad, fanga::ai::SESSION_LAPS)
        .map(|_| ())
        .expect_err("bad move");
    assert!(e.message.starts_with("line 4: move 1"), "{e}");
    assert_eq!(
        (e.kind, e.line, e.index),
        (Kind::MoveSyntax, Some(4), Some(1))
    );
    let e = Table::from_record("game chess\noptions\n", fanga::ai::SESSION_LAPS)
        .map(|_| ())
        .expect_err("chess");
    assert!(e.message.contains("chess"), "{e}");
    assert_eq!(e.kind, Kind::UnknownGame);
    // A game without options has no `options` line (the page writes every
    // option of a game that has some), and format 1's empty one reads the
    // same.
    let plain = Table::new("fanorona-telo", &[], None)
        .expect("telo")
        .record();
    assert!(
        plain.starts_with("game fanorona-telo\n# format 2\n"),
        "{plain}"
    );
    let older = plain.replace("# format 2\n", "options\n# format 1\n");
    assert_eq!(
        Table::from_record(&older, fanga::ai::SESSION_LAPS)
            .expect("format 1")
            .record(),
        plain
    );
    let wrong = record.replace("result unfinished", "result S wins (the stores)");
    assert!(Table::from_record(&wrong, fanga::ai::SESSION_LAPS).is_err());
    assert!(Table::from_record("", fanga::ai::SESSION_LAPS).is_err());
}

#[test]
fn a_start_position_is_kept_in_the_record() {
    let start = "0,1,0,0,0,0/0,0,0,0,0,1 S store=23,23";
    let t = Table::new("kalah", &[], Some(start)).expect("a position");
    assert_eq!(t.position(), start);
    let back = Table::from_record(&t.record(), fanga::ai::SESSION_LAPS).expect("reads back");
    assert_eq!(back.position(), start);
    let e = Table::new("kalah", &[], Some("1,2/3"))
        .map(|_| ())
        .expect_err("bad text");
    assert!(!e.message.is_empty());
}

#[test]
fn every_game_has_a_computer_player() {
    for game in names() {
        let t = Table::new(game, &[], None).expect("the start");
        let options: Vec<String> = Vec::new();
        let thought = think::think(game, &options, None, &[], "ab:d2", 1, None)
            .unwrap_or_else(|e| panic!("{game}: {e}"));
        let mut t = t;
        assert!(t.play(&thought.mv).is_ok(), "{game}: {}", thought.mv);
    }
    let e =
        think::think("katro", &[], None, &[], "grandmaster", 0, None).expect_err("no such player");
    assert!(!e.message.is_empty());
}

#[test]
fn solved_boards_value_every_move() {
    assert!(think::solvable("fanorona-telo", &[]));
    assert!(think::solvable(
        "kalah",
        &["houses=4".to_owned(), "seeds=3".to_owned()]
    ));
    assert!(!think::solvable("kalah", &[]));
    assert!(!think::solvable("katro", &[]));
    let t = Table::new("fang", &["cups=6".to_owned()], None).expect("fang");
    let s = think::solve("fang", &["cups=6".to_owned()], &t.position()).expect("solved");
    // docs/solved.md: Fang on 6 cups is a draw, and both first moves draw.
    assert_eq!(s.value.verdict, "draw");
    assert_eq!(s.moves.len(), 2);
    assert!(s.moves.iter().all(|(_, v)| v.verdict == "draw"));
    assert!(think::solve("katro", &[], "x").is_err());
}

#[test]
fn the_games_list_has_every_game_and_its_options() {
    let json = fanga_wasm::games_json();
    for game in names() {
        assert!(json.contains(&format!("\"name\":\"{game}\"")), "{game}");
    }
    assert!(json.contains("\"key\":\"columns\""));
    assert!(json.contains("\"letters\":[\"W\",\"B\"]"));
    assert!(json.contains("\"rules\":{\"source\":"));
}

#[test]
fn the_games_own_state_is_shown_beside_the_board() {
    let mut t = Table::new("katra-sakalava", &[], None).expect("katra sakalava");
    assert_eq!(t.state().extras, ["rova=1,1"]);
    let s = Table::new("mangala", &[], None).expect("mangala").state();
    assert!(
        s.extras.contains(&"phase=setup".to_owned()),
        "{:?}",
        s.extras
    );
    assert!(!s.extras.iter().any(|e| e.starts_with("captured=")));
    assert!(
        Table::new("katro", &[], None)
            .expect("katro")
            .state()
            .extras
            .is_empty()
    );
    let _ = t.play("e2:cw");
}

/// The playground's setup form in French names everything by the game's
/// own labels: every registered game gives its title in French, a name in
/// both languages for each of its options, and for each value that is not
/// a number; and no label names an option or a value the game does not
/// have (a misspelt key would leave the form in English).
#[test]
fn every_registered_game_names_its_options_and_values_in_english_and_french() {
    for e in fanga::registry().entries() {
        let labels = e
            .labels
            .unwrap_or_else(|| panic!("{}: no Catalogued::LABELS", e.name));
        assert!(
            !labels.title_fr.trim().is_empty(),
            "{}: French title",
            e.name
        );
        assert_ne!(labels.title_fr, e.title, "{}: French title", e.name);
        for o in e.options {
            let l = labels
                .option(o.key)
                .unwrap_or_else(|| panic!("{}: no label for option `{}`", e.name, o.key));
            for text in [l.name.en, l.name.fr, l.doc_fr] {
                assert!(!text.trim().is_empty(), "{}: `{}`", e.name, o.key);
                assert!(!text.contains('_'), "{}: `{text}` is a key", e.name);
            }
            // The browser test's checks of the French form, here without a
            // browser: a French name is not the key, a French line not the
            // English one.
            assert_ne!(l.name.fr, o.key, "{}: French name of `{}`", e.name, o.key);
            assert_ne!(l.doc_fr, o.doc, "{}: French line of `{}`", e.name, o.key);
            for v in o.values {
                if v.parse::<u32>().is_ok() {
                    continue;
                }
                let w = labels
                    .value(o.key, v)
                    .unwrap_or_else(|| panic!("{}: no label for `{}={v}`", e.name, o.key));
                assert!(
                    !w.en.trim().is_empty() && !w.fr.trim().is_empty(),
                    "{}: `{v}`",
                    e.name
                );
                assert!(!w.fr.contains('_'), "{}: `{}` is a key", e.name, w.fr);
            }
            for (v, _) in l.values {
                assert!(
                    o.values.contains(v),
                    "{}: `{}={v}` is not a value",
                    e.name,
                    o.key
                );
                // The form shows a number as itself, in every language.
                assert!(
                    v.parse::<u32>().is_err(),
                    "{}: `{}={v}` is a number: it needs no label",
                    e.name,
                    o.key
                );
            }
        }
        for l in labels.options {
            assert!(
                e.options.iter().any(|o| o.key == l.key),
                "{}: `{}` is not an option",
                e.name,
                l.key
            );
        }
    }
    let json = fanga_wasm::games_json();
    assert!(json.contains("\"titleFr\":\"Katro, le jeu"));
    assert!(
        json.contains("\"valueNames\":[{\"en\":\"all the seeds\",\"fr\":\"toutes les graines\"}")
    );
}

/// katra fandatsaka's slow position of `docs/bounded-work.md`: `d2:cw`,
/// `d2:ccw` and `f2:ccw` need hundreds of millions of laps, `h2:ccw` a few
/// million.
const SLOW: &str = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/3,6,5,4,5,4,5,2/4,1,6,5,2,3,6,3 S reserve=0,0";

/// A Katro position whose `a1:ccw` is proven endless (North wins) after
/// between 1,500 and 2,000 laps; every other move ends within a few.
const CHEAP: &str = "0,0,0,0,0,0/0,0,0,0,0,0/1,5,3,0,1,2/3,4,0,2,1,5 S";

fn texts(moves: &[fanga_wasm::table::LegalMove]) -> Vec<&str> {
    moves.iter().map(|m| m.text.as_str()).collect()
}

#[test]
fn a_table_lists_the_moves_undecided_within_its_lap_budget_apart_and_refuses_them() {
    let mut t = Table::new("katra-fandatsaka", &[], Some(SLOW)).expect("the position");
    // A new table plays under the sessions' budget.
    assert_eq!(t.lap_budget(), fanga::ai::SESSION_LAPS);
    t.set_lap_budget(LapBudget::laps(1_000));
    let s = t.state();
    assert_eq!(s.lap_budget, Some(1_000));
    assert_eq!(texts(&s.undecided), ["d2:cw", "d2:ccw", "f2:ccw", "h2:ccw"]);
    assert_eq!(s.undecided[0].steps[0].cell.as_deref(), Some("d2"));
    assert_eq!(s.legal_count, 28);
    assert!(s.legal.iter().all(|m| !s.undecided.contains(m)));
    let before = t.position();
    for mv in ["d2:cw", " h2:ccw "] {
        let e = t.play(mv).expect_err(mv);
        assert_eq!(e.kind, Kind::Undecided, "{e}");
        assert_eq!(e.fields["move"], mv.trim());
        assert_eq!(e.fields["laps"], 1_000);
        assert_eq!(t.position(), before);
    }
    // A decided move plays as ever.
    t.play("a2:cw").expect("decided");
    assert_eq!(t.state().result.as_deref(), Some("S wins (kamo)"));
}

#[test]
fn an_unlimited_lap_budget_decides_every_move() {
    let mut t = Table::new("katro", &[], Some(CHEAP)).expect("the position");
    t.set_lap_budget(LapBudget::laps(1_000));
    assert_eq!(texts(&t.state().undecided), ["a1:ccw"]);
    let e = t.play("a1:ccw").expect_err("undecided");
    assert_eq!(e.kind, Kind::Undecided);
    t.set_lap_budget(LapBudget::UNLIMITED);
    let s = t.state();
    assert_eq!(s.lap_budget, None);
    assert!(s.undecided.is_empty());
    assert!(texts(&s.legal).contains(&"a1:ccw"));
    assert_eq!(s.legal_count, 20);
    // Endless: its mover loses.
    t.play("a1:ccw").expect("decided");
    assert_eq!(
        t.state().result.map(|r| r.starts_with("N wins")),
        Some(true)
    );
    // Taken back, it is redone under the budget of the moment: refused under
    // a smaller one, the table unchanged.
    assert!(t.undo());
    t.set_lap_budget(LapBudget::laps(1_000));
    let e = t.redo().map(|_| ()).expect_err("undecided");
    assert_eq!(e.kind, Kind::Undecided);
    assert_eq!(t.state().redo, ["a1:ccw"]);
    t.set_lap_budget(LapBudget::laps(2_000));
    assert!(t.redo().expect("decided").is_some());
    // A budget of 0 laps decides no move that sows.
    t.undo();
    t.set_lap_budget(LapBudget::laps(0));
    let s = t.state();
    assert_eq!(
        (s.legal_count, s.undecided.len(), s.lap_budget),
        (0, 20, Some(0))
    );
}

#[test]
fn a_record_is_read_under_a_lap_budget() {
    let mut t = Table::new("katro", &[], Some(CHEAP)).expect("the position");
    t.set_lap_budget(LapBudget::UNLIMITED);
    t.play("a1:ccw").expect("decided");
    let record = t.record();
    // The default budget decides it.
    let back =
        Table::from_record(&record, fanga::ai::SESSION_LAPS).expect("within 20 million laps");
    assert_eq!(back.lap_budget(), fanga::ai::SESSION_LAPS);
    assert_eq!(back.position(), t.position());
    let e = Table::from_record(&record, LapBudget::laps(1_000))
        .map(|_| ())
        .expect_err("undecided");
    assert_eq!(
        (e.kind, e.line, e.index),
        (Kind::Undecided, Some(5), Some(1))
    );
    assert!(
        e.message.starts_with("line 5: move 1 `a1:ccw`: ") && e.message.contains("1000 laps"),
        "{e}"
    );
    let back = Table::from_record(&record, LapBudget::UNLIMITED).expect("exact");
    assert_eq!(back.lap_budget(), LapBudget::UNLIMITED);
}

#[test]
fn a_lap_budget_from_javascript_is_a_whole_number_or_null() {
    use fanga_wasm::table::{MAX_LAP_BUDGET, lap_budget_of};
    assert_eq!(lap_budget_of(None).ok(), Some(LapBudget::UNLIMITED));
    assert_eq!(lap_budget_of(Some(0.0)).ok(), Some(LapBudget::laps(0)));
    assert_eq!(
        lap_budget_of(Some(20e6)).ok(),
        Some(fanga::ai::SESSION_LAPS)
    );
    #[allow(clippy::cast_precision_loss)]
    let max = MAX_LAP_BUDGET as f64;
    assert_eq!(
        lap_budget_of(Some(max)).ok(),
        Some(LapBudget::laps(MAX_LAP_BUDGET))
    );
    for bad in [-1.0, 1.5, f64::NAN, f64::INFINITY, max + 1.0] {
        let e = lap_budget_of(Some(bad)).expect_err("refused");
        assert_eq!(e.kind, Kind::LapBudget, "{bad}");
        assert_eq!(e.fields["found"], bad.to_string());
    }
}

#[test]
fn a_move_is_previewed_and_the_last_one_replayed_within_the_lap_budget() {
    let mut t = Table::new("katra-fandatsaka", &[], Some(SLOW)).expect("the position");
    t.set_lap_budget(LapBudget::laps(1_000));
    assert!(t.last_move().is_none());
    let e = t.preview("d2:cw").map(|_| ()).expect_err("undecided");
    assert_eq!(e.kind, Kind::Undecided);
    let shown = t.preview("f2:cw").expect("decided");
    assert_eq!(t.position(), SLOW, "a preview plays nothing");
    let played = t.play("f2:cw").expect("decided");
    assert_eq!(shown, played);
    let last = t.last_move().expect("a move");
    assert_eq!((last.mv.as_str(), last.mover), ("f2:cw", 0));
    assert_eq!(last.frames, played.frames);
    assert_eq!(last.steps[0].cell.as_deref(), Some("f2"));
    // A position shown under a budget counts the moves decided within it.
    let p = fanga_wasm::position::read("katra-fandatsaka", &[], Some(SLOW)).expect("read");
    let shown = fanga_wasm::position::PositionShown::within(p.as_ref(), LapBudget::laps(1_000));
    assert_eq!(shown.move_count, 28);
}
