"""Reading a file the player named without trusting it: bounded, regular, UTF-8.

A path may name a FIFO (``open()`` would block until a writer comes, freezing
a window or hanging a command), a device such as ``/dev/zero`` (endless: a
plain ``read()`` runs out of memory) or a file of any size. So the file is
opened without blocking, checked to be a regular file, and read up to a
limit; what comes back is either the text or one ``ReadError`` whose message
is a line a player can read. No Qt here: the command line uses it too.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO


class ReadError(ValueError):
    """A file or stream that cannot be used; ``str()`` is the one-line reason.

    ``kind`` says which reason in a word ("unreadable", "not_regular",
    "too_large", "not_text"), for callers that word it in the player's language.
    """

    def __init__(self, reason: str, kind: str = "unreadable") -> None:
        super().__init__(reason)
        self.kind = kind


def read_file_bytes(path: Path | str, limit: int) -> bytes:
    """The bytes of the regular file ``path``, refusing anything over ``limit`` bytes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise ReadError(f"cannot be read ({error.strerror or error})") from None
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise ReadError("is not a regular file", "not_regular")
        with os.fdopen(descriptor, "rb", closefd=False) as stream:
            return _read_at_most(stream, limit)
    except OSError as error:
        raise ReadError(f"cannot be read ({error.strerror or error})") from None
    finally:
        os.close(descriptor)


def read_stream_bytes(stream: BinaryIO, limit: int) -> bytes:
    """Up to ``limit`` bytes of an open stream (standard input), refusing more."""
    try:
        return _read_at_most(stream, limit)
    except OSError as error:
        raise ReadError(f"cannot be read ({error.strerror or error})") from None


def decode_utf8(data: bytes) -> str:
    """``data`` as UTF-8 text (a byte-order mark is dropped); ``ReadError`` if it is not."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise ReadError(f"is not UTF-8 text (byte {error.start + 1} cannot be read)",
                        "not_text") from None


def read_file_text(path: Path | str, limit: int) -> str:
    return decode_utf8(read_file_bytes(path, limit))


def _read_at_most(stream: BinaryIO, limit: int) -> bytes:
    # One byte more than allowed tells "too big" without reading all of it.
    data = stream.read(limit + 1)
    if data is None:  # a non-blocking stream with nothing yet
        data = b""
    if len(data) > limit:
        raise ReadError(f"is too large (more than {_size(limit)})", "too_large")
    return data


def _size(limit: int) -> str:
    if limit >= 1 << 20 and limit % (1 << 20) == 0:
        return f"{limit >> 20} MB"
    if limit >= 1 << 10 and limit % (1 << 10) == 0:
        return f"{limit >> 10} KB"
    return f"{limit} bytes"
