"""Text common to the class as the reports show it: "Shared by many".

A text that many students share (a prompt the teacher did not give, a worksheet line, a stock
quotation) is in no pair and in no student's share (``engine.compare.common``); the reports show
it once: how many students have it, its text, who has it. The CSV of it is written beside the
pairs CSV (``common_csv_path``); the HTML report has a section of it (``common_html``).
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from html import escape
from pathlib import Path

from plagcheck.engine import Result, atomic_write, display_name, safe_display
from plagcheck.i18n import _, msg, n_, say
from plagcheck.reports.export import safe_cell

# The first cells of the header row are plagcheck's mark on the file (``intake.own``).
COMMON_COLUMNS = ("common_text", "shared_by_students", "words", "students", "files")
SECTION = msg("Shared by many")  # the section's name (``say`` writes it in the reader's language)


def first_words(text: str, n: int = 12) -> str:
    """The first ``n`` words of ``text``, with "…" where more follow."""
    words = text.split()
    return " ".join(words[:n]) + ("…" if len(words) > n else "")


def common_line(result: Result) -> str:
    """One sentence that says why the class reads as it does, or "" when nothing is common."""
    if not result.common:
        return ""
    most = max(len(c.documents) for c in result.common)
    if len(result.common) == 1:
        return _(
            "A text shared by {most} students is shown once under {section}, not as copying",
            most=most,
            section=say(SECTION),
        )
    return _(
        "{n} texts shared by many students (the most by {most}) are shown once under {section}, "
        "not as copying",
        n=len(result.common),
        most=most,
        section=say(SECTION),
    )


def common_csv_path(pairs_csv: Path | str) -> Path:
    """Where the common texts' CSV goes: beside the pairs CSV, ``<name>-common.csv``."""
    p = Path(pairs_csv)
    return p.with_name(f"{p.stem}-common.csv")


def wants_common_csv(result: Result, pairs_csv: Path | str) -> bool:
    """Whether to write the common texts' CSV beside ``pairs_csv``: when there are common texts,
    or when an earlier one is there (so that it never tells of texts this scan did not find)."""
    return bool(result.common) or common_csv_path(pairs_csv).is_file()


def common_csv_text(result: Result) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    w.writerow(COMMON_COLUMNS)
    docs = result.documents
    for c in result.common:
        students = "; ".join(display_name(docs[d]) for d in c.documents)
        files = "; ".join(safe_display(docs[d].path) for d in c.documents)
        row = (c.text, len(c.documents), c.words, students, files)
        w.writerow([safe_cell(v) for v in row])
    return buf.getvalue()


def write_common_csv(result: Result, path: Path | str) -> None:
    """UTF-8 with a BOM (as the other CSVs), one row per common text, most students first."""
    text = "\ufeff" + common_csv_text(result)
    atomic_write(path, lambda f: f.write(text), newline="")


def common_html(result: Result, names: Sequence[str]) -> str:
    """The HTML report's "Shared by many" section (empty without common texts): each text once,
    how many students share it, its text and who has it (``names``: as the report names them)."""
    if not result.common:
        return ""
    said = _(
        "Text that many students share: a prompt, a worksheet line or a quotation the class was "
        "given. It is shown once here and counts in no pair and in no student's share. If you "
        "gave it to the class, scan again with it as assignment text ({template}, or the "
        "folder's {folder} sub-folder).",
        template="<code>--template FILE</code>",
        folder="<code>templates/</code>",
    )
    out = [f"<section id='common'><h2>{say(SECTION)}</h2>", f"<p class='note'>{said}</p>"]
    for c in result.common:
        who = ", ".join(f"<b>{escape(names[d])}</b>" for d in c.documents)
        shared = n_("Shared by {n} student", "Shared by {n} students", len(c.documents))
        words = n_("{n} word", "{n} words", c.words)
        out.append(
            "<div class='common'>"
            f"<h3>{shared} <span class='note'>· {words}</span></h3>"
            f"<blockquote>{escape(c.text)}</blockquote>"
            "<p class='who'>" + _("Who has it: {who}", who=who) + "</p></div>"
        )
    out.append("</section>")
    return "\n".join(out)
