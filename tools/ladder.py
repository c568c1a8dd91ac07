#!/usr/bin/env python3
"""The strength ladder of fanga's computer players, game by game.

    cargo build --release --example tournament
    python3 tools/ladder.py                  # every game, every rung
    python3 tools/ladder.py --only katro     # one game
    python3 tools/ladder.py --table          # the results so far, as Markdown
    python3 tools/ladder.py --balanced 1     # openings within 1 seed of even

Players, weakest first (`fanga_ai::PlayerSpec`): random, greedy, mcts:1000,
mcts:10000, ab:100ms. Only adjacent players meet. Each pair plays openings of
`--openings` random plies (default 4), each opening twice with the colours
swapped (`examples/tournament.rs --games 2 --seed 2i`: opening i), until a
sequential probability ratio test decides or 200 games are played.

The test (SPRT, in the normal approximation fishtest's GSPRT uses) weighs H0:
"the stronger player scores 50%" against H1: "it scores 75%", with error
rates alpha = beta = 0.05: after n games of mean score m and variance v, the
log-likelihood ratio is n (s1 - s0) (2m - s0 - s1) / (2v), and the run stops
when it leaves (ln(beta / (1 - alpha)), ln((1 - beta) / alpha)) =
(-2.94, 2.94), after at least `--min-games` (20) games. A stopped run's
score is biased toward the bound it crossed (it stopped because the games
went that way); the 95% interval is the plain normal one over the games.

With `--balanced SEEDS`, the openings are drawn again until a 100,000-node
alpha-beta search scores them within SEEDS seeds of even (`tournament
--balanced`): random plies alone often decide a game (in Kalah and Mangala,
one colour wins both games of most openings whoever plays it), which caps a
stronger player near 75% whatever its strength. Balanced and plain runs are
kept apart in the results (the `balanced` field).

With `--endgame-file PATH` (Kalah: `--only kalah`), alpha-beta and greedy
play with the endgame table in PATH (`tournament --endgame-file`; build it
with `solve kalah --endgame-file PATH --endgame SEEDS`); those games are
kept apart too (the `endgame_seeds` field). With `--balance-exact` as
well as `--balanced SEEDS`, the openings are solved exactly instead of
searched (`tournament --balance-exact`: in Kalah, give it a 24-seed table);
`--summit-only` plays the summit alone.

Then the summit: alpha-beta at 100 ms against the strongest Monte Carlo
player that plays a game of that kind in under a minute. For each game the
script times one game of mcts:N against itself for N = 10,000, 20,000,
50,000, 100,000 and keeps the largest N under 60 s; if that is more than
10,000, ab:100ms meets mcts:N under the same test.

Every game is appended, as `tournament --log` writes it, to
`tools/ladder-results.jsonl` (or `--results FILE`); a run skips the openings
already there, so a stopped run resumes where it stopped. Time budgets make
the results depend on the machine and its load: say which in the report.
"""

import argparse
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# FANGA_TOURNAMENT: another build (a copy, so that rebuilding does not change
# the players in the middle of a run).
TOURNAMENT = Path(os.environ.get("FANGA_TOURNAMENT", ROOT / "target" / "release" / "examples" / "tournament"))
RESULTS = Path(__file__).with_name("ladder-results.jsonl")
# Whether this run's openings are solved (--balance-exact), set by main().
BALANCE_EXACT = [False]

# Games left out: both alpha-beta and Monte Carlo prove Fang's start (a
# first-player win in 7 plies), so every rung plays it perfectly.
LEFT_OUT = {"fang"}


def build_games():
    """The games of the tournament build, in the facade's list order."""
    if not TOURNAMENT.exists():
        return []
    out = subprocess.run([str(TOURNAMENT), "--list-games"], capture_output=True, text=True, check=True)
    return [g for g in out.stdout.split() if g not in LEFT_OUT]


GAMES = build_games()
RUNGS = ["random", "greedy", "mcts:1000", "mcts:10000", "ab:100ms"]
SUMMIT_SIMULATIONS = [10000, 20000, 50000, 100000]
S0, S1 = 0.5, 0.75
ALPHA = BETA = 0.05
LOWER = math.log(BETA / (1 - ALPHA))
UPPER = math.log((1 - BETA) / ALPHA)


def read(path):
    if not path.exists():
        return []
    rows = []
    with path.open() as f:
        for line in f:
            line = line.strip()
            if line:
                rows.append(json.loads(line))
    return rows


def games_of(rows, game, weak, strong, openings, balanced=None, endgame_seeds=None):
    """The pair's games so far, the stronger player's scores."""
    return [
        r
        for r in rows
        if r["game"] == game
        and r["a"] == strong
        and r["b"] == weak
        and r.get("openings") == openings
        and r.get("balanced") == balanced
        and r.get("endgame_seeds") == endgame_seeds
        and bool(r.get("balance_exact")) == BALANCE_EXACT[0]
        and not r.get("timing")
    ]


def llr(scores):
    n = len(scores)
    if n == 0:
        return 0.0
    m = sum(scores) / n
    v = sum((x - m) ** 2 for x in scores) / n
    # Every game the same result: the variance is 0. Count it as if one
    # game in twenty had gone the other way, so that the ratio stays finite
    # and a run of wins still crosses the bound.
    v = max(v, 0.05 * 0.95 / 4)
    return n * (S1 - S0) * (2 * m - S0 - S1) / (2 * v)


def verdict(scores, min_games, max_games):
    r = llr(scores)
    if len(scores) >= min_games and r >= UPPER:
        return "H1"
    if len(scores) >= min_games and r <= LOWER:
        return "H0"
    if len(scores) >= max_games:
        return "max"
    return None


def tournament(args, game, players, seed, games, extra=()):
    cmd = [
        str(TOURNAMENT),
        game,
        "--players",
        ",".join(players),
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--openings",
        str(args.openings),
        "--log",
        "/dev/stdout",
        *(["--balanced", str(args.balanced)] if args.balanced is not None and not extra else []),
        *(["--balance-exact"] if args.balance_exact and not extra else []),
        *(["--endgame-file", str(args.endgame_file)] if args.endgame_file and not extra else []),
        *extra,
    ]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def run_pair(args, game, weak, strong, max_games=None):
    max_games = max_games or args.max_games
    rows = read(args.results)
    done = games_of(rows, game, weak, strong, args.openings, args.balanced, args.endgame_seeds)
    openings_done = {r["opening_seed"] for r in done}
    scores = [r["score"] for r in sorted(done, key=lambda r: r["index"])]
    i = 0
    while verdict(scores, args.min_games, max_games) is None:
        seed = 2 * i
        i += 1
        if seed in openings_done:
            continue
        # The stronger player first: its score is the pair's.
        new = tournament(args, game, [strong, weak], seed, 2)
        with args.results.open("a") as f:
            for r in new:
                r["openings"] = args.openings
                f.write(json.dumps(r) + "\n")
        scores += [r["score"] for r in new]
        print(
            f"\r{game}: {strong} vs {weak}: {len(scores)} games, "
            f"{100 * sum(scores) / len(scores):.1f}%, LLR {llr(scores):+.2f}   ",
            end="",
            file=sys.stderr,
            flush=True,
        )
    print(file=sys.stderr)


def summit_simulations(args, game):
    """The largest simulation count whose self-play game takes under 60 s."""
    rows = read(args.results)
    timings = {r["a"]: r for r in rows if r["game"] == game and r.get("timing")}
    best = None
    for n in SUMMIT_SIMULATIONS:
        spec = f"mcts:{n}"
        if spec not in timings:
            new = tournament(args, game, [spec, spec], 0, 1, ["--no-swap"])
            for r in new:
                r["timing"] = True
                r["openings"] = args.openings
            with args.results.open("a") as f:
                for r in new:
                    f.write(json.dumps(r) + "\n")
            timings[spec] = new[0]
        seconds = timings[spec]["seconds"]
        print(f"{game}: a game of {spec} against itself: {seconds:.1f} s", file=sys.stderr)
        if seconds >= 60:
            break
        best = n
    return best


def interval(scores):
    n = len(scores)
    m = sum(scores) / n
    v = sum((x - m) ** 2 for x in scores) / n
    h = 1.96 * math.sqrt(v / n)
    return m, max(0.0, m - h), min(1.0, m + h)


def table(args):
    rows = read(args.results)
    print(f"| game | pair (stronger first) | games | wins | draws | losses | score | 95% interval | SPRT | mean plies | s a game |")
    print("|---|---|---:|---:|---:|---:|---:|---|---|---:|---:|")
    for game in GAMES:
        pairs = [(RUNGS[i], RUNGS[i + 1]) for i in range(len(RUNGS) - 1)]
        summit = sorted(
            {r["a"] for r in rows if r["game"] == game and r.get("timing") and r["seconds"] < 60},
            key=lambda s: int(s.split(":")[1]),
        )
        if summit and summit[-1] != "mcts:10000":
            pairs.append((summit[-1], "ab:100ms"))
        for k, (weak, strong) in enumerate(pairs):
            cap = args.max_games if k < len(RUNGS) - 1 else args.summit_max_games
            g = sorted(
                games_of(rows, game, weak, strong, args.openings, args.balanced, args.endgame_seeds),
                key=lambda r: r["index"],
            )
            if not g:
                continue
            scores = [r["score"] for r in g]
            m, lo, hi = interval(scores)
            wins = sum(1 for s in scores if s == 1)
            losses = sum(1 for s in scores if s == 0)
            v = verdict(scores, args.min_games, cap)
            v = {"H1": "stronger (H1)", "H0": "not 75% (H0)", "max": "undecided at the cap", None: "running"}[v]
            plies = sum(r["plies"] for r in g) / len(g)
            secs = sum(r["seconds"] for r in g) / len(g)
            print(
                f"| {game} | {strong} vs {weak} | {len(g)} | {wins} | {len(g) - wins - losses} | {losses} "
                f"| {100 * m:.1f}% | {100 * lo:.1f}% to {100 * hi:.1f}% | {v} | {plies:.1f} | {secs:.1f} |"
            )
    timings = [r for r in rows if r.get("timing")]
    if timings:
        print()
        print("| game | simulations | seconds for a game against itself | plies |")
        print("|---|---:|---:|---:|")
        for r in timings:
            print(f"| {r['game']} | {r['a'].split(':')[1]} | {r['seconds']:.1f} | {r['plies']} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--only", action="append", choices=GAMES, help="a game (repeatable)")
    ap.add_argument("--openings", type=int, default=4, help="random plies of each opening")
    ap.add_argument(
        "--balanced", type=float, default=None, help="openings within this many seeds of even (tournament --balanced)"
    )
    ap.add_argument("--min-games", type=int, default=20)
    ap.add_argument("--max-games", type=int, default=200)
    ap.add_argument("--results", type=Path, default=RESULTS)
    ap.add_argument("--table", action="store_true", help="print the results so far and stop")
    ap.add_argument("--no-summit", action="store_true", help="the ladder only")
    ap.add_argument("--summit-max-games", type=int, default=40, help="cap of the summit's pairs")
    ap.add_argument(
        "--balance-exact",
        action="store_true",
        help="with --balanced: solve the openings exactly (tournament --balance-exact)",
    )
    ap.add_argument("--summit-only", action="store_true", help="the summit only, not the ladder")
    ap.add_argument(
        "--endgame-file",
        type=Path,
        default=None,
        help="Kalah's endgame table for alpha-beta and greedy (tournament --endgame-file)",
    )
    args = ap.parse_args()
    args.endgame_seeds = None
    if args.endgame_file:
        header = b""
        if args.endgame_file.is_file():
            with args.endgame_file.open("rb") as f:  # the header only: tables are gigabytes
                header = f.read(10)
        # Version 2 of the format (KalahEndgame::write_to): magic, houses, seeds.
        if not header.startswith(b"FNGKEG02") or len(header) < 10:
            ap.error(f"--endgame-file {args.endgame_file}: not a Kalah endgame table")
        args.endgame_seeds = header[9]
    if args.balanced is not None and not 0 <= args.balanced <= 1000:
        ap.error("--balanced: a margin in seeds, from 0 to 1000")
    if args.balance_exact and args.balanced is None:
        ap.error("--balance-exact solves the openings of --balanced, which is missing")
    if args.summit_only and args.no_summit:
        ap.error("--summit-only and --no-summit leave nothing to play")
    BALANCE_EXACT[0] = args.balance_exact
    if args.table:
        table(args)
        return
    if not TOURNAMENT.exists():
        sys.exit(f"build it first: cargo build --release --example tournament ({TOURNAMENT})")
    games = args.only or GAMES
    start = time.time()
    for i in range(len(RUNGS) - 1 if not args.summit_only else 0):
        for game in games:
            run_pair(args, game, RUNGS[i], RUNGS[i + 1])
    if not args.no_summit:
        for game in games:
            n = summit_simulations(args, game)
            if n is not None and n > 10000:
                run_pair(args, game, f"mcts:{n}", "ab:100ms", args.summit_max_games)
    print(f"done in {time.time() - start:.0f} s", file=sys.stderr)
    table(args)


if __name__ == "__main__":
    main()
