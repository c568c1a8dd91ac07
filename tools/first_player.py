#!/usr/bin/env python3
"""First-player results of games logged by `tournament --log`, as a row of
the tables in `docs/analysis.md`.

    cargo build --release --example tournament
    target/release/examples/tournament GAME --players ab:n5000,ab:n5000 \\
        --no-swap --games 200 --openings 4 --log GAME.jsonl
    python3 tools/first_player.py GAME.jsonl [more.jsonl ...]

One row a file: the first player's (South's) wins, the draws and the second
player's wins, each with a 95% interval (normal approximation: 1.96 standard
errors of the proportion), the mean length in plies (openings included), the
games lost by a turn that never ends, and how the games ended. Games left
unfinished at the ply limit are counted as draws and named in the last
column.
"""

import json
import math
import sys
from collections import Counter


def share(k, n):
    p = k / n
    return f"{100 * p:.1f}% ± {100 * 1.96 * math.sqrt(p * (1 - p) / n):.1f}"


def row(path):
    games = [json.loads(line) for line in open(path) if line.strip()]
    n = len(games)
    if n == 0:
        return f"| {path} | no games |"
    first = sum(1 for g in games if g["result"] == "S")
    second = sum(1 for g in games if g["result"] == "N")
    draws = n - first - second
    plies = sum(g["plies"] for g in games) / n
    reasons = Counter(g["reason"] or "unfinished" for g in games)
    endless = reasons.get("infinite turn", 0)
    ended = ", ".join(f"{r} {k}" for r, k in sorted(reasons.items()))
    game = " ".join(x for x in [games[0]["game"], games[0].get("options", "")] if x)
    return (
        f"| {game} | {share(first, n)} | {share(draws, n)} | {share(second, n)} "
        f"| {plies:.1f} | {endless} | {ended} |"
    )


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    print("| game | first player wins | draws | second player wins | mean plies | infinite turns | how the games ended |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for path in sys.argv[1:]:
        print(row(path))


if __name__ == "__main__":
    main()
