import json
import sqlite3

import click
import pytest

from ingest.cli import (
    EXIT_BELOW_FLOOR,
    EXIT_FATAL,
    EXIT_OK,
    EXIT_REJECTS,
    evidence,
    ingest_command,
)


def test_ingest_prints_summary_and_exits_zero(corpus, tmp_path, runner):
    out = tmp_path / "e.db"
    result = runner.invoke(ingest_command, [str(corpus), "--out", str(out)])
    assert result.exit_code == EXIT_OK, result.output
    assert "documents             6  (6 new, 0 changed, 0 unchanged)" in result.output
    assert "near-duplicate links  1" in result.output
    assert "rejects               0 skipped, 0 flagged" in result.output
    with sqlite3.connect(out) as conn:
        assert conn.execute("pragma integrity_check").fetchone() == ("ok",)


def test_rejects_give_exit_code_3_and_are_listed(corpus, tmp_path, runner):
    (corpus / "broken.json").write_text("{")
    (corpus / "latin.txt").write_bytes("caf\xe9 9 tok/s".encode("latin-1"))
    result = runner.invoke(ingest_command, [str(corpus), "--out", str(tmp_path / "e.db")])
    assert result.exit_code == EXIT_REJECTS
    assert "rejects               1 skipped, 1 flagged" in result.output
    assert "skipped: broken.json: malformed JSON" in result.output
    assert "flagged: latin.txt: invalid UTF-8" in result.output
    shown = runner.invoke(evidence, ["show", str(tmp_path / "e.db"), "--rejects"])
    assert shown.exit_code == 0 and "broken.json: malformed JSON" in shown.output


def test_missing_path_is_one_line_error(tmp_path, runner):
    result = runner.invoke(
        ingest_command, [str(tmp_path / "nope"), "--out", str(tmp_path / "e.db")]
    )
    assert result.exit_code == EXIT_FATAL
    assert result.output.strip().splitlines() == [
        f"error: no such file or directory: {tmp_path / 'nope'}"
    ]


def test_corrupt_database_is_one_line_error(corpus, tmp_path, runner):
    bad = tmp_path / "bad.db"
    bad.write_bytes(b"garbage" * 1000)
    result = runner.invoke(ingest_command, [str(corpus), "--out", str(bad)])
    assert result.exit_code == EXIT_FATAL
    assert len(result.output.strip().splitlines()) == 1
    assert "not a usable SQLite database" in result.output
    assert "Traceback" not in result.output


def test_show_overview_document_and_post(corpus, tmp_path, runner):
    out = str(tmp_path / "e.db")
    runner.invoke(ingest_command, [str(corpus), "--out", out])
    overview = runner.invoke(evidence, ["show", out])
    assert overview.exit_code == 0
    assert (
        "forum/dual-3090.txt" in overview.output
        and "forum/short-threads.jsonl#1" in overview.output
    )
    doc = runner.invoke(evidence, ["show", out, "forum/dual-3090.txt"])
    assert doc.exit_code == 0 and "x3" in doc.output and "near of" in doc.output
    post_id = doc.output.split("post ")[2].split()[0]
    post = runner.invoke(evidence, ["show", out, post_id])
    assert post.exit_code == 0 and "3 occurrence(s)" in post.output
    unknown = runner.invoke(evidence, ["show", out, "nope"])
    assert (
        unknown.exit_code == EXIT_FATAL and "no document or post with id 'nope'" in unknown.output
    )


def test_show_on_missing_database_does_not_create_it(tmp_path, runner):
    result = runner.invoke(evidence, ["show", str(tmp_path / "none.db")])
    assert result.exit_code == EXIT_FATAL and "no database" in result.output
    assert not (tmp_path / "none.db").exists()


def _commands():
    yield "ingest", ingest_command
    for name, command in evidence.commands.items():
        yield f"evidence {name}", command


@pytest.mark.parametrize(("name", "command"), list(_commands()))
def test_every_command_documents_itself_with_an_example(name, command, runner):
    assert command.help, name
    ctx = click.Context(command, info_name=name)
    assert "Example" in command.get_help(ctx), name
    for param in command.params:
        if isinstance(param, click.Option):
            assert param.help, f"{name} {param.name}"


def test_export_then_score_against_itself_is_perfect(corpus, tmp_path, runner):
    db = str(tmp_path / "e.db")
    runner.invoke(ingest_command, [str(corpus), "--out", db])
    out = tmp_path / "pred"
    exported = runner.invoke(evidence, ["export", db, "--format", "gold", "--out", str(out)])
    assert exported.exit_code == 0 and "wrote 6 file(s)" in exported.output
    assert (out / "forum" / "short-threads.jsonl#0.json").is_file()
    scored = runner.invoke(evidence, ["score", db, "--gold", str(out), "--format", "json"])
    assert scored.exit_code == 0, scored.output
    data = json.loads(scored.output)
    assert data["documents"] == 6
    dup = data["duplicates"]
    assert dup["posts_found"]["value"] == 1.0 and dup["occurrences_agree"]["value"] == 1.0
    assert dup["extra_posts"] == 0 and dup["near_duplicates"]["f1"] == 1.0
    assert data["grounding_violations"] == 0


def test_score_formats_details_and_floor(corpus, tmp_path, runner):
    db = str(tmp_path / "e.db")
    runner.invoke(ingest_command, [str(corpus), "--out", db])
    gold = tmp_path / "gold"
    gold.mkdir()
    (gold / "t.json").write_text(
        json.dumps(
            {
                "document": "forum/dual-3090.txt",
                "claims": [{"metric": "decode_tps", "low": 999, "high": 999, "quote": "999 tok/s"}],
            }
        )
    )
    table = runner.invoke(evidence, ["score", db, "--gold", str(gold), "--details"])
    assert table.exit_code == 0
    assert "claims (strict)" in table.output and "claim missed: '999 tok/s'" in table.output
    md = runner.invoke(evidence, ["score", db, "--gold", str(gold), "--format", "markdown"])
    assert "| claims | tp 0  fp " in md.output
    floor = runner.invoke(evidence, ["score", db, "--gold", str(gold), "--min-claim-f1", "0.5"])
    assert floor.exit_code == EXIT_BELOW_FLOOR


def test_score_with_broken_gold_is_one_line_error(corpus, tmp_path, runner):
    db = str(tmp_path / "e.db")
    runner.invoke(ingest_command, [str(corpus), "--out", db])
    gold = tmp_path / "gold"
    gold.mkdir()
    (gold / "bad.json").write_text('{"document": "x", "caveats": [{"kind": "nope", "quote": "q"}]}')
    result = runner.invoke(evidence, ["score", db, "--gold", str(gold)])
    assert result.exit_code == EXIT_FATAL
    assert "bad.json: caveats.0.kind:" in result.output and "Traceback" not in result.output
