//! The direction of each sowing ([`Directions`]), where it is not one for
//! the whole game: given by the hole's place in its row (`split`,
//! `to_center`) or by the seeds taken up (`by_parity`), or chosen by the
//! mover on the holes `sowing.chosen_holes` names, his move then naming it
//! (`c1:cw`).
//!
//! A sowing keeps its direction through its relays and its captures: the
//! turn holds it ([`TurnState::dir`](crate::state::TurnState)), and a
//! capture of several holes steps along it or back from it.

use fanga_sowing::{Board, Direction, Hole};

use crate::RuleSet;
use crate::moves::TwoRowOpening;
use crate::spec::{self, GrandSlam, StoreSowing};
use crate::state::{bit, from_owners_left};

/// How each sowing's direction is found, compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Directions {
    /// The rule for the holes the mover does not choose for.
    rule: spec::Direction,
    /// The holes whose direction the mover chooses ([`bit`]s, both rows).
    chosen: u32,
    /// Holes per row.
    holes: u8,
}

impl Directions {
    /// The rule set's, or `None` when every sowing goes one way (the
    /// compiled rule set's `dir`).
    pub(crate) fn new(rules: &RuleSet) -> Option<Directions> {
        let s = &rules.sowing;
        let holes = rules.board.holes;
        if s.chosen_holes.is_empty()
            && matches!(s.direction, spec::Direction::Ccw | spec::Direction::Cw)
        {
            return None;
        }
        let mut chosen = 0;
        for &k in &s.chosen_holes {
            for row in 0..2 {
                let col = if row == 0 { k - 1 } else { holes - k };
                chosen |= bit(Hole::at(col, row));
            }
        }
        Some(Directions {
            rule: s.direction,
            chosen,
            holes,
        })
    }

    /// Whether the mover chooses the direction on some hole.
    pub(crate) fn any_chosen(&self) -> bool {
        self.chosen != 0
    }

    /// The direction `hole` sows in when it holds `seeds`, or `None` when
    /// the mover chooses it.
    pub(crate) fn of(&self, hole: Hole, seeds: u8) -> Option<Direction> {
        if self.chosen & bit(hole) != 0 {
            return None;
        }
        let k = from_owners_left(hole, self.holes);
        let half = self.holes / 2;
        // Towards the ends: the left half clockwise, the right half
        // anticlockwise (the middle hole of an odd row is chosen: the
        // compiler checks it).
        let outward = || {
            if k < half {
                Direction::Cw
            } else {
                Direction::Ccw
            }
        };
        Some(match self.rule {
            spec::Direction::Ccw => Direction::Ccw,
            spec::Direction::Cw => Direction::Cw,
            spec::Direction::Split => outward(),
            spec::Direction::ToCenter => outward().reverse(),
            spec::Direction::ByParity => {
                if seeds % 2 == 1 {
                    Direction::Ccw
                } else {
                    Direction::Cw
                }
            }
        })
    }

    /// The openings from `hole` on `board`: the hole alone where the rule
    /// gives its direction, or the hole in each direction where the mover
    /// chooses.
    pub(crate) fn openings(
        &self,
        board: &Board,
        hole: Hole,
    ) -> impl Iterator<Item = TwoRowOpening> {
        let chosen = self.of(hole, board.get(hole)).is_none();
        let dirs: &[Option<Direction>] = if chosen {
            &[Some(Direction::Cw), Some(Direction::Ccw)]
        } else {
            &[None]
        };
        dirs.iter().map(move |&dir| TwoRowOpening { hole, dir })
    }
}

/// Why the directions of `rules` cannot be played: the parameter and the
/// reason, or nothing.
pub(crate) fn refusal(rules: &RuleSet) -> Option<(&'static str, String)> {
    let s = &rules.sowing;
    let holes = rules.board.holes;
    let varies = !s.chosen_holes.is_empty()
        || !matches!(s.direction, spec::Direction::Ccw | spec::Direction::Cw);
    if !varies {
        return None;
    }
    let mut seen = 0u32;
    for &k in &s.chosen_holes {
        if k == 0 || k > holes {
            return Some((
                "sowing.chosen_holes",
                format!("{k} is not a hole: they are numbered 1 to {holes} from the mover's left"),
            ));
        }
        if seen & (1 << k) != 0 {
            return Some(("sowing.chosen_holes", format!("{k} is named twice")));
        }
        seen |= 1 << k;
    }
    let middle = holes / 2 + 1;
    if matches!(
        s.direction,
        spec::Direction::Split | spec::Direction::ToCenter
    ) && holes % 2 == 1
        && !s.chosen_holes.contains(&middle)
    {
        return Some((
            "sowing.chosen_holes",
            format!(
                "the middle hole of a row of {holes} ({middle}) sows towards neither end: the mover chooses its direction there"
            ),
        ));
    }
    if rules.capture.direction == spec::CaptureDirection::BackFromRule
        && !matches!(s.direction, spec::Direction::Ccw | spec::Direction::Cw)
    {
        return Some((
            "capture.direction",
            "back_from_rule needs one direction for the holes not chosen: sowing.direction ccw or cw".to_owned(),
        ));
    }
    // A further sowing is a hole to choose: where the direction is the
    // mover's choice too, it is not played yet.
    if s.stores != StoreSowing::None && !s.chosen_holes.is_empty() {
        return Some((
            "sowing.stores",
            "stores sown, with directions that vary from sowing to sowing".to_owned(),
        ));
    }
    if (rules.capture.repeat_on_capture || rules.capture.grand_slam == GrandSlam::SowAgain)
        && !s.chosen_holes.is_empty()
    {
        return Some((
            "capture.repeat_on_capture",
            "further sowings, with directions that vary from sowing to sowing".to_owned(),
        ));
    }
    if rules.capture.grand_slam == GrandSlam::Illegal {
        return Some((
            "capture.grand_slam",
            "illegal, with directions that vary from sowing to sowing".to_owned(),
        ));
    }
    if matches!(
        rules.moves.allow,
        spec::AllowRule::ReachOpponentOrEmpty
            | spec::AllowRule::SingleToEmpty
            | spec::AllowRule::EndsInOccupied
    ) {
        return Some((
            "moves.allow",
            "a rule that looks where a sowing ends, with directions that vary from sowing to sowing".to_owned(),
        ));
    }
    // The rule against sowing a single seed straight back across an end
    // (`crate::no_return`) looks at the last lap's seeds: with relays, the
    // sowing's are not played yet.
    if crate::no_return::applies(rules) && s.laps != spec::Laps::Single {
        return Some((
            "sowing.laps",
            "relays, split towards the ends with single seeds sown: the rule that a seed just sown across an end may not be sown straight back is played for single laps only".to_owned(),
        ));
    }
    None
}
