"""Double FreeCell (foundations twice round) where the player meets it, in the real
main window: deal 1 from its code with four foundations for two decks, each
holding an ace of the first deck; a card the foundation does not take yet refused
with its reason, a move into a free cell; the foundations' titles as a screen
reader hears them, by suit with no number; and the old game under its new title.
Hint, the verdict, Solve and a saved game are tried in every game
(test_every_game.py)."""

from __future__ import annotations

from freecell_qt.engine import Card, GameCode, Pile, Preset, Rules, Suit
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.words.rules_words import game_title
from freecell_qt.words.speech_words import focus_sentence, foundations_reading
from tests.gui.conftest import Mouse

ROUND = Rules.preset("double-freecell-round")


def drag(window, held: Card, pile: Pile) -> None:
    scene = window.scene
    Mouse(window.view).drag(scene.cards[held].sceneBoundingRect().center(),
                            scene.pile_rect(pile).center())
    scene.finish_animations()


def test_deal_1_shows_four_foundations_of_first_deck_aces_and_refuses_a_card_too_soon(window):
    window.start(GameCode.for_rules(ROUND, 1))
    window.scene.finish_animations()
    game = window.controller.game
    assert game.rules.without_options() == ROUND
    scene = window.scene
    foundations = [pile for pile in scene.slots if pile.kind.name == "FOUNDATION"]
    assert len(foundations) == 4
    for suit in Suit:
        assert [item.card for item in scene.pile_cards(Pile.foundation(suit))] == [
            Card(1, suit)]
    assert len([pile for pile in scene.slots if pile.kind.name == "COLUMN"]) == 10
    assert len([pile for pile in scene.slots if pile.kind.name == "CELL"]) == 6

    five = game.position.columns[9][-1]
    assert str(five) == "5H"
    drag(window, five, Pile.foundation(Suit.HEARTS))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "The 5 of hearts cannot go up yet: the 2 of hearts goes first.")
    drag(window, five, Pile.cell(0))
    assert game.move_count == 1 and game.position.cells[0] == five


def test_a_screen_reader_names_each_foundation_by_its_suit_alone(window):
    window.start(GameCode.for_rules(ROUND, 1))
    game = window.controller.game
    hearts = focus_sentence(game.position, Pile.foundation(Suit.HEARTS), game.rules)
    assert hearts == "Hearts foundation, up to ace of hearts"
    reading = foundations_reading(game.position, range(4), game.rules)
    assert reading.startswith("Foundations: clubs, up to ace of clubs; diamonds,")
    assert game_title(game.rules) == "Double FreeCell"
    assert game_title(Rules.preset("double-freecell")) == "Double FreeCell (Traditional)"


def test_new_game_opens_on_a_custom_game_of_foundations_twice_round(window, controller,
                                                                    modals):
    custom = ROUND.changed(cells=5)
    window.start(GameCode.for_rules(custom, 7))
    shown: list[tuple[Preset, str]] = []

    def read(dialog: NewGameDialog) -> None:
        combo = dialog.custom.foundation_combo
        shown.append((dialog.game_combo.currentData(), combo.currentText()))
        assert dialog.custom.rules(5) == custom
        dialog.reject()

    modals.answer(NewGameDialog, read)
    window.new_dialog_action.trigger()
    assert shown == [(Preset.CUSTOM, "Suit, twice round from four aces")]
