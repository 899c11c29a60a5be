"""The engine: pure Python + numpy + mmh3, never Qt. This module is its face to the fronts.

The data's path runs through four rooms, each a subpackage whose ``__init__`` names what it
offers: ``intake`` (a path -> submissions -> documents), ``text`` (text -> tokens, shingles,
signatures, fingerprints), ``compare`` (candidate pairs -> verified pairs, passages, groups) and
``archive`` (past terms kept and joined). Above them the orchestration (``stages``,
``executors``, ``pipeline``, ``distributed``) runs the one path on an executor; below them the
vocabulary every room shares (``params``, ``model``, ``progress``, ``arrays``, ``atomic``,
``scurve``). docs/architecture.md draws it; pyproject.toml's import-linter contracts check it.

The window, the CLI and the reports import from here, from a room's face or from a top-level
module, never deeper. Names load on first use (PEP 562), so ``import plagcheck.engine`` is cheap.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from plagcheck.engine.atomic import atomic_write
    from plagcheck.engine.intake import handin
    from plagcheck.engine.model import (
        Document,
        Problem,
        describe_flags,
        display_name,
        safe_display,
    )
    from plagcheck.engine.params import LAYOUTS, Mode, Params, Unit
    from plagcheck.engine.pipeline import Scanner, run, scan
    from plagcheck.engine.progress import Cancelled
    from plagcheck.engine.result import Result, pair_passages

_FACE = {
    "atomic_write": "atomic",
    "Document": "model",
    "Problem": "model",
    "describe_flags": "model",
    "display_name": "model",
    "safe_display": "model",
    "LAYOUTS": "params",
    "Mode": "params",
    "Params": "params",
    "Unit": "params",
    "handin": "intake",
    "Scanner": "pipeline",
    "run": "pipeline",
    "scan": "pipeline",
    "Cancelled": "progress",
    "Result": "result",
    "pair_passages": "result",
}

__all__ = [
    "Cancelled",
    "Document",
    "LAYOUTS",
    "Mode",
    "Params",
    "Problem",
    "Result",
    "Scanner",
    "Unit",
    "atomic_write",
    "describe_flags",
    "display_name",
    "handin",
    "pair_passages",
    "run",
    "safe_display",
    "scan",
]


def __getattr__(name: str) -> Any:
    if name in _FACE:
        value = getattr(import_module(f"plagcheck.engine.{_FACE[name]}"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'plagcheck.engine' has no attribute {name!r}")
