"""docs/codes.md: every console example prints what the page shows.

The page's blocks are read with the same reader as docs/rules.md's, so an example that
stops being true fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.cli.test_rules_doc import console_commands, fenced_blocks, run_freecell

CODES = Path(__file__).resolve().parents[2] / "docs" / "codes.md"
COMMANDS = console_commands(fenced_blocks(CODES.read_text(encoding="utf-8")))


def test_the_page_has_examples():
    assert len(COMMANDS) >= 4


@pytest.mark.parametrize("command", COMMANDS, ids=[f"line{c.line}" for c in COMMANDS])
def test_each_console_example_prints_what_the_page_shows(command):
    assert run_freecell(command.argv).rstrip("\n") == command.expected.rstrip("\n")
