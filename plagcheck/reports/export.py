"""CSV and JSON reports, written atomically and safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import io
import json
import os
import tempfile
from collections.abc import Callable
from datetime import datetime, timezone
from pathlib import Path
from typing import IO, Any

from plagcheck import __version__
from plagcheck.engine.model import describe_flags, display_name
from plagcheck.engine.result import Result
from plagcheck.engine.scores import Pair

SCORE_FIELDS = (
    "estimated_jaccard",
    "exact_jaccard",
    "bag_jaccard",
    "containment_a_in_b",
    "containment_b_in_a",
    "local_containment",
)


# Read once at import (os.umask can only be read by setting it, which is not thread-safe later).
_UMASK = os.umask(0o022)
os.umask(_UMASK)


def atomic_write(
    path: Path | str, write: Callable[[IO[str]], object], newline: str | None = None
) -> None:
    """Write through a temporary file in the same folder, then rename it over ``path``.

    A crash, a full disk or an exception in ``write`` leaves any previous file untouched.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        # A text that is not valid Unicode (a lone surrogate) is written escaped, never lost.
        with os.fdopen(fd, "w", encoding="utf-8", errors="backslashreplace", newline=newline) as f:
            write(f)
            f.flush()
            os.fsync(f.fileno())
        # mkstemp makes the file private (0600); a report gets the mode a new file would get.
        os.chmod(tmp, 0o666 & ~_UMASK)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def pair_flags(result: Result, p: Pair) -> list[str]:
    out = []
    if p.identical:
        out.append("identical files")
    for i in (p.a, p.b):
        doc = result.documents[i]
        out += [f"{display_name(doc)}: {s}" for s in describe_flags(doc.flags)]
    return out


def pair_dict(result: Result, p: Pair) -> dict[str, Any]:
    a, b = result.documents[p.a], result.documents[p.b]
    d: dict[str, Any] = {"doc_a": a.path, "doc_b": b.path}
    d.update(student_a=display_name(a), student_b=display_name(b))
    d.update({f: round(getattr(p, f), 6) for f in SCORE_FIELDS})
    d.update(
        bands_matched=p.bands_matched,
        reported=p.reported,
        identical=p.identical,
        passages=p.passages,
        longest_passage_words=p.longest_passage,
        coverage_a=round(p.coverage_a, 6),
        coverage_b=round(p.coverage_b, 6),
        flags=pair_flags(result, p),
    )
    if a.archived or b.archived:
        d["archived"] = True
        d["label_a"], d["label_b"] = a.label, b.label
    return d


def similarity_dict(result: Result, i: int) -> dict[str, Any]:
    """A document's similarity and matches (largest first) as the JSON holds them."""
    sim = result.similarity[i]
    return {
        "similarity": round(sim.similarity, 6),
        "matches": [
            {"doc": result.documents[m.doc].path, "share": round(m.share, 6)} for m in sim.matches
        ],
    }


def result_dict(result: Result, all_candidates: bool = True) -> dict[str, Any]:
    pairs = result.pairs if all_candidates else result.reported
    return {
        "plagcheck": __version__,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "params": result.params.to_dict(),
        "exact": result.exact,
        "layout": result.layout,
        **({"layout_note": result.layout_note} if result.layout_note else {}),
        "documents": [
            {
                "path": d.path,
                "student": d.student,
                "files": list(d.files or (d.path,)),
                "earlier_attempts": list(d.earlier),
                **({"comments": d.comments} if d.comments else {}),
                "chars": d.chars,
                "shingles": s.n_unique,
                "flags": dict(d.flags),
                "flag_text": describe_flags(d.flags),
                **({"archived": True, "label": d.label} if d.archived else {}),
                **({"source": True} if d.source else {}),
                **similarity_dict(result, i),
            }
            for i, (d, s) in enumerate(zip(result.documents, result.shingles))
        ],
        "problems": [{"path": p.path, "reason": p.reason} for p in result.problems],
        "candidates": result.candidates,
        "dismissed_by_signature": result.dismissed,
        "pairs": [pair_dict(result, p) for p in pairs],
        "groups": [[result.documents[i].path for i in g] for g in result.groups],
        "timings": {k: round(v, 4) for k, v in result.timings.items()},
    }


def write_json(result: Result, path: Path | str) -> None:
    data = result_dict(result)
    atomic_write(path, lambda f: json.dump(data, f, ensure_ascii=False, indent=1))


CSV_COLUMNS = (
    "student_a",
    "student_b",
    "doc_a",
    "doc_b",
    *SCORE_FIELDS,
    "bands_matched",
    "passages",
    "longest_passage_words",
    "coverage_a",
    "coverage_b",
    "identical",
    "archived",
    "label_a",
    "label_b",
    "flags",
)

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """Text a spreadsheet shows as text: a leading ' before anything it would run as a formula."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def csv_text(result: Result, all_candidates: bool = False) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    w.writerow(CSV_COLUMNS)
    for p in result.pairs if all_candidates else result.reported:
        d = pair_dict(result, p)
        d["flags"] = "; ".join(d["flags"])
        w.writerow([safe_cell(d.get(c, "")) for c in CSV_COLUMNS])
    return buf.getvalue()


def write_csv(result: Result, path: Path | str, all_candidates: bool = False) -> None:
    """UTF-8 with a BOM (Excel then reads it as UTF-8), one row per reported pair."""
    text = "\ufeff" + csv_text(result, all_candidates)
    atomic_write(path, lambda f: f.write(text), newline="")


STUDENT_COLUMNS = (
    "name",
    "similarity",
    "top_match",
    "top_match_share",
    "matches",
    "flags",
    "problem",
)


def student_rows(result: Result) -> list[dict[str, Any]]:
    """One row per submission, most similar first, then the files that could not be compared.

    Reference texts and archived documents are not students; they appear as matches.
    """
    rows = []
    for i in sorted(result.students, key=lambda i: (-result.similarity[i].similarity, i)):
        sim = result.similarity[i]
        top = sim.top
        rows.append(
            {
                "name": display_name(result.documents[i]),
                "similarity": round(sim.similarity, 4),
                "top_match": display_name(result.documents[top.doc]) if top else "",
                "top_match_share": round(top.share, 4) if top else "",
                "matches": len(sim.matches),
                "flags": "; ".join(describe_flags(result.documents[i].flags)),
                "problem": "",
            }
        )
    for pr in result.problems:
        rows.append({**dict.fromkeys(STUDENT_COLUMNS, ""), "name": pr.path, "problem": pr.reason})
    return rows


def students_csv_text(result: Result) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    w.writerow(STUDENT_COLUMNS)
    for row in student_rows(result):
        w.writerow([safe_cell(row[c]) for c in STUDENT_COLUMNS])
    return buf.getvalue()


def write_students_csv(result: Result, path: Path | str) -> None:
    """UTF-8 with a BOM, one row per submission (``student_rows``), formula-safe."""
    text = "\ufeff" + students_csv_text(result)
    atomic_write(path, lambda f: f.write(text), newline="")
