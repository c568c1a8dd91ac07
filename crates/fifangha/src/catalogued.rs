//! fifangha for the tools: its title, how it is solved, and its rules
//! for the playground.

use fanga_core::{RulesSummary, Solving};
use fanga_sowing::SowingCatalogued;

use crate::{Columns, FifanghaRules, ReserveEnd};

impl SowingCatalogued for FifanghaRules {
    const TITLE: &'static str =
        "fifangha, the oldest written mancala rules (Flacourt 1661, Busser 2023)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        "Étienne de Flacourt, Histoire de la grande isle Madagascar (1661), chapter \
         XXXIV, the oldest written mancala rules; as reconstructed by Alain Busser \
         (2023).",
        "Flacourt: “a wooden board that has thirty-two holes in four rows”. One seed \
         in every inner hole but the four tsibongy, the rest in the reserves. A turn \
         puts one reserve seed into a non-empty hole of your inner row (“one may never \
         put a bassi into a cell that has none”); if you can capture you must, the \
         seed acting as the last seed of a lap; otherwise you sow that hole's seeds to \
         the left or the right (the mameno-atrika). A lap ending in your non-empty \
         tsibongy takes the opposite tsibongy's seeds too. When the reserves run out, \
         the player with more seeds in his rows wins (options: a draw, or katra \
         fandatsaka's second phase).",
        "Flacourt : « un tablier de bois où il y a trente-deux trous en quatre rangs \
         ». Une graine dans chaque case intérieure sauf les quatre tsibongy, le reste \
         en réserve. Un tour pose une graine de sa réserve dans une case non vide de \
         sa rangée intérieure ; si l’on peut prendre, on doit prendre, la graine \
         agissant comme la dernière d’un semis ; sinon on sème les graines de cette \
         case à gauche ou à droite (le mameno-atrika). Un semis qui finit dans son \
         tsibongy non vide y ajoute celles du tsibongy d’en face. Les réserves \
         épuisées, qui a le plus de graines dans ses rangées gagne (au choix : nulle, \
         ou la seconde phase du katra fandatsaka).",
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
    /// (the repository's `docs/solved.md`).
    fn solves_at_once(options: &Self::Options) -> bool {
        options.columns == Columns::Four && options.reserve_end != ReserveEnd::PhaseTwo
    }
}
