"""Histogram of the exact Jaccard of every verified pair, with the threshold line."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from plagcheck.engine import Result
from plagcheck.gui.numbers import locale_axes, number
from plagcheck.gui.theme import theme_plot

EDGES = np.linspace(0.0, 1.0, 51)


class HistogramView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(axisItems=locale_axes())
        self.plot.setAccessibleName(self.tr("Histogram of the pairs' similarity"))
        item = self.plot.getPlotItem()
        item.setLabel("bottom", self.tr("Exact Jaccard of a verified pair"))
        item.setLabel("left", self.tr("Pairs"))
        item.setXRange(0, 1, padding=0.02)
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        self.bars = item.plot(EDGES, np.zeros(len(EDGES) - 1), stepMode="center", fillLevel=0)
        self.threshold = pg.InfiniteLine(
            angle=90,
            label=self.tr("threshold"),
            labelOpts={"position": 0.9, "anchors": [(1, 0), (1, 0)]},
        )
        item.addItem(self.threshold)
        self.caption = QLabel(
            self.tr(
                "Where the class's ordinary overlap ends and copying begins: most pairs sit near 0."
            )
        )
        self.caption.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.caption)
        self.counts = np.zeros(len(EDGES) - 1, dtype=np.int64)
        self.apply_theme()
        self.plot.setAccessibleDescription(self.describe())

    def apply_theme(self) -> None:
        """Draw in the palette's colours (dark plots on a dark palette)."""
        t = theme_plot(self.plot)
        fill = QColor(t["plot_found"])
        fill.setAlpha(150)
        self.bars.setPen(pg.mkPen(t["plot_found"]))
        self.bars.setBrush(pg.mkBrush(fill))
        self.threshold.setPen(pg.mkPen(t["plot_threshold"], width=2))
        self.threshold.label.setColor(t["plot_threshold"])

    def describe(self) -> str:
        """The histogram in words (its text alternative): the count of pairs in each range of
        similarity that has any."""
        loc = self.locale()
        parts = [
            self.tr("{0} to {1}: {2}").format(
                number(EDGES[i], 2, loc), number(EDGES[i + 1], 2, loc), int(c)
            )
            for i, c in enumerate(self.counts)
            if c
        ]
        if not parts:
            return self.tr("No verified pairs yet.")
        return self.tr("Verified pairs by exact Jaccard: {0}.").format("; ".join(parts))

    def set_threshold(self, threshold: float) -> None:
        self.threshold.setValue(threshold)
        self.threshold.label.setFormat(self.tr("threshold") + " " + number(threshold, 2))

    def set_result(self, result: Result | None) -> None:
        js = [p.exact_jaccard for p in result.pairs] if result is not None else []
        self.counts, _ = np.histogram(np.clip(js, 0, 1), bins=EDGES)
        self.bars.setData(EDGES, self.counts, stepMode="center", fillLevel=0)
        self.plot.setAccessibleDescription(self.describe())
        top = max(1, int(self.counts.max()) if len(self.counts) else 1)
        self.plot.getPlotItem().setYRange(0, top * 1.1, padding=0)
        if result is not None:
            how = self.tr("every pair") if result.exact else self.tr("LSH candidates")
            self.caption.setText(
                self.tr("%n verified pairs ({0}).", "", len(js)).format(how)
                + " "
                + self.tr("Where the class's ordinary overlap ends and copying begins.")
            )
