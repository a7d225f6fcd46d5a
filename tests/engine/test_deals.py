"""docs/rules.md, "Variants" and "Deals and deal numbers"."""

from __future__ import annotations

import random

import pytest

from freecell_qt.engine import (
    MAX_DEAL,
    Card,
    DealNumberError,
    Game,
    Rules,
    Variant,
    initial_position,
    parse_deal_number,
    random_deal_number,
)

# The three test vectors of docs/rules.md, one line per column, deepest card first.
VECTORS = {
    1: """
        JD KD 2S 4C 3S 6D 6S
        2D KC KS 5C TD 8S 9C
        9H 9S 9D TS 4S 8D 2H
        JC 5S QD QH TH QS 6H
        5D AD JS 4H 8H 6C
        7H QC AS AC 2C 3D
        7C KH AH 4D JH 8C
        5H 3H 3C 7S 7D TC
    """,
    617: """
        7D TD TH KD 4C 4S JD
        AD 7S QC 5H QS TS KS
        5C QD 3H 9S 9C 2H KC
        3S AC 9D 3C 9H 5D 4H
        5S 6D 6S 8S 7C JC
        8C 8H 8D 7H 6H 6C
        2D AS 3D 4D 2C JH
        AH KH TC JS 2S QH
    """,
    11982: """
        AH 3D KD JC 6C JD KC
        AS 3H 6H 5D 2C 7D 8D
        4H QS 5S 5C TH 8H 2S
        AC QC 4D 8C QH 9C 3S
        2D 8S 9H 9D 6D 2H
        6S 7H JH TD TC QD
        TS AD 9S KH 4S 4C
        JS KS 3C 7C 7S 5H
    """,
}


def vector_columns(number: int) -> list[list[str]]:
    return [line.split() for line in VECTORS[number].strip().splitlines()]


def text_columns(position) -> list[list[str]]:
    return [[str(card) for card in column] for column in position.columns]


@pytest.mark.parametrize("number", sorted(VECTORS))
def test_deal_test_vectors(number):
    start = Game.new(number).start
    assert text_columns(start) == vector_columns(number)
    assert start.cells == (None, None, None, None)
    assert start.foundations == (0, 0, 0, 0)


@pytest.mark.parametrize("number", sorted(VECTORS))
def test_deal_test_vectors_in_board_text(number):
    """The board text of a fresh deal carries the same column lines."""
    lines = Game.new(number).start.to_text().splitlines()
    assert lines[-8:] == [" ".join(column) for column in vector_columns(number)]


@pytest.mark.parametrize("number", [1, 2, 617, 11982, 32000, 1_000_000, MAX_DEAL])
@pytest.mark.parametrize("cells", [1, 2, 3, 4])
def test_deal_layout_7_7_7_7_6_6_6_6(number, cells):
    start = initial_position(Rules(cells=cells), number)
    assert [len(column) for column in start.columns] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert sorted(start.cards()) == sorted(Card.from_index(i) for i in range(52))
    # Removed cells are not there at all.
    assert start.cells == (None,) * cells


@pytest.mark.parametrize("number", sorted(VECTORS))
def test_forecell_deal_6_per_column_last_4_into_cells(number):
    """Same shuffle: the 49th-52nd cards dealt (row 7 of columns 1-4) fill cells a-d."""
    freecell = vector_columns(number)
    start = Game.new(number, Rules(Variant.FORECELL)).start
    assert text_columns(start) == [column[:6] for column in freecell]
    assert [str(card) for card in start.cells] == [freecell[i][6] for i in range(4)]
    assert start.foundations == (0, 0, 0, 0)


def test_forecell_deal_layout_for_other_numbers():
    for number in (2, 32000, MAX_DEAL):
        freecell = Game.new(number).start
        forecell = Game.new(number, Rules(Variant.FORECELL)).start
        assert [len(c) for c in forecell.columns] == [6] * 8
        assert forecell.columns == tuple(c[:6] for c in freecell.columns)
        assert forecell.cells == tuple(freecell.columns[i][6] for i in range(4))


def test_same_number_same_layout():
    assert Game.new(4242).start == Game.new(4242).start
    assert Game.new(4242).start != Game.new(4243).start


@pytest.mark.parametrize("number", [0, -1, MAX_DEAL + 1, 2**32])
def test_deal_number_out_of_range_refused(number):
    with pytest.raises(DealNumberError):
        Game.new(number)


def test_deal_number_range_ends_accepted():
    Game.new(1)
    Game.new(2_147_483_647)


@pytest.mark.parametrize(
    ("text", "number"),
    [("11982", 11982), (" 617 ", 617), ("1,000,000", 1_000_000), ("2147483647", MAX_DEAL)],
)
def test_parse_deal_number(text, number):
    assert parse_deal_number(text) == number


@pytest.mark.parametrize(
    "text",
    ["0", "2147483648", "", "abc", "-3", "1.5", "²", "1e3", "1_000", "+5", "9" * 5000,
     "1," + "0" * 5000, "0" * 5000 + "12345678901"],
)
def test_parse_deal_number_refuses(text):
    with pytest.raises(DealNumberError):
        parse_deal_number(text)


def test_a_deal_number_too_long_to_convert_is_refused_in_a_short_line():
    """Python converts at most 4,300 digits; the length is checked before any conversion."""
    with pytest.raises(DealNumberError) as caught:
        parse_deal_number("9" * 5000)
    message = str(caught.value)
    assert "is out of range (1 to 2,147,483,647)" in message
    assert len(message) < 100
    assert caught.value.key == "deal_range"


def test_leading_zeros_do_not_count_towards_the_length():
    assert parse_deal_number("0" * 5000 + "617") == 617


def test_random_deal_number_in_range_and_repeatable():
    numbers = [random_deal_number(random.Random(seed)) for seed in range(50)]
    assert all(1 <= n <= MAX_DEAL for n in numbers)
    assert numbers == [random_deal_number(random.Random(seed)) for seed in range(50)]
    assert len(set(numbers)) > 40
