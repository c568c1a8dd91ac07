//! Tunes bao's evaluation: alpha-beta with one set of [`BaoWeights`]
//! against alpha-beta with another, the same node budget a move, over
//! seeded openings played twice with the colours swapped. How
//! [`BaoWeights::TUNED`] was chosen (`docs/strength.md`).
//!
//! ```text
//! cargo run --release -p fanga-bao --example bao_weights -- A B [--nodes N] [--openings K] [--first I] [--option KEY=VALUE]...
//! ```
//!
//! A and B are weights `SEED,RESERVE,FRONT,OCCUPIED,THREAT,HOUSE,MOBILITY,LOOT` in
//! hundredths of a seed (the fields of [`BaoWeights`]), each within ±1000,
//! or `material` or `tuned`. Opening i (from I, default 0, to I + K - 1; K
//! default 20) is 4 random plies drawn from `SplitMix64::new(7919 * i +
//! 17)`, then A plays South in one game and North in the other; each side
//! searches N nodes a move (default 20,000) with a table of 16 MiB of its
//! own, new for every game. A game still running 400 plies after its
//! opening is scored by the seeds on each side. The last line is A's
//! score: `A vs B: 23.5/40 = 58.8%`. Node budgets make a run the same on
//! every machine.

use fanga_ai::{AlphaBeta, Limits, Player as _};
use fanga_bao::{Bao, BaoEval, BaoWeights};
use fanga_core::{ByPlayer, Game, GameOptions, Outcome, Player, Position, SplitMix64};

fn weights(s: &str) -> Result<BaoWeights, String> {
    match s {
        "material" => return Ok(BaoWeights::MATERIAL),
        "tuned" => return Ok(BaoWeights::TUNED),
        _ => {}
    }
    let v = s
        .split(',')
        .map(|x| x.trim().parse::<i32>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("weights `{s}`: {e}"))?;
    match v[..] {
        [
            seed,
            reserve,
            front,
            occupied,
            threat,
            house,
            mobility,
            loot,
        ] if v.iter().all(|w| w.abs() <= 1_000) => Ok(BaoWeights::new(
            seed, reserve, front, occupied, threat, house, mobility, loot,
        )),
        _ => Err(format!(
            "weights `{s}`: eight numbers SEED,RESERVE,FRONT,OCCUPIED,THREAT,HOUSE,MOBILITY,LOOT within ±1000, or material, or tuned"
        )),
    }
}

fn fail(message: &str) -> ! {
    eprintln!("bao_weights: {message}");
    eprintln!(
        "usage: bao_weights A B [--nodes N] [--openings K] [--first I] [--option KEY=VALUE]..."
    );
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let mut assignments = Vec::new();
    let (mut nodes, mut openings, mut first) = (20_000u64, 20u64, 0u64);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| -> String {
            it.next()
                .cloned()
                .unwrap_or_else(|| fail(&format!("{name} takes a value")))
        };
        match arg.as_str() {
            "--nodes" => {
                nodes = value("--nodes")
                    .parse()
                    .unwrap_or_else(|_| fail("--nodes takes a number"));
            }
            "--openings" => {
                openings = value("--openings")
                    .parse()
                    .unwrap_or_else(|_| fail("--openings takes a number"));
            }
            "--first" => {
                first = value("--first")
                    .parse()
                    .unwrap_or_else(|_| fail("--first takes a number"));
            }
            "--option" => assignments.push(value("--option")),
            other if other.starts_with("--") => fail(&format!("unknown option {other}")),
            other => positional.push(other.to_owned()),
        }
    }
    let [a, b] = positional.as_slice() else {
        fail("two sets of weights, A and B")
    };
    let wa = weights(a).unwrap_or_else(|e: String| fail(&e));
    let wb = weights(b).unwrap_or_else(|e: String| fail(&e));
    let mut options = <Bao as Position>::Options::default();
    options
        .apply(&assignments)
        .unwrap_or_else(|e| fail(&e.to_string()));
    let (mut points, mut games) = (0.0f64, 0u32);
    for opening in first..first.saturating_add(openings) {
        for a_south in [true, false] {
            let mut game = Game::new(Bao::start(&options));
            let mut rng = SplitMix64::new(opening.wrapping_mul(7919).wrapping_add(17));
            for _ in 0..4 {
                if game.outcome().is_some() {
                    break;
                }
                let moves = game.legal_moves();
                let Some(m) = moves.get(rng.below(moves.len())).copied() else {
                    break;
                };
                if game.play(&m).is_err() {
                    break;
                }
            }
            let player = |w: BaoWeights| {
                AlphaBeta::new(Limits::nodes(nodes.max(1)))
                    .with_evaluator(BaoEval::new(w))
                    .with_table_mib(16)
            };
            let (mut south, mut north) = if a_south {
                (player(wa), player(wb))
            } else {
                (player(wb), player(wa))
            };
            let opened = game.moves().len();
            while game.outcome().is_none() && game.moves().len() - opened < 400 {
                let searcher = match game.position().turn() {
                    Player::South => &mut south,
                    Player::North => &mut north,
                };
                let Some(d) = searcher.decide(game.position(), game.positions()) else {
                    break;
                };
                if game.play(&d.mv).is_err() {
                    break;
                }
            }
            let a_side = if a_south {
                Player::South
            } else {
                Player::North
            };
            points += match game.outcome() {
                Some(Outcome::Win { winner, .. }) if winner == a_side => 1.0,
                Some(Outcome::Win { .. }) => 0.0,
                Some(_) => 0.5,
                None => {
                    let ByPlayer { south: s, north: n } = game.position().score();
                    let lead = if a_south { s.cmp(&n) } else { n.cmp(&s) };
                    match lead {
                        std::cmp::Ordering::Greater => 1.0,
                        std::cmp::Ordering::Less => 0.0,
                        std::cmp::Ordering::Equal => 0.5,
                    }
                }
            };
            games += 1;
            eprint!(".");
        }
    }
    eprintln!();
    let share = if games == 0 {
        0.0
    } else {
        100.0 * points / f64::from(games)
    };
    println!("{a} vs {b}: {points:.1}/{games} = {share:.1}%");
}
