//! Properties of laps and of relay sowing on random boards.

use std::collections::HashSet;
use std::convert::Infallible;

use fanga_core::Player;
use fanga_sowing::relay::{self, Halt, Landing, Turn, TurnRules};
use fanga_sowing::trace::{Stop, Tracer};
use fanga_sowing::{Board, Circuit, Direction, Hole, Lap, LapEnd, LapStart};
use proptest::prelude::*;

/// A random 4 x `cols` board whose South rows hold `counts` (at most 255 in all).
fn board(cols: u8, counts: &[u8]) -> Board {
    let mut b = Board::new(4, cols).unwrap();
    let ring = Circuit::player_ring(cols, Player::South);
    for (&h, &c) in ring.holes().iter().zip(counts) {
        b.set(h, c).unwrap();
    }
    b
}

fn start_mode() -> impl Strategy<Value = LapStart> {
    prop_oneof![
        Just(LapStart::Next),
        Just(LapStart::At),
        Just(LapStart::NextSkippingOrigin)
    ]
}

fn direction() -> impl Strategy<Value = Direction> {
    prop_oneof![Just(Direction::Cw), Just(Direction::Ccw)]
}

/// Katro-like relay without captures: relay on n >= 2, stop on n = 1.
struct Relay {
    ring: Circuit,
    dir: Direction,
}

impl TurnRules for Relay {
    type State = ();
    type Choice = Infallible;

    fn circuit(&self) -> &Circuit {
        &self.ring
    }

    fn land(
        &self,
        turn: &mut Turn<()>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        if end.count == 1 {
            return Landing::End(Stop::EmptyHole);
        }
        let seeds = turn.take(end.hole, trace);
        Landing::Sow(Lap::new(end.hole, seeds, self.dir, LapStart::Next))
    }

    fn choose(&self, _: &mut Turn<()>, c: Infallible, _: &mut impl Tracer) -> Landing<Infallible> {
        match c {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// The O(L) lap and the seed-by-seed lap agree on the board and the end.
    #[test]
    fn fast_lap_is_exact(
        cols in 2u8..=8,
        counts in proptest::collection::vec(0u8..12, 16),
        from in 0usize..16,
        seeds in 0u8..=255,
        dir in direction(),
        start in start_mode(),
    ) {
        let ring = Circuit::player_ring(cols, Player::South);
        let mut a = board(cols, &counts);
        let on_board = a.total();
        prop_assume!(on_board + u32::from(seeds) <= 255);
        let from = ring.holes()[from % ring.len()];
        let lap = Lap::new(from, seeds, dir, start);
        let mut b = a;
        let fast = ring.sow(&mut a, lap);
        let slow = ring.sow_seed_by_seed(&mut b, lap);
        prop_assert_eq!(fast, slow);
        prop_assert_eq!(a, b);
        prop_assert_eq!(a.total(), on_board + u32::from(seeds));
        if start == LapStart::NextSkippingOrigin {
            prop_assert_eq!(a.get(from), b.get(from));
        }
    }

    /// Brent's detection agrees with a detector that remembers every state.
    #[test]
    fn infinite_turns_are_detected_exactly(
        cols in 2u8..=6,
        counts in proptest::collection::vec(0u8..6, 12),
        from in 0usize..12,
        dir in direction(),
    ) {
        let rules = Relay { ring: Circuit::player_ring(cols, Player::South), dir };
        let b = board(cols, &counts);
        let from: Hole = rules.ring.holes()[from % rules.ring.len()];
        prop_assume!(b.get(from) > 0);
        let open = |t: &mut Turn<()>| {
            let seeds = t.board.take(from);
            Landing::Sow(Lap::new(from, seeds, dir, LapStart::Next))
        };
        let mut t = Turn { board: b, state: () };
        let first = open(&mut t);
        let got = relay::drive(&rules, &mut t, first, &mut (), &mut { u64::MAX });

        let mut t = Turn { board: b, state: () };
        let mut landing = open(&mut t);
        let mut seen = HashSet::new();
        let expected = loop {
            match landing {
                Landing::Sow(lap) => {
                    if !seen.insert((t, lap)) {
                        break Halt::Infinite;
                    }
                    let end = rules.ring.sow(&mut t.board, lap);
                    landing = rules.land(&mut t, end, &mut ());
                }
                Landing::End(_) => break Halt::Ended,
                Landing::Choose(_) => unreachable!(),
            }
        };
        prop_assert_eq!(&got, &expected);
        if got == Halt::Ended {
            prop_assert_eq!(t.board, {
                let mut t2 = Turn { board: b, state: () };
                let l = open(&mut t2);
                relay::drive(&rules, &mut t2, l, &mut (), &mut { u64::MAX });
                t2.board
            });
        }
    }
}
