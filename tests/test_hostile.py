"""Hostile input: every file gets a documented outcome and the run goes on."""

import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from extractors.document import PostInput, extract_document
from ingest.cli import EXIT_FATAL, EXIT_OK, EXIT_REJECTS, ingest_command
from ingest.pipeline import run_ingest
from ingest.readers import read_file

GOOD = "Qwen3-8B on one RTX 4090: 92 tok/s single stream."


def make_hostile_corpus(root: Path) -> dict[str, str]:
    """Write every hostile case; return each file's expected outcome."""
    root.mkdir()
    cases = {
        "good.txt": (GOOD.encode(), "ingested"),
        "binary.txt": (bytes(range(256)) * 4, "binary file"),
        "latin1.txt": ("caf\xe9 92 tok/s".encode("latin-1"), "flagged"),
        "utf16.txt": (GOOD.encode("utf-16"), "ingested"),
        "crlf.txt": (b"line one\r\nline two\r\n\r\nnext post\rlast", "ingested"),
        "nul.txt": (b"abc\x00def", "binary file"),
        "empty.txt": (b"", "empty file"),
        "big.txt": (b"x" * 30_000, "file too large"),
        "broken.json": (b'{"title": "x", "body": ', "malformed JSON"),
        "shape.json": (b"[1, 2, 3]", "JSON of the wrong shape"),
        "deep.json": (b"[" * 10_000 + b"]" * 10_000, "malformed JSON"),
        "page.html": (
            b"<html><head><style>p{}</style><script>var x='999 tok/s'</script></head>"
            b"<body><p>a &amp; b: 41&nbsp;tok/s</p></body></html>",
            "ingested",
        ),
        "odd name ü (1).txt": (GOOD.encode(), "ingested"),
        "notes.pdf": (b"%PDF-1.4", "unsupported file type"),
    }
    for name, (data, _) in cases.items():
        (root / name).write_bytes(data)
    (root / "loop").symlink_to(root, target_is_directory=True)
    outside = root.parent / "outside.txt"
    outside.write_text(GOOD)
    (root / "escape.txt").symlink_to(outside)
    expected = {name: outcome for name, (_, outcome) in cases.items()}
    expected["loop"] = "symbolic link to a directory not followed"
    expected["escape.txt"] = "symbolic link points outside the corpus root"
    return expected


def test_every_hostile_file_has_a_documented_outcome(tmp_path, memory_db):
    root = tmp_path / "corpus"
    expected = make_hostile_corpus(root)
    summary = run_ingest([root], memory_db, max_bytes=25_000)
    reasons = {r.path: r for r in summary.rejects}
    stored = {row[0] for row in memory_db.execute("select path from documents")}
    for name, outcome in expected.items():
        if outcome == "ingested":
            assert name in stored and name not in reasons, name
        elif outcome == "flagged":
            assert name in stored and not reasons[name].skipped, name
        else:
            assert name not in stored and outcome in reasons[name].reason, (name, reasons.get(name))
    text = memory_db.execute("select text from documents where path = 'page.html'").fetchone()[0]
    assert "999" not in text and "a & b: 41" in text
    crlf = memory_db.execute("select text from documents where path = 'crlf.txt'").fetchone()[0]
    assert "\r" not in crlf


def test_unreadable_file_is_rejected(tmp_path, monkeypatch):
    path = tmp_path / "locked.txt"
    path.write_text(GOOD)
    real = Path.read_bytes

    def deny(self):
        if self.name == "locked.txt":
            raise PermissionError(13, "Permission denied")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", deny)
    (reject,) = read_file(path, tmp_path).rejects
    assert reject.reason == "unreadable: Permission denied"


@pytest.mark.parametrize(
    "text",
    [
        "1" * 20_000,
        "1-" * 10_000,
        " tok/s" * 10_000,
        "|" * 20_000,
        "-- ; , " * 5_000,
        "a" * 200_000,
        "12.5 tok/s, " * 1_000,
        "(" * 5_000 + "1 tok/s" + ")" * 5_000,
    ],
)
def test_pathological_text_finishes_and_quotes_stay_verbatim(text):
    result = extract_document([PostInput("p", 0, text)])
    for pc in result.claims:
        assert text[pc.claim.start : pc.claim.end] == pc.claim.quote


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.text(
            alphabet=st.sampled_from(list("0123456789.,-~x× %|:=/\n tokTPSmsreqlatencyH100c4")),
            max_size=120,
        ),
        min_size=1,
        max_size=4,
    )
)
def test_extraction_never_raises_and_spans_point_at_quotes(posts):
    offset, inputs, text = 0, [], ""
    for i, post in enumerate(posts):
        inputs.append(PostInput(f"p{i}", offset, post))
        text += post + "\n\n"
        offset += len(post) + 2
    result = extract_document(inputs)
    for pc in result.claims:
        assert text[pc.claim.start : pc.claim.end] == pc.claim.quote
        assert any(ch.isdigit() for ch in pc.claim.quote)
    for pc in result.caveats:
        assert text[pc.caveat.start : pc.caveat.end] == pc.caveat.quote


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=400), st.sampled_from([".txt", ".json", ".jsonl", ".html", ".md"]))
def test_readers_never_raise(tmp_path_factory, data, suffix):
    root = tmp_path_factory.mktemp("r")
    path = root / f"f{suffix}"
    path.write_bytes(data)
    result = read_file(path, root)
    for doc in result.documents:
        for post in doc.posts:
            assert doc.text[post.start : post.end] == post.text


def _ingest_cmd(corpus: Path, db: Path) -> list[str]:
    code = "import sys; from ingest.cli import ingest_command; sys.exit(ingest_command())"
    return [sys.executable, "-c", code, str(corpus), "--out", str(db), "--no-progress"]


def _dump(db: Path) -> dict[str, list]:
    with sqlite3.connect(db) as conn:
        return {
            table: sorted(map(tuple, conn.execute(f"select * from {table}").fetchall()))
            for table in (
                "documents",
                "posts",
                "occurrences",
                "claims",
                "caveats",
                "near_duplicates",
            )
        }


def _corpus(root: Path, n: int) -> Path:
    root.mkdir()
    for i in range(n):
        (root / f"post{i:03d}.txt").write_text(
            f"Run {i}: Llama-3.1-8B on one H100 at {50 + i} tok/s single stream.\n\n"
            f"TTFT {100 + i} ms. Not tested past 8k context.\n"
        )
    return root


def test_killed_run_resumes_to_the_same_database(tmp_path):
    corpus = _corpus(tmp_path / "corpus", 60)
    clean = tmp_path / "clean.db"
    assert subprocess.run(_ingest_cmd(corpus, clean), capture_output=True).returncode == 0
    db = tmp_path / "killed.db"
    proc = subprocess.Popen(
        _ingest_cmd(corpus, db), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    for _ in range(400):  # wait (at most ~20 s) until some documents are written
        if db.exists():
            try:
                with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as conn:
                    if conn.execute("select count(*) from documents").fetchone()[0] >= 3:
                        break
            except sqlite3.Error:
                pass
        if proc.poll() is not None:
            break
        time.sleep(0.05)
    proc.kill()
    proc.wait()
    assert subprocess.run(_ingest_cmd(corpus, db), capture_output=True).returncode == 0
    with sqlite3.connect(db) as conn:
        assert conn.execute("pragma integrity_check").fetchone() == ("ok",)
        counts = conn.execute("select count(*), count(distinct id) from documents").fetchone()
    assert counts == (60, 60)
    assert _dump(db) == _dump(clean)


def test_two_concurrent_runs_do_not_corrupt(tmp_path):
    corpus = _corpus(tmp_path / "corpus", 30)
    db = tmp_path / "shared.db"
    first = subprocess.Popen(
        _ingest_cmd(corpus, db), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    second = subprocess.Popen(
        _ingest_cmd(corpus, db), stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    assert first.wait() == EXIT_OK and second.wait() == EXIT_OK
    with sqlite3.connect(db) as conn:
        assert conn.execute("pragma integrity_check").fetchone() == ("ok",)
        assert conn.execute("select count(*) from documents").fetchone() == (30,)


def test_no_wait_fails_clearly_while_another_run_writes(tmp_path, runner):
    from ingest.store import writer_lock

    corpus = _corpus(tmp_path / "corpus", 2)
    db = tmp_path / "e.db"
    with writer_lock(db):
        result = runner.invoke(ingest_command, [str(corpus), "--out", str(db), "--no-wait"])
    assert result.exit_code == EXIT_FATAL
    assert "another ingest is writing" in result.output and "Traceback" not in result.output


def test_unwritable_output_is_one_clear_line(tmp_path, runner):
    corpus = _corpus(tmp_path / "corpus", 1)
    result = runner.invoke(ingest_command, [str(corpus), "--out", str(tmp_path / "nope/e.db")])
    assert result.exit_code == EXIT_FATAL
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "does not exist" in lines[0]


def test_a_directory_as_output_is_a_usage_error(tmp_path, runner):
    corpus = _corpus(tmp_path / "corpus", 1)
    result = runner.invoke(ingest_command, [str(corpus), "--out", str(tmp_path)])
    assert result.exit_code == 2 and "is a directory" in result.output


def test_rejects_give_exit_code_3(tmp_path, runner):
    root = tmp_path / "corpus"
    make_hostile_corpus(root)
    result = runner.invoke(
        ingest_command, [str(root), "--out", str(tmp_path / "e.db"), "--max-file-size", "25000"]
    )
    assert result.exit_code == EXIT_REJECTS
    assert "skipped: binary.txt: binary file" in result.output
