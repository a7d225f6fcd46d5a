"""``freecell`` with ``--game`` and the custom rule options, run as the installed command.

docs/rules.md, "Presets"; docs/codes.md: a preset's deal and code, a custom game's code
that carries its rules, an explained code, the solver and ``play`` on other games, and
impossible combinations refused with one line and exit status 2.

Each behaviour runs the installed command once in a process of its own, as a shell runs
it (``freecell``); its other cases (other games, other codes) go through the command's
``main`` in this process (``freecell_here``), since a Python start per case would cost
more than the case's checks.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from freecell_qt.engine import Game, GameCode, Preset, Rules
from freecell_qt.engine.rules import FoundationBuild
from tests.cli.in_process import freecell_here
from tests.cli.test_hostile_input import FREECELL

ROOT = Path(__file__).resolve().parents[2]


def freecell(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """``freecell *args`` run as the installed command, under a UTF-8 locale."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONIOENCODING", "PYTHONUTF8")}
    env.update(LC_ALL="C.UTF-8", LANG="C.UTF-8")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return subprocess.run([*FREECELL, *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, check=False, timeout=60, input=stdin)


def test_deal_of_a_preset_prints_its_layout():
    done = freecell("deal", "1", "--game", "seahaven-towers")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1] == "Freecells: 2H 6H - -"
    assert len(lines) == 12 and all(len(line.split()) == 5 for line in lines[2:])
    assert done.stdout == Game.new(1, Rules.preset("seahaven-towers")).start.to_text()


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["--game", "eight-off"], "EO1-C8-AAAAAXT"),
        (["--game", "bakers-game"], "BG1-C4-AAAAAXT"),
        (["--game", "freecell", "--cells", "0"], "FC1-C0-AAAAAXT"),
        (["--columns", "10", "--cells", "6", "--fill", "kings"], "CU1-C6K10R0BAFKMSDR-AAAAAXT"),
        (["--game", "seahaven-towers", "--sequence", "unlimited"], "RS1-C4-AAAAAXT"),
        (["--build", "suit"], "BG1-C4-AAAAAXT"),
        (["--layout", "8,8,8,7,7,7,7"], "SF1-C4-AAAAAXT"),
        (["--columns", "10", "--cells", "6", "--decks", "2"], "CU1-C6K10R0BAFAMSDRP2-AAAAAXT"),
    ],
)
def test_code_of_deal_617_in_other_games(args, code):
    done = freecell_here("code", "617", *args)
    assert (done.returncode, done.stdout, done.stderr) == (0, code + "\n", "")


def test_the_installed_command_gives_the_code_of_a_deal_in_another_game():
    done = freecell("code", "617", "--columns", "10", "--cells", "6", "--fill", "kings")
    assert (done.returncode, done.stdout, done.stderr) == (0, "CU1-C6K10R0BAFKMSDR-AAAAAXT\n", "")


def test_code_explains_a_custom_code():
    done = freecell("code", "CU1-C6K10R0BAFKMSDR-AAAAXVT")
    assert done.returncode == 0, done.stderr
    assert done.stdout == (
        "CU1-C6K10R0BAFKMSDR-AAAAXVT: Custom game: 10 columns (6-6-5-5-5-5-5-5-5-5), "
        "6 free cells, build down in alternate colours, empty columns take kings only, "
        "moves of several cards through free cells; deal 16113\n"
    )


def test_code_explains_a_preset_code():
    done = freecell_here("code", "EO1-C8-AAAAXVT")
    assert done.stdout == "EO1-C8-AAAAXVT: Eight Off, 8 free cells, deal 16113\n"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["deal", "1", "--reserve", "5"], "5 cards cannot be dealt to 4 free cells"),
        (["deal", "1", "--layout", "7,7,7,7,6,6,6"], "not 52"),
        (["deal", "1", "--columns", "15"], "columns must be 4 to 14"),
        (["deal", "1", "--cells", "5"], "0 to 4 free cells"),
        (["deal", "1", "--game", "custom", "--cells", "12"], "cells must be 0 to 11"),
        (["code", "1", "--game", "eight-off", "--cells", "4"], "Eight Off is played with 8"),
        (["deal", "EO1-C8-AAAAAAB", "--build", "alternate"], "has build suit, not alternate"),
        (["deal", "1", "--game", "klondike"], "invalid choice"),
        (["deal", "1", "--layout", "7;7"], "is not a layout"),
        (["code", "CU1-C3K8R4BAFAMSDR-AAAAAKH"], "4 cards cannot be dealt to 3 free cells"),
        (["deal", "1", "--game", "forecell", "--variant", "freecell"], "disagree"),
        (["deal", "1", "--decks", "4"], "decks must be 1 to 3, not 4"),
        (["deal", "1", "--decks", "2", "--layout", "7,7,7,7,6,6,6,6"], "not 104"),
        (["deal", "1", "--suit-cells"], "cards move one at a time or any run at once"),
        (["deal", "1", "--suit-cells", "--cells", "3", "--sequence", "one"], "not 3"),
        (["deal", "1", "--deal-order", "suits", "--reserve", "2"], "needs 4 columns or more"),
        (["deal", "1", "--base", "sideways"], "invalid choice"),
        (["deal", "1", "--foundations", "rank"], "foundations by rank need one deck"),
        (["deal", "1", "--build", "none"], "columns that take no card come only with"),
        (["deal", "1", "--foundations", "colours", "--decks", "2"],
         "foundations in alternate colours need one deck"),
    ],
)
def test_impossible_combinations_are_refused_with_one_line(args, words):
    refused_in_one_line(freecell_here(*args), words)


@pytest.mark.parametrize(("args", "words"), [
    (["deal", "1", "--columns", "15"], "columns must be 4 to 14"),
    (["code", "1", "--game", "eight-off", "--cells", "4"], "Eight Off is played with 8"),
])
def test_the_installed_command_refuses_an_impossible_combination_with_one_line(args, words):
    refused_in_one_line(freecell(*args), words)


def refused_in_one_line(done: subprocess.CompletedProcess[str], words: str) -> None:
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert words in done.stderr


def test_a_game_of_two_decks_is_dealt_played_and_explained():
    done = freecell_here("deal", "1", "--cells", "6", "--columns", "10", "--decks", "2")
    assert done.returncode == 0, done.stderr
    rules = Rules(Preset.CUSTOM, 6, columns=10, decks=2)
    assert done.stdout == Game.new(1, rules).start.to_text()
    assert done.stdout.splitlines()[0].count("-") == 8
    code = str(GameCode.for_rules(rules, 1))
    explained = freecell_here("code", code)
    assert explained.stdout.startswith(f"{code}: Custom game: 2 decks, 10 columns"), explained
    game = Game.new(1, rules, automove=False)
    move = str(game.legal_moves()[0])
    game.play(move)
    played = freecell_here("play", code, "--moves", move)
    assert played.returncode in (0, 1), played.stderr
    assert played.stdout.startswith(game.position.to_text(colon=True))


def test_play_a_custom_game_by_its_letters():
    code = "CU1-C8K13R0BAFAMSDR-AAAAAAD"
    done = freecell("play", code, "--moves", "ki t1")
    game = Game.from_code(code)
    game.play("ki")
    assert done.returncode in (0, 1)
    assert done.stdout.splitlines()[1].split()[-1] == str(game.position.cells[7])


def test_play_a_board_of_another_size():
    rules = Rules.preset("seahaven-towers")
    board = Game.new(1, rules).start.to_text()
    done = freecell_here("play", "--board", "-", "--game", "seahaven-towers", "--moves", "1c",
                         stdin=board)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1] == "Freecells: 2H 6H 6D -"


def test_solve_a_preset_deal():
    done = freecell("solve", "1", "--game", "bakers-game", "--timeout", "30")
    assert done.returncode == 0, done.stderr
    first = done.stdout.splitlines()[0]
    assert first.startswith(("solved", "unsolvable", "unknown"))
    if first.startswith("solved"):
        moves = " ".join(done.stdout.splitlines()[1:]).split()
        game = Game.from_code(GameCode.for_rules(Rules.preset("bakers-game"), 1))
        for move in moves:
            game.play(move, automove=False)
        assert game.is_won


FC_SOLVE = shutil.which("fc-solve")


@pytest.mark.skipif(FC_SOLVE is None, reason="fc-solve is needed")
def test_fc_solve_solution_of_seahaven_towers_replays_to_a_win(tmp_path):
    """fc-solve reads our 10-column board and its solution (column 10 written ``10``) wins."""
    board = tmp_path / "board.txt"
    board.write_text(freecell_here("deal", "1", "--game", "seahaven-towers").stdout)
    solved = subprocess.run(
        [FC_SOLVE, "--freecells-num", "4", "--stacks-num", "10", "--sequences-are-built-by",
         "suit", "--empty-stacks-filled-by", "kings", "-snx", "-m", str(board)],
        capture_output=True, text=True, check=False, timeout=120,
    )
    assert "This game is solveable." in solved.stdout
    done = freecell("play", "1", "--game", "seahaven-towers", "--moves", "-",
                    stdin=solved.stdout)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "won"


@pytest.mark.parametrize(("arguments", "reason"), [
    (["--game", "eight-off", "--cells", "3", "--deal", "5"], "Eight Off is played with 8"),
    (["--game", "freecell", "--cells", "9"], "cells"),
])
def test_freecell_qt_refuses_a_game_it_cannot_deal_before_any_window(arguments, reason):
    """The installed ``freecell-qt`` refuses Eight Off's cells; its ``main`` here the rest."""
    from tests.cli.in_process import freecell_qt_refusal_here
    from tests.cli.test_hostile_input import FREECELL_QT, assert_one_line, run

    installed = arguments[1] == "eight-off"
    done = run(FREECELL_QT, *arguments) if installed else freecell_qt_refusal_here(*arguments)
    line = assert_one_line(*done, program="freecell-qt")
    assert reason in line


def test_penguin_is_dealt_with_its_base_and_its_board_is_solved_back():
    done = freecell_here("deal", "3", "--game", "penguin")
    assert done.returncode == 0, done.stderr
    start = Game.new(3, Rules.preset("penguin")).start
    assert done.stdout == start.to_text()
    assert done.stdout.splitlines()[:2] == ["Base: K", "Foundations: H-K C-0 D-K S-K"]
    solved = freecell("solve", "--board", "-", "--game", "penguin", stdin=done.stdout)
    assert solved.returncode == 0, solved.stderr
    assert solved.stdout.startswith("solved in ")
    game = Game(Rules.preset("penguin"), start, automove=False)
    for move in " ".join(solved.stdout.splitlines()[1:]).split():
        game.play(move)
    assert game.is_won


def test_four_colours_refuses_a_card_in_another_suit_s_cell_and_takes_it_in_its_own():
    refused = freecell("play", "5", "--game", "four-colours", "--moves", "1b")
    assert refused.returncode == 1  # an illegal move, as in every game
    assert refused.stderr.strip().endswith("cell b holds only diamonds, not the 7 of clubs")
    played = freecell_here("play", "5", "--game", "four-colours", "--moves", "1a")
    assert played.returncode == 0, played.stderr
    rules, _, cells = played.stdout.splitlines()[:3]  # cells by suit: the game is named
    assert rules.startswith("Rules: ") and cells == "Freecells: 7C - - -"


def test_a_custom_game_of_suits_cells_and_a_deal_by_suits_has_its_code():
    done = freecell_here("code", "5", "--deal-order", "suits", "--columns", "8", "--suit-cells",
                         "--sequence", "one", "--base", "ace")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "CU1-C4K8R0BAFAMODSX-AAAAAAF"


def test_custom_foundations_make_stalactites_and_clink_and_a_custom_game_of_their_own():
    stalactites = freecell_here("code", "1", "--cells", "2", "--build", "none", "--fill", "none",
                                "--sequence", "one", "--foundations", "rank")
    assert stalactites.returncode == 0, stalactites.stderr
    assert stalactites.stdout.startswith("SL1-C2-")
    clink = freecell_here("code", "1", "--cells", "2", "--reserve", "2", "--sequence",
                          "unlimited", "--foundations", "colours")
    assert clink.stdout.startswith("CK1-C2-")
    own = freecell_here("deal", "1", "--cells", "4", "--foundations", "colours")
    assert own.returncode == 0, own.stderr
    rules = Rules(Preset.CUSTOM, 4, foundation=FoundationBuild.COLOURS)
    assert own.stdout == Game.new(1, rules).start.to_text()
    assert own.stdout.startswith("Foundations: AC AH\n")
    solved = freecell("solve", str(GameCode.for_rules(rules, 1)))
    assert solved.returncode == 0, solved.stderr
    assert solved.stdout.startswith("solved in ")
