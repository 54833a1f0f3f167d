"""Import direction is one-way: extractors/ never imports ingest/."""

import ast
from pathlib import Path

import pytest

EXTRACTORS = Path(__file__).resolve().parents[1] / "extractors"


@pytest.mark.parametrize("path", sorted(EXTRACTORS.rglob("*.py")), ids=lambda p: p.name)
def test_extractors_never_import_ingest(path):
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""]
        else:
            continue
        assert not any(n == "ingest" or n.startswith("ingest.") for n in names), path


def test_a_table_whose_gaps_were_collapsed_to_single_spaces():
    from extractors.layout import find_tables

    text = "Concurrency vLLM Gen. toks/s SGLang Gen. toks/s\n8 610.5 655.1\n32 1804.0 1911.7\n"
    (table,) = find_tables(text)
    assert [text[c.start : c.end].strip() for c in table.header] == [
        "Concurrency",
        "vLLM Gen. toks/s",
        "SGLang Gen. toks/s",
    ]
    assert [text[c.start : c.end] for c in table.rows[1][2]] == ["32", "1804.0", "1911.7"]
    # Prose with numbers is no table.
    assert find_tables("We ran 8 runs and 3 warmups.\nThen 4 more at 2 GPUs.\n") == []


def test_a_table_of_single_word_columns_and_single_spaces():
    from extractors.layout import find_tables

    text = "conc reqs ttft_p50 e2e_p99 tok/s\n1 12 0.047 2.640 42.3\n8 12 0.171 1.381 240.4\n"
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header][-1] == "tok/s"
    assert [text[c.start : c.end] for c in table.rows[1][2]] == [
        "8",
        "12",
        "0.171",
        "1.381",
        "240.4",
    ]
    # single words naming no measured column are no table
    assert find_tables("alpha beta gamma\n1 2 3\n4 5 6\n") == []


def test_a_table_written_one_cell_per_line():
    from extractors.layout import find_tables

    text = (
        "Results\n| Engine |\nQuant |\ntok/s |\n"
        "| llama.cpp |\nQ4_K_M |\n38.2 |\n"
        "| vLLM |\nAWQ |\n51.0 |\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header] == ["Engine", "Quant", "tok/s"]
    assert [[text[c.start : c.end] for c in cells] for _, _, cells in table.rows] == [
        ["llama.cpp", "Q4_K_M", "38.2"],
        ["vLLM", "AWQ", "51.0"],
    ]


def test_a_table_a_terminal_drew_with_box_characters():
    from extractors.layout import find_tables

    text = (
        "┏━━━━━━━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━┓\n"
        "┃           Metric ┃    avg ┃   p99 ┃\n"
        "┡━━━━━━━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━┩\n"
        "│ Request Lat (ms) │ 830.33 │ 859.1 │\n"
        "│        TTFT (ms) │  61.47 │ 81.33 │\n"
        "└──────────────────┴────────┴───────┘"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end].strip() for c in table.header] == ["Metric", "avg", "p99"]
    assert [text[c.start : c.end].strip() for c in table.rows[1][2]] == [
        "TTFT (ms)",
        "61.47",
        "81.33",
    ]


def test_a_collapsed_table_whose_rows_mix_bare_figures_and_units():
    from extractors.layout import find_tables

    text = (
        "n_max Run 1 t/s Run 2 t/s Mean t/s Mean acc\n"
        "2 72.30 72.26 73.04 86.16%\n"
        "3 76.23 76.16 76.00 78.29%\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end].strip() for c in table.header][:3] == [
        "n_max",
        "Run 1 t/s",
        "Run 2 t/s",
    ]
    assert [text[c.start : c.end] for c in table.rows[1][2]] == [
        "3",
        "76.23",
        "76.16",
        "76.00",
        "78.29%",
    ]


def test_a_collapsed_table_whose_columns_are_setups():
    from extractors.layout import find_tables

    text = (
        "Workload TP=1 one H100 (EAGLE) TP=4 four H100 (no EAGLE) Change\n"
        "chat c1 61.0 t/s 88.2 t/s +45%\n"
        "code c8 (agg) 402 t/s 515 t/s +28%\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header][:3] == [
        "Workload",
        "TP=1 one H100 (EAGLE)",
        "TP=4 four H100 (no EAGLE) Change",
    ]
    assert [text[c.start : c.end] for c in table.rows[1][2]] == [
        "code c8 (agg)",
        "402 t/s",
        "515 t/s",
        "+28%",
    ]
    # one word per setup after the label column's name
    text = "Model vLLM SGLang\nLlama-3.1-8B 95 tok/s 120 tok/s\nQwen3-8B 90 tok/s 111 tok/s\n"
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header] == ["Model", "vLLM", "SGLang"]
    # a header whose words cannot be split into the rows' setups is no such table
    text = "Results on both boxes today\nchat 61.0 t/s 88.2 t/s\ncode 402 t/s 515 t/s\n"
    assert find_tables(text) == []


def test_a_collapsed_table_with_a_size_column_and_numbers_in_labels():
    from extractors.layout import find_tables

    text = (
        "Config tok/s (short) tok/s (long) VRAM\n"
        "offload -ot exps=CPU 35.7 33.2 8064 MB\n"
        "partial --n-cpu-moe 24 69.6 65.7 14874 MB\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.rows[1][2]] == [
        "partial --n-cpu-moe 24",
        "69.6",
        "65.7",
    ]


def test_an_aligned_block_whose_first_line_is_a_row_has_no_header():
    from extractors.layout import find_tables

    text = (
        "  code_python        pred= 192 draft= 180 acc= 146 tok/s=31.3\n"
        "  code_cpp           pred= 192 draft= 216 acc= 136 tok/s=22.7\n"
    )
    (table,) = find_tables(text)
    assert table.header is None and len(table.rows) == 2


def test_a_collapsed_table_with_one_rate_column_among_descriptive_ones():
    from extractors.layout import find_tables

    text = (
        "Model Mean tok/s Size Kind\n"
        "llama3.2:3b 48.5 3B dense\n"
        "phi4-mini 39.1 3.8B dense (reasoning)\n"
        "gemma3:12b 17.2 12B dense\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header] == ["Model", "Mean tok/s"]
    assert [[text[c.start : c.end] for c in row] for _, _, row in table.rows][1] == [
        "phi4-mini",
        "39.1",
    ]
    # Two bare figures a row, or prose under a header with a rate, is not this table.
    assert find_tables("Model Mean tok/s Size\nllama3.2:3b 48.5 3 dense\nqwen 2 7 x\n") == []


def test_a_collapsed_table_whose_columns_are_lengths():
    from extractors.layout import find_tables

    text = "Configuration 4K 16K 64K\nvLLM FP8 KV 61.2 58.0 49.5\nSGLang bf16 KV 1,204 1,180 990\n"
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header] == ["Configuration", "4K", "16K", "64K"]
    assert [text[c.start : c.end] for c in table.rows[1][2]] == [
        "SGLang bf16 KV",
        "1,204",
        "1,180",
        "990",
    ]
    # Bare numbers in the header are no lengths; prose lines are no rows.
    assert find_tables("Runs 1 2 3\nfirst 4.0 5.0 6.0\nsecond 7.0 8.0 9.0\n") == []


def test_a_pasted_spreadsheet_heads_its_columns_under_a_group_row():
    from extractors.layout import find_tables

    text = (
        "  | TPOT ms |   |  \n-- | -- | -- | --\nBS 1 | vanilla | EAGLE | gain\n"
        "K=2 | 7.07 | 4.37 | 1.6\nK=3 | 7.07 | 4.29 | 1.6\n"
    )
    (table,) = find_tables(text)
    assert [text[c.start : c.end] for c in table.header] == ["BS 1", "vanilla", "EAGLE", "gain"]
    assert table.caption is not None and "TPOT ms" in text[table.caption[0] : table.caption[1]]
    assert len(table.rows) == 2
    # A header naming two columns is a header; a first row with figures is data.
    text = "| | a | b |\n|--|--|--|\n| x | 1 | 2 |\n| y | 3 | 4 |\n"
    assert [text[c.start : c.end] for c in find_tables(text)[0].header][-2:] == ["a", "b"]
    text = "| | TPOT |\n|--|--|\n| K=2 | 7.07 |\n| K=3 | 7.01 |\n"
    assert len(find_tables(text)[0].rows) == 2
