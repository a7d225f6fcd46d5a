"""The tarball's install.sh, on an unpacked archive whose app is a stand-in script.

Freezing the real app takes minutes (packaging/build.sh does it); what the
script does with the folder, the menu entry and the icons does not depend on
what the executable is.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from freecell_qt import APP_ID
from freecell_qt.resources import ICON_SIZES

ROOT = Path(__file__).resolve().parents[2]
NAME = "freecell-qt"


@pytest.fixture
def unpacked(tmp_path) -> Path:
    """The layout build.sh packs: the app folder, install.sh, share/."""
    folder = tmp_path / "freecell-qt-0.1.0"
    app = folder / NAME
    app.mkdir(parents=True)
    (app / NAME).write_text("#!/bin/sh\necho stand-in\n")
    (app / NAME).chmod(0o755)
    shutil.copy2(ROOT / "packaging" / "linux" / "install.sh", folder / "install.sh")
    share = folder / "share"
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir()
    shutil.copy2(ROOT / "resources" / "linux" / f"{APP_ID}.desktop", share / "applications")
    shutil.copy2(ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml", share / "metainfo")
    shutil.copytree(ROOT / "freecell_qt" / "resources" / "icons" / "hicolor",
                    share / "icons" / "hicolor")
    return folder


def run(script: Path, *args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env["HOME"] = str(home)
    return subprocess.run(["sh", str(script), *args], env=env, capture_output=True, text=True,
                          timeout=60, check=False)


def installed_files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() or p.is_symlink())


def check_installed(app: Path, bin_dir: Path, data: Path) -> None:
    assert (bin_dir / NAME).resolve() == (app / NAME).resolve()
    assert (bin_dir / "freecell").resolve() == (app / NAME).resolve()
    desktop = (data / "applications" / f"{APP_ID}.desktop").read_text()
    assert f"\nExec={bin_dir / NAME}\n" in desktop
    assert f"\nTryExec={bin_dir / NAME}\n" in desktop
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for size in ICON_SIZES:
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert os.access(app / "uninstall.sh", os.X_OK)


def test_install_for_one_player_and_uninstall(unpacked, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    result = run(unpacked / "install.sh", home=home)
    assert result.returncode == 0, result.stderr
    local = home / ".local"
    check_installed(local / "lib" / NAME, local / "bin", local / "share")
    if shutil.which("desktop-file-validate"):
        desktop = local / "share" / "applications" / f"{APP_ID}.desktop"
        check = subprocess.run(["desktop-file-validate", str(desktop)], capture_output=True,
                               text=True, check=False)
        assert check.returncode == 0, check.stdout

    result = run(local / "lib" / NAME / "uninstall.sh", home=home)
    assert result.returncode == 0, result.stderr
    leftovers = [f for f in installed_files(home) if not f.endswith(".cache")]
    assert leftovers == []


def test_install_under_a_prefix_and_uninstall(unpacked, tmp_path):
    prefix = tmp_path / "prefix"
    result = run(unpacked / "install.sh", "--prefix", str(prefix), home=tmp_path)
    assert result.returncode == 0, result.stderr
    check_installed(prefix / "lib" / NAME, prefix / "bin", prefix / "share")
    result = run(prefix / "lib" / NAME / "uninstall.sh", home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert [f for f in installed_files(prefix) if not f.endswith(".cache")] == []


def test_a_command_that_is_not_ours_is_left_alone(unpacked, tmp_path):
    prefix = tmp_path / "prefix"
    (prefix / "bin").mkdir(parents=True)
    other = tmp_path / "other-freecell"
    other.write_text("#!/bin/sh\n")
    (prefix / "bin" / "freecell").symlink_to(other)
    result = run(unpacked / "install.sh", "--prefix", str(prefix), home=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "left as it is" in result.stderr
    assert (prefix / "bin" / "freecell").resolve() == other
    assert (prefix / "bin" / NAME).resolve() == prefix / "lib" / NAME / NAME
    assert run(unpacked / "install.sh", "--uninstall", "--prefix", str(prefix),
               home=tmp_path).returncode == 0
    assert (prefix / "bin" / "freecell").resolve() == other
    assert not (prefix / "bin" / NAME).exists()


def test_bad_option_is_refused(unpacked, tmp_path):
    result = run(unpacked / "install.sh", "--sytem", home=tmp_path)
    assert result.returncode == 2
    assert "unknown option --sytem" in result.stderr


def test_build_scripts_parse():
    subprocess.run(["bash", "-n", str(ROOT / "packaging" / "build.sh")], check=True)
    subprocess.run(["sh", "-n", str(ROOT / "packaging" / "linux" / "install.sh")], check=True)
    spec = ROOT / "packaging" / "freecell-qt.spec"
    compile(spec.read_text(), str(spec), "exec")
