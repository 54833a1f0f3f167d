"""Back-references ("same gguf", "the same build"): the data file and the phrases."""

import pytest

from extractors.catalog import CatalogError, parse_catalog
from extractors.references import (
    BackReference,
    back_references,
    referenced_keys,
    shared_values,
)


def test_every_alias_of_every_entry_is_read_as_its_keys():
    for entry in back_references():
        for alias in entry.aliases:
            assert set(entry.keys) <= referenced_keys(f"ran it with the same {alias} here")


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        ("same sglang version and the same bench command", {"engine", "engine_version"}),
        ("Same pattern on my card (same gguf, -fa 1)", {"model", "precision"}),
        ("same b6497 build, both variants", {"engine", "engine_version"}),
        ("on the same box as above", {"accelerator", "accelerator_count"}),
        ("The commands are generally consistent with what you provided above.", {"model", "tp"}),
        ("my flags were identical to yours", {"tp", "spec_method"}),
    ],
)
def test_phrases_people_write(text, keys):
    assert keys <= referenced_keys(text)


def test_a_command_described_otherwise_refers_to_nothing():
    assert referenced_keys("the commands are different from yours") == frozenset()


def test_a_negated_or_absent_reference_refers_to_nothing():
    assert referenced_keys("not the same model, a smaller one") == frozenset()
    assert referenced_keys("this isn't the same build") == frozenset()
    assert referenced_keys("the same pattern shows up on 4090s") == frozenset()


def test_a_bench_command_is_the_benchmark_not_the_launch_flags():
    keys = referenced_keys("with the same bench command")
    assert "input_len" in keys and "tp" not in keys


def test_shared_values_need_a_majority_and_no_disagreement():
    contexts = [{"model": "a", "tp": 2}, {"model": "a", "tp": 4}, {"model": "a"}]
    assert shared_values(contexts, {"model", "tp"}) == {"model": "a"}
    assert shared_values([{"model": "a"}, {}, {}], {"model"}) == {}
    assert shared_values([], {"model"}) == {}


def test_bad_entries_are_rejected():
    with pytest.raises(CatalogError):
        parse_catalog(
            {"back_references": [{"id": "x", "aliases": ["box"], "keys": ["colour"]}]},
            "back_references",
            BackReference,
        )
    with pytest.raises(CatalogError):
        parse_catalog(
            {
                "back_references": [
                    {"id": "x", "aliases": ["box"], "keys": ["model"]},
                    {"id": "y", "aliases": ["Box"], "keys": ["accelerator"]},
                ]
            },
            "back_references",
            BackReference,
        )


def test_the_same_tag_is_the_same_model_file():
    assert {"model", "precision"} <= referenced_keys("on the same tag with the same ollama version")
