"""The gold format of the labeling guide, as validated pydantic models.

Gold files and exported predictions share this format, so anything written
to the guide can be scored. Keys the guide does not define are ignored;
a value that breaks the guide raises :class:`GoldError` naming the file and
the key.
"""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ingest.errors import EvidenceError


class GoldError(EvidenceError):
    """A gold file that is not valid JSON or breaks the guide."""


class Metric(StrEnum):
    DECODE_TPS = "decode_tps"
    PREFILL_TPS = "prefill_tps"
    TOTAL_TPS = "total_tps"
    ACCEPTANCE_RATE = "acceptance_rate"
    ACCEPTANCE_LENGTH = "acceptance_length"
    SPEEDUP = "speedup"
    TTFT_MS = "ttft_ms"
    TPOT_MS = "tpot_ms"
    LATENCY_S = "latency_s"
    REQUEST_RATE = "request_rate"
    STEP_RATE = "step_rate"


class Stat(StrEnum):
    MEDIAN = "median"
    MEAN = "mean"
    P50 = "p50"
    P90 = "p90"
    P99 = "p99"
    PEAK = "peak"
    MIN = "min"
    MAX = "max"


class CaveatKind(StrEnum):
    NOT_ESTABLISHED = "not_established"
    FAILURE = "failure"
    CONFIG_TRAP = "config_trap"
    SCOPE = "scope"
    METHOD = "method"


Scalar = str | bool | int | float

#: Context keys of the guide and the Python types their values must have.
CONTEXT_TYPES: dict[str, tuple[type, ...]] = {
    "model": (str,),
    "precision": (str,),
    "accelerator": (str,),
    "accelerator_count": (int,),
    "tp": (int,),
    "ep": (int,),
    "dp": (int,),
    "pp": (int,),
    "engine": (str,),
    "engine_version": (str,),
    "spec_method": (str,),
    "spec_enabled": (bool,),
    "spec_tokens": (int,),
    "workload": (str,),
    "scope": (str,),
    "concurrency": (int,),
    "batch_size": (int,),
    "input_len": (int, float),
    "output_len": (int, float),
    "temperature": (int, float),
}

#: Allowed values of the context keys that have a closed vocabulary.
CONTEXT_VALUES: dict[str, frozenset[str]] = {
    "engine": frozenset(
        {
            "vllm",
            "sglang",
            "tensorrt-llm",
            "llama.cpp",
            "ik_llama.cpp",
            "ollama",
            "lmdeploy",
            "tgi",
            "exllamav2",
            "mlx-lm",
            "ktransformers",
            "other",
        }
    ),  # fmt: skip
    "spec_method": frozenset(
        {
            "dspark",
            "dflash",
            "eagle",
            "eagle3",
            "mtp",
            "ngram",
            "suffix",
            "medusa",
            "draft-model",
            "lookahead",
            "other",
        }
    ),  # fmt: skip
    "workload": frozenset({"prose", "code", "structured", "chat", "math", "mixed", "random"}),
    "scope": frozenset({"single_stream", "per_request", "aggregate"}),
}


class _Item(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class ValueRange(_Item):
    """A metric and its value range, as in a correction's ``old`` and ``new``."""

    metric: Metric
    low: float
    high: float


class GoldClaim(_Item):
    metric: Metric
    low: float
    high: float
    approx: bool = False
    stat: Stat | None = None
    quote: str = Field(min_length=1)
    context: dict[str, Scalar] = Field(default_factory=dict)
    superseded: bool = False
    optional: bool = False

    @field_validator("context")
    @classmethod
    def _check_context(cls, context: dict[str, Any]) -> dict[str, Any]:
        for key, value in context.items():
            types = CONTEXT_TYPES.get(key)
            if types is None:
                continue  # a key the guide does not define: kept, compared as given
            if isinstance(value, bool) and bool not in types:
                raise ValueError(f"context.{key}: expected {types[0].__name__}, got a boolean")
            if not isinstance(value, types):
                raise ValueError(
                    f"context.{key}: expected {types[0].__name__}, got {type(value).__name__}"
                )
            allowed = CONTEXT_VALUES.get(key)
            if allowed is not None and value not in allowed:
                raise ValueError(f"context.{key}: {value!r} is not one of {sorted(allowed)}")
        return context


class GoldCaveat(_Item):
    kind: CaveatKind
    quote: str = Field(min_length=1)
    optional: bool = False


class GoldCorrection(_Item):
    quote: str = Field(min_length=1)
    old: ValueRange | None = None
    new: ValueRange | None = None
    optional: bool = False


class GoldPost(_Item):
    anchor: str = Field(min_length=1)
    occurrences: Annotated[int, Field(ge=1)] = 1


class GoldDocument(_Item):
    """One document's labels (or predictions) in the guide's format."""

    document: str = Field(min_length=1)
    posts: list[GoldPost] = Field(default_factory=list)
    near_duplicates: list[tuple[str, str]] = Field(default_factory=list)
    claims: list[GoldClaim] = Field(default_factory=list)
    caveats: list[GoldCaveat] = Field(default_factory=list)
    corrections: list[GoldCorrection] = Field(default_factory=list)


def load_gold_file(path: Path) -> GoldDocument:
    """Load and validate one gold file.

    Raises:
        GoldError: the file is not JSON or breaks the guide; the message names
            the file and the offending key.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise GoldError(f"{path}: cannot read: {exc}") from exc
    except json.JSONDecodeError as exc:
        raise GoldError(f"{path}: not valid JSON: {exc}") from exc
    try:
        return GoldDocument.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "(top level)"
        raise GoldError(f"{path}: {where}: {first['msg']}") from exc


def load_gold_dir(directory: Path) -> dict[str, GoldDocument]:
    """Load every ``*.json`` gold file under ``directory``, keyed by document id.

    Raises:
        GoldError: a file breaks the guide, two files name the same document,
            or the directory holds no gold file.
    """
    if not directory.is_dir():
        raise GoldError(f"{directory}: not a directory")
    gold: dict[str, GoldDocument] = {}
    origin: dict[str, Path] = {}
    for path in sorted(directory.rglob("*.json")):
        doc = load_gold_file(path)
        if doc.document in gold:
            raise GoldError(
                f"{path}: document {doc.document!r} is already labeled in {origin[doc.document]}"
            )
        gold[doc.document] = doc
        origin[doc.document] = path
    if not gold:
        raise GoldError(f"{directory}: no gold files (*.json) found")
    return gold


def gold_file_name(document_id: str) -> str:
    """The file name a document's gold file gets: its id, ``.json`` added unless present."""
    return document_id if document_id.endswith(".json") else f"{document_id}.json"
