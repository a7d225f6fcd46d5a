"""Single instance: a second start hands its arguments to the first over a local socket."""

from __future__ import annotations

import os
import signal
import socket
import stat
import subprocess
import sys
import tempfile
import uuid
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QDir, QLockFile
from PySide6.QtNetwork import QLocalSocket

from freecell_qt.services import single_instance
from freecell_qt.services.single_instance import (
    MAX_CLIENTS,
    MAX_MESSAGE,
    Claim,
    SingleInstance,
    server_name,
)

#: A user id that is not the one running the tests (``nobody`` on Debian).
OTHER_USER = 65534


@pytest.fixture
def name():
    return f"freecell-qt-test-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def first(qapp, name):
    instance = SingleInstance(name)
    assert instance.listen()
    yield instance
    instance.close()


def raw_send(name: str, data: bytes) -> None:
    client = QLocalSocket()
    client.connectToServer(name)
    assert client.waitForConnected(1000)
    client.write(data)
    client.waitForBytesWritten(1000)
    client.disconnectFromServer()


def test_the_second_start_passes_its_arguments(qtbot, first, name):
    second = SingleInstance(name)
    with qtbot.waitSignal(first.received) as signal:
        assert second.forward(["--deal", "11982", "--cells", "3"])
    assert signal.args == [["--deal", "11982", "--cells", "3"]]


def test_no_arguments_still_reach_the_first(qtbot, first, name):
    with qtbot.waitSignal(first.received) as signal:
        assert SingleInstance(name).forward([])
    assert signal.args == [[]]


def test_nobody_listening(qapp, name):
    assert not SingleInstance(name).forward(["--deal", "1"])


def test_after_close_the_name_is_free_again(qapp, name):
    instance = SingleInstance(name)
    assert instance.listen() and instance.listening
    instance.close()
    assert not instance.listening
    assert not SingleInstance(name).forward([])
    again = SingleInstance(name)
    assert again.listen()
    again.close()


def test_a_second_listener_does_not_steal_the_name(qtbot, first, name):
    rival = SingleInstance(name)
    assert not rival.listen()
    with qtbot.waitSignal(first.received):
        assert SingleInstance(name).forward(["--code", "FC1-C4-AAAAAKH"])


@pytest.mark.skipif(os.name != "posix", reason="socket files exist on Unix only")
def test_a_stale_socket_left_by_a_crash(qtbot, name):
    path = Path(QDir.tempPath()) / name
    stale = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    stale.bind(str(path))
    stale.close()  # the file stays, with nobody behind it
    assert path.exists()
    try:
        assert not SingleInstance(name).forward(["--deal", "5"])
        first = SingleInstance(name)
        assert first.listen()
        with qtbot.waitSignal(first.received) as signal:
            assert SingleInstance(name).forward(["--deal", "5"])
        assert signal.args == [["--deal", "5"]]
        first.close()
    finally:
        path.unlink(missing_ok=True)


def test_garbage_is_ignored(qtbot, first, name):
    seen: list[list[str]] = []
    first.received.connect(seen.append)
    raw_send(name, b"not json\n")
    raw_send(name, b'{"arguments": [1, 2]}\n')
    raw_send(name, b"x" * (MAX_MESSAGE + 10))
    with qtbot.waitSignal(first.received):
        raw_send(name, single_instance.encode(["--deal", "7"]))
    qtbot.waitUntil(lambda: ["--deal", "7"] in seen)
    assert seen == [["--deal", "7"]]


def test_server_name_is_per_user_and_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("XDG_RUNTIME_DIR", raising=False)
    one = server_name(folder=tmp_path / "a")
    assert one == server_name(folder=tmp_path / "a")
    assert one != server_name(folder=tmp_path / "b")
    assert one != server_name("other-app", folder=tmp_path / "a")
    assert one.startswith("freecell-qt-") and len(one) < 40


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200) | st.lists(st.text(max_size=20), max_size=6).map(
    single_instance.encode))
def test_decode_takes_only_lists_of_text(data):
    arguments = single_instance.decode(data.split(b"\n", 1)[0])
    assert arguments is None or all(isinstance(a, str) for a in arguments)


@given(st.lists(st.text(max_size=30), max_size=8))
def test_encode_decode_round_trip(arguments):
    assert single_instance.decode(single_instance.encode(arguments).rstrip(b"\n")) == arguments


# -- idle and piled-up connections ----------------------------------------------
def test_a_connection_that_says_nothing_is_closed(qtbot, first, name, monkeypatch):
    monkeypatch.setattr(single_instance, "IDLE_TIMEOUT_MS", 200)
    idle = QLocalSocket()
    idle.connectToServer(name)
    assert idle.waitForConnected(1000)
    with qtbot.waitSignal(idle.disconnected):
        pass
    qtbot.waitUntil(lambda: first.clients == 0)


def test_a_connection_that_never_ends_its_line_is_closed(qtbot, first, name, monkeypatch):
    monkeypatch.setattr(single_instance, "IDLE_TIMEOUT_MS", 200)
    slow = QLocalSocket()
    slow.connectToServer(name)
    assert slow.waitForConnected(1000)
    slow.write(b'{"arguments": ["--deal"')
    with qtbot.waitSignal(slow.disconnected):
        pass


def test_connections_past_the_limit_wait_and_are_all_heard(qtbot, first, name):
    seen: list[list[str]] = []
    first.received.connect(seen.append)
    count = 24
    assert count > MAX_CLIENTS
    senders = []
    for _ in range(count):
        sender = QLocalSocket()
        sender.connectToServer(name)
        assert sender.waitForConnected(1000)
        senders.append(sender)
    qtbot.waitUntil(lambda: first.clients == MAX_CLIENTS)  # the others wait in the queue
    for number, sender in enumerate(senders):
        sender.write(single_instance.encode(["--deal", str(number + 1)]))
        sender.flush()
    for sender in senders:
        sender.disconnectFromServer()
    qtbot.waitUntil(lambda: len(seen) == count)
    assert sorted(int(arguments[1]) for arguments in seen) == list(range(1, count + 1))


def test_closed_connections_waiting_in_the_queue_free_their_place(qtbot, first, name,
                                                                   monkeypatch):
    """Connections that went away while queued must not hold the server up until
    their time-out (made longer than the wait here): the next start is heard."""
    monkeypatch.setattr(single_instance, "IDLE_TIMEOUT_MS", 120_000)
    path = Path(QDir.tempPath()) / name
    held = []
    for _ in range(4 * MAX_CLIENTS):
        client = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        client.connect(str(path))
        held.append(client)
    qtbot.waitUntil(lambda: first.clients == MAX_CLIENTS)
    for client in held:
        client.close()
    with qtbot.waitSignal(first.received):
        assert SingleInstance(name).forward(["--deal", "9"])


# -- where the socket is, and whose ---------------------------------------------
@pytest.fixture
def runtime(monkeypatch):
    """A private runtime folder, short enough for a socket path."""
    folder = Path(tempfile.mkdtemp(prefix="fcq-"))
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(folder))
    yield folder
    for child in folder.iterdir():
        child.unlink()
    folder.rmdir()


@pytest.mark.skipif(os.name != "posix", reason="socket files exist on Unix only")
def test_the_socket_lives_in_the_private_runtime_folder(qtbot, runtime, tmp_path):
    assert stat.S_IMODE(runtime.stat().st_mode) == 0o700
    name = server_name(folder=tmp_path)
    assert Path(name).parent == runtime
    instance = SingleInstance(name)
    assert instance.listen()
    assert stat.S_ISSOCK((runtime / Path(name).name).lstat().st_mode)
    with qtbot.waitSignal(instance.received):
        assert SingleInstance(server_name(folder=tmp_path)).forward(["--deal", "2"])
    instance.close()


@pytest.mark.skipif(os.name != "posix", reason="socket files exist on Unix only")
@pytest.mark.parametrize("mode", [0o755, 0o1777])
def test_a_runtime_folder_others_may_enter_is_not_used(runtime, tmp_path, mode):
    runtime.chmod(mode)
    assert not os.path.isabs(server_name(folder=tmp_path))


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0,
                    reason="making a file of another user takes root")
def test_a_socket_of_another_user_gets_no_arguments_and_stays(qapp, name):
    path = Path(QDir.tempPath()) / name
    squatter = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    squatter.bind(str(path))
    squatter.listen(8)
    squatter.setblocking(False)
    os.chown(path, OTHER_USER, OTHER_USER)
    try:
        assert not SingleInstance(name).forward(["--deal", "11982"])
        with pytest.raises(BlockingIOError):
            squatter.accept()  # nobody connected
        assert not SingleInstance(name).listen()
        assert path.lstat().st_uid == OTHER_USER  # neither removed nor replaced
    finally:
        squatter.close()
        path.unlink(missing_ok=True)


# -- the lock: who is first -----------------------------------------------------
@pytest.fixture
def lock_path(tmp_path):
    return tmp_path / "data" / single_instance.LOCK_NAME


def test_the_lock_holder_goes_first_and_the_next_hands_over(qtbot, name, lock_path):
    winner = SingleInstance(name, lock_path=lock_path)
    assert winner.claim(["--deal", "4"]) is Claim.FIRST
    assert winner.listen()
    with qtbot.waitSignal(winner.received) as signal_:
        assert SingleInstance(name, lock_path=lock_path).claim(["--deal", "8"]) is (
            Claim.HANDED_OVER)
    assert signal_.args == [["--deal", "8"]]
    winner.release()
    assert not winner.listening


def test_a_holder_that_never_answers_is_reported(qapp, name, lock_path):
    holder = SingleInstance(name, lock_path=lock_path)
    assert holder.claim([]) is Claim.FIRST  # and never listens
    assert SingleInstance(name, lock_path=lock_path).claim([], wait_s=0.3) is Claim.NO_ANSWER
    holder.release()


def test_after_release_the_next_start_goes_first(qapp, name, lock_path):
    one = SingleInstance(name, lock_path=lock_path)
    assert one.claim([]) is Claim.FIRST and one.listen()
    one.release()
    two = SingleInstance(name, lock_path=lock_path)
    assert two.claim([], wait_s=0.3) is Claim.FIRST
    two.release()


def test_a_lock_left_by_a_crash_is_taken_over(qapp, name, lock_path):
    lock_path.parent.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c",
         "import sys\n"
         "from PySide6.QtCore import QLockFile\n"
         "lock = QLockFile(sys.argv[1])\n"
         "print(lock.tryLock(0), flush=True)\n"
         "sys.stdin.read()\n",
         str(lock_path)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "True"
        assert not QLockFile(str(lock_path)).tryLock(0)
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=60)
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait(timeout=60)
    assert lock_path.exists()  # the crash left it behind
    instance = SingleInstance(name, lock_path=lock_path)
    assert instance.claim([], wait_s=0.3) is Claim.FIRST
    instance.release()


def test_a_folder_that_refuses_the_lock_still_starts(qapp, name, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("no folder can be made under a file, even by root")
    instance = SingleInstance(name, lock_path=blocker / single_instance.LOCK_NAME)
    assert instance.claim([]) is Claim.FIRST
    instance.release()


@pytest.mark.parametrize("closed_first", [True, False])
def test_going_away_while_serving_raises_nothing(qtbot, name, closed_first):
    """The server's sockets say "disconnected" as they are deleted with it."""
    instance = SingleInstance(name)
    assert instance.listen()
    clients = []
    for _ in range(3):
        client = QLocalSocket()
        client.connectToServer(name)
        assert client.waitForConnected(1000)
        client.write(b'{"arguments": ')  # half a message: the server waits for more
        client.flush()
        clients.append(client)
    qtbot.waitUntil(lambda: instance.clients == 3)
    if closed_first:
        instance.close()
    instance.deleteLater()
    with qtbot.waitSignal(instance.destroyed):
        pass
    for client in clients:
        client.abort()
