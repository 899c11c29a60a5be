"""plagcheck: a plagiarism checker for teachers (MinHash + LSH, verified exactly)."""

__version__ = "0.1.0"
