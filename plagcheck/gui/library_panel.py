"""The library of sources in the window's settings: choose a library folder (made with
``plagcheck library build``), see what it holds, stop using it. The choice is remembered."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSettings, Signal, Slot
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from plagcheck.engine.library import LibraryError, LibraryInfo, is_library, library_info
from plagcheck.gui.numbers import whole
from plagcheck.gui.theme import tint

SETTING = "library"


def describe(info: LibraryInfo) -> str:
    """ "Wikipedia enwiki, dump of 2024-03-01: 6,812,034 articles, 31.2 GB" """
    parts = []
    for s in info.sources:
        what = f"{s.site} {s.wiki}".strip() if s.kind == "dump" else _tr("documents")
        date = _tr(", dump of {0}").format(s.dump_date[:10]) if s.dump_date else ""
        parts.append(f"{what}{date}")
    big = info.size_bytes > 1e9
    amount = f"{info.size_bytes / (1e9 if big else 1e6):.1f}"
    size = (_tr("{0} GB") if big else _tr("{0} MB")).format(amount)
    done = "" if info.ready else _tr(" — unfinished: run 'plagcheck library build' again")
    said = _tr("{0}: {1} articles, {2}")
    return said.format("; ".join(parts) or _tr("empty"), whole(info.articles), size) + done


def _tr(text: str) -> str:
    return QCoreApplication.translate("LibraryPanel", text)


# The texts describe() passes through _tr, for the translation sources.
_TEXTS = (
    QT_TRANSLATE_NOOP("LibraryPanel", "documents"),
    QT_TRANSLATE_NOOP("LibraryPanel", ", dump of {0}"),
    QT_TRANSLATE_NOOP("LibraryPanel", "{0} GB"),
    QT_TRANSLATE_NOOP("LibraryPanel", "{0} MB"),
    QT_TRANSLATE_NOOP("LibraryPanel", " — unfinished: run 'plagcheck library build' again"),
    QT_TRANSLATE_NOOP("LibraryPanel", "{0}: {1} articles, {2}"),
    QT_TRANSLATE_NOOP("LibraryPanel", "empty"),
)


class LibraryPanel(QGroupBox):
    changed = Signal()  # a library was chosen or dropped: scans compare with another one

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Library of sources"), parent)
        self.setToolTip(
            self.tr(
                "Also check the folder against a library of sources kept on this computer: "
                "Wikipedia from its dump, or a school's documents ('plagcheck library build')"
            )
        )
        self.settings = settings
        self.path: str | None = str(settings.value(SETTING, "")) or None
        self.file = QLabel()
        self.file.setWordWrap(True)
        self.contents = QLabel()
        self.contents.setWordWrap(True)
        self.error = QLabel()
        tint(self.error, "error")
        self.error.setWordWrap(True)
        self.choose_button = QPushButton(self.tr("Choose…"))
        self.choose_button.setToolTip(self.tr("Choose a library folder"))
        self.choose_button.setAccessibleName(self.tr("Choose a library of sources…"))
        self.choose_button.clicked.connect(self.choose)
        self.stop_button = QPushButton(self.tr("Stop using"))
        self.stop_button.setToolTip(self.tr("Compare the folder without the library (it is kept)"))
        self.stop_button.setAccessibleName(self.tr("Stop using the library"))
        self.file.setAccessibleName(self.tr("Library chosen"))
        self.contents.setAccessibleName(self.tr("What the library holds"))
        self.error.setAccessibleName(self.tr("Library problem"))
        self.stop_button.clicked.connect(self.stop_using)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.stop_button)
        lay = QVBoxLayout(self)
        lay.addWidget(self.file)
        lay.addWidget(self.contents)
        lay.addWidget(self.error)
        lay.addLayout(buttons)
        self._show()

    @property
    def paths(self) -> tuple[str, ...]:
        """The libraries a scan compares with."""
        return (self.path,) if self.path else ()

    def _show(self) -> None:
        self.error.setText("")
        self.stop_button.setEnabled(self.path is not None)
        if self.path is None:
            self.file.setText(self.tr("No library: sources are not searched."))
            self.file.setToolTip("")
            self.contents.setText("")
            return
        self.file.setText(f"<b>{Path(self.path).name}</b>")
        self.file.setToolTip(self.path)
        try:  # library.json only: quick enough for the window's thread
            self.contents.setText(describe(library_info(self.path)))
        except LibraryError as e:
            self.contents.setText("")
            self.error.setText(str(e))

    def scanned(self, used: tuple[str, ...], error: str) -> None:
        """After a scan: say why the chosen library was not used, if it was not."""
        if self.path is not None:
            self.error.setText("" if used else self.tr("Not used: {0}").format(error))

    @Slot()
    def choose(self) -> None:
        start = self.path or str(self.settings.value("last_folder", str(Path.home())))
        path = QFileDialog.getExistingDirectory(
            self.window(), self.tr("Choose a library folder"), start
        )
        if path:
            self.use(path)

    def use(self, path: str) -> None:
        """Compare scans with the library at ``path`` (remembered); a folder that is not a
        library is said so, and the choice is left as it was."""
        if not is_library(path):
            self.error.setText(
                self.tr("Not a library: {0} (make one with 'plagcheck library build')").format(path)
            )
            return
        self.path = str(Path(path).resolve())
        self.settings.setValue(SETTING, self.path)
        self._show()
        self.changed.emit()

    @Slot()
    def stop_using(self) -> None:
        self.path = None
        self.settings.remove(SETTING)
        self._show()
        self.changed.emit()
