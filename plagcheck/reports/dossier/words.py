"""The sentences of a case file: what was found, what each figure means, what each state of a
file means. Plain words for a reader who has never used plagcheck, in the reader's language
(plagcheck.i18n: each sentence is one message, written as a whole so that it reads naturally)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from plagcheck import i18n
from plagcheck.i18n import _, msg, n_, say
from plagcheck.reports.dossier.case import Case, Match
from plagcheck.reports.review import DECISION_WORDS, Record


def when(iso: str) -> str:
    """An entry's date as a reader reads it: "2026-11-26 09:30:00 UTC" (in English; the
    language's own form in another)."""
    if i18n.language() == i18n.SOURCE:
        return iso.replace("T", " ").replace("+00:00", " UTC")
    try:
        moment = datetime.fromisoformat(iso)
    except ValueError:
        return iso
    return i18n.when(moment, seconds=True)


def pct(x: float) -> str:
    return i18n.percent(x)


def _names(names: Sequence[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return _("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def summary(case: Case) -> str:
    """Two plain sentences: with whom the student shares text, and how much."""
    who = case.name
    if not case.matches:
        return _(
            "No other submission or reference text shares enough text with {who}'s work to be "
            "reported at the settings below. Nothing in this file is evidence of copying.",
            who=who,
        )
    n = len(case.matches)
    top = case.matches[0]
    names = _names([m.name for m in case.matches[:4]])
    if n > 4:
        names = _("{names} and more", names=names)
    first = n_(
        "{who}'s work shares text with another document: {names}; the most, {share} of {who}'s "
        "text, with {top}.",
        "{who}'s work shares text with {n} other documents: {names}; the most, {share} of "
        "{who}'s text, with {top}.",
        n,
        who=who,
        names=names,
        share=pct(top.share_mine),
        top=top.name,
    )
    passages = [p for m in case.matches for p in m.passages]
    longest = max((p.words for p in passages), default=0)
    uncredited = sum(1 for p in passages if p.credit == "uncredited")
    lies = n_(
        "In all, {share} of {who}'s text lies in {n} shared passage, the longest {longest} "
        "words long,",
        "In all, {share} of {who}'s text lies in {n} shared passages, the longest {longest} "
        "words long,",
        len(passages),
        share=pct(case.similarity),
        who=who,
        longest=longest,
    )
    neither = n_(
        "and {n} of them is neither quoted nor cited.",
        "and {n} of them are neither quoted nor cited.",
        uncredited,
    )
    return f"{first} {lies} {neither}"


def current_decision(case: Case) -> str:
    """The decisions now: on the student, and on each of its pairs decided."""
    latest: dict[tuple[str, str], Record] = {}
    for r in case.history:
        latest[(r.kind, r.key)] = r
    parts = []
    for r in sorted(latest.values(), key=lambda r: (r.kind != "student", r.id)):
        e = r.entry
        note = f": “{e.note}”" if e.note else ""
        what = "" if r.kind == "student" else _("on {what}: ", what=about(case, r))
        decision = say(DECISION_WORDS[e.decision])
        parts.append(f"{what}{decision}{note} ({e.by}, {when(e.updated)})")
    return "\n".join(parts) or _("none recorded on this student or its pairs")


def about(case: Case, rec: Record) -> str:
    if rec.kind == "student":
        return _("the student")
    me = case.files[0].owner if case.files else case.name
    others = [case.other_names.get(h, "") for h in rec.key.split(":")]
    other = next((n for n in others if n and n != me), "") or rec.entry.name
    return _("the pair with {other}", other=other)


def match_figures(case: Case, m: Match) -> str:
    p = m.pair
    mine_in, theirs_in = (
        (p.containment_a_in_b, p.containment_b_in_a)
        if case.student == p.a
        else (p.containment_b_in_a, p.containment_a_in_b)
    )
    if m.role == "reference text":
        first = _("{name} is a reference text.", name=m.name)
    elif m.role == "matched student":
        first = _("{name} is another student.", name=m.name)
    else:
        first = _("{name} is from the {where}.", name=m.name, where=say(m.role))
    rest = _(
        "The passages below cover {mine} of {who}'s text and {theirs} of {name}'s. Word for "
        "word, {mine_in} of {who}'s {phrases} are found in {name}'s text, and {theirs_in} the "
        "other way; the two texts have {jaccard} of their phrases in common (exact Jaccard). "
        "Reworded sentences: {reworded}.",
        mine=pct(m.share_mine),
        who=case.name,
        theirs=pct(m.share_theirs),
        name=m.name,
        mine_in=pct(mine_in),
        phrases=phrases(case),
        theirs_in=pct(theirs_in),
        jaccard=pct(p.exact_jaccard),
        reworded=pct(p.paraphrase),
    )
    count = n_(
        "{n} passage, the longest {longest} words.",
        "{n} passages, the longest {longest} words.",
        len(m.passages),
        longest=p.longest_passage,
    )
    return f"{first} {rest} {count}"


def phrases(case: Case) -> str:
    """What the scan compared, in words: "three-word phrases", "runs of 5 characters"."""
    k, unit = case.settings.get("k"), case.settings.get("unit")
    if unit == "word":
        named = {
            2: msg("two-word phrases"),
            3: msg("three-word phrases"),
            4: msg("four-word phrases"),
            5: msg("five-word phrases"),
            6: msg("six-word phrases"),
        }
        if k in named:
            return say(named[k])
        return _("{k}-word phrases", k=k)
    return n_("runs of {n} character", "runs of {n} characters", k)  # type: ignore[arg-type]


def settings_rows(settings: dict[str, object]) -> list[tuple[str, str]]:
    s = settings
    k = s.get("k")
    runs = (
        n_("runs of {n} word", "runs of {n} words", k)  # type: ignore[arg-type]
        if s.get("unit") == "word"
        else n_("runs of {n} character", "runs of {n} characters", k)  # type: ignore[arg-type]
    )
    grams = _("{unit} {k}-grams", unit=_("word") if s.get("unit") == "word" else _("char"), k=k)
    rows = [
        (_("Compared"), f"{grams} ({runs})"),
        (
            _("Reported from"),
            _(
                "Jaccard {threshold}, containment {containment}",
                threshold=s.get("threshold"),
                containment=s.get("containment_cut"),
            ),
        ),
        (_("Pasted passages"), _("windows of {window} phrases (0: off)", window=s.get("window"))),
        (_("Reworded copies"), _("looked for") if s.get("paraphrase") else _("not looked for")),
        (
            _("Signatures"),
            _(
                "{perms} hashes, seed {seed}, {bands} bands of {rows} rows",
                perms=s.get("perms"),
                seed=s.get("seed"),
                bands=s.get("bands"),
                rows=s.get("rows"),
            ),
        ),
    ]
    ignored = [
        say(label)
        for key, label in (
            ("ignore_quotes", msg("quoted text")),
            ("ignore_bibliography", msg("the bibliography")),
            ("exclude_hidden", msg("hidden (white) text")),
        )
        if s.get(key)
    ]
    rows.append((_("Not counted"), ", ".join(ignored) or _("nothing left out")))
    for key, label in (("templates", msg("Template text")), ("sources", msg("Reference texts"))):
        given = s.get(key) or []
        shown = ", ".join(map(str, given)) if given else _("none")  # type: ignore[call-overload]
        rows.append((say(label), shown))
    rows.append((_("Everything"), ", ".join(f"{k}={v}" for k, v in sorted(s.items()))))
    return rows


def missing_glyphs(chars: Sequence[str]) -> str:
    shown = ", ".join(f"[U+{ord(c):04X}]" for c in chars[:12])
    if len(chars) > 12:
        shown = n_("{shown} and {n} more", "{shown} and {n} more", len(chars) - 12, shown=shown)
    return _(
        "Some characters in these texts cannot be drawn with the font this file uses (it covers "
        "Latin, Greek and Cyrillic). Each is written as its Unicode number in square brackets: "
        "{shown}. The original files hold the characters themselves.",
        shown=shown,
    )


STATES = {
    "unchanged": msg("unchanged since the scan: this is the file examined"),
    "changed": msg("changed since the scan"),
    "missing": msg("no longer there (or unreadable): it could not be checked"),
    "not recorded": msg("the scan did not record its hash, so it cannot be proven unchanged"),
    "archived": msg("kept as text in the archive of past terms (no file to check)"),
}


def state(status: str) -> str:
    """What a file's state means, in the reader's language."""
    return say(STATES.get(status, status))


SETTINGS_NOTE = msg(
    "The scan can be repeated with these settings on the same files and gives the same result."
)

FILES_NOTE = msg(
    "Every file this case rests on: the student's and those of each document that shares text "
    "with it. SHA-256 is a fingerprint of a file's exact contents: any change to the file, even "
    "one letter, gives a different one. Anyone can compute it again (for example with "
    "'sha256sum' on Linux, 'shasum -a 256' on a Mac, or 'certutil -hashfile FILE SHA256' on "
    "Windows) to prove a file is the one examined. plagcheck records it when the scan reads a "
    "file and again when this case file is written; a file that changed in between is named "
    "as changed and its pages are not given."
)

HISTORY_NOTE = msg(
    "Every decision and note recorded on this student, and on the pairs this student is in, "
    "with when and by whom; the latest on each is the decision (marked current). Earlier ones "
    "are never changed or removed."
)
NO_HISTORY = msg("No decision or note has been recorded on this student or on its pairs.")

ATTACH_NOTE = msg(
    "The original files are inside this PDF as attachments (a PDF reader lists them under "
    "Attachments, often a paper-clip icon). Only files proven unchanged since the scan are "
    "attached."
)

MEANINGS = [
    (
        msg("Phrases"),
        msg(
            "plagcheck compares texts as runs of a few consecutive words (here: as many as the "
            "settings say). Two texts that share many such runs share wording, which rarely "
            "happens by chance beyond set phrases."
        ),
    ),
    (
        msg("Share of the text (coverage)"),
        msg(
            "The part of a text, in characters, that lies inside passages found in the other "
            "text. 50% means half of the student's text also stands, word for word, in the "
            "other text."
        ),
    ),
    (
        msg("Containment"),
        msg(
            "The share of one text's phrases that are found anywhere in the other. It is high "
            "when a short answer was copied into a longer one, whatever the longer one's length."
        ),
    ),
    (
        msg("Exact Jaccard"),
        msg(
            "The phrases two texts have in common, as a share of all the phrases either has. "
            "100% means the same phrases; 0% none in common."
        ),
    ),
    (
        msg("Reworded sentences"),
        msg(
            "The share of content words in sentences that have a sentence in the other text "
            "with the same words in another order or form: a copy rewritten to hide it."
        ),
    ),
    (
        msg("Passage and its page"),
        msg(
            "A stretch of text found in both documents, shown side by side; the words found on "
            "both sides are in bold. The page is the page of the file as its author's program "
            "laid it out (a PDF's own pages; a Word or OpenDocument file's page breaks, as last "
            "laid out). Plain text files have no pages: their passages are placed by line."
        ),
    ),
    (
        msg("Credit"),
        msg(
            "Whether a passage is marked as a quotation (quotation marks or a block quote) and "
            "whether a source is cited next to it. Quoted and cited text is usually allowed; "
            "text neither quoted nor cited is what a teacher looks at first."
        ),
    ),
    (
        msg("What this file is not"),
        msg(
            "These figures show where texts share wording; they do not say why. Shared wording "
            "can come from a quotation, a common source, group work that was allowed, or "
            "copying. The teacher's decision and notes say what the teacher concluded."
        ),
    ),
]
