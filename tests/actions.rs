//! The numeric action space of every game of the list
//! ([`Actions`](fanga::core::learn::Actions)): on the start, the sample position
//! and the positions of seeded random games, every legal whole turn is
//! reachable as a sequence of actions, no sequence of legal actions plays
//! anything but a legal turn, ids stay in the space, and illegal or
//! out-of-range actions are refused.

use std::collections::HashSet;

use fanga::core::{
    GameOptions, LapBudget, SplitMix64,
    catalog::Catalogued,
    learn::{ActionError, ActionLimits, ActionState, Actions, Decisions},
};
use fanga::{ActionGameVisitor, visit_action_games};

/// Enough laps for the turns of these short random games.
const LIMITS: ActionLimits = ActionLimits {
    budget: LapBudget::laps(100_000),
    max_moves: 1000,
};

/// Positions with more moves than this (Mangala's setup) are checked on a
/// sample of their moves and of random action sequences.
const EXHAUSTIVE: usize = 400;

/// Every move reached by the legal action sequences from `state`.
fn reach<P: Actions>(state: &ActionState<P>, found: &mut Vec<P::Move>) {
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    assert!(!legal.is_empty(), "a turn in progress has no legal action");
    for &a in &legal {
        let mut next = state.clone();
        match next.apply_action(a) {
            Ok(Some(mv)) => found.push(mv),
            Ok(None) => {
                assert_eq!(next.position(), state.position());
                assert!(
                    !next.is_terminal(),
                    "a turn undecided within the test's budget"
                );
                reach(&next, found);
            }
            Err(e) => panic!("legal action {a} refused: {e}"),
        }
    }
}

fn check_position<P: Catalogued + Actions>(p: &P, rng: &mut SplitMix64) {
    let state = ActionState::new(p.clone(), LIMITS);
    let space = state.space();
    let mut legal = Vec::new();
    state.legal_actions(&mut legal);
    if state.is_terminal() {
        assert!(legal.is_empty());
        assert_eq!(
            state.clone().apply_action(0),
            Err(ActionError::Over),
            "{}",
            P::GAME
        );
        return;
    }
    let moves = if P::TURNS_HAVE_CHOICES {
        p.within(LIMITS.budget).legal_moves().decided
    } else {
        p.legal_moves()
    };
    assert!(!moves.is_empty());
    // Ids in the space, turns within their bound, moves told apart.
    let mut seqs = HashSet::new();
    let mut d = Decisions::new();
    for m in &moves {
        p.decisions(m, &mut d);
        assert!(!d.is_empty(), "{}: `{m}` has no decision", P::GAME);
        assert!(
            d.len() <= space.max_turn_decisions() as usize,
            "{}: `{m}`",
            P::GAME
        );
        assert!(
            d.iter().all(|&a| a < space.size()),
            "{}: `{m}`: {d:?}",
            P::GAME
        );
        assert!(
            seqs.insert(d.to_vec()),
            "{}: two moves share {d:?}",
            P::GAME
        );
    }
    if !P::ENDS_EARLY {
        // In lexicographic order a sequence that begins others comes just
        // before one of them.
        let mut sorted: Vec<&Vec<u32>> = seqs.iter().collect();
        sorted.sort();
        for w in sorted.windows(2) {
            assert!(
                !w[1].starts_with(w[0]),
                "{}: {:?} begins {:?} at {p}",
                P::GAME,
                w[0],
                w[1]
            );
        }
    }
    // The mask agrees with the list; out-of-range and illegal ids refused.
    let mut mask = vec![false; space.size() as usize];
    state.legal_mask(&mut mask);
    let from_mask: Vec<u32> = (0..space.size()).filter(|&a| mask[a as usize]).collect();
    assert_eq!(from_mask, legal);
    assert!(matches!(
        state.check_range(i64::from(space.size())),
        Err(ActionError::OutOfRange { .. })
    ));
    assert!(state.check_range(-1).is_err());
    if let Some(bad) = (0..space.size()).find(|a| !mask[*a as usize]) {
        let mut s = state.clone();
        assert!(matches!(
            s.apply_action(bad),
            Err(ActionError::Illegal { .. })
        ));
        assert!(s.taken().is_empty());
    }
    let mut obs = vec![0.0; space.observation_len()];
    state.observe(&mut obs);
    let want: HashSet<String> = moves.iter().map(ToString::to_string).collect();
    if moves.len() <= EXHAUSTIVE {
        let mut found = Vec::new();
        reach(&state, &mut found);
        let got: HashSet<String> = found.iter().map(ToString::to_string).collect();
        assert_eq!(found.len(), got.len(), "{}: a move reached twice", P::GAME);
        assert_eq!(got, want, "{}: at {p}", P::GAME);
    } else {
        for _ in 0..32 {
            let m = &moves[rng.below(moves.len())];
            p.decisions(m, &mut d);
            let mut s = state.clone();
            for (k, &a) in d.iter().enumerate() {
                let done = s.apply_action(a).unwrap();
                assert_eq!(done.is_some(), k + 1 == d.len());
                if let Some(done) = done {
                    assert_eq!(&done, m);
                }
            }
        }
        for _ in 0..32 {
            let mut s = state.clone();
            loop {
                s.legal_actions(&mut legal);
                if let Some(mv) = s.apply_action(legal[rng.below(legal.len())]).unwrap() {
                    assert!(p.is_legal(&mv), "{}: `{mv}` at {p}", P::GAME);
                    break;
                }
            }
        }
    }
}

struct Check;

impl ActionGameVisitor for Check {
    fn visit<P: Catalogued + Actions>(&mut self) {
        let mut rng = SplitMix64::new(0x5eed);
        let options = P::Options::default();
        check_position(&P::start(&options), &mut rng);
        check_position(&P::sample(&options), &mut rng);
        check_games(&P::sample(&options), 2, 30, &mut rng);
        // Every other value of every option, one at a time: the start and
        // a short random game (a value a position type refuses, like
        // Oware's larger boards for the compact type, is the other type's).
        for spec in <P::Options as GameOptions>::SPECS {
            for value in spec.values.iter().filter(|&&v| v != spec.default) {
                let mut options = P::Options::default();
                if options.apply(&[format!("{}={value}", spec.key)]).is_err() {
                    continue;
                }
                check_position(&P::start(&options), &mut rng);
                check_games(&P::sample(&options), 1, 12, &mut rng);
            }
        }
    }
}

/// Checks the positions of `games` seeded random games of up to `plies`
/// moves from `start`.
fn check_games<P: Catalogued + Actions>(start: &P, games: u64, plies: usize, rng: &mut SplitMix64) {
    for seed in 0..games {
        let mut p = start.clone();
        let mut g = SplitMix64::new(seed);
        for _ in 0..plies {
            if !p.random_move(&mut g, LIMITS.budget) {
                break;
            }
            check_position(&p, rng);
        }
    }
}

#[test]
fn every_turn_is_a_sequence_of_actions_and_every_sequence_a_turn() {
    visit_action_games(&mut Check);
}

/// A game played by actions to its end: the turns are those of the
/// position's rules, and the game stops at the move limit.
#[test]
fn a_game_by_actions_ends_at_its_limit() {
    struct Play;
    impl ActionGameVisitor for Play {
        fn visit<P: Catalogued + Actions>(&mut self) {
            let limits = ActionLimits {
                max_moves: 30,
                ..LIMITS
            };
            let mut s = ActionState::new(P::sample(&P::Options::default()), limits);
            let mut rng = SplitMix64::new(7);
            let mut legal = Vec::new();
            let mut p = s.position().clone();
            while !s.is_terminal() {
                s.legal_actions(&mut legal);
                if let Some(mv) = s.apply_action(legal[rng.below(legal.len())]).unwrap() {
                    p = p.play(&mv).unwrap();
                    assert_eq!(&p, s.position());
                }
            }
            assert!(s.moves_played() <= 30);
            let o = s.outcome().unwrap();
            let r = s.returns();
            assert_eq!(r.south + r.north, 0.0);
            if s.moves_played() == 30 && p.outcome().is_none() {
                assert_eq!(o.reason(), fanga::core::EndReason::MOVE_LIMIT);
            }
        }
    }
    visit_action_games(&mut Play);
}

/// Oware's and Kalah's ids are OpenSpiel's: Oware's houses counted from the
/// mover's first house, Kalah's pits by their place on OpenSpiel's board.
#[cfg(all(feature = "oware", feature = "kalah"))]
#[test]
fn oware_and_kalah_use_openspiel_ids() {
    use fanga::core::Position;
    use fanga::kalah::Kalah;
    use fanga::oware::Oware;

    let mut legal = Vec::new();
    let mut oware = ActionState::new(Oware::start(&Default::default()), LIMITS);
    assert_eq!(oware.space().size(), 6);
    oware.legal_actions(&mut legal);
    assert_eq!(legal, [0, 1, 2, 3, 4, 5]);
    assert_eq!(oware.action_text(0), "a1");
    assert_eq!(
        oware.apply_action(1).map(|m| m.map(|m| m.to_string())),
        Ok(Some("b1".into()))
    );
    // North's action 0 is f2, his first house along the circuit.
    assert_eq!(oware.action_text(0), "f2");
    let mut obs = vec![0.0; oware.space().observation_len()];
    oware.observe(&mut obs);
    // North's row from f2, then South's from f1.
    assert_eq!(obs[..12], [4., 4., 4., 4., 4., 4., 5., 5., 5., 5., 0., 4.]);

    let mut kalah = ActionState::new(Kalah::start(&Default::default()), LIMITS);
    assert_eq!(kalah.space().size(), 14);
    kalah.legal_actions(&mut legal);
    assert_eq!(legal, [1, 2, 3, 4, 5, 6]);
    // c1's four seeds end in South's store: South sows again.
    assert_eq!(kalah.apply_action(3), Ok(None));
    assert_eq!(kalah.taken(), [3]);
    kalah.legal_actions(&mut legal);
    assert_eq!(legal, [1, 2, 4, 5, 6]);
    assert_eq!(
        kalah.apply_action(6).map(|m| m.map(|m| m.to_string())),
        Ok(Some("c1 f1".into()))
    );
    kalah.legal_actions(&mut legal);
    assert_eq!(legal, [8, 9, 10, 11, 12, 13]);
    assert_eq!(kalah.action_text(8), "f2");
    // A capture takes the last seed from its pit, but is no sowing: a1 is
    // one decision.
    let p: Kalah = "6,7,7,0,1,5/4,0,5,5,0,6 S store=1,1".parse().unwrap();
    let mut d = Decisions::new();
    p.decisions(&"a1".parse().unwrap(), &mut d);
    assert_eq!(d.as_slice(), [1]);
}

/// A turn past the lap budget ends the game, drawn, without being played:
/// in Katro (no choice during a turn) when the turn is chosen, in katra
/// fandatsaka (choices during turns, listed by playing them) as soon as a
/// turn of the mover cannot be decided.
#[cfg(all(feature = "katro", feature = "katra-fandatsaka"))]
#[test]
fn a_turn_past_the_lap_budget_ends_the_game() {
    use fanga::core::{Outcome, Position, learn::LAP_BUDGET};
    use fanga::katra_fandatsaka::KatraFandatsaka;
    use fanga::katro::Katro;

    let tight = ActionLimits {
        budget: LapBudget::laps(1),
        max_moves: 1000,
    };
    let start = Katro::start(&Default::default());
    let mut s = ActionState::new(start, tight);
    let mut legal = Vec::new();
    s.legal_actions(&mut legal);
    assert_eq!(s.apply_action(legal[0]), Ok(None));
    s.legal_actions(&mut legal);
    assert_eq!(s.apply_action(legal[0]), Ok(None));
    assert_eq!(s.outcome(), Some(Outcome::Draw { reason: LAP_BUDGET }));
    assert_eq!(s.position(), &start);
    assert_eq!(s.apply_action(legal[0]), Err(ActionError::Over));

    // b4:ccw needs more than 100,000 laps (tests/budget.rs).
    let slow: KatraFandatsaka =
        "1,3,1,5,1,2,8,9/8,1,2,1,0,1,4,3/0,0,0,1,0,0,0,0/1,0,0,4,2,1,2,3 N reserve=0,0"
            .parse()
            .unwrap();
    let s = ActionState::new(slow, LIMITS);
    assert_eq!(s.outcome(), Some(Outcome::Draw { reason: LAP_BUDGET }));
    let s = ActionState::new(KatraFandatsaka::start(&Default::default()), LIMITS);
    assert!(!s.is_terminal());
}
