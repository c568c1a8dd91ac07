"""Cross-checks fanga's oware and kalah against OpenSpiel 2.0.2, turn by turn.

Plays seeded random games with pyspiel; at every turn boundary it lists, with
OpenSpiel alone, every legal whole-turn move and the position (or the result)
it leads to, in the notation of fanga's `moves` example; then asks fanga for
the same lists in one run of the `oracle` example, and compares them.

    bash tools/openspiel/setup.sh
    tools/openspiel/.venv/bin/python tools/openspiel/crosscheck.py --games 1000

Oware's repetition rule ends OpenSpiel's game when a position comes back;
positions have no history in fanga, so for such a move fanga gives the
position, and the check accepts it if that position occurred earlier in the
game (since the last capture). OpenSpiel refuses a 1001st oware action and
ends mancala after 1000 actions: games stop comparing there.
"""

import argparse
import random
import subprocess
import sys
from pathlib import Path

import pyspiel

from common import kalah_pit, kalah_text, oware_move, oware_text, result

ROOT = Path(__file__).resolve().parents[2]


def oware_turns(state, houses):
    """{move: text or result} for every legal move of an oware state."""
    player = state.current_player()
    out = {}
    for a in state.legal_actions():
        child = state.child(a)
        out[oware_move(player, a, houses)] = result(child) if child.is_terminal() else oware_text(child, houses)
    return out


def kalah_turns(state):
    """{whole-turn move: text or result}: a DFS over the actions of one player,
    writing an extra sowing only where it was a choice."""
    player = state.current_player()
    out = {}

    def dfs(s, written):
        actions = s.legal_actions()
        for a in actions:
            pits = written + ([kalah_pit(a)] if not written or len(actions) > 1 else [])
            child = s.child(a)
            if child.is_terminal():
                out[" ".join(pits)] = result(child)
            elif child.current_player() != player:
                out[" ".join(pits)] = kalah_text(child)
            else:
                dfs(child, pits)

    dfs(state, [])
    return out


def play_games(game, n, seed, houses, seeds):
    """Random games; yields (game index, position text, expected moves, seen texts)."""
    rng = random.Random(seed)
    params = {"num_houses_per_player": houses, "num_seeds_per_house": seeds} if game == "oware" else {}
    spiel = pyspiel.load_game("oware" if game == "oware" else "mancala", params)
    for g in range(n):
        state = spiel.new_initial_state()
        seen = set()
        captured = None
        while not state.is_terminal() and state.move_number() < 1000:
            if game == "oware":
                text = oware_text(state, houses)
                caps = text.split("captured=")[1]
                if caps != captured:
                    seen, captured = set(), caps
                seen.add(text)
                yield g, text, oware_turns(state, houses), frozenset(seen)
                state.apply_action(rng.choice(state.legal_actions()))
            else:
                yield g, kalah_text(state), kalah_turns(state), frozenset()
                player = state.current_player()
                while not state.is_terminal() and state.current_player() == player:
                    state.apply_action(rng.choice(state.legal_actions()))


def fanga_moves(game, texts):
    """Asks fanga's `oracle` example for the moves of every position."""
    data = "".join(f"{game}\t{t}\n" for t in texts)
    run = subprocess.run(
        ["cargo", "run", "--quiet", "--release", "--example", "oracle"],
        cwd=ROOT, input=data, capture_output=True, text=True, check=True,
    )
    blocks = run.stdout.split("\n\n")
    answers = []
    for block in blocks[: len(texts)]:
        moves = {}
        for line in block.splitlines():
            m, _, after = line.partition(" -> ")
            moves[m] = after
        answers.append(moves)
    return answers


def check(game, n, seed, houses, seeds=4):
    turns = list(play_games(game, n, seed, houses, seeds))
    answers = fanga_moves(game, [t[1] for t in turns])
    differences = 0
    repetitions = 0
    for (g, text, expected, seen), got in zip(turns, answers):
        if set(expected) != set(got):
            differences += 1
            print(f"{game} game {g}: {text}\n  OpenSpiel {sorted(expected)}\n  fanga     {sorted(got)}")
            continue
        for m, exp in expected.items():
            if exp == got[m]:
                continue
            if game == "oware" and got[m] in seen:
                repetitions += 1
                continue
            differences += 1
            print(f"{game} game {g}: {text}\n  {m}: OpenSpiel {exp}, fanga {got[m]}")
    games = len({t[0] for t in turns})
    label = f"oware, {houses} houses of {seeds} seeds" if game == "oware" else "kalah"
    print(f"{label}: {games} games, {len(turns)} turns, "
          f"{sum(len(t[2]) for t in turns)} moves compared, {repetitions} ended by repetition, "
          f"{differences} differences")
    return differences


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", choices=["oware", "kalah", "both"], default="both")
    p.add_argument("--houses", type=int, default=6, help="oware's num_houses_per_player")
    p.add_argument("--seeds", type=int, default=4, help="oware's num_seeds_per_house")
    a = p.parse_args()
    bad = 0
    if a.game in ("oware", "both"):
        bad += check("oware", a.games, a.seed, a.houses, a.seeds)
    if a.game in ("kalah", "both"):
        bad += check("kalah", a.games, a.seed, 6)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
