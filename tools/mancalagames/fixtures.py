#!/usr/bin/env python3
"""Converts traces.py output into fixtures in fanga's terms (no MancalaGames needed).

    python3 tools/mancalagames/fixtures.py [--traces DIR] [--out DIR]
        [--games N] [--max-bytes B] FILE...
    python3 tools/mancalagames/fixtures.py --check DIR_OR_FILE...

FILE is a stem or file name of plain.txt (`Wari`, `Wari.txt`); none means
every file of plain.txt. Reads DIR/<stem>.jsonl (default /work/mg-traces) and
writes OUT/<stem>.jsonl (default target/mancalagames-fixtures): the first N
games by seed (default 200), but no game is added once the file exceeds B
bytes (default: no limit). A fixture holds positions and moves only, in
fanga's notation, one JSON object a game:

    {"seed":17,"start":POS,
     "turns":[{"sowings":[{"allowed":["a1","c1"],"hole":"c1"},...],
               "move":"c1 f1","after":POS,"result":null|"S"|"N"|"draw"},...],
     "end":"S"|"N"|"draw"|"unfinished"|"endless"}

    POS = "a2,b2,...,/a1,b1,... S|N store=South,North[ children=c2:S,...]"

Loc l < h (player 0, South) is hole chr(ord('a')+l) + '1'; loc l >= h
(player 1, North) is chr(ord('a')+2h-1-l) + '2'. A turn is a run of plies by
one mover linked by REPEAT_TURN; its move text names the holes of its
sowings, a sowing after the first left out when it was forced (one legal
move). A pass ply (MancalaGames' test_pass) is no turn: it is folded into
the `after` of the turn before it, so the same side moves again in the next
turn. A ply marked endless (sowing stopped after 75 laps) ends the fixture
before its turn, with end "endless". A trace cut by MAX_PLIES in the middle
of a turn (after a REPEAT_TURN) loses that incomplete turn.

A move is a plain int (the mover's pos), or, where either player may sow
any hole (no_sides: NoSides, Eson_Xorgol), a list [row, pos, direct]: row 1
is the bottom row (loc = pos), row 0 the top one (loc = 2h-1-pos), direct
null or the direction the mover chose (Enlightenment, NoSidesChild). Games
with other moves are skipped a file at a time, with a message.

`--check` reads fixture files back and checks them: keys in order; seeds
conserved in every position (the game's final position may hold fewer: seeds
that score for nobody); each turn's holes are on the row of the side to move
and among its allowed holes; the move text is the first hole plus every
later unforced one; only the last turn has a result, and it agrees with
`end`. It prints a line a file (games, turns, multi-hole moves, forced
sowings left out of the text, turns by the side that moved last) and exits 1
on a problem.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ENDED = {'WIN', 'TIE'}
SIDE = 'SN'


def hole(loc, holes):
    if loc < holes:
        return chr(ord('a') + loc) + '1'
    return chr(ord('a') + 2 * holes - 1 - loc) + '2'


def pos_loc(pos, mover, holes):
    return pos if mover == 0 else 2 * holes - 1 - pos


def move_loc(move, mover, holes):
    """The loc a move sows from: a pos of the mover's, [pos, direct] or
    [row, pos, direct] (direct null where the mover does not choose it)."""
    if isinstance(move, int) and not isinstance(move, bool):
        return pos_loc(move, mover, holes)
    if (isinstance(move, list) and len(move) == 2 and move[1] in (None, -1, 1)
            and isinstance(move[0], int)):
        return pos_loc(move[0], mover, holes)
    if (isinstance(move, list) and len(move) == 3 and move[2] in (None, -1, 1)
            and move[0] in (0, 1) and isinstance(move[1], int)):
        return move[1] if move[0] == 1 else 2 * holes - 1 - move[1]
    raise Unsupported(f'move {move!r} is not a plain pos, [pos, direct] or [row, pos, direct]')


# MancalaGames's Direct: CW -1, CCW 1 (a direction the mover chose).
DIRECT = {-1: ':cw', 1: ':ccw', None: ''}


def move_text(move, mover, holes):
    """The hole a move sows from, with the direction the mover chose on a
    hole where he chooses it: `c1`, `c1:cw`."""
    direct = move[-1] if isinstance(move, list) and len(move) in (2, 3) else None
    return hole(move_loc(move, mover, holes), holes) + DIRECT[direct]


def position(state, holes, starter=None, round_no=1, opening=False):
    board = state['board']
    row2 = ','.join(str(board[2 * holes - 1 - i]) for i in range(holes))
    row1 = ','.join(str(board[i]) for i in range(holes))
    s, n = state['store']
    text = f"{row2}/{row1} {SIDE[state['turn']]} store={s},{n}"
    # Children (owner 0 South, 1 North), in fanga's order: row 1, then row
    # 2, each from a.
    child = state.get('child') or []
    named = []
    for locs in (range(holes), range(2 * holes - 1, holes - 1, -1)):
        for loc in locs:
            # A ram (MancalaGames's child of no owner, 3) follows from the
            # board in fanga (moves.rams): not named.
            if loc < len(child) and child[loc] is not None and child[loc] != 3:
                if child[loc] not in (0, 1):
                    raise Unsupported(f'a child owned by {child[loc]!r}')
                named.append(f'{hole(loc, holes)}:{SIDE[child[loc]]}')
    inhibit = state.get('inhibit') or {}
    if named:
        text += ' children=' + ','.join(named)
    elif inhibit.get('children_off'):
        # A shortened round that makes no child.
        text += ' children=off'
    # Blocked holes, and in a game of rounds the round's starter.
    blocked = [hole(loc, holes) for loc in (*range(holes), *range(2 * holes - 1, holes - 1, -1))
               if (state.get('blocked') or [False] * (2 * holes))[loc]]
    if blocked:
        text += ' blocked=' + ','.join(blocked)
    if starter is not None:
        text += f' starter={SIDE[starter]}'
    # A match decided by a count of its rounds: the round under way and
    # each player's count.
    if state.get('tally') is not None:
        s, n = state['tally']
        text += f' round={round_no} tally={s},{n}'
    # Under territory, the holes owned by the other row's player.
    owner = state.get('owner')
    if owner is not None:
        ceded = [hole(loc, holes)
                 for loc in (*range(holes), *range(2 * holes - 1, holes - 1, -1))
                 if owner[loc] != (0 if loc < holes else 1)]
        if ceded:
            text += ' ceded=' + ','.join(ceded)
    # A prescribed opening still to come (the round's first move).
    if opening and state.get('mcount') == 1:
        text += ' opening=next'
    # The player limited by `prescribed` ARNGE_LIMIT.
    if inhibit.get('limited') is not None:
        text += f" limited={SIDE[inhibit['limited']]}"
    return text


def result(cond, winner):
    if cond == 'TIE':
        return 'draw'
    if cond == 'WIN':
        return SIDE[winner]
    return None


class Unsupported(Exception):
    pass


def convert(rec, stats=None):
    """One trace record -> one fixture dict (key order as the schema)."""
    stats = stats if stats is not None else {}
    end = rec['end']
    if end['cond'] not in ('WIN', 'TIE', 'MAX_PLIES'):
        raise ValueError(f"seed {rec['seed']}: end {end['cond']} not handled")
    holes = rec['holes']
    # In a game of rounds, who started the round (the side to move at the
    # start of each).
    starter = rec['start']['turn'] if rec.get('rounds') else None
    turns = []
    round_no = 1            # the round under way
    open_turn = False       # the last turn goes on (its last ply was a REPEAT_TURN)
    endless = False
    for i, ply in enumerate(rec['plies']):
        move = ply['move']
        if move == 'pass':
            if not turns:
                raise ValueError(f"seed {rec['seed']}: a pass before any turn")
            # fanga passes implicitly: the pass belongs to the turn before
            turns[-1]['after'] = position(ply['after'], holes, starter, round_no, rec.get('opening', False))
            if open_turn:   # a repeat turn with no move left (NoCapt)
                stats['repeat_then_pass'] = stats.get('repeat_then_pass', 0) + 1
                # Under capt_rturn ONCE the pass keeps MancalaGames's count
                # of further sowings: the next turn's capture gives none.
                if rec.get('repeat_once') and ply['after'].get('rturn_cnt', 0) >= 1:
                    turns[-1]['after'] += ' repeat=used'
            open_turn = False
            continue
        sown = move_loc(move, ply['mover'], holes)
        if ply.get('endless'):
            endless = True
            if open_turn:
                turns.pop()
            break
        mover = ply['mover']
        loc = ply['loc']
        if loc != sown:
            raise ValueError(f"seed {rec['seed']} ply {i}: loc {loc} is not "
                             f"move {move} of player {mover}")
        sowing = {'allowed': [move_text(m, mover, holes) for m in ply['moves']],
                  'hole': move_text(move, mover, holes)}
        if open_turn:
            turn = turns[-1]
            if turn['_mover'] != mover:
                raise ValueError(f"seed {rec['seed']} ply {i}: repeat turn "
                                 f"by the other player")
            turn['sowings'].append(sowing)
            if len(ply['moves']) != 1:
                turn['move'] += ' ' + sowing['hole']
        else:
            turn = {'sowings': [sowing], 'move': sowing['hole'],
                    'after': None, 'result': None, '_mover': mover}
            turns.append(turn)
        if 'round_end' in ply:
            starter = ply['after']['turn']
            round_no += 1
        turn['after'] = position(ply['after'], holes, starter, round_no, rec.get('opening', False))
        turn['result'] = result(ply['cond'], ply['winner'])
        open_turn = ply['cond'] == 'REPEAT_TURN'
    if open_turn:           # cut by MAX_PLIES inside a turn
        turns.pop()
        stats['cut_turns'] = stats.get('cut_turns', 0) + 1
    if endless:
        fend = 'endless'
    elif end['cond'] == 'MAX_PLIES':
        fend = 'unfinished'
    else:
        fend = result(end['cond'], end['winner'])
        if not turns or turns[-1]['result'] != fend:
            raise ValueError(f"seed {rec['seed']}: end {fend} but the last "
                             f"turn's result is not")
    for turn in turns:
        del turn['_mover']
    return {'seed': rec['seed'], 'start': position(rec['start'], holes,
                                                   rec['start']['turn'] if rec.get('rounds') else None,
                                                   opening=rec.get('opening', False)),
            'turns': turns, 'end': fend}


def dump(obj):
    return json.dumps(obj, separators=(',', ':'))


def plain_stems():
    with open(os.path.join(HERE, 'plain.txt')) as f:
        return [stem(line.strip()) for line in f
                if line.strip() and not line.startswith('#')]


def stem(name):
    name = os.path.basename(name)
    for ext in ('.txt', '.jsonl'):
        if name.endswith(ext):
            return name[:-len(ext)]
    return name


def convert_file(path, out_path, games, max_bytes, seeds=None):
    """Writes out_path; returns (games written, bytes) or None if skipped.
    With `seeds`, only the games of those seeds."""
    with open(path) as f:
        recs = [json.loads(line) for line in f if line.strip()]
    if seeds is not None:
        recs = [r for r in recs if r['seed'] in seeds]
    recs.sort(key=lambda r: r['seed'])
    stats = {}
    lines = []
    size = 0
    for rec in recs[:games]:
        if max_bytes is not None and size > max_bytes:
            break
        line = dump(convert(rec, stats)) + '\n'
        lines.append(line)
        size += len(line.encode())
    os.makedirs(os.path.dirname(out_path) or '.', exist_ok=True)
    with open(out_path, 'w') as f:
        f.writelines(lines)
    return len(lines), size, stats


def main_convert(args):
    stems = [stem(f) for f in args.files] or plain_stems()
    total_games = total_bytes = 0
    bad = False
    for s in stems:
        path = os.path.join(args.traces, s + '.jsonl')
        out_path = os.path.join(args.out, s + '.jsonl')
        try:
            n, size, stats = convert_file(path, out_path, args.games,
                                          args.max_bytes, args.seeds)
        except Unsupported as e:
            print(f'{s}: skipped ({e}; fanga does not play these yet)',
                  file=sys.stderr)
            continue
        except (OSError, ValueError, KeyError) as e:
            print(f'{s}: ERROR {e}', file=sys.stderr)
            bad = True
            continue
        total_games += n
        total_bytes += size
        extra = ''.join(f' {k}={v}' for k, v in sorted(stats.items()))
        print(f'{s}: {n} games, {size} bytes{extra}', file=sys.stderr)
    print(f'total: {total_games} games, {total_bytes} bytes in {args.out}',
          file=sys.stderr)
    return 1 if bad else 0


# --- checking fixtures -------------------------------------------------------

GAME_ORDER = ['seed', 'start', 'turns', 'end']
TURN_ORDER = ['sowings', 'move', 'after', 'result']
SOWING_ORDER = ['allowed', 'hole']


def parse_position(text):
    # The board, the side, the stores, then the children, blocked holes and
    # round's starter where the game has them.
    rows, side, stores = text.split(' ')[:3]
    row2, row1 = rows.split('/')
    assert side in ('S', 'N') and stores.startswith('store='), text
    store = [int(x) for x in stores[len('store='):].split(',')]
    return ([int(x) for x in row2.split(',')], [int(x) for x in row1.split(',')],
            side, store)


def seeds_of(p):
    return sum(p[0]) + sum(p[1]) + sum(p[3])


def check_game(g, counts):
    errs = []
    if list(g) != GAME_ORDER:
        errs.append(f'game keys {list(g)}')
    start = parse_position(g['start'])
    holes = len(start[1])
    seeds = seeds_of(start)
    prev = start
    prev_mover = None
    turns = g['turns']
    # Where either player may sow any hole (no_sides), a turn's holes are
    # on both rows.
    any_row = turns and any(
        {h.split(':')[0][1:] for h in sw['allowed']} == {'1', '2'}
        for turn in turns for sw in turn['sowings'])
    for t, turn in enumerate(turns):
        at = f"seed {g['seed']} turn {t}"
        if list(turn) != TURN_ORDER:
            errs.append(f'{at}: keys {list(turn)}')
        side = prev[2]
        row = '1' if side == 'S' else '2'
        text = []
        for k, sw in enumerate(turn['sowings']):
            if list(sw) != SOWING_ORDER:
                errs.append(f'{at}: sowing keys {list(sw)}')
            if sw['hole'] not in sw['allowed']:
                errs.append(f"{at}: {sw['hole']} not in {sw['allowed']}")
            for h in sw['allowed']:
                h = h.split(':')[0]
                if (h[1:] != row and not any_row) or h[1:] not in ('1', '2') \
                        or not 'a' <= h[0] < chr(ord('a') + holes):
                    errs.append(f'{at}: hole {h} for side {side}')
            if k == 0 or len(sw['allowed']) != 1:
                text.append(sw['hole'])
            else:
                counts['forced_left_out'] += 1
        if turn['move'] != ' '.join(text):
            errs.append(f"{at}: move {turn['move']!r}, sowings give "
                        f"{' '.join(text)!r}")
        if len(turn['sowings']) > 1:
            counts['multi_sowing'] += 1
        if ' ' in turn['move']:
            counts['multi_hole_moves'] += 1
        if side == prev_mover:
            counts['same_side_again'] += 1
        prev_mover = side
        after = parse_position(turn['after'])
        if len(after[0]) != holes or len(after[1]) != holes:
            errs.append(f'{at}: row lengths')
        last = t == len(turns) - 1
        n = seeds_of(after)
        if n != seeds and not (last and n < seeds and g['end'] in ('S', 'N', 'draw')
                               and turn['result'] is not None):
            errs.append(f'{at}: {n} seeds, not {seeds}')
        if n < seeds:
            counts['games_losing_seeds'] += 1
        if turn['result'] is not None and not last:
            errs.append(f'{at}: result {turn["result"]} before the last turn')
        prev = after
    counts['turns'] += len(turns)
    end = g['end']
    if end in ('S', 'N', 'draw'):
        if not turns or turns[-1]['result'] != end:
            errs.append(f"seed {g['seed']}: end {end}, last turn's result "
                        f"{turns[-1]['result'] if turns else None}")
    elif end in ('unfinished', 'endless'):
        if turns and turns[-1]['result'] is not None:
            errs.append(f"seed {g['seed']}: end {end} with a result")
    else:
        errs.append(f"seed {g['seed']}: end {end!r}")
    counts['end_' + end] += 1
    return errs


def main_check(paths, show=5):
    import collections
    import glob
    files = []
    for p in paths:
        files += sorted(glob.glob(os.path.join(p, '*.jsonl'))) \
            if os.path.isdir(p) else [p]
    bad = 0
    total = collections.Counter()
    for path in files:
        counts = collections.Counter()
        errs = []
        with open(path) as f:
            for line in f:
                counts['games'] += 1
                errs += check_game(json.loads(line), counts)
        total.update(counts)
        for e in errs[:show]:
            print(f'{path}: {e}')
        bad += len(errs)
        print(f"{stem(path)}: {dict(sorted(counts.items()))}"
              f"{f' {len(errs)} PROBLEMS' if errs else ''}")
    print(f"total: {dict(sorted(total.items()))}, {bad} problems")
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('files', nargs='*', metavar='FILE')
    ap.add_argument('--traces', default='/work/mg-traces')
    ap.add_argument('--out', default='target/mancalagames-fixtures')
    ap.add_argument('--games', type=int, default=200)
    ap.add_argument('--max-bytes', type=int, default=None)
    ap.add_argument('--seeds', default=None,
                    type=lambda v: {int(x) for x in v.split(',')},
                    help='only the games of these seeds (3,27,94)')
    ap.add_argument('--check', action='store_true',
                    help='check fixture files or directories instead')
    args = ap.parse_args()
    if args.check:
        return main_check(args.files)
    return main_convert(args)


if __name__ == '__main__':
    sys.exit(main())
