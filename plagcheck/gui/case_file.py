""" "Case file…": the students view's and the pairs table's button that writes a student's case
file (a PDF for a head of department or a board: reports.dossier), on the thread pool.

A click writes the case file of the selected student (of the pair's first student in the pairs
table); the button's menu names each student of the selection and "Attach the original files".
The PDF is written from the result on screen and the review as it stands, so it says what the
teacher sees; files changed since the scan are named as changed in it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QThreadPool, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QToolButton, QWidget

from plagcheck.engine import Result, display_name
from plagcheck.gui.worker import Task
from plagcheck.reports.review import Review

# What the view offers: the result shown, the review, the documents of the selection.
Selection = Callable[[], "tuple[Result | None, Review | None, list[int]]"]


class CaseFileButton(QToolButton):
    written = Signal(str)  # the PDF's path
    failed = Signal(str)  # why it could not be written

    def __init__(self, selection: Selection, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.selection = selection
        self.setText(self.tr("Case file…"))
        self.setToolTip(
            self.tr(
                "Write this student's case file (PDF) for a head of department or an examination "
                "board: the files with their fingerprints (SHA-256), each shared passage side by "
                "side with its page, your decisions and notes with their dates"
            )
        )
        self.setAccessibleName(self.tr("Case file…"))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.attach = QAction(self.tr("Attach the original files"), self, checkable=True)
        self.attach.setToolTip(
            self.tr("Put the original files inside the PDF (those proven unchanged)")
        )
        self.setMenu(QMenu(self))
        self.menu().aboutToShow.connect(self._fill_menu)
        self.clicked.connect(self._on_click)
        self._tasks: set[Task] = set()
        self.folder: Path | None = None  # where the last case file went (this session)
        self.setEnabled(False)

    def refresh(self) -> None:
        """Enabled when the selection names a student."""
        self.setEnabled(bool(self.selection()[2]))

    @Slot()
    def _fill_menu(self) -> None:
        menu = self.menu()
        menu.clear()
        result, _, docs = self.selection()
        for doc in docs:
            if result is not None:
                name = display_name(result.documents[doc])
                action = menu.addAction(self.tr("Case file of {0}…").format(name))
                action.triggered.connect(lambda _=False, d=doc: self.write(d))
        menu.addSeparator()
        menu.addAction(self.attach)

    @Slot()
    def _on_click(self) -> None:
        docs = self.selection()[2]
        if docs:
            self.write(docs[0])

    def write(self, doc: int) -> None:
        """Ask where, then write the case file of document ``doc`` on the thread pool."""
        result, review, _ = self.selection()
        if result is None:
            return
        name = display_name(result.documents[doc])
        folder = self.folder or Path(result.root).parent
        default = folder / f"case file - {_safe(name)}.pdf"
        path_text, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Case file of {0}").format(name),
            str(default),
            self.tr("PDF files (*.pdf)"),
        )
        if not path_text:
            return
        path = Path(path_text)
        if path.suffix.lower() != ".pdf":
            path = path.with_name(path.name + ".pdf")
        self.folder = path.parent
        self.start(result, review, doc, path)

    def start(self, result: Result, review: Review | None, doc: int, path: Path) -> None:
        from plagcheck.reports.dossier import write_dossier

        attach = self.attach.isChecked()
        task = Task(lambda: write_dossier(result, doc, path, review, attach), str(path))
        task.signals.done.connect(self._on_done)
        task.signals.failed.connect(self._on_failed)
        self._tasks.add(task)
        self.setEnabled(False)
        QThreadPool.globalInstance().start(task)

    @Slot(str)
    def _on_done(self, path: str) -> None:
        self._forget()
        self._say(self.tr("Wrote the case file {0}").format(path))
        self.written.emit(path)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._forget()
        self._say(self.tr("Could not write the case file: {0}").format(message))
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Case file"), message, parent=self)
        box.setModal(False)
        box.show()
        self.failed.emit(message)

    def _forget(self) -> None:
        sender = self.sender()
        self._tasks = {t for t in self._tasks if t.signals is not sender}
        self.refresh()

    def _say(self, message: str) -> None:
        bar = getattr(self.window(), "statusBar", None)
        if callable(bar):
            bar().showMessage(message, 8000)


def _safe(name: str) -> str:
    """A file name from a student's name (no folders, no characters Windows refuses)."""
    return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "_", name).strip(" .") or "student"
