"""A settings file that cannot be read: defaults, a message, the file kept aside."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from freecell_qt.storage.preferences import FIELDS, Preferences


def _prefs_over(path) -> Preferences:
    return Preferences(QSettings(str(path), QSettings.Format.IniFormat))


def test_an_unreadable_settings_file_is_moved_aside(qapp, tmp_path):
    path = tmp_path / "freecell-qt.conf"
    path.write_bytes(b"\x00\x01\xff\xfe [General\nautomove=tr")
    prefs = _prefs_over(path)
    assert prefs.problem
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("freecell-qt.conf.corrupt-")]
    assert len(kept) == 1
    assert kept[0].read_bytes().startswith(b"\x00\x01")
    assert kept[0].name in prefs.problem
    for key, field in FIELDS.items():
        assert getattr(prefs, key) == field.default
    prefs.set("automove", False)  # and the settings work again from a fresh file
    prefs.sync()
    assert _prefs_over(path).automove is False
    assert not _prefs_over(path).problem


def test_wrong_values_fall_back_to_defaults_without_fuss(qapp, tmp_path):
    path = tmp_path / "freecell-qt.conf"
    path.write_text("[General]\nautomove=maybe\ncells=99\nsupermove=quadratic\n")
    prefs = _prefs_over(path)
    assert prefs.problem == ""
    assert prefs.automove is True and prefs.cells == 4
    assert prefs.supermove == FIELDS["supermove"].default
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("freecell-qt")] == [
        "freecell-qt.conf"
    ]


def test_a_settings_folder_that_cannot_be_made_is_said_at_start(qapp, tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("nothing can be created under a regular file, even by root")
    prefs = _prefs_over(blocker / "config" / "freecell-qt.conf")
    assert "Settings cannot be saved in" in prefs.problem
    told = []
    prefs.trouble.connect(told.append)
    prefs.set("automove", False)  # play goes on with the new value ...
    assert prefs.automove is False
    assert not prefs.sync()
    assert told == []  # ... and the player, told at start, is not told again


def test_settings_that_stop_being_writable_are_said_once(qapp, tmp_path):
    folder = tmp_path / "config"
    folder.mkdir()
    path = folder / "freecell-qt.conf"
    prefs = _prefs_over(path)
    assert prefs.problem == ""
    told = []
    prefs.trouble.connect(told.append)
    prefs.set("automove", False)
    assert told == [] and _prefs_over(path).automove is False  # written at once
    path.unlink()
    path.mkdir()  # a folder in its place: no write can succeed now, even as root
    prefs.set("four_colour", True)
    prefs.set("cells", 3)
    assert not prefs.sync()
    assert len(told) == 1 and "Settings cannot be saved in" in told[0]


def test_a_folder_in_place_of_the_settings_file_is_moved_aside(qapp, tmp_path):
    path = tmp_path / "freecell-qt.conf"
    path.mkdir()
    prefs = _prefs_over(path)
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("freecell-qt.conf.corrupt-")]
    assert len(kept) == 1 and kept[0].is_dir()
    assert kept[0].name in prefs.problem
    prefs.set("automove", False)
    assert prefs.sync() and _prefs_over(path).automove is False
