//! A match decided by a count of its rounds (`rounds.goal` =
//! `rounds_won`): each round is played to its end as a game of the rule
//! set is, its result counted, and the next round starts afresh (the
//! board as `board.start` fills it, a random start drawn anew) until a
//! player's count reaches the goal. The compiled rules ([`MatchRounds`]),
//! the end of a round inside the move that ends it, and the round's number
//! and the players' counts in a position's text (`round=3 tally=2,0`).

use fanga_core::{ParsePositionError, Player};
use fanga_sowing::relay::Turn;
use fanga_sowing::trace::{Event, Tracer};
use fanga_sowing::{Board, Hole};

use crate::RuleSet;
use crate::compiled::Compiled;
use crate::spec::{MatchGoal, RoundStarter, StartPattern};
use crate::start::Start;
use crate::state::change::{NEW_ROUND, SCORED};
use crate::state::{GameState, Result as GameResult, TurnState};

/// The key of the round under way in a position's text (`round=3`;
/// absent, the first).
pub(crate) const ROUND_KEY: &str = "round";

/// The key of each player's count, South's first (`tally=2,0`; absent,
/// none).
pub(crate) const TALLY_KEY: &str = "tally";

/// What a round adds to the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Count {
    /// One for its winner.
    RoundsWon,
    /// A point for more seeds, another for three quarters of them.
    Points,
    /// Each player's seeds.
    Seeds,
}

impl Count {
    /// The most a round adds to both counts, of `total` seeds.
    fn most(self, total: u32) -> u32 {
        match self {
            Count::RoundsWon => 1,
            Count::Points => 2,
            Count::Seeds => total,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Count::RoundsWon => "rounds won",
            Count::Points => "points",
            Count::Seeds => "seeds",
        }
    }
}

/// A match decided by a count of its rounds, compiled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MatchRounds {
    /// The count a player must reach.
    needed: u16,
    /// What a round scores.
    count: Count,
    starter: RoundStarter,
    /// The seed of the random start, when each round draws its board.
    random: Option<u64>,
    /// The start is turned round for a round filled as North starts it.
    turns: bool,
}

impl MatchRounds {
    /// The match `rules` play, if a count decides it.
    pub(crate) fn of(rules: &RuleSet) -> Option<MatchRounds> {
        let spec = rules.rounds.as_ref()?;
        let (needed, count) = match spec.goal {
            MatchGoal::RoundsWon(n) => (n, Count::RoundsWon),
            MatchGoal::Points(n) => (n, Count::Points),
            MatchGoal::Seeds(n) => (n, Count::Seeds),
            _ => return None,
        };
        Some(MatchRounds {
            needed,
            count,
            starter: spec.starter,
            random: match rules.board.start {
                StartPattern::Random { seed } => Some(seed),
                _ => None,
            },
            turns: rules.board.start == StartPattern::AlternatesWithOne,
        })
    }
}

/// The rules a match decided by a count is played with: the parameter
/// refused and why.
pub(crate) fn check(rules: &RuleSet) -> Result<(), (&'static str, String)> {
    let Some(spec) = &rules.rounds else {
        return Ok(());
    };
    let needed = match spec.goal {
        MatchGoal::RoundsWon(n) => n,
        MatchGoal::Points(n) | MatchGoal::Seeds(n) => {
            if rules.end.goal != crate::spec::Goal::MostSeeds {
                return Err((
                    "rounds.goal",
                    "points and seeds count the seeds: under the goal most_seeds only".to_owned(),
                ));
            }
            n
        }
        _ => return Ok(()),
    };
    if needed == 0 {
        return Err(("rounds.goal", "a count of at least one to reach".to_owned()));
    }
    let fresh = "each round of a match decided by a count starts afresh";
    if spec.blocks || spec.holes_to_play != 1 || spec.fill != crate::spec::RoundFill::default() {
        return Err((
            "rounds.fill",
            format!("{fresh}: rounds.fill, blocks and holes_to_play do not apply"),
        ));
    }
    if !matches!(
        rules.board.start,
        StartPattern::Equal
            | StartPattern::Random { .. }
            | StartPattern::AlternatesWithOne
            | StartPattern::ClippedTriples
    ) {
        return Err((
            "board.start",
            format!("{fresh}: this start pattern is not played in such a match yet"),
        ));
    }
    if rules.end.repetition != crate::spec::Repetition::None {
        return Err(("end.repetition", format!("{fresh}: not with a repetition")));
    }
    // What a position keeps from move to move and a new round would have
    // to set back: not played in such a match yet.
    let not_yet = |what: &str| format!("{what} is not played in a match decided by a count yet");
    if rules.children.is_some() {
        return Err(("children", not_yet("children")));
    }
    if rules.capture.none_in_first_moves > 0 {
        return Err(("capture.none_in_first_moves", not_yet("this rule")));
    }
    if rules.moves.allow == crate::spec::AllowRule::EveryHoleFirst {
        return Err(("moves.allow", not_yet("every_hole_first")));
    }
    Ok(())
}

impl Compiled {
    /// Where a match decided by a count goes on after a round ended with
    /// `result`, played by `mover`: the round counted, then the match's
    /// result if a count reached the goal (the board left as the round
    /// ended), or `None` and a new round made on the board.
    pub(crate) fn match_round_over(
        &self,
        m: &MatchRounds,
        mover: Player,
        turn: &mut Turn<TurnState>,
        result: GameResult,
        trace: &mut impl Tracer,
    ) -> Option<GameResult> {
        let winner = match result {
            GameResult::Win(p) => Some(p),
            _ => None,
        };
        // (Each player's seeds, as MancalaGames counts them: his store.)
        let score = self.score(&turn.board, &turn.state.game);
        let (s, n) = (score[Player::South], score[Player::North]);
        if m.count == Count::Seeds {
            // Every round, drawn or won, adds each player's seeds.
            let game = &mut turn.state.game;
            for (q, k) in [(Player::South, s), (Player::North, n)] {
                let t = &mut game.tally[q.index()];
                *t = u16::try_from(u32::from(*t) + k).unwrap_or(u16::MAX);
                for _ in 0..k {
                    trace.record(|| Event::State {
                        player: q,
                        change: SCORED,
                    });
                }
            }
        } else if let Some(p) = winner {
            let scored = if m.count == Count::Points {
                // A point for more seeds, one more for three quarters of
                // them.
                let more = match s.cmp(&n) {
                    std::cmp::Ordering::Greater => Some(Player::South),
                    std::cmp::Ordering::Less => Some(Player::North),
                    std::cmp::Ordering::Equal => None,
                };
                let skunk = self.total * 3 / 4;
                let skunked = if s >= skunk {
                    Some(Player::South)
                } else if n >= skunk {
                    Some(Player::North)
                } else {
                    None
                };
                [more, skunked]
            } else {
                [Some(p), None]
            };
            let game = &mut turn.state.game;
            for q in scored.into_iter().flatten() {
                game.tally[q.index()] = game.tally[q.index()].saturating_add(1);
                trace.record(|| Event::State {
                    player: q,
                    change: SCORED,
                });
            }
        }
        let game = &mut turn.state.game;
        let [s, n] = game.tally.map(|k| k >= m.needed);
        match (s, n) {
            (true, true) => {
                // Both reached it (never by one round won): the higher
                // count wins.
                let [a, b] = game.tally;
                return Some(match a.cmp(&b) {
                    std::cmp::Ordering::Greater => GameResult::Win(Player::South),
                    std::cmp::Ordering::Less => GameResult::Win(Player::North),
                    std::cmp::Ordering::Equal => GameResult::Draw,
                });
            }
            (true, false) => return Some(GameResult::Win(Player::South)),
            (false, true) => return Some(GameResult::Win(Player::North)),
            (false, false) => {}
        }
        // After a drawn round, the other player than its starter starts
        // the next, whatever the rule.
        let before = game.starter;
        let starter = match (m.starter, winner) {
            (_, None) | (RoundStarter::Alternate, _) => before.other(),
            (RoundStarter::Loser, Some(w)) => w.other(),
            (RoundStarter::Winner, Some(w)) => w,
            (RoundStarter::LastMover, Some(_)) => mover,
        };
        trace.record(|| Event::State {
            player: starter,
            change: NEW_ROUND,
        });
        let round = game.round.saturating_add(1);
        // MancalaGames fills the new board as for the other player than
        // the round's starter, before the rule picks who starts it.
        let fresh = self.round_board(m, round, before.other());
        // Every seed into the hand, then the new round's board.
        let holes: Vec<Hole> = turn
            .board
            .row_holes(0)
            .chain(turn.board.row_holes(1))
            .chain(Player::BOTH.map(Hole::store))
            .collect();
        for &h in &holes {
            if turn.board.get(h) > 0 {
                turn.capture(h, trace);
            }
        }
        for h in holes {
            let n = fresh.get(h);
            if n > 0 {
                turn.drop_into(h, n, trace);
            }
        }
        let game = &mut turn.state.game;
        game.round = round;
        game.starter = starter;
        game.blocked = 0;
        game.no_return = 0;
        turn.state.round_starter = Some(starter);
        None
    }

    /// The board round `round` starts from: the start's (turned round
    /// where the pattern is, when it is filled for North), or a random one
    /// drawn from the start's seed and the round's number.
    fn round_board(&self, m: &MatchRounds, round: u16, filled_for: Player) -> Board {
        if let Some(seed) = m.random {
            let seed = seed.wrapping_add(u64::from(round.saturating_sub(1)));
            let pattern = StartPattern::Random { seed };
            return Start::filled(self.holes, self.rules.board.seeds, pattern).board;
        }
        let start = self.start.board;
        if !m.turns || filled_for == Player::South {
            return start;
        }
        // Turned round: South's hole of column c and North's of column
        // holes - 1 - c change places.
        let mut board = start;
        for c in 0..self.holes {
            let (s, n) = (Hole::at(c, 0), Hole::at(self.holes - 1 - c, 1));
            let _ = board.set(s, start.get(n));
            let _ = board.set(n, start.get(s));
        }
        board
    }

    /// The round under way and each player's count, read from a
    /// position's text (`round=3`, `tally=2,0`).
    pub(crate) fn parse_match(
        &self,
        round: Option<&str>,
        tally: Option<&str>,
        state: &mut GameState,
    ) -> Result<(), ParsePositionError> {
        let Some(m) = &self.match_goal else {
            return Ok(());
        };
        if let Some(v) = round {
            // Decimal digits, no leading zero: the text prints back.
            state.round = fanga_core::text::count_item(v, u32::from(u16::MAX))
                .and_then(|r| u16::try_from(r).ok())
                .filter(|&r| r >= 1)
                .ok_or_else(|| {
                    ParsePositionError::Invalid(format!(
                        "{ROUND_KEY}=`{}`: expected the round's number, from 1",
                        fanga_core::text::excerpt(v)
                    ))
                })?;
        }
        if let Some(v) = tally {
            let counts: Vec<Option<u16>> = v
                .split(',')
                .map(|k| {
                    fanga_core::text::count_item(k, u32::from(u16::MAX))
                        .and_then(|n| u16::try_from(n).ok())
                })
                .collect();
            // The most a count can be: the goal reached by the last round.
            let top = u32::from(m.needed) + m.count.most(self.total) - 1;
            let bad = || {
                ParsePositionError::Invalid(format!(
                    "{TALLY_KEY}=`{}`: expected South's and North's counts, at most {top} (`2,0`)",
                    fanga_core::text::excerpt(v),
                ))
            };
            match counts.as_slice() {
                [Some(s), Some(n)] if u32::from(*s) <= top && u32::from(*n) <= top => {
                    state.tally = [*s, *n];
                }
                _ => return Err(bad()),
            }
            // The rounds won are the rounds played before this one, and
            // this one once it decided the match.
            let per_round = m.count.most(self.total);
            let won = u32::from(state.tally[0]) + u32::from(state.tally[1]);
            let played = u32::from(state.round) - 1;
            let decided = state.tally.iter().any(|&k| k >= m.needed);
            if won > per_round * (played + u32::from(decided)) {
                return Err(ParsePositionError::Invalid(format!(
                    "{TALLY_KEY}=`{}`: more than the rounds played before round {} can give",
                    fanga_core::text::excerpt(v),
                    state.round
                )));
            }
        }
        Ok(())
    }

    /// Writes the round under way and the counts (` round=3 tally=2,0`).
    pub(crate) fn write_match(
        &self,
        state: &GameState,
        f: &mut dyn std::fmt::Write,
    ) -> std::fmt::Result {
        if self.match_goal.is_none() {
            return Ok(());
        }
        write!(
            f,
            " {ROUND_KEY}={} {TALLY_KEY}={},{}",
            state.round, state.tally[0], state.tally[1]
        )
    }

    /// What a diagram says of the match: `round 3, rounds won: South 2,
    /// North 0` (or `points:`).
    pub(crate) fn match_note(&self, state: &GameState) -> Option<String> {
        let m = self.match_goal.as_ref()?;
        Some(format!(
            "round {}, {}: {} {}, {} {}",
            state.round,
            m.count.name(),
            Player::South.name(),
            state.tally[0],
            Player::North.name(),
            state.tally[1]
        ))
    }
}
