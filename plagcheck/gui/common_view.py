"""Shared by many: the texts many students share (a prompt the teacher did not give, a worksheet
line, a stock quotation), each once with who has it, and one action, "Treat as assignment text",
that saves the text in plagcheck's own data folder (never in the students' folder) and hands it
to the settings as assignment text, which scans again. ``CommonNote`` is the one line the
students and pairs views show about them."""

from __future__ import annotations

import hashlib
from enum import IntEnum
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QItemSelection,
    Qt,
    Signal,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import Result, atomic_write, display_name
from plagcheck.gui.table_model import SORT_ROLE, Index
from plagcheck.reports.review import data_dir

COMMON_ROLE = Qt.ItemDataRole.UserRole + 1  # the row's CommonText
# Words of a common text the table shows (the whole text in the tooltip and below).
SHOWN_WORDS = 150
# Names a row shows (all of them in its tooltip): 483 students quoting one line of a reading made
# a row taller than the window, its text out of sight.
SHOWN_NAMES = 12


class CCol(IntEnum):
    STUDENTS = 0
    TEXT = 1
    WHO = 2


HEADERS = {
    CCol.STUDENTS: (
        QT_TRANSLATE_NOOP("Columns", "Shared by"),
        QT_TRANSLATE_NOOP("Columns", "How many students have this text"),
    ),
    CCol.TEXT: (
        QT_TRANSLATE_NOOP("Columns", "Text"),
        QT_TRANSLATE_NOOP("Columns", "The text, as most of the students who have it wrote it"),
    ),
    CCol.WHO: (
        QT_TRANSLATE_NOOP("Columns", "Who has it"),
        QT_TRANSLATE_NOOP("Columns", "The students whose work holds this text"),
    ),
}


def assignment_file(text: str, folder: str) -> Path:
    """Write ``text`` as an assignment text of the class in ``folder``, in plagcheck's data folder
    (the review files' place; a file per text and class, written whole), and return its path."""
    key = hashlib.sha256(str(Path(folder).resolve()).encode("utf-8", "surrogatepass"))
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]
    path = data_dir() / "assignment-texts" / key.hexdigest()[:20] / f"shared-{digest}.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, lambda f: f.write(text + "\n"))
    return path


def treat_as_assignment(text: str, folder: str, button: Any, note: QLabel, added: Any) -> None:
    """Save ``text`` as an assignment text of the class in ``folder`` and hand its file on
    (the signal ``added``: the window adds it to the settings, which scan again), saying so in
    ``note``; ``button`` is disabled until a result comes. The Shared by many list's action and
    a pair's passage's (``side_by_side``): one text, translated once."""
    try:
        path = assignment_file(text, folder)
    except OSError as e:
        why = QCoreApplication.translate("CommonView", "Could not save the text: {0}")
        note.setText(why.format(e.strerror or e))
        note.show()
        return
    button.setEnabled(False)
    note.setText(
        QCoreApplication.translate("CommonView", "Added to the assignment text: scanning again…")
    )
    note.show()
    added.emit(str(path))


class CommonModel(QAbstractTableModel):
    """One row per common text: how many students, the text, who has them."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.result: Result | None = None
        self._rows: list[Any] = []  # the result's CommonText
        self._names: list[list[str]] = []
        self._who: list[str] = []  # (each row's names joined once: sorting asks for them often)

    def set_result(self, result: Result | None) -> None:
        self.beginResetModel()
        self.result = result
        self._rows = list(result.common) if result is not None else []
        self._names = [
            [display_name(result.documents[d]) for d in c.documents]
            for c in self._rows
            if result is not None
        ]
        self._who = [", ".join(names) for names in self._names]
        self.endResetModel()

    def rowCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index | None = None) -> int:
        return 0 if parent is not None and parent.isValid() else len(CCol)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal or section not in HEADERS:
            return None
        text, tip = HEADERS[CCol(section)]
        if role == Qt.ItemDataRole.DisplayRole:
            return QCoreApplication.translate("Columns", text)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("Columns", tip)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        c, col = self._rows[index.row()], CCol(index.column())
        n = len(c.documents)
        if role == COMMON_ROLE:
            return c
        names = self._names[index.row()]
        if role == SORT_ROLE:
            return (n, c.text.lower(), self._who[index.row()].lower())[col]
        if role == Qt.ItemDataRole.DisplayRole:
            if col is CCol.STUDENTS:
                return self.tr("%n students", "", n)
            if col is CCol.TEXT:
                words = c.text.split()
                return " ".join(words[:SHOWN_WORDS]) + ("…" if len(words) > SHOWN_WORDS else "")
            more = len(names) - SHOWN_NAMES
            shown = ", ".join(names[:SHOWN_NAMES])
            return shown + self.tr(" … and %n more", "", more) if more > 0 else shown
        if role == Qt.ItemDataRole.ToolTipRole:
            if col is CCol.WHO:
                return self._who[index.row()]
            return self.tr("Shared by %n students: {0}", "", n).format(c.text)
        return None


class CommonView(QWidget):
    """The Shared by many list and its action."""

    assignmentAdded = Signal(str)  # a file written with a common text, to add as assignment text
    readingWanted = Signal()  # the teacher asked to choose the text the class read

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = CommonModel(self)
        self._views: QTabWidget | None = None
        self._window: Any = None
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Texts shared by many students"))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(CCol.STUDENTS, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(CCol.TEXT, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(CCol.WHO, QHeaderView.ResizeMode.Interactive)
        # Each text whole in its row, however wide the columns are made.
        header.sectionResized.connect(self._fit_rows)
        self.treat = QPushButton(self.tr("Treat as assignment text"))
        self.treat.setToolTip(
            self.tr(
                "Add the selected text to the assignment text and scan again: it no longer "
                "counts as shared. It is saved in plagcheck's own folder, never in the students' "
                "folder."
            )
        )
        self.treat.setEnabled(False)
        bar = QHBoxLayout()
        bar.addStretch(1)
        bar.addWidget(self.treat)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self.note)
        lay.addWidget(self.table, 1)
        lay.addLayout(bar)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.treat.clicked.connect(self.treat_selected)
        self.set_result(None)

    @classmethod
    def tab_of(cls, window: Any) -> CommonView:
        """A CommonView wired into the main ``window`` (kept short there): a tab after its
        views, opened by the links of the students and pairs views' ``CommonNote`` (whose link
        to the text the class read opens the assignment text's file chooser); a text treated as
        assignment text goes to its settings (which scan again), as does a passage of a pair so
        treated; each result shown is listed."""
        view = cls()
        view.attach(window.views, (window.students.common_note, window.pairs.common_note))
        view.assignmentAdded.connect(window.settings_panel.add_template)
        view.readingWanted.connect(window.settings_panel.templates.choose_file)
        window.side.assignmentAdded.connect(window.settings_panel.add_template)
        view._window = window
        window.resultShown.connect(view._on_result_shown)
        return view

    @Slot()
    def _on_result_shown(self) -> None:
        scan = getattr(self._window, "scan", None)
        self.set_result(scan.result if scan is not None else None)

    def attach(self, views: QTabWidget, notes: tuple[QLabel, ...]) -> None:
        """Be a tab of ``views`` (after the others), opened by the links of ``notes``."""
        self._views = views
        index = views.addTab(self, self.title())
        views.setTabToolTip(
            index,
            self.tr(
                "Text many students share (a prompt, a worksheet line, a quotation): shown once, "
                "not as copying"
            ),
        )
        for note in notes:
            note.linkActivated.connect(self._on_link)

    @Slot(str)
    def _on_link(self, href: str) -> None:
        """A note's link: the text the class read, to choose as assignment text; else this list."""
        if href == "#reading":
            self.readingWanted.emit()
        else:
            self.bring_forward()

    @Slot()
    def bring_forward(self) -> None:
        if self._views is not None:
            self._views.setCurrentWidget(self)

    def title(self) -> str:
        """The tab's name: with how many texts, where there are some."""
        n = self.model.rowCount()
        return self.tr("Shared by many (%n)", "", n) if n else self.tr("Shared by many")

    def set_result(self, result: Result | None) -> None:
        self.model.set_result(result)
        if self._views is not None:
            self._views.setTabText(self._views.indexOf(self), self.title())
        self.table.setColumnWidth(CCol.WHO, 170)
        self._fit_rows()
        if result is not None and result.common:
            self.note.setText(
                self.tr(
                    "Text many students share (a prompt, a worksheet line, a quotation): shown "
                    "once here, in no pair and in no student's share."
                )
            )
            self.table.selectRow(0)
        else:
            self.note.setText(self.tr("No text is shared by many students."))
        self._on_selection()

    @Slot()
    @Slot(int, int, int)
    def _fit_rows(self, *args: object) -> None:
        self.table.resizeRowsToContents()

    def selected(self) -> Any:
        rows = self.table.selectionModel().selectedRows()
        return rows[0].data(COMMON_ROLE) if rows else None

    @Slot()
    @Slot(QItemSelection, QItemSelection)
    def _on_selection(self, *args: object) -> None:
        self.treat.setEnabled(self.selected() is not None)

    @Slot()
    def treat_selected(self) -> None:
        """Save the selected text as an assignment text of this class and hand it on."""
        c, res = self.selected(), self.model.result
        if c is not None and res is not None:
            treat_as_assignment(c.text, res.root, self.treat, self.note, self.assignmentAdded)


class CommonNote(QLabel):
    """The line that says why a class reads as it does: text many students share is shown
    once under Shared by many (a link there); most pairs share a sentence or two each (a text
    the class read? a link to add it as assignment text); hidden when neither."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setVisible(False)

    def set_result(self, result: Result | None) -> None:
        common = result.common if result is not None else []
        quoting = result.quoting if result is not None else 0
        lines = []
        if common:
            link = "<a href='#common'>" + self.tr("Shared by many") + "</a>"
            most = max(len(c.documents) for c in common)
            if len(common) == 1:
                text = self.tr("A text shared by %n students is shown once under {0}", "", most)
            else:
                n = len(common)
                text = self.tr("%n texts shared by many students are shown once under {0}", "", n)
            lines.append(text.format(link))
        if quoting:
            add = "<a href='#reading'>" + self.tr("add it as assignment text") + "</a>"
            text = self.tr(
                "%n pairs share only a sentence or two each: if the class read a text, {0} (or "
                "open a pair and click Treat as assignment text under its passages)",
                "",
                quoting,
            )
            lines.append(text.format(add))
        self.setText("<br>".join(lines))
        self.setVisible(bool(lines))
