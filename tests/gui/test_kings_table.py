"""Kings, Cat's Tail, Snake and Retinue where the player meets them, in the real
main window: each game chosen from New Game's code, its columns as the cards
decided them, the aces Snake and Retinue send up at the deal, and an empty
column that refuses a card with its reason. Hint, the verdict, Solve and a
saved game are tried in every game (test_every_game.py)."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Card, GameCode, Pile, Rules
from tests.engine.test_kings_deal import expected
from tests.gui.conftest import Mouse


def drag(window, held: Card, pile: Pile) -> None:
    scene = window.scene
    Mouse(window.view).drag(scene.cards[held].sceneBoundingRect().center(),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


@pytest.mark.parametrize("name", ["kings", "cats-tail", "snake", "retinue"])
def test_each_game_opens_from_its_code_with_the_columns_its_kings_decide(window, name):
    rules = Rules.preset(name)
    window.start(GameCode.for_rules(rules, 3))
    window.scene.finish_animations()
    game = window.controller.game
    assert game.rules.without_options() == rules
    columns, aces = expected(rules, 3)
    scene = window.scene
    for index, column in enumerate(columns):
        assert [item.card for item in scene.pile_cards(Pile.column(index))] == column
    shown_up = [item.card for index in range(8)
                for item in scene.pile_cards(Pile.foundation(index))]
    assert sorted(shown_up) == sorted(aces)
    # The longest column, far longer than any dealt row by row, still fits the table.
    longest = max(columns, key=len)
    last = scene.cards[longest[-1]].sceneBoundingRect()
    shown = window.view.mapFromScene(last).boundingRect()
    assert window.view.viewport().rect().contains(shown), (len(longest), shown)


def test_cats_tail_deal_3_keeps_its_empty_last_column_empty(window):
    window.start(GameCode.for_rules(Rules.preset("cats-tail"), 3))
    window.scene.finish_animations()
    game = window.controller.game
    assert game.position.columns[8] == ()
    top = game.position.columns[0][-1]
    drag(window, top, Pile.column(8))
    assert game.move_count == 0 and game.position.columns[8] == ()
    assert window.statusBar().currentMessage() == "In this game an empty column stays empty."


@pytest.mark.parametrize("name", ["kings", "cats-tail", "snake", "retinue"])
def test_custom_fields_shown_from_each_game_give_it_back(qtbot, prefs, name):
    from freecell_qt.windows.new_game_dialog import NewGameDialog
    from tests.gui.test_game_choice import pick_game

    rules = Rules.preset(name)
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(rules)
    assert dialog.custom.deal_combo.currentData() is rules.deal
    assert dialog.custom.deal_combo.currentText().startswith("Each king starts a column")
    assert dialog.custom.rules(rules.cells).game is rules.game


def test_a_custom_kings_deal_with_too_many_columns_says_why_in_the_dialog(qtbot, prefs):
    from freecell_qt.windows.new_game_dialog import NewGameDialog
    from tests.gui.test_game_choice import pick_game

    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    dialog.custom.show_rules(Rules.preset("kings"))
    dialog.custom.columns_spin.setValue(10)
    qtbot.waitUntil(lambda: dialog.error_label.text() != "")
    assert dialog.error_label.text() == (
        "When each king starts a column, the game needs as many columns as kings (8) or one "
        "more, not 10.")
    assert not dialog.ok_button.isEnabled()


def test_new_game_s_preview_gives_no_column_length_the_deal_decides():
    from freecell_qt.windows.rules_preview import column_label
    from freecell_qt.words.rules_words import Facts

    assert column_label(Facts.of(Rules.preset("kings")), 13) == "?"
    assert column_label(Facts.of(Rules()), 7) == "7"
