"""Bounded work on pathological text: two long texts of one sentence repeated thousands of times
are compared within the bounds of the passage and rewording stages, and the pair says what the
bounds left out (bench/hostile.py --only repetitive measures the full-size case). With no passage
to show, the pair is listed apart, never reported: no score alone accuses a student."""

import json

from conftest import SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.compare import passages
from plagcheck.engine.params import Params
from plagcheck.engine.text import paraphrase

SENTENCE = "The water cycle moves water between the oceans, the air and the land. "


def test_repetitive_texts_are_compared_within_bounds_and_say_so(tmp_path, monkeypatch):
    monkeypatch.setattr(paraphrase, "MAX_ALIGN_ROWS", 200_000)  # the full-size case, scaled
    folder = tmp_path / "class"
    write(folder / "repeat_a.txt", SENTENCE * 3000)
    write(folder / "repeat_b.txt", SENTENCE * 2900)
    for essay in sorted(SAMPLES.glob("*.txt"))[:4]:
        write(folder / essay.name, essay.read_text(encoding="utf-8"))
    out, html = tmp_path / "r.json", tmp_path / "r.html"
    assert main(["scan", str(folder), "-q", "--json", str(out), "--html", str(html)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    pair = next(
        p for p in data["pairs"] if {p["doc_a"], p["doc_b"]} == {"repeat_a.txt", "repeat_b.txt"}
    )
    assert not pair["reported"] and pair["exact_jaccard"] == 1.0 and not pair["shared"]
    result = pipeline.run(folder, Params())
    (listed,) = [p for p in result.pairs if p.no_passage]
    assert {result.name(listed.a), result.name(listed.b)} >= {"repeat_a.txt"}
    assert passages.PASSAGES_CUT in pair["flags"]
    assert paraphrase.REWORDING_CUT in pair["flags"]
    # Ordinary essays are not cut short.
    others = [p for p in data["pairs"] if "repeat_a.txt" not in (p["doc_a"], p["doc_b"])]
    assert others and not any("cut short" in f for p in others for f in p["flags"])


def test_essays_are_never_cut_short():
    r = pipeline.run(SAMPLES, Params())
    assert r.reported and not any(p.cut_short for p in r.pairs)
