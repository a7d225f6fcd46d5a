"""Preferences: one typed object over ``QSettings``.

Every value is read back through a parser with a default, so a hand-edited
or corrupt settings file can never crash the app or smuggle in a value of the
wrong type; an unreadable value simply falls back to its default.

A settings file that cannot be written (a read-only folder, a folder in its
place) does not stop play either, but the player is told, once per run:
otherwise the options chosen would silently be gone at the next start.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QObject,
    QSettings,
    QStandardPaths,
    Signal,
)

from freecell_qt.engine import FreeCellError, Preset, Rules, Supermove
from freecell_qt.engine.rating import Difficulty, unwinnable_deals_common
from freecell_qt.engine.rules import MAX_CELLS, MIN_CELLS, parse_rules_spec, rules_spec
from freecell_qt.storage import desktop_motion
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


class SolveSpeed(Enum):
    """How fast Solve plays its way, apart from how long a card takes to fly."""

    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"

    @property
    def step_ms(self) -> int:
        """The time between two of Solve's moves: slow enough to follow each
        move, or at fast a hundred moves in well under a quarter of a minute."""
        return {"slow": 900, "normal": 420, "fast": 100}[self.value]

    def faster(self) -> SolveSpeed:
        """The next speed up (fast stays fast)."""
        order = list(SolveSpeed)
        return order[min(order.index(self) + 1, len(order) - 1)]

    def slower(self) -> SolveSpeed:
        """The next speed down (slow stays slow)."""
        order = list(SolveSpeed)
        return order[max(order.index(self) - 1, 0)]


class ColourScheme(Enum):
    """Light or dark windows and table: as the system says, or fixed by the player."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


class HighContrast(Enum):
    """A high-contrast table (black felt, outlined cards and piles, bold frames): as
    the system's contrast setting says, where Qt reports one, or fixed by the player."""

    SYSTEM = "system"
    ON = "on"
    OFF = "off"


class TableTheme(Enum):
    """The felt the cards lie on; AUTO is the green felt in light mode, the dark one in dark."""

    AUTO = "auto"
    GREEN = "green"
    BLUE = "blue"
    DARK = "dark"


class CardBack(Enum):
    """The design on the back of the cards (seen while a deal flies out, and in previews)."""

    LATTICE = "lattice"
    DIAMONDS = "diamonds"
    WAVES = "waves"


class CardSize(Enum):
    """How large the cards may grow: as the window allows, or no wider than a cap.

    Caps rather than fixed sizes: the window still shrinks the cards as it must
    (a small window, a long column), so the whole table always stays in view;
    a cap only stops the growth in a large window. Small is about the card the
    classic table had in its first window before cards filled the window (87
    pixels wide), Medium about kpat's, Large a big card that still leaves felt
    around the table on a 1920x1080 screen.
    """

    FIT = "fit"
    LARGE = "large"
    MEDIUM = "medium"
    SMALL = "small"

    @property
    def cap(self) -> int | None:
        """The widest card in pixels (device-independent), or None: the window decides."""
        return {"fit": None, "large": 130, "medium": 105, "small": 85}[self.value]


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
LANGUAGE_CHOICES: tuple[str, ...] = (
    "system", "en", "fr", "ro", "de", "es", "it", "pt_BR", "pl", "sv", "nl", "cs", "da", "fi",
    "nb", "ru", "tr", "hu", "el", "uk", "ja", "zh_CN", "zh_TW", "ko", "ar", "he",
)
_CHOICE_BY_FOLDED = {choice.lower().replace("-", "_"): choice for choice in LANGUAGE_CHOICES}


def _language(value: object) -> str:
    # "pt-br" or "ZH_tw" in a hand-edited file still name the language.
    folded = str(value).strip().lower().replace("-", "_")
    if folded not in _CHOICE_BY_FOLDED:
        raise ValueError(value)
    return _CHOICE_BY_FOLDED[folded]


def _cells(value: object) -> int:
    number = int(str(value))
    if not MIN_CELLS <= number <= MAX_CELLS:
        raise ValueError(value)
    return number


def _custom(value: object) -> str:
    """A custom rule set as its code word (``C6K10R2BSFKMSDR``); refused unless it reads."""
    text = str(value).strip().upper()
    parse_rules_spec(text)  # a RulesError is a ValueError: the default is used
    return text


def _deck_id(value: object) -> str:
    """A deck's id; whether it is still installed is seen when it is loaded."""
    text = str(value).strip()
    if not text or len(text) > 200:
        raise ValueError(value)
    return text


#: The Difficulty preference's value for "any deal" (the others are ``Difficulty`` values).
ANY_DIFFICULTY = "any"


def _difficulty(value: object) -> str:
    text = str(value).strip().lower()
    if text != ANY_DIFFICULTY:
        Difficulty(text)  # a ValueError: the default is used
    return text


#: Values of "Winnable deals only": "auto" follows the game (on where lost
#: deals are common, see ``unwinnable_deals_common``) until the player says.
WINNABLE_CHOICES: tuple[str, ...] = ("auto", "on", "off")


def _winnable(value: object) -> str:
    text = str(value).strip().lower()
    if text not in WINNABLE_CHOICES:
        raise ValueError(value)
    return text


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
        # A click picks cards, a second click puts them down (off: a click sends up).
        _Field("click_to_move", False, _bool),
        _Field("takeback", False, _bool),
        _enum_field("supermove", Supermove.DOUBLING),
        _enum_field("animation_speed", AnimationSpeed.NORMAL),
        # Solve's own pace: its moves come at this speed whatever the animation's.
        _enum_field("solve_speed", SolveSpeed.NORMAL),
        _Field("four_colour", False, _bool),
        # Big rank and suit in the corners, as "large print" decks have.
        _Field("large_index", False, _bool),
        _enum_field("colour_scheme", ColourScheme.SYSTEM),
        _enum_field("table_theme", TableTheme.AUTO),
        _enum_field("high_contrast", HighContrast.SYSTEM),
        _enum_field("card_back", CardBack.LATTICE),
        # Cards as large as the window allows, or capped by the player.
        _enum_field("card_size", CardSize.FIT),
        # The deck faces and backs come from, by a stable id: "ours" (drawn by
        # the game), "kde:svg-oxygen-white", "gnome:anglo" (table/decks.py).
        _Field("deck", "ours", _deck_id),
        # Off by default: a player who never turns it on never loads a sound library.
        _Field("sound", False, _bool),
        # The game last chosen in New Game (a preset, or "custom"); the key
        # predates custom games, when it could only be FreeCell or ForeCell.
        _enum_field("variant", Preset.FREECELL),
        # The cells last chosen for a game that offers a choice (FreeCell).
        _Field("cells", 4, _cells),
        # The custom rule set last chosen, kept when another game is played.
        _Field("custom", rules_spec(Rules(Preset.CUSTOM)), _custom),
        _Field("show_toolbar", True, _bool),
        _Field("confirm_abandon", True, _bool),
        _Field("show_verdict", True, _bool),
        _Field("resume", True, _bool),
        # True until the first start has offered the first lesson (once, ever).
        _Field("offer_lesson", True, _bool),
        _Field("language", "system", _language),
        # The difficulty New Game deals at random: "any" or a Difficulty value.
        _Field("difficulty", ANY_DIFFICULTY, _difficulty),
        _Field("winnable_deals", "auto", _winnable),
        # "auto" follows the desktop's wish for less motion (``desktop_motion``).
        _Field("reduced_motion", "auto", _winnable),
    )
}


def _default_path() -> Path | None:
    """Where ``QSettings()`` keeps this app's file on Linux and the BSDs; ``None`` elsewhere
    (the registry on Windows, a property list on macOS) or when the app is not named."""
    app = QCoreApplication
    if sys.platform in ("win32", "darwin") or not app.organizationName():
        return None
    config = QStandardPaths.StandardLocation.GenericConfigLocation
    folder = QStandardPaths.writableLocation(config)
    if not folder:
        return None
    return Path(folder) / app.organizationName() / f"{app.applicationName()}.conf"


#: The longest text read as the Daily Challenge in play: a date and a level.
MAX_CHALLENGE_TEXT = 32

class Preferences(QObject):
    """The player's settings, applied at once and kept between runs.

    Read with attribute access (``prefs.automove``), write with ``set``; every
    change emits ``changed(key)`` so each view updates itself.
    """

    changed = Signal(str)
    #: A sentence for the player, emitted once per run when changes cannot be kept.
    trouble = Signal(str)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A sentence for the player when the settings file could not be read
        # or cannot be written, shown once at start.
        self.problem = ""
        if settings is None:
            self._clear_the_way(_default_path())
        self._settings = settings or QSettings()
        self._cannot_keep_told = False
        self._recover_unreadable_file()
        if not self._settings.isWritable():
            self._cannot_keep_told = True
            self.problem = " ".join(filter(None, (self.problem, self._cannot_keep())))
        self._values: dict[str, Any] = {}
        for key, field in FIELDS.items():
            raw = self._settings.value(key)
            try:
                self._values[key] = field.default if raw is None else field.parse(raw)
            except (ValueError, TypeError):
                self._values[key] = field.default
        #: What the desktop asks for, for reduced motion's "auto": read at once
        #: where a file tells, else answered later (or never) in the background.
        self._desktop_less_motion = bool(
            self._values["reduced_motion"] == "auto"
            and desktop_motion.ask_desktop(self._desktop_answered, self))

    def _clear_the_way(self, path: Path | None) -> None:
        """Move aside a pipe, device or folder where the settings file belongs.

        Done before ``QSettings`` exists, because it reads its file as it is
        made: a FIFO there would block the start for ever.
        """
        if path is None or not path.exists() or path.is_file():
            return
        self._set_aside(path)

    def _set_aside(self, path: Path) -> bool:
        """Keep an unusable settings file under another name; ``False`` if it must stay."""
        try:
            aside = move_aside(path)
        except OSError:
            self.problem = QCoreApplication.translate(
                "Preferences", "The settings file {0} could not be read; the defaults are used."
            ).format(path)
            return False
        self.problem = QCoreApplication.translate(
            "Preferences",
            "The settings file could not be read; it was kept as {0} and the defaults are used.",
        ).format(aside.name)
        return True

    def _recover_unreadable_file(self) -> None:
        """Move a settings file Qt cannot parse aside and start from defaults.

        Qt would otherwise keep whatever half it could read and write the rest
        over it; keeping the bad file lets the player (or a bug report) see it.
        """
        self._settings.allKeys()  # Qt parses the file on first use only
        path = Path(self._settings.fileName())
        status = self._settings.status()
        # A folder (or anything else) in the file's place can never be
        # written; moved aside, it leaves room for a real file.
        in_the_way = path.exists() and not path.is_file()
        if status != QSettings.Status.FormatError and not in_the_way:
            return
        if self._set_aside(path):
            self._settings = QSettings(str(path), self._settings.format())

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
        # Written at once, so a folder that refuses it is said now, while the
        # player can still do something about it, not after the app closed.
        self.sync()
        self.changed.emit(key)

    def rules(self, game: Rules | Preset | None = None, cells: int | None = None) -> Rules:
        """Rules for a new game, with the player's options (supermove formula, take-back).

        ``game``: the rules of a game (the one in progress, say), or a preset
        played with ``cells`` (by default the cells last chosen, when the
        preset offers that many); by default the game last chosen in New Game.
        """
        if not isinstance(game, Rules):
            game = self.chosen_game(game, cells)
        return game.with_options(self._values["supermove"], self._values["takeback"])

    def chosen_game(self, preset: Preset | None = None, cells: int | None = None) -> Rules:
        """The game last chosen (or ``preset``), before the player's options."""
        preset = preset or self._values["variant"]
        if preset is Preset.CUSTOM:
            return self.custom_rules()
        choices = Rules.preset(preset).cell_choices
        if cells is None and self._values["cells"] in choices:
            cells = self._values["cells"]
        return Rules.preset(preset, cells)

    def custom_rules(self) -> Rules:
        """The custom rule set last chosen (it may equal a preset's rules)."""
        try:
            return parse_rules_spec(self._values["custom"])
        except FreeCellError:
            return Rules()

    def choose_game(self, rules: Rules) -> None:
        """Remember ``rules`` as the game last chosen, for the next New Game."""
        self.set("variant", rules.game)
        if rules.is_custom:
            self.set("custom", rules_spec(rules))
        elif len(rules.cell_choices) > 1:
            self.set("cells", rules.cells)

    # -- winnable deals only ------------------------------------------------
    @property
    def wanted_difficulty(self) -> Difficulty | None:
        """The difficulty a random deal must have, or None for any."""
        value = self._values["difficulty"]
        return None if value == ANY_DIFFICULTY else Difficulty(value)

    def winnable_only(self, rules: Rules) -> bool:
        """Whether a random deal of this game must be proven winnable first.

        One preference for every game, whose default depends on the game: on
        where lost deals are common (1-cell FreeCell, Baker's Game), off for
        4-cell FreeCell, where they are one in 100,000.
        """
        value = self._values["winnable_deals"]
        if value == "auto":
            return unwinnable_deals_common(rules)
        return bool(value == "on")

    def set_winnable_only(self, on: bool) -> None:
        self.set("winnable_deals", "on" if on else "off")

    # -- reduced motion -----------------------------------------------------
    @property
    def less_motion(self) -> bool:
        """Reduced motion: no celebration, cards moved and dealt without flying.

        "auto" is what the desktop asks for, when it can be told
        (``desktop_motion``); the player's own choice is kept as "on" or "off".
        """
        value = self._values["reduced_motion"]
        if value == "auto":
            return bool(self._desktop_less_motion)
        return bool(value == "on")

    def set_less_motion(self, on: bool) -> None:
        self.set("reduced_motion", "on" if on else "off")

    @property
    def motion(self) -> float:
        """The factor every card animation's length is multiplied by: 0 when the
        player turned animation off or asked for reduced motion (lands at once)."""
        if self.less_motion:
            return 0.0
        speed: AnimationSpeed = self._values["animation_speed"]
        return speed.factor

    def _desktop_answered(self, less: bool) -> None:
        """The desktop's wish arrived (from ``gsettings``, after the start)."""
        before = self.less_motion
        self._desktop_less_motion = less
        if self.less_motion != before:
            self.changed.emit("reduced_motion")

    def geometry(self) -> QByteArray | None:
        value = self._settings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def save_geometry(self, data: QByteArray) -> None:
        self._settings.setValue("window/geometry", data)

    def game_folder(self) -> Path | None:
        """The folder a game was last saved in or opened from, while it is still a folder.

        Not one of ``FIELDS``: nothing on screen follows it, and a folder
        since removed (a USB stick taken out) must read as none at all.
        """
        value = self._settings.value("files/game_folder")
        if not isinstance(value, str) or not value:
            return None
        folder = Path(value)
        return folder if folder.is_absolute() and folder.is_dir() else None

    def remember_game_folder(self, folder: Path) -> None:
        """Keep ``folder`` for the next Open or Save As, in this run and the next."""
        self._settings.setValue("files/game_folder", str(folder))
        self.sync()

    def challenge_in_play(self) -> str:
        """The Daily Challenge the game in play is (``2026-12-07 easy``), or empty.

        Kept so that a challenge left when the app closed still counts once
        resumed; read as text of at most ``MAX_CHALLENGE_TEXT`` characters,
        whose meaning ``windows/daily_challenges_ui`` checks.
        """
        value = self._settings.value("challenges/in_play")
        return value if isinstance(value, str) and len(value) <= MAX_CHALLENGE_TEXT else ""

    def remember_challenge(self, text: str) -> None:
        """Keep ``text`` as the challenge in play (empty: none)."""
        if text != self.challenge_in_play():
            self._settings.setValue("challenges/in_play", text)

    def sync(self) -> bool:
        """Write the settings now; ``False`` when they cannot be kept (said once per run)."""
        self._settings.sync()
        if self._settings.status() != QSettings.Status.AccessError:
            return True
        if not self._cannot_keep_told:
            self._cannot_keep_told = True
            self.trouble.emit(self._cannot_keep())
        return False

    def _cannot_keep(self) -> str:
        return QCoreApplication.translate(
            "Preferences", "Settings cannot be saved in {0}; changes last only until "
                           "FreeCell Qt closes."
        ).format(Path(self._settings.fileName()).parent)
