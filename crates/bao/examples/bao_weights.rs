//! Tunes bao's evaluation: alpha-beta with one set of [`BaoWeights`]
//! against alpha-beta with another, the same node budget a move, over
//! seeded openings played twice with the colours swapped
//! ([`fanga_ai::EvalMatch`]; this example parses the weights). How
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

use fanga_ai::EvalMatch;
use fanga_bao::{Bao, BaoEval, BaoWeights};
use fanga_core::{GameOptions, Position};

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
    let score = EvalMatch::new(nodes).play(
        &Bao::start(&options),
        &BaoEval::new(wa),
        &BaoEval::new(wb),
        first..first.saturating_add(openings),
        |_| eprint!("."),
    );
    eprintln!();
    println!("{a} vs {b}: {score}");
}
