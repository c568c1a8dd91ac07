//! The rules MancalaGames's Bao (Russ 1984, p. 43) brought to the
//! vocabulary, each on a position built for it: a first lap that must sow
//! into the opponent's row to relay (`sowing.relay_needs_opponent_row`),
//! the first player limited until a capture or a child
//! (`capture.first_player_limited`), no child made by a lap of one seed
//! (`children.not_from_single`), and the board the round's loser shortens
//! (`rounds.fill` = `from_loser`), which may turn children off; the state
//! they add to a position's text, read back and refused.

use fanga_core::{Position, Traced};
use fanga_ruleset::{RuleSet, RuleSetOptions, TwoRow, define};

use crate::support::play;

/// MancalaGames's Bao, as the importer reads it (the sample the harness
/// replays), under the name `name`, changed by `change`.
fn russ(name: &str, change: impl FnOnce(&mut RuleSet)) -> RuleSetOptions {
    let text = include_str!("mancalagames/Bao.json");
    let mut rules = RuleSet::from_json(text).unwrap();
    rules.name = name.to_owned();
    change(&mut rules);
    define(rules).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn pos(text: &str, options: &RuleSetOptions) -> TwoRow {
    crate::support::pos(text, options)
}

/// `after`'s text without its rule set's name.
fn text(after: &TwoRow) -> String {
    let t = after.to_string();
    t[..t.rfind(" ruleset=").unwrap()].to_owned()
}

#[test]
fn a_first_lap_relays_from_the_mover_s_row_only_if_it_sowed_into_the_opponent_s() {
    let bao = russ("russ-bao-relay", |_| {});
    let plain = bao_without_visit();
    // a1's 2 seeds end in c1, on South's row, having sown none into
    // North's: the sowing ends there (4 seeds, no capture, no child).
    let p = "1,0,0,0,0,0,0/2,0,3,0,0,0,0 S store=25,25";
    assert_eq!(
        text(&play(&pos(p, &bao), "a1")),
        "1,0,0,0,0,0,0/0,1,4,0,0,0,0 N store=25,25 starter=S"
    );
    // Without the rule, c1's 4 seeds relay on to g1 (a single seed there,
    // facing an empty hole: the end).
    assert_eq!(
        text(&play(&pos(p, &plain), "a1")),
        "1,0,0,0,0,0,0/0,1,0,1,1,1,1 N store=25,25 starter=S"
    );
    // g1's 9 seeds go round North's row and end in b1, on South's: the
    // lap sowed into North's row, so b1's 2 seeds relay, to d1, whose
    // single seed takes d2's across, with itself; e1, f1 and g1 are empty,
    // so e2, f2 and g2 are taken too.
    let p = "0,0,0,0,0,0,0/0,1,0,0,0,0,9 S store=21,25";
    assert_eq!(
        text(&play(&pos(p, &bao), "g1")),
        "1,1,1,0,0,0,0/1,0,1,0,0,0,0 N store=26,25 starter=S"
    );
    // The later laps are not held to it: b1's relay ends in d1, on
    // South's row, never in North's, and relays on all the same, to g1,
    // whose single seed takes g2's.
    let p = "0,0,0,0,0,0,0/0,1,0,2,0,0,9 S store=19,25";
    for options in [&bao, &plain] {
        assert_eq!(
            text(&play(&pos(p, options), "g1")),
            "1,1,1,1,1,1,0/1,0,1,0,1,1,0 N store=21,25 starter=S"
        );
    }
}

/// Bao with relays never held to the opponent's row.
fn bao_without_visit() -> RuleSetOptions {
    russ("russ-bao-no-visit", |r| {
        r.sowing.relay_needs_opponent_row = false;
    })
}

#[test]
fn the_first_player_is_limited_until_a_capture_or_a_child() {
    let bao = russ("russ-bao-limit", |_| {});
    // The start names its limited player: the one who moves first.
    let start = TwoRow::start(&bao);
    assert!(
        start
            .to_string()
            .ends_with("limited=S ruleset=russ-bao-limit"),
        "{start}"
    );
    // South's single seed ends in the empty b1 facing North's 3 seeds:
    // limited, he takes nothing, and stays limited.
    let p = "0,3,0,0,0,0,1/1,0,1,0,0,0,0 S store=26,24 limited=S";
    let after = play(&pos(p, &bao), "a1");
    assert_eq!(
        text(&after),
        "0,3,0,0,0,0,1/0,1,1,0,0,0,0 N store=26,24 starter=S limited=S"
    );
    // Unlimited, the same sowing takes them, and the last seed with them
    // (c1 holds seeds: the captures go no further).
    let free = play(&pos(&p.replace(" limited=S", ""), &bao), "a1");
    assert_eq!(
        text(&free),
        "0,0,0,0,0,0,1/0,0,1,0,0,0,0 N store=30,24 starter=S"
    );
    // Nor does he make a child: f1's 2 seeds bring North's g2 to 4, which
    // relays on to c2 (a single seed, and no capture either).
    let p = "0,0,0,0,0,0,3/0,0,0,0,0,2,0 S store=25,26 limited=S";
    assert_eq!(
        text(&play(&pos(p, &bao), "f1")),
        "0,0,1,1,1,1,0/0,0,0,0,0,0,1 N store=25,26 starter=S limited=S"
    );
    // North, who is not limited, captures (b2's seed into the empty a2
    // takes a1's 3): the limit is lifted for good.
    let p = "0,1,0,0,0,0,0/3,0,0,0,0,1,2 N store=26,23 limited=S";
    let (after, trace) = pos(p, &bao).play_traced(&"b2".parse().unwrap()).unwrap();
    assert_eq!(
        text(&after),
        "0,0,0,0,0,0,0/0,0,0,0,0,1,2 S store=26,27 starter=S"
    );
    // The trace replays into the same position, the limit lifted.
    assert_eq!(pos(p, &bao).replay_trace(&trace).unwrap(), after);
}

#[test]
fn no_child_is_made_by_a_lap_of_a_single_seed() {
    let bao = russ("russ-bao-single", |r| {
        r.capture.first_player_limited = false;
    });
    let any = bao_children_from_single();
    // g1's single seed brings North's g2 to 4: no child; g2's 4 seeds
    // relay on to c2, which held 1, and its 2 on to a2 (a single seed
    // facing an empty hole: the end).
    let p = "0,0,1,0,0,0,3/0,0,0,0,0,0,1 S store=25,26";
    assert_eq!(
        text(&play(&pos(p, &bao), "g1")),
        "1,1,0,1,1,1,0/0,0,0,0,0,0,0 N store=25,26 starter=S"
    );
    // Where single seeds make children, g2 becomes South's.
    assert_eq!(
        text(&play(&pos(p, &any), "g1")),
        "0,0,1,0,0,0,4/0,0,0,0,0,0,0 N store=25,26 children=g2:S starter=S"
    );
    // Two seeds make one: f1's 2 bring g2 to 4.
    let p = "1,0,0,0,0,0,3/0,0,0,0,0,2,0 S store=25,25";
    assert_eq!(
        text(&play(&pos(p, &bao), "f1")),
        "1,0,0,0,0,0,4/0,0,0,0,0,0,1 N store=25,25 children=g2:S starter=S"
    );
}

/// Bao whose single seeds make children.
fn bao_children_from_single() -> RuleSetOptions {
    russ("russ-bao-any-child", |r| {
        r.capture.first_player_limited = false;
        r.children.as_mut().unwrap().not_from_single = false;
    })
}

#[test]
fn the_loser_shortens_the_next_round_s_board() {
    let bao = russ("russ-bao-rounds", |_| {});
    // South sows a1 into b1; North, with no move, ends the round. South
    // holds 43 (b1's seed given him), North 13: his store's 9 and his
    // child e1's 4. North, the loser, fills 3 holes of each row from his
    // left (column g), his last seed in the next hole of each row; the
    // rest are blocked; South's other 30 seeds go into his store, and a
    // round of 3 holes makes no child. South, who won, starts it.
    let p = "0,0,0,0,0,0,0/1,0,0,0,4,0,0 N store=42,9 children=e1:N";
    let p = pos(&p.replace(" N ", " S "), &bao);
    let (after, trace) = p.play_traced(&"a1".parse().unwrap()).unwrap();
    assert_eq!(
        text(&after),
        "0,0,0,1,4,4,4/0,0,0,1,4,4,4 S store=30,0 children=off blocked=a1,b1,c1,a2,b2,c2 starter=S"
    );
    assert_eq!(p.replay_trace(&trace).unwrap(), after);
    // The round makes no child: from the same board with children on,
    // some move makes one; with them off, none does.
    let on = pos(&text(&after).replace(" children=off", ""), &bao);
    let off = after;
    let child_made = |p: &TwoRow, m: &str| {
        let t = play(p, m).to_string();
        t.contains("children=") && !t.contains("children=off")
    };
    let makers: Vec<String> = crate::support::moves(&on)
        .into_iter()
        .filter(|m| child_made(&on, m))
        .collect();
    assert!(!makers.is_empty(), "{on}");
    for m in &makers {
        assert!(!child_made(&off, m), "{off} {m}");
    }
    // North plays b2 into a2; South, with no move, ends the round. North
    // holds 38, South 18: South, the loser, fills 4 holes of each row
    // from column a and puts his 2 left over into e1 and e2; children
    // may be made (4 holes filled).
    let p = pos("0,1,0,0,0,0,0/0,0,0,0,0,0,0 N store=18,37 starter=S", &bao);
    assert_eq!(
        text(&play(&p, "b2")),
        "4,4,4,4,2,0,0/4,4,4,4,2,0,0 N store=0,20 blocked=f1,g1,f2,g2 starter=N"
    );
}

#[test]
fn the_state_bao_adds_is_read_back_and_refused_where_wrong() {
    let bao = russ("russ-bao-text", |_| {});
    for text in [
        "4,4,4,4,4,4,4/4,4,4,4,4,4,4 S store=0,0 limited=N",
        "0,0,0,1,4,4,4/0,0,0,1,4,4,4 S store=30,0 children=off blocked=a1,b1,c1,a2,b2,c2",
    ] {
        let p = pos(text, &bao);
        assert_eq!(TwoRow::from_text(&p.to_string(), &bao).unwrap(), p, "{p}");
    }
    for (text, why) in [
        ("limited=X", "limited=`X`: expected S or N"),
        ("limited=", "limited"),
        ("children=of", "children=`of`"),
    ] {
        let t = format!("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S store=0,0 {text} ruleset=russ-bao-text");
        let e = TwoRow::from_text(&t, &bao).unwrap_err().to_string();
        assert!(e.contains(why), "{t}: {e}");
    }
    // Neither key belongs to a rule set without the rules.
    let kalah = russ("russ-bao-plain", |r| {
        r.capture.first_player_limited = false;
        r.rounds = None;
    });
    for text in ["limited=S", "children=off"] {
        let t = format!("4,4,4,4,4,4,4/4,4,4,4,4,4,4 S store=0,0 {text} ruleset=russ-bao-plain");
        assert!(TwoRow::from_text(&t, &kalah).is_err(), "{t}");
    }
}

#[test]
fn perft_from_the_start_counts_as_mancalagames_moves() {
    // `tools/mancalagames/perft.py --depth 7 Bao`: 7 43 252 1507 8601
    // 49553 273416, South to move and limited (as MancalaGames plays a
    // game its interface did not rearrange). It cuts one turn short at
    // depth 5 (75 laps: its game ends there), which fanga plays out: the
    // counts agree to depth 5, and fanga counts the 6 moves after that
    // turn at depth 6 (49,559).
    let bao = russ("russ-bao-perft", |_| {});
    let start = TwoRow::start(&bao);
    let ours: Vec<u64> = (1..=5).map(|d| fanga_core::perft(&start, d)).collect();
    assert_eq!(ours, [7, 43, 252, 1507, 8601]);
}

/// A change made to the rule set.
type Change = fn(&mut RuleSet);

#[test]
fn the_new_rules_are_refused_where_they_are_not_played() {
    // Each case: the change, and the parameter the refusal names.
    let cases: [(&str, Change, &str); 5] = [
        (
            "russ-bao-refused-1",
            |r| {
                r.capture.cross_takes_last_seed = false;
                r.sowing.relay_captures = true;
                r.sowing.relay_needs_opponent_row = false;
                r.children = None;
                r.rounds = None;
            },
            "sowing.relay_captures",
        ),
        (
            "russ-bao-refused-2",
            |r| r.capture.repeat_on_capture = true,
            "capture.repeat_on_capture",
        ),
        (
            "russ-bao-refused-3",
            |r| r.sowing.laps = fanga_ruleset::spec::Laps::Single,
            "sowing.relay_needs_opponent_row",
        ),
        (
            "russ-bao-refused-4",
            |r| r.sowing.relay_own_side = true,
            "sowing.relay_needs_opponent_row",
        ),
        (
            "russ-bao-refused-5",
            |r| r.rounds.as_mut().unwrap().fill = fanga_ruleset::spec::RoundFill::FromLeft,
            "children",
        ),
    ];
    let text = include_str!("mancalagames/Bao.json");
    for (name, change, parameter) in cases {
        let mut rules = RuleSet::from_json(text).unwrap();
        rules.name = name.to_owned();
        change(&mut rules);
        let e = define(rules).unwrap_err().to_string();
        assert!(e.contains(&format!(": {parameter}: ")), "{name}: {e}");
    }
}
