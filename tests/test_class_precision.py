"""A class that wrote to one prompt is not a class of copiers (SPEC: reported pair, reworded
passage): twenty essays written by this test to one prompt share its words and make its points,
each in a student's own sentences. Nothing copied: no pair. A paragraph copied, a paragraph
reworded, a ring of four pasting one outside paragraph: found. A prompt that many students quote
but the teacher did not give: one common text, no pair.

bench/class_precision.py measures the same on real classes (docs/class_precision.md)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from conftest import write

from plagcheck.engine import Params, run

PROMPT = (
    "Should every school require students to wear a uniform? Some say uniforms save families "
    "money and stop teasing about clothes; others say they take away the freedom to express who "
    "you are. Write a letter to your principal that states your opinion and supports it."
)
QUOTED = "Some say uniforms save families money and stop teasing about clothes"
# The points the class makes, each a set of the topic's words every student reaches for.
POINTS = [
    ["uniforms", "save", "families", "money", "clothes", "cheaper"],
    ["teasing", "bullying", "clothes", "brands", "students", "stop"],
    ["freedom", "express", "style", "personality", "choose", "clothes"],
    ["school", "focus", "learning", "distraction", "class", "teachers"],
    ["uniforms", "uncomfortable", "weather", "cold", "hot", "wear"],
    ["principal", "rules", "students", "respect", "school", "dress"],
    ["morning", "time", "decide", "wear", "quick", "ready"],
    ["community", "belong", "team", "pride", "school", "together"],
]
GLUE = "i think that the and because also really is are it would we can for of to a in my".split()
SYLLABLES = ["ka", "lo", "mi", "ren", "tu", "sha", "vor", "pel", "din", "qua", "zem", "bri"]
ANECDOTE = (
    "Last winter my cousin Marguerite tore her velvet jacket on the rusty gate behind the "
    "bakery, and the seamstress on Juniper Lane charged eleven dollars to mend the sleeve. "
    "Afterwards Marguerite stitched a small embroidered fox over the patch so nobody noticed. "
    "Grandfather Oswald laughed and said the fox looked braver than the jacket ever had."
)
REWORDED = (
    "The seamstress working on Juniper Lane asked for eleven dollars to repair the sleeve after "
    "my cousin Marguerite ripped her velvet coat on the corroded gate behind the bakery one "
    "winter. Grandfather Oswald chuckled that the fox seemed more courageous than the coat had "
    "ever been. Marguerite later sewed a little embroidered fox on top of the patch, so no one "
    "could tell."
)
OUTSIDE = (
    "The Bayeux Tapestry, nearly seventy metres of embroidered linen, narrates the Norman "
    "conquest in fifty scenes stitched with wool yarns dyed from woad, weld and madder, and it "
    "survived the French Revolution only because a lawyer hid it from soldiers wanting cart covers."
)


def essay(rng: random.Random, quote: bool = False) -> str:
    """One student's essay: five of the points, each in a sentence of its own making, with
    words of the student's own."""
    own = ["".join(rng.choices(SYLLABLES, k=3)) for _ in range(12)]
    paragraphs = []
    for point in rng.sample(POINTS, 5):
        sentences = []
        for _ in range(3):
            words = rng.sample(point, 4) + rng.sample(GLUE, 6) + rng.sample(own, 2)
            rng.shuffle(words)
            sentences.append(" ".join(words).capitalize() + ".")
        paragraphs.append(" ".join(sentences))
    if quote:
        paragraphs[0] = f'As the prompt says, "{QUOTED}." ' + paragraphs[0]
    return "\n\n".join(paragraphs)


def class_of(folder: Path, n: int = 20, quoting: int = 0, seed: int = 7) -> list[Path]:
    rng = random.Random(seed)
    return [write(folder / f"student{i:02d}.txt", essay(rng, quote=i < quoting)) for i in range(n)]


def pairs(result) -> set[frozenset[str]]:
    return {frozenset((Path(result.name(p.a)).stem, Path(result.name(p.b)).stem))
            for p in result.reported}  # fmt: skip


def given(tmp_path: Path) -> Params:
    return Params(templates=(str(write(tmp_path / "prompt.txt", PROMPT)),))


@pytest.mark.parametrize("n", [20, 8])
def test_a_class_writing_to_one_prompt_has_no_pair(tmp_path, n):
    """Twenty students, or eight (a class too small for its words' weights to tell the topic:
    its pairs' rewording is judged against each other, not at the floor, where 18 of 28 pairs
    were reported)."""
    class_of(tmp_path / "class", n)
    result = run(tmp_path / "class", given(tmp_path))
    assert len(result.students) == n
    assert not result.reported, [result.name(p.a) for p in result.reported]
    assert not result.groups


def insert(path: Path, text: str) -> None:
    paragraphs = path.read_text(encoding="utf-8").split("\n\n")
    paragraphs.insert(2, text)
    path.write_text("\n\n".join(paragraphs), encoding="utf-8")


@pytest.mark.parametrize("n, seed", [(20, 7), (15, 9)])
@pytest.mark.parametrize("copy", [ANECDOTE, REWORDED], ids=["pasted", "reworded"])
def test_a_copied_or_reworded_paragraph_in_that_class_is_found(tmp_path, copy, n, seed):
    """... in a class of 20, or of 15 whose only reworded pair is the copy: it is judged
    against the class's other pairs, not against a sample holding itself (which set the
    chance at the copy's own evidence, 1.68)."""
    essays = class_of(tmp_path / "class", n, seed=seed)
    insert(essays[3], ANECDOTE)
    insert(essays[11], copy)
    result = run(tmp_path / "class", given(tmp_path))
    assert pairs(result) == {frozenset(("student03", "student11"))}
    (pair,) = result.reported
    assert pair.spans and all(q.words >= 15 for q in pair.spans)
    assert any(q.reworded for q in pair.spans) == (copy is REWORDED)


def test_a_ring_of_four_pasting_one_outside_text_is_one_group(tmp_path):
    essays = class_of(tmp_path / "class")
    ring = [essays[i] for i in (1, 6, 9, 17)]
    for path in ring:
        insert(path, OUTSIDE)
    result = run(tmp_path / "class", given(tmp_path))
    assert len(pairs(result)) == 6
    assert [sorted(result.name(i) for i in g) for g in result.groups] == [
        sorted(p.name for p in ring)
    ]
    assert not result.common


def test_a_ring_of_five_is_found_though_two_others_wrote_a_phrase_of_its_paragraph(tmp_path):
    """Five students paste one outside paragraph; two others each wrote six of its words in a
    sentence of their own ("and it survived the French Revolution"). Seven students hold a piece
    of the paragraph, but a stock phrase is no piece of a paragraph: the five are one group of ten
    pairs, and nothing is common to the class."""
    essays = class_of(tmp_path / "class")
    ring = [essays[i] for i in (1, 6, 9, 13, 17)]
    for path in ring:
        insert(path, OUTSIDE)
    insert(essays[3], "Our parish bell is old, and it survived the French Revolution somehow.")
    insert(essays[11], "The abbey library burned twice, and it survived the French Revolution.")
    result = run(tmp_path / "class", given(tmp_path))
    assert len(pairs(result)) == 10
    assert [sorted(result.name(i) for i in g) for g in result.groups] == [
        sorted(p.name for p in ring)
    ]
    assert not result.common


def test_a_prompt_many_quote_but_not_given_is_one_common_text_and_no_pair(tmp_path):
    class_of(tmp_path / "class", quoting=10)
    result = run(tmp_path / "class", Params())
    assert not result.reported
    (common,) = result.common
    assert len(common.documents) == 10
    assert "save families money" in common.text
    # Given as the assignment text, it is no longer common.
    again = run(tmp_path / "class", given(tmp_path))
    assert not again.reported and not again.common


def test_a_pair_with_figures_but_no_passage_is_listed_apart_never_reported(tmp_path):
    class_of(tmp_path / "class")
    result = run(tmp_path / "class", given(tmp_path).replace(paraphrase_threshold=0.05))
    assert not result.reported
    assert all(not p.reported for p in result.pairs if p.no_passage)
    assert not any(i for g in result.groups for i in g)
    assert all(s.similarity == 0 for s in result.similarity)


# Facts of one sub-topic that two students may both write, each a sentence of rare words.
FACTS = [
    "His daughters Malia and Sasha were born at Chicago's Prentice hospital.",
    "Their terrier Bo arrived from Senator Kennedy as a gift in April.",
    "The family spent every August vacation on Martha's Vineyard near Chilmark.",
]


def test_one_short_sentence_two_students_share_is_no_pair_three_are(tmp_path):
    """Two students who both wrote one short sentence of rare words (a fact of the person they
    wrote about) share 11 words: no pair, even at a paraphrase threshold that puts every pair of
    the class to its passages. Two who share three such sentences, 34 words, are a pair."""
    essays = class_of(tmp_path / "class")
    for path in (essays[2], essays[5]):
        insert(path, FACTS[0])
    for path in (essays[7], essays[13]):
        paragraphs = path.read_text(encoding="utf-8").split("\n\n")
        for k, fact in enumerate(FACTS):
            paragraphs[k + 1] += " " + fact
        path.write_text("\n\n".join(paragraphs), encoding="utf-8")
    result = run(tmp_path / "class", given(tmp_path).replace(paraphrase_threshold=0.05))
    assert pairs(result) == {frozenset(("student07", "student13"))}
    (pair,) = result.reported
    assert sum(q.words for q in pair.spans) >= 30


# A sentence of a reading the class was given (not to plagcheck), 20 words.
MAST = (
    "When the building had been framed to the eighty-fifth floor the roof was finished before "
    "the mooring mast went up"
)


def test_a_sentence_of_a_reading_three_students_quote_is_common_two_make_a_pair(tmp_path):
    """Three students write one sentence of the reading (no quotation marks) and share nothing
    else: a line of a text they all read, listed once as common to the class, no pair. Two who
    write it, with no third, are a pair: nothing tells their shared sentence from a copy."""
    essays = class_of(tmp_path / "three")
    for path in essays[4:7]:
        insert(path, f"{MAST}.")
    result = run(tmp_path / "three", given(tmp_path))
    assert not result.reported, pairs(result)
    (common,) = result.common
    assert sorted(result.name(d) for d in common.documents) == [p.name for p in essays[4:7]]
    essays = class_of(tmp_path / "two")
    for path in essays[4:6]:
        insert(path, f"{MAST}.")
    assert pairs(run(tmp_path / "two", given(tmp_path))) == {frozenset(("student04", "student05"))}


# A line many students quote, the teacher did not give it (a stock quotation).
LIBRARIAN = (
    "Every book that a library holds was chosen by somebody who believed a reader somewhere "
    "would need it, and no single reader has the right to decide for all of the others"
)


def quote_in(path: Path, cut: bool = False) -> None:
    """The quotation in the essay's third paragraph; ``cut``: in two halves, a paragraph of the
    student's own between them (a reworded passage with any other quoter reaches across it)."""
    paragraphs = path.read_text(encoding="utf-8").split("\n\n")
    words = LIBRARIAN.split()
    quote = f"{' '.join(words[:14])}, {paragraphs[1]} {' '.join(words[14:])}" if cut else LIBRARIAN
    paragraphs.insert(2, f'As one librarian wrote, "{quote}." ' + paragraphs[2])
    path.write_text("\n\n".join(paragraphs), encoding="utf-8")


def test_a_quotation_nine_students_hold_is_common_though_one_cut_it_in_two(tmp_path):
    """Each pair of the nine shares the quotation; the one who cut it in two shares with each
    other quoter a reworded passage three times as long on their side. The quotation is one
    text that nine students hold: no pair, one common text naming all nine."""
    essays = class_of(tmp_path / "class")
    for i, path in enumerate(essays[:9]):
        quote_in(path, cut=i == 0)
    result = run(tmp_path / "class", given(tmp_path))
    assert not result.reported, pairs(result)
    (common,) = result.common
    assert sorted(result.name(d) for d in common.documents) == sorted(p.name for p in essays[:9])
    assert "no single reader has the right" in common.text


def test_last_years_class_in_the_archive_counts_toward_text_many_hold(tmp_path):
    """Three students of this year's class quote it (one cut in two), six of last year's, in
    the archive: nine hold it, so it is common to the class, and no pair is reported."""
    from plagcheck.engine.archive import Archive

    last = class_of(tmp_path / "last", seed=11)
    this = class_of(tmp_path / "this", seed=12)
    for path in last[:6]:
        quote_in(path)
    for i, path in enumerate(this[:3]):
        quote_in(path, cut=i == 0)
    with Archive(tmp_path / "archive.sqlite", create=True) as archive:
        archive.add(tmp_path / "last", "last year", given(tmp_path))
    result = run(tmp_path / "this", given(tmp_path), archive=tmp_path / "archive.sqlite")
    assert not result.reported, pairs(result)
    (common,) = result.common
    assert len(common.documents) == 9


def test_the_chance_a_reworded_passage_must_beat_counts_the_pairs_with_last_years_class(tmp_path):
    """Scanned against last year's class in the archive, each student is also judged against
    each of its 30 students: the class's chance is scaled to 20 * 19 / 2 + 20 * 30 pairs, not
    the 190 of this year's alone (a class of 250 against 250 archived reported 7 pairs of
    students retelling one story in their own words, 3 with the chance scaled), and the cut
    a reworded passage needs is no lower than without the archive."""
    from plagcheck.engine.archive import Archive

    class_of(tmp_path / "last", n=30, seed=11)
    class_of(tmp_path / "this", seed=12)
    with Archive(tmp_path / "archive.sqlite", create=True) as archive:
        archive.add(tmp_path / "last", "last year", given(tmp_path))
    alone = run(tmp_path / "this", given(tmp_path))
    result = run(tmp_path / "this", given(tmp_path), archive=tmp_path / "archive.sqlite")
    assert (alone.rewording.pairs, result.rewording.pairs) == (190, 190 + 20 * 30)
    assert result.rewording.value >= alone.rewording.value


def test_a_short_passage_of_the_given_prompts_words_is_no_evidence():
    """Two students who both wrote "whaling ledgers, Victorian logbooks and lighthouse
    periodicals" share ten words that nobody else in the class uses: rare enough to be evidence
    (``background.holds``). Where the prompt the teacher gave names those very things, its words
    are the class's vocabulary: the same passage holds none. A passage of other rare words still
    does."""
    import math

    from plagcheck.engine.params import Unit
    from plagcheck.engine.text import background
    from plagcheck.engine.text.shingles import token_values

    rng = random.Random(3)
    words = lambda text: token_values(text.casefold(), Unit.WORD)[0]  # noqa: E731
    bg = background.count(words(essay(rng)) for _ in range(60))
    shared = "whaling ledgers, victorian logbooks and lighthouse periodicals at hendricks memorial"
    prompt = (
        "The Hendricks Memorial Library holds Victorian periodicals, lighthouse logbooks and "
        "whaling ledgers."
    )
    assert background.holds(shared, 10, bg) == math.inf
    given = background.given(bg, words(prompt.casefold()))
    assert background.holds(shared, 10, given) == 0.0
    other = "marguerite stitched a small embroidered fox over the velvet patch"
    assert background.holds(other, 10, given) == math.inf


# A reading the class was given (not to plagcheck): each student quotes a stretch of it of their
# own choosing, so no one sentence of it is in many essays, but together they hold all of it.
READING = (
    "When the keeper of the Skerryvore light rowed ashore in March he carried a ledger of every "
    "storm since autumn, the barometer readings in pencil, the lamp oil burned each night and "
    "the names of the trawlers that sheltered in the lee of the rock while the westerly gales "
    "kept the harbour closed for nine days and the relief boat could not land its coal"
).split()


def stretches() -> list[str]:
    """Stretches of 20 words of the reading, each three words after the last, and its opening
    and its close three more times each (the class quotes those most)."""
    cut = [READING[i : i + 20] for i in range(0, len(READING) - 19, 3)]
    cut += [READING[:20]] * 3 + [READING[-20:]] * 3
    return [" ".join(words).capitalize() + "." for words in cut]


def test_a_reading_the_class_quotes_in_pieces_is_common_and_no_pair(tmp_path):
    """Students each quote a stretch of a reading: each near another shares 15 words or more
    with them, no word of it is in eight essays, but many hold the reading between them. No
    pair of theirs; the reading is listed as common text held by all of them; a paragraph two
    of the class copied is still found."""
    quotes = stretches()
    essays = class_of(tmp_path / "class", n=len(quotes) + 6)
    for path, quote in zip(essays, quotes):
        insert(path, quote)
    copied = essays[-2:]
    for path in copied:
        insert(path, ANECDOTE)
    result = run(tmp_path / "class", given(tmp_path))
    assert pairs(result) == {frozenset(p.stem for p in copied)}
    held = {result.name(d) for c in result.common for d in c.documents}
    assert held == {p.name for p in essays[: len(quotes)]}


# A paragraph of a reading the class was given (not to plagcheck); each student who paraphrases
# it keeps most of its phrases.
ARTICLE = (
    "Venus is sometimes called the Evening Star and is one of the brightest points of light in "
    "the night sky, easy even for an amateur stargazer to spot, although the nickname is "
    "misleading since Venus is actually a planet and the second planet from our sun."
)


def test_a_weak_reworded_passage_shows_where_the_two_share_their_own_words_not_the_class_s(
    tmp_path,
):
    """A reworded passage holding less than the class's cut (4.5: a class whose random pairs
    share reworded points) but what a passage with a reference text needs is shown between two
    students whose whole texts share their own words (one essay reworded into the other, its
    sentences turned about), not between two of eight students who each paraphrased one
    paragraph of the article the class read: their shared phrases are the class's."""
    from plagcheck.engine.compare.credit import SOURCE_CUT, passage_cut
    from plagcheck.engine.compare.evidence import Pair, Passage

    essays = class_of(tmp_path / "class")
    for i, path in enumerate(essays[:8]):  # (short answers: the reading is most of what they share)
        words = ARTICLE.split()
        words[3 + 4 * i] = "often"  # (each changes a different word of it)
        own = path.read_text(encoding="utf-8").split("\n\n")[0]
        path.write_text(f"{own}\n\nThe author says that {' '.join(words)}", encoding="utf-8")
    turned = [
        " ".join(reversed(re.split(r"(?<=\.) ", paragraph)))
        for paragraph in essays[10].read_text(encoding="utf-8").split("\n\n")
    ]
    essays[11].write_text("\n\n".join(turned), encoding="utf-8")
    result = run(tmp_path / "class", given(tmp_path))
    at = {Path(result.name(i)).stem: i for i in result.students}
    weak = Passage(0, 400, 0, 400, 60, reworded=True, mass=SOURCE_CUT + 1.0)

    def cut(a: str, b: str) -> float:
        pair = Pair(at[a], at[b], 0.1, 0.1, 0.1, 0.2, 0.2, 0)
        return passage_cut(pair, result.documents, 4.5, result.background, [weak])

    assert cut("student10", "student11") == SOURCE_CUT
    assert cut("student00", "student01") == cut("student03", "student06") == 4.5
