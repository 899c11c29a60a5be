"""Shingle sets: what a large scan keeps of a document counts its distinct shingles right."""

from __future__ import annotations

import mmh3
import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from plagcheck.engine.params import Unit
from plagcheck.engine.text.shingles import (
    SHINGLE_SEED,
    WINDOW_BLOCK,
    Shingles,
    murmur3_windows,
    shingle,
    sorted_unique,
)


def made(hashes: list[int], scored: list[bool]) -> Shingles:
    h = np.array(hashes, dtype=np.uint32)
    pos = np.arange(len(h), dtype=np.int32)
    return Shingles(h, pos, pos + 1, np.array(scored[: len(h)], dtype=bool))


@given(
    st.lists(st.integers(0, 2**32 - 1) | st.sampled_from([0, 7, 2**32 - 1]), max_size=60),
    st.lists(st.booleans(), min_size=60, max_size=60),
)
def test_shingles_count_the_distinct_scored_shingles(hashes, scored):
    expected = len(set(h for h, s in zip(hashes, scored) if s))
    fresh = made(hashes, scored)
    assert fresh.n_unique == expected
    assert fresh.hashes.tolist() == hashes  # counting leaves the document's shingles alone
    fresh.views()
    assert fresh.n_unique == expected == len(fresh.unique)
    # What a large scan keeps of a document in no candidate pair: no shingles, and no count
    # (the JSON export says null), unless verification kept its sorted views.
    light = fresh.light()
    assert len(light.hashes) == 0 and light.n_unique is None
    assert fresh.for_verification(inverse=False).n_unique == expected


def test_repeated_shingles_count_once():
    sh = shingle("abcab abcab", Unit.CHAR, 3)
    assert sh.n_unique == len({"abc", "bca", "cab", "ab ", "b a", " ab"})


def test_windows_across_hashing_blocks_equal_mmh3():
    n, k = 2 * WINDOW_BLOCK + 11, 5
    values = np.random.default_rng(4).integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    raw = values.astype("<u4").tobytes()
    want = [
        mmh3.hash(raw[4 * i : 4 * (i + k)], SHINGLE_SEED, signed=False) for i in range(n - k + 1)
    ]
    assert murmur3_windows(values, k).tolist() == want


@given(st.lists(st.integers(0, 2**32 - 1) | st.sampled_from([0, 5, 2**32 - 1]), max_size=80))
def test_sorted_unique_equals_numpy_unique(values):
    arr = np.array(values, dtype=np.uint32)
    got = sorted_unique(arr)
    assert got.dtype == np.uint32
    assert got.tolist() == np.unique(arr).tolist() == sorted(set(values))


@given(st.lists(st.integers(1, 300), min_size=1, max_size=12))
def test_ascii_words_of_any_length_hash_as_mmh3(lengths):
    """The vectorised word hashing (words longer than a few blocks take another path) gives each
    word the value mmh3 gives it, whatever the lengths, and the same spans as the regex."""
    from plagcheck.engine.text.shingles import many_token_values, token_values

    text = " ".join("ab'c"[i % 4] * n for i, n in enumerate(lengths)) + " " + "z" * 200_000
    (vals, starts, ends), other = many_token_values([text, "two words"], Unit.WORD)
    ref_vals, ref_starts, ref_ends = token_values(text, Unit.WORD)
    assert vals.tolist() == ref_vals.tolist()
    assert starts.tolist() == ref_starts.tolist() and ends.tolist() == ref_ends.tolist()
    assert other[0].tolist() == token_values("two words", Unit.WORD)[0].tolist()


@given(st.lists(st.text(alphabet="ab1_' .-\n", max_size=30), min_size=1, max_size=4))
def test_ascii_word_tokens_are_the_regexs_around_apostrophes(texts):
    """ASCII texts tokenised together (numpy) give the regex's words of each, apostrophes
    included only between two word characters (it's, not it' or 'tis)."""
    from plagcheck.engine.text.shingles import many_token_values, token_values

    for text, (v, s, e) in zip(texts, many_token_values(texts, Unit.WORD)):
        want_v, want_s, want_e = token_values(text, Unit.WORD)
        assert (v.tolist(), s.tolist(), e.tolist()) == (
            want_v.tolist(),
            want_s.tolist(),
            want_e.tolist(),
        )


def test_word_tokens_of_many_large_texts_stay_in_order():
    """Texts are tokenised a megabyte at a time: each text still gets its own words, in order,
    when ASCII and non-ASCII texts alternate across pieces."""
    from plagcheck.engine.text.shingles import many_token_values, token_values

    rng = np.random.default_rng(3)
    words = ["it's", "tea", "cup_2", "Over", "x"]
    texts = [" ".join(rng.choice(words, 120_000 + 999 * i)) for i in range(3)]
    texts.insert(1, "déjà vu " * 50)
    texts.append("")
    got = many_token_values(texts, Unit.WORD)
    assert len(got) == len(texts)
    for text, (v, s, e) in zip(texts, got):
        want_v, want_s, want_e = token_values(text, Unit.WORD)
        assert np.array_equal(v, want_v) and np.array_equal(s, want_s)
        assert np.array_equal(e, want_e)
