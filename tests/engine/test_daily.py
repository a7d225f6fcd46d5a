"""The Daily Deal: the same winnable FreeCell deal for everyone on the same date."""

from __future__ import annotations

import hashlib
from datetime import date, timedelta
from itertools import pairwise

import pytest

from freecell_qt.engine import Game, GameCode, Preset, Rules, Supermove, daily
from freecell_qt.engine.daily import (
    DAILY_DEALS,
    UNSOLVABLE,
    daily_code,
    daily_deal,
    drawn_number,
    is_daily_code,
    parse_day,
)
from freecell_qt.engine.solver import solve

FIXED_DAY = date(2026, 12, 1)
#: Worked out once; if this changes, every player's Daily Deal history changes.
FIXED_DEAL = 23851
#: A date whose digest lands on deal 11982, found by searching the calendar.
DRAWS_11982 = date(2165, 1, 17)


def recomputed(day: date) -> int:
    """The documented recipe, written out again: SHA-256 of the ISO date, 1..32000."""
    digest = hashlib.sha256(day.strftime("%Y-%m-%d").encode()).digest()
    return int.from_bytes(digest[:8], byteorder="big") % 32000 + 1


def test_a_fixed_date_gives_a_fixed_deal():
    assert daily_deal(FIXED_DAY) == FIXED_DEAL
    assert recomputed(FIXED_DAY) == FIXED_DEAL


def test_the_deal_follows_the_recipe_on_many_dates():
    start = date(2024, 1, 1)
    for offset in range(0, 3000, 7):
        day = start + timedelta(days=offset)
        if recomputed(day) not in UNSOLVABLE:
            assert daily_deal(day) == recomputed(day), day


def test_the_code_is_four_cell_freecell():
    code = daily_code(FIXED_DAY)
    assert code == GameCode(Preset.FREECELL, 4, FIXED_DEAL)
    assert str(code) == str(GameCode.parse(str(code)))
    # The player's own options do not make it another deal.
    game = Game.new(FIXED_DEAL, Rules(supermove=Supermove.LINEAR, takeback=True))
    assert is_daily_code(game.code, FIXED_DAY)
    assert not is_daily_code(game.code, FIXED_DAY + timedelta(days=1))
    assert not is_daily_code(Game.new(FIXED_DEAL, Rules(Preset.FREECELL, 3)).code, FIXED_DAY)
    assert not is_daily_code(None, FIXED_DAY)


def test_different_dates_mostly_differ():
    days = [date(2026, 1, 1) + timedelta(days=n) for n in range(365)]
    numbers = [daily_deal(day) for day in days]
    # 365 draws from 32,000 collide a couple of times at most by chance.
    assert len(set(numbers)) >= 355
    assert all(a != b for a, b in pairwise(numbers))


def test_every_result_is_in_range_and_winnable():
    start = date(1990, 1, 1)
    for offset in range(0, 200_000, 13):
        number = daily_deal(start + timedelta(days=offset))
        assert 1 <= number <= DAILY_DEALS
        assert number not in UNSOLVABLE


def test_the_unsolvable_deal_is_stepped_over():
    assert drawn_number(DRAWS_11982) == 11982
    assert daily_deal(DRAWS_11982) == 11983


def test_any_listed_deal_is_stepped_over_to_the_next(monkeypatch):
    drawn = drawn_number(FIXED_DAY)
    monkeypatch.setattr(daily, "UNSOLVABLE", (drawn, drawn + 1))
    assert daily_deal(FIXED_DAY) == drawn + 2


def test_the_step_wraps_from_the_last_deal_to_the_first(monkeypatch):
    monkeypatch.setattr(daily, "drawn_number", lambda day: DAILY_DEALS)
    monkeypatch.setattr(daily, "UNSOLVABLE", (DAILY_DEALS, 1))
    assert daily_deal(FIXED_DAY) == 2


def test_a_list_of_every_deal_is_refused(monkeypatch):
    monkeypatch.setattr(daily, "UNSOLVABLE", range(1, DAILY_DEALS + 1))
    with pytest.raises(ValueError):
        daily_deal(FIXED_DAY)


@pytest.mark.parametrize("day", [FIXED_DAY, date(2027, 1, 1), DRAWS_11982])
def test_the_deal_of_a_date_is_solved_with_four_cells(day):
    rules = Rules()
    game = Game.new(daily_deal(day), rules)
    result = solve(game.start, rules, max_nodes=200_000)
    assert result.status == "solved"
    for move in result.moves:
        game.play(move, automove=False)
    assert game.is_won


@pytest.mark.parametrize("text, expected", [
    ("2026-12-01", date(2026, 12, 1)),
    ("0001-01-01", date(1, 1, 1)),
    ("20261201", None),  # ISO's basic form: not what we write
    ("2026-1-01", None),
    ("2026-02-30", None),
    ("２０２６-12-01", None),
    (" 2026-12-01", None),
    ("2026-12-01T00:00", None),
    ("", None),
    (None, None),
    (20261201, None),
    (["2026-12-01"], None),
])
def test_only_a_plain_iso_date_is_read(text, expected):
    assert parse_day(text) == expected
