"""Exporting the result shown: ask where (the last folder used), replace a report plagcheck wrote
without asking but ask before replacing any other file, and write on the thread pool; the window
hears what happened."""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QSettings, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from plagcheck.engine import intake
from plagcheck.gui.worker import Task
from plagcheck.reports import common, export

HTML_MODULE = "plagcheck.reports.html_report"


def html_available() -> bool:
    return importlib.util.find_spec(HTML_MODULE) is not None


def write_csvs(result: Any, path: Path, review: Any = None) -> None:
    """The pairs CSV, and beside it the texts common to the class (``reports.common``), unless
    a file of the teacher's is where that one goes."""
    export.write_csv(result, path, review=review)
    beside = common.common_csv_path(path)
    if common.wants_common_csv(result, path) and intake.may_overwrite(beside):
        common.write_common_csv(result, beside)


class Exporter(QObject):
    exported = Signal(str)  # a report was written (its path)
    message = Signal(str, int)  # a line for the status bar and how long (ms, 0: until replaced)

    def __init__(
        self,
        parent: QWidget,
        settings: QSettings,
        what: Callable[[], tuple[Any, Any, Path | None]],
    ) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.settings = settings
        self._what = what  # (result, review snapshot, folder) now, result None when nothing
        self._tasks: set[Task] = set()

    @Slot()
    def csv(self) -> None:
        self.export(self.tr("CSV"), ".csv", self.tr("CSV files (*.csv)"), write_csvs)

    @Slot()
    def json(self) -> None:
        self.export(self.tr("JSON"), ".json", self.tr("JSON files (*.json)"), export.write_json)

    @Slot()
    def html(self) -> None:
        mod = importlib.import_module(HTML_MODULE)
        self.export(self.tr("HTML"), ".html", self.tr("HTML files (*.html)"), mod.write_html)

    def export(self, kind: str, suffix: str, filters: str, write: Any) -> None:
        result, review, shown = self._what()
        if result is None:
            return
        start = str(shown or Path.home())
        folder = Path(str(self.settings.value("export_folder", start)))
        default = folder / f"plagcheck-{Path(result.root).name or 'report'}{suffix}"
        # This asks (below) only before replacing a file plagcheck did not write.
        dont_ask = QFileDialog.Option.DontConfirmOverwrite
        path_text, _ = QFileDialog.getSaveFileName(
            self.parent_widget,
            self.tr("Export {0}").format(kind),
            str(default),
            filters,
            options=dont_ask,
        )
        if not path_text:
            return
        path = Path(path_text)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        if not intake.may_overwrite(path) and not self._confirm_replace(path):
            return
        self.settings.setValue("export_folder", str(path.parent))
        task = Task(lambda: write(result, path, review=review), str(path))
        task.signals.done.connect(self._on_exported)
        task.signals.failed.connect(self._on_failed)
        self._tasks.add(task)
        QThreadPool.globalInstance().start(task)

    def _confirm_replace(self, path: Path) -> bool:
        answer = QMessageBox.question(
            self.parent_widget,
            self.tr("Replace file?"),
            self.tr(
                "{0} already exists and was not written by plagcheck. Replace it with the report?"
            ).format(path),
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot(str)
    def _on_exported(self, path: str) -> None:
        self._forget_task()
        self.message.emit(self.tr("Wrote {0}").format(path), 8000)
        self.exported.emit(path)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._forget_task()
        self.message.emit(self.tr("Could not write the report: {0}").format(message), 0)

    def _forget_task(self) -> None:
        sender = self.sender()
        self._tasks = {t for t in self._tasks if t.signals is not sender}
