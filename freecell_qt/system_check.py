"""Checks, before Qt loads, that the machine can show a window.

Without these libraries Qt's xcb platform plugin fails with a message that
names none of them (or aborts), and without any font every letter is a box.
Naming the missing Debian packages turns that into a one-line fix.
"""

from __future__ import annotations

import ctypes
import os
import sys
from pathlib import Path

#: Shared library -> the Debian/Ubuntu package that provides it.
XCB_LIBRARIES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libfontconfig.so.1": "libfontconfig1",
}
FONT_PACKAGE = "fonts-dejavu-core"
FONT_DIRS = ("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts")


def _loadable(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def _has_fonts() -> bool:
    suffixes = {".ttf", ".otf", ".ttc", ".pfb"}
    for folder in FONT_DIRS:
        root = Path(folder).expanduser()
        if root.is_dir() and any(p.suffix.lower() in suffixes for p in root.rglob("*")):
            return True
    return False


def uses_xcb(environ: dict[str, str] | os._Environ[str] = os.environ) -> bool:
    """True when Qt will pick its X11 platform plugin."""
    if not sys.platform.startswith("linux"):
        return False
    platform = environ.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.startswith("xcb")
    return not environ.get("WAYLAND_DISPLAY")


def missing_packages() -> list[str]:
    """Debian packages whose libraries or fonts are absent (empty when all is well)."""
    if not sys.platform.startswith("linux"):
        return []
    missing = []
    if uses_xcb():
        missing = [pkg for lib, pkg in XCB_LIBRARIES.items() if not _loadable(lib)]
    if not _has_fonts():
        missing.append(FONT_PACKAGE)
    return missing


def problems() -> list[str]:
    """Sentences for the player; empty when the app can start."""
    found = []
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if (
        sys.platform.startswith("linux")
        and not platform.startswith(("offscreen", "minimal", "vnc", "eglfs", "linuxfb"))
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        found.append(
            "No display: start the game from a desktop session "
            "(DISPLAY or WAYLAND_DISPLAY is not set)."
        )
    packages = missing_packages()
    if packages:
        found.append(
            "Missing system packages for Qt: "
            + " ".join(packages)
            + "\n  Install them with: sudo apt-get install "
            + " ".join(packages)
        )
    return found
