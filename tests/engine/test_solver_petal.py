"""The compact search in Petal: foundations that go round from a base the
deal sets, every card of the base's rank up from the start (``Base.ALL_UP``),
under columns whose ranks do not go round (docs/solver.md, A dealt base).

The compact cards count from the base, so what goes on a card, what fills an
empty column and what is safe depend on the deal's base there
(``MoveRules.base``). Its moves must be the engine's for every base, the
cards it sends up unasked the engine's auto-move, its wins must replay, and
its verdicts on small positions those of a walk of every position.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.cards import Suit, rank_from
from freecell_qt.engine.moves import Move, PileKind
from freecell_qt.engine.rules import Base, Build, EmptyFill, SequenceMove
from freecell_qt.engine.rules.rules_of_play import (
    apply,
    is_safe,
    legal_moves,
    next_safe_move,
    resolve,
)
from freecell_qt.engine.solver import Route, generic, native, route, solve
from freecell_qt.engine.solver.moves import MoveRules, play, table_base
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.portfolio import Clock, Portfolio
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import (
    CompactMove,
    compact_card,
    from_position,
    goes_up,
    settle,
)
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.engine.test_base_card import dealt_over
from tests.engine.test_solver_decks import replays_to_win, solved_as_a_walk_says

PETAL = Rules.preset("petal")


def all_up(build: Build = Build.ALTERNATE_COLOURS, fill: EmptyFill = EmptyFill.ANY,
           cells: int = 4, columns: int = 8, wrap: bool | None = None) -> Rules:
    """A custom game whose base cards all start the foundations."""
    return Rules(Preset.CUSTOM, cells, columns=columns, build=build, fill=fill,
                 sequence=SequenceMove.SUPERMOVE, base=Base.ALL_UP, column_wrap=wrap)


def auto_moved(position: Position, rules: Rules) -> Position:
    """``position`` after the engine's auto-move: every safe card up."""
    while (move := next_safe_move(position, rules)) is not None:
        position = apply(position, move, rules)
    return position


def _compact_of(position: Position, rules: Rules, move: Move) -> CompactMove | None:
    """An engine move as the compact search names it, or None for one it
    leaves out on purpose (a whole column onto an empty one, or onto any
    empty column but the first: the same positions)."""
    base = position.base
    source, dest = move.source, move.dest
    if source.kind is PileKind.CELL:
        card = position.cells[source.index]
        assert card is not None
        held = compact_card(card, base)
        if dest.kind is PileKind.FOUNDATION:
            return (1, held)
        onto: CompactMove = (3, held, dest.index)
    elif dest.kind is PileKind.FOUNDATION:
        return (0, source.index)
    elif dest.kind is PileKind.CELL:
        return (2, source.index)
    else:
        column, target = position.columns[source.index], position.columns[dest.index]
        count = move.count
        if count is None:
            count = 1 if not target else next(
                n for n in range(1, len(column) + 1) if rules.builds_on(column[-n], target[-1]))
        if not target and count == len(column):
            return None
        onto = (4, source.index, dest.index, count)
    if not position.columns[onto[-2 if onto[0] == 4 else 2]]:
        first = next(i for i, pile in enumerate(position.columns) if not pile)
        if onto[-2 if onto[0] == 4 else 2] != first:
            return None
    return onto


def test_petal_and_games_with_every_base_card_up_go_to_the_compact_search() -> None:
    assert route(PETAL) is Route.COMPACT
    assert not PETAL.column_wrap
    for build in (Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT):
        for fill in EmptyFill:
            assert route(all_up(build, fill)) is Route.COMPACT, (build, fill)
    assert route(all_up(wrap=True)) is Route.COMPACT
    # A base card dealt into the columns under straight columns: the engine
    # sends it up unasked though the rank below the base could still go on it.
    dealt = Rules(Preset.CUSTOM, 4, columns=8, base=Base.DEALT, column_wrap=False)
    assert route(dealt) is Route.GENERIC
    assert route(Rules.preset("penguin")) is Route.COMPACT


@pytest.mark.parametrize("base", range(1, 14))
def test_its_tables_are_those_of_the_real_cards_of_the_base(base: int) -> None:
    """What goes on a compact card, what fills an empty column: what the
    engine says of the real cards the base makes them; and the C search,
    which knows the ace's tables only, is left out."""
    for rules in (PETAL, all_up(Build.SAME_SUIT, EmptyFill.KINGS)):
        move_rules = MoveRules.of(rules, 8, table_base(rules, base))
        assert move_rules.base == base
        real = [Card(rank_from(base, (card >> 2) + 1), Suit(card & 3)) for card in range(52)]
        for card in range(52):
            assert set(move_rules.parents[card]) == {
                top for top in range(52) if rules.builds_on(real[card], real[top])}
            assert move_rules.fills[card] == rules.may_fill(real[card].rank, base)
        assert not native.supported(move_rules) or base == 1
    # Where ranks go round on the columns the ace's tables serve every base.
    assert MoveRules.of(all_up(wrap=True), 8, table_base(all_up(wrap=True), 5)).base == 1


@pytest.mark.parametrize(("rules", "deal"), [
    (PETAL, 1), (PETAL, 2), (PETAL, 3), (PETAL, 6), (PETAL, 9),
    (all_up(Build.SAME_SUIT, EmptyFill.KINGS, 2), 4),
    (all_up(Build.ANY_SUIT, EmptyFill.NONE, 3), 5),
    (all_up(Build.ALTERNATE_COLOURS, EmptyFill.ANY, 1, 6), 7),
    (all_up(wrap=True), 8),
])
def test_its_moves_and_its_auto_move_are_the_engine_s(rules: Rules, deal: int) -> None:
    """Along random games of several bases: the compact moves are exactly the
    engine's legal moves, each replays in the engine, and the cards it then
    sends up unasked are those the engine's auto-move sends."""
    rng = random.Random(deal)
    bases = set()
    for game_number in range(3):
        start = Game.new(deal + 100 * game_number, rules).start
        bases.add(start.base)
        move_rules = MoveRules.of(rules, rules.columns, table_base(rules, start.base))
        game = Game(rules, start, automove=False)
        for step in engine_moves(start, [], move_rules.safe):
            game.play(step)
        columns, cells, found = from_position(start)
        found_list = list(found)
        cells = settle(list_columns := list(columns), cells, found_list, move_rules.safe)
        state = (tuple(list_columns), cells, tuple(found_list))
        assert from_position(auto_moved(start, rules)) == state
        for _ in range(150):
            position = game.position
            assert from_position(position) == state
            moves = compact_moves(*state, move_rules, True)
            engine = {_compact_of(position, rules, move) for move in legal_moves(position, rules)}
            engine.discard(None)
            assert set(moves) == engine, position.to_text()
            if not moves or game.is_won:
                break
            move = rng.choice(moves)
            steps = engine_moves(position, [move], move_rules.safe)
            after = auto_moved(apply(position, resolve(position, rules, steps[0]), rules), rules)
            for step in steps:
                game.play(step)
            state = play(*state, move, move_rules)
            assert from_position(after) == state, position.to_text()
    assert len(bases) > 1 or rules.column_wrap


@pytest.mark.parametrize("deal", [3, 4, 5, 6, 7])
def test_deals_won_replay_to_a_win(deal: int) -> None:
    position = Game.new(deal, PETAL).start
    result = solve(position, PETAL)
    assert result.solved
    assert replays_to_win(position, PETAL, result)


@pytest.mark.parametrize("deal", [1, 2, 11, 17])
def test_a_lost_deal_is_lost_to_the_search_over_the_engine_s_rules_too(deal: int) -> None:
    position = Game.new(deal, PETAL).start
    with Portfolio(position, PETAL) as portfolio:
        assert not portfolio.use_native  # the Python row plays
    assert solve(position, PETAL).status == "unsolvable"
    walked = generic.search(position, PETAL, Clock(None, None, None, None))
    assert walked.exhausted and not walked.won


def all_up_position(rng: random.Random, cells: int, columns: int) -> Position:
    """A small position of a random base: the last places of each suit in
    play, the base cards always up, dealt at random over the columns and
    the cells."""
    base = rng.randrange(1, 14)
    return dealt_over(rng, cells, columns, base, [4] * 4)


@pytest.mark.parametrize(("build", "fill", "seed"), [
    (Build.ALTERNATE_COLOURS, EmptyFill.ANY, 1),
    (Build.SAME_SUIT, EmptyFill.KINGS, 2),
    (Build.ANY_SUIT, EmptyFill.NONE, 3),
    (Build.ALTERNATE_COLOURS, EmptyFill.KINGS, 4),
])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(
        build: Build, fill: EmptyFill, seed: int) -> None:
    """"Unsolvable" only where no way wins, and a win that replays wherever one does."""
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(25):
        cells = rng.choice([0, 1, 1, 2])
        rules = all_up(build, fill, cells, 4)
        position = all_up_position(rng, cells, 4)
        assert route(rules) is Route.COMPACT
        verdicts.add(solved_as_a_walk_says(position, rules))
    assert verdicts == {True, False}


@pytest.mark.parametrize("build", [Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT])
def test_a_card_is_safe_to_the_search_exactly_when_it_is_to_the_engine(build: Build) -> None:
    """Every card a foundation takes now, of every base: the ace, which
    nothing goes on whatever its place, included."""
    rng = random.Random(build.value)
    aces = 0
    for _ in range(300):
        rules = all_up(build, EmptyFill.ANY, 1, 4)
        position = all_up_position(rng, 1, 4)
        _, _, found = from_position(position)
        needs = MoveRules.of(rules, 4, table_base(rules, position.base)).safe
        for card in position.cards():
            compact = compact_card(card, position.base)
            if goes_up(compact, found):
                assert compact_safe(compact, found, needs) == is_safe(position, card, rules), (
                    card, position.to_text())
                aces += card.rank == 1 and position.base != 1
    assert aces > 10
