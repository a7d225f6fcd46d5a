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
