"""Winnowed fingerprints: the guarantee that a pasted passage is found, and the index's pairs."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine.text.winnow import (
    DRIFT,
    FP_K,
    FP_W,
    SPAN,
    fingerprint_pairs,
    fingerprints,
    fingerprints_many,
    hashes,
    passage_pairs,
    sliding_min,
)

# Made-up words, so that two random texts share no run of words by chance.
WORDS = [f"w{a}{b}" for a in "bcdfghjklmnpqrstvz" for b in "aeiouy"] * 1


@given(
    st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=200),
    st.integers(1, 40),
)
def test_sliding_min_is_the_minimum_of_every_window(values: list[int], w: int) -> None:
    h = np.array(values, dtype=np.uint32)
    got = sliding_min(h, w)
    if len(h) < w:
        assert list(got) == [min(values)]
    else:
        assert list(got) == [min(values[i : i + w]) for i in range(len(values) - w + 1)]


def _text(rng: np.random.Generator, n: int) -> list[str]:
    return [WORDS[i] for i in rng.integers(len(WORDS), size=n)] if n else []


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 2**31),
    st.integers(FP_K + FP_W - 1, 120),
    st.integers(0, 300),
    st.integers(0, 300),
)
def test_a_shared_run_of_w_plus_k_minus_1_words_shares_a_fingerprint(
    seed: int, run: int, before: int, after: int
) -> None:
    """Schleimer et al.'s guarantee: any run of at least w + k - 1 words found in both texts (in
    any context) yields a fingerprint of both."""
    rng = np.random.default_rng(seed)
    passage = _text(rng, run)
    a = " ".join(_text(rng, before) + passage + _text(rng, after))
    b = " ".join(_text(rng, after) + passage + _text(rng, before))
    assert np.intersect1d(hashes(fingerprints(a)), hashes(fingerprints(b))).size >= 1


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31), st.integers(40, 100), st.integers(0, 500), st.integers(0, 500))
def test_a_pasted_passage_of_40_words_makes_a_candidate_pair(
    seed: int, run: int, at_a: int, at_b: int
) -> None:
    """A teacher's promise: a passage of 40 words or more pasted into otherwise unrelated essays
    makes the pair a candidate (it is then verified exactly), among unrelated essays that do not."""
    rng = np.random.default_rng(seed)
    passage = _text(rng, run)
    host_a, host_b = _text(rng, 600), _text(rng, 600)
    a = " ".join(host_a[:at_a] + passage + host_a[at_a:])
    b = " ".join(host_b[:at_b] + passage + host_b[at_b:])
    others = [" ".join(_text(rng, 400)) for _ in range(8)]
    fps = [fingerprints(t) for t in [a, b, *others]]
    # Two shared fingerprints where a copied passage would hold them (a large folder's rule).
    assert fingerprint_pairs(fps, max_docs=10, min_shared=2).tolist() == [[0, 1]]


def test_unrelated_essays_are_no_candidates() -> None:
    rng = np.random.default_rng(7)
    texts = [" ".join(_text(rng, 600)) for _ in range(30)]
    pairs = fingerprint_pairs([fingerprints(t) for t in texts], max_docs=30, min_shared=1)
    assert len(pairs) == 0


def test_common_fingerprints_and_templates_make_no_candidates() -> None:
    rng = np.random.default_rng(3)
    prompt = _text(rng, 80)
    texts = [" ".join(_text(rng, 200) + prompt + _text(rng, 200)) for _ in range(6)]
    fps = [fingerprints(t) for t in texts]
    assert len(fingerprint_pairs(fps, max_docs=10, min_shared=2)) == 15  # all share the prompt
    # Found in more documents than allowed: a stock phrase, ignored.
    same = [fingerprints(" ".join(prompt))] * 6
    assert len(fingerprint_pairs(same, max_docs=6, min_shared=1)) == 15
    assert len(fingerprint_pairs(same, max_docs=5, min_shared=1)) == 0
    # The prompt given as a template: every k-gram of it ignored.
    ignore = hashes(fingerprints_many([" ".join(prompt)], every=True)[0])
    assert len(fingerprint_pairs(fps, max_docs=10, min_shared=1, ignore=ignore)) == 0


def test_two_shared_fingerprints_make_a_passage_only_together() -> None:
    """Two essays on one topic may each use two stock phrases anywhere; a copied passage holds
    its shared fingerprints together, in the same order, on about the same diagonal."""

    def pairs(pa: list[int], pb: list[int]) -> list[list[int]]:
        rows = np.zeros(len(pa), np.int64), np.ones(len(pa), np.int64)
        return passage_pairs(*rows, np.array(pa), np.array(pb), 2).tolist()

    assert pairs([100, 120], [300, 322]) == [[0, 1]]  # together, a word inserted
    assert pairs([100, 400], [300, 600]) == []  # far apart
    assert pairs([100, 120], [300, 260]) == []  # together in A, far apart (and reordered) in B
    assert pairs([100], [300]) == []  # one alone
    assert pairs([100, 100 + SPAN], [300, 300 + SPAN + DRIFT]) == [[0, 1]]  # at the limits
    assert pairs([100, 105], [300, 305]) == []  # one short run (a dozen words) by chance
    assert pairs([100, 105, 110, 118], [300, 305, 310, 318]) == [[0, 1]]  # a passage's chain


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 90), st.integers(0, 90)),
        max_size=40,
    ),
    st.randoms(use_true_random=False),
    st.booleans(),
)
def test_passage_pairs_do_not_depend_on_the_order_of_the_rows(rows, rnd, wide) -> None:
    """The SQLite and the Parquet archive (and the folder's own index) find the same shared
    fingerprints in different orders: each must give the same candidates. ``wide``: positions
    too large to pack with the pair into 64 bits take the other path."""
    if not rows:
        return
    shuffled = rows[:]
    rnd.shuffle(shuffled)
    offset = 1 << 40 if wide else 0

    def found(rs: list[tuple[int, int, int, int]]) -> list[list[int]]:
        a, b, pa, pb = (np.array(c, dtype=np.int64) for c in zip(*rs))
        return passage_pairs(a, b, pa + offset, pb + offset, 2).tolist()

    assert found(rows) == found(shuffled)


def test_text_without_spaces_is_fingerprinted_by_characters() -> None:
    rng = np.random.default_rng(5)
    han = [chr(c) for c in rng.integers(0x4E00, 0x9FFF, size=900)]
    shared = "".join(han[:60])
    a = "".join(han[100:400]) + shared + "".join(han[400:500])
    b = "".join(han[500:800]) + shared + "".join(han[800:900])
    assert len(fingerprints(a)) > 10
    pairs = fingerprint_pairs([fingerprints(a), fingerprints(b)], max_docs=2, min_shared=2)
    assert pairs.tolist() == [[0, 1]]


def test_texts_fingerprinted_together_get_what_each_gets_alone() -> None:
    """A batch mixes texts of words, a text whose spaces were stripped (fingerprinted by its
    characters) and empty text: each text's fingerprints are its own."""
    rng = np.random.default_rng(9)
    vocab = ["sea", "ice", "rises", "water", "of", "the", "warming", "coastal", "cities"]
    words = [" ".join(rng.choice(vocab, size=n)) for n in (200, 0, 90, 300)]
    stripped = words[3].replace(" ", "")  # one "word" of 1,600 letters
    han = "".join(chr(c) for c in rng.integers(0x4E00, 0x9FFF, size=300))
    texts = [words[0], stripped, "", han, words[2], words[1], words[3]]
    together = fingerprints_many(texts)
    alone = [fingerprints(t) for t in texts]
    assert [f.tolist() for f in together] == [f.tolist() for f in alone]
    assert len(together[1]) > 10 and len(together[0]) > 10


def test_the_quick_search_reports_what_exact_mode_reports_on_clough(clough) -> None:
    """Fingerprints find the pairs local containment reports: on a real corpus of rewritten
    answers the quick search reports all but three of the pairs exact mode reports (128: short
    passages that 8 or more answers share with their Wikipedia article, whole or in pieces, are
    text common to the folder, docs/class_precision.md, and a pair whose one passage is a sentence
    of 12-14 words is no pair, ``credit.enough``), both on shared shingles alone (reworded
    passages: tests/test_reworded.py)."""
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params

    def reported(result: pipeline.Result) -> set[frozenset[str]]:
        return {frozenset((result.name(p.a), result.name(p.b))) for p in result.reported}

    exact = reported(pipeline.run(clough, Params(paraphrase=False), exact=True))
    quick = reported(pipeline.run(clough, Params(paraphrase=False)))
    assert len(exact) >= 128
    assert quick <= exact
    assert len(quick) >= len(exact) - 3


def test_switching_local_matches_on_in_the_window_finds_the_pasted_passage(tmp_path) -> None:
    """The shingle stage fingerprints the text: a re-run on one Scanner after the teacher turns
    the pasted-passage search on finds the pasted passage, as a fresh scan does."""
    from plagcheck.engine import pipeline
    from plagcheck.engine.params import Params

    rng = np.random.default_rng(7)
    passage = _text(rng, 60)
    for i in range(8):
        host = _text(rng, 700)
        words = host[:300] + passage + host[300:] if i < 2 else host
        (tmp_path / f"s{i}.txt").write_text(" ".join(words) + ".", encoding="utf-8")

    def reported(result: pipeline.Result) -> set[frozenset[str]]:
        return {frozenset((result.name(p.a), result.name(p.b))) for p in result.reported}

    # Rewording off: its sentence keys would make every pair of these texts a candidate.
    params = Params(paraphrase=False)
    scanner = pipeline.Scanner()
    assert reported(scanner.run(tmp_path, params.replace(window=0))) == set()
    on = reported(scanner.run(tmp_path, params))
    assert on == reported(pipeline.run(tmp_path, params)) == {frozenset({"s0.txt", "s1.txt"})}
