"""The engine's maths: shingles, hashing, MinHash, LSH, S-curve, verification, groups."""

import math
import subprocess
import sys

import mmh3
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine import scurve, stages
from plagcheck.engine.compare.groups import connected_groups
from plagcheck.engine.compare.scores import (
    SCREEN_MISS,
    agreement_floor,
    chance_counts,
    dismissal_floor,
    sharing_pairs,
    verify,
    worth_verifying,
)
from plagcheck.engine.intake.normalise import normalise
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Mode, Params, Unit
from plagcheck.engine.text.lsh import MAX_BUCKET, band_keys, candidate_pairs
from plagcheck.engine.text.minhash import MinHasher
from plagcheck.engine.text.shingles import SHINGLE_SEED, light_shingles, murmur3_windows, shingle


def shingle_strings(text: str, k: int) -> set[str]:
    sh = shingle(text, Unit.CHAR, k)
    return {text[s:e] for s, e in zip(sh.starts, sh.ends)}


def test_spec_example_abcab():
    assert shingle_strings("abcab", 2) == {"ab", "bc", "ca"}
    sh = shingle("abcab", Unit.CHAR, 2)
    sh.finish(bag=False)
    assert len(sh.unique) == 3 and sorted(sh.counts) == [1, 1, 2]


def test_text_shorter_than_k_has_no_shingles():
    assert len(shingle("abc", Unit.CHAR, 5).hashes) == 0
    assert len(shingle("two words", Unit.WORD, 3).hashes) == 0


def test_word_shingles_ignore_punctuation_and_keep_apostrophes():
    sh = shingle("it's raining, dogs! and cats", Unit.WORD, 2)
    text = "it's raining, dogs! and cats"
    assert [text[s:e] for s, e in zip(sh.starts, sh.ends)][:2] == ["it's raining", "raining, dogs"]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=0, max_size=40), st.integers(1, 8))
def test_vectorised_murmur_equals_mmh3(values, k):
    arr = np.array(values, dtype=np.uint32)
    got = murmur3_windows(arr, k)
    want = [
        mmh3.hash(arr[i : i + k].astype("<u4").tobytes(), SHINGLE_SEED, signed=False)
        for i in range(len(values) - k + 1)
    ]
    assert got.tolist() == want


def test_char_shingle_hash_is_mmh3_of_code_points():
    text = "héllo wörld"
    sh = shingle(text, Unit.CHAR, 4)
    want = mmh3.hash(text[:4].encode("utf-32-le"), SHINGLE_SEED, signed=False)
    assert int(sh.hashes[0]) == want


def test_bag_jaccard_spec_example():
    # {a,a,a,b} vs {a,a,b,b,c}: intersection 3, union 9 -> 1/3 (SPEC).
    a = shingle("a a a b", Unit.WORD, 1)
    b = shingle("a a b b c", Unit.WORD, 1)
    for s in (a, b):
        s.finish(bag=False)
    sigs = MinHasher(16, 1).signatures([a.elements, b.elements])
    keys = band_keys(sigs, 4, 4)
    (p,) = verify(np.array([[0, 1]]), [a, b], sigs, keys, window=0)
    assert p.bag_jaccard == pytest.approx(1 / 3)
    assert p.exact_jaccard == pytest.approx(2 / 3)  # sets {a,b} and {a,b,c}
    assert p.containment_a_in_b == pytest.approx(1.0)
    assert p.containment_b_in_a == pytest.approx(2 / 3)


def _plain_local(x, y, window: int, min_run: int) -> float:
    """Local containment by its definition, shingle by shingle: the largest share of any
    ``window`` consecutive shingles of one document found in the other, a shingle counting only
    inside a run of at least ``min_run`` found ones; the larger of the two directions."""
    best = 0.0
    for a, b in ((x, y), (y, x)):
        other = set(b.scored_hashes.tolist())
        found = [h in other for h in a.scored_hashes.tolist()]
        keep = [False] * len(found)
        i = 0
        while i < len(found):
            j = i
            while j < len(found) and found[j]:
                j += 1
            if j - i >= min_run:
                keep[i:j] = [True] * (j - i)
            i = max(j, i + 1)
        w = min(window, len(keep))
        best = max(best, max(sum(keep[s : s + w]) for s in range(len(keep) - w + 1)) / w)
    return best


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 30), min_size=5, max_size=120),
    st.lists(st.integers(0, 30), min_size=5, max_size=120),
    st.integers(1, 6),
    st.integers(3, 40),
)
def test_local_containment_is_its_definition(a, b, min_run, window):
    """What the window's "local" column shows: words drawn from a small vocabulary make shared
    runs of every length, a pasted stretch among them."""
    x = shingle(" ".join(f"w{i}" for i in a), Unit.WORD, 2)
    y = shingle(" ".join(f"w{i}" for i in a[len(a) // 3 :] + b), Unit.WORD, 2)
    for s in (x, y):
        s.finish(bag=False)
    sigs = MinHasher(16, 1).signatures([x.elements, y.elements])
    (p,) = verify(np.array([[0, 1]]), [x, y], sigs, band_keys(sigs, 4, 4), window, min_run)
    assert p.local_containment == pytest.approx(_plain_local(x, y, window, min_run))


def test_bag_mode_minhash_estimates_weighted_jaccard():
    a = shingle("x " * 30 + "y", Unit.WORD, 1)
    b = shingle("x " * 10 + "y", Unit.WORD, 1)
    for s in (a, b):
        s.finish(bag=True)
    # Bag elements: 30 x's + y vs 10 x's + y -> 11 / 31.
    assert len(np.intersect1d(a.elements, b.elements)) == 11
    assert len(np.union1d(a.elements, b.elements)) == 31


def _sets(rng, na, nb, ni):
    u = np.unique(rng.integers(0, 2**32, 3 * (na + nb), dtype=np.uint64).astype(np.uint32))
    u = rng.permutation(u)[: na + nb - ni]
    a = np.sort(u[:na])
    b = np.sort(np.concatenate([u[:ni], u[na:]]))
    return a, b


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.integers(1, 400), st.integers(1, 400), st.data())
def test_estimate_within_four_standard_errors(na, nb, data):
    ni = data.draw(st.integers(0, min(na, nb)))
    rng = np.random.default_rng(na * 1000 + nb)
    a, b = _sets(rng, na, nb, ni)
    j = ni / (na + nb - ni)
    n = 256
    sig = MinHasher(n, data.draw(st.integers(0, 2**32 - 1))).signatures([a, b])
    est = float((sig[0] == sig[1]).mean())
    se = max(np.sqrt(j * (1 - j) / n), 1 / n)
    assert abs(est - j) <= 4 * se + 1e-9


@pytest.mark.parametrize("na,nb,ni", [(1, 2, 1), (3, 3, 2), (5, 40, 5), (200, 300, 150)])
def test_each_position_matches_with_probability_j(na, nb, ni):
    """Averaged over many seeds, each position agrees with probability J (short sets too)."""
    rng = np.random.default_rng(7)
    j = ni / (na + nb - ni)
    n, seeds = 64, 400
    hits = np.zeros(n)
    for seed in range(seeds):
        a, b = _sets(rng, na, nb, ni)
        sig = MinHasher(n, seed).signatures([a, b])
        hits += sig[0] == sig[1]
    rate = hits / seeds
    # Per position: a binomial(400, J) proportion; overall mean much tighter.
    assert abs(rate.mean() - j) < 4 * np.sqrt(j * (1 - j) / (n * seeds)) + 1e-9
    assert np.all(np.abs(rate - j) < 5 * np.sqrt(j * (1 - j) / seeds) + 1e-9)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.integers(0, 2**32 - 1), min_size=1, max_size=100), st.integers(0, 1000))
def test_same_seed_same_signature(values, seed):
    s = np.unique(np.array(values, dtype=np.uint32))
    one = MinHasher(64, seed).signatures([s])
    two = MinHasher(64, seed).signatures([s.copy()])
    assert np.array_equal(one, two)


def test_signatures_do_not_depend_on_batching():
    rng = np.random.default_rng(3)
    sets = [
        np.unique(rng.integers(0, 2**32, m, dtype=np.uint64).astype(np.uint32))
        for m in (1, 5, 900, 40)
    ]
    mh = MinHasher(128, 9)
    together = mh.signatures(sets)
    alone = np.vstack([mh.signatures([s]) for s in sets])
    assert np.array_equal(together, alone)


def test_signature_is_stable_across_runs_and_machines():
    """A pinned value: if this changes, archived signatures stop matching new scans."""
    sig = MinHasher(8, 1).signatures([np.array([1, 2, 3, 1000], dtype=np.uint32)])
    out = subprocess.run(
        [
            sys.executable,
            "-c",
            "import numpy as np;from plagcheck.engine.text.minhash import MinHasher;"
            "print(MinHasher(8,1).signatures([np.array([1,2,3,1000],dtype=np.uint32)]).tolist())",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == str(sig.tolist())


def test_spec_s_curve_examples():
    assert scurve.probability(0.8, 20, 5) == pytest.approx(0.9996, abs=1e-4)
    assert scurve.probability(0.4, 20, 5) == pytest.approx(0.19, abs=0.01)
    assert scurve.knee(20, 5) == pytest.approx((1 / 20) ** (1 / 5))


def test_optimal_bands_rows_respects_budget_and_moves_with_threshold():
    low = scurve.optimal_bands_rows(0.3, 128)
    high = scurve.optimal_bands_rows(0.8, 128)
    for b, r in (low, high):
        assert b * r <= 128
    assert scurve.knee(*low) < scurve.knee(*high)
    # Weighting misses more than extra candidates lowers the curve's knee.
    cautious = scurve.optimal_bands_rows(0.5, 128, 0.1, 0.9)
    assert scurve.knee(*cautious) < scurve.knee(*scurve.optimal_bands_rows(0.5, 128, 0.9, 0.1))


def test_fp_fn_areas_match_numeric_integral():
    s = np.linspace(0, 1, 100_001)
    p = scurve.probability(s, 20, 5)
    assert scurve.false_positive_area(0.5, 20, 5) == pytest.approx(
        np.trapezoid(p[s <= 0.5], s[s <= 0.5]), abs=1e-3
    )
    assert scurve.false_negative_area(0.5, 20, 5) == pytest.approx(
        np.trapezoid(1 - p[s >= 0.5], s[s >= 0.5]), abs=1e-3
    )


def test_lsh_pairs_are_exactly_the_documents_sharing_a_band():
    rng = np.random.default_rng(5)
    sigs = rng.integers(0, 3, (60, 12), dtype=np.uint64).astype(np.uint32)
    keys = band_keys(sigs, 6, 2)
    pairs, counts = candidate_pairs(keys)
    want = {}
    for a in range(60):
        for b in range(a + 1, 60):
            shared = sum(
                np.array_equal(sigs[a, j * 2 : j * 2 + 2], sigs[b, j * 2 : j * 2 + 2])
                for j in range(6)
            )
            if shared:
                want[(a, b)] = shared
    assert {tuple(p): int(c) for p, c in zip(pairs.tolist(), counts)} == want


def test_huge_bucket_is_linked_not_squared():
    sigs = np.zeros((MAX_BUCKET * 3, 4), dtype=np.uint32)
    pairs, _ = candidate_pairs(band_keys(sigs, 2, 2))
    assert len(pairs) == MAX_BUCKET * 3 - 1  # a star, still one connected group
    assert connected_groups(MAX_BUCKET * 3, pairs.tolist()) == [list(range(MAX_BUCKET * 3))]


def test_huge_bucket_star_is_the_same_in_every_band():
    """Buckets are found by an unstable sort: a huge bucket's star must still start at its first
    document in every band, or each band would add a different star."""
    rng = np.random.default_rng(7)
    sigs = rng.integers(0, 2**32, size=(20_000, 4), dtype=np.uint64).astype(np.uint32)
    bucket = np.sort(rng.choice(len(sigs), size=MAX_BUCKET * 3, replace=False))
    sigs[bucket] = 0
    pairs, counts = candidate_pairs(band_keys(sigs, 2, 2))
    assert pairs.tolist() == [[int(bucket[0]), int(b)] for b in bucket[1:]]
    assert (counts == 2).all()


def test_sharing_pairs_is_every_pair_with_common_shingles():
    texts = ["the cat sat", "the dog ran", "a bird flew", "cat sat down"]
    shs = []
    for t in texts:
        s = shingle(t, Unit.WORD, 1)
        s.finish(bag=False)
        shs.append(s)
    assert sharing_pairs(shs).tolist() == [[0, 1], [0, 3]]


def test_groups_are_connected_components():
    assert connected_groups(6, [(0, 1), (1, 2), (4, 5)]) == [[0, 1, 2], [4, 5]]


@pytest.mark.parametrize(
    "field,value",
    [
        ("k", 0),
        ("perms", 4),
        ("threshold", 1.5),
        ("threshold", 0.0),
        ("unit", "syllable"),
        ("mode", "list"),
        ("seed", -1),
        ("max_doc_share", 2.0),
    ],
)
def test_invalid_params_name_the_value_and_range(field, value):
    with pytest.raises(ValueError) as e:
        Params(**{field: value})
    assert field in str(e.value)


def test_bands_rows_must_fit_in_permutations():
    with pytest.raises(ValueError, match="bands\\*rows=140 exceeds perms=128"):
        Params(bands=20, rows=7)
    with pytest.raises(ValueError, match="give both"):
        Params(bands=20)
    assert Params(bands=16, rows=8).band_rows() == (16, 8)


def test_params_round_trip_through_dict():
    p = Params(unit="char", k=7, threshold=0.4, templates=("a.txt",), mode=Mode.BAG)
    assert Params.from_dict(p.to_dict()) == p
    q = Params(bands=10, rows=4)
    assert Params.from_dict(q.to_dict()) == q


def test_normalisation_collapses_whitespace_folds_case_and_maps_back():
    original = "  The\r\n\tQuick   BROWN\u00a0fox  "
    text, offsets, excluded, *_ = normalise(Extracted(original), Params())
    assert text == "the quick brown fox"
    for i, ch in enumerate(text):
        if ch != " ":
            assert original[offsets[i]].casefold() == ch
    assert not excluded.any()


def test_normalisation_is_idempotent():
    ex = Extracted("Straße  MIT\n\nÄrger ")
    once, *_ = normalise(ex, Params())
    twice, *_ = normalise(Extracted(once), Params())
    assert once == twice == "strasse mit ärger"


@settings(max_examples=80, deadline=None)
@given(st.lists(st.text(alphabet="ab'_ 9,.\nXyz’é", max_size=40), max_size=6))
def test_batched_word_tokens_equal_regex_and_mmh3(texts):
    """The numpy word tokenizer gives the regex's words, spans and mmh3 values (non-ASCII texts
    take the regex path)."""
    from plagcheck.engine.text.shingles import many_token_values, token_values

    for text, (v, s, e) in zip(texts, many_token_values(texts, Unit.WORD)):
        want_v, want_s, want_e = token_values(text, Unit.WORD)
        assert v.tolist() == want_v.tolist()
        assert s.tolist() == want_s.tolist() and e.tolist() == want_e.tolist()
        assert v.tolist() == [
            mmh3.hash(text[a:b], SHINGLE_SEED, signed=False) for a, b in zip(s, e)
        ]


@pytest.mark.parametrize("perms", [32, 64, 128, 256])
@pytest.mark.parametrize("t", [0.1, 0.2, 0.3, 0.5, 0.7, 0.8, 0.9])
def test_signature_floor_almost_never_dismisses_a_pair_at_the_threshold(t, perms):
    """A pair with Jaccard exactly t agrees in Binomial(perms, t) positions: the chance it falls
    below the floor (and is dismissed without verification) stays under 1 in 10,000."""
    floor = agreement_floor(t, perms)
    below = [m for m in range(perms + 1) if m / perms < floor - 1e-12]
    p = sum(math.comb(perms, m) * t**m * (1 - t) ** (perms - m) for m in below)
    assert p <= SCREEN_MISS
    assert floor < t
    # and the floor is as high as that allows: one position more would dismiss too many
    p_next = p + math.comb(perms, len(below)) * t ** len(below) * (1 - t) ** (perms - len(below))
    assert p_next > SCREEN_MISS


def test_band_matches_below_the_floor_are_dismissed_unless_windows_found_them():
    rng = np.random.default_rng(3)
    base = rng.integers(0, 2**32, size=128, dtype=np.uint32)
    sigs = np.stack([base, base.copy(), base.copy(), base.copy()])
    sigs[1, :12] += 1  # agrees in 116 of 128 positions: 0.91
    sigs[2, :70] += 1  # 58 of 128: 0.45, plausible for a threshold of 0.5
    sigs[3, :115] += 1  # 13 of 128: 0.10, an unrelated essay sharing one band
    pairs = np.array([[0, 1], [0, 2], [0, 3], [0, 3]])
    windowed = np.array([False, False, False, True])
    keep = worth_verifying(pairs, sigs, agreement_floor(0.5, 128), windowed)
    assert keep.tolist() == [True, True, False, True]


def test_a_dismissed_band_match_the_local_search_found_is_verified_and_not_counted():
    """The candidate stage's signature check runs beside the local searches: a band match it
    dismisses is verified all the same where a shared fingerprint found the pair, and only the
    others are counted as dismissed."""
    rng = np.random.default_rng(4)
    sigs = rng.integers(0, 2**32, size=(6, 128), dtype=np.uint32)
    sigs[1, :13] = sigs[0, :13]  # 0-1 and 2-3: 13 of 128 positions agree, below the floor
    sigs[3, :13] = sigs[2, :13]
    sigs[5, :120] = sigs[4, :120]  # 4-5: 120 of 128
    keys = np.arange(6 * 4, dtype=np.uint64).reshape(6, 4)
    keys[1, 0], keys[3, 0], keys[5, 0] = keys[0, 0], keys[2, 0], keys[4, 0]  # a shared band each
    fps = [np.array([(h << 32) | 7], dtype=np.uint64) for h in (11, 11, 12, 13, 14, 15)]
    shingles = [light_shingles(np.zeros(0, np.uint64)) for _ in range(6)]
    floor = agreement_floor(0.5, 128)
    cand, found, dismissed = stages.candidates(
        keys, fps, np.zeros(0, np.uint32), shingles, False, sigs, floor
    )
    assert cand.tolist() == [[0, 1], [4, 5]]
    assert found.tolist() == [True, False]  # 0-1 by its shared fingerprint
    assert dismissed == 1  # 2-3
    everything, _, none = stages.candidates(
        keys, fps, np.zeros(0, np.uint32), shingles, False, sigs, 0.0
    )
    assert everything.tolist() == [[0, 1], [2, 3], [4, 5]] and none == 0


def _folder_sigs(n, chance, rng):
    """Signatures of n unrelated documents that agree with each other in a share ``chance`` of
    positions on average (common shingles), as char 5-grams of English essays do (~0.1)."""
    base = rng.integers(0, 2**32, size=128, dtype=np.uint32)
    sigs = rng.integers(0, 2**32, size=(n, 128), dtype=np.uint32)
    common = rng.random((n, 128)) < np.sqrt(chance)
    sigs[common] = np.broadcast_to(base, (n, 128))[common]
    return sigs


@pytest.mark.parametrize("chance, kept", [(0.0, True), (0.1, False)])
def test_a_weak_band_match_is_verified_unless_chance_explains_it(chance, kept):
    """Agreement 0.1 can't reach a threshold of 0.3; it is still verified where unrelated
    documents agree in almost no position (word 3-grams: a heavy paraphrase), and dismissed where
    they agree in ~10% by chance (char 5-grams)."""
    rng = np.random.default_rng(5)
    sigs = _folder_sigs(300, chance, rng)
    sigs[1] = rng.integers(0, 2**32, size=128, dtype=np.uint32)
    sigs[1, :13] = sigs[0, :13]  # documents 0 and 1 agree in 13 of 128 positions
    floor = dismissal_floor(0.3, 128, chance_counts(sigs))
    assert floor <= agreement_floor(0.3, 128)
    keep = worth_verifying(np.array([[0, 1]]), sigs, floor, np.array([False]))
    assert keep[0] == kept


def test_chance_counts_of_a_split_folder_add_up():
    sigs = _folder_sigs(100, 0.1, np.random.default_rng(2))
    whole = chance_counts(sigs)
    parts = chance_counts(sigs[:40]) + chance_counts(sigs[40:]) + chance_counts(sigs[39:41])
    assert whole.tolist() == parts.tolist()
    assert whole[0] == 99
