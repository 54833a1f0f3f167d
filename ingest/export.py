"""Export the database's predictions in the guide's gold format.

A predicted post's ``anchor`` is its whole own text, so any tool that reads
the guide can score the export.
"""

from __future__ import annotations

import json
from pathlib import Path

import sqlite_utils

from ingest.gold import (
    GoldCaveat,
    GoldClaim,
    GoldCorrection,
    GoldDocument,
    GoldPost,
    ValueRange,
    gold_file_name,
)


def document_texts(db: sqlite_utils.Database) -> dict[str, str]:
    """Each present document's text (what quotes must be found in)."""
    return dict(db.execute("select id, text from documents where missing = 0").fetchall())


def export_predictions(db: sqlite_utils.Database) -> dict[str, GoldDocument]:
    """Every present document's posts, links, claims, caveats and corrections."""
    docs: dict[str, dict[str, list]] = {
        doc_id: {"posts": [], "near_duplicates": [], "claims": [], "caveats": [], "corrections": []}
        for (doc_id,) in db.execute("select id from documents where missing = 0 order by id")
    }
    for doc_id, own, occurrences in db.execute(
        "select document_id, own_text, occurrences from posts order by document_id, position"
    ):
        if doc_id in docs and own.strip():
            docs[doc_id]["posts"].append(GoldPost(anchor=own, occurrences=occurrences))
    for doc_id, a, b in db.execute(
        "select pa.document_id, pa.own_text, pb.own_text from near_duplicates n"
        " join posts pa on pa.id = n.post_a join posts pb on pb.id = n.post_b"
        " where n.kind = 'near' and n.same_document = 1 order by pa.position, pb.position"
    ):
        if doc_id in docs and a.strip() and b.strip():
            docs[doc_id]["near_duplicates"].append((a, b))
    for row in db.execute(
        "select document_id, quote, metric, low, high, approx, stat, context, superseded"
        " from claims order by document_id, start, end, metric"
    ):
        doc_id, quote, metric, low, high, approx, stat, context, superseded = row
        if doc_id in docs:
            docs[doc_id]["claims"].append(
                GoldClaim(
                    metric=metric,
                    low=low,
                    high=high,
                    approx=bool(approx),
                    stat=stat,
                    quote=quote,
                    context=json.loads(context or "{}"),
                    superseded=bool(superseded),
                )
            )
    for doc_id, quote, kind in db.execute(
        "select document_id, quote, kind from caveats order by document_id, start"
    ):
        if doc_id in docs:
            docs[doc_id]["caveats"].append(GoldCaveat(kind=kind, quote=quote))
    for doc_id, quote, old, new in db.execute(
        "select document_id, quote, old, new from corrections order by document_id, start"
    ):
        if doc_id in docs:
            docs[doc_id]["corrections"].append(
                GoldCorrection(quote=quote, old=_range(old), new=_range(new))
            )
    return {doc_id: GoldDocument(document=doc_id, **parts) for doc_id, parts in docs.items()}


def _range(value: str | None) -> ValueRange | None:
    return ValueRange.model_validate(json.loads(value)) if value else None


def write_gold_dir(documents: dict[str, GoldDocument], out: Path) -> list[Path]:
    """Write one gold-format file per document under ``out``; return the paths."""
    written = []
    for doc_id, doc in sorted(documents.items()):
        path = out / gold_file_name(doc_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        data = doc.model_dump(mode="json", exclude_defaults=True)
        data["document"] = doc.document
        if doc.posts:  # occurrences always written, 1 included
            data["posts"] = [post.model_dump(mode="json") for post in doc.posts]
        path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        written.append(path)
    return written
