"""The credit groups (engine.compare.CREDITS) as the window names them, in the teacher's language:
the same words as the reports' (reports.credit LABEL and EXPLAIN), translated."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

LABELS = {
    "quoted_and_cited": QT_TRANSLATE_NOOP("Credit", "quoted and cited"),
    "quoted_not_cited": QT_TRANSLATE_NOOP("Credit", "quoted, no citation"),
    "cited_not_quoted": QT_TRANSLATE_NOOP("Credit", "cited, no quotation marks"),
    "uncredited": QT_TRANSLATE_NOOP("Credit", "no quotation marks, no citation"),
}
EXPLAINS = {
    "quoted_and_cited": QT_TRANSLATE_NOOP(
        "Credit", "credit given: listed, greyed, not counted in the similarity"
    ),
    "quoted_not_cited": QT_TRANSLATE_NOOP(
        "Credit", "in quotation marks, but no citation names where it is from"
    ),
    "cited_not_quoted": QT_TRANSLATE_NOOP(
        "Credit", "a citation names the source, but the words are not marked as a quotation"
    ),
    "uncredited": QT_TRANSLATE_NOOP("Credit", "taken without quotation marks or a citation"),
}


def credit_label(credit: str) -> str:
    return QCoreApplication.translate("Credit", LABELS.get(credit, LABELS["uncredited"]))


def credit_explain(credit: str) -> str:
    return QCoreApplication.translate("Credit", EXPLAINS.get(credit, EXPLAINS["uncredited"]))
