"""The ``freecell`` command: deal, code and play; exit status and messages.

Exit status: 0 done, 1 an illegal move, 2 input that cannot be read; every
failure is one line on standard error.
"""

from __future__ import annotations

import re

import pytest

from tests.boards import RULES_EXAMPLE

# Deal 1 of docs/rules.md, one line per column.
DEAL_1 = [
    "JD KD 2S 4C 3S 6D 6S",
    "2D KC KS 5C TD 8S 9C",
    "9H 9S 9D TS 4S 8D 2H",
    "JC 5S QD QH TH QS 6H",
    "5D AD JS 4H 8H 6C",
    "7H QC AS AC 2C 3D",
    "7C KH AH 4D JH 8C",
    "5H 3H 3C 7S 7D TC",
]

# fc-solve's whole standard output for deal 1 (fc-solve -snx -m -p -t -l lg -).
FC_SOLVE_DEAL_1 = """\
-=-=-=-=-=-=-=-=-=-=-=-

5a 5b 5c 5d 5h b2 8b a8 7a b7 
58 a5 85 6b 6a 6h 6h ah 8a 8h 
a2 8a 81 76 78 7h 3h ah ch 1h 
4h 3a b3 4c 4b d4 c7 b4 6d 6c 
6b 6h c6 d6 2d 2h a2 d2 1c 1a 
1d 1h 1h dh a2 b1 3d 3h 3a 3b 
34 3h b6 13v2 a1 67 57 26v4 2b 2a 
25 5h 13 25 21 2h dh 8h 7h 6h 
7h 7h 42v4 4d 48 8h ch 6h bh 6h 
2h 2h 3h 2h a4 d1 64 78v6 7h 8h 
4h 8h 4h 8h 3h 4h 8h 1h 3h 2h 
8h 1h 3h 5h 8h 

This game is solveable.
Total number of states checked is 96.
This scan generated 161 states.
"""  # noqa: W291 (fc-solve ends each line of moves with a space)

EXAMPLE = RULES_EXAMPLE

# F = 1, E = 2: doubling (1+1) x 2^2 = 8, linear (1+1) x (2+1) = 6.
LINEAR_CHECK = """\
Foundations: C-0 D-0 H-0 S-0
Freecells: KH KD KC -
: KS QH JS TH 9S 8H 7S 6H 5S 4H 3S 2H
: 9C
:
:
: AC 2C 3D 4S 6C 7D 8S TD JH
: AD 2D 3H 5C 6D 7H 9D TS QC
: AH 2S 4C 5D 6S 8C 9H JC QD
: AS 3C 4D 5H 7C 8D TC JD QS
"""

TAKEBACK_CHECK = """\
Foundations: C-0 D-0 H-0 S-3
Freecells: - - - -
: 4D
: AC 3D 5H 7D 9C TS QH
: AD 3H 5S 7H 9D JC QS
: AH 4C 6C 7S 9H JD KC
: 2C 4H 6D 8C 9S JH KD
: 2D 4S 6H 8D TC JS KH
: 2H 5C 6S 8H TD QC KS
: 3C 5D 7C 8S TH QD
"""


def assert_one_line_error(run, status: int = 2) -> str:
    assert run.status == status, (run.out, run.err)
    lines = run.err.splitlines()
    assert len(lines) == 1, run.err
    assert "Traceback" not in run.err
    return lines[0]


# -- deal ---------------------------------------------------------------------------


def test_deal_number_prints_the_board(freecell):
    run = freecell("deal", "1")
    assert run.status == 0
    assert run.err == ""
    lines = run.out.splitlines()
    assert lines[0].split() == ["Foundations:", "H-0", "C-0", "D-0", "S-0"]
    assert lines[1].split() == ["Freecells:", "-", "-", "-", "-"]
    assert lines[2:] == DEAL_1


def test_deal_with_fewer_cells(freecell):
    run = freecell("deal", "1", "--cells", "2")
    assert run.status == 0
    assert run.out.splitlines()[1].split() == ["Freecells:", "-", "-"]
    assert run.out.splitlines()[2:] == DEAL_1


def test_deal_forecell(freecell):
    run = freecell("deal", "1", "--variant", "forecell")
    assert run.status == 0
    lines = run.out.splitlines()
    assert lines[1].split() == ["Freecells:"] + [DEAL_1[i].split()[6] for i in range(4)]
    assert lines[2:] == [" ".join(line.split()[:6]) for line in DEAL_1]


def test_deal_code_is_the_same_as_its_number(freecell):
    by_code = freecell("deal", "FC1-C4-AAAAAKH")
    by_number = freecell("deal", "267")
    assert by_code.status == by_number.status == 0
    assert by_code.out == by_number.out
    lower = freecell("deal", " fc1-c2-aaaaakh ")
    assert lower.out == freecell("deal", "267", "--cells", "2").out
    fore = freecell("deal", "FO1-C4-AAAAAKH")
    assert fore.out == freecell("deal", "267", "--variant", "forecell").out


def test_deal_code_with_agreeing_options(freecell):
    run = freecell("deal", "FC1-C2-AAAAAKH", "--cells", "2", "--variant", "freecell")
    assert run.status == 0
    assert run.out == freecell("deal", "267", "--cells", "2").out


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", "FC1-C2-AAAAAKH", "--cells", "3"],
        ["deal", "FC1-C4-AAAAAKH", "--cells", "2"],
        ["deal", "FC1-C4-AAAAAKH", "--variant", "forecell"],
        ["deal", "FO1-C4-AAAAAKH", "--variant", "freecell"],
        ["code", "FC1-C4-AAAAAKH", "--cells", "1"],
        ["play", "FC1-C3-AAAAAKH", "--cells", "4", "--moves", "1a"],
    ],
)
def test_code_contradicted_by_options_refused(freecell, argv):
    run = freecell(*argv)
    line = assert_one_line_error(run)
    assert "cell" in line or "Cell" in line
    assert run.out == ""


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["deal", "0"], ["0"]),
        (["deal", "2147483648"], ["2147483648"]),
        (["deal", "99999999999"], ["99999999999"]),
        (["deal", "1", "--cells", "5"], ["5"]),
        (["deal", "1", "--cells", "9"], ["9"]),
        (["deal", "1", "--variant", "forecell", "--cells", "3"], ["4"]),
        (["deal", "XX1-C4-AAAAAKH"], ["XX"]),
        (["deal", "FC1-C4-AAAAAAA"], ["0"]),
        (["deal", "FC1-C4-AAAAKH"], ["AAAAKH"]),
        (["deal", "²"], ["²"]),
        (["code", "FC2-C4-AAAAAKH"], ["version"]),
        (["code", "FO1-C2-AAAAAKH"], ["4"]),
        (["play", "FC1-C7-AAAAAKH", "--moves", "1a"], ["C7"]),
        (["play", "0", "--moves", "1a"], ["0"]),
    ],
)
def test_malformed_game_or_deal_exit_2_one_line(freecell, argv, words):
    run = freecell(*argv)
    line = assert_one_line_error(run)
    for word in words:
        assert word in line
    assert run.out == ""


def test_deal_number_with_thousands_separators(freecell):
    assert freecell("deal", "1,000,000").out == freecell("deal", "1000000").out


# -- code ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["code", "267"], "FC1-C4-AAAAAKH"),
        (["code", "267", "--cells", "2"], "FC1-C2-AAAAAKH"),
        (["code", "267", "--variant", "forecell"], "FO1-C4-AAAAAKH"),
        (["code", "1"], "FC1-C4-AAAAAAB"),
        (["code", "26", "--cells", "1"], "FC1-C1-AAAAABA"),
    ],
)
def test_code_of_a_number(freecell, argv, code):
    run = freecell(*argv)
    assert run.status == 0
    assert run.out == code + "\n"


def test_code_of_the_largest_deal(freecell):
    # G=6 Y=24 T=19 I=8 S=18 Y=24 X=23, big-endian base 26
    digits = [6, 24, 19, 8, 18, 24, 23]
    assert sum(d * 26**p for p, d in enumerate(reversed(digits))) == 2_147_483_647
    run = freecell("code", "2147483647")
    assert run.out == "FC1-C4-GYTISYX\n"


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("FC1-C4-AAAAAKH", ["FreeCell", "4", "267"]),
        ("fc1-c2-aaaaaab", ["FreeCell", "2", "1"]),
        ("FO1-C4-AAAAABA", ["ForeCell", "4", "26"]),
    ],
)
def test_code_describes_a_code(freecell, code, words):
    run = freecell("code", code)
    assert run.status == 0
    text = run.out.strip()
    assert "\n" not in text
    assert "FreeCell" in text or "ForeCell" in text
    tokens = text.replace(",", " ").replace(":", " ").split()
    for word in words:
        assert word in tokens, (word, text)
    assert ("ForeCell" in text) == ("ForeCell" in words)


# -- play ---------------------------------------------------------------------------


def test_play_moves_without_automove(freecell):
    run = freecell("play", "1", "--moves", "5a 5b 5c 5d")
    assert run.status == 0, run.err
    assert run.board[1].split() == ["Freecells:", "6C", "8H", "4H", "JS"]
    assert run.columns[4] == ["5D", "AD"]  # nothing moves by itself
    assert run.score == 0
    assert run.columns[0] == DEAL_1[0].split()
    assert "won" not in run.out


def test_play_with_automove(freecell):
    run = freecell("play", "1", "--automove", "--moves", "5a 5b 5c 5d")
    assert run.status == 0, run.err
    assert run.columns[4] == ["5D"]
    assert run.board[0].split() == ["Foundations:", "H-0", "C-0", "D-A", "S-0"]
    assert run.score == 10


def test_play_moves_from_standard_input(freecell):
    run = freecell("play", "1", "--moves", "-", stdin="5a 5b\n5c\n  5d\n")
    assert run.status == 0
    assert run.out == freecell("play", "1", "--moves", "5a 5b 5c 5d").out


def test_play_fc_solve_whole_output_on_standard_input_wins(freecell):
    run = freecell("play", "1", "--moves", "-", stdin=FC_SOLVE_DEAL_1)
    assert run.status == 0, run.err
    assert run.out.splitlines()[-1] == "won"
    assert run.board[0].split() == ["Foundations:", "H-K", "C-K", "D-K", "S-K"]
    assert all(column == [] for column in run.columns)
    assert run.score >= 520


def test_play_prints_won_only_when_all_cards_are_up(freecell, board_file):
    path = board_file("Foundations: H-K C-K D-K S-Q\n: KS\n" + ":\n" * 7)
    run = freecell("play", "--board", path, "--moves", "")
    assert run.status == 0, run.err
    assert "won" not in run.out.split()
    run = freecell("play", "--board", path, "--moves", "1h")
    assert run.status == 0, run.err
    assert run.out.splitlines()[-1] == "won"
    assert run.score == 10


def test_play_code_game(freecell):
    run = freecell("play", "FC1-C2-AAAAAAB", "--moves", "5a 5b")
    assert run.status == 0
    assert run.board[1].split() == ["Freecells:", "6C", "8H"]
    line = assert_one_line_error(freecell("play", "FC1-C2-AAAAAAB", "--moves", "5a 5b 5c"), 1)
    assert "5c" in line  # a two-cell game has no cell c


def test_play_board_file(freecell, board_file):
    run = freecell("play", "--board", board_file(EXAMPLE), "--moves", "12")
    assert run.status == 0, run.err
    assert run.columns[0] == ["KS", "QH"]
    assert run.columns[1] == ["QD", "JS", "TH", "9S", "8H", "7S", "6H", "5S", "4H", "3S", "2H"]


def test_play_board_from_standard_input(freecell):
    run = freecell("play", "--board", "-", "--moves", "18v5", stdin=EXAMPLE)
    assert run.status == 0, run.err
    assert run.columns[7] == ["6H", "5S", "4H", "3S", "2H"]
    run = freecell("play", "--board", "-", "--moves", "18v6", stdin=EXAMPLE)
    line = assert_one_line_error(run, 1)
    assert "6 cards, at most 5 can move now" in line


def test_play_board_file_of_column_lines_only(freecell, board_file):
    """The output of make-microsoft-freecell-board, 10D and all, is a board."""
    text = "\n".join(DEAL_1).replace("T", "10") + "\n"
    run = freecell("play", "--board", board_file(text), "--moves", "5a")
    assert run.status == 0, run.err
    assert run.board[1].split() == ["Freecells:", "6C", "-", "-", "-"]
    assert run.columns[1] == DEAL_1[1].split()


def test_play_board_file_with_fewer_cells(freecell, board_file):
    path = board_file("\n".join(DEAL_1) + "\n")
    run = freecell("play", "--board", path, "--cells", "1", "--moves", "5a")
    assert run.status == 0, run.err
    assert run.board[1].split() == ["Freecells:", "6C"]
    assert_one_line_error(freecell("play", "--board", path, "--cells", "1",
                                   "--moves", "5a 5b"), 1)


def test_play_takeback_option(freecell, board_file):
    path = board_file(TAKEBACK_CHECK)
    line = assert_one_line_error(freecell("play", "--board", path, "--moves", "hs1"), 1)
    assert "hs1" in line
    run = freecell("play", "--board", path, "--takeback", "--moves", "hs1")
    assert run.status == 0, run.err
    assert run.columns[0] == ["4D", "3S"]
    assert run.board[0].split()[4] == "S-2"
    assert run.score == 0


def test_play_supermove_linear(freecell, board_file):
    path = board_file(LINEAR_CHECK)
    run = freecell("play", "--board", path, "--moves", "12")
    assert run.status == 0, run.err  # 7 cards, doubling allows 8
    assert run.columns[1] == ["9C", "8H", "7S", "6H", "5S", "4H", "3S", "2H"]
    run = freecell("play", "--board", path, "--supermove", "linear", "--moves", "12")
    line = assert_one_line_error(run, 1)
    assert "7 cards, at most 6 can move now" in line
    run = freecell("play", "--board", path, "--supermove", "doubling", "--moves", "12")
    assert run.status == 0


def test_play_illegal_move_exit_1_names_index_move_and_reason(freecell):
    run = freecell("play", "1", "--moves", "5a 5b 12 5c")
    line = assert_one_line_error(run, 1)
    assert "12" in line
    assert re.search(r"\b3\b", line.replace("12", ""))
    assert "6S" in line or "9C" in line  # why: the 6 of spades does not go on the 9
    # The position printed is the one before the illegal move.
    assert run.board[1].split() == ["Freecells:", "6C", "8H", "-", "-"]


@pytest.mark.parametrize(
    ("moves", "index", "token"),
    [
        ("1h", 1, "1h"),  # the 6 of spades cannot go up
        ("5a ab", 2, "ab"),  # never from cell to cell
        ("5a 5a", 2, "5a"),  # cell a is taken
        ("15v3", 1, "15v3"),  # one card fits, not three
        ("hs1", 1, "hs1"),  # take-back is off
        ("5a 5b 5c 5d 65", 5, "65"),  # the 3 of diamonds does not go on an ace
    ],
)
def test_play_refused_move_names_index_and_move(freecell, moves, index, token):
    run = freecell("play", "1", "--moves", moves)
    line = assert_one_line_error(run, 1)
    assert token in line
    assert re.search(rf"\b{index}\b", line.replace(token, " "))


@pytest.mark.parametrize(
    ("moves", "token"), [("5a 9z", "9z"), ("5a 38v0", "38v0"), ("xyz", "xyz"), ("5a 1z", "1z")]
)
def test_play_bad_move_token_exit_2(freecell, moves, token):
    run = freecell("play", "1", "--moves", moves)
    line = assert_one_line_error(run)
    assert token in line
    assert run.out == ""  # every token is read before any is played


def test_play_board_with_a_card_twice(freecell, board_file):
    text = EXAMPLE.replace(": TS QS", ": TS QS 7H")
    line = assert_one_line_error(freecell("play", "--board", board_file(text), "--moves", "12"))
    assert "7H" in line
    assert "line 8" in line  # where the second one is


def test_play_board_with_a_missing_card(freecell, board_file):
    text = EXAMPLE.replace(": TS QS", ": TS")
    line = assert_one_line_error(freecell("play", "--board", board_file(text), "--moves", "12"))
    assert "QS" in line


def test_play_board_with_an_unknown_card(freecell, board_file):
    text = EXAMPLE.replace(": TS QS", ": TS QS 1Z")
    line = assert_one_line_error(freecell("play", "--board", board_file(text), "--moves", "12"))
    assert "1Z" in line
    assert "line 8" in line


def test_play_board_file_missing(freecell, tmp_path):
    line = assert_one_line_error(
        freecell("play", "--board", str(tmp_path / "nothing.txt"), "--moves", "12")
    )
    assert "nothing.txt" in line


def test_play_board_and_moves_both_from_standard_input_refused(freecell):
    assert_one_line_error(freecell("play", "--board", "-", "--moves", "-", stdin=EXAMPLE))


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "1"],  # --moves is required
        ["play", "--moves", "1a"],  # a game or a board is required
        ["play", "1", "--board", "x", "--moves", "1a"],
        ["deal"],
        ["deal", "1", "--variant", "spider"],
        ["play", "1", "--supermove", "triple", "--moves", "1a"],
        ["shuffle", "1"],
        [],
    ],
)
def test_unusable_command_line_exit_2(freecell, argv):
    run = freecell(*argv)
    assert run.status == 2
    assert "Traceback" not in run.err
    assert run.err.strip()
