"""A short list of files and folders the teacher chooses (assignment text, reference texts), with
Add file, Add folder and Remove buttons."""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class PathList(QWidget):
    changed = Signal()  # a path was added or removed by the teacher

    def __init__(self, title: str, tip: str, what: str, parent: QWidget | None = None) -> None:
        """``what`` names the kind of file in the buttons' tooltips."""
        super().__init__(parent)
        self.title = QLabel(title)
        self.list = QListWidget()
        self.list.setMaximumHeight(64)
        for w in (self.title, self.list):
            w.setToolTip(tip)
        self.title.setBuddy(self.list)
        self.list.setAccessibleName(title.rstrip(":"))
        self.add_file = QPushButton(self.tr("Add file…"))
        self.add_folder = QPushButton(self.tr("Add folder…"))
        self.remove = QPushButton(self.tr("Remove"))
        self.add_file.setToolTip(self.tr("Add {0}").format(what))
        self.add_folder.setToolTip(self.tr("Add a folder of them ({0})").format(what))
        self.remove.setToolTip(self.tr("Stop using the selected file or folder"))
        name = title.rstrip(":")
        self.add_file.setAccessibleName(self.tr("Add file to {0}").format(name))
        self.add_folder.setAccessibleName(self.tr("Add folder to {0}").format(name))
        self.remove.setAccessibleName(self.tr("Remove from {0}").format(name))
        self._what = what
        # Remove beside the title, the two Adds under the list: the panel stays narrow.
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.remove)
        buttons = QHBoxLayout()
        for b in (self.add_file, self.add_folder):
            buttons.addWidget(b)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addLayout(top)
        lay.addWidget(self.list)
        lay.addLayout(buttons)
        self.add_file.clicked.connect(self.choose_file)
        self.add_folder.clicked.connect(self._add_folder)
        self.remove.clicked.connect(self._remove)

    def paths(self) -> tuple[str, ...]:
        return tuple(self.list.item(i).text() for i in range(self.list.count()))

    def set_paths(self, paths: tuple[str, ...]) -> None:
        self.list.clear()
        self.list.addItems(list(paths))

    def add(self, path: str) -> None:
        self.list.addItem(path)
        self.changed.emit()

    @Slot()
    def choose_file(self) -> None:
        """Ask for a file and add it (Add file…, or a link elsewhere in the window)."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Add {0}").format(self._what))
        if path:
            self.add(path)

    @Slot()
    def _add_folder(self) -> None:
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Add a folder ({0})").format(self._what)
        )
        if path:
            self.add(path)

    @Slot()
    def _remove(self) -> None:
        for item in self.list.selectedItems():
            self.list.takeItem(self.list.row(item))
        self.changed.emit()
