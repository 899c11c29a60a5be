"""Credit: essays (real files) that use a published source in each of the four ways, in each
citation style and language convention; each shared passage's credit is what the student gave."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from conftest import write
from formats import write_docx, write_html
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.engine import pipeline
from plagcheck.engine.compare.credit import at_sections, finish, marks_of
from plagcheck.engine.compare.evidence import Passage
from plagcheck.engine.intake import reading
from plagcheck.engine.intake.credit import names_source, read_marks
from plagcheck.engine.intake.credit.quotes import quotations
from plagcheck.engine.model import Extracted
from plagcheck.engine.params import Params


def prose(seed: int, n: int = 90) -> str:
    """A student's own words: sentences of made-up words no other text shares."""
    rng = random.Random(seed)
    syllables = [c + v for c in "bcdfghklmnprstvz" for v in "aeiou"]
    words = [w + str(rng.randrange(1000)) if rng.random() < 0.1 else w for w in
             ("".join(rng.choices(syllables, k=rng.randint(2, 4))) for _ in range(n))]  # fmt: skip
    out, i = [], 0
    while i < len(words):
        k = rng.randint(8, 15)
        out.append(" ".join(words[i : i + k]).capitalize() + ".")
        i += k
    return " ".join(out)[:-1]  # the caller ends the last sentence


QC, QN, CN, UN = "quoted_and_cited", "quoted_not_cited", "cited_not_quoted", "uncredited"
MODES = (QC, QN, CN, UN)

# A sentence of each language's source: what the students borrow.
BORROWED = {
    "en": "Towns that stood at the mouth of a great river grew faster than their neighbours "
    "because the water brought trade, food and a way to carry heavy goods far inland",
    "de": "Die Städte an den großen Flüssen wuchsen schneller als ihre Nachbarn, weil das "
    "Wasser Handel, Nahrung und einen Weg für schwere Güter weit ins Landesinnere brachte",
    "fr": "Les villes situées à l'embouchure d'un grand fleuve ont grandi plus vite que leurs "
    "voisines, car l'eau apportait le commerce, la nourriture et un moyen de transporter",
    "es": "Las ciudades que se fundaron junto a los grandes ríos crecieron más deprisa que sus "
    "vecinas porque el agua traía comercio, alimentos y un camino para las mercancías pesadas",
    "id": "Kota-kota yang berdiri di tepi sungai besar tumbuh lebih cepat daripada tetangganya "
    "karena air membawa perdagangan, makanan, dan jalan untuk mengangkut barang berat",
}
AUTHOR = {"en": "Smith", "de": "Müller", "fr": "Dubois", "es": "García", "id": "Santoso"}
YEAR = {"en": 2019, "de": 2018, "fr": 2017, "es": 2016, "id": 2020}
TITLE = {
    "en": "Rivers and the towns beside them",
    "de": "Städte am Fluss",
    "fr": "Les villes et les fleuves",
    "es": "Las ciudades y los ríos",
    "id": "Kota dan sungai",
}
# Per language: quotation marks, the page word, the reference list's heading, a lead-in.
CONVENTION = {
    "en": ("“", "”", "p.", "References", "One study notes that"),
    "de": ("„", "“", "S.", "Literaturverzeichnis", "Eine Studie stellt fest:"),
    "fr": ("« ", " »", "p.", "Bibliographie", "Une étude observe que"),
    "es": ("«", "»", "pág.", "Referencias", "Un estudio señala que"),
    "id": ('"', '"', "hlm.", "Daftar Pustaka", "Sebuah penelitian menyatakan bahwa"),
}


def entry(lang: str) -> str:
    a = AUTHOR[lang]
    return f"{a}, A. ({YEAR[lang]}). {TITLE[lang]}. River Press."


def source_text(lang: str, seed: int) -> str:
    a, y = AUTHOR[lang], YEAR[lang]
    return f"{a}, A. ({y}). {TITLE[lang]}.\n\n{prose(seed)}. {BORROWED[lang]}. {prose(seed + 1)}."


def essay(style: str, mode: str, lang: str, seed: int) -> str:
    """An essay of the student's own words around one use of the source, made as ``mode`` says
    in ``style`` and ``lang``'s conventions."""
    lq, rq, page, heading, lead = CONVENTION[lang]
    a, y, q = AUTHOR[lang], YEAR[lang], BORROWED[lang]
    quoted, cited = mode in (QC, QN), mode in (QC, CN)
    refs = f"\n\n{heading}\n{entry(lang)}\n"
    notes = ""
    if style == "block":
        if quoted:
            lines = q.split(" ")
            block = "\n".join("    " + " ".join(lines[i : i + 9]) for i in range(0, len(lines), 9))
            intro = f"As {a} ({y}) puts it:" if cited else "Consider this:"
            use = f"{intro}\n\n{block}. {f'({page} 4)' if cited else ''}\n\n"
        else:
            use = f"As {a} ({y}) puts it, {q}.\n\n" if cited else f"{q}.\n\n"
    else:
        cite = {
            "apa": f" ({a}, {y}, {page} 4)",
            "harvard": f" ({a} {y}: 4)",
            "mla": f" ({a} 4)",
            "ieee": " [1]",
            "footnote": "¹",
        }[style]
        text = f"{lq}{q}{rq}" if quoted else q
        use = f"{lead} {text}{cite if cited else ''}. "
        if style == "ieee":
            refs = f"\n\n{heading}\n[1] A. {a}, “{TITLE[lang]},” River Press, {y}.\n"
        if style == "footnote":
            notes = f"\n\nNotes\n1. A. {a}, {TITLE[lang]} (River Press, {y}), 4.\n"
            refs = ""
    body = f"{prose(seed)}.\n\n{use}{prose(seed + 1)}."
    return body + (notes if cited else "") + (refs if cited else "")


STYLES = ("apa", "harvard", "mla", "ieee", "footnote", "block")
CASES = [(s, m, "en") for s in STYLES for m in MODES] + [
    ("apa", m, lang) for lang in ("de", "fr", "es", "id") for m in MODES
]


@pytest.fixture(scope="module")
def scanned(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("credit")
    for i, (style, mode, lang) in enumerate(CASES):
        write(root / "class" / f"{style}_{mode}_{lang}.txt", essay(style, mode, lang, 100 + 2 * i))
    for j, lang in enumerate(CONVENTION):
        write(root / "sources" / f"{AUTHOR[lang]}.txt", source_text(lang, 900 + 2 * j))
    result = pipeline.run(root / "class", Params(sources=(str(root / "sources"),)))
    return root, result


def source_passages(result, name: str):
    """The student's passages shared with the source: (the student's credit, citation, text)."""
    i = next(i for i, d in enumerate(result.documents) if d.path == name)
    out = []
    for p in result.reported:
        if i in (p.a, p.b) and (result.documents[p.a].source or result.documents[p.b].source):
            for q in p.spans:
                s, e = (q.a_start, q.a_end) if p.a == i else (q.b_start, q.b_end)
                own = q.credit_a if p.a == i else q.credit_b
                out.append((own, q.credit, q.citation, result.documents[i].original[s:e]))
    return out


@pytest.mark.parametrize("style,mode,lang", CASES, ids=["-".join(c) for c in CASES])
def test_each_use_has_the_credit_the_student_gave(scanned, style, mode, lang):
    _, result = scanned
    found = source_passages(result, f"{style}_{mode}_{lang}.txt")
    assert len(found) == 1, found  # the use, found; the reference list matched nothing
    own, credit, citation, text = found[0]
    assert own == credit == mode, text
    assert BORROWED[lang][20:50] in " ".join(text.split())
    if mode in (QC, CN):
        assert citation and (AUTHOR[lang] in citation or "[1]" in citation or "¹" in citation)
    else:
        assert citation is None


def test_students_who_both_quoted_and_cited_make_no_pair(scanned):
    """Every use shares the source's sentence with a classmate; no two students are paired by
    it (the source explains it), and a student who credited it has no similarity from it."""
    _, result = scanned
    students = [
        p for p in result.reported if not any(result.documents[i].source for i in (p.a, p.b))
    ]
    assert students == []
    for i in result.students:
        d = result.documents[i]
        sim = result.similarity[i]
        if f"_{QC}_" in d.path:
            assert sim.similarity == 0.0 and sim.credit_share(QC) > 0.05, d.path
        else:
            assert sim.similarity > 0.05, d.path


def test_json_carries_each_passage_credit(scanned, tmp_path):
    """The JSON's ``shared`` gives each passage its spans and the student's credit."""
    from plagcheck.reports import export

    _, result = scanned
    out = tmp_path / "r.json"
    export.write_json(result, out)
    data = json.loads(out.read_text("utf-8"))
    docs = {d.path: d for d in result.documents}
    credits = {}
    for p in data["pairs"]:
        student = "a" if not docs[p["doc_a"]].source else "b"
        for q in p["shared"]:
            credits[p[f"doc_{student}"]] = q["credit"]
            assert q["credit"] == q[f"credit_{student}"]
            text = docs[p[f"doc_{student}"]].original[slice(*q[student])]
            assert any(b[20:50] in " ".join(text.split()) for b in BORROWED.values())
    assert credits == {f"{s}_{m}_{lang}.txt": m for s, m, lang in CASES}


def pair_of(folder: Path, a: str, b: str, params: Params | None = None):
    write(folder / "a.txt", a)
    write(folder / "b.txt", b)
    result = pipeline.run(folder, params or Params())
    return result, result.reported


def test_two_students_who_quoted_and_cited_the_same_words_are_no_pair(tmp_path):
    q = BORROWED["en"]
    a = f"{prose(1)}. As Smith (2019) writes, “{q}” (p. 4). {prose(2)}\n\nReferences\n{entry('en')}"
    b = f"{prose(3)}. One study notes that “{q}” (Smith, 2019, p. 4). {prose(4)}"
    _, reported = pair_of(tmp_path / "c1", a, b)
    assert reported == []
    # Counting credited text too (the "exclude quotes" filter off), they are a pair again.
    result, reported = pair_of(tmp_path / "c2", a, b, Params(count_credited=True))
    assert len(reported) == 1 and reported[0].spans[0].credit == QC
    assert all(result.similarity[i].similarity > 0.05 for i in result.students)


def test_two_students_who_both_quoted_the_same_words_uncited_are_no_pair(tmp_path):
    """Both put the words in quotation marks without citing them (as a class quotes its
    prompt's quotation or the article it read): each quoted a third text, not the other."""
    q = BORROWED["en"]
    a = f"{prose(1)}. The author said, “{q}” and I agree with her. {prose(2)}"
    b = f'{prose(3)}. As the article put it, "{q}" {prose(4)}'
    _, reported = pair_of(tmp_path / "c1", a, b)
    assert reported == []
    # One of them without the marks: a pair, shown with each side's credit.
    _, reported = pair_of(tmp_path / "c2", a, b.replace(f'"{q}"', q))
    (p,) = reported
    assert {p.spans[0].credit_a, p.spans[0].credit_b} == {QN, UN}


def test_a_quotation_copied_with_the_words_around_it_is_a_pair(tmp_path):
    """Most of the shared passage is a quotation both put in quotation marks, but 17 words of
    one student's own around it are in the other's essay too: that is copying, not quoting."""
    q = BORROWED["en"]
    around = f"{prose(7, 9)} “{q}” {prose(8, 8).lower()}"
    a = f"{prose(1)}. {around}. {prose(2)}"
    b = f"{prose(3)}. {around}. {prose(4)}"
    _, reported = pair_of(tmp_path, a, b)
    (p,) = reported
    (passage,) = p.spans
    assert passage.words >= 45 and {passage.credit_a, passage.credit_b} == {QN}


def test_one_credited_one_not_is_a_pair_with_each_side_kept(tmp_path):
    q = BORROWED["en"]
    a = f"{prose(1)}. One study notes that “{q}” (Smith, 2019, p. 4). {prose(2)}"
    b = f"{prose(3)}. In my view {q}. {prose(4)}"
    result, reported = pair_of(tmp_path, a, b)
    (p,) = reported
    (q0,) = p.spans
    a_side = result.documents[p.a].path == "a.txt"
    assert (q0.credit_a, q0.credit_b) == ((QC, UN) if a_side else (UN, QC))
    assert q0.credit == UN and q0.citation == "(Smith, 2019, p. 4)"


REFS = "\n".join(
    f"{n}, A. (20{10 + k}). A long title about rivers towns and trade number {k}. Press."
    for k, n in enumerate(("Smith", "Jones", "Brown", "Lee", "Okafor", "Novak"))
)


def test_reference_lists_alone_make_no_pair(tmp_path):
    refs = REFS
    a = f"{prose(1, 200)}\n\nReferences\n{refs}\n"
    b = f"{prose(2, 200)}\n\nBibliografía\n{refs}\n"
    _, reported = pair_of(tmp_path / "r1", a, b)
    assert reported == []
    _, reported = pair_of(tmp_path / "r2", a, b, Params(count_references=True))
    assert len(reported) == 1


@pytest.mark.parametrize("last", [25, 60])
def test_a_paragraph_copied_with_its_reference_list_is_shown_without_it(tmp_path, last):
    """A student who copies an essay's last paragraph with the reference list under it: the
    paragraph is a passage, however short beside the list, and the list makes none."""
    copied = prose(9, last)
    a = f"{prose(1, 150)}\n\n{copied}.\n\nReferences\n{REFS}\n"
    b = f"{prose(2, 150)}\n\n{copied}.\n\nReferences\n{REFS}\n"
    result, reported = pair_of(tmp_path, a, b)
    (p,) = reported
    (one,) = p.spans
    for doc, s, e in (
        (result.documents[p.a], one.a_start, one.a_end),
        (result.documents[p.b], one.b_start, one.b_end),
    ):
        assert doc.original[s:e] == f"{copied}."


# Two sentences, 19 words: short beside a reference list or a pasted paragraph, and still
# evidence (one short sentence alone two students share is not: ``credit.enough``).
RIVER = "The river trade made the town rich long before the railway came. Its wharves still stand"


def test_a_short_copy_beside_a_shared_reference_list_is_shown(tmp_path):
    """Two students who share their reference list and one copied sentence: the list makes no
    match, and the sentence, however short beside it, is the pair's passage."""
    copied = RIVER
    a = f"{prose(1, 40)}. {copied}. {prose(2, 30)}.\n\nReferences\n{REFS}\n"
    b = f"{prose(3, 40)}. {copied}. {prose(4, 30)}.\n\nReferences\n{REFS}\n"
    result, reported = pair_of(tmp_path, a, b)
    (p,) = reported
    (one,) = p.spans
    assert result.documents[p.a].original[one.a_start : one.a_end].startswith(copied)


def test_a_short_copy_beside_what_a_reference_text_explains_is_shown(tmp_path):
    """Two students who both pasted a paragraph of the reference text the class was given, and
    one sentence from each other: the paragraph belongs to the source, and the sentence, however
    short beside it, is their pair's passage."""
    source = f"{prose(7, 60)}."
    copied = RIVER
    write(tmp_path / "source" / "article.txt", f"{prose(8, 80)}. {source} {prose(9, 80)}.")
    write(tmp_path / "class" / "a.txt", f"{prose(1, 60)}. {source} {prose(2, 60)}. {copied}.")
    write(tmp_path / "class" / "b.txt", f"{copied}. {prose(3, 60)}. {source} {prose(4, 60)}.")
    result = pipeline.run(tmp_path / "class", Params(sources=(str(tmp_path / "source"),)))
    docs = result.documents
    (p,) = [q for q in result.reported if not docs[q.a].source and not docs[q.b].source]
    (one,) = p.spans
    assert docs[p.a].original[one.a_start : one.a_end].startswith(copied)


@settings(max_examples=300, deadline=None)
@given(
    st.integers(5, 80),
    st.integers(0, 60),
    st.tuples(*[st.floats(0, 1)] * 4),
    st.booleans(),
)
def test_a_passage_cut_at_a_reference_list_keeps_its_parts_inside_it(before, other, ends, rw):
    """However a passage lies across a reference list's start, and however long its other side
    (a summary's), its parts are in order, never empty, and inside it on both sides."""
    a_text = f"{prose(1, before)}.\n\nReferences\n{REFS}\n"
    b_text = f"{prose(2, other)}. {prose(3, before)}.\n\nReferences\n{REFS}\n"
    a, b = (
        reading.make_document(n, Extracted(t), Params()) for n, t in (("a", a_text), ("b", b_text))
    )
    (a0, a1), (b0, b1) = (
        sorted(int(x * len(d.original)) for x in pair) for d, pair in ((a, ends[:2]), (b, ends[2:]))
    )
    p = Passage(a0, max(a1, a0 + 1), b0, max(b1, b0 + 1), 20, reworded=rw)
    parts = at_sections(p, a, b, marks_of(a, {}), marks_of(b, {}))
    for q in parts:
        assert p.a_start <= q.a_start < q.a_end <= p.a_end
        assert p.b_start <= q.b_start < q.b_end <= p.b_end
    for x, y in zip(parts, parts[1:]):
        assert x.a_end <= y.a_start and x.b_end <= y.b_start


def test_a_text_that_is_a_reference_list_is_compared(tmp_path):
    """A bibliography handed in as the work itself (a list from its first line) is compared as
    any text: two students who hand in the same list are a pair."""
    extra = "Novak, B. (2021). Another long title about harbours and the salt trade. Press."
    _, reported = pair_of(tmp_path, f"Bibliography\n{REFS}\n", f"Bibliography\n{REFS}\n{extra}\n")
    assert len(reported) == 1


def test_a_heading_word_over_prose_is_no_reference_list(tmp_path):
    # "Sources" alone on a line heads an essay's part on energy sources, not a reference list:
    # a paragraph copied under it is found, and a real list under such a heading is still one.
    copied = f"{prose(5, 120)}."
    assert len(copied) > 500
    refs = "\n".join(f"{n}, A. (2019). Rivers and towns, part {k}. Press." for k, n in
                     enumerate(("Smith", "Jones", "Brown")))  # fmt: skip
    a = f"{prose(1, 200)}.\n\nSources\n{copied}\n"
    b = f"{prose(2, 200)}. {copied}\n\nSources\n{refs}\n"
    _, reported = pair_of(tmp_path / "p1", a, b)
    (p,) = reported
    assert p.spans[0].words > 100 and not p.spans[0].in_references
    a = f"{prose(1, 200)}.\n\nSources\n{refs}\n"
    _, reported = pair_of(tmp_path / "p2", a, b)
    assert reported == []
    # Short paragraphs under the heading that name no year or link are not a list either.
    short = " ".join(copied.split()[:40]) + "."
    a = f"{prose(1, 200)}.\n\nSources\n{short}\n{prose(6, 40)}.\n"
    b = f"{prose(2, 200)}. {short}\n"
    _, reported = pair_of(tmp_path / "p4", a, b)
    (p,) = reported
    assert p.spans[0].words >= 30 and not p.spans[0].in_references
    # A list typed as one paragraph (its entries run together past 500 characters) is a list.
    run_together = " ".join(refs.splitlines() * 4)
    assert len(run_together) > 500
    a = f"{prose(1, 200)}.\n\nSources\n{run_together}\n"
    b = f"{prose(2, 200)}. {copied}\n\nSources\n{run_together}\n"
    _, reported = pair_of(tmp_path / "p3", a, b)
    assert reported == []


@pytest.mark.parametrize(
    "use,credit",
    [
        ("One study notes that “{q}” (Smith, 20l9, p. 4).", QN),  # a year that is no year
        ("One study notes that {q} (Smith, 20l9).", UN),
        ("One study notes that „{q}» (Smith, 2019).", CN),  # marks that do not pair
        ("One study notes that „{q}».", UN),
        ("One study notes that “{q} (Smith 2019", UN),  # never closes, nor the parenthesis
        ("One study notes that {q} [7].", UN),  # a number with no reference list
        ("One study notes that {q}.⁴", UN),  # a footnote marker with no note
        ("One study notes that “{q}”.⁴", QN),
        ("One study notes that {q} (see above).", UN),  # parentheses that name no one
        ("Smith (see References) lists (1) {q} and (2) more.", UN),  # a list's numbers
        ("Smith argues that “{q}” (4).", QC),  # MLA: the author named, the page after
    ],
)
def test_marks_the_rules_cannot_read_give_no_credit(tmp_path, use, credit):
    """A citation or quotation the rules cannot read counts as none: the passage gets less
    credit, never more."""
    q = BORROWED["en"]
    refs = "\n\nWorks Cited\nSmith, John. Rivers and Towns. River Press, 2019.\n"
    a = f"{prose(1)}. {use.format(q=q)} {prose(2)}.{refs if 'Smith' in use[:6] else ''}"
    b = f"{prose(3)}. I think {q}. {prose(4)}."
    result, reported = pair_of(tmp_path, a, b)
    (p,) = reported
    (x,) = p.spans
    a_first = result.documents[p.a].path == "a.txt"
    assert (x.credit_a, x.credit_b) == ((credit, UN) if a_first else (UN, credit))


def test_quotation_marks_of_every_convention():
    text = (
        'He wrote "straight" and “curly” and ‘British’ and „deutsch“ and »Buch« and '
        "« français » and «español» and 「日本語」 and 『本』. The students' essays, "
        "the dog’s bone and don't are no quotations. An \"opening mark never closes\n\n"
        "Next paragraph stays outside."
    )
    found = [text[s:e] for s, e in quotations(text)]
    assert found == [
        '"straight"',
        "“curly”",
        "‘British’",
        "„deutsch“",
        "»Buch«",
        "« français »",
        "«español»",
        "「日本語」",
        "『本』",
    ]


def test_block_quotes_of_plain_and_markdown_text():
    text = (
        "\tMy essay begins with an indented first line, as every paragraph does here,\n"
        "and runs on over several lines of plain text.\n\n"
        "As Smith (2019) puts it:\n\n"
        "        Rivers shaped towns for thousands of years\n"
        "        and still do.\n\n"
        "\tBack to my own words.\n\n"
        "> A quoted line in Markdown\n> and its second line.\n"
    )
    found = [text[s:e] for s, e in quotations(text)]
    assert found == [
        "Rivers shaped towns for thousands of years\n        and still do.",
        "A quoted line in Markdown\n> and its second line.",
    ]


def test_citations_and_reference_entries_are_read():
    text = (
        "A (Smith & Jones, 2019) b (Brown et al., 2020; Lee 2018) c (vgl. Müller 2018, S. 12) "
        "d (Santoso 2020: 5) e (Dubois 45) f [2] g García (2016, pág. 3) h Year (2019) i.\n\n"
        "Daftar Pustaka\nSmith, J., & Jones, K. (2019). Rivers. Press.\n"
        "[2] A. Brown, “Towns,” 2020.\nGarcía, L. (2016). Ríos. Prensa.\n"
    )
    marks = read_marks(text)
    kinds = [(c.kind, c.names[:1], c.year) for c in marks.citations]
    assert kinds == [
        ("author-date", ("smith",), "2019"),
        ("author-date", ("brown",), "2020"),
        ("author-date", ("müller",), "2018"),
        ("author-date", ("santoso",), "2020"),
        ("mla", ("dubois",), ""),
        ("numeric", ("brown",), "2020"),
        ("narrative", ("garcía",), "2016"),
    ]
    refs = marks.sections.references
    assert [(r.names, r.year) for r in refs] == [
        (("smith", "jones"), "2019"),
        (("brown",), "2020"),
        (("garcía",), "2016"),
    ]
    smith = marks.citations[0]
    assert names_source(smith, "Smith, J. (2019). Rivers and the towns beside them.")
    assert not names_source(smith, "Smith, J. (2003). Another book.")
    assert not names_source(smith, "Okafor, B. (2019). Rivers.")


def test_docx_and_html_block_quotes_credit_their_passage(tmp_path):
    q = BORROWED["en"]
    folder = tmp_path / "class"
    folder.mkdir()
    write_docx(
        folder / "word.docx",
        [prose(1), "As Smith (2019) puts it:"],
        quote=f"{q}. (p. 4)",
    )
    write_html(
        folder / "page.html",
        f"<p>{prose(3)}</p><p>Consider this:</p><blockquote><p>{q}.</p></blockquote>"
        f"<p>{prose(4)}</p>",
    )
    write(folder / "plain.txt", f"{prose(5)}. Rivers matter: {q}. {prose(6)}")
    result = pipeline.run(folder, Params())
    by = {}
    for p in result.reported:
        for x in p.spans:
            by[result.documents[p.a].path] = x.credit_a
            by[result.documents[p.b].path] = x.credit_b
    assert by == {"word.docx": QC, "page.html": QN, "plain.txt": UN}


def test_csv_html_and_students_csv_carry_the_credit_groups(scanned, tmp_path):
    import csv
    import io

    from plagcheck.reports import export, html_report

    _, result = scanned
    export.write_csv(result, tmp_path / "p.csv")
    export.write_students_csv(result, tmp_path / "s.csv")
    html_report.write_html(result, tmp_path / "r.html")
    pairs = list(csv.DictReader(io.StringIO((tmp_path / "p.csv").read_text("utf-8-sig"))))
    by_student = {r["doc_a"] if "sources" not in r["doc_a"] else r["doc_b"]: r for r in pairs}
    row = by_student["mla_quoted_not_cited_en.txt"]
    assert (row["passages_quoted_not_cited"], row["passages_uncredited"]) == ("1", "0")
    students = list(csv.DictReader(io.StringIO((tmp_path / "s.csv").read_text("utf-8-sig"))))
    st = {r["name"]: r for r in students}
    credited, copied = st["apa_quoted_and_cited_fr.txt"], st["apa_uncredited_fr.txt"]
    assert float(credited["similarity"]) == 0 and float(credited["quoted_and_cited"]) > 0.05
    assert float(copied["similarity"]) == float(copied["uncredited"]) > 0.05
    page = (tmp_path / "r.html").read_text("utf-8")
    assert "Credit the student gave each passage" in page
    for code in ("qc", "qn", "cn", "un"):
        assert f"p c0 cr-{code}" in page
    assert "quoted and cited</span>" in page  # the students table counts it apart


def test_clough_answers_copied_from_wikipedia_belong_to_the_source(clough, tmp_path):
    """The Clough corpus with its Wikipedia articles given as sources: the answers cut and
    pasted from their article are matched to it, no answer written independently is, and most
    student pairs (who share only the article's text) are no longer reported."""
    import csv
    import os

    labels = list(csv.DictReader((clough / "labels.csv").open(encoding="utf-8")))
    folder, sources = tmp_path / "answers", tmp_path / "articles"
    folder.mkdir()
    sources.mkdir()
    for f in sorted(clough.glob("*.txt")):  # links: the texts are not ours to copy
        os.symlink(f, (sources if f.name.startswith("orig") else folder) / f.name)
    alone = pipeline.run(folder, Params())
    given = pipeline.run(folder, Params(sources=(str(sources),)))
    docs = given.documents
    matched = set()
    for p in given.reported:
        if docs[p.a].source != docs[p.b].source:
            student, article = (p.b, p.a) if docs[p.a].source else (p.a, p.b)
            matched.add((Path(docs[student].path).name, Path(docs[article].path).name))
    cut = [(r["file"], r["source_file"]) for r in labels if r["category"] == "cut"]
    # Two "cut" answers share almost nothing with the article their label names (exact Jaccard
    # 0.01 or less: the corpus's own noise); every other one is matched to it.
    assert len([c for c in cut if c not in matched]) <= 2
    for row in labels:
        if row["category"] == "non":
            assert not any(f == row["file"] for f, _ in matched), row["file"]

    def students(result):
        return [
            p for p in result.reported if not any(result.documents[i].source for i in (p.a, p.b))
        ]

    assert len(students(given)) < len(students(alone)) / 3


def test_command_line_prints_the_credit_and_counts_credited_text_when_asked(tmp_path, capsys):
    from plagcheck.cli import main

    q = BORROWED["en"]
    folder = tmp_path / "class"
    write(folder / "a.txt", f"{prose(1)}. Smith (2019) writes that “{q}” (p. 4). {prose(2)}.")
    write(folder / "b.txt", f"{prose(3)}. One study notes that “{q}” (Smith, 2019). {prose(4)}.")
    assert main(["scan", str(folder)]) == 0
    assert "no pairs reach the thresholds" in capsys.readouterr().out
    assert main(["scan", str(folder), "--count-credited", "--json", str(tmp_path / "r.json")]) == 0
    assert "· passages: 1 quoted and cited" in capsys.readouterr().out
    data = json.loads((tmp_path / "r.json").read_text("utf-8"))
    assert data["params"]["count_credited"] is True
    assert [q["credit"] for p in data["pairs"] if p["reported"] for q in p["shared"]] == [QC]


def test_indented_paragraphs_of_odt_and_html_are_block_quotes(tmp_path):
    """An .odt paragraph with a left margin and an HTML paragraph indented by its style are block
    quotations; a slightly indented one is not."""
    from odf.opendocument import OpenDocumentText
    from odf.style import ParagraphProperties, Style
    from odf.text import P

    from plagcheck.engine.intake.extract import parse

    q = BORROWED["en"]
    doc = OpenDocumentText()
    for name, margin in (("Deep", "1.27cm"), ("Slight", "0.2cm")):
        st = Style(name=name, family="paragraph")
        st.addElement(ParagraphProperties(marginleft=margin))
        doc.automaticstyles.addElement(st)
    doc.text.addElement(P(text="As Smith (2019) puts it:"))
    doc.text.addElement(P(stylename="Deep", text=f"{q}. (p. 4)"))
    doc.text.addElement(P(stylename="Slight", text="My own words, indented a little."))
    doc.save(str(tmp_path / "essay.odt"))
    ex = parse("essay.odt", (tmp_path / "essay.odt").read_bytes())
    assert [ex.text[s:e] for s, e in ex.quotes] == [f"{q}. (p. 4)"]
    page = (
        f"<p>As Smith (2019) puts it:</p><p style='margin-left: 40px'>{q}.</p>"
        "<p style='margin-left:4px'>Mine.</p><div style='padding-left:0.5in'>Quoted too.</div>"
    )
    ex = parse("page.html", page.encode())
    assert [ex.text[s:e].strip() for s, e in ex.quotes] == [f"{q}.", "Quoted too."]
    marks = read_marks(ex.text, ex.quotes)
    s = ex.text.index(q)
    assert marks.quoted(s, s + len(q)) and marks.citation(s, s + len(q)) is not None


def test_docx_footnotes_credit_the_quotation_they_mark(tmp_path):
    """A .docx quotation with a Word footnote (its marker after the quotation, its note at the
    foot) is quoted and cited."""
    q = BORROWED["en"]
    folder = tmp_path / "class"
    folder.mkdir()
    write_docx(
        folder / "word.docx",
        [prose(1) + ".", f"One study notes that “{q}”.", prose(2) + "."],
        footnote="J. Smith, Rivers and the towns beside them (River Press, 2019), 4.",
        footnote_at=1,
    )
    write(folder / "plain.txt", f"{prose(5)}. In short, {q}. {prose(6)}.")
    result = pipeline.run(folder, Params())
    (p,) = result.reported
    word = "a" if result.documents[p.a].path == "word.docx" else "b"
    (x,) = p.spans
    assert getattr(x, f"credit_{word}") == QC
    assert x.citation is not None and "Smith" in x.citation


def test_one_short_sentence_alone_is_no_pair_unless_the_whole_texts_are_shared():
    """Two students whose one passage is an 11-word sentence are no pair: it is listed apart
    (``no_passage``), not reported. Two whose whole texts share their shingles at the threshold
    (a copy edited throughout, with one short passage left whole) are reported with it; so are
    a student and a reference text sharing one short line."""
    from types import SimpleNamespace

    from plagcheck.engine.compare.scores import Pair

    docs = [SimpleNamespace(source=None, original="x" * 200, non_space=200) for _ in range(2)]
    docs.append(SimpleNamespace(source="reader", original="x" * 200, non_space=200))
    sentence = Passage(0, 60, 0, 60, 11)

    def pair(a: int, b: int, jaccard: float) -> Pair:
        return Pair(a, b, jaccard, jaccard, jaccard, 0.1, 0.1, 0, reported=True,
                    local_containment=0.4, spans=(sentence,))  # fmt: skip

    pairs = [pair(0, 1, 0.05), pair(0, 1, 0.42), pair(0, 2, 0.05)]
    finish(pairs, docs, Params())  # type: ignore[arg-type]
    assert [p.reported for p in pairs] == [False, True, True]
    assert [p.no_passage for p in pairs] == [True, False, False]
    assert [len(p.spans) for p in pairs] == [0, 1, 1]
