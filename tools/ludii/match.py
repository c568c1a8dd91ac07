"""fanga's computer player against one of Ludii's own AIs, on a Ludii game
whose rules fanga's game plays (a Ludii description that agrees with the
crate, checked by crosscheck.py first): `LudiiMatch.java` plays the games in
Ludii, Ludii's AI (`--ai`, given `--seconds` a decision; a decision with a
single legal move is played at once) for one side; for the other it prints
each position with its legal whole turns, which this script converts through
the crate's adapter, asks fanga's engine (`examples/engine`, `go player
SPEC`) for its move, and answers with the whole turn of that text. Colours
alternate, fanga moving first in even games.

    # Ludii's AI module, besides setup.sh's build (tools/ludii/README.md)
    python3 tools/ludii/match.py --lud FILE --adapter CRATE --player ab:100ms \\
        --ai UCT --seconds 1 --games 10 [--ai-classes DIR]

Prints one line a game and the score of fanga's player with its 95%
interval (Wilson). A move of fanga's that is not among Ludii's whole turns
stops the match: the two do not play the same rules there.
Python standard library only.
"""

import argparse
import json
import math
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
from crosscheck import choices, load_adapter  # noqa: E402


def wilson(score, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = score / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--lud", required=True)
    p.add_argument("--adapter", required=True)
    p.add_argument("--player", default="ab:100ms", help="fanga's player (engine `go player SPEC`)")
    p.add_argument("--ai", default="UCT", help="Ludii's AI (utils.AIFactory name)")
    p.add_argument("--seconds", type=float, default=1.0, help="Ludii's AI's time a decision")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--first", type=int, default=0)
    p.add_argument("--max-turns", type=int, default=600)
    p.add_argument("--engine", default=os.environ.get("FANGA_ENGINE", ROOT / "target/release/examples/engine"))
    p.add_argument("--ludii-dir", default=os.environ.get("LUDII_DIR", Path.home() / ".cache/fanga-ludii"))
    p.add_argument("--ai-classes", default=None, help="Ludii's compiled AI and Features modules (default LUDII_DIR/ai/classes)")
    a = p.parse_args()
    adapter = load_adapter(a.adapter)
    ludii_dir = Path(a.ludii_dir)
    ai_classes = Path(a.ai_classes) if a.ai_classes else ludii_dir / "ai" / "classes"
    cp = f"{(ludii_dir / 'classpath').read_text().strip()}:{ai_classes}"
    build = ai_classes.parent / "driver"
    build.mkdir(parents=True, exist_ok=True)
    subprocess.run(["javac", "-nowarn", "-d", str(build), "-cp", cp,
                    str(HERE / "LudiiTraces.java"), str(HERE / "LudiiMatch.java")], check=True)
    java = subprocess.Popen(
        ["java", "-Xss64m", "-cp", f"{cp}:{build}", "LudiiMatch", "--lud", a.lud, "--ai", a.ai,
         "--seconds", str(a.seconds), "--games", str(a.games), "--first", str(a.first),
         "--max-turns", str(a.max_turns)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        env={**os.environ, "LUDII_DIR": str(ludii_dir)})
    engine = subprocess.Popen([str(a.engine)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(cmd, until):
        engine.stdin.write(cmd + "\n")
        engine.stdin.flush()
        while True:
            line = engine.stdout.readline()
            if not line:
                sys.exit("match: the engine stopped")
            if line.startswith(until) or line.startswith("error"):
                return line.strip()

    header, game_field = None, None
    score, played = 0.0, 0
    for line in java.stdout:
        r = json.loads(line)
        if "header" in r:
            header = r["header"]
            game_field = " ".join([adapter.game(header)] + list(getattr(adapter, "options", lambda h: [])(header)))
        elif "ask" in r:
            q = r["ask"]
            text = adapter.position(header, q["position"])
            if q["turn"] < 2:
                engine.stdin.write(f"game {game_field}\n")  # a new game: fresh tables (no answer)
            engine.stdin.write(f"position {text}\n")
            best = ask(f"go player {a.player}", "bestmove")
            if not best.startswith("bestmove "):
                sys.exit(f"match: the engine answered {best!r} at {text}")
            m = best[len("bestmove "):]
            texts = [adapter.move(header, q["position"], t["decisions"], f)
                     for t, f in zip(q["turns"], choices(q["turns"]))]
            if m not in texts:
                sys.exit(f"match: fanga's move {m!r} at {text} is not a Ludii whole turn ({sorted(set(texts))})")
            java.stdin.write(f"{texts.index(m)}\n")
            java.stdin.flush()
        elif "result" in r:
            res = r["result"]
            w = res["winner"]
            points = 1.0 if w == res["outside"] else 0.5 if w in (0, -1) else 0.0
            score += points
            played += 1
            side = adapter.PLAYERS[res["outside"]]
            print(f"game {res['game']}: fanga {a.player} as {side}, {res['turns']} turns, "
                  f"{res['status']}, winner {adapter.PLAYERS.get(w, 'none')}: fanga scores {points}", flush=True)
    java.wait()
    engine.stdin.write("quit\n")
    engine.stdin.flush()
    lo, hi = wilson(score, played)
    print(f"fanga {a.player} against Ludii {a.ai} at {a.seconds} s a decision: {score} of {played} "
          f"({100 * score / max(played, 1):.0f}%, 95% interval {100 * lo:.0f}-{100 * hi:.0f}%)")


if __name__ == "__main__":
    main()
