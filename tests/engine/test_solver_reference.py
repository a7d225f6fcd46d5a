"""The searches in Python are the reference; the C search (``solver.native``)
must give the same verdicts, and a way through that the engine accepts.

On a fixed sample of quick positions of several games, won and lost, the
prover in Python and the prover in C are each run to their end; then the
whole portfolio with and without the C search. Every way is replayed
through ``Game.play``, which refuses an illegal move.
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import OWN_BUDGET, rate_and_solve
from freecell_qt.engine.solver import native, solution_moves, solve
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.native import CompiledSearch
from freecell_qt.engine.solver.plan import PROVER
from freecell_qt.engine.solver.protocol import Search
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import from_position

needs_c = pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")

FORECELL = Rules(Preset.FORECELL)
#: Each settled by either prover within a few tens of thousands of positions.
SAMPLE = [
    (Rules(), 1, "solved"), (Rules(), 2, "solved"), (Rules(), 3, "solved"),
    (Rules(cells=2), 7, "solved"), (Rules(cells=2), 25, "unsolvable"),
    (Rules(cells=1), 2, "solved"), (Rules(cells=1), 4, "unsolvable"),
    (Rules(cells=1), 6, "unsolvable"), (FORECELL, 6, "solved"), (FORECELL, 9, "unsolvable"),
    (Rules(Preset.BAKERS_GAME), 6, "solved"), (Rules(Preset.SEAHAVEN_TOWERS), 2, "solved"),
]
#: Far more than any of them takes.
MOST = 200_000


def _verdict(search: Search, rules: Rules, deal: int) -> str:
    """Run ``search`` to its end; its verdict, a win replayed in the engine."""
    while not search.run(10_000) and search.expanded < MOST:
        pass
    if search.solved:
        position = initial_position(rules, deal)
        game = Game(rules, position, automove=False)
        for move in solution_moves(position, search):
            game.play(move)  # raises on an illegal move
        assert game.is_won
        return "solved"
    return "unsolvable" if search.proves else "unknown"


@needs_c
@pytest.mark.parametrize(("rules", "deal", "verdict"), SAMPLE)
def test_the_provers_in_python_and_in_c_give_the_same_verdict(
    rules: Rules, deal: int, verdict: str
) -> None:
    position = initial_position(rules, deal)
    move_rules = MoveRules.of(rules, len(position.columns))
    python = BestFirst(*from_position(position), move_rules, PROVER, complete=True)
    in_c = CompiledSearch(*from_position(position), move_rules, weights=PROVER)
    assert _verdict(python, rules, deal) == _verdict(in_c, rules, deal) == verdict


@pytest.mark.parametrize(("rules", "deal", "verdict"), SAMPLE)
def test_the_portfolio_gives_the_same_verdict_with_and_without_c(
    rules: Rules, deal: int, verdict: str
) -> None:
    position = initial_position(rules, deal)
    for use_c in (True, False):
        result = solve(position, rules, native=use_c)
        assert result.status == verdict, use_c
        game = Game(rules, position, automove=False)
        for move in result.moves:
            game.play(move)
        assert game.is_won == result.solved


@pytest.mark.parametrize(("rules", "deal", "verdict"), SAMPLE)
def test_a_rating_and_the_verdict_of_a_deal_agree(rules: Rules, deal: int, verdict: str) -> None:
    """The rating's search is ``solve`` on the plan in Python, within the
    rating's budget: the verdict's answer wherever that budget settles the
    deal, and never the opposite one. (2-cell deal 25 takes a proof past
    the rating's budget in Python: "unknown" there, not "rated".)"""
    position = initial_position(rules, deal)
    rating, search = rate_and_solve(position, rules)
    reference = solve(position, rules, native=False, max_nodes=OWN_BUDGET)
    assert search.status == reference.status
    assert rating.positions == reference.nodes
    assert solve(position, rules).status == verdict
    if reference.status != "unknown":
        assert reference.status == verdict
        assert rating.status == ("rated" if verdict == "solved" else verdict)
    else:
        assert rating.status == "unknown"
    assert rating.rated == (rating.status == "rated")
    if rating.rated:
        assert verdict == "solved"
    if rating.status == "unsolvable":
        assert verdict == "unsolvable"
