"""What the registry takes in: evidence items and records, validated.

An *evidence item* is one source document and one model: its source, its
caveats, its corrections and its records. A *record* is one measured metric
under one set of conditions: its value range, the claims behind it with
provenance, the claims it superseded with their replacements, the
interconnects present in its hardware, and an audit of its load conditions
that names every condition the text does not give, never a plausible guess.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import regex
import sqlite_utils
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from extractors.catalog import accelerator as catalog_accelerator
from ingest.errors import EvidenceError

CONDITIONS = (
    "model",
    "hardware",
    "batch_or_concurrency",
    "input_length",
    "output_length",
    "engine_version",
    "warmup",
)

#: What would fill each load condition when the text does not give it.
NEEDED: dict[str, str] = {
    "model": "the model name or checkpoint the run served",
    "hardware": "the accelerator model and count of the run",
    "batch_or_concurrency": ("the run's concurrency (e.g. --max-concurrency) or static batch size"),
    "input_length": (
        "the run's ISL, or the harness's --random-input-len or the prepared dataset's"
        " input-length profile"
    ),
    "output_length": "the run's OSL, or the harness's --random-output-len or max_tokens",
    "engine_version": (
        "the engine release or commit the run used (server log, pip freeze, image tag)"
    ),
    "warmup": (
        "the raw harness log's warm-up phase or the benchmark command line's warm-up"
        " settings (e.g. trtllm-bench --warm_up N)"
    ),
}

#: A statement of the run's warm-up: its settings, its runs, or that there was none.
_WARMUP_RE = regex.compile(
    r"(?i)--warm[_-]?ups?[= ]\d+"
    r"|\b\d+\s+warm[- ]?up\s+(?:runs?|requests?|iterations?|pass(?:es)?)\b"
    r"|\b(?:no\s+|one\s+|a\s+)?warm[- ]?up\s+(?:runs?|requests?|iterations?|pass(?:es)?|phase)\b"
    r"[^.\n]{0,40}"
    r"|\bwarmed\s+up\b[^.\n]{0,40}|\bafter\s+(?:a\s+)?warm[- ]?up\b[^.\n]{0,40}"
)
_HYPOTHETICAL_RE = regex.compile(
    r"(?i)\b(?:need|needs|needed|would|unrecoverable|missing|absent|unknown)\b"
)
_METRIC_SHORT = {
    "decode_tps": "tps", "prefill_tps": "prefill-tps", "total_tps": "total-tps",
    "acceptance_rate": "accept-rate", "acceptance_length": "accept-len", "speedup": "speedup",
    "ttft_ms": "ttft", "tpot_ms": "tpot", "latency_s": "latency", "request_rate": "rps",
    "step_rate": "steps",
}  # fmt: skip
_ENGINE_SHORT = {"tensorrt-llm": "trtllm", "llama.cpp": "llamacpp", "ik_llama.cpp": "ikllamacpp"}
_SCOPE_SHORT = {"single_stream": "ss", "per_request": "per-req", "aggregate": "agg"}


class RegistryError(EvidenceError):
    """Two different records would get one id."""


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class Provenance(_Model):
    """Where a claim was read: its document, post, character span and quote."""

    claim_id: str
    document_id: str
    post_id: str | None
    start: int
    end: int
    quote: str


class ValueRange(_Model):
    metric: str
    low: float
    high: float


class Superseded(_Model):
    """A claim its author took back, and what replaced it (absent for a retraction)."""

    claim: Provenance
    value: ValueRange
    correction_quote: str | None = None
    replaced_by: Provenance | None = None


class PresentCondition(_Model):
    condition: str
    value: Any
    quote: str


class AbsentCondition(_Model):
    condition: str
    reason: str
    needed: str


class LoadConditions(_Model):
    present: list[PresentCondition] = Field(default_factory=list)
    absent: list[AbsentCondition] = Field(default_factory=list)


class Methodology(_Model):
    """The conditions a record was measured under, each only where the text gives it."""

    engine: str | None = None
    engine_version: str | None = None
    precision: str | None = None
    accelerator: str | None = None
    accelerator_count: int | None = None
    tp: int | None = None
    ep: int | None = None
    dp: int | None = None
    pp: int | None = None
    spec_method: str | None = None
    spec_tokens: int | None = None
    spec_enabled: bool | None = None
    workload: str | None = None
    scope: str | None = None
    concurrency: int | None = None
    batch_size: int | None = None
    input_len: float | None = None
    output_len: float | None = None
    temperature: float | None = None


class Record(_Model):
    type: Literal["record"] = "record"
    id: str
    evidence_id: str
    model: str | None
    metric: str
    low: float
    high: float
    approx: bool = False
    stat: str | None = None
    methodology: Methodology
    interconnect_ids: list[str] = Field(
        description=(
            "Interconnects of the accelerator's catalog entry: the fabric present in the "
            "hardware configuration, not traffic measured over it. Empty when the catalog "
            "lists none or the accelerator is unknown."
        )
    )
    load_conditions: LoadConditions
    claims: list[Provenance]
    superseded: list[Superseded] = Field(default_factory=list)


class Source(_Model):
    document_id: str
    url: str | None = None
    author: str | None = None
    created_at: str | None = None
    title: str | None = None


class CaveatItem(_Model):
    kind: str
    quote: str
    document_id: str
    start: int
    end: int


class CorrectionItem(_Model):
    quote: str
    document_id: str
    start: int
    end: int
    old: ValueRange | None = None
    new: ValueRange | None = None


class EvidenceItem(_Model):
    type: Literal["evidence"] = "evidence"
    id: str
    model: str | None
    source: Source
    caveats: list[CaveatItem] = Field(default_factory=list)
    corrections: list[CorrectionItem] = Field(default_factory=list)
    records: list[str] = Field(default_factory=list)


RegistryItem = EvidenceItem | Record


def json_schema() -> dict[str, Any]:
    """The JSON Schema of one exported line (an evidence item or a record).

    The same schema ships with the package as ``ingest/data/registry.schema.json``.
    """
    return TypeAdapter(RegistryItem).json_schema()


def slug(text: str) -> str:
    """Lowercase, dots dropped, anything else not a letter or digit a single ``-``."""
    text = text.lower().replace(".", "")
    return regex.sub(r"[^a-z0-9]+", "-", text).strip("-")


def source_slug(document_id: str, url: str | None) -> str:
    """``sglang-issue-40877`` for a GitHub thread, else the document's file name."""
    m = regex.search(r"github\.com/[^/]+/([^/]+)/(issues|pull)/(\d+)", url or "")
    if m:
        kind = "issue" if m[2] == "issues" else "pr"
        return f"{slug(m[1])}-{kind}-{m[3]}"
    name = document_id.rsplit("/", 1)[-1]
    name = regex.sub(r"\.(?:txt|md|markdown|json|jsonl|html?|ndjson)(?=#|$)", "", name)
    return slug(name)


def _length(value: float | None) -> str | None:
    if value is None:
        return None
    return f"{value / 1000:g}k" if value >= 1000 and value % 1000 == 0 else f"{value:g}"


def record_id(model: str | None, metric: str, m: Methodology) -> str:
    """``<engine>-<model>-<precision>-<accelerator>-...-<metric>``, parts only where known."""
    parts: list[str] = [_ENGINE_SHORT.get(m.engine or "", m.engine or "engine-unknown")]
    parts.append(model or "model-unknown")
    if m.precision:
        parts.append(m.precision)
    if m.accelerator:
        short = m.accelerator.split("-", 1)[-1]
        parts.append(f"{m.accelerator_count}x{short}" if m.accelerator_count else short)
    for key in ("tp", "ep", "dp", "pp"):
        value = getattr(m, key)
        if value:
            parts.append(f"{key}{value}")
    if m.spec_enabled is False:
        parts.append("nospec")
    elif m.spec_method:
        parts.append(f"{m.spec_method}{m.spec_tokens or ''}")
    if m.workload:
        parts.append(m.workload)
    if m.scope:
        parts.append(_SCOPE_SHORT.get(m.scope, m.scope))
    if m.concurrency and m.concurrency > 1:
        parts.append(f"c{m.concurrency}")
    if m.batch_size:
        parts.append(f"bs{m.batch_size}")
    lengths = [_length(m.input_len), _length(m.output_len)]
    if any(lengths):
        parts.append("".join(x or "x" for x in lengths))
    if m.engine_version:
        parts.append(f"v{m.engine_version.lstrip('v')}")
    if m.temperature is not None:
        parts.append(f"t{m.temperature:g}")
    parts.append(_METRIC_SHORT.get(metric, metric))
    return slug("-".join(str(p) for p in parts))


def build(db: sqlite_utils.Database) -> tuple[list[EvidenceItem], list[Record]]:
    """Evidence items and records of every present document, in a fixed order.

    Raises:
        RegistryError: two different records would share an id.
    """
    evidence: dict[str, EvidenceItem] = {}
    records: dict[str, Record] = {}
    keys: dict[str, tuple[Any, ...]] = {}
    docs = db.execute(
        "select id, url, author, created_at, title, text from documents"
        " where missing = 0 order by id"
    ).fetchall()
    for doc_id, url, author, created_at, title, text in docs:
        claims = _claims(db, doc_id)
        if not claims:
            continue
        source = Source(
            document_id=doc_id, url=url, author=author, created_at=created_at, title=title
        )
        caveats = [
            CaveatItem(kind=k, quote=q, document_id=doc_id, start=s, end=e)
            for k, q, s, e in db.execute(
                "select kind, quote, start, end from caveats where document_id = ? order by start",
                [doc_id],
            )
        ]
        corrections = [
            CorrectionItem(
                quote=q,
                document_id=doc_id,
                start=s,
                end=e,
                old=ValueRange(**json.loads(old)) if old else None,
                new=ValueRange(**json.loads(new)) if new else None,
            )
            for q, s, e, old, new in db.execute(
                "select quote, start, end, old, new from corrections where document_id = ?"
                " order by start",
                [doc_id],
            )
        ]
        correction_quotes = dict(
            db.execute(
                "select id, quote from corrections where document_id = ?", [doc_id]
            ).fetchall()
        )
        warmup = next(
            (
                m
                for m in _WARMUP_RE.finditer(text)
                if not _HYPOTHETICAL_RE.search(text, max(0, m.start() - 40), m.start())
            ),
            None,
        )
        by_id = {c["id"]: c for c in claims}
        groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
        for claim in claims:
            if claim["superseded"]:
                continue
            context = claim["context"]
            methodology = Methodology(
                **{k: context[k] for k in Methodology.model_fields if k in context}
            )
            key = (context.get("model"), claim["metric"], methodology.model_dump_json())
            groups.setdefault(key, []).append(claim)
        for (model, metric, _), members in sorted(groups.items(), key=lambda kv: str(kv[0])):
            ev_id = f"ev-{source_slug(doc_id, url)}-{slug(model) if model else 'model-unknown'}"
            item = evidence.get(ev_id)
            if item is None:
                item = EvidenceItem(
                    id=ev_id, model=model, source=source, caveats=caveats, corrections=corrections
                )
                evidence[ev_id] = item
            first = members[0]
            methodology = Methodology(
                **{
                    k: first["context"][k]
                    for k in Methodology.model_fields
                    if k in first["context"]
                }
            )
            rid = record_id(slug(model) if model else None, metric, methodology)
            identity = (doc_id, model, metric, methodology.model_dump_json())
            if rid in records:
                if keys[rid] != identity:
                    raise RegistryError(f"record id {rid!r} would name two different records")
                continue
            keys[rid] = identity
            superseded = [
                Superseded(
                    claim=_provenance(old),
                    value=ValueRange(metric=old["metric"], low=old["low"], high=old["high"]),
                    correction_quote=correction_quotes.get(old["superseded_by"]),
                    replaced_by=_provenance(by_id[old["replaced_by"]]),
                )
                for old in claims
                if old["superseded"] and old["replaced_by"] in {c["id"] for c in members}
            ]
            records[rid] = Record(
                id=rid,
                evidence_id=ev_id,
                model=model,
                metric=metric,
                low=min(c["low"] for c in members),
                high=max(c["high"] for c in members),
                approx=any(c["approx"] for c in members),
                stat=first["stat"],
                methodology=methodology,
                interconnect_ids=_interconnects(methodology.accelerator),
                load_conditions=_audit(first, text, ev_id, warmup),
                claims=[_provenance(c) for c in members],
                superseded=superseded,
            )
            item.records.append(rid)
    return list(evidence.values()), list(records.values())


def _claims(db: sqlite_utils.Database, doc_id: str) -> list[dict[str, Any]]:
    rows = db.execute(
        "select id, document_id, post_id, start, end, quote, metric, low, high, approx, stat,"
        " context, context_sources, superseded, superseded_by, replaced_by from claims"
        " where document_id = ? order by start, end, metric",
        [doc_id],
    ).fetchall()
    names = (
        "id document_id post_id start end quote metric low high approx stat context"
        " context_sources superseded superseded_by replaced_by"
    ).split()
    claims = []
    for row in rows:
        claim = dict(zip(names, row, strict=True))
        claim["context"] = json.loads(claim["context"] or "{}")
        claim["context_sources"] = json.loads(claim["context_sources"] or "{}")
        claims.append(claim)
    return claims


def _provenance(claim: dict[str, Any]) -> Provenance:
    return Provenance(
        claim_id=claim["id"],
        document_id=claim["document_id"],
        post_id=claim["post_id"],
        start=claim["start"],
        end=claim["end"],
        quote=claim["quote"],
    )


def _interconnects(accelerator_id: str | None) -> list[str]:
    entry = catalog_accelerator(accelerator_id) if accelerator_id else None
    return list(entry.interconnects) if entry else []


def _audit(
    claim: dict[str, Any], text: str, evidence_id: str, warmup: regex.Match[str] | None
) -> LoadConditions:
    context, sources = claim["context"], claim["context_sources"]

    def quote(*keys: str) -> str:
        for key in keys:
            if key in sources:
                start, end = sources[key]
                return text[start:end]
        return claim["quote"]

    values: dict[str, tuple[Any, str] | None] = {
        "model": (context["model"], quote("model")) if "model" in context else None,
        "hardware": (
            {"accelerator": context["accelerator"], "count": context.get("accelerator_count")},
            quote("accelerator_count", "accelerator"),
        )
        if "accelerator" in context
        else None,
        "batch_or_concurrency": (
            {"concurrency": context["concurrency"]}
            if "concurrency" in context
            else {"batch_size": context["batch_size"]},
            quote("concurrency", "batch_size"),
        )
        if "concurrency" in context or "batch_size" in context
        else None,
        "input_length": (context["input_len"], quote("input_len"))
        if "input_len" in context
        else None,
        "output_length": (context["output_len"], quote("output_len"))
        if "output_len" in context
        else None,
        "engine_version": (context["engine_version"], quote("engine_version"))
        if "engine_version" in context
        else None,
        "warmup": (warmup.group().strip(), warmup.group().strip()) if warmup else None,
    }
    audit = LoadConditions()
    for condition in CONDITIONS:
        found = values[condition]
        if found is None:
            audit.absent.append(
                AbsentCondition(
                    condition=condition,
                    reason=f"unrecoverable from {evidence_id}",
                    needed=NEEDED[condition],
                )
            )
        else:
            audit.present.append(
                PresentCondition(condition=condition, value=found[0], quote=found[1])
            )
    return audit


def lines(db: sqlite_utils.Database) -> Iterator[str]:
    """One validated JSON object per line: each evidence item, then its records."""
    evidence, records = build(db)
    by_id = {r.id: r for r in records}
    for item in evidence:
        yield item.model_dump_json()
        for rid in item.records:
            yield by_id[rid].model_dump_json()


def write_jsonl(db: sqlite_utils.Database, out: Path) -> int:
    """Write the registry export to ``out``; return the number of lines."""
    count = 0
    with out.open("w", encoding="utf-8") as handle:
        for line in lines(db):
            handle.write(line + "\n")
            count += 1
    return count


def looks_like_record(item_id: str) -> bool:
    """A record id ends in a metric's short name."""
    return any(item_id.endswith("-" + short) for short in _METRIC_SHORT.values())


def find(db: sqlite_utils.Database, item_id: str) -> EvidenceItem | Record | None:
    """The evidence item or record with this id, if there is one."""
    evidence, records = build(db)
    items: list[EvidenceItem | Record] = [*evidence, *records]
    return next((item for item in items if item.id == item_id), None)
