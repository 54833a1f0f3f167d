"""The main job: read corpus paths, deduplicate, store, and summarize.

:func:`run_ingest` is what the ``ingest`` command calls. It processes only
documents that are new or changed since the last run, reports documents
whose file disappeared (keeping them, flagged ``missing``, unless asked to
prune them), and records every file it could not read in ``rejects``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import sqlite_utils
from pydantic import BaseModel, Field

from extractors.document import DocumentExtraction, PostInput, extract_document
from ingest import store
from ingest.dedup import DistinctPost, find_links, group_posts
from ingest.errors import InputError
from ingest.models import Reject
from ingest.readers import MAX_FILE_BYTES, find_files, read_file, relative_path

#: Called after each file with the files done so far, the total, and the file's path.
Progress = Callable[[int, int, Path], None]


class IngestSummary(BaseModel):
    """What one run did and what the database now holds for its documents."""

    files: int = 0
    documents: int = 0
    new: int = 0
    changed: int = 0
    unchanged: int = 0
    missing: list[str] = Field(default_factory=list)
    pruned: list[str] = Field(default_factory=list)
    posts: int = 0
    distinct_posts: int = 0
    duplicates: int = 0
    near_duplicate_links: int = 0
    cross_document_copies: int = 0
    rejects: list[Reject] = Field(default_factory=list)

    @property
    def skipped(self) -> int:
        """Rejects whose input was not stored at all."""
        return sum(1 for r in self.rejects if r.skipped)

    @property
    def flagged(self) -> int:
        """Rejects whose input was stored with a warning (e.g. invalid UTF-8)."""
        return sum(1 for r in self.rejects if not r.skipped)


def discover(paths: Sequence[str | Path]) -> list[tuple[Path, list[Path], list[Reject]]]:
    """Resolve the command-line paths into (root, files, rejects), in a fixed order.

    Raises:
        InputError: a path does not exist.
    """
    found = []
    for raw in paths:
        root = Path(raw)
        if not root.exists():
            raise InputError(f"no such file or directory: {raw}")
        files, rejects = find_files(root)
        found.append((root.resolve(), files, rejects))
    return found


def run_ingest(
    paths: Sequence[str | Path],
    db: sqlite_utils.Database,
    *,
    max_bytes: int = MAX_FILE_BYTES,
    prune: bool = False,
    progress: Progress | None = None,
) -> IngestSummary:
    """Ingest every file under ``paths`` into ``db``.

    Args:
        paths: Corpus directories or files; each is a root for document ids.
        db: An open evidence database (see :func:`ingest.store.open_db`).
        max_bytes: Files larger than this are rejected unread.
        prune: Delete documents whose file is gone instead of flagging them.
        progress: Called after each file.

    Returns:
        The run's summary.
    """
    roots = discover(paths)
    total = sum(len(files) for _, files, _ in roots)
    summary = IngestSummary()
    state = store.stored_state(db)
    seen: dict[str, str] = {}
    changed_any = False
    for root, files, walk_rejects in roots:
        root_key = str(root)
        by_path: dict[str, list[Reject]] = {}
        for reject in walk_rejects:
            by_path.setdefault(reject.path, []).append(reject)
        for path in files:
            summary.files += 1
            result = read_file(path, root, max_bytes=max_bytes)
            file_rejects = by_path.setdefault(relative_path(path, root), [])
            file_rejects.extend(result.rejects)
            for doc in result.documents:
                if doc.id in seen:
                    file_rejects.append(
                        Reject(
                            path=doc.path,
                            document_id=doc.id,
                            reason=f"document id {doc.id!r} already read from {seen[doc.id]}",
                        )
                    )
                    continue
                seen[doc.id] = root_key
                summary.documents += 1
                previous = state.get(doc.id)
                if previous == (doc.sha256, store.PIPELINE_VERSION, 0):
                    summary.unchanged += 1
                    continue
                if previous is None:
                    summary.new += 1
                else:
                    summary.changed += 1
                groups = group_posts(doc)
                extraction, problem = extract(doc.id, groups)
                if problem:
                    file_rejects.append(problem)
                for post_id in extraction.failed_posts if extraction else []:
                    file_rejects.append(
                        Reject(
                            path=doc.path,
                            document_id=doc.id,
                            reason="extraction timed out on a post: it is stored without claims",
                            detail=f"post {post_id}",
                            skipped=False,
                        )
                    )
                store.write_document(db, doc, groups, extraction)
                changed_any = True
            if progress:
                progress(summary.files, total, path)
        for rel_path, rejects in sorted(by_path.items()):
            store.replace_rejects(db, root_key, rel_path, rejects)
            summary.rejects.extend(rejects)
        stale = db.execute(
            "select path from rejects where root = ? order by path", [root_key]
        ).fetchall()
        for (rel_path,) in stale:
            if rel_path not in by_path:
                store.replace_rejects(db, root_key, rel_path, [])
    changed_any |= _handle_missing(db, roots, seen, prune, summary)
    if changed_any or store.links_stale(db):
        store.replace_links(db, find_links(store.load_signatures(db)))
    _count(db, list(seen), summary)
    return summary


def extract(
    document_id: str, groups: list[DistinctPost]
) -> tuple[DocumentExtraction | None, Reject | None]:
    """What the extractors read from a document's distinct posts.

    A pattern that runs too long is recorded as a reject of the document
    (stored without claims), never a crash.
    """
    inputs = [
        PostInput(
            g.id,
            g.first.start,
            g.first.text,
            tuple((s.start, s.end) for s in g.first.quote_spans),
            g.first.author,
        )
        for g in sorted(groups, key=lambda g: g.first.position)
    ]
    try:
        return extract_document(inputs), None
    except TimeoutError:
        return None, Reject(
            path=document_id.split("#")[0],
            document_id=document_id,
            reason="extraction timed out: the document is stored without claims",
            skipped=False,
        )


def _handle_missing(
    db: sqlite_utils.Database,
    roots: list[tuple[Path, list[Path], list[Reject]]],
    seen: dict[str, str],
    prune: bool,
    summary: IngestSummary,
) -> bool:
    root_keys = [str(root) for root, _, _ in roots]
    marks = ",".join("?" for _ in root_keys)
    rows = db.execute(
        f"select id, missing from documents where root in ({marks}) order by id", root_keys
    ).fetchall()
    gone = [(doc_id, missing) for doc_id, missing in rows if doc_id not in seen]
    if prune:
        for doc_id, _ in gone:
            store.delete_document(db, doc_id)
        summary.pruned = [doc_id for doc_id, _ in gone]
        return bool(gone)
    summary.missing = [doc_id for doc_id, _ in gone]
    newly = [doc_id for doc_id, missing in gone if not missing]
    store.mark_missing(db, newly)
    return bool(newly)


def _count(db: sqlite_utils.Database, doc_ids: list[str], summary: IngestSummary) -> None:
    if not doc_ids:
        return
    db.execute("create temp table if not exists run_docs (id text primary key)")
    db.execute("delete from run_docs")
    db.conn.executemany("insert into run_docs values (?)", [(d,) for d in doc_ids])
    summary.posts = db.execute(
        "select count(*) from occurrences where document_id in (select id from run_docs)"
    ).fetchone()[0]
    summary.distinct_posts = db.execute(
        "select count(*) from posts where document_id in (select id from run_docs)"
    ).fetchone()[0]
    summary.duplicates = summary.posts - summary.distinct_posts
    summary.near_duplicate_links = db.execute(
        "select count(*) from near_duplicates n join posts p on p.id = n.post_a"
        " where n.kind = 'near' and p.document_id in (select id from run_docs)"
    ).fetchone()[0]
    summary.cross_document_copies = db.execute(
        "select count(*) from near_duplicates n join posts p on p.id = n.post_a"
        " where n.kind = 'copy' and p.document_id in (select id from run_docs)"
    ).fetchone()[0]
    db.execute("delete from run_docs")
    db.conn.commit()
