"""Conversions between OpenSpiel 2.0.2 states and fanga's position texts and
notation, as each rules crate's documentation gives them."""

import pyspiel

LETTERS = "abcdefghijkl"


def result(state):
    """'S wins', 'N wins' or 'draw' for a terminal state."""
    r = state.returns()[0]
    return "S wins" if r > 0 else "N wins" if r < 0 else "draw"


def oware_text(state, houses):
    """The position text of a non-terminal oware state."""
    fields = state.observation_string(0).split("|")
    player = int(fields[0])
    s0, s1 = fields[1].split()
    h = fields[2].split()
    row2 = ",".join(h[i] for i in range(2 * houses - 1, houses - 1, -1))
    row1 = ",".join(h[i] for i in range(houses))
    side = "S" if player == 0 else "N"
    return f"{row2}/{row1} {side} captured={s0},{s1}"


def oware_move(player, action, houses):
    """The house an oware action sows."""
    if player == 0:
        return f"{LETTERS[action]}1"
    return f"{LETTERS[houses - 1 - action]}2"


def kalah_text(state):
    """The position text of a non-terminal mancala (Kalah) state."""
    t = [int(x) for x in state.observation_tensor(0)]
    row2 = ",".join(str(t[e]) for e in range(13, 7, -1))
    row1 = ",".join(str(t[e]) for e in range(1, 7))
    side = "S" if state.current_player() == 0 else "N"
    return f"{row2}/{row1} {side} store={t[7]},{t[0]}"


def kalah_pit(action):
    """The pit a mancala action sows."""
    if action <= 6:
        return f"{LETTERS[action - 1]}1"
    return f"{LETTERS[14 - action - 1]}2"
