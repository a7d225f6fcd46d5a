"""Daily Deal streaks: consecutive dates with a won Daily Deal."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from freecell_qt.storage.daily_streaks import DailySummary, daily_streaks, summarize_daily

TODAY = date(2026, 12, 1)


def days_ago(*offsets: int) -> list[date]:
    return [TODAY - timedelta(days=n) for n in offsets]


def test_no_wins_no_streak():
    assert daily_streaks([], TODAY) == (0, 0)


def test_consecutive_dates_up_to_today_are_the_current_streak():
    assert daily_streaks(days_ago(0, 1, 2), TODAY) == (3, 3)


def test_a_gap_starts_a_new_streak_and_the_best_is_kept():
    # Won 10, 9, 8, 7 days ago, then 2 and 1 days ago: a gap of four dates.
    assert daily_streaks(days_ago(10, 9, 8, 7, 2, 1), TODAY) == (2, 4)


def test_the_same_date_won_twice_counts_once():
    assert daily_streaks(days_ago(1, 1, 2, 2, 2), TODAY) == (2, 2)


def test_the_order_of_the_dates_does_not_matter():
    assert daily_streaks(days_ago(2, 0, 1, 5), TODAY) == daily_streaks(days_ago(5, 2, 1, 0),
                                                                        TODAY) == (3, 3)


def test_a_streak_ending_yesterday_is_still_current():
    # Today's deal may just not have been played yet.
    assert daily_streaks(days_ago(1, 2), TODAY) == (2, 2)


def test_a_streak_ending_the_day_before_yesterday_is_over():
    assert daily_streaks(days_ago(2, 3, 4), TODAY) == (0, 3)


def test_a_won_date_after_today_keeps_the_streak_current():
    # Played across time zones, or the clock was set back.
    assert daily_streaks([*days_ago(0), TODAY + timedelta(days=1)], TODAY) == (2, 2)


def test_a_streak_across_the_end_of_a_month_and_a_year():
    dates = [date(2025, 12, 30), date(2025, 12, 31), date(2026, 1, 1), date(2026, 3, 1)]
    assert daily_streaks(dates, date(2026, 1, 2)) == (1, 3)
    assert daily_streaks(dates[:3], date(2026, 1, 2)) == (3, 3)
    # 2024 is a leap year: 28 February and 1 March are not consecutive.
    assert daily_streaks([date(2024, 2, 28), date(2024, 3, 1)], date(2024, 3, 1)) == (1, 1)


@pytest.mark.parametrize("games, expected", [
    ([], DailySummary()),
    # Lost, then won the same date: one date played, one won.
    ([(TODAY, False), (TODAY, True)], DailySummary(1, 1, 1, 1)),
    # A date only lost breaks the run of won dates.
    ([(TODAY - timedelta(days=2), True), (TODAY - timedelta(days=1), False), (TODAY, True)],
     DailySummary(3, 2, 1, 1)),
    ([(TODAY - timedelta(days=n), True) for n in (3, 4, 5)], DailySummary(3, 3, 0, 3)),
])
def test_summaries_count_dates_not_games(games, expected):
    assert summarize_daily(games, TODAY) == expected
