"""Hostile input to the installed commands: one line on stderr, exit 2, never a hang.

Each behaviour runs the installed ``freecell`` (or ``freecell-qt``) in its own
process, as a shell would: huge numbers, letters that upper-case into other
letters, boards that lose cards, option mistakes, bytes that are not UTF-8,
endless devices and FIFOs. Each run has a time limit, so a command that
blocks fails its test instead of stopping the suite, and a memory limit, so
a command that reads without end fails quickly instead of filling the machine.
Where one behaviour has many spellings (eight numbers that are no deal number,
thirteen option mistakes), every spelling also goes through the command's
``main`` in this process (tests/cli/in_process.py), and the installed command
is run for one of them per command.
"""

from __future__ import annotations

import io
import os
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from freecell_qt.engine import Game
from tests.cli.in_process import freecell_here

ROOT = Path(__file__).resolve().parents[2]
HUGE = "9" * 5000  # past Python's 4,300-digit limit for turning text into a number
#: Seconds a run may take: a command that blocks is caught all the same, and a
#: start on a machine busy with other work is not mistaken for one.
TIME_LIMIT = 120
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


def run_here(*args: str) -> tuple[int, str]:
    """Exit status and stderr of ``freecell *args`` run by its ``main`` in this process."""
    done = freecell_here(*args)
    return done.returncode, done.stderr


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
    line = assert_one_line(*run_here(command, deal))
    assert "is not a deal number" in line
    assert "three parts" not in line


@pytest.mark.parametrize("command", ["deal", "code", "solve"])
def test_the_installed_command_judges_something_numeric_as_a_deal_number(command):
    line = assert_one_line(*run(FREECELL, command, "²"))
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
    line = assert_one_line(*run_here(command, code))
    assert "A to Z" in line


@pytest.mark.parametrize("command", ["code", "deal"])
def test_the_installed_command_refuses_a_code_with_letters_outside_ascii(command):
    line = assert_one_line(*run(FREECELL, command, "FO1-C4-AAßAAB"))
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
    assert_one_line(*run_here(*argv))


@pytest.mark.parametrize("argv", [["solve", "5", "--timeout", "soon"], ["deal", "1", "2"],
                                  ["play", "--moves", "1a"], ["code"], []],
                         ids=["solve", "deal", "play", "code", "none"])
def test_the_installed_command_says_an_option_mistake_in_one_line(argv):
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


# -- freecell-qt --board - (standard input) -----------------------------------------------
@pytest.mark.parametrize(("data", "words"), [
    (b"", "there is no board in the text"),
    (_deal_one().replace("JD ", "", 1).encode(), "missing: JD"),
    (_deal_one().encode("utf-16"), "the board on standard input is not UTF-8 text"),
])
def test_freecell_qt_refuses_a_bad_board_on_standard_input_in_one_line(data, words):
    line = assert_one_line(*run(FREECELL_QT, "--board", "-", stdin=data), program="freecell-qt")
    assert words in line


def test_freecell_qt_refuses_endless_standard_input_as_a_board():
    with open("/dev/zero", "rb") as zero:
        line = assert_one_line(*run(FREECELL_QT, "--board", "-", stdin=zero.fileno()),
                               program="freecell-qt")
    assert "the board on standard input is too large" in line


def _stdin_board(monkeypatch: pytest.MonkeyPatch, stream: object,
                 *extra: str) -> tuple[object, object] | None:
    from freecell_qt.app.start import build_parser, requested_board

    monkeypatch.setattr(sys, "stdin", stream)
    return requested_board(build_parser().parse_args(["--board", "-", *extra]))


@pytest.mark.parametrize("wrap", [
    lambda text: io.TextIOWrapper(io.BytesIO(text.encode()), encoding="utf-8"),
    io.StringIO,
], ids=["bytes", "text"])
def test_a_board_on_standard_input_is_read_as_a_board_file_is(monkeypatch, wrap):
    from freecell_qt.engine import Preset, Rules

    asked = _stdin_board(monkeypatch, wrap(_deal_one()))
    assert asked == (Rules(Preset.FREECELL), Game.new(1).start)
    penguin = Game.new(3, Rules.preset("penguin")).start
    asked = _stdin_board(monkeypatch, wrap(penguin.to_text()), "--game", "penguin")
    assert asked == (Rules.preset("penguin"), penguin)


@pytest.mark.parametrize(("stream", "words"), [
    (None, "the board on standard input cannot be read (it is closed)"),
    ("closed", "the board on standard input cannot be read (it is closed)"),
    (io.BytesIO(b"\xff" * 10), "the board on standard input is not UTF-8 text"),
    (io.BytesIO(b"\n" * (64 * 1024 + 1)), "the board on standard input is too large"),
    (io.StringIO("\n" * (64 * 1024 + 1)), "the board on standard input is too large"),
], ids=["none", "closed", "not-utf8", "too-large", "too-large-text"])
def test_standard_input_that_is_no_board_text_is_one_reason(monkeypatch, stream, words):
    from freecell_qt.engine import FreeCellError

    if stream == "closed":
        stream = io.TextIOWrapper(io.BytesIO(_deal_one().encode()), encoding="utf-8")
        stream.close()
    elif isinstance(stream, io.BytesIO):
        stream = io.TextIOWrapper(stream, encoding="utf-8")
    with pytest.raises(FreeCellError) as caught:
        _stdin_board(monkeypatch, stream)
    assert str(caught.value).startswith(words), str(caught.value)


class _Unreadable(io.StringIO):
    """Standard input the running window must never read."""

    def read(self, size: int | None = -1) -> str:
        raise AssertionError("the running window read its own standard input")


def test_standard_input_is_no_path_and_the_window_never_reads_its_own(monkeypatch):
    from freecell_qt.app.start import _with_board_path_absolute, board_from_arguments

    assert _with_board_path_absolute(["--board", "-"]) == ["--board", "-"]
    assert _with_board_path_absolute(["--board=-", "--game", "clink"]) == [
        "--board=-", "--game", "clink"]
    monkeypatch.setattr(sys, "stdin", _Unreadable())
    assert board_from_arguments(["--board", "-"]) is None
    assert board_from_arguments(["--board=-"]) is None


@pytest.mark.parametrize("form", [["--board", "-"], ["--board=-"]], ids=["two", "one"])
def test_a_second_start_hands_over_the_board_it_read_from_standard_input(monkeypatch, form):
    """The running window gets the text and reads it with the same --game: the same
    board by the same rules, though padded with blank lines and spaces it is sent small."""
    from freecell_qt.app.start import _with_board_path_absolute, board_from_arguments

    board = Game.new(4).start  # a FreeCell deal, played by Baker's Game rules
    padded = "\n\n".join("   " + line.replace(" ", " \t ") for line in board.to_text().split("\n"))
    padded += "\n" * 30_000
    arguments = [*form, "--game", "bakers-game", "--cells", "4"]
    asked = _stdin_board(monkeypatch, io.StringIO(padded), *arguments[len(form):])
    forwarded = _with_board_path_absolute(arguments, padded)
    assert "-" not in forwarded and forwarded[1:] == ["--game", "bakers-game", "--cells", "4"]
    assert forwarded[0].startswith("--piped-board=") and len(forwarded[0]) < 1000
    monkeypatch.setattr(sys, "stdin", _Unreadable())
    assert board_from_arguments(forwarded) == asked
    assert asked is not None and asked[1] == board


def test_the_board_handed_over_fits_in_one_hand_over_message():
    """A three-deck board padded to near the limit a board may have is sent small."""
    single_instance = pytest.importorskip("freecell_qt.services.single_instance")
    from freecell_qt.app.start import _with_board_path_absolute, board_from_arguments
    from freecell_qt.engine import Rules
    from freecell_qt.engine.pasted import read_pasted

    three_decks = Game.new(2, Rules.preset("triple-freecell")).start
    padded = three_decks.to_text().replace("\n", " " * 1500 + "\n" * 1500)
    assert 40_000 < len(padded) <= 64 * 1024
    message = single_instance.encode(_with_board_path_absolute(["--board", "-"], padded))
    assert len(message) < single_instance.MAX_MESSAGE // 8
    forwarded = single_instance.decode(message.rstrip(b"\n"))
    assert forwarded is not None
    rules, position = read_pasted(padded, Rules())  # as the second start read it
    assert board_from_arguments(forwarded) == (rules, position)
    assert rules == Rules.preset("triple-freecell") and position.to_text() == three_decks.to_text()
