"""Score ``plagcheck scan`` with its defaults on a PAN text-alignment corpus (PAN-13 layout).

    python bench/pan.py CORPUS_DIR [--work DIR] [--json EXISTING.json] [--as-sources]

CORPUS_DIR holds ``susp/`` and ``src/`` (the documents) and one folder per obfuscation kind
(``01-no-plagiarism``, ``02-no-obfuscation``, ``03-random-obfuscation``,
``04-translation-obfuscation``, ``05-summary-obfuscation``), each with a ``pairs`` file
("suspicious-documentX.txt source-documentY.txt" a line) and one XML truth file per pair
(``<feature name="plagiarism" this_offset= this_length= source_offset= source_length= .../>``).

The documents are laid out as a teacher's folder would be (every suspicious and source document
side by side in one folder, a file each) and ``plagcheck scan FOLDER --json`` runs on it with no
other option: the scan finds its pairs among all the documents itself (``--as-sources``: the
suspicious documents are the class and the sources its reference texts, ``--sources``, as a
teacher checks students against the sources they may have used). Then, per kind and over
every listed pair, from the JSON's reported pairs and their ``shared`` passages (character
offsets into each document):

- candidate pairs (verified by the scan, reported or not: the recall of its candidate search),
- pairs reported (recall of pairs; on the no-plagiarism pairs: false pairs),
- the pairs its truth files annotate with a plagiarism case, and how many of them are reported
  (a copy of the corpus may list pairs whose truth file has no case: 947 of the 1,185 summary
  pairs of the PAN-13 training corpus, most of them sharing nothing),
- PAN's plagdet, precision, recall and granularity of the passages (bench/plagdet.py), macro-
  averaged as in Potthast et al. 2010 (micro-averaged beside it),
- reported pairs that the corpus does not list (two suspicious or two source documents that
  share a source: not scored by PAN),
- the scan's wall time and peak memory (summed PSS of its processes, bench/peak_memory.py).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peak_memory import tree_pss_kb  # noqa: E402
from plagdet import Scores, Span, macro, micro  # noqa: E402

KINDS = {
    "01-no-plagiarism": "none (no plagiarism)",
    "02-no-obfuscation": "verbatim",
    "03-random-obfuscation": "random",
    "04-translation-obfuscation": "translation",
    "05-summary-obfuscation": "summary",
}
_FEATURE = re.compile(r"<feature\b[^>]*/>")
_ATTR = re.compile(r'(\w+)="([^"]*)"')


def read_kind(folder: Path) -> tuple[list[tuple[str, str]], list[Span]]:
    """The listed pairs of one kind and their plagiarism cases."""
    # The pairs file, and every pair with a truth file (a copy of the corpus may have cut its
    # pairs file short: the XML files are the truth).
    pairs_file = folder / "pairs"
    text = pairs_file.read_text() if pairs_file.exists() else ""
    listed = [line.split() for line in text.splitlines() if line.strip()]
    pairs = [(s, r) for s, r in listed]
    for xml in sorted(folder.glob("suspicious-document*-source-document*.xml")):
        susp, src = xml.stem.split("-source-")
        pairs.append((f"{susp}.txt", f"source-{src}.txt"))
    pairs = list(dict.fromkeys(pairs))
    cases = []
    for susp, src in pairs:
        xml = folder / f"{Path(susp).stem}-{Path(src).stem}.xml"
        if not xml.exists():
            continue
        for feat in _FEATURE.findall(xml.read_text()):
            a = dict(_ATTR.findall(feat))
            if a.get("name") != "plagiarism":
                continue
            t0, s0 = int(a["this_offset"]), int(a["source_offset"])
            cases.append(
                Span(susp, t0, t0 + int(a["this_length"]), src, s0, s0 + int(a["source_length"]))
            )
    return pairs, cases


def lay_out(corpus: Path, folder: Path) -> int:
    """Every suspicious and source document in one folder (hard links where possible)."""
    folder.mkdir(parents=True, exist_ok=True)
    n = 0
    for sub in ("susp", "src"):
        for f in sorted((corpus / sub).glob("*.txt")):
            dest = folder / f.name
            if not dest.exists():
                try:
                    os.link(f, dest)
                except OSError:
                    shutil.copyfile(f, dest)
            n += 1
    return n


def scan(folder: Path, out: Path, sources: Path | None = None) -> tuple[float, float, float]:
    """Run ``plagcheck scan FOLDER --json OUT -q`` (defaults otherwise; ``sources``: with
    ``--sources SOURCES``): (wall seconds, CPU seconds of its processes, peak MiB). On a shared
    machine the CPU time is the steadier figure: the wall time of an idle one is about it
    divided by the cores the scan keeps busy."""
    cmd = [sys.executable, "-m", "plagcheck", "scan", str(folder), "--json", str(out), "-q"]
    cmd += ["--sources", str(sources)] if sources else []
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    peak = 0
    while proc.poll() is None:
        peak = max(peak, tree_pss_kb(proc.pid))
        time.sleep(0.5)
    wall = time.perf_counter() - start
    if proc.returncode:
        sys.exit(f"plagcheck scan failed (exit {proc.returncode})")
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall, cpu, peak / 1024


def detections(data: dict) -> tuple[dict[tuple[str, str], list[Span]], set[tuple[str, str]]]:
    """Reported pairs (by names, both orders) and their passages as (susp, src) spans: a
    passage's ``a`` offsets belong to ``doc_a``."""
    found: dict[tuple[str, str], list[Span]] = defaultdict(list)
    reported = set()
    for p in data["pairs"]:
        if not p["reported"]:
            continue
        a, b = Path(p["doc_a"]).name, Path(p["doc_b"]).name
        reported |= {(a, b), (b, a)}
        for q in p.get("shared", []):
            (a0, a1), (b0, b1) = q["a"], q["b"]
            found[(a, b)].append(Span(a, a0, a1, b, b0, b1))
            found[(b, a)].append(Span(b, b0, b1, a, a0, a1))
    return found, reported


def candidates(data: dict) -> set[tuple[str, str]]:
    """Every verified candidate pair (reported or not), by names, both orders."""
    out = set()
    for p in data["pairs"]:
        a, b = Path(p["doc_a"]).name, Path(p["doc_b"]).name
        out |= {(a, b), (b, a)}
    return out


def row(
    name: str,
    n: int,
    cand: int,
    hit: int,
    ann: tuple[int, int],
    ma: Scores | None,
    mi: Scores | None,
) -> str:
    out = f"{name:<22} {n:>5}  {cand:>5} {hit:>5} {100 * hit / max(n, 1):6.1f}%"
    out += f"  {ann[0]:>5} {ann[1]:>5} {100 * ann[1] / max(ann[0], 1):6.1f}%"
    for s in (ma, mi):
        if s is None:
            out += f"  {'':>6} {'':>6} {'':>6} {'':>6}"
        else:
            out += f"  {s.plagdet:6.3f} {s.precision:6.3f} {s.recall:6.3f} {s.granularity:6.3f}"
    return out


def report(corpus: Path, data: dict) -> None:
    found, reported = detections(data)
    verified = candidates(data)
    listed: set[tuple[str, str]] = set()
    all_cases: list[Span] = []
    all_dets: list[Span] = []
    all_annotated: set[tuple[str, str]] = set()
    head = (
        f"{'kind':<22} {'pairs':>5}  {'cand.':>5} {'reported':>13}  {'annotated, reported':>20}"
        f"  {'plagdet':>6} {'prec':>6} "
        f"{'rec':>6} {'gran':>6}  {'micro:':>6} {'prec':>6} {'rec':>6} {'gran':>6}"
    )
    print(head)
    for sub, name in KINDS.items():
        if not (corpus / sub).is_dir():
            continue
        pairs, cases = read_kind(corpus / sub)
        listed |= set(pairs)
        hit = sum(p in reported for p in pairs)
        annotated = {(c.susp, c.src) for c in cases}
        ann = (len(annotated), len(annotated & reported))
        all_annotated |= annotated
        dets = [d for p in pairs for d in found.get(p, [])]
        all_cases += cases
        all_dets += dets
        scored = sub != "01-no-plagiarism"
        ma, mi = (macro(cases, dets), micro(cases, dets)) if scored else (None, None)
        print(row(name, len(pairs), sum(p in verified for p in pairs), hit, ann, ma, mi))
        if not scored:
            print(f"{'':<22} ({len(dets)} passages on pairs with no plagiarism)")
    n_listed = len(listed)
    n_cand = sum(p in verified for p in listed)
    ann = (len(all_annotated), len(all_annotated & reported))
    print(row("all listed pairs", n_listed, n_cand, sum(p in reported for p in listed), ann,
              macro(all_cases, all_dets), micro(all_cases, all_dets)))  # fmt: skip
    unlisted = {tuple(sorted(p)) for p in reported} - {tuple(sorted(p)) for p in listed}
    print(f"reported pairs the corpus does not list (not scored by PAN): {len(unlisted)}")
    print(f"candidates verified: {data.get('candidates')}, timings: {data.get('timings')}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", type=Path, help="PAN-13 text-alignment corpus folder")
    ap.add_argument("--work", type=Path, help="where the folder and the JSON go (default: temp)")
    ap.add_argument("--json", type=Path, help="score this scan's JSON instead of scanning")
    ap.add_argument(
        "--as-sources",
        action="store_true",
        help="scan susp/ as the class and src/ as reference texts (--sources), as a teacher "
        "checks students against sources, instead of one folder of both",
    )
    args = ap.parse_args()
    if not (args.corpus / "susp").is_dir() or not (args.corpus / "src").is_dir():
        sys.exit(f"{args.corpus}: not a PAN text-alignment corpus (no susp/ and src/ folders)")
    if args.json:
        report(args.corpus, json.loads(args.json.read_text()))
        return
    work = args.work or Path(tempfile.mkdtemp(prefix="pan-"))
    out = work / "scan.json"
    if args.as_sources:
        work.mkdir(parents=True, exist_ok=True)
        folder, sources = args.corpus / "susp", args.corpus / "src"
        n = sum(1 for d in (folder, sources) for _ in d.glob("*.txt"))
        wall, cpu, peak = scan(folder, out, sources)
    else:
        folder = work / "folder"
        n = lay_out(args.corpus, folder)
        wall, cpu, peak = scan(folder, out)
    print(f"{n} documents in {folder}; scan {wall:.1f} s wall, {cpu:.1f} s CPU, peak memory "
          f"{peak:.0f} MiB (PSS of the process tree), {os.cpu_count()} cores, load average "
          f"{os.getloadavg()[0]:.1f}")  # fmt: skip
    report(args.corpus, json.loads(out.read_text()))


if __name__ == "__main__":
    main()
