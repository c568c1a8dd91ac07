"""Speed side by side, on one core: Ludii 1.3.13's own random playouts of a
game (`LudiiPlayouts.java`: `Game.playout` with no AI, a uniformly random
decision at each step, after a warm-up of the JIT) against fanga's random
playouts of its game (`selfplay GAME --games N`: `random_playouts`, seeded,
a uniformly random whole turn at each step, every turn played exactly
however long), alternating round by round
(Ludii, fanga, Ludii, fanga, ...) so that a change in the machine's load
touches both; every round prints both rates and their ratio.

    bash tools/ludii/setup.sh
    cargo build --release --example selfplay
    python3 tools/ludii/speed.py --lud LUD_PATH --game GAME \
        [--option KEY=VALUE]... [--rounds 3] [--seconds 20] [--warmup 10] [--games 10000]

LUD_PATH is the game's file under Ludii's `Common/res/lud/` (`board/sow/four_rows/Bao.lud`),
GAME its name in fanga's registry.

Both run on CPU 0 only (`taskset -c 0`). Ludii's rate is the games it
finished in --seconds of wall time over that time, in a fresh JVM each round
after --warmup seconds of the same playouts; fanga's is --games games over
the times `selfplay` prints, played in --chunks runs of consecutive
seeds: the round's rate is all of them over their total time (the mean
game, rare long turns included), and the median chunk's rate is printed
beside it (the typical game: a turn of millions of laps, once in thousands
of games, weighs on the mean alone). Ludii ends a game at 10,000 decisions
(a draw), so its rate has no such tail. The two programs play their own
rules of the game from their own start: what differs must be said beside
the ratio.
Python standard library only.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
UNITS = {"ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def pinned(cmd):
    return ["taskset", "-c", "0", *cmd] if shutil.which("taskset") else cmd


def ludii_classpath(ludii_dir):
    """Ludii's class path, and fanga's timing driver compiled next to the
    trace driver (recompiled when its source changed)."""
    cp = (Path(ludii_dir) / "classpath").read_text().strip()
    source = HERE / "LudiiPlayouts.java"
    built = Path(ludii_dir) / "driver" / "LudiiPlayouts.class"
    if not built.exists() or built.stat().st_mtime < source.stat().st_mtime:
        subprocess.run(["javac", "-nowarn", "-d", str(Path(ludii_dir) / "driver"), "-cp", cp, str(source)], check=True)
    return cp


def ludii_round(cp, args, seed):
    cmd = ["java", "-cp", cp, "LudiiPlayouts", "--lud", args.lud, "--warmup", str(args.warmup),
           "--seconds", str(args.seconds), "--seed", str(seed)]
    for o in args.ludii_option:
        cmd += ["--option", o]
    out = subprocess.run(pinned(cmd), capture_output=True, text=True, check=True,
                         env={**os.environ, "LUDII_DIR": args.ludii_dir}).stdout
    line = next(x for x in out.splitlines() if x.startswith("round 1:"))
    m = re.search(r"([\d.]+) games/s, ([\d.]+) decisions and ([\d.]+) turns a game", line)
    return float(m.group(1)), float(m.group(3)), line


def fanga_round(args, seed):
    """(games a second over all chunks, the median chunk's, plies a game,
    the chunks' summaries)."""
    per = args.games // args.chunks
    total, plies, rates, lines = 0.0, 0, [], []
    for k in range(args.chunks):
        cmd = [str(args.selfplay), args.game, "--games", str(per), "--seed", str(seed + k * per)]
        for o in args.option:
            cmd += ["--option", o]
        out = subprocess.run(pinned(cmd), capture_output=True, text=True, check=True).stdout
        plies += int(re.search(r"plies: (\d+) ", out).group(1))
        m = re.search(r"time: ([\d.]+) (\S+) ", out)
        seconds = float(m.group(1)) * UNITS[m.group(2)]
        total += seconds
        rates.append(per / seconds)
        ended = re.search(r"ended by: (.*)", out)
        lines.append(f"seeds {seed + k * per}+{per}: {seconds:.3f} s, {ended.group(1) if ended else ''}")
    games = per * args.chunks
    return games / total, statistics.median(rates), plies / games, "; ".join(lines)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--lud", required=True, help="the .lud file (under Ludii's Common/res/lud/, or a path)")
    p.add_argument("--ludii-option", action="append", default=[], help="a Ludii option, Category/Item")
    p.add_argument("--game", required=True, help="fanga's game")
    p.add_argument("--option", action="append", default=[], help="a fanga option, KEY=VALUE")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seconds", type=float, default=20)
    p.add_argument("--warmup", type=float, default=10)
    p.add_argument("--games", type=int, default=10000, help="fanga's games a round")
    p.add_argument("--chunks", type=int, default=10, help="fanga's runs a round")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--selfplay", default=os.environ.get("FANGA_SELFPLAY", ROOT / "target/release/examples/selfplay"))
    p.add_argument("--ludii-dir", default=os.environ.get("LUDII_DIR", Path.home() / ".cache/fanga-ludii"))
    a = p.parse_args()
    cp = ludii_classpath(a.ludii_dir)
    ratios, typical = [], []
    print("| round | Ludii games/s | Ludii turns a game | fanga games/s (all) | fanga games/s (median chunk) "
          "| fanga turns a game | fanga / Ludii (all) | (median chunk) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in range(1, a.rounds + 1):
        theirs, their_turns, their_line = ludii_round(cp, a, a.seed + r)
        ours, median, our_turns, our_line = fanga_round(a, a.seed + r * a.games)
        ratios.append(ours / theirs)
        typical.append(median / theirs)
        print(f"| {r} | {theirs:,.0f} | {their_turns:.1f} | {ours:,.0f} | {median:,.0f} | {our_turns:.1f} "
              f"| {ours / theirs:.1f}x | {median / theirs:.1f}x |", flush=True)
        print(f"<!-- Ludii {their_line} -->")
        print(f"<!-- fanga {our_line} -->", flush=True)
    print(f"\nmedian ratios: {statistics.median(ratios):.1f}x (all games), "
          f"{statistics.median(typical):.1f}x (median chunk)")


if __name__ == "__main__":
    main()
