//! Random moves and playouts of rule sets: what is drawn, and which path
//! plays it.
//!
//! A random move draws **each sowing** uniformly: the first hole among the
//! legal ones (in the order of [`fanga_core::Position::legal_moves`]), then,
//! when a last seed in his store gives the mover another sowing, its hole
//! among those offered (a single one is forced and draws nothing), as
//! OpenSpiel's uniform random player draws Kalah's moves. A turn of one
//! sowing is then drawn exactly as uniformly among the whole moves; a turn
//! of several is not (a whole turn drawn uniformly would list every turn
//! first).
//!
//! The rule sets whose rules the fast path knows ([`crate::fast`]) play
//! their random moves and playouts there; the others, and a turn whose
//! relays run long on the fast path, through the engine's shell.

use fanga_core::Player;
use fanga_core::playout::Playout;
use fanga_core::{Position, RepetitionRule, SplitMix64};
use fanga_sowing::relay::{Turn, TurnEnd};
use fanga_sowing::{Board, Setup};

use crate::seen::Seen;
use crate::two_row::Engine;

/// One random move (each sowing drawn uniformly), on the fast path when it
/// can; `false` when the game is over or there is no move.
pub(crate) fn play(pos: &mut Engine, rng: &mut SplitMix64) -> bool {
    let c = pos.options().rules;
    if let Some(f) = &c.fast
        && !pos.ended_by_infinite_turn()
    {
        let game = pos.game_state();
        if game.result != crate::state::Result::None {
            return false;
        }
        let saved = rng.clone();
        let mut board = pos.board();
        let moved = match &f.packed {
            Some(t) if !c.majority_pending(f, board.raw_cells()) => {
                crate::packed::play(c, f, t, &mut board, game, pos.turn(), rng)
            }
            _ => c.fast_move(f, &mut board, game, pos.turn(), rng),
        };
        match moved {
            Some(None) => return false,
            Some(Some((first, state))) => {
                return pos.end_turn(
                    crate::TwoRowOpening::hole(first),
                    &Turn { board, state },
                    TurnEnd::Ended,
                );
            }
            // A relay ran long: the shell plays the turn, from the same draws.
            None => *rng = saved,
        }
    }
    crate::by_sowing::play_by_sowing(pos, rng)
}

/// A random playout from `pos`: [`play`] ply after ply, on the board's
/// cells without rebuilding the position when the fast path plays the rule
/// set.
pub(crate) fn playout(pos: &Engine, rng: &mut SplitMix64, max_plies: usize) -> Playout<Engine> {
    let c = pos.options().rules;
    let Some(f) = &c.fast else {
        return fanga_core::playout::ply_by_ply(pos, rng, max_plies);
    };
    if Position::outcome(pos).is_some() {
        return Playout {
            position: *pos,
            plies: 0,
            outcome: Position::outcome(pos),
        };
    }
    // (Play never leaves a majority pending: a position set up with one
    // is played on the cells.)
    if let Some(t) = &f.packed
        && !c.majority_pending(f, pos.board().raw_cells())
    {
        return crate::packed::playout(c, f, t, pos, rng, max_plies);
    }
    let mut board = pos.board();
    let mut game = pos.game_state();
    let mut mover = pos.turn();
    let mut plies = 0;
    let mut position = *pos;
    // The positions since the stores last changed, under a repetition rule.
    let key = |board: &Board, mover: Player| (crate::fast::rows(board.raw_cells()), mover);
    let stores = |board: &Board| {
        u32::from(board.store(Player::South)) + u32::from(board.store(Player::North))
    };
    let mut seen = (c.repetition != RepetitionRule::None)
        .then(|| Seen::new(key(&board, mover), stores(&board)));
    while plies < max_plies && game.result == crate::state::Result::None {
        let saved = rng.clone();
        match c.fast_move(f, &mut board, game, mover, rng) {
            Some(None) => break,
            Some(Some((_, state))) => {
                game = state.game;
                if !state.passes {
                    mover = mover.other();
                }
                plies += 1;
            }
            None => {
                // A relay ran long: this ply goes through the shell.
                *rng = saved;
                position.set_unchecked(Setup {
                    board,
                    turn: mover,
                    game_state: game,
                });
                if !crate::by_sowing::play_by_sowing(&mut position, rng) {
                    break;
                }
                plies += 1;
                if position.ended_by_infinite_turn() {
                    return Playout {
                        outcome: Position::outcome(&position),
                        position,
                        plies,
                    };
                }
                board = position.board();
                game = position.game_state();
                mover = position.turn();
            }
        }
        // A game over is a position of its own: it never repeats one.
        if let Some(seen) = &mut seen
            && game.result == crate::state::Result::None
            && !seen.insert(key(&board, mover), stores(&board))
        {
            position.set_unchecked(Setup {
                board,
                turn: mover,
                game_state: game,
            });
            return Playout {
                outcome: position.repetition_outcome(),
                position,
                plies,
            };
        }
    }
    position.set_unchecked(Setup {
        board,
        turn: mover,
        game_state: game,
    });
    Playout {
        outcome: Position::outcome(&position),
        position,
        plies,
    }
}

#[cfg(test)]
mod tests {
    //! The fast path against the shell: the same moves, positions and
    //! draws, ply by ply and over whole playouts, on every rule set of the
    //! MancalaGames sample and of `rulesets/` the fast path plays, and on
    //! rule sets drawn at random from the rules it knows.

    use super::*;
    use crate::spec::{
        CaptureDirection, CaptureKind, CaptureSide, Direction, GrandSlam, Laps, Leftover,
        StoreSowing,
    };
    use crate::{RuleSet, RuleSetOptions, TwoRow};

    /// The rule sets of the MancalaGames sample, and those of
    /// `rulesets/`.
    fn sample() -> Vec<RuleSet> {
        let mut files: Vec<_> = ["tests/mancalagames", "rulesets"]
            .iter()
            .flat_map(|dir| {
                std::fs::read_dir(format!("{}/{dir}", env!("CARGO_MANIFEST_DIR"))).unwrap()
            })
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
            .collect();
        files.sort();
        files
            .iter()
            .map(|p| RuleSet::from_json(&std::fs::read_to_string(p).unwrap()).unwrap())
            .collect()
    }

    /// A rule set of the rules the fast path knows, drawn with `rng`.
    fn drawn(i: u64, rng: &mut SplitMix64) -> RuleSet {
        let mut r = crate::default_rule_set();
        r.name = format!("fast-drawn-{i}");
        let mut pick = |n: usize| rng.below(n);
        r.board.holes = [1, 2, 3, 4, 5, 6, 7, 8, 12, 16][pick(10)];
        r.board.seeds = [1, 2, 3, 4, 5, 6, 10][pick(7)];
        r.sowing.direction = [Direction::Ccw, Direction::Cw][pick(2)];
        r.sowing.skip_start = pick(2) == 0;
        r.sowing.stores = [StoreSowing::None, StoreSowing::OwnRepeats][pick(2)];
        if r.sowing.stores == StoreSowing::OwnRepeats {
            r.sowing.direction = Direction::Ccw;
        }
        // Relays on small boards only: on larger ones a turn may run for
        // millions of laps before the shell finds that it never ends.
        r.sowing.laps = if r.board.holes <= 6 && r.board.seeds <= 4 {
            [Laps::Single, Laps::Relay][pick(2)]
        } else {
            Laps::Single
        };
        r.sowing.relay_stops_on_capture = r.sowing.laps == Laps::Relay && pick(2) == 0;
        r.capture.kind = [CaptureKind::LastHole, CaptureKind::Cross, CaptureKind::None][pick(3)];
        r.capture.counts = match r.capture.kind {
            CaptureKind::LastHole => [vec![2, 3], vec![4], vec![1, 2, 3], vec![]][pick(4)].clone(),
            _ => vec![],
        };
        r.capture.evens = r.capture.kind == CaptureKind::LastHole && pick(4) == 0;
        r.capture.at_most = if r.capture.kind == CaptureKind::LastHole && pick(4) == 0 {
            5
        } else {
            0
        };
        if r.capture.kind == CaptureKind::LastHole
            && r.capture.counts.is_empty()
            && !r.capture.evens
            && r.capture.at_most == 0
        {
            r.capture.at_least = 2;
        }
        r.capture.side = [CaptureSide::Any, CaptureSide::Opponent, CaptureSide::Own][pick(3)];
        r.capture.holes = if r.capture.kind == CaptureKind::Cross {
            1
        } else {
            [0, 1, 2][pick(3)]
        };
        r.capture.direction = [CaptureDirection::Back, CaptureDirection::Along][pick(2)];
        r.capture.cross_takes_last_seed = r.capture.kind == CaptureKind::Cross && pick(2) == 0;
        r.capture.grand_slam = [GrandSlam::Legal, GrandSlam::NoCapture][pick(2)];
        r.capture.not_from_single = pick(4) == 0;
        r.moves.min_seeds = [1, 1, 2][pick(3)];
        r.moves.must_feed = pick(2) == 0;
        r.moves.pass = pick(3) == 0;
        r.end.goal = [crate::spec::Goal::MostSeeds, crate::spec::Goal::Clear][pick(2)];
        r.end.leftover = [
            Leftover::Owner,
            Leftover::Nobody,
            Leftover::LastMover,
            Leftover::Divided,
        ][pick(4)];
        if r.end.goal == crate::spec::Goal::MostSeeds {
            r.end.when_mover_cleared = pick(4) == 0;
            r.end.when_opponent_cleared = pick(4) == 0;
            r.end.fewer_than = [0, 0, 2, 4][pick(4)];
        }
        r.end.unfed_takes_all = r.moves.must_feed && pick(2) == 0;
        // The end rules of OpenSpiel's games.
        if pick(4) == 0 {
            r.end.majority = crate::spec::Majority::CountedAtEnd;
        }
        if r.end.goal == crate::spec::Goal::MostSeeds && pick(4) == 0 {
            r.end.leftover = Leftover::OwnerInPlace;
            if pick(2) == 0 {
                r.end.repetition = crate::spec::Repetition::EndsScored;
            }
        }
        r.capture.grand_slam_of_fed_row =
            r.capture.grand_slam == GrandSlam::NoCapture && pick(2) == 0;
        r
    }

    /// Plays `games` random games both ways, comparing every ply and the
    /// whole playouts; the plies compared.
    fn compare(options: &RuleSetOptions, games: u64, max: usize) -> usize {
        compare_from(TwoRow::start(options).into(), games, max)
    }

    /// [`compare`] from `start`.
    fn compare_from(start: Engine, games: u64, max: usize) -> usize {
        let name = start.options().rules.name;
        let mut plies = 0;
        for game in 0..games {
            let (mut pos, mut rng) = (start, SplitMix64::new(game));
            for _ in 0..max {
                let (mut a, mut ra) = (pos, rng.clone());
                let (mut b, mut rb) = (pos, rng.clone());
                let pa = play(&mut a, &mut ra);
                let pb = crate::by_sowing::play_by_sowing(&mut b, &mut rb);
                assert_eq!((pa, a, &ra), (pb, b, &rb), "{name}: from {pos} ({rng:?})");
                plies += 1;
                (pos, rng) = (a, ra);
                if !pa {
                    break;
                }
            }
            // The generic loop, its history included, each move through
            // the shell.
            let fast = playout(&start, &mut SplitMix64::new(game), max);
            let (mut slow, mut rng, mut n) = (start, SplitMix64::new(game), 0);
            let mut history = fanga_core::History::new(false);
            history.push(&slow);
            let mut outcome = None;
            while n < max && crate::by_sowing::play_by_sowing(&mut slow, &mut rng) {
                n += 1;
                let count = history.push(&slow);
                outcome = history.outcome_after(&slow, count);
                if outcome.is_some() {
                    break;
                }
            }
            assert_eq!(
                (fast.plies, fast.position, fast.outcome),
                (n, slow, outcome.or_else(|| Position::outcome(&slow))),
                "{name}: the playout of game {game}"
            );
        }
        plies
    }

    #[test]
    fn the_fast_path_plays_the_sample_as_the_shell() {
        let mut fast = 0;
        for rules in sample() {
            let options = crate::define(rules).unwrap();
            if options.rules.fast.is_some() {
                fast += 1;
                compare(&options, 8, 300);
            }
        }
        // The rule sets it plays (a rule it stops knowing shows here).
        assert!(
            fast >= 28,
            "the fast path plays {fast} rule sets of the sample"
        );
    }

    #[test]
    fn the_packed_kernel_and_the_cells_meet_at_the_size_limit() {
        // (holes, stores sown, relays): the packed kernel takes rows of at
        // most 8 holes, 7 with the stores sown; the cells take the rest.
        let cases = [
            (7, StoreSowing::OwnRepeats, Laps::Single, true),
            (8, StoreSowing::OwnRepeats, Laps::Single, false),
            (8, StoreSowing::None, Laps::Single, true),
            (8, StoreSowing::None, Laps::Relay, true),
            (9, StoreSowing::None, Laps::Single, false),
            (1, StoreSowing::None, Laps::Single, true),
            (1, StoreSowing::OwnRepeats, Laps::Single, true),
        ];
        let mut rng = SplitMix64::new(11);
        for (i, (holes, stores, laps, packed)) in cases.into_iter().enumerate() {
            let mut defined = 0;
            for round in 0..12 {
                let mut r = drawn(100 * i as u64 + round, &mut rng);
                // A name of its own: names are defined once per process.
                r.name = format!("fast-limit-{i}-{round}");
                r.board.holes = holes;
                r.board.seeds = if laps == Laps::Relay {
                    2
                } else {
                    r.board.seeds.min(4)
                };
                r.sowing.stores = stores;
                if stores == StoreSowing::OwnRepeats {
                    r.sowing.direction = Direction::Ccw;
                    // A turn holds a bounded number of sowings: few seeds.
                    r.board.seeds = r.board.seeds.min(30 / (2 * holes)).max(1);
                }
                r.sowing.laps = laps;
                if laps == Laps::Single {
                    r.sowing.relay_stops_on_capture = false;
                }
                let Ok(options) = crate::define(r) else {
                    continue;
                };
                let fast = options.rules.fast.as_ref().unwrap();
                assert_eq!(fast.packed.is_some(), packed, "{}", options.rules.name);
                compare(&options, 3, 200);
                defined += 1;
            }
            assert!(defined >= 4, "{holes} holes: {defined} rule sets defined");
        }
    }

    #[test]
    fn the_fast_path_plays_rule_sets_drawn_at_random_as_the_shell() {
        let mut rng = SplitMix64::new(7);
        let (mut defined, mut plies) = (0, 0);
        for i in 0..400 {
            let Ok(options) = crate::define(drawn(i, &mut rng)) else {
                continue;
            };
            assert!(options.rules.fast.is_some(), "{}", options.rules.name);
            defined += 1;
            plies += compare(&options, 3, 200);
        }
        assert!(defined >= 200, "{defined} rule sets defined");
        assert!(plies >= 20_000, "{plies} plies compared");
    }

    #[test]
    fn a_majority_set_up_in_a_store_ends_the_game_at_the_next_sowing_on_every_path() {
        // A store past half the seeds with the game still on: only a
        // position set up so has it, and the first sowing ends the game.
        let options = crate::define(
            RuleSet::from_json(include_str!("../rulesets/openspiel-oware.json")).unwrap(),
        )
        .unwrap();
        let text = "1,1,1,1,1,1/1,1,1,1,1,1 S store=30,6 ruleset=openspiel-oware";
        let start: Engine = TwoRow::from_text(text, &options).unwrap().into();
        assert_eq!(Position::outcome(&start), None);
        compare_from(start, 4, 10);
        let mut after = start;
        assert!(play(&mut after, &mut SplitMix64::new(1)));
        assert!(Position::outcome(&after).is_some(), "{after}");
    }

    #[test]
    fn the_seeds_in_the_stores_never_decrease_so_the_epoch_is_exact() {
        // `Position::epoch` is the seeds in the stores: exact only if no
        // rule of any rule set takes a seed out of them. Every rule set of
        // the sample, fast path or engine, in random games.
        for rules in sample() {
            let options = crate::define(rules).unwrap();
            let start: Engine = TwoRow::start(&options).into();
            for game in 0..4 {
                let (mut pos, mut rng) = (start, SplitMix64::new(game));
                for _ in 0..300 {
                    let before = Position::epoch(&pos);
                    if !Position::play_random(&mut pos, &mut rng) {
                        break;
                    }
                    assert!(
                        Position::epoch(&pos) >= before,
                        "{}: the stores lost seeds, reaching {pos}",
                        options.rules.name
                    );
                }
            }
        }
    }
}
