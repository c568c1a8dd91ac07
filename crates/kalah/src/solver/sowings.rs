//! [`KalahSowings`]: Kalah for the solver, sowing by sowing.

use std::sync::Arc;

use fanga_core::Player;
use fanga_exact_solver::{SolveGame, Value, Verdict};
use fanga_sowing::Pool;
use fanga_sowing::packed::ring::Ring;

use super::endgame::{EndgameError, KalahEndgame};
use super::state::{KalahState, byte, byte_sum};
use super::table;
use crate::{Kalah, KalahOptions};

/// The seeds in the pits of both rows (not the stores).
pub(crate) fn seeds_on_board(position: &Kalah) -> u32 {
    position
        .row(0)
        .iter()
        .chain(position.row(1))
        .map(|&x| u32::from(x))
        .sum()
}

/// The bytes of the mover's pits in the low word of the circuit (its byte
/// 7 is the store).
const PITS: u64 = (1 << 56) - 1;

/// One seed in every byte of a word.
const ONES: u64 = 0x0101_0101_0101_0101;

/// A lap's remainder from one pit, as the circuit's [`Ring`] sows it, split
/// into the state's words: the seeds it drops in each row and in the
/// store.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Tail {
    mine: u64,
    theirs: u64,
    store: u8,
    /// Where the last seed falls, on the circuit (0 to h - 1 the mover's
    /// pits, h his store, then the opponent's pits).
    last: u8,
}

/// Kalah for the [`Solver`](fanga_exact_solver::Solver), sowing by sowing:
/// see the [module](crate::solver) docs. Its values are final margins (store and
/// row, OpenSpiel's count) for the player to move; its verdict is the
/// margin's sign.
///
/// A sowing is a lap on a packed [`Ring`] of the circuit (the mover's pits,
/// his store, the opponent's pits), kept in tables built for the board's
/// size: whole rounds, then the remainder, each a few word additions.
#[derive(Clone, Debug)]
pub struct KalahSowings {
    houses: usize,
    /// One seed in each pit of a row.
    row: u64,
    /// `tails[i][r]`: the `r` holes after pit `i` along the circuit.
    tails: [[Tail; 13]; 6],
    /// `laps[n]`: whole rounds of the circuit in `n` seeds, and the rest.
    laps: [(u8, u8); 256],
    /// The endgame table, when given.
    endgame: Option<Arc<KalahEndgame>>,
}

impl KalahSowings {
    /// The adapter for a board of these options.
    #[must_use]
    pub fn new(options: &KalahOptions) -> Self {
        let h = usize::from(options.houses());
        // The circuit on a ring: the mover's pits in bytes 0..h (his
        // sowing order), his store in byte 7, his opponent's pits in bytes
        // 8..8 + h.
        let bytes: Vec<u8> = (0..h as u8).chain([7]).chain(8..8 + h as u8).collect();
        let circuit = Ring::new(&bytes);
        let mut tails = [[Tail::default(); 13]; 6];
        for (i, row) in tails.iter_mut().enumerate().take(h) {
            for (r, t) in row.iter_mut().enumerate().take(circuit.len()) {
                // Fewer seeds than the circuit's places: the remainder alone.
                let (x, last) = circuit.sow(0, i, r as u32);
                *t = Tail {
                    mine: x as u64 & PITS,
                    theirs: (x >> 64) as u64,
                    store: (x >> 56) as u8,
                    last: last as u8,
                };
            }
        }
        let mut laps = [(0u8, 0u8); 256];
        for (n, l) in laps.iter_mut().enumerate() {
            // At most 255 / 3 rounds and 12 left over: both fit a byte.
            let lap = circuit.lap(0, n as u32);
            *l = (lap.rounds as u8, lap.rem as u8);
        }
        KalahSowings {
            houses: h,
            row: ONES >> (8 * (8 - h)),
            tails,
            laps,
            endgame: None,
        }
    }

    /// The same adapter with an endgame table ([`KalahEndgame::build`],
    /// [`KalahEndgame::read_from`]): a state with at most its seeds on the
    /// board is read from it, not searched.
    ///
    /// # Errors
    ///
    /// [`EndgameError::Houses`] when the table is of another board.
    pub fn with_endgame(mut self, table: Arc<KalahEndgame>) -> Result<Self, EndgameError> {
        if table.houses() != self.houses {
            return Err(EndgameError::Houses {
                table: table.houses(),
                board: self.houses,
            });
        }
        self.endgame = Some(table);
        Ok(self)
    }

    /// The endgame table, if the adapter has one.
    #[must_use]
    pub fn endgame(&self) -> Option<&Arc<KalahEndgame>> {
        self.endgame.as_ref()
    }

    /// The endgame table's value of a state with few enough seeds.
    fn endgame_probe(&self, s: &KalahState) -> Option<i32> {
        let eg = self.endgame.as_ref()?;
        let (a, b) = (byte_sum(s.mine), byte_sum(s.theirs));
        (a + b <= i32::from(eg.seeds()))
            .then(|| i32::from(s.banked) + eg.probe(s.mine, a, s.theirs, b))
    }

    /// The number of houses a row.
    #[must_use]
    pub fn houses(&self) -> usize {
        self.houses
    }

    /// Whether the adapter plays `position` exactly: its board has the
    /// adapter's houses and at most 255 seeds on it (a byte a pit, and no
    /// sowing may carry a byte into the next). Every position of a game
    /// of Kalah(h, s) fits; a position text may hold more seeds.
    #[must_use]
    pub fn fits(&self, position: &Kalah) -> bool {
        position.row(0).len() == self.houses && seeds_on_board(position) <= 255
    }

    /// The state of a position (the player to move's view); exact when
    /// [`KalahSowings::fits`] says so.
    #[must_use]
    pub fn state(&self, position: &Kalah) -> KalahState {
        let h = self.houses;
        let me = position.turn();
        let word = |pits: &mut dyn Iterator<Item = u8>| {
            pits.enumerate()
                .fold(0u64, |w, (i, x)| w | (u64::from(x) << (8 * i)))
        };
        // South sows a1 to f1, North f2 to a2: each row in its owner's order.
        let south = word(&mut position.row(0)[..h].iter().copied());
        let north = word(&mut position.row(1)[..h].iter().rev().copied());
        let (mine, theirs) = match me {
            Player::South => (south, north),
            Player::North => (north, south),
        };
        let banked = i16::from(position.pool(Pool::Store, me))
            - i16::from(position.pool(Pool::Store, me.other()));
        KalahState {
            mine,
            theirs,
            banked,
        }
    }

    /// Sows pit `i` of the player to move: the next state and whether he
    /// sows again.
    #[inline]
    pub(super) fn sow(&self, s: &KalahState, i: usize) -> (KalahState, bool) {
        let h = self.houses;
        let (full, rem) = self.laps[usize::from(byte(s.mine, i))];
        let t = &self.tails[i][usize::from(rem)];
        // At most 72 seeds on the board: no byte overflows into the next.
        let laps = u64::from(full);
        let mut mine = (s.mine & !(0xFF << (8 * i))) + laps * self.row + t.mine;
        let mut theirs = s.theirs + laps * self.row + t.theirs;
        let mut store = i16::from(full) + i16::from(t.store);
        let last = usize::from(t.last);
        if last == h {
            let next = KalahState {
                mine,
                theirs,
                banked: s.banked + store,
            };
            return (next, true);
        }
        if last < h && byte(mine, last) == 1 {
            let facing = h - 1 - last;
            let f = byte(theirs, facing);
            if f > 0 {
                store += i16::from(f) + 1;
                theirs &= !(0xFF << (8 * facing));
                mine &= !(0xFF << (8 * last));
            }
        }
        let next = KalahState {
            mine,
            theirs,
            banked: s.banked + store,
        };
        (next, false)
    }
}

impl SolveGame for KalahSowings {
    type State = KalahState;
    type Code = u64;

    /// Kalah never repeats a position: every sowing either drops a seed in
    /// the mover's store (stores never shrink) or moves seeds only along
    /// his own row towards his store, which lowers the sum over his seeds
    /// of their distance to the store; a capture adds to a store.
    fn acyclic(&self) -> bool {
        true
    }

    /// Five bits a pit, when every pit holds at most 31 seeds.
    fn code(&self, s: &KalahState) -> Option<u64> {
        table::code(s.mine, s.theirs)
    }

    /// SplitMix64's finaliser: every bit of the code moves every bit of
    /// the hash, so the table's index uses all twelve pits.
    fn hash(&self, code: &u64) -> u64 {
        let mut x = *code;
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }

    /// A row is empty: each player adds his row to his store.
    fn terminal(&mut self, s: &KalahState) -> Option<i32> {
        if s.mine == 0 || s.theirs == 0 {
            return Some(i32::from(s.banked) + byte_sum(s.mine) - byte_sum(s.theirs));
        }
        self.endgame_probe(s)
    }

    fn banked(&self, s: &KalahState) -> i32 {
        i32::from(s.banked)
    }

    /// The seeds on the board, either way.
    fn bounds(&self, s: &KalahState) -> Option<(i32, i32)> {
        let seeds = byte_sum(s.mine) + byte_sum(s.theirs);
        Some((-seeds, seeds))
    }

    fn children(&self, s: &KalahState, mut visit: impl FnMut(KalahState, bool, i32)) {
        // The pit nearest the store first: among moves of equal gain, the
        // one that sows least into the opponent's row.
        for i in (0..self.houses).rev() {
            if byte(s.mine, i) == 0 {
                continue;
            }
            let (next, again) = self.sow(s, i);
            let gain = i32::from(next.banked - s.banked);
            // The game may end with this sowing: then the state is scored
            // as it stands, whoever would move.
            let ends = next.mine == 0 || next.theirs == 0;
            if again || ends {
                visit(next, true, 100 + gain);
            } else {
                visit(next.flip(), false, gain);
            }
        }
    }

    fn value_of(&self, value: i32) -> Value {
        Value {
            verdict: match value.signum() {
                1 => Verdict::Win,
                -1 => Verdict::Loss,
                _ => Verdict::Draw,
            },
            margin: Some(value),
        }
    }
}
