"""A custom game with Footling's one foundation in New Game: its code shows the
rules locked with the foundation choice it has, and the choice makes such a game."""

from __future__ import annotations

from PySide6.QtTest import QTest

from freecell_qt.engine import GameCode, Preset, Rules
from freecell_qt.engine.rules import FoundationBuild
from freecell_qt.windows.new_game_dialog import NewGameDialog


def test_a_custom_code_with_one_foundation_by_rank_shows_its_rules(qtbot, prefs):
    custom = Rules(Preset.CUSTOM, 3, foundation=FoundationBuild.FOURS)
    code = GameCode.for_rules(custom, 617)
    dialog = NewGameDialog(prefs, by_number=True)
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.deal_edit, str(code))
    assert dialog.game_combo.currentData() is Preset.CUSTOM
    assert dialog.custom.foundation_combo.currentData() == "fours"
    assert dialog.chosen()[0] == code and dialog.chosen()[1].key == custom.key
    assert dialog.custom.rules(3).foundation is FoundationBuild.FOURS
