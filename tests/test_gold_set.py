"""The project's gold set: every corpus document labeled, every label grounded."""

from pathlib import Path

import pytest

from ingest.gold import load_gold_dir
from ingest.pipeline import run_ingest
from ingest.posts import own_text, quote_spans

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT / "corpus"
GOLD = ROOT / "gold"

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="no corpus/")


@pytest.fixture(scope="module")
def ingested(tmp_path_factory):
    import sqlite_utils

    from ingest.store import ensure_schema

    db = sqlite_utils.Database(memory=True)
    ensure_schema(db)
    summary = run_ingest([CORPUS], db)
    return db, summary


def test_corpus_ingests_cleanly_and_every_document_has_gold(ingested):
    db, summary = ingested
    assert summary.rejects == []
    documents = {row[0] for row in db.execute("select id from documents")}
    gold = load_gold_dir(GOLD)
    assert documents == set(gold), "corpus documents and gold files differ"


def test_gold_quotes_are_verbatim_and_anchors_counted(ingested):
    db, _ = ingested
    gold = load_gold_dir(GOLD)
    problems = []
    for doc_id, labels in gold.items():
        text = db.execute("select text from documents where id = ?", [doc_id]).fetchone()[0]
        owns = [
            own_text(t, quote_spans(t))
            for (t,) in db.execute(
                "select text from occurrences where document_id = ? order by position", [doc_id]
            )
        ]
        for claim in labels.claims:
            if claim.quote not in text:
                problems.append(f"{doc_id}: claim quote not in text: {claim.quote!r}")
            if not any(ch.isdigit() for ch in claim.quote):
                problems.append(f"{doc_id}: claim quote holds no number: {claim.quote!r}")
        for item in [*labels.caveats, *labels.corrections]:
            if item.quote not in text:
                problems.append(f"{doc_id}: quote not in text: {item.quote!r}")
        for post in labels.posts:
            if len(post.anchor) < 20:  # a whole short post: its copies equal it
                found = sum(1 for own in owns if own.strip() == post.anchor.strip())
            else:
                found = sum(1 for own in owns if post.anchor in own)
            if found != post.occurrences:
                problems.append(
                    f"{doc_id}: anchor {post.anchor[:40]!r} in {found} posts,"
                    f" gold says {post.occurrences}"
                )
        for a, b in labels.near_duplicates:
            for anchor in (a, b):
                if not any(anchor in own for own in owns):
                    problems.append(f"{doc_id}: near-duplicate anchor not found: {anchor[:40]!r}")
    assert problems == []
