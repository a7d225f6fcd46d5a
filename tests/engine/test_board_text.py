"""docs/rules.md, "Board text format": fc-solve's board text, read and written."""

from __future__ import annotations

import pytest

from freecell_qt.engine import BoardError, Card, Game, Position, Preset, Rules, Suit
from tests.boards import RULES_EXAMPLE

EXAMPLE = RULES_EXAMPLE


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def test_board_text_reads_the_rules_example():
    position = Position.from_text(EXAMPLE)
    assert position.columns[0] == cards("KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H")
    assert position.columns[1] == cards("QD")
    assert position.columns[7] == ()
    assert position.cells == (None, None, None, None)
    assert position.counts[Suit.HEARTS] == 1
    assert position.counts[Suit.CLUBS] == 13
    assert position.counts[Suit.DIAMONDS] == 11
    assert position.counts[Suit.SPADES] == 2


def test_board_text_colon_is_optional_and_empty_column_is_colon_alone():
    with_colons = Game.new(5).start.to_text(colon=True)
    without = Game.new(5).start.to_text(colon=False)
    assert all(line.startswith(": ") for line in with_colons.splitlines()[2:])
    assert not any(line.startswith(":") for line in without.splitlines()[2:])
    assert Position.from_text(with_colons) == Position.from_text(without) == Game.new(5).start


def test_board_text_column_lines_alone_are_a_board():
    """make-microsoft-freecell-board prints only the 8 column lines."""
    start = Game.new(1).start
    lines = start.to_text().splitlines()[2:]
    assert len(lines) == 8
    assert Position.from_text("\n".join(lines)) == start
    two = Position.from_text("\n".join(lines), cells=2)
    assert two.cells == (None, None)


def test_board_text_freecells_line():
    text = """\
Freecells: 8H - - 5C
JD KD 2S 4C 3S 6D 6S
2D KC KS TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
"""
    position = Position.from_text(text)
    assert position.cells == (Card.parse("8H"), None, None, Card.parse("5C"))
    assert [len(c) for c in position.columns] == [7, 6, 7, 7, 5, 6, 6, 6]
    assert position.counts == (0, 0, 0, 0)
    assert position.to_text().splitlines()[1] == "Freecells: 8H - - 5C"


def test_board_text_foundations_line_counts_the_cards_below_the_top():
    # Everything up but the kings: 48 cards in a single line.
    text = "Foundations: H-Q C-Q D-Q S-Q\nFreecells: KH - KD -\n: KS\n: KC\n" + ":\n" * 6
    position = Position.from_text(text)
    assert position.cards_on_foundations() == 48
    assert sorted(str(c) for c in position.cards()) == ["KC", "KD", "KH", "KS"]
    assert position.cells == (Card.parse("KH"), None, Card.parse("KD"), None)


def test_board_text_10_is_read_as_T():
    text = EXAMPLE.replace("TH", "10H").replace("TS QS", "10s QS")
    assert Position.from_text(text) == Position.from_text(EXAMPLE)


def test_board_text_is_case_insensitive_for_cards():
    assert Position.from_text(EXAMPLE.lower().replace("foundations", "Foundations")) == (
        Position.from_text(EXAMPLE)
    )


def test_board_text_written():
    game = Game.new(1, Rules(cells=2), automove=False)
    game.play("5a")
    game.play("4b")
    text = game.position.to_text(colon=True)
    lines = text.splitlines()
    assert lines[0] == "Foundations: H-0 C-0 D-0 S-0"
    assert lines[1] == "Freecells: 6C 6H"
    assert lines[2] == ": JD KD 2S 4C 3S 6D 6S"
    assert lines[5] == ": JC 5S QD QH TH QS"
    assert lines[6] == ": 5D AD JS 4H 8H"
    assert len(lines) == 10
    assert Position.from_text(text, cells=2) == game.position


def test_board_text_written_empty_column_and_foundations():
    position = Position.from_text(EXAMPLE)
    lines = position.to_text().splitlines()
    assert lines[0].split() == ["Foundations:", "H-A", "C-K", "D-J", "S-2"]
    assert lines[1].split() == ["Freecells:", "-", "-", "-", "-"]
    assert lines[-1] == ":"
    assert Position.from_text(position.to_text()) == position


def test_board_text_forecell_deal_has_its_cells():
    start = Game.new(1, Rules(Preset.FORECELL)).start
    assert start.to_text().splitlines()[1] == "Freecells: 6S 9C 2H 6H"


def line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(needle)


def test_board_text_error_a_card_twice_names_line_and_card():
    text = EXAMPLE.replace(": TS QS", ": TS QS 7H")
    with pytest.raises(BoardError) as caught:
        Position.from_text(text)
    message = str(caught.value)
    assert "7H" in message
    assert f"line {line_of(text, 'TS QS 7H')}" in message


def test_board_text_error_a_card_twice_in_cells_and_foundations():
    text = EXAMPLE.replace("Freecells:", "Freecells: KC")
    with pytest.raises(BoardError, match="KC") as caught:
        Position.from_text(text)
    assert "line" in str(caught.value)


def test_board_text_error_51_cards_names_the_missing_card():
    text = EXAMPLE.replace(": TS QS", ": TS")
    with pytest.raises(BoardError, match="QS") as caught:
        Position.from_text(text)
    assert "51" in str(caught.value)


@pytest.mark.parametrize("bad", ["ZZ", "1S", "QX", "11H", "0D", "Q", "KSS"])
def test_board_text_error_unknown_card_names_line_and_card(bad):
    text = EXAMPLE.replace(": TS QS", f": TS QS {bad}")
    with pytest.raises(BoardError) as caught:
        Position.from_text(text)
    message = str(caught.value)
    assert bad in message
    assert f"line {line_of(text, f'TS QS {bad}')}" in message


@pytest.mark.parametrize(
    "change",
    [
        lambda t: t.replace(":\n", "", 1) if t.endswith(":\n") else t,  # 7 column lines
        lambda t: t + ":\n",  # 9 column lines
        lambda t: t.replace("H-A C-K", "H-A C-X"),  # foundation rank
        lambda t: t.replace("H-A C-K", "H-A X-K"),  # foundation suit
    ],
)
def test_board_text_error_other_malformed_boards(change):
    text = change(EXAMPLE)
    assert text != EXAMPLE
    with pytest.raises(BoardError):
        Position.from_text(text)


def test_board_text_error_more_cards_than_cells():
    text = """\
Foundations: H-A C-K D-J S-2
Freecells: KD 4S 6S
: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H
: QD
: 3H 5H 7H
: 9H JH KH
: 8S
: TS QS
:
:
"""
    assert Position.from_text(text).cells == (*cards("KD 4S 6S"), None)
    with pytest.raises(BoardError, match="line 2"):
        Position.from_text(text, cells=2)


def test_board_text_a_second_freecells_line_is_refused():
    """The second line would replace the first, and the cards of the first be lost."""
    text = EXAMPLE.replace("Freecells:", "Freecells: KD -").replace(": KD\n", ":\n")
    Position.from_text(text)  # one Freecells line holding KD: a good board
    twice = text + "Freecells: - -\n"
    with pytest.raises(BoardError) as caught:
        Position.from_text(twice)
    assert str(caught.value) == (
        f"line {len(twice.splitlines())}: a second Freecells: line (the first is line 2)"
    )


def test_board_text_a_second_foundations_line_is_refused():
    text = EXAMPLE + "foundations: H-A C-K D-J S-2\n"
    with pytest.raises(BoardError, match="second Foundations: line"):
        Position.from_text(text)


def test_board_text_a_suit_given_twice_on_the_foundations_line_is_refused():
    """``H-3 ... H-A``: the second would replace the first, and 2H and 3H be lost."""
    text = EXAMPLE.replace("H-A C-K D-J S-2", "H-3 C-K D-J S-2 H-A")
    with pytest.raises(BoardError, match="line 1: the H foundation is given twice"):
        Position.from_text(text)


def test_board_text_counts_the_cards_of_the_position_it_built(monkeypatch):
    """Whatever a reader step loses, the count of the finished position catches it."""
    from freecell_qt.engine import position as module

    text = EXAMPLE.replace("Freecells:", "Freecells: KD -").replace(": KD\n", ":\n")

    def cells_losing_their_cards(self, body, line_no):  # reads KD, then keeps nothing
        self._claim(Card.parse("KD"), line_no)
        return [None] * self.cell_count

    monkeypatch.setattr(module._BoardReader, "_cells", cells_losing_their_cards)
    with pytest.raises(BoardError, match="the board holds 51 cards, not 52"):
        Position.from_text(text)
