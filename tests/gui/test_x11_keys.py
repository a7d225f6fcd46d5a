"""Window keys on a real X server with no desktop running, as on KDE-less X or a kiosk.

Qt's standard keys depend on the platform: the offscreen one the other GUI
tests use binds F11 to full screen, but X11 without GNOME or XFCE binds
nothing. So this test starts a private X server (``Xvfb``) and the real main
window on it, in a process of its own, and presses the keys there.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
#: Generous: the machine running the tests may be busy.
PATIENCE_S = 60

#: Run on the X server: the real window, F11 pressed twice through QTest.
SCRIPT = """
import json, sys
from PySide6.QtCore import QDeadlineTimer, QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

app = QApplication([])
from freecell_qt.controller import GameController
from freecell_qt.storage import paths
from freecell_qt.storage.preferences import AnimationSpeed, Preferences
from freecell_qt.windows.main_window import MainWindow

folder = sys.argv[1]
paths.set_data_dir(__import__("pathlib").Path(folder))
prefs = Preferences(QSettings(folder + "/settings.ini", QSettings.Format.IniFormat))
prefs.set("animation_speed", AnimationSpeed.OFF)
prefs.set("show_verdict", False)
prefs.set("winnable_deals", "off")
window = MainWindow(GameController(prefs))
window.start()
window.show()
window.activateWindow()

def wait(condition):
    deadline = QDeadlineTimer(20_000)
    while not condition() and not deadline.hasExpired():
        QTest.qWait(20)
    return bool(condition())

seen = {"standard": [k.toString() for k in
                     QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)]}
seen["active"] = wait(window.isActiveWindow)
window.view.setFocus()
QTest.keyClick(window.view, Qt.Key.Key_F11)
seen["full_after_one"] = wait(window.isFullScreen)
QTest.keyClick(window.view, Qt.Key.Key_F11)
seen["normal_after_two"] = wait(lambda: not window.isFullScreen())
print(json.dumps(seen))
window.close()
"""


@pytest.fixture
def x_display(tmp_path):
    """A private X server on a display it picks itself (``-displayfd``): no clash."""
    if shutil.which("Xvfb") is None:
        reason = "Xvfb is missing; install the Debian package xvfb"
        if os.environ.get("CI") == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x900x24", "-nolisten", "tcp"],
        pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number.isdigit(), "Xvfb gave no display number"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(PATIENCE_S)


def test_f11_toggles_full_screen_on_x_without_a_desktop(x_display, tmp_path):
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("QT_", "XDG_", "WAYLAND", "DESKTOP_SESSION", "KDE_",
                                  "GNOME_"))}
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env.update({"DISPLAY": x_display, "QT_QPA_PLATFORM": "xcb", "HOME": str(tmp_path),
                "XDG_RUNTIME_DIR": str(runtime), "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "PYTHONPATH": str(REPO)})
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=PATIENCE_S, check=False)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    # The case that matters: Qt itself binds no full-screen key here.
    assert "F11" not in seen["standard"], seen
    assert seen["active"], seen
    assert seen["full_after_one"] and seen["normal_after_two"], seen
