"""Trophies, streak milestones and achievements read from a hand-made record."""

from __future__ import annotations

from datetime import date, timedelta

from freecell_qt.engine.rating import Difficulty
from freecell_qt.storage.trophies import (
    Achievement,
    Trophy,
    WonGame,
    awards,
    completed_days,
    counts_for,
    month_trophy,
    next_trophy,
    parse_award,
    streaks,
)

EASY, MEDIUM, HARD = Difficulty.EASY, Difficulty.MEDIUM, Difficulty.HARD


def full_days(first: date, count: int) -> set[tuple[date, Difficulty]]:
    return {(first + timedelta(days=i), level) for i in range(count)
            for level in (EASY, MEDIUM, HARD)}


def test_a_day_is_completed_only_with_its_three_deals_won():
    day = date(2026, 12, 3)
    assert completed_days({(day, EASY), (day, HARD)}) == set()
    assert completed_days({(day, EASY), (day, MEDIUM), (day, HARD)}) == {day}


def test_month_trophies_at_ten_twenty_and_every_day():
    first = date(2026, 11, 1)
    assert month_trophy(completed_days(full_days(first, 9)), 2026, 11) is None
    assert month_trophy(completed_days(full_days(first, 10)), 2026, 11) is Trophy.BRONZE
    assert month_trophy(completed_days(full_days(first, 29)), 2026, 11) is Trophy.SILVER
    assert month_trophy(completed_days(full_days(first, 30)), 2026, 11) is Trophy.GOLD
    # February's gold takes its 28 days; another month's days do not count.
    assert month_trophy(completed_days(full_days(date(2027, 2, 1), 28)), 2027, 2) is Trophy.GOLD
    assert month_trophy(completed_days(full_days(first, 30)), 2026, 12) is None
    assert next_trophy(12, 2026, 11) == (Trophy.SILVER, 20)
    assert next_trophy(30, 2026, 11) is None


def test_a_win_counts_within_its_own_month_up_to_today():
    today = date(2026, 12, 20)
    assert counts_for(date(2026, 12, 1), today) and counts_for(today, today)
    assert not counts_for(date(2026, 12, 21), today)  # a day still to come
    assert not counts_for(date(2026, 11, 30), today)  # the month is over


def test_streaks_count_days_completed_in_a_row():
    record = full_days(date(2026, 12, 1), 3) | full_days(date(2026, 12, 5), 7)
    assert streaks(completed_days(record), date(2026, 12, 11)) == (7, 7)
    assert streaks(completed_days(record), date(2026, 12, 20)) == (0, 7)


def test_awards_read_from_the_record():
    today = date(2026, 11, 30)
    assert awards(set(), today) == []
    assert awards({(today, EASY)}, today) == [Achievement.FIRST_CHALLENGE.value]
    record = full_days(date(2026, 11, 1), 20)
    earned = awards(record, today, wins_in_a_row=10)
    assert earned == ["first-challenge", "full-day", "hard-won", "ten-in-a-row",
                      "trophy-2026-11-bronze", "trophy-2026-11-silver", "streak-3", "streak-7",
                      "streak-14"]
    gold = awards(full_days(date(2026, 11, 1), 30), today)
    assert {"golden-month", "trophy-2026-11-gold", "streak-30"} <= set(gold)


def test_no_free_cells_and_on_par_look_at_the_game_won():
    today = date(2026, 12, 1)
    assert awards(set(), today, game=WonGame(cells=0, moves=90)) == ["no-free-cells"]
    # No par kept: "On Par" is not earned, however short the win.
    assert awards(set(), today, game=WonGame(cells=4, moves=40)) == []
    assert awards(set(), today, game=WonGame(cells=4, moves=80, par=80)) == ["on-par"]
    assert awards(set(), today, game=WonGame(cells=4, moves=81, par=80)) == []


def test_award_ids_read_back():
    assert parse_award("full-day") is Achievement.FULL_DAY
    assert parse_award("trophy-2026-11-silver") is Trophy.SILVER
    assert parse_award("streak-7") == 7
    assert parse_award("from-a-later-version") is None
