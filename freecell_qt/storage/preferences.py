"""Preferences: one typed object over ``QSettings``.

Every value is read back through a parser with a default, so a hand-edited
or corrupt settings file can never crash the app or smuggle in a value of the
wrong type; an unreadable value simply falls back to its default.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, QSettings, Signal

from freecell_qt.engine import Rules, Supermove, Variant
from freecell_qt.storage.paths import move_aside

T = TypeVar("T")


class AnimationSpeed(Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"

    @property
    def factor(self) -> float:
        """Duration multiplier for every animation."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0}[self.value]


def _bool(value: object) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise ValueError(value)


#: Values of the Language preference: follow the system, or one language.
LANGUAGE_CHOICES: tuple[str, ...] = ("system", "en", "fr", "ro")


def _language(value: object) -> str:
    text = str(value).strip().lower()
    if text not in LANGUAGE_CHOICES:
        raise ValueError(value)
    return text


def _cells(value: object) -> int:
    number = int(str(value))
    if not 1 <= number <= 4:
        raise ValueError(value)
    return number


@dataclass(frozen=True)
class _Field(Generic[T]):
    key: str
    default: T
    parse: Callable[[object], T]
    store: Callable[[T], object] = lambda v: v


def _enum_field(key: str, default: Enum) -> _Field[Any]:
    kind = type(default)
    return _Field(key, default, lambda v: kind(str(v)), lambda v: v.value)


FIELDS: dict[str, _Field[Any]] = {
    f.key: f
    for f in (
        _Field("automove", True, _bool),
        _Field("auto_finish", False, _bool),
        _Field("single_click_foundation", True, _bool),
        _Field("takeback", False, _bool),
        _enum_field("supermove", Supermove.DOUBLING),
        _enum_field("animation_speed", AnimationSpeed.NORMAL),
        _Field("four_colour", False, _bool),
        _enum_field("variant", Variant.FREECELL),
        _Field("cells", 4, _cells),
        _Field("show_toolbar", True, _bool),
        _Field("confirm_abandon", True, _bool),
        _Field("show_verdict", True, _bool),
        _Field("resume", True, _bool),
        _Field("language", "system", _language),
    )
}


class Preferences(QObject):
    """The player's settings, applied at once and kept between runs.

    Read with attribute access (``prefs.automove``), write with ``set``; every
    change emits ``changed(key)`` so each view updates itself.
    """

    changed = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings or QSettings()
        # A sentence for the player when the settings file could not be read.
        self.problem = ""
        self._recover_unreadable_file()
        self._values: dict[str, Any] = {}
        for key, field in FIELDS.items():
            raw = self._settings.value(key)
            try:
                self._values[key] = field.default if raw is None else field.parse(raw)
            except (ValueError, TypeError):
                self._values[key] = field.default

    def _recover_unreadable_file(self) -> None:
        """Move a settings file Qt cannot parse aside and start from defaults.

        Qt would otherwise keep whatever half it could read and write the rest
        over it; keeping the bad file lets the player (or a bug report) see it.
        """
        self._settings.allKeys()  # Qt parses the file on first use only
        if self._settings.status() != QSettings.Status.FormatError:
            return
        path = Path(self._settings.fileName())
        try:
            aside = move_aside(path)
        except OSError:
            self.problem = QCoreApplication.translate(
                "Preferences", "The settings file {0} could not be read; the defaults are used."
            ).format(path)
            return
        self._settings = QSettings(str(path), self._settings.format())
        self.problem = QCoreApplication.translate(
            "Preferences",
            "The settings file could not be read; it was kept as {0} and the defaults are used.",
        ).format(aside.name)

    def __getattr__(self, key: str) -> Any:
        values = self.__dict__.get("_values")
        if values is not None and key in values:
            return values[key]
        raise AttributeError(key)

    def set(self, key: str, value: Any) -> None:
        field = FIELDS[key]
        if self._values[key] == value:
            return
        self._values[key] = value
        self._settings.setValue(key, field.store(value))
        self.changed.emit(key)

    def rules(self, variant: Variant | None = None, cells: int | None = None) -> Rules:
        """Rules for a new game from the current options."""
        variant = variant or self._values["variant"]
        if variant is Variant.FORECELL:
            cells = 4
        return Rules(
            variant,
            cells or self._values["cells"],
            self._values["supermove"],
            self._values["takeback"],
        )

    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def save_geometry(self, data: QByteArray) -> None:
        self._settings.setValue("window/geometry", data)

    def sync(self) -> None:
        self._settings.sync()
