"""The headless front: ``plagcheck scan FOLDER``. Same engine as the window; never imports Qt.

One module per command (``scan``, ``gui``, ``archive``, ``library``), each with
``add_parser(sub)`` and ``run(args)``; a new command is a new module and one line in
``COMMANDS``. What they share (the scan options, the Params they make, the engine options, the
progress bar) is in ``options``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from plagcheck import __version__, i18n
from plagcheck.cli import archive, dossier, gui, library, review, scan
from plagcheck.cli.options import Parser, UsageError
from plagcheck.cli.terminal import INTERRUPTED, PIPE_CLOSED, pipe_closed, silence_stdout
from plagcheck.i18n import _, say

COMMANDS = {
    "scan": scan,
    "gui": gui,
    "archive": archive,
    "review": review,
    "dossier": dossier,
    "library": library,
}


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(prog="plagcheck", description="Find shared text in student submissions.")
    parser.add_argument("--version", action="version", version=f"plagcheck {__version__}")
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help="the language of the messages, the summary and the reports (en, de, es, fr, id; "
        "default: the system's, from LANGUAGE, LC_ALL, LC_MESSAGES or LANG); may stand anywhere",
    )
    sub = parser.add_subparsers(dest="command")
    for command in COMMANDS.values():
        command.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    try:
        argv = _language(argv)
        if not argv or argv[0] not in {*COMMANDS, "-h", "--help", "--version"}:
            # `plagcheck` or `plagcheck FOLDER` opens the window.
            if len(argv) > 1:
                raise UsageError(f"unknown command {argv[0]!r}; see 'plagcheck --help'")
            return gui.open_window(Path(argv[0]) if argv else None)
        a = parser.parse_args(argv)
        if a.command in COMMANDS:
            return int(COMMANDS[a.command].run(a))
        parser.print_help()
        return 2
    except UsageError as e:
        print(f"plagcheck: {_('error')}: {say(e.args[0] if e.args else e)}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"plagcheck: {_('interrupted')}", file=sys.stderr)
        return INTERRUPTED
    except OSError as e:
        if not pipe_closed(e):  # e.g. `plagcheck archive list --db A | head -1`
            print(f"plagcheck: {_('error')}: {type(e).__name__}: {e}", file=sys.stderr)
            return 1
        silence_stdout()
        return PIPE_CLOSED
    except Exception as e:  # noqa: BLE001 - a user sees a sentence, not a traceback
        print(f"plagcheck: {_('error')}: {type(e).__name__}: {e}", file=sys.stderr)
        return 1


def _language(argv: list[str]) -> list[str]:
    """``argv`` less ``--lang CODE`` (or ``--lang=CODE``) wherever it stands, the language
    chosen for what follows (the messages, the summary, the reports); without it the system's."""
    out, code, i = [], "", 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--lang" and i + 1 < len(argv):
            code, i = argv[i + 1], i + 2
            continue
        if arg.startswith("--lang="):
            code = arg.split("=", 1)[1]
        else:
            out.append(arg)
        i += 1
    try:
        i18n.choose(code)
    except ValueError as e:
        raise UsageError(str(e)) from None
    return out
