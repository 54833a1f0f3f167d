import json

import pytest

from ingest.gold import GoldError, gold_file_name, load_gold_dir, load_gold_file


def write(path, data):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return path


def test_guide_example_loads_and_unknown_keys_are_ignored(tmp_path):
    path = write(
        tmp_path / "g.json",
        {
            "document": "forum/light-foundry.txt",
            "note": "free text",
            "posts": [{"anchor": "Correction : the first video", "occurrences": 4}],
            "near_duplicates": [["This is what 243 tok/s", "Here's what 244 tok/s"]],
            "claims": [
                {
                    "metric": "decode_tps",
                    "low": 243,
                    "high": 243,
                    "stat": "median",
                    "quote": "243 tok/s single stream",
                    "note": "x",
                    "context": {
                        "model": "m",
                        "accelerator_count": 2,
                        "tp": 2,
                        "spec_enabled": True,
                        "temperature": 0,
                        "rig": "custom",
                    },
                }
            ],
            "caveats": [{"kind": "failure", "quote": "fails deterministically"}],
            "corrections": [
                {
                    "quote": "My counter was off",
                    "old": {"metric": "decode_tps", "low": 243, "high": 243},
                    "new": {"metric": "decode_tps", "low": 244, "high": 244},
                }
            ],
        },  # fmt: skip
    )
    doc = load_gold_file(path)
    assert doc.claims[0].context["rig"] == "custom"
    assert doc.corrections[0].new.low == 244


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"claims": []}, "document"),
        ({"document": "d", "claims": [{"metric": "tok_s", "low": 1, "high": 1, "quote": "1"}]},
         "claims.0.metric"),
        ({"document": "d", "claims": [{"metric": "decode_tps", "low": 1, "high": 1, "quote": "1",
                                       "context": {"tp": "two"}}]}, "context.tp"),
        ({"document": "d", "claims": [{"metric": "decode_tps", "low": 1, "high": 1, "quote": "1",
                                       "context": {"engine": "vLLM-fork"}}]}, "context.engine"),
        ({"document": "d", "caveats": [{"kind": "gripe", "quote": "x"}]}, "caveats.0.kind"),
        ({"document": "d", "posts": [{"anchor": "x", "occurrences": 0}]}, "posts.0.occurrences"),
    ],
)  # fmt: skip
def test_broken_gold_names_file_and_key(tmp_path, data, where):
    path = write(tmp_path / "bad.json", data)
    with pytest.raises(GoldError) as err:
        load_gold_file(path)
    assert str(path) in str(err.value) and where in str(err.value)


def test_invalid_json_and_duplicates_and_empty_dir(tmp_path):
    write(tmp_path / "a" / "x.json", "{nope")
    with pytest.raises(GoldError, match="not valid JSON"):
        load_gold_dir(tmp_path / "a")
    write(tmp_path / "b" / "1.json", {"document": "same"})
    write(tmp_path / "b" / "sub" / "2.json", {"document": "same"})
    with pytest.raises(GoldError, match="already labeled"):
        load_gold_dir(tmp_path / "b")
    (tmp_path / "c").mkdir()
    with pytest.raises(GoldError, match="no gold files"):
        load_gold_dir(tmp_path / "c")


def test_gold_file_names():
    assert gold_file_name("forum/t.txt") == "forum/t.txt.json"
    assert gold_file_name("github/i.json") == "github/i.json"
    assert gold_file_name("chat/t.jsonl#1") == "chat/t.jsonl#1.json"
