"""Cross-checks fanga's Toguz Kumalak against PyPI's `toguz` 0.5.6 (C++
through pybind11), move by move over seeded random games
(tools/toguz/README.md).

    bash tools/toguz/setup.sh        # once: the package, built, in /tmp/toguz-venv
    cargo build --release -p fanga --example oracle
    python3 tools/toguz/crosscheck.py --games 200 --seed 7 \\
        --oracle target/release/examples/oracle --explained

The package is a board and its moves, no game: `Board(sockets, tuzdeks,
kaznas)`, `makeMove(hole, player)` (sow, make a tuzdyk where it may, capture
an even count, empty every tuzdyk into its owner's kazna), `isMovePossible`,
`atsyrauFunction` (every row's seeds to the row's owner). The game around it
is this script's, from the package's own pieces: a player's moves are his
non-empty holes (what the package's minimax tries), a move ends the game
when a kazna holds more than 81 (`kaznas[p] > K * N`, the minimax's end
test) or when the player to move next has no seed (`isMovePossible`), and
then `atsyrauFunction` gives out the seeds left; the kaznas are the count,
the larger wins.

Game g draws uniformly among the package's moves with Python's
`random.Random(seed * 1000003 + g)`. At every turn the script reads the
board as fanga's position text, asks fanga's `oracle --scores` the same
position, and compares move by move (both name a move by its hole): the
moves, the position each leads to (fanga's tuzdyk seeds moved to their
owner's store, as the package keeps them), the end, the result and the
count. Every turn is compared from the package's board, so a game goes on
past a difference along the package's own moves. Differences are grouped by
kind; those a rule of EXPLAINED accounts for are counted apart
(`--explained` prints one example of each with its rule). Exits 1 on any
unexplained difference. Run it with any Python 3: it runs itself again
with the environment's (TOGUZ_VENV, default /tmp/toguz-venv) when `toguz`
is not importable.
"""

import argparse
import collections
import os
import random
import sys
from pathlib import Path

try:
    import toguz
except ImportError:
    python = Path(os.environ.get("TOGUZ_VENV", "/tmp/toguz-venv")) / "bin" / "python"
    if not python.exists() or os.environ.get("TOGUZ_REEXEC"):
        sys.exit(f"crosscheck: no `toguz` package (run tools/toguz/setup.sh; looked in {python})")
    os.environ["TOGUZ_REEXEC"] = "1"
    os.execv(str(python), [str(python), *sys.argv])

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools" / "ludii"))
from crosscheck import END, TIMED_OUT, Oracle, Report, split_score  # noqa: E402  (the Ludii harness's oracle)

FANGA_GAME = "toguz-kumalak"
K = 9  # holes a row
LETTERS = "SN"


def hole(i):
    """fanga's name of the package's socket i: 0..8 South's a1..i1, 9..17
    North's own first to ninth hole, i2..a2 (both sown in that order)."""
    return f"{'abcdefghi'[i]}1" if i < K else f"{'abcdefghi'[2 * K - 1 - i]}2"


def position(board, player):
    """fanga's text of the package's board, `player` (0 South, 1 North) to move."""
    s = board.sockets
    north = ",".join(str(s[2 * K - 1 - c]) for c in range(K))  # a2..i2
    south = ",".join(str(s[c]) for c in range(K))
    text = f"{north}/{south} {LETTERS[player]} store={board.kaznas[0]},{board.kaznas[1]}"
    owned = sorted(((hole(t), LETTERS[p]) for p, t in enumerate(board.tuzdeks) if t != -1),
                   key=lambda x: (x[0][1], x[0][0]))
    if owned:
        text += " children=" + ",".join(f"{h}:{p}" for h, p in owned)
    return text


def board_of(text):
    """The package's board and player to move of fanga's position text (the
    inverse of `position`)."""
    words = text.split()
    north, south = ([int(x) for x in r.split(",")] for r in words[0].split("/"))
    fields = dict(w.split("=", 1) for w in words[2:])
    kaznas = [int(x) for x in fields.get("store", "0,0").split(",")]
    tuzdeks = [-1, -1]
    for child in filter(None, fields.get("children", "").split(",")):
        h, owner = child.split(":")
        col = "abcdefghi".index(h[0])
        tuzdeks[LETTERS.index(owner)] = col if h[1] == "1" else 2 * K - 1 - col
    sockets = south + north[::-1]
    return toguz.Board(sockets, tuzdeks, kaznas), LETTERS.index(words[1])


def fanga_position(text):
    """fanga's position with each child's seeds moved to its owner's store
    (the package empties a tuzdyk into its owner's kazna after every move),
    and without the field naming the game (the oracle is asked it by name)."""
    words = text.split()
    fields = {k: v for k, v in (w.split("=", 1) for w in words[2:]) if v != FANGA_GAME}
    if "children" in fields:
        rows = [[int(x) for x in r.split(",")] for r in words[0].split("/")]
        store = [int(x) for x in fields["store"].split(",")]
        for child in fields["children"].split(","):
            h, owner = child.split(":")
            row, col = (1 if h[1] == "1" else 0), "abcdefghi".index(h[0])
            store[LETTERS.index(owner)] += rows[row][col]
            rows[row][col] = 0
        fields["store"] = ",".join(map(str, store))
        words[0] = "/".join(",".join(map(str, r)) for r in rows)
    return " ".join(words[:2] + [f"{k}={v}" for k, v in fields.items()])


def copy(board):
    return toguz.Board(list(board.sockets), list(board.tuzdeks), list(board.kaznas))


def moves(board, player):
    return [i for i in range(player * K, player * K + K) if board.sockets[i] > 0]


def play(board, i, player):
    """The package's move: (the board after it, the value: fanga's text of
    the position, or (result, (S, N) count) at the end)."""
    after = copy(board)
    after.makeMove(i, bool(player))
    nxt = 1 - player
    if max(after.kaznas) > K * K or not after.isMovePossible(bool(nxt)):
        if max(after.kaznas) <= K * K:
            after.atsyrauFunction(bool(nxt))
        s, n = after.kaznas
        return after, ("S wins" if s > n else "N wins" if n > s else "draw", (s, n))
    return after, position(after, nxt)


# The kinds of difference the package and fanga are known to have, each with
# the rule on each side: (name, text, predicate over a difference `d`).

def _int8_kazna(d):
    """The package's kazna is an `int_fast8_t` (toguz.h: `std::array<int_fast8_t,
    2> kaznas`): past 127 it wraps to negative numbers. The predicate requires
    a game's end on both sides, the package's count to be fanga's with 256
    taken from a kazna past 127, and fanga's result to be the true count's."""
    if d["kind"] != "the end differs":
        return False
    t, f = d["toguz_value"], d["fanga_value"]
    if not isinstance(t, tuple) or not isinstance(f, tuple) or f[1] is None:
        return False
    wrapped = tuple(x + 256 if x < 0 else x for x in t[1])
    if wrapped != f[1] or wrapped == t[1]:
        return False
    s, n = wrapped
    # fanga's result is the true one from the true count
    return f[0] == ("S wins" if s > n else "N wins" if n > s else "draw")


def leftover_end(text):
    """The end fanga's `end.fewer_than` (2) makes of a position text with one
    seed left on the board and no tuzdyk: the seed to its row's owner,
    (result, (S, N) count); None for any other position."""
    words = text.split()
    fields = dict(w.split("=", 1) for w in words[2:])
    north, south = ([int(x) for x in r.split(",")] for r in words[0].split("/"))
    if "children" in fields or sum(north) + sum(south) != 1:
        return None
    s, n = (int(x) for x in fields["store"].split(","))
    s, n = (s + 1, n) if sum(south) else (s, n + 1)
    return ("S wins" if s > n else "N wins" if n > s else "draw"), (s, n)


def _one_seed_left(d):
    """fanga ends the game when one seed is left on the board and no tuzdyk
    exists (`end.fewer_than` 2, MancalaGames's rule), the seed to its row's
    owner; the package plays on. The predicate requires the package's
    position after the move to hold one seed and no tuzdyk, and fanga's end
    to be that seed given to its row's owner."""
    if d["kind"] != "the end differs" or not isinstance(d["toguz_value"], str):
        return False
    return leftover_end(d["toguz_value"]) == d["fanga_value"]


EXPLAINED = [
    ("the package's kazna is 8 bits: past 127 it wraps",
     "see docs/toguz.md, 'an 8-bit kazna'", _int8_kazna),
    ("fanga ends the game at one seed left without a tuzdyk; the package plays on",
     "see docs/toguz.md, 'one seed left'", _one_seed_left),
]


class Check:
    def __init__(self, args):
        self.args = args
        self.oracle = Oracle([args.oracle, "--scores"], args.timeout)
        self.report = Report(sys.modules[__name__])
        self.stats = collections.Counter()
        self.timed_out = []

    def start(self):
        got = self.oracle.ask(FANGA_GAME, "start")
        mine = position(toguz.Board(), 0)
        theirs = fanga_position(got["start"]) if isinstance(got, dict) else str(got)
        if mine != theirs:
            self.report.add("start positions differ", game=0, turn=0, position=mine, toguz=mine, fanga=theirs)
        return mine, theirs

    def turn(self, g, t, board, player):
        """Compares one turn; false when the rest of the game cannot be."""
        s = self.stats
        text = position(board, player)
        base = {"game": g, "turn": t, "position": text}
        got = self.oracle.ask(FANGA_GAME, text)
        if got is TIMED_OUT:
            self.timed_out.append((g, t, text))
            return False
        if isinstance(got, str):
            self.report.add("fanga cannot read the position", fanga=got, **base)
            return False
        s["positions"] += 1
        fanga = {}
        for m, after in got.items():
            v, score = split_score(after)
            fanga[m] = (v, score) if v in END else fanga_position(v)
        ours = {hole(i): play(board, i, player)[1] for i in moves(board, player)}
        s["moves"] += len(ours)
        same = True
        for m in sorted(set(ours) | set(fanga)):
            if m not in fanga:
                self.report.add("a move only the package has", move=m, toguz=ours[m], **base)
                same = False
                continue
            if m not in ours:
                self.report.add("a move only fanga has", move=m, fanga=fanga[m], **base)
                same = False
                continue
            a, f = ours[m], fanga[m]
            if isinstance(a, tuple) and isinstance(f, tuple):
                s["moves ending both games, counts compared"] += 1
            if a != f:
                kind = "the end differs" if isinstance(a, tuple) or isinstance(f, tuple) else "positions differ"
                self.report.add(kind, move=m, toguz=a, fanga=f, toguz_value=a, fanga_value=f, **base)
                same = False
        if same:
            s["positions with the same moves and results"] += 1
        # the author's own game loops (Haller125/toguzAI, dataset_generation/main.py) end at
        # `kaznas >= 81`; the package's minimax, and this script, at more than 81
        s["moves leaving a kazna at 81 exactly, the game going on"] += sum(
            1 for v in ours.values() if isinstance(v, str) and "81" in v.split(" store=")[1].split()[0].split(","))
        return True

    def run(self):
        self.begin = self.start()
        if self.args.position:
            for text in self.args.position:
                board, player = board_of(text)
                self.turn("-", "-", board, player)
            self.stats["games"] = 0
            self.oracle.close()
            return self.summary()
        for g in range(self.args.games):
            rng = random.Random(self.args.seed * 1000003 + g)
            board, player = toguz.Board(), 0
            for t in range(self.args.max_turns):
                if not self.turn(g, t, board, player):
                    self.stats["games cut (fanga timed out or could not read)"] += 1
                    break
                legal = moves(board, player)
                board, value = play(board, rng.choice(legal), player)
                if isinstance(value, tuple):
                    self.stats[f"games ended: {value[0]}"] += 1
                    break
                player = 1 - player
            else:
                self.stats["games cut at --max-turns"] += 1
            self.stats["games"] += 1
        self.oracle.close()
        return self.summary()

    def summary(self):
        s = self.stats
        what = "the positions given" if self.args.position else f"seed {self.args.seed}: {s['games']} games"
        print(f"toguz 0.5.6 against fanga `{FANGA_GAME}`, {what}, "
              f"{s['positions']} positions, {s['moves']} moves compared")
        same = "the same" if self.begin[0] == self.begin[1] else "DIFFERENT"
        print(f"  start: {same} (toguz {self.begin[0]}; fanga {self.begin[1]})")
        for k, v in sorted(s.items()):
            if k not in ("games", "positions", "moves"):
                print(f"  {k}: {v}")
        unexplained = self.report.unexplained()
        explained = sum(n for n, _, _ in self.report.groups.values()) - unexplained
        print(f"  differences: {unexplained} unexplained, {explained} explained")
        print(f"  timed out (after {self.args.timeout:g} s; the rest of the game not compared): {len(self.timed_out)}")
        for g, t, text in self.timed_out[:20]:
            print(f"    game {g} turn {t}: {text}")
        for (kind, rule), (n, d, r) in self.report.groups.items():
            print(f"  {kind}: {n} ({f'explained by {rule!r}' if rule else 'UNEXPLAINED'})")
        for (kind, rule), (n, d, r) in self.report.groups.items():
            if rule is not None and not self.args.explained:
                continue
            print(f"\n{kind}: {n}; for example, game {d['game']} turn {d['turn']}:")
            print(f"  position  {d['position']}")
            for k in ("move", "toguz", "fanga"):
                if k in d:
                    print(f"  {k:9} {d[k]}")
            if r and self.args.explained:
                print("  rule: " + r[1].strip().replace("\n", "\n        "))
        return unexplained


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-turns", type=int, default=1000, help="a game's turns at most")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds fanga may take on a position")
    p.add_argument("--oracle", default=os.environ.get("FANGA_ORACLE"), required="FANGA_ORACLE" not in os.environ,
                   help="a built oracle example")
    p.add_argument("--explained", action="store_true", help="also print the explained differences with their rule")
    p.add_argument("--position", action="append", metavar="TEXT",
                   help="compare this position's moves only (fanga's text; repeatable), no games")
    args = p.parse_args()
    sys.exit(1 if Check(args).run() else 0)


if __name__ == "__main__":
    main()
