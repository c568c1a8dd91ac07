"""Cross-checks a fanga game against AbstractPlay's implementation of it,
move by move over seeded random games (tools/abstractplay/README.md).

    bash tools/abstractplay/setup.sh           # once
    cargo build --release -p fanga --example oracle
    python3 tools/abstractplay/crosscheck.py --game NAME --games 200 --seed 7 \\
        --oracle target/release/examples/oracle --explained

`driver.ts` (run with the `tsx` that setup.sh installed) plays AbstractPlay's
game: at every turn its state, every legal move and what each leads to.
The game's adapter (named in games.txt, beside this file) reads a state as
fanga's position text and a finished game as fanga's result and count;
fanga's `oracle --scores` lists the moves of the same position with what
each leads to. Moves are written differently on each side, so the two are
compared by what the moves lead to: the start, the set of positions (or
results) the legal moves reach, the results and each player's count at the
end. Every position is compared from AbstractPlay's state (the game goes on
past a difference, along AbstractPlay's own moves).

Time limits: fanga's oracle is asked one position at a time and killed past
--timeout seconds (the position counted as timed out, the rest of its game
not compared); the driver is killed when it writes nothing for --timeout
seconds (the turn counted as timed out, the run going on from the next game).

Differences are grouped by kind; those an adapter's EXPLAINED rule accounts
for are counted apart (`--explained` prints one example of each with its
rule). Exits 1 on any unexplained difference. Python standard library only.
"""

import argparse
import collections
import importlib.util
import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "tools" / "ludii"))
from crosscheck import END, TIMED_OUT, Oracle, split_score  # noqa: E402  (the Ludii harness's oracle)
from crosscheck import Report as LudiiReport  # noqa: E402
from crosscheck import oracle_command  # noqa: E402

CACHE = Path(os.environ.get("ABSTRACTPLAY_DIR")
             or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "fanga" / "abstractplay-b8c3115")


def load_adapter(entry):
    path = HERE / entry["adapter"]
    spec = importlib.util.spec_from_file_location("abstractplay_adapter", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Driver:
    """driver.ts as a stream of JSON lines, each awaited at most `timeout`
    seconds; restarted from a given game after a kill."""

    def __init__(self, args):
        self.args, self.proc, self.buffer = args, None, b""

    def start(self, first):
        tsx = CACHE / "node_modules" / ".bin" / "tsx"
        if not tsx.exists():
            sys.exit(f"crosscheck: no tsx in {CACHE} (run tools/abstractplay/setup.sh)")
        command = [str(tsx), str(HERE / "driver.ts"), "--game", self.args.game, "--games", str(self.args.games),
                   "--seed", str(self.args.seed), "--from", str(first), "--max-turns", str(self.args.max_turns)]
        # Its own process group: tsx runs the game in a child process, which
        # a kill of tsx alone would leave running.
        self.proc = subprocess.Popen(command, stdout=subprocess.PIPE, start_new_session=True,
                                     env=dict(os.environ, ABSTRACTPLAY_DIR=str(CACHE)))
        self.buffer = b""

    def close(self):
        if self.proc is not None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)  # the group this object started
            except ProcessLookupError:
                pass
            self.proc.wait()
            self.proc = None

    def read(self, timeout):
        """The next record, None at the end of the stream, TIMED_OUT."""
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.close()
                return TIMED_OUT
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return None
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(line)


class Report(LudiiReport):
    """The Ludii harness's grouping of differences (by kind and rule), with
    this harness's printing."""

    def totals(self):
        return self.unexplained(), sum(n for n, _, _ in self.groups.values()) - self.unexplained()

    def print(self, explained):
        for (kind, rule), (n, d, r) in self.groups.items():
            print(f"  {kind}: {n} ({f'explained by {rule!r}' if rule else 'UNEXPLAINED'})")
        for (kind, rule), (n, d, r) in self.groups.items():
            if rule is not None and not explained:
                continue
            print(f"\n{kind}: {n}; for example, game {d['game']} turn {d['turn']}:")
            print(f"  position      {d['position']}")
            for k in ("abstractplay", "fanga", "moves"):
                if k in d:
                    print(f"  {k:13} {d[k]}")
            if r and explained:
                print("  rule: " + r[1].strip().replace("\n", "\n        "))


class Check:
    def __init__(self, args, adapter):
        self.args, self.adapter = args, adapter
        self.field = adapter.fanga_game()
        self.oracle = Oracle(oracle_command(args), args.timeout)
        self.report = Report(adapter)
        self.stats = collections.Counter()
        self.timed_out = []
        self.start = None
        self.inherited = {}

    def value(self, after):
        """fanga's text for what an AbstractPlay move leads to, and the count."""
        if after["over"]:
            return self.adapter.result(after), self.adapter.score(after)
        return self.adapter.position(after["state"]), None

    def turn(self, r):
        """Compares one turn; false when the rest of the game cannot be."""
        s = self.stats
        text = self.adapter.position(r["state"])
        base = {"game": r["game"], "turn": r["turn"], "position": text, "raw": r,
                # the previous turn's move played led the two sides to positions that differ in one
                # field: (AbstractPlay's, fanga's), this position being AbstractPlay's
                "inherited": self.inherited.pop(r["game"], None),
                # fanga's moves of another position, for an explanation that checks its case
                "ask": lambda t: self.oracle.ask(self.field, t)}
        if self.start is None:
            fanga = self.oracle.ask(self.field, "start")
            self.start = (text, fanga.get("start") if isinstance(fanga, dict) else str(fanga))
            if isinstance(fanga, dict) and hasattr(self.adapter, "fanga_position"):
                self.start = (text, self.adapter.fanga_position(self.start[1]))
            if self.start[0] != self.start[1]:
                self.report.add("start positions differ", abstractplay=text, fanga=self.start[1], **base)
        got = self.oracle.ask(self.field, text)
        if got is TIMED_OUT:
            self.timed_out.append(("fanga", r["game"], r["turn"], text))
            return False
        if isinstance(got, str):
            self.report.add("fanga cannot read the position", fanga=got, **base)
            return False
        s["positions"] += 1
        fanga, fscores = collections.defaultdict(list), {}
        for m, after in got.items():
            v, score = split_score(after)
            if v not in END and hasattr(self.adapter, "fanga_position"):
                v = self.adapter.fanga_position(v)
            fanga[v].append(m)
            if score is not None and hasattr(self.adapter, "fanga_score"):
                score = self.adapter.fanga_score(score)
            fscores[v] = score
        ap, ascores = collections.defaultdict(list), {}
        for entry in r["moves"]:
            s["moves"] += 1
            if "error" in entry:
                self.report.add("AbstractPlay refuses a move it lists", abstractplay=f"{entry['move']}: {entry['error']}",
                                moves=entry, **base)
                continue
            v, score = self.value(entry["after"])
            ap[v].append(entry["move"])
            ascores[v] = score
        ap_only = [v for v in ap if v not in fanga]
        fanga_only = [v for v in fanga if v not in ap]
        # A position both reach but for one field of the text after the
        # board (the same board, another takasia, say) is one difference.
        for a in list(ap_only):
            for f in fanga_only:
                wa, wf = a.split(), f.split()
                # (the first word, the board, the same)
                if len(wa) == len(wf) and wa[0] == wf[0] and sum(x != y for x, y in zip(wa, wf)) == 1:
                    self.report.add("positions differ in one field", abstractplay=f"{' '.join(ap[a])} -> {a}",
                                    fanga=f"{' '.join(fanga[f])} -> {f}", ap_moves=ap[a], ap_value=a,
                                    fanga_moves=fanga[f], fanga_value=f, ap_values=dict(ap), fanga_values=dict(fanga),
                                    **base)
                    ap_only.remove(a)
                    fanga_only.remove(f)
                    if 0 <= r["played"] < len(r["moves"]) and r["moves"][r["played"]]["move"] in ap[a]:
                        self.inherited[r["game"]] = (a, f)
                    break
        for v in ap_only:
            self.report.add("a position only AbstractPlay's moves reach", abstractplay=f"{' '.join(ap[v])} -> {v}",
                            ap_moves=ap[v], ap_value=v, fanga_values=dict(fanga), ap_values=dict(ap), **base)
        for v in fanga_only:
            self.report.add("a position only fanga's moves reach", fanga=f"{' '.join(fanga[v])} -> {v}",
                            fanga_moves=fanga[v], fanga_value=v, fanga_values=dict(fanga), ap_values=dict(ap), **base)
        for v in ap:
            if v in fanga and v in END:
                s["moves ending both games, counts compared"] += 1
                if ascores[v] != fscores[v]:
                    self.report.add("counts at the end differ", abstractplay=f"{v} {ascores[v]}",
                                    fanga=f"{v} {fscores[v]}", **base)
        if not ap_only and not fanga_only:
            s["positions with the same moves' results"] += 1
        return True

    def run(self):
        driver, game = Driver(self.args), 0
        driver.start(0)
        header = driver.read(max(120, self.args.timeout))  # tsx compiles the game first
        if not isinstance(header, dict) or "header" not in header:
            sys.exit("crosscheck: the driver wrote no header")
        games, cut, last = set(), set(), None
        while True:
            r = driver.read(self.args.timeout)
            if r is TIMED_OUT:
                g, t = (last["game"], last["turn"] + 1) if last and "turn" in last else (game, 0)
                self.timed_out.append(("AbstractPlay", g, t, "(the driver's listing of this turn's moves)"))
                game = g + 1
                if game >= self.args.games:
                    break
                driver.start(game)
                if not isinstance(driver.read(max(120, self.args.timeout)), dict):
                    sys.exit("crosscheck: the driver did not restart")
                last = None
                continue
            if r is None:
                break
            last = r
            games.add(r["game"])
            game = r["game"]
            if "end" in r:
                self.stats[f"games ended: {r['reason']}"] += 1
                continue
            if r["game"] in cut:
                continue
            if not self.turn(r):
                cut.add(r["game"])
        driver.close()
        self.oracle.close()
        self.stats["games"] = len(games)
        return self.summary()

    def summary(self):
        s = self.stats
        print(f"AbstractPlay `{self.args.game}` (gameslib b8c3115) against fanga `{self.field}`, seed {self.args.seed}: "
              f"{s['games']} games, {s['positions']} positions, {s['moves']} AbstractPlay moves compared")
        if self.start:
            same = "the same" if self.start[0] == self.start[1] else "DIFFERENT"
            print(f"  start: {same} (AbstractPlay {self.start[0]}; fanga {self.start[1]})")
        for k, v in sorted(s.items()):
            if k not in ("games", "positions", "moves"):
                print(f"  {k}: {v}")
        unexplained, explained = self.report.totals()
        print(f"  differences: {unexplained} unexplained, {explained} explained")
        print(f"  timed out (after {self.args.timeout:g} s; the rest of the game not compared): {len(self.timed_out)}")
        for who, g, t, text in self.timed_out[:20]:
            print(f"    {who}, game {g} turn {t}: {text}")
        self.report.print(self.args.explained)
        return unexplained


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True, help="a game of games.txt")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-turns", type=int, default=500, help="the driver's cap on a game's turns")
    p.add_argument("--timeout", type=float, default=20.0, help="seconds a position may take on either side")
    p.add_argument("--oracle", default=os.environ.get("FANGA_ORACLE"), help="a built oracle example")
    p.add_argument("--explained", action="store_true", help="also print the explained differences with their rule")
    args = p.parse_args()
    table = {}
    for line in (HERE / "games.txt").read_text().splitlines():
        w = line.split()
        if len(w) >= 4 and not w[0].startswith("#"):
            table[w[0]] = {"module": w[1], "class": w[2], "adapter": w[3]}
    if args.game not in table or table[args.game]["adapter"] == "-":
        sys.exit(f"crosscheck: no adapter for {args.game} in games.txt")
    check = Check(args, load_adapter(table[args.game]))
    sys.exit(1 if check.run() else 0)


if __name__ == "__main__":
    main()
