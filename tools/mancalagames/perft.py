"""Perft of MancalaGames's own moves: the positions at each depth from the
start, South (MancalaGames's player 0) to move, as fanga counts them.

    python3 tools/mancalagames/perft.py [--depth D] [--mg DIR] FILE...

Prints one line a file: `STEM d1 d2 ... dD | cut short: c1 ... cD` (the
counts at depths 1 to D, and the moves cut short at each),
the table the rule-set crate's test `shipped_perft` holds for the rule sets
fanga ships. MancalaGames (GPL-3.0) is run from the export setup.sh made,
never copied (mg.py).

How the plies are counted, so that they are fanga's turns:

- the start is MancalaGames's start position with South to move (it draws
  the first player, and turns a start pattern round for North; fanga's
  South always moves first, from the pattern's South start);
- a game over (a move whose end condition is not None) is a leaf with no
  children, as in fanga's perft;
- a pass is no ply: under `mustpass` MancalaGames passes for a player
  without a move after the move before (`test_pass`, as traces.py plays
  it), and fanga plays it inside that turn (the mover moves again);
- a move MancalaGames cuts short (a sowing stopped after 75 laps, which
  ends its game) is counted, and the second list, after `cut short:`, says
  how many at each depth: fanga plays such a turn to its end (or proves it
  endless), so the counts below a depth with one may differ;
- a round of a match that ends starts the next one (MancalaGames's own
  driver's set-up), as fanga's move that ends a round does;
- a further sowing a capture gives (MancalaGames's REPEAT_TURN, `capt_rturn`)
  is part of the turn, as in fanga: a turn is a sowing and the further
  sowings that follow it, each way of choosing them one ply (fanga's move
  names each choice);
- a further sowing of the same player (a last seed in his store) would be
  part of fanga's turn too; the script refuses a file whose stores are
  sown (`sow_own_store`), but with `--further-as-moves`: for the rule sets
  that cut each further sowing into a move of its own
  (`sowing.further_sowings_are_moves`: Dakon's, and Anywoli's, Gabata's
  and Hoyito II's, whose captures sow again), each sowing is then a ply,
  the same player moving again.
"""

import argparse
import contextlib
import io
import sys
import warnings

import mg


def turns(game, gi, on_turn, further_as_moves=False):
    """Plays each whole turn of the player to move: a sowing, and where it
    ends in a REPEAT_TURN each of his further sowings, as fanga's turn holds
    them. Calls on_turn(cond) when a turn is over, the game as it left it,
    then puts the game back as it was."""
    for move in game.get_moves():
        # MancalaGames's state leaves out the round's starter: kept here.
        saved, saved_starter = game.state, game.starter
        cond = game.move(move)
        if cond == gi.WinCond.REPEAT_TURN and further_as_moves:
            on_turn(None)
        elif cond == gi.WinCond.REPEAT_TURN and game.get_moves():
            turns(game, gi, on_turn)
        else:
            on_turn(cond)
        game.state = saved
        game.starter = saved_starter


def perft(game, gi, depth, counts, endless, level=0, further_as_moves=False):
    """Adds the positions reached at each depth below `level` to counts,
    and the moves MancalaGames cut short (75 laps) to endless."""
    if level == depth:
        return
    mover = game.turn

    def after(cond):
        counts[level] += 1
        mdata = game.mdata
        if mdata is not None and mdata.ended == gi.WinCond.ENDLESS:
            endless[level] += 1
        if cond is not None and cond.is_round_over() and mdata.ended != gi.WinCond.ENDLESS:
            # A round of a match ended: the next one starts, as traces.py
            # (and MancalaGames's own driver) sets it up; fanga's move
            # that ends it makes the next.
            game.new_game(new_round=True)
            cond = None
        if cond is None:
            if game.turn == mover and not game.info.rounds and not further_as_moves:
                sys.exit('a further sowing by the same player: not counted here')
            if game.info.mustpass:
                game.test_pass()
            perft(game, gi, depth, counts, endless, level + 1, further_as_moves)

    turns(game, gi, after, further_as_moves)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--depth', type=int, default=5)
    ap.add_argument('--mg')
    ap.add_argument('--further-as-moves', action='store_true',
                    help='each further sowing is a ply (the same player moves again)')
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()
    root = mg.find_dir(args.mg)
    mgm = mg.load(root)
    for name in args.files:
        path = mg.resolve_file(root, name)
        with warnings.catch_warnings(), contextlib.redirect_stdout(io.StringIO()):
            warnings.simplefilter('ignore')
            game, _ = mgm.man_config.make_game(path, None)
        if getattr(game.info, 'sow_own_store', False) and not args.further_as_moves:
            sys.exit(f'{name}: its stores are sown (further sowings): not counted here')
        # South starts (the game, and so its first round). Where
        # MancalaGames drew North, a new game (which alternates the
        # starter) sets South's start: a start pattern is turned round for
        # North (Gamacha's), and fanga's start is South's.
        if game.turn:
            game.new_game()
        game.turn = False
        game.starter = False
        if game.info.prescribed == mgm.gi.SowPrescribed.ARNGE_LIMIT:
            # South keeps the arrangement (as traces.py plays it): limited.
            game.inhibitor.set_on(game.turn)
        counts = [0] * args.depth
        endless = [0] * args.depth
        perft(game, mgm.gi, args.depth, counts, endless, further_as_moves=args.further_as_moves)
        stem = name[:-4] if name.endswith('.txt') else name
        print(stem, *counts, '| cut short:', *endless, flush=True)


if __name__ == '__main__':
    main()
