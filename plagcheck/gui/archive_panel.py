"""The archive of earlier terms in the window: choose the file, add the shown folder, stop using it.

Opening, reading and adding run on the thread pool; the panel shows the archive's documents per
label and says in a message box why an archive could not be used.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QThreadPool, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine import Params
from plagcheck.engine.archive import AddReport, Archive, ArchiveInfo
from plagcheck.gui.numbers import whole
from plagcheck.gui.theme import tint
from plagcheck.gui.worker import Task
from plagcheck.i18n import say

SETTING = "archive"
SUFFIX = ".sqlite"


def describe(info: ArchiveInfo) -> str:
    """ "3 documents: 2023 (1), 2024 (2)" """
    if not info.documents:
        return QCoreApplication.translate("ArchivePanel", "Empty: add a folder to it.")
    labels = ", ".join(f"{label} ({whole(n)})" for label, n in info.labels)
    return QCoreApplication.translate(
        "ArchivePanel", "%n documents: {0}", "", info.documents
    ).format(labels)


def _info(path: str, create: bool) -> ArchiveInfo:
    with Archive(path, create=create, readonly=not create) as arc:
        return arc.info()


class ArchivePanel(QGroupBox):
    changed = Signal()  # an archive was chosen or dropped: scans compare with another one
    busyChanged = Signal(bool)  # adding started or ended
    progress = Signal(str, int, int)
    status = Signal(str)  # a line for the status bar
    added = Signal(object)  # AddReport

    def __init__(
        self,
        settings: QSettings,
        current: Callable[[], tuple[Path | None, Params | None]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            QCoreApplication.translate("ArchivePanel", "Archive of earlier terms"), parent
        )
        self.setToolTip(
            self.tr(
                "Check this folder against essays handed in earlier terms, kept in a file on this "
                "computer."
            )
        )
        self.settings = settings
        self._current = current  # the folder shown and the settings: what "add" adds, and how
        self.path: str | None = str(settings.value(SETTING, "")) or None
        self.message: QMessageBox | None = None  # the last warning shown
        self._tasks: set[Task] = set()
        self._adding: Task | None = None

        self.choose_action = QAction(self.tr("Choose archive…"), self)
        self.choose_action.setToolTip(
            self.tr("Open an archive file, or name a new one to create it")
        )
        self.add_action = QAction(self.tr("Add this folder to the archive…"), self)
        self.add_action.setToolTip(
            self.tr(
                "Keep this folder's submissions in the archive under a label (e.g. the term), so "
                "that later terms are checked against them"
            )
        )
        self.stop_action = QAction(self.tr("Stop using the archive"), self)
        self.stop_action.setToolTip(
            self.tr("Compare the folder with itself only (the file is kept)")
        )
        self.choose_action.triggered.connect(self.choose)
        self.add_action.triggered.connect(self.add_folder)
        self.stop_action.triggered.connect(self.stop_using)

        self.file = QLabel()
        self.file.setWordWrap(True)
        self.contents = QLabel()
        self.contents.setWordWrap(True)
        self.error = QLabel()
        tint(self.error, "error")
        self.error.setWordWrap(True)
        buttons = QHBoxLayout()
        for action, text in (
            (self.choose_action, self.tr("Choose…")),
            (self.add_action, self.tr("Add folder…")),
            (self.stop_action, self.tr("Stop using")),
        ):
            button = QPushButton(text)
            button.setAccessibleName(action.text())
            button.setToolTip(action.toolTip())
            button.clicked.connect(action.trigger)
            action.enabledChanged.connect(button.setEnabled)
            buttons.addWidget(button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.file)
        lay.addWidget(self.contents)
        lay.addWidget(self.error)
        lay.addLayout(buttons)
        self._show_path()
        if self.path is not None:
            self._read(self.path, create=False)

    # -- state -------------------------------------------------------------------------------
    @property
    def adding(self) -> bool:
        return self._adding is not None

    def update_actions(self) -> None:
        folder, _ = self._current()
        self.add_action.setEnabled(self.path is not None and folder is not None and not self.adding)
        self.stop_action.setEnabled(self.path is not None and not self.adding)
        self.choose_action.setEnabled(not self.adding)

    def _show_path(self) -> None:
        if self.path is None:
            self.file.setText(self.tr("No archive: the folder is compared with itself only."))
            self.file.setToolTip("")
            self.contents.setText("")
        else:
            self.file.setText(f"<b>{Path(self.path).name}</b>")
            self.file.setToolTip(self.path)
        self.error.setText("")
        self.update_actions()

    def show_error(self, text: str) -> None:
        self.error.setText(text)

    def warn(self, title: str, text: str) -> None:
        """Say why the archive was not used, without blocking the window (one box, reused)."""
        if self.message is None:
            self.message = QMessageBox(self.window())
            self.message.setIcon(QMessageBox.Icon.Warning)
        self.message.setWindowTitle(title)
        self.message.setText(text)
        self.message.open()

    def cancel(self) -> None:
        if self._adding is not None:
            self._adding.stop.set()

    def _start(self, task: Task) -> None:
        self._tasks.add(task)
        QThreadPool.globalInstance().start(task)

    def _forget_task(self) -> None:
        sender = self.sender()
        self._tasks = {t for t in self._tasks if t.signals is not sender}
        if self._adding is not None and self._adding.signals is sender:
            self._adding = None
            self.busyChanged.emit(False)
        self.update_actions()

    # -- choosing ----------------------------------------------------------------------------
    @Slot()
    def choose(self) -> None:
        start = self.path or str(Path(str(self.settings.value("last_folder", Path.home()))))
        path, _ = QFileDialog.getSaveFileName(
            self.window(),
            self.tr("Choose an archive, or name a new one"),
            start,
            self.tr("Archives (*{0} *.db);;All files (*)").format(SUFFIX),
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if not path:
            return
        if not Path(path).suffix and not Path(path).exists():
            path += SUFFIX
        self._read(str(Path(path).resolve()), create=True, choosing=True)

    def _read(self, path: str, create: bool, choosing: bool = False) -> None:
        """Open ``path`` on the pool; show its contents, or why it cannot be used."""
        task = Task(lambda: _info(path, create))
        task.signals.result.connect(self._on_chosen if choosing else self._on_info)
        task.signals.failed.connect(self._on_choose_failed if choosing else self._on_info_failed)
        task.signals.done.connect(self._forget_task)
        task.signals.failed.connect(self._forget_task)
        self._start(task)

    @Slot(object)
    def _on_chosen(self, info: ArchiveInfo) -> None:
        self.path = info.path
        self.settings.setValue(SETTING, info.path)
        self._on_info(info)
        self.status.emit(self.tr("Using the archive {0}").format(info.path))
        self.changed.emit()

    @Slot(object)
    def _on_info(self, info: ArchiveInfo) -> None:
        if info.path != self.path:
            return  # another archive was chosen meanwhile
        self._show_path()
        self.contents.setText(describe(info))

    @Slot(str)
    def _on_choose_failed(self, message: str) -> None:
        self.warn(self.tr("Cannot use this archive"), message)

    @Slot(str)
    def _on_info_failed(self, message: str) -> None:
        self.show_error(message)

    @Slot()
    def stop_using(self) -> None:
        self.path = None
        self.settings.setValue(SETTING, "")
        self._show_path()
        self.status.emit(self.tr("The folder is compared with itself only."))
        self.changed.emit()

    # -- adding ------------------------------------------------------------------------------
    @Slot()
    def add_folder(self) -> None:
        folder, params = self._current()
        path = self.path
        if folder is None or path is None or self.adding:
            return
        if params is None:
            self.warn(
                self.tr("Cannot add to the archive"),
                self.tr("The settings are not valid; see the panel."),
            )
            return
        label, ok = QInputDialog.getText(
            self.window(),
            self.tr("Add this folder to the archive"),
            self.tr("Label for the submissions in {0} (the term or assignment):").format(
                folder.name
            ),
            text=str(date.today().year),
        )
        label = label.strip()
        if not ok or not label:
            return

        def add() -> tuple[AddReport, ArchiveInfo]:
            with Archive(path, create=True) as arc:
                report = arc.add(folder, label, params, task.progress, task.stop.is_set)
                return report, arc.info()

        task = Task(add)
        task.signals.progress.connect(self.progress)
        task.signals.result.connect(self._on_added)
        task.signals.failed.connect(self._on_add_failed)
        task.signals.cancelled.connect(self._on_add_cancelled)
        for signal in (task.signals.done, task.signals.failed, task.signals.cancelled):
            signal.connect(self._forget_task)
        self._adding = task
        self.update_actions()
        self.busyChanged.emit(True)
        self.status.emit(self.tr("Adding {0} to the archive under '{1}'…").format(folder, label))
        self._start(task)

    @Slot(object)
    def _on_added(self, value: tuple[AddReport, ArchiveInfo]) -> None:
        report, info = value
        self._on_info(info)
        text = self.tr(
            "Archive: {0} documents added, {1} already there, {2} files not added"
        ).format(whole(report.added), whole(report.skipped), whole(len(report.problems)))
        if report.problems:
            text += " (" + "; ".join(f"{p.path}: {say(p.reason)}" for p in report.problems[:3])
            text += ", …)" if len(report.problems) > 3 else ")"
        self.status.emit(text)
        self.added.emit(report)

    @Slot(str)
    def _on_add_failed(self, message: str) -> None:
        self.warn(self.tr("Could not add to the archive"), message)
        self.status.emit(self.tr("Nothing more was added to the archive."))

    @Slot()
    def _on_add_cancelled(self) -> None:
        self.status.emit(self.tr("Adding stopped; documents already added stay in the archive."))
        if self.path is not None:
            self._read(self.path, create=False)
