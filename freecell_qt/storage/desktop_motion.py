"""Whether the desktop asks applications for less motion.

Qt 6 has no hint for it (``QStyleHints`` has none, and ``QAccessibilityHints``
only tells the contrast wanted), so the desktops' own settings are read, and
only where that is cheap and cannot hold up the start:

* KDE Plasma: ``AnimationDurationFactor=0`` in the ``[KDE]`` group of
  ``kdeglobals`` (Settings > Workspace Behaviour > Animation speed "Instant").
  A small text file, read once, bounded and only if it is a regular file.
* GNOME and its kin: ``enable-animations`` of ``org.gnome.desktop.interface``
  (Settings > Accessibility > Reduce Animation). It lives in dconf's binary
  database, so ``gsettings`` is asked in the background (``QProcess``): the
  window opens meanwhile, and the answer applies when it comes.

Anything else (Windows, macOS, another desktop, a setting that cannot be
read) counts as "not asked": the player can still turn reduced motion on.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer

from freecell_qt.storage.bounded_read import ReadError, read_file_bytes

#: kdeglobals is a few kilobytes; anything much larger is not one to read.
KDEGLOBALS_LIMIT = 256 * 1024
#: A ``gsettings`` that has not answered in this time is left to itself.
GSETTINGS_WAIT_MS = 5000


def _config_home() -> Path:
    folder = os.environ.get("XDG_CONFIG_HOME", "")
    return Path(folder) if folder and os.path.isabs(folder) else Path.home() / ".config"


def _desktops() -> set[str]:
    return {name.strip().lower()
            for name in os.environ.get("XDG_CURRENT_DESKTOP", "").split(":") if name.strip()}


def kde_asks_less_motion(path: Path | None = None) -> bool:
    """True when kdeglobals sets animations to instant (a factor of 0)."""
    path = path or _config_home() / "kdeglobals"
    try:
        text = read_file_bytes(path, KDEGLOBALS_LIMIT).decode("utf-8", "replace")
    except ReadError:
        return False
    group = ""
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            group = line[1:-1]
        elif group == "KDE" and "=" in line:
            key, value = (part.strip() for part in line.split("=", 1))
            if key == "AnimationDurationFactor":
                try:
                    return float(value) == 0.0
                except ValueError:
                    return False
    return False


def gnome_like() -> bool:
    """The desktop keeps its animation switch in GNOME's settings."""
    return bool(_desktops() & {"gnome", "unity", "budgie", "pantheon", "cinnamon"})


def ask_desktop(answer: Callable[[bool], None], parent: QObject) -> bool | None:
    """Whether the desktop asks for less motion: at once where a file tells, else
    ``None`` and, on a GNOME-like desktop, ``answer(value)`` later from ``gsettings``.
    """
    if "kde" in _desktops():
        return kde_asks_less_motion()
    if not gnome_like():
        return None
    program = shutil.which("gsettings")
    if program is None:
        return None
    process = QProcess(parent)

    def done(code: int, status: QProcess.ExitStatus) -> None:
        output = bytes(process.readAllStandardOutput().data()).decode("ascii", "replace")
        process.deleteLater()
        if status == QProcess.ExitStatus.NormalExit and code == 0:
            value = output.strip()
            if value in ("true", "false"):
                answer(value == "false")

    process.finished.connect(done)
    # Never waited for: a desktop bus that hangs leaves the answer unknown.
    process.errorOccurred.connect(lambda _error: process.deleteLater())
    process.start(program, ["get", "org.gnome.desktop.interface", "enable-animations"])
    QTimer.singleShot(GSETTINGS_WAIT_MS, process, process.kill)
    return None
