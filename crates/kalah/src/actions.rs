//! Kalah's numeric action space ([`fanga_core::learn::Actions`]): OpenSpiel's own
//! action ids. Each sowing of a turn is one decision, forced extra sowings
//! included (OpenSpiel offers them as the only legal action), and a pit's
//! id is its index on OpenSpiel's board of `2 x houses + 2` places: North's
//! store 0, South's pits `a1` to `f1` 1 to 6, South's store 7, North's pits
//! `f2` to `a2` 8 to 13 (on 6 pits a row).

use fanga_core::learn::{Actions, Decisions};
use fanga_core::{Player, Traced};
use fanga_sowing::trace::Event;
use fanga_sowing::{Hole, SowingRules};

use crate::{Kalah, KalahMove, KalahOptions, KalahRules, MAX_SOWINGS};

/// OpenSpiel's index of `pit` on a board of `houses` pits a row.
fn pit_id(houses: u8, pit: Hole) -> u32 {
    let (h, c) = (u32::from(houses), u32::from(pit.col()));
    if pit.row() == 0 { c + 1 } else { 2 * h + 1 - c }
}

impl Actions for Kalah {
    const TURNS_HAVE_CHOICES: bool = <KalahRules as SowingRules>::HAS_CHOICES;

    /// OpenSpiel's `NumDistinctActions`: every place of its board.
    fn action_count(options: &KalahOptions) -> u32 {
        2 * u32::from(options.houses) + 2
    }

    /// Each sowing after the first follows a last seed dropped into the
    /// mover's store, so a turn sows at most one more time than there are
    /// seeds (and never more than [`MAX_SOWINGS`]).
    fn max_turn_decisions(options: &KalahOptions) -> u32 {
        let seeds = 2 * u32::from(options.houses) * u32::from(options.seeds);
        (seeds + 1).min(MAX_SOWINGS as u32)
    }

    /// The pit of every sowing of the turn: in the trace, each seed taken
    /// from a pit and then sown (a capture takes the last seed from its pit
    /// too, but sows nothing).
    fn decisions(&self, mv: &KalahMove, out: &mut Decisions) {
        out.clear();
        let houses = self.options().houses;
        if let Ok((_, trace)) = self.as_engine().play_traced(mv) {
            for w in trace.events.windows(2) {
                if let [Event::Take { hole, .. }, Event::Lap { .. }] = w {
                    out.push(pit_id(houses, *hole));
                }
            }
        }
    }

    fn action_text(options: &KalahOptions, _: Player, id: u32) -> String {
        let h = u32::from(options.houses);
        let pit = match id {
            i if (1..=h).contains(&i) => Hole::new(u8::try_from(i - 1).unwrap_or(0), 0),
            i if (h + 2..=2 * h + 1).contains(&i) => {
                Hole::new(u8::try_from(2 * h + 1 - i).unwrap_or(0), 1)
            }
            _ => None,
        };
        pit.map_or_else(|| format!("store {id}"), |p| p.to_string())
    }

    /// The board ([`fanga_sowing::actions::board_features`]): Kalah keeps
    /// no state of its own.
    fn position_features(options: &KalahOptions) -> usize {
        fanga_sowing::actions::board_features::<KalahRules>(options)
    }

    fn observe_position(&self, out: &mut [f32]) {
        fanga_sowing::actions::observe_board(self.as_engine(), out);
    }
}
