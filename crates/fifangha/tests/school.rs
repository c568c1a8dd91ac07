//! Busser's school rules (`rules=school`, `rules=school_short`) on crafted
//! positions of 4 columns: each case of the last seed, the paragraph that
//! derives the default rule 2 from them, the one lap of the short game, the
//! end of the game, and a consequence of the solved 4-column boards.

use fanga_core::{GameOptions, Outcome, Player, Position, Traced};
use fanga_fifangha::{Fifangha, FifanghaMove, FifanghaOptions, ONE_LAP, RuleSet};
use fanga_sowing::reason;

fn with(options: &[&str], text: &str) -> Fifangha {
    let mut o = FifanghaOptions::default();
    o.apply(&[&["columns=4"], options].concat()).unwrap();
    Fifangha::from_text(text, &o).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn flacourt(text: &str) -> Fifangha {
    with(&[], text)
}

fn school(text: &str) -> Fifangha {
    with(&["rules=school"], text)
}

fn short(text: &str) -> Fifangha {
    with(&["rules=school_short"], text)
}

fn mv(text: &str) -> FifanghaMove {
    text.parse().unwrap()
}

fn after(p: Fifangha, m: &str) -> String {
    p.play(&mv(m))
        .unwrap_or_else(|e| panic!("{m}: {e}"))
        .to_string()
}

fn moves(p: &Fifangha) -> Vec<String> {
    fanga_core::testing::sorted_moves(p)
}

#[test]
fn the_option_reads_and_writes_back() {
    let mut o = FifanghaOptions::default();
    assert_eq!(o.rules, RuleSet::Flacourt);
    o.apply(&["rules=school_short"]).unwrap();
    assert_eq!(o.rules, RuleSet::SchoolShort);
    assert_eq!(o.changed(), ["rules=school_short"]);
    assert!(FifanghaOptions::default().apply(&["rules=gs"]).is_err());
}

/// Busser 2023: "si un semis s'arrête sur un tibong [...] S'il n'y a qu'une
/// seule graine en face, on la sème à partir du tibong, c'est-à-dire qu'on
/// la met dans le tibong. Mais dans ce cas, on finit un semis dans un tibong
/// non vide, donc on recommence. Et comme on vient de prendre la graine qui
/// était en face, on est dans le cas (3) : on prend les graines du tibong et
/// on les sème à partir de la case voisine." The school rules, choosing the
/// same tsibongy, give the default rule 2, for either player and tsibongy.
#[test]
fn one_facing_seed_in_the_same_tsibongy_is_rule_two() {
    // South: a2 (1 + the reserve seed) faces a3 (1). School: capture a3's
    // seed, put it into a2 (3 seeds, facing nothing now): case 3, a2's 3
    // seeds from b2 onwards (the lap from a2 went towards the interior):
    // b2 c2 d2, ending in the empty d2. Rule 2 sows a2's 2 and a3's 1 from
    // b2: the same.
    let south = "0,0,0,0/1,0,1,0/1,0,0,0/0,0,0,0 S reserve=1,1";
    let rule_two = "0,0,0,0/0,0,1,0/0,1,1,1/0,0,0,0 N reserve=0,1";
    assert_eq!(moves(&flacourt(south)), ["a2"]);
    assert_eq!(after(flacourt(south), "a2"), rule_two);
    assert_eq!(moves(&school(south)), ["a2 a2", "a2 d2"]);
    assert_eq!(after(school(south), "a2 a2"), rule_two);
    // "(ou de l'autre tibong)": the seed put into the empty d2 ends the turn.
    assert_eq!(
        after(school(south), "a2 d2"),
        "0,0,0,0/0,0,1,0/2,0,0,1/0,0,0,0 N reserve=0,1"
    );
    // North: d3 (1 + 1) faces d2 (1); from d3 the interior is c3, b3, a3.
    let north = "0,0,0,0/0,0,0,1/0,1,0,1/0,0,0,0 N reserve=1,1";
    let rule_two = "0,0,0,0/1,1,1,0/0,1,0,0/0,0,0,0 S reserve=1,0";
    assert_eq!(after(flacourt(north), "d3"), rule_two);
    assert_eq!(after(school(north), "d3 d3"), rule_two);
}

/// Busser 2023: "s'il y a plusieurs graines en face, on les sème à partir du
/// tibong (ou de l'autre tibong) comme l'écrit Dandouau": the school rules
/// give the default rules with `tsibongy_attack=on` (Dandouau's attack on a
/// tsibongy facing 2 or more).
#[test]
fn several_facing_seeds_are_dandouaus_attack() {
    let text = "0,0,0,0/2,1,0,0/1,0,0,0/0,0,0,0 S reserve=1,1";
    let dandouau = with(&["tsibongy_attack=on"], text);
    let school = school(text);
    assert_eq!(moves(&school), ["a2 a2", "a2 d2"]);
    assert_eq!(
        fanga_core::testing::moves_and_results(&school),
        fanga_core::testing::moves_and_results(&dandouau)
    );
    // a3's 2 seeds sown at d2 and c2 (counter-clockwise from d2), ending in
    // the empty c2.
    assert_eq!(
        after(school, "a2 d2"),
        "0,0,0,0/0,1,0,0/2,0,1,1/0,0,0,0 N reserve=0,1"
    );
}

/// Case 3: "on recommence le semis mais avec ses propres graines, et à
/// partir de la case voisine (en gardant le sens de semis)". A lap that
/// reaches the tsibongy a2 from b2 (counter-clockwise) and stops there on
/// seeds facing nothing goes on counter-clockwise, into the outer row; the
/// default rule 2 turns back towards the interior.
#[test]
fn case_three_keeps_the_direction() {
    // c2 (1 + 1) faces c3 (4): capture, sown from d2 towards the interior:
    // d2 c2 b2 a2, ending in a2 (2 seeds) facing the empty a3.
    let text = "0,0,0,0/0,0,4,1/1,0,1,0/0,0,0,0 S reserve=2,2";
    // School: a2's 2 seeds on counter-clockwise: a1 b1.
    assert_eq!(
        after(school(text), "c2 d2"),
        "0,0,0,0/0,0,0,1/0,1,3,1/1,1,0,0 N reserve=1,2"
    );
    // Rule 2: a2's 2 seeds from b2 clockwise: b2 c2, ending in c2 (4)
    // facing nothing: a relay d2 d1 c1 b1.
    assert_eq!(
        after(flacourt(text), "c2 d2"),
        "0,0,0,0/0,0,0,1/0,2,0,2/0,1,1,1 N reserve=1,2"
    );
}

/// Case 2 recurses: "dans ce cas on prend ces graines et on les sème à
/// partir d'un tibong de son choix, vers l'intérieur", and each capture
/// offers both tsibongy.
#[test]
fn case_two_recurses() {
    let text = "0,0,0,0/1,2,1,1/0,1,1,0/0,0,0,0 S reserve=2,2";
    assert_eq!(
        fanga_core::testing::moves_and_results(&school(text)),
        [
            // b2 (2) captures b3's 2, sown a2 b2: b2 (3) faces nothing now,
            // case 3: c2 d2 d1.
            "b2 a2 -> 0,0,0,0/1,0,1,1/1,0,2,1/0,0,0,1 N reserve=1,2",
            // Sown d2 c2: c2 (2) captures c3, put into a2 (empty): the end.
            "b2 d2 a2 -> 0,0,0,0/1,0,0,1/1,2,2,1/0,0,0,0 N reserve=1,2",
            // ... or into d2 (2), which captures d3: into a2 ...
            "b2 d2 d2 a2 -> 0,0,0,0/1,0,0,0/1,2,2,2/0,0,0,0 N reserve=1,2",
            // ... or into d2 (3), facing nothing: case 3, c2 b2 a2.
            "b2 d2 d2 d2 -> 0,0,0,0/1,0,0,0/1,3,3,0/0,0,0,0 N reserve=1,2",
            "c2 a2 -> 0,0,0,0/1,2,0,1/1,1,2,0/0,0,0,0 N reserve=1,2",
            "c2 d2 -> 0,0,0,0/1,2,0,1/0,1,2,1/0,0,0,0 N reserve=1,2",
        ]
    );
}

/// "Pour démarrer un tour de jeu, on prélève une graine dans sa réserve et
/// on la place dans une case non vide de sa rangée intérieure, en
/// privilégiant le cas (2). Si on ne peut pas, alors [...] on fait comme
/// dans le cas 3, mais on ne prend aucune graine à l'adversaire au cours de
/// ce tour": a free direction, relays, and no capture even when a lap ends
/// facing seeds.
#[test]
fn a_turn_that_cannot_capture_sows_and_takes_nothing() {
    // Nothing of South's faces seeds: c2 is sown either way.
    let text = "0,0,0,0/1,1,0,0/0,0,2,0/0,0,1,0 S reserve=2,2";
    assert_eq!(moves(&school(text)), ["c2:ccw", "c2:cw"]);
    // c2:ccw: b2 a2 a1, into the empty a1. b2 and a2 face seeds, but
    // only the last seed counts, and this turn never captures.
    assert_eq!(
        after(school(text), "c2:ccw"),
        "0,0,0,0/1,1,0,0/1,1,0,0/1,0,1,0 N reserve=1,2"
    );
    // c2:cw: d2 d1 c1, ending in c1 (2): case 3, b1 a1.
    assert_eq!(
        after(school(text), "c2:cw"),
        "0,0,0,0/1,1,0,0/0,0,0,1/1,1,0,1 N reserve=1,2"
    );
    // A capture, if any, must be chosen: b2 (1 + 1) faces b3.
    let capture = "0,0,0,0/1,1,0,0/0,1,2,0/0,0,1,0 S reserve=2,2";
    assert_eq!(moves(&school(capture)), ["b2 a2", "b2 d2"]);
    assert!(school(capture).play(&mv("c2:cw")).is_err());
}

/// The default rules' worked turn that never ends (a non-capturing turn,
/// the same in the recursive school rules) loses for its mover; in the short
/// game the same opening is one lap.
#[test]
fn an_endless_turn_loses_for_its_mover() {
    let text = "1,2,2,1/0,0,0,0/3,2,3,1/0,3,2,1 S reserve=1,1";
    let p = school(text);
    let q = p.play(&mv("d2:ccw")).unwrap();
    assert_eq!(
        q.outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: reason::INFINITE_TURN
        })
    );
    assert_eq!(q.to_string(), p.to_string());
    // d2 (1 + 1) sown counter-clockwise: c2 b2, ending in b2 (3).
    assert_eq!(
        after(short(text), "d2:ccw"),
        "1,2,2,1/0,0,0,0/3,3,4,0/0,3,2,1 N reserve=0,1"
    );
}

/// The short game: "on prélève les graines qui sont en face et on les sème
/// à partir d'un tibong, vers l'intérieur du plateau. S'il n'y a pas de
/// graines en face, on sème les siennes, à partir de la case voisine (de
/// gauche ou de droite, au choix). Si le semis passe par un tibong, on
/// continue dans la rangée arrière." One lap, whatever it ends on.
#[test]
fn the_short_game_sows_one_lap() {
    // The capture of c3's 4 from d2: d2 c2 b2 a2, ending in a2 (2 seeds):
    // the turn ends there (the recursive rules go on: a1 b1).
    let text = "0,0,0,0/0,0,4,1/1,0,1,0/0,0,0,0 S reserve=2,2";
    assert_eq!(moves(&short(text)), ["c2 a2", "c2 d2"]);
    let q = short(text).play(&mv("c2 d2")).unwrap();
    assert_eq!(
        q.to_string(),
        "0,0,0,0/0,0,0,1/2,1,3,1/0,0,0,0 N reserve=1,2"
    );
    let trace = short(text).play_traced(&mv("c2 d2")).unwrap().1;
    assert!(trace.to_string().contains(ONE_LAP), "{trace}");
    // From a2: a2 b2 c2 d2, the last seed into the empty d2.
    assert_eq!(
        after(short(text), "c2 a2"),
        "0,0,0,0/0,0,0,1/2,1,3,1/0,0,0,0 N reserve=1,2"
    );
    // Nothing faces c2: its 3 seeds go left or right; clockwise, past the
    // tsibongy d2 into the back row: d2 d1 c1, ending in c1 (2 seeds).
    let own = "0,0,0,0/1,1,0,0/0,0,2,0/0,0,1,0 S reserve=2,2";
    assert_eq!(moves(&short(own)), ["c2:ccw", "c2:cw"]);
    assert_eq!(
        after(short(own), "c2:cw"),
        "0,0,0,0/1,1,0,0/0,0,0,1/0,0,2,1 N reserve=1,2"
    );
    // A capture ends the turn even when the seeds in hand land facing
    // more: b2 captures b3 (2), sown a2 b2; b2 (3) faces nothing and the
    // turn ends (the recursive rules relay it: c2 d2 d1).
    let more = "0,0,0,0/1,2,1,1/0,1,1,0/0,0,0,0 S reserve=2,2";
    assert_eq!(
        after(short(more), "b2 a2"),
        "0,0,0,0/1,0,1,1/1,3,1,0/0,0,0,0 N reserve=1,2"
    );
    // Sown d2 c2, ending in c2 (2) facing c3 (1): no second capture.
    assert_eq!(
        after(short(more), "b2 d2"),
        "0,0,0,0/1,0,1,1/0,2,2,1/0,0,0,0 N reserve=1,2"
    );
}

/// "Si, une fois que chaque joueur a joué 26 fois, personne n'est kamo, le
/// gagnant est celui qui a le plus de graines dans ses deux rangées", and
/// "soit la rangée intérieure est vide. Dans ce cas on ne peut plus jouer et
/// on est kamo : on a perdu": the default's end, in both school forms.
#[test]
fn the_end_is_kamo_or_the_most_seeds() {
    for rules in ["rules=school", "rules=school_short"] {
        // South: 2 in his inner row and 2 in his outer row, North 1.
        let p = with(&[rules], "0,0,0,0/0,1,0,0/0,1,1,0/2,0,0,0 S reserve=0,0");
        assert_eq!(
            p.outcome(),
            Some(Outcome::Win {
                winner: Player::South,
                reason: reason::RESERVE_EXHAUSTED
            }),
            "{rules}"
        );
        let p = with(&[rules], "0,0,0,0/0,1,0,0/0,0,0,0/9,0,0,0 S reserve=3,3");
        assert_eq!(
            p.outcome(),
            Some(Outcome::Win {
                winner: Player::North,
                reason: reason::KAMO
            }),
            "{rules}"
        );
    }
}

/// "personne n'est kamo" is asked of both players when the turns run out
/// (school decision 12): North, who plays the last turn, empties his own
/// inner row with it and has lost, although he has 38 seeds to South's 1.
/// Under Flacourt's rules only the player to move is kamo: North wins on
/// the seeds.
#[test]
fn an_inner_row_emptied_by_the_last_turn_loses() {
    let text = "9,9,9,9/0,0,0,1/0,1,0,0/0,0,0,0 N reserve=0,1";
    let end = short(text).play(&mv("d3:ccw")).unwrap();
    assert_eq!(end.to_string(), END_OF_D3_CCW);
    assert_eq!(
        end.outcome(),
        Some(Outcome::Win {
            winner: Player::South,
            reason: reason::KAMO
        })
    );
    for rules in ["rules=school", "rules=school_short"] {
        for draw in [&[][..], &["reserve_end=draw"][..]] {
            let p = with(&[&[rules][..], draw].concat(), END_OF_D3_CCW);
            assert_eq!(
                p.outcome(),
                Some(Outcome::Win {
                    winner: Player::South,
                    reason: reason::KAMO
                }),
                "{rules} {draw:?}"
            );
        }
        // Both inner rows empty: the player to move, kamo first, has lost.
        let both = with(&[rules], "9,9,9,9/0,0,0,0/0,0,0,0/1,0,0,0 S reserve=0,0");
        assert_eq!(
            both.outcome(),
            Some(Outcome::Win {
                winner: Player::North,
                reason: reason::KAMO
            }),
            "{rules}"
        );
    }
    assert_eq!(
        flacourt(END_OF_D3_CCW).outcome(),
        Some(Outcome::Win {
            winner: Player::North,
            reason: reason::RESERVE_EXHAUSTED
        })
    );
}

/// The position after `d3:ccw` in the short game's last turn above.
const END_OF_D3_CCW: &str = "9,9,10,10/0,0,0,0/0,1,0,0/0,0,0,0 S reserve=0,0";

/// `tsibongy_attack` changes rule 2, which the school rules do not have.
#[test]
fn tsibongy_attack_changes_nothing_in_the_school_rules() {
    for (rules, columns) in [
        ("rules=school", "columns=6"),
        ("rules=school_short", "columns=6"),
    ] {
        let mut plain = FifanghaOptions::default();
        plain.apply(&[rules, columns]).unwrap();
        let mut attack = plain;
        attack.apply(&["tsibongy_attack=on"]).unwrap();
        let (a, b) = (Fifangha::start(&plain), Fifangha::start(&attack));
        assert_eq!(
            fanga_core::perft(&a, 5),
            fanga_core::perft(&b, 5),
            "{rules}"
        );
    }
}
