"""Shared fixtures: the fixture corpus, an in-memory database, a CLI runner."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import sqlite_utils
from click.testing import CliRunner

from ingest.store import ensure_schema

FIXTURES = Path(__file__).parent / "fixtures"
SHARED = Path(__file__).resolve().parents[2] / "shared"


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """A writable copy of the fixture corpus."""
    target = tmp_path / "corpus"
    shutil.copytree(FIXTURES / "corpus", target)
    return target


@pytest.fixture
def memory_db() -> sqlite_utils.Database:
    db = sqlite_utils.Database(memory=True)
    ensure_schema(db)
    return db


@pytest.fixture
def runner() -> CliRunner:
    return CliRunner()
