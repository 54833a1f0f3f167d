"""Read meaning out of post text. Never imports :mod:`ingest`.

The entry point is :func:`extractors.document.extract_document`.
"""

from __future__ import annotations

import hashlib
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def version() -> str:
    """A digest of the extractors' code and data: stored claims from another
    version are extracted again."""
    digest = hashlib.sha256()
    root = resources.files(__name__)
    paths = sorted(
        (p for p in _walk(root) if p.name.endswith((".py", ".json", ".jsonl"))),
        key=lambda p: str(p),
    )
    for path in paths:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def _walk(node):  # type: ignore[no-untyped-def]
    for child in node.iterdir():
        if child.is_dir():
            if child.name != "__pycache__":
                yield from _walk(child)
        else:
            yield child
