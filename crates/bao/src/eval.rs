//! [`BaoEval`]: the evaluation of bao's computer players.

use fanga_core::{Player, catalog::Evaluator};
use fanga_sowing::four_row::{inner_row, outer_row};
use fanga_sowing::{Hole, Pool};

use fanga_reserve::ring;

use crate::Bao;
use crate::holes::{COLS, house};
use crate::openings::mtaji_captures;

/// The weights of [`BaoEval`], in hundredths of a seed, each counted for
/// the player to move less his opponent's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct BaoWeights {
    /// A seed in one's rows (material: what a capture moves from one side
    /// to the other).
    pub seed: i32,
    /// A seed in one's reserve, beyond nothing: the reserves differ by the
    /// seed the first player entered, a parity, not an advantage.
    pub reserve: i32,
    /// A seed of one's front row, beyond `seed`: the row that captures and
    /// is captured from.
    pub front: i32,
    /// An occupied hole of one's front row: an empty front row loses, and
    /// each occupied hole is a landing that can capture.
    pub occupied: i32,
    /// For the opponent of the player to move: a seed of the largest
    /// capture he could make if it were his turn (counted against the
    /// player to move).
    pub threat: i32,
    /// One's house standing in the namua stage (its seeds may be kept or
    /// spent as its owner likes).
    pub house: i32,
    /// A hole of two seeds or more once the reserves are empty: a turn that
    /// can be played (a player with none has lost).
    pub mobility: i32,
    /// For the player to move: a seed of the largest capture he can make
    /// now (a namua entry facing seeds; a mtaji sowing whose first lap
    /// captures).
    pub loot: i32,
}

impl BaoWeights {
    /// Material alone: 100 a seed, as [`Material`](fanga_core::catalog::Material).
    pub const MATERIAL: BaoWeights = BaoWeights {
        seed: 100,
        reserve: 0,
        front: 0,
        occupied: 0,
        threat: 0,
        house: 0,
        mobility: 0,
        loot: 0,
    };

    /// The weights [`BaoEval::default`] plays with, tuned by self-play
    /// ([`BaoEval`]): material and the opponent's threat.
    pub const TUNED: BaoWeights = BaoWeights {
        seed: 100,
        reserve: 0,
        front: 0,
        occupied: 0,
        threat: 50,
        house: 0,
        mobility: 0,
        loot: 0,
    };

    /// Material and the given weights of the other features.
    #[must_use]
    #[allow(clippy::too_many_arguments)]
    pub const fn new(
        seed: i32,
        reserve: i32,
        front: i32,
        occupied: i32,
        threat: i32,
        house: i32,
        mobility: i32,
        loot: i32,
    ) -> BaoWeights {
        BaoWeights {
            seed,
            reserve,
            front,
            occupied,
            threat,
            house,
            mobility,
            loot,
        }
    }
}

impl Default for BaoWeights {
    fn default() -> Self {
        BaoWeights::TUNED
    }
}

/// Bao's evaluation: material, the front row (its seeds and occupied
/// holes), the threats of each front row, the house while it stands and,
/// once the reserves are empty, the holes that can be sown, for the player to
/// move ([`BaoWeights`]; the default weights are [`BaoWeights::TUNED`]).
///
/// In bao a capture does not remove seeds from the game: it moves them from
/// the loser's front row to the capturer's side. [`BaoWeights::TUNED`]
/// counts material and, against the player to move, half a seed for each
/// seed of the largest capture his opponent could make next (a namua entry
/// facing seeds, or a mtaji sowing of 2 to 15 seeds whose first lap
/// captures): alpha-beta at 20,000 nodes a move scored 58.8% against
/// material over 160 games (two sets of 40 openings played with the colours
/// swapped). Every other feature of [`BaoWeights`] was tried alone against
/// material and none helped at that depth: front-row seeds (33.8% at +20,
/// 43.8% at -20), occupied front holes (45.0%), the house (43.8%), the
/// holes that can be sown (50.0%), the mover's own largest capture
/// (53.8%), and the threat weighted 25 or 100 (42.5%, 53.8%). The
/// tuning program is `crates/bao/examples/bao_weights.rs`; the runs are in
/// `docs/strength.md`.
///
/// ```
/// use fanga_bao::{Bao, BaoEval, BaoWeights};
/// use fanga_core::{Position, catalog::Evaluator};
///
/// // At the start both sides are alike: 0.
/// let start = Bao::start(&Default::default());
/// assert_eq!(BaoEval::default().evaluate(&start), 0);
/// // Material alone counts the seeds of each side's rows.
/// let p: Bao = "0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/3,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 S reserve=0,0 house=0,0 takasia=-".parse()?;
/// assert_eq!(BaoEval::new(BaoWeights::MATERIAL).evaluate(&p), 100 * (5 - 1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BaoEval {
    weights: BaoWeights,
}

impl BaoEval {
    /// The evaluation with `weights`.
    #[must_use]
    pub const fn new(weights: BaoWeights) -> BaoEval {
        BaoEval { weights }
    }

    /// Its weights.
    #[must_use]
    pub const fn weights(&self) -> BaoWeights {
        self.weights
    }

    /// The features of `p`'s side, weighted.
    fn side(&self, pos: &Bao, p: Player) -> i32 {
        let w = &self.weights;
        let b = pos.board();
        let front = inner_row(p);
        let mut front_seeds = 0;
        let mut occupied = 0;
        for c in 0..COLS {
            let s = i32::from(b.get(Hole::at(c, front)));
            front_seeds += s;
            if s > 0 {
                occupied += 1;
            }
        }
        let back_seeds = b.row_sum(outer_row(p)) as i32;
        let reserve = i32::from(b.pool(Pool::Reserve, p));
        let mut total = w.seed * (front_seeds + back_seeds)
            + w.reserve * reserve
            + w.front * front_seeds
            + w.occupied * occupied;
        if reserve > 0 {
            if pos.game_state().owns_house(p) && b.get(house(p)) >= 6 {
                total += w.house;
            }
        } else {
            let sowable = b
                .row(front)
                .iter()
                .chain(b.row(outer_row(p)))
                .filter(|&&s| s >= 2)
                .count() as i32;
            total += w.mobility * sowable;
        }
        total
    }
}

/// The seeds of the largest capture `p` could make in `pos` if it were his
/// turn: a namua entry into an occupied front hole facing seeds, or, once his
/// reserve is empty, a sowing of 2 to 15 seeds whose first lap captures (the
/// takasia and the m'raha wa tso's singletons aside: an estimate).
fn largest_capture(pos: &Bao, p: Player) -> i32 {
    let b = pos.board();
    let (mine, theirs) = (inner_row(p), inner_row(p.other()));
    if b.pool(Pool::Reserve, p) > 0 {
        (0..COLS)
            .filter(|&c| b.get(Hole::at(c, mine)) > 0)
            .map(|c| i32::from(b.get(Hole::at(c, theirs))))
            .max()
            .unwrap_or(0)
    } else {
        let mut best = 0;
        mtaji_captures(ring(COLS, p), &b, p, None, |_, _, caught| {
            best = best.max(i32::from(b.get(caught)));
        });
        best
    }
}

impl Evaluator<Bao> for BaoEval {
    fn evaluate(&self, pos: &Bao) -> i32 {
        let me = pos.turn();
        let w = &self.weights;
        let mut total = self.side(pos, me) - self.side(pos, me.other());
        if w.loot != 0 {
            total += w.loot * largest_capture(pos, me);
        }
        if w.threat != 0 {
            total -= w.threat * largest_capture(pos, me.other());
        }
        total
    }
}
