"""Import direction is one-way: extractors/ never imports ingest/."""

import ast
from pathlib import Path

import pytest

EXTRACTORS = Path(__file__).resolve().parents[1] / "extractors"


@pytest.mark.parametrize("path", sorted(EXTRACTORS.rglob("*.py")), ids=lambda p: p.name)
def test_extractors_never_import_ingest(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        assert not any(n == "ingest" or n.startswith("ingest.") for n in names), path
