"""Checks, before Qt loads, that the machine can show a window.

Without these libraries Qt's xcb platform plugin fails with a message that
names none of them (or aborts), and without any font every letter is a box.
Naming the missing Debian packages turns that into a one-line fix.

A display that is set but not there (``DISPLAY=:99`` with no X server, a
forwarded display whose connection has closed) makes Qt abort with advice to
install ``libxcb-cursor0``, which is beside the point: so the X server is
knocked on first, where that is quick and local, and named when it does not
answer.
"""

from __future__ import annotations

import ctypes
import os
import socket
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


#: Hosts whose X server is checked over TCP; a remote one could make the check wait.
LOCAL_HOSTS = ("localhost", "127.0.0.1", "::1")
X_SOCKET_DIR = "/tmp/.X11-unix"
X_TCP_PORT = 6000
CONNECT_TIMEOUT_S = 1.0


def parse_display(display: str) -> tuple[str, int] | None:
    """``(host, number)`` from ``[host]:number[.screen]``; ``None`` for forms not known here."""
    host, colon, rest = display.rpartition(":")
    number = rest.split(".", 1)[0]
    if not colon or not number.isdigit() or len(number) > 5 or "/" in host:
        return None
    return host.strip("[]"), int(number)


def _connects(family: int, address: str | tuple[str, int]) -> bool:
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        probe.settimeout(CONNECT_TIMEOUT_S)
        try:
            probe.connect(address)
        except OSError:
            return False
    return True


def display_answers(display: str) -> bool:
    """False only when ``display`` is a local X server that is certainly not there.

    A local display is reached the way libxcb does: its Unix socket (Linux's
    abstract one, then the file), or for ``localhost:N`` (an SSH-forwarded
    display) TCP port 6000 + N. A remote host is not tried: it could take long
    to fail, and Qt's own message then names the host.
    """
    parsed = parse_display(display)
    if parsed is None:
        return True
    host, number = parsed
    if host in ("", "unix"):
        path = f"{X_SOCKET_DIR}/X{number}"
        abstract = sys.platform.startswith("linux") and _connects(socket.AF_UNIX, "\0" + path)
        return abstract or _connects(socket.AF_UNIX, path)
    if host in LOCAL_HOSTS:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        return _connects(family, (host, X_TCP_PORT + number))
    return True


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
    elif uses_xcb() and os.environ.get("DISPLAY") and not display_answers(os.environ["DISPLAY"]):
        found.append(
            f"Cannot reach the display {os.environ['DISPLAY']}: no X server answers there. "
            "Start the game from the desktop, or set DISPLAY to a running display."
        )
        return found  # Qt cannot start, so its libraries do not matter yet
    packages = missing_packages()
    if packages:
        found.append(
            "Missing system packages for Qt: "
            + " ".join(packages)
            + "\n  Install them with: sudo apt-get install "
            + " ".join(packages)
        )
    return found
