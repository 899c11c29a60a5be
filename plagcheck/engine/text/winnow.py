"""Exact fingerprints for local matches, selected by winnowing.

Schleimer, Wilkerson & Aiken, "Winnowing: Local Algorithms for Document Fingerprinting", SIGMOD
2003 (the algorithm behind MOSS). Every k-gram of tokens is hashed; of every window of ``w``
consecutive k-gram hashes the minimum is kept, with its position. Two texts that share a run of at
least ``w + k - 1`` tokens share a whole window of k-grams, hence its minimum: the guarantee. A run
shorter than ``k`` tokens is never a fingerprint: the noise threshold.

Tokens are the words of the normalised text, whatever the shingle unit, so that char-mode scans
fingerprint words too (two unrelated essays on one topic share most character 5-grams but few
runs of words); text written without spaces (Chinese, Japanese, Thai) has no words to speak of
and is fingerprinted by characters.

A document's fingerprints are one uint64 array, in text order: the k-gram's hash in the high 32
bits, the position of its first token in the low 32.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import numpy as np

from plagcheck.engine.arrays import (
    distinct,
    first_of_runs,
    from_codes,
    laid_end_to_end,
    pair_codes,
    pairs_in_runs,
    ranges,
    runs,
)
from plagcheck.engine.params import Unit
from plagcheck.engine.text.shingles import Tokens, many_token_values, murmur3_windows

FINGERPRINT_SEED = 0xF1A9
# Words per fingerprinted k-gram (local containment counts runs of 5 words or more: shorter
# shared runs are never evidence) and winnowing window: a shared run of FP_K + FP_W - 1 = 12
# words always shares a fingerprint; one of 20 words shares two, on one diagonal (see below).
# Measured on Clough (docs/benchmarks.md, "Local matches"): with 16 the quick search reported
# 179 of the 193 pairs exact mode reports, with 8 all 193.
FP_K, FP_W = 5, 8
# Text without spaces: characters per k-gram and window (a Chinese word is ~1.5 characters).
FP_K_CHARS, FP_W_CHARS = 8, 16
# A text is fingerprinted by characters when its "words" are this long on average (no spaces).
CHARS_IF_WORD_LONGER = 12
# In a folder of up to SMALL_FOLDER documents (a class) one shared fingerprint makes a candidate
# (cheap there, and a shared sentence or two is verified); in 2,000 generated essays of 40 topics
# it made 40,061 candidates of the topics' stock phrases, the rule below 374 (54 pairs reported).
# Above, a pair needs shared fingerprints as a copied
# passage holds them: a chain of them in the same order in both texts, each at most SPAN tokens
# after the last, their offsets differing by at most DRIFT tokens (a word changed, inserted or
# deleted), the chain reaching over SPREAD tokens. Any shared run of 40 words holds such a chain
# (four disjoint windows of FP_W k-grams, their minima at least 16 apart between the first and
# the last), while a run of a dozen words two essays on one topic share by chance does not.
SMALL_FOLDER = 500
SPAN, DRIFT, SPREAD = 60, 8, 16
# A fingerprint found in more than this share of the documents (and at least FP_COMMON_FLOOR of
# them) is a stock phrase or the prompt: it makes no candidate. The floor keeps a passage that a
# whole group copied (Clough: one source, 19 answers).
FP_COMMON_SHARE, FP_COMMON_FLOOR = 0.005, 50
# ... and at most this many, however large the folder: the pairs a fingerprint makes grow with the
# square of its documents. With the share alone, 100,000 generated essays had 130 fingerprints in
# 200 to 500 essays (topic phrases) making 7.5 million pairs of rows to chain.
FP_COMMON_MAX = 100

# Texts winnowed together in one numpy pass.
_PIECE = 256

_EMPTY = np.zeros(0, dtype=np.uint64)
_EMPTY_I32 = np.zeros(0, dtype=np.int32)
_LOW = np.uint64(0xFFFFFFFF)
_LITTLE = sys.byteorder == "little"  # a uint64's high half is its second uint32
_BLANKS = np.frombuffer(" \n\t\r\u3000".encode("utf-32-le"), dtype="<u4")


def sliding_min(h: np.ndarray, w: int) -> np.ndarray:
    """The minimum of every window of ``w`` consecutive values (len(h) - w + 1 of them).

    The values shifted by 1 .. w - 1, folded in with ``np.minimum`` in place: w - 1 passes over
    contiguous memory. For the windows used here (8 and 16) that is 9-16x faster than van Herk /
    Gil-Werman's three passes, whose accumulations along rows of w values numpy runs row by row.
    """
    n = len(h)
    if n < w:
        return h[:0].copy() if n == 0 else h.min(keepdims=True)
    m = n - w + 1
    out = h[:m].copy()
    for j in range(1, w):
        np.minimum(out, h[j : j + m], out=out)
    return out


def fingerprints(text: str) -> np.ndarray:
    """The winnowed fingerprints of a normalised text (see the module docstring)."""
    return fingerprints_many([text])[0]


def fingerprints_many(
    texts: Sequence[str], every: bool = False, tokens: Sequence[Tokens] | None = None
) -> list[np.ndarray]:
    """``fingerprints`` of each text (``every``: all its k-grams, as for template text).

    ``tokens``: the texts' word tokens (``many_token_values(texts, Unit.WORD)``) where the caller
    has them already. The words of many texts are hashed and winnowed together, a few hundred
    texts at a time (their arrays stay in the CPU cache); windows that straddle two texts are
    thrown away."""
    if tokens is None:
        tokens = many_token_values(texts, Unit.WORD)
    out: list[np.ndarray] = [_EMPTY] * len(texts)
    long_words = by_characters(tokens)
    words = np.flatnonzero(~long_words).tolist()
    for i in np.flatnonzero(long_words).tolist():
        chars = np.frombuffer(texts[i].encode("utf-32-le"), dtype="<u4")
        w = 1 if every else FP_W_CHARS
        out[i] = _winnow_many([chars[~np.isin(chars, _BLANKS)]], FP_K_CHARS, w)[0]
    w = 1 if every else FP_W
    for lo in range(0, len(words), _PIECE):
        piece = words[lo : lo + _PIECE]
        for i, fp in zip(piece, _winnow_many([tokens[i][0] for i in piece], FP_K, w)):
            out[i] = fp
    return out


def by_characters(tokens: Sequence[Tokens]) -> np.ndarray:
    """Which texts (given by their word tokens) are fingerprinted by characters: their mean
    word is ``CHARS_IF_WORD_LONGER`` characters or more (written without spaces). Summed for
    all the texts at once."""
    n_words = np.array([len(v) for v, _, _ in tokens], dtype=np.int64)
    ends = np.concatenate([_EMPTY_I32, *(e for _, _, e in tokens)])
    starts = np.concatenate([_EMPTY_I32, *(s for _, s, _ in tokens)])
    total = np.concatenate([[0], np.cumsum(ends - starts, dtype=np.int64)])
    in_words = np.diff(total[np.concatenate([[0], np.cumsum(n_words)])])
    return (n_words > 0) & (in_words > CHARS_IF_WORD_LONGER * n_words)


def _winnow_many(values: Sequence[np.ndarray], k: int, w: int) -> list[np.ndarray]:
    """Unique window minima (hash, position) of the k-gram hashes of each token sequence.

    A sequence with fewer than ``w`` k-grams is one window; one shorter than ``k`` tokens has
    no fingerprint. Ties go to the leftmost k-gram (the position is in the low bits).
    """
    if not values:
        return []
    lens = np.array([len(v) for v in values], dtype=np.int64)
    grams = np.maximum(lens - k + 1, 0)
    first = np.concatenate([[0], np.cumsum(lens)[:-1]])  # first k-gram of each sequence
    flat = np.concatenate([np.zeros(0, np.uint32), *values]).astype(np.uint32)
    hashes = murmur3_windows(flat, k, FINGERPRINT_SEED)
    local = np.arange(len(hashes)) - np.repeat(first, lens)[: len(hashes)]
    packed = (hashes.astype(np.uint64) << np.uint64(32)) | local.astype(np.uint64)
    mins = sliding_min(packed, w)
    # Windows wholly inside one sequence: starts first .. first + grams - w.
    n_win = np.maximum(grams - w + 1, 0)
    doc = np.repeat(np.arange(len(values)), n_win)
    start = np.arange(n_win.sum()) - np.repeat(np.cumsum(n_win) - n_win, n_win) + first[doc]
    vals = mins[start] if len(start) else _EMPTY
    short = np.flatnonzero((grams > 0) & (grams < w))
    if len(short):
        doc = np.concatenate([doc, short])
        vals = np.concatenate([vals, [packed[first[i] : first[i] + grams[i]].min() for i in short]])
        order = np.argsort(doc, kind="stable")
        doc, vals = doc[order], vals[order].astype(np.uint64)
    # A k-gram that leaves the window never comes back: each fingerprint is the minimum of one
    # run of consecutive windows, so dropping repeats of the previous window's leaves each once.
    new = first_of_runs(doc, vals)
    doc, vals = np.compress(new, doc), np.compress(new, vals)  # (faster than a mask here)
    cut = np.searchsorted(doc, np.arange(len(values) + 1))
    return [vals[lo:hi] for lo, hi in zip(cut[:-1], cut[1:])]


def kgrams(tokens: Sequence[np.ndarray]) -> list[np.ndarray]:
    """The hashes of each document's word k-grams (``FP_K`` words, the fingerprints' own hash)
    in text order: every window of all the documents laid end to end hashed at once, less the
    windows two of them share."""
    if not tokens:
        return []
    flat, lengths = laid_end_to_end(list(tokens), np.uint32)
    h = murmur3_windows(flat, FP_K, FINGERPRINT_SEED)
    ends = np.cumsum(lengths)
    return [h[s : max(s, e - FP_K + 1)] for s, e in zip((ends - lengths).tolist(), ends.tolist())]


def kgram_words(grams: np.ndarray, k: int = FP_K) -> np.ndarray:
    """The words that the k-grams at ``grams`` (a mask over one text's consecutive word
    k-grams) cover: a mask over its words."""
    words = np.zeros(len(grams) + k - 1, dtype=bool)
    for j in range(k):
        words[j : j + len(grams)] |= grams
    return words


def words_covered(grams: np.ndarray, cut: np.ndarray) -> np.ndarray:
    """How many words the k-grams at ``grams`` (a mask over the k-grams of many texts laid end
    to end, the i-th from ``cut[i]`` to ``cut[i + 1]``) cover in each text: each run of L
    k-grams covers L + FP_K - 1 words, less those the run before it in the text covers too."""
    edge = np.zeros(len(grams) + 1, dtype=bool)
    edge[cut] = True  # (where a text begins)
    before, after = np.zeros(len(grams), dtype=bool), np.zeros(len(grams), dtype=bool)
    before[1:], after[:-1] = grams[:-1], grams[1:]
    starts = np.flatnonzero(grams & (~before | edge[:-1]))
    ends = np.flatnonzero(grams & (~after | edge[1:]))  # (each run's last)
    text = np.searchsorted(cut, starts, side="right") - 1
    words = ends - starts + FP_K
    gap = starts[1:] - ends[:-1] - 1
    words[1:] -= np.where(text[1:] == text[:-1], np.maximum(FP_K - 1 - gap, 0), 0)
    return np.bincount(text, words, minlength=len(cut) - 1).astype(np.int64)


def fingerprint_limits(n_docs: int) -> tuple[int, int]:
    """(max_docs, min_shared) of ``fingerprint_pairs`` for a scan of ``n_docs`` documents."""
    max_docs = min(FP_COMMON_MAX, max(FP_COMMON_FLOOR, int(FP_COMMON_SHARE * n_docs)))
    return max_docs, 1 if n_docs <= SMALL_FOLDER else 2


def fingerprint_pairs(
    fps: Sequence[np.ndarray], max_docs: int, min_shared: int, ignore: np.ndarray | None = None
) -> np.ndarray:
    """Pairs (i < j) of documents sharing ``min_shared`` fingerprints (1, or 2 as a copied
    passage holds them: see SMALL_FOLDER).

    ``fps[d]`` are document d's fingerprints. Fingerprints found in more than ``max_docs``
    documents (stock phrases, the prompt) and those in ``ignore`` (templates: hashes) are not used.
    """
    lens = [len(f) for f in fps]
    # Most fingerprints are one document's own: one sort of (hash, row) finds the rows of the
    # others, and only those go on (a large folder has millions of rows). The rows' positions
    # are read again from ``fps`` once those few are known: a second copy of every row beside
    # this one would double the peak.
    packed = np.concatenate([_EMPTY, *fps])
    packed &= ~_LOW
    total = len(packed)
    for lo in range(0, total, 1 << 22):  # (so would an arange of every row)
        packed[lo : lo + (1 << 22)] |= np.arange(lo, min(lo + (1 << 22), total), dtype=np.uint64)
    if ignore is not None and len(ignore):
        packed = packed[~np.isin((packed >> np.uint64(32)).astype(np.uint32), ignore)]
    packed.sort()
    high = packed.view(np.uint32)[1::2] if _LITTLE else (packed >> np.uint64(32)).astype(np.uint32)
    same = high[1:] == high[:-1]
    del high
    shared = np.zeros(len(packed), dtype=bool)
    shared[1:] = same
    shared[:-1] |= same
    # The shared rows, grouped by hash and within a hash in row order, so documents in order.
    kept = packed[shared]
    del packed, same, shared  # (the next steps' peak comes on top of what is still held)
    row = (kept & _LOW).astype(np.intp)
    fp = (kept >> np.uint64(32)).astype(np.uint32)
    del kept
    pos = (np.concatenate([_EMPTY, *fps])[row] & _LOW).astype(np.int64)
    # The document of each row, looked up (a binary search per row cost 4-5x more).
    doc = np.repeat(np.arange(len(fps), dtype=np.int32), lens)[row].astype(np.intp)
    del row
    starts, sizes = runs(fp)
    usable = (sizes >= 2) & (sizes <= max_docs)
    i, j = pairs_in_runs(starts[usable], sizes[usable])
    del fp, starts, sizes, usable
    # a <= b: rows are in document order. Two rows of one document make no pair. (Millions of
    # pairs of rows: only the four columns that go on are held.)
    keep = doc[i] != doc[j]
    i, j = i[keep], j[keep]
    a, b, pa, pb = doc[i], doc[j], pos[i], pos[j]
    del i, j, doc, pos, keep
    return passage_pairs(a, b, pa, pb, min_shared)


def unpack(
    fps: Sequence[np.ndarray], ids: np.ndarray | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The documents' fingerprints as three columns: k-gram hash (uint32), document (``ids``
    of each, or its index) and position (int64), documents in order."""
    packed = np.concatenate([_EMPTY, *fps])
    doc_ids = np.arange(len(fps), dtype=np.int64) if ids is None else np.asarray(ids, np.int64)
    doc = np.repeat(doc_ids[: len(fps)], [len(f) for f in fps])
    return (packed >> np.uint64(32)).astype(np.uint32), doc, (packed & _LOW).astype(np.int64)


def common_stars(
    fps: Sequence[np.ndarray], least: int, ignore: np.ndarray | None = None
) -> np.ndarray:
    """Pairs (i < j) that link the documents holding a fingerprint ``least`` or more of them
    hold (not one of ``ignore``): each such document with the first of them, a star a
    fingerprint, which is enough for the passages of text common to the class to be linked.
    Above a class's size a pair needs two such fingerprints, as a candidate does. The pairs
    sharing the most such fingerprints first."""
    fp, doc, _ = unpack(fps)
    shared = fingerprint_limits(len(fps))[1]  # (as a candidate needs: one in a class, else two)
    if ignore is not None and len(ignore):
        keep = ~np.isin(fp, ignore)
        fp, doc = fp[keep], doc[keep]
    code = distinct((fp.astype(np.int64) << 32) | doc)  # each document once a fingerprint
    fp, doc = code >> 32, code & 0xFFFFFFFF
    starts, sizes = runs(fp)
    many = sizes >= least
    n = len(fps)
    star = (
        np.repeat(doc[starts[many]], sizes[many] - 1) * n
        + doc[ranges(starts[many] + 1, sizes[many] - 1)]
    )
    star.sort()  # (not np.unique: it took 2.5 s of a 5,000-essay scan here)
    at, times = runs(star)
    enough = times >= shared
    star = star[at[enough]][np.argsort(-times[enough], kind="stable")]
    return np.stack([star // n, star % n], axis=1)


def hashes(fps: np.ndarray) -> np.ndarray:
    """The k-gram hashes of fingerprints, without their positions."""
    return np.unique((fps >> np.uint64(32)).astype(np.uint32))


def passage_pairs(
    a: np.ndarray, b: np.ndarray, pa: np.ndarray, pb: np.ndarray, min_shared: int
) -> np.ndarray:
    """The pairs (a, b) among rows of shared fingerprints (at ``pa`` in a, ``pb`` in b): any
    (``min_shared`` 1), or those whose fingerprints chain as in one copied passage (SPAN, DRIFT,
    SPREAD)."""
    if not len(a):
        return np.zeros((0, 2), np.int64)
    n = int(max(a.max(), b.max())) + 1
    key = pair_codes(a, b, n)
    if min_shared > 1:
        key, pa, pb = _sorted_rows(key, np.asarray(pa, np.int64), np.asarray(pb, np.int64))
        step_a, drift = np.diff(pa), np.diff(pb)
        drift -= step_a
        np.abs(drift, out=drift)
        link = (key[1:] == key[:-1]) & (step_a > 0) & (step_a <= SPAN) & (drift <= DRIFT)
        del step_a, drift
        # Chains of linked rows: how far each reaches in A.
        first = np.flatnonzero(np.r_[True, ~link])
        last = np.r_[first[1:] - 1, len(key) - 1]
        key = key[first[pa[last] - pa[first] >= SPREAD]]
    uniq = np.unique(key)
    return from_codes(uniq, n)


def _sorted_rows(
    key: np.ndarray, pa: np.ndarray, pb: np.ndarray
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The rows (key, pa, pb) sorted by key, then pa, then pb (so the chains do not depend on
    the order the rows came in): one sort of the three packed in a uint64 where they fit, 3-4x
    faster than a lexsort (700,000 rows of one-vocabulary essays: 0.05 against 0.19 s)."""
    bits = [max(int(x.max()), 1).bit_length() for x in (key, pa, pb)]
    if sum(bits) > 64:
        order = np.lexsort((pb, pa, key))
        return key[order], pa[order], pb[order]
    sa, sb = np.uint64(bits[1] + bits[2]), np.uint64(bits[2])
    # (Built and taken apart in place: each column of millions of rows is 8 bytes a row.)
    packed = key.astype(np.uint64)
    packed <<= sa
    column = pa.astype(np.uint64)
    column <<= sb
    packed |= column
    column[:] = pb
    packed |= column
    del column
    packed.sort()
    low_a, low_b = np.uint64((1 << bits[1]) - 1), np.uint64((1 << bits[2]) - 1)
    rows_a = packed >> sb
    rows_a &= low_a
    rows_b = packed & low_b
    packed >>= sa
    # Every field is below 2^63 (the three fit in 64 bits): the same values as int64.
    return packed.view(np.int64), rows_a.view(np.int64), rows_b.view(np.int64)
