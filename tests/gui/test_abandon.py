"""Leaving a game in play for another one asks first, since it counts as a loss."""

from __future__ import annotations

import uuid
from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog

from freecell_qt.app.start import code_from_arguments
from freecell_qt.engine import GameCode, Move, Preset, Rules
from freecell_qt.services.single_instance import SingleInstance
from freecell_qt.storage.statistics import Result
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from freecell_qt.windows.new_game_dialog import NewGameDialog
from tests.patience import PATIENCE_MS


def abandon(box: AbandonQuestion, dont_ask: bool = False) -> None:
    box.dont_ask.setChecked(dont_ask)
    box.abandon_button.click()


def keep(box: AbandonQuestion, dont_ask: bool = False) -> None:
    box.dont_ask.setChecked(dont_ask)
    box.keep_button.click()


def lost_games(window) -> list:
    records = window.statistics_ui.statistics.recent(Preset.FREECELL, 4)
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


# -- another start of the app while the question is open -----------------------
class LaterStarts:
    """Starts of the app after the window's own, heard as the app hears them."""

    def __init__(self, window) -> None:
        self.name = f"freecell-qt-test-{uuid.uuid4().hex[:12]}"
        self.first = SingleInstance(self.name, parent=window)
        assert self.first.listen()
        # The app's own wiring (app.main); then, once the window has had them
        # all, whatever the test does next.
        self.first.received.connect(
            lambda arguments: window.answer_second_start(code_from_arguments(arguments)))
        self.first.received.connect(lambda _arguments: self._heard())
        self.expected = 0
        self.then: Callable[[], None] = lambda: None

    def _heard(self) -> None:
        self.expected -= 1
        if self.expected == 0:
            QTimer.singleShot(0, self.then)

    def send(self, requests: list[list[str]], then: Callable[[], None]) -> None:
        self.expected, self.then = len(requests), then
        for arguments in requests:
            assert SingleInstance(self.name).forward(arguments)


@pytest.fixture
def later_starts(window):
    starts = LaterStarts(window)
    yield starts
    starts.first.close()


def question_with_starts(later_starts, requests, answer_first, seen_texts):
    """An answer to the Abandon question: while it is open, other starts of the app
    ask for ``requests``; once the window has heard them all, ``answer_first`` answers
    it. A question stacked on it meanwhile is answered Abandon.

    The first question is answered from the event loop, not from within this
    answer: the modal helper's timer cannot fire again until its call returns,
    and it must be free to answer a question stacked on the first.
    """
    asked: list[AbandonQuestion] = []

    def answer(box: AbandonQuestion) -> None:
        asked.append(box)
        if len(asked) > 1:
            abandon(box)
            return
        # Should the requests never be heard, the question still closes and the
        # test fails on what it finds, rather than waiting for ever.
        QTimer.singleShot(PATIENCE_MS, box, box.reject)

        def answer_now() -> None:
            seen_texts.append(box.text())
            answer_first(box)

        later_starts.send(requests, answer_now)

    return answer


DEAL_9 = GameCode.for_rules(Rules(), 9)


@pytest.mark.parametrize("opened_by", ["new game", "an earlier start"])
def test_a_start_while_the_question_is_open_takes_it_over(qtbot, window, controller, modals,
                                                          later_starts, opened_by):
    controller.play(Move.parse("1a"))
    texts: list[str] = []
    modals.answer(AbandonQuestion, question_with_starts(
        later_starts, [["--deal", "9"]], abandon, texts))
    if opened_by == "new game":
        window.new_action.trigger()
    else:
        window.answer_second_start(GameCode.for_rules(Rules(), 5))
    assert modals.kinds() == [AbandonQuestion], "one question, none stacked on it"
    assert controller.code == DEAL_9, "the deal asked for, not a random one"
    assert controller.game.move_count == 0
    assert texts == ["Abandon the game in progress to play FreeCell deal 9?"]
    [lost] = lost_games(window)
    assert lost.moves == 1


def test_the_latest_start_wins(qtbot, window, controller, modals, later_starts):
    controller.play(Move.parse("1a"))
    modals.answer(AbandonQuestion, question_with_starts(
        later_starts, [["--deal", "9"], ["--deal", "10", "--cells", "2"]], abandon, []))
    window.new_action.trigger()
    assert modals.kinds() == [AbandonQuestion]
    assert controller.code == GameCode.for_rules(Rules(cells=2), 10)


def test_keeping_the_game_after_a_start_took_the_question_over(qtbot, window, controller,
                                                               modals, later_starts):
    controller.play(Move.parse("1a"))
    game = controller.game
    modals.answer(AbandonQuestion, question_with_starts(
        later_starts, [["--deal", "9"]], keep, []))
    window.new_action.trigger()
    assert modals.kinds() == [AbandonQuestion]
    assert controller.game is game and game.move_count == 1
    assert lost_games(window) == []


def test_a_start_for_the_game_on_the_table_closes_the_question(qtbot, window, controller,
                                                               modals, later_starts):
    """The latest request asks for the game in play, so nothing is to be given up."""
    controller.play(Move.parse("1a"))
    game = controller.game
    closed: list[bool] = []

    def unanswered(box: AbandonQuestion) -> None:
        # Answered by the request itself: the latest one asks for this very game.
        closed.append(not box.isVisible())
        if box.isVisible():
            keep(box)

    modals.answer(AbandonQuestion, question_with_starts(
        later_starts, [["--code", str(controller.code)]], unanswered, []))
    window.new_action.trigger()
    qtbot.waitUntil(lambda: bool(closed))
    assert closed == [True]
    assert controller.game is game and game.move_count == 1
