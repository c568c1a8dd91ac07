#!/usr/bin/env python3
"""An independent implementation of the crate's rules, for its perft tables.

Written from the crate documentation only (no code shared with the crate):
Bao la Kiswahili with its namua and mtaji stages, bao la kujifunza
(`namua=off`), m'raha wa tso (`rules=mraha_wa_tso`: Bao's namua, then
katro's sowing), the options `takasia` and `house_tax`. A move is a whole
turn: its opening and every choice made in it. A turn that never ends is a
finished game (a loss for its mover) reached by one move.

    python3 reference.py 6                       # depth: prints perft lines
    python3 reference.py 6 namua=off rules=mraha_wa_tso
    python3 reference.py 5 --position "TEXT" takasia=off
"""
import sys

COLS = 8
SOUTH, NORTH = 0, 1
CW, CCW = "cw", "ccw"


def front(p):
    return 1 if p == SOUTH else 2


def back(p):
    return 0 if p == SOUTH else 3


def house(p):
    """South's e2, North's d3: the fifth hole from the owner's left."""
    return (1, 4) if p == SOUTH else (2, 3)


def ring(p):
    """p's 16 holes, clockwise seen from above, South at the bottom."""
    if p == SOUTH:
        return [(1, c) for c in range(COLS)] + [(0, c) for c in reversed(range(COLS))]
    return [(3, c) for c in range(COLS)] + [(2, c) for c in reversed(range(COLS))]


RINGS = [ring(SOUTH), ring(NORTH)]
PLACE = [{h: i for i, h in enumerate(r)} for r in RINGS]


def step(p, h, d):
    i = PLACE[p][h]
    return RINGS[p][(i + (1 if d == CW else -1)) % 16]


def facing(h):
    return (3 - h[0], h[1])


def inward(p, kichwa):
    """The direction from kichwa towards the middle of p's front row."""
    nxt = step(p, kichwa, CW)
    return CW if nxt[0] == kichwa[0] else CCW


def kichwas(p):
    return [(front(p), 0), (front(p), COLS - 1)]


# A position: (board, mover, stores, houses, takasia); board a tuple of 4
# rows of 8 counts (row 0 is South's back row, row 3 North's).

def parse(text):
    fields = text.split(" ")
    rows = [list(map(int, r.split(","))) for r in fields[0].split("/")]
    board = tuple(tuple(r) for r in reversed(rows))
    mover = SOUTH if fields[1] == "S" else NORTH
    kv = dict(f.split("=") for f in fields[2:])
    stores = tuple(map(int, kv["reserve"].split(",")))
    houses = tuple(x == "1" for x in kv["house"].split(","))
    t = kv["takasia"]
    takasia = None if t == "-" else (int(t[1]) - 1, ord(t[0]) - ord("a"))
    return (board, mover, stores, houses, takasia)


def start(opts):
    b = [[0] * COLS for _ in range(4)]
    if opts["namua"] == "on":
        for p in (SOUTH, NORTH):
            r, c = house(p)
            b[r][c] = 6
        b[1][5] = b[1][6] = 2
        b[2][1] = b[2][2] = 2
        stores, houses = (22, 22), (True, True)
    else:
        b = [[2] * COLS for _ in range(4)]
        stores, houses = (0, 0), (False, False)
    return (tuple(map(tuple, b)), SOUTH, stores, houses, None)


def get(b, h):
    return b[h[0]][h[1]]


def own_holes(p):
    return [(front(p), c) for c in range(COLS)] + [(back(p), c) for c in range(COLS)]


def outcome(pos):
    b, mover, stores, _, _ = pos
    for p in (mover, 1 - mover):
        if all(b[front(p)][c] == 0 for c in range(COLS)):
            return "over"
    if stores[mover] == 0 and not any(get(b, h) >= 2 for h in own_holes(mover)):
        return "over"
    return None


def stage(pos, opts):
    if pos[2][pos[1]] > 0:
        return "namua"
    return "katro" if opts["rules"] == "mraha_wa_tso" else "mtaji"


def house_works(b, houses, p):
    return houses[p] and get(b, house(p)) >= 6


def only_occupied_front(b, p, h):
    return all(b[front(p)][c] == 0 for c in range(COLS) if (front(p), c) != h)


def kichwa_back(b, p, h, d):
    """A kichwa, the only occupied front hole, sown into the back row."""
    return (h[0] == front(p) and h[1] in (0, COLS - 1) and d != inward(p, h)
            and only_occupied_front(b, p, h))


def first_lap_end(b, p, h, d):
    """Where the first lap of sowing h's seeds in d ends, and the count there."""
    n = get(b, h)
    cur = h
    counts = {}
    for _ in range(n):
        cur = step(p, cur, d)
        counts[cur] = counts.get(cur, 0) + 1
    base = 0 if cur == h else get(b, cur)
    return cur, base + counts[cur]


def capture_at_once(b, p, h, d):
    end, n = first_lap_end(b, p, h, d)
    if n >= 2 and end[0] == front(p) and get(b, facing(end)) > 0:
        return facing(end)
    return None


def mtaji_captures(b, p, blocked):
    out = []
    for h in own_holes(p):
        if 2 <= get(b, h) <= 15 and h != blocked:
            for d in (CW, CCW):
                if not kichwa_back(b, p, h, d):
                    t = capture_at_once(b, p, h, d)
                    if t is not None:
                        out.append((h, d, t))
    return out


def openings(pos, opts):
    b, p, stores, houses, takasia = pos
    st = stage(pos, opts)
    fr = [(front(p), c) for c in range(COLS)]
    if st == "namua":
        caps = [(h, None) for h in fr if get(b, h) > 0 and get(b, facing(h)) > 0]
        if caps:
            return caps
        hs = house(p) if house_works(b, houses, p) else None
        cand = [h for h in fr if get(b, h) > 0 and h != hs]
        # Rule 8: single seeds are passed over unless the house works
        # (owned and six seeds or more), not merely while it is owned.
        if hs is None and any(get(b, h) >= 2 for h in cand):
            cand = [h for h in cand if get(b, h) >= 2]
        out = [(h, d) for h in cand for d in (CW, CCW) if not kichwa_back(b, p, h, d)]
        if not out and hs is not None:
            out = [(hs, CW), (hs, CCW)]
        return out
    if st == "mtaji":
        caps = [(h, d) for h, d, _ in mtaji_captures(b, p, takasia)]
        if caps:
            return caps
        for row in (front(p), back(p)):
            out = [((row, c), d) for c in range(COLS) for d in (CW, CCW)
                   if b[row][c] >= 2 and (row, c) != takasia
                   and not kichwa_back(b, p, (row, c), d)]
            if out:
                return out
        return []
    every = [(h, d) for h in own_holes(p) if get(b, h) > 0 for d in (CW, CCW)]
    caps = [o for o in every if capture_at_once(b, p, o[0], o[1]) is not None]
    return caps or every


class Turn:
    """A turn in progress; `key` is what makes two moments of it the same."""

    def __init__(self, pos, opts):
        self.b = [list(r) for r in pos[0]]
        self.p = pos[1]
        self.stores = list(pos[2])
        self.houses = list(pos[3])
        self.takasia = pos[4]
        self.stage = stage(pos, opts)
        self.opts = opts
        self.capturing = False
        self.dir = CW
        self.directed = False
        self.won = False
        self.hand = 0
        self.next_takasia = None

    def copy(self):
        t = Turn.__new__(Turn)
        t.__dict__ = dict(self.__dict__)
        t.b = [list(r) for r in self.b]
        t.houses = list(self.houses)
        t.stores = list(self.stores)
        return t

    def key(self, lap):
        return (tuple(map(tuple, self.b)), self.capturing, self.dir, self.directed,
                self.won, tuple(self.houses), self.hand, lap)

    def take(self, h):
        n = self.b[h[0]][h[1]]
        self.b[h[0]][h[1]] = 0
        for q in (SOUTH, NORTH):
            if h == house(q):
                self.houses[q] = False
        return n

    def sow(self, lap):
        """Sows a lap (from, seeds, dir, at_start) and returns its last hole."""
        h, n, d, at = lap
        cur = h
        for i in range(n):
            if not (at and i == 0):
                cur = step(self.p, cur, d)
            self.b[cur[0]][cur[1]] += 1
        return cur

    def land(self, end):
        """What follows a lap ending at `end`: ("sow", lap), ("end",) or
        ("choose", options)."""
        p = self.p
        n = self.b[end[0]][end[1]]
        if self.won or n == 1:
            return ("end",)
        if self.capturing and end[0] == front(p) and get(self.b, facing(end)) > 0:
            return self.capture(end)
        if (self.stage == "namua" and end == house(p) and self.houses[p] and n >= 6):
            return ("choose", ["stop", "safari"]) if self.capturing else ("end",)
        if self.stage == "mtaji" and end == self.takasia:
            return ("end",)
        seeds = self.take(end)
        return ("sow", (end, seeds, self.dir, False))

    def capture(self, end):
        p = self.p
        self.hand = self.take(facing(end))
        if all(self.b[front(1 - p)][c] == 0 for c in range(COLS)):
            self.won = True
        a, z = kichwas(p)
        if end[1] < 2:
            k = a
        elif end[1] >= COLS - 2:
            k = z
        elif self.directed and self.stage != "katro":
            k = a if inward(p, a) == self.dir else z
        else:
            return ("choose", [a, z])
        return self.from_kichwa(k)

    def from_kichwa(self, k):
        self.dir = inward(self.p, k)
        self.directed = True
        seeds, self.hand = self.hand, 0
        return ("sow", (k, seeds, self.dir, True))

    def choose(self, c):
        if c == "stop":
            return ("end",)
        if c == "safari":
            h = house(self.p)
            return ("sow", (h, self.take(h), self.dir, False))
        return self.from_kichwa(c)

    def finish(self):
        """The takasia a takasa of the mtaji stage leaves for the opponent."""
        if (self.opts["takasia"] != "on" or self.stage != "mtaji" or self.capturing):
            return
        p, q = self.p, 1 - self.p
        b = self.b
        if self.stores[q] > 0 or mtaji_captures(b, q, None):
            return
        threats = {t for _, _, t in mtaji_captures(b, p, None)}
        if len(threats) != 1:
            return
        (t,) = threats
        if t == house(q) and self.houses[q]:
            return
        fr = [(front(q), c) for c in range(COLS)]
        if all(h == t or get(b, h) == 0 for h in fr):
            return
        if get(b, t) >= 2 and all(h == t or get(b, h) < 2 for h in fr):
            return
        self.next_takasia = t


def open_turn(pos, opts, opening):
    t = Turn(pos, opts)
    h, d = opening
    p = t.p
    if t.stage == "namua":
        taxed = house_works(t.b, t.houses, p) and h == house(p)
        t.stores[p] -= 1
        t.b[h[0]][h[1]] += 1
        if d is None:
            t.capturing = True
            return t, t.land(h)
        t.dir, t.directed = d, True
        if taxed:
            tax = 2 if opts["house_tax"] == "2" else 1
            t.b[h[0]][h[1]] -= tax
            return t, ("sow", (h, tax, d, False))
        return t, ("sow", (h, t.take(h), d, False))
    t.dir, t.directed = d, True
    n = get(t.b, h)
    t.capturing = (capture_at_once(t.b, p, h, d) is not None
                   and (t.stage == "katro" or n <= 15))
    return t, ("sow", (h, t.take(h), d, False))


def run(t, step_):
    """Drives the turn until it ends or asks; yields (turn, result) where
    result is "end", "infinite" or ("choose", options)."""
    seen = set()
    while step_[0] == "sow":
        k = t.key(step_[1])
        if k in seen:
            return t, "infinite"
        seen.add(k)
        end = t.sow(step_[1])
        step_ = t.land(end)
    if step_[0] == "end":
        return t, "end"
    return t, step_


def turns(pos, opts):
    """Every whole turn: the position after it, or "over" for an endless
    turn (its mover has lost)."""
    out = []
    for o in openings(pos, opts):
        t, s = open_turn(pos, opts, o)
        stack = [(t, s)]
        while stack:
            t, s = stack.pop()
            t, r = run(t, s)
            if r == "infinite":
                out.append("over")
            elif r == "end":
                t.finish()
                out.append((tuple(map(tuple, t.b)), 1 - t.p, tuple(t.stores),
                            tuple(t.houses), t.next_takasia))
            else:
                for c in r[1]:
                    u = t.copy()
                    stack.append((u, u.choose(c)))
    return out


def perft(pos, opts, depth):
    if depth == 0:
        return 1
    if pos == "over" or outcome(pos):
        return 0
    children = turns(pos, opts)
    if depth == 1:
        return len(children)
    return sum(perft(c, opts, depth - 1) for c in children)


def main():
    args = sys.argv[1:]
    depth = int(args.pop(0))
    text = None
    if args and args[0] == "--position":
        args.pop(0)
        text = args.pop(0)
    opts = {"rules": "kiswahili", "namua": "on", "takasia": "on", "house_tax": "2"}
    for a in args:
        k, v = a.split("=")
        opts[k] = v
    pos = parse(text) if text else start(opts)
    for d in range(1, depth + 1):
        print(f"perft {d} {perft(pos, opts, d)}")


if __name__ == "__main__":
    main()
