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


def test_the_rules_preview_draws_one_foundation_box() -> None:
    from freecell_qt.windows.rules_preview import foundation_boxes
    from freecell_qt.words.rules_words import Facts

    assert foundation_boxes(Facts.of(Rules.preset("footling"))) == 1
    assert foundation_boxes(Facts.of(Rules.preset("double-footling"))) == 1
    assert foundation_boxes(Facts.of(Rules.preset("clink"))) == 2
    assert foundation_boxes(Facts.of(Rules.preset("double-freecell"))) == 4
