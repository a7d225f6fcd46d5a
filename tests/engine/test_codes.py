"""docs/rules.md, "Game codes"; docs/codes.md."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from freecell_qt.engine import MAX_DEAL, Game, GameCode, GameCodeError, Preset, Rules


def deal_letters(number: int) -> str:
    """docs/rules.md: base 26, A=0 .. Z=25, big-endian, padded to 7 letters."""
    letters = ""
    while number:
        number, digit = divmod(number, 26)
        letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[digit] + letters
    return letters.rjust(7, "A")


def test_game_code_example_from_rules():
    code = GameCode.parse("FC1-C4-AAAAAKH")
    assert (code.game, code.cells, code.deal_number) == (Preset.FREECELL, 4, 10 * 26 + 7)


def test_game_code_written_for_a_game():
    assert str(GameCode(Preset.FREECELL, 4, 267)) == "FC1-C4-AAAAAKH"
    assert str(GameCode(Preset.FREECELL, 2, 1)) == "FC1-C2-AAAAAAB"
    assert str(GameCode(Preset.FORECELL, 4, 26)) == "FO1-C4-AAAAABA"
    assert str(Game.new(11982, Rules(cells=3)).code) == "FC1-C3-" + deal_letters(11982)


def test_game_code_gives_back_the_same_game():
    assert Game.from_code("FC1-C4-AAAAAKH").start == Game.new(267).start
    two = Game.from_code("FC1-C2-AAAAAKH")
    assert two.rules.cells == 2
    assert two.start == Game.new(267, Rules(cells=2)).start
    fore = Game.from_code("FO1-C4-AAAAAKH")
    assert fore.rules.game is Preset.FORECELL
    assert fore.start == Game.new(267, Rules(Preset.FORECELL)).start


@pytest.mark.parametrize(
    "text",
    ["fc1-c4-aaaaakh", "  FC1-C4-AAAAAKH  ", "\tFc1-C4-aAaAaKh\n", " fC1-c4-AAAAAkh"],
)
def test_game_code_ignores_case_and_surrounding_spaces(text):
    assert GameCode.parse(text) == GameCode(Preset.FREECELL, 4, 267)


def test_game_code_largest_deal():
    text = "FC1-C1-" + deal_letters(MAX_DEAL)
    assert GameCode.parse(text).deal_number == 2_147_483_647
    assert str(GameCode.parse(text)) == text


PART_WORDS = {"variant": "variant", "version": "version", "cells": "cell", "deal": "deal"}


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("XX1-C4-AAAAAKH", "variant"),
        ("FD1-C4-AAAAAKH", "variant"),
        ("F1-C4-AAAAAKH", "variant"),
        ("FF1-C4-AAAAAKH", "variant"),
        ("FC2-C4-AAAAAKH", "version"),
        ("FC0-C4-AAAAAKH", "version"),
        ("FC-C4-AAAAAKH", "version"),
        ("FC11-C4-AAAAAKH", "version"),
        ("BG1-C0-AAAAAKH", "cells"),
        ("FC1-C5-AAAAAKH", "cells"),
        ("FC1-C9-AAAAAKH", "cells"),
        ("FC1-C-AAAAAKH", "cells"),
        ("FC1-C10-AAAAAKH", "cells"),
        ("FC1-X4-AAAAAKH", "cells"),
        ("FO1-C3-AAAAAKH", "cells"),
        ("FO1-C1-AAAAAKH", "cells"),
        ("FC1-C4-AAAAAAA", "deal"),
        ("FC1-C4-" + deal_letters(MAX_DEAL + 1), "deal"),
        ("FC1-C4-ZZZZZZZ", "deal"),
        ("FC1-C4-AAAAKH", "deal"),
        ("FC1-C4-AAAAAAKH", "deal"),
        ("FC1-C4-", "deal"),
        ("FC1-C4-AAAAA1H", "deal"),
    ],
)
def test_malformed_game_code_names_the_wrong_part(text, part):
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    message = str(caught.value).lower().replace(text.strip().lower(), "")
    assert PART_WORDS[part] in message
    for other, word in PART_WORDS.items():
        if other != part:
            assert word not in message, (other, message)


def test_forecell_code_message_says_forecell_needs_4_cells():
    with pytest.raises(GameCodeError, match=r"(?i)forecell") as caught:
        GameCode.parse("FO1-C2-AAAAAKH")
    assert "4" in str(caught.value).replace("FO1-C2-AAAAAKH", "")


def test_code_deal_0_and_above_max_messages_give_the_number():
    with pytest.raises(GameCodeError, match=r"\b0\b"):
        GameCode.parse("FC1-C4-AAAAAAA")
    with pytest.raises(GameCodeError, match="2147483648"):
        GameCode.parse("FC1-C4-" + deal_letters(MAX_DEAL + 1))


@pytest.mark.parametrize(
    "text", ["", "   ", "FC1C4AAAAAKH", "FC1-C4-AAAAAKH-X", "FC1--C4-AAAAAKH", "267"]
)
def test_code_with_wrong_number_of_parts_refused(text):
    with pytest.raises(GameCodeError):
        GameCode.parse(text)


def test_impossible_code_values_refused_when_built():
    with pytest.raises(ValueError):
        GameCode(Preset.FORECELL, 2, 5)
    with pytest.raises(ValueError):
        GameCode(Preset.FREECELL, 4, 0)
    with pytest.raises(ValueError):
        GameCode(Preset.FREECELL, 5, 1)


game_codes = st.one_of(
    st.builds(
        GameCode,
        st.just(Preset.FREECELL),
        st.integers(1, 4),
        st.integers(1, MAX_DEAL),
    ),
    st.builds(GameCode, st.just(Preset.FORECELL), st.just(4), st.integers(1, MAX_DEAL)),
)


@settings(max_examples=300, deadline=None)
@given(game_codes)
def test_property_game_code_round_trips(code):
    text = str(code)
    prefix = "FC" if code.game is Preset.FREECELL else "FO"
    assert text == f"{prefix}1-C{code.cells}-{deal_letters(code.deal_number)}"
    assert GameCode.parse(text) == code
    assert GameCode.parse(f"  {text.lower()} ") == code


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(max_size=20),
        st.text(alphabet="FCOfco0123459²٣-AZazÄß ", max_size=16),
        st.builds(
            lambda a, b, c: f"{a}-{b}-{c}",
            st.text(alphabet="FCOX0129²", max_size=4),
            st.text(alphabet="Cc04569²٣x", max_size=3),
            st.text(alphabet="AZaz1ß", max_size=9),
        ),
    )
)
def test_property_any_text_is_a_code_or_a_game_code_error(text):
    """Never a crash, never another exception class."""
    try:
        code = GameCode.parse(text)
    except GameCodeError as error:
        assert str(error)
    else:
        assert GameCode.parse(str(code)) == code
        assert 1 <= code.deal_number <= MAX_DEAL


#: ASCII text -> the characters outside ASCII that upper-case into it:
#: ``"ß".upper() == "SS"``, ``"ﬁ".upper() == "FI"``, ``"ſ".upper() == "S"``,
#: ``"ı".upper() == "I"``. Upper-casing before checking would read them as a code.
DISGUISES: dict[str, list[str]] = {}
for _char in map(chr, range(0x80, 0x110000)):
    _upper = _char.upper()
    if _upper.isascii() and _upper.isalnum():
        DISGUISES.setdefault(_upper, []).append(_char)
SNEAKY = sorted(char for chars in DISGUISES.values() for char in chars)


def test_sneaky_characters_include_the_known_ones():
    assert {"ß", "ﬁ", "ſ", "ı", "ﬀ"} <= set(SNEAKY)


@pytest.mark.parametrize(
    ("text", "char"),
    [
        ("FO1-C4-AAßAAB", "ß"),
        ("FC1-C4-AAAAAﬁ", "ﬁ"),
        ("FC1-C4-AAAAAAſ", "ſ"),
        ("FC1-C4-AAAAAAı", "ı"),
        ("ﬀ1-C4-AAAAAAB", "ﬀ"),
        ("FC1-C²-AAAAAKH", "²"),
    ],
)
def test_a_code_outside_ascii_is_refused_naming_the_character(text, char):
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    assert caught.value.key == "code_letters"
    assert repr(char) in str(caught.value)
    assert "A to Z" in str(caught.value)


@st.composite
def disguised_codes(draw: st.DrawFn) -> str:
    """A valid code with some of its letters written as characters that upper-case into them."""
    text = str(draw(game_codes))
    out: list[str] = []
    index = 0
    while index < len(text):
        for width in (3, 2, 1):
            piece = text[index : index + width]
            if len(piece) == width and piece in DISGUISES and draw(st.booleans()):
                out.append(draw(st.sampled_from(DISGUISES[piece])))
                index += width
                break
        else:
            out.append(text[index])
            index += 1
    return "".join(out)


code_like_text = st.builds(
    lambda head, cells, deal: f"{head}-{cells}-{deal}",
    st.text(alphabet=st.sampled_from(["F", "C", "O", "f", "c", "o", "1", *SNEAKY]), max_size=4),
    st.text(alphabet=st.sampled_from(["C", "c", "4", "2", *SNEAKY]), max_size=3),
    st.text(alphabet=st.sampled_from(["A", "B", "Z", "a", "k", "h", *SNEAKY]), max_size=9),
)


@settings(max_examples=500, deadline=None)
@given(st.one_of(disguised_codes(), code_like_text, st.text(max_size=20)))
def test_property_an_accepted_code_is_ascii_and_is_its_own_text(text):
    """What ``parse`` accepts is exactly the code it gives back, in ASCII."""
    try:
        code = GameCode.parse(text)
    except GameCodeError:
        return
    assert text.strip().isascii()
    assert str(code) == text.strip().upper()


# -- every game's code (docs/codes.md) ------------------------------------------------


def test_custom_code_carries_the_whole_rule_set():
    from freecell_qt.engine import Build, EmptyFill, Preset, SequenceMove

    rules = Rules(Preset.CUSTOM, 6, columns=11, layout=(5,) * 10 + (2,),
                  build=Build.ANY_SUIT, fill=EmptyFill.NONE, sequence=SequenceMove.ONE_CARD)
    code = GameCode.for_rules(rules, 267)
    assert str(code) == "CU1-C6K11R0BNFNMODRL5.5.5.5.5.5.5.5.5.5.2-AAAAAKH"
    assert GameCode.parse(str(code)).rules == rules
    assert Game.from_code(str(code)).start == Game.new(267, rules).start
    assert "Custom game: 11 columns" in code.describe()


def test_a_custom_code_of_a_preset_reads_as_that_preset():
    code = GameCode.parse("CU1-C4K8R0BSFAMSDR-AAAAAKH")
    assert str(code) == "BG1-C4-AAAAAKH"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("CU1-C3K8R4BAFAMSDR-AAAAAKH", "4 cards cannot be dealt to 3 free cells"),
        ("CU1-C4K15R0BAFAMSDR-AAAAAKH", "columns must be 4 to 14"),
        ("CU1-C12K8R0BAFAMSDR-AAAAAKH", "cells must be 0 to 11"),
        ("CU1-C4K8R0BXFAMSDR-AAAAAKH", "not like C4K8R0BAFAMSDR"),
        ("CU1-C4K8R0BAFAMSDRL7.7.7.7.6.6.6.5-AAAAAKH", "deals 51 cards"),
        ("CU1-C4-AAAAAKH", "not like C4K8R0BAFAMSDR"),
        ("CU1-" + "C4K8" * 40 + "-AAAAAKH", "longer than any code"),
        ("EO1-C4-AAAAAKH", "Eight Off is played with 8 free cells"),
        ("ST1-C8-AAAAAKH", "Seahaven Towers is played with 4 free cells"),
    ],
)
def test_bad_codes_of_other_games_are_refused_with_one_line(text, words):
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    assert words in str(caught.value)
    assert "\n" not in str(caught.value)
    assert len(str(caught.value)) < 200


def test_freecell_with_no_free_cell_has_a_code():
    assert str(GameCode.for_rules(Rules(cells=0), 617)) == "FC1-C0-AAAAAXT"
    assert GameCode.parse("FC1-C0-AAAAAXT").cells == 0


# -- one spelling: no leading zeros (docs/rules.md, "Game codes") ----------------------


@pytest.mark.parametrize(
    "text",
    ["FC1-C04-AAAAAKH", "CU1-C4K08R0BAFAMSDR-AAAAAKH", "CU1-C6K010R0BAFKMSDR-AAAAXVT",
     "CU1-C6K11R0BNFNMODRL05.5.5.5.5.5.5.5.5.5.2-AAAAAKH", "FC01-C4-AAAAAKH"],
)
def test_a_number_with_a_leading_zero_is_refused_in_every_part_of_a_code(text):
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse(text)
    assert "\n" not in str(caught.value)


def test_the_refusal_names_the_number_and_its_one_spelling():
    with pytest.raises(GameCodeError) as caught:
        GameCode.parse("cu1-c4k08r0bafamsdr-aaaaakh")
    assert str(caught.value).endswith("'08' has a leading zero; a code writes 8")
    assert caught.value.key == "code_rules"


custom_rules = st.builds(
    lambda cells, columns: Rules(Preset.CUSTOM, cells, columns=columns),
    st.integers(0, 8), st.integers(4, 13),
)


@settings(max_examples=200, deadline=None)
@given(custom_rules, st.integers(1, MAX_DEAL), st.data())
def test_property_a_zero_put_before_any_number_of_a_code_is_refused(rules, number, data):
    """Every code the app writes is read back; the same code with a zero slipped in
    front of one of its numbers is refused, never read as the same game."""
    text = str(GameCode.for_rules(rules, number))
    assert GameCode.parse(text).rules == rules.without_options()
    starts = [i for i, char in enumerate(text)
              if char.isdigit() and (i == 0 or not text[i - 1].isdigit())]
    at = data.draw(st.sampled_from(starts))
    with pytest.raises(GameCodeError):
        GameCode.parse(text[:at] + "0" + text[at:])
