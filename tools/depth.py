"""Depth reached by the engine's alpha-beta at a time budget, move by move.

    cargo build --release --example engine
    python3 tools/depth.py GAME [--plies 40] [--movetime 100] [--fresh]

Plays GAME through the engine protocol (`examples/engine.rs`), both sides
`go movetime MS`, and prints the depth of the last complete iteration of
each move and their mean. With --fresh, every search starts from a new
session (nothing kept from the previous search), to compare with the
default, where each side keeps its table from move to move.
"""

import argparse
import subprocess
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[1] / "target" / "release" / "examples" / "engine"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("game")
    ap.add_argument("--plies", type=int, default=40)
    ap.add_argument("--movetime", type=int, default=100)
    ap.add_argument("--fresh", action="store_true")
    a = ap.parse_args()
    eng = subprocess.Popen([str(ENGINE)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(line):
        eng.stdin.write(line + "\n")
        eng.stdin.flush()

    send("game " + a.game)
    moves, depths = [], []
    for _ in range(a.plies):
        if a.fresh:
            send("game " + a.game)
        send("position startpos" + (" moves " + "; ".join(moves) if moves else ""))
        send(f"go movetime {a.movetime}")
        depth = None
        while True:
            line = eng.stdout.readline().strip()
            if line.startswith("error"):
                raise SystemExit(line)
            if line.startswith("info depth "):
                depth = int(line.split()[2])
            if line.startswith("bestmove "):
                best = line.split(" ", 1)[1]
                break
        if best == "(none)":
            break
        depths.append(depth)
        moves.append(best)
    send("quit")
    eng.wait()
    kind = "fresh" if a.fresh else "kept"
    print(f"{a.game} ({kind}): {len(depths)} plies, mean depth {sum(depths) / len(depths):.2f}")
    print(" ".join(map(str, depths)))


if __name__ == "__main__":
    main()
