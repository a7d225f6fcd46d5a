"""Moves and their notation (fc-solve's extended standard notation).

``3a`` column 3 to cell a, ``a5`` cell a to column 5, ``1h`` column 1 to the
foundation, ``38`` column 3 onto column 8 (the tail that fits), ``38v3`` three
cards onto the empty column 8 (count in hexadecimal), ``hs4`` the spade
foundation's top card back to column 4. Where the foundations go up by rank
and a card may have a choice of them (Stalactites), ``1h3`` names the third.

Games with more piles than FreeCell extend the letters without touching the
standard ones: columns 10-13 are ``t j q k`` (ten, jack, queen, king), column
14 is ``x`` and free cells 5-8 are ``e f g i`` (``h`` stays the foundation), so
the standard game's notation is still fc-solve's (docs/rules.md, Move notation).
Past the letters, a pile is its number in square brackets: Sarlacc's pile 23 is
``[23]``, so ``[23]a`` sends its card to cell a and ``[23]t`` onto pile 10.

A ``Move`` says what the player asked for; whether it is legal is decided by
``freecell_qt.engine.rules.rules_of_play`` against a position and its rules.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine.cards import Suit
from freecell_qt.engine.errors import InvalidMoveError, quoted

#: Column letters in order: column 1 is ``"1"``, column 13 is ``"k"``, column
#: 14 (Double Seahaven Towers) ``"x"``: no cell's letter, no suit's, not ``v``
#: (the count), nor a reading key (r, l, u) or Pause (p).
COLUMN_LETTERS = "123456789tjqkx"
#: Free cell letters in order; ``h`` names the foundation and ``j`` ``k`` a
#: column, so the ninth cell on is ``i``, ``l``, ``m``, ``n``.
CELL_LETTERS = "abcdefgilmn"


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
        return _made(cls, PileKind.COLUMN, index, _COLUMNS)

    @classmethod
    def cell(cls, index: int) -> Pile:
        return _made(cls, PileKind.CELL, index, _CELLS)

    @classmethod
    def foundation(cls, suit: Suit | int = -1) -> Pile:
        return _made(cls, PileKind.FOUNDATION, int(suit), _FOUNDATIONS)

    @property
    def letter(self) -> str:
        """The pile in notation: ``"3"``, ``"a"``, ``"h"``; a column past the
        letters its number in brackets, ``"[23]"``."""
        if self.kind is PileKind.COLUMN:
            if 0 <= self.index < len(COLUMN_LETTERS):
                return COLUMN_LETTERS[self.index]
            return f"[{self.index + 1}]" if len(COLUMN_LETTERS) <= self.index < MAX_PILES \
                else "?"
        if self.kind is PileKind.CELL:
            return CELL_LETTERS[self.index] if 0 <= self.index < len(CELL_LETTERS) else "?"
        return "h"

    @classmethod
    def from_letter(cls, letter: str) -> Pile:
        """A pile from its notation letter: ``"3"``, ``"a"``, ``"h"`` (any foundation)."""
        if len(letter) == 1 and letter in COLUMN_LETTERS:
            return cls.column(COLUMN_LETTERS.index(letter))
        numbered = _NUMBERED.fullmatch(letter)
        if numbered is not None and 1 <= int(numbered[1]) <= MAX_PILES:
            return cls.column(int(numbered[1]) - 1)
        if letter == "h":
            return cls.foundation()
        if len(letter) == 1 and letter in CELL_LETTERS:
            return cls.cell(CELL_LETTERS.index(letter))
        raise InvalidMoveError(f"{letter!r} names no pile")

    def describe(self) -> str:
        if self.kind is PileKind.COLUMN:
            return f"column {self.index + 1}"  # words count from 1 whatever the letter
        if self.kind is PileKind.CELL:
            return f"cell {self.letter}"
        return "the foundation"


#: The most columns a notation names: Sarlacc's 52 piles.
MAX_PILES = 52
#: A column past the letters: its number in square brackets.
_NUMBERED = re.compile(r"\[([1-9][0-9]?)\]")
_MOVE_RE = re.compile(
    r"""^(?:
        (?P<src>[1-9tjqkxa-gil-n]|\[[1-9][0-9]?\])
        (?P<dst>[1-9tjqkxa-gil-nh]|\[[1-9][0-9]?\])(?:v(?P<count>[0-9a-f]+))?
        (?P<found>[1-4])?
      | h(?P<suit>[cdhs])(?P<copy>[23])?(?P<back>[1-9tjqkx]|\[[1-9][0-9]?\])
    )$""",
    re.VERBOSE,
)


#: The piles made so far of each kind, by index: a pile is a value that
#: never changes, and listing the moves names the same few again and again.
_COLUMNS: dict[int, Pile] = {}
_CELLS: dict[int, Pile] = {}
_FOUNDATIONS: dict[int, Pile] = {}


def _made(cls: type[Pile], kind: PileKind, index: int, made: dict[int, Pile]) -> Pile:
    """The pile of ``kind`` and ``index``, made once (of ``Pile`` itself; of
    a subclass, should there be one, each time)."""
    if cls is not Pile:
        return cls(kind, index)
    pile = made.get(index)
    if pile is None:
        pile = made[index] = Pile(kind, index)
    return pile


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
        token = _fc_solve_tens(text.strip().lower())
        match = _MOVE_RE.match(token)
        if match is None:
            raise InvalidMoveError(f"{quoted(text.strip())} is not a move")
        if match["suit"]:
            suit = Suit.from_letter(match["suit"])
            copy = int(match["copy"] or 1) - 1  # a game of several decks has more than one
            return cls(Pile.foundation(copy * 4 + suit), Pile.from_letter(match["back"]))
        source = Pile.from_letter(match["src"])
        dest = Pile.from_letter(match["dst"])
        if match["found"]:
            if dest.kind is not PileKind.FOUNDATION or match["count"]:
                raise InvalidMoveError(f"{quoted(text.strip())} is not a move")
            dest = Pile.foundation(int(match["found"]) - 1)
        count = int(match["count"], 16) if match["count"] else None
        if source == dest:
            raise InvalidMoveError(f"{quoted(text.strip())} moves a pile onto itself")
        if count is not None:
            if source.kind is not PileKind.COLUMN or dest.kind is not PileKind.COLUMN:
                raise InvalidMoveError(
                    f"{quoted(text.strip())}: a card count only goes with column to column"
                )
            if count < 1:
                raise InvalidMoveError(f"{quoted(text.strip())}: the card count must be 1 or more")
        return cls(source, dest, count)

    def __str__(self) -> str:
        if self.source.kind is PileKind.FOUNDATION:
            copy, suit = divmod(self.source.index, 4)
            second = str(copy + 1) if copy else ""
            return f"h{Suit(suit).letter.lower()}{second}{self.dest.letter}"
        text = self.source.letter + self.dest.letter
        if self.dest.kind is PileKind.FOUNDATION and self.dest.index >= 0:
            text += str(self.dest.index + 1)
        # A whole run going up (Spidercells) is the one move up its column has:
        # its count goes without saying, as the notation of a move up has none.
        if self.count is not None and self.count > 1 and self.dest.kind is PileKind.COLUMN:
            text += f"v{self.count:x}"
        return text


def _fc_solve_tens(token: str) -> str:
    """fc-solve's ``10`` for column 10 (its largest game has 10 columns) read as ``t``.

    ``0`` names no pile, so ``10`` in the piles part of a token can only be column
    10; the count after ``v`` is left alone (``38v10`` is sixteen cards).

    >>> [_fc_solve_tens(token) for token in ("d10", "110", "hs10", "38v10")]
    ['dt', '1t', 'hst', '38v10']
    """
    piles, v, count = token.partition("v")
    if "[" in piles:
        return token  # a numbered pile is ours: its digits stay as they are
    return piles.replace("10", "t") + v + count


def parse_moves(text: str) -> list[Move]:
    """Read a whitespace-separated list of moves."""
    return [Move.parse(token) for token in text.split()]
