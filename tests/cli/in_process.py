"""The ``freecell`` command's ``main`` run in the test's own process.

For the many cases of one behaviour (twenty impossible combinations of options,
eight spellings of a number that is no deal number): each case goes through
the same ``main`` the installed command runs, and the installed command itself
is started in a process of its own once for each command and behaviour, by the
test beside the cases. A Python start per case would cost more than all the
cases' checks together. The same holds for the spellings ``freecell-qt`` refuses
before any window (``freecell_qt_refusal_here``).
"""

from __future__ import annotations

import io
import subprocess
from contextlib import redirect_stderr, redirect_stdout
from unittest import mock

from freecell_qt.cli.commands import main


def freecell_here(*argv: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """Status, output and errors of ``freecell *argv``, as a process run would give them.

    ``argparse`` ends a bad command line with ``SystemExit``, as it ends the
    installed command; its status is the run's.
    """
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            status = main(list(argv), stdin=io.StringIO(stdin))
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    return subprocess.CompletedProcess(["freecell", *argv], status, out.getvalue(),
                                       err.getvalue())


class WindowWouldOpen(AssertionError):
    """``freecell-qt`` took arguments it should have refused and went on to a window."""


def freecell_qt_refusal_here(*argv: str) -> tuple[int, str]:
    """Status and errors of ``freecell-qt *argv`` refusing its arguments, run by its
    ``main`` in this process.

    What ``freecell-qt`` refuses, it refuses before any window, and before the
    check of the system the window needs: a run that gets as far as that check
    took the arguments, and ends here with ``WindowWouldOpen`` rather than
    opening a window in the test's process.
    """
    from freecell_qt.app import start

    def window_next() -> list[str]:
        raise WindowWouldOpen(f"freecell-qt {' '.join(argv)} was not refused")

    err = io.StringIO()
    with redirect_stderr(err), mock.patch.object(start.system_check, "problems", window_next):
        try:
            status = start.main(list(argv))
        except SystemExit as stop:
            status = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
    return status, err.getvalue()
