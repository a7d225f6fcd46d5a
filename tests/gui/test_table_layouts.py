"""The table of every game: 4 to 13 columns and 0 to 8 free cells, in the real window.

Each table is checked at the two window sizes players most often have, 1280x800
and 800x600, and on a large screen: every pile in view, none over another, cards
wide enough to play and corner indices tall enough to read. A tall, narrow window
(400x770) is checked on its own: there the width sets the cards, and the layout
must spend the height it has to spare. Then a game with many piles is played by mouse
across the table and by keys, including the letters of columns past 9 and cells
past d.
"""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest

from freecell_qt.engine import ALL_CARDS, Card, Game, Move, Pile, PileKind, Position, Rules, Suit
from freecell_qt.engine.rules import PRESETS, Preset
from freecell_qt.engine.rules.rules_of_play import moved_cards
from freecell_qt.table.layout import Arrangement
from freecell_qt.table.pips import corner_rects
from tests.gui.conftest import Mouse

#: The narrowest card the table may deal at 800x600 (13 columns): the width of a
#: phone's card, where rank, suit and colour still read at a glance.
MIN_CARD_WIDTH = 48
#: The least height of a rank in the corner index.
MIN_INDEX_PX = 10

SIZES = [(1280, 800), (800, 600)]
LARGE = (1920, 1080)
TALL = (400, 770)
#: (columns, cells): the widest table, eight cells over eight and over four
#: columns, no cells at all, Seahaven Towers' ten columns and the classic table.
TABLES = [(13, 8), (8, 8), (4, 8), (13, 0), (8, 0), (10, 4), (8, 4)]


def c(text: str) -> Card:
    return Card.parse(text)


def rules_for(columns: int, cells: int) -> Rules:
    return Rules(Preset.CUSTOM, cells, columns=columns)


def spread(columns: int, cells: int, bottoms: dict[int, Card] | None = None,
           parked: int = 2) -> Position:
    """All 52 cards dealt round the columns, ``parked`` of them in the first cells;
    ``bottoms`` puts chosen cards at the bottom of chosen columns."""
    bottoms = bottoms or {}
    deck = [card for card in sorted(ALL_CARDS, key=lambda k: (k.suit, k.rank))
            if card not in bottoms.values()]
    # Interleave the suits so that no column is a run by accident.
    deck = deck[::3] + deck[1::3] + deck[2::3]
    parked = min(parked, cells)
    in_cells = tuple(deck[:parked]) + (None,) * (cells - parked)
    rest = deck[parked:]
    piles = [rest[i::columns] for i in range(columns)]
    for index, card in bottoms.items():
        piles[index] = [*piles[index], card]
    return Position(columns=tuple(tuple(p) for p in piles), cells=in_cells)


def play_table(window, controller, columns: int, cells: int,
               bottoms: dict[int, Card] | None = None) -> None:
    controller.prefs.set("automove", False)
    controller.set_game(Game(rules_for(columns, cells), spread(columns, cells, bottoms)))
    window.activateWindow()
    window.view.setFocus()


def resize(window, qtbot, width: int, height: int) -> None:
    window.resize(width, height)
    view = window.view
    qtbot.waitUntil(lambda: window.size().width() == width
                    and window.size().height() == height
                    and window.scene.width() == view.viewport().width()
                    and window.scene.height() == view.viewport().height())


def pile_rects(window) -> dict[Pile, QRectF]:
    """Each pile's whole extent on the table: a slot, or a column down to its last card."""
    scene = window.scene
    rects = {}
    for pile, slot in scene.slots.items():
        rect = slot.sceneBoundingRect()
        if pile.kind is PileKind.COLUMN:
            length = len(scene.shown.columns[pile.index])
            rect = QRectF(*scene.layout.column_extent(pile.index, length))
        rects[pile] = rect
    return rects


@pytest.mark.parametrize(("width", "height"), [*SIZES, LARGE])
@pytest.mark.parametrize(("columns", "cells"), TABLES)
def test_every_table_fits_the_window_legibly(window, controller, qtbot, width, height,
                                             columns, cells):
    play_table(window, controller, columns, cells)
    resize(window, qtbot, width, height)
    scene = window.scene
    expected = {Pile.column(i) for i in range(columns)} | {Pile.cell(i) for i in range(cells)}
    expected |= {Pile.foundation(suit) for suit in Suit}
    assert set(scene.slots) == expected
    area = piles_fit(window)
    for card, item in scene.cards.items():
        if item.isVisible():
            assert area.contains(item.sceneBoundingRect()), card
    card_width = scene.layout.card_width
    assert card_width >= MIN_CARD_WIDTH
    rank_box = corner_rects(card_width)[0]
    assert rank_box.height() >= MIN_INDEX_PX
    # A covered card shows its whole corner index: rank and suit.
    assert scene.layout.fan(7) >= corner_rects(card_width)[1].bottom()


def piles_fit(window) -> QRectF:
    """Check every pile lies whole in the view and on no other; the view's area."""
    area = QRectF(window.view.viewport().rect())
    rects = pile_rects(window)
    for pile, rect in rects.items():
        assert area.contains(rect), (pile, rect, area)
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.intersects(rb), (a, ra, b, rb)
    return area


def single_row_card(width: float, columns: int, cells: int) -> int:
    """The card a single row of slots across ``width`` allows with the table's first
    spacing (margins of 0.3 card widths, gaps of at least 0.08): what a tall window
    got when the layout spent none of its height on the width."""
    span = max(columns, cells + 4)
    return int(width / (span + 2 * 0.3 + (span - 1) * 0.08))


@pytest.mark.parametrize(("columns", "cells"), TABLES)
def test_a_tall_narrow_window_spends_its_height(window, controller, qtbot, columns, cells):
    play_table(window, controller, columns, cells)
    resize(window, qtbot, *TALL)
    scene = window.scene
    layout = scene.layout
    area = piles_fit(window)
    # Larger cards than one row of slots with the first margins gave.
    assert layout.card_width > single_row_card(area.width(), columns, cells)
    assert corner_rects(layout.card_width)[0].height() >= MIN_INDEX_PX
    # Fans opened wider than the 0.34 card heights they stopped at, the index whole.
    assert layout.fan(7) > 0.34 * layout.card_height
    assert layout.fan(7) >= corner_rects(layout.card_width)[1].bottom()
    # The longest column the table plans for still fits above the bottom edge.
    assert area.contains(QRectF(*layout.column_extent(0, 12)))


def test_a_tall_window_stands_the_foundations_over_the_cells_when_that_is_larger(
        window, controller, qtbot):
    """Eight cells over eight columns: twelve slots in a row would make the cards
    narrow; in a tall window the foundations take a row of their own."""
    play_table(window, controller, 8, 8)
    resize(window, qtbot, *TALL)
    layout = window.scene.layout
    assert layout.arrangement is Arrangement.TWO_ROWS
    slots = window.scene.slots
    foundations = [slots[Pile.foundation(s)].sceneBoundingRect() for s in Suit]
    cells = [slots[Pile.cell(i)].sceneBoundingRect() for i in range(8)]
    columns = [slots[Pile.column(i)].sceneBoundingRect() for i in range(8)]
    assert max(f.bottom() for f in foundations) < min(c.top() for c in cells)
    assert max(c.bottom() for c in cells) < min(c.top() for c in columns)
    # The arrangement is chosen for its cards: a single row gives narrower ones.
    area = window.view.viewport().rect()
    assert layout.card_width > single_row_card(area.width(), 8, 8) * 1.15
    # The arrows walk the rows as they stand: column, cell, foundation and back.
    keyboard = window.scene.keys
    walk = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Up, Qt.Key.Key_Up,
                Qt.Key.Key_Down, Qt.Key.Key_Down):
        QTest.keyClick(window.view, key)
        walk.append(keyboard.focus)
    assert [pile.kind for pile in walk] == [
        PileKind.COLUMN, PileKind.CELL, PileKind.FOUNDATION, PileKind.FOUNDATION,
        PileKind.CELL, PileKind.COLUMN]
    below = {pile: slots[pile].sceneBoundingRect().center().x() for pile in walk}
    assert abs(below[walk[1]] - below[walk[0]]) <= layout.card_width, "the cell over it"
    # Landscape windows keep the arrangements they had.
    resize(window, qtbot, 1280, 800)
    assert window.scene.layout.arrangement is not Arrangement.TWO_ROWS


def test_the_classic_table_keeps_its_look(window, controller, qtbot):
    """Four cells and four foundations over eight columns, edges aligned."""
    resize(window, qtbot, 1280, 800)
    scene = window.scene
    assert not scene.layout.side
    x = {pile: scene.slots[pile].sceneBoundingRect().left() for pile in scene.slots}
    assert x[Pile.cell(0)] == x[Pile.column(0)]
    assert x[Pile.foundation(Suit.DIAMONDS)] == x[Pile.column(7)]


def test_eight_cells_over_eight_columns_in_a_small_window_stack_the_foundations(
        window, controller, qtbot):
    """Twelve slots in one row would shrink the cards; kpat's Eight Off stacks the
    foundations on the right instead, and so does this table when that deals larger cards."""
    play_table(window, controller, 8, 8)
    resize(window, qtbot, 800, 600)
    scene = window.scene
    assert scene.layout.side
    foundations = [scene.slots[Pile.foundation(s)].sceneBoundingRect() for s in Suit]
    rightmost_column = scene.slots[Pile.column(7)].sceneBoundingRect()
    assert all(f.left() > rightmost_column.right() for f in foundations)
    assert len({f.left() for f in foundations}) == 1
    # The keys follow the stack: Up and Down go along it, Down from its foot to a column.
    keys(window, "left", "up")
    assert focused(window) == Pile.cell(7)
    keys(window, "right")
    assert focused(window) == Pile.foundation(Suit.SPADES)
    keys(window, "up")
    assert focused(window) == Pile.foundation(Suit.SPADES)
    keys(window, "down", "down")
    assert focused(window) == Pile.foundation(Suit.CLUBS)
    keys(window, "down", "down")
    assert focused(window) == Pile.column(7)


def test_a_deal_with_other_piles_rebuilds_the_table(window, controller, qtbot):
    play_table(window, controller, 13, 8)
    assert len(window.scene.slots) == 13 + 8 + 4
    play_table(window, controller, 6, 0)
    assert len(window.scene.slots) == 6 + 0 + 4
    area = QRectF(window.view.viewport().rect())
    assert all(area.contains(r) for r in pile_rects(window).values())


# -- playing a wide table ----------------------------------------------------
def test_drag_between_the_two_far_columns_of_thirteen(window, controller, qtbot):
    play_table(window, controller, 13, 8, bottoms={0: c("7H"), 12: c("8S")})
    resize(window, qtbot, 800, 600)
    mouse = Mouse(window.view)
    seven = window.scene.cards[c("7H")].sceneBoundingRect().center()
    eight = window.scene.cards[c("8S")].sceneBoundingRect().center()
    mouse.drag(seven, eight)
    assert controller.game.position.columns[12][-2:] == (c("8S"), c("7H"))
    # And into the eighth free cell, the far end of the top row.
    cell = window.scene.slots[Pile.cell(7)].sceneBoundingRect().center()
    mouse.drag(window.scene.cards[c("7H")].sceneBoundingRect().center(), cell)
    assert controller.game.position.cells[7] == c("7H")


def keys(window, *names: str) -> None:
    named = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up,
             "down": Qt.Key.Key_Down, "space": Qt.Key.Key_Space}
    window.activateWindow()
    window.view.setFocus()
    for name in names:
        if name in named:
            QTest.keyClick(window.view, named[name])
        else:
            QTest.keyClicks(window.view, name)


def focused(window) -> Pile | None:
    frame = window.scene.marks["focus"]
    assert frame.isVisible()
    return window.scene.pile_at(frame.sceneBoundingRect().center())


def test_notation_keys_name_columns_past_nine_and_cells_past_d(window, controller):
    play_table(window, controller, 13, 8, bottoms={0: c("7H"), 12: c("8S")})
    keys(window, "1", "k")  # column 1 onto column 13 (k)
    assert controller.game.position.columns[12][-1] == c("7H")
    keys(window, "k", "i")  # column 13 to the eighth cell (i: h is the foundation)
    assert controller.game.position.cells[7] == c("7H")
    keys(window, "t", "g")  # column 10 to the seventh cell
    assert controller.game.position.cells[6] is not None


def test_arrows_go_round_thirteen_columns_and_eight_cells(window, controller):
    play_table(window, controller, 13, 8, bottoms={0: c("7H"), 12: c("8S")})
    keys(window, "space", "left")  # pick up column 1, then round to column 13
    assert focused(window) == Pile.column(12)
    keys(window, "space")
    assert controller.game.position.columns[12][-1] == c("7H")
    keys(window, "up")  # the pile above column 13
    assert focused(window) == Pile.foundation(Suit.DIAMONDS)
    keys(window, "right")  # round the top row to its first cell
    assert focused(window) == Pile.cell(0)
    keys(window, *["right"] * 7)
    assert focused(window) == Pile.cell(7)
    keys(window, "right")
    assert focused(window) == Pile.foundation(Suit.SPADES)
    keys(window, "left", "down")
    assert focused(window) == Pile.column(7)


def test_with_no_free_cells_the_keys_skip_them(window, controller, qtbot):
    play_table(window, controller, 8, 0, bottoms={0: c("7H"), 7: c("8S")})
    keys(window, "up")
    assert focused(window) == Pile.foundation(Suit.SPADES)
    keys(window, "left")
    assert focused(window) == Pile.foundation(Suit.DIAMONDS)
    keys(window, *["right"] * 4)
    assert focused(window) == Pile.foundation(Suit.DIAMONDS)
    before = controller.game.position
    with qtbot.capture_exceptions() as caught:
        keys(window, "1", "a")
    assert caught == []
    assert controller.game.position == before
    assert "This game has no free cells" in window.statusBar().currentMessage()
    keys(window, "1", "8")
    assert controller.game.position.columns[7][-1] == c("7H")


def test_focus_on_a_column_that_is_gone_moves_to_the_last_one_left(window, controller):
    play_table(window, controller, 13, 4)
    keys(window, "left")
    assert focused(window) == Pile.column(12)
    play_table(window, controller, 8, 4)
    keys(window, "down")  # a key that keeps the focus where it is
    assert focused(window) == Pile.column(7)


def test_a_column_the_game_does_not_have_is_named(window, controller, qtbot):
    play_table(window, controller, 8, 4)
    before = controller.game.position
    with qtbot.capture_exceptions() as caught:
        keys(window, "1", "k")
    assert caught == []
    assert controller.game.position == before
    assert "there is no column k" in window.statusBar().currentMessage()
    assert not window.scene.marks["picked"].isVisible()


@pytest.mark.parametrize(("columns", "cells"), [(13, 8), (4, 0)])
def test_every_key_in_a_big_and_a_bare_table_raises_nothing(window, controller, qtbot,
                                                             columns, cells):
    play_table(window, controller, columns, cells)
    window.assist.hint_action.setEnabled(False)
    names = ["left", "right", "up", "down", "space", "1", "k", "a", "i", "h"]
    with qtbot.capture_exceptions() as caught:
        for first, second in itertools.product(names, repeat=2):
            keys(window, first, second)
    assert caught == []
    assert focused(window) is not None


def test_point_in_the_middle_of_a_wide_table_finds_its_column(window, controller, qtbot):
    play_table(window, controller, 13, 8)
    resize(window, qtbot, 800, 600)
    for index in range(13):
        rect = window.scene.slots[Pile.column(index)].sceneBoundingRect()
        assert window.scene.pile_at(QPointF(rect.center().x(), rect.top() + 2)) == (
            Pile.column(index))


# -- every preset, dealt as the game deals it -------------------------------
#: Every preset, FreeCell without free cells, and the largest custom table.
GAMES = [Rules.preset(p) for p in PRESETS] + [
    Rules(Preset.FREECELL, 0), Rules(Preset.CUSTOM, 8, columns=13)]


def game_id(rules: Rules) -> str:
    return f"{rules.game.value}-{rules.columns}x{rules.cells}"


def one_card_move(game: Game, to_kind: PileKind | None = None) -> tuple[Move, Card]:
    """A legal move of a single card out of a column, and that card."""
    for move in game.legal_moves():
        resolved = game.check(move)
        cards = moved_cards(game.position, resolved)
        if (resolved.source.kind is PileKind.COLUMN and len(cards) == 1
                and (to_kind is None or resolved.dest.kind is to_kind)):
            return resolved, cards[0]
    raise AssertionError("no one-card move in this deal")


@pytest.mark.parametrize("rules", GAMES, ids=game_id)
def test_every_game_is_dealt_legibly_and_plays_by_mouse_and_keys(window, controller, qtbot,
                                                                 modals, rules):
    # ``modals`` closes the "no moves left" notice a deal without free cells soon shows.
    controller.prefs.set("automove", False)
    controller.set_game(Game.new(617, rules))
    for width, height in SIZES:
        resize(window, qtbot, width, height)
        area = QRectF(window.view.viewport().rect())
        rects = pile_rects(window)
        assert len(rects) == rules.pile_count + rules.cells + rules.foundation_count
        assert all(area.contains(rect) for rect in rects.values()), (width, height)
        # Piles in overlapping tiers (Sarlacc) overlap those the rules lay over
        # them, and may overlap others of other tiers; none of their own tier.
        over = rules.overlap_rule.over
        row = {index: n for n, indexes in enumerate(window.scene.layout.column_rows())
               for index in indexes}
        for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
            columns = a.kind is b.kind is PileKind.COLUMN
            if columns and (b.index in over(a.index) or a.index in over(b.index)):
                assert ra.intersects(rb), (width, height, a, b)
            elif not (columns and row[a.index] != row[b.index]):
                assert not ra.intersects(rb), (width, height, a, b)
        assert window.scene.layout.card_width >= MIN_CARD_WIDTH
        assert corner_rects(window.scene.layout.card_width)[0].height() >= MIN_INDEX_PX
    # By mouse: one card dragged to where the engine says it may go.
    move, card = one_card_move(controller.game)
    expected = Game(rules, controller.game.position)
    expected.play(move, automove=False)
    start = window.scene.cards[card].sceneBoundingRect().center()
    dest = move.dest
    if dest.kind is PileKind.FOUNDATION and dest.index < 0:  # by rank it names its own
        dest = Pile.foundation(card.suit)
    Mouse(window.view).drag(start, window.scene.pile_rect(dest).center())
    assert controller.game.position == expected.position
    # By keys: the next such move typed in notation, or where a pile has no
    # letter (Sarlacc's past the fourteenth), picked and put with Space.
    move, card = one_card_move(controller.game)
    expected = Game(rules, controller.game.position)
    expected.play(move, automove=False)
    if len(move.source.letter) == 1 and len(move.dest.letter) == 1:
        keys(window, move.source.letter, move.dest.letter)
    else:
        window.scene.keys.focus = move.source
        keys(window, "space")
        window.scene.keys.focus = move.dest
        keys(window, "space")
    assert controller.game.position == expected.position


@pytest.mark.parametrize(("game", "marked"), [(Preset.FREECELL, 2), (Preset.BAKERS_GAME, 1)])
def test_a_typed_column_marks_the_run_of_the_game_in_play(window, controller, game, marked):
    """8S on 9H is a run in FreeCell (alternate colours), not in Baker's Game (by suit)."""
    rules = Rules.preset(game)
    base = spread(8, 4, parked=0)
    rest = [card for column in base.columns for card in column if card not in (c("9H"), c("8S"))]
    columns = [rest[i::8] for i in range(8)]
    columns[0] += [c("9H"), c("8S")]
    position = Position(columns=tuple(tuple(col) for col in columns), cells=(None,) * 4)
    controller.prefs.set("automove", False)
    controller.set_game(Game(rules, position))
    keys(window, "1")
    mark = window.scene.marks["picked"].sceneBoundingRect()
    cards = window.scene.pile_cards(Pile.column(0))
    first = cards[-marked].sceneBoundingRect()
    assert mark.top() < first.top() < mark.top() + 8


@pytest.mark.parametrize("rules", [Rules.preset("seven-by-four"),
                                   Rules(Preset.CUSTOM, 8, columns=13)], ids=game_id)
def test_a_double_click_finds_a_move_on_any_number_of_columns(window, controller, qtbot, rules):
    controller.prefs.set("automove", False)
    controller.set_game(Game.new(617, rules))
    before = controller.game.position
    card = before.columns[rules.columns - 1][-1]
    Mouse(window.view).double_click(window.scene.cards[card].sceneBoundingRect().center())
    assert controller.game.position != before


def test_a_game_dealt_before_the_window_is_shown_gets_its_own_table(qtbot, controller):
    """freecell-qt deals the game asked for before it shows the window."""
    from freecell_qt.engine import GameCode
    from freecell_qt.windows.main_window import MainWindow

    window = MainWindow(controller)
    qtbot.addWidget(window)
    with qtbot.capture_exceptions() as raised:
        window.start(GameCode.for_rules(Rules.preset("eight-off"), 617))
        window.resize(1100, 800)
        window.show()
        qtbot.waitExposed(window)
    assert raised == []
    assert len(window.scene.shown.cells) == 8
    assert sum(1 for card in window.scene.shown.cells if card is not None) == 4
    rects = pile_rects(window)
    assert sum(1 for pile in rects if pile.kind is PileKind.CELL) == 8
