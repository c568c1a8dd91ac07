//! Oware for the tools: its title, its computer players' evaluation, why
//! it is not solved, and its rules for the playground.

use fanga_core::{Evaluator, GameOptions, RulesSummary, Settings, Solving};
use fanga_sowing::{Sowing, SowingCatalogued};

use crate::{OwareCaptures, OwareOptions, OwareRules, OwareSize};

impl<S: OwareSize> SowingCatalogued for OwareRules<S>
where
    OwareOptions<S>: GameOptions,
{
    const TITLE: &'static str = "Oware (abapa), exactly as OpenSpiel 2.0.2 plays it";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "OpenSpiel 2.0.2, game “oware” (abapa), move for move.",
        "Two rows of six houses, four seeds each; sowing goes anticlockwise and skips \
         the emptied house. If the last seed makes a house of the opponent hold 2 or \
         3, those seeds are captured, and so are the houses before it holding 2 or 3, \
         unless that would take all his seeds (a grand slam captures nothing). You \
         must give seeds to an opponent who has none. The first to capture more than \
         24 wins; a repeated position ends the game and each player keeps the seeds on \
         his side.",
        "Deux rangées de six cases de quatre graines ; on sème dans le sens inverse \
         des aiguilles d’une montre en sautant la case vidée. Si la dernière graine \
         fait qu’une case adverse contient 2 ou 3 graines, on les prend, ainsi que \
         celles des cases précédentes qui en contiennent 2 ou 3, sauf si cela prenait \
         toutes ses graines (un grand chelem ne prend rien). Il faut nourrir un \
         adversaire qui n’a plus de graines. Le premier à prendre plus de 24 graines \
         gagne ; une position répétée termine la partie et chacun garde les graines de \
         son côté.",
    ));

    /// [`OwareCaptures`].
    fn evaluator(_: &Self::Options, _: &Settings) -> Box<dyn Evaluator<Sowing<Self>>> {
        Box::new(OwareCaptures)
    }

    /// None: the repetition rule ends a game on its history, so a position
    /// alone has no value.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Unsupported(
            "it ends on repeated positions of the game's history, so a position's value depends on how it was reached",
        )
    }
}
