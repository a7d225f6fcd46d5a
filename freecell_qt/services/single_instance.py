"""One app per player: a second start hands its arguments to the first and leaves.

Two windows would play two games into one autosave file, each overwriting the
other's. So a start first takes a lock in the data folder (``QLockFile``); the
one that gets it listens on a local socket (``QLocalServer``) before it does
anything else, and every other start sends it what it was asked for,
``--deal 11982`` say, then exits. The running window comes to the front and
opens that deal. Instances using different data folders do not share an
autosave, so they may run side by side.

Whatever the timing, exactly one start wins: the lock decides, not the socket.
A start that loses while the winner is still on its way to listening retries
for a while (``HANDOVER_WAIT_S``); if the winner never answers, the loser says
so and leaves without touching the data. A lock left by a crash is stale (its
process is gone) and ``QLockFile`` takes it over.

The socket lives in the user's runtime folder (``XDG_RUNTIME_DIR``, which only
its owner may enter) when there is one. Elsewhere it falls back to the shared
temporary folder, where another user could create the name first; there a
socket file that is not the player's own is neither written to nor removed.

The server accepts a few connections at a time and drops any that has not
said its piece within ``IDLE_TIMEOUT_MS``, so a pile of idle connections can
neither use up the process's file descriptors nor stop it answering.

The message is one line of JSON, ``{"arguments": [...]}``: small, and easy
to refuse when it is anything else.
"""

from __future__ import annotations

import enum
import getpass
import json
import os
import stat
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCryptographicHash,
    QDir,
    QLockFile,
    QObject,
    QTimer,
    Signal,
)
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from shiboken6 import isValid

from freecell_qt.storage import paths

TIMEOUT_MS = 500
#: Arguments are a few words; anything longer is not another start of ours.
MAX_MESSAGE = 64 * 1024
#: How long a connection may stay without delivering its message.
IDLE_TIMEOUT_MS = 3000
#: Connections served at once; later ones wait in the queue.
MAX_CLIENTS = 8
#: Connections Qt queues before it stops taking more from the system.
MAX_PENDING = 8
#: How long a start that lost the lock keeps trying to reach the winner.
HANDOVER_WAIT_S = 10.0
RETRY_S = 0.1
LOCK_NAME = "freecell-qt.lock"
#: Unix socket paths are limited to about 108 bytes; past this, use a short name.
MAX_SOCKET_PATH = 100


class Claim(enum.Enum):
    """What a start of the app found out about the data folder."""

    #: This start is the one: it holds the folder and should listen, then play.
    FIRST = "first"
    #: A running instance took the arguments; this start should leave.
    HANDED_OVER = "handed over"
    #: Another instance holds the folder but did not answer in time.
    NO_ANSWER = "no answer"
    #: Another instance holds the folder, and the message is longer than it takes.
    TOO_LARGE = "too large"


def runtime_folder() -> Path | None:
    """The user's private runtime folder, when there is one that only the user can enter."""
    if os.name != "posix":
        return None
    value = os.environ.get("XDG_RUNTIME_DIR", "")
    if not value or not os.path.isabs(value):
        return None
    try:
        info = os.stat(value)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or info.st_uid != os.getuid() or info.st_mode & 0o077:
        return None
    return Path(value)


def server_name(app_name: str = "freecell-qt", folder: Path | None = None) -> str:
    """The app's socket for this user and data folder: a full path in the runtime folder,
    else a short name that Qt places in the temporary folder.

    The folder is part of it because what must not be shared is the autosave:
    an app pointed at another folder (a test, a portable copy) is not a rival.
    """
    try:
        user = getpass.getuser()
    except (OSError, KeyError, ImportError):
        user = "player"
    folder = folder if folder is not None else paths.data_dir()
    key = f"{app_name}\0{user}\0{folder.resolve()}"
    # Qt's digest, not hashlib's: hashlib loads OpenSSL, 3 MB of the window's memory.
    digest = QCryptographicHash.hash(QByteArray(key.encode()),
                                     QCryptographicHash.Algorithm.Sha256)
    name = f"{app_name}-{bytes(digest.toHex().data()).decode()[:16]}"
    runtime = runtime_folder()
    if runtime is not None and len(str(runtime / name).encode()) <= MAX_SOCKET_PATH:
        return str(runtime / name)
    return name


def socket_path(name: str) -> Path | None:
    """The file a local socket ``name`` lives in; ``None`` where sockets are not files."""
    if os.name != "posix":
        return None
    return Path(name) if os.path.isabs(name) else Path(QDir.tempPath()) / name


def foreign_socket(name: str) -> bool:
    """True when something other than the player's own socket already has ``name``.

    Such a file may belong to another user waiting for our arguments: it gets
    neither a connection nor removed.
    """
    path = socket_path(name)
    if path is None:
        return False
    try:
        info = path.lstat()
    except FileNotFoundError:
        return False
    except OSError:
        return True
    return info.st_uid != os.getuid() or not stat.S_ISSOCK(info.st_mode)


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
    """The lock and the local socket both sides of "is the app already running?" use."""

    #: The arguments another start of the app was given (a list of str).
    received = Signal(list)

    def __init__(
        self,
        name: str | None = None,
        parent: QObject | None = None,
        lock_path: Path | None = None,
    ) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.lock_path = lock_path
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._buffers: dict[QLocalSocket, QByteArray] = {}

    # -- who is first ----------------------------------------------------
    def claim(self, arguments: Sequence[str], wait_s: float | None = None) -> Claim:
        """Take the data folder, or hand ``arguments`` to the instance that has it.

        A folder where no lock can be written (read-only, full) cannot keep an
        autosave either, so there is nothing for two windows to fight over:
        such a start hands over if someone answers and otherwise goes first.
        """
        lock_path = self.lock_path or paths.data_dir() / LOCK_NAME
        lock = QLockFile(str(lock_path))
        if lock.tryLock(0):
            self._lock = lock
            return Claim.FIRST
        if len(encode(arguments)) > MAX_MESSAGE:
            # The running window would drop it unread, while this start took the
            # write for a delivery: never sent, and the start says so.
            return Claim.TOO_LARGE
        if lock.error() != QLockFile.LockError.LockFailedError:
            return Claim.HANDED_OVER if self.forward(arguments) else Claim.FIRST
        deadline = time.monotonic() + (HANDOVER_WAIT_S if wait_s is None else wait_s)
        while True:
            if self.forward(arguments):
                return Claim.HANDED_OVER
            if lock.tryLock(0):  # the holder has gone (quit, or crashed) meanwhile
                self._lock = lock
                return Claim.FIRST
            if time.monotonic() >= deadline:
                return Claim.NO_ANSWER
            time.sleep(RETRY_S)

    def release(self) -> None:
        """Stop answering, then let the next start have the data folder."""
        self.close()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # -- the second start ------------------------------------------------
    def forward(self, arguments: Sequence[str], timeout_ms: int = TIMEOUT_MS) -> bool:
        """Hand ``arguments`` to a running instance; ``True`` when one took them."""
        if foreign_socket(self.name):
            return False
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
        if foreign_socket(self.name) or self._answered():
            return False
        QLocalServer.removeServer(self.name)
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.setMaxPendingConnections(MAX_PENDING)
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

    @property
    def clients(self) -> int:
        """Connections being served now (at most ``MAX_CLIENTS``)."""
        return len(self._buffers)

    def close(self) -> None:
        """Stop answering, and let go of the connections being served."""
        for socket in list(self._buffers):
            self._drop(socket)
        if self._server is not None:
            self._server.close()
            self._server = None

    def _accept(self) -> None:
        # Connections past MAX_CLIENTS stay in Qt's queue, and past MAX_PENDING
        # in the system's: each one served holds a file descriptor.
        server = self._server
        while (server is not None and len(self._buffers) < MAX_CLIENTS
               and server.hasPendingConnections()):
            socket = server.nextPendingConnection()
            self._buffers[socket] = QByteArray()
            timer = QTimer(socket)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda s=socket: self._drop(s))
            timer.start(IDLE_TIMEOUT_MS)
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(lambda s=socket: self._finish(s))
            # The sender may have written and gone before we got here: a
            # connection that waited in the queue may already be closed.
            if socket.state() == QLocalSocket.LocalSocketState.ConnectedState:
                self._read(socket)
            else:
                self._finish(socket)

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
        # A socket deleted with its server (this object going away without
        # close()) says "disconnected" on its way out, when it can no longer be read.
        if not isValid(socket):
            self._buffers.pop(socket, None)
            return
        self._read(socket)
        self._drop(socket)

    def _drop(self, socket: QLocalSocket) -> None:
        if self._buffers.pop(socket, None) is None:
            return
        socket.abort()
        # Deleted once the signal that got us here has returned: over a long
        # run, connections served must not pile up under the server.
        socket.deleteLater()
        # A place is free: serve the next connection waiting in the queue.
        QTimer.singleShot(0, self, self._accept)
