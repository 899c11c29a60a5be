"""The window by keyboard: a focus ring that shows where the keys go on every control, the Tab
order of the panes (set in the order they are seen), and moving through the students, pairs and
passages with keys."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFocusFrame,
    QFormLayout,
    QLayout,
    QScrollArea,
    QSplitter,
    QStyle,
    QTabWidget,
    QWidget,
)

RING_WIDTH = 3  # px: WCAG 2.4.7 asks for a visible focus; 1 px in a dense table is not


class FocusRing(QFocusFrame):
    """A ring in the palette's highlight colour around whichever control has the focus."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus)

    @Slot(QWidget, QWidget)
    def _on_focus(self, old: QWidget | None, new: QWidget | None) -> None:
        inside = new is not None and new.window() is self.window_ and new is not self.window_
        self.setWidget(new if inside else None)
        if inside:
            self.raise_()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        pen = QPen(self.palette().color(QPalette.ColorRole.Highlight), RING_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        half = RING_WIDTH // 2
        painter.drawRect(self.rect().adjusted(half, half, -half - 1, -half - 1))


def ring_margin(widget: QWidget) -> int:
    """How far the ring reaches out of a control (the style's focus frame margin)."""
    return widget.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget)


def chain(widgets: Sequence[QWidget]) -> None:
    """Tab goes through ``widgets`` in this order (the order they are seen: left to right, top
    to bottom); tables give Tab back (arrows move in them)."""
    focusable = [w for w in widgets if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    for w in focusable:
        if isinstance(w, QAbstractItemView):
            w.setTabKeyNavigation(False)
    for first, second in zip(focusable, focusable[1:], strict=False):
        QWidget.setTabOrder(first, second)


def step_focus(order: Sequence[QWidget], forward: bool) -> bool:
    """Move the focus to the next (or previous) control of ``order`` that can take it, round
    from the last to the first; False when the focus is not in ``order``."""
    now = QApplication.focusWidget()
    while now is not None and now not in order:
        now = now.parentWidget()
    if now is None:
        return False
    ready = [
        w
        for w in order
        if w is now
        or (w.isVisible() and w.isEnabled() and w.focusPolicy() & Qt.FocusPolicy.TabFocus)
    ]
    nxt = ready[(ready.index(now) + (1 if forward else -1)) % len(ready)]
    reason = Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason
    nxt.setFocus(reason)
    return True


def step_rows(view: QAbstractItemView, step: int) -> bool:
    """Select the next (``step`` 1) or previous (-1) row of a table; False at either end."""
    model = view.model()
    rows = view.selectionModel().selectedRows()
    row = rows[0].row() + step if rows else (0 if step > 0 else model.rowCount() - 1)
    if not 0 <= row < model.rowCount():
        return False
    index = model.index(row, 0)
    view.selectRow(row)
    view.scrollTo(index)
    view.setCurrentIndex(index)
    return True


def layout_order(root: QWidget) -> list[QWidget]:
    """``root``'s controls in the order they are laid out (seen): a layout's items in turn, a
    form row by row (label, then field), a splitter's panes, a tab widget's bar then pages."""
    out: list[QWidget] = []

    def widget(w: QWidget) -> None:
        if w.isWindow() and w is not root:
            return
        if isinstance(w, QTabWidget):
            out.append(w.tabBar())
            for i in range(w.count()):
                widget(w.widget(i))
        elif isinstance(w, QSplitter):
            for i in range(w.count()):
                widget(w.widget(i))
        elif isinstance(w, QScrollArea) and w.widget() is not None:
            widget(w.widget())
        elif w.layout() is not None and not isinstance(w, QAbstractSpinBox | QComboBox):
            if w.focusPolicy() & Qt.FocusPolicy.TabFocus:
                out.append(w)
            layout(w.layout())
        else:
            out.append(w)

    def layout(lay: QLayout) -> None:
        if isinstance(lay, QFormLayout):
            items = []
            for r in range(lay.rowCount()):
                for role in (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole):
                    items.append(lay.itemAt(r, role))
                items.append(lay.itemAt(r, QFormLayout.ItemRole.SpanningRole))
        else:
            items = [lay.itemAt(i) for i in range(lay.count())]
        for item in items:
            if item is None:
                continue
            if item.widget() is not None:
                widget(item.widget())
            elif item.layout() is not None:
                layout(item.layout())

    widget(root)
    return out
