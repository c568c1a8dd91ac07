"""The adapter of Bao la Kiswahili: AbstractPlay's `src/games/bao.ts`
(gameslib b8c3115, its default setup) read as fanga's `bao` (default
options: takasia on, the house taxed 2 seeds). The kinds of difference and
their sources are in docs/abstractplay.md.

AbstractPlay's state: `board[0..3]` are the rows 4 (North's back row) to 1
(South's back row), each from column a, as fanga's position text writes
them; player 1 moves first and is South; `inhand` the reserves (S, N);
`houses[i]` player i+1's house while he owns it (`e2`, `d3`), null once it
is captured or sown; `blocked[i]` the hole of player i+1 that is blocked
(fanga's takasia), null when none. Its `getPlayerScore(p)` is p's seeds on
the board less the opponent's.
"""

PLAYERS = {1: "S", 2: "N"}


def fanga_game():
    return "bao"


def position(state):
    rows = "/".join(",".join(str(n) for n in row) for row in state["board"])
    mover = state["currplayer"]
    house = ",".join("1" if h else "0" for h in state["houses"])
    blocked = state["blocked"][mover - 1] or "-"
    reserve = ",".join(str(n) for n in state["inhand"])
    return f"{rows} {PLAYERS[mover]} reserve={reserve} house={house} takasia={blocked}"


def result(after):
    winner = after["winner"]
    return f"{PLAYERS[winner[0]]} wins" if len(winner) == 1 else "draw"


def score(after):
    """AbstractPlay's count at the end: each player's balance (S, N)."""
    return tuple(after["score"])


def fanga_score(count):
    """fanga's count (seeds in each player's two rows) on the same footing."""
    s, n = count
    return (s - n, n - s)


def _rows(text):
    return [[int(x) for x in row.split(",")] for row in text.split(" ", 1)[0].split("/")]


def _fields(text):
    words = text.split()
    return dict(w.split("=", 1) for w in words[2:]) | {"board": words[0], "mover": words[1]}


def _side_total(text, letter):
    rows = _rows(text)
    return sum(map(sum, rows[2:] if letter == "S" else rows[:2]))


def _takasia_pair(d):
    """The same position after the move but for the takasia: AbstractPlay's
    hole, fanga's `-`. Gives (AbstractPlay's after, fanga's after)."""
    if d["kind"] != "positions differ in one field":
        return None
    a, f = _fields(d["ap_value"]), _fields(d["fanga_value"])
    if {k for k in a if a[k] != f.get(k)} != {"takasia"} or f["takasia"] != "-":
        return None
    return d["ap_value"], d["fanga_value"]


def _blocked_before(d, hole):
    """The hole was already blocked, for the same player, before the move."""
    state = d["raw"]["state"]
    nxt = 2 if state["currplayer"] == 1 else 1
    return state["blocked"][nxt - 1] == hole


def _block_kept(d):
    """The same position but for the takasia, AbstractPlay's hole already
    blocked before the move; or moves only one side has while AbstractPlay
    still holds a block of the opponent's (which fanga's text, holding a
    takasia one turn, cannot carry): the blocker's captures that do not
    clear it are refused there."""
    pair = _takasia_pair(d)
    if pair is not None:
        return _blocked_before(d, _fields(pair[0])["takasia"])
    if d["kind"] in ("a position only AbstractPlay's moves reach", "a position only fanga's moves reach"):
        state = d["raw"]["state"]
        return state["blocked"][2 - state["currplayer"]] is not None
    return False


def _block_set_against_a_capture(d):
    """AbstractPlay blocks a hole fanga does not, where the blocked player
    (to move next) has a capture: one of fanga's moves in that position,
    unblocked, takes seeds from the blocker's side, or wins the game."""
    pair = _takasia_pair(d)
    if pair is None or _blocked_before(d, _fields(pair[0])["takasia"]):
        return False
    after = pair[1]
    moves = d["ask"](after)
    if not isinstance(moves, dict):
        return False
    mover = after.split()[1]
    blocker = "N" if mover == "S" else "S"
    before = _side_total(after, blocker)
    # A move that wins for the blocked player took seeds: only a capture
    # empties the blocker's front row (a sowing adds seeds, never removes).
    return any(v.startswith(f"{mover} wins")
               or not v.startswith(("S wins", "N wins", "draw")) and _side_total(v, blocker) < before
               for v in moves.values())


def _lone_kichwa(d):
    """AbstractPlay sows a kichwa that is its player's only occupied front
    hole, where fanga does not (rule 9)."""
    if d["kind"] not in ("a position only AbstractPlay's moves reach", "positions differ in one field"):
        return False
    if d["kind"] == "positions differ in one field" and _takasia_pair(d) is None:
        return False
    rows = _rows(d["position"])
    mover = d["position"].split()[1]
    front, row = (rows[2], "2") if mover == "S" else (rows[1], "3")
    occupied = [i for i, n in enumerate(front) if n]
    if len(occupied) != 1 or occupied[0] not in (0, 7) or _fields(d["position"])["reserve"] != "0,0":
        return False
    kichwa = "ah"[occupied[0] == 7] + row
    back = "1" if mover == "S" else "4"
    entries = {e["move"]: e for e in d["raw"]["moves"]}
    # AbstractPlay's own record of the move: its first seed's hole, in the back row
    return all(m.startswith(kichwa) and any(x.get("type") == "move" and x.get("from") == kichwa
                                            and x.get("to", "").endswith(back)
                                            for x in entries[m].get("after", {}).get("results", []))
               for m in d["ap_moves"])


def _failsafe(d):
    """AbstractPlay's failsafe stops a turn sowing past 12 laps of the board
    (`distance > 16 * 12`: `infinite`), seeds still in hand; the move then
    fails its own economy check."""
    if d["kind"] == "AbstractPlay refuses a move it lists":
        return "Invalid game economy" in d["abstractplay"]
    if d["kind"] == "a position only fanga's moves reach":
        # fanga's turn of the same opening, which AbstractPlay cut
        refused = {e["move"][:2] for e in d["raw"]["moves"] if "Invalid game economy" in e.get("error", "")}
        return all(m[:2] in refused and " " not in m for m in d["fanga_moves"])
    return False


def _house_short(d):
    """A namua takasa beside or from an owned house of 2 to 5 seeds, which
    one side offers and the other does not: fanga (before its rule 8 fix)
    offers a single seed beside it, or sows it as an ordinary hole;
    AbstractPlay never sows an owned house but when it is the only occupied
    front hole, and then offers the singletons."""
    if d["kind"] not in ("a position only AbstractPlay's moves reach", "a position only fanga's moves reach"):
        return False
    f = _fields(d["position"])
    mover = f["mover"]
    reserve = [int(x) for x in f["reserve"].split(",")]
    if reserve["SN".index(mover)] == 0 or f["house"].split(",")["SN".index(mover)] != "1":
        return False
    rows = _rows(d["position"])
    house = rows[2][4] if mover == "S" else rows[1][3]
    if not 2 <= house <= 5:
        return False
    front, row = (rows[2], "2") if mover == "S" else (rows[1], "3")
    moves = d.get("fanga_moves") or d.get("ap_moves")
    # takasa openings only (no capture: fanga writes `hole:dir`, AbstractPlay ends with `*`)
    return all((":" in m and " " not in m) or m.endswith("*") for m in moves) and all(
        front["abcdefgh".index(m[0])] == 1 or m[:2] == ("e2" if mover == "S" else "d3") for m in moves)


def _inherited_block(d):
    """The position read carries a block AbstractPlay set on the previous
    turn where fanga set none (a difference counted there): what each side
    allows under it differs in turn."""
    inherited = d.get("inherited")
    if not inherited or d["kind"] == "positions differ in one field" and _takasia_pair(d):
        return False
    a, f = _fields(inherited[0]), _fields(inherited[1])
    return a["takasia"] != "-" and f["takasia"] == "-" and _fields(d["position"])["takasia"] == a["takasia"]


EXPLAINED = [
    ("under a block only AbstractPlay set (the previous turn's difference)",
     "see docs/abstractplay.md, 'a block against a capture'", _inherited_block),
    ("AbstractPlay: a block lasts until the hole is sown or captured",
     "see docs/abstractplay.md, 'takasia duration'", _block_kept),
    ("AbstractPlay blocks a hole even when the blocked player can capture",
     "see docs/abstractplay.md, 'a block against a capture'", _block_set_against_a_capture),
    ("AbstractPlay sows a lone kichwa", "see docs/abstractplay.md, 'a lone kichwa'", _lone_kichwa),
    ("AbstractPlay's failsafe cuts a long turn, then refuses its own move",
     "see docs/abstractplay.md, 'the failsafe'", _failsafe),
    ("a house of 2 to 5 seeds in a namua takasa", "see docs/abstractplay.md, 'a house of 2-5 seeds'", _house_short),
]
