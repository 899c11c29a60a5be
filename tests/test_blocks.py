"""Candidate pairs verified and their passages found in blocks, in this process or in worker
processes, give each pair exactly what it gets alone: a teacher's report must not depend on how
many cores the scan used or on which other pairs were checked beside it."""

from __future__ import annotations

import os
import random
import re
from dataclasses import asdict
from pathlib import Path

import numpy as np
import pytest

from plagcheck.engine import pipeline
from plagcheck.engine import stages as st
from plagcheck.engine.compare.passages import find_passages
from plagcheck.engine.compare.scores import verify
from plagcheck.engine.executors import Context, InProcess, ProcessPool, for_pairs, start_method
from plagcheck.engine.params import Params

SAMPLES = Path(__file__).resolve().parent.parent / "resources" / "sample_essays"


@pytest.fixture(scope="module")
def related(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """60 essays of one vocabulary, each 18 sentences drawn from the sample essays' sentences
    (so that many pairs share sentences, a few of them many), some with a word changed."""
    text = " ".join(f.read_text(encoding="utf-8") for f in sorted(SAMPLES.glob("*.txt")))
    sentences = [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.split()) >= 6]
    rng = random.Random(7)
    folder = tmp_path_factory.mktemp("related")
    pool = sentences[:150]
    for i in range(60):
        picked = rng.sample(pool, 18)
        if i % 3 == 0:
            words = picked[0].split()
            words[1] = "indeed"
            picked[0] = " ".join(words)
        (folder / f"essay_{i:02d}.txt").write_text(" ".join(picked), encoding="utf-8")
    return folder


def found_for(folder: Path, params: Params) -> tuple[pipeline.Found, np.ndarray, np.ndarray]:
    inputs = pipeline.list_inputs(folder, params)
    ex, ctx = InProcess(), Context()
    template, _ = st.template_hashes(params)
    docs, common = pipeline.documents(inputs, params, ex, ctx, template)
    found = pipeline.candidates(docs, params, ex, ctx, None, False, None)
    return found, template, common


def in_blocks(found: pipeline.Found, params: Params, template: np.ndarray, common: np.ndarray,
              parts: int, pool: bool) -> list[dict]:  # fmt: skip
    blocks = st.blocks(
        found.cand, found.docs, found.shingles, found.sigs, found.keys, {}, common, parts,
        found.reworded,
    )  # fmt: skip
    ex = ProcessPool(light=False) if pool else InProcess()
    ctx = Context()
    verified = ex.run(ctx, "verifying", st.verify_block, blocks, params, template)
    ranked = ex.run(ctx, "passages", st.passages_block, verified, params, template, {})
    done = ex.collect(ctx, ranked, [len(b.cand) for b in blocks])
    pairs = st.decide([p for part in done for p in part.pairs], found.docs, params)
    return [asdict(p) for p in pairs]


@pytest.mark.parametrize("unit,k", [("char", 5), ("word", 3)])
def test_blocks_and_workers_give_each_pair_what_it_gets_in_one_block(
    related: Path, unit: str, k: int
) -> None:
    params = Params(unit=unit, k=k, threshold=0.5)
    found, template, common = found_for(related, params)
    one = in_blocks(found, params, template, common, 1, pool=False)
    assert len(one) >= 300 and sum(p["reported"] for p in one) >= 20
    assert sum(len(p["spans"]) for p in one) >= 20  # passages were found
    assert in_blocks(found, params, template, common, 3, pool=False) == one
    assert in_blocks(found, params, template, common, 3, pool=True) == one


def test_each_pair_alone_scores_and_passages_as_in_its_block(related: Path) -> None:
    params = Params(unit="char", k=5, threshold=0.5)
    found, template, common = found_for(related, params)
    block = st.blocks(
        found.cand, found.docs, found.shingles, found.sigs, found.keys, {}, common, 1,
        found.reworded,
    )[0]  # fmt: skip
    together = st.verify_block(block, params, template).pairs
    local = st.local_match(params)
    for i in range(0, len(found.cand), 7):
        alone = verify(
            found.cand[i : i + 1], found.shingles, found.sigs, found.keys, *local,
            reworded=found.reworded[i : i + 1],
        )  # fmt: skip
        assert asdict(alone[0]) == asdict(together[i])
    ranked = st.passages_block(st.verify_block(block, params, template), params, template, {}).pairs
    for p in [p for p in ranked if p.reported][::5]:
        d, s = found.docs, found.shingles
        alone_found = find_passages(d[p.a], s[p.a], d[p.b], s[p.b], params.gap, unit=params.unit,
                                    k=params.k)  # fmt: skip
        assert tuple(alone_found) == p.spans


def test_a_folder_scanned_here_gives_the_same_pairs_with_its_pairs_on_workers(
    related: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    params = Params(unit="char", k=5, threshold=0.5)
    monkeypatch.setattr("plagcheck.engine.executors.PARALLEL_PAIRS", 10)
    pooled = pipeline.run(related, params)
    if start_method() == "fork" and (os.cpu_count() or 1) > 1:
        assert isinstance(for_pairs(InProcess(), pooled.candidates), ProcessPool)
    monkeypatch.setattr("plagcheck.engine.executors.MAX_WORKERS", 1)
    here = pipeline.run(related, params)
    assert [asdict(p) for p in pooled.pairs] == [asdict(p) for p in here.pairs]
    assert pooled.groups == here.groups
