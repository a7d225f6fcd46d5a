"""The Daily Challenges' deals: a pure function of the date and the shipped ratings."""

from __future__ import annotations

from datetime import date

import pytest

from freecell_qt.engine import Rules
from freecell_qt.engine.daily_challenges import (
    LAST_RATED,
    SLOTS,
    challenge_code,
    challenge_deal,
    daily_challenges,
    deals_of,
    rated_level,
)
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rating import IN_PLAY_BUDGET, Difficulty, rate

#: Fixed once: a change here changes every player's challenges of these dates.
KNOWN = {
    date(2026, 12, 1): (1100, 643, 580),
    date(2026, 12, 7): (7, 2112, 337),
    date(2027, 2, 28): (1994, 1032, 110),
    date(2030, 1, 1): (892, 1417, 2809),
}


def test_known_dates_give_their_three_deals():
    for day, deals in KNOWN.items():
        assert daily_challenges(day) == deals


def test_each_deal_has_the_level_the_table_gives_it():
    for day in KNOWN:
        levels = [rated_level(deal) for deal in daily_challenges(day)]
        assert levels == list(SLOTS)
        assert str(challenge_code(day, Difficulty.HARD)).startswith("FC1-C4-")


def test_the_table_agrees_with_the_rating_of_a_deal_in_play():
    """The three of one date rated as the status bar rates them in play."""
    rules = Rules()
    for deal, level in zip(daily_challenges(date(2026, 12, 1)), SLOTS, strict=True):
        assert rate(initial_position(rules, deal), rules, budget=IN_PLAY_BUDGET).difficulty \
            is level


def test_dates_draw_different_deals_and_only_rated_ones():
    days = [date(2026, 1, 1).fromordinal(date(2026, 1, 1).toordinal() + i) for i in range(60)]
    for level in SLOTS:
        drawn = {challenge_deal(day, level) for day in days}
        assert len(drawn) > 40  # not one deal for every date
        assert all(rated_level(deal) is level for deal in drawn)
    assert LAST_RATED == 3000 and len(deals_of(Difficulty.HARD)) > 300
    assert rated_level(0) is None and rated_level(LAST_RATED + 1) is None


def test_there_is_no_expert_challenge():
    with pytest.raises(ValueError, match="expert"):
        challenge_deal(date(2026, 12, 1), Difficulty.EXPERT)
