"""PAN's detection measures: precision, recall, granularity and plagdet (Potthast, Stein,
Barrón-Cedeño & Rosso 2010, "An Evaluation Framework for Plagiarism Detection", COLING).

Engine-independent: a plagiarism case and a detection are both a ``Span`` (the suspicious
document and a character range in it, the source document and a range in it). A case ``s`` and a
detection ``r`` are sets of character references (the characters of both ranges).

- ``r`` detects ``s`` when they are about the same two documents and overlap on both sides
  (the PAN evaluation program's reading of ``s ∩ r ≠ ∅``); ``s ⊓ r`` is then their common
  characters, else empty.
- macro recall: ``rec = 1/|S| Σ_s |∪_r (s ⊓ r)| / |s|``;
  macro precision: ``prec = 1/|R| Σ_r |∪_s (s ⊓ r)| / |r|``.
- micro recall and precision pool the characters instead: ``|∪ (s ⊓ r)| / |∪ s|`` and
  ``|∪ (s ⊓ r)| / |∪ r|``.
- granularity: ``gran = 1/|S_R| Σ_{s ∈ S_R} |R_s|`` over the detected cases ``S_R``, where
  ``R_s`` are the detections of ``s`` (1 when nothing is detected).
- ``plagdet = F1 / log2(1 + gran)``, F1 the harmonic mean of precision and recall.

Empty sets: no cases and no detections score 1 / 1; detections without cases have precision 0
(recall 1); cases without detections recall 0 (precision 1, there is nothing false).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Span:
    """A case or a detection: [susp_start, susp_end) of ``susp`` and [src_start, src_end) of
    ``src`` (character offsets, ends exclusive)."""

    susp: str
    susp_start: int
    susp_end: int
    src: str
    src_start: int
    src_end: int

    @property
    def size(self) -> int:
        return max(0, self.susp_end - self.susp_start) + max(0, self.src_end - self.src_start)


def detects(r: Span, s: Span) -> bool:
    """Whether detection ``r`` detects case ``s``: same documents, overlapping on both sides."""
    return (
        r.susp == s.susp
        and r.src == s.src
        and r.susp_start < s.susp_end
        and s.susp_start < r.susp_end
        and r.src_start < s.src_end
        and s.src_start < r.src_end
    )


def _union(ranges: Iterable[tuple[int, int]]) -> int:
    """Characters in the union of [start, end) ranges."""
    total, end = 0, None
    for lo, hi in sorted(r for r in ranges if r[1] > r[0]):
        if end is None or lo >= end:
            total += hi - lo
            end = hi
        elif hi > end:
            total += hi - end
            end = hi
    return total


def _meet(x: Span, y: Span) -> tuple[tuple[int, int], tuple[int, int]]:
    """The common ranges of ``x`` and ``y`` on the suspicious side and on the source side."""
    return (
        (max(x.susp_start, y.susp_start), min(x.susp_end, y.susp_end)),
        (max(x.src_start, y.src_start), min(x.src_end, y.src_end)),
    )


def _covered(x: Span, others: Sequence[Span]) -> int:
    """|∪_o (x ⊓ o)| for the ``others`` that overlap ``x`` on both sides."""
    meets = [_meet(x, o) for o in others]
    return _union(m[0] for m in meets) + _union(m[1] for m in meets)


@dataclass(frozen=True)
class Scores:
    precision: float
    recall: float
    granularity: float
    cases: int
    detections: int
    detected_cases: int

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0

    @property
    def plagdet(self) -> float:
        return self.f1 / math.log2(1 + self.granularity)


def _links(cases: Sequence[Span], detections: Sequence[Span]) -> list[list[int]]:
    """For each case, the detections (indices) that detect it."""
    by_docs: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, r in enumerate(detections):
        by_docs[(r.susp, r.src)].append(i)
    return [[i for i in by_docs[(s.susp, s.src)] if detects(detections[i], s)] for s in cases]


def _granularity(links: list[list[int]]) -> tuple[float, int]:
    found = [len(x) for x in links if x]
    return (sum(found) / len(found) if found else 1.0), len(found)


def macro(cases: Sequence[Span], detections: Sequence[Span]) -> Scores:
    """Macro-averaged precision and recall (the paper's definition), granularity."""
    links = _links(cases, detections)
    gran, n_found = _granularity(links)
    if not cases:
        rec = 1.0
    else:
        rec = sum(_covered(s, [detections[i] for i in x]) / s.size for s, x in zip(cases, links))
        rec /= len(cases)
    if not detections:
        prec = 1.0
    else:
        of: list[list[int]] = [[] for _ in detections]
        for c, x in enumerate(links):
            for i in x:
                of[i].append(c)
        prec = sum(
            _covered(r, [cases[c] for c in of[i]]) / r.size if r.size else 0.0
            for i, r in enumerate(detections)
        )
        prec /= len(detections)
    return Scores(prec, rec, gran, len(cases), len(detections), n_found)


def _chars(spans: Sequence[Span]) -> int:
    """Characters of the union of ``spans`` (by document, both sides)."""
    sides: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for x in spans:
        # A document may be a suspicious one in one pair and a source in another: its
        # characters are counted once per role, as the PAN program indexes them.
        sides["susp:" + x.susp].append((x.susp_start, x.susp_end))
        sides["src:" + x.src].append((x.src_start, x.src_end))
    return sum(_union(r) for r in sides.values())


def micro(cases: Sequence[Span], detections: Sequence[Span]) -> Scores:
    """Micro-averaged precision and recall (characters pooled), granularity."""
    links = _links(cases, detections)
    gran, n_found = _granularity(links)
    common = []
    for s, x in zip(cases, links):
        for i in x:
            a, b = _meet(s, detections[i])
            common.append(Span(s.susp, *a, s.src, *b))
    hit = _chars(common)
    total_s, total_r = _chars(cases), _chars(detections)
    rec = hit / total_s if total_s else 1.0
    prec = hit / total_r if total_r else 1.0
    if detections and not cases:
        prec = 0.0
    return Scores(prec, rec, gran, len(cases), len(detections), n_found)
