"""Copy Position then Paste Position in the real main window gives back the same game:
every preset with each of its cell counts, and custom games of many shapes, pasted
while another game is in play."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Rules
from freecell_qt.engine.rules import PRESETS, TABLE
from tests.engine.test_rules_properties import rule_sets

PRESET_GAMES = [Rules(preset, cells) for preset in PRESETS
                for cells in TABLE[preset].cell_choices]


def _copy_then_paste_elsewhere(window, controller, rules: Rules) -> None:
    """Start ``rules``, play a move, Ctrl+C; start another game, Ctrl+V."""
    window.start(None, rules)
    moves = list(controller.game.legal_moves())
    if moves:
        controller.play(moves[len(moves) // 2])
    # With several decks the copies of a card are numbered as the text names them:
    # the same table, told by its text.
    copied = (controller.game.rules.without_options(), controller.game.position.to_text())
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    other = Rules.preset("eight-off") if rules.game.value == "freecell" else Rules()
    window.start(None, other)
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    game = controller.game
    assert (game.rules.without_options(), game.position.to_text()) == copied


@pytest.fixture
def quiet(prefs):
    """No auto-move: the pasted position is the copied one, untouched."""
    prefs.set("automove", False)


@pytest.mark.parametrize("rules", PRESET_GAMES, ids=lambda rules: rules.key)
def test_a_preset_copied_and_pasted_is_that_preset(window, controller, quiet, rules):
    _copy_then_paste_elsewhere(window, controller, rules)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(rules=rule_sets())
def test_a_custom_game_copied_and_pasted_is_that_game(window, controller, quiet, rules):
    _copy_then_paste_elsewhere(window, controller, rules)


def test_a_pasted_board_with_a_huge_token_is_refused_in_a_box_of_readable_length(
        window, controller, monkeypatch):
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtWidgets import QMessageBox

    from freecell_qt.engine import Game

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: said.append(text))
    before = controller.game.position
    board = Game.new(1).start.to_text().replace("JD", "Q" * 60_000)
    QGuiApplication.clipboard().setText(board)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    [text] = said
    assert f"line 3: unknown card '{'Q' * 39}…'" in text
    assert len(text) < 300
    assert controller.game.position == before
