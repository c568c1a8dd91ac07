//! Fanorona and Fanorona Telo for the tools: their titles and how they are
//! solved.

use fanga_core::{Catalogued, Solving};

use crate::{Fanorona, FanoronaTelo};

impl Catalogued for Fanorona {
    const TITLE: &'static str =
        "Fanorona and its vela game, the national game of Madagascar (Montgomery 1896, Cyningstan)";

    /// Positions repeat (paika moves go back and forth): retrograde
    /// analysis, within reach on the smallest boards only.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
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
}
