//! Territory (`RuleSet::territory`), weg children (`children.weg`) and the
//! prescribed opening (`sowing.opening`): the holes a player sows from by
//! owner, a round's end that gives the owners of the next, the match's
//! end, the owners in a position's text, a weg's capture and the opening,
//! each worked out by hand from the rule.

use crate::support::{moves, play, pos};
use fanga_core::Position;
use fanga_ruleset::spec::{
    CaptureKind, ChildrenSpec, Laps, Opening, RoundStarter, RoundsSpec, TerritoryFill,
    TerritorySpec,
};
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, default_rule_set, define};

/// Six holes of four seeds, captures of 4 by the last seed, in rounds won
/// by holding 10 holes (MancalaGames's NumNum without its other rules).
fn territory(name: &str, fill: TerritoryFill) -> RuleSet {
    let mut r = default_rule_set();
    r.name = name.to_owned();
    r.board.holes = 6;
    r.board.seeds = 4;
    r.capture.kind = CaptureKind::LastHole;
    r.capture.counts = vec![4];
    r.capture.holes = 1;
    r.capture.grand_slam = fanga_ruleset::spec::GrandSlam::Legal;
    r.capture.side = fanga_ruleset::spec::CaptureSide::Any;
    r.moves.must_feed = false;
    r.moves.pass = false;
    r.end.fewer_than = 0;
    r.end.leftover = fanga_ruleset::spec::Leftover::Owner;
    let mut rounds = RoundsSpec::default();
    rounds.starter = RoundStarter::Alternate;
    r.rounds = Some(rounds);
    let mut t = TerritorySpec::default();
    t.holes = 10;
    t.fill = fill;
    r.territory = Some(t);
    r
}

fn options(name: &str, fill: TerritoryFill) -> RuleSetOptions {
    define(territory(name, fill)).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_player_sows_from_the_holes_he_owns() {
    let o = options("terr-sow", TerritoryFill::Round);
    // South owns his row but b1, and North's a2: his moves are a1, c1 to
    // f1 and a2, the holes he owns holding seeds.
    let p = pos(
        "1,1,1,1,1,1/1,1,1,1,1,1 S store=18,18 starter=S ceded=b1,a2",
        &o,
    );
    assert_eq!(moves(&p), ["a1", "c1", "d1", "e1", "f1", "a2"]);
    // North owns b1 too.
    let p = pos(
        "1,1,1,1,1,1/1,1,1,1,1,1 N store=18,18 starter=S ceded=b1,a2",
        &o,
    );
    assert_eq!(moves(&p), ["b1", "b2", "c2", "d2", "e2", "f2"]);
    // The hole he does not own is refused.
    assert!(p.play(&"a2".parse().unwrap()).is_err());
}

#[test]
fn the_round_s_winner_owns_a_hole_for_each_four_seeds_he_holds() {
    let o = options("terr-round", TerritoryFill::Round);
    // South sows his last seed; North cannot move: the round ends, South
    // holds 30, North 18. South owns 7 holes (30 = 7 x 4 + 2, and 2 is
    // not more than half of 4): his row, then f2 anticlockwise. North,
    // with 18, holds more than the 48 - 39 + 2 = 11 seeds he needs, and
    // starts the next round (the starters alternate). Every hole holds 4
    // again and the stores are empty.
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=29,18 starter=S", &o);
    let next = play(&p, "a1");
    assert_eq!(
        next.to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 N store=0,0 starter=N ceded=f2 ruleset=terr-round"
    );
    assert_eq!(next.outcome(), None);
    // Under the fill `loser`, 30 seeds are 7 holes as well (30 / 4).
    let o = options("terr-loser", TerritoryFill::Loser);
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=29,18 starter=S", &o);
    assert_eq!(
        play(&p, "a1").to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 N store=0,0 starter=N ceded=f2 ruleset=terr-loser"
    );
}

#[test]
fn the_seeds_left_go_to_the_holes_owners_and_the_north_winner_counts_from_his_left() {
    let o = options("terr-north", TerritoryFill::Round);
    // North sows f2's seed into e2: South, whose holes are empty (a1 is
    // North's), cannot move. The seed in e2 is North's; a1's single seed,
    // ceded to North, is his too: North holds 26 + 2 = 28 = 7 x 4, South
    // 20. North owns 7 holes from his leftmost (f2) anticlockwise: his
    // row and a1.
    let p = pos(
        "0,0,0,0,0,1/1,0,0,0,0,0 N store=20,26 starter=N ceded=a1",
        &o,
    );
    assert_eq!(moves(&p), ["a1", "f2"]);
    let next = play(&p, "f2");
    assert_eq!(
        next.to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 starter=S ceded=a1 ruleset=terr-north"
    );
}

#[test]
fn a_player_short_of_the_seeds_for_another_round_ends_the_match() {
    let o = options("terr-end", TerritoryFill::Round);
    // South ends the round with 38 + 1 = 39, North 9: North needs 11
    // (the fill `round`), the match is over and South wins it.
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=38,9 starter=S", &o);
    let next = play(&p, "a1");
    assert!(
        matches!(
            next.outcome(),
            Some(fanga_core::Outcome::Win {
                winner: fanga_core::Player::South,
                ..
            })
        ),
        "{next}"
    );
    // Under the fill `loser` he needs 48 - 40 + 1 = 9: the match goes on.
    let o = options("terr-end-loser", TerritoryFill::Loser);
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=38,9 starter=S", &o);
    assert_eq!(play(&p, "a1").outcome(), None);
}

#[test]
fn the_owners_are_read_back_and_bad_ones_refused() {
    let o = options("terr-text", TerritoryFill::Round);
    let text = "4,4,4,4,4,4/4,4,4,4,4,4 N store=0,0 starter=N ceded=e1,f1,a2 ruleset=terr-text";
    let p = TwoRow::from_text(text, &o).unwrap();
    assert_eq!(p.to_string(), text);
    let bad = "4,4,4,4,4,4/4,4,4,4,4,4 N store=0,0 starter=N ceded=g1 ruleset=terr-text";
    let e = TwoRow::from_text(bad, &o).unwrap_err().to_string();
    assert!(e.contains("ceded=`g1`"), "{e}");
    // A rule set without territory has no owners to read.
    let wari = fanga_ruleset::RuleSetOptions::default();
    assert!(TwoRow::from_text("4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 ceded=a1", &wari).is_err());
}

#[test]
fn territory_needs_rounds_and_refuses_what_it_does_not_play() {
    let mut r = territory("terr-bad", TerritoryFill::Round);
    r.rounds = None;
    assert!(define(r).unwrap_err().to_string().contains("territory"));
    let mut r = territory("terr-bad-holes", TerritoryFill::Round);
    r.territory.as_mut().unwrap().holes = 13;
    assert!(
        define(r)
            .unwrap_err()
            .to_string()
            .contains("territory.holes")
    );
}

/// Relay sowing with weg children made of 4 (MancalaGames's Qelat_II),
/// a capture giving another sowing.
fn weg(name: &str) -> RuleSetOptions {
    let mut r = default_rule_set();
    r.name = name.to_owned();
    r.board.holes = 6;
    r.board.seeds = 4;
    r.sowing.laps = Laps::Relay;
    r.capture.kind = CaptureKind::None;
    r.capture.counts = Vec::new();
    r.capture.grand_slam = fanga_ruleset::spec::GrandSlam::Legal;
    r.capture.repeat_on_capture = true;
    r.moves.must_feed = false;
    r.end.fewer_than = 0;
    r.end.leftover = fanga_ruleset::spec::Leftover::Owner;
    let mut ch = ChildrenSpec::new(4);
    ch.weg = true;
    r.children = Some(ch);
    define(r).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_last_seed_in_the_opponent_s_weg_takes_two_of_its_seeds_and_sows_again() {
    let o = weg("weg-take");
    // South sows f1's single seed into f2, North's weg holding 3: it
    // holds 4, South takes 2 into his store and sows again, from his only
    // hole left (a1, forced: not part of the move), into b1.
    let p = pos("4,4,4,4,4,3/1,0,0,0,0,1 S store=12,11 children=f2:N", &o);
    let next = play(&p, "f1");
    assert_eq!(
        next.to_string(),
        "4,4,4,4,4,2/0,1,0,0,0,0 N store=14,11 children=f2:N ruleset=weg-take"
    );
}

#[test]
fn a_relay_stops_where_it_would_make_a_weg() {
    let o = weg("weg-stop");
    // a1's 2 seeds into b1 (2) and c1 (4): c1 would be a weg (on any
    // row here): the relay stops there, and c1 becomes South's.
    let p = pos("1,1,1,1,1,1/2,1,3,0,0,0 S store=17,19", &o);
    assert_eq!(
        play(&p, "a1").to_string(),
        "1,1,1,1,1,1/0,2,4,0,0,0 N store=17,19 children=c1:S ruleset=weg-stop"
    );
}

#[test]
fn the_prescribed_opening_gives_and_takes_one_seed_in_turn() {
    let mut r = default_rule_set();
    r.name = "plus-one-minus-one".to_owned();
    r.board.holes = 6;
    r.board.seeds = 4;
    r.capture.kind = CaptureKind::None;
    r.capture.counts = Vec::new();
    r.capture.grand_slam = fanga_ruleset::spec::GrandSlam::Legal;
    r.moves.must_feed = false;
    r.end.fewer_than = 0;
    r.sowing.opening = Opening::PlusOneMinusOne;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // The game starts with the opening to come.
    let start = TwoRow::start(&o);
    assert!(start.to_string().contains("opening=next"), "{start}");
    // a1 keeps its 4; b1 gives one, c1 gains one, and so on round the
    // board (f1 gives, f2 gains, ..., a2 gives); a2, across from a1,
    // gains one more. North's row reads from a2.
    let next = play(&start, "a1");
    assert_eq!(
        next.to_string(),
        "4,5,3,5,3,5/4,3,5,3,5,3 N store=0,0 ruleset=plus-one-minus-one"
    );
    // The second move sows as any other: f2's 5 seeds into e2 to a2.
    let after = play(&next, "f2");
    assert_eq!(
        after.to_string(),
        "5,6,4,6,4,0/4,3,5,3,5,3 S store=0,0 ruleset=plus-one-minus-one"
    );
}

#[test]
fn captures_on_the_opponent_s_holes_read_the_owners() {
    let mut r = territory("terr-opp-owned", TerritoryFill::Round);
    r.capture.counts = vec![2, 3];
    r.capture.holes = 0;
    r.capture.side = fanga_ruleset::spec::CaptureSide::OpponentOwned;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // e1's seed makes 2 in f1, South's row but North's hole: taken.
    let p = pos(
        "2,2,2,2,2,2/0,0,0,0,1,1 S store=17,17 starter=S ceded=f1",
        &o,
    );
    assert_eq!(
        play(&p, "e1").to_string(),
        "2,2,2,2,2,2/0,0,0,0,0,0 N store=19,17 starter=S ceded=f1 ruleset=terr-opp-owned"
    );
    // f1's seed makes 2 in f2, North's row but South's hole: not taken.
    let p = pos(
        "2,2,2,2,2,1/0,0,0,0,0,1 S store=17,19 starter=S ceded=f2",
        &o,
    );
    assert_eq!(
        play(&p, "f1").to_string(),
        "2,2,2,2,2,2/0,0,0,0,0,0 N store=17,19 starter=S ceded=f2 ruleset=terr-opp-owned"
    );
}

#[test]
fn the_fill_empty_leaves_the_hole_filled_in_part_empty() {
    let o = options("terr-empty", TerritoryFill::Empty);
    // South ends the round with 30 = 7 x 4 + 2, North 18 = 4 x 4 + 2:
    // South owns a1 to f1 and f2; e2, North's first hole, stays empty and
    // each store keeps his 2.
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=29,18 starter=S", &o);
    assert_eq!(
        play(&p, "a1").to_string(),
        "4,4,4,4,0,4/4,4,4,4,4,4 N store=2,2 starter=N ceded=f2 ruleset=terr-empty"
    );
}

#[test]
fn a_chain_of_cross_captures_takes_the_holes_facing_the_next_ones() {
    let mut r = default_rule_set();
    r.name = "cross-chain".to_owned();
    r.capture.kind = CaptureKind::Cross;
    r.capture.counts = Vec::new();
    r.capture.at_most = 2;
    r.capture.holes = 0;
    r.capture.cross_chain_any = true;
    r.capture.direction = fanga_ruleset::spec::CaptureDirection::Along;
    r.sowing.skip_start = false;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // b1's seed falls alone in c1: c2 (2) is taken, then d2 (1), facing
    // the next hole d1 whatever it holds (`cross_chain_any`: ONE_ANY);
    // e2 (3) is more than 2: the chain stops.
    let p = pos("1,1,2,1,3,1/0,1,0,5,0,0 S store=16,17", &o);
    assert_eq!(
        play(&p, "b1").to_string(),
        "1,1,0,0,3,1/0,0,1,5,0,0 N store=19,17 ruleset=cross-chain"
    );
    // Without it (ONE_ZEROS), the next hole must be empty: d1 holds a
    // seed, and the chain stops after c2.
    let mut r = default_rule_set();
    r.name = "cross-chain-zeros".to_owned();
    r.capture.kind = CaptureKind::Cross;
    r.capture.counts = Vec::new();
    r.capture.at_most = 2;
    r.capture.holes = 0;
    r.capture.direction = fanga_ruleset::spec::CaptureDirection::Along;
    r.sowing.skip_start = false;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    let p = pos("1,1,2,1,3,1/0,1,0,5,0,0 S store=16,17", &o);
    assert_eq!(
        play(&p, "b1").to_string(),
        "1,1,0,1,3,1/0,0,1,5,0,0 N store=18,17 ruleset=cross-chain-zeros"
    );
}

#[test]
fn the_last_seeds_go_to_the_round_s_starter() {
    let mut r = territory("terr-starter-takes", TerritoryFill::Round);
    r.capture.last_seeds_at_most = 8;
    r.capture.last_seeds_to_starter = true;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // f1's 2 seeds into f2 and e2: 3 seeds are left, North started the
    // round and takes them (28). No move is left: North wins the round
    // with 7 holes (his row and a1); South starts the next.
    let p = pos("0,0,0,0,0,1/0,0,0,0,0,2 S store=20,25 starter=N", &o);
    assert_eq!(
        play(&p, "f1").to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 S store=0,0 starter=S ceded=a1 ruleset=terr-starter-takes"
    );
}

#[test]
fn a_store_that_can_own_the_holes_ends_the_round_where_the_rule_says_so() {
    // e1's seed makes 4 in f1: South holds 40, more than the 39 that own
    // 10 holes. Without the rule the round goes on; with it, it ends, and
    // North, left with 8 (fewer than 11), loses the match.
    let text = "1,1,1,1,1,1/0,0,0,0,1,3 S store=36,2 starter=S";
    let o = options("terr-no-majority", TerritoryFill::Round);
    assert_eq!(play(&pos(text, &o), "e1").outcome(), None);
    let mut r = territory("terr-majority", TerritoryFill::Round);
    r.territory.as_mut().unwrap().majority_ends_round = true;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    let next = play(&pos(text, &o), "e1");
    assert!(
        matches!(
            next.outcome(),
            Some(fanga_core::Outcome::Win {
                winner: fanga_core::Player::South,
                ..
            })
        ),
        "{next}"
    );
}

#[test]
fn captures_are_off_again_at_each_round_s_first_moves() {
    let mut r = territory("terr-captures-off", TerritoryFill::Round);
    r.capture.none_in_first_moves = 1;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    let p = pos(
        "0,0,0,0,0,0/1,0,0,0,0,0 S store=29,18 captures=on starter=S",
        &o,
    );
    assert_eq!(
        play(&p, "a1").to_string(),
        "4,4,4,4,4,4/4,4,4,4,4,4 N store=0,0 captures=off:0 starter=N ceded=f2 ruleset=terr-captures-off"
    );
}

#[test]
fn alternates_then_split_is_laid_for_the_player_who_does_not_start() {
    let mut r = territory("terr-alts-split", TerritoryFill::Round);
    r.board.seeds = 8;
    r.board.start = fanga_ruleset::spec::StartPattern::AlternatesThenSplit;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // Laid for North from a1: a1 empty, b1 8, c1 empty, ..., f1 8, f2
    // empty, ..., a2 8, then 8 / 4 = 2 of f1 into f2 (f1 6, f2 2). South
    // starts: the board turned round, a1 2, b1 8, ..., f1 8, and North's
    // row from a2: 6, 0, 8, 0, 8, 0.
    let start = TwoRow::start(&o);
    assert_eq!(
        start.to_string(),
        "6,0,8,0,8,0/2,8,0,8,0,8 S store=0,0 starter=S ruleset=terr-alts-split"
    );
    // A hole is worth 48 / 12 = 4 seeds: South's 30 own 7 holes. North
    // starts the next round, laid as MancalaGames lays it: as though
    // South started it.
    let p = pos("0,0,0,0,0,0/1,0,0,0,0,0 S store=29,18 starter=S", &o);
    assert_eq!(
        play(&p, "a1").to_string(),
        "6,0,8,0,8,0/2,8,0,8,0,8 N store=0,0 starter=N ceded=f2 ruleset=terr-alts-split"
    );
}

#[test]
fn a_capture_by_count_between_laps_relays_from_the_next_hole() {
    let mut r = default_rule_set();
    r.name = "lap-capt".to_owned();
    r.sowing.laps = Laps::Relay;
    r.sowing.relay_captures = true;
    r.capture.kind = CaptureKind::LastHole;
    r.capture.counts = vec![4];
    r.capture.holes = 1;
    r.capture.side = fanga_ruleset::spec::CaptureSide::Any;
    let o = define(r).unwrap_or_else(|e| panic!("{e}"));
    // a1's 2 seeds into b1 and c1, which holds 4: taken (South 21); the
    // relay goes on from the next hole, d1 (2 seeds), into e1 and f1,
    // where a single seed ends the sowing.
    let p = pos("1,1,1,1,1,1/2,0,3,2,0,0 S store=17,18", &o);
    assert_eq!(
        play(&p, "a1").to_string(),
        "1,1,1,1,1,1/0,1,0,0,1,1 N store=21,18 ruleset=lap-capt"
    );
}
