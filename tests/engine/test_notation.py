"""docs/rules.md, "Move notation": fc-solve's extended standard notation, both ways."""

from __future__ import annotations

import pytest

from freecell_qt.engine import InvalidMoveError, Move, Pile, Suit, parse_moves

C = Pile.column
CELL = Pile.cell
UP = Pile.foundation()


@pytest.mark.parametrize(
    ("text", "move"),
    [
        ("3a", Move(C(2), CELL(0))),
        ("8d", Move(C(7), CELL(3))),
        ("a5", Move(CELL(0), C(4))),
        ("c1", Move(CELL(2), C(0))),
        ("1h", Move(C(0), UP)),
        ("bh", Move(CELL(1), UP)),
        ("38", Move(C(2), C(7))),
        ("81", Move(C(7), C(0))),
        ("38v3", Move(C(2), C(7), 3)),
        ("12v2", Move(C(0), C(1), 2)),
        ("hs4", Move(Pile.foundation(Suit.SPADES), C(3))),
        ("hh1", Move(Pile.foundation(Suit.HEARTS), C(0))),
        ("hc8", Move(Pile.foundation(Suit.CLUBS), C(7))),
        ("hd2", Move(Pile.foundation(Suit.DIAMONDS), C(1))),
    ],
)
def test_move_notation_both_ways(text, move):
    assert Move.parse(text) == move
    assert str(move) == text


@pytest.mark.parametrize(
    ("text", "count"), [("38va", 10), ("38vA", 10), ("38v10", 16), ("38vd", 13), ("38v9", 9)]
)
def test_move_notation_count_in_hexadecimal(text, count):
    assert Move.parse(text).count == count


@pytest.mark.parametrize(("count", "text"), [(10, "38va"), (11, "38vb"), (16, "38v10")])
def test_move_notation_count_written_in_hexadecimal(count, text):
    assert str(Move(C(2), C(7), count)) == text


def test_move_notation_ignores_case_and_spaces():
    assert Move.parse(" HS4 ") == Move(Pile.foundation(Suit.SPADES), C(3))
    assert Move.parse("3A") == Move(C(2), CELL(0))
    assert Move.parse("38V3\n") == Move(C(2), C(7), 3)


def test_move_notation_one_card_needs_no_v():
    """Without v a move onto an empty column moves one card; v1 says the same."""
    assert Move.parse("38v1").count == 1
    assert str(Move(C(2), C(7), 1)) == "38"


@pytest.mark.parametrize(
    "text",
    [
        "",
        "3",
        "30",
        "33",  # a pile onto itself
        "aa",
        "hh",
        "h3",
        "h5h",
        "hs0",
        "hx4",
        "hsa",  # take-back only goes to a column
        "3av2",  # a count only with column to column
        "a3v2",
        "3hv2",
        "38v0",
        "38v",
        "38vg",
        "38v-1",
        "3a4",
        "38 1",
        "9z",
        "１２",
    ],
)
def test_move_notation_refuses_what_is_not_a_move(text):
    with pytest.raises(InvalidMoveError):
        Move.parse(text)


def test_move_notation_list():
    assert parse_moves(" 3a  a5\n1h\t38v3 hs4 ") == [
        Move(C(2), CELL(0)),
        Move(CELL(0), C(4)),
        Move(C(0), UP),
        Move(C(2), C(7), 3),
        Move(Pile.foundation(Suit.SPADES), C(3)),
    ]
    with pytest.raises(InvalidMoveError):
        parse_moves("3a 9z")
