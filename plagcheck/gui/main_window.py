"""The main window: wires the panels it is built from (settings, students, pairs, status line,
actions and menus, exporter) to the worker and to each other."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pyqtgraph.util.garbage_collector import GarbageCollector
from PySide6.QtCore import QEvent, QRect, QSettings, Qt, QThreadPool, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QGuiApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from plagcheck import __version__
from plagcheck.engine import intake
from plagcheck.gui import i18n
from plagcheck.gui.archive_panel import ArchivePanel
from plagcheck.gui.common_view import CommonView
from plagcheck.gui.exporter import Exporter, html_available
from plagcheck.gui.help import HelpDialog, HelpPages
from plagcheck.gui.keyboard import FocusRing, chain, layout_order, step_focus
from plagcheck.gui.library_panel import LibraryPanel
from plagcheck.gui.pairs_page import PairsPage
from plagcheck.gui.recent import RecentFolders
from plagcheck.gui.review_keeper import ReviewKeeper
from plagcheck.gui.review_keys import ReviewKeys
from plagcheck.gui.settings_panel import SettingsPanel
from plagcheck.gui.settings_scroll import SettingsScroll
from plagcheck.gui.start_page import StartPage
from plagcheck.gui.status_line import StatusLine
from plagcheck.gui.students_view import StudentsView
from plagcheck.gui.theme import retint
from plagcheck.gui.window_actions import WindowActions
from plagcheck.gui.worker import Scan, ScanController
from plagcheck.i18n import say
from plagcheck.reports.review import Decision, Review

DEFAULT_SIZE = (1500, 950)  # the first start's size where the screen has room
# A finished scan is shown a step at a time, this long apart (``_on_finished``).
SHOW_STEP_MS = 30


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
        self._archive_error = ""
        self.setWindowTitle(f"plagcheck {__version__}")
        self.setAcceptDrops(True)
        self._build_panels()
        self._build_actions()
        self.settings_panel.load(settings)
        self.settings_action.setChecked(str(settings.value("settings_shown", "true")) == "true")
        self._on_settings_edited()
        self._connect()
        self._keyboard()
        self.fit_to_screen()
        self.statusBar().showMessage(
            self.tr(
                "Open a folder of submissions or your learning platform's download (.zip): "
                "toolbar, File menu, or drop it on this window."
            )
        )

    # -- building ----------------------------------------------------------------------------
    def _build_panels(self) -> None:
        self.controller = ScanController(self)
        self.settings_panel = SettingsPanel()
        self.archive_panel = ArchivePanel(
            self.settings, lambda: (self._shown_folder(), self.settings_panel.valid_params())
        )
        self.settings_panel.add_section(self.archive_panel)
        self.library_panel = LibraryPanel(self.settings)
        self.settings_panel.add_section(self.library_panel)
        self.settings_scroll = SettingsScroll(self.settings_panel)
        self.students = StudentsView()
        self.pairs_page = PairsPage()
        page = self.pairs_page
        self.pairs, self.side, self.tabs = page.pairs, page.side, page.tabs
        self.scurve, self.histogram = page.scurve, page.histogram
        self.groups, self.problems = page.groups, page.problems
        # Students first: a teacher's question is whose work to look at; pairs for the evidence.
        self.views = QTabWidget()
        self.views.addTab(self.students, self.tr("Students"))
        self.views.addTab(self.pairs_page, self.tr("Pairs"))
        self.views.setTabToolTip(
            0, self.tr("Every student's share of shared text, and where it is")
        )
        self.views.setTabToolTip(
            1,
            self.tr(
                "Every pair of documents that share text, their scores and the text side by side"
            ),
        )
        self.common = CommonView.tab_of(self)  # text many students share: a tab, with links
        # The main area: a welcome, or what went wrong and what to do, until there is a result.
        self.start_page = StartPage()
        self.main_area = QStackedWidget()
        self.main_area.addWidget(self.start_page)
        self.main_area.addWidget(self.views)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.settings_scroll)
        main.addWidget(self.main_area)
        main.setStretchFactor(1, 1)
        main.setCollapsible(1, False)
        self.main_splitter = main
        self.setCentralWidget(main)

    def _build_actions(self) -> None:
        archive = self.archive_panel
        acts = WindowActions(self, [archive.choose_action, archive.add_action, archive.stop_action])
        self.actions_ = acts
        self.open_action, self.cancel_action = acts.open_action, acts.cancel_action
        self.export_csv, self.export_json = acts.export_csv, acts.export_json
        self.export_html, self.settings_action = acts.export_html, acts.settings_action
        self.guide_action, self.shortcuts_action = acts.guide_action, acts.shortcuts_action
        self.about_action, self.recent_menu = acts.about_action, acts.recent_menu
        self.recent = RecentFolders(self.settings, acts.recent_menu)
        self.exporter = Exporter(self, self.settings, self._exportable)
        self.keeper = ReviewKeeper(self)
        self.status_line = StatusLine(self.statusBar(), self.cancel_action.toolTip())
        self.stage, self.progress = self.status_line.stage, self.status_line.progress
        self.counts, self.layout_label = self.status_line.counts, self.status_line.layout_label
        self.cancel_button = self.status_line.cancel_button
        self.help_pages = HelpPages(self, self.actions_.all)
        self.export_html.setVisible(html_available())
        self._update_exports()

    def _connect(self) -> None:
        acts = self.actions_
        for action, slot in (
            (acts.open_action, self._choose_folder),
            (acts.open_folder_action, self._choose_folder),
            (acts.open_zip_action, self._choose_zip),
            (acts.cancel_action, self.cancel),
            (acts.export_csv, self.exporter.csv),
            (acts.export_json, self.exporter.json),
            (acts.export_html, self.exporter.html),
            (acts.quit_action, self.close),
            (acts.show_students, self._on_show_students),
            (acts.show_pairs, self._on_show_pairs),
            (acts.find_action, self._on_find),
            (acts.guide_action, self.show_guide),
            (acts.shortcuts_action, self.show_shortcuts),
            (acts.about_action, self.help_pages.about),
        ):
            action.triggered.connect(slot)
        acts.settings_action.toggled.connect(self.settings_scroll.setVisible)
        choice = i18n.chosen(self.settings)
        for act in acts.language_group.actions():
            act.setChecked(act.data() == choice)
        acts.language_group.triggered.connect(self._on_language)
        acts.file_menu.aboutToShow.connect(self._on_file_menu)
        self.recent.chosen.connect(self.open_folder)
        self.start_page.openFolder.connect(self._choose_folder)
        self.start_page.openZip.connect(self._choose_zip)
        self.start_page.trySamples.connect(self.open_folder)
        self.exporter.exported.connect(self.exported)
        self.exporter.message.connect(self.statusBar().showMessage)
        self.status_line.cancel_button.clicked.connect(self.cancel)
        self.controller.progress.connect(self.status_line.on_progress)
        self.controller.started.connect(self._on_started)
        self.controller.finished.connect(self._on_finished)
        self.controller.cancelled.connect(self._on_cancelled)
        self.controller.failed.connect(self._on_failed)
        self.settings_panel.edited.connect(self._on_settings_edited)
        self.settings_panel.changed.connect(self._on_settings_changed)
        self.archive_panel.changed.connect(self.rescan)
        self.library_panel.changed.connect(self.rescan)
        self.archive_panel.busyChanged.connect(self._on_archive_busy)
        self.archive_panel.progress.connect(self.status_line.on_progress)
        self.archive_panel.status.connect(self.statusBar().showMessage)
        self.students.pairRequested.connect(self.open_pair)
        self.pairs_page.studentRequested.connect(self._on_show_students)
        self.pairs_page.studentRequested.connect(self.students.open_document)
        self.keeper.message.connect(self.statusBar().showMessage)
        self.keeper.changed.connect(self._on_review_opened)
        self.students.review_editor.edited.connect(self._on_student_review)
        self.pairs.review_editor.edited.connect(self._on_pair_review)

    def _keyboard(self) -> None:
        """Tab in the order the panes are seen, a ring where the keys go, the Review keys."""
        self.tab_order = layout_order(self.main_splitter)
        chain(self.tab_order)
        self.focus_ring = FocusRing(self)
        self._retheme = QTimer(self, singleShot=True, interval=0)
        self._retheme.timeout.connect(self.apply_theme)
        self.review_keys = ReviewKeys(self.views, self.students, self.pairs_page, self._say)
        self.review_keys.wire(self.actions_)
        self.students.table.activated.connect(self.students.open_strongest)
        self.pairs.table.activated.connect(self.side.list.setFocus)

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002 (Qt's name)
        """Tab and Shift+Tab go through the panes in the order they are seen, round and round."""
        return step_focus(self.tab_order, next) or super().focusNextPrevChild(next)

    @Slot(str)
    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

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
        settings = min(self.settings_scroll.minimumWidth(), w // 3)
        self.main_splitter.setSizes([settings, w - settings])
        self.pairs_page.layout_panes(w - settings, h)
        self.students.layout_panes(w - settings)

    # -- help --------------------------------------------------------------------------------
    @property
    def help_dialog(self) -> HelpDialog | None:
        return self.help_pages.dialog

    @Slot()
    def show_guide(self) -> None:
        self.help_pages.guide()

    @Slot()
    def show_shortcuts(self) -> None:
        self.help_pages.shortcuts()

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

    @Slot(QAction)
    def _on_language(self, action: QAction) -> None:
        """Keep the teacher's language; the window speaks it from its next start."""
        code = str(action.data() or "")
        self.settings.setValue(i18n.SETTING, code)
        lang = i18n.language_for(code)
        self.statusBar().showMessage(
            self.tr("plagcheck will speak {0} when it starts next.").format(i18n.LANGUAGES[lang])
        )

    # -- opening -----------------------------------------------------------------------------
    @Slot(str)
    def open_folder(self, folder: Path | str) -> bool:
        """Load ``folder`` (a folder or an LMS download, .zip) and scan it on the worker; False,
        with a message, if it is neither."""
        folder = Path(folder)
        if not folder.is_dir() and not intake.is_zip(folder):
            self.statusBar().showMessage(self.tr("Not a folder or a .zip: {0}").format(folder))
            if self.scan is None:  # (a result on screen stays; the status bar says it)
                self.start_page.not_found(str(folder))
            return False
        self.folder = folder
        self.recent.remember(folder)
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
        path = QFileDialog.getExistingDirectory(
            self, self.tr("Open a folder of submissions"), start
        )
        if path:
            self.open_folder(path)

    @Slot()
    def _choose_zip(self) -> None:
        start = str(self.settings.value("last_folder", str(Path.home())))
        start = str(Path(start).parent) if Path(start).is_file() else start
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open a download of all submissions"),
            start,
            self.tr("Downloads of all submissions (*.zip *.ZIP);;All files (*)"),
        )
        if path:
            self.open_folder(path)

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
        self.status_line.set_busy(busy)

    @Slot()
    def _on_started(self) -> None:
        self._set_busy(True)
        self.status_line.starting(self.tr("Starting…"))
        self._hold_collector()

    def _hold_collector(self) -> None:
        """At a scan's start the timer that collects cycles in this thread waits until the
        results are shown (``_settle``): the scan thread makes hundreds of thousands of objects,
        which it would go over every second (20,000 essays: pauses of 26-57 ms while scanning).
        What the results set aside before left in reference cycles is collected now, once."""
        self._gc.timer.stop()
        if gc.get_freeze_count():
            gc.unfreeze()
            gc.collect()

    def _settle(self, scan: Scan | None = None) -> None:
        """The results shown live until the next scan: set aside from the collector
        (``gc.freeze``; the next scan's start takes them back, ``_hold_collector``), so that its
        timer does not go over them again and again (20,000 essays: 228,000 objects, 85 ms a
        full collection in this thread, and 550 ms for the first after a scan). Not once the
        window is closed: its last steps may still come."""
        if self in MainWindow._open:
            gc.freeze()
            self._gc.timer.start()

    @Slot(object)
    def _on_finished(self, scan: Scan) -> None:
        self._set_busy(False)
        self.scan = scan
        res = scan.result
        self.setWindowTitle(f"plagcheck {__version__} — {res.root}")
        self.keeper.open(res.root)
        self.settings_panel.scanned()  # its "changed" marks go: the results shown use them
        self.pairs_page.show_table(scan)
        # The rest a step at a time, each once the window has painted and answered what waits:
        # a large result (5,000 essays) takes 15-70 ms a step, where all of it at once froze
        # the window for 1.4 s, and two halves for 85-150 ms.
        page = self.pairs_page
        steps = [page.show_charts, page.show_groups, page.show_figures, self._show_students]
        steps += [self._show_status, self._settle]
        self._show_steps(scan, steps)

    def _show_steps(self, scan: Scan, steps: list[Callable[[Scan], None]]) -> None:
        """Run the first of ``steps`` on ``scan`` after ``SHOW_STEP_MS``, then the others."""

        def step() -> None:
            if scan is not self.scan:  # a newer scan came in meanwhile
                return
            steps[0](scan)
            if len(steps) > 1:
                self._show_steps(scan, steps[1:])

        QTimer.singleShot(SHOW_STEP_MS, self, step)

    def _show_students(self, scan: Scan) -> None:
        """The students view of a finished scan (shown first the first time)."""
        first = self.students.result is None
        self.students.set_result(scan.result, scan.student_rows)
        if first:
            self.views.setCurrentWidget(self.students)

    def _show_status(self, scan: Scan) -> None:
        """The last of a finished scan: the status, the panels (then ``resultShown``)."""
        res = scan.result
        self.status_line.show_result(res, scan.seconds)
        if len(res.documents) < 2:  # nothing to compare: say why in the main area
            self.start_page.nothing_compared(res)
            self.main_area.setCurrentWidget(self.start_page)
        else:
            self.main_area.setCurrentWidget(self.views)
        how = say(intake.describe(res.layout))
        message = self.tr("Scanned {0} as {1}").format(res.root, how)
        if res.exact:
            message += " " + self.tr("(every pair compared exactly)")
        notes = [res.layout_note] if res.layout_note else []
        notes += res.notes
        for note in notes:
            message += f" — {say(note)}"
        self.statusBar().showMessage(message, 0 if notes else 8000)
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
                self.tr("The archive was not used"),
                f"{error[:1].upper()}{error[1:]}.\n\n"
                + self.tr("The folder was compared with itself only; its results are shown."),
            )
        if error:
            self.statusBar().showMessage(self.tr("Archive not used: {0}").format(error))
            self.archive_panel.show_error(self.tr("Not used: {0}").format(error))
        elif self._archive_error:
            self.archive_panel.show_error("")
        self._archive_error = error

    @Slot(bool)
    def _on_archive_busy(self, busy: bool) -> None:
        self._set_busy(busy)
        if busy:
            self.status_line.starting(self.status_line.stage_name("archiving"))

    @Slot()
    def _on_cancelled(self) -> None:
        self._set_busy(False)
        self._settle()
        if self.scan is not None:  # settings changes go on working on the results shown
            self.folder = Path(self.scan.result.root)
        self.statusBar().showMessage(
            self.tr("Scan cancelled; the previous results are still shown."), 8000
        )

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._set_busy(False)
        self._settle()
        if self.scan is not None:
            self.folder = Path(self.scan.result.root)
        self.statusBar().showMessage(self.tr("The scan failed: {0}").format(message))

    # -- settings ----------------------------------------------------------------------------
    @Slot()
    def _on_settings_edited(self) -> None:
        params = self.settings_panel.valid_params()
        if params is None:
            return
        b, r = params.band_rows()
        self.pairs_page.set_params(b, r, params.threshold)

    @Slot()
    def _on_settings_changed(self) -> None:
        self.settings_panel.save(self.settings)
        self.rescan()

    # -- review ------------------------------------------------------------------------------
    @property
    def review(self) -> Review | None:
        return self.keeper.review

    @property
    def review_warning(self) -> str:
        return self.keeper.warning

    @property
    def review_box(self) -> QMessageBox | None:
        return self.keeper.box

    @Slot()
    def _on_review_opened(self) -> None:
        self.students.model.set_review(self.keeper.review)
        self.pairs.model.set_review(self.keeper.review)

    @Slot(object, str)
    def _on_student_review(self, decision: Decision, note: str) -> None:
        if self.scan is not None and self.keeper.decide_student(
            self.scan.result, self.students.student, decision, note
        ):
            self.students.model.review_changed()

    @Slot(object, str)
    def _on_pair_review(self, decision: Decision, note: str) -> None:
        if self.scan is not None and self.keeper.decide_pair(
            self.scan.result, self.pairs.reviewed, decision, note
        ):
            self.pairs.model.review_changed()

    @Slot(object, int)
    def open_pair(self, pair: Any, passage: int = -1) -> None:
        """Show a pair side by side on the Pairs page (and one of its passages)."""
        self.views.setCurrentWidget(self.pairs_page)
        self.pairs_page.open_pair(pair, passage)

    # -- export ------------------------------------------------------------------------------
    def _exportable(self) -> tuple[Any, Any, Path | None]:
        """What an export writes: the result shown, the review now, the folder it came from."""
        if self.scan is None:
            return None, None, None
        return self.scan.result, self.keeper.snapshot(), self.folder

    def _update_exports(self) -> None:
        """Export only what there is: a result with documents compared (two or more)."""
        self.actions_.set_exportable(self.scan is not None and len(self.scan.result.documents) > 1)

    @Slot()
    def _on_file_menu(self) -> None:
        self.export_html.setVisible(html_available())

    # -- the palette -------------------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and not self._retheme.isActive():
            # Children take the new palette after the window hears of it: draw a moment later.
            self._retheme.start()

    @Slot()
    def apply_theme(self) -> None:
        """Draw again in the colours of the palette now (the desktop went dark, or light)."""
        retint(self)
        self.settings_panel.apply_theme()
        self.scurve.apply_theme()
        self.histogram.apply_theme()
        self.side.render_marks()
        self.students.render_marks()
        for view in (self.students.table, self.pairs.table):
            view.viewport().update()

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
            gc.unfreeze()
            gc.enable()
        super().closeEvent(event)
