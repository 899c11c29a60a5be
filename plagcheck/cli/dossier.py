"""``plagcheck dossier CLASS --student NAME --out case.pdf``: scan the class again with the given
settings and write one student's case file (a PDF for a head of department or a board)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from plagcheck.cli.options import (
    Progress,
    UsageError,
    add_scan_options,
    load_review,
    params_from_args,
)


def add_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "dossier",
        help="write one student's case file (PDF): files with their SHA-256, passages side by "
        "side with their pages, the review's history",
    )
    p.add_argument("folder", type=Path, metavar="CLASS", help="the class's folder or .zip")
    p.add_argument("--student", required=True, metavar="NAME", help="whose case file")
    p.add_argument("--out", type=Path, required=True, metavar="PDF", help="the case file to write")
    p.add_argument("--attach", action="store_true", help="put the original files inside the PDF")
    p.add_argument(
        "--sources",
        action="append",
        default=[],
        metavar="DIR",
        help="reference texts the scan compared with (as given to 'scan')",
    )
    add_scan_options(p, output=False)


def run(a: argparse.Namespace) -> int:
    from plagcheck.engine import display_name, pipeline
    from plagcheck.i18n import _, msg, n_
    from plagcheck.reports.dossier import write_dossier
    from plagcheck.reports.naming import UnclearName, find_student

    if not a.folder.exists():
        raise UsageError(msg("folder not found: {path}", path=str(a.folder)))
    if a.out.suffix.lower() != ".pdf":
        raise UsageError(msg("--out {path}: a case file is a PDF (name it ….pdf)", path=str(a.out)))
    params = params_from_args(a)
    progress = Progress(sys.stderr, not a.quiet)
    try:
        result = pipeline.run(a.folder, params, progress=progress, exact=a.exact)
    finally:
        progress.close()
    try:
        student = find_student(result.documents, a.student, result.students)
    except UnclearName as e:
        raise UsageError(str(e)) from None
    review = load_review(a.folder, msg("the case file shows no review"))
    case = write_dossier(result, student, a.out, review, a.attach, a.folder)
    name = display_name(result.documents[student])
    n = sum(len(m.passages) for m in case.matches)
    found = n_("{n} match", "{n} matches", len(case.matches))
    found += ", " + n_("{n} passage", "{n} passages", n)
    print(_("wrote {path}: the case file of {name} ({found})", path=a.out, name=name, found=found))
    for f in case.files:
        if f.status == "changed":
            said = _(
                "{file} changed since the scan (SHA-256 at the scan {then}, now {now}); the case "
                "file says so",
                file=f.rel,
                then=f.scanned,
                now=f.now,
            )
            print(f"plagcheck: {said}", file=sys.stderr)
        elif f.status == "missing":
            said = _("{file} is no longer there; the case file says so", file=f.rel)
            print(f"plagcheck: {said}", file=sys.stderr)
    return 0
