//! A match decided by the rounds won (`rounds.goal` = `rounds_won`): a
//! round's end counted for its winner, the next round started afresh by
//! the player the rule says, the match decided by the count, the round and
//! the counts in a position's text, read back and refused; and the single
//! seeds that take the seeds facing them before a sowing
//! (`capture.singles_take_facing`), and the holes facing a single seed,
//! which may not be sown (`moves.allow` = `not_facing_single`); every single
//! seed taken after a sowing (`capture.kind` = `singles`), and the holes
//! whose first lap ends in an empty hole, not sown (`ends_in_occupied`); a
//! match decided by points (`rounds.goal` = `points`), and the full holes a
//! lap passes by (`sowing.full_at`); a match decided by the seeds
//! (`rounds.goal` = `seeds`), and matching pairs taken both ways
//! (`capture.direction` = `both`).

use fanga_core::{Position, Traced};
use fanga_ruleset::spec::{CaptureKind, Majority, MatchGoal, RoundStarter, RoundsSpec};
use fanga_ruleset::{RuleSet, TwoRow, default_rule_set, define};

use crate::support::{moves, play, pos};

/// Wari on two holes of two seeds a row, a match of `rounds` rounds won.
fn match_of(name: &str, rounds: u16, starter: RoundStarter) -> RuleSet {
    let mut r = default_rule_set();
    r.name = name.to_owned();
    r.board.holes = 2;
    r.board.seeds = 2;
    let mut spec = RoundsSpec::default();
    spec.starter = starter;
    spec.goal = MatchGoal::RoundsWon(rounds);
    r.rounds = Some(spec);
    r
}

#[test]
fn a_round_won_counts_and_the_next_starts_afresh() {
    let options = define(match_of("match-won-rounds", 2, RoundStarter::Alternate)).unwrap();
    // South's b1 sows its seed into b2, which makes 2: captured, South's
    // store holds 5 of the 8 seeds, and the round is his. The next round
    // starts from the start (two seeds a hole, the stores empty), by North
    // (the other player than the round's starter), its number 2.
    let p = pos("0,1/0,1 S store=3,3 starter=S round=1 tally=0,0", &options);
    let (after, trace) = p.play_traced(&"b1".parse().unwrap()).unwrap();
    assert_eq!(
        after.to_string(),
        "2,2/2,2 N store=0,0 starter=N round=2 tally=1,0 ruleset=match-won-rounds"
    );
    assert_eq!(after.outcome(), None);
    assert_eq!(p.replay_trace(&trace).unwrap(), after);
    // The same round won when South has won one already wins the match: the
    // board stays as the round ended.
    let p = pos("0,1/0,1 S store=3,3 starter=N round=4 tally=1,1", &options);
    let (after, trace) = p.play_traced(&"b1".parse().unwrap()).unwrap();
    assert_eq!(
        after.to_string(),
        "0,0/0,0 N store=5,3 starter=N round=4 tally=2,1 result=S ruleset=match-won-rounds"
    );
    assert!(
        after
            .outcome()
            .is_some_and(|o| o.winner() == Some(fanga_core::Player::South))
    );
    assert_eq!(p.replay_trace(&trace).unwrap(), after);
}

#[test]
fn a_drawn_round_counts_for_nobody_and_the_other_player_starts_the_next() {
    // Under the winner's rule, a draw gives the next round to the other
    // player than the round's starter.
    let options = define(match_of("match-drawn-round", 3, RoundStarter::Winner)).unwrap();
    // b1's seed makes 2 in b2, captured: 4 seeds each, a draw.
    let p = pos("0,1/0,1 S store=2,4 starter=N round=2 tally=0,1", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "2,2/2,2 S store=0,0 starter=S round=3 tally=0,1 ruleset=match-drawn-round"
    );
    // A round won by North (a2's seed makes 2 in a1): he starts the next.
    let p = pos("1,0/1,0 N store=3,3 starter=S round=1 tally=0,0", &options);
    assert_eq!(
        play(&p, "a2").to_string(),
        "2,2/2,2 N store=0,0 starter=N round=2 tally=0,1 ruleset=match-drawn-round"
    );
}

#[test]
fn the_round_and_the_counts_are_read_back_and_bad_ones_refused() {
    let options = define(match_of("match-text", 3, RoundStarter::Loser)).unwrap();
    let text = "1,1/1,1 N store=2,2 starter=S round=3 tally=1,1 ruleset=match-text";
    assert_eq!(TwoRow::from_text(text, &options).unwrap().to_string(), text);
    // Absent, the first round and no round won.
    assert_eq!(
        pos("2,2/2,2 S store=0,0", &options).to_string(),
        "2,2/2,2 S store=0,0 starter=S round=1 tally=0,0 ruleset=match-text"
    );
    let board = "1,1/1,1 N store=2,2 starter=S";
    for (bad, why) in [
        ("round=0", "from 1"),
        ("round=x", "from 1"),
        ("round=2 tally=1", "counts"),
        ("round=2 tally=1,x", "counts"),
        ("round=9 tally=4,0", "at most 3"),
        ("round=2 tally=1,1", "more than the rounds played"),
        ("round=1 tally=1,0", "more than the rounds played"),
    ] {
        let e = TwoRow::from_text(&format!("{board} {bad}"), &options)
            .unwrap_err()
            .to_string();
        assert!(e.contains(why), "{bad}: {e}");
    }
    // A match decided otherwise has neither key.
    let mut r = match_of("match-text-last-round", 3, RoundStarter::Loser);
    r.rounds.as_mut().unwrap().goal = MatchGoal::LastRound;
    let options = define(r).unwrap();
    assert!(TwoRow::from_text(&format!("{board} round=2"), &options).is_err());
}

#[test]
fn a_match_of_rounds_won_goes_through_both_formats_and_what_it_cannot_play_is_refused() {
    let mut r = match_of("match-formats", 10, RoundStarter::LastMover);
    r.end.majority = Majority::CountedAtEnd;
    let json = r.to_json();
    assert!(json.contains("\"rounds_won\": 10"), "{json}");
    assert_eq!(RuleSet::from_json(&json).unwrap(), r);
    crate::support::assert_mancalagames_round_trip(&r);
    define(r).unwrap();
    for (change, parameter) in [
        (
            (|r: &mut RuleSet| r.rounds.as_mut().unwrap().goal = MatchGoal::RoundsWon(0))
                as fn(&mut RuleSet),
            "rounds.goal",
        ),
        (|r| r.rounds.as_mut().unwrap().blocks = true, "rounds.fill"),
        (
            |r| r.rounds.as_mut().unwrap().holes_to_play = 2,
            "rounds.fill",
        ),
        (
            |r| r.board.start = fanga_ruleset::spec::StartPattern::RightmostPlayed,
            "board.start",
        ),
    ] {
        let mut r = match_of("match-refused", 2, RoundStarter::Alternate);
        change(&mut r);
        let e = define(r).unwrap_err().to_string();
        assert!(e.contains(parameter), "{parameter}: {e}");
    }
}

#[test]
fn a_random_start_is_drawn_anew_for_each_round() {
    let mut r = match_of("match-random", 3, RoundStarter::Alternate);
    r.board.holes = 3;
    r.board.seeds = 20;
    r.board.start = fanga_ruleset::spec::StartPattern::Random { seed: 5 };
    let options = define(r).unwrap();
    let first = TwoRow::start(&options);
    // A round won by South (his c1 makes 2 in North's c2): the next round's
    // board is another draw of the 20 seeds.
    let p = pos(
        "0,0,1/0,0,1 S store=10,8 starter=S round=1 tally=0,0",
        &options,
    );
    let after = play(&p, "c1");
    let text = after.to_string();
    assert!(
        text.contains(" N store=0,0 starter=N round=2 tally=1,0"),
        "{text}"
    );
    let board = |t: &str| t.split(' ').next().unwrap().to_owned();
    assert_ne!(board(&text), board(&first.to_string()));
    let seeds: u32 = board(&text)
        .split(['/', ','])
        .map(|n| n.parse::<u32>().unwrap())
        .sum();
    assert_eq!(seeds, 20);
    // The same round's end draws the same board (the draw is a function of
    // the rule set and the round).
    assert_eq!(play(&p, "c1"), after);
}

#[test]
fn single_seeds_take_the_seeds_facing_them_before_a_sowing() {
    let mut r = default_rule_set();
    r.name = "singles-take-facing".to_owned();
    r.board.holes = 3;
    r.board.seeds = 2;
    r.capture.kind = CaptureKind::None;
    r.capture.counts.clear();
    r.capture.singles_take_facing = true;
    r.moves.must_feed = false;
    r.end.majority = Majority::CountedAtEnd;
    let options = define(r).unwrap();
    let p = pos("3,1,4/1,2,1 S store=0,0", &options);
    // b1 (2 seeds): a1's and c1's single seeds take a2's 3 and c2's 4 into
    // South's store, then b1 sows into c1 and c2.
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,1,1/1,0,2 N store=7,0 ruleset=singles-take-facing"
    );
    // a1 (its single seed): a1 itself and c1 take a2's and c2's seeds, then
    // the seed goes into b1.
    assert_eq!(
        play(&p, "a1").to_string(),
        "0,1,0/0,3,1 N store=7,0 ruleset=singles-take-facing"
    );
    assert_eq!(moves(&p), ["a1", "b1", "c1"]);
}

#[test]
fn a_hole_facing_a_single_seed_is_not_sown() {
    let mut r = default_rule_set();
    r.name = "not-facing-single".to_owned();
    r.board.holes = 3;
    r.board.seeds = 2;
    r.moves.allow = fanga_ruleset::spec::AllowRule::NotFacingSingle;
    let options = define(r).unwrap();
    // a1 faces a2's single seed; b1 and c1 face 3 and 2.
    assert_eq!(
        moves(&pos("1,3,2/2,2,2 S store=0,0", &options)),
        ["b1", "c1"]
    );
    // North's a2 faces a1's single seed.
    assert_eq!(
        moves(&pos("2,2,2/1,3,2 N store=0,0", &options)),
        ["b2", "c2"]
    );
    let p = pos("1,3,2/2,2,2 S store=0,0", &options);
    let e = p.play(&"a1".parse().unwrap()).unwrap_err();
    assert!(e.reason.to_string().contains("single seed"), "{}", e.reason);
}

#[test]
fn every_single_seed_is_taken_after_a_sowing() {
    let mut r = default_rule_set();
    r.name = "singles-taken".to_owned();
    r.board.holes = 3;
    r.board.seeds = 2;
    r.capture.kind = CaptureKind::Singles;
    r.capture.counts.clear();
    r.capture.side = fanga_ruleset::spec::CaptureSide::Any;
    r.capture.holes = 1;
    r.moves.must_feed = false;
    r.end.majority = Majority::CountedAtEnd;
    let options = define(r).unwrap();
    // b1's 3 seeds go to c1, c2 and b2: then a2, b2 and South's own a1
    // hold one seed each, taken into South's store.
    let p = pos("1,0,2/1,3,1 S store=4,0", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,0,3/0,0,2 N store=7,0 ruleset=singles-taken"
    );
}

#[test]
fn a_hole_whose_first_lap_ends_in_an_empty_hole_is_not_sown() {
    let mut r = default_rule_set();
    r.name = "ends-in-occupied".to_owned();
    r.board.holes = 3;
    r.board.seeds = 2;
    r.moves.allow = fanga_ruleset::spec::AllowRule::EndsInOccupied;
    r.moves.must_feed = false;
    let options = define(r).unwrap();
    // a1's seed ends in b1 (2), b1's in c2 (4); c1's 3 seeds end in a2,
    // empty.
    assert_eq!(
        moves(&pos("0,2,4/1,2,3 S store=0,0", &options)),
        ["a1", "b1"]
    );
}

#[test]
fn a_start_turned_round_for_north_is_filled_for_the_other_player_than_the_round_s_starter() {
    let mut r = match_of("match-deprive-alternates", 2, RoundStarter::Loser);
    r.board.holes = 3;
    r.board.start = fanga_ruleset::spec::StartPattern::AlternatesWithOne;
    r.end.goal = fanga_ruleset::spec::Goal::Deprive;
    r.moves.must_feed = false;
    let options = define(r).unwrap();
    // As South starts it: b1, North's c2 (MancalaGames's locs 1 and 3)
    // hold 2, North's a2 (loc 5) 1.
    assert!(
        TwoRow::start(&options)
            .to_string()
            .starts_with("1,0,2/0,2,0 S store=0,0")
    );
    // c1 makes 2 in c2, captured: North has no seed left, South wins the
    // round, and North (the loser) starts the next. Its board is filled
    // for the other player than the round's starter: for North after a
    // round South started (turned round: South's a1 takes North's c2's
    // seeds, and so on), for South after one North started.
    let p = pos(
        "0,0,1/0,0,1 S store=0,3 starter=S round=1 tally=0,0",
        &options,
    );
    assert_eq!(
        play(&p, "c1").to_string(),
        "0,2,0/2,0,1 N store=0,0 starter=N round=2 tally=1,0 ruleset=match-deprive-alternates"
    );
    let p = pos(
        "0,0,1/0,0,1 S store=0,3 starter=N round=1 tally=0,0",
        &options,
    );
    assert_eq!(
        play(&p, "c1").to_string(),
        "1,0,2/0,2,0 N store=0,0 starter=N round=2 tally=1,0 ruleset=match-deprive-alternates"
    );
}

#[test]
fn a_round_won_scores_a_point_and_three_quarters_of_the_seeds_another() {
    let mut r = match_of("match-points", 3, RoundStarter::Alternate);
    r.rounds.as_mut().unwrap().goal = MatchGoal::Points(3);
    let options = define(r).unwrap();
    // b1's seed makes 2 in b2, captured: 5 seeds to 3, a point for South.
    let p = pos("0,1/0,1 S store=3,3 starter=S round=1 tally=0,0", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "2,2/2,2 N store=0,0 starter=N round=2 tally=1,0 ruleset=match-points"
    );
    // 6 seeds of the 8: three quarters, a second point.
    let p = pos("0,1/0,1 S store=4,2 starter=S round=1 tally=0,0", &options);
    let (after, trace) = p.play_traced(&"b1".parse().unwrap()).unwrap();
    assert_eq!(
        after.to_string(),
        "2,2/2,2 N store=0,0 starter=N round=2 tally=2,0 ruleset=match-points"
    );
    assert_eq!(p.replay_trace(&trace).unwrap(), after);
    // Through both formats.
    let r = options.rule_set().clone();
    assert_eq!(RuleSet::from_json(&r.to_json()).unwrap(), r);
    crate::support::assert_mancalagames_round_trip(&r);
    // The third point wins the match.
    let p = pos("0,1/0,1 S store=3,3 starter=N round=3 tally=2,1", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,0/0,0 N store=5,3 starter=N round=3 tally=3,1 result=S ruleset=match-points"
    );
}

#[test]
fn a_lap_passes_full_holes_by() {
    let mut r = default_rule_set();
    r.name = "full-holes".to_owned();
    r.board.holes = 3;
    r.board.seeds = 2;
    r.sowing.full_at = Some(5);
    let options = define(r.clone()).unwrap();
    crate::support::assert_mancalagames_round_trip(&r);
    // a1's 3 seeds: b1, then past c1 (5 seeds, full) into c2 and b2.
    let p = pos("0,4,0/3,0,5 S store=0,0", &options);
    assert_eq!(
        play(&p, "a1").to_string(),
        "0,5,1/0,1,5 N store=0,0 ruleset=full-holes"
    );
    // So full a board that a lap could find no hole: refused.
    r.name = "full-holes-refused".to_owned();
    r.sowing.full_at = Some(2);
    let e = define(r).unwrap_err().to_string();
    assert!(e.contains("sowing.full_at"), "{e}");
}

#[test]
fn the_seeds_of_every_round_add_up_to_the_match_s_goal() {
    let mut r = match_of("match-seeds", 6, RoundStarter::Alternate);
    r.rounds.as_mut().unwrap().goal = MatchGoal::Seeds(6);
    let options = define(r).unwrap();
    // South's round, 5 seeds to 3: both counted.
    let p = pos("0,1/0,1 S store=3,3 starter=S round=1 tally=0,0", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "2,2/2,2 N store=0,0 starter=N round=2 tally=5,3 ruleset=match-seeds"
    );
    // Both reach 6: the higher count wins.
    let p = pos("0,1/0,1 S store=3,3 starter=N round=2 tally=5,3", &options);
    assert_eq!(
        play(&p, "b1").to_string(),
        "0,0/0,0 N store=5,3 starter=N round=2 tally=10,6 result=S ruleset=match-seeds"
    );
}

#[test]
fn matching_pairs_are_taken_both_ways() {
    let mut r = default_rule_set();
    r.name = "matching-both-ways".to_owned();
    r.board.holes = 5;
    r.board.seeds = 2;
    r.capture.kind = CaptureKind::Matching;
    r.capture.counts.clear();
    r.capture.side = fanga_ruleset::spec::CaptureSide::Any;
    r.capture.holes = 3;
    r.capture.direction = fanga_ruleset::spec::CaptureDirection::Both;
    r.moves.must_feed = false;
    r.end.majority = Majority::CountedAtEnd;
    let options = define(r.clone()).unwrap();
    // a1's 2 seeds end in c1 (2), facing c2 (2): taken, then on along the
    // sowing d1 and d2 (1 each), then back from c1 b1 and b2 (1 each).
    let p = pos("3,1,2,1,4/2,0,1,1,0 S store=5,0", &options);
    assert_eq!(
        play(&p, "a1").to_string(),
        "3,0,0,0,4/0,0,0,0,0 N store=13,0 ruleset=matching-both-ways"
    );
    // One pair at most: the pass back takes one fewer, none.
    r.name = "matching-both-ways-one".to_owned();
    r.capture.holes = 1;
    let options = define(r).unwrap();
    let p = pos("3,1,2,1,4/2,0,1,1,0 S store=5,0", &options);
    assert_eq!(
        play(&p, "a1").to_string(),
        "3,1,0,1,4/0,1,0,1,0 N store=9,0 ruleset=matching-both-ways-one"
    );
}
