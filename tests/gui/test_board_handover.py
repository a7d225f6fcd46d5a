"""``freecell-qt --board -`` handed to the window already running: only the board's lines
go (not the ``Score:`` lines after it, however many), and a start whose request is too
long to hand over says so in one line and a non-zero status, instead of leaving with 0
while the window drops the message unread.

Each test runs the installed ``freecell-qt`` in its own processes on a home of its own
(see tests/gui/test_startup.py), and stops them by their PID when it ends.
"""

from __future__ import annotations

import os

import pytest

from freecell_qt.engine import Game
from freecell_qt.services.single_instance import MAX_MESSAGE, encode
from tests.gui.test_startup import (
    START_TIMEOUT_MS,
    code_of,
    saved_board,
    wait_exit,
)

pytestmark = pytest.mark.skipif(os.name != "posix", reason="socket files: Unix")


def _running(qtbot, player) -> object:
    first = player.start("--deal", "617")
    qtbot.waitUntil(lambda: player.saved_code() == code_of(617), timeout=START_TIMEOUT_MS)
    return first


def test_a_board_followed_by_a_long_trailer_is_handed_over_as_its_lines(qtbot, player,
                                                                       tmp_path):
    first = _running(qtbot, player)
    board = Game.new(7).start
    trailer = "Score: 0\n" * 7000  # what a script may leave after freecell play's board
    text = board.to_text(colon=True) + trailer
    assert len(encode(["--piped-board=" + text])) > MAX_MESSAGE  # the whole would not go
    piped = tmp_path / "piped.txt"
    piped.write_text(text, encoding="utf-8")
    with piped.open(encoding="utf-8") as stdin:
        second = player.start("--board", "-", stdin=stdin)
        assert wait_exit(second) == 0, player.stderr(second)
    qtbot.waitUntil(lambda: saved_board(player) == board.to_text(colon=True),
                    timeout=START_TIMEOUT_MS)
    assert first.poll() is None and "Traceback" not in player.stderr(first)


def test_a_request_too_long_to_hand_over_is_one_line_and_a_failure(qtbot, player):
    first = _running(qtbot, player)
    second = player.start(*["--game", "freecell"] * 4000, "--deal", "618")
    assert wait_exit(second) == 1
    err = player.stderr(second)
    assert err.count("\n") == 1 and err.startswith("freecell-qt: "), err
    assert "too long to hand to it" in err
    assert player.saved_code() == code_of(617)  # the window kept its game
    assert first.poll() is None and "Traceback" not in player.stderr(first)
