"""plagcheck's own files: the reports it writes carry a mark, and a folder's reading leaves out
the files that bear it, whatever their names (a teacher saves ``report.html`` next to the essays;
the next scan must not read it as a student's).

The marks: the HTML report's ``<meta name="generator" content="plagcheck ...">``, the JSON's
top-level key ``"plagcheck"`` (its first), the CSVs' header row (plagcheck's column names, from
the first: ``student_a,student_b`` for pairs, ``name,found_elsewhere_percent`` for students,
``name in report`` for an anonymised report's key, ``common_text,shared_by_students`` for
the texts many students share). Only the first bytes of a file are read.
"""

from __future__ import annotations

import re
from pathlib import Path

from plagcheck.engine.intake.extract import suffix_of
from plagcheck.i18n import nmsg

GENERATOR = "plagcheck"
# The HTML report's first lines (``html_report.render``) hold it.
HTML_MARK = f'<meta name="generator" content="{GENERATOR}'
JSON_KEY = GENERATOR
# The first cells of plagcheck's CSV header rows (pairs, students, an anonymised report's key).
CSV_HEADS = (
    "student_a,student_b,",
    "name,found_elsewhere_percent,",
    "name,similarity,top_match,",  # the students CSV of earlier versions
    "name in report,",
    "common_text,shared_by_students,",  # texts shared by many students (reports/common.py)
)
SNIFF_BYTES = 2048
# Formats plagcheck writes (a report with another extension is not looked at).
_SUFFIXES = (".html", ".htm", ".json", ".csv")
_JSON_START = re.compile(rb'^\s*\{\s*"' + JSON_KEY.encode() + rb'"\s*:')


def bears_mark(head: bytes) -> bool:
    """Whether the first bytes of a file are those of a report plagcheck wrote."""
    head = head.removeprefix(b"\xef\xbb\xbf")
    if _JSON_START.match(head):
        return True
    first = head.split(b"\n", 1)[0].strip(b"\r").decode("utf-8", "replace")
    if first.startswith(CSV_HEADS):
        return True
    low = head[:SNIFF_BYTES].decode("utf-8", "replace").lower()
    return "<head" in low and HTML_MARK.lower() in low.replace("'", '"')


def is_own_file(path: str | Path) -> bool:
    """Whether the file at ``path`` is a report plagcheck wrote (read: its first 2 KB only; a
    file that cannot be read is not ours, and its reading says why)."""
    return suffix_of(path) in _SUFFIXES and _marked(path)


def _marked(path: str | Path) -> bool:
    try:
        with open(path, "rb") as f:
            return bears_mark(f.read(SNIFF_BYTES))
    except OSError:
        return False


def may_overwrite(path: str | Path) -> bool:
    """Whether a report may be written at ``path`` without asking: nothing is there, or a
    report plagcheck wrote (whatever its name), or something that is not a plain file (which
    the writer refuses with its own reason). A teacher's own file is never overwritten unasked."""
    p = Path(path)
    return not p.is_file() or _marked(p)


def own_note(n: int) -> str:
    """The sentence the status line and the CLI say once about the reports left out."""
    return nmsg(
        "{n} report written by plagcheck left out (not students' work)",
        "{n} reports written by plagcheck left out (not students' work)",
        n=n,
    )
