"""The frozen app's entry script: one executable for the game and for the ``freecell`` command.

PyInstaller needs a script outside the package (a script inside it would put
``freecell_qt/`` itself on ``sys.path``). Started through a link named
``freecell``, the executable is the command-line tool; under any other name it
is the game. The tool imports no Qt, so the link costs nothing at start-up.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from pathlib import Path


def prefer_xwayland() -> None:
    """On a Wayland desktop, go through XWayland when the bundle has no Wayland plugin.

    Qt would try Wayland first, print that the plugin is missing, then fall
    back to X11 anyway; choosing X11 up front skips the attempt and the
    message. The self-test picks its own platform (offscreen).
    """
    bundle = Path(getattr(sys, "_MEIPASS", Path(__file__).parent))
    plugin = bundle / "PySide6" / "Qt" / "plugins" / "platforms" / "libqwayland.so"
    if (
        sys.platform.startswith("linux")
        and os.environ.get("WAYLAND_DISPLAY")
        and os.environ.get("DISPLAY")
        and "QT_QPA_PLATFORM" not in os.environ
        and "--self-test" not in sys.argv
        and not plugin.exists()
    ):
        os.environ["QT_QPA_PLATFORM"] = "xcb"


if __name__ == "__main__":
    # First of all: a solver worker is this same executable started again, with
    # a socket to serve (solving/process.py) or, on Windows, by multiprocessing.
    if len(sys.argv) == 3 and sys.argv[1] == "--solver-worker":
        from freecell_qt.solving.process import serve_descriptor

        serve_descriptor(sys.argv[2])
        sys.exit(0)
    multiprocessing.freeze_support()
    if Path(sys.argv[0]).name in ("freecell", "freecell.exe"):
        from freecell_qt.cli.commands import run
    else:
        prefer_xwayland()
        from freecell_qt.app.start import run
    run()
