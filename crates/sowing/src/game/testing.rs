//! The conformance kit, set up for sowing games.

use fanga_core::{LapBudget, SplitMix64};

use super::shell::{SowingPosition, SowingRules};

/// The kit's checks for a sowing game, with the shell's convention for
/// positions that end by a turn that never ends.
///
/// ```
/// use fanga_core::Position;
/// use fanga_katro::{Katro, KatroOptions};
///
/// // A rules crate's tests run it in one line (add `.with_serde()` behind
/// // its `serde` feature).
/// let report = fanga_sowing::game::conformance([Katro::start(&KatroOptions::default())])
///     .games(3)
///     .run();
/// assert_eq!(report.games, 3);
/// ```
#[cfg(feature = "testing")]
#[must_use]
pub fn conformance<P, G>(starts: impl IntoIterator<Item = P>) -> fanga_core::testing::Conformance<P>
where
    P: fanga_core::Traced + fanga_core::Bounded + std::ops::Deref<Target = SowingPosition<G>>,
    G: SowingRules,
{
    fanga_core::testing::Conformance::new(starts)
        .without_text_when(|p: &P| p.ended_by_infinite_turn())
        .max_turn_laps(G::MAX_TURN_LAPS)
}

/// Checks that `G`'s own random move ([`SowingRules::play_random`]) draws
/// exactly what [`SowingPosition::play_random_uniform`] draws: along `games` random
/// games from each start (of at most `max_plies` plies, seeded from `seed`),
/// every ply is played both ways from the same position with copies of the
/// same generator, and the positions and the generators after must be
/// equal; so must the draws under lap budgets of 3, 12 and 40 laps. Returns the number of plies
/// checked.
///
/// # Panics
///
/// At the first difference, naming the position and the generator's state.
#[cfg(feature = "testing")]
pub fn check_play_random<G: SowingRules>(
    starts: impl IntoIterator<Item = impl Into<SowingPosition<G>>>,
    games: u64,
    max_plies: usize,
    seed: u64,
) -> usize {
    let mut checked = 0;
    for (i, start) in starts.into_iter().map(Into::into).enumerate() {
        for game in 0..games {
            let mut rng = SplitMix64::new(seed ^ ((i as u64) << 32) ^ game);
            let mut pos: SowingPosition<G> = start;
            for _ in 0..max_plies {
                let before = pos;
                let state = rng.clone();
                let mut uniform = pos;
                let mut rng_uniform = rng.clone();
                let played = G::play_random(&mut pos, &mut rng, LapBudget::UNLIMITED);
                let played_uniform =
                    uniform.play_random_uniform(&mut rng_uniform, LapBudget::UNLIMITED);
                assert_eq!(
                    (played, pos, &rng),
                    (played_uniform, uniform, &rng_uniform),
                    "the game's own random move and the uniform draw differ from {before} \
                     (generator {state:?})"
                );
                // The same under lap budgets, turns past them left out.
                for laps in [3, 12, 40] {
                    let budget = LapBudget::laps(laps);
                    let (mut a, mut b) = (before, before);
                    let (mut ra, mut rb) = (state.clone(), state.clone());
                    let pa = G::play_random(&mut a, &mut ra, budget);
                    let pb = b.play_random_uniform(&mut rb, budget);
                    assert_eq!(
                        (pa, a, &ra),
                        (pb, b, &rb),
                        "the game's own random move within {laps} laps and the uniform draw \
                         differ from {before} (generator {state:?})"
                    );
                }
                checked += 1;
                if !played {
                    break;
                }
            }
        }
    }
    checked
}

/// Checks a game's fast path for runs of relays
/// ([`SowingRules::relay_run`]) against its landing rule: every legal move
/// of each position is played untraced (from its 16th lap the engine hands
/// the relays to the fast path) and traced (every lap through
/// [`SowingRules::land`]), and the positions after must be equal. A move
/// the untraced play does not decide within `laps` laps is left out (the
/// traced play, which proves a turn endless more slowly, would take long).
/// Returns the number of moves compared.
///
/// # Panics
///
/// At the first difference, naming the position and the move.
#[cfg(feature = "testing")]
pub fn check_relay_runs<P>(positions: impl IntoIterator<Item = P>, laps: u64) -> usize
where
    P: fanga_core::Traced + fanga_core::Bounded,
{
    let mut checked = 0;
    for p in positions {
        for m in p.legal_moves() {
            let Ok(fast) = p.within(LapBudget::laps(laps)).play(&m) else {
                continue;
            };
            let traced = p.play_traced(&m).map(|(q, _)| q);
            assert_eq!(
                Some(&fast),
                traced.as_ref().ok(),
                "{p}: {m} untraced and traced differ"
            );
            checked += 1;
        }
    }
    checked
}

/// The grid of a random four-row position of `cols` columns (`row4/row3/
/// row2/row1`, each row from column a): `mine` seeds dropped at random on
/// the rows of `mover` (rows 1 and 2 for South), `theirs` on the
/// opponent's. Positions for [`check_relay_runs`]: a side holding most of
/// the seeds relays for long.
#[cfg(feature = "testing")]
pub fn four_row_grid(
    rng: &mut SplitMix64,
    cols: usize,
    mover: fanga_core::Player,
    mine: u32,
    theirs: u32,
) -> String {
    // Rows in text order: row 4 first; North's are the first two.
    let mut rows = vec![vec![0u32; cols]; 4];
    let (my, other) = match mover {
        fanga_core::Player::South => (2, 0),
        fanga_core::Player::North => (0, 2),
    };
    for (first, seeds) in [(my, mine), (other, theirs)] {
        for _ in 0..seeds {
            let cell = rng.below(2 * cols);
            rows[first + cell / cols][cell % cols] += 1;
        }
    }
    rows.iter()
        .map(|r| r.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
        .collect::<Vec<_>>()
        .join("/")
}
