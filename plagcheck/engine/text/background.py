"""The class's own background: how many documents of the scan use each word (and each
shingle: the common shingles that ``Params.max_doc_share`` leaves out, as MOSS's -m does).

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

A scan with a library weighs each word by the library's articles too (``Background.outer``,
counted when the library was built): a word common in the library ("also", "century", a
topic's words where the library holds many articles on it) weighs nothing, whatever the class
does with it. Its weight is the smaller of the two, never one of the pooled counts: the class's
400 uses of "censorship" would vanish among a million articles that rarely use it.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

import numpy as np

from plagcheck.engine.arrays import (
    distinct,
    first_of_runs,
    laid_end_to_end,
    member,
    runs,
    split_again,
)
from plagcheck.engine.params import Unit
from plagcheck.engine.text import paraphrase
from plagcheck.engine.text.contents import read_contents
from plagcheck.engine.text.shingles import token_values
from plagcheck.engine.text.winnow import kgram_words, kgrams

__all__ = [
    "Background",
    "HELD_BY",
    "LEAST_DOCS",
    "count",
    "frequent",
    "holds",
    "merge",
    "read_weighed",
]

# A folder smaller than this is weighed as if it had this many documents (see above).
LEAST_DOCS = 50
# ... and one of fewer than this has no class to weigh against: its reworded passages are weighed
# by the two documents compared, as before (two students' essays alone, a handful of files).
LEAST_CLASS = 10
# A word k-gram this many documents hold is text the class holds (two students and a third:
# ``compare.common``); the background keeps the counts of those (``Background.grams``).
HELD_BY = 3
# Text that this many documents hold (a word k-gram of it) weighs nothing in a reworded
# passage: students answering one reading restate its sentences, and two who restated one
# paragraph look like one who reworded the other. (Fewer: several students copied one source,
# rewording it in turn; their copies stay evidence.)
MANY_HOLD = 8


@dataclass(frozen=True)
class Background:
    """Hashes (of words, or of shingles: sorted, distinct), the documents using each, and the
    documents counted; for a scan with a library, the library's articles using each of
    ``words`` (``outer``) and its articles (``outer_n``)."""

    words: np.ndarray
    docs: np.ndarray
    n: int
    outer: np.ndarray | None = None
    outer_n: int = 0
    # The word k-grams (``FP_K`` words) and how many documents hold each (after ``merge``, those
    # ``HELD_BY`` or more hold): text ``MANY_HOLD`` or more hold weighs nothing in a reworded
    # passage, and a passage's k-grams fewer hold are none of the class's (``compare.common``).
    grams: Background | None = None

    def frequency(self, values: np.ndarray, docs: np.ndarray | None = None) -> np.ndarray:
        """How many documents use each of ``values`` (0 for a word none of them uses); of the
        library's articles with ``docs=self.outer``."""
        docs = self.docs if docs is None else docs
        if not len(self.words):
            return np.zeros(len(values), dtype=np.int64)
        at = np.minimum(np.searchsorted(self.words, values), len(self.words) - 1)
        return np.where(self.words[at] == values, docs[at], 0)

    def idf(self, df: np.ndarray, outer_df: np.ndarray | None = None) -> np.ndarray:
        """The weight of words used by ``df`` documents of the class (and ``outer_df`` articles
        of the library, where the scan has one): the module docstring. A class too small to
        weigh against is weighed by its library alone."""
        df = np.asarray(df)
        if self.outer is None:
            return _idf(df, self.n)
        w = _idf(np.zeros_like(df) if outer_df is None else outer_df, self.outer_n)
        return np.minimum(w, _idf(df, self.n)) if self.n >= LEAST_CLASS else w

    @property
    def rarest(self) -> float:
        """The weight of a word that no document uses."""
        return float(self.idf(np.zeros(1, dtype=np.int64))[0])

    def weights(self, values: np.ndarray) -> np.ndarray:
        """The weight of each word of ``values`` (token hashes) in this scan."""
        outer = None if self.outer is None else self.frequency(values, self.outer)
        return self.idf(self.frequency(values), outer)

    @property
    def usable(self) -> bool:
        """Whether there is a background to weigh by: a class of LEAST_CLASS documents, or a
        library."""
        return self.n >= LEAST_CLASS or (self.outer is not None and self.outer_n > 0)

    def within(self, outer: np.ndarray, outer_n: int) -> Background:
        """This background with a library's counts of its words (``outer``)."""
        return replace(self, outer=np.asarray(outer, dtype=np.int64), outer_n=outer_n)

    @property
    def key(self) -> tuple[int, ...]:
        """What tells two backgrounds apart cheaply (a content's weights are kept by it)."""
        outer = (self.outer_n, int(self.outer.sum())) if self.outer is not None else ()
        return (self.n, len(self.words), int(self.docs.sum()), *outer)


def _idf(df: np.ndarray, n: int) -> np.ndarray:
    n = max(n, LEAST_DOCS)
    return np.maximum(np.log((n - df + 0.5) / (df + 0.5)), 0.0)


EMPTY = Background(np.zeros(0, dtype=np.uint32), np.zeros(0, dtype=np.int64), 0)


def count(tokens: Iterable[np.ndarray], grams: bool = False) -> Background:
    """The background of documents given by their hashes (of words, or shingles); ``grams``:
    with the counts of their word k-grams (``Background.grams``; the hashes are words')."""
    tokens = list(tokens)
    each = [distinct(t) for t in tokens]
    if not each:
        return EMPTY
    flat = np.sort(np.concatenate(each), kind="stable")  # (runs of sorted values: merged)
    at, n = runs(flat)
    out = Background(flat[at], n.astype(np.int64), len(each))
    if not grams:
        return out
    # (a partition's counts, shipped from its worker: most of its k-grams one document holds,
    # and none more than it has; ``merge`` counts them as int64 again)
    held = count(kgrams(tokens))
    small = np.uint16 if held.n <= np.iinfo(np.uint16).max else np.int64
    return replace(out, grams=replace(held, docs=held.docs.astype(small)))


def frequent(bg: Background, share: float) -> np.ndarray:
    """The hashes more than ``share`` of the documents use (MOSS's -m)."""
    return bg.words[bg.docs > share * bg.n]


def merge(parts: Sequence[Background]) -> Background:
    """One background of the documents of ``parts`` (partitions of one folder); of their word
    k-grams, those ``HELD_BY`` or more of the folder's documents hold (all a scan reads)."""
    parts = [p for p in parts if p.n]
    grams = [p.grams for p in parts if p.grams is not None]
    held = None
    if grams:
        words, docs = grams[0].words, grams[0].docs
        if len(grams) > 1:
            # Each k-gram once for each document holding it, sorted (the partitions' sorted
            # hashes merged: a stable sort merges runs; most k-grams one document holds, so
            # the hashes alone sort faster than an order of hashes and counts); one that
            # HELD_BY documents hold is there HELD_BY times in a row.
            sizes = [int(g.docs.sum()) for g in grams]
            flat = np.empty(sum(sizes), dtype=grams[0].words.dtype)
            filled = 0
            for g, size in zip(grams, sizes):  # (into one array, sorted in place: 100,000
                flat[filled : filled + size] = np.repeat(g.words, g.docs)  # essays' are 0.5 GB)
                filled += size
            flat.sort(kind="stable")
            start = flat[: max(len(flat) - HELD_BY + 1, 0)]  # (where a run of HELD_BY may start)
            words = distinct(start[flat[HELD_BY - 1 :] == start])
            docs = np.searchsorted(flat, words, side="right") - np.searchsorted(flat, words)
        keep = docs >= HELD_BY
        held = Background(words[keep], docs[keep].astype(np.int64), sum(g.n for g in grams))
    if len(parts) < 2:
        return replace(parts[0], grams=held) if parts else EMPTY
    words = np.concatenate([p.words for p in parts])
    docs = np.concatenate([p.docs for p in parts])
    order = np.argsort(words, kind="stable")
    words, docs = words[order], docs[order]
    at, _ = runs(words)
    return Background(words[at], np.add.reduceat(docs, at), sum(p.n for p in parts), grams=held)


def read_weighed(sources: Iterable[paraphrase.Source | None], bg: Background | None) -> None:
    """The content words of each document (``contents.read_contents``, all at once), each
    sentence entry given its class weight (``Content.idf``); None or an empty background: the
    alignment weighs words by the two documents compared."""
    known = [s for s in sources if s is not None]
    read_contents(known)
    if bg is None or not bg.usable:
        for s in known:
            s.content.idf, s.content.idf_key = None, None
        return
    key = bg.key  # (a sum over the background's words: once)
    todo = [s for s in known if s.content.idf_key != key]
    held = None if bg.grams is None else _held([s.content.values for s in todo], bg.grams)
    for i, (s, idf) in enumerate(zip(todo, _stem_weights(todo, bg))):
        c = s.content
        if held is not None:
            idf = idf * _unheld(c, c.words, held[i])
        c.idf, c.idf_key = idf, key


def _held(values: Sequence[np.ndarray], grams: Background) -> list[np.ndarray]:
    """Which word k-grams of each document (given by its words' hashes) ``MANY_HOLD`` or more
    documents hold: all the documents' at once."""
    each = kgrams(values)
    many = grams.words[grams.docs >= MANY_HOLD]
    flat, lengths = laid_end_to_end(each, np.uint32)
    return split_again(member(flat, many, sorted_distinct=True), lengths)


def _unheld(c: paraphrase.Content, starts: np.ndarray, held: np.ndarray) -> np.ndarray:
    """The share of each of ``c``'s entries' occurrences that lie outside text ``MANY_HOLD`` or
    more documents hold (``held``: which of its word k-grams, their words at ``starts``)."""
    if not held.any() or not len(c.entry_word):
        return np.ones(len(c.entry_word))
    covered = kgram_words(held)
    word = np.searchsorted(starts, c.starts)  # each content word's place among all words
    free = ~covered[np.minimum(word, len(covered) - 1)]
    m = int(c.stem_ids.max()) + 1 if len(c.stem_ids) else 1
    sent = np.repeat(np.arange(len(c.bounds) - 1), np.diff(c.bounds))
    entries = c.entry_sent * m + c.entry_word  # (sentence, stem), as each content word's
    order = np.argsort(entries)
    slot = np.searchsorted(entries[order], sent * m + c.stem_ids)
    total = np.bincount(slot, minlength=len(entries))
    share = np.ones(len(entries))
    share[order] = np.bincount(slot, free.astype(float), minlength=len(entries)) / np.maximum(
        total, 1
    )
    return share


def _stem_weights(sources: Sequence[paraphrase.Source], bg: Background) -> list[np.ndarray]:
    """The weight of the stem of each of each source's entries: that of its most used form in
    its document (the same in every process, whatever other documents it has read). All the
    documents at once: each word weighed once, (document, stem) pairs sorted together."""
    contents = [s.content for s in sources]
    values = [distinct(c.values) for c in contents]
    lens = np.array([len(v) for v in values], dtype=np.int64)
    flat = np.concatenate([np.zeros(0, np.uint32), *values])
    doc = np.repeat(np.arange(len(values), dtype=np.int64), lens)
    stem = np.full(len(flat), -1, dtype=np.int64)
    langs = [c.lang if s.stemming else "" for s, c in zip(sources, contents)]
    by_lang = np.repeat(np.unique(langs, return_inverse=True)[1].ravel(), lens) if langs else doc
    for k, lang in enumerate(sorted(set(langs))):
        keys, ids = paraphrase.known_stems(lang)
        sel = np.flatnonzero(by_lang == k)
        if not len(keys) or not len(sel):
            continue
        at = np.minimum(np.searchsorted(keys, flat[sel]), len(keys) - 1)
        ok = keys[at] == flat[sel]
        stem[sel[ok]] = ids[at[ok]]
    known, rarest = stem >= 0, bg.rarest
    # The least weight of each (document, stem): sorted by document, stem, weight.
    w = bg.weights(flat[known])
    d, stems = doc[known], stem[known]
    order = np.lexsort((w, stems, d))
    d, stems, w = d[order], stems[order], w[order]
    first = first_of_runs(d, stems)
    d, stems, w = d[first], stems[first], np.minimum(w[first], rarest)
    out = []
    for i, c in enumerate(contents):
        lo, hi = np.searchsorted(d, [i, i + 1])
        mine, weights = stems[lo:hi], w[lo:hi]
        pos = np.minimum(np.searchsorted(mine, c.entry_word), max(len(mine) - 1, 0))
        hit = mine[pos] == c.entry_word if len(mine) else np.zeros(len(c.entry_word), bool)
        out.append(np.where(hit, weights[pos] if len(mine) else 0.0, rarest))
    return out


# An exact passage of this many words is evidence by its length; a shorter one by what it holds
# that the class does not share: the summed weights of its distinct words, at least RARE_WEIGHT
# (two students of one class who both wrote "I believe that censorship should not be" share
# eight words, none of them rare).
LONG_WORDS = 15
RARE_WEIGHT = 8.0


def holds(text: str, words: int, bg: Background | None) -> float:
    """The evidence an exact passage of ``words`` words holds (``Passage.mass``): all
    (infinite) where it is long or rare enough in the class, else none: alone it is not shown."""
    if words >= LONG_WORDS or bg is None or not bg.n:
        return math.inf
    values = distinct(token_values(text, Unit.WORD)[0])
    return math.inf if float(bg.weights(values).sum()) >= RARE_WEIGHT else 0.0


def given(bg: Background, words: np.ndarray) -> Background:
    """``bg`` with ``words`` (hashes: the assignment text's) counted as used by every document:
    a word of the prompt the teacher gave is the class's vocabulary, no evidence of copying."""
    if not bg.n or not len(words):
        return bg
    words = distinct(np.asarray(words, dtype=bg.words.dtype))
    new = words[~np.isin(words, bg.words)]
    out = np.concatenate([bg.words, new])
    order = np.argsort(out, kind="stable")
    docs = np.concatenate([bg.docs, np.zeros(len(new), dtype=np.int64)])[order]
    out = out[order]
    docs[np.isin(out, words)] = bg.n
    outer = None if bg.outer is None else bg.frequency(out, bg.outer)  # (a library's: as it was)
    return replace(bg, words=out, docs=docs, outer=outer)
