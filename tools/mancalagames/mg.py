"""Load MancalaGames (Ann Davies, GPL-3.0) headless, as a separate program.

MancalaGames is not part of fanga and none of its code is copied here: this
module finds the export made by setup.sh, puts its `src/` on `sys.path`, and
imports its modules with `tkinter` replaced by an inert stub (the game engine
imports tkinter only for its UI helpers and animator, which headless play
never calls). Its animator and game log are switched off.

Where MancalaGames is: `--mg DIR`, else `$MANCALAGAMES_DIR`, else
`${XDG_CACHE_HOME:-$HOME/.cache}/fanga/mancalagames-2b1c596` (setup.sh's
default).
"""

import contextlib
import importlib.abc
import importlib.machinery
import os
import sys
import types

PIN = '2b1c596c12883188ab9df24abe96ef474a7ec825'
ALL_PARAMS = '_all_params.txt'


def default_dir():
    """The directory setup.sh exports to (same rule as setup.sh)."""
    env = os.environ.get('MANCALAGAMES_DIR')
    if env:
        return env
    cache = os.environ.get('XDG_CACHE_HOME') or os.path.join(
        os.path.expanduser('~'), '.cache')
    return os.path.join(cache, 'fanga', 'mancalagames-2b1c596')


def find_dir(arg=None):
    """The MancalaGames root (with src/ and GameProps/); exit if absent."""
    root = os.path.abspath(arg or default_dir())
    if not os.path.isfile(os.path.join(root, 'src', 'mancala.py')):
        sys.exit(f'MancalaGames not found in {root}: run '
                 'bash tools/mancalagames/setup.sh (or give --mg DIR, '
                 'or set MANCALAGAMES_DIR)')
    marker = os.path.join(root, 'COMMIT')
    if os.path.isfile(marker):
        with open(marker, encoding='utf-8') as f:
            got = f.read().strip()
        if got != PIN:
            print(f'warning: {root} holds MancalaGames {got[:7]}, '
                  f'not the pinned {PIN[:7]}', file=sys.stderr)
    return root


def game_files(root):
    """Every GameProps file name, as MancalaGames lists them (the .txt files
    but the parameter template), sorted."""
    gdir = os.path.join(root, 'GameProps')
    return sorted(f for f in os.listdir(gdir)
                  if f.endswith('.txt') and f != ALL_PARAMS)


def resolve_file(root, name):
    """A GameProps file name (with or without .txt) or a path -> abs path."""
    if os.path.isfile(name):
        return os.path.abspath(name)
    for cand in (name, name + '.txt'):
        path = os.path.join(root, 'GameProps', cand)
        if os.path.isfile(path):
            return path
    sys.exit(f'no game file {name} (neither a path nor in {root}/GameProps)')


# ---------------------------------------------------------------- tk stub

class _InertMeta(type):
    def __getattr__(cls, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return _Inert


class _Inert(metaclass=_InertMeta):
    """Stands for any tkinter class, function or constant: it can be
    subclassed, called, and has every attribute. Headless play never
    reaches code that uses one."""

    def __init__(self, *args, **kwargs):
        pass

    def __call__(self, *args, **kwargs):
        return _Inert()

    def __getattr__(self, name):
        if name.startswith('__'):
            raise AttributeError(name)
        return _Inert


_TK_SUBMODULES = {'ttk', 'font', 'simpledialog', 'messagebox', 'filedialog',
                  'colorchooser', 'scrolledtext', 'constants', 'dialog',
                  'commondialog', 'dnd', 'tix'}


class _StubModule(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith('__') or name in _TK_SUBMODULES:
            # `from tkinter import ttk` then imports the stub submodule
            raise AttributeError(name)
        if name == 'TclError':
            return Exception
        return _Inert


class _TkStubFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves tkinter and every tkinter.* submodule as a stub."""

    @staticmethod
    def _ours(fullname):
        return fullname in ('tkinter', '_tkinter') or \
            fullname.startswith('tkinter.')

    def find_spec(self, fullname, path=None, target=None):
        if self._ours(fullname):
            return importlib.machinery.ModuleSpec(
                fullname, self, is_package=(fullname == 'tkinter'))
        return None

    def create_module(self, spec):
        mod = _StubModule(spec.name)
        if spec.name == 'tkinter':
            mod.__path__ = []
        return mod

    def exec_module(self, module):
        pass


def stub_tkinter():
    """Put the stub in front of any real tkinter (even if one is installed,
    so that no display is ever needed)."""
    for name in list(sys.modules):
        if name in ('tkinter', '_tkinter') or name.startswith('tkinter.'):
            del sys.modules[name]
    if not any(isinstance(f, _TkStubFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, _TkStubFinder())


@contextlib.contextmanager
def chdir(path):
    """MancalaGames finds its data files (src/game_params.csv) relative to
    the working directory."""
    old = os.getcwd()
    os.chdir(path)
    try:
        yield
    finally:
        os.chdir(old)


def load(root):
    """Import MancalaGames from root headless. Returns a namespace with its
    modules man_config, game_info (gi), animator, game_logger."""
    stub_tkinter()
    src = os.path.join(root, 'src')
    if src not in sys.path:
        sys.path.insert(0, src)
    import animator          # noqa: E402  (MancalaGames' own modules)
    animator.ENABLED = False
    import game_logger
    game_logger.game_log.active = False
    import game_info
    import man_config
    with chdir(root):
        # the parameter table (needed to apply named variants)
        man_config.read_params_data()
    return types.SimpleNamespace(root=root, man_config=man_config,
                                 gi=game_info, animator=animator,
                                 game_logger=game_logger)


def read_game(mgmod, path):
    """A game file as MancalaGames reads it (man_config.read_game): the JSON
    part, game_info values converted to its enum/types."""
    return mgmod.man_config.read_game(path)
