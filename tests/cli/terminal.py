"""A command started as a terminal starts one.

A command typed at a terminal starts with Ctrl+C's default action. A process
started in the background by a shell without job control ignores SIGINT, and a
child inherits that (an ignored signal stays ignored across exec): a suite run
that way would see the command shrug Ctrl+C off. The tests that send it
SIGINT start it with the terminal's disposition, whatever their own.
"""

from __future__ import annotations

import signal


def as_typed_at_a_terminal() -> None:
    """``preexec_fn`` for ``subprocess.Popen``: SIGINT's default action in the child."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
