"""The main window's size at start: a share of the screen it opens on, or the size
the player left it at, made to fit the screen it now opens on.

A fixed first size (it was 1100x780) suits one screen: on a 1280x800 laptop, less
its panel and the title bar, it hung off the bottom, and on a 1920x1080 screen it
left most of the room the cards could have filled unused. So the first window is a
share of the screen's available area (without panels and docks), within bounds
that keep it playable on a small screen and not sprawling on a very large one.

A remembered size is kept as Qt restores it; only when it no longer fits (the
game was last played on a larger screen) is it brought inside the available area.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The share of the available width and height the first window takes: more of the
#: height, which is what sets the cards' size on a landscape screen.
SHARE = (0.85, 0.9)
#: The least a first window is (the table of every game is laid out for 800x600),
#: unless the screen itself is smaller.
LEAST = QSize(800, 600)
#: The most a first window is: past this, on a very large screen, the cards are
#: large enough and the window would only crowd the desktop.
MOST = QSize(1600, 1100)
#: Room kept for the title bar and frame the window manager adds around the window.
FRAME = QSize(16, 40)


def available(widget: QWidget) -> QRect | None:
    """The available area of the screen ``widget`` opens on (None with no screen)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return None if screen is None else screen.availableGeometry()


def first_size(area: QRect) -> QSize:
    """The first window's size on a screen whose available area is ``area``."""
    room = QSize(max(area.width() - FRAME.width(), 1), max(area.height() - FRAME.height(), 1))
    width = min(max(round(area.width() * SHARE[0]), LEAST.width()), MOST.width(), room.width())
    height = min(max(round(area.height() * SHARE[1]), LEAST.height()), MOST.height(),
                 room.height())
    return QSize(width, height)


def centred(size: QSize, area: QRect) -> QRect:
    """A rectangle of ``size`` in the middle of ``area``."""
    left = area.x() + (area.width() - size.width()) // 2
    top = area.y() + (area.height() - size.height()) // 2
    return QRect(left, top, size.width(), size.height())


def size_first_window(widget: QWidget) -> None:
    """Give a window with no remembered geometry its first size, centred on its screen."""
    area = available(widget)
    if area is None:
        widget.resize(1100, 780)
        return
    widget.setGeometry(centred(first_size(area), area))


def fit_to_screen(widget: QWidget) -> None:
    """Bring a restored window inside its screen's available area, if it is not.

    Its size shrinks only as far as the screen needs, and it moves only when it
    would hang off an edge: a window that fits is left exactly as it was.
    """
    area = available(widget)
    if area is None:
        return
    geometry = widget.geometry()
    room = QSize(max(area.width() - FRAME.width(), 1), max(area.height() - FRAME.height(), 1))
    fits = geometry.width() <= room.width() and geometry.height() <= room.height()
    if fits and area.contains(geometry):
        return
    size = geometry.size().boundedTo(room)
    left = min(max(geometry.x(), area.x()), area.right() + 1 - size.width())
    top = min(max(geometry.y(), area.y()), area.bottom() + 1 - size.height())
    widget.setGeometry(QRect(left, top, size.width(), size.height()))
