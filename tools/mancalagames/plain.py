#!/usr/bin/env python3
"""The "plain group": MancalaGames game files fanga checks first.

    python3 tools/mancalagames/plain.py [--mg DIR]           # print the list
    python3 tools/mancalagames/plain.py [--mg DIR] --check   # compare with plain.txt

A file is plain when, as MancalaGames reads it (man_config.read_game; absent
parameters take GameInfo's defaults), its game class is Mancala and it has no
rounds, no prescribed opening, one fixed sowing direction (CW or CCW: not
player-chosen, alternating, split, even/odd or to-centre, and no
bi-directional holes), no children and no blocked holes. Named variants are
not considered (a file's base game only). --check exits 1 when plain.txt's
list differs.
"""

import argparse
import os
import sys

import mg

HERE = os.path.dirname(os.path.abspath(__file__))
PLAIN_TXT = os.path.join(HERE, 'plain.txt')


def is_plain(gi, game_dict):
    """The filter, on a game dict from man_config.read_game."""
    info = game_dict.get('game_info', {})
    return (game_dict.get('game_class', 'Mancala') == 'Mancala'
            and info.get('rounds', gi.Rounds.NO_ROUNDS) == gi.Rounds.NO_ROUNDS
            and info.get('prescribed', gi.SowPrescribed.NONE)
            == gi.SowPrescribed.NONE
            and info.get('sow_direct', gi.Direct.CCW)
            in (gi.Direct.CW, gi.Direct.CCW)
            and not info.get('udir_holes', [])
            and info.get('child_type', gi.ChildType.NOCHILD)
            == gi.ChildType.NOCHILD
            and not info.get('blocks', False))


def plain_files(mgm):
    return [f for f in mg.game_files(mgm.root)
            if is_plain(mgm.gi, mg.read_game(
                mgm, os.path.join(mgm.root, 'GameProps', f)))]


def read_list(path):
    """A list file: one name a line, '#' comments and blank lines skipped."""
    with open(path, encoding='utf-8') as f:
        return [line.split('#', 1)[0].strip() for line in f
                if line.split('#', 1)[0].strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--mg', default=None, help='MancalaGames directory')
    ap.add_argument('--check', action='store_true',
                    help=f'compare with {os.path.relpath(PLAIN_TXT)}')
    args = ap.parse_args()
    mgm = mg.load(mg.find_dir(args.mg))
    files = plain_files(mgm)
    if not args.check:
        print('\n'.join(files))
        print(f'{len(files)} of {len(mg.game_files(mgm.root))} files',
              file=sys.stderr)
        return
    listed = read_list(PLAIN_TXT)
    extra = sorted(set(listed) - set(files))
    missing = sorted(set(files) - set(listed))
    if extra or missing or listed != files:
        if missing:
            print('plain but not in plain.txt: ' + ' '.join(missing))
        if extra:
            print('in plain.txt but not plain: ' + ' '.join(extra))
        if not (extra or missing):
            print('plain.txt is not in sorted order')
        sys.exit(1)
    print(f'plain.txt agrees: {len(files)} files')


if __name__ == '__main__':
    main()
