"""The package's layout is its architecture: these checks keep it from drifting back.

Each import is read from the source with ``ast`` (no module is imported), so a
check fails on the line that breaks the rule, whether or not it runs at import.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "freecell_qt"

#: What may sit at the top of the package: the entry points, the version, and the
#: controller, the one writer of the game that every other package is built around.
TOP_LEVEL = {"__init__.py", "__main__.py", "controller.py"}


def imported_modules(path: Path) -> set[str]:
    """Every module a file names in an import, absolute or relative, at any depth."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{parent}.{base}" if base else parent
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def modules_of(folder: str) -> list[Path]:
    return sorted((PACKAGE / folder).rglob("*.py"))


def test_nothing_loose_at_the_top_but_the_entry_points() -> None:
    loose = {path.name for path in PACKAGE.glob("*.py")} - TOP_LEVEL
    assert loose == set(), f"modules at the top of freecell_qt/: {sorted(loose)}"


@pytest.mark.parametrize("folder", ["engine", "storage", "cli"])
def test_these_packages_never_import_the_controller(folder: str) -> None:
    offenders = [
        str(path.relative_to(PACKAGE)) for path in modules_of(folder)
        if any(name == "freecell_qt.controller" or name.startswith("freecell_qt.controller.")
               for name in imported_modules(path))
    ]
    assert offenders == []


def test_the_engine_imports_nothing_of_the_package_but_itself() -> None:
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(
            name for name in imported_modules(path)
            if name.startswith("freecell_qt") and not name.startswith("freecell_qt.engine")
        )
        for path in modules_of("engine")
    }
    assert {path: names for path, names in offenders.items() if names} == {}


@pytest.mark.parametrize("folder", ["engine", "cli"])
def test_these_packages_name_no_qt_module(folder: str) -> None:
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(
            name for name in imported_modules(path) if name.split(".")[0] == "PySide6"
        )
        for path in modules_of(folder)
    }
    assert {path: names for path, names in offenders.items() if names} == {}


def test_the_reader_sees_imports_where_there_are_some() -> None:
    """The checks above are only as good as the reader: it must find real imports."""
    found = imported_modules(PACKAGE / "services" / "autosave.py")
    assert "freecell_qt.controller" in found and "PySide6.QtCore" in found


def test_translation_sources_stay_out_of_the_package() -> None:
    """The package carries the compiled catalogs (.qm); their sources (.ts) live in
    resources/translations, where the translators and lupdate work on them."""
    assert sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.ts")) == []
