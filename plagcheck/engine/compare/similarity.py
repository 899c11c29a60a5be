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

from plagcheck.engine.compare.evidence import CREDITS, QUOTED_AND_CITED, UNCREDITED
from plagcheck.engine.compare.scores import Pair
from plagcheck.engine.model import Document, coverage


@dataclass(frozen=True)
class Match:
    doc: int  # index of the other document in the result
    share: float  # share of this document inside the pair's passages (0-1)


@dataclass(frozen=True)
class DocumentSimilarity:
    similarity: float  # share of the document inside any shared passage (0-1)
    matches: tuple[Match, ...]  # largest share first
    # Share of the document in passages of each credit group (evidence.CREDITS order), by the
    # credit this document's side gave them.
    by_credit: tuple[float, ...] = (0.0, 0.0, 0.0, 0.0)

    def credit_share(self, credit: str) -> float:
        return self.by_credit[CREDITS.index(credit)]

    @property
    def uncredited(self) -> float:
        """The share in passages the student neither quoted nor cited."""
        return self.credit_share(UNCREDITED)

    @property
    def top(self) -> Match | None:
        return self.matches[0] if self.matches else None


NOTHING_SHARED = DocumentSimilarity(0.0, ())


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


def per_document(
    documents: Sequence[Document], pairs: Sequence[Pair], count_credited: bool = False
) -> list[DocumentSimilarity]:
    """Similarity and matches of every document (by index), from the reported pairs' passages.
    Text the document quoted and cited is counted apart, not in its similarity (unless
    ``count_credited``)."""
    spans: list[dict[str, list[tuple[int, int]]]] = [{} for _ in documents]
    matches: list[list[Match]] = [[] for _ in documents]
    for p in pairs:
        if not p.reported:
            continue
        for q in p.spans:
            spans[p.a].setdefault(getattr(q, "credit_a", "uncredited"), []).append(
                (q.a_start, q.a_end)
            )
            spans[p.b].setdefault(getattr(q, "credit_b", "uncredited"), []).append(
                (q.b_start, q.b_end)
            )
        matches[p.a].append(Match(p.b, p.coverage_a))
        matches[p.b].append(Match(p.a, p.coverage_b))
    out = []
    for doc, sp, ms in zip(documents, spans, matches):
        if not sp and not ms:  # most of a large class
            out.append(NOTHING_SHARED)
            continue
        counted = [s for c, group in sp.items() for s in group]
        if not count_credited:
            counted = [s for c, group in sp.items() if c != QUOTED_AND_CITED for s in group]
        share = coverage(doc, merge_spans(counted)) if counted else 0.0
        groups = tuple(coverage(doc, merge_spans(sp[c])) if c in sp else 0.0 for c in CREDITS)
        ms.sort(key=lambda m: (-m.share, m.doc))
        out.append(DocumentSimilarity(share, tuple(ms), groups))
    return out


def found_elsewhere(pair: Pair) -> float:
    """A pair's one plain figure: the larger share of either essay found in the other."""
    return max(pair.coverage_a, pair.coverage_b)


def not_credited(documents: Sequence[Document], pair: Pair) -> float:
    """``found_elsewhere`` counting only the passages that side neither quoted nor cited."""
    a = [(q.a_start, q.a_end) for q in pair.spans if q.credit_a == UNCREDITED]
    b = [(q.b_start, q.b_end) for q in pair.spans if q.credit_b == UNCREDITED]
    if len(a) == len(b) == len(pair.spans):
        return found_elsewhere(pair)
    doc_a, doc_b = documents[pair.a], documents[pair.b]
    share_a = coverage(doc_a, merge_spans(a)) if a and doc_a.original else 0.0
    share_b = coverage(doc_b, merge_spans(b)) if b and doc_b.original else 0.0
    return max(share_a, share_b)
