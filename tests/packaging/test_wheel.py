"""The wheel that ``pip install .`` and pipx build: commands and package data.

Built from a copy of the sources, so the test leaves no build/ or egg-info
behind and cannot pick up files that are only lying in the work tree. The
build backend comes from PyPI (pip's isolated build); with no network the
test is skipped rather than failed.
"""

from __future__ import annotations

import configparser
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from freecell_qt import APP_ID, __version__
from freecell_qt.app.i18n_build import TRANSLATED
from freecell_qt.resources import ICON_SIZES
from tests.engine.test_compiled import COMPILED, EXTENSIONS, compiler_at_hand

pytestmark = pytest.mark.build

ROOT = Path(__file__).resolve().parents[2]
OFFLINE_SIGNS = (
    "Could not find a version that satisfies",
    "No matching distribution found",
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Network is unreachable",
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Iterator[zipfile.ZipFile]:
    work = tmp_path_factory.mktemp("wheel")
    source = work / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "freecell_qt", source / "freecell_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    out = work / "out"
    result = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out),
         str(source)],
        capture_output=True, text=True, timeout=600, check=False,
    )
    if result.returncode != 0 and any(sign in result.stderr for sign in OFFLINE_SIGNS):
        pytest.skip("no network for the build backend: " + result.stderr.strip()[-200:])
    assert result.returncode == 0, result.stderr
    (built,) = out.glob("*.whl")
    if compiler_at_hand():
        # The compiled solver makes it a wheel for this Python and platform.
        assert built.name.startswith(f"freecell_qt-{__version__}-cp{sys.version_info[0]}")
    else:
        assert built.name == f"freecell_qt-{__version__}-py3-none-any.whl"
    with zipfile.ZipFile(built) as archive:
        yield archive


def test_wheel_carries_every_icon(wheel):
    names = set(wheel.namelist())
    base = "freecell_qt/resources/icons/hicolor"
    for size in ICON_SIZES:
        assert f"{base}/{size}x{size}/apps/{APP_ID}.png" in names
    assert f"{base}/scalable/apps/{APP_ID}.svg" in names


def test_wheel_carries_the_translations(wheel):
    names = set(wheel.namelist())
    for language in TRANSLATED:
        assert f"freecell_qt/resources/translations/freecell_qt_{language}.qm" in names


def test_wheel_carries_the_package_and_nothing_else(wheel):
    names = wheel.namelist()
    assert "freecell_qt/app/self_test.py" in names
    assert "freecell_qt/resources/__init__.py" in names
    assert "freecell_qt/resources/challenges.json" in names  # the challenge list's table
    assert "freecell_qt/engine/__init__.py" in names
    tops = {name.split("/", 1)[0] for name in names}
    assert tops == {"freecell_qt", f"freecell_qt-{__version__}.dist-info"}


def test_wheel_carries_the_compiled_solver_beside_its_sources(wheel):
    names = set(wheel.namelist())
    base = "freecell_qt/engine/solver"
    for name in COMPILED:
        assert f"{base}/{name}.py" in names
        compiled = [entry for entry in names
                    if entry.startswith(f"{base}/{name}.") and entry.endswith(EXTENSIONS)]
        assert len(compiled) == (1 if compiler_at_hand() else 0), (name, compiled)
    # The exhaustive search, written in C (solver/native.py), and its source.
    for module in ("_exhaust", "_exhaust_decks", "_exhaust_tiers"):  # and tiers' piles
        native = [entry for entry in names
                  if entry.startswith(f"{base}/{module}.") and entry.endswith(EXTENSIONS)]
        assert len(native) == (1 if compiler_at_hand() else 0), native


def test_wheel_declares_both_commands(wheel):
    parser = configparser.ConfigParser()
    parser.read_string(
        wheel.read(f"freecell_qt-{__version__}.dist-info/entry_points.txt").decode())
    assert parser["gui_scripts"]["freecell-qt"] == "freecell_qt.app.start:run"
    assert parser["console_scripts"]["freecell"] == "freecell_qt.cli.commands:run"
