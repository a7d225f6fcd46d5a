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
