"""Verification of candidate pairs: the estimate next to exact scores (SPEC, "Definitions")."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import numpy as np

from plagcheck.engine.arrays import all_pairs_in_runs, runs
from plagcheck.engine.compare.evidence import Pair
from plagcheck.engine.text.paraphrase import REWORDING_CUT, cut_short, pair_scores
from plagcheck.engine.text.shingles import Shingles


def _matches(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Indices (in x, in y) of the values two sorted unique arrays share, in ascending order.

    A stable argsort of x then y merges two sorted runs (numpy's timsort finds them): a shared
    value sits next to itself, x's copy first. Twice as fast as binary searches of one in the other.
    """
    both = np.concatenate([x, y])
    order = np.argsort(both, kind="stable")
    merged = both[order]
    first = np.flatnonzero(merged[1:] == merged[:-1])
    return order[first], order[first + 1] - len(x)


def _kept_runs(found: np.ndarray, min_run: int) -> tuple[np.ndarray, np.ndarray]:
    """[start, end) of each run of at least ``min_run`` consecutive 1s of ``found`` (int8 0/1
    that ends with a 0)."""
    # Where a value differs from the one before: a run's start, then just after its end, and
    # so on (the first value is compared with a 0, and the last is a 0).
    edges = np.flatnonzero(np.diff(found, prepend=np.int8(0)))
    starts, ends = edges[::2], edges[1::2]
    if min_run > 1:
        long = (ends - starts) >= min_run
        starts, ends = starts[long], ends[long]
    return starts, ends


def _counts_before(at: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """How many positions of the runs [starts, ends) (sorted, apart) lie before each of ``at``."""
    before = np.zeros(len(starts) + 1, dtype=np.int64)
    np.cumsum(ends - starts, out=before[1:])
    r = np.searchsorted(starts, at, side="right") - 1  # the last run starting at or before
    inside = np.clip(at - starts[r], 0, ends[r] - starts[r]) if len(starts) else 0
    return np.where(r >= 0, before[np.maximum(r, 0)] + inside, 0)


# Sides (a document of a pair) whose local containment is worked out in one numpy pass: more
# would leave the CPU cache (5,000 essays of one vocabulary: 256 sides 0.16 s, 32 0.13 s, one at
# a time 0.17 s).
LOCAL_SIDES = 32


def _local_many(
    sides: Sequence[tuple[Shingles, np.ndarray]], window: int, min_run: int
) -> np.ndarray:
    """For each side (x, the indices in ``x.unique`` of the shingles x shares with the other
    document of its pair): the max over stretches of ``window`` (> 0) scored shingles of x (all
    of them if fewer) of the share that is shared, a shingle counting only
    inside a run of at least ``min_run`` consecutive shared ones (common words every essay on
    the topic uses do not add up to a "passage"). Sides are laid end to end, each followed by
    one unshared position so that no run reaches the next side, and worked at once.

    A stretch's count changes its slope only where the stretch's start or end meets a run's
    start or end, so its maximum is at one of those starts (or at a side's first or last
    stretch): the counts are taken there, from the runs, not at every position."""
    out = np.zeros(len(sides))
    for lo in range(0, len(sides), LOCAL_SIDES):
        part = sides[lo : lo + LOCAL_SIDES]
        n = np.array([len(x.inverse) for x, _ in part], dtype=np.int64)
        n_u = np.array([len(x.unique) for x, _ in part], dtype=np.int64)
        u_at = np.cumsum(n_u) - n_u
        # Every side's shared marks in one array, and one unshared mark at its end (the gap).
        shared = np.zeros(int(n_u.sum()) + 1, dtype=np.int8)
        shared[np.concatenate([ia + at for (_, ia), at in zip(part, u_at.tolist())])] = 1
        gap = np.array([len(shared) - 1])
        index = np.concatenate(
            [a for (x, _), at in zip(part, u_at.tolist()) for a in (x.inverse + at, gap)]
        )
        starts, ends = _kept_runs(shared[index], min_run)
        at = np.cumsum(n + 1) - (n + 1)
        last = at + np.maximum(n - window, 0)  # each side's last stretch (its only one if short)
        side = np.searchsorted(at, starts, side="right") - 1
        # Where each stretch may start: each side's first and last, and the points above.
        bounds = (starts, ends, starts - window, ends - window)
        first = np.concatenate([at, *(np.clip(p, at[side], last[side]) for p in bounds)])
        owner = np.concatenate([np.arange(len(part)), np.tile(side, 4)])
        span = np.minimum(n, window)[owner]
        count = _counts_before(first + span, starts, ends) - _counts_before(first, starts, ends)
        best = np.zeros(len(part), dtype=np.int64)
        np.maximum.at(best, owner, count)
        out[lo : lo + len(part)] = best / np.maximum(np.minimum(n, window), 1)
    return out


# A band match is verified exactly only if its signatures agree in enough positions for its Jaccard
# to reach the threshold: a pair exactly at the threshold agrees in fewer with probability below
# SCREEN_MISS (its agreeing positions are Binomial(perms, t)), so the curve of what LSH finds barely
# moves. Most band matches of a large folder are unrelated essays sharing one band by chance (char
# 5-grams of two unrelated English essays have J ~ 0.1); one comparison of signatures dismisses
# them, where verifying would read both texts again and intersect their sets.
SCREEN_MISS = 1e-4


def agreement_floor(threshold: float, perms: int) -> float:
    """The least estimated Jaccard a band match needs to be verified (document bands only)."""
    if threshold >= 1:
        return 1.0
    lt, lf, top = math.log(threshold), math.log1p(-threshold), math.lgamma(perms + 1)
    below = 0.0  # P(fewer than m of perms positions agree | J = threshold)
    for m in range(perms + 1):
        below += math.exp(
            top - math.lgamma(m + 1) - math.lgamma(perms - m + 1) + m * lt + (perms - m) * lf
        )
        if below > SCREEN_MISS:
            return m / perms
    return 1.0


# ... and only if its agreement is also within what unrelated documents of the folder share by
# chance: below the mean + CHANCE_SD standard deviations of the agreement of consecutive documents
# (in folder order, as good as random pairs). Word 3-grams of unrelated essays agree in almost no
# position, so a band match there is worth verifying (a heavy paraphrase at J ~ 0.1 can still
# show a pasted paragraph); char 5-grams agree in ~10% by chance, and those are dismissed.
CHANCE_SD = 5.0
# Fewer consecutive pairs than this say too little about chance: nothing is dismissed.
MIN_CHANCE_PAIRS = 50


def chance_counts(sigs: np.ndarray) -> np.ndarray:
    """[pairs, sum, sum of squares] of the agreeing positions of consecutive documents (exact
    integers, so partial counts of a split folder add up to the same floor)."""
    m = np.zeros(0, dtype=np.int64)
    if len(sigs) > 1:
        m = (sigs[:-1] == sigs[1:]).sum(axis=1, dtype=np.int64)
    return np.array([len(m), int(m.sum()), int((m * m).sum())], dtype=np.int64)


def dismissal_floor(threshold: float, perms: int, chance: np.ndarray) -> float:
    """The estimated Jaccard below which a band match (not found by windows) is dismissed."""
    n, s1, s2 = (int(x) for x in chance)
    if n < MIN_CHANCE_PAIRS:
        return 0.0
    mean = s1 / n
    sd = math.sqrt(max(s2 / n - mean * mean, 0.0))
    return min(agreement_floor(threshold, perms), (mean + CHANCE_SD * sd) / perms)


def _agreement(pairs: np.ndarray, sigs: np.ndarray) -> np.ndarray:
    """Share of agreeing signature positions of each pair: the estimated Jaccard."""
    out = np.empty(len(pairs))
    step = 8192  # pairs at a time: their rows stay in the CPU cache (twice as fast as 50,000)
    for s in range(0, len(pairs), step):
        a, b = pairs[s : s + step, 0], pairs[s : s + step, 1]
        same = np.take(sigs, a, axis=0) == np.take(sigs, b, axis=0)
        out[s : s + step] = np.count_nonzero(same, axis=1)
    return out / max(sigs.shape[1], 1)


def worth_verifying(
    pairs: np.ndarray, sigs: np.ndarray, floor: float, windowed: np.ndarray
) -> np.ndarray:
    """Which band matches go on to exact verification: those found by window bands (a pasted
    paragraph leaves the whole-document agreement low) and those agreeing at ``floor`` or more."""
    keep = windowed.astype(bool, copy=True)
    todo = np.flatnonzero(~keep)
    keep[todo] = _agreement(pairs[todo], sigs) >= floor - 1e-12
    return keep


def verify(
    pairs: np.ndarray,
    shingles: Sequence[Shingles],
    sigs: np.ndarray,
    keys: np.ndarray,
    window: int,
    min_run: int = 1,
    stop: Callable[[int], None] | None = None,
    reworded: np.ndarray | None = None,
) -> list[Pair]:
    """Scores for each (a, b) row of ``pairs``; ``stop(i)`` is called now and then (progress).

    ``window`` 0 switches local matches off: local containment is then not computed (0).
    ``reworded``: which pairs get the paraphrase score (None: all; the others 0, no language).
    """
    if len(pairs) == 0:
        return []
    est = _agreement(pairs, sigs)
    bands = (keys[pairs[:, 0]] == keys[pairs[:, 1]]).sum(axis=1)
    out = []
    sides: list[tuple[Shingles, np.ndarray]] = []  # for local containment: both of each pair's
    local = []  # the pairs (their index in out) that share a shingle
    for i, (a, b) in enumerate(pairs.tolist()):
        if stop is not None and i % 256 == 0:
            stop(i)
        x, y = shingles[a], shingles[b]
        # Local matches need the inverse map too: one sort gives both.
        xu, xc = x.views()[:2] if window else x.unique_counts()
        yu, yc = y.views()[:2] if window else y.unique_counts()
        ia, ib = _matches(xu, yu)
        xe, ye = x.elements, y.elements
        if xe is xu and ye is yu:
            inter = len(ia)
        else:  # bag mode: occurrences are elements of their own
            inter = len(_matches(xe, ye)[0])
        na, nb = len(xe), len(ye)
        # The sentence score; reworded passages' only where needed (blocks.passage_scores).
        para, lang = pair_scores(x, y, False) if reworded is None or reworded[i] else (0.0, "")
        union = na + nb - inter
        bag_total = int(xc.sum()) + int(yc.sum())  # every scored occurrence
        bag = float(np.minimum(xc[ia], yc[ib]).sum()) / bag_total if bag_total else 0.0
        if window and len(ia):
            sides += [(x, ia), (y, ib)]
            local.append(i)
        out.append(
            Pair(
                a=a,
                b=b,
                estimated_jaccard=float(est[i]),
                exact_jaccard=inter / union if union else 0.0,
                bag_jaccard=bag,
                containment_a_in_b=inter / na if na else 0.0,
                containment_b_in_a=inter / nb if nb else 0.0,
                bands_matched=int(bands[i]),
                local_containment=0.0,
                paraphrase=para,
                language=lang,
                cut_short=REWORDING_CUT if cut_short(x, y) else "",
            )
        )
    # Local containment (both ways, the larger), of every pair sharing a shingle at once.
    shares = _local_many(sides, window, min_run).reshape(-1, 2).max(axis=1)
    for i, share in zip(local, shares.tolist()):
        out[i].local_containment = share
    return out


def sharing_pairs(shingles: Sequence[Shingles], chunk: int = 2_000_000) -> np.ndarray:
    """Every pair of documents that shares at least one element: exact mode's candidates.

    An inverted index (element -> documents) built by sorting; each element links all documents
    holding it. Quadratic in the documents per element, which is fine for a class.
    """
    lens = np.array([len(s.elements) for s in shingles], dtype=np.int64)
    n = len(shingles)
    if n < 2:
        return np.zeros((0, 2), dtype=np.int64)
    flat = np.concatenate([s.elements for s in shingles])
    doc = np.repeat(np.arange(n, dtype=np.int64), lens)
    order = np.argsort(flat, kind="stable")
    flat, doc = flat[order], doc[order]
    starts, sizes = runs(flat)
    seen = np.zeros(n * n, dtype=bool)
    multi = sizes >= 2
    starts, sizes = starts[multi], sizes[multi]
    # Runs a batch at a time, so that the pair list in memory stays bounded.
    batch = np.cumsum(sizes * (sizes - 1) // 2) // chunk
    for b in np.unique(batch):
        sel = batch == b
        pairs = all_pairs_in_runs(doc, starts[sel], sizes[sel])
        seen[pairs[:, 0] * n + pairs[:, 1]] = True
        seen[pairs[:, 1] * n + pairs[:, 0]] = True
    codes = np.flatnonzero(seen.reshape(n, n)[np.triu_indices(n, 1)])
    iu = np.triu_indices(n, 1)
    return np.stack([iu[0][codes], iu[1][codes]], axis=1).astype(np.int64)
