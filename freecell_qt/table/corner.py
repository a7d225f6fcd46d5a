"""How large the corner index is drawn on a card of a given width.

Pure arithmetic shared by the card painter, which draws the index, and the
layout, which fans columns far enough apart to show it. On a large card the
index is a fixed share of the width; on a small one (a 13-column game in a
small window) that share would print the rank a few pixels high, so the index
grows until its rank is ``MIN_INDEX_PX`` tall, and the pips make room for it.
"""

from __future__ import annotations

#: The least height of a rank in the corner that still reads at a glance.
MIN_INDEX_PX = 10.0
#: The most the index grows on a small card (beyond it the pips would not fit).
MAX_INDEX_SCALE = 1.5

# As fractions of the card's width, at scale 1.
RANK_TOP = 0.06
RANK_CAP = 0.15
SUIT_GAP = 0.035
SUIT_SIZE = 0.125
INDEX_MAX_WIDTH = 0.18
INDEX_MARGIN = 0.02  # from the card's edge to the index box


def index_scale(width: float) -> float:
    """How much larger than usual the corner index is drawn on a card ``width`` wide."""
    if width <= 0:
        return 1.0
    return max(1.0, min(MAX_INDEX_SCALE, MIN_INDEX_PX / (RANK_CAP * width)))


def index_depth(width: float) -> float:
    """How far down from the card's top edge the corner index reaches, in pixels.

    A fanned column must show at least this much of each covered card.
    """
    scale = index_scale(width)
    return (RANK_TOP + scale * (RANK_CAP + SUIT_GAP + SUIT_SIZE) + 0.005) * width
