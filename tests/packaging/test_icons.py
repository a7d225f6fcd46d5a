"""The icon files: rendered from the SVG as committed, and well-formed for each platform.

The .ico and .icns are written by our own few lines rather than a library,
so their structure is checked here the way Windows and macOS will read it.
"""

from __future__ import annotations

import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from freecell_qt import APP_ID
from freecell_qt.resources import icon_svg

ROOT = Path(__file__).resolve().parents[2]
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_edge(data: bytes) -> int:
    assert data[:8] == PNG_SIGNATURE
    width, height = struct.unpack(">II", data[16:24])
    assert width == height
    return width


def test_committed_pngs_match_the_svg():
    result = subprocess.run([sys.executable, "packaging/make_icons.py", "--check"], cwd=ROOT,
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr


def test_svg_has_the_groups_the_renderer_switches():
    root = ET.parse(str(icon_svg())).getroot()
    ids = [element.get("id") for element in root.iter() if element.tag.endswith("}g")]
    assert sorted(i for i in ids if i) == ["detail", "large", "small"]
    assert root.get("viewBox") == "0 0 256 256"
    assert Path(str(icon_svg())).name == f"{APP_ID}.svg"


def test_ico_holds_a_png_per_size():
    data = (ROOT / "packaging" / "windows" / "freecell-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    edges = []
    for index in range(count):
        width, height, _, _, planes, bits, size, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        edge = png_edge(data[offset:offset + size])
        assert (width or 256) == (height or 256) == edge
        assert (planes, bits) == (1, 32)
        edges.append(edge)
    assert edges == [16, 24, 32, 48, 64, 128, 256]


def test_icns_chunks_add_up_and_hold_pngs_of_their_size():
    data = (ROOT / "packaging" / "macos" / "freecell-qt.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256,
                b"ic09": 512, b"ic10": 1024, b"ic11": 32, b"ic12": 64, b"ic13": 256,
                b"ic14": 512}
    found = {}
    offset = 8
    while offset < len(data):
        kind = data[offset:offset + 4]
        length = struct.unpack(">I", data[offset + 4:offset + 8])[0]
        found[kind] = png_edge(data[offset + 8:offset + length])
        offset += length
    assert offset == len(data)
    assert found == expected


def test_icon_check_tolerates_rounding_but_not_a_change(qapp):
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    from PySide6.QtGui import QColor

    rendered = make_icons.render(32)
    rounded = rendered.copy()
    colour = rounded.pixelColor(16, 16)
    rounded.setPixelColor(16, 16, QColor(min(colour.red() + 1, 255), colour.green(),
                                         colour.blue(), colour.alpha()))
    assert make_icons.same_pixels(rounded, rendered)
    edited = rendered.copy()
    edited.setPixelColor(16, 16, QColor(colour.red() ^ 0x80, colour.green(), colour.blue(),
                                        colour.alpha()))
    assert not make_icons.same_pixels(edited, rendered)
