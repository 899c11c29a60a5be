"""Render plagcheck's icon (plagcheck/data/icons/plagcheck.svg) to the PNG sizes.

The outputs are committed; run this again only after changing the SVG:
``QT_QPA_PLATFORM=offscreen python packaging/render_icons.py``.
"""

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parent.parent / "plagcheck" / "data" / "icons"
SIZES = (16, 32, 48, 64, 128, 256)


def render(svg: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    svg.render(painter)
    painter.end()
    return image


def main() -> None:
    _app = QGuiApplication([])
    svg = QSvgRenderer(str(ICONS / "plagcheck.svg"))
    for size in SIZES:
        render(svg, size).save(str(ICONS / f"plagcheck-{size}.png"))


if __name__ == "__main__":
    main()
