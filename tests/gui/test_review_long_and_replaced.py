"""Review Game... in the real main window: a long game's verdicts shown without
measuring a column again for each row, and a second start of the app that
replaces the game while the review is open."""

from __future__ import annotations

import os
import signal

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QHeaderView

from freecell_qt.engine import Game, GameCode, Rules
from freecell_qt.windows.review_dialog import NUMBER_COLUMN, VERDICT_COLUMN
from tests.solving.test_service_failures import stopping_workers, worker_pid, worker_stopped

WAIT_MS = 60_000


def back_and_forth(steps: int) -> Game:
    """Deal 267 after one move, then a card to a free cell and back, ``steps`` in all."""
    game = Game.new(267, Rules(), automove=False)
    game.play("41")
    for n in range(steps - 1):
        game.play("1a" if n % 2 == 0 else "a1")
    return game


def test_a_long_game_shows_every_verdict_in_columns_measured_once(qtbot, window, controller,
                                                                 prefs, modals):
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(ReviewDialog, lambda dialog: None)
    prefs.set("automove", False)
    controller.set_game(back_and_forth(400))
    window.review_action.trigger()
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=WAIT_MS)
    tree = dialog.tree
    assert tree.topLevelItemCount() == 401
    assert tree.topLevelItem(400).text(VERDICT_COLUMN) == "winnable"
    header = tree.header()
    for column in (NUMBER_COLUMN, VERDICT_COLUMN):
        # A column sized to its contents is measured again on every row's change:
        # minutes for a game of 10,000 steps.
        assert header.sectionResizeMode(column) is not QHeaderView.ResizeMode.ResizeToContents
    font = tree.font()
    font.setBold(True)
    metrics = QFontMetrics(font)
    for row in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(row)
        for column in (NUMBER_COLUMN, VERDICT_COLUMN):
            assert metrics.horizontalAdvance(item.text(column)) < header.sectionSize(column)


def test_a_second_start_that_replaces_the_game_closes_the_review(
        qtbot, window, controller, prefs, modals, monkeypatch, request):
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(ReviewDialog, lambda dialog: None)
    prefs.set("confirm_abandon", False)
    # The review's worker stops itself at its start: the answer cannot come first.
    stopping_workers(request, monkeypatch, lambda n: n == 0)
    controller.play("41")
    window.review_action.trigger()
    dialog = window.review_dialog
    service = window.advisor.service
    qtbot.waitUntil(lambda: worker_pid(service) is not None, timeout=WAIT_MS)
    pid = worker_pid(service)
    try:
        assert dialog.isVisible() and not dialog.reviewed
        window.answer_second_start(GameCode.for_rules(Rules(), 5))
        assert controller.game.deal_number == 5
        assert not dialog.isVisible()
        assert "The review was closed" in window.statusBar().currentMessage()
    finally:
        assert pid is not None
        os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not window.advisor.busy, timeout=WAIT_MS)
    assert controller.game.deal_number == 5, "the old review's answer changed nothing"


def test_the_window_goes_on_while_the_review_waits_on_a_stopped_worker(qtbot, window,
                                                                      controller, prefs,
                                                                      modals):


    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(ReviewDialog, lambda dialog: None)
    prefs.set("automove", False)
    prefs.set("show_verdict", True)
    label = window.assist.verdict_label
    qtbot.waitUntil(lambda: label.text() == "Winnable", timeout=WAIT_MS)
    service = window.advisor.service
    # The verdict's worker is let go while the deal's rating and par search
    # (solving/gate.py), and started again once they are done.
    qtbot.waitUntil(lambda: window.search_gate.holder is None and worker_pid(service)
                    is not None, timeout=WAIT_MS)
    pid = worker_pid(service)
    assert pid is not None
    with worker_stopped(pid) as stopped:
        controller.set_game(back_and_forth(10_000))
        window.review_action.trigger()  # a request of some 700 KB
        qtbot.waitUntil(lambda: stopped.turns >= 5, timeout=WAIT_MS)
        assert not stopped.let_go, "the event loop turned only once the worker went on"
        assert service.sending, "more than the socket takes at once"
        dialog = window.review_dialog
        assert dialog.isVisible() and not dialog.reviewed
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=WAIT_MS)
    assert dialog.tree.topLevelItem(10_000).text(VERDICT_COLUMN) == "winnable"
