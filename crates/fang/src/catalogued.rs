//! Fang for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::FangRules;

impl SowingCatalogued for FangRules {
    const TITLE: &'static str =
        "Fang, a documented reconstruction of Busser's one-row fifangha (2023)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "Alain Busser, “le jeu de Fang” (IREM de La Réunion, 2023): a documented \
         reconstruction, since the article’s rules section could not be read.",
        "A line of cups (8, 6 or 4), half each, numbered from South's end; each \
         player's tibong is his end cup. A turn puts one reserve seed into a non-empty \
         cup of yours: if a cup of yours faces seeds you must choose one, and capture \
         them; otherwise you sow that cup's seeds along the line. Taking the \
         opponent's last seeds wins; when a reserve is empty, more seeds in one's cups \
         wins.",
        "Une ligne de cases (8, 6 ou 4), la moitié à chacun, numérotées depuis le bout \
         de Sud ; le tibong de chacun est sa case d’extrémité. Un tour pose une graine \
         de sa réserve dans une de ses cases non vides : si une de ses cases fait face \
         à des graines, on doit la choisir et les prendre ; sinon on sème les graines \
         de cette case le long de la ligne. Prendre les dernières graines adverses \
         fait gagner ; quand une réserve est vide, qui a le plus de graines dans ses \
         cases gagne.",
    ));

    /// Every turn takes a seed from the mover's reserve, and the game ends
    /// when a reserve is empty: no position repeats, and a search finds the
    /// margin.
    fn solving(_: &Self::Options) -> Solving {
        Solving::Search
    }

    /// Every line (4, 6 or 8 cups) solves in well under a second.
    fn solves_at_once(_: &Self::Options) -> bool {
        true
    }
}
