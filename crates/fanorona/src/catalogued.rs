//! Fanorona and Fanorona Telo for the tools: their titles, how they are
//! solved, and what the playground shows of them (their rules in a few
//! sentences, their boards of points: `view.rs`).

use fanga_core::{BoardView, Catalogued, Frame, RulesSummary, Solving, Step};

use crate::view::{fanorona_frames, fanorona_view, point_steps, telo_view};
use crate::{Fanorona, FanoronaMove, FanoronaTelo, FanoronaTrace};

impl Catalogued for Fanorona {
    const TITLE: &'static str =
        "Fanorona and its vela game, the national game of Madagascar (Montgomery 1896, Cyningstan)";

    /// Positions repeat (paika moves go back and forth): retrograde
    /// analysis, within reach on the smallest boards only.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    const RULES: Option<RulesSummary> = Some(FANORONA_RULES);

    fn view(&self) -> BoardView {
        fanorona_view(self)
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        point_steps(mv)
    }

    fn frames(&self, _: &FanoronaMove, trace: &FanoronaTrace, next: &Self) -> Vec<Frame> {
        fanorona_frames(self, trace, next)
    }
}

impl Catalogued for FanoronaTelo {
    const TITLE: &'static str = "Fanorona Telo, three pieces each on the 3 x 3 board (Murray 1951)";

    /// Positions repeat once the pieces are placed: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    /// The whole game has a few thousand positions: solved at once.
    fn solves_at_once(_: &Self::Options) -> bool {
        true
    }

    const RULES: Option<RulesSummary> = Some(TELO_RULES);

    fn view(&self) -> BoardView {
        telo_view(self)
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        point_steps(mv)
    }
}

/// Fanorona's rules for the playground.
const FANORONA_RULES: RulesSummary = RulesSummary::new(
    include_str!("../playground/fanorona.source.md"),
    include_str!("../playground/fanorona.en.md"),
    include_str!("../playground/fanorona.fr.md"),
);

/// Fanorona Telo's rules for the playground.
const TELO_RULES: RulesSummary = RulesSummary::new(
    include_str!("../playground/fanorona-telo.source.md"),
    include_str!("../playground/fanorona-telo.en.md"),
    include_str!("../playground/fanorona-telo.fr.md"),
);
