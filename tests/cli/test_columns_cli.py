"""``freecell`` with Tuxedo, Petal and the columns' wrap, run as the installed
command (docs/rules.md, Columns; docs/codes.md, ``E``, ``G``, ``H``); the codes of
their options go through the command's ``main`` in this process, and the
installed command gives one of them."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, GameCode, Rules
from tests.cli.in_process import freecell_here
from tests.cli.test_games_cli import freecell


@pytest.mark.parametrize(("args", "code"), [
    (["--game", "tuxedo"], "TX1-C7-AAAAAAF"),
    (["--game", "petal"], "PT1-C4-AAAAAAF"),
    # Tuxedo's fields with one changed keep its columns going round (G) ...
    (["--game", "tuxedo", "--fill", "kings"], "CU1-C7K7R0BSFKMUDRGL8.7.7.8.7.7.8-AAAAAAF"),
    # ... or not, when asked; and Petal is FreeCell's fields with its base.
    (["--game", "tuxedo", "--no-wrap-columns"], "CU1-C7K7R0BSFAMUDRL8.7.7.8.7.7.8-AAAAAAF"),
    (["--base", "all-up", "--reserve", "4"], "PT1-C4-AAAAAAF"),
    (["--base", "dealt", "--no-wrap-columns", "--columns", "7", "--cells", "7",
      "--build", "suit"], "CU1-C7K7R0BSFAMSDRWH-AAAAAAF"),
])
def test_codes_name_the_columns_and_the_base(args: list[str], code: str) -> None:
    done = freecell_here("code", "5", *args)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == code
    rules = GameCode.parse(code).rules
    assert freecell_here("deal", code).stdout == Game.new(5, rules).start.to_text()


def test_the_installed_command_names_tuxedo_s_columns_in_its_code() -> None:
    code = "CU1-C7K7R0BSFKMUDRGL8.7.7.8.7.7.8-AAAAAAF"
    done = freecell("code", "5", "--game", "tuxedo", "--fill", "kings")
    assert (done.returncode, done.stdout.strip()) == (0, code), done.stderr
    assert freecell("deal", code).stdout == Game.new(5, GameCode.parse(code).rules).start.to_text()


def test_petal_s_board_names_its_base_and_its_four_base_cards_up() -> None:
    done = freecell("deal", "1", "--game", "petal")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[:3] == ["Base: J", "Foundations: H-J C-J D-J S-J", "Freecells: 6S 9C 2H 6H"]
    assert done.stdout == Game.new(1, Rules.preset("petal")).start.to_text()
