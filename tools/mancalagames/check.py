#!/usr/bin/env python3
"""Checks traces.py output for internal consistency (MancalaGames not needed).

    python3 tools/mancalagames/check.py DIR_OR_FILE.jsonl...

Per game: the record has the schema's keys; seeds are conserved (board +
stores of every state sum to the start's total, but the game-ending ply may
drop seeds: unclaimed seeds that score for nobody); each ply's mover is the turn
of the state before it; the move played is one of the listed moves (a pass by
test_pass has moves []); loc is the move's pos translated (player 0: loc =
pos, player 1: loc = 2h-1-pos; (row, pos, dir) moves: row 1 -> pos, row 0 ->
2h-1-pos); a REPEAT_TURN ply leaves the turn with its mover; only the last
ply may end the game, and the end agrees with it. Prints the problems found
(at most --show a file) and a line a file; exits 1 if any.
"""

import argparse
import glob
import json
import os
import sys

STATE_KEYS = {'board', 'store', 'turn', 'mcount', 'movers', 'rturn_cnt'}
OPTIONAL = {'unlocked', 'blocked', 'child', 'owner'}
PLY_KEYS = {'mover', 'moves', 'move', 'loc', 'after', 'cond', 'winner'}
GAME_KEYS = {'file', 'variant', 'seed', 'holes', 'start', 'plies', 'end'}
ENDED = {'WIN', 'TIE', 'ROUND_WIN', 'ROUND_TIE'}


def total(state):
    return sum(state['board']) + sum(state['store'])


def expect_loc(move, mover, holes):
    if move == 'pass':
        return None
    if isinstance(move, list):
        if move[0] < 0:
            return move[0]
        if len(move) == 3:
            row, pos = move[0], move[1]
            return pos if row else 2 * holes - 1 - pos
        move = move[0]
    return move if mover == 0 else 2 * holes - 1 - move


def check_game(rec):
    errs = []
    if set(rec) - GAME_KEYS - {'rounds'} or GAME_KEYS - set(rec):
        errs.append(f'game keys {sorted(rec)}')
    end = rec.get('end') or {}
    if end.get('cond') == 'ERROR':
        errs.append(f"ERROR {end.get('message')} at {end.get('where')}")
        return errs
    holes, start = rec['holes'], rec['start']
    seeds = total(start)
    prev = start
    plies = rec['plies']
    for i, ply in enumerate(plies):
        at = f'ply {i}'
        if set(ply) - PLY_KEYS - {'endless', 'round_end'} or PLY_KEYS - set(ply):
            errs.append(f'{at}: keys {sorted(ply)}')
        after = ply['after']
        if STATE_KEYS - set(after) or set(after) - STATE_KEYS - OPTIONAL:
            errs.append(f'{at}: state keys {sorted(after)}')
        if len(after['board']) != 2 * holes or len(after['store']) != 2:
            errs.append(f'{at}: board/store length')
        # the ply that ends the game may take seeds off the board: the
        # unclaimed seeds of a DONT_SCORE ender or quitter score for nobody
        if 'round_end' in ply and total(ply['round_end']) != seeds:
            errs.append(f"{at}: {total(ply['round_end'])} seeds at the round's end")
        if total(after) != seeds and not (ply['cond'] in ENDED
                                          and total(after) < seeds):
            errs.append(f'{at}: {total(after)} seeds, not {seeds}')
        if ply['mover'] != prev['turn']:
            errs.append(f"{at}: mover {ply['mover']} but turn was "
                        f"{prev['turn']}")
        if ply['moves']:
            if ply['move'] not in ply['moves']:
                errs.append(f"{at}: move {ply['move']} not in {ply['moves']}")
        elif ply['move'] != 'pass':
            errs.append(f'{at}: no moves listed but not a pass')
        want = expect_loc(ply['move'], ply['mover'], holes)
        if ply['loc'] != want:
            errs.append(f"{at}: loc {ply['loc']} for move {ply['move']} "
                        f"(expected {want})")
        if ply['cond'] == 'REPEAT_TURN' and after['turn'] != ply['mover']:
            errs.append(f'{at}: REPEAT_TURN but the turn changed')
        if ply['cond'] in ENDED and i != len(plies) - 1 and 'round_end' not in ply:
            errs.append(f"{at}: {ply['cond']} before the last ply")
        prev = after
    if end.get('cond') in ENDED:
        if not plies or plies[-1]['cond'] != end['cond'] or \
                plies[-1]['winner'] != end.get('winner'):
            errs.append(f'end {end} disagrees with the last ply')
        if end['cond'] in ('WIN', 'ROUND_WIN') and end.get('winner') not in (0, 1):
            errs.append(f'end {end} without a winner')
    elif end.get('cond') == 'MAX_PLIES':
        if plies and plies[-1]['cond'] in ENDED and 'round_end' not in plies[-1]:
            errs.append('MAX_PLIES after the game ended')
    elif end.get('cond') != 'NO_MOVES':
        errs.append(f'end {end}')
    return errs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('paths', nargs='+', metavar='PATH')
    ap.add_argument('--show', type=int, default=5,
                    help='problems shown per file (default 5)')
    args = ap.parse_args()
    files = []
    for path in args.paths:
        files += sorted(glob.glob(os.path.join(path, '*.jsonl'))) \
            if os.path.isdir(path) else [path]
    bad = 0
    for path in files:
        games = problems = 0
        shown = 0
        with open(path, encoding='utf-8') as f:
            for line in f:
                rec = json.loads(line)
                games += 1
                errs = check_game(rec)
                if errs:
                    problems += 1
                for err in errs:
                    if shown < args.show:
                        print(f"  {rec['file']} seed {rec['seed']}: {err}")
                        shown += 1
        print(f'{os.path.basename(path)}: {games} games, '
              f'{problems} with problems')
        bad += problems
    sys.exit(1 if bad else 0)


if __name__ == '__main__':
    main()
