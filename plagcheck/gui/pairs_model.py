"""The pairs table's model: one row per verified pair; formatted text, raw sort values, the Pair."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QColor

from plagcheck.engine import handin
from plagcheck.engine.compare import Pair, Passage
from plagcheck.gui.numbers import number, percent, whole
from plagcheck.gui.rows import PairRow
from plagcheck.gui.table_model import (
    SORT_ROLE,
    Index,
    RefilterProxy,
    ReviewedTable,
    review_data,
)
from plagcheck.gui.theme import current_theme
from plagcheck.gui.worker import Scan
from plagcheck.i18n import say
from plagcheck.reports import export
from plagcheck.reports.review import NONE, Entry

__all__ = ["DETAILS", "PAIR_ROLE", "SORT_ROLE", "Col", "PairsFilter", "PairsModel"]

PAIR_ROLE = Qt.ItemDataRole.UserRole + 1


class Col(IntEnum):
    A = 0
    B = 1
    ARCHIVE = 2
    FOUND = 3  # the one plain figure the table leads with
    UNCREDITED = 4
    PASSAGES = 5
    LONGEST = 6
    FLAGS = 7
    REVIEW = 8
    # The method's figures: one click away, under "Details".
    ESTIMATED = 9
    EXACT = 10
    BAG = 11
    A_IN_B = 12
    B_IN_A = 13
    LOCAL = 14
    REWORDED = 15
    FIRST = 16  # which side handed in first (an order in time, not a verdict)


DETAILS = (Col.ESTIMATED, Col.EXACT, Col.BAG, Col.A_IN_B, Col.B_IN_A, Col.LOCAL, Col.REWORDED)


HEADERS = {
    Col.A: (
        QT_TRANSLATE_NOOP("Columns", "Document A"),
        QT_TRANSLATE_NOOP("Columns", "The first document of the pair"),
    ),
    Col.B: (
        QT_TRANSLATE_NOOP("Columns", "Document B"),
        QT_TRANSLATE_NOOP("Columns", "The second document of the pair"),
    ),
    Col.ARCHIVE: (
        QT_TRANSLATE_NOOP("Columns", "Archive"),
        QT_TRANSLATE_NOOP("Columns", "The earlier term (archive label) of an archived document"),
    ),
    Col.FOUND: (
        QT_TRANSLATE_NOOP("Columns", "Found elsewhere"),
        export.PAIR_FOUND_WORDS,  # the reports' words, from the message catalogue
    ),
    Col.UNCREDITED: (QT_TRANSLATE_NOOP("Columns", "Not credited"), export.UNCREDITED_WORDS),
    Col.ESTIMATED: (
        QT_TRANSLATE_NOOP("Columns", "Estimated J"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "A quick estimate of how much the two texts overlap (0: nothing, 1: the same), from "
            "their "
            "fingerprints; the search uses it to find pairs",
        ),
    ),
    Col.EXACT: (
        QT_TRANSLATE_NOOP("Columns", "Exact J"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "How much the two texts overlap: the share of all their phrases (runs of words) that "
            "they "
            "have in common; 0 nothing, 1 identical",
        ),
    ),
    Col.BAG: (
        QT_TRANSLATE_NOOP("Columns", "Bag J"),
        QT_TRANSLATE_NOOP(
            "Columns", "Like exact J, but a phrase repeated counts each time (at most 0.5)"
        ),
    ),
    Col.A_IN_B: (
        QT_TRANSLATE_NOOP("Columns", "A in B"),
        QT_TRANSLATE_NOOP("Columns", "How much of document A is found in document B"),
    ),
    Col.B_IN_A: (
        QT_TRANSLATE_NOOP("Columns", "B in A"),
        QT_TRANSLATE_NOOP("Columns", "How much of document B is found in document A"),
    ),
    Col.LOCAL: (
        QT_TRANSLATE_NOOP("Columns", "Local"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "The largest share of one stretch of text (about a paragraph) found in the other "
            "document: high when a paragraph was pasted into an otherwise different essay",
        ),
    ),
    Col.PASSAGES: (
        QT_TRANSLATE_NOOP("Columns", "Passages"),
        QT_TRANSLATE_NOOP("Columns", "Number of shared passages"),
    ),
    Col.LONGEST: (
        QT_TRANSLATE_NOOP("Columns", "Longest"),
        QT_TRANSLATE_NOOP("Columns", "Words in the longest shared passage"),
    ),
    Col.FLAGS: (
        QT_TRANSLATE_NOOP("Columns", "Flags"),
        QT_TRANSLATE_NOOP(
            "Columns", "Disguises found (look-alike letters, invisible characters...)"
        ),
    ),
    Col.REVIEW: (
        QT_TRANSLATE_NOOP("Columns", "Review"),
        QT_TRANSLATE_NOOP(
            "Columns", "Your decision about this pair and your note (kept for this folder)"
        ),
    ),
    Col.REWORDED: (
        QT_TRANSLATE_NOOP("Columns", "Reworded"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "The share of sentences found in the other text with their words shuffled, replaced by "
            "other forms or moved (a reworded copy); 0 nothing, 1 every sentence",
        ),
    ),
    Col.FIRST: (
        QT_TRANSLATE_NOOP("Columns", "Handed in"),
        QT_TRANSLATE_NOOP(
            "Columns",
            "Which side handed in first, and how long before the other: an order in time, not a "
            "verdict (the earlier side may have shared a draft)",
        ),
    ),
}

_SCORES = {
    Col.ESTIMATED: "estimated_jaccard",
    Col.EXACT: "exact_jaccard",
    Col.BAG: "bag_jaccard",
    Col.A_IN_B: "containment_a_in_b",
    Col.B_IN_A: "containment_b_in_a",
    Col.LOCAL: "local_containment",
    Col.REWORDED: "paraphrase",
}


_TEXT_COLUMNS = (Col.A, Col.B, Col.ARCHIVE, Col.FLAGS, Col.REVIEW, Col.FIRST)


class PairsModel(ReviewedTable):
    COLUMNS, HEADERS, REVIEW = Col, HEADERS, Col.REVIEW

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.scan: Scan | None = None
        self._rows: list[PairRow] = []

    def set_scan(self, scan: Scan | None) -> None:
        """Show ``scan``: its rows (``pair_rows``, built on the scan's thread)."""
        self.beginResetModel()
        self.scan = scan
        self._rows = [] if scan is None else list(scan.pair_rows)
        self._sorted_rows()
        self.endResetModel()

    def entry(self, pair: Pair) -> Entry:
        if self.review is None or self.scan is None:
            return NONE
        docs = self.scan.result.documents
        return self.review.pair(docs[pair.a], docs[pair.b])

    def passages(self, pair: Pair) -> list[Passage] | None:
        return None if self.scan is None else self.scan.passages.get((pair.a, pair.b))

    def value(self, row: int, column: int, role: int) -> Any:
        p, name_a, name_b, flags, label, found, bare = self._rows[row]
        col = Col(column)
        if role == PAIR_ROLE:
            return p
        if col is Col.REVIEW:
            return review_data(self.entry(p), role)
        if col is Col.FIRST:
            return self._first(p, name_a, name_b, role)
        if role == SORT_ROLE:
            if col is Col.A:
                return name_a.lower()
            if col is Col.B:
                return name_b.lower()
            if col is Col.ARCHIVE:
                return label.lower()
            if col in _SCORES:
                return float(getattr(p, _SCORES[col]))
            if col in (Col.FOUND, Col.UNCREDITED):
                return found if col is Col.FOUND else bare
            return {
                Col.PASSAGES: p.passages,
                Col.LONGEST: p.longest_passage,
                Col.FLAGS: len(flags),
            }[col]
        if role == Qt.ItemDataRole.DisplayRole:
            if col is Col.A:
                return name_a
            if col is Col.B:
                return name_b
            if col is Col.ARCHIVE:
                return label
            if col in _SCORES:
                return number(getattr(p, _SCORES[col]), 3)
            if col in (Col.FOUND, Col.UNCREDITED):
                return percent(found if col is Col.FOUND else bare) if p.passages else ""
            if col is Col.PASSAGES:
                return whole(p.passages) if p.reported else ""
            if col is Col.LONGEST:
                return whole(p.longest_passage) if p.reported else ""
            return "; ".join(flags)
        if role == Qt.ItemDataRole.ToolTipRole:
            if col is Col.FLAGS and flags:
                return "\n".join(flags)
            if col is Col.ARCHIVE and label:
                return QCoreApplication.translate(
                    "PairsModel", "Handed in before, archived under '{0}'"
                ).format(label)
            if p.no_passage:
                return QCoreApplication.translate(
                    "PairsModel",
                    "Similar figures, no shared passage: nothing a teacher could read is left "
                    "to show (what they share is common to the class, or is the topic's own "
                    "words), so the pair is not reported",
                )
            if not p.reported:
                return QCoreApplication.translate(
                    "PairsModel", "An LSH candidate below both thresholds: not reported"
                )
            if col is Col.FOUND and p.passages:
                return QCoreApplication.translate(
                    "PairsModel",
                    "{0} of {1}'s essay is found in {2}'s; {3} of {2}'s is found in {1}'s",
                ).format(percent(p.coverage_a), name_a, name_b, percent(p.coverage_b))
            if col in DETAILS:
                return QCoreApplication.translate("Columns", HEADERS[col][1])
            return None
        if role == Qt.ItemDataRole.ForegroundRole and not p.reported:
            return QColor(current_theme()["excluded"])
        if role == Qt.ItemDataRole.TextAlignmentRole and col not in _TEXT_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def _first(self, p: Pair, name_a: str, name_b: str, role: int) -> Any:
        """Which side handed in first: "Ben handed in 2 days after Ana"; sorted by the gap."""
        if self.scan is None:
            return None
        a, b = (self.scan.result.documents[i].submitted for i in (p.a, p.b))
        if role == SORT_ROLE:
            gap = handin.order(a, b)[1]
            return -1.0 if gap is None else gap
        if role == Qt.ItemDataRole.DisplayRole:
            return say(handin.order_short(name_a, name_b, a, b)) if a or b else ""
        if role == Qt.ItemDataRole.ToolTipRole:
            return say(handin.order_sentence(name_a, name_b, a, b)) or None
        return None


class PairsFilter(RefilterProxy):
    """Name filter, minimum similarity (a pair's strongest score), rejected candidates, only
    pairs with an archived document."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._minimum = 0.0
        self._rejected = False
        self._archive_only = False
        self._apart = False  # the pairs with similar figures and no passage (under Details)

    def set_text(self, text: str) -> None:
        self._refilter(lambda: setattr(self, "_text", text.strip().lower()))

    def set_minimum(self, value: float) -> None:
        self._refilter(lambda: setattr(self, "_minimum", value))

    def set_show_rejected(self, show: bool) -> None:
        self._refilter(lambda: setattr(self, "_rejected", show))

    def set_archive_only(self, only: bool) -> None:
        self._refilter(lambda: setattr(self, "_archive_only", only))

    def set_show_apart(self, show: bool) -> None:
        self._refilter(lambda: setattr(self, "_apart", show))

    def filterAcceptsRow(self, row: int, parent: Index) -> bool:
        p = self.value(row, 0, PAIR_ROLE)
        if p is None:
            return False
        if p.no_passage:  # never among the reported pairs: under Details only
            if not self._apart:
                return False
        elif not p.reported and not self._rejected:
            return False
        if p.score < self._minimum:
            return False
        if self._archive_only and not self.value(row, Col.ARCHIVE):
            return False
        if not self.decided(row, parent, Col.REVIEW):
            return False
        if self._text:
            a, b = self.value(row, Col.A).lower(), self.value(row, Col.B).lower()
            return self._text in a or self._text in b
        return True
