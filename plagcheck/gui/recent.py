"""The folders and downloads opened lately: kept in the settings, offered in the File menu."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

MAX_RECENT = 8


class RecentFolders(QObject):
    chosen = Signal(str)  # a recent folder or download picked from the menu

    def __init__(self, settings: QSettings, menu: QMenu) -> None:
        super().__init__(menu)
        self.settings = settings
        self.menu = menu
        self.rebuild()

    def paths(self) -> list[str]:
        value = self.settings.value("recent_folders", [])
        items = [value] if isinstance(value, str) else list(value or [])
        return [str(x) for x in items if x]

    def remember(self, folder: Path) -> None:
        text = str(folder.resolve())
        recent = [text] + [r for r in self.paths() if r != text]
        self.settings.setValue("recent_folders", recent[:MAX_RECENT])
        self.settings.setValue("last_folder", text)
        self.rebuild()

    def rebuild(self) -> None:
        self.menu.clear()
        for path in self.paths():
            act = self.menu.addAction(path)
            act.setData(path)
            act.triggered.connect(self._on_recent)
        self.menu.setEnabled(bool(self.paths()))

    @Slot()
    def _on_recent(self) -> None:
        act = self.sender()
        if isinstance(act, QAction):
            self.chosen.emit(str(act.data()))
