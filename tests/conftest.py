"""Shared test configuration.

Qt needs a platform before the first QApplication exists; with no display and
none set, it aborts without a useful message, so every test run is offscreen.
Settings go to a temporary folder so tests never touch the player's own.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")
