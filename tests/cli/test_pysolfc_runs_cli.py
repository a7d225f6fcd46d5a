"""The installed ``freecell`` command wins Opus deal 1 and Four Colours deal 1,
which the one-card and F + 1 rules lost and PySolFC's any-run rule wins, and
plays a whole run in one move there (docs/rules.md, Presets)."""

from __future__ import annotations

import pytest

from tests.cli.test_games_cli import freecell


@pytest.mark.parametrize("game", ["opus", "four-colours"])
def test_solve_wins_deal_1(game: str) -> None:
    done = freecell("solve", "1", "--game", game)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("solved in "), done.stdout
    moves = " ".join(done.stdout.splitlines()[1:])
    played = freecell("play", "1", "--game", game, "--moves", moves)
    assert played.returncode == 0, played.stderr
    assert played.stdout.splitlines()[-1] == "won"


def test_the_old_rule_is_a_custom_game_that_solve_and_play_accept() -> None:
    """Rule options given with ``--game`` start from that game's row
    (docs/rules.md, Presets): Opus with runs through the free cells, as it was
    played here before, is a custom game, solved as one, not refused as a code
    that is not Opus."""
    old = freecell("solve", "1", "--game", "opus", "--sequence", "supermove")
    assert old.returncode == 0, old.stderr
    assert old.stdout.strip() == "unsolvable"
    played = freecell("play", "5", "--game", "four-colours", "--sequence", "one",
                      "--moves", "1a")
    assert played.returncode == 0, played.stderr
    rules, _, cells = played.stdout.splitlines()[:3]  # cells by suit: the game is named
    assert rules.startswith("Rules: ") and cells == "Freecells: 7C - - -"
    relaxed = freecell("solve", "617", "--game", "seahaven-towers", "--sequence", "unlimited")
    assert relaxed.returncode == 0, relaxed.stderr
