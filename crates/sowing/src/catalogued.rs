//! [`SowingCatalogued`]: a sowing game's entry for the tools, declared on
//! its rules type and carried to its position type [`Sowing<G>`].

use fanga_core::{
    BoardView, Catalogued, Evaluator, Frame, Labels, Material, RulesSummary, Settings, Solving,
    Step, TableError, TableFile, TableRequest,
};

use crate::trace::MoveTrace;
use crate::{Sowing, SowingGame};

/// What the tools know of a sowing game beyond its rules
/// ([`Catalogued`]), stated on the rules type `G`: every `Sowing<G>` is
/// then [`Catalogued`] with these answers. Everything but the title has
/// [`Catalogued`]'s default; the board, steps and frames a page shows are
/// every sowing game's (module `view`).
pub trait SowingCatalogued: SowingGame {
    /// [`Catalogued::TITLE`].
    const TITLE: &'static str;

    /// [`Catalogued::RULES`].
    const RULES: Option<RulesSummary> = None;

    /// [`Catalogued::LABELS`].
    const LABELS: Option<Labels> = None;

    /// [`Catalogued::evaluator`].
    fn evaluator(options: &Self::Options, settings: &Settings) -> Box<dyn Evaluator<Sowing<Self>>> {
        let _ = (options, settings);
        Box::new(Material)
    }

    /// [`Catalogued::sample`].
    fn sample(options: &Self::Options) -> Sowing<Self> {
        <Sowing<Self> as fanga_core::Position>::start(options)
    }

    /// [`Catalogued::solving`].
    fn solving(options: &Self::Options) -> Solving {
        let _ = options;
        Solving::Unsupported("no solver is declared for this game")
    }

    /// [`Catalogued::solves_at_once`].
    fn solves_at_once(options: &Self::Options) -> bool {
        let _ = options;
        false
    }

    /// [`Catalogued::read_table`].
    ///
    /// # Errors
    ///
    /// As [`Catalogued::read_table`].
    fn read_table(
        file: &mut dyn std::io::Read,
        options: Option<&Self::Options>,
    ) -> Result<TableFile, TableError> {
        let _ = (file, options);
        Err(TableError::NoTables { game: Self::GAME })
    }

    /// [`Catalogued::build_table`].
    ///
    /// # Errors
    ///
    /// As [`Catalogued::build_table`].
    fn build_table(
        position: &Sowing<Self>,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        let _ = (position, request, progress);
        Ok(None)
    }
}

impl<G: SowingCatalogued> Catalogued for Sowing<G> {
    const TITLE: &'static str = G::TITLE;
    const RULES: Option<RulesSummary> = G::RULES;
    const LABELS: Option<Labels> = G::LABELS;

    fn evaluator(options: &G::Options, settings: &Settings) -> Box<dyn Evaluator<Self>> {
        G::evaluator(options, settings)
    }

    fn sample(options: &G::Options) -> Self {
        G::sample(options)
    }

    fn solving(options: &G::Options) -> Solving {
        G::solving(options)
    }

    fn solves_at_once(options: &G::Options) -> bool {
        G::solves_at_once(options)
    }

    fn read_table(
        file: &mut dyn std::io::Read,
        options: Option<&G::Options>,
    ) -> Result<TableFile, TableError> {
        G::read_table(file, options)
    }

    fn view(&self) -> BoardView {
        crate::view::board_view::<G>(&self.board())
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        crate::view::steps::<G>(mv)
    }

    fn frames(&self, _: &Self::Move, trace: &MoveTrace, next: &Self) -> Vec<Frame> {
        crate::view::frames(self, trace, next)
    }

    fn build_table(
        position: &Self,
        request: &TableRequest,
        progress: &(dyn Fn(u64, u64) + Sync),
    ) -> Result<Option<TableFile>, TableError> {
        G::build_table(position, request, progress)
    }
}
