"""Fixtures for the ``freecell`` command tests."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass

import pytest

from freecell_qt.cli.commands import main


@dataclass
class Run:
    """What one call of the command gave."""

    status: int
    out: str
    err: str

    @property
    def board(self) -> list[str]:
        """The position lines of ``play`` (Foundations, Freecells, 8 columns)."""
        return [line for line in self.out.splitlines() if not line.startswith(("Score:", "won"))]

    @property
    def columns(self) -> list[list[str]]:
        lines = [line for line in self.board if not line.startswith(("Found", "Free"))]
        return [line.lstrip(":").split() for line in lines]

    @property
    def score(self) -> int:
        lines = [line for line in self.out.splitlines() if line.startswith("Score:")]
        assert len(lines) == 1, self.out
        return int(lines[0].split(":")[1])


def call(argv: list[str], stdin: str = "") -> int:
    """``main`` as the shell runs it: argparse errors end in ``SystemExit``."""
    try:
        return main(argv, stdin=io.StringIO(stdin))
    except SystemExit as stop:
        return int(stop.code or 0)


@pytest.fixture(autouse=True)
def data_folder(tmp_path):
    """Replaces the suite's fixture of that name, which sets the app's data
    folder through Qt: the ``freecell`` command keeps no data, and its tests
    must run where PySide6 is not installed (tests/engine/test_no_qt.py)."""
    folder = tmp_path / "data"
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture
def freecell(capsys) -> Callable[..., Run]:
    """``freecell(*argv, stdin=...)`` runs the command in this process."""

    def run(*argv: str, stdin: str = "") -> Run:
        status = call(list(argv), stdin)
        out, err = capsys.readouterr()
        return Run(status, out, err)

    return run


@pytest.fixture
def board_file(tmp_path) -> Callable[[str], str]:
    """Writes a board text to a file and gives its path."""
    count = 0

    def write(text: str) -> str:
        nonlocal count
        count += 1
        path = tmp_path / f"board{count}.txt"
        path.write_text(text, encoding="utf-8")
        return str(path)

    return write
