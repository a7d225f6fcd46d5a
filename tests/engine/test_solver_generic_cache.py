"""The search over the engine's rules keeps the foundations' answers across
positions (``solver.up_now``): those answers, and the children and scores
made with them, must be exactly what the rule objects give position by
position. Positions met along walks through several games, one memory of
the foundations shared by all the positions of a game, as in a search, so
that answers filed under the wrong state of the foundations would show."""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Position, Preset, Rules
from freecell_qt.engine.game import initial_position
from freecell_qt.engine.rules import rules_of_play
from freecell_qt.engine.solver import generic
from freecell_qt.engine.solver.up_now import UpNow

#: Games of every kind of foundation the search plays (in fours, twice
#: round, with jokers, whole runs, by suit from a dealt base) and of reserve
#: piles and covered columns.
GAMES = (Preset.DOUBLE_FOOTLING, Preset.FOOTLING, Preset.DOUBLE_FREECELL_ROUND,
         Preset.OBSTRUCTION, Preset.SPIDERCELLS, Preset.PETAL, Preset.HEADQUARTERS,
         Preset.FLIPPER, Preset.LIMPOPO)


def walk(rules: Rules, deal: int, steps: int, seed: int) -> list[Position]:
    """Positions along a walk from ``deal``: mostly to the best-scored
    child, so that cards go up and the foundations change, now and then to
    any child. Made the engine's way, without the search's memory."""
    chance = random.Random(seed)
    position = generic.settle(initial_position(rules, deal), rules, [])
    met = [position]
    for _ in range(steps):
        children = [child for child, _moves in generic.children(position, rules)]
        if not children:
            break
        if chance.random() < 0.7:
            position = min(children, key=lambda child: generic.score(child, rules))
        else:
            position = chance.choice(children)
        met.append(position)
    return met


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name.lower())
def test_the_foundations_answers_kept_across_positions_are_the_rule_objects(
        game: Preset) -> None:
    rules = Rules.preset(game)
    rule = rules.foundation_rule
    positions = [position for deal, seed in ((1, 1), (2, 2), (3, 3))
                 for position in walk(rules, deal, 40, seed)]
    up = UpNow.of(positions[0], rules)
    states = {(position.foundations, position.base) for position in positions}
    # The walks send cards up, but for whole runs (Spidercells), which take
    # longer than these walks to gather.
    assert len(states) > 3 or rule.run > 1
    for position in positions:
        state = up.state(position.foundations, position.base)
        cards = list(position.cards())
        assert up.takes(state) >= {card for card in cards
                                   if position.foundation_for(card, rule) is not None}
        for card in cards:
            assert up.goes_to(state, card) == position.foundation_for(card, rule)
            assert up.safe(state, card) == rules_of_play.is_safe(position, card, rules)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name.lower())
def test_children_and_scores_with_the_memory_are_those_without(game: Preset) -> None:
    rules = Rules.preset(game)
    positions = walk(rules, 4, 30, 4) + walk(rules, 5, 30, 5)
    up = UpNow.of(positions[0], rules)
    shares: dict[tuple[tuple[Card, ...], int], generic.ColumnShare] = {}
    for position in positions:
        kept = list(generic.children(position, rules, up))
        # Without the memory, the safe moves up are the ones the engine's
        # ``next_safe_move`` names, resolved and played one by one.
        assert kept == list(generic.children(position, rules))
        for child, _moves in kept:
            assert generic.score(child, rules, shares, up) == generic.score(child, rules)
