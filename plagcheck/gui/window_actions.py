"""The window's actions, menus and toolbar: what a teacher can do, each with its keys and a tip.

The window connects them (``main_window.py`` wires); the Help's list of keys is made from them,
so it is always true."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolButton

from plagcheck.gui.i18n import LANGUAGES
from plagcheck.gui.review_editor import decision_text
from plagcheck.reports.review import Decision


def _action(parent: QObject, text: str, tip: str = "", keys: str | QKeySequence = "") -> QAction:
    a = QAction(text, parent)
    if tip:
        a.setToolTip(tip)
    if keys:
        a.setShortcut(QKeySequence(keys))
    return a


class WindowActions(QObject):
    """Every action of the window's menus and toolbar (connected by the window)."""

    def __init__(self, window: QMainWindow, archive_actions: list[QAction]) -> None:
        super().__init__(window)
        self.window = window
        self._file_actions()
        self._view_actions()
        self._review_actions()
        self._help_actions()
        self._build_menus(archive_actions)
        self._build_toolbar()

    def _file_actions(self) -> None:
        w = self.window
        self.open_action = _action(
            w,
            self.tr("Open folder or download…"),
            self.tr(
                "Choose the folder of student submissions to check, or the .zip your learning "
                "platform gave you (Moodle, Canvas, Blackboard: 'Download all submissions')"
            ),
        )
        self.open_folder_action = _action(
            w,
            self.tr("Folder of submissions…"),
            self.tr("Choose the folder of student submissions to check"),
            QKeySequence(QKeySequence.StandardKey.Open),
        )
        self.open_zip_action = _action(
            w,
            self.tr("Download from the learning platform (.zip)…"),
            self.tr("Open the .zip of all submissions that Moodle, Canvas or Blackboard gave you"),
            "Ctrl+Shift+O",
        )
        open_menu = QMenu(w)
        open_menu.addAction(self.open_folder_action)
        open_menu.addAction(self.open_zip_action)
        self.open_action.setMenu(open_menu)
        self.cancel_action = _action(
            w,
            self.tr("Cancel"),
            self.tr("Stop the scan; the previous results stay on screen"),
            QKeySequence(Qt.Key.Key_Escape),
        )
        self.cancel_action.setEnabled(False)
        self.export_csv = _action(
            w, self.tr("Export CSV…"), self.tr("Write the pairs as a spreadsheet (CSV)")
        )
        self.export_json = _action(
            w, self.tr("Export JSON…"), self.tr("Write everything found as JSON, for other tools")
        )
        self.export_html = _action(
            w,
            self.tr("Export HTML report…"),
            self.tr("Write the report with the evidence, your decisions and notes (HTML)"),
            "Ctrl+E",
        )
        self.quit_action = _action(
            w, self.tr("Quit"), keys=QKeySequence(QKeySequence.StandardKey.Quit)
        )

    def _view_actions(self) -> None:
        w = self.window
        self.show_students = _action(
            w, self.tr("Students"), self.tr("Show the students, most shared text first"), "Ctrl+1"
        )
        self.show_pairs = _action(
            w,
            self.tr("Pairs"),
            self.tr("Show the pairs of documents and their text side by side"),
            "Ctrl+2",
        )
        self.find_action = _action(
            w,
            self.tr("Find…"),
            self.tr("Find a student (or a pair) by name"),
            QKeySequence(QKeySequence.StandardKey.Find),
        )
        self.settings_action = _action(
            w,
            self.tr("Settings panel"),
            self.tr("Show or hide the settings panel (more room on a small screen)"),
            "Ctrl+3",
        )
        self.settings_action.setCheckable(True)
        self.settings_action.setChecked(True)

    def _review_actions(self) -> None:
        w = self.window
        self.next_item = _action(
            w,
            self.tr("Next student or pair"),
            self.tr("Select the next student (or pair) in the table"),
            "Alt+Down",
        )
        self.previous_item = _action(
            w,
            self.tr("Previous student or pair"),
            self.tr("Select the previous student (or pair) in the table"),
            "Alt+Up",
        )
        self.next_passage = _action(
            w,
            self.tr("Next passage"),
            self.tr("Show the next shared passage in the text"),
            "Alt+Right",
        )
        self.previous_passage = _action(
            w,
            self.tr("Previous passage"),
            self.tr("Show the previous shared passage in the text"),
            "Alt+Left",
        )
        self.decisions: dict[Decision, QAction] = {}
        for n, d in enumerate(Decision):
            text = self.tr("Decision: {0}").format(decision_text(d))
            self.decisions[d] = _action(w, text, text, f"Alt+{n}")

    def _help_actions(self) -> None:
        w = self.window
        self.guide_action = _action(
            w,
            self.tr("Guide"),
            self.tr("What each score means and how to act on a report"),
            QKeySequence(QKeySequence.StandardKey.HelpContents),
        )
        self.shortcuts_action = _action(w, self.tr("Keyboard shortcuts"))
        self.about_action = _action(w, self.tr("About plagcheck"))

    def _build_menus(self, archive_actions: list[QAction]) -> None:
        bar = self.window.menuBar()
        self.file_menu = bar.addMenu(self.tr("&File"))
        self.file_menu.addAction(self.open_folder_action)
        self.file_menu.addAction(self.open_zip_action)
        self.recent_menu = self.file_menu.addMenu(self.tr("Recent folders and downloads"))
        self.file_menu.addSeparator()
        for a in (self.export_csv, self.export_json, self.export_html):
            self.file_menu.addAction(a)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit_action)
        self.archive_menu = bar.addMenu(self.tr("&Archive"))
        for a in archive_actions:
            self.archive_menu.addAction(a)
        self.view_menu = bar.addMenu(self.tr("&View"))
        for a in (self.show_students, self.show_pairs, self.find_action, self.settings_action):
            self.view_menu.addAction(a)
        self.language_menu = self.view_menu.addMenu(self.tr("Language"))
        self.language_group = QActionGroup(self)
        for code, name in [("", self.tr("The system's language")), *LANGUAGES.items()]:
            act = self.language_menu.addAction(name)
            act.setCheckable(True)
            act.setData(code)
            self.language_group.addAction(act)
        self.review_menu = bar.addMenu(self.tr("&Review"))
        for a in (self.next_item, self.previous_item, self.next_passage, self.previous_passage):
            self.review_menu.addAction(a)
        self.review_menu.addSeparator()
        for a in self.decisions.values():
            self.review_menu.addAction(a)
        self.help_menu = bar.addMenu(self.tr("&Help"))
        for a in (self.guide_action, self.shortcuts_action, self.about_action):
            self.help_menu.addAction(a)

    def _build_toolbar(self) -> None:
        tools = self.window.addToolBar(self.tr("Main"))
        tools.setObjectName("main-toolbar")
        tools.setMovable(False)
        tools.addAction(self.open_action)
        button = tools.widgetForAction(self.open_action)
        if isinstance(button, QToolButton):  # a click offers both: a folder or a download
            button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        tools.addAction(self.cancel_action)
        tools.addSeparator()
        tools.addAction(self.export_csv)
        self.toolbar = tools
        # The buttons Qt adds when a bar is too narrow for all it holds.
        for bar, name in (
            (tools, self.tr("More toolbar buttons")),
            (self.window.menuBar(), self.tr("More menus")),
        ):
            for button in bar.findChildren(QToolButton):
                if button.objectName().endswith("_ext_button"):
                    button.setAccessibleName(name)

    def all(self) -> list[QAction]:
        """Every action of the menus (and Cancel), each once, in menu order."""
        seen: list[QAction] = []
        for m in self.window.menuBar().findChildren(QMenu):
            for a in m.actions():
                if a not in seen and not a.isSeparator():
                    seen.append(a)
        if self.cancel_action not in seen:
            seen.append(self.cancel_action)
        return seen

    def set_exportable(self, exportable: bool) -> None:
        for a in (self.export_csv, self.export_json, self.export_html):
            a.setEnabled(exportable)
