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
import select
import subprocess
import sys
import time
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
    """The oracle in its `--scores` mode (results with each player's count,
    and the start position on request)."""
    if args.oracle:
        return [args.oracle, "--scores"]
    return ["cargo", "run", "--quiet", "--release", "--example", "oracle", "--", "--scores"]


TIMED_OUT = object()
END = ("S wins", "N wins", "draw")


class Oracle:
    """fanga's `oracle --scores`, one process for the run, asked one position
    at a time with a time limit: a position it has not answered within
    `timeout` seconds kills the process (the one this object started) and is
    answered TIMED_OUT; the next question starts a new one."""

    def __init__(self, command, timeout):
        # A path given relative to where the harness runs (it runs the oracle in the repository's root).
        if os.sep in command[0]:
            command = [os.path.abspath(command[0])] + command[1:]
        self.command, self.timeout = command, timeout
        self.proc, self.buffer = None, b""

    def close(self):
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc, self.buffer = None, b""

    def ask(self, field, text):
        """fanga's {move: after} for a position text (`after` a position text,
        or a result followed by ` score S N`), a line `error: ...`, or
        TIMED_OUT."""
        if self.proc is None:
            self.proc = subprocess.Popen(self.command, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.proc.stdin.write(f"{field}\t{text}\n".encode())
        self.proc.stdin.flush()
        deadline = time.monotonic() + self.timeout
        fd = self.proc.stdout.fileno()
        while b"\n\n" not in b"\n" + self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.close()
                return TIMED_OUT
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                sys.exit(f"crosscheck: the oracle stopped (exit status {self.proc.wait()})")
            self.buffer += chunk
        # A position's block ends with an empty line (a position without a
        # legal move has an empty block).
        cut = (b"\n" + self.buffer).index(b"\n\n")
        block, self.buffer = self.buffer[:cut], self.buffer[cut + 1:]
        moves = {}
        for line in block.decode().splitlines():
            if line.startswith("error: "):
                return line
            m, _, after = line.partition(" -> ")
            moves[m] = after
        return moves


def split_score(after):
    """(fanga's `after` without its count, the count (S, N) or None)."""
    if after.startswith(END) and " score " in after:
        result, _, score = after.partition(" score ")
        return result, tuple(int(x) for x in score.split())
    return after, None


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
        return rule

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


def ludii_score(adapter, header, pos):
    """Ludii's count at the end, South first: its own `(score P)` when the
    game keeps scores (the driver writes them, "scores"), else the seeds on
    each player's side, the board sites of the tracks he owns."""
    by = {}
    for p, letter in adapter.PLAYERS.items():
        if pos.get("scores"):
            by[letter] = pos["scores"][p - 1]
        else:
            sites = {s for t in header["tracks"] if t["owner"] == p for s in t["sites"]}
            by[letter] = sum(pos["counts"][s] for s in sites)
    return by["S"], by["N"]


def ludii_rows(adapter, header, g, turns):
    """Ludii's view of each turn of a game, in fanga's notation."""
    for r in turns:
        row = {"game": g, "turn": r["turn"], "raw": r, "text": adapter.position(header, r["position"])}
        expected, afters, dup, scores = {}, {}, {}, {}
        for i, (t, flags) in enumerate(zip(r["turns"], choices(r["turns"]))):
            m = adapter.move(header, r["position"], t["decisions"], flags)
            after = t["after"]
            limited = after["over"] and after.get("status") in LUDII_LIMITS
            value = None if limited or t.get("capped") else outcome(adapter, header, after)
            if m in expected and expected[m] != value:
                dup[m] = (expected[m], value)
            expected[m] = value
            afters[m] = t
            if value in END:
                scores[m] = ludii_score(adapter, header, after)
            if i == r["played"]:
                row["played"] = m
        row.update(expected=expected, afters=afters, dup=dup, scores=scores)
        yield row


class Check:
    """The comparison, game after game, each position asked of the oracle
    with a time limit."""

    def __init__(self, args, adapter, header):
        self.args = args
        self.adapter = adapter
        self.header = header
        self.game_field = " ".join([adapter.game(header)] + list(getattr(adapter, "options", lambda h: [])(header)))
        self.report = Report(adapter)
        self.stats = collections.Counter()
        self.fixture = []
        self.games = 0
        self.timed_out = []
        self.start = None
        self.oracle = Oracle(oracle_command(args), args.timeout)

    def check_start(self, g, first):
        """Ludii's start against fanga's, once (every game starts alike)."""
        ludii = self.adapter.position(self.header, first["position"])
        fanga = self.oracle.ask(self.game_field, "start")
        fanga = fanga.get("start") if isinstance(fanga, dict) else str(fanga)
        self.start = (ludii, fanga)
        if ludii != fanga:
            self.report.add("start positions differ", game=g, turn=first["turn"], position=ludii,
                            ludii=ludii, fanga=fanga, raw=first)

    def game(self, g, turns, end):
        self.games += 1
        if self.start is None and turns and not self.header.get("starts"):
            self.check_start(g, turns[0])
        cut = None
        for row in ludii_rows(self.adapter, self.header, g, turns):
            if cut and not self.args.past_cuts:
                break
            got = self.oracle.ask(self.game_field, row["text"])
            if got is TIMED_OUT:
                self.timed_out.append((g, row["turn"], row["text"]))
                cut = cut or "timed out"
            elif cut:
                self.stats["positions past a cut asked, not compared (--past-cuts)"] += 1
            else:
                cut = self.turn(row, got)
        if cut:
            self.stats[f"games cut: {cut}"] += 1
        elif end and end["reason"] in LUDII_LIMITS:
            self.stats["games ended by a Ludii limit"] += 1
        elif end is None or end["reason"].startswith("driver"):
            self.stats[f"games ended by the {end['reason'] if end else 'driver'}"] += 1
        else:
            self.stats["games compared to their end"] += 1

    def turn(self, row, got):
        """Compares one turn; why the game stops being compared, or None.
        An explained difference does not stop it (the next turn is compared
        from Ludii's position), unless fanga's game is over on the move
        played."""
        g = row["game"]
        report, stats = self.report, self.stats
        stats["turns"] += 1
        base = {"game": g, "turn": row["turn"], "position": row["text"], "raw": row["raw"]}
        if isinstance(got, str):
            report.add("fanga cannot read the position", fanga=got, **base)
            return "a difference"
        scores = {}
        for m, after in list(got.items()):
            got[m], score = split_score(after)
            if score is not None:
                scores[m] = score
        expected = row["expected"]
        played = row.get("played")
        stop = None
        for m, (a, b) in row["dup"].items():
            report.add("two Ludii turns, one fanga move, different positions", move=m, ludii=f"{a} | {b}", **base)
            stop = None if self.args.no_cut else "a difference"
        # A capped Ludii turn is written as far as the search went: it stands
        # for the fanga moves it is, or begins (its choices so far).
        capped = {m for m, t in row["afters"].items() if t.get("capped")}
        covered = {x for x in got if any(x == c or x.startswith(c + " ") for c in capped)}
        ludii_only = sorted((set(expected) - set(got) - capped)
                            | {c for c in capped if not any(x == c or x.startswith(c + " ") for x in got)})
        fanga_only = sorted(set(got) - set(expected) - covered)
        if ludii_only or fanga_only:
            rule = report.add("move sets differ", ludii_only=ludii_only, fanga_only=fanga_only, fanga_moves=got, **base)
            if rule is None and not self.args.no_cut:
                return "a difference"
            stats["turns with explained move sets, their shared moves compared"] += 1
            if played in ludii_only:
                stats["turns played off fanga's moves (explained), the next from Ludii's position"] += 1
        clean = not row["dup"] and not (ludii_only or fanga_only)
        for m, exp in expected.items():
            if m not in got:  # a Ludii-only move, or a capped turn standing for longer fanga moves
                if m in capped:
                    stats["moves ended by a Ludii limit or the driver's decision cap (not compared)"] += 1
                continue
            stats["moves"] += 1
            if exp is None:
                stats["moves ended by a Ludii limit or the driver's decision cap (not compared)"] += 1
                continue
            if exp == got[m]:
                if m in scores and m in row["scores"]:
                    stats["moves ending both games, scores compared"] += 1
                    if scores[m] != row["scores"][m]:
                        s, n = row["scores"][m]
                        fs, fn = scores[m]
                        rule = report.add("scores differ", move=m, ludii=f"{exp} S {s} N {n}",
                                          fanga=f"{got[m]} S {fs} N {fn}", ludii_turn=row["afters"][m], **base)
                        clean = False
                        if rule is None and m == played and not self.args.no_cut:
                            stop = "a difference"
                continue
            over = [x in END for x in (exp, got[m])]
            kind = {(True, False): "Ludii ends the game, fanga does not",
                    (False, True): "fanga ends the game, Ludii does not",
                    (True, True): "results differ",
                    (False, False): "positions differ"}[tuple(over)]
            rule = report.add(kind, move=m, ludii=exp, fanga=got[m], ludii_turn=row["afters"][m], **base)
            clean = False
            if rule and over == [False, True] and m in scores and self.header.get("keeps_scores") is False:
                # Ludii plays on where fanga's game is over (explained): fanga's
                # count against the seeds on each side of Ludii's board then.
                stats["moves ending fanga's game only (explained), its count against Ludii's board"] += 1
                ludii = ludii_score(self.adapter, self.header, row["afters"][m]["after"])
                if scores[m] != ludii:
                    report.add("scores differ", move=m, ludii=f"{exp} S {ludii[0]} N {ludii[1]}",
                               fanga=f"{got[m]} S {scores[m][0]} N {scores[m][1]}", ludii_turn=row["afters"][m], **base)
            if m == played and stop is None:
                if rule is None and not self.args.no_cut:
                    stop = "a difference"
                elif over[1]:
                    stop = "fanga's game over at an explained difference"
        if clean and self.args.fixture and len({f[0] for f in self.fixture} | {g}) <= self.args.fixture_games:
            self.fixture.append((g, row["text"], got))
        return stop

    def summary(self):
        self.oracle.close()
        header, stats, report = self.header, self.stats, self.report
        label = f"{header['game']} {header.get('ruleset') or ''} {' '.join(header['options'])}".strip()
        print(f"Ludii {label} against fanga `{self.game_field}`: {self.games} games, {stats['turns']} turns, "
              f"{stats['moves']} moves compared")
        if self.start:
            same = "the same" if self.start[0] == self.start[1] else "DIFFERENT"
            print(f"  start: {same} (Ludii {self.start[0]}; fanga {self.start[1]})")
        elif header.get("starts"):
            print(f"  start: not compared (the driver's {header['starts']} built start positions, --starts)")
        for k, v in stats.items():
            if k not in ("turns", "moves") and v:
                print(f"  {k}: {v}")
        explained = sum(n for (_, rule), (n, _, _) in report.groups.items() if rule is not None)
        print(f"  differences: {report.unexplained()} unexplained, {explained} explained")
        print(f"  positions timed out (after {self.args.timeout:g} s, not compared, their game cut there): "
              f"{len(self.timed_out)}")
        for g, t, text in self.timed_out[:20]:
            print(f"    game {g} turn {t}: {text}")
        report.print(self.args.explained)
        if self.args.fixture:
            write_fixture(self.args.fixture, header, self.game_field, sample(self.fixture, self.args.fixture_positions))
        return report.unexplained()


def compare(args):
    adapter = load_adapter(args.adapter)
    for extra in args.explain or []:
        adapter.EXPLAINED = list(getattr(adapter, "EXPLAINED", [])) + load_explanations(extra, adapter)
    header, games = read_traces(args.traces)
    check = Check(args, adapter, header)
    try:
        for n, (g, turns, end) in enumerate(games):
            if args.games and n >= args.games:
                break
            check.game(g, turns, end)
    finally:
        check.oracle.close()
    return check.summary()


def load_explanations(path, adapter):
    """The `EXPLAINED` rules of a further file (`--explain FILE`), for a Ludii
    description the adapter's own rules do not cover; its `setup(adapter)`,
    if any, is given the adapter first."""
    spec = importlib.util.spec_from_file_location(f"ludii_explain_{Path(path).stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if hasattr(module, "setup"):
        module.setup(adapter)
    return list(module.EXPLAINED)


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
    p.add_argument("--timeout", type=float, default=20.0,
                   help="seconds the oracle may take on one position; past it the position is counted as timed out "
                        "and its game cut (default 20)")
    p.add_argument("--no-cut", action="store_true",
                   help="never cut a game at a difference: every turn is compared from Ludii's position, the moves "
                        "both sides have compared, and the differences counted by kind (for a Ludii description that "
                        "differs from fanga's reading at once)")
    p.add_argument("--past-cuts", action="store_true",
                   help="ask the oracle the positions after a game's cut too (not compared; what the harness did "
                        "before its time limit, when such a position could hang it)")
    p.add_argument("--explain", action="append",
                   help="a file of further EXPLAINED rules (for a Ludii description the adapter does not cover)")
    p.add_argument("--fixture", help="write the positions of the first games compared equal to this file")
    p.add_argument("--fixture-games", type=int, default=20, help="the fixture's positions come from this many games")
    p.add_argument("--fixture-positions", type=int, default=50, help="at most this many positions in the fixture")
    args = p.parse_args()
    if not args.oracle and os.environ.get("FANGA_ORACLE"):
        args.oracle = os.environ["FANGA_ORACLE"]
    sys.exit(1 if compare(args) else 0)


if __name__ == "__main__":
    main()
