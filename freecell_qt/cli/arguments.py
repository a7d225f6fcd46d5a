"""Command-line checks shared by ``freecell`` and ``freecell-qt``.

Kept apart from the ``freecell`` commands, which load the batch solver and its
process pool: ``freecell-qt`` reads its arguments before its first frame and
needs only these.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from freecell_qt.engine import GameCode, Preset


def whole_number(text: str) -> int:
    """A small count given as an option (``--cells 2``): ASCII digits only.

    ``int`` would also take ``٣`` and ``３``, which the deal numbers and codes
    refuse; one rule holds for every number the commands read (docs/rules.md,
    "Deals and deal numbers"). The range is the rules' to check, with their
    own message.
    """
    if not (text.isascii() and text.isdigit() and len(text) <= 3):
        raise argparse.ArgumentTypeError(
            f"{text[:24]!r} is not a whole number written with the digits 0 to 9"
        )
    return int(text)


def code_conflict(code: GameCode, variant: Preset | None, cells: int | None) -> str:
    """Why a ``--game`` or ``--cells`` contradicts ``code`` ("" when it does not):
    a code names its game and cells, and an option saying otherwise must be
    refused, never silently ignored."""
    if variant is not None and variant is not code.game:
        return f"the code {code} is {code.game.title}, not {variant.title}"
    if cells is not None and cells != code.cells:
        return f"the code {code} has {code.cells} free cells, not {cells}"
    return ""
