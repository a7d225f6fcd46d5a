"""Starting a solver worker process, and the handle the service keeps of it.

On Linux and macOS the worker is this Python (or the frozen app) started again
with one end of a socket pair, through ``subprocess``. ``multiprocessing``'s
spawn would do the same, but it also starts a resource tracker, a third Python
process of some 13 MB that the solver never needs (it shares no semaphores and
no memory). Windows has no descriptors to hand down, so there the worker is
still spawned by ``multiprocessing``, which needs no tracker there.

A frozen app starts itself with ``WORKER_FLAG`` and the descriptor; its entry
script (``packaging/launcher.py``) turns into the worker before anything else.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Protocol

from freecell_qt.solving.channel import Channel, QueuedChannel, SocketChannel
from freecell_qt.storage.error_log import LOG_VARIABLE, log_from_environment

#: The argument a frozen app is started with to be a solver worker.
WORKER_FLAG = "--solver-worker"


class WorkerProcess(Protocol):
    """What the service needs of its worker: ``multiprocessing``'s process has it."""

    def is_alive(self) -> bool: ...

    def join(self, timeout: float | None = None) -> None: ...

    def terminate(self) -> None: ...

    @property
    def pid(self) -> int | None: ...


class _Child:
    """A worker started by ``subprocess``, with ``multiprocessing``'s process methods."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process

    def is_alive(self) -> bool:
        return self.process.poll() is None

    def join(self, timeout: float | None = None) -> None:
        with contextlib.suppress(subprocess.TimeoutExpired):  # still running: is_alive says
            self.process.wait(timeout)

    def terminate(self) -> None:
        self.process.terminate()

    @property
    def pid(self) -> int | None:
        return self.process.pid


#: How much less of the processor a worker gets whose search may run for
#: minutes behind play (``lower_priority``): a nice value, as Unix counts it.
LOWERED_NICENESS = 10


def lower_priority(process: WorkerProcess) -> bool:
    """Give ``process`` the processor only when play does not want it.

    A long search in the background must not make a drag stutter on a
    two-core machine; the window's own worker, whose answers the player waits
    for, keeps its priority. Where the system has no nice values (Windows),
    or the process is gone, nothing changes and False says so.
    """
    set_priority = getattr(os, "setpriority", None)
    if set_priority is None or process.pid is None:
        return False
    try:
        set_priority(os.PRIO_PROCESS, process.pid, LOWERED_NICENESS)
    except OSError:
        return False
    return True


def worker_command(descriptor: int) -> list[str]:
    """How to start a worker on ``descriptor``: the frozen app itself, or this Python."""
    if getattr(sys, "frozen", False):
        return [sys.executable, WORKER_FLAG, str(descriptor)]
    # -P: the working folder is not put on the path, so a folder there of the
    # package's name cannot stand in for the installed one.
    return [sys.executable, "-P", "-m", "freecell_qt.solving.worker", str(descriptor)]


def start_worker(error_log: Path | None = None) -> tuple[WorkerProcess, Channel]:
    """A new worker process and the connection to it; the worker writes the
    traceback of a search that failed to ``error_log``.

    Our end does not wait on the worker (``QueuedChannel``); the worker's end
    does, which only ever holds the worker.
    """
    if os.name != "posix":
        return _spawned(error_log)
    ours, theirs = socket.socketpair()
    environment = None
    if error_log is not None:
        environment = dict(os.environ)
        environment[LOG_VARIABLE] = str(error_log)
    try:
        descriptor = theirs.fileno()
        child = subprocess.Popen(worker_command(descriptor), pass_fds=(descriptor,),
                                 stdin=subprocess.DEVNULL, close_fds=True, env=environment)
    except BaseException:
        ours.close()
        raise
    finally:
        theirs.close()
    return _Child(child), QueuedChannel(ours)


def _spawned(error_log: Path | None) -> tuple[WorkerProcess, Channel]:
    import multiprocessing

    from freecell_qt.solving.worker import serve

    context = multiprocessing.get_context("spawn")
    ours, theirs = context.Pipe()
    process = context.Process(target=serve, args=(theirs, error_log, True), daemon=True,
                              name="freecell-solver")
    process.start()
    theirs.close()
    return process, ours


def serve_descriptor(argument: str) -> None:
    """Be the worker on the socket ``argument`` names (a worker's ``main``)."""
    from freecell_qt.solving.worker import serve

    serve(SocketChannel.from_descriptor(int(argument)), log_from_environment(), True)
