"""A read-only text pane that draws its marks on top of whatever colours the text has: a wavy
underline under disguised characters (visible inside a coloured passage too) and, in a gutter on
the left, each passage's number where it starts (so a passage is told by number, not by colour
alone)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRect, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QTextCursor,
)
from PySide6.QtWidgets import QPlainTextEdit, QWidget

GUTTER_PAD = 6
WAVE = 2.0  # px: the wave's height either side of its line


@dataclass(frozen=True)
class Badge:
    """A passage's number at the line where it starts (UTF-16 position), in its colour."""

    position: int
    label: str
    colour: str
    text_colour: str


@dataclass(frozen=True)
class Underline:
    """A wavy underline from ``start`` to ``end`` (UTF-16 positions) in ``colour`` (a straight,
    thicker one where not ``wave``)."""

    start: int
    end: int
    colour: str
    wave: bool = True


class _Gutter(QWidget):
    def __init__(self, editor: MarkedText) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:
        return QSize(self.editor.gutter_width(), 0)

    def paintEvent(self, event: QPaintEvent) -> None:
        self.editor.paint_gutter(event)


class MarkedText(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.badges: list[Badge] = []
        self.underlines: list[Underline] = []
        self.gutter = _Gutter(self)
        self.updateRequest.connect(self._on_update)
        self._fit_gutter()

    def set_marks(self, badges: list[Badge], underlines: list[Underline]) -> None:
        self.badges, self.underlines = badges, underlines
        self._fit_gutter()
        self.viewport().update()
        self.gutter.update()

    # -- the gutter --------------------------------------------------------------------------
    def gutter_width(self) -> int:
        if not self.badges:
            return 0
        fm = self.fontMetrics()
        widest = max(fm.horizontalAdvance(label) for label in self._labels_by_line().values())
        return min(widest, fm.horizontalAdvance("00,00,00")) + 2 * GUTTER_PAD

    def _fit_gutter(self) -> None:
        self.setViewportMargins(self.gutter_width(), 0, 0, 0)
        self._place_gutter()

    def _place_gutter(self) -> None:
        cr = self.contentsRect()
        self.gutter.setGeometry(QRect(cr.left(), cr.top(), self.gutter_width(), cr.height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place_gutter()

    def _on_update(self, rect: QRect, dy: int) -> None:
        if dy:
            self.gutter.scroll(0, dy)
        else:
            self.gutter.update(0, rect.y(), self.gutter.width(), rect.height())

    def _line_top(self, position: int) -> int:
        cur = QTextCursor(self.document())
        cur.setPosition(min(position, max(0, self.document().characterCount() - 1)))
        return self.cursorRect(cur).top()

    def _labels_by_line(self) -> dict[int, str]:
        """Badge labels joined per line (several passages can start on one line)."""
        lines: dict[int, list[Badge]] = {}
        for b in self.badges:
            lines.setdefault(self._line_top(b.position), []).append(b)
        return {y: ",".join(b.label for b in bs) for y, bs in lines.items()}

    def paint_gutter(self, event: QPaintEvent) -> None:
        painter = QPainter(self.gutter)
        painter.fillRect(event.rect(), self.palette().color(self.palette().ColorRole.Window))
        fm = self.fontMetrics()
        lines: dict[int, list[Badge]] = {}
        for b in self.badges:
            lines.setdefault(self._line_top(b.position), []).append(b)
        for y, bs in lines.items():
            if y + fm.height() < event.rect().top() or y > event.rect().bottom():
                continue
            label = ",".join(b.label for b in bs)
            box = QRect(2, y, self.gutter.width() - 4, fm.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(bs[0].colour))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(QColor(bs[0].text_colour))
            painter.drawText(
                box,
                int(Qt.AlignmentFlag.AlignCenter),
                fm.elidedText(label, Qt.TextElideMode.ElideRight, box.width()),
            )

    # -- marks on top ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self.underlines:
            return
        painter = QPainter(self.viewport())
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fm = self.fontMetrics()
        for u in self.underlines:
            pen = QPen(QColor(u.colour), 1.6 if u.wave else 2.4)
            painter.setPen(pen)
            for x0, x1, base in self._runs(u.start, u.end):
                if base + WAVE < event.rect().top() or base - fm.height() > event.rect().bottom():
                    continue
                y = base + fm.descent() / 2 + 1
                if u.wave:
                    painter.drawPath(_wave(x0, x1, y))
                else:
                    painter.drawLine(QPointF(x0, y), QPointF(x1, y))

    def _runs(self, start: int, end: int) -> list[tuple[float, float, float]]:
        """The span's pieces, one per visual line: (left x, right x, baseline y)."""
        out: list[tuple[float, float, float]] = []
        cur = QTextCursor(self.document())
        last = max(0, self.document().characterCount() - 1)
        for pos in range(max(0, start), min(end, last)):
            cur.setPosition(pos)
            r0 = self.cursorRect(cur)
            cur.setPosition(pos + 1)
            r1 = self.cursorRect(cur)
            x1 = (
                r1.left()
                if r1.top() == r0.top()
                else r0.left() + self.fontMetrics().averageCharWidth()
            )
            base = r0.bottom() - self.fontMetrics().descent()
            if out and out[-1][2] == base and abs(out[-1][1] - r0.left()) < 1:
                out[-1] = (out[-1][0], x1, base)
            else:
                out.append((r0.left(), x1, base))
        return out


def _wave(x0: float, x1: float, y: float) -> QPainterPath:
    """A wavy line from x0 to x1 around height y (a spell checker's underline, thicker)."""
    path = QPainterPath(QPointF(x0, y))
    x, up = x0, True
    step = 2.5
    x1 = max(x1, x0 + 2 * step)
    while x < x1:
        nx = min(x + step, x1)
        path.lineTo(QPointF(nx, y - WAVE if up else y + WAVE))
        x, up = nx, not up
    return path
