"""Small numpy helpers on runs of equal values and on pairs, shared by the stages that sort
and pair (LSH buckets, fingerprints, sentence keys, verification), and on lists of arrays."""

from __future__ import annotations

from collections.abc import Iterator

import numpy as np


def first_of_runs(*cols: np.ndarray) -> np.ndarray:
    """True where a row differs from the row before in any of ``cols`` (and at the first row):
    the start of each run of equal rows of sorted columns."""
    new = np.empty(len(cols[0]), dtype=bool)
    new[:1] = True
    np.not_equal(cols[0][1:], cols[0][:-1], out=new[1:])
    for c in cols[1:]:
        new[1:] |= c[1:] != c[:-1]
    return new


def distinct(a: np.ndarray) -> np.ndarray:
    """The sorted distinct values of ``a``: np.unique's result, by a sort (numpy 2's np.unique
    hashes, 2-16x slower on the hashes of a document's words or a class's fingerprints)."""
    s = np.sort(a)
    return s[first_of_runs(s)] if len(s) else s


# ``locate``'s table of the low bits of what it looks for (4 MB).
_TABLE = 1 << 22


def member(x: np.ndarray, y: np.ndarray, sorted_distinct: bool = False) -> np.ndarray:
    """Which of ``x`` are in ``y`` (hashes; ``sorted_distinct``: ``y`` is already): np.isin by a
    sort (numpy 2's hashing np.isin is several times slower on hashes)."""
    return locate(x, y, sorted_distinct) >= 0


def locate(x: np.ndarray, y: np.ndarray, sorted_distinct: bool = False) -> np.ndarray:
    """Where each of ``x`` is in ``distinct(y)`` (-1: not there; ``sorted_distinct``: ``y`` is
    already): those that a table of y's low bits rules out (most of a class's k-grams) never
    searched for."""
    y = y if sorted_distinct else distinct(y)
    out = np.full(len(x), -1, dtype=np.int64)
    if not len(y):
        return out
    table = np.zeros(_TABLE, dtype=bool)
    table[(y & np.asarray(_TABLE - 1, y.dtype)).astype(np.int64)] = True
    maybe = np.flatnonzero(table[(x & np.asarray(_TABLE - 1, x.dtype)).astype(np.int64)])
    at = np.minimum(np.searchsorted(y, x[maybe]), len(y) - 1)
    found = y[at] == x[maybe]
    out[maybe[found]] = at[found]
    return out


def in_each_other(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Which of ``x`` are in ``y``, and which of ``y`` in ``x`` (values under 2**63): one sort
    of both, each tagged with its side in a low bit (a value is in both where its run starts
    on x's and ends on y's). Twice as fast as two ``member`` calls where x and y are alike in
    size (a table of their low bits rules little out)."""
    both = np.concatenate(
        [x.astype(np.uint64) << np.uint64(1), (y.astype(np.uint64) << np.uint64(1)) | np.uint64(1)]
    )
    order = np.argsort(both, kind="stable")
    s = both[order]
    start, size = runs(s >> np.uint64(1))
    found = ((s[start] & np.uint64(1)) == 0) & ((s[start + size - 1] & np.uint64(1)) == 1)
    out = np.empty(len(s), dtype=bool)
    out[order] = np.repeat(found, size)
    return out[: len(x)], out[len(x) :]


def mixed(x: np.ndarray) -> np.ndarray:
    """Each of ``x`` scrambled (splitmix64's finaliser): their sum tells sets apart (a plain
    sum does not: 1 + 4 is 2 + 3), of documents or of k-grams each with its place."""
    z = x.astype(np.uint64) + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return z ^ (z >> np.uint64(31))


def runs(s: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(start, size) of each run of equal values of the sorted ``s``."""
    starts = np.flatnonzero(first_of_runs(s))
    return starts, np.diff(np.append(starts, len(s)))


def ranges(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The concatenation of arange(s, s + n) for each (s, n): one repeat of where each range
    stands against its place in the whole."""
    out = np.repeat(starts - (np.cumsum(lengths) - lengths), lengths)
    out += np.arange(len(out), dtype=out.dtype)
    return out


def _pairs_by_size(starts: np.ndarray, sizes: np.ndarray) -> Iterator[tuple[np.ndarray, ...]]:
    """Positions (i, j), i < j, of every two rows within each run ``[start, start + size)``, the
    runs of one size at a time: each run's start plus that size's pairs (``triu_indices``), three
    times faster than a repeat and a range per row when there are millions of runs."""
    for size in np.unique(sizes[sizes >= 2]).tolist():
        s = starts[sizes == size].astype(np.int64)
        ii, jj = np.triu_indices(size, k=1)
        yield (s[:, None] + ii[None, :]).ravel(), (s[:, None] + jj[None, :]).ravel()


def pairs_in_runs(starts: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Positions (i, j), i < j, of every two rows within each run ``[start, start + size)``."""
    sizes = sizes.astype(np.int64)
    total = int((sizes * (sizes - 1) // 2).sum())
    # Written into their place (parts joined at the end would hold every pair twice at once).
    out_i, out_j = np.empty(total, np.int64), np.empty(total, np.int64)
    at = 0
    for i, j in _pairs_by_size(starts, sizes):
        out_i[at : at + len(i)], out_j[at : at + len(j)] = i, j
        at += len(i)
    return out_i, out_j


def codes_in_runs(ids: np.ndarray, starts: np.ndarray, sizes: np.ndarray, m: int) -> np.ndarray:
    """``pair_codes`` of (ids[i], ids[j]) for every two rows i < j within each run, two rows of
    one id left out. Only the codes are held whole, not the positions and ids of every pair
    (millions of pairs)."""
    out = [pair_codes(ids[:0], ids[:0], m)]
    for i, j in _pairs_by_size(starts, sizes):
        a, b = ids[i], ids[j]
        out.append(np.compress(a != b, pair_codes(a, b, m)))
    return np.concatenate(out)


def all_pairs_in_runs(ids: np.ndarray, starts: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """Every pair of members within each run ids[s:s+m] (``pairs_in_runs``), as (n, 2) ids."""
    i, j = pairs_in_runs(starts, sizes)
    return np.stack([ids[i], ids[j]], axis=1).astype(np.int64)


def pair_codes(a: np.ndarray, b: np.ndarray, m: int) -> np.ndarray:
    """Pairs (a, b), both below ``m``, as one number a * m + b: uint32 where every code fits
    (up to 65,536 documents), which sorts 1.6-1.8x faster than int64 (millions of pairs)."""
    if m * m <= 1 << 32:
        return a.astype(np.uint32) * np.uint32(m) + b.astype(np.uint32)
    return a.astype(np.int64) * m + b


def from_codes(codes: np.ndarray, m: int) -> np.ndarray:
    """``pair_codes`` back to (n, 2) int64 pairs."""
    return np.stack([codes // m, codes % m], axis=1).astype(np.int64)


def laid_end_to_end(arrays: list[np.ndarray], dtype: type) -> tuple[np.ndarray, np.ndarray]:
    """A list of 1-D arrays as one array and the length of each (``split_again`` undoes it):
    pickling a small array costs more than its bytes, so a worker sends thousands as one."""
    flat = np.concatenate([np.zeros(0, dtype), *arrays])
    return flat, np.fromiter(map(len, arrays), np.int64, len(arrays))


def split_again(flat: np.ndarray, lengths: np.ndarray) -> list[np.ndarray]:
    """The arrays ``laid_end_to_end`` laid end to end (views of ``flat``)."""
    return np.split(flat, np.cumsum(lengths)[:-1]) if len(lengths) else []
