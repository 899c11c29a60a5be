"""The students table's model: one row per submission; formatted text, raw sort values, the
document's index (so selection stays right under sorting), and a proxy that filters by name."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    Qt,
)

from plagcheck.engine import Result, handin
from plagcheck.gui.numbers import percent, whole
from plagcheck.gui.rows import StudentRow
from plagcheck.gui.table_model import SORT_ROLE, Index, RefilterProxy, ReviewedTable, review_data
from plagcheck.i18n import say
from plagcheck.reports import export
from plagcheck.reports.review import NONE, Entry

# The document's index in the result; a student whose work was not checked has none: -2 - k
# for the k-th of ``Result.unchecked``.
DOC_ROLE = Qt.ItemDataRole.UserRole + 1


def unchecked_index(doc: int) -> int:
    """The place in ``Result.unchecked`` of a row's DOC_ROLE, or -1 for a compared student."""
    return -2 - doc if doc <= -2 else -1


class SCol(IntEnum):
    NAME = 0
    SIMILARITY = 1  # the one plain figure: the share found elsewhere
    UNCREDITED = 2  # and the share of the text neither quoted nor cited
    TOP = 3
    MATCHES = 4
    # The share of the text in passages of the other credit groups (under "Details").
    QUOTED_AND_CITED = 5
    QUOTED_NOT_CITED = 6
    CITED_NOT_QUOTED = 7
    FLAGS = 8
    REVIEW = 9
    HANDED_IN = 10


DETAILS = (SCol.QUOTED_AND_CITED, SCol.QUOTED_NOT_CITED, SCol.CITED_NOT_QUOTED)


CREDIT_COLUMNS = {
    SCol.QUOTED_AND_CITED: 0,
    SCol.QUOTED_NOT_CITED: 1,
    SCol.CITED_NOT_QUOTED: 2,
    SCol.UNCREDITED: 3,
}


HEADERS = {
    SCol.NAME: (
        QT_TRANSLATE_NOOP("Columns", "Student"),
        QT_TRANSLATE_NOOP("Columns", "The student's submission"),
    ),
    SCol.SIMILARITY: (
        QT_TRANSLATE_NOOP("Columns", "Found elsewhere"),
        export.FOUND_WORDS,  # the reports' words, from the message catalogue
    ),
    SCol.TOP: (
        QT_TRANSLATE_NOOP("Columns", "Shares most with"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "The document this student shares the most text with, and how much of the student's "
            "text that is",
        ),
    ),
    SCol.MATCHES: (
        QT_TRANSLATE_NOOP("Columns", "Matches"),
        QT_TRANSLATE_NOOP("Columns", "How many documents this student shares passages with"),
    ),
    # The credit groups (reports.credit's LABEL and EXPLAIN, in the teacher's language).
    SCol.QUOTED_AND_CITED: (
        QT_TRANSLATE_NOOP("Columns", "Quoted and cited"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "Share of this student's text in passages quoted and cited: credit given: listed, "
            "greyed, not counted in the similarity",
        ),
    ),
    SCol.QUOTED_NOT_CITED: (
        QT_TRANSLATE_NOOP("Columns", "Quoted, no citation"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "Share of this student's text in passages quoted, no citation: in quotation marks, "
            "but no citation names where it is from",
        ),
    ),
    SCol.CITED_NOT_QUOTED: (
        QT_TRANSLATE_NOOP("Columns", "Cited, no quotation marks"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "Share of this student's text in passages cited, no quotation marks: a citation names "
            "the source, but the words are not marked as a quotation",
        ),
    ),
    SCol.UNCREDITED: (QT_TRANSLATE_NOOP("Columns", "Not credited"), export.UNCREDITED_WORDS),
    SCol.FLAGS: (
        QT_TRANSLATE_NOOP("Columns", "Flags"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "Tricks found in the file: look-alike letters, invisible characters, hidden text",
        ),
    ),
    SCol.REVIEW: (
        QT_TRANSLATE_NOOP("Columns", "Review"),
        QT_TRANSLATE_NOOP(
            "Columns", "Your decision about this student and your note (kept for this folder)"
        ),
    ),
    SCol.HANDED_IN: (
        QT_TRANSLATE_NOOP("Columns", "Handed in"),
        QT_TRANSLATE_NOOP(
            "Columns",
            'When the student handed in (UTC): from the LMS download or a class list; "file '
            "time\" where only the file's own time was known (weaker: copying a file changes it)",
        ),
    ),
}


class StudentsModel(ReviewedTable):
    COLUMNS, HEADERS, REVIEW = SCol, HEADERS, SCol.REVIEW

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.result: Result | None = None
        self._rows: list[StudentRow] = []

    def set_result(self, result: Result, rows: list[StudentRow]) -> None:
        """Show ``result``, its ``rows`` built on the scan's thread (``student_rows``)."""
        self.beginResetModel()
        self.result = result
        self._rows = list(rows)
        self._sorted_rows()
        self.endResetModel()

    def sort_keys(self, column: int) -> list[Any]:
        # The figures sorted most often, read from the rows (as ``value`` gives them where
        # every student was checked).
        at = {SCol.SIMILARITY: 2, SCol.TOP: 4, SCol.MATCHES: 5}.get(SCol(column))
        if at is None or any(row[0] < 0 for row in self._rows):
            return super().sort_keys(column)
        return [row[at] for row in self._rows]

    def entry(self, doc: int) -> Entry:
        if self.review is None or self.result is None or doc < 0:
            return NONE
        return self.review.student(self.result.documents[doc])

    def value(self, row: int, column: int, role: int) -> Any:
        doc, name, sim, top, top_share, matches, flags, by_credit = self._rows[row]
        col = SCol(column)
        if role == DOC_ROLE:
            return doc
        if col is SCol.REVIEW:
            return review_data(self.entry(doc), role)
        if col is SCol.HANDED_IN:
            return self._handed_in(doc, role)
        if doc < 0 and (col is SCol.SIMILARITY or col in CREDIT_COLUMNS):
            return self._not_checked(col, role, name, flags[0])
        if col in CREDIT_COLUMNS:
            share = by_credit[CREDIT_COLUMNS[col]]
            if role == SORT_ROLE:
                return share
            if role == Qt.ItemDataRole.DisplayRole:
                return percent(share) if share else ""
            if role == Qt.ItemDataRole.TextAlignmentRole:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        if role == SORT_ROLE:
            return {
                SCol.NAME: name.lower(),
                SCol.SIMILARITY: sim,
                SCol.TOP: top_share,
                SCol.MATCHES: matches,
                SCol.FLAGS: len(flags),
            }[col]
        if role == Qt.ItemDataRole.DisplayRole:
            if col is SCol.NAME:
                return name
            if col is SCol.SIMILARITY:
                return percent(sim)
            if col is SCol.TOP:
                return f"{top} ({percent(top_share)})" if top else ""
            if col is SCol.MATCHES:
                return whole(matches)
            return "; ".join(flags)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col is SCol.SIMILARITY:
                return QCoreApplication.translate(
                    "StudentsModel",
                    "{0} of {1}'s text is found in %n other documents",
                    "",
                    matches,
                ).format(percent(sim, 1), name)
            if col is SCol.FLAGS and flags:
                return "\n".join(flags)
            if col is SCol.TOP and top:
                return QCoreApplication.translate(
                    "StudentsModel", "{0} of {1}'s text is shared with {2}"
                ).format(percent(top_share, 1), name, top)
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole and col is SCol.MATCHES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _handed_in(self, doc: int, role: int) -> Any:
        """When the student handed in: the time, raw for sorting (unknown last), where it comes
        from in the tooltip."""
        d = self.result.documents[doc] if self.result is not None and doc >= 0 else None
        when, told = (d.submitted, d.submitted_from) if d is not None else (None, "")
        if role == SORT_ROLE:
            return when or "~"
        if role == Qt.ItemDataRole.DisplayRole:
            return say(handin.when_words(when, told)) if when else ""
        if role == Qt.ItemDataRole.ToolTipRole and when:
            return say(handin.SOURCE_TEXT.get(told, told))
        return None

    @staticmethod
    def _not_checked(col: SCol, role: int, name: str, why: str) -> Any:
        """The figures of a student whose work was not checked: "not checked", the reason."""
        if role == SORT_ROLE:
            return -1  # below every compared student (an int: drawn as text, not as a bar)
        if role == Qt.ItemDataRole.DisplayRole:
            if col is SCol.SIMILARITY:
                return say(export.NOT_CHECKED)
            return ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate(
                "StudentsModel", "{0}'s work was not checked: {1}"
            ).format(name, why)
        return None

    def row_of(self, doc: int) -> int:
        return next((r for r, row in enumerate(self._rows) if row[0] == doc), -1)

    def rows_named(self, name: str) -> list[int]:
        """The rows whose student is shown as ``name``, in order."""
        return [r for r, row in enumerate(self._rows) if row[1] == name]


class StudentsFilter(RefilterProxy):
    """Name filter (part of the student's name) and decision filter."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""

    def set_text(self, text: str) -> None:
        self._refilter(lambda: setattr(self, "_text", text.strip().lower()))

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        if not self.decided(row, parent, SCol.REVIEW):
            return False
        if not self._text:
            return True
        return self._text in str(self.value(row, SCol.NAME)).lower()
