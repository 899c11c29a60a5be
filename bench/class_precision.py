"""Precision on real classes: essays written independently to one prompt, with copies planted.

    python bench/class_precision.py CLASS_DIR [CLASS_DIR ...] [--prompt FILE] [--size 500]
        [--outside OTHER_CLASS_DIR] [--seed 1] [--archive] [--json OUT.json]

A CLASS_DIR holds one .txt file per essay, all written to one prompt (real student essays from
public essay-scoring and learner corpora: docs/class_precision.md says which; the texts stay
outside the project). ``CLASS_DIR.prompt.txt`` beside it, or ``--prompt``, is the prompt.

For each class, ``--size`` essays are drawn (seeded) and scanned with plagcheck's defaults:

1. as they are, with the prompt given as assignment text, then without it: every reported pair
   is a false accusation (the essays were written independently);
2. with copies planted: whole essays lightly edited, a pasted paragraph, 2-3 pasted sentences,
   a reworded paragraph (words swapped for others of the same meaning from a small list, clauses
   and sentences reordered: a crude rewording, said so beside its figure), and a ring of 5
   students who each pasted the same paragraph of an outside text (an essay of another class):
   planted pairs found, other pairs reported;
3. the ring again in a class of 25;
4. small classes, as most teachers have: three classes of 10 and three of 15 drawn from the
   essays, each scanned as it is (every reported pair false; and in how many of those with a
   pair the line "N pairs share only a sentence or two each" asks for the text they read) and
   with three copies planted (a pasted paragraph, three pasted sentences, a reworded paragraph;
   prompt given);
5. with ``--archive``: half the class archived as last year's, the other half scanned against
   it with the prompt given (reported pairs against the students scanned).

It prints, per class, the figures the precision targets are stated in (docs/class_precision.md).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from plagcheck.engine import Params, run  # noqa: E402

# Words a crude rewording swaps (both ways), and sentence-initial connectives it changes.
SYNONYMS = {
    "big": "large",
    "small": "little",
    "important": "significant",
    "help": "assist",
    "show": "demonstrate",
    "use": "utilize",
    "many": "numerous",
    "often": "frequently",
    "think": "believe",
    "good": "beneficial",
    "bad": "harmful",
    "people": "individuals",
    "kids": "children",
    "because": "since",
    "also": "additionally",
    "very": "extremely",
    "get": "obtain",
    "make": "create",
    "start": "begin",
    "end": "finish",
    "buy": "purchase",
    "need": "require",
    "fast": "quick",
    "hard": "difficult",
    "easy": "simple",
    "job": "work",
    "happy": "glad",
    "problem": "issue",
    "way": "manner",
    "idea": "notion",
    "try": "attempt",
    "give": "provide",
    "keep": "retain",
    "maybe": "perhaps",
    "like": "enjoy",
    "go": "travel",
    "so": "therefore",
    "but": "however",
    "car": "vehicle",
    "school": "academy",
    "students": "pupils",
    "student": "pupil",
    "teacher": "instructor",
    "house": "home",
    "friends": "companions",
    "money": "funds",
    "reason": "cause",
    "world": "planet",
}
SYNONYMS.update({v: k for k, v in list(SYNONYMS.items())})
WORD = re.compile(r"[A-Za-z']+")


def essays(folder: Path) -> dict[str, str]:
    return {p.stem: p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.txt"))}


def paragraphs(text: str) -> list[str]:
    paras = [p.strip() for p in re.split(r"\n\s*\n", text) if len(p.split()) >= 40]
    if paras:
        return paras
    sents = sentences(text)  # one block of text: a paragraph is 3-5 of its sentences
    return [" ".join(sents[i : i + 4]) for i in range(0, max(len(sents) - 3, 1), 4)]


def sentences(text: str) -> list[str]:
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.split()) >= 6]


def light_edit(text: str, rng: random.Random, share: float = 0.05) -> str:
    """A few words changed, dropped or swapped (a lightly edited whole copy)."""
    words = text.split(" ")
    for _ in range(max(1, int(len(words) * share))):
        i = rng.randrange(len(words))
        w = words[i]
        words[i] = SYNONYMS.get(w.lower(), w if rng.random() < 0.5 else "")
    return " ".join(w for w in words if w)


def reword(paragraph: str, rng: random.Random) -> str:
    """A crude rewording: synonyms swapped, clauses turned, sentences reordered."""
    out = []
    for s in sentences(paragraph) or [paragraph]:
        s = WORD.sub(lambda m: SYNONYMS.get(m.group().lower(), m.group()), s)
        parts = [p.strip() for p in s.rstrip(".!?").split(",") if p.strip()]
        if len(parts) > 1 and rng.random() < 0.7:
            parts = parts[1:] + parts[:1]
        out.append(", ".join(parts).capitalize() + ".")
    if len(out) > 2:
        i = rng.randrange(len(out) - 1)
        out[i], out[i + 1] = out[i + 1], out[i]
    return " ".join(out)


def insert(text: str, piece: str, rng: random.Random) -> str:
    paras = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    if len(paras) > 1:
        paras.insert(rng.randrange(1, len(paras)), piece)
        return "\n\n".join(paras)
    sents = re.split(r"(?<=[.!?])\s+", text)
    at = rng.randrange(1, max(len(sents), 2))
    return " ".join(sents[:at]) + "\n\n" + piece + "\n\n" + " ".join(sents[at:])


def plant(
    texts: dict[str, str], outside: list[str], rng: random.Random, ring: int = 5
) -> tuple[dict[str, str], dict[frozenset[str], str]]:
    """Planted copies: (texts with them, {pair of names: kind})."""
    names = sorted(texts)
    rng.shuffle(names)
    out = dict(texts)
    planted: dict[frozenset[str], str] = {}
    kinds = ["whole", "whole", "whole", "whole", "paragraph", "paragraph", "paragraph",
             "paragraph", "sentences", "sentences", "sentences", "sentences",
             "reworded", "reworded", "reworded", "reworded", "reworded", "reworded"]  # fmt: skip
    it, left = iter(names), len(names)
    for kind in kinds:
        if left < 2 + ring:  # (a class too small for every kind: the ring still planted)
            break
        src, dst, left = next(it), next(it), left - 2
        s = texts[src]
        if kind == "whole":
            out[dst] = light_edit(s, rng)
        elif kind == "paragraph":
            out[dst] = insert(texts[dst], rng.choice(paragraphs(s)), rng)
        elif kind == "sentences":
            sents = sentences(s)
            i = rng.randrange(max(len(sents) - 2, 1))
            out[dst] = insert(texts[dst], " ".join(sents[i : i + rng.choice((2, 3))]), rng)
        else:
            out[dst] = insert(texts[dst], reword(rng.choice(paragraphs(s)), rng), rng)
        planted[frozenset((src, dst))] = kind
    if ring:
        piece = rng.choice([p for t in outside for p in paragraphs(t)])
        members = [next(it) for _ in range(ring)]
        for m in members:
            out[m] = insert(texts[m], piece, rng)
        for i, a in enumerate(members):
            for b in members[i + 1 :]:
                planted[frozenset((a, b))] = "ring"
    return out, planted


def scan(
    texts: dict[str, str], params: Params, archive: Path | None = None
) -> tuple[set, float, int, int]:
    """The pairs of names reported, the scan's seconds, how many pairs had no passage, and how
    many the line "N pairs share only a sentence or two each" names (0: not shown)."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        for name, text in texts.items():
            (folder / f"{name}.txt").write_text(text, encoding="utf-8")
        t = time.perf_counter()
        result = run(folder, params, archive=archive)
        took = time.perf_counter() - t
        names = [Path(d.path).stem for d in result.documents]
        pairs = {frozenset((names[p.a], names[p.b])) for p in result.reported}
        bare = sum(not p.spans for p in result.reported)
    return pairs, took, bare, result.quoting


def archived(texts: dict[str, str], params: Params, into: Path) -> Path:
    """The essays as last year's class in an archive at ``into``."""
    from plagcheck.engine.archive import Archive

    folder = into.parent / "last_year"
    folder.mkdir()
    for name, text in texts.items():
        (folder / f"{name}.txt").write_text(text, encoding="utf-8")
    with Archive(into, create=True) as arch:
        arch.add(folder, "last year", params)
    return into


def one_class(folder: Path, args: argparse.Namespace, outside: list[str]) -> dict:
    rng = random.Random(args.seed)
    every = essays(folder)
    names = sorted(every)
    rng.shuffle(names)
    texts = {n: every[n] for n in names[: args.size]}
    prompt = args.prompt or folder.with_name(folder.name + ".prompt.txt")
    given = Params(templates=(str(prompt),)) if prompt.exists() else Params()
    out: dict = {"class": folder.name, "essays": len(texts), "prompt": prompt.exists()}
    words = sorted(len(t.split()) for t in texts.values())
    out["median_words"] = words[len(words) // 2]
    for label, params in (("prompt given", given), ("no prompt", Params())):
        pairs, took, bare, _ = scan(texts, params)
        out[label] = {"reported": len(pairs), "no passage": bare, "seconds": round(took, 1)}
        print(f"{folder.name}: {len(texts)} essays, {label}: {out[label]}")
    planted_texts, planted = plant(texts, outside, rng)
    pairs, took, _, _ = scan(planted_texts, given)
    out["planted"] = found_figures(pairs, planted)
    print(f"  planted, prompt given: {out['planted']}")
    ring = {frozenset(k) for k, v in planted.items() if v == "ring"}
    members = sorted({n for k in ring for n in k})
    others = [n for n in names[: args.size] if n not in members][:20]
    small = {n: planted_texts[n] for n in members + others}
    pairs, _, _, _ = scan(small, given)
    out["ring of 5 in 25"] = {  # (others: not planted; a class of 40 plants in most of its 20)
        "found": len(pairs & ring),
        "of": len(ring),
        "others": len(pairs - set(planted)),
    }
    print(f"  ring in a class of 25: {out['ring of 5 in 25']}")
    out["small classes"] = small_classes(texts, given, random.Random(args.seed))
    print(f"  classes of 10 and 15: {out['small classes']}")
    if args.archive:
        half = len(texts) // 2
        last, this = dict(list(texts.items())[:half]), dict(list(texts.items())[half:])
        with tempfile.TemporaryDirectory() as tmp:
            arch = archived(last, given, Path(tmp) / "archive.sqlite")
            pairs, _, _, _ = scan(this, given, archive=arch)
        out["archive"] = {"scanned": len(this), "reported": len(pairs)}
        print(f"  half archived, half scanned: {out['archive']}")
    return out


def small_classes(texts: dict[str, str], params: Params, rng: random.Random) -> dict:
    """Classes of 10 and 15 drawn from ``texts``: pairs reported as they are (students scanned,
    pairs, classes with a pair and with the reading's line), and planted copies found, with the
    other pairs reported beside them."""
    names = sorted(texts)
    out: dict = {"students": 0, "reported": 0}
    kinds = ("paragraph", "sentences", "reworded")
    hits = dict.fromkeys(kinds, 0)
    for size in (10, 10, 10, 15, 15, 15):
        some = rng.sample(names, size)
        small = {n: texts[n] for n in some}
        pairs, _, _, quoting = scan(small, params)
        out["students"] += size
        out["reported"] += len(pairs)
        # (classes with a pair, and of those, where the line says to give the text they read)
        out["with pairs"] = out.get("with pairs", 0) + bool(pairs)
        out["line shown"] = out.get("line shown", 0) + bool(pairs and quoting)
        planted, copies = dict(small), {}
        for kind, src, dst in zip(kinds, some[0::2], some[1::2]):
            if kind == "paragraph":
                piece = rng.choice(paragraphs(small[src]))
            elif kind == "sentences":
                sents = sentences(small[src])
                i = rng.randrange(max(len(sents) - 2, 1))
                piece = " ".join(sents[i : i + 3])
            else:
                piece = reword(rng.choice(paragraphs(small[src])), rng)
            planted[dst] = insert(small[dst], piece, rng)
            copies[frozenset((src, dst))] = kind
        pairs, _, _, _ = scan(planted, params)
        for pair, kind in copies.items():
            hits[kind] += pair in pairs
        out["planted others"] = out.get("planted others", 0) + len(pairs - set(copies))
    out.update({kind: f"{hit}/6" for kind, hit in hits.items()})
    return out


def found_figures(pairs: set, planted: dict[frozenset[str], str]) -> dict:
    kinds: dict[str, list[int]] = {}
    for k, kind in planted.items():
        kinds.setdefault(kind, [0, 0])
        kinds[kind][1] += 1
        kinds[kind][0] += k in pairs
    figures = {kind: f"{a}/{b}" for kind, (a, b) in kinds.items()}
    figures["others"] = len(pairs - set(planted))
    return figures


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("classes", nargs="+", type=Path)
    ap.add_argument("--prompt", type=Path)
    ap.add_argument("--size", type=int, default=500)
    ap.add_argument("--outside", type=Path, help="a class of another prompt (the ring's text)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--archive", action="store_true")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args()
    rows = []
    for folder in args.classes:
        other = args.outside or next((c for c in args.classes if c != folder), None)
        if other is None:
            sys.exit("give --outside OTHER_CLASS_DIR: the ring pastes a paragraph from outside")
        outside = list(essays(other).values())[:50]
        rows.append(one_class(folder, args, outside))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    shutil.rmtree(Path(tempfile.gettempdir()) / "plagcheck-class", ignore_errors=True)


if __name__ == "__main__":
    main()
