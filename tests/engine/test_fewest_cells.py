"""The challenge table the app carries: read as written, and a sample of it true."""

from __future__ import annotations

import json

import pytest

from freecell_qt.engine import Game, Preset, Rules
from freecell_qt.engine.fewest_cells import CELL_COUNTS, parse_table, shipped_table
from freecell_qt.engine.rating import FEWER_BUDGET, rating_search
from freecell_qt.engine.solver import solve

#: The list offers at least this many deals for each count of cells.
OFFERED = 20


def test_the_shipped_table_offers_deals_for_every_count():
    table = shipped_table()
    for cells in CELL_COUNTS:
        deals = table.with_cells(cells)
        assert len(deals) >= OFFERED, cells
        assert list(deals) == sorted(set(deals))
    # A deal is listed under one count only.
    listed = [deal for cells in CELL_COUNTS for deal in table.with_cells(cells)]
    assert len(listed) == len(set(listed))


@pytest.mark.parametrize("cells", [0, 1])
def test_listed_deals_are_won_with_their_cells_and_not_fewer(cells):
    rules = Rules(Preset.FREECELL, cells)
    for deal in shipped_table().with_cells(cells)[:2]:
        game = Game.new(deal, rules, automove=False)  # the solution names every move
        result = solve(game.position, rules)
        assert result.solved, deal
        for move in result.moves:
            game.play(move)
        assert game.is_won, deal
        if cells:
            fewer = Rules(Preset.FREECELL, cells - 1)
            start = Game.new(deal, fewer).start
            assert not rating_search(start, fewer, FEWER_BUDGET, None).solved, deal


@pytest.mark.parametrize("text", [
    "[]", '{"format": 2, "deals": {}}', '{"format": 1, "deals": {"0": ["x"]}}', "not json",
])
def test_a_table_of_another_kind_is_refused(text):
    with pytest.raises(ValueError):
        parse_table(text)


def test_the_table_says_what_was_searched():
    text = '{"format": 1, "rated": "1-9", "zero_searched": "1-99", "deals": {"2": [3, 4]}}'
    table = parse_table(text)
    assert (table.rated, table.zero_searched, table.with_cells(2), table.with_cells(0)) == (
        "1-9", "1-99", (3, 4), ())
    assert json.loads(text)["format"] == 1
