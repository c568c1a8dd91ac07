"""The Ludii adapter of this crate's game (tools/ludii/README.md): Ludii
1.3.13's `board/sow/four_rows/Bao.lud` (Eric Piette's description, source
"de Voogt 1995: 35-51", no option), read in fanga's notation, compared with
`bao takasia=off` (Ludii has no takasia).

Ludii's board (`mancalaBoard 4 8`, sites on vertices), then the two hands:

    Ludii site   0 .. 7       8 .. 15      16 .. 23     24 .. 31    32       33
    fanga        a1 .. h1     a2 .. h2     a3 .. h3     a4 .. h4    S store  N store

Site s < 32 is column s mod 8 (from `a`, Ludii's left) of row s div 8 + 1.
Ludii's player 1 moves first and owns rows 1 and 2 (region "Home" P1; its
"Inner" region, the front row, is row 2): fanga's South. The square holes
("SquaresHoles") are 12 (`e2`) and 19 (`d3`): fanga's houses. Ludii's
tracks are fanga's rings under the same names: "TrackCCW1" is `a1 .. h1
h2 .. a2`, South's ccw; "TrackCW1" the reverse; "TrackCCW2" `a3 .. h3 h4
.. a4`, North's ccw; "TrackCW2" the reverse. Ludii's value of a player
(`value Player`) is 1 once his house has lost its status, -1 before:
fanga's `house=0` and `house=1`.

A Ludii turn is several decisions of one player:

- in namua, a `MoveN` from the hand into a hole of the front row (fanga's
  opening hole); when it captures, a `Select` of the kichwa the captured
  seeds are sown from (its first action moves them from the facing hole
  into the kichwa); otherwise a `Select` of the hole entered (or of the
  house, for a taxed house) whose first seed gives the direction;
- in mtaji, a `Select` of the hole sown, its first seed giving the
  direction;
- then one `Select` a further lap: a relay (forced), a capture's kichwa (a
  choice when both are legal, written as the kichwa's hole), and, in the
  local test copy that plays fanga's reading, the house: a `Select` of it
  that sows nothing (`stop`) or sows it (`safari`). Ludii's own Bao ends
  some turns with its forced `Pass` (a relay left without a legal lap),
  written `pass`, which fanga never plays.

fanga writes the opening and then the choices only: `c2` or `c2 h2` (a
namua capture), `f2:cw` (a takasa, or any mtaji move), `b2:ccw stop`.
"""

PLAYERS = {1: "S", 2: "N"}
LETTERS = "abcdefgh"
COLS = 8
HOUSE = {1: 12, 2: 19}
HEADER = {}


def game(header):
    return "bao"


def options(header):
    """Ludii has no takasia. Keeps the header for the explanations."""
    HEADER["h"] = header
    return ["takasia=off"]


def hole(site):
    return f"{LETTERS[site % COLS]}{site // COLS + 1}"


def position(header, pos):
    c = pos["counts"]
    rows = [",".join(str(c[r * COLS + k]) for k in range(COLS)) for r in (3, 2, 1, 0)]
    house = ",".join("0" if v == 1 else "1" for v in pos["values"])
    return f"{'/'.join(rows)} {PLAYERS[pos['mover']]} reserve={c[32]},{c[33]} house={house} takasia=-"


def seeds(decision):
    """The decision's seed moves, (from, to, count), in order."""
    out = []
    for a in decision["actions"]:
        if a.startswith("Move "):
            _, path, n = a.split()
            x, y = (int(v) for v in path.split(">"))
            out.append((x, y, int(n)))
    return out


def direction(header, mover, decision):
    """`cw` or `ccw`: the track of `mover` in which the first seed sown from
    the decision's hole goes next."""
    src = decision["from"]
    for x, y, _ in seeds(decision):
        if x == src and y != src:
            for t in header["tracks"]:
                s = t["sites"]
                if t["owner"] == mover and s[(s.index(x) + 1) % len(s)] == y:
                    return "ccw" if "CCW" in t["name"] else "cw"
            raise ValueError(f"{x}>{y} follows no track of player {mover}")
    raise ValueError(f"no seed sown from {src} in {decision}")


def is_kichwa_sowing(decision):
    """A capture's kichwa: the captured seeds come from the facing hole."""
    s = seeds(decision)
    return bool(s) and s[0][1] == decision["from"] and s[0][0] != decision["from"]


def move(header, pos, decisions, written):
    mover = pos["mover"]
    first = decisions[0]
    rest = list(enumerate(decisions))[1:]
    if first["type"] == "Pass":
        return "pass"
    if first["type"] == "MoveN":
        text = hole(first["to"])
        if len(decisions) > 1 and not is_kichwa_sowing(decisions[1]):
            # A takasa (or a taxed house): the hole entered, sown either way.
            text += ":" + direction(header, mover, decisions[1])
            rest = rest[1:]
    elif not seeds(first):
        # Ludii's own Bao lets the mtaji stage select an empty hole, which
        # sows nothing: a turn fanga has no move for.
        text = f"{hole(first['from'])}:nothing"
    else:
        text = f"{hole(first['from'])}:{direction(header, mover, first)}"
    for i, d in rest:
        if not written[i]:
            continue
        if d["type"] == "Pass":
            text += " pass"
        elif is_kichwa_sowing(d):
            text += " " + hole(d["from"])
        elif d["from"] == HOUSE[mover]:
            text += " safari" if seeds(d) else " stop"
        else:
            raise ValueError(f"a choice fanga has no word for: {d}")
    return text


# --- Explanations -----------------------------------------------------------


def replay(counts, decisions):
    """For each decision, the counts after it and the hole its last seed fell
    in with the count that hole held before that seed."""
    c = list(counts)
    out = []
    for d in decisions:
        last = None
        for x, y, n in seeds(d):
            c[x] -= n
            last = (y, c[y])
            c[y] += n
        out.append((list(c), last))
    return out


def _rows(counts):
    """The board part of fanga's position text, from Ludii's counts."""
    return "/".join(",".join(str(counts[r * COLS + k]) for k in range(COLS)) for r in (3, 2, 1, 0))


def _empty_landing_capture(d):
    """Ludii's own Bao: a lap whose last seed fell in an EMPTY hole of the
    mover's front row facing seeds captures. Every Ludii-only move is such a
    turn (a lap ending in an empty front hole, then a kichwa sowing), and
    every fanga-only move is such a turn stopped there: its text is the
    Ludii move's before that capture, and fanga's board after it is
    Ludii's board after that lap."""
    if d["kind"] != "move sets differ" or not d["fanga_only"]:
        return False
    raw = d["raw"]
    pos = raw["position"]
    front = range(8, 16) if pos["mover"] == 1 else range(16, 24)
    stopped = {}
    for m in d["ludii_only"]:
        t = ludii_turn(raw, m)
        if t is None:
            return False
        ds = t["decisions"]
        after = replay(pos["counts"], ds)
        hit = [i for i in range(1, len(ds)) if is_kichwa_sowing(ds[i]) and after[i - 1][1] is not None
               and after[i - 1][1][0] in front and after[i - 1][1][1] == 0]
        if not hit or " " not in m:
            return False
        stopped.setdefault(m.rsplit(" ", 1)[0], set()).add(_rows(after[hit[0] - 1][0]))
    for f in d["fanga_only"]:
        board = d["fanga_moves"][f].split(" ", 1)[0]
        if board not in stopped.get(f, set()):
            return False
    return True


def ludii_turn(raw, m):
    """The Ludii whole turn whose text is `m`, in the turn record `raw`."""
    from crosscheck import choices  # the harness's own reading of choices

    for t, flags in zip(raw["turns"], choices(raw["turns"])):
        if move(HEADER["h"], raw["position"], t["decisions"], flags) == m:
            return t
    return None


EXPLAINED = [
    (
        "Ludii's Bao captures after a last seed in an empty hole",
        """de Voogt (1995), as Ludii's own summary of him puts it: "When the
final counter lands in an occupied hole in the front row opposite one of the
opponent's occupied holes, the opponent's counters are captured" (a lap
ending in an empty hole ends the turn: "When the final counter lands in an
empty hole, the turn ends"). This crate: a capture needs the last seed in a
front hole that held seeds. Bao.lud's sowing captures on `(is In (to) (sites
Mover "Inner"))` and `(is Occupied ("OppositePit" (to)))` alone, never asking
whether `(to)` held seeds before the last one.""",
        _empty_landing_capture,
    ),
]
