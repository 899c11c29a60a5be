"""The main window: wires the settings, the worker and the views together."""

from __future__ import annotations

import gc
import importlib.util
import weakref
from pathlib import Path
from typing import Any

from pyqtgraph.util.garbage_collector import GarbageCollector
from PySide6.QtCore import QRect, QSettings, Qt, QThreadPool, Signal, Slot
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QToolButton,
    QWidget,
)

from plagcheck import __version__
from plagcheck.engine import display_name, intake
from plagcheck.gui.archive_panel import ArchivePanel
from plagcheck.gui.groups_view import GroupsView
from plagcheck.gui.help import GUIDE, HelpDialog, about_html, shortcuts_html
from plagcheck.gui.histogram_view import HistogramView
from plagcheck.gui.library_panel import LibraryPanel
from plagcheck.gui.pairs_view import PairsView
from plagcheck.gui.problems_view import ProblemsView
from plagcheck.gui.scurve_view import SCurveView
from plagcheck.gui.settings_panel import SettingsPanel
from plagcheck.gui.side_by_side import SideBySide
from plagcheck.gui.students_view import StudentsView
from plagcheck.gui.worker import Scan, ScanController, Task
from plagcheck.reports import export
from plagcheck.reports.review import Decision, Review, ReviewError

STAGE_NAMES = {
    "reading": "Reading files",
    "shingling": "Cutting into phrases",
    "hashing": "Fingerprinting",
    "banding": "Finding candidate pairs",
    "verifying": "Checking pairs exactly",
    "passages": "Finding shared passages",
    "archiving": "Adding to the archive",
}
FILE_STAGES = ("reading", "shingling", "hashing", "archiving")
MAX_RECENT = 8
DEFAULT_SIZE = (1500, 950)  # the first start's size where the screen has room
TAB_TIPS = (
    "How likely the quick search is to find a pair, by how similar the pair is",
    "How many pairs have each similarity; the reported ones in red",
    "Students linked by shared text: a group of three or more can be a shared source or a ring",
    "Files that could not be read or had nothing to compare, and why",
)
HTML_MODULE = "plagcheck.reports.html_report"


def _html_available() -> bool:
    return importlib.util.find_spec(HTML_MODULE) is not None


class MainWindow(QMainWindow):
    resultShown = Signal()  # the views show a new result
    exported = Signal(str)  # a report was written (its path)
    # Windows not closed yet: automatic collection stays off while any is open.
    _open: weakref.WeakSet[MainWindow] = weakref.WeakSet()

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Qt objects must be destroyed in the GUI thread, but Python's cycle collector runs in
        # whichever thread allocates: the scan thread could finalise a Qt object and crash or
        # hang the window. While the window is open, cycles are collected on a timer in this
        # thread instead (automatic collection off; restored when the last window closes).
        self._gc = GarbageCollector(interval=1.0)
        MainWindow._open.add(self)
        self.settings = settings
        self.folder: Path | None = None
        self.scan: Scan | None = None
        self._tasks: set[Task] = set()
        self._archive_error = ""
        self.review: Review | None = None
        self.review_warning = ""  # why the folder's review file was set aside, if it was
        self.setWindowTitle(f"plagcheck {__version__}")
        self.setAcceptDrops(True)

        self.controller = ScanController(self)
        self.settings_panel = SettingsPanel()
        self.archive_panel = ArchivePanel(
            settings, lambda: (self._shown_folder(), self.settings_panel.valid_params())
        )
        self.settings_panel.add_section(self.archive_panel)
        self.library_panel = LibraryPanel(settings)
        self.settings_panel.add_section(self.library_panel)
        self.pairs = PairsView()
        self.side = SideBySide()
        self.scurve = SCurveView()
        self.histogram = HistogramView()
        self.groups = GroupsView()
        self.problems = ProblemsView()

        self.students = StudentsView()

        self.tabs = QTabWidget()
        self.tabs.addTab(self.scurve, "S-curve")
        self.tabs.addTab(self.histogram, "Histogram")
        self.tabs.addTab(self.groups, "Groups")
        self.tabs.addTab(self.problems, "Problems")
        for i, tip in enumerate(TAB_TIPS):
            self.tabs.setTabToolTip(i, tip)
        scroll = QScrollArea()
        scroll.setWidget(self.settings_panel)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(self.settings_panel.sizeHint().width() + 20)
        self.settings_scroll = scroll
        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.pairs)
        top.addWidget(self.tabs)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(top)
        right.addWidget(self.side)
        right.setStretchFactor(0, 1)
        right.setStretchFactor(1, 1)
        # Students first: a teacher's question is whose work to look at; pairs for the evidence.
        self.views = QTabWidget()
        self.views.addTab(self.students, "Students")
        self.views.addTab(right, "Pairs")
        self.views.setTabToolTip(0, "Every student's share of shared text, and where it is")
        self.views.setTabToolTip(
            1, "Every pair of documents that share text, their scores and the text side by side"
        )
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(scroll)
        main.addWidget(self.views)
        main.setStretchFactor(1, 1)
        main.setCollapsible(1, False)
        self.splitters = (main, right, top)
        self.setCentralWidget(main)

        self._build_actions()
        self._build_status()
        self.settings_panel.load(settings)
        self.settings_action.setChecked(str(settings.value("settings_shown", "true")) == "true")
        self._on_settings_edited()

        self.controller.progress.connect(self._on_progress)
        self.controller.started.connect(self._on_started)
        self.controller.finished.connect(self._on_finished)
        self.controller.cancelled.connect(self._on_cancelled)
        self.controller.failed.connect(self._on_failed)
        self.settings_panel.edited.connect(self._on_settings_edited)
        self.settings_panel.changed.connect(self._on_settings_changed)
        self.pairs.pairSelected.connect(self._on_pair_selected)
        self.archive_panel.changed.connect(self.rescan)
        self.library_panel.changed.connect(self.rescan)
        self.archive_panel.busyChanged.connect(self._on_archive_busy)
        self.archive_panel.progress.connect(self._on_progress)
        self.archive_panel.status.connect(self.statusBar().showMessage)
        self.pairs_page = right
        self.students.pairRequested.connect(self.open_pair)
        self.students.review_editor.edited.connect(self._on_student_review)
        self.pairs.review_editor.edited.connect(self._on_pair_review)
        self.fit_to_screen()
        self.statusBar().showMessage(
            "Open a folder of submissions or your learning platform's download (.zip): toolbar, "
            "File menu, or drop it on this window."
        )

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Size the window to the screen's available area (at most DEFAULT_SIZE) and share it
        out between the panes; the first start of a laptop's 1366x768 shows everything."""
        if available is None:
            screen = self.screen() or QGuiApplication.primaryScreen()
            available = screen.availableGeometry() if screen else QRect(0, 0, *DEFAULT_SIZE)
        # Leave room for the frame the window manager adds.
        w = min(DEFAULT_SIZE[0], available.width() - 16)
        h = min(DEFAULT_SIZE[1], available.height() - 40)
        self.resize(w, h)
        self.move(
            available.left() + (available.width() - w) // 2,
            available.top() + max(0, (available.height() - h - 30) // 2),
        )
        self.layout_panes(w, h)

    def layout_panes(self, w: int, h: int) -> None:
        main, right, top = self.splitters
        settings = min(self.settings_scroll.minimumWidth(), w // 3)
        main.setSizes([settings, w - settings])
        right.setSizes([int(h * 0.42), int(h * 0.58)])
        top.setSizes([int((w - settings) * 0.62), int((w - settings) * 0.38)])
        split, essay = self.students.splitters
        split.setSizes([int((w - settings) * 0.42), int((w - settings) * 0.58)])
        essay.setSizes([int((w - settings) * 0.58 * 0.7), int((w - settings) * 0.58 * 0.3)])

    # -- building ----------------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.open_action = QAction("Open folder or download…", self)
        self.open_action.setToolTip(
            "Choose the folder of student submissions to check, or the .zip your learning "
            "platform gave you (Moodle, Canvas, Blackboard: 'Download all submissions')"
        )
        self.open_action.triggered.connect(self._choose_folder)
        self.open_folder_action = QAction(
            "Folder of submissions…", self, shortcut=QKeySequence.StandardKey.Open
        )
        self.open_folder_action.setToolTip("Choose the folder of student submissions to check")
        self.open_folder_action.triggered.connect(self._choose_folder)
        self.open_zip_action = QAction("Download from the learning platform (.zip)…", self)
        self.open_zip_action.setShortcut(QKeySequence("Ctrl+Shift+O"))
        self.open_zip_action.setToolTip(
            "Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you"
        )
        self.open_zip_action.triggered.connect(self._choose_zip)
        open_menu = QMenu(self)
        open_menu.addAction(self.open_folder_action)
        open_menu.addAction(self.open_zip_action)
        self.open_action.setMenu(open_menu)
        self.cancel_action = QAction("Cancel", self, enabled=False)
        self.cancel_action.setToolTip("Stop the scan; the previous results stay on screen")
        self.cancel_action.triggered.connect(self.cancel)
        self.export_csv = QAction("Export CSV…", self)
        self.export_csv.triggered.connect(self._export_csv)
        self.export_json = QAction("Export JSON…", self)
        self.export_json.triggered.connect(self._export_json)
        self.export_html = QAction("Export HTML…", self)
        self.export_html.triggered.connect(self._export_html)
        self.export_html.setVisible(_html_available())
        quit_action = QAction("Quit", self, shortcut=QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)

        file_menu = self.menuBar().addMenu("&File")
        file_menu.addAction(self.open_folder_action)
        file_menu.addAction(self.open_zip_action)
        self.recent_menu = file_menu.addMenu("Recent folders and downloads")
        file_menu.addSeparator()
        for a in (self.export_csv, self.export_json, self.export_html):
            file_menu.addAction(a)
        file_menu.addSeparator()
        file_menu.addAction(quit_action)
        file_menu.aboutToShow.connect(self._on_file_menu)
        self._rebuild_recent()
        archive_menu = self.menuBar().addMenu("&Archive")
        for a in (
            self.archive_panel.choose_action,
            self.archive_panel.add_action,
            self.archive_panel.stop_action,
        ):
            archive_menu.addAction(a)

        self._build_view_menu()
        self._build_help_menu()

        tools = self.addToolBar("Main")
        tools.setObjectName("main-toolbar")
        tools.setMovable(False)
        tools.addAction(self.open_action)
        button = tools.widgetForAction(self.open_action)
        if isinstance(button, QToolButton):  # a click offers both: a folder or a download
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        tools.addAction(self.cancel_action)
        tools.addSeparator()
        tools.addAction(self.export_csv)
        self._update_exports()

    def _build_view_menu(self) -> None:
        view = self.menuBar().addMenu("&View")
        self.show_students = QAction("Students", self, shortcut=QKeySequence("Ctrl+1"))
        self.show_students.setToolTip("Show the students, most shared text first")
        self.show_students.triggered.connect(self._on_show_students)
        self.show_pairs = QAction("Pairs", self, shortcut=QKeySequence("Ctrl+2"))
        self.show_pairs.setToolTip("Show the pairs of documents and their text side by side")
        self.show_pairs.triggered.connect(self._on_show_pairs)
        self.find_action = QAction("Find…", self, shortcut=QKeySequence.StandardKey.Find)
        self.find_action.setToolTip("Find a student (or a pair) by name")
        self.find_action.triggered.connect(self._on_find)
        self.settings_action = QAction("Settings panel", self, checkable=True, checked=True)
        self.settings_action.setShortcut(QKeySequence("Ctrl+3"))
        self.settings_action.setToolTip(
            "Show or hide the settings panel (more room on a small screen)"
        )
        self.settings_action.toggled.connect(self.settings_scroll.setVisible)
        for a in (self.show_students, self.show_pairs, self.find_action, self.settings_action):
            view.addAction(a)
        self.cancel_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))

    def _build_help_menu(self) -> None:
        menu = self.menuBar().addMenu("&Help")
        self.guide_action = QAction("Guide", self, shortcut=QKeySequence.StandardKey.HelpContents)
        self.guide_action.setToolTip("What each score means and how to act on a report")
        self.guide_action.triggered.connect(self.show_guide)
        self.shortcuts_action = QAction("Keyboard shortcuts", self)
        self.shortcuts_action.triggered.connect(self.show_shortcuts)
        self.about_action = QAction("About plagcheck", self)
        self.about_action.triggered.connect(self.show_about)
        for a in (self.guide_action, self.shortcuts_action, self.about_action):
            menu.addAction(a)
        self.help_dialog: HelpDialog | None = None

    def _help(self, title: str, html: str) -> HelpDialog:
        if self.help_dialog is not None:
            self.help_dialog.close()
        self.help_dialog = HelpDialog(title, html, self)
        screen = self.screen().availableGeometry() if self.screen() else None
        if screen is not None:  # a small screen gets a smaller page
            self.help_dialog.resize(min(620, screen.width() - 40), min(520, screen.height() - 80))
        self.help_dialog.show()
        return self.help_dialog

    @Slot()
    def show_guide(self) -> None:
        self._help("plagcheck guide", GUIDE)

    @Slot()
    def show_shortcuts(self) -> None:
        actions = [a for m in self.menuBar().findChildren(QMenu) for a in m.actions()]
        seen: list[QAction] = []
        for a in actions + [self.cancel_action]:
            if a not in seen:
                seen.append(a)
        self._help("Keyboard shortcuts", shortcuts_html(seen))

    @Slot()
    def show_about(self) -> None:
        self._help("About plagcheck", about_html())

    @Slot()
    def _on_show_students(self) -> None:
        self.views.setCurrentWidget(self.students)

    @Slot()
    def _on_show_pairs(self) -> None:
        self.views.setCurrentWidget(self.pairs_page)

    @Slot()
    def _on_find(self) -> None:
        on_students = self.views.currentWidget() is self.students
        box = self.students.filter if on_students else self.pairs.filter
        box.setFocus()
        box.selectAll()

    def _build_status(self) -> None:
        self.stage = QLabel()
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(260)
        self.progress.setTextVisible(True)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip(self.cancel_action.toolTip())
        self.cancel_button.clicked.connect(self.cancel)
        self.counts = QLabel()
        self.layout_label = QLabel()
        bar = self.statusBar()
        bar.addWidget(self.stage)
        bar.addWidget(self.progress)
        bar.addWidget(self.cancel_button)
        bar.addPermanentWidget(self.layout_label)
        bar.addPermanentWidget(self.counts)
        self._set_busy(False)

    # -- opening -----------------------------------------------------------------------------
    def open_folder(self, folder: Path | str) -> bool:
        """Load ``folder`` (a folder or an LMS download, .zip) and scan it on the worker; False,
        with a message, if it is neither."""
        folder = Path(folder)
        if not folder.is_dir() and not intake.is_zip(folder):
            self.statusBar().showMessage(f"Not a folder or a .zip: {folder}")
            return False
        self.folder = folder
        self._remember(folder)
        self.rescan()
        return True

    def rescan(self) -> None:
        params = self.settings_panel.valid_params()
        if self.folder is None or params is None:
            return
        self.controller.scan(
            self.folder,
            params,
            self.settings_panel.exact_mode(),
            self.archive_panel.path,
            self.library_panel.paths,
        )

    def _shown_folder(self) -> Path | None:
        return None if self.scan is None else Path(self.scan.result.root)

    @Slot()
    def cancel(self) -> None:
        self.controller.cancel()
        self.archive_panel.cancel()

    @Slot()
    def _choose_folder(self) -> None:
        start = str(self.folder or self.settings.value("last_folder", str(Path.home())))
        path = QFileDialog.getExistingDirectory(self, "Open a folder of submissions", start)
        if path:
            self.open_folder(path)

    @Slot()
    def _choose_zip(self) -> None:
        start = str(self.settings.value("last_folder", str(Path.home())))
        start = str(Path(start).parent) if Path(start).is_file() else start
        path, _ = QFileDialog.getOpenFileName(
            self,
            "Open a download of all submissions",
            start,
            "Downloads of all submissions (*.zip *.ZIP);;All files (*)",
        )
        if path:
            self.open_folder(path)

    def _recent(self) -> list[str]:
        value = self.settings.value("recent_folders", [])
        items = [value] if isinstance(value, str) else list(value or [])
        return [str(x) for x in items if x]

    def _remember(self, folder: Path) -> None:
        text = str(folder.resolve())
        recent = [text] + [r for r in self._recent() if r != text]
        self.settings.setValue("recent_folders", recent[:MAX_RECENT])
        self.settings.setValue("last_folder", text)
        self._rebuild_recent()

    def _rebuild_recent(self) -> None:
        self.recent_menu.clear()
        for path in self._recent():
            act = self.recent_menu.addAction(path)
            act.setData(path)
            act.triggered.connect(self._on_recent)
        self.recent_menu.setEnabled(bool(self._recent()))

    @Slot()
    def _on_recent(self) -> None:
        act = self.sender()
        if isinstance(act, QAction):
            self.open_folder(str(act.data()))

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self._dropped_folder(event) is not None:
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        folder = self._dropped_folder(event)
        if folder is not None:
            event.acceptProposedAction()
            self.open_folder(folder)

    @staticmethod
    def _dropped_folder(event: Any) -> Path | None:
        for url in event.mimeData().urls():
            path = Path(url.toLocalFile()) if url.isLocalFile() else None
            if path is not None and (path.is_dir() or intake.is_zip(path)):
                return path
        return None

    # -- worker ------------------------------------------------------------------------------
    def _set_busy(self, busy: bool) -> None:
        busy = busy or self.controller.running or self.archive_panel.adding
        self.cancel_action.setEnabled(busy)
        self.cancel_button.setVisible(busy)
        self.progress.setVisible(busy)
        self.stage.setVisible(busy)

    @Slot()
    def _on_started(self) -> None:
        self._set_busy(True)
        self.progress.setRange(0, 0)
        self.stage.setText("Starting…")

    @Slot(str, int, int)
    def _on_progress(self, stage: str, done: int, total: int) -> None:
        name = STAGE_NAMES.get(stage, stage)
        unit = "files" if stage in FILE_STAGES else "pairs"
        if stage == "banding":
            self.stage.setText(name)
        else:
            self.stage.setText(f"{name}: {done:,} / {total:,} {unit}")
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))

    @Slot(object)
    def _on_finished(self, scan: Scan) -> None:
        self._set_busy(False)
        self.scan = scan
        res = scan.result
        self.setWindowTitle(f"plagcheck {__version__} — {res.root}")
        self._open_review(res.root)
        self.settings_panel.scanned()  # its "changed" marks go: the results shown use them
        self.pairs.set_scan(scan)
        first = self.students.result is None
        self.students.set_result(res)
        if first:
            self.views.setCurrentWidget(self.students)
        b, r = res.params.band_rows()
        self.scurve.set_params(b, r, res.params.threshold)
        self.scurve.set_result(res)
        self.histogram.set_threshold(res.params.threshold)
        self.histogram.set_result(res)
        self.groups.set_result(res)
        self.problems.set_problems(res.problems)
        self.tabs.setTabText(3, f"Problems ({len(res.problems)})")
        archived = sum(d.archived for d in res.documents)
        from_archive = f" + {archived} from the archive" if archived else ""
        how = intake.describe(res.layout)
        self.layout_label.setText(how[:1].upper() + how[1:] + " ·")
        self.layout_label.setToolTip(res.layout_note or "How the submissions were laid out")
        self.layout_label.setStyleSheet("color: #a05a00" if res.layout_note else "")
        self.counts.setText(
            f"{len(res.documents) - archived} documents{from_archive} · {res.candidates} "
            "candidates verified · "
            f"{len(res.reported)} reported pairs · {len(res.problems)} problems · "
            f"{scan.seconds:.2f} s"
        )
        self.counts.setToolTip(
            "Candidates: pairs of documents that share a band of their signatures (or a window "
            "of text), each compared exactly.\n"
            f"{res.dismissed} more pairs shared a band by chance: their signatures agree too "
            "little for the threshold to be reachable, so they were not compared."
            if res.dismissed
            else "Candidates: pairs of documents that share a band of their signatures (or a "
            "window of text), each compared exactly."
        )
        self.statusBar().showMessage(
            f"Scanned {res.root} as {intake.describe(res.layout)}"
            + (" (every pair compared exactly)" if res.exact else "")
            + (f" — {res.layout_note}" if res.layout_note else ""),
            0 if res.layout_note else 8000,
        )
        if self.pairs.current_pair() is None and self.pairs.proxy.rowCount():
            self.pairs.select_row(0)
        elif self.pairs.current_pair() is None:
            self.side.show_pair(None, None, None)
        self._update_exports()
        self.archive_panel.update_actions()
        self._show_archive_error(scan.archive_error)
        self.library_panel.scanned(scan.libraries, scan.archive_error)
        self.resultShown.emit()

    def _show_archive_error(self, error: str) -> None:
        """Say once (until it changes) why the archive was not used; the panel keeps saying it."""
        if self.archive_panel.path is None:
            error = ""
        if error and error != self._archive_error:
            self.archive_panel.warn(
                "The archive was not used",
                f"{error[:1].upper()}{error[1:]}.\n\n"
                "The folder was compared with itself only; its results are shown.",
            )
        if error:
            self.statusBar().showMessage(f"Archive not used: {error}")
            self.archive_panel.show_error(f"Not used: {error}")
        elif self._archive_error:
            self.archive_panel.show_error("")
        self._archive_error = error

    @Slot(bool)
    def _on_archive_busy(self, busy: bool) -> None:
        self._set_busy(busy)
        if busy:
            self.progress.setRange(0, 0)
            self.stage.setText(STAGE_NAMES["archiving"])

    @Slot()
    def _on_cancelled(self) -> None:
        self._set_busy(False)
        if self.scan is not None:  # settings changes go on working on the results shown
            self.folder = Path(self.scan.result.root)
        self.statusBar().showMessage("Scan cancelled; the previous results are still shown.", 8000)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._set_busy(False)
        if self.scan is not None:
            self.folder = Path(self.scan.result.root)
        self.statusBar().showMessage(f"The scan failed: {message}")

    # -- settings ----------------------------------------------------------------------------
    @Slot()
    def _on_settings_edited(self) -> None:
        params = self.settings_panel.valid_params()
        if params is None:
            return
        b, r = params.band_rows()
        self.scurve.set_params(b, r, params.threshold)
        self.histogram.set_threshold(params.threshold)

    @Slot()
    def _on_settings_changed(self) -> None:
        self.settings_panel.save(self.settings)
        self.rescan()

    # -- selection ---------------------------------------------------------------------------
    @Slot(object)
    def _on_pair_selected(self, pair: Any) -> None:
        if pair is None or self.scan is None:
            return
        self.side.show_pair(self.scan.result, pair, self.pairs.model.passages(pair))

    # -- review ------------------------------------------------------------------------------
    def _open_review(self, root: str) -> None:
        """The review of the folder shown (read again only when the folder changes)."""
        if not root:
            review = None
        elif self.review is not None and self.review.folder == str(Path(root).resolve()):
            return
        else:
            try:
                review, message = Review.for_folder(root)
            except ReviewError as e:
                review, message = None, f"{str(e)[:1].upper()}{str(e)[1:]}."
            if message:
                self._review_problem(message)
        self.review = review
        self.students.model.set_review(review)
        self.pairs.model.set_review(review)

    def _review_problem(self, message: str) -> None:
        """Say what happened to the review file, in the status bar and a (non-blocking) box."""
        self.review_warning = message
        self.statusBar().showMessage(message)
        box = QMessageBox(QMessageBox.Icon.Warning, "The review file", message, parent=self)
        box.setModal(False)
        box.show()
        self.review_box = box

    @Slot(object, str)
    def _on_student_review(self, decision: Decision, note: str) -> None:
        doc = self.students.student
        if self.review is None or self.scan is None or doc < 0:
            return
        d = self.scan.result.documents[doc]
        self._decide(lambda r: r.set_student(d, decision, note, display_name(d)))
        self.students.model.review_changed()

    @Slot(object, str)
    def _on_pair_review(self, decision: Decision, note: str) -> None:
        pair = self.pairs.reviewed
        if self.review is None or self.scan is None or pair is None:
            return
        docs = self.scan.result.documents
        a, b = docs[pair.a], docs[pair.b]
        name = f"{display_name(a)} / {display_name(b)}"
        self._decide(lambda r: r.set_pair(a, b, decision, note, name))
        self.pairs.model.review_changed()

    def _decide(self, change: Any) -> None:
        assert self.review is not None
        try:
            change(self.review)  # saved at once (a small file, written whole)
        except ReviewError as e:
            self.statusBar().showMessage(f"Not saved: {e}")
            return
        self.statusBar().showMessage(f"Review saved ({self.review.path})", 4000)

    @Slot(object, int)
    def open_pair(self, pair: Any, passage: int = -1) -> None:
        """Show a pair side by side on the Pairs page (and one of its passages)."""
        self.views.setCurrentWidget(self.pairs_page)
        if not self.pairs.select_pair(pair.a, pair.b):
            return
        if 0 <= passage < self.side.list.count():
            self.side.list.setCurrentRow(passage)

    # -- export ------------------------------------------------------------------------------
    def _update_exports(self) -> None:
        for a in (self.export_csv, self.export_json, self.export_html):
            a.setEnabled(self.scan is not None)

    @Slot()
    def _on_file_menu(self) -> None:
        self.export_html.setVisible(_html_available())

    @Slot()
    def _export_csv(self) -> None:
        self._export("CSV", ".csv", "CSV files (*.csv)", export.write_csv)

    @Slot()
    def _export_json(self) -> None:
        self._export("JSON", ".json", "JSON files (*.json)", export.write_json)

    @Slot()
    def _export_html(self) -> None:
        mod = importlib.import_module(HTML_MODULE)
        self._export("HTML", ".html", "HTML files (*.html)", mod.write_html)

    def _export(self, kind: str, suffix: str, filters: str, write: Any) -> None:
        if self.scan is None:
            return
        folder = Path(str(self.settings.value("export_folder", str(self.folder or Path.home()))))
        default = folder / f"plagcheck-{Path(self.scan.result.root).name or 'report'}{suffix}"
        # The window asks (below) only before replacing a file plagcheck did not write.
        dont_ask = QFileDialog.Option.DontConfirmOverwrite
        path_text, _ = QFileDialog.getSaveFileName(
            self, f"Export {kind}", str(default), filters, options=dont_ask
        )
        if not path_text:
            return
        path = Path(path_text)
        if path.suffix.lower() != suffix:
            path = path.with_name(path.name + suffix)
        if not intake.may_overwrite(path) and not self._confirm_replace(path):
            return
        self.settings.setValue("export_folder", str(path.parent))
        result = self.scan.result
        review = self.review.snapshot() if self.review is not None else None
        task = Task(lambda: write(result, path, review=review), str(path))
        task.signals.done.connect(self._on_exported)
        task.signals.failed.connect(self._on_export_failed)
        self._tasks.add(task)
        QThreadPool.globalInstance().start(task)

    def _confirm_replace(self, path: Path) -> bool:
        answer = QMessageBox.question(
            self,
            "Replace file?",
            f"{path} already exists and was not written by plagcheck. Replace it with the report?",
        )
        return answer == QMessageBox.StandardButton.Yes

    @Slot(str)
    def _on_exported(self, path: str) -> None:
        self._forget_task()
        self.statusBar().showMessage(f"Wrote {path}", 8000)
        self.exported.emit(path)

    @Slot(str)
    def _on_export_failed(self, message: str) -> None:
        self._forget_task()
        self.statusBar().showMessage(f"Could not write the report: {message}")

    def _forget_task(self) -> None:
        sender = self.sender()
        self._tasks = {t for t in self._tasks if t.signals is not sender}

    # -- closing -----------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.students.review_editor.flush()  # a note typed a moment ago is saved too
        self.pairs.review_editor.flush()
        self.settings_panel.save(self.settings)
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue(
            "settings_shown", "true" if self.settings_action.isChecked() else "false"
        )
        self.cancel()
        self.controller.wait(5000)
        QThreadPool.globalInstance().waitForDone(5000)
        self._gc.timer.stop()
        MainWindow._open.discard(self)
        if not MainWindow._open:  # another window's scan thread may still be running
            gc.enable()
        super().closeEvent(event)
