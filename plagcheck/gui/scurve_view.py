"""The LSH S-curve for the current bands and rows, with the threshold, the knee, the shaded
false-negative / false-positive areas and the verified pairs at their exact Jaccard."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from plagcheck.engine import Result, scurve
from plagcheck.gui.numbers import locale_axes, number
from plagcheck.gui.theme import theme_plot

S = np.linspace(0.0, 1.0, 401)
DESCRIBED = (0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)  # where the text alternative reads P(s)


class SCurveView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plot = pg.PlotWidget(axisItems=locale_axes())
        self.plot.setAccessibleName(self.tr("S-curve plot"))
        item = self.plot.getPlotItem()
        item.setLabel("bottom", self.tr("Jaccard similarity s of a pair"))
        item.setLabel("left", self.tr("P(candidate)"))
        item.setXRange(0, 1, padding=0.02)
        item.setYRange(0, 1.05, padding=0.02)
        item.showGrid(x=True, y=True, alpha=0.2)
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()

        # Created once, updated with setData.
        self.fn_curve = pg.PlotCurveItem(pen=pg.mkPen(None))
        self.fn_one = pg.PlotCurveItem(pen=pg.mkPen(None))
        self.fp_curve = pg.PlotCurveItem(pen=pg.mkPen(None))
        self.fp_zero = pg.PlotCurveItem(pen=pg.mkPen(None))
        self.fn_fill = pg.FillBetweenItem(self.fn_curve, self.fn_one, brush=(214, 39, 40, 60))
        self.fp_fill = pg.FillBetweenItem(self.fp_curve, self.fp_zero, brush=(255, 165, 0, 80))
        for it in (self.fn_curve, self.fn_one, self.fp_curve, self.fp_zero):
            item.addItem(it)
        item.addItem(self.fn_fill)
        item.addItem(self.fp_fill)
        self.curve = item.plot()
        self.found = pg.ScatterPlotItem(size=9)
        self.rejected = pg.ScatterPlotItem(size=7, symbol="t", pen=None)
        self.missed = pg.ScatterPlotItem(size=11, symbol="x")
        for sc in (self.rejected, self.found, self.missed):
            item.addItem(sc)
        self.threshold = pg.InfiniteLine(
            angle=90,
            label=self.tr("threshold"),
            labelOpts={"position": 0.93, "anchors": [(1, 0), (1, 0)]},
        )
        self.knee = pg.InfiniteLine(
            angle=90,
            label=self.tr("knee"),
            labelOpts={"position": 0.5, "anchors": [(0, 0), (0, 0)]},
        )
        item.addItem(self.threshold)
        item.addItem(self.knee)

        # The key sits under the plot, never over the curve or the pairs.
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setToolTip(
            self.tr(
                "Each dot is a pair of documents the scan compared, at its similarity: how likely "
                "the quick search was to find a pair that similar"
            )
        )
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.plot, 1)
        lay.addWidget(self.legend)
        lay.addWidget(self.caption)
        self.b, self.r, self.t = 1, 1, 0.5
        self._js = np.zeros(0)
        self._kind = np.zeros(0, dtype=np.int8)
        self.apply_theme()

    def apply_theme(self) -> None:
        """Draw in the palette's colours (dark plots on a dark palette)."""
        t = theme_plot(self.plot)
        found, rejected, missed = t["plot_found"], t["plot_rejected"], t["plot_missed"]
        self.curve.setPen(pg.mkPen(t.plot_fg, width=2))
        self.found.setBrush(pg.mkBrush(found))
        self.found.setPen(pg.mkPen(t.plot_bg))
        self.rejected.setBrush(pg.mkBrush(rejected))
        self.missed.setBrush(pg.mkBrush(missed))
        self.missed.setPen(pg.mkPen(missed))
        self.threshold.setPen(pg.mkPen(t["plot_threshold"], width=2))
        self.threshold.label.setColor(t["plot_threshold"])
        self.knee.setPen(pg.mkPen(t.plot_fg, width=1, style=pg.QtCore.Qt.PenStyle.DashLine))
        self.knee.label.setColor(t.plot_fg)
        self.legend.setText(
            "<b>—</b> P(s) &nbsp; "
            f"<span style='color:{found}'>●</span> " + self.tr("reported") + " &nbsp; "
            f"<span style='color:{rejected}'>▲</span> " + self.tr("below thresholds") + " &nbsp; "
            f"<span style='color:{missed}'>✕</span> " + self.tr("missed by LSH (exact run)")
        )

    def describe(self) -> str:
        """The plot in words (its text alternative): the curve's values, the threshold, the
        areas and how many pairs of each kind it shows."""
        loc = self.locale()
        p = scurve.probability(np.array(DESCRIBED), self.b, self.r)
        values = "; ".join(
            f"P({number(s, 1, loc)}) = {number(v, 2, loc)}"
            for s, v in zip(DESCRIBED, p, strict=True)
        )
        pts = self.points()
        return (
            self.tr(
                "Probability that the quick search finds a pair, by its similarity s, for {0} "
                "bands of {1} rows: {2}. Threshold {3}, knee {4}."
            ).format(
                self.b,
                self.r,
                values,
                number(self.t, 2, loc),
                number(scurve.knee(self.b, self.r), 2, loc),
            )
            + " "
            + self.tr("Pairs shown: {0} reported, {1} below the thresholds, {2} missed.").format(
                pts["reported"], pts["rejected"], pts["missed"]
            )
        )

    def set_params(self, b: int, r: int, threshold: float) -> None:
        self.b, self.r, self.t = b, r, threshold
        p = scurve.probability(S, b, r)
        self.curve.setData(S, p)
        hi, lo = S >= threshold, S <= threshold
        self.fn_curve.setData(S[hi], p[hi])
        self.fn_one.setData(S[hi], np.ones(hi.sum()))
        self.fp_curve.setData(S[lo], p[lo])
        self.fp_zero.setData(S[lo], np.zeros(lo.sum()))
        self.threshold.setValue(threshold)
        # The label on the side of the line with more room, so it is never cut at the edge.
        side = (0, 0) if threshold < 0.5 else (1, 0)
        self.threshold.label.anchors = [side, side]
        self.threshold.label.updatePosition()
        self.knee.setValue(scurve.knee(b, r))
        knee = scurve.knee(b, r)
        self.threshold.label.setFormat(self.tr("threshold") + " " + number(threshold, 2))
        self.knee.label.setFormat(self.tr("knee") + " " + number(knee, 2))
        fp = scurve.false_positive_area(threshold, b, r)
        fn = scurve.false_negative_area(threshold, b, r)
        loc = self.locale()
        self.caption.setText(
            self.tr(
                "b = {0} bands × r = {1} rows · red: similar pairs it can miss ({2}) · "
                "orange: pairs checked needlessly ({3})"
            ).format(b, r, number(fn, 3, loc), number(fp, 3, loc))
        )
        self.caption.setToolTip(
            self.tr(
                "Red area (above the threshold, under 1): similar pairs the quick search can "
                "miss, {0}. Orange area (below the threshold): dissimilar pairs it checks "
                "needlessly, {1}. Every candidate is then checked exactly."
            ).format(number(fn, 3, loc), number(fp, 3, loc))
        )
        self._draw_pairs()

    def set_result(self, result: Result | None) -> None:
        pairs = result.pairs if result is not None else []
        self._js = np.array([p.exact_jaccard for p in pairs], dtype=float)
        # 0 reported, 1 below the thresholds, 2 reported by an exact run but sharing no band:
        # a pair the quick search (LSH) would have missed.
        exact = result is not None and result.exact
        kind = [(2 if exact and p.bands_matched == 0 else 0) if p.reported else 1 for p in pairs]
        self._kind = np.array(kind, dtype=np.int8)
        self._draw_pairs()

    def _draw_pairs(self) -> None:
        y = scurve.probability(self._js, self.b, self.r) if len(self._js) else self._js
        for code, sc in ((0, self.found), (1, self.rejected), (2, self.missed)):
            m = self._kind == code
            sc.setData(x=self._js[m], y=y[m])
        self.plot.setAccessibleDescription(self.describe())

    def points(self) -> dict[str, int]:
        """How many pairs each scatter shows (for a status line and tests)."""
        return {
            "reported": len(self.found.data),
            "rejected": len(self.rejected.data),
            "missed": len(self.missed.data),
        }
