"""Credit: what credit the students gave each shared passage, and what that changes.

Each side of a passage is ``quoted_and_cited`` (inside quotation marks or a block quotation, with
a citation next to it: in the same sentence, or closing the quotation), ``quoted_not_cited``,
``cited_not_quoted`` or ``uncredited`` (``evidence.CREDITS``); a reference text's side owes no
credit and counts as ``quoted_and_cited``. Marks the rules cannot read leave a passage
uncredited, never the reverse (``intake.credit``).

What it changes, as a teacher expects (Turnitin's filters): a reference list or a notes section
never makes a match; a student-student passage that both put in quotation marks (each quoted a
third text: students of one class quote the prompt's quotation and the articles they read, "as
Paterson said, '...'", in pieces too few of them share to be the class's common text; unless
``UNQUOTED_WORDS`` of the words around the quotation are shared too), or that a
reference text also holds (the match belongs to the source), is dropped from that pair, and a
pair left with no passage is no longer reported. ``Params.count_credited`` keeps the credited
passages between students; ``Params.count_references`` lets reference lists and notes match.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from plagcheck.engine.arrays import distinct
from plagcheck.engine.compare.evidence import (
    CITED_NOT_QUOTED,
    QUOTATION,
    QUOTED_AND_CITED,
    QUOTED_NOT_CITED,
    SOURCE_CUT,
    UNCREDITED,
    Pair,
    Passage,
    at_cut,
    given_way,
    lent,
)
from plagcheck.engine.compare.marks import excluded_spans
from plagcheck.engine.compare.passages import MIN_WORDS
from plagcheck.engine.compare.similarity import merge_spans
from plagcheck.engine.intake.credit import Marks, read_marks
from plagcheck.engine.intake.credit.quotes import inside
from plagcheck.engine.model import Document, coverage
from plagcheck.engine.params import Params, Unit
from plagcheck.engine.text.background import HELD_BY, LONG_WORDS, Background
from plagcheck.engine.text.shingles import WORD, Shingles, many_token_values
from plagcheck.engine.text.winnow import by_characters, kgrams

# A student-student passage belongs to a reference text when this share of it, on either side,
# lies in that student's passages shared with reference texts.
SOURCE_SHARE = 0.5
# Two passages of a student are one text where they overlap this share of the shorter
# (``held_widely``).
SAME_SIDE = 0.8
# The credits of a side inside quotation marks (``quoted_apart``).
QUOTED = (QUOTED_AND_CITED, QUOTED_NOT_CITED)
# Where reworded copies are looked for, two passages at most this many characters apart on both
# sides (a sentence or two) with the same credit are one passage: a reworded copy keeps a run of
# words here and a sentence there, and its fragments are one copied passage to a teacher, as to
# PAN's granularity (the PAN-13 training corpus, docs/pan.md: random obfuscation's granularity
# 1.125 -> 1.026, plagdet 0.782 -> 0.824 over its listed pairs).
JOIN_CHARS = 300
# Passages one after the other in a paragraph of one side (no line break from the first to the
# last), at most this many characters from the first to the last, from a stretch of the other side
# at least ``SUMMARY_SPREAD`` times as long, with the same credit: a summary, one passage
# (``summarised``). PAN-13's summaries are each one paragraph of 500-750 characters, against
# 2,200-15,000 of their source; at 2,000 characters, randomly obfuscated copies in a source's long
# lines joined (micro-averaged precision 0.921 -> 0.903).
SUMMARY_CHARS = 1000
SUMMARY_SPREAD = 2.0
# ... and together cover at least this share of their span in the paragraph, one of them reworded:
# two chunks pasted side by side, or a sentence and a phrase far apart with the student's own
# words between, stay what they are (Clough's g1pD_taskb and g1pA_taskb; on PAN-13, without
# these two rules, two verbatim cases pasted into one long line of a source joined).
SUMMARY_COVER = 0.5
# A passage under this many words is not shown beside one of at least as many (``shown``): two
# texts that share a copied passage often share a name, an address or a set phrase elsewhere too
# ("officers have died in the line of duty"), and the longer passage is the evidence. A pair whose
# passages are all shorter shows them all (from ``passages.MIN_WORDS``). PAN-13's training
# corpus: precision 0.911 -> 0.939, plagdet 0.865 -> 0.885 (docs/pan.md).
BESIDE_WORDS = 15


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
    pieces = tuple(credit_passage(q, a, b, ma, mb) for q in p.inside)  # (``given_way``'s)
    return replace(
        p, credit_a=ca, credit_b=cb, citation=citation, in_references=listed, inside=pieces
    )


Spans = Sequence[tuple[int, int]]


def credit_passages(
    passages: Sequence[Passage],
    a: Document,
    b: Document,
    cache: dict[int, Marks | None] | None = None,
    join: tuple[Spans, Spans] | None = ((), ()),
) -> list[Passage]:
    """``credit_passage`` of each of one pair's passages: done where the pair's passages are
    found (``blocks.fill_passages``, in the worker that holds the pair's documents whole), each
    document's marks read once in ``cache``. Unless ``join`` is None (``joins``), passages close
    on both sides with the same credit are one (``joined``), never across the text ``join``
    holds (each side's)."""
    cache = {} if cache is None else cache
    ma, mb = marks_of(a, cache), marks_of(b, cache)
    credited = [
        credit_passage(q, a, b, ma, mb) for p in passages for q in at_sections(p, a, b, ma, mb)
    ]
    return credited if join is None else joined(credited, a, b, join)


def at_sections(
    p: Passage, a: Document, b: Document, ma: Marks | None, mb: Marks | None
) -> list[Passage]:
    """The passage cut where a reference list or notes section starts or ends inside it (on the
    first side where one does), each part with ``MIN_WORDS`` words or more on both sides: an
    essay's last paragraph copied with the reference list under it is a passage, the list
    another (which ``in_references`` then marks). The other side is cut in the same proportion,
    at a word."""
    for side, marks in ((0, ma), (1, mb)):
        s, e = _side(p, side)
        cuts = (
            sorted({x for span in marks.sections.spans for x in span if s < x < e}) if marks else []
        )
        if cuts:
            break
    else:
        return [p]
    doc, other = (b, a) if side else (a, b)
    o0, o1 = _side(p, 1 - side)
    bounds = [s]
    for x in cuts:
        if _words(doc, bounds[-1], x) >= MIN_WORDS and _words(doc, x, e) >= MIN_WORDS:
            bounds.append(x)
    if len(bounds) == 1:
        return [p]
    bounds.append(e)
    # Where each cut falls on the other side: in proportion, moved on to the next word's start.
    ends = [o0]
    for x in bounds[1:-1]:
        y = o0 + (x - s) * (o1 - o0) // (e - s)
        ends.append(_next_word(other.original, y, o1) if other.original else y)
    ends.append(o1)
    if any(_words(other, y0, y1) < MIN_WORDS for y0, y1 in zip(ends, ends[1:])):
        return [p]  # (the other side too short to share out: a summary's)
    out = []
    for (x0, x1), (y0, y1) in zip(zip(bounds, bounds[1:]), zip(ends, ends[1:])):
        x1 = x0 + len(doc.original[x0:x1].rstrip()) if doc.original else x1
        y1 = y0 + len(other.original[y0:y1].rstrip()) if other.original else y1
        a0, a1, b0, b1 = (y0, y1, x0, x1) if side else (x0, x1, y0, y1)
        words = _words(a, a0, a1)
        out.append(replace(p, a_start=a0, a_end=a1, b_start=b0, b_end=b1, words=words))
    return out


def _next_word(text: str, x: int, end: int) -> int:
    """x, or the start of the next word where x falls inside one (before ``end``)."""
    if x == 0 or text[x - 1].isspace():
        return x
    m = _SPACES.search(text, x, end)
    return m.end() if m else x


_SPACES = re.compile(r"\s+(?=\S)")


def _words(doc: Document, s: int, e: int) -> int:
    """Words of [s, e) of the document's text (where it is not kept, six characters a word)."""
    return len(WORD.findall(doc.original, s, e)) if doc.original else (e - s) // 6


def shown(passages: Sequence[Passage]) -> list[Passage]:
    """The passages, those under ``BESIDE_WORDS`` words left out beside a longer one (once
    what credit and reference texts explain is gone: ``assign``)."""
    if not any(p.words >= BESIDE_WORDS for p in passages):
        return list(passages)
    return [p for p in passages if p.words >= BESIDE_WORDS]


def joins(
    params: Params,
    a: Document,
    sh_a: Shingles,
    b: Document,
    sh_b: Shingles,
    cache: dict[int, Spans] | None = None,
) -> tuple[Spans, Spans] | None:
    """What a pair's close passages are never joined across (``joined``): the text of each side
    left out of the comparison (``excluded_spans``: a template's, a quotation, hidden text, a
    reference list; it is never counted as shared), each document's worked out once in
    ``cache``. None: they are not joined at all (where reworded copies are not looked for)."""
    if not params.paraphrase:
        return None
    return _left_out(a, sh_a, cache), _left_out(b, sh_b, cache)


def _left_out(doc: Document, sh: Shingles, cache: dict[int, Spans] | None) -> Spans:
    if sh.scored.all():
        return ()
    if cache is None:
        return excluded_spans(doc, sh)
    key = id(doc)
    if key not in cache:
        cache[key] = excluded_spans(doc, sh)
    return cache[key]


def _across(left: Spans, s: int, e: int, parts: Sequence[tuple[int, int]]) -> bool:
    """Whether text of ``left`` lies in [s, e) outside the ``parts`` (passages' spans)."""
    for x0, x1 in left:
        lo, hi = max(x0, s), min(x1, e)
        if lo < hi and not any(p0 <= lo and hi <= p1 for p0, p1 in parts):
            return True
    return False


def _left_across(left: tuple[Spans, Spans], box: Sequence[int], parts: Sequence[Passage]) -> bool:
    """Whether the passage ``box`` (a_start, a_end, b_start, b_end) joined from ``parts`` would
    hold text of either side's ``left`` outside them."""
    return any(
        _across(left[side], box[2 * side], box[2 * side + 1], [_side(p, side) for p in parts])
        for side in (0, 1)
    )


def _credit(p: Passage) -> tuple[object, ...]:
    return p.credit_a, p.credit_b, p.citation, p.in_references


def joined(
    passages: Sequence[Passage], a: Document, b: Document, left: tuple[Spans, Spans] = ((), ())
) -> list[Passage]:
    """The passages, those at most ``JOIN_CHARS`` apart on both sides with the same credit
    joined into one, as long as it overlaps no other passage and holds no text of ``left`` (on
    either side) between them, and a summary's one (``summarised``); longest first. A joined
    passage is reworded (the text between its parts is not the same on both sides: the window
    and the reports mark the words they share), its words counted on A's side."""
    out = list(passages)
    while True:  # a joined passage may join the one a third stood between (the third joined)
        fewer = _close(out, a, left)
        if len(fewer) == len(out):
            break
        out = fewer
    return sorted(summarised(out, a, b, left), key=lambda q: (-q.words, q.a_start))


def _close(passages: Sequence[Passage], a: Document, left: tuple[Spans, Spans]) -> list[Passage]:
    """One pass of ``joined``'s close passages, in A's order."""
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
        box = (last.a_start, max(last.a_end, p.a_end), b0, b1)
        if (
            apart > JOIN_CHARS
            or any(_meets(q, 1, b0, b1) for q in others)
            or _left_across(left, box, (last, p))
        ):
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
            mass=max(last.mass, p.mass),  # (what the gap between them holds is no evidence)
            **lent((last, p)),
        )
    return out


def _side(p: Passage, side: int) -> tuple[int, int]:
    return (p.b_start, p.b_end) if side else (p.a_start, p.a_end)


def summarised(
    passages: Sequence[Passage], a: Document, b: Document, left: tuple[Spans, Spans] = ((), ())
) -> list[Passage]:
    """The passages, those of a summary joined into one reworded passage: two or more with the
    same credit one after the other in a paragraph of one side, at most ``SUMMARY_CHARS`` from
    the first to the last and covering ``SUMMARY_COVER`` of that, one of them reworded, whose
    other sides span ``SUMMARY_SPREAD`` times that or more, as long as the joined one overlaps
    no other passage and holds no text of ``left`` between them."""
    out = list(passages)
    for side, doc in enumerate((a, b)):
        text = doc.original
        if not text:  # (where the text is not kept, its paragraphs are not known)
            continue
        group: list[Passage] = []
        for p in [*sorted(out, key=lambda q: _side(q, side)), None]:
            start = _side(group[0], side)[0] if group else 0
            end = _side(p, side)[1] if p else 0
            if p and group and _credit(p) == _credit(group[0]) and end - start <= SUMMARY_CHARS:
                if _one_paragraph(text, start, end):
                    group.append(p)
                    continue
            if len(group) > 1:
                out = _summary(out, group, side, a, left)
            group = [p] if p else []
    return out


def _one_paragraph(text: str, s: int, e: int) -> bool:
    """Whether [s, e) of text has no line break, but before a last word of the next paragraph
    (an exact passage may run a word on into it)."""
    head, brk, tail = text[s:e].rstrip().rpartition("\n")
    return not brk or "\n" not in head.rstrip() and len(tail.split()) == 1 and len(tail) <= 20


def _meets(p: Passage, side: int, lo: int, hi: int) -> bool:
    """Whether ``p``'s span on ``side`` overlaps [lo, hi)."""
    s, e = _side(p, side)
    return s < hi and lo < e


def _summary(
    out: list[Passage], group: list[Passage], side: int, a: Document, left: tuple[Spans, Spans]
) -> list[Passage]:
    """``out`` with ``group`` joined where its other sides spread as a summary's source does."""
    s0, s1 = _side(group[0], side)[0], max(_side(p, side)[1] for p in group)
    o0 = min(_side(p, 1 - side)[0] for p in group)
    o1 = max(_side(p, 1 - side)[1] for p in group)
    rest = [p for p in out if all(p is not q for q in group)]
    held = sum(_side(p, side)[1] - _side(p, side)[0] for p in group)
    if not any(p.reworded for p in group) or held < SUMMARY_COVER * (s1 - s0):
        return out
    if o1 - o0 < SUMMARY_SPREAD * (s1 - s0) or any(
        _meets(p, side, s0, s1) or _meets(p, 1 - side, o0, o1) for p in rest
    ):
        return out
    a0, a1, b0, b1 = (o0, o1, s0, s1) if side else (s0, s1, o0, o1)
    if _left_across(left, (a0, a1, b0, b1), group):
        return out
    words = len(WORD.findall(a.original, a0, a1)) if a.original else sum(p.words for p in group)
    one = replace(
        group[0], a_start=a0, a_end=a1, b_start=b0, b_end=b1, words=words, reworded=True,
        mass=max(p.mass for p in group), **lent(group),
    )  # fmt: skip
    return [*rest, one]


def assign(
    pairs: Sequence[Pair],
    docs: Sequence[Document],
    params: Params,
    least: float = 0.0,
    background: Background | None = None,
) -> None:
    """Drop from the reported pairs' credited passages what credit and reference texts explain,
    and stop reporting pairs left with nothing (see the module docstring). ``finish`` then
    weighs what is left, once text common to the class is gone too. First a reworded passage
    under the cut (``least``, ``passage_cut``) gives way to the exact ones inside it, which the
    credit and the class's text then judge as any other (``given_way``)."""
    for p in pairs:
        if p.reported and any(q.inside for q in p.spans):
            cut = passage_cut(p, docs, least, background, p.spans)
            keep(p, docs[p.a], docs[p.b], given_way(p.spans, cut))
        if p.reported and p.spans and not params.count_references:
            keep(p, docs[p.a], docs[p.b], [q for q in p.spans if not q.in_references])
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
            if not _held(ha, q.a_start, q.a_end) and not _held(hb, q.b_start, q.b_end)
        ]
        keep(p, docs[p.a], docs[p.b], kept)


def held_widely(pairs: Sequence[Pair], docs: Sequence[Document], least: int) -> None:
    """Drop from a student's pairs with reference texts and library articles the passages that
    ``least`` or more of them hold, where the student shares at most a quotation's length with
    that article (``QUOTATION``): a quotation many carry (a famous line; the prompt's, quoted by
    41 of 1,500 library essays on it) is a copy of none; a page many carry was copied."""
    sides: dict[int, list[tuple[int, int, int, int, int]]] = {}
    for i, p in enumerate(pairs):
        if not p.reported or bool(docs[p.a].source) == bool(docs[p.b].source):
            continue
        student, held_by = (p.b, p.a) if docs[p.a].source else (p.a, p.b)
        for k, q in enumerate(p.spans):
            s, e = (q.b_start, q.b_end) if student == p.b else (q.a_start, q.a_end)
            sides.setdefault(student, []).append((s, e, held_by, i, k))
    gone: dict[int, set[int]] = {}
    for mine in sides.values():
        articles = {x[2] for x in mine}
        if len(articles) < least:
            continue
        short = {  # (those the student shares at most a quotation's length with)
            a for a in articles
            if sum(e - s for s, e in merge_spans([x[:2] for x in mine if x[2] == a])) <= QUOTATION
        }  # fmt: skip
        for s, e, src, i, k in mine:
            holders = {
                other for s2, e2, other, _, _ in mine
                if min(e, e2) - max(s, s2) >= SAME_SIDE * min(e - s, e2 - s2)
            }  # fmt: skip
            if len(holders) >= least and src in short:
                gone.setdefault(i, set()).add(k)
    for i, ks in gone.items():
        p = pairs[i]
        keep(p, docs[p.a], docs[p.b], [q for k, q in enumerate(p.spans) if k not in ks])


def quoted_apart(pairs: Sequence[Pair], docs: Sequence[Document], params: Params) -> None:
    """Drop from the students' reported pairs the passages both put in quotation marks, cited or
    not: each quoted a third text (an article, the prompt's quotation), neither copied the
    other's words (unless ``Params.count_credited``). After text common to the class is found:
    a quotation many students share is listed there once, whoever marked it."""
    if params.count_credited:
        return
    cache: dict[int, Marks | None] = {}
    for p in pairs:
        if p.reported and p.spans and not (docs[p.a].source or docs[p.b].source):
            a, b = docs[p.a], docs[p.b]
            kept = [
                q
                for q in p.spans
                if not (q.credit_a in QUOTED and q.credit_b in QUOTED)
                or min(
                    _unquoted(a, q.a_start, q.a_end, cache), _unquoted(b, q.b_start, q.b_end, cache)
                )
                >= UNQUOTED_WORDS
            ]
            if len(kept) < len(p.spans):
                keep(p, a, b, kept)


# A passage both sides put mostly in quotation marks that holds this many words outside them on
# each side is more than a quotation: the words around it, a student's own, were copied too (a
# paragraph of 133 words, half of it quoted from the article the class read).
UNQUOTED_WORDS = 15


def _unquoted(doc: Document, s: int, e: int, cache: dict[int, Marks | None]) -> int:
    """The words of [s, e) of ``doc``'s original text outside its quotation marks."""
    marks = marks_of(doc, cache)
    quotes = [] if marks is None else [(x, y) for x, y in marks.quotes if x < e and s < y]
    n, at = 0, s
    for x, y in [*quotes, (e, e)]:
        n += len(WORD.findall(doc.original, at, max(at, min(x, e))))
        at = max(at, y)
    return n


def finish(
    pairs: Sequence[Pair],
    docs: Sequence[Document],
    params: Params,
    least: float = 0.0,
    background: Background | None = None,
) -> None:
    """Leave out the passages holding less evidence than ``least`` (``Passage.mass``: reworded
    ones judged against the class, ``compare.rewording``; short exact ones of the topic's
    words; less in some pairs, ``passage_cut``), then the short passages beside a longer one
    (``shown``), and between students a short sentence alone (``enough``) where the whole texts
    do not report the pair (``Pair.whole``: a copy edited throughout keeps short passages only).
    A pair reported on its figures with no passage left to show is not reported
    (``Pair.no_passage``): no score alone accuses a student."""
    for p in pairs:
        if not p.reported:
            continue
        source = bool(docs[p.a].source or docs[p.b].source)
        kept = shown(at_cut(p.spans, passage_cut(p, docs, least, background, p.spans)))
        whole = p.whole(params.threshold, params.containment_cut)
        kept = kept if source or whole or enough(kept) else []
        keep(p, docs[p.a], docs[p.b], kept)
        if not kept:
            p.reported, p.no_passage = False, True


def passage_cut(
    p: Pair,
    docs: Sequence[Document],
    least: float,
    background: Background | None,
    passages: Sequence[Passage],
) -> float:
    """The least evidence the ``passages`` of ``p`` need: the class's cut ``least``, or
    ``SOURCE_CUT`` at most with a reference text (chance between students is no measure, and
    the short line a student took from it is shown) or where the two students' whole texts
    share ``OWN_SHARE`` of their own words (``own_share``): the pair stands on its texts, and
    its reworded passage only shows where."""
    low = min(least, SOURCE_CUT)
    if docs[p.a].source or docs[p.b].source:
        return low
    if not any(low <= m < least for q in passages for m in (q.mass, q.own)):
        return least
    return low if own_share(docs[p.a], docs[p.b], background) >= OWN_SHARE else least


# ... where this share of the shorter text's word k-grams outside the phrases the class holds is
# in the other: a short essay reworded into another (ASAP 6's planted copies, 0.39 and 0.56; a
# reworded passage holding 2.8 and 3.8 where the class's cut is 4.5). Two students who each
# paraphrased one paragraph of the article the class read share its phrases, which the class
# holds: 0.03 (their word 3-grams' containment 0.31).
OWN_SHARE = 0.3


def own_share(a: Document, b: Document, background: Background | None) -> float:
    """Of the shorter text's distinct word k-grams (``winnow.kgrams``) outside those
    ``HELD_BY`` or more of the folder's documents hold (``Background.grams``), the share the
    other holds; 0 where the background or the texts (light, or written without spaces) cannot
    tell. (One pair's few hundred k-grams: looked up in the sorted counts, not
    ``arrays.member``'s 4 MB table nor a set difference that sorts the class's million.)"""
    if background is None or background.grams is None or a.dropped_chars or b.dropped_chars:
        return 0.0
    tokens = many_token_values([a.text, b.text], Unit.WORD)
    if by_characters(tokens).any():
        return 0.0
    x, y = (_unheld_grams(g, background.grams) for g in kgrams([v for v, _, _ in tokens]))
    if not len(x) or not len(y):
        return 0.0
    return float(np.isin(x, y, assume_unique=True).sum()) / min(len(x), len(y))


def _unheld_grams(grams: np.ndarray, counted: Background) -> np.ndarray:
    """The distinct ``grams`` fewer than ``HELD_BY`` documents hold (``counted``: sorted)."""
    grams = distinct(grams)
    return grams[counted.frequency(grams) < HELD_BY]


def enough(passages: Sequence[Passage]) -> bool:
    """Whether two students' passages are evidence together: a reworded one (it stood the
    class's cut), or exact ones of ``LONG_WORDS`` words between them. One short sentence two
    students share is a fact of their topic or a line of a source they both read ("tiene dos
    hijas. Sus nombres son Malia y Sasha", "94 percent of drivers support a ban on texting while
    driving"), not a copy; two or three such sentences are."""
    return any(q.reworded for q in passages) or sum(q.words for q in passages) >= LONG_WORDS


def _held(spans: list[tuple[int, int]], s: int, e: int) -> bool:
    return e > s and inside(spans, s, e) >= SOURCE_SHARE * (e - s)


def keep(p: Pair, a: Document, b: Document, kept: list[Passage]) -> None:
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
