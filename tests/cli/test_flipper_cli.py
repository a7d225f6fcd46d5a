"""``freecell`` with Flipper, run as the installed command (docs/rules.md, Cells
that cover columns; docs/codes.md, ``FP`` and ``J``)."""

from __future__ import annotations

import pytest

from freecell_qt.engine import Game, GameCode
from tests.cli.test_games_cli import freecell


@pytest.mark.parametrize(("args", "code"), [
    (["--game", "flipper"], "FP1-C7-AAAAAAF"),
    # Flipper's fields with one changed keep its cells covering their columns (J).
    (["--game", "flipper", "--build", "suit"], "CU1-C7K7R0BSFAMUDRJL8.7.7.8.7.7.8-AAAAAAF"),
])
def test_codes_name_the_cells_covering_their_columns(args: list[str], code: str) -> None:
    done = freecell("code", "5", *args)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == code
    rules = GameCode.parse(code).rules
    assert rules.cells_cover
    assert freecell("deal", code).stdout == Game.new(5, rules).start.to_text()


def test_more_cells_than_columns_are_refused_in_one_line() -> None:
    done = freecell("code", "5", "--game", "flipper", "--columns", "5")
    assert done.returncode != 0
    assert done.stderr.strip().splitlines() == [
        "freecell: where a free cell's card turns its column's top card face down, every "
        "free cell needs a column of its own: 7 free cells, 5 columns"]


def test_help_names_flipper() -> None:
    assert "flipper" in freecell("code", "--help").stdout
