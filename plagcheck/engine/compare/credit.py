"""Credit: what credit the students gave each shared passage, and what that changes.

Each side of a passage is ``quoted_and_cited`` (inside quotation marks or a block quotation, with
a citation next to it: in the same sentence, or closing the quotation), ``quoted_not_cited``,
``cited_not_quoted`` or ``uncredited`` (``evidence.CREDITS``); a reference text's side owes no
credit and counts as ``quoted_and_cited``. Marks the rules cannot read leave a passage
uncredited, never the reverse (``intake.credit``).

What it changes, as a teacher expects (Turnitin's filters): a reference list or a notes section
never makes a match; a student-student passage that both quoted and cited, or that a reference
text also holds (the match belongs to the source), is dropped from that pair, and a pair left
with no passage is no longer reported. ``Params.count_credited`` keeps the credited passages
between students; ``Params.count_references`` lets reference lists and notes match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from plagcheck.engine.compare.evidence import (
    CITED_NOT_QUOTED,
    QUOTED_AND_CITED,
    QUOTED_NOT_CITED,
    UNCREDITED,
    Pair,
    Passage,
)
from plagcheck.engine.compare.passages import coverage
from plagcheck.engine.compare.similarity import merge_spans
from plagcheck.engine.intake.credit import Marks, read_marks
from plagcheck.engine.intake.credit.quotes import inside
from plagcheck.engine.model import Document
from plagcheck.engine.params import Params
from plagcheck.engine.text.shingles import WORD, Shingles

# A student-student passage belongs to a reference text when this share of it, on either side,
# lies in that student's passages shared with reference texts.
SOURCE_SHARE = 0.5
# Where reworded copies are looked for, two passages at most this many characters apart on both
# sides (a sentence or two) with the same credit are one passage: a reworded copy keeps a run of
# words here and a sentence there, and its fragments are one copied passage to a teacher, as to
# PAN's granularity (the PAN-13 training corpus, docs/pan.md: random obfuscation's granularity
# 1.125 -> 1.026, plagdet 0.782 -> 0.824 over its listed pairs).
JOIN_CHARS = 300


def marks_of(doc: Document, cache: dict[int, Marks | None]) -> Marks | None:
    """The credit marks of a document (None where its text is not kept), read once."""
    key = id(doc)
    if key not in cache:
        cache[key] = read_marks(doc.original, doc.quotes, doc.starts) if doc.original else None
    return cache[key]


def side_credit(marks: Marks | None, s: int, e: int) -> tuple[str, str | None]:
    """The credit [s, e) of a text was given, and the citation found for it."""
    if marks is None:
        return UNCREDITED, None
    quoted = marks.quoted(s, e)
    cit = marks.citation(s, e)
    if quoted:
        return (QUOTED_AND_CITED if cit else QUOTED_NOT_CITED), cit.text if cit else None
    return (CITED_NOT_QUOTED if cit else UNCREDITED), cit.text if cit else None


def credit_passage(
    p: Passage, a: Document, b: Document, ma: Marks | None, mb: Marks | None
) -> Passage:
    """The passage with each side's credit, the student's citation (A's, else B's) and whether
    it lies in a reference list or notes on either side."""
    ca, ta = (QUOTED_AND_CITED, None) if a.source else side_credit(ma, p.a_start, p.a_end)
    cb, tb = (QUOTED_AND_CITED, None) if b.source else side_credit(mb, p.b_start, p.b_end)
    listed = (ma is not None and ma.in_sections(p.a_start, p.a_end)) or (
        mb is not None and mb.in_sections(p.b_start, p.b_end)
    )
    citation = ta if ta is not None else tb
    return replace(p, credit_a=ca, credit_b=cb, citation=citation, in_references=listed)


def credit_passages(
    passages: Sequence[Passage],
    a: Document,
    b: Document,
    cache: dict[int, Marks | None] | None = None,
    join: bool = True,
) -> list[Passage]:
    """``credit_passage`` of each of one pair's passages: done where the pair's passages are
    found (``blocks.fill_passages``, in the worker that holds the pair's documents whole), each
    document's marks read once in ``cache``. ``join`` (as the defaults do, unless ``joins`` says
    otherwise): passages close on both sides with the same credit are one (``joined``)."""
    cache = {} if cache is None else cache
    ma, mb = marks_of(a, cache), marks_of(b, cache)
    credited = [credit_passage(p, a, b, ma, mb) for p in passages]
    return joined(credited, a) if join else credited


def joins(params: Params, sh_a: Shingles, sh_b: Shingles) -> bool:
    """Whether a pair's close passages are joined (``joined``): where reworded copies are looked
    for, and neither document has text left out of the comparison (a template's, a quotation,
    hidden text: the text between two passages might be that, and it is never counted)."""
    return params.paraphrase and bool(sh_a.scored.all()) and bool(sh_b.scored.all())


def _credit(p: Passage) -> tuple[object, ...]:
    return p.credit_a, p.credit_b, p.citation, p.in_references


def joined(passages: Sequence[Passage], a: Document) -> list[Passage]:
    """The passages, those at most ``JOIN_CHARS`` apart on both sides with the same credit
    joined into one, as long as it overlaps no other passage; longest first. A joined passage
    is reworded (the text between its parts is not the same on both sides: the window and the
    reports mark the words they share), its words counted on A's side."""
    out: list[Passage] = []
    for p in sorted(passages, key=lambda q: q.a_start):
        last = out[-1] if out else None
        if last is None or _credit(last) != _credit(p) or p.a_start - last.a_end > JOIN_CHARS:
            out.append(p)
            continue
        b0, b1 = min(last.b_start, p.b_start), max(last.b_end, p.b_end)
        apart = max(last.b_start, p.b_start) - min(last.b_end, p.b_end)
        # Passages after p on A's side, or joined before last, that the joined one would meet.
        others = [*out[:-1], *(q for q in passages if q.a_start >= p.a_end)]
        if apart > JOIN_CHARS or any(q.b_start < b1 and b0 < q.b_end for q in others):
            out.append(p)
            continue
        between = len(WORD.findall(a.original, last.a_end, p.a_start)) if a.original else 0
        out[-1] = replace(
            last,
            a_end=max(last.a_end, p.a_end),
            b_start=b0,
            b_end=b1,
            words=last.words + between + p.words,
            reworded=True,
        )
    return sorted(out, key=lambda q: (-q.words, q.a_start))


def assign(pairs: Sequence[Pair], docs: Sequence[Document], params: Params) -> None:
    """Drop from the reported pairs' credited passages what credit and reference texts explain,
    and stop reporting pairs left with nothing (see the module docstring)."""
    for p in pairs:
        if p.reported and p.spans and not params.count_references:
            _keep(p, docs[p.a], docs[p.b], [q for q in p.spans if not q.in_references])
    # Each student's text that reference texts hold.
    held: dict[int, list[tuple[int, int]]] = {}
    for p in pairs:
        if p.reported and docs[p.a].source != docs[p.b].source:
            student, side = (p.b, 1) if docs[p.a].source else (p.a, 0)
            spans = [(q.b_start, q.b_end) if side else (q.a_start, q.a_end) for q in p.spans]
            held.setdefault(student, []).extend(spans)
    by_source = {i: merge_spans(s) for i, s in held.items()}
    for p in pairs:
        if not p.reported or not p.spans or docs[p.a].source or docs[p.b].source:
            continue
        ha, hb = by_source.get(p.a, []), by_source.get(p.b, [])
        kept = [
            q
            for q in p.spans
            if not _held(ha, q.a_start, q.a_end)
            and not _held(hb, q.b_start, q.b_end)
            and (params.count_credited or q.credit != QUOTED_AND_CITED)
        ]
        _keep(p, docs[p.a], docs[p.b], kept)


def _held(spans: list[tuple[int, int]], s: int, e: int) -> bool:
    return e > s and inside(spans, s, e) >= SOURCE_SHARE * (e - s)


def _keep(p: Pair, a: Document, b: Document, kept: list[Passage]) -> None:
    """Keep ``kept`` as the pair's passages; a pair that had some and keeps none is no longer
    reported."""
    if len(kept) == len(p.spans) and all(x is y for x, y in zip(kept, p.spans)):
        return
    if p.spans and not kept:
        p.reported = False
    p.spans = tuple(kept)
    p.passages = len(kept)
    p.longest_passage = max((q.words for q in kept), default=0)
    p.coverage_a = coverage(a, [(q.a_start, q.a_end) for q in kept])
    p.coverage_b = coverage(b, [(q.b_start, q.b_end) for q in kept])
