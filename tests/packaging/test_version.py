"""One version everywhere: the package, pyproject, CHANGELOG.md, the metainfo and the commands.

A player who reads "0.1.0" in About, a software centre that shows the metainfo's
newest release, the .deb's file name and the changelog must all speak of the same
release. The version is written once (``freecell_qt.__version__``); the places
that repeat it by hand are checked here against it, through the same
packaging/check_version.py that packaging/build.sh runs before it names the
.deb and the tarball.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from importlib.metadata import version as installed_version
from pathlib import Path

import pytest

from freecell_qt import APP_ID, __version__
from tests.cli.test_hostile_input import FREECELL, FREECELL_QT, TIME_LIMIT

ROOT = Path(__file__).resolve().parents[2]
CHECKER = ROOT / "packaging" / "check_version.py"
CHANGELOG = ROOT / "CHANGELOG.md"
METAINFO = ROOT / "resources" / "linux" / f"{APP_ID}.metainfo.xml"
#: The places check_version.py reads, relative to the checkout.
CHECKED = ["freecell_qt/__init__.py", "pyproject.toml", "CHANGELOG.md",
           f"resources/linux/{APP_ID}.metainfo.xml"]


def changelog_releases() -> list[tuple[str, str]]:
    """Read independently of the checker, so that a fault in one is not in both."""
    text = CHANGELOG.read_text(encoding="utf-8")
    return re.findall(r"^## \[(\d[^\]]*)\] - (\S+)$", text, re.MULTILINE)


def metainfo_releases() -> list[tuple[str, str]]:
    root = ET.parse(METAINFO).getroot()
    return [(r.get("version", ""), r.get("date", "")) for r in root.findall("releases/release")]


def check(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(CHECKER), str(root)], capture_output=True,
                          text=True, timeout=TIME_LIMIT, check=False)


def copy_of_the_checked_files(tmp_path: Path) -> Path:
    for name in CHECKED:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / name, tmp_path / name)
    return tmp_path


# -- this checkout agrees -----------------------------------------------------
def test_the_changelog_and_the_metainfo_list_the_same_releases_newest_first():
    changelog = changelog_releases()
    assert changelog, "CHANGELOG.md lists no release"
    assert changelog == metainfo_releases()
    assert changelog[0][0] == __version__
    days = [day for _, day in changelog]
    assert days == sorted(days, reverse=True)


def test_the_changelog_keeps_changes_not_yet_released_above_every_release():
    headings = re.findall(r"^## (.*)$", CHANGELOG.read_text(encoding="utf-8"), re.MULTILINE)
    assert headings[0] == "[Unreleased]"
    assert "[Unreleased]" not in headings[1:]


def test_pyproject_and_the_installed_metadata_take_the_package_version():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in pyproject["project"]
    assert "version" in pyproject["project"]["dynamic"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {
        "attr": "freecell_qt.__version__"}
    # A stale editable install would print one version and list another.
    assert installed_version("freecell-qt") == __version__


@pytest.mark.parametrize(("command", "name"), [(FREECELL, "freecell"),
                                               (FREECELL_QT, "freecell-qt")])
def test_the_installed_commands_print_the_version(command, name):
    done = subprocess.run([*command, "--version"], capture_output=True, text=True,
                          timeout=TIME_LIMIT, check=False, cwd=ROOT)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{name} {__version__}\n", "")


def test_the_checker_passes_this_checkout_and_prints_the_version():
    done = check(ROOT)
    assert (done.returncode, done.stdout, done.stderr) == (0, f"{__version__}\n", "")


def test_the_linux_build_names_its_packages_with_the_checked_version():
    script = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert re.search(r'^VERSION=\$\("\$VENV/bin/python" packaging/check_version\.py\)$',
                     script, re.MULTILINE)
    assert "TARBALL=dist/$NAME-$VERSION-linux-$ARCH.tar.gz" in script
    assert "DEB=dist/${NAME}_${VERSION}_${DEB_ARCH}.deb" in script
    assert "\nVersion: $VERSION\n" in script


def test_the_tarball_and_the_deb_carry_the_changelog():
    script = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    assert re.search(r'^cp packaging/linux/install\.sh LICENSE CHANGELOG\.md "\$STAGE/\$TAR_DIR/"$',
                     script, re.MULTILINE)
    assert ('gzip -9n < CHANGELOG.md > "$DEB_ROOT/usr/share/doc/$NAME/changelog.gz"'
            in script)


# -- a disagreement is refused in one line each -------------------------------
def test_a_version_raised_without_a_changelog_entry_or_a_metainfo_release_is_refused(tmp_path):
    root = copy_of_the_checked_files(tmp_path)
    init = root / "freecell_qt" / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8").replace(
        f'__version__ = "{__version__}"', '__version__ = "9.8.7"'), encoding="utf-8")
    done = check(root)
    assert done.returncode == 1 and done.stdout == ""
    lines = done.stderr.splitlines()
    assert lines == [
        f"check_version: {root / 'CHANGELOG.md'}: the newest release is {__version__}, "
        "but freecell_qt.__version__ is 9.8.7",
        f"check_version: {root / 'resources/linux' / METAINFO.name}: the newest release is "
        f"{__version__}, but freecell_qt.__version__ is 9.8.7",
    ]


def test_a_changelog_release_dated_otherwise_than_the_metainfo_is_refused(tmp_path):
    root = copy_of_the_checked_files(tmp_path)
    changelog = root / "CHANGELOG.md"
    version, day = changelog_releases()[0]
    changelog.write_text(changelog.read_text(encoding="utf-8").replace(
        f"## [{version}] - {day}", f"## [{version}] - 2099-02-03"), encoding="utf-8")
    done = check(root)
    assert done.returncode == 1
    assert len(done.stderr.splitlines()) == 1
    assert "list different releases" in done.stderr and "2099-02-03" in done.stderr


@pytest.mark.parametrize(("name", "broken", "said"), [
    ("CHANGELOG.md", None, "CHANGELOG.md: cannot be read"),
    ("CHANGELOG.md", "## 0.1.0, late November\n", "a release heading reads"),
    (f"resources/linux/{APP_ID}.metainfo.xml", "<component>", "metainfo.xml: cannot be read"),
    ("freecell_qt/__init__.py", "VERSION = 1\n", "no __version__"),
    ("pyproject.toml", '[project]\nname = "freecell-qt"\nversion = "0.1.0"\n',
     "states a version of its own"),
], ids=["no changelog", "bad heading", "broken metainfo", "no __version__", "static version"])
def test_an_unreadable_place_is_named_in_one_line_without_a_traceback(tmp_path, name, broken,
                                                                       said):
    root = copy_of_the_checked_files(tmp_path)
    if broken is None:
        (root / name).unlink()
    else:
        (root / name).write_text(broken, encoding="utf-8")
    done = check(root)
    assert done.returncode == 1 and done.stdout == ""
    assert said in done.stderr
    assert "Traceback" not in done.stderr
    assert all(line.startswith("check_version: ") for line in done.stderr.splitlines())
