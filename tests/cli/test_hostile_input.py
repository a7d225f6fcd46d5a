"""Hostile input to the installed commands: one line on stderr, exit 2, never a hang.

Every case runs the installed ``freecell`` (or ``freecell-qt``) in its own
process, as a shell would: huge numbers, letters that upper-case into other
letters, boards that lose cards, option mistakes, bytes that are not UTF-8,
endless devices and FIFOs. Each run has a time limit, so a command that
blocks fails its test instead of stopping the suite, and a memory limit, so
a command that reads without end fails quickly instead of filling the machine.
"""

from __future__ import annotations

import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.engine import Game

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000  # past Python's 4,300-digit limit for turning text into a number
TIME_LIMIT = 20
MEMORY_LIMIT = 1 << 30


def installed(name: str, module_runner: str) -> list[str]:
    """The console script next to this Python (the venv's), else the same code via ``-c``."""
    script = Path(sys.executable).with_name(name)
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    found = shutil.which(name)
    return [found] if found else [sys.executable, "-c", module_runner]


FREECELL = installed("freecell", "from freecell_qt.cli.commands import run; run()")
FREECELL_QT = installed("freecell-qt", "from freecell_qt.app.start import run; run()")


def _bounded_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run(command: list[str], *args: str, stdin: bytes | int = b"") -> tuple[int, str]:
    """Exit status and stderr of one run, under a UTF-8 locale as a desktop has."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
    env.update(LC_ALL="C.UTF-8", LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    options: dict[str, object] = (
        {"input": stdin} if isinstance(stdin, bytes) else {"stdin": stdin}
    )
    done = subprocess.run(
        [*command, *args], capture_output=True, env=env, cwd=ROOT, check=False,
        timeout=TIME_LIMIT, preexec_fn=_bounded_memory, **options,  # type: ignore[arg-type]
    )
    return done.returncode, done.stderr.decode("utf-8", errors="replace")


def assert_one_line(status: int, err: str, program: str = "freecell") -> str:
    assert "Traceback" not in err, err
    assert status == 2, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"{program}: "), err
    return lines[0]


# -- numbers too long to convert ---------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["deal", HUGE],
        ["code", HUGE],
        ["play", HUGE, "--moves", "5a"],
        ["solve", HUGE],
        ["deal", "1," + ",".join(["999"] * 1700)],
    ],
    ids=["deal", "code", "play", "solve", "grouped"],
)
def test_a_deal_number_of_5000_digits_is_refused_in_one_line(argv):
    line = assert_one_line(*run(FREECELL, *argv))
    assert "is out of range: deals go from 1 to 2,147,483,647" in line
    assert len(line) < 200, "the refusal should not repeat 5,000 digits"


def test_leading_zeros_still_name_a_deal():
    """Zeros in front add digits but no value: still deal 267, not a refusal."""
    done = subprocess.run([*FREECELL, "code", "0" * 5000 + "267"], capture_output=True,
                          text=True, timeout=TIME_LIMIT, check=False)
    assert (done.returncode, done.stdout, done.stderr) == (0, "FC1-C4-AAAAAKH\n", "")


def test_freecell_qt_refuses_a_deal_of_5000_digits_before_any_window():
    line = assert_one_line(*run(FREECELL_QT, "--deal", HUGE), program="freecell-qt")
    assert "is out of range" in line


@pytest.mark.parametrize("deal", ["-1", "1e3", "12.5", "1_000", "+5", "inf"])
def test_freecell_qt_says_a_bad_deal_is_not_a_deal_number(deal):
    line = assert_one_line(*run(FREECELL_QT, "--deal", deal), program="freecell-qt")
    assert "is not a deal number" in line


def test_a_second_start_with_a_huge_deal_is_ignored_by_the_running_window():
    """The running window reads a second start's arguments; a bad deal is no game."""
    from freecell_qt.app.start import code_from_arguments

    assert code_from_arguments(["--deal", HUGE]) is None
    assert code_from_arguments(["--code", "FO1-C4-AAßAAB"]) is None
    assert str(code_from_arguments(["--deal", "267"])) == "FC1-C4-AAAAAKH"


# -- numbers that are not deal numbers --------------------------------------------


@pytest.mark.parametrize("deal", ["-1", "1e3", "12.5", "1_000", "+7", ".5", "²", "nan"])
@pytest.mark.parametrize("command", ["deal", "code", "solve"])
def test_something_numeric_is_judged_as_a_deal_number(command, deal):
    line = assert_one_line(*run(FREECELL, command, deal))
    assert "is not a deal number" in line
    assert "three parts" not in line


# -- codes with letters outside ASCII ----------------------------------------------


@pytest.mark.parametrize(
    "code",
    [
        "FO1-C4-AAßAAB",  # ß upper-cases to SS
        "FC1-C4-AAAAAﬁ",  # the ligature fi upper-cases to FI
        "FC1-C4-AAAAAAſ",  # long s upper-cases to S
        "FC1-C4-AAAAAAı",  # dotless i upper-cases to I
        "ﬀ1-C4-AAAAAAB",
    ],
)
@pytest.mark.parametrize("command", ["code", "deal"])
def test_a_code_with_letters_outside_ascii_is_refused(command, code):
    line = assert_one_line(*run(FREECELL, command, code))
    assert "A to Z" in line


# -- boards that lose or repeat cards -----------------------------------------------


def deal_board(number: int = 1) -> list[str]:
    return Game.new(number).start.to_text(colon=True).splitlines()


def board_with_second_freecells_line() -> str:
    """Deal 1 with 6S in a cell, then a second, empty Freecells line."""
    lines = deal_board()
    lines[1] = "Freecells: 6S - - -"
    lines[2] = lines[2].removesuffix(" 6S")
    return "\n".join([*lines, "Freecells: - - - -"]) + "\n"


def board_with_second_foundations_line() -> str:
    lines = deal_board()
    return "\n".join([lines[0], *lines]) + "\n"


@pytest.mark.parametrize("command", ["play", "solve"])
@pytest.mark.parametrize(
    ("board", "words"),
    [
        (board_with_second_freecells_line(), "Freecells"),
        (board_with_second_foundations_line(), "Foundations"),
    ],
    ids=["freecells", "foundations"],
)
def test_a_board_with_a_repeated_header_line_is_refused(tmp_path, command, board, words):
    path = tmp_path / "board.txt"
    path.write_text(board, encoding="utf-8")
    extra = ["--moves", ""] if command == "play" else ["--timeout", "1"]
    line = assert_one_line(*run(FREECELL, command, "--board", str(path), *extra))
    assert words in line


def test_a_repeated_board_header_is_refused_on_standard_input_too():
    status, err = run(FREECELL, "play", "--board", "-", "--moves", "",
                      stdin=board_with_second_freecells_line().encode())
    assert "Freecells" in assert_one_line(status, err)


# -- option mistakes ---------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "5", "--timeout", "-1"],
        ["solve", "5", "--timeout", "soon"],
        ["solve", "5", "--supermove", "tripling"],
        ["deal"],
        [],
        ["shuffle", "1"],
        ["deal", "1", "--variant", "spider"],
        ["deal", "1", "--cells", "four"],
        ["deal", "1", "2"],
        ["play", "1"],
        ["play", "--moves", "1a"],
        ["play", "1", "--board", "x", "--moves", "1a"],
        ["--colour"],
    ],
)
def test_an_option_mistake_is_one_line(argv):
    assert_one_line(*run(FREECELL, *argv))



@pytest.mark.parametrize("text", ["nan", "NaN", "-nan"])
def test_a_timeout_that_is_not_a_number_is_named_so(text):
    line = assert_one_line(*run(FREECELL, "solve", "5", f"--timeout={text}"))
    assert "is not a number of seconds" in line


# -- what cannot be read -------------------------------------------------------------


UTF16_BOARD = "\n".join(deal_board()).encode("utf-16")
NOT_UTF8 = [b"5a \xff\xfe 5b\n", "5a 5b".encode("utf-16"), b"\x80\x81\x82"]


@pytest.mark.parametrize("data", NOT_UTF8, ids=["flipped", "utf-16", "continuation"])
def test_moves_on_standard_input_that_are_not_utf8(data):
    line = assert_one_line(*run(FREECELL, "play", "1", "--moves", "-", stdin=data))
    assert "UTF-8" in line


@pytest.mark.parametrize("command", ["play", "solve"])
@pytest.mark.parametrize("data", [UTF16_BOARD, b"\xff" * 10], ids=["utf-16", "flipped"])
def test_a_board_on_standard_input_that_is_not_utf8(command, data):
    extra = ["--moves", "5a"] if command == "play" else []
    line = assert_one_line(*run(FREECELL, command, "--board", "-", *extra, stdin=data))
    assert "UTF-8" in line


@pytest.mark.parametrize("command", ["play", "solve"])
def test_a_board_file_that_is_not_utf8(tmp_path, command):
    path = tmp_path / "board.txt"
    path.write_bytes(UTF16_BOARD)
    extra = ["--moves", "5a"] if command == "play" else []
    line = assert_one_line(*run(FREECELL, command, "--board", str(path), *extra))
    assert "UTF-8" in line and str(path) in line


@pytest.mark.parametrize("command", ["play", "solve"])
def test_an_endless_device_as_board_is_refused(command):
    extra = ["--moves", "5a"] if command == "play" else []
    line = assert_one_line(*run(FREECELL, command, "--board", "/dev/zero", *extra))
    assert "/dev/zero" in line


@pytest.mark.parametrize("command", ["play", "solve"])
def test_a_fifo_as_board_is_refused_without_waiting_for_a_writer(tmp_path, command):
    fifo = tmp_path / "board.fifo"
    os.mkfifo(fifo)
    extra = ["--moves", "5a"] if command == "play" else []
    line = assert_one_line(*run(FREECELL, command, "--board", str(fifo), *extra))
    assert "not a regular file" in line


def test_a_directory_as_board_is_refused(tmp_path):
    line = assert_one_line(*run(FREECELL, "solve", "--board", str(tmp_path)))
    assert "not a regular file" in line


@pytest.mark.parametrize(
    "argv",
    [["play", "1", "--moves", "-"], ["play", "--board", "-", "--moves", "5a"],
     ["solve", "--board", "-"]],
    ids=["moves", "play-board", "solve-board"],
)
def test_endless_standard_input_is_refused(argv):
    with open("/dev/zero", "rb") as zero:
        line = assert_one_line(*run(FREECELL, *argv, stdin=zero.fileno()))
    assert "too large" in line


def test_a_long_move_list_on_standard_input_is_still_read():
    """Half a megabyte (a move and much blank space) is below the cap and plays."""
    moves = "5a" + " \n" * 250_000
    status, err = run(FREECELL, "play", "1", "--moves", "-", stdin=moves.encode())
    assert (status, err) == (0, "")


# -- freecell-qt --board ---------------------------------------------------------------
def _deal_one() -> str:
    from freecell_qt.engine import Game

    return Game.new(1).start.to_text()


@pytest.mark.parametrize(("board", "words"), [
    (lambda good: good.replace("JD ", "", 1), "missing: JD"),
    (lambda good: good.replace("2D", "JD", 1), "card JD is already on line"),
    (lambda good: good + "a line that is not a column\n", "unknown card"),
    (lambda good: "", "there is no board in the text"),
])
def test_freecell_qt_refuses_a_bad_board_file_in_one_line_before_any_window(tmp_path, board,
                                                                          words):
    path = tmp_path / "board.txt"
    path.write_text(board(_deal_one()), encoding="utf-8")
    line = assert_one_line(*run(FREECELL_QT, "--board", str(path)), program="freecell-qt")
    assert words in line


@pytest.mark.parametrize(("where", "words"), [
    ("/dev/zero", "/dev/zero is not a regular file"),
    ("/no/such/board.txt", "cannot be read"),
])
def test_freecell_qt_refuses_a_board_that_is_no_file_in_one_line(where, words):
    line = assert_one_line(*run(FREECELL_QT, "--board", where), program="freecell-qt")
    assert words in line


def test_freecell_qt_refuses_a_board_that_does_not_fit_the_game_named(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text(_deal_one(), encoding="utf-8")
    line = assert_one_line(*run(FREECELL_QT, "--board", str(path), "--game", "penguin"),
                           program="freecell-qt")
    assert "column lines" in line
