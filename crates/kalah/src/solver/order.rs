//! The order in which the search and the estimate try a state's moves:
//! its children, best first.

use super::sowings::KalahSowings;
use super::state::{KalahState, byte};

/// Below every value.
pub(super) const INF: i32 = 1 << 20;

/// A child of a state: (order key, pit, the row of the player to move
/// there, his opponent's row, whether the same player moves again, the
/// seeds banked by the sowing).
pub(super) type Child = (i32, u8, u64, u64, bool, i32);

/// The children of the state `mine`/`theirs` (nothing banked), best
/// first, and how many there are: `first` (a pit, or
/// [`NO_PIT`](super::table::NO_PIT)), then
/// the sowings after which the same player moves again (or the game
/// ends), then by the seeds they bank; among equals, the pit nearest the
/// store first, the one that sows least into the opponent's row. The
/// search and the estimate order their moves by it.
#[inline]
pub(super) fn children(
    sowings: &KalahSowings,
    mine: u64,
    theirs: u64,
    first: u8,
) -> ([Child; 6], usize) {
    let s = KalahState {
        mine,
        theirs,
        banked: 0,
    };
    let mut kids = [(0i32, 0u8, 0u64, 0u64, false, 0i32); 6];
    let mut n = 0;
    for i in (0..sowings.houses()).rev() {
        if byte(mine, i) == 0 {
            continue;
        }
        let (next, again) = sowings.sow(&s, i);
        let gain = i32::from(next.banked);
        let same = again || next.mine == 0 || next.theirs == 0;
        let key = if i as u8 == first {
            i32::MAX
        } else if same {
            100 + gain
        } else {
            gain
        };
        let kid = if same {
            (key, i as u8, next.mine, next.theirs, true, gain)
        } else {
            (key, i as u8, next.theirs, next.mine, false, gain)
        };
        // Insertion, stable: equal keys keep generation order.
        let mut j = n;
        while j > 0 && kids[j - 1].0 < key {
            kids[j] = kids[j - 1];
            j -= 1;
        }
        kids[j] = kid;
        n += 1;
    }
    (kids, n)
}
