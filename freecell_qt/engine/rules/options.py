"""The options a rules value is made of, each an enum whose value is its command-line word.

Kept apart from ``Rules`` so that the preset table, the codes and the words
shown to the player can name an option without building a whole rule set.
"""

from __future__ import annotations

from enum import Enum
from typing import TypeVar

from freecell_qt.engine.errors import RulesError

_E = TypeVar("_E", bound=Enum)


def parse_option(kind: type[_E], text: str, what: str) -> _E:
    """The member of ``kind`` named ``text`` (any case), or a one-line ``RulesError``."""
    try:
        return kind(text.strip().lower())
    except ValueError:
        names = ", ".join(str(member.value) for member in kind)
        raise RulesError(f"unknown {what} {text[:24]!r} (expected {names})") from None


class Build(Enum):
    """What may go on a column's top card: one rank lower and ..."""

    ALTERNATE_COLOURS = "alternate"
    SAME_SUIT = "suit"
    ANY_SUIT = "any"
    #: Nothing goes on a column: cards only leave them (Stalactites).
    NONE = "none"


#: The builds a game with foundations by suit may take: ``Build.NONE`` comes
#: only with foundations by rank, the one game whose columns take no card.
COLUMN_BUILDS = (Build.ALTERNATE_COLOURS, Build.SAME_SUIT, Build.ANY_SUIT)


class EmptyFill(Enum):
    """What may be moved into an empty column."""

    ANY = "any"
    KINGS = "kings"
    NONE = "none"


class SequenceMove(Enum):
    """How many cards one move may carry between columns (``docs/rules.md``)."""

    SUPERMOVE = "supermove"  # as many as the free cells and relaying columns allow
    UNLIMITED = "unlimited"  # any run
    ONE_CARD = "one"  # a single card


class Supermove(Enum):
    """The capacity formula of ``SequenceMove.SUPERMOVE`` (``docs/rules.md``, Sequence moves)."""

    DOUBLING = "doubling"
    LINEAR = "linear"

    @classmethod
    def parse(cls, text: str) -> Supermove:
        return parse_option(cls, text, "supermove formula")


class DealOrder(Enum):
    """How the shuffled deck is laid out before it is dealt row by row."""

    ROWS = "rows"  # the shuffle as it comes
    CHALLENGE = "challenge"  # aces then twos first, so that they lie deepest
    SUITS = "suits"  # each card to the column of its suit, in shuffled order (Four Colours)
    #: One card at a time into the current column; a king that comes while
    #: that column holds cards starts the next one, so the cards, not the
    #: layout, decide the columns' lengths. With as many columns as kings the
    #: last king of the shuffle is dealt first, so that a king heads every
    #: column (Kings); with one column more, the first card heads column 1
    #: whatever it is (Cat's Tail).
    KINGS = "kings"
    #: As ``KINGS``, and every ace goes to a foundation as it is dealt (Snake,
    #: Retinue).
    KINGS_ACES = "kings-aces"
    #: The aces start on the foundations before the deal, and the other cards
    #: are dealt row by row: an easier game for a beginner (FreeCell, aces up).
    ACES_UP = "aces-up"


#: The deals in which a king starts each column (``DealOrder.KINGS``).
KING_DEALS = (DealOrder.KINGS, DealOrder.KINGS_ACES)


class Base(Enum):
    """Where the foundations start, and whether ranks go round (``docs/rules.md``, Base card)."""

    ACE = "ace"  # every foundation from the ace to the king
    #: The first card dealt fixes the base rank; the other cards of that rank
    #: start the foundations, and ranks go round from king to ace everywhere.
    DEALT = "dealt"
    #: The first card of the shuffle fixes the base rank, and every card of
    #: that rank starts a foundation before the deal; the foundations go round
    #: from the base, the columns only where the game says so (Petal).
    ALL_UP = "all-up"

    def up_at_deal(self, decks: int) -> int:
        """The cards of the base rank that start the foundations at the deal."""
        if self is Base.DEALT:
            return 4 * decks - 1
        return 4 * decks if self is Base.ALL_UP else 0

    @property
    def columns_wrap(self) -> bool:
        """Whether ranks go round on the columns unless a game says otherwise:
        with a base dealt into column 1 (Penguin), as ever."""
        return self is Base.DEALT


class FoundationBuild(Enum):
    """How the foundations are built (``docs/rules.md``, Foundations by rank)."""

    SUIT = "suit"  # four a deck, each by suit from its base
    #: Stalactites: the last four cards dealt start the four foundations, and
    #: each goes up by rank from its own first card whatever the suit, ranks
    #: going round, 13 cards to a foundation.
    RANK = "rank"
    #: Clink: the aces of clubs and hearts start two foundations, and each goes
    #: up by rank in alternate colours whatever the suit, twice round from the
    #: ace to the king, 26 cards to a foundation.
    COLOURS = "colours"
    #: Spidercells: four foundations of any suit, each taking one whole run
    #: from king down to ace in alternate colours, all 13 cards in one move.
    RUNS = "runs"
    #: Footling: one foundation taking every ace, then every 2, and so on up
    #: to every king, whatever the suit, 52 cards a deck.
    FOURS = "fours"
    #: Double FreeCell: four foundations for two decks, each by suit from the
    #: ace to the king and round again, 26 cards each; the first deck's aces
    #: start them.
    TWICE = "twice"
    #: Obstruction: one deck and two jokers; four foundations by suit from
    #: the ace and a fifth that takes the jokers once the clubs, spades and
    #: hearts are complete.
    JOKERS = "jokers"


class Reserves(Enum):
    """Reserve piles beside the columns, each holding several cards
    (docs/rules.md, Reserve piles); the game's rule for them is
    ``reserves.RESERVE_RULES[kind]``."""

    NONE = "none"
    #: Limpopo: two piles of up to four cards, a card in or out at a time.
    FOUR_CARDS = "four"
    #: Headquarters: six piles; an empty one takes a run, any part of which leaves.
    RUNS = "runs"
    #: Needle: one pile dealt the first eight cards, taking more one at a time up to 18.
    EIGHTEEN = "eighteen"
    #: Haystack: as Needle's, up to 8 cards.
    EIGHT = "eight"
    #: Pitchfork: as Needle's, giving cards and taking none.
    CLOSED = "closed"


class Tableau(Enum):
    """Whether all the columns follow one rule, or the game has columns of two
    kinds (docs/rules.md, Columns of two kinds)."""

    PLAIN = "plain"
    #: Antares: the first half of the columns build as the build field says
    #: and take any pile of cards whose first card fits; the second half build
    #: down by suit, give any number of their cards at once, in sequence or
    #: not, and take only a king (heading any pile) when empty.
    HALVES = "halves"
    #: Sarlacc: 52 one-card piles in five overlapping tiers, each pile lying
    #: under the one or two of the next tier that overlap it; a pile under
    #: one that holds cards neither gives nor takes, but may take all of the
    #: one pile over it at once (``overlaps.Interlocking``).
    INTERLOCK = "interlock"


class SafeAutomove(Enum):
    """Which foundation moves auto-move may make without asking (``docs/rules.md``)."""

    ALTERNATE_COLOURS = "alternate"  # both opposite-colour foundations hold rank - 1
    EVERY = "every"  # built by suit: no card can still need it as a base
    ALL_FOUNDATIONS = "all"  # built regardless of suit: every foundation holds rank - 1
    NONE = "none"  # foundations by rank: no move up is safe, auto-move makes none
    #: Foundations in alternate colours (Clink): a card only one foundation takes,
    #: once every card of the rank below and the other colour is up.
    BY_COLOUR = "colour"
    #: One foundation by rank (Footling): every card it takes now, since it
    #: takes a rank only once every card of the rank below is up.
    TAKEN = "taken"
    #: Foundations that take whole runs (Spidercells): a whole run at the foot of
    #: a column goes up unasked; a card never goes up alone.
    WHOLE_RUNS = "runs"
    #: Foundations by suit twice round (Double FreeCell): only the second time
    #: round, a card whose copies of the rank below that could go on it are up.
    SECOND_ROUND = "round"


#: Each option's letter in the short word of a custom game's rules (``spec``).
BUILD_LETTERS = {Build.ALTERNATE_COLOURS: "A", Build.SAME_SUIT: "S", Build.ANY_SUIT: "N",
                 Build.NONE: "O"}
FILL_LETTERS = {EmptyFill.ANY: "A", EmptyFill.KINGS: "K", EmptyFill.NONE: "N"}
SEQUENCE_LETTERS = {SequenceMove.SUPERMOVE: "S", SequenceMove.UNLIMITED: "U",
                    SequenceMove.ONE_CARD: "O"}
#: A base the deal sets: dealt into column 1 (Penguin) or all its cards up (Petal).
BASE_LETTERS = {Base.DEALT: "W", Base.ALL_UP: "E"}
#: Ranks going round on the columns, or not, where the base would have it otherwise.
WRAP_LETTERS = {True: "G", False: "H"}
DEAL_LETTERS = {DealOrder.ROWS: "R", DealOrder.CHALLENGE: "C", DealOrder.SUITS: "S",
                DealOrder.KINGS: "K", DealOrder.KINGS_ACES: "A", DealOrder.ACES_UP: "U"}
#: Free cell ``i`` holding a card turns column ``i``'s top card face down (Flipper).
COVER_LETTER = "J"
#: Foundations not by suit: by rank (Stalactites) or in alternate colours (Clink).
FOUNDATION_LETTERS = {FoundationBuild.RANK: "Y", FoundationBuild.COLOURS: "Z",
                      FoundationBuild.RUNS: "V", FoundationBuild.FOURS: "Q",
                      FoundationBuild.TWICE: "T", FoundationBuild.JOKERS: "K"}
#: Reserve piles beside the columns (Limpopo, Headquarters, Needle ...).
RESERVE_LETTERS = {Reserves.FOUR_CARDS: "F", Reserves.RUNS: "R", Reserves.EIGHTEEN: "N",
                   Reserves.EIGHT: "E", Reserves.CLOSED: "C"}
#: Columns of two kinds (Antares); piles in overlapping tiers (Sarlacc).
TABLEAU_LETTERS = {Tableau.HALVES: "U", Tableau.INTERLOCK: "O"}
#: Every card of a column but the last dealt face down (Opera).
FACE_DOWN_LETTER = "N"
