#!/usr/bin/env python3
"""Seeded random games played by MancalaGames (headless), one JSON line a game.

    python3 tools/mancalagames/traces.py [--games N] [--seed S]
        [--max-plies M] [--variant NAME] [--out DIR] [--summary] FILE...

FILE is a GameProps file name (`Wari.txt`, or `Wari`) or a path. Writes
DIR/<file stem>.jsonl (DIR/<stem>::<variant>.jsonl with --variant). See
README.md for the trace format. MancalaGames (GPL-3.0) is run from the export
setup.sh made, never copied (mg.py).

Board conventions (MancalaGames' own, which the traces keep):

  loc 0 .. h-1   the bottom row, left to right: player 0's holes
                 (MancalaGames' turn False, "South");
  loc h .. 2h-1  the top row, right to left: player 1's holes (turn True,
                 "North").

So increasing loc goes anticlockwise seen from above with player 0 at the
bottom (MancalaGames' CCW sow direction, 1, is +1 in loc, modulo 2h; CW, -1,
is -1), and loc l faces loc 2h-1-l across the board. A player names a hole
by pos, 0 .. h-1 from the player's own left: for player 0 loc = pos, for
player 1 loc = 2h-1-pos (game.cts.xlate_pos_loc(row, pos) with row = not
turn). store[0] is player 0's store, store[1] player 1's.

For game k (0 .. N-1) the seed is S+k: Python's global `random` is seeded
with it just before the game is built (MancalaGames draws the starter and any
random start pattern from the global `random`), and the moves are drawn with
`random.Random(seed).choice(game.get_moves())`, one draw a ply.
"""

import argparse
import collections
import contextlib
import io
import json
import os
import random
import sys
import time
import traceback
import warnings

import mg

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUT = os.path.normpath(os.path.join(HERE, '..', '..', 'target',
                                            'mancalagames-traces'))


def side(flag):
    """MancalaGames' False/True player -> 0/1 (None stays None)."""
    if flag is None:
        return None
    return int(bool(flag))


def enc_move(gi, move):
    """A move as MancalaGames gives it -> JSON: int, list, or "pass"."""
    if isinstance(move, int) and not isinstance(move, bool):
        if move == gi.PASS_TOKEN:
            return 'pass'
        return int(move)
    if isinstance(move, tuple):       # gi.MoveTpl, or a store move tuple
        return [None if x is None else int(x) for x in move]
    raise TypeError(f'unexpected move {move!r}')


def move_loc(game, gi, move):
    """The loc sown from, translated as MancalaGames' drawer does
    (drawer.DrawMovePos / DrawMovePair / DrawMoveTriple / DrawStore)."""
    if isinstance(move, int) and move == gi.PASS_TOKEN:
        return None
    if isinstance(move, tuple):
        if move[0] < 0:                 # a move from a store (-1, -2)
            return int(move[0])
        if len(move) == 3:              # (row, pos, direct)
            return game.cts.xlate_pos_loc(move[0], move[1])
        return game.cts.xlate_pos_loc(not game.turn, move[0])  # (pos, dir)
    return game.cts.xlate_pos_loc(not game.turn, move)


def enc_state(game):
    """game.state (MancalaGames' GameState) -> the trace's STATE object."""
    st = game.state
    out = {'board': list(st.board), 'store': list(st.store),
           'turn': side(st.turn)}
    if st.unlocked is not None:
        out['unlocked'] = [bool(x) for x in st.unlocked]
    if st.blocked is not None:
        out['blocked'] = [bool(x) for x in st.blocked]
    if st.child is not None:
        # the owner (0/1) of a child, None when no child
        out['child'] = [x if x is None or not isinstance(x, bool)
                        else int(x) for x in st.child]
    if st.owner is not None:
        out['owner'] = [side(x) for x in st.owner]
    # A match decided by a tally of its rounds (rounds won, seeds, points):
    # each player's count, after the round just ended was tallied.
    rtally = getattr(game, 'rtally', None)
    if rtally is not None:
        out['tally'] = [int(rtally.parameter(p)) for p in (False, True)]
    # The inhibitor of `prescribed` ARNGE_LIMIT and the shortened boards
    # (InhibitorBoth): the player who may neither capture nor make a child,
    # and whether no child is made this round.
    inh = game.inhibitor
    if type(inh).__name__ == 'InhibitorBoth':
        turn, captures, children, child_only = inh.get_state()
        out['inhibit'] = {
            'limited': side(turn) if (captures or children) else None,
            'children_off': bool(child_only)}
    out['mcount'] = st.mcount
    out['movers'] = st.movers
    out['rturn_cnt'] = st.rturn_cnt
    return out


def cond_name(cond):
    return None if cond is None else cond.name


def make_game(mgm, path, variant, notes):
    """man_config.make_game, with the rule warnings MancalaGames prints
    (stdout) or warns about collected in the set notes."""
    buf = io.StringIO()
    with warnings.catch_warnings(record=True) as caught, \
            contextlib.redirect_stdout(buf):
        warnings.simplefilter('always')
        game, _ = mgm.man_config.make_game(path, variant)
    notes.update(line.strip() for line in buf.getvalue().splitlines()
                 if line.strip())
    notes.update(f'warning: {w.message}' for w in caught)
    return game


def play_one(mgm, path, fname, variant, seed, max_plies, notes):
    """One seeded game -> its trace dict (never raises)."""
    gi = mgm.gi
    rec = {'file': fname, 'variant': variant, 'seed': seed,
           'holes': None, 'start': None, 'plies': []}
    plies = rec['plies']
    try:
        random.seed(seed)                       # starter, start pattern
        game = make_game(mgm, path, variant, notes)
        if game.info.prescribed == gi.SowPrescribed.ARNGE_LIMIT:
            # what analysis/play_game.py does for a new game with no UI
            game.inhibitor.set_on(game.turn)
        rng = random.Random(seed)               # the moves
        rec['holes'] = game.cts.holes
        if game.info.rounds:
            rec['rounds'] = True
        if game.info.prescribed == gi.SowPrescribed.PLUS1MINUS1:
            # the first move of the game and of each round (mcount 1)
            rec['opening'] = True
        # capt_rturn ONCE: its count of further sowings is kept by a pass.
        if int(game.info.capt_rturn) == 2:
            rec['repeat_once'] = True
        rec['start'] = enc_state(game)
        end = None
        while end is None:
            if len(plies) >= max_plies:
                end = {'cond': 'MAX_PLIES', 'winner': None}
                break
            moves = game.get_moves()
            if not moves:
                end = {'cond': 'NO_MOVES', 'winner': None,
                       'message': 'get_moves() is empty and the game '
                                  'is not over'}
                break
            move = rng.choice(moves)
            mover = side(game.turn)
            loc = move_loc(game, gi, move)
            is_pass = isinstance(move, int) and move == gi.PASS_TOKEN
            cond = game.move(move)
            ply = {'mover': mover,
                   'moves': [enc_move(gi, m) for m in moves],
                   'move': enc_move(gi, move), 'loc': loc,
                   'after': enc_state(game), 'cond': cond_name(cond),
                   'winner': None}
            mdata = game.mdata
            if not is_pass and mdata is not None:
                ply['winner'] = side(mdata.winner)
                if mdata.ended == gi.WinCond.ENDLESS:
                    # MancalaGames ended the game itself (an endless
                    # multi-lap sow): cond is what its quitter decided
                    ply['endless'] = True
            plies.append(ply)

            if cond is not None and cond.is_round_over() and not ply.get('endless'):
                # ROUND_WIN, ROUND_TIE: the next round is set up as
                # MancalaGames's analysis/play_game.py does, and the ply's
                # `after` is its start (`round_end` the board before it).
                ply['round_end'] = ply['after']
                game.new_game(new_round=True)
                ply['after'] = enc_state(game)
            elif cond is not None and cond.is_ended():
                # WIN, TIE (game over)
                end = {'cond': cond.name, 'winner': ply['winner']}
                if ply.get('endless'):
                    end['endless'] = True
                break

            if game.info.mustpass and len(plies) < max_plies:
                mover = side(game.turn)
                if game.test_pass():
                    plies.append({'mover': mover, 'moves': [],
                                  'move': 'pass', 'loc': None,
                                  'after': enc_state(game), 'cond': None,
                                  'winner': None})
    except Exception as exc:                    # pylint: disable=broad-except
        tb = traceback.extract_tb(exc.__traceback__)
        where = f'{os.path.basename(tb[-1].filename)}:{tb[-1].lineno}' \
            if tb else None
        end = {'cond': 'ERROR', 'winner': None,
               'message': f'{type(exc).__name__}: {exc}', 'where': where}
    rec['end'] = end
    return rec


def run_file(mgm, name, args):
    path = mg.resolve_file(mgm.root, name)
    fname = os.path.basename(path)
    stem = os.path.splitext(fname)[0]
    if args.variant:
        stem += '::' + args.variant
    out_path = os.path.join(args.out, stem + '.jsonl')
    ends = collections.Counter()
    nplies = 0
    notes = set()
    t0 = time.perf_counter()
    with open(out_path, 'w', encoding='utf-8') as out:
        for k in range(args.games):
            rec = play_one(mgm, path, fname, args.variant, args.seed + k,
                           args.max_plies, notes)
            nplies += len(rec['plies'])
            ends[rec['end']['cond']] += 1
            out.write(json.dumps(rec, separators=(',', ':')) + '\n')
    secs = time.perf_counter() - t0
    if args.warnings:
        for note in sorted(notes):
            print(f'{fname}: {note}', file=sys.stderr)
    if args.summary:
        kinds = ' '.join(f'{k}={v}' for k, v in sorted(ends.items()))
        rate = nplies / secs if secs else 0.0
        print(f'{fname}: {args.games} games, {nplies} plies, ends {kinds}, '
              f'{secs:.2f} s, {rate:.0f} plies/s -> {out_path}',
              file=sys.stderr, flush=True)
    return nplies, ends, secs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('files', nargs='+', metavar='FILE',
                    help='GameProps file name (Wari.txt) or path')
    ap.add_argument('--games', type=int, default=10)
    ap.add_argument('--seed', type=int, default=0)
    ap.add_argument('--max-plies', type=int, default=1000)
    ap.add_argument('--variant', default=None,
                    help="a named variant of the file's \"variants\"")
    ap.add_argument('--out', default=DEFAULT_OUT,
                    help=f'output directory (default {DEFAULT_OUT})')
    ap.add_argument('--summary', action='store_true',
                    help='a summary line per file to stderr')
    ap.add_argument('--mg', default=None,
                    help='MancalaGames directory (default: $MANCALAGAMES_DIR '
                         'or the setup.sh cache)')
    ap.add_argument('--warnings', action='store_true',
                    help="print MancalaGames' rule warnings for each file "
                         "(hidden otherwise)")
    args = ap.parse_args()

    args.out = os.path.abspath(args.out)
    os.makedirs(args.out, exist_ok=True)
    mgm = mg.load(mg.find_dir(args.mg))

    total_plies, total_ends, t0 = 0, collections.Counter(), time.perf_counter()
    for name in args.files:
        nplies, ends, _ = run_file(mgm, name, args)
        total_plies += nplies
        total_ends += ends
    if args.summary and len(args.files) > 1:
        secs = time.perf_counter() - t0
        kinds = ' '.join(f'{k}={v}' for k, v in sorted(total_ends.items()))
        print(f'total: {len(args.files)} files, '
              f'{sum(total_ends.values())} games, {total_plies} plies, '
              f'ends {kinds}, {secs:.1f} s, {total_plies / secs:.0f} plies/s',
              file=sys.stderr)


if __name__ == '__main__':
    main()
