"""Card decks players already have: KDE's and GNOME Aisleriot's SVG decks.

The decks are read where their packages installed them (their licences are
their own, so nothing is copied into the project). Finding them is cheap on
purpose, since the list is made at start-up and for ``--list-decks``: a KDE
deck is a folder ``carddecks/svg-*`` whose ``index.desktop`` names its SVG
file, an Aisleriot deck is a file ``aisleriot/cards/*.svgz``; no SVG is parsed
until a deck is chosen or previewed. Loading one is bounded (the file's size,
and what a compressed file inflates to), so a huge or hostile file is refused
with a message instead of hanging the window; a deck without one of the 52
faces or the back is refused too, naming the card.

Our own drawn deck has the id ``"ours"`` and stays the default.
"""

from __future__ import annotations

import hashlib
import math
import os
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QPointF,
    QRect,
    QRectF,
    QSize,
    QStandardPaths,
    Qt,
    QTimer,
)
from PySide6.QtGui import QImage, QImageWriter, QPainter

from freecell_qt.engine.cards import Card, Suit, rank_letter
from freecell_qt.storage.bounded_read import ReadError, read_file_bytes
from freecell_qt.table.pips import ASPECT as CARD_ASPECT

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

#: The id of the deck drawn by the game itself.
OURS = "ours"
#: Where a deck comes from, as ``--list-decks`` names it.
ORIGINS = {"ours": "ours", "kde": "KDE", "gnome": "GNOME"}

#: The largest deck file read (the largest Debian deck is about 3.3 MB compressed).
MAX_FILE_BYTES = 32 * 1024 * 1024
#: The most a compressed deck may inflate to (the largest Debian deck: about 11 MB).
MAX_SVG_BYTES = 64 * 1024 * 1024
#: An index.desktop is a few kilobytes.
_MAX_INDEX_BYTES = 256 * 1024

_SUIT_WORDS = {Suit.CLUBS: "club", Suit.DIAMONDS: "diamond", Suit.HEARTS: "heart",
               Suit.SPADES: "spade"}
translate = QCoreApplication.translate

_RANK_WORDS = {11: "jack", 12: "queen", 13: "king"}


@dataclass(frozen=True)
class DeckInfo:
    """A deck found on the system: stable id, shown name, origin and file."""

    id: str
    name: str
    origin: str  # "ours", "kde" or "gnome"
    path: Path | None = None

    @property
    def origin_name(self) -> str:
        return ORIGINS[self.origin]


OUR_DECK = DeckInfo(OURS, "FreeCell Qt", "ours")


class DeckError(ValueError):
    """A deck that cannot be used; ``str()`` is one line for the player."""


def card_name(card: Card) -> str:
    """A card as its index and suit sign ("Q♥", "10♣"), for the message naming a
    missing card: read alike in every language."""
    rank = "10" if card.rank == 10 else rank_letter(card.rank)
    return rank + "♣♦♥♠"[card.suit]


def data_folders() -> list[Path]:
    """The player's data folder first, then the system's (XDG_DATA_HOME, XDG_DATA_DIRS)."""
    location = QStandardPaths.StandardLocation.GenericDataLocation
    folders: list[Path] = []
    for text in QStandardPaths.standardLocations(location):
        folder = Path(text)
        if folder not in folders:
            folders.append(folder)
    return folders


def _desktop_values(path: Path) -> dict[str, str]:
    """The unlocalised keys of an index.desktop (``Name``, ``SVG``)."""
    try:
        text = read_file_bytes(path, _MAX_INDEX_BYTES).decode("utf-8", "replace")
    except ReadError:
        return {}
    values: dict[str, str] = {}
    for line in text.splitlines():
        key, equals, value = line.partition("=")
        if equals and "[" not in key:
            values.setdefault(key.strip(), value.strip())
    return values


def find_decks(folders: list[Path] | None = None) -> list[DeckInfo]:
    """Every deck installed, ours first; a deck id found twice is the first folder's.

    Only folder listings and index.desktop files are read here.
    """
    decks = [OUR_DECK]
    seen = {OURS}
    for folder in data_folders() if folders is None else folders:
        found: list[DeckInfo] = []
        try:
            kde = sorted((folder / "carddecks").glob("svg-*"))
        except OSError:
            kde = []
        for deck_folder in kde:
            values = _desktop_values(deck_folder / "index.desktop")
            svg = values.get("SVG")
            if svg:
                name = values.get("Name") or deck_folder.name.removeprefix("svg-")
                found.append(DeckInfo(f"kde:{deck_folder.name}", name, "kde",
                                      deck_folder / svg))
        try:
            gnome = sorted(p for p in (folder / "aisleriot" / "cards").iterdir()
                           if p.suffix in (".svgz", ".svg"))
        except OSError:
            gnome = []
        for file in gnome:
            name = file.stem.replace("_", " ").replace("-", " ")
            found.append(DeckInfo(f"gnome:{file.stem}", name[:1].upper() + name[1:],
                                  "gnome", file))
        for deck in found:
            if deck.id not in seen:
                seen.add(deck.id)
                decks.append(deck)
    return decks


def find_deck(name: str, decks: list[DeckInfo] | None = None) -> DeckInfo | None:
    """The deck a player named: its id, its name, or its folder or file name."""
    wanted = name.strip().casefold()
    for deck in find_decks() if decks is None else decks:
        names = {deck.id, deck.name, deck.id.partition(":")[2]}
        if deck.origin == "kde":
            names.add(deck.id.partition(":")[2].removeprefix("svg-"))
        if wanted in {n.casefold() for n in names if n}:
            return deck
    return None


def _svg_bytes(path: Path) -> bytes:
    """The SVG text of a deck file, inflated if it is gzipped, within the limits."""
    try:
        data = read_file_bytes(path, MAX_FILE_BYTES)
    except ReadError as error:
        if error.kind == "too_large":
            words = translate("CardDecks", "Its file {0} is larger than {1} MB.").format(
                path, MAX_FILE_BYTES // 2**20)
        elif error.kind == "not_regular":
            words = translate("CardDecks", "Its file {0} is not a regular file.").format(path)
        else:
            words = translate("CardDecks", "Its file {0} cannot be read.").format(path)
        raise DeckError(words) from None
    if data[:2] != b"\x1f\x8b":
        return data
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        svg = inflater.decompress(data, MAX_SVG_BYTES + 1)
    except zlib.error:
        raise DeckError(translate("CardDecks", "Its file {0} is damaged.").format(path)) from None
    if len(svg) > MAX_SVG_BYTES or inflater.unconsumed_tail:
        raise DeckError(translate("CardDecks", "Its file {0} unpacks to more than {1} MB.")
                        .format(path, MAX_SVG_BYTES // 2**20))
    return svg


#: How long after a sheet is drawn it is written to the cache.
SAVE_DELAY_MS = 1500

#: The order of the pictures in a deck's sheet: 52 faces, then the back.
_SHEET_ORDER: tuple[Card | None, ...] = (
    *(Card(rank, suit) for suit in Suit for rank in range(1, 14)), None)
_SHEET_COLUMNS = 13
#: Once the cards grow past the sheet, it is drawn again this much wider than
#: asked, so that a window growing by a little more (a resize being dragged) is
#: served by scaling, not by drawing again.
_HEADROOM = 1.2


class LoadedDeck:
    """A deck ready to paint: its 53 pictures drawn once into a sheet, then scaled.

    Drawing a KDE deck's card from its SVG takes milliseconds (some 3 ms a card
    for Oxygen at 100 pixels), against a fraction of one to scale a picture
    down. So the SVG is drawn once, into a sheet a little larger than the
    largest card asked for, and every size up to that is scaled from it: a
    resize costs what scaling costs. The sheet is kept in the cache folder,
    keyed by the deck file's path, size and time, so a later start finds it
    and needs neither the SVG parsed nor drawn.
    """

    def __init__(self, info: DeckInfo, stamp: str, renderer: QSvgRenderer | None,
                 sheet: QImage | None = None) -> None:
        self.info = info
        self._stamp = stamp
        self._renderer = renderer
        self._ids: dict[Card, str] | None = None if renderer is None else _face_ids(renderer)
        self._sheet = sheet
        #: The cards of the sheet drawn so far (by their place in it).
        self._drawn: set[int] = set() if sheet is None else set(range(len(_SHEET_ORDER)))

    @property
    def stamp(self) -> str:
        """The key of this version of the deck's file (path, size, time): its
        sheet in the cache folder is named after it, so a changed file is drawn anew."""
        return self._stamp

    @property
    def parsed(self) -> bool:
        """Whether the deck's SVG was read: not for a deck whose sheet came from
        the cache, which is what spares a later start the parsing."""
        return self._renderer is not None

    @property
    def sheet_width(self) -> int:
        """The width of one card in the sheet, in pixels (0 before it is drawn)."""
        return 0 if self._sheet is None else self._sheet.width() // _SHEET_COLUMNS

    def paint(self, painter: QPainter, card: Card | None, width: float, height: float) -> None:
        """The card (``None``: the back) filling the painter's device, which is the
        picture of one card (``width`` by ``height`` logical pixels)."""
        device = painter.device()
        pixels = QSize(device.width(), device.height())
        if pixels.width() <= 0 or pixels.height() <= 0:
            return
        painter.save()
        painter.resetTransform()
        painter.drawImage(QPointF(0, 0), self.image(card, pixels))
        painter.restore()

    def image(self, card: Card | None, size: QSize) -> QImage:
        """The card's picture at ``size`` physical pixels, scaled from the sheet."""
        if self._sheet is None:
            self._new_sheet(size.width())  # the first frame: just the size it needs
        elif self.sheet_width < size.width():
            self._new_sheet(math.ceil(size.width() * _HEADROOM))  # growing: room to grow
        sheet = self._sheet
        assert sheet is not None
        index = _SHEET_ORDER.index(None if card is None else Card(card.rank, card.suit))
        cell = self._cell(index)
        if index not in self._drawn:
            self._draw(index)
        picture = sheet.copy(cell)
        if picture.size() == size:
            return picture
        return picture.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio,
                              Qt.TransformationMode.SmoothTransformation)

    def _cell(self, index: int) -> QRect:
        assert self._sheet is not None
        width = self._sheet.width() // _SHEET_COLUMNS
        height = self._sheet.height() // _sheet_rows()
        return QRect((index % _SHEET_COLUMNS) * width, (index // _SHEET_COLUMNS) * height,
                     width, height)

    def _new_sheet(self, width: int) -> None:
        """An empty sheet of cards ``width`` pixels wide; each card is drawn into it
        when first asked for (a deal starts face down: the first frame draws the
        back alone)."""
        if self._renderer is None:
            # A sheet from the cache, and now a larger size: the SVG after all.
            self._renderer, self._ids = _parse(self.info)
        cell_width = max(8, width)
        cell_height = round(cell_width * CARD_ASPECT)
        sheet = QImage(cell_width * _SHEET_COLUMNS, cell_height * _sheet_rows(),
                       QImage.Format.Format_ARGB32_Premultiplied)
        sheet.fill(Qt.GlobalColor.transparent)
        self._sheet = sheet
        self._drawn = set()

    def _draw(self, index: int) -> None:
        """Draw one card from the SVG into its cell; once all are, keep the sheet."""
        assert self._sheet is not None and self._renderer is not None
        assert self._ids is not None
        card = _SHEET_ORDER[index]
        element = "back" if card is None else self._ids[card]
        cell = QRectF(self._cell(index))
        bounds = self._renderer.boundsOnElement(element)
        self._drawn.add(index)
        if bounds.width() > 0 and bounds.height() > 0:
            scale = min(cell.width() / bounds.width(), cell.height() / bounds.height())
            target = QRectF(0, 0, bounds.width() * scale, bounds.height() * scale)
            target.moveCenter(cell.center())
            painter = QPainter(self._sheet)
            try:
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
                self._renderer.render(painter, element, target)
            finally:
                painter.end()
        if len(self._drawn) == len(_SHEET_ORDER):
            # Written once the window has shown its frame, not in its way.
            stamp, folder, sheet = self._stamp, cache_folder(), self._sheet.copy()
            if QCoreApplication.instance() is not None:
                QTimer.singleShot(SAVE_DELAY_MS, lambda: _save_sheet(stamp, sheet, folder))
            else:
                _save_sheet(stamp, sheet, folder)


def _sheet_rows() -> int:
    return -(-len(_SHEET_ORDER) // _SHEET_COLUMNS)


def cache_folder() -> Path | None:
    """Where drawn sheets are kept (the app's cache folder), ``None`` if there is none."""
    location = QStandardPaths.StandardLocation.GenericCacheLocation
    folder = QStandardPaths.writableLocation(location)
    return Path(folder) / "freecell-qt" / "decks" if folder else None


def _stamp(info: DeckInfo, stat: os.stat_result) -> str:
    text = f"{info.id}|{info.path}|{stat.st_size}|{stat.st_mtime_ns}|{_SHEET_VERSION}"
    return hashlib.sha256(text.encode()).hexdigest()[:24]


#: Bumped when the sheet's layout changes, so that old sheets are not read.
_SHEET_VERSION = 1


def _cached_sheet(stamp: str) -> QImage | None:
    """The largest sheet drawn before for this very file, if the cache has one."""
    folder = cache_folder()
    if folder is None:
        return None
    try:
        found = sorted(folder.glob(f"{stamp}-*.png"),
                       key=lambda path: int(path.stem.rpartition("-")[2] or 0))
    except (OSError, ValueError):
        return None
    if not found:
        return None
    sheet = QImage(str(found[-1]))
    rows = _sheet_rows()
    if (sheet.isNull() or sheet.width() % _SHEET_COLUMNS or sheet.height() % rows
            or sheet.width() // _SHEET_COLUMNS < 8):
        return None
    return sheet.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _save_sheet(stamp: str, sheet: QImage, folder: Path | None) -> None:
    """Keep a drawn sheet for later starts; the cache is a help, never a need."""
    if folder is None:
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{stamp}-*.png"):
            old.unlink()
        final = folder / f"{stamp}-{sheet.width() // _SHEET_COLUMNS}.png"
        partial = final.with_suffix(".part")
        # Little compression: written once, read at every start.
        writer = QImageWriter(str(partial), QByteArray(b"png"))
        writer.setQuality(90)
        if writer.write(sheet):
            partial.replace(final)
    except OSError:
        pass


def _face_ids(renderer: QSvgRenderer) -> dict[Card, str]:
    """The element id of every face, in KDE's naming (``queen_heart``) or Aisleriot's
    (``heart_queen``); a missing one raises, naming the card."""
    kde = renderer.elementExists("1_club")
    ids: dict[Card, str] = {}
    for suit, suit_word in _SUIT_WORDS.items():
        for rank in range(1, 14):
            rank_word = _RANK_WORDS.get(rank, str(rank))
            element = f"{rank_word}_{suit_word}" if kde else f"{suit_word}_{rank_word}"
            card = Card(rank, suit)
            if not renderer.elementExists(element):
                raise DeckError(translate("CardDecks", "It has no {0} (no element “{1}” "
                                          "in its SVG).").format(card_name(card), element))
            ids[card] = element
    if not renderer.elementExists("back"):
        raise DeckError(translate("CardDecks", "It has no back (no element “back” in its SVG)."))
    return ids


_LOADED: dict[str, LoadedDeck] = {}


def forget_loaded() -> None:
    """Let go of the deck kept in memory: the next ``load_deck`` reads its cached
    sheet (or its file) again, as a new start of the app does."""
    _LOADED.clear()


def _parse(info: DeckInfo) -> tuple[QSvgRenderer, dict[Card, str]]:
    """The deck's SVG parsed and checked to hold every card; ``DeckError`` if not."""
    assert info.path is not None
    # QtSvg only once a deck is drawn: a start with our deck never loads it.
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer()
    if not renderer.load(QByteArray(_svg_bytes(info.path))) or not renderer.isValid():
        raise DeckError(translate("CardDecks", "Its file {0} is not an SVG picture.")
                        .format(info.path))
    return renderer, _face_ids(renderer)


def load_deck(info: DeckInfo, check: bool = False) -> LoadedDeck:
    """The deck ready to paint, once per file version; ``DeckError`` if unusable.

    A deck drawn before (its sheet in the cache, for this very file) is not
    parsed again unless ``check`` asks for it.
    """
    if info.path is None:
        raise DeckError(translate("CardDecks", "Our own deck is drawn, not loaded."))
    try:
        stat = info.path.stat()
    except OSError:
        raise DeckError(translate("CardDecks", "Its file {0} is missing.")
                        .format(info.path)) from None
    stamp = _stamp(info, stat)
    loaded = _LOADED.get(stamp)
    if loaded is not None:
        return loaded
    sheet = None if check else _cached_sheet(stamp)
    if sheet is not None:
        loaded = LoadedDeck(info, stamp, None, sheet)
    else:
        renderer, _ids = _parse(info)
        loaded = LoadedDeck(info, stamp, renderer)
    _LOADED.clear()  # one deck in use at a time: the last one's pictures can go
    _LOADED[stamp] = loaded
    return loaded
