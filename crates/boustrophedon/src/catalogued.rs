//! The game for the tools: its title, how it is solved, and its rules for
//! the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{Boustrophedon, BoustrophedonRules};

impl Catalogued for Boustrophedon {
    const TITLE: &'static str =
        "Boustrophedon, the six-row game de Voogt saw played in Madagascar (1999)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::SixRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(
        RulesSummary::new(
            include_str!("../playground/boustrophedon.source.md"),
            include_str!("../playground/boustrophedon.en.md"),
            include_str!("../playground/boustrophedon.fr.md"),
        )
        .with_notation(
            "A sowing is its hole and direction, `b1:cw` or `b1:ccw`; a lone seed's step is \
         `c1-c2`, and a step that captures is followed by the direction to sow in, `c2-c3:ccw`.",
            "Un semis est sa case et son sens, `b1:cw` ou `b1:ccw` ; le pas d'une graine seule \
         s'écrit `c1-c2`, et un pas qui prend est suivi du sens du semis, `c2-c3:ccw`.",
        ),
    );

    /// The playground's names for the game and its option.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Boustrophédon, le jeu à six rangées que de Voogt a vu jouer à Madagascar (1999)",
        &[OptionLabel::new(
            "columns",
            Bilingual::new("holes a row", "cases par rangée"),
            "le nombre de cases de chacune des six rangées",
            &[],
        )],
    ));

    /// Positions repeat (seeds never leave the board, and a turn that
    /// captures nothing only moves seeds round the mover's rows), so a
    /// value is found by retrograde analysis: of endgames only, since the
    /// start of the smaller board already spreads 36 seeds over 18 holes.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(BoustrophedonRules);
}
