//! A match of rounds (`RuleSet::rounds`): the new round a move makes where
//! the game would end (its board filled from what each player held, the
//! holes left empty blocked, its starter), laps that pass blocked holes by,
//! the match's end, and the round's state in a position's text, read back
//! and refused.

use fanga_core::{Position, SplitMix64, Traced};
use fanga_ruleset::spec::{RoundFill, RoundStarter, RoundsSpec};
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, default_rule_set, define};

/// Wari on `holes` holes of `seeds`, played in rounds.
fn rounds(name: &str, holes: u8, seeds: u8, fill: RoundFill, starter: RoundStarter) -> RuleSet {
    let mut r = default_rule_set();
    r.name = name.to_owned();
    r.board.holes = holes;
    r.board.seeds = seeds;
    let mut spec = RoundsSpec::default();
    spec.fill = fill;
    spec.starter = starter;
    spec.blocks = true;
    r.rounds = Some(spec);
    r
}

fn cells(text: &str) -> (Vec<u8>, Vec<u8>) {
    let board = text.split(' ').next().unwrap();
    let (north, south) = board.split_once('/').unwrap();
    let parse = |row: &str| row.split(',').map(|n| n.parse().unwrap()).collect();
    (parse(north), parse(south))
}

fn key<'a>(text: &'a str, k: &str) -> Option<&'a str> {
    text.split(' ').find_map(|w| w.strip_prefix(k))
}

#[test]
fn a_round_that_ends_starts_the_next_from_what_each_player_holds() {
    let options = define(rounds(
        "wari-in-rounds",
        4,
        3,
        RoundFill::FromLeft,
        RoundStarter::Alternate,
    ))
    .unwrap();
    let (mut new_rounds, mut matches_over) = (0, 0);
    for seed in 0..60 {
        let mut rng = SplitMix64::new(seed);
        let mut pos = TwoRow::start(&options);
        let mut starter = 'S';
        for _ in 0..2_000 {
            if pos.outcome().is_some() {
                matches_over += 1;
                break;
            }
            let moves = pos.legal_moves();
            let m = moves[usize::try_from(rng.next_u64() % moves.len() as u64).unwrap()];
            let (next, trace) = pos.play_traced(&m).unwrap();
            // Every move replays from its trace, a new round with it.
            assert_eq!(pos.replay_trace(&trace).unwrap(), next, "{pos} {m}");
            let text = next.to_string();
            assert_eq!(TwoRow::from_text(&text, &options).unwrap(), next, "{text}");
            let now = key(&text, "starter=").unwrap().chars().next().unwrap();
            if now != starter {
                // A new round: the other player starts it (alternate),
                // the holes filled from each player's left, 3 seeds each,
                // the empty ones blocked, the rest in the stores.
                new_rounds += 1;
                assert_ne!(now, starter);
                assert_eq!(text.split(' ').nth(1), Some(&*now.to_string()));
                let (north, south) = cells(&text);
                let blocked = key(&text, "blocked=").unwrap_or_default();
                for (row, holes) in [('1', &south), ('2', &north)] {
                    let filled = holes.iter().filter(|&&n| n == 3).count();
                    assert_eq!(
                        filled + holes.iter().filter(|&&n| n == 0).count(),
                        4,
                        "{text}"
                    );
                    // South's left is column a, North's column d.
                    let expect: Vec<u8> = (0..4).map(|k| if k < filled { 3 } else { 0 }).collect();
                    let mut seen = holes.clone();
                    if row == '2' {
                        seen.reverse();
                    }
                    assert_eq!(seen, expect, "{text}");
                    for (col, &n) in holes.iter().enumerate() {
                        let hole = format!("{}{row}", char::from(b'a' + col as u8));
                        assert_eq!(
                            n == 0,
                            blocked.split(',').any(|b| b == hole),
                            "{hole} in {text}"
                        );
                    }
                }
                starter = now;
            }
            pos = next;
        }
    }
    assert!(new_rounds > 20, "{new_rounds} new rounds");
    assert!(matches_over > 10, "{matches_over} matches over");
}

#[test]
fn a_lap_passes_blocked_holes_by() {
    let options = define(rounds(
        "wari-in-rounds-laps",
        4,
        3,
        RoundFill::FromLeft,
        RoundStarter::Alternate,
    ))
    .unwrap();
    // South's d1 is blocked: b1's 3 seeds go to c1, then a lap passes d1
    // by, into d2 and c2 (North's first two holes from his left).
    let p = TwoRow::from_text(
        "3,3,3,3/3,3,3,0 S store=0,3 blocked=d1 starter=S ruleset=wari-in-rounds-laps",
        &options,
    )
    .unwrap();
    let after = p.play(&"b1".parse().unwrap()).unwrap();
    assert_eq!(
        after.to_string(),
        "3,3,4,4/3,0,4,0 N store=0,3 blocked=d1 starter=S ruleset=wari-in-rounds-laps"
    );
    assert!(p.legal_moves().iter().all(|m| m.to_string() != "d1"));
}

#[test]
fn the_round_s_state_in_a_position_s_text_is_read_back_and_bad_ones_refused() {
    let options = define(rounds(
        "wari-in-rounds-text",
        4,
        3,
        RoundFill::FromRight,
        RoundStarter::Loser,
    ))
    .unwrap();
    let board = "3,3,3,3/3,3,3,0 S store=0,3";
    let text = format!("{board} blocked=d1 starter=N ruleset=wari-in-rounds-text");
    assert_eq!(
        TwoRow::from_text(&text, &options).unwrap().to_string(),
        text
    );
    for (bad, why) in [
        ("blocked=e1", "expected holes"),
        ("blocked=", "expected holes"),
        ("blocked=d1,,c1", "expected holes"),
        ("starter=X", "expected S or N"),
        ("starter=", "expected S or N"),
    ] {
        let e = TwoRow::from_text(&format!("{board} {bad}"), &options)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
    // A rule set without rounds has neither key.
    for bad in ["blocked=d1", "starter=N"] {
        assert!(
            TwoRow::from_text(
                &format!("4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 {bad}"),
                &RuleSetOptions::default()
            )
            .is_err(),
            "{bad}"
        );
    }
}

#[test]
fn rounds_go_through_fanga_s_format_and_mancalagames_s() {
    for (i, fill) in [
        RoundFill::OutsideIn,
        RoundFill::FromLeft,
        RoundFill::FromRight,
    ]
    .into_iter()
    .enumerate()
    {
        for (j, starter) in [
            RoundStarter::Alternate,
            RoundStarter::Loser,
            RoundStarter::Winner,
            RoundStarter::LastMover,
        ]
        .into_iter()
        .enumerate()
        {
            let mut r = rounds(&format!("rounds-format-{i}-{j}"), 5, 4, fill, starter);
            r.rounds.as_mut().unwrap().holes_to_play = 2;
            let back = RuleSet::from_json(&r.to_json()).unwrap();
            assert_eq!(back, r);
            crate::support::assert_mancalagames_round_trip(&r);
            define(r).unwrap();
        }
    }
    // What rounds are not played with is refused by name.
    let mut r = rounds(
        "rounds-refused",
        5,
        4,
        RoundFill::FromLeft,
        RoundStarter::Winner,
    );
    r.rounds.as_mut().unwrap().holes_to_play = 6;
    let e = define(r).unwrap_err().to_string();
    assert!(e.contains("rounds.holes_to_play"), "{e}");
}
