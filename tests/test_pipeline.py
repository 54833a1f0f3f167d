import pytest

from ingest.errors import DatabaseError, InputError
from ingest.pipeline import run_ingest
from ingest.store import SCHEMA_VERSION, open_db


def dump(db):
    return list(db.conn.iterdump())


def test_fixture_corpus_summary(corpus, memory_db):
    summary = run_ingest([corpus], memory_db)
    assert summary.files == 5
    assert summary.documents == 6 and summary.new == 6
    assert summary.rejects == []
    assert summary.posts == 12 + 3 + 4 + 2 + 1 + 7  # txt, github, json, jsonl x2, html
    assert summary.distinct_posts == 7 + 3 + 4 + 2 + 1 + 7
    assert summary.duplicates == 5
    assert summary.near_duplicate_links == 1


def test_rerun_changes_nothing(corpus, tmp_path):
    db = open_db(tmp_path / "e.db")
    run_ingest([corpus], db)
    before = dump(db)
    summary = run_ingest([corpus], db)
    assert summary.unchanged == 6 and summary.new == summary.changed == 0
    assert dump(db) == before


def test_input_order_never_changes_the_result(corpus, tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "note.txt").write_text("A separate note about 12 tok/s on a laptop.")
    db1, db2 = open_db(tmp_path / "1.db"), open_db(tmp_path / "2.db")
    run_ingest([corpus, other], db1)
    run_ingest([other, corpus], db2)
    tables = ["documents", "posts", "occurrences", "near_duplicates"]
    for table in tables:
        rows1 = sorted(map(tuple, db1.execute(f"select * from {table}").fetchall()))
        rows2 = sorted(map(tuple, db2.execute(f"select * from {table}").fetchall()))
        assert rows1 == rows2


def test_only_changed_documents_are_processed(corpus, memory_db, monkeypatch):
    run_ingest([corpus], memory_db)
    path = corpus / "forum" / "dual-3090.txt"
    path.write_text(path.read_text() + "\nOne more post about 70 tok/s on the same rig.\n")
    (corpus / "forum" / "new.md").write_text("# New\n\nA fresh report: 33 tok/s.")
    written = []
    import ingest.store as store

    real = store.write_document
    monkeypatch.setattr(
        store,
        "write_document",
        lambda db, doc, *rest: written.append(doc.id) or real(db, doc, *rest),
    )
    summary = run_ingest([corpus], memory_db)
    assert sorted(written) == ["forum/dual-3090.txt", "forum/new.md"]
    assert (summary.new, summary.changed, summary.unchanged) == (1, 1, 5)
    count = memory_db.execute(
        "select count(*) from occurrences where document_id = 'forum/dual-3090.txt'"
    ).fetchone()[0]
    assert count == 13


def test_disappeared_document_is_reported_and_kept(corpus, memory_db):
    run_ingest([corpus], memory_db)
    (corpus / "web" / "h200-notes.html").unlink()
    summary = run_ingest([corpus], memory_db)
    assert summary.missing == ["web/h200-notes.html"]
    row = memory_db.execute(
        "select missing from documents where id = 'web/h200-notes.html'"
    ).fetchone()
    assert row == (1,)
    summary = run_ingest([corpus], memory_db, prune=True)
    assert summary.pruned == ["web/h200-notes.html"]
    assert memory_db.execute("select count(*) from documents where id like 'web/%'").fetchone() == (
        0,
    )
    assert memory_db.execute(
        "select count(*) from posts where document_id like 'web/%'"
    ).fetchone() == (0,)


def test_rejects_are_recorded_and_cleared_when_fixed(corpus, memory_db):
    bad = corpus / "bad.json"
    bad.write_text("{nope")
    summary = run_ingest([corpus], memory_db)
    assert [(r.path, r.skipped) for r in summary.rejects] == [("bad.json", True)]
    assert summary.documents == 6
    bad.write_text('{"text": "fixed: 10 tok/s"}')
    summary = run_ingest([corpus], memory_db)
    assert summary.rejects == [] and summary.new == 1
    assert memory_db.execute("select count(*) from rejects").fetchone() == (0,)


def test_colliding_document_ids_from_two_roots_are_rejected(tmp_path, memory_db):
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        (tmp_path / name / "same.txt").write_text(f"root {name}")
    summary = run_ingest([tmp_path / "a", tmp_path / "b"], memory_db)
    assert summary.documents == 1
    (reject,) = summary.rejects
    assert "already read from" in reject.reason


def test_missing_path_is_an_input_error(tmp_path, memory_db):
    with pytest.raises(InputError, match="no such file or directory"):
        run_ingest([tmp_path / "nope"], memory_db)


def test_progress_is_reported_per_file(corpus, memory_db):
    seen = []
    run_ingest([corpus], memory_db, progress=lambda done, total, path: seen.append((done, total)))
    assert seen == [(i, 5) for i in range(1, 6)]


def test_newer_schema_is_refused(tmp_path):
    path = tmp_path / "e.db"
    db = open_db(path)
    db.execute("update meta set value = ? where key = 'schema_version'", [str(SCHEMA_VERSION + 1)])
    db.conn.commit()
    db.close()
    with pytest.raises(DatabaseError, match="schema version"):
        open_db(path)


def test_corrupt_database_is_a_clear_error(tmp_path):
    path = tmp_path / "e.db"
    path.write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(DatabaseError, match="not a usable SQLite database"):
        open_db(path)


def test_readonly_open_does_not_create(tmp_path):
    with pytest.raises(DatabaseError, match="no database"):
        open_db(tmp_path / "none.db", readonly=True)
    assert not (tmp_path / "none.db").exists()


def test_stored_posts_keep_provenance(corpus, memory_db):
    run_ingest([corpus], memory_db)
    rows = memory_db.execute(
        "select o.start, o.end, o.text, d.text, o.author, o.url from occurrences o"
        " join documents d on d.id = o.document_id where d.id = 'github/regression.json'"
    ).fetchall()
    for start, end, text, doc_text, _, _ in rows:
        assert doc_text[start:end] == text
    assert [r[4] for r in rows] == ["alice", "bob", "alice"]
    assert all(r[5] for r in rows)
