"""Immutable positions and fc-solve's board text format, both ways.

A position is three tuples: the columns (deepest card first; as many as the
game has, 8 in FreeCell), the free cells (``None`` for an empty one; as many
as the game has, possibly none) and the top rank of each
foundation, indexed by suit. Being hashable, positions serve as undo snapshots,
solver states and test values alike.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from freecell_qt.engine.cards import ALL_CARDS, Card, Suit, parse_rank, rank_letter
from freecell_qt.engine.errors import BoardError, CardError, FreeCellError
from freecell_qt.engine.rules import Rules

#: FreeCell's column count, the default of a board read without rules.
COLUMNS = 8
#: fc-solve writes foundations in this suit order.
_FOUNDATION_ORDER = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
#: The header lines a board may have, each at most once (lower case -> as written).
_HEADERS = {"foundations": "Foundations:", "freecells": "Freecells:"}


@dataclass(frozen=True, slots=True)
class Position:
    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[int, ...] = (0, 0, 0, 0)

    # -- questions -------------------------------------------------------
    @property
    def is_won(self) -> bool:
        return all(rank == 13 for rank in self.foundations)

    @property
    def free_cell_count(self) -> int:
        return sum(1 for card in self.cells if card is None)

    def empty_column_count(self) -> int:
        return sum(1 for column in self.columns if not column)

    def cards_on_foundations(self) -> int:
        return sum(self.foundations)

    def cards(self) -> Iterator[Card]:
        """Every card not on a foundation."""
        for column in self.columns:
            yield from column
        for card in self.cells:
            if card is not None:
                yield card

    def foundation_top(self, suit: Suit) -> Card | None:
        rank = self.foundations[suit]
        return Card(rank, suit) if rank else None

    def check_fits(self, rules: Rules) -> None:
        """Raise ``FreeCellError`` unless this position has the piles ``rules`` deal.

        A game and a search both start from a position of outside origin (a
        board file, a saved game), so both check it here before trusting it.
        """
        if len(self.cells) != rules.cells:
            raise FreeCellError(
                f"the position has {len(self.cells)} cells but the rules say {rules.cells}"
            )
        if len(self.columns) != rules.columns:
            raise FreeCellError(
                f"the position has {len(self.columns)} columns but the rules say "
                f"{rules.columns}"
            )

    def run_length(self, column: int, rules: Rules) -> int:
        """Cards at the bottom of a column that form a run under ``rules``' build rule."""
        cards = self.columns[column]
        if not cards:
            return 0
        fits = rules.builds_on
        length = 1
        while length < len(cards) and fits(cards[-length], cards[-length - 1]):
            length += 1
        return length

    # -- text ------------------------------------------------------------
    def to_text(self, colon: bool = False) -> str:
        """fc-solve's board format.

        With ``colon`` False a non-empty column line carries no ``:``, so that a
        fresh deal prints exactly the lines of ``make-microsoft-freecell-board``;
        an empty column is always ``:`` alone, as fc-solve reads it.
        """
        founds = " ".join(
            f"{suit.letter}-{rank_letter(self.foundations[suit])}"
            for suit in _FOUNDATION_ORDER
        )
        cells = " ".join("-" if card is None else str(card) for card in self.cells)
        lines = [f"Foundations: {founds}", f"Freecells: {cells}"]
        for column in self.columns:
            body = " ".join(str(card) for card in column)
            if not column:
                lines.append(":")
            else:
                lines.append(f": {body}" if colon else body)
        return "\n".join(lines) + "\n"

    @classmethod
    def from_text(cls, text: str, cells: int = 4, columns: int = COLUMNS) -> Position:
        """Read a board; ``cells`` and ``columns`` are the game's (extra ``-`` are ignored)."""
        return _BoardReader(text, cells, columns).read()


class _BoardReader:
    """Reads fc-solve's board format, naming the line of every problem."""

    def __init__(self, text: str, cells: int, columns: int = COLUMNS) -> None:
        self.text = text
        self.cell_count = cells
        self.column_count = columns
        self.seen: dict[Card, int] = {}

    def _card(self, token: str, line_no: int) -> Card:
        try:
            card = Card.parse(token)
        except CardError:
            raise BoardError(f"line {line_no}: unknown card {token!r}") from None
        self._claim(card, line_no)
        return card

    def _claim(self, card: Card, line_no: int) -> None:
        if card in self.seen:
            raise BoardError(
                f"line {line_no}: card {card} is already on line {self.seen[card]}"
            )
        self.seen[card] = line_no

    def read(self) -> Position:
        columns: list[tuple[Card, ...]] = []
        cells: list[Card | None] = [None] * self.cell_count  # the line is optional
        foundations = [0, 0, 0, 0]
        found_line = 0
        headers: dict[str, int] = {}
        for line_no, raw in enumerate(self.text.splitlines(), start=1):
            line = raw.strip()
            if not line:
                continue
            head = line.split(":", 1)[0].strip().lower() if ":" in line else ""
            if head in _HEADERS:
                # A second line would replace the first and lose its cards.
                if head in headers:
                    raise BoardError(
                        f"line {line_no}: a second {_HEADERS[head]} line "
                        f"(the first is line {headers[head]})"
                    )
                headers[head] = line_no
            if head == "foundations":
                found_line = line_no
                foundations = self._foundations(line.split(":", 1)[1], line_no)
            elif head == "freecells":
                cells = self._cells(line.split(":", 1)[1], line_no)
            else:
                if line.startswith(":"):
                    line = line[1:]
                columns.append(tuple(self._card(t, line_no) for t in line.split()))
        if len(columns) != self.column_count:
            raise BoardError(
                f"a board has {self.column_count} column lines, this one has {len(columns)}"
            )
        for suit, rank in enumerate(foundations):
            for r in range(1, rank + 1):
                self._claim(Card(r, Suit(suit)), found_line)
        missing = [str(card) for card in ALL_CARDS if card not in self.seen]
        if missing:
            raise BoardError(
                f"the board has {52 - len(missing)} cards; missing: {' '.join(missing)}"
            )
        position = Position(tuple(columns), tuple(cells), tuple(foundations))
        # Each card was claimed once as it was read; this counts what the
        # position holds, so that no way of reading can drop one unnoticed.
        held = sum(1 for _ in position.cards()) + position.cards_on_foundations()
        if held != len(ALL_CARDS):
            raise BoardError(f"the board holds {held} cards, not {len(ALL_CARDS)}")
        return position

    def _foundations(self, body: str, line_no: int) -> list[int]:
        ranks = [0, 0, 0, 0]
        given: set[Suit] = set()
        for token in body.split():
            suit_text, _, rank_text = token.partition("-")
            try:
                suit = Suit.from_letter(suit_text)
                ranks[suit] = parse_rank(rank_text)
            except CardError:
                raise BoardError(
                    f"line {line_no}: foundation {token!r} is not like H-A or S-0"
                ) from None
            if suit in given:
                raise BoardError(f"line {line_no}: the {suit.letter} foundation is given twice")
            given.add(suit)
        return ranks

    def _cells(self, body: str, line_no: int) -> list[Card | None]:
        tokens = body.split()
        cards = [None if t == "-" else self._card(t, line_no) for t in tokens]
        held = [card for card in cards if card is not None]
        if len(held) > self.cell_count:
            raise BoardError(
                f"line {line_no}: {len(held)} cards in the free cells, "
                f"but the game has {self.cell_count}"
            )
        # Keep each card in its named cell when it exists; otherwise pack left.
        if len(cards) > self.cell_count:
            cards = list(held)  # copied into the type of cards, list[Card | None]
        return cards + [None] * (self.cell_count - len(cards))

