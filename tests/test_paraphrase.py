"""Reworded copies and languages: essays in German, French, Spanish, Indonesian and Chinese with
copies whose words are shuffled, replaced by synonyms and whose sentences are reordered."""

import itertools
import math
from unittest import mock

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from multilingual import KINDS, LANGUAGES, write_class

from plagcheck.engine import pipeline
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.result import pair_passages
from plagcheck.engine.text import alignment, language, paraphrase
from plagcheck.engine.text import sentence_keys as keys_mod
from plagcheck.engine.text.shingles import WORD, token_values


@pytest.fixture(scope="module")
def rewritten(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rewritten")
    return folder, write_class(folder, KINDS)


def _by_names(result):
    return {frozenset((result.name(p.a), result.name(p.b))): p for p in result.pairs}


@pytest.fixture(scope="module")
def scanned(rewritten):
    folder, expected = rewritten
    return pipeline.run(folder, Params()), expected


def test_rewritten_copies_in_five_languages_are_found_and_unrelated_essays_are_not(scanned):
    result, expected = scanned
    pairs = _by_names(result)
    for copy in expected["copies"]:
        p = pairs.get(frozenset(copy.split("|")))
        assert p is not None and p.reported, copy
        assert p.paraphrase >= Params().paraphrase_threshold, copy
        assert p.language == copy[:2]  # each document's language was told
    for unrelated in expected["unrelated"]:
        p = pairs.get(frozenset(unrelated.split("|")))
        assert p is None or not p.reported, unrelated


def test_without_paraphrase_shuffled_copies_are_missed(rewritten, scanned):
    folder, expected = rewritten
    off = _by_names(pipeline.run(folder, Params(paraphrase=False)))
    missed = [c for c in expected["copies"] if "_all" in c or "_shuffled" in c]
    for copy in missed:
        p = off.get(frozenset(copy.split("|")))
        assert p is None or not p.reported, copy
        assert p is None or p.paraphrase == 0.0


def test_reworded_passages_highlight_the_students_own_words(scanned):
    result, _ = scanned
    pairs = _by_names(result)
    for lang in LANGUAGES:
        p = pairs[frozenset((f"{lang}_source.txt", f"{lang}_copy_all.txt"))]
        passages = pair_passages(result, p)
        assert passages and all(q.reworded for q in passages)
        copy = next(d for d in result.documents if d.path == f"{lang}_copy_all.txt")
        src = next(d for d in result.documents if d.path == f"{lang}_source.txt")
        for q in passages:
            a, b = (src, copy) if result.documents[p.a] is src else (copy, src)
            # Spans of the original texts: they start and end at a word, as the student wrote it.
            for doc, s, e in ((a, q.a_start, q.a_end), (b, q.b_start, q.b_end)):
                span = doc.original[s:e]
                assert WORD.match(span) and span.strip() == span
        # Sentences moved around: each sentence of the copy is found (the copy is covered).
        assert p.coverage_a > 0.6 and p.coverage_b > 0.6


def test_a_reported_pair_only_whole_document_bands_found_shows_its_paraphrase_score(
    rewritten, scanned, monkeypatch
):
    """Verification gives the paraphrase score to the pairs the local search found (shared
    fingerprints or sentence keys); a pair that only whole-document bands found gets it once it
    is reported, so the teacher sees the same score as when every candidate is scored."""
    folder, _ = rewritten
    full = _by_names(scanned[0])
    monkeypatch.setattr(keys_mod, "SMALL_FOLDER", 0)  # sentence keys pair nothing...
    monkeypatch.setattr(keys_mod, "SHARED_WEIGHT", 10**6)
    banded = pipeline.run(folder, Params(window=0))  # ... nor do fingerprints
    reported = [p for p in banded.pairs if p.reported]
    assert reported and any(p.paraphrase > 0.5 for p in reported)
    for p in reported:
        q = full[frozenset((banded.name(p.a), banded.name(p.b)))]
        assert (p.paraphrase, p.language) == (pytest.approx(q.paraphrase), q.language)


def test_switching_rewording_off_in_the_window_changes_what_is_reported(rewritten):
    """The window re-runs only what a setting affects: turning "Find reworded copies" off must
    re-find the candidates and re-verify, as a fresh scan would, not reuse the earlier ones."""
    folder, expected = rewritten
    scanner = pipeline.Scanner()
    on = _by_names(scanner.run(folder, Params()))
    off = _by_names(scanner.run(folder, Params(paraphrase=False)))
    fresh = _by_names(pipeline.run(folder, Params(paraphrase=False)))
    shuffled = [frozenset(c.split("|")) for c in expected["copies"] if "_shuffled" in c]
    assert shuffled and all(on[c].reported for c in shuffled)
    assert {k: p.reported for k, p in off.items()} == {k: p.reported for k, p in fresh.items()}
    assert not any(off[c].reported for c in shuffled if c in off)


# A paragraph of an account of a river plain, and a rewording of it sentence by sentence: the
# reworded copy the alignment tests below build their texts around.
RIVER_A = [
    "The river carried clay from the northern hills down to the plain every spring.",
    "Farmers waited for the flood because the mud made their fields rich again.",
    "When engineers built a dam upstream, the floods stopped for good.",
    "Within twenty years the soil of the plain had become poor and salty.",
    "Many families then left their farms and moved to the growing cities.",
]
RIVER_B = [
    "Every spring, the river brought clay down from the hills in the north to the plain.",
    "The farmers waited for the flooding because mud made the fields richer once more.",
    "After engineers had built a dam upstream the floods stopped for ever.",
    "In twenty years the plain's soil became poorer and salty.",
    "Then many families abandoned their farms and went to the growing cities.",
]


def river(sentences: list[str], n: int = 4) -> str:
    """The first ``n`` sentences of one side, each followed by a space."""
    return "".join(f"{x} " for x in sentences[:n])


def test_a_reworded_paragraph_in_order_is_one_passage(tmp_path):
    source = river(RIVER_A)
    copy = river(RIVER_B)
    (tmp_path / "a.txt").write_text(source)
    (tmp_path / "b.txt").write_text(copy)
    on = pipeline.run(tmp_path, Params())
    off = pipeline.run(tmp_path, Params(paraphrase=False, threshold=0.05))
    [p] = on.pairs
    assert p.reported and p.paraphrase > 0.9
    passages = pair_passages(on, p)
    assert len(passages) == 1 and passages[0].words >= 50
    [q] = off.pairs  # the exact shingles alone: fragments, if anything
    assert len(pair_passages(off, q)) != 1 or pair_passages(off, q)[0].words < 20


def test_a_lone_sentence_on_the_topic_is_no_reworded_passage():
    # Two accounts of one town: a reworded paragraph, and far from it one sentence each on the
    # harbour walls that share a few words (a cosine of about 0.5). The paragraph is a passage;
    # the lone sentences are not shown as a reworded copy.
    para_a = river(RIVER_A)
    para_b = river(RIVER_B)
    fill_a = (
        "Music halls opened in every town of the coast. Sailors sang in taverns until dawn. "
        "A railway line reached the harbour in the autumn. Painters came to draw the cliffs. "
        "The old lighthouse was rebuilt with granite blocks. Fishermen sold herring at the quay. "
    )
    fill_b = (
        "My grandmother kept bees behind her cottage. She sold honey at the Sunday market. "
        "Her brother repaired clocks and watches for the village. They walked to church. "
        "A teacher from the city taught them to read. The school had one room and a stove. "
    )
    lone_a = (
        "Local councils argued for decades about who should pay for repairing the old harbour "
        "walls and its stone piers."
    )
    lone_b = (
        "Local councils still argue about who should pay for the harbour walls, while tourists "
        "admire the new lighthouse."
    )
    a = paraphrase.Source((para_a + fill_a + lone_a).casefold())
    b = paraphrase.Source((para_b + fill_b + lone_b).casefold())
    found = paraphrase.reworded(a.content, b.content)
    assert [f.seeds for f in found] == [4, 1]  # the lone pair is aligned, and alike by half
    assert 0.4 < found[1].cosine < 0.6
    [(a0, a1, b0, b1, words, _)] = paraphrase.passages(a, b)
    assert (a0, b0) == (0, 0) and words >= 50 and a1 < len(para_a) and b1 < len(para_b)


def test_a_reworded_paragraph_s_first_sentence_reworded_further_is_in_its_passage():
    # A reworded paragraph whose opening sentence was rewritten more freely than the rest (it
    # shares only a few words with its source: too few to seed a passage) after a paragraph
    # the two texts do not share. The passage starts at the opening sentence, not after it, and
    # the unshared paragraph stays out; a widened passage does not take sentences that an exact
    # passage holds.
    fill_a = (
        "Music halls opened in every town of the coast. Sailors sang in taverns until dawn. "
        "A railway line reached the harbour in the autumn. "
    )
    fill_b = (
        "My grandmother kept bees behind her cottage. She sold honey at the Sunday market. "
        "Her brother repaired clocks and watches for the village. "
    )
    edge_a = (
        "Long before the dam, the valley's villages lived from grain, cattle and the trade "
        "along the river. "
    )
    edge_b = (
        "Before anyone dammed it, the people of the valley farmed wheat, kept cows and "
        "traded by boat. "
    )
    para_a = river(RIVER_A)
    para_b = river(RIVER_B)
    a = paraphrase.Source((fill_a + edge_a + para_a + fill_a).casefold())
    b = paraphrase.Source((fill_b + edge_b + para_b + fill_b).casefold())
    [found] = paraphrase.reworded(a.content, b.content)
    assert found.i0 == 4  # seeded from the paragraph's second sentence on
    [(a0, a1, b0, b1, _, _)] = paraphrase.passages(a, b)
    assert (a0, b0) == (len(fill_a), len(fill_b))
    assert a1 < len(fill_a + edge_a + para_a) and b1 < len(fill_b + edge_b + para_b)
    # The opening sentences shown as an exact passage: the reworded one keeps to its seeds.
    exact = [(len(fill_a), len(fill_a + edge_a) - 1, len(fill_b), len(fill_b + edge_b) - 1, 16)]
    [(a0, _, b0, _, _, _)] = paraphrase.passages(a, b, exact)
    assert (a0, b0) == (len(fill_a + edge_a), len(fill_b + edge_b))


def test_a_sentence_that_also_seeds_with_a_later_one_does_not_stretch_its_passage():
    # A reworded paragraph; further on, the other text has a sentence on the same farmers and
    # clay that also seeds with the paragraph's second sentence (less alike than its real
    # partner). The passage ends where the reworded paragraph ends, on both sides.
    para_a = river(RIVER_A)
    para_b = river(RIVER_B)
    fill_b = "My grandmother kept bees behind her cottage. She sold honey at the Sunday market. "
    stray_b = "Today farmers in the hills wait for rain, and their fields of clay are poor. "
    end_a = "Music halls opened in every town of the coast. Sailors sang in taverns until dawn. "
    a = paraphrase.Source((para_a + end_a).casefold())
    b = paraphrase.Source((para_b + fill_b + stray_b).casefold())
    [found] = paraphrase.reworded(a.content, b.content)
    assert (1, 6) in found.pairs  # the later sentence is one of the passage's seeds
    [(a0, a1, b0, b1, _, _)] = paraphrase.passages(a, b)
    assert (a0, b0) == (0, 0) and a1 < len(para_a) and b1 < len(para_b)


def test_a_reworded_paragraph_is_evidence_though_one_sentence_also_seeds_further_on():
    # Three reworded sentences; five sentences on, the other text says something on farmers,
    # rain and mud that also seeds with the second one. Counted with that seed, the passage
    # spans eight sentences of the other text for four seeds (not aligned sentence after
    # sentence); its best seeds alone are, and they report the pair.
    para_a = river(RIVER_A, 3)
    para_b = river(RIVER_B, 3)
    fill_b = (
        "My grandmother kept bees behind her cottage. She sold honey at the Sunday market. "
        "Her brother repaired clocks and watches. They walked to church on foot. "
    )
    stray_b = "Today farmers wait for rain because the mud of their fields is poor. "
    end_a = "Music halls opened in every town of the coast. Sailors sang in taverns until dawn. "
    a = paraphrase.Source((para_a + end_a).casefold())
    b = paraphrase.Source((para_b + fill_b + stray_b).casefold())
    [found] = paraphrase.reworded(a.content, b.content)
    assert (1, 7) in found.pairs and not alignment.evidence(found)
    assert paraphrase.passage_score(a.content, b.content) >= alignment.ALIKE
    [(a0, a1, b0, b1, _, _)] = paraphrase.passages(a, b)
    assert (a0, b0) == (0, 0) and a1 < len(para_a) and b1 < len(para_b)


def test_two_reworded_paragraphs_in_another_order_are_both_passages():
    # A copies two paragraphs of B, rewording them, in the other order, the second with its
    # sentences shuffled; A's last sentence borrows words from B's second paragraph. That
    # sentence seeds with it too, and its passage, counted with that seed, runs over the other
    # paragraph's sentences. Both paragraphs are passages, each on its own text.
    light_a = [
        "The old lighthouse keeper climbed one hundred steps every evening to light the lamp.",
        "Ships passing the rocky cape relied on its beam through storms and fog.",
        "In winter the keeper's wife baked bread for sailors stranded in the harbour.",
        "An electric lamp replaced the keeper in the year the railway arrived.",
        "Today tourists pay to climb the steps and photograph the empty lantern room.",
    ]
    light_b = [
        "Ships that passed the rocky cape trusted its beam in fog and storms.",
        "Every evening the old keeper of the lighthouse climbed a hundred steps to light its lamp.",
        "An electric lamp took the keeper's place the year the railway came.",
        "In winter, the wife of the keeper baked bread for the sailors stranded in harbour.",
        "Nowadays tourists pay to climb those steps and take photographs of the empty lantern "
        "room.",
    ]
    fill_a = (
        "Music halls opened in every town of the coast. Sailors sang in taverns until dawn. "
        "A railway line reached the market in the autumn. Painters came to draw the cliffs."
    )
    fill_b = (
        "My grandmother kept bees behind her cottage. She sold honey at the Sunday market. "
        "Her brother repaired clocks and watches. They walked to church on foot. A teacher from "
        "the city taught them to read. The school had one room and a stove. Letters came once a "
        "week by cart. The winters were long and dark. In summer they picked berries in the "
        "woods. Their cousin emigrated to Canada. He wrote home every Christmas."
    )
    last_a = (
        "Tourists in winter photograph the keeper's lamp and the lantern room of the lighthouse."
    )
    text_a = " ".join([*light_a, fill_a, *RIVER_A, fill_a, last_a])
    text_b = " ".join([*RIVER_B, fill_b, *light_b])
    a, b = paraphrase.Source(text_a.casefold()), paraphrase.Source(text_b.casefold())
    light, river = paraphrase.reworded(a.content, b.content)
    assert light.i1 > river.i0  # counted with all its seeds, the lighthouse overlaps the river
    shown = sorted(paraphrase.passages(a, b))
    assert len(shown) == 2
    (a0, a1, b0, _, _, _), (c0, c1, d0, d1, _, _) = shown
    assert (a0, a1) == (0, len(" ".join(light_a))) and b0 == text_b.index(light_b[0])
    assert text_a[c0:c1].startswith("The river") and (d0, d1) == (0, len(" ".join(RIVER_B)))


def test_a_short_sentence_cut_off_from_its_passage_is_not_shown_alone():
    # A reworded paragraph, three sentences the two texts do not share, then a short sentence
    # each, reworded: it is a seed of the paragraph's passage, cut off from it by the unshared
    # sentences. Alone it would be a reworded passage of five words; it is not shown.
    para_a = river(RIVER_A)
    para_b = river(RIVER_B)
    fill_a = "Music halls opened in every town. Sailors sang in taverns. Painters drew the cliffs. "
    fill_b = "My grandmother kept bees. She sold honey at the market. Her brother repaired clocks. "
    a = paraphrase.Source((para_a + fill_a + "Salty plains grew no wheat. ").casefold())
    b = paraphrase.Source((para_b + fill_b + "No wheat grew on salty plains. ").casefold())
    [found] = paraphrase.reworded(a.content, b.content)
    assert (7, 7) in found.pairs
    [(a0, a1, b0, b1, _, _)] = paraphrase.passages(a, b)
    assert (a0, b0) == (0, 0) and a1 < len(para_a) and b1 < len(para_b)


def test_passages_read_the_alignment_the_score_worked_out():
    # The score aligns both ways once; the passages then read that alignment. Scored in
    # either order or not at all, the reworded passages are the same.
    source = river(RIVER_A, 3)
    copy = (
        "My grandmother grew up near a small town with a market and a church. "
        "The farmers waited for the flooding because mud made the fields richer once more. "
        "Every spring, the river brought clay down from the hills in the north to the plain. "
        "After engineers had built a dam upstream the floods stopped for ever. "
    )
    texts = source.casefold(), copy.casefold()
    a, b = (paraphrase.Source(t) for t in texts)
    fresh = paraphrase.passages(a, b), paraphrase.passages(b, a)
    turned = [(s, e, t, f, w, m) for t, f, s, e, w, m in fresh[1]]
    assert fresh[0] and fresh[1] and fresh[0] != turned
    for order in ((0, 1), (1, 0)):
        x, y = (paraphrase.Source(texts[i]) for i in order)
        assert paraphrase.score(x, y) > 0.6
        a, b = (x, y) if order == (0, 1) else (y, x)
        assert (paraphrase.passages(a, b), paraphrase.passages(b, a)) == fresh


def test_sentence_keys_ignore_word_order_and_sentence_order():
    a = "Bees pollinate apple trees in spring. Farmers rent hives from beekeepers every year."
    b = "Every year farmers rent hives from beekeepers. In spring apple trees bees pollinate."
    keys = []
    for text in (a.casefold(), b.casefold()):  # as normalisation leaves them
        values, starts, _ = token_values(text, Unit.WORD)
        keys.append(keys_mod.sentence_keys(text, values, starts))
    # Two sentences of five and four content words ("every" is a stop word, and so is "year"
    # in some language): every two of each one's words (up to KEY_WORDS smallest hashes).
    assert keys_mod.KEY_WORDS >= 5
    assert len(keys[0]) == math.comb(5, 2) + math.comb(4, 2)
    assert np.array_equal(keys[0], keys[1])


def test_a_folder_of_an_archive_s_scale_keys_sentences_on_fewer_words(tmp_path, monkeypatch):
    """Above HUGE_FOLDER documents a sentence gives the keys of its HUGE_KEY_WORDS smallest words
    (the memory of 100,000 essays' keys), a part of those a smaller folder gives, so that an
    archive and a folder keyed at either size still meet on them."""
    text = "bees pollinate apple trees orchards blossoms in spring near rivers."
    values, starts, _ = token_values(text, Unit.WORD)
    many = keys_mod.sentence_keys(text, values, starts)
    few = keys_mod.sentence_keys_many([text], [values], [starts], keys_mod.HUGE_KEY_WORDS)[0]
    assert len(many) == math.comb(keys_mod.KEY_WORDS, 2)
    assert len(few) == math.comb(keys_mod.HUGE_KEY_WORDS, 2) and set(few) <= set(many)
    for i in range(3):
        (tmp_path / f"e{i}.txt").write_text(f"{text} Essay {i} ends here.", encoding="utf-8")
    monkeypatch.setattr(keys_mod, "HUGE_FOLDER", 2)  # three essays: a folder of that scale
    result = pipeline.run(tmp_path, Params())
    assert all(np.array_equal(s.para_keys, few) for s in result.shingles)


@pytest.mark.parametrize(
    "text, lang",
    [
        ("Die Bienen spielen eine zentrale Rolle für die Bestäubung vieler Pflanzen.", "de"),
        ("Les forêts tropicales abritent la moitié des espèces de la planète.", "fr"),
        ("El agua dulce representa solo una pequeña parte del agua de la Tierra.", "es"),
        ("Hutan bakau tumbuh di sepanjang pantai tropis dan melindungi garis pantai.", "id"),
        ("长城是中国古代最伟大的防御工程之一。", "zh"),
    ],
)
def test_language_stop_words_and_stems(text, lang):
    assert language.detect(text) == lang
    content = paraphrase.read_content(text.casefold(), stemming=True)
    assert content.lang == lang
    stop = language.stop_words(lang)
    low = text.casefold()
    # Spans point at the words of the text (so passages map back to the student's words), and
    # none of them is a stop word of the language.
    words = [low[s:e] for s, e in zip(content.starts, content.ends)]
    assert words and all(WORD.fullmatch(w) for w in words)
    if lang != "zh":
        assert stop and not stop & set(words)
        assert content.stems != words  # stemmed


def test_stemming_folds_word_forms():
    stem = language.stems("de")
    assert stem("bienen") == stem("biene")
    assert language.stems("id")("dibangun") == language.stems("id")("bangun")
    assert language.stems("xx")("abcdefgh") == "abcde"  # no Snowball stemmer: a prefix


def test_text_without_spaces_is_compared_by_characters():
    text = "长城是中国古代最伟大的防御工程之一。"
    values, starts, ends = token_values(text, Unit.WORD)
    assert len(values) == 17  # one word per character, not one per sentence
    assert language.no_space(text) and not language.no_space("plain English text")


def test_settings_are_recorded_and_switch_the_work(rewritten):
    folder, _ = rewritten
    off = pipeline.run(folder, Params(stemming=False))
    d = off.params.to_dict()
    assert d["paraphrase"] is True and d["stemming"] is False
    assert {p.language for p in off.pairs if p.language} == {language.UNKNOWN}
    assert Params.from_dict(d) == off.params
    with pytest.raises(ValueError, match="paraphrase_threshold"):
        Params(paraphrase_threshold=0)


def _plain_sentence_pairs(keys: list[list[int]], size: str) -> list[tuple[int, int]]:
    """Documents sharing sentence keys, counted key by key: a key held by d documents weighs 1
    in a small folder, else round(RARE_WEIGHT / sqrt(d - 1)) and at least 1 (keys of more than
    MAX_KEY_DOCS documents weigh nothing); in a huge folder 1 if at most HUGE_KEY_DOCS hold it."""
    holders: dict[int, set[int]] = {}
    for d, ks in enumerate(keys):
        for k in ks:
            holders.setdefault(k, set()).add(d)
    shared: dict[tuple[int, int], int] = {}
    for docs in holders.values():
        d = len(docs)
        if not 2 <= d <= keys_mod.MAX_KEY_DOCS:
            continue
        if size == "huge" and d > keys_mod.HUGE_KEY_DOCS:
            continue
        weight = 1 if size != "large" else max(round(keys_mod.RARE_WEIGHT / math.sqrt(d - 1)), 1)
        for x, y in itertools.combinations(sorted(docs), 2):
            shared[(x, y)] = shared.get((x, y), 0) + weight
    least = {
        "small": keys_mod.SMALL_SHARED_KEYS,
        "large": keys_mod.SHARED_WEIGHT,
        "huge": keys_mod.HUGE_SHARED_KEYS,
    }[size]
    return sorted(p for p, c in shared.items() if c >= least)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.lists(st.integers(0, 11), max_size=12), min_size=2, max_size=9),
    st.sampled_from(["small", "large", "huge"]),
    st.sampled_from([2, 3, 20]),
)
def test_sentence_pairs_are_the_documents_sharing_enough_keys(keys, size, cap):
    """Small folders pair documents on SMALL_SHARED_KEYS shared keys; larger ones on keys
    weighed by how few documents hold them, SHARED_WEIGHT; huge ones on HUGE_SHARED_KEYS keys of
    at most HUGE_KEY_DOCS documents. A key of more than MAX_KEY_DOCS documents is a stock
    phrase. (Keys from a pool of twelve, so documents share them.)"""
    pool = np.random.default_rng(0).integers(0, 2**32, 12, dtype=np.uint32)

    class Keys:
        def __init__(self, ks: list[int]) -> None:
            self.para_keys = np.unique(pool[ks])  # each once, as sentence_keys_many gives them

    with (
        mock.patch.object(keys_mod, "SMALL_FOLDER", 10**6 if size == "small" else 0),
        mock.patch.object(keys_mod, "HUGE_FOLDER", 0 if size == "huge" else 10**6),
        mock.patch.object(keys_mod, "SHARED_WEIGHT", 4),
        mock.patch.object(keys_mod, "SMALL_SHARED_KEYS", 2),
        mock.patch.object(keys_mod, "HUGE_SHARED_KEYS", 2),
        mock.patch.object(keys_mod, "HUGE_KEY_DOCS", 3),
        mock.patch.object(keys_mod, "MAX_KEY_DOCS", cap),
        mock.patch.object(keys_mod, "_KEYS_AT_ONCE", 2),  # the key range in many parts
    ):
        found = keys_mod.sentence_pairs([Keys(ks) for ks in keys])
        assert [tuple(p) for p in found.tolist()] == _plain_sentence_pairs(keys, size)
