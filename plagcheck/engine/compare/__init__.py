"""Compare: candidate pairs in, evidence out.

In: two documents' shingles, signatures and texts (from ``text``). Out: a verified ``Pair``
(estimated next to exact Jaccard, bag Jaccard, containment both ways, local containment), the
``Passage`` s they share as spans of their original texts, each document's share of shared text
(``similarity``) and the groups of students who share text.
Must not import: ``stages``, ``result``, ``pipeline``, ``archive`` or any front.
"""

from plagcheck.engine.compare.evidence import (
    CITED_NOT_QUOTED,
    CREDITS,
    QUOTED_AND_CITED,
    QUOTED_NOT_CITED,
    UNCREDITED,
    Pair,
    Passage,
    PassageStats,
    lesser_credit,
)
from plagcheck.engine.compare.marks import excluded_spans, reworded_words
from plagcheck.engine.compare.passages import find_passages
from plagcheck.engine.compare.similarity import (
    NOTHING_SHARED,
    DocumentSimilarity,
    Match,
    found_elsewhere,
    not_credited,
)

__all__ = [
    "CITED_NOT_QUOTED",
    "CREDITS",
    "QUOTED_AND_CITED",
    "QUOTED_NOT_CITED",
    "UNCREDITED",
    "lesser_credit",
    "DocumentSimilarity",
    "Match",
    "NOTHING_SHARED",
    "Pair",
    "Passage",
    "PassageStats",
    "excluded_spans",
    "find_passages",
    "found_elsewhere",
    "not_credited",
    "reworded_words",
]
