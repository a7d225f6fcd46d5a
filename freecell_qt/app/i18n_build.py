"""Keep the translations in step with the code: ``python -m freecell_qt.app.i18n_build``.

Two steps of Qt Linguist's workflow, run from a source checkout:

* ``update``: ``pyside6-lupdate`` reads every module of the package and merges
  its strings into ``resources/translations/freecell_qt_XX.ts``, dropping the
  ones the code no longer has. A translator then fills the new entries (Qt
  Linguist, or any editor: a ``.ts`` file is XML).
* ``release``: ``pyside6-lrelease`` compiles each ``.ts`` into the ``.qm`` the
  app loads, in ``freecell_qt/resources/translations``.

The ``.qm`` files are committed with their sources, so a fresh clone, a wheel
built by pip or pipx, and the frozen app all carry them without needing Qt's
tools at build time; ``tests/i18n`` checks that they match the ``.ts`` files.
With no argument both steps run.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1]
ROOT = PACKAGE.parent
TS_FOLDER = ROOT / "resources" / "translations"
QM_FOLDER = PACKAGE / "resources" / "translations"
CATALOG = "freecell_qt"
#: The languages translated from English, the code's own language.
TRANSLATED: tuple[str, ...] = (
    "fr", "ro", "de", "es", "it", "pt_BR", "pl", "sv", "nl", "cs", "da", "fi", "nb", "ru", "tr",
    "hu", "el", "uk", "ja", "zh_CN", "zh_TW", "ko", "ar", "he",
)


class ToolMissing(RuntimeError):
    """A Qt Linguist tool that is neither beside this Python nor on the PATH."""


def ts_file(language: str, folder: Path = TS_FOLDER) -> Path:
    return folder / f"{CATALOG}_{language}.ts"


def qm_file(language: str, folder: Path = QM_FOLDER) -> Path:
    return folder / f"{CATALOG}_{language}.qm"


def tool(name: str) -> str:
    """``pyside6-lupdate`` from the same environment as this Python, else the PATH.

    The environment's own copy comes first because the PATH may hold another
    Qt's tools, whose output would differ from the PySide6 the app runs on.
    """
    beside = Path(sys.executable).parent / name
    if beside.is_file():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise ToolMissing(f"{name} not found: install PySide6 (it ships Qt Linguist's tools)")
    return found


def sources(package: Path = PACKAGE) -> list[Path]:
    """Every module that may hold a translatable string.

    The engine is left out: it has no Qt and so no ``tr()``; its refusals are
    worded in ``words/engine_words.py``.
    """
    return sorted(path for path in package.rglob("*.py")
                  if "engine" not in path.relative_to(package).parts[:1])


def update(ts_files: Sequence[Path] | None = None, package: Path = PACKAGE) -> None:
    """Merge the code's strings into ``ts_files`` (the committed ones by default)."""
    targets = list(ts_files) if ts_files is not None else [ts_file(lang) for lang in TRANSLATED]
    for target in targets:
        language = target.stem.removeprefix(f"{CATALOG}_")
        target.parent.mkdir(parents=True, exist_ok=True)
        # Paths relative to the .ts file and line numbers relative to the
        # previous entry keep the diff small when code moves.
        subprocess.run(
            [tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "relative",
             "-source-language", "en", "-target-language", language,
             *(str(path) for path in sources(package)), "-ts", str(target)],
            check=True,
        )


def release(ts_folder: Path = TS_FOLDER, qm_folder: Path = QM_FOLDER) -> list[Path]:
    """Compile every language's ``.ts`` into its ``.qm``; returns the ``.qm`` files."""
    qm_folder.mkdir(parents=True, exist_ok=True)
    built = []
    for language in TRANSLATED:
        target = qm_file(language, qm_folder)
        subprocess.run(
            [tool("pyside6-lrelease"), "-silent", str(ts_file(language, ts_folder)),
             "-qm", str(target)],
            check=True,
        )
        built.append(target)
    return built


def main(argv: Sequence[str] | None = None) -> int:
    steps = list(sys.argv[1:] if argv is None else argv) or ["update", "release"]
    unknown = [step for step in steps if step not in ("update", "release")]
    if unknown:
        sys.stderr.write(f"usage: python -m freecell_qt.app.i18n_build [update] [release]\n"
                         f"unknown step: {' '.join(unknown)}\n")
        return 2
    try:
        if "update" in steps:
            update()
        if "release" in steps:
            for path in release():
                print(path.relative_to(ROOT))
    except (ToolMissing, subprocess.CalledProcessError) as error:
        sys.stderr.write(f"i18n_build: {error}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
