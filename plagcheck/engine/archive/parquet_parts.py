"""The parts of a Parquet archive as one partition of submissions becomes them: read, shingled,
signed, and written as three files (documents, band keys, fingerprints) under one part name. A
stage function (``write_part``) that any executor runs where the partition is (``DaskExecutor``:
on the workers); the archive (``parquet.ParquetArchive``) names the parts in its manifest.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from plagcheck.engine import stages as st
from plagcheck.engine.intake import Submission
from plagcheck.engine.intake.reading import read_documents
from plagcheck.engine.model import Document, Extracted, Problem
from plagcheck.engine.params import Params
from plagcheck.engine.progress import CancelFn, ProgressFn, quiet
from plagcheck.engine.text.lsh import band_keys
from plagcheck.engine.text.winnow import unpack


@dataclass
class PartSpec:
    """A part to write: its submissions and the ids reserved for them."""

    entries: list[Submission]
    first: int
    name: str
    first_of_add: bool = False  # reports the template files' problems (once an add)


@dataclass
class Written:
    name: str
    first: int
    end: int
    count: int
    skipped: int = 0
    problems: list[Problem] = field(default_factory=list)


def write_part(
    spec: PartSpec,
    root: str,
    label: str,
    params: Params,
    b_r: tuple[int, int],
    known: set[tuple[str, str]],
    *,
    progress: ProgressFn = quiet,
    cancel: CancelFn | None = None,
) -> Written:
    """Read, shingle and sign one partition of submissions and write its three files (a stage
    function: any executor runs it where the partition is)."""
    extracted: list[Extracted] = []
    docs, problems = read_documents(spec.entries, params, progress, cancel, extracted)
    fresh = [(d, e) for d, e in zip(docs, extracted) if (d.path, d.content_hash) not in known]
    kept, shingles, short, template_problems = st.shingle_documents(
        [d for d, _ in fresh], params, quiet, cancel
    )
    end = spec.first + len(spec.entries)
    out = Written(spec.name, spec.first, end, len(kept), len(docs) - len(fresh), problems + short)
    if spec.first_of_add:
        out.problems += template_problems
    if not kept:
        return out
    by_doc = {id(d): e for d, e in fresh}
    sigs = st.signatures(shingles, params, quiet, cancel)
    ids = np.arange(spec.first, spec.first + len(kept), dtype=np.int64)
    fps = [s.fps for s in shingles] if params.window else []
    _write_files(Path(root), spec.name, label, kept, [by_doc[id(d)] for d in kept], sigs, ids)
    _write_keys(Path(root), spec.name, band_keys(sigs, *b_r), fps, ids)
    return out


def _write_files(
    root: Path,
    name: str,
    label: str,
    docs: Sequence[Document],
    extracted: Sequence[Extracted],
    sigs: np.ndarray,
    ids: np.ndarray,
) -> None:
    """The documents' file: what the SQLite archive keeps of each, a row each."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    now = datetime.now(timezone.utc).isoformat(timespec="seconds")
    meta = [
        json.dumps({"hidden": e.hidden, "quotes": e.quotes, "flags": e.flags}) for e in extracted
    ]
    cols = {
        "doc": pa.array(ids),
        "label": pa.array([label] * len(docs), pa.string()),
        "path": pa.array([d.path for d in docs], pa.string()),
        "content_hash": pa.array([d.content_hash for d in docs], pa.string()),
        "added": pa.array([now] * len(docs), pa.string()),
        "chars": pa.array([len(d.original) for d in docs], pa.int64()),
        "text": pa.array([e.text for e in extracted], pa.large_string()),
        "extracted": pa.array(meta, pa.string()),
        "flags": pa.array([json.dumps(d.flags) for d in docs], pa.string()),
        "sig": pa.array(list(sigs), pa.list_(pa.uint32())),
        "student": pa.array([d.student for d in docs], pa.string()),
    }
    (root / "docs").mkdir(parents=True, exist_ok=True)
    pq.write_table(pa.table(cols), root / "docs" / name, compression="zstd")


def _write_keys(
    root: Path, name: str, keys: np.ndarray, fps: Sequence[np.ndarray], ids: np.ndarray
) -> None:
    """The (band, key, doc) and (fp, doc, pos) files of a part."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    n, nb = keys.shape
    fp, doc, pos = unpack(fps, ids)
    tables = {
        "keys": {
            "band": pa.array(np.tile(np.arange(nb, dtype=np.int16), n)),
            "key": pa.array(keys.ravel()),
            "doc": pa.array(np.repeat(ids, nb)),
        },
        "fprints": {
            "fp": pa.array(fp),
            "doc": pa.array(doc),
            "pos": pa.array(pos),
        },
    }
    for sub, cols in tables.items():
        (root / sub).mkdir(parents=True, exist_ok=True)
        pq.write_table(pa.table(cols), root / sub / name, compression="zstd")
