"""A small class that wrote to one prompt, built by the tests: twenty short essays on phones at
school (each student's own sentences of an invented vocabulary with the topic's words in them),
seven of which quote the same invented sentence from a prompt the teacher did not give; two more
make the same points in the topic's words only (similar figures, nothing a teacher could read as
copying)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

TOPIC = (
    "phones school students learning attention teachers lessons homework screens families "
    "rules break friends focus classroom time"
).split()
VOCAB = [
    f"{a}{b}"
    for a in ("ka", "lo", "mi", "nu", "pe", "ro", "su", "ti", "va", "ze", "bo", "da", "fe", "gu")
    for b in ("bar", "cen", "dol", "fim", "gat", "hup", "jor", "kev", "lin", "mop", "nar", "pix")
    + ("qua", "ret")
]
QUOTE = (
    "Imagine a school where every pocket holds a small bright window to the whole world, and ask "
    "yourself whether the bell still means anything at all."
)
OTHER_QUOTE = (
    "A timetable is a promise the building makes to the people inside it, kept by bells and "
    "broken by notifications every single afternoon."
)
STUDENTS = 20
QUOTING = range(7)  # the students who quote QUOTE
TOPICAL = (8, 9)  # the two who make the same points in the topic's words


def sentences(seed: int, words: int = 150) -> list[str]:
    """One student's sentences: invented words, one topic word in each."""
    rng = np.random.default_rng(seed)
    out: list[str] = []
    while sum(len(s.split()) for s in out) < words:
        k = int(rng.integers(8, 15))
        w = [str(x) for x in rng.choice(VOCAB, k)]
        w[int(rng.integers(0, k))] = str(rng.choice(TOPIC))
        out.append(" ".join(w).capitalize() + ".")
    return out


def prompt_class(folder: Path, others: dict[str, range] | None = None) -> Path:
    """Write the class to ``folder`` (``student_00.txt`` ...). ``others``: more quotations, each
    put into the essays of the students in its range."""
    quotes = {QUOTE: QUOTING, **(others or {})}
    rng = np.random.default_rng(5)
    bags = [list(rng.choice(TOPIC, 9, replace=False)) for _ in range(5)]
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(STUDENTS):
        s = sentences(1000 + i)
        for k, (quote, who) in enumerate(quotes.items()):
            if i in who:
                s.insert((k + 1) * len(s) // (len(quotes) + 1), quote)
        if i in TOPICAL:
            for bag in bags:
                w = list(bag)
                rng.shuffle(w)
                s.append(" ".join(w).capitalize() + ".")
        (folder / f"student_{i:02d}.txt").write_text(" ".join(s) + "\n", encoding="utf-8")
    return folder
