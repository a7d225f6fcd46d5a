"""Installed card decks (KDE's, GNOME Aisleriot's) as the player meets them.

Every deck here is a small synthetic one made in a temporary folder named by
XDG_DATA_DIRS / XDG_DATA_HOME, broken ones included (missing file, not SVG, a
card missing, a gzip bomb); one optional test reads the real Debian packages
when they are installed.
"""

from __future__ import annotations

import gzip
import signal
import subprocess
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from freecell_qt.engine.cards import Card, Suit
from freecell_qt.table import decks
from tests.gui.test_startup import app_command, wait_exit

SUITS = ("club", "diamond", "heart", "spade")
RANKS = [str(n) for n in range(1, 11)] + ["jack", "queen", "king"]
#: The colour every face of a synthetic deck is filled with, and its back's.
FACE = QColor(200, 0, 200)
BACK = QColor(0, 160, 160)


def deck_svg(style: str = "kde", leave_out: str | None = None) -> bytes:
    """An SVG of 52 faces and a back, each a rect of a card's shape with its id."""
    shapes = []
    ids = [f"{rank}_{suit}" if style == "kde" else f"{suit}_{rank}"
           for suit in SUITS for rank in RANKS]
    for n, element in enumerate([*ids, "back"]):
        if element == leave_out:
            continue
        colour = BACK if element == "back" else FACE
        x, y = (n % 13) * 80, (n // 13) * 110
        shapes.append(f'<rect id="{element}" x="{x}" y="{y}" width="72" height="100" '
                      f'fill="{colour.name()}"/>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="550">'
            + "".join(shapes) + "</svg>").encode()


def kde_deck(share: Path, folder: str, name: str, svg: bytes | None,
             file: str = "cards.svgz", packed: bool = True) -> Path:
    """A KDE deck folder: index.desktop naming ``file`` (left out when ``svg`` is None)."""
    where = share / "carddecks" / folder
    where.mkdir(parents=True, exist_ok=True)
    (where / "index.desktop").write_text(f"[KDE Backdeck]\nName={name}\nName[de]=Deutsch\n"
                                         f"SVG={file}\nBack={name}\n")
    if svg is not None:
        (where / file).write_bytes(gzip.compress(svg) if packed else svg)
    return where / file


@pytest.fixture
def share(tmp_path, monkeypatch):
    """The system's data folder holding the test decks, and an empty home one."""
    system = tmp_path / "system-share"
    system.mkdir()
    monkeypatch.setenv("XDG_DATA_DIRS", str(system))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "home-share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    decks.forget_loaded()
    return system


def pixel(window, card: Card) -> QColor:
    item = window.scene.cards[card]
    image: QImage = item.pixmap().toImage()
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_decks_are_found_cheaply_in_kde_and_gnome_folders(share, tmp_path):
    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    cards = share / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "old_style.svgz").write_bytes(gzip.compress(deck_svg("gnome")))
    # A deck of the player's own, in ~/.local/share: found too.
    kde_deck(tmp_path / "home-share", "svg-mine", "Mine", deck_svg())
    found = {deck.id: deck for deck in decks.find_decks()}
    assert next(iter(found)) == decks.OURS
    assert found["kde:svg-test"].name == "Test Deck"
    assert found["kde:svg-test"].origin_name == "KDE"
    assert found["gnome:old_style"].origin_name == "GNOME"
    assert "kde:svg-mine" in found
    assert decks.find_deck("test deck") == found["kde:svg-test"]
    assert decks.find_deck("old_style") == found["gnome:old_style"]


def test_a_deck_chosen_in_preferences_draws_the_table(qtbot, window, share):
    """The faces and backs on the real table change as soon as the deck is chosen."""
    from freecell_qt.windows.preferences_dialog import PreferencesDialog

    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    card = Card(1, Suit.SPADES)
    before = window.scene.cards[card].pixmap().toImage()
    assert pixel(window, card) != FACE
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    assert dialog.tabs.tabText(2) == "Cards"
    index = dialog.deck_combo.findData("kde:svg-test")
    assert index > 0
    dialog.deck_combo.setCurrentIndex(index)
    qtbot.waitUntil(lambda: pixel(window, card) == FACE, timeout=10_000)
    assert window.prefs.deck == "kde:svg-test"
    assert window.painter.back(80, 1.0).toImage().pixelColor(40, 55) == BACK
    # Our deck's own options are greyed out, saying why.
    four = dialog.checks["four_colour"]
    assert not four.isEnabled() and four.toolTip()
    assert not dialog.checks["large_index"].isEnabled()
    # And back to ours: the same faces as before.
    dialog.deck_combo.setCurrentIndex(dialog.deck_combo.findData(decks.OURS))
    qtbot.waitUntil(lambda: pixel(window, card) != FACE, timeout=10_000)
    assert window.scene.cards[card].pixmap().toImage() == before
    assert four.isEnabled() and not four.toolTip()


def test_a_deck_drawn_once_is_scaled_and_kept_for_the_next_start(qtbot, share, tmp_path,
                                                                 monkeypatch):
    """Sizes up to the sheet's are scaled from it; a later start reads the sheet from
    the cache instead of parsing and drawing the SVG again, with the same pictures.
    (The app waits a moment before it writes the sheet, to keep the disk out of a
    deal's animation; here it writes at the next turn of the event loop.)"""
    from PySide6.QtCore import QSize

    monkeypatch.setattr(decks, "SAVE_DELAY_MS", 0)

    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    info = decks.find_deck("kde:svg-test")
    assert info is not None
    deck = decks.load_deck(info)
    first = deck.image(Card(12, Suit.HEARTS), QSize(100, 140))
    # The sheet is kept once every card is drawn (after a deal, all are).
    for picture in [*(Card(rank, suit) for suit in Suit for rank in range(1, 14)), None]:
        deck.image(picture, QSize(100, 140))
    width = deck.sheet_width
    assert width >= 100
    qtbot.waitUntil(lambda: any((tmp_path / "cache").rglob(f"{deck.stamp}-*.png")),
                    timeout=20_000)
    smaller = deck.image(Card(12, Suit.HEARTS), QSize(90, 126))
    assert deck.sheet_width == width and smaller.size() == QSize(90, 126)
    assert smaller.pixelColor(45, 63) == FACE
    decks.forget_loaded()  # as at a new start
    again = decks.load_deck(info)
    assert not again.parsed  # not parsed: the sheet came from the cache
    assert again.image(Card(12, Suit.HEARTS), QSize(100, 140)) == first


def test_an_aisleriot_deck_of_either_naming_loads(qtbot, share):
    cards = share / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "old.svgz").write_bytes(gzip.compress(deck_svg("gnome")))
    (cards / "new.svg").write_bytes(deck_svg("kde"))
    for deck_id in ("gnome:old", "gnome:new"):
        info = decks.find_deck(deck_id)
        assert info is not None
        decks.load_deck(info)


@pytest.mark.parametrize("broken, words", [
    ("missing", "is missing"),
    ("not svg", "is not an SVG picture"),
    ("no queen", "Q♥"),
    ("no back", "no back"),
    ("bomb", "unpacks to more than"),
    ("folder", "is not a regular file"),
    ("huge", "is larger than 32 MB"),
])
def test_a_broken_deck_is_refused_in_preferences_with_its_reason(qtbot, window, share,
                                                                 broken, words):
    """Preferences says what is wrong (which card is missing); the table keeps our deck."""
    from freecell_qt.windows.preferences_dialog import PreferencesDialog

    if broken == "missing":
        kde_deck(share, "svg-bad", "Bad", None)
    elif broken == "not svg":
        kde_deck(share, "svg-bad", "Bad", b"PK\x03\x04 not a picture at all")
    elif broken == "no queen":
        kde_deck(share, "svg-bad", "Bad", deck_svg(leave_out="queen_heart"))
    elif broken == "no back":
        kde_deck(share, "svg-bad", "Bad", deck_svg(leave_out="back"))
    elif broken == "folder":
        kde_deck(share, "svg-bad", "Bad", None).mkdir()
    elif broken == "huge":
        with kde_deck(share, "svg-bad", "Bad", None).open("wb") as huge:
            huge.truncate(decks.MAX_FILE_BYTES + 1)  # sparse: no time to write
    else:
        # Zeros inflating far past the limit from a file of a few hundred kilobytes.
        path = kde_deck(share, "svg-bad", "Bad", None)
        with gzip.open(path, "wb", compresslevel=9) as bomb:
            chunk = b"\0" * (1 << 20)
            for _ in range(decks.MAX_SVG_BYTES // len(chunk) + 8):
                bomb.write(chunk)
    card = Card(1, Suit.SPADES)
    before = window.scene.cards[card].pixmap().toImage()
    dialog = PreferencesDialog(window.prefs, window)
    qtbot.addWidget(dialog)
    dialog.deck_combo.setCurrentIndex(dialog.deck_combo.findData("kde:svg-bad"))
    assert not dialog.deck_problem.isHidden()
    assert words in dialog.deck_problem.text()
    assert window.prefs.deck == decks.OURS
    assert dialog.deck_combo.currentData() == decks.OURS
    assert window.scene.cards[card].pixmap().toImage() == before


def test_a_deck_uninstalled_since_falls_back_to_ours_with_one_message(qtbot, prefs, share):
    from freecell_qt.controller import GameController
    from freecell_qt.windows.main_window import MainWindow

    prefs.set("deck", "kde:svg-gone")
    notices: list[str] = []
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.show_notice = notices.append  # type: ignore[method-assign]
    qtbot.waitUntil(lambda: len(notices) == 1, timeout=10_000)
    assert "kde:svg-gone" in notices[0]
    assert "no longer installed" in notices[0]
    assert prefs.deck == decks.OURS
    assert window.painter.deck_id == decks.OURS


def _env(player, share: Path) -> dict[str, str]:
    env = dict(player.env)
    env["XDG_DATA_DIRS"] = str(share)
    return env


def test_list_decks_names_every_deck_and_its_origin(player, share):
    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    cards = share / "aisleriot" / "cards"
    cards.mkdir(parents=True)
    (cards / "anglo.svgz").write_bytes(gzip.compress(deck_svg("gnome")))
    done = subprocess.run([*app_command(), "--list-decks"], env=_env(player, share),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [line.split("\t") for line in done.stdout.splitlines()]
    assert lines[0][:3] == ["ours", "ours", "FreeCell Qt"]
    assert ["kde:svg-test", "KDE", "Test Deck",
            str(share / "carddecks" / "svg-test" / "cards.svgz")] in lines
    assert ["gnome:anglo", "GNOME", "Anglo", str(cards / "anglo.svgz")] in lines


def test_an_unknown_deck_on_the_command_line_is_one_line_and_status_2(player, share):
    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    done = subprocess.run([*app_command(), "--deck", "nosuch"], env=_env(player, share),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    lines = done.stderr.splitlines()
    assert len(lines) == 1
    assert "nosuch" in lines[0] and "kde:svg-test" in lines[0] and "ours" in lines[0]
    assert "Traceback" not in done.stderr


def test_deck_on_the_command_line_is_used_and_kept(qtbot, player, share):
    kde_deck(share, "svg-test", "Test Deck", deck_svg())
    player.env = _env(player, share)
    process = player.start("--deck", "Test Deck")
    qtbot.waitUntil(lambda: player.autosave.exists(), timeout=20_000)
    process.send_signal(signal.SIGTERM)
    assert wait_exit(process) == 0, player.stderr(process)
    config = player.root / "config" / "FreeCell Qt" / "freecell-qt.conf"
    assert "deck=kde:svg-test" in config.read_text()
    assert "cannot be used" not in player.stderr(process)


REAL = Path("/usr/share/carddecks/svg-oxygen-white/index.desktop")


@pytest.mark.skipif(not REAL.exists(), reason="KDE's card decks (kdegames-card-data-kf5) "
                    "are not installed")
def test_the_real_kde_and_gnome_decks_load(qapp):
    found = {deck.id: deck for deck in decks.find_decks([Path("/usr/share")])}
    oxygen = decks.load_deck(found["kde:svg-oxygen-white"])
    assert oxygen.info.name == "Oxygen White"
    if "gnome:anglo" in found:
        decks.load_deck(found["gnome:anglo"])
