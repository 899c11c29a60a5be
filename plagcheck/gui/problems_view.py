"""Every file that could not be compared, and why."""

from __future__ import annotations

from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from plagcheck.engine import Problem
from plagcheck.i18n import say


class ProblemsView(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setHeaderLabels([self.tr("File"), self.tr("Why it was not compared")])
        self.setRootIsDecorated(False)
        self.setToolTip(self.tr("Files that could not be read or had nothing to compare"))
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.header().setStretchLastSection(True)
        self.setAccessibleName(self.tr("Files not compared"))

    def set_problems(self, problems: list[Problem]) -> None:
        self.clear()
        for pr in problems:
            item = QTreeWidgetItem([pr.path, say(pr.reason)])
            item.setToolTip(1, say(pr.reason))
            self.addTopLevelItem(item)

    def rows(self) -> list[tuple[str, str]]:
        return [
            (self.topLevelItem(i).text(0), self.topLevelItem(i).text(1))
            for i in range(self.topLevelItemCount())
        ]
