"""The Dask engine on a real local cluster of 2 worker processes: the local engine's answers, even
when a worker dies mid-scan."""

import json
import os
import signal
import subprocess
import sys

import pytest
from conftest import SAMPLES, generate, write

pytest.importorskip("distributed", reason="the Dask engine needs `pip install plagcheck[dask]`")

from distributed import Client, LocalCluster  # noqa: E402

from plagcheck.engine import distributed as dist  # noqa: E402
from plagcheck.engine import pipeline  # noqa: E402
from plagcheck.engine.params import Params  # noqa: E402
from plagcheck.engine.text.lsh import MAX_BUCKET  # noqa: E402

TEMPLATES = str(SAMPLES / "templates")


@pytest.fixture(scope="module")
def client():
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=":0"
    ) as cluster:
        with Client(cluster) as c:
            yield c


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return generate(tmp_path_factory.mktemp("corpus"), 2000)


def same_result(local, remote):
    assert [d.path for d in remote.documents] == [d.path for d in local.documents]
    assert remote.pairs == local.pairs  # every score, the order, the reported flags, passages
    assert remote.groups == local.groups
    assert remote.problems == local.problems
    assert remote.candidates == local.candidates
    assert remote.dismissed == local.dismissed


def test_sample_essays_with_templates_match_the_local_engine(client):
    params = Params(templates=(TEMPLATES,))
    local = pipeline.run(SAMPLES, params)
    seen = []
    remote = dist.run(SAMPLES, params, client, lambda *a: seen.append(a), partition_size=3)
    same_result(local, remote)
    assert len(remote.reported) >= 5
    assert {s for s, _, _ in seen} >= {"reading", "hashing", "banding", "verifying"}
    assert ("reading", 20, 20) in seen


def test_generated_corpus_matches_the_local_engine(client, corpus):
    params = Params(max_doc_share=0.5)
    local = pipeline.run(corpus, params)
    remote = dist.run(corpus, params, client, partition_size=150)
    same_result(local, remote)
    assert max(len(g) for g in remote.groups) > MAX_BUCKET  # the boilerplate notes
    assert len(remote.reported) > 50
    assert {p.path for p in remote.problems} == {"tiny.txt", "broken.docx"}


def test_a_worker_killed_mid_scan_is_survived(client, corpus):
    params = Params(mode="bag")
    local = pipeline.run(corpus, params)
    pids = client.run(os.getpid)
    killed = []

    def progress(stage, done, total):
        # Kill a worker while partitions are being signed: the partitions it had read are lost
        # with it and must be read again.
        if stage == "hashing" and 0 < done < total and not killed:
            pid = sorted(pids.values())[0]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

    remote = dist.run(corpus, params, client, progress, partition_size=100)
    assert killed
    assert killed[0] not in client.run(os.getpid).values()  # it really died
    same_result(local, remote)


def test_importing_the_engine_does_not_import_dask():
    code = (
        "import sys, plagcheck.engine.distributed, plagcheck.engine.pipeline;"
        "print([m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_parquet_archive_finds_a_copy_of_an_archived_essay(client, tmp_path):
    params = Params(templates=(TEMPLATES,))
    archive = tmp_path / "archive"
    manifest = dist.build_archive(SAMPLES, archive, params, client, label="2024", partition_size=6)
    assert manifest["documents"] == 20
    assert len(manifest["parts"]) == 4  # written by the workers, a part per partition
    assert sorted(p.name for p in (archive / "keys").iterdir())[0].endswith(".parquet")
    folder = tmp_path / "class"
    write(folder / "copied.txt", (SAMPLES / "omar_sleep.txt").read_text() + " I wrote this.")
    write(folder / "own.txt", " ".join(f"fresh{i} idea{i % 7}" for i in range(300)))
    result = dist.run(folder, params, client, archive=archive)
    names = {
        (result.name(p.a), result.name(p.b), result.documents[p.b].label) for p in result.reported
    }
    assert ("copied.txt", "omar_sleep.txt", "2024") in names
    # Archived essays are never compared with each other again (the archive has planted pairs).
    assert all(not result.documents[p.a].archived for p in result.pairs)
    # The same pair and scores as a local scan of the copy next to the archived essay.
    local = pipeline.run(
        [folder / "copied.txt", SAMPLES / "omar_sleep.txt"], params.replace(window=60)
    )
    (mine,) = [p for p in result.reported if result.name(p.b) == "omar_sleep.txt"]
    assert mine.exact_jaccard == local.reported[0].exact_jaccard
    assert mine.local_containment == local.reported[0].local_containment


def test_cli_dask_scan_and_parquet_archive(client, tmp_path, capsys):
    from plagcheck.cli import main

    addr = ["--scheduler", client.scheduler.address, "-q"]
    local, remote = tmp_path / "local.json", tmp_path / "dask.json"
    base = ["scan", str(SAMPLES), "--template", TEMPLATES]
    assert main([*base, "--json", str(local), "-q"]) == 0
    assert main([*base, "--engine", "dask", *addr, "--json", str(remote)]) == 0
    pairs = json.loads(remote.read_text())["pairs"]
    assert pairs == json.loads(local.read_text())["pairs"] and len(pairs) >= 5

    arc = tmp_path / "arc"
    build = ["archive", "build", str(SAMPLES / "*_sleep.txt"), "--engine", "dask", *addr]
    assert main([*build, "--out", str(arc), "--label", "2023"]) == 0
    assert "archived 6 documents" in capsys.readouterr().out
    folder = tmp_path / "class"
    write(folder / "copy.txt", (SAMPLES / "rosa_sleep.txt").read_text())
    out = tmp_path / "arc.json"
    scan = ["scan", str(folder), "--archive", str(arc), "--engine", "dask", *addr]
    assert main([*scan, "--json", str(out)]) == 0
    (pair,) = json.loads(out.read_text())["pairs"]
    assert (pair["doc_b"], pair["label_b"], pair["archived"]) == ("rosa_sleep.txt", "2023", True)
    assert main([*scan, "-k", "4"]) == 2
    assert "was built with word 3-grams; this scan uses word 4-grams" in capsys.readouterr().err


def test_a_moodle_zip_on_the_cluster_is_read_as_on_this_machine(client, tmp_path):
    """Workers read each student's files straight from the download (plain data: the zip's
    path and the members' names), one submission per student, as the local engine does."""
    from test_intake import moodle_zip

    z = moodle_zip(tmp_path)
    local = pipeline.run(z, Params())
    remote = dist.run(z, Params(), client, partition_size=2)
    same_result(local, remote)
    assert remote.layout == "moodle"
    assert [(d.student, d.files) for d in remote.documents] == [
        (d.student, d.files) for d in local.documents
    ]


def test_cli_dask_scan_with_a_library_matches_the_local_engine(client, tmp_path, capsys):
    """``--engine dask --library``: the articles are joined in on this machine, the pairs
    verified on the workers; the report is the local engine's, article for article."""
    from plagcheck.cli import main
    from plagcheck.engine.library import build_library
    from tests.test_library import VOLCANO, class_folder, english_pages, write_dump

    lib = tmp_path / "wiki"
    build_library(write_dump(tmp_path / "d.xml", english_pages()), lib, Params(), workers=1)
    folder = class_folder(tmp_path)
    write(folder / "eve.txt", "Mountains with fire. " + VOLCANO + " That is what I learned.")
    write(folder / "fay.txt", "Mountains with fire. " + VOLCANO + " My uncle lives near one.")
    local, remote = tmp_path / "local.json", tmp_path / "dask.json"
    base = ["scan", str(folder), "--library", str(lib), "-q"]
    assert main([*base, "--json", str(local)]) == 0
    addr = ["--engine", "dask", "--scheduler", client.scheduler.address]
    assert main([*base, *addr, "--json", str(remote)]) == 0
    theirs, ours = json.loads(remote.read_text()), json.loads(local.read_text())
    assert theirs["pairs"] == ours["pairs"] and theirs["documents"] == ours["documents"]
    found = sorted((p["doc_a"], p["doc_b"]) for p in theirs["pairs"] if p["reported"])
    assert found == [
        ("ana.txt", "wiki:24544"),
        ("eve.txt", "wiki:24547"),
        ("fay.txt", "wiki:24547"),
    ]
