"""The credit groups (engine.compare.CREDITS) as the window names them, in the teacher's language:
the reports' words (reports.credit LABEL and EXPLAIN), translated once in the message catalogue."""

from __future__ import annotations

from plagcheck.engine.compare import UNCREDITED
from plagcheck.i18n import say
from plagcheck.reports.credit import EXPLAIN, LABEL


def credit_label(credit: str) -> str:
    return say(LABEL.get(credit, LABEL[UNCREDITED]))


def credit_explain(credit: str) -> str:
    return say(EXPLAIN.get(credit, EXPLAIN[UNCREDITED]))
