"""CSV and JSON reports, written atomically and safe to open in a spreadsheet."""

from __future__ import annotations

import csv
import io
import json
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from plagcheck import __version__
from plagcheck.engine import (
    Document,
    Result,
    atomic_write,
    describe_flags,
    display_name,
    handin,
    safe_display,
)
from plagcheck.engine.compare import CREDITS, NOTHING_SHARED, Pair, found_elsewhere, not_credited
from plagcheck.i18n import Msg, msg, parts, say
from plagcheck.reports.credit import counts
from plagcheck.reports.review import NONE, Review

# The one plain figure every view and report leads with, in the words its tooltip gives.
FOUND_WORDS = msg(
    "Found elsewhere: the share of this student's essay that lies in passages found in another "
    "document (each passage counted once, however many share it; what the student quoted and "
    "cited is counted apart)"
)
PAIR_FOUND_WORDS = msg(
    "Found elsewhere: the share of one essay found in the other (the larger of the two shares)"
)
UNCREDITED_WORDS = msg(
    "Not credited: the part of the text found elsewhere that is neither quoted nor cited"
)
COVERED_WORDS = msg("the share of each text inside a passage shared with the other")
# The method's figures, one click away under "Details": (Pair field, name, what it measures).
METHOD_FIGURES = (
    (
        "exact_jaccard",
        msg("exact J"),
        msg("the share of all the phrases of the two texts they have in common"),
    ),
    (
        "estimated_jaccard",
        msg("est. J"),
        msg("a quick estimate of exact J from the texts' signatures"),
    ),
    (
        "bag_jaccard",
        msg("bag J"),
        msg("like exact J, a repeated phrase counting each time (at most 0.5)"),
    ),
    ("containment_a_in_b", msg("A in B"), msg("the share of A's phrases found in B")),
    ("containment_b_in_a", msg("B in A"), msg("the share of B's phrases found in A")),
    (
        "local_containment",
        msg("local"),
        msg("the largest share of one stretch of text (about a paragraph) found in the other"),
    ),
    (
        "paraphrase",
        msg("reworded"),
        msg("the share of sentences found in the other text reworded (shuffled, other word forms)"),
    ),
)

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
    """What a pair's reader should know (messages: English in the JSON, ``say`` writes them in
    the reader's language)."""
    out: list[str] = []
    if p.identical:
        out.append(msg("identical files"))
    if p.cut_short:  # one flag for each bound that left something out
        out += parts(p.cut_short)
    for i in (p.a, p.b):
        if result.documents[i].source:
            doc = result.documents[i]
            shown = f"{doc.title} ({doc.url or doc.path})" if doc.title else doc.path
            out.append(msg("shared with a reference text: {name}", name=safe_display(shown)))
    for i in (p.a, p.b):
        doc = result.documents[i]
        out += [
            Msg("{name}: {flag}", name=display_name(doc), flag=s) for s in describe_flags(doc.flags)
        ]
    return out


def _safe(name: str | None) -> str | None:
    return None if name is None else safe_display(name)


def pair_dict(result: Result, p: Pair, review: Review | None = None) -> dict[str, Any]:
    a, b = result.documents[p.a], result.documents[p.b]
    d: dict[str, Any] = {"doc_a": safe_display(a.path), "doc_b": safe_display(b.path)}
    d.update(student_a=display_name(a), student_b=display_name(b))
    d.update(
        found_elsewhere_percent=percent(found_elsewhere(p)),
        not_credited_percent=percent(not_credited(result.documents, p)),
    )
    if a.source or b.source:
        d["reference"] = True  # one of the two is a reference text, not a student's
    if p.no_passage:
        d["no_passage"] = True  # similar figures, no shared passage to show: not reported
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
    d.update(hand_in_order(a, b))
    if a.archived or b.archived:
        d["archived"] = True
        d["label_a"], d["label_b"] = _safe(a.label), _safe(b.label)
    return d


def hand_in_order(a: Document, b: Document) -> dict[str, Any]:
    """Which side of a pair handed in first ("a", "b", or None: unknown or within a minute),
    the gap in seconds (None where a time is unknown) and the sentence that says it."""
    first, gap = handin.order(a.submitted, b.submitted)
    return {
        "first": first,
        "gap_seconds": None if gap is None else round(gap),
        "order": handin.order_sentence(display_name(a), display_name(b), a.submitted, b.submitted),
    }


def percent(share: float) -> float:
    """A share (0-1) as the plain figure the reports lead with: a percentage, one decimal."""
    return round(share * 100, 1)


def similarity_dict(result: Result, i: int) -> dict[str, Any]:
    """A document's similarity and matches (largest first) as the JSON holds them."""
    sim = result.similarity[i]
    if sim is NOTHING_SHARED:  # most of a large class: the figures below, without the rounding
        return {"similarity": 0.0, "credit": dict.fromkeys(CREDITS, 0.0), "matches": []}
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
    paths = [safe_display(d.path) for d in result.documents] if result.common else []
    return {
        "plagcheck": __version__,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "params": result.params.to_dict(),
        "exact": result.exact,
        "layout": result.layout,
        **({"layout_note": result.layout_note} if result.layout_note else {}),
        **({"notes": result.notes} if result.notes else {}),
        "documents": [
            {
                "path": safe_display(d.path),
                "student": _safe(d.student),
                "files": [safe_display(f) for f in d.files or (d.path,)],
                "earlier_attempts": [safe_display(f) for f in d.earlier],
                **({"comments": d.comments} if d.comments else {}),
                "submitted": d.submitted,
                "submitted_from": d.submitted_from or None,
                "chars": d.chars,
                "shingles": s.n_unique if i in counted else None,
                "flags": dict(d.flags),
                "flag_text": describe_flags(d.flags),
                **({"archived": True, "label": _safe(d.label)} if d.archived else {}),
                **({"source": True} if d.source else {}),
                **(
                    {"title": d.title, "library": d.library, "url": d.url}
                    if d.library is not None
                    else {}
                ),
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
        # Every student of the class, those whose work could not be read or compared included.
        "class_size": result.class_size,
        "not_checked": [{"student": safe_display(n), "reason": why} for n, why in result.unchecked],
        "candidates": result.candidates,
        "dismissed_by_signature": result.dismissed,
        "pairs": [pair_dict(result, p, review) for p in pairs],
        "groups": [[safe_display(result.documents[i].path) for i in g] for g in result.groups],
        # Texts many students share (in no pair and in no student's share), and the least
        # evidence a reworded passage needed in this class.
        "common": [c.as_dict(paths) for c in result.common],
        "rewording": result.rewording.as_dict(),
        "timings": {k: round(v, 4) for k, v in result.timings.items()},
    }


def write_json(result: Result, path: Path | str, review: Review | None = None) -> None:
    text = report_json(result_dict(result, review=review))
    atomic_write(path, lambda f: f.write(text))


def report_json(data: dict[str, Any]) -> str:
    """The JSON report's text: a top-level key a line, and each record of a list (a document, a
    pair, a group, a problem) on a line of its own, so that a report reads and compares line by
    line. Encoded by ``json``'s C encoder, then written at once: indenting every level is done
    in Python, and a 4 MB report (5,000 essays, 1,000 pairs) took 1.2 s that way, 0.06 s so."""
    encode = json.JSONEncoder(ensure_ascii=False).encode
    lines = []
    for key, value in data.items():
        if isinstance(value, list) and value:
            records = ",\n".join("  " + encode(v) for v in value)
            lines.append(f" {encode(key)}: [\n{records}\n ]")
        else:
            lines.append(f" {encode(key)}: {encode(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


CSV_COLUMNS = (
    "student_a",
    "student_b",
    "found_elsewhere_percent",
    "not_credited_percent",
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
    "first",
    "gap_seconds",
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
        d["flags"] = "; ".join(map(say, d["flags"]))  # people read them: their language
        d["review"], d["review_note"] = d["review"]["decision"], d["review"]["note"]
        w.writerow([safe_cell(d.get(c, "")) for c in CSV_COLUMNS])
    return buf.getvalue()


def write_csv(
    result: Result, path: Path | str, all_candidates: bool = False, review: Review | None = None
) -> None:
    """UTF-8 with a BOM (Excel then reads it as UTF-8), one row per reported pair."""
    text = "\ufeff" + csv_text(result, all_candidates, review)
    atomic_write(path, lambda f: f.write(text), newline="")


NOT_CHECKED = msg("not checked")
STUDENT_COLUMNS = (
    "name",
    "found_elsewhere_percent",
    "not_credited_percent",
    "similarity",
    *CREDITS,
    "top_match",
    "top_match_share",
    "matches",
    "flags",
    "submitted",
    "submitted_from",
    "problem",
    "review",
    "review_note",
)


def student_rows(result: Result, review: Review | None = None) -> list[dict[str, Any]]:
    """One row per student, most similar first, then the students whose work was not checked
    ("not checked" and the reason), then the other files that could not be compared.

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
                "found_elsewhere_percent": percent(sim.similarity),
                "not_credited_percent": percent(sim.uncredited),
                "similarity": round(sim.similarity, 4),
                **{c: round(x, 4) for c, x in zip(CREDITS, sim.by_credit)},
                "top_match": display_name(result.documents[top.doc]) if top else "",
                "top_match_share": round(top.share, 4) if top else "",
                "matches": len(sim.matches),
                "flags": "; ".join(map(say, describe_flags(result.documents[i].flags))),
                "submitted": result.documents[i].submitted or "",
                "submitted_from": result.documents[i].submitted_from,
                "problem": "",
                "review": decided.decision.value,
                "review_note": decided.note,
            }
        )
    blank = dict.fromkeys(STUDENT_COLUMNS, "")
    for name, why in result.unchecked:
        shown = safe_display(name)
        rows.append(
            {
                **blank,
                "name": shown,
                "found_elsewhere_percent": say(NOT_CHECKED),
                "problem": say(why),
            }
        )
    for pr in result.problems:
        if not pr.unchecked:
            rows.append({**blank, "name": safe_display(pr.path), "problem": say(pr.reason)})
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
