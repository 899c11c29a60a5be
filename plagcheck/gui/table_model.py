"""What the window's tables share: roles, a review column, a model base with named columns and
header tooltips, a proxy whose filters change in place (and filter by decision), table set-up."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView

from plagcheck.gui.review_editor import decision_text, decision_tip
from plagcheck.gui.theme import current_theme
from plagcheck.i18n import Msg, say
from plagcheck.reports.review import Decision, Entry, Review

SORT_ROLE = Qt.ItemDataRole.UserRole  # the raw value a column sorts by
DECISION_ROLE = Qt.ItemDataRole.UserRole + 2  # the review's Decision (review columns)

Index = QModelIndex | QPersistentModelIndex
# Rows a column's width is fitted to (``resizeColumnsToContents``).
FITTED_ROWS = 20

# The theme's colour of each decision in tables (text, readable on the palette's base).
DECISION_KINDS = {
    Decision.CONFIRMED: "confirmed",
    Decision.DISMISSED: "dismissed",
    Decision.DISCUSS: "discuss",
}
_DECISION_ORDER = {d: n for n, d in enumerate(Decision)}


def review_data(entry: Entry, role: int) -> Any:
    """A review column's data: the decision (and note) as text, colour, sort value, tooltip."""
    if role == DECISION_ROLE:
        return entry.decision
    if role == Qt.ItemDataRole.DisplayRole:
        if entry.empty:
            return ""
        return decision_text(entry.decision) + (f" · {entry.note}" if entry.note else "")
    if role == SORT_ROLE:
        return f"{_DECISION_ORDER[entry.decision]} {entry.note.lower()}"
    if role == Qt.ItemDataRole.ForegroundRole:
        kind = DECISION_KINDS.get(entry.decision)
        return QColor(current_theme()[kind]) if kind else None
    if role == Qt.ItemDataRole.ToolTipRole:
        return (
            f"{decision_text(entry.decision)}: {entry.note}"
            if entry.note
            else decision_tip(entry.decision)
        )
    return None


def column_text(text: str) -> str:
    """A column's head or tooltip in the teacher's language: Qt's translation, or a message
    the reports share (``Msg``, translated once in the message catalogue)."""
    return say(text) if isinstance(text, Msg) else QCoreApplication.translate("Columns", text)


class ReviewedTable(QAbstractTableModel):
    """A table of named columns (``COLUMNS``, with ``HEADERS``: text and tooltip) whose
    ``REVIEW`` column shows the teacher's review of each row."""

    COLUMNS: type[IntEnum]
    HEADERS: dict[Any, tuple[str, str]]
    REVIEW: int

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.review: Review | None = None
        self._rows: list[Any] = []
        # The column the rows are sorted by (-1: as built) and in which order.
        self._order: tuple[int, Qt.SortOrder] = (-1, Qt.SortOrder.AscendingOrder)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the rows in place by ``column``'s SORT_ROLE values: one Python sort of one value
        a row, where a proxy's sort asks for two values a comparison (a class of 5,000 students:
        130,000 calls to ``data``, a second of a frozen window). Selections follow their rows."""
        self._order = (column, order)
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        moved = self._sorted_rows()
        after = [0] * len(moved)
        for new, old in enumerate(moved):
            after[old] = new
        self.changePersistentIndexList(
            before, [self.index(after[i.row()], i.column()) for i in before]
        )
        self.layoutChanged.emit()

    def _sorted_rows(self) -> list[int]:
        """Put the rows in the order chosen (``sort``); the old row of each new one. Called by
        the models as they build new rows, before their reset ends."""
        column, order = self._order
        old = list(range(len(self._rows)))
        if column < 0 or not self._rows:
            return old
        keys = self.sort_keys(column)
        reverse = order == Qt.SortOrder.DescendingOrder
        try:
            if any(k is None for k in keys):
                old.sort(key=lambda r: sort_key(keys[r]), reverse=reverse)
            else:  # the same order, without a tuple a row (20,000 students)
                old.sort(key=keys.__getitem__, reverse=reverse)
        except TypeError:  # values of several kinds in one column: compared as text
            old.sort(key=lambda r: str(keys[r]), reverse=reverse)
        self._rows = [self._rows[r] for r in old]
        return old

    def sort_keys(self, column: int) -> list[Any]:
        """Each row's SORT_ROLE value in ``column``; a model may read its rows directly."""
        return [self.value(r, column, SORT_ROLE) for r in range(len(self._rows))]

    def set_review(self, review: Review | None) -> None:
        self.review = review
        self.review_changed()

    def refresh_review(self) -> None:
        """Show what another window or the command line decided since (if anything)."""
        if self.review is not None and self.review.refresh():
            self.review_changed()

    def review_changed(self) -> None:
        """Decisions changed: the review column is shown again."""
        if self._rows:
            last = len(self._rows) - 1
            self.dataChanged.emit(self.index(0, self.REVIEW), self.index(last, self.REVIEW))

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        return self.value(index.row(), index.column(), role)

    def value(self, row: int, column: int, role: int) -> Any:
        """What ``data`` gives for a row and column (in range): the models' own, also read
        without an index where a whole column is read at once (``_sorted_rows``: 5,000 students
        one index each cost half the time of the students view)."""
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self.COLUMNS):
            return None
        text, tip = (column_text(t) for t in self.HEADERS[self.COLUMNS(section)])
        if role == Qt.ItemDataRole.DisplayRole:
            return text
        if role == Qt.ItemDataRole.ToolTipRole:
            return tip
        return None


def sort_key(value: Any) -> tuple[bool, Any]:
    """A SORT_ROLE value as Python sorts it: nothing (None) after every value."""
    return (value is None, 0 if value is None else value)


class RefilterProxy(QSortFilterProxyModel):
    """A proxy whose filter settings change through ``_refilter`` (the rows are filtered again),
    with a filter by the review's decision. Its rows are sorted by its source model
    (``ReviewedTable.sort``), in the source's order: the proxy itself only filters."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._decision: Decision | None = None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        model = self.sourceModel()
        if isinstance(model, ReviewedTable):
            model.sort(column, order)
        super().sort(-1, Qt.SortOrder.AscendingOrder)  # in the source's order

    def set_decision(self, decision: Decision | None) -> None:
        self._refilter(lambda: setattr(self, "_decision", decision))

    def value(self, row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The source's ``data`` of a row and column, read without a QModelIndex: filtering
        reads every row as a scan's result is shown (20,000 students, 4,000 pairs)."""
        model = self.sourceModel()
        if isinstance(model, ReviewedTable):
            return model.value(row, column, role)
        return model.data(model.index(row, column), role)

    def decided(self, row: int, parent: Index, column: int) -> bool:
        """Whether a row passes the decision filter (``column``: the review column)."""
        if self._decision is None:
            return True
        return bool(self.value(row, column, DECISION_ROLE) == self._decision)

    def _refilter(self, change: Any) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt >= 6.9; invalidateFilter is deprecated there
            self.beginFilterChange()
            change()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            change()
            self.invalidateFilter()


def set_up_table(
    table: QTableView, proxy: QSortFilterProxyModel, row_height: int, review_at: int = 2
) -> None:
    """A sortable table of whole rows, one selected at a time, columns the user can resize; the
    teacher's own decisions shown early (visual column ``review_at``), never off to the right."""
    table.setModel(proxy)
    table.setSortingEnabled(True)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setAlternatingRowColors(True)
    table.setCornerButtonEnabled(False)  # one row at a time: there is no "select all"
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(row_height)
    header = table.horizontalHeader()
    # Columns fitted to their first rows (the strongest, as sorted), not to every row: a class
    # of 5,000 took a second to measure.
    header.setResizeContentsPrecision(FITTED_ROWS)
    header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
    header.setStretchLastSection(True)
    review = getattr(proxy.sourceModel(), "REVIEW", None)
    if review is not None:
        header.moveSection(header.visualIndex(int(review)), review_at)
