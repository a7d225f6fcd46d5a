"""``freecell solve`` with Headquarters, as the installed command in a process
of its own: a deal only the dig onto its piles wins (``plan.PILE_DIG``) is
solved, and the moves printed win when played."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.engine import Game, Rules
from freecell_qt.engine.solver import native

COMMAND = Path(sys.executable).with_name("freecell")
HEADQUARTERS = Rules.preset("headquarters")


@pytest.mark.skipif(not native.AVAILABLE, reason="installed without a C compiler")
def test_a_deal_won_by_digging_onto_the_piles_is_solved_and_its_moves_win() -> None:
    # Deal 25 was unknown at the app's 12 s before the dig; a minute is a cap, not a wait.
    done = subprocess.run([str(COMMAND), "solve", "25", "--game", "headquarters",
                           "--timeout", "60"], capture_output=True, text=True, timeout=300,
                          check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith("solved in "), done.stdout
    game = Game(HEADQUARTERS, Game.new(25, HEADQUARTERS).start, automove=False)
    for token in " ".join(lines[1:]).split():
        game.play(token)
    assert game.is_won
