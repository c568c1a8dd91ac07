//! Games with history on Katro: records, undo, adjudication, playouts, and the
//! registry.

use fanga_core::{
    Adjudication, EndReason, Game, GameError, GameOptions, Outcome, Position, SplitMix64,
    playout::random_playout,
};
use fanga_katro::{Katro, KatroOptions};

fn start() -> Katro {
    Katro::start(&KatroOptions::default())
}

#[test]
fn records_round_trip() {
    let mut game = Game::new(start());
    assert_eq!(game.play_random(&mut SplitMix64::new(5), 1000), 42);
    let record = game.to_string();
    assert!(record.starts_with("game katro\nmove e2:ccw\n"), "{record}");
    // An empty `options` line, as records before 0.2 wrote them, reads the
    // same.
    let older = record.replacen("game katro\n", "game katro\noptions\n", 1);
    assert_eq!(
        Game::<Katro>::from_record(&older, fanga_core::LapBudget::UNLIMITED),
        Ok(game.clone())
    );
    let mut options = KatroOptions::default();
    options.set("columns", "4").unwrap();
    let four = Game::new(Katro::start(&options));
    assert!(
        four.to_string()
            .starts_with("game katro\noptions columns=4\nresult")
    );
    assert!(
        record.ends_with("result N wins (all seeds taken)\n"),
        "{record}"
    );
    assert_eq!(
        Game::<Katro>::from_record(&record, fanga_core::LapBudget::UNLIMITED),
        Ok(game)
    );

    // Options, a start position and adjudication are recorded too.
    let p: Katro = "0,0,0,0/0,0,0,1/1,0,0,0/0,0,0,0 S".parse().unwrap();
    let adj = Adjudication {
        move_limit: Some(30),
        repetition: true,
    };
    let mut game = Game::with_adjudication(p, adj);
    game.play(&"a2:cw".parse().unwrap()).unwrap();
    let record = game.to_string();
    assert_eq!(
        record,
        "game katro\noptions columns=4\nadjudication move_limit=30 repetition=on\n\
         start 0,0,0,0/0,0,0,1/1,0,0,0/0,0,0,0 S\nmove a2:cw\nresult unfinished\n"
    );
    assert_eq!(
        Game::<Katro>::from_record(&record, fanga_core::LapBudget::UNLIMITED),
        Ok(game)
    );
}

#[test]
fn comments_are_skipped() {
    let mut game = Game::new(start());
    assert_eq!(game.play_random(&mut SplitMix64::new(5), 1000), 42);
    let record = game.to_string();
    // An annotation after every line but the first two.
    let mut annotated = String::new();
    for (i, line) in record.lines().enumerate() {
        annotated.push_str(line);
        annotated.push('\n');
        if i >= 1 {
            annotated.push_str("# S: +1.00 (ab:d6); best e2:cw +2.00\n");
        }
    }
    assert_eq!(
        Game::<Katro>::from_record(&annotated, fanga_core::LapBudget::UNLIMITED),
        Ok(game)
    );
}

#[test]
fn bad_records_say_where() {
    let cases = [
        ("", "record line 1: the record is empty"),
        (
            "game oware\noptions\n",
            "record line 1: this is a record of `oware`, not `katro`",
        ),
        (
            "game katro\noptionscolumns=4\n",
            "record line 2: unexpected line `optionscolumns=4`",
        ),
        (
            "game katro\noptions columns=5\n",
            "record line 2: option `columns`: `5` is not one of 6, 4, 8",
        ),
        (
            "game katro\noptions\nmove a2:cw\nmove a1:cw\n",
            "record line 4: move 2 `a1:cw`: a1 is not on N's side",
        ),
        (
            "game katro\noptions\nmove a2\n",
            "record line 3: `a2` is not a move: expected a hole and a direction joined by `:`, like `b1:cw`",
        ),
        (
            "game katro\noptions\nmove a2:cw\nresult S wins (kamo)\n",
            "record line 4: the record says `S wins (kamo)` but the moves give `unfinished`",
        ),
        (
            "game katro\noptions\nmove a2:cw\nstart 2 S\n",
            "record line 4: unexpected line `start 2 S`",
        ),
        (
            "game katro\noptions\nresign W\n",
            "record line 3: `W` is not a player",
        ),
        (
            "game katro\noptions\nresign SN\n",
            "record line 3: `SN` is not a player",
        ),
        (
            "game katro\noptions\nresign S\nmove a2:cw\n",
            "record line 4: a move after a resignation",
        ),
        (
            "game katro\noptions\nresign S\nresign N\n",
            "record line 4: unexpected line `resign N`",
        ),
        (
            "game katro\noptions\nresign S\nresult S wins (resignation)\n",
            "record line 4: the record says `S wins (resignation)` but the moves give `N wins (resignation)`",
        ),
    ];
    for (record, message) in cases {
        assert_eq!(
            Game::<Katro>::from_record(record, fanga_core::LapBudget::UNLIMITED)
                .unwrap_err()
                .to_string(),
            message,
            "{record:?}"
        );
    }
}

#[test]
fn undo_restores_every_position() {
    let mut game = Game::new(start());
    game.play_random(&mut SplitMix64::new(9), 30);
    let positions = game.positions().to_vec();
    let moves = game.moves().to_vec();
    for i in (0..moves.len()).rev() {
        assert_eq!(game.undo(), Some(moves[i]));
        assert_eq!(game.position(), &positions[i]);
    }
    assert_eq!(game.undo(), None);
    assert_eq!(game.position(), &start());
}

#[test]
fn adjudication_is_off_by_default_and_works_when_on() {
    // a2:cw, d3:ccw, b2:ccw, d4:cw come back to the start position.
    let p: Katro = "0,0,0,0/0,0,0,1/1,0,0,0/0,0,0,0 S".parse().unwrap();
    let cycle = ["a2:cw", "d3:ccw", "b2:ccw", "d4:cw"];
    let mut plain = Game::new(p);
    let mut adjudicated = Game::with_adjudication(
        p,
        Adjudication {
            move_limit: None,
            repetition: true,
        },
    );
    for m in cycle {
        plain.play(&m.parse().unwrap()).unwrap();
        adjudicated.play(&m.parse().unwrap()).unwrap();
    }
    assert_eq!(plain.position(), &p);
    assert_eq!(plain.outcome(), None);
    let draw = Outcome::Draw {
        reason: EndReason::REPETITION,
    };
    assert_eq!(adjudicated.outcome(), Some(draw));
    assert!(adjudicated.legal_moves().is_empty());
    assert_eq!(
        adjudicated.play(&"a2:cw".parse().unwrap()),
        Err(GameError::Over(draw, fanga_core::ByPlayer::new('S', 'N')))
    );
    // Undo lifts it.
    adjudicated.undo();
    assert_eq!(adjudicated.outcome(), None);

    let mut limited = Game::with_adjudication(
        start(),
        Adjudication {
            move_limit: Some(3),
            repetition: false,
        },
    );
    assert_eq!(limited.play_random(&mut SplitMix64::new(1), 1000), 3);
    assert_eq!(
        limited.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::MOVE_LIMIT
        })
    );
    assert_eq!(limited.result_text(), "draw (move limit)");
}

#[test]
fn playouts_are_stable_and_match_games() {
    let a = random_playout(&start(), &mut SplitMix64::new(5), 1000);
    let b = random_playout(&start(), &mut SplitMix64::new(5), 1000);
    assert_eq!(a, b);
    assert_eq!(a.plies, 42);
    let mut game = Game::new(start());
    game.play_random(&mut SplitMix64::new(5), 1000);
    assert_eq!(&a.position, game.position());
    assert_eq!(a.outcome, game.outcome());
    let cut = random_playout(&start(), &mut SplitMix64::new(5), 10);
    assert_eq!((cut.plies, cut.outcome), (10, None));
}

/// A record may end with empty lines (an editor's final newline).
#[test]
fn a_record_may_end_with_empty_lines() {
    let record = "game katro\noptions columns=4\nmove b2:cw\nresult unfinished\n";
    let game = Game::<Katro>::from_record(record, fanga_core::LapBudget::UNLIMITED).unwrap();
    for ending in ["\n", "\n\n", "\r\n\r\n"] {
        let text = format!("{record}{ending}");
        assert_eq!(
            Game::<Katro>::from_record(&text, fanga_core::LapBudget::UNLIMITED).unwrap(),
            game,
            "{text:?}"
        );
    }
    // An empty line before the end is still an error, with its number.
    let broken = "game katro\noptions columns=4\n\nmove b2:cw\n";
    assert_eq!(
        Game::<Katro>::from_record(broken, fanga_core::LapBudget::UNLIMITED)
            .unwrap_err()
            .to_string(),
        "record line 3: unexpected line ``"
    );
}
