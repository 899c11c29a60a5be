"""What both archive backends share: the errors a teacher reads, the reports of an add and of
``archive list``, the signature settings an archive is bound to, and how a stored document is
loaded (so that a scan finds the same pairs whichever backend keeps them). A backend imports
this module, never the other backend.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from plagcheck.engine.intake.reading import make_document
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.params import Params

# The Params fields that archived signatures depend on (Params.signature_key without the ones that
# belong to a class, not to an archive: templates, max_doc_share, max_file_mb).
SIGNATURE_FIELDS = (
    "unit",
    "k",
    "mode",
    "perms",
    "seed",
    "window",
    "casefold",
    "nfkc",
    "remove_invisible",
    "fold_confusables",
    "exclude_hidden",
    "strip_punct",
    "strip_digits",
    "stopwords",
    "ignore_quotes",
    "ignore_bibliography",
)


class ArchiveError(Exception):
    """The archive cannot be used as asked; the message is for the teacher."""


class ArchiveMismatch(ArchiveError):
    """The archive was built with other signature parameters than this scan uses."""


@dataclass
class AddReport:
    added: int = 0
    skipped: int = 0  # already archived (same label, path and content)
    problems: list[Problem] = field(default_factory=list)
    templates: int = 0  # template files kept apart (never as a student's work)
    note: str = ""  # what the reading of the folder left out (plagcheck's own reports...)


@dataclass(frozen=True)
class ArchivedDocument:
    """One line of ``archive list --documents``."""

    student: str  # the name the platform gave, or "" where none was given
    label: str
    path: str
    added: str  # UTC, ISO 8601 to the second


@dataclass
class ArchiveInfo:
    path: str
    documents: int
    labels: list[tuple[str, int]]
    params: dict[str, Any] | None
    bands: int | None
    rows: int | None
    size_bytes: int


def signature_params(params: Params) -> dict[str, Any]:
    d = params.to_dict()
    return {f: d[f] for f in SIGNATURE_FIELDS}


def check_signature_params(
    theirs: dict[str, Any] | None, params: Params, what: str, archive: str, remedy: str
) -> None:
    """Raise ArchiveMismatch naming what differs between an archive's signature parameters
    (``theirs``; None: it is empty) and those of ``params``, and what to do about it."""
    if theirs is None:
        return
    ours = signature_params(params)
    diff = [k for k in SIGNATURE_FIELDS if theirs.get(k) != ours[k]]
    if diff:
        raise ArchiveMismatch(
            f"{archive} was built with {describe_params(theirs, diff)}; {what} uses "
            f"{describe_params(ours, diff)} — {remedy}"
        )


def describe_params(p: dict[str, Any], keys: Sequence[str]) -> str:
    parts = []
    if "unit" in keys or "k" in keys:
        parts.append(f"{p['unit']} {p['k']}-grams")
    for k in keys:
        if k in ("unit", "k"):
            continue
        v = p.get(k)
        parts.append(
            f"{k.replace('_', ' ')} {('on' if v else 'off') if isinstance(v, bool) else v}"
        )
    return ", ".join(parts)


def stored_document(
    label: str, path: str, content_hash: str, text: str, extracted: str, params: Params
) -> Document:
    """An archived document as either archive keeps it (the extracted text, and its hidden and
    quoted spans and flags as JSON) normalised with ``params``, exactly as a scan reads a file."""
    meta = json.loads(extracted)
    ex_ = Extracted(
        text=text,
        hidden=tuple((int(s), int(e)) for s, e in meta["hidden"]),
        quotes=tuple((int(s), int(e)) for s, e in meta["quotes"]),
        flags=dict(meta["flags"]),
    )
    doc = make_document(path, ex_, params)
    doc.label = label
    doc.content_hash = content_hash
    return doc
