"""Hostile submissions among ordinary essays: every bad file is named with what happened, the
scan goes on, and every report is written (the issue's folder, built from real files)."""

from __future__ import annotations

import csv
import io
import json
import os
from pathlib import Path

import pytest
from conftest import SAMPLES
from formats import write_hostile_folder

from plagcheck.cli import main
from plagcheck.engine.intake.files import find_files
from plagcheck.engine.intake.names import escape_name, unescape_name

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")

ESSAYS = sorted(p for p in SAMPLES.glob("*.txt"))[:12]
ODD_NAME = "caf\\xe9 essay.txt"  # b"caf\xe9 essay.txt" as every front shows it


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    folder = tmp_path_factory.mktemp("hostile") / "class"
    return folder, write_hostile_folder(folder, ESSAYS)


def test_the_scan_names_every_bad_file_and_writes_every_report(hostile, tmp_path, capsys):
    folder, expected = hostile
    out = {kind: tmp_path / f"report.{kind}" for kind in ("csv", "json", "html")}
    argv = ["scan", str(folder), "-q"] + [a for k, p in out.items() for a in (f"--{k}", str(p))]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    for name, reason in expected.items():
        assert f"  {name}: {reason}" in printed
    data = json.loads(out["json"].read_text(encoding="utf-8"))
    assert {p["path"]: p["reason"] for p in data["problems"]} == expected
    # Read, not problems: the essays, the copy under a name that is not UTF-8, the NUL one.
    docs = {d["path"]: d for d in data["documents"]}
    assert {e.name for e in ESSAYS} | {ODD_NAME, "nul words.txt"} == set(docs)
    assert docs["nul words.txt"]["flags"] == {"nul_bytes": ESSAYS[1].read_text().count(" ")}
    assert "NUL bytes between words read as spaces" in printed
    # Both are found as copies of the essays they were made from, in every report.
    pairs = {frozenset((p["doc_a"], p["doc_b"])) for p in data["pairs"] if p["reported"]}
    assert frozenset((ESSAYS[0].name, ODD_NAME)) in pairs
    assert frozenset((ESSAYS[1].name, "nul words.txt")) in pairs
    rows = list(csv.DictReader(io.StringIO(out["csv"].read_text(encoding="utf-8-sig"))))
    assert ODD_NAME in {r["doc_a"] for r in rows} | {r["doc_b"] for r in rows}
    html = out["html"].read_text(encoding="utf-8")
    assert ODD_NAME.replace("\\", "&#x5c;") in html or ODD_NAME in html
    assert all(name in html for name in expected)
    assert ODD_NAME in printed


def test_an_escaped_name_leads_back_to_its_file(hostile):
    folder, _ = hostile
    entries, _ = find_files(folder)
    odd = next(e for e in entries if e.rel == ODD_NAME)
    raw = os.fsencode(folder) + b"/" + os.fsencode(unescape_name(odd.rel))
    assert raw.endswith(b"caf\xe9 essay.txt") and os.path.exists(raw)
    assert escape_name(unescape_name(odd.rel)) == odd.rel
