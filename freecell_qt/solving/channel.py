"""The pipe between the window and a solver worker: pickled values over a socket.

``multiprocessing.connection.Connection`` does this job, but importing it brings
most of ``multiprocessing`` along, some 2-3 MB in the window and again in every
worker, for three calls. On Linux and macOS, where the worker is started with one
end of a socket pair (``process``), this is the whole of it: each value goes as
its pickle behind a four-byte length. Windows spawns its worker through
``multiprocessing`` and keeps that module's connection: both fit ``Channel``.
"""

from __future__ import annotations

import pickle
import select
import socket
import struct
import time
from collections import deque
from typing import Any, Protocol

_LENGTH = struct.Struct("!I")
#: Bytes a queued channel reads or writes in one call.
_CHUNK = 1 << 16


class Channel(Protocol):
    """What the service and the worker need of their pipe."""

    def send(self, obj: Any) -> None: ...

    def recv(self) -> Any: ...

    def poll(self, timeout: float = 0.0) -> bool: ...

    def close(self) -> None: ...


class SocketChannel:
    """One end of a stream socket carrying whole values, one message each.

    ``recv`` raises ``EOFError`` once the other end has closed, as a
    ``multiprocessing`` connection does, so callers treat a worker's death the
    same either way.
    """

    def __init__(self, sock: socket.socket) -> None:
        sock.setblocking(True)
        self._socket = sock
        # poll(), not select(): no limit on the descriptor's number (POSIX only,
        # as this channel is).
        self._poller = select.poll()
        self._poller.register(sock, select.POLLIN)

    @classmethod
    def from_descriptor(cls, descriptor: int) -> SocketChannel:
        """The end a parent process handed down as a bare descriptor."""
        return cls(socket.socket(fileno=descriptor))

    def send(self, obj: Any) -> None:
        data = pickle.dumps(obj, pickle.HIGHEST_PROTOCOL)
        self._socket.sendall(_LENGTH.pack(len(data)) + data)

    def recv(self) -> Any:
        (length,) = _LENGTH.unpack(self._read(_LENGTH.size))
        return pickle.loads(self._read(length))

    def poll(self, timeout: float = 0.0) -> bool:
        """True once something can be read: a message, or the other end's close."""
        return bool(self._poller.poll(round(timeout * 1000)))

    def close(self) -> None:
        self._socket.close()

    def _read(self, size: int) -> bytes:
        data = bytearray()
        while len(data) < size:
            chunk = self._socket.recv(size - len(data))
            if not chunk:
                raise EOFError("the other end of the solver's pipe has closed")
            data += chunk
        return bytes(data)


class QueuedChannel:
    """The window's end of the socket: it never waits on the worker.

    A worker that is not reading (stopped, swapped out, busy with a search
    between two looks at its pipe) would hold a blocking write of a large
    request (the history of a long game for a Review, megabytes) for as long
    as it does not read, and the window with it. Here ``send`` only queues the
    value and writes what the socket takes at once; the service writes the
    rest from its poll timer (``flush``). Reading the same way gathers what has
    arrived and hands out only whole values, so a worker stopped halfway
    through an answer cannot hold the window either.

    ``drop_unsent`` forgets the queued values not yet begun: the worker only
    answers the latest question, so one still queued when a newer one is
    asked need never be written at all.
    """

    def __init__(self, sock: socket.socket) -> None:
        sock.setblocking(False)
        self._socket = sock
        self._outgoing: deque[bytes] = deque()
        #: How much of the first queued value is written already.
        self._written = 0
        self._incoming = bytearray()
        self._ended = False
        self._poller = select.poll()
        self._poller.register(sock, select.POLLIN)

    @property
    def sending(self) -> bool:
        """True while part of a value waits to be written."""
        return bool(self._outgoing)

    def send(self, obj: Any) -> None:
        """Queue ``obj``, and write what the socket takes now.

        ``OSError`` (a broken pipe) when the worker is gone.
        """
        data = pickle.dumps(obj, pickle.HIGHEST_PROTOCOL)
        self._outgoing.append(_LENGTH.pack(len(data)) + data)
        self.flush()

    def flush(self) -> bool:
        """Write what the socket takes without waiting; True once nothing is queued.

        ``OSError`` (a broken pipe) when the worker is gone.
        """
        while self._outgoing:
            first = self._outgoing[0]
            try:
                sent = self._socket.send(memoryview(first)[self._written:self._written + _CHUNK])
            except (BlockingIOError, InterruptedError):
                return False
            self._written += sent
            if self._written >= len(first):
                self._outgoing.popleft()
                self._written = 0
        return True

    def drop_unsent(self) -> None:
        """Forget the queued values not yet begun (one begun must be written whole)."""
        while len(self._outgoing) > (1 if self._written else 0):
            self._outgoing.pop()

    def poll(self, timeout: float = 0.0) -> bool:
        """True once a whole value has arrived, or the other end has closed."""
        deadline = time.monotonic() + timeout
        self._gather()
        while not self._ready() and (left := deadline - time.monotonic()) > 0:
            # Part of a value may come first: wait on for the rest, to the deadline.
            self._poller.poll(max(1, round(left * 1000)))
            self._gather()
        return self._ready()

    def recv(self) -> Any:
        """The next whole value; ``EOFError`` once the other end has closed.

        Only after ``poll`` said True does it never wait.
        """
        while True:
            self._gather()
            message = self._take()
            if message is not None:
                return pickle.loads(message)
            if self._ended:
                raise EOFError("the other end of the solver's pipe has closed")
            self._poller.poll(-1)

    def close(self) -> None:
        self._outgoing.clear()
        self._socket.close()

    def _ready(self) -> bool:
        return self._ended or self._whole() is not None

    def _whole(self) -> int | None:
        """The length of the first value when all of it has arrived."""
        if len(self._incoming) < _LENGTH.size:
            return None
        (length,) = _LENGTH.unpack_from(self._incoming)
        return length if len(self._incoming) >= _LENGTH.size + length else None

    def _take(self) -> bytes | None:
        length = self._whole()
        if length is None:
            return None
        end = _LENGTH.size + length
        message = bytes(self._incoming[_LENGTH.size:end])
        del self._incoming[:end]
        return message

    def _gather(self) -> None:
        """Read all that has arrived, without waiting."""
        while not self._ended:
            try:
                chunk = self._socket.recv(_CHUNK)
            except (BlockingIOError, InterruptedError):
                return
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                self._ended = True
                return
            self._incoming += chunk
