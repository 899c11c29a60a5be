"""The case file: one student's evidence as a PDF that stands on its own before a head of
department, an examination board or an appeal (``write_dossier``).

``case`` gathers what it says (files proven by their SHA-256, passages with their pages, the
review's history), ``words`` holds its sentences, ``pdf`` draws it with fpdf2. fpdf2 rather than
ReportLab: pure Python with no compiled parts (the desktop app freezes it as it is), MIT/LGPL
licensed, Unicode TrueType fonts subset into the file, tables that break across pages, file
attachments, and it was already the test suite's PDF writer.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from plagcheck.engine import Result
from plagcheck.reports.dossier.case import Case, gather
from plagcheck.reports.review import Review

__all__ = ["Case", "gather", "write_dossier"]


def write_dossier(
    result: Result,
    student: int,
    path: Path | str,
    review: Review | None = None,
    attach: bool = False,
    source: str | os.PathLike[str] = "",
) -> Case:
    """Write the case file of document ``student`` of ``result`` to ``path`` (whole or not at
    all); ``source``: the folder or .zip scanned (default: the result's root)."""
    from plagcheck.reports.dossier.pdf import write_pdf

    case = gather(result, student, review, source)
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    os.close(fd)
    try:
        write_pdf(case, Path(tmp), attach)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return case
