"""MinHash signatures against a plain-Python reference of the method (one permutation, bins,
optimal densification): archives store signatures, so a faster formula must give the same bits."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.text.minhash import BATCH, MinHasher
from plagcheck.engine.text.shingles import fmix32

M32 = 0xFFFFFFFF


def fmix_ref(h: int) -> int:
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & M32
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & M32
    return h ^ (h >> 16)


def fmix_inverse(h: int) -> int:
    h ^= h >> 16
    h = (h * pow(0xC2B2AE35, -1, 2**32)) & M32
    h ^= (h >> 13) ^ (h >> 26)
    h = (h * pow(0x85EBCA6B, -1, 2**32)) & M32
    return h ^ (h >> 16)


def reference_signature(mh: MinHasher, values: list[int]) -> list[int]:
    """Bin i of n holds the least g(x) with floor(g(x) * n / 2^32) = i; an empty bin takes the
    value of the first filled bin in its probe order; an empty set is all 0xFFFFFFFF."""
    n, a, b = mh.n, int(mh.a), int(mh.b)
    bins: list[int | None] = [None] * n
    for x in values:
        g = fmix_ref((x * a + b) & M32)
        i = (g * n) >> 32
        bins[i] = g if bins[i] is None else min(g, bins[i])  # type: ignore[type-var]
    if not values:
        return [M32] * n
    return [
        v if v is not None else next(bins[j] for j in mh.probes[i] if bins[j] is not None)
        for i, v in enumerate(bins)
    ]  # type: ignore[misc]


def hitting(mh: MinHasher, g: int) -> int:
    """The shingle hash that the permutation sends to ``g``."""
    return ((fmix_inverse(g) - int(mh.b)) * pow(int(mh.a), -1, 2**32)) & M32


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from([2, 8, 12, 64, 100, 128, 256]),
    st.integers(0, 2**16),
    st.lists(st.lists(st.integers(0, M32), max_size=300), min_size=1, max_size=5),
    st.booleans(),
)
def test_signatures_equal_the_plain_reference(n, seed, sets, hit_top):
    mh = MinHasher(n, seed)
    if hit_top:  # g = 0xFFFFFFFF: the value an empty bin starts from is a real minimum too
        sets[0] = [*sets[0], hitting(mh, M32)]
    arrays = [np.array(s, dtype=np.uint32) for s in sets]
    got = mh.signatures(arrays)
    assert got.tolist() == [reference_signature(mh, s) for s in sets]


def test_top_value_fills_its_bin():
    mh = MinHasher(8, 5)
    sig = mh.signatures([np.array([hitting(mh, M32)], dtype=np.uint32)])
    assert sig.tolist() == [[M32] * 8]  # one shingle: every bin borrows its value


@given(st.lists(st.integers(0, M32), max_size=50))
def test_fmix32_equals_murmur3_finaliser(values):
    arr = np.array(values, dtype=np.uint32)
    before = arr.copy()
    assert fmix32(arr).tolist() == [fmix_ref(v) for v in values]
    assert np.array_equal(arr, before)  # the input is left alone


def test_pinned_signatures():
    """Values computed once: archived signatures must keep matching new scans."""
    sets = [np.array([1, 2, 3, 1000], dtype=np.uint32), np.zeros(0, np.uint32)]
    a, b, c, d = 301387065, 1564941486, 2852625525, 3999020606
    assert MinHasher(8, 1).signatures(sets[:1]).tolist() == [[a, a, b, c, a, c, b, d]]
    assert MinHasher(6, 1).signatures(sets).tolist() == [
        [a, b, b, c, d, d],
        [M32] * 6,
    ]


def test_sets_over_many_batches_equal_the_plain_reference():
    rng = np.random.default_rng(8)
    sizes = [BATCH + 5, 7, 0, *rng.integers(1, BATCH // 3, 8)]
    sets = [rng.integers(0, 2**32, m, dtype=np.uint64).astype(np.uint32) for m in sizes]
    mh = MinHasher(128, 3)
    got = mh.signatures(sets)
    assert got[0].tolist() == reference_signature(mh, sets[0].tolist())
    assert np.array_equal(got, np.vstack([mh.signatures([s]) for s in sets]))
    assert got[1:].tolist() == [reference_signature(mh, s.tolist()) for s in sets[1:]]
