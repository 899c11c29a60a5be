"""Several stores as one: libraries (and an archive) joined with a class in one candidate stage.

The candidate stage joins one ``archive.ArchiveStore``; a scan with ``--library`` (repeatable)
and ``--archive`` hands it ``Several`` of them. A store's ids are numbered apart (store i's id x
is ``i * SPAN + x``), so the join, its cap per student and its caches work unchanged.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from plagcheck.engine.archive import (
    ArchivedDocument,
    ArchiveError,
    ArchiveInfo,
    ArchiveStore,
    open_archive,
)
from plagcheck.engine.library.reader import Library
from plagcheck.engine.model import Document
from plagcheck.engine.params import Params

SPAN = 1 << 32


class Several:
    """``ArchiveStore`` over several stores; closes those it opened."""

    def __init__(self, stores: Sequence[ArchiveStore], owned: Sequence[bool] = ()) -> None:
        self.stores = list(stores)
        self.owned = list(owned) or [False] * len(self.stores)

    def count(self) -> int:
        return sum(s.count() for s in self.stores)

    def info(self) -> ArchiveInfo:
        infos = [s.info() for s in self.stores]
        return ArchiveInfo(
            ", ".join(i.path for i in infos),
            sum(i.documents for i in infos),
            [lab for i in infos for lab in i.labels],
            infos[0].params if infos else None,
            None,
            None,
            sum(i.size_bytes for i in infos),
        )

    def check(self, params: Params, what: str = "this scan") -> None:
        for s in self.stores:
            s.check(params, what)

    def add(self, *args: Any, **kwargs: Any) -> Any:
        raise ArchiveError("add to one archive or library at a time")

    def remove(self, *args: Any, **kwargs: Any) -> int:
        raise ArchiveError("remove from one archive at a time")

    def candidates(
        self, params: Params, keys: np.ndarray, fprints: np.ndarray, max_docs: int
    ) -> tuple[np.ndarray, np.ndarray]:
        bands, shared = [], []
        for i, s in enumerate(self.stores):
            b, f = s.candidates(params, keys, fprints, max_docs)
            b, f = b.reshape(-1, 3).copy(), f.reshape(-1, 4).copy()
            b[:, 1] += i * SPAN
            f[:, 1] += i * SPAN
            bands.append(b)
            shared.append(f)
        return (
            np.concatenate([np.zeros((0, 3), np.int64), *bands]),
            np.concatenate([np.zeros((0, 4), np.int64), *shared]),
        )

    def reworded(self, keys: np.ndarray) -> np.ndarray:
        """Each library's candidates for reworded copies (``Library.reworded``; an archive
        keeps no sentence keys)."""
        found = [np.zeros((0, 3), np.int64)]
        for i, s in enumerate(self.stores):
            if isinstance(s, Library):
                f = s.reworded(keys).copy()
                f[:, 1] += i * SPAN
                found.append(f)
        return np.concatenate(found)

    def word_counts(self, words: np.ndarray) -> tuple[np.ndarray, int] | None:
        """The libraries' articles using each of ``words``, and their articles, added up
        (``Library.word_counts``); None where no library counted its words."""
        found = [s.word_counts(words) for s in self.stores if isinstance(s, Library)]
        counted = [f for f in found if f is not None]
        if not counted:
            return None
        return np.sum([c for c, _ in counted], axis=0), sum(n for _, n in counted)

    def _split(self, ids: Sequence[int]) -> dict[int, list[int]]:
        out: dict[int, list[int]] = {}
        for x in ids:
            out.setdefault(int(x) // SPAN, []).append(int(x) % SPAN)
        return out

    def signatures(self, ids: Sequence[int]) -> dict[int, np.ndarray]:
        out: dict[int, np.ndarray] = {}
        for i, mine in self._split(ids).items():
            out.update({i * SPAN + k: v for k, v in self.stores[i].signatures(mine).items()})
        return out

    def load(self, ids: Sequence[int], params: Params) -> dict[int, tuple[Document, np.ndarray]]:
        out: dict[int, tuple[Document, np.ndarray]] = {}
        for i, mine in self._split(ids).items():
            out.update({i * SPAN + k: v for k, v in self.stores[i].load(mine, params).items()})
        return out

    def documents(self, label: str | None = None) -> list[ArchivedDocument]:
        return [d for s in self.stores for d in s.documents(label)]

    def template_hashes(self, params: Params) -> np.ndarray:
        """The templates every store keeps apart (an archive's; a library keeps none)."""
        found = [s.template_hashes(params) for s in self.stores]
        return np.unique(np.concatenate([np.zeros(0, np.uint32), *found]))

    def close(self) -> None:
        for s, owned in zip(self.stores, self.owned):
            if owned:
                s.close()


def joined(
    archive: ArchiveStore | Path | str | None, libraries: Sequence[Path | str | ArchiveStore]
) -> ArchiveStore | Path | str | None:
    """What a scan joins with: the archive alone, or the archive and the libraries as one store
    (the libraries opened here; ``close`` closes what was opened)."""
    if not libraries:
        return archive
    stores: list[ArchiveStore] = []
    owned: list[bool] = []
    try:
        if archive is not None:
            arc, mine = open_archive(archive)
            stores.append(arc)
            owned.append(mine)
        for lib in libraries:
            opened = isinstance(lib, (str, Path))
            stores.append(Library(lib) if isinstance(lib, (str, Path)) else lib)
            owned.append(opened)
    except BaseException:
        Several(stores, owned).close()
        raise
    return Several(stores, owned)
