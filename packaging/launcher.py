"""The frozen app's entry script: one executable for the game and for the ``freecell`` command.

PyInstaller needs a script outside the package (a script inside it would put
``freecell_qt/`` itself on ``sys.path``). Started through a link named
``freecell``, the executable is the command-line tool; under any other name it
is the game. The tool imports no Qt, so the link costs nothing at start-up.
"""

from __future__ import annotations

import multiprocessing
import sys
from pathlib import Path

if __name__ == "__main__":
    # First of all: a solver worker is this same executable started again.
    multiprocessing.freeze_support()
    if Path(sys.argv[0]).name in ("freecell", "freecell.exe"):
        from freecell_qt.cli import run
    else:
        from freecell_qt.app import run
    run()
