"""The review of a game in the real main window (Move > Review Game...): worked out
by the real background worker while the window stays live, each point's verdict
listed, the move that lost the game marked and named, the player's moves against
the solver's, and Play On from Here back to the last winnable point."""

from __future__ import annotations

from itertools import pairwise

from freecell_qt.engine import Game, Rules
from freecell_qt.windows.review_dialog import TURNING_MARK, VERDICT_COLUMN
from tests.solving.test_review import STALACTITES, losing_history


def test_a_lost_game_is_reviewed_its_turning_point_named_and_played_on(qtbot, window,
                                                                      controller, prefs,
                                                                      modals):
    from freecell_qt.windows.end_dialogs import StuckDialog
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(StuckDialog, lambda dialog: dialog.reject())  # the lost table is stuck
    modals.answer(ReviewDialog, lambda dialog: None)  # left open: the test reads it
    prefs.set("automove", False)
    positions, shortest = losing_history()
    game = Game(STALACTITES, positions[0], automove=False)
    for before, after in pairwise(positions):
        game.play(next(m for m in game.legal_moves() if _after(before, m) == after))
    controller.set_game(game)
    window.review_action.trigger()
    dialog = window.review_dialog
    assert dialog.isVisible() and dialog.progress.isVisible()
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=60_000)
    assert not dialog.progress.isVisible()
    verdicts = [dialog.tree.topLevelItem(row).text(VERDICT_COLUMN)
                for row in range(dialog.tree.topLevelItemCount())]
    assert verdicts == ["winnable", "winnable"] + ["lost"] * (len(positions) - 2)
    assert dialog.tree.topLevelItem(2).text(0) == f"{TURNING_MARK} 2"
    text = dialog.headline.text()
    assert "Move 2 lost the game" in text
    assert f"You played {len(positions) - 1} moves; the solver wins from the deal in " \
           f"{shortest}." in text
    assert dialog.tree.currentItem() is dialog.tree.topLevelItem(1)
    dialog.play_button.click()
    assert controller.game.position == positions[1]
    window.undo_action.trigger()  # the way back is one action
    assert controller.game.position == positions[-1]


def _after(position, move):
    from freecell_qt.engine import rules_of_play

    return rules_of_play.apply(position, rules_of_play.resolve(position, STALACTITES, move))


def test_closing_the_review_before_its_answer_leaves_the_game_alone(qtbot, window,
                                                                   controller):
    controller.play("1a")
    before = controller.game.position
    window.review_action.trigger()
    window.review_dialog.reject()
    qtbot.waitUntil(lambda: not window.advisor.busy, timeout=60_000)
    assert controller.game.position == before and controller.game.rules == Rules()


def test_the_no_more_moves_question_offers_the_review_of_the_lost_game(qtbot, window,
                                                                      controller, prefs,
                                                                      modals):
    from freecell_qt.windows.end_dialogs import StuckDialog
    from freecell_qt.windows.review_dialog import ReviewDialog

    modals.answer(StuckDialog, lambda dialog: dialog.buttons_by_choice["review"].click())
    modals.answer(ReviewDialog, lambda dialog: None)
    prefs.set("automove", False)
    positions, _shortest = losing_history()
    game = Game(STALACTITES, positions[0], automove=False)
    for before, after in pairwise(positions[:-1]):
        game.play(next(m for m in game.legal_moves() if _after(before, m) == after))
    controller.set_game(game)
    last = next(m for m in game.legal_moves() if _after(positions[-2], m) == positions[-1])
    controller.play(last)  # the table is stuck now: the question comes
    qtbot.waitUntil(lambda: getattr(window, "review_dialog", None) is not None)
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=60_000)
    assert "Move 2 lost the game" in dialog.headline.text()
    assert StuckDialog in modals.kinds()


def test_a_game_of_the_statistics_list_is_reviewed_and_played_on_from_a_point(
        qtbot, window, controller, prefs, modals, monkeypatch):
    from PySide6.QtCore import QObject, QTimer, Signal

    from freecell_qt.solving.review import Review
    from freecell_qt.solving.worker import Reply, ReviewAnswer, ReviewRequest
    from freecell_qt.storage.statistics import Progress
    from freecell_qt.windows import review_dialog
    from freecell_qt.windows.review_dialog import ReviewDialog
    from freecell_qt.windows.statistics_dialog import StatisticsDialog

    asked: list[ReviewRequest] = []

    class Canned(QObject):
        """The worker's review of the game, made up: move 2 lost it."""

        answered = Signal(object)

        def ask(self, request: ReviewRequest) -> int:
            asked.append(request)
            review = Review(len(request.positions), 1, True, 77)
            reply = Reply(1, ReviewAnswer(request, review))
            QTimer.singleShot(0, lambda: self.answered.emit(reply))
            return 1

        def shutdown(self) -> None:
            pass

    monkeypatch.setattr(review_dialog, "SolverService", lambda parent=None: Canned())
    modals.answer(StatisticsDialog, lambda dialog: None)
    modals.answer(ReviewDialog, lambda dialog: None)
    prefs.set("automove", False)
    finished = Game.new(5, Rules(), automove=False)
    for move in ("1a", "2b", "3c"):
        finished.play(move)
    stats = window.statistics_ui.statistics
    stats.finish(stats.start_game(finished), "lost",
                 Progress(3, 0, 60.0, 0, 0, finished.to_dict()))
    window.statistics_ui.show_statistics()
    listing = window.statistics_ui.dialog
    listing.table.selectRow(0)
    assert listing.review_button.isEnabled()
    listing.review_button.click()
    dialog = window.statistics_ui.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed)
    [request] = asked
    assert request.positions == tuple(finished.position_at(i) for i in range(4))
    assert "Move 2 lost the game" in dialog.headline.text()
    assert "You played 3 moves; the solver wins from the deal in 77." in dialog.headline.text()
    assert dialog.tree.topLevelItem(2).text(0) == f"{TURNING_MARK} 2"
    assert controller.game.deal_number == 267  # looking back changed nothing yet
    dialog.play_button.click()  # from the last winnable point, preselected
    qtbot.waitUntil(lambda: controller.game.deal_number == 5)
    assert controller.game.position == finished.position_at(1)
    assert not controller.read_only and window.statistics_ui.dialog is None
