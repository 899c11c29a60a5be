"""The run and pair helpers every pairing stage sorts and pairs with."""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from plagcheck.engine.arrays import (
    codes_in_runs,
    first_of_runs,
    from_codes,
    in_each_other,
    laid_end_to_end,
    locate,
    member,
    pair_codes,
    pairs_in_runs,
    runs,
    split_again,
)


@given(st.lists(st.integers(0, 4), max_size=50), st.lists(st.integers(0, 2), min_size=50))
def test_runs_are_the_groups_of_equal_sorted_rows(values: list[int], other: list[int]) -> None:
    a = np.sort(np.array(values, dtype=np.int64))
    groups = [len(list(g)) for _, g in itertools.groupby(a.tolist())]
    starts, sizes = runs(a)
    assert sizes.tolist() == groups
    assert starts.tolist() == np.cumsum([0, *groups])[:-1].tolist()
    # Two columns: a run ends where either changes.
    b = np.array(other[: len(a)], dtype=np.int64)
    rows = list(zip(a.tolist(), b.tolist()))
    expected = [i == 0 or rows[i] != rows[i - 1] for i in range(len(rows))]
    assert first_of_runs(a, b).tolist() == expected


@given(st.lists(st.integers(1, 6), max_size=8))
def test_pairs_in_runs_are_every_two_rows_of_a_run(sizes: list[int]) -> None:
    starts = np.cumsum([0, *sizes])[:-1]
    i, j = pairs_in_runs(np.array(starts, dtype=np.int64), np.array(sizes, dtype=np.int64))
    expected = [
        (s + x, s + y)
        for s, m in zip(starts.tolist(), sizes)
        for x, y in itertools.combinations(range(m), 2)
    ]
    assert sorted(zip(i.tolist(), j.tolist())) == sorted(expected)


@given(st.lists(st.integers(1, 6), max_size=8), st.sampled_from([3, 70_000]), st.data())
def test_codes_in_runs_are_the_codes_of_every_two_ids_of_a_run(
    sizes: list[int], m: int, data: st.DataObject
) -> None:
    """Two rows of one id make no pair; the codes are uint32 or int64 as ``pair_codes``'s."""
    ids = np.array(
        data.draw(st.lists(st.integers(0, m - 1), min_size=sum(sizes), max_size=sum(sizes))),
        dtype=np.uint32,
    )
    starts = np.cumsum([0, *sizes])[:-1].astype(np.int64)
    codes = codes_in_runs(ids, starts, np.array(sizes, dtype=np.int64), m)
    expected = [
        int(ids[s + x]) * m + int(ids[s + y])
        for s, n in zip(starts.tolist(), sizes)
        for x, y in itertools.combinations(range(n), 2)
        if ids[s + x] != ids[s + y]
    ]
    assert sorted(codes.tolist()) == sorted(expected)
    assert codes.dtype == pair_codes(ids[:1], ids[:1], m).dtype


@given(st.sampled_from([2, 1000, 65_536, 65_537, 10**6]), st.data())
def test_pair_codes_round_trip_below_and_above_uint32(m: int, data: st.DataObject) -> None:
    pairs = data.draw(st.lists(st.tuples(st.integers(0, m - 1), st.integers(0, m - 1))))
    a = np.array([p[0] for p in pairs], dtype=np.int64)
    b = np.array([p[1] for p in pairs], dtype=np.int64)
    codes = pair_codes(a, b, m)
    assert from_codes(codes, m).tolist() == [list(p) for p in pairs]
    # Codes sort as the pairs do.
    assert np.argsort(codes, kind="stable").tolist() == sorted(
        range(len(pairs)), key=lambda k: pairs[k]
    )


@given(st.lists(st.lists(st.integers(0, 2**64 - 1), max_size=5), max_size=6))
def test_arrays_laid_end_to_end_split_again_as_they_were(lists: list[list[int]]) -> None:
    """What a worker sends as one array comes back as each document's own (empty ones too)."""
    arrays = [np.array(x, dtype=np.uint64) for x in lists]
    back = split_again(*laid_end_to_end(arrays, np.uint64))
    assert [a.tolist() for a in back] == lists
    assert all(a.dtype == np.uint64 for a in back)


@given(
    st.lists(st.integers(0, 2**32 - 1), max_size=200),
    st.lists(st.integers(0, 2**32 - 1), max_size=200),
)
def test_member_is_isin(xs, ys):
    """``member`` (a sort and a table of low bits) answers as np.isin does, whatever collides in
    the table; ``locate`` says where in the sorted distinct values."""
    x = np.array(xs + [y ^ (1 << 30) for y in ys[:20]], dtype=np.uint32)  # (same low bits)
    y = np.array(ys, dtype=np.uint32)
    assert member(x, y).tolist() == np.isin(x, y).tolist()
    values = np.unique(y).tolist()
    assert locate(x, y).tolist() == [values.index(v) if v in values else -1 for v in x.tolist()]


@given(
    st.lists(st.integers(0, 2**63 - 1), max_size=200),
    st.lists(st.integers(0, 2**63 - 1), max_size=200),
)
def test_in_each_other_is_isin_both_ways(xs, ys):
    """``in_each_other`` (one sort of both, a side bit each) answers as np.isin does each way,
    repeated values and values shared with a neighbour's side bit included."""
    x = np.array(xs + ys[:10] + [v ^ 1 for v in ys[:10]], dtype=np.uint64)
    y = np.array(ys + ys[:5], dtype=np.uint64)
    in_y, in_x = in_each_other(x, y)
    assert in_y.tolist() == np.isin(x, y).tolist()
    assert in_x.tolist() == np.isin(y, x).tolist()
