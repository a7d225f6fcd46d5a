"""Spidercells where the player meets it, in the real main window: the deal from
New Game's code with four foundations of any suit, a whole run dragged up by
its king (the foundation then shows its ace), a lone card refused with the
reason, and auto-move sending up a run the player completes."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from freecell_qt.engine import Card, Game, GameCode, Pile, Position, Rules
from freecell_qt.engine.game import initial_position
from tests.engine.test_spidercells import RUNS, board
from tests.gui.conftest import Mouse

SPIDERCELLS = Rules.preset("spidercells")


def open_board(window, position: Position) -> Game:
    window.controller.set_game(Game(SPIDERCELLS, position))
    window.scene.finish_animations()
    return window.controller.game


def drag(window, held: Card, pile: Pile) -> None:
    """Grab ``held`` by the strip of it that shows, even under other cards."""
    scene = window.scene
    rect = scene.cards[held].sceneBoundingRect()
    grab = QPointF(rect.center().x(), rect.top() + rect.height() * 0.08)
    Mouse(window.view).drag(grab, scene.pile_rect(pile).center())
    scene.finish_animations()


def test_deal_1_opens_from_its_code_with_four_empty_foundations_numbered_not_suited(window):
    window.start(GameCode.for_rules(SPIDERCELLS, 1))
    game = window.controller.game
    assert game.rules.game is SPIDERCELLS.game
    assert game.position == initial_position(SPIDERCELLS, 1)
    assert window.scene.layout.ranked  # any suit: the places are numbered


def test_a_whole_run_dragged_by_its_king_goes_up_and_the_foundation_shows_its_ace(
        window, prefs):
    prefs.set("automove", False)
    game = open_board(window, board(RUNS[1][:7], RUNS[1][7:] + RUNS[0], *RUNS[2:]))
    drag(window, RUNS[0][0], Pile.foundation(0))
    assert game.move_count == 1
    assert game.position.foundations[0] == RUNS[0]
    assert [item.card for item in window.scene.pile_cards(Pile.foundation(0))] == [
        RUNS[0][-1]]
    assert game.position.columns[1] == RUNS[1][7:]


def test_a_lone_ace_dropped_on_a_foundation_is_refused_with_the_reason(window, prefs):
    prefs.set("automove", False)
    game = open_board(window, board(RUNS[0][:12], RUNS[0][12:], *RUNS[1:]))
    drag(window, RUNS[0][-1], Pile.foundation(0))
    assert game.move_count == 0
    assert window.statusBar().currentMessage() == (
        "In this game only a whole run from king to ace in alternate colours goes up, "
        "all 13 cards at once.")


def test_auto_move_sends_up_the_runs_the_player_completes(window, prefs):
    prefs.set("automove", True)
    # Columns 1 and 3 hold the king to 4 and the 3 to ace of one run; column 4
    # a whole run, which goes up with it; two runs lie broken.
    game = open_board(window, board(RUNS[0][:10], RUNS[1][:5], RUNS[0][10:], RUNS[2],
                                    RUNS[3][:6], RUNS[1][5:], RUNS[3][6:]))
    drag(window, RUNS[0][10], Pile.column(0))
    assert sorted(game.position.foundations) == sorted((RUNS[0], RUNS[2], (), ()))
    assert [window.scene.pile_cards(Pile.foundation(index))[-1].card
            for index in range(2)] == [RUNS[0][-1], RUNS[2][-1]]


def test_a_double_click_on_the_ace_of_a_whole_run_sends_the_run_up(window, prefs):
    prefs.set("automove", False)
    game = open_board(window, board(RUNS[1][:7], RUNS[1][7:] + RUNS[0], *RUNS[2:]))
    ace = window.scene.cards[RUNS[0][-1]].sceneBoundingRect().center()
    Mouse(window.view).double_click(ace)
    window.scene.finish_animations()
    assert game.position.foundations[0] == RUNS[0]


def test_a_screen_reader_hears_the_foundations_by_number_and_the_run_that_went_up(window,
                                                                                  prefs):
    from freecell_qt.words.speech_words import focus_sentence, played_sentence

    prefs.set("automove", False)
    game = open_board(window, board(*RUNS))
    before = game.position
    step = game.play("1h")
    assert played_sentence([before, game.position], step, game.rules).startswith(
        "King of spades and 12 cards below it to the foundation")
    assert focus_sentence(game.position, Pile.foundation(0), SPIDERCELLS) == \
        "Foundation 1, full, up to ace of spades"
    assert focus_sentence(game.position, Pile.foundation(3), SPIDERCELLS) == \
        "Foundation 4, empty"
