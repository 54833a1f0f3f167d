"""Catalogs load validated; aliases resolve; bad entries are rejected."""

import pytest

from extractors import catalog
from extractors.catalog import Accelerator, CatalogError, CpuFamily, Engine, parse_catalog
from extractors.mentions import accelerator_mentions, cpu_mentions


def test_catalogs_load_with_unique_ids():
    for entries in (
        catalog.accelerators(),
        catalog.engines(),
        catalog.spec_methods(),
        catalog.precisions(),
        catalog.cpus(),
    ):
        ids = [e.id for e in entries]
        assert len(ids) == len(set(ids)) and ids


def test_every_accelerator_alias_resolves_to_its_id():
    for entry in catalog.accelerators():
        for alias in entry.aliases:
            found = [
                m.value
                for m in accelerator_mentions(f"ran on {alias} yesterday")
                if m.key == "accelerator"
            ]
            assert found and found[0].startswith(entry.id), (alias, found)


@pytest.mark.parametrize(
    ("text", "acc_id", "count"),
    [
        ("8x RTX PRO 6000", "nvidia-rtx-pro-6000-blackwell", 8),
        ("two RTX6000 Pro cards", "nvidia-rtx-pro-6000-blackwell", 2),
        ("a 6000 Blackwell Max-Q", "nvidia-rtx-pro-6000-blackwell", 1),
        ("NVIDIA RTX PRO 6000 Blac", "nvidia-rtx-pro-6000-blackwell", None),
        ("4x H100 80GB HBM3 (SXM5, NVSwitch)", "nvidia-h100-sxm", 4),
        ("H200 SXM 141GB x8", "nvidia-h200", 8),
        ("a single MI300X", "amd-mi300x", 1),
        ("M3 Ultra with 512GB", "apple-m3-ultra", None),
        ("one DGX Spark", "nvidia-gb10", 1),
        ("3xP40", "nvidia-p40", 3),
        ("2 x RTX 3090", "nvidia-rtx-3090", 2),
        ("the RX 890m iGPU", "amd-radeon-890m", None),
        ("3060 Laptop GPU, 6GB", "nvidia-rtx-3060-laptop", None),
        ("GPU 0: NVIDIA A800-SXM4-80GB", "nvidia-a800", None),
        ("laptop with a Radeon 780M", "amd-radeon-780m", 1),
        ("tested on a Mac Studio M3 Ultra", "apple-m3-ultra", 1),
        ("my MacBook Pro M4 Max 128GB", "apple-m4-max", 1),
        ("2x Mac Studio M3 Ultra over Thunderbolt", "apple-m3-ultra", 2),
        ("Radeon 8060S graphics", "amd-ryzen-ai-max-395", None),
        ("served from Groq LPUs", "groq-lpu", None),
        ("a Jetson Orin Nano 8 GB dev kit", "nvidia-jetson-orin-nano-8gb", 1),
        ("the Orin NX module", "nvidia-jetson-orin-nx", None),
        ("vLLM on the Jetson AGX Thor dev kit", "nvidia-jetson-agx-thor", None),
        ("2x AGX Thor boards", "nvidia-jetson-agx-thor", 2),
        ("benchmarks on the NVIDIA Jetson Thor platform", "nvidia-jetson-thor", None),
    ],
)
def test_accelerator_surface_forms(text, acc_id, count):
    mentions = accelerator_mentions(text)
    assert [m.value for m in mentions if m.key == "accelerator"] == [acc_id]
    counts = [m.value for m in mentions if m.key == "accelerator_count"]
    assert counts == ([count] if count else [])


def test_negated_or_other_numbers_are_not_accelerators():
    assert not [m for m in accelerator_mentions("4090 tokens of context") if m.key == "accelerator"]


def test_interconnects_present_in_the_hardware():
    pro = catalog.accelerator("nvidia-rtx-pro-6000-blackwell")
    assert pro is not None and pro.interconnects == ("pcie-gen5",)
    assert "nvlink-4" in catalog.accelerator("nvidia-h100-sxm").interconnects
    assert catalog.accelerator("apple-m3-ultra").interconnects == ()
    assert catalog.accelerator("amd-mi300x").architecture == "gfx942"


def test_duplicate_alias_is_rejected():
    data = {"engines": [{"id": "a", "aliases": ["X"]}, {"id": "b", "aliases": ["x"]}]}
    with pytest.raises(CatalogError, match="alias 'x' of 'b' already names 'a'"):
        parse_catalog(data, "engines", Engine)


def test_duplicate_id_and_bad_entries_are_rejected():
    with pytest.raises(CatalogError, match="duplicate id"):
        parse_catalog(
            {"engines": [{"id": "a", "aliases": ["X"]}, {"id": "a", "aliases": ["Y"]}]},
            "engines",
            Engine,
        )
    with pytest.raises(CatalogError, match=r"engines\[0\]\.aliases"):
        parse_catalog({"engines": [{"id": "a", "aliases": []}]}, "engines", Engine)
    bad = {
        "id": "x",
        "aliases": ["X"],
        "vendor": "v",
        "architecture": "a",
        "interconnects": ["warp"],
    }
    with pytest.raises(CatalogError, match="unknown interconnects"):
        parse_catalog({"accelerators": [bad]}, "accelerators", Accelerator)


def test_base_apple_chips_need_their_mac_context():
    from extractors.mentions import accelerator_mentions

    def ids(text):
        return [m.value for m in accelerator_mentions(text) if m.key == "accelerator"]

    assert ids("benchmarked on a Mac M1 chip") == ["apple-m1"]
    assert ids("my M3 MacBook Pro") == ["apple-m3"]
    assert ids("the M2 slot holds the NVMe drive") == []


@pytest.mark.parametrize(
    ("text", "cpu_id"),
    [
        ("13900k, DDR5 6400:", "intel-core-i9-13900k"),
        ("an old i7-4770K box", "intel-core-i7-4770k"),
        ("Macbook Pro 2013, Intel i5, 2 cores", "intel-core-i5"),
        ("a Core Ultra 7 265K desktop", "intel-core-ultra-7-265k"),
        ("dual Xeon Gold 6248R, 384 GB", "intel-xeon-gold-6248r"),
        ("Xeon E5-2690 v4 with 8 channels", "intel-xeon-e5-2690v4"),
        ("AMD EPYC 7443P 7B: 89.39 ms per token", "amd-epyc-7443p"),
        ("on a Ryzen 9 5950X", "amd-ryzen-9-5950x"),
        ("Threadripper PRO 5975WX, 8-channel", "amd-threadripper-pro-5975wx"),
    ],
)
def test_processors_get_ids_in_the_guides_style(text, cpu_id):
    assert [m.value for m in cpu_mentions(text)] == [cpu_id]


def test_numbers_and_apus_are_not_processors():
    assert cpu_mentions("13900 tokens, 4090 rows, Ryzen AI Max+ 395, i9 wins") == []


def test_bad_cpu_families_are_rejected():
    base = {"id": "x", "aliases": ["Foo 12"], "vendor": "v", "template": "v-foo-{n}"}
    with pytest.raises(CatalogError, match="bad pattern"):
        parse_catalog({"cpus": [{**base, "pattern": "Foo (?P<n>"}]}, "cpus", CpuFamily)
    with pytest.raises(CatalogError, match="names no group"):
        parse_catalog({"cpus": [{**base, "pattern": r"Foo (?P<m>\d+)"}]}, "cpus", CpuFamily)
    with pytest.raises(CatalogError, match="does not read its example"):
        parse_catalog({"cpus": [{**base, "pattern": r"Bar (?P<n>\d+)"}]}, "cpus", CpuFamily)
