"""Every fanga game with gymnasium's contracts: many games at once as a
``gymnasium.vector.VectorEnv``, one game against a fanga player as a
``gymnasium.Env``.

``VectorEnv(game, num_envs, options=None, *, text=None, threads=None,
max_moves=1000, lap_budget=None, **kwargs)`` (also ``fanga.VectorEnv``)
steps ``num_envs`` games of both players' decisions together, over
``fanga.BatchEnv``::

    import fanga
    envs = fanga.VectorEnv("katro", 64, columns=4)
    obs, infos = envs.reset(seed=0)
    for _ in range(100):
        masks = infos["action_mask"]
        actions = envs.action_space.sample(mask=tuple(masks))
        obs, rewards, terminations, truncations, infos = envs.step(actions)

Its autoreset mode is gymnasium's ``NEXT_STEP``: a game that ends on a
step gives its last observation, ``terminations`` set; the next step
starts it again and ignores its action (its mask then marks every action
legal, its player is -1), giving the new game's observation, reward 0. A
step's ``rewards`` are from the side of the player who took the decision
(1 for the decision that wins, -1 for one that loses, 0 otherwise); when a
game ends, ``infos["returns"]`` holds both players' returns, the first
seat's first (with ``infos["_returns"]`` saying which games ended). The
masks are in ``infos["action_mask"]`` and ``action_masks()``, the player
to move (0 or 1) in ``infos["player"]``. A game ended by ``max_moves`` is
terminated (drawn by adjudication, as OpenSpiel's games end), never
truncated. ``reset(options={"reset_mask": mask})`` starts only the games
where ``mask`` is true, as gymnasium's own vector environments do.

``Env(game, options=None, *, opponent="ab:d2", seat=0, text=None,
max_moves=1000, lap_budget=None, render_mode=None, **kwargs)`` is one game
played by an agent in ``seat`` against the computer player ``opponent``
(any spec of ``fanga.think``), whose moves are made inside ``step`` and
``reset``, seeded from ``reset(seed=)``. An observation is the board from
the agent's side (``fanga.State.observation()``); ``info["action_mask"]``
and ``action_masks()`` give the legal actions. The reward is the agent's
return when the game ends (1, -1 or 0). An illegal action ends the game,
lost (reward -1, ``info["illegal_action"]`` true), as PettingZoo's
``TerminateIllegalWrapper`` does.

Masks are ``int8`` here, as gymnasium's spaces take them
(``Discrete.sample(mask=)``); ``fanga.State`` and ``fanga.BatchEnv`` give
``bool`` (``docs/actions.md``).

This module needs ``gymnasium`` (``pip install gymnasium``), which it
imports; ``fanga`` itself imports it only when ``fanga.VectorEnv`` is
first used.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Sequence, Tuple

import gymnasium
import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from gymnasium.vector import AutoresetMode
from gymnasium.vector.utils import batch_space

import fanga

#: The most any number of an observation holds: a hole's seeds.
OBSERVATION_HIGH = 255.0

#: The dtype of a mask given to gymnasium and PettingZoo.
MASK_DTYPE = np.int8


def observation_space(state: fanga.State) -> spaces.Box:
    """The space of ``state``'s observations."""
    return spaces.Box(0.0, OBSERVATION_HIGH, state.observation_shape, np.float32)


def mask_space(state: fanga.State) -> spaces.Box:
    """The space of ``state``'s action masks (``int8``, 1 for a legal action)."""
    return spaces.Box(0, 1, (state.num_actions,), MASK_DTYPE)


#: What ``VectorEnv.step`` returns: observations, rewards, terminations,
#: truncations, infos.
VectorStep = Tuple[npt.NDArray[np.float32], npt.NDArray[np.float32], npt.NDArray[np.bool_], npt.NDArray[np.bool_], Dict[str, Any]]


def _start(game: str, options: Any, kwargs: Dict[str, Any]) -> fanga.State:
    """The start of ``game`` as a ``fanga.State``, from the arguments the
    environments share with it."""
    return fanga.State(game, options, **kwargs)


class VectorEnv(gymnasium.vector.VectorEnv):
    """``num_envs`` games of one game and options stepped together, with
    ``gymnasium.vector``'s contract (see the module)."""

    metadata = {"autoreset_mode": AutoresetMode.NEXT_STEP, "render_modes": []}

    def __init__(
        self,
        game: str,
        num_envs: int,
        options: Optional[Dict[str, Any]] = None,
        /,
        *,
        text: Optional[str] = None,
        threads: Optional[int] = None,
        max_moves: int = 1000,
        lap_budget: Optional[int] = None,
        **kwargs: Any,
    ):
        self.batch = fanga.BatchEnv(
            game,
            num_envs,
            options,
            text=text,
            threads=threads,
            max_moves=max_moves,
            lap_budget=lap_budget,
            autoreset="next-step",
            **kwargs,
        )
        start = _start(game, options, {"text": text, "max_moves": max_moves, "lap_budget": lap_budget, **kwargs})
        self.game = start.game
        self.num_envs = num_envs
        self.single_observation_space = observation_space(start)
        self.single_action_space = spaces.Discrete(start.num_actions)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)
        self._every = np.ones(num_envs, np.bool_)
        self._rows = np.arange(num_envs)
        self._masks = np.zeros((num_envs, start.num_actions), MASK_DTYPE)
        self._players = np.zeros(num_envs, np.int64)

    @property
    def threads(self) -> int:
        """The threads the steps run on."""
        return self.batch.threads

    def _infos(self, masks: npt.NDArray[np.bool_], players: npt.NDArray[np.int64]) -> Dict[str, Any]:
        self._masks = masks.view(MASK_DTYPE)
        self._players = players
        return {
            "action_mask": self._masks,
            "_action_mask": self._every,
            "player": players,
            "_player": self._every,
        }

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[npt.NDArray[np.float32], Dict[str, Any]]:
        """Starts the games again (those of ``options["reset_mask"]``, a
        ``bool`` array of ``num_envs``, or every one); returns the
        observations and the infos. The games start from the same position
        whatever the seed, which seeds ``np_random``."""
        super().reset(seed=seed, options=options)
        mask: Optional[List[bool]] = None
        if options is not None and "reset_mask" in options:
            given = np.asarray(options["reset_mask"])
            if given.dtype != np.bool_ or given.shape != (self.num_envs,):
                raise ValueError(
                    f"reset: options['reset_mask'] must be a bool array of shape ({self.num_envs},), "
                    f"not {given.dtype} of shape {given.shape}"
                )
            mask = given.tolist()
        obs, masks, players = self.batch.reset(mask)
        return obs, self._infos(masks, players)

    def step(self, actions: Any) -> VectorStep:
        """Takes one decision in every game (``actions``: one id a game, a
        list or an array of any integer dtype); returns ``(observations,
        rewards, terminations, truncations, infos)``. An action out of range
        or illegal raises, naming the game, and no game moves."""
        deciders = self._players
        try:
            obs, masks, returns, terminations, players = self.batch.step(actions)
        except fanga.MoveError as e:
            raise type(e)(
                f"{e} (no game moved; legal actions come from the masks: "
                "action_space.sample(mask=tuple(infos['action_mask'])))"
            ) from None
        # A game started again on this step had player -1 and returns 0.
        rewards = returns[self._rows, deciders]
        infos = self._infos(masks, players)
        if terminations.any():
            infos["returns"] = returns
            infos["_returns"] = terminations
        return obs, rewards, terminations, np.zeros(self.num_envs, np.bool_), infos

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions of every game now, ``int8`` of ``(num_envs,
        num_actions)`` (what masked policies ask of an environment)."""
        return self._masks

    def __repr__(self) -> str:
        return f"VectorEnv({self.game!r}, num_envs={self.num_envs}, threads={self.threads})"


def decisions(state: fanga.State, move: str) -> List[int]:
    """The actions that play ``move`` (in the game's notation) from
    ``state``, at the start of a turn."""

    def search(s: fanga.State) -> Optional[List[int]]:
        for a in s.legal_actions():
            t = s.clone()
            t.apply_action(a)
            if t.moves_played > s.moves_played or t.is_terminal():
                if t.last_move == move:
                    return [a]
                continue
            rest = search(t)
            if rest is not None:
                return [a, *rest]
        return None

    found = search(state)
    if found is None:
        raise fanga.MoveError(f"{move} is not a legal move of {state.position.text}")
    return found


class Env(gymnasium.Env):
    """One game played by an agent against a fanga player, with
    ``gymnasium.Env``'s contract (see the module)."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(
        self,
        game: str,
        options: Optional[Dict[str, Any]] = None,
        /,
        *,
        opponent: str = "ab:d2",
        seat: int = 0,
        text: Optional[str] = None,
        max_moves: int = 1000,
        lap_budget: Optional[int] = None,
        render_mode: Optional[str] = None,
        **kwargs: Any,
    ):
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, not {seat!r}")
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode {render_mode!r} is not one of {self.metadata['render_modes']}")
        self._start = _start(
            game, options, {"text": text, "max_moves": max_moves, "lap_budget": lap_budget, **kwargs}
        )
        # The opponent's spec checked now (fanga.PlayerError), not at its first move.
        fanga.think(self._start.position, opponent, 0)
        self.game = self._start.game
        self.opponent = opponent
        self.seat = seat
        self.render_mode = render_mode
        self.observation_space = observation_space(self._start)
        self.action_space = spaces.Discrete(self._start.num_actions)
        self.state = self._start.clone()
        self._illegal = False

    def _opponent_plays(self) -> None:
        s = self.state
        while not s.is_terminal() and s.current_player() != self.seat:
            seed = int(self.np_random.integers(2**63))
            move = fanga.think(s.position, self.opponent, seed).move
            for a in decisions(s, move):
                s.apply_action(a)

    def _info(self) -> Dict[str, Any]:
        return {"action_mask": self.action_masks(), "moves_played": self.state.moves_played}

    def action_masks(self) -> npt.NDArray[np.int8]:
        """The legal actions now, ``int8`` of ``num_actions``."""
        return self.state.action_mask().view(MASK_DTYPE)

    def reset(
        self, *, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None
    ) -> Tuple[npt.NDArray[np.float32], Dict[str, Any]]:
        """Starts the game again (the opponent moves first when the agent
        has the second seat); ``seed`` seeds the opponent's choices."""
        super().reset(seed=seed, options=options)
        self.state = self._start.clone()
        self._illegal = False
        self._opponent_plays()
        return self.state.observation(), self._info()

    def step(
        self, action: Any
    ) -> Tuple[npt.NDArray[np.float32], float, bool, bool, Dict[str, Any]]:
        """Takes the agent's decision ``action``, then the opponent's turns
        while it has the move."""
        if self._illegal or self.state.is_terminal():
            raise fanga.GameOverError("step: the game is over; reset() starts another")
        if not isinstance(action, (int, np.integer)) or isinstance(action, bool):
            raise TypeError(f"step(action): an action is an integer id, not {type(action).__name__} {action!r}")
        if not 0 <= action < self._start.num_actions or not self.state.action_mask()[action]:
            self._illegal = True
            info = self._info()
            info["illegal_action"] = True
            return self.state.observation(), -1.0, True, False, info
        self.state.apply_action(int(action))
        self._opponent_plays()
        terminated = self.state.is_terminal()
        reward = float(self.state.returns()[self.seat]) if terminated else 0.0
        return self.state.observation(), reward, terminated, False, self._info()

    def render(self) -> Optional[str]:  # type: ignore[override]
        if self.render_mode is None:
            return None
        text = self.state.position.diagram
        if self.state.is_terminal():
            text += f"\n{self.state.outcome}"
        return text


__all__: Sequence[str] = [
    "Env",
    "VectorEnv",
    "decisions",
    "mask_space",
    "observation_space",
    "MASK_DTYPE",
    "OBSERVATION_HIGH",
]
