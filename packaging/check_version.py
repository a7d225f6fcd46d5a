"""Print FreeCell Qt's version after checking that every place that states it agrees.

The version is written once, as ``__version__`` in ``freecell_qt/__init__.py``.
pyproject.toml takes it from there (``dynamic``), and so do the About box,
``--version``, the frozen app's spec and, through this script, the ``.deb`` and
the tarball that packaging/build.sh names. Two places must repeat it by hand,
because they are read by people and software centres rather than run:
CHANGELOG.md and the AppStream metainfo's ``<releases>``. This script is the
one reader of all of them, so a release cannot be built with a changelog, a
store page and a package that name different versions or dates.

Usage: ``python packaging/check_version.py [ROOT]``. On agreement it prints the
version alone and exits 0; otherwise it prints one line per disagreement to
standard error and exits 1. It needs only the standard library: build.sh runs
it before anything is installed.
"""

from __future__ import annotations

import ast
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from datetime import date
from pathlib import Path

APP_ID = "io.github.freecellqt.FreeCellQt"
PACKAGE_INIT = Path("freecell_qt/__init__.py")
PYPROJECT = Path("pyproject.toml")
CHANGELOG = Path("CHANGELOG.md")
METAINFO = Path(f"resources/linux/{APP_ID}.metainfo.xml")

#: Three numbers: the Windows version resource (packaging/freecell-qt.spec)
#: needs each of them as an integer, and Debian compares them in order.
VERSION_FORM = re.compile(r"\d+\.\d+\.\d+")
#: A release heading in CHANGELOG.md: ``## [0.1.0] - 2026-11-29``.
RELEASE_HEADING = re.compile(r"^## \[(?P<version>[^\]]+)\] - (?P<date>\S+)\s*$")
UNRELEASED_HEADING = re.compile(r"^## \[Unreleased\]\s*$")

Release = tuple[str, str]


class VersionError(Exception):
    """A place that states the version cannot be read at all."""


def package_version(root: Path) -> str:
    """``__version__`` as written, read without importing the package.

    Importing would need PySide6 for some submodules and would read an
    installed copy rather than this tree.
    """
    path = root / PACKAGE_INIT
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    except (OSError, SyntaxError, ValueError) as error:
        raise VersionError(f"{path}: cannot be read: {error}") from error
    for node in tree.body:
        if (isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets)
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            return node.value.value
    raise VersionError(f"{path}: no __version__ = \"...\" line")


def pyproject_problems(root: Path) -> list[str]:
    """Why pyproject.toml would not take its version from the package, if it would not."""
    path = root / PYPROJECT
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, ValueError) as error:
        return [f"{path}: cannot be read: {error}"]
    project = data.get("project", {})
    attr = data.get("tool", {}).get("setuptools", {}).get("dynamic", {}).get("version", {})
    problems: list[str] = []
    if "version" in project:
        problems.append(f"{path}: [project] states a version of its own; "
                        "it must be dynamic, taken from freecell_qt.__version__")
    if "version" not in project.get("dynamic", []) or attr != {"attr": "freecell_qt.__version__"}:
        problems.append(f"{path}: the version must be dynamic, with [tool.setuptools.dynamic] "
                        'version = { attr = "freecell_qt.__version__" }')
    return problems


def changelog_releases(root: Path) -> list[Release]:
    """The released versions and dates of CHANGELOG.md, newest first, as written."""
    path = root / CHANGELOG
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError) as error:
        raise VersionError(f"{path}: cannot be read: {error}") from error
    releases: list[Release] = []
    for number, line in enumerate(lines, 1):
        if not line.startswith("## "):
            continue
        if UNRELEASED_HEADING.match(line):
            if releases:
                raise VersionError(f"{path}:{number}: Unreleased must come before every release")
            continue
        match = RELEASE_HEADING.match(line)
        if match is None:
            raise VersionError(f"{path}:{number}: a release heading reads "
                               f"'## [VERSION] - YYYY-MM-DD', not '{line}'")
        releases.append((match["version"], match["date"]))
    return releases


def metainfo_releases(root: Path) -> list[Release]:
    """The metainfo's ``<release>`` versions and dates, in the file's order."""
    path = root / METAINFO
    try:
        tree = ET.parse(path)
    except (OSError, ET.ParseError) as error:
        raise VersionError(f"{path}: cannot be read: {error}") from error
    releases: list[Release] = []
    for release in tree.getroot().findall("releases/release"):
        releases.append((release.get("version", ""), release.get("date", "")))
        if release.find("description") is None:
            raise VersionError(f"{path}: release {release.get('version')} has no description")
    return releases


def order_problems(where: Path, releases: Sequence[Release]) -> list[str]:
    """Dates that are not real days, or releases that are not newest first."""
    problems: list[str] = []
    days: list[date] = []
    for version, day in releases:
        if not VERSION_FORM.fullmatch(version):
            problems.append(f"{where}: release '{version}' is not three numbers such as 1.2.0")
        try:
            days.append(date.fromisoformat(day))
        except ValueError:
            problems.append(f"{where}: release {version} has the date '{day}', not YYYY-MM-DD")
    if len(days) == len(releases) and days != sorted(days, reverse=True):
        problems.append(f"{where}: releases must be listed newest first")
    return problems


def problems_in(root: Path) -> tuple[str, list[str]]:
    """The version and every disagreement found about it under ``root``."""
    try:
        version = package_version(root)
        changelog = changelog_releases(root)
        metainfo = metainfo_releases(root)
    except VersionError as error:
        return "", [str(error)]
    problems = pyproject_problems(root)
    if not VERSION_FORM.fullmatch(version):
        problems.append(f"{root / PACKAGE_INIT}: __version__ '{version}' is not three numbers "
                        "such as 1.2.0")
    problems += order_problems(root / CHANGELOG, changelog)
    problems += order_problems(root / METAINFO, metainfo)
    for where, releases in ((root / CHANGELOG, changelog), (root / METAINFO, metainfo)):
        newest = releases[0][0] if releases else "nothing"
        if newest != version:
            problems.append(f"{where}: the newest release is {newest}, "
                            f"but freecell_qt.__version__ is {version}")
    if changelog != metainfo:
        problems.append(f"{root / CHANGELOG} and {root / METAINFO} list different releases: "
                        f"{_listed(changelog)} against {_listed(metainfo)}")
    return version, problems


def _listed(releases: Sequence[Release]) -> str:
    return ", ".join(f"{version} ({day})" for version, day in releases) or "none"


def main(argv: Sequence[str]) -> int:
    """Check the tree at ``argv[0]`` (this checkout by default) and say what was found."""
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1]
    version, problems = problems_in(root)
    for problem in problems:
        print(f"check_version: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(version)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
