"""A library of generated Wikipedia articles: build rate, size on disk, scan time and peak memory.

    python bench/library.py dump 100000 --out /tmp/lib/wiki100k.xml.bz2
    python bench/library.py build /tmp/lib/wiki100k.xml.bz2 --out /tmp/lib/lib100k
    python bench/library.py class /tmp/lib/lib100k --out /tmp/lib/class100
    python bench/library.py scan /tmp/lib/class100 /tmp/lib/lib100k
    python bench/library.py grow /tmp/lib/lib100k --to 1000000 --out /tmp/lib/lib1m
    python bench/library.py scan /tmp/lib/class100 /tmp/lib/lib1m
    python bench/library.py storage /tmp/lib/lib100k /tmp/lib/class100
    python bench/library.py clough /work/shared/corpora/clough --n 100000 --out /tmp/lib/clough

``dump``: articles in the export format (schema 0.11) with what real ones carry (an infobox,
links, references with citation templates, headings, tables, images, categories, interlanguage
links), ~650 words of prose each from a Zipf vocabulary, with talk pages and redirects between
them. ``build`` runs the library build as ``plagcheck library build`` does. ``class``: 100
essays, 40 of which paste 1-3 passages of 40-120 words from random articles. ``scan``: the class
scanned with the library in a fresh process: wall time and its peak resident memory, and how
many of the copied articles were found. ``grow``: a larger library made at the index level
(its articles beyond the source library's get random fingerprints and sentence keys, as many as
the source's articles have, and a short record), which
costs the scan what a built one would (the lookups, the pages touched), without hours of build.
``clough``: the Clough corpus's answers scanned against its five Wikipedia articles
in a generated dump (``clough_pages``: with same-topic articles, talk pages, user pages and
redirects). ``storage``: the same fingerprint rows in a SQLite WITHOUT ROWID table against the
buckets: write time, size, and a class's lookups.
"""

from __future__ import annotations

import argparse
import bz2
import itertools
import json
import os
import random
import resource
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from xml.sax.saxutils import escape

import numpy as np

HEAD = """<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">
<siteinfo><sitename>Wikipedia</sitename><dbname>enwiki</dbname>
<base>https://en.wikipedia.org/wiki/Main_Page</base><generator>MediaWiki 1.42</generator>
<case>first-letter</case><namespaces><namespace key="0" case="first-letter" />
<namespace key="1" case="first-letter">Talk</namespace>
<namespace key="2" case="first-letter">User</namespace>
<namespace key="6" case="first-letter">File</namespace>
<namespace key="14" case="first-letter">Category</namespace></namespaces></siteinfo>
"""


def vocabulary(rng: random.Random, n: int = 40_000) -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    words: set[str] = set()
    while len(words) < n:
        words.add("".join(rng.choice(letters) for _ in range(rng.randint(2, 11))))
    return sorted(words)


class Writer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.vocab = vocabulary(self.rng)
        self.cum = list(itertools.accumulate(1 / (i + 1) for i in range(len(self.vocab))))

    def words(self, n: int) -> list[str]:
        return self.rng.choices(self.vocab, cum_weights=self.cum, k=n)

    def sentence(self) -> str:
        ws = self.words(self.rng.randint(8, 26))
        if self.rng.random() < 0.35:
            i = self.rng.randrange(len(ws))
            ws[i] = f"[[{ws[i].capitalize()}|{ws[i]}]]"
        s = " ".join(ws).capitalize() + "."
        if self.rng.random() < 0.15:
            s += (
                f'<ref name="r{self.rng.randrange(99)}">{{{{cite web |url=https://example.org/'
                f"{self.rng.randrange(10**6)} |title={' '.join(self.words(4))} |date=2020}}}}</ref>"
            )
        return s

    def article(self, title: str, words: int = 650) -> str:
        r = self.rng
        parts = [
            f"{{{{Infobox thing\n| name = {title}\n| image = Foo{r.randrange(999)}.jpg\n"
            f"| born = {{{{birth date|19{r.randrange(10, 99)}|1|1}}}}\n| field = [[Biology]]\n}}}}",
            f"'''{title}''' ({{{{lang|fr|{' '.join(self.words(2))}}}}}) is a "
            f"[[{self.words(1)[0]}|thing]] of {{{{convert|{r.randrange(99)}|km}}}}.",
        ]
        count, sec = 0, 0
        while count < words:
            para = [self.sentence() for _ in range(r.randint(3, 6))]
            count += sum(s.count(" ") + 1 for s in para)
            parts.append(" ".join(para))
            if r.random() < 0.35:
                sec += 1
                parts.append(f"== {' '.join(self.words(2)).capitalize()} ==")
            if r.random() < 0.1:
                a, b = self.words(2)
                parts.append(
                    f'{{| class="wikitable"\n|-\n! Year !! Value\n|-\n| 1990 || {a}\n'
                    f"|-\n| 2000 || {b}\n|}}"
                )
            if r.random() < 0.1:
                parts.append(
                    f"[[File:Pic{r.randrange(999)}.jpg|thumb|right|{' '.join(self.words(5))}]]"
                )
        parts.append(
            "== References ==\n{{Reflist}}\n\n== External links ==\n* [https://example.org Site]"
        )
        parts.append(f"[[Category:{self.words(1)[0]}]]\n[[de:{title}]]")
        return "\n\n".join(parts)


def page(pid: int, title: str, ns: int, text: str, redirect: str | None = None) -> str:
    red = f'<redirect title="{escape(redirect)}" />' if redirect else ""
    return (
        f"<page><title>{escape(title)}</title><ns>{ns}</ns><id>{pid}</id>{red}<revision>"
        f"<id>{pid * 10}</id><timestamp>2024-0{1 + pid % 9}-01T00:00:00Z</timestamp>"
        f"<model>wikitext</model><format>text/x-wiki</format>"
        f'<text bytes="{len(text)}" xml:space="preserve">{escape(text)}</text></revision></page>\n'
    )


def write_dump(path: Path, n: int, seed: int = 7, extra: Sequence[str] = ()) -> None:
    """``n`` generated articles (with talk pages and redirects), and the ``extra`` pages
    (written by ``page``) spread evenly among them."""
    w = Writer(seed)
    opener = bz2.open if path.suffix == ".bz2" else open
    pid = 1
    every = max(1, n // (len(extra) + 1))
    with opener(path, "wt", encoding="utf-8") as f:  # type: ignore[operator]
        f.write(HEAD)
        for i in range(n):
            if extra and i % every == every - 1 and i // every < len(extra):
                f.write(extra[i // every])
            title = f"{' '.join(w.words(2)).title()} {i}"
            f.write(page(pid, title, 0, w.article(title)))
            pid += 1
            if i % 10 == 3:
                f.write(page(pid, f"Talk:{title}", 1, " ".join(w.words(80))))
                pid += 1
            if i % 10 == 6:
                f.write(page(pid, f"{title} (old)", 0, f"#REDIRECT [[{title}]]", title))
                pid += 1
        f.writelines(extra[n // every :] if n >= every else extra)
        f.write("</mediawiki>\n")


# The Wikipedia articles of the Clough corpus's five tasks (orig_task?.txt).
CLOUGH_TITLES = {
    "a": "Inheritance (object-oriented programming)",
    "b": "PageRank",
    "c": "Vector space model",
    "d": "Bayes' theorem",
    "e": "Dynamic programming",
}


def clough_pages(corpus: Path, same_topic: int = 20, share: float = 0.4) -> list[str]:
    """The five articles (page ids 900000001-5) as pages of a dump, and around each what a
    real dump holds on its topic: ``same_topic`` articles on it (sentences of 10-25 words, a
    ``share`` of them drawn from the article's words, the rest from the generated articles'
    vocabulary; 1.0: word salad of the article's words), its talk page quoting a paragraph, a
    user's draft holding it whole, a redirect to it. Only the articles may ever be matched."""
    rng = random.Random(13)
    general = Writer(17)
    out = []
    for n, (task, title) in enumerate(CLOUGH_TITLES.items(), 1):
        text = (corpus / f"orig_task{task}.txt").read_text(encoding="utf-8")
        out.append(page(900_000_000 + n, title, 0, text))
        words = text.split()
        for j in range(same_topic):
            sents = []
            for _ in range(rng.randint(12, 25)):
                n_words = rng.randint(10, 25)
                mine = rng.choices(words, k=round(share * n_words))
                ws = mine + general.words(n_words - len(mine))
                rng.shuffle(ws)
                sents.append(" ".join(ws).capitalize() + ".")
            pid = 910_000_000 + 100 * n + j
            out.append(page(pid, f"{title} ({j})", 0, " ".join(sents)))
        paragraph = max(text.split("\n"), key=len)
        out.append(page(920_000_000 + n, f"Talk:{title}", 1, f"Is this right? {paragraph}"))
        out.append(page(930_000_000 + n, f"User:Student{n}/{title}", 2, text))
        out.append(page(940_000_000 + n, f"{title} (topic)", 0, f"#REDIRECT [[{title}]]", title))
    return out


def cmd_clough(a: argparse.Namespace) -> None:
    """The Clough answers scanned against a library holding the five articles among ``n``
    generated ones and the same-topic pages of ``clough_pages``: answers matched to their own
    article, by category, and every other match."""
    import csv

    corpus, work = Path(a.corpus), Path(a.out)
    work.mkdir(parents=True, exist_ok=True)
    dump, lib = work / f"clough{a.n}.xml.bz2", work / f"clough{a.n}"
    if not lib.exists():
        write_dump(dump, a.n, extra=clough_pages(corpus, share=a.share))
        cmd_build(argparse.Namespace(dump=str(dump), out=str(lib), workers=a.workers))
    answers = work / "answers"
    labels = list(csv.DictReader((corpus / "labels.csv").open(encoding="utf-8")))
    shutil.rmtree(answers, ignore_errors=True)
    answers.mkdir()
    for row in labels:
        if row["category"] != "orig":
            shutil.copy(corpus / row["file"], answers / row["file"])
    report = work / "clough.json"
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(answers), "-q", "--json", str(report)]
    t = time.perf_counter()
    subprocess.run([*cmd, "--library", str(lib)], check=True, stdout=subprocess.DEVNULL)
    secs = time.perf_counter() - t
    data = json.loads(report.read_text())
    title = {d["path"]: d.get("title") for d in data["documents"]}
    matched: dict[str, set[str]] = {}
    for p in data["pairs"]:
        if p["reported"] and title.get(p["doc_b"]) and not title.get(p["doc_a"]):
            matched.setdefault(p["doc_a"], set()).add(title[p["doc_b"]] or "")
    hits = {"cut": 0, "light": 0, "heavy": 0, "non": 0}
    total = dict.fromkeys(hits, 0)
    wrong = []
    for row in labels:
        cat = row["category"]
        if cat not in hits:
            continue
        total[cat] += 1
        got = matched.get(row["file"], set())
        want = CLOUGH_TITLES[row["task"]] if cat != "non" else None
        hits[cat] += (want in got) if want else bool(got)
        wrong += [f"{row['file']} ({cat}) -> {t}" for t in sorted(got - {want})]
    print(
        f"Clough answers against {a.n:,} generated articles, the five articles and their "
        f"same-topic pages ({a.share:.0%} of their words the article's; {secs:.1f} s): "
        + ", ".join(f"{c} {hits[c]}/{total[c]}" for c in hits)
        + f"; matches to another page: {len(wrong)}"
    )
    for w in wrong:
        print("  ", w)


def cmd_topic(a: argparse.Namespace) -> None:
    """Precision on one topic: a class of real essays written to one prompt, scanned against a
    library (a school's folder) of other essays written to that prompt and others, each written
    independently (the ASAP essay-scoring TSV files, read from outside the project): every
    reported pair of a student and a library document is a false accusation."""
    import csv

    csv.field_size_limit(1 << 30)
    work = Path(a.out)
    shutil.rmtree(work, ignore_errors=True)
    rows = []
    for path in a.tsv:
        with open(path, encoding="latin-1", newline="") as f:
            rows += [(Path(path).stem, r) for r in csv.DictReader(f, delimiter="\t")]
    on_topic = [(f, r) for f, r in rows if r["essay_set"] == a.set]
    klass = [r for f, r in on_topic if f == Path(a.tsv[0]).stem][: a.n]
    shelf = [r for f, r in rows if f != Path(a.tsv[0]).stem and r["essay_set"] in a.library_sets]
    for folder, part in ((work / "class", klass), (work / "shelf", shelf)):
        folder.mkdir(parents=True)
        for r in part:
            (folder / f"essay{r['essay_id']}.txt").write_text(r["essay"], encoding="utf-8")
    from plagcheck.engine import Params
    from plagcheck.engine.library import build_library

    build_library(work / "shelf", work / "lib", Params(), workers=a.workers)
    report = work / "scan.json"
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(work / "class"), "-q"]
    t = time.perf_counter()
    cmd += ["--json", str(report), "--library", str(work / "lib")]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    secs = time.perf_counter() - t
    data = json.loads(report.read_text())
    lib_docs = {d["path"] for d in data["documents"] if d.get("library")}
    pairs = [p for p in data["pairs"] if p["reported"] and p["doc_b"] in lib_docs]
    print(
        f"{len(klass)} essays of ASAP set {a.set} against a library of {len(shelf):,} essays of "
        f"sets {', '.join(a.library_sets)} ({secs:.1f} s): {len(lib_docs)} library documents "
        f"verified, {len(pairs)} reported pairs with one"
    )
    for p in pairs:
        print(
            f"   {p['doc_a']} -> {p['doc_b']}: paraphrase {p['paraphrase']:.2f}, J "
            f"{p['exact_jaccard']:.3f}, longest passage {p['longest_passage_words']} words"
        )


def cmd_build(a: argparse.Namespace) -> None:
    from plagcheck.engine import Params
    from plagcheck.engine.library import build_library, library_info

    t = time.perf_counter()
    r = build_library(a.dump, a.out, Params(), workers=a.workers)
    secs = time.perf_counter() - t
    me, kids = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    cpu_main, cpu_workers = me.ru_utime + me.ru_stime, kids.ru_utime + kids.ru_stime
    info = library_info(a.out)
    keys, words = (sum(p.stat().st_size for p in (Path(a.out) / d).iterdir()) for d in ("sk", "wd"))
    n = max(1, info.articles)
    print(
        f"built {r.added:,} articles in {secs:.1f} s: {r.added / secs:.0f} articles/s "
        f"({a.workers or os.cpu_count()} workers); CPU: {cpu_main:.0f} s reading and writing, "
        f"{cpu_workers:.0f} s in workers, {(cpu_main + cpu_workers) / r.added * 1000:.2f} ms "
        f"an article (on 2 idle cores: {2 * r.added / (cpu_main + cpu_workers):.0f} articles/s); "
        f"peak memory {me.ru_maxrss / 1024:.0f} MB (builder), {kids.ru_maxrss / 1024:.0f} MB "
        f"(largest worker); library {info.size_bytes / 1e6:.1f} MB "
        f"({info.size_bytes / n:,.0f} bytes an article, of which sentence keys {keys / n:,.0f} and "
        f"word counts {words / n:,.0f}: {info.size_bytes / (info.size_bytes - keys - words):.2f} "
        f"times the library of fingerprints alone); left out {r.source.skipped}"
    )


def cmd_class(a: argparse.Namespace) -> None:
    from plagcheck.engine.library import Library

    rng = random.Random(11)
    w = Writer(99)
    lib = Library(a.library)
    out = Path(a.out)
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    truth = {}
    for s in range(a.n):
        own = [" ".join(w.words(rng.randint(10, 22))).capitalize() + "." for _ in range(30)]
        used = []
        if s < a.n * 4 // 10:
            for _ in range(rng.randint(1, 3)):
                i = rng.randrange(lib.count())
                words = lib.record(i)["x"].split()
                n = rng.randint(40, 120)
                at = rng.randrange(max(1, len(words) - n))
                own.insert(rng.randrange(len(own)), " ".join(words[at : at + n]))
                used.append(f"{lib.name}:{lib.record(i)['p']}")
        (out / f"student{s:03d}.txt").write_text(" ".join(own), encoding="utf-8")
        truth[f"student{s:03d}.txt"] = used
    (out.parent / f"{out.name}.truth.json").write_text(json.dumps(truth))
    print(f"{a.n} essays in {out}, {sum(map(len, truth.values()))} pasted passages")


def cmd_scan(a: argparse.Namespace) -> None:
    report = Path(a.folder).parent / "scan.json"
    cmd = [sys.executable, "-m", "plagcheck", "scan", a.folder, "-q", "--json", str(report)]
    for lib in a.library:
        cmd += ["--library", lib]
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    secs = time.perf_counter() - t
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    data = json.loads(report.read_text())
    truth = json.loads((Path(a.folder).parent / f"{Path(a.folder).name}.truth.json").read_text())
    found = {(p["doc_a"], p["doc_b"]) for p in data["pairs"] if p["reported"]}
    want = {(s, d) for s, used in truth.items() for d in used}
    hits = len(want & found)
    extra = len({f for f in found if "student" in f[1] or f not in want}) - 0
    print(
        f"scanned {len(truth)} essays against {' '.join(a.library)} in {secs:.1f} s (the whole "
        f"command), peak {peak:.0f} MB; copied articles found {hits}/{len(want)}, "
        f"other reported pairs {extra}; timings {data['timings']}"
    )


def cmd_grow(a: argparse.Namespace) -> None:
    """A library of ``--to`` articles: the source's, then articles with random fingerprints."""
    from plagcheck.engine.library.shelf import Meta, Source, Writer, pack_record

    src, out = Path(a.library), Path(a.out)
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(src, out)
    meta = Meta.read(out)
    per = sum(meta.bucket_rows) / meta.docs
    per_key = sum(meta.key_rows or [0]) / meta.docs
    rng = np.random.default_rng(5)
    from plagcheck.engine import Params

    wr = Writer(out, Params())
    fake = Source(str(out / "generated"), "dump", articles=0)
    t = time.perf_counter()
    while wr.meta.docs < a.to:
        n = min(20_000, a.to - wr.meta.docs)
        k = rng.poisson(per, n)
        fps = [
            (rng.integers(0, 2**32, m, dtype=np.uint64) << np.uint64(32))
            | np.arange(m, dtype=np.uint64)
            for m in k
        ]
        keys = [
            np.unique(rng.integers(0, 2**32, m, dtype=np.uint32)) for m in rng.poisson(per_key, n)
        ]
        recs = [
            pack_record({"t": f"Generated {wr.meta.docs + j}", "p": 10**8 + j, "x": "x"})
            for j in range(n)
        ]
        fake.articles += n
        wr.append(recs, fps, fake, keys)
    wr.finish(fake)
    wr.seal()
    print(f"grew {out} to {wr.meta.docs:,} articles in {time.perf_counter() - t:.0f} s")


def cmd_storage(a: argparse.Namespace) -> None:
    """The fingerprint rows of a library in SQLite (as the archive keeps them) against the
    bucket files: write time, size on disk, and one class's lookups."""
    from plagcheck.engine import Params
    from plagcheck.engine.intake.reading import open_input, read_documents
    from plagcheck.engine.library import Library
    from plagcheck.engine.library.shelf import BUCKETS, bucket_paths
    from plagcheck.engine.progress import quiet
    from plagcheck.engine.text.winnow import fingerprints_many, unpack

    lib = Library(a.library)
    db = Path(a.library).parent / "fprints.sqlite"
    db.unlink(missing_ok=True)
    con = sqlite3.connect(db)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute(
        "CREATE TABLE fprints (fp INTEGER, doc INTEGER, pos INTEGER,"
        " PRIMARY KEY (fp, doc, pos)) WITHOUT ROWID"
    )
    t = time.perf_counter()
    con.execute("BEGIN")
    mm = total = 0
    for b in range(BUCKETS):  # in hash order, a bucket at a time: B-tree inserts stay local
        h, r = bucket_paths(lib.folder, b)
        if not h.exists():
            continue
        mm += h.stat().st_size + r.stat().st_size
        hh = np.fromfile(h, "<u4").astype(np.int64)
        rr = np.fromfile(r, "<u4").reshape(-1, 2).astype(np.int64)
        con.executemany("INSERT INTO fprints VALUES (?, ?, ?)", zip(hh.tolist(), *rr.T.tolist()))
        total += len(hh)
    con.execute("COMMIT")
    write = time.perf_counter() - t
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = db.stat().st_size
    params = Params()
    found = open_input(Path(a.folder), params)
    docs, _ = read_documents(found.submissions, params, quiet, None)
    fp, _, _ = unpack(fingerprints_many([d.text for d in docs]))
    q = np.unique(fp)
    t = time.process_time()  # CPU time: the development machine is shared
    lib.lookup(q, 100)
    mm_time = time.process_time() - t
    t = time.process_time()
    con.execute("CREATE TEMP TABLE q (fp INTEGER PRIMARY KEY)")
    con.executemany("INSERT INTO q VALUES (?)", [(int(x),) for x in q])
    n = len(
        con.execute(
            "SELECT q.fp, t.doc, t.pos FROM q CROSS JOIN fprints t ON t.fp = q.fp"
        ).fetchall()
    )
    sq_time = time.process_time() - t
    print(
        f"{total:,} fingerprint rows of {lib.count():,} articles: buckets {mm / 1e6:.0f} MB "
        f"(written with the build), SQLite {size / 1e6:.0f} MB written in {write:.1f} s; "
        f"a class's {len(q):,} hashes looked up, CPU: buckets {mm_time * 1000:.0f} ms, SQLite "
        f"{sq_time * 1000:.0f} ms ({n:,} rows)"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("dump")
    d.add_argument("n", type=int)
    d.add_argument("--out", type=Path, required=True)
    b = sub.add_parser("build")
    b.add_argument("dump")
    b.add_argument("--out", required=True)
    b.add_argument("--workers", type=int)
    c = sub.add_parser("class")
    c.add_argument("library")
    c.add_argument("--out", required=True)
    c.add_argument("--n", type=int, default=100)
    s = sub.add_parser("scan")
    s.add_argument("folder")
    s.add_argument("library", nargs="+")
    g = sub.add_parser("grow")
    g.add_argument("library")
    g.add_argument("--to", type=int, required=True)
    g.add_argument("--out", required=True)
    cl = sub.add_parser("clough")
    cl.add_argument("corpus")
    cl.add_argument("--n", type=int, default=2000)
    cl.add_argument("--out", required=True)
    cl.add_argument("--workers", type=int)
    cl.add_argument("--share", type=float, default=0.4)
    tp = sub.add_parser("topic")
    tp.add_argument("tsv", nargs="+", help="ASAP training TSV files; the first one's is the class")
    tp.add_argument("--set", default="1")
    tp.add_argument("--library-sets", nargs="+", default=["1", "2"])
    tp.add_argument("--n", type=int, default=100)
    tp.add_argument("--out", required=True)
    tp.add_argument("--workers", type=int)
    st = sub.add_parser("storage")
    st.add_argument("library")
    st.add_argument("folder")
    a = p.parse_args()
    if a.cmd == "dump":
        t = time.perf_counter()
        write_dump(a.out, a.n)
        print(
            f"wrote {a.n:,} articles to {a.out} ({a.out.stat().st_size / 1e6:.0f} MB) "
            f"in {time.perf_counter() - t:.0f} s"
        )
    else:
        {
            "build": cmd_build,
            "class": cmd_class,
            "scan": cmd_scan,
            "grow": cmd_grow,
            "storage": cmd_storage,
            "clough": cmd_clough,
            "topic": cmd_topic,
        }[a.cmd](a)


if __name__ == "__main__":
    main()
