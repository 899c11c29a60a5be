"""End to end on a generated folder: the engine vs exact all-pairs, datasketch, rensa, the floor.

    python bench/generate.py /tmp/c20k --n 20000
    python bench/run.py /tmp/c20k [--unit char -k 5 --threshold 0.5 --perms 128] [--skip-peers]
    python bench/run.py /tmp/c20k ... --repeat 3    (rounds in turn; medians of the ratios)

Prints per-stage times, wall time, peak memory, candidates, recall against exact all-pairs
(prefix filtering, exact for J >= threshold), recall of the planted cases, then the same corpus
through datasketch (MinHash.update_batch + MinHashLSH) and rensa (RMinHash + RMinHashLSH) over the
same shingles and permutations, and the floor (read the files, hash each shingle once), with ratios.
Each contender is timed from the files on disk to its candidate pairs.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import json
import resource
import sys
import time
import tracemalloc
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from plagcheck.engine import pipeline, stages
from plagcheck.engine.intake import reading as inputs
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.text.shingles import WORD, murmur3_windows

# A contender projected to take longer than this runs on a subsample, extrapolated linearly.
PEER_BUDGET_S = 900.0


def maxrss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


# -- exact all-pairs ------------------------------------------------------------------------------
def exact_pairs(
    sets: Sequence[np.ndarray], t: float, ell: int | None = None, block: int = 1000
) -> tuple[np.ndarray, np.ndarray]:
    """All pairs (a < b) with Jaccard >= t, and their Jaccard: prefix filtering, exact.

    Elements are ordered by global rarity. J >= t implies |A & B| >= ceil(t|A|), and then the
    ``ell`` rarest shared elements lie in the first |A| - ceil(t|A|) + ell elements of A (and of B):
    a pair is verified only if its two prefixes share at least ``ell`` elements (the l-prefix
    scheme of Wang et al. 2013; ell = 1 is All-Pairs). Char shingles are common, so one shared
    prefix element links almost every pair; a larger ell keeps the candidates few.
    """
    from scipy import sparse

    n = len(sets)
    lens = np.array([len(s) for s in sets], dtype=np.int64)
    if ell is None:
        ell = max(1, int(0.05 * np.median(lens)))
    doc = np.repeat(np.arange(n, dtype=np.int64), lens)
    uniq, inv, counts = np.unique(np.concatenate(sets), return_inverse=True, return_counts=True)
    rank = np.empty(len(uniq), dtype=np.int64)
    rank[np.lexsort((uniq, counts))] = np.arange(len(uniq))
    tok = rank[inv]
    order = np.lexsort((tok, doc))
    tok, doc = tok[order], doc[order]
    pos = np.arange(len(tok)) - np.repeat(np.cumsum(lens) - lens, lens)
    plen = lens - np.ceil(t * lens - 1e-9).astype(np.int64) + ell
    pre = pos < plen[doc]
    ones = np.ones(int(pre.sum()), dtype=np.float32)
    prefix = sparse.csr_matrix((ones, (doc[pre], tok[pre])), shape=(n, len(uniq)))
    prefix_t = prefix.T.tocsr()
    found_a, found_b = [], []
    for s in range(0, n, block):
        shared = (prefix[s : s + block] @ prefix_t).tocoo()
        a, b = shared.row.astype(np.int64) + s, shared.col.astype(np.int64)
        keep = (b > a) & (shared.data >= ell)
        # Small sets (shorter prefix than ell) are checked against everything they share with.
        keep |= (b > a) & (np.minimum(plen[a], plen[b]) < 2 * ell) & (shared.data > 0)
        found_a.append(a[keep])
        found_b.append(b[keep])
    a, b = np.concatenate(found_a), np.concatenate(found_b)
    ok = np.minimum(lens[a], lens[b]) >= t * np.maximum(lens[a], lens[b]) - 1e-9
    a, b = a[ok], b[ok]
    inter = np.array(
        [len(np.intersect1d(sets[x], sets[y], assume_unique=True)) for x, y in zip(a, b)]
    )
    jac = inter / np.maximum(1, lens[a] + lens[b] - inter)
    keep = jac >= t - 1e-12
    print(f"  prefix filter (ell={ell}): {len(a):,} candidates verified, {int(keep.sum()):,} pairs")
    return np.stack([a[keep], b[keep]], axis=1), jac[keep]


def compared_sets(source: Path | list[Path], result: pipeline.Result) -> list[np.ndarray]:
    """Each document's compared set, read afresh: a large scan keeps only its candidates' sets."""
    _, entries, _ = inputs.list_entries(source)
    quiet = lambda *a: None  # noqa: E731
    found: dict[str, np.ndarray] = {}
    for lo in range(0, len(entries), 2000):
        docs, _ = inputs.read_documents(entries[lo : lo + 2000], result.params, quiet, None)
        kept, shingles, _, _ = stages.shingle_documents(docs, result.params, quiet, None)
        found.update((d.path, s.elements) for d, s in zip(kept, shingles))
    return [found[d.path] for d in result.documents]


# -- peers --------------------------------------------------------------------------------------
def text_of(path: Path) -> str:
    return " ".join(path.read_text(encoding="utf-8").casefold().split())


def shingle_strings(text: str, unit: Unit, k: int) -> set[str]:
    """The engine's shingles as strings (plain ASCII essays: the same sets)."""
    if unit is Unit.CHAR:
        return {text[i : i + k] for i in range(len(text) - k + 1)}
    w = WORD.findall(text)
    return {" ".join(w[i : i + k]) for i in range(len(w) - k + 1)}


def timed_peer(name: str, run_one, paths: list[Path]) -> tuple[float, set[tuple[int, int]], str]:
    """Time ``run_one(paths)``; on a subsample (extrapolated) if the whole exceeds the budget."""
    probe = paths[: min(len(paths), 300)]
    t = time.perf_counter()
    run_one(probe)
    per_doc = (time.perf_counter() - t) / len(probe)
    note = ""
    use = paths
    if per_doc * len(paths) > PEER_BUDGET_S:
        m = max(len(probe), int(PEER_BUDGET_S / per_doc / 2))
        use = paths[:m]
        note = f"subsample of {m:,}, extrapolated x{len(paths) / m:.2f}"
    gc.collect()
    t = time.perf_counter()
    pairs = run_one(use)
    wall = (time.perf_counter() - t) * len(paths) / len(use)
    print(f"  {name}: {wall:.1f} s {note}")
    return wall, pairs, note


def datasketch_run(paths: list[Path], p: Params) -> set[tuple[int, int]]:
    from datasketch import MinHash, MinHashLSH

    lsh = MinHashLSH(threshold=p.threshold, num_perm=p.perms)
    mhs = []
    for i, path in enumerate(paths):
        m = MinHash(num_perm=p.perms, seed=p.seed)
        m.update_batch([s.encode("utf-8") for s in shingle_strings(text_of(path), p.unit, p.k)])
        lsh.insert(i, m)
        mhs.append(m)
    return {(min(i, j), max(i, j)) for i, m in enumerate(mhs) for j in lsh.query(m) if j != i}


def rensa_bands(perms: int, threshold: float) -> int:
    """rensa needs bands dividing perms: the divisor whose knee (1/b)^(1/r) is nearest t."""
    divs = [b for b in range(1, perms + 1) if perms % b == 0]
    return min(divs, key=lambda b: abs((1 / b) ** (b / perms) - threshold))


def rensa_run(paths: list[Path], p: Params) -> set[tuple[int, int]]:
    import rensa

    sets = [list(shingle_strings(text_of(path), p.unit, p.k)) for path in paths]
    mhs = rensa.RMinHash.from_token_sets(sets, p.perms, p.seed)
    lsh = rensa.RMinHashLSH(p.threshold, p.perms, rensa_bands(p.perms, p.threshold))
    lsh.insert_many(mhs)
    return {(min(i, j), max(i, j)) for i, js in enumerate(lsh.query_all(mhs)) for j in js if j != i}


def floor_run(paths: list[Path], p: Params) -> set[tuple[int, int]]:
    """Read each file, case-fold, collapse white space, hash every shingle once (batched)."""
    batch: list[np.ndarray] = []
    size = 0
    total = 0

    def flush() -> int:
        if not batch:
            return 0
        h = murmur3_windows(np.concatenate(batch), p.k)
        batch.clear()
        return len(h)

    for path in paths:
        text = text_of(path)
        if p.unit is Unit.CHAR:
            v = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
        else:
            import mmh3

            v = np.array([mmh3.hash(w, 0x5EED, signed=False) for w in WORD.findall(text)], "u4")
        batch.append(v)
        size += len(v)
        if size > 4_000_000:
            total += flush()
            size = 0
    total += flush()
    return set()


# -- report -------------------------------------------------------------------------------------
def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("folder", type=Path)
    ap.add_argument("--unit", choices=["char", "word"], default="char")
    ap.add_argument("-k", "--k", type=int, default=5)
    ap.add_argument("--threshold", type=float, default=0.5)
    ap.add_argument("--perms", type=int, default=128)
    ap.add_argument("--window", type=int, help="local window in words (0: off)")
    ap.add_argument("--no-paraphrase", action="store_true", help="reworded-copy matching off")
    ap.add_argument("--n", type=int, help="only the first N files")
    ap.add_argument("--skip-peers", action="store_true", help="engine only (huge n)")
    ap.add_argument("--skip-exact", action="store_true", help="no exact all-pairs ground truth")
    ap.add_argument(
        "--tracemalloc", action="store_true", help="also trace the engine's peak (slows it down)"
    )
    ap.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="rounds of plagcheck, each peer and the floor in turn; medians of the times and of "
        "each one's ratio to plagcheck within a round (this machine's speed drifts)",
    )
    args = ap.parse_args(argv)

    paths = sorted(args.folder.glob("*.txt"))
    if args.n:
        paths = paths[: args.n]
    params = Params(unit=args.unit, k=args.k, threshold=args.threshold, perms=args.perms)
    if args.window is not None:
        params = params.replace(window=args.window)
    if args.no_paraphrase:
        params = params.replace(paraphrase=False)
    b, r = params.band_rows()
    print(
        f"{len(paths):,} files in {args.folder}; {params.unit.value} {params.k}-grams, "
        f"{params.perms} perms, threshold {params.threshold}, b={b} r={r}, "
        f"window {params.window} words, rewording {'on' if params.paraphrase else 'off'}; "
        f"python {sys.version.split()[0]}"
    )
    # Every contender reads the files from the page cache: the first to run would otherwise pay
    # for the disk (2-3 s of 20,000 files here after another large folder was read).
    for path in paths:
        path.read_bytes()
    rss0 = maxrss_mb()
    if args.tracemalloc:
        tracemalloc.start()
    t = time.perf_counter()
    source = args.folder if args.n is None else paths
    result = pipeline.run(source, params)
    ours = time.perf_counter() - t
    traced = tracemalloc.get_traced_memory()[1] / 2**20 if args.tracemalloc else None
    tracemalloc.stop()
    rss = maxrss_mb()
    names = [d.path for d in result.documents]
    print("\nEngine")
    for stage, s in result.timings.items():
        print(f"  {stage:<10} {s:8.2f} s")
    print(f"  {'total':<10} {ours:8.2f} s   ({1000 * ours / max(1, len(names)):.2f} ms/doc)")
    print(f"  peak RSS (process, after the engine): {rss:,.0f} MB (before: {rss0:,.0f} MB)")
    kids = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    if kids:
        print(f"  peak RSS of the largest worker process: {kids:,.0f} MB")
    if traced is not None:
        print(f"  tracemalloc peak (engine only): {traced:,.0f} MB")
    reported = result.reported
    print(
        f"  documents {len(names):,}, problems {len(result.problems)}, "
        f"candidates {result.candidates:,} (+{result.dismissed:,} band matches dismissed by "
        f"signature), reported {len(reported):,}"
    )
    cand = {(min(p.a, p.b), max(p.a, p.b)) for p in result.pairs}
    rep = {(min(p.a, p.b), max(p.a, p.b)) for p in reported}

    truth = None
    if not args.skip_exact:
        print("\nExact all-pairs (ground truth)")
        t = time.perf_counter()
        tp, tj = exact_pairs(compared_sets(source, result), params.threshold)
        print(f"  {time.perf_counter() - t:.1f} s")
        truth = {(int(a), int(b)) for a, b in tp}
        found = len(truth & cand)
        print(
            f"  pairs with J >= {params.threshold}: {len(truth):,}; found {found:,}; "
            f"recall {found / max(1, len(truth)):.4f}; candidates / true pairs "
            f"{result.candidates / max(1, len(truth)):.2f} (band matches, before the signature "
            f"check: {(result.candidates + result.dismissed) / max(1, len(truth)):.2f})"
        )
        missed = sorted(truth - cand)
        if missed:
            jm = {(int(a), int(b)): j for (a, b), j in zip(tp, tj)}
            print("  missed:", ", ".join(f"{jm[m]:.3f}" for m in missed[:20]))

    tpath = args.folder.parent / (args.folder.name + ".planted.json")
    if tpath.exists():
        print("\nPlanted cases (reported / planted)")
        index = {name: i for i, name in enumerate(names)}
        by_kind: dict[str, list[int]] = {}
        for c in json.loads(tpath.read_text())["planted"]:
            if c["a"] not in index or c["b"] not in index:
                continue
            pair = tuple(sorted((index[c["a"]], index[c["b"]])))
            by_kind.setdefault(c["kind"], []).append(pair in rep)
        for kind, hits in by_kind.items():
            print(f"  {kind:<6} {sum(hits):5d} / {len(hits):<5d} recall {np.mean(hits):.3f}")

    if args.skip_peers:
        return
    print("\nPeers (same shingles, same permutations; each from the files on disk)")
    ours_index = {name: i for i, name in enumerate(names)}
    to_ours = np.array([ours_index.get(p.name, -1) for p in paths])
    rows = [("plagcheck", ours, cand, "")]
    peers = {}
    for name, fn in (("datasketch", datasketch_run), ("rensa", rensa_run)):
        if importlib.util.find_spec(name) is None:
            print(f"  {name}: not installed (pip install -e '.[bench]'), left out")
            continue
        peers[name] = lambda name=name, fn=fn: timed_peer(name, lambda ps: fn(ps, params), paths)
        wall, pairs, note = peers[name]()
        mapped = {
            (min(to_ours[a], to_ours[b]), max(to_ours[a], to_ours[b]))
            for a, b in pairs
            if to_ours[a] >= 0 and to_ours[b] >= 0
        }
        rows.append((name, wall, mapped if not note else None, note))
    floor = timed_floor(paths, params)

    print(
        "\n| contender | wall s | ours faster by | candidates | recall (J >= t) |\n"
        "|---|---:|---:|---:|---:|"
    )
    for name, wall, pairs, note in rows:
        rec = "n/a"
        if truth is not None and pairs is not None:
            rec = f"{len(truth & pairs) / max(1, len(truth)):.4f}"
        n_c = f"{len(pairs):,}" if pairs is not None else "n/a"
        print(f"| {name} | {wall:.2f} | {wall / ours:.1f}x | {n_c} | {rec} | {note}")
    print(
        f"| floor (read + hash each shingle once) | {floor:.2f} | ours / floor = "
        f"{ours / floor:.2f} | | |"
    )
    print(f"\nrensa bands: {rensa_bands(params.perms, params.threshold)}; ours b={b} r={r}")
    print(f"datasketch chooses its own b, r for threshold {params.threshold} (weights 0.5/0.5)")
    if args.repeat > 1:
        times = {"plagcheck": [ours], **{n: [w] for n, w, _, _ in rows[1:]}, "floor": [floor]}
        for _ in range(args.repeat - 1):
            print()
            t = time.perf_counter()
            pipeline.run(source, params)
            times["plagcheck"].append(time.perf_counter() - t)
            print(f"  plagcheck: {times['plagcheck'][-1]:.2f} s")
            for name, again in peers.items():
                times[name].append(again()[0])
            times["floor"].append(timed_floor(paths, params))
        paired_medians(times)


def timed_floor(paths: list[Path], p: Params) -> float:
    gc.collect()
    t = time.perf_counter()
    floor_run(paths, p)
    floor = time.perf_counter() - t
    print(f"  floor: {floor:.2f} s")
    return floor


def paired_medians(times: dict[str, list[float]]) -> None:
    """Each contender's median time over the rounds, and the median of its ratio to plagcheck's
    time in the same round: a ratio taken within one round holds where single times drift."""
    ours = times["plagcheck"]
    print(f"\nRounds: {len(ours)} (median; each round's value in brackets)")
    print("| contender | wall s | / plagcheck in the same round |\n|---|---:|---:|")
    for name, ts in times.items():
        ratios = [t / o for t, o in zip(ts, ours)]
        print(
            f"| {name} | {np.median(ts):.2f} ({', '.join(f'{t:.2f}' for t in ts)}) | "
            f"{np.median(ratios):.2f}x ({', '.join(f'{r:.2f}' for r in ratios)}) |"
        )


if __name__ == "__main__":
    main()
