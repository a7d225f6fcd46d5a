"""Solver answers that come after the game has moved on, through the main window.

The worker answers when its search ends, which may be long after the
question: the player may have restarted, undone or moved meanwhile. A
held solver stands in for the worker here, so that each answer comes exactly
when the test lets it, after the player's action.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, GameCode, Move, Position, rules_of_play
from freecell_qt.engine.rules.options import Supermove
from freecell_qt.engine.solver import SolveResult
from freecell_qt.solving import advisor as advisor_module
from freecell_qt.solving import deal_rating
from freecell_qt.solving.advisor import Verdict
from freecell_qt.solving.worker import HintRequest, RewindRequest, SolveRequest
from tests.gui.held_solver import HeldService

DEAL = GameCode.parse("FC1-C4-AAAAAAB")


@pytest.fixture
def verdicts() -> dict[Position, SolveResult]:
    return {}


@pytest.fixture
def held_window(qtbot, controller, prefs, monkeypatch, verdicts):
    """The main window, its advisor and its rater asking held solvers."""
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(advisor_module, "SolverService",
                        lambda parent=None: HeldService(verdicts))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: HeldService(verdicts))
    prefs.set("confirm_abandon", False)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def service(window) -> HeldService:
    return window.advisor.service


def status(window) -> str:
    return window.statusBar().currentMessage()


def answer_late(qtbot, window) -> None:
    """Let the held answer come now, from the event loop, and wait until it has."""
    held = service(window)
    before = held.delivered
    held.release_later()
    qtbot.waitUntil(lambda: held.delivered > before)


def asked_about(held: HeldService) -> tuple[type, Position | None]:
    """The kind of the latest question, and the position it is about."""
    asked = held.asked[-1]
    return type(asked), getattr(asked, "position", None)


def positions_after(*tokens: str, automove: bool = True) -> list[Position]:
    game = Game.from_code(DEAL, automove=automove)
    seen = [game.position]
    for token in tokens:
        game.play(token)
        seen.append(game.position)
    return seen


def lost_after_two_moves(qtbot, window, controller, prefs, verdicts) -> None:
    """Deal 1 winnable, still after 1a, lost after 2b; both moves played, the
    verdict says so."""
    prefs.set("show_verdict", True)
    start, after_1a, after_2b = positions_after("1a", "2b", automove=prefs.automove)
    verdicts.update({start: SolveResult("solved"), after_1a: SolveResult("solved"),
                     after_2b: SolveResult("unsolvable")})
    window.start(DEAL)
    qtbot.waitUntil(lambda: window.advisor.verdict is Verdict.WINNABLE)
    assert controller.play(Move.parse("1a"))
    qtbot.waitUntil(lambda: window.advisor.cached(after_1a) is not None)
    assert controller.play(Move.parse("2b"))
    qtbot.waitUntil(lambda: window.advisor.verdict is Verdict.LOST)
    assert window.assist.rewind_action.isEnabled()


def ask_where_did_i_go_wrong(window) -> None:
    held = service(window)
    held.holding = True
    window.assist.rewind_action.trigger()
    assert isinstance(held.asked[-1], RewindRequest) and held.busy


def test_where_did_i_go_wrong_then_restart_deal_leaves_the_deal_alone(
        qtbot, held_window, controller, prefs, verdicts):
    lost_after_two_moves(qtbot, held_window, controller, prefs, verdicts)
    ask_where_did_i_go_wrong(held_window)
    held_window.restart_action.trigger()
    assert controller.game.current == 0 and not controller.game.can_redo
    restarted = controller.game
    answer_late(qtbot, held_window)
    assert controller.game is restarted
    assert controller.game.current == 0
    assert not controller.can_undo
    assert "Back to move" not in status(held_window)


def test_where_did_i_go_wrong_then_undo_to_the_deal_stays_at_the_deal(
        qtbot, held_window, controller, prefs, verdicts):
    lost_after_two_moves(qtbot, held_window, controller, prefs, verdicts)
    ask_where_did_i_go_wrong(held_window)
    held_window.undo_action.trigger()
    held_window.undo_action.trigger()
    assert controller.game.current == 0
    answer_late(qtbot, held_window)
    assert controller.game.current == 0, "the late answer jumped into undone moves"
    assert controller.game.can_redo and len(controller.game.steps) == 2
    assert "Back to move" not in status(held_window)


def test_where_did_i_go_wrong_answered_in_time_still_goes_back(
        qtbot, held_window, controller, prefs, verdicts):
    lost_after_two_moves(qtbot, held_window, controller, prefs, verdicts)
    ask_where_did_i_go_wrong(held_window)
    answer_late(qtbot, held_window)
    assert controller.game.current == 1
    assert "Back to move 1" in status(held_window)


def test_a_hint_answered_after_a_move_is_not_shown(qtbot, held_window, controller, verdicts):
    held_window.start(DEAL)
    start, after_1a = positions_after("1a", automove=controller.game.automove)
    first = next(iter(rules_of_play.legal_moves(start, controller.game.rules)))
    verdicts[start] = SolveResult("solved", (first,))
    held = service(held_window)
    held.holding = True
    held_window.assist.hint_action.trigger()
    assert asked_about(held) == (SolveRequest, start)
    assert controller.play(Move.parse("1a"))
    answer_late(qtbot, held_window)
    assert not held_window.scene.marks["hint"].isVisible()
    assert not status(held_window).startswith("Hint")
    assert controller.game.position == after_1a


def test_a_guess_asked_at_the_deal_is_not_shown_after_restart_deal(
        qtbot, held_window, controller, prefs, verdicts):
    prefs.set("show_verdict", True)
    [start] = positions_after()
    verdicts[start] = SolveResult("unsolvable")
    held_window.start(DEAL)
    qtbot.waitUntil(lambda: held_window.advisor.verdict is Verdict.HOPELESS)
    held = service(held_window)
    held.holding = True
    held_window.assist.hint_action.trigger()
    assert asked_about(held) == (HintRequest, start)
    assert controller.hints_used == 1
    held_window.restart_action.trigger()
    assert controller.hints_used == 0
    answer_late(qtbot, held_window)
    assert not held_window.scene.marks["hint"].isVisible(), \
        "a hint shown in a game where none was asked"


def test_solve_then_restart_deal_plays_nothing(qtbot, held_window, controller, verdicts):
    held_window.start(DEAL)
    rules = controller.game.rules
    first = next(iter(rules_of_play.legal_moves(controller.game.position, rules)))
    assert controller.play(first)
    position = controller.game.position
    second = next(iter(rules_of_play.legal_moves(position, rules)))
    verdicts[position] = SolveResult("solved", (second,))
    held = service(held_window)
    held.holding = True
    held_window.assist.solve_action.trigger()
    assert asked_about(held) == (SolveRequest, position)
    held_window.restart_action.trigger()
    restarted = controller.game
    answer_late(qtbot, held_window)
    assert not held_window.advisor.demo_running
    assert controller.game is restarted and controller.game.current == 0
    assert not controller.played_by_solve


def test_a_verdict_asked_under_other_rules_is_not_taken_for_these(
        qtbot, held_window, controller, prefs, verdicts):
    """Turning Supermove off asks again: an answer for the old rules says
    nothing about moves the new ones forbid."""
    prefs.set("show_verdict", True)
    held_window.start(DEAL)
    start = controller.game.position
    verdicts[start] = SolveResult("solved")
    held = service(held_window)
    held.holding = True
    held_window.advisor.refresh()
    old_rules = controller.game.rules
    prefs.set("supermove", Supermove.LINEAR)
    assert controller.game.rules != old_rules
    asked_for = [asked.rules for asked in held.asked if isinstance(asked, SolveRequest)]
    assert asked_for[-1] == controller.game.rules, "the new rules were never asked about"
    verdicts[start] = SolveResult("unsolvable")
    answer_late(qtbot, held_window)
    assert held_window.advisor.verdict is Verdict.HOPELESS
