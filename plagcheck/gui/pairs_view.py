"""The pairs table with a name filter, a minimum-similarity slider, the rejected toggle and,
when the folder was compared with an archive, an "only pairs with the archive" toggle."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelection, QModelIndex, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import Result, display_name
from plagcheck.gui.case_file import CaseFileButton
from plagcheck.gui.common_view import CommonNote
from plagcheck.gui.numbers import number, whole
from plagcheck.gui.pairs_model import DETAILS, PAIR_ROLE, Col, PairsFilter, PairsModel
from plagcheck.gui.review_editor import DecisionBox, ReviewEditor
from plagcheck.gui.settings_guard import Slider
from plagcheck.gui.table_model import set_up_table
from plagcheck.gui.worker import Scan
from plagcheck.reports.review import Entry, Review, pair_key


class PairsView(QWidget):
    pairSelected = Signal(object)  # the Pair, or None when nothing is selected

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = PairsModel(self)
        self.proxy = PairsFilter(self)
        self.proxy.setSourceModel(self.model)

        self._make_widgets()
        self._lay_out()

        self.filter.textChanged.connect(self._on_text)
        self.slider.valueChanged.connect(self._on_slider)
        self.rejected.toggled.connect(self._on_rejected)
        self.archive_only.toggled.connect(self._on_archive_only)
        self.details.toggled.connect(self._show_details)
        self.decision_filter.currentIndexChanged.connect(self._on_decision_filter)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)
        self._on_slider(0)

    def _make_widgets(self) -> None:
        self.filter = QLineEdit(placeholderText=self.tr("Filter by name…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setMinimumWidth(120)
        self.filter.setToolTip(
            self.tr("Show only pairs where either document's name contains this text")
        )
        self.slider = Slider(Qt.Orientation.Horizontal)  # the wheel only once clicked
        self.slider.setRange(0, 100)
        self.slider.setToolTip(
            self.tr(
                "Hide pairs whose strongest score (exact J, containment or local) is below this"
            )
        )
        self.slider_label = QLabel()
        self.rejected = QCheckBox(self.tr("Show rejected"))
        self.rejected.setToolTip(
            self.tr(
                "Also list pairs the quick search flagged but the exact check found below the "
                "thresholds (shown grey)"
            )
        )
        self.archive_only = QCheckBox(self.tr("Only the archive"))
        self.archive_only.setToolTip(
            self.tr(
                "Show only pairs where one document was handed in an earlier term (from the "
                "archive)"
            )
        )
        self.archive_only.setVisible(False)
        self.details = QCheckBox(self.tr("Details"))
        self.details.setToolTip(
            self.tr(
                "Show the method's figures beside the plain one: estimated, exact and bag "
                "Jaccard, containment both ways, local containment and rewording (each column's "
                "tooltip says what it measures)"
            )
        )
        self.details.setAccessibleName(self.tr("Show the method's figures"))
        self.count = QLabel()
        self.common_note = CommonNote()
        self.decision_filter = DecisionBox(self.tr("any review"))
        self.decision_filter.setToolTip(self.tr("Show only pairs with this decision"))
        self.review_editor = ReviewEditor("pair")
        self.reviewed: Any = None  # the pair the review editor shows
        self.review_editor.history = self._history
        self.case_file = CaseFileButton(self._case_selection)

        self.filter.setAccessibleName(self.tr("Filter pairs by name"))
        self.slider.setAccessibleName(self.tr("Minimum score"))
        # Named by its purpose, not by the value it shows: a drop-down's name on Linux is its
        # value, and its label comes through a "labelled by" relation (a label kept hidden).
        self.decision_filter.setAccessibleName(self.tr("Show pairs with review"))
        self.decision_label = QLabel(self.decision_filter.accessibleName())
        self.decision_label.setBuddy(self.decision_filter)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Pairs"))
        self.table.setAccessibleDescription(
            self.tr("Every pair of documents that share text. Enter moves to its passages.")
        )
        set_up_table(self.table, self.proxy, 22)
        self.table.sortByColumn(Col.FOUND, Qt.SortOrder.DescendingOrder)
        self._show_details(False)

    def _lay_out(self) -> None:
        bar = QHBoxLayout()
        # Two rows, so the pairs keep room beside the figures on a small screen.
        bar.addWidget(self.filter, 2)
        bar.addWidget(self.decision_label)
        self.decision_label.hide()
        bar.addWidget(self.decision_filter)
        bar.addWidget(self.count)
        minimum = QLabel(self.tr("Minimum"))
        minimum.setToolTip(self.slider.toolTip())
        minimum.setBuddy(self.slider)
        bar2 = QHBoxLayout()
        bar2.addWidget(minimum)
        bar2.addWidget(self.slider, 1)
        bar2.addWidget(self.slider_label)
        bar2.addWidget(self.rejected)
        bar2.addWidget(self.archive_only)
        bar2.addWidget(self.details)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(bar)
        lay.addLayout(bar2)
        lay.addWidget(self.common_note)
        lay.addWidget(self.table)
        review_bar = QHBoxLayout()
        review_bar.addWidget(self.review_editor, 1)
        review_bar.addWidget(self.case_file)
        lay.addLayout(review_bar)

    @Slot(bool)
    def _show_details(self, shown: bool) -> None:
        """The method's figures shown beside the plain one, or hidden (one click away)."""
        for col in DETAILS:
            self.table.setColumnHidden(col, not shown)
        self.proxy.set_show_apart(shown)

    def set_scan(self, scan: Scan) -> None:
        """Show a new result, keeping the selected pair (same two documents) if still there."""
        current = self.current_pair()
        key = None
        if current is not None and self.model.scan is not None:
            docs = self.model.scan.result.documents
            key = (display_name(docs[current.a]), display_name(docs[current.b]))
        # The archive column and toggle only when this result was compared with an archive.
        if not scan.archive:
            self.archive_only.setChecked(False)
        self.archive_only.setVisible(bool(scan.archive))
        self.table.setColumnHidden(Col.ARCHIVE, not scan.archive)
        self.model.set_scan(scan)
        self.common_note.set_result(scan.result)
        self.table.resizeColumnsToContents()
        if key is not None:
            self.select(*key)

    def _history(self) -> list[Entry]:
        scan, pair, review = self.model.scan, self.reviewed, self.model.review
        if scan is None or pair is None or review is None:
            return []
        docs = scan.result.documents
        return review.entries("pair", pair_key(docs[pair.a], docs[pair.b]))

    def _case_selection(self) -> tuple[Result | None, Review | None, list[int]]:
        """What the "Case file…" button writes: the selected pair's students (not reference
        texts or archived work)."""
        scan, pair = self.model.scan, self.reviewed
        if scan is None or pair is None:
            return None, None, []
        docs = scan.result.documents
        students = [i for i in (pair.a, pair.b) if not docs[i].source and not docs[i].archived]
        return scan.result, self.model.review, students

    def current_pair(self) -> Any:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(PAIR_ROLE) if rows else None

    def select(self, name_a: str, name_b: str) -> bool:
        for row in range(self.proxy.rowCount()):
            if (
                self.proxy.index(row, Col.A).data() == name_a
                and self.proxy.index(row, Col.B).data() == name_b
            ):
                self.select_row(row)
                return True
        return False

    def select_pair(self, a: int, b: int) -> bool:
        """Select the pair of documents ``a`` and ``b``, clearing the filters if they hide it."""
        for attempt in range(2):
            for row in range(self.proxy.rowCount()):
                p = self.proxy.index(row, 0).data(PAIR_ROLE)
                if {p.a, p.b} == {a, b}:
                    self.select_row(row)
                    return True
            if attempt == 0:
                self.filter.clear()
                self.slider.setValue(0)
                self.archive_only.setChecked(False)
                self.decision_filter.setCurrentIndex(0)
        return False

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)
        self.table.scrollTo(self.proxy.index(row, 0))

    @Slot(str)
    def _on_text(self, text: str) -> None:
        self.proxy.set_text(text)

    @Slot(int)
    def _on_slider(self, value: int) -> None:
        self.slider_label.setText(number(value / 100, 2))
        self.slider.setAccessibleDescription(self.slider_label.text())
        self.proxy.set_minimum(value / 100)

    @Slot(bool)
    def _on_rejected(self, show: bool) -> None:
        self.proxy.set_show_rejected(show)

    @Slot(bool)
    def _on_archive_only(self, only: bool) -> None:
        self.proxy.set_archive_only(only)

    @Slot(QItemSelection, QItemSelection)
    def _on_selection(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        self.review_editor.flush()  # a note being typed belongs to the pair shown so far
        self.reviewed = self.current_pair()
        self.model.refresh_review()
        entry = self.model.entry(self.reviewed) if self.reviewed is not None else None
        self.review_editor.set_entry(entry)
        self.case_file.refresh()
        self.pairSelected.emit(self.reviewed)

    @Slot(int)
    def _on_decision_filter(self, index: int) -> None:
        self.proxy.set_decision(self.decision_filter.decision())

    @Slot()
    @Slot(QModelIndex, int, int)
    def _update_count(self, *args: object) -> None:
        total = sum(1 for r in range(self.model.rowCount()) if self._reported(r))
        self.count.setText(
            self.tr("{0} shown / %n reported", "", total).format(whole(self.proxy.rowCount()))
        )

    def _reported(self, row: int) -> bool:
        return bool(self.model.value(row, 0, PAIR_ROLE).reported)
