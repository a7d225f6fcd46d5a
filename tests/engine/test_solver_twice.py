"""The compact search in Double FreeCell, whose foundations go twice round
(docs/solver.md, Twice round): its state holds each suit's two times round as
two decks' foundations, the second taking cards once the first is at the king.

Its moves must be the engine's, the cards it sends up unasked safe by the
engine's rule (``TwiceRound.safe``), its wins must replay, and its verdicts
on small positions, in the first time round and the second, must be those of
a walk of every position the engine's own moves reach.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.moves import Pile, PileKind
from freecell_qt.engine.rules import COLUMN_BUILDS, Build, FoundationBuild
from freecell_qt.engine.rules.rules_of_play import is_safe, legal_moves
from freecell_qt.engine.solver import Route, route, solve
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import COLUMN_UP, from_position, ranks_of
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter
from tests.engine.test_solver_decks import replays_to_win, winnable
from tests.fc_solve import fc_solve_options

ROUND = Rules.preset("double-freecell-round")


def twice_round(cells: int, build: Build = Build.ALTERNATE_COLOURS) -> Rules:
    """A small table of Double FreeCell's foundations: four columns."""
    return Rules(Preset.CUSTOM, cells, columns=4, decks=2, foundation=FoundationBuild.TWICE,
                 build=build)


def nearly_finished(rng: random.Random, cells: int, left: int, first_round: bool,
                    floor: int = 16) -> Position:
    """A position of four columns with ``left`` cards of the second time round
    in play, no suit's foundation below ``floor`` cards, dealt at random over
    the columns and a few cells; with ``first_round``, one suit is still
    short of its king the first time round, so that every card of its second
    time round is in play too."""
    counts = [26] * 4
    short = rng.randrange(4) if first_round else -1
    if first_round:
        counts[short] = rng.choice([11, 12, 13])
    while sum(26 - count for count in counts) < left:
        suit = rng.randrange(4)
        if suit != short and counts[suit] > floor:
            counts[suit] -= 1
    piles: list[tuple[Card, ...]] = []
    in_play: list[Card] = []
    for suit, count in zip(Suit, counts, strict=True):
        first, second = min(count, 13), max(count - 13, 0)
        piles.append(tuple(Card(rank, suit, 0) for rank in range(1, first + 1))
                     + tuple(Card(rank, suit, 1) for rank in range(1, second + 1)))
        in_play += [Card(rank, suit, 0) for rank in range(first + 1, 14)]
        in_play += [Card(rank, suit, 1) for rank in range(second + 1, 14)]
    rng.shuffle(in_play)
    columns, held = scatter(rng, in_play, 4, cells)
    return Position(tuple(tuple(column) for column in columns),
                    (*held, *[None] * (cells - len(held))), tuple(piles))


def _card_of(position: Position, pile: Pile) -> int:
    """The compact card at the top of a column or in a cell."""
    if pile.kind is PileKind.COLUMN:
        return position.columns[pile.index][-1].deck_index
    card = position.cells[pile.index]
    assert card is not None
    return card.deck_index


def test_double_freecell_goes_to_the_compact_search() -> None:
    move_rules = MoveRules.of(ROUND, ROUND.columns)
    assert route(ROUND) is Route.COMPACT
    assert move_rules.twice
    assert not MoveRules.of(Rules.preset("double-freecell"), 10).twice
    # fc-solve has four foundations a deck: it would play another game.
    assert fc_solve_options(ROUND) is None
    assert fc_solve_options(Rules.preset("double-freecell")) is not None


def test_a_pile_of_the_engine_is_the_first_time_round_then_the_second() -> None:
    assert ranks_of((1, 1, 1, 1), True) == (1, 1, 1, 1, 0, 0, 0, 0)
    assert ranks_of((13, 14, 26, 5), True) == (13, 13, 13, 5, 0, 1, 13, 0)
    start = Game.new(1, ROUND).start
    assert from_position(start, True)[2] == (1, 1, 1, 1, 0, 0, 0, 0)


@pytest.mark.parametrize(("rules", "deal"), [(ROUND, 1), (ROUND, 2), (twice_round(2), 3),
                                             (twice_round(1, Build.SAME_SUIT), 4),
                                             (twice_round(3, Build.ANY_SUIT), 5)])
def test_its_moves_are_the_engine_s_and_its_state_the_engine_s(rules: Rules, deal: int) -> None:
    """Along random games: every compact move, with the safe cards it sends
    up, replays in the engine, the position it reaches is the engine's, and
    the cards it may send up are those the engine's foundations take."""
    rng = random.Random(deal)
    move_rules = MoveRules.of(rules, rules.columns)
    for game_number in range(3):
        start = Game.new(deal + 100 * game_number, rules).start
        game = Game(rules, start, automove=False)
        for move in engine_moves(start, [], move_rules.safe, False, True):
            game.play(move)
        state = from_position(game.position, True)
        for _ in range(300):
            assert from_position(game.position, True) == state
            moves = compact_moves(*state, move_rules, True)
            up = {state[0][move[1]][-1] if move[0] == COLUMN_UP else move[1]
                  for move in moves if move[0] in (0, 1)}
            engine_up = {_card_of(game.position, move.source)
                         for move in legal_moves(game.position, rules)
                         if move.dest.kind is PileKind.FOUNDATION}
            assert up == engine_up
            if not moves or game.is_won:
                break
            move = rng.choice(moves)
            for step in engine_moves(game.position, [move], move_rules.safe, False, True):
                game.play(step)
            state = play(*state, move, move_rules)
        assert from_position(game.position, True) == state


@pytest.mark.parametrize("first_round", [False, True], ids=["second round", "first round"])
def test_a_card_the_search_sends_up_unasked_is_safe_by_the_engine_s_rule(first_round: bool
                                                                         ) -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(300):
        build = rng.choice(COLUMN_BUILDS)
        if build is Build.NONE:
            continue
        rules = twice_round(1, build)
        position = nearly_finished(rng, 1, rng.randrange(4, 40), first_round, 13)
        _, _, found = from_position(position, True)
        needs = MoveRules.of(rules, 4).safe
        for card in position.cards():
            if compact_safe(card.deck_index, found, needs, True):
                assert is_safe(position, card, rules), (card, position.to_text())
                checked += 1
    assert checked > 50


@pytest.mark.parametrize(
    ("build", "first_round", "seed"),
    [(Build.ALTERNATE_COLOURS, False, 1), (Build.SAME_SUIT, False, 2), (Build.ANY_SUIT, False, 3),
     (Build.ALTERNATE_COLOURS, True, 4), (Build.SAME_SUIT, True, 5),
     (Build.ANY_SUIT, True, 6)],
)
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(
        build: Build, first_round: bool, seed: int) -> None:
    """In C and in Python: "unsolvable" only where no way wins, and a win
    that replays wherever one does."""
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(20):
        cells = rng.choice([1, 2, 3] if first_round else [0, 0, 1])
        rules = twice_round(cells, build)
        position = nearly_finished(rng, cells, rng.randrange(8, 20), first_round)
        truth = winnable(position, rules)
        for native in (True, False):
            result = solve(position, rules, native=native)
            assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
            if truth:
                assert replays_to_win(position, rules, result)
        verdicts.add(truth)
    assert verdicts == {True, False}


@pytest.mark.parametrize("deal", [1, 2, 3, 5, 8])
def test_deals_won_replay_to_a_win(deal: int) -> None:
    position = Game.new(deal, ROUND).start
    result = solve(position, ROUND)
    assert result.solved
    assert replays_to_win(position, ROUND, result)


def test_a_deal_won_in_python_replays_to_a_win() -> None:
    position = Game.new(2, ROUND).start
    result = solve(position, ROUND, native=False)
    assert result.solved
    assert replays_to_win(position, ROUND, result)
