"""The difficulty rating and the search for winnable deals, checked against direct solves."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, Position, Preset, Rules, Supermove
from freecell_qt.engine.deal_finder import find_deal
from freecell_qt.engine.rating import (
    FEWER_BUDGET,
    IN_PLAY_BUDGET,
    NO_LADDER_NEEDED,
    OWN_BUDGET,
    Difficulty,
    Rating,
    classify,
    known_winnable,
    rate,
    reachable,
    unwinnable_deals_common,
)
from freecell_qt.engine.solver import solve
from freecell_qt.solving.worker import FindAnswer, FindRequest, RateAnswer, RateRequest, answer

#: Deal 3 of FreeCell: won with 2 cells, proven lost with 1, all within a second.
QUICK_DEAL = 3
#: Proven unwinnable in a position or two: deal 2 with no free cells.
NO_CELLS = Rules(Preset.FREECELL, 0)
ONE_CELL = Rules(Preset.FREECELL, 1)


def start(deal: int, rules: Rules) -> Game:
    return Game.new(deal, rules)


def rated_in_play(position: Position, rules: Rules) -> Rating:
    """The worker's rating of the deal in play, which searches further than a candidate's."""
    reply = answer(RateRequest(position, rules), lambda: False)
    assert isinstance(reply, RateAnswer)
    return reply.rating


def test_the_same_deal_gets_the_same_rating_twice():
    first = rate(start(QUICK_DEAL, Rules()).start, Rules())
    second = rate(start(QUICK_DEAL, Rules()).start, Rules())
    assert first == second
    assert first.status == "rated" and first.difficulty is not None


@pytest.mark.parametrize("deal", [QUICK_DEAL, 2])
def test_a_rating_agrees_with_direct_solves(deal):
    rating = rate(start(deal, Rules()).start, Rules())
    fewest = rating.fewest_cells
    assert fewest is not None
    own = solve(start(deal, Rules()).start, Rules(), max_nodes=OWN_BUDGET, native=False)
    assert own.solved and rating.positions == own.nodes
    # Won with the fewest cells it names, within the same budget ...
    rules = Rules(Preset.FREECELL, fewest)
    if fewest < 4:
        assert solve(start(deal, rules).start, rules, max_nodes=FEWER_BUDGET).solved
    # ... and not with one fewer.
    if fewest > 0:
        fewer = Rules(Preset.FREECELL, fewest - 1)
        assert not solve(start(deal, fewer).start, fewer, max_nodes=FEWER_BUDGET).solved
    assert rating.difficulty is classify(rating.positions, fewest)


def test_an_unwinnable_deal_gets_no_difficulty():
    rating = rate(start(2, NO_CELLS).start, NO_CELLS)
    assert rating == Rating(None, None, rating.positions, "unsolvable")
    assert not rating.rated


def test_cancelled_stops_the_rating():
    calls: list[int] = []

    def cancelled() -> bool:
        calls.append(1)
        return len(calls) > 1

    rating = rate(start(1, Rules()).start, Rules(), cancelled=cancelled)
    assert rating.status == "cancelled" and rating.difficulty is None
    assert rate(start(1, Rules()).start, Rules(), cancelled=lambda: True).status == "cancelled"


def test_take_back_leaves_the_rating_as_it_is():
    takeback = Rules().with_options(Supermove.DOUBLING, True)
    assert rate(start(QUICK_DEAL, takeback).start, takeback) == rate(
        start(QUICK_DEAL, Rules()).start, Rules())


def test_a_game_whose_cells_are_all_dealt_full_is_rated_by_effort():
    forecell = Rules(Preset.FORECELL)
    rating = rate(start(QUICK_DEAL, forecell).start, forecell)
    assert rating.status == "rated" and rating.fewest_cells == 4
    assert rating.difficulty is classify(rating.positions, NO_LADDER_NEEDED)


def test_the_levels_are_ordered_and_named():
    assert [d.level for d in Difficulty] == [1, 2, 3, 4]
    assert [d.value for d in Difficulty] == ["easy", "medium", "hard", "expert"]
    assert Difficulty.parse(" Hard ") is Difficulty.HARD
    with pytest.raises(ValueError):
        Difficulty.parse("impossible")


def test_more_cells_needed_or_more_search_never_makes_a_deal_easier():
    for needed in range(5):
        levels = [classify(positions, needed).level for positions in (1, 50, 500, 5000, 50000)]
        assert levels == sorted(levels)
    for positions in (1, 50, 500, 5000):
        levels = [classify(positions, needed).level for needed in range(5)]
        assert levels == sorted(levels)


@pytest.mark.parametrize(("rules", "common"), [
    (Rules(), False),
    (Rules.preset("relaxed-freecell"), False),
    (Rules.preset("challenge-freecell"), False),
    (Rules(Preset.FREECELL, 3), True),
    (ONE_CELL, True),
    (Rules.preset("forecell"), True),
    (Rules.preset("bakers-game"), True),
    (Rules.preset("eight-off"), True),
    (Rules.preset("seven-by-four"), True),
    (Rules.preset("seven-by-five"), False),
])
def test_where_unwinnable_deals_are_common(rules, common):
    assert unwinnable_deals_common(rules) is common


def test_find_skips_a_deal_the_solver_does_not_win():
    assert not solve(start(QUICK_DEAL, ONE_CELL).start, ONE_CELL, max_nodes=OWN_BUDGET).solved
    heard: list[int] = []
    found = find_deal([QUICK_DEAL, 2], ONE_CELL, progress=heard.append)
    assert found is not None and found.deal_number == 2 and found.tried == 2
    assert heard == [1, 2]
    game = Game.new(2, ONE_CELL, automove=False)  # the solution names every move
    for move in found.result.moves:
        game.play(move)
    assert game.is_won


def test_find_with_a_difficulty_deals_one_rated_so():
    wanted = rate(start(QUICK_DEAL, Rules()).start, Rules()).difficulty
    assert wanted is not None
    candidates = [1, QUICK_DEAL]
    found = find_deal(candidates, Rules(), wanted)
    assert found is not None and found.rating is not None
    assert found.rating.difficulty is wanted
    expected = next(d for d in candidates
                    if rate(start(d, Rules()).start, Rules()).difficulty is wanted)
    assert found.deal_number == expected


#: With one free cell: deal 195 is won within the candidates' budget (medium);
#: deal 26 only after 112,219 positions, which makes it expert in play.
MEDIUM_WITH_ONE_CELL, EXPERT_WITH_ONE_CELL = 195, 26


@pytest.mark.parametrize(("rules", "level", "expected"), [
    (ONE_CELL, Difficulty.HARD, True),
    (ONE_CELL, Difficulty.EXPERT, False),
    (Rules(Preset.FREECELL, 2), Difficulty.EXPERT, True),
    (Rules(), Difficulty.EXPERT, True),
    (NO_CELLS, Difficulty.EXPERT, True),  # no cell to take away: effort alone
    (Rules.preset("forecell"), Difficulty.EXPERT, True),
])
def test_which_levels_a_win_within_the_budget_can_reach(rules, level, expected):
    position = start(1, rules).start
    assert reachable(level, position, rules) is expected
    # the same, read off the weights: the heaviest win within the budget
    occupied = len(position.cells) - position.free_cell_count
    most = rules.cells - occupied if rules.cells > occupied else NO_LADDER_NEEDED
    assert (classify(OWN_BUDGET - 1, most).level >= level.level) is expected


def test_an_expert_deal_is_found_where_the_candidates_budget_cannot_rate_one():
    # With one free cell no win within OWN_BUDGET weighs enough for expert;
    # the finder looks further, and rates the deal as the deal in play is.
    expert = start(EXPERT_WITH_ONE_CELL, ONE_CELL).start
    assert rate(expert, ONE_CELL).status == "unknown"
    candidates = [QUICK_DEAL, MEDIUM_WITH_ONE_CELL, EXPERT_WITH_ONE_CELL]
    found = find_deal(candidates, ONE_CELL, Difficulty.EXPERT)
    assert found is not None
    assert (found.deal_number, found.tried) == (EXPERT_WITH_ONE_CELL, 3)
    in_play = rated_in_play(expert, ONE_CELL)
    assert found.rating == known_winnable(in_play) == in_play
    assert found.rating is not None and found.rating.difficulty is Difficulty.EXPERT
    game = Game.new(EXPERT_WITH_ONE_CELL, ONE_CELL, automove=False)
    for move in found.result.moves:
        game.play(move)
    assert game.is_won


def test_looking_further_passes_over_lost_and_easier_deals():
    assert find_deal([QUICK_DEAL, MEDIUM_WITH_ONE_CELL], ONE_CELL, Difficulty.EXPERT) is None
    medium = rate(start(MEDIUM_WITH_ONE_CELL, ONE_CELL).start, ONE_CELL)
    assert medium.difficulty is Difficulty.MEDIUM


def test_find_gives_up_after_its_time_but_finishes_the_first_candidate():
    assert find_deal([QUICK_DEAL, 2], ONE_CELL, seconds=0.0) is None
    found = find_deal([2, QUICK_DEAL], ONE_CELL, seconds=0.0)
    assert found is not None and found.deal_number == 2
    found = find_deal([QUICK_DEAL, 2], ONE_CELL, seconds=60.0)
    assert found is not None and found.deal_number == 2


def test_find_stops_when_cancelled():
    assert find_deal([1, 2, 3], Rules(), cancelled=lambda: True) is None


def test_the_worker_answers_rate_and_find_requests():
    position = start(QUICK_DEAL, Rules()).start
    asked = RateRequest(position, Rules())
    assert answer(asked, lambda: False) == RateAnswer(asked, rate(position, Rules()))
    reports: list[int] = []
    found = answer(FindRequest((QUICK_DEAL, 2), ONE_CELL, None, None), lambda: False,
                   reports.append)
    assert isinstance(found, FindAnswer) and found.found is not None
    assert found.found.deal_number == 2
    assert reports == [1, 2]


def test_the_deal_in_play_is_rated_past_the_budget_of_random_candidates():
    # 2-cell deal 9 is won only after 72,000 positions: a random candidate
    # that hard is passed over, but the deal in play (the worker's
    # RateRequest) is rated, and expert, since it needs cells and its search
    # is that long.
    rules = Rules(Preset.FREECELL, 2)
    position = start(9, rules).start
    assert rate(position, rules).status == "unknown"
    in_play = rated_in_play(position, rules)
    assert in_play.status == "rated"
    assert in_play.difficulty is Difficulty.EXPERT and in_play.positions > OWN_BUDGET
    assert rate(position, rules, budget=IN_PLAY_BUDGET) == in_play  # the same each time


def test_a_deal_known_winnable_past_the_budget_is_expert():
    """A deal the verdict's searches in C won (2-cell deal 140, say) and the
    rating's did not within its budget (``benchmarks/python_alone.py`` shows
    Python alone on such deals): its weight is past ``HARD_BELOW`` whatever
    the cells it needs, so it is expert; what the rating's search settled
    stays as it was."""
    from freecell_qt.engine.rating import HARD_BELOW

    rules = Rules(Preset.FREECELL, 2)
    beyond = Rating(None, None, HARD_BELOW, "unknown")
    just_short = Rating(None, None, HARD_BELOW - 1, "unknown")
    assert known_winnable(just_short) is just_short
    assert known_winnable(beyond) == Rating(Difficulty.EXPERT, None, beyond.positions, "rated")
    rated = rate(start(QUICK_DEAL, Rules()).start, Rules())
    lost = rate(start(2, NO_CELLS).start, NO_CELLS)
    short = rate(start(140, rules).start, rules, budget=1_000)
    assert rated.rated and lost.status == "unsolvable" and short.status == "unknown"
    for rating in (rated, lost, short):
        assert known_winnable(rating) is rating


def test_a_deal_known_winnable_whose_rating_search_filled_its_memory_is_expert(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where the rating's search stopped at its memory budget, short of
    ``HARD_BELOW`` positions, and the verdict's search won the deal (Needle
    deal 73: the Python search fills its 150 MB at some 435,000 positions,
    the search in C wins within 10,000), its effort has no bound it
    reached: expert, as past the budget. A search that stopped short for
    want of positions alone keeps its rating."""
    from freecell_qt.engine import rating as rating_module
    from freecell_qt.engine.solution import SolveResult

    rules = Rules(Preset.NEEDLE)
    position = start(73, rules).start
    filled = SolveResult("unknown", (), 1_000, 0.0, out_of_memory=True)
    monkeypatch.setattr(rating_module, "rating_search", lambda *arguments: filled)
    found = rate(position, rules, budget=IN_PLAY_BUDGET)
    assert found.status == "unknown" and found.out_of_memory and found.positions == 1_000
    assert known_winnable(found) == Rating(Difficulty.EXPERT, None, 1_000, "rated")
    short = Rating(None, None, 1_000, "unknown")
    assert known_winnable(short) is short


def test_a_deal_of_two_decks_is_rated_and_its_cells_count_per_deck():
    """Double FreeCell deal 3 is won with 4 of its 8 cells, which weighs as 2."""
    from freecell_qt.engine.rating import _needed

    rules = Rules.preset("double-freecell")
    rating = rate(Game.new(3, rules).start, rules)
    assert rating.status == "rated" and rating.fewest_cells == 4
    assert _needed(4, 0, rules) == 2 and _needed(4, 0, Rules()) == 4
