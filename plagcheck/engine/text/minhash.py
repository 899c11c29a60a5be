"""MinHash signatures by one-permutation hashing with optimal densification.

One random bijection g of the 32-bit shingle hashes; bin i of n holds the smallest g(x) among the
shingles whose g falls in the i-th n-th of the range (Li, Owen & Zhang 2012, "One Permutation
Hashing"). Empty bins borrow the value of the first non-empty bin along a probe sequence shared by
all documents (Shrivastava 2017, "Optimal Densification for Fast and Accurate Minwise Hashing"),
which keeps Pr[sig_i(A) = sig_i(B)] = J(A, B) for every position, for short documents too.
All arithmetic is on uint32 and wraps modulo 2^32 by design (g is an odd multiply, an add and
MurmurHash3's finaliser: a bijection), so there is no overflow to go wrong.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from plagcheck.engine.text.shingles import fmix32

# Elements hashed per batch: bounds memory, and a batch this small stays in the CPU cache (twice as
# fast as batches of millions).
BATCH = 1 << 16
# A bin no shingle fell in, before densification.
_EMPTY_BIN = np.uint32(0xFFFFFFFF)


def _perm_params(seed: int) -> tuple[np.uint32, np.uint32]:
    rng = np.random.default_rng(seed)
    a, b = rng.integers(0, 2**32, size=2, dtype=np.uint64)
    return np.uint32(int(a) | 1), np.uint32(int(b))


def probe_table(n: int, seed: int) -> np.ndarray:
    """For each bin i, the order in which other bins are tried when i is empty (n x n-1)."""
    rng = np.random.default_rng([seed, n, 0xD])
    table = np.empty((n, n - 1), dtype=np.int64)
    for i in range(n):
        others = np.delete(np.arange(n), i)
        table[i] = rng.permutation(others)
    return table


class MinHasher:
    """Signatures of n positions for any number of shingle sets; same seed, same signatures."""

    def __init__(self, n: int, seed: int) -> None:
        self.n = n
        self.seed = seed
        self.a, self.b = _perm_params(seed)
        self.probes = probe_table(n, seed)

    def permute(self, x: np.ndarray) -> np.ndarray:
        with np.errstate(over="ignore"):
            g = x.astype(np.uint32, copy=False) * self.a
            g += self.b
            return fmix32(g, inplace=True)

    def signatures(self, sets: Sequence[np.ndarray]) -> np.ndarray:
        """A (len(sets), n) uint32 array. An empty set gets a row of 0xFFFFFFFF, never compared."""
        out = np.zeros((len(sets), self.n), dtype=np.uint32)
        start = 0
        while start < len(sets):
            stop, total = start, 0
            while stop < len(sets) and (total == 0 or total + len(sets[stop]) <= BATCH):
                total += len(sets[stop])
                stop += 1
            out[start:stop] = self._batch(sets[start:stop])
            start = stop
        return out

    def _batch(self, sets: Sequence[np.ndarray]) -> np.ndarray:
        n = self.n
        lens = np.fromiter((len(s) for s in sets), dtype=np.intp, count=len(sets))
        flat = np.concatenate(list(sets)) if len(sets) else np.zeros(0, np.uint32)
        g = self.permute(flat)
        # cell = document * n + bin, with bin = floor(g * n / 2^32); in place, without temporaries.
        cell = np.repeat(np.arange(len(sets), dtype=np.intp) * n, lens)
        if n > 1 and n & (n - 1) == 0:
            cell += g >> np.uint32(33 - int(n).bit_length())  # n = 2^m: the top m bits of g
        else:
            bins = g.astype(np.uint64)
            bins *= np.uint64(n)
            bins >>= np.uint64(32)
            cell += bins.view(np.int64)  # bins < n: the same values as int64
        sig = np.full(len(sets) * n, _EMPTY_BIN, dtype=np.uint32)
        np.minimum.at(sig, cell, g)
        if (g == _EMPTY_BIN).any():
            filled = np.zeros(len(sets) * n, dtype=bool)
            filled[cell] = True
        else:  # no g is the initial value: the cells that changed are the filled ones
            filled = sig != _EMPTY_BIN
        self._densify(sig, filled, lens)
        return sig.reshape(len(sets), n)

    def _densify(self, sig: np.ndarray, filled: np.ndarray, lens: np.ndarray) -> None:
        n = self.n
        empty = np.flatnonzero(~filled)
        if len(empty) == 0:
            return
        doc, i = np.divmod(empty, n)
        keep = lens[doc] > 0
        doc, i, empty = doc[keep], i[keep], empty[keep]
        for t in range(n - 1):
            if len(empty) == 0:
                break
            donor = doc * n + self.probes[i, t]
            ok = filled[donor]
            sig[empty[ok]] = sig[donor[ok]]
            doc, i, empty = doc[~ok], i[~ok], empty[~ok]
        sig[empty] = 0  # only for sets that are empty


def estimated_jaccard(sig_a: np.ndarray, sig_b: np.ndarray) -> np.ndarray:
    """Fraction of positions where the signatures agree (row-wise for 2-D input)."""
    return np.mean(sig_a == sig_b, axis=-1)
