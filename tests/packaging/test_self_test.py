"""``freecell-qt --self-test``, run as a player's machine or a build script would run it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def self_test(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "freecell_qt", "--self-test"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=120, check=False)


def test_self_test_passes_in_one_line_and_leaves_home_alone(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.pop("QT_QPA_PLATFORM", None)  # it must choose offscreen by itself
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    env["HOME"] = str(home)
    result = self_test(env)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1 and lines[0].startswith("freecell-qt: self-test passed: deal 1")
    assert list(home.rglob("*")) == []


def test_self_test_failure_is_one_line_and_status_1(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", HOME=str(tmp_path))
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    result = self_test(env)
    assert result.returncode == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("freecell-qt: self-test failed: No display")
