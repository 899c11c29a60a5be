"""Reference texts: saved web pages, textbook chapters, model answers. Every submission is
compared with them; they are never compared with each other and never listed as students.

They enter at the input stage as submissions marked ``source`` (each file one), named
"<folder>/<file>" after the folder they were given in, so a report says where a passage came from.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from pathlib import Path

from plagcheck.engine.intake import extract as ex
from plagcheck.engine.intake import files
from plagcheck.engine.intake.listing import Intake
from plagcheck.engine.intake.submission import Submission, SubmissionFile
from plagcheck.engine.model import Problem
from plagcheck.i18n import msg

# Names of reference texts begin with this in every view and report (model.display_name).
LABEL = "reference"


def source_submissions(sources: Sequence[str]) -> tuple[list[Submission], list[Problem]]:
    """One submission per file of each source (a folder, searched recursively, or a file)."""
    subs: list[Submission] = []
    problems: list[Problem] = []
    for s in sources:
        path = Path(s)
        if path.is_dir():
            try:
                entries, probs = files.find_files(path)
            except ex.ExtractionError as e:
                problems.append(Problem(f"{LABEL} {s}", e.reason))
                continue
            problems += [Problem(f"{LABEL} {path.name}/{p.path}", p.reason) for p in probs]
            named = [(e.location, f"{path.name}/{e.rel}") for e in entries]
        elif path.is_file():
            named = [(str(path), path.name)]
        else:
            problems.append(Problem(f"{LABEL} {s}", msg("reference text not found")))
            continue
        for location, rel in named:
            file = SubmissionFile(location, rel)
            subs.append(Submission(None, f"{LABEL}:{rel}", (file,), source=True))
    return subs, problems


def with_sources(given: Intake, sources: Sequence[str]) -> Intake:
    """The input stage's submissions followed by the reference texts."""
    if not sources:
        return given
    subs, problems = source_submissions(sources)
    return dataclasses.replace(
        given, submissions=[*given.submissions, *subs], problems=[*given.problems, *problems]
    )
