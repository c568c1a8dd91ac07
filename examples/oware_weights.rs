//! Tunes Oware's evaluation: alpha-beta with one set of weights against
//! alpha-beta with another, the same node budget a move, over seeded
//! openings played twice with the colours swapped (`fanga::ai::EvalMatch`;
//! this example parses the weights). How `fanga::oware::OwareCaptures` got
//! its weights (`docs/strength.md`).
//!
//! ```text
//! cargo run --release --example oware_weights -- A B [--nodes N] [--openings K] [--first I]
//! ```
//!
//! A and B are weights `CAPTURED,ROW[,WEAK[,KROO]]`, in hundredths of a
//! seed, each side's total counted for the player to move less his
//! opponent's: a captured seed, a seed in one's row, a house of one's row
//! holding 1 or 2 seeds (counted against its owner: the opponent's capture
//! targets), a house of 12 seeds or more (a "kroo", which laps the board).
//! `100,100` is material, `100,10` is `OwareCaptures`. Each weight is
//! within ±1000, so that an evaluation stays within `Score::EVAL_MAX`.
//!
//! Opening i (from I, default 0, to I + K - 1; K default 40) is 4 random
//! plies drawn from `SplitMix64::new(7919 * i + 17)`, then A plays South in
//! one game and North in the other; each side searches N nodes a move
//! (default 20,000) with a table of 16 MiB of its own, new for every game.
//! A game still running 400 plies after its opening is scored by the
//! count. The last line is A's
//! score: `A vs B: 46.5/80 = 58.1%`. Node budgets make a run the same on
//! every machine.

use fanga::ai::{EvalMatch, Evaluator};
use fanga::core::{Player, Position};
use fanga::oware::Oware;
use fanga::sowing::Pool;

/// The weights of one side, hundredths of a seed.
#[derive(Clone, Copy, Debug)]
struct Weights {
    captured: i32,
    row: i32,
    weak: i32,
    kroo: i32,
}

impl std::str::FromStr for Weights {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let v = s
            .split(',')
            .map(|x| x.trim().parse::<i32>())
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("weights `{s}`: {e}"))?;
        if !(2..=4).contains(&v.len()) || v.iter().any(|w| w.abs() > 1_000) {
            return Err(format!(
                "weights `{s}`: 2 to 4 numbers CAPTURED,ROW[,WEAK[,KROO]], each within ±1000"
            ));
        }
        let at = |i: usize| v.get(i).copied().unwrap_or(0);
        Ok(Weights {
            captured: at(0),
            row: at(1),
            weak: at(2),
            kroo: at(3),
        })
    }
}

impl Evaluator<Oware> for Weights {
    fn evaluate(&self, p: &Oware) -> i32 {
        let side = |player: Player| {
            // South's row is row 0, North's row 1.
            let row = p.row(u8::from(player == Player::North));
            let count = |f: fn(u8) -> bool| row.iter().filter(|&&s| f(s)).count() as i32;
            let seeds: i32 = row.iter().map(|&s| i32::from(s)).sum();
            self.captured * i32::from(p.pool(Pool::Captured, player)) + self.row * seeds
                - self.weak * count(|s| s == 1 || s == 2)
                + self.kroo * count(|s| s >= 12)
        };
        let me = p.turn();
        side(me) - side(me.other())
    }
}

fn fail(message: &str) -> ! {
    eprintln!("oware_weights: {message}");
    eprintln!("usage: oware_weights A B [--nodes N] [--openings K] [--first I]");
    std::process::exit(2)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut positional = Vec::new();
    let (mut nodes, mut openings, mut first) = (20_000u64, 40u64, 0u64);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut number = |name: &str| -> u64 {
            it.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| fail(&format!("{name} takes a number")))
        };
        match arg.as_str() {
            "--nodes" => nodes = number("--nodes").max(1),
            "--openings" => openings = number("--openings"),
            "--first" => first = number("--first"),
            other if other.starts_with("--") => fail(&format!("unknown option {other}")),
            other => positional.push(other.to_owned()),
        }
    }
    let [a, b] = positional.as_slice() else {
        fail("two sets of weights, A and B")
    };
    let wa: Weights = a.parse().unwrap_or_else(|e: String| fail(&e));
    let wb: Weights = b.parse().unwrap_or_else(|e: String| fail(&e));
    let score = EvalMatch::new(nodes).play(
        &Oware::start(&Default::default()),
        &wa,
        &wb,
        first..first.saturating_add(openings),
        |_| {},
    );
    println!("{a} vs {b}: {score}");
}
