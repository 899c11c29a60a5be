"""The sentences of a case file: what was found, what each figure means, what each state of a
file means. Plain words for a reader who has never used plagcheck."""

from __future__ import annotations

from collections.abc import Sequence

from plagcheck import counted
from plagcheck.reports.dossier.case import Case, Match
from plagcheck.reports.review import Record


def when(iso: str) -> str:
    """An entry's date as a reader reads it: "2026-11-26 09:30:00 UTC"."""
    return iso.replace("T", " ").replace("+00:00", " UTC")


def pct(x: float) -> str:
    return f"{100 * x:.0f}%"


def _names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def summary(case: Case) -> str:
    """Two plain sentences: with whom the student shares text, and how much."""
    who = case.name
    if not case.matches:
        return (
            f"No other submission or reference text shares enough text with {who}'s work to be "
            "reported at the settings below. Nothing in this file is evidence of copying."
        )
    n = len(case.matches)
    top = case.matches[0]
    others = "another document" if n == 1 else f"{n} other documents"
    first = (
        f"{who}'s work shares text with {others}: "
        f"{_names([m.name for m in case.matches[:4]])}{' and more' if n > 4 else ''}; "
        f"the most, {pct(top.share_mine)} of {who}'s text, with {top.name}."
    )
    passages = [p for m in case.matches for p in m.passages]
    longest = max((p.words for p in passages), default=0)
    uncredited = sum(1 for p in passages if p.credit == "uncredited")
    second = (
        f"In all, {pct(case.similarity)} of {who}'s text lies in "
        f"{counted(len(passages), 'shared passage')}, the longest {longest} words long, "
        f"and {uncredited} of {'them is' if uncredited == 1 else 'them are'} neither quoted "
        "nor cited."
    )
    return f"{first} {second}"


def current_decision(case: Case) -> str:
    """The decisions now: on the student, and on each of its pairs decided."""
    latest: dict[tuple[str, str], Record] = {}
    for r in case.history:
        latest[(r.kind, r.key)] = r
    parts = []
    for r in sorted(latest.values(), key=lambda r: (r.kind != "student", r.id)):
        e = r.entry
        note = f": “{e.note}”" if e.note else ""
        what = "" if r.kind == "student" else f"on {about(case, r)}: "
        parts.append(f"{what}{e.decision.value}{note} ({e.by}, {when(e.updated)})")
    return "\n".join(parts) or "none recorded on this student or its pairs"


def about(case: Case, rec: Record) -> str:
    if rec.kind == "student":
        return "the student"
    me = case.files[0].owner if case.files else case.name
    others = [case.other_names.get(h, "") for h in rec.key.split(":")]
    other = next((n for n in others if n and n != me), "") or rec.entry.name
    return f"the pair with {other}"


def match_figures(case: Case, m: Match) -> str:
    p = m.pair
    mine_in, theirs_in = (
        (p.containment_a_in_b, p.containment_b_in_a)
        if case.student == p.a
        else (p.containment_b_in_a, p.containment_a_in_b)
    )
    kind = {"reference text": "a reference text", "matched student": "another student"}.get(
        m.role, f"from the {m.role}"
    )
    return (
        f"{m.name} is {kind}. The passages below cover {pct(m.share_mine)} of {case.name}'s "
        f"text and {pct(m.share_theirs)} of {m.name}'s. Word for word, {pct(mine_in)} of "
        f"{case.name}'s {phrases(case)} are found in {m.name}'s text, and "
        f"{pct(theirs_in)} the other way; the two texts have {pct(p.exact_jaccard)} of their "
        f"phrases in common (exact Jaccard). Reworded sentences: {pct(p.paraphrase)}. "
        f"{counted(len(m.passages), 'passage')}, the longest {p.longest_passage} words."
    )


def phrases(case: Case) -> str:
    """What the scan compared, in words: "three-word phrases", "runs of 5 characters"."""
    k, unit = case.settings.get("k"), case.settings.get("unit")
    numbers = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}
    if unit == "word":
        return f"{numbers.get(k, k)}-word phrases"  # type: ignore[call-overload]
    return f"runs of {k} characters"


def settings_rows(settings: dict[str, object]) -> list[tuple[str, str]]:
    s = settings
    rows = [
        ("Compared", f"{s.get('unit')} {s.get('k')}-grams (runs of {s.get('k')} {s.get('unit')}s)"),
        ("Reported from", f"Jaccard {s.get('threshold')}, containment {s.get('containment_cut')}"),
        ("Pasted passages", f"windows of {s.get('window')} phrases (0: off)"),
        ("Reworded copies", "looked for" if s.get("paraphrase") else "not looked for"),
        (
            "Signatures",
            f"{s.get('perms')} hashes, seed {s.get('seed')}, "
            f"{s.get('bands')} bands of {s.get('rows')} rows",
        ),  # fmt: skip
    ]
    ignored = [
        label
        for key, label in (
            ("ignore_quotes", "quoted text"),
            ("ignore_bibliography", "the bibliography"),
            ("exclude_hidden", "hidden (white) text"),
        )
        if s.get(key)
    ]
    rows.append(("Not counted", ", ".join(ignored) or "nothing left out"))
    for key, label in (("templates", "Template text"), ("sources", "Reference texts")):
        given = s.get(key) or []
        rows.append((label, ", ".join(map(str, given)) if given else "none"))  # type: ignore[call-overload]
    rows.append(("Everything", ", ".join(f"{k}={v}" for k, v in sorted(s.items()))))
    return rows


def missing_glyphs(chars: Sequence[str]) -> str:
    shown = ", ".join(f"[U+{ord(c):04X}]" for c in chars[:12])
    more = f" and {len(chars) - 12} more" if len(chars) > 12 else ""
    return (
        "Some characters in these texts cannot be drawn with the font this file uses (it covers "
        "Latin, Greek and Cyrillic). Each is written as its Unicode number in square brackets: "
        f"{shown}{more}. The original files hold the characters themselves."
    )


STATES = {
    "unchanged": "unchanged since the scan: this is the file examined",
    "changed": "changed since the scan",
    "missing": "no longer there (or unreadable): it could not be checked",
    "not recorded": "the scan did not record its hash, so it cannot be proven unchanged",
    "archived": "kept as text in the archive of past terms (no file to check)",
}

SETTINGS_NOTE = (
    "The scan can be repeated with these settings on the same files and gives the same result."
)

FILES_NOTE = (
    "Every file this case rests on: the student's and those of each document that shares text "
    "with it. SHA-256 is a fingerprint of a file's exact contents: any change to the file, even "
    "one letter, gives a different one. Anyone can compute it again (for example with "
    "'sha256sum' on Linux, 'shasum -a 256' on a Mac, or 'certutil -hashfile FILE SHA256' on "
    "Windows) to prove a file is the one examined. plagcheck records it when the scan reads a "
    "file and again when this case file is written; a file that changed in between is named "
    "as changed and its pages are not given."
)

HISTORY_NOTE = (
    "Every decision and note recorded on this student, and on the pairs this student is in, "
    "with when and by whom; the latest on each is the decision (marked current). Earlier ones "
    "are never changed or removed."
)
NO_HISTORY = "No decision or note has been recorded on this student or on its pairs."

ATTACH_NOTE = (
    "The original files are inside this PDF as attachments (a PDF reader lists them under "
    "Attachments, often a paper-clip icon). Only files proven unchanged since the scan are "
    "attached."
)

MEANINGS = [
    (
        "Phrases",
        "plagcheck compares texts as runs of a few consecutive words (here: as many as the "
        "settings say). Two texts that share many such runs share wording, which rarely happens "
        "by chance beyond set phrases.",
    ),
    (
        "Share of the text (coverage)",
        "The part of a text, in characters, that lies inside passages found in the other text. "
        "50% means half of the student's text also stands, word for word, in the other text.",
    ),
    (
        "Containment",
        "The share of one text's phrases that are found anywhere in the other. It is high when a "
        "short answer was copied into a longer one, whatever the longer one's length.",
    ),
    (
        "Exact Jaccard",
        "The phrases two texts have in common, as a share of all the phrases either has. 100% "
        "means the same phrases; 0% none in common.",
    ),
    (
        "Reworded sentences",
        "The share of content words in sentences that have a sentence in the other text with "
        "the same words in another order or form: a copy rewritten to hide it.",
    ),
    (
        "Passage and its page",
        "A stretch of text found in both documents, shown side by side; the words found on both "
        "sides are in bold. The page is the page of the file as its author's "
        "program laid it out (a PDF's own pages; a Word or OpenDocument file's page breaks, as "
        "last laid out). Plain text files have no pages: their passages are placed by line.",
    ),
    (
        "Credit",
        "Whether a passage is marked as a quotation (quotation marks or a block quote) and "
        "whether a source is cited next to it. Quoted and cited text is usually allowed; text "
        "neither quoted nor cited is what a teacher looks at first.",
    ),
    (
        "What this file is not",
        "These figures show where texts share wording; they do not say why. Shared wording can "
        "come from a quotation, a common source, group work that was allowed, or copying. The "
        "teacher's decision and notes say what the teacher concluded.",
    ),
]
