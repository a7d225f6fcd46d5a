"""Footling through the installed ``freecell`` command, as a shell runs it: its deal
is FreeCell's with one empty foundation, a card the foundation does not take yet is
refused with one line, and an ace goes up."""

from __future__ import annotations

from freecell_qt.engine import Game, Rules
from tests.cli.test_games_cli import freecell


def test_the_deal_has_one_foundation_and_a_card_up_too_soon_is_refused_with_one_line():
    done = freecell("deal", "1", "--game", "footling")
    assert done.returncode == 0, done.stderr
    expected = Game.new(1, Rules.preset("freecell")).start.to_text()
    assert done.stdout.splitlines()[0] == "Foundations: -"
    assert done.stdout.splitlines()[1:] == expected.splitlines()[1:]
    refused = freecell("play", "1", "--game", "footling", "--moves", "1h")
    assert refused.returncode != 0
    assert refused.stderr.strip().splitlines() == [
        "freecell: move 1 (1h) is illegal: the 6 of spades cannot go up: the foundation "
        "takes rank ace next"]
    assert "Traceback" not in refused.stderr
    # Deal 1: the 8 of clubs, the jack of hearts and the 4 of diamonds to the cells
    # leave the ace of hearts at the foot of column 7.
    played = freecell("play", "1", "--game", "footling", "--moves", "7a 7b 7c 7h")
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[0] == "Foundations: AH"
