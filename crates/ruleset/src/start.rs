//! The position a game starts from: the holes as the start pattern fills
//! them, and the move a pattern plays for the first player. Computed once,
//! when the rule set is compiled; a random pattern draws from fanga's own
//! generator with the rule set's seed, so the start is a function of the
//! rule set.

use fanga_core::{Player, SplitMix64};
use fanga_sowing::{Board, Hole};

use crate::spec::{MAX_HOLES, StartPattern};
use crate::state::GameState;

/// The position a game starts from.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Start {
    /// The board, stores included.
    pub(crate) board: Board,
    /// The player to move.
    pub(crate) turn: Player,
    /// The game's state, when a move was played (otherwise the rule set's
    /// start state is used).
    pub(crate) game: Option<GameState>,
}

/// The seeds in play under `pattern`.
pub(crate) fn total(holes: u8, seeds: u8, pattern: StartPattern) -> u32 {
    let (h, n) = (u32::from(holes), u32::from(seeds));
    match pattern {
        StartPattern::Equal | StartPattern::RightmostPlayed => 2 * h * n,
        StartPattern::Gamacha => h.saturating_sub(1) * n,
        StartPattern::ClippedTriples => 4 * (h / 3) * n,
        StartPattern::TwoEmpty => 2 * h.saturating_sub(2) * n,
        StartPattern::RightmostPlusOne => 2 * h * n + 2,
        StartPattern::Random { .. } => n,
        StartPattern::AlternatesWithOne if h >= 3 => (h - 2 + h % 2) * n + 1,
        StartPattern::AlternatesWithOne => 0,
        StartPattern::AlternatesThenSplit => h * n,
    }
}

/// The hole at `loc` in the anticlockwise order round the board from a1:
/// South's row from a1, then North's from its last column back to a2.
pub(crate) fn loc(holes: u8, l: u8) -> Hole {
    if l < holes {
        Hole::at(l, 0)
    } else {
        Hole::at(2 * holes - 1 - l, 1)
    }
}

impl Start {
    /// The board as `pattern` fills it, South to move.
    pub(crate) fn filled(holes: u8, seeds: u8, pattern: StartPattern) -> Start {
        let holes = holes.clamp(1, MAX_HOLES);
        // 2 rows of at most 16 holes: always a board's shape.
        let mut board = Board::new(2, holes).unwrap_or_else(|_| unreachable!("2 x 16 at most"));
        let mut set = |l: u8, n: u8| {
            let _ = board.set(loc(holes, l), n);
        };
        let ring = 2 * holes;
        match pattern {
            StartPattern::Equal | StartPattern::RightmostPlayed => {
                (0..ring).for_each(|l| set(l, seeds));
            }
            StartPattern::Gamacha => {
                let mut cells = [0u8; 2 * MAX_HOLES as usize];
                for l in (2..ring - 1).step_by(2) {
                    cells[usize::from(l)] = seeds;
                }
                let dest = 1 + 2 * ((holes - 1) / 4);
                let src = ring - 1 - dest;
                cells[usize::from(dest)] = cells[usize::from(src)];
                cells[usize::from(src)] = 0;
                (0..ring).for_each(|l| set(l, cells[usize::from(l)]));
            }
            StartPattern::ClippedTriples => {
                for l in 0..holes {
                    let n = if l % 3 == 0 || l >= holes / 3 * 3 {
                        0
                    } else {
                        seeds
                    };
                    set(l, n);
                    set(holes + l, n);
                }
            }
            StartPattern::TwoEmpty => {
                // Each row from its owner's left: the loc order runs
                // South's row from its left and North's from its left too.
                for l in 0..holes {
                    let n = if l + 2 < holes { seeds } else { 0 };
                    set(l, n);
                    set(holes + l, n);
                }
            }
            StartPattern::RightmostPlusOne => {
                for l in 0..holes {
                    let n = if l + 1 == holes {
                        seeds.saturating_add(1)
                    } else {
                        seeds
                    };
                    set(l, n);
                    set(holes + l, n);
                }
            }
            StartPattern::Random { seed } => {
                let cells = random_fill(seed, ring, seeds);
                (0..ring).for_each(|l| set(l, cells[usize::from(l)]));
            }
            StartPattern::AlternatesWithOne if holes >= 3 => {
                let mut cells = [0u8; 2 * MAX_HOLES as usize];
                for l in (1..ring).step_by(2) {
                    cells[usize::from(l)] = seeds;
                }
                cells[usize::from(holes + 3 - holes % 2)] = 1;
                if holes.is_multiple_of(2) {
                    cells[usize::from(holes - 3)] = 0;
                }
                (0..ring).for_each(|l| set(l, cells[usize::from(l)]));
            }
            StartPattern::AlternatesWithOne => {}
            StartPattern::AlternatesThenSplit => {
                let cells = alternates_then_split(holes, seeds, Player::South);
                (0..ring).for_each(|l| set(l, cells[usize::from(l)]));
            }
        }
        Start {
            board,
            turn: Player::South,
            game: None,
        }
    }
}

/// The holes of `AlternatesThenSplit` when `starter` starts, in the
/// anticlockwise order from a1: MancalaGames lays them for North, from
/// South's a1 (empty), then turns the board round when South starts.
pub(crate) fn alternates_then_split(
    holes: u8,
    seeds: u8,
    starter: Player,
) -> [u8; 2 * MAX_HOLES as usize] {
    let ring = usize::from(2 * holes);
    let h = usize::from(holes);
    let mut base = [0u8; 2 * MAX_HOLES as usize];
    for l in (1..ring).step_by(2) {
        base[l] = seeds;
    }
    let moved = seeds / 4;
    base[h] += moved;
    base[h - 1] -= moved;
    if starter == Player::North {
        return base;
    }
    let mut cells = [0u8; 2 * MAX_HOLES as usize];
    for l in 0..ring {
        cells[l] = base[(l + h) % ring];
    }
    cells
}

/// `total` seeds spread over `ring` holes: 2 each when there are at least
/// 2 a hole, the rest cut at `ring - 1` points drawn uniformly (each of
/// its compositions in `ring` parts as likely).
fn random_fill(seed: u64, ring: u8, total: u8) -> [u8; 2 * MAX_HOLES as usize] {
    let n = usize::from(ring);
    let least: u8 = if u32::from(total) >= 2 * u32::from(ring) {
        2
    } else {
        0
    };
    // At most 2 x 32 below `total`.
    let rest = total - least * ring;
    let mut rng = SplitMix64::new(seed);
    // The cut points: `rest` seeds and `ring - 1` bars in a line, the bars'
    // places drawn without repeats (Floyd's sampling).
    let places = usize::from(rest) + n - 1;
    let mut bars = [false; 256 + 2 * MAX_HOLES as usize];
    for j in (places - (n - 1))..places {
        let t = rng.below(j + 1);
        if bars[t] {
            bars[j] = true;
        } else {
            bars[t] = true;
        }
    }
    let mut cells = [0; 2 * MAX_HOLES as usize];
    cells[..n].fill(least);
    let mut hole = 0;
    for &bar in &bars[..places] {
        if bar {
            hole += 1;
        } else {
            cells[hole] += 1;
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_random_fill_keeps_its_total_and_its_seed() {
        for (ring, total) in [(14, 98), (12, 70), (12, 5), (4, 8), (2, 255)] {
            let a = random_fill(7, ring, total);
            assert_eq!(
                a.iter().map(|&n| u32::from(n)).sum::<u32>(),
                u32::from(total)
            );
            assert!(a[usize::from(ring)..].iter().all(|&n| n == 0));
            assert_eq!(a, random_fill(7, ring, total));
        }
        assert_ne!(random_fill(1, 14, 98), random_fill(2, 14, 98));
    }

    #[test]
    fn alternates_with_one_fills_as_mancalagames_does_for_south() {
        // Six holes of 4: MancalaGames's locs 1, 3, 5, 7, 9, 11 hold 4,
        // loc 9 (North's c2) 1, loc 3 (South's d1) none: 17 seeds.
        let b = Start::filled(6, 4, StartPattern::AlternatesWithOne).board;
        assert_eq!(b.row(0).to_vec(), [0, 4, 0, 0, 0, 4]);
        let mut north = b.row(1).to_vec();
        north.reverse();
        assert_eq!(north, [0, 4, 0, 1, 0, 4]);
        assert_eq!(b.total(), total(6, 4, StartPattern::AlternatesWithOne));
        // Five holes: no hole emptied, loc 7 (North's c2) 1.
        let b = Start::filled(5, 4, StartPattern::AlternatesWithOne).board;
        assert_eq!(b.row(0).to_vec(), [0, 4, 0, 4, 0]);
        let mut north = b.row(1).to_vec();
        north.reverse();
        assert_eq!(north, [4, 0, 1, 0, 4]);
        assert_eq!(b.total(), 17);
    }

    #[test]
    fn patterns_fill_as_mancalagames_does_for_south() {
        let row = |b: &Board, r: u8| b.row(r).to_vec();
        let g = Start::filled(12, 4, StartPattern::Gamacha).board;
        // MancalaGames's locs 0..11, then 12..23 (North's row from l2).
        assert_eq!(row(&g, 0), [0, 0, 4, 0, 4, 4, 4, 0, 4, 0, 4, 0]);
        let mut north = row(&g, 1);
        north.reverse();
        assert_eq!(north, [4, 0, 4, 0, 4, 0, 0, 0, 4, 0, 4, 0]);
        let c = Start::filled(12, 3, StartPattern::ClippedTriples).board;
        assert_eq!(row(&c, 0), [0, 3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3]);
        assert_eq!(row(&c, 1), [3, 3, 0, 3, 3, 0, 3, 3, 0, 3, 3, 0]);
        assert_eq!(c.total(), total(12, 3, StartPattern::ClippedTriples));
    }
}
