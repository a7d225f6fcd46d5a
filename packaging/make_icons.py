"""Render every icon file from the one hand-written SVG.

    python packaging/make_icons.py           # writes the PNGs, the .ico and the .icns
    python packaging/make_icons.py --check   # exit 1 if a committed PNG is out of date

The PNGs are committed so that neither the app nor the installers need an SVG
renderer at run time (a trimmed bundle has no SVG plugin). Qt can read .ico and
.icns but writes a single image per file, and both formats must carry several
sizes, so they are written here: each is a short header followed by PNGs.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from freecell_qt import APP_ID  # noqa: E402
from freecell_qt.resources import ICON_SIZES, icon_png, icon_svg  # noqa: E402

#: Which groups of the SVG each size shows. At 16 px the fanned cards turn to
#: mush, so an upright layout drawn on the pixel grid stands in; up to 24 px
#: the corner letters would be a one-pixel smudge, so they are left out.
GROUPS = ("large", "small", "detail")


def shown_groups(size: int) -> tuple[str, ...]:
    if size <= 16:
        return ("small",)
    if size <= 24:
        return ("large",)
    return ("large", "detail")


ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_FILE = ROOT / "packaging" / "windows" / "freecell-qt.ico"

#: macOS icon types that hold a PNG, by edge in pixels (retina types are the
#: double of a point size, and share their pixels with the plain one).
ICNS_TYPES: tuple[tuple[bytes, int], ...] = (
    (b"icp4", 16), (b"ic11", 32), (b"icp5", 32), (b"ic12", 64), (b"icp6", 64),
    (b"ic07", 128), (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512),
    (b"ic10", 1024),
)
ICNS_FILE = ROOT / "packaging" / "macos" / "freecell-qt.icns"


def svg_source(size: int) -> bytes:
    """The SVG with each group shown or hidden for ``size``."""
    text = Path(str(icon_svg())).read_text(encoding="utf-8")
    for group in GROUPS:
        hidden, shown = f'<g id="{group}" display="none">', f'<g id="{group}">'
        if text.count(hidden) + text.count(shown) != 1:
            raise SystemExit(f"the SVG icon needs exactly one group {shown}")
        if group in shown_groups(size):
            text = text.replace(hidden, shown)
        else:
            text = text.replace(shown, hidden)
    return text.encode("utf-8")


def render(size: int) -> QImage:
    renderer = QSvgRenderer(QByteArray(svg_source(size)))
    if not renderer.isValid():
        raise SystemExit("the SVG icon could not be read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # Quality 0 is zlib's strongest compression for PNG.
    if not image.save(buffer, "PNG", 0):
        raise SystemExit("Qt could not write a PNG")
    buffer.close()
    return data.data()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon: a directory of entries, each a PNG (read since Vista)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = pngs[size]
        edge = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: typed chunks, each an 8-byte header and a PNG."""
    chunks = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[edge])) + pngs[edge] for kind, edge in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_bytes() != data:
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT)} ({len(data):,} bytes)")


#: The largest difference of one colour channel still taken as the same pixel.
#: Qt's rasteriser rounds antialiased edges a unit apart on different
#: processors; an edited SVG changes far more than that.
PIXEL_TOLERANCE = 2


def same_pixels(committed: QImage, rendered: QImage) -> bool:
    if committed.isNull() or committed.size() != rendered.size():
        return False
    a, b = bytes(committed.constBits()), bytes(rendered.constBits())
    return len(a) == len(b) and all(
        abs(x - y) <= PIXEL_TOLERANCE for x, y in zip(a, b, strict=True))


def check() -> int:
    """Compare pixels, not bytes: another zlib may compress the same image differently."""
    stale = []
    for size in ICON_SIZES:
        path = Path(str(icon_png(size)))
        committed = QImage(str(path)).convertToFormat(QImage.Format.Format_ARGB32)
        if not same_pixels(committed, render(size)):
            stale.append(str(path.relative_to(ROOT)))
    for path in stale:
        print(f"out of date: {path} (run python packaging/make_icons.py)", file=sys.stderr)
    return 1 if stale else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=f"Render the {APP_ID} icons from the SVG.")
    parser.add_argument("--check", action="store_true",
                        help="only check that the committed PNGs match the SVG")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    if args.check:
        return check()
    pngs = {size: png_bytes(render(size)) for size in {*ICON_SIZES, *ICO_SIZES, 1024}}
    for size in ICON_SIZES:
        write(Path(str(icon_png(size))), pngs[size])
    write(ICO_FILE, ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(ICNS_FILE, icns_bytes(pngs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
