"""docs/rules.md, "Sequence moves (supermoves)": capacity and which cards move.

Every row of the capacity table is checked on a real position read from board
text: the move of exactly the capacity goes through, one card more is refused
with the reason docs/rules.md shows ("6 cards, at most 5 can move now").
"""

from __future__ import annotations

import pytest

from freecell_qt.engine import Card, Game, IllegalMoveError, Position, Preset, Rules, Supermove
from tests.boards import RULES_EXAMPLE

FILL = "*"
# A 13-card run, king of spades down to the ace of clubs. Its tail of n cards
# is headed by the card of rank n: spades for odd ranks (and the ace of clubs),
# hearts for even ranks.
RUN = "KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H AC"
RANKS = "A23456789TJQK"


def head_fits(n: int) -> str:
    """The card on which the tail of ``n`` cards of RUN fits (a red or black n+1)."""
    return RANKS[n] + ("D" if n % 2 else "C")


def cells_with(free: int) -> tuple[str, ...]:
    return (FILL,) * (4 - free) + ("-",) * free


def tail(n: int) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in RUN.split()[-n:])


# The table, value by value, from the formulas of docs/rules.md: for F = 0..4 free cells.
DOUBLING_ONTO_OCCUPIED = {0: [1, 2, 3, 4, 5], 1: [2, 4, 6, 8, 10], 2: [4, 8, 12, 16, 20]}
LINEAR_ONTO_OCCUPIED = {0: [1, 2, 3, 4, 5], 1: [2, 4, 6, 8, 10], 2: [3, 6, 9, 12, 15]}
# Onto an empty column, keyed by the empty columns in all (the destination included).
DOUBLING_ONTO_EMPTY = {1: [1, 2, 3, 4, 5], 2: [2, 4, 6, 8, 10]}
LINEAR_ONTO_EMPTY = {1: [1, 2, 3, 4, 5], 2: [2, 4, 6, 8, 10]}
FORECELL_ANY = [1, 2, 3, 4, 5]

ROWS_OCCUPIED = [
    (name, rules, free, empty, table[empty][free])
    for name, rules, table in [
        ("doubling", Rules(), DOUBLING_ONTO_OCCUPIED),
        ("linear", Rules(supermove=Supermove.LINEAR), LINEAR_ONTO_OCCUPIED),
    ]
    for empty in (0, 1, 2)
    for free in range(5)
] + [
    ("forecell", Rules(Preset.FORECELL), free, empty, FORECELL_ANY[free])
    for empty in (0, 1, 2)
    for free in range(5)
]

ROWS_EMPTY = [
    (name, rules, free, in_all, table[in_all][free])
    for name, rules, table in [
        ("doubling", Rules(), DOUBLING_ONTO_EMPTY),
        ("linear", Rules(supermove=Supermove.LINEAR), LINEAR_ONTO_EMPTY),
    ]
    for in_all in (1, 2)
    for free in range(5)
]


def row_id(row) -> str:
    return f"{row[0]}-F{row[2]}-E{row[3]}-cap{row[4]}"


def refused_for_capacity(game: Game, move: str, count: int, limit: int) -> None:
    before = game.position
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert str(caught.value) == f"{count} cards, at most {limit} can move now"
    assert game.position == before


@pytest.mark.parametrize("row", ROWS_OCCUPIED, ids=row_id)
def test_capacity_onto_an_occupied_column(make_game, row):
    _name, rules, free, empty, capacity = row
    longest = min(capacity, 12)  # a tail of 13 would be headed by the king
    over = capacity + 1 if capacity < 12 else None
    columns = [RUN, head_fits(longest), head_fits(over) if over else FILL]
    columns += [""] * empty
    columns += [FILL] * (8 - len(columns))
    game = make_game(columns, cells_with(free), rules=rules)
    assert game.position.free_cell_count == free
    assert game.position.empty_column_count() == empty
    assert game.capacity(onto_empty=False) == capacity

    if over is not None:
        refused_for_capacity(game, "13", over, capacity)
    game.play("12")
    assert game.position.columns[1] == (Card.parse(head_fits(longest)), *tail(longest))
    assert game.position.columns[0] == tail(13)[: 13 - longest]


@pytest.mark.parametrize("row", ROWS_EMPTY, ids=row_id)
def test_capacity_onto_an_empty_column(make_game, row):
    _name, rules, free, in_all, capacity = row
    columns = [RUN] + [""] * in_all
    columns += [FILL] * (8 - len(columns))
    game = make_game(columns, cells_with(free), rules=rules)
    assert game.position.empty_column_count() == in_all
    assert game.capacity(onto_empty=True) == capacity

    refused_for_capacity(game, f"12v{capacity + 1:x}", capacity + 1, capacity)
    game.play(f"12v{capacity:x}")
    assert game.position.columns[1] == tail(capacity)


@pytest.mark.parametrize("in_all", [1, 2])
@pytest.mark.parametrize("free", range(5))
def test_capacity_forecell_onto_an_empty_column(make_game, free, in_all):
    """ForeCell: F + 1, empty columns or not; only king-headed runs, so two sources."""
    capacity = FORECELL_ANY[free]
    short = " ".join(["KS", "QH", "JS", "TH", "9S", "8H"][:capacity])
    longer = " ".join(["KC", "QD", "JC", "TD", "9C", "8D"][: capacity + 1])
    columns = [short, longer] + [""] * in_all
    columns += [FILL] * (8 - len(columns))
    game = make_game(columns, cells_with(free), rules=Rules(Preset.FORECELL))
    assert game.capacity(onto_empty=True) == capacity

    refused_for_capacity(game, f"23v{capacity + 1:x}", capacity + 1, capacity)
    game.play(f"13v{capacity:x}")
    assert " ".join(str(c) for c in game.position.columns[2]) == short
    assert game.position.columns[0] == ()


def test_capacity_removed_cells_never_count(make_game):
    """A two-cell game with both cells free: F = 2, not 4."""
    columns = [RUN, head_fits(3), head_fits(4), FILL, FILL, FILL, FILL, FILL]
    game = make_game(columns, ("-", "-"))
    assert game.capacity() == 3
    refused_for_capacity(game, "13", 4, 3)
    game.play("12")
    assert game.position.columns[1][1:] == tail(3)


def test_capacity_of_4_cells_and_1_empty_column():
    """docs/rules.md: F=4, E=1 gives 10 onto an occupied column, 5 onto the empty one."""
    assert Rules().capacity(4, 1) == 10
    assert Rules().capacity(4, 0) == 5


EXAMPLE = RULES_EXAMPLE


def example_game(automove: bool = False) -> Game:
    return Game(Rules(), Position.from_text(EXAMPLE), automove=automove)


def test_capacity_rules_example_12_moves_ten_cards():
    game = example_game()
    assert game.position.free_cell_count == 4
    assert game.position.empty_column_count() == 1
    game.play("12")
    assert [str(c) for c in game.position.columns[0]] == ["KS", "QH"]
    assert [str(c) for c in game.position.columns[1]] == (
        ["QD", "JS", "TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H"]
    )


def test_capacity_rules_example_five_onto_the_empty_column():
    game = example_game()
    refused_for_capacity(game, "18v6", 6, 5)
    game.play("18v5")
    assert [str(c) for c in game.position.columns[7]] == ["6H", "5S", "4H", "3S", "2H"]


def test_capacity_rules_example_one_cell_less_refuses_the_ten():
    game = example_game()
    game.play("7a")  # F=3, and column 7 is now empty too: E=2 -> (3+1)*4 = 16
    assert game.capacity() == 16
    game.undo()
    game.play("3a")  # F=3, E=1 -> 8
    refused_for_capacity(game, "12", 10, 8)


# -- which cards move -----------------------------------------------------------


@pytest.mark.parametrize(
    ("target", "moved"),
    [("TD", "9S 8H 7S"), ("9C", "8H 7S"), ("8D", "7S"), ("TH", "9S 8H 7S")],
)
def test_which_cards_move_onto_an_occupied_column_the_tail_that_fits(make_game, target, moved):
    game = make_game(["2C 9S 8H 7S", target, FILL, FILL, FILL, FILL, FILL, FILL])
    game.play("12")
    assert " ".join(str(c) for c in game.position.columns[1]) == f"{target} {moved}"
    left = ["2C", "9S", "8H", "7S"][: 4 - len(moved.split())]
    assert [str(c) for c in game.position.columns[0]] == left


def test_which_cards_move_no_card_of_the_run_fits(make_game):
    game = make_game(["2C 9S 8H 7S", "JD", FILL, FILL, FILL, FILL, FILL, FILL])
    with pytest.raises(IllegalMoveError):
        game.play("12")


def test_which_cards_move_a_count_must_match_the_tail_that_fits(make_game):
    """fc-solve writes ``v`` on occupied columns too; a different count is refused."""
    game = make_game(["2C 9S 8H 7S", "TD", FILL, FILL, FILL, FILL, FILL, FILL])
    with pytest.raises(IllegalMoveError):
        game.play("12v2")
    game.play("12v3")
    assert len(game.position.columns[1]) == 4


def test_which_cards_move_onto_an_empty_column_without_v_one_card(make_game):
    game = make_game(["2C 9S 8H 7S", "", FILL, FILL, FILL, FILL, FILL, FILL])
    game.play("12")
    assert [str(c) for c in game.position.columns[1]] == ["7S"]
    assert [str(c) for c in game.position.columns[0]] == ["2C", "9S", "8H"]


def test_which_cards_move_38v3_moves_three(make_game):
    game = make_game([FILL, FILL, "2C 9S 8H 7S", FILL, FILL, FILL, FILL, ""])
    game.play("38v3")
    assert [str(c) for c in game.position.columns[7]] == ["9S", "8H", "7S"]
    assert [str(c) for c in game.position.columns[2]] == ["2C"]


def test_which_cards_move_count_longer_than_the_run_refused(make_game):
    game = make_game(["2C 9S 8H 7S", "", FILL, FILL, FILL, FILL, FILL, FILL])
    with pytest.raises(IllegalMoveError):
        game.play("12v4")  # the 2 of clubs is not part of the run
    game.play("12v3")


def test_which_cards_move_whole_column_to_an_empty_one(make_game):
    game = make_game(["9S 8H 7S", "", FILL, FILL, FILL, FILL, FILL, FILL])
    game.play("12v3")
    assert game.position.columns[0] == ()
    assert len(game.position.columns[1]) == 3
