//! bao for the tools: its title, how it is solved, and its rules for the
//! playground.

use fanga_core::Player;
use fanga_core::catalog::{
    Bilingual, BoardView, Catalogued, Evaluator, Extensions, Family, Frame, Labels, OptionLabel,
    Origin, RulesSummary, Solving, Step,
};
use fanga_sowing::trace::MoveTrace;

use crate::holes::house;
use crate::{Bao, BaoEval, BaoRules};

/// `view` with the houses `pos`'s owners still own: the square holes a
/// page draws.
fn with_houses(mut view: BoardView, pos: &Bao) -> BoardView {
    if let BoardView::Sowing { houses, .. } = &mut view {
        let state = pos.game_state();
        *houses = Player::BOTH
            .into_iter()
            .filter(|&p| state.owns_house(p))
            .map(|p| {
                let h = house(p);
                format!("{}{}", h.col_letter(), h.row() + 1)
            })
            .collect();
    }
    view
}

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

    /// Zanzibar, as de Voogt recorded it, and the Comoros (m'raha wa tso).
    const ORIGIN: Option<Origin> = Some(Origin::new(
        Family::FourRowMancala,
        Bilingual::new("Zanzibar, Comoros", "Zanzibar, Comores"),
    ));

    /// The sowing board, with the houses still owned ([`BoardView::Sowing`]'s
    /// `houses`): a page draws them square, as the nyumba is.
    fn view(&self) -> BoardView {
        with_houses(
            fanga_sowing::view::board_view::<BaoRules>(&self.board()),
            self,
        )
    }

    fn steps(&self, mv: &str) -> Vec<Step> {
        fanga_sowing::view::steps::<BaoRules>(mv)
    }

    /// The sowing frames, each with the houses owned before the move, the
    /// last with those owned after it.
    fn frames(&self, _: &Self::Move, trace: &MoveTrace, next: &Self) -> Vec<Frame> {
        let mut frames = fanga_sowing::view::frames(self.as_engine(), trace, next.as_engine());
        let last = frames.len().saturating_sub(1);
        for (i, f) in frames.iter_mut().enumerate() {
            let pos = if i == last { next } else { self };
            f.board = with_houses(std::mem::replace(&mut f.board, BoardView::text("")), pos);
        }
        frames
    }
}
