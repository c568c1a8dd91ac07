"""A fanga tournament spread over a Ray cluster.

Two computer players meet over seeded openings, each opening played twice
with the colours swapped; every game is one Ray task, so the games run on
every worker process of every machine of the cluster at once. The driver
gathers the results as they come, prints the score of the first player with
its 95% interval, and can write every game's record to a file (self-play
data for training).

Players with a node budget (``ab:n20000``, ``mcts:2000``) search the same
tree on every machine, so a run gives the same games and the same score on
one worker or on a hundred: the script prints a digest of the records to
check it. Time budgets (``ab:100ms``) depend on each machine's load.

Start a local cluster of several worker processes and run it::

    ray start --head --num-cpus 4
    python ray_tournament.py --address auto --game katro \
        --players ab:n20000,mcts:2000 --openings 20
    ray stop

Without ``--address`` the script starts a cluster of its own on this machine
(``--workers`` processes) and stops it at the end. The figures of
``docs/python.md`` come from this script.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from dataclasses import asdict, dataclass

import ray

import fanga


@dataclass
class GameResult:
    """One game of the tournament, as a task returns it."""

    opening: int
    first_is_south: bool
    score: float  # for the first player: 1 win, 0.5 draw, 0 loss
    plies: int
    result: str
    record: str
    seconds: float
    worker: str


def opening_moves(game: fanga.Game, index: int, plies: int) -> None:
    """Plays `plies` random moves drawn from a generator seeded by the
    opening's index (the same on every machine)."""
    rng = random.Random(7919 * index + 17)
    for _ in range(plies):
        if game.is_over:
            return
        moves = sorted(game.legal_moves())
        game.play(rng.choice(moves))


@ray.remote
def play_game(
    game_name: str,
    options: dict[str, str],
    players: tuple[str, str],
    opening: int,
    opening_plies: int,
    first_is_south: bool,
    max_plies: int,
) -> GameResult:
    """Plays one game: the first player of `players` takes South when
    `first_is_south`; each search is seeded by the opening and the ply."""
    import os
    import socket

    began = time.perf_counter()
    game = fanga.Game(game_name, options)
    opening_moves(game, opening, opening_plies)
    seats = players if first_is_south else (players[1], players[0])
    while not game.is_over and len(game.moves) < max_plies:
        ply = len(game.moves)
        thought = game.think(seats[game.turn], seed=opening * 1_000 + ply)
        game.play(thought.move)
    outcome = game.outcome
    first_seat = 0 if first_is_south else 1
    if outcome is None or outcome.winner is None:
        score = 0.5
    else:
        score = 1.0 if outcome.winner == first_seat else 0.0
    return GameResult(
        opening=opening,
        first_is_south=first_is_south,
        score=score,
        plies=len(game.moves),
        result=game.result,
        record=game.record(),
        seconds=time.perf_counter() - began,
        worker=f"{socket.gethostname()}:{os.getpid()}",
    )


def interval(scores: list[float]) -> tuple[float, float]:
    """The 95% normal approximation of the mean score."""
    n = len(scores)
    mean = sum(scores) / n
    if n < 2:
        return mean, mean
    var = sum((s - mean) ** 2 for s in scores) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return max(0.0, mean - half), min(1.0, mean + half)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="katro")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="a game option"
    )
    parser.add_argument("--players", default="ab:n20000,mcts:2000", help="A,B")
    parser.add_argument("--openings", type=int, default=20)
    parser.add_argument("--opening-plies", type=int, default=4)
    parser.add_argument("--max-plies", type=int, default=400)
    parser.add_argument(
        "--address", default=None, help="a running cluster (`auto`); default: start one here"
    )
    parser.add_argument(
        "--workers", type=int, default=None, help="CPUs of the cluster this script starts"
    )
    parser.add_argument("--records", default=None, help="write every game as JSON lines")
    args = parser.parse_args(argv)

    players = tuple(args.players.split(","))
    if len(players) != 2:
        parser.error("--players takes two player specs, A,B")
    options = {}
    for assignment in args.option:
        key, sep, value = assignment.partition("=")
        if not sep:
            parser.error(f"--option {assignment}: expected KEY=VALUE")
        options[key] = value
    # Refuse a bad game, option or player here, before a task fails on a worker.
    fanga.Game(args.game, options).think(players[0], seed=0)
    fanga.Game(args.game, options).think(players[1], seed=0)

    if args.address:
        ray.init(address=args.address)
    else:
        ray.init(num_cpus=args.workers)
    cpus = int(ray.cluster_resources().get("CPU", 0))
    nodes = len([n for n in ray.nodes() if n.get("Alive")])
    print(f"cluster: {nodes} node(s), {cpus} CPUs; {args.openings * 2} games of {args.game}")

    began = time.perf_counter()
    pending = [
        play_game.remote(
            args.game,
            options,
            players,
            opening,
            args.opening_plies,
            first_is_south,
            args.max_plies,
        )
        for opening in range(args.openings)
        for first_is_south in (True, False)
    ]
    results: list[GameResult] = []
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for r in ray.get(done):
            results.append(r)
            print(
                f"  opening {r.opening:3} {players[0]} as {'S' if r.first_is_south else 'N'}: "
                f"{r.result} in {r.plies} plies, {r.seconds:.1f} s on {r.worker}",
                flush=True,
            )
    wall = time.perf_counter() - began
    ray.shutdown()

    results.sort(key=lambda r: (r.opening, not r.first_is_south))
    scores = [r.score for r in results]
    low, high = interval(scores)
    cpu = sum(r.seconds for r in results)
    digest = hashlib.sha256("".join(r.record for r in results).encode()).hexdigest()[:16]
    print(
        f"{players[0]} vs {players[1]}: {sum(scores):g}/{len(scores)} = "
        f"{100 * sum(scores) / len(scores):.1f}% (95%: {100 * low:.1f}% to {100 * high:.1f}%)"
    )
    print(
        f"wall {wall:.1f} s, game time {cpu:.1f} s, speed-up {cpu / wall:.2f}x "
        f"on {len({r.worker for r in results})} worker processes; records digest {digest}"
    )
    if args.records:
        with open(args.records, "w", encoding="utf-8") as out:
            for r in results:
                out.write(json.dumps(asdict(r)) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
