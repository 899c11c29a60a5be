"""The engine: pure Python + numpy + mmh3. Never imports Qt."""
