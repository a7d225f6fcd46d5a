"""The search values each waiting position from its parent's figures; here
every waiting position is valued again from scratch, by the definition of
``heuristic.Weights`` written out plainly, and the two must agree."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import PORTFOLIO, TIGHT
from freecell_qt.engine.solver.heuristic import Weights
from freecell_qt.engine.solver.moves import MoveRules, place
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import SEPARATOR, from_position, settle


def _plain_value(columns: list[bytes], cells: bytes, found: tuple[int, ...], w: Weights) -> float:
    left = 52 - sum(found)
    blocked = 0
    depth = 0.0
    for column in columns:
        lowest = 99
        for at, card in enumerate(column):
            rank, suit = card >> 2, card & 3
            if rank > lowest:
                blocked += 1
            lowest = min(lowest, rank)
            above = len(column) - at - 1
            if rank == found[suit]:
                depth += above * w.next_depth
            elif rank == found[suit] + 1:
                depth += above * w.second_depth
    empty = sum(1 for column in columns if not column)
    used = len(cells)
    return left * w.left + blocked * w.blocked + depth - empty * w.empty + used * used * w.cells


@settings(max_examples=40, deadline=None)
@given(
    deal=st.integers(1, 32000),
    cells=st.integers(1, 4),
    steps=st.integers(1, 80),
    weights=st.sampled_from([*PORTFOLIO, *TIGHT]),
    complete=st.booleans(),
)
def test_every_waiting_position_is_valued_as_its_own_evaluation_would(
    deal: int, cells: int, steps: int, weights: Weights, complete: bool
) -> None:
    rules = Rules(cells=cells)
    move_rules = MoveRules.of(rules, 8)
    search = BestFirst(*from_position(initial_position(rules, deal)), move_rules,
                       weights, complete=complete)
    search.run(steps)
    checked = 0
    for level, entries in search.open.items():
        for key, found, _path, cost, move in entries:
            columns = key.split(bytes((SEPARATOR,)))
            held = columns.pop()
            if move is not None:
                # The child of the parent's key: its move played and its safe
                # cards sent up (none, but where it sends one up or uncovers one).
                child_found = list(found)
                held = settle(columns, place(columns, held, child_found, move), child_found,
                              move_rules.safe)
                found = tuple(child_found)
            value = _plain_value(columns, held, found, weights)
            assert level == int(2 * (value + cost)), (key, move)
            checked += 1
    assert checked or search.solved or search.exhausted
