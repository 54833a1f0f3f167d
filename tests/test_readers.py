import json
import os
from pathlib import Path

import pytest

from ingest.models import Shape
from ingest.readers import decode, find_files, read_file


def read_one(path: Path, root: Path):
    result = read_file(path, root)
    assert not [r for r in result.rejects if r.skipped], result.rejects
    (doc,) = result.documents
    return doc


def test_text_document_id_posts_and_spans(corpus):
    doc = read_one(corpus / "forum" / "dual-3090.txt", corpus)
    assert doc.id == "forum/dual-3090.txt"
    assert doc.shape is Shape.TEXT
    assert len(doc.posts) == 12
    for post in doc.posts:
        assert doc.text[post.start : post.end] == post.text
    assert doc.posts[9].own_text == "Not yet, but I will report back."


def test_github_issue_title_joins_body_and_comments_follow(corpus):
    doc = read_one(corpus / "github" / "regression.json", corpus)
    assert doc.shape is Shape.GITHUB
    assert doc.title == "Decode throughput regression after upgrading to 0.10"
    assert doc.author == "alice" and doc.url.endswith("/issues/1")
    first, second, third = doc.posts  # the empty comment is not a post
    assert first.text.startswith("Decode throughput regression after upgrading to 0.10\n\nLaunch:")
    assert (second.author, third.author) == ("bob", "alice")
    assert third.url.endswith("issuecomment-3") and third.created_at == "2026-01-05T13:00:00Z"
    assert third.own_text.startswith("`vllm bench serve")
    assert "html_url" not in doc.text  # the posts' text, not raw JSON
    assert json.loads(doc.raw)["title"] == doc.title  # raw input kept
    for post in doc.posts:
        assert doc.text[post.start : post.end] == post.text


def test_generic_json_nested_replies_in_reading_order(corpus):
    doc = read_one(corpus / "forum" / "m3-ultra.json", corpus)
    assert doc.shape is Shape.JSON
    assert [p.author for p in doc.posts] == ["dave", "erin", "dave", "frank"]
    assert doc.posts[0].text.startswith("M3 Ultra MLX numbers\n\ngpt-oss-120b")
    assert doc.posts[3].text == "Same chip here, I see closer to 55."


def test_jsonl_gives_one_document_per_line(corpus):
    result = read_file(corpus / "forum" / "short-threads.jsonl", corpus)
    assert [d.id for d in result.documents] == [
        "forum/short-threads.jsonl#0",
        "forum/short-threads.jsonl#1",
    ]
    assert len(result.documents[0].posts) == 2
    assert result.documents[0].sha256 != result.documents[1].sha256


def test_jsonl_bad_line_is_rejected_others_kept(tmp_path):
    f = tmp_path / "t.jsonl"
    f.write_text('{"text": "ok 1"}\n{broken\n\n[1, 2]\n{"text": "ok 4"}\n')
    result = read_file(f, tmp_path)
    assert [d.id for d in result.documents] == ["t.jsonl#0", "t.jsonl#4"]
    assert [(r.document_id, r.reason.split(":")[0]) for r in result.rejects] == [
        ("t.jsonl#1", "malformed JSON on line 1"),
        ("t.jsonl#3", "JSON of the wrong shape on line 3"),
    ]


def test_html_visible_text_only(corpus):
    doc = read_one(corpus / "web" / "h200-notes.html", corpus)
    assert doc.shape is Shape.HTML
    assert "9999" not in doc.text and "color" not in doc.text and "Bench notes" not in doc.text
    assert "SGLang on 8x H200 & DeepSeek V3" in doc.text
    assert "<html>" in doc.raw


@pytest.mark.parametrize(
    ("name", "content", "reason"),
    [
        ("empty.txt", b"", "empty file"),
        ("blank.md", b"  \n\n \t\n", "empty file"),
        ("bin.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00", "binary file"),
        ("bad.json", b'{"title": "x", ', "malformed JSON"),
        ("shape.json", b'"just a string"', "JSON of the wrong shape"),
        ("nested.json", b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        ("notext.json", b'{"author": "x"}', "no text"),
        ("photo.png", b"abc", "unsupported file type"),
    ],
)
def test_bad_input_is_rejected_with_a_reason(tmp_path, name, content, reason):
    f = tmp_path / name
    f.write_bytes(content)
    result = read_file(f, tmp_path)
    assert result.documents == []
    (reject,) = result.rejects
    assert reason in reject.reason and reject.skipped and reject.path == name


def test_oversized_file_is_rejected_unread(tmp_path):
    f = tmp_path / "big.txt"
    f.write_text("x" * 200)
    (reject,) = read_file(f, tmp_path, max_bytes=100).rejects
    assert reject.reason == "file too large: 200 bytes, limit 100"


def test_invalid_utf8_is_ingested_with_replacement_and_flagged(tmp_path):
    f = tmp_path / "latin.txt"
    f.write_bytes("caf\xe9 runs 12 tok/s".encode("latin-1"))
    result = read_file(f, tmp_path)
    (doc,) = result.documents
    assert doc.text == "caf\ufffd runs 12 tok/s" and doc.decode_errors == 1
    (reject,) = result.rejects
    assert not reject.skipped and "invalid UTF-8" in reject.reason


def test_utf16_with_bom_and_crlf(tmp_path):
    f = tmp_path / "win.txt"
    f.write_bytes("one\r\ntwo\r\n\r\nthree\rfour".encode("utf-16"))
    doc = read_one(f, tmp_path)
    assert [p.text for p in doc.posts] == ["one\ntwo", "three\nfour"]


def test_decode_plain_utf8():
    assert decode("ok ✓".encode()).text == "ok ✓"
    assert decode(b"a\x00b") is None


def test_walk_order_is_fixed_and_hidden_skipped(tmp_path):
    for name in ["b/z.txt", "a/y.txt", "x.txt", ".git/config.txt", "a/.hidden.txt"]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("text")
    files, rejects = find_files(tmp_path)
    assert [f.relative_to(tmp_path).as_posix() for f in files] == ["a/y.txt", "b/z.txt", "x.txt"]
    assert rejects == []


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="no symlinks")
def test_symlinks_outside_root_and_loops_are_not_followed(tmp_path):
    root = tmp_path / "root"
    (root / "d").mkdir(parents=True)
    (root / "d" / "real.txt").write_text("text")
    outside = tmp_path / "secret.txt"
    outside.write_text("secret")
    (root / "out.txt").symlink_to(outside)
    (root / "inside.txt").symlink_to(root / "d" / "real.txt")
    (root / "d" / "loop").symlink_to(root, target_is_directory=True)
    files, rejects = find_files(root)
    assert [f.relative_to(root).as_posix() for f in files] == ["d/real.txt", "inside.txt"]
    assert sorted((r.path, r.reason) for r in rejects) == [
        ("d/loop", "symbolic link to a directory not followed"),
        ("out.txt", "symbolic link points outside the corpus root"),
    ]


def test_single_file_root_uses_the_file_name(corpus):
    path = corpus / "forum" / "dual-3090.txt"
    files, _ = find_files(path)
    assert files == [path.resolve()]
    assert read_one(path, path).id == "dual-3090.txt"
