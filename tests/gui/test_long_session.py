"""A long session: what the window keeps of past games stays bounded.

Every deal the verdict and the rating are worked out for leaves solver
results behind; a player dealing hundreds of new games must not make the
app grow with each of them.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import rules_of_play
from freecell_qt.engine.solver import SolveResult
from freecell_qt.solving import advisor as advisor_module
from freecell_qt.solving import deal_rating
from freecell_qt.solving.advisor import DEALS_KEPT, Verdict
from freecell_qt.solving.deal_par import PARS_KEPT
from freecell_qt.solving.deal_rating import RATINGS_KEPT
from freecell_qt.solving.worker import Answer, Request, SolveAnswer, SolveRequest
from tests.gui.held_solver import HeldService

#: Moves in each scripted solution: each files that many more positions.
SOLUTION_MOVES = 3


class SolvingService(HeldService):
    """Says every position it is asked about is won, by a few of its legal moves."""

    def _answer(self, request: Request) -> Answer | None:
        if not isinstance(request, SolveRequest):
            return super()._answer(request)
        position, rules, moves = request.position, request.rules, []
        for _ in range(SOLUTION_MOVES):
            move = next(iter(rules_of_play.legal_moves(position, rules)))
            moves.append(move)
            position = rules_of_play.apply(position, rules_of_play.resolve(position, rules,
                                                                           move))
        return SolveAnswer(request, SolveResult("solved", tuple(moves)))


@pytest.fixture
def solving_window(qtbot, controller, prefs, monkeypatch):
    from freecell_qt.windows.main_window import MainWindow

    monkeypatch.setattr(advisor_module, "SolverService", lambda parent=None: SolvingService({}))
    monkeypatch.setattr(deal_rating, "SolverService", lambda parent=None: SolvingService({}))
    prefs.set("show_verdict", True)
    window = MainWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_many_new_games_keep_only_a_bounded_number_of_answers(qtbot, solving_window,
                                                              controller):
    advisor, rater = solving_window.advisor, solving_window.rating_ui.rater
    label = solving_window.rating_ui.rating_label
    starts = []
    for _ in range(max(DEALS_KEPT, RATINGS_KEPT) + 6):
        solving_window.new_action.trigger()
        qtbot.waitUntil(lambda: advisor.verdict is Verdict.WINNABLE and rater.rating is not None)
        starts.append((controller.game.start, controller.game.rules))
    assert len(set(starts)) > max(DEALS_KEPT, RATINGS_KEPT), "random deals came again"
    assert len(advisor.cache) <= DEALS_KEPT
    assert len(rater.ratings) <= RATINGS_KEPT
    assert len(solving_window.rating_ui.par.pars) <= PARS_KEPT
    # The game in play keeps what is known of it: its verdict, the positions
    # along its solution and its rating, shown without a new search.
    # (asked where play begins: after the deal's own auto-moves, if any)
    game = controller.game
    assert advisor.cached(game.position) is not None
    solved = advisor.cached(game.position)
    assert solved is not None and len(solved.moves) == SOLUTION_MOVES
    # (fewer when a scripted solution comes back to a position it passed)
    assert all(len(known) <= SOLUTION_MOVES + 1 for known in advisor.cache.values())
    assert label.text() == "Difficulty: Easy"
    asked = len(advisor.service.asked) + len(rater.service.asked)
    solving_window.restart_action.trigger()
    assert advisor.verdict is Verdict.WINNABLE and label.text() == "Difficulty: Easy"
    assert len(advisor.service.asked) + len(rater.service.asked) == asked
    # ... and the first deals are forgotten.
    first_start, first_rules = starts[0]
    assert (first_start, first_rules) not in advisor.cache
