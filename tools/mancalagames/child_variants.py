#!/usr/bin/env python3
"""Writes variants of a MancalaGames game file with children, one for each
place (`child_locs` 0 to 10), side (`child_rule` 0 to 2) and kind
(`child_type` NORMAL 1, ONE_CHILD 3), half of them on a 5x5 board, so that
every rule of children fanga plays is compared with MancalaGames, not only
the two files that use them (Toguz Kumalak and Toguz Xorgol).

    python3 tools/mancalagames/child_variants.py [--mg DIR] [--base Toguz_Kumalak] OUT

writes OUT/GameProps/TKV_<locs>_<rule>_<type>.txt and OUT/names.txt (the
stems, one a line), outside the repository (the files are MancalaGames's,
changed: they are never committed). Then, as for any file:

    python3 tools/mancalagames/traces.py --games 40 --out OUT/traces \\
        $(sed "s|^|OUT/GameProps/|;s|$|.txt|" OUT/names.txt)
    python3 tools/mancalagames/fixtures.py --traces OUT/traces --out OUT/fixtures \\
        $(cat OUT/names.txt)
and the rule-set crate's example `mancalagames` (README.md beside this file)
with `--mg OUT --fixtures OUT/fixtures $(cat OUT/names.txt)`.
"""

import argparse
import json
import os

import mg


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('out')
    ap.add_argument('--mg', default=None)
    ap.add_argument('--base', default='Toguz_Kumalak')
    args = ap.parse_args()
    root = mg.find_dir(args.mg)
    text = open(os.path.join(root, 'GameProps', args.base + '.txt'), encoding='utf-8').read()
    head, sep, rest = text.partition('\n<text_section>')
    os.makedirs(os.path.join(args.out, 'GameProps'), exist_ok=True)
    names = []
    for locs in range(11):
        for rule in (0, 1, 2):
            for kind in (1, 3):
                game = json.loads(head)
                info = game['game_info']
                name = f'TKV_{locs}_{rule}_{kind}'
                info.update(name=name, child_locs=locs, child_rule=rule, child_type=kind)
                if (locs + rule) % 2:
                    game['game_constants'] = {'holes': 5, 'nbr_start': 5}
                path = os.path.join(args.out, 'GameProps', name + '.txt')
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(json.dumps(game, indent=3) + sep + rest)
                names.append(name)
    with open(os.path.join(args.out, 'names.txt'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(names) + '\n')
    print(f'{len(names)} files in {args.out}/GameProps')


if __name__ == '__main__':
    main()
