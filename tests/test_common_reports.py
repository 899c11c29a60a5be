"""Text common to the class in what a teacher reads: the command line's summary, the JSON, the
CSV beside the pairs CSV and the HTML report's "Shared by many" section; pairs with similar
figures and no passage listed apart, never as reported pairs."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from conftest import write
from test_class_precision import PROMPT, QUOTED, class_of, insert

from plagcheck import counted
from plagcheck.cli import main
from plagcheck.cli import scan as scan_command
from plagcheck.engine import Params

# The class of tests/test_class_precision.py (twenty essays to one prompt), eight of whom quote
# the prompt, which the teacher did not give.
QUOTING = range(8)
OTHER = (
    "A timetable is a promise the building makes to the people inside it, kept by bells and "
    "broken by notifications every single afternoon."
)


def prompt_class(folder: Path, other: range = range(0)) -> Path:
    """The class; the students in ``other`` also quote OTHER, a second common text."""
    essays = class_of(folder, quoting=len(QUOTING))
    for i in other:
        insert(essays[i], OTHER)
    return folder


@pytest.fixture(scope="module")
def klass(tmp_path_factory) -> Path:
    return prompt_class(tmp_path_factory.mktemp("prompt") / "class")


def quoting() -> list[str]:
    return [f"student{i:02d}.txt" for i in QUOTING]


def run(capsys, folder: Path, out: Path, *more: str) -> tuple[str, dict]:
    out.mkdir(parents=True, exist_ok=True)
    args = ["scan", str(folder), "-q", "--json", str(out / "r.json")]
    assert main([*args, *more]) == 0
    report = json.loads((out / "r.json").read_text(encoding="utf-8"))
    return capsys.readouterr().out, report


def students(names: list[str]) -> list[str]:
    return [Path(n).name for n in names]


def test_the_summary_names_the_common_text_once_and_how_to_give_it(klass, tmp_path, capsys):
    text, report = run(capsys, klass, tmp_path / "out")
    first = " ".join(report["common"][0]["text"].split()[:12])
    assert QUOTED.startswith(first.split('"')[1])
    hint = [line for line in text.splitlines() if line.startswith("A text shared by")]
    assert hint == [
        f'A text shared by 8 students is shown once, not as copying: "{first}…" — if you '
        "gave it to the class, pass it with --template FILE (or put it in the folder's "
        "templates/ sub-folder)"
    ]
    assert "0 reported pairs" in text  # the eight quoting the prompt are not copiers

    # Given as the assignment text, as the line says: no common text, no line.
    prompt = write(tmp_path / "prompt.txt", PROMPT + "\n")
    text, report = run(capsys, klass, tmp_path / "out2", "--template", str(prompt))
    assert "shared by" not in text and report["common"] == []


def test_the_summary_prints_a_few_and_counts_the_rest(tmp_path, capsys, monkeypatch):
    folder = prompt_class(tmp_path / "class", range(10, 18))
    monkeypatch.setattr(scan_command, "COMMON_SHOWN", 1)
    text, report = run(capsys, folder, tmp_path / "out")
    assert len(report["common"]) == 2
    assert sum(line.startswith("A text shared by 8 students") for line in text.splitlines()) == 1
    assert "... and 1 more shared by many students (--json or --csv lists them)" in text


def test_the_json_lists_the_common_text_who_has_it_and_where(klass, tmp_path, capsys):
    _, report = run(capsys, klass, tmp_path / "out")
    (common,) = report["common"]
    assert common["students"] == 8 and QUOTED in common["text"]
    assert common["words"] == len(common["text"].split())
    assert students([d["name"] for d in common["documents"]]) == quoting()
    for d in common["documents"]:  # each span is the quotation in that student's own file
        own = (klass / Path(d["name"]).name).read_text(encoding="utf-8")
        ((s, e),) = d["spans"]
        assert QUOTED in " ".join(own[s:e].split())
    assert set(report["rewording"]) >= {"cut", "random_pairs", "expected_false_pairs"}
    assert report["params"]["common_students"] == Params().common_students
    assert not report["groups"]


def test_a_pair_with_similar_figures_and_no_passage_is_listed_apart(klass, tmp_path, capsys):
    _, report = run(capsys, klass, tmp_path / "out")
    apart = [p for p in report["pairs"] if p.get("no_passage")]
    assert apart  # (students making the prompt's points in its words)
    assert all(not p["reported"] and p["shared"] == [] for p in apart)
    assert not report["groups"]
    assert all(d["similarity"] == 0 for d in report["documents"])  # in no student's share
    text, _ = run(capsys, klass, tmp_path / "out", "--all-candidates", "--top", "0")
    marked = [line for line in text.splitlines() if "similar figures, no shared passage" in line]
    assert len(marked) == len(apart)


def test_common_students_is_a_setting(klass, tmp_path, capsys):
    """Eight students share the prompt's sentence, a sentence-long text, which half the setting
    makes common: from 16, not from 17."""
    _, report = run(capsys, klass, tmp_path / "out", "--common-students", "17")
    assert report["common"] == [] and report["params"]["common_students"] == 17
    _, report = run(capsys, klass, tmp_path / "out", "--common-students", "16")
    assert [c["students"] for c in report["common"]] == [8]
    assert main(["scan", str(klass), "-q", "--common-students", "2"]) == 2
    assert "common_students" in capsys.readouterr().err


def read_csv(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def test_the_common_texts_csv_is_written_beside_the_pairs_csv(klass, tmp_path, capsys):
    out = tmp_path / "out"
    text, _ = run(capsys, klass, out, "--csv", str(out / "pairs.csv"))
    assert f"wrote {out / 'pairs-common.csv'}" in text
    (row,) = read_csv(out / "pairs-common.csv")
    assert QUOTED in row["common_text"] and row["shared_by_students"] == "8"
    assert row["students"].split("; ") == quoting()
    assert read_csv(out / "pairs.csv") == []  # no reported pair

    # Saved into the class's own folder, it is not read as a student's work.
    (klass / "pairs-common.csv").write_bytes((out / "pairs-common.csv").read_bytes())
    try:
        _, report = run(capsys, klass, tmp_path / "again")
    finally:
        (klass / "pairs-common.csv").unlink()
    assert len(report["documents"]) == 20

    # Scanned again with the prompt given: the earlier file no longer tells of it.
    prompt = write(tmp_path / "prompt.txt", PROMPT + "\n")
    run(capsys, klass, out, "--csv", str(out / "pairs.csv"), "--template", str(prompt))
    assert read_csv(out / "pairs-common.csv") == []


def test_the_html_report_shows_the_common_text_once_and_the_pairs_apart(klass, tmp_path, capsys):
    out = tmp_path / "out"
    run(capsys, klass, out, "--html", str(out / "r.html"))
    page = (out / "r.html").read_text(encoding="utf-8")
    section = page.split("<section id='common'>")[1].split("</section>")[0]
    assert "Shared by 8 students" in section and QUOTED in section
    assert all(name in section for name in quoting())
    assert page.count(QUOTED) == 1  # shown once, in no pair
    assert "A text shared by 8 students is shown once under <a href='#common'>" in page
    report = json.loads((out / "r.json").read_text(encoding="utf-8"))
    n = sum(1 for p in report["pairs"] if p.get("no_passage"))
    apart = page.split("id='no-passage'")[1].split("</table>")[0]
    assert f"{counted(n, 'pair')} with similar figures, no shared passage" in apart
    assert apart.count("<tr>") == n + 1  # (its head)
    pairs = page.split("<section id='pairs'>")[1].split("<details")[0]
    assert "student" not in pairs.split("</tr>", 1)[1]  # none among the reported pairs

    # Anonymised: who has it, by the report's aliases only.
    run(capsys, klass, out, "--html", str(out / "a.html"), "--anonymise")
    page = (out / "a.html").read_text(encoding="utf-8")
    section = page.split("<section id='common'>")[1].split("</section>")[0]
    assert "Student " in section and "student00.txt" not in section


# A reading the class was given (not to plagcheck): six sentences, two to a pair of students.
READING = [
    "The lighthouse keeper Ambrose Tullwick logged forty-one shipwrecks off Corran Point between "
    "1871 and 1893, each entry signed in violet ink.",
    "His daughter Philippa rowed the lifeboat alone during the February gale of 1886 and brought "
    "nine fishermen from the schooner Marisol ashore.",
    "The harbour board awarded her a silver medal engraved with a gannet, which now hangs in the "
    "museum at Kilbrannan.",
    "Tullwick's ledgers were rediscovered in 1952 beneath the floorboards of the old signal house "
    "by two boys hunting for crabs.",
    "Historians later noticed that the keeper's ink turned green whenever he recorded a rescue "
    "rather than a loss at sea.",
    "The lamp was replaced by an automatic beacon in 1967, and the tower was sold to a painter "
    "from Glasgow called Ishbel Moray.",
    "Moray painted the cliffs below the tower every morning for eleven years and never once "
    "sold a canvas to a tourist.",
    "Her studio still smells of turpentine and seaweed, according to the curator who guides "
    "visitors through it on Thursdays.",
]


def test_pairs_sharing_a_sentence_or_two_each_say_to_give_the_reading(tmp_path, capsys):
    """Eight students of a class of 12 took two sentences each of a reading the teacher gave
    the class, not plagcheck (the prompt only), two by two: four pairs, most sharing only a
    sentence or two (one's passage reaches into the topic's words around them), which nothing
    in a class of 12 tells from copying. The summary says what the teacher can do; a pasted
    paragraph, no such line."""
    from tests.test_class_precision import ANECDOTE

    prompt = str(write(tmp_path / "prompt.txt", PROMPT + "\n"))
    essays = class_of(tmp_path / "class", 12)
    for k, path in enumerate(essays[:8]):
        insert(path, " ".join(READING[2 * (k // 2) : 2 * (k // 2) + 2]))
    text, report = run(capsys, tmp_path / "class", tmp_path / "out", "--template", prompt)
    assert sum(p["reported"] for p in report["pairs"]) == 4
    (hint,) = [line for line in text.splitlines() if "a sentence or two" in line]
    assert hint.endswith(
        " reported pairs share only a sentence or two each: if the class read a text (an "
        "article, a story), pass it with --template FILE too; two students quoting it are not "
        "copying from each other"
    )
    assert int(hint.split()[0]) >= 3
    reading = str(write(tmp_path / "reading.txt", " ".join(READING)))
    more = ("--template", prompt, "--template", reading)
    text, report = run(capsys, tmp_path / "class", tmp_path / "out2", *more)
    assert not any(p["reported"] for p in report["pairs"]) and "a sentence or two" not in text

    copied = class_of(tmp_path / "copied", 12)
    for path in copied[:2]:
        insert(path, ANECDOTE)
    text, report = run(capsys, tmp_path / "copied", tmp_path / "out3", "--template", prompt)
    assert sum(p["reported"] for p in report["pairs"]) == 1 and "a sentence or two" not in text
