"""The library: dumps in the export format read into articles, wikitext into reader text, a
build that resumes, and scans that find the copied article by its title."""

from __future__ import annotations

import bz2
import csv
import json
import os
import shutil
from pathlib import Path
from xml.sax.saxutils import escape

import numpy as np
import pytest

from plagcheck.cli import main
from plagcheck.engine import Params, pipeline
from plagcheck.engine.library import Library, LibraryError, build_library, joined, library_info
from plagcheck.engine.library.wikitext import reader_text
from plagcheck.engine.params import Unit
from plagcheck.engine.text.shingles import token_values
from tests.conftest import write

SITES = {
    "en": ("enwiki", "https://en.wikipedia.org/wiki/Main_Page", "Talk", "File", "Category"),
    "de": (
        "dewiki",
        "https://de.wikipedia.org/wiki/Wikipedia:Hauptseite",
        "Diskussion",
        "Datei",
        "Kategorie",
    ),
    "fr": (
        "frwiki",
        "https://fr.wikipedia.org/wiki/Wikip%C3%A9dia:Accueil_principal",
        "Discussion",
        "Fichier",
        "Catégorie",
    ),
    "es": ("eswiki", "https://es.wikipedia.org/wiki/Portada", "Discusión", "Archivo", "Categoría"),
    "id": (
        "idwiki",
        "https://id.wikipedia.org/wiki/Halaman_Utama",
        "Pembicaraan",
        "Berkas",
        "Kategori",
    ),
}

PHOTOSYNTHESIS = (
    "{{Infobox process|name=Photosynthesis|image=Leaf.jpg}}\n"
    "'''Photosynthesis''' is a [[biological process|process]] used by [[plant]]s and other "
    "organisms to convert light energy into chemical energy that, through cellular respiration, "
    "can later be released to fuel the organism's activities.<ref>{{cite book|title=Biology}}"
    "</ref> Some of this chemical energy is stored in carbohydrate molecules, such as sugars "
    'and starches, which are synthesized from carbon dioxide and water.<ref name="a"/>\n\n'
    "== Overview ==\n"
    "[[File:Leaf 1 web.jpg|thumb|right|Schematic of photosynthesis in plants]]\n"
    "Most plants, algae and cyanobacteria perform photosynthesis; such organisms are called "
    "photoautotrophs.\n\n"
    '{| class="wikitable"\n|-\n! Organism !! Pigment\n|-\n| Plants || Chlorophyll\n|}\n\n'
    "== References ==\n{{Reflist}}\n\n[[Category:Biological processes]]\n[[de:Fotosynthese]]"
)
VOLCANO = (
    "A '''volcano''' is a rupture in the crust of a [[planetary-mass object]], such as Earth, "
    "that allows hot lava, volcanic ash, and gases to escape from a magma chamber below the "
    "surface. On Earth, volcanoes are most often found where tectonic plates are diverging or "
    "converging, and most are found underwater."
)


def page(pid: int, title: str, text: str, ns: int = 0, redirect: str | None = None) -> str:
    red = f'<redirect title="{escape(redirect)}" />' if redirect else ""
    return (
        f"<page><title>{escape(title)}</title><ns>{ns}</ns><id>{pid}</id>{red}<revision>"
        f"<id>{pid * 100}</id><parentid>1</parentid><timestamp>2024-03-0{pid % 9 + 1}T10:00:00Z"
        f"</timestamp><contributor><username>Someone</username><id>7</id></contributor>"
        f"<model>wikitext</model><format>text/x-wiki</format>"
        f'<text bytes="{len(text)}" xml:space="preserve">{escape(text)}</text>'
        f"<sha1>x</sha1></revision></page>\n"
    )


def dump_text(pages: list[str], lang: str = "en", schema: str = "0.11") -> str:
    db, base, talk, file_, cat = SITES[lang]
    return (
        f'<mediawiki xmlns="http://www.mediawiki.org/xml/export-{schema}/" version="{schema}" '
        f'xml:lang="{lang}">\n<siteinfo><sitename>Wikipedia</sitename><dbname>{db}</dbname>'
        f"<base>{base}</base><generator>MediaWiki 1.42</generator><case>first-letter</case>"
        f'<namespaces><namespace key="0" case="first-letter" />'
        f'<namespace key="1" case="first-letter">{talk}</namespace>'
        f'<namespace key="6" case="first-letter">{file_}</namespace>'
        f'<namespace key="14" case="first-letter">{cat}</namespace></namespaces></siteinfo>\n'
        + "".join(pages)
        + "</mediawiki>\n"
    )


def write_dump(path: Path, pages: list[str], lang: str = "en", schema: str = "0.11") -> Path:
    text = dump_text(pages, lang, schema)
    if path.suffix == ".bz2":
        path.write_bytes(bz2.compress(text.encode("utf-8")))
    else:
        path.write_text(text, encoding="utf-8")
    return path


def english_pages() -> list[str]:
    return [
        page(24544, "Photosynthesis", PHOTOSYNTHESIS),
        page(24545, "Talk:Photosynthesis", "Is this " + VOLCANO, ns=1),
        page(24546, "Photo synthesis", "#REDIRECT [[Photosynthesis]]", redirect="Photosynthesis"),
        page(24547, "Volcano", VOLCANO),
        page(
            24548,
            "Mercury",
            "'''Mercury''' may refer to:\n* [[Mercury (planet)]]\n{{disambiguation}}",
        ),
        page(24549, "User:Someone", "About me: " + VOLCANO, ns=2),
        page(24550, "Template:Infobox", "{{{name}}} " + VOLCANO, ns=10),
    ]


def articles(lib: Path) -> dict[str, dict]:
    with Library(lib) as library:
        return {r["t"]: r for r in (library.record(i) for i in range(library.count()))}


# -- wikitext -------------------------------------------------------------------------------------
def test_wikitext_becomes_the_text_a_reader_sees():
    text = reader_text(PHOTOSYNTHESIS)
    assert text.startswith("Photosynthesis is a process used by plants and other organisms")
    assert "Overview" in text.split("\n")  # a heading is a line of its own
    assert "Schematic of photosynthesis in plants" in text  # an image's caption shows
    assert "Plants Chlorophyll" in text  # table cells, a space between
    for hidden in (
        "Infobox",
        "cite book",
        "Biology",
        "thumb",
        "Leaf",
        "Category",
        "Biological",
        "Fotosynthese",
        "References",
        "Reflist",
        "<ref",
        "[[",
        "{{",
        "'''",
        "|",
    ):
        assert hidden not in text, hidden


def test_templates_that_print_text_keep_it():
    text = reader_text(
        "It was {{lang|fr|la vie en rose}}, {{convert|5|km}} long, {{nowrap|as said}}."
    )
    assert text == "It was la vie en rose, 5 km long, as said."


def test_a_non_english_wiki_drops_its_own_file_and_category_links():
    from plagcheck.engine.library.wikitext import Namespaces

    names = Namespaces(["Datei"], ["Kategorie"])
    text = reader_text(
        "Ein '''Haus''' ist ein [[Gebäude]].\n[[Datei:Haus.jpg|mini|links]]\n"
        "[[Kategorie:Bauwerk]]\n== Einzelnachweise ==\n<references />",
        names,
    )
    assert text == "Ein Haus ist ein Gebäude."


# -- dumps ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("schema", ["0.10", "0.11"])
def test_a_dump_keeps_articles_only_with_their_ids_dates_and_urls(tmp_path, schema):
    dump = write_dump(
        tmp_path / "enwiki-20240301-pages-articles.xml.bz2", english_pages(), schema=schema
    )
    report = build_library(dump, tmp_path / "wiki", Params(), workers=1)
    kept = articles(tmp_path / "wiki")
    assert sorted(kept) == ["Photosynthesis", "Volcano"]  # no talk, redirect, disambiguation, user
    p = kept["Photosynthesis"]
    assert (p["p"], p["r"], p["d"]) == (24544, 2454400, "2024-03-02T10:00:00Z")
    assert p["u"] == "https://en.wikipedia.org/wiki/Photosynthesis"
    assert report.source.skipped == {"namespace": 3, "redirect": 1, "disambiguation": 1}
    info = library_info(tmp_path / "wiki")
    assert info.ready and info.articles == 2
    assert (info.sources[0].wiki, info.sources[0].dump_date) == ("enwiki", "2024-03-01")


def test_a_german_dump_with_its_own_namespaces_and_redirect_word(tmp_path):
    pages = [
        page(
            1,
            "Haus",
            "Ein '''Haus''' ist ein [[Gebäude]], das Menschen als Wohnung dient und "
            "sie vor Wetter schützt.\n[[Datei:Haus.jpg|mini|Ein Haus am See]]\n"
            "[[Kategorie:Bauwerk]]",
        ),
        page(2, "Häuschen", "#WEITERLEITUNG [[Haus]]"),
        page(
            3,
            "Diskussion:Haus",
            "Ist das richtig so, liebe Leute, oder sollten wir es ändern?",
            ns=1,
        ),
        page(4, "Bank", "'''Bank''' steht für:\n* [[Bank (Möbel)]]\n{{Begriffsklärung}}"),
    ]
    build_library(
        write_dump(tmp_path / "de.xml", pages, "de"), tmp_path / "de", Params(), workers=1
    )
    kept = articles(tmp_path / "de")
    assert list(kept) == ["Haus"]
    assert kept["Haus"]["x"] == (
        "Ein Haus ist ein Gebäude, das Menschen als Wohnung dient und sie vor Wetter schützt.\n\n"
        "Ein Haus am See"
    )
    assert kept["Haus"]["u"] == "https://de.wikipedia.org/wiki/Haus"
    assert library_info(tmp_path / "de").sources[0].language == "de"


def multistream(pages: list[str], per: int = 5) -> bytes:
    """A multistream .xml.bz2 as Wikimedia writes them: the site info in a stream of its own,
    then ``per`` pages a stream."""
    head, tail = dump_text([]).split("</siteinfo>\n")
    streams = [head + "</siteinfo>\n"]
    streams += ["".join(pages[i : i + per]) for i in range(0, len(pages), per)]
    return b"".join(bz2.compress(s.encode()) for s in [*streams, tail])


def test_a_multistream_dump_is_read_whole(tmp_path):
    pages = [page(i, f"Article {i}", f"Article {i}: {VOLCANO}") for i in range(1, 21)]
    (tmp_path / "multi.xml.bz2").write_bytes(multistream(pages))
    assert (
        build_library(tmp_path / "multi.xml.bz2", tmp_path / "lib", Params(), workers=1).added == 20
    )


@pytest.mark.parametrize(
    ("lang", "redirect", "disambiguation", "text"),
    [
        ("fr", "#REDIRECTION", "{{Homonymie}}", "La maison est un bâtiment qui sert d'habitation."),
        ("es", "#REDIRECCIÓN", "{{Desambiguación}}", "Una casa es una edificación para vivir."),
        ("id", "#ALIH", "{{Disambig}}", "Rumah adalah bangunan yang dijadikan tempat tinggal."),
    ],
)
def test_other_languages_keep_their_articles_only(tmp_path, lang, redirect, disambiguation, text):
    _, _, talk, file_, cat = SITES[lang]
    pages = [
        page(1, "Casa", f"{text}\n[[{file_}:Casa.jpg|thumb|upright=1.2]]\n[[{cat}:Edificios]]"),
        page(2, "Casas", f"{redirect} [[Casa]]"),
        page(3, f"{talk}:Casa", f"{text} {text}", ns=1),
        page(4, "Banco", f"Banco puede referirse a:\n* [[Banco (mueble)]]\n{disambiguation}"),
    ]
    build_library(
        write_dump(tmp_path / "d.xml", pages, lang), tmp_path / "lib", Params(), workers=1
    )
    kept = articles(tmp_path / "lib")
    assert list(kept) == ["Casa"] and kept["Casa"]["x"] == text
    assert kept["Casa"]["u"] == f"https://{lang}.wikipedia.org/wiki/Casa"


def test_a_truncated_dump_builds_what_it_read_and_says_where_it_stopped(tmp_path):
    pages = [page(i, f"Article {i}", f"Article {i}: {VOLCANO}") for i in range(1, 201)]
    whole = multistream(pages, 20)
    cut = tmp_path / "cut.xml.bz2"
    cut.write_bytes(whole[: len(whole) * 2 // 3])
    report = build_library(cut, tmp_path / "lib", Params(), workers=1)
    assert 0 < report.added < 200
    assert report.source.stopped.startswith(
        f"the dump ends or is damaged after page {report.added}"
    )
    assert library_info(tmp_path / "lib").ready  # usable, with what was read


def test_not_a_dump_is_a_clear_error(tmp_path):
    bad = write(tmp_path / "notes.xml", "<html><body>hello</body></html>")
    with pytest.raises(LibraryError, match="not a MediaWiki XML dump"):
        build_library(bad, tmp_path / "lib", Params(), workers=1)
    assert not (tmp_path / "lib").exists()  # no empty library left behind


def test_an_interrupted_build_goes_on_where_it_stopped(tmp_path):
    pages = [page(i, f"Article {i}", f"Article number {i} says: {VOLCANO}") for i in range(1, 31)]
    dump = write_dump(tmp_path / "d.xml", pages)
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return len(calls) > 2  # after two batches were handed out

    first = build_library(dump, tmp_path / "lib", Params(), cancel=cancel, workers=1, batch=5)
    assert first.interrupted and 0 < first.source.articles < 30
    with pytest.raises(LibraryError, match="not finished"):
        Library(tmp_path / "lib")
    # A build killed mid-batch leaves rows past the last commit: they are cut back.
    for index in ("fp", "sk", "wd"):
        with open(tmp_path / "lib" / index / "80.hash", "ab") as f:
            f.write(b"\xff" * 40)
    second = build_library(dump, tmp_path / "lib", Params(), workers=1, batch=5)
    assert second.resumed_at == first.source.pages  # not read again
    assert second.added == 30 - first.source.articles
    kept = articles(tmp_path / "lib")
    assert sorted(kept) == sorted(f"Article {i}" for i in range(1, 31))  # each once
    # Both indexes and the words hold what one uninterrupted build writes, byte for byte.
    build_library(dump, tmp_path / "whole", Params(), workers=1, batch=5)
    for index in ("fp", "sk", "wd"):
        for path in sorted((tmp_path / "whole" / index).iterdir()):
            assert (tmp_path / "lib" / index / path.name).read_bytes() == path.read_bytes()
    assert any(p.stat().st_size for p in (tmp_path / "lib" / "sk").iterdir())
    # Each word once, with the articles using it: every article says "number", none "zebra".
    hashes = {w: int(token_values(w, Unit.WORD)[0][0]) for w in ("number", "says", "zebra")}
    words = np.array(sorted(hashes.values()), dtype=np.uint32)
    with Library(tmp_path / "lib") as lib:
        counts, n = lib.word_counts(words) or (np.zeros(0), 0)
    got = dict(zip(words.tolist(), counts.tolist()))
    assert n == 30
    assert {w: got[h] for w, h in hashes.items()} == {"number": 30, "says": 30, "zebra": 0}
    with pytest.raises(LibraryError, match="already in library lib"):
        build_library(dump, tmp_path / "lib", Params(), workers=1)


# -- scans ----------------------------------------------------------------------------------------
def class_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "class"
    write(
        folder / "ana.txt",
        "My essay about plants and light. Photosynthesis is a process used "
        "by plants and other organisms to convert light energy into chemical energy that, "
        "through cellular respiration, can later be released to fuel the organism's activities. "
        "I found this interesting because my grandmother grows tomatoes every summer.",
    )
    write(
        folder / "bo.txt",
        "The history of the bicycle starts in the nineteenth century with "
        "the draisine, a running machine without pedals that Karl Drais built in 1817.",
    )
    write(
        folder / "cy.txt",
        "Rivers shape valleys over millions of years, carrying sand and "
        "stones from the mountains down to the plains and finally into the sea.",
    )
    return folder


def test_scan_with_a_library_reports_the_copied_article_by_title(tmp_path, capsys):
    build_library(
        write_dump(tmp_path / "d.xml", english_pages()), tmp_path / "wiki", Params(), workers=1
    )
    out = tmp_path / "r.json"
    assert (
        main(
            [
                "scan",
                str(class_folder(tmp_path)),
                "--library",
                str(tmp_path / "wiki"),
                "--json",
                str(out),
                "-q",
            ]
        )
        == 0
    )
    assert "[wiki] Photosynthesis" in capsys.readouterr().out
    data = json.loads(out.read_text())
    sources = [d for d in data["documents"] if d.get("source")]
    assert sources == [
        dict(
            sources[0],
            path="wiki:24544",
            source=True,
            title="Photosynthesis",
            library="wiki",
            url="https://en.wikipedia.org/wiki/Photosynthesis",
        )
    ]
    pairs = [(p["doc_a"], p["doc_b"]) for p in data["pairs"] if p["reported"]]
    assert pairs == [("ana.txt", "wiki:24544")]
    assert not any("Talk" in d["path"] or "24546" in d["path"] for d in data["documents"])


def test_a_library_built_with_other_settings_is_refused(tmp_path, capsys):
    build_library(
        write_dump(tmp_path / "d.xml", english_pages()), tmp_path / "wiki", Params(), workers=1
    )
    code = main(
        [
            "scan",
            str(class_folder(tmp_path)),
            "--library",
            str(tmp_path / "wiki"),
            "-q",
            "--no-casefold",
        ]
    )
    assert code == 2
    err = capsys.readouterr().err
    assert "library wiki was built with casefold on; this scan uses casefold off" in err


def test_a_library_on_a_read_only_folder_is_scanned_without_writing(tmp_path):
    build_library(
        write_dump(tmp_path / "d.xml", english_pages()), tmp_path / "wiki", Params(), workers=1
    )
    lib = tmp_path / "wiki"
    before = {p: p.stat().st_mtime_ns for p in lib.rglob("*")}
    for p in [*lib.rglob("*"), lib]:
        p.chmod(0o555 if p.is_dir() else 0o444)
    try:
        store = joined(None, [lib])
        result = pipeline.run(class_folder(tmp_path), Params(), archive=store)
        store.close()  # type: ignore[union-attr]
    finally:
        for p in [lib, *lib.rglob("*")]:
            p.chmod(0o755 if p.is_dir() else 0o644)
    assert [result.documents[p.b].title for p in result.reported] == ["Photosynthesis"]
    assert {p: p.stat().st_mtime_ns for p in lib.rglob("*")} == before  # nothing written


def test_a_folder_library_and_library_add(tmp_path, capsys):
    docs = tmp_path / "reader"
    write(
        docs / "chapter1.txt",
        "The draisine, a running machine without pedals, was built by "
        "Karl Drais in 1817; the history of the bicycle starts in the nineteenth century with it.",
    )
    assert main(["library", "build", str(docs), "--out", str(tmp_path / "school"), "-q"]) == 0
    dump = write_dump(tmp_path / "d.xml", english_pages())
    assert main(["library", "add", str(tmp_path / "school"), str(dump), "-q"]) == 0
    assert main(["library", "info", str(tmp_path / "school")]) == 0
    out = capsys.readouterr().out
    assert "library school" in out and "3 articles" in out and "Wikipedia enwiki (en)" in out
    result = pipeline.run(
        class_folder(tmp_path), Params(), archive=joined(None, [tmp_path / "school"])
    )
    found = sorted(
        (result.documents[p.a].path, result.documents[p.b].path) for p in result.reported
    )
    assert found == [("ana.txt", "school:24544"), ("bo.txt", "school:chapter1.txt")]


CLOUGH_TITLES = {
    "a": "Inheritance (object-oriented programming)",
    "b": "PageRank",
    "c": "Vector space model",
    "d": "Bayes' theorem",
    "e": "Dynamic programming",
}


def clough_dump(clough: Path, path: Path, others: int = 300) -> Path:
    """The five source articles in a MediaWiki dump among ``others`` unrelated articles and,
    for each, what a dump holds on its topic: ten articles on it (sentences two fifths of whose
    words are the article's), its talk page quoting it, a user's draft holding it whole and a
    redirect to it."""
    rng = np.random.default_rng(3)
    letters = np.array(list("abcdefghijklmnopqrstuvwxyz"))
    vocab = ["".join(rng.choice(letters, rng.integers(3, 10))) for _ in range(5000)]

    def sentences(topic: list[str], share: float, n: int) -> str:
        out = []
        for _ in range(n):
            k = int(rng.integers(10, 25))
            mine = round(share * k)
            ws = list(rng.choice(topic, mine)) + list(rng.choice(vocab, k - mine)) if topic else []
            ws = ws or list(rng.choice(vocab, k))
            rng.shuffle(ws)
            out.append(" ".join(ws).capitalize() + ".")
        return " ".join(out)

    pages = [page(10 + i, f"Unrelated {i}", sentences([], 0, 25)) for i in range(others)]
    for n, (task, title) in enumerate(CLOUGH_TITLES.items(), 1):
        text = (clough / f"orig_task{task}.txt").read_text(encoding="utf-8")
        pages.append(page(900 + n, title, text))
        pages += [
            page(1000 + 10 * n + j, f"{title} ({j})", sentences(text.split(), 0.4, 20))
            for j in range(10)
        ]
        pages.append(page(2000 + n, f"Talk:{title}", f"Is this right? {text[:600]}", ns=1))
        pages.append(page(3000 + n, f"User:Student/{title}", text, ns=2))
        pages.append(page(4000 + n, f"{title} (topic)", f"#REDIRECT [[{title}]]", redirect=title))
    order = rng.permutation(len(pages))
    return write_dump(path, [pages[i] for i in order])


def test_clough_answers_are_matched_to_their_wikipedia_article(tmp_path, clough):
    """The five source articles in a library among unrelated articles and articles on their
    topics: each answer that copied is matched to its task's article (by title), reworded or
    not, and nothing else is; the answers written without the article match nothing."""
    build_library(clough_dump(clough, tmp_path / "d.xml"), tmp_path / "lib", Params())
    answers = tmp_path / "answers"
    answers.mkdir()
    labels = list(csv.DictReader((clough / "labels.csv").open(encoding="utf-8")))
    for row in labels:
        if row["category"] != "orig":
            shutil.copy(clough / row["file"], answers / row["file"])
    store = joined(None, [tmp_path / "lib"])
    try:
        result = pipeline.run(answers, Params(), archive=store)
    finally:
        store.close()  # type: ignore[union-attr]
    matched: dict[str, set[str]] = {}
    for p in result.reported:
        a, b = result.documents[p.a], result.documents[p.b]
        if b.source and not a.source:
            matched.setdefault(a.path, set()).add(b.title or "")
    hits = {"cut": 0, "light": 0, "heavy": 0, "non": 0}
    wrong = []
    for row in labels:
        if row["category"] in hits:
            want = CLOUGH_TITLES[row["task"]] if row["category"] != "non" else None
            got = matched.get(row["file"], set())
            hits[row["category"]] += (want in got) if want else bool(got)
            wrong += sorted(got - {want})
    assert hits["cut"] >= 17 and hits["light"] >= 18 and hits["heavy"] >= 15, hits
    assert hits["non"] == 0, hits
    assert wrong == []  # no other article, no talk page, user page or redirect


def test_rebuilding_over_a_folder_that_is_not_a_library_is_refused(tmp_path):
    write(tmp_path / "mine" / "essay.txt", "my own work")
    dump = write_dump(tmp_path / "d.xml", english_pages())
    with pytest.raises(LibraryError, match="not empty"):
        build_library(dump, tmp_path / "mine", Params(), workers=1)
    assert (tmp_path / "mine" / "essay.txt").read_text() == "my own work"
    assert os.listdir(tmp_path / "mine") == ["essay.txt"]


def test_lookups_find_every_row_of_a_hash_across_blocks(tmp_path, monkeypatch):
    """A hash held by more articles than one block of the fence holds is found whole."""
    from plagcheck.engine.library import reader, shelf

    monkeypatch.setattr(shelf, "FENCE", 4)
    monkeypatch.setattr(reader, "FENCE", 4)
    pages = [page(i, f"Article {i}", f"Article {i}: {VOLCANO}") for i in range(1, 31)]
    build_library(write_dump(tmp_path / "d.xml", pages), tmp_path / "lib", Params(), workers=1)
    with Library(tmp_path / "lib") as lib:
        every = [np.fromfile(shelf.bucket_paths(lib.folder, b)[0], "<u4") for b in range(256)]
        stored = np.concatenate(every)
        held, counts = np.unique(stored, return_counts=True)
        absent = np.setdiff1d(np.arange(1, 2**32, 2**22, dtype=np.uint32), held)
        hashes, rows = lib.lookup(np.union1d(held, absent), max_docs=10**6)
        found, n = np.unique(hashes, return_counts=True)
        assert np.array_equal(found, held) and np.array_equal(n, counts)
        assert counts.max() >= 30  # the shared text: 30 rows, over several blocks of 4
        hashes, _ = lib.lookup(held, max_docs=29)  # stock phrases are left out
        assert not np.isin(held[counts > 29], hashes).any()


def test_the_build_progress_bar_says_the_time_left(monkeypatch):
    import io

    from plagcheck.cli import library as cli_library

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    clock = iter([0.0, 10.0, 20.0, 30.0])
    monkeypatch.setattr(cli_library.time, "monotonic", lambda: next(clock))
    out = Terminal()
    bar = cli_library.TimeLeft(out, True)
    bar("0 articles", 0, 1000)
    bar("2,000 articles", 100, 1000)  # 100 bytes in 10 s: 900 more take 90 s
    assert out.getvalue().endswith("10.0%, 1 min 30 s left      ")


def test_two_students_who_copied_one_article_are_the_librarys_not_a_pair(tmp_path):
    """The text two students share is explained by the article both took it from: each is
    paired with the article, and not with the other (the credit rule for reference texts)."""
    build_library(write_dump(tmp_path / "d.xml", english_pages()), tmp_path / "wiki", Params())
    folder = class_folder(tmp_path)
    write(folder / "dee.txt", "Plants are amazing. Photosynthesis is a process used by plants "
          "and other organisms to convert light energy into chemical energy that, through cellular "
          "respiration, can later be released to fuel the organism's activities. My own view is "
          "that leaves are green because of it, as we learned on a trip.")  # fmt: skip
    alone = pipeline.run(folder, Params())
    assert [(alone.documents[p.a].path, alone.documents[p.b].path) for p in alone.reported] == [
        ("ana.txt", "dee.txt")
    ]
    store = joined(None, [tmp_path / "wiki"])
    result = pipeline.run(folder, Params(), archive=store)
    store.close()  # type: ignore[union-attr]
    pairs = sorted(
        (result.documents[p.a].path, result.documents[p.b].path) for p in result.reported
    )
    assert pairs == [("ana.txt", "wiki:24544"), ("dee.txt", "wiki:24544")]
    assert result.groups == []  # no ring of students through the article


# -- removing -------------------------------------------------------------------------------------
def reported_sources(folder: Path, lib: Path) -> list[tuple[str, str]]:
    store = joined(None, [lib])
    try:
        result = pipeline.run(folder, Params(), archive=store)
    finally:
        store.close()  # type: ignore[union-attr]
    return sorted(
        (result.documents[p.a].path, result.documents[p.b].title) for p in result.reported
    )


def test_library_remove_by_title_or_page_id_without_building_again(tmp_path, capsys):
    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", english_pages()), lib, Params(), workers=1)
    folder = class_folder(tmp_path)
    write(folder / "eve.txt", "Mountains with fire. " + VOLCANO + " That is what I learned.")
    assert reported_sources(folder, lib) == [("ana.txt", "Photosynthesis"), ("eve.txt", "Volcano")]
    fingerprints = sorted((lib / "fp").iterdir())
    before = {p.name: p.read_bytes() for p in fingerprints}

    code = main(["library", "remove", str(lib), "--title", "photosynthesis", "--title", "Nope"])
    io = capsys.readouterr()
    assert code == 1  # one of the two asked for was not found
    assert "removed Photosynthesis (24544)" in io.out and "1 article removed" in io.out
    assert "no article with title 'Nope'" in io.err
    # The other article is still found; the removed one is not, and its text is gone.
    assert reported_sources(folder, lib) == [("eve.txt", "Volcano")]
    assert b"cellular respiration" not in (lib / "texts.bin").read_bytes()
    assert "Photosynthesis" not in articles_left(lib) and "Volcano" in articles_left(lib)
    assert {p.name: p.read_bytes() for p in fingerprints} == before  # the index is not rebuilt
    assert main(["library", "info", str(lib)]) == 0
    assert "1 article, " in capsys.readouterr().out

    # A source added after a removal keeps it removed.
    write(tmp_path / "reader" / "chapter1.txt", "The draisine, a running machine without "
          "pedals, was built by Karl Drais in 1817; the history of the bicycle starts in the "
          "nineteenth century with it.")  # fmt: skip
    assert main(["library", "add", str(lib), str(tmp_path / "reader"), "-q"]) == 0
    capsys.readouterr()
    assert reported_sources(folder, lib) == [
        ("bo.txt", "chapter1.txt"),
        ("eve.txt", "Volcano"),
    ]
    assert main(["library", "remove", str(lib), "--page", "24547"]) == 0
    assert "removed Volcano (24547)" in capsys.readouterr().out
    assert reported_sources(folder, lib) == [("bo.txt", "chapter1.txt")]
    assert main(["library", "remove", str(lib), "--page", "24547"]) == 1  # already gone
    assert "no article with page id 24547" in capsys.readouterr().err


def articles_left(lib: Path) -> set[str]:
    from plagcheck.engine.library.shelf import Meta, removed_ids

    gone = set(removed_ids(lib, Meta.read(lib)).tolist())
    with Library(lib) as library:
        return {library.record(i)["t"] for i in range(library.meta.docs) if i not in gone}


# -- reworded copies ------------------------------------------------------------------------------
GLACIER = (
    "A '''glacier''' is a persistent body of dense ice that is constantly moving under its own "
    "weight. A glacier forms where the accumulation of snow exceeds its ablation over many "
    "years, often centuries. It acquires distinguishing features, such as crevasses and seracs, "
    "as it slowly flows and deforms under stresses induced by its weight. As it moves, it "
    "abrades rock and debris from its substrate to create landforms such as cirques, moraines, "
    "or fjords. Although a glacier may flow into a body of water, it forms only on land and is "
    "distinct from the much thinner sea ice and lake ice that form on the surface of bodies of "
    "water. On Earth, 99% of glacial ice is contained within vast ice sheets in the polar "
    "regions, but glaciers may be found in mountain ranges on every continent other than "
    "Australia. Glaciers cover about 10% of the land surface of the Earth. Glacial ice is the "
    "largest reservoir of fresh water on Earth, holding with ice sheets about 69% of the world's "
    "freshwater."
)
# A student's heavy rewording: sentences moved, words replaced and reordered, no run of words
# long enough to be a fingerprint kept.
REWORDED = (
    "My report on ice. Glaciers can be found in the mountain ranges of every continent except "
    "Australia, though nearly all glacial ice, 99 percent, lies in the huge ice sheets of the "
    "polar regions. Where more snow accumulates than melts through ablation during many years or "
    "even centuries, a glacier will form. It is a dense, persistent mass of ice, always moving "
    "because of its own weight. Because of the stresses its weight induces it deforms and flows "
    "slowly, and so it acquires features like seracs and crevasses. The moving ice abrades "
    "debris and rock from the substrate, creating landforms: moraines, cirques and fjords. "
    "Glaciers only form on land, even if they may flow into water, and so they are distinct "
    "from the thinner lake ice and sea ice forming on top of water bodies. About 10 "
    "percent of the Earth's land surface is covered by glaciers. Together with the ice sheets "
    "they hold about 69 percent of the freshwater of the world: no reservoir of the planet's "
    "fresh water is larger than glacial ice. I would like to see one some day."
)
# Articles on the same topic, written on their own (the words of the topic, not its sentences).
SAME_TOPIC = {
    "Ice sheet": (
        "An ice sheet is a mass of glacial ice that covers surrounding terrain and is greater "
        "than 50,000 square kilometres. The only current ice sheets are in Antarctica and "
        "Greenland. During the last glacial period, ice sheets also covered much of North "
        "America and northern Europe. Ice sheets are bigger than ice shelves or alpine glaciers, "
        "and masses of ice covering less than 50,000 square kilometres are termed an ice cap."
    ),
    "Glacier retreat": (
        "Retreat of glaciers since 1850 affects the availability of fresh water for irrigation "
        "and domestic use, mountain recreation, and animals and plants that depend on "
        "glacier melt. Scientists measure the retreat of mountain glaciers on every continent "
        "and report that many small glaciers in the tropics and in Europe may disappear within "
        "decades, as the warming climate melts their ice faster than snow can replace it."
    ),
    "Moraine": (
        "A moraine is any accumulation of unconsolidated debris, sometimes referred to as "
        "glacial till, that occurs in both currently glaciated and formerly glaciated regions. "
        "Moraines are formed from debris previously carried along by a glacier and normally "
        "consist of somewhat rounded particles ranging in size from large boulders to minute "
        "glacial flour. Lateral moraines form at the side of the ice flow and terminal "
        "moraines at the foot, marking the maximum advance of the glacier."
    ),
}


def glacier_pages() -> list[str]:
    out = [page(31001, "Glacier", GLACIER)]
    out += [page(31010 + i, t, text) for i, (t, text) in enumerate(SAME_TOPIC.items())]
    out += [
        page(31002, "Talk:Glacier", "Is this right? " + GLACIER, ns=1),
        page(31003, "User:Someone/Glacier", GLACIER, ns=2),
        page(31004, "Glaciers", "#REDIRECT [[Glacier]]", redirect="Glacier"),
    ]
    return out + english_pages()


def test_a_reworded_article_is_found_and_same_topic_articles_are_not(tmp_path, monkeypatch):
    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", glacier_pages()), lib, Params(), workers=1)
    folder = class_folder(tmp_path)
    write(folder / "gus.txt", REWORDED)
    store = joined(None, [lib])
    try:
        result = pipeline.run(folder, Params(), archive=store)
    finally:
        store.close()  # type: ignore[union-attr]
    found = sorted(
        (result.documents[p.a].path, result.documents[p.b].path) for p in result.reported
    )
    assert found == [("ana.txt", "wiki:24544"), ("gus.txt", "wiki:31001")]
    (pair,) = [p for p in result.reported if result.documents[p.a].path == "gus.txt"]
    assert pair.spans and all(q.reworded for q in pair.spans)  # shown as reworded passages
    # Through its sentence keys: without them the library's passages alone do not reach it.
    monkeypatch.setattr(Library, "reworded", lambda self, keys: np.zeros((0, 3), np.int64))
    store = joined(None, [lib])
    try:
        alone = pipeline.run(folder, Params(), archive=store)
    finally:
        store.close()  # type: ignore[union-attr]
    assert [alone.documents[p.b].path for p in alone.reported] == ["wiki:24544"]


def test_a_word_common_in_the_library_weighs_nothing(tmp_path, monkeypatch):
    """A student of a small class who copied two sentences of an article on a topic the library
    covers well: the passage shown is the two sentences, not the topic's words around them that
    every article of the library uses (weighed by the two texts alone, the sentences about them
    join the copy in one reworded passage over twice as long)."""
    rng = np.random.default_rng(1)
    topic = (
        "volcano lava magma eruption crater ash basalt caldera vent plume tephra pumice summit "
        "slope flank dome cone rift plate mantle crust pressure gas steam"
    ).split()

    def on_topic(n: int, filler: bool = True) -> str:
        out = []
        for _ in range(n):
            out.append(" ".join(rng.choice(topic, 9, replace=False)).capitalize() + ".")
            if filler:  # words of the article's own
                out.append(" ".join("".join(rng.choice(list("bdfkmnprstvz"), 5)) for _ in range(6)))
                out[-1] += "."
        return " ".join(out)

    copied = (
        "The old observatory kept a handwritten logbook of every tremor since the winter of "
        "1902 in a locked cabinet. Its keeper, a retired schoolteacher named Elsa Marrow, walked "
        "up the northern path each morning to read the seismograph and wind the clock."
    )
    pages = [page(500 + i, f"Volcano {i}", on_topic(10)) for i in range(60)]
    pages.append(page(999, "Observatory", on_topic(10) + " " + copied))
    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", pages), lib, Params(), workers=1)
    folder = tmp_path / "class"
    write(folder / "ana.txt", f"{on_topic(6, False)} {copied} {on_topic(6, False)}")
    write(
        folder / "bo.txt", "The bicycle starts with the draisine, which Karl Drais built in 1817."
    )

    prompt = write(tmp_path / "prompt.txt", "Write one page on volcanoes: their lava and ash.")

    def passages(params: Params | None = None) -> list[tuple[bool, int]]:
        store = joined(None, [lib])
        try:
            result = pipeline.run(folder, params or Params(), archive=store)
        finally:
            store.close()  # type: ignore[union-attr]
        (pair,) = result.reported
        assert result.documents[pair.b].title == "Observatory"
        return [(q.reworded, q.words) for q in pair.spans]

    assert passages() == [(False, 42)]
    assert passages(Params(templates=(str(prompt),))) == [(False, 42)]  # the prompt's words too
    monkeypatch.setattr(Library, "word_counts", lambda self, words: None)  # an older library
    ((reworded, words),) = passages()
    assert reworded and words > 2 * 42


def test_a_quotation_many_articles_carry_is_a_copy_of_none(tmp_path):
    """A line that ten articles quote is a copy of none of them: the student who quoted it is
    paired with no article, while one who pasted an article's own sentences still is."""
    line = (
        "All of us can think of a book that we hope none of our children or any other children "
        "have taken off the shelf, but if I have the right to remove that book so does everyone."
    )
    pages = [
        page(
            700 + i,
            f"Essay {i}",
            f"{on_topic_text(i)} As the author wrote, {line} {on_topic_text(i + 50)}",
        )
        for i in range(10)
    ]
    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", pages), lib, Params(), workers=1)
    folder = class_folder(tmp_path)
    write(folder / "dee.txt", f"My view on libraries. As the author said, {line} I agree with her.")
    write(folder / "eli.txt", f"My essay. {on_topic_text(3)} That is all I have to say.")
    assert reported_sources(folder, lib) == [("eli.txt", "Essay 3")]


def on_topic_text(seed: int) -> str:
    """Forty made-up words of an article's own."""
    rng = np.random.default_rng(seed)
    return " ".join("".join(rng.choice(list("bdfgkmnprstvz"), 5)) for _ in range(40)) + "."


def test_an_article_is_reported_only_with_a_passage_shown():
    """Against a library's many articles on a topic, a score with no passage to show names an
    article the student may never have read: not reported (nor is any pair: evidence or
    nothing, ``credit.finish``)."""
    from types import SimpleNamespace

    from plagcheck.engine.compare import credit
    from plagcheck.engine.compare.evidence import Passage
    from plagcheck.engine.compare.scores import Pair

    docs = [SimpleNamespace(source=None, original="x" * 20, non_space=20) for _ in range(2)]
    docs.append(SimpleNamespace(source="wiki", original="x" * 20, non_space=20))
    shown = Passage(0, 10, 0, 10, 12)

    def pair(a: int, b: int, spans: tuple = ()) -> Pair:
        return Pair(a, b, 0.1, 0.1, 0.1, 0.1, 0.1, 0, reported=True, paraphrase=0.8, spans=spans)

    pairs = [pair(0, 2), pair(1, 2, (shown,)), pair(0, 1)]
    credit.finish(pairs, docs, Params())  # type: ignore[arg-type]
    assert [p.reported for p in pairs] == [False, True, False]
    assert [p.no_passage for p in pairs] == [True, False, True]


def test_a_library_built_before_sentence_keys_is_still_scanned(tmp_path, capsys):
    """A library of the first format (fingerprints only) finds copied passages as before, and
    ``library info`` says that reworded copies need it built again."""
    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", glacier_pages()), lib, Params(), workers=1)
    meta = json.loads((lib / "library.json").read_text())
    del meta["word_rows"]  # built before its words were counted: weighed by the class alone
    (lib / "library.json").write_text(json.dumps(meta))
    shutil.rmtree(lib / "wd")
    assert main(["library", "info", str(lib)]) == 0
    assert "counted their words" in capsys.readouterr().out
    del meta["key_rows"]
    (lib / "library.json").write_text(json.dumps(meta))
    shutil.rmtree(lib / "sk")
    folder = class_folder(tmp_path)
    write(folder / "gus.txt", REWORDED)
    assert reported_sources(folder, lib) == [("ana.txt", "Photosynthesis")]
    assert main(["library", "info", str(lib)]) == 0
    assert "reworded copies of its articles are not found" in capsys.readouterr().out
