//! Fanorona and Fanorona Telo for the tools: their titles, how they are
//! solved, and what the playground shows of them (their rules in a few
//! sentences, their boards of points: `view.rs`).

use fanga_core::catalog::{
    Bilingual, BoardView, Catalogued, Family, Frame, Labels, OptionLabel, Origin, RulesSummary,
    Solving, Step,
};

use crate::view::{fanorona_frames, fanorona_view, point_steps, telo_view};
use crate::{Fanorona, FanoronaMove, FanoronaTelo, FanoronaTrace};

impl Catalogued for Fanorona {
    const TITLE: &'static str =
        "Fanorona and its vela game, the national game of Madagascar (Montgomery 1896, Cyningstan)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::Alquerque,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// Positions repeat (paika moves go back and forth): retrograde
    /// analysis, within reach on the smallest boards only.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    const RULES: Option<RulesSummary> = Some(FANORONA_RULES);

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Le fanorona et sa partie vela, le jeu national de Madagascar (Montgomery 1896, Cyningstan)",
        &[
            OptionLabel::new(
                "chain",
                Bilingual::new("capture sequences", "suites de prises"),
                "si une suite de prises doit continuer tant qu’elle le peut",
                &[
                    ("optional", Bilingual::new("may stop", "facultatives")),
                    ("mandatory", Bilingual::new("must go on", "obligatoires")),
                ],
            ),
            OptionLabel::new(
                "revisit",
                Bilingual::new("points visited again", "retour sur un point"),
                "jamais deux fois le même point dans un tour, ou seulement pas le point qu’on vient de quitter",
                &[
                    ("never", Bilingual::new("never", "jamais")),
                    (
                        "not_back",
                        Bilingual::new("only not back", "sauf en arrière"),
                    ),
                ],
            ),
            OptionLabel::new(
                "first_turn",
                Bilingual::new("single-capture first turns", "premiers tours à une prise"),
                "quels premiers tours ne font qu’une prise",
                &[
                    (
                        "first_player",
                        Bilingual::new("the first player's", "celui du premier joueur"),
                    ),
                    (
                        "both_players",
                        Bilingual::new("both players'", "ceux des deux joueurs"),
                    ),
                ],
            ),
            OptionLabel::new(
                "vela",
                Bilingual::new("vela game", "partie vela"),
                "la partie vela, avec handicap",
                &[
                    ("off", Bilingual::new("no", "non")),
                    ("on", Bilingual::new("yes", "oui")),
                ],
            ),
            OptionLabel::new(
                "vela_opener",
                Bilingual::new("vela opener", "ouverture vela"),
                "avec vela=on : qui joue en premier",
                &[
                    ("loser", Bilingual::new("the loser", "le perdant")),
                    ("winner", Bilingual::new("the winner", "le gagnant")),
                ],
            ),
        ],
    ));

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

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::Alignment,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// Positions repeat once the pieces are placed: retrograde analysis.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    /// The whole game has a few thousand positions: solved at once.
    fn solves_at_once(_: &Self::Options) -> bool {
        true
    }

    const RULES: Option<RulesSummary> = Some(TELO_RULES);

    /// The playground's French title (the game has no options).
    const LABELS: Option<Labels> = Some(Labels::new(
        "Fanorona Telo, trois pions chacun sur le plateau de 3 x 3 (Murray 1951)",
        &[],
    ));

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
)
.with_notation(
    "A move is its piece's point and each point it steps to: `e2-e3` (a paika, no capture). \
     A capturing step ends in A (by approach: the piece steps towards the enemy line it takes) \
     or W (by withdrawal: it steps away from the line it takes): `d2-e3A`, and a capture \
     sequence lists every step, `c1-d1A-d2W`. These A and W are never the players: White is W \
     only in a position's side to move.",
    "Un coup est le point de son pion puis chaque point où il se rend : `e2-e3` (un paika, sans \
     prise). Un pas qui prend finit par A (par approche : le pion avance vers la ligne ennemie \
     qu'il prend) ou W (par retrait : il s'éloigne de la ligne qu'il prend) : `d2-e3A`, et une \
     suite de prises note chaque pas, `c1-d1A-d2W`. Ces A et W ne sont jamais les joueurs : \
     Blanc n'est W que dans le trait d'une position.",
);

/// Fanorona Telo's rules for the playground.
const TELO_RULES: RulesSummary = RulesSummary::new(
    include_str!("../playground/fanorona-telo.source.md"),
    include_str!("../playground/fanorona-telo.en.md"),
    include_str!("../playground/fanorona-telo.fr.md"),
)
.with_notation(
    "A placement is its point, `b2`; a movement is the piece's point and where it goes, `a1-b2`.",
    "Une pose est son point, `b2` ; un déplacement est le point du pion et celui où il va, `a1-b2`.",
);
