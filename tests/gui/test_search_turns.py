"""The window's long searches take turns (``solving.gate``): a move's verdict does not
wait on the rating of the deal, which gives way and is answered after it. The
real window and its real workers, in FreeCell."""

from __future__ import annotations

import os

import pytest

from freecell_qt.engine import GameCode, Rules
from freecell_qt.solving.advisor import Verdict
from tests.solving.test_service_failures import WAIT_MS, stopping_workers, worker_pid

pytestmark = pytest.mark.skipif(os.name != "posix", reason="stops a worker at its start")

DEAL = GameCode.for_rules(Rules(), 1)


def test_a_moves_verdict_goes_before_the_deals_rating_which_comes_after(
        qtbot, controller, prefs, monkeypatch, request):
    from freecell_qt.windows.main_window import MainWindow

    # The deal's verdict has the window's first worker; the rating the second,
    # which stops at its start: the rating is certainly still being searched.
    stopping_workers(request, monkeypatch, lambda n: n == 1)
    prefs.set("show_verdict", True)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    advisor, rater = window.advisor, window.rating_ui.rater
    said: list[str] = []
    advisor.verdictChanged.connect(lambda verdict: said.append(verdict.name))
    rater.ratingChanged.connect(lambda rating: said.append("rated") if rating else None)
    window.start(DEAL)
    qtbot.waitUntil(lambda: worker_pid(rater.service) is not None, timeout=WAIT_MS)
    rating_worker = worker_pid(rater.service)
    assert advisor.verdict is Verdict.WINNABLE and rater.rating is None
    assert advisor.service.worker is None  # idle beside the rating's search: let go

    game = controller.game
    way = advisor.cached(game.position)
    assert way is not None and way.solved
    move = next(move for move in game.legal_moves() if move != way.moves[0])
    said.clear()
    assert controller.play(move)  # off the solver's way: its verdict must be searched

    # The verdict's search starts at once; the rating's worker went to make room.
    assert advisor.service.busy and advisor.service.worker is not None
    assert rater.service.busy and rater.service.worker is None
    qtbot.waitUntil(lambda: "rated" in said, timeout=WAIT_MS)
    assert said[0] == "CHECKING" and said.index("rated") > 1  # the verdict came first
    assert advisor.verdict in (Verdict.WINNABLE, Verdict.LOST)
    assert rater.rating is not None and worker_pid(rater.service) != rating_worker
