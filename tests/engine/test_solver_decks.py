"""The solver in games of two and three decks, and with more cells than its C
search holds (docs/solver.md, Several decks).

A solution must replay to a win through the engine, and "unsolvable" must
never be said of a position that can be won: the small positions here are
checked against a plain walk of every position the engine's own moves reach.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

import pytest

from freecell_qt.engine import Card, Game, Position, Preset, Rules
from freecell_qt.engine.rules import COLUMN_BUILDS, Build, EmptyFill
from freecell_qt.engine.rules.rules_of_play import apply, is_safe, legal_moves
from freecell_qt.engine.solver import SolveResult, native, solve
from freecell_qt.engine.solver.moves import MoveRules
from freecell_qt.engine.solver.moves import legal_moves as legal_moves_of
from freecell_qt.engine.solver.portfolio import Portfolio
from freecell_qt.engine.solver.state import CELL_TO_COLUMN, COLUMN_TO_COLUMN, from_position
from freecell_qt.engine.solver.state import is_safe as compact_safe
from tests.boards import scatter

DOUBLE = Rules(Preset.CUSTOM, 6, columns=10, decks=2)  # like PySolFC's Double FreeCell
TRIPLE = Rules(Preset.CUSTOM, 10, columns=13, decks=3)  # like its Triple FreeCell
DOUBLE_BY_SUIT = Rules(Preset.CUSTOM, 6, columns=10, decks=2, build=Build.SAME_SUIT)

_RANKS = "A23456789TJQK"
#: The board text's foundation order, each deck's four in turn.
_FOUNDATION_SUITS = "HCDS"


def replays_to_win(position: Position, rules: Rules, result: SolveResult) -> bool:
    game = Game(rules, position, automove=False)
    for move in result.moves:
        game.play(move)
    return game.is_won


def _deck_key(p: Position) -> tuple[object, ...]:
    """A position with interchangeable columns, cells and decks as one."""
    columns = tuple(sorted(tuple(card.deck_index for card in column) for column in p.columns))
    cells = tuple(sorted(card.deck_index for card in p.cells if card is not None))
    founds = tuple(tuple(sorted(p.counts[suit::4])) for suit in range(4))
    return columns, cells, founds


def winnable(position: Position, rules: Rules,
             key: Callable[[Position], Hashable] = _deck_key) -> bool:
    """Every position the engine's moves reach, walked, each told apart by
    ``key``: the truth for a small one."""
    seen = {key(position)}
    waiting = [position]
    while waiting:
        here = waiting.pop()
        if here.is_won:
            return True
        for move in legal_moves(here, rules):
            there = apply(here, move, rules)
            mark = key(there)
            if mark not in seen:
                seen.add(mark)
                waiting.append(there)
    return False


def solved_as_a_walk_says(position: Position, rules: Rules) -> bool:
    """Assert that the solver gives ``position`` the verdict a walk of every
    position does, and that a win it finds replays; returns that verdict."""
    truth = winnable(position, rules)
    result = solve(position, rules)
    assert result.status == ("solved" if truth else "unsolvable"), position.to_text()
    if truth:
        assert replays_to_win(position, rules, result)
    return truth


def nearly_finished(rng: random.Random, decks: int, cells: int, columns: int, left: int) -> str:
    """A board with ``left`` cards in play, the high ones of each suit, dealt
    at random over the columns and a few cells."""
    found = [13] * (4 * decks)
    in_play: list[str] = []
    while len(in_play) < left:
        index = rng.randrange(4 * decks)
        if found[index] > 6:
            found[index] -= 1
            in_play.append(_RANKS[found[index]] + "CDHS"[index % 4])
    rng.shuffle(in_play)
    piles, held = scatter(rng, in_play, columns, cells)
    suit_of = {"H": 2, "C": 0, "D": 1, "S": 3}
    founds = " ".join(
        f"{letter}-{_RANKS[found[deck * 4 + suit_of[letter]] - 1]}"
        for deck in range(decks) for letter in _FOUNDATION_SUITS
    )
    lines = [f"Foundations: {founds}", "Freecells: " + " ".join(held + ["-"] * (cells - len(held)))]
    lines += [": " + " ".join(pile) for pile in piles]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(
    ("deal", "rules"),
    [
        (2, DOUBLE),
        (3, DOUBLE),
        (4, DOUBLE),
        (4, TRIPLE),
        (5, TRIPLE),
        (1, DOUBLE_BY_SUIT),
        (2, DOUBLE_BY_SUIT),
    ],
)
def test_deals_of_several_decks_are_solved_and_replay(deal, rules):
    position = Game.new(deal, rules).start
    result = solve(position, rules)
    assert result.solved
    assert replays_to_win(position, rules, result)


@pytest.mark.parametrize(
    "rules",
    [DOUBLE, TRIPLE, DOUBLE_BY_SUIT, Rules(Preset.CUSTOM, 9),
     Rules(Preset.CUSTOM, 10, fill=EmptyFill.KINGS), Rules(Preset.CUSTOM, 11, columns=13)],
)
def test_several_decks_and_many_cells_play_in_the_build_for_several_decks(rules):
    """Up to three decks and 12 cells: the plan with the searches in C, in
    the build whose positions hold three decks."""
    position = Game.new(1, rules).start
    move_rules = MoveRules.of(rules, rules.columns)
    assert native.supported(move_rules) == native.AVAILABLE
    with Portfolio(position, rules) as portfolio:
        assert portfolio.use_native == native.AVAILABLE
    if native.AVAILABLE:
        assert native.core_type(move_rules) is native.DecksCore


def test_one_deck_of_up_to_8_cells_plays_in_the_one_deck_build():
    rules = Rules(Preset.CUSTOM, 8, fill=EmptyFill.KINGS)
    move_rules = MoveRules.of(rules, rules.columns)
    assert native.supported(move_rules) == native.AVAILABLE
    if native.AVAILABLE:
        assert native.core_type(move_rules) is native.CompiledCore


@pytest.mark.parametrize("preset", [Preset.PENGUIN, Preset.FOUR_COLOURS])
def test_the_plan_leaves_out_the_searches_in_c_where_they_cannot_play(preset):
    """Ranks that go round and a free cell for each suit: the C search
    plays neither, so the plan is the one in Python."""
    rules = Rules(preset)
    position = Game.new(1, rules).start
    assert not native.supported(MoveRules.of(rules, rules.columns))
    with Portfolio(position, rules) as portfolio:
        assert not portfolio.use_native
        assert not portfolio.plan.compiled


def test_many_cells_of_one_deck_are_solved():
    for rules in (Rules(Preset.CUSTOM, 10, fill=EmptyFill.KINGS), Rules(Preset.CUSTOM, 11)):
        position = Game.new(5, rules).start
        result = solve(position, rules)
        assert result.solved
        assert replays_to_win(position, rules, result)


def test_copies_of_a_card_on_two_columns_each_take_their_moves():
    # Both 8s of hearts top a column: the 7 of spades in the cell, and the
    # one on the third column, may go onto either.
    eight, seven = Card.parse("8H").deck_index, Card.parse("7S").deck_index
    king = Card.parse("KD").deck_index
    columns = (bytes((king, eight)), bytes((king, seven)), bytes((king, eight)), b"")
    rules = MoveRules.of(DOUBLE, 4)
    for complete in (True, False):
        moves = legal_moves_of(columns, bytes((seven,)), (0,) * 8, rules, complete)
        assert (CELL_TO_COLUMN, seven, 0) in moves and (CELL_TO_COLUMN, seven, 2) in moves
        assert (COLUMN_TO_COLUMN, 1, 0, 1) in moves and (COLUMN_TO_COLUMN, 1, 2, 1) in moves


def test_a_lost_position_of_two_decks_is_proved_lost():
    text = (
        "Foundations: H-T C-J D-J S-Q H-T C-Q D-K S-K\n"
        "Freecells:\n"
        ": JH QH\n"
        ": KD QC QH\n"
        ": KS KC QD KH\n"
        ": KC JH KH\n"
    )
    rules = Rules(Preset.CUSTOM, 0, columns=4, decks=2)
    position = Position.from_text(text, 0, 4, 2)
    assert not winnable(position, rules)
    assert solve(position, rules).status == "unsolvable"


def test_copies_that_would_vie_for_one_foundation_are_left_to_the_search():
    # A won position, yet lost to a search that sent a queen of clubs up as
    # soon as the red jacks were up: the two copies vie for the one club
    # foundation at 10, and the one dealt onto the king of hearts must stay.
    text = (
        "Foundations: H-K C-T D-J S-K H-Q C-9 D-K S-Q\n"
        "Freecells:\n"
        ": QD KC JC\n"
        ": KH KC\n"
        ": QC TC KS JC\n"
        ": QC KD\n"
    )
    rules = Rules(Preset.CUSTOM, 0, columns=4, decks=2)
    position = Position.from_text(text, 0, 4, 2)
    assert winnable(position, rules)
    result = solve(position, rules)
    assert result.solved
    assert replays_to_win(position, rules, result)


@pytest.mark.parametrize(
    ("decks", "build", "seed"),
    [(2, Build.ALTERNATE_COLOURS, 1), (2, Build.SAME_SUIT, 2), (2, Build.ANY_SUIT, 3),
     (3, Build.ALTERNATE_COLOURS, 9)],
)
def test_small_positions_get_the_verdict_of_a_walk_of_every_position(decks, build, seed):
    rng = random.Random(seed)
    verdicts = set()
    for _ in range(25):
        cells = rng.choice([0, 0, 1])
        rules = Rules(Preset.CUSTOM, cells, columns=4, decks=decks, build=build)
        position = Position.from_text(nearly_finished(rng, decks, cells, 4, rng.randrange(10, 20)),
                                      cells, 4, decks)
        verdicts.add(solved_as_a_walk_says(position, rules))
    assert verdicts == {True, False}


def test_a_card_the_search_sends_up_unasked_is_safe_by_the_engine_s_rule():
    rng = random.Random(5)
    for _ in range(200):
        decks = rng.choice([2, 3])
        build = rng.choice(COLUMN_BUILDS)
        rules = Rules(Preset.CUSTOM, 1, columns=4, decks=decks, build=build)
        position = Position.from_text(nearly_finished(rng, decks, 1, 4, rng.randrange(4, 20)),
                                      1, 4, decks)
        _, _, found = from_position(position)
        needs = MoveRules.of(rules, 4).safe
        for card in position.cards():
            if compact_safe(card.deck_index, found, needs):
                assert is_safe(position, card, rules)


def test_a_way_too_long_to_shorten_whole_is_shortened_in_pieces():
    # Triple FreeCell deal 11: the way of the plan in Python is 2,276 moves,
    # past MOST_SHORTENED (the search in C wins it by a shorter way).
    from freecell_qt.engine.solver import MOST_SHORTENED

    rules = Rules.preset("triple-freecell")
    position = Game.new(11, rules).start
    found = solve(position, rules, shorten=False, native=False)
    assert len(found.moves) > MOST_SHORTENED
    result = solve(position, rules, native=False)
    assert len(result.moves) < len(found.moves) // 2
    assert replays_to_win(position, rules, result)
