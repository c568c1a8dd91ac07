//! A sowing game that is not in the workspace, written on the engine's shell:
//! its rules, a title, and every tool of `fanga_cli` with no edit to fanga.
//! The guide `fanga::sowing::guide::adding_a_game` walks through it.
//!
//! ```text
//! cargo run --release --example custom_game -- [SEED] [seeds=3]
//! cargo run --release --example custom_game -- play ayo --north hard
//! cargo run --release --example custom_game -- engine
//! cargo run --release --example custom_game -- tournament ayo --players ab:d2,random
//! cargo run --release --example custom_game -- analyse RECORD
//! cargo run --release --example custom_game -- selfplay ayo --seed 3
//! cargo run --release --example custom_game -- solve ayo --position TEXT
//! ```
//!
//! Without a tool's name it plays the seeded random game SEED (default 1)
//! and shows every move's trace. With one (`play`, `engine`, `tournament`,
//! `analyse`, `selfplay`, `solve`, `perft`, `moves`, `oracle`), it runs that
//! tool of `fanga_cli` on `fanga::catalog()` with Ayo added: every game of
//! the build, and this one.
//!
//! **Ayo**, a simplified Ayoayo (the Yoruba game): two rows of six pits, four
//! seeds in each (option `seeds`: `4` or `3`). Both players sow anticlockwise
//! around the board from the pit after the one emptied. Where the last seed
//! falls: into an occupied pit, its seeds are taken and sown on (relay); into
//! an empty pit of one's own row, the seeds of the pit facing it are
//! captured; into an empty pit of the opponent's, the turn ends. A player
//! whose row is empty at the start of his turn cannot move: the game ends,
//! and each player counts his captures and the seeds in his row. A relay that
//! never ends loses the game for the player who started it (the shell's
//! rule).

use std::convert::Infallible;
use std::ops::ControlFlow;
use std::process::ExitCode;

use fanga::core::{
    ByPlayer, EndReason, Outcome, Player, Position, SplitMix64, Traced,
    catalog::{Catalogued, Solving},
    impl_game_options,
};
use fanga::sowing::relay::{Landing, Turn};
use fanga::sowing::trace::{Stop, Tracer};
use fanga::sowing::{
    Board, Circuit, Direction, Hole, HoleRefusal, Lap, LapEnd, LapStart, Pool, PoolKey, Setup,
    SowingPosition, SowingRules, TurnContext, check_own_hole, no_choices,
};

// ---- The rules: from here to the end of `impl SowingRules`. ----

/// The options: the seeds in each pit at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AyoOptions {
    seeds: u8,
}

impl Default for AyoOptions {
    fn default() -> Self {
        AyoOptions { seeds: 4 }
    }
}

impl_game_options!(AyoOptions {
    seeds: "seeds", "seeds in each pit at the start", default "4" { "4" => 4, "3" => 3 },
});

/// A move: the pit emptied, `c1`.
pub type AyoMove = Hole;

/// The game: its rules, for the shell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AyoRules;

fanga::sowing::position_type! {
    /// A position of Ayo: all of `Position`, `Bounded` and `Traced` come
    /// from the shell.
    pub struct Ayo(AyoRules);
}

/// The engine's position under Ayo's rules: what the rules' hooks see.
type Engine = SowingPosition<AyoRules>;

/// The game ends when the player to move has no seed in his row.
pub const ROW_EMPTY: EndReason = EndReason::new("row empty");

const fn row(p: Player) -> u8 {
    match p {
        Player::South => 0,
        Player::North => 1,
    }
}

impl SowingRules for AyoRules {
    const GAME: &'static str = "ayo";
    const ROWS: u8 = 2;
    const COLUMNS: &'static [u8] = &[6];
    const COLUMNS_EXPECTED: &'static str = "6";
    const POOLS: &'static [PoolKey] = &[PoolKey::CAPTURED];

    type Options = AyoOptions;
    type Move = AyoMove;
    type GameState = ();
    type TurnState = ();
    type Refusal = HoleRefusal;
    /// 2 rows of 6 houses and the captured seeds.
    type Cells = [u8; 14];

    no_choices!();

    fn circuit(_: &AyoOptions, _: Player) -> &'static Circuit {
        Circuit::board_ring_ref(6)
    }

    fn start(options: &AyoOptions) -> Setup<Self> {
        let mut board = Board::new(2, 6).unwrap_or_else(|_| unreachable!("2 x 6 fits"));
        for h in board.holes() {
            let _ = board.set(h, options.seeds); // at most 48 seeds
        }
        let (turn, game_state) = (Player::South, ());
        Setup {
            board,
            turn,
            game_state,
        }
    }

    fn openings(pos: &Engine, visit: &mut impl FnMut(Hole) -> ControlFlow<()>) -> ControlFlow<()> {
        for h in pos.board().row_holes(row(pos.turn())) {
            if pos.board().get(h) > 0 {
                visit(h)?;
            }
        }
        ControlFlow::Continue(())
    }

    fn check_opening(pos: &Engine, h: Hole) -> Result<(), HoleRefusal> {
        check_own_hole(&pos.board(), h, pos.turn())
    }

    fn open(
        _: &TurnContext<Self>,
        pos: &Engine,
        h: Hole,
        trace: &mut impl Tracer,
    ) -> (Turn<()>, Landing<Infallible>) {
        let mut turn = Turn {
            board: pos.board(),
            state: (),
        };
        let seeds = turn.take(h, trace);
        (
            turn,
            Landing::Sow(Lap::new(
                h,
                seeds,
                Direction::Ccw,
                LapStart::NextSkippingOrigin,
            )),
        )
    }

    fn land(
        cx: &TurnContext<Self>,
        turn: &mut Turn<()>,
        end: LapEnd,
        trace: &mut impl Tracer,
    ) -> Landing<Infallible> {
        let h = end.hole;
        if end.count > 1 {
            let seeds = turn.take(h, trace);
            return Landing::Sow(Lap::new(
                h,
                seeds,
                Direction::Ccw,
                LapStart::NextSkippingOrigin,
            ));
        }
        let facing = h.with_row(1 - h.row());
        if h.row() == row(cx.mover) && turn.board.get(facing) > 0 {
            turn.eat(cx.mover, facing, trace);
            return Landing::End(Stop::Rule("capture"));
        }
        Landing::End(Stop::EmptyHole)
    }

    fn outcome(pos: &Engine) -> Option<Outcome> {
        let empty = pos.board().row_is_empty(row(pos.turn()));
        empty.then(|| Outcome::by_score(Self::score(pos), ROW_EMPTY))
    }

    fn score(pos: &Engine) -> ByPlayer<u32> {
        let b = &pos.board();
        ByPlayer::from_fn(|p| u32::from(b.pool(Pool::Captured, p)) + b.row_sum(row(p)))
    }
}

// ---- The rules end here; what follows uses them like any fanga game. ----

/// What the tools know of Ayo beyond its rules: its title, and how it is
/// solved. Its relays can bring a position back, so an exact solution takes
/// retrograde analysis (the search of games whose positions never repeat
/// would meet a cycle). The evaluation is the default (`Material`: each
/// side's `score`).
impl Catalogued for Ayo {
    const TITLE: &'static str = "Ayo, a simplified Ayoayo (fanga's custom game example)";

    fn solving(_: &AyoOptions) -> Solving {
        Solving::Retrograde
    }

    fanga::sowing::sowing_views!(AyoRules);
}

/// Every game of this build, and Ayo.
fn catalog() -> fanga::ai::Catalog {
    fanga::catalog().with(fanga::ai::Entry::of::<Ayo>())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tool = args.first().map(String::as_str);
    let rest = args.iter().skip(1).cloned();
    match tool {
        Some("play") => fanga_cli::play::run(&catalog(), "play", rest),
        Some("engine") => fanga_cli::engine::run(&catalog(), "engine", rest),
        Some("tournament") => fanga_cli::tournament::run(&catalog(), "tournament", rest),
        Some("analyse") => fanga_cli::analyse::run(&catalog(), "analyse", rest),
        Some("selfplay") => fanga_cli::selfplay::run(&catalog(), "selfplay", rest),
        Some("solve") => fanga_cli::solve::run(&catalog(), "solve", rest),
        Some("perft") => fanga_cli::perft::run(&catalog(), "perft", rest),
        Some("moves") => fanga_cli::moves::run(&catalog(), "moves", rest),
        Some("oracle") => fanga_cli::oracle::run(&catalog(), "oracle", rest),
        _ => random_game(&args),
    }
}

/// The seeded random game `[SEED] [seeds=3]`, every move's trace shown.
fn random_game(args: &[String]) -> ExitCode {
    let seed = args.first().and_then(|s| s.parse().ok()).unwrap_or(1);
    let mut options = AyoOptions::default();
    if let Some(a) = args.get(1)
        && let Err(e) = fanga::core::GameOptions::apply(&mut options, std::slice::from_ref(a))
    {
        eprintln!("custom_game: {e}");
        return ExitCode::from(2);
    }
    let mut rng = SplitMix64::new(seed);
    let mut p = Ayo::start(&options);
    println!("{}", p.diagram());
    while p.outcome().is_none() {
        let moves = p.legal_moves();
        let m = moves[rng.below(moves.len())];
        let (next, trace) = p.play_traced(&m).unwrap_or_else(|e| unreachable!("{e}"));
        println!("\n{} {m}\n{trace}\n{}", p.turn(), next.diagram());
        p = next;
    }
    ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;
    use fanga::core::GameOptions;

    #[test]
    fn passes_the_conformance_kit() {
        let mut three = AyoOptions::default();
        three.apply(&["seeds=3"]).unwrap();
        let starts = [Ayo::start(&AyoOptions::default()), Ayo::start(&three)];
        let report = fanga::sowing::game::conformance(starts).games(20).run();
        assert_eq!(report.games, 40);
        assert!(report.finished > 0 && report.moves > 1000, "{report:?}");
        // 14 cells, the player to move, the options and the flag of a turn
        // that never ended (`fanga::sowing::guide::adding_a_game`).
        assert_eq!(std::mem::size_of::<Ayo>(), 17);
    }

    #[test]
    fn relays_and_captures() {
        // South's f1 (2 seeds) sows f2 e2; e2 becomes 2: relay, e2's 2 seeds
        // into d2 c2, c2 empty before: the turn ends on North's row.
        let p: Ayo = "1,1,0,0,1,0/0,0,0,0,0,2 S captured=0,0".parse().unwrap();
        let next = p.play(&"f1".parse().unwrap()).unwrap();
        assert_eq!(next.to_string(), "1,1,1,1,0,1/0,0,0,0,0,0 N captured=0,0");
        // A last seed into an empty pit of one's row captures the facing pit.
        let p: Ayo = "3,0,0,0,0,0/0,0,1,0,0,0 S captured=0,0".parse().unwrap();
        let next = p.play(&"c1".parse().unwrap()).unwrap();
        assert_eq!(next.to_string(), "3,0,0,0,0,0/0,0,0,1,0,0 N captured=0,0");
        let p: Ayo = "0,3,0,0,0,0/1,0,0,0,0,0 S captured=0,0".parse().unwrap();
        let next = p.play(&"a1".parse().unwrap()).unwrap();
        assert_eq!(next.to_string(), "0,0,0,0,0,0/0,1,0,0,0,0 N captured=3,0");
        assert_eq!(
            next.outcome().map(|o| o.to_string()).as_deref(),
            Some("S wins (row empty)")
        );
    }
}
