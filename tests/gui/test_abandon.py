"""Leaving a game in play for another one asks first, since it counts as a loss."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from freecell_qt.engine import GameCode, Move, Variant
from freecell_qt.storage.statistics import Result
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from freecell_qt.windows.new_game_dialog import NewGameDialog


def abandon(box: AbandonQuestion, dont_ask: bool = False) -> None:
    box.dont_ask.setChecked(dont_ask)
    box.abandon_button.click()


def keep(box: AbandonQuestion, dont_ask: bool = False) -> None:
    box.dont_ask.setChecked(dont_ask)
    box.keep_button.click()


def lost_games(window) -> list:
    records = window.statistics_ui.statistics.recent(Variant.FREECELL, 4)
    return [r for r in records if r.result is Result.LOST]


def new_game_with_options(window) -> None:
    window.new_game_dialog()


def start_in_place(window) -> None:
    window.statistics_ui.play_again(GameCode.parse("FC1-C4-AAAAAAB"))


REPLACEMENTS = {
    "new game": lambda window: window.new_action.trigger(),
    "restart": lambda window: window.restart_action.trigger(),
    "new game with options": new_game_with_options,
    "play this deal again": start_in_place,
}


@pytest.mark.parametrize("replace", REPLACEMENTS.values(), ids=REPLACEMENTS.keys())
def test_keeping_the_game_leaves_it_as_it_was(window, controller, modals, replace):
    controller.play(Move.parse("1a"))
    game = controller.game
    modals.answer(NewGameDialog, lambda dialog: dialog.accept())
    modals.answer(AbandonQuestion, keep)
    replace(window)
    assert AbandonQuestion in modals.kinds()
    assert controller.game is game and game.move_count == 1
    assert lost_games(window) == []


@pytest.mark.parametrize("replace", REPLACEMENTS.values(), ids=REPLACEMENTS.keys())
def test_abandoning_records_a_loss_and_replaces_the_game(window, controller, modals, replace):
    controller.play(Move.parse("1a"))
    game = controller.game
    modals.answer(NewGameDialog, lambda dialog: dialog.accept())
    modals.answer(AbandonQuestion, abandon)
    replace(window)
    assert AbandonQuestion in modals.kinds()
    assert controller.game is not game and controller.game.move_count == 0
    [lost] = lost_games(window)
    assert lost.moves == 1


def test_a_cancelled_new_game_dialog_asks_nothing(window, controller, modals):
    controller.play(Move.parse("1a"))
    modals.answer(NewGameDialog, lambda dialog: dialog.reject())
    window.new_game_dialog()
    assert modals.kinds() == [NewGameDialog]
    assert controller.game.move_count == 1


def test_dont_ask_again_is_kept_when_abandoning(window, controller, prefs, modals):
    controller.play(Move.parse("1a"))
    modals.answer(AbandonQuestion, lambda box: abandon(box, dont_ask=True))
    window.new_game()
    assert prefs.confirm_abandon is False
    controller.play(Move.parse("1a"))
    window.new_game()  # not asked this time
    assert modals.kinds() == [AbandonQuestion]
    assert len(lost_games(window)) == 2  # still a loss, just not asked about


def test_dont_ask_again_is_ignored_when_keeping_the_game(window, controller, prefs, modals):
    controller.play(Move.parse("1a"))
    modals.answer(AbandonQuestion, lambda box: keep(box, dont_ask=True))
    window.new_game()
    assert prefs.confirm_abandon is True
    assert controller.game.move_count == 1


@pytest.mark.parametrize("state", ["untouched", "won"])
def test_no_question_for_a_game_that_would_not_count_as_lost(window, controller, modals, state):
    from tests.gui.conftest import load_board

    if state == "won":
        load_board(controller, "\n".join([
            "Foundations: H-Q C-K D-K S-Q", "Freecells: - - - -",
            ": KS", ": KH", ":", ":", ":", ":", ":", ":"]))
        modals.answer(QDialog, lambda dialog: dialog.reject())  # the won dialog, if shown
        controller.play(Move.parse("1h"))
        controller.play(Move.parse("2h"))
        assert controller.game.is_won
    window.restart()
    assert AbandonQuestion not in modals.kinds()
    assert lost_games(window) == []
