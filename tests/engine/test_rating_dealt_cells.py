"""Ratings of games that deal cards to their cells, from positions whose cells were
emptied: set up on an empty table, pasted, given with ``--board`` or played to.

The rating tries fewer cells than the game has, and the rules of each try must
still deal every card; with cells dealt full that once raised ``RulesError`` in
the rating worker, which then died and left the deal unrated.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from freecell_qt.engine import Position, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import rate
from freecell_qt.solving.worker import RateAnswer, RateRequest, answer

DEALT_CELLS = (Preset.FORECELL, Preset.RELAXED_SEAHAVEN_TOWERS, Preset.REPAIR)


def emptied_cells(rules: Rules, deal: int) -> Position:
    """Deal ``deal`` with the cards of its cells put on the first column."""
    position = initial_position(rules, deal)
    held = tuple(card for card in position.cells if card is not None)
    columns = list(position.columns)
    columns[0] = tuple(columns[0]) + held
    return replace(position, cells=(None,) * len(position.cells), columns=tuple(columns))


@pytest.mark.parametrize("preset", DEALT_CELLS, ids=lambda preset: preset.value)
@pytest.mark.parametrize("deal", [1, 2, 3])
def test_a_position_with_its_dealt_cells_emptied_is_rated(preset: Preset, deal: int) -> None:
    rules = Rules(preset)
    assert rules.reserve > 0, "a game that deals cards to its cells"
    rating = rate(emptied_cells(rules, deal), rules)
    assert rating.status == "rated"
    assert rating.difficulty is not None
    assert rating.fewest_cells is not None and rating.fewest_cells <= rules.cells


def test_the_worker_rates_it_too() -> None:
    rules = Rules(Preset.FORECELL)
    request = RateRequest(emptied_cells(rules, 3), rules)
    reply = answer(request, lambda: False)
    assert isinstance(reply, RateAnswer)
    assert reply.rating.status == "rated"
