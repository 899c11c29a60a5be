"""Spans of the original texts that the side-by-side view and the reports mark: the text that
did not score (greyed) and the words a reworded passage's sides share."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from plagcheck.engine.compare.evidence import Passage
from plagcheck.engine.model import Document
from plagcheck.engine.text.alignment import matching_words
from plagcheck.engine.text.shingles import WORD, Shingles

__all__ = ["excluded_spans", "reworded_words"]


def excluded_spans(doc: Document, sh: Shingles) -> list[tuple[int, int]]:
    """Original-text spans that did not score, merged: text no scored shingle covers (template
    text, hidden text, quotations, bibliography, too-common shingles). Spans with no letter or
    digit (a full stop after the last word) are left out."""
    n = len(doc.text)
    if n == 0:
        return []
    cover = np.zeros(n + 1, dtype=np.int64)
    np.add.at(cover, sh.starts[sh.scored], 1)
    np.add.at(cover, sh.ends[sh.scored], -1)
    scored = np.cumsum(cover[:n]) > 0
    edges = np.flatnonzero(np.diff(np.concatenate([[False], ~scored, [False]]).astype(np.int8)))
    out: list[tuple[int, int]] = []
    for s, e in zip(edges[::2].tolist(), edges[1::2].tolist()):
        if not WORD.search(doc.text, s, e):
            continue
        os_, oe = doc.original_span(s, e)
        if out and os_ <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], oe))
        else:
            out.append((os_, oe))
    return out


def reworded_words(
    da: Document, db: Document, passages: Sequence[Passage]
) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """Spans of the words of the reworded passages that the other side has too (the words to
    look for in a reworded copy), in each original text."""
    out_a: list[tuple[int, int]] = []
    out_b: list[tuple[int, int]] = []
    for q in passages:
        if q.reworded:
            wa, wb = matching_words(
                da.original[q.a_start : q.a_end], db.original[q.b_start : q.b_end]
            )
            out_a += [(q.a_start + s, q.a_start + t) for s, t in wa]
            out_b += [(q.b_start + s, q.b_start + t) for s, t in wb]
    return sorted(out_a), sorted(out_b)
