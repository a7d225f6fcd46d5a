"""The window's side of never losing a game: the first game, game files, a second start.

The main window only wires its menu entries and signals here. At start the
game in progress comes back from the autosave unless the command line asked
for a deal. Opening a file reads and checks all of it before the controller
hears of it, so a bad file costs the player a message box and nothing else:
the game on the table stays as it was.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from freecell_qt.controller import GameController
from freecell_qt.engine import FreeCellError, Game, GameCode, Position, Preset, Rules
from freecell_qt.services.autosave import Autosave
from freecell_qt.storage.file_words import reason
from freecell_qt.storage.game_files import (
    SUFFIX,
    GameFileError,
    open_game_file,
    save_game_file,
    with_suffix,
)
from freecell_qt.storage.paths import is_special_file
from freecell_qt.words.engine_words import SENTENCE_ENDS

if TYPE_CHECKING:
    from PySide6.QtCore import QByteArray

    from freecell_qt.solving.advisor import Advisor
    from freecell_qt.solving.gate import SearchGate
    from freecell_qt.sound import SoundEffects
    from freecell_qt.storage.preferences import Preferences
    from freecell_qt.windows.lesson_ui import LessonUi
    from freecell_qt.windows.rating_ui import RatingUi
    from freecell_qt.windows.statistics_ui import StatisticsUi

#: What ends a reason that a message goes on after (see ``engine_words``).
_STOPS = "".join(SENTENCE_ENDS)


# Each call names its context and text literally, which is what Qt Linguist's
# lupdate looks for: it cannot see the text through a helper function.
translate = QCoreApplication.translate


class SessionWindow(Protocol):
    """What the first game and the close of the app use of the main window.

    The window owns this module's work but is not imported here (it imports
    this module): it is described instead, and ``MainWindow`` fits as it is.
    ``window()`` is Qt's own (``QWidget.window``): the top-level widget, which
    for the main window is itself, and parents the timers and questions here.
    """

    @property
    def prefs(self) -> Preferences: ...

    @property
    def controller(self) -> GameController: ...

    @property
    def autosave(self) -> Autosave | None: ...

    @property
    def statistics_ui(self) -> StatisticsUi: ...

    @property
    def rating_ui(self) -> RatingUi: ...

    @property
    def lesson_ui(self) -> LessonUi: ...

    @property
    def advisor(self) -> Advisor: ...

    @property
    def search_gate(self) -> SearchGate: ...

    @property
    def sound(self) -> SoundEffects: ...

    def window(self) -> QWidget: ...

    def use_autosave(self, autosave: Autosave) -> None: ...

    def start(self, code: GameCode | None = None, rules: Rules | None = None) -> None: ...

    def answer_second_start(self, code: GameCode | None,
                            board: tuple[Rules, Position] | None = None) -> None: ...

    def show_notice(self, text: str) -> None: ...

    def saveGeometry(self) -> QByteArray: ...


def file_filter() -> str:
    return translate("Session", "FreeCell games (*.freecell)")


def game_folder(prefs: Preferences) -> Path:
    """Where Open and Save As start: the folder of the last game saved or opened, else
    the player's documents, else home.

    Always a folder that exists: given one that does not, the dialog starts
    in the working folder, or in its parent with the missing name typed in.
    """
    remembered = prefs.game_folder()
    if remembered is not None:
        return remembered
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    if documents.is_absolute() and documents.is_dir():
        return documents
    return Path.home()


def start_first_game(
    window: SessionWindow,
    autosave: Autosave,
    code: GameCode | None = None,
    preset: Preset | None = None,
    cells: int | None = None,
    board: tuple[Rules, Position] | None = None,
) -> None:
    """The game to start with (``_start_first_game``), then, on a new player's very
    first start, the offer of the first lesson beside it.

    Not when the command line named a game, a deal or a board: that player
    knows what they came to play.
    """
    _start_first_game(window, autosave, code, preset, cells, board)
    if code is None and preset is None and cells is None and board is None:
        window.lesson_ui.offer_first_time()


def _start_first_game(
    window: SessionWindow,
    autosave: Autosave,
    code: GameCode | None,
    preset: Preset | None,
    cells: int | None,
    board: tuple[Rules, Position] | None,
) -> None:
    """Resume the game in progress, or deal the one asked for (or a random one).

    A board from the command line (``--board``) wins over everything: it is
    the position the player asked to play.

    A deal or code on the command line wins over the saved game, but not
    silently: a saved game that would count as lost comes back first, and the
    player is asked, as the running window asks before New Game
    (``_resumed_to_ask``). A game or a cell count keeps a saved game of that
    kind (see ``Autosave.resume``), and asks the same before it gives up a
    saved game of another kind.
    A random deal under "Winnable deals only" (or a chosen difficulty) is
    dealt at once, then replaced by one the solver proved, as New Game does.
    The app calls this before it shows the window, so that the first thing on
    screen is the game to play; a notice about the saved game therefore waits
    for the event loop, by when the window it belongs to is up.
    """
    from PySide6.QtCore import QTimer

    window.use_autosave(autosave)
    resume = window.prefs.resume
    asked_for = code is not None or board is not None
    if asked_for and resume and _resumed_to_ask(
            window, autosave, lambda: window.answer_second_start(code, board)):
        return
    if board is not None:
        play_board(window.controller, board)
        return
    if code is None and resume:
        outcome = autosave.resume(preset, cells)
        if outcome.message:
            message = outcome.message
            QTimer.singleShot(0, window.window(), lambda: window.show_notice(message))
        if outcome.resumed:
            return
        # A saved game of another kind than --game or --cells asked for.
        kind_asked = preset is not None or cells is not None
        if kind_asked and _resumed_to_ask(
                window, autosave, lambda: _deal_if_given_up(window, preset, cells)):
            return
    if code is not None:
        window.start(code)
        return
    _deal_random(window, preset, cells)


def _deal_random(window: SessionWindow, preset: Preset | None, cells: int | None) -> None:
    rules = window.prefs.rules(preset, cells)
    window.start(None, rules)
    # Something to look at at once; where the player wants winnable deals (or
    # deals of one difficulty), that first deal gives way to a proven one.
    if window.prefs.wanted_difficulty is not None or window.prefs.winnable_only(rules):
        window.rating_ui.deal_random(rules)


def _deal_if_given_up(window: SessionWindow, preset: Preset | None, cells: int | None) -> None:
    """Deal the game ``--game`` or ``--cells`` asked for, once the player gives the
    resumed game up (unless a later start's question is already open)."""
    from freecell_qt.windows import abandon_dialog

    if abandon_dialog.open_question(window.window()) is None and window.statistics_ui.may_abandon():
        _deal_random(window, preset, cells)


def _resumed_to_ask(window: SessionWindow, autosave: Autosave, ask: Callable[[], None]) -> bool:
    """Bring back the saved game when leaving it for what the command line asked needs asking.

    True when it is back on the table and ``ask`` is on its way: once the
    window is up, it asks as for a second start of the app (the same question,
    which a later start may take over), and plays the request only if the
    player gives the saved game up. A saved game that would not count as lost
    (won, none, or no move on the table) is not brought back: the request is
    simply played. With "Don't ask again" ticked, the saved game comes back
    too, so that leaving it records it as the running window would.
    """
    from PySide6.QtCore import QTimer

    outcome = autosave.resume()
    if outcome.message:
        message = outcome.message
        QTimer.singleShot(0, window.window(), lambda: window.show_notice(message))
    if not outcome.resumed:
        return False
    if not window.statistics_ui.recorder.would_count_as_loss() or not window.prefs.confirm_abandon:
        return False  # played at once; the recorder closes the saved game as it goes
    QTimer.singleShot(0, window.window(), ask)
    return True


def suggested_name(controller: GameController) -> str:
    code = controller.code
    return f"{code}{SUFFIX}" if code is not None else f"game{SUFFIX}"


def save_game_as(parent: QWidget, controller: GameController, path: str | None = None) -> bool:
    """Ask where (unless ``path`` is given) and write the game; ``True`` once written."""
    if path is None:
        start = game_folder(controller.prefs) / suggested_name(controller)
        path, _chosen = QFileDialog.getSaveFileName(
            parent, translate("Session", "Save Game As"), str(start), file_filter()
        )
        if not path:
            return False
        typed, path = path, with_suffix(path)
        # The dialog asked about replacing the name as typed; the name with
        # its suffix is another file, which it never asked about.
        if path != typed and Path(path).exists() and not replace_confirmed(parent, Path(path)):
            return False
    target = Path(path)
    # The game on the table (a replay's too), with who played it: a game Solve
    # played any part of stays Solve's when the file is opened again, and a
    # Daily Deal stays that date's.
    saved = controller.saved_game(on_table=True)
    if not save_game_file(target, saved):
        if is_special_file(target):
            # A device, a pipe or a folder under that name: replacing it
            # with a file could break the system (/dev/null), so it is kept.
            text = translate("Session", "{0} is not a regular file (it is a device, a pipe or "
                                        "a folder), so the game was not written there and it "
                                        "is unchanged.\n\nThe game in progress is still on "
                                        "the table; save it under another name.").format(target)
        else:
            text = translate("Session", "The game could not be written to {0}.\n\nCheck that "
                                        "the folder exists, is writable and has room, then try "
                                        "again.").format(target)
        QMessageBox.warning(parent, translate("Session", "Cannot Save Game"), text)
        return False
    controller.prefs.remember_game_folder(target.absolute().parent)
    return True


def replace_confirmed(parent: QWidget, target: Path) -> bool:
    """Ask before a save replaces a file the file dialog did not warn about."""
    answer = QMessageBox.question(
        parent,
        translate("Session", "Replace File?"),
        translate("Session", "{0} already exists.\n\nReplace it with this game?").format(
            target.name),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def open_game(
    parent: QWidget,
    controller: GameController,
    path: str | None = None,
    may_replace: Callable[[], bool] = lambda: True,
) -> bool:
    """Ask which file (unless ``path`` is given), check it, then play it; ``True`` if opened.

    ``may_replace`` asks whether the game in progress may go; it is asked only
    once the file is known to be good, so a bad file never costs a question.
    """
    if path is None:
        path, _chosen = QFileDialog.getOpenFileName(
            parent, translate("Session", "Open Game"), str(game_folder(controller.prefs)),
            file_filter()
        )
        if not path:
            return False
    source = Path(path)
    try:
        saved = open_game_file(source)
    except GameFileError as error:
        QMessageBox.warning(
            parent,
            translate("Session", "Cannot Open Game"),
            translate("Session", "{0} cannot be opened: {1}.\n\nThe game in progress is "
                                 "unchanged.").format(source.name, reason(error).rstrip(_STOPS)),
        )
        return False
    controller.prefs.remember_game_folder(source.absolute().parent)
    if not may_replace():
        return False
    controller.load_saved(saved)
    return True


def copy_position(controller: GameController) -> None:
    """The position on the table as fc-solve's board text, on the clipboard, after a
    ``Rules:`` line naming the game, so that Paste Position gives back this game
    (``pasted.position_text``)."""
    from freecell_qt.engine.pasted import position_text

    game = controller.game
    QGuiApplication.clipboard().setText(position_text(game.position, game.rules))


def paste_position(
    parent: QWidget,
    controller: GameController,
    may_replace: Callable[[], bool] = lambda: True,
) -> bool:
    """Play the position the clipboard holds as text; ``True`` if it was played.

    The rules are the first that hold it (``pasted.read_pasted``: the game in
    play first), with the player's options. A text that is no position is
    refused with its first problem, and the game in progress is kept; the
    question whether it may go is asked only once the text is known to be good.
    """
    from freecell_qt.engine.pasted import read_pasted
    from freecell_qt.words.board_words import board_reason

    text = QGuiApplication.clipboard().text()
    try:
        rules, position = read_pasted(text, controller.game.rules)
    except FreeCellError as error:
        QMessageBox.warning(
            parent,
            translate("Session", "Cannot Paste Position"),
            translate("Session", "The clipboard holds no position to play: {0}.\n\nThe game "
                                 "in progress is unchanged.").format(
                board_reason(error).rstrip(_STOPS)),
        )
        return False
    if not may_replace():
        return False
    play_board(controller, (rules, position))
    return True


def play_board(controller: GameController, board: tuple[Rules, Position]) -> None:
    """Play a position of the player's own (pasted, or from ``--board``) by its
    rules with the player's options, as a game of no deal number."""
    rules, position = board
    controller.set_game(Game(controller.prefs.rules(rules), position))


def bring_forward(window: QWidget) -> None:
    """Show ``window`` on top, un-minimized, because the player just started the app again."""
    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()


def close_down(window: SessionWindow) -> None:
    """Everything the window does as it closes, the save of the game in progress first.

    Each step stands on its own: one that fails (a statistics file gone bad,
    a solver process already dead) goes to ``sys.excepthook``, which in the
    app logs it to ``errors.log`` (see ``crash_report``), and the others still
    run, so nothing can cost the player the last move on a normal Quit.
    """
    steps: list[Callable[[], object]] = []
    if window.autosave is not None:
        steps.append(window.autosave.save_now)
    steps += [
        window.statistics_ui.recorder.flush,
        window.advisor.stop_demo,
        window.sound.shutdown,
        window.search_gate.close,
        window.advisor.shutdown,
        window.rating_ui.rater.service.shutdown,
        lambda: window.prefs.save_geometry(window.saveGeometry()),
        window.prefs.sync,
    ]
    for step in steps:
        try:
            step()
        except Exception:  # reported, not swallowed: see above
            sys.excepthook(*sys.exc_info())


def show_notice(parent: QWidget, text: str) -> QMessageBox:
    """A message the player should not miss, without holding up the start of the app."""
    box = QMessageBox(QMessageBox.Icon.Warning, translate("Session", "FreeCell Qt"), text,
                      QMessageBox.StandardButton.Ok, parent)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box
