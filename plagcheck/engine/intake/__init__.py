"""Intake: a path in, documents out. The first room on the data's path.

In: a folder, an LMS download (.zip), a list of files, reference texts. Out: one ``Submission``
per student (``open_source``), then one ``Document`` per submission with its text extracted from
its format, hidden text and disguises found, and normalised (``reading.read_documents``).
Must not import: ``text``, ``compare``, ``archive``, the orchestration (stages, pipeline) or any
front; only the engine's vocabulary (model, params, progress, arrays, atomic).
"""

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
from plagcheck.engine.intake.pages import PAGED, PageStarts, line_at, page_at, page_starts
from plagcheck.engine.intake.reading import TEMPLATE_FOLDER, open_input, read_documents

__all__ = [
    "AUTO",
    "LAYOUTS",
    "PAGED",
    "SUPPORTED",
    "TEMPLATE_FOLDER",
    "ExtractionError",
    "Intake",
    "PageStarts",
    "RosterError",
    "Submission",
    "SubmissionFile",
    "describe",
    "escape_name",
    "forget_zips",
    "format_name",
    "from_files",
    "is_zip",
    "join_documents",
    "join_extracted",
    "line_at",
    "open_input",
    "open_source",
    "page_at",
    "page_starts",
    "read_bytes",
    "read_documents",
    "read_roster",
    "single",
    "stamp_document",
]
