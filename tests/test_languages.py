"""What a teacher hands on, in the teacher's language: the HTML report, the case file and the
command line's summary in German, French, Spanish and Indonesian, chosen with --lang, the
system's locale or the window's choice; each records the language it is written in; numbers and
dates are the language's own; and most of what a person reads in each differs from the English
(``translated_share``: the words a reader reads, the essays' own words and the names left out)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from bs4 import BeautifulSoup
from conftest import SAMPLES
from pypdf import PdfReader
from test_report_access import axe_violations

from plagcheck import i18n
from plagcheck.cli import main
from plagcheck.engine import Params, display_name, pipeline
from plagcheck.reports import export, html_report
from plagcheck.reports.dossier import write_dossier

ROOT = Path(__file__).resolve().parent.parent
SPOKEN = ("de", "fr", "es", "id")
# A sentence of each kind of page, as each language writes it.
HEADING = {
    "en": "Shared text between submissions",
    "de": "Gemeinsamer Text in den Abgaben",
    "fr": "Texte commun entre les copies",
    "es": "Texto compartido entre las entregas",
    "id": "Teks yang sama di antara karya yang dikumpulkan",
}
MEANING = {
    "en": "What the figures mean",
    "de": "Was die Werte bedeuten",
    "fr": "Ce que signifient les chiffres",
    "es": "Qué significan las cifras",
    "id": "Arti angka-angka ini",
}
GROUPS = {
    "en": "Groups of documents that share text:",
    "de": "Gruppen von Dokumenten mit gemeinsamem Text:",
    "fr": "Groupes de documents qui partagent du texte :",
    "es": "Grupos de documentos que comparten texto:",
    "id": "Kelompok dokumen yang berbagi teks:",
}
# Languages that write a decimal comma.
COMMA = {"de", "fr", "es", "id"}
WORD = re.compile(r"[^\W\d_]+")


@pytest.fixture(scope="module")
def result():  # noqa: ANN201
    return pipeline.run(SAMPLES, Params(templates=(str(SAMPLES / "templates"),)))


@pytest.fixture(scope="module")
def reports(result, tmp_path_factory) -> dict[str, Path]:
    """The sample class's HTML report in each language."""
    out = tmp_path_factory.mktemp("reports")
    for code in ("en", *SPOKEN):
        with i18n.speaking(code):
            html_report.write_html(result, out / f"{code}.html")
    return {code: out / f"{code}.html" for code in ("en", *SPOKEN)}


@pytest.fixture(scope="module")
def case_files(result, tmp_path_factory) -> dict[str, Path]:
    """The case file of the student in the strongest pair, in each language."""
    out = tmp_path_factory.mktemp("cases")
    student = result.reported[0].a
    for code in ("en", *SPOKEN):
        with i18n.speaking(code):
            write_dossier(result, student, out / f"{code}.pdf")
    return {code: out / f"{code}.pdf" for code in ("en", *SPOKEN)}


def names_of(result) -> set[str]:  # noqa: ANN001
    """The words of the students' and files' names: neither English nor any language's."""
    words: set[str] = set()
    for d in result.documents:
        for name in (display_name(d), d.path, *d.files):
            words.update(w.lower() for w in WORD.findall(name))
    return words


def words(text: str, names: set[str]) -> Counter[str]:
    return Counter(w.lower() for w in WORD.findall(text) if w.lower() not in names)


def translated_share(text: str, english: str, names: set[str]) -> float:
    """The share of the words a person reads in ``text`` that the English text does not have
    as well: each word of ``text`` matched against one of the English words, at most as often
    as the English has it (so "in", "plagcheck", "Jaccard" count as not translated)."""
    mine, theirs = words(text, names), words(english, names)
    same = sum((mine & theirs).values())
    return 1 - same / max(1, sum(mine.values()))


def report_text(path: Path) -> str:
    """What a person reads of a report, less the essays' own texts (their sides of a pair)."""
    soup = BeautifulSoup(path.read_text("utf-8"), "html.parser")
    for tag in soup(["style", "script"]):
        tag.decompose()
    for tag in soup.select("div.text"):
        tag.decompose()
    return soup.get_text(" ")


def case_text(path: Path) -> str:
    return "\n".join(page.extract_text() or "" for page in PdfReader(path).pages)


def essay_words(result, names: set[str]) -> Counter[str]:  # noqa: ANN001
    """The words of the passages a case file quotes from the essays (both sides)."""
    out: Counter[str] = Counter()
    for p in result.reported:
        for q in p.spans:
            for doc, (s, e) in ((p.a, (q.a_start, q.a_end)), (p.b, (q.b_start, q.b_end))):
                out += words(result.documents[doc].original[s:e], names)
    return out


SYSTEM_EN = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}


def summary(*extra: str, env: dict[str, str] | None = None) -> str:
    """The command line's summary of the sample class, as a teacher runs it."""
    run = subprocess.run(
        [sys.executable, "-m", "plagcheck", "scan", str(SAMPLES), "-q", *extra],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, **SYSTEM_EN, **(env or {})},
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    return run.stdout


@pytest.mark.parametrize("code", SPOKEN)
def test_the_report_is_written_in_the_language_and_says_so(reports, code: str) -> None:
    page = reports[code].read_text("utf-8")
    soup = BeautifulSoup(page, "html.parser")
    assert soup.html["lang"] == code
    assert soup.h1.get_text() == HEADING[code]
    assert HEADING["en"] not in page
    # The method's figures as the language writes them: 0,863 in German, not 0.863.
    figures = " ".join(s.get_text() for s in soup.select("details.fig span"))
    decimal = re.findall(r"\b0[.,]\d{3}\b", figures)
    assert decimal and all(("," in d) == (code in COMMA) for d in decimal)


def test_the_english_report_says_it_is_english(reports) -> None:
    soup = BeautifulSoup(reports["en"].read_text("utf-8"), "html.parser")
    assert soup.html["lang"] == "en" and soup.h1.get_text() == HEADING["en"]


@pytest.mark.parametrize("code", SPOKEN)
def test_the_case_file_is_written_in_the_language_and_says_so(case_files, code: str) -> None:
    reader = PdfReader(case_files[code])
    text = case_text(case_files[code])
    assert MEANING[code] in text and MEANING["en"] not in text
    assert reader.trailer["/Root"]["/Lang"] == code  # the language it is written in
    # Its date in the language's own form (German: 28.11.2026), never ISO as in English.
    assert not re.search(r"\b20\d\d-\d\d-\d\d\b", text)
    if code == "de":
        assert re.search(r"\b\d\d\.\d\d\.20\d\d\b", text)


@pytest.mark.parametrize("code", SPOKEN)
def test_most_of_what_a_person_reads_is_in_the_language(
    result, reports, case_files, code: str
) -> None:
    """At least half of the words of the report, the case file and the summary (the essays'
    own words and the names left out) differ from the English, in each language."""
    names = names_of(result)
    share = {
        "report": translated_share(report_text(reports[code]), report_text(reports["en"]), names)
    }
    # The case file quotes the essays inside its passages: their words are taken out of both.
    quoted = essay_words(result, names)
    mine = words(case_text(case_files[code]), names) - quoted
    english = words(case_text(case_files["en"]), names) - quoted
    share["case file"] = 1 - sum((mine & english).values()) / max(1, sum(mine.values()))
    share["summary"] = translated_share(summary("--lang", code), summary("--lang", "en"), names)
    print(code, {k: round(v, 3) for k, v in share.items()})
    assert all(v >= 0.5 for v in share.values()), share


@pytest.mark.parametrize(
    "env, code",
    [
        ({"LANG": "de_DE.UTF-8"}, "de"),
        ({"LC_ALL": "fr_FR.UTF-8"}, "fr"),
        ({"LANGUAGE": "es"}, "es"),
    ],
)
def test_the_command_line_speaks_the_systems_language(env: dict[str, str], code: str) -> None:
    out = summary(env=env)
    assert GROUPS[code] in out and GROUPS["en"] not in out


def test_lang_on_the_command_line_wins_over_the_system(tmp_path: Path, capsys) -> None:
    out = summary("--lang", "id", env={"LANG": "de_DE.UTF-8"})
    assert GROUPS["id"] in out
    # The reports it writes speak the same language, and say which.
    page = tmp_path / "r.html"
    assert main(["scan", str(SAMPLES), "-q", "--html", str(page), "--lang=fr"]) == 0
    assert "<html lang='fr'>" in page.read_text("utf-8")
    assert "écrit" in capsys.readouterr().out  # "wrote r.html", in French
    i18n.choose("")


def test_an_unknown_language_is_a_clear_message(capsys) -> None:
    assert main(["scan", str(SAMPLES), "--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "unknown language 'xx'" in err and "de, es, fr, id" in err
    i18n.choose("")


@pytest.mark.parametrize("code", SPOKEN)
def test_the_engines_problems_reach_the_reports_translated(tmp_path: Path, code: str) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    for p in sorted(SAMPLES.glob("*.txt"))[:4]:
        (folder / p.name).write_text(p.read_text("utf-8"), "utf-8")
    (folder / "broken.docx").write_text("not a docx", "utf-8")
    (folder / "short.txt").write_text("Too short.", "utf-8")
    res = pipeline.run(folder, Params())
    english = {p.path: str(p.reason) for p in res.problems}
    assert english["broken.docx"] == "not a Word document (corrupt or renamed)"
    with i18n.speaking(code):
        html_report.write_html(res, tmp_path / "r.html")
    page = (tmp_path / "r.html").read_text("utf-8")
    said = {p.path: i18n.say(p.reason, code) for p in res.problems}
    assert all(said[k] != english[k] and said[k] in page for k in said)
    # The students CSV: its columns stay the identifiers scripts read; what a person reads in
    # its cells (why a file was not compared) is in the language.
    with i18n.speaking(code):
        rows = export.students_csv_text(res).splitlines()
    assert rows[0].startswith("name,found_elsewhere_percent,not_credited_percent")
    assert any(said["broken.docx"] in row for row in rows)


@pytest.mark.parametrize("code", SPOKEN)
def test_the_key_to_the_names_is_for_a_spreadsheet_reader(result, tmp_path, code) -> None:
    """An anonymised report's aliases and the key's header row are in the language."""
    with i18n.speaking(code):
        key = html_report.write_html(result, tmp_path / "r.html", anonymise=True)
        text = html_report.key_csv(key)
        head = [i18n._("name in report"), i18n._("student or file")]
        alias = i18n._("Student {n}", n=1)
    lines = text.splitlines()
    assert lines[0] == ",".join(head) and head[0] != "name in report"
    assert lines[1].startswith(alias + ",") and alias != "Student 1"
    assert alias in (tmp_path / "r.html").read_text("utf-8")


@pytest.mark.parametrize("code", SPOKEN)
def test_axe_finds_no_violation_in_the_translated_report(reports, code: str) -> None:
    """The translated report is as accessible as the English one (its lang attribute set, so a
    screen reader reads it with the language's voice)."""
    assert axe_violations(reports[code], "light") == []


def test_the_review_on_the_command_line_speaks_the_language(tmp_path: Path, capsys) -> None:
    """Recording and listing decisions (plagcheck review) in German: the decision's words,
    the date's form and the key to the list."""
    folder = tmp_path / "class"
    folder.mkdir()
    for p in sorted(SAMPLES.glob("*.txt"))[:3]:
        (folder / p.name).write_text(p.read_text("utf-8"), "utf-8")
    name = sorted(SAMPLES.glob("*.txt"))[0].stem
    assert main(["review", str(folder), "--lang", "de", "--student", name]) == 0
    assert capsys.readouterr().out == "keine Entscheidungen erfasst\n"
    args = ["review", str(folder), "--student", name, "--decision", "discuss", "--by", "Frau M"]
    assert main([*args, "--lang", "de"]) == 0
    assert "erfasst am" in capsys.readouterr().out
    assert main(["review", str(folder), "--student", name, "--lang", "de"]) == 0
    listed = capsys.readouterr().out
    assert "zu besprechen" in listed and "die geltende Entscheidung" in listed
    assert re.search(r"\d\d\.\d\d\.\d{4}, \d\d:\d\d:\d\d UTC", listed)
    i18n.choose("")


def test_keeping_a_class_in_the_archive_speaks_the_language(tmp_path: Path, capsys) -> None:
    db = tmp_path / "past.sqlite"
    assert (
        main(["archive", "add", str(SAMPLES), "--db", str(db), "--label", "2025", "--lang", "es"])
        == 0
    )
    out = capsys.readouterr().out
    assert "documentos añadidos a" in out and "con la etiqueta '2025'" in out
    assert main(["archive", "list", "--db", str(db), "--lang", "es"]) == 0
    assert "documentos" in capsys.readouterr().out
    i18n.choose("")
