"""docs/rules.md, "Variants" and "Deals and deal numbers"."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import (
    MAX_DEAL,
    Card,
    DealNumberError,
    Game,
    Preset,
    Rules,
    initial_position,
    parse_deal_number,
    random_deal_number,
)
from freecell_qt.engine.deals import GROUP_MARKS

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
    assert start.counts == (0, 0, 0, 0)


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
    start = Game.new(number, Rules(Preset.FORECELL)).start
    assert text_columns(start) == [column[:6] for column in freecell]
    assert [str(card) for card in start.cells] == [freecell[i][6] for i in range(4)]
    assert start.counts == (0, 0, 0, 0)


def test_forecell_deal_layout_for_other_numbers():
    for number in (2, 32000, MAX_DEAL):
        freecell = Game.new(number).start
        forecell = Game.new(number, Rules(Preset.FORECELL)).start
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
    assert "is out of range: deals go from 1 to 2,147,483,647" in message
    assert len(message) < 100
    assert caught.value.key == "deal_range"


def test_leading_zeros_do_not_count_towards_the_length():
    assert parse_deal_number("0" * 5000 + "617") == 617


def test_random_deal_number_in_range_and_repeatable():
    numbers = [random_deal_number(random.Random(seed)) for seed in range(50)]
    assert all(1 <= n <= MAX_DEAL for n in numbers)
    assert numbers == [random_deal_number(random.Random(seed)) for seed in range(50)]
    assert len(set(numbers)) > 40


# -- the one rule for a typed deal number (docs/rules.md, "Deals and deal numbers") -----

deal_numbers = st.integers(1, MAX_DEAL)


def grouped(number: int, mark: str) -> str:
    return f"{number:,}".replace(",", mark)


@settings(max_examples=300, deadline=None)
@given(deal_numbers, st.sampled_from(GROUP_MARKS), st.integers(0, 3))
def test_property_a_deal_reads_back_plain_grouped_or_with_leading_zeros(number, mark, zeros):
    assert parse_deal_number(str(number)) == number
    assert parse_deal_number("0" * zeros + str(number)) == number
    assert parse_deal_number(grouped(number, mark)) == number
    assert parse_deal_number(f" {grouped(number, mark)} ") == number


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text("0123456789", min_size=1, max_size=4), min_size=2, max_size=5),
       st.sampled_from(GROUP_MARKS))
def test_property_digits_grouped_otherwise_than_in_threes_are_refused(groups, mark):
    """``1,2`` is not 12: a grouping is read only when every group after the first has
    three digits and the first at most three."""
    text = mark.join(groups)
    in_threes = len(groups[0]) <= 3 and all(len(group) == 3 for group in groups[1:])
    if in_threes and int("".join(groups)) and int("".join(groups)) <= MAX_DEAL:
        assert parse_deal_number(text) == int("".join(groups))
    else:
        with pytest.raises(DealNumberError):
            parse_deal_number(text)


@settings(max_examples=200, deadline=None)
@given(deal_numbers, st.data())
def test_property_a_digit_from_outside_ascii_is_refused(number, data):
    """``str.isdigit`` takes ``٣``, ``３`` and ``²``; a deal number takes 0 to 9 only.
    (Other numerals, such as ``½``, are no digits at all and refused as well.)"""
    text = str(number)
    at = data.draw(st.integers(0, len(text) - 1))
    other = data.draw(st.characters(min_codepoint=128, categories=("Nd", "No")))
    with pytest.raises(DealNumberError) as caught:
        parse_deal_number(text[:at] + other + text[at + 1 :])
    assert caught.value.key == "not_a_deal"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("1,2", "'1,2' is not a deal number (digits are grouped in threes, like 1,000)"),
        ("1,0,0,0", "'1,0,0,0' is not a deal number (digits are grouped in threes, like 1,000)"),
        ("١٠", "'١٠' is not a deal number (write it with the digits 0 to 9)"),
        ("12.5", "'12.5' is not a deal number (a whole number from 1 to 2,147,483,647)"),
        ("0", "deal 0 is out of range: deals go from 1 to 2,147,483,647"),
        ("1,000,000,000,000",
         "deal 1,000,000,000,000 is out of range: deals go from 1 to 2,147,483,647"),
    ],
)
def test_each_refusal_says_what_the_rule_wants(text, says):
    with pytest.raises(DealNumberError) as caught:
        parse_deal_number(text)
    assert str(caught.value) == says
