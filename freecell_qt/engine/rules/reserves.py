"""Reserve piles: piles beside the columns that hold several cards.

Some games keep cards aside in piles of their own rather than in free cells
of one card (docs/rules.md, Reserve piles): Limpopo's two piles of up to four
cards, Headquarters' six piles that each take a whole run when empty, and
the one pile of Needle, Haystack and Pitchfork, which the deal fills with
its first eight cards. A position keeps them after the columns, as columns
of their own (``Rules.pile_count``), so that moving, undo, notation and the
table treat them as piles of cards like any column; what they take and give
is this module's, one ``ReserveRule`` a kind.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from freecell_qt.engine.cards import Card
from freecell_qt.engine.errors import IllegalMoveError
from freecell_qt.engine.rules.options import Reserves


class Intake(Enum):
    """What a reserve pile takes."""

    #: One card at a time, of any kind, until the pile is full.
    ONE_CARD = "one"
    #: Nothing while it holds cards; when empty, any run at once.
    RUN_WHEN_EMPTY = "run"
    #: Nothing: the pile only gives.
    NOTHING = "none"


@dataclass(frozen=True, slots=True)
class ReserveRule:
    """The reserve piles of one kind of game."""

    kind: Reserves
    #: How many piles the game has.
    count: int = 0
    #: The most cards a pile holds.
    room: int = 0
    #: Cards the deal gives the first pile before any column: the first ones dealt.
    dealt: int = 0
    intake: Intake = Intake.NOTHING
    #: Whether any run at the top of a pile may leave at once, or only its top card.
    gives_runs: bool = False

    def movable(self, pile: tuple[Card, ...], builds_on: Callable[[Card, Card], bool]) -> int:
        """How many cards at the top of ``pile`` may leave in one move: the
        top card, or where runs leave whole the run at the top by the
        columns' build."""
        if not pile:
            return 0
        if not self.gives_runs:
            return 1
        length = 1
        while length < len(pile) and builds_on(pile[-length], pile[-length - 1]):
            length += 1
        return length

    def refusal(self, pile: tuple[Card, ...], count: int) -> str | None:
        """Why a reserve pile holding ``pile`` takes no ``count`` cards now
        (the key of ``check_takes``' refusal), or None where it takes them: a
        question that words nothing, for listing the moves."""
        if self.intake is Intake.NOTHING:
            return "reserve_gives_only"
        if self.intake is Intake.RUN_WHEN_EMPTY:
            return "reserve_not_empty" if pile else None
        if count > 1:
            return "reserve_one_at_a_time"
        if len(pile) >= self.room:
            return "reserve_full"
        return None

    def check_takes(self, pile: tuple[Card, ...], count: int, number: int) -> None:
        """Raise ``IllegalMoveError`` unless reserve pile ``number`` (from 1)
        holding ``pile`` may take ``count`` cards now (``refusal``)."""
        # Each refusal raised with its key spelled out: the translations' tests
        # find the engine's keys where they are raised.
        key = self.refusal(pile, count)
        if key == "reserve_gives_only":
            raise IllegalMoveError("no card goes to the reserve pile: it only gives",
                                   key="reserve_gives_only", pile=number)
        if key == "reserve_not_empty":
            raise IllegalMoveError(
                f"reserve pile {number} holds cards: a reserve pile takes cards only "
                "when it is empty", key="reserve_not_empty", pile=number)
        if key == "reserve_one_at_a_time":
            raise IllegalMoveError("a reserve pile takes one card at a time",
                                   key="reserve_one_at_a_time", count=count)
        if key == "reserve_full":
            raise IllegalMoveError(
                f"reserve pile {number} is full: it holds {self.room} cards",
                key="reserve_full", pile=number, room=self.room)


#: The rule of each kind of reserve piles (PySolFC's games: Limpopo's two
#: ReserveStacks of four, Headquarters_Reserve, Needle's ReserveStack of 18,
#: Haystack's of 8, Pitchfork's OpenStack that accepts nothing).
RESERVE_RULES: dict[Reserves, ReserveRule] = {
    Reserves.NONE: ReserveRule(Reserves.NONE),
    Reserves.FOUR_CARDS: ReserveRule(Reserves.FOUR_CARDS, count=2, room=4,
                                     intake=Intake.ONE_CARD),
    Reserves.RUNS: ReserveRule(Reserves.RUNS, count=6, room=13 * 3,
                               intake=Intake.RUN_WHEN_EMPTY, gives_runs=True),
    Reserves.EIGHTEEN: ReserveRule(Reserves.EIGHTEEN, count=1, room=18, dealt=8,
                                   intake=Intake.ONE_CARD),
    Reserves.EIGHT: ReserveRule(Reserves.EIGHT, count=1, room=8, dealt=8,
                                intake=Intake.ONE_CARD),
    Reserves.CLOSED: ReserveRule(Reserves.CLOSED, count=1, room=8, dealt=8),
}
