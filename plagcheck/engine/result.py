"""What a scan returns: documents, problems, verified pairs and groups, with its parameters."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import cached_property

from plagcheck.engine.compare.common import CommonText
from plagcheck.engine.compare.credit import credit_passages, joins, passage_cut, shown
from plagcheck.engine.compare.evidence import Pair, Passage, at_cut
from plagcheck.engine.compare.passages import find_passages
from plagcheck.engine.compare.rewording import Cut
from plagcheck.engine.compare.similarity import DocumentSimilarity, per_document
from plagcheck.engine.model import Document, Problem
from plagcheck.engine.params import Params
from plagcheck.engine.text.background import Background
from plagcheck.engine.text.shingles import Shingles
from plagcheck.i18n import join

# A passage of at most this many words is a sentence or two (``Result.quoting``).
QUOTE_WORDS = 50


@dataclass
class Result:
    params: Params
    root: str
    documents: list[Document]
    shingles: list[Shingles]
    problems: list[Problem]
    pairs: list[Pair]  # every verified candidate, reported first, strongest first
    groups: list[list[int]]
    candidates: int  # band matches verified exactly
    exact: bool
    timings: dict[str, float] = field(default_factory=dict)
    # Band matches whose signatures rule out the threshold (scores.worth_verifying): not verified.
    dismissed: int = 0
    # How the input was laid out (intake.LAYOUTS) and what the teacher should know about it.
    layout: str = "files"
    layout_note: str = ""
    # What the teacher should know about the scan as a whole (a folder where much of the class
    # shares text: ``compare.dense``), each a sentence or two.
    notes: list[str] = field(default_factory=list)
    # Texts many students share (``compare.common``): in no pair and in no student's share.
    common: list[CommonText] = field(default_factory=list)
    # The least evidence a reworded passage needed in this class (``compare.rewording``).
    rewording: Cut = field(default_factory=Cut)
    # How many documents of the scan use each word (``text.background``).
    background: Background | None = None

    @property
    def reported(self) -> list[Pair]:
        return [p for p in self.pairs if p.reported]

    @cached_property
    def quoting(self) -> int:
        """How many reported pairs share only a sentence or two of text (each passage exact and
        ``QUOTE_WORDS`` words at most), where they are three or more and most of the reported
        pairs; else 0. Students of a class that read a text the teacher did not give, each
        quoting a few of its sentences, share such passages two by two; so do students who
        copied a sentence or two from each other: only the teacher, who knows the text, can
        tell them apart (a small class: a sentence two of them quote is shared by two)."""
        reported = self.reported
        n = sum(
            1
            for p in reported
            if p.spans and all(q.mass == math.inf and q.words <= QUOTE_WORDS for q in p.spans)
        )
        return n if n >= 3 and 2 * n >= len(reported) else 0

    def name(self, i: int) -> str:
        return self.documents[i].path

    @cached_property
    def similarity(self) -> list[DocumentSimilarity]:
        """Per document (by index): the share of it in passages shared with any other, and its
        matches; computed once, from the reported pairs' passages (similarity.py)."""
        return per_document(self.documents, self.pairs, self.params.count_credited)

    @property
    def unchecked(self) -> list[tuple[str, str]]:
        """The students whose work could not be checked, (name, reason), in the problems'
        order: one each, however many of their files failed."""
        why: dict[str, list[str]] = {}
        for p in self.problems:
            if p.unchecked:
                why.setdefault(p.unchecked, []).append(p.reason)
        return [(name, join(dict.fromkeys(reasons))) for name, reasons in why.items()]

    @property
    def class_size(self) -> int:
        """Every student of the class: those compared and those not checked."""
        return len(self.students) + len(self.unchecked)

    @property
    def students(self) -> list[int]:
        """The submissions: documents neither from an archive nor reference texts."""
        return [i for i, d in enumerate(self.documents) if not d.archived and not d.source]


def pair_passages(result: Result, pair: Pair) -> list[Passage]:
    """The passages of one pair of a scan (its documents, shingles and gap parameter), each
    with the credit its students gave it."""
    a, b = result.documents[pair.a], result.documents[pair.b]
    found = find_passages(
        a,
        result.shingles[pair.a],
        b,
        result.shingles[pair.b],
        gap=result.params.gap,
        unit=result.params.unit,
        k=result.params.k,
        bg=result.background,
    )
    join = joins(result.params, a, result.shingles[pair.a], b, result.shingles[pair.b])
    passages = credit_passages(found, a, b, join=join)
    least = passage_cut(pair, result.documents, result.rewording.value, result.background, passages)
    return shown(at_cut(passages, least))
