"""Board texts that are no position, refused with a key the Paste Position message words.

The engine's refusals of a board keep their fixed English text (the command
line prints it, other tests read it) and carry a ``board_...`` key with their
values; ``board_words`` turns those into the player's language. Each hostile
text below is read the way the app reads one, and must give the expected key,
the unchanged English text, and words that come from ``board_words``' own
table rather than from its English fallback.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest

from freecell_qt.app import i18n, i18n_build
from freecell_qt.engine import FreeCellError, Game, Position, Preset, Rules
from freecell_qt.engine import position as position_module
from freecell_qt.engine.cards import pack
from freecell_qt.engine.pasted import MAX_CHARS, read_as, read_pasted
from freecell_qt.engine.rules import Base
from freecell_qt.words import board_words
from freecell_qt.words.board_words import KNOWN_KEYS, board_reason

ENGINE = Path(i18n_build.PACKAGE) / "engine"
FALLBACK = "english fallback"


def _deal(number: int = 1) -> str:
    return Game.new(number).start.to_text()


def _with_foundations(line: str) -> str:
    """Deal 1 with another Foundations line (its cards are then also in play)."""
    return _deal().replace("Foundations: H-0 C-0 D-0 S-0", f"Foundations: {line}", 1)


def _read(text: str, cells: int = 4) -> Callable[[], object]:
    return lambda: Position.from_text(text, cells)


def _fits(position: Position, rules: Rules) -> Callable[[], object]:
    return lambda: position.check_fits(rules)


def _start(game: str) -> Position:
    return Game.new(1, Rules.preset(game)).start


def _custom_like(position: Position) -> Rules:
    """A custom game by suit from the ace with the piles ``position`` has."""
    return Rules(Preset.CUSTOM, len(position.cells), columns=len(position.columns),
                 base=Base.ACE)


def _club_in_a_diamond_cell() -> Callable[[], object]:
    colours = Rules.preset("four-colours")
    start = Game.new(2, colours).start
    club = start.columns[0][-1]  # column 1 holds the clubs
    moved = replace(start, columns=(start.columns[0][:-1], *start.columns[1:]),
                    cells=(None, club, None, None))
    return _fits(moved, colours)


_FOURTEEN = "-".join([f"{rank}H" for rank in "A23456789TJQK"] + ["AC"])

#: (key, how the app meets the text, the English it must still say).
CASES: list[tuple[str, Callable[[], object], str]] = [
    ("board_unknown_card", _read(_deal() + "hello\n"), "line 11: unknown card 'hello'"),
    ("board_card_again", _read(_deal().replace("2D", "JD", 1)),
     "line 4: card JD is already on line 3"),
    ("board_second_header", _read(_with_foundations("H-0 C-0 D-0 S-0\nFoundations: H-0")),
     "line 2: a second Foundations: line (the first is line 1)"),
    ("board_column_lines", _read(_deal().rsplit("5H", 1)[0]),
     "a board has 8 column lines, this one has 7"),
    ("board_missing_cards", _read(_deal().replace("JD ", "", 1)),
     "the board has 51 cards; missing: JD"),
    ("board_foundation_token", _read(_with_foundations("X-0 C-0 D-0 S-0")),
     "line 1: foundation 'X-0' is not like H-A or S-0"),
    ("board_foundation_twice", _read(_with_foundations("H-0 H-0 D-0 S-0")),
     "line 1: the H foundation is given twice"),
    ("board_foundation_piles", _read(_with_foundations("AH AC AD")),
     "line 1: 3 foundations, not 4 (or 2 in alternate colours)"),
    ("board_colours_ace", _read(_with_foundations("2H AC")),
     "line 1: a foundation in alternate colours starts with an ace, not 2H"),
    ("board_follow_rank", _read(_with_foundations("AH-3H AC AD AS")),
     "line 1: on a foundation 3H cannot follow AH: each card is one rank above the one below"),
    ("board_follow_colours", _read(_with_foundations("AH-2D AC")),
     "line 1: on a foundation 2D cannot follow AH: the colours alternate"),
    ("board_foundation_size", _read(_with_foundations(f"{_FOURTEEN} 2C 2D 2S")),
     "line 1: a foundation holds 13 cards at most"),
    ("board_foundation_tokens", lambda: Position.from_text(
        _with_foundations("AH AC AD"), 4, 8, 1, Rules.preset("clink").foundation_rule),
     "line 1: 3 foundations, not 2"),
    ("board_foundation_pile", _read(_with_foundations("- AC AD AS")),
     "line 1: foundation 1 cannot hold these cards"),
    ("board_base", _read("Base: X\n" + _deal()), "line 1: the base 'X' is not a rank like 5 or Q"),
    ("board_cells_over", _read(_deal().replace("Freecells: - - - -", "Freecells: AH 2H"), 1),
     "line 2: 2 cards in the free cells, but the game has 1"),
    ("board_cells_over", _read(_deal().replace("Freecells: - - - -", "Freecells: AH"), 0),
     "line 2: 1 cards in the free cells, but the game has 0"),
    ("board_text_too_long", lambda: read_pasted("x" * (MAX_CHARS + 1), Rules()),
     f"the text is {MAX_CHARS + 1:,} characters long; a board is at most {MAX_CHARS:,}"),
    ("board_no_board", lambda: read_pasted(" \n\n", Rules()), "there is no board in the text"),
    ("board_rules", lambda: read_pasted("Rules: C4K8\n" + _deal(), Rules()),
     "line 1: the rules 'C4K8' name no game"),
    ("board_cells_many", lambda: read_pasted(_deal().replace("- - - -", "- " * 12), Rules()),
     "the board has 12 free cells; a game has at most 11"),
    ("board_won", lambda: read_pasted(
        Position.counted(((),) * 8, (None,) * 4, (13, 13, 13, 13)).to_text(), Rules()),
     "every card is on the foundations: there is nothing to play"),
    ("board_cells_count", lambda: read_as(_deal().replace("- - - -", "- - -"),
                                          Rules(Preset.FREECELL, 3)).check_fits(Rules()),
     "the position has 3 cells but the rules say 4"),
    ("board_columns_count", _fits(Game.new(1).start, Rules(Preset.CUSTOM, 4, columns=9)),
     "the position has 8 columns but the rules say 9"),
    ("board_foundations_count",
     _fits(replace(_start("clink"), foundations=(0, 0, 0, 0)), Rules.preset("clink")),
     "the position has 4 foundations but the rules say 2"),
    ("board_foundations_by_rank",
     _fits(replace(_start("stalactites"), foundations=((),) * 4),
           Rules.preset("stalactites")),
     "in Stalactites each foundation starts with a card of its own; the position gives none"),
    ("board_foundations_by_suit", _fits(_start("stalactites"), _custom_like(_start("stalactites"))),
     "the position's foundations hold cards of any suit, but in FreeCell each takes one suit"),
    ("board_cell_suit", _club_in_a_diamond_cell(), "free cell b holds only diamonds, not the "),
    ("board_base_not_ace", _fits(_start("penguin"), _custom_like(_start("penguin"))),
     "the foundations start from the jack, but in Custom game they start from the ace"),
    ("board_face_down_order", _read(_deal().replace("JD KD", "[JD] KD [2S]", 1).replace(
        " 2S ", " ", 1)), "line 3: face-down cards such as [5H] lie under the face-up ones"),
    ("board_face_down", _fits(_start("opera"), Rules()),
     "the position has face-down cards, but in FreeCell every card is dealt face up"),
    ("board_no_jokers", _read(_deal().replace("JD", "*1", 1)),
     "line 3: *1 is a joker, and this game is played without jokers"),
]


def _refusal(attempt: Callable[[], object]) -> FreeCellError:
    with pytest.raises(FreeCellError) as caught:
        attempt()
    return caught.value


def _relabelled(error: FreeCellError, key: str | None = None) -> FreeCellError:
    """The same refusal with other English: words that still come out come from the table."""
    return FreeCellError(FALLBACK, key=error.key if key is None else key, **error.params)


@pytest.mark.parametrize(("key", "attempt", "english"), CASES,
                         ids=[f"{key}-{n}" for n, (key, _, _) in enumerate(CASES)])
def test_each_hostile_board_is_refused_with_its_key_and_its_own_words(qapp, key, attempt,
                                                                      english):
    error = _refusal(attempt)
    assert error.key == key, (error.key, str(error))
    assert str(error).startswith(english), str(error)  # the English stays as it was
    worded = board_reason(error)
    assert worded and "%" not in worded, worded
    assert board_reason(_relabelled(error, key="board_no_such_refusal")) == FALLBACK
    assert board_reason(_relabelled(error)) != FALLBACK, "fell back: params do not fit the key"


def test_the_safety_count_of_cards_held_has_its_key_too(qapp, monkeypatch):
    """No text reaches it (every card is claimed as it is read), so a pack with a card
    more than the board can hold stands in for a reader that would lose one."""
    monkeypatch.setattr(position_module, "pack",
                        lambda decks, jokers=0: (*pack(decks, jokers), pack(1)[0]))
    error = _refusal(_read(_deal()))
    assert (error.key, str(error)) == ("board_held_count", "the board holds 52 cards, not 53")
    assert board_reason(_relabelled(error)) != FALLBACK


def test_the_hostile_boards_cover_every_key():
    assert {key for key, _, _ in CASES} | {"board_held_count"} == KNOWN_KEYS


def test_every_board_key_the_engine_raises_has_words_and_no_words_are_left_over():
    raised: set[str] = set()
    for path in ENGINE.rglob("*.py"):
        raised |= set(re.findall(r'\bkey="(board_[a-z_]+)"', path.read_text(encoding="utf-8")))
    assert raised, "the engine raises no board_ key?"
    assert raised - KNOWN_KEYS == set(), "raised but not worded"
    assert KNOWN_KEYS - raised == set(), "worded but raised nowhere"
    assert all(key.startswith("board_") for key in KNOWN_KEYS)


def test_a_refusal_without_a_known_key_or_with_bad_params_falls_back_to_its_english(qapp):
    assert board_reason(ValueError("plain")) == "plain"
    assert board_reason(FreeCellError("odd", key="board_unknown_card")) == "odd"
    assert board_reason(FreeCellError("odd", key="board_follow_rank", line=1, card="7H",
                                      below="6H")) == "odd"


def test_cards_are_given_as_the_board_writes_them_and_in_words(qapp):
    error = _refusal(_read(_with_foundations("AH-3H AC AD AS")))
    assert board_reason(error) == ("line 1: on a foundation 3H (the 3 of hearts) cannot follow "
                                   "AH (the ace of hearts): each card is one rank above the one "
                                   "below")
    error = _refusal(_read(_deal().replace("JD ", "", 1)))
    assert board_reason(error) == "the board has 51 cards; missing: JD (the jack of diamonds)"


def test_numbers_are_grouped_as_the_language_writes_them(qapp):
    error = _refusal(lambda: read_pasted("x" * (MAX_CHARS + 1), Rules()))
    i18n.install("fr")
    worded = board_reason(error).replace("\u00a0", " ").replace("\u202f", " ")
    assert "65 537" in worded and "65 536" in worded, worded


def test_the_words_module_lists_its_context_for_translators():
    """lupdate finds the templates by their literal context; a renamed one would be lost."""
    source = Path(board_words.__file__).read_text(encoding="utf-8")
    assert source.count('translate("BoardWords", "') + source.count("BoardWords.tr(") \
        >= len(KNOWN_KEYS)
