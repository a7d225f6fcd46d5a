"""Penguin, Opus, Four Colours and German FreeCell where the player meets their
run rule: in the real main window a drag carries a whole run onto another
column at once, with every free cell taken and no column empty, as PySolFC
plays those games (docs/rules.md, Presets); in New Game their fields with any
run at once make the game, and with the old rule a custom game that keeps it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from freecell_qt.engine import Game, GameCode, Preset, Rules
from freecell_qt.engine.rules import SequenceMove
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.engine.test_pysolfc_runs import FOUR, crowded
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import pick_game


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


@pytest.mark.parametrize("preset", FOUR, ids=lambda preset: preset.value)
def test_new_game_s_fields_make_the_game_and_the_old_rule_a_custom_game(qtbot, prefs, preset):
    rules = Rules.preset(preset)
    old = SequenceMove.ONE_CARD if rules.suit_cells else SequenceMove.SUPERMOVE
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    custom = dialog.custom
    custom.show_rules(rules.changed(sequence=old))
    combo = custom.sequence_combo
    combo.setCurrentIndex(combo.findData(SequenceMove.UNLIMITED))
    assert custom.rules(rules.cells).game is preset
    combo.setCurrentIndex(combo.findData(old))
    chosen = custom.rules(rules.cells)
    assert chosen.is_custom and chosen.sequence is old
    assert GameCode.parse(str(GameCode.for_rules(chosen, 9))).rules == chosen
