"""No text is cut at 800x600 in any language.

For each language the real main window is built at 800x600, then every window part
and every dialog the player can open is looked at, and each label, button, menu,
tab, column header and list whose text does not fit is reported by name, text and
widths, so that a failure says exactly what to fix (a wrapping label, a shorter
translation, a page that scrolls).

Window frames and a panel take some 40 pixels of a 600-pixel screen, so a dialog
may be at most 560 tall for its buttons to stay on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QScreen, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMenuBar,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QToolBar,
    QToolButton,
    QWidget,
)

from freecell_qt.app import i18n
from freecell_qt.controller import GameController
from freecell_qt.engine import Game, GameCode, Preset
from freecell_qt.solving.advisor import Verdict
from freecell_qt.storage.statistics import Progress, Result
from freecell_qt.windows.main_window import MainWindow

SCREEN = QSize(800, 600)
#: The most a dialog may take: the screen less a title bar and a panel.
MAX_DIALOG = QSize(800, 560)
DEAL = GameCode.parse("FC1-C4-AAAAAKH")
STEPS = ("1a", "2b", "3c", "4d")
ELLIPSIS = "\u2026"
WAIT_MS = 15_000


def plain(text: str) -> str:
    """The text a button or label shows: accelerator ampersands gone, "&&" kept as "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def label_needs(label: QLabel) -> int:
    """The width ``label``'s text takes on one line, rich text measured as it is drawn."""
    text = label.text()
    rich = (label.textFormat() == Qt.TextFormat.RichText
            or (label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)))
    if rich:
        document = QTextDocument()
        document.setDocumentMargin(0)
        document.setDefaultFont(label.font())
        document.setHtml(text)
        return int(document.idealWidth() + 0.999)
    metrics = label.fontMetrics()
    return max(metrics.horizontalAdvance(line) for line in plain(text).split("\n"))


def in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def combo_cut(combo: QComboBox) -> tuple[int, int] | None:
    """(room, needed) when the combo's current text does not fit its edit field."""
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.rect = combo.rect()
    option.editable = combo.isEditable()
    option.frame = combo.hasFrame()
    option.currentText = combo.currentText()
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    room = field.width()
    if not combo.itemIcon(combo.currentIndex()).isNull():
        room -= combo.iconSize().width() + 4
    needed = combo.fontMetrics().horizontalAdvance(combo.currentText())
    return (room, needed) if needed > room else None


def cut_widgets(top: QWidget) -> list[str]:
    """Every visible widget of ``top`` (``top`` included) whose text does not fit, described."""
    problems: list[str] = []

    def report(widget: QWidget, text: str, what: str) -> None:
        name = widget.objectName() or type(widget).__name__
        problems.append(f"{name} {text!r}: {what}")

    widgets = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not widget.isVisible() or widget.window() is not top.window():
            continue
        if isinstance(widget, QLabel) and widget.text():
            if widget.text().endswith(ELLIPSIS) and widget.toolTip():
                continue  # elided on purpose, whole in its tooltip
            if widget.wordWrap():
                needed = widget.heightForWidth(widget.width())
                if widget.height() < needed:
                    report(widget, widget.text(),
                           f"height {widget.height()} < {needed} at width {widget.width()}")
            elif in_scroll_area(widget):
                continue  # scrolls into view
            else:
                needed = label_needs(widget)
                room = (widget.contentsRect().width() - 2 * widget.margin()
                        - max(widget.indent(), 0))
                if room < needed:
                    report(widget, widget.text(), f"width {room} < text {needed}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            if isinstance(widget, QToolButton) and isinstance(widget.parentWidget(), QToolBar):
                continue  # checked with its toolbar
            hint = widget.sizeHint().width()
            if widget.width() < hint:
                if isinstance(widget, (QCheckBox, QRadioButton)):
                    # The indicator and its spacing, then the text.
                    style = widget.style()
                    pm = QStyle.PixelMetric
                    indicator = style.pixelMetric(
                        pm.PM_IndicatorWidth if isinstance(widget, QCheckBox)
                        else pm.PM_ExclusiveIndicatorWidth, None, widget)
                    spacing = style.pixelMetric(pm.PM_CheckBoxLabelSpacing, None, widget)
                    needed = indicator + spacing + widget.fontMetrics().horizontalAdvance(
                        plain(widget.text()))
                    if widget.width() >= needed:
                        continue
                report(widget, widget.text(), f"width {widget.width()} < hint {hint}")
        elif isinstance(widget, QTabBar):
            for index in range(widget.count()):
                text = plain(widget.tabText(index))
                needed = widget.fontMetrics().horizontalAdvance(text)
                if widget.tabRect(index).width() < needed:
                    report(widget, text, f"tab width {widget.tabRect(index).width()} < {needed}")
            if widget.sizeHint().width() > widget.width():
                report(widget, "", f"tabs need {widget.sizeHint().width()} > {widget.width()}")
        elif isinstance(widget, QHeaderView) and widget.orientation() == Qt.Orientation.Horizontal:
            # A table wider than its view scrolls sideways by design; what must not
            # happen is a column narrower than its heading.
            model = widget.model()
            margin = 2 * widget.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None,
                                                    widget)
            for section in range(widget.count()):
                if widget.isSectionHidden(section) or model is None:
                    continue
                text = model.headerData(section, Qt.Orientation.Horizontal)
                if not text:
                    continue
                needed = widget.fontMetrics().horizontalAdvance(str(text)) + margin
                if widget.sectionSize(section) < needed:
                    report(widget, str(text),
                           f"column {widget.sectionSize(section)} < heading {needed}")
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.minimumSizeHint().width()  # its title, or its widest row
            if widget.width() < needed:
                report(widget, widget.title(), f"width {widget.width()} < least {needed}")
        elif type(widget) is QScrollArea and widget.horizontalScrollBar().isVisible():
            # A page that scrolls down is fine; one read sideways is cut.
            report(widget, "", f"scrolls sideways: {widget.widget().width()} "
                               f"> {widget.viewport().width()}")
        elif isinstance(widget, QComboBox) and widget.currentText():
            cut = combo_cut(widget)
            if cut is not None and widget.toolTip() != widget.currentText():
                report(widget, widget.currentText(), f"field {cut[0]} < text {cut[1]}")
    return problems


def dialog_problems(dialog: QWidget) -> list[str]:
    """The dialog's size, then every widget in it that is cut."""
    problems = []
    size = dialog.size()
    if size.width() > MAX_DIALOG.width() or size.height() > MAX_DIALOG.height():
        problems.append(f"{type(dialog).__name__} is {size.width()}x{size.height()}, "
                        f"more than {MAX_DIALOG.width()}x{MAX_DIALOG.height()} "
                        f"(its least size {dialog.minimumSizeHint().width()}x"
                        f"{dialog.minimumSizeHint().height()})")
    return problems + cut_widgets(dialog)


def settle(qtbot, widget: QWidget) -> None:
    """Wait until ``widget`` is shown and its layout has taken its size."""
    qtbot.waitUntil(widget.isVisible, timeout=WAIT_MS)
    qtbot.waitExposed(widget, timeout=WAIT_MS)
    layout = widget.layout()
    if layout is not None:
        layout.activate()
    done: list[bool] = []
    QTimer.singleShot(0, lambda: done.append(True))  # the queued resizes and re-layouts
    qtbot.waitUntil(lambda: bool(done), timeout=WAIT_MS)


def in_modal(qtbot, open_it: Callable[[], object],
             look: Callable[[QDialog], None]) -> None:
    """Open a modal dialog the way the player does and run ``look`` in it, then close it.

    ``look`` runs from the dialog's own event loop; a failure in it is raised once
    the dialog has closed, so a failing test never waits on an open dialog.
    """
    failures: list[BaseException] = []
    looked: list[bool] = []

    def operate() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(10, operate)
            return
        try:
            assert isinstance(dialog, QDialog), dialog
            settle(qtbot, dialog)
            look(dialog)
        except BaseException as error:
            failures.append(error)
        finally:
            looked.append(True)
            dialog.reject()

    QTimer.singleShot(0, operate)
    open_it()
    qtbot.waitUntil(lambda: bool(looked), timeout=WAIT_MS)
    if failures:
        raise failures[0]


def played_game() -> Game:
    """A game a few moves in: Review, Undo History and the replay have steps to list."""
    game = Game.from_code(DEAL)
    for token in STEPS:
        game.play(token)
    return game


@pytest.fixture
def small_screen(monkeypatch) -> None:
    """The screen reads as 800x600 to the dialogs that size themselves by it.

    The offscreen platform's screen is 800x800, and can only be set for the whole
    test process; the dialogs ask the screen for its size from Python, so that
    is where the smaller screen is given.
    """
    whole = QRect(QPoint(0, 0), SCREEN)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(whole))
    monkeypatch.setattr(QScreen, "geometry", lambda _screen: QRect(whole))


@pytest.fixture
def review_in_process(monkeypatch) -> None:
    """Review Game gets the worker's answer worked out in this process.

    Its dialog is looked at once the review has come, in the words it then
    shows; from a worker process the answer could come while the dialog was
    being looked at, and a worker started in every language would cost more
    than the rest of the test.
    """
    from freecell_qt.windows import review_dialog
    from tests.gui.held_solver import InProcessService

    monkeypatch.setattr(review_dialog, "SolverService",
                        lambda parent=None: InProcessService({}))


@pytest.fixture
def window(qtbot, prefs, request, small_screen, review_in_process) -> Iterator[MainWindow]:
    """The real main window at 800x600, in ``request.param``'s language, a few moves in."""
    prefs.set("show_verdict", False)  # no solver process per language
    prefs.set("winnable_deals", "off")
    prefs.set("language", request.param)
    i18n.install_preferred(prefs.language)
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.controller.set_game(played_game())
    window.resize(SCREEN)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for dialog in window.findChildren(QDialog):
        dialog.close()


def menu_problems(window: MainWindow) -> list[str]:
    problems = []
    bar: QMenuBar = window.menuBar()
    inside = bar.rect()
    extension = bar.findChild(QToolButton, "qt_menubar_ext_button")
    if extension is not None and extension.isVisible():
        problems.append("menu bar: titles pushed into the overflow button")
    for action in bar.actions():
        if not inside.contains(bar.actionGeometry(action)):
            problems.append(f"menu title {action.text()!r} at {bar.actionGeometry(action)} "
                            f"outside the bar {inside}")
        menu = action.menu()
        if menu is not None and menu.sizeHint().width() > SCREEN.width():
            problems.append(f"menu {action.text()!r} is {menu.sizeHint().width()} wide")
    return problems


def toolbar_problems(window: MainWindow) -> list[str]:
    """Every toolbar button in the bar itself, whole.

    Qt moves buttons that do not fit into an overflow menu (the ">>" button). Not
    accepted here: the toolbar holds the five commands played most, and at 800
    pixels each should be one click away with its word beside its icon.
    """
    problems = []
    for toolbar in window.findChildren(QToolBar):
        if not toolbar.isVisible():
            continue
        extension = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
        if extension is not None and extension.isVisible():
            problems.append(f"{toolbar.objectName() or 'toolbar'}: buttons in the overflow "
                            f"(needs {toolbar.sizeHint().width()} of {toolbar.width()})")
        for action in toolbar.actions():
            button = toolbar.widgetForAction(action)
            if button is None or not action.isVisible() or action.isSeparator():
                continue
            if not button.isVisible():
                problems.append(f"toolbar button {action.text()!r} not shown")
            elif button.width() < button.sizeHint().width():
                problems.append(f"toolbar button {action.text()!r}: width {button.width()} "
                                f"< hint {button.sizeHint().width()}")
    return problems


def status_problems(window: MainWindow) -> list[str]:
    """The status bar's figures, each whole on whichever line the flow put it."""
    problems = []
    labels = [window.code_label, window.score_label, window.moves_label, window.time_label,
              window.assist.verdict_label, window.rating_ui.rating_label]
    bar = window.statusBar()
    for label in labels:
        if not label.isVisible():
            problems.append(f"{label.objectName() or 'status label'} {label.text()!r} hidden")
            continue
        if label.width() < label.sizeHint().width():
            problems.append(f"status {label.text()!r}: width {label.width()} "
                            f"< hint {label.sizeHint().width()}")
        place = QRect(label.mapTo(bar, label.rect().topLeft()), label.size())
        if not bar.rect().contains(place):
            problems.append(f"status {label.text()!r} at {place} outside the bar {bar.rect()}")
    return problems


def test_the_check_names_what_is_cut(qtbot) -> None:
    """The helper itself: a label, a button, a tab and a column too narrow are each named."""
    from PySide6.QtWidgets import QPushButton, QTableWidget, QTabWidget, QVBoxLayout

    dialog = QDialog()
    qtbot.addWidget(dialog)
    label = QLabel("A label far too long for its width")
    label.setObjectName("narrowLabel")
    label.setFixedWidth(40)
    button = QPushButton("A button far too long")
    button.setFixedWidth(40)
    tabs = QTabWidget()
    tabs.addTab(QWidget(), "A first page with a long name")
    tabs.addTab(QWidget(), "A second page with a long name")
    tabs.setFixedWidth(120)
    table = QTableWidget(1, 1)
    table.setHorizontalHeaderLabels(["A heading far too long"])
    table.horizontalHeader().resizeSection(0, 30)
    layout = QVBoxLayout(dialog)
    for widget in (label, button, tabs, table):
        layout.addWidget(widget)
    dialog.show()
    settle(qtbot, dialog)
    found = "\n".join(cut_widgets(dialog))
    for expected in ("narrowLabel 'A label", "QPushButton 'A button", "tabs need",
                     "'A heading far too long'"):
        assert expected in found, found


@pytest.mark.parametrize("window", i18n.LANGUAGES, indirect=True)
def test_no_text_is_cut_at_800_by_600(qtbot, window: MainWindow) -> None:
    problems: dict[str, list[str]] = {}

    def look(name: str, widget: QWidget) -> None:
        found = dialog_problems(widget)
        if found:
            problems[name] = found

    # -- the window: menus, toolbar, status bar ------------------------------
    # The longest verdict and a rating, as the solver would set them.
    window.advisor.verdictChanged.emit(Verdict.HOPELESS)
    window.rating_ui.rater.ratingChanged.emit(None)
    window.rating_ui.rating_label.show()
    window.statusBar().showMessage(window.tr("Score: {0}").format(0))
    settle(qtbot, window)
    qtbot.waitUntil(lambda: window.size() == SCREEN, timeout=WAIT_MS)
    for name, found in (("menus", menu_problems(window)), ("toolbar", toolbar_problems(window)),
                        ("status bar", status_problems(window))):
        if found:
            problems[name] = found
    status = cut_widgets(window.statusBar())
    if status:
        problems.setdefault("status bar", []).extend(status)

    # -- modal dialogs, opened from their menu entries ------------------------
    def preferences(dialog: QDialog) -> None:
        tabs = dialog.tabs
        for page in range(tabs.count()):
            tabs.setCurrentIndex(page)
            settle(qtbot, dialog)
            look(f"Preferences, page {page + 1}", dialog)

    in_modal(qtbot, window.preferences_action.trigger, preferences)

    def new_game(dialog: QDialog) -> None:
        look("New Game", dialog)
        combo = dialog.game_combo
        combo.setCurrentIndex(combo.findData(Preset.CUSTOM))
        qtbot.waitUntil(dialog.custom.sequence_combo.isVisible, timeout=WAIT_MS)
        settle(qtbot, dialog)
        look("New Game, custom", dialog)

    in_modal(qtbot, window.new_dialog_action.trigger, new_game)
    in_modal(qtbot, window.play_deal_action.trigger,
             lambda dialog: look("Play Deal by Number or Code", dialog))
    in_modal(qtbot, window.how_to_action.trigger, lambda dialog: look("How to Play", dialog))
    in_modal(qtbot, window.about_action.trigger, lambda dialog: look("About", dialog))

    # -- dialogs that open beside the table ------------------------------------
    def beside(name: str, open_it: Callable[[], object], find: Callable[[], QWidget | None],
               ) -> None:
        open_it()
        qtbot.waitUntil(lambda: find() is not None, timeout=WAIT_MS)
        dialog = find()
        assert dialog is not None
        settle(qtbot, dialog)
        look(name, dialog)
        dialog.close()

    stats = window.statistics_ui.statistics
    for result in (Result.WON, Result.LOST, Result.WON):
        game = played_game()
        stats.finish(stats.start_game(game), result, Progress.of(game, 95.0))
    beside("Statistics", window.statistics_ui.statistics_action.trigger,
           lambda: window.statistics_ui.dialog)
    def reviewed() -> QWidget | None:
        dialog = getattr(window, "review_dialog", None)
        return dialog if dialog is not None and dialog.reviewed else None

    beside("Review Game", window.review_action.trigger, reviewed)
    beside("Undo History", window.history_action.trigger, lambda: window.history)
    beside("Set Up Position", window.set_up_action.trigger,
           lambda: getattr(window, "setup_dialog", None))
    bar = window.message_bar
    beside("Messages", bar.messages_action.trigger, lambda: bar.messages_dialog)

    # -- dialogs built as the window builds them ------------------------------
    from freecell_qt.windows.abandon_dialog import AbandonQuestion
    from freecell_qt.windows.end_dialogs import StuckDialog, WonDialog

    for name, dialog in (("Won", WonDialog(1234, 96, 3725.0, window)),
                         ("Solved", WonDialog(1234, 96, 3725.0, window, by_computer=True)),
                         ("Stuck", StuckDialog(window)),
                         ("Abandon", AbandonQuestion(window))):
        beside(name, dialog.show, lambda dialog=dialog: dialog)
        dialog.deleteLater()

    # -- the replay bar, as Statistics' Replay shows it ---------------------
    window.statistics_ui.replay(played_game(), str(DEAL))
    replay_bar = window.statistics_ui.replay_bar
    qtbot.waitUntil(replay_bar.isVisible, timeout=WAIT_MS)
    settle(qtbot, window)
    found = toolbar_problems(window) + cut_widgets(replay_bar)
    if found:
        problems["replay bar"] = found
    replay_bar.close_action.trigger()

    assert not problems, "\n".join(f"{name}:\n  " + "\n  ".join(found)
                                   for name, found in problems.items())
