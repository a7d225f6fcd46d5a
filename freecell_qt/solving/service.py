"""Runs the solver in a worker process and hands its answers to the GUI thread.

The GUI thread only sends a request and polls the pipe on a short timer, so the
event loop never waits on a search. Each request gets an id; a newer request
cancels the older one, and answers to anything but the latest are dropped.
The worker is this Python (or the frozen app) started again, with a pipe to
it (``solving/process.py``).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.solving.messages import Asked, CancelRequest, Progress, Reply, Request

if TYPE_CHECKING:
    from freecell_qt.solving.channel import Channel
    from freecell_qt.solving.process import WorkerProcess

POLL_MS = 20


class SolverService(QObject):
    """A lazily started worker process with one question at a time.

    A service may be held (``hold``) while the window it serves comes up: its
    process would start, import the solver and take a core from the first frame
    on a two-core machine. Questions asked meanwhile wait, the latest only, and
    go out on ``release``.

    A service asked rarely (the rating of each new deal) may let its process go
    once it has been idle a while (``retire_when_idle``): some 20 MB the player
    gets back while looking at the table. The next question starts another.
    """

    #: The Reply to the latest request.
    answered = Signal(object)
    #: The candidate a search for a deal, the latest request, is on.
    progress = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: WorkerProcess | None = None
        self._connection: Channel | None = None
        self._latest = 0
        self._busy = False
        self._held = False
        self._waiting: Asked | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self._retire)
        self._retire_after: int | None = None
        # Workers told to stop, not yet seen to have ended (and so reaped).
        self._retired: list[WorkerProcess] = []

    @property
    def busy(self) -> bool:
        """True while the latest request has no answer yet."""
        return self._busy

    def ask(self, request: Request) -> int:
        """Send a question; the answer comes through ``answered`` with this id."""
        self._idle.stop()
        self._latest += 1
        asked = Asked(self._latest, request)
        self._busy = not isinstance(request, CancelRequest)
        if self._held:
            self._waiting = asked if self._busy else None
            return self._latest
        self._ensure_started().send(asked)
        self._timer.start()
        return self._latest

    def cancel(self) -> None:
        """Stop the current search; its answer will be dropped."""
        if self._held:
            self._waiting = None
            self._busy = False
        elif self._connection is not None and self._busy:
            self.ask(CancelRequest())
        self._became_idle()

    def retire_when_idle(self, milliseconds: int) -> None:
        """Let the worker go once no question has been open for ``milliseconds``."""
        self._retire_after = milliseconds
        self._idle.setInterval(milliseconds)

    def _became_idle(self) -> None:
        if self._retire_after is not None and self._connection is not None:
            self._idle.start()

    def _retire(self) -> None:
        """Tell an idle worker to stop, without waiting for it to do so."""
        if self._busy or self._connection is None:
            return
        with contextlib.suppress(OSError, ValueError):  # the worker is already gone
            self._connection.send(None)
        self._connection.close()
        self._connection = None
        if self._process is not None:
            self._retired.append(self._process)
            self._process = None
        self._reap()

    def _reap(self) -> None:
        self._retired = [process for process in self._retired if process.is_alive()]

    def hold(self) -> None:
        """Keep questions (and the process) back until ``release``."""
        self._held = True

    def release(self) -> None:
        """Start the process for the question that waited, if one did."""
        if not self._held:
            return
        self._held = False
        waiting, self._waiting = self._waiting, None
        if waiting is not None:
            self._ensure_started().send(waiting)
            self._timer.start()

    def shutdown(self) -> None:
        self._timer.stop()
        self._idle.stop()
        self._waiting = None
        for process in self._retired:
            process.join(1.0)
        self._retired = []
        if self._connection is not None:
            with contextlib.suppress(OSError, ValueError):  # the worker is already gone
                self._connection.send(None)
            self._connection.close()
            self._connection = None
        if self._process is not None:
            self._process.join(1.0)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(1.0)
            self._process = None

    def _ensure_started(self) -> Channel:
        if self._connection is None or self._process is None or not self._process.is_alive():
            # Loaded with the first question: the window's start has no use for it.
            from freecell_qt.solving.process import start_worker

            self._reap()
            self._process, self._connection = start_worker()
        return self._connection

    def _poll(self) -> None:
        connection = self._connection
        if connection is None:
            self._timer.stop()
            return
        try:
            while connection.poll():
                message: Reply | Progress = connection.recv()
                if message.ident != self._latest or not self._busy:
                    continue  # about a request given up since
                if isinstance(message, Progress):
                    self.progress.emit(message.tried)
                    continue
                self._busy = False
                self.answered.emit(message)
        except (EOFError, OSError):
            # The worker died (killed, out of memory): start afresh next time.
            self._connection = None
            self._busy = False
        if not self._busy:
            self._timer.stop()
            self._became_idle()
