"""Single instance: a second start hands its arguments to the first over a local socket."""

from __future__ import annotations

import os
import socket
import uuid
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QDir
from PySide6.QtNetwork import QLocalSocket

from freecell_qt.storage import single_instance
from freecell_qt.storage.single_instance import MAX_MESSAGE, SingleInstance, server_name


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
    with qtbot.waitSignal(first.received, timeout=5000) as signal:
        assert second.forward(["--deal", "11982", "--cells", "3"])
    assert signal.args == [["--deal", "11982", "--cells", "3"]]


def test_no_arguments_still_reach_the_first(qtbot, first, name):
    with qtbot.waitSignal(first.received, timeout=5000) as signal:
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
    with qtbot.waitSignal(first.received, timeout=5000):
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
        with qtbot.waitSignal(first.received, timeout=5000) as signal:
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
    with qtbot.waitSignal(first.received, timeout=5000):
        raw_send(name, single_instance.encode(["--deal", "7"]))
    qtbot.waitUntil(lambda: ["--deal", "7"] in seen)
    assert seen == [["--deal", "7"]]


def test_server_name_is_per_user_and_folder(tmp_path):
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
