"""The text a class holds, decided run by run: the shortcuts that spare reading hundreds of
holders one by one (a line of the prompt) and the runs read once for many sides decide as the
rule itself does, read plainly."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.arrays import mixed
from plagcheck.engine.compare.common import (
    PARAGRAPH_PIECE,
    PARAGRAPH_WORDS,
    PIECE_GRAMS,
    QUOTED_WORDS,
    SENTENCE_GRAMS,
    _class_text,
    _Holders,
)
from plagcheck.engine.text.winnow import FP_K


def _holders(sets: list[list[int]], n_docs: int) -> _Holders:
    counts = np.array([len(s) for s in sets], dtype=np.int64)
    owner = np.array([d for s in sets for d in s], dtype=np.int64)
    first = np.concatenate([[0], np.cumsum(counts)[:-1]]).astype(np.int64)
    same = np.add.reduceat(mixed(owner), first)
    hashes = np.arange(len(sets), dtype=np.uint32)
    return _Holders(hashes, counts, first, owner, same, n_docs + 1)


def _plainly(sides: list[list[int]], wanted: list[bool], sets, least) -> list[bool]:
    """The rule of ``_class_text``'s docstring, one run and one document at a time."""
    many, few = least
    out: list[bool] = []
    for text, want in zip(sides, wanted):
        holders = few if len(text) <= QUOTED_WORDS - FP_K + 1 else many
        marks = [False] * len(text)
        i = 0
        while i < len(text):
            if not want or text[i] < 0:
                i += 1
                continue
            j = i
            while j < len(text) and text[j] >= 0:
                j += 1
            run = text[i:j]
            need = PARAGRAPH_PIECE if len(run) >= PARAGRAPH_WORDS - FP_K + 1 else PIECE_GRAMS
            need = 1 if len(run) <= SENTENCE_GRAMS else need
            grams: dict[int, int] = {}
            g = 0
            while g < len(run):  # k-grams in a row the same documents hold
                h = g
                while h < len(run) and set(sets[run[h]]) == set(sets[run[g]]):
                    h += 1
                for d in sets[run[g]]:
                    grams[d] = grams.get(d, 0) + min(h - g, 7)
                g = h
            pieces = sum(n >= need for n in grams.values())
            marks[i:j] = [pieces >= holders] * (j - i)
            i = j
        out += marks
    return out


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_the_class_text_is_decided_as_the_rule_reads(seed: int) -> None:
    rng = np.random.default_rng(seed)
    n_docs = int(rng.integers(3, 200))
    most = int(rng.choice([4, 10, n_docs]))  # (sets of a few students, or of the whole class)
    # A few sets of holders, many k-grams held by one of them (a text some students copied in
    # a row), some by nearly every student (a line of the prompt).
    pool = [
        sorted(
            rng.choice(
                n_docs, size=int(rng.integers(3, max(min(most, n_docs), 3) + 1)), replace=False
            ).tolist()
        )
        for _ in range(int(rng.choice([3, 15, 60])))
    ]
    sets = [pool[int(rng.integers(len(pool)))] for _ in range(int(rng.integers(1, 80)))]
    if rng.random() < 0.3:  # or each held by a group of its own (a phrase three friends share)
        size = int(rng.integers(3, 7))
        sets = [list(range(i, i + size)) for i in range(0, n_docs - size + 1, size)] or sets
    sides: list[list[int]] = []
    for _ in range(int(rng.integers(1, 12))):
        if sides and rng.random() < 0.3:  # the same run in another side, as long or shorter
            text = list(sides[int(rng.integers(len(sides)))])
            sides.append(
                text[: int(rng.integers(1, len(text) + 1))] if rng.random() < 0.5 else text
            )
            continue
        n = int(rng.integers(1, 70))
        held = rng.random(n) < rng.choice([rng.random(), 1.0])
        if rng.random() < 0.5:  # k-grams at random, or in the order they were held
            sides.append([int(rng.integers(len(sets))) if h else -1 for h in held])
        else:
            sides.append([i % len(sets) if h else -1 for i, h in enumerate(held)])
    wanted = [bool(rng.random() < 0.8) for _ in sides]
    many = int(rng.integers(3, 9))
    least = (many, int(rng.integers(3, many + 1)))
    cut = np.concatenate([[0], np.cumsum([len(t) for t in sides])]).astype(np.int64)
    at = np.array([a for t in sides for a in t], dtype=np.int64)
    got = _class_text(cut, at, np.array(wanted), _holders(sets, n_docs), least)
    assert got.tolist() == _plainly(sides, wanted, sets, least)
