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
    qtbot.waitUntil(lambda: getattr(window, "review_dialog", None) is not None, timeout=10_000)
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=60_000)
    assert "Move 2 lost the game" in dialog.headline.text()
    assert StuckDialog in modals.kinds()
