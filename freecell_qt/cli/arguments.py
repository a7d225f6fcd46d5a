"""Command-line checks shared by ``freecell`` and ``freecell-qt``.

Kept apart from the ``freecell`` commands, which load the batch solver and its
process pool: ``freecell-qt`` reads its arguments before its first frame and
needs only these.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from freecell_qt.engine import GameCode, Preset


#: sysexits.h's EX_IOERR: the output could not be written (a full disk, ``> /dev/full``).
EXIT_OUTPUT = 74
#: The status of input that cannot be used: argparse's own, and every refusal of ours.
EXIT_BAD_INPUT = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse with the commands' own forms: an error is one line and status 2, and
    a help or version text that cannot be written is an error, not a silent 0.

    argparse prints a usage block of several lines before its message; a script
    reading stderr, or a person, wants the one line that says what is wrong, and
    ``--help`` for the rest. And argparse drops an ``OSError`` raised while it
    writes (``--help > /dev/full`` exits 0 having printed nothing); here the
    text is written and flushed, and the ``OSError`` goes up to the entry point,
    which says so in one line with status 74 (``output_failed``).
    """

    def error(self, message: str) -> NoReturn:
        reason = " ".join(message.split())
        command = self.prog.split()[0] if self.prog.split() else self.prog
        self.exit(EXIT_BAD_INPUT, f"{command}: {reason} (see {self.prog} --help)\n")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        if not message:
            return
        stream = file or sys.stderr
        if stream is None:  # no console at all (a GUI start on Windows)
            return
        stream.write(message)
        flush = getattr(stream, "flush", None)
        if flush is not None:
            flush()


def silence_stdout() -> None:
    """Point standard output at nothing, so that Python's own flush at exit is silent."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def say(line: str) -> None:
    """A line on standard error, unless that cannot be written either."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stderr.write(line)
        sys.stderr.flush()


def output_failed(command: str, error: OSError) -> int:
    """Tell that the output could not be written, in one line; the status to exit with."""
    silence_stdout()
    say(f"{command}: cannot write the output: {error.strerror or error}\n")
    return EXIT_OUTPUT


def shown_name(name: str) -> str:
    """A file name as a one-line message shows it: as it is, or in quotes with its
    newlines and other unprintable characters escaped (``'a\\nb'``), so that the
    message stays one line and the name can still be told exactly."""
    return name if name.isprintable() else repr(name)


def whole_number(text: str) -> int:
    """A small count given as an option (``--cells 2``): ASCII digits only.

    ``int`` would also take ``٣`` and ``３``, which the deal numbers and codes
    refuse; one rule holds for every number the commands read (docs/rules.md,
    "Deals and deal numbers"). The range is the rules' to check, with their
    own message.
    """
    if not (text.isascii() and text.isdigit() and len(text) <= 3):
        raise argparse.ArgumentTypeError(
            f"{text[:24]!r} is not a whole number written with the digits 0 to 9"
        )
    return int(text)


def code_conflict(code: GameCode, variant: Preset | None, cells: int | None) -> str:
    """Why a ``--game`` or ``--cells`` contradicts ``code`` ("" when it does not):
    a code names its game and cells, and an option saying otherwise must be
    refused, never silently ignored."""
    if variant is not None and variant is not code.game:
        return f"the code {code} is {code.game.title}, not {variant.title}"
    if cells is not None and cells != code.cells:
        return f"the code {code} has {code.cells} free cells, not {cells}"
    return ""
