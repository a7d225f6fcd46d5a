"""Immutable positions and fc-solve's board text format, both ways.

A position is three tuples: the columns (deepest card first; as many as the
game has, 8 in FreeCell), the free cells (``None`` for an empty one; as many
as the game has, possibly none) and the cards on each foundation: four a
deck, foundation ``i`` taking suit ``i % 4`` (so with one deck, indexed by
suit); and the base rank every foundation starts from, the ace but in the
games whose first card dealt sets it (Penguin). From the ace a foundation's
count is its top rank. Being hashable, positions serve as undo snapshots,
solver states and test values alike.

Where the foundations go up by rank whatever the suit (Stalactites), which
cards lie on which foundation cannot be told from the cards in play, so the
position holds the foundations as piles of cards too (``piles``, the first
card dealt first), and ``foundations`` counts each.

With two or three decks the copies of a card are told apart (``Card.deck``)
wherever they lie in play. On the foundations only ranks are kept: which copy
of a card lies on which foundation of its suit follows from the copies in
play (``foundation_cards``), since no rule and no face can tell them apart.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise

from freecell_qt.engine.cards import (
    RANK_NAMES,
    Card,
    Suit,
    pack,
    parse_rank,
    place_from,
    rank_above,
    rank_from,
    rank_letter,
)
from freecell_qt.engine.errors import BoardError, CardError, FreeCellError, cut, quoted
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.engine.rules import Rules

#: FreeCell's column count, the default of a board read without rules.
COLUMNS = 8
#: fc-solve writes foundations in this suit order.
_FOUNDATION_ORDER = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
#: The header lines a board may have, each at most once (lower case -> as written).
_HEADERS = {"foundations": "Foundations:", "freecells": "Freecells:", "base": "Base:"}


def _is_piles(body: str) -> bool:
    """Whether a Foundations line lists piles of cards (``5D-6S``) rather than
    fc-solve's suits and top ranks (``H-5``): a pile's first part is a card."""
    first = body.split()[:1]
    return bool(first) and len(first[0].split("-")[0]) > 1


def foundation_suit(index: int) -> Suit:
    """The suit foundation ``index`` takes: four foundations a deck, in suit order."""
    return Suit(index % 4)


def foundation_room(colours: bool) -> int:
    """The cards a foundation holds when full: 13, or 26 twice round where the
    foundations alternate in colour (Clink)."""
    return 26 if colours else 13


@dataclass(frozen=True, slots=True)
class Position:
    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[int, ...] = (0, 0, 0, 0)
    #: The rank every foundation starts from; ranks then go round (K, A, 2 ...).
    base: int = 1
    #: The cards of each foundation where they go up by rank (Stalactites), else ().
    piles: tuple[tuple[Card, ...], ...] = ()
    #: Whether those piles also alternate in colour, 26 cards each (Clink).
    colours: bool = False

    # -- questions -------------------------------------------------------
    @property
    def is_won(self) -> bool:
        room = self.foundation_room
        return all(count == room for count in self.foundations)

    @property
    def foundation_room(self) -> int:
        return foundation_room(self.colours)

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

    @property
    def decks(self) -> int:
        return len(self.foundations) // (2 if self.colours else 4)

    def place(self, rank: int) -> int:
        """Where a rank comes on a foundation, 1 to 13: the rank itself from the ace,
        1 for the base card and 13 for the rank below it otherwise."""
        return place_from(self.base, rank)

    def rank_at(self, place: int) -> int:
        """The rank that comes ``place``-th on a foundation (``place`` 1 to 13)."""
        return rank_from(self.base, place)

    def foundation_takes(self, index: int, card: Card) -> bool:
        """Whether foundation ``index`` takes ``card`` now."""
        if self.piles:
            pile = self.piles[index]
            return (0 < len(pile) < self.foundation_room and rank_above(pile[-1].rank) == card.rank
                    and not (self.colours and pile[-1].is_red == card.is_red))
        return index % 4 == card.suit and self.foundations[index] + 1 == self.place(card.rank)

    def foundation_for(self, card: Card) -> int | None:
        """The foundation ``card`` may go up to now (the first that takes it), or None."""
        if self.piles:
            return next((index for index in range(len(self.piles))
                         if self.foundation_takes(index, card)), None)
        place = self.place(card.rank)
        for index in range(card.suit, len(self.foundations), 4):
            if self.foundations[index] + 1 == place:
                return index
        return None

    def foundation_top(self, index: int) -> Card | None:
        """The top card of foundation ``index`` (with one deck, the suit's number)."""
        count = self.foundations[index]
        if not count:
            return None
        if self.piles:
            return self.piles[index][-1]
        if len(self.foundations) == 4:
            return Card(self.rank_at(count), Suit(index))
        return self.foundation_cards()[index][-1]

    def foundation_cards(self) -> tuple[tuple[Card, ...], ...]:
        """The cards on each foundation, the base card first.

        With several decks, the copies of each card that are not in play lie
        on the foundations of its suit that have reached its rank: the lowest
        deck on the first such foundation, and so on. Any such share is true
        to the game, as the copies cannot be told apart there; this one is
        the same wherever it is worked out.
        """
        if self.piles:
            return self.piles
        if len(self.foundations) == 4:
            return tuple(tuple(Card(self.rank_at(p), Suit(i)) for p in range(1, top + 1))
                         for i, top in enumerate(self.foundations))
        in_play = set(self.cards())
        piles: list[list[Card]] = [[] for _ in self.foundations]
        for suit in Suit:
            indexes = range(suit, len(self.foundations), 4)
            for place in range(1, 14):
                rank = self.rank_at(place)
                up = (Card(rank, suit, deck) for deck in range(self.decks))
                copies = [card for card in up if card not in in_play]
                for index in indexes:
                    if self.foundations[index] >= place and copies:
                        piles[index].append(copies.pop(0))
        return tuple(tuple(pile) for pile in piles)

    def check_fits(self, rules: Rules) -> None:
        """Raise ``FreeCellError`` unless this position has the piles ``rules`` deal.

        A game and a search both start from a position of outside origin (a
        board file, a saved game), so both check it here before trusting it.
        """
        if len(self.cells) != rules.cells:
            raise FreeCellError(
                f"the position has {len(self.cells)} cells but the rules say {rules.cells}",
                key="board_cells_count", count=len(self.cells), wanted=rules.cells)
        if len(self.columns) != rules.columns:
            raise FreeCellError(
                f"the position has {len(self.columns)} columns but the rules say "
                f"{rules.columns}",
                key="board_columns_count", count=len(self.columns), wanted=rules.columns)
        if len(self.foundations) != rules.foundation_count:
            raise FreeCellError(
                f"the position has {len(self.foundations)} foundations but the rules say "
                f"{rules.foundation_count}",
                key="board_foundations_count", count=len(self.foundations),
                wanted=rules.foundation_count)
        if bool(self.piles) != rules.by_rank or self.colours != rules.by_colour:
            if rules.by_rank:
                raise FreeCellError(
                    f"in {rules.title} each foundation starts with a card of its own; the "
                    "position gives none",
                    key="board_foundations_by_rank", title=rules.title, rules=rules)
            raise FreeCellError(
                f"the position's foundations hold cards of any suit, but in {rules.title} "
                "each takes one suit",
                key="board_foundations_by_suit", title=rules.title, rules=rules)
        for index, card in enumerate(self.cells):
            if card is not None and not rules.cell_takes(index, card):
                raise FreeCellError(
                    f"free cell {CELL_LETTERS[index]} holds only "
                    f"{foundation_suit(index).english_name}, not the {card.describe()}",
                    key="board_cell_suit", cell=CELL_LETTERS[index], index=index,
                    suit=foundation_suit(index), card=card)
        if self.base != 1 and not rules.wraps:
            raise FreeCellError(
                f"the foundations start from the {RANK_NAMES[self.base]}, but in "
                f"{rules.title} they start from the ace",
                key="board_base_not_ace", base=self.base, title=rules.title, rules=rules)

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
            f"{suit.letter}-{self._top_letter(self.foundations[deck * 4 + suit])}"
            for deck in range(self.decks) for suit in _FOUNDATION_ORDER
        ) if not self.piles else " ".join("-".join(str(card) for card in pile)
                                         for pile in self.piles)
        cells = " ".join("-" if card is None else str(card) for card in self.cells)
        lines = [f"Foundations: {founds}", f"Freecells: {cells}"]
        if self.base != 1:
            lines.insert(0, f"Base: {rank_letter(self.base)}")
        for column in self.columns:
            body = " ".join(str(card) for card in column)
            if not column:
                lines.append(":")
            else:
                lines.append(f": {body}" if colon else body)
        return "\n".join(lines) + "\n"

    def _top_letter(self, count: int) -> str:
        return rank_letter(self.rank_at(count) if count else 0)

    @classmethod
    def from_text(cls, text: str, cells: int = 4, columns: int = COLUMNS,
                  decks: int = 1) -> Position:
        """Read a board; ``cells``, ``columns`` and ``decks`` are the game's (extra
        ``-`` are ignored). With several decks, the copies of a card are
        numbered in the order the board names them. A ``Base:`` line names the
        rank the foundations start from, when it is not the ace; the
        foundations then give their top cards as always. Foundations by rank
        (Stalactites) are written as their cards joined by ``-``, the first
        card first: ``Foundations: 5D-6S 8S QH-KH-AC 3C``; two such piles a deck
        are foundations in alternate colours (Clink): ``Foundations: AC-2H AH``."""
        return _BoardReader(text, cells, columns, decks).read()


class _BoardReader:
    """Reads fc-solve's board format, naming the line of every problem."""

    def __init__(self, text: str, cells: int, columns: int = COLUMNS, decks: int = 1) -> None:
        self.text = text
        self.cell_count = cells
        self.column_count = columns
        self.decks = decks
        #: Whether the foundations read are piles in alternate colours (Clink).
        self.colours = False
        self.seen: dict[Card, int] = {}

    def _card(self, token: str, line_no: int) -> Card:
        try:
            card = Card.parse(token)
        except CardError:
            raise BoardError(f"line {line_no}: unknown card {quoted(token)}",
                             key="board_unknown_card", line=line_no, token=cut(token)) from None
        return self._claim(card, line_no)

    def _claim(self, card: Card, line_no: int) -> Card:
        """The first copy of ``card`` not yet on the board, now claimed."""
        copies = [Card(card.rank, card.suit, deck) for deck in range(self.decks)]
        free = next((copy for copy in copies if copy not in self.seen), None)
        if free is None:
            lines = sorted({self.seen[copy] for copy in copies})
            where = (f"line {lines[0]}" if len(lines) == 1
                     else "lines " + ", ".join(str(n) for n in lines))
            times = "" if self.decks == 1 else f" {self.decks} times"
            raise BoardError(f"line {line_no}: card {card} is already{times} on {where}",
                             key="board_card_again", line=line_no, card=card,
                             lines=tuple(lines), decks=self.decks)
        self.seen[free] = line_no
        return free

    def read(self) -> Position:
        columns: list[tuple[Card, ...]] = []
        cells: list[Card | None] = [None] * self.cell_count  # the line is optional
        tops = [0] * (4 * self.decks)
        piles: list[tuple[Card, ...]] = []
        base = 1
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
                        f"(the first is line {headers[head]})",
                        key="board_second_header", line=line_no, header=_HEADERS[head],
                        first=headers[head])
                headers[head] = line_no
            if head == "foundations":
                found_line = line_no
                body = line.split(":", 1)[1]
                if _is_piles(body):
                    piles = self._piles(body, line_no)
                else:
                    tops = self._foundations(body, line_no)
            elif head == "base":
                base = self._base(line.split(":", 1)[1], line_no)
            elif head == "freecells":
                cells = self._cells(line.split(":", 1)[1], line_no)
            else:
                if line.startswith(":"):
                    line = line[1:]
                columns.append(tuple(self._card(t, line_no) for t in line.split()))
        if len(columns) != self.column_count:
            raise BoardError(
                f"a board has {self.column_count} column lines, this one has {len(columns)}",
                key="board_column_lines", wanted=self.column_count, count=len(columns))
        # A foundation's top card says how many lie on it, counted from the base.
        foundations = [place_from(base, top) if top else 0 for top in tops]
        if piles:
            foundations = []  # the piles' cards were claimed as they were read
        for index, count in enumerate(foundations):
            for place in range(1, count + 1):
                self._claim(Card(rank_from(base, place), foundation_suit(index)), found_line)
        everything = pack(self.decks)
        missing = tuple(card for card in everything if card not in self.seen)
        if missing:
            raise BoardError(
                f"the board has {len(everything) - len(missing)} cards; "
                f"missing: {' '.join(str(card) for card in missing)}",
                key="board_missing_cards", count=len(everything) - len(missing),
                missing=missing)
        if piles:
            foundations = [len(pile) for pile in piles]
        position = Position(tuple(columns), tuple(cells), tuple(foundations), base,
                            tuple(piles), self.colours)
        # Each card was claimed once as it was read; this counts what the
        # position holds, so that no way of reading can drop one unnoticed.
        held = sum(1 for _ in position.cards()) + position.cards_on_foundations()
        if held != len(everything):
            raise BoardError(f"the board holds {held} cards, not {len(everything)}",
                             key="board_held_count", count=held, wanted=len(everything))
        return position

    def _foundations(self, body: str, line_no: int) -> list[int]:
        """Four ranks a deck; a suit named again is its next foundation."""
        ranks = [0] * (4 * self.decks)
        given = {suit: 0 for suit in Suit}
        for token in body.split():
            suit_text, _, rank_text = token.partition("-")
            try:
                suit = Suit.from_letter(suit_text)
                rank = parse_rank(rank_text)
            except CardError:
                raise BoardError(
                    f"line {line_no}: foundation {quoted(token)} is not like H-A or S-0",
                    key="board_foundation_token", line=line_no, token=cut(token)) from None
            if given[suit] == self.decks:
                times = "twice" if self.decks == 1 else f"{self.decks + 1} times"
                raise BoardError(f"line {line_no}: the {suit.letter} foundation is given {times}",
                                 key="board_foundation_twice", line=line_no, suit=suit,
                                 decks=self.decks)
            ranks[given[suit] * 4 + suit] = rank
            given[suit] += 1
        return ranks

    def _piles(self, body: str, line_no: int) -> list[tuple[Card, ...]]:
        """Foundations by rank: four piles a deck, each going up by one rank from
        its first card; or two a deck in alternate colours, 26 cards at most (Clink)."""
        tokens = body.split()
        self.colours = len(tokens) == 2 * self.decks
        if not self.colours and len(tokens) != 4 * self.decks:
            raise BoardError(f"line {line_no}: {len(tokens)} foundations, not {4 * self.decks} "
                             f"(or {2 * self.decks} in alternate colours)",
                             key="board_foundation_piles", line=line_no, count=len(tokens),
                             wanted=4 * self.decks, colours=2 * self.decks)
        room = foundation_room(self.colours)
        piles: list[tuple[Card, ...]] = []
        for token in tokens:
            pile = tuple(self._card(part, line_no) for part in token.split("-"))
            if self.colours and pile[0].rank != 1:
                raise BoardError(f"line {line_no}: a foundation in alternate colours starts "
                                 f"with an ace, not {pile[0]}",
                                 key="board_colours_ace", line=line_no, card=pile[0])
            for below, card in pairwise(pile):
                if card.rank != rank_above(below.rank):
                    raise BoardError(f"line {line_no}: on a foundation {card} cannot follow "
                                     f"{below}: each card is one rank above the one below",
                                     key="board_follow_rank", line=line_no, card=card,
                                     below=below)
                if self.colours and card.is_red == below.is_red:
                    raise BoardError(f"line {line_no}: on a foundation {card} cannot follow "
                                     f"{below}: the colours alternate",
                                     key="board_follow_colours", line=line_no, card=card,
                                     below=below)
            if len(pile) > room:
                raise BoardError(f"line {line_no}: a foundation holds {room} cards at most",
                                 key="board_foundation_size", line=line_no, room=room,
                                 count=len(pile))
            piles.append(pile)
        return piles

    def _base(self, body: str, line_no: int) -> int:
        try:
            rank = parse_rank(body.strip())
        except CardError:
            rank = 0
        if not rank:
            raise BoardError(f"line {line_no}: the base {body.strip()[:8]!r} is not a rank "
                             "like 5 or Q", key="board_base", line=line_no,
                             text=body.strip()[:8])
        return rank

    def _cells(self, body: str, line_no: int) -> list[Card | None]:
        tokens = body.split()
        cards = [None if t == "-" else self._card(t, line_no) for t in tokens]
        held = [card for card in cards if card is not None]
        if len(held) > self.cell_count:
            raise BoardError(
                f"line {line_no}: {len(held)} cards in the free cells, "
                f"but the game has {self.cell_count}",
                key="board_cells_over", line=line_no, count=len(held), cells=self.cell_count)
        # Keep each card in its named cell when it exists; otherwise pack left.
        if len(cards) > self.cell_count:
            cards = list(held)  # copied into the type of cards, list[Card | None]
        return cards + [None] * (self.cell_count - len(cards))

