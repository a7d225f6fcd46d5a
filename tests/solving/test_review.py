"""The review of a game (solving/review.py): the last winnable point, the move that
lost the game, the verdict of every point and the solver's win from the deal, on
Stalactites histories small enough to prove every verdict."""

from __future__ import annotations

from freecell_qt.engine import Game, Rules, rules_of_play
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.solver import solve
from freecell_qt.solving.review import Review, StepVerdict, review_game

STALACTITES = Rules.preset("stalactites")


def losing_history() -> tuple[list, int]:
    """Deal 2 (winnable) with one winnable move, then the first move that loses it."""
    start = initial_position(STALACTITES, 2)
    positions = [start]
    moves = list(rules_of_play.legal_moves(start, STALACTITES))
    good = next(m for m in moves
                if solve(rules_of_play.apply(start, m), STALACTITES).solved)
    after_good = rules_of_play.apply(start, good)
    positions.append(after_good)
    for move in rules_of_play.legal_moves(after_good, STALACTITES):
        lost = rules_of_play.apply(after_good, move)
        if solve(lost, STALACTITES).status == "unsolvable":
            positions.append(lost)
            then = next(rules_of_play.legal_moves(lost, STALACTITES), None)
            if then is not None:
                positions.append(rules_of_play.apply(lost, then))
            return positions, len(solve(start, STALACTITES).moves)
    raise AssertionError("no move of deal 2 loses it")


def test_the_move_that_lost_the_game_is_named_and_every_point_judged():
    positions, shortest = losing_history()
    review = review_game(positions, STALACTITES, timeout=10)
    assert review.last_winnable == 1 and review.lost_after
    assert review.turning_point == 2
    assert review.shortest == shortest
    assert [review.verdict(i) for i in range(len(positions))] == (
        [StepVerdict.WINNABLE] * 2 + [StepVerdict.LOST] * (len(positions) - 2))


def test_a_game_still_winnable_has_no_turning_point():
    positions, _ = losing_history()
    review = review_game(positions[:2], STALACTITES, timeout=10)
    assert review.turning_point is None and review.last_winnable == 1
    assert review.verdict(1) is StepVerdict.WINNABLE


def test_a_deal_lost_from_its_start_is_lost_at_every_point():
    start = initial_position(STALACTITES, 3)
    game = Game(STALACTITES, start)
    game.play(next(rules_of_play.legal_moves(start, STALACTITES)))
    review = review_game([start, game.position], STALACTITES, timeout=10)
    assert review == Review(2, None, True, None)
    assert review.verdict(0) is review.verdict(1) is StepVerdict.LOST
    assert review.turning_point is None


def test_a_point_not_proven_either_way_is_unknown():
    review = Review(5, 2, False, 90)
    assert review.turning_point == 3
    assert [review.verdict(i) for i in range(5)] == (
        [StepVerdict.WINNABLE] * 3 + [StepVerdict.UNKNOWN] * 2)
