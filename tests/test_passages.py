"""Shared passages: planted copies are found at their exact places in the original texts."""

import itertools
import json
import re
from collections import defaultdict
from unittest import mock

import numpy as np
import pytest
from conftest import SAMPLES, write
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine import pipeline
from plagcheck.engine.compare import passages as pmod
from plagcheck.engine.compare.credit import at_cut
from plagcheck.engine.compare.marks import excluded_spans
from plagcheck.engine.compare.passages import MIN_WORDS, find_passages
from plagcheck.engine.intake import reading as inputs
from plagcheck.engine.intake.normalise import collapse_whitespace, fold_case, rewrite
from plagcheck.engine.model import Document, Extracted
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.result import pair_passages
from plagcheck.engine.text.shingles import WORD, Shingles, shingle

MODES = [Params(), Params(unit=Unit.CHAR, k=7), Params(unit=Unit.CHAR, k=5)]
IDS = ["word3", "char7", "char5"]

COPIED = (
    "Glaciers store about two thirds of the fresh water on the planet, and when they melt "
    "the sea rises slowly but surely over many decades.{nl}Coastal towns then have to "
    "build higher walls or move their houses further inland"
)
INTRO_A = "My essay is about ice.{nl}{nl}Winters in the north are long and dark for months.{nl}"
INTRO_B = "Some thoughts on climate{nl}{nl}People often forget how big oceans are today. "
OUTRO_A = ".{nl}That is why I think we should care about glaciers much more than we do."
OUTRO_B = "!{nl}{nl}In the end nobody knows what the next hundred years will bring us."


def doc(text: str, params: Params, path: str = "x.txt") -> Document:
    return inputs.make_document(path, Extracted(text), params)


def passages(a: Document, b: Document, params: Params, **kw):
    sa = shingle(a.text, params.unit, params.k, a.excluded)
    sb = shingle(b.text, params.unit, params.k, b.excluded)
    return find_passages(a, sa, b, sb, unit=params.unit, k=params.k, **kw)


def words(s: str) -> list[str]:
    return re.findall(r"\w+", s)


@pytest.mark.parametrize("params", MODES, ids=IDS)
def test_planted_copy_found_at_its_original_offsets_with_crlf(params):
    copied_a, copied_b = COPIED.format(nl="\r\n"), COPIED.format(nl="\n")
    a_text = INTRO_A.format(nl="\r\n") + copied_a + OUTRO_A.format(nl="\r\n")
    b_text = INTRO_B.format(nl="\n") + copied_b + OUTRO_B.format(nl="\n")
    a, b = doc(a_text, params), doc(b_text, params)
    found = passages(a, b, params)
    assert len(found) == 1
    p = found[0]
    a0, b0 = a_text.index(copied_a), b_text.index(copied_b)
    assert p.a_start == a0 and p.b_start == b0
    # The passage ends with the copy's last word (char shingles may carry on over a shared ".").
    assert a_text[p.a_start : p.a_end].rstrip(".") == copied_a
    assert b_text[p.b_start : p.b_end].rstrip(".") == copied_b
    assert p.words == len(words(copied_a))


@pytest.mark.parametrize("params", MODES, ids=IDS)
@pytest.mark.parametrize(
    "edit",
    [("two thirds", "2/3rds"), ("melt", "thaw"), ("slowly but", "slowly and quite"), ("sea ", "")],
    ids=["changed", "changed2", "inserted", "deleted"],
)
def test_a_changed_word_inside_a_copy_does_not_split_it(params, edit):
    copied = COPIED.format(nl="\n")
    a_text = INTRO_A.format(nl="\n") + copied + OUTRO_A.format(nl="\n")
    b_copy = copied.replace(*edit)
    b_text = INTRO_B.format(nl="\n") + b_copy + OUTRO_B.format(nl="\n")
    a, b = doc(a_text, params), doc(b_text, params)
    found = passages(a, b, params)
    assert len(found) == 1
    p = found[0]
    assert (p.a_start, p.b_start) == (a_text.index(copied), b_text.index(b_copy))
    assert a_text[p.a_start : p.a_end].rstrip(".") == copied
    assert b_text[p.b_start : p.b_end].rstrip(".") == b_copy


def test_gap_zero_splits_at_the_changed_word():
    copied = COPIED.format(nl=" ")
    a, b = doc(copied, Params()), doc(copied.replace("melt", "thaw"), Params())
    assert len(passages(a, b, Params(), gap=0)) == 2
    assert len(passages(a, b, Params())) == 1


def disguised_document(original: str, params: Params) -> Document:
    """Normalise as the evasion steps do: drop zero-width spaces, fold Cyrillic а to a."""
    offsets = np.arange(len(original), dtype=np.int32)
    text, offsets, _ = rewrite(original, offsets, re.compile("\u200b"), "")
    text, offsets, _ = rewrite(text, offsets, re.compile("\u0430"), "a")
    text, offsets = collapse_whitespace(text, offsets)
    text, offsets = fold_case(text, offsets)
    offsets = np.append(offsets, len(original)).astype(np.int32)
    disguises = [(m.start(), m.end(), "x") for m in re.finditer("[\u200b\u0430]", original)]
    return Document(
        "d.txt", original, text, offsets, excluded=np.zeros(len(text), bool), disguises=disguises
    )


@pytest.mark.parametrize("params", MODES, ids=IDS)
def test_copy_with_disguised_characters_maps_to_the_original(params):
    copied = COPIED.format(nl="\r\n")
    # A zero-width space inside "Glaciers", Cyrillic а in "planet" and "walls", CRLF kept.
    disguised = copied.replace("Glaciers", "Gla\u200bciers").replace("a", "\u0430", 3)
    a_text = INTRO_A.format(nl="\n") + copied + OUTRO_A.format(nl="\n")
    b_text = INTRO_B.format(nl="\r\n") + disguised + OUTRO_B.format(nl="\r\n")
    a, b = doc(a_text, params), disguised_document(b_text, params)
    found = passages(a, b, params)
    assert len(found) == 1
    p = found[0]
    assert b_text[p.b_start : p.b_end].rstrip(".") == disguised
    assert a_text[p.a_start : p.a_end].rstrip(".") == copied


def test_repeated_paragraph_aligns_once():
    para = COPIED.format(nl=" ")
    a_text = para + " Then something different happens in between the two. " + para
    a, b = doc(a_text, Params()), doc("Unrelated start of the essay here. " + para, Params())
    found = passages(a, b, Params())
    assert len(found) == 1
    assert found[0].words == len(words(para))


def test_short_coincidences_are_not_passages():
    a = doc("The water cycle is driven by the sun and by gravity in every season.", Params())
    b = doc("We know the water cycle is driven by many forces, not only heat.", Params())
    assert passages(a, b, Params()) == []
    assert MIN_WORDS > 5


@pytest.mark.parametrize("params", MODES, ids=IDS)
def test_a_chain_that_leaps_over_words_on_one_side_is_no_passage(params):
    """Three words matched twice, apart in one essay and side by side in the other, made a
    passage of nine words on one side and four on the other ("to vote for John Kerry, you'd
    vote for a" against "to vote for a"): a teacher reads nothing shared in it."""
    a = doc(
        "If you lived in Texas and wanted to vote for John Kerry, you'd vote for a slate of "
        "electors pledged to him.",
        params,
    )
    b = doc("Most people never learn that they do not get to vote for a president at all.", params)
    assert passages(a, b, params) == []
    assert passages(b, a, params) == []


def test_a_chain_of_a_few_shared_words_with_gaps_is_no_passage():
    """Two students retelling one article share "an abundance of solar" and "and the
    radiation": 8 words from first to last on each side, but 7 shared. Reported as a passage,
    it paired students of one class who each wrote their own sentence."""
    params = Params()
    a = doc(
        "Studying Venus could lead to an abundance of solar power and the radiation would be "
        "minimal for the crew.",
        params,
    )
    b = doc(
        "It would still be hot, but they would have an abundance of solar energy, and the "
        "radiation woud not exceed Earth levels.",
        params,
    )
    assert passages(a, b, params) == []
    assert passages(b, a, params) == []
    # One more shared word ("would be"): 8 shared, a passage a teacher can read.
    c = doc(b.original.replace("woud not exceed", "would be minimal for"), params)
    assert [p.words for p in passages(a, c, params)] == [12]


def _twins(words: int) -> tuple[tuple, list[int]]:
    """Two copies of a text of ``words`` words ("w0 w1 ..."), each with its shingles (given a
    paraphrase source, so that reworded passages are looked for), and each word's start (then
    the text's end)."""
    params = Params()
    text = " ".join(f"w{i}" for i in range(words)) + "."
    a, b = doc(text, params), doc(text, params)
    sa, sb = shingle(a.text, params.unit, params.k), shingle(b.text, params.unit, params.k)
    sa.para = sb.para = object()
    return (a, sa, b, sb), [m.start() for m in re.finditer(r"w\d+", a.text)] + [len(a.text)]


def _one_to_one(pair: tuple, exact: list, reworded: list) -> list:
    """``passages._one_to_one`` of the exact passages where the alignment finds ``reworded``."""
    with mock.patch.object(pmod.paraphrase, "passages", return_value=reworded):
        return pmod._one_to_one(exact, *pair, MIN_WORDS)


INF = float("inf")


def test_a_reworded_passage_over_exact_ones_holds_their_evidence():
    """A reworded paragraph whose exact fragments (24 and 11 of its 49 words) are copies the
    class does not share: the reworded passage shown over them keeps their evidence, so the
    class's cut for rewording (which leaves out passages holding little) cannot hide the copy."""
    pair, at = _twins(49)
    exact = [
        (at[0], at[24] - 1, at[0], at[24] - 1, 24),
        (at[30], at[41] - 1, at[30], at[41] - 1, 11),
    ]
    reworded = [(0, at[-1], 0, at[-1], 49, 2.0)]
    found = _one_to_one(pair, exact, reworded)
    assert [(p.words, p.reworded, p.mass) for p in found] == [(49, True, INF)]
    # One exact fragment alone (24 of 49 words) is not most of it, but enough to report a
    # pair by itself: the reworded passage holds its evidence too (shown over it with its own
    # 2.0, a class's cut of 4.5 hid the copy: Clough's light and heavy answers, 17 and 12 found
    # against their sources, 18 and 15 with this). The 11-word one alone is not enough: it
    # holds its own.
    for fragments, held in ((exact[:1], INF), (exact[1:], 2.0)):
        found = _one_to_one(pair, fragments, reworded)
        assert [(p.words, p.reworded, p.mass) for p in found] == [(49, True, held)]
    # A reworded passage of its last 26 words that reaches one word into the first fragment
    # (sentences aligned beside a copied one) is not over it: it neither takes the fragment's
    # evidence (Clough's "inheritance is a basic concept", 26 words between two answers written
    # without the source, was shown so) nor hides the copied fragment, which is shown.
    found = _one_to_one(pair, exact[:1], [(at[23], at[-1], at[23], at[-1], 26, 2.0)])
    assert [(p.words, p.reworded, p.mass) for p in found] == [(24, False, INF)]


def test_a_weak_reworded_passage_gives_way_to_the_copy_inside_it():
    """A reworded passage that holds its evidence only through an exact one inside it keeps
    that passage: where its own alignment holds less than the class's cut (and less than 2),
    the teacher is shown the copied words, not the alignment around them (a Face on Mars class
    of 18: "209 words, reworded" over the 27 words of an article sentence two students quoted,
    the rest of the two essays making its points alike, 1.0 against a cut of 1.82)."""
    pair, at = _twins(60)
    quote = [(at[20], at[47] - 1, at[20], at[47] - 1, 27)]
    for own in (1.0, 2.5):
        (found,) = _one_to_one(pair, quote, [(0, at[-1], 0, at[-1], 60, own)])
        assert (found.words, found.reworded, found.mass, found.own) == (60, True, INF, own)
        assert [(q.words, q.reworded) for q in found.inside] == [(27, False)]
        for cut in (1.82, 4.5):
            shown = [(q.words, q.reworded) for q in at_cut([found], cut)]
            # Holding the cut of its own, or 2 where the class's cut is higher (its random
            # pairs reword one article), it shows how far a reworded copy reaches.
            assert shown == ([(60, True)] if own >= min(cut, 2.0) else [(27, False)])


@pytest.fixture(scope="module")
def sample_result():
    return pipeline.run(SAMPLES, Params(templates=(str(SAMPLES / "templates"),)))


def test_sample_pasted_paragraph_is_top_passage(sample_result):
    case = next(
        c
        for c in json.loads((SAMPLES.parent / "sample_essays.planted.json").read_text())
        if c["kind"] == "paragraph"
    )
    r = sample_result
    pair = next(p for p in r.reported if {r.name(p.a), r.name(p.b)} == set(case["files"]))
    top = pair_passages(r, pair)[0]
    a, b = r.documents[pair.a], r.documents[pair.b]
    assert a.original[top.a_start :].startswith(case["passage_start"])
    assert b.original[top.b_start :].startswith(case["passage_start"])
    assert 70 <= top.words <= 80  # "one 76-word paragraph"
    assert pair.passages >= 1 and pair.longest_passage == top.words


def test_scan_fills_passage_columns(sample_result):
    for p in sample_result.reported:
        assert p.passages >= 1 and p.longest_passage >= MIN_WORDS
        assert 0 < p.coverage_a <= 1 and 0 < p.coverage_b <= 1
    r = sample_result
    verbatim = next(p for p in r.reported if r.name(p.a).startswith(("finn", "grace")))
    assert verbatim.coverage_a > 0.9 and verbatim.coverage_b > 0.9


def test_passage_stage_reports_progress_and_can_be_cancelled(tmp_path):
    text = COPIED.format(nl="\n")
    write(tmp_path / "a.txt", "Mine first. " + text)
    write(tmp_path / "b.txt", "Other start. " + text)
    seen = []
    pipeline.run(tmp_path, Params(), progress=lambda s, d, t: seen.append((s, d, t)))
    assert ("passages", 1, 1) in seen

    def cancel_at_passages():
        return bool(seen) and seen[-1][0] == "passages"

    seen.clear()
    with pytest.raises(pipeline.Cancelled):
        pipeline.run(
            tmp_path,
            Params(),
            progress=lambda s, d, t: seen.append((s, d, t)),
            cancel=cancel_at_passages,
        )


def test_template_text_is_excluded(tmp_path):
    prompt = "Explain how the water cycle works and why it matters for the weather we have."
    own = " I will start with the sun, which heats the sea until some of it rises as vapour."
    write(tmp_path / "templates" / "prompt.txt", prompt)
    write(tmp_path / "s" / "a.txt", prompt + own)
    write(tmp_path / "s" / "b.txt", "Something else entirely, written by another student.")
    r = pipeline.run(tmp_path / "s", Params(templates=(str(tmp_path / "templates"),)))
    i = next(i for i, d in enumerate(r.documents) if d.path == "a.txt")
    spans = excluded_spans(r.documents[i], r.shingles[i])
    assert len(spans) == 1 and spans[0][0] == 0
    grey = r.documents[i].original[spans[0][0] : spans[0][1]]
    # The prompt's last k-1 words also start scored shingles with the student's own text.
    assert prompt.startswith(grey) and len(words(grey)) == len(words(prompt)) - 2


@pytest.mark.parametrize("blank", ["\t", "\x1c", "\u00a0", "\u3000"])
def test_coverage_counts_the_characters_that_are_not_white_space(blank):
    text = f"Ice melts.\r\n{blank}Seas rise  slowly,{blank}walls grow."
    d = doc(text, Params())
    seas = text.index("Seas")
    mine = [(0, 10), (seas, seas + 10)]  # "Ice melts." and "Seas rise "
    visible = len(re.sub(r"\s", "", text))
    assert pmod.coverage(d, mine) == pytest.approx(len("Icemelts.Seasrise") / visible)


# -- the fast alignment against a plain one ------------------------------------------------------
def plain_runs(sh_a: Shingles, sh_b: Shingles, min_len: int = 1) -> np.ndarray:
    """Every (i, j) of equal scored shingles (at most MAX_REPEATS of them in B), walked along
    its diagonal."""
    where = defaultdict(list)
    for j in np.flatnonzero(sh_b.scored).tolist():
        where[int(sh_b.hashes[j])].append(j)
    match = {
        (i, j)
        for i in np.flatnonzero(sh_a.scored).tolist()
        if len(where[int(sh_a.hashes[i])]) <= pmod.MAX_REPEATS
        for j in where[int(sh_a.hashes[i])]
    }
    runs = []
    for i, j in match:
        if (i - 1, j - 1) not in match:
            n = 1
            while (i + n, j + n) in match:
                n += 1
            if n >= min_len:
                runs.append((i, i + n, j, j + n))
    runs.sort(key=lambda r: (r[2] - r[0], r[0]))
    return np.array(runs, dtype=np.int64).reshape(-1, 4)


def plain_chain(runs: np.ndarray, max_gap: int) -> list[list[int]]:
    """Runs merged in (i0, j0) order, each onto the open chain it is closest to: one whose
    end is at most ``max_gap`` before its start on both sides (the first of equals)."""
    chains: list[list[int]] = []
    for i0, i1, j0, j1 in sorted(runs.tolist(), key=lambda r: (r[0], r[2])):
        near = [
            (i0 - c[1] + j0 - c[3], n)
            for n, c in enumerate(chains)
            if 0 <= i0 - c[1] <= max_gap and 0 <= j0 - c[3] <= max_gap
        ]
        if near:
            c = chains[min(near)[1]]
            c[1], c[3] = i1, j1
        else:
            chains.append([i0, i1, j0, j1])
    return chains


VOCAB = ["the", "sea", "ice", "rises", "don't", "été", "naïve", "of", "water", "2050", "and"]
SEPS = [" ", " ", " ", ", ", ". ", "\n", " - ", "'"]


@st.composite
def planted_pair(draw: st.DrawFn) -> tuple[str, str]:
    """A random text and one made of random words and pieces of it, some with a changed word.
    A small vocabulary makes chance matches (and shingles repeated past MAX_REPEATS) common."""
    word = st.sampled_from(VOCAB[: draw(st.integers(3, len(VOCAB)))])
    a = draw(st.lists(word, max_size=120))
    b: list[str] = []
    for _ in range(draw(st.integers(0, 4))):
        b += draw(st.lists(word, max_size=12))
        if a:
            s = draw(st.integers(0, len(a) - 1))
            piece = a[s : draw(st.integers(s, min(len(a), s + 50)))]
            for _ in range(draw(st.integers(0, 2)) if piece else 0):
                piece[draw(st.integers(0, len(piece) - 1))] = draw(word)
            b += piece
    b += draw(st.lists(word, max_size=12))

    def text(words: list[str]) -> str:
        return "".join(w + draw(st.sampled_from(SEPS)) for w in words)

    return text(a), text(b)


@settings(max_examples=300, deadline=None)
@given(
    planted_pair(),
    st.sampled_from([(Unit.WORD, 1), (Unit.WORD, 2), (Unit.WORD, 3), (Unit.CHAR, 3)])
    | st.sampled_from([(Unit.CHAR, 5), (Unit.CHAR, 7)]),
    st.integers(0, 6),
    st.integers(2, 10),
    st.lists(st.integers(0, 400), max_size=4),
    st.sampled_from([1, 2, 3, pmod.MAX_REPEATS]),
)
def test_fast_alignment_finds_what_the_plain_one_finds(
    pair, unit_k, gap, min_words, hidden, max_repeats
):
    unit, k = unit_k
    params = Params(unit=unit, k=k)
    a, b = doc(pair[0], params), doc(pair[1], params)
    # Some of A's text does not score (as template or quoted text would not).
    excluded = np.zeros(len(a.text), dtype=bool)
    for h in hidden:
        excluded[h : h + 15] = True
    sa = shingle(a.text, unit, k, excluded)
    sb = shingle(b.text, unit, k, b.excluded)
    # A low repeat limit makes the shingles it leaves out common in these short texts.
    with mock.patch.object(pmod, "MAX_REPEATS", max_repeats):
        for min_len in (1, 3, 8):  # 8: char 5-grams (a look 4 past the seed first)
            runs = plain_runs(sa, sb, min_len)
            assert pmod._runs_many([(sa, sb)], min_len)[0].tolist() == runs.tolist()
            # Pairs aligned together: each gets its own runs.
            many = pmod._runs_many([(sb, sa), (sa, sb), (sa, sa)], min_len)
            assert many[1].tolist() == runs.tolist()
            assert many[0].tolist() == plain_runs(sb, sa, min_len).tolist()
            assert many[2].tolist() == plain_runs(sa, sa, min_len).tolist()
            # With no word minimum, condensed runs chain exactly as the runs do.
            if len(runs):
                first = pmod._word_starts(a.text)
                words = pmod._words(first, sa, runs[:, 0], runs[:, 1], k)
                condensed = pmod._condense(runs, words, gap + k - 1, 0)
                chained = pmod._chain(runs, gap + k - 1)
                assert chained == plain_chain(runs, gap + k - 1)
                assert pmod._chain(condensed, gap + k - 1) == chained
        found = find_passages(a, sa, b, sb, gap=gap, min_words=min_words, unit=unit, k=k)
        # The plain way: every run goes through the merge, none is set aside first.
        with (
            mock.patch.object(
                pmod, "_runs_many", lambda pairs, n: [plain_runs(x, y, n) for x, y in pairs]
            ),
            mock.patch.object(pmod, "_condense", lambda runs, *_: runs),
        ):
            plain = find_passages(a, sa, b, sb, gap=gap, min_words=min_words, unit=unit, k=k)
        # Many pairs at once, a few per pass: each pair's passages as if found alone.
        with mock.patch.object(pmod, "RUNS_PIECE", 2):
            together = pmod.find_passages_many(
                [(a, sa, b, sb), (b, sb, a, sa), (a, sa, b, sb)], unit, k, gap, min_words
            )
        alone = find_passages(b, sb, a, sa, gap=gap, min_words=min_words, unit=unit, k=k)
        assert together == [found, alone, found]
    assert found == plain
    assert pmod.stats(a, b, found) == pmod.stats(a, b, plain)


SCRIPTS = [*"ab1_ '’.-\n", "é", "中", "ก", "ั", "ß", "\u0301", "٣"]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=SCRIPTS, max_size=30))
def test_word_counts_are_the_regex_s(text):
    # A passage's word count (the "longest passage" column) is read off word starts, not
    # counted by the regex: the two agree on every span that starts at a word character.
    out = pmod._word_starts(text)
    for s in range(len(text)):
        if re.match(r"\w", text[s]):
            for e in range(s + 1, len(text) + 1):
                assert 1 + out[e] - out[s + 1] == len(WORD.findall(text, s, e))


def test_scattered_shingles_alone_do_not_report_a_pair(tmp_path):
    """A short essay whose words a long one uses too, each somewhere else and between other
    words, shares most of its char 5-grams with it but no passage: whole-document containment
    alone does not report the pair. The short essay pasted into the long one is reported."""
    rng = np.random.default_rng(3)
    letters = list("abcdefghijklmnopqrstuvwxyz")
    vocab = ["".join(rng.choice(letters, 9)) for _ in range(60)]

    def filler() -> str:
        return "".join(rng.choice(letters, 6))

    short = " ".join(rng.choice(vocab, 60)).capitalize() + "."
    long = " ".join(f"{w} {filler()}" for w in rng.choice(vocab, 700)).capitalize() + "."
    write(tmp_path / "a.txt", short)
    write(tmp_path / "b.txt", long)
    write(tmp_path / "c.txt", " ".join(filler() for _ in range(300)))
    params = Params(unit=Unit.CHAR, k=5)
    r = pipeline.run(tmp_path, params, exact=True)
    (pair,) = [
        p for p in r.pairs if {r.documents[p.a].path, r.documents[p.b].path} == {"a.txt", "b.txt"}
    ]
    assert max(pair.containment_a_in_b, pair.containment_b_in_a) >= params.containment_cut
    assert not pair.reported and not pair.passages

    write(tmp_path / "b.txt", long[: len(long) // 2] + " " + short + " " + long[len(long) // 2 :])
    r = pipeline.run(tmp_path, params, exact=True)
    (pair,) = [p for p in r.pairs if p.reported]
    assert {r.documents[pair.a].path, r.documents[pair.b].path} == {"a.txt", "b.txt"}
    assert pair.passages == 1 and pair.longest_passage >= 55


PROMPT = "Write a page on what melting ice does to the coasts of the world, and say why it matters."
GLACIERS = (
    "Glaciers store about two thirds of the fresh water on the planet, and when they melt the "
    "sea rises slowly but surely over many decades."
)
SATELLITES = (
    "Scientists measure the ice from satellites every year and publish maps that show how "
    "quickly its edges retreat in summer."
)
# Two students' own sentences between the two they copied.
OWN = {
    "a.txt": "Coastal towns then build higher walls or move their houses inland.",
    "b.txt": "My grandmother remembers a village by the shore that is now under water.",
}


def test_a_copy_with_a_sentence_written_anew_inside_is_one_reworded_passage(tmp_path):
    """Where reworded copies are looked for, a copy whose middle sentence the student wrote
    anew is one passage over all of it (its two copied parts are a sentence apart on both
    sides), marked reworded; with rewording off, the shared text alone: two passages."""
    for name, mine in OWN.items():
        write(tmp_path / name, f"{GLACIERS} {mine} {SATELLITES}")
    on = pipeline.run(tmp_path, Params())
    [p] = on.reported
    [joined] = pair_passages(on, p)
    assert joined.reworded and (joined.a_start, joined.b_start) == (0, 0)
    for d, end in ((on.documents[p.a], joined.a_end), (on.documents[p.b], joined.b_end)):
        assert d.original[:end].rstrip(".") == d.original.rstrip(".")
    off = pipeline.run(tmp_path, Params(paraphrase=False))
    [q] = off.reported
    parts = pair_passages(off, q)
    assert len(parts) == 2 and not any(x.reworded for x in parts)


@pytest.mark.parametrize("between", ["own", "prompt"])
def test_passages_leave_out_template_text(tmp_path, between):
    """With the assignment's prompt given as template text at the top of both essays, a copy
    whose middle sentence each student wrote anew is one passage that does not show the prompt
    as copied; two copied sentences with the prompt between them (text that is never counted
    as shared) stay two passages."""
    write(tmp_path / "prompt.txt", PROMPT)
    for name, mine in OWN.items():
        middle = mine if between == "own" else PROMPT
        write(tmp_path / "essays" / name, f"{PROMPT}\n\n{GLACIERS} {middle} {SATELLITES}")
    result = pipeline.run(tmp_path / "essays", Params(templates=(str(tmp_path / "prompt.txt"),)))
    [p] = result.reported  # (its passages as the window and the reports show them)
    if between == "prompt":
        assert len(p.spans) == 2 and not any(q.reworded for q in p.spans)
        return
    [one] = p.spans
    for d, s, e in ((result.documents[p.a], one.a_start, one.a_end),):
        assert PROMPT[:30] not in d.original[s:e]
        assert GLACIERS[:30] in d.original[s:e] and d.original[:e].endswith(SATELLITES[:-1])


PHRASE = "officers have died in the line of duty in this county"
THEIRS = {
    "a.txt": (
        "Our town keeps a small museum near the old station. Every spring the children visit it "
        "and draw the engines, then eat their lunch on the platform where trains no longer stop. "
        "My uncle worked there as a guard for thirty years and still tells stories of snowy "
        "nights and lost parcels. A plaque by the door says that {phrase} since records began."
    ),
    "b.txt": (
        "The police memorial stands on a hill above the river. Since the war, {phrase}, and "
        "their names are read aloud each May while a band plays slowly."
    ),
}


def test_a_short_phrase_beside_a_copied_passage_is_not_shown(tmp_path):
    """Two texts that share a copied paragraph may share a set phrase elsewhere too (a name, a
    line of boilerplate): beside the paragraph it is not shown, nor counted in their share (a
    paragraph further away on one side than ``JOIN_CHARS``: closer, it joins the copy); a pair
    that shares only the phrase shows it."""
    for name, own in THEIRS.items():
        write(tmp_path / "both" / name, f"{GLACIERS} {SATELLITES}\n\n{own.format(phrase=PHRASE)}")
        write(tmp_path / "phrase" / name, own.format(phrase=PHRASE))
    both = pipeline.run(tmp_path / "both", Params())
    [p] = both.reported
    [one] = p.spans
    a = both.documents[p.a].original
    shown = a[one.a_start : one.a_end]
    assert shown.startswith(GLACIERS[:40]) and PHRASE not in shown
    assert p.coverage_a < 0.7
    alone = pipeline.run(tmp_path / "phrase", Params(threshold=0.05))
    [q] = alone.reported
    [short] = q.spans
    assert alone.documents[q.a].original[short.a_start : short.a_end] == PHRASE


def test_close_passages_given_other_credit_stay_apart():
    """A quoted and cited passage next to one copied without credit is not joined to it: the
    teacher sees which part the student credited."""
    from plagcheck.engine.compare.credit import joined
    from plagcheck.engine.compare.evidence import QUOTED_AND_CITED, Passage

    a = doc("one two three four five six seven eight nine ten eleven twelve", Params())
    x, y = Passage(0, 18, 100, 118, 4), Passage(24, 62, 124, 162, 7)
    [one] = joined([x, y], a, a)
    assert one.reworded and (one.a_start, one.a_end, one.b_start, one.b_end) == (0, 62, 100, 162)
    assert one.words == 4 + 1 + 7  # "five" between them
    cited = Passage(24, 62, 124, 162, 7, credit_a=QUOTED_AND_CITED)
    assert len(joined([x, cited], a, a)) == 2


# A source page of paragraphs, three of its sentences far apart in it, and those sentences as a
# student summed them up: reworded, one paragraph.
SUMMED = [
    "The river rises in the western hills and runs for nearly four hundred miles before it "
    "reaches the sea at the old harbour town.",
    "Its delta floods every spring, and the silt it leaves behind has fed the farms of the "
    "plain for more than two thousand years.",
    "Engineers built a chain of dams along its upper course in the last century, and the "
    "spring floods have grown weaker every decade since.",
]
SUMMARY = [
    "Starting out among the western hills, this river flows almost four hundred miles, "
    "finally meeting the sea beside that old harbour town.",
    "Its delta floods every spring, and the silt it leaves behind has fed the farms of the "
    "plain for more than two thousand years.",
    "Engineers built a chain of dams along its upper course in the last century, and the "
    "spring floods have grown weaker every decade since.",
]
FILLER = [
    "Travellers in the middle ages wrote of its ferries, its toll bridges and the inns that "
    "lined its banks at every crossing.",
    "Painters of the romantic period came to sketch its gorges, and several of their pictures "
    "hang in the national gallery today.",
    "The fishing villages along its lower reaches still hold a festival each autumn with "
    "boats decorated in ribbons and lanterns.",
    "A railway followed the valley from the capital to the coast, and its viaducts are still "
    "admired by visitors walking the old line.",
    "Local schools take their pupils on walks along the towpath to count the birds that nest "
    "in the reeds each summer.",
    "A museum in the harbour town keeps the charts, the lanterns and the logbooks of the pilots "
    "who once guided ships upstream.",
]


@pytest.mark.parametrize(
    "breaks, reworded, one",
    [(False, True, True), (True, True, False), (False, False, False)],
    ids=["summary", "three paragraphs", "pasted chunks"],
)
def test_a_summary_paragraph_is_one_passage(breaks, reworded, one):
    """A paragraph that sums up a longer stretch of a source (a sentence from each of its parts,
    one of them reworded) is one passage over the paragraph and that stretch, marked reworded;
    the same sentences as paragraphs of their own, or pasted word for word, stay three."""
    from plagcheck.engine.compare.credit import joined
    from plagcheck.engine.compare.evidence import Passage

    source = "\n\n".join([SUMMED[0], *FILLER[:3], SUMMED[1], *FILLER[3:], SUMMED[2]])
    mine = SUMMARY if reworded else SUMMED
    student = "My notes on rivers.\n\n" + ("\n\n" if breaks else " ").join(mine) + "\n\nThe end."
    a, b = doc(student, Params()), doc(source, Params())
    parts = []
    for i, (x, y) in enumerate(zip(mine, SUMMED)):
        p0, q0 = student.index(x), source.index(y)
        words = len(x.split())
        parts.append(Passage(p0, p0 + len(x), q0, q0 + len(y), words, reworded=reworded and i == 0))
    found = joined(parts, a, b)
    if not one:
        assert sorted(found, key=lambda p: p.a_start) == parts
        return
    [summary] = found
    assert summary.reworded
    assert student[summary.a_start : summary.a_end] == " ".join(mine)
    assert (summary.b_start, summary.b_end) == (0, len(source))  # the stretch it sums up


@st.composite
def passage_sets(draw):
    """Two texts of words and line breaks, and passages between them that overlap on neither
    side (as a pair's passages are), some reworded, some credited."""
    from plagcheck.engine.compare.evidence import QUOTED_AND_CITED, UNCREDITED, Passage

    def text(n: int) -> str:
        seps = draw(
            st.lists(st.sampled_from([" ", " ", " ", "\n", "\n\n"]), min_size=n, max_size=n)
        )
        return "".join(f"w{i}{sep}" for i, sep in enumerate(seps))

    a, b = text(draw(st.integers(40, 200))), text(draw(st.integers(40, 200)))

    def spans(t: str, n: int) -> list[tuple[int, int]]:
        cuts = sorted(draw(st.sets(st.integers(0, len(t)), min_size=2 * n, max_size=2 * n)))
        return list(zip(cuts[::2], cuts[1::2]))

    n = draw(st.integers(0, 8))
    sa, sb = spans(a, n), spans(b, n)
    draw(st.randoms()).shuffle(sb)  # the other side in any order
    out = []
    for (a0, a1), (b0, b1) in zip(sa, sb):
        credit = draw(st.sampled_from([UNCREDITED, UNCREDITED, QUOTED_AND_CITED]))
        out.append(Passage(a0, a1, b0, b1, draw(st.integers(1, 60)), draw(st.booleans()), credit))
    return a, b, out


@settings(max_examples=300, deadline=None)
@given(passage_sets())
def test_joined_passages_never_overlap_and_lose_nothing(case):
    """However close, crossed or summed up the passages are, those a teacher reads never overlap
    on either side, and every part of what was found is inside one of them."""
    from plagcheck.engine.compare.credit import joined

    text_a, text_b, found = case
    shown = joined(found, doc(text_a, Params()), doc(text_b, Params()))
    for x, y in itertools.combinations(shown, 2):
        assert x.a_end <= y.a_start or y.a_end <= x.a_start
        assert x.b_end <= y.b_start or y.b_end <= x.b_start
    for p in found:
        assert any(
            q.a_start <= p.a_start
            and p.a_end <= q.a_end
            and q.b_start <= p.b_start
            and p.b_end <= q.b_end
            and q.credit == p.credit
            for q in shown
        )
