"""Intake: a path in, documents out. The first room on the data's path.

In: a folder, an LMS download (.zip), a list of files, reference texts. Out: one ``Submission``
per student (``open_source``), then one ``Document`` per submission with its text extracted from
its format, hidden text and disguises found, and normalised (``reading.read_documents``); and
the credit marks of a text as written: quotations, citations, reference lists and notes
(``intake.credit``).
Must not import: ``text``, ``compare``, ``archive``, the orchestration (stages, pipeline) or any
front; only the engine's vocabulary (model, params, progress, arrays, atomic).
"""

from plagcheck.engine.intake import handin
from plagcheck.engine.intake.formats.limits import SUPPORTED, ExtractionError
from plagcheck.engine.intake.listing import (
    AUTO,
    LAYOUTS,
    Intake,
    RosterError,
    Submission,
    SubmissionFile,
    describe,
    forget_zips,
    format_name,
    from_files,
    is_zip,
    join_documents,
    join_extracted,
    open_source,
    read_bytes,
    read_roster,
    single,
    stamp_document,
)
from plagcheck.engine.intake.names import escape_name
from plagcheck.engine.intake.own import (
    GENERATOR,
    bears_mark,
    is_own_file,
    may_overwrite,
    own_note,
)
from plagcheck.engine.intake.pages import PAGED, PageStarts, line_at, page_at, page_starts
from plagcheck.engine.intake.reading import TEMPLATE_FOLDER, open_input, read_documents

__all__ = [
    "AUTO",
    "LAYOUTS",
    "PAGED",
    "SUPPORTED",
    "TEMPLATE_FOLDER",
    "ExtractionError",
    "GENERATOR",
    "Intake",
    "PageStarts",
    "RosterError",
    "Submission",
    "SubmissionFile",
    "bears_mark",
    "describe",
    "escape_name",
    "forget_zips",
    "format_name",
    "from_files",
    "handin",
    "is_own_file",
    "is_zip",
    "may_overwrite",
    "join_documents",
    "join_extracted",
    "line_at",
    "open_input",
    "open_source",
    "page_at",
    "page_starts",
    "own_note",
    "read_bytes",
    "read_documents",
    "read_roster",
    "single",
    "stamp_document",
]
