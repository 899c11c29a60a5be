"""The teacher's review of the folder shown: opened when a result arrives (read again only when
the folder changes), a decision or note saved the moment it is made, and what happened to a
review file that could not be read said in the status bar and a box that does not block."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from plagcheck.engine import Result, display_name
from plagcheck.reports.review import Decision, Review, ReviewError


class ReviewKeeper(QObject):
    message = Signal(str, int)  # a line for the status bar and how long (ms, 0: until replaced)
    changed = Signal()  # a different review (another folder): the tables show it

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.review: Review | None = None
        self.warning = ""  # why the folder's review file was set aside, if it was
        self.box: QMessageBox | None = None

    def open(self, root: str) -> None:
        """The review of the folder ``root`` (kept when it is the one already open)."""
        if not root:
            review = None
        elif self.review is not None and self.review.folder == str(Path(root).resolve()):
            return
        else:
            try:
                review, problem = Review.for_folder(root)
            except ReviewError as e:
                review, problem = None, f"{str(e)[:1].upper()}{str(e)[1:]}."
            if problem:
                self._problem(problem)
        self.review = review
        self.changed.emit()

    def _problem(self, text: str) -> None:
        self.warning = text
        self.message.emit(text, 0)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("The review file"), text, parent=self.parent_widget
        )
        box.setModal(False)
        box.show()
        self.box = box

    def decide_student(self, result: Result, doc: int, decision: Decision, note: str) -> bool:
        if self.review is None or doc < 0:
            return False
        d = result.documents[doc]
        return self._save(lambda r: r.set_student(d, decision, note, display_name(d)))

    def decide_pair(self, result: Result, pair: Any, decision: Decision, note: str) -> bool:
        if self.review is None or pair is None:
            return False
        a, b = result.documents[pair.a], result.documents[pair.b]
        name = f"{display_name(a)} / {display_name(b)}"
        return self._save(lambda r: r.set_pair(a, b, decision, note, name))

    def _save(self, change: Callable[[Review], Any]) -> bool:
        assert self.review is not None
        try:
            change(self.review)  # saved at once (a small file, written whole)
        except ReviewError as e:
            self.message.emit(self.tr("Not saved: {0}").format(e), 0)
            return False
        self.message.emit(self.tr("Review saved ({0})").format(self.review.path), 4000)
        return True

    def snapshot(self) -> Any:
        return self.review.snapshot() if self.review is not None else None
