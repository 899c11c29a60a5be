"""What a scan's Result becomes for people: CSV and JSON (``export``), the HTML report
(``html_report``, with its style sheet and script as package data). Reads the engine, never the
reverse."""
