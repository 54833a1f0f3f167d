"""Catalogs as validated data: accelerators, engines, speculative methods, precisions.

Each catalog is a JSON file under ``extractors/data/`` with one pydantic
model per entry. Loading rejects duplicate ids and duplicate aliases (compared
case-insensitively), so a surface form always names one thing.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, TypeVar

import regex
from pydantic import BaseModel, ConfigDict, Field, ValidationError

#: Interconnect ids an accelerator entry may list.
INTERCONNECTS = frozenset(
    {
        "nvlink-1", "nvlink-2", "nvlink-3", "nvlink-4", "nvlink-5", "nvswitch",
        "pcie-gen1", "pcie-gen3", "pcie-gen4", "pcie-gen5", "pcie-gen6",
        "infinity-fabric", "ici", "roce-100g", "roce-200g",
    }
)  # fmt: skip


class CatalogError(ValueError):
    """A catalog file that breaks its schema or repeats an id or alias."""


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    aliases: tuple[str, ...] = Field(min_length=1)


class Accelerator(Entry):
    vendor: str
    memory_gb: float | None = None
    architecture: str
    interconnects: tuple[str, ...] = ()

    def model_post_init(self, __context: Any) -> None:
        unknown = set(self.interconnects) - INTERCONNECTS
        if unknown:
            raise ValueError(f"{self.id}: unknown interconnects {sorted(unknown)}")


class CpuFamily(Entry):
    """A processor family written by pattern ("i9-13900K", "EPYC 7443P"): its
    aliases are examples the pattern must read, its template builds the id."""

    vendor: str
    pattern: str
    template: str

    def model_post_init(self, __context: Any) -> None:
        try:
            compiled = self.compiled()
        except regex.error as exc:
            raise ValueError(f"{self.id}: bad pattern: {exc}") from exc
        fields = set(regex.findall(r"\{(\w+)\}", self.template))
        unknown = fields - set(compiled.groupindex)
        if unknown:
            raise ValueError(f"{self.id}: template names no group {sorted(unknown)}")
        for alias in self.aliases:
            if not compiled.search(alias):
                raise ValueError(f"{self.id}: pattern does not read its example {alias!r}")

    def compiled(self) -> regex.Pattern[str]:
        """The pattern, compiled case-insensitively ("Epyc", "EPYC")."""
        return regex.compile(self.pattern, regex.IGNORECASE)

    def cpu_id(self, m: regex.Match[str]) -> str:
        """The id of the processor ``m`` (a match of this family's pattern) names."""
        parts = {k: (m.group(k) or "") for k in regex.findall(r"\{(\w+)\}", self.template)}
        raw = self.template.format(**parts).lower()
        raw = regex.sub(r"[^a-z0-9.-]", "", raw)
        return regex.sub(r"-{2,}", "-", raw).strip("-")


class Engine(Entry):
    pass


class SpecMethod(Entry):
    engine_forms: dict[str, tuple[str, ...]] = Field(default_factory=dict)


class Precision(Entry):
    pass


E = TypeVar("E", bound=Entry)


def _load(name: str, key: str, model: type[E]) -> tuple[E, ...]:
    text = resources.files("extractors.data").joinpath(name).read_text(encoding="utf-8")
    return parse_catalog(json.loads(text), key, model, name)


def parse_catalog(data: Any, key: str, model: type[E], source: str = "catalog") -> tuple[E, ...]:
    """Validate catalog ``data`` (``{key: [entries]}``) into entries.

    Raises:
        CatalogError: an entry breaks the schema, or an id or alias repeats.
    """
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise CatalogError(f"{source}: expected an object with a list under {key!r}")
    entries: list[E] = []
    ids: set[str] = set()
    aliases: dict[str, str] = {}
    for i, raw in enumerate(data[key]):
        try:
            entry = model.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise CatalogError(f"{source}: {key}[{i}].{where}: {first['msg']}") from exc
        if entry.id in ids:
            raise CatalogError(f"{source}: duplicate id {entry.id!r}")
        ids.add(entry.id)
        for alias in entry.aliases:
            folded = alias.casefold()
            if folded in aliases:
                raise CatalogError(
                    f"{source}: alias {alias!r} of {entry.id!r} already names {aliases[folded]!r}"
                )
            aliases[folded] = entry.id
        entries.append(entry)
    return tuple(entries)


@lru_cache(maxsize=1)
def accelerators() -> tuple[Accelerator, ...]:
    return _load("accelerators.json", "accelerators", Accelerator)


@lru_cache(maxsize=1)
def cpus() -> tuple[CpuFamily, ...]:
    return _load("cpus.json", "cpus", CpuFamily)


@lru_cache(maxsize=1)
def engines() -> tuple[Engine, ...]:
    return _load("engines.json", "engines", Engine)


@lru_cache(maxsize=1)
def spec_methods() -> tuple[SpecMethod, ...]:
    return _load("spec_methods.json", "spec_methods", SpecMethod)


@lru_cache(maxsize=1)
def precisions() -> tuple[Precision, ...]:
    return _load("precisions.json", "precisions", Precision)


def accelerator(accelerator_id: str) -> Accelerator | None:
    """The catalog entry of an accelerator id, or ``None`` for a part not listed."""
    return next((a for a in accelerators() if a.id == accelerator_id), None)
