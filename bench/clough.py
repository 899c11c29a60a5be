"""Choose shingles and thresholds on the Clough & Stevenson corpus of plagiarised short answers.

    python bench/clough.py [--corpus ../shared/corpora/clough] [--threshold T --containment C]

For char k-grams (k = 3..10) and word k-grams (k = 1..5), every pair is scored exactly by the
engine (exact mode). Per answer, against its task's source: Jaccard, containment of the answer in
the source, and the engine's score (max of Jaccard, containment, local containment). Prints the
ROC AUC of ranking plagiarised (cut + light + heavy) above non answers by each, and, for the
engine's reporting rule (J >= threshold, or containment or local containment >= containment
threshold), the share of cut / light / heavy answers reported against their source, the share of
non answers falsely reported against their source, and the false reports between unrelated
answers (answers to different tasks). "AUC score, on-source" leaves out the two cut answers that
copied another Wikipedia text than their source (as the cut shares do): against their source
they are like non answers, and they alone cost 65 of the 72 orderings the engine's score loses.
"""

from __future__ import annotations

import argparse
import csv
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from plagcheck.engine import pipeline
from plagcheck.engine.compare.scores import Pair
from plagcheck.engine.params import Params

CORPUS = Path(__file__).resolve().parent.parent.parent / "shared" / "corpora" / "clough"
CONFIGS = [("char", k) for k in range(3, 11)] + [("word", k) for k in range(1, 6)]
CATEGORIES = ("cut", "light", "heavy", "non")
# Two "cut" answers copied Wikipedia text other than their given source (corpus README).
OFF_SOURCE = {"g2pE_taskc.txt", "g4pD_taskb.txt"}


def auc(pos: list[float], neg: list[float]) -> float:
    """Probability that a positive outranks a negative (ties count half): Mann-Whitney U."""
    p, n = np.asarray(pos)[:, None], np.asarray(neg)[None, :]
    return float(((p > n).sum() + 0.5 * (p == n).sum()) / (p.size * n.size))


@dataclass
class Scored:
    unit: str
    k: int
    answers: list[dict]  # label row + jaccard, containment, local, score
    unrelated: list[Pair]  # every verified pair of unrelated answers


def score_config(
    scanner: pipeline.Scanner, corpus: Path, labels: list[dict], params: Params
) -> Scored:
    unit, k = params.unit.value, params.k
    result = scanner.run(corpus, params, exact=True)
    index = {d.path: i for i, d in enumerate(result.documents)}
    by_pair = {(p.a, p.b): p for p in result.pairs}
    answers = []
    for row in labels:
        a, s = index.get(row["file"]), index.get(row["source_file"])
        out = dict(row, jaccard=0.0, containment=0.0, local=0.0, score=0.0, paraphrase=0.0)
        if a is not None and s is not None:
            p = by_pair.get((min(a, s), max(a, s)))
            if p is not None:
                c = p.containment_a_in_b if p.a == a else p.containment_b_in_a
                out.update(
                    jaccard=p.exact_jaccard, containment=c, local=p.local_containment, pair=p
                )
                out["score"] = p.score
                out["paraphrase"] = p.paraphrase
        answers.append(out)
    label = {r["file"]: r for r in labels}
    unrelated = []
    for p in result.pairs:
        x, y = label.get(result.name(p.a)), label.get(result.name(p.b))
        if x is None or y is None:
            continue  # a source
        # Two answers to the same task may share text legitimately (both copied the source) or
        # not (g2pE_taskd and g4pD_taskd, both "non", share a 60-word stretch): only pairs
        # across tasks are surely unrelated.
        if x["task"] != y["task"]:
            unrelated.append(p)
    return Scored(unit, k, answers, unrelated)


def reported(p: Pair | None, t: float, c: float, pt: float = 2.0) -> bool:
    """The engine's rule (pipeline.decide); ``pt``: the paraphrase threshold (2: off)."""
    if p is None:
        return False
    return (
        p.exact_jaccard >= t
        or p.containment >= c
        or (p.local_containment >= c and c < 1.0)
        or p.paraphrase >= pt
    )


def shares(sc: Scored, t: float, c: float, pt: float = 2.0) -> dict[str, tuple[int, int]]:
    """(reported, answers) per category, and (false reports, 0) for unrelated pairs."""
    out = {}
    for cat in CATEGORIES:
        rows = [a for a in sc.answers if a["category"] == cat and a["file"] not in OFF_SOURCE]
        out[cat] = (sum(reported(a.get("pair"), t, c, pt) for a in rows), len(rows))
    out["unrelated"] = (sum(reported(p, t, c, pt) for p in sc.unrelated), 0)
    return out


def calibrated(sc: Scored, step: float = 0.05) -> tuple[float, float]:
    """The lowest thresholds (multiples of step) that report no non answer and no unrelated pair."""
    false = [a["pair"] for a in sc.answers if a["category"] == "non" and "pair" in a]
    false += sc.unrelated
    if not false:
        return step, step
    jmax = max(p.exact_jaccard for p in false)
    cmax = max(max(p.containment, p.local_containment) for p in false)

    def above(x: float) -> float:
        return min(1.0, round((np.floor(x / step + 1e-9) + 1) * step, 2))

    return above(jmax), above(cmax)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--threshold", type=float, help="Jaccard threshold (default: the engine's)")
    ap.add_argument("--containment", type=float, help="containment threshold (default: engine's)")
    ap.add_argument("--window", type=int, help="local window in words (default: the engine's)")
    ap.add_argument("--no-paraphrase", action="store_true", help="reworded copies off")
    ap.add_argument("--no-stemming", action="store_true", help="paraphrase words as written")
    ap.add_argument("--only", help="one configuration, e.g. 'word 3' (default: all)")
    args = ap.parse_args()
    d = Params(paraphrase=not args.no_paraphrase, stemming=not args.no_stemming)
    if args.window is not None:
        d = d.replace(window=args.window)
    pt = d.paraphrase_threshold if d.paraphrase else 2.0
    base = d
    t = args.threshold if args.threshold is not None else d.threshold
    c = args.containment  # None: each unit's automatic value (Params.containment_cut)
    labels = [
        r for r in csv.DictReader((args.corpus / "labels.csv").open()) if r["category"] != "orig"
    ]
    counts = {cat: sum(r["category"] == cat for r in labels) for cat in CATEGORIES}
    print(
        f"Clough corpus: {len(labels)} answers ({', '.join(f'{k} {v}' for k, v in counts.items())})"
        f"; reporting rule: J >= {t} or containment >= {c or 'auto'} or local containment >= "
        f"{c or 'auto'} (auto: word {Params(unit='word').containment_cut}, char "
        f"{Params(unit='char').containment_cut})"
        f" (window {d.window} words), or paraphrase >= "
        f"{pt if d.paraphrase else 'off'} (stemming {'on' if d.stemming else 'off'})."
        " Cut shares leave out the two cut answers copied from"
        " another text than their source. 'Lowest clean T, C': the lowest thresholds (steps of"
        " 0.05) reporting no non answer and no unrelated pair; the shares after them use those.\n"
    )
    scanner = pipeline.Scanner()
    print(
        "| shingles | AUC J | AUC C | AUC para | AUC score | AUC score, on-source | cut | light "
        "| heavy | non (false) | unrelated pairs (false) | lowest clean T, C | cut | light "
        "| heavy |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    configs = CONFIGS
    if args.only:
        u, kk = args.only.split()
        configs = [(u, int(kk))]
    for unit, k in configs:
        params = base.replace(unit=unit, k=k)
        sc = score_config(scanner, args.corpus, labels, params)
        plag = [a for a in sc.answers if a["category"] != "non"]
        non = [a for a in sc.answers if a["category"] == "non"]
        metrics = ("jaccard", "containment", "paraphrase", "score")
        aucs = [auc([a[m] for a in plag], [a[m] for a in non]) for m in metrics]
        on_source = [a["score"] for a in plag if a["file"] not in OFF_SOURCE]
        aucs.append(auc(on_source, [a["score"] for a in non]))
        sh = shares(sc, t, c if c is not None else params.containment_cut, pt)
        ct, cc = calibrated(sc)
        cal = shares(sc, ct, cc, pt)
        print(
            f"| {unit} {k} | "
            + " | ".join(f"{x:.3f}" for x in aucs)
            + " | "
            + " | ".join(f"{sh[cat][0]}/{sh[cat][1]}" for cat in CATEGORIES)
            + f" | {sh['unrelated'][0]} of {len(sc.unrelated)} | "
            + f"{ct:.2f}, {cc:.2f} | "
            + " | ".join(f"{cal[cat][0]}/{cal[cat][1]}" for cat in CATEGORIES[:3])
            + " |"
        )


if __name__ == "__main__":
    main()
