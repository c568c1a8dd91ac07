//! What a four-row reserve game states beyond its [`SowingRules`].

use fanga_sowing::relay::Turn;
use fanga_sowing::trace::Tracer;
use fanga_sowing::{Hole, SowingRules, TurnContext};

use crate::moves::{ReserveChoice, ReserveOpening};
use crate::refusal::ReserveRefusal;
use crate::turn::{Phase, ReserveTurn};

/// Which tsibongy captured seeds are sown from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum TsibongyRule {
    /// Dandouau's zone rule: a capture in one of the two columns nearest an end
    /// of the row is sown from the tsibongy at that end; elsewhere the mover
    /// chooses.
    #[default]
    Zone,
    /// Every capture offers both tsibongy.
    Free,
}

/// What happens when the player to move has no seed left in his reserve.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ReserveEnd {
    /// Play goes on in phase 2 (katra fandatsaka).
    PhaseTwo,
    /// The game ends; the player with more seeds in his two rows wins, equal
    /// counts draw.
    MostSeeds,
    /// The game ends in a draw.
    Draw,
}

/// What a four-row reserve game states beyond its [`SowingRules`]: the seams
/// of the shared rules. The parts of this module read them.
pub trait ReserveRules:
    SowingRules<
        Opening = ReserveOpening,
        TurnState = ReserveTurn<<Self as SowingRules>::GameState>,
        Refusal = ReserveRefusal,
    >
where
    Self::Choice: ReserveChoice,
{
    /// How the tsibongy is chosen after a capture in `phase`.
    fn tsibongy_rule(options: &Self::Options, phase: Phase) -> TsibongyRule;

    /// What happens when the mover's reserve is empty.
    fn reserve_end(options: &Self::Options) -> ReserveEnd;

    /// Takes the seeds of `hole` into the mover's hand and returns how many:
    /// one of his own holes to sow at the start of a turn
    /// ([`TakeReason::PickUp`]), or the opponent's inner hole he captures from
    /// ([`TakeReason::Capture`]). The default takes that hole alone; katra
    /// sakalava takes both holes of a standing rova.
    fn take(
        cx: &TurnContext<Self>,
        turn: &mut Turn<Self::TurnState>,
        hole: Hole,
        reason: TakeReason,
        trace: &mut impl Tracer,
    ) -> u8 {
        let _ = cx;
        match reason {
            TakeReason::PickUp => turn.take(hole, trace),
            TakeReason::Capture => turn.capture(hole, trace),
        }
    }
}

/// Why seeds are taken into the hand ([`ReserveRules::take`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TakeReason {
    /// The mover picks up one of his holes to sow it.
    PickUp,
    /// The mover captures from the opponent's inner row.
    Capture,
}
