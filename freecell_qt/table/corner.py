"""How large the corner index is drawn on a card of a given width.

Pure arithmetic shared by the card painter, which draws the index, and the
layout, which fans columns far enough apart to show it. On a large card the
index is a fixed share of the width; on a small one (a 13-column game in a
small window) that share would print the rank a few pixels high, so the index
grows until its rank is ``MIN_INDEX_PX`` tall, and the pips make room for it.

The growth has no upper bound: an earlier cap (half as large again) stopped it
on cards under 45 pixels wide, which the layout does produce, and printed ranks
of 6 to 8 pixels there. On the narrowest cards the middle of the face gives way
to the index instead (see ``pips.centre_area``).

The large-print deck sets rank and suit side by side along the top edge, larger
than the standard index and no deeper, so a fanned column still shows both.
"""

from __future__ import annotations

#: The least height of a rank in the corner that still reads at a glance.
MIN_INDEX_PX = 10.0
# Antialiasing spreads a glyph's top and bottom edges over partly covered rows;
# aiming a little above the least keeps ten fully inked rows.
_TARGET_PX = MIN_INDEX_PX + 0.6

# As fractions of the card's width, at scale 1 (standard deck: rank over suit).
RANK_TOP = 0.06
RANK_CAP = 0.15
SUIT_GAP = 0.035
SUIT_SIZE = 0.125
INDEX_MAX_WIDTH = 0.18
INDEX_MARGIN = 0.02  # from the card's edge to the index box

# The large-print deck: rank then suit along the top edge.
LARGE_RANK_CAP = 0.24
LARGE_RANK_WIDTH = 0.27
LARGE_SUIT_GAP = 0.025
LARGE_SUIT_SIZE = 0.19


def rank_cap(large: bool = False) -> float:
    """The rank's height at scale 1, as a fraction of the card's width."""
    return LARGE_RANK_CAP if large else RANK_CAP


def index_scale(width: float, large: bool = False) -> float:
    """How much larger than usual the corner index is drawn on a card ``width`` wide."""
    if width <= 0:
        return 1.0
    return max(1.0, _TARGET_PX / (rank_cap(large) * width))


def index_depth(width: float, large: bool = False) -> float:
    """How far down from the card's top edge the corner index reaches, in pixels.

    A fanned column must show at least this much of each covered card.
    """
    scale = index_scale(width, large)
    if large:
        tallest = max(LARGE_RANK_CAP, LARGE_SUIT_SIZE)
        return (RANK_TOP + scale * tallest + 0.005) * width
    return (RANK_TOP + scale * (RANK_CAP + SUIT_GAP + SUIT_SIZE) + 0.005) * width
