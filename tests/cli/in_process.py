"""The ``freecell`` command's ``main`` run in the test's own process.

For the many cases of one behaviour (twenty impossible combinations of options,
eight spellings of a number that is no deal number): each case goes through
the same ``main`` the installed command runs, and the installed command itself
is started in a process of its own once for each command and behaviour, by the
test beside the cases. A Python start per case would cost more than all the
cases' checks together.
"""

from __future__ import annotations

import io
import subprocess
from contextlib import redirect_stderr, redirect_stdout

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
