"""The Pairs page: the pairs table and the four figures (S-curve, histogram, groups, problems)
above, the two texts side by side below."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal, Slot
from PySide6.QtWidgets import QSplitter, QTabWidget, QWidget

from plagcheck.engine import Result
from plagcheck.gui.graph_view import GraphView
from plagcheck.gui.groups_view import GroupsView
from plagcheck.gui.histogram_view import HistogramView
from plagcheck.gui.pairs_view import PairsView
from plagcheck.gui.problems_view import ProblemsView
from plagcheck.gui.scurve_view import SCurveView
from plagcheck.gui.side_by_side import SideBySide
from plagcheck.gui.worker import Scan

TAB_TIPS = (
    QT_TRANSLATE_NOOP(
        "PairsPage", "How likely the quick search is to find a pair, by how similar the pair is"
    ),
    QT_TRANSLATE_NOOP("PairsPage", "How many pairs have each similarity; the reported ones in red"),
    QT_TRANSLATE_NOOP(
        "PairsPage",
        "Students linked by shared text: a group of three or more can be a shared source or a ring",
    ),
    QT_TRANSLATE_NOOP(
        "PairsPage",
        "The class as a graph: click a student to open them, a line to open the pair; the "
        "Groups tab says the same in words",
    ),
    QT_TRANSLATE_NOOP(
        "PairsPage", "Files that could not be read or had nothing to compare, and why"
    ),
)
PROBLEMS_TAB = 4


class PairsPage(QSplitter):
    """The pairs and figures (top) over the side-by-side texts (bottom)."""

    studentRequested = Signal(int)  # a student's mark in the graph was opened: the document

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Vertical, parent)
        self.pairs = PairsView()
        self.side = SideBySide()
        self.scurve = SCurveView()
        self.histogram = HistogramView()
        self.groups = GroupsView()
        self.graph = GraphView()
        self.problems = ProblemsView()
        self.tabs = QTabWidget()
        self.tabs.setUsesScrollButtons(False)  # every tab's name in full, never "Pro…"
        self.tabs.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self.tabs.addTab(self.scurve, self.tr("S-curve"))
        self.tabs.addTab(self.histogram, self.tr("Histogram"))
        self.tabs.addTab(self.groups, self.tr("Groups"))
        self.tabs.addTab(self.graph, self.tr("Graph"))
        self.tabs.addTab(self.problems, self.tr("Problems"))
        tips = (self.tr(t) for t in TAB_TIPS)
        for i, tip in enumerate(tips):
            self.tabs.setTabToolTip(i, tip)
        self.top = QSplitter(Qt.Orientation.Horizontal)
        self.top.addWidget(self.pairs)
        self.top.addWidget(self.tabs)
        self.top.setStretchFactor(0, 3)
        self.top.setStretchFactor(1, 2)
        self.addWidget(self.top)
        self.addWidget(self.side)
        self.setStretchFactor(0, 1)
        self.setStretchFactor(1, 1)
        self.pairs.pairSelected.connect(self._on_pair_selected)
        self.graph.pairRequested.connect(self.open_pair)
        self.graph.studentRequested.connect(self.studentRequested)
        self.result: Result | None = None

    def layout_panes(self, w: int, h: int) -> None:
        """Share ``w`` x ``h`` out between the table, the figures and the texts."""
        self.setSizes([int(h * 0.42), int(h * 0.58)])
        self.top.setSizes([int(w * 0.55), int(w * 0.45)])

    def set_params(self, b: int, r: int, threshold: float) -> None:
        """The S-curve and histogram follow the settings as they are edited."""
        self.scurve.set_params(b, r, threshold)
        self.histogram.set_threshold(threshold)

    def show_table(self, scan: Scan) -> None:
        """The pairs table of a new result (keeping the selected pair); then ``show_charts``,
        ``show_groups`` and ``show_figures``, which the window runs a step at a time
        (``MainWindow._on_finished``)."""
        self.result = scan.result
        self.pairs.set_scan(scan)

    def show_charts(self, scan: Scan) -> None:
        """The S-curve and the histogram of a new result."""
        res = scan.result
        b, r = res.params.band_rows()
        self.set_params(b, r, res.params.threshold)
        self.scurve.set_result(res)
        self.histogram.set_result(res)

    def show_groups(self, scan: Scan) -> None:
        """The groups of a new result (20,000 essays' 1,400 groups: 50-70 ms of their own), in
        words and as a graph."""
        self.groups.set_result(scan.result)
        self.graph.set_result(scan.result)

    def show_figures(self, scan: Scan) -> None:
        """The problems and the selected pair of a new result."""
        res = scan.result
        self.problems.set_problems(res.problems)
        self.tabs.setTabText(PROBLEMS_TAB, self.tr("Problems (%n)", "", len(res.problems)))
        if self.pairs.current_pair() is None and self.pairs.proxy.rowCount():
            self.pairs.select_row(0)
        elif self.pairs.current_pair() is None:
            self.side.show_pair(None, None, None)

    def open_pair(self, pair: Any, passage: int = -1) -> bool:
        """Select a pair (clearing filters that hide it) and one of its passages."""
        if not self.pairs.select_pair(pair.a, pair.b):
            return False
        if 0 <= passage < self.side.list.count():
            self.side.list.setCurrentRow(passage)
        return True

    @Slot(object)
    def _on_pair_selected(self, pair: Any) -> None:
        if pair is None or self.result is None:
            return
        self.side.show_pair(self.result, pair, self.pairs.model.passages(pair))
