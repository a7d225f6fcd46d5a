"""Light or dark: one answer for the whole app, whatever asked for it.

The table (felt, slots) and every window read ``scheme().dark`` and follow
``scheme().changed``, so a switch of the system's colour scheme, or of the
player's preference, reaches all of them at once.

The choice is first asked of the platform (``QStyleHints.setColorScheme``,
Qt 6.8): where its theme honours it, the windows get the desktop's own dark
or light look. Many platforms ignore the request (the offscreen platform, a
bare X server with no desktop, older desktops), and the windows would stay
light whatever the player chose. So the palette the request leaves is checked,
and when it is not the one chosen, the app wears a palette of its own on the
Fusion style (the one style that paints every widget from the palette); the
system's palette and style come back as soon as they agree with the choice.

A platform theme may also give palettes of its own to some kinds of widget
(``THEMED_CLASSES``: the menu bar, tool buttons, labels...), which win over
the application's palette, and it may give them late, when its theme arrives
after the window was built: the menu bar, the toolbar and the status bar then
came out light in a dark window, in some starts and not others. Roles set on a
window itself reach all its widgets over any such palette, so the app's own
palette is also set on each watched window (``watch``), whenever it arrives.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QIcon, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QProxyStyle,
    QStyle,
    QStyleFactory,
    QStyleOption,
    QWidget,
)

from freecell_qt.storage.preferences import ColourScheme, Preferences

#: Text that says something went wrong: red that reads on each ground (contrast >= 4.5).
ERROR_ON_LIGHT = QColor(0xB3, 0x26, 0x1E)
ERROR_ON_DARK = QColor(0xFF, 0x8A, 0x80)
#: Below this lightness (HSL, 0 to 1) a window colour counts as dark.
DARK_LIGHTNESS = 0.5
#: The kinds of widget a platform theme may give a palette of their own (Qt's
#: per-class palettes, ``QPlatformTheme::Palette``), which would win over the app's.
THEMED_CLASSES = ("QToolButton", "QAbstractButton", "QCheckBox", "QRadioButton", "QHeaderView",
                  "QAbstractItemView", "QMessageBoxLabel", "QTabBar", "QLabel", "QGroupBox",
                  "QMenu", "QMenuBar", "QTextEdit", "QTextControl", "QLineEdit")

# The dark palette's colours: warm greys a little lifted from black, so that
# frames and the table's felt still stand out from the window.
_ROLES = QPalette.ColorRole
_DARK_COLOURS: dict[QPalette.ColorRole, str] = {
    _ROLES.Window: "#2d2d30",
    _ROLES.WindowText: "#e8e8ea",
    _ROLES.Base: "#1e1e21",
    _ROLES.AlternateBase: "#28282c",
    _ROLES.ToolTipBase: "#3c3c41",
    _ROLES.ToolTipText: "#f2f2f4",
    _ROLES.PlaceholderText: "#9c9ca3",
    _ROLES.Text: "#e8e8ea",
    _ROLES.Button: "#3a3a3f",
    _ROLES.ButtonText: "#e8e8ea",
    _ROLES.BrightText: "#ff8a80",
    _ROLES.Light: "#55555b",
    _ROLES.Midlight: "#46464b",
    _ROLES.Mid: "#26262a",
    _ROLES.Dark: "#18181a",
    _ROLES.Shadow: "#000000",
    _ROLES.Highlight: "#3b78d8",
    _ROLES.HighlightedText: "#ffffff",
    _ROLES.Link: "#8ab4ff",
    _ROLES.LinkVisited: "#c6a4ff",
    _ROLES.Accent: "#3b78d8",
}
_DARK_DISABLED: dict[QPalette.ColorRole, str] = {
    _ROLES.WindowText: "#85858c",
    _ROLES.Text: "#85858c",
    _ROLES.ButtonText: "#85858c",
    _ROLES.Highlight: "#4a4a50",
    _ROLES.HighlightedText: "#b4b4ba",
    _ROLES.Button: "#333337",
}


def dark_palette() -> QPalette:
    """The app's own dark palette, for platforms that do not give one."""
    palette = QPalette()
    for role, colour in _DARK_COLOURS.items():
        palette.setColor(role, QColor(colour))
    for role, colour in _DARK_DISABLED.items():
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(colour))
    return palette


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < DARK_LIGHTNESS


def luminance(colour: QColor) -> float:
    """Relative luminance as WCAG defines it, 0 (black) to 1 (white)."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4

    return (0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF())
            + 0.0722 * channel(colour.blueF()))


def contrast(first: QColor, second: QColor) -> float:
    """WCAG contrast ratio of two colours, 1 to 21 (4.5 is the least for body text)."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


class OwnStyle(QProxyStyle):
    """Fusion, with the few icons it draws in a fixed dark grey inked from the palette.

    The toolbar's extension arrows (shown when a narrow window hides buttons)
    are such icons: on a dark palette they all but vanish.
    """

    INKED = (QStyle.StandardPixmap.SP_ToolBarHorizontalExtensionButton,
             QStyle.StandardPixmap.SP_ToolBarVerticalExtensionButton)

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    def standardIcon(self, standard: QStyle.StandardPixmap, option: QStyleOption | None = None,
                     widget: QWidget | None = None) -> QIcon:
        icon = super().standardIcon(standard, option, widget)
        if standard not in self.INKED:
            return icon
        ink = QApplication.palette().color(QPalette.ColorRole.ButtonText)
        inked = QIcon()
        for size in icon.availableSizes() or [icon.actualSize(QSize(32, 32))]:
            pixmap = QPixmap(icon.pixmap(size))
            painter = QPainter(pixmap)
            painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
            painter.fillRect(pixmap.rect(), ink)
            painter.end()
            inked.addPixmap(pixmap)
        return inked


class SchemeWatcher(QObject):
    """Whether the app is dark now; ``changed(dark)`` whenever that flips."""

    changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        hints = QGuiApplication.styleHints()
        self._choice = ColourScheme.SYSTEM
        self._system = hints.colorScheme()
        self._dark = self._system == Qt.ColorScheme.Dark
        self._prefs: Preferences | None = None
        #: The style the platform gave, while the app wears Fusion and a palette of its own.
        self._system_style: str | None = None
        #: The palette the app wears while it wears its own.
        self._own: QPalette | None = None
        #: The windows that wear it too (see ``watch``).
        self._windows: list[QWidget] = []
        self._applying = False
        hints.colorSchemeChanged.connect(self._system_changed)

    @property
    def dark(self) -> bool:
        return self._dark

    @property
    def own_palette(self) -> bool:
        """Whether the app wears its own palette because the platform ignored the choice."""
        return self._system_style is not None

    def watch(self, window: QWidget) -> None:
        """Make ``window`` wear the app's own palette too, whenever the app wears it.

        Set on the window, its roles reach every widget in it over the palettes
        a platform theme gives some kinds of widget, however late they come.
        """
        self._windows.append(window)
        window.destroyed.connect(lambda: self._forget_window(window))
        if self._own is not None:
            window.setPalette(self._own)

    def _forget_window(self, window: QWidget) -> None:
        self._windows = [kept for kept in self._windows if kept is not window]

    def follow(self, prefs: Preferences) -> None:
        """Apply the player's choice now and whenever it changes (once per preferences)."""
        if prefs is not self._prefs:
            if self._prefs is not None:
                self._prefs.changed.disconnect(self._preference_changed)
            self._prefs = prefs
            prefs.changed.connect(self._preference_changed)
        self.choose(prefs.colour_scheme)

    def _preference_changed(self, key: str) -> None:
        if key == "colour_scheme" and self._prefs is not None:
            self.choose(self._prefs.colour_scheme)

    def choose(self, choice: ColourScheme) -> None:
        self._choice = choice
        if choice is ColourScheme.SYSTEM:
            # Our own earlier request is withdrawn before the system is read again.
            QGuiApplication.styleHints().unsetColorScheme()
            self._system = QGuiApplication.styleHints().colorScheme()
        self._update()

    def _system_changed(self, system: Qt.ColorScheme) -> None:
        """The platform's scheme changed: the desktop switched, or it honoured a request."""
        if self._applying:
            return
        if self._choice is ColourScheme.SYSTEM:
            self._system = system
        self._update()

    def _update(self) -> None:
        if self._choice is ColourScheme.SYSTEM:
            dark = self._system == Qt.ColorScheme.Dark
        else:
            dark = self._choice is ColourScheme.DARK
        self._apply(dark)
        if dark != self._dark:
            self._dark = dark
            self.changed.emit(dark)

    def _apply(self, dark: bool) -> None:
        """Ask the platform for the scheme; wear our own palette where it does not listen."""
        app = QApplication.instance()
        if not isinstance(app, QApplication) or self._applying:
            return
        self._applying = True
        try:
            hints = QGuiApplication.styleHints()
            if self._choice is ColourScheme.SYSTEM:
                hints.unsetColorScheme()
            else:
                hints.setColorScheme(Qt.ColorScheme.Dark if dark else Qt.ColorScheme.Light)
            self._wear_system_palette(app)
            if is_dark(app.palette()) != dark:
                self._wear_own_palette(app, dark)
        finally:
            self._applying = False

    def _wear_system_palette(self, app: QApplication) -> None:
        if self._system_style is None:
            return
        app.setStyle(self._system_style)
        self._system_style = None
        self._own = None
        app.setPalette(QPalette())  # nothing set: the platform's palette again
        for window in self._windows:
            window.setPalette(QPalette())  # no role of its own: the app's again

    def _wear_own_palette(self, app: QApplication, dark: bool) -> None:
        self._system_style = app.style().name()
        app.setStyle(OwnStyle())
        self._own = dark_palette() if dark else app.style().standardPalette()
        app.setPalette(self._own)
        for window in self._windows:
            window.setPalette(self._own)


def error_colour() -> QColor:
    """The colour of an error message on the windows' ground now."""
    return QColor(ERROR_ON_DARK if scheme().dark else ERROR_ON_LIGHT)


class _ErrorPainter(QObject):
    """Keeps one label's text in the error colour of the scheme; ends with the label."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self._label = label
        self.paint()
        scheme().changed.connect(self.paint)

    def paint(self, _dark: bool = False) -> None:
        palette = self._label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, error_colour())
        self._label.setPalette(palette)


def keep_error_colour(label: QLabel) -> None:
    """Paint ``label``'s text as an error, in the colour of the scheme, now and after a switch."""
    _ErrorPainter(label)


_watcher: SchemeWatcher | None = None


def scheme() -> SchemeWatcher:
    """The app's one watcher, made on first use (a QApplication must exist)."""
    global _watcher
    if _watcher is None:
        app = QGuiApplication.instance()
        _watcher = SchemeWatcher(app)
        # Gone with the application (tests make more than one window, one app).
        _watcher.destroyed.connect(_forget)
    return _watcher


def _forget() -> None:
    global _watcher
    _watcher = None
