"""Speed side by side, on one core: OpenSpiel 2.0.2's C++ random-game loop
(`pyspiel.evaluate_bots` with two uniform random bots, made once per round and
reused, as a program that plays many games would) against fanga's random
playouts (criterion group `playout-mean`, ids `oware` and `kalah`: 1,000
seeded games per iteration, so the mean game, long ones included).

    bash tools/openspiel/setup.sh
    tools/openspiel/.venv/bin/python tools/openspiel/speed.py [--rounds 3]

The two sides alternate (OpenSpiel, fanga, OpenSpiel, fanga, ...), so that a
change in the machine's load touches both; every round prints its rates and
ratio, and the last lines the median ratio of each game. Both run on CPU 0
only (the bench through `taskset -c 0`). OpenSpiel's games per second is N
games over their wall time; fanga's is 1,000 / the median time per iteration
that criterion prints. The games are the same rules from the same start, Oware
ending on a repeated position as OpenSpiel's does; the random move choices
differ (OpenSpiel picks among actions, fanga among whole turns, which for
Kalah groups a turn's extra sowings).
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import time
from pathlib import Path

import pyspiel

ROOT = Path(__file__).resolve().parents[2]
UNITS = {"ps": 1e-12, "ns": 1e-9, "µs": 1e-6, "us": 1e-6, "ms": 1e-3, "s": 1.0}


def openspiel_games_per_second(name, games, seed):
    game = pyspiel.load_game(name)
    bots = [pyspiel.make_uniform_random_bot(0, seed), pyspiel.make_uniform_random_bot(1, seed + 1)]
    done = 0
    start = time.perf_counter()
    for i in range(games):
        try:
            pyspiel.evaluate_bots(game.new_initial_state(), bots, seed + i)
            done += 1
        except pyspiel.SpielError:
            pass  # oware's 1001st action is refused: the game is not counted
    return done / (time.perf_counter() - start)


def fanga_games_per_second():
    cmd = ["cargo", "bench", "-p", "fanga-benches", "--bench", "sowing", "--", "playout-mean/(oware|kalah)$"]
    if shutil.which("taskset"):
        cmd = ["taskset", "-c", "0", *cmd]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    rates = {}
    for m in re.finditer(r"playout-mean/(\w+)\s+time:\s+\[\S+ \S+ (\S+) (\S+) \S+ \S+\]", out):
        rates[m.group(1)] = 1000.0 / (float(m.group(2)) * UNITS[m.group(3)])
    return rates


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=20000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rounds", type=int, default=3)
    a = p.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {0})
    games = [("oware", "oware"), ("kalah", "mancala")]
    # Build the bench once, outside the timed rounds.
    subprocess.run(["cargo", "bench", "-p", "fanga-benches", "--bench", "sowing", "--no-run"], cwd=ROOT, capture_output=True, check=True)
    ratios = {name: [] for name, _ in games}
    print("| round | game | OpenSpiel games/s | fanga games/s | fanga / OpenSpiel |")
    print("|---|---|---:|---:|---:|")
    for r in range(1, a.rounds + 1):
        theirs = {name: openspiel_games_per_second(spiel, a.games, a.seed + r) for name, spiel in games}
        ours = fanga_games_per_second()
        for name, _ in games:
            ratio = ours[name] / theirs[name]
            ratios[name].append(ratio)
            print(f"| {r} | {name} | {theirs[name]:,.0f} | {ours[name]:,.0f} | {ratio:.1f}x |", flush=True)
    for name, _ in games:
        print(f"median {name}: {statistics.median(ratios[name]):.1f}x over {a.rounds} rounds")


if __name__ == "__main__":
    main()
