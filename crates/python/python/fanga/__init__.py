"""fanga: exact rules of mancala games, computer players and a solver.

Every game of the fanga workspace, from its game list: positions, moves,
traces, games with their history, computer players, the exact solver and
seeded random playouts on every core. The guide is ``docs/python.md`` of the
repository.

>>> import fanga
>>> p = fanga.start("katro", columns=4)
>>> p.text
'2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S'
>>> p.play("b2:cw").text
'2,2,2,2/0,0,2,0/1,0,5,2/4,4,1,5 N'

``fanga.BatchEnv`` steps many games at once, fanga's own fast batch;
``fanga.VectorEnv`` is the same with gymnasium's vector contract
(``fanga.gymnasium``, which needs ``gymnasium``: it is imported on first
use, and so ``VectorEnv`` is not in ``__all__``: ``from fanga import *``
needs only numpy).
"""

from typing import TYPE_CHECKING, Any, List

from fanga._fanga import (
    ActionIdError,
    BatchEnv,
    Board,
    FangaError,
    Frame,
    Game,
    GameInfo,
    GameOverError,
    InternalError,
    MoveAnalysis,
    MoveError,
    OptionError,
    OptionInfo,
    Outcome,
    Played,
    PlayerError,
    Pool,
    Position,
    PositionError,
    RecordError,
    Solution,
    SolvedValue,
    SolveError,
    State,
    Step,
    Tally,
    Thought,
    UndecidedError,
    UnknownGameError,
    DefinitionError,
    __version__,
    define,
    games,
    info,
    parse,
    random_playouts,
    solvable,
    solve,
    start,
    think,
)

if TYPE_CHECKING:
    from fanga.gymnasium import VectorEnv


def __getattr__(name: str) -> Any:
    """``fanga.VectorEnv``, imported from ``fanga.gymnasium`` on first use
    (it needs ``gymnasium``)."""
    if name == "VectorEnv":
        try:
            from fanga.gymnasium import VectorEnv
        except ImportError as e:
            raise ImportError(
                "fanga.VectorEnv speaks gymnasium.vector and needs gymnasium: pip install gymnasium "
                "(fanga.BatchEnv, fanga's own batch, needs only numpy)"
            ) from e
        return VectorEnv
    raise AttributeError(f"module 'fanga' has no attribute {name!r}")


def __dir__() -> List[str]:
    return sorted([*globals(), "VectorEnv"])


__all__ = [
    "ActionIdError",
    "BatchEnv",
    "Board",
    "FangaError",
    "Frame",
    "Game",
    "GameInfo",
    "GameOverError",
    "InternalError",
    "MoveAnalysis",
    "MoveError",
    "OptionError",
    "OptionInfo",
    "Outcome",
    "Played",
    "PlayerError",
    "Pool",
    "Position",
    "PositionError",
    "RecordError",
    "Solution",
    "SolvedValue",
    "SolveError",
    "State",
    "Step",
    "Tally",
    "Thought",
    "UndecidedError",
    "UnknownGameError",
    "DefinitionError",
    "__version__",
    "define",
    "games",
    "info",
    "parse",
    "random_playouts",
    "solvable",
    "solve",
    "start",
    "think",
]
