"""What a player sees on a first run: ``make run`` setting up, and a display that is not there."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.app import system_check

ROOT = Path(__file__).resolve().parents[2]


def app_command() -> list[str]:
    """The installed ``freecell-qt`` next to this Python, else the same code via ``-m``."""
    script = Path(sys.executable).with_name("freecell-qt")
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "freecell_qt"]


def x_server_at(number: int) -> bool:
    """Whether anything answers as X display ``:number`` on this machine."""
    path = f"/tmp/.X11-unix/X{number}"
    for address in ("\0" + path, path):
        with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
            try:
                probe.connect(address)
            except OSError:
                continue
            return True
    return False


def free_display() -> int:
    for number in range(97, 400):
        if not x_server_at(number) and not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    pytest.skip("every display number tried is in use")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays: Linux")
def test_an_unreachable_display_is_one_clear_line(tmp_path):
    number = free_display()
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("QT_", "WAYLAND_", "XDG_"))}
    env.update(DISPLAY=f":{number}", HOME=str(tmp_path / "home"),
               FREECELL_QT_DATA_DIR=str(tmp_path / "app-data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")])))
    done = subprocess.run(app_command(), env=env, cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=False)
    assert done.returncode == 1, done.stderr  # an exit, not an abort (a negative status)
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(f"freecell-qt: Cannot reach the display :{number}")
    assert "libxcb" not in done.stderr and "Abort" not in done.stderr
    assert not (tmp_path / "app-data").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="abstract sockets: Linux")
def test_a_display_that_answers_passes(tmp_path):
    number = free_display()
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(f"\0/tmp/.X11-unix/X{number}")  # abstract: no file is left behind
    server.listen(1)
    try:
        assert system_check.display_answers(f":{number}")
        assert system_check.display_answers(f"unix:{number}.0")
    finally:
        server.close()
    assert not system_check.display_answers(f":{number}")


def test_a_forwarded_display_is_tried_on_its_local_port():
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        server.bind(("127.0.0.1", 0))
    except OSError:
        pytest.skip("no loopback network here")
    port = server.getsockname()[1]
    if port <= system_check.X_TCP_PORT:
        server.close()
        pytest.skip("the port given is below the X range")
    server.listen(1)
    display = f"localhost:{port - system_check.X_TCP_PORT}.0"
    try:
        assert system_check.display_answers(display)
    finally:
        server.close()
    assert not system_check.display_answers(display)


@pytest.mark.parametrize("display", ["faraway.example:0", "/private/tmp/launch/org.x:0", "::",
                                     ":x", "host:99999999"])
def test_displays_not_checked_here_are_left_to_qt(display):
    assert system_check.display_answers(display)


@pytest.mark.skipif(shutil.which("make") is None, reason="make is not installed")
def test_make_run_says_what_it_sets_up_before_it_starts(tmp_path):
    """A fresh clone's ``make run`` installs for a while: the player is told first."""
    # A make of its own, as a player's shell starts it: under ``make test`` the
    # inherited MAKELEVEL would add "make[1]: Entering directory" lines.
    env = {name: value for name, value in os.environ.items()
           if name not in ("MAKELEVEL", "MAKEFLAGS", "MFLAGS")}
    done = subprocess.run(
        ["make", "run", f"VENV={tmp_path / 'venv'}", "PYTHON=false"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False, env=env,
    )
    lines = done.stdout.splitlines()
    assert lines, done.stderr
    assert lines[0].startswith(f"Setting up {tmp_path / 'venv'}")
    assert "about two minutes" in lines[0]
    assert lines[1].startswith("false -m venv")  # what follows is the setting up
