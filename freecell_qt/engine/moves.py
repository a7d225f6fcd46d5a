"""Moves and their notation (fc-solve's extended standard notation).

``3a`` column 3 to cell a, ``a5`` cell a to column 5, ``1h`` column 1 to the
foundation, ``38`` column 3 onto column 8 (the tail that fits), ``38v3`` three
cards onto the empty column 8 (count in hexadecimal), ``hs4`` the spade
foundation's top card back to column 4.

A ``Move`` says what the player asked for; whether it is legal is decided by
``freecell_qt.engine.play`` against a position and its rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine.cards import Suit
from freecell_qt.engine.errors import InvalidMoveError


class PileKind(Enum):
    COLUMN = "column"
    CELL = "cell"
    FOUNDATION = "foundation"


@dataclass(frozen=True, slots=True)
class Pile:
    """A place on the table. Indexes are 0-based; a foundation's index is its suit.

    A foundation as a destination needs no index (the card picks its suit), so
    it is written ``Pile(FOUNDATION, -1)``; see ``Pile.foundation()``.
    """

    kind: PileKind
    index: int

    @classmethod
    def column(cls, index: int) -> Pile:
        return cls(PileKind.COLUMN, index)

    @classmethod
    def cell(cls, index: int) -> Pile:
        return cls(PileKind.CELL, index)

    @classmethod
    def foundation(cls, suit: Suit | int = -1) -> Pile:
        return cls(PileKind.FOUNDATION, int(suit))

    @property
    def letter(self) -> str:
        """The pile in notation: ``"3"``, ``"a"``, ``"h"``."""
        if self.kind is PileKind.COLUMN:
            return str(self.index + 1)
        if self.kind is PileKind.CELL:
            return "abcd"[self.index] if 0 <= self.index < 4 else "?"
        return "h"

    @classmethod
    def from_letter(cls, letter: str) -> Pile:
        """A pile from its notation letter: ``"3"``, ``"a"``, ``"h"`` (any foundation)."""
        if letter.isdigit() and "1" <= letter <= "8":
            return cls.column(int(letter) - 1)
        if letter == "h":
            return cls.foundation()
        if len(letter) == 1 and letter in "abcd":
            return cls.cell("abcd".index(letter))
        raise InvalidMoveError(f"{letter!r} names no pile")

    def describe(self) -> str:
        if self.kind is PileKind.COLUMN:
            return f"column {self.index + 1}"
        if self.kind is PileKind.CELL:
            return f"cell {self.letter}"
        return "the foundation"


_MOVE_RE = re.compile(
    r"""^(?:
        (?P<src>[1-8a-d])(?P<dst>[1-8a-dh])(?:v(?P<count>[0-9a-f]+))?
      | h(?P<suit>[cdhs])(?P<back>[1-8])
    )$""",
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class Move:
    """One move as notation describes it.

    ``count`` is the number of cards for a column-to-column move; ``None``
    means "the default": the tail that fits an occupied column, one card onto
    an empty column.

    >>> Move.parse("38v3")
    Move(source=Pile(kind=<PileKind.COLUMN: 'column'>, index=2), \
dest=Pile(kind=<PileKind.COLUMN: 'column'>, index=7), count=3)
    >>> str(Move.parse("HS4"))
    'hs4'
    """

    source: Pile
    dest: Pile
    count: int | None = None

    @classmethod
    def parse(cls, text: str) -> Move:
        token = text.strip().lower()
        match = _MOVE_RE.match(token)
        if match is None:
            raise InvalidMoveError(f"{text.strip()!r} is not a move")
        if match["suit"]:
            suit = Suit.from_letter(match["suit"])
            return cls(Pile.foundation(suit), Pile.column(int(match["back"]) - 1))
        source = Pile.from_letter(match["src"])
        dest = Pile.from_letter(match["dst"])
        count = int(match["count"], 16) if match["count"] else None
        if source == dest:
            raise InvalidMoveError(f"{text.strip()!r} moves a pile onto itself")
        if count is not None:
            if source.kind is not PileKind.COLUMN or dest.kind is not PileKind.COLUMN:
                raise InvalidMoveError(
                    f"{text.strip()!r}: a card count only goes with column to column"
                )
            if count < 1:
                raise InvalidMoveError(f"{text.strip()!r}: the card count must be 1 or more")
        return cls(source, dest, count)

    def __str__(self) -> str:
        if self.source.kind is PileKind.FOUNDATION:
            return f"h{Suit(self.source.index).letter.lower()}{self.dest.letter}"
        text = self.source.letter + self.dest.letter
        if self.count is not None and self.count > 1:
            text += f"v{self.count:x}"
        return text


def parse_moves(text: str) -> list[Move]:
    """Read a whitespace-separated list of moves."""
    return [Move.parse(token) for token in text.split()]
