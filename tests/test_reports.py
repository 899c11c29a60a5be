"""Reports a teacher hands on: the HTML report, CSV that is safe in a spreadsheet, atomic writes."""

import csv
import io
import json
import os
from html.parser import HTMLParser

import pytest
from conftest import SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine import atomic, pipeline
from plagcheck.engine.intake.names import escape_name
from plagcheck.engine.params import Params
from plagcheck.reports import export, html_report

COPY = (
    "The committee agreed that the river should be cleaned before the summer festival, and the "
    "volunteers spent three long weekends pulling plastic bags and old tyres out of the water."
)
HOSTILE_NAME = "<img src=x onerror=alert(1)>.txt"
HOSTILE_TEXT = "Intro <script>alert('x')</script> & more. " + COPY
FORMULA_NAMES = [
    '=HYPERLINK("x","y").txt',
    "+cmd.txt",
    "-2+3.txt",
    "@SUM(A1).txt",
    "\tTAB.txt",
    "\rCR.txt",
]


class Checker(HTMLParser):
    """Collects elements, attributes and text; notes tags left open or closed out of order."""

    VOID = {"meta", "br", "img", "line", "circle", "rect", "polyline", "input", "link"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.tags: list[tuple[str, dict]] = []
        self.errors: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_endtag(self, tag):
        if tag in self.VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:]}")
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def parse(page: str) -> Checker:
    c = Checker()
    c.feed(page)
    c.close()
    return c


@pytest.fixture(scope="module")
def sample_result():
    return pipeline.run(SAMPLES, Params(templates=(str(SAMPLES / "templates"),)))


@pytest.fixture
def hostile(tmp_path):
    folder = tmp_path / "class"
    write(folder / HOSTILE_NAME, HOSTILE_TEXT)
    write(folder / "zed_student.txt", "Some other opening words here. " + COPY)
    write(folder / "broken.docx", "<not a docx & <b>")
    return pipeline.run(folder, Params())


def test_sample_report_is_well_formed_with_every_reported_pair(sample_result, tmp_path):
    out = tmp_path / "report.html"
    assert html_report.write_html(sample_result, out) == {}
    page = out.read_text(encoding="utf-8")
    c = parse(page)
    assert c.errors == [] and c.stack == []
    sections = [a["id"] for t, a in c.tags if t == "details" and a.get("id", "").startswith("pair")]
    assert len(sections) == len(sample_result.reported) == 6
    text = " ".join(c.text)
    for p in sample_result.reported:
        assert sample_result.name(p.a) in text and sample_result.name(p.b) in text
    # Self-contained: nothing is fetched from anywhere.
    for _, attrs in c.tags:
        for k in ("src", "href"):
            assert not attrs.get(k) or attrs[k].startswith("#"), attrs
    assert "<svg" in page and "polyline" in page  # histogram and S-curve drawn inline
    assert "<th>threshold</th>" in page and "<th>gap</th>" in page  # parameters listed


def test_every_passage_links_to_its_partner(sample_result, tmp_path):
    out = tmp_path / "r.html"
    html_report.write_html(sample_result, out)
    c = parse(out.read_text(encoding="utf-8"))
    ids = {a["id"] for _, a in c.tags if "id" in a}
    links = [a["href"][1:] for t, a in c.tags if t == "a" and a.get("href", "").startswith("#p")]
    assert links and all(target in ids for target in links)
    for p in sample_result.reported:
        assert p.passages >= 1


def test_hostile_names_and_texts_render_as_text(hostile, tmp_path):
    out = tmp_path / "r.html"
    html_report.write_html(hostile, out)
    page = out.read_text(encoding="utf-8")
    c = parse(page)
    assert c.errors == []
    assert not any(t == "img" for t, _ in c.tags)
    assert sum(t == "script" for t, _ in c.tags) == 1  # only the report's own
    text = "".join(c.text)
    assert HOSTILE_NAME in text and "<script>alert('x')</script>" in text
    assert "<not a docx" not in page and "broken.docx" in text  # the problem is listed, escaped


def test_anonymised_report_hides_every_name_and_keeps_the_key_out(hostile, tmp_path):
    out = tmp_path / "r.html"
    key = html_report.write_html(hostile, out, anonymise=True)
    page = out.read_text(encoding="utf-8")
    real = [d.path for d in hostile.documents] + [p.path for p in hostile.problems]
    assert sorted(key.values()) == sorted(real)
    for name in real + [os.path.splitext(n)[0] for n in real] + [str(tmp_path)]:
        assert name not in page and html_report.e(name) not in page
    assert "Student 1" in page and "Student 3" in page


def test_cli_writes_html_and_key_next_to_it(tmp_path, capsys):
    out = tmp_path / "report.html"
    folder = tmp_path / "c"
    write(folder / "=evil.txt", "Mine first. " + COPY)
    write(folder / "b.txt", "Other start. " + COPY)
    assert main(["scan", str(folder), "-q", "--html", str(out), "--anonymise"]) == 0
    assert "=evil" not in out.read_text(encoding="utf-8")
    key = tmp_path / "report.html.key.csv"
    raw = key.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.reader(io.StringIO(raw.decode("utf-8-sig"))))
    assert ["Student 1", "'=evil.txt"] in rows or ["Student 2", "'=evil.txt"] in rows
    assert str(key) in capsys.readouterr().out


def test_one_pair_is_counted_as_one(tmp_path, capsys):
    """The command line's summary and the HTML report's header count one pair, one group and
    one candidate in the singular."""
    out = tmp_path / "report.html"
    write(tmp_path / "c" / "a.txt", "Mine first. " + COPY)
    write(tmp_path / "c" / "b.txt", "Other start. " + COPY)
    assert main(["scan", str(tmp_path / "c"), "--html", str(out)]) == 0
    said = capsys.readouterr().out
    assert "1 candidate verified, 1 reported pair, 1 group;" in said
    header = out.read_text(encoding="utf-8").split("</header>")[0]
    assert ">1 reported pair<" in header and ">1 group<" in header and ">2 students<" in header


def formula_result(tmp_path):
    folder = tmp_path / "f"
    for i, name in enumerate(FORMULA_NAMES):
        write(folder / f"{i}{name}".lstrip("0123456789"), f"Opening {i} words differ here. " + COPY)
    r = pipeline.run(folder, Params())
    assert len(r.documents) == len(FORMULA_NAMES)
    return r


def test_csv_neutralises_formula_names_and_has_a_bom(tmp_path):
    r = formula_result(tmp_path)
    out = tmp_path / "pairs.csv"
    export.write_csv(r, out)
    raw = out.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"), newline="")))
    assert len(rows) == len(r.reported) > 0
    cells = [row[c] for row in rows for c in ("doc_a", "doc_b")]
    # Names with a tab or a carriage return are shown escaped ("\x09TAB.txt"), which a
    # spreadsheet does not run either; the others are neutralised with a leading quote.
    shown = [escape_name(n) for n in FORMULA_NAMES]
    assert set(cells) == {s if s.startswith("\\") else "'" + s for s in shown}
    for row in rows:
        assert int(row["passages"]) >= 1 and int(row["longest_passage_words"]) >= 20
        assert 0 < float(row["coverage_a"]) <= 1 and 0 < float(row["coverage_b"]) <= 1


def test_json_has_passage_columns_and_parameters(sample_result, tmp_path):
    out = tmp_path / "r.json"
    export.write_json(sample_result, out)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["params"]["gap"] == Params().gap
    rep = [p for p in data["pairs"] if p["reported"]]
    assert rep and all(p["passages"] >= 1 and p["longest_passage_words"] > 0 for p in rep)


@pytest.mark.parametrize("which", ["csv", "html", "json"])
def test_interrupted_write_keeps_the_previous_file(sample_result, tmp_path, monkeypatch, which):
    out = tmp_path / f"report.{which}"
    out.write_text("previous good report", encoding="utf-8")

    class Boom(OSError):
        pass

    real_write = io.TextIOWrapper.write

    def half_then_fail(f, s):
        real_write(f, s[: len(s) // 2])
        raise Boom("disk full")

    monkeypatch.setattr(atomic.os, "fdopen", _wrapping(atomic.os.fdopen, half_then_fail))
    writer = {
        "csv": export.write_csv,
        "json": export.write_json,
        "html": html_report.write_html,
    }[which]
    with pytest.raises(Boom):
        writer(sample_result, out)
    assert out.read_text(encoding="utf-8") == "previous good report"
    assert sorted(p.name for p in tmp_path.iterdir()) == [out.name]


def _wrapping(fdopen, write):
    """os.fdopen whose file's write() is ``write`` (the writer fails midway through)."""

    def opener(*args, **kw):
        f = fdopen(*args, **kw)

        class Failing:
            def __getattr__(self, name):
                return getattr(f, name)

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                f.close()
                return False

            def write(self, s):
                return write(f, s)

        return Failing()

    return opener


def test_report_file_is_readable_by_others(sample_result, tmp_path):
    out = tmp_path / "r.html"
    html_report.write_html(sample_result, out)
    assert out.stat().st_mode & 0o044  # not left private like a temporary file


def test_report_style_and_script_ship_with_the_package_and_sit_inline(sample_result, tmp_path):
    """The style sheet and script are package data: listed for an installed (non-editable) copy,
    and put inline so that the report needs no other file."""
    tomllib = pytest.importorskip("tomllib")
    from fnmatch import fnmatch
    from pathlib import Path

    root = Path(html_report.__file__).parent
    config = tomllib.loads((root.parent.parent / "pyproject.toml").read_text("utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["plagcheck.reports"]
    assets = [p for p in root.iterdir() if p.is_file() and p.suffix not in (".py", ".pyc")]
    assert {p.name for p in assets} >= {"report.css", "report.js"}
    for p in assets:
        assert any(fnmatch(p.name, pat) for pat in patterns), f"{p.name} is not package data"
    html_report.write_html(sample_result, tmp_path / "r.html")
    page = (tmp_path / "r.html").read_text("utf-8")
    for p in assets:
        assert p.read_text("utf-8") in page
    assert "<link" not in page and " src=" not in page


def test_a_report_path_that_is_not_a_plain_file_is_left_alone(tmp_path, capsys):
    """A report named after a pipe or a folder is refused with a reason: what the teacher has
    there is not replaced, and the other reports are still written; one named after a link to a
    file is written to that file (a file of the teacher's: with --overwrite), the link kept."""
    pipe, folder, link = tmp_path / "pipe", tmp_path / "folder", tmp_path / "link.csv"
    os.mkfifo(pipe)
    folder.mkdir()
    (tmp_path / "target.csv").write_text("old", encoding="utf-8")
    link.symlink_to(tmp_path / "target.csv")
    json_out = tmp_path / "r.json"
    code = main(
        ["scan", str(SAMPLES), "-q", "--csv", str(link), "--html", str(pipe),
         "--students-csv", str(folder), "--json", str(json_out), "--overwrite"]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == 1
    for path in (pipe, folder):
        assert f"could not write {path}: it exists and is not a plain file" in err
    assert pipe.is_fifo() and folder.is_dir() and not list(folder.iterdir())
    assert link.is_symlink()
    assert (tmp_path / "target.csv").read_text(encoding="utf-8-sig").startswith("student_a,")
    assert json.loads(json_out.read_text(encoding="utf-8"))["pairs"]


def test_json_shared_passages_are_spans_of_the_texts_as_written(sample_result, tmp_path):
    """Each reported pair lists its passages with their credit; ``text[a0:a1]`` of each side is
    the passage as the student wrote it (offsets into the text as extracted)."""
    out = tmp_path / "r.json"
    export.write_json(sample_result, out)
    data = json.loads(out.read_text(encoding="utf-8"))
    docs = {d.path: d for d in sample_result.documents}
    rep = [p for p in data["pairs"] if p["reported"]]
    assert rep and all(len(p["shared"]) == p["passages"] for p in rep)
    for p in rep:
        for q in p["shared"]:
            if q["reworded"]:
                continue  # a reworded sentence: same meaning, other words
            assert set(q) >= {"a", "b", "words", "credit", "credit_a", "credit_b", "citation"}
            a = docs[p["doc_a"]].original[slice(*q["a"])]
            b = docs[p["doc_b"]].original[slice(*q["b"])]
            assert a.split()[0].lower().strip(".,;") == b.split()[0].lower().strip(".,;")
            assert q["credit"] in (
                "quoted_and_cited",
                "quoted_not_cited",
                "cited_not_quoted",
                "uncredited",
            )
