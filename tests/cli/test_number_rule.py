"""One rule for every number typed to the installed commands (docs/rules.md, "Deals and
deal numbers"), the start options of ``freecell-qt``, and the wording of what they say.

Each behaviour runs ``freecell`` or ``freecell-qt`` in its own process, as a shell would.
Where one behaviour has many spellings, the first goes to the installed command (for each
command it concerns) and every other one through the command's ``main`` in this process
(tests/cli/in_process.py): a Python start per spelling would cost more than the checks.
A spelling that is read (``2.5`` seconds, a code without its leading zero) goes in this
process too when the installed command is run for the same option's refusal.
"""

from __future__ import annotations

import subprocess

import pytest

from tests.cli.in_process import freecell_here, freecell_qt_refusal_here
from tests.cli.test_hostile_input import FREECELL, FREECELL_QT, ROOT, TIME_LIMIT, run

DEAL_1000 = "FC1-C4-AAAABMM"


def output(*argv: str, stdin: str = "",
           installed: bool = True) -> subprocess.CompletedProcess[str]:
    """``freecell *argv``: the installed command, or with ``installed`` false its ``main``."""
    if not installed:
        return freecell_here(*argv, stdin=stdin)
    return subprocess.run([*FREECELL, *argv], input=stdin, capture_output=True, text=True,
                          timeout=TIME_LIMIT, check=False, cwd=ROOT)


def refused(*argv: str, installed: bool = True) -> str:
    """The one line ``freecell`` refuses ``argv`` with (status 2, nothing on stdout)."""
    done = output(*argv, installed=installed)
    assert (done.returncode, done.stdout) == (2, ""), done
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1, done.stderr
    return done.stderr.rstrip("\n")


# -- one deal number ------------------------------------------------------------------


GROUPED = ["1,000", "1 000", "1\u202f000", "1\u00a0000", "1.000", "01000", " 1,000 "]


@pytest.mark.parametrize("typed", GROUPED)
def test_a_deal_grouped_in_threes_as_the_app_writes_numbers_is_that_deal(typed):
    done = output("code", typed, installed=typed == GROUPED[2])
    assert (done.returncode, done.stdout, done.stderr) == (0, DEAL_1000 + "\n", "")


GROUPED_OTHERWISE = ["1,2", "1,0,0,0", "10,00", "1,000.000", "1, 000", "1 2"]


@pytest.mark.parametrize("typed", GROUPED_OTHERWISE)
def test_digits_grouped_otherwise_are_refused_rather_than_run_together(typed):
    assert refused("code", typed, installed=typed == GROUPED_OTHERWISE[0]) == (
        f"freecell: '{typed}' is not a deal number (digits are grouped in threes, like 1,000)"
    )


@pytest.mark.parametrize("command", ["deal", "code", "solve"])
@pytest.mark.parametrize("typed", ["١٠", "１２", "٣", "1٠"])
def test_digits_other_than_ascii_are_refused_by_every_command(command, typed):
    assert refused(command, typed, installed=(command, typed) == ("deal", "１２")) == (
        f"freecell: '{typed}' is not a deal number (write it with the digits 0 to 9)"
    )


def test_a_list_with_other_digits_is_refused_too():
    """The installed command's refusal of such digits is run by the test above."""
    assert refused("solve", "１-２", installed=False) == (
        "freecell: '１-２' is not a deal number (write it with the digits 0 to 9)"
    )


@pytest.mark.parametrize("option", ["--cells", "--columns", "--reserve"])
@pytest.mark.parametrize("typed", ["٣", "１０", "²"])
def test_counts_given_as_options_take_ascii_digits_only(option, typed):
    line = refused("code", "1", f"{option}={typed}",
                   installed=(option, typed) == ("--columns", "１０"))
    assert line.startswith(f"freecell: argument {option}: '{typed}' is not a whole number "
                           "written with the digits 0 to 9"), line


@pytest.mark.parametrize("typed", ["١٠", "1_0", "1e3", "inf"])
def test_seconds_take_ascii_digits_only(typed):
    line = refused("solve", "1", f"--timeout={typed}", installed=typed == "١٠")
    assert f"'{typed}' is not a number of seconds" in line


def test_seconds_may_have_a_point():
    done = output("solve", "5", "--timeout", "2.5", "--max-positions", "100", installed=False)
    assert done.returncode == 0, done.stderr


def test_a_list_separates_its_deals_with_commas():
    done = output("solve", "1,2", "--max-positions", "50")
    assert done.returncode == 0, done.stderr
    assert [line.split()[0] for line in done.stdout.splitlines()[1:-1]] == ["1", "2"]


# -- game codes: one spelling ----------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "says"),
    [
        ("FC1-C04-AAAAAKH", "cells part 'C04' must be C0 to C11"),
        ("CU1-C4K08R0BAFAMSDR-AAAAAKH", "'08' has a leading zero; a code writes 8"),
        ("CU1-C6K11R0BNFNMODRL5.5.5.5.5.5.5.5.5.05.2-AAAAAKH",
         "'05' has a leading zero; a code writes 5"),
        ("FC01-C4-AAAAAKH", "format version '01' is not 1"),
    ],
)
def test_a_number_in_a_code_with_a_leading_zero_is_refused_in_every_part(code, says):
    line = refused("code", code, installed=code.startswith("CU1-C4K08"))
    assert line.endswith(says), line


def test_the_same_code_without_the_zero_is_read():
    done = output("code", "CU1-C6K11R0BNFNMODRL5.5.5.5.5.5.5.5.5.5.2-AAAAAKH",
                  installed=False)
    assert done.returncode == 0, done.stderr


# -- freecell-qt ------------------------------------------------------------------------


EMPTY_OR_FOREIGN = [
    (["--deal", ""], "argument --deal: an empty text is no deal number"),
    (["--deal=   "], "argument --deal: an empty text is no deal number"),
    (["--code", ""], "argument --code: an empty text is no game code"),
    (["--cells", "٣"], "argument --cells: '٣' is not a whole number written with the "
                       "digits 0 to 9"),
]


@pytest.mark.parametrize(("argv", "says"), EMPTY_OR_FOREIGN)
def test_freecell_qt_refuses_empty_or_foreign_start_options_before_any_window(argv, says):
    """The installed ``freecell-qt`` refuses the first; its ``main`` here every other."""
    installed = argv == EMPTY_OR_FOREIGN[0][0]
    status, err = run(FREECELL_QT, *argv) if installed else freecell_qt_refusal_here(*argv)
    assert status == 2, err
    assert err == f"freecell-qt: {says} (see freecell-qt --help)\n", err


@pytest.mark.parametrize(
    ("deal", "says"),
    [
        ("1,2", "'1,2' is not a deal number (digits are grouped in threes, like 1,000)"),
        ("١٠", "'١٠' is not a deal number (write it with the digits 0 to 9)"),
        ("1000000000000",
         "deal 1000000000000 is out of range: deals go from 1 to 2,147,483,647"),
    ],
)
def test_freecell_qt_reads_a_deal_by_the_same_rule(deal, says):
    """The installed ``freecell-qt`` refuses the first; its ``main`` here every other."""
    installed = deal == "1,2"
    status, err = (run(FREECELL_QT, "--deal", deal) if installed
                   else freecell_qt_refusal_here("--deal", deal))
    assert (status, err) == (2, f"freecell-qt: {says}\n")


# -- wording -----------------------------------------------------------------------------

ONE_MOVE_BOARD = "Foundations: H-K C-K D-K S-Q\nFreecells: - - - -\n: KS\n" + ":\n" * 7


def test_a_solution_of_one_move_says_move():
    done = output("solve", "--board", "-", stdin=ONE_MOVE_BOARD)
    assert (done.returncode, done.stdout) == (0, "solved in 1 move\n1h\n"), done.stderr


def test_a_batch_of_one_deal_says_deal():
    done = output("solve", "5-5", "--max-positions", "100")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].startswith("# 1 deal: ")


@pytest.mark.parametrize(
    ("columns", "move", "says"),
    [
        ("8", "1t", "this game has columns 1-8; there is no column t"),
        ("10", "1j", "this game has columns 1-9 and t; there is no column j"),
        ("11", "1q", "this game has columns 1-9, t and j; there is no column q"),
        ("12", "1k", "this game has columns 1-9, t, j and q; there is no column k"),
    ],
)
def test_the_columns_a_game_has_are_named_as_the_notation_writes_them(columns, move, says):
    done = output("play", "1", "--columns", columns, "--moves", move, installed=columns == "10")
    assert done.returncode == 1
    assert done.stderr == f"freecell: move 1 ({move}) is illegal: {says}\n"


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["solve", "1-1000000000000"],
         "deal 1000000000000 is out of range: deals go from 1 to 2,147,483,647"),
        (["solve", "0-3"], "deal 0 is out of range: deals go from 1 to 2,147,483,647"),
        (["deal", "1000000000000"],
         "deal 1000000000000 is out of range: deals go from 1 to 2,147,483,647"),
        (["code", "FC1-C4-ZZZZZZZ"], "game code 'FC1-C4-ZZZZZZZ': deal 8031810175 is out of "
                                     "range: deals go from 1 to 2,147,483,647"),
    ],
)
def test_a_deal_out_of_range_is_named_with_the_range(argv, says):
    assert refused(*argv, installed=argv[0] == "code") == f"freecell: {says}"
