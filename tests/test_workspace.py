"""A class folder the way a teacher keeps it: reports saved next to the essays are never read
back as students, a student whose file cannot be read is listed in every output, and a file the
teacher saved is never overwritten unasked."""

import csv
import io
import json
import shutil

import pytest
from conftest import SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine import intake, pipeline

REPORTS = {"--html": "report.html", "--csv": "report.csv", "--json": "report.json"}


def _class(tmp_path):
    folder = tmp_path / "class"
    shutil.copytree(SAMPLES, folder)
    return folder


def _scan(folder, *extra):
    args = ["scan", str(folder), "-q", "--students-csv", str(folder / "students.csv")]
    for opt, name in REPORTS.items():
        args += [opt, str(folder / name)]
    return main(args + list(extra))


def test_reports_saved_in_the_folder_are_not_read_back_as_students(tmp_path, capsys):
    folder = _class(tmp_path)
    first = pipeline.run(folder)
    # A teacher's own notes named like a report are still a student's file.
    write(folder / "report.txt", first.documents[0].original)
    with_notes = pipeline.run(folder)
    assert len(with_notes.students) == len(first.students) + 1
    assert _scan(folder) == 0
    out = capsys.readouterr().out
    assert "left out" not in out
    # Renamed, the reports are still plagcheck's: the mark is inside them, not in their names.
    (folder / "report.html").rename(folder / "essay_final.html")
    assert _scan(folder) == 0
    out = capsys.readouterr().out
    assert out.count("4 reports written by plagcheck left out") == 1  # before writing anew
    again = pipeline.run(folder)
    assert [d.path for d in again.documents] == [d.path for d in with_notes.documents]
    assert again.problems == with_notes.problems  # no CSV or JSON "in an unsupported format"
    assert [(p.a, p.b, p.exact_jaccard) for p in again.reported] == [
        (p.a, p.b, p.exact_jaccard) for p in with_notes.reported
    ]
    assert "5 reports written by plagcheck left out" in again.layout_note


def test_a_students_unreadable_file_is_listed_in_every_output(tmp_path, capsys):
    folder = _class(tmp_path)
    (folder / "zoe_water.docx").write_bytes(b"a text file renamed to .docx")
    res = pipeline.run(folder)
    assert res.class_size == len(res.students) + 1 == 21
    assert res.unchecked == [("zoe_water.docx", "not a Word document (corrupt or renamed)")]
    assert _scan(folder) == 0
    out = capsys.readouterr().out
    assert "Students not checked (1 of 21):\n  zoe_water.docx: not a Word document" in out
    raw = (folder / "students.csv").read_text("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(raw)))
    assert len(rows) == 21
    zoe = next(r for r in rows if r["name"] == "zoe_water.docx")
    assert zoe["found_elsewhere_percent"] == "not checked"
    assert zoe["problem"] == "not a Word document (corrupt or renamed)"
    data = json.loads((folder / "report.json").read_text("utf-8"))
    assert data["class_size"] == 21
    assert data["not_checked"] == [
        {"student": "zoe_water.docx", "reason": "not a Word document (corrupt or renamed)"}
    ]
    page = (folder / "report.html").read_text("utf-8")
    assert "21 students</a>" in page
    table = page[page.index("<section id='students'>") : page.index("</section>")]
    assert "zoe_water.docx</td><td colspan='7'>not checked: not a Word document" in table


def test_a_student_folder_with_nothing_readable_is_listed(tmp_path):
    folder = tmp_path / "class"
    essay = (SAMPLES / "alice_water.txt").read_text("utf-8")
    write(folder / "Alice" / "essay.txt", essay)
    write(folder / "Ben" / "essay.txt", (SAMPLES / "ben_water.txt").read_text("utf-8"))
    write(folder / "Cleo" / "essay.pages", "an Apple Pages file")
    write(folder / "Dan" / "essay.txt", "too short")
    res = pipeline.run(folder)
    assert res.layout == "folders"
    names = dict(res.unchecked)
    assert set(names) == {"Cleo/essay.pages", "Dan"}
    assert "too short" in names["Dan"]
    assert res.class_size == 4


def test_a_file_the_teacher_saved_is_not_overwritten(tmp_path, capsys):
    folder = _class(tmp_path)
    mine = tmp_path / "marks.csv"
    mine.write_text("name,mark\nalice,15\n", encoding="utf-8")
    out = tmp_path / "out.json"
    code = main(["scan", str(folder), "-q", "--csv", str(mine), "--json", str(out)])
    err = capsys.readouterr().err
    assert code == 1
    assert f"{mine} exists and was not written by plagcheck" in err and "--overwrite" in err
    assert mine.read_text("utf-8") == "name,mark\nalice,15\n"
    assert json.loads(out.read_text("utf-8"))["plagcheck"]  # the other report is written
    # plagcheck's own report is written over again without asking, whatever its name.
    assert main(["scan", str(folder), "-q", "--json", str(out)]) == 0
    assert main(["scan", str(folder), "-q", "--csv", str(mine), "--overwrite"]) == 0
    assert mine.read_text("utf-8-sig").startswith("student_a,student_b,found_elsewhere_percent,")
    assert intake.may_overwrite(mine) and not intake.may_overwrite(SAMPLES / "alice_water.txt")


def test_the_marks_are_told_apart_from_students_work():
    assert intake.bears_mark(b"\xef\xbb\xbfname,found_elsewhere_percent,not_credited_percent\r\n")
    assert intake.bears_mark(b'{\n "plagcheck": "1.0",\n "date": "x"}')
    assert intake.bears_mark(
        b"<!DOCTYPE html>\n<html><head><meta charset='utf-8'>\n"
        b"<meta name='generator' content='plagcheck 1.0'>"
    )
    assert not intake.bears_mark(b"<html><head><title>My essay on plagcheck</title></head>")
    assert not intake.bears_mark(b'{"student": "plagcheck"}')
    assert not intake.bears_mark(b"name,similarity\r\nAna,0.5\r\n")


PROMPT = (
    "Discuss how the water cycle shapes the climate of coastal towns, and explain with two "
    "examples why rainfall near the sea differs from rainfall further inland in most seasons."
)


def _essay(seed: int) -> str:
    import random

    rng = random.Random(seed)
    words = "harbour copper meadow violin orchard glacier pepper saddle thunder velvet".split()
    return " ".join(f"{rng.choice(words)}{rng.randrange(10_000)}" for _ in range(150)) + "."


def test_archive_add_keeps_students_work_only_and_its_templates_apart(tmp_path, capsys):
    old = tmp_path / "2024"
    write(old / "templates" / "prompt.txt", PROMPT)
    for n in range(4):  # every student pasted the prompt above their own essay
        write(old / f"student{n}.txt", f"{PROMPT}\n\n{_essay(n)}")
    write(old / "Essay_ana_attempt_2024-05-01-10-00-00.txt", "Name: Ana Lima (ana)\nFiles:\n")
    db = tmp_path / "archive.db"
    assert main(["scan", str(old), "-q", "--html", str(old / "report.html")]) == 0
    assert main(["archive", "add", str(old), "--db", str(db), "--label", "2024"]) == 0
    out = capsys.readouterr().out
    assert "added 4 documents" in out and "kept 1 template files apart" in out
    assert "1 report written by plagcheck left out" in out

    assert main(["archive", "list", "--db", str(db), "--documents", "--label", "2024"]) == 0
    listed = capsys.readouterr().out.splitlines()
    files = [line.rsplit(" / ", 1)[1] for line in listed[1:-1]]
    assert files == [f"student{n}.txt" for n in range(4)] and listed[-1] == "4 documents"
    assert all(" 2024 / " in line and "-" in line.split()[1] for line in listed[1:-1])
    assert main(["archive", "list", "--db", str(db), "--documents", "--label", "1999"]) == 1
    assert "no archived document with label '1999'" in capsys.readouterr().err

    # This term: no templates folder, one student pasted the same prompt, another copied.
    now = tmp_path / "2025"
    write(now / "new0.txt", f"{PROMPT}\n\n{_essay(50)}")
    write(now / "new1.txt", f"{PROMPT}\n\n{_essay(2)}")

    def archive_pairs(archive):
        res = pipeline.run(now, archive=archive)
        found = [(res.documents[p.a], res.documents[p.b]) for p in res.reported]
        return {(a.path, b.path) for a, b in found if b.archived}

    # The copy is found; the prompt alone matches no archived essay.
    assert archive_pairs(db) == {("new1.txt", "student2.txt")}
    # Archived without its templates, the prompt that all six pasted is text they share: shown
    # once (who has it), no pair; the copy is still found.
    shutil.rmtree(old / "templates")
    bare = tmp_path / "bare.db"
    assert main(["archive", "add", str(old), "--db", str(bare), "--label", "2024", "-q"]) == 0
    assert archive_pairs(bare) == {("new1.txt", "student2.txt")}
    common = pipeline.run(now, archive=bare).common
    assert len(common) == 1 and len(common[0].documents) == 6


def test_a_whole_label_removed_takes_its_templates(tmp_path):
    from plagcheck.engine.archive import Archive

    old = tmp_path / "2024"
    write(old / "templates" / "prompt.txt", PROMPT)
    write(old / "a.txt", _essay(1))
    db = tmp_path / "archive.db"
    assert main(["archive", "add", str(old), "--db", str(db), "--label", "2024", "-q"]) == 0
    with Archive(db) as arc:
        assert len(arc.template_hashes(pipeline.Params())) > 0
        assert arc.remove(label="2024") == 1
        assert len(arc.template_hashes(pipeline.Params())) == 0 and arc.documents() == []


def test_the_share_not_credited_counts_only_passages_neither_quoted_nor_cited(tmp_path):
    import dataclasses

    from plagcheck.engine.compare import QUOTED_AND_CITED, found_elsewhere, not_credited
    from plagcheck.engine.compare.similarity import per_document

    for name, own in (("a.txt", 1), ("b.txt", 2)):  # two copied parts, each student's own between
        write(tmp_path / name, f"{_essay(10)} {_essay(own)} {_essay(11)}")
    res = pipeline.run(tmp_path)
    [pair] = res.reported
    assert pair.passages == 2
    assert not_credited(res.documents, pair) == found_elsewhere(pair)  # nothing credited
    first, *rest = pair.spans
    cited = QUOTED_AND_CITED
    pair.spans = (dataclasses.replace(first, credit_a=cited, credit_b=cited), *rest)
    share = not_credited(res.documents, pair)
    assert 0 < share < found_elsewhere(pair)
    pair.spans = (dataclasses.replace(first, credit_a=cited), *rest)
    sims = per_document(res.documents, res.pairs)
    a, b = sims[pair.a], sims[pair.b]
    assert a.uncredited < b.uncredited == b.similarity  # quoted and cited on A's side only


def test_a_parquet_archive_keeps_students_work_only_and_lists_it(tmp_path):
    pytest.importorskip("pyarrow")
    from plagcheck.engine.archive.parquet import ParquetArchive

    old = tmp_path / "2024"
    write(old / "templates" / "prompt.txt", PROMPT)
    for n in range(3):
        write(old / f"student{n}.txt", _essay(n))
    assert main(["scan", str(old), "-q", "--json", str(old / "notes.json")]) == 0
    arc = ParquetArchive(tmp_path / "pq", create=True)
    rep = arc.add(old, "2024", pipeline.Params())
    assert rep.added == 3 and "1 report written by plagcheck left out" in rep.note
    assert [d.path for d in arc.documents("2024")] == [f"student{n}.txt" for n in range(3)]
    assert arc.documents("1999") == []


def test_an_lms_students_unreadable_submission_is_listed_by_name(tmp_path):
    folder = tmp_path / "moodle"
    for n, name in enumerate(("Ana Lima", "Ben Ode", "Cleo Park")):
        sub = folder / f"{name}_{1000 + n}_assignsubmission_file_"
        write(sub / "essay.txt", _essay(n))
    bad = folder / "Dan Roe_1003_assignsubmission_file_"
    bad.mkdir()
    (bad / "essay.docx").write_bytes(b"not a zip at all")
    res = pipeline.run(folder)
    assert res.layout == "moodle"
    assert res.unchecked == [("Dan Roe", "not a Word document (corrupt or renamed)")]
    assert res.class_size == 4
