"""Immutable positions and fc-solve's board text format, both ways.

A position is three tuples: the columns (deepest card first; as many as the
game has, 8 in FreeCell), the free cells (``None`` for an empty one; as many
as the game has, possibly none) and the foundations, each the pile of cards
it holds, the first card first; and the base rank every foundation by suit
starts from, the ace but in the games whose first card dealt sets it
(Penguin). What a foundation takes is the game's (``Rules.foundation_rule``):
by suit, four a deck, foundation ``i`` taking suit ``i % 4``; by rank
(Stalactites); in alternate colours (Clink). Being hashable, positions serve
as undo snapshots, solver states and test values alike.

With two or three decks the copies of a card are told apart (``Card.deck``)
wherever they lie. On the foundations no rule and no face can tell them
apart, so there the copies are always shared out the same way, whichever
went up first: the lowest deck to the first place that holds the card, in
the order of the foundations and then of their places (``share_copies``,
which every move up and every board read keeps). Two positions reached by
different orders of play are then equal.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from freecell_qt.engine.cards import (
    RANK_NAMES,
    Card,
    Suit,
    pack,
    parse_rank,
    place_from,
    rank_from,
    rank_letter,
)
from freecell_qt.engine.errors import BoardError, CardError, FreeCellError, cut, quoted
from freecell_qt.engine.moves import CELL_LETTERS
from freecell_qt.engine.rules import FoundationBuild, Rules
from freecell_qt.engine.rules.foundations import RULES, Fault, FoundationRule

#: FreeCell's column count, the default of a board read without rules.
COLUMNS = 8
#: fc-solve writes foundations in this suit order.
_FOUNDATION_ORDER = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
#: The header lines a board may have, each at most once (lower case -> as written).
_HEADERS = {"foundations": "Foundations:", "freecells": "Freecells:", "base": "Base:"}
#: Four empty foundations: a position of FreeCell before any card goes up.
_EMPTY = ((), (), (), ())

Pile = tuple[Card, ...]


def _is_piles(body: str) -> bool:
    """Whether a Foundations line lists piles of cards (``5D-6S``, ``-`` for an
    empty one) rather than fc-solve's suits and top ranks (``H-5``)."""
    return any(token == "-" or len(token.split("-")[0]) > 1 for token in body.split())


def foundation_suit(index: int) -> Suit:
    """The suit foundation ``index`` takes where they go by suit: four a deck, in suit order."""
    return Suit(index % 4)


def suit_piles(counts: tuple[int, ...], base: int = 1) -> tuple[Pile, ...]:
    """Foundations by suit from their counts, as fc-solve's boards give them:
    foundation ``i`` holds the first ``counts[i]`` cards of suit ``i % 4`` from
    ``base``.

    >>> [" ".join(str(card) for card in pile) for pile in suit_piles((2, 0, 0, 1))]
    ['AC 2C', '', '', 'AS']
    """
    return tuple(tuple(Card(rank_from(base, place), Suit(index % 4))
                       for place in range(1, count + 1))
                 for index, count in enumerate(counts))


def share_copies(foundations: tuple[Pile, ...]) -> tuple[Pile, ...]:
    """The foundations with the copies of each card shared out the one way:
    the copies of a card that are up, lowest deck first, in the order of the
    foundations and then of their places. Which copies are up follows from
    those in play, so two positions with the same cards in play get the same
    foundations whatever order the copies went up in. With one deck there is
    nothing to share.
    """
    decks: dict[tuple[int, int], list[int]] = {}
    for pile in foundations:
        for card in pile:
            decks.setdefault((card.rank, card.suit), []).append(card.deck)
    if all(len(copies) == 1 for copies in decks.values()):
        return foundations
    for copies in decks.values():
        copies.sort(reverse=True)  # the lowest deck last, for pop()
    return tuple(tuple(Card(card.rank, card.suit, decks[(card.rank, card.suit)].pop())
                       for card in pile) for pile in foundations)


def share_copy(foundations: tuple[Pile, ...], card: Card, decks: int) -> tuple[Pile, ...]:
    """``share_copies`` for the copies of one card (the one a move just sent
    up), quicker than for every card: only that card's copies can be out of
    the one order."""
    slots: list[tuple[int, int, int]] = []
    for deck in range(decks):
        copy = Card(card.rank, card.suit, deck)
        for index, pile in enumerate(foundations):
            if copy in pile:
                slots.append((index, pile.index(copy), deck))
    slots.sort()
    held = [deck for _index, _place, deck in slots]
    if held == sorted(held):
        return foundations
    piles = list(foundations)
    for (index, place, _deck), deck in zip(slots, sorted(held), strict=True):
        cards = list(piles[index])
        cards[place] = Card(card.rank, card.suit, deck)
        piles[index] = tuple(cards)
    return tuple(piles)


def _suit_shaped(foundations: tuple[Pile, ...], base: int) -> bool:
    """Whether fc-solve's suit and top rank say all of these foundations: four
    a deck, each of its own suit from the base, in order."""
    return len(foundations) % 4 == 0 and all(
        len(pile) <= 13 and all(card.suit == index % 4 and place_from(base, card.rank) == place
                                for place, card in enumerate(pile, start=1))
        for index, pile in enumerate(foundations))


@dataclass(frozen=True, slots=True)
class Position:
    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    #: The cards of each foundation, the first card first.
    foundations: tuple[Pile, ...] = _EMPTY
    #: The rank every foundation by suit starts from; ranks then go round (K, A, 2 ...).
    base: int = 1
    #: How many cards at the foot of each column lie face down (Opera), 0 for
    #: every column in the games that deal none; left out, none. A face-down
    #: card never lies at the top of a column: the move that exposes it turns
    #: it up (``rules_of_play.apply``), so only runs can reach them.
    down: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if len(self.down) != len(self.columns):
            if self.down:
                raise FreeCellError(f"{len(self.down)} face-down counts for "
                                    f"{len(self.columns)} columns")
            object.__setattr__(self, "down", (0,) * len(self.columns))

    @classmethod
    def counted(cls, columns: tuple[tuple[Card, ...], ...], cells: tuple[Card | None, ...],
                counts: tuple[int, ...] = (0, 0, 0, 0), base: int = 1) -> Position:
        """A position whose foundations go by suit, given as counts (``suit_piles``),
        as fc-solve's boards give them; with several decks the copies up are
        those not in play, shared out as ``share_copies`` does."""
        piles = suit_piles(counts, base)
        in_play = {card for column in columns for card in column}
        in_play.update(card for card in cells if card is not None)
        if not any(card.deck for card in in_play) and sum(counts) + len(in_play) <= 52:
            return cls(columns, cells, piles, base)
        taken: dict[tuple[int, int], int] = {}
        shared: list[Pile] = []
        for pile in piles:
            cards: list[Card] = []
            for card in pile:
                deck = taken.get((card.rank, card.suit), 0)
                while Card(card.rank, card.suit, deck) in in_play:
                    deck += 1
                taken[(card.rank, card.suit)] = deck + 1
                cards.append(Card(card.rank, card.suit, deck))
            shared.append(tuple(cards))
        return cls(columns, cells, tuple(shared), base)

    # -- questions -------------------------------------------------------
    @property
    def is_won(self) -> bool:
        """Every card is up: none is left in a column or a cell."""
        return not any(self.columns) and all(card is None for card in self.cells)

    @property
    def free_cell_count(self) -> int:
        return sum(1 for card in self.cells if card is None)

    def empty_column_count(self) -> int:
        return sum(1 for column in self.columns if not column)

    @property
    def counts(self) -> tuple[int, ...]:
        """The cards on each foundation."""
        return tuple(len(pile) for pile in self.foundations)

    def cards_on_foundations(self) -> int:
        return sum(len(pile) for pile in self.foundations)

    @property
    def hidden(self) -> bool:
        """Whether any card lies face down."""
        return any(self.down)

    def face_down_cards(self) -> frozenset[Card]:
        """The cards that lie face down, which the table shows as backs."""
        return frozenset(card for column, down in zip(self.columns, self.down, strict=True)
                         for card in column[:down])

    def face_up(self, column: int) -> int:
        """The cards of column ``column`` that lie face up: all but its face-down ones."""
        return len(self.columns[column]) - self.down[column]

    def cards(self) -> Iterator[Card]:
        """Every card not on a foundation."""
        for column in self.columns:
            yield from column
        for card in self.cells:
            if card is not None:
                yield card

    @property
    def decks(self) -> int:
        """The decks the position's cards make up."""
        return max(1, (sum(1 for _ in self.cards()) + self.cards_on_foundations()) // 52)

    def place(self, rank: int) -> int:
        """Where a rank comes on a foundation by suit, 1 to 13: the rank itself from
        the ace, 1 for the base card and 13 for the rank below it otherwise."""
        return place_from(self.base, rank)

    def rank_at(self, place: int) -> int:
        """The rank that comes ``place``-th on a foundation by suit (``place`` 1 to 13)."""
        return rank_from(self.base, place)

    def foundation_takes(self, index: int, card: Card, rule: FoundationRule) -> bool:
        """Whether foundation ``index`` takes ``card`` now under ``rule``."""
        return rule.takes_among(self.foundations, index, card, self.base)

    def foundation_for(self, card: Card, rule: FoundationRule) -> int | None:
        """The foundation ``card`` goes to when none is named, or None."""
        return rule.goes_to(self.foundations, card, self.base)

    def foundation_top(self, index: int) -> Card | None:
        """The top card of foundation ``index``."""
        pile = self.foundations[index]
        return pile[-1] if pile else None

    def check_fits(self, rules: Rules) -> None:
        """Raise ``FreeCellError`` unless this position has the piles ``rules`` deal.

        A game and a search both start from a position of outside origin (a
        board file, a saved game), so both check it here before trusting it.
        """
        if len(self.cells) != rules.cells:
            raise FreeCellError(
                f"the position has {len(self.cells)} cells but the rules say {rules.cells}",
                key="board_cells_count", count=len(self.cells), wanted=rules.cells)
        if len(self.columns) != rules.pile_count:
            raise FreeCellError(
                f"the position has {len(self.columns)} columns but the rules say "
                f"{rules.pile_count}",
                key="board_columns_count", count=len(self.columns), wanted=rules.pile_count)
        if len(self.foundations) != rules.foundation_count:
            raise FreeCellError(
                f"the position has {len(self.foundations)} foundations but the rules say "
                f"{rules.foundation_count}",
                key="board_foundations_count", count=len(self.foundations),
                wanted=rules.foundation_count)
        rule = rules.foundation_rule
        if any(rule.faults(pile, index, self.base)
               for index, pile in enumerate(self.foundations)):
            if rule.names_pile:
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
        if self.hidden and not rules.face_down:
            raise FreeCellError(
                f"the position has face-down cards, but in {rules.title} every card is "
                "dealt face up", key="board_face_down", title=rules.title, rules=rules)
        if self.base != 1 and not rules.deal_sets_base:
            raise FreeCellError(
                f"the foundations start from the {RANK_NAMES[self.base]}, but in "
                f"{rules.title} they start from the ace",
                key="board_base_not_ace", base=self.base, title=rules.title, rules=rules)

    def run_length(self, column: int, rules: Rules) -> int:
        """Cards at the bottom of a column that form a run under ``rules``' build
        rule: the cards that may leave it in one move. Of a reserve pile, what
        its rule lets leave (``ReserveRule.movable``)."""
        cards = self.columns[column]
        if rules.is_reserve(column):
            return rules.reserve_rule.movable(cards, rules.builds_on)
        if rules.gives_any_cards(column):
            return len(cards)  # any number of its cards, in sequence or not (Antares)
        if not cards:
            return 0
        fits = rules.follows
        length = 1
        # Face-down cards never join a run.
        reach = len(cards) - self.down[column]
        while length < reach and fits(cards[-length], cards[-length - 1]):
            length += 1
        return length

    # -- text ------------------------------------------------------------
    def to_text(self, colon: bool = False) -> str:
        """fc-solve's board format.

        Foundations by suit are written as fc-solve writes them, a suit and its
        top rank; any others as their cards joined by ``-`` (``-`` alone for
        an empty one). With ``colon`` False a non-empty column line carries no
        ``:``, so that a fresh deal prints exactly the lines of
        ``make-microsoft-freecell-board``; an empty column is always ``:``
        alone, as fc-solve reads it. A face-down card is written in square
        brackets, ``[5H]``; a board with none is fc-solve's own.
        """
        # fc-solve's form says four foundations a deck; four for two decks
        # (Double FreeCell, twice round) are written as their cards.
        if _suit_shaped(self.foundations, self.base) and len(self.foundations) == 4 * self.decks:
            founds = " ".join(
                f"{suit.letter}-{self._top_letter(len(self.foundations[deck * 4 + suit]))}"
                for deck in range(len(self.foundations) // 4) for suit in _FOUNDATION_ORDER)
        else:
            founds = " ".join("-".join(str(card) for card in pile) or "-"
                              for pile in self.foundations)
        cells = " ".join("-" if card is None else str(card) for card in self.cells)
        lines = [f"Foundations: {founds}", f"Freecells: {cells}"]
        if self.base != 1:
            lines.insert(0, f"Base: {rank_letter(self.base)}")
        for column, down in zip(self.columns, self.down, strict=True):
            body = " ".join(f"[{card}]" if depth < down else str(card)
                            for depth, card in enumerate(column))
            if not column:
                lines.append(":")
            else:
                lines.append(f": {body}" if colon else body)
        return "\n".join(lines) + "\n"

    def _top_letter(self, count: int) -> str:
        return rank_letter(self.rank_at(count) if count else 0)

    @classmethod
    def from_text(cls, text: str, cells: int = 4, columns: int = COLUMNS,
                  decks: int = 1, foundation: FoundationRule | None = None) -> Position:
        """Read a board; ``cells``, ``columns`` and ``decks`` are the game's (extra
        ``-`` are ignored), and ``foundation`` what its foundations take. With
        several decks, the copies of a card are numbered in the order the board
        names them. A ``Base:`` line names the rank the foundations start from,
        when it is not the ace; the foundations then give their top cards as
        always. Foundations not by suit are written as their cards joined by
        ``-``, the first card first: ``Foundations: 5D-6S 8S QH-KH-AC 3C``;
        without ``foundation`` four such piles a deck are read as foundations
        by rank (Stalactites), two as foundations in alternate colours (Clink):
        ``Foundations: AC-2H AH``. A card in square brackets (``[5H]``)
        lies face down; such cards come first in their column, under at
        least one face-up card."""
        return _BoardReader(text, cells, columns, decks, foundation).read()


class _BoardReader:
    """Reads fc-solve's board format, naming the line of every problem."""

    def __init__(self, text: str, cells: int, columns: int = COLUMNS, decks: int = 1,
                 rule: FoundationRule | None = None) -> None:
        self.text = text
        self.cell_count = cells
        self.column_count = columns
        self.decks = decks
        #: What the game's foundations take, where the reader was told.
        self.rule = rule
        #: The jokers the game's pack holds beside its decks (Obstruction).
        self.jokers = 0 if rule is None else rule.jokers
        self.seen: dict[Card, int] = {}

    def _card(self, token: str, line_no: int) -> Card:
        try:
            card = Card.parse(token)
        except CardError:
            raise BoardError(f"line {line_no}: unknown card {quoted(token)}",
                             key="board_unknown_card", line=line_no, token=cut(token)) from None
        if card.is_joker and not self.jokers:
            raise BoardError(f"line {line_no}: {card} is a joker, and this game is played "
                             "without jokers", key="board_no_jokers", line=line_no, card=card)
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
        downs: list[int] = []
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
                column, down = self._column(line.split(), line_no)
                columns.append(column)
                downs.append(down)
        if len(columns) != self.column_count:
            raise BoardError(
                f"a board has {self.column_count} column lines, this one has {len(columns)}",
                key="board_column_lines", wanted=self.column_count, count=len(columns))
        # A foundation's top card says how many lie on it, counted from the base.
        foundations = [place_from(base, top) if top else 0 for top in tops]
        if piles:
            foundations = []  # the piles' cards were claimed as they were read
        claimed: list[Pile] = []
        for index, count in enumerate(foundations):
            claimed.append(tuple(
                self._claim(Card(rank_from(base, place), foundation_suit(index)), found_line)
                for place in range(1, count + 1)))
        if self.jokers and not piles:
            # Foundations by suit as fc-solve writes them, and the jokers' empty.
            claimed.append(())
        everything = pack(self.decks, self.jokers)
        missing = tuple(card for card in everything if card not in self.seen)
        if missing:
            raise BoardError(
                f"the board has {len(everything) - len(missing)} cards; "
                f"missing: {' '.join(str(card) for card in missing)}",
                key="board_missing_cards", count=len(everything) - len(missing),
                missing=missing)
        position = Position(tuple(columns), tuple(cells),
                            share_copies(tuple(piles) if piles else tuple(claimed)), base,
                            tuple(downs))
        # Each card was claimed once as it was read; this counts what the
        # position holds, so that no way of reading can drop one unnoticed.
        held = sum(1 for _ in position.cards()) + position.cards_on_foundations()
        if held != len(everything):
            raise BoardError(f"the board holds {held} cards, not {len(everything)}",
                             key="board_held_count", count=held, wanted=len(everything))
        return position

    def _column(self, tokens: list[str], line_no: int) -> tuple[tuple[Card, ...], int]:
        """A column line's cards and how many at its foot lie face down
        (written ``[5H]``): those first, and never the top card."""
        hidden = [token.startswith("[") and token.endswith("]") and len(token) > 2
                  for token in tokens]
        down = next((depth for depth, flag in enumerate(hidden) if not flag), len(tokens))
        if any(hidden[down:]) or (tokens and down == len(tokens)):
            raise BoardError(f"line {line_no}: face-down cards such as [5H] lie under the "
                             "face-up ones, and the top card of a column is face up",
                             key="board_face_down_order", line=line_no)
        cards = tuple(self._card(token[1:-1] if flag else token, line_no)
                      for token, flag in zip(tokens, hidden, strict=True))
        return cards, down

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
        """Foundations written as their cards: as many as the game has, each
        as its kind of foundation may hold it. Without the game's rule, four
        a deck are foundations by rank and two a deck in alternate colours."""
        tokens = body.split()
        rule = self.rule
        if rule is None:
            rule = RULES[FoundationBuild.COLOURS if len(tokens) == 2 * self.decks
                         else FoundationBuild.RANK]
            if len(tokens) != rule.count(self.decks):
                raise BoardError(
                    f"line {line_no}: {len(tokens)} foundations, not {4 * self.decks} "
                    f"(or {2 * self.decks} in alternate colours)",
                    key="board_foundation_piles", line=line_no, count=len(tokens),
                    wanted=4 * self.decks, colours=2 * self.decks)
        elif len(tokens) != rule.count(self.decks):
            raise BoardError(f"line {line_no}: {len(tokens)} foundations, not "
                             f"{rule.count(self.decks)}",
                             key="board_foundation_tokens", line=line_no, count=len(tokens),
                             wanted=rule.count(self.decks))
        piles: list[tuple[Card, ...]] = []
        for index, token in enumerate(tokens):
            pile = () if token == "-" else tuple(self._card(part, line_no)
                                                  for part in token.split("-"))
            fault = rule.faults(pile, index, 1)
            if fault is not None and (rule.names_pile or fault.what == "size"):
                raise self._fault(fault, rule, line_no, index, len(pile))
            piles.append(pile)
        return piles

    @staticmethod
    def _fault(fault: Fault, rule: FoundationRule, line_no: int, index: int,
               count: int) -> BoardError:
        """The board's error for a pile no foundation of ``rule`` could hold."""
        card, below = fault.card, fault.below
        if fault.what == "size":
            return BoardError(f"line {line_no}: a foundation holds {rule.room} cards at most",
                              key="board_foundation_size", line=line_no, room=rule.room,
                              count=count)
        if fault.what == "first" and card is not None:
            return BoardError(f"line {line_no}: a foundation in alternate colours starts "
                              f"with an ace, not {card}",
                              key="board_colours_ace", line=line_no, card=card)
        if fault.what in ("empty", "card"):
            return BoardError(f"line {line_no}: foundation {index + 1} cannot hold these cards",
                              key="board_foundation_pile", line=line_no, foundation=index + 1)
        if fault.what == "colours":
            return BoardError(f"line {line_no}: on a foundation {card} cannot follow "
                              f"{below}: the colours alternate",
                              key="board_follow_colours", line=line_no, card=card,
                              below=below)
        return BoardError(f"line {line_no}: on a foundation {card} cannot follow "
                          f"{below}: each card is one rank above the one below",
                          key="board_follow_rank", line=line_no, card=card, below=below)

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

