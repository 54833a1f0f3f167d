"""Registry export: evidence items, records, interconnects and the load audit."""

import json
from importlib import resources

import pytest
import sqlite_utils
from pydantic import TypeAdapter

from extractors.catalog import accelerator
from ingest import registry
from ingest.cli import evidence, ingest_command
from ingest.pipeline import run_ingest
from ingest.store import ensure_schema
from tests.conftest import SHARED

AB_POST = (
    "SGLang A/B on DeepSeek-V4.1-Flash, 8x RTX PRO 6000 Blackwell, TP=8/EP=8/DP=1.\n\n"
    "Single stream. DSPARK ON, block_size 2: prose 77.0 tok/s. DSPARK OFF: 36.4 tok/s prose.\n\n"
    "No 24 h soak."
)


def ingest_texts(tmp_path, **files):
    root = tmp_path / "corpus"
    root.mkdir()
    for name, text in files.items():
        (root / name).write_text(text)
    db = sqlite_utils.Database(memory=True)
    ensure_schema(db)
    run_ingest([root], db)
    return db


def test_on_leg_record_methodology_interconnects_and_audit(tmp_path):
    db = ingest_texts(tmp_path, **{"ab.txt": AB_POST})
    items, records = registry.build(db)
    (item,) = items
    assert item.id == "ev-ab-deepseek-v41-flash"
    assert [c.kind for c in item.caveats] == ["not_established"]
    on = next(r for r in records if r.low == 77.0)
    m = on.methodology
    assert (m.engine, m.accelerator, m.accelerator_count) == (
        "sglang",
        "nvidia-rtx-pro-6000-blackwell",
        8,
    )
    assert (m.tp, m.ep, m.dp, m.spec_method, m.spec_tokens, m.spec_enabled) == (
        8,
        8,
        1,
        "dspark",
        2,
        True,
    )
    assert on.interconnect_ids == list(accelerator("nvidia-rtx-pro-6000-blackwell").interconnects)
    assert "nvlink-4" not in on.interconnect_ids
    absent = {a.condition for a in on.load_conditions.absent}
    assert {"input_length", "output_length", "engine_version", "warmup"} <= absent
    assert all(
        a.reason == f"unrecoverable from {item.id}" and a.needed for a in on.load_conditions.absent
    )
    present = {p.condition: p for p in on.load_conditions.present}
    assert present["hardware"].quote in AB_POST and present["model"].quote == "DeepSeek-V4.1-Flash"
    off = next(r for r in records if r.low == 36.4)
    assert off.methodology.spec_enabled is False and off.methodology.spec_method is None
    assert on.id != off.id and on.id.endswith("-tps")


def test_superseded_claim_points_to_its_replacement(tmp_path):
    db = ingest_texts(
        tmp_path,
        **{
            "t.txt": (
                "Llama-3.1-8B on one H100 SXM: 164 tok/s single stream.\n\n"
                "Correction: my timer was off."
                " Llama-3.1-8B on one H100 SXM: 158 tok/s single stream."
            )
        },
    )
    _, records = registry.build(db)
    (record,) = records
    assert record.low == 158
    (old,) = record.superseded
    assert (
        old.value.low == 164
        and old.replaced_by.quote.startswith("158")
        or "158" in old.replaced_by.quote
    )
    assert "timer was off" in old.correction_quote


def test_ids_are_stable_and_collisions_are_errors(tmp_path, monkeypatch):
    db = ingest_texts(tmp_path, **{"ab.txt": AB_POST})
    first = [r.id for r in registry.build(db)[1]]
    assert first == [r.id for r in registry.build(db)[1]]
    monkeypatch.setattr(registry, "record_id", lambda *args: "same-id")
    with pytest.raises(registry.RegistryError, match="same-id"):
        registry.build(db)


def test_export_lines_validate_and_schema_ships(tmp_path, runner):
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "ab.txt").write_text(AB_POST)
    db = str(tmp_path / "e.db")
    runner.invoke(ingest_command, [str(corpus), "--out", db])
    out = tmp_path / "reg.jsonl"
    result = runner.invoke(evidence, ["export", db, "--format", "registry", "--out", str(out)])
    assert result.exit_code == 0, result.output
    adapter = TypeAdapter(registry.RegistryItem)
    lines = out.read_text().splitlines()
    assert [adapter.validate_json(line).type for line in lines][0] == "evidence"
    shipped = json.loads(
        resources.files("ingest.data").joinpath("registry.schema.json").read_text()
    )
    assert shipped == registry.json_schema()
    schema = runner.invoke(evidence, ["schema"])
    assert json.loads(schema.output) == shipped
    record_id = json.loads(lines[1])["id"]
    shown = runner.invoke(evidence, ["show", db, record_id])
    assert shown.exit_code == 0 and json.loads(shown.output)["id"] == record_id
    missing = runner.invoke(evidence, ["show", db, "ev-nope"])
    assert missing.exit_code == 1 and "no evidence item or record" in missing.output


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="shared seeds not present")
def test_seeds_registry_records(tmp_path):
    db = sqlite_utils.Database(memory=True)
    ensure_schema(db)
    run_ingest([SHARED / "seeds"], db)
    _, records = registry.build(db)
    on = next(
        r
        for r in records
        if r.low == 76.5 and r.metric == "decode_tps" and r.methodology.workload == "prose"
    )
    m = on.methodology
    assert (m.accelerator, m.accelerator_count, m.tp, m.ep, m.dp, m.engine) == (
        "nvidia-rtx-pro-6000-blackwell",
        8,
        8,
        8,
        1,
        "sglang",
    )
    assert on.interconnect_ids == list(accelerator("nvidia-rtx-pro-6000-blackwell").interconnects)
    absent = {a.condition for a in on.load_conditions.absent}
    assert {"input_length", "output_length", "engine_version", "warmup"} <= absent
    replaced = [s for r in records for s in r.superseded if s.value.low == 243]
    assert (
        replaced and replaced[0].replaced_by is not None and "244" in replaced[0].replaced_by.quote
    )
