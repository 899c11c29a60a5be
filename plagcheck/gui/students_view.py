"""The students view: every submission with its similarity as a bar, most similar first; the
selected student's essay with each shared passage coloured by the document it is shared with, the
list of those documents, and a click on a passage (or a document) to open that pair."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

from PySide6.QtCore import (
    QEvent,
    QItemSelection,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QColor, QIcon, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import Result, display_name
from plagcheck.engine.compare import Pair
from plagcheck.gui.case_file import CaseFileButton
from plagcheck.gui.common_view import CommonNote
from plagcheck.gui.numbers import percent
from plagcheck.gui.review_editor import DecisionBox, ReviewEditor
from plagcheck.gui.rows import StudentRow
from plagcheck.gui.side_by_side import EXCLUDED_KIND, PASSAGE, DocumentPane, mark_format
from plagcheck.gui.students_model import (
    DETAILS,
    DOC_ROLE,
    SORT_ROLE,
    SCol,
    StudentsFilter,
    StudentsModel,
    unchecked_index,
)
from plagcheck.gui.table_model import set_up_table
from plagcheck.gui.theme import theme_for
from plagcheck.reports.review import Entry, Review


class SimilarityBar(QStyledItemDelegate):
    """The similarity column as a bar (its length the share) with the percentage beside it."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | Any
    ) -> None:
        value = index.data(SORT_ROLE)
        if not isinstance(value, float):
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        r = option.rect.adjusted(4, 5, -4, -5)
        text_w = option.fontMetrics.horizontalAdvance("100%") + 6
        bar = QRect(r.left(), r.top(), max(10, r.width() - text_w), r.height())
        t = theme_for(option.palette)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(t.bar_back))
        painter.drawRoundedRect(bar, 3, 3)
        if value > 0:
            filled = QRect(bar.left(), bar.top(), max(3, int(bar.width() * value)), bar.height())
            painter.setBrush(QColor(t["bar"]))
            painter.drawRoundedRect(filled, 3, 3)
        painter.setPen(option.palette.color(option.palette.ColorRole.Text))
        if option.state & QStyle.StateFlag.State_Selected:
            painter.setPen(option.palette.color(option.palette.ColorRole.HighlightedText))
        text_rect = QRect(bar.right() + 4, option.rect.top(), text_w, option.rect.height())
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter), str(index.data()))
        painter.restore()


@dataclass(frozen=True)
class Mark:
    """A passage of the shown essay: its span there, the match it comes from, the pair."""

    start: int
    end: int
    rank: int  # the match's place in the student's matches (its colour)
    pair: Pair
    passage: int  # index in pair.spans


class StudentsView(QWidget):
    pairRequested = Signal(object, int)  # the Pair and the passage to show (-1: the first)
    studentSelected = Signal(int)  # a document index, -1 when none

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = StudentsModel(self)
        self.proxy = StudentsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.result: Result | None = None
        self.student = -1
        self.marks: list[Mark] = []
        # The shown essay's text that many students share (grey: counted in no share).
        self.common_spans: list[tuple[int, int]] = []
        self.match_pairs: list[Pair | None] = []  # by the match's rank
        self._pairs: dict[tuple[int, int], Pair] = {}

        self._make_widgets()
        self._lay_out()
        self.filter.textChanged.connect(self.proxy.set_text)
        self.decision_filter.currentIndexChanged.connect(self._on_decision_filter)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.sources.itemActivated.connect(self._on_source)
        self.sources.itemClicked.connect(self._on_source)
        for sig in (self.proxy.modelReset, self.proxy.rowsInserted, self.proxy.rowsRemoved):
            sig.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)
        self.details.toggled.connect(self._show_details)
        self._show_details(False)
        self.show_student(-1)

    def _make_widgets(self) -> None:
        self.filter = QLineEdit(placeholderText=self.tr("Find a student…"))
        self.filter.setClearButtonEnabled(True)
        self.filter.setToolTip(self.tr("Show only students whose name contains this text"))
        self.count = QLabel()
        self.common_note = CommonNote()
        self.decision_filter = DecisionBox(self.tr("any review"))
        self.decision_filter.setToolTip(self.tr("Show only students with this decision"))
        self.filter.setAccessibleName(self.tr("Find a student"))
        # Named by its purpose, not by the value it shows: a drop-down's name on Linux is its
        # value, and its label comes through a "labelled by" relation (a label kept hidden).
        self.decision_filter.setAccessibleName(self.tr("Show students with review"))
        self.decision_label = QLabel(self.decision_filter.accessibleName())
        self.decision_label.setBuddy(self.decision_filter)
        self.details = QCheckBox(self.tr("Details"))
        self.details.setToolTip(
            self.tr(
                "Also show the shares of the student's text quoted and cited, quoted without a "
                "citation, and cited without quotation marks (each column's tooltip says what)"
            )
        )
        self.details.setAccessibleName(self.tr("Show the shares of every credit group"))
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Students"))
        self.table.setAccessibleDescription(
            self.tr("Every student, most shared text first. Enter reads their strongest pair.")
        )
        set_up_table(self.table, self.proxy, 24)
        self.table.setItemDelegateForColumn(SCol.SIMILARITY, SimilarityBar(self.table))
        self.table.sortByColumn(SCol.SIMILARITY, Qt.SortOrder.DescendingOrder)

        self.essay = DocumentPane()
        self.essay.text.viewport().installEventFilter(self)
        self.essay.text.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.essay.text.setToolTip(
            self.tr(
                "Coloured text is shared with another document (the colour says which, see the "
                "list)."
                " Click it to read that pair side by side."
            )
        )
        self.sources = QListWidget()
        self.sources.setWordWrap(True)  # a long name wraps in a narrow pane, never cut
        self.sources.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.sources.setToolTip(
            self.tr(
                "The documents this student shares text with, and how much of the student's text "
                "each covers. Click one to read that pair side by side."
            )
        )
        self.sources_title = QLabel(self.tr("<b>Shares text with</b>"))
        self.sources_title.setWordWrap(True)
        self.sources.setAccessibleName(self.tr("Documents this student shares text with"))
        self.sources_title.setBuddy(self.sources)

    def _lay_out(self) -> None:
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        bar.addWidget(self.filter, 1)
        bar.addWidget(self.decision_label)
        self.decision_label.hide()
        bar.addWidget(self.decision_filter)
        bar.addWidget(self.details)
        bar.addWidget(self.count)
        ll.addLayout(bar)
        ll.addWidget(self.common_note)
        ll.addWidget(self.table)
        side = QWidget()
        sl = QVBoxLayout(side)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(self.sources_title)
        sl.addWidget(self.sources)
        right = QSplitter(Qt.Orientation.Horizontal)
        right.addWidget(self.essay)
        right.addWidget(side)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        reading = QWidget()
        rl = QVBoxLayout(reading)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addLayout(self._review_bar())
        rl.addWidget(right, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(reading)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        self.splitters = (split, right)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(split)

    def layout_panes(self, w: int) -> None:
        """Share a width ``w`` out between the table, the essay and its sources."""
        split, essay = self.splitters
        split.setSizes([int(w * 0.42), int(w * 0.58)])
        essay.setSizes([int(w * 0.58 * 0.7), int(w * 0.58 * 0.3)])

    @Slot(bool)
    def _show_details(self, shown: bool) -> None:
        """The other credit groups' shares beside the plain figures, or hidden (one click)."""
        for col in DETAILS:
            self.table.setColumnHidden(col, not shown)

    # -- data --------------------------------------------------------------------------------
    def set_result(self, result: Result, rows: list[StudentRow]) -> None:
        """Show a new result and its table's ``rows`` (``student_rows``, built on the scan's
        thread), keeping the selected student (same name) if still there."""
        keep = ""
        if self.result is not None and self.student >= 0:
            keep = display_name(self.result.documents[self.student])
        self.result = result
        self._pairs = {(p.a, p.b): p for p in result.reported}
        self.model.set_result(result, rows)
        self.common_note.set_result(result)
        self.table.resizeColumnsToContents()
        self.table.setColumnWidth(SCol.SIMILARITY, 130)
        self.table.setColumnWidth(SCol.NAME, min(220, self.table.columnWidth(SCol.NAME)))
        row = self._row_named(keep) if keep else -1
        if row < 0 and self.proxy.rowCount():
            row = 0
        if row >= 0:
            self.select_row(row)
        else:
            self.show_student(-1)

    def _row_named(self, name: str) -> int:
        """The first row shown of the student ``name`` (-1: none), found in the model's rows
        (an index a row cost 30 ms of a frozen window with 20,000 students)."""
        for source in self.model.rows_named(name):
            row = self.proxy.mapFromSource(self.model.index(source, SCol.NAME)).row()
            if row >= 0:
                return row
        return -1

    def select_row(self, row: int) -> None:
        self.table.selectRow(row)
        self.table.scrollTo(self.proxy.index(row, 0))

    @Slot(int)
    def open_document(self, doc: int) -> None:
        """Select document ``doc``'s row (its filters cleared if they hide it)."""
        row = self.model.row_of(doc)
        if row < 0:
            return
        at = self.proxy.mapFromSource(self.model.index(row, SCol.NAME)).row()
        if at < 0:
            self.filter.clear()
            self.decision_filter.setCurrentIndex(0)
            at = self.proxy.mapFromSource(self.model.index(row, SCol.NAME)).row()
        self.select_row(at)

    def select_student(self, name: str) -> bool:
        row = self._row_named(name)
        if row >= 0:
            self.select_row(row)
        return row >= 0

    def _review_bar(self) -> QHBoxLayout:
        """The review editor (with the history) and the "Case file…" button above the essay."""
        self.review_editor = ReviewEditor("student")
        self.review_editor.history = self._history
        self.case_file = CaseFileButton(self._case_selection)
        bar = QHBoxLayout()
        bar.addWidget(self.review_editor, 1)
        bar.addWidget(self.case_file)
        return bar

    def _history(self) -> list[Entry]:
        review, res = self.model.review, self.result
        if review is None or res is None or self.student < 0:
            return []
        return review.entries("student", res.documents[self.student].content_hash)

    def _case_selection(self) -> tuple[Result | None, Review | None, list[int]]:
        """What the "Case file…" button writes: the student shown."""
        return self.result, self.model.review, [self.student] if self.student >= 0 else []

    def current_student(self) -> int:
        rows = self.table.selectionModel().selectedRows()
        return int(rows[0].data(DOC_ROLE)) if rows else -1

    # -- the essay ---------------------------------------------------------------------------
    def show_student(self, doc: int) -> None:
        """Show document ``doc``'s essay with its shared passages coloured by their source."""
        self.review_editor.flush()  # a note being typed belongs to the student shown so far
        self.student = doc
        self.case_file.refresh()
        self.marks = []
        self.common_spans = []
        self.match_pairs = []
        self.sources.clear()
        res = self.result
        if res is None or doc < 0:
            self.essay.show_document(None)
            self.essay.title.setText(self.tr("<i>Select a student to read their text.</i>"))
            if res is not None and unchecked_index(doc) >= 0:
                name, why = res.unchecked[unchecked_index(doc)]
                self.essay.title.setText(
                    self.tr(
                        "<b>{0}</b>: not checked ({1}). Ask the student for a readable copy."
                    ).format(escape(name), escape(why))
                )
            self.sources_title.setText(self.tr("<b>Shares text with</b>"))
            self.review_editor.set_entry(None)
            self.studentSelected.emit(-1)
            return
        sim = res.similarity[doc]
        self.essay.show_document(res.documents[doc])
        self.model.refresh_review()
        self.review_editor.set_entry(self.model.entry(doc))
        for rank, m in enumerate(sim.matches):
            pair = self._pairs.get((min(doc, m.doc), max(doc, m.doc)))
            self.match_pairs.append(pair)
            if pair is None:
                continue
            for k, q in enumerate(pair.spans):
                s, e = (q.a_start, q.a_end) if pair.a == doc else (q.b_start, q.b_end)
                self.marks.append(Mark(s, e, rank, pair, k))
            name = display_name(res.documents[m.doc])
            item = QListWidgetItem(f"{rank + 1}. {name} — {percent(m.share)}")
            item.setData(Qt.ItemDataRole.UserRole, rank)
            item.setToolTip(
                self.tr(
                    "{0} of this student's text is in %n passages shared with {1}. "
                    "Click to compare.",
                    "",
                    len(pair.spans),
                ).format(percent(m.share, 1), name)
            )
            self.sources.addItem(item)
        common = self._common_of(res, doc)
        self.render_marks()
        n = len(sim.matches)
        credited = sim.by_credit[0]  # quoted and cited: listed, not in the similarity
        also = (
            "<br>" + self.tr("and {0} quoted and cited (not counted)").format(percent(credited))
            if credited
            else ""
        )
        also += common
        self.sources_title.setText(
            "<b>"
            + self.tr("{0} shared with %n documents", "", n).format(percent(sim.similarity))
            + f"</b>{also}"
            if n
            else "<b>" + self.tr("No text shared with another document") + f"</b>{also}"
        )
        self.studentSelected.emit(doc)

    def render_marks(self) -> None:
        """Colour and number each passage by the document it is shared with (the number is the
        document's in the list), in the colours of the palette shown."""
        t = theme_for(self.palette())
        for i in range(self.sources.count()):
            item = self.sources.item(i)
            pix = QPixmap(12, 12)
            pix.fill(QColor(t.passage(int(item.data(Qt.ItemDataRole.UserRole)))))
            item.setIcon(QIcon(pix))
        # The strongest match is drawn last, so where passages overlap its colour shows.
        grey = mark_format(EXCLUDED_KIND, foreground=t["excluded"])
        sels = [self.essay.selection(s, e, grey) for s, e in self.common_spans]
        for mk in sorted(self.marks, key=lambda x: -x.rank):
            fmt = mark_format(PASSAGE, background=t.passage(mk.rank), text=t.passage_text)
            sels.append(self.essay.selection(mk.start, mk.end, fmt))
        self.essay.text.setExtraSelections(sels)
        self.essay.show_title()
        marks = sorted(self.marks, key=lambda m: (m.start, m.rank))
        self.essay.overlay([(m.start, m.end, t.passage(m.rank), str(m.rank + 1)) for m in marks], t)

    def _common_of(self, res: Result, doc: int) -> str:
        """Keep the essay's text that many students share (``common_spans``, greyed) and say
        it in a line under the title."""
        mine = [c for c in res.common if doc in c.documents]
        self.common_spans = [(s, e) for c in mine for d, s, e in c.spans if d == doc]
        if not mine:
            return ""
        most = max(len(c.documents) for c in mine)
        return "<br>" + self.tr(
            "and a text shared by %n students (grey; shown under Shared by many, not counted)",
            "",
            most,
        )

    @Slot()
    def open_strongest(self) -> None:
        """Enter on a student: read the pair with the most shared text side by side."""
        pair = next((p for p in self.match_pairs if p is not None), None)
        if pair is not None:
            self.pairRequested.emit(pair, -1)

    def step_passage(self, step: int) -> str:
        """Select the next (1) or previous (-1) shared passage of the essay, in reading order,
        and say which it is."""
        marks = sorted(self.marks, key=lambda m: (m.start, m.rank))
        if not marks:
            return self.tr("No shared passage in this text.")
        cur = self.essay.text.textCursor()
        at = self.essay.position_at_cursor(cur.selectionStart()) if cur.hasSelection() else -1
        if step > 0:
            nxt = next((m for m in marks if m.start > at), marks[-1])
        else:
            nxt = next((m for m in reversed(marks) if m.start < at), marks[0])
        self.essay.select(nxt.start, nxt.end)
        k = marks.index(nxt)
        res = self.result
        other = ""
        if res is not None:
            pair = nxt.pair
            doc = pair.b if pair.a == self.student else pair.a
            other = display_name(res.documents[doc])
        return self.tr("Passage {0} of {1}, shared with {2} (source {3})").format(
            k + 1, len(marks), other, nxt.rank + 1
        )

    def mark_at(self, position: int) -> Mark | None:
        """The passage at a character of the essay (the strongest match where several are)."""
        hits = [m for m in self.marks if m.start <= position < m.end]
        return min(hits, key=lambda m: m.rank) if hits else None

    def highlighted(self) -> list[tuple[str, str]]:
        """(colour, text) of each coloured passage of the essay (what a reader sees)."""
        return [
            (s.format.background().color().name(), s.cursor.selectedText().replace("\u2029", "\n"))
            for s in self.essay.text.extraSelections()
        ]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        essay = getattr(self, "essay", None)  # (gone while the window is torn down)
        if (
            essay is not None
            and watched is essay.text.viewport()
            and event.type() == QEvent.Type.MouseButtonRelease
            and isinstance(event, QMouseEvent)
            and event.button() == Qt.MouseButton.LeftButton
            and not self.essay.text.textCursor().hasSelection()
        ):
            mark = self.mark_at(self.essay.position_at(event.position().toPoint()))
            if mark is not None:
                self.pairRequested.emit(mark.pair, mark.passage)
        return super().eventFilter(watched, event)

    # -- slots -------------------------------------------------------------------------------
    @Slot(QItemSelection, QItemSelection)
    def _on_selection(self, selected: QItemSelection, deselected: QItemSelection) -> None:
        self.show_student(self.current_student())

    @Slot(int)
    def _on_decision_filter(self, index: int) -> None:
        self.proxy.set_decision(self.decision_filter.decision())

    @Slot(QListWidgetItem)
    def _on_source(self, item: QListWidgetItem) -> None:
        pair = self.match_pairs[int(item.data(Qt.ItemDataRole.UserRole))]
        if pair is not None:
            self.pairRequested.emit(pair, -1)

    @Slot()
    @Slot(QModelIndex, int, int)
    @Slot(QPersistentModelIndex, int, int)
    def _update_count(self, *args: object) -> None:
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        text = (
            self.tr("{0} of %n students", "", total).format(shown)
            if shown < total
            else self.tr("%n students", "", total)
        )
        missed = len(self.result.unchecked) if self.result is not None else 0
        if missed:
            text += " " + self.tr("(%n not checked)", "", missed)
        self.count.setText(text)
