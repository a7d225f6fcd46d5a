"""The table's looks, as drawn: felts, backs, the large index, the least index, the drag shadow.

Every check looks at rendered pixels (the viewport, or a card's own pixmap),
so a preference that changes a flag but not the picture fails here.
"""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, QSettings, Qt
from PySide6.QtGui import QImage, QPixmap

from freecell_qt.engine import Card, Game, GameCode, Pile, Rules, Suit
from freecell_qt.engine.rules import Preset
from freecell_qt.storage.preferences import (
    AnimationSpeed,
    CardBack,
    ColourScheme,
    Preferences,
    TableTheme,
)
from freecell_qt.table import felt as felt_module
from freecell_qt.table.card_painter import CardPainter
from freecell_qt.table.corner import MIN_INDEX_PX
from freecell_qt.table.felt import FELTS, FeltKind, paint_felt
from freecell_qt.table.layout import MIN_WIDTH, TableLayout
from freecell_qt.windows.colour_scheme import scheme
from tests.gui.conftest import Mouse


def rgba(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def digest(pixmap: QPixmap) -> str:
    return hashlib.sha1(bytes(rgba(pixmap).constBits())).hexdigest()


def mean_colour(image: QImage, rect: QRect) -> tuple[float, float, float]:
    total = [0.0, 0.0, 0.0]
    count = 0
    for y in range(rect.top(), rect.bottom() + 1):
        for x in range(rect.left(), rect.right() + 1):
            colour = image.pixelColor(x, y)
            total[0] += colour.red()
            total[1] += colour.green()
            total[2] += colour.blue()
            count += 1
    return total[0] / count, total[1] / count, total[2] / count


def viewport_image(window) -> QImage:
    return window.view.viewport().grab().toImage()


def bare_felt(window) -> QRect:
    """A patch of the table below the columns and right of centre: no card, no slot."""
    size = window.view.viewport().size()
    return QRect(size.width() * 3 // 4, size.height() - 40, 24, 24)


@pytest.fixture
def restore_scheme():
    yield
    scheme().choose(ColourScheme.SYSTEM)


# Felts --------------------------------------------------------------------------------


def test_each_table_theme_lays_its_own_felt(window, controller, qtbot):
    prefs = controller.prefs
    seen = {}
    for theme in (TableTheme.GREEN, TableTheme.BLUE, TableTheme.DARK):
        prefs.set("table_theme", theme)
        seen[theme] = mean_colour(viewport_image(window), bare_felt(window))
    red, green, blue = seen[TableTheme.GREEN]
    assert green > red + 30 and green > blue + 20, seen
    red, green, blue = seen[TableTheme.BLUE]
    assert blue > red + 40 and blue > green + 20, seen
    assert max(seen[TableTheme.DARK]) < 70, seen
    assert max(seen[TableTheme.DARK]) - min(seen[TableTheme.DARK]) < 20, seen


def test_automatic_felt_follows_light_and_dark(window, controller, restore_scheme):
    controller.prefs.set("table_theme", TableTheme.AUTO)
    scheme().choose(ColourScheme.LIGHT)
    light = mean_colour(viewport_image(window), bare_felt(window))
    scheme().choose(ColourScheme.DARK)
    dark = mean_colour(viewport_image(window), bare_felt(window))
    assert light[1] > light[0] + 30, light  # green
    assert max(dark) < 70 and dark[1] < light[1] - 40, (light, dark)
    # A chosen felt stays put whatever the scheme.
    controller.prefs.set("table_theme", TableTheme.BLUE)
    blue = mean_colour(viewport_image(window), bare_felt(window))
    scheme().choose(ColourScheme.LIGHT)
    assert mean_colour(viewport_image(window), bare_felt(window)) == pytest.approx(blue)


def test_felt_has_texture_not_a_flat_colour(qapp):
    image = paint_felt(FELTS[FeltKind.GREEN], 400, 300, 1.0).toImage()
    # Neighbouring pixels in the middle differ: the grain, not only the gradient.
    greens = {image.pixelColor(200 + dx, 150).green() for dx in range(40)}
    assert len(greens) > 8
    # Lighter under the lamp than in the corner.
    assert image.pixelColor(200, 120).green() > image.pixelColor(2, 297).green() + 25


def pixels_apart(a: QPixmap, b: QPixmap, tolerance: int = 2) -> list[tuple[int, int, bytes, bytes]]:
    """Pixels of two same-sized pictures that differ by more than ``tolerance`` in a channel.

    Exact hashes are too strict for a picture made twice: a full test run once saw
    the felt come out different at a few pixels, in a way no rerun reproduced.
    What "the same felt" means to a player is the same grain, and a felt from
    another seed differs almost everywhere, by far more than two levels.
    """
    first, second = bytes(rgba(a).constBits()), bytes(rgba(b).constBits())
    assert len(first) == len(second)
    width = a.width()
    apart = []
    for i in range(0, len(first), 4):
        if max(abs(first[i + k] - second[i + k]) for k in range(4)) > tolerance:
            x, y = (i // 4) % width, (i // 4) // width
            apart.append((x, y, first[i : i + 4], second[i : i + 4]))
    return apart


def test_felt_is_the_same_every_time(qapp, monkeypatch):
    felt = FELTS[FeltKind.BLUE]
    first = paint_felt(felt, 320, 200, 1.0)
    # Made again from nothing, as in another run of the app.
    monkeypatch.setattr(felt_module, "_tile", None)
    second = paint_felt(felt, 320, 200, 1.0)
    apart = pixels_apart(first, second)
    # At most one pixel in a thousand, and each listed if more: the grain is the same.
    assert len(apart) <= 320 * 200 // 1000, (len(apart), apart[:8])


def test_felt_from_another_seed_is_told_apart(qapp, monkeypatch):
    felt = FELTS[FeltKind.BLUE]
    first = paint_felt(felt, 320, 200, 1.0)
    monkeypatch.setattr(felt_module, "_tile", None)
    monkeypatch.setattr(felt_module, "_SEED", felt_module._SEED + 1)
    other = paint_felt(felt, 320, 200, 1.0)
    assert len(pixels_apart(first, other)) > 320 * 200 // 2


def test_felt_is_drawn_once_per_size(window, controller):
    before = window.scene.backgroundBrush().texture().cacheKey()
    window.view.relayout()  # the same size again
    assert window.scene.backgroundBrush().texture().cacheKey() == before
    controller.prefs.set("table_theme", TableTheme.DARK)
    assert window.scene.backgroundBrush().texture().cacheKey() != before


# Slots --------------------------------------------------------------------------------


@pytest.mark.parametrize("theme", [TableTheme.GREEN, TableTheme.BLUE, TableTheme.DARK])
def test_empty_cell_is_a_translucent_hollow_with_a_lit_lower_lip(window, controller, theme):
    controller.prefs.set("table_theme", theme)
    slot = window.scene.slots[Pile.cell(0)].sceneBoundingRect()
    image = viewport_image(window)
    centre = window.view.mapFromScene(slot.center())
    inside = mean_colour(image, QRect(centre.x() - 4, centre.y() - 4, 8, 8))
    outside = mean_colour(image, QRect(centre.x() - 4, round(slot.bottom()) + 8, 8, 8))
    # Darker than the felt beside it, but the felt still shows through.
    assert sum(inside) < sum(outside) - 15, (inside, outside)
    assert sum(inside) > 0.45 * sum(outside), (inside, outside)
    # The top edge lies in shadow, the bottom lip catches the light.
    x = round(slot.center().x())
    top = mean_colour(image, QRect(x - 3, round(slot.top()) + 3, 6, 2))
    lip = mean_colour(image, QRect(x - 3, round(slot.bottom()) - 2, 6, 2))
    assert sum(lip) > sum(top) + 60, (top, lip)


# Backs --------------------------------------------------------------------------------


def dealt_backs(window, controller) -> dict[CardBack, QPixmap]:
    """A card's picture just after each deal starts, for each design."""
    controller.prefs.set("animation_speed", AnimationSpeed.NORMAL)
    backs = {}
    card = Card(13, Suit.HEARTS)
    for design in CardBack:
        controller.prefs.set("card_back", design)
        controller.new_game(GameCode.parse("FC1-C4-AAAAAKH"))
        backs[design] = window.scene.cards[card].pixmap()
        window.scene.finish_animations()
        face = window.scene.cards[card].pixmap()
        assert digest(face) != digest(backs[design])
    return backs


def test_cards_fly_out_of_a_deal_showing_the_chosen_back(window, controller):
    backs = dealt_backs(window, controller)
    assert len({digest(pixmap) for pixmap in backs.values()}) == 3
    centre = QRect(30, 40, 30, 40)
    red, green, blue = mean_colour(rgba(backs[CardBack.LATTICE]), centre)
    assert blue > red + 40 and blue > green + 20
    red, green, blue = mean_colour(rgba(backs[CardBack.DIAMONDS]), centre)
    assert red > green + 60 and red > blue + 50
    red, green, blue = mean_colour(rgba(backs[CardBack.WAVES]), centre)
    assert green > red + 40 and green > blue + 10


@pytest.mark.parametrize("design", list(CardBack))
def test_backs_read_the_same_both_ways_up(qapp, design):
    painter = CardPainter(back=design)
    image = rgba(painter.back(90, 1.0))
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    a, b = bytes(image.constBits()), bytes(turned.constBits())
    differing = sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 40)
    # Antialiased edges land a fraction of a pixel apart; a design that is not
    # symmetric differs over most of its field.
    assert differing / len(a) < 0.05, differing / len(a)


# Corner index -------------------------------------------------------------------------


def rank_ink(pixmap: QPixmap) -> QRect:
    """The painted rank in the top-left corner: the first band of inked rows from the
    top, and the inked columns within it (half-covered edge pixels count as paper)."""
    image = rgba(pixmap)
    width = image.width()

    def inked(x: int, y: int) -> bool:
        colour = image.pixelColor(x, y)
        return colour.alpha() == 255 and colour.lightness() < 150

    left_half = range(2, width // 2)
    rows = [y for y in range(2, image.height() // 2) if any(inked(x, y) for x in left_half)]
    assert rows, "no index painted"
    top = bottom = rows[0]
    while bottom + 1 in rows:
        bottom += 1
    columns = [x for x in left_half if any(inked(x, y) for y in range(top, bottom + 1))]
    return QRect(QPoint(min(columns), top), QPoint(max(columns), bottom))


def test_large_index_deck_prints_a_bigger_rank(window, controller):
    card = Card(1, Suit.SPADES)  # an ace: nothing but the index near the corner
    item = window.scene.cards[card]
    standard = rank_ink(item.pixmap())
    controller.prefs.set("large_index", True)
    large = rank_ink(item.pixmap())
    assert large.height() >= standard.height() * 1.4, (standard, large)
    assert large.width() > standard.width(), (standard, large)
    controller.prefs.set("large_index", False)
    assert rank_ink(item.pixmap()) == standard


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("rank", range(1, 14))
def test_rank_is_ten_pixels_tall_on_the_narrowest_card(qapp, large, rank):
    painter = CardPainter(large_index=large)
    for suit in (Suit.SPADES, Suit.HEARTS):
        ink = rank_ink(painter.face(Card(rank, suit), MIN_WIDTH, 1.0))
        assert ink.height() >= MIN_INDEX_PX, (rank, suit, ink)


def test_rank_is_ten_pixels_tall_in_a_narrow_window(window, controller, qtbot):
    """A 13-column game in a 400 pixel wide window deals the narrowest cards."""
    rules = Rules(Preset.CUSTOM, 8, columns=13)
    controller.set_game(Game.new(617, rules))
    window.resize(400, 770)
    qtbot.waitUntil(lambda: window.scene.width() == window.view.viewport().width())
    card_width = window.scene.layout.card_width
    fitted = TableLayout.fit(window.scene.width(), window.scene.height(), 13, 8)
    assert card_width == fitted.card_width < 45  # where the index used to stop growing
    for card, item in window.scene.cards.items():
        if item.isVisible():
            ink = rank_ink(item.pixmap())
            assert ink.height() >= MIN_INDEX_PX, (card, card_width, ink)


# Drag shadow --------------------------------------------------------------------------


def test_dragged_cards_cast_a_shadow_only_while_lifted(window, controller, qtbot):
    scene, view = window.scene, window.view
    mouse = Mouse(view)
    card = scene.pile_cards(Pile.column(2))[-1]
    start = card.sceneBoundingRect().center()
    width = scene.layout.card_width
    # Carried to the bare felt low on the table, where it may not be dropped.
    end = QPointF(scene.width() * 0.75, scene.height() - scene.layout.card_height * 0.7)
    offset = card.pos() - start
    spot = end + offset + QPointF(width / 2, scene.layout.card_height + width * 0.03)
    patch = QRect(view.mapFromScene(spot) - QPoint(2, 1), view.mapFromScene(spot) + QPoint(2, 1))
    before = mean_colour(viewport_image(window), patch)
    mouse.press(start)
    for n in range(1, 7):
        mouse.move(start + (end - start) * (n / 6))
    assert scene.drag.dragging
    lifted = mean_colour(viewport_image(window), patch)
    assert sum(lifted) < sum(before) - 30, (before, lifted)
    mouse.release(end)
    scene.finish_animations()
    after = mean_colour(viewport_image(window), patch)
    assert after == pytest.approx(before, abs=1)
    assert card.sceneBoundingRect().center() == start


def test_prefs_made_elsewhere_reach_a_new_window(qtbot, tmp_path):
    """A window opened on saved preferences draws with them from the start."""
    from freecell_qt.controller import GameController
    from freecell_qt.windows.main_window import MainWindow

    prefs = Preferences(QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat))
    prefs.set("animation_speed", AnimationSpeed.OFF)
    prefs.set("show_verdict", False)
    prefs.set("table_theme", TableTheme.BLUE)
    prefs.set("large_index", True)
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    window.resize(1100, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start(GameCode.parse("FC1-C4-AAAAAKH"))
    red, _green, blue = mean_colour(viewport_image(window), bare_felt(window))
    assert blue > red + 40
    plain = CardPainter().face(Card(1, Suit.CLUBS), window.scene.layout.card_width, 1.0)
    item = window.scene.cards[Card(1, Suit.CLUBS)]
    assert rank_ink(item.pixmap()).height() > rank_ink(plain).height() * 1.4


def test_the_new_game_preview_lies_on_the_players_felt(qtbot, prefs):
    from freecell_qt.storage.preferences import TableTheme
    from freecell_qt.windows.new_game_dialog import NewGameDialog

    def preview_colour() -> tuple[int, int, int]:
        dialog = NewGameDialog(prefs)
        qtbot.addWidget(dialog)
        image = dialog.preview.grab().toImage()
        corner = image.pixelColor(2, 2)
        return corner.red(), corner.green(), corner.blue()

    prefs.set("table_theme", TableTheme.GREEN)
    green = preview_colour()
    prefs.set("table_theme", TableTheme.BLUE)
    blue = preview_colour()
    assert green[1] > green[2], "green felt: more green than blue"
    assert blue[2] > blue[1], "blue felt: more blue than green"
