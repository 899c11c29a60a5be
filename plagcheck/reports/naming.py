"""Finding a student by the name a teacher types: exact (any case) first, then a unique part of a
name; none or several is an error that lists the names nearest to what was typed."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from pathlib import PurePath

from plagcheck.engine import Document, display_name


class UnclearName(LookupError):
    """No student, or several, answer to a name (the message lists the near names)."""


def names_of(doc: Document) -> set[str]:
    """What a teacher may call a document: the student's name, the file's path or its name."""
    out = {display_name(doc), doc.path, PurePath(doc.path).name, PurePath(doc.path).stem}
    if doc.student:
        out.add(doc.student)
    return {n.casefold() for n in out if n}


def find_student(docs: Sequence[Document], name: str, among: Iterable[int] | None = None) -> int:
    """The index of the one document in ``among`` (default: all) that ``name`` names."""
    pool = list(range(len(docs)) if among is None else among)
    want = name.strip().casefold()
    if not want:
        raise UnclearName("no student name given")
    exact = [i for i in pool if want in names_of(docs[i])]
    if len(exact) == 1:
        return exact[0]
    part = exact or [i for i in pool if any(want in n for n in names_of(docs[i]))]
    if len(part) == 1:
        return part[0]
    if part:
        listed = _listed(display_name(docs[i]) for i in part)
        raise UnclearName(
            f"{len(part)} students answer to {name!r}: {listed}; give more of the name"
        )
    shown = {display_name(docs[i]).casefold(): display_name(docs[i]) for i in pool}
    near = difflib.get_close_matches(want, list(shown), n=6, cutoff=0.3)
    if not near:
        raise UnclearName(f"no student is named {name!r} (none of the {len(pool)} comes near)")
    raise UnclearName(
        f"no student is named {name!r}; the nearest: {_listed(shown[n] for n in near)}"
    )


def _listed(names: Iterable[str]) -> str:
    return ", ".join(sorted(names, key=str.casefold))
