//! Runs of plain relays on a circuit packed in a `u128`
//! ([`Circuit::relay_run`]), the fast path of the relay games: each lap is
//! a [`Ring`] lap, and a run that never ends is proven so when it comes
//! back to its first state, turned round the ring when it has no exits
//! ([`cycle`](crate::cycle) says why that is exact).

use crate::Board;
use crate::circuit::Circuit;
use crate::cycle::Home;
use crate::hole::Hole;
use crate::lap::{Lap, LapEnd, LapStart};
use crate::packed::CLEAR;
use crate::packed::ring::Ring;

/// A run of relays on a ring of `L` holes packed in a `u128`, one byte a
/// hole in sowing order ([`Circuit::relay_run`]).
struct Relays {
    /// The ring.
    x: u128,
    /// The place the next lap sows from (its first seed falls after it).
    from: usize,
    /// Seeds in hand.
    seeds: u32,
    /// Bit k: a lap ending at place k leaves the run.
    exit: u32,
}

/// The packed ring of `L` holes, one byte a hole in sowing order.
struct Rings<const L: usize>;

impl<const L: usize> Rings<L> {
    const RING: &'static Ring = &Ring::contiguous(L);
}

/// How a [`Relays`] run stopped: [`RelayRun`] with places for holes.
enum Stop {
    Landed { at: usize, count: u8 },
    Infinite,
    Undecided,
}

/// Sows `seeds` from the place after `from` on `x`: the ring after the
/// lap, the place of its last seed and the seeds there then.
///
/// The count is the place's seeds before the lap, plus the lap's whole
/// rounds, plus its last seed when the lap does not end in whole rounds
/// (then it ends in `from` itself): read before the lap, so that it does
/// not wait for the lap's additions.
#[inline(always)]
fn lap<const L: usize>(x: u128, from: usize, seeds: u32) -> (u128, usize, u32) {
    let ring = Rings::<L>::RING;
    let lap = ring.lap(from, seeds);
    let before = (x >> (8 * (lap.last & 15))) as u8;
    let count = u32::from(before) + lap.rounds + u32::from(lap.rem != 0);
    let (x, at) = ring.sow(x, from, seeds);
    (x, at, count)
}

impl Relays {
    /// Sows and relays until a landing leaves the run, the run comes back
    /// to its first state ([`Home`]: turned round the ring when there are
    /// no exits), or the budget runs out. Returns the ring as it is then.
    #[inline]
    fn run<const L: usize>(self, left: &mut u64) -> (u128, Stop) {
        if self.exit == 0 {
            self.relays::<L, true>(left)
        } else {
            self.relays::<L, false>(left)
        }
    }

    /// The relays, each landing compared with the first one.
    #[inline(always)]
    fn relays<const L: usize, const TURNS: bool>(self, left: &mut u64) -> (u128, Stop) {
        let counted = u64::from(*left != u64::MAX);
        let mut budget = *left;
        let exit = self.exit;
        // Whether the landing at `at` holding `count` stops the run, or
        // counts a relay.
        let mut halt = |at: usize, count: u32| {
            if count == 1 || exit & (1 << at) != 0 {
                Some(Stop::Landed {
                    at,
                    count: count as u8,
                })
            } else if budget == 0 {
                Some(Stop::Undecided)
            } else {
                budget -= counted;
                None
            }
        };
        let (mut x, mut at, mut count) = lap::<L>(self.x, self.from, self.seeds);
        let stop = match halt(at, count) {
            Some(stop) => stop,
            None => {
                let home = Home::<L, TURNS>::new(x, at);
                loop {
                    (x, at, count) = lap::<L>(x & CLEAR[at & 15], at, count);
                    if let Some(stop) = halt(at, count) {
                        break stop;
                    }
                    if home.is(x, at) {
                        break Stop::Infinite;
                    }
                }
            }
        };
        *left = budget;
        (x, stop)
    }
}

/// How [`Circuit::relay_run`] stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RelayRun {
    /// The last lap ended in a hole that does not relay (it holds 1 seed,
    /// or it is an exit): the game's landing rule decides what follows.
    Landed(LapEnd),
    /// The relays came back to a state they were in: the turn never ends.
    /// The board is left where the check stopped.
    Infinite,
    /// A relay was due with no lap left: the board is left as the last lap
    /// sown left it (a turn left undecided is discarded).
    Undecided,
}

impl Circuit {
    /// Sows `lap`, then relays for as long as the rules of a plain relay
    /// decide: while the last seed falls in a hole that now holds 2 or more
    /// and is not one of `exits`, its seeds are taken and sown on from the
    /// next hole in the same direction ([`LapStart::Next`]). Stops with
    /// [`RelayRun::Landed`] at the first lap that ends in a hole holding 1
    /// seed or in an exit (the game's landing rule then decides), with
    /// [`RelayRun::Infinite`] when the relays come back to a state they were
    /// in (the turn never ends), or with [`RelayRun::Undecided`] when a
    /// relay is due and `left` (laps still allowed, counted down by each
    /// relay; `u64::MAX` is no bound) is 0. `lap` itself is not counted.
    ///
    /// `exits` is asked once per hole of the circuit, on the board before
    /// the lap; the holes off the circuit do not change during the run, so
    /// a rule that reads them (a capture facing seeds) holds for the whole
    /// run.
    ///
    /// The fast path of the relay games ([`TurnRules::relay_run`]): the
    /// circuit is packed one byte a hole in a `u128`, so a lap is a few
    /// additions of byte masks, and the check for a turn that never ends
    /// compares one integer with the run's first state, turned round the
    /// ring when there are no exits: exact, and at most one cycle of laps
    /// ([relay](crate::relay#long-runs-of-plain-relays) says why).
    /// `None`, with the board untouched, for a circuit of more than 16
    /// holes, a lap that skips its origin, or a lap of no seeds.
    ///
    /// [`TurnRules::relay_run`]: crate::relay::TurnRules::relay_run
    /// [`drive`]: crate::relay::drive
    pub fn relay_run(
        &self,
        board: &mut Board,
        lap: Lap,
        exits: impl Fn(&Board, Hole) -> bool,
        left: &mut u64,
    ) -> Option<RelayRun> {
        let l = usize::from(self.len);
        if !matches!(l, 8 | 12 | 16) || lap.seeds == 0 {
            return None;
        }
        let base = self.place(lap.from, lap.dir);
        let order = &self.order[lap.dir as usize];
        // Sowing "at" a hole is sowing from the hole before it.
        let from = match lap.start {
            LapStart::Next => base,
            LapStart::At => (base + l - 1) % l,
            LapStart::NextSkippingOrigin => return None,
        };
        let ring = &order[..l];
        let mut bytes = [0u8; 16];
        let mut exit = 0u32;
        for (k, &h) in ring.iter().enumerate() {
            bytes[k] = board.get(h);
            if exits(board, h) {
                exit |= 1 << k;
            }
        }
        let start = Relays {
            x: u128::from_le_bytes(bytes),
            from,
            seeds: u32::from(lap.seeds),
            exit,
        };
        let (x, run) = match l {
            8 => start.run::<8>(left),
            12 => start.run::<12>(left),
            _ => start.run::<16>(left),
        };
        let bytes = x.to_le_bytes();
        for (k, &h) in ring.iter().enumerate() {
            board.set_raw(h, bytes[k]);
        }
        Some(match run {
            Stop::Landed { at, count } => RelayRun::Landed(LapEnd {
                hole: ring[at],
                count,
            }),
            Stop::Infinite => RelayRun::Infinite,
            Stop::Undecided => RelayRun::Undecided,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hole::Direction;
    use crate::hole::h;
    use fanga_core::Player;

    /// The plain relays `relay_run` must equal: one `sow` a lap, and a set
    /// of every state met, which finds a repeat at its first occurrence.
    fn plain_relays(
        c: &Circuit,
        board: &mut Board,
        mut lap: Lap,
        exits: &[Hole],
        left: &mut u64,
    ) -> Option<RelayRun> {
        let mut seen = std::collections::HashSet::new();
        loop {
            // Cases that neither end nor repeat within this many laps are
            // left out (the set would grow large).
            if seen.len() > 20_000 {
                return None;
            }
            let end = c.sow(board, lap);
            if end.count == 1 || exits.contains(&end.hole) {
                return Some(RelayRun::Landed(end));
            }
            if *left != u64::MAX {
                if *left == 0 {
                    return Some(RelayRun::Undecided);
                }
                *left -= 1;
            }
            if !seen.insert((*board, end.hole)) {
                return Some(RelayRun::Infinite);
            }
            let n = board.take(end.hole);
            lap = Lap::new(end.hole, n, lap.dir, LapStart::Next);
        }
    }

    /// `relay_run` against the plain relays on random rings of 8, 12 and 16
    /// holes (a player's ring of 4, 6 and 8 columns), both directions, laps
    /// sown from the next hole or at a hole, random exits and budgets: the
    /// same landing, board and laps left; a repeat found by both (the fast
    /// detector may need more laps, so under a budget it may say undecided
    /// where the plain one already saw the repeat).
    #[test]
    fn relay_runs_are_the_plain_relays() {
        let mut rng = fanga_core::SplitMix64::new(7);
        let mut kinds = [0usize; 3];
        for case in 0..6000 {
            let cols = [4u8, 6, 8][case % 3];
            let player = Player::BOTH[case / 3 % 2];
            let c = Circuit::player_ring_ref(cols, player);
            let mut board = Board::new(4, cols).unwrap();
            // Full rings relay for long (some never end): every hole holds 1
            // to 24.
            let full = case % 4 == 0;
            let max = 1 + rng.below(6);
            for &hole in c.holes() {
                let seeds = if full {
                    1 + rng.below(4 * max)
                } else {
                    rng.below(max + 1)
                };
                board.set(hole, seeds as u8).unwrap();
            }
            let exits: Vec<Hole> = c
                .holes()
                .iter()
                .copied()
                .filter(|_| !full && rng.below(8) == 0)
                .collect();
            let from = c.holes()[rng.below(c.len())];
            let dir = [Direction::Cw, Direction::Ccw][rng.below(2)];
            let (seeds, start) = if rng.below(2) == 0 {
                (board.take(from), LapStart::Next)
            } else {
                (1 + rng.below(20) as u8, LapStart::At)
            };
            if seeds == 0 {
                continue;
            }
            let lap = Lap::new(from, seeds, dir, start);
            let budget = [u64::MAX, 0, 3, 40][rng.below(4)];
            let (mut fast_board, mut plain_board) = (board, board);
            let (mut fast_left, mut plain_left) = (budget, budget);
            let Some(plain) = plain_relays(c, &mut plain_board, lap, &exits, &mut plain_left)
            else {
                continue;
            };
            let fast = c
                .relay_run(
                    &mut fast_board,
                    lap,
                    |_, h| exits.contains(&h),
                    &mut fast_left,
                )
                .unwrap();
            match plain {
                RelayRun::Infinite => {
                    kinds[2] += 1;
                    assert!(
                        fast == RelayRun::Infinite
                            || (budget != u64::MAX && fast == RelayRun::Undecided),
                        "case {case}: {fast:?}"
                    );
                }
                // Up to a turn of the ring (no exits), the fast relays may
                // prove a turn endless before the plain ones meet a repeat.
                RelayRun::Undecided if fast == RelayRun::Infinite => {
                    assert!(exits.is_empty(), "case {case}");
                    let mut unbounded = u64::MAX;
                    let plain = plain_relays(c, &mut board.clone(), lap, &exits, &mut unbounded);
                    assert_eq!(plain, Some(RelayRun::Infinite), "case {case}");
                }
                _ => {
                    kinds[usize::from(plain == RelayRun::Undecided)] += 1;
                    assert_eq!(fast, plain, "case {case}");
                    assert_eq!(fast_board, plain_board, "case {case}");
                    assert_eq!(fast_left, plain_left, "case {case}");
                }
            }
        }
        // Every outcome was met many times.
        // Landings and budgets ran out many times; repeats are rare on
        // random rings (`repeats_are_the_plain_repeats` seeks them out).
        assert!(kinds[0] > 1000 && kinds[1] > 1000, "{kinds:?}");
    }

    /// Turns that never end, sought among random rings of 8 holes holding
    /// 12 to 16 seeds (about one in 300 never ends with a short cycle): the
    /// fast relays and the plain ones agree on every one found, and on the
    /// board when a budget stops both before the repeat.
    #[test]
    fn repeats_are_the_plain_repeats() {
        let mut rng = fanga_core::SplitMix64::new(11);
        let c = Circuit::player_ring_ref(4, Player::North);
        let mut found = 0;
        let mut tries = 0;
        while found < 12 {
            tries += 1;
            assert!(tries < 200_000, "only {found} turns that never end found");
            let mut board = Board::new(4, 4).unwrap();
            for _ in 0..12 + rng.below(5) {
                board.add(c.holes()[rng.below(c.len())], 1).unwrap();
            }
            let from = c.holes()[rng.below(c.len())];
            let dir = [Direction::Cw, Direction::Ccw][rng.below(2)];
            let n = board.take(from);
            if n == 0 {
                continue;
            }
            let lap = Lap::new(from, n, dir, LapStart::Next);
            let mut left = 20_000;
            let mut fast_board = board;
            let fast = c.relay_run(&mut fast_board, lap, |_, _| false, &mut left);
            if fast != Some(RelayRun::Infinite) {
                continue;
            }
            found += 1;
            let mut plain_left = u64::MAX;
            let plain = plain_relays(c, &mut board.clone(), lap, &[], &mut plain_left);
            assert_eq!(plain, Some(RelayRun::Infinite), "{board:?} {lap:?}");
            // A budget of a few laps stops both at the same board.
            for budget in [0, 1, 5] {
                let (mut a, mut b) = (board, board);
                let (mut la, mut lb) = (budget, budget);
                let fast = c.relay_run(&mut a, lap, |_, _| false, &mut la);
                let plain = plain_relays(c, &mut b, lap, &[], &mut lb);
                assert_eq!(fast, Some(RelayRun::Undecided));
                assert_eq!((fast, a, la), (plain, b, lb));
            }
        }
    }

    /// Full rings with no exits, where runs are long and many never end:
    /// the fast relays (which compare each state, turned, with the first)
    /// against the plain ones (a set of every state met), unbounded: the
    /// same verdict, and the same board and landing when the run ends.
    /// A run proven endless after `j` laps by a turned state is then sown
    /// on plainly for `L` times as many laps and more: it never lands in an
    /// empty hole, and meets its first state again.
    #[test]
    fn turned_states_prove_the_plain_repeats() {
        let mut rng = fanga_core::SplitMix64::new(47);
        let mut kinds = [0usize; 2];
        for case in 0..60_000 {
            let cols = [4u8, 6, 8][case % 3];
            let c = Circuit::player_ring_ref(cols, Player::BOTH[case / 3 % 2]);
            let mut board = Board::new(4, cols).unwrap();
            // 1.5 to 2 seeds a hole, dropped at random: about one run in
            // 500 never ends.
            let n = c.len();
            for _ in 0..3 * n / 2 + rng.below(n / 2 + 1) {
                board.add(c.holes()[rng.below(n)], 1).unwrap();
            }
            let from = c.holes()[rng.below(c.len())];
            let seeds = board.take(from);
            if seeds == 0 {
                continue;
            }
            let dir = [Direction::Cw, Direction::Ccw][rng.below(2)];
            let lap = Lap::new(from, seeds, dir, LapStart::Next);
            let mut plain_board = board;
            let Some(plain) = plain_relays(c, &mut plain_board, lap, &[], &mut { u64::MAX }) else {
                continue;
            };
            let mut fast_board = board;
            let mut left = 1 << 40;
            let fast = c
                .relay_run(&mut fast_board, lap, |_, _| false, &mut left)
                .unwrap();
            assert_eq!(fast, plain, "case {case}");
            if fast == RelayRun::Infinite {
                kinds[1] += 1;
                let laps = (1 << 40) - left;
                // Sown on plainly for well past a whole cycle: no landing
                // on an empty hole.
                let mut b = board;
                let mut l = lap;
                let mut first = None;
                let mut back = false;
                for k in 0..(laps + 2) * c.len() as u64 {
                    let end = c.sow(&mut b, l);
                    assert!(end.count > 1, "case {case}: ends after {k} laps");
                    match first {
                        None => first = Some((b, end.hole)),
                        Some(s) => back |= s == (b, end.hole),
                    }
                    l = Lap::new(end.hole, b.take(end.hole), dir, LapStart::Next);
                }
                assert!(back, "case {case}");
            } else {
                kinds[0] += 1;
                assert_eq!(fast_board, plain_board, "case {case}");
            }
        }
        assert!(kinds[0] > 10_000 && kinds[1] > 50, "{kinds:?}");
    }

    #[test]
    fn relay_run_leaves_other_laps_to_the_engine() {
        let c = Circuit::player_ring_ref(8, Player::South);
        let mut board = Board::new(4, 8).unwrap();
        board.set(h("a1"), 3).unwrap();
        let before = board;
        let mut left = u64::MAX;
        let none = |_: &Board, _: Hole| false;
        let skipping = Lap::new(h("a1"), 3, Direction::Cw, LapStart::NextSkippingOrigin);
        assert_eq!(c.relay_run(&mut board, skipping, none, &mut left), None);
        let empty = Lap::new(h("a1"), 0, Direction::Cw, LapStart::Next);
        assert_eq!(c.relay_run(&mut board, empty, none, &mut left), None);
        let ring10 = Circuit::player_ring_ref(5, Player::South);
        let lap = Lap::new(h("a1"), 3, Direction::Cw, LapStart::Next);
        assert_eq!(ring10.relay_run(&mut board, lap, none, &mut left), None);
        assert_eq!(board, before);
    }
}
