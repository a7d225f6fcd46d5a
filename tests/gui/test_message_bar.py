"""Status messages are never lost: in any width the text wraps or ends in an
ellipsis, and the whole of it is in the tooltip and in the Messages list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from freecell_qt.windows.message_bar import ELLIPSIS, KEPT_MESSAGES, MAX_LINES, MessagesDialog

LONG = ("No card of the run from the king of spades to the 2 of hearts goes on the king of "
        "diamonds, which takes a black queen; and this sentence goes on for a good while "
        "longer, so that no window of this size could show it on the lines the bar has, "
        "which is what the tooltip and the list of messages are for.")


def resize(window, qtbot, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.width() == width and window.height() == height)


def in_bar(bar, widget) -> QRect:
    return QRect(widget.mapTo(bar, QPoint(0, 0)), widget.size())


def laid_out(bar, label, figures) -> bool:
    """Whether the message and every figure stand in the bar, none over another."""
    rects = [in_bar(bar, widget) for widget in (label, *figures)]
    return (all(bar.rect().contains(rect) for rect in rects)
            and not any(a.intersects(b) for n, a in enumerate(rects) for b in rects[n + 1:]))


def long_figures(window) -> None:
    """The permanent labels at their widest: a verdict and a difficulty shown."""
    window.assist.verdict_label.setText("Not winnable from the deal")
    window.assist.verdict_label.show()
    window.rating_ui.rating_label.setText("Difficulty: rating...")
    window.rating_ui.rating_label.show()


@pytest.mark.parametrize("width", [400, 560, 800, 1280])
def test_a_long_message_is_whole_in_the_tooltip_and_the_list(window, qtbot, width):
    resize(window, qtbot, width, 770)
    long_figures(window)
    bar = window.statusBar()
    window.show_message(LONG)
    label = bar.message_label
    figures = [window.code_label, window.score_label, window.moves_label, window.time_label,
               window.assist.verdict_label, window.rating_ui.rating_label]
    # The bar asks the main window for its height, given in a layout pass of its own.
    qtbot.waitUntil(lambda: laid_out(bar, label, figures))
    assert bar.currentMessage() == LONG
    assert label.toolTip() == LONG
    assert bar.messages[-1][1] == LONG
    shown = label.text()
    assert shown == LONG or (shown.endswith(ELLIPSIS) and LONG.startswith(shown[:-1]))
    bar_rect = bar.rect()
    assert bar_rect.contains(in_bar(bar, label)), (in_bar(bar, label), bar_rect)
    # Not pushed into a sliver by the figures: a good part of the width is the message's.
    assert label.width() >= min(bar.width() // 3, 240)
    metrics = label.fontMetrics()
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.heightForWidth(label.width()) <= MAX_LINES * metrics.lineSpacing()
    for figure in figures:
        assert figure.isVisible()
        rect = in_bar(bar, figure)
        assert bar_rect.contains(rect), (figure.text(), rect, bar_rect)
        assert not rect.intersects(in_bar(bar, label)), figure.text()
        assert figure.width() >= figure.sizeHint().width(), figure.text()


def test_a_short_message_is_shown_whole_at_400_pixels(window, qtbot):
    resize(window, qtbot, 400, 770)
    long_figures(window)
    window.show_message("Copied FC1-C4-AAAAAKH to the clipboard.")
    bar = window.statusBar()
    assert bar.message_label.text() == "Copied FC1-C4-AAAAAKH to the clipboard."


def test_a_click_on_the_message_opens_the_list_of_messages(window, qtbot):
    bar = window.statusBar()
    window.show_message("first word")
    window.show_message(LONG)
    QTest.mouseClick(bar.message_label, Qt.MouseButton.LeftButton)
    dialog = bar.messages_dialog
    assert isinstance(dialog, MessagesDialog)
    qtbot.waitUntil(dialog.isVisible)
    rows = [dialog.list.item(n).text() for n in range(dialog.list.count())]
    assert rows[-2].endswith("First word")
    assert rows[-1].endswith(LONG)
    # Still open, it takes the next message.
    window.show_message("a third")
    assert dialog.list.item(dialog.list.count() - 1).text().endswith("A third")
    dialog.close()


def test_the_view_menu_opens_the_list_too(window, qtbot):
    bar = window.statusBar()
    view_menu = next(action.menu() for action in window.menuBar().actions()
                     if action.menu() and bar.messages_action in action.menu().actions())
    assert view_menu is not None
    window.show_message("something said")
    bar.messages_action.trigger()
    qtbot.waitUntil(bar.messages_dialog.isVisible)
    assert bar.messages_dialog.list.count() >= 1
    bar.messages_dialog.close()


def test_the_list_keeps_the_last_fifty(window):
    bar = window.statusBar()
    for n in range(KEPT_MESSAGES + 10):
        window.show_message(f"message {n}")
    texts = [text for _when, text in bar.messages]
    assert len(texts) == KEPT_MESSAGES
    assert texts[0] == "Message 10"
    assert texts[-1] == f"Message {KEPT_MESSAGES + 9}"


def test_a_message_that_passes_stays_in_the_list(window, qtbot):
    bar = window.statusBar()
    bar.showMessage("gone soon", 20)
    qtbot.waitUntil(lambda: bar.currentMessage() == "")
    assert bar.message_label.toolTip() == ""
    assert bar.messages[-1][1] == "Gone soon"


def test_a_word_longer_than_the_bar_wraps_and_ends_in_an_ellipsis(window, qtbot):
    resize(window, qtbot, 400, 770)
    bar = window.statusBar()
    word = "/home/player/" + "x" * 300 + "/statistics.sqlite3"
    window.show_message(word)
    label = bar.message_label
    # At 400 pixels the message has a line of its own, over the figures.
    qtbot.waitUntil(lambda: laid_out(bar, label, [window.code_label, window.time_label])
                    and label.width() > bar.width() // 2)
    assert label.toolTip() == word
    assert label.text().endswith(ELLIPSIS)
    assert word.startswith(label.text()[:-1])
    # Broken anywhere, as Qt wraps a word wider than the label, on the lines the bar has.
    lines = label.heightForWidth(label.width()) / label.fontMetrics().lineSpacing()
    assert 1 < lines <= MAX_LINES
    assert label.height() >= label.heightForWidth(label.width())
