"""plagcheck: a plagiarism checker for teachers (MinHash + LSH, verified exactly)."""

__version__ = "0.1.0"


def counted(n: int, noun: str, plural: str = "") -> str:
    """A count and its noun as plagcheck's English messages write it, in the engine, the reports
    and the command line: "1 pair", "6 pairs" (``plural`` where an s is not enough)."""
    return f"{n} {noun if n == 1 else plural or noun + 's'}"
