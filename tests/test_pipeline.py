"""Whole scans on real folders: planted pairs found, bad inputs named, the CLI contract kept."""

import csv
import json
import multiprocessing
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import SAMPLES, generate, write
from hypothesis import given, settings
from hypothesis import strategies as st

from plagcheck.cli import main
from plagcheck.engine import executors, intake, pipeline, stages
from plagcheck.engine.compare import blocks, scores
from plagcheck.engine.intake import reading as inputs
from plagcheck.engine.params import Params

PLANTED = json.loads((SAMPLES.parent / "sample_essays.planted.json").read_text())
TEMPLATES = str(SAMPLES / "templates")


def reported_names(result):
    return {frozenset((result.name(p.a), result.name(p.b))) for p in result.reported}


@pytest.fixture(scope="module")
def sample_result():
    return pipeline.run(SAMPLES, Params(templates=(TEMPLATES,)))


def test_engine_and_reports_never_import_qt():
    code = (
        "import sys, pkgutil, importlib, plagcheck.cli;"
        "import plagcheck.engine as e, plagcheck.reports as r;"
        "[importlib.import_module(p.__name__+'.'+m.name)"
        " for p in (e, r) for m in pkgutil.iter_modules(p.__path__)];"
        "print([m for m in sys.modules if m.startswith(('PySide6','pyqtgraph','shiboken'))])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_planted_pairs_found_with_defaults(sample_result):
    found = reported_names(sample_result)
    for case in PLANTED:
        if case["kind"] == "heavy":
            continue  # a heavy paraphrase shares little text; see the README
        files = case["files"]
        for i in range(len(files)):
            for j in range(i + 1, len(files)):
                if case["kind"] == "group" and {files[i], files[j]} not in [
                    set(p["files"]) for p in case.get("passages", []) if len(p["files"]) == 2
                ] + [set(files[:2]), set(files[1:])]:
                    continue
                assert frozenset((files[i], files[j])) in found, (case["kind"], files[i], files[j])


def test_original_essays_are_not_reported(sample_result):
    planted = set()
    for case in PLANTED:
        planted |= set(case["files"])
    for p in sample_result.reported:
        assert {sample_result.name(p.a), sample_result.name(p.b)} <= planted


def test_group_of_three_is_one_group(sample_result):
    (group,) = [c["files"] for c in PLANTED if c["kind"] == "group"]
    groups = [{sample_result.name(i) for i in g} for g in sample_result.groups]
    assert set(group) in groups


def test_templates_inside_the_folder_are_not_submissions(sample_result):
    assert not any(d.path.startswith("templates/") for d in sample_result.documents)
    assert len(sample_result.documents) == 20


def test_exact_mode_is_the_ground_truth_lsh_agrees_with(sample_result):
    exact = pipeline.run(SAMPLES, Params(templates=(TEMPLATES,)), exact=True)
    assert reported_names(exact) == reported_names(sample_result)
    # Exact mode scores every pair that shares anything.
    assert exact.candidates > 20 * 19 / 2 * 0.5


def test_rescan_with_new_threshold_does_not_reread(tmp_path, monkeypatch):
    scanner = pipeline.Scanner()
    first = scanner.run(SAMPLES, Params(templates=(TEMPLATES,)))
    calls = []
    real = stages.read_documents
    monkeypatch.setattr(stages, "read_documents", lambda *a, **k: calls.append(1) or real(*a, **k))
    found = []  # passages of pairs reported before are not looked for again
    real_find = blocks.find_passages_many
    monkeypatch.setattr(
        blocks, "find_passages_many", lambda *a, **k: found.extend(a[0]) or real_find(*a, **k)
    )
    stricter = scanner.run(
        SAMPLES,
        Params(
            templates=(TEMPLATES,),
            threshold=0.99,
            containment_threshold=1.0,
            paraphrase_threshold=1.0,
        ),
    )
    assert calls == [] and found == []
    assert len(stricter.reported) < len(first.reported)
    scanner.run(SAMPLES, Params(templates=(TEMPLATES,), k=4))
    assert calls == []  # new k: re-shingled, not re-read


def test_cancel_raises_and_progress_names_stages():
    stages = []
    with pytest.raises(pipeline.Cancelled):
        pipeline.run(
            SAMPLES,
            Params(),
            progress=lambda s, d, t: stages.append(s),
            cancel=lambda: len(stages) > 3,
        )
    seen = []
    pipeline.run(SAMPLES, Params(), progress=lambda s, d, t: seen.append(s))
    assert [s for s in pipeline.STAGES if s in seen] == list(pipeline.STAGES)


ESSAY = (
    "The industrial town grew around the mill, and the mill grew around the river. Children worked "
    "long shifts beside their parents, and the noise of the looms filled the streets from dawn. "
)


def test_bad_inputs_are_named_and_the_scan_goes_on(tmp_path):
    write(tmp_path / "a.txt", ESSAY * 3)
    write(tmp_path / "b.txt", ESSAY * 3 + "A different ending sentence here.")
    (tmp_path / "empty.txt").write_bytes(b"")
    write(tmp_path / "short.txt", "Too short.")
    (tmp_path / "binary.docx").write_bytes(bytes(range(256)) * 10)
    (tmp_path / "image.txt").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4)
    (tmp_path / "big.txt").write_bytes(b"")
    with open(tmp_path / "big.txt", "r+b") as f:
        f.truncate(30 * 2**20)
    write(tmp_path / "notes.pages", "x")
    result = pipeline.run(tmp_path, Params())
    reasons = {p.path: p.reason for p in result.problems}
    assert reasons["empty.txt"] == "empty file"
    assert "too short" in reasons["short.txt"]
    assert "Word" in reasons["binary.docx"]
    assert "binary" in reasons["image.txt"]
    assert "25 MB" in reasons["big.txt"]
    assert "unsupported format .pages" in reasons["notes.pages"]
    assert reported_names(result) == {frozenset(("a.txt", "b.txt"))}


def test_encodings_compare_equal(tmp_path):
    text = "Café owners in Zürich said the “smart quotes” and naïve résumés were déjà vu. " * 4
    write(tmp_path / "utf8.txt", text)
    write(tmp_path / "bom.txt", text, "utf-8-sig")
    write(tmp_path / "utf16.txt", text, "utf-16")
    write(tmp_path / "cp1252.txt", text, "cp1252")
    result = pipeline.run(tmp_path, Params())
    assert not result.problems
    assert len(result.reported) == 6 and all(p.exact_jaccard == 1.0 for p in result.reported)
    assert all(p.identical for p in result.reported)


def test_identical_files_are_flagged_identical(tmp_path):
    write(tmp_path / "x.txt", ESSAY * 2)
    write(tmp_path / "sub" / "y.txt", ESSAY * 2)
    write(
        tmp_path / "z.txt", "Something else entirely, written by another student about rivers. " * 3
    )
    result = pipeline.run(tmp_path, Params())
    (p,) = result.reported
    assert p.identical and {result.name(p.a), result.name(p.b)} == {"x.txt", "sub/y.txt"}


# -- CLI --------------------------------------------------------------------------------------


def run_cli(*args, cwd=None):
    return subprocess.run(
        [sys.executable, "-m", "plagcheck", *args], capture_output=True, text=True, cwd=cwd
    )


def test_cli_scan_prints_ranked_pairs_and_writes_reports(tmp_path):
    out = run_cli(
        "scan",
        str(SAMPLES),
        "--template",
        TEMPLATES,
        "--json",
        str(tmp_path / "r.json"),
        "--csv",
        str(tmp_path / "r.csv"),
    )
    assert out.returncode == 0, out.stderr
    assert "finn_industrial.txt" in out.stdout and "grace_industrial.txt" in out.stdout
    assert "Traceback" not in out.stderr
    data = json.loads((tmp_path / "r.json").read_text())
    assert set(data) >= {"params", "documents", "problems", "pairs", "groups"}
    assert {"path", "chars", "shingles", "flags"} <= set(data["documents"][0])
    # Distinct shingles are counted for the documents of reported pairs, null for the others.
    in_reported = {d for p in data["pairs"] if p["reported"] for d in (p["doc_a"], p["doc_b"])}
    counts = {d["path"]: d["shingles"] for d in data["documents"]}
    assert in_reported and all(counts[d] > 50 for d in in_reported)
    assert all(n is None for d, n in counts.items() if d not in in_reported)
    pair_keys = {
        "doc_a",
        "doc_b",
        "estimated_jaccard",
        "exact_jaccard",
        "bag_jaccard",
        "containment_a_in_b",
        "containment_b_in_a",
        "bands_matched",
        "reported",
    }
    assert pair_keys <= set(data["pairs"][0])
    assert data["params"]["k"] == Params().k
    raw = (tmp_path / "r.csv").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(raw.decode("utf-8-sig").splitlines()))
    assert len(rows) == sum(p["reported"] for p in data["pairs"])
    assert {r["doc_a"] for r in rows} | {r["doc_b"] for r in rows} >= {"finn_industrial.txt"}


def test_cli_scan_help_lists_each_option_once_in_groups_by_topic(capsys):
    with pytest.raises(SystemExit):
        main(["scan", "--help"])
    text = capsys.readouterr().out
    usage, _, body = text.partition("\noptions:")
    options = set(re.findall(r"\[(-[-\w]+)", usage))
    assert {"--threshold", "--template", "--layout", "--html", "--unit", "--no-nfkc"} <= options
    for option in options:
        assert body.count(f"\n  {option}") == 1, option  # described once
    # What a teacher sets comes first; shingles, hashing and normalisation last.
    titles = [
        line[:-1] for line in body.splitlines() if line and line[0] != " " and line[-1] == ":"
    ]
    assert titles.index("submissions") < titles.index("what is reported") < titles.index("output")
    assert titles[-2:] == [
        "shingles, hashing and candidate search (rarely changed)",
        "normalisation (what counts as the same text)",
    ]


def test_cli_usage_errors_exit_2_with_one_line(tmp_path):
    for args in (
        ["scan", str(tmp_path / "missing")],
        ["scan", str(SAMPLES), "-k", "0"],
        ["scan", str(SAMPLES), "--bands", "20", "--rows", "9"],
        ["scan"],
    ):
        out = run_cli(*args)
        assert out.returncode == 2, (args, out.stderr)
        assert len(out.stderr.strip().splitlines()) == 1 and "Traceback" not in out.stderr


def test_cli_empty_folder_and_single_file(tmp_path, capsys):
    assert main(["scan", str(tmp_path), "-q"]) == 0
    assert "0 documents" in capsys.readouterr().out
    write(tmp_path / "only.txt", ESSAY)
    assert main(["scan", str(tmp_path), "-q"]) == 0
    assert "1 document," in capsys.readouterr().out


def test_cli_csv_neutralises_formula_names(tmp_path):
    folder = tmp_path / "in"
    write(folder / '=HYPERLINK("x","y").txt', ESSAY * 2)
    write(folder / "+copy.txt", ESSAY * 2)
    assert main(["scan", str(folder), "-q", "--csv", str(tmp_path / "o.csv")]) == 0
    text = (tmp_path / "o.csv").read_text(encoding="utf-8-sig")
    row = next(csv.DictReader(text.splitlines()))
    assert {row["doc_a"], row["doc_b"]} == {"'+copy.txt", '\'=HYPERLINK("x","y").txt'}


CLOUGH_OFF_SOURCE = {"g2pE_taskc.txt", "g4pD_taskb.txt"}


def test_clough_cut_answers_found_against_sources(clough):
    labels = list(csv.DictReader((clough / "labels.csv").open()))
    result = pipeline.run(clough, Params())
    found = reported_names(result)
    # Two "cut" answers copied Wikipedia text other than their given source (corpus README).
    cut = [r for r in labels if r["category"] == "cut" and r["file"] not in CLOUGH_OFF_SOURCE]
    assert cut
    for r in cut:
        assert frozenset((r["file"], r["source_file"])) in found, r["file"]


def test_a_templates_subfolder_is_the_assignment_text(tmp_path):
    """`plagcheck scan FOLDER` uses FOLDER/templates as template text without being told."""
    prompt = "Explain how the water cycle shapes the weather in your region, with two examples. "
    write(tmp_path / "templates" / "prompt.txt", prompt * 2)
    write(tmp_path / "a.txt", prompt * 2 + ESSAY)
    write(tmp_path / "b.txt", prompt * 2 + "Rivers carry rain to the sea; my own words here today.")
    out = run_cli("scan", str(tmp_path), "-q", "--json", str(tmp_path / "r.json"))
    assert out.returncode == 0, out.stderr
    data = json.loads((tmp_path / "r.json").read_text())
    assert not [p for p in data["pairs"] if p["reported"]]  # sharing only the prompt is fine
    assert {d["path"] for d in data["documents"]} == {"a.txt", "b.txt"}
    assert data["params"]["templates"] == [str(tmp_path / "templates")]


@pytest.mark.parametrize("start", ["fork", "spawn", "one process"])
def test_large_scan_keeps_documents_light_and_finds_the_same_pairs(
    monkeypatch, sample_result, start
):
    """Above LEAN_DOCS files only candidates are kept whole, and chunks are signed in worker
    processes (or in this one on a single core); the result must not change."""
    monkeypatch.setattr(pipeline, "LEAN_DOCS", 5)
    monkeypatch.setattr(executors, "CHUNK", 3)
    if start == "one process":
        monkeypatch.setattr(executors, "MAX_WORKERS", 1)
        # and candidates too many to keep whole: reported documents are read a third time
        monkeypatch.setattr(stages, "KEEP_WHOLE", 0)
    else:
        monkeypatch.setattr(executors, "start_method", lambda: start)
        monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)  # candidates verified in workers too
    seen = []
    lean = pipeline.run(
        SAMPLES, Params(templates=(TEMPLATES,)), progress=lambda s, d, t: seen.append(s)
    )
    assert [s for s in pipeline.STAGES if s in seen] == list(pipeline.STAGES)
    assert all(lean.timings[s] > 0 for s in pipeline.STAGES), lean.timings

    def table(result):
        return sorted(
            (
                result.name(p.a),
                result.name(p.b),
                round(p.exact_jaccard, 9),
                p.reported,
                round(p.local_containment, 9),
                p.passages,
                p.longest_passage,
            )
            for p in result.pairs
        )

    assert table(lean) == table(sample_result)
    assert [d.path for d in lean.documents] == [d.path for d in sample_result.documents]
    assert [d.chars for d in lean.documents] == [len(d.original) for d in sample_result.documents]
    in_pairs = {i for p in lean.pairs for i in (p.a, p.b)}
    assert all(d.original == "" for i, d in enumerate(lean.documents) if i not in in_pairs)
    assert lean.groups == sample_result.groups


# Bytes a plain text file may hold: letters, digits, punctuation, every ASCII white space
# (\x1c-\x1f count as white space in Python, not in bytes.split), control characters and NUL
# (binary), and a byte that is not ASCII (the general path then reads the file).
FILE_BYTES = st.binary(max_size=80) | st.lists(
    st.sampled_from(
        [
            b"Ab",
            b"c",
            b"QZ",
            b"1",
            b".",
            b'"',
            b" ",
            b"  ",
            b"\t",
            b"\n",
            b"\r\n",
            b"\x0b",
            b"\x0c",
            b"\x1c",
            b"\x1f",
            b"\x01",
            b"\x7f",
            b"\x00",
            b"\xe9",
            b"References\n",
        ]
    ),  # fmt: skip
    max_size=60,
).map(b"".join)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(FILE_BYTES, min_size=1, max_size=4),
    st.fixed_dictionaries(
        {
            "casefold": st.booleans(),
            "ignore_quotes": st.booleans(),
            "ignore_bibliography": st.booleans(),
            "strip_punct": st.booleans(),
            "unit": st.sampled_from(["char", "word"]),
        }
    ),
)
def test_a_large_scans_first_reading_gives_the_full_readings_text_and_problems(files, opts):
    """A large scan reads plain ASCII files straight into the compared text (no offset map):
    the text, content hash, length and every problem must be the full reading's."""
    params = Params(**opts)
    with tempfile.TemporaryDirectory() as tmp:
        entries = []
        for i, data in enumerate(files):
            path = Path(tmp) / f"s{i}.txt"
            path.write_bytes(data)
            entries.append(intake.single(str(path), path.name))
        quiet = lambda *a: None  # noqa: E731
        full, full_problems = inputs.read_documents(entries, params, quiet, None)
        light, light_problems = inputs.read_documents(entries, params, quiet, None, unmapped=True)
    assert light_problems == full_problems
    assert [(d.path, d.text, d.content_hash, d.chars, d.flags) for d in light] == [
        (d.path, d.text, d.content_hash, d.chars, d.flags) for d in full
    ]


def test_window_without_a_screen_says_so(tmp_path):
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    out = subprocess.run(
        [sys.executable, "-m", "plagcheck", str(SAMPLES)], capture_output=True, text=True, env=env
    )
    if sys.platform.startswith("linux"):
        assert out.returncode == 1 and "plagcheck scan FOLDER" in out.stderr
        assert "Traceback" not in out.stderr


def test_listed_files_with_one_name_stay_apart(tmp_path):
    a = write(tmp_path / "class1" / "essay.txt", ESSAY * 3)
    b = write(tmp_path / "class2" / "essay.txt", ESSAY * 3 + "A different ending sentence here.")
    result = pipeline.run([a, b], Params())
    assert len(result.documents) == 2 and len(result.reported) == 1
    assert {d.path for d in result.documents} == {str(a), str(b)}


def test_band_matches_the_signatures_rule_out_cost_no_pair(tmp_path, monkeypatch):
    """Char 5-grams of unrelated essays share a band now and then; those band matches are
    dismissed by their signatures, and every pair at or above the threshold is still verified."""
    folder = generate(tmp_path, 600)
    params = Params(unit="char", k=5, threshold=0.5, window=0)
    screened = pipeline.run(folder, params)
    monkeypatch.setattr(scores, "SCREEN_MISS", 0.0)  # no floor: every band match is verified
    everything = pipeline.run(folder, params)
    assert everything.dismissed == 0
    assert screened.dismissed > 0
    assert screened.candidates + screened.dismissed == everything.candidates
    above = {(p.a, p.b) for p in everything.pairs if p.exact_jaccard >= params.threshold}
    assert len(above) > 10
    assert above <= {(p.a, p.b) for p in screened.pairs}


def test_cancelling_a_large_scan_stops_its_worker_processes(monkeypatch):
    monkeypatch.setattr(pipeline, "LEAN_DOCS", 5)
    monkeypatch.setattr(executors, "CHUNK", 2)
    seen = []
    with pytest.raises(pipeline.Cancelled):
        pipeline.run(
            SAMPLES,
            Params(),
            progress=lambda s, d, t: seen.append((s, d)),
            cancel=lambda: len(seen) > 2,
        )
    assert max(d for s, d in seen if s == "reading") < 20  # it did not read on to the end
    # (the reading child of this process stays for the next scan: it is not a worker)
    assert [p for p in multiprocessing.active_children() if p.name != "plagcheck-reader"] == []


def test_python_m_plagcheck_can_be_imported_by_a_spawned_worker():
    """A spawned worker runs the parent's main module as __mp_main__: plagcheck must not start."""
    code = "import runpy; runpy.run_module('plagcheck', run_name='__mp_main__'); print('quiet')"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "quiet"


def test_a_scan_leaves_automatic_garbage_collection_as_it_found_it(tmp_path) -> None:
    """A scan turns Python's cycle collector off while it runs (its many long-lived objects
    would be gone over again and again); a program that embeds the engine gets it back on, and
    the window, which keeps it off, keeps it off, even when a file cannot be read."""
    import gc

    write(tmp_path / "a.txt", "the river rose over the old stone bridge " * 20)
    write(tmp_path / "b.txt", "the river rose over the old stone bridge " * 19 + "and fell")
    (tmp_path / "broken.docx").write_bytes(b"not a zip")
    seen: list[bool] = []
    was = gc.isenabled()
    try:
        for state in (True, False):
            gc.enable() if state else gc.disable()
            progress = lambda stage, done, total: seen.append(gc.isenabled())  # noqa: E731
            result = pipeline.run(tmp_path, Params(), progress)
            assert result.reported and [p.path for p in result.problems] == ["broken.docx"]
            assert gc.isenabled() is state
        assert seen and not any(seen)  # off throughout both scans
    finally:
        gc.enable() if was else gc.disable()
