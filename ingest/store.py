"""SQLite storage of documents, posts, occurrences, links and rejects.

The table shape is declared once in :data:`TABLES` and applied by the
idempotent :func:`ensure_schema`. Every document is written in one
transaction; rows are keyed by content-derived ids, so a re-run that finds
nothing new writes nothing.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import sqlite3
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlite_utils

import extractors
from extractors.document import DocumentExtraction, PostClaim, PostCommand
from ingest.dedup import DistinctPost, Link, Signature, comparison_text, signature
from ingest.errors import DatabaseError
from ingest.models import Document, Reject

#: Version of the table layout below; a database from a newer version is refused.
SCHEMA_VERSION = 2

#: Version of reading, splitting and deduplication. A stored document read by
#: another version (of this or of the extractors) is read again even when its
#: file did not change.
PIPELINE_VERSION = f"3+{extractors.version()}"

TABLES: dict[str, dict[str, Any]] = {
    "meta": {"columns": {"key": str, "value": str}, "pk": "key"},
    "documents": {
        "columns": {
            "id": str, "path": str, "root": str, "shape": str, "sha256": str, "size": int,
            "title": str, "url": str, "author": str, "created_at": str,
            "decode_errors": int, "missing": int, "pipeline_version": str,
            "text": str, "raw": str,
        },
        "pk": "id",
        "not_null": {"path", "root", "shape", "sha256", "text", "raw"},
        "defaults": {"decode_errors": 0, "missing": 0},
    },
    "posts": {
        "columns": {
            "id": str, "document_id": str, "position": int, "occurrences": int,
            "author": str, "created_at": str, "url": str, "text": str, "own_text": str,
            "quote_spans": str, "dedup_key": str,
        },
        "pk": "id",
        "not_null": {"document_id", "position", "occurrences", "text", "own_text"},
        "foreign_keys": [("document_id", "documents", "id")],
    },
    "occurrences": {
        "columns": {
            "id": str, "document_id": str, "post_id": str, "position": int,
            "start": int, "end": int, "author": str, "created_at": str, "url": str,
            "text": str,
        },
        "pk": "id",
        "not_null": {"document_id", "post_id", "position", "start", "end", "text"},
        "foreign_keys": [("document_id", "documents", "id"), ("post_id", "posts", "id")],
    },
    "near_duplicates": {
        "columns": {
            "post_a": str, "post_b": str, "kind": str, "similarity": float,
            "same_document": int,
        },
        "pk": ("post_a", "post_b"),
        "foreign_keys": [("post_a", "posts", "id"), ("post_b", "posts", "id")],
    },
    "claims": {
        "columns": {
            "id": str, "document_id": str, "post_id": str, "start": int, "end": int,
            "quote": str, "metric": str, "low": float, "high": float, "approx": int,
            "stat": str, "context": str, "superseded": int, "superseded_by": str,
            "replaced_by": str, "context_sources": str,
        },
        "pk": "id",
        "not_null": {"document_id", "start", "end", "quote", "metric", "low", "high"},
        "defaults": {"approx": 0, "superseded": 0, "context": "{}"},
        "foreign_keys": [("document_id", "documents", "id")],
    },
    "caveats": {
        "columns": {
            "id": str, "document_id": str, "post_id": str, "start": int, "end": int,
            "quote": str, "kind": str,
        },
        "pk": "id",
        "not_null": {"document_id", "start", "end", "quote", "kind"},
        "foreign_keys": [("document_id", "documents", "id")],
    },
    "corrections": {
        "columns": {
            "id": str, "document_id": str, "post_id": str, "start": int, "end": int,
            "quote": str, "old": str, "new": str,
        },
        "pk": "id",
        "not_null": {"document_id", "start", "end", "quote"},
        "foreign_keys": [("document_id", "documents", "id")],
    },
    "settings": {
        "columns": {
            "id": str, "document_id": str, "post_id": str, "start": int, "end": int,
            "tool": str, "settings": str, "env": str,
        },
        "pk": "id",
        "not_null": {"document_id", "start", "end", "tool"},
        "foreign_keys": [("document_id", "documents", "id")],
    },
    "rejects": {
        "columns": {
            "id": str, "root": str, "path": str, "document_id": str, "reason": str,
            "detail": str, "skipped": int,
        },
        "pk": "id",
        "not_null": {"root", "path", "reason"},
    },
}  # fmt: skip

INDEXES: list[tuple[str, list[str]]] = [
    ("documents", ["root"]),
    ("posts", ["document_id"]),
    ("occurrences", ["document_id"]),
    ("occurrences", ["post_id"]),
    ("rejects", ["root", "path"]),
    ("claims", ["document_id"]),
    ("caveats", ["document_id"]),
    ("corrections", ["document_id"]),
    ("settings", ["document_id"]),
]


def open_db(path: str | Path, *, readonly: bool = False) -> sqlite_utils.Database:
    """Open (and for writing, create and shape) the evidence database.

    Raises:
        DatabaseError: the file is not a usable database, or its schema comes
            from a newer version of this tool.
    """
    path = Path(path)
    if not readonly:
        _check_writable(path)
    try:
        if readonly:
            if not path.exists():
                raise DatabaseError(f"no database at {path}")
            conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
            db = sqlite_utils.Database(conn)
        else:
            db = sqlite_utils.Database(path)
            db.conn.execute("PRAGMA busy_timeout = 30000")
            db.conn.execute("PRAGMA journal_mode = WAL")
        db.conn.execute("PRAGMA foreign_keys = ON")
        version = _schema_version(db)
        if version is not None and version > SCHEMA_VERSION:
            raise DatabaseError(
                f"{path} has schema version {version}; this tool supports up to {SCHEMA_VERSION}"
            )
        if not readonly:
            ensure_schema(db)
        elif version is None:
            raise DatabaseError(f"{path} is not an evidence database (no schema version)")
    except sqlite3.DatabaseError as exc:
        raise DatabaseError(f"{path} is not a usable SQLite database: {exc}") from exc
    return db


def _check_writable(path: Path) -> None:
    if path.is_dir():
        raise DatabaseError(f"cannot write the database: {path} is a directory")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise DatabaseError(f"cannot write the database: directory {parent} does not exist")
    if not os.access(parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise DatabaseError(f"cannot write the database: {path} is not writable")


@contextmanager
def writer_lock(
    path: str | Path, *, wait: bool = True, on_wait: Callable[[], None] | None = None
) -> Iterator[None]:
    """Hold the database's writer lock (``<db>.lock``) for one ingest run.

    A second run on the same database waits for the first (calling
    ``on_wait`` once) or, with ``wait=False``, fails at once.

    Raises:
        DatabaseError: the lock is held and ``wait`` is false, or the lock
            file cannot be created.
    """
    _check_writable(Path(path))
    lock_path = Path(f"{path}.lock")
    try:
        handle = lock_path.open("a+")
    except OSError as exc:
        raise DatabaseError(f"cannot create the lock file {lock_path}: {exc.strerror}") from exc
    with handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if not wait:
                raise DatabaseError(
                    f"another ingest is writing {path}; try again when it has finished"
                ) from None
            if on_wait:
                on_wait()
            fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _schema_version(db: sqlite_utils.Database) -> int | None:
    if "meta" not in db.table_names():
        return None
    row = db.execute("select value from meta where key = 'schema_version'").fetchone()
    return int(row[0]) if row else None


def ensure_schema(db: sqlite_utils.Database) -> None:
    """Create missing tables and indexes and record the schema version (idempotent)."""
    with db.atomic():
        for name, spec in TABLES.items():
            if name in db.table_names():
                existing = db.table(name).columns_dict
                for column, kind in spec["columns"].items():
                    if column not in existing:
                        db.table(name).add_column(column, kind)
                continue
            if name not in db.table_names():
                db.table(name).create(
                    spec["columns"],
                    pk=spec["pk"],
                    not_null=spec.get("not_null"),
                    defaults=spec.get("defaults"),
                    foreign_keys=spec.get("foreign_keys"),
                )
        for table, columns in INDEXES:
            db.table(table).create_index(columns, if_not_exists=True)
        if _schema_version(db) != SCHEMA_VERSION:
            db.table("meta").upsert(
                {"key": "schema_version", "value": str(SCHEMA_VERSION)}, pk="key"
            )


def stored_state(db: sqlite_utils.Database) -> dict[str, tuple[str, str | None, int]]:
    """Map every stored document id to (sha256, pipeline version, missing)."""
    return {
        row[0]: (row[1], row[2], row[3])
        for row in db.execute("select id, sha256, pipeline_version, missing from documents")
    }


def links_stale(db: sqlite_utils.Database) -> bool:
    """True when documents changed since the links were last computed."""
    row = db.execute("select value from meta where key = 'links'").fetchone()
    return row is None or row[0] != "current"


def _mark_links(db: sqlite_utils.Database, value: str) -> None:
    db.table("meta").upsert({"key": "links", "value": value}, pk="key")


def write_document(
    db: sqlite_utils.Database,
    doc: Document,
    groups: list[DistinctPost],
    extraction: DocumentExtraction | None = None,
) -> None:
    """Replace one document with its posts, occurrences, claims and settings, in one transaction."""
    with db.atomic():
        _mark_links(db, "stale")
        _delete_document_rows(db, doc.id)
        row = doc.model_dump(exclude={"posts"})
        row["shape"] = doc.shape.value
        row["missing"] = 0
        row["pipeline_version"] = PIPELINE_VERSION
        db.table("documents").insert(row, replace=True)
        post_rows = []
        occurrence_rows = []
        for group in groups:
            first = group.first
            post_rows.append(
                {
                    "id": group.id,
                    "document_id": doc.id,
                    "position": first.position,
                    "occurrences": len(group.occurrences),
                    "author": first.author,
                    "created_at": first.created_at,
                    "url": first.url,
                    "text": first.text,
                    "own_text": first.own_text,
                    "quote_spans": json.dumps([[s.start, s.end] for s in first.quote_spans]),
                    "dedup_key": group.key,
                }
            )
            for post in group.occurrences:
                occurrence_rows.append(
                    {
                        "id": f"{doc.id}@{post.position}",
                        "document_id": doc.id,
                        "post_id": group.id,
                        "position": post.position,
                        "start": post.start,
                        "end": post.end,
                        "author": post.author,
                        "created_at": post.created_at,
                        "url": post.url,
                        "text": post.text,
                    }
                )
        db.table("posts").insert_all(post_rows)
        db.table("occurrences").insert_all(occurrence_rows)
        if extraction is not None:
            links = _supersession(doc.id, extraction)
            db.table("claims").insert_all(
                [_claim_row(doc.id, pc, links) for pc in extraction.claims]
            )
            db.table("caveats").insert_all(
                [
                    {
                        "id": _span_id(doc.id, pc.caveat.start, pc.caveat.end, "caveat"),
                        "document_id": doc.id,
                        "post_id": pc.post_id,
                        "start": pc.caveat.start,
                        "end": pc.caveat.end,
                        "quote": pc.caveat.quote,
                        "kind": pc.caveat.kind,
                    }
                    for pc in extraction.caveats
                ]
            )
            db.table("corrections").insert_all(
                [
                    {
                        "id": _span_id(doc.id, c.start, c.end, "correction"),
                        "document_id": doc.id,
                        "post_id": c.post_id,
                        "start": c.start,
                        "end": c.end,
                        "quote": c.quote,
                        "old": _range_json(c.old),
                        "new": _range_json(c.new),
                    }
                    for c in extraction.corrections
                ]
            )
            db.table("settings").insert_all(
                [_settings_row(doc.id, pc) for pc in extraction.commands]
            )


def _settings_row(document_id: str, placed: PostCommand) -> dict[str, Any]:
    c = placed.command
    key = f"{document_id}\x1f{c.start}\x1f{c.end}"
    return {
        "id": hashlib.sha256(key.encode()).hexdigest()[:16],
        "document_id": document_id,
        "post_id": placed.post_id,
        "start": c.start,
        "end": c.end,
        "tool": c.tool,
        "settings": json.dumps(c.settings, sort_keys=True),
        "env": json.dumps(c.env, sort_keys=True),
    }


def _span_id(document_id: str, start: int, end: int, what: str) -> str:
    key = f"{document_id}\x1f{start}\x1f{end}\x1f{what}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def _range_json(value: tuple[str, float, float] | None) -> str | None:
    if value is None:
        return None
    metric, low, high = value
    return json.dumps({"metric": metric, "low": low, "high": high})


def _supersession(
    document_id: str, extraction: DocumentExtraction
) -> dict[tuple[int, int, str], tuple[str, str | None]]:
    """For each superseded claim key: (correction id, replacing claim id or None)."""
    links: dict[tuple[int, int, str], tuple[str, str | None]] = {}
    for c in extraction.corrections:
        correction_id = _span_id(document_id, c.start, c.end, "correction")
        for old, new in c.superseded:
            new_id = _span_id(document_id, new[0], new[1], new[2]) if new else None
            links.setdefault(old, (correction_id, new_id))
    return links


def _claim_row(
    document_id: str,
    placed: PostClaim,
    links: dict[tuple[int, int, str], tuple[str, str | None]],
) -> dict[str, Any]:
    c = placed.claim
    correction_id, replaced_by = links.get(c.key, (None, None))
    return {
        "id": _span_id(document_id, c.start, c.end, c.metric),
        "document_id": document_id,
        "post_id": placed.post_id,
        "start": c.start,
        "end": c.end,
        "quote": c.quote,
        "metric": c.metric,
        "low": c.low,
        "high": c.high,
        "approx": int(c.approx),
        "stat": c.stat,
        "context": json.dumps(c.context, sort_keys=True),
        "context_sources": json.dumps(
            {k: list(v) for k, v in sorted(c.sources.items())}, sort_keys=True
        ),
        "superseded": int(c.superseded),
        "superseded_by": correction_id,
        "replaced_by": replaced_by,
    }


def _delete_document_rows(db: sqlite_utils.Database, document_id: str) -> None:
    db.execute(
        "delete from near_duplicates where post_a in (select id from posts where document_id = ?)"
        " or post_b in (select id from posts where document_id = ?)",
        [document_id, document_id],
    )
    for table in ("claims", "caveats", "corrections", "settings", "occurrences"):
        db.execute(f"delete from {table} where document_id = ?", [document_id])
    db.execute("delete from posts where document_id = ?", [document_id])


def delete_document(db: sqlite_utils.Database, document_id: str) -> None:
    """Remove a document and everything derived from it, in one transaction."""
    with db.atomic():
        _mark_links(db, "stale")
        _delete_document_rows(db, document_id)
        db.execute("delete from documents where id = ?", [document_id])


def mark_missing(db: sqlite_utils.Database, document_ids: Iterable[str]) -> None:
    """Flag documents whose file is gone from the corpus (they are kept)."""
    document_ids = list(document_ids)
    if not document_ids:
        return
    with db.atomic():
        _mark_links(db, "stale")
        for doc_id in document_ids:
            db.execute("update documents set missing = 1 where id = ?", [doc_id])


def replace_rejects(
    db: sqlite_utils.Database, root: str, path: str, rejects: Iterable[Reject]
) -> None:
    """Make the stored rejects of one file exactly ``rejects``."""
    rows = [
        {
            "id": reject_id(root, r),
            "root": root,
            "path": r.path,
            "document_id": r.document_id,
            "reason": r.reason,
            "detail": r.detail,
            "skipped": int(r.skipped),
        }
        for r in rejects
    ]
    existing = {
        row[0]
        for row in db.execute("select id from rejects where root = ? and path = ?", [root, path])
    }
    if existing == {row["id"] for row in rows}:
        return
    with db.atomic():
        db.execute("delete from rejects where root = ? and path = ?", [root, path])
        if rows:
            db.table("rejects").insert_all(rows, replace=True)


def reject_id(root: str, reject: Reject) -> str:
    """Content-derived id of a reject."""
    key = "\x1f".join([root, reject.path, reject.document_id or "", reject.reason, reject.detail])
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def load_signatures(db: sqlite_utils.Database) -> list[Signature]:
    """Signatures of every distinct post of every present (not missing) document."""
    rows = db.execute(
        "select p.id, p.document_id, p.dedup_key, p.own_text, p.text from posts p"
        " join documents d on d.id = p.document_id where d.missing = 0"
    )
    return [
        signature(pid, doc_id, key, comparison_text(own, text))
        for pid, doc_id, key, own, text in rows
    ]


def replace_links(db: sqlite_utils.Database, links: list[Link]) -> bool:
    """Make the stored links exactly ``links``; return whether anything changed."""
    wanted = [
        (link.post_a, link.post_b, link.kind, link.similarity, int(link.same_document))
        for link in links
    ]
    current = [
        tuple(row)
        for row in db.execute(
            "select post_a, post_b, kind, similarity, same_document from near_duplicates"
            " order by post_a, post_b"
        )
    ]
    if current == wanted:
        if links_stale(db):
            with db.atomic():
                _mark_links(db, "current")
        return False
    with db.atomic():
        _mark_links(db, "current")
        db.execute("delete from near_duplicates")
        db.table("near_duplicates").insert_all(
            [
                dict(
                    zip(("post_a", "post_b", "kind", "similarity", "same_document"), w, strict=True)
                )
                for w in wanted
            ]
        )
    return True
