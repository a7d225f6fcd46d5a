"""One app per player: a second start hands its arguments to the first and leaves.

Two windows would play two games into one autosave file, each overwriting the
other's, so the first instance listens on a local socket (``QLocalServer``,
named per user so that players sharing a machine do not meet) and a later
start sends it what it was asked for, ``--deal 11982`` say, then exits. The
running window comes to the front and opens that deal. Instances using
different data folders do not share an autosave, so they may run side by side.

The check must not slow a normal start: with nobody listening the connection
fails at once (no such socket, or a stale one refusing), and every wait is
bounded by ``TIMEOUT_MS``. A stale socket file, left by a crash, is removed
before listening, or the new instance could never take over.

The message is one line of JSON, ``{"arguments": [...]}``: small, and easy
to refuse when it is anything else.
"""

from __future__ import annotations

import getpass
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QByteArray, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from freecell_qt.storage import paths

TIMEOUT_MS = 500
#: Arguments are a few words; anything longer is not another start of ours.
MAX_MESSAGE = 64 * 1024


def server_name(app_name: str = "freecell-qt", folder: Path | None = None) -> str:
    """A socket name of the app's own for this user and data folder, short for any platform.

    The folder is part of it because what must not be shared is the autosave:
    an app pointed at another folder (a test, a portable copy) is not a rival.
    """
    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):
        user = "player"
    folder = folder if folder is not None else paths.data_dir()
    key = f"{app_name}\0{user}\0{folder.resolve()}"
    return f"{app_name}-{hashlib.sha256(key.encode()).hexdigest()[:16]}"


def encode(arguments: Sequence[str]) -> bytes:
    return json.dumps({"arguments": list(arguments)}).encode("utf-8") + b"\n"


def decode(data: bytes) -> list[str] | None:
    """The arguments in a message, or ``None`` when it is not one."""
    try:
        message = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(message, dict):
        return None
    arguments = message.get("arguments")
    if not isinstance(arguments, list) or not all(isinstance(a, str) for a in arguments):
        return None
    return arguments


class SingleInstance(QObject):
    """The local socket both sides of "is the app already running?" use."""

    #: The arguments another start of the app was given (a list of str).
    received = Signal(list)

    def __init__(self, name: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, QByteArray] = {}

    # -- the second start ------------------------------------------------
    def forward(self, arguments: Sequence[str], timeout_ms: int = TIMEOUT_MS) -> bool:
        """Hand ``arguments`` to a running instance; ``True`` when one took them."""
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(encode(arguments))
        delivered = socket.waitForBytesWritten(timeout_ms) or socket.bytesToWrite() == 0
        socket.disconnectFromServer()
        if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
            socket.waitForDisconnected(timeout_ms)
        return delivered

    # -- the first start -------------------------------------------------
    def listen(self) -> bool:
        """Start answering later starts; ``False`` if another instance holds the name.

        A socket file nobody answers on is a crashed instance's and is removed
        first. The check matters: with ``UserAccessOption`` Qt renames its
        socket into place, which would silently take a living instance's name.
        """
        if self._answered():
            return False
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(self.name):
            return False
        server.newConnection.connect(self._accept)
        self._server = server
        return True

    def _answered(self) -> bool:
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        alive = probe.waitForConnected(TIMEOUT_MS)
        probe.abort()
        return alive

    @property
    def listening(self) -> bool:
        return self._server is not None and self._server.isListening()

    def close(self) -> None:
        """Stop answering; the server object goes with this one (see ``_drop``)."""
        if self._server is not None:
            self._server.close()
            self._server = None

    def _accept(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._buffers[socket] = QByteArray()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._finish(s))
            # The sender may have written and gone before we got here.
            self._read(socket)

    def _read(self, socket: QLocalSocket) -> None:
        buffer = self._buffers.get(socket)
        if buffer is None:
            return
        buffer.append(socket.readAll())
        if buffer.size() > MAX_MESSAGE:
            self._drop(socket)
        elif buffer.contains(b"\n"):
            data = bytes(buffer.data())
            self._drop(socket)
            arguments = decode(data.split(b"\n", 1)[0])
            if arguments is not None:
                self.received.emit(arguments)

    def _finish(self, socket: QLocalSocket) -> None:
        self._read(socket)
        self._drop(socket)

    def _drop(self, socket: QLocalSocket) -> None:
        # The socket stays a child of the server until the server goes: a
        # deleteLater here, on top of the parent's own delete, ends in a crash
        # when the instance is dropped between the two.
        if self._buffers.pop(socket, None) is not None:
            socket.abort()
