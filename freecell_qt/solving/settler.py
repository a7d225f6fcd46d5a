"""The search that goes on where the verdict's 12 seconds were not enough.

In FreeCell the verdict comes in a few milliseconds, but a deal of a big game
(three decks, eleven columns, reserves of thirteen cards) can need minutes. The
window's own worker cannot spend them: every hint and every verdict of the
next move waits on it. The settler has a worker of its own, at a lower
priority (``SolverService(lowered=True)``), that takes the position up again
with ``SETTLE_TIMEOUT`` and says what it found, however long after.

It takes its turn after the window's other long searches (the rating and
the par, ``waits``): with the window, one long search at a time is what keeps
the whole app within its memory. The window's gate (``solving.gate``) holds it
to that too, last of all, and stops it for any search the player asks for: it
is then asked again from the start.

One position at a time: the one the player is looking at. A move elsewhere
gives it up (the advisor cancels it), since a verdict about a position left
behind would only be kept, never shown. Its worker goes once idle, so the
memory of a long search is given back when it ends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.solving.messages import Reply, Request, SolveAnswer, SolveRequest
from freecell_qt.solving.service import SolverService

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance

    from freecell_qt.engine import Position, Rules

#: Seconds the settler's search may take. Long enough for the big games' hard
#: deals (minutes, where the verdict had 12 s), bounded so that a search never
#: runs on without end behind a game left open for a day.
SETTLE_TIMEOUT: Final = 600.0
#: Idle time after which the settler's worker is let go, with its memory.
IDLE_MS: Final = 5_000
#: How often a search waiting for its turn (``Settler.waits``) looks again.
WAIT_MS: Final = 500


class Service(Protocol):
    """What the settler needs of a solver service (``SolverService`` has it)."""

    @property
    def answered(self) -> SignalInstance: ...

    @property
    def busy(self) -> bool: ...

    def ask(self, request: Request) -> int: ...

    def cancel(self) -> None: ...

    def shutdown(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Settling:
    """A position being settled, in the deal it belongs to."""

    deal: Position
    position: Position
    rules: Rules
    #: The service's number for the question; None while it waits for its turn.
    ident: int | None = None


class Settler(QObject):
    """Settles one position at a time, in a worker of its own."""

    #: The ``Settling`` asked and what the search found (``SolveResult``), any status.
    settled = Signal(object, object)

    def __init__(self, service: Service | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.service: Service = service or SolverService(self, lowered=True)
        retire = getattr(self.service, "retire_when_idle", None)
        if retire is not None:
            retire(IDLE_MS)
        self.service.answered.connect(self._answered)
        #: What is being settled now (asked, or waiting for its turn), or None.
        self.settling: Settling | None = None
        #: Whether another long search has the turn: the rating's and the par's
        #: worker, say, which the window names. The settler's search starts only
        #: once it is over, so that two long searches never hold memory at once.
        self.waits: Callable[[], bool] = lambda: False
        self._turn = QTimer(self)
        self._turn.setSingleShot(True)
        self._turn.setInterval(WAIT_MS)
        self._turn.timeout.connect(self._ask)

    def is_settling(self, position: Position, rules: Rules) -> bool:
        """Whether the search for ``position`` under ``rules`` is still on."""
        asked = self.settling
        return asked is not None and asked.position == position and asked.rules == rules

    def settle(self, deal: Position, position: Position, rules: Rules) -> None:
        """Search ``position`` (a point of the game dealt as ``deal``) for as long
        as ``SETTLE_TIMEOUT``; ``settled`` says the result."""
        if self.is_settling(position, rules):
            return
        self.cancel()
        self.settling = Settling(deal, position, rules)
        # Asked on the next turn, not at once: the verdict that called for it
        # starts the rating too, which then has the turn (``waits``).
        self._turn.start()

    def _ask(self) -> None:
        asked = self.settling
        if asked is None or asked.ident is not None:
            return
        if self.waits():
            self._turn.start()
            return
        ident = self.service.ask(SolveRequest(asked.position, asked.rules, SETTLE_TIMEOUT))
        self.settling = replace(asked, ident=ident)

    def cancel(self) -> None:
        """Give up the search on, if any: its answer would come too late to show."""
        self._turn.stop()
        asked, self.settling = self.settling, None
        if asked is not None and asked.ident is not None:
            self.service.cancel()

    def shutdown(self) -> None:
        self._turn.stop()
        self.settling = None
        self.service.shutdown()

    def _answered(self, reply: Reply) -> None:
        asked = self.settling
        if asked is None or asked.ident is None or reply.ident != asked.ident:
            return
        self.settling = None
        if isinstance(reply.answer, SolveAnswer):
            self.settled.emit(asked, reply.answer.result)
