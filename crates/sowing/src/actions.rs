//! A sowing game's numeric action space ([`Actions`]): the action ids
//! every sowing game shares ([`SowingIds`]) and its observation of the
//! board ([`observe_board`]).
//!
//! Holes are numbered **from the mover's side**: South's hole at 0-based
//! column `c` of row `r` is `r x columns + c`, and North's is the hole the
//! board turned round puts there (row `rows - 1 - r`, column
//! `columns - 1 - c`), so that one's first hole is 0 for both players. The
//! two directions follow the holes (`cw`, then `ccw`), then the game's own
//! words. The observation of a sowing position is the same turn of the
//! board: the seeds of every hole in that order, then the mover's store,
//! reserve and captured seeds, then the opponent's, then the game's own
//! state ([`SowingRules::GameState`]: Katro's bound directions, katra
//! sakalava's rova), which each game encodes after [`observe_board`] in its
//! [`Actions::observe_position`].

use fanga_core::Player;
#[cfg(doc)]
use fanga_core::learn::Actions;

use crate::{Direction, Hole, Pool, SowingPosition, SowingRules};

/// The action ids of a sowing board: the holes from the mover's side, the
/// two directions, then the game's own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SowingIds {
    rows: u8,
    cols: u8,
}

impl SowingIds {
    /// The ids of a board of `rows` x `cols`.
    #[must_use]
    pub const fn new(rows: u8, cols: u8) -> Self {
        SowingIds { rows, cols }
    }

    /// The ids of game `G` under `options`.
    #[must_use]
    pub fn of<G: SowingRules>(options: &G::Options) -> Self {
        SowingIds::new(G::ROWS, G::columns(options))
    }

    /// How many holes: the first id after them is `cw`.
    #[must_use]
    pub const fn holes(&self) -> u32 {
        self.rows as u32 * self.cols as u32
    }

    /// `hole`'s id for `mover`.
    #[must_use]
    pub const fn hole(&self, mover: Player, hole: Hole) -> u32 {
        let (r, c) = match mover {
            Player::South => (hole.row(), hole.col()),
            Player::North => (
                self.rows.saturating_sub(1 + hole.row()),
                self.cols.saturating_sub(1 + hole.col()),
            ),
        };
        r as u32 * self.cols as u32 + c as u32
    }

    /// The hole of id `id` for `mover`, if it is a hole's.
    #[must_use]
    pub fn hole_of(&self, mover: Player, id: u32) -> Option<Hole> {
        if id >= self.holes() || self.cols == 0 {
            return None;
        }
        let (r, c) = (
            u8::try_from(id / u32::from(self.cols)).ok()?,
            u8::try_from(id % u32::from(self.cols)).ok()?,
        );
        match mover {
            Player::South => Hole::new(c, r),
            Player::North => Hole::new(self.cols - 1 - c, self.rows - 1 - r),
        }
    }

    /// A direction's id.
    #[must_use]
    pub const fn dir(&self, dir: Direction) -> u32 {
        self.holes() + dir as u32
    }

    /// The id of the game's own word `k` (0 for the first).
    #[must_use]
    pub const fn word(&self, k: u32) -> u32 {
        self.holes() + 2 + k
    }

    /// How many ids with the game's `words` words.
    #[must_use]
    pub const fn count(&self, words: u32) -> u32 {
        self.word(words)
    }

    /// The text of a hole's or a direction's id (`c2`, `cw`); for a word's,
    /// `words[k]` (`None` beyond them).
    #[must_use]
    pub fn text(&self, mover: Player, id: u32, words: &[&str]) -> Option<String> {
        if let Some(h) = self.hole_of(mover, id) {
            return Some(h.to_string());
        }
        match id.checked_sub(self.holes())? {
            0 => Some(Direction::Cw.to_string()),
            1 => Some(Direction::Ccw.to_string()),
            k => words.get(k as usize - 2).map(|&w| w.to_owned()),
        }
    }
}

/// The pools of the observation, in order, the mover's then the opponent's.
const POOLS: [Pool; 3] = [Pool::Store, Pool::Reserve, Pool::Captured];

/// How many numbers [`observe_board`] writes for game `G` under `options`:
/// the holes, then three pools a player. A game's
/// [`Actions::position_features`] adds its own state's.
#[must_use]
pub fn board_features<G: SowingRules>(options: &G::Options) -> usize {
    SowingIds::of::<G>(options).holes() as usize + 2 * POOLS.len()
}

/// Writes the board of `pos` seen from the mover's side to the start of
/// `out` ([module docs](self): the holes from the mover's side, then the
/// mover's store, reserve and captured seeds, then the opponent's), and
/// returns the rest of `out`, where the game writes its own state: the
/// body of a sowing game's [`Actions::observe_position`].
pub fn observe_board<'a, G: SowingRules>(
    pos: &SowingPosition<G>,
    out: &'a mut [f32],
) -> &'a mut [f32] {
    let board = pos.board();
    let mover = fanga_core::Position::turn(pos);
    let ids = SowingIds::new(board.rows(), board.cols());
    let cols = usize::from(board.cols());
    let base = ids.holes() as usize;
    if let Some(holes) = out.get_mut(..base) {
        // Row by row from the mover's side: South's rows as they are,
        // North's turned round (the last row first, each from its end).
        for (k, dst) in holes.chunks_exact_mut(cols.max(1)).enumerate() {
            let r = u8::try_from(k).unwrap_or(0);
            match mover {
                Player::South => {
                    for (x, &v) in dst.iter_mut().zip(board.row(r)) {
                        *x = f32::from(v);
                    }
                }
                Player::North => {
                    let row = board.row(board.rows() - 1 - r);
                    for (x, &v) in dst.iter_mut().zip(row.iter().rev()) {
                        *x = f32::from(v);
                    }
                }
            }
        }
    }
    for (i, p) in [mover, mover.other()].into_iter().enumerate() {
        for (k, &pool) in POOLS.iter().enumerate() {
            if let Some(x) = out.get_mut(base + i * POOLS.len() + k) {
                *x = f32::from(board.pool(pool, p));
            }
        }
    }
    let used = (base + 2 * POOLS.len()).min(out.len());
    &mut out[used..]
}

/// Writes the members of [`Actions`] for the position type of a game whose
/// move is a [`DirectedMove`](crate::directed::DirectedMove) (Katro and the
/// other directed games), its rules type being the macro's argument: two
/// decisions, the hole, then the direction; the observation is the board
/// ([`observe_board`]), then the direction each player is bound to. Use it
/// inside the game's `impl Actions for ...`.
#[macro_export]
macro_rules! directed_actions {
    ($rules:ty) => {
        const TURNS_HAVE_CHOICES: bool = <$rules as $crate::SowingRules>::HAS_CHOICES;

        fn action_count(options: &Self::Options) -> u32 {
            $crate::actions::SowingIds::of::<$rules>(options).count(0)
        }

        fn max_turn_decisions(_: &Self::Options) -> u32 {
            2
        }

        fn decisions(
            &self,
            mv: &$crate::directed::DirectedMove,
            out: &mut $crate::fanga_core::learn::Decisions,
        ) {
            out.clear();
            let ids = $crate::actions::SowingIds::of::<$rules>(
                &$crate::fanga_core::Position::options(self),
            );
            let mover = $crate::fanga_core::Position::turn(self);
            out.push(ids.hole(mover, mv.hole));
            out.push(ids.dir(mv.dir));
        }

        fn action_text(
            options: &Self::Options,
            mover: $crate::fanga_core::Player,
            id: u32,
        ) -> ::std::string::String {
            $crate::actions::SowingIds::of::<$rules>(options)
                .text(mover, id, &[])
                .unwrap_or_default()
        }

        /// The board, then the direction each player is bound to, the
        /// mover's first: two numbers each, 1 for `cw` or for `ccw` (both 0
        /// while free).
        fn position_features(options: &Self::Options) -> usize {
            $crate::actions::board_features::<$rules>(options) + 4
        }

        fn observe_position(&self, out: &mut [f32]) {
            let out = $crate::actions::observe_board(self.as_engine(), out);
            let mover = $crate::fanga_core::Position::turn(self);
            let bound: $crate::directed::BoundDirections = self.game_state();
            for (i, p) in [mover, mover.other()].into_iter().enumerate() {
                if let Some(d) = bound.bound(p) {
                    if let Some(x) = out.get_mut(2 * i + d as usize) {
                        *x = 1.0;
                    }
                }
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn holes_are_numbered_from_the_mover_s_side() {
        let ids = SowingIds::new(2, 6);
        let a1: Hole = "a1".parse().unwrap_or(Hole::at(0, 0));
        let f2 = Hole::at(5, 1);
        assert_eq!(ids.hole(Player::South, a1), 0);
        assert_eq!(ids.hole(Player::North, f2), 0);
        for p in Player::BOTH {
            for id in 0..ids.holes() {
                let h = ids.hole_of(p, id);
                assert_eq!(h.map(|h| ids.hole(p, h)), Some(id));
            }
        }
        assert_eq!(ids.text(Player::South, 12, &[]).as_deref(), Some("cw"));
        assert_eq!(
            ids.text(Player::North, 14, &["end"]).as_deref(),
            Some("end")
        );
        assert_eq!(ids.text(Player::North, 15, &["end"]), None);
    }
}
