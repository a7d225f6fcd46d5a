"""The solver's compact position: columns as ``bytes``, cells as sorted ``bytes``.

A card is its Microsoft number ``(rank - 1) * 4 + suit`` (0..51), so a column
is a ``bytes`` object: slicing and joining run in C and its hash is cached,
which is what makes millions of child positions affordable in pure Python.
Cells are interchangeable, so they are kept sorted; foundations are four
ranks a deck, foundation ``i`` taking suit ``i % 4`` as in the engine.
Column order is kept as dealt (moves name real columns); only the
visited-set key sorts the columns, because their order does not matter
for solvability. Both hold in every game of the family: no rule set gives
one column or one cell a rule of its own (docs/rules.md), so any two
columns, and any two cells, may trade places without changing what can be
played.

With two or three decks the copies of a card are one byte: no rule tells
them apart. The foundations of one suit are interchangeable too, so they
are kept in a canonical order, highest first (``canonical``): foundation
``suit + 4 * k`` is the ``k``-th highest of its suit, and the lowest is
``suit + 4 * (decks - 1)``. A card goes up onto the first of its suit that
holds the rank below it (``send_up``), which keeps that order.

Where the first card dealt sets the base (Penguin), ranks are counted from
the base: the base card is compact rank 0, the one below it rank 12
(``compact_card``). The search then plays an ace-based game whose ranks go
round, with "kings" meaning compact rank 12, and the moves it finds name
piles, so they are the same moves on the real table.
"""

from __future__ import annotations

from typing import Final

from freecell_qt.engine.cards import Card, place_from
from freecell_qt.engine.position import Position
from freecell_qt.engine.rules import Build, SafeAutomove

Columns = tuple[bytes, ...]
#: Four ranks a deck (see above). Written as a tuple of any length so that compiled
#: code (setup.py) keeps it one shared object, as the source does, rather than
#: unboxing it and building a new tuple for each position that holds it.
Foundations = tuple[int, ...]

#: Separator between columns in a key; no card has this value.
SEPARATOR: Final = 255
_SEPARATOR_BYTE: Final = bytes((SEPARATOR,))
#: The two suits of the other colour, for each suit (C, D, H, S).
OPPOSITE: tuple[tuple[int, int], ...] = ((1, 2), (0, 3), (0, 3), (1, 2))
KING = 12  # a card's rank index (rank - 1)
#: For each card, the foundations that must have reached the card's rank
#: before it may go up safely (see ``safe_needs``).
SafeNeeds = tuple[tuple[int, ...], ...]
#: In a card's needs: no foundation makes it safe (the base card where ranks go round).
NO_FOUNDATION: Final = 99
#: The needs where the foundations take whole runs (Spidercells, ``MoveRules.whole_runs``):
#: none, as no card ever goes up alone. ``settle`` and ``is_safe`` tell the
#: game by them: a whole run goes up unasked instead (``settle_runs``).
WHOLE_RUNS: Final[SafeNeeds] = ()
#: A run a foundation takes whole: the king down to the ace (Spidercells).
RUN_LENGTH: Final = 13
#: Whether each card is red: diamonds and hearts (suits 1 and 2).
RED: Final = tuple(card & 3 in (1, 2) for card in range(52))
#: Obstruction's jokers in the compact state: cards 52 and 53 (the engine's
#: ``Card.index``), compact rank 13, above every card of the deck, so no
#: foundation of a suit takes one and ``legal_moves`` never sends one up
#: (its ceiling is the king). The state keeps no count for their foundation:
#: a joker up is a joker no longer in play, and it goes up unasked, as soon
#: as the clubs, spades and hearts are at the king (``JOKER_NEEDS``,
#: ``settle_jokers``), so a position with every deck card up has none left.
FIRST_JOKER: Final = 52
SECOND_JOKER: Final = 53
#: The foundations the jokers wait for (``WithJokers.jokers_wanted``):
#: clubs, hearts and spades; the diamonds are not asked. The jokers' entries
#: in the table of safe needs (``MoveRules.jokers``), which then holds 54
#: cards: ``settle`` and ``replay`` read that length as the sign that the
#: game has jokers, and ``is_safe`` asks ``jokers_go_up`` of a joker.
JOKER_NEEDS: Final = (0, 2, 3)

# Compact moves, as tuples whose first item is the kind:
COLUMN_UP = 0  # (0, column)
CELL_UP = 1  # (1, card)
COLUMN_TO_CELL = 2  # (2, column)
CELL_TO_COLUMN = 3  # (3, card, column)
COLUMN_TO_COLUMN = 4  # (4, source, dest, count)

CompactMove = tuple[int, ...]

#: The flag a face-down card carries in a compact column (Opera): its code is
#: its card's plus this, which no card's code reaches (they run to 51). So a
#: run, whose cards each go on the one under by the rules' tables of the
#: cards 0..51, stops at the first face-down card, no move reaches one, and
#: the visited-set key, made of the columns' bytes, tells apart two positions
#: that differ only in which cards lie face down (docs/solver.md, Face-down
#: cards). The top card of a column is never face down (``turn_up``).
FACE_DOWN: Final = 64
#: Each code as the one-byte ``bytes`` of its card face up.
_FACE_UP_BYTES: Final = tuple(bytes((code & ~FACE_DOWN,)) for code in range(128))


def compact_card(card: Card, base: int = 1) -> int:
    """A card as the search holds it: ``place * 4 + suit``, its place on the
    foundation counted from ``base`` (from the ace, Microsoft's number). A
    joker (Obstruction) is its own ``deck_index``, 52 or 53 (``FIRST_JOKER``)."""
    if card.is_joker:
        return card.deck_index
    return (place_from(base, card.rank) - 1) * 4 + card.suit


def from_position(position: Position, twice: bool = False) -> tuple[Columns, bytes, Foundations]:
    """The compact position of ``position``; ``twice``: its foundations go
    twice round (``ranks_of``). A position of one foundation pile is
    Footling's, the only such the compact search plays (``route``): its
    foundations are read off the pile's cards (``fours_ranks``)."""
    base = position.base
    columns = tuple(bytes(compact_card(card, base) for card in column)
                    for column in position.columns)
    cells = bytes(sorted(compact_card(card, base) for card in position.cells
                         if card is not None))
    if position.hidden:
        columns = face_down_columns(columns, position.down)
    if len(position.foundations) == 1:
        return columns, cells, fours_ranks(position.foundations[0], position.decks)
    return columns, cells, ranks_of(deck_counts(position.counts), twice)


def deck_counts(counts: tuple[int, ...]) -> tuple[int, ...]:
    """The counts of the foundations the compact state holds: all but the
    jokers' (Obstruction's fifth), whose jokers are simply not in play
    (``FIRST_JOKER``). Four a deck otherwise, so a count past a multiple
    of four is the jokers' foundation."""
    if len(counts) % 4 == 1:
        return counts[:-1]
    return counts


def face_down_columns(columns: Columns, down: tuple[int, ...]) -> Columns:
    """``columns`` with the first ``down[i]`` cards of column ``i`` flagged
    face down (``FACE_DOWN``), as ``Position.down`` counts them: the search
    knows which card each is, as the deal does, but plays none of them."""
    return tuple(bytes(card | FACE_DOWN for card in column[:count]) + column[count:]
                 if count else column
                 for column, count in zip(columns, down, strict=True))


def turn_up(column: bytes) -> bytes:
    """``column`` with its top card face up: once the cards on a face-down
    card have left, it turns face up at once, as the engine turns it
    (``rules_of_play.apply``), so it is never a column's exposed card. The
    callers ask first whether the top is face down (``>= FACE_DOWN``), which
    costs the games with none a comparison alone."""
    return column[:-1] + _FACE_UP_BYTES[column[-1]]


def ranks_of(counts: tuple[int, ...], twice: bool = False) -> Foundations:
    """The compact foundations of the engine's foundation piles of ``counts``
    cards. Where each foundation goes twice round (Double FreeCell's
    ``TwiceRound``: four piles of up to 26 cards), foundation ``s`` is the
    first time round of suit ``s`` and ``s + 4`` the second, which starts
    once the first is at the king: a pile of ``c`` cards is the ranks
    ``min(c, 13)`` and ``max(c - 13, 0)``, highest first as ``canonical``
    keeps them."""
    if twice:
        return (*(min(count, 13) for count in counts), *(max(count - 13, 0) for count in counts))
    return canonical(counts)


def fours_ranks(pile: tuple[Card, ...], decks: int) -> Foundations:
    """The compact foundations of Footling's one foundation (``InFours``)
    holding ``pile``: four a deck by suit, as foundations by suit would hold
    the same cards. It takes every ace, then every 2, and so on, so the cards
    of a suit up are every copy of each rank below one, and some copies of
    that rank: foundation ``suit + 4 * k`` holds the ranks of which more
    than ``k`` copies are up, highest first as ``canonical`` keeps them. A
    card goes up where one of its suit holds the rank below it and every
    foundation has reached that rank (``goes_up``'s ``fours``)."""
    copies = [[0] * 13 for _ in range(4)]
    for card in pile:
        copies[card.suit][card.rank - 1] += 1
    return tuple(sum(1 for count in copies[index & 3] if count > index >> 2)
                 for index in range(4 * decks))


def fours_needs(decks: int) -> SafeNeeds:
    """``safe_needs`` of Footling's one foundation (``fours_ranks``): every
    card it takes is safe (``InFours.safe``, docs/rules.md, Footling), and it
    takes a card once the lowest foundation of each suit has reached the
    card's rank. As the needs, ``settle`` and ``is_safe`` then send up
    exactly the cards it takes."""
    lowest = tuple(4 * (decks - 1) + suit for suit in range(4))
    return (lowest,) * 52


def canonical(found: Foundations) -> Foundations:
    """The foundations of each suit highest first (the same ranks with one deck)."""
    if len(found) == 4:
        return found
    out = list(found)
    for suit in range(4):
        out[suit::4] = sorted(found[suit::4], reverse=True)
    return tuple(out)


def wanted_if_safe(found: list[int], needs: SafeNeeds, suit: int) -> int:
    """The card foundation ``suit`` (of one deck) takes next, where it is
    safe to send up unasked (``needs``: the foundations that must have
    reached its rank first); -1 where the suit is up or the card not safe.
    The loop of each one-deck ``settle`` asks it, whatever its piles."""
    rank = found[suit]
    if rank == 13:
        return -1
    for other in needs[rank * 4 + suit]:
        if other == NO_FOUNDATION or found[other] < rank:
            return -1
    return rank * 4 + suit


def onto_tops(moves: list[CompactMove], column: bytes, run: int, most: int, complete: bool,
              parents: tuple[tuple[int, ...], ...], tops: list[int],
              onto: list[list[CompactMove]]) -> None:
    """Adds to ``moves`` those of ``column``'s foot onto the columns whose
    top card takes it (``tops``: a card's column, -1 where it tops none;
    ``onto``: the moves from this column, by target and count): with
    ``complete`` every part of its run of ``run`` cards up to ``most`` at
    once, else the whole run alone, where it may move. Every kind of table
    the compact moves know lists them so."""
    if complete:
        for count in range(1, (run if run < most else most) + 1):
            for parent in parents[column[-count]]:
                j = tops[parent]
                if j >= 0:
                    moves.append(onto[j][count])
    elif run <= most:
        for parent in parents[column[-run]]:
            j = tops[parent]
            if j >= 0:
                moves.append(onto[j][run])


def goes_up(card: int, found: list[int] | Foundations, twice: bool = False,
            fours: bool = False) -> bool:
    """Whether a foundation takes ``card`` now: one of its suit holds the
    rank below it (with one deck, the suit's own). Twice round (``twice``),
    the second time round of a suit takes a card only once the first is at
    the king: the second ace waits for it, where two decks' foundations of
    the suit would take it at once. Footling's one foundation (``fours``,
    ``fours_ranks``) takes a card only once every card of the rank below it
    is up: every foundation, of every suit and deck, holds its rank."""
    rank = card >> 2
    if rank == 13:  # a joker goes up only unasked (``settle_jokers``)
        return False
    index = card & 3
    if fours and min(found) < rank:
        return False
    if twice:
        return found[index] == rank or (found[index] == 13 and found[index + 4] == rank)
    size = len(found)
    while index < size:
        if found[index] == rank:
            return True
        index += 4
    return False


def send_up(card: int, found: list[int]) -> None:
    """Put ``card`` on the first foundation of its suit that takes it, in
    place (see ``goes_up``); with the foundations highest first, they stay so."""
    rank = card >> 2
    index = card & 3
    while found[index] != rank:
        index += 4
    found[index] = rank + 1


def key_of(columns: list[bytes] | Columns, cells: bytes, first_pile: int = 0) -> bytes:
    """The visited-set key: sorted columns then the cells, one ``bytes``.

    As many separators as columns come before the cells (a search never
    changes its column count), so the key is unambiguous; foundations follow
    from the cards that are missing. ``first_pile``: where reserve piles follow
    the first ``first_pile`` columns (``piles``), the columns are sorted, then
    the piles apart.
    """
    if 0 < first_pile < len(columns):
        return _SEPARATOR_BYTE.join([*sorted(columns[:first_pile]), *sorted(columns[first_pile:]),
                                     cells])
    return _SEPARATOR_BYTE.join([*sorted(columns), cells])


def safe_needs(rule: SafeAutomove, decks: int = 1, wraps: bool = False) -> SafeNeeds:
    """Per card, the foundations that make it safe to play up, by the rules'
    safe auto-move rule (docs/rules.md, Auto-move, Safe auto-move).

    A card that may go up is safe when every card that could ever be placed
    on it is already up: then it can never serve as a base again, and
    playing it up only frees its cell or column, which never hurts under any
    fill or sequence rule, so the search plays it at once and stays a
    proof. The cards placed on a card of rank index ``r`` are the rank
    ``r - 1`` cards of the other colour (alternate colours), of its own suit
    (built by suit: always up already, so every move up is safe) or of any
    suit (built regardless of suit: all four foundations). Aces and twos are
    always safe: an ace goes up at once wherever it shows, so no two ever
    needs to hold one.

    With several decks every copy of those cards must be up, as in the
    engine (``rules_of_play.is_safe``): every foundation of their suits
    holds the rank below the card's. The search asks one thing more, under
    every build rule: every foundation of the card's own suit holds it too
    (twos included; aces alone need nothing). Then each copy of the card in
    play has a foundation of its own that takes it, so sending one up
    takes nothing from another copy. Without it (alternate colours, one
    foundation of the suit lagging), two copies would vie for one
    foundation, and the copy sent up at once need not be the one a win
    sends first: a copy dealt onto a card it could never be moved back on
    may be worth leaving there. The foundations being highest first, the
    lowest of each suit is the one looked at.

    Where ranks go round (``wraps``), a card of the top rank may go on an
    ace: an ace is never safe (``NO_FOUNDATION``), and a two needs the aces
    it could hold, like any other card (docs/rules.md, Base card).

    Where the foundations take whole runs (Spidercells' rule) no card goes
    up alone: ``WHOLE_RUNS``, which ``settle`` reads as sending runs up.
    """
    if rule is SafeAutomove.WHOLE_RUNS:
        return WHOLE_RUNS
    if wraps:
        plain = safe_needs(rule, decks)
        lowest = 4 * (decks - 1)
        twos = {
            SafeAutomove.ALTERNATE_COLOURS: tuple(OPPOSITE[suit] for suit in range(4)),
            SafeAutomove.EVERY: tuple((suit,) for suit in range(4)),
            SafeAutomove.ALL_FOUNDATIONS: ((0, 1, 2, 3),) * 4,
        }[rule]
        return tuple(
            (NO_FOUNDATION,) if card >> 2 == 0
            else tuple(sorted({*plain[card], *(lowest + s for s in twos[card & 3])}))
            if card >> 2 == 1 else plain[card]
            for card in range(52)
        )
    if decks == 1:
        suits = {
            SafeAutomove.ALTERNATE_COLOURS: OPPOSITE,
            SafeAutomove.EVERY: ((),) * 4,
            SafeAutomove.ALL_FOUNDATIONS: tuple(
                tuple(s for s in range(4) if s != suit) for suit in range(4)
            ),
        }[rule]
        return tuple(() if card >> 2 < 2 else suits[card & 3] for card in range(52))
    lowest = 4 * (decks - 1)
    suits = {
        SafeAutomove.ALTERNATE_COLOURS: tuple((*OPPOSITE[suit], suit) for suit in range(4)),
        SafeAutomove.EVERY: tuple((suit,) for suit in range(4)),
        SafeAutomove.ALL_FOUNDATIONS: ((0, 1, 2, 3),) * 4,
    }[rule]
    others = tuple(tuple(lowest + suit for suit in needed) for needed in suits)
    own = tuple((lowest + suit,) for suit in range(4))
    return tuple(
        () if card >> 2 == 0 else own[card & 3] if card >> 2 == 1 else others[card & 3]
        for card in range(52)
    )


def twice_needs(build: Build) -> SafeNeeds:
    """``safe_needs`` of foundations that go twice round (``ranks_of``)
    under the columns' ``build`` rule, as ``TwiceRound.safe`` reads it: the
    cards that could go on a card are those of its own suit (by suit), of
    every suit (regardless of suit) or of the other colour. The needs are
    those of two decks' foundations: the second time round of those suits,
    and of the card's own, at the rank below the card's. As ``settle`` and
    ``is_safe`` look only at a card going up the second time round, that is
    ``TwiceRound.safe``: the ace always, else every copy of every card that
    could go on it up. Twos too: the second ace of a suit may wait for the
    first time round of its suit, lying on a two meanwhile, so a two has the
    needs of any other card."""
    if build in (Build.SAME_SUIT, Build.NONE):
        suits: tuple[tuple[int, ...], ...] = tuple((suit,) for suit in range(4))
    elif build is Build.ANY_SUIT:
        suits = ((0, 1, 2, 3),) * 4
    else:
        suits = tuple((*OPPOSITE[suit], suit) for suit in range(4))
    return tuple(() if card >> 2 == 0 else tuple(4 + suit for suit in suits[card & 3])
                 for card in range(52))


def straight_needs(rule: SafeAutomove, decks: int, base: int) -> SafeNeeds:
    """``safe_needs`` of cards counted from ``base`` under columns whose ranks
    do not go round (Petal; docs/solver.md, A dealt base). What goes on a card
    there is the card one rank lower, one place lower on the foundations, as
    from the ace, but for the ace itself: nothing goes on it, whatever its
    place, so it needs what the second place needs (nothing with one deck,
    its own suit with several), as ``BySuit.safe`` lets it go up at once.
    A base card above the ace is never safe, as in the engine: a card of the
    rank below the base still goes on it and goes up last."""
    plain = safe_needs(rule, decks)
    ace = (1 - base) % 13
    return tuple(plain[4 + (card & 3)] if card >> 2 == ace
                 else (NO_FOUNDATION,) if card >> 2 == 0 and base != 1 else plain[card]
                 for card in range(52))


def is_safe(card: int, found: list[int] | Foundations, needs: SafeNeeds,
            twice: bool = False) -> bool:
    """The card may go up and no card left could ever need it as a base.
    Twice round (``twice``) only a card going up the second time round may
    be (``TwiceRound.safe``): the first time its twin is still in play."""
    if not needs:  # whole runs (``WHOLE_RUNS``): no card alone goes up
        return False
    rank = card >> 2
    if rank == 13:  # a joker (``FIRST_JOKER``): always safe once it may go up
        return jokers_go_up(found)
    if twice:
        if found[card & 3] != 13 or found[(card & 3) + 4] != rank:
            return False
    elif found[card & 3] != rank and (len(found) == 4 or not goes_up(card, found)):
        return False
    for index in needs[card]:  # noqa: SIM110 - a loop is faster than all() over a generator
        if index == NO_FOUNDATION or found[index] < rank:
            return False
    return True


def settle(columns: list[bytes], cells: bytes, found: list[int], needs: SafeNeeds,
           twice: bool = False) -> bytes:
    """Send every safe card up, in place; returns the new cells.

    Safe moves never hurt (nothing can ever be placed on those cards), so
    playing them at once keeps the search complete and much smaller. Only
    the cards the foundations take next can go up, so those are looked
    for among the column tops and the cells, rather than every pile tested.

    With several decks two columns may show copies of one card: the tops
    are then looked at again rather than kept in a table, and a foundation
    that holds the rank of the one before it of its suit is passed over
    (that one takes the card first, or the card is not to be had). Every
    copy of a safe card in reach goes up, each onto a foundation of its own
    (``safe_needs``), so the outcome does not hang on the column order.

    Twice round (``twice``, ``ranks_of``) only the second time round of a
    suit sends cards up unasked, once the first is at the king; the needs
    are then those of two decks (``twice_needs``), which ask of the second
    time round of the suits what ``TwiceRound.safe`` asks.

    Where the foundations take whole runs (``needs`` is ``WHOLE_RUNS``) no
    card goes up alone, and every whole run at the foot of a column goes up
    instead (``settle_runs``).
    """
    if not needs:
        settle_runs(columns, found)
        return cells
    if len(found) > 4:
        return _settle_decks(columns, cells, found, needs, twice)
    tops = {column[-1]: index for index, column in enumerate(columns) if column}
    progress = True
    while progress:
        progress = False
        for suit in range(4):
            card = wanted_if_safe(found, needs, suit)
            if card < 0:
                continue
            index = tops.pop(card, None)
            if index is not None:
                column = columns[index] = columns[index][:-1]
                if column:
                    if column[-1] >= FACE_DOWN:  # the card under turns face up
                        column = columns[index] = turn_up(column)
                    tops[column[-1]] = index
            elif card in cells:
                cells = cells.replace(bytes((card,)), b"")
            else:
                continue
            found[suit] += 1
            progress = True
    if len(needs) > FIRST_JOKER:
        return settle_jokers(columns, cells, found, needs)
    return cells


def jokers_go_up(found: list[int] | Foundations) -> bool:
    """Whether the jokers' foundation takes a joker: the clubs, hearts and
    spades are at the king (``JOKER_NEEDS``, ``WithJokers.jokers_wanted``)."""
    return found[0] == 13 and found[2] == 13 and found[3] == 13


def settle_jokers(columns: list[bytes], cells: bytes, found: list[int],
                  needs: SafeNeeds) -> bytes:
    """``settle``'s last step where the pack has jokers (Obstruction): once
    their foundation takes them, send up every joker in a cell or at the foot
    of a column, as the engine's safe auto-move does (a joker is always safe:
    nothing goes on it and it goes on nothing), and settle again what a
    joker leaving a column shows. The jokers' foundation holds no count in
    the state: a joker up is one no longer in play."""
    if not jokers_go_up(found):
        return cells
    cells = cells.replace(_JOKER_BYTES[0], b"").replace(_JOKER_BYTES[1], b"")
    shown = False
    for index, column in enumerate(columns):
        while column and column[-1] >= FIRST_JOKER:
            column = columns[index] = column[:-1]
            shown = True
    if shown:
        return settle(columns, cells, found, needs)
    return cells


_JOKER_BYTES: Final = (bytes((FIRST_JOKER,)), bytes((SECOND_JOKER,)))


def _settle_decks(columns: list[bytes], cells: bytes, found: list[int], needs: SafeNeeds,
                  twice: bool) -> bytes:
    """``settle`` with two or three decks, or twice round."""
    progress = True
    while progress:
        progress = False
        for index in range(4 if twice else 0, len(found)):
            rank = found[index]
            if rank == 13 or (index >= 4 and found[index - 4] == rank):
                continue
            if twice and found[index - 4] != 13:
                continue
            card = rank * 4 + (index & 3)
            for other in needs[card]:
                if other == NO_FOUNDATION or found[other] < rank:
                    break
            else:
                for at, column in enumerate(columns):
                    if column and column[-1] == card:
                        columns[at] = column[:-1]
                        break
                else:
                    if card in cells:
                        cells = cells.replace(bytes((card,)), b"", 1)
                    else:
                        continue
                found[index] = rank + 1
                progress = True
    return cells


def whole_run_at_foot(column: bytes) -> bool:
    """Whether the last ``RUN_LENGTH`` cards of ``column`` run from a king
    down to an ace in alternate colours: the run a foundation of Spidercells
    takes (``WholeRuns.carries``)."""
    size = len(column)
    if size < RUN_LENGTH or column[-1] >> 2:
        return False
    red = RED
    for depth in range(1, RUN_LENGTH):
        card, above = column[size - 1 - depth], column[size - depth]
        if card >> 2 != depth or red[card] == red[above]:
            return False
    return True


def settle_runs(columns: list[bytes], found: list[int]) -> int:
    """Send every whole run at the foot of a column up, in place, each onto
    an empty foundation; returns how many went up. Foundations that take
    whole runs (Spidercells) hold 0 or 13 each, whatever the suit: a
    foundation's suit means nothing there, and a win is every foundation
    at 13 (``sum(found)``, as in every game).

    Safe (docs/rules.md, Foundations that take whole runs): nothing goes on
    an ace, and a run holds one card of each rank in the colours every other
    run needs, so no card of it is ever wanted in play. A column may hold
    two runs one on another, so a column that gave one up is looked at again.
    A deck holds four runs and the foundations are four, so one is always
    free for a run."""
    sent = 0
    for index in range(len(columns)):
        column = columns[index]
        while whole_run_at_foot(column):
            column = columns[index] = column[:-RUN_LENGTH]
            found[found.index(0)] = RUN_LENGTH
            sent += 1
    return sent
