//! fifangha for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Family, Labels, OptionLabel, Origin, RulesSummary, Solving,
};

use crate::{Columns, Fifangha, FifanghaRules, ReserveEnd, RuleSet};

impl Catalogued for Fifangha {
    const TITLE: &'static str =
        "fifangha, the oldest written mancala rules (Flacourt 1661, Busser 2023)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Madagascar", "Madagascar"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/fifangha.source.md"),
        include_str!("../playground/fifangha.en.md"),
        include_str!("../playground/fifangha.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "fifangha, les plus anciennes règles de semailles écrites (Flacourt 1661, Busser 2023)",
        &[
            fanga_reserve::COLUMNS_LABEL,
            OptionLabel::new(
                "reserve_end",
                Bilingual::new("end of the reserves", "fin des réserves"),
                "quand les réserves sont épuisées : le plus de graines dans ses rangées gagne, nulle, ou une seconde phase semée depuis le plateau",
                &[
                    (
                        "most_seeds",
                        Bilingual::new("most seeds wins", "le plus de graines gagne"),
                    ),
                    ("draw", Bilingual::new("a draw", "nulle")),
                    (
                        "phase_two",
                        Bilingual::new("a second phase", "une seconde phase"),
                    ),
                ],
            ),
            OptionLabel::new(
                "tsibongy_attack",
                Bilingual::new("tsibongy attack", "attaque du tsibongy"),
                "un tour finissant dans son tsibongy face à 2 graines ou plus est une prise ordinaire",
                &[
                    ("off", Bilingual::new("no", "non")),
                    ("on", Bilingual::new("yes", "oui")),
                ],
            ),
            OptionLabel::new(
                "rules",
                Bilingual::new("rules", "règles"),
                "le jeu de Flacourt que Busser reconstitue, ou ses règles pour l'école : récursives, ou un seul semis par tour",
                &[
                    ("flacourt", Bilingual::new("Flacourt's", "de Flacourt")),
                    (
                        "school",
                        Bilingual::new("school, recursive", "école, récursives"),
                    ),
                    (
                        "school_short",
                        Bilingual::new("school, one lap a turn", "école, un semis par tour"),
                    ),
                ],
            ),
        ],
    ));

    /// Every turn takes a seed from the mover's reserve and the game ends
    /// with the reserves unless a second phase follows: without it no
    /// position repeats, and a search finds the margin; with `phase_two`
    /// positions repeat, and retrograde analysis finds the result.
    fn solving(options: &Self::Options) -> Solving {
        if options.reserve_end == ReserveEnd::PhaseTwo {
            Solving::Retrograde
        } else {
            Solving::Search
        }
    }

    /// Four columns without the second phase solve in well under a second
    /// under the default rules (the repository's `docs/solved.md`); the
    /// school rules take longer (about 1 s of one core for `school`, 8 s and
    /// 560 MiB for `school_short`).
    fn solves_at_once(options: &Self::Options) -> bool {
        options.columns == Columns::Four
            && options.reserve_end != ReserveEnd::PhaseTwo
            && options.rules == RuleSet::Flacourt
    }

    fanga_sowing::sowing_views!(FifanghaRules);
}
