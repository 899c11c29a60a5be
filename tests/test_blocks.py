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
from plagcheck.engine.compare.blocks import passage_scores
from plagcheck.engine.compare.credit import credit_passages
from plagcheck.engine.compare.passages import find_passages
from plagcheck.engine.compare.scores import verify
from plagcheck.engine.executors import Context, InProcess, ProcessPool, for_pairs, start_method
from plagcheck.engine.params import Params, Unit

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
    pairs = st.decide([p for part, _ in done for p in part], found.docs, params)
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


def test_every_candidate_is_in_one_block_whatever_the_number_of_blocks(related: Path) -> None:
    """Blocks are cut by their work (pairs and the documents they bring), not by their number
    of pairs: still each candidate is verified once, in a block that is not empty."""
    params = Params(unit="char", k=5, threshold=0.5)
    found, _, common = found_for(related, params)
    n = len(found.cand)
    for parts in (2, 3, 7, n // 2, n):
        blocks = st.blocks(
            found.cand, found.docs, found.shingles, found.sigs, found.keys, {}, common, parts,
            found.reworded,
        )  # fmt: skip
        assert len(blocks) == parts and all(len(b.cand) for b in blocks)
        pairs = sorted(tuple(b.ids[ab].tolist()) for b in blocks for ab in b.cand)
        assert pairs == sorted(map(tuple, found.cand.tolist()))


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
        passage_scores(alone, found.shingles, params, found.reworded[i : i + 1])
        assert asdict(alone[0]) == asdict(together[i])
    ranked, _ = st.passages_block(st.verify_block(block, params, template), params, template, {})
    for p in [p for p in ranked if p.reported][::5]:
        d, s = found.docs, found.shingles
        look = not p.copied
        alone_found = find_passages(d[p.a], s[p.a], d[p.b], s[p.b], params.gap, unit=params.unit,
                                    k=params.k, reworded=look)  # fmt: skip
        # Credit is read in the block too, as for one pair alone.
        assert tuple(credit_passages(alone_found, d[p.a], d[p.b])) == p.spans


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


def contents_fields(c: object) -> dict:
    skip = {"number", "aligned", "found"}
    return {k: v for k, v in vars(c).items() if k not in skip and not k.startswith("_")}


def test_the_content_of_a_block_of_documents_is_each_documents_own(related: Path) -> None:
    """Content words, stems, languages and sentences worked out for many documents at once are
    what each gets alone: essays, other languages, text that does not score, stemming off."""
    from plagcheck.engine.text.contents import read_contents
    from plagcheck.engine.text.paraphrase import Source, read_content
    from plagcheck.engine.text.shingles import many_token_values

    multi = Path(__file__).resolve().parent.parent / "resources" / "multilingual"
    texts = [f.read_text(encoding="utf-8") for f in sorted(multi.glob("*.txt"))]
    texts += [f.read_text(encoding="utf-8") for f in sorted(related.glob("*.txt"))[:20]]
    texts += ["", "no end mark here " * 30, "Ça va. Très bien!", "..."]
    rng = np.random.default_rng(3)
    for stemming in (True, False):
        sources, alone = [], []
        for i, text in enumerate(texts):
            unscored = None
            if i % 4 == 1:  # a stretch of text that does not score (a template's, a quotation)
                unscored = np.zeros(len(text) + 1, dtype=bool)
                lo = int(rng.integers(0, max(len(text), 1)))
                unscored[lo : lo + 200] = True
            tokens = many_token_values([text], Unit.WORD)[0] if i % 3 else None
            sources.append(Source(text, stemming, unscored, tokens))
            alone.append(read_content(text, stemming, unscored))
        read_contents(sources)
        assert sum(len(c.stem_ids) for c in alone) > 1000
        for s, c in zip(sources, alone):
            got, want = contents_fields(s.content), contents_fields(c)
            assert got.keys() == want.keys()
            for k, v in want.items():
                if isinstance(v, np.ndarray):
                    assert got[k].dtype == v.dtype and np.array_equal(got[k], v), k
                else:
                    assert got[k] == v, k
            assert s.content.stems == c.stems


def test_documents_of_reported_pairs_come_back_whole_from_the_workers(related, monkeypatch):
    """A scan in worker processes keeps documents light; those of reported pairs, which the
    workers read whole for their passages, come back with the pairs and are what the window and
    the reports show: the same texts, offsets and shingles as a scan in this process holds."""
    from plagcheck.engine import executors

    monkeypatch.setattr(executors, "start_method", lambda: "fork")  # as tests/test_golden.py
    monkeypatch.setattr(executors, "PARALLEL_PAIRS", 1)
    monkeypatch.setattr(executors, "CHUNK", 20)
    params = Params(unit="char", k=5, threshold=0.5)
    here = pipeline.run(related, params)
    read_here: list[int] = []
    read_again = st.read_again

    def counted(block, which, whole, *args, **kw):
        read_here.extend(i for i in which if whole and block.docs[i].dropped_chars)
        return read_again(block, which, whole, *args, **kw)

    monkeypatch.setattr(st, "read_again", counted)
    pool = pipeline.run(related, params, executor="processes")
    reported = sorted({i for p in pool.reported for i in (p.a, p.b)})
    assert len(reported) >= 20
    assert read_here == []  # none read a third time in this process
    assert [(p.a, p.b) for p in pool.reported] == [(p.a, p.b) for p in here.reported]
    for i in reported:
        a, b = pool.documents[i], here.documents[i]
        assert (a.original, a.text, a.dropped_chars) == (b.original, b.text, 0)
        assert np.array_equal(a.offsets, b.offsets)
        sa, sb = pool.shingles[i], here.shingles[i]
        assert np.array_equal(sa.hashes, sb.hashes) and np.array_equal(sa.starts, sb.starts)
        assert sa.n_unique == sb.n_unique
