"""Reference texts (--sources, "Reference texts" in the window): compared with every submission,
never with each other, never listed as students; a pair with one says so everywhere."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from conftest import write
from test_similarity import P1, P2, prose

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.model import display_name
from plagcheck.engine.params import Params


@pytest.fixture
def classroom(tmp_path: Path) -> tuple[Path, Path]:
    """Three students, two reference texts that share a paragraph with each other; Ann and Bea
    copied from the web page, Cat wrote her own."""
    folder, refs = tmp_path / "class", tmp_path / "refs"
    write(folder / "ann.txt", f"{prose(1)} {P1} {prose(2)}")
    write(folder / "bea.txt", f"{prose(3)} {P1} {prose(4)}")
    write(folder / "cat.txt", prose(5, 150))
    write(refs / "web_page.html", f"<html><body><p>{prose(6)} {P1} {P2}</p></body></html>")
    write(refs / "chapter.txt", f"{prose(7)} {P2} {prose(8)}")
    return folder, refs


def test_reference_texts_are_compared_with_students_only(classroom):
    folder, refs = classroom
    res = pipeline.run(folder, Params(sources=(str(refs),)), exact=True)
    names = {display_name(d): i for i, d in enumerate(res.documents)}
    assert "[reference] refs/web_page.html" in names and "[reference] refs/chapter.txt" in names
    assert sorted(display_name(res.documents[i]) for i in res.students) == [
        "ann.txt",
        "bea.txt",
        "cat.txt",
    ]
    reported = {frozenset((display_name(res.documents[p.a]), display_name(res.documents[p.b])))
                for p in res.reported}  # fmt: skip
    web = "[reference] refs/web_page.html"
    assert frozenset(("ann.txt", web)) in reported and frozenset(("bea.txt", web)) in reported
    # The two reference texts share P2 but are never compared with each other.
    assert all(not (res.documents[p.a].source and res.documents[p.b].source) for p in res.pairs)
    # Ann and Bea share only what the web page holds: the match belongs to the source, and
    # the two students are no pair.
    ann = res.similarity[names["ann.txt"]]
    assert {display_name(res.documents[m.doc]) for m in ann.matches} == {web}
    assert frozenset(("ann.txt", "bea.txt")) not in reported


def test_reference_texts_inside_the_folder_are_not_students(classroom):
    folder, refs = classroom
    inside = folder / "sources"
    refs.rename(inside)
    res = pipeline.run(folder, Params(sources=(str(inside),)))
    assert sorted(res.documents[i].path for i in res.students) == ["ann.txt", "bea.txt", "cat.txt"]
    assert sum(d.source for d in res.documents) == 2


def test_every_report_says_a_pair_is_with_a_reference_text(classroom, tmp_path, capsys):
    folder, refs = classroom
    out = {k: tmp_path / f"r.{k}" for k in ("json", "csv", "st.csv", "html")}
    args = ["scan", str(folder), "--sources", str(refs), "-q", "--json", str(out["json"])]
    args += ["--csv", str(out["csv"]), "--students-csv", str(out["st.csv"])]
    args += ["--html", str(out["html"])]
    assert main(args) == 0
    printed = capsys.readouterr().out
    assert "[reference] refs/web_page.html" in printed
    assert "! shared with a reference text: refs/web_page.html" in printed

    data = json.loads(out["json"].read_text("utf-8"))
    sources = [d["path"] for d in data["documents"] if d.get("source")]
    assert sorted(sources) == ["refs/chapter.txt", "refs/web_page.html"]
    with_ref = [p for p in data["pairs"] if p.get("reference")]
    assert with_ref and all(any("reference text" in f for f in p["flags"]) for p in with_ref)
    assert params_sources(data) == [str(refs)]

    pairs = list(csv.DictReader(io.StringIO(out["csv"].read_text("utf-8-sig"))))
    # Ann-Bea is explained by the web page: only pairs with a reference text are listed.
    assert {r["reference"] for r in pairs} == {"True"}
    students = list(csv.DictReader(io.StringIO(out["st.csv"].read_text("utf-8-sig"))))
    assert sorted(r["name"] for r in students) == ["ann.txt", "bea.txt", "cat.txt"]
    assert {r["top_match"] for r in students if r["name"] != "cat.txt"} <= {
        "[reference] refs/web_page.html",
        "ann.txt",
        "bea.txt",
    }
    page = out["html"].read_text("utf-8")
    assert "is a reference text: the shared passages were taken from it" in page
    table = page[page.index("<section id='students'>") : page.index("</section>")]
    assert table.count("<tr><td>") == 3  # the reference texts are not students


def params_sources(data: dict) -> list[str]:
    return data["params"]["sources"]


def test_missing_reference_texts_are_a_usage_error(classroom, tmp_path, capsys):
    folder, _ = classroom
    assert main(["scan", str(folder), "--sources", str(tmp_path / "nowhere")]) == 2
    assert "reference texts not found" in capsys.readouterr().err


def test_students_are_not_grouped_through_a_reference_text(tmp_path: Path) -> None:
    """Ann copied one paragraph of a web page and Bea another: each is reported with the page,
    but they share no text, so they are not a group of students who share text."""
    folder, refs = tmp_path / "class", tmp_path / "refs"
    write(folder / "ann.txt", f"{prose(1)} {P1} {prose(2)}")
    write(folder / "bea.txt", f"{prose(3)} {P2} {prose(4)}")
    write(folder / "cat.txt", prose(5, 150))
    write(refs / "web_page.txt", f"{prose(6)} {P1} {prose(7)} {P2}")
    res = pipeline.run(folder, Params(sources=(str(refs),)))
    names = {display_name(d): i for i, d in enumerate(res.documents)}
    web = names["[reference] refs/web_page.txt"]
    reported = {frozenset((p.a, p.b)) for p in res.reported}
    assert reported == {frozenset((names["ann.txt"], web)), frozenset((names["bea.txt"], web))}
    assert res.groups == []


def test_a_page_many_reference_texts_carry_is_still_copied_from_them(tmp_path: Path) -> None:
    """A web page the teacher saved in eight copies (mirrors of one article), pasted by Dan: he
    is reported with every copy, though many carry it; only a quotation's length many carry is
    a copy of none (``tests/test_library.py``). Eve pasted one line they all carry: no pair."""
    folder, refs = tmp_path / "class", tmp_path / "refs"
    page = prose(99, 120)
    line = P1
    for i in range(8):
        write(refs / f"mirror{i}.txt", f"{prose(10 + i)} {line} {prose(30 + i)} {page}")
    write(folder / "dan.txt", f"{prose(1)} {page} {prose(2)}")
    write(folder / "eve.txt", f"{prose(3)} {line} {prose(4)}")
    write(folder / "fay.txt", prose(5, 150))
    res = pipeline.run(folder, Params(sources=(str(refs),)))
    assert len(page) > 600 and len(line) < 600  # (a page, and a line: ``evidence.QUOTATION``)
    names = [display_name(d) for d in res.documents]
    reported = sorted((names[p.a], names[p.b]) for p in res.reported)
    assert reported == [("dan.txt", f"[reference] refs/mirror{i}.txt") for i in range(8)]
    assert all(q.words > 100 for p in res.reported for q in p.spans)
