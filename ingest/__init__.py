"""Ingest raw reports of LLM-inference performance into an evidence database."""
