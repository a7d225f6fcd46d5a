"""Fixtures for the storage tests: settings, data folder and saves in tmp_path only."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from freecell_qt.controller import GameController
from freecell_qt.engine import Game, Move
from freecell_qt.storage.preferences import Preferences


@pytest.fixture
def prefs(qapp, tmp_path):
    return Preferences(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def controller(prefs):
    return GameController(prefs)


def played_game() -> Game:
    """Deal 267 with four steps played, one undone (so one step to redo)."""
    game = Game.from_code("FC1-C4-AAAAAKH")
    for token in ("1a", "2b", "3c", "4d"):
        game.play(Move.parse(token))
    game.undo()
    return game


def history(game: Game) -> tuple[tuple[str, ...], int]:
    return tuple(step.text for step in game.steps), game.current
