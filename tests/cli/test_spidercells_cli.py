"""Spidercells through the installed ``freecell`` command, as a shell runs it: its
deal is FreeCell's, and a lone card sent up is refused with one line."""

from __future__ import annotations

from freecell_qt.engine import Game, Rules
from tests.cli.test_games_cli import freecell


def test_the_deal_is_freecell_s_and_a_lone_card_up_is_refused_with_one_line():
    done = freecell("deal", "1", "--game", "spidercells")
    assert done.returncode == 0, done.stderr
    assert done.stdout == Game.new(1, Rules.preset("freecell")).start.to_text()
    refused = freecell("play", "1", "--game", "spidercells", "--moves", "1h")
    assert refused.returncode != 0
    assert refused.stderr.strip().splitlines() == [
        "freecell: move 1 (1h) is illegal: in Spidercells only a whole run from king to ace "
        "in alternate colours goes up, 13 cards at once"]
    assert "Traceback" not in refused.stderr
