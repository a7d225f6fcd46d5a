"""Dealing a shuffled deck into a game's layout.

The deck is the Microsoft shuffle of the deal number in every game
(``deals.shuffled_deck``). A Challenge deal first brings the aces, then the
twos, to the front, each keeping its shuffled order, so that they are dealt
first and lie deepest. The last ``reserve`` cards go to the free cells from
the left (a, b, ...); the rest are dealt row by row across the columns that
still take cards, which for FreeCell is exactly Microsoft's deal. Where the
first card dealt sets the base (Penguin), it stays first, deepest in column
1, and the other copies of its rank start the foundations; in Petal every
card of the first card's rank starts the foundations before the deal, as
PySolFC's Petal moves them to the top of its talon and deals them up first. Reserve
piles follow the columns; where the deal gives one cards (Needle), it takes
the first ones dealt. A deal by suits
(Four Colours) sends each card to the column of its suit instead: clubs to
column 1, diamonds 2, hearts 3, spades 4, in the shuffle's order. In
Clink the aces of clubs and hearts start the foundations and the other 50
cards are dealt as always, the last two to the cells. A deal with the aces
up sends every ace to its foundation first and deals the rest as always:
FreeCell's 48 cards six to a column. Where a king starts
each column (Kings, Cat's Tail, Snake, Retinue) the cards go one at a time
into the current column, and a king that comes while it holds cards moves
the deal on to the next column: the cards, not the layout, decide the
lengths (``dealt_by_kings``). Where the columns are dealt face down but
for their last card (Opera), the rows that lie face down come first, each
over the columns that still take a face-down card, then one face-up row
over every column that takes a card: for Opera's 7, 7, 7, 7, 6, 6, 6, 6
five rows to all eight columns and a sixth to the first four, then the
face-up row, as PySolFC deals it (``face_down_rows``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from freecell_qt.engine.cards import Card
from freecell_qt.engine.rules.options import KING_DEALS, Base, DealOrder
from freecell_qt.engine.rules.value import Rules


def arranged(cards: Sequence[Card], deal: DealOrder) -> list[Card]:
    """The deck in dealing order for ``deal``.

    >>> from freecell_qt.engine.deals import shuffled_deck
    >>> [str(c) for c in arranged(shuffled_deck(1), DealOrder.CHALLENGE)[:8]]
    ['AD', 'AS', 'AH', 'AC', '2D', '2S', '2C', '2H']
    """
    if deal is not DealOrder.CHALLENGE:
        return list(cards)
    aces = [card for card in cards if card.rank == 1]
    twos = [card for card in cards if card.rank == 2]
    rest = [card for card in cards if card.rank > 2]
    return aces + twos + rest


class Dealt(NamedTuple):
    """A fresh deal: what a ``Position`` is made of."""

    columns: tuple[tuple[Card, ...], ...]
    cells: tuple[Card | None, ...]
    foundations: tuple[tuple[Card, ...], ...]
    base: int
    #: The face-down cards at the foot of each pile (``Position.down``).
    down: tuple[int, ...] = ()


def deal_layout(cards: Sequence[Card], rules: Rules) -> Dealt:
    """The columns, cells and foundations of a fresh deal of ``cards`` under ``rules``."""
    if rules.deal in KING_DEALS:
        return dealt_by_kings(cards, rules)
    piles, deck = rules.foundation_rule.start(arranged(cards, rules.deal), rules.decks)
    foundations = [list(pile) for pile in piles]
    if rules.deal is DealOrder.ACES_UP:
        # Each ace where a position keeps its copies: deck d's on foundation suit + 4 d.
        for ace in [card for card in deck if card.rank == 1]:
            foundations[ace.suit + 4 * ace.deck].append(ace)
        deck = [card for card in deck if card.rank != 1]
    base = 1
    if rules.base is not Base.ACE:
        base = deck[0].rank
        # With a dealt base the first card stays first, deepest in column 1;
        # where all of them go up (Petal) it goes with the others.
        kept = 1 if rules.base is Base.DEALT else 0
        for card in [c for c in deck[kept:] if c.rank == base]:
            deck.remove(card)
            # Onto the first empty foundation of its suit; with a dealt base
            # the base card's own suit keeps one empty for it.
            index = next(i for i in range(card.suit, len(foundations), 4) if not foundations[i])
            foundations[index].append(card)
    dealt = tuple(tuple(pile) for pile in foundations)
    # Reserve piles come after the columns; the first of them takes the first
    # cards dealt, before any column (Needle).
    reserve_piles: list[list[Card]] = [[] for _ in range(rules.reserve_rule.count)]
    if reserve_piles:
        first = rules.reserve_rule.dealt
        reserve_piles[0], deck = list(deck[:first]), list(deck[first:])
    to_columns = len(deck) - rules.reserve
    columns: list[list[Card]] = [[] for _ in rules.layout]
    if rules.deal is DealOrder.SUITS:
        # Four Colours: each card to the column of its suit, in the shuffle's order.
        for card in deck:
            columns[card.suit].append(card)
        return Dealt(tuple(tuple(column) for column in columns), (None,) * rules.cells,
                     dealt, base)
    down = (0,) * len(rules.layout)
    if rules.face_down:
        down = tuple(max(size - 1, 0) for size in rules.layout)
        order = face_down_rows(rules.layout)
    else:
        order = rows(rules.layout)
    for column, card in zip(order, deck[:to_columns], strict=True):
        columns[column].append(card)
    reserve = deck[to_columns:]
    cells: list[Card | None] = [*reserve, *([None] * (rules.cells - len(reserve)))]
    return Dealt(tuple(tuple(column) for column in columns + reserve_piles), tuple(cells),
                 dealt, base, down + (0,) * len(reserve_piles))


def rows(layout: Sequence[int]) -> list[int]:
    """The column each card goes to, in dealing order, when the cards are
    dealt row by row over the columns that still take one.

    >>> rows((2, 1, 2))
    [0, 1, 2, 0, 2]
    """
    return [column for row in range(max(layout, default=0))
            for column, size in enumerate(layout) if size > row]


def face_down_rows(layout: Sequence[int]) -> list[int]:
    """The column each card goes to where all but the last card of a column
    lie face down: the face-down rows first, row by row, then one face-up
    row over every column dealt a card.

    >>> face_down_rows((3, 2, 2))
    [0, 1, 2, 0, 0, 1, 2]
    """
    hidden = rows([max(size - 1, 0) for size in layout])
    return hidden + [column for column, size in enumerate(layout) if size > 0]


def dealt_by_kings(cards: Sequence[Card], rules: Rules) -> Dealt:
    """A deal where a king starts each column, as PySolFC deals Kings, Cat's
    Tail, Snake and Retinue.

    The cards go one at a time into the current column, from the first; a
    king that comes while that column holds cards starts the next one. With
    a column for each king (``Rules.king_first``) the last king of the
    shuffle is taken out and dealt first, so that a king heads every column;
    with one column more, column 1 starts with whatever comes first, and the
    last column stays empty when that is a king. Where the deal sends the
    aces up (``DealOrder.KINGS_ACES``), each ace goes to a foundation of its
    suit as it comes, and the deal stays in its column. PySolFC puts it on the
    first empty one; since every ace goes up and the copies of a card on the
    foundations are told apart by nothing, each lies where a position keeps
    its copies (``position.share_copies``): deck ``d``'s on foundation
    ``suit + 4 d``.
    """
    deck = list(cards)
    if rules.king_first:
        last_king = next(card for card in reversed(deck) if card.rank == 13)
        deck.remove(last_king)
        deck.insert(0, last_king)
    foundations: list[list[Card]] = [[] for _ in range(rules.foundation_count)]
    columns: list[list[Card]] = [[] for _ in range(rules.columns)]
    current = 0
    for card in deck:
        if rules.deal is DealOrder.KINGS_ACES and card.rank == 1:
            foundations[card.suit + 4 * card.deck].append(card)
            continue
        if card.rank == 13 and columns[current]:
            current += 1
        columns[current].append(card)
    return Dealt(tuple(tuple(column) for column in columns), (None,) * rules.cells,
                 tuple(tuple(pile) for pile in foundations), 1)
