"""``freecell`` with the games where each king starts a column, run as the
installed command: a deal's layout, its code, and a custom deal by kings
refused with one line when its columns cannot hold one king each."""

from __future__ import annotations

from freecell_qt.engine import Game, GameCode, Rules
from tests.cli.test_games_cli import freecell


def test_cats_tail_deal_3_prints_its_layout_with_the_last_column_empty():
    done = freecell("deal", "3", "--game", "cats-tail")
    assert done.returncode == 0, done.stderr
    assert done.stdout == Game.new(3, Rules.preset("cats-tail")).start.to_text()
    assert Game.new(3, Rules.preset("cats-tail")).start.columns[8] == ()


def test_the_code_of_a_kings_deal_gives_the_same_game_back():
    done = freecell("code", "617", "--game", "retinue")
    assert done.returncode == 0, done.stderr
    code = done.stdout.strip()
    assert code.startswith("RE1-C8-")
    assert GameCode.parse(code) == GameCode.for_rules(Rules.preset("retinue"), 617)


def test_a_custom_deal_by_kings_with_ten_columns_is_refused_in_one_line():
    done = freecell("code", "1", "--game", "custom", "--deal-order", "kings", "--decks", "2",
                    "--columns", "10")
    assert done.returncode == 2
    assert done.stderr == (
        "freecell: when a king starts each column, 2 decks need 8 or 9 columns, not 10\n")
