"""``freecell-qt --deal N`` over the game the last session left with moves: asked first.

The running window asks before a new deal gives up a game in play (it counts as
lost); a start from the command line asks the same, once the saved game is back
on the table, instead of recording it as lost without a word. A saved game with
no move on the table (every move undone) gives nothing up: the deal asked for
comes at once, and nothing is recorded.

Each test runs the installed ``freecell-qt`` (offscreen) on a home of its own,
with a saved game and a statistics file written by the app's own storage, and
reads the statistics file once the app has quit. A short wrapper script answers
the question, as the player would, and quits the app as Game > Quit does.
"""

from __future__ import annotations

import json
import sys

from freecell_qt.engine import Game, Move, Preset, Rules
from freecell_qt.storage.game_files import SavedGame, to_json
from freecell_qt.storage.statistics import FILE_NAME, Result, Statistics
from tests.gui.test_startup import EXIT_TIMEOUT_S, Player, code_of

#: Runs the app unchanged. Once its table is first painted (the question, when
#: there is one, is open by then), it notes whether the Abandon question was
#: asked and over which game, answers it as ``argv[2]`` says, then quits.
ANSWER = r"""
import json, sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication
from freecell_qt.windows.abandon_dialog import AbandonQuestion
from freecell_qt.windows.main_window import MainWindow

note = Path(sys.argv[1])
answer = sys.argv[2]
seen = {}

def finish(window):
    seen["code"] = str(window.controller.code)
    seen["moves"] = window.controller.game.move_count
    note.write_text(json.dumps(seen))
    window.close()
    QApplication.quit()

def decide(window):
    questions = [q for q in window.findChildren(AbandonQuestion) if q.isVisible()]
    seen["asked"] = bool(questions)
    seen["under_question"] = str(window.controller.code)
    if questions:
        button = questions[0].abandon_button if answer == "abandon" else questions[0].keep_button
        button.click()
    QTimer.singleShot(0, lambda: finish(window))

class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Show and isinstance(watched, MainWindow) and not seen:
            seen["shown"] = True
            watched.view.firstPainted.connect(lambda: QTimer.singleShot(0, lambda: decide(watched)))
        return False

app = QApplication(sys.argv[:1])
watch = Watch()
app.installEventFilter(watch)
from freecell_qt.app.start import main
sys.exit(main(sys.argv[3:]))
"""


def leave_saved_game(player: Player, *moves: str, undone: int = 0) -> None:
    """What a session that played deal 617 and quit leaves: its autosave and its open row."""
    game = Game.new(617, Rules())
    for move in moves:
        assert game.play(Move.parse(move))
    for _ in range(undone):
        game.undo()
    player.data.mkdir(parents=True, exist_ok=True)
    player.autosave.write_text(to_json(SavedGame(game, 30.0, 0)))
    statistics = Statistics(player.data / FILE_NAME)
    assert statistics.start_game(game) is not None
    statistics.close()


def start_and_answer(player: Player, answer: str, *args: str) -> dict[str, object]:
    note = player.root / "answered.json"
    process = player.start(str(note), answer, *args, command=[sys.executable, "-c", ANSWER])
    status = process.wait(timeout=EXIT_TIMEOUT_S)
    assert status == 0 and note.exists(), player.stderr(process)
    assert "Traceback" not in player.stderr(process)
    return dict(json.loads(note.read_text()))


def rows(player: Player) -> list[tuple[str | None, Result, int]]:
    statistics = Statistics(player.data / FILE_NAME)
    try:
        return [(record.code, record.result, record.moves)
                for record in statistics.recent(Preset.FREECELL, 4)]
    finally:
        statistics.close()


def test_keeping_the_saved_game_records_no_loss(player):
    leave_saved_game(player, "1a", "2b")
    seen = start_and_answer(player, "keep", "--deal", "618")
    assert seen["asked"] is True and seen["under_question"] == code_of(617)
    assert (seen["code"], seen["moves"]) == (code_of(617), 2)
    assert rows(player) == [(code_of(617), Result.IN_PROGRESS, 2)]


def test_abandoning_the_saved_game_records_it_as_lost_and_deals_the_one_asked_for(player):
    leave_saved_game(player, "1a", "2b")
    seen = start_and_answer(player, "abandon", "--deal", "618")
    assert seen["asked"] is True
    assert (seen["code"], seen["moves"]) == (code_of(618), 0)
    assert rows(player) == [(code_of(617), Result.LOST, 2)]


def test_a_saved_game_with_every_move_undone_goes_without_a_question_or_a_row(player):
    leave_saved_game(player, "1a", "2b", undone=2)
    seen = start_and_answer(player, "keep", "--deal", "618")
    assert seen["asked"] is False
    assert (seen["code"], seen["moves"]) == (code_of(618), 0)
    assert rows(player) == []


def test_another_game_asked_for_asks_before_giving_up_the_saved_game(player):
    leave_saved_game(player, "1a", "2b")
    seen = start_and_answer(player, "keep", "--game", "eight-off")
    assert seen["asked"] is True and seen["under_question"] == code_of(617)
    assert (seen["code"], seen["moves"]) == (code_of(617), 2)
    assert rows(player) == [(code_of(617), Result.IN_PROGRESS, 2)]


def test_another_game_asked_for_is_dealt_once_the_saved_game_is_given_up(player):
    leave_saved_game(player, "1a", "2b")
    seen = start_and_answer(player, "abandon", "--game", "eight-off")
    assert seen["asked"] is True
    assert str(seen["code"]).startswith("EO") and seen["moves"] == 0
    assert rows(player) == [(code_of(617), Result.LOST, 2)]
