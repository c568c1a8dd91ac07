"""Compares fanga's Oware and Kalah, played by action ids (``fanga.State``),
with OpenSpiel's ``oware`` and ``mancala``, move by move.

For each of ``--games`` random games (seeded: game ``i`` draws its actions
with ``random.Random(seed + i)``) it plays the same actions in both and
checks, before every action and at the end: the player to move, the legal
actions (fanga's ids are OpenSpiel's), whether the game is over, and the
returns. It prints one line a game that disagrees and a summary line a game
kind, and exits with status 1 if any game disagreed.

    pip install open_spiel           # beside the fanga package
    python crates/python/scripts/compare_openspiel.py --games 1000

OpenSpiel's ``oware`` refuses a 1001st action and ``mancala`` ends after
1000 (``MaxGameLength``); fanga's default limit is 1,000 whole turns, so a
game that reaches 1000 actions stops being compared there (counted as
``cut``).
"""

import argparse
import random
import sys
import time

import pyspiel

import fanga

#: fanga's game and OpenSpiel's, by the name this script gives them.
PAIRS = {"oware": ("oware", "oware"), "kalah": ("kalah", "mancala")}

#: The actions OpenSpiel's games play at most.
OPENSPIEL_LIMIT = 1000


def compare(kind: str, seed: int):
    """Plays one game; returns (decisions, cut, problem or None)."""
    ours, theirs = PAIRS[kind]
    f = fanga.State(ours)
    o = pyspiel.load_game(theirs).new_initial_state()
    rng = random.Random(seed)
    n = 0
    while True:
        if f.is_terminal() != o.is_terminal():
            return n, False, f"after {n} actions: terminal {f.is_terminal()} vs {o.is_terminal()}"
        if f.is_terminal():
            if list(f.returns()) != list(o.returns()):
                return n, False, f"returns {f.returns()} vs {o.returns()}"
            return n, False, None
        if n == OPENSPIEL_LIMIT:
            return n, True, None
        if f.current_player() != o.current_player():
            return n, False, f"after {n} actions: player {f.current_player()} vs {o.current_player()}"
        legal = f.legal_actions()
        if legal != list(o.legal_actions()):
            return n, False, f"after {n} actions: legal {legal} vs {o.legal_actions()}"
        a = rng.choice(legal)
        f.apply_action(a)
        o.apply_action(a)
        n += 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    failed = False
    for kind, (ours, theirs) in PAIRS.items():
        t = time.perf_counter()
        decisions = cut = bad = 0
        for i in range(args.games):
            n, was_cut, problem = compare(kind, args.seed + i)
            decisions += n
            cut += was_cut
            if problem:
                bad += 1
                print(f"{kind} game {i} (seed {args.seed + i}): {problem}")
        failed |= bad > 0
        print(
            f"fanga {ours} vs OpenSpiel {theirs}: {args.games} games, {decisions} actions compared, "
            f"{bad} disagreeing, {cut} cut at {OPENSPIEL_LIMIT} actions ({time.perf_counter() - t:.1f} s)"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
