"""Who the reports name: each student as the report shows them, or Student 1, Student 2... when
a report is anonymised, with the key to those names kept apart (a CSV beside the report)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

from plagcheck.engine import Result, display_name, safe_display
from plagcheck.i18n import _
from plagcheck.reports.export import safe_cell


class Names:
    """Students as the report names them (``display_name``: the student's name where the platform
    gives one, else the file's path), or Student 1, Student 2... when anonymised.

    Numbers follow the ranked pair list, so Student 1 is in the strongest pair.
    """

    def __init__(self, result: Result, anonymise: bool) -> None:
        self.anonymise = anonymise
        self.docs = [display_name(d) for d in result.documents]
        self.problems = [safe_display(p.path) for p in result.problems]
        self.unchecked = {name: safe_display(name) for name, _why in result.unchecked}
        self.key: dict[str, str] = {}
        if anonymise:
            order: list[int] = []
            for p in result.reported:
                order += [i for i in (p.a, p.b) if i not in order]
            order += [i for i in range(len(self.docs)) if i not in order]
            for n, i in enumerate(order, 1):
                self.docs[i] = self._alias(n, self.docs[i])
            for j, shown in enumerate(self.problems):
                self.problems[j] = self._alias(len(order) + j + 1, shown)
            for name in self.unchecked:  # a student not checked has the alias of their file
                whose = [j for j, pr in enumerate(result.problems) if pr.unchecked == name]
                self.unchecked[name] = self.problems[whose[0]]

    def _alias(self, n: int, real: str) -> str:
        alias = _("Student {n}", n=n)
        self.key[alias] = real
        return alias


def key_csv(key: dict[str, str]) -> str:
    """The anonymisation key as CSV (UTF-8 with BOM when written), safe in a spreadsheet."""
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    # A spreadsheet user reads this file: its header row in their language.
    w.writerow([_("name in report"), _("student or file")])
    for alias, real in key.items():
        w.writerow([safe_cell(alias), safe_cell(real)])
    return buf.getvalue()


def key_path(report: Path | str) -> Path:
    return Path(str(report) + ".key.csv")
