"""Fixtures for the engine tests: boards written in fc-solve's text format.

``build_board`` writes a whole 52-card board from the few cards a test cares
about; every other card goes to the columns marked ``*`` (and the cells marked
``*``), lowest ranks first, so those columns end with high cards that neither
go up nor fit anywhere useful. The ``make_game`` fixture reads that text with
``Position.from_text`` (so each check also goes through the board reader) and
starts a game on it, auto-move off unless asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

import pytest

from freecell_qt.engine import Game, Position, Rules
from freecell_qt.engine.solver import route

RANKS = "A23456789TJQK"
SUITS = "CDHS"
DECK = [rank + suit for rank in RANKS for suit in SUITS]
FILL = "*"


def build_board(
    columns: Sequence[str],
    cells: Sequence[str] = (),
    foundations: str = "",
) -> str:
    """A board text; see the module docstring.

    ``columns``: 8 strings of cards, deepest first (``""`` is an empty column,
    ``"*"`` a column of leftover cards). ``cells``: one entry per cell, ``"-"``
    for empty, ``"*"`` for a leftover card. ``foundations``: like
    ``"H-A C-0 D-0 S-2"``; missing suits are empty.
    """
    assert len(columns) == 8
    ranks = dict.fromkeys(SUITS, 0)
    for token in foundations.split():
        suit, rank = token.split("-")
        ranks[suit] = 0 if rank == "0" else RANKS.index(rank) + 1
    used = {RANKS[r] + s for s, top in ranks.items() for r in range(top)}
    for column in columns:
        if column != FILL:
            used.update(column.split())
    used.update(c for c in cells if c not in ("-", FILL))
    leftover = [card for card in DECK if card not in used]
    cell_out = []
    for cell in cells:
        if cell == FILL:
            cell_out.append(leftover.pop())  # a high card
        else:
            cell_out.append(cell)
    fill_columns = [i for i, column in enumerate(columns) if column == FILL]
    piles: dict[int, list[str]] = {i: [] for i in fill_columns}
    assert fill_columns or not leftover, f"cards left over: {leftover}"
    for n, card in enumerate(leftover):
        piles[fill_columns[n % len(fill_columns)]].append(card)
    tops = " ".join(f"{s}-{RANKS[r - 1] if r else '0'}" for s, r in ranks.items())
    lines = [f"Foundations: {tops}", "Freecells: " + " ".join(cell_out)]
    for i, column in enumerate(columns):
        cards = piles[i] if column == FILL else column.split()
        lines.append(": " + " ".join(cards) if cards else ":")
    return "\n".join(lines) + "\n"


def position_of(columns: Sequence[str], cells: Sequence[str] = ("-",) * 4,
                foundations: str = "") -> Position:
    return Position.from_text(build_board(columns, cells, foundations), cells=len(cells))


def game_of(
    columns: Sequence[str],
    cells: Sequence[str] = ("-",) * 4,
    foundations: str = "",
    rules: Rules | None = None,
    automove: bool = False,
) -> Game:
    rules = rules or Rules(cells=len(cells))
    return Game(rules, position_of(columns, cells, foundations), automove=automove)


@pytest.fixture(autouse=True)
def data_folder(tmp_path):
    """Replaces the suite's fixture of that name, which sets the app's data
    folder through Qt: the engine writes no files, and its tests must run
    where PySide6 is not installed (tests/engine/test_no_qt.py)."""
    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture
def routes_made_again() -> Iterator[None]:
    """For a test that changes what a rule set means (a foundation kind put in
    the registry, ``Rules.builds_on`` patched): the solver keeps each rule
    set's route (``route.route``), so it is worked out again during the test,
    and again after it, so that no other test meets a route the change made."""
    route.cache_clear()
    yield
    route.cache_clear()


@pytest.fixture(scope="session")
def make_game() -> Callable[..., Game]:
    """``make_game(columns, cells=("-",) * 4, foundations="", rules=None, automove=False)``."""
    return game_of
