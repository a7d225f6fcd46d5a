"""What a game's columns take: one object for each way of building on them.

Every question the engine, the words and the solver ask of the columns goes
to the game's ``ColumnRule`` (``Rules.column_rule``): whether a card goes on
another, what an empty column takes, and why a card does not fit, in the
player's words. A rule is one class a build (``Build``: alternate colours,
same suit, any suit, none), made with the two things that vary within a
build: whether ranks go round on the columns (a king goes on an ace, in
Penguin and Tuxedo), and what fills an empty column. Whether ranks go round
on the columns is a fact of its own, not of the base the foundations start
from: Tuxedo's columns go round while its foundations go from the ace, and
Petal's foundations go round from a base while its columns do not
(docs/rules.md, Columns).
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from freecell_qt.engine.cards import RANK_NAMES, Card, rank_above, rank_below
from freecell_qt.engine.rules.options import Build, EmptyFill


def _colour(red: bool) -> str:
    return "red" if red else "black"


class ColumnRule(ABC):
    """The rule of one build; ``ColumnRule.of`` hands out one shared instance
    for each build, wrap and fill."""

    #: The build's word in saved games and codes, its member of ``Build``.
    kind: Build
    #: Whether any card goes on a column's exposed card.
    builds: bool = True
    #: Whether a joker's colour and suit, being its own, let it follow or
    #: carry a card in a run: in alternate colours it differs from every card,
    #: regardless of suit anything goes, by suit it matches no card.
    jokers_match: bool = True

    def __init__(self, wraps: bool, fill: EmptyFill) -> None:
        #: Whether ranks go round on the columns: a king goes on an ace.
        self.wraps = wraps
        #: What may go into an empty column.
        self.fill = fill
        #: ``builds_on``'s answers, by the two cards: the moves are listed and
        #: runs measured by asking it of the same pairs again and again, and
        #: the answer depends on nothing else (the rule never changes).
        self._fits: dict[tuple[Card, Card], bool] = {}

    @staticmethod
    def of(build: Build, wraps: bool, fill: EmptyFill) -> ColumnRule:
        """The one rule object for ``build`` with ranks going round or not and
        ``fill`` for empty columns."""
        key = (build, wraps, fill)
        made = _MADE.get(key)
        if made is None:
            made = _MADE[key] = _KINDS[build](wraps, fill)
        return made

    def __repr__(self) -> str:
        return f"{type(self).__name__}(wraps={self.wraps}, fill={self.fill})"

    # -- ranks ------------------------------------------------------------
    def rank_on(self, rank: int) -> int | None:
        """The rank a card of ``rank`` goes on: the next one up, or None where
        nothing is above it (a king, where ranks do not go round)."""
        if not self.builds or (rank == 13 and not self.wraps):
            return None
        return rank_above(rank)

    def rank_taken(self, rank: int) -> int | None:
        """The rank a card of ``rank`` takes: the next one down, or None where
        nothing goes on it (an ace, where ranks do not go round)."""
        if not self.builds or (rank == 1 and not self.wraps):
            return None
        return rank_below(rank)

    # -- what goes where -----------------------------------------------------
    def builds_on(self, card: Card, top: Card) -> bool:
        """Whether ``card`` may go on ``top`` in a column. The rule for jokers,
        in any game whose pack has them (Obstruction): a joker never lands on
        a column, and nothing lands on a joker."""
        pair = (card, top)
        found = self._fits.get(pair)
        if found is None:
            found = self._fits[pair] = not (card.is_joker or top.is_joker) and \
                self.rank_on(card.rank) == top.rank and self.matches(card, top)
        return found

    def follows(self, card: Card, below: Card) -> bool:
        """Whether ``card``, lying on ``below``, carries on a run that may move
        together. As ``builds_on`` for the deck's cards; a joker counts at its
        rank in a run (``Card.run_rank``: the first an ace, the second a 2)
        with a colour and suit of its own (``jokers_match``), as PySolFC's
        runs take it, though it never lands on a column (docs/rules.md,
        Obstruction)."""
        if not (card.is_joker or below.is_joker):
            return self.builds_on(card, below)
        return self.jokers_match and self.rank_on(card.run_rank) == below.run_rank

    @abstractmethod
    def matches(self, card: Card, top: Card) -> bool:
        """Whether the suits or colours of ``card`` and ``top`` allow it on ``top``,
        the ranks aside."""

    def may_fill(self, rank: int, base: int = 1) -> bool:
        """Whether a card (heading whatever it carries) may go into an empty column.

        "Kings only" means the top rank, the one below the base: the king when
        the foundations start from the ace, the 4 in a game whose base is 5.
        """
        if self.fill is EmptyFill.ANY:
            return True
        # The last rank a foundation from the base takes, which heads the runs.
        return self.fill is EmptyFill.KINGS and rank == rank_below(base)

    # -- the player's words (English; windows word them from the error's key) --
    def fit_reason(self, card: Card, target: Card) -> str:
        """Why ``card`` cannot go on ``target``: ``"a red 7 goes on a black 8"``."""
        above = self.rank_on(card.rank)
        if above is None:
            where = ("it stays where it is or goes up" if self.fill is EmptyFill.NONE
                     else "it only fills an empty column")
            return f"nothing goes above a {RANK_NAMES[card.rank]}: {where}"
        return self.goes_on(card, RANK_NAMES[card.rank], RANK_NAMES[above])

    def wanted_on(self, top: Card) -> str:
        """What ``top`` accepts: ``"the 8 of spades takes a red 7"``."""
        below = self.rank_taken(top.rank)
        if below is None:
            return f"nothing goes on the {top.describe()}"
        return self.takes_words(top, RANK_NAMES[below])

    @abstractmethod
    def goes_on(self, card: Card, rank: str, above: str) -> str:
        """``"a red 7 goes on a black 8"`` for ``card`` of rank name ``rank``."""

    @abstractmethod
    def takes_words(self, top: Card, below: str) -> str:
        """``"the 8 of spades takes a red 7"`` for ``top``, taking rank name ``below``."""


class AlternateColours(ColumnRule):
    """One rank lower and of the other colour (FreeCell)."""

    kind = Build.ALTERNATE_COLOURS

    def matches(self, card: Card, top: Card) -> bool:
        return card.is_red != top.is_red

    def goes_on(self, card: Card, rank: str, above: str) -> str:
        return f"a {_colour(card.is_red)} {rank} goes on a {_colour(not card.is_red)} {above}"

    def takes_words(self, top: Card, below: str) -> str:
        return f"the {top.describe()} takes a {_colour(not top.is_red)} {below}"


class SameSuit(ColumnRule):
    """One rank lower and of the same suit (Baker's Game, Penguin, Tuxedo)."""

    kind = Build.SAME_SUIT
    jokers_match = False

    def matches(self, card: Card, top: Card) -> bool:
        return card.suit == top.suit

    def goes_on(self, card: Card, rank: str, above: str) -> str:
        return f"a {rank} of {card.suit.english_name} goes on the {above} of the same suit"

    def takes_words(self, top: Card, below: str) -> str:
        return f"the {top.describe()} takes the {below} of {top.suit.english_name}"


class AnySuit(ColumnRule):
    """One rank lower whatever the suit (KingCell)."""

    kind = Build.ANY_SUIT

    def matches(self, card: Card, top: Card) -> bool:
        return True

    def goes_on(self, card: Card, rank: str, above: str) -> str:
        return f"a {rank} goes on any {above}"

    def takes_words(self, top: Card, below: str) -> str:
        return f"the {top.describe()} takes any {below}"


class NoBuilding(ColumnRule):
    """Nothing goes on a column: cards only leave them (Stalactites)."""

    kind = Build.NONE
    builds = False
    jokers_match = False

    def matches(self, card: Card, top: Card) -> bool:
        return False

    def goes_on(self, card: Card, rank: str, above: str) -> str:
        return "no card goes on a column"

    def takes_words(self, top: Card, below: str) -> str:
        return "no card goes on a column"


#: The class of each build.
_KINDS: dict[Build, type[ColumnRule]] = {
    rule.kind: rule for rule in (AlternateColours, SameSuit, AnySuit, NoBuilding)
}
#: The rule objects made so far, one a build, wrap and fill.
_MADE: dict[tuple[Build, bool, EmptyFill], ColumnRule] = {}
