//! Plain, branch-light random playouts of Oware and Kalah, written by hand
//! for one board size (6 houses a row, 4 seeds a house), outside the engine:
//! the yardstick of `playout-reference/` in the `sowing` bench.
//!
//! They play the very games fanga's `random_playout` plays for the same seed
//! (the same draws from `SplitMix64`, the same rules, Oware's repetition rule
//! included); `tests/reference_playouts.rs` checks it game by game, so the two
//! benches time the same work.
//!
//! Houses are numbered along the sowing ring, from South's first house:
//! Oware `a1 .. f1` are 0 to 5 and `f2 .. a2` are 6 to 11; Kalah follows
//! OpenSpiel's layout, North's store 0, `a1 .. f1` 1 to 6, South's store 7
//! and `f2 .. a2` 8 to 13.

// Each user of this module (the bench, the test) uses part of it.
#![allow(dead_code)]

use fanga::core::SplitMix64;

/// How a reference game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// A player captured more than half of the seeds (Oware).
    Majority,
    /// The player to move had no legal move (Oware), or a row is empty
    /// (Kalah).
    NoMove,
    /// A position occurred a second time since the last capture (Oware).
    Repetition,
    /// The ply limit came first.
    Unfinished,
}

/// A finished reference game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RefPlayout {
    /// Whole turns played.
    pub(crate) plies: usize,
    /// Each player's score at the end (South, North): captured or stored
    /// seeds plus the seeds left in his row.
    pub(crate) score: [u32; 2],
    /// Why it ended.
    pub(crate) end: End,
    /// The player to move at the end (0 South, 1 North).
    pub(crate) turn: usize,
}

/// `WRAP[k]` is `k % 12`: a lap's remainder is a run of consecutive
/// entries, with no test for the end of the ring.
const WRAP: [usize; 24] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
];

/// Oware, OpenSpiel's rules, 6 houses, 4 seeds; moves drawn uniformly among
/// the legal houses in column order (a to f).
pub(crate) fn oware(seed: u64, max_plies: usize) -> RefPlayout {
    let mut rng = SplitMix64::new(seed);
    let mut ring = [4u8; 12];
    let mut captured = [0u32; 2];
    let mut turn = 0usize;
    // Positions since the last capture, as 12 bytes, one list for each
    // player to move.
    let mut seen: [Vec<u128>; 2] = [Vec::with_capacity(64), Vec::with_capacity(64)];
    let key = |ring: &[u8; 12]| {
        let mut b = [0u8; 16];
        b[..12].copy_from_slice(ring);
        u128::from_le_bytes(b)
    };
    seen[0].push(key(&ring));
    let mut plies = 0;
    let end = loop {
        if captured[0] > 24 || captured[1] > 24 || (captured[0] == 24 && captured[1] == 24) {
            break End::Majority;
        }
        if plies == max_plies {
            break End::Unfinished;
        }
        // The mover's houses, in column order a to f: a house is legal when
        // it holds at least `need` seeds, 1, or enough to reach an empty
        // opponent (6 - its place in the mover's row).
        let base = 6 * turn;
        let them = 6 - base;
        let opponent_empty = ring[them..them + 6].iter().all(|&s| s == 0);
        let mut legal = [0u8; 6];
        let mut k = 0;
        for col in 0..6 {
            // South's column c is ring place c; North's is 11 - c.
            let place = if turn == 0 { col } else { 11 - col };
            let need = if opponent_empty {
                6 - (place - base)
            } else {
                1
            };
            legal[k] = place as u8;
            k += usize::from(usize::from(ring[place]) >= need);
        }
        if k == 0 {
            break End::NoMove;
        }
        let from = usize::from(legal[rng.below(k)]);
        let n = usize::from(ring[from]);
        ring[from] = 0;
        // Whole rounds of the 11 other houses, then the remainder.
        let (rounds, rem) = (n / 11, n % 11);
        if rounds > 0 {
            for s in &mut ring {
                *s += rounds as u8;
            }
            ring[from] = 0;
        }
        for &p in &WRAP[from + 1..=from + rem] {
            ring[p] += 1;
        }
        let last = WRAP[from + if rem == 0 { 11 } else { rem }];
        // Capture backwards from the last house while it holds 2 or 3, on
        // the opponent's side, unless that takes his whole row.
        if last >= them && last < them + 6 {
            let mut first = last + 1;
            let mut taken = 0u32;
            while first > them && matches!(ring[first - 1], 2 | 3) {
                first -= 1;
                taken += u32::from(ring[first]);
            }
            let row: u32 = ring[them..them + 6].iter().map(|&s| u32::from(s)).sum();
            if taken > 0 && taken < row {
                ring[first..=last].fill(0);
                captured[turn] += taken;
                seen[0].clear();
                seen[1].clear();
            }
        }
        turn = 1 - turn;
        plies += 1;
        let k = key(&ring);
        if seen[turn].contains(&k) {
            break End::Repetition;
        }
        seen[turn].push(k);
    };
    let rows = [0, 6].map(|b| ring[b..b + 6].iter().map(|&s| u32::from(s)).sum::<u32>());
    RefPlayout {
        plies,
        score: [captured[0] + rows[0], captured[1] + rows[1]],
        end,
        turn,
    }
}

/// Kalah as OpenSpiel plays it (6 pits, 4 seeds, no capture when the facing
/// pit is empty); each sowing drawn uniformly among the mover's non-empty
/// pits in column order (a to f), extra sowings included.
pub(crate) fn kalah(seed: u64, max_plies: usize) -> RefPlayout {
    let mut rng = SplitMix64::new(seed);
    let mut b = [4u8; 14];
    b[0] = 0;
    b[7] = 0;
    let mut turn = 0usize;
    let mut plies = 0;
    let rows_empty =
        |b: &[u8; 14]| b[1..7].iter().all(|&s| s == 0) || b[8..14].iter().all(|&s| s == 0);
    let end = loop {
        if rows_empty(&b) {
            break End::NoMove;
        }
        if plies == max_plies {
            break End::Unfinished;
        }
        let (store, skip) = if turn == 0 { (7, 0) } else { (0, 7) };
        loop {
            let mut pits = [0u8; 6];
            let mut k = 0;
            for col in 0..6 {
                // South's column c is pit 1 + c; North's is 13 - c.
                let p = if turn == 0 { 1 + col } else { 13 - col };
                pits[k] = p as u8;
                k += usize::from(b[p] > 0);
            }
            let from = usize::from(pits[rng.below(k)]);
            let mut n = b[from];
            b[from] = 0;
            let mut p = from;
            while n > 0 {
                p = if p == 13 { 0 } else { p + 1 };
                if p != skip {
                    b[p] += 1;
                    n -= 1;
                }
            }
            if p == store {
                if rows_empty(&b) {
                    break;
                }
                continue;
            }
            let own = if turn == 0 {
                (1..7).contains(&p)
            } else {
                (8..14).contains(&p)
            };
            if own && b[p] == 1 && b[14 - p] > 0 {
                b[store] += b[14 - p] + 1;
                b[14 - p] = 0;
                b[p] = 0;
            }
            break;
        }
        turn = 1 - turn;
        plies += 1;
    };
    let row = |r: std::ops::Range<usize>| b[r].iter().map(|&s| u32::from(s)).sum::<u32>();
    RefPlayout {
        plies,
        score: [u32::from(b[7]) + row(1..7), u32::from(b[0]) + row(8..14)],
        end,
        turn,
    }
}
