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
"""

from fanga._fanga import (
    ActionIdError,
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
    VectorEnv,
    __version__,
    games,
    info,
    parse,
    random_playouts,
    solvable,
    solve,
    start,
    think,
)

__all__ = [
    "ActionIdError",
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
    "VectorEnv",
    "__version__",
    "games",
    "info",
    "parse",
    "random_playouts",
    "solvable",
    "solve",
    "start",
    "think",
]
