"""Tuxedo and Petal where the player meets them: New Game's custom fields keep
them, and a move through the real main window (docs/rules.md, Columns)."""

from __future__ import annotations

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Preset, Rules
from freecell_qt.engine.rules import Base
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.gui.test_base_card_table import drag_to
from tests.gui.test_game_choice import pick_game

TUXEDO = Rules.preset("tuxedo")
PETAL = Rules.preset("petal")


def test_custom_fields_shown_from_tuxedo_and_petal_give_them_back(qtbot, prefs):
    dialog = NewGameDialog(prefs)
    qtbot.addWidget(dialog)
    pick_game(dialog, "Custom")
    # The dialog deals row by row (Tuxedo's 8,7,7,8,7,7,8 has no control), but
    # Tuxedo's columns going round are kept.
    dialog.custom.show_rules(TUXEDO)
    assert dialog.custom.rules(7).column_wrap
    assert dialog.custom.rules(7).layout == (8, 8, 8, 7, 7, 7, 7)
    dialog.custom.show_rules(PETAL)
    combo = dialog.custom.foundation_combo
    assert combo.currentData() == "all-up"
    assert combo.currentText() == "Suit, from the first card's rank, all up"
    assert dialog.custom.rules(4).game is Preset.PETAL
    assert dialog.custom.rules(4).base is Base.ALL_UP


def test_a_king_goes_on_an_ace_in_tuxedo_s_table_and_a_king_of_another_suit_does_not(
        window, controller):
    text = ("Foundations: H-Q C-K D-K S-0\nFreecells: - - - - - - -\n"
            "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS AS\nKS\nKH\n:\n:\n:\n:\n")
    controller.set_game(Game(TUXEDO, Position.from_text(text, 7, 7)))
    drag_to(window, "KH", Pile.column(0))
    assert controller.game.position.columns[0][-1] == Card.parse("AS")
    assert window.statusBar().currentMessage() == (
        "The king of hearts cannot go on the ace of spades: the king of hearts goes on the "
        "ace of hearts.")
    drag_to(window, "KS", Pile.column(0))
    assert controller.game.position.columns[0][-2:] == (Card.parse("AS"), Card.parse("KS"))


def test_petal_s_foundations_start_with_the_four_cards_of_the_first_rank(window, controller):
    window.start(GameCode.for_rules(PETAL, 3))
    start = controller.game.start
    assert controller.game.rules.game is Preset.PETAL
    assert [len(pile) for pile in start.foundations] == [1, 1, 1, 1]
    assert {card.rank for pile in start.foundations for card in pile} == {start.base}
