"""Penguin, Opus, Four Colours and German FreeCell where the player meets their
run rule: in the real main window a drag carries a whole run onto another
column at once, with every free cell taken and no column empty, as PySolFC
plays those games (docs/rules.md, Presets)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from freecell_qt.engine import Game, Preset, Rules
from tests.engine.test_pysolfc_runs import FOUR, crowded
from tests.gui.conftest import Mouse


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_a_drag_carries_a_whole_run_with_every_cell_taken(window, controller, preset: Preset):
    rules = Rules.preset(preset)
    position, _ = crowded(rules)
    controller.set_game(Game(rules, position))
    scene = window.scene
    scene.finish_animations()
    head = position.columns[0][1]  # the run's highest card, under four others
    rect = scene.cards[head].sceneBoundingRect()
    grab = QPointF(rect.center().x(), rect.top() + 4)  # the strip no other card covers
    target = scene.cards[position.columns[1][-1]].sceneBoundingRect().center()
    Mouse(window.view).drag(grab, target)
    scene.finish_animations()
    assert controller.game.position.columns[1] == position.columns[1] + position.columns[0][1:]
    assert controller.game.position.columns[0] == position.columns[0][:1]
    assert controller.game.position.cells == position.cells
