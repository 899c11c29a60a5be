"""A class in which every essay shares most of its text (one template the teacher did not give):
the scan finishes within its bound on the pairs it verifies, and the teacher is told so, with
the way out, in the command's output and in every report."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from conftest import write

from plagcheck.cli import main
from plagcheck.engine import pipeline, stages
from plagcheck.engine.compare import dense

STUDENTS = 60
PAIRS = STUDENTS * (STUDENTS - 1) // 2


def words(rng: np.random.Generator, n: int) -> str:
    return " ".join(f"w{int(i)}" for i in rng.integers(0, 20_000, size=n))


def dense_class(root: Path) -> tuple[Path, Path]:
    """``STUDENTS`` essays: the same 150-word worksheet, then 40 words of each student's own;
    student 1 copied student 0 whole. Returns the folder and the worksheet (kept outside it)."""
    rng = np.random.default_rng(3)
    shared = words(rng, 150)
    own = [words(rng, 40) for _ in range(STUDENTS)]
    own[1] = own[0]
    folder = root / "class"
    for i, text in enumerate(own):
        write(folder / f"student_{i:02d}.txt", f"{shared}\n\n{text}\n")
    return folder, write(root / "worksheet.txt", shared + "\n")


def scan(folder: Path, tmp_path: Path, capsys, *more: str) -> tuple[str, dict, str]:
    out = tmp_path / "out"
    out.mkdir(exist_ok=True)
    args = ["scan", str(folder), "-q", "--json", str(out / "r.json"), "--html", str(out / "r.html")]
    assert main([*args, *more]) == 0
    report = json.loads((out / "r.json").read_text(encoding="utf-8"))
    return capsys.readouterr().out, report, (out / "r.html").read_text(encoding="utf-8")


def names(pair: dict) -> set[str]:
    return {Path(pair["doc_a"]).name, Path(pair["doc_b"]).name}


def test_a_class_past_the_bound_verifies_the_most_alike_and_says_what_it_left(
    tmp_path, monkeypatch, capsys
):
    folder, _ = dense_class(tmp_path)
    monkeypatch.setattr(dense, "MAX_VERIFIED", 200)
    text, report, html = scan(folder, tmp_path, capsys)
    # Every pair shares the worksheet; only the bound's worth were verified.
    assert report["candidates"] == 200
    assert len(report["pairs"]) == 200
    (note,) = report["notes"]
    assert f"{PAIRS:,} of its {PAIRS:,} pairs" in note
    assert "only the 200 most alike" in note and f"the other {PAIRS - 200:,}" in note
    for way_out in ("--template", "--max-doc-share", "threshold"):
        assert way_out in note
    # The command says it, and so does the HTML report.
    assert f"Note: M{note[1:]}" in text
    assert "much of this class shares text" in html and "--template" in html
    # The copy is among those verified, first of the reported pairs.
    top = report["pairs"][0]
    assert top["reported"] and names(top) == {"student_00.txt", "student_01.txt"}
    assert top["exact_jaccard"] == 1.0


def test_a_class_within_the_bound_is_verified_whole_and_told_it_shares_text(tmp_path, capsys):
    folder, _ = dense_class(tmp_path)
    text, report, _ = scan(folder, tmp_path, capsys)
    assert report["candidates"] == PAIRS
    assert sum(p["reported"] for p in report["pairs"]) == PAIRS
    (note,) = report["notes"]
    assert f"{PAIRS:,} of its {PAIRS:,} pairs of documents are reported" in note
    assert f"each document with {STUDENTS - 1} others" in note
    assert "Note: Much of this class shares text" in text


def test_the_worksheet_given_as_template_leaves_the_copy_alone(tmp_path, capsys):
    folder, worksheet = dense_class(tmp_path)
    text, report, html = scan(folder, tmp_path, capsys, "--template", str(worksheet))
    assert "notes" not in report and "Note:" not in text and "class='dense'" not in html
    reported = [names(p) for p in report["pairs"] if p["reported"]]
    assert reported == [{"student_00.txt", "student_01.txt"}]


def test_verifying_a_chunk_at_a_time_gives_the_same_scores(tmp_path, monkeypatch):
    folder, _ = dense_class(tmp_path)
    whole = pipeline.run(folder, executor="local")
    monkeypatch.setattr(stages, "VERIFY_CHUNK", 7)
    chunked = pipeline.run(folder, executor="local")
    assert len(whole.pairs) == PAIRS
    assert [p.__dict__ for p in chunked.pairs] == [p.__dict__ for p in whole.pairs]
