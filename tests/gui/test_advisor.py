"""Hint, Solve, the verdict and "where did I go wrong?" through the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPointF, QTimer, Signal

from freecell_qt.engine import Game, GameCode, Move, Pile, Position, Rules
from freecell_qt.engine.solver import SolveResult, Status
from freecell_qt.solving.advisor import Advisor, Verdict
from freecell_qt.solving.service import SolverService
from freecell_qt.solving.worker import (
    Answer,
    Reply,
    Request,
    RewindAnswer,
    RewindRequest,
    SolveAnswer,
    SolveRequest,
)
from tests.boards import FLIPPER_CELL_C, FLIPPER_CELL_C_WIN
from tests.gui.conftest import Mouse

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


class ScriptedService(QObject):
    """Answers from a table of known verdicts, asynchronously like the real one;
    a verdict given as a whole ``SolveResult`` brings its moves (a solution)."""

    answered = Signal(object)

    def __init__(self, verdicts: dict[Position, Status | SolveResult]) -> None:
        super().__init__()
        self.verdicts = verdicts
        self.asked: list[Request] = []
        self.busy = False
        self._ident = 0

    def ask(self, request: Request) -> int:
        self._ident += 1
        self.asked.append(request)
        answer: Answer
        if isinstance(request, RewindRequest):
            solved = [i for i, p in enumerate(request.positions)
                      if _status(self.verdicts.get(p)) == "solved"]
            answer = RewindAnswer(request, solved[-1] if solved else None)
        else:
            assert isinstance(request, SolveRequest), request
            known = self.verdicts.get(request.position, "unknown")
            answer = SolveAnswer(request, known if isinstance(known, SolveResult)
                                 else SolveResult(known))
        reply = Reply(self._ident, answer)
        self.busy = True

        def deliver() -> None:
            if reply.ident == self._ident:  # like the real one: only the latest
                self.busy = False
                self.answered.emit(reply)

        QTimer.singleShot(0, deliver)
        return self._ident

    def cancel(self) -> None:
        self.busy = False

    def shutdown(self) -> None:
        pass


def _status(known: Status | SolveResult | None) -> Status | None:
    return known.status if isinstance(known, SolveResult) else known


@pytest.fixture
def real_advisor(controller):
    advisor = Advisor(controller, SolverService())
    yield advisor
    advisor.stop_demo()
    advisor.service.shutdown()


def test_hint_marks_the_cards_and_the_destination(qtbot, controller, view, real_advisor):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    with qtbot.waitSignal(real_advisor.hintReady) as blocker:
        real_advisor.request_hint()
    hint = blocker.args[0]
    assert hint.from_solution
    controller.game.check(hint.move)  # legal here
    view.table.show_hint(hint.move)
    assert view.table.marks["hint"].isVisible()
    assert view.table.marks["hint_target"].isVisible()
    assert controller.hints_used == 1


def test_verdict_becomes_winnable_in_the_background(qtbot, controller, prefs, real_advisor):
    prefs.set("show_verdict", True)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    assert real_advisor.verdict in (Verdict.CHECKING, Verdict.WINNABLE)
    qtbot.waitUntil(lambda: real_advisor.verdict is Verdict.WINNABLE)


def test_solve_plays_the_game_to_the_end_and_is_not_a_win(qtbot, controller, view,
                                                          real_advisor):
    rules = Rules()
    controller.set_game(Game(rules, Position.from_text(NEAR_END)))
    controller.prefs.set("automove", False)
    real_advisor.start_demo()
    qtbot.waitUntil(lambda: controller.game.is_won)
    assert controller.played_by_solve
    assert not real_advisor.demo_running


def test_a_click_stops_the_demo(qtbot, controller, view, real_advisor):
    from PySide6.QtWidgets import QMainWindow

    from freecell_qt.windows.assist import AssistUi

    window = QMainWindow()
    qtbot.addWidget(window)
    AssistUi(window, real_advisor, view.table, lambda text: None)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    real_advisor.start_demo()
    qtbot.waitUntil(lambda: real_advisor.demo_running)
    qtbot.waitUntil(lambda: controller.game.move_count >= 1)
    Mouse(view).click(QPointF(5, 5))
    assert not real_advisor.demo_running
    moves = controller.game.move_count
    # Had the click not stopped it, the demo's next move would keep the
    # advisor busy until the game was won.
    qtbot.waitUntil(lambda: not real_advisor.busy)
    assert controller.game.move_count == moves
    assert not controller.game.is_won


def test_verdicts_and_where_did_i_go_wrong(qtbot, controller, prefs):
    prefs.set("show_verdict", True)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    game = controller.game
    start = game.position
    after_1a = Game.new(1)
    after_1a.automove = controller.prefs.automove
    after_1a.play("1a")
    after_2a = Game.new(1)
    after_2a.play("1a")
    after_2a.play("2b")
    service = ScriptedService({start: "solved", after_1a.position: "solved",
                               after_2a.position: "unsolvable"})
    advisor = Advisor(controller, service)  # type: ignore[arg-type]
    advisor.refresh()
    qtbot.waitUntil(lambda: advisor.verdict is Verdict.WINNABLE)
    controller.play(Move.parse("1a"))
    controller.play(Move.parse("2b"))
    qtbot.waitUntil(lambda: advisor.verdict is Verdict.LOST)
    advisor.rewind()
    qtbot.waitUntil(lambda: controller.game.current == 1)
    assert controller.game.position == after_1a.position
    controller.undo()  # takes back the rewind as one action
    assert controller.game.current == 2


def test_not_winnable_from_the_deal(qtbot, controller, prefs):
    prefs.set("show_verdict", True)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    service = ScriptedService({controller.game.start: "unsolvable"})
    advisor = Advisor(controller, service)  # type: ignore[arg-type]
    advisor.refresh()
    qtbot.waitUntil(lambda: advisor.verdict is Verdict.HOPELESS)


def test_the_verdict_can_be_hidden(qtbot, controller, prefs):
    prefs.set("show_verdict", True)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    service = ScriptedService({})
    advisor = Advisor(controller, service)  # type: ignore[arg-type]
    advisor.refresh()
    assert service.asked, "with the verdict shown, the position is checked"
    prefs.set("show_verdict", False)
    service.asked.clear()
    controller.play(Move.parse("1a"))
    assert service.asked == []
    assert advisor.verdict is Verdict.OFF
    # A position is asked about as the game changes, not later: with the verdict
    # shown again, the next move is asked about at once.
    prefs.set("show_verdict", True)
    service.asked.clear()
    controller.play(Move.parse("2b"))
    assert service.asked, "the check above would have seen a question"


# -- through the main window -------------------------------------------------------
@pytest.fixture
def verdicts() -> dict[Position, Status | SolveResult]:
    """What the scripted solver answers for each position (``unknown`` for the rest)."""
    return {}


@pytest.fixture
def scripted_window(qtbot, controller, monkeypatch, verdicts):
    """The main window, its advisor asking a scripted solver instead of a worker process."""
    from freecell_qt.solving import advisor as advisor_module
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(advisor_module, "SolverService",
                        lambda parent=None: ScriptedService(verdicts))
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def status(window) -> str:
    return window.statusBar().currentMessage()


def test_where_did_i_go_wrong_says_when_the_search_only_ran_out_of_time(
        qtbot, scripted_window, controller, prefs, verdicts):
    prefs.set("show_verdict", True)
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    lost = Game.new(1)
    lost.automove = prefs.automove
    lost.play("1a")
    lost.play("2b")
    verdicts[lost.position] = "unsolvable"  # the deal itself: unknown (timed out)
    controller.play(Move.parse("1a"))
    controller.play(Move.parse("2b"))
    advisor = scripted_window.advisor
    qtbot.waitUntil(lambda: advisor.verdict is Verdict.LOST)
    assert scripted_window.assist.rewind_action.isEnabled()
    scripted_window.assist.rewind_action.trigger()
    qtbot.waitUntil(lambda: "time allowed" in status(scripted_window))
    assert "cannot be won" not in status(scripted_window)
    assert controller.game.current == 2  # nowhere proven to go back to


def test_where_did_i_go_wrong_on_a_deal_proven_unwinnable(qtbot, scripted_window, controller,
                                                          verdicts):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    verdicts[controller.game.start] = "unsolvable"
    controller.play(Move.parse("1a"))
    scripted_window.advisor.rewind()
    qtbot.waitUntil(lambda: "cannot be won from its start" in status(scripted_window))


def test_solve_on_a_deal_never_winnable_says_the_deal_cannot_be_won(
        qtbot, scripted_window, controller, verdicts):
    controller.new_game(GameCode.parse("FC1-C4-AAAAAAB"))
    verdicts[controller.game.start] = "unsolvable"
    scripted_window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: "this deal cannot be won" in status(scripted_window))
    assert "no longer" not in status(scripted_window)
    after = Game.new(1)
    after.automove = controller.game.automove
    after.play("1a")
    verdicts[after.position] = "unsolvable"
    controller.play(Move.parse("1a"))
    scripted_window.statusBar().clearMessage()
    scripted_window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: "this deal cannot be won" in status(scripted_window))
    assert not scripted_window.advisor.demo_running and controller.game.current == 1


def test_after_solve_the_end_dialog_says_the_computer_solved_it(qtbot, window, controller,
                                                                modals):
    from freecell_qt.storage.statistics import Result
    from freecell_qt.windows.end_dialogs import WonDialog

    said: list[tuple[str, str]] = []
    modals.answer(WonDialog, lambda dialog: (
        said.append((dialog.windowTitle(), dialog.headline.text())), dialog.reject()))
    controller.set_game(Game(Rules(), Position.from_text(NEAR_END)))
    window.assist.solve_action.trigger()
    qtbot.waitUntil(lambda: bool(said))
    [(title, headline)] = said
    assert "Solved by the computer" in headline and "Congratulations" not in headline
    assert title == "Solved"
    [row] = window.statistics_ui.statistics.recent(controller.game.rules.game, 4)
    assert row.result is Result.WON and row.played_by_solve


@pytest.mark.parametrize("name", ["hints_used", "played_by_solve", "read_only", "automove"])
def test_the_game_s_state_changes_only_through_the_controller(controller, name):
    with pytest.raises(AttributeError):
        setattr(controller, name, getattr(controller, name))


def test_a_demo_move_that_wins_is_already_solve_s(qtbot, window, controller, prefs, modals):
    from freecell_qt.windows.end_dialogs import WonDialog
    from tests.gui.conftest import load_board

    prefs.set("automove", False)

    headlines: list[str] = []
    modals.answer(WonDialog, lambda dialog: (headlines.append(dialog.headline.text()),
                                             dialog.reject()))
    load_board(controller, "\n".join(["Foundations: H-Q C-K D-K S-Q", "Freecells: - - - -",
                                      ": KS", ": KH", ":", ":", ":", ":", ":", ":"]))
    assert controller.play(Move.parse("1h"))  # the player's
    assert not controller.played_by_solve
    assert controller.play_demo_step(Move.parse("2h"))  # Solve's, and the winning one
    qtbot.waitUntil(lambda: bool(headlines))
    assert "Solved by the computer" in headlines[0]
    [row] = window.statistics_ui.statistics.recent(controller.game.rules.game, 4)
    assert row.played_by_solve and not row.won


def _winnable_and_expert(qtbot, window, prefs, rules: Rules, deal: int, rating_ms: int) -> None:
    """Deal ``deal`` in the window: the status bar says Winnable, then rates
    it expert within ``rating_ms``."""
    prefs.set("show_verdict", True)
    window.start(GameCode.for_rules(rules, deal))
    label = window.assist.verdict_label
    qtbot.waitUntil(lambda: label.text() == "Winnable")
    assert label.isVisible()
    rating = window.rating_ui.rating_label
    qtbot.waitUntil(lambda: rating.text() not in ("", "Difficulty: rating..."),
                    timeout=rating_ms)
    assert rating.text() == "Difficulty: Expert" and rating.isVisible()


def test_the_status_bar_calls_a_deal_winnable_and_rates_it_expert(qtbot, window, prefs):
    """The whole path through the real worker: 1-cell deal 695, won in some
    80,000 positions though its win lies past the rating budget of random
    candidates (``rating.OWN_BUDGET``), so known winnable it is rated expert.
    The hard deals of the tight games are proved once, in the engine's tests
    (``tests/engine/test_solver*.py``); the window's side of every verdict is
    checked with a scripted solver below."""
    _winnable_and_expert(qtbot, window, prefs, Rules(cells=1), 695, rating_ms=60_000)


def test_the_status_bar_calls_a_lost_deal_lost(qtbot, window, prefs):
    """The whole path through the real worker for a lost deal: 1-cell deal 3,
    proved lost in a few hundred positions, so no clock decides it."""
    prefs.set("show_verdict", True)
    window.start(GameCode.for_rules(Rules(cells=1), 3))
    label = window.assist.verdict_label
    qtbot.waitUntil(lambda: label.text() not in ("", "Checking..."))
    assert label.text() == "Not winnable from the deal" and label.isVisible()


def test_a_lost_deal_whose_ace_went_up_at_the_deal_is_not_winnable_from_the_deal(
        qtbot, scripted_window, controller, prefs, verdicts):
    """Deal 3 leaves an ace exposed, which goes up before any move of the player's:
    a verdict for that position is the deal's, whatever the deal's own answer."""
    code = GameCode.for_rules(Rules(cells=1), 3)
    opened = Game.from_code(code)
    assert opened.open() is not None
    verdicts[opened.position] = "unsolvable"  # and nothing known of the deal itself
    prefs.set("show_verdict", True)
    scripted_window.start(code)
    game = controller.game
    assert game.current == game.floor == 1 and game.position == opened.position
    label = scripted_window.assist.verdict_label
    qtbot.waitUntil(lambda: label.text() not in ("", "Checking..."))
    assert label.text() == "Not winnable from the deal"


def test_a_way_of_thousands_of_moves_is_shown_faster(scripted_window, controller, monkeypatch):
    from freecell_qt.solving import advisor as advisor_module

    advisor = scripted_window.advisor
    monkeypatch.setattr(controller, "play_demo_step", lambda move: True)
    step = controller.prefs.solve_speed.step_ms
    for length in (90, 5_000):
        advisor._demo = [Move.parse("1a")] * length
        advisor._demo_length = length
        advisor._demo_step()  # one step played, the next one timed
        expected = advisor_module.demo_step_ms(step, length)
        assert advisor.next_demo_move_ms == expected
        advisor.stop_demo()
    assert expected * 5_000 <= advisor_module.DEMO_MOST_MS
    assert advisor_module.demo_step_ms(step, 90) > expected


def test_a_hint_in_flipper_names_the_free_cell_it_marks(qtbot, scripted_window, controller,
                                                         verdicts):
    """In Flipper each free cell covers the column below it, so the solver's
    hint picks a cell, here c rather than a (which would turn column 1's king
    of spades face down): the words name the cell the table marks."""
    start = Position.from_text(FLIPPER_CELL_C, cells=7, columns=7)
    win = tuple(Move.parse(text) for text in FLIPPER_CELL_C_WIN)
    verdicts[start] = SolveResult("solved", win)
    controller.set_game(Game(Rules.preset("flipper"), start))
    scripted_window.scene.finish_animations()
    scripted_window.assist.hint_action.trigger()
    qtbot.waitUntil(lambda: status(scripted_window).startswith("Hint"))
    assert status(scripted_window) == "Hint: king of hearts to free cell c"
    scene = scripted_window.scene
    marked = scene.marks["hint_target"]
    assert marked.isVisible()
    assert marked.sceneBoundingRect().contains(scene.pile_rect(Pile.cell(2)).center())
    assert not marked.sceneBoundingRect().contains(scene.pile_rect(Pile.cell(0)).center())


def test_a_hint_in_freecell_names_no_free_cell(qtbot, scripted_window, controller, verdicts):
    start = Position.from_text(NEAR_END)
    verdicts[start] = SolveResult("solved", (Move.parse("1c"),))
    controller.set_game(Game(Rules(), start))
    scripted_window.scene.finish_animations()
    scripted_window.assist.hint_action.trigger()
    qtbot.waitUntil(lambda: status(scripted_window).startswith("Hint"))
    assert status(scripted_window) == "Hint: queen of hearts to a free cell"
