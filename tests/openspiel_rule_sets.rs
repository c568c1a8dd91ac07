//! Kalah and Oware as OpenSpiel plays them, written as rule sets
//! (`crates/ruleset/rulesets/`), play move for move as the hand-written
//! crates `fanga-kalah` and `fanga-oware` play them: at every ply of many
//! seeded random games, the same legal moves (as text), the same board,
//! stores (captured seeds), player to move and counts, and the same end
//! and result (Oware's repetition rule included, applied by a `History` as
//! `Game` applies it); and the same perft counts.

use fanga::core::{EndReason, History, Outcome, Position, SplitMix64, perft};
use fanga::kalah::{Kalah, KalahOptions};
use fanga::oware::{Oware, OwareLarge, OwareOptions};
use fanga::ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

const KALAH: &str = include_str!("../crates/ruleset/rulesets/openspiel-kalah.json");
const OWARE: &str = include_str!("../crates/ruleset/rulesets/openspiel-oware.json");

/// The rule set of `json` on `holes` holes of `seeds` seeds, under its own
/// name on a board other than its file's.
fn rule_set(json: &str, holes: u8, seeds: u8) -> RuleSetOptions {
    let mut rules = RuleSet::from_json(json).unwrap();
    if (rules.board.holes, rules.board.seeds) != (holes, seeds) {
        rules.name = format!("{}-{holes}x{seeds}", rules.name);
        rules.board.holes = holes;
        rules.board.seeds = seeds;
    }
    define(rules).unwrap()
}

/// A position text's board, player to move and pool (`store=`, `captured=`):
/// the rule set's text adds its name, and its result once the game is over.
fn parts(text: &str) -> (String, String, String) {
    let mut words = text.split(' ');
    let board = words.next().unwrap_or_default().to_owned();
    let side = words.next().unwrap_or_default().to_owned();
    let pool = words
        .next()
        .and_then(|w| w.split_once('='))
        .map(|(_, v)| v.to_owned())
        .unwrap_or_default();
    (board, side, pool)
}

fn sorted_moves<P: Position>(p: &P) -> Vec<String> {
    let mut moves: Vec<String> = p.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

/// The result of a game at `p`, just reached: its own, or the repetition
/// rule's (`Game`'s order).
fn result<P: Position>(p: &P, history: &mut History<P>) -> Option<Outcome> {
    let count = history.push(p);
    p.outcome().or_else(|| history.outcome_after(p, count))
}

/// Winner, and whether the game ended on a repetition.
fn verdict(o: Option<Outcome>) -> Option<(Option<fanga::core::Player>, bool)> {
    o.map(|o| (o.winner(), o.reason() == EndReason::REPETITION))
}

/// Plays the game of `seed` on both, comparing every ply; returns its
/// plies and whether it ended on a repetition.
fn compare_game<H: Position>(hand: &H, rules: &TwoRow, seed: u64) -> (usize, bool) {
    let (mut h, mut r) = (hand.clone(), *rules);
    let (mut hh, mut rh) = (History::new(false), History::new(false));
    let mut rng = SplitMix64::new(seed);
    assert_eq!(h.repetition(), r.repetition(), "seed {seed}");
    for ply in 0..5000 {
        let at = || format!("seed {seed}, ply {ply}: {h} / {r}");
        let (ho, ro) = (result(&h, &mut hh), result(&r, &mut rh));
        assert_eq!(verdict(ho), verdict(ro), "{}", at());
        assert_eq!(parts(&h.to_string()), parts(&r.to_string()), "{}", at());
        assert_eq!(h.turn(), r.turn(), "{}", at());
        assert_eq!(h.score(), r.score(), "{}", at());
        if let Some(o) = ho {
            return (ply, o.reason() == EndReason::REPETITION);
        }
        let moves = sorted_moves(&h);
        assert_eq!(moves, sorted_moves(&r), "{}", at());
        assert!(!moves.is_empty(), "{}", at());
        let m = &moves[rng.below(moves.len())];
        h = h.play(&m.parse().ok().unwrap()).unwrap();
        r = r.play(&m.parse().ok().unwrap()).unwrap();
    }
    panic!("seed {seed}: no end in 5000 plies");
}

fn compare_games<H: Position>(hand: &H, rules: &RuleSetOptions, games: u64) -> (usize, u64) {
    let start = TwoRow::start(rules);
    let (mut plies, mut repetitions) = (0, 0);
    for seed in 0..games {
        let (n, repeated) = compare_game(hand, &start, seed);
        plies += n;
        repetitions += u64::from(repeated);
    }
    (plies, repetitions)
}

fn compare_perft<H: Position>(hand: &H, rules: &RuleSetOptions, depth: u32) {
    let start = TwoRow::start(rules);
    for d in 1..=depth {
        assert_eq!(perft(hand, d), perft(&start, d), "perft {d} of {hand}");
    }
}

#[test]
fn the_kalah_rule_set_plays_as_fanga_kalah() {
    let rules = rule_set(KALAH, 6, 4);
    let (plies, _) = compare_games(&Kalah::start(&KalahOptions::default()), &rules, 300);
    assert!(plies > 300 * 20, "{plies}");
    for (houses, seeds) in [(1, 1), (2, 5), (3, 3), (4, 2), (5, 6), (6, 6), (6, 1)] {
        let hand = Kalah::start(&KalahOptions::new(houses, seeds).unwrap());
        compare_games(&hand, &rule_set(KALAH, houses, seeds), 40);
    }
}

#[test]
fn the_kalah_rule_set_has_fanga_kalah_s_perft() {
    compare_perft(
        &Kalah::start(&KalahOptions::default()),
        &rule_set(KALAH, 6, 4),
        5,
    );
    let hand = Kalah::start(&KalahOptions::new(3, 3).unwrap());
    compare_perft(&hand, &rule_set(KALAH, 3, 3), 8);
}

#[test]
fn the_oware_rule_set_plays_as_fanga_oware() {
    let rules = rule_set(OWARE, 6, 4);
    let (plies, repetitions) = compare_games(&Oware::start(&OwareOptions::default()), &rules, 300);
    assert!(plies > 300 * 30, "{plies}");
    // Small boards cycle: the repetition rule ends many of their games.
    let mut small = 0;
    for (houses, seeds) in [(1, 1), (2, 2), (3, 2), (4, 4), (5, 3), (7, 5)] {
        let hand = Oware::start(&OwareOptions::new(houses, seeds).unwrap());
        small += compare_games(&hand, &rule_set(OWARE, houses, seeds), 40).1;
    }
    for (houses, seeds) in [(9, 3), (12, 2)] {
        let hand = OwareLarge::start(&OwareOptions::new_large(houses, seeds).unwrap());
        small += compare_games(&hand, &rule_set(OWARE, houses, seeds), 20).1;
    }
    assert!(repetitions + small > 0, "no game ended on a repetition");
}

#[test]
fn the_oware_rule_set_has_fanga_oware_s_perft() {
    compare_perft(
        &Oware::start(&OwareOptions::default()),
        &rule_set(OWARE, 6, 4),
        6,
    );
    let hand = Oware::start(&OwareOptions::new(3, 2).unwrap());
    compare_perft(&hand, &rule_set(OWARE, 3, 2), 10);
}

/// A sowing that feeds an empty row and would then take all of it is a
/// grand slam, which captures nothing (OpenSpiel's `IsGrandSlam`), and the
/// move feeds the opponent: the position random games seldom reach.
#[test]
fn a_grand_slam_of_a_row_just_fed_captures_nothing_in_both() {
    // 17 seeds in f1: a lap of 11 (skipping f1), then 6 more on North's
    // row, each of his houses left with 2.
    let text = "0,0,0,0,0,0/0,0,0,0,1,17 S";
    let hand: Oware = format!("{text} captured=15,15").parse().unwrap();
    let rules = rule_set(OWARE, 6, 4);
    let r = TwoRow::from_text(&format!("{text} store=15,15"), &rules).unwrap();
    assert_eq!(sorted_moves(&hand), sorted_moves(&r));
    let m = "f1";
    let (h2, r2) = (
        hand.play(&m.parse().unwrap()).unwrap(),
        r.play(&m.parse().unwrap()).unwrap(),
    );
    assert_eq!(
        parts(&h2.to_string()),
        parts(&r2.to_string()),
        "{h2} / {r2}"
    );
    assert_eq!(parts(&h2.to_string()).2, "15,15");
}
