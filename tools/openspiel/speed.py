"""Speed side by side, on one core: OpenSpiel 2.0.2's C++ random-game loop
(`pyspiel.evaluate_bots` with two uniform random bots) against fanga's random
playouts (criterion group `playout`, ids `oware` and `kalah`).

    bash tools/openspiel/setup.sh
    tools/openspiel/.venv/bin/python tools/openspiel/speed.py

Both run on CPU 0 only (the bench through `taskset -c 0`). OpenSpiel's games
per second is N games over their wall time; fanga's is 1 / the median time per
playout that criterion prints. The games are the same rules from the same
start; the random move choices differ (OpenSpiel picks among actions, fanga
among whole turns, which for Kalah groups a turn's extra sowings).
"""

import argparse
import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pyspiel

ROOT = Path(__file__).resolve().parents[2]
UNITS = {"ps": 1e-12, "ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def openspiel_games_per_second(name, games, seed):
    game = pyspiel.load_game(name)
    done = 0
    start = time.perf_counter()
    for i in range(games):
        bots = [pyspiel.make_uniform_random_bot(0, seed + 2 * i), pyspiel.make_uniform_random_bot(1, seed + 2 * i + 1)]
        try:
            pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + i)
            done += 1
        except pyspiel.SpielError:
            pass  # oware's 1001st action is refused: the game is not counted
    return done / (time.perf_counter() - start)


def fanga_games_per_second():
    cmd = ["cargo", "bench", "--bench", "sowing", "--", "playout/(oware|kalah)$"]
    if shutil.which("taskset"):
        cmd = ["taskset", "-c", "0", *cmd]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    rates = {}
    for m in re.finditer(r"playout/(\w+)\s+time:\s+\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", out):
        rates[m.group(1)] = 1.0 / (float(m.group(2)) * UNITS[m.group(3)])
    return rates


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
    fanga = fanga_games_per_second()
    print("| game | OpenSpiel games/s | fanga games/s | fanga / OpenSpiel |")
    print("|---|---|---|---|")
    for name, spiel in [("oware", "oware"), ("kalah", "mancala")]:
        theirs = openspiel_games_per_second(spiel, a.games, a.seed)
        ours = fanga[name]
        print(f"| {name} | {theirs:,.0f} | {ours:,.0f} | {ours / theirs:.1f}x |")


if __name__ == "__main__":
    main()
