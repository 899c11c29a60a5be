"""Histogram of the exact Jaccard of every verified pair, with the threshold line."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from plagcheck.engine import Result

EDGES = np.linspace(0.0, 1.0, 51)


class HistogramView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(background="w")
        item = self.plot.getPlotItem()
        item.setLabel("bottom", self.tr("Exact Jaccard of a verified pair"))
        item.setLabel("left", self.tr("Pairs"))
        item.setXRange(0, 1, padding=0.02)
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        self.bars = item.plot(
            EDGES,
            np.zeros(len(EDGES) - 1),
            stepMode="center",
            fillLevel=0,
            brush=(31, 119, 180, 150),
            pen=pg.mkPen("#1f77b4"),
        )
        self.threshold = pg.InfiniteLine(
            angle=90,
            pen=pg.mkPen("#d62728", width=2),
            label="threshold {value:.2f}",
            labelOpts={"position": 0.9, "color": "#d62728", "anchors": [(1, 0), (1, 0)]},
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

    def set_threshold(self, threshold: float) -> None:
        self.threshold.setValue(threshold)

    def set_result(self, result: Result | None) -> None:
        js = [p.exact_jaccard for p in result.pairs] if result is not None else []
        self.counts, _ = np.histogram(np.clip(js, 0, 1), bins=EDGES)
        self.bars.setData(EDGES, self.counts, stepMode="center", fillLevel=0)
        top = max(1, int(self.counts.max()) if len(self.counts) else 1)
        self.plot.getPlotItem().setYRange(0, top * 1.1, padding=0)
        if result is not None:
            self.caption.setText(
                f"{len(js)} verified pairs ({'every pair' if result.exact else 'LSH candidates'}). "
                "Where the class's ordinary overlap ends and copying begins."
            )
