"""Reviewing without the mouse: the next or previous student (or pair), passage, and a decision
for the one shown, each on a key of the Review menu."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QTabWidget

from plagcheck.gui.keyboard import step_rows
from plagcheck.gui.pairs_page import PairsPage
from plagcheck.gui.review_editor import ReviewEditor
from plagcheck.gui.students_view import StudentsView
from plagcheck.gui.window_actions import WindowActions
from plagcheck.reports.review import Decision


class ReviewKeys(QObject):
    def __init__(
        self,
        views: QTabWidget,
        students: StudentsView,
        page: PairsPage,
        say: Callable[[str], None],
    ) -> None:
        super().__init__(views)
        self.views, self.students, self.page = views, students, page
        self.say = say  # a line for the status bar (screen readers read it too)

    def _on_students(self) -> bool:
        return self.views.currentWidget() is self.students

    def _editor(self) -> ReviewEditor:
        return self.students.review_editor if self._on_students() else self.page.pairs.review_editor

    @Slot()
    def next_item(self) -> None:
        self._step_item(1)

    @Slot()
    def previous_item(self) -> None:
        self._step_item(-1)

    def _step_item(self, step: int) -> None:
        table = self.students.table if self._on_students() else self.page.pairs.table
        if not step_rows(table, step):
            if self._on_students():
                end = (
                    self.tr("This is the last student.")
                    if step > 0
                    else self.tr("This is the first student.")
                )
            else:
                end = (
                    self.tr("This is the last pair.")
                    if step > 0
                    else self.tr("This is the first pair.")
                )
            self.say(end)

    @Slot()
    def next_passage(self) -> None:
        self._step_passage(1)

    @Slot()
    def previous_passage(self) -> None:
        self._step_passage(-1)

    def _step_passage(self, step: int) -> None:
        if self._on_students():
            self.say(self.students.step_passage(step))
            return
        side = self.page.side
        n = side.list.count()
        if not n:
            self.say(self.tr("This pair shares no passage."))
            return
        row = min(max(side.list.currentRow() + step, 0), n - 1)
        side.list.setCurrentRow(row)
        self.say(self.tr("Passage {0} of {1}: {2}").format(row + 1, n, side.list.item(row).text()))

    def wire(self, acts: WindowActions) -> None:
        """Connect the Review menu's actions: next/previous item and passage, each decision."""
        acts.next_item.triggered.connect(self.next_item)
        acts.previous_item.triggered.connect(self.previous_item)
        acts.next_passage.triggered.connect(self.next_passage)
        acts.previous_passage.triggered.connect(self.previous_passage)
        for decision, action in acts.decisions.items():
            action.setData(decision)
            action.triggered.connect(self._on_decision_key)

    @Slot()
    def _on_decision_key(self) -> None:
        action = self.sender()
        if isinstance(action, QAction):
            self.decide(action.data())

    def decide(self, decision: Decision) -> None:
        editor = self._editor()
        if not editor.isEnabled():
            self.say(self.tr("Select a student or a pair first."))
            return
        editor.decision.set_decision(decision)
        editor.flush()
