"""The class's own background: how many documents of the scan use each word.

Two students who answer one prompt share its topic and its vocabulary ("computers", "exercise",
"hand-eye coordination"): words that most of the class uses say nothing about copying. A word's
weight in a reworded passage is therefore its inverse document frequency over the whole folder,
not over the two documents compared (``alignment.Weighed``), in the form of Robertson and Spärck
Jones' relevance weight as BM25 uses it (Robertson & Zaragoza, "The Probabilistic Relevance
Framework: BM25 and Beyond", 2009, eq. 3.3):

    idf(w) = max(0, log((N - df(w) + 0.5) / (df(w) + 0.5)))

which is 0 for a word that half the class or more uses. N is at least ``LEAST_DOCS``: in a folder
of a few documents a word two of them share is not common (the documents the folder lacks are
counted as not using it).

Words are counted by their token hashes (``shingles.token_values``, the same in every process);
the reworded alignment compares stems, so a stem weighs as its most used form does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from plagcheck.engine.arrays import runs
from plagcheck.engine.text import paraphrase

__all__ = ["Background", "LEAST_DOCS", "count", "merge", "weigh"]

# A folder smaller than this is weighed as if it had this many documents (see above).
LEAST_DOCS = 50


@dataclass(frozen=True)
class Background:
    """Word token hashes (sorted, distinct), the documents using each, and the documents."""

    words: np.ndarray
    docs: np.ndarray
    n: int

    def frequency(self, values: np.ndarray) -> np.ndarray:
        """How many documents use each of ``values`` (0 for a word none of them uses)."""
        if not len(self.words):
            return np.zeros(len(values), dtype=np.int64)
        at = np.minimum(np.searchsorted(self.words, values), len(self.words) - 1)
        return np.where(self.words[at] == values, self.docs[at], 0)

    def idf(self, df: np.ndarray) -> np.ndarray:
        """The weight of words used by ``df`` documents (the module docstring)."""
        n = max(self.n, LEAST_DOCS)
        return np.maximum(np.log((n - df + 0.5) / (df + 0.5)), 0.0)

    @property
    def key(self) -> tuple[int, int, int]:
        """What tells two backgrounds apart cheaply (a content's weights are kept by it)."""
        return (self.n, len(self.words), int(self.docs.sum()))


EMPTY = Background(np.zeros(0, dtype=np.uint32), np.zeros(0, dtype=np.int64), 0)


def count(tokens: Iterable[np.ndarray]) -> Background:
    """The background of documents given by their word token hashes."""
    distinct = [np.unique(t) for t in tokens]
    if not distinct:
        return EMPTY
    flat = np.sort(np.concatenate(distinct))
    at, n = runs(flat)
    return Background(flat[at], n.astype(np.int64), len(distinct))


def merge(parts: Sequence[Background]) -> Background:
    """One background of the documents of ``parts`` (partitions of one folder)."""
    parts = [p for p in parts if p.n]
    if len(parts) < 2:
        return parts[0] if parts else EMPTY
    words = np.concatenate([p.words for p in parts])
    docs = np.concatenate([p.docs for p in parts])
    order = np.argsort(words, kind="stable")
    words, docs = words[order], docs[order]
    at, _ = runs(words)
    return Background(words[at], np.add.reduceat(docs, at), sum(p.n for p in parts))


# (background key, language, words known) -> each stem id's document count, most used form.
_STEM_DF: dict[tuple[tuple[int, int, int], str, int], np.ndarray] = {}


def _stem_frequency(bg: Background, lang: str) -> np.ndarray:
    """The documents using each stem id of ``lang``'s words met so far (its most used form)."""
    values, ids = paraphrase.known_stems(lang)
    key = (bg.key, lang, len(values))
    got = _STEM_DF.get(key)
    if got is None:
        if len(_STEM_DF) > 64:
            _STEM_DF.clear()
        got = np.zeros(int(ids.max()) + 1 if len(ids) else 0, dtype=np.int64)
        np.maximum.at(got, ids, bg.frequency(values))
        _STEM_DF[key] = got
    return got


def weigh(sources: Iterable[paraphrase.Source], bg: Background | None) -> None:
    """Give each document's sentence entries their class weight (``Content.idf``, its content
    worked out first); None or an empty background: the alignment weighs words by the two
    documents compared."""
    for s in sources:
        c = s.content
        if bg is None or not bg.n:
            c.idf, c.idf_key = None, None
        elif c.idf_key != bg.key:
            df = _stem_frequency(bg, c.lang if s.stemming else "")
            c.idf, c.idf_key = bg.idf(df[c.entry_word]), bg.key
