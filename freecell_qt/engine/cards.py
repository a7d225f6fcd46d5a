"""Cards, suits and ranks, and their two-letter text form (``"TD"``, ``"AS"``).

A card is a tiny immutable value so that positions built from cards are hashable
and cheap to compare, which undo, the solver and the tests all rely on.
"""

from __future__ import annotations

from enum import IntEnum
from typing import NamedTuple

from freecell_qt.engine.errors import CardError, quoted


class Suit(IntEnum):
    """The four suits, in Microsoft's dealing order (card index % 4)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def english_name(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @classmethod
    def from_letter(cls, letter: str) -> Suit:
        index = "CDHS".find(letter.upper())
        if len(letter) != 1 or index < 0:
            raise CardError(f"unknown suit {letter!r}")
        return cls(index)


RANK_LETTERS = "A23456789TJQK"
ACE, JACK, QUEEN, KING = 1, 11, 12, 13
#: The jokers' ranks (Obstruction's two): above every rank of the deck, so that
#: no rule written for the deck's cards ever takes one for a card of its own.
FIRST_JOKER, SECOND_JOKER = 14, 15
#: How a joker is written on a board, in a saved game and in notation: a star
#: and its number, which no card of the deck can be read as (docs/rules.md,
#: Board text format).
JOKER_MARK = "*"
RANK_NAMES = (
    "",
    "ace",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "jack",
    "queen",
    "king",
)


def rank_above(rank: int) -> int:
    """The next rank up, going round from the king to the ace (where ranks go round)."""
    return rank % 13 + 1


def rank_below(rank: int) -> int:
    """The next rank down, going round from the ace to the king."""
    return (rank - 2) % 13 + 1


def place_from(base: int, rank: int) -> int:
    """Where ``rank`` comes, 1 to 13, on a foundation that starts from ``base``.

    >>> place_from(1, 7), place_from(5, 5), place_from(5, 4)
    (7, 1, 13)
    """
    return (rank - base) % 13 + 1


def rank_from(base: int, place: int) -> int:
    """The rank that comes ``place``-th on a foundation from ``base`` (``place_from``'s inverse)."""
    return (base + place - 2) % 13 + 1


def rank_letter(rank: int) -> str:
    """``1`` -> ``"A"``, ``10`` -> ``"T"``; ``0`` (an empty foundation) -> ``"0"``."""
    return "0" if rank == 0 else RANK_LETTERS[rank - 1]


def parse_rank(text: str) -> int:
    """Read a rank letter; ``"10"`` is accepted for ten, ``"0"`` means none."""
    token = text.upper()
    if token == "10":
        return 10
    if token == "0":
        return 0
    index = RANK_LETTERS.find(token)
    if len(token) != 1 or index < 0:
        raise CardError(f"unknown rank {quoted(text)}")
    return index + 1


class Card(NamedTuple):
    """One card; ``rank`` runs 1 (ace) to 13 (king).

    ``deck`` tells the copies of a card apart in a game of two or three decks
    (0 in a one-deck game): the rules never look at it, but a card on the
    table, in a drag or in a saved game is one card, not any of its copies.

    >>> Card.parse("TD")
    Card(rank=10, suit=<Suit.DIAMONDS: 1>)
    >>> str(Card(12, Suit.SPADES, deck=1)), Card(12, Suit.SPADES, 1)
    ('QS', Card(rank=12, suit=<Suit.SPADES: 3>, deck=1))
    """

    rank: int
    suit: Suit
    deck: int = 0

    def __repr__(self) -> str:
        deck = f", deck={self.deck}" if self.deck else ""
        return f"Card(rank={self.rank}, suit={self.suit!r}{deck})"

    @property
    def is_red(self) -> bool:
        """Of the deck's cards, whether red; a joker is neither red nor black
        (``is_joker``), which the rules that compare colours ask first."""
        return self.suit.is_red and not self.is_joker

    @property
    def is_joker(self) -> bool:
        """Whether this is one of the jokers (``joker``); its suit means nothing."""
        return self.rank >= FIRST_JOKER

    @property
    def run_rank(self) -> int:
        """The rank the card counts as inside a run on a column: its own, and for
        the jokers the ace and the 2, as PySolFC ranks them (docs/rules.md,
        Obstruction)."""
        return self.rank - 13 if self.is_joker else self.rank

    @classmethod
    def joker(cls, number: int) -> Card:
        """The first (``number`` 1) or second (2) joker.

        >>> str(Card.joker(2)), Card.joker(1).is_joker, Card.joker(1).run_rank
        ('*2', True, 1)
        """
        if number not in (1, 2):
            raise CardError(f"there is no joker {number}")
        return cls(FIRST_JOKER + number - 1, Suit.CLUBS)

    @property
    def deck_index(self) -> int:
        """Microsoft's card number 0..51 (rank-major, suit-minor).

        Not called ``index``: that would hide ``tuple.index``, which a card,
        being a named tuple, must keep.

        >>> Card.parse("AC").deck_index, Card.parse("KS").deck_index
        (0, 51)
        >>> Card.from_index(Card.parse("TD").deck_index)
        Card(rank=10, suit=<Suit.DIAMONDS: 1>)

        The jokers come after the deck: 52 and 53.
        """
        if self.is_joker:
            return DECK_CARDS + self.rank - FIRST_JOKER
        return (self.rank - 1) * 4 + self.suit

    @classmethod
    def from_index(cls, index: int) -> Card:
        """The card of Microsoft's number ``index`` (see ``deck_index``); 52 and
        53 are the jokers."""
        if index >= DECK_CARDS:
            return JOKERS[index - DECK_CARDS]
        return ALL_CARDS[index]

    @property
    def pack_index(self) -> int:
        """The card's number in a pack of several decks: deck by deck, each in
        Microsoft's order (``deck_index`` for the first deck).

        >>> Card.parse("AC").pack_index, Card(1, Suit.CLUBS, deck=1).pack_index
        (0, 52)
        """
        return self.deck * DECK_CARDS + self.deck_index

    @classmethod
    def from_pack_index(cls, index: int) -> Card:
        """The card of number ``index`` in a pack (see ``pack_index``)."""
        deck, number = divmod(index, DECK_CARDS)
        card = ALL_CARDS[number]
        return card if deck == 0 else cls(card.rank, card.suit, deck)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card as boards and players write it: rank then suit, any case.

        >>> Card.parse(" qs ") == Card.parse("QS"), Card.parse("10h") == Card.parse("TH")
        (True, True)
        >>> Card.parse("1X")
        Traceback (most recent call last):
          ...
        freecell_qt.engine.errors.CardError: unknown card '1X'
        """
        token = text.strip()
        if token in _JOKER_TEXTS:
            return _JOKER_TEXTS[token]
        if len(token) not in (2, 3):
            raise CardError(f"unknown card {quoted(text)}")
        try:
            rank = parse_rank(token[:-1])
            suit = Suit.from_letter(token[-1])
        except CardError:
            raise CardError(f"unknown card {quoted(text)}") from None
        if rank == 0:
            raise CardError(f"unknown card {quoted(text)}")
        return cls(rank, suit)

    def __str__(self) -> str:
        if self.is_joker:
            return f"{JOKER_MARK}{self.rank - FIRST_JOKER + 1}"
        return rank_letter(self.rank) + self.suit.letter

    def describe(self) -> str:
        """Words for messages: ``"7 of hearts"``, ``"first joker"``."""
        if self.is_joker:
            return "first joker" if self.rank == FIRST_JOKER else "second joker"
        return f"{RANK_NAMES[self.rank]} of {self.suit.english_name}"


#: Cards in one deck.
DECK_CARDS = 52
ALL_CARDS: tuple[Card, ...] = tuple(Card(i // 4 + 1, Suit(i % 4)) for i in range(DECK_CARDS))


#: The two jokers of a game played with them (Obstruction), first and second.
JOKERS: tuple[Card, ...] = (Card.joker(1), Card.joker(2))
_JOKER_TEXTS = {str(joker): joker for joker in JOKERS}


def pack(decks: int, jokers: int = 0) -> tuple[Card, ...]:
    """Every card of ``decks`` decks, in ``pack_index`` order, then the
    ``jokers`` jokers, as PySolFC makes a pack: the deck, then its jokers."""
    cards = ALL_CARDS if decks == 1 else tuple(Card.from_pack_index(i)
                                               for i in range(DECK_CARDS * decks))
    return cards + JOKERS[:jokers]
