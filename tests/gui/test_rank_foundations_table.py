"""Stalactites' foundations by rank where the player meets them, in the real main
window: a drop on the foundation of one's choice, the refusals with their reasons,
the keyboard's choice of foundation, no auto-move, Finish, How to Play and what a
screen reader hears."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Card, Game, Pile, Position, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.windows.end_dialogs import WonDialog
from tests.gui.conftest import Mouse
from tests.gui.test_game_choice import how_to_play_text

STALACTITES = Rules.preset("stalactites")
SEVEN = Card.parse("7D")


def board(top: Card = SEVEN) -> Position:
    """Deal 1 (foundations 6S, 9C, 2H, 6H) with ``top`` exposed on column 1 and
    column 8 empty: foundations 1 and 4 both take a 7, foundation 2 a 10."""
    start = initial_position(STALACTITES, 1)
    columns = [[card for card in column if card != top] for column in start.columns]
    columns[0].append(top)
    columns[6] += columns[7]
    columns[7] = []
    return replace(start, columns=tuple(tuple(column) for column in columns))


def open_board(window, position: Position) -> Game:
    window.controller.set_game(Game(STALACTITES, position))
    window.scene.finish_animations()
    return window.controller.game


def drag(window, card: Card, pile: Pile) -> None:
    scene = window.scene
    target = scene.pile_rect(pile).center()
    Mouse(window.view).drag(scene.cards[card].sceneBoundingRect().center(), target)
    scene.finish_animations()


def test_a_card_that_fits_two_foundations_lands_on_the_one_it_is_dropped_on(window):
    game = open_board(window, board())
    drag(window, SEVEN, Pile.foundation(3))
    assert game.position.foundations[3] == (Card.parse("6H"), SEVEN)
    assert game.position.foundations[0] == (Card.parse("6S"),)
    assert game.score == 10
    window.undo_action.trigger()
    window.scene.finish_animations()
    drag(window, SEVEN, Pile.foundation(0))
    assert game.position.foundations[0] == (Card.parse("6S"), SEVEN)
    assert window.scene.pile_cards(Pile.foundation(0))[-1].card == SEVEN


def test_a_drop_on_a_foundation_that_wants_another_rank_is_refused_with_its_reason(window):
    game = open_board(window, board())
    drag(window, SEVEN, Pile.foundation(1))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "Foundation 2 takes rank 10 next, not the 7 of diamonds.")


def test_nothing_goes_on_a_column_not_even_an_empty_one(window):
    game = open_board(window, board())
    for column, reason in ((7, "In this game an empty column stays empty."),
                           (1, "In this game no card goes on a column.")):
        drag(window, SEVEN, Pile.column(column))
        assert game.move_count == 0
        assert window.statusBar().currentMessage() == reason


def test_a_card_on_a_foundation_stays_there(window):
    game = open_board(window, board())
    drag(window, Card.parse("6H"), Pile.cell(0))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == "In this game cards stay on the foundations."


def test_the_keyboard_puts_a_card_on_the_foundation_the_frame_is_on(window):
    game = open_board(window, board())
    view = window.view
    window.activateWindow()
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Space)  # the frame starts on column 1: pick its 7
    QTest.keyClick(view, Qt.Key.Key_Up)  # to cell a, then along the row
    for _ in range(5):
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert window.scene.keys.focus == Pile.foundation(3)
    QTest.keyClick(view, Qt.Key.Key_Space)
    window.scene.finish_animations()
    assert game.position.foundations[3][-1] == SEVEN


def test_auto_move_sends_nothing_up_even_when_a_card_fits(window, prefs):
    prefs.set("automove", True)
    game = open_board(window, board())
    drag(window, Card.parse("8S"), Pile.cell(1))  # column 2's foot: the 7 stays exposed
    assert game.move_count == 1
    assert game.position.columns[0][-1] == SEVEN
    assert game.position.counts == (1, 1, 1, 1)


def test_the_foundations_stand_left_to_right_in_their_order(window):
    game = open_board(window, board())
    scene = window.scene
    xs = [scene.slots[Pile.foundation(index)].pos().x() for index in range(4)]
    assert xs == sorted(xs) and len(set(xs)) == 4
    assert xs[0] > scene.slots[Pile.cell(1)].pos().x()
    for index, pile in enumerate(game.position.foundations):
        assert scene.pile_cards(Pile.foundation(index))[-1].card == pile[-1]


def test_finish_is_offered_once_no_column_holds_two_cards_and_wins(qtbot, window, prefs,
                                                                   modals):
    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    prefs.set("auto_finish", False)
    # Each foundation a card short of full: 5S, 8C, AH and 5H left, two in the cells.
    full = [Position.from_text(
        "Foundations: 6S-7D-8S-9D-TS-JD-QS-KD-AS-2D-3S-4D "
        "9C-TH-JC-QH-KC-AH-2C-3H-4C-5D-6C-7H "
        "2H-3D-4H-5C-6D-7S-8H-9S-TD-JH-QC-KH "
        "6H-7C-8D-9H-TC-JS-QD-KS-AC-2S-3C-4S\n"
        "Freecells: 5S 8C\n: AD\n: 5H\n:\n:\n:\n:\n:\n:\n", 2, 8)]
    game = open_board(window, full[0])
    assert window.finish_action.isEnabled()
    window.finish_action.trigger()
    qtbot.waitUntil(lambda: bool(headlines))
    assert game.is_won and "Congratulations" in headlines[0]


def test_finish_waits_while_a_column_holds_two_cards(window):
    game = open_board(window, board())
    assert not game.can_finish
    assert not window.finish_action.isEnabled()


def test_how_to_play_for_stalactites_tells_of_the_foundations_by_rank(window, modals):
    window.start(None, STALACTITES)
    text = how_to_play_text(window, modals)
    assert text.startswith("How to play Stalactites")
    assert "The last four cards dealt start them" in text
    assert "by rank whatever the suit" in text
    assert "Nothing is ever built on the columns" in text
    assert "No card goes up by itself in this game" in text
    assert "48 cards are dealt face up into the columns, 6 to each." in text


def test_the_foundations_are_read_by_number_with_the_rank_they_take(window):
    from freecell_qt.words.speech_words import focus_sentence, foundations_reading

    game = open_board(window, board())
    reading = foundations_reading(game.position, range(4), game.rules)
    assert reading.startswith("Foundations: 1, up to 6 of spades, takes any 7 next; "
                              "2, up to 9 of clubs, takes any 10 next")
    assert focus_sentence(game.position, Pile.foundation(2), STALACTITES) == \
        "Foundation 3, up to 2 of hearts, takes any 3 next"
