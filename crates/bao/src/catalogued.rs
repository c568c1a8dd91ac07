//! bao for the tools: its title, how it is solved, and its rules for the
//! playground.

use fanga_core::catalog::{
    Bilingual, Catalogued, Evaluator, Extensions, Labels, OptionLabel, RulesSummary, Solving,
};

use crate::{Bao, BaoEval, BaoRules};

impl Catalogued for Bao {
    const TITLE: &'static str =
        "bao: Bao la Kiswahili (de Voogt 1995) and m'raha wa tso (Busser 2023)";

    /// The playground's summary.
    const RULES: Option<RulesSummary> = Some(RulesSummary::new(
        include_str!("../playground/bao.source.md"),
        include_str!("../playground/bao.en.md"),
        include_str!("../playground/bao.fr.md"),
    ));

    /// The playground's names for the game, its options and their values.
    const LABELS: Option<Labels> = Some(Labels::new(
        "bao : Bao la Kiswahili (de Voogt 1995) et m'raha wa tso (Busser 2023)",
        &[
            OptionLabel::new(
                "rules",
                Bilingual::new("rules", "règles"),
                "Bao la Kiswahili, ou m'raha wa tso (namua du bao, puis toute case occupée semée, graines seules comprises)",
                &[
                    (
                        "kiswahili",
                        Bilingual::new("Bao la Kiswahili", "Bao la Kiswahili"),
                    ),
                    (
                        "mraha_wa_tso",
                        Bilingual::new("m'raha wa tso", "m'raha wa tso"),
                    ),
                ],
            ),
            OptionLabel::new(
                "namua",
                Bilingual::new("namua", "entrée des graines (namua)"),
                "graines entrées une à une depuis la réserve, ou bao la kujifunza (deux graines par case)",
                &[
                    ("on", Bilingual::new("on", "oui")),
                    (
                        "off",
                        Bilingual::new("bao la kujifunza", "bao la kujifunza"),
                    ),
                ],
            ),
            OptionLabel::new(
                "takasia",
                Bilingual::new("takasia", "case interdite (takasia)"),
                "après un takasa, la seule case menacée de l'adversaire ne peut pas être semée",
                &[
                    ("on", Bilingual::new("on", "oui")),
                    ("off", Bilingual::new("off", "non")),
                ],
            ),
            OptionLabel::new(
                "house_tax",
                Bilingual::new("house tax", "impôt de la maison"),
                "les graines que donne la maison imposée (1 ou 2)",
                &[],
            ),
        ],
    ));

    /// [`BaoEval`], with its tuned weights.
    fn evaluator(_: &Self::Options, _: &Extensions) -> Box<dyn Evaluator<Self>> {
        Box::new(BaoEval::default())
    }

    /// Positions of the mtaji stage repeat: retrograde analysis (the 64
    /// seeds of the game put its boards far out of reach).
    fn solving(_: &Self::Options) -> Solving {
        Solving::Retrograde
    }

    fanga_sowing::sowing_views!(BaoRules);
}
