//! The longest turns known (`docs/bounded-work.md`): two openings of this
//! position relay for millions of laps and never end (cycles of 9.0 and
//! 12.3 million laps). The engine's fast relays (the packed ring, and each
//! landing compared, turned round the ring, with the first) prove both
//! endless exactly, in under 2 million laps, and agree with the laps sown
//! one by one up to a budget.

use fanga_core::{Bounded, LapBudget, Outcome, Player, Position};
use fanga_katra_fandatsaka::KatraFandatsaka;

const LONG: &str = "3,0,2,2,1,1,1,0/1,0,0,0,1,0,3,0/1,2,1,4,22,4,3,2/0,1,2,1,2,1,2,1 S reserve=0,0";

#[test]
fn the_two_endless_turns_are_proven_endless() {
    let p: KatraFandatsaka = LONG.parse().unwrap();
    let moves = p.legal_moves();
    assert_eq!(moves.len(), 30);
    for m in ["d2:cw", "h2:ccw"] {
        let after = p.play(&m.parse().unwrap()).unwrap();
        assert!(after.ended_by_infinite_turn(), "{m}");
        assert!(
            matches!(
                after.outcome(),
                Some(Outcome::Win {
                    winner: Player::North,
                    ..
                })
            ),
            "{m}: {:?}",
            after.outcome()
        );
        // Its text is the position before the turn.
        assert_eq!(after.to_string(), LONG);
    }
    // Under 500,000 laps, both are still undecided; every other move is
    // decided and the same as without a budget.
    let within = p.within(LapBudget::laps(500_000)).legal_moves();
    let undecided: Vec<String> = within.undecided.iter().map(|u| u.mv.to_string()).collect();
    assert_eq!(undecided, ["d2:cw", "h2:ccw"]);
    assert_eq!(within.decided.len(), 28);
    assert!(within.decided.iter().all(|m| moves.contains(m)));
    // Under 2 million, both are proven endless.
    assert!(
        p.within(LapBudget::laps(2_000_000))
            .legal_moves()
            .undecided
            .is_empty()
    );
}
