"""fanga's alpha-beta against OpenSpiel 2.0.2's MCTSBot, through the engine
protocol (`examples/engine.rs`).

    bash tools/openspiel/setup.sh
    cargo build --release --example engine
    tools/openspiel/.venv/bin/python tools/openspiel/strength.py [--games 200] [--movetime 100] [--shard K/N]

For Oware and Kalah, fanga (`go movetime MS`, alpha-beta) plays OpenSpiel's
`MCTSBot` with the defaults of `open_spiel/python/examples/mcts.py`: uct_c 2,
1,000 simulations, one random rollout, solve on. Half the games each colour.
The bots are seeded by game number. Every finished game is appended to
`tools/openspiel/strength-results.jsonl`, and a run resumes where it stopped:
games already there are not played again; `--shard 0/2` and `--shard 1/2` in
two processes share a run (each appends whole lines to the same file). The
last lines print each game's
score for fanga (wins plus half the draws) with a 95% interval.
"""

import argparse
import os
import json
import math
import subprocess
from pathlib import Path

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from common import kalah_pit, oware_move

ROOT = Path(__file__).resolve().parents[2]
RESULTS = Path(__file__).with_name("strength-results.jsonl")
# FANGA_ENGINE: another build of the engine (a copy, so that rebuilding does
# not change the player in the middle of a run).
ENGINE = Path(os.environ.get("FANGA_ENGINE", ROOT / "target" / "release" / "examples" / "engine"))


def turns(name, state):
    """{fanga move text: [actions]} for every whole turn of the player to move."""
    player = state.current_player()
    out = {}
    if name == "oware":
        for a in state.legal_actions():
            out[oware_move(player, a, 6)] = [a]
        return out

    def dfs(s, written, actions):
        legal = s.legal_actions()
        for a in legal:
            pits = written + ([kalah_pit(a)] if not written or len(legal) > 1 else [])
            child = s.child(a)
            if child.is_terminal() or child.current_player() != player:
                out[" ".join(pits)] = actions + [a]
            else:
                dfs(child, pits, actions + [a])

    dfs(state, [], [])
    return out


class Engine:
    def __init__(self, game):
        self.p = subprocess.Popen([str(ENGINE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send(f"game {game}")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def best(self, moves, movetime):
        self.send("position startpos" + (" moves " + "; ".join(moves) if moves else ""))
        self.send(f"go movetime {movetime}")
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            line = line.rstrip("\n")
            if line.startswith("error"):
                raise RuntimeError(line)
            if line.startswith("bestmove "):
                return line[len("bestmove "):]

    def close(self):
        self.send("quit")
        self.p.wait()


def play(name, number, fanga_player, movetime):
    game = pyspiel.load_game("oware" if name == "oware" else "mancala")
    rng = np.random.RandomState(number)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(game, uct_c=2, max_simulations=1000, evaluator=evaluator, solve=True, random_state=rng)
    engine = Engine(name)
    state = game.new_initial_state()
    moves = []
    try:
        while not state.is_terminal():
            player = state.current_player()
            if player == fanga_player:
                text = engine.best(moves, movetime)
                for a in turns(name, state)[text]:
                    state.apply_action(a)
                moves.append(text)
            else:
                pits = []
                while not state.is_terminal() and state.current_player() == player:
                    legal = state.legal_actions()
                    a = bot.step(state)
                    if name == "oware":
                        pits.append(oware_move(player, a, 6))
                    elif not pits or len(legal) > 1:
                        pits.append(kalah_pit(a))
                    state.apply_action(a)
                moves.append(" ".join(pits))
    finally:
        engine.close()
    r = state.returns()[fanga_player]
    return 1.0 if r > 0 else 0.0 if r < 0 else 0.5, len(moves)


def summary(results, name):
    scores = [r["score"] for r in results if r["game"] == name]
    if not scores:
        return f"{name}: no games"
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / n
    half = 1.96 * math.sqrt(var / n)
    w = sum(1 for s in scores if s == 1.0)
    d = sum(1 for s in scores if s == 0.5)
    return (
        f"{name}: {n} games, fanga {w} wins, {d} draws, {n - w - d} losses: "
        f"score {100 * mean:.1f}% (95% interval {100 * max(0, mean - half):.1f}% to {100 * min(1, mean + half):.1f}%)"
    )


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--only", choices=["oware", "kalah"])
    ap.add_argument(
        "--shard",
        default="0/1",
        help="K/N: play only the games whose number is K modulo N, so that N processes share a run",
    )
    args = ap.parse_args()
    try:
        shard, shards = (int(x) for x in args.shard.split("/"))
        if not 0 <= shard < shards:
            raise ValueError
    except ValueError:
        ap.error(f"--shard takes K/N with 0 <= K < N, not {args.shard!r}")
    done = []
    if RESULTS.exists():
        done = [json.loads(l) for l in RESULTS.read_text().splitlines() if l.strip()]
    names = [args.only] if args.only else ["oware", "kalah"]
    for name in names:
        for number in range(args.games):
            if number % shards != shard:
                continue
            if any(r["game"] == name and r["number"] == number and r["movetime"] == args.movetime for r in done):
                continue
            fanga_player = number % 2
            score, plies = play(name, number, fanga_player, args.movetime)
            record = {"game": name, "number": number, "fanga": "SN"[fanga_player], "movetime": args.movetime, "score": score, "plies": plies}
            with RESULTS.open("a") as f:
                f.write(json.dumps(record) + "\n")
            done.append(record)
            print(json.dumps(record), flush=True)
    for name in names:
        print(summary([r for r in done if r["movetime"] == args.movetime], name))


if __name__ == "__main__":
    main()
