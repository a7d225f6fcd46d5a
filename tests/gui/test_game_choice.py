"""Choosing a game: presets and custom rules in New Game, How to Play for the game in
progress, and the last game chosen kept in the preferences."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from freecell_qt.engine import (
    PRESETS,
    Build,
    DealOrder,
    EmptyFill,
    GameCode,
    Preset,
    Rules,
    SequenceMove,
)
from freecell_qt.engine.rules.options import KING_DEALS
from freecell_qt.storage.preferences import Preferences
from freecell_qt.windows.help_dialog import HowToPlayDialog
from freecell_qt.windows.new_game_dialog import NewGameDialog

CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def open_new_game(window, modals, answer) -> None:
    """Ctrl+Shift+N on the table, with ``answer`` run on the dialog.

    A failed check inside ``answer`` still closes the dialog, so that the test
    fails instead of waiting on it for ever.
    """
    def answer_or_close(dialog: NewGameDialog) -> None:
        try:
            answer(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    modals.answer(NewGameDialog, answer_or_close)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_N, CTRL_SHIFT)
    assert modals.kinds() == [NewGameDialog]


def pick_game(dialog: NewGameDialog, title: str) -> None:
    """Choose a game in the picker by the name the player reads."""
    combo = dialog.game_combo
    titles = [combo.itemText(i) for i in range(combo.count())]
    combo.setCurrentIndex(titles.index(title))


def press_ok(dialog: NewGameDialog) -> None:
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


# -- presets --------------------------------------------------------------------
@pytest.mark.parametrize("preset", PRESETS, ids=lambda p: p.value)
def test_choosing_a_preset_deals_that_game(window, controller, modals, preset):
    wanted = Rules.preset(preset)

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, wanted.title)
        assert dialog.preview.facts is not None
        assert dialog.preview.facts.layout == wanted.layout
        assert dialog.ok_button.isEnabled()
        press_ok(dialog)

    open_new_game(window, modals, choose)
    game = controller.game
    assert game.rules.key == wanted.key
    # The deal as dealt: an exposed ace may already have gone up from it.
    assert len(game.start.columns) == wanted.pile_count
    if wanted.deal in KING_DEALS:  # the cards, not the layout, decide the lengths
        assert sum(map(len, game.start.columns)) == wanted.dealt_count
    else:
        assert [len(column) for column in game.start.columns[:wanted.columns]] == list(
            wanted.layout)
    assert sum(card is not None for card in game.start.cells) == wanted.reserve


def test_every_preset_and_custom_are_offered(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    offered = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert offered == [*PRESETS, Preset.CUSTOM]
    # Only FreeCell offers a choice of cells; Eight Off has eight.
    pick_game(dialog, "Eight Off")
    assert dialog.cells_spin.value() == 8 and not dialog.cells_spin.isEnabled()
    assert dialog.rules_label.text().startswith("8 columns, 8 free cells, 4 cards dealt")
    pick_game(dialog, "FreeCell")
    assert dialog.cells_spin.isEnabled()
    assert (dialog.cells_spin.minimum(), dialog.cells_spin.maximum()) == (0, 4)


# -- custom games ---------------------------------------------------------------
def test_custom_refuses_more_pre_dealt_cards_than_cells_with_the_reason(
        window, controller, modals):
    before = controller.game
    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        assert dialog.custom.columns_spin.isVisible()
        dialog.cells_spin.setValue(2)
        dialog.custom.reserve_spin.setValue(4)
        seen["ok"] = dialog.ok_button.isEnabled()
        seen["reason"] = dialog.error_label.text() if dialog.error_label.isVisible() else ""
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        seen["open"] = dialog.isVisible()
        dialog.reject()

    open_new_game(window, modals, choose)
    assert seen["ok"] is False and seen["open"] is True
    assert seen["reason"] == ("4 cards are dealt to the free cells but there are only 2 free "
                              "cells: choose more cells or fewer cards.")
    assert controller.game is before  # nothing was dealt


def test_custom_sets_every_field_with_a_live_preview_and_deals_it(window, controller, modals):
    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        dialog.cells_spin.setValue(6)
        custom = dialog.custom
        custom.columns_spin.setValue(10)
        custom.reserve_spin.setValue(2)
        custom.build_combo.setCurrentIndex(custom.build_combo.findData(Build.ANY_SUIT))
        custom.fill_combo.setCurrentIndex(custom.fill_combo.findData(EmptyFill.NONE))
        custom.sequence_combo.setCurrentIndex(
            custom.sequence_combo.findData(SequenceMove.ONE_CARD))
        custom.deal_combo.setCurrentIndex(custom.deal_combo.findData(DealOrder.CHALLENGE))
        dialog.takeback_check.setChecked(True)
        facts = dialog.preview.facts
        seen["preview"] = (facts.columns, facts.cells, facts.reserve, facts.layout)
        seen["summary"] = dialog.rules_label.text()
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert seen["preview"] == (10, 6, 2, (5,) * 10)
    assert seen["summary"] == (
        "10 columns, 6 free cells, 2 cards dealt to the cells, builds regardless of suit, "
        "empty columns stay empty, one card at a time, aces and twos dealt deepest, "
        "cards may come back from the foundations")
    rules = controller.game.rules
    assert rules.is_custom and rules.takeback
    assert (rules.cells, rules.columns, rules.reserve, rules.build, rules.fill,
            rules.sequence) == (6, 10, 2, Build.ANY_SUIT, EmptyFill.NONE, SequenceMove.ONE_CARD)
    # Aces and twos lie deepest: dealt first, they make the start of the first row.
    first_row = [column[0].rank for column in controller.game.start.columns]
    assert sorted(first_row[:8]) == [1, 1, 1, 1, 2, 2, 2, 2]


def test_a_custom_game_of_two_decks_is_dealt_on_the_table(window, controller, modals):
    seen: dict[str, object] = {}

    def choose(dialog: NewGameDialog) -> None:
        pick_game(dialog, "Custom")
        dialog.cells_spin.setValue(6)
        dialog.custom.columns_spin.setValue(10)
        dialog.custom.decks_spin.setValue(2)
        seen["summary"] = dialog.rules_label.text()
        seen["layout"] = dialog.preview.facts.layout
        press_ok(dialog)

    open_new_game(window, modals, choose)
    assert str(seen["summary"]).startswith("2 decks, 10 columns, 6 free cells")
    assert seen["layout"] == (11,) * 4 + (10,) * 6
    game = controller.game
    assert game.rules.decks == 2 and len(game.position.counts) == 8
    assert len(window.scene.cards) == 104
    assert all(item.isVisible() for item in window.scene.cards.values())


def test_a_custom_rule_set_that_is_a_preset_says_so(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.cells_spin.setValue(4)
    custom = dialog.custom
    custom.columns_spin.setValue(8)
    custom.reserve_spin.setValue(0)
    custom.build_combo.setCurrentIndex(custom.build_combo.findData(Build.SAME_SUIT))
    custom.fill_combo.setCurrentIndex(custom.fill_combo.findData(EmptyFill.ANY))
    custom.sequence_combo.setCurrentIndex(custom.sequence_combo.findData(SequenceMove.SUPERMOVE))
    custom.deal_combo.setCurrentIndex(custom.deal_combo.findData(DealOrder.ROWS))
    assert dialog.rules_label.text().endswith("These are the rules of Baker's Game.")
    assert dialog.chosen()[1].game is Preset.BAKERS_GAME


def test_a_custom_code_shows_its_rules_locked(qtbot, prefs):
    custom = Rules(Preset.CUSTOM, 5, columns=9, reserve=3, fill=EmptyFill.KINGS)
    code = GameCode.for_rules(custom, 617)
    dialog = NewGameDialog(prefs, by_number=True)
    qtbot.addWidget(dialog)
    QTest.keyClicks(dialog.deal_edit, str(code))
    assert dialog.game_combo.currentData() is Preset.CUSTOM and not dialog.game_combo.isEnabled()
    assert dialog.custom.columns_spin.value() == 9
    assert not any(widget.isEnabled() for widget in dialog.custom.widgets)
    assert dialog.cells_spin.value() == 5
    assert dialog.chosen()[0] == code and dialog.chosen()[1].key == custom.key


# -- the last game chosen ---------------------------------------------------------
def test_the_last_game_chosen_is_remembered(window, modals, settings):
    open_new_game(window, modals, lambda dialog: (pick_game(dialog, "Seahaven Towers"),
                                                  press_ok(dialog)))
    again = Preferences(QSettings(settings.fileName(), settings.format()))
    assert again.variant is Preset.SEAHAVEN_TOWERS
    reopened = NewGameDialog(again)
    assert reopened.game_combo.currentText() == "Seahaven Towers"
    reopened.deleteLater()


def test_the_last_custom_rule_set_is_remembered(qtbot, prefs, settings):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.cells_spin.setValue(7)
    dialog.custom.columns_spin.setValue(12)
    dialog.accept()
    again = Preferences(QSettings(settings.fileName(), settings.format()))
    assert again.rules().key == Rules(Preset.CUSTOM, 7, columns=12).key
    reopened = NewGameDialog(again)
    qtbot.addWidget(reopened)
    assert reopened.game_combo.currentData() is Preset.CUSTOM
    assert (reopened.cells_spin.value(), reopened.custom.columns_spin.value()) == (7, 12)


# -- How to Play ----------------------------------------------------------------------
def how_to_play_text(window, modals) -> str:
    texts: list[str] = []

    def read(dialog: HowToPlayDialog) -> None:
        texts.append(dialog.browser.toPlainText())
        dialog.accept()

    modals.answer(HowToPlayDialog, read)
    window.how_to_action.trigger()
    assert len(texts) == 1
    return texts[0]


def test_how_to_play_for_bakers_game_says_cards_build_by_suit(window, modals):
    window.start(None, Rules.preset("bakers-game"))
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Baker's Game")
    assert "one rank higher and of the same suit: the 7 of hearts on the 8 of hearts" in text
    assert "other colour" not in text
    # Built by suit, every card that can go up is safe.
    assert "every card that can go to its foundation goes up by itself" in text


def test_how_to_play_for_forecell_says_only_kings_fill_an_empty_column(window, modals):
    window.start(None, Rules.preset("forecell"))
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play ForeCell")
    assert "Only a king, or a run headed by a king, may fill an empty column." in text
    assert "lettered a to d (h is the foundation)" in text
    assert "The last 4 cards are dealt to the free cells." in text
    assert "empty columns cannot help. With F empty free cells, the longest run that can " \
           "move is F + 1." in text


def test_how_to_play_follows_a_custom_rule_set(window, modals):
    window.start(None, Rules(Preset.CUSTOM, 0, columns=13, build=Build.ANY_SUIT,
                             fill=EmptyFill.NONE, sequence=SequenceMove.UNLIMITED))
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Custom game")
    assert "The game is played with 13 columns." in text
    assert "Columns 10 and up are typed t, j, q, k." in text
    assert "There are no free cells" in text
    assert "whatever its suit: any 7 on any 8" in text
    assert "once a column is empty it stays empty" in text
    assert "moves in one go however long it is" in text


@pytest.mark.parametrize("rules", [
    Rules(Preset.CUSTOM, 8, columns=13, reserve=8),
    Rules(Preset.CUSTOM, 0, columns=4),
    Rules.preset("seahaven-towers"),
], ids=["13 columns, 8 cells", "4 columns, no cells", "seahaven"])
def test_the_preview_draws_any_table(qtbot, rules):
    from freecell_qt.windows.rules_preview import CARD, RulesPreview

    preview = RulesPreview()
    qtbot.addWidget(preview)
    preview.resize(300, 130)
    with qtbot.capture_exceptions() as caught:
        preview.set_rules(rules)
        image = preview.grab().toImage()
    assert caught == []
    # The columns are drawn as cards below the row of cells and foundations.
    columns_row = image.height() // 2 + 4
    cards = sum(image.pixelColor(x, columns_row).rgb() == CARD.rgb()
                for x in range(image.width()))
    assert cards > image.width() // 3
    assert preview.accessibleDescription().startswith(f"{rules.columns} columns")


CUSTOM_TEN = Rules(Preset.CUSTOM, 6, columns=10)


def test_a_custom_code_deals_its_own_table(window, controller):
    code = GameCode.for_rules(CUSTOM_TEN, 617)
    window.start(code)
    assert len(controller.game.position.columns) == 10
    assert len(controller.game.position.cells) == 6
    assert controller.code == code


def test_new_game_in_a_custom_game_keeps_its_rules(window, controller):
    window.start(GameCode.for_rules(CUSTOM_TEN, 617))
    window.new_action.trigger()
    assert controller.game.rules.without_options() == CUSTOM_TEN.without_options()
    assert controller.game.deal_number != 617 or controller.game.move_count == 0


def test_changing_an_option_keeps_the_custom_game_in_progress(window, controller, prefs):
    window.start(GameCode.for_rules(CUSTOM_TEN, 617))
    prefs.set("takeback", not prefs.takeback)
    assert len(controller.game.position.columns) == 10
    assert controller.game.rules.columns == 10
    assert controller.game.rules.takeback == prefs.takeback
