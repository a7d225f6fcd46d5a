"""The status bar's rating never goes blank on a playable position: a deal
whose rating failed or settled nothing reads "Difficulty: not rated"."""

from __future__ import annotations

from freecell_qt.engine import GameCode, Rules
from tests.solving.test_service_failures import kill_workers, stopping_workers

WAIT_MS = 30_000


def test_a_rating_whose_workers_die_twice_says_not_rated(qtbot, window, prefs, monkeypatch,
                                                         request):
    # Worker 0 answers the verdict; the rater's two workers (1 and 2) stop
    # themselves at their start and are killed, so its question fails.
    stopping_workers(request, monkeypatch, lambda n: n in (1, 2))
    label = window.rating_ui.rating_label
    prefs.set("show_verdict", True)
    service = window.rating_ui.rater.service
    kill_workers(qtbot, service, 2)
    qtbot.waitUntil(lambda: label.text() != "Difficulty: rating...", timeout=WAIT_MS)
    assert label.text() == "Difficulty: not rated"
    assert label.isVisible()
    assert label.toolTip() == "The solver settled nothing within its budget"


def test_a_lost_deal_says_not_rated(qtbot, window, prefs):
    prefs.set("show_verdict", True)
    window.start(GameCode.for_rules(Rules(cells=1), 11982))
    label = window.rating_ui.rating_label
    qtbot.waitUntil(lambda: label.text() not in ("", "Difficulty: rating..."), timeout=60_000)
    assert label.text() == "Difficulty: not rated"
    assert label.toolTip() == "This deal cannot be won, so it has no level"
