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
    "Montgomery (1896); Murray (1951); the vela game as described by Cyningstan.",
    "The national game of Madagascar: 22 pieces each on a board of 45 points \
     joined by lines. A piece moves along a line to the next empty point; moving \
     towards an enemy piece captures it and the line of enemy pieces behind it \
     (approach), moving away from one captures that line (withdrawal). After a \
     capture the same piece may go on capturing, never twice in the same direction \
     or back to a point it visited. If a capture is possible, a capture must be \
     made. Taking every enemy piece wins. The vela option plays the handicap game.",
    "Le jeu national de Madagascar : 22 pions chacun sur un plateau de 45 points \
     reliés par des lignes. Un pion se déplace le long d’une ligne vers le point \
     vide voisin ; s’approcher d’un pion adverse le prend avec la ligne de pions \
     adverses derrière lui (approche), s’en éloigner prend cette ligne (retrait). \
     Après une prise, le même pion peut continuer à prendre, jamais deux fois dans \
     la même direction ni vers un point déjà visité. Si une prise est possible, il \
     faut prendre. Prendre tous les pions adverses fait gagner. L’option vela joue \
     la partie à handicap.",
);

/// Fanorona Telo's rules for the playground.
const TELO_RULES: RulesSummary = RulesSummary::new(
    "Murray (1951): Fanorona Telo, three pieces each on the 3 × 3 board.",
    "Each player places his three pieces in turn on the points of a 3 × 3 board \
     with its diagonals, then moves one along a line to an adjacent empty point. \
     Three in a row wins.",
    "Chaque joueur pose à tour de rôle ses trois pions sur les points d’un plateau \
     3 × 3 avec ses diagonales, puis en déplace un le long d’une ligne vers un \
     point voisin vide. Trois pions alignés gagnent.",
);
