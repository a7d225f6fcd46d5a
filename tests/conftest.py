"""Shared test configuration.

Qt needs a platform before the first QApplication exists; with no display and
none set, it aborts without a useful message, so every test run is offscreen.
Settings go to a temporary folder so tests never touch the player's own.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp")

from hypothesis import settings

# CI runs the same examples every time, so a red build always reproduces;
# developers' runs explore new examples (and remember failures) as usual.
settings.register_profile("ci", derandomize=True, deadline=None)
if os.environ.get("CI"):
    settings.load_profile("ci")
