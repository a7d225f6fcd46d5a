"""One board reader for the installed commands: ``freecell play --board``, ``freecell
solve --board`` and ``freecell-qt --board`` take the same texts (what ``freecell play``
prints, ``Score:`` line and all), choose the same game of the board's own shape, give a
won board the one answer Set Up Position gives, and quote what they refuse in one
readable line.

Each behaviour runs the installed ``freecell`` (and ``freecell-qt``) once in a process of
its own, as a shell would; every other run of the same behaviour (the board it reads, the
other games, the other command) goes through ``freecell``'s ``main`` in this process
(tests/cli/in_process.py): a Python start per run would cost more than all the checks."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from freecell_qt.engine import Position
from tests.cli.in_process import freecell_here
from tests.cli.test_hostile_input import FREECELL, FREECELL_QT, ROOT, TIME_LIMIT, run

WON = Position.counted(((),) * 8, (None,) * 4, (13, 13, 13, 13)).to_text()
NOTHING_TO_PLAY = "every card is on the foundations: there is nothing to play"


def freecell(*argv: str, stdin: str = "",
             installed: bool = False) -> subprocess.CompletedProcess[str]:
    """``freecell *argv`` by its ``main`` here, or with ``installed`` the console script."""
    if not installed:
        return freecell_here(*argv, stdin=stdin)
    return subprocess.run([*FREECELL, *argv], input=stdin, capture_output=True, text=True,
                          timeout=TIME_LIMIT, check=False, cwd=ROOT)


def one_line(done: subprocess.CompletedProcess[str], status: int = 2) -> str:
    assert (done.returncode, done.stdout) == (status, ""), done
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    return done.stderr.rstrip("\n")


def test_what_freecell_play_prints_is_a_board_for_play_and_solve():
    printed = freecell("play", "1", "--moves", "1a 2b").stdout
    assert "Score:" in printed
    again = freecell("play", "--board", "-", "--moves", "3c", stdin=printed, installed=True)
    assert again.returncode == 0, again.stderr
    assert again.stdout.splitlines()[1].split() == ["Freecells:", "6S", "9C", "2H", "-"]
    solved = freecell("solve", "--board", "-", "--max-positions", "20000", stdin=printed)
    assert solved.returncode == 0, solved.stderr
    assert solved.stdout.startswith(("solved in ", "unsolvable", "unknown after"))


@pytest.mark.parametrize(("deal", "cells"), [(["--cells", "2"], 2), (["--game", "bath"], 2),
                                             (["--game", "opus"], 5),
                                             (["--game", "eight-off"], 8)])
def test_a_board_is_played_with_the_cells_its_freecells_line_counts(deal, cells):
    board = freecell("deal", "5", *deal).stdout
    done = freecell("play", "--board", "-", "--moves", "", stdin=board, installed=cells == 5)
    assert done.returncode == 0, done.stderr
    assert len(done.stdout.splitlines()[1].split()) == 1 + cells


def test_a_two_deck_board_without_game_is_read_by_a_game_of_two_decks():
    board = freecell("deal", "5", "--game", "double-freecell").stdout
    done = freecell("play", "--board", "-", "--moves", "", stdin=board, installed=True)
    assert done.returncode == 0, done.stderr
    broken = board.replace("5H ", "", 1)
    line = one_line(freecell("play", "--board", "-", "--moves", "", stdin=broken))
    assert line == "freecell: the board has 103 cards; missing: 5H"
    status, err = run(FREECELL_QT, "--board", "-", stdin=broken.encode())
    assert (status, err) == (2, "freecell-qt: the board has 103 cards; missing: 5H\n")


def test_a_won_board_gets_one_answer_everywhere(tmp_path):
    path = tmp_path / "won.txt"
    path.write_text(WON + "Score: 520\nwon\n", encoding="utf-8")
    for argv, installed in ((["play", "--board", str(path), "--moves", ""], True),
                            (["solve", "--board", str(path)], False)):
        assert one_line(freecell(*argv, installed=installed)) == f"freecell: {NOTHING_TO_PLAY}"
    assert run(FREECELL_QT, "--board", str(path)) == (2, f"freecell-qt: {NOTHING_TO_PLAY}\n")


def test_a_long_token_is_quoted_cut_to_a_readable_length():
    board = freecell("deal", "1").stdout.replace("JD", "Q" * 60_000)
    cut = "'" + "Q" * 39 + "…'"
    line = one_line(freecell("play", "--board", "-", "--moves", "", stdin=board,
                             installed=True))
    assert line == f"freecell: line 3: unknown card {cut}"
    status, err = run(FREECELL_QT, "--board", "-", stdin=board.encode())
    assert (status, err) == (2, f"freecell-qt: line 3: unknown card {cut}\n")
    moves = one_line(freecell("play", "1", "--moves", "9" * 60_000))
    assert moves == f"freecell: move 1: {chr(39)}{'9' * 39}…{chr(39)} is not a move"


def test_a_file_name_with_a_newline_is_printed_escaped(tmp_path):
    path = tmp_path / "no\nsuch board"
    shown = repr(str(path))
    line = one_line(freecell("play", "--board", str(path), "--moves", "", installed=True))
    assert line == f"freecell: the board file {shown} cannot be read (No such file or directory)"
    status, err = run(FREECELL_QT, "--board", str(path))
    assert (status, err) == (2, f"freecell-qt: {shown} cannot be read (No such file or "
                                "directory)\n")


def test_a_board_with_a_rules_line_is_played_by_those_rules():
    board = "Rules: C4K8R0BSFAMSDR\n" + freecell("deal", "1").stdout
    # Baker's Game builds by suit: 9C goes on TC there, and not in FreeCell.
    moved = freecell("play", "--board", "-", "--moves", "28", stdin=board, installed=True)
    assert moved.returncode == 0, moved.stderr
    named = freecell("play", "--board", "-", "--game", "freecell", "--moves", "28",
                     stdin=board)
    assert named.returncode == 1, named.stdout
    other = board.replace("Rules: C4K8R0BSFAMSDR", "Rules: C2K8R0BAFAMSDR")
    line = one_line(freecell("play", "--board", "-", "--moves", "", stdin=other))
    assert line == "freecell: the position has 4 cells but the rules say 2"


def test_the_written_board_reads_back_in_the_app_s_reader(tmp_path):
    """``freecell-qt --board`` of a board it cannot play says so before any window."""
    path = Path(tmp_path / "bad.txt")
    path.write_text("Rules: C4K8\n" + freecell("deal", "1").stdout, encoding="utf-8")
    status, err = run(FREECELL_QT, "--board", str(path))
    assert status == 2
    assert err.startswith("freecell-qt: line 1: the rules 'C4K8' name no game"), err


@pytest.mark.parametrize("game", ["four-colours", "german-freecell"])
def test_a_board_of_cells_by_suit_names_its_game(game):
    """fc-solve's text cannot say that each free cell keeps one suit, so what
    ``freecell deal`` and ``freecell play`` print for such a game names it: read
    back, the board is that game (a diamond is refused by the clubs' cell a), not
    Seven by Four, its twin in shape."""
    board = freecell("deal", "1", "--game", game).stdout
    assert board.startswith("Rules: ")
    refused = freecell("play", "--board", "-", "--moves", "2a", stdin=board)
    assert refused.returncode == 1, refused.stdout
    printed = freecell("play", "--board", "-", "--moves", "1a", stdin=board,
                       installed=game == "four-colours")
    assert printed.returncode == 0, printed.stderr
    assert printed.stdout.startswith("Rules: ")
    again = freecell("play", "--board", "-", "--moves", "2a", stdin=printed.stdout)
    assert again.returncode == 1, again.stdout


def test_a_plain_board_stays_fc_solve_s_text():
    for game in ("freecell", "bakers-game", "seven-by-four", "eight-off"):
        dealt = freecell("deal", "1", "--game", game, installed=game == "seven-by-four")
        assert dealt.stdout.startswith("Foundations:")
