"""Similarity per submission: how much of each document lies in text it shares with others.

A document's similarity is the share of its original text (non-space characters, as a pair's
coverage) inside a passage shared with at least one other document: the union of its passages
over all its reported pairs, not their sum, so a paragraph three classmates copied counts once.
Its matches are the documents it shares passages with, each with the share of this document
their pair covers (the pair's coverage on this side), largest first. This is the per-student
"similarity index" teachers know from commercial checkers, computed from the evidence the pair
stage already found (no text is compared again).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from plagcheck.engine.compare.passages import coverage
from plagcheck.engine.compare.scores import Pair
from plagcheck.engine.model import Document


@dataclass(frozen=True)
class Match:
    doc: int  # index of the other document in the result
    share: float  # share of this document inside the pair's passages (0-1)


@dataclass(frozen=True)
class DocumentSimilarity:
    similarity: float  # share of the document inside any shared passage (0-1)
    matches: tuple[Match, ...]  # largest share first

    @property
    def top(self) -> Match | None:
        return self.matches[0] if self.matches else None


def merge_spans(spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Overlapping or touching spans joined, in text order."""
    out: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if out and s <= out[-1][1]:
            if e > out[-1][1]:
                out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def per_document(documents: Sequence[Document], pairs: Sequence[Pair]) -> list[DocumentSimilarity]:
    """Similarity and matches of every document (by index), from the reported pairs' passages."""
    spans: list[list[tuple[int, int]]] = [[] for _ in documents]
    matches: list[list[Match]] = [[] for _ in documents]
    for p in pairs:
        if not p.reported:
            continue
        spans[p.a] += [(q.a_start, q.a_end) for q in p.spans]
        spans[p.b] += [(q.b_start, q.b_end) for q in p.spans]
        matches[p.a].append(Match(p.b, p.coverage_a))
        matches[p.b].append(Match(p.a, p.coverage_b))
    out = []
    for doc, sp, ms in zip(documents, spans, matches):
        share = coverage(doc, merge_spans(sp)) if sp else 0.0
        ms.sort(key=lambda m: (-m.share, m.doc))
        out.append(DocumentSimilarity(share, tuple(ms)))
    return out
