"""Runs the solver in a worker process and hands its answers to the GUI thread.

The GUI thread only sends a request and polls the pipe on a short timer, so the
event loop never waits on a search. Each request gets an id; a newer request
cancels the older one, and answers to anything but the latest are dropped.
The worker is this Python (or the frozen app) started again, with a pipe to
it (``solving/process.py``).

A worker can die mid-search (killed, out of memory). Its asker is then not
left waiting: the question goes once more to a fresh worker, and a question
that killed two workers is answered as a search that found nothing
(``unknown_answer``, ``Reply.failed``), so that no status stays on
"Checking..." for ever and no question loops. Writes to the worker never wait
either (``QueuedChannel``): what the socket does not take at once is written
from the poll timer.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from freecell_qt.solving.gate import Priority, SearchGate
from freecell_qt.solving.messages import (
    Asked,
    CancelRequest,
    FindRequest,
    Progress,
    Reply,
    Request,
    unknown_answer,
)
from freecell_qt.storage import paths
from freecell_qt.storage.error_log import LOG_NAME

if TYPE_CHECKING:
    from freecell_qt.solving.channel import Channel
    from freecell_qt.solving.process import WorkerProcess

POLL_MS = 20
#: Workers a question may lose before it is answered as a failed search: a
#: second death is taken as the question's own doing, not bad luck.
MOST_DEATHS = 2


class SolverService(QObject):
    """A lazily started worker process with one question at a time.

    A service may be held (``hold``) while the window it serves comes up: its
    process would start, import the solver and take a core from the first frame
    on a two-core machine. Questions asked meanwhile wait, the latest only, and
    go out on ``release``.

    A service asked rarely (the rating of each new deal) may let its process go
    once it has been idle a while (``retire_when_idle``): some 20 MB the player
    gets back while looking at the table. The next question starts another.

    The services of one window take turns to search (``use_gate``): a question
    waits, the latest only, until the gate gives the service the turn, and the
    turn goes back once it is answered or given up.
    """

    #: The Reply to the latest request.
    answered = Signal(object)
    #: The candidate a search for a deal, the latest request, is on.
    progress = Signal(int)

    def __init__(self, parent: QObject | None = None, *, lowered: bool = False) -> None:
        super().__init__(parent)
        #: Whether the worker runs at a lower priority than play (``lower_priority``).
        self.lowered = lowered
        self._process: WorkerProcess | None = None
        self._connection: Channel | None = None
        self._latest = 0
        self._busy = False
        #: The latest question, while unanswered: what a fresh worker is asked again.
        self._open: Asked | None = None
        #: Workers lost while ``_open`` was being worked on.
        self._deaths = 0
        self._held = False
        self._waiting: Asked | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._idle = QTimer(self)
        self._idle.setSingleShot(True)
        self._idle.timeout.connect(self.retire)
        self._retire_after: int | None = None
        # Workers told to stop, not yet seen to have ended (and so reaped).
        self._retired: list[WorkerProcess] = []
        self._gate: SearchGate | None = None
        self._priority = Priority.PLAY
        #: The question that waits for the gate to give this service the turn.
        self._queued: Asked | None = None
        #: Whether the gate let this service's idle worker go (``let_idle_go``).
        self._let_go = False

    def use_gate(self, gate: SearchGate, priority: Priority, *, ready: bool = False) -> None:
        """Take turns with the other services of ``gate`` from now on; ``priority``
        is that of this service's questions (a search for a deal, which the
        player asked for, goes at ``Priority.FIND`` at the latest); ``ready``: start a worker
        whenever nothing searches, so that the player's next question finds one."""
        self._gate = gate
        self._priority = priority
        gate.admit(self, ready=ready)
        # A service deleted with its dialog, never shut down, must not keep the turn.
        self.destroyed.connect(lambda *_: gate.dismiss(self))

    @property
    def queued(self) -> bool:
        """Whether the latest question waits for its turn at the gate."""
        return self._queued is not None

    @property
    def busy(self) -> bool:
        """True while the latest request has no answer yet."""
        return self._busy

    @property
    def worker(self) -> WorkerProcess | None:
        """The worker process now running for this service, or None.

        None until the first question (or ``release`` of a held service) and
        again once the worker was let go or lost: what shows that a window's
        solvers wait for its first frame, and that an idle one gave its memory back.
        """
        return self._process

    @property
    def retire_after(self) -> int | None:
        """How long, in milliseconds, the worker may stay idle before it is let
        go (``retire_when_idle``); None if it stays for as long as the service."""
        return self._retire_after

    def ask(self, request: Request) -> int:
        """Send a question; the answer comes through ``answered`` with this id."""
        self._idle.stop()
        self._latest += 1
        asked = Asked(self._latest, request)
        self._busy = not isinstance(request, CancelRequest)
        self._open = asked if self._busy else None
        self._deaths = 0
        if self._held:
            self._waiting = asked if self._busy else None
            return self._latest
        self._dispatch(asked)
        return self._latest

    def _dispatch(self, asked: Asked) -> None:
        """Send ``asked`` once this service has the turn (at once without a gate)."""
        gate = self._gate
        if gate is None:
            self._send(asked)
            return
        if isinstance(asked.request, CancelRequest):
            self._queued = None
            if self._connection is not None and gate.holder is self:
                if self._priority > Priority.PLAY:
                    # Behind play the worker goes with its search, and its memory
                    # with it: what comes next need not wait for it to stop.
                    self._drop_worker()
                else:
                    self._send(asked)
            gate.leave(self)
            return
        priority = (min(self._priority, Priority.FIND) if isinstance(asked.request, FindRequest)
                    else self._priority)
        if gate.enter(self, priority):
            self._queued = None
            self._send(asked)
        else:
            self._queued = asked
            self._timer.stop()

    def take_turn(self) -> None:
        """The gate's turn has come: send the question that waited for it."""
        asked, self._queued = self._queued, None
        if asked is None or not self._busy or self._held:
            if self._gate is not None:
                self._gate.leave(self)
            return
        self._send(asked)

    def give_way(self) -> None:
        """A more urgent search takes the turn: this one stops now, its worker
        going with what it holds, and is asked again from the start when the
        turn comes back."""
        self._queued = self._open
        self._timer.stop()
        self._drop_worker()

    def let_idle_go(self) -> None:
        """Another service's search takes the turn: an idle worker goes (``retire``)."""
        self._idle.stop()
        if not self._busy and self._connection is not None:
            self._let_go = True
        self.retire()

    def get_ready(self) -> None:
        """Start again the worker the gate let go (``let_idle_go``), if no other
        runs, for the next question; a service that had none starts none."""
        let_go, self._let_go = self._let_go, False
        if not let_go or self._held or self._busy or self._connection is not None:
            return
        try:
            self._ensure_started()
        except OSError:
            self._drop_worker()

    def _leave_gate(self) -> None:
        """No question of this service is left open: the turn goes on."""
        if self._gate is not None and not self._busy:
            self._queued = None
            self._gate.leave(self)

    def _send(self, asked: Asked) -> None:
        """Send ``asked``, starting a worker if none is running.

        A worker that cannot be started or written to is handled on the next
        poll, never here: an answer given before ``ask`` returns its number
        would reach an asker that does not know that number yet.
        """
        self._timer.start()
        try:
            connection = self._ensure_started()
            drop_unsent = getattr(connection, "drop_unsent", None)
            if drop_unsent is not None:
                drop_unsent()  # older questions not begun: the worker would only drop them
            connection.send(asked)
        except OSError:
            self._drop_worker()

    def cancel(self) -> None:
        """Stop the current search; its answer will be dropped."""
        if self._held or self._queued is not None:
            self._waiting = None
            self._busy = False
            self._open = None
            self._leave_gate()
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

    def retire(self) -> None:
        """Tell an idle worker to stop, without waiting for it to do so.

        What the idle timer of ``retire_when_idle`` does; a busy service keeps
        its worker. The next question starts another.
        """
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
            self._dispatch(waiting)

    def shutdown(self) -> None:
        self._timer.stop()
        self._idle.stop()
        self._waiting = None
        self._queued = None
        if self._gate is not None:
            self._gate.dismiss(self)
            self._gate = None
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
            from freecell_qt.solving.process import lower_priority, start_worker

            self._drop_worker()
            self._process, self._connection = start_worker(paths.data_dir() / LOG_NAME)
            if self.lowered:
                lower_priority(self._process)
        return self._connection

    def _drop_worker(self) -> None:
        """Let go of a worker that died or cannot be written to (ended if still running)."""
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(OSError):
                connection.close()
        process, self._process = self._process, None
        if process is not None:
            if process.is_alive():
                process.terminate()
            self._retired.append(process)
        self._reap()

    def _worker_lost(self) -> None:
        """The worker died: ask the open question again, or answer it as failed."""
        self._drop_worker()
        asked = self._open
        if not self._busy or asked is None:
            return  # nothing was waiting on it; the next question starts another
        self._deaths += 1
        if self._deaths < MOST_DEATHS:
            self._send(asked)
            return
        self._busy = False
        self._open = None
        answer = unknown_answer(asked.request)
        if answer is not None:
            self.answered.emit(Reply(asked.ident, answer, failed=True))
        self._leave_gate()

    @property
    def sending(self) -> bool:
        """Whether part of a question still waits to be written to the worker:
        the poll timer runs on until it is all written, even once answered."""
        return bool(getattr(self._connection, "sending", False))

    def _poll(self) -> None:
        connection = self._connection
        if connection is None:
            if self._busy and not self._held and self._queued is None:
                self._worker_lost()  # it could not be started, or written to
        else:
            try:
                flush = getattr(connection, "flush", None)
                if flush is not None:
                    flush()
                while connection.poll():
                    message: Reply | Progress = connection.recv()
                    if message.ident != self._latest or not self._busy:
                        continue  # about a request given up since
                    if isinstance(message, Progress):
                        self.progress.emit(message.tried)
                        continue
                    self._busy = False
                    self._open = None
                    self.answered.emit(message)
                    # After its askers have heard it: a question they ask at
                    # once (the par after the rating) keeps the turn.
                    self._leave_gate()
                    if self._connection is not connection:
                        return  # the turn went to another, who let this worker go
            except (EOFError, OSError):
                # The worker died (killed, out of memory).
                self._worker_lost()
        if not self._busy and not self.sending:
            self._timer.stop()
            self._became_idle()
