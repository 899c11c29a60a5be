"""CSV and JSON reports, written atomically and safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from plagcheck import __version__
from plagcheck.engine import Result, atomic_write, describe_flags, display_name, safe_display
from plagcheck.engine.compare import CREDITS, Pair
from plagcheck.reports.credit import counts
from plagcheck.reports.review import NONE, Review

SCORE_FIELDS = (
    "estimated_jaccard",
    "exact_jaccard",
    "bag_jaccard",
    "containment_a_in_b",
    "containment_b_in_a",
    "local_containment",
    "paraphrase",
)


def pair_flags(result: Result, p: Pair) -> list[str]:
    out = []
    if p.identical:
        out.append("identical files")
    if p.cut_short:  # one flag for each bound that left something out
        out += p.cut_short.split("; ")
    for i in (p.a, p.b):
        if result.documents[i].source:
            out.append(f"shared with a reference text: {safe_display(result.documents[i].path)}")
    for i in (p.a, p.b):
        doc = result.documents[i]
        out += [f"{display_name(doc)}: {s}" for s in describe_flags(doc.flags)]
    return out


def _safe(name: str | None) -> str | None:
    return None if name is None else safe_display(name)


def pair_dict(result: Result, p: Pair, review: Review | None = None) -> dict[str, Any]:
    a, b = result.documents[p.a], result.documents[p.b]
    d: dict[str, Any] = {"doc_a": safe_display(a.path), "doc_b": safe_display(b.path)}
    d.update(student_a=display_name(a), student_b=display_name(b))
    if a.source or b.source:
        d["reference"] = True  # one of the two is a reference text, not a student's
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
        review=(review.pair(a, b) if review else NONE).as_dict(),
        language=p.language,
        # The passages, each with the credit the students gave it (evidence.Passage.shared).
        shared=[q.shared() for q in p.spans],
        # How many passages of each credit group (the CSV's columns).
        **{f"passages_{c}": n for c, n in counts(p.spans).items()},
    )
    if a.archived or b.archived:
        d["archived"] = True
        d["label_a"], d["label_b"] = _safe(a.label), _safe(b.label)
    return d


def similarity_dict(result: Result, i: int) -> dict[str, Any]:
    """A document's similarity and matches (largest first) as the JSON holds them."""
    sim = result.similarity[i]
    return {
        "similarity": round(sim.similarity, 6),
        # The share of the text in passages of each credit group (quoted-and-cited text is not
        # in the similarity).
        "credit": {c: round(x, 6) for c, x in zip(CREDITS, sim.by_credit)},
        "matches": [
            {"doc": safe_display(result.documents[m.doc].path), "share": round(m.share, 6)}
            for m in sim.matches
        ],
    }


def result_dict(
    result: Result, all_candidates: bool = True, review: Review | None = None
) -> dict[str, Any]:
    pairs = result.pairs if all_candidates else result.reported
    students = set(result.students)
    # Distinct shingles are counted for the documents of reported pairs, which every scan holds
    # whole: a large scan does not count the others (``Shingles.light``), and every executor
    # writes the same report.
    counted = {i for p in result.reported for i in (p.a, p.b)}
    return {
        "plagcheck": __version__,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "params": result.params.to_dict(),
        "exact": result.exact,
        "layout": result.layout,
        **({"layout_note": result.layout_note} if result.layout_note else {}),
        "documents": [
            {
                "path": safe_display(d.path),
                "student": _safe(d.student),
                "files": [safe_display(f) for f in d.files or (d.path,)],
                "earlier_attempts": [safe_display(f) for f in d.earlier],
                **({"comments": d.comments} if d.comments else {}),
                "chars": d.chars,
                "shingles": s.n_unique if i in counted else None,
                "flags": dict(d.flags),
                "flag_text": describe_flags(d.flags),
                **({"archived": True, "label": _safe(d.label)} if d.archived else {}),
                **({"source": True} if d.source else {}),
                **similarity_dict(result, i),
                **(
                    {"review": (review.student(d) if review else NONE).as_dict()}
                    if i in students
                    else {}
                ),
            }
            for i, (d, s) in enumerate(zip(result.documents, result.shingles))
        ],
        "problems": [{"path": safe_display(p.path), "reason": p.reason} for p in result.problems],
        "candidates": result.candidates,
        "dismissed_by_signature": result.dismissed,
        "pairs": [pair_dict(result, p, review) for p in pairs],
        "groups": [[safe_display(result.documents[i].path) for i in g] for g in result.groups],
        "timings": {k: round(v, 4) for k, v in result.timings.items()},
    }


def write_json(result: Result, path: Path | str, review: Review | None = None) -> None:
    data = result_dict(result, review=review)
    atomic_write(path, lambda f: json.dump(data, f, ensure_ascii=False, indent=1))


CSV_COLUMNS = (
    "student_a",
    "student_b",
    "doc_a",
    "doc_b",
    *SCORE_FIELDS,
    "bands_matched",
    "passages",
    *(f"passages_{c}" for c in CREDITS),
    "longest_passage_words",
    "coverage_a",
    "coverage_b",
    "identical",
    "reference",
    "archived",
    "label_a",
    "label_b",
    "flags",
    "review",
    "review_note",
)

_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """Text a spreadsheet shows as text: a leading ' before anything it would run as a formula."""
    if isinstance(value, str) and value.startswith(_FORMULA_START):
        return "'" + value
    return value


def csv_text(result: Result, all_candidates: bool = False, review: Review | None = None) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    w.writerow(CSV_COLUMNS)
    for p in result.pairs if all_candidates else result.reported:
        d = pair_dict(result, p, review)
        d["flags"] = "; ".join(d["flags"])
        d["review"], d["review_note"] = d["review"]["decision"], d["review"]["note"]
        w.writerow([safe_cell(d.get(c, "")) for c in CSV_COLUMNS])
    return buf.getvalue()


def write_csv(
    result: Result, path: Path | str, all_candidates: bool = False, review: Review | None = None
) -> None:
    """UTF-8 with a BOM (Excel then reads it as UTF-8), one row per reported pair."""
    text = "\ufeff" + csv_text(result, all_candidates, review)
    atomic_write(path, lambda f: f.write(text), newline="")


STUDENT_COLUMNS = (
    "name",
    "similarity",
    *CREDITS,
    "top_match",
    "top_match_share",
    "matches",
    "flags",
    "problem",
    "review",
    "review_note",
)


def student_rows(result: Result, review: Review | None = None) -> list[dict[str, Any]]:
    """One row per submission, most similar first, then the files that could not be compared.

    Reference texts and archived documents are not students; they appear as matches.
    """
    rows = []
    for i in sorted(result.students, key=lambda i: (-result.similarity[i].similarity, i)):
        sim = result.similarity[i]
        top = sim.top
        decided = review.student(result.documents[i]) if review else NONE
        rows.append(
            {
                "name": display_name(result.documents[i]),
                "similarity": round(sim.similarity, 4),
                **{c: round(x, 4) for c, x in zip(CREDITS, sim.by_credit)},
                "top_match": display_name(result.documents[top.doc]) if top else "",
                "top_match_share": round(top.share, 4) if top else "",
                "matches": len(sim.matches),
                "flags": "; ".join(describe_flags(result.documents[i].flags)),
                "problem": "",
                "review": decided.decision.value,
                "review_note": decided.note,
            }
        )
    for pr in result.problems:
        name = safe_display(pr.path)
        rows.append({**dict.fromkeys(STUDENT_COLUMNS, ""), "name": name, "problem": pr.reason})
    return rows


def students_csv_text(result: Result, review: Review | None = None) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n")
    w.writerow(STUDENT_COLUMNS)
    for row in student_rows(result, review):
        w.writerow([safe_cell(row[c]) for c in STUDENT_COLUMNS])
    return buf.getvalue()


def write_students_csv(result: Result, path: Path | str, review: Review | None = None) -> None:
    """UTF-8 with a BOM, one row per submission (``student_rows``), formula-safe."""
    text = "\ufeff" + students_csv_text(result, review)
    atomic_write(path, lambda f: f.write(text), newline="")
