"""A verdict the 12-second search leaves unknown: searched on behind play, told when
settled, and kept for the next time the deal is dealt."""

from __future__ import annotations

import json
import os

import pytest

from freecell_qt.engine import Game, GameCode, Move, Rules
from freecell_qt.engine.solver import SolveResult, solve
from freecell_qt.solving import advisor as advisor_module
from freecell_qt.solving.advisor import Verdict
from freecell_qt.solving.messages import SolveRequest
from freecell_qt.solving.process import LOWERED_NICENESS
from freecell_qt.solving.settler import SETTLE_TIMEOUT
from freecell_qt.storage.settled_deals import SettledDeals
from tests.gui.held_solver import HeldService

WAIT_MS = 30_000
DEAL = GameCode.for_rules(Rules(), 1)


@pytest.fixture
def verdicts():
    """The window's own searches: what they answer (``unknown`` for the rest)."""
    return {}


@pytest.fixture
def make_window(qtbot, controller, monkeypatch, verdicts, prefs):
    """A main window whose verdict search answers from ``verdicts``, verdict shown."""
    from freecell_qt.windows.main_window import MainWindow

    services: list[HeldService] = []

    def service(parent=None):
        made = HeldService(verdicts)
        services.append(made)
        return made

    monkeypatch.setattr(advisor_module, "SolverService", service)
    prefs.set("show_verdict", True)

    def make():
        window = MainWindow(controller)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        return window

    make.services = services
    return make


def label(window) -> str:
    return window.assist.verdict_label.text()


def settling_request(window, qtbot) -> SolveRequest:
    """The settler's question, once it has taken its turn."""
    qtbot.waitUntil(lambda: bool(window.advisor.settler.service.asked), timeout=WAIT_MS)
    request = window.advisor.settler.service.asked[-1]
    assert isinstance(request, SolveRequest)
    return request


def test_an_unknown_verdict_is_searched_on_and_told_when_settled(qtbot, make_window):
    window = make_window()
    said: list[str] = []
    window.view.speech.said.connect(lambda text, _assertive: said.append(text))
    window.start(DEAL)
    game = window.controller.game
    qtbot.waitUntil(lambda: label(window) == "Winnable? Still searching...", timeout=WAIT_MS)
    assert window.advisor.verdict is Verdict.SETTLING
    request = settling_request(window, qtbot)
    assert (request.position, request.rules, request.timeout) == (
        game.start, game.rules, SETTLE_TIMEOUT)
    found = solve(game.start, game.rules)
    settler_service = window.advisor.settler.service
    settler_service.verdicts[game.start] = found
    settler_service.release()
    qtbot.waitUntil(lambda: label(window) == "Winnable", timeout=WAIT_MS)
    kept = SettledDeals().get(game.start, game.rules)
    assert kept is not None and kept.moves == found.moves
    assert "Whether this deal can be won is not known yet: the search goes on." in said
    assert said[-1] == "This deal can be won."


def test_a_deal_settled_before_is_answered_at_once(qtbot, make_window):
    game = Game.new(1, Rules())
    start, rules = game.start, game.rules
    assert SettledDeals().put(start, rules, solve(start, rules))
    window = make_window()  # the next run of the app
    window.start(DEAL)
    qtbot.waitUntil(lambda: label(window) == "Winnable", timeout=WAIT_MS)
    assert window.controller.game.start == start
    asked = make_window.services[0].asked
    assert not any(isinstance(r, SolveRequest) and r.position == start for r in asked)
    # The hint at the deal comes from the kept win, without a search.
    with qtbot.waitSignal(window.advisor.hintReady) as blocker:
        window.advisor.request_hint()
    assert blocker.args[0].from_solution


def test_a_settled_loss_says_the_deal_cannot_be_won(qtbot, make_window):
    window = make_window()
    window.start(DEAL)
    qtbot.waitUntil(lambda: window.advisor.verdict is Verdict.SETTLING, timeout=WAIT_MS)
    game = window.controller.game
    service = window.advisor.settler.service
    service.verdicts[game.start] = SolveResult("unsolvable")
    settling_request(window, qtbot)
    service.release()
    qtbot.waitUntil(lambda: label(window) == "Not winnable from the deal", timeout=WAIT_MS)
    kept = SettledDeals().get(game.start, game.rules)
    assert kept is not None and kept.status == "unsolvable"


def test_a_search_that_ends_unknown_says_unknown_and_keeps_nothing(qtbot, make_window):
    window = make_window()
    window.start(DEAL)
    qtbot.waitUntil(lambda: window.advisor.verdict is Verdict.SETTLING, timeout=WAIT_MS)
    settling_request(window, qtbot)
    window.advisor.settler.service.release()  # nothing scripted: "unknown"
    qtbot.waitUntil(lambda: label(window) == "Winnable? Unknown", timeout=WAIT_MS)
    game = window.controller.game
    assert SettledDeals().get(game.start, game.rules) is None


def test_a_move_gives_the_search_up_and_its_late_answer_is_dropped(qtbot, make_window):
    window = make_window()
    window.start(DEAL)
    controller = window.controller
    start = controller.game.start
    assert settling_request(window, qtbot).position == start
    service = window.advisor.settler.service
    service.verdicts[start] = SolveResult("unsolvable")
    controller.play(Move.parse("1a"))
    assert not window.advisor.settler.is_settling(start, controller.game.rules)
    service.release()  # the answer about the deal comes, too late: dropped
    qtbot.waitUntil(lambda: service.asked[-1].position == controller.game.position,
                    timeout=WAIT_MS)
    assert label(window) == "Winnable? Still searching..."
    assert SettledDeals().get(start, controller.game.rules) is None


def test_the_search_waits_for_the_rating_to_be_over(qtbot, make_window, monkeypatch):
    """Two long searches never hold memory at once: the rating's goes first."""
    from freecell_qt.solving import deal_rating

    raters: list[HeldService] = []

    def rater(parent=None):
        made = HeldService({})
        made.holding = True
        raters.append(made)
        return made

    monkeypatch.setattr(deal_rating, "SolverService", rater)
    window = make_window()
    window.start(DEAL)
    qtbot.waitUntil(lambda: raters[0].busy, timeout=WAIT_MS)  # the rating is asked
    assert window.advisor.verdict is Verdict.SETTLING
    settler = window.advisor.settler
    looks: list[bool] = []
    rating_busy = settler.waits
    settler.waits = lambda: looks.append(rating_busy()) or looks[-1]
    qtbot.waitUntil(lambda: len(looks) >= 2, timeout=WAIT_MS)  # it looked, twice
    assert all(looks) and not settler.service.asked
    while raters[0].busy:  # the rating, then the par it leads to
        raters[0].release()
        qtbot.wait(0)
    assert settling_request(window, qtbot).position == window.controller.game.start


def test_turning_the_verdict_off_stops_the_search(qtbot, make_window, prefs):
    window = make_window()
    window.start(DEAL)
    qtbot.waitUntil(lambda: window.advisor.verdict is Verdict.SETTLING, timeout=WAIT_MS)
    prefs.set("show_verdict", False)
    assert window.advisor.settler.settling is None
    assert not window.advisor.settler.service.busy
    assert window.advisor.verdict is not Verdict.SETTLING


@pytest.mark.parametrize("text", [
    "not json at all {",
    json.dumps([1, 2, 3]),
    json.dumps({"version": 1, "deals": {"x": 5}}),
])
def test_a_damaged_file_of_settled_deals_is_passed_over(qtbot, make_window, text):
    SettledDeals().path.write_text(text, encoding="utf-8")
    window = make_window()
    window.start(DEAL)
    qtbot.waitUntil(lambda: label(window) == "Winnable? Still searching...", timeout=WAIT_MS)


def test_the_settlers_own_worker_settles_the_deal_at_a_lower_priority(
        qtbot, make_window, monkeypatch):
    """End to end: the settler's real worker process, asked by the window."""
    from freecell_qt.solving import settler
    from freecell_qt.solving.service import SolverService

    monkeypatch.setattr(settler, "SolverService", SolverService)
    window = make_window()
    window.start(DEAL)
    service = window.advisor.settler.service
    assert isinstance(service, SolverService)
    try:
        qtbot.waitUntil(lambda: label(window) == "Winnable", timeout=WAIT_MS)
        worker = service.worker
        if worker is not None and worker.pid is not None and hasattr(os, "getpriority"):
            assert os.getpriority(os.PRIO_PROCESS, worker.pid) >= LOWERED_NICENESS
        assert service.lowered
    finally:
        window.advisor.shutdown()
    game = window.controller.game
    kept = SettledDeals().get(game.start, game.rules)
    assert kept is not None and kept.solved
