"""The class's background read in partitions: every executor splits a folder its own way."""

from __future__ import annotations

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from plagcheck.engine.text import background


@given(
    st.lists(st.lists(st.integers(0, 5), max_size=30), min_size=1, max_size=12),
    st.data(),
)
def test_a_folder_read_in_partitions_has_the_background_of_the_folder_read_whole(words, data):
    """The words each document uses and the word k-grams three or more documents hold (which
    weigh reworded passages and tell the text a class holds) count the same whether a folder is
    read whole (in this process) or in partitions (one per worker): else two executors would
    report one class differently. Few distinct words, so that k-grams repeat across documents
    and within one."""
    docs = [np.array(w, dtype=np.uint32) for w in words]
    cuts = data.draw(st.sets(st.integers(1, len(docs) - 1), max_size=5)) if len(docs) > 1 else set()
    bounds = [0, *sorted(cuts), len(docs)]
    parts = [background.count(docs[lo:hi], grams=True) for lo, hi in zip(bounds, bounds[1:])]
    whole = background.merge([background.count(docs, grams=True)])
    split = background.merge(parts)
    assert split.n == whole.n == len(docs)
    assert split.words.tolist() == whole.words.tolist()
    assert split.docs.tolist() == whole.docs.tolist()
    assert whole.grams is not None and split.grams is not None
    assert split.grams.words.tolist() == whole.grams.words.tolist()
    assert split.grams.docs.tolist() == whole.grams.docs.tolist()
    # (and the counts are right: a k-gram is counted once for each document that holds it)
    held = [set(g.tolist()) for g in background.kgrams(docs)]
    counts = {g: sum(g in h for h in held) for g in set().union(*held)}
    many = {g: n for g, n in counts.items() if n >= background.HELD_BY}
    assert dict(zip(whole.grams.words.tolist(), whole.grams.docs.tolist())) == many
