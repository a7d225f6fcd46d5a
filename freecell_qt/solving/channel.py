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
from typing import Any, Protocol

_LENGTH = struct.Struct("!I")


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
