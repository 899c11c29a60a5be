"""One pipeline, several executors: the same scan run in this process, in worker processes and on
a Dask cluster gives the same JSON report, apart from timings and the date."""

import json
import os
import pickle
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from conftest import ROOT, SAMPLES, generate

from plagcheck.engine import executors, pipeline
from plagcheck.engine import stages as st
from plagcheck.engine.params import Params
from plagcheck.reports import export

TEMPLATES = str(SAMPLES / "templates")


def report(result) -> str:
    data = export.result_dict(result)
    del data["timings"], data["date"]
    return json.dumps(data, indent=1, sort_keys=True)


def in_workers(monkeypatch, start: str) -> None:
    """Partitions of 3 files, candidates split between workers started by ``start``."""
    monkeypatch.setattr(executors, "CHUNK", 3)
    monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)
    monkeypatch.setattr(executors, "start_method", lambda: start)


@pytest.fixture(scope="module")
def client():
    pytest.importorskip(
        "distributed", reason="the Dask executor needs `pip install plagcheck[dask]`"
    )
    from distributed import Client, LocalCluster

    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as cluster:
        with Client(cluster) as c:
            yield c


def every_executor(folder, params, monkeypatch, client=None) -> dict[str, str]:
    out = {"in-process": report(pipeline.run(folder, params, executor="local"))}
    for start in ("fork", "spawn"):
        with monkeypatch.context() as m:
            in_workers(m, start)
            out[f"processes ({start})"] = report(pipeline.run(folder, params, executor="processes"))
    if client is not None:
        from plagcheck.engine import distributed

        out["dask"] = report(distributed.run(folder, params, client, partition_size=7))
    return out


def assert_all_equal(reports: dict[str, str]) -> None:
    first = reports["in-process"]
    for name, text in reports.items():
        assert text == first, f"{name} differs from in-process"


def test_sample_essays_give_one_report_whoever_runs_the_scan(monkeypatch, client):
    reports = every_executor(SAMPLES, Params(templates=(TEMPLATES,)), monkeypatch, client)
    assert_all_equal(reports)
    assert json.loads(reports["in-process"])["pairs"][0]["reported"]


def test_clough_gives_one_report_whoever_runs_the_scan(clough, monkeypatch, client):
    reports = every_executor(clough, Params(), monkeypatch, client)
    assert_all_equal(reports)
    assert sum(p["reported"] for p in json.loads(reports["in-process"])["pairs"]) > 150


def test_common_shingles_and_problems_are_the_same_in_worker_processes(tmp_path, monkeypatch):
    """Dropping shingles found in most documents needs every partition's counts; files that
    cannot be read or compared are named in the same order."""
    folder = generate(tmp_path, 300)
    reports = every_executor(folder, Params(max_doc_share=0.5), monkeypatch)
    assert_all_equal(reports)
    assert {p["path"] for p in json.loads(reports["in-process"])["problems"]} == {
        "tiny.txt",
        "broken.docx",
    }


def test_a_large_folder_is_scanned_by_worker_processes(monkeypatch):
    """Above LEAN_DOCS files the ordinary scan chooses the process pool: documents out of
    candidate pairs stay light, and the report is the in-process one."""
    monkeypatch.setattr(pipeline, "LEAN_DOCS", 5)
    in_workers(monkeypatch, "fork")
    params = Params(templates=(TEMPLATES,))
    large = pipeline.run(SAMPLES, params)
    in_pairs = {i for p in large.pairs for i in (p.a, p.b)}
    assert any(d.original == "" for i, d in enumerate(large.documents) if i not in in_pairs)
    assert report(large) == report(pipeline.run(SAMPLES, params, executor="local"))


def test_where_workers_fork_a_smaller_folder_is_already_scanned_by_them(monkeypatch):
    """From the command line (workers fork) the pool starts at LEAN_FORKED files, below
    LEAN_DOCS; where workers spawn (the window) it does not: each would import the engine."""
    monkeypatch.setattr(pipeline, "LEAN_FORKED", 5)
    in_workers(monkeypatch, "fork")
    monkeypatch.setattr(pipeline, "start_method", lambda: "fork")
    forked = pipeline.run(SAMPLES, Params(templates=(TEMPLATES,)))
    in_pairs = {i for p in forked.pairs for i in (p.a, p.b)}
    assert any(d.original == "" for i, d in enumerate(forked.documents) if i not in in_pairs)
    in_workers(monkeypatch, "spawn")
    monkeypatch.setattr(pipeline, "start_method", lambda: "spawn")
    spawned = pipeline.run(SAMPLES, Params(templates=(TEMPLATES,)))
    assert all(d.original for d in spawned.documents)  # in this process, kept whole
    assert report(forked) == report(spawned)


def test_a_workers_chunk_arrives_whole(tmp_path):
    """A worker sends its chunk's documents, signatures, fingerprints and sentence keys packed
    (``Batch.__getstate__``): the process that receives them gets each document's own."""
    params = Params()
    entries = pipeline.list_inputs(generate(tmp_path, 300), params).entries
    template = np.zeros(0, dtype=np.uint32)
    batch = st.read(entries, params, True)
    batch = st.shingle(batch, params, template)
    sent = st.sign(batch, template, params, True)
    got = pickle.loads(pickle.dumps(sent))
    assert got.docs == sent.docs and got.short == sent.short
    assert np.array_equal(got.sigs, sent.sigs)
    assert [f.tolist() for f in got.fps] == [f.tolist() for f in sent.fps]
    assert sum(map(len, got.fps)) > len(got.docs)  # not nothing
    keys = [s.para_keys.tolist() for s in sent.shingles]
    assert [s.para_keys.tolist() for s in got.shingles] == keys
    assert sum(map(len, keys)) > len(got.docs)


@pytest.mark.parametrize("unit", ["char", "word"])
def test_a_whole_document_and_its_shingles_arrive_equal(tmp_path, unit):
    """A worker sends the documents of reported pairs back whole, their arrays compacted where
    they are positions or one value (``model.compact``): each arrives equal, dtype and all,
    whether it was compacted (char mode, all scored) or not (word mode, a template left out)."""
    params = Params(unit=unit, k=5 if unit == "char" else 3)
    entries = pipeline.list_inputs(generate(tmp_path, 300), params).entries[:40]
    docs, _ = st.read_documents(entries, params, lambda *a: None, None)
    template = st.shingle_text(docs[1].text[:400], params.unit, params.k).hashes
    kept, shingles, _ = st.shingle_partition(docs, params, template, lambda *a: None, None)
    sent = list(zip(kept, shingles))
    got = pickle.loads(pickle.dumps(sent))
    assert not all(s.scored.all() for s in shingles)  # one part left out: a mixed mask
    for (d, s), (d2, s2) in zip(sent, got):
        assert (d2.path, d2.text, d2.original) == (d.path, d.text, d.original)
        for a, b in [(d.offsets, d2.offsets), (s.starts, s2.starts), (s.ends, s2.ends),
                     (s.scored, s2.scored), (s.hashes, s2.hashes)]:  # fmt: skip
            assert a.dtype == b.dtype and np.array_equal(a, b)
        assert (d.excluded is None) == (d2.excluded is None)
        if d.excluded is not None:
            assert d.excluded.dtype == d2.excluded.dtype
            assert np.array_equal(d.excluded, d2.excluded)


# A worker pool whose workers nap; "ready" once they hold their tasks.
NAPPING_POOL = """
import time
from plagcheck.engine import executors

def nap(value, *, progress, cancel):
    time.sleep(120)
    return value

executors.worker_count = lambda tasks: 2
chains = [executors.Chain(i, (("nap", nap, ()),)) for i in range(2)]
with executors.workers(chains) as submit:
    futures = [submit(i) for i in range(2)]
    print("ready", flush=True)
    time.sleep(120)
"""


def _children(pid: int) -> list[int]:
    out = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # (gone meanwhile)
            continue
        if int(fields[1]) == pid:
            out.append(int(stat.parent.name))
    return out


def _running(pid: int) -> bool:
    try:  # (an exited process no one has reaped yet is a zombie: "Z")
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processes from /proc")
def test_workers_leave_when_the_scan_that_started_them_is_killed():
    # A scan killed (by the system, or a window forced to quit) must not leave its workers
    # waiting for work for ever, each holding its memory.
    proc = subprocess.Popen(
        [sys.executable, "-c", NAPPING_POOL], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        deadline = time.monotonic() + 20
        while len(workers := _children(proc.pid)) < 2 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert len(workers) >= 2
    finally:
        proc.kill()
        proc.wait()
    deadline = time.monotonic() + 10
    while any(map(_running, workers)) and time.monotonic() < deadline:
        time.sleep(0.1)
    left = [w for w in workers if _running(w)]
    for w in left:  # (not to leave them behind this test either)
        os.kill(w, signal.SIGKILL)
    assert not left, f"workers still running after their scan was killed: {left}"
