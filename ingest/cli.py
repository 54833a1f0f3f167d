"""Command-line interface: a thin layer over the library.

``ingest`` runs the main job; ``evidence`` holds the other verbs. Each
command parses options, calls one library function and turns library errors
into one clear line on stderr with a documented exit code.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import click

from ingest import browse, registry
from ingest.errors import EvidenceError
from ingest.export import document_texts, export_predictions, write_gold_dir
from ingest.gold import load_gold_dir
from ingest.pipeline import IngestSummary, run_ingest
from ingest.readers import MAX_FILE_BYTES
from ingest.report import FORMATS, render
from ingest.scoring import score
from ingest.store import open_db, writer_lock

#: Exit codes of ``ingest`` (also documented in the README).
EXIT_OK = 0
EXIT_FATAL = 1
EXIT_USAGE = 2
EXIT_REJECTS = 3
EXIT_BELOW_FLOOR = 4

#: Rejects listed in the summary before it points to ``evidence show``.
SUMMARY_REJECTS_SHOWN = 10


@contextmanager
def _user_errors() -> Iterator[None]:
    try:
        yield
    except EvidenceError as exc:
        click.echo(f"error: {exc}", err=True)
        sys.exit(EXIT_FATAL)


class _Bar:
    """A progress bar on stderr, shown only when stderr is a terminal."""

    def __init__(self) -> None:
        self._bar: Any = None

    def __call__(self, done: int, total: int, path: Path) -> None:
        if self._bar is None:
            self._bar = click.progressbar(
                length=total, label="ingesting", file=sys.stderr, show_pos=True
            )
            self._bar.__enter__()
        self._bar.update(1, current_item=path.name)

    def close(self) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)


@click.command(
    "ingest",
    epilog="Example:\n\n    ingest corpus/ --out evidence.db",
    context_settings={"help_option_names": ["-h", "--help"]},
)
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--out", "-o", "out", default="evidence.db", show_default=True,
    type=click.Path(dir_okay=False, path_type=Path), help="SQLite database to create or update.",
)  # fmt: skip
@click.option(
    "--max-file-size", default=MAX_FILE_BYTES, show_default=True, type=click.IntRange(min=1),
    help="Files larger than this many bytes are rejected unread.",
)  # fmt: skip
@click.option(
    "--prune", is_flag=True,
    help="Delete documents whose file is gone from the corpus (default: keep and flag them).",
)  # fmt: skip
@click.option(
    "--progress/--no-progress", default=None,
    help="Show a progress bar on stderr (default: only when stderr is a terminal).",
)  # fmt: skip
@click.option(
    "--wait/--no-wait", default=True, show_default=True,
    help="When another ingest is writing the same database, wait for it (or fail at once).",
)  # fmt: skip
def ingest_command(
    paths: tuple[Path, ...],
    out: Path,
    max_file_size: int,
    prune: bool,
    progress: bool | None,
    wait: bool,
) -> None:
    """Read corpus files, split them into posts, deduplicate, and store them.

    PATHS are corpus directories (walked recursively) or single files. Each is
    a root: document ids are paths relative to it. Re-running on the same
    corpus changes nothing; only new or changed documents are processed.

    Exit status: 0 when every file was ingested cleanly, 3 when the run
    finished but some input was rejected or flagged (see the summary), 1 on a
    fatal error, 2 on a usage error.
    """
    show_bar = sys.stderr.isatty() if progress is None else progress
    bar = _Bar() if show_bar else None

    def waiting() -> None:
        click.echo(f"waiting for another ingest to finish writing {out} ...", err=True)

    with _user_errors(), writer_lock(out, wait=wait, on_wait=waiting):
        db = open_db(out)
        try:
            summary = run_ingest(paths, db, max_bytes=max_file_size, prune=prune, progress=bar)
        finally:
            if bar:
                bar.close()
            db.close()
    click.echo(format_summary(summary, out))
    sys.exit(EXIT_REJECTS if summary.rejects else EXIT_OK)


def format_summary(summary: IngestSummary, out: Path) -> str:
    """The one-screen summary printed at the end of ``ingest``."""
    lines = [
        f"ingested into {out}",
        f"  files read            {summary.files}",
        f"  documents             {summary.documents}"
        f"  ({summary.new} new, {summary.changed} changed, {summary.unchanged} unchanged)",
        f"  posts                 {summary.posts}",
        f"  distinct posts        {summary.distinct_posts}",
        f"  duplicate copies      {summary.duplicates}",
        f"  near-duplicate links  {summary.near_duplicate_links}",
        f"  cross-document copies {summary.cross_document_copies}",
        f"  rejects               {summary.skipped} skipped, {summary.flagged} flagged",
    ]
    if summary.missing:
        lines.append(
            f"  missing               {len(summary.missing)} document(s) no longer in the corpus"
            " (kept, flagged missing; --prune deletes them)"
        )
        lines.extend(f"    {doc_id}" for doc_id in summary.missing[:SUMMARY_REJECTS_SHOWN])
    if summary.pruned:
        lines.append(f"  pruned                {len(summary.pruned)} document(s) deleted")
    for reject in summary.rejects[:SUMMARY_REJECTS_SHOWN]:
        what = "flagged" if not reject.skipped else "skipped"
        name = reject.document_id or reject.path
        lines.append(f"  {what}: {name}: {reject.reason}")
    if len(summary.rejects) > SUMMARY_REJECTS_SHOWN:
        more = len(summary.rejects) - SUMMARY_REJECTS_SHOWN
        lines.append(f"  ... and {more} more: evidence show {out} --rejects")
    return "\n".join(lines)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def evidence() -> None:
    """Browse, score and export an evidence database made by ``ingest``.

    Example:

        evidence show evidence.db
    """


@evidence.command(
    "show",
    epilog=(
        "Examples:\n\n    evidence show evidence.db\n\n"
        "    evidence show evidence.db forum/thread.txt\n\n"
        "    evidence show evidence.db --rejects"
    ),
)
@click.argument("db_path", metavar="DB", type=click.Path(dir_okay=False, path_type=Path))
@click.argument("item", required=False)
@click.option("--rejects", is_flag=True, help="List every rejected or flagged input.")
def show(db_path: Path, item: str | None, rejects: bool) -> None:
    """Show what DB holds: an overview, one document's posts, or the rejects.

    ITEM is a document id (as listed in the overview), a post id, an evidence
    id (ev-...) or a record id from the registry export.
    """
    with _user_errors():
        db = open_db(db_path, readonly=True)
        try:
            if rejects:
                text = browse.rejects_text(db)
            elif item and item.startswith("ev-") or item and registry.looks_like_record(item):
                found = registry.find(db, item)
                if found is None:
                    raise EvidenceError(f"no evidence item or record with id {item!r}")
                text = browse.registry_text(found)
            elif item:
                text = browse.item_text(db, item)
            else:
                text = browse.overview_text(db)
        finally:
            db.close()
    click.echo(text)


@evidence.command(
    "score",
    epilog=(
        "Examples:\n\n    evidence score evidence.db --gold gold/\n\n"
        "    evidence score evidence.db --gold ../shared/devset/gold --format markdown --details"
    ),
)
@click.argument("db_path", metavar="DB", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--gold", "gold_dir", required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="Directory of gold files written to the labeling guide (searched recursively).",
)  # fmt: skip
@click.option(
    "--format", "fmt", type=click.Choice(FORMATS), default="table", show_default=True,
    help="Output format.",
)  # fmt: skip
@click.option("--details", is_flag=True, help="List every miss, false positive and disagreement.")
@click.option(
    "--min-claim-f1", type=click.FloatRange(0, 1), default=None,
    help="Exit with status 4 when claim F1 is below this floor (for CI).",
)  # fmt: skip
def score_command(
    db_path: Path, gold_dir: Path, fmt: str, details: bool, min_claim_f1: float | None
) -> None:
    """Score the database's predictions against a gold directory.

    Implements the labeling guide's "Scoring" section: claims precision,
    recall and F1, strict F1, per-context-key accuracy and invented rate,
    superseded flags, caveats (with kind accuracy), corrections, duplicates and
    grounding. Only documents that have a gold file are scored.
    """
    with _user_errors():
        gold = load_gold_dir(gold_dir)
        db = open_db(db_path, readonly=True)
        try:
            report = score(gold, export_predictions(db), document_texts(db))
        finally:
            db.close()
    click.echo(render(report, fmt, details))
    if min_claim_f1 is not None and report.claims.f1 < min_claim_f1:
        click.echo(
            f"error: claim F1 {report.claims.f1:.4f} is below the floor {min_claim_f1:.4f}",
            err=True,
        )
        sys.exit(EXIT_BELOW_FLOOR)


@evidence.command(
    "export",
    epilog="Example:\n\n    evidence export evidence.db --format gold --out predictions/",
)
@click.argument("db_path", metavar="DB", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--format", "fmt", type=click.Choice(["gold", "registry"]), default="gold", show_default=True,
    help="gold: one file per document in the labeling guide's gold format (--out is a "
    "directory). registry: evidence items and records, one validated JSON object per line "
    "(--out is a .jsonl file).",
)  # fmt: skip
@click.option(
    "--out", "out", required=True, type=click.Path(path_type=Path),
    help="Directory (gold) or file (registry) to write.",
)  # fmt: skip
def export_command(db_path: Path, fmt: str, out: Path) -> None:
    """Export the predictions of DB for scoring or for the registry.

    In the gold format, each post's anchor is its whole own text, so any
    tool that reads the labeling guide can score the export. The registry
    format follows the JSON Schema printed by `evidence schema`.
    """
    with _user_errors():
        db = open_db(db_path, readonly=True)
        try:
            if fmt == "registry":
                try:
                    count = registry.write_jsonl(db, out)
                except OSError as exc:
                    raise EvidenceError(f"cannot write to {out}: {exc.strerror or exc}") from exc
                click.echo(f"wrote {count} line(s) to {out}")
                return
            predictions = export_predictions(db)
        finally:
            db.close()
        try:
            written = write_gold_dir(predictions, out)
        except OSError as exc:
            raise EvidenceError(f"cannot write to {out}: {exc.strerror or exc}") from exc
    click.echo(f"wrote {len(written)} file(s) to {out}")


@evidence.command("schema", epilog="Example:\n\n    evidence schema > registry.schema.json")
def schema_command() -> None:
    """Print the JSON Schema of one line of the registry export."""
    click.echo(json.dumps(registry.json_schema(), indent=2, sort_keys=True))
