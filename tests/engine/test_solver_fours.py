"""The compact search in Footling and Double Footling, whose one foundation
takes every ace, then every 2, and so on (docs/rules.md, Footling): its state
holds the foundation as foundations by suit, four a deck, of which a card goes
up only once every foundation has reached its rank (``MoveRules.fours``).

Its moves must be the engine's, the cards it sends up unasked exactly those
the engine's safe auto-move sends, its wins must replay, and its verdicts on
small positions must be those of a walk of every position the engine's own
moves reach.
"""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.moves import Pile, PileKind
from freecell_qt.engine.rules import (
    Build,
    EmptyFill,
    FoundationBuild,
    Reserves,
    SequenceMove,
)
from freecell_qt.engine.rules.rules_of_play import (
    apply,
    is_safe,
    legal_moves,
    next_safe_move,
    resolve,
)
from freecell_qt.engine.solver import Route, route, solve
from freecell_qt.engine.solver.moves import MoveRules, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.plan import FIRST_WEIGHTS
from freecell_qt.engine.solver.protocol import State
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.search import BestFirst
from freecell_qt.engine.solver.state import (
    COLUMN_UP,
    CompactMove,
    fours_ranks,
    from_position,
    goes_up,
)
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter
from tests.engine.test_solver_decks import replays_to_win, winnable
from tests.fc_solve import fc_solve_options

FOOTLING = Rules.preset("footling")
DOUBLE = Rules.preset("double-footling")


def fours(cells: int, columns: int = 4, decks: int = 1, build: Build = Build.ALTERNATE_COLOURS,
          fill: EmptyFill = EmptyFill.ANY,
          sequence: SequenceMove = SequenceMove.UNLIMITED) -> Rules:
    """A table of Footling's foundation under other rules."""
    return Rules(Preset.CUSTOM, cells, columns=columns, decks=decks,
                 foundation=FoundationBuild.FOURS, build=build, fill=fill, sequence=sequence)


#: Footling's foundation under every build, fill and sequence rule the compact
#: search knows, and with three decks.
OTHERS = [
    fours(4, 8, build=Build.SAME_SUIT, fill=EmptyFill.KINGS, sequence=SequenceMove.ONE_CARD),
    fours(3, 7, build=Build.ANY_SUIT, fill=EmptyFill.NONE, sequence=SequenceMove.SUPERMOVE),
    fours(6, 12, decks=3),
]


def test_footling_and_double_footling_go_to_the_compact_search() -> None:
    for rules in (FOOTLING, DOUBLE, *OTHERS):
        assert route(rules) is Route.COMPACT, rules.title
        assert MoveRules.of(rules, rules.columns).fours
        # fc-solve has foundations by suit: it would play another game.
        assert fc_solve_options(rules) is None
    assert not MoveRules.of(Rules(), 8).fours
    assert not MoveRules.of(Rules.preset("double-freecell-round"), 10).fours


@pytest.mark.parametrize("changes", [
    {"reserves": Reserves.FOUR_CARDS}, {"cells_cover": True}, {"face_down": True},
], ids=str)
def test_fours_with_a_rule_the_compact_search_cannot_play_is_the_generic_search_s(
        changes: dict[str, object]) -> None:
    rules = FOOTLING.changed(**changes)  # type: ignore[arg-type]
    assert route(rules) is Route.GENERIC


def test_the_one_foundation_is_held_by_suit_and_rank() -> None:
    def pile(*texts: str) -> tuple[Card, ...]:
        cards = []
        for text in texts:
            parsed = Card.parse(text[:2])
            cards.append(Card(parsed.rank, parsed.suit, int(text[2:] or 0)))
        return tuple(cards)

    assert fours_ranks((), 1) == (0, 0, 0, 0)
    assert fours_ranks(pile("AH", "AC", "AS", "AD", "2S"), 1) == (1, 1, 1, 2)
    aces = pile("AC", "AD", "AH", "AS", "AC1", "AD1", "AH1", "AS1")
    assert fours_ranks(aces, 2) == (1, 1, 1, 1, 1, 1, 1, 1)
    assert fours_ranks((*aces, *pile("2D1", "2H", "2H1")), 2) == (1, 2, 2, 1, 1, 1, 2, 1)
    start = Game.new(1, DOUBLE).start
    assert from_position(start)[2] == (0,) * 8


def _card_of(position: Position, pile: Pile) -> int:
    """The compact card at the top of a column or in a cell."""
    if pile.kind is PileKind.COLUMN:
        return position.columns[pile.index][-1].deck_index
    card = position.cells[pile.index]
    assert card is not None
    return card.deck_index


def _auto_moved(position: Position, rules: Rules) -> Position:
    """``position`` after every card the engine's safe auto-move sends up."""
    while (move := next_safe_move(position, rules)) is not None:
        position = apply(position, resolve(position, rules, move), rules)
    return position


def _table(position: Position) -> tuple[object, ...]:
    """The columns, the cells and the cards up, in whatever order they went up."""
    return position.columns, position.cells, sorted(position.foundations[0])


def _way(start: Position, move_rules: MoveRules) -> list[CompactMove]:
    """A win from ``start`` by the search in Python, its moves from the settled
    start; none where it finds none within a budget."""
    search = BestFirst(*from_position(start), move_rules, FIRST_WEIGHTS)
    search.run(40_000)
    return search.way() if search.solved else []


def _step(game: Game, state: State, move: CompactMove, move_rules: MoveRules
          ) -> tuple[State, int]:
    """Play ``move`` with the cards it sends up on ``game`` through
    ``Game.play``, checked against the engine: the position reached is the
    engine's after the move alone and what its safe auto-move sends up. The
    compact position after it, and how many cards went up unasked."""
    rules = game.rules
    steps = engine_moves(game.position, [move], move_rules.safe)
    moved = apply(game.position, resolve(game.position, rules, steps[0]), rules)
    for step in steps:
        game.play(step)
    assert _table(game.position) == _table(_auto_moved(moved, rules))
    state = play(*state, move, move_rules)
    assert from_position(game.position) == state
    return state, len(steps) - 1


@pytest.mark.parametrize(("rules", "deal"), [(FOOTLING, 1), (FOOTLING, 2), (DOUBLE, 3),
                                             (DOUBLE, 5), *((rules, 5) for rules in OTHERS)],
                         ids=lambda value: value.title if isinstance(value, Rules) else str(value))
def test_its_moves_are_the_engine_s_and_it_sends_up_what_auto_move_sends(rules: Rules,
                                                                          deal: int) -> None:
    """Along a win the search found, and a random move off it from each of
    its positions: every compact move, with the cards it sends up, replays
    through ``Game.play``; the cards it may send up are those the engine's
    foundation takes; and the position it reaches is the one the engine's own
    safe auto-move reaches after the move alone. Where no win is found, along
    a random game."""
    rng = random.Random(deal)
    move_rules = MoveRules.of(rules, rules.columns)
    start = Game.new(deal, rules).start
    game = Game(rules, start, automove=False)
    for move in engine_moves(start, [], move_rules.safe):
        game.play(move)
    assert _table(game.position) == _table(_auto_moved(start, rules))
    state = from_position(game.position)
    way = _way(start, move_rules)
    ups = 0
    for at in range(len(way) or 300):
        moves = compact_moves(*state, move_rules, True)
        up = {state[0][move[1]][-1] if move[0] == COLUMN_UP else move[1]
              for move in moves if move[0] in (0, 1)}
        engine_up = {_card_of(game.position, move.source)
                     for move in legal_moves(game.position, rules)
                     if move.dest.kind is PileKind.FOUNDATION}
        assert up == engine_up
        if not moves:
            break
        _step(Game(rules, game.position, automove=False), state, rng.choice(moves), move_rules)
        state, sent = _step(game, state, way[at] if way else rng.choice(moves), move_rules)
        ups += sent
    if way:
        assert game.is_won
        assert ups > len(way) // 2
    if rules in (FOOTLING, DOUBLE):
        assert way


def nearly_finished(rng: random.Random, decks: int, cells: int, left: int) -> Position:
    """A position of four columns with about ``left`` cards in play: every card
    below a rank up, some of that rank too, the rest dealt at random over the
    columns and a few cells."""
    deck = [Card(rank, suit, copy) for rank in range(1, 14) for suit in Suit
            for copy in range(decks)]
    rank = max(1, 14 - -(-left // (4 * decks)))
    same = [card for card in deck if card.rank == rank]
    rng.shuffle(same)
    up = [card for card in deck if card.rank < rank] + same[:rng.randrange(len(same))]
    in_play = [card for card in deck if card not in up]
    rng.shuffle(in_play)
    columns, held = scatter(rng, in_play, 4, cells)
    return Position(tuple(tuple(column) for column in columns),
                    (*held, *[None] * (cells - len(held))), (tuple(up),))


@pytest.mark.parametrize("decks", [1, 2])
def test_a_card_goes_up_and_is_sent_up_unasked_exactly_where_the_engine_says(decks: int
                                                                             ) -> None:
    rng = random.Random(decks)
    checked = 0
    for _ in range(200):
        rules = fours(2, decks=decks)
        position = nearly_finished(rng, decks, 2, rng.randrange(4, 30))
        _, _, found = from_position(position)
        needs = MoveRules.of(rules, 4).safe
        for card in [*position.cells, *(column[-1] for column in position.columns if column)]:
            if card is None:
                continue
            takes = position.foundation_for(card, rules.foundation_rule) is not None
            assert goes_up(card.deck_index, found, False, True) == takes
            assert compact_safe(card.deck_index, found, needs) == takes
            assert is_safe(position, card, rules) == takes
            checked += takes
    assert checked > 50


@pytest.mark.parametrize(("decks", "seed"), [(1, 1), (1, 2), (2, 3)])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(decks: int, seed: int
                                                                     ) -> None:
    """In C and in Python: "unsolvable" only where no way wins, and a win
    that replays wherever one does."""
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(20):
        cells = rng.choice([0, 1, 1, 2])
        build = rng.choice([Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT])
        rules = fours(cells, decks=decks, build=build,
                      fill=rng.choice([EmptyFill.ANY, EmptyFill.KINGS, EmptyFill.NONE]))
        position = nearly_finished(rng, decks, cells, rng.randrange(8, 16))
        truth = winnable(position, rules)
        for native in (True, False):
            result = solve(position, rules, native=native)
            assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
            if truth:
                assert replays_to_win(position, rules, result)
        verdicts.add(truth)
    assert verdicts == {True, False}


@pytest.mark.parametrize(("rules", "deal"), [(FOOTLING, 1), (FOOTLING, 4), (DOUBLE, 1),
                                             (DOUBLE, 2), (DOUBLE, 7)],
                         ids=lambda value: value.title if isinstance(value, Rules) else str(value))
def test_deals_won_replay_to_a_win(rules: Rules, deal: int) -> None:
    position = Game.new(deal, rules).start
    result = solve(position, rules)
    assert result.solved
    assert replays_to_win(position, rules, result)
    # The one foundation is named, as the engine names a move up in Footling.
    assert {move.dest for move in result.moves if move.dest.kind is PileKind.FOUNDATION} \
        == {Pile.foundation(0)}


@pytest.mark.parametrize("rules", [FOOTLING, DOUBLE], ids=lambda rules: rules.title)
def test_a_deal_won_in_python_replays_to_a_win(rules: Rules) -> None:
    position = Game.new(2, rules).start
    result = solve(position, rules, native=False)
    assert result.solved
    assert replays_to_win(position, rules, result)
