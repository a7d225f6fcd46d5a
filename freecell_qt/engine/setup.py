"""A position set up card by card: the model behind Game > Set Up Position.

A player brings a position of their own (from a book, a friend's screen, a
game on another app) by placing each card where it lies. While they work the
table is not a position yet: cards are still to place, and the rules chosen
may change under it. So this model keeps plain lists of cards and answers two
questions at every step: may this card go there (``refusal``), and is the
whole a position these rules can play (``problem``, then ``position``).

What a pile may hold follows the rules where a position could not be read
otherwise: a free cell holds one card, of its suit where each suit has its
cells; a foundation holds a run from its base card (by suit from the ace, or
from the base every foundation shares in the games that deal one; by rank
whatever the suit, or in alternate colours from an ace, where the
foundations are piles). A column holds any cards in any order, as a game in
progress may. Every refusal is a ``SetupError`` with a ``key`` and
``params``, so a window can word it in the player's language.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from freecell_qt.engine.cards import RANK_NAMES, Card, rank_above
from freecell_qt.engine.errors import CardError, FreeCellError, InvalidMoveError, cut, quoted
from freecell_qt.engine.moves import Pile, PileKind
from freecell_qt.engine.position import Position, foundation_suit, share_copies
from freecell_qt.engine.rules import Rules


class SetupError(FreeCellError):
    """A card that cannot go where it was put, or a table that is no position yet."""


#: The longest typed placement worth reading: every card of three decks as ``10H``
#: and a pile, with room to spare. A window's line stops there (``QLineEdit``'s
#: ``maxLength``), so that a pasted page is no placement.
MAX_TYPED_CHARS = 1024
#: A foundation's number in a typed placement (``h2``): one or two ASCII digits.
_DIGITS = re.compile(r"[0-9]{1,2}")
#: The word for "back to the cards not placed" in a typed placement.
PALETTE_WORDS = ("-", "x")


@dataclass(slots=True)
class Setup:
    """The table of a position being set up, and the rules it is set up for."""

    rules: Rules
    columns: list[list[Card]] = field(default_factory=list)
    cells: list[Card | None] = field(default_factory=list)
    #: Each foundation's cards, the first placed (its base card) first.
    foundations: list[list[Card]] = field(default_factory=list)

    @classmethod
    def empty(cls, rules: Rules) -> Setup:
        """An empty table of ``rules``' piles, every card still to place."""
        return cls(rules, [[] for _ in range(rules.pile_count)], [None] * rules.cells,
                   [[] for _ in range(rules.foundation_count)])

    @classmethod
    def of(cls, position: Position, rules: Rules) -> Setup:
        """The table as ``position`` has it, to change from there."""
        source = cls(rules, [list(column) for column in position.columns],
                     list(position.cells), [list(pile) for pile in position.foundations])
        return source.with_rules(rules)

    # -- what lies where -------------------------------------------------
    def placed(self) -> Iterator[tuple[Card, Pile]]:
        for index, column in enumerate(self.columns):
            for card in column:
                yield card, Pile.column(index)
        for index, held in enumerate(self.cells):
            if held is not None:
                yield held, Pile.cell(index)
        for index, pile in enumerate(self.foundations):
            for card in pile:
                yield card, Pile.foundation(index)

    def where(self, card: Card) -> Pile | None:
        """The pile ``card`` lies on, or None while it is still to place."""
        return next((pile for held, pile in self.placed() if held == card), None)

    def unplaced(self) -> list[Card]:
        """The cards still to place, by suit, then rank, then copy."""
        placed = {card for card, _pile in self.placed()}
        left = [card for card in self.rules.pack if card not in placed]
        return sorted(left, key=lambda card: (card.suit, card.rank, card.deck))

    def cards_on(self, pile: Pile) -> list[Card]:
        """A copy of the cards on ``pile``, bottom first."""
        if pile.kind is PileKind.COLUMN:
            return list(self.columns[pile.index])
        if pile.kind is PileKind.CELL:
            held = self.cells[pile.index]
            return [] if held is None else [held]
        return list(self.foundations[pile.index])

    def base(self) -> int:
        """The rank the foundations by suit start from: that of the first card on
        any of them, else the ace. A joker on the jokers' foundation (Obstruction)
        says nothing of it: it has no rank among the suits'."""
        return next((pile[0].rank for pile in self.foundations
                     if pile and not pile[0].is_joker), 1)

    # -- changing it -----------------------------------------------------
    def refusal(self, cards: list[Card], dest: Pile) -> SetupError | None:
        """Why ``cards`` (in order) cannot go on ``dest`` now, or None if they can.

        Each card leaves the place it lies first, so a card already on ``dest``
        (a column's card put back at its bottom) is judged as moved there again.
        """
        for card in cards:
            lifted = self._lift_refusal(card)
            if lifted is not None:
                return lifted
        if dest.kind is PileKind.COLUMN:
            return None
        if dest.kind is PileKind.CELL:
            if len(cards) > 1:
                return SetupError(f"a free cell holds one card, not {len(cards)}",
                                  key="setup_cell_one", count=len(cards))
            card = cards[0]
            held = self.cells[dest.index]
            if held is not None and held != card:
                return SetupError(f"free cell {dest.letter} already holds {held}",
                                  key="setup_cell_full", cell=dest.index, card=held)
            if not self.rules.cell_takes(dest.index, card):
                return SetupError(
                    f"free cell {dest.letter} holds only "
                    f"{foundation_suit(dest.index).english_name}, not the {card.describe()}",
                    key="setup_cell_suit", cell=dest.index, card=card,
                    suit=foundation_suit(dest.index))
            return None
        if len(cards) > 1:
            return SetupError(f"cards go on a foundation one at a time, not {len(cards)}",
                              key="setup_foundation_one", count=len(cards))
        return self._foundation_refusal(dest.index, cards[0])

    def _lift_refusal(self, card: Card) -> SetupError | None:
        for pile in self.foundations:
            if card in pile and pile[-1] != card:
                return SetupError(
                    f"the {card.describe()} is under the {pile[-1].describe()} on its "
                    "foundation: take that off first",
                    key="setup_under", card=card, top=pile[-1])
        return None

    def _foundation_refusal(self, index: int, card: Card) -> SetupError | None:
        pile = [held for held in self.foundations[index] if held != card]
        rules = self.rules
        number = index + 1
        rule = rules.foundation_rule
        if rule.run > 1:
            # Whole runs (Spidercells) go up in one move, never card by card.
            return SetupError(
                f"in {rules.title} a foundation takes only a whole run, in one move: lay "
                "the run in a column and send it up in play",
                key="setup_whole_runs", game=rules.title)
        if rule.names_pile and not rule.started(rules.decks):
            # One foundation by rank (Footling): empty at the deal, it says what it takes.
            wanted = rule.next_wanted(tuple(pile))
            if wanted is None:
                return SetupError(f"foundation {number} is full",
                                  key="setup_foundation_full", foundation=index)
            if card.rank != wanted[0]:
                return SetupError(
                    f"the foundation takes rank {RANK_NAMES[wanted[0]]} next, not the "
                    f"{card.describe()}",
                    key="setup_foundation_rank", card=card, rank=wanted[0])
            return None
        if rule.names_pile:
            colours = rule.alternates
            if not pile:
                if colours and card.rank != 1:
                    return SetupError(f"a foundation in alternate colours starts with an "
                                      f"ace, not the {card.describe()}",
                                      key="setup_colours_ace", card=card)
                return None
            if len(pile) >= rule.room:
                return SetupError(f"foundation {number} is full",
                                  key="setup_foundation_full", foundation=index)
            top = pile[-1]
            if card.rank != rank_above(top.rank) or (colours and card.is_red == top.is_red):
                return SetupError(
                    f"foundation {number} takes a card one rank above the {top.describe()}"
                    + (" in the other colour" if colours else "")
                    + f", not the {card.describe()}",
                    key="setup_foundation_next", foundation=index, card=card, top=top,
                    colours=colours)
            return None
        if rule.jokers and (card.is_joker or rule.holds_jokers(index)):
            if card.is_joker and rule.holds_jokers(index):
                return None
            return SetupError(
                f"only the jokers go on the jokers' foundation, and a joker on no other, "
                f"not the {card.describe()}", key="setup_jokers_pile", card=card)
        suit = foundation_suit(index)
        if card.suit != suit:
            return SetupError(
                f"the {suit.english_name} foundation takes only {suit.english_name}, not the "
                f"{card.describe()}", key="setup_foundation_suit", card=card, suit=suit)
        if not pile:
            others = [p for i, p in enumerate(self.foundations) if p and i != index]
            base = others[0][0].rank if others else (None if rules.deal_sets_base else 1)
            if base is not None and card.rank != base:
                return SetupError(
                    f"the foundations start from rank {base}, not the {card.describe()}",
                    key="setup_foundation_base", card=card, rank=base)
            return None
        if len(pile) >= rule.room:
            return SetupError(f"the {suit.english_name} foundation is full",
                              key="setup_suit_full", suit=suit)
        top = pile[-1]
        if card.rank != rank_above(top.rank):
            return SetupError(
                f"the {suit.english_name} foundation takes the card one rank above the "
                f"{top.describe()}, not the {card.describe()}",
                key="setup_suit_next", suit=suit, card=card, top=top)
        return None

    def place(self, cards: Iterable[Card], dest: Pile) -> None:
        """Put ``cards`` on ``dest`` in order, each taken from wherever it lay;
        ``SetupError`` (and nothing changed) when they may not go there."""
        cards = list(cards)
        if not cards:
            return
        dest = self.resolve(cards[0], dest) if dest.index < 0 else dest
        refused = self.refusal(cards, dest)
        if refused is not None:
            raise refused
        for card in cards:
            self._take(card)
        if dest.kind is PileKind.COLUMN:
            self.columns[dest.index].extend(cards)
        elif dest.kind is PileKind.CELL:
            self.cells[dest.index] = cards[0]
        else:
            self.foundations[dest.index].append(cards[0])

    def resolve(self, card: Card, dest: Pile) -> Pile:
        """A foundation named without its number: the first that takes ``card``
        (the first of its suit, when none does, for the refusal to name)."""
        if dest.kind is not PileKind.FOUNDATION or dest.index >= 0:
            return dest
        indexes = range(len(self.foundations))
        if not self.rules.foundation_rule.names_pile:
            indexes = range(card.suit, len(self.foundations), 4)
        chosen = [i for i in indexes if self._foundation_refusal(i, card) is None]
        return Pile.foundation(chosen[0] if chosen else indexes[0])

    def remove(self, cards: Iterable[Card]) -> None:
        """Put ``cards`` back with the cards still to place."""
        cards = list(cards)
        for card in cards:
            refused = self._lift_refusal(card)
            if refused is not None:
                raise refused
        for card in cards:
            self._take(card)

    def _take(self, card: Card) -> None:
        for column in self.columns:
            if card in column:
                column.remove(card)
                return
        for index, held in enumerate(self.cells):
            if held == card:
                self.cells[index] = None
                return
        for pile in self.foundations:
            if pile and pile[-1] == card:
                pile.pop()
                return

    def clear(self) -> None:
        """Every card back with the cards still to place."""
        empty = Setup.empty(self.rules)
        self.columns, self.cells, self.foundations = (empty.columns, empty.cells,
                                                      empty.foundations)

    def deal_rest(self, rng: random.Random | None = None) -> None:
        """Deal the cards still to place to the columns in a random order, each to
        the shortest column (the leftmost of the shortest), as a deal fills them."""
        rest = self.unplaced()
        (rng or random.Random()).shuffle(rest)
        for card in rest:
            shortest = min(range(len(self.columns)), key=lambda i: len(self.columns[i]))
            self.columns[shortest].append(card)

    def with_rules(self, rules: Rules) -> Setup:
        """This table under other rules: each card that still fits where it lies
        stays there; the others (piles the game lacks, copies of a deck it does not
        have, a foundation it builds otherwise) go back with the cards to place."""
        fitted = Setup.empty(rules)
        cards = set(rules.pack)
        for index, column in enumerate(self.columns[:rules.pile_count]):
            fitted.columns[index] = [card for card in column if card in cards]
        for index, held in enumerate(self.cells[:rules.cells]):
            if held in cards and rules.cell_takes(index, held):
                fitted.cells[index] = held
        for index, pile in enumerate(self.foundations[:rules.foundation_count]):
            if rules.foundation_rule.run > 1:
                # A whole run (Spidercells) stays up whole or comes down whole.
                if set(pile) <= cards and not rules.foundation_rule.faults(tuple(pile), index, 1):
                    fitted.foundations[index] = list(pile)
                continue
            for card in pile:
                if card not in cards or fitted._foundation_refusal(index, card) is not None:
                    break
                fitted.foundations[index].append(card)
        return fitted

    # -- the position ----------------------------------------------------
    def problem(self) -> SetupError | None:
        """What keeps this table from being a position to play, or None."""
        left = self.unplaced()
        if left:
            cards = "1 card is" if len(left) == 1 else f"{len(left)} cards are"
            return SetupError(f"{cards} still to place",
                              key="setup_unplaced", count=len(left))
        rule = self.rules.foundation_rule
        if rule.names_pile and rule.started(self.rules.decks):
            for index, pile in enumerate(self.foundations):
                if not pile:
                    return SetupError(
                        f"foundation {index + 1} is empty; in {self.rules.title} each "
                        "foundation starts with a card of its own",
                        key="setup_foundation_empty", foundation=index,
                        game=self.rules.title)
        if not any(self.columns) and not any(card is not None for card in self.cells):
            return SetupError("every card is on the foundations: there is nothing to play",
                              key="setup_won")
        return None

    def position(self) -> Position:
        """The position set up; ``SetupError`` naming what is still wrong."""
        problem = self.problem()
        if problem is not None:
            raise problem
        rules = self.rules
        columns = tuple(tuple(column) for column in self.columns)
        cells = tuple(self.cells)
        piles = share_copies(tuple(tuple(pile) for pile in self.foundations))
        base = 1 if rules.foundation_rule.numbered else self.base()
        position = Position(columns, cells, piles, base)
        position.check_fits(rules)
        return position


def read_card(token: str, setup: Setup) -> Card:
    """The card a player typed: of several copies, the first still to place, else
    the one on top of its pile (the one a player can see and take)."""
    wanted = Card.parse(token)
    copies = [Card(wanted.rank, wanted.suit, deck) for deck in range(setup.rules.decks)]
    unplaced = set(setup.unplaced())
    for copy in copies:
        if copy in unplaced:
            return copy
    tops = {pile[-1] for pile in (*setup.columns, *setup.foundations) if pile}
    tops |= {card for card in setup.cells if card is not None}
    return next((copy for copy in copies if copy in tops), copies[0])


def read_placement(text: str, setup: Setup) -> tuple[list[Card], Pile | None]:
    """Cards and where they go, as a player types them: ``7h 3`` (the seven of
    hearts to the bottom of column 3), ``ks qh jc 1``, ``5d a`` (cell a), ``ah h``
    (up to its foundation; ``h2`` names the second), ``7h -`` (back with the cards
    to place, ``None``). Piles are written as in moves (``docs/rules.md``, Move
    notation); ``SetupError`` when the text is not of this form."""
    tokens = text.split()
    if len(tokens) < 2:
        raise SetupError("type one or more cards, then where they go (7H 3)",
                         key="setup_typed_short")
    *names, where = tokens
    if len(names) > setup.rules.card_count:
        # A pasted page, not a placement: refused before reading thousands of cards.
        raise SetupError(f"{len(names):,} cards named, and the game has "
                         f"{setup.rules.card_count}", key="setup_typed_long",
                         count=len(names), cards=setup.rules.card_count)
    cards: list[Card] = []
    for name in names:
        try:
            card = read_card(name, setup)
        except CardError:
            raise SetupError(f"{quoted(name)} is not a card (7H, TD, KS)",
                             key="setup_typed_card", token=cut(name)) from None
        if card in cards:
            raise SetupError("a card is named twice", key="setup_typed_twice")
        cards.append(card)
    if where.lower() in PALETTE_WORDS:
        return cards, None
    return cards, _read_pile(where, setup)


def _read_pile(word: str, setup: Setup) -> Pile:
    letter = word.lower()
    if letter.startswith("h") and len(letter) > 1:
        digits = letter[1:]
        # ASCII digits only, and few: str.isdigit also takes '²' and '٢', which int()
        # refuses or reads as another number, and int() refuses 5,000 digits.
        number = int(digits) if _DIGITS.fullmatch(digits) else 0
        if 1 <= number <= len(setup.foundations):
            return Pile.foundation(number - 1)
        raise SetupError(f"{quoted(word)} names no foundation of this game",
                         key="setup_typed_pile", token=cut(word))
    if letter == "10":
        letter = "t"
    try:
        pile = Pile.from_letter(letter)
    except InvalidMoveError:
        raise SetupError(f"{quoted(word)} names no pile (a column 1-9, t, j, q, k; a cell "
                         "a-g, i, l-n; h for a foundation; - for none)", key="setup_typed_pile",
                         token=cut(word)) from None
    count = {PileKind.COLUMN: len(setup.columns), PileKind.CELL: len(setup.cells)}
    if pile.kind in count and pile.index >= count[pile.kind]:
        raise SetupError(f"{quoted(word)} names no pile of this game", key="setup_typed_pile",
                         token=cut(word))
    return pile
