"""One turn for all of the window's long searches: at most one worker searches at a time.

A search of a three-deck game grows its worker to the ceiling each worker is
held under (``worker.WORKER_CEILING``, 96 MB), beside a window of some 90 MB:
two such searches at once, or one beside another worker left idle, take the
whole app past the 200 MB it is held to. So every service of a window takes
its turn here before it sends a question, and gives it back once answered.

The player's own questions come first (``Priority.PLAY``: the verdict of the
table, a hint, Solve, a review), then a search for a winnable deal
(``Priority.FIND``, up to two minutes, while the game in play goes on). A
search of a later priority that has the turn when one of these comes gives
way at once: its worker is stopped, with all it holds, and its question waits
to be asked again from the start once its turn comes back. A verdict after a
move never waits on a rating, nor on a search for a deal. Among the searches
behind play, a deal's rating and par (``Priority.DEAL``) go before the long
search for a verdict left unknown (``Priority.SETTLE``) when both wait, but
neither stops the other: a settling search keeps its minutes. Equals go in
the order they came.

Whenever a search takes the turn, the other services let their idle workers
go (some 20 MB each); once nothing searches, the services that answer the
player (``ready``) start theirs again, so that the next verdict finds one.

The gate knows its services only by ``Member``, and imports neither Qt nor
the solver.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import count
from typing import Protocol


class Priority(IntEnum):
    """Which search goes first: the lower, the sooner."""

    #: What the player asked and waits for.
    PLAY = 0
    #: A search for a winnable deal: asked by the player, who plays on meanwhile.
    FIND = 1
    #: The rating and par of a deal, behind play.
    DEAL = 2
    #: The search that goes on for minutes where the verdict's time was not enough.
    SETTLE = 3


class Member(Protocol):
    """What the gate needs of a service (``SolverService`` has it)."""

    def take_turn(self) -> None:
        """The turn is this service's: send the question that waited for it."""

    def give_way(self) -> None:
        """Stop the search now (its worker goes); the question waits for the turn again."""

    def let_idle_go(self) -> None:
        """Let an idle worker go, with its memory; a busy one stays."""

    def get_ready(self) -> None:
        """Start a worker, if none runs, for the next question."""


@dataclass(slots=True)
class _Place:
    member: Member
    priority: Priority
    #: The order places were first taken in: equals are served by it.
    order: int


class SearchGate:
    """Gives the turn to search to one service at a time, the most urgent first."""

    def __init__(self) -> None:
        self._members: dict[int, tuple[Member, bool]] = {}
        self._holder: _Place | None = None
        self._waiting: list[_Place] = []
        self._order = count()
        self._closed = False

    def close(self) -> None:
        """The window is closing: no search takes the turn from now on, so that
        none starts a worker while the services are shut down one by one."""
        self._closed = True
        self._waiting = []

    def admit(self, member: Member, *, ready: bool = False) -> None:
        """Let ``member`` take turns here; ``ready``: it answers the player, so
        its worker is started again whenever nothing searches."""
        self._members[id(member)] = (member, ready)

    def dismiss(self, member: Member) -> None:
        """``member`` asks no more (it shut down): its turn, or its place, goes."""
        self._members.pop(id(member), None)
        self.leave(member)

    @property
    def holder(self) -> Member | None:
        """The service whose search has the turn now, or None."""
        return None if self._holder is None else self._holder.member

    @property
    def waiting(self) -> list[Member]:
        """The services waiting for the turn, the next one first."""
        return [place.member for place in sorted(self._waiting, key=_rank)]

    def enter(self, member: Member, priority: Priority) -> bool:
        """Ask for the turn; True when ``member`` has it now, else it waits and
        ``take_turn`` is called when it comes.

        A search of a later priority that has the turn gives way to one of the
        player's (``PLAY``, ``FIND``); one behind play waits for another, however
        long, so that the minutes of a settling search are not thrown away for
        a rating.
        """
        holder = self._holder
        if holder is not None and holder.member is member:
            holder.priority = priority  # a new question of the same service
            return True
        if self._closed:
            return False
        place = next((place for place in self._waiting if place.member is member), None)
        if place is None:
            place = _Place(member, priority, next(self._order))
            self._waiting.append(place)
        place.priority = priority  # a new question may be more urgent than the last
        if holder is not None and (priority >= holder.priority or priority > Priority.FIND):
            return False
        self._waiting.remove(place)
        self._holder = place
        if holder is not None:
            self._waiting.append(holder)  # keeps its order: first among its equals
            holder.member.give_way()
        self._let_others_go(member)
        return True

    def leave(self, member: Member) -> None:
        """``member`` has no question left (answered, given up): the turn goes on."""
        self._waiting = [place for place in self._waiting if place.member is not member]
        if self._holder is None or self._holder.member is not member:
            return
        self._holder = None
        self._next()

    def _next(self) -> None:
        if self._closed:
            return
        if not self._waiting:
            for member, ready in list(self._members.values()):
                if ready and self._holder is None:
                    member.get_ready()
            return
        place = min(self._waiting, key=_rank)
        self._waiting.remove(place)
        self._holder = place
        self._let_others_go(place.member)
        place.member.take_turn()

    def _let_others_go(self, member: Member) -> None:
        for other, _ready in list(self._members.values()):
            if other is not member:
                other.let_idle_go()


def take_turns(service: object, gate: SearchGate | None, priority: Priority, *,
               ready: bool = False) -> None:
    """Put ``service`` under ``gate`` (``SolverService.use_gate``), when there is a
    gate and the service is one that takes turns: a scripted one of the tests'
    starts no worker, so it has no turn to take."""
    use_gate = getattr(service, "use_gate", None)
    if gate is not None and use_gate is not None:
        use_gate(gate, priority, ready=ready)


def _rank(place: _Place) -> tuple[int, int]:
    return place.priority, place.order
