"""The deal box of Play Deal by Number or Code (Ctrl+G) reads numbers by the one rule
of docs/rules.md, "Deals and deal numbers": the rule the ``freecell`` command keeps."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from freecell_qt.engine import Game, GameCode, IllegalMoveError, Rules
from freecell_qt.engine.rules import Preset
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words.engine_words import explain


def _type_in_the_deal_box(window, modals, typed: str) -> dict[str, object]:
    """Open the dialog with its shortcut, type or paste ``typed``, press Enter; what it
    showed."""
    seen: dict[str, object] = {}

    def answer(dialog: NewGameDialog) -> None:
        if typed.isascii():
            QTest.keyClicks(dialog.deal_edit, typed)
        else:  # pasted, as such text comes in: no key types ١ on this keyboard
            QApplication.clipboard().setText(typed)
            QTest.keyClick(dialog.deal_edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        seen["ok"] = dialog.ok_button.isEnabled()
        seen["error"] = dialog.error_label.text() if dialog.error_label.isVisibleTo(dialog) else ""
        QTest.keyClick(dialog.deal_edit, Qt.Key.Key_Return)
        if dialog.isVisible():
            dialog.reject()

    modals.answer(NewGameDialog, answer)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert modals.kinds() == [NewGameDialog]
    return seen


@pytest.mark.parametrize("typed", ["1,2", "1,0,0,0", "١٠", "1 2"])
def test_a_number_the_rule_refuses_is_refused_in_the_deal_box(window, controller, modals,
                                                               typed):
    before = controller.code
    seen = _type_in_the_deal_box(window, modals, typed)
    assert seen["ok"] is False
    assert seen["error"] == f"'{typed}' is not a deal number."
    assert controller.code == before  # Enter dealt nothing


@pytest.mark.parametrize("typed", ["1,000", "1\u202f000", "1.000", "1 000", "01000"])
def test_a_number_grouped_as_the_app_writes_it_is_that_deal(window, controller, modals, typed):
    seen = _type_in_the_deal_box(window, modals, typed)
    assert seen == {"ok": True, "error": ""}
    assert controller.code == GameCode.for_rules(Rules(), 1000)


def test_a_column_a_wide_game_lacks_is_named_by_the_count_of_columns():
    """A 10-column game has columns 1 to 10, not "1 to t"."""
    rules = Rules(Preset.CUSTOM, 4, columns=10)
    game = Game.new(1, rules)
    with pytest.raises(IllegalMoveError) as caught:
        game.play("1j")
    assert explain(caught.value) == "This game has columns 1 to 10; there is no column j."
