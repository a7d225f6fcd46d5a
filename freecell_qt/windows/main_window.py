"""The main window: table, menus, toolbar and status bar.

Every action has a menu entry with a standard shortcut; the window only wires
actions to the controller and reflects its state, it decides no rule itself.
The dialogs are imported where they open: none of them is on the first frame,
and each import costs the start time a player waits through.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QStyle,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from freecell_qt import __version__
from freecell_qt.app import i18n
from freecell_qt.controller import Change, GameController
from freecell_qt.engine import GameCode, Position, Rules
from freecell_qt.engine.daily import daily_code
from freecell_qt.services.autosave import Autosave
from freecell_qt.solving.advisor import Advisor
from freecell_qt.solving.gate import Priority, SearchGate, take_turns
from freecell_qt.sound import SoundEffects
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.decks import OURS, DeckError, find_decks, load_deck
from freecell_qt.table.felt import felt_for
from freecell_qt.table.layout import MAX_WIDTH
from freecell_qt.table.scene import TableScene
from freecell_qt.table.view import FINGER_PX, TableView
from freecell_qt.windows import abandon_dialog, session
from freecell_qt.windows.announcer import Announcer
from freecell_qt.windows.assist import AssistUi
from freecell_qt.windows.colour_scheme import scheme
from freecell_qt.windows.contrast import contrast
from freecell_qt.windows.daily_challenges_ui import DailyChallengesUi
from freecell_qt.windows.fewest_cells_ui import FewestCellsUi
from freecell_qt.windows.keys_back import KeysBackToTable
from freecell_qt.windows.lesson_ui import LessonUi
from freecell_qt.windows.message_bar import MessageBar
from freecell_qt.windows.par_label import ParLabel
from freecell_qt.windows.rating_ui import RatingUi
from freecell_qt.windows.solution_ui import SolutionUi
from freecell_qt.windows.statistics_ui import StatisticsUi
from freecell_qt.windows.window_size import fit_to_screen, size_first_window
from freecell_qt.words import rules_words
from freecell_qt.words.wording import Wording, Words

if TYPE_CHECKING:
    from freecell_qt.windows.history_dialog import HistoryDialog
    from freecell_qt.windows.setup_dialog import SetupDialog

MESSAGE_MS = 6000
#: When the solver processes start for a window that is never painted (a test's).
RELEASE_UNSHOWN_MS = 3000


def format_time(seconds: float) -> str:
    minutes, secs = divmod(int(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def full_screen_keys() -> list[QKeySequence]:
    """F11 first, then the platform's own key where it has another (Ctrl+Meta+F on macOS).

    Qt's standard full-screen key is empty outside GNOME, XFCE, Windows and
    macOS (KDE, a bare X server), where F11 would then do nothing; F11 is what
    players press on every desktop.
    """
    keys = [QKeySequence(Qt.Key.Key_F11)]
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen):
        if not key.isEmpty() and key not in keys:
            keys.append(key)
    return keys


class MainWindow(QMainWindow):
    """The game's window."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prefs = controller.prefs
        # Light or dark, as the player chose; the table and dialogs follow it,
        # whenever the desktop's theme arrives.
        scheme().follow(self.prefs)
        scheme().watch(self)
        # Corner letters follow the language the window speaks (R, D, V in French).
        self.painter = CardPainter(four_colour=self.prefs.four_colour,
                                   rank_labels=i18n.rank_labels(),
                                   large_index=self.prefs.large_index,
                                   back=self.prefs.card_back)
        self._use_deck()
        self.scene = TableScene(controller, self.painter)
        self._cap_cards()
        contrast().follow(self.prefs)
        self._lay_felt()
        scheme().changed.connect(self._lay_felt)
        contrast().changed.connect(self._lay_felt)
        self.view = TableView(self.scene, self)
        # The table keeps its order in every language: columns are numbered,
        # and the move keys go, from left to right (docs/translations.md).
        self.view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        # The table, and over it the lesson's bar while a lesson is on.
        table_area = QWidget(self)
        self._table_layout = QVBoxLayout(table_area)
        self._table_layout.setContentsMargins(0, 0, 0, 0)
        self._table_layout.setSpacing(0)
        self._table_layout.addWidget(self.view, 1)
        self.setCentralWidget(table_area)
        # Whatever dialog closes, the move keys reach the table again.
        self.keys_back = KeysBackToTable(self, self.view,
                                         lambda: self.scene.keys.set_listening(True))
        self.message_bar = MessageBar(self)
        self.setStatusBar(self.message_bar)
        self.history: HistoryDialog | None = None
        self._pending_end: str | None = None
        #: The last message shown while a replay was on the table: it speaks of
        #: the replay ("press Continue from Here"), so it goes with it.
        self._replay_message = ""
        self.autosave: Autosave | None = None

        self.wording = Wording(self)
        self.wording.add(self._letter_cards)
        self.advisor = Advisor(controller, parent=self)
        self.assist = AssistUi(self, self.advisor, self.scene, self.show_message)
        self.rating_ui = RatingUi(self, controller, self.advisor, self.show_message)
        # The deal's par, taken with a win (``GameController.win``).
        controller.par_of = lambda: self.rating_ui.par.par
        # The search of a verdict left unknown waits for the rating and the par.
        self.advisor.settler.waits = lambda: self.rating_ui.rater.service.busy
        #: One search at a time among the window's workers, the player's first.
        self.search_gate = SearchGate()
        self._share_solvers()
        # Records every game (and holds the replay bar) from the first deal on.
        self.statistics_ui = StatisticsUi(self, controller, start=self.start,
                                          search_gate=self.search_gate,
                                          show_message=self.show_message, table=self.view)
        self.daily_challenges_ui = DailyChallengesUi(
            self, controller, self.statistics_ui.statistics,
            may_abandon=self.statistics_ui.may_abandon, show_message=self.show_message)
        self.fewest_cells_ui = FewestCellsUi(self, controller, self.rating_ui,
                                             self.statistics_ui.statistics, self.show_message,
                                             self.statistics_ui.may_abandon)
        self.sound = SoundEffects(controller, self.scene, self.show_message, self)
        # The solver's way to step through ("Show the Solution"), under the table;
        # it speaks through the table's speech as that stands when it speaks.
        self.solution_ui = SolutionUi(self, controller, self.advisor, self.scene,
                                      lambda text: self.view.speech.announce(text), self.view)
        self.lesson_ui = LessonUi(self, controller, self.scene, self.statistics_ui.statistics,
                                  self.assist.hint_action,
                                  announce=lambda text: self.view.speech.announce(text),
                                  show_message=self.show_message, new_game=self.new_game,
                                  table=self.view)
        self._table_layout.insertWidget(0, self.lesson_ui.bar)
        self._hold_solvers()
        self._make_actions()
        self._make_menus()
        self._make_toolbar()
        self._make_status_bar()

        controller.changed.connect(self._on_change)
        controller.replay_changed.connect(self._replay_changed)
        controller.message.connect(self.show_message)
        self.scene.message.connect(self.show_message)
        controller.won.connect(lambda: self._end_after_animation("won"))
        controller.stuck.connect(lambda: self._end_after_animation("stuck"))
        self.scene.animator.idle.connect(self._end_when_idle)
        self.view.finishRequested.connect(controller.finish)
        self.prefs.changed.connect(self._preference_changed)
        self.prefs.trouble.connect(self.show_message)
        # Last: it speaks of each change once the window has shown it.
        self.announcer = Announcer(self, controller, self.view.speech, self.scene.message,
                                   self.advisor, lambda: self.rating_ui.searching)
        for toolbar in self.findChildren(QToolBar):
            # The overflow button Qt adds to a toolbar has no name of its own.
            overflow = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
            if overflow is not None:
                self.wording.text(overflow.setAccessibleName, lambda: self.tr("More buttons"))
        # The status bar's words come from the game's state, worded anew.
        self.wording.add(self._refresh)

        self._clock = QTimer(self)
        self._clock.timeout.connect(self._update_time)
        self._clock.start(1000)
        geometry = self.prefs.geometry()
        if geometry is None or not self.restoreGeometry(geometry):
            size_first_window(self)  # a share of the screen it opens on
        else:
            fit_to_screen(self)  # remembered on a larger screen, perhaps
        self.view.setFocus()
        self._refresh()

    # -- construction ----------------------------------------------------
    def _share_solvers(self) -> None:
        """Put the window's solver services under one gate (``solving.gate``): with a
        three-deck game on the table, two searches at once would take the app
        past 200 MB. The verdict, hints and Solve go first; the rating and the
        par, then the search behind play, give way to them."""
        turns = ((self.advisor.service, Priority.PLAY, True),
                 (self.rating_ui.rater.service, Priority.DEAL, False),
                 (self.advisor.settler.service, Priority.SETTLE, False))
        for service, priority, ready in turns:
            take_turns(service, self.search_gate, priority, ready=ready)

    def _hold_solvers(self) -> None:
        """Start the solver processes after the first frame, not before it.

        A worker started with the window imports the solver while the table is
        laid out and painted, on a machine with two cores, three processes. The
        first deal's verdict and rating wait for the first frame instead (or a
        few seconds, for a window never shown).
        """
        services = [self.advisor.service, self.rating_ui.rater.service]
        held = [service for service in services if hasattr(service, "hold")]
        for service in held:
            service.hold()

        def release() -> None:
            for service in held:
                service.release()

        self.view.firstPainted.connect(release)
        QTimer.singleShot(RELEASE_UNSHOWN_MS, self, release)


    def _action(
        self,
        words: Words,
        slot: object,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        icon: QStyle.StandardPixmap | str | None = None,
    ) -> QAction:
        action = QAction(self)
        self.wording.text(action.setText, words)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if isinstance(icon, str):
            action.setIcon(QIcon.fromTheme(icon))
        elif icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        sp = QStyle.StandardPixmap
        std = QKeySequence.StandardKey
        self.new_action = self._action(lambda: self.tr("&New Game"), self.new_game, std.New,
                                       sp.SP_FileIcon)
        self.new_dialog_action = self._action(lambda: self.tr("New Game &with Options..."),
                                              self.new_game_dialog, "Ctrl+Shift+N")
        self.restart_action = self._action(lambda: self.tr("&Restart Deal"), self.restart, "Ctrl+R",
                                           sp.SP_BrowserReload)
        self.play_deal_action = self._action(lambda: self.tr("&Play Deal by Number or Code..."),
                                             self.play_deal_dialog, "Ctrl+G")
        self.daily_action = self._action(lambda: self.tr("&Daily Deal"), self.daily_deal,
                                         "Ctrl+Shift+D")
        self.copy_code_action = self._action(lambda: self.tr("&Copy Game Code"), self.copy_code,
                                             "Ctrl+Shift+C")
        self.copy_position_action = self._action(lambda: self.tr("Cop&y Position"),
                                                 self.copy_position, std.Copy)
        self.paste_position_action = self._action(lambda: self.tr("P&aste Position"),
                                                  self.paste_position, std.Paste)
        self.set_up_action = self._action(lambda: self.tr("Set &Up Position..."),
                                          self.set_up_position)
        self.open_action = self._action(lambda: self.tr("&Open Game..."), lambda: self.open_game(),
                                        std.Open)
        self.save_as_action = self._action(lambda: self.tr("&Save Game As..."),
                                           lambda: self.save_game_as(), std.SaveAs)
        self.quit_action = self._action(lambda: self.tr("&Quit"), self.close, std.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.undo_action = self._action(lambda: self.tr("&Undo"), self.controller.undo, std.Undo,
                                        sp.SP_ArrowBack)
        self.redo_action = self._action(lambda: self.tr("&Redo"), self.controller.redo, std.Redo,
                                        sp.SP_ArrowForward)
        self.history_action = self._action(lambda: self.tr("Undo His&tory..."), self.show_history,
                                           "Ctrl+H")
        self.review_action = self._action(lambda: self.tr("Re&view Game..."), self.show_review)
        self.finish_action = self._action(lambda: self.tr("&Finish"), self.controller.finish,
                                          "Ctrl+F", sp.SP_DialogApplyButton)
        self.fullscreen_action = self._action(lambda: self.tr("&Full Screen"),
                                              self.toggle_full_screen)
        self.fullscreen_action.setShortcuts(full_screen_keys())
        self.fullscreen_action.setCheckable(True)
        self.toolbar_action = self._action(lambda: self.tr("&Toolbar"), self._toggle_toolbar)
        self.toolbar_action.setCheckable(True)
        self.toolbar_action.setChecked(self.prefs.show_toolbar)
        preferences_key = QKeySequence(std.Preferences)
        self.preferences_action = self._action(
            lambda: self.tr("&Preferences..."),
            self.show_preferences,
            preferences_key if not preferences_key.isEmpty() else "Ctrl+,",
        )
        self.preferences_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.how_to_action = self._action(lambda: self.tr("&How to Play"), self.show_how_to_play,
                                          std.HelpContents)
        self.about_action = self._action(lambda: self.tr("&About FreeCell Qt"), self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("")
        self.wording.text(game.setTitle, lambda: self.tr("&Game"))
        game.addActions([self.new_action, self.new_dialog_action, self.restart_action,
                         self.play_deal_action, self.daily_action])
        game.addAction(self.daily_challenges_ui.action)
        game.addSeparator()
        game.addActions(self.fewest_cells_ui.actions)
        game.addSeparator()
        game.addActions([self.open_action, self.save_as_action])
        game.addSeparator()
        game.addActions([self.copy_code_action, self.copy_position_action,
                         self.paste_position_action, self.set_up_action])
        game.addSeparator()
        game.addAction(self.statistics_ui.statistics_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.move_menu = bar.addMenu("")
        self.wording.text(self.move_menu.setTitle, lambda: self.tr("&Move"))
        self.move_menu.addActions([self.undo_action, self.redo_action, self.history_action,
                                   self.review_action])
        self.move_menu.addSeparator()
        self.move_menu.addAction(self.finish_action)
        self.move_menu.addSeparator()
        self.move_menu.addActions(self.assist.actions)
        self.move_menu.addAction(self.solution_ui.action)
        view = bar.addMenu("")
        self.wording.text(view.setTitle, lambda: self.tr("&View"))
        view.addActions([self.fullscreen_action, self.toolbar_action])
        view.addSeparator()
        view.addAction(self.message_bar.messages_action)
        settings = bar.addMenu("")
        self.wording.text(settings.setTitle, lambda: self.tr("&Settings"))
        settings.addAction(self.preferences_action)
        help_menu = bar.addMenu("")
        self.wording.text(help_menu.setTitle, lambda: self.tr("&Help"))
        help_menu.addActions([self.how_to_action, self.lesson_ui.action, self.about_action])

    def _make_toolbar(self) -> None:
        self.toolbar = QToolBar(self)
        self.wording.text(self.toolbar.setWindowTitle, lambda: self.tr("Toolbar"))
        self.toolbar.setObjectName("mainToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._mouse_icons = self.toolbar.iconSize()
        self.view.touchModeChanged.connect(self._touch_mode)
        self.toolbar.addActions([self.new_action, self.undo_action, self.redo_action,
                                 self.finish_action, self.assist.hint_action])
        self.addToolBar(self.toolbar)
        self.toolbar.setVisible(self.prefs.show_toolbar)

    def _make_status_bar(self) -> None:
        bar = self.statusBar()
        self.code_label = QLabel()
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.score_label = QLabel()
        self.moves_label = QLabel()
        self.par_label = ParLabel(self.controller, self.rating_ui.par, bar)
        self.time_label = QLabel()
        for label in (self.code_label, self.score_label, self.moves_label, self.par_label,
                      self.time_label):
            bar.addPermanentWidget(label)
        bar.addPermanentWidget(self.assist.verdict_label)
        bar.addPermanentWidget(self.rating_ui.rating_label)
        bar.addPermanentWidget(self.rating_ui.cancel_button)

    # -- state -----------------------------------------------------------
    def _on_change(self, _change: Change) -> None:
        self._pending_end = None
        self._refresh()

    def _refresh(self) -> None:
        game = self.controller.game
        code = game.code
        # A replay refuses them all: enabled, they would only say so.
        live = not self.controller.read_only
        self.undo_action.setEnabled(live and self.controller.can_undo)
        self.redo_action.setEnabled(live and game.can_redo)
        can_finish = live and game.can_finish
        self.finish_action.setEnabled(can_finish)
        self.view.set_finish_visible(can_finish and not self.prefs.auto_finish)
        self.copy_code_action.setEnabled(code is not None)
        # The platform adds the application's name to the title itself
        # ("FreeCell deal 617 — FreeCell Qt"), so the title names only the game.
        if code is not None and self.controller.daily is not None:
            # ISO dates read the same in every language and are what the deal is drawn from.
            self.setWindowTitle(self.tr("Daily Deal {0}: {1} deal {2}").format(
                self.controller.daily, rules_words.game_title(game.rules),
                i18n.format_number(code.deal_number)))
            self.code_label.setText(str(code))
        elif code is not None:
            self.setWindowTitle(self.tr("{0} deal {1}").format(
                rules_words.game_title(game.rules), i18n.format_number(code.deal_number)))
            self.code_label.setText(str(code))
        else:
            self.setWindowTitle("")
            self.code_label.setText("")
        challenge = self.fewest_cells_ui.title()
        if challenge:
            self.setWindowTitle(challenge)
        if self.controller.in_lesson:
            self.setWindowTitle(self.tr("First Lesson"))
        # The lesson's deal has no solution to show: the lesson teaches the moves.
        self.solution_ui.action.setEnabled(live and not self.controller.in_lesson)
        self.score_label.setText(self.tr("Score: {0}").format(game.score))
        self.moves_label.setText(self.tr("Moves: {0}").format(game.move_count))
        self._update_time()

    def _update_time(self) -> None:
        self.time_label.setText(self.tr("Time: {0}").format(
            format_time(self.controller.elapsed())))

    def show_message(self, text: str) -> None:
        """A passing message, whole and starting with a capital (see ``MessageBar``)."""
        bar = self.statusBar()
        bar.showMessage(text, MESSAGE_MS)
        if self.controller.read_only:
            self._replay_message = bar.currentMessage()

    def _replay_changed(self, replaying: bool) -> None:
        """A replay came or went: Undo and Redo follow, and its last word goes with it."""
        bar = self.statusBar()
        if not replaying and self._replay_message:
            if bar.currentMessage() == self._replay_message:
                bar.clearMessage()
            self._replay_message = ""
        self._refresh()

    def _preference_changed(self, key: str) -> None:
        if key == "four_colour":
            self.painter.set_four_colour(self.prefs.four_colour)
            self.scene.render_faces()
        elif key == "auto_finish":
            self._refresh()
            if self.prefs.auto_finish and self.controller.game.can_finish:
                self.controller.finish()
        elif key == "table_theme":
            self._lay_felt()
        elif key == "card_size":
            self._cap_cards()
        elif key == "card_back":
            self.painter.set_back_design(self.prefs.card_back)
            self.scene.render_faces()
        elif key == "large_index":
            self.painter.set_large_index(self.prefs.large_index)
            self.scene.render_faces()
        elif key == "deck" and self.prefs.deck != self.painter.deck_id:
            self._use_deck()
            self.scene.render_faces()
        elif key == "language" and i18n.resolve(self.prefs.language) != i18n.active_language():
            # Qt then sends LanguageChange to every window, which words itself anew.
            i18n.install_preferred(self.prefs.language)

    def _use_deck(self) -> None:
        """Faces and backs from the deck the player chose (table/decks.py).

        A deck that has gone or cannot be used leaves our own deck on the
        table, says why once, and the preference goes back to ours.
        """
        wanted = self.prefs.deck
        if wanted == OURS:
            self.painter.set_deck(None)
            return
        info = next((deck for deck in find_decks() if deck.id == wanted), None)
        try:
            if info is None:
                raise DeckError(self.tr("It is no longer installed."))
            self.painter.set_deck(load_deck(info))
        except DeckError as error:
            self.painter.set_deck(None)
            name = wanted if info is None else info.name
            text = self.tr("The card deck “{0}” cannot be used: {1} The cards are FreeCell "
                           "Qt's own.").format(name, error)
            self.prefs.set("deck", OURS)
            # After the window is up, where the notice has a place to show.
            QTimer.singleShot(0, self, lambda: self.show_notice(text))

    def _letter_cards(self) -> None:
        """Corner letters in the language now spoken (R, D, V in French)."""
        if self.painter.set_rank_labels(i18n.rank_labels()):
            self.scene.render_faces()

    def _cap_cards(self) -> None:
        """The Card size preference: as large as the window allows, or no wider than a cap."""
        cap = self.prefs.card_size.cap
        self.scene.set_card_cap(MAX_WIDTH if cap is None else cap)

    def _lay_felt(self, _changed: bool | None = None) -> None:
        """The felt the player chose; AUTO follows light and dark mode, and high
        contrast (the player's or the system's) lays black felt and outlined cards."""
        high = contrast().high
        self.scene.set_high_contrast(high)
        self.scene.set_felt(felt_for(self.prefs.table_theme, scheme().dark, high))

    # -- end of game -----------------------------------------------------
    def _end_after_animation(self, what: str) -> None:
        """Show the end-of-game dialog once the last card has landed."""
        self._pending_end = what
        self._end_when_idle()

    def _end_when_idle(self) -> None:
        # Deferred: the dialog's own event loop must not run inside a signal
        # emitted from the middle of an animation step.
        if self._pending_end and not self.scene.animator.busy:
            QTimer.singleShot(0, self._show_pending_end)

    def _show_pending_end(self) -> None:
        from freecell_qt.windows import end_dialogs

        what, self._pending_end = self._pending_end, None
        game = self.controller.game
        win = self.controller.win
        if what == "won" and win is not None:
            # The recorder closed the win's row as the game was won, before this.
            dialog = end_dialogs.WonDialog(game.score, game.move_count,
                                           self.controller.elapsed(), self,
                                           by_computer=self.controller.played_by_solve,
                                           places=self.statistics_ui.win_places(),
                                           difficulty=self.controller.difficulty,
                                           par=win.par, counted=win.moves)
            self.won_dialog = dialog
            dialog.exec()
            if dialog.choice() == "again":
                self.restart()
            elif dialog.choice() == "new":
                self.new_game()
            elif dialog.choice() == "replay":
                self.statistics_ui.replay_won_game()
            elif dialog.choice() == "review":
                self.show_review()
            elif dialog.choice() == "solution":
                self.solution_ui.show_solution()
        elif what == "stuck" and game.is_stuck:
            stuck = end_dialogs.StuckDialog(self)
            stuck.exec()
            choice = stuck.choice()
            if choice == "undo":
                self.controller.undo()
            elif choice == "restart":
                self.restart()
            elif choice == "new":
                self.new_game()
            elif choice == "review":
                self.show_review()

    # -- commands --------------------------------------------------------
    def start(self, code: GameCode | None = None, rules: Rules | None = None) -> None:
        self.controller.new_game(code, rules)

    def new_game(self) -> None:
        """A random deal with the options of the current game (proven winnable
        first, or of the difficulty chosen, when the preferences ask for it)."""
        self.lesson_ui.leave()  # a lesson on the table ends first: its rules are its own
        if not self.statistics_ui.may_abandon():
            return
        self.rating_ui.deal_random(self.prefs.rules(self.controller.game.rules))

    def restart(self) -> None:
        if self.controller.in_lesson:
            self.lesson_ui.start()  # the lesson again, from step 1
            return
        if self.statistics_ui.may_abandon():
            self.controller.restart()

    def new_game_dialog(self, by_number: bool = False) -> None:
        from freecell_qt.windows.new_game_dialog import NewGameDialog

        self.lesson_ui.leave()  # the dialog opens on the game in play, not the lesson's
        # The dialog opens on the game being played, not on whatever it was last
        # set to: a deal number typed for "Play Deal by Number" means that deal
        # of this game, and New Game with Options starts from what is on the table.
        dialog = NewGameDialog(self.prefs, self, by_number=by_number,
                               rules=self.controller.game.rules)
        if not dialog.exec():
            if dialog.wants_challenges:
                self.fewest_cells_ui.show_list()
            return
        if self.statistics_ui.may_abandon():
            code, rules = dialog.chosen()
            if code is None:
                self.rating_ui.deal_random(rules)
            else:
                self.controller.new_game(code, rules)

    def play_deal_dialog(self) -> None:
        self.new_game_dialog(by_number=True)

    def daily_deal(self) -> None:
        """Deal today's Daily Deal (the player's local date): FreeCell, four free cells.

        Today's Daily Deal already in play is kept as it is: dealing it again
        would only cost its progress.
        """
        today = date.today().isoformat()
        if self.controller.daily == today and not self.controller.read_only:
            self.show_message(self.tr("This is today's Daily Deal; Restart Deal plays it "
                                      "from the start."))
            return
        if not self.statistics_ui.may_abandon():
            return
        self.controller.new_game(daily_code(date.fromisoformat(today)), daily=today)
        self.show_message(self.tr("The Daily Deal of {0}: the same deal for everyone "
                                  "today.").format(today))

    def use_autosave(self, autosave: Autosave) -> None:
        """Keep the game on disk after every change and on close."""
        self.autosave = autosave
        self.controller.changed.connect(autosave.schedule)
        autosave.problem.connect(self.show_message)

    def open_game(self, path: str | None = None) -> bool:
        return session.open_game(self, self.controller, path, self.statistics_ui.may_abandon)

    def save_game_as(self, path: str | None = None) -> bool:
        return session.save_game_as(self, self.controller, path)

    def answer_second_start(self, code: GameCode | None,
                            board: tuple[Rules, Position] | None = None) -> None:
        """The app was started again: come forward, and play the deal it was given.

        The deal already on the table is not dealt again: its progress would be lost.
        While the Abandon question is open (for New Game, say, or for an earlier
        start), no second question goes on top of it: this request takes it over,
        so the deal asked for last is the one an Abandon answer plays.
        """
        session.bring_forward(self)
        if board is not None:
            # A position of the player's own (--board): played once the game in
            # progress may go, as Paste Position plays one.
            if abandon_dialog.open_question(self) is None and self.statistics_ui.may_abandon():
                session.play_board(self.controller, board)
            return
        if code is None:
            return
        question = abandon_dialog.open_question(self)
        if question is not None:
            if code == self.controller.code:
                # The latest request is for the game on the table: nothing to give up.
                question.keep_button.click()
                return
            question.take_over(lambda: self.start(code), self._deal_title(code))
            question.raise_()
            question.activateWindow()
            return
        if code != self.controller.code and self.statistics_ui.may_abandon():
            self.start(code)

    def _deal_title(self, code: GameCode) -> str:
        return self.tr("{0} deal {1}").format(rules_words.game_title(code.rules),
                                              i18n.format_number(code.deal_number))

    def show_notice(self, text: str) -> None:
        session.show_notice(self, text)

    def copy_code(self) -> None:
        code = self.controller.code
        if code is not None:
            QGuiApplication.clipboard().setText(str(code))
            self.show_message(self.tr("Copied {0} to the clipboard.").format(code))

    def _touch_mode(self, on: bool) -> None:
        """Toolbar buttons a finger can hit, while a finger plays."""
        self.toolbar.setIconSize(QSize(FINGER_PX, FINGER_PX) if on else self._mouse_icons)

    def copy_position(self) -> None:
        session.copy_position(self.controller)
        self.show_message(self.tr("Copied the position to the clipboard as text."))

    def paste_position(self) -> bool:
        return session.paste_position(self, self.controller, self.statistics_ui.may_abandon)

    def set_up_position(self) -> None:
        """The position editor, starting from the table in play."""
        from freecell_qt.windows.setup_dialog import SetupDialog  # loaded when first asked

        felt = felt_for(self.prefs.table_theme, scheme().dark)
        dialog = SetupDialog(self.controller, self.painter, felt, self,
                             search_gate=self.search_gate)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self._play_set_up(dialog))
        self.setup_dialog = dialog
        dialog.open()

    def _play_set_up(self, dialog: SetupDialog) -> None:
        """Play the position set up, as a game of no deal number; the solver's win,
        when the player asked to watch it, needs no second search."""
        position = dialog.position()
        if position is None or not self.statistics_ui.may_abandon():
            return
        session.play_board(self.controller, (dialog.setup.rules, position))
        solution = dialog.solution
        if dialog.watch and solution is not None and solution.solved:
            game = self.controller.game
            self.advisor.learn(game.start, game.rules, solution)
            self.advisor.start_demo()

    def show_review(self) -> None:
        """The review of the game in play, worked out in the background."""
        from freecell_qt.windows.review_dialog import ReviewDialog

        dialog = ReviewDialog(self.controller.game, self.advisor, self.controller.rewind_to, self,
                              show_solution=self.solution_ui.show_solution,
                              par=self.rating_ui.par.par)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.close_when_replaced(self.controller, self.show_message)
        self.review_dialog = dialog
        dialog.open()

    def show_history(self) -> None:
        from freecell_qt.windows.history_dialog import HistoryDialog

        if self.history is None:
            self.history = HistoryDialog(self.controller, self)
        self.history.show()
        self.history.raise_()
        self.history.activateWindow()

    def show_preferences(self) -> None:
        from freecell_qt.windows.preferences_dialog import PreferencesDialog

        PreferencesDialog(self.prefs, self).exec()

    def show_how_to_play(self) -> None:
        from freecell_qt.windows import help_dialog

        help_dialog.HowToPlayDialog(self).exec()

    def show_about(self) -> None:
        from freecell_qt.windows import help_dialog

        help_dialog.show_about(self, __version__)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.fullscreen_action.setChecked(self.isFullScreen())

    def _toggle_toolbar(self) -> None:
        visible = self.toolbar_action.isChecked()
        self.toolbar.setVisible(visible)
        self.prefs.set("show_toolbar", visible)

    # -- window events ---------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self.controller.pause_clock()
            else:
                self.controller.resume_clock()
            self.fullscreen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        session.close_down(self)  # the game is saved first, whatever fails after
        super().closeEvent(event)
