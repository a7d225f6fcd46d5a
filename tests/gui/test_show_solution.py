"""Show the Solution: the solver's way stepped through on the table, then played on
from any step, or left with the game in play exactly as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import Actor, Game, Move, Position, Rules, rules_of_play
from freecell_qt.engine.solution import SolveResult
from freecell_qt.storage.statistics import Result
from freecell_qt.words.step_words import capital, describe_move

NEAR_END = """\
Foundations: H-T C-Q D-J S-J
Freecells: - - - -
: KC QH
: KD
: QS JH
: KH
: QD KS
:
:
:
"""


@pytest.fixture
def in_process(monkeypatch):
    """The advisor's answers worked out in the test's process (the worker's own code)."""
    from freecell_qt.solving import advisor, deal_rating
    from tests.gui.held_solver import HeldService, InProcessService

    monkeypatch.setattr(advisor, "SolverService", lambda parent=None: InProcessService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: HeldService({}))


@pytest.fixture
def scripted(monkeypatch):
    """The advisor's answers from a table the test fills (``service.verdicts``)."""
    from freecell_qt.solving import advisor, deal_rating
    from tests.gui.held_solver import HeldService

    monkeypatch.setattr(advisor, "SolverService", lambda parent=None: HeldService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: HeldService({}))


def solution_positions(start: Position, moves: tuple[Move, ...], rules: Rules) -> list[Position]:
    positions = [start]
    for move in moves:
        positions.append(rules_of_play.apply(
            positions[-1], rules_of_play.resolve(positions[-1], rules, move), rules))
    return positions


def open_solution(qtbot, window) -> tuple[Position, tuple[Move, ...]]:
    """Show the Solution from the game's point; the solution shown, and where it starts."""
    start = window.controller.game.position
    window.solution_ui.action.trigger()
    bar = window.solution_ui.bar
    qtbot.waitUntil(lambda: bar.showing and bar.isVisible(), timeout=30_000)
    result = window.advisor.cached(start)
    assert result is not None and result.solved
    return start, result.moves


def test_steps_through_the_solution_with_buttons_and_keys(qtbot, in_process, window,
                                                         controller):
    bar = window.solution_ui.bar
    playing = controller.game
    start, moves = open_solution(qtbot, window)
    positions = solution_positions(start, moves, playing.rules)
    n = len(moves)
    assert controller.read_only and controller.game is not playing
    assert window.scene.shown == start
    assert bar.step_label.text() == f"Step 0 of {n}"
    first = controller.game.steps[0].player_move
    assert bar.move_label.text() == "Next: " + capital(describe_move(start, first, playing.rules))
    assert window.scene.marks["hint"].isVisible()  # the next move is marked
    assert not bar.back_action.isEnabled() and bar.forward_action.isEnabled()

    bar.forward_action.trigger()
    assert window.scene.shown == positions[1] and bar.step_label.text() == f"Step 1 of {n}"
    second = controller.game.steps[1].player_move
    assert bar.move_label.text() == (
        "Next: " + capital(describe_move(positions[1], second, playing.rules)))
    bar.forward_action.trigger()
    bar.back_action.trigger()
    assert window.scene.shown == positions[1]
    bar.last_action.trigger()
    assert window.scene.shown == positions[n] and positions[n].is_won
    assert bar.step_label.text() == f"Step {n} of {n}"
    assert bar.move_label.text() == "Solved: the last move wins the game."
    assert not bar.forward_action.isEnabled() and not bar.play_action.isEnabled()
    bar.first_action.trigger()
    assert window.scene.shown == start

    # The keys, with the table holding the keyboard (it takes the arrows otherwise).
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert bar.point == 2 and window.scene.shown == positions[2]
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    assert bar.point == 1
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert bar.point == n and window.scene.shown == positions[n]
    QTest.keyClick(window.view, Qt.Key.Key_Home)
    assert bar.point == 0 and window.scene.shown == start
    # Nothing of it is a win to celebrate, nor a move of the player's.
    assert not controller.play(moves[0])
    assert "Play from Here" in window.statusBar().currentMessage()


def test_the_buttons_have_names_and_the_move_is_said(qtbot, in_process, window):
    from PySide6.QtWidgets import QToolButton

    bar = window.solution_ui.bar
    said: list[str] = []
    window.view.speech.announce = lambda text, assertive=False: said.append(text)
    open_solution(qtbot, window)
    for action in (bar.first_action, bar.back_action, bar.forward_action, bar.last_action):
        button = bar.widgetForAction(action)
        assert isinstance(button, QToolButton) and button.accessibleName() == action.text()
    bar.forward_action.trigger()
    assert said and said[-1].startswith("Step 1 of ") and bar.move_label.text() in said[-1]


def test_play_from_here_keeps_the_moves_as_solve_s(qtbot, in_process, window, controller,
                                                   prefs, modals):
    from freecell_qt.windows.end_dialogs import WonDialog

    # The rest of the solution is played below move by move, as it names them.
    prefs.set("automove", False)
    prefs.set("auto_finish", False)

    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    playing = controller.game
    assert controller.play(Move.parse("1a"))  # a move of the player's first
    begun = playing.current
    bar = window.solution_ui.bar
    start, moves = open_solution(qtbot, window)
    positions = solution_positions(start, moves, playing.rules)
    k = 3
    for _ in range(k):
        bar.forward_action.trigger()
    bar.play_action.trigger()
    assert not bar.isVisible() and not controller.read_only
    assert controller.game is playing  # the same game, record and all
    assert playing.position == positions[k]
    assert playing.current == begun + k
    assert [step.actor for step in playing.steps] == [Actor.PLAYER] * begun + [Actor.SOLVE] * k
    assert controller.played_by_solve and controller.can_undo
    assert "from step 3" in window.statusBar().currentMessage()
    # Moves on the table, as after Solve's demo: giving the game up now is a loss.
    assert window.statistics_ui.recorder.would_count_as_loss()
    # The rest, played by hand, wins: Solve's win, not the player's.
    for move in moves[k:]:
        assert controller.play(move)
    assert playing.steps[-1].actor is Actor.PLAYER
    qtbot.waitUntil(lambda: bool(headlines))
    assert "Solved by the computer" in headlines[0]
    [row] = window.statistics_ui.statistics.recent(playing.rules.game, 4)
    assert row.result is Result.WON and row.played_by_solve and not row.won


def test_escape_puts_the_game_back_exactly(qtbot, in_process, window, controller, modals):
    playing = controller.game
    for token in ("1a", "2b", "3c"):
        assert controller.play(Move.parse(token))
    controller.undo()  # a step to redo, which the solution must not take
    steps, current, undos = playing.steps, playing.current, playing.undo_count
    position, elapsed = playing.position, controller.elapsed()
    bar = window.solution_ui.bar
    open_solution(qtbot, window)
    bar.forward_action.trigger()
    bar.forward_action.trigger()
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not bar.isVisible() and not bar.showing and not controller.read_only
    assert controller.game is playing
    assert (playing.steps, playing.current, playing.undo_count) == (steps, current, undos)
    assert playing.position == position and window.scene.shown == position
    assert not controller.played_by_solve and playing.can_redo
    assert controller.elapsed() >= elapsed
    assert modals.seen == []
    assert window.undo_action.isEnabled() and window.redo_action.isEnabled()


@pytest.mark.parametrize(("status", "said"), [
    ("unsolvable", "No solution: this deal cannot be won."),
    ("unknown", "No solution found in the time allowed."),
])
def test_no_solution_says_why_and_shows_nothing(qtbot, scripted, window, controller,
                                                status, said):
    service = window.advisor.service
    service.verdicts[controller.game.position] = SolveResult(status)
    window.solution_ui.action.trigger()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == said)
    assert not window.solution_ui.bar.showing and not window.solution_ui.bar.isVisible()
    assert not controller.read_only


def test_looking_for_a_solution_is_said_while_it_is_searched(qtbot, scripted, window,
                                                              controller):
    service = window.advisor.service
    service.holding = True
    window.solution_ui.action.trigger()
    assert window.statusBar().currentMessage() == "Looking for a solution..."
    assert not window.solution_ui.bar.showing
    service.verdicts[controller.game.position] = SolveResult("unknown")
    service.release()
    qtbot.waitUntil(lambda: not service.busy)


def test_a_new_game_ends_the_walk(qtbot, in_process, window, controller, modals):
    bar = window.solution_ui.bar
    open_solution(qtbot, window)
    bar.forward_action.trigger()
    window.new_action.trigger()
    qtbot.waitUntil(lambda: not bar.isVisible())
    assert not bar.showing and not controller.read_only
    assert controller.game.current <= controller.game.floor
    assert window.solution_ui.action.isEnabled()


def test_from_the_review_the_solution_starts_at_the_point_chosen(qtbot, in_process, window,
                                                                 controller):
    playing = controller.game
    for token in ("1a", "2b", "3c"):
        assert controller.play(Move.parse(token))
    window.show_review()
    dialog = window.review_dialog
    qtbot.waitUntil(lambda: dialog.reviewed, timeout=30_000)
    assert dialog.solution_button is not None and dialog.solution_button.isEnabled()
    dialog.tree.setCurrentItem(dialog.tree.topLevelItem(1))
    dialog.solution_button.click()
    bar = window.solution_ui.bar
    qtbot.waitUntil(lambda: bar.showing, timeout=30_000)
    assert window.scene.shown == playing.position_at(1)
    bar.forward_action.trigger()
    bar.play_action.trigger()
    # Played on from point 1: the player's later moves give way to Solve's one.
    assert controller.game is playing and playing.current == 2
    assert playing.steps[1].actor is Actor.SOLVE and len(playing.steps) == 2


def test_after_solve_the_won_dialog_shows_the_solution_from_the_start(qtbot, in_process,
                                                                      window, controller,
                                                                      modals, monkeypatch):
    from freecell_qt.storage.preferences import SolveSpeed
    from freecell_qt.windows.end_dialogs import WonDialog
    from tests.gui.conftest import load_board

    monkeypatch.setattr(SolveSpeed, "step_ms", property(lambda speed: 4))
    modals.answer(WonDialog, lambda dialog: dialog.buttons_by_choice["solution"].click())
    load_board(controller, NEAR_END)
    start = controller.game.position
    window.assist.solve_action.trigger()
    bar = window.solution_ui.bar
    qtbot.waitUntil(lambda: bar.showing, timeout=30_000)
    assert window.scene.shown == start and bar.point == 0 and bar.length > 0


def test_the_end_to_end_walk_through_the_window_s_own_worker(qtbot, window, controller):
    from freecell_qt.solving.service import SolverService

    assert isinstance(window.advisor.service, SolverService)
    bar = window.solution_ui.bar
    window.solution_ui.action.trigger()
    qtbot.waitUntil(lambda: bar.showing, timeout=60_000)
    start = controller.game.position
    bar.last_action.trigger()
    assert controller.game.position.is_won and bar.point == bar.length > 0
    bar.first_action.trigger()
    assert controller.game.position == start


def test_a_solution_shown_cannot_be_shown_again_nor_replaced_by_a_replay(qtbot, in_process,
                                                                         window, controller):
    open_solution(qtbot, window)
    assert not window.solution_ui.action.isEnabled()
    game = Game(controller.game.rules, controller.game.start)
    window.statistics_ui.replay_bar.start(game)
    assert not window.solution_ui.bar.isVisible() and window.statistics_ui.replay_bar.isVisible()


def test_the_bar_fits_an_800_pixel_window(qtbot, in_process, window):
    window.resize(800, 600)
    bar = window.solution_ui.bar
    open_solution(qtbot, window)
    bar.move_label.setText("Next: " + "8 of hearts and 2 cards below it onto the 9 of clubs" * 2)
    qtbot.waitUntil(lambda: bar.width() <= 800)
    for action in bar.actions():
        if not action.isSeparator():
            button = bar.widgetForAction(action)
            assert button is not None and button.isVisible(), action.text()
            assert button.geometry().right() <= bar.width()
    assert bar.move_label.isVisible() and bar.move_label.width() >= bar.move_label.LEAST_PX


def test_moves_taken_over_count_in_the_record_as_solve_s_demo_does(qtbot, in_process, window,
                                                                   controller):
    bar = window.solution_ui.bar
    open_solution(qtbot, window)
    assert not window.statistics_ui.recorder.would_count_as_loss()
    bar.forward_action.trigger()
    bar.forward_action.trigger()
    bar.play_action.trigger()
    assert controller.game.move_count == 2 and controller.played_by_solve
    assert window.statistics_ui.recorder.would_count_as_loss()
