"""Similarity per student: the share of each essay in passages shared with any other document,
its matches, and the JSON / students CSV a teacher opens."""

import csv
import io
import json
import re

from conftest import SAMPLES, write

from plagcheck.cli import main
from plagcheck.engine import pipeline
from plagcheck.engine.compare.passages import coverage
from plagcheck.engine.compare.similarity import merge_spans
from plagcheck.reports import export, html_report

WORDS = (
    "lanterns harbour copper meadow violin orchard glacier pepper saddle thunder velvet "
    "quarry ribbon falcon marble candle tunnel blossom anchor walnut prairie cobalt"
).split()


def prose(seed: int, n: int = 90) -> str:
    """Unrelated filler essays: words in an order no other essay shares."""
    import random

    rng = random.Random(seed)
    return " ".join(f"{rng.choice(WORDS)}{rng.randrange(10_000)}" for _ in range(n)) + "."


P1 = (
    "The river carried the silt of three valleys down to the delta where farmers had learned "
    "over many centuries to plant rice in the flooded fields after every spring storm."
)
P2 = (
    "Industrial towns grew around the mills because workers needed to live within walking "
    "distance of the looms that ran from dawn until long after the sun had set each day."
)


def test_similarity_is_the_union_of_passages_not_their_sum(tmp_path):
    # Ann pasted P1 and P2; Bea handed in P1, Cat handed in P1 too, Dan handed in P2.
    write(tmp_path / "ann.txt", f"{prose(1)} {P1} {prose(2)} {P2} {prose(3)}")
    write(tmp_path / "bea.txt", f"{prose(4)} {P1} {prose(5)}")
    write(tmp_path / "cat.txt", f"{prose(6)} {P1} {prose(7)}")
    write(tmp_path / "dan.txt", f"{prose(8)} {P2} {prose(9)}")
    write(tmp_path / "eve.txt", prose(10, 150))
    res = pipeline.run(tmp_path, exact=True)
    by_name = {d.path: i for i, d in enumerate(res.documents)}
    ann = res.similarity[by_name["ann.txt"]]
    doc = res.documents[by_name["ann.txt"]]
    # P1 (shared with two classmates) counts once; P2 adds to it.
    p1 = coverage(doc, [(doc.original.index(P1), doc.original.index(P1) + len(P1))])
    p2 = coverage(doc, [(doc.original.index(P2), doc.original.index(P2) + len(P2))])
    assert abs(ann.similarity - (p1 + p2)) < 0.03
    shares = {res.documents[m.doc].path: m.share for m in ann.matches}
    assert set(shares) == {"bea.txt", "cat.txt", "dan.txt"}
    assert ann.similarity < sum(shares.values()) - 0.5 * p1  # not a sum of the pairs
    assert [m.share for m in ann.matches] == sorted(shares.values(), reverse=True)
    assert res.similarity[by_name["eve.txt"]].similarity == 0
    assert res.similarity[by_name["eve.txt"]].matches == ()


def test_every_document_is_at_least_its_strongest_match_and_at_most_their_sum():
    res = pipeline.run(SAMPLES)
    for i in res.students:
        sim = res.similarity[i]
        shares = [m.share for m in sim.matches]
        assert 0 <= sim.similarity <= 1
        if shares:
            assert max(shares) - 1e-9 <= sim.similarity <= sum(shares) + 1e-9
        else:
            assert sim.similarity == 0
    reported = {i for p in res.reported for i in (p.a, p.b)}
    assert {i for i in res.students if res.similarity[i].matches} == reported


def test_merge_spans_joins_overlaps_in_order():
    assert merge_spans([(10, 20), (0, 5), (15, 30), (30, 31), (40, 41)]) == [
        (0, 5),
        (10, 31),
        (40, 41),
    ]


def test_cli_json_and_students_csv_contract(tmp_path, capsys):
    folder = tmp_path / "class"
    write(folder / "=HYPERLINK(1).txt", f"{prose(1)} {P1} {prose(2)}")
    write(folder / "bea.txt", f"{prose(4)} {P1} {prose(5)}")
    write(folder / "eve.txt", prose(10, 150))
    write(folder / "tiny.txt", "too short")
    js, st = tmp_path / "r.json", tmp_path / "students.csv"
    assert main(["scan", str(folder), "-q", "--json", str(js), "--students-csv", str(st)]) == 0
    data = json.loads(js.read_text("utf-8"))
    docs = {d["path"]: d for d in data["documents"]}
    assert docs["bea.txt"]["matches"] == [
        {"doc": "=HYPERLINK(1).txt", "share": docs["bea.txt"]["similarity"]}
    ]
    assert 0.05 < docs["bea.txt"]["similarity"] < 0.2  # P1 in 180 words of its own
    assert docs["eve.txt"]["similarity"] == 0 and docs["eve.txt"]["matches"] == []

    raw = st.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    rows = list(csv.DictReader(io.StringIO(raw.decode("utf-8-sig"))))
    assert list(rows[0]) == list(export.STUDENT_COLUMNS)
    names = [r["name"] for r in rows]
    # Most similar first, formula names neutralised, the unreadable file last with its reason.
    assert names[0] in ("'=HYPERLINK(1).txt", "bea.txt")
    assert "'=HYPERLINK(1).txt" in names and "=HYPERLINK(1).txt" not in names
    eve = next(r for r in rows if r["name"] == "eve.txt")
    assert (eve["similarity"], eve["top_match"], eve["matches"]) == ("0.0", "", "0")
    bea = next(r for r in rows if r["name"] == "bea.txt")
    assert bea["top_match"] == "'=HYPERLINK(1).txt" and bea["matches"] == "1"
    assert float(bea["top_match_share"]) == round(docs["bea.txt"]["similarity"], 4)
    assert rows[-1]["name"] == "tiny.txt" and "too short" in rows[-1]["problem"]


def test_html_report_opens_with_the_students_table(tmp_path):
    res = pipeline.run(SAMPLES)
    page = tmp_path / "r.html"
    html_report.write_html(res, page)
    text = page.read_text("utf-8")
    sections = re.findall(r"<section id='([a-z]+)'", text)
    assert sections[0] == "students"
    table = text[text.index("<section id='students'>") : text.index("</section>")]
    rows = re.findall(r"<tr><td>\d+</td><td>([^<]+)</td><td>.*?</span>(\d+)%</td>", table)
    assert len(rows) == len(res.students)
    shown = [int(pct) for _, pct in rows]
    assert shown == sorted(shown, reverse=True) and shown[0] > 80
    # The strongest student's top match links to their pair's evidence.
    assert re.search(r"<a href='#pair-\d+'>", table)
