"""Readable views of an evidence database, for ``evidence show``."""

from __future__ import annotations

import json
import textwrap

import sqlite_utils
from pydantic import BaseModel

from ingest.errors import EvidenceError

#: Characters of a post's text shown in a document view.
PREVIEW_CHARS = 160


def overview_text(db: sqlite_utils.Database) -> str:
    """Counts of every table and one line per document."""
    counts = {
        name: db.execute(f"select count(*) from [{name}]").fetchone()[0]
        for name in ("documents", "posts", "occurrences", "near_duplicates", "claims", "rejects")
    }
    lines = [
        f"documents {counts['documents']}, occurrences {counts['occurrences']}, "
        f"distinct posts {counts['posts']}, links {counts['near_duplicates']}, "
        f"claims {counts['claims']}, rejects {counts['rejects']}",
        "",
        f"{'document':<48} {'shape':<7} {'posts':>5} {'distinct':>8}  flags",
    ]
    rows = db.execute(
        "select d.id, d.shape, d.missing, d.decode_errors,"
        " (select count(*) from occurrences o where o.document_id = d.id),"
        " (select count(*) from posts p where p.document_id = d.id)"
        " from documents d order by d.id"
    )
    for doc_id, shape, missing, decode_errors, occurrences, distinct in rows:
        flags = []
        if missing:
            flags.append("missing")
        if decode_errors:
            flags.append(f"{decode_errors} decode errors")
        lines.append(f"{doc_id:<48} {shape:<7} {occurrences:>5} {distinct:>8}  {' '.join(flags)}")
    return "\n".join(lines)


def item_text(db: sqlite_utils.Database, item: str) -> str:
    """One document with its distinct posts and links, or one post in full.

    Raises:
        EvidenceError: ``item`` names neither a document nor a post.
    """
    doc = db.execute(
        "select id, path, shape, title, url, author, created_at, missing from documents"
        " where id = ?",
        [item],
    ).fetchone()
    if doc is not None:
        return _document_text(db, doc)
    post = db.execute(
        "select id, document_id, position, occurrences, author, created_at, url, text"
        " from posts where id = ?",
        [item],
    ).fetchone()
    if post is not None:
        return _post_text(db, post)
    raise EvidenceError(f"no document or post with id {item!r}")


def _document_text(db: sqlite_utils.Database, doc: tuple) -> str:
    doc_id, path, shape, title, url, author, created_at, missing = doc
    lines = [f"document {doc_id}  ({shape}, file {path}){'  MISSING' if missing else ''}"]
    for label, value in (("title", title), ("url", url), ("author", author), ("date", created_at)):
        if value:
            lines.append(f"  {label}: {value}")
    lines.append("")
    posts = db.execute(
        "select id, position, occurrences, author, own_text, text from posts"
        " where document_id = ? order by position",
        [doc_id],
    )
    for post_id, position, occurrences, post_author, own, text in posts:
        head = f"post {post_id}  #{position}  x{occurrences}"
        if post_author:
            head += f"  by {post_author}"
        lines.append(head)
        preview = " ".join((own or text).split())
        if len(preview) > PREVIEW_CHARS:
            preview = preview[: PREVIEW_CHARS - 3] + "..."
        lines.append(textwrap.indent(textwrap.fill(preview, 96), "    "))
        lines.extend(_links(db, post_id))
    lines.extend(_claims(db, doc_id))
    lines.extend(_caveats(db, doc_id))
    lines.extend(_corrections(db, doc_id))
    lines.extend(_settings(db, doc_id))
    return "\n".join(lines)


def _value(low: float, high: float) -> str:
    return f"{low:g}" if low == high else f"{low:g}-{high:g}"


def _claims(db: sqlite_utils.Database, doc_id: str) -> list[str]:
    rows = db.execute(
        "select metric, low, high, approx, stat, quote, context, superseded from claims"
        " where document_id = ? order by start",
        [doc_id],
    ).fetchall()
    if not rows:
        return []
    lines = ["", f"claims ({len(rows)})"]
    for metric, low, high, approx, stat, quote, context, superseded in rows:
        flags = [
            f for f, on in (("~", approx), (stat or "", stat), ("SUPERSEDED", superseded)) if on
        ]
        lines.append(
            f"  {metric} {_value(low, high)} {' '.join(flags)}  {' '.join(quote.split())!r}"
        )
        ctx = json.loads(context or "{}")
        if ctx:
            lines.append("      " + ", ".join(f"{k}={v}" for k, v in ctx.items()))
    return lines


def _caveats(db: sqlite_utils.Database, doc_id: str) -> list[str]:
    rows = db.execute(
        "select kind, quote from caveats where document_id = ? order by start", [doc_id]
    ).fetchall()
    if not rows:
        return []
    return ["", f"caveats ({len(rows)})"] + [
        f"  {kind}: {' '.join(quote.split())!r}" for kind, quote in rows
    ]


def _corrections(db: sqlite_utils.Database, doc_id: str) -> list[str]:
    rows = db.execute(
        "select id, quote, old, new from corrections where document_id = ? order by start",
        [doc_id],
    ).fetchall()
    if not rows:
        return []
    lines = ["", f"corrections ({len(rows)})"]
    for correction_id, quote, old, new in rows:
        lines.append(f"  {' '.join(quote.split())!r}")
        for label, value in (("old", old), ("new", new)):
            if value:
                v = json.loads(value)
                lines.append(f"      {label}: {v['metric']} {_value(v['low'], v['high'])}")
        superseded = db.execute(
            "select c.metric, c.low, c.high, r.low, r.high from claims c"
            " left join claims r on r.id = c.replaced_by where c.superseded_by = ?",
            [correction_id],
        ).fetchall()
        for metric, low, high, new_low, new_high in superseded:
            target = _value(new_low, new_high) if new_low is not None else "(withdrawn)"
            lines.append(f"      supersedes {metric} {_value(low, high)} -> {target}")
    return lines


def _settings(db: sqlite_utils.Database, doc_id: str) -> list[str]:
    rows = db.execute(
        "select tool, settings, env from settings where document_id = ? order by start", [doc_id]
    ).fetchall()
    if not rows:
        return []
    lines = ["", f"commands ({len(rows)})"]
    for tool, settings, env in rows:
        parsed = json.loads(settings or "{}")
        parsed.pop("args", None)
        lines.append(f"  {tool}: " + ", ".join(f"{k}={v}" for k, v in parsed.items()))
        env_vars = json.loads(env or "{}")
        if env_vars:
            lines.append("      env: " + ", ".join(f"{k}={v}" for k, v in env_vars.items()))
    return lines


def _post_text(db: sqlite_utils.Database, post: tuple) -> str:
    post_id, doc_id, position, occurrences, author, created_at, url, text = post
    lines = [f"post {post_id} of {doc_id}, first at #{position}, {occurrences} occurrence(s)"]
    for label, value in (("author", author), ("date", created_at), ("url", url)):
        if value:
            lines.append(f"  {label}: {value}")
    spots = db.execute(
        "select position, start, end from occurrences where post_id = ? order by position",
        [post_id],
    )
    lines.append("  at " + ", ".join(f"#{p} [{s}:{e}]" for p, s, e in spots))
    lines.extend(_links(db, post_id))
    lines.extend(["", text])
    return "\n".join(lines)


def _links(db: sqlite_utils.Database, post_id: str) -> list[str]:
    rows = db.execute(
        "select case when post_a = ? then post_b else post_a end, kind, similarity"
        " from near_duplicates where post_a = ? or post_b = ? order by 1",
        [post_id, post_id, post_id],
    )
    return [f"    {kind} of {other} (similarity {sim:.2f})" for other, kind, sim in rows]


def rejects_text(db: sqlite_utils.Database) -> str:
    """Every reject, skipped inputs first."""
    rows = db.execute(
        "select skipped, root, path, document_id, reason, detail from rejects"
        " order by skipped desc, root, path, document_id"
    ).fetchall()
    if not rows:
        return "no rejects"
    lines = []
    for skipped, root, path, doc_id, reason, detail in rows:
        what = "skipped" if skipped else "flagged"
        line = f"{what}  {root}/{path}"
        if doc_id and doc_id != path:
            line += f" ({doc_id})"
        line += f": {reason}"
        if detail:
            line += f" [{detail}]"
        lines.append(line)
    return "\n".join(lines)


def registry_text(item: BaseModel) -> str:
    """An evidence item or a record, readably: its fields as indented JSON."""
    return json.dumps(item.model_dump(mode="json"), indent=2, ensure_ascii=False)
