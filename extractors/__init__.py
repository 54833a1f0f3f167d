"""Read meaning out of post text. Never imports :mod:`ingest`."""
