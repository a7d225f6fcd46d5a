"""The socket channel between the window and a solver worker (``solving/channel.py``)."""

from __future__ import annotations

import pickle
import socket
import struct
import threading
import time
from collections.abc import Iterator

import pytest

from freecell_qt.engine import Game, Rules
from freecell_qt.solving.channel import SocketChannel
from freecell_qt.solving.messages import Asked, SolveRequest


@pytest.fixture
def ends() -> Iterator[tuple[SocketChannel, SocketChannel]]:
    left, right = socket.socketpair()
    a, b = SocketChannel(left), SocketChannel(right)
    yield a, b
    a.close()
    b.close()


def test_values_arrive_whole_and_in_order(ends: tuple[SocketChannel, SocketChannel]) -> None:
    a, b = ends
    asked = Asked(7, SolveRequest(Game.new(617).start, Rules(), 12.0))
    a.send(asked)
    a.send(None)
    a.send({"tried": 3})
    assert b.recv() == asked
    assert b.recv() is None
    assert b.recv() == {"tried": 3}


def test_poll_says_whether_a_message_waits(ends: tuple[SocketChannel, SocketChannel]) -> None:
    a, b = ends
    assert b.poll() is False
    started = time.monotonic()
    assert b.poll(0.05) is False
    assert time.monotonic() - started >= 0.04  # it waited for the time given
    a.send("hello")
    assert b.poll(5.0) is True
    assert b.recv() == "hello"
    assert b.poll() is False


def test_a_value_larger_than_the_socket_buffer_goes_through(
        ends: tuple[SocketChannel, SocketChannel]) -> None:
    a, b = ends
    big = bytes(range(256)) * 20_000  # 5 MB: many reads on the other end
    sender = threading.Thread(target=a.send, args=(big,))
    sender.start()
    assert b.recv() == big
    sender.join()


def test_a_message_split_across_writes_is_read_as_one(
        ends: tuple[SocketChannel, SocketChannel]) -> None:
    a, b = ends
    a.send("first")
    # One more message as it goes on the wire (its pickle behind a four-byte
    # length), written in two parts with a pause between them.
    body = pickle.dumps(["second", 2])
    whole = struct.pack("!I", len(body)) + body
    a._socket.sendall(whole[:3])

    def rest() -> None:
        time.sleep(0.05)
        a._socket.sendall(whole[3:])

    writer = threading.Thread(target=rest)
    writer.start()
    assert b.recv() == "first"
    assert b.recv() == ["second", 2]
    writer.join()


def test_the_other_end_closing_is_an_end_of_file(
        ends: tuple[SocketChannel, SocketChannel]) -> None:
    a, b = ends
    a.send("last")
    a.close()
    assert b.recv() == "last"
    assert b.poll(1.0) is True  # the close is something to read
    with pytest.raises(EOFError):
        b.recv()
