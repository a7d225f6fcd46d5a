"""The README's key table promises toolbar buttons: the window's toolbar has each one."""

from __future__ import annotations

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def toolbar_promises() -> list[tuple[str, list[str]]]:
    """(row, the buttons it says the toolbar has) for each row of the key table that
    names the toolbar: those in brackets, ``toolbar (Undo, Redo)``, or else every
    action the row is about."""
    promises = []
    for line in README.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 3 or "toolbar" not in cells[1]:
            continue
        named = re.search(r"toolbar \(([^)]*)\)", cells[1])
        buttons = named.group(1).split(",") if named else cells[0].split("/")
        promises.append((cells[0], [button.strip() for button in buttons]))
    return promises


def test_every_toolbar_button_the_readme_names_is_on_the_toolbar(window):
    on_toolbar = {action.text().replace("&", "").casefold()
                  for action in window.toolbar.actions() if action.isVisible()}
    promises = toolbar_promises()
    assert promises, "the key table names the toolbar"
    for row, buttons in promises:
        for button in buttons:
            assert button.casefold() in on_toolbar, (row, button, sorted(on_toolbar))
