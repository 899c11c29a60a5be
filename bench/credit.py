"""Credit on a held-out-style class: essays that use published-like sources, each use made in one
of four ways (quoted and cited, quoted without a citation, cited without quotation marks, neither)
in APA, MLA, IEEE, Harvard, footnote and block-quote styles and in English, German, French,
Spanish and Indonesian conventions, scanned with the sources given (``--sources``).

    python bench/credit.py                     # 48 students, 12 sources, seed 1
    python bench/credit.py --students 96 --seed 2 --keep /tmp/credit-class

Prints: the share of uses found (a reported student-source passage covering most of the use),
the share of found uses whose credit is right, per credit group, the student-student pairs whose
shared text is all source text, reference lists or credited text (target 0), the planted
student-student copies still reported, and the similarity of the students who quoted and cited
every use (target at most 5%).
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import statistics
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from plagcheck.engine import pipeline
from plagcheck.engine.intake.credit import names_source, read_marks
from plagcheck.engine.params import Params

CREDITS = ("quoted_and_cited", "quoted_not_cited", "cited_not_quoted", "uncredited")
STYLES = ("apa", "harvard", "mla", "ieee", "footnote", "block")
SURNAMES = (
    "Smith", "Müller", "Dubois", "García", "Santoso", "Okafor", "Lindqvist", "Novak",
    "Hartmann", "Moreau", "Fernández", "Wibowo", "Kowalski", "Rossi", "Tanaka", "Brennan",
)  # fmt: skip
# Per language: quotation marks, page word, reference heading, notes heading, lead-ins.
LANGS = {
    "en": ("“", "”", "p.", "References", "Notes", "As {n} ({y}) puts it:", "One study notes that"),
    "de": ("„", "“", "S.", "Literaturverzeichnis", "Anmerkungen", "Wie {n} ({y}) schreibt:",
           "Eine Studie stellt fest, dass"),
    "fr": ("« ", " »", "p.", "Bibliographie", "Notes", "Comme l'écrit {n} ({y}) :",
           "Une étude observe que"),
    "es": ("«", "»", "pág.", "Referencias", "Notas", "Como señala {n} ({y}):",
           "Un estudio señala que"),
    "id": ("\"", "\"", "hlm.", "Daftar Pustaka", "Catatan", "Seperti dikatakan {n} ({y}):",
           "Sebuah penelitian menyatakan bahwa"),
}  # fmt: skip
SUPER = "⁰¹²³⁴⁵⁶⁷⁸⁹"


def vocabulary(rng: random.Random, n: int = 6000) -> list[str]:
    """Pronounceable made-up words, so that own text shares nothing by chance but set phrases."""
    cons, vows = "bcdfghklmnprstvz", "aeiou"
    words: set[str] = set()
    while len(words) < n:
        words.add("".join(rng.choice(cons) + rng.choice(vows) for _ in range(rng.randint(1, 4))))
    return sorted(words)


def sentences(rng: random.Random, vocab: list[str], n: int) -> list[str]:
    weights = [1 / (i + 1) ** 0.9 for i in range(len(vocab))]
    out = []
    for _ in range(n):
        words = rng.choices(vocab, weights, k=rng.randint(9, 22))
        out.append(" ".join(words).capitalize() + ".")
    return out


@dataclass
class Source:
    name: str
    year: int
    title: str
    text: str
    body: list[str]  # its sentences


@dataclass
class Use:
    student: int
    source: int
    mode: str
    span: tuple[int, int] = (0, 0)  # in the student's essay: the borrowed words


@dataclass
class Essay:
    parts: list[str] = field(default_factory=list)
    refs: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    uses: list[Use] = field(default_factory=list)
    body: int = 0  # where the body ends (notes and the reference list follow)

    @property
    def at(self) -> int:
        return sum(len(p) for p in self.parts)


def make_sources(rng: random.Random, vocab: list[str], n: int) -> list[Source]:
    out = []
    for i in range(n):
        name, year = SURNAMES[i % len(SURNAMES)], rng.randint(1995, 2023)
        title = " ".join(rng.sample(vocab[200:], 5)).capitalize()
        body = sentences(rng, vocab, 30)
        text = f"{name}, {chr(65 + i)}. ({year}). {title}.\n\n" + "\n\n".join(
            " ".join(body[j : j + 6]) for j in range(0, len(body), 6)
        )
        out.append(Source(name, year, title, text, body))
    return out


def split_sentences(text: str) -> list[str]:
    return [x for x in re.split(r"(?<=[.!?])\s+(?=[A-Z])", " ".join(text.split())) if x]


def real_texts(folder: Path, vocab: list[str], rng: random.Random):  # type: ignore[no-untyped-def]
    """Sources and students' own words from the Clough corpus: its five Wikipedia articles (each
    given an author and a year, as a published source has) and the answers written without
    them (category "non"). Read from ``folder``, never copied into the repository."""
    rows = list(csv.DictReader((folder / "labels.csv").open(encoding="utf-8")))
    own = [split_sentences((folder / r["file"]).read_text("utf-8", "replace")) for r in rows
           if r["category"] == "non"]  # fmt: skip
    sources = []
    for i, f in enumerate(sorted(folder.glob("orig_task*.txt"))):
        body = [x for x in split_sentences(f.read_text("utf-8", "replace")) if len(x.split()) > 6]
        name, year = SURNAMES[i], rng.randint(1995, 2023)
        title = " ".join(body[0].split()[:5]).rstrip(".,")
        text = f"{name}, {chr(65 + i)}. ({year}). {title}.\n\n" + " ".join(body)
        sources.append(Source(name, year, title, text, body))
    return sources, [o for o in own if len(o) >= 4]


def use_text(rng: random.Random, src: Source) -> str:
    """Two or three consecutive sentences of a source, without their final full stop."""
    j = rng.randrange(len(src.body) - 3)
    return " ".join(src.body[j : j + rng.randint(2, 3)]).rstrip(".")


# Quotation marks each convention uses (one pair is picked for each use).
MARKS = {
    "en": (("“", "”"), ('"', '"'), ("‘", "’")),
    "de": (("„", "“"), ("»", "«")),
    "fr": (("« ", " »"), ("«\u00a0", "\u00a0»"), ("«\u202f", "\u202f»")),
    "es": (("«", "»"), ("“", "”")),
    "id": (('"', '"'), ("“", "”")),
}
# A narrative citation before the borrowed words: {n} the author, {y} the year, {p} the page.
NARRATIVE = {
    "en": "{n} ({y}) argues that",
    "de": "{n} ({y}, S. {p}) schreibt:",
    "fr": "Selon {n} ({y}, p. {p}),",
    "es": "Según {n} ({y}, pág. {p}),",
    "id": "{n} ({y}, hlm. {p}) menyatakan bahwa",
}


def citation(rng: random.Random, style: str, src: Source, page: str, pg: int, n: int) -> str:
    """An in-text citation in ``style``, one of the forms students write."""
    a, y = src.name, src.year
    forms = {
        "apa": [f"({a}, {y}, {page} {pg})", f"({a} et al., {y}, {page} {pg})", f"({a} & Lee, {y})"],
        "harvard": [f"({a} {y}: {pg})", f"({a} {y}, {page} {pg})", f"(see {a} {y})"],
        "mla": [f"({a} {pg})", f"({a} {pg}-{pg + 2})"],
        "ieee": [f"[{n}]", f"[{n}, {page} {pg}]"],
        "footnote": [SUPER[n] if n < 10 else f"[^{n}]", f"[^{n}]"],
        "block": [f"({a}, {y}, {page} {pg})", f"({a} {y}: {pg})"],
    }[style]
    return rng.choice(forms)


def write_use(e: Essay, rng: random.Random, use: Use, src: Source, style: str, lang: str) -> None:
    """The use's sentence(s) in the essay, credited as its mode says (span: the borrowed words),
    in one of the forms students write in ``style`` and ``lang``'s conventions."""
    _, _, page, _, _, lead_block, lead = LANGS[lang]
    lq, rq = rng.choice(MARKS[lang])
    borrowed = use_text(rng, src)
    quoted = use.mode in ("quoted_and_cited", "quoted_not_cited")
    cited = use.mode in ("quoted_and_cited", "cited_not_quoted")
    pg = rng.randint(2, 300)
    n = len(e.refs) + 1 if style == "ieee" else len(e.notes) + 1
    cite = citation(rng, style, src, page, pg, n)
    if style == "block" and quoted:
        narrative = cited and rng.random() < 0.5
        intro = lead_block.format(n=src.name, y=src.year) if narrative else lead.rstrip(":") + ":"
        e.parts.append("\n\n" + intro + "\n    ")
        start = e.at
        lines = borrowed.split(" ")
        e.parts.append("\n    ".join(" ".join(lines[k : k + 10]) for k in range(0, len(lines), 10)))
        use.span = (start, e.at)
        if cited:
            e.parts.append(f". ({page} {pg})" if narrative else f". {cite}")
        else:
            e.parts.append(".")
        e.parts.append("\n\n")
    else:
        narrative = cited and style in ("apa", "harvard", "mla") and rng.random() < 0.3
        before = NARRATIVE[lang].format(n=src.name, y=src.year, p=pg) if narrative else lead
        if narrative and style == "mla":  # MLA names the author and gives the page after
            before = {"en": f"{src.name} argues that", "de": f"{src.name} schreibt:"}.get(
                lang, f"{src.name}:"
            )
        e.parts.append(f" {before} " + (lq if quoted else ""))
        start = e.at
        e.parts.append(borrowed)
        use.span = (start, e.at)
        if quoted:
            e.parts.append(rq)
        if cited and not narrative:
            e.parts.append(cite if style == "footnote" else " " + cite)
        elif narrative and (lang == "en" or style == "mla"):
            e.parts.append(f" ({pg})" if style == "mla" else f" ({page} {pg})")
        e.parts.append(".")
    if cited:
        entry = f"{src.name}, {chr(65 + SURNAMES.index(src.name))}. ({src.year}). {src.title}."
        if rng.random() < 0.3:  # a hanging indent: the entry runs on to an indented line
            entry += "\n    River Press, London."
        if style == "ieee":
            e.refs.append(f"[{n}] {entry}")
        elif style == "footnote":
            e.notes.append(f"{n}. {src.name}, {src.title} ({src.year}), {pg}.")
        else:
            e.refs.append(entry)
    e.uses.append(use)


def make_class(rng, vocab, sources, n, own_texts=None):  # type: ignore[no-untyped-def]
    """``n`` essays of made-up own words (or of ``own_texts``' sentences), each with 2-3 uses of
    the sources."""
    essays: list[Essay] = []
    langs = list(LANGS)
    for s in range(n):
        e = Essay()
        lang, style = langs[s % len(langs)], STYLES[(s // len(langs)) % len(STYLES)]
        credit_all = s % 4 == 0
        own = own_texts[s % len(own_texts)] if own_texts else sentences(rng, vocab, 40)
        chosen = rng.sample(range(len(sources)), min(len(sources), rng.randint(2, 3)))
        slots = sorted(rng.sample(range(1, max(len(own) - 1, len(chosen) + 1)), len(chosen)))
        k = 0
        for i, sentence in enumerate(own):
            e.parts.append((" " if i else "") + sentence)
            if k < len(slots) and i == slots[k]:
                mode = "quoted_and_cited" if credit_all else rng.choice(CREDITS)
                write_use(e, rng, Use(s, chosen[k], mode), sources[chosen[k]], style, lang)
                k += 1
        essays.append(e)
    return essays


def render(e: Essay, lang: str) -> str:
    _, _, _, refs, notes, _, _ = LANGS[lang]
    text = "".join(e.parts).strip()
    e.body = len(text)
    if e.notes:
        text += f"\n\n{notes}\n" + "\n".join(e.notes)
    if e.refs:
        text += f"\n\n{refs}\n" + "\n".join(dict.fromkeys(e.refs))
    return text + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--students", type=int, default=48)
    ap.add_argument("--sources", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--copies", type=int, default=3, help="planted student-student copies")
    ap.add_argument("--verbose", action="store_true", help="print each use found wrong")
    ap.add_argument("--keep", type=Path, help="write the class here (else a temporary folder)")
    ap.add_argument(
        "--real",
        type=Path,
        metavar="CLOUGH",
        help="real prose: the Clough corpus's Wikipedia articles as the sources and its "
        "independent answers as the students' own words (e.g. ../shared/corpora/clough)",
    )
    args = ap.parse_args()
    rng = random.Random(args.seed)
    vocab = vocabulary(rng)
    own = None
    if args.real:
        sources, own = real_texts(args.real, vocab, rng)
    else:
        sources = make_sources(rng, vocab, args.sources)
    n = len(own) if own else args.students  # each real answer once
    essays = make_class(rng, vocab, sources, n, own)
    # Planted copies: a student pastes a paragraph of a classmate's own text (no source).
    copies = []
    for c in range(args.copies):
        a, b = 4 * c + 1, 4 * c + 2
        para = " ".join(sentences(random.Random(1000 + c), vocab, 4))
        essays[a].parts.insert(0, para + "\n\n")
        essays[b].parts.append("\n\n" + para)
        copies.append((a, b))
        for u in essays[a].uses:
            u.span = (u.span[0] + len(para) + 2, u.span[1] + len(para) + 2)
    langs = list(LANGS)
    texts = [render(e, langs[i % len(langs)]) for i, e in enumerate(essays)]
    with tempfile.TemporaryDirectory() as tmp:
        root = args.keep or Path(tmp)
        (root / "class").mkdir(parents=True, exist_ok=True)
        (root / "sources").mkdir(parents=True, exist_ok=True)
        for i, t in enumerate(texts):
            (root / "class" / f"s{i:03d}_{langs[i % len(langs)]}.txt").write_text(t, "utf-8")
        for i, src in enumerate(sources):
            (root / "sources" / f"src{i:02d}.txt").write_text(src.text, "utf-8")
        params = Params(sources=(str(root / "sources"),))
        result = pipeline.run(root / "class", params)
        counting = params.replace(count_credited=True, count_references=True)
        counted = pipeline.run(root / "class", counting)
        alone = pipeline.run(root / "class", Params())
    report(result, essays, copies, args.verbose)
    print("\nwith quoted-and-cited text and reference lists counted (--count-credited "
          "--count-references):")  # fmt: skip
    report(counted, essays, copies, False, short=True)
    print("\nwithout the sources (only credit explains shared text):")
    report(alone, essays, copies, False, short=True)


def report(result, essays, copies, verbose: bool, short: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Print the uses found and their credit, then the pairs and the similarities."""
    docs = result.documents
    student = {i: int(d.path.split("/")[-1][1:4]) for i, d in enumerate(docs) if not d.source}
    source = {i: int(d.path.split("src")[-1][:2]) for i, d in enumerate(docs) if d.source}
    report_uses(result, essays, student, source, verbose, short)
    report_pairs(result, essays, copies, student, short)


def report_uses(result, essays, student, source, verbose, short) -> None:  # type: ignore[no-untyped-def]
    """Uses found (a reported passage with their source covers most of them), their credit."""
    docs = result.documents
    found: dict[str, list[bool]] = {c: [] for c in CREDITS}
    right: dict[str, list[bool]] = {c: [] for c in CREDITS}
    named: list[bool] = []  # citations found that name the source used
    by_student = {s: d for d, s in student.items()}
    marks = {d: read_marks(docs[d].original, docs[d].quotes) for d in student}
    for e in essays:
        for u in e.uses:
            s0, s1 = u.span
            best = None
            for p in result.reported:
                if {p.a, p.b} & set(source) and {p.a, p.b} & set(student):
                    si, ri = (p.a, p.b) if p.a in student else (p.b, p.a)
                    if student[si] != u.student or source[ri] != u.source:
                        continue
                    for q in p.spans:
                        a0, a1 = (q.a_start, q.a_end) if si == p.a else (q.b_start, q.b_end)
                        over = max(0, min(a1, s1) - max(a0, s0))
                        if over >= 0.5 * (s1 - s0):
                            best = q.credit_a if si == p.a else q.credit_b
            if verbose and best != u.mode:
                text = next(d for d, s in student.items() if s == u.student)
                near = docs[text].original[s0 - 60 : s1 + 40]
                print(f"s{u.student:03d} {u.mode} -> {best}: {near!r}")
            if best in (CREDITS[0], CREDITS[2]) and best == u.mode:
                cit = marks[by_student[u.student]].citation(s0, s1)
                header = next(docs[r].original[:300] for r, n in source.items() if n == u.source)
                named.append(cit is not None and names_source(cit, header))
            found[u.mode].append(best is not None)
            if best is not None:
                right[u.mode].append(best == u.mode)
    uses = sum(len(v) for v in found.values())
    hit = sum(sum(v) for v in found.values())
    if source:
        print(f"uses found: {hit}/{uses} = {hit / max(1, uses):.1%}")
    for c in () if short else CREDITS:
        r = right[c]
        print(f"  {c:18s} found {sum(found[c])}/{len(found[c])}, credit right "
              f"{sum(r)}/{len(r)} = {sum(r) / max(1, len(r)):.1%}")  # fmt: skip
    if not short:
        print(f"citations found that name the source used: {sum(named)}/{len(named)}")


def report_pairs(result, essays, copies, student, short) -> None:  # type: ignore[no-untyped-def]
    """Student pairs whose shared text is all borrowed, planted copies found, similarities."""
    docs = result.documents
    planted = {frozenset(c) for c in copies}
    texts = {s: docs[d].original for d, s in student.items()}

    def borrowed(s: int, a: int, b: int) -> bool:
        """Most of [a, b) of student s's essay is a use of a source or its reference list."""
        spans = [u.span for u in essays[s].uses] + [(essays[s].body, len(texts[s]))]
        inside = sum(max(0, min(b, y) - max(a, x)) for x, y in spans)
        return b > a and 2 * inside >= b - a

    bad, kept = 0, 0
    for p in result.reported:
        if p.a in student and p.b in student:
            sa, sb = student[p.a], student[p.b]
            if frozenset((sa, sb)) in planted:
                kept += 1
            elif all(
                borrowed(sa, q.a_start, q.a_end) or borrowed(sb, q.b_start, q.b_end)
                for q in p.spans
            ):
                bad += 1
    print(f"student-student pairs reported with only source, reference or credited text: {bad}")
    print(f"planted student-student copies reported: {kept}/{len(copies)}")
    copying = {i for c in copies for i in c}
    crediting = [
        i
        for i, e in enumerate(essays)
        if all(u.mode == CREDITS[0] for u in e.uses) and i not in copying
    ]
    sims = [result.similarity[d].similarity for d, s in student.items() if s in crediting]
    print(f"similarity of the {len(sims)} students who quoted and cited every use (and copied "
          "from no classmate): "
          f"mean {statistics.mean(sims):.1%}, max {max(sims):.1%}")  # fmt: skip
    # Of it, what lies in the uses they credited (what credit should leave out).
    counted: dict[int, list[tuple[int, int]]] = {}
    for p in result.reported:
        for q in p.spans:
            for i, x, y, c in (
                (p.a, q.a_start, q.a_end, q.credit_a),
                (p.b, q.b_start, q.b_end, q.credit_b),
            ):
                if i in student and c != CREDITS[0]:
                    counted.setdefault(student[i], []).append((x, y))
    in_uses = [0.0]
    for s in crediting if not short else ():
        chars = 0
        for u in essays[s].uses:
            covered = set()
            for x, y in counted.get(s, []):
                covered.update(range(max(x, u.span[0]), min(y, u.span[1])))
            chars += len(covered)
        in_uses.append(chars / max(1, len(texts[s])))
    if not short:
        print(f"  of which inside the uses they credited: mean {statistics.mean(in_uses):.1%}, "
              f"max {max(in_uses):.1%}")  # fmt: skip
    others = [result.similarity[d].similarity for d, s in student.items() if s not in crediting]
    print(f"similarity of the other students: mean {statistics.mean(others):.1%}")


if __name__ == "__main__":
    main()
