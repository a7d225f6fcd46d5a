"""What a game's foundations take: one object for each kind of foundation.

Every question the engine, the table, the words and the solver ask of the
foundations goes to the game's ``FoundationRule`` (``Rules.foundation_rule``):
how many there are and how many cards each holds when full, which cards start
them at the deal, whether one takes a card now, which one a card goes to when
none is named, whether a card may come down again, which cards are safe to
send up unasked, and what a finished game looks like; and, for the rules
value, the words and the New Game dialog, which other options the kind
refuses (``refusal``), the clause it adds to a rule set's summary
(``summary_part``), the word its words are found by (``key``) and how New
Game offers it (``offered``). A new kind of foundation is a new class here
and a row in ``RULES``; nothing else branches on the kind (docs/rules.md,
Foundations).

A foundation is a pile of cards, the first card first (``Position``). Where a
game's foundations go round from a base (Penguin), ``base`` is the rank every
foundation starts from; it is the ace everywhere else.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from itertools import pairwise
from typing import NamedTuple, Protocol

from freecell_qt.engine.cards import Card, Suit, place_from, rank_above
from freecell_qt.engine.rules.options import (
    Base,
    Build,
    DealOrder,
    EmptyFill,
    FoundationBuild,
    SafeAutomove,
)

Pile = tuple[Card, ...]
Piles = tuple[Pile, ...]


class Fault(NamedTuple):
    """Why a pile cannot lie on a foundation, for a board's error message.

    ``what``: ``"size"`` (more cards than it holds), ``"empty"`` (the kind
    starts each foundation with a card), ``"first"`` (``card`` cannot start
    it), ``"follow"`` (``card`` is not one rank above ``below``),
    ``"colours"`` (``card`` is the colour of ``below``), ``"card"`` (``card``
    cannot lie there at all).
    """

    what: str
    card: Card | None = None
    below: Card | None = None


class GameOptions(Protocol):
    """The options of a game beside its foundations that a kind of foundation
    may not go with (``FoundationRule.refusal``): the rules value has them, and
    this module need not know it."""

    @property
    def decks(self) -> int: ...
    @property
    def base(self) -> Base: ...
    @property
    def suit_cells(self) -> bool: ...
    @property
    def deal(self) -> DealOrder: ...
    @property
    def build(self) -> Build: ...
    @property
    def fill(self) -> EmptyFill: ...


class FoundationRule(ABC):
    """The rule of one kind of foundation; one shared instance a kind (``RULES``)."""

    #: The kind's word in saved games and its member of ``FoundationBuild``.
    kind: FoundationBuild
    #: Foundations a deck.
    per_deck: int = 4
    #: Cards a full foundation holds.
    room: int = 13
    #: Whether a card may have a choice of foundations, so that a move up names
    #: the one it goes to, and the foundations are told apart by their cards.
    names_pile: bool = False
    #: Whether a card may come down from a foundation (where the option allows it).
    gives_back: bool = True
    #: Whether each card must differ in colour from the one below it.
    alternates: bool = False
    #: The auto-move rule the kind fixes whatever the columns' build
    #: (``Rules.safe_automove``); None where the build decides (by suit).
    automove: SafeAutomove | None = None
    #: Whether columns that are each one run by the build rule always finish
    #: by moves up alone, the lowest card first; where a suit's foundation
    #: goes round twice (Double FreeCell) a low card of the second round may
    #: lie on one the first round still wants, so Finish tries the moves up.
    runs_finish: bool = True
    #: Cards one move up carries: one, or a whole run of this many taken from
    #: the foot of a column at once (Spidercells); ``carries`` says which.
    run: int = 1
    #: Whether these are the plain foundations, four a deck by suit from the
    #: base and empty at the deal, which ranks going round on the columns and
    #: a deal where each king starts a column were thought through with.
    plain: bool = False
    #: Whether the columns may take no card (``Build.NONE``): where cards only
    #: leave the columns for foundations that need no building (Stalactites).
    still_columns: bool = False
    #: The clause the kind adds to a rule set's one-line summary
    #: (``Rules.summary``, fixed English); None where it adds none.
    summary_part: str | None = None
    #: The jokers the pack holds beside its decks (Obstruction's two), which
    #: the kind's last foundation takes (``holds_jokers``).
    jokers: int = 0
    #: The choices New Game's foundations list offers for the kind, in order:
    #: each a word its words name it by, and the base it starts from. None
    #: offers the kind not at all (a game of it is still played from its code).
    offered: tuple[tuple[str, Base], ...] = ()

    @property
    def key(self) -> str:
        """The kind's word (``FoundationBuild``'s value): saved games write it, and
        the words find the kind's sentences by it."""
        return self.kind.value

    def refusal(self, game: GameOptions) -> str | None:
        """Why the kind cannot go with ``game``'s other options, in fixed
        English (``RulesError``), or None: the options its moves, auto-moves
        and solver were thought through with."""
        return None

    def count(self, decks: int) -> int:
        """The foundations of a game of ``decks`` decks."""
        return self.per_deck * decks

    def for_decks(self, decks: int) -> FoundationRule:
        """The rule as a game of ``decks`` decks plays it: this same object,
        unless what a foundation takes depends on the decks (``InFours``)."""
        return self

    def next_wanted(self, pile: Pile) -> tuple[int, bool | None] | None:
        """What a foundation by rank holding ``pile`` takes next: the rank, and
        in alternate colours whether red (None: any colour); None when it is
        full or has no card yet to go up from."""
        if not 0 < len(pile) < self.room:
            return None
        return rank_above(pile[-1].rank), (not pile[-1].is_red if self.alternates else None)

    def started(self, decks: int) -> int:
        """Cards the deal puts on the foundations, besides a dealt base's copies."""
        return 0

    def start(self, deck: list[Card], decks: int) -> tuple[Piles, list[Card]]:
        """The foundations at the deal and the cards left to deal, from ``deck``
        in dealing order: empty foundations and the whole deck, unless the kind
        starts its foundations with cards of its own."""
        return ((),) * self.count(decks), deck

    @abstractmethod
    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        """Whether foundation ``index``, holding ``pile``, takes ``card`` now,
        as far as its own pile says (``takes_among`` asks the others too)."""

    def takes_among(self, piles: Sequence[Pile], index: int, card: Card, base: int) -> bool:
        """Whether foundation ``index`` of ``piles`` takes ``card`` now: what its
        own pile says, unless the kind also looks at the other foundations
        (Obstruction's jokers wait for three suits)."""
        return self.takes(piles[index], index, card, base)

    def holds_jokers(self, index: int) -> bool:
        """Whether foundation ``index`` is the one that takes the jokers."""
        return False

    def choices(self, piles: Sequence[Pile], card: Card, base: int) -> tuple[int, ...]:
        """Every foundation that takes ``card`` now."""
        return tuple(index for index in range(len(piles))
                     if self.takes_among(piles, index, card, base))

    def goes_to(self, piles: Sequence[Pile], card: Card, base: int) -> int | None:
        """The foundation ``card`` goes to when none is named: the first that takes it."""
        return next((index for index in range(len(piles))
                     if self.takes_among(piles, index, card, base)), None)

    def needs(self, piles: Sequence[Pile], card: Card, base: int) -> int:
        """The place (1 to 13 from the base) that ``card``'s suit takes next on
        the way to it, for the words of a refusal: of the suit's foundations
        below the card, the nearest (``rank_at`` of it names the card)."""
        place = place_from(base, card.rank)
        counts = [len(pile) for pile in piles[card.suit::4]]
        return max((count for count in counts if count < place), default=0) + 1

    def carries(self, cards: Pile) -> bool:
        """Whether ``cards``, deepest first, may go up together in one move: a
        single card, where cards go up one at a time."""
        return len(cards) == self.run == 1

    @property
    def numbered(self) -> bool:
        """Whether the foundations are told apart by number, not by suit: the
        table numbers their places and speech names them so. Where a card may
        have a choice of them."""
        return self.names_pile

    def finished(self, piles: Sequence[Pile]) -> bool:
        """Whether every foundation is full."""
        return all(len(pile) == self.room for pile in piles)

    @abstractmethod
    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """Whether ``card``, which a foundation takes now, may go up unasked: no
        card still in play could ever want it as a base (docs/rules.md, Safe
        auto-move). ``build`` is the columns' build rule; ``wraps`` whether
        ranks go round from a dealt base."""

    def faults(self, pile: Pile, index: int, base: int) -> Fault | None:
        """Why no game of this kind could have put ``pile`` on foundation
        ``index``, or None: a board's foundations are checked with it."""
        if len(pile) > self.room:
            return Fault("size")
        for place, card in enumerate(pile):
            if not self.takes(pile[:place], index, card, base):
                return Fault("card", card)
        return None


class BySuit(FoundationRule):
    """Four a deck, foundation ``i`` taking suit ``i % 4`` from the base up:
    the ace to the king, or round from a dealt base (Penguin)."""

    kind = FoundationBuild.SUIT
    plain = True
    offered: tuple[tuple[str, Base], ...] = (
        ("ace", Base.ACE), ("dealt", Base.DEALT), ("all-up", Base.ALL_UP))

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return index % 4 == card.suit and place_from(base, card.rank) == len(pile) + 1

    def goes_to(self, piles: Sequence[Pile], card: Card, base: int) -> int | None:
        place = place_from(base, card.rank)
        for index in range(card.suit, len(piles), 4):
            if len(piles[index]) + 1 == place:
                return index
        return None

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """Built by suit only the card of its own suit one rank lower could go on
        it; regardless of suit any such card, so all four foundations must hold
        that rank; in alternate colours the two of the other colour. With
        several decks every copy counts. Aces and twos are safe from the ace;
        where ranks go round on the columns (``wraps``) the base card never is
        (a top-rank card could still go on it), and the ranks count from the
        base. Where they do not, nothing goes on an ace, whatever the base
        (Petal), but a card of the rank below a base above the ace still goes
        on a base card, and goes up last: such a base card is never safe
        either. The card one place above the base is, as a two is from the
        ace: only base cards go on it, and a base card may always go up."""
        place = place_from(base, card.rank)
        if card.rank == 1 and not wraps:
            return True
        if place == 1:
            return False
        if place == 2 and not wraps:
            return True
        if build in (Build.SAME_SUIT, Build.NONE):
            suits: tuple[Suit, ...] = (card.suit,)
        elif build is Build.ANY_SUIT:
            suits = tuple(Suit)
        else:
            suits = tuple(s for s in Suit if s.is_red != card.is_red)
        return all(len(pile) >= place - 1 for index, pile in enumerate(piles)
                   if Suit(index % 4) in suits)


class _RankPiles(FoundationRule):
    """Foundations that go up one rank at a time whatever the suit, each from
    the card that started it: a card may suit several, and stays up."""

    names_pile = True
    gives_back = False

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return 0 < len(pile) < self.room and rank_above(pile[-1].rank) == card.rank

    def faults(self, pile: Pile, index: int, base: int) -> Fault | None:
        """The first card is the deal's; each after it must follow the one below."""
        if not pile:
            return Fault("empty")
        if len(pile) > self.room:
            return Fault("size")
        for below, card in pairwise(pile):
            if card.rank != rank_above(below.rank):
                return Fault("follow", card, below)
            if not self.takes((below,), index, card, base):
                return Fault("colours", card, below)
        return None


class ByRank(_RankPiles):
    """Stalactites: the last four cards dealt start the four foundations, each
    going up by rank from its first card, ranks going round, 13 cards each.

    No card is safe to send up unasked: a card sent up changes what its
    foundation takes next, and the four vie for the cards of each rank
    (docs/rules.md, Foundations by rank)."""

    kind = FoundationBuild.RANK
    automove = SafeAutomove.NONE
    still_columns = True
    summary_part = ("the last four cards dealt start the foundations, each built up by rank "
                    "regardless of suit, ranks going round")
    offered = (("rank", Base.ACE),)

    def refusal(self, game: GameOptions) -> str | None:
        """Columns that take no card (the solver of such games moves cards off
        the columns only) and one deck dealt row by row from the ace."""
        if (game.build, game.fill) != (Build.NONE, EmptyFill.NONE) or game.decks != 1 \
                or game.base is not Base.ACE or game.suit_cells \
                or game.deal is not DealOrder.ROWS:
            return ("foundations by rank need one deck dealt row by row, no building on the "
                    "columns, empty columns that stay empty and ordinary cells")
        return None

    def started(self, decks: int) -> int:
        return self.count(decks)

    def start(self, deck: list[Card], decks: int) -> tuple[Piles, list[Card]]:
        count = self.count(decks)
        return tuple((card,) for card in deck[-count:]), deck[:-count]

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        return False


def _aces_up(deck: list[Card], suits: tuple[Suit, ...]) -> tuple[Piles, list[Card]]:
    """The first deck's aces of ``suits``, one a foundation in that order, and
    the deck without them (Clink, Double FreeCell twice round)."""
    aces = tuple(Card(1, suit) for suit in suits)
    return tuple((ace,) for ace in aces), [card for card in deck if card not in aces]


#: The aces that start Clink's foundations, one of each colour, as in PySolFC.
COLOUR_ACES = (Suit.CLUBS, Suit.HEARTS)


class InColours(_RankPiles):
    """Clink: the aces of clubs and hearts start two foundations, each going up
    by rank in alternate colours whatever the suit, twice round from the ace
    to the king, 26 cards each."""

    kind = FoundationBuild.COLOURS
    automove = SafeAutomove.BY_COLOUR
    per_deck = 2
    room = 26
    alternates = True
    summary_part = ("the aces of clubs and hearts start two foundations, each built up in "
                    "alternate colours regardless of suit, twice round from the ace")
    offered = (("colours", Base.ACE),)

    def refusal(self, game: GameOptions) -> str | None:
        """One deck dealt row by row from the ace, ordinary cells and columns
        that take cards (the solver of such games plays cards by rank and
        colour alone)."""
        if game.decks != 1 or game.base is not Base.ACE or game.suit_cells \
                or game.deal is not DealOrder.ROWS or game.build is Build.SAME_SUIT:
            return ("foundations in alternate colours need one deck dealt row by row, "
                    "ordinary cells and columns built without regard to suit")
        return None

    def started(self, decks: int) -> int:
        return self.count(decks)

    def start(self, deck: list[Card], decks: int) -> tuple[Piles, list[Card]]:
        return _aces_up(deck, COLOUR_ACES)

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return super().takes(pile, index, card, base) and pile[-1].is_red != card.is_red

    def faults(self, pile: Pile, index: int, base: int) -> Fault | None:
        if pile and pile[0].rank != 1:
            return Fault("first", pile[0])
        return super().faults(pile, index, base)

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """Suits play no part here, so the two cards of one rank and colour are
        interchangeable, and once every card that could go on ``card`` is up
        (both of the rank below and the other colour; built regardless of
        suit, all four), it can only take room in play. Where both foundations
        take it, which one it goes to changes what each takes next: the
        player's choice, so it is not safe."""
        if len(self.choices(piles, card, base)) != 1:
            return False
        if card.rank == 1:
            return True
        below = card.rank - 1
        any_colour = build is Build.ANY_SUIT
        up = sum(1 for pile in piles for held in pile
                 if held.rank == below and (any_colour or held.is_red != card.is_red))
        decks = len(piles) // self.per_deck
        return up == (4 if any_colour else 2) * decks


class WholeRuns(FoundationRule):
    """Spidercells: four foundations of any suit, each taking one whole run
    from king down to ace in alternate colours, the 13 cards in one move from
    the foot of a column, as PySolFC's foundation for it takes them. A
    foundation's pile is the run as it lay, the king first and the ace on top;
    nothing comes down again.

    A card alone never goes up, so ``takes`` is asked of the run's king (the
    card that lands first) and ``carries`` of the whole run."""

    kind = FoundationBuild.RUNS
    automove = SafeAutomove.WHOLE_RUNS
    run = 13
    gives_back = False
    alternates = True
    summary_part = ("each foundation takes one whole run from king to ace in alternate "
                    "colours, 13 cards at once")

    def refusal(self, game: GameOptions) -> str | None:
        """One deck dealt from the ace and columns built in alternate colours,
        the runs the foundations take; whether sending a run up unasked is
        safe was thought through for that game alone (``safe``)."""
        if game.decks != 1 or game.base is not Base.ACE or game.suit_cells \
                or game.deal is DealOrder.SUITS or game.build is not Build.ALTERNATE_COLOURS:
            return ("foundations that take whole runs need one deck dealt from the ace, "
                    "ordinary cells and columns built in alternate colours")
        return None

    @property
    def numbered(self) -> bool:
        """Each takes any suit, so a suit would name none of them."""
        return True

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return not pile and card.rank == 13

    def carries(self, cards: Pile) -> bool:
        return (len(cards) == self.run and cards[0].rank == 13
                and all(card.rank == below.rank - 1 and card.is_red != below.is_red
                        for below, card in pairwise(cards)))

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """A whole run always goes up unasked, as PySolFC's auto-drop sends it:
        nothing can go on its ace, so as it lies it serves no other card, and it
        holds one card of every rank in the colours a foundation wants, so the
        39 cards left still split into three such runs (docs/rules.md,
        Spidercells)."""
        return True

    def faults(self, pile: Pile, index: int, base: int) -> Fault | None:
        """A foundation is empty or holds one whole run, the king first."""
        if not pile:
            return None
        if len(pile) > self.room:
            return Fault("size")
        if pile[0].rank != 13:
            return Fault("first", pile[0])
        for below, card in pairwise(pile):
            if card.rank != below.rank - 1 or card.is_red == below.is_red:
                return Fault("card", card)
        if len(pile) != self.room:
            return Fault("size")
        return None


class InFours(FoundationRule):
    """Footling: one foundation for the whole game, taking any ace first, then
    a card of the same rank as its top until the last four a deck on it are
    all of that rank, then the next rank up: every ace, every 2, ..., every
    king, whatever the suit, 52 cards a deck. No card comes down again.

    The shared instance is the one-deck rule; ``for_decks`` gives the rule of
    two or three decks (eight or twelve of each rank, 104 or 156 cards)."""

    kind = FoundationBuild.FOURS
    automove = SafeAutomove.TAKEN
    names_pile = True
    gives_back = False
    #: A card never has a choice and never stands in another's way: Finish
    #: is offered once moves up alone, lowest first, win.
    runs_finish = False
    summary_part = ("one foundation takes every ace, then every 2, and so on up to the "
                    "kings, whatever the suit")
    offered = (("fours", Base.ACE),)

    def refusal(self, game: GameOptions) -> str | None:
        """From the ace to the king: no dealt base, whose ranks go round, and no
        suit deal or suit cells, whose auto-moves were thought through for
        foundations by suit."""
        if game.base is not Base.ACE or game.suit_cells or game.deal is DealOrder.SUITS:
            return ("one foundation by rank needs the cards dealt from the ace, not by suits, "
                    "and ordinary cells")
        return None

    def __init__(self, decks: int = 1) -> None:
        self.decks = decks
        self.room = 52 * decks
        #: The cards of one rank the foundation takes before the next rank.
        self.group = 4 * decks

    def count(self, decks: int) -> int:
        return 1

    def for_decks(self, decks: int) -> FoundationRule:
        """The one rule of ``decks`` decks, made once: ``Rules.foundation_rule``
        asks for it at every question, and the rule holds nothing that changes."""
        if decks == self.decks:
            return self
        rule = _IN_FOURS.get(decks)
        if rule is None:
            rule = _IN_FOURS[decks] = InFours(decks)
        return rule

    def next_wanted(self, pile: Pile) -> tuple[int, bool | None] | None:
        """The ace on an empty foundation; the top card's rank until ``group``
        cards of it lie on top, then the rank above; None when full."""
        if not pile:
            return 1, None
        if len(pile) >= self.room:
            return None
        top = pile[-1].rank
        same = 0
        for card in reversed(pile):
            if card.rank != top or same == self.group:
                break
            same += 1
        return (top + 1 if same == self.group else top), None

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        wanted = self.next_wanted(pile)
        return wanted is not None and wanted[0] == card.rank

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """Every card the foundation takes now is safe: it takes a rank only
        once every card of the rank below is up, so no card left in play can
        ever go on this one; and the foundation counts cards, not suits, so
        the card going up now rather than later never changes what the
        foundation takes once the other cards of its rank have followed
        (docs/rules.md, Footling)."""
        return True


#: The rule of Footling's foundation for each number of decks past one, made
#: once (``InFours.for_decks``).
_IN_FOURS: dict[int, InFours] = {}


class TwiceRound(FoundationRule):
    """Double FreeCell, as PySolFC plays it: two decks and four foundations,
    foundation ``i`` taking suit ``i`` from the ace up to the king and round
    again, the other copy of each card, 26 cards each. The four aces of the
    first deck start them: the deal sends them up last (docs/rules.md,
    Double FreeCell). Each suit has one foundation, so a card never has a
    choice of them."""

    kind = FoundationBuild.TWICE
    automove = SafeAutomove.SECOND_ROUND
    per_deck = 2
    room = 26
    runs_finish = False
    summary_part = ("the first deck's aces start four foundations, each built up by suit "
                    "twice round from the ace")
    offered = (("twice", Base.ACE),)

    def refusal(self, game: GameOptions) -> str | None:
        """Both decks of two, four foundations of 26 cards, dealt row by row
        from the ace with ordinary cells and columns that take cards: what
        their safe auto-move was thought through for."""
        if game.decks != 2 or game.base is not Base.ACE or game.suit_cells \
                or game.deal is not DealOrder.ROWS or game.build is Build.NONE:
            return ("foundations by suit twice round need two decks dealt row by row from "
                    "the ace, ordinary cells and columns that take cards")
        return None

    def started(self, decks: int) -> int:
        return self.count(decks)

    def start(self, deck: list[Card], decks: int) -> tuple[Piles, list[Card]]:
        return _aces_up(deck, tuple(Suit))

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        return (index % 4 == card.suit and len(pile) < self.room
                and place_from(base, card.rank) == len(pile) % 13 + 1)

    def goes_to(self, piles: Sequence[Pile], card: Card, base: int) -> int | None:
        index = int(card.suit)
        if index < len(piles) and self.takes(piles[index], index, card, base):
            return index
        return None

    def needs(self, piles: Sequence[Pile], card: Card, base: int) -> int:
        return len(piles[card.suit]) % 13 + 1 if card.suit < len(piles) else 1

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """The first time round a card is never safe: its twin is still in
        play, and which of the two goes up first decides which one is left
        behind, where it lies (what it covers) for the second round. The
        second time round the twin is up, so the card is the last of its kind
        and it is safe, as with one deck, once every copy of every card that
        could go on it in a column is up: the ace always; built by suit, any
        card (its own foundation holds both cards of the rank below); in
        alternate colours, once both foundations of the other colour have gone
        round to the rank below; regardless of suit, all four."""
        pile = piles[card.suit]
        if len(pile) < 13:
            return False
        place = place_from(base, card.rank)
        if place == 1:
            return True
        if build in (Build.SAME_SUIT, Build.NONE):
            suits: tuple[Suit, ...] = (card.suit,)
        elif build is Build.ANY_SUIT:
            suits = tuple(Suit)
        else:
            suits = tuple(s for s in Suit if s.is_red != card.is_red)
        return all(len(piles[suit]) >= 13 + place - 1 for suit in suits)


#: The suits whose foundations must be complete before a joker goes up:
#: PySolFC's first three foundations, its suit order being clubs, spades,
#: hearts, diamonds. The diamonds are not asked (docs/rules.md, Obstruction).
JOKERS_WAIT_FOR = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS)


class WithJokers(BySuit):
    """Obstruction: one deck and two jokers. Four foundations by suit from
    the ace to the king, and a fifth, the last, that takes the two jokers,
    either first, once the clubs, spades and hearts foundations hold 13 cards
    each (``JOKERS_WAIT_FOR``), as PySolFC's Obstruction_Foundation asks. A
    joker goes on no other foundation, and no card of the deck on the fifth.

    What the columns do with a joker is the columns' rule for jokers
    (``ColumnRule.builds_on``, ``ColumnRule.follows``), asked in any game
    whose pack holds them."""

    kind = FoundationBuild.JOKERS
    plain = False
    jokers = 2
    #: Moves up alone may stall on a joker that waits for its three suits
    #: while it covers one of their cards: Finish tries them.
    runs_finish = False
    summary_part = ("two jokers besides the deck, which a fifth foundation takes once the "
                    "clubs, spades and hearts are complete")
    #: Played from its preset and its code, not offered among New Game's
    #: foundations.
    offered: tuple[tuple[str, Base], ...] = ()

    def refusal(self, game: GameOptions) -> str | None:
        """One deck dealt row by row from the ace, ordinary cells and columns
        that take cards: the game the jokers' rules were thought through for."""
        if game.decks != 1 or game.base is not Base.ACE or game.suit_cells \
                or game.deal is not DealOrder.ROWS or game.build is Build.NONE:
            return ("jokers need one deck dealt row by row from the ace, ordinary cells and "
                    "columns that take cards")
        return None

    def count(self, decks: int) -> int:
        return 4 * decks + 1

    def holds_jokers(self, index: int) -> bool:
        return index == 4

    def takes(self, pile: Pile, index: int, card: Card, base: int) -> bool:
        if self.holds_jokers(index):
            return card.is_joker and len(pile) < self.jokers
        return not card.is_joker and super().takes(pile, index, card, base)

    def takes_among(self, piles: Sequence[Pile], index: int, card: Card, base: int) -> bool:
        return self.takes(piles[index], index, card, base) and (
            not card.is_joker or self.jokers_wanted(piles))

    @staticmethod
    def jokers_wanted(piles: Sequence[Pile]) -> bool:
        """Whether the jokers may go up: the clubs, spades and hearts are complete."""
        return all(len(piles[suit]) == 13 for suit in JOKERS_WAIT_FOR)

    def goes_to(self, piles: Sequence[Pile], card: Card, base: int) -> int | None:
        if card.is_joker:
            return 4 if self.takes_among(piles, 4, card, base) else None
        return super().goes_to(piles[:4], card, base)

    def needs(self, piles: Sequence[Pile], card: Card, base: int) -> int:
        return super().needs(piles[:4], card, base)

    def finished(self, piles: Sequence[Pile]) -> bool:
        return all(len(pile) == 13 for pile in piles[:4]) and len(piles[4]) == self.jokers

    def faults(self, pile: Pile, index: int, base: int) -> Fault | None:
        if self.holds_jokers(index) and len(pile) > self.jokers:
            return Fault("size")
        return super().faults(pile, index, base)

    def safe(self, piles: Sequence[Pile], card: Card, base: int, build: Build,
             wraps: bool) -> bool:
        """A joker the fifth foundation takes is always safe: nothing goes on
        a joker in a column, and a joker goes on nothing, so no card can need
        it. The deck's cards are safe as with four foundations by suit: no
        card can need a joker as a base either."""
        if card.is_joker:
            return True
        return super().safe(piles[:4], card, base, build, wraps)


#: The rule of each kind of foundation, in the order New Game offers them.
RULES: dict[FoundationBuild, FoundationRule] = {
    rule.kind: rule for rule in (BySuit(), ByRank(), InColours(), TwiceRound(), InFours(),
                                  WholeRuns(), WithJokers())
}
