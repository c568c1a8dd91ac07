"""Cross-checks a fanga game against Ludii 1.3.13, whole turn by whole turn.

Reads the JSON lines that `traces.sh` (the driver `LudiiTraces.java`) wrote
for one Ludii game, converts every position and every legal whole turn to
fanga's notation through a per-game adapter (`crates/CRATE/tests/ludii/adapter.py`,
with the crate's fixtures: game knowledge stays in the game's crate),
asks fanga's `oracle` example for the moves of the same positions (one run
a batch of games; `--oracle BINARY` or `FANGA_ORACLE=BINARY` rather than
`cargo run --release --example oracle`), and compares: the position must be readable, the sets of moves equal, and
each move must lead to the same position or result.

    bash tools/ludii/traces.sh --lud LUD [--ruleset R] --games 1000 --out T.jsonl
    python3 tools/ludii/crosscheck.py T.jsonl --adapter CRATE
    python3 tools/ludii/crosscheck.py T.jsonl --adapter CRATE --explained
    python3 tools/ludii/crosscheck.py T.jsonl --adapter CRATE --fixture OUT

Differences are grouped by kind; a difference an adapter's `EXPLAINED` rule
accounts for (a named rule, with the quoted sources on each side) is counted
apart, and `--explained` prints one example of each. The script exits 1 on
any unexplained difference.

A game stops being compared at its first difference in the position, in the
set of moves, or in the whole turn that was played (the rest of the game is
off fanga's path); differences on moves not played do not stop it. Caps: a
whole turn Ludii ends by its own limits (status TurnLimit or MoveLimit, a
draw in Ludii, not a rule of the game) is not compared, nor a whole turn the
driver stopped exploring (more decisions than --max-decisions): its move
text, the choices made so far, must be a fanga move or begin fanga moves
(their laps written after it, space-separated); a game's trace ends when such a turn is played, or at the driver's
turn cap. All are counted in the summary.

Python standard library only.
"""

import argparse
import collections
import gzip
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
LUDII_LIMITS = ("TurnLimit", "MoveLimit")


def load_adapter(name):
    """An adapter by path, or by crate: `crates/NAME/tests/ludii/adapter.py`."""
    path = Path(name) if name.endswith(".py") else ROOT / "crates" / name / "tests" / "ludii" / "adapter.py"
    if not path.is_file():
        sys.exit(f"crosscheck: no adapter {path}")
    # Adapters import this directory's helpers (boards.py).
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    spec = importlib.util.spec_from_file_location("ludii_adapter", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_traces(path):
    """(header, iterator of (game, [turn record...], end record or None)):
    the driver writes a game's lines together, so games stream one by one."""
    opener = gzip.open if str(path).endswith(".gz") else open
    f = opener(path, "rt", encoding="utf-8")
    first = f.readline()
    header = json.loads(first).get("header") if first else None
    if header is None:
        sys.exit(f"crosscheck: {path} does not start with a header line")

    def games():
        with f:
            g, turns = None, []
            for line in f:
                r = json.loads(line)
                if r["game"] != g:
                    if g is not None:
                        yield g, turns, None
                    g, turns = r["game"], []
                if "end" in r:
                    yield g, turns, r
                    g, turns = None, []
                else:
                    turns.append(r)
            if g is not None:
                yield g, turns, None

    return header, games()


def choices(turns):
    """For each whole turn, which of its decisions were choices: a decision is
    forced when every whole turn with the same earlier decisions makes it too
    (the conventions write only choices). Decisions compare by their from,
    to, type and the actions they applied (two sowings from one hole in two
    directions are two decisions)."""
    keys = [[(d["from"], d["to"], d["type"], tuple(d["actions"])) for d in t["decisions"]] for t in turns]
    out = []
    for k in keys:
        flags = []
        for i in range(len(k)):
            alternatives = {o[i] for o in keys if len(o) > i and o[:i] == k[:i]}
            flags.append(len(alternatives) > 1 or i == 0)
        out.append(flags)
    return out


def outcome(adapter, header, pos):
    """fanga's text for what a Ludii position is: a result when over."""
    if not pos["over"]:
        return adapter.position(header, pos)
    winner = pos["winner"]
    if winner == 0:
        return "draw"
    return f"{adapter.PLAYERS[winner]} wins"


def oracle_command(args):
    if args.oracle:
        return [args.oracle]
    return ["cargo", "run", "--quiet", "--release", "--example", "oracle"]


def fanga_moves(command, game, texts):
    """fanga's {move: after} for each position text, from one oracle run."""
    data = "".join(f"{game}\t{t}\n" for t in texts)
    run = subprocess.run(command, cwd=ROOT, input=data, capture_output=True, text=True, check=True)
    answers = []
    moves = {}
    for line in run.stdout.splitlines():
        if not line:
            # An empty line ends a position's block (a position without a
            # legal move has an empty block).
            answers.append(moves)
            moves = {}
        elif line.startswith("error: "):
            moves = line
        elif isinstance(moves, dict):
            m, _, after = line.partition(" -> ")
            moves[m] = after
    if len(answers) != len(texts):
        sys.exit(f"crosscheck: the oracle answered {len(answers)} of {len(texts)} positions")
    return answers


class Report:
    def __init__(self, adapter):
        self.adapter = adapter
        self.groups = collections.OrderedDict()
        self.counts = collections.Counter()

    def add(self, kind, **d):
        d["kind"] = kind
        rule = None
        for name, text, applies in getattr(self.adapter, "EXPLAINED", []):
            if applies(d):
                rule = (name, text)
                break
        key = (kind, rule[0] if rule else None)
        if key not in self.groups:
            self.groups[key] = [0, d, rule]
        self.groups[key][0] += 1

    def unexplained(self):
        return sum(n for (_, rule), (n, _, _) in self.groups.items() if rule is None)

    def print(self, explained):
        for (kind, rule), (n, d, r) in self.groups.items():
            if rule is not None and not explained:
                continue
            label = f"explained by '{rule}'" if rule else "UNEXPLAINED"
            print(f"\n{kind}: {n} ({label}); for example, game {d['game']} turn {d['turn']}:")
            print(f"  position  {d['position']}")
            for k in ("move", "ludii", "fanga", "ludii_only", "fanga_only", "decisions"):
                if k in d:
                    print(f"  {k:9} {d[k]}")
            if r and explained:
                print("  rule: " + r[1].strip().replace("\n", "\n        "))


def ludii_rows(adapter, header, g, turns):
    """Ludii's view of each turn of a game, in fanga's notation."""
    rows = []
    for r in turns:
        row = {"game": g, "turn": r["turn"], "raw": r, "text": adapter.position(header, r["position"])}
        expected, afters, dup = {}, {}, {}
        for i, (t, flags) in enumerate(zip(r["turns"], choices(r["turns"]))):
            m = adapter.move(header, r["position"], t["decisions"], flags)
            after = t["after"]
            limited = after["over"] and after.get("status") in LUDII_LIMITS
            value = None if limited or t.get("capped") else outcome(adapter, header, after)
            if m in expected and expected[m] != value:
                dup[m] = (expected[m], value)
            expected[m] = value
            afters[m] = t
            if i == r["played"]:
                row["played"] = m
        row.update(expected=expected, afters=afters, dup=dup)
        rows.append(row)
    return rows


class Check:
    """The comparison, batch after batch of whole games."""

    def __init__(self, args, adapter, header):
        self.args = args
        self.adapter = adapter
        self.header = header
        self.game_field = " ".join([adapter.game(header)] + list(getattr(adapter, "options", lambda h: [])(header)))
        self.report = Report(adapter)
        self.stats = collections.Counter()
        self.fixture = []
        self.games = 0

    def batch(self, games):
        rows = [row for g, turns, _ in games for row in ludii_rows(self.adapter, self.header, g, turns)]
        answers = fanga_moves(oracle_command(self.args), self.game_field, [row["text"] for row in rows])
        stopped = set()
        for row, got in zip(rows, answers):
            if row["game"] not in stopped and self.turn(row, got):
                stopped.add(row["game"])
        for g, turns, end in games:
            self.games += 1
            if end and end["reason"] in LUDII_LIMITS:
                self.stats["games ended by a Ludii limit"] += 1
            elif end is None or end["reason"].startswith("driver"):
                self.stats[f"games ended by the {end['reason'] if end else 'driver'}"] += 1
        self.stats["games cut at a difference"] += len(stopped)

    def turn(self, row, got):
        """Compares one turn; true when the game stops being compared."""
        g = row["game"]
        report, stats = self.report, self.stats
        stats["turns"] += 1
        base = {"game": g, "turn": row["turn"], "position": row["text"], "raw": row["raw"]}
        if isinstance(got, str):
            report.add("fanga cannot read the position", fanga=got, **base)
            return True
        expected = row["expected"]
        for m, (a, b) in row["dup"].items():
            report.add("two Ludii turns, one fanga move, different positions", move=m, ludii=f"{a} | {b}", **base)
        # A capped Ludii turn is written as far as the search went: it stands
        # for the fanga moves it is, or begins (its choices so far).
        capped = {m for m, t in row["afters"].items() if t.get("capped")}
        covered = {x for x in got if any(x == c or x.startswith(c + " ") for c in capped)}
        ludii_only = sorted((set(expected) - set(got) - capped)
                            | {c for c in capped if not any(x == c or x.startswith(c + " ") for x in got)})
        fanga_only = sorted(set(got) - set(expected) - covered)
        if ludii_only or fanga_only:
            report.add("move sets differ", ludii_only=ludii_only, fanga_only=fanga_only, fanga_moves=got, **base)
            return True
        stop = False
        clean = not row["dup"]
        for m, exp in expected.items():
            if m not in got:  # a capped turn standing for longer fanga moves
                stats["moves ended by a Ludii limit or the driver's decision cap (not compared)"] += 1
                continue
            stats["moves"] += 1
            if exp is None:
                stats["moves ended by a Ludii limit or the driver's decision cap (not compared)"] += 1
                continue
            if exp == got[m]:
                continue
            over = [x in ("S wins", "N wins", "draw") for x in (exp, got[m])]
            kind = {(True, False): "Ludii ends the game, fanga does not",
                    (False, True): "fanga ends the game, Ludii does not",
                    (True, True): "results differ",
                    (False, False): "positions differ"}[tuple(over)]
            report.add(kind, move=m, ludii=exp, fanga=got[m], ludii_turn=row["afters"][m], **base)
            clean = False
            stop = stop or m == row.get("played")
        if clean and self.args.fixture and len({f[0] for f in self.fixture} | {g}) <= self.args.fixture_games:
            self.fixture.append((g, row["text"], got))
        return stop

    def summary(self):
        header, stats, report = self.header, self.stats, self.report
        label = f"{header['game']} {header.get('ruleset') or ''} {' '.join(header['options'])}".strip()
        print(f"Ludii {label} against fanga `{self.game_field}`: {self.games} games, {stats['turns']} turns, "
              f"{stats['moves']} moves compared")
        for k, v in stats.items():
            if k not in ("turns", "moves") and v:
                print(f"  {k}: {v}")
        explained = sum(n for (_, rule), (n, _, _) in report.groups.items() if rule is not None)
        print(f"  differences: {report.unexplained()} unexplained, {explained} explained")
        report.print(self.args.explained)
        if self.args.fixture:
            write_fixture(self.args.fixture, header, self.game_field, sample(self.fixture, self.args.fixture_positions))
        return report.unexplained()


def compare(args):
    adapter = load_adapter(args.adapter)
    header, games = read_traces(args.traces)
    check = Check(args, adapter, header)
    batch, turns = [], 0
    for n, game in enumerate(games):
        if args.games and n >= args.games:
            break
        batch.append(game)
        turns += len(game[1])
        if turns >= args.batch:
            check.batch(batch)
            batch, turns = [], 0
    if batch:
        check.batch(batch)
    return check.summary()


def sample(fixture, n):
    """At most n positions in game order: those with a move that ends the game
    (up to a quarter), then others evenly spread over the list."""
    over = [i for i, f in enumerate(fixture) if any(v in ("S wins", "N wins", "draw") for v in f[2].values())]
    keep = set(over[: n // 4])
    rest = [i for i in range(len(fixture)) if i not in keep]
    k = min(n - len(keep), len(rest))
    if k > 0:
        keep |= {rest[round(i * (len(rest) - 1) / max(k - 1, 1))] for i in range(k)}
    return [fixture[i] for i in sorted(keep)]


def write_fixture(path, header, game_field, fixture):
    """The oracle's format: a blank-line separated block a position, its first
    line the position, then `MOVE -> AFTER` lines (sorted)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write(f"# Ludii 1.3.13 {header['lud']} {header.get('ruleset') or ''} "
                f"{' '.join(header['options'])}".rstrip() + "\n")
        f.write(f"# fanga {game_field}; games {sorted({g for g, _, _ in fixture})[0]}.."
                f"{sorted({g for g, _, _ in fixture})[-1]} of seed {header['seed']}, positions Ludii and fanga agree on\n")
        f.write("# written by tools/ludii/crosscheck.py --fixture (see tools/ludii/README.md)\n")
        for _, text, moves in fixture:
            f.write("\n" + text + "\n")
            for m in sorted(moves):
                f.write(f"{m} -> {moves[m]}\n")
    print(f"wrote {len(fixture)} positions of {len({g for g, _, _ in fixture})} games to {path}")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("traces", help="the driver's JSON lines")
    p.add_argument("--adapter", required=True, help="a crate (crates/CRATE/tests/ludii/adapter.py) or an adapter's path")
    p.add_argument("--games", type=int, default=0, help="compare only the first N games")
    p.add_argument("--explained", action="store_true", help="also print the explained differences")
    p.add_argument("--oracle", help="a built oracle binary (default: cargo run --release --example oracle)")
    p.add_argument("--batch", type=int, default=5000, help="turns given to one run of the oracle")
    p.add_argument("--fixture", help="write the positions of the first games compared equal to this file")
    p.add_argument("--fixture-games", type=int, default=20, help="the fixture's positions come from this many games")
    p.add_argument("--fixture-positions", type=int, default=50, help="at most this many positions in the fixture")
    args = p.parse_args()
    if not args.oracle and os.environ.get("FANGA_ORACLE"):
        args.oracle = os.environ["FANGA_ORACLE"]
    sys.exit(1 if compare(args) else 0)


if __name__ == "__main__":
    main()
