"""Every fanga game as a PettingZoo AEC environment.

``raw_env(game, render_mode=None, max_moves=1000, lap_budget=None,
**options)`` is an ``AECEnv`` of two agents, ``player_0`` (the first seat: South, White)
and ``player_1``, playing a ``fanga.State`` decision by decision: within a
turn the same agent is selected again until the turn is complete. An
observation is a dict of ``observation`` (``fanga.State.observation()``,
from the side of the agent to move) and ``action_mask`` (``int8``, 1 for
each legal action). Rewards come at the end: 1 to the winner, -1 to the
loser, 0 each for a draw (by the rules, ``move limit`` after ``max_moves``
whole turns, or ``lap budget``: see ``docs/actions.md``). A game ended by
``max_moves`` is *terminated* (its result is a draw by adjudication, as
OpenSpiel's games end), never truncated. ``render_mode="ansi"`` renders the
board's diagram and the decisions taken in the turn.

    from fanga.pettingzoo import env
    e = env("katro", columns=4, render_mode="ansi")
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        action = None if terminated or truncated else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

The environment needs ``pettingzoo`` and ``gymnasium`` (``pip install
pettingzoo``), which this module imports; ``fanga`` itself does not.
"""

from __future__ import annotations

from typing import Any, Dict, Optional

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

import fanga
# OBSERVATION_HIGH stays importable from here, where it was first defined.
from fanga.gymnasium import MASK_DTYPE, OBSERVATION_HIGH, mask_space, observation_space

__all__ = ["AGENTS", "OBSERVATION_HIGH", "RENDER_MODES", "FangaEnv", "env", "raw_env"]

#: The agents, the first seat's first.
AGENTS = ["player_0", "player_1"]

#: The render modes: a text diagram.
RENDER_MODES = ["ansi"]


class FangaEnv(AECEnv):
    """A fanga game as a PettingZoo AEC environment (see the module)."""

    metadata = {"render_modes": RENDER_MODES, "name": "fanga_v0", "is_parallelizable": False}

    def __init__(
        self,
        game: str,
        render_mode: Optional[str] = None,
        max_moves: int = 1000,
        lap_budget: Optional[int] = None,
        **options: Any,
    ):
        super().__init__()
        if render_mode not in (None, *RENDER_MODES):
            raise ValueError(f"render_mode {render_mode!r} is not one of {RENDER_MODES}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": "fanga_" + game.replace("-", "_") + "_v0"}
        self._start = fanga.State(game, options, max_moves=max_moves, lap_budget=lap_budget)
        self.game = self._start.game
        self.possible_agents = list(AGENTS)
        self._observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": observation_space(self._start),
                    "action_mask": mask_space(self._start),
                }
            )
            for a in self.possible_agents
        }
        self._action_spaces = {a: spaces.Discrete(self._start.num_actions) for a in self.possible_agents}
        self.fanga: fanga.State = self._start.clone()

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_spaces[agent]

    def observe(self, agent: str) -> Dict[str, np.ndarray]:
        mask = self.fanga.action_mask().astype(MASK_DTYPE)
        if agent != self.agent_selection:
            mask[:] = 0
        return {"observation": self.fanga.observation(), "action_mask": mask}

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None) -> None:
        del options
        if seed is not None:
            for i, a in enumerate(self.possible_agents):
                self._action_spaces[a].seed(seed + i)
        self.fanga = self._start.clone()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self.agents[self.fanga.current_player()]

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to decide: step needs an action, not None")
        self._cumulative_rewards[agent] = 0.0
        self.fanga.apply_action(int(action))
        self.rewards = {a: 0.0 for a in self.agents}
        if self.fanga.is_terminal():
            returns = self.fanga.returns()
            outcome = self.fanga.outcome
            for i, a in enumerate(self.agents):
                self.rewards[a] = float(returns[i])
                self.terminations[a] = True
                self.infos[a] = {"outcome": str(outcome)}
        self.agent_selection = self.agents[self.fanga.current_player()]
        self._accumulate_rewards()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        taken = " ".join(self.fanga.action_to_string(a) for a in self.fanga.taken)
        text = self.fanga.position.diagram
        if taken:
            text += f"\nthis turn: {taken}"
        if self.fanga.is_terminal():
            text += f"\n{self.fanga.outcome}"
        return text

    def close(self) -> None:
        pass


def raw_env(game: str, **kwargs: Any) -> FangaEnv:
    """A fanga game as a bare PettingZoo AEC environment: ``FangaEnv(game,
    **kwargs)``."""
    return FangaEnv(game, **kwargs)


def env(game: str, **kwargs: Any) -> AECEnv:
    """A fanga game as a PettingZoo AEC environment, wrapped as
    PettingZoo's environments are: an illegal action ends the game, lost
    (reward -1), an action out of the space raises, and the calls must come
    in order (``reset`` first)."""
    e = raw_env(game, **kwargs)
    e = wrappers.TerminateIllegalWrapper(e, illegal_reward=-1)
    e = wrappers.AssertOutOfBoundsWrapper(e)
    return wrappers.OrderEnforcingWrapper(e)
