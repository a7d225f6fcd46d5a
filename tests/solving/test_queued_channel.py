"""The window's end of the pipe to a worker (``channel.QueuedChannel``): it never
waits, whatever the worker does, and still hands out whole values in order."""

from __future__ import annotations

import pickle
import selectors
import socket
import struct
import threading
from collections.abc import Iterator

import pytest

from freecell_qt.solving.channel import QueuedChannel, SocketChannel


@pytest.fixture
def ends() -> Iterator[tuple[QueuedChannel, socket.socket]]:
    ours, theirs = socket.socketpair()
    channel = QueuedChannel(ours)
    yield channel, theirs
    channel.close()
    theirs.close()


def read_in_thread(theirs: socket.socket, count: int) -> tuple[threading.Thread, list[object]]:
    """The worker's end, reading ``count`` values in a thread of its own."""
    got: list[object] = []
    worker = SocketChannel(theirs)
    reader = threading.Thread(target=lambda: got.extend(worker.recv() for _ in range(count)))
    return reader, got


def flush_until_done(channel: QueuedChannel, reader: threading.Thread) -> None:
    """Flush until all is written, waiting for the socket to take bytes again.

    Through ``selectors`` (epoll, poll), not ``select.select``: a test process
    that has opened many files may hand out descriptors past the 1024 that
    ``select`` takes.
    """
    reader.start()
    with selectors.DefaultSelector() as selector:
        selector.register(channel._socket, selectors.EVENT_WRITE)
        while channel.sending:
            if not channel.flush():
                selector.select(1.0)  # writable again
    reader.join()


def test_a_value_larger_than_the_socket_takes_is_queued_not_waited_on(ends) -> None:
    channel, theirs = ends
    big = bytes(8_000_000)
    channel.send(big)  # nobody reads the other end yet: this must return
    assert channel.sending
    assert channel.flush() is False
    reader, got = read_in_thread(theirs, 1)
    flush_until_done(channel, reader)
    assert got == [big]


def test_values_not_begun_are_dropped_and_one_begun_is_written_whole(ends) -> None:
    channel, theirs = ends
    channel.send(bytes(8_000_000))
    channel.send("older")
    channel.drop_unsent()
    channel.send("newest")
    reader, got = read_in_thread(theirs, 2)
    flush_until_done(channel, reader)
    assert got == [bytes(8_000_000), "newest"]


def test_a_value_arriving_in_parts_is_handed_out_only_whole(ends) -> None:
    channel, theirs = ends
    body = pickle.dumps({"tried": 7})
    whole = struct.pack("!I", len(body)) + body
    theirs.sendall(whole[:5])
    assert channel.poll() is False
    theirs.sendall(whole[5:])
    assert channel.poll(5.0) is True
    assert channel.recv() == {"tried": 7}
    assert channel.poll() is False


def test_the_last_values_come_before_the_end_of_file(ends) -> None:
    channel, theirs = ends
    worker = SocketChannel(theirs)
    worker.send("one")
    worker.send("two")
    theirs.close()
    assert channel.poll(5.0)
    assert channel.recv() == "one"
    assert channel.recv() == "two"
    assert channel.poll() is True  # the close is something to read
    with pytest.raises(EOFError):
        channel.recv()


def test_writing_to_a_worker_that_is_gone_is_an_os_error(ends) -> None:
    channel, theirs = ends
    theirs.close()
    with pytest.raises(OSError):
        channel.send(bytes(1_000_000))
        channel.flush()
