"""The rows of the window's pairs and students tables, built on the scan's thread (``worker``)
so that the window only shows them: at 20,000 essays they cost 40-80 ms each, a frozen window
had they been built on its thread (bench/gui_responsiveness.py)."""

from __future__ import annotations

from plagcheck.engine import Result, describe_flags, display_name
from plagcheck.engine.compare import Pair, found_elsewhere, not_credited
from plagcheck.i18n import say
from plagcheck.reports.export import pair_flags

# (pair, name A, name B, flags, archive label, found elsewhere, not credited)
PairRow = tuple[Pair, str, str, list[str], str, float, float]


def pair_rows(res: Result) -> list[PairRow]:
    """The pairs table's rows of a result, unsorted (20,000 essays' 4,500 pairs: 40-60 ms)."""
    rows: list[PairRow] = []
    for p in res.pairs:
        a, b = res.documents[p.a], res.documents[p.b]
        label = b.label or a.label or ""  # archived documents follow the folder's
        found, bare = found_elsewhere(p), not_credited(res.documents, p)
        rows.append((p, display_name(a), display_name(b), pair_flags(res, p), label, found, bare))
    return rows


# (document index, name, similarity, top match text, top share, matches, flags, shares by credit
# group); a student not checked: similarity -1, the reason as the only flag
StudentRow = tuple[int, str, float, str, float, int, list[str], tuple[float, ...]]


def student_rows(result: Result) -> list[StudentRow]:
    """The students table's rows of a result, unsorted (20,000 students: 60-80 ms)."""
    rows: list[StudentRow] = []
    for i in result.students:
        sim = result.similarity[i]
        top = sim.top
        top_name = display_name(result.documents[top.doc]) if top else ""
        flags = [say(f) for f in describe_flags(result.documents[i].flags)]
        share, name = (top.share if top else 0.0), display_name(result.documents[i])
        rows.append(
            (i, name, sim.similarity, top_name, share, len(sim.matches), flags, sim.by_credit)
        )
    for k, (name, why) in enumerate(result.unchecked):
        rows.append((-2 - k, name, -1.0, "", 0.0, 0, [say(why)], (-1.0,) * 4))
    return rows
