"""The French and Romanian translations: complete, well-formed, in step with the code,
and really used by the app.

The ``.ts`` files are the translators' sources and the ``.qm`` files the compiled
catalogs the app loads; both are committed. These tests read the ``.ts`` XML,
run ``pyside6-lupdate`` on the current code into a copy to catch a string added
without a translation, check every ``.qm`` against its ``.ts``, and build the
main window in each language.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from freecell_qt.app import i18n, i18n_build
from freecell_qt.engine import Move
from freecell_qt.resources import translation_catalog
from freecell_qt.storage.preferences import LANGUAGE_CHOICES
from freecell_qt.table.card_painter import (
    DUTCH_RANK_LABELS,
    FRENCH_RANK_LABELS,
    GERMAN_RANK_LABELS,
    POLISH_RANK_LABELS,
    RUSSIAN_RANK_LABELS,
)
from freecell_qt.table.pips import DEFAULT_RANK_LABELS
from freecell_qt.windows.main_window import MainWindow
from freecell_qt.windows.new_game_dialog import NewGameDialog
from freecell_qt.windows.preferences_dialog import PreferencesDialog
from freecell_qt.words import engine_words

LANGUAGES = i18n_build.TRANSLATED
#: Plural forms Qt uses for each language, and an n that picks each form.
PLURAL_SAMPLES = {"fr": (1, 2), "ro": (1, 2, 20), "de": (1, 2), "es": (1, 2), "it": (1, 2),
                  "pl": (1, 2, 5), "sv": (1, 2), "nl": (1, 2), "cs": (1, 2, 5),
                  "da": (1, 2), "fi": (1, 2), "ru": (1, 2, 5), "tr": (1,), "hu": (1,),
                  "uk": (1, 2, 5), "pt_BR": (1, 2), "nb": (1, 2), "el": (1, 2), "ja": (1,),
                  "zh_CN": (1,), "zh_TW": (1,), "ko": (1,), "ar": (0, 1, 2, 3, 11, 100),
                  "he": (1, 2)}
ENGINE = Path(i18n_build.PACKAGE) / "engine"


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    numerus: bool
    forms: tuple[str, ...]  # one for a plain message, one per plural form
    kind: str  # the translation's type attribute: "" when finished


def read_ts(path: Path) -> list[Entry]:
    entries = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            numerus = message.get("numerus") == "yes"
            if numerus:
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            entries.append(Entry(name, message.findtext("source") or "", numerus, forms,
                                 translation.get("type", "")))
    return entries


@pytest.fixture(scope="module", params=LANGUAGES)
def language(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def entries(language) -> list[Entry]:
    return read_ts(i18n_build.ts_file(language))


def accelerators(text: str) -> list[str]:
    return [letter.lower() for letter in re.findall(r"&(.)", text.replace("&&", ""))]


def placeholders(text: str) -> Counter[str]:
    return Counter(re.findall(r"%[1-9n]|\{\d*\}", text))


def tags(text: str) -> Counter[str]:
    return Counter(re.findall(r"</?[a-z0-9]+", text))


# -- the .ts files ---------------------------------------------------------
def test_the_files_declare_their_languages(language):
    root = ET.parse(i18n_build.ts_file(language)).getroot()
    assert root.get("language") == language
    assert root.get("sourcelanguage") == "en"


def test_every_string_is_translated(entries):
    assert len(entries) > 250
    unfinished = [e.source for e in entries if e.kind or not all(f.strip() for f in e.forms)]
    assert unfinished == []


def test_plurals_have_every_form_of_the_language(language, entries):
    for entry in entries:
        if entry.numerus:
            assert len(entry.forms) == len(PLURAL_SAMPLES[language]), entry.source


def test_placeholders_survive(entries):
    for entry in entries:
        for form in entry.forms:
            assert placeholders(form) == placeholders(entry.source), (entry.source, form)


def test_markup_and_line_breaks_survive(entries):
    for entry in entries:
        for form in entry.forms:
            assert tags(form) == tags(entry.source), (entry.source, form)
            assert form.count("\n") == entry.source.count("\n"), entry.source


def test_accelerators_stay_one_per_label(entries):
    for entry in entries:
        for form in entry.forms:
            assert len(accelerators(form)) == len(accelerators(entry.source)), form
            for letter in accelerators(form):
                assert letter.isalnum(), form


def test_romanian_uses_comma_below_letters():
    """ș and ț, not the Turkish-style ş and ţ that old keyboards produce."""
    text = i18n_build.ts_file("ro").read_text(encoding="utf-8")
    assert "ş" not in text and "ţ" not in text and "Ş" not in text and "Ţ" not in text
    assert "ș" in text and "ț" in text


def test_french_uses_one_kind_of_apostrophe():
    for entry in read_ts(i18n_build.ts_file("fr")):
        for form in entry.forms:
            assert "'" not in form, form


# -- in step with the code ------------------------------------------------
def test_lupdate_finds_nothing_new_or_gone(tmp_path):
    """Run lupdate over today's code into a copy: every language has its strings.

    A string added to the code without a translation, or a translation left
    for a string the code dropped, fails here; ``python -m
    freecell_qt.app.i18n_build`` then ``update`` brings the files in step.
    The strings lupdate finds are the same whatever the language it merges
    them into, so it runs once, into a copy of the first language's file, and
    every language's file is compared with what it found. (A string left
    unfinished in a file is test_every_string_is_translated's to find.)
    """
    try:
        i18n_build.tool("pyside6-lupdate")
    except i18n_build.ToolMissing as error:
        pytest.skip(str(error))
    copy = tmp_path / i18n_build.ts_file(LANGUAGES[0]).name
    shutil.copy2(i18n_build.ts_file(LANGUAGES[0]), copy)
    i18n_build.update([copy])
    fresh = read_ts(copy)
    found = {(e.context, e.source, e.numerus) for e in fresh}
    for language in LANGUAGES:
        committed = {(e.context, e.source, e.numerus)
                     for e in read_ts(i18n_build.ts_file(language))}
        assert sorted(found - committed) == [], f"new strings to translate ({language})"
        assert sorted(committed - found) == [], f"strings the code no longer has ({language})"
    assert [e.source for e in fresh if e.kind] == []


def test_the_compiled_catalogs_match_their_sources(qapp, language, entries):
    catalog = translation_catalog(language)
    assert catalog.is_file(), "run: python -m freecell_qt.app.i18n_build release"
    translator = QTranslator()
    assert translator.load(str(catalog))
    for entry in entries:
        if entry.numerus:
            for n, form in zip(PLURAL_SAMPLES[language], entry.forms, strict=True):
                assert translator.translate(entry.context, entry.source, "", n) == form
        else:
            assert translator.translate(entry.context, entry.source) == entry.forms[0]


def test_the_build_tool_covers_every_language():
    assert i18n.LANGUAGES[1:] == i18n_build.TRANSLATED
    assert ("system", *i18n.LANGUAGES) == LANGUAGE_CHOICES
    assert not any("engine" in path.parts for path in i18n_build.sources())


# -- choosing the language -------------------------------------------------
@pytest.mark.parametrize(
    ("locale", "expected"),
    [("fr_FR", "fr"), ("fr_CA", "fr"), ("ro_RO", "ro"), ("ro_MD", "ro"), ("en_GB", "en"),
     ("de_DE", "de"), ("es_MX", "es"), ("it_IT", "it"), ("nl_BE", "nl"), ("pl_PL", "pl"),
     ("sv_SE", "sv"), ("cs_CZ", "cs"), ("da_DK", "da"), ("fi_FI", "fi"), ("ru_RU", "ru"),
     ("tr_TR", "tr"), ("hu_HU", "hu"), ("uk_UA", "uk"), ("pt_BR", "pt_BR"), ("pt_PT", "pt_BR"),
     ("nb_NO", "nb"), ("nn_NO", "nb"), ("el_GR", "el"), ("ja_JP", "ja"), ("zh_CN", "zh_CN"),
     ("zh_SG", "zh_CN"), ("zh_TW", "zh_TW"), ("zh_HK", "zh_TW"), ("ko_KR", "ko"),
     ("ar_EG", "ar"), ("he_IL", "he"), ("th_TH", "en"), ("C", "en")],
)
def test_the_system_language_is_followed(locale, expected):
    assert i18n.resolve("system", QLocale(locale)) == expected


def test_a_chosen_language_overrides_the_system():
    assert i18n.resolve("ro", QLocale("fr_FR")) == "ro"
    assert i18n.resolve("en", QLocale("fr_FR")) == "en"


def test_install_and_back_to_english(qapp):
    assert i18n.install("fr") == "fr"
    assert i18n.active_language() == "fr"
    assert engine_words.the_card(_card("QS")) == "la dame de pique"
    assert i18n.install("en") == "en"
    assert engine_words.the_card(_card("QS")) == "the queen of spades"
    assert i18n.install("xx") == "en"


def test_numbers_are_grouped_the_language_s_way(qapp):
    assert i18n.format_number(2_147_483_647) == "2,147,483,647"
    i18n.install("ro")
    assert i18n.format_number(2_147_483_647) == "2.147.483.647"
    i18n.install("fr")
    assert i18n.format_number(11982).replace("\u202f", " ") == "11 982"


def _card(text: str):
    from freecell_qt.engine import Card

    return Card.parse(text)


# -- the app in each language ----------------------------------------------
EXPECTED_MENUS = {
    "fr": ["&Partie", "&Coups", "A&ffichage", "&Réglages", "&Aide"],
    "ro": ["&Joc", "&Mutări", "&Vizualizare", "&Setări", "&Ajutor"],
    "de": ["&Spiel", "&Zug", "&Ansicht", "&Einstellungen", "&Hilfe"],
    "es": ["&Juego", "&Movimiento", "&Ver", "&Configuración", "A&yuda"],
    "it": ["&Partita", "&Mossa", "&Visualizza", "&Impostazioni", "&Aiuto"],
    "pl": ["&Gra", "&Ruch", "&Widok", "&Ustawienia", "Pomo&c"],
    "sv": ["&Spel", "&Drag", "&Visa", "&Inställningar", "&Hjälp"],
    "nl": ["&Spel", "&Zet", "&Beeld", "&Instellingen", "&Help"],
    "cs": ["&Hra", "&Tah", "&Zobrazit", "&Nastavení", "Nápo&věda"],
    "da": ["&Spil", "&Træk", "&Vis", "&Indstillinger", "&Hjælp"],
    "fi": ["&Peli", "&Siirto", "&Näkymä", "&Asetukset", "&Ohje"],
    "ru": ["&Игра", "&Ход", "&Вид", "&Настройки", "&Справка"],
    "tr": ["&Oyun", "&Hamle", "&Görünüm", "&Ayarlar", "&Yardım"],
    "hu": ["&Játék", "&Lépés", "&Nézet", "&Beállítások", "Sú&gó"],
    "uk": ["&Гра", "&Хід", "&Вигляд", "&Параметри", "&Довідка"],
    "pt_BR": ["&Jogo", "&Mover", "E&xibir", "&Configurações", "Aj&uda"],
    "nb": ["&Spill", "&Trekk", "&Vis", "&Innstillinger", "&Hjelp"],
    "el": ["&Παιχνίδι", "&Κίνηση", "Προβο&λή", "&Ρυθμίσεις", "&Βοήθεια"],
    "ja": ["ゲーム(&G)", "移動(&M)", "表示(&V)", "設定(&S)", "ヘルプ(&H)"],
    "zh_CN": ["游戏(&G)", "移动(&M)", "查看(&V)", "设置(&S)", "帮助(&H)"],
    "zh_TW": ["遊戲(&G)", "移動(&M)", "檢視(&V)", "設定(&S)", "說明(&H)"],
    "ko": ["게임(&G)", "이동(&M)", "보기(&V)", "설정(&S)", "도움말(&H)"],
    "ar": ["&لعبة", "&نقل", "&عرض", "&إعدادات", "&مساعدة"],
    "he": ["מ&שחק", "&מהלך", "&תצוגה", "&הגדרות", "&עזרה"],
    "en": ["&Game", "&Move", "&View", "&Settings", "&Help"],
}
REFUSAL = {
    "fr": "Le 6 de carreau ne peut pas aller sur le 10 de trèfle : un 6 rouge se pose sur "
          "un 7 noir.",
    "ro": "6 de caro nu merge pe 10 de treflă: un 6 roșu se pune pe un 7 negru.",
    "de": "Karo 6 kann nicht auf Kreuz 10, denn eine rote 6 kommt auf eine schwarze 7.",
    "es": "El 6 de diamantes no puede ir sobre el 10 de tréboles: un 6 rojo va sobre un 7 "
          "negro.",
    "it": "Il 6 di quadri non può andare sopra il 10 di fiori: un 6 rosso va sopra un 7 nero.",
    "pl": "Karta 6 karo nie może leżeć na karcie 10 trefl: czerwona 6 pasuje tylko na kartę "
          "taką jak czarna 7.",
    "sv": "Ruter 6 kan inte läggas på klöver 10: en röd 6 läggs på en svart 7.",
    "nl": "Ruiten 6 kan niet op klaveren 10: een rode 6 gaat op een zwarte 7.",
    "cs": "6 kár nelze položit na kartu 10 křížů: červená 6 se pokládá na kartu černá 7.",
    "da": "Ruder 6 kan ikke lægges på klør 10: en rød 6'er lægges på en sort 7'er.",
    "fi": "Ruutu 6 ei sovi kortin risti 10 päälle: punainen 6 sopii kortin musta 7 päälle.",
    "ru": "6 бубён нельзя положить на 10 треф: красная 6 кладётся на карту «чёрная 7».",
    "tr": "Karo 6, sinek 10 üzerine konamaz: kırmızı bir 6, siyah bir 7 üzerine konur.",
    "hu": "A káró 6 nem tehető erre: a treff 10; egy piros 6 erre kerül: egy fekete 7.",
    "uk": "6 бубон не можна покласти на 10 треф: 6 червоної масті кладуть на 7 чорної масті.",
    "pt_BR": "O 6 de ouros não pode ir sobre o 10 de paus: um 6 vermelho vai sobre um 7 preto.",
    "nb": "Ruter 6 kan ikke legges på kløver 10: en rød 6 legges på en svart 7.",
    "el": "Το φύλλο 6 καρό δεν μπαίνει πάνω στο φύλλο 10 σπαθί: κόκκινο 6 μπαίνει πάνω σε "
          "μαύρο 7.",
    "ja": "ダイヤの6はクラブの10の上に置けません: 赤の6は黒の7の上に置きます。",
    "zh_CN": "方块6不能放在梅花10上：红色6要放在黑色7上。",
    "zh_TW": "方塊6不能放在梅花10上：紅色6要放在黑色7上。",
    "ko": "다이아몬드 6을(를) 클로버 10 위에 놓을 수 없습니다. 빨간색 6은(는) 검은색 7 위에 "
          "놓습니다.",
    "ar": "لا يمكن وضع 6 الديناري على 10 السباتي: يوضع 6 أحمر على 7 أسود.",
    "he": "6 יהלום לא יכול לעבור על 10 תלתן: 6 אדום עובר על 7 שחור.",
    "en": "The 6 of diamonds cannot go on the 10 of clubs: a red 6 goes on a black 7.",
}


@pytest.fixture(params=[*LANGUAGES, "en"])
def window(request, qtbot, prefs):
    """The main window built as the app builds it: preference, translators, window."""
    from freecell_qt.controller import GameController

    prefs.set("language", request.param)
    assert i18n.install_preferred(prefs.language) == request.param
    window = MainWindow(GameController(prefs))
    qtbot.addWidget(window)
    return window


def test_the_window_in_each_language(window):
    """Each check of the window's words in one language, on one window: building it
    and putting the language in place is the costly part, the checks are cheap.
    The refusals come first: they alone look at the game, and play in it."""
    engine_refusals_reach_the_status_bar_translated(window)
    the_window_speaks_the_language(window)
    menu_accelerators_are_unique(window)
    the_cards_carry_the_language_s_corners(window)
    dialog_accelerators_are_unique(window)
    preferences_offer_each_language_in_its_own_words(window)
    qt_s_own_buttons_speak_romanian_too(window)
    set_up_position_and_statistics_accelerators_are_unique(window)


def the_window_speaks_the_language(window) -> None:
    language = i18n.active_language()
    assert [action.text() for action in window.menuBar().actions()] == EXPECTED_MENUS[language]


def menu_accelerators_are_unique(window) -> None:
    titles = [accelerators(action.text()) for action in window.menuBar().actions()]
    assert len(set(map(tuple, titles))) == len(titles)
    for title in window.menuBar().actions():
        letters = [letter for action in title.menu().actions()
                   for letter in accelerators(action.text())]
        assert len(letters) == len(set(letters)), (title.text(), letters)


def engine_refusals_reach_the_status_bar_translated(window) -> None:
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    # Deal 1: 6S leaves column 1 for a cell, uncovering 6D, which will not go on 10C.
    window.controller.play(Move.parse("1a"))
    window.controller.play(Move.parse("18"))
    assert [m.replace("\u00a0", " ") for m in messages] == [REFUSAL[i18n.active_language()]]


def the_cards_carry_the_language_s_corners(window) -> None:
    expected = {"fr": {**DEFAULT_RANK_LABELS, **FRENCH_RANK_LABELS},
                "de": {**DEFAULT_RANK_LABELS, **GERMAN_RANK_LABELS},
                "nl": {**DEFAULT_RANK_LABELS, **DUTCH_RANK_LABELS},
                "pl": {**DEFAULT_RANK_LABELS, **POLISH_RANK_LABELS},
                "ru": {**DEFAULT_RANK_LABELS, **RUSSIAN_RANK_LABELS},
                "uk": {**DEFAULT_RANK_LABELS, **RUSSIAN_RANK_LABELS}}
    assert window.painter.rank_labels == expected.get(i18n.active_language(),
                                                      DEFAULT_RANK_LABELS)


def _texts(widget: QWidget) -> list[str]:
    return [w.text() for w in widget.findChildren(QAbstractButton) + widget.findChildren(QLabel)]


def dialog_accelerators_are_unique(window) -> None:
    for dialog_kind in (PreferencesDialog, NewGameDialog):
        dialog = dialog_kind(window.prefs, window)
        letters = [letter for text in _texts(dialog) for letter in accelerators(text)]
        assert letters and len(letters) == len(set(letters)), (dialog_kind, letters)
        dialog.deleteLater()


def preferences_offer_each_language_in_its_own_words(window) -> None:
    dialog = PreferencesDialog(window.prefs, window)
    combo = dialog.language_combo
    names = [combo.itemText(i) for i in range(combo.count())]
    assert names[1:] == ["English", "Français", "Română", "Deutsch", "Español", "Italiano",
                         "Português (Brasil)", "Polski", "Svenska", "Nederlands", "Čeština",
                         "Dansk", "Suomi", "Norsk bokmål", "Русский", "Türkçe", "Magyar",
                         "Ελληνικά", "Українська", "日本語", "简体中文", "繁體中文", "한국어",
                         "العربية", "עברית"]
    assert names[0] == {"fr": "Système", "ro": "Sistem", "en": "System", "de": "System",
                        "es": "Sistema", "it": "Sistema", "pl": "Systemowy", "sv": "System",
                        "nl": "Systeem", "cs": "Systémový", "da": "System",
                        "fi": "Järjestelmä", "ru": "Системный", "tr": "Sistem",
                        "hu": "Rendszer", "uk": "Системна", "pt_BR": "Sistema",
                        "nb": "System", "el": "Σύστημα", "ja": "システム", "zh_CN": "系统",
                        "zh_TW": "系統", "ko": "시스템 기본값", "ar": "النظام",
                        "he": "מערכת"}[i18n.active_language()]
    assert combo.currentData() == i18n.active_language()
    combo.setCurrentIndex(0)
    assert window.prefs.language == "system"
    dialog.deleteLater()


# -- engine refusals --------------------------------------------------------
def _worded_by(key: str) -> frozenset[str]:
    """The keys of the module that words ``key``'s family: the board text's and Set Up
    Position's refusals have their own modules, every other refusal is the engine's."""
    from freecell_qt.words import board_words, setup_words

    if key.startswith("board_"):
        return board_words.KNOWN_KEYS
    if key.startswith("setup_"):
        return setup_words.KNOWN_KEYS
    return engine_words.KNOWN_KEYS


def test_every_engine_key_has_words():
    from freecell_qt.words import board_words, setup_words

    raised = set()
    for path in ENGINE.rglob("*.py"):
        raised |= set(re.findall(r'\bkey="([a-z_]+)"', path.read_text(encoding="utf-8")))
    assert raised, "the engine raises no keyed error?"
    assert all(key in _worded_by(key) for key in raised)
    # No wording left for a refusal that is gone.
    known = engine_words.KNOWN_KEYS | board_words.KNOWN_KEYS | setup_words.KNOWN_KEYS
    assert raised >= known


def test_an_unknown_refusal_falls_back_to_its_english_text():
    from freecell_qt.engine import FreeCellError

    assert engine_words.explain(FreeCellError("something odd")) == "Something odd."
    assert engine_words.explain(FreeCellError("odd", key="column_empty")) == "Odd."


@pytest.mark.parametrize(
    ("moves", "french"),
    [
        (("1h",), "Le 6 de pique ne peut pas monter : la fondation de pique commence par "
                  "l’as."),
        (("a1",), "La cellule libre a est vide."),
        (("1a", "1a", "1a", "1a", "1a"), "La cellule libre a est occupée."),
    ],
)
def test_refusals_in_french(qtbot, prefs, moves, french):
    from freecell_qt.controller import GameController

    i18n.install("fr")
    controller = GameController(prefs)
    controller.game.automove = False
    messages: list[str] = []
    controller.message.connect(messages.append)
    for move in moves:
        controller.play(Move.parse(move))
    assert messages[-1].replace("\u00a0", " ") == french


# -- a move to a free cell -------------------------------------------------
@pytest.mark.parametrize(
    ("language", "flipper", "freecell"),
    [
        ("de", "1c: Herz König in freie Zelle c", "1c: Herz 2 in eine freie Zelle"),
        ("fr", "1c : roi de cœur dans la cellule libre c",
         "1c : 2 de cœur dans une cellule libre"),
        ("ja", "1c: ハートのキング をフリーセル c へ", "1c: ハートの2 をフリーセルへ"),
    ],
)
def test_a_move_to_a_free_cell_names_it_only_where_cells_cover_columns(
        qapp, language, flipper, freecell):
    from freecell_qt.engine import Game, Position, Rules
    from freecell_qt.words.step_words import describe_step
    from tests.boards import FLIPPER_CELL_C, RULES_EXAMPLE

    i18n.install(language)
    rules = Rules.preset("flipper")
    start = Position.from_text(FLIPPER_CELL_C, cells=7, columns=7)
    step = Game(rules, start, automove=False).play("1c")
    assert describe_step(start, step, rules).replace("\u00a0", " ") == flipper
    start = Position.from_text(RULES_EXAMPLE)
    step = Game(Rules(), start, automove=False).play("1c")
    assert describe_step(start, step, Rules()).replace("\u00a0", " ") == freecell


# -- saved game files -------------------------------------------------------
def test_every_file_problem_has_words():
    from freecell_qt.storage import file_words, game_files

    source = Path(game_files.__file__).read_text(encoding="utf-8")
    assert set(re.findall(r'\bkey="([a-z_]+)"', source)) == file_words.KNOWN_KEYS


def test_a_bad_file_is_explained_in_romanian(qapp):
    from freecell_qt.storage import file_words, game_files

    i18n.install("ro")
    with pytest.raises(game_files.GameFileError) as caught:
        game_files.from_json(b"   ")
    assert str(caught.value) == "the file is empty"
    assert file_words.reason(caught.value) == "fișierul este gol"
    assert file_words.reason(ValueError("plain")) == "plain"


def qt_s_own_buttons_speak_romanian_too(window) -> None:
    """Qt has no Romanian catalog; ours carries the words of its standard buttons."""
    dialog = PreferencesDialog(window.prefs, window)
    expected = {"fr": "Fermer", "ro": "Închide", "en": "Close", "de": "Schließen",
                "es": "Cerrar", "it": "Chiudi", "pl": "Zamknij", "sv": "Stäng",
                "nl": "Sluiten", "cs": "Zavřít", "da": "Luk", "fi": "Sulje",
                "ru": "Закрыть", "tr": "Kapat", "hu": "Bezárás",
                "uk": "Закрити", "pt_BR": "Fechar", "nb": "Lukk", "el": "Κλείσιμο",
                "ja": "閉じる", "zh_CN": "关闭", "zh_TW": "關閉", "ko": "닫기", "ar": "أغلق",
                "he": "סגור"}[i18n.active_language()]
    assert dialog.close_button.text().replace("&", "") == expected
    dialog.deleteLater()


def _raise_sites(path: Path) -> dict[str, set[str]]:
    """key -> the names of the params the code passes with it."""
    text = path.read_text(encoding="utf-8")
    sites: dict[str, set[str]] = {}
    for match in re.finditer(r'key="([a-z_]+)"(.*?)\)\s*(?:from None)?\n', text, re.DOTALL):
        sites.setdefault(match[1], set()).update(re.findall(r"\b([a-z_]+)=", match[2]))
    return sites


def _sample(name: str, key: str = "") -> object:
    from freecell_qt.engine import Suit

    if key.startswith("setup_"):
        # Set Up Position names its cell and foundation by index, its typed text as is.
        setup_samples: dict[str, object] = {"cell": 1, "colours": False, "token": "zz",
                                            "game": "FreeCell"}
        if name in setup_samples:
            return setup_samples[name]
    if key.startswith("board_"):
        from freecell_qt.engine import Rules

        board_samples: dict[str, object] = {
            "lines": (2, 5), "missing": (_card("7H"), _card("9S")), "wanted": 8,
            "rules": Rules.preset("stalactites"), "title": "Stalactites", "cell": "b",
            "index": 1, "header": "Freecells:", "token": "1X", "text": "Z",
            "below": _card("6S"), "colours": False,
        }
        if name in board_samples:
            return board_samples[name]

    samples: dict[str, object] = {
        "card": _card("7H"), "top": _card("9S"), "first": _card("8C"), "last": _card("7H"),
        "suit": Suit.HEARTS, "cell": "b", "code": "FC9-C4-AAAAAKH", "text": "abc",
        "variant": "FX", "version": "9", "part": "C9", "detail": "Expecting value",
        "wanted": ((7, None), (10, None), (3, None)),
    }
    return samples.get(name, 3)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_refusal_is_worded_with_the_params_the_engine_gives(qapp, language):
    """A wording that reads a param the raise site does not pass would fall back to English."""
    from freecell_qt.engine import FreeCellError
    from freecell_qt.storage import file_words, game_files

    i18n.install(language)
    sites = {}
    for path in ENGINE.rglob("*.py"):
        sites.update(_raise_sites(path))
    from freecell_qt.words import board_words, setup_words

    wordings = {"board_": (board_words.board_reason, "english fallback"),
                "setup_": (setup_words.setup_reason, "English fallback.")}
    engine_sites = {key for key in sites if key[:6] not in wordings}
    assert engine_sites == engine_words.KNOWN_KEYS
    for key, names in sites.items():
        word, fallback = wordings.get(key[:6], (engine_words.explain, "English fallback."))
        samples = {n: _sample(n, key) for n in names}
        text = word(FreeCellError("english fallback", key=key, **samples))
        assert text != fallback and "%" not in text, (key, text)
    file_sites = _raise_sites(Path(game_files.__file__))
    assert set(file_sites) == file_words.KNOWN_KEYS
    for key, names in file_sites.items():
        error = game_files.GameFileError("english fallback", key=key,
                                         **{n: _sample(n) for n in names})
        text = file_words.reason(error)
        assert text != "english fallback" and "%" not in text, (key, text)


def set_up_position_and_statistics_accelerators_are_unique(window) -> None:
    from freecell_qt.windows.statistics_dialog import StatisticsDialog

    window.set_up_position()
    statistics = StatisticsDialog(window.statistics_ui.statistics, window.controller.game.rules,
                                  window)
    for dialog in (window.setup_dialog, statistics):
        letters = [letter for text in _texts(dialog) for letter in accelerators(text)]
        assert letters and len(letters) == len(set(letters)), letters
        dialog.reject()
