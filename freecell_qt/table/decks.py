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

import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QRectF, QStandardPaths

from freecell_qt.engine.cards import Card, Suit, rank_letter
from freecell_qt.storage.bounded_read import ReadError, read_file_bytes

if TYPE_CHECKING:
    from PySide6.QtGui import QPainter
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
        raise DeckError(translate("CardDecks", "Its file {0} {1}.").format(path, error)) from None
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


class LoadedDeck:
    """A deck's SVG, parsed once, that paints a card's face or the back into a rect."""

    def __init__(self, info: DeckInfo, renderer: QSvgRenderer, ids: dict[Card, str]) -> None:
        self.info = info
        self._renderer = renderer
        self._ids = ids

    def paint(self, painter: QPainter, card: Card | None, width: float, height: float) -> None:
        """The card (``None``: the back), as large as fits the card's place, centred."""
        element = "back" if card is None else self._ids[Card(card.rank, card.suit)]
        bounds = self._renderer.boundsOnElement(element)
        if bounds.width() <= 0 or bounds.height() <= 0:
            return
        scale = min(width / bounds.width(), height / bounds.height())
        target = QRectF(0, 0, bounds.width() * scale, bounds.height() * scale)
        target.moveCenter(QRectF(0, 0, width, height).center())
        self._renderer.render(painter, element, target)


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


_LOADED: dict[tuple[str, str, int, float], LoadedDeck] = {}


def load_deck(info: DeckInfo) -> LoadedDeck:
    """The deck ready to paint, parsed once per file version; ``DeckError`` if unusable."""
    if info.path is None:
        raise DeckError(translate("CardDecks", "Our own deck is drawn, not loaded."))
    try:
        stat = info.path.stat()
    except OSError:
        raise DeckError(translate("CardDecks", "Its file {0} is missing.")
                        .format(info.path)) from None
    key = (info.id, str(info.path), stat.st_size, stat.st_mtime)
    loaded = _LOADED.get(key)
    if loaded is not None:
        return loaded
    # QtSvg only once a deck is chosen: a start with our deck never loads it.
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer()
    if not renderer.load(QByteArray(_svg_bytes(info.path))) or not renderer.isValid():
        raise DeckError(translate("CardDecks", "Its file {0} is not an SVG picture.")
                        .format(info.path))
    loaded = LoadedDeck(info, renderer, _face_ids(renderer))
    _LOADED.clear()  # one deck in use at a time: the last one's renderer can go
    _LOADED[key] = loaded
    return loaded
