"""The input stage: which submissions a scan reads (listing: ``intake``) and how one becomes a
Document (reading). Later stages never look at file lists again: they see Documents, one per
submission, in the order listed here.
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from pathlib import Path

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake import listing as intake
from plagcheck.engine.intake.layouts import is_receipt
from plagcheck.engine.intake.normalise import normalise, plain_text
from plagcheck.engine.intake.references import with_sources
from plagcheck.engine.intake.submission import Submission
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, check


def open_input(source: Path | str | Sequence[Path], params: Params) -> intake.Intake:
    """The input stage: the submissions in a folder or .zip (laid out as ``params.layout`` says,
    recognised when "auto"), or in a list of files (each one submission)."""
    if isinstance(source, (str, Path)):
        # Templates and reference texts kept inside the folder are not submissions.
        apart = (*params.templates, *params.sources)
        given = intake.open_source(source, params.layout, params.roster, apart)
    else:
        given = intake.from_files(source)
    return with_sources(given, params.sources)


def list_entries(
    source: Path | str | Sequence[Path],
) -> tuple[str, list[Submission], list[Problem]]:
    """The submissions of a folder, a .zip or a list of files with default parameters."""
    found = open_input(source, Params())
    return found.root, found.submissions, found.problems


def submission_key(doc: Document) -> str:
    """The submission a document was read from, by its first file (each file is in one)."""
    return doc.files[0] if doc.files else doc.path


def keyed(entries: Sequence[Submission]) -> dict[str, Submission]:
    """Submissions by ``submission_key`` (to read a light document again)."""
    return {e.files[0].rel: e for e in entries}


# A sub-folder of the scanned folder with this name holds text every student was given.
TEMPLATE_FOLDER = "templates"


def folder_templates(folder: Path | str, params: Params) -> Params:
    """``params`` plus the folder's ``templates`` sub-folder as template text, if it has one."""
    sub = Path(folder) / TEMPLATE_FOLDER
    if not sub.is_dir() or any(Path(t).resolve() == sub.resolve() for t in params.templates):
        return params
    return params.replace(templates=(*params.templates, str(sub)))


def students_work(folder: Path | str, params: Params) -> tuple[intake.Intake, Params]:
    """What an archive keeps of a folder: the submissions, without the templates (its
    ``templates`` sub-folder and ``params.templates``), reference texts, plagcheck's own reports
    (``open_source`` leaves them out) and LMS receipts; and the parameters with the folder's
    templates (to subtract them, and to keep them apart)."""
    params = folder_templates(folder, params)
    found = open_input(folder, params.replace(sources=()))
    subs = []
    for sub in found.submissions:
        files = tuple(f for f in sub.files if not is_receipt(f))
        if files:
            subs.append(dataclasses.replace(sub, files=files))
    return dataclasses.replace(found, submissions=subs), params


def read_documents(
    entries: Sequence[Submission],
    params: Params,
    progress: ProgressFn,
    cancel: CancelFn | None,
    extracted_out: list[Extracted] | None = None,
    unmapped: bool = False,
) -> tuple[list[Document], list[Problem]]:
    """One Document per submission, and problems; ``extracted_out`` (if given) receives each
    document's Extracted (a submission's files joined).

    A submission of several files is one document: each file read and normalised on its own (a
    bibliography file's heading excludes only that file), then joined (``intake.join_documents``);
    a file that cannot be read is a problem and the others still make the document.
    ``unmapped``: plain ASCII text files (most submissions) are read straight from their bytes
    into the compared text, without the original text or the offset map (``Document.unmapped``),
    which is all a signature needs and a third of the cost of reading.
    """
    docs: list[Document] = []
    problems: list[Problem] = []
    max_bytes = int(params.max_file_mb * 2**20)
    for i, sub in enumerate(entries):
        progress("reading", i, len(entries))
        check(cancel)
        parts: list[Document] = []
        texts: list[Extracted] = []
        for f in sub.files:
            try:
                data = intake.read_bytes(f, max_bytes)
                digest = hashlib.sha256(data).hexdigest()  # the file as examined
                form = intake.format_name(f)
                if (
                    unmapped
                    and extracted_out is None
                    and len(sub.files) == 1
                    and ex.plain_ascii(form, data)
                ):
                    text = plain_text(data, params)
                    if text is not None:  # the text is the bytes: its hash is the file's
                        parts.append(Document.unmapped(f.rel, text, digest, len(data)))
                        parts[-1].digests = (digest,)
                        continue
                extracted = ex.parse(form, data)
            except ex.ExtractionError as e:
                problems.append(Problem(f.rel, e.reason))
                continue
            parts.append(make_document(f.rel, extracted, params))
            parts[-1].digests = (digest,)
            texts.append(extracted)
        if not parts:
            n = len(sub.files)
            if n and not sub.source:  # nothing of this student's was read: not checked
                whose = sub.student or sub.files[0].rel
                problems[-n:] = [Problem(p.path, p.reason, whose) for p in problems[-n:]]
            continue
        docs.append(intake.stamp_document(intake.join_documents(parts), sub))
        if extracted_out is not None:
            extracted_out.append(intake.join_extracted(texts))
    progress("reading", len(entries), len(entries))
    return docs, problems


def make_document(path: str, extracted: Extracted, params: Params) -> Document:
    n = normalise(extracted, params)
    return Document(
        path=path,
        original=extracted.text,
        text=n.text,
        offsets=n.offsets,
        flags=n.flags,
        excluded=n.excluded,
        disguises=n.disguises,
        quotes=extracted.quotes,
        content_hash=hashlib.sha256(extracted.text.encode("utf-8", "surrogatepass")).hexdigest(),
    )
