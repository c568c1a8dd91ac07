"""Shared fixtures: every game of the registry, by name."""

import pytest

import fanga

GAMES = [g.name for g in fanga.games()]


@pytest.fixture(params=GAMES)
def game(request):
    """The name of each game of the registry in turn."""
    return request.param
