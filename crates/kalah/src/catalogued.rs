//! Kalah for the tools: its title, its computer players' evaluation,
//! how it is solved, and its rules for the playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Evaluator, Extensions, Family, Labels, OptionLabel, Origin,
    RulesSummary, Solving, TableError, TableFile, TableRequest,
};

use crate::{Kalah, KalahRules, KalahStores};

impl Catalogued for Kalah {
    const TITLE: &'static str = "Kalah, exactly as OpenSpiel 2.0.2 plays it (game mancala)";

    /// Where the game comes from: its family and region.
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::TwoRowMancala,
        Bilingual::new("United States", "États-Unis"),
    ));

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/kalah.source.md"),
        include_str!("../playground/kalah.en.md"),
        include_str!("../playground/kalah.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "Kalah, exactement comme OpenSpiel 2.0.2 le joue (jeu mancala)",
        &[
            OptionLabel::new(
                "houses",
                Bilingual::new("pits per row", "trous par rangée"),
                "trous de chaque rangée (OpenSpiel : 6)",
                &[],
            ),
            OptionLabel::new(
                "seeds",
                Bilingual::new("seeds per pit", "graines par trou"),
                "graines dans chaque trou au départ (OpenSpiel : 4)",
                &[],
            ),
        ],
    ));

    /// [`KalahStores`]; with the `solver` feature and an endgame table of
    /// the board's houses in `extensions` (an
    /// `Arc<`[`KalahEndgame`](crate::solver::KalahEndgame)`>`),
    /// [`KalahEndgameEval`](crate::solver::KalahEndgameEval) over it.
    fn evaluator(options: &Self::Options, extensions: &Extensions) -> Box<dyn Evaluator<Self>> {
        #[cfg(feature = "solver")]
        if let Some(table) = extensions.get::<std::sync::Arc<crate::solver::KalahEndgame>>()
            && usize::from(options.houses()) == table.houses()
        {
            return Box::new(crate::solver::KalahEndgameEval::new(std::sync::Arc::clone(
                table,
            )));
        }
        let _ = (options, extensions);
        Box::new(KalahStores)
    }

    /// No position repeats (every sowing moves seeds towards the stores or
    /// across), so a search finds the margin; with the `solver` feature,
    /// [`solver::solve`](crate::solver::solve) does it sowing by sowing.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Search
    }

    /// Boards of at most 18 seeds a row (houses times seeds: Kalah(6, 3),
    /// Kalah(4, 4)) solve in well under a second.
    fn solves_at_once(options: &Self::Options) -> bool {
        u32::from(options.houses()) * u32::from(options.seeds()) <= 18
    }

    /// With the `solver` feature, an endgame table
    /// ([`KalahEndgame::read_from`](crate::solver::KalahEndgame::read_from)),
    /// carried as an `Arc<KalahEndgame>`: the players evaluate with it, and
    /// the solver uses it rather than build one. A table of another board
    /// than `options`' is refused after its header.
    fn read_table(
        file: &mut dyn std::io::Read,
        options: Option<&Self::Options>,
    ) -> Result<TableFile, TableError> {
        #[cfg(feature = "solver")]
        return crate::solver::read_table(file, options.map(|o| o.houses()));
        #[cfg(not(feature = "solver"))]
        {
            let _ = (file, options);
            Err(TableError::NoTables {
                game: <KalahRules as fanga_sowing::SowingRules>::GAME,
            })
        }
    }

    /// With the `solver` feature, the endgame table the solver would build
    /// for `position` ([`KalahEndgame::build`](crate::solver::KalahEndgame::build)).
    fn build_table(
        position: &Self,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        #[cfg(feature = "solver")]
        return crate::solver::build_table(position, request, progress);
        #[cfg(not(feature = "solver"))]
        {
            let _ = (position, request, progress);
            Ok(None)
        }
    }

    fanga_sowing::sowing_views!(KalahRules);
}
