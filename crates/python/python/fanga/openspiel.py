"""Every fanga game as an OpenSpiel game, through OpenSpiel's Python game API.

``register()`` registers each game of ``fanga.games()`` with ``pyspiel`` as
``fanga_`` followed by its name, hyphens made underscores
(``fanga_katro``, ``fanga_katra_fandatsaka``, ``fanga_fanorona_telo``). The
game's options are its parameters, with two more: ``max_moves`` (the whole
turns a game lasts, 1000 by default: OpenSpiel needs a bounded game) and
``lap_budget`` (the laps a turn may sow, 1000000 by default)::

    import pyspiel
    import fanga.openspiel

    fanga.openspiel.register()
    game = pyspiel.load_game("fanga_katro(columns=4)")
    state = game.new_initial_state()

A state is a ``fanga.State``: its actions are fanga's action ids (for
``fanga_oware`` and ``fanga_kalah``, OpenSpiel's own ``oware`` and
``mancala`` ids), a whole turn being a sequence of decisions by the same
player. The observation tensor is ``fanga.State.observation()``, from the
side of the player to move whichever player asks (the games are of perfect
information); the observation string is the position's diagram and the
decisions taken in the turn.

The games need ``open_spiel`` (``pip install open_spiel``), which this
module imports; ``fanga`` itself does not.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Tuple

import numpy as np
import pyspiel  # type: ignore[import-not-found]

import fanga

#: Parameters every fanga game has beside its options.
LIMIT_DEFAULTS = {"max_moves": 1000, "lap_budget": 1_000_000}


def game_name(game: str) -> str:
    """The OpenSpiel name of a fanga game: ``katra-sakalava`` is
    ``fanga_katra_sakalava``."""
    return "fanga_" + game.replace("-", "_")


def _value(option: fanga.OptionInfo) -> Any:
    """An option's default as OpenSpiel types it, from the option's spec:
    an ``int`` for an option whose every accepted value is an integer
    (``columns``, ``seeds``), its text otherwise."""
    if all(_is_int(v) for v in option.values):
        return int(option.default)
    return option.default


def _is_int(text: str) -> bool:
    try:
        int(text)
    except ValueError:
        return False
    return True


def _parameters(info: fanga.GameInfo) -> Dict[str, Any]:
    params = {o.key: _value(o) for o in info.options}
    params.update(LIMIT_DEFAULTS)
    return params


def _state(game: str, params: Dict[str, Any]) -> fanga.State:
    """The start of ``game`` under OpenSpiel's parameters."""
    options = {k: str(v) for k, v in params.items() if k not in LIMIT_DEFAULTS}
    return fanga.State(
        game,
        options,
        max_moves=int(params.get("max_moves", LIMIT_DEFAULTS["max_moves"])),
        lap_budget=int(params.get("lap_budget", LIMIT_DEFAULTS["lap_budget"])),
    )


class _Observer:
    """OpenSpiel's observer of a fanga state: the tensor of
    ``fanga.State.observation()`` (from the mover's side) and the position's
    diagram as the string."""

    def __init__(self, length: int):
        self.tensor = np.zeros(length, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: Any, player: int) -> None:
        del player  # Perfect information: the board from the mover's side.
        state.fanga.observation_into(self.tensor)

    def string_from(self, state: Any, player: int) -> str:
        del player
        return str(state)


def _game_class(info: fanga.GameInfo) -> Tuple[Any, type]:
    """The ``pyspiel.GameType`` and ``pyspiel.Game`` subclass of one fanga
    game."""
    defaults = _parameters(info)
    game_type = pyspiel.GameType(
        short_name=game_name(info.name),
        long_name=info.title,
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=defaults,
    )

    class _State(pyspiel.State):
        """An OpenSpiel state holding a ``fanga.State``."""

        def __init__(self, game: pyspiel.Game, inner: fanga.State):
            super().__init__(game)
            self.fanga = inner

        def current_player(self) -> int:
            if self.fanga.is_terminal():
                return pyspiel.PlayerId.TERMINAL
            return self.fanga.current_player()

        def _legal_actions(self, player: int) -> List[int]:
            del player
            return self.fanga.legal_actions()

        def _apply_action(self, action: int) -> None:
            self.fanga.apply_action(action)

        def _action_to_string(self, player: int, action: int) -> str:
            del player
            return self.fanga.action_to_string(action)

        def is_terminal(self) -> bool:
            return self.fanga.is_terminal()

        def returns(self) -> List[float]:
            return list(self.fanga.returns())

        def __str__(self) -> str:
            taken = " ".join(self.fanga.action_to_string(a) for a in self.fanga.taken)
            text = self.fanga.position.diagram
            return f"{text}\nthis turn: {taken}" if taken else text

    class _Game(pyspiel.Game):
        __doc__ = f"{info.title}, as an OpenSpiel game."

        def __init__(self, params: Optional[Dict[str, Any]] = None):
            params = dict(params or {})
            self._params = {**defaults, **params}
            self._start = _state(info.name, self._params)
            game_info = pyspiel.GameInfo(
                num_distinct_actions=self._start.num_actions,
                max_chance_outcomes=0,
                num_players=2,
                min_utility=-1.0,
                max_utility=1.0,
                utility_sum=0.0,
                max_game_length=self._start.max_game_length,
            )
            super().__init__(game_type, game_info, params)

        def new_initial_state(self) -> _State:
            return _State(self, self._start.clone())

        def make_py_observer(self, iig_obs_type=None, params=None) -> _Observer:
            del iig_obs_type, params
            return _Observer(self._start.observation_shape[0])

    _Game.__name__ = _Game.__qualname__ = "Game_" + info.name.replace("-", "_")
    return game_type, _Game


_registered: Dict[str, type] = {}


def register() -> List[str]:
    """Registers every fanga game with ``pyspiel`` (each once: calling again
    registers only the games defined since, by ``fanga.define``) and
    returns their OpenSpiel names."""
    for info in fanga.games():
        name = game_name(info.name)
        if name in _registered:
            continue
        game_type, cls = _game_class(info)
        pyspiel.register_game(game_type, cls)
        _registered[name] = cls
    return sorted(_registered)
