"""The card painter: sizes, caching, colours, distinct faces and the face layout."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import hashlib
from collections import Counter

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPixmap

from freecell_qt.engine.cards import ALL_CARDS, Card, Suit
from freecell_qt.table.card_painter import FRENCH_RANK_LABELS, SLOT_KINDS, CardPainter
from freecell_qt.table.pips import (
    DEFAULT_RANK_LABELS,
    PIP_LAYOUTS,
    centre_area,
    corner_rects,
    court_rect,
    pip_rects,
)

WIDTH = 60


def rgba(pixmap: QPixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)


def digest(pixmap: QPixmap) -> str:
    image = rgba(pixmap)
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def classify(r: int, g: int, b: int) -> str:
    if r > 150 and g < 90 and b < 100:
        return "red"
    if g > 90 and g > r + 40 and g > b + 30:
        return "green"
    if b > 120 and b > r + 60 and b > g + 40:
        return "blue"
    if max(r, g, b) < 70:
        return "dark"
    return "other"


# Ink is dozens of pixels; a lone opaque pixel of another class is not ink. One full
# test run saw exactly one such pixel on every face, which no rerun reproduced, so a
# check that a colour is absent allows this many.
STRAY = 1


def colour_counts(pixmap: QPixmap) -> Counter[str]:
    """Count opaque pixels by ink; half-covered edge pixels would blur the classes."""
    data = bytes(rgba(pixmap).constBits())
    counts: Counter[str] = Counter()
    for i in range(0, len(data), 4):
        if data[i + 3] == 255:
            counts[classify(data[i], data[i + 1], data[i + 2])] += 1
    return counts


@pytest.fixture
def painter(qapp) -> CardPainter:
    return CardPainter()


# Sizes -----------------------------------------------------------------------------


def test_card_height_follows_poker_ratio():
    assert CardPainter.card_height(100) == 140
    assert CardPainter.card_height(60) == 84
    assert CardPainter.card_height(71) == 99


@pytest.mark.parametrize("dpr", [1.0, 2.0, 1.5])
def test_pixmaps_have_physical_size_and_pixel_ratio(painter, dpr):
    pixmaps = [
        painter.face(Card(7, Suit.HEARTS), 100, dpr),
        painter.back(100, dpr),
        *(painter.slot(kind, 100, dpr) for kind in SLOT_KINDS),
    ]
    for pixmap in pixmaps:
        assert pixmap.devicePixelRatio() == dpr
        assert (pixmap.width(), pixmap.height()) == (round(100 * dpr), round(140 * dpr))
        logical = pixmap.deviceIndependentSize()
        assert (logical.width(), logical.height()) == pytest.approx((100, 140))


def test_dpr_two_is_drawn_at_double_resolution_not_scaled_up(painter):
    sharp = rgba(painter.face(Card(10, Suit.SPADES), 100, 2.0))
    blurred = rgba(painter.face(Card(10, Suit.SPADES), 100, 1.0)).scaled(200, 280)
    assert sharp.size() == blurred.size()
    assert sharp != blurred


def test_bad_sizes_are_refused(painter):
    with pytest.raises(ValueError, match="too small"):
        painter.face(Card(1, Suit.CLUBS), 4, 1.0)
    with pytest.raises(ValueError, match="positive"):
        painter.back(100, 0)


# Cache -----------------------------------------------------------------------------


def test_same_key_returns_the_same_pixmap(painter):
    card = Card(12, Suit.DIAMONDS)
    first = painter.face(card, WIDTH, 1.0)
    assert painter.face(card, WIDTH, 1.0) is first
    assert painter.face(card, WIDTH, 2.0) is not first
    assert painter.face(card, WIDTH + 1, 1.0) is not first
    assert painter.back(WIDTH, 1.0) is painter.back(WIDTH, 1.0)
    cell = painter.slot("cell", WIDTH, 1.0)
    assert painter.slot("cell", WIDTH, 1.0) is cell


def test_a_second_painter_finds_the_pictures_drawn_but_not_other_options(painter):
    card = Card(7, Suit.HEARTS)
    first = painter.face(card, WIDTH, 1.0)
    assert CardPainter().face(card, WIDTH, 1.0) is first
    assert CardPainter(four_colour=True).face(card, WIDTH, 1.0) is not first
    assert CardPainter(large_index=True).face(card, WIDTH, 1.0) is not first
    assert CardPainter(rank_labels={7: "S"}).face(card, WIDTH, 1.0) is not first


def test_set_four_colour_renders_anew(painter):
    card = Card(5, Suit.CLUBS)
    before = painter.face(card, WIDTH, 1.0)
    painter.set_four_colour(False)  # no change: the cache stays
    assert painter.face(card, WIDTH, 1.0) is before
    painter.set_four_colour(True)
    after = painter.face(card, WIDTH, 1.0)
    assert after is not before
    assert digest(after) != digest(before)
    assert painter.four_colour


def test_set_rank_labels_and_clear_render_anew(painter):
    card = Card(3, Suit.SPADES)
    before = painter.face(card, WIDTH, 1.0)
    painter.set_rank_labels({13: "R"})
    assert painter.face(card, WIDTH, 1.0) is not before
    again = painter.face(card, WIDTH, 1.0)
    painter.clear()
    assert painter.face(card, WIDTH, 1.0) is not again


def test_cache_keeps_only_recent_sizes(painter, monkeypatch, card_pictures_kept_across_tests):
    from freecell_qt.table import card_painter

    monkeypatch.setattr(card_painter, "SIZES_KEPT", card_pictures_kept_across_tests)
    card = Card(1, Suit.HEARTS)
    first = painter.face(card, 50, 1.0)
    for width in (51, 52, 53, 54):
        painter.face(card, width, 1.0)
    assert painter.face(card, 50, 1.0) is not first


# Colours ---------------------------------------------------------------------------


@pytest.mark.parametrize("rank", range(1, 14))
def test_red_suits_print_red_and_black_suits_print_dark(painter, rank):
    for suit in Suit:
        counts = colour_counts(painter.face(Card(rank, suit), WIDTH, 1.0))
        if suit.is_red:
            assert counts["red"] > 40, (rank, suit, counts)
            assert counts["dark"] <= STRAY, (rank, suit, counts)
        else:
            assert counts["dark"] > 40, (rank, suit, counts)
            assert counts["red"] <= STRAY, (rank, suit, counts)


@pytest.mark.parametrize("rank", [1, 7, 10, 11, 13])
def test_four_colour_deck_has_green_clubs_and_blue_diamonds(qapp, rank):
    painter = CardPainter(four_colour=True)
    clubs = colour_counts(painter.face(Card(rank, Suit.CLUBS), WIDTH, 1.0))
    diamonds = colour_counts(painter.face(Card(rank, Suit.DIAMONDS), WIDTH, 1.0))
    hearts = colour_counts(painter.face(Card(rank, Suit.HEARTS), WIDTH, 1.0))
    spades = colour_counts(painter.face(Card(rank, Suit.SPADES), WIDTH, 1.0))
    assert clubs["green"] > 40 and clubs["dark"] <= STRAY and clubs["blue"] <= STRAY
    assert diamonds["blue"] > 40 and diamonds["red"] <= STRAY and diamonds["green"] <= STRAY
    assert hearts["red"] > 40 and hearts["green"] <= STRAY
    assert spades["dark"] > 40 and spades["green"] <= STRAY


def test_two_colour_deck_has_no_green_or_blue(painter):
    for card in ALL_CARDS:
        counts = colour_counts(painter.face(card, WIDTH, 1.0))
        assert counts["green"] <= STRAY and counts["blue"] <= STRAY, (card, counts)


def test_face_is_a_white_card_with_round_transparent_corners(painter):
    image = rgba(painter.face(Card(2, Suit.HEARTS), 100, 1.0))
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(99, 139).alpha() == 0
    middle = image.pixelColor(50, 70)  # between the two pips of a two
    assert (middle.red(), middle.green(), middle.blue(), middle.alpha()) == (255, 255, 255, 255)


def test_back_is_mostly_dark_blue(painter):
    image = rgba(painter.back(100, 1.0))
    data = bytes(image.constBits())
    bluish = sum(
        1
        for i in range(0, len(data), 4)
        if data[i + 2] > data[i] + 40 and data[i + 2] > data[i + 1] + 20
    )
    assert bluish > 0.5 * 100 * 140


# Distinct faces ----------------------------------------------------------------------


@pytest.mark.parametrize("four_colour", [False, True])
def test_all_52_faces_and_the_back_differ(qapp, four_colour):
    painter = CardPainter(four_colour=four_colour)
    digests = {digest(painter.face(card, WIDTH, 1.0)) for card in ALL_CARDS}
    assert len(digests) == 52
    assert digest(painter.back(WIDTH, 1.0)) not in digests


def test_slots_differ_and_foundation_shows_its_place(painter):
    plain = [digest(painter.slot(kind, WIDTH, 1.0)) for kind in SLOT_KINDS]
    marked = [digest(painter.slot("foundation", WIDTH, 1.0, suit)) for suit in Suit]
    assert len(set(plain + marked)) == len(plain) + len(marked)
    # A cell of one suit (Four Colours) shows it, smaller than a foundation; a column
    # ignores a suit, and the cells of each suit differ.
    cells = [digest(painter.slot("cell", WIDTH, 1.0, suit)) for suit in Suit]
    assert len(set(plain + marked + cells)) == len(plain) + len(marked) + len(cells)
    assert painter.slot("column", WIDTH, 1.0, Suit.HEARTS) is painter.slot("column", WIDTH, 1.0)


def test_highlight_is_a_translucent_overlay(painter):
    image = rgba(painter.slot("highlight", 100, 1.0))
    alpha = image.pixelColor(50, 70).alpha()
    assert 0 < alpha < 160


def test_unknown_slot_kind_is_refused(painter):
    with pytest.raises(ValueError, match="unknown slot kind"):
        painter.slot("waste", WIDTH, 1.0)  # type: ignore[arg-type]


# Corner labels -----------------------------------------------------------------------


def test_default_labels_are_english_with_ten_written_out():
    assert [DEFAULT_RANK_LABELS[rank] for rank in range(1, 14)] == [
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
    ]  # fmt: skip


def test_label_mapping_changes_only_the_relabelled_faces(qapp):
    english = CardPainter()
    french = CardPainter(rank_labels=FRENCH_RANK_LABELS)
    assert french.rank_labels[13] == "R" and french.rank_labels[7] == "7"
    for rank in (11, 12, 13):
        card = Card(rank, Suit.HEARTS)
        assert digest(french.face(card, WIDTH, 1.0)) != digest(english.face(card, WIDTH, 1.0))
    for rank in (1, 5, 10):
        card = Card(rank, Suit.HEARTS)
        assert digest(french.face(card, WIDTH, 1.0)) == digest(english.face(card, WIDTH, 1.0))


def test_set_rank_labels_none_restores_english(qapp):
    painter = CardPainter(rank_labels={10: "T"})
    ten_t = digest(painter.face(Card(10, Suit.CLUBS), WIDTH, 1.0))
    painter.set_rank_labels(None)
    assert painter.rank_labels == DEFAULT_RANK_LABELS
    assert digest(painter.face(Card(10, Suit.CLUBS), WIDTH, 1.0)) != ten_t


@pytest.mark.parametrize("labels", [{0: "X"}, {14: "X"}, {13: " "}])
def test_bad_labels_are_refused(qapp, labels):
    with pytest.raises(ValueError):
        CardPainter(rank_labels=labels)


# Layout ------------------------------------------------------------------------------


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("width", [40, 60, 71, 100, 160, 240])
def test_pips_clear_the_corners_and_each_other(width, large):
    corners = corner_rects(width, large)
    for rank in range(2, 11):
        rects = [rect for rect, _ in pip_rects(rank, width, large)]
        assert len(rects) == rank
        for i, rect in enumerate(rects):
            assert QRectF(0, 0, width, width * 1.4).contains(rect)
            for corner in corners:
                assert not rect.intersects(corner), (rank, rect, corner)
            for other in rects[i + 1 :]:
                assert not rect.intersects(other), (rank, rect, other)


@pytest.mark.parametrize("large", [False, True])
@pytest.mark.parametrize("width", [60, 100])
def test_court_panel_clears_the_corners(width, large):
    panel = court_rect(width, large)
    assert panel is not None
    for corner in corner_rects(width, large):
        assert not panel.intersects(corner)
    # The emblems are drawn for a tall panel.
    assert panel.height() >= 1.8 * panel.width()


def test_large_index_stands_beside_its_suit_and_no_deeper_than_a_fan():
    rank, suit, _, _ = corner_rects(100, large=True)
    standard_rank, standard_suit, _, _ = corner_rects(100)
    assert rank.height() > 1.5 * standard_rank.height()
    assert suit.left() >= rank.right() and suit.top() >= rank.top()
    # A fanned column shows 0.27 card heights of each covered card.
    assert max(rank.bottom(), suit.bottom()) <= 0.27 * 140
    assert standard_suit.bottom() <= 0.27 * 140


def test_narrowest_cards_leave_the_middle_to_the_index():
    assert centre_area(24) is None
    assert pip_rects(10, 24) == []
    assert centre_area(100) is not None


def test_lower_half_pips_are_upside_down():
    for rank, layout in PIP_LAYOUTS.items():
        flags = [inverted for _, inverted in pip_rects(rank, 100)]
        assert flags == [row > 0.5 for _, row in layout]
    # The two upper pips of a four stand, the two lower ones hang.
    assert [inverted for _, inverted in pip_rects(4, 100)] == [False, False, True, True]


def half_turn_difference(image: QImage) -> float:
    """Share of bytes that change when the image is turned upside down."""
    turned = image.flipped(Qt.Orientation.Horizontal | Qt.Orientation.Vertical)
    a, b = bytes(image.constBits()), bytes(turned.constBits())
    return sum(1 for x, y in zip(a, b, strict=True) if abs(x - y) > 24) / len(a)


@pytest.mark.parametrize("rank", [2, 4, 10])
def test_faces_without_a_middle_row_read_the_same_both_ways_up(painter, rank):
    # Lower pips are inverted and the index repeats turned, so these are unchanged
    # by a half turn.
    face = painter.face(Card(rank, Suit.HEARTS), 100, 1.0)
    assert half_turn_difference(rgba(face)) < 0.002


@pytest.mark.parametrize("rank", [3, 5, 6, 7, 8, 9])
def test_middle_row_pips_stand_upright(painter, rank):
    # A pip on or above the middle line stands, so a half turn shows it hanging.
    face = painter.face(Card(rank, Suit.HEARTS), 100, 1.0)
    assert half_turn_difference(rgba(face)) > 0.002
