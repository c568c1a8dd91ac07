#!/usr/bin/env python3
"""The rule vocabulary a set of MancalaGames game files uses.

    python3 tools/mancalagames/params.py [--mg DIR] FILE...
    python3 tools/mancalagames/params.py [--mg DIR] --list tools/mancalagames/plain.txt

For every game_constants and game_info parameter: its default (MancalaGames'
GameInfo), every value the files set, and which files set it; the files
that leave it out take the default. Values are as MancalaGames reads them
(man_config.read_game), enums shown as number and name. The text parameters
(name, about, help_file) and the player/variants sections are left out:
only a file's base game. Parameters no file sets are listed at the end.
"""

import argparse
import collections
import dataclasses as dc
import enum
import os
import textwrap

import mg
import plain

SKIP = {'name', 'about', 'help_file'}
CONSTS = ['holes', 'nbr_start']


def show(value):
    if isinstance(value, enum.Enum):
        return f'{value.value} {value.name}'
    if isinstance(value, bool):
        return 'true' if value else 'false'
    if isinstance(value, (tuple, list)):
        return '[' + ', '.join(str(v) for v in value) + ']'
    return str(value)


def key(value):
    """Sort values: numbers by number, lists as lists, the rest as text."""
    if isinstance(value, enum.Enum):
        value = value.value
    if isinstance(value, bool):
        return (0, int(value), '')
    if isinstance(value, (int, float)):
        return (0, value, '')
    if isinstance(value, tuple):
        return (1, 0, value)
    return (2, 0, str(value))


def names(files):
    text = ', '.join(os.path.splitext(f)[0] for f in files)
    return textwrap.fill(text, width=78, initial_indent='      ',
                         subsequent_indent='      ', break_on_hyphens=False)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('files', nargs='*', metavar='FILE')
    ap.add_argument('--list', help='a file of game file names (plain.txt)')
    ap.add_argument('--mg', default=None, help='MancalaGames directory')
    args = ap.parse_args()
    files = list(args.files)
    if args.list:
        files += plain.read_list(args.list)
    if not files:
        ap.error('no files (give FILE... or --list)')
    mgm = mg.load(mg.find_dir(args.mg))
    gi = mgm.gi

    defaults = {}
    for field in dc.fields(gi.GameInfo):
        if field.default is not dc.MISSING:
            defaults[field.name] = field.default
        elif field.default_factory is not dc.MISSING:
            defaults[field.name] = field.default_factory()
    derived = {'udirect', 'mlength'}     # set by GameInfo, not by files
    order = ['game_class'] + [f'game_constants.{c}' for c in CONSTS] + \
        [f'game_info.{f.name}' for f in dc.fields(gi.GameInfo)
         if f.name not in SKIP and f.name not in derived]

    used = collections.defaultdict(lambda: collections.defaultdict(list))
    names_of = {}
    for name in files:
        path = mg.resolve_file(mgm.root, name)
        fname = os.path.basename(path)
        gdict = mg.read_game(mgm, path)
        used['game_class'][gdict.get('game_class', 'Mancala')].append(fname)
        for pname, value in gdict.get('game_constants', {}).items():
            used[f'game_constants.{pname}'][value].append(fname)
        for pname, value in gdict.get('game_info', {}).items():
            if pname in SKIP:
                continue
            if isinstance(value, list):
                value = tuple(value)
            used[f'game_info.{pname}'][value].append(fname)
        names_of[fname] = True
    all_files = sorted(names_of)

    for pname in used:
        if pname not in order:
            order.append(pname)

    source = ([os.path.basename(args.list)] if args.list else []) + \
        [os.path.basename(f) for f in args.files]
    print(f'# Parameters used by {len(all_files)} MancalaGames '
          f'({mg.PIN[:7]}) game files: {", ".join(source)}')
    print('# Written by tools/mancalagames/params.py. Per parameter: '
          'default, then')
    print('# each value set, with its files; "(default)" lists the files '
          'that leave it out.')
    never = []
    for pname in order:
        values = used.get(pname)
        section, _, short = pname.partition('.')
        default = defaults.get(short) if section == 'game_info' else None
        if not values:
            never.append(f'{pname} = {show(default)}'
                         if section == 'game_info' else pname)
            continue
        setters = {f for fl in values.values() for f in fl}
        head = pname
        if section == 'game_info':
            head += f'   (default {show(default)})'
        print()
        print(head)
        for value in sorted(values, key=key):
            fl = sorted(values[value])
            mark = '  = default' if section == 'game_info' and \
                value == (tuple(default) if isinstance(default, list)
                          else default) else ''
            print(f'  {show(value)}{mark}   [{len(fl)}]')
            print(names(fl))
        rest = [f for f in all_files if f not in setters]
        if rest:
            print(f'  (default)   [{len(rest)}]')
            print(names(rest))
    print()
    print(f'# Set by none of these files ({len(never)}):')
    for line in never:
        print(f'#   {line}')


if __name__ == '__main__':
    main()
