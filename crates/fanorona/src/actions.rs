//! The numeric action spaces of Fanorona and Fanorona Telo
//! ([`fanga_core::learn::Actions`]).
//!
//! Points are numbered from the mover's side: White's `a1` is 0 and `i5` is
//! 44, Black's the board turned round (`i5` is 0). A Fanorona move is its
//! piece's point, then **each step** of it: the point reached and how it
//! captured (45 + 3 x point + 0 for a paika, 1 by approach `A`, 2 by
//! withdrawal `W`). A capture sequence the mover may stop is stopped by the
//! space's end action. A Telo move is its point (a placement), or its two
//! points (a movement: 9 + the point reached).

use fanga_core::{
    Player, Position,
    learn::{Actions, Decisions},
};

use crate::board::{POINTS, Point};
use crate::{Capture, Fanorona, FanoronaMove, FanoronaOptions, FanoronaTelo, MAX_STEPS};
use crate::{TeloMove, TeloOptions, TeloPoint};

/// The points as `u32`.
const N: u32 = POINTS as u32;

/// `p`'s index from `mover`'s side.
fn point_id(mover: Player, p: Point) -> u32 {
    let i = u32::from(p.index());
    match mover {
        Player::South => i,
        Player::North => N - 1 - i,
    }
}

/// The point of index `id` from `mover`'s side.
fn point_of(mover: Player, id: u32) -> Option<Point> {
    let i = match mover {
        Player::South => id,
        Player::North => (N - 1).checked_sub(id)?,
    };
    Point::from_index(u8::try_from(i).ok()?)
}

impl Actions for Fanorona {
    const ENDS_EARLY: bool = true;

    fn action_count(_: &FanoronaOptions) -> u32 {
        4 * N
    }

    fn max_turn_decisions(_: &FanoronaOptions) -> u32 {
        1 + MAX_STEPS as u32
    }

    fn decisions(&self, mv: &FanoronaMove, out: &mut Decisions) {
        out.clear();
        let mover = self.turn();
        out.push(point_id(mover, mv.from()));
        for (p, c) in mv.steps() {
            let kind = match c {
                None => 0,
                Some(Capture::Approach) => 1,
                Some(Capture::Withdrawal) => 2,
            };
            out.push(N + 3 * point_id(mover, p) + kind);
        }
    }

    /// `e3` for a point, `e3`, `e3A` or `e3W` for a step.
    fn action_text(_: &FanoronaOptions, mover: Player, id: u32) -> String {
        if id < N {
            return point_of(mover, id)
                .map(|p| p.to_string())
                .unwrap_or_default();
        }
        let (point, kind) = ((id - N) / 3, (id - N) % 3);
        let Some(p) = point_of(mover, point) else {
            return String::new();
        };
        format!("{p}{}", ["", "A", "W"][kind as usize])
    }

    /// The mover's pieces, then the opponent's, one number a point; then
    /// whether the mover and the opponent have had their first turn (which
    /// `first_turn=both_players` restricts).
    fn position_features(_: &FanoronaOptions) -> usize {
        2 * POINTS + 2
    }

    fn observe_position(&self, out: &mut [f32]) {
        let mover = self.turn();
        for i in 0..N {
            let Some(p) = point_of(mover, i) else {
                continue;
            };
            let at = match self.piece(p) {
                Some(owner) if owner == mover => i as usize,
                Some(_) => POINTS + i as usize,
                None => continue,
            };
            if let Some(x) = out.get_mut(at) {
                *x = 1.0;
            }
        }
        for (k, p) in [mover, mover.other()].into_iter().enumerate() {
            if let Some(x) = out.get_mut(2 * POINTS + k) {
                *x = f32::from(u8::from(self.opened(p)));
            }
        }
    }
}

/// Telo's points.
const TELO: u32 = 9;

/// `p`'s index from `mover`'s side.
fn telo_id(mover: Player, p: TeloPoint) -> u32 {
    let i = u32::from(p.index());
    match mover {
        Player::South => i,
        Player::North => TELO - 1 - i,
    }
}

/// The point of index `id` from `mover`'s side.
fn telo_of(mover: Player, id: u32) -> Option<TeloPoint> {
    let i = match mover {
        Player::South => id,
        Player::North => (TELO - 1).checked_sub(id)?,
    };
    TeloPoint::from_index(u8::try_from(i).ok()?)
}

impl Actions for FanoronaTelo {
    /// A move is a placement or one step.
    const TURNS_HAVE_CHOICES: bool = false;

    fn action_count(_: &TeloOptions) -> u32 {
        2 * TELO
    }

    fn max_turn_decisions(_: &TeloOptions) -> u32 {
        2
    }

    fn decisions(&self, mv: &TeloMove, out: &mut Decisions) {
        out.clear();
        let mover = self.turn();
        match *mv {
            TeloMove::Place(p) => out.push(telo_id(mover, p)),
            TeloMove::Step(a, b) => out.extend([telo_id(mover, a), TELO + telo_id(mover, b)]),
        }
    }

    fn action_text(_: &TeloOptions, mover: Player, id: u32) -> String {
        telo_of(mover, id % TELO)
            .map(|p| p.to_string())
            .unwrap_or_default()
    }

    /// The mover's pieces, then the opponent's, one number a point.
    fn position_features(_: &TeloOptions) -> usize {
        2 * TELO as usize
    }

    fn observe_position(&self, out: &mut [f32]) {
        let mover = self.turn();
        for i in 0..TELO {
            let Some(p) = telo_of(mover, i) else { continue };
            let at = match self.piece(p) {
                Some(owner) if owner == mover => i as usize,
                Some(_) => (TELO + i) as usize,
                None => continue,
            };
            if let Some(x) = out.get_mut(at) {
                *x = 1.0;
            }
        }
    }
}
