"""The Graph tab: the class as a graph (reports/graph.py lays it out, as for the HTML report).

Students are circles, reference texts squares, a library's articles diamonds, archived documents
triangles; a line is a reported pair (thicker: more words shared; dashed: reworded; coloured by
the credit given, in the theme's colours). A click on a mark opens the student (a source's mark
opens its strongest pair), a click on a line opens the pair. Keyboard: Tab and Shift+Tab (or the
arrow keys) go from mark to mark in the order the groups are drawn, Enter opens; the mark under
focus is named for a screen reader. The Groups tab says the same in words.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from plagcheck.engine import Result, display_name
from plagcheck.gui.theme import mix, readable, theme_for
from plagcheck.i18n import _, say
from plagcheck.reports.graph import (
    ARCHIVED,
    ARTICLE,
    RADIUS,
    REFERENCE,
    STUDENT,
    ClassGraph,
    class_graph,
    edge_title,
    node_title,
    short_name,
    strongest,
)

MARGIN = 36.0
NON_TEXT_RATIO = 3.0  # WCAG 1.4.11: lines and marks against the background
FILLS = {STUDENT: "plot_found", REFERENCE: "note", ARTICLE: "dismissed", ARCHIVED: "excluded"}


class GraphView(QWidget):
    """The class graph, fitted to the widget; ``studentRequested`` (a document index) and
    ``pairRequested`` (a reported Pair) when a mark or a line is clicked or Enter pressed."""

    studentRequested = Signal(int)
    pairRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: Result | None = None
        self.graph = ClassGraph()
        self.names: list[str] = []
        self.current = -1  # the mark under keyboard focus
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(240, 180)
        self.setAccessibleName(_("The class as a graph"))  # as the report says it
        self.setToolTip(
            self.tr(
                "Students linked by shared text: click a student to open them, a line to open "
                "the pair; Tab goes from student to student, Enter opens"
            )
        )

    def set_result(self, result: Result | None) -> None:
        """Lay out a new result's graph (under 0.5 s for 500 students: bench/graph_layout.py)."""
        self.result = result
        self.graph = class_graph(result) if result is not None else ClassGraph()
        self.names = [display_name(d) for d in result.documents] if result is not None else []
        self.current = -1
        self._describe()
        self.update()

    # -- geometry ------------------------------------------------------------------------
    def _scale(self) -> tuple[float, float, float]:
        """(scale, x offset, y offset) that fit the drawing into the widget, centred."""
        g = self.graph
        w, h = max(g.width, 1.0), max(g.height, 1.0)
        s = min((self.width() - 2 * MARGIN) / w, (self.height() - 2 * MARGIN) / h, 1.6)
        s = max(s, 0.05)
        return s, (self.width() - w * s) / 2, (self.height() - h * s) / 2

    def node_point(self, k: int) -> QPointF:
        s, ox, oy = self._scale()
        node = self.graph.nodes[k]
        return QPointF(ox + node.x * s, oy + node.y * s)

    def _radius(self) -> float:
        return max(4.0, RADIUS * min(self._scale()[0], 1.2))

    def node_at(self, pos: QPointF) -> int:
        r = self._radius() + 3
        for k in range(len(self.graph.nodes)):
            p = self.node_point(k)
            if math.hypot(p.x() - pos.x(), p.y() - pos.y()) <= r:
                return k
        return -1

    def edge_at(self, pos: QPointF) -> int:
        """The line nearest ``pos``, within a few pixels of it, or -1."""
        s = self._scale()[0]
        best, found = math.inf, -1
        for k, ed in enumerate(self.graph.edges):
            d = _distance(pos, self.node_point(ed.a), self.node_point(ed.b))
            if d <= max(6.0, ed.width * s / 2 + 3) and d < best:
                best, found = d, k
        return found

    # -- drawing -------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        t = theme_for(self.palette())
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        base = QColor(t.base)
        p.fillRect(self.rect(), base)
        if not self.graph.nodes:
            p.setPen(QColor(t.text))
            p.drawText(
                self.rect(),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("No documents share text above the thresholds"),
            )
            return
        s = self._scale()[0]
        for ed in self.graph.edges:
            colour = readable(t.credits.get(ed.credit, t.text), base, NON_TEXT_RATIO)
            pen = QPen(QColor(colour), max(1.0, ed.width * min(s, 1.2)))
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            if ed.reworded:
                pen.setStyle(Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.drawLine(self.node_point(ed.a), self.node_point(ed.b))
        self._draw_nodes(p, t, s)
        self._draw_labels(p, t)

    def _draw_nodes(self, p: QPainter, t, s: float) -> None:  # type: ignore[no-untyped-def]
        r = self._radius()
        for k, node in enumerate(self.graph.nodes):
            c = self.node_point(k)
            focus = k == self.current and self.hasFocus()
            ring = self.palette().color(QPalette.ColorRole.Highlight)
            p.setPen(QPen(ring if focus else QColor(t.text), 4.0 if focus else 1.5))
            p.setBrush(QColor(mix(t[FILLS[node.kind]], t.base, 0.45)))
            if node.kind == REFERENCE:
                p.drawRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r))
            elif node.kind in (ARTICLE, ARCHIVED):
                p.drawPolygon(_polygon(node.kind, c, r))
            else:
                p.drawEllipse(c, r, r)
            if s >= 0.45 or focus:
                _halo_text(p, QRectF(c.x() - 70, c.y() + r + 1, 140, 16), short_name(node.name), t)

    def _draw_labels(self, p: QPainter, t) -> None:  # type: ignore[no-untyped-def]
        """Each group's label ("Group 2") above its top-left mark, as the Groups tab numbers it."""
        tops: dict[int, QPointF] = {}
        for k, node in enumerate(self.graph.nodes):
            c = self.node_point(k)
            at = tops.get(node.group)
            tops[node.group] = c if at is None else QPointF(min(at.x(), c.x()), min(at.y(), c.y()))
        font = p.font()
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor(t["excluded"]))
        r = self._radius()
        for g, at in tops.items():
            p.drawText(QPointF(at.x() - r, at.y() - r - 6), say(self.graph.labels[g]))

    # -- mouse and keyboard ----------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        pos = event.position()
        k = self.node_at(pos)
        if k >= 0:
            self.current = k
            self._describe()
            self.update()
            self.open_node(k)
            return
        e = self.edge_at(pos)
        if e >= 0 and self.result is not None:
            self.pairRequested.emit(self.result.reported[self.graph.edges[e].pair])

    def open_node(self, k: int) -> None:
        """A student's mark opens the student; a source's its strongest pair."""
        if self.result is None or not 0 <= k < len(self.graph.nodes):
            return
        node = self.graph.nodes[k]
        if node.kind == STUDENT:
            self.studentRequested.emit(node.doc)
        else:
            self.pairRequested.emit(self.result.reported[strongest(self.graph, k)])

    def event(self, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.ToolTip and self.result is not None:
            pos = QPointF(ev.pos())  # type: ignore[attr-defined]
            k = self.node_at(pos)
            e = self.edge_at(pos) if k < 0 else -1
            if k >= 0 or e >= 0:
                tip = (
                    node_title(self.graph, k, self.names)
                    if k >= 0
                    else edge_title(self.result, self.graph, e, self.names)
                )
                QToolTip.showText(ev.globalPos(), tip, self)  # type: ignore[attr-defined]
                return True
        return super().event(ev)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        """Tab and Shift+Tab step through the marks; past the last (or first) focus moves on."""
        if self.hasFocus() and self.graph.nodes:
            step = self.current + (1 if next else -1)
            if 0 <= step < len(self.graph.nodes):
                self._move(step)
                return True
        return super().focusNextPrevChild(next)

    def focusInEvent(self, event: QFocusEvent) -> None:
        if self.graph.nodes and self.current < 0:
            back = event.reason() == Qt.FocusReason.BacktabFocusReason
            self.current = len(self.graph.nodes) - 1 if back else 0
        self._describe()
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self.current = -1  # coming back by Tab starts again at the first (or last) mark
        self.update()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.current >= 0:
            self.open_node(self.current)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down) and self.graph.nodes:
            self._move(min(self.current + 1, len(self.graph.nodes) - 1))
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Up) and self.graph.nodes:
            self._move(max(self.current - 1, 0))
        else:
            super().keyPressEvent(event)

    def _move(self, k: int) -> None:
        self.current = k
        self._describe()
        self.update()

    def _describe(self) -> None:
        """The mark under focus, for a screen reader: its words as the description."""
        said = ""
        if 0 <= self.current < len(self.graph.nodes):
            said = node_title(self.graph, self.current, self.names)
        elif self.result is not None:
            n, e = len(self.graph.nodes), len(self.graph.edges)
            said = (
                self.tr("%n documents linked by shared text", "", n)
                + "; "
                + self.tr("%n reported pairs", "", e)
            )
        if said != self.accessibleDescription():
            self.setAccessibleDescription(said)
            QAccessible.updateAccessibility(
                QAccessibleEvent(self, QAccessible.Event.DescriptionChanged)
            )


def _halo_text(p: QPainter, box: QRectF, text: str, t) -> None:  # type: ignore[no-untyped-def]
    """A mark's name under it, on a patch of the background so that lines never cross it."""
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
    shown = p.boundingRect(box, flags, text).adjusted(-2, 0, 2, 0)
    back = QColor(t.base)
    back.setAlpha(220)
    p.fillRect(shown, back)
    p.setPen(QColor(t.text))
    p.drawText(box, flags, text)


def _polygon(kind: str, c: QPointF, r: float) -> QPolygonF:
    if kind == ARTICLE:  # a diamond
        pts = [(0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)]
    else:  # a triangle
        pts = [(0, -1.3), (1.2, 1), (-1.2, 1)]
    return QPolygonF([QPointF(c.x() + x * r, c.y() + y * r) for x, y in pts])


def _distance(p: QPointF, a: QPointF, b: QPointF) -> float:
    """From point ``p`` to the segment ``a``-``b``."""
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    u = 0.0 if length2 == 0 else ((p.x() - a.x()) * dx + (p.y() - a.y()) * dy) / length2
    u = min(1.0, max(0.0, u))
    return math.hypot(p.x() - a.x() - u * dx, p.y() - a.y() - u * dy)
