"""Shared passages: the runs of text two documents have in common, in their original texts.

SPEC, "Shared passage": maximal runs of consecutive scored shingles of A that also occur
consecutively in B. A copied run is a diagonal in the (position in A, position in B) plane, where
``posB - posA`` is constant. Runs on the same or a nearby diagonal are merged across small gaps,
so a changed, inserted or deleted word inside a copied sentence does not split it. Overlaps are
resolved longest first, so every character belongs to at most one passage on each side.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from typing import Any

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from plagcheck.engine.arrays import ranges
from plagcheck.engine.compare.evidence import COPIED, Passage, PassageStats, passages_cut
from plagcheck.engine.model import Document, coverage
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.text import paraphrase
from plagcheck.engine.text.background import LONG_WORDS, Background, holds
from plagcheck.engine.text.language import NO_SPACE
from plagcheck.engine.text.shingles import WORD, Shingles, join_apostrophes, word_bytes
from plagcheck.engine.text.winnow import kgram_words
from plagcheck.i18n import join

# Words tolerated between two runs of one passage (changed, inserted or deleted words).
DEFAULT_GAP = Params.gap
# Shorter shared runs are coincidence ("at the same time"), not evidence.
MIN_WORDS = 8
# A shingle found more often than this in B (" the " in char mode) is not aligned: it would add
# count_A * count_B matches and no evidence. The gap merge bridges the hole it leaves in a copy.
MAX_REPEATS = 32
# ... and when such shingles are more than this share of what A shares with B (two texts of one
# sentence repeated thousands of times), the pair says so: its passages are not all there.
REPEATS_SHARE = 0.5
PASSAGES_CUT = passages_cut(MAX_REPEATS)
_I64 = np.zeros(0, dtype=np.int64)
# Characters per word, to turn word counts into char-mode token counts.
CHARS_PER_WORD = 6


def _lines(pairs: Sequence[tuple[Shingles, Shingles]], pad: int) -> tuple[np.ndarray, ...]:
    """The pairs' texts as two lines of shingle names (A texts in one, B texts in the other):
    the two lines, the count of each name in B, B's line positions grouped by name, and where
    each pair's texts start in the lines."""
    # A pair's shingles are named by their index among its B's sorted distinct shingles, and
    # these indices run on from pair to pair. -1: not in B, or there too often (MAX_REPEATS).
    # The sorted views are a document's own: a document in several pairs (a group) sorts its
    # shingles once.
    views_a = [a.views() for a, _ in pairs]
    views_b = [b.views() for _, b in pairs]
    lens_a = np.array([len(a.hashes) for a, _ in pairs], dtype=np.int64)
    lens_b = np.array([len(b.hashes) for _, b in pairs], dtype=np.int64)
    count_b = np.concatenate([_I64, *(v[1] for v in views_b)])
    # One line of A texts and one of B texts, each text followed by a margin of ``pad``
    # sentinels (-1 in A, -2 in B: they never match) and the line starting with one: position x
    # of pair p's A text is at a_at[p] + x.
    a_at = pad + np.concatenate([[0], np.cumsum(lens_a + pad)])
    b_at = pad + np.concatenate([[0], np.cumsum(lens_b + pad)])
    ta = np.full(int(a_at[-1]), -1, dtype=np.int32)
    tb = np.full(int(b_at[-1]), -2, dtype=np.int32)
    grouped = []  # B's scored shingles grouped by name, each group in text order
    first_b = 0
    for p, ((a, b), va, vb) in enumerate(zip(pairs, views_a, views_b)):
        _put(ta, int(a_at[p]), a.scored, _names(va[0], vb[0], vb[1], first_b)[va[2]])
        _put(tb, int(b_at[p]), b.scored, vb[2] + first_b)
        grouped.append(_positions(b.scored, b.grouped()) + b_at[p])
        first_b += len(vb[0])
    return ta, tb, count_b, np.concatenate([_I64, *grouped]), a_at, b_at


def _names(a: np.ndarray, b: np.ndarray, count_b: np.ndarray, first: int) -> np.ndarray:
    """The name of each of A's distinct shingles ``a``: ``first`` plus its index among B's
    (``b``, found ``count_b`` times in B), or -1. (``a`` and ``b`` are sorted: a stable sort of
    the two laid end to end is one merge, cheaper than a binary search for each of ``a``.)"""
    both = np.concatenate([b, a])
    order = np.argsort(both, kind="stable")  # on a tie, B's before A's
    pos = both[order]
    tie = np.flatnonzero(pos[1:] == pos[:-1])  # (B's, A's): each shingle is once in each
    in_b = order[tie]
    known = count_b[in_b] <= MAX_REPEATS
    out = np.full(len(a), -1, dtype=np.int64)
    out[order[tie[known] + 1] - len(b)] = in_b[known] + first
    return out


def _put(line: np.ndarray, at: int, scored: np.ndarray, values: np.ndarray) -> None:
    """Write the values of a text's scored shingles into ``line`` from ``at`` on."""
    if len(values) == len(scored):
        line[at : at + len(values)] = values
    else:
        line[at + np.flatnonzero(scored)] = values


def _positions(scored: np.ndarray, index: np.ndarray) -> np.ndarray:
    """Text positions of a text's scored shingles, given by their ``index`` among them."""
    return index if len(index) == len(scored) else np.flatnonzero(scored)[index]


def _runs_many(pairs: Sequence[tuple[Shingles, Shingles]], min_len: int = 1) -> list[np.ndarray]:
    """Maximal diagonal runs of at least ``min_len`` matching scored shingles of each pair (A, B):
    rows (i0, i1, j0, j1), ends exclusive, ordered by diagonal, then i0. i and j index
    ``sh_a.hashes`` and ``sh_b.hashes`` (text order), so unscored shingles break runs.

    The pairs are aligned in one pass: their texts laid end to end (A texts in one line, B texts
    in another, a margin of sentinels after each), so the numpy work is done once for all of them
    rather than once per pair."""
    L = max(1, min_len)
    pad = L + 1
    ta, tb, count_b, grouped, a_at, b_at = _lines(pairs, pad)
    group_start = np.cumsum(count_b) - count_b
    # Every run of L shingles or more holds a position that is a multiple of L: only those
    # seeds are matched, and each seed's run is found by looking at most L steps either way.
    i_seed = np.arange(pad, len(ta), L)
    names = ta[i_seed]
    i_seed, names = i_seed[names >= 0], names[names >= 0]
    # Expand every seed into its (i, j) matches: the B shingles of its name.
    n = count_b[names]
    if n.sum() == 0:
        return [np.zeros((0, 4), dtype=np.int64) for _ in pairs]
    i = np.repeat(i_seed, n)
    within = np.arange(len(i)) - np.repeat(np.cumsum(n) - n, n)
    j = grouped[np.repeat(group_start[names], n) + within]
    # A run of L or more through the seed reaches L // 2 past it on one side at least: most
    # matches (a common word's shingle found in B) fail one look there, before the wide one.
    h = L // 2
    if h:
        near = (ta[i + h] == tb[j + h]) | (ta[i - h] == tb[j - h])
        i, j = i[near], j[near]
    # Matches the run has just before and just after the seed (up to L each way; L of them
    # reach the previous or next seed of the same run): compare the texts' names around it.
    width = 2 * L + 3
    same = sliding_window_view(ta, width)[i - L - 1] == sliding_window_view(tb, width)[j - L - 1]
    same[:, 0] = same[:, -1] = False  # each way stops after L
    back = np.argmin(same[:, L::-1], axis=1)
    ahead = np.argmin(same[:, L + 2 :], axis=1)
    # A run's first seed and its last seed, in (diagonal, i) order, bound the same run.
    shift = np.uint64(32)
    off = len(ta)
    d_key = (j - i + off).astype(np.uint64) << shift
    head, tail = back < L, ahead < L
    s_key = d_key[head] | (i - back)[head].astype(np.uint64)
    e_key = d_key[tail] | (i + ahead)[tail].astype(np.uint64)
    s_key.sort()
    e_key.sort()
    mask = np.uint64(0xFFFFFFFF)
    i0 = (s_key & mask).astype(np.int64)
    i1 = (e_key & mask).astype(np.int64) + 1
    dd = (s_key >> shift).astype(np.int64) - off
    long = i1 - i0 >= min_len
    i0, i1, dd = i0[long], i1[long], dd[long]
    # Back to each pair's own positions, its runs in (diagonal, i) order.
    pair = np.searchsorted(a_at, i0, side="right") - 1
    order = np.argsort(pair, kind="stable")
    pair, i0, i1, dd = pair[order], i0[order], i1[order], dd[order]
    a0, b0 = a_at[pair], b_at[pair]
    runs = np.stack([i0 - a0, i1 - a0, i0 + dd - b0, i1 + dd - b0], axis=1)
    cut = np.searchsorted(pair, np.arange(len(pairs) + 1))
    return [runs[lo:hi] for lo, hi in zip(cut[:-1], cut[1:])]


def _chain(runs: np.ndarray, max_gap: int) -> list[list[int]]:
    """Merge runs whose starts follow the previous run's ends within ``max_gap`` shingles on both
    sides (same or nearby diagonal). Returns [i0, i1, j0, j1] per chain."""
    runs = runs[np.lexsort((runs[:, 2], runs[:, 0]))]
    chains: list[list[int]] = []
    # Chains that may still take a run. One that ends more than max_gap before a run's start
    # never takes one again (starts only grow): it is skipped, and dropped when a chain is
    # added to a long list (filtering the list for every run cost half the loop).
    open_: list[list[int]] = []
    for i0, i1, j0, j1 in runs.tolist():
        best, c = 2 * max_gap + 1, None
        for o in open_:
            gi = i0 - o[1]
            if 0 <= gi <= max_gap:
                g = gi + j0 - o[3]  # gi + gj: the closest chain, the first of equals
                if gi <= g <= gi + max_gap and g < best:
                    best, c = g, o
        if c is not None:
            c[1], c[3] = i1, j1
        else:
            c = [i0, i1, j0, j1]
            chains.append(c)
            if len(open_) >= 8:
                open_ = [o for o in open_ if i0 - o[1] <= max_gap]
            open_.append(c)
    return chains


def _condense(runs: np.ndarray, words: np.ndarray, max_gap: int, min_words: int) -> np.ndarray:
    """Fewer runs that ``_chain`` merges into the same passages.

    ``_chain`` attaches a run only to a chain whose last run ends at most ``max_gap`` shingles
    before it starts on both sides (a link). A run with no link is a chain of its own: if it is
    too short for a passage (``words``: at most this many words, ``_words``) it is dropped. A
    link that is the only one out of its first run and the only one into its second is always
    taken (nothing else can join that chain in between), so the two runs are joined beforehand.
    """
    i0, i1, j0, j1 = runs.T
    # Links (p before r): i0[r] - max_gap <= i1[p] <= i0[r] and the same on the B side.
    by_end = np.argsort(i1, kind="stable")
    ends = i1[by_end]
    lo = np.searchsorted(ends, i0 - max_gap, side="left")
    n = np.searchsorted(ends, i0, side="right") - lo
    r = np.repeat(np.arange(len(runs)), n)
    p = by_end[ranges(lo, n)]
    gj = j0[r] - j1[p]
    near = (gj >= 0) & (gj <= max_gap)
    p, r = p[near], r[near]
    keep = words >= min_words
    keep[p] = keep[r] = True
    outs = np.bincount(p, minlength=len(runs))
    ins = np.bincount(r, minlength=len(runs))
    sure = (outs[p] == 1) & (ins[r] == 1)
    # Follow the sure links back to the first run of each joined stretch.
    head = np.arange(len(runs))
    head[r[sure]] = p[sure]
    while True:
        up = head[head]
        if (up == head).all():
            break
        head = up
    last = keep.copy()
    last[p[sure]] = False
    last = np.flatnonzero(last)
    h = head[last]
    return np.stack([i0[h], i1[last], j0[h], j1[last]], axis=1)


def _words(
    first: np.ndarray | None, sh_a: Shingles, i0: np.ndarray, i1: np.ndarray, k: int
) -> np.ndarray:
    """Words of A's text under shingles [i0, i1). Word mode (``first`` None): shingle i holds
    words i .. i + k - 1. Char mode (``first``: ``_word_starts``): one plus the word starts in
    it, as many as any span in it starting at a word holds (a trimmed char span) or more."""
    if first is None:
        return i1 - i0 + k - 1
    return _span_words(first, sh_a.starts[i0], sh_a.ends[i1 - 1])


def _span_words(first: np.ndarray, s: Any, e: Any) -> Any:
    """Words of the text in [s, e) for s at a word character (``first``: ``_word_starts``):
    one plus the word starts after s (scalars or arrays)."""
    return 1 + first[e] - first[s + 1]


def _chains_many(
    runs: Sequence[np.ndarray],
    shingles: Sequence[tuple[Shingles, Shingles]],
    firsts: Sequence[np.ndarray | None],
    k: int,
    max_gap: int,
    min_words: int,
) -> list[np.ndarray]:
    """``_chain`` of ``_condense`` of each pair's runs (rows i0, i1, j0, j1), all pairs in one
    pass: each pair's runs are moved past the previous pair's by more than ``max_gap`` on both
    sides, so no run links to another pair's."""
    size = np.array([len(r) for r in runs], dtype=np.int64)
    if not size.any():
        return [np.zeros((0, 4), dtype=np.int64) for _ in runs]
    span_a = np.array([len(a.hashes) + max_gap + 1 for a, _ in shingles], dtype=np.int64)
    span_b = np.array([len(b.hashes) + max_gap + 1 for _, b in shingles], dtype=np.int64)
    at_a, at_b = np.cumsum(span_a) - span_a, np.cumsum(span_b) - span_b
    shift = np.stack([at_a, at_a, at_b, at_b], axis=1)
    every = np.concatenate(runs) + np.repeat(shift, size, axis=0)
    words = np.concatenate(
        [_words(f, a, r[:, 0], r[:, 1], k) for r, f, (a, _) in zip(runs, firsts, shingles)]
    )
    chains = np.array(_chain(_condense(every, words, max_gap, min_words), max_gap), dtype=np.int64)
    chains = chains.reshape(-1, 4)
    # Chains come in the order of their first runs' starts: pair by pair.
    pair = np.searchsorted(at_a, chains[:, 0], side="right") - 1
    chains -= shift[pair]
    cut = np.searchsorted(pair, np.arange(len(runs) + 1))
    return [chains[lo:hi] for lo, hi in zip(cut[:-1], cut[1:])]


_W = re.compile(r"\w")
_NO_SPACE = re.compile(f"[{NO_SPACE}]")
_APOSTROPHES = (ord("'"), ord("’"))


def _word_starts(text: str) -> np.ndarray:
    """``out[x]``: how many words (``shingles.WORD`` matches) start before position x; with it,
    ``_span_words`` is WORD.findall's count without the regex."""
    if text.isascii():
        b = np.frombuffer(text.encode("ascii"), dtype=np.uint8)
        letter, single = word_bytes(b), None
        apostrophe = b == _APOSTROPHES[0]
    else:
        codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
        # Each character of a script without spaces is a word; other word characters run on.
        others = np.unique(codes[codes >= 128]).tolist()
        ns = [c for c in others if _NO_SPACE.match(chr(c))]
        word = [c for c in others if _W.match(chr(c)) and not _NO_SPACE.match(chr(c))]
        letter = word_bytes(np.where(codes < 128, codes, 0).astype(np.uint8)) | np.isin(codes, word)
        single = np.isin(codes, ns) if ns else None
        apostrophe = np.isin(codes, _APOSTROPHES)
    join_apostrophes(letter, apostrophe)  # it's: one word
    start = letter.copy()
    start[1:] &= ~letter[:-1]
    if single is not None:
        start |= single
    out = np.zeros(len(text) + 1, dtype=np.int64)
    np.cumsum(start, out=out[1:])
    return out


def _tokens(words: int, unit: Unit) -> int:
    return words * (CHARS_PER_WORD if unit is Unit.CHAR else 1)


def find_passages(
    doc_a: Document,
    sh_a: Shingles,
    doc_b: Document,
    sh_b: Shingles,
    gap: int = DEFAULT_GAP,
    min_words: int = MIN_WORDS,
    unit: Unit | None = None,
    k: int | None = None,
    reworded: bool = True,
    bg: Background | None = None,
) -> list[Passage]:
    """Shared passages of A and B, longest first (see the module docstring). ``gap``: the
    differing words tolerated inside a passage; ``min_words``: shorter ones dropped. ``unit``
    and ``k`` are read from the shingle spans when not given. ``reworded``: look for reworded
    passages whatever the exact ones (``find_passages_many``). ``bg``: the class's
    background, which weighs what a short passage holds (``holds``)."""
    if len(sh_a.hashes) == 0 or len(sh_b.hashes) == 0:
        return []
    if unit is None or k is None:
        unit, k = _unit_k(doc_a, sh_a)
    sides = [(doc_a, sh_a, doc_b, sh_b)]
    return find_passages_many(sides, unit, k, gap, min_words, [reworded], bg)[0]


Side = tuple[Document, Shingles, Document, Shingles]
# Pairs whose shared runs are found in one numpy pass (more would leave the CPU cache).
RUNS_PIECE = 16


def find_passages_many(
    pairs: Sequence[Side],
    unit: Unit,
    k: int,
    gap: int = DEFAULT_GAP,
    min_words: int = MIN_WORDS,
    reworded: Sequence[bool] | None = None,
    bg: Background | None = None,
) -> list[list[Passage]]:
    """``find_passages`` of many pairs (documents, shingles: A's, then B's): their shared runs
    are found RUNS_PIECE pairs at a time, which costs less than one pair at a time (numpy's
    per-call cost is shared; ``bench/passages.py --folder``). ``reworded``: the pairs whose
    reworded passages are looked for whatever their exact ones (those that shared shingles do
    not show to be copies, ``Pair.copied``; None: every pair)."""
    # g differing tokens remove g + k - 1 shingles from both texts.
    max_gap = _tokens(gap, unit) + k - 1
    # Runs shorter than a couple of words cannot build a passage of min_words with small gaps;
    # leaving them out keeps the merge loop short in char mode.
    seg_min = max(1, _tokens(2, unit) - k + 1)
    word_starts: dict[int, np.ndarray] = {}  # a document in several pairs counts its words once
    out: list[list[Passage]] = []
    for lo in range(0, len(pairs), RUNS_PIECE):
        piece = pairs[lo : lo + RUNS_PIECE]
        shingles = [(sa, sb) for _, sa, _, sb in piece]
        runs = _runs_many(shingles, seg_min)
        firsts: list[np.ndarray | None] = []
        for (doc_a, _, _, _), r in zip(piece, runs):
            # Char mode counts a run's words by the word starts of its text (word mode by its
            # shingles).
            first = word_starts.get(id(doc_a))
            if first is None and len(r) and unit is Unit.CHAR:
                first = word_starts[id(doc_a)] = _word_starts(doc_a.text)
            firsts.append(first)
        chains = _chains_many(runs, shingles, firsts, k, max_gap, min_words)
        looks = [True] * len(piece) if reworded is None else reworded[lo : lo + RUNS_PIECE]
        for (doc_a, sh_a, doc_b, sh_b), c, first, look in zip(piece, chains, firsts, looks):
            found = _exact_passages(sh_a, sh_b, c, first, (doc_a.text, doc_b.text), k, min_words)
            out.append(_one_to_one(found, doc_a, sh_a, doc_b, sh_b, min_words, look, bg))
    return out


Row = tuple[int, int, int, int, int]  # a passage in the compared texts: a0, a1, b0, b1, words


def _overlap(x: tuple[Any, ...], y: tuple[Any, ...]) -> bool:
    """Whether passage rows ``x`` and ``y`` (A's start and end, then B's) overlap on a side."""
    return x[0] < y[1] and y[0] < x[1] or x[2] < y[3] and y[2] < x[3]


def _within(inner: tuple[Any, ...], outer: tuple[Any, ...]) -> float:
    """The share of passage row ``inner`` (A's start and end, then B's) inside ``outer``, on
    the side where less of it is."""
    a = max(0, min(inner[1], outer[1]) - max(inner[0], outer[0])) / max(1, inner[1] - inner[0])
    b = max(0, min(inner[3], outer[3]) - max(inner[2], outer[2])) / max(1, inner[3] - inner[2])
    return min(a, b)


def _one_to_one(
    exact: list[Row],
    doc_a: Document,
    sh_a: Shingles,
    doc_b: Document,
    sh_b: Shingles,
    min_words: int,
    look: bool = True,
    bg: Background | None = None,
) -> list[Passage]:
    """The exact passages and those of reworded sentences, longest first, overlapping none;
    reworded ones looked for only where ``look``, or where ``_aligned_outside`` says that a
    reworded copy may lie outside the exact passages. (A pair has a few of each: Python's
    scalars cost less here than numpy's calls.)"""
    reworded: list[tuple[int, int, int, int, int, float]] = []
    if (
        sh_a.para is not None
        and sh_b.para is not None
        and (look or _aligned_outside(sh_a.para, sh_b.para, exact))
    ):
        # Aligned sentences of a reworded copy: one passage where exact ones are fragments.
        # Those that exact passages do not show already (``_copied``), widened at their ends.
        found = paraphrase.passages(sh_a.para, sh_b.para, exact, lambda r: not _copied(r, exact))
        reworded = [r for r in found if r[4] >= min_words]
    weighed = [(*r, holds(doc_a.text[r[0] : r[1]], r[4], bg)) for r in exact]
    rows = [
        (*doc_a.original_span(r[0], r[1]), *doc_b.original_span(r[2], r[3]), r[4], kind, r[5])
        for kind, part in enumerate((weighed, reworded))
        for r in part
    ]
    rows.sort(key=lambda r: (-r[4], r[5], r[0]))  # stable: longest, exact, first
    # One-to-one: a repeated paragraph aligns once, with its longest partner.
    kept: list[tuple[Any, ...]] = []
    out: list[Passage] = []
    for row in rows:
        p0, p1, q0, q1, words, kind, held = row
        # A reworded passage reaching into an exact one holding more evidence, not over it,
        # gives way to it: two sentences aligned beside a copied one must not hide the copy.
        # One over such exact passages holds their evidence where they are most of it, or
        # enough to report a pair alone (``LONG_WORDS`` words; then kept in it, shown instead
        # where its own alignment holds little: ``evidence.at_cut``): a summary over a copied
        # sentence must not hide the copy under the class's cut. An exact passage counts as far
        # as it lies inside it on both sides (one it overlaps by a few characters is not in it).
        own, pieces = math.inf, tuple[Passage, ...]()
        if kind:
            stronger = [r for r in rows if not r[5] and r[6] > held and _overlap(r, row)]
            within = [_within(r, row) for r in stronger]
            if any(w < 0.5 for w in within):
                continue
            inside = sum(r[4] * w for r, w in zip(stronger, within))
            if 2 * inside < words and inside >= LONG_WORDS:
                own, pieces = held, tuple(Passage(*r[:5], mass=r[6]) for r in stronger)
            held = math.inf if 2 * inside >= words or inside >= LONG_WORDS else held
        if not any(_overlap(k, row) for k in kept):
            kept.append(row)
            out.append(Passage(p0, p1, q0, q1, words, kind == 1, mass=held, inside=pieces, own=own))
    return out


# Sentences aligned by the paraphrase score outside exact passages that make a pair that shared
# shingles report worth aligning for reworded passages too (aligning costs about a millisecond a
# pair; a verbatim copy needs none).
ALIGNED_OUTSIDE = 2


def _aligned_outside(a: paraphrase.Source, b: paraphrase.Source, exact: list[Row]) -> bool:
    """Whether ``ALIGNED_OUTSIDE`` sentences of a that the paraphrase score aligns with b lie
    outside the exact passages."""
    found = paraphrase.aligned_spans(a, b)
    if len(found) < ALIGNED_OUTSIDE or not exact:
        return len(found) >= ALIGNED_OUTSIDE
    spans = np.array(found, dtype=np.int64)
    ex = np.array([e[:2] for e in exact], dtype=np.int64)
    # Each sentence's characters inside each exact passage, summed (as ``_copied`` counts).
    inside = np.minimum(spans[:, 1:], ex[:, 1]) - np.maximum(spans[:, :1], ex[:, 0])
    covered = inside.clip(min=0).sum(axis=1) >= COPIED * (spans[:, 1] - spans[:, 0])
    return int((~covered).sum()) >= ALIGNED_OUTSIDE


def _copied(row: Sequence[int], exact: list[Row]) -> bool:
    """Whether exact passages cover ``COPIED`` of either side of a span (a reworded passage):
    they show that copy to the word, and what the other side holds beyond them aligns with text
    already shown as copied (a verbatim paragraph aligned with a page of one topic)."""
    for side in (0, 2):
        s0, s1 = row[side], row[side + 1]
        inside = sum(max(0, min(s1, e[side + 1]) - max(s0, e[side])) for e in exact)
        if inside >= COPIED * (s1 - s0):
            return True
    return False


def _exact_passages(
    sh_a: Shingles,
    sh_b: Shingles,
    chains: np.ndarray,
    first: np.ndarray | None,
    texts: tuple[str, str],
    k: int,
    min_words: int,
) -> list[Row]:
    """Passages of shared shingles from their chains of runs (not yet one-to-one), in the
    compared ``texts``, of A's words, both sides ``min_words`` long (not a chain that leaps over
    words on one side). ``first``: ``_word_starts`` of A's text in char mode, None in word mode,
    where ``min_words`` of each side must be words the two share: "an abundance of solar power
    and the radiation" against "an abundance of solar energy, and the radiation" is 8 words
    with gaps, but 6 shared (two students retelling one article, not a copy)."""
    starts_a, ends_a, starts_b, ends_b = sh_a.starts, sh_a.ends, sh_b.starts, sh_b.ends
    out: list[Row] = []
    for i0, i1, j0, j1 in chains.tolist():
        na0, na1 = int(starts_a[i0]), int(ends_a[i1 - 1])
        nb0, nb1 = int(starts_b[j0]), int(ends_b[j1 - 1])
        words, other = i1 - i0 + k - 1, j1 - j0 + k - 1  # word mode: shingle i: words i .. i+k-1
        if first is None:
            a, b = sh_a.hashes[i0:i1], sh_b.hashes[j0:j1]
            if len(a) != len(b) or not np.array_equal(a, b):  # (else every word is shared)
                other = min(other, _shared_words(a, b, k))
        else:
            if _span_words(first, na0, na1) < min_words:  # too short even untrimmed
                continue
            # Char runs may start or end inside a word; the texts agree there, so trim both.
            s0, s1 = _trim(texts[0], na0, na1)
            na0, nb0, na1, nb1 = s0, nb0 + s0 - na0, s1, nb1 - (na1 - s1)
            words = int(_span_words(first, na0, na1)) if na0 < na1 else 0
            other = len(WORD.findall(texts[1], nb0, nb1))
        if min(words, other) >= min_words:
            out.append((na0, na1, nb0, nb1, words))
    return out


def _shared_words(a: np.ndarray, b: np.ndarray, k: int) -> int:
    """How many of the words under the word k-grams ``a`` (consecutive) are covered by those of
    them that ``b`` holds too, or of ``b``'s by those ``a`` holds, the fewer. (A passage's few
    dozen k-grams: Python's sets, several times faster than ``np.isin`` at that size.)"""
    x, y = a.tolist(), b.tolist()
    in_y, in_x = set(y), set(x)
    covered_a = kgram_words(np.array([h in in_y for h in x], dtype=bool), k)
    covered_b = kgram_words(np.array([h in in_x for h in y], dtype=bool), k)
    return min(int(covered_a.sum()), int(covered_b.sum()))


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    """Shrink [s, e) to whole words: a passage starts at a word and ends at a word or its
    punctuation, never inside a partly covered word."""

    def cut(i: int) -> bool:  # a boundary at i splits a word
        return 0 < i < len(text) and text[i - 1].isalnum() and text[i].isalnum()

    while s < e and (not text[s].isalnum() or cut(s)):
        s += 1
    while e > s and (text[e - 1] == " " or cut(e)):
        e -= 1
    return s, e


def _unit_k(doc: Document, sh: Shingles) -> tuple[Unit, int]:
    """Char shingles start at consecutive characters; word starts are at least 2 apart."""
    s, e = int(sh.starts[0]), int(sh.ends[0])
    if len(sh.starts) >= 2 and sh.starts[1] - sh.starts[0] == 1:
        return Unit.CHAR, e - s
    return Unit.WORD, max(1, len(WORD.findall(doc.text, s, e)))


def stats(
    doc_a: Document,
    doc_b: Document,
    passages: Sequence[Passage],
    sh_a: Shingles | None = None,
    sh_b: Shingles | None = None,
) -> PassageStats:
    """What the passages add to a pair's scores; with the shingles, what bounds on the work
    left out (``cut_short``)."""
    return PassageStats(
        passages=len(passages),
        longest=max((p.words for p in passages), default=0),
        coverage_a=coverage(doc_a, [(p.a_start, p.a_end) for p in passages]),
        coverage_b=coverage(doc_b, [(p.b_start, p.b_end) for p in passages]),
        found=tuple(passages),
        cut_short="" if sh_a is None or sh_b is None else cut_short(sh_a, sh_b),
    )


def cut_short(sh_a: Shingles, sh_b: Shingles) -> str:
    """What bounds on the work left out of a pair's passages, as the reports say it ("": none):
    shingles too repeated to align (``MAX_REPEATS``, ``REPEATS_SHARE``), a rewording
    alignment cut short (``paraphrase.MAX_ALIGN_ROWS``)."""
    said = [paraphrase.REWORDING_CUT] if paraphrase.cut_short(sh_a, sh_b) else []
    ua, ca, _ = sh_a.views()
    ub, cb, _ = sh_b.views()
    # Only a shingle repeated too often in B is left out: most texts have none (one look).
    if len(ua) and len(ub) and cb.max() > MAX_REPEATS:
        at = np.minimum(np.searchsorted(ub, ua), len(ub) - 1)
        shared = ub[at] == ua
        heavy = shared & (cb[at] > MAX_REPEATS)
        if ca[heavy].sum() > REPEATS_SHARE * ca[shared].sum():
            said.insert(0, PASSAGES_CUT)
    return join(said)
