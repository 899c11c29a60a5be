"""A block of candidate pairs at a time: what the pair stages (``stages.verify_block``,
``stages.passages_block``) do with the verified pairs of a block, in whichever process holds it:
decide which are reported, find their passages, keep what was found for the next threshold."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import numpy as np

from plagcheck.engine.compare.credit import Spans, credit_passages, joins
from plagcheck.engine.compare.evidence import Pair, PassageStats
from plagcheck.engine.compare.passages import find_passages_many, stats
from plagcheck.engine.intake.credit import Marks
from plagcheck.engine.model import Document
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, check
from plagcheck.engine.text.background import Background
from plagcheck.engine.text.paraphrase import passage_score
from plagcheck.engine.text.shingles import Shingles

__all__ = [
    "decide",
    "decided",
    "fill_passages",
    "passage_scores",
    "remember_passages",
    "whole_for_result",
]

# Reported pairs whose passages are found together (between two progress reports).
PASSAGES_STEP = 64


def fill_passages(
    pairs: Sequence[Pair],
    docs: Sequence[Document],
    shingles: Sequence[Shingles],
    params: Params,
    known: dict[tuple[int, int], PassageStats],
    progress: ProgressFn,
    cancel: CancelFn | None,
    ids: np.ndarray | None = None,
    bg: Background | None = None,
) -> None:
    """Passage count, longest passage and coverage of each reported pair (``known`` caches, by
    the scan's numbers of the two documents; ``ids``: the scan's number of each of ``docs``)."""

    def key(p: Pair) -> tuple[int, int]:
        return (p.a, p.b) if ids is None else (int(ids[p.a]), int(ids[p.b]))

    todo = [p for p in pairs if p.reported]
    new = [p for p in todo if key(p) not in known]
    marks: dict[int, Marks | None] = {}  # each document's credit marks, read once
    left: dict[int, Spans] = {}  # and its text left out of the comparison
    for lo in range(0, len(new), PASSAGES_STEP):
        progress("passages", lo, len(new))
        check(cancel)
        step = new[lo : lo + PASSAGES_STEP]
        sides = [(docs[p.a], shingles[p.a], docs[p.b], shingles[p.b]) for p in step]
        # Reworded passages whatever the exact ones, unless those show a copy.
        look = [not p.copied and not p.probe for p in step]
        found = find_passages_many(sides, params.unit, params.k, params.gap, reworded=look, bg=bg)
        for p, f in zip(step, found):
            a, b = docs[p.a], docs[p.b]
            join = joins(params, a, shingles[p.a], b, shingles[p.b], left)
            credited = credit_passages(f, a, b, marks, join)
            known[key(p)] = stats(a, b, credited, shingles[p.a], shingles[p.b])
    for p in todo:
        st = known[key(p)]
        p.passages, p.longest_passage = st.passages, st.longest
        p.coverage_a, p.coverage_b = st.coverage_a, st.coverage_b
        p.spans, p.cut_short = st.found, st.cut_short or p.cut_short
        p.scattered = not st.passages
    progress("passages", len(new), len(new))


def remember_passages(pairs: Sequence[Pair], known: dict[tuple[int, int], PassageStats]) -> None:
    """Keep the passage figures of reported pairs found elsewhere (in worker processes)."""
    for p in pairs:
        if p.reported:
            known[(p.a, p.b)] = PassageStats(
                p.passages, p.longest_passage, p.coverage_a, p.coverage_b, p.spans, p.cut_short
            )


def decided(p: Pair, params: Params) -> bool:
    """Whether a pair's figures report it (J >= threshold, containment >= containment threshold,
    the paraphrase score at its threshold), if passages show why."""
    return p.verbatim(params.threshold, params.containment_cut) or (
        params.paraphrase and p.paraphrase >= params.paraphrase_threshold
    )


def decide(pairs: list[Pair], docs: Sequence[Document], params: Params) -> list[Pair]:
    """Mark the pairs to report (``decided``, and those looked at for text common to the class,
    ``Pair.probe``, for now); rank."""
    out = []
    for p in pairs:
        if docs[p.a].source and docs[p.b].source:
            continue  # reference texts are never compared with each other
        q = Pair(**{**p.__dict__})
        q.identical = docs[p.a].content_hash == docs[p.b].content_hash
        q.reported = decided(q, params) or q.probe
        out.append(q)
    out.sort(key=lambda p: (not p.reported, -p.score, p.a, p.b))
    return out


def passage_scores(
    pairs: Sequence[Pair],
    shingles: Sequence[Shingles],
    params: Params,
    scored: np.ndarray | None = None,
) -> None:
    """The reworded passages' score (``paraphrase.passage_score``) of each verified pair given
    the paraphrase score (``scored``; None: all) that needs it to be reported: reported neither
    by shared shingles (``Pair.verbatim``) nor by its sentence score. Aligning a pair's
    sentences costs about a millisecond, and a verbatim copy does not need it (verification
    then depends on the thresholds: ``pipeline.evidence`` keys it by them)."""
    if not params.paraphrase:
        return
    for i, p in enumerate(pairs):
        if scored is not None and not scored[i]:
            continue
        if p.verbatim(params.threshold, params.containment_cut):
            continue
        if p.paraphrase >= params.paraphrase_threshold:
            continue
        x, y = shingles[p.a].para, shingles[p.b].para
        if x is not None and y is not None:
            p.paraphrase = max(p.paraphrase, passage_score(x.content, y.content))


def whole_for_result(
    docs: Sequence[Document],
    shingles: Sequence[Shingles],
    ids: np.ndarray,
    read_whole: Collection[int],
    reported: Sequence[int],
) -> dict[int, tuple[Document, Shingles]]:
    """The documents ``reported`` of a block that it read whole (``read_whole``), by the scan's
    number (``ids``), as the Result holds them: a worker sends them back with its pairs, where
    the scan's process would read them again (20,000 essays a fifth related: 3,533 documents,
    about a second on one core after the workers are done), without their sorted views (a
    quarter of what they weigh) but with their count, which the JSON report shows."""
    out = {}
    for i in reported:
        if i in read_whole:
            out[int(ids[i])] = (docs[i], shingles[i].without_views())
    return out
