"""The sdist, as pip builds a wheel from it on a machine without the git
tree: it must carry every source of the search in C, its header included,
and compile them into the one module ``solver._exhaust``.

The extension is optional (setup.py), so a file missing from the sdist would
not fail the install: the wheel would quietly lack the search in C. Built
from a copy of the sources, as tests/packaging/test_wheel.py does.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from pathlib import Path

import pytest

from tests.engine.test_compiled import EXTENSIONS, PACKAGE, compiler_at_hand
from tests.packaging.test_wheel import OFFLINE_SIGNS, ROOT

pytestmark = pytest.mark.build

SOLVER = "freecell_qt/engine/solver"


def _run(command: list[str], cwd: Path | None = None) -> None:
    result = subprocess.run(command, capture_output=True, text=True, timeout=900, check=False,
                            cwd=cwd)
    if result.returncode != 0 and any(sign in result.stderr for sign in OFFLINE_SIGNS):
        pytest.skip("no network for the build backend: " + result.stderr.strip()[-200:])
    assert result.returncode == 0, result.stderr


def test_the_sdist_carries_and_compiles_the_search_in_c(tmp_path):
    source = tmp_path / "source"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md", "LICENSE"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "freecell_qt", source / "freecell_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd"))
    # The sdist as a build frontend makes it: the build backend in an
    # environment of its own with the project's build requirements.
    backend = tmp_path / "backend"
    venv.EnvBuilder(with_pip=True).create(backend)
    python = str(backend / ("Scripts" if sys.platform == "win32" else "bin") / "python")
    requires = tomllib.loads((ROOT / "pyproject.toml").read_text())["build-system"]["requires"]
    _run([python, "-m", "pip", "install", "--quiet", *requires])
    dist = tmp_path / "dist"
    dist.mkdir()
    _run([python, "-c", "import sys; from setuptools import build_meta; "
          "build_meta.build_sdist(sys.argv[1])", str(dist)], cwd=source)
    (sdist,) = dist.glob("*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    parts = {f"{SOLVER}/{path.name}" for path in PACKAGE.glob("_exhaust_*.c")}
    assert parts, "the search in C has no sources"
    assert parts | {f"{SOLVER}/_exhaust.h"} <= names

    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist),
          str(sdist)])
    (wheel,) = dist.glob("*.whl")
    with zipfile.ZipFile(wheel) as archive:
        for module in ("_exhaust", "_exhaust_decks", "_exhaust_tiers"):  # and tiers' piles
            built = [name for name in archive.namelist()
                     if name.startswith(f"{SOLVER}/{module}.") and name.endswith(EXTENSIONS)]
            assert len(built) == (1 if compiler_at_hand() else 0), built

