"""Reworded passages: seeds of similar sentences, extended into passages, filtered.

After Sanchez-Perez, Sidorov & Gelbukh, "A Winning Approach to Text Alignment for Text Reuse
Detection at PAN 2014" (CLEF 2014 working notes), the best text-alignment system of PAN 2014:

- **Sentences as vectors**: each sentence the tf-isf vector of its content words (stop words
  dropped, stemmed: ``paraphrase.read_content``), the inverse sentence frequency counted over
  the sentences of both documents, so a word both texts use everywhere weighs little.
- **Seeds**: two sentences whose cosine and whose Dice coefficient (of their distinct words)
  both exceed ``SEED_COSINE`` / ``SEED_DICE``.
- **Extension**: seeds are clustered along one document, then the other, while consecutive
  seeds are at most ``GAP`` sentences apart; a cluster is kept when the cosine of its two
  passages (their sentences' vectors summed) exceeds ``VALID_COSINE``, else it is clustered
  again with a smaller gap, down to ``LEAST_GAP``.
- **Summaries**: a summary is a short passage against a long one; clustered with the gap of
  ``SUMMARY_GAP``, the passages of one side together are at least ``SUMMARY_RATIO`` times those
  of the other: then that clustering is taken.
- **Filtering**: of passages overlapping on a side, the one with the higher cosine stays;
  passages shorter than ``MIN_CHARS`` on a side go.

Everything works on the sentence arrays of ``paraphrase.Content`` (any object with its fields).
``matching_words`` tells the words of a reworded passage that the other side has too, for the
window and the reports to highlight.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Protocol

import numpy as np

from plagcheck.engine.arrays import ranges, runs
from plagcheck.engine.text import language
from plagcheck.engine.text.shingles import WORD

SEED_COSINE = 0.33
SEED_DICE = 0.33
VALID_COSINE = 0.40
GAP = 4
LEAST_GAP = 2
SUMMARY_GAP = 24
SUMMARY_RATIO = 3.0
# A reworded passage shorter than this on a side goes: two short reworded sentences are kept
# (the PAN-13 training corpus, docs/pan.md: 150 left out half the randomly obfuscated pairs not
# reported; 100 had two chance pairs of generated essays reported on containment).
MIN_CHARS = 110
ROUND = 9  # decimals of a cosine


class Sentences(Protocol):
    """What the alignment reads of a document (``paraphrase.Content``)."""

    entry_word: np.ndarray  # distinct (sentence, word) entries, sorted by word
    entry_sent: np.ndarray
    entry_tf: np.ndarray  # how often the word is in the sentence
    size: np.ndarray  # distinct words of each sentence
    idf: np.ndarray | None  # each entry's weight by the class (``background``), or None

    @property
    def sentences(self) -> tuple[list[int], list[int], list[int], list[int]]: ...

    @property
    def by_sentence(self) -> tuple[np.ndarray, np.ndarray]: ...


@dataclass(frozen=True)
class Found:
    """A reworded passage: sentences [i0, i1] of a and [j0, j1] of b (inclusive), the cosine of
    the two passages' vectors, and the seeds (aligned sentence pairs) inside it."""

    i0: int
    i1: int
    j0: int
    j1: int
    cosine: float
    seeds: int
    sents_a: int = 0  # distinct sentences of a among the seeds
    sents_b: int = 0
    whole: float = 0.0  # the cosine of the two whole documents
    pairs: tuple[tuple[int, int], ...] = ()  # the seeds (sentence of a, sentence of b)
    summary: bool = False  # clustered with the summary's gap
    cosines: tuple[float, ...] = ()  # each seed's cosine (of its two sentences), rounded


class Weighed:
    """Two documents' entries weighed for one comparison: tf-isf weights (tf * log(N / sf), N
    the sentences of both, sf the sentences of both that hold the word), each entry's word as
    an index into the words of both, and the entries in sentence order (a run of sentences is a
    slice)."""

    def __init__(self, a: Sentences, b: Sentences) -> None:
        n = len(a.size) + len(b.size)
        words, sf = np.unique(np.concatenate([a.entry_word, b.entry_word]), return_counts=True)
        isf = np.log(n / sf)
        # Weighed by the class where both documents know it (``background``): a word most of
        # the class uses weighs nothing, however rare it is in these two.
        by_class = a.idf is not None and b.idf is not None
        self.n_words = len(words)
        self.sides = []
        for c in (a, b):
            local = np.searchsorted(words, c.entry_word)
            w = c.entry_tf * (c.idf if by_class else isf[local])
            order, bounds = c.by_sentence
            self.sides.append((w, local[order], w[order], bounds))

    @property
    def wa(self) -> np.ndarray:
        return self.sides[0][0]

    @property
    def wb(self) -> np.ndarray:
        return self.sides[1][0]

    def vector(self, side: int, s0: int, s1: int) -> np.ndarray:
        """The summed vector of sentences s0..s1 of a side (0: a, 1: b), dense."""
        _, local, w, bounds = self.sides[side]
        lo, hi = bounds[s0], bounds[s1 + 1]
        return np.bincount(local[lo:hi], w[lo:hi], minlength=self.n_words)

    def cosine(self, span: tuple[int, int, int, int]) -> float:
        """Cosine of the vectors of a's sentences span[0]..span[1] and b's span[2]..span[3]."""
        x, y = self.vector(0, span[0], span[1]), self.vector(1, span[2], span[3])
        norm = float(np.sqrt(np.dot(x, x) * np.dot(y, y)))
        return float(np.dot(x, y)) / norm if norm else 0.0


def _norms(c: Sentences, w: np.ndarray) -> np.ndarray:
    return np.sqrt(np.bincount(c.entry_sent, w * w, minlength=len(c.size)))


def seeds(
    a: Sentences, b: Sentences, wa: np.ndarray, wb: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(sentences of a, sentences of b, cosines) of every seed: one pass over the words both
    documents share, each (sentence of a, word) entry meeting b's entries of that word."""
    lo = np.searchsorted(b.entry_word, a.entry_word, side="left")
    n = np.searchsorted(b.entry_word, a.entry_word, side="right") - lo
    empty = np.zeros(0, dtype=np.int64)
    if not n.any():
        return empty, empty, np.zeros(0)
    nb = len(b.size)
    other = ranges(lo, n)
    code = np.repeat(a.entry_sent, n) * nb + b.entry_sent[other]
    dot = np.repeat(wa, n) * wb[other]
    order = np.argsort(code, kind="stable")
    code, dot = code[order], dot[order]
    at, hits = runs(code)
    dot = np.add.reduceat(dot, at)
    i, j = code[at] // nb, code[at] % nb
    norm = _norms(a, wa)[i] * _norms(b, wb)[j]
    cosine = np.divide(dot, norm, out=np.zeros(len(dot)), where=norm > 0)
    dice = 2 * hits / (a.size[i] + b.size[j])
    ok = (cosine > SEED_COSINE) & (dice > SEED_DICE)
    return i[ok], j[ok], cosine[ok]


def _split(values: list[int], gap: int) -> list[int]:
    """Where sorted ``values`` break: indices after which the next is more than gap + 1 on."""
    return [x for x in range(len(values) - 1) if values[x + 1] - values[x] > gap + 1]


def clusters(pairs: list[tuple[int, int]], gap: int) -> list[list[tuple[int, int]]]:
    """Seeds clustered along a (consecutive seeds at most ``gap`` sentences apart), each cluster
    then along b the same way."""
    out = []
    for group in _groups(sorted(pairs), 0, gap):
        out += _groups(sorted(group, key=lambda p: (p[1], p[0])), 1, gap)
    return out


def _groups(pairs: list[tuple[int, int]], side: int, gap: int) -> list[list[tuple[int, int]]]:
    cuts = _split([p[side] for p in pairs], gap)
    bounds = [0, *(c + 1 for c in cuts), len(pairs)]
    return [pairs[lo:hi] for lo, hi in zip(bounds[:-1], bounds[1:]) if hi > lo]


def _valid(
    a: Sentences,
    b: Sentences,
    w: Weighed,
    found: list[tuple[int, int]],
    cosines: dict[tuple[int, int], float],
    gap: int,
) -> list[Found]:
    """Clusters of ``found`` seeds whose passages are similar enough, clustered again with a
    smaller gap where they are not (``similarity3`` of the paper). Clusters too short to be
    kept (``MIN_CHARS``) are not weighed; a cluster of one seed has that seed's cosine."""
    out = []
    for cl in clusters(found, gap):
        i0, i1 = min(p[0] for p in cl), max(p[0] for p in cl)
        j0, j1 = min(p[1] for p in cl), max(p[1] for p in cl)
        if _chars(a, i0, i1) < MIN_CHARS or _chars(b, j0, j1) < MIN_CHARS:
            continue
        span = (i0, i1, j0, j1)
        cos = cosines[cl[0]] if len(cl) == 1 else w.cosine(span)
        # Rounded: the sums run in the order of the process's word numbers, so another process
        # (a worker, Dask) gets the last bits otherwise, and a report must not change with them.
        cos = round(cos, ROUND)
        if cos > VALID_COSINE:
            n_a, n_b = len({p[0] for p in cl}), len({p[1] for p in cl})
            seeds = tuple(sorted(cl))
            each = tuple(round(cosines[p], ROUND) for p in seeds)
            out.append(Found(*span, cos, len(cl), n_a, n_b, pairs=seeds, cosines=each))
        elif gap > LEAST_GAP and len(cl) > 1:
            out += _valid(a, b, w, cl, cosines, gap - 1)
    return out


def _no_overlap(found: list[Found]) -> list[Found]:
    """Passages that overlap none kept before them, best cosine first, in a's order; each by
    the span of its best seeds (``mutual_best``, the span shown): a sentence seeded with one far
    off would make a passage overlap another it does not share a sentence with."""
    spans: list[tuple[int, int, int, int]] = []
    kept: list[Found] = []
    for f in sorted(found, key=lambda f: (-f.cosine, f.i0)):
        i0, i1, j0, j1 = best_span(f)
        if not any(i0 <= s[1] and s[0] <= i1 or j0 <= s[3] and s[2] <= j1 for s in spans):
            spans.append((i0, i1, j0, j1))
            kept.append(f)
    return sorted(kept, key=lambda f: f.i0)


def _chars(c: Sentences, s0: int, s1: int) -> int:
    start, end, _, _ = c.sentences
    return end[s1] - start[s0]


def align(a: Sentences, b: Sentences) -> list[Found]:
    """The reworded passages of a and b (see the module docstring), in a's order; none where
    no passage can be ``evidence`` (``close``)."""
    if not len(a.size) or not len(b.size):
        return []
    w = Weighed(a, b)
    i, j, cos = seeds(a, b, w.wa, w.wb)
    if not (close(i) and close(j)):
        return []
    found = list(zip(i.tolist(), j.tolist()))
    cosines = dict(zip(found, cos.tolist()))
    out = _no_overlap(_valid(a, b, w, found, cosines, GAP))
    wide = _no_overlap(_valid(a, b, w, found, cosines, SUMMARY_GAP))
    if _summary(a, b, [[(f.i0, f.j0), (f.i1, f.j1)] for f in wide]):
        # The summary's passages, and the others too: a passage of the summary's may be too
        # sparse to be evidence where one inside it is (the reports show the longer of two
        # that overlap).
        out = sorted([*(replace(f, summary=True) for f in wide), *out], key=lambda f: f.i0)
    whole = round(w.cosine((0, len(a.size) - 1, 0, len(b.size) - 1)), ROUND) if out else 0.0
    return [replace(f, whole=whole) for f in out]


def close(sents: np.ndarray) -> bool:
    """Whether two seeds (by their sentences on one side) are at most 1 / ``SEED_DENSITY``
    sentences apart: two of an ``evidence`` passage's seeds are (s >= 2 seeds with every two
    further apart span (s - 1)(1 + 1 / d) + 1 sentences or more, and s > d times that needs
    s < 1 / d), so seeds with none are not aligned at all (most candidates of unrelated
    essays on one topic: two 600-word essays take about a millisecond to align)."""
    if len(sents) < MIN_SEEDS:
        return False
    return bool((np.diff(np.sort(sents)) <= 1 / SEED_DENSITY).any())


def _summary(a: Sentences, b: Sentences, found: list[list[tuple[int, int]]]) -> bool:
    """Whether the passages of one side (clusters of seeds) are together ``SUMMARY_RATIO`` times
    as long as those of the other, as a summary's source passages are."""
    sum_a = sum(_chars(a, min(p[0] for p in f), max(p[0] for p in f)) for f in found)
    sum_b = sum(_chars(b, min(p[1] for p in f), max(p[1] for p in f)) for f in found)
    return bool(found) and max(sum_a, sum_b) >= SUMMARY_RATIO * min(sum_a, sum_b)


def matching_words(text_a: str, text_b: str) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """[start, end) spans of the content words of each text whose stem the other text has too
    (each text's language told apart, its stop words left out): the words a reader of a
    reworded passage looks for on both sides."""
    sides = []
    for text in (text_a, text_b):
        lang = language.detect(text)
        stop = language.stop_words(lang)
        found = [(m.start(), m.end(), m.group().casefold()) for m in WORD.finditer(text)]
        found = [w for w in found if w[2] not in stop]
        stems = language.stems(lang).many([w[2] for w in found])
        sides.append((found, stems))
    (fa, sa), (fb, sb) = sides
    common = set(sa) & set(sb)
    return (
        [(s, e) for (s, e, _), st in zip(fa, sa) if st in common],
        [(s, e) for (s, e, _), st in zip(fb, sb) if st in common],
    )


def mutual_best(
    seeds: list[tuple[int, int]], cosines: dict[tuple[int, int], float]
) -> list[tuple[int, int]]:
    """Of a passage's seeds, those whose two sentences are each the other's best partner among
    them (by their ``cosines``, ``Found.cosines``; all of them where none is): a sentence of a
    topic's words seeds with several of the other document, and one far off would stretch the
    passage over text the two do not share (on PAN-13's training folder, docs/pan.md: the
    passages' precision 0.885 -> 0.909)."""
    best: list[dict[int, tuple[int, int]]] = [{}, {}]
    for p in seeds:
        for side in (0, 1):
            q = best[side].get(p[side])
            if q is None or cosines[p] > cosines[q]:
                best[side][p[side]] = p
    return [p for p in seeds if best[0][p[0]] == p and best[1][p[1]] == p] or seeds


def best_seeds(f: Found) -> list[tuple[int, int]]:
    """``f``'s seeds that bound it (``mutual_best``)."""
    return mutual_best(list(f.pairs), dict(zip(f.pairs, f.cosines)))


def mass(f: Found, seeds: list[tuple[int, int]] | None = None) -> float:
    """The evidence a reworded passage holds: the summed cosines of its best seeds
    (``best_seeds``), or of ``seeds`` (some of them). Under the class's weights
    (``background``) two sentences alike only in the topic's words add nothing, so this sum
    grows with each sentence that says the same in the same rare words; it is what
    ``compare.rewording`` judges against the class's other pairs."""
    cos = dict(zip(f.pairs, f.cosines))
    return round(sum(cos[p] for p in (best_seeds(f) if seeds is None else seeds)), ROUND)


def best_span(f: Found) -> tuple[int, int, int, int]:
    """The sentences i0..i1 of a and j0..j1 of b that ``f``'s best seeds span."""
    seeds = best_seeds(f)
    i = [p[0] for p in seeds]
    j = [p[1] for p in seeds]
    return min(i), max(i), min(j), max(j)


def bounded(f: Found, w: Weighed) -> Found:
    """``f`` bounded by its mutually best seeds (``mutual_best``), with that span's cosine (``w``:
    the two documents weighed): where a sentence seeded with several of the other document
    stretched a passage past the density of ``evidence``, its best seeds alone may pass it."""
    kept = best_seeds(f)
    if len(kept) == len(f.pairs):
        return f
    inside = set(kept)
    i0, i1, j0, j1 = best_span(f)
    return replace(
        f,
        i0=i0,
        i1=i1,
        j0=j0,
        j1=j1,
        cosine=round(w.cosine((i0, i1, j0, j1)), ROUND),  # (``_valid``)
        seeds=len(kept),
        sents_a=len({p[0] for p in kept}),
        sents_b=len({p[1] for p in kept}),
        pairs=tuple(kept),
        cosines=tuple(c for p, c in zip(f.pairs, f.cosines) if p in inside),
    )


# A reworded passage widens, at either end, by up to EDGE_STEPS sentence pairs whose cosine is
# at least EDGE_COSINE: a copied paragraph's first or last sentence, reworded past a seed's
# thresholds (PAN-13's training folder, docs/pan.md: the passages' recall 0.825 -> 0.831; steps
# of 1 or 4 and cosines of 0.15 or 0.3 did no better).
EDGE_COSINE = 0.2
EDGE_STEPS = 2


def widen(
    a: Sentences,
    b: Sentences,
    spans: list[tuple[int, int, int, int]],
    free_a: np.ndarray,
    free_b: np.ndarray,
) -> list[tuple[int, int, int, int]]:
    """``spans`` (sentences i0..i1 of a, j0..j1 of b) widened at each end by up to
    ``EDGE_STEPS`` sentence pairs whose cosine is ``EDGE_COSINE`` or more, into sentences that
    are ``free`` (on each side: no exact passage holds them) and that no other span holds."""
    free = [free_a.copy(), free_b.copy()]
    for i0, i1, j0, j1 in spans:
        free[0][i0 : i1 + 1] = False
        free[1][j0 : j1 + 1] = False
    weighed: list[Weighed] = []  # worked out at the first sentence pair to weigh

    def step(i: int, j: int) -> bool:
        if not (0 <= i < len(free[0]) and 0 <= j < len(free[1]) and free[0][i] and free[1][j]):
            return False
        if not weighed:
            weighed.append(Weighed(a, b))
        if round(weighed[0].cosine((i, i, j, j)), ROUND) >= EDGE_COSINE:
            free[0][i] = free[1][j] = False
            return True
        return False

    out = []
    for i0, i1, j0, j1 in spans:
        for _ in range(EDGE_STEPS):
            if not step(i0 - 1, j0 - 1):
                break
            i0, j0 = i0 - 1, j0 - 1
        for _ in range(EDGE_STEPS):
            if not step(i1 + 1, j1 + 1):
                break
            i1, j1 = i1 + 1, j1 + 1
        out.append((i0, i1, j0, j1))
    return out


# A reworded passage reports its pair with at least this many aligned sentences, aligned for more
# than this share of the sentences of its longer side (bench/pan.py, bench/clough.py).
MIN_SEEDS = 2
SEED_DENSITY = 0.5
# ... and a passage cosine of ALIKE, or STANDS_OUT more than the documents' (the bundled sample's
# water-cycle essays by two students: 0.54 against 0.44; 2 of 123 PAN random obfuscations
# stand out less, by 0.10 and 0.14, and one is alike).
ALIKE = 0.6
STANDS_OUT = 0.12


def evidence(f: Found) -> bool:
    """Whether a reworded passage reports its pair (``paraphrase.passage_score``): aligned
    sentence after sentence, and alike in itself or standing out from the two documents."""
    return (
        f.seeds >= MIN_SEEDS
        and f.seeds > SEED_DENSITY * max(f.i1 - f.i0 + 1, f.j1 - f.j0 + 1)
        and (f.cosine >= ALIKE or f.cosine - f.whole >= STANDS_OUT)
    )


def pieces(pairs: list[tuple[int, int]]) -> list[list[tuple[int, int]]]:
    """A passage's seeds (sorted by a's sentence) cut where ``UNSHARED`` or more sentences in a
    row on either side have no aligned partner in it (on b's side: none at all, so sentences
    moved around stay one passage)."""
    seeded_b = sorted({q[1] for q in pairs})
    out: list[list[tuple[int, int]]] = [pairs[:1]]
    for p, q in zip(pairs, pairs[1:]):
        lo, hi = sorted((p[1], q[1]))
        skipped_b = hi - lo - 1 >= UNSHARED and not any(lo < x < hi for x in seeded_b)
        if q[0] - p[0] - 1 >= UNSHARED or skipped_b:
            out.append([q])
        else:
            out[-1].append(q)
    return [x for x in out if x]


# Sentences in a row with no aligned partner that cut a reworded passage in two (a paragraph the
# other document does not share, between two it does: the bundled sample's sleep essays).
UNSHARED = 3
