"""The compact search in Flipper, whose free cells cover their columns
(docs/solver.md, Cells that cover columns): cell ``i`` holding a card turns
column ``i``'s top card face down, so the state keeps the cells in column
order and its key sorts the pairs of a column and its cell.

Its moves must reach exactly the positions the engine's reach (a card to
each free cell, not the leftmost alone: which cell decides what it covers),
each must replay through ``Game.play``, the cards it sends up unasked must be
the engine's auto-move, the keys of positions that differ by the order of
their pairs must be one, and its verdicts on small positions must be those of
a walk of every position the engine's own moves reach.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import suppress

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.cards import Suit
from freecell_qt.engine.errors import IllegalMoveError
from freecell_qt.engine.moves import Move, Pile
from freecell_qt.engine.rules import Build, EmptyFill, SequenceMove, rules_of_play
from freecell_qt.engine.solver import Route, native, route, solve
from freecell_qt.engine.solver import covers as compact_covers
from freecell_qt.engine.solver.moves import MoveRules, is_legal, play
from freecell_qt.engine.solver.moves import legal_moves as compact_moves
from freecell_qt.engine.solver.plan import Role, plan_for
from freecell_qt.engine.solver.replay import engine_moves
from freecell_qt.engine.solver.state import Columns, CompactMove, Foundations, ranks_of
from tests.boards import scatter
from tests.engine.test_solver_decks import replays_to_win
from tests.fc_solve import fc_solve_options

FLIPPER = Rules.preset("flipper")


def small_flipper(columns: int) -> Rules:
    """Flipper's rules on a table of ``columns`` columns, a cell for each."""
    return Rules(Preset.CUSTOM, columns, columns=columns, cells_cover=True,
                 build=Build.ALTERNATE_COLOURS, fill=EmptyFill.ANY,
                 sequence=SequenceMove.UNLIMITED)


State = tuple[Columns, bytes, Foundations]


def state_of(position: Position) -> State:
    return compact_covers.from_position(position)


def mark(position: Position) -> tuple[bytes, Foundations]:
    """A position as the search tells positions apart: the pairs sorted."""
    columns, cells, found = state_of(position)
    return compact_covers.key_of(columns, cells), found


def settled(position: Position, rules: Rules) -> Position:
    """``position`` after the engine's auto-move (``next_safe_move``)."""
    while (auto := rules_of_play.next_safe_move(position, rules)) is not None:
        position = rules_of_play.apply(position, rules_of_play.resolve(position, rules, auto),
                                       rules)
    return position


def every_move(position: Position, rules: Rules) -> list[Move]:
    """The engine's moves: those ``legal_moves`` lists, and a card to each
    free cell, not only to the leftmost (``cell_for``): here the cells are
    not alike, each covering its column."""
    moves = list(rules_of_play.legal_moves(position, rules))
    for index, column in enumerate(position.columns):
        for cell, held in enumerate(position.cells):
            if column and held is None:
                with suppress(IllegalMoveError):
                    moves.append(rules_of_play.resolve(
                        position, rules, Move(Pile.column(index), Pile.cell(cell))))
    return moves


def engine_reach(position: Position, rules: Rules) -> set[tuple[bytes, Foundations]]:
    """The positions one move of the engine reaches, settled."""
    return {mark(settled(rules_of_play.apply(position, move, rules), rules))
            for move in every_move(position, rules)}


def compact_reach(state: State, rules: MoveRules, complete: bool = True
                  ) -> set[tuple[bytes, Foundations]]:
    reached = set()
    for move in compact_moves(*state, rules, complete):
        assert is_legal(*state, move, rules), move
        columns, cells, found = play(*state, move, rules)
        reached.add((compact_covers.key_of(columns, cells), found))
    return reached


def test_flipper_goes_to_the_compact_search() -> None:
    """Flipper goes to the compact search, in C where it was built
    (tests/engine/test_solver_covers_native.py), without compound moves, and
    fc-solve, which knows no covering cells, is never asked."""
    move_rules = MoveRules.of(FLIPPER, FLIPPER.columns)
    assert route(FLIPPER) is Route.COMPACT
    assert native.supported(move_rules) == native.AVAILABLE
    for use_native in (False, True):
        plan = plan_for(move_rules, use_native)
        assert all(share.role not in (Role.COMPOUND, Role.COMPILED_COMPOUND)
                   for share in plan.members)
    assert fc_solve_options(FLIPPER) is None
    assert route(small_flipper(4)) is Route.COMPACT
    assert move_rules.covers
    assert not MoveRules.of(Rules.preset("tuxedo"), 7).covers
    # Other rules with covering cells stay with the search over the engine's rules.
    alternate = Build.ALTERNATE_COLOURS
    for other in (Rules(Preset.CUSTOM, 4, columns=7, cells_cover=True, build=alternate,
                        fill=EmptyFill.ANY, sequence=SequenceMove.UNLIMITED),
                  Rules(Preset.CUSTOM, 7, columns=7, cells_cover=True, build=alternate,
                        fill=EmptyFill.KINGS, sequence=SequenceMove.UNLIMITED),
                  Rules(Preset.CUSTOM, 7, columns=7, cells_cover=True, build=Build.SAME_SUIT,
                        fill=EmptyFill.ANY, sequence=SequenceMove.SUPERMOVE)):
        assert route(other) is Route.GENERIC, other


def random_games(rules: Rules, seed: int, games: int = 6, steps: int = 250,
                 late: bool = False) -> Iterator[tuple[Game, State, CompactMove]]:
    """Along random games from deals (``late``: from positions with 12 to
    30 cards in play, ``nearly_finished``): the engine's game (no
    auto-move), the compact state, and the compact move about to be played,
    each played in both after it is handed out."""
    rng = random.Random(seed)
    move_rules = MoveRules.of(rules, rules.columns)
    for number in range(games):
        start = (nearly_finished(rng, rules.columns, rng.randrange(12, 31)) if late
                 else Game.new(seed * 10 + number, rules).start)
        game = Game(rules, start, automove=False)
        for move in engine_moves(start, [], move_rules.safe, covers=True):
            game.play(move)
        state = state_of(game.position)
        for _ in range(steps):
            moves = compact_moves(*state, move_rules, True)
            if not moves or game.is_won:
                break
            # Mostly moves that fill no cell: at random a game's cells are
            # soon full, every column covered, and the game over.
            kept = [move for move in moves if move[0] != 2]
            move = rng.choice(kept if kept and rng.random() < 0.8 else moves)
            yield game, state, move
            for step in engine_moves(game.position, [move], move_rules.safe, covers=True):
                game.play(step)
            state = play(*state, move, move_rules)
            assert state_of(game.position) == state


@pytest.mark.parametrize(("rules", "seed", "late"), [(FLIPPER, 1, False), (FLIPPER, 2, True),
                                                     (small_flipper(5), 3, False)])
def test_its_moves_reach_the_positions_the_engine_s_reach(rules: Rules, seed: int,
                                                         late: bool) -> None:
    """Every compact move replays through ``Game.play`` to the very state
    the search plays (``random_games``), and the positions one move reaches
    are the engine's, the pairs sorted; those of the moves that keep runs
    whole among them."""
    move_rules = MoveRules.of(rules, rules.columns)
    played = 0
    for game, state, _ in random_games(rules, seed, late=late):
        here = mark(game.position)
        reached = compact_reach(state, move_rules) - {here}
        assert reached == engine_reach(game.position, rules) - {here}, game.position.to_text()
        assert compact_reach(state, move_rules, False) - {here} <= reached
        played += 1
    assert played > 60


@pytest.mark.parametrize("seed", [4, 5])
def test_the_cards_it_sends_up_unasked_are_the_engine_s_auto_move(seed: int) -> None:
    """Each compact move played alone in a game with auto-move on reaches
    the state the search reaches, its safe cards sent up."""
    move_rules = MoveRules.of(FLIPPER, FLIPPER.columns)
    sent = 0
    for game, state, move in random_games(FLIPPER, seed, games=12, late=True):
        automatic = Game(FLIPPER, game.position, automove=True)
        steps = engine_moves(game.position, [move], move_rules.safe, covers=True)
        automatic.play(steps[0])
        assert state_of(automatic.position) == play(*state, move, move_rules)
        sent += len(steps) - 1
    assert sent > 40


def permuted(position: Position, order: list[int], cells_too: bool = True) -> Position:
    return Position(tuple(position.columns[index] for index in order),
                    tuple(position.cells[index] for index in order) if cells_too
                    else position.cells, position.foundations)


def test_positions_that_differ_by_the_order_of_their_pairs_are_one() -> None:
    rng = random.Random(8)
    apart = 0
    for game, _, _ in random_games(FLIPPER, 6, games=2, steps=120):
        order = list(range(FLIPPER.columns))
        rng.shuffle(order)
        position = game.position
        assert mark(permuted(position, order)) == mark(position)
        if mark(permuted(position, order, cells_too=False)) != mark(position):
            apart += 1
    # Columns moved without their cells are another position.
    assert apart > 20


def nearly_finished(rng: random.Random, columns: int, left: int, full: bool = False
                    ) -> Position:
    """A position of ``left`` cards in play, the high ones of each suit,
    dealt at random over the columns and now and then to a random cell
    (``full``: first to all the cells or all but one, then a card to each
    column, which makes lost positions likely: a card in a cell goes
    nowhere but up while every column is covered)."""
    counts = [13] * 4
    while sum(13 - count for count in counts) < left:
        suit = rng.randrange(4)
        if counts[suit]:
            counts[suit] -= 1
    in_play = [Card(rank, suit) for suit, count in zip(Suit, counts, strict=True)
               for rank in range(count + 1, 14)]
    rng.shuffle(in_play)
    first = rng.randrange(columns - 1, columns + 1) if full else 0
    under = columns if full else 0
    piles, held = scatter(rng, in_play[first + under:], columns, columns - first)
    piles = [[*in_play[first + at:first + at + 1] * bool(under), *pile]
             for at, pile in enumerate(piles)]
    held = in_play[:first] + held
    cells: list[Card | None] = [None] * columns
    for card, at in zip(held, rng.sample(range(columns), len(held)), strict=True):
        cells[at] = card
    return Position.counted(tuple(tuple(pile) for pile in piles), tuple(cells), tuple(counts))


def pairs(position: Position) -> object:
    """A position told apart by its pairs of a column and its cell, in any
    order, and its foundations: made here from the engine's cards, not by
    the search's key."""
    return (tuple(sorted(zip((tuple(card.deck_index for card in column)
                              for column in position.columns),
                             (-1 if card is None else card.deck_index
                              for card in position.cells), strict=True))),
            position.counts)


def walk_wins(position: Position, rules: Rules) -> bool:
    """Every position the engine's moves reach, a card to any free cell,
    walked with no auto-move: the truth. Two positions whose pairs of a
    column and its cell differ only in order are one (``pairs``)."""
    seen = {pairs(position)}
    waiting = [position]
    while waiting:
        here = waiting.pop()
        if here.is_won:
            return True
        for move in every_move(here, rules):
            there = rules_of_play.apply(here, move, rules)
            if pairs(there) not in seen:
                seen.add(pairs(there))
                waiting.append(there)
    return False


@pytest.mark.parametrize(("columns", "seed"), [(4, 1), (4, 2)])
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(columns: int,
                                                                     seed: int) -> None:
    """"Unsolvable" only where no way wins, and a win that replays wherever one does."""
    rng = random.Random(seed)
    rules = small_flipper(columns)
    verdicts = []
    for _ in range(40):
        position = nearly_finished(rng, columns, rng.randrange(2 * columns, 3 * columns), full=True)
        truth = walk_wins(position, rules)
        result = solve(position, rules)
        assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
        if truth:
            assert replays_to_win(position, rules, result)
        verdicts.append(truth)
    assert True in verdicts and False in verdicts


@pytest.mark.parametrize("deal", [1, 2, 3])
def test_deals_won_replay_to_a_win(deal: int) -> None:
    position = Game.new(deal, FLIPPER).start
    result = solve(position, FLIPPER)
    assert result.solved
    assert replays_to_win(position, FLIPPER, result)


def test_the_compact_state_reads_the_table_in_column_order() -> None:
    position = Game.new(1, FLIPPER).start
    columns, cells, found = state_of(position)
    assert cells == bytes([compact_covers.VACANT] * 7)
    assert found == ranks_of(position.counts)
    assert [len(column) for column in columns] == [8, 7, 7, 8, 7, 7, 8]
