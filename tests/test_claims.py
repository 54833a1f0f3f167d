"""Claim extraction end to end on small texts written for these tests."""

import pytest

from extractors.document import PostInput, extract_document
from extractors.mentions import all_mentions
from ingest.posts import text_posts


def claims(*posts: str, authors=None):
    inputs, offset = [], 0
    for i, text in enumerate(posts):
        spans = []
        pos = 0
        for line in text.split("\n"):
            if line.lstrip().startswith(">"):
                spans.append((pos, pos + len(line) + 1))
            pos += len(line) + 1
        author = authors[i] if authors else None
        inputs.append(PostInput(f"p{i}", offset, text, tuple(spans), author))
        offset += len(text) + 2
    return [pc.claim for pc in extract_document(inputs).claims]


def by_value(found, low):
    (claim,) = [c for c in found if c.low == low]
    return claim


def test_bench_result_block_metrics_and_run_conditions():
    text = (
        "Client:\n```\nvllm bench serve --model meta-llama/Llama-3.1-8B-Instruct "
        "--dataset-name random --random-input-len 2048 --random-output-len 256"
        " --max-concurrency 16\n```\n"
        "```\n============ Serving Benchmark Result ============\n"
        "Request throughput (req/s):              3.10\n"
        "Output token throughput (tok/s):         794.22\n"
        "Total Token throughput (tok/s):          7146.50\n"
        "Mean TTFT (ms):                          182.40\n"
        "Median TPOT (ms):                        18.95\n"
        "==================================================\n```"
    )
    found = claims(text)
    metrics = {c.metric: c for c in found}
    assert set(metrics) == {"request_rate", "decode_tps", "total_tps", "ttft_ms", "tpot_ms"}
    decode = metrics["decode_tps"]
    assert decode.low == 794.22
    assert decode.context["model"] == "llama-3.1-8b-instruct"
    assert decode.context["engine"] == "vllm"
    assert decode.context["concurrency"] == 16 and decode.context["scope"] == "aggregate"
    assert decode.context["input_len"] == 2048 and decode.context["output_len"] == 256
    assert decode.context["workload"] == "random"
    assert metrics["ttft_ms"].context["scope"] == "per_request"


def test_llama_bench_table_prefill_and_decode_rows():
    text = (
        "| model | size | backend | ngl | test | t/s |\n"
        "| --- | ---: | --- | --: | ---: | ---: |\n"
        "| llama 8B Q4_K - Medium | 4.58 GiB | CUDA | 99 | pp512 | 6012.33 ± 41.20 |\n"
        "| llama 8B Q4_K - Medium | 4.58 GiB | CUDA | 99 | tg128 | 171.85 ± 0.77 |\n"
        "\nbuild: 8d5d4b8f (6270), one RTX 4090 with llama.cpp"
    )
    found = claims(text)
    assert [(c.metric, c.low) for c in found] == [("prefill_tps", 6012.33), ("decode_tps", 171.85)]
    assert found[0].context["precision"] == "q4_k_m"
    assert found[1].context["accelerator"] == "nvidia-rtx-4090"


def test_markdown_table_with_condition_columns():
    text = (
        "| Engine | TP | Concurrency | Output tok/s | TTFT |\n|---|---|---|---|---|\n"
        "| SGLang | 2 | 1 | 88.5 | 35 ms |\n| SGLang | 4 | 8 | 512.0 | 61 ms |"
    )
    found = claims(text)
    first, second = by_value(found, 88.5), by_value(found, 512.0)
    assert (first.context["tp"], first.context["concurrency"], first.context["scope"]) == (
        2,
        1,
        "single_stream",
    )
    assert (second.context["tp"], second.context["concurrency"]) == (4, 8)
    assert second.context["engine"] == "sglang"
    assert by_value(found, 61).metric == "ttft_ms"
    assert all(c.low not in (2, 4, 8) for c in found)  # condition cells are not claims


def test_on_off_legs_and_speedup():
    text = (
        "Mistral-7B on one L40S with vLLM. EAGLE off: 61.2 tok/s on chat. "
        "EAGLE on, num_speculative_tokens=4: 103.9 tok/s on chat, a 1.70x speedup."
    )
    found = claims(text)
    off, on, ratio = by_value(found, 61.2), by_value(found, 103.9), by_value(found, 1.7)
    assert off.context["spec_enabled"] is False and "spec_method" not in off.context
    assert on.context["spec_enabled"] is True and on.context["spec_method"] == "eagle"
    assert on.context["spec_tokens"] == 4 and on.context["workload"] == "chat"
    assert ratio.metric == "speedup" and ratio.context["spec_enabled"] is True
    assert on.context["accelerator"] == "nvidia-l40s" and on.context["accelerator_count"] == 1


@pytest.mark.parametrize(
    "text",
    [
        "Rule of thumb: tok/s = 40 × (1 + accepted tokens per step).",
        "Launch with --max-num-seqs 8 --max-model-len 131072 on 80 GB cards.",
        "The KV cache holds about 410K tokens.",
        "The SLA requires TTFT ≤ 500 ms and TPOT < 40 ms.",
        "Someone on the forum claims 300 tok/s on the same card.",
        "That is +18% decode over last week and 2x more memory.",
        "Bandwidth 1008 GB/s ÷ 16 GB ≈ 63 tok/s upper bound.",
    ],
)
def test_non_claims_are_not_extracted(text):
    assert claims(text) == []


def test_quotes_are_verbatim_and_hold_the_number():
    posts = (
        "Qwen3-32B AWQ on 2x RTX 3090, tp 2.",
        "Single user decode sits at 41 tok/s, c8 at 290 tok/s.",
    )
    inputs_text = "\n\n".join(posts)
    for claim in claims(*posts):
        assert inputs_text[claim.start : claim.end] == claim.quote
        assert any(ch.isdigit() for ch in claim.quote)


def test_intro_setup_carries_to_later_posts_but_quoted_lines_do_not_count():
    found = claims(
        "Llama-3.3-70B-Instruct FP8 on 4x H100 SXM with SGLang, tp 4.",
        "> someone wrote 999 tok/s\nWe measured 58.3 tok/s single stream.",
    )
    assert [c.low for c in found] == [58.3]
    ctx = found[0].context
    assert ctx["model"] == "llama-3.3-70b-instruct" and ctx["accelerator"] == "nvidia-h100-sxm"
    assert ctx["accelerator_count"] == 4 and ctx["tp"] == 4 and ctx["engine"] == "sglang"


def test_other_authors_do_not_inherit_a_setup():
    found = claims(
        "Qwen3-32B on 2x RTX 3090 with vLLM, tp 2: 38 tok/s.",
        "On my machine 22 tok/s.",
        authors=["alice", "bob"],
    )
    assert "model" not in by_value(found, 22).context
    assert by_value(found, 38).context["tp"] == 2


def test_restatement_is_one_claim():
    found = claims(
        "TL;DR 143 tok/s on one B200.", "Details: decode reached 143 tok/s on one B200 at bs=1."
    )
    assert len([c for c in found if c.low == 143]) == 1


def test_flattened_table_rows():
    text = "| GPU | Output tok/s | | --- | --- | | RTX 4090 | 131 | | RTX 5090 | 187 |"
    found = claims(text)
    assert [(c.low, c.context.get("accelerator")) for c in found] == [
        (131, "nvidia-rtx-4090"),
        (187, "nvidia-rtx-5090"),
    ]


def test_a_scraped_code_placeholder_is_not_a_workload():
    found = claims(
        "Probe fixed, Qwen3-8B on one 4070:\n[code] ttft=0.21s tok/s=55.0\n"
        "On the code prompt set: 61.5 tok/s."
    )
    assert "workload" not in by_value(found, 55.0).context
    assert by_value(found, 61.5).context.get("workload") == "code"


def test_prefill_takes_no_speculative_setting_from_the_wider_post():
    found = claims(
        "Qwen3-32B with EAGLE3 (num_speculative_tokens 4) on one H100.\n"
        "Decode: 142 tok/s single stream.\nPrefill: 9,800 tok/s at 8K prompt."
    )
    assert by_value(found, 142).context["spec_method"] == "eagle3"
    prefill = by_value(found, 9800).context
    assert "spec_method" not in prefill and "spec_tokens" not in prefill


def test_a_layout_comparison_sentence_does_not_take_the_recipe_speculation():
    found = claims(
        "Recipe: PP2 + EAGLE3 k=4 for Llama-3.1-70B on 2x L40S.\n"
        "Over plain PCIe, TP2 managed 31.2 tok/s where PP2 gave 44.9 tok/s with the same prompts."
    )
    for value in (31.2, 44.9):
        context = by_value(found, value).context
        assert "spec_method" not in context and "spec_tokens" not in context
    assert by_value(found, 31.2).context["tp"] == 2


def test_a_column_named_on_a_setup_line_takes_that_line_setup():
    found = claims(
        "Before (stock llama.cpp b5400, Q4_K_M): about 38 tok/s at short context.\n"
        "After (ik_llama.cpp, IQ4_KS, fused MoE): about 52 tok/s.\n"
        "IQ4_KS is the ik_llama.cpp quant type; IQ4_KS keeps more bits on attention.\n"
        "| ctx | stock | ik_llama.cpp |\n|---|---|---|\n| 8k | 36.9 tok/s | 51.2 tok/s |"
    )
    stock, fork = by_value(found, 36.9).context, by_value(found, 51.2).context
    assert (stock["engine"], stock["precision"], stock["engine_version"]) == (
        "llama.cpp",
        "q4_k_m",
        "b5400",
    )
    assert (fork["engine"], fork["precision"]) == ("ik_llama.cpp", "iq4_ks")


def test_a_no_speculation_leg_takes_no_flag_from_the_speculative_command():
    found = claims(
        "Llama-3.1-8B on one A100, TP1.\n"
        "```\npython3 -m sglang.launch_server --model meta-llama/Llama-3.1-8B-Instruct "
        "--speculative-algorithm EAGLE --speculative-num-steps 5 --dtype bfloat16\n```\n"
        "baseline without speculative decoding: 80.2 tok/s\nwith EAGLE: 171.9 tok/s"
    )
    baseline = by_value(found, 80.2).context
    assert baseline.get("spec_enabled") is False
    assert "precision" not in baseline and baseline.get("engine") == "sglang"
    assert by_value(found, 171.9).context.get("precision") == "bf16"


def test_llama_bench_sizes_go_to_their_own_test():
    found = claims(
        "RX 7900 XTX, Mistral-7B Q4_0:\n"
        "./llama-bench -m mistral-7b.Q4_0.gguf -ngl 99 -p 512 -n 128\n"
        "Prompt processing came to 2,310 t/s and generation to 97.4 t/s."
    )
    prefill, decode = by_value(found, 2310).context, by_value(found, 97.4).context
    assert prefill.get("input_len") == 512 and "output_len" not in prefill
    assert decode.get("output_len") == 128 and "input_len" not in decode


def test_a_short_model_name_stands_for_the_one_fuller_name_of_the_document():
    found = claims(
        "Gemma-3-27B on one RTX 3090: 31.5 tok/s single stream.",
        "Notes for the curious.",
        "Weights were google/gemma-3-27b-it in Q4_K_M from the usual GGUF uploader.",
    )
    assert by_value(found, 31.5).context["model"] == "gemma-3-27b-it"


def test_a_labelled_setup_block_holds_for_the_whole_text():
    found = claims(
        "# Notes on a small rig",
        "Written over a weekend.",
        "Some background first, nothing measured here yet.",
        "Stack: SGLang 0.4.6 on 2x RTX 4090, Qwen2.5-14B-Instruct AWQ, temperature 0.",
        "Results came out at 66.1 tok/s for a single request.",
    )
    context = by_value(found, 66.1).context
    assert context["engine"] == "sglang" and context["engine_version"] == "0.4.6"
    assert context["temperature"] == 0 and context["precision"] == "awq"


def test_an_off_row_of_a_draft_length_table_is_the_no_speculation_leg():
    found = claims(
        "## Single stream\n\n"
        "Decode tok/s by draft length, Qwen3-8B + EAGLE3 on one L4:\n\n"
        "    draft   code    prose\n"
        "    none    21.4    21.1\n"
        "    3       39.0    27.7\n"
    )
    off, on = by_value(found, 21.4).context, by_value(found, 39.0).context
    assert off["spec_enabled"] is False and "spec_method" not in off
    assert on["spec_enabled"] is True and on["spec_tokens"] == 3
    assert off["scope"] == "single_stream" and on["concurrency"] == 1


def test_opening_paragraphs_before_any_result_set_the_scene():
    found = claims(
        "# Mixtral on one card",
        "Short notes.",
        "We serve Mixtral-8x7B-Instruct in AWQ on a single L40S with vLLM 0.6.3, no TP, "
        "greedy sampling (temperature 0).",
        "Nothing fancy in the launch, defaults everywhere.",
        "Single request: 61.2 tok/s.",
    )
    context = by_value(found, 61.2).context
    assert context["tp"] == 1 and context["engine_version"] == "0.6.3"
    assert context["temperature"] == 0 and context["precision"] == "awq"


def test_a_later_paragraph_of_an_authorless_text_does_not_speak_for_the_others():
    found = claims(
        "# Two boxes",
        "Box one: 44.0 tok/s on an RTX 4090.",
        "On the other machine we tried an A100 with vLLM 0.5.0 and the numbers were similar.",
        "Box two came in at 47.5 tok/s.",
    )
    assert "engine_version" not in by_value(found, 47.5).context


def test_an_interface_name_is_no_workload():
    found = claims(
        "vllm bench serve --backend openai-chat --endpoint /v1/chat/completions "
        "--dataset-name hf --dataset-path likaixin/InstructCoder\n"
        "Output token throughput (tok/s): 812.4"
    )
    assert by_value(found, 812.4).context.get("workload") == "code"


def test_each_release_block_takes_its_label_release():
    found = claims(
        "llama.cpp, Qwen2.5-7B Q4_K_M on one RTX 3060.\n"
        "version: 4410 (1a2b3c4d)\n\n"
        "b4400:\n```\ntg128 | 61.2 ± 0.1\n```\n\n"
        "b4410:\n```\ntg128 | 48.7 ± 0.2\n```"
    )
    assert by_value(found, 61.2).context["engine_version"] == "b4400"
    assert by_value(found, 48.7).context["engine_version"] == "b4410"


def test_a_sentence_setting_the_temperature_holds_for_the_post():
    found = claims(
        "Mistral-7B-Instruct on one L4 with vLLM. Greedy decoding everywhere. "
        "Temperature 0 for every run.\nThe chat set came out at 41.0 tok/s."
    )
    assert by_value(found, 41.0).context.get("temperature") == 0


def test_a_setup_section_draft_length_holds_for_the_results_below():
    found = claims(
        "## Setup",
        "python -m sglang.launch_server --model-path Qwen/Qwen3-8B --speculative-algorithm EAGLE3 "
        "--speculative-num-steps 4 --speculative-num-draft-tokens 8",
        "## Results",
        "| Prompt set | EAGLE3 off | EAGLE3 on | Speed-up |\n|---|---|---|---|\n"
        "| chat | 88.0 tok/s | 161.2 tok/s | 1.83x |",
    )
    on, speedup = by_value(found, 161.2).context, by_value(found, 1.83).context
    assert on["spec_tokens"] == 4 and on["spec_method"] == "eagle3"
    assert speedup["spec_method"] == "eagle3"  # the headers name one method: it does not vary
    assert by_value(found, 88.0).context["spec_enabled"] is False


def test_a_draft_length_in_a_later_post_stays_there():
    found = claims(
        "Qwen3-8B with EAGLE3 on one L4: 61.5 tok/s.",
        "Tried --speculative-num-steps 6 afterwards, no better.",
    )
    assert "spec_tokens" not in by_value(found, 61.5).context


def test_a_legend_quoting_a_column_gives_that_column_its_conditions():
    found = claims(
        'Reading the table: "bs1 tg" is decode with prompts of 2k tokens and 256 output tokens, '
        'one request at a time. "peak" is the aggregate at 32 concurrent requests.',
        "```\ngpu        engine        bs1 tg      peak\n"
        "L40S       vLLM 0.9.2    61 tok/s    1,480 tok/s\n"
        "A100 80GB  vLLM 0.9.2    73 tok/s    1,910 tok/s\n```",
    )
    single, peak = by_value(found, 61).context, by_value(found, 1480).context
    assert (single["input_len"], single["output_len"], single["concurrency"]) == (2000, 256, 1)
    assert (peak["concurrency"], peak["scope"]) == (32, "aggregate")


def test_a_table_header_is_no_setup_line():
    found = claims(
        "```\nmodel        c=1 tok/s     prefill (16k prompt)\n"
        "Qwen3-8B     142 tok/s     9.1K tok/s\n```"
    )
    assert "input_len" not in by_value(found, 142).context
    assert by_value(found, 9100).context["input_len"] == 16000


def test_k_in_a_table_of_a_text_about_speculation_is_the_draft_length():
    found = claims(
        "Llama-3.1-8B with EAGLE3 on one L40S, vLLM.",
        "```\nsetting   tok/s\nbaseline  51.0\nk=2       83.5\nk=4       90.2\n```",
    )
    assert by_value(found, 51.0).context["spec_enabled"] is False
    k4 = by_value(found, 90.2).context
    assert k4["spec_tokens"] == 4 and k4["spec_enabled"] is True


def test_table_headers_n_and_json():
    found = claims(
        "| GPU | n | chat | json |\n|---|---|---|---|\n| H100 | 2 | 140 tok/s | 171 tok/s |"
    )
    chat, json_ = by_value(found, 140).context, by_value(found, 171).context
    assert chat["accelerator_count"] == 2 and chat["workload"] == "chat"
    assert json_["workload"] == "structured"


def test_llama_bench_model_names_stand_for_the_named_model():
    found = claims(
        "Model: Meta-Llama-3.1-70B-Instruct-Q4_K_M.gguf on 2x RTX 3090, llama.cpp b4500.\n"
        "| model | size | test | t/s |\n|---|---|---|---|\n"
        "| llama 70B Q4_K - Medium | 39.59 GiB | tg128 | 16.20 ± 0.01 |"
    )
    assert by_value(found, 16.2).context["model"] == "meta-llama-3.1-70b-instruct"


def test_an_unnamed_column_beside_a_named_one_takes_neither_value():
    found = claims(
        "# Two prompt sets",
        "**Box:** 1x H100 SXM, vLLM 0.11.0, temperature 0.6 for everything.",
        '**Prompt sets:** "agent" is 300 replayed tool-use traces; "chat" is 300 ShareGPT '
        "conversations.",
        "| Leg | agent tok/s | chat tok/s |\n|---|---:|---:|\n| off | 101 | 99 |",
    )
    agent, chat = by_value(found, 101).context, by_value(found, 99).context
    assert "workload" not in agent and chat["workload"] == "chat"
    assert agent["temperature"] == 0.6 and agent["accelerator"] == "nvidia-h100-sxm"


def test_a_bare_part_beside_a_counted_one_is_one_card_and_speedups_follow_the_spec_leg():
    found = claims(
        "llama-server with a 1B draft, Qwen2.5-32B Q4_K_M:\n"
        "| GPU | --draft-max 0 | --draft-max 8 | gain |\n|--|--|--|--|\n"
        "| A6000 | 21.0 t/s | 48.3 t/s | 2.3x |\n| 2x A6000 | 24.1 t/s | 51.0 t/s | 2.12x |"
    )
    one, two = by_value(found, 21.0).context, by_value(found, 24.1).context
    assert one["accelerator_count"] == 1 and two["accelerator_count"] == 2
    assert by_value(found, 2.3).context["spec_tokens"] == 8


def test_a_title_layout_holds_where_the_post_compares_layouts():
    found = claims(
        "Qwen3-32B on 2x L40S: PP2 is our recipe of record\n"
        "We tried TP2 first, but over plain PCIe TP2 stalled at 12.0 tok/s on the same prompts,\n"
        "and after a day of fiddling with NCCL settings we moved on. PP2 kept 30.5 tok/s.\n\n"
        "### Headline\n\n| metric | value |\n|---|---|\n| decode, c=1 | 33.1 tok/s |"
    )
    headline = by_value(found, 33.1).context
    assert headline["pp"] == 2 and "tp" not in headline
    assert by_value(found, 12.0).context["tp"] == 2 and "pp" not in by_value(found, 12.0).context


def test_a_lead_sentence_stating_the_setup_holds_for_the_post():
    found = claims(
        "Single-stream decode on the same 4x RTX 3090 box, same TP=4, vLLM 0.9.2 throughout. "
        "Before the driver update we saw 41.2 tok/s; after it, 44.0 tok/s."
    )
    for value in (41.2, 44.0):
        context = by_value(found, value).context
        assert context["scope"] == "single_stream" and context["tp"] == 4


def test_a_launch_dtype_stays_with_its_post():
    found = claims(
        "Llama-3.1-70B on 4x A100:\n```\npython -m sglang.launch_server --model "
        "meta-llama/Llama-3.1-70B-Instruct --tp 4 --dtype float16\n```\nThroughput: 61.4 token/s",
        "Same box through a different client script: speed=58.2 token/s",
        authors=["ann", "ann"],
    )
    assert by_value(found, 61.4).context["precision"] == "fp16"
    assert "precision" not in by_value(found, 58.2).context


def test_a_row_takes_the_setup_described_for_its_hardware():
    found = claims(
        "Mixtral-8x22B on two rented nodes.",
        "On the H100 node we served it with vLLM 0.9.1 and --tensor-parallel-size 8. "
        "On the MI300X node it ran on SGLang v0.4.6 with --tp 4.",
        "| node | decode |\n|---|---|\n| 8x H100 | 92.0 tok/s |\n| 4x MI300X | 85.5 tok/s |",
    )
    h100, mi = by_value(found, 92.0).context, by_value(found, 85.5).context
    assert (h100["engine"], h100["engine_version"], h100["tp"]) == ("vllm", "0.9.1", 8)
    assert (mi["engine"], mi["engine_version"], mi["tp"]) == ("sglang", "v0.4.6", 4)


def test_a_paragraph_under_a_label_in_a_setup_section_is_setup():
    found = claims(
        "Teaser: the best mode reached 91.0 tok/s.",
        "## Methodology",
        "Runs:",
        "Static batches, generation runs to 256 new tokens. Temperature 0 throughout.",
        "## Results",
        "| Mode | tok/s |\n|---|---|\n| greedy | 88.1 |",
    )
    context = by_value(found, 88.1).context
    assert context["temperature"] == 0 and context["output_len"] == 256


def test_training_data_is_no_workload_and_random_lengths_are_random():
    found = claims(
        "Our EAGLE3 head was trained with SpecForge on ShareGPT. Qwen3-8B, one H100.\n"
        "At 32 concurrent users (random 1k/1k): 2,950 tok/s output total."
    )
    assert by_value(found, 2950).context["workload"] == "random"


def test_a_result_block_setting_row_holds_for_the_whole_block():
    found = claims(
        "Qwen2.5-7B-Instruct on one L4, vLLM 0.8.4.\n```\n"
        "============ Serving Benchmark Result ============\n"
        "Successful requests:                     200\n"
        "Maximum request concurrency:             8\n"
        "Output token throughput (tok/s):         402.17\n"
        "Mean TPOT (ms):                          18.90\n```"
    )
    out, tpot = by_value(found, 402.17).context, by_value(found, 18.9).context
    assert (out["concurrency"], out["scope"]) == (8, "aggregate")
    assert (tpot["concurrency"], tpot["scope"]) == (8, "per_request")


def test_a_measurement_row_keeps_its_own_conditions():
    found = claims(
        "| What | Result |\n|---|---|\n| Single-user generation | 61.0 tok/s (512 out) |\n"
        "| Prefill | 2,210 tok/s at 8,192 tokens |\n| TTFT | 3.1 s at 8,192 tokens |"
    )
    assert "output_len" not in by_value(found, 2210).context


def test_a_block_label_takes_the_setup_its_definition_line_gives():
    found = claims(
        "Two images on the same 2x A100 box:\n\n- before: `vllm/vllm-openai:v0.8.5`\n"
        "- after: `vllm/vllm-openai:v0.9.0`\n\nbefore image:\n```\n"
        "Output token throughput (tok/s):         812.50\n```\n\nafter image:\n```\n"
        "Output token throughput (tok/s):         640.25\n```"
    )
    assert by_value(found, 812.5).context["engine_version"] == "v0.8.5"
    assert by_value(found, 640.25).context["engine_version"] == "v0.9.0"


def test_batch_and_concurrency_the_nearer_stands():
    found = claims(
        "Mistral-7B on one L4. All runs at 16 concurrent requests unless noted.",
        "Results: 1,210 tok/s at that load.",
        "## Offline, batch 8",
        "| Mode | tok/s |\n|---|---|\n| greedy | 410 |",
    )
    offline = by_value(found, 410).context
    assert offline["batch_size"] == 8 and "concurrency" not in offline
    assert offline["scope"] == "aggregate"


def test_a_batch_of_one_is_a_single_stream():
    found = claims("| batch size | tok/s |\n|---|---|\n| 1 | 92.6 |\n| 8 | 560.2 |")
    one, eight = by_value(found, 92.6).context, by_value(found, 560.2).context
    assert (one.get("scope"), one.get("concurrency"), "batch_size" in one) == (
        "single_stream",
        1,
        False,
    )
    assert eight["batch_size"] == 8


def test_a_caption_line_above_a_result_block_gives_its_conditions():
    found = claims(
        "DeepSeek-R1 FP4 on 8x B200, weights in NVFP4, TensorRT-LLM, `--tp 8 --ep 2`.",
        "Single user: 301.6 tok/s.",
        "Throughput check with attention DP on, `--tp 8 --ep 8`, concurrency 128, same lengths:",
        "```\nTotal Output Throughput (tokens/sec):             14210.5\n```",
        authors=None,
    )
    block = by_value(found, 14210.5).context
    assert (block["ep"], block["concurrency"], block["scope"]) == (8, 128, "aggregate")
    assert block["precision"] == "nvfp4"


def test_a_legend_entry_with_the_same_lengths_takes_the_entry_before_it():
    found = claims(
        'Legend: "bs1" is one request at a time with random prompts of 2k tokens and 128 output '
        'tokens. "c32" is the aggregate at 32 concurrent requests with the same lengths.',
        "```\ngpu     bs1         c32\nL40S    58 tok/s    1,210 tok/s\n```",
    )
    c32 = by_value(found, 1210).context
    assert (c32["input_len"], c32["output_len"], c32["concurrency"]) == (2000, 128, 32)
    assert c32["workload"] == "random"


def test_cards_in_the_plural_are_no_seconds():
    found = claims(
        "Three 3090s, vLLM 0.9.2 with --tp 2 --pp 1, ShareGPT, 1024 in / 128 out.\n"
        "--max-concurrency 8: 201 tok/s output"
    )
    context = by_value(found, 201).context
    assert (context["input_len"], context["output_len"]) == (1024, 128)


def test_a_caption_above_a_blank_line_still_heads_the_table_and_depth_zero_is_no_length():
    found = claims(
        "**Gemma-3-12B** (Q4_K_M), t/s:\n\n| depth | pp | tg |\n|---|---|---|\n"
        "| 0 | 1,210 | 48.0 |\n| 16k | 640 | 31.5 |"
    )
    assert by_value(found, 48.0).context["model"] == "gemma-3-12b"
    assert "input_len" not in by_value(found, 48.0).context
    assert by_value(found, 31.5).context["input_len"] == 16000
    assert not [c for c in found if c.low == 0]


def test_a_caption_pairs_each_engine_with_its_format():
    found = claims(
        "**Qwen3-14B** (MLX 8bit vs Q8_0), t/s:\n\n| depth | MLX tg | llama.cpp tg |\n"
        "|---|---|---|\n| 4k | 61.0 | 55.2 |"
    )
    assert by_value(found, 61.0).context["precision"] == "int8"
    assert by_value(found, 55.2).context["precision"] == "q8_0"


def test_a_list_label_ending_in_a_parenthesis_still_labels_its_item():
    found = claims(
        "Measured on this box. Structured output (temp=0) • 88-91 tok/s single stream "
        "Long-form prose • 61-64 tok/s"
    )
    structured = by_value(found, 88).context
    assert structured["workload"] == "structured" and structured["temperature"] == 0


def test_on_and_off_header_legs():
    found = claims(
        "Llama-3.1-8B + EAGLE3 on one L40S, vLLM.\n\n"
        "| Concurrency | Off: aggregate | On: aggregate |\n|---|---:|---:|\n| 8 | 402 | 611 |"
    )
    off, on = by_value(found, 402).context, by_value(found, 611).context
    assert off["spec_enabled"] is False and "spec_method" not in off
    assert on["spec_enabled"] is True and on["spec_method"] == "eagle3"


def test_a_run_under_load_drops_a_single_stream_said_elsewhere():
    found = claims(
        "Everything below is single stream unless a concurrency is given. Qwen3-8B, one L4.",
        "With `--max-concurrency 12`:\n```\nOutput token throughput (tok/s):         611.20\n"
        "Mean TTFT (ms):                          140.50\n```",
    )
    out, ttft = by_value(found, 611.2).context, by_value(found, 140.5).context
    assert (out["concurrency"], out["scope"]) == (12, "aggregate")
    assert (ttft["concurrency"], ttft["scope"]) == (12, "per_request")


def test_a_legend_may_quote_a_header_without_its_parenthesis():
    found = claims(
        '"Prefill" is one 16k-token prompt on an idle server.',
        "```\ngpu      decode       prefill (16k prompt)\nL40S     61 tok/s     ~12K tok/s\n```",
    )
    prefill = by_value(found, 12000).context
    assert (prefill["concurrency"], prefill["input_len"]) == (1, 16000)


def test_the_caption_of_a_result_block_in_the_same_post():
    found = claims(
        "gpt-oss-20b on one H100, TensorRT-LLM.\n\nBaseline, `--concurrency 1`:\n\n```\n"
        "Request Throughput (req/sec):                     0.3100\n"
        "Total Output Throughput (tokens/sec):             301.5000\n```\n\n"
        "Eagle3, max_draft_len 3, `--concurrency 1`:\n\n```\n"
        "Total Output Throughput (tokens/sec):             455.2500\n```",
        authors=["a"],
    )
    base, spec = by_value(found, 301.5).context, by_value(found, 455.25).context
    assert base["concurrency"] == 1 and base["scope"] == "single_stream"
    assert spec["spec_method"] == "eagle3" and spec["spec_tokens"] == 3


def test_a_model_column_of_sizes_names_the_documents_model_of_that_size():
    found = claims(
        "We serve Llama-3.1-8B-Instruct and Llama-3.3-70B-Instruct on H100s.",
        "| GPU | model | tok/s |\n|---|---|---|\n| H100 | 8B | 190 |\n| 2x H100 | 70B | 61 |",
    )
    assert by_value(found, 190).context["model"] == "llama-3.1-8b-instruct"
    assert by_value(found, 61).context["model"] == "llama-3.3-70b-instruct"


def test_a_cpu_model_number_does_not_end_the_setup_statement():
    found = claims(
        "Box: 2x RTX 3090, Ryzen 9 7950X, exllamav2 0.2.8. All numbers: single request, "
        "~400-token answers, average of 3.\n\n- Qwen2.5-32B 4.0bpw: 31.5 T/s",
        authors=["x"],
    )
    context = by_value(found, 31.5).context
    assert (context["concurrency"], context["output_len"]) == (1, 400)


def test_a_latency_is_never_aggregate():
    found = claims(
        "**Output tok/s (aggregate), mean TPOT in brackets**\n\n| concurrency | ngram |\n"
        "|---|---|\n| 8 | 1309.6 (5.86 ms) |"
    )
    assert by_value(found, 1309.6).context["scope"] == "aggregate"
    assert by_value(found, 5.86).context["scope"] == "per_request"


def test_a_long_lead_in_ending_in_a_colon_labels_its_list():
    found = claims(
        "First pass on the new Mac. All community 4-bit quants, mlx-lm 0.26.3, short prompt "
        "(~100 tokens), 400 tokens generated, average of 3 runs:\n\n"
        "- Qwen3-30B-A3B-4bit: 101 tok/s\n- Llama-3.3-70B-Instruct-4bit: 16.1 tok/s",
        authors=["m"],
    )
    context = by_value(found, 16.1).context
    assert (context["input_len"], context["output_len"]) == (100, 400)
    assert context["model"] == "llama-3.3-70b-instruct"


def test_an_input_plus_output_throughput_line_is_total():
    found = claims(
        "```\nbatch size: 4\nlatency: 9.80 s\noutput throughput: 208.97 token/s\n"
        "(input + output) throughput: 626.91 token/s\n```"
    )
    assert by_value(found, 626.91).metric == "total_tps"
    assert by_value(found, 208.97).metric == "decode_tps"


def test_trtllm_acceptance_lines_and_lead_in_lists():
    found = claims(
        "```\n-- Acceptance Rate Details ---\n\n[AR] AVERAGE: 2.51\n[AR] P50    : 2.49\n```\n"
        "Mean acceptance length from the server log: draft-model 2.35, ngram 1.92."
    )
    metrics = {c.low: c.metric for c in found}
    assert metrics[2.51] == metrics[2.49] == "acceptance_length"
    assert metrics[2.35] == metrics[1.92] == "acceptance_length"


def test_an_image_tags_v_prefixed_version_is_the_version_the_text_states():
    found = claims(
        "Image: `lmsysorg/sglang:v0.4.9.post1-cu126`. Environment: sglang 0.4.9.post1, 4x H100.\n\n"
        "Decode at c1: 88.2 tok/s.",
        authors=["a"],
    )
    assert by_value(found, 88.2).context["engine_version"] == "0.4.9.post1"


def test_a_llama_cpp_release_written_alone_is_the_version():
    found = claims("Two A6000s, Mistral-Small-24B Q6_K, llama.cpp (CUDA, b6123): ~41 t/s tg.")
    assert by_value(found, 41).context["engine_version"] == "b6123"
    found = claims("Retested the 4090 box: 133.5 t/s tg128 on b6231.")
    assert by_value(found, 133.5).context["engine_version"] == "b6231"


def test_a_reply_running_the_same_file_and_build_takes_the_openers_model_and_release():
    opener = (
        "Gemma-3-12B-it Q5_K_M on llama.cpp b6301, RTX 4070 Ti: tg128 = 61.2 t/s, "
        "pp512 = 2,410 t/s."
    )
    reply = "Same gguf and same build on my 3060: tg128 = 35.7 t/s."
    found = claims(opener, reply, authors=["op", "r"])
    context = by_value(found, 35.7).context
    assert context["model"] == "gemma-3-12b-it" and context["precision"] == "q5_k_m"
    assert context["engine"] == "llama.cpp" and context["engine_version"] == "b6301"
    assert context["accelerator"] == "nvidia-rtx-3060"  # its own card, not the opener's


def test_a_reply_without_a_back_reference_takes_nothing_from_the_opener():
    opener = "Gemma-3-12B-it Q5_K_M on llama.cpp b6301, RTX 4070 Ti: tg128 = 61.2 t/s."
    reply = "On my 3060: tg128 = 35.7 t/s. Not the same model though, a Llama 8B."
    context = by_value(claims(opener, reply, authors=["op", "r"]), 35.7).context
    assert "engine_version" not in context and context.get("model") != "gemma-3-12b-it"


def test_a_model_named_as_the_draft_is_not_the_claims_model():
    found = claims(
        "One 4090, Qwen2.5-Coder-14B-Instruct Q4_K_M + Qwen2.5-Coder-0.5B-Instruct Q8_0 as draft "
        "(`--draft-max 8`): 71.3 t/s on the refactoring prompt."
    )
    assert by_value(found, 71.3).context["model"] == "qwen2.5-coder-14b-instruct"


def test_an_ollama_tag_is_the_model_as_written_and_a_spaced_title_name_joins_it():
    found = claims(
        "3060 12GB: ollama vs llama.cpp on phi4 14B",
        "ollama 0.12.1, phi4:14b (q4_K_M), --verbose:\n```\neval count:    402 token(s)\n"
        "eval rate:      29.04 tokens/s\n```\n"
        "the Phi-4-14B-Instruct GGUF in llama.cpp does 31 t/s.",
    )
    assert by_value(found, 29.04).context["model"] == "phi4:14b"


def test_a_bench_tests_own_size_beats_a_length_stated_for_another_run():
    found = claims(
        "ollama --verbose:\n```\nprompt eval count: 950 token(s)\neval count: 311 token(s)\n"
        "eval rate: 21.4 tokens/s\n```\n"
        "llama-bench on the same file: tg128 24.9 t/s, pp512 880 t/s."
    )
    assert by_value(found, 24.9).context["output_len"] == 128
    assert by_value(found, 880).context["input_len"] == 512


def test_the_same_commit_in_a_sentence_is_the_release_named_just_before():
    found = claims(
        "ollama 0.11.8 gives 30.1 t/s. llama.cpp b6402 with Vulkan: tg128 33.0 t/s. "
        "HIP build of the same commit: tg 31.2 t/s."
    )
    context = by_value(found, 31.2).context
    assert (context["engine"], context["engine_version"]) == ("llama.cpp", "b6402")


def test_a_closing_single_user_statement_holds_for_the_posts_figures():
    found = claims(
        "RTX 4080 16GB, llama.cpp b6100.\n\n| model | tg t/s |\n|---|---|\n"
        "| Qwen3-8B Q4_K_M | 92.4 |\n\n"
        "Takeaway: fine for chat. Single user only, no batching tried.",
        authors=["a"],
    )
    context = by_value(found, 92.4).context
    assert (context["scope"], context["concurrency"]) == ("single_stream", 1)


def test_a_sentence_about_one_engines_numbers_holds_for_that_engines_figures_only():
    found = claims(
        "mlx-lm 0.26.1 vs llama.cpp b6300. llama.cpp numbers are llama-bench tg128. "
        "MLX numbers come from mlx_lm.generate, 300 tokens generated.\n\n"
        "| model | MLX tg t/s | llama.cpp tg t/s |\n|---|---|---|\n| Qwen3-14B | 48.2 | 41.9 |",
        authors=["a"],
    )
    assert by_value(found, 48.2).context["output_len"] == 300
    assert by_value(found, 41.9).context["output_len"] == 128


def test_a_table_row_does_not_label_the_paragraph_after_the_table():
    found = claims(
        "| depth | tg |\n|---|---|\n| 0 | 80.1 |\n| 16k | 52.3 |\n\n"
        "**Other model**: at empty context it does ~61 t/s."
    )
    assert "input_len" not in by_value(found, 61).context


def test_figures_compared_take_their_sides_of_the_setups_compared():
    found = claims(
        "Phi-4 (MLX 8bit vs Q8_0), empty context: tg 31.4 vs 28.7, pp 410 vs 388.",
        authors=["a"],
    )
    assert by_value(found, 31.4).context["precision"] == "int8"
    assert by_value(found, 28.7).context["precision"] == "q8_0"
    found = claims(
        "Llama-3.1-8B on vLLM 0.10.0 vs the Q6_K on llama-server (b6000). "
        "One user: 121 vs 97 tok/s.",
        authors=["a"],
    )
    assert by_value(found, 121).context["engine_version"] == "0.10.0"
    assert by_value(found, 97).context["engine"] == "llama.cpp"


def test_a_documents_title_states_no_run_conditions():
    found = claims(
        "Slower per slot with -np 4 than without the draft\n\n"
        "RTX 3090, llama-server. Without the draft: 33.1 t/s on the prompt."
    )
    assert "scope" not in by_value(found, 33.1).context


def test_a_label_line_over_a_result_block_holds_for_that_block_only():
    found = claims(
        "## Benchmark\n\n"
        "bench_one_batch, 1k in / 1k out, output throughput tok/s:\n\n"
        "| bs | main | PR |\n|---|---|---|\n| 1 | 88.4 | 97.0 |\n\n"
        "Note the bench_one_batch prompts are random tokens.\n\n"
        "ShareGPT, `bench_serving --dataset-name sharegpt --max-concurrency 8`, PR:\n\n"
        "```\nOutput token throughput (tok/s):         702.15\n```"
    )
    assert by_value(found, 702.15).context["workload"] == "chat"
    assert by_value(found, 97.0).context.get("workload") != "chat"


def test_list_lines_under_a_lead_in_share_its_run_lengths():
    found = claims(
        "What I get here, random 2000 in / 500 out:\n"
        "--max-concurrency 1  -> 31.2 tok/s output, median TPOT 30.1 ms\n"
        "--max-concurrency 32 -> 688 tok/s output, median TTFT 0.95 s"
    )
    context = by_value(found, 688).context
    assert (context["input_len"], context["output_len"]) == (2000, 500)


def test_llama_bench_tests_and_releases_in_a_llama_cpp_thread_are_llama_cpp():
    found = claims(
        "`./build/bin/llama-bench -m Mistral-7B-Q4_K_M.gguf -p 512 -n 128` on a 4070: tg128 = 88.1",
        "Same on my 3060: tg128 = 54.3, and 61.0 t/s on b6420.",
        authors=["op", "r"],
    )
    assert by_value(found, 54.3).context["engine"] == "llama.cpp"
    assert by_value(found, 61.0).context["engine"] == "llama.cpp"


def test_a_release_named_after_a_preposition_is_that_engines():
    found = claims(
        "Setup: 2x H100, vllm 0.9.2 and vllm 0.10.0, same flags.\n\n"
        "Mean TPOT went from 14.2 ms on 0.9.2 to 17.9 ms on 0.10.0."
    )
    context = by_value(found, 17.9).context
    assert (context["engine"], context["engine_version"]) == ("vllm", "0.10.0")


def test_a_thread_message_takes_the_authors_earlier_setup_before_a_later_one():
    found = claims(
        "running Qwen2.5-32B-Instruct-AWQ on vllm 0.9.1, one user gets 31 tok/s",
        "ok, with --max-concurrency 16: 402 tok/s output",
        "also tried Gemma-3-27B-it later, 29 tok/s single user",
        authors=["op", "op", "op"],
    )
    assert by_value(found, 402).context["model"] == "qwen2.5-32b-instruct"


def test_a_scraped_threads_title_frames_every_message():
    text = (
        "Forums › Spark › gpt-oss-120b on one DGX Spark\n\n"
        "ann · Oct 2, 2025\nllama.cpp b6700: tg32 = 55 t/s.\n\n"
        "bo · Oct 3, 2025\nvLLM side: 31 tok/s single stream with vllm bench serve."
    )
    posts = text_posts(text)
    inputs = [PostInput(f"p{p.position}", p.start, p.text, (), p.author) for p in posts]
    found = [pc.claim for pc in extract_document(inputs).claims]
    context = by_value(found, 31).context
    assert (context["model"], context["accelerator"]) == ("gpt-oss-120b", "nvidia-gb10")


def test_an_accelerator_called_by_its_number_and_a_comparison_target():
    found = claims(
        "Framework Desktop (Ryzen AI Max+ 395): 4.6 t/s.",
        "ollama on the 395 gives 44.2 tokens/s eval rate. Still behind the RTX 4090 though.",
        authors=["a", "b"],
    )
    assert by_value(found, 44.2).context["accelerator"] == "amd-ryzen-ai-max-395"


def test_a_model_anchored_setup_sentence_gives_that_models_layout():
    found = claims(
        "Llama 3.1 8B: 8 independent TP=1 replicas. Qwen2.5-72B: 2 replicas at TP=4.\n\n"
        "```\nmodel          tokens/s\nLlama 3.1 8B   41,200\nQwen2.5-72B    9,850\n```"
    )
    assert by_value(found, 41200).context["tp"] == 1
    assert by_value(found, 9850).context["tp"] == 4


def test_a_header_defined_below_the_table_takes_the_definitions_conditions():
    text = (
        "```\nmodel          tokens/s\nLlama 3.1 8B   41,200\n```\n\n"
        "tokens/s is the harness result (output tokens per second for the whole node)."
    )
    posts = text_posts(text)
    inputs = [PostInput(f"p{p.position}", p.start, p.text, (), p.author) for p in posts]
    found = [pc.claim for pc in extract_document(inputs).claims]
    assert by_value(found, 41200).context["scope"] == "aggregate"


def test_a_claim_naming_its_card_takes_that_cards_table_row():
    found = claims(
        "```\nGPU        model  precision  engine\nH100 SXM   8B     FP8        vLLM 0.10.1.1\n"
        "MI300X     8B     FP8        vLLM 0.10.1\n```\n\n"
        "The MI300X moved around a lot: decode ranged from 140 to 151 tok/s over three runs."
    )
    context = by_value(found, 140).context
    assert (context["engine"], context["engine_version"], context["precision"]) == (
        "vllm",
        "0.10.1",
        "fp8",
    )


def test_a_blocks_caption_is_the_last_sentence_of_the_line_above_it():
    found = claims(
        "Datasets: HumanEval and ShareGPT.\n\n"
        "So 1.8x on one vs 1.2x on the other. Full ShareGPT block (`--max-concurrency 1`):\n\n"
        "```\nOutput token throughput (tok/s):         71.40\n```"
    )
    assert by_value(found, 71.4).context["workload"] == "chat"


def test_a_rounded_depth_label_takes_the_exact_length_the_command_lists():
    found = claims(
        "llama-bench -p 512 -n 128 -d 0,4096,16384 on a 4090:\n\n"
        "| depth | tg t/s |\n|---|---|\n| 4k | 120.5 |\n| 16k | 98.2 |",
        authors=["a"],
    )
    assert by_value(found, 98.2).context["input_len"] == 16384


def test_a_family_named_alone_is_the_documents_one_model_of_that_family():
    found = claims(
        "Mac Studio, mlx-lm: DeepSeek-V3-0324-4bit does 20.1 tok/s, Qwen3-30B-A3B-4bit 101 tok/s.",
        "Fed it a 16k-token chunk of a codebase. DeepSeek took 4 minutes, then ~13 tok/s. "
        "Qwen3-30B-A3B with the same prompt: 70 tok/s.",
        authors=["a", "b"],
    )
    context = by_value(found, 13).context
    assert context["model"] == "deepseek-v3-0324"
    assert (context["input_len"], context["workload"]) == (16000, "code")


def test_list_items_give_their_own_card_count_and_size_named_model():
    found = claims(
        "Four MI60 32GB in one box, llama.cpp b6100.\n"
        "- Qwen3-14B Q8_0, one card: tg128 41.5 t/s\n"
        "- Llama-3.3-70B-Instruct Q4_K_M, 2 cards: tg128 9.7 t/s\n"
        "- same 70B, 4 cards, -sm row: tg128 12.2 t/s",
        authors=["a"],
    )
    assert by_value(found, 41.5).context["accelerator_count"] == 1
    assert by_value(found, 9.7).context["accelerator_count"] == 2
    context = by_value(found, 12.2).context
    assert (context["accelerator_count"], context["model"]) == (4, "llama-3.3-70b-instruct")


def test_simultaneous_requests_written_as_a_word_and_a_draft_off_label():
    found = claims(
        "Qwen2.5-72B-Instruct with Qwen2.5-1.5B-Instruct 4.0bpw as draft: 35.0 T/s.\n\n"
        "Four simultaneous requests to the 72B (draft off): 40 T/s total.",
        authors=["a"],
    )
    context = by_value(found, 40).context
    assert (context["concurrency"], context["spec_enabled"]) == (4, False)
    assert context["model"] == "qwen2.5-72b-instruct"
    assert by_value(found, 35.0).context["model"] == "qwen2.5-72b-instruct"


def test_same_model_refers_to_the_nearest_earlier_message_that_states_it():
    found = claims(
        "Decode is bounded by memory bandwidth, nothing to see here.",
        "Framework Desktop: Llama-3.3-70B-Instruct Q4_K_M, 4k-token prompt: 4.8 t/s.",
        "Same model on my Spark, same 4k prompt: 5.1 t/s tg.",
        "On the Spark side: Qwen3-Coder-30B-A3B-Instruct-FP8 in vLLM, one user ~40 tok/s.",
        authors=["a", "b", "c", "c"],
    )
    context = by_value(found, 5.1).context
    assert (context["model"], context["input_len"]) == ("llama-3.3-70b-instruct", 4000)


def test_a_reference_to_own_earlier_runs_is_not_settled_by_another_authors():
    found = claims(
        "Four MI50: Qwen3-14B, one card: 60 t/s; Llama-3.3-70B, 4 cards: 13 t/s.",
        "3x P40 here, 8.1 t/s on the 70B.",
        "Update: vLLM fork on the same box: 15.0 tok/s single user.",
        authors=["g", "p", "g"],
    )
    assert by_value(found, 15.0).context.get("accelerator_count") != 3


def test_a_sentence_with_its_own_figure_names_only_its_own_model():
    found = claims(
        "# Llama-3.1-70B-Instruct on Gaudi 3\n\nLlama-3.1-70B-Instruct, 8x Gaudi 3, FP8, TP=8.",
        "Under load: 1,650 output tok/s for the node. We also ran Mixtral-8x7B-Instruct at "
        "TP=2 for comparison: median TPOT 12.9 ms at a single stream.",
    )
    context = by_value(found, 1650).context
    assert (context["model"], context["tp"]) == ("llama-3.1-70b-instruct", 8)
    assert by_value(found, 12.9).context["model"] == "mixtral-8x7b-instruct"


def test_the_authors_own_card_is_the_one_they_call_mine():
    found = claims(
        "his 4090 shows 131 tokens/s, my 3090 gets like 58. is the 4090 really that far ahead?",
        "back on num_ctx 8192: eval rate 109.4 tokens/s.",
        authors=["a", "a"],
    )
    assert by_value(found, 109.4).context["accelerator"] == "nvidia-rtx-3090"


def test_steps_written_in_words_in_a_speculation_thread():
    found = claims(
        "EAGLE3 on Qwen3-14B with sglang, --speculative-num-steps 3: 101 tok/s at c=1.",
        "At c=4 the 2-step and 4-step configs are close (188 vs 185 tok/s output).",
        "Same draft head on an H100, 3 steps / topk 1: 77 tok/s single stream.",
        authors=["a", "b", "c"],
    )
    assert by_value(found, 188).context["spec_tokens"] == 2
    assert by_value(found, 185).context["spec_tokens"] == 4
    context = by_value(found, 77).context
    assert (context["spec_method"], context["spec_tokens"]) == ("eagle3", 3)


def test_the_one_release_an_author_gives_an_engine_holds_for_its_figures():
    text = (
        "Four 3090s running Qwen3-32B-AWQ through vLLM 0.11.2 with TP=4. "
        "The headline is 71.5 tok/s single stream.\n\n"
        "| run | tok/s |\n|---|---|\n| warm vLLM runs | 74.2 |\n| cold start | 66.0 |"
    )
    posts = text_posts(text)
    inputs = [PostInput(f"p{p.position}", p.start, p.text, (), p.author) for p in posts]
    found = [pc.claim for pc in extract_document(inputs).claims]
    assert by_value(found, 74.2).context["engine_version"] == "0.11.2"


def test_a_lines_own_model_file_gives_its_format_over_the_posts():
    found = claims(
        "4090, vLLM 0.11.0, random 1024 in / 256 out.\n"
        "nvidia/Qwen3-14B-NVFP4: c1 88.1 tok/s\n"
        "Qwen/Qwen3-14B-AWQ: c1 80.2 tok/s\n"
        "so nvfp4 is a bit faster, nvfp4 wins."
    )
    assert by_value(found, 80.2).context["precision"] == "awq"


def test_a_per_user_column_and_the_on_leg_before_a_without():
    found = claims(
        "| c | tps/user |\n|---|---|\n| 64 | 139.5 |\n\n"
        "Also tried k=3 single stream: 190.2 tok/s output vs 141.0 tok/s without spec."
    )
    assert by_value(found, 139.5).context["scope"] == "per_request"
    assert by_value(found, 190.2).context["spec_enabled"] is True
    assert by_value(found, 141.0).context["spec_enabled"] is False


def test_a_posts_opening_line_settles_a_key_its_figures_leave_open():
    found = claims(
        "Results on 0.10.2, same command as above:\n\n"
        "- prefix caching off: no difference\n- `SAMPLER=0`:\n\n"
        "```\nOutput token throughput (tok/s):         1288.40\n```\n\n"
        "so that's back to the 1290 we had on 0.10.1.1."
    )
    assert by_value(found, 1288.4).context["engine_version"] == "0.10.2"


def test_a_card_pair_takes_the_two_card_row_of_its_table():
    found = claims(
        "```\naccelerator    n  model  engine\nH100 SXM 80GB  1  8B     vLLM 0.10.1.1\n"
        "H100 SXM 80GB  2  70B    vLLM 0.10.1.1, TP=2\n"
        "RTX 5090       1  8B     llama.cpp b6480\n```\n\n"
        "Only ever ran the 5090 as a single-user llama-server. On the H100 pair the median "
        "TTFT at c=64 was 395 ms."
    )
    context = by_value(found, 395).context
    assert (context["accelerator_count"], context["tp"], context["engine"]) == (2, 2, "vllm")


def test_count_and_time_columns_under_a_header_row_with_rates_are_no_claims():
    found = claims(
        "|    PP |     TG |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |\n"
        "|-------|--------|--------|----------|----------|----------|----------|\n"
        "|  2048 |    512 |   8192 |   14.102 |   145.23 |   44.851 |    11.42 |"
    )
    assert sorted(c.low for c in found) == [11.42, 145.23]


def test_a_cell_of_two_figures_under_a_header_naming_the_legs():
    found = claims(
        "| Config | Acceptance rate (chat / code) | Acceptance length (chat / code) |\n"
        "|---|---|---|\n| MTP, k=1 | 80.4% / 86.2% | 1.80 / 1.86 |"
    )
    assert by_value(found, 80.4).context["workload"] == "chat"
    assert by_value(found, 86.2).context["workload"] == "code"
    assert by_value(found, 1.86).metric == "acceptance_length"
    assert by_value(found, 1.86).context["workload"] == "code"


def test_a_named_prompt_is_no_prompt_processing_and_pp_alone_is_no_metric():
    found = claims(
        "`--draft-max 8`, single slot, same prompt: 55.1 t/s, acceptance 0.79.\n\n"
        "with --pipeline-parallel-size 4 only 17 tok/s. why is pp so slow?\n\n"
        "pp around 310 t/s on the other box."
    )
    assert by_value(found, 55.1).metric == "decode_tps"
    assert by_value(found, 17).metric == "decode_tps"
    assert by_value(found, 310).metric == "prefill_tps"


def test_an_aligned_first_line_pointing_at_a_figure_is_a_row_not_a_header():
    found = claims(
        "tp4        -> 401 tok/s output\npp4        -> 287 tok/s\ntp2 + pp2  -> 349 tok/s"
    )
    assert sorted(c.low for c in found) == [287, 349, 401]


def test_an_acceptance_length_named_in_words_before_its_bare_figure():
    found = claims(
        "On the random set the acceptance length was only around 1.7 on both nodes. "
        "Average AR from the bench output: 2.58 strict, 3.11 relaxed. Batch 16 took 4 s."
    )
    metrics = {c.low: c.metric for c in found}
    assert metrics[1.7] == metrics[2.58] == metrics[3.11] == "acceptance_length"
    assert 16 not in metrics


def test_a_bound_worked_out_in_the_sentence_and_numbers_people_post_are_no_claims():
    found = claims(
        "For reference the ceiling on this card is 1008 GB/s divided by ~18 GB of weights, "
        "roughly 56 tok/s, so 41 tok/s measured is fine.\n\n"
        "For scale, the numbers people post for 8xH200 are in the 3k tok/s range."
    )
    assert [c.low for c in found] == [41]


def test_a_replys_lead_in_before_its_colon_states_its_run():
    found = claims(
        "Llama-3.1-8B-Instruct with EAGLE3 on an L40S: 60.1 tok/s baseline.",
        "Similar on A100 40GB, same target, num_speculative_tokens 3, ShareGPT at "
        "concurrency 1: 86.0 tok/s without spec, 118.5 tok/s with EAGLE3. Mean acceptance "
        "length 2.29. I only ran single user.",
        authors=["op", "r"],
    )
    context = by_value(found, 2.29).context
    assert (context["workload"], context["concurrency"], context["spec_tokens"]) == ("chat", 1, 3)
    assert context["model"] == "llama-3.1-8b-instruct"


def test_the_command_run_before_a_table_settles_a_layout_the_text_varies():
    text = (
        "## Perf\n\n"
        "```\ntrtllm-bench --model deepseek-ai/DeepSeek-R1 throughput --tp 8 --ep 4"
        " --concurrency 1\n```\n\n"
        "| config | tok/s |\n|---|---|\n| MTP nextn=3 | 310.5 |\n\n"
        "Max-throughput check, `--tp 8 --ep 8`, concurrency 256:\n\n"
        "| config | tok/s |\n|---|---|\n| MTP nextn=1 | 21050 |"
    )
    posts = text_posts(text)
    inputs = [PostInput(f"p{p.position}", p.start, p.text, (), p.author) for p in posts]
    found = [pc.claim for pc in extract_document(inputs).claims]
    assert by_value(found, 310.5).context["ep"] == 4
    assert by_value(found, 21050).context["ep"] == 8


def test_a_timing_blocks_lengths_hold_for_every_figure_in_it():
    found = claims(
        "Server with `-np 1`:\n\n```\n"
        "prompt eval time =     120.40 ms /    41 tokens "
        "(    2.94 ms per token,   340.53 tokens per second)\n"
        "       eval time =   12011.20 ms /   733 tokens "
        "(   16.39 ms per token,    61.03 tokens per second)\n"
        "draft acceptance rate = 0.70120 (  514 accepted /   733 generated)\n```"
    )
    context = by_value(found, 70.12).context
    assert (context["input_len"], context["output_len"]) == (41, 733)


def test_a_capitalised_name_after_a_preposition_does_not_start_the_next_item():
    found = claims("Batch 1: 80 tok/s without speculation, 149 tok/s with Medusa on HumanEval.")
    context = by_value(found, 149).context
    assert (context["spec_method"], context["spec_enabled"], context["workload"]) == (
        "medusa",
        True,
        "code",
    )


def test_a_figure_before_and_after_an_arrow_in_a_draft_model_thread():
    found = claims(
        "On a 4090 with Qwen2.5-Coder-14B-Instruct Q4_K_M + Qwen2.5-Coder-0.5B-Instruct Q8_0 "
        "as draft (`--draft-max 16`):\n\n- refactor-this-function prompt: 40.2 → 73.9 t/s"
    )
    assert by_value(found, 40.2).context["spec_enabled"] is False
    after = by_value(found, 73.9).context
    assert (after["spec_enabled"], after["spec_method"]) == (True, "draft-model")


def test_a_sweep_bench_row_gives_its_tests_sizes_and_depth():
    found = claims(
        "|    PP |     TG |   N_KV |   T_PP s | S_PP t/s |   T_TG s | S_TG t/s |\n"
        "|-------|--------|--------|----------|----------|----------|----------|\n"
        "|  2048 |    512 |      0 |   10.100 |   202.77 |   40.011 |    12.80 |\n"
        "|  2048 |    512 |   8192 |   14.102 |   145.23 |   44.851 |    11.42 |"
    )
    assert by_value(found, 145.23).context["input_len"] == 2048
    deep = by_value(found, 11.42).context
    assert (deep["input_len"], deep["output_len"]) == (8192, 512)
    assert "input_len" not in by_value(found, 12.8).context


def test_a_re_runs_figure_keeps_the_replaced_runs_conditions():
    found = claims(
        "Framework Desktop (Ryzen AI Max+ 395): Llama-3.3-70B-Instruct Q4_K_M, llama.cpp b6402, "
        "single user, 4k-token prompt: 4.7 t/s generation.",
        "My bad, that 4.7 was with flash attention off. Re-ran with -fa 1: 5.3 t/s tg.",
        authors=["f", "f"],
    )
    context = by_value(found, 5.3).context
    assert (context["input_len"], context["concurrency"]) == (4000, 1)
    assert context["model"] == "llama-3.3-70b-instruct"
    assert by_value(found, 4.7).superseded


def test_a_method_named_in_a_list_takes_its_config_lines_draft_length():
    found = claims(
        '* ngram: `--speculative-config \'{"method": "ngram", "num_speculative_tokens": 4}\'`\n'
        '* suffix: `--speculative-config \'{"method": "suffix", "num_speculative_tokens": 16}\'`'
        "\n\n"
        "Mean acceptance length at c=1 from the server log: ngram 1.98, suffix 2.57."
    )
    assert by_value(found, 1.98).context["spec_tokens"] == 4
    assert by_value(found, 2.57).context["spec_tokens"] == 16


def test_an_aside_about_the_old_figure_is_not_the_new_figures_context():
    found = claims(
        "Re-ran the suffix column on 0.11.3 (same flags):\n\n"
        "- c=1: 305.0 tok/s (was 281 on 0.11.2), mean TPOT 3.2 ms"
    )
    assert by_value(found, 305.0).context["engine_version"] == "0.11.3"


def test_a_named_fork_is_other_and_its_upstream_is_no_engine():
    found = claims(
        "Update: tried the community vllm-gfx906 fork (based on vLLM 0.9.2), -tp 4: "
        "single user 14.9 tok/s."
    )
    assert by_value(found, 14.9).context["engine"] == "other"


def test_a_release_of_one_other_engine_is_not_another_others():
    found = claims(
        "My main model runs on lightning-mlx with MTP; its probe said 19 tok/s but the "
        "server log says tok/s=78.4. The quant was built with MTPLX 0.3.8, which never "
        "shipped; on oMLX 0.4.2 the same model does 51 tok/s."
    )
    assert by_value(found, 78.4).context["engine"] == "other"
    assert "engine_version" not in by_value(found, 78.4).context
    assert by_value(found, 51).context["engine_version"] == "0.4.2"


def test_a_bracketed_release_is_its_engines_and_no_other_engines():
    found = claims(
        "ollama [v0.11.4]\neval rate:            38.37 tokens/s\n\n"
        "MLC-LLM (mlc_llm serve):\n66.23 tok/sec"
    )
    assert by_value(found, 38.37).context["engine_version"] == "v0.11.4"
    assert by_value(found, 66.23).context["engine"] == "other"
    assert "engine_version" not in by_value(found, 66.23).context


def test_what_follows_while_is_the_other_side_unless_it_is_the_run():
    found = claims("Ollama is slow here. It only gives 15 T/s while llama.cpp could have 40 T/s.")
    assert by_value(found, 15).context.get("engine") != "llama.cpp"
    assert by_value(found, 40).context["engine"] == "llama.cpp"
    found = claims("I get 62 tok/s while running vLLM on the 3090.")
    assert by_value(found, 62).context["engine"] == "vllm"


def test_what_an_authors_same_gguf_named_holds_for_their_later_posts():
    found = claims(
        "Mistral-Small-24B-Instruct Q5_K_M on a 4090, llama.cpp b6500: tg128 = 57.1",
        "Same pattern on a 3090 (same gguf): tg128 = 41.0",
        "Confirmed on the 3090 too, 43.3 t/s tg128 on b6510.",
        authors=["op", "r", "r"],
    )
    assert by_value(found, 43.3).context["model"] == "mistral-small-24b-instruct"


def test_a_block_right_after_a_captioned_block_shares_its_caption():
    found = claims(
        "With `num_speculative_tokens: 3` it crashes under load.\n\n"
        "no spec:\n```\nOutput token throughput (tok/s):         1380.20\n```\n\n"
        "MTP, num_speculative_tokens=2:\n"
        "```\nOutput token throughput (tok/s):         1822.00\n```\n"
        "```\nSpecDecoding metrics: Mean acceptance length: 2.45, "
        "Avg Draft acceptance rate: 73.9%\n```"
    )
    assert by_value(found, 2.45).context["spec_tokens"] == 2
    assert by_value(found, 73.9).context["spec_tokens"] == 2


def test_an_acceptance_figure_beside_a_without_is_the_drafting_runs():
    found = claims(
        "MTP, k=3 single stream: 198.0 tok/s output vs 146.2 tok/s without spec, "
        "acceptance length 3.01.\n\nw/o spec:\n```\nAcceptance length: 1.00\n```"
    )
    assert by_value(found, 3.01).context["spec_enabled"] is True
    assert by_value(found, 1.0).context["spec_enabled"] is False


def test_a_layout_stated_for_other_hardware_is_not_carried_to_this_cards_figures():
    text = (
        "On the B200 node, TensorRT-LLM via `trtllm-serve --tp_size 8 --ep_size 8`. "
        "On the MI300X node, SGLang with `--tp 8 --ep-size 4`. "
        "On the H200 node, SGLang with `--tp 8`.\n\n"
        "| node | tok/s |\n|---|---|\n| 8×H200, FP8, SGLang | 77 tok/s |"
    )
    posts = text_posts(text)
    inputs = [PostInput(f"p{p.position}", p.start, p.text, (), p.author) for p in posts]
    found = [pc.claim for pc in extract_document(inputs).claims]
    assert "ep" not in by_value(found, 77).context


def test_a_yes_answer_runs_the_setup_the_question_asked_about():
    found = claims(
        "vLLM 0.10.1.1, phi-4 w8a8. -tp 4: 70 tok/s one user.",
        "did you try -tp 2 with --data-parallel-size 2?",
        "yes: 58 tok/s single user, 1,760 tok/s at 64 users.",
        authors=["q", "h", "q"],
    )
    context = by_value(found, 58).context
    assert (context["tp"], context["dp"]) == (2, 2)


def test_input_and_output_size_phrases_and_size_columns():
    text = (
        "Offline runs on two L40S, vLLM. Every run used input size 256 and an output size "
        "of 512 tokens.\n"
        "| Batch | Output tok/s | Mean latency (s) |\n"
        "| 1 | 41 | 12.4 |\n"
        "| 8 | 290 | 14.1 |"
    )
    found = claims(text)
    row = by_value(found, 290)
    assert row.context["input_len"] == 256 and row.context["output_len"] == 512
    assert row.context["batch_size"] == 8 and row.context["scope"] == "aggregate"
    # A static batch's latency is the batch's wall time: no scope.
    assert "scope" not in by_value(found, 14.1).context
    sized = (
        "Two shapes on the same box:\n"
        "| Use case | Input size in tokens | Output size in tokens | Output throughput (TPS) |\n"
        "| short chat | 200 | 300 | 1520 |\n"
        "| long answers | 200 | 3000 | 2210 |"
    )
    found = claims(sized)
    assert sorted(c.low for c in found) == [1520, 2210]  # the size columns are no rates
    long = by_value(found, 2210)
    assert long.context["input_len"] == 200 and long.context["output_len"] == 3000


def test_parameter_value_table_is_the_setup_of_the_results():
    found = claims(
        "# Qwen3-235B-A22B-FP8 on 8x H200, SGLang",
        "Key numbers: 2,040 output tok/s with MTP.",
        "| Parameter | Value |\n|---|---|\n| Tensor Parallelism | 8 |\n"
        "| Expert Parallelism | 8 |\n| MTP | 2 steps |\n"
        "| Dataset | random tokens, 2K input / 512 output |",
        "| Metric | baseline | MTP |\n|---|---|---|\n"
        "| Output tok/s | 1,310 | 2,040 |\n| Mean TPOT (ms) | 24.1 | 14.9 |",
    )
    tpot = by_value(found, 14.9)
    assert tpot.context["tp"] == 8 and tpot.context["ep"] == 8
    assert tpot.context["input_len"] == 2000 and tpot.context["output_len"] == 512
    assert tpot.context["workload"] == "random"
    assert tpot.context["spec_enabled"] is True and tpot.context["spec_tokens"] == 2
    # A two-column table of results is no settings table.
    results = (
        "Quick sweep of layouts.",
        "First, the stock config gave 52 tok/s.",
        "| Setting | Value |\n|---|---|\n| TP=2 | 41 tok/s |",
        "Then 77 tok/s.",
    )
    assert "tp" not in by_value(claims(*results), 77).context


def test_length_column_headers_under_a_context_caption():
    text = (
        "Decode tok/s by context depth, 128 tokens generated each time:\n"
        "| Model | 8K | 32K | 64K |\n|---|---|---|---|\n"
        "| Llama-3.1-8B | 88.0 | 74.5 | 61.2 |"
    )
    found = claims(text)
    assert [by_value(found, v).context["input_len"] for v in (88.0, 74.5, 61.2)] == [
        8000,
        32000,
        64000,
    ]
    # Without a word for context the headers may be anything (sizes, budgets).
    plain = "Decode tok/s:\n| Model | 8K | 32K |\n|---|---|---|\n| Llama-3.1-8B | 88.0 | 74.5 |"
    assert "input_len" not in by_value(claims(plain), 74.5).context


def test_what_the_author_uses_the_machine_for_is_no_workload():
    text = (
        "I mostly run Qwen3-32B on my 3090 for coding agent work. llama-bench tg128 gives 34.2 t/s."
    )
    assert "workload" not in by_value(claims(text), 34.2).context
    run = "We ran the coding tasks from HumanEval through it: 34.2 t/s."
    assert by_value(claims(run), 34.2).context["workload"] == "code"


def test_block_of_label_lines_is_setup():
    found = claims(
        "Weekly numbers",
        "Headline: 45 tok/s on the new build.",
        "Date: 2026-03-02\nPrecision: FP8\nOwner: infra team",
        "At c4 it reached 140 tok/s.",
    )
    assert by_value(found, 140).context["precision"] == "fp8"


def test_server_slots_and_token_batches_are_no_load():
    text = (
        "llama-server -m qwen3-30b-a3b-q4_k_m.gguf --parallel 4 -c 32768\n"
        "One chat at a time it decodes at 61.5 t/s."
    )
    context = by_value(claims(text), 61.5).context
    assert "concurrency" not in context or context["concurrency"] == 1
    one = "llama-server -m qwen3-8b-q8_0.gguf --parallel 1\nDecode 88.2 t/s."
    assert by_value(claims(one), 88.2).context["concurrency"] == 1
    flags = "Flags: -ngl 99, batch 2048, ubatch 512, flash attention on.\nDecode 27.4 t/s."
    assert "batch_size" not in by_value(claims(flags), 27.4).context


def test_yes_no_column_under_a_method_header_gives_the_legs():
    text = (
        "| Config | TP | EAGLE3 | tok/s |\n|---|---|---|---|\n"
        "| plain | 2 | No | 48.0 |\n| with head | 2 | Yes | 83.5 |"
    )
    found = claims(text)
    off, on = by_value(found, 48.0).context, by_value(found, 83.5).context
    assert off["spec_enabled"] is False and "spec_method" not in off
    assert on["spec_enabled"] is True and on["spec_method"] == "eagle3"


def test_pipeline_layout_in_a_row_label_is_not_prefill():
    text = "| Layout | tok/s |\n|---|---|\n| TP=2+PP=2 | 31.0 |\n| TP=4 | 44.0 |"
    row = by_value(claims(text), 31.0)
    assert row.metric == "decode_tps" and row.context["pp"] == 2


def test_releases_label_rows_and_figures():
    found = claims(
        "Decode regression on vLLM, Llama-3.1-8B on one L4.\n"
        "| image | vLLM |\n|---|---|\n| old | 0.9.2 |\n| new | 0.10.1 |\n\n"
        "Output 256 tokens with ignore_eos, median of 3:\n\n| | c=1 |\n|---|---|\n"
        "| old (0.9.2) | 61.0 tok/s |\n| new (0.10.1) | 47.5 tok/s |",
        "Can't reproduce on `vllm==0.10.1` here: 0.9.2 58.2 tok/s, 0.10.1 60.1 tok/s.",
        authors=["a", "b"],
    )
    old, new = by_value(found, 61.0).context, by_value(found, 47.5).context
    assert old["engine_version"] == "0.9.2" and new["engine_version"] == "0.10.1"
    assert old["output_len"] == 256
    assert by_value(found, 58.2).context["engine_version"] == "0.9.2"
    assert by_value(found, 60.1).context["engine_version"] == "0.10.1"


def test_model_names_do_not_swallow_figures_or_recipe_versions():
    found = claims("Title: deepseek v3 60 tokens/sec on the API, GLM-5.2 v14 at 41 tok/s cc1.")
    assert by_value(found, 60).context["model"] == "deepseek-v3"
    glm = by_value(found, 41).context
    assert glm["model"] == "glm-5.2" and glm["concurrency"] == 1


def test_caption_line_method_baseline_and_dataset_path():
    text = (
        "Decode tok/s on one H200, BS1\n\n"
        "cmd: `python bench.py --dataset ./data/gsm8k/test.jsonl --num-prompts 50`\n\n"
        "Medusa: 150.2, speedup 1.4x\n"
        "EAGLE-3: 190.6, speedup 1.8x, 1.27x over Medusa"
    )
    found = claims(text)
    eagle = by_value(found, 1.8).context
    assert eagle["spec_method"] == "eagle3"  # "over Medusa" names the baseline
    assert eagle["scope"] == "single_stream" and eagle["concurrency"] == 1
    assert eagle["workload"] == "math"
    assert eagle["accelerator"] == "nvidia-h200"


def test_speculation_raising_a_speed_from_a_to_b_gives_both_legs():
    text = (
        "Draft model [llama-68m](https://huggingface.co/someone/llama-68m), target llama13b. "
        "On my Mac M2 chip speculative decoding raised the speed from ~9 tokens/s to ~14 tokens/s."
    )
    found = claims(text)
    off, on = by_value(found, 9).context, by_value(found, 14).context
    assert off["spec_enabled"] is False and "spec_method" not in off
    assert on["spec_enabled"] is True and on["spec_method"] == "draft-model"
    assert on["accelerator"] == "apple-m2" and on["model"] == "llama13b"


def test_sampler_and_load_timings_are_no_claims():
    text = (
        "```\nllama_print_timings:      sample time =     12.40 ms /   128 runs   "
        "(    0.10 ms per token, 10322.58 tokens per second)\n"
        "llama_print_timings:        eval time =   2950.11 ms /   127 runs   "
        "(   23.23 ms per token,    43.05 tokens per second)\n```"
    )
    assert [c.low for c in claims(text) if c.metric == "decode_tps"] == [43.05]


def test_unfenced_llama_timing_lines_and_an_explicit_spec_type():
    text = (
        "llama-cli -m qwen3-30b-a3b-q8_0.gguf --model-draft qwen3-mtp-head.gguf "
        "--spec-type mtp --draft-max 2 -n 256 -p 'hello'\n"
        "llama_print_timings: prompt eval time =   210.10 ms /    12 tokens "
        "(   17.51 ms per token,    57.11 tokens per second)\n"
        "llama_print_timings:        eval time =  6100.00 ms /   255 runs   "
        "(   23.92 ms per token,    41.80 tokens per second)"
    )
    found = claims(text)
    prompt, decode = by_value(found, 57.11), by_value(found, 41.8)
    assert prompt.metric == "prefill_tps" and prompt.context["input_len"] == 12
    assert decode.metric == "decode_tps" and decode.context["spec_method"] == "mtp"
    assert decode.context["output_len"] == 255  # the run's decode count, as llama.cpp prints it


def test_a_table_caption_is_its_table_s_and_a_method_label_frames_its_paragraph():
    found = claims(
        "Gemma 3 27B on an M3 Max, MLX.",
        "Decode tok/s by depth. 128 output tokens per run.\n"
        "| Model | 4K | 16K |\n|---|---|---|\n| Gemma-3-27B | 21.5 | 18.2 |",
        "MTP (multi-token prediction): Qwen 3.5 models ship a draft head. With it the 122B "
        "goes from ~17 tok/s to 31.9 tok/s.",
    )
    assert by_value(found, 21.5).context["output_len"] == 128
    off, on = by_value(found, 17).context, by_value(found, 31.9).context
    assert "output_len" not in on  # the caption spoke for its table only
    assert off["spec_enabled"] is False and on["spec_enabled"] is True
    assert on["spec_method"] == "mtp" and on.get("model") != "qwen-3.5"


def test_a_column_of_published_numbers_is_quoted_for_comparison():
    text = "| Metric | A100 (paper) | L40S (ours) |\n|---|---|---|\n| Output tok/s | 140.0 | 96.5 |"
    assert [c.low for c in claims(text)] == [96.5]


def test_caption_rate_gives_listed_values_their_unit_and_vanilla_is_the_off_leg():
    text = (
        "Output tokens/s on one A100, batch 1\n\n"
        "vanilla (`Qwen2.5-7B-Instruct`): 92\n\n"
        "Medusa heads:\n* K=3: 141.5, speedup 1.54x\n* K=5: 150.2, speedup 1.63x"
    )
    found = claims(text)
    base, k3 = by_value(found, 92), by_value(found, 141.5)
    assert base.metric == "decode_tps" and base.context["spec_enabled"] is False
    assert k3.metric == "decode_tps" and k3.context["spec_tokens"] == 3
    assert k3.context["spec_method"] == "medusa"
    # Without a caption naming a rate, a bare listed number is no claim.
    assert claims("Notes\n\nvanilla: 92\n\nMedusa: 141.5") == []


def test_a_block_above_a_table_captions_it_and_the_model_keeps_its_written_format():
    found = claims(
        "EAGLE3 for Qwen3-235B-A22B",
        "We trained a draft head for the Qwen3-235B-A22B-FP8 checkpoint and measured a "
        "1.5x mean speedup.",
        "Single stream\nOne request at a time, temperature 0, TP=4. Tree: steps=3, topk=1.",
        "| Dataset | Baseline (tok/s) | EAGLE3 (tok/s) |\n|---|---|---|\n"
        "| SWEBench-Verified | 40.1 | 66.0 |\n| MT-Bench | 44.0 | 63.2 |",
    )
    code = by_value(found, 66.0).context
    assert code["tp"] == 4 and code["temperature"] == 0 and code["concurrency"] == 1
    assert code["spec_tokens"] == 3 and code["workload"] == "code"
    assert code["model"] == "qwen3-235b-a22b" and code["precision"] == "fp8"


def test_batch_cells_marked_concurrent_and_completion_token_columns():
    found = claims(
        "Qwen3-30B-A3B on one DGX Spark, vLLM (nvcr.io/nvidia/vllm:25.09-py3).",
        "| Batch | Avg completion tokens | Aggregate tok/s |\n|---|---|---|\n"
        "| 1 (serial) | 512 | 48.0 |\n| 4 (concurrent) | 512 | 121.5 |",
    )
    one, four = by_value(found, 48.0).context, by_value(found, 121.5).context
    assert one["concurrency"] == 1 and one["scope"] == "single_stream"
    assert four["concurrency"] == 4 and four["scope"] == "aggregate"
    assert four["output_len"] == 512 and "batch_size" not in four
    assert four["engine"] == "vllm" and "engine_version" not in four  # a container release
    assert [c.low for c in found] == [48.0, 121.5]


def test_a_two_line_date_and_config_block_is_setup():
    found = claims(
        "Notes from the lab",
        "First try gave 12 tok/s before tuning.",
        "Date: 2026-05-02\nConfig: TP=2, --quantization=awq",
        "Tuned: 30.5 tok/s.",
    )
    assert by_value(found, 30.5).context["precision"] == "awq"


def test_engine_label_lines_and_dotless_llama_bench_architectures():
    text = (
        "Qwen3.5 4B IQ4_XS on a Ryzen AI 9 HX 370, CPU only, 4-prompt average.\n"
        "ik_llama.cpp\n"
        "model size params backend threads test t/s\n"
        "qwen35 4B IQ4_XS - 4.25 bpw 2.30 GiB 4.21 B CPU 12 tg128 21.30 ± 0.20\n"
        "Mainline llama.cpp\n"
        "model size params backend threads test t/s\n"
        "qwen35 4B IQ4_XS - 4.25 bpw 2.30 GiB 4.21 B CPU 12 tg128 11.90 ± 0.10"
    )
    found = claims(text)
    ik, mainline = by_value(found, 21.3).context, by_value(found, 11.9).context
    assert ik["engine"] == "ik_llama.cpp" and mainline["engine"] == "llama.cpp"
    assert mainline["model"] == "qwen3.5-4b"
    assert mainline["accelerator"] == "amd-ryzen-ai-9-hx-370"
    assert "input_len" not in mainline  # four prompts, not a four-token prompt


def test_scraped_title_with_a_figure_frames_the_runs_below():
    found = claims(
        "r/LocalLLaMA",
        "Qwen3-32B DFlash on an RTX 4090 Laptop via acme-llama-cpp + Q8_0 GGUF drafter"
        " - 60 t/s avg",
        "I rebuilt at HEAD 1a2b3c4d and re-ran the bench.",
        "Run 1: 600 tok in 10.10s = 59.41 t/s\nRun 2: 600 tok in 9.70s = 61.86 t/s",
    )
    run = by_value(found, 61.86).context
    assert run["model"] == "qwen3-32b" and run["accelerator"] == "nvidia-rtx-4090-laptop"
    assert run["spec_method"] == "dflash" and run["engine"] == "other"
    assert run["output_len"] == 600 and "precision" not in run  # the quant is the drafter's
    assert by_value(found, 61.86).context.get("engine_version") in (None, "1a2b3c4d")


def test_slash_lists_pair_settings_with_figures():
    text = (
        "llama-server -m qwen3-8b-q4_k_m.gguf -md qwen3-0.6b-q8_0.gguf\n"
        "Across `--spec-draft-n-max` 4 / 8 / 32: **88.1 / 91.5 / 84.0 tok/s** in total."
    )
    found = claims(text)
    assert [by_value(found, x).context["spec_tokens"] for x in (88.1, 91.5, 84.0)] == [4, 8, 32]
    loads = claims("Qwen3-8B on vLLM at c1 / c4 / c16: 70 / 240 / 610 tok/s.")
    assert [by_value(loads, x).context["concurrency"] for x in (70, 240, 610)] == [1, 4, 16]


def test_a_size_column_names_the_family_model_its_siblings_spell_out():
    text = (
        "Qwen3-4B and Qwen3-8B GGUFs on an RX 7900 XTX, llama.cpp b6000.\n"
        "| model | backend | tg128 t/s |\n|---|---|---:|\n"
        "| 0.6B | vulkan | 402.5 |\n| 8B | vulkan | 88.0 |"
    )
    found = claims(text)
    assert by_value(found, 402.5).context["model"] == "qwen3-0.6b"
    assert by_value(found, 88.0).context["model"] == "qwen3-8b"


def test_a_variant_column_completes_the_family_a_heading_names():
    text = (
        "Gemma-4 on my RTX 3090\n"
        "| Variant | Quant | Backend | Gen tok/s |\n|---|---|---|---|\n"
        "| E2B-it | Q4_K_M | llama.cpp 59778f0 | 181.1 |\n"
        "| 26B-A4B-it | Q4_K_M | llama.cpp 59778f0 | 74.7 |\n"
        "| 31B | Q4_K_M | llama.cpp 59778f0 | 15.2 |"
    )
    found = claims(text)
    assert by_value(found, 181.1).context["model"] == "gemma-4-e2b-it"
    assert by_value(found, 74.7).context["model"] == "gemma-4-26b-a4b-it"
    assert by_value(found, 15.2).context["model"] == "gemma-4-31b"
    assert by_value(found, 15.2).context["engine_version"] == "59778f0"
    # a heading naming a sized model keeps it: the cell is no variant of it
    text = "Qwen3-8B runs\n| Size | tok/s |\n|---|---|\n| 4.9 GiB | 60.1 |"
    assert by_value(claims(text), 60.1).context["model"] == "qwen3-8b"


def test_a_spreadsheet_of_acceptance_lengths_and_latencies_per_draft_length():
    text = (
        "Eagle 3 vs Eagle 1 on llama 3.1 8b.\n\n"
        "  | AL |   |  \n-- | -- | -- | --\nK | Eagle 1 | Eagle 3 | Gain %\n"
        "2 | 2.1 | 2.36 | 1.123809524\n3 | 2.29 | 2.79 | 1.218340611\n\n"
        "  | TPOT ms |   |   |  \n-- | -- | -- | -- | --\n"
        "BS 1 | vanilla | EAGLE 1 | EAGLE 3 | E1 over vanilla\n"
        "K=2 | 7.07 | 4.37 | 4.32 | 1.61784897\nK=3 | 7.07 | 4.29 | 4.09 | 1.648018648\n"
        "Best K |   | 3 | 2 |  \n"
    )
    found = claims(text)
    al = by_value(found, 2.1)
    assert al.metric == "acceptance_length" and al.context["spec_method"] == "eagle"
    assert by_value(found, 2.79).context["spec_method"] == "eagle3"
    assert by_value(found, 2.79).context["spec_tokens"] == 3
    assert by_value(found, 4.09).metric == "tpot_ms"
    assert by_value(found, 1.617849).metric == "speedup"
    assert not [c for c in found if c.quote.startswith("Best K")]  # the chosen settings
    assert not [c for c in found if c.low in (2.0, 3.0)]  # the row labels


def test_a_corner_cell_stating_a_condition_states_it_for_the_table():
    text = "| BS 1 | vanilla tok/s | EAGLE tok/s |\n|---|---|---|\n| Llama-3.1-8B | 141 | 230 |\n"
    found = claims(text)
    assert by_value(found, 230).context["concurrency"] == 1
    assert by_value(found, 141).context["scope"] == "single_stream"
    text = "| Model | vanilla tok/s | EAGLE tok/s |\n|---|---|---|\n| Llama-3.1-8B | 141 | 230 |\n"
    assert "concurrency" not in by_value(claims(text), 230).context


def test_a_table_of_official_figures_from_elsewhere_holds_no_claims():
    text = (
        "My 3090 runs Qwen3.6-35B-A3B at ~146 tok/s.\n\n"
        "Here's a comparison table with official data from the APEX repository.\n"
        "| Model | tg128 (t/s) |\n|---|---|\n| BF16 | 30.4 |\n| I-Compact | 62.3 |\n"
    )
    found = claims(text)
    assert [c.low for c in found] == [146]
    own = "Here are my runs on the 3090:\n| Model | tg128 (t/s) |\n|---|---|\n| BF16 | 30.4 |\n"
    assert [c.low for c in claims(own)] == [30.4]


def test_a_kv_cache_column_names_no_weight_format():
    text = (
        "| Engine | KV Cache | decode tok/s |\n|---|---|---|\n"
        "| ik_llama | q8_0 / q5_0 | 146 |\n| llama.cpp | f16 | 120 |\n"
    )
    found = claims(text)
    assert "precision" not in by_value(found, 146).context
    assert "precision" not in by_value(found, 120).context
    text = "| Engine | Quant | decode tok/s |\n|---|---|---|\n| ik_llama | Q5_0 | 146 |\n"
    assert by_value(claims(text), 146).context["precision"] == "q5_0"


def test_an_issue_bodys_quoted_setup_lines_are_its_own_setup():
    body = (
        "We could not reproduce the blog's numbers. Our setup:\n\n"
        "> vLLM version: 0.6.3\n> Device: 4 x H100 PCIe\n"
        "> Target Model: meta-llama/Meta-Llama-3-70B-Instruct with TP=4\n"
        "> Draft Model: turboderp/Qwama-0.5B-Instruct with TP=1\n"
        "> Dataset: anon8231489123/ShareGPT_Vicuna_unfiltered\n"
        "> Num Speculative Tokens: 4\n\n"
        "Output token throughput: 16.39 tok/s"
    )
    context = by_value(claims(body), 16.39).context
    assert context["engine_version"] == "0.6.3"
    assert context["accelerator_count"] == 4 and context["tp"] == 4
    assert context["model"] == "meta-llama-3-70b-instruct"
    assert context["spec_tokens"] == 4 and context["workload"] == "chat"
    # a reply quoting the earlier post's setting line quotes it; it states nothing new
    found = claims(
        "Device: 1 x A100\n\nOutput token throughput: 20.5 tok/s",
        "> Device: 1 x A100\n\nOn my box, output token throughput: 30.5 tok/s",
        authors=["a", "b"],
    )
    assert "accelerator" not in by_value(found, 30.5).context
    # a quoted line holding a figure stays someone else's
    found = claims("> Throughput: 99.5 tok/s\n\nMine: 50.5 tok/s")
    assert [c.low for c in found] == [50.5]


def test_numbered_prompt_lines_under_model_label_lines():
    text = (
        "Three test prompts on my RTX 4090:\n"
        "Test 1: Write a binary search in Rust. Code only.\n"
        "Test 2: Summarise the French revolution.\n\n"
        "DeepSeek R1 Distill Llama 8B (Q4_K_M) + 0.5B draft\n"
        "Test 1: 88.2 tok/s without draft, 120.4 tok/s with draft. 71.5% accepted.\n"
        "Test 2: 87.9 tok/s without draft, 101.3 tok/s with draft. 52.4% accepted.\n"
    )
    found = claims(text)
    for value in (88.2, 120.4, 71.5, 87.9, 101.3, 52.4):
        assert by_value(found, value).context["model"] == "deepseek-r1-distill-llama-8b"
    assert by_value(found, 120.4).context["spec_method"] == "draft-model"
    assert by_value(found, 120.4).context["workload"] == "code"
    assert "workload" not in by_value(found, 101.3).context  # Test 2 is no coding prompt


def test_build_labels_inside_a_console_block_are_no_quotes():
    text = (
        "llama-server logs, same prompt:\n```console\n"
        "> Build 9100\n"
        "[1] eval time = 150000.00 ms / 1700 tokens (88.24 ms per token, 11.33 tokens per second)\n"
        "> Build 9180\n"
        "[2] eval time = 180000.00 ms / 1600 tokens (112.50 ms per token, 8.89 tokens per second)\n"
        "```"
    )
    found = claims(text)
    assert by_value(found, 11.33).context["engine_version"] == "9100"
    assert by_value(found, 8.89).context["engine_version"] == "9180"


def test_a_model_with_its_quant_in_parentheses_as_the_draft():
    found = claims(
        "Running Qwen3-32B (Q6_K) as main model, and Qwen3-0.6B (Q4_K_S) as simple-draft "
        "model: 21.5 t/s."
    )
    context = by_value(found, 21.5).context
    assert context["model"] == "qwen3-32b" and context["spec_method"] == "draft-model"


def test_expected_rows_and_load_named_columns():
    text = (
        "Our runs fall short of the blog's:\n"
        "| Throughput (tok/s) | 32 tokens | 128 tokens |\n|---|---|---|\n"
        "| Expected | 6121 | 3592 |\n| Actual | 5752 | 3180 |\n\n"
        "| Latency | qps 1 | qps 4 |\n|---|---|---|\n| Actual | 3.6 | 7.1 |\n"
    )
    found = claims(text)
    assert not [c for c in found if c.low in (6121, 3592)]  # the published figures
    assert by_value(found, 5752).metric == "decode_tps"
    assert not [c for c in found if c.metric == "request_rate"]  # qps is the load


def test_a_figure_in_a_quoted_article_title_is_the_articles():
    found = claims(
        'We tried to reproduce the blog article "Speculative Decoding Makes vLLM up to '
        '2.8x Faster" and got a 1.4x speedup.'
    )
    assert [c.low for c in found] == [1.4]
    assert [c.low for c in claims('We got "up to 2.8x" faster decode with EAGLE.')] == [2.8]


def test_a_list_item_led_by_a_size_names_the_familys_model_of_that_size():
    text = (
        "Qwen3.6 35B MoE on an RTX 5080 with llama.cpp.\n"
        "Configs tested:\n"
        "  • 27B IQ3+MTP: fully on GPU, avg 73 tok/s\n"
        "  • 35B Q4_K_XL+MTP: partial offload, avg 74 tok/s\n"
    )
    found = claims(text)
    assert by_value(found, 73).context["model"] == "qwen3.6-27b"
    assert by_value(found, 74).context["model"] == "qwen3.6-35b"
    assert by_value(found, 73).context["spec_enabled"] is True


def test_the_random_runs_lengths_are_not_the_sharegpt_runs():
    text = (
        "```bash\n"
        "vllm bench serve --model m --dataset-name sharegpt --dataset-path sg.json "
        "--num-prompts 1000\n"
        "vllm bench serve --model m --dataset-name random --random-input-len 4000 "
        "--random-output-len 200 --num-prompts 500\n```\n\n"
        "ShareGPT run:\n```\nSuccessful requests:                     1000\n"
        "Total Token throughput (tok/s):          5482.59\n```\n"
    )
    context = by_value(claims(text), 5482.59).context
    assert "input_len" not in context and "output_len" not in context


def test_a_leaderboards_listed_figure_is_not_the_authors():
    found = claims(
        "The leaderboard had the model with MTP, which was listed at 239 tok/s. "
        "My own setup sits around 71 tokens per second."
    )
    assert [c.low for c in found] == [71]


def test_a_list_of_dataset_lengths_is_a_sweep_not_the_documents_lengths():
    datasets = (
        "Datasets:\n"
        "- Very long prompt: 32000 input tokens, 100 output tokens\n"
        "- Long prompt: 4000 input tokens, 200 output tokens\n"
        "- Medium prompt: 2000 input tokens, 100 output tokens\n"
        "- Short prompt: 128 input tokens, 4 output tokens\n"
    )
    result = "ShareGPT, 1000 prompts:\n```\nOutput token throughput (tok/s):         2621.05\n```\n"
    context = by_value(claims(datasets, result), 2621.05).context
    assert "output_len" not in context and "input_len" not in context


def test_a_bold_setup_label_with_a_period_states_the_run():
    text = (
        "Reproduced on other silicon; the change landed in **0.28.0 (2025-09-17)**.\n\n"
        "**Setup.** Apple M4 Max, 36 GB, macOS 26.1 (Metal 4). `mlx-community/Qwen3-1.7B-4bit`, "
        "120-token prompt, TTFT of a warm call (model load excluded). Every number is a median.\n\n"
        "## 1. It reproduces\n\nA/B with the runtime pinned:\n\n"
        "| mlx-lm | TTFT median |\n|---|---:|\n| 0.26.0 | **41.0 ms** |\n| 0.28.0 | **77.5 ms** |"
    )
    found = claims("Opening report: TTFT went up.", text, authors=["a", "b"])
    context = by_value(found, 77.5).context
    assert context["input_len"] == 120 and context["accelerator"] == "apple-m4-max"


def test_expected_numbers_exponents_and_page_anchors_are_no_claims_or_models():
    text = (
        "Trying to match https://example.com/perf.md#llama-31-70b-fp8 with "
        "nvidia/Llama-3.1-8B-Instruct-FP8 on one H100.\n"
        "The expected throughput is 21,000 tokens/sec, but I get 6,100 tokens/sec.\n"
        "Issue Rate (req/sec):   4.8125E+14"
    )
    found = claims(text)
    assert [c.low for c in found] == [6100]
    assert found[0].context["model"] == "llama-3.1-8b-instruct"


def test_short_token_output_labels_and_per_req_columns():
    text = (
        "Concurrent throughput (T=0.7, 300-tok output, median of 3 runs):\n"
        "| Concurrent | Agg tok/s | Per-req decode p50 |\n|---|---|---|\n"
        "| 8 | 240.0 | 31.5 |"
    )
    found = claims(text)
    per_req = by_value(found, 31.5).context
    assert per_req["scope"] == "per_request" and per_req["output_len"] == 300
    assert by_value(found, 240.0).context["scope"] == "aggregate"


def test_a_lead_in_line_ending_in_a_colon_states_its_list_s_run():
    text = (
        "Before the list, a note: it took 3 tries to build, 20 tok/s on the first.\n"
        "Measured on this card (single slot, 512-token completion):\n"
        "- No spec: 41 tok/s.\n- With the draft,\n--draft-max 4: 73 tok/s."
    )
    found = claims("Gemma 3 27B on one RTX 3090 via llama.cpp", text)
    draft = by_value(found, 73).context
    assert draft["output_len"] == 512 and draft["concurrency"] == 1


def test_log_blocks_under_a_leg_label_and_benchmark_totals():
    text = (
        "target model: qwen2.5-32b\n\nwithout eagle:\n```\n"
        "[TP0] Decode batch. #running-req: 1, #token: 812, gen throughput (token/s): 41.20, "
        "#queue-req: 0\n```\n\n"
        "LMDeploy: 0.4.1\n```\nconcurrency: 64\nnumber of prompt tokens: 120400\n"
        "number of completion tokens: 98000\n"
        "token throughput (completion token): 1820.5 token/s\n```"
    )
    found = claims(text)
    log = by_value(found, 41.2).context
    assert log["spec_enabled"] is False and log["concurrency"] == 1
    totals = by_value(found, 1820.5).context
    assert "input_len" not in totals and "output_len" not in totals
    assert totals["engine_version"] == "0.4.1" and totals["concurrency"] == 64


def test_spec_len_columns_are_draft_lengths():
    text = (
        "**Time per output token (ms)**\n\n"
        "method | spec_len | concurrency 1\n-- | -- | --\n"
        "ngram | 5 | 6.1\nngram | 12 | 6.4"
    )
    found = claims(text)
    assert sorted(c.low for c in found) == [6.1, 6.4]  # the lengths are no claims
    assert by_value(found, 6.4).context["spec_tokens"] == 12


def test_a_run_takes_its_own_engine_s_release_from_a_version_list():
    found = claims(
        "### Engine Version\n\n- vLLM: v0.10.2\n- SGLang: v0.5.1",
        "vLLM\n```\ndocker run vllm/vllm-openai:v0.10.2 --model Qwen/Qwen3-32B -tp 2\n```\n"
        "```\nOutput token throughput (tok/s):         1105.00\n```",
        "SGLang\n```\npython3 -m sglang.launch_server --model-path Qwen/Qwen3-32B "
        "--tp-size 2\n```\n```\nOutput token throughput (tok/s):         1210.50\n```",
    )
    context = by_value(found, 1210.5).context
    assert context["engine"] == "sglang" and context.get("engine_version") in (None, "v0.5.1")


def test_tweaks_sections_and_labels_before_bracketed_asides():
    found = claims(
        "Qwen3-14B Q4_K_M on one RX 7900 XTX with llama.cpp",
        "Tweaks:",
        "  • Set -np 1 since it only serves me.\n  • Flash attention on.",
        "The Numbers",
        "  • Prompt Processing (TTFT): 812.40 tok/s (900 tokens in ~1.1s).\n"
        "  • Text Gen: 38.20 tok/s.",
    )
    prompt = by_value(found, 812.4)
    assert prompt.metric == "prefill_tps"
    assert by_value(found, 38.2).context["concurrency"] == 1


def test_a_serving_result_block_without_a_concurrency_limit_is_concurrent():
    text = (
        "```\n============ Serving Benchmark Result ============\n"
        "Successful requests:                     500\n"
        "Output token throughput (tok/s):         2210.40\n"
        "Mean TPOT (ms):                          61.20\n```"
    )
    found = claims(text)
    assert by_value(found, 2210.4).context["scope"] == "aggregate"
    assert by_value(found, 61.2).context["scope"] == "per_request"
    one = text.replace("500", "1")  # one request in all: it ran alone
    assert by_value(claims(one), 2210.4).context["scope"] == "single_stream"


def test_collapsed_tables_give_claims_with_their_column_and_row_keys():
    text = (
        "Llama-3.1-8B-Instruct on one H100.\n\n"
        "Concurrency vLLM Avg Lat(s) SGLang Avg Lat(s)\n"
        "8 12.40 11.90\n32 20.10 19.30\n\n"
        "Concurrency vLLM Gen. toks/s SGLang Gen. toks/s\n"
        "8 610.5 655.1\n32 1804.0 1911.7"
    )
    found = claims(text)
    lat = by_value(found, 19.3)
    assert lat.metric == "latency_s" and lat.context["concurrency"] == 32
    assert lat.context["engine"] == "sglang" and lat.context["scope"] == "per_request"
    gen = by_value(found, 1804.0)
    assert gen.metric == "decode_tps" and gen.context["engine"] == "vllm"
    assert gen.context["scope"] == "aggregate"


def test_timing_lines_joined_onto_one_line_keep_their_own_labels():
    text = (
        "llama-server -m gpt-oss-20b-mxfp4.gguf\n"
        "prompt eval time = 2100.50 ms / 1800 tokens ( 1.17 ms per token, 856.94 tokens per "
        "second) eval time = 4000.00 ms / 160 tokens ( 25.00 ms per token, 40.00 tokens per second)"
    )
    found = claims(text)
    assert by_value(found, 856.94).metric == "prefill_tps"
    assert by_value(found, 40.0).metric == "decode_tps"


def test_a_method_label_over_a_result_block_marks_the_drafting_run():
    text = (
        "Ran both heads with `--speculative-num-steps 5` on one H100:\n"
        "```\nMedusa:\n#prompts: 40, Throughput: 150.20 token/s, Acceptance length: 2.90\n\n"
        "EAGLE-3:\n#prompts: 40, Throughput: 201.60 token/s, Acceptance length: 4.10\n```"
    )
    found = claims(text)
    medusa, eagle = by_value(found, 150.2).context, by_value(found, 201.6).context
    assert medusa["spec_enabled"] is True and medusa["spec_method"] == "medusa"
    assert eagle["spec_enabled"] is True and eagle["spec_method"] == "eagle3"


def test_several_runs_in_one_timing_log_keep_their_own_prompt_lengths():
    text = (
        "llama-server -m qwen3-8b-q8_0.gguf\n```\n"
        "prompt eval time = 5000.00 ms / 6000 tokens ( 0.83 ms per token, 1200.00 tokens per "
        "second)\n"
        "       eval time = 8000.00 ms / 300 tokens ( 26.67 ms per token, 37.50 tokens per "
        "second)\n"
        "prompt eval time = 40.00 ms / 2 tokens ( 20.00 ms per token, 50.00 tokens per second)\n"
        "       eval time = 2000.00 ms / 300 tokens ( 6.67 ms per token, 150.00 tokens per "
        "second)\n```"
    )
    found = claims(text)
    assert by_value(found, 37.5).context["input_len"] == 6000
    assert by_value(found, 150.0).context["input_len"] == 2


def test_an_ollama_verbose_run_gives_every_figure_both_lengths():
    text = (
        "gemma3:12b with ollama run --verbose, two prompts:\n\n"
        "total duration:       4.1s\nload duration:        25ms\n"
        "prompt eval count:    19 token(s)\nprompt eval duration: 90ms\n"
        "prompt eval rate:     211.11 tokens/s\neval count:           220 token(s)\n"
        "eval duration:        3.9s\neval rate:            56.41 tokens/s\n"
        "total duration:       9.8s\nload duration:        22ms\n"
        "prompt eval count:    1450 token(s)\nprompt eval duration: 1.2s\n"
        "prompt eval rate:     1208.33 tokens/s\neval count:           480 token(s)\n"
        "eval duration:        8.5s\neval rate:            56.47 tokens/s\n"
    )
    found = claims(text)
    for value, lengths in ((211.11, (19, 220)), (56.41, (19, 220)), (1208.33, (1450, 480))):
        context = by_value(found, value).context
        assert (context.get("input_len"), context.get("output_len")) == lengths, value
    assert by_value(found, 56.47).context["input_len"] == 1450


def test_an_mlx_generate_summary_is_one_run():
    text = (
        "mlx_lm.generate on the M4 Max:\n"
        "Prompt: 48 tokens, 402.118 tokens-per-sec\n"
        "Generation: 512 tokens, 71.204 tokens-per-sec\n"
        "Peak memory: 9.871 GB\n"
    )
    found = claims(text)
    for value in (402.118, 71.204):
        context = by_value(found, value).context
        assert (context.get("input_len"), context.get("output_len")) == (48, 512), value


def test_other_setups_named_later_in_a_post_leave_the_documents_hardware():
    found = claims(
        "Llama-3.3-70B on 4x L40S with SGLang, speculative A/B",
        "Both legs ran on the same 4x L40S box in the TP=4/DP=1 layout, no other changes.",
        "Note for the registry: the second pass measured ~61-64 tok/s on code. "
        "Other entries here differ: one is 1x H100 at TP=1, another is 2x MI300X at TP=2.",
    )
    claim = by_value(found, 61)
    assert claim.context["accelerator"] == "nvidia-l40s"
    assert claim.context["accelerator_count"] == 4
    assert claim.context["engine"] == "sglang"
    assert claim.context["tp"] == 4
    assert claim.context["dp"] == 1


def test_mlx_generate_summary_lines_give_prompt_and_generation_rates():
    found = claims(
        "mlx_lm.generate on my M3 Max, Mistral-7B-Instruct 4bit:\n"
        "==========\n"
        "Prompt: 112 tokens, 405.210 tokens-per-sec\n"
        "Generation: 256 tokens, 61.337 tokens-per-sec\n"
        "Peak memory: 4.512 GB"
    )
    assert {(c.metric, c.low) for c in found} == {
        ("prefill_tps", 405.21),
        ("decode_tps", 61.337),
    }


def test_prompt_plus_completion_throughput_is_total():
    found = claims(
        "profile_restful_api on 2x A100, concurrency 64:\n"
        "token throughput (completion token): 912.4 token/s\n"
        "token throughput (prompt + completion token): 2210.7 token/s\n"
        "Overall 1,840 tok/s counting prompt+completion tokens."
    )
    assert by_value(found, 912.4).metric == "decode_tps"
    assert by_value(found, 2210.7).metric == "total_tps"
    assert by_value(found, 1840).metric == "total_tps"


def test_a_divider_line_gives_its_block_the_unit():
    found = claims(
        "trtllm-bench throughput run, Llama-3.1-8B on one H100:\n"
        "```\n"
        "-- Request Latency Breakdown (ms) -----------------------\n"
        "\n"
        "[Latency] P50    : 12850.5000\n"
        "[Latency] P99    : 20111.2000\n"
        "```"
    )
    assert {(c.metric, round(c.low, 4)) for c in found} == {
        ("latency_s", 12.8505),
        ("latency_s", 20.1112),
    }


def test_test_named_rate_columns_and_a_unitless_column_beside_them():
    found = claims(
        "llama-bench on the RX 7900 XTX, Vulkan:\n\n"
        "| model | layers | pp256 t/s | tg32 t/s |\n"
        "|---|---:|---:|---:|\n"
        "| Llama-3.2-3B Q4_K_M | 28 | 2870 | 141.5 |\n"
        "| Llama-3.1-8B Q4_K_M | 32 | 1210 | 88.2 |\n"
    )
    assert {(c.metric, c.low) for c in found} == {
        ("prefill_tps", 2870),
        ("decode_tps", 141.5),
        ("prefill_tps", 1210),
        ("decode_tps", 88.2),
    }
    assert by_value(found, 2870).context["input_len"] == 256
    assert by_value(found, 88.2).context["output_len"] == 32


def test_an_acceptance_length_named_after_its_figure():
    found = claims(
        "With the MTP head we see **~2.4** mean acceptance length when we draft 3 tokens, "
        "and 3.1~3.4 avg accept length for draft 5 tokens."
    )
    assert {(c.metric, c.low, c.high) for c in found} == {
        ("acceptance_length", 2.4, 2.4),
        ("acceptance_length", 3.1, 3.4),
    }
    assert by_value(found, 2.4).context["spec_tokens"] == 3
    assert by_value(found, 3.1).context["spec_tokens"] == 5


def test_bare_figures_paired_by_vs_or_slash_take_the_first_ones_metric():
    found = claims(
        "Drafter alone on the 4070: **212.3 tok/s on b6100 vs 208.9 on b5900**, no change. "
        "With the drafter on: acceptance 0.81 / 0.79 / 0.84 across three prompts, "
        "mean accepted len ~2.9-3.1, and draft acceptance **0.120** at n_max 32."
    )
    assert {(c.metric, c.low) for c in found} == {
        ("decode_tps", 212.3),
        ("decode_tps", 208.9),
        ("acceptance_rate", 81),
        ("acceptance_rate", 79),
        ("acceptance_rate", 84),
        ("acceptance_length", 2.9),
        ("acceptance_rate", 12),
    }
    assert by_value(found, 208.9).context["engine_version"] == "b5900"


def test_a_figure_in_another_unit_is_no_bare_claim():
    found = claims("p2pBandwidthLatencyTest: P2P latency 0.41-0.49 us, 50 GB/s each way.")
    assert found == []


def test_llama_bench_rows_pasted_as_plain_lines():
    found = claims(
        "Numbers a friend posted for his 7900 XTX:\n\n"
        "test t/s\n"
        "pp1024 1532.10 ± 4.20\n"
        "tg64 71.30 ± 0.10\n"
        "pp1024 @ d16000 602.75 ± 1.05\n"
        "tg64 @ d16000 40.12 ± 0.02"
    )
    assert {(c.metric, c.low) for c in found} == {
        ("prefill_tps", 1532.1),
        ("decode_tps", 71.3),
        ("prefill_tps", 602.75),
        ("decode_tps", 40.12),
    }


def test_a_slowdown_factor_is_no_speedup():
    found = claims(
        "After the upgrade decode throughput drops ~2.8x on the A10G, and prefill is "
        "1.9x worse too. Before it we measured 1.6x from MTP."
    )
    assert [(c.metric, c.low) for c in found] == [("speedup", 1.6)]


def test_a_settings_table_holds_no_bare_claims():
    found = claims(
        "Single-user decode reached 1,140 output tok/s with EAGLE on 8x H100.\n\n"
        "| Parameter | Value |\n|---|---|\n"
        "| Tensor Parallelism | 8 |\n| Memory Fraction | 0.88 (static) |\n| Seed | 42 |\n"
    )
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 1140)]


def test_vllm_offline_progress_line_gives_input_and_output_rates():
    found = claims(
        "vLLM offline batch on two L40S:\n"
        "Processed prompts: 100%|####| 500/500 [00:41<00:00, 12.20it/s, "
        "est. speed input: 2410.55 toks/s, output: 1190.03 toks/s]"
    )
    assert {(c.metric, c.low) for c in found} == {
        ("prefill_tps", 2410.55),
        ("decode_tps", 1190.03),
    }


def test_an_arrow_chain_shares_its_last_figures_unit():
    found = claims("Fresh build on the 5080, three runs in a row: 41.2 -> 22.7 → 9.8 t/s.")
    assert [(c.metric, c.low) for c in found] == [
        ("decode_tps", 41.2),
        ("decode_tps", 22.7),
        ("decode_tps", 9.8),
    ]


def test_a_spaced_family_name_is_the_short_form_of_the_full_model():
    found = claims(
        "Qwen 3.5 on my 3090\n\n"
        "Running Qwen3.5-9B with llama.cpp on a single RTX 3090, one slot.\n\n"
        "- No draft: 61 tok/s.\n- MTP, n_max 2: 92 tok/s."
    )
    assert by_value(found, 61).context["model"] == "qwen3.5-9b"
    assert by_value(found, 92).context["model"] == "qwen3.5-9b"


def test_with_it_after_an_off_leg_is_the_method_on():
    found = claims(
        "Tried Gemma-4-12B on one RTX 4070 in llama.cpp: 38 tok/s without EAGLE3 "
        "and 55 tok/s with it."
    )
    assert by_value(found, 38).context["spec_enabled"] is False
    on = by_value(found, 55).context
    assert on["spec_enabled"] is True
    assert on["spec_method"] == "eagle3"


def test_bullets_without_a_space_and_a_draft_in_brackets():
    found = claims(
        "Speculative decoding in llama.cpp on my 780M iGPU, all Q4_K_M:\n"
        "- Llama3.1-8B: plain 9.1 t/s. With (Llama-3.2-1B) as draft, 14.2 t/s\n"
        "-Gemma-3-12B: plain 5.5 t/s. YMMV on faster boxes like the Strix Halo."
    )
    on = by_value(found, 14.2).context
    assert on["model"] == "llama3.1-8b"
    assert on["spec_method"] == "draft-model"
    gemma = by_value(found, 5.5).context
    assert gemma["model"] == "gemma-3-12b"
    assert gemma["accelerator"] == "amd-radeon-780m"  # not the Strix Halo compared to


def test_regular_decoding_baseline_conc_label_and_an_out_of_denominator():
    found = claims(
        "EAGLE3 on 8x H100 (TP8), conc=8: per-user speedup over regular decoding 1.41x, "
        "mean acceptance length 2.35 / 4."
    )
    assert {(c.metric, c.low) for c in found} == {("speedup", 1.41), ("acceptance_length", 2.35)}
    speedup = by_value(found, 1.41).context
    assert speedup["spec_enabled"] is True
    assert speedup["concurrency"] == 8


def test_serving_block_with_abbreviated_flags_and_a_dataset_path():
    found = claims(
        "Repro, same server as above:\n"
        "`python3 -m sglang.bench_serving --backend sglang --dataset-name random "
        "--random-input 256 --random-output 64 --dataset-path /data/ShareGPT_V3_x.json "
        "--num-prompts 50`\n\n"
        "```\n============ Serving Benchmark Result ============\n"
        "Total generated tokens:                  3200\n"
        "Total generated tokens (retokenized):    3187\n"
        "Output token throughput (tok/s):         95.40\n"
        "```"
    )
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 95.4)]
    context = found[0].context
    assert context["workload"] == "random"
    assert context["input_len"] == 256
    assert context["output_len"] == 64


def test_each_part_on_its_own_engine_and_lowercase_model_sentences():
    found = claims(
        "We ran each box on its best backend (vLLM on the RTX 4090, MLX on the M4 Max).",
        "Decode tok/s. stable-code-3b: RTX 4090 301 vs M4 Max 166 tok/s. "
        "gpt-oss-20b: 254 vs 131 tok/s.",
    )
    assert by_value(found, 301).context["engine"] == "vllm"
    assert by_value(found, 301).context["model"] == "stable-code-3b"
    assert by_value(found, 166).context["engine"] == "mlx-lm"
    assert by_value(found, 166).context["accelerator"] == "apple-m4-max"
    assert by_value(found, 131).context["model"] == "gpt-oss-20b"


def test_what_follows_vs_belongs_to_the_other_figure():
    found = claims(
        "Serving Llama-3.1-8B on one H100, engines compared:\n\n"
        "| Goal | Pick | Result |\n|---|---|---|\n"
        "| Lowest TTFT | SGLang | 198 ms TTFT at c16 vs vLLM 402 ms |\n"
    )
    assert by_value(found, 198).context["engine"] == "sglang"
    assert by_value(found, 402).context["engine"] == "vllm"


def test_a_legend_table_names_the_columns_of_a_unitless_rate_table():
    found = claims(
        "Setups\n| Setup | Description |\n|---|---|\n"
        "| Single | One L40S, TP=1 |\n| Pair TP=2 | Two L40S over PCIe |\n"
        "| Split | Two L40S behind a router |",
        "Decode Throughput\nGeneration speed (tg128), higher is better.\n"
        "| Concurrency | Single | Pair TP=2 | Split |\n|---|---|---|---|\n"
        "| c1 | 41.5 | 52.0 | 41.7 |\n| c8 | 160.2 | 231.9 | 301.4 |",
    )
    assert len(found) == 6
    assert {c.metric for c in found} == {"decode_tps"}
    assert by_value(found, 41.5).context["tp"] == 1
    assert by_value(found, 52.0).context["tp"] == 2
    assert "tp" not in by_value(found, 41.7).context
    assert by_value(found, 231.9).context["concurrency"] == 8


def test_a_labelled_acceptance_rate_without_its_percent_sign():
    found = claims("Best run, draft 6. Accepted Rate: 61.25. Accepted: 412\nAcceptance rate = 0.7")
    assert {(c.metric, c.low) for c in found} == {
        ("acceptance_rate", 61.25),
        ("acceptance_rate", 70),
    }


def test_four_bit_in_words_is_the_four_bit_format_the_text_names():
    found = claims(
        "gpt-oss-20b ships in native MXFP4; at 4-bit precision it fits one RTX 5080. "
        "vLLM gives 181 tok/s single stream."
    )
    assert by_value(found, 181).context["precision"] == "mxfp4"


def test_sd_abbreviates_speculative_decoding_legs():
    found = claims(
        "Mistral-Small-24B on my 7900 XTX, llama.cpp: without SD, 19.5 t/s. "
        "With SD (Mistral-0.5B as draft), 27.0 t/s. My SD card holds 64 GB."
    )
    assert by_value(found, 19.5).context["spec_enabled"] is False
    on = by_value(found, 27.0).context
    assert on["spec_enabled"] is True
    assert on["spec_method"] == "draft-model"


def test_llama_cpp_timing_lines_in_a_llama_cpp_thread_are_llama_cpp():
    found = claims(
        "Trying the new draft support in llama.cpp on a 4090: 61 t/s with a 0.5B draft.",
        "Careful with caching, only the first run counts:\n```\n"
        "prompt eval time =    4120.11 ms /  4096 tokens (    1.01 ms per token,   994.15 tokens"
        " per second)\n"
        "       eval time =    6010.40 ms /   300 tokens (   20.03 ms per token,    49.91 tokens"
        " per second)\n```",
        authors=["alice", "bob"],
    )
    assert by_value(found, 994.15).context["engine"] == "llama.cpp"
    assert by_value(found, 49.91).context["engine"] == "llama.cpp"


def test_unit_keys_formulas_from_to_and_slowdown_factors():
    found = claims(
        "MTP stats, one line per run:\n"
        "pred= 128 draft= 150 acc= 101 rate=0.673 tok/s=25.4\n\n"
        "Napkin check: 20GB / 273 GB/s = ~73ms = ~14 tok/s. We measured 12.1 tok/s.\n\n"
        "Tuning got us from 24.0 to 31.5 tok/s. Without the fix prefill is 6.2x lower."
    )
    assert {(c.metric, c.low) for c in found} == {
        ("decode_tps", 25.4),
        ("decode_tps", 12.1),
        ("decode_tps", 24.0),
        ("decode_tps", 31.5),
    }


def test_target_plus_draft_pairs_a_left_engine_and_a_product_name():
    found = claims(
        "I moved from Ollama to llama.cpp on my RTX 4090 to try draft models, with Claude "
        "Code driving the sweeps overnight.\n\n"
        "- Qwen3-14B Q4_K_M + Qwen3-0.6B Q8_0: 121.4 tok/s\n"
        "- Gemma-3-12B Q8_0 + Gemma-3-1B Q4_0: 88.0 tok/s"
    )
    first = by_value(found, 121.4).context
    assert first["model"] == "qwen3-14b"
    assert first["precision"] == "q4_k_m"
    assert first["spec_method"] == "draft-model"
    assert first["engine"] == "llama.cpp"
    assert "workload" not in first
    assert by_value(found, 88.0).context["model"] == "gemma-3-12b"


def test_the_one_engine_a_text_names_anywhere():
    found = claims(
        "Qwen3-30B-A3B on one L4",
        "Short version: got it to 41.2 tok/s single stream after a week of tuning.",
        "What helped: a patch to vLLM's MoE kernel config and CUDA graphs on.",
    )
    assert by_value(found, 41.2).context["engine"] == "vllm"
    other = claims(
        "Qwen3-30B-A3B on one L4",
        "Short version: 41.2 tok/s single stream.",
        "SGLang was slower here than vLLM for me.",
    )
    assert "engine" not in by_value(other, 41.2).context
    # named only later, for a figure of its own: that figure's engine
    later = claims(
        "The M1 Ultra posts a median of 36.5 tok/s on large models.",
        "GPT-OSS-120B hits 74.3 tok/s on M4 Max 128GB.",
        "Running Llama-3.2-3B via MLX, the A18 Pro recorded a prefill of 18,600 tok/s.",
    )
    assert "engine" not in by_value(later, 36.5).context
    assert "engine" not in by_value(later, 74.3).context
    assert by_value(later, 18600).context["engine"] == "mlx-lm"


def test_a_declared_metric_covers_arrow_pairs_and_side_columns():
    found = claims(
        "# Release comparison\n\n"
        "- Metric: Mean tokens/sec\n- Rows compared: 40\n\n"
        "## Biggest gains\n"
        "- gemma3:12b-it-q4_K_M (131072 -> 65536): +31.2% (88.4 -> 116.0)\n\n"
        "| Model | Context | Before | After | Delta | Delta % |\n"
        "| --- | --- | ---: | ---: | ---: | ---: |\n"
        "| gemma3:4b-it-q4_K_M | 131072 | 150.2 | 141.0 | -9.2 | -6.1% |\n"
    )
    assert {(c.metric, c.low) for c in found} == {
        ("decode_tps", 88.4),
        ("decode_tps", 116.0),
        ("decode_tps", 150.2),
        ("decode_tps", 141.0),
    }


def test_a_captioned_block_cut_short_and_a_c_standard():
    found = claims(
        'Prompt: "Write a tiny JSON parser in C99."\n\n'
        "Three runs without MTP, avg generation 17.90 tok/sec:\n\n"
        "```\n"
        "prompt eval time =     180.10 ms /    30 tokens (    6.00 ms per token,   166.57 tokens"
        " per second)\n"
        "       eval time =   90110.00 ms /  1600 tokens (   56.32 ms per token,    17.76 tokens"
        " per second)\n"
    )
    block = by_value(found, 17.76).context
    assert block["spec_enabled"] is False
    assert "concurrency" not in block


def test_a_figure_beside_its_draft_length_is_an_on_leg_of_the_authors_comparison():
    found = claims(
        "EAGLE3 A/B on Llama-3.1-8B, one L40S, SGLang.",
        "EAGLE3 on, k=3: 141.0 tok/s. EAGLE3 off: 70.2 tok/s.",
        "Later, at k=5 we measured ~150-155 tok/s on code (vs 141 at k=3).",
    )
    assert by_value(found, 70.2).context["spec_enabled"] is False
    later = by_value(found, 150).context
    assert later["spec_tokens"] == 5
    assert later["spec_enabled"] is True


def test_a_short_label_above_a_block_and_a_bare_eagle_in_an_eagle3_text():
    found = claims(
        "[feat] EAGLE3 for Llama-3.1-8B\n\n"
        "TP4EP4 BS1 numbers\n```\n"
        "Total Output Throughput (tokens/sec):             188.4000\n```\n"
        "```\n= DECODING STATISTICS (Eagle)\n[AR] AVERAGE: 2.10\n```"
    )
    context = by_value(found, 188.4).context
    assert (context["tp"], context["ep"], context["concurrency"]) == (4, 4, 1)
    assert context["spec_method"] == "eagle3"


def test_mtp_active_rows_and_a_named_variant_of_a_versioned_family():
    found = claims(
        "Add MTP support for Qwen3.8-Flash-Next\n"
        "Two runs on my M5 Max 128GB:\n\n"
        "| Mode | Run 1 | Average |\n|---|---:|---:|\n"
        "| MTP inactive | 25.10 tok/s | **25.20 tok/s** |\n"
        "| MTP active | 40.02 tok/s | **40.50 tok/s** |\n"
    )
    off, on = by_value(found, 25.2).context, by_value(found, 40.5).context
    assert off["spec_enabled"] is False and on["spec_enabled"] is True
    assert off["model"] == on["model"] == "qwen3.8-flash-next"


def test_a_result_block_of_one_request_gives_its_lengths():
    found = claims(
        "Llama-3.1-8B on one L4, vLLM.\n\n"
        "```\n============ Serving Benchmark Result ============\n"
        "Successful requests:                     1\n"
        "Total input tokens:                      512\n"
        "Total generated tokens:                  256\n"
        "Output token throughput (tok/s):         31.40\n"
        "---------------Time to First Token----------------\n"
        "Mean TTFT (ms):                          44.10\n"
        "P99 TTFT (ms):                           52.30\n```"
    )
    context = by_value(found, 31.4).context
    assert (context["input_len"], context["output_len"], context["concurrency"]) == (512, 256, 1)
    assert context["scope"] == "single_stream"
    assert by_value(found, 44.1).context["input_len"] == 512  # past the block's divider


def test_equal_values_of_two_statistics_are_two_claims():
    found = claims(
        "```\n============ Serving Benchmark Result ============\n"
        "Mean TTFT (ms):                          70.10\n"
        "Median TTFT (ms):                        70.10\n"
        "P99 TTFT (ms):                           70.10\n```"
    )
    assert sorted(c.stat for c in found) == ["mean", "median", "p99"]


def test_before_after_cells_give_both_figures():
    found = claims(
        "Each cell is `main -> PR`.\n\n"
        "| workload | decode tok/s | \n|---|---|\n"
        "| summarise | 22.10 → **24.80**  (+12.2%) |\n"
    )
    assert {(c.metric, c.low) for c in found} == {("decode_tps", 22.1), ("decode_tps", 24.8)}


def test_a_collapsed_table_with_a_trailing_time_column():
    found = claims(
        "Results on the Strix Halo box, llama.cpp b8100:\n\n"
        "Model Params Prefill tok/s Gen tok/s Wall time\n"
        "Mistral-Small-24B Q4_K_M 24B 410 21 44s\n"
        "Gemma-3-12B Q8_0 12B 705 33 25s\n"
    )
    assert {(c.metric, c.low) for c in found} >= {
        ("prefill_tps", 410),
        ("decode_tps", 21),
        ("prefill_tps", 705),
        ("decode_tps", 33),
    }
    assert by_value(found, 33).context["model"] == "gemma-3-12b"


def test_baseline_figures_plus_minus_sd_and_arrow_pairs_with_spreads():
    found = claims(
        "Qwen3-8B on one 3090. DFlash draft: 61.0 tok/s vs 120.5 baseline, a net loss. "
        "Using EAGLE 3 we got an uplift from ~90 to ~140 tokens per second. "
        "MTP cut decode TPOT 8.10 ± 0.02 ms → 6.20 ± 0.40 ms.\n"
        "TabbyAPI speed, -SD: 17.50 tokens/second; speed, +SD: 26.00 tokens/second."
    )
    legs = {c.low: c.context.get("spec_enabled") for c in found}
    assert legs[61.0] is True and legs[120.5] is False
    assert legs[90] is False and legs[140] is True
    assert legs[8.1] is False and legs[6.2] is True
    assert legs[17.5] is False and legs[26.0] is True


def test_a_bold_label_line_gives_the_log_lines_below_it_their_leg():
    found = claims(
        "Qwen3-4B with SGLang, EAGLE3 draft.\n\n"
        "**use eagle3**\n"
        "[TP0] Decode batch. #running-req: 1, accept len: 2.31, gen throughput (token/s): 201.40\n"
        "[TP0] Decode batch. #running-req: 1, accept len: 2.28, gen throughput (token/s): 198.75\n"
    )
    assert by_value(found, 201.4).context["spec_enabled"] is True
    assert by_value(found, 198.75).context["spec_enabled"] is True


def test_baseline_and_comparison_lines_name_the_sides_of_pairs_and_columns():
    found = claims(
        "- Metric: Mean tokens/sec\n"
        "- Baseline: run A / ollama_v21\n"
        "- Comparison: run B / ollama_v22_rc2\n\n"
        "- gemma3:12b-it-q4_K_M (131072): +12.0% (80.0 -> 89.6)\n\n"
        "| Model | Context | Baseline | Comparison | Delta |\n|---|---|---:|---:|---:|\n"
        "| gemma3:4b-it-q4_K_M | 131072 | 150.2 | 141.0 | -9.2 |\n"
    )
    assert by_value(found, 80.0).context["engine_version"] == "v21"
    assert by_value(found, 89.6).context["engine_version"] == "v22_rc2"
    assert by_value(found, 150.2).context["engine_version"] == "v21"
    assert by_value(found, 141.0).context["engine_version"] == "v22_rc2"
    assert by_value(found, 141.0).context["engine"] == "ollama"


def test_a_statistic_after_the_metric_name_in_a_label():
    found = claims(
        "```\n-- Request Latency Breakdown (ms) -----------------------\n\n"
        "[Latency] P50    : 12850.5000\n"
        "[Latency] MINIMUM: 9900.2500\n"
        "[Latency] MAXIMUM: 20111.2000\n```"
    )
    assert {round(c.low, 3) for c in found if c.metric == "latency_s"} == {12.851, 9.9, 20.111}


def test_a_headerless_settings_table_and_a_caption_giving_times_their_unit():
    found = claims(
        "Run context\n"
        "| GPU | 1× NVIDIA L4 (23 GB) |\n"
        "| Model | Qwen/Qwen2.5-1.5B-Instruct (BF16) |\n"
        "| vLLM | v0.22.1 (V1 engine) |\n"
        "| Request shape | 512-token input / 64-token output |",
        "Results\nLatencies in milliseconds.\n"
        "| concurrency | req/s | out tok/s | TTFT p50 | ITL p50 |\n|---|---|---|---|---|\n"
        "| 1 | 2.1 | 140 | 31.5 | 6.8 |\n| 8 | 9.9 | 950 | 70.2 | 7.9 |",
    )
    assert by_value(found, 31.5).metric == "ttft_ms"
    assert by_value(found, 7.9).metric == "tpot_ms"
    context = by_value(found, 950).context
    assert (context["input_len"], context["output_len"]) == (512, 64)
    assert context["engine_version"] == "v0.22.1"


def test_a_signed_rate_is_a_difference_not_a_measurement():
    found = claims("Against the old build: PP -440t/s, TG +4t/s; PP itself is 218.0 t/s now.")
    assert [c.low for c in found] == [218.0]


def test_bare_metric_lines_under_a_run_label_are_siblings_not_labels():
    found = claims(
        "llama3.1_8b-q8_0 ollama_v30\n  pp 532.3 tg 16.4 t/s\n"
        "  Peak Batch pp: 528.7\n  Peak Batch tg: 16.7\n"
        "llama3.1_8b-mxfp8 ollama_v24\n  pp 195.9 tg 12.7 t/s\n"
        "  Peak Batch pp: 184.8\n  Peak Batch tg: 16.7"
    )
    peaks = [c for c in found if c.metric == "decode_tps" and c.low == 16.7]
    assert [(c.context["engine_version"], c.context["precision"]) for c in peaks] == [
        ("v30", "q8_0"),
        ("v24", "mxfp8"),
    ]
    assert {c.context["model"] for c in found} == {"llama3.1-8b"}


def test_a_setting_line_still_labels_the_results_under_it():
    found = claims("```\nbatch size: 16\nlatency: 16.84 s\noutput throughput: 486.46 token/s\n```")
    assert by_value(found, 486.46).context.get("scope") != "single_stream"


def test_a_size_before_a_rate_does_not_borrow_its_unit():
    found = claims("Got context length 32768, 17.3 t/s on a 4090")
    assert [c.low for c in found] == [17.3]


def test_llama_bench_rows_a_scraper_flattened_and_their_depth():
    found = claims(
        "model size params backend test t/s\n"
        "llama 8B Q4_K - Medium 4.58 GiB 8.03 B Vulkan pp512 1012.50 ± 3.10\n"
        "llama 8B Q4_K - Medium 4.58 GiB 8.03 B Vulkan tg128 71.25 ± 0.20\n"
        "llama 8B Q4_K - Medium 4.58 GiB 8.03 B Vulkan tg128 @ d8192 60.10 ± 0.31"
    )
    assert [(c.metric, c.low) for c in found] == [
        ("prefill_tps", 1012.5),
        ("decode_tps", 71.25),
        ("decode_tps", 60.1),
    ]
    assert by_value(found, 60.1).context["input_len"] == 8192
    assert "input_len" not in by_value(found, 71.25).context
    assert by_value(found, 1012.5).context["input_len"] == 512


def test_a_generation_log_line_gives_its_time_and_its_token_count():
    found = claims(
        "Response generated in 2.7 seconds, 59 tokens, 22.15 tokens/second\n\n"
        "Output generated in 8.04 seconds (24.99 tokens/s, 201 tokens, context 46, seed 1)"
    )
    assert by_value(found, 2.7).metric == "latency_s"
    assert by_value(found, 22.15).context["output_len"] == 59
    assert by_value(found, 8.04).context["output_len"] == 201
    assert by_value(found, 24.99).metric == "decode_tps"


def test_a_time_word_before_a_count_of_something_else_is_no_latency():
    assert [c.metric for c in claims("It took 3 tries to get 20 tok/s")] == ["decode_tps"]
    assert claims("The answer was generated in 3 languages.") == []


def test_equal_figures_in_one_rows_columns_are_separate_runs():
    found = claims(
        "| Config | General | Technical | Code |\n|---|---|---|---|\n"
        "| Baseline (no MTP) | 101 t/s | 101 t/s | 101 t/s |\n"
        "| MTP draft-3 | 116 | 118 | 133 |"
    )
    plain = [c for c in found if c.low == 101]
    assert len(plain) == 3
    assert [c.context.get("workload") for c in plain] == [None, None, "code"]
    # a bare cell takes the rate unit the rest of its column carries
    assert by_value(found, 133).metric == "decode_tps"
    assert by_value(found, 116).context["spec_tokens"] == 3
    assert by_value(found, 116).context.get("workload") is None


def test_a_reference_column_is_someone_elses_numbers():
    found = claims(
        "| Metric | PCIe reference | My NVLink run |\n|---|---:|---:|\n"
        "| Narrative decode TPS | 70.7 | 73.41 |"
    )
    assert [c.low for c in found] == [73.41]


def test_readme_columns_and_sentences_are_someone_elses_numbers():
    found = claims(
        "On my 4090 with EAGLE3 the mean was 2.1x. The project README headlines 3.4x.\n\n"
        "| Task | Mine | README |\n|---|---|---|\n| Chat | 2.2x | 2.9x |"
    )
    assert sorted(c.low for c in found) == [2.1, 2.2]


def test_an_autoregressive_column_is_the_run_without_speculation():
    found = claims(
        "| Prompt set | Autoregressive | EAGLE3 |\n|---|---|---|\n"
        "| Chat | 41.2 tok/s | 77.9 tok/s |"
    )
    assert by_value(found, 41.2).context["spec_enabled"] is False
    assert "spec_method" not in by_value(found, 41.2).context
    assert by_value(found, 77.9).context["spec_enabled"] is True


def test_a_label_over_a_later_block_and_an_engine_compared_to_in_the_title():
    found = claims(
        "[Bug] PyTorch Engine poor performance compared to vllm\n### Describe the bug\n\n"
        "I tried to benchmark it and find it very poor...\n\n"
        "# PyTorch Engine\nconcurrency: 4\noutput token Throughput: 93.32 tokens/s\n\n"
        "vllm\nconcurrency: 4\noutput token Throughput: 169.28 tokens/s\n\n"
        "Is it normal?\n\n### Reproduction\n\nmodel: Qwen14B\nLMDeploy: 0.3.0"
    )
    assert by_value(found, 169.28).context["engine"] == "vllm"
    assert by_value(found, 93.32).context.get("engine") != "vllm"


def test_llama_bench_build_line_gives_the_build_number():
    found = claims(
        "llama.cpp on the Spark:\n\n"
        "| model | size | params | backend | test | t/s |\n"
        "| --- | ---: | ---: | --- | ---: | ---: |\n"
        "| gpt-oss 120B MXFP4 MoE | 59.02 GiB | 116.83 B | CUDA | tg32 | 55.90 ± 0.45 |\n\n"
        "build: 74e05131e (7486)"
    )
    assert by_value(found, 55.9).context["engine_version"] == "7486"


def test_hardware_someone_is_told_they_want_is_not_the_runs():
    found = claims("For the 70B you want two 3090s. Mine does 40 tok/s on the 8B.")
    assert "accelerator" not in by_value(found, 40).context


def test_slash_pairs_under_a_pp_tg_lead_in():
    found = claims(
        "**llama-bench** (`-ngl 99 -fa 1`, pp1024 / tg400):\n"
        "- llama 8B Q4_K_M: 3971.8 / **81.82 t/s** (fa 0: 3834.5 / 80.44)"
    )
    assert [(c.metric, c.low) for c in found] == [
        ("prefill_tps", 3971.8),
        ("decode_tps", 81.82),
        ("prefill_tps", 3834.5),
        ("decode_tps", 80.44),
    ]


def test_a_draft_depth_sweep_table():
    found = claims(
        "MTP sweep with --spec-type draft-mtp:\n\n"
        "| depth | median t/s | vs plain | accepted/drafted | tokens/step | forward passes/s |\n"
        "|---:|---:|---:|---:|---:|---:|\n"
        "| plain | 80.8 | 1.00× | – | 1.00 | 80.8 |\n"
        "| 2 | 136.2 | 1.69× | 0.53–0.66 | 2.06–2.32 | 60.8 |"
    )
    metrics = {(c.metric, c.low) for c in found}
    assert ("speedup", 1.0) not in metrics
    assert ("acceptance_rate", 53.0) in metrics and ("step_rate", 60.8) in metrics
    assert ("decode_tps", 0.53) not in metrics
    assert by_value(found, 136.2).context["spec_tokens"] == 2
    assert "input_len" not in by_value(found, 136.2).context


def test_rates_labelled_with_a_glued_unit():
    found = claims(
        "* Same simple prompt:\n\n  * input_tokens: 50\n  * output_tokens: 978\n"
        "  * prompt_token/s: around 303.8\n  * response_token/s: around 34.26"
    )
    assert by_value(found, 303.8).metric == "prefill_tps"
    assert by_value(found, 34.26).metric == "decode_tps"
    assert by_value(found, 34.26).approx is True
    assert by_value(found, 34.26).context["output_len"] == 978


def test_output_tokens_per_second_is_a_rate_not_a_length():
    found = claims("At concurrency=1, the model achieves ~52 output tokens per second.")
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 52.0)]
    assert "output_len" not in found[0].context
    found = claims("Each run: 512 output tokens per request, 61.2 tok/s.")
    assert by_value(found, 61.2).context["output_len"] == 512


def test_the_old_benchmark_serving_blocks_totals_are_not_claims():
    found = claims(
        "vllm result:\nTotal time: 971.95 s\nThroughput: 1.03 requests/s\n"
        "Average latency: 337.35 s\nAverage latency per token: 0.98 s\n"
        "Average latency per output token: 5.07 s"
    )
    assert {c.low for c in found} >= {1.03, 337.35}
    assert not {c.low for c in found} & {971.95, 0.98}
    assert claims("Total time: 12.5 s for the one request.")[0].metric == "latency_s"


def test_a_unitless_time_column_takes_the_unit_the_text_gives_its_name():
    found = claims(
        "conc reqs ttft_p95 e2e_p99 tok/s\n1 12 1.121 2.640 42.3\n8 12 0.177 1.381 240.4\n\n"
        "At conc 512 ttft_p95 spikes 0.52s -> 3.56s."
    )
    assert by_value(found, 1121).metric == "ttft_ms"
    assert by_value(found, 240.4).context["concurrency"] == 8
    found = claims("conc reqs ttft_p95 tok/s\n1 12 1.121 42.3\n8 12 0.177 240.4\n")
    assert not [c for c in found if c.metric == "ttft_ms"]


def test_total_and_output_tps_labels():
    found = claims("ShareGPT Total TPS: 6095.37, Output TPS: 3000.1")
    assert by_value(found, 6095.37).metric == "total_tps"
    assert by_value(found, 3000.1).metric == "decode_tps"


def test_a_ratio_worked_out_of_two_rates_keeps_their_unit():
    found = claims("Best result: 132.52 vs 39.69 tok/s = 3.34x faster.")
    assert sorted((c.metric, c.low) for c in found) == [
        ("decode_tps", 39.69),
        ("decode_tps", 132.52),
        ("speedup", 3.34),
    ]


def test_a_box_drawn_metrics_table_with_a_spread_column():
    found = claims(
        "┏━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━┓\n"
        "┃                   Metric ┃      avg ┃      p99 ┃      std ┃\n"
        "┡━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━╇━━━━━━━━━━┩\n"
        "│ Time to First Token (ms) │ 1,661.47 │ 5,481.33 │ 1,035.62 │\n"
        "│ Inter Token Latency (ms) │    22.68 │    22.68 │     0.93 │\n"
        "└──────────────────────────┴──────────┴──────────┴──────────┘"
    )
    assert sorted((c.metric, c.low, c.stat) for c in found) == [
        ("tpot_ms", 22.68, "mean"),
        ("tpot_ms", 22.68, "p99"),
        ("ttft_ms", 1661.47, "mean"),
        ("ttft_ms", 5481.33, "p99"),
    ]


def test_pp_and_tg_per_second_headers_and_an_engine_column():
    found = claims(
        "Big gap between Ollama and the other one.\n\n"
        "| Engine | Prompt Tokens | PP/s | Generated Tokens | TG/s |\n"
        "| ------ | ------------- | ---- | ---------------- | ---- |\n"
        "| LCP | 471 | 1001.39 | 2245 | 53.53 |\n"
        "| Ollama | 471 | 640.08 | 2362 | 32.54 |"
    )
    assert by_value(found, 1001.39).metric == "prefill_tps"
    assert by_value(found, 53.53).metric == "decode_tps"
    assert by_value(found, 53.53).context["output_len"] == 2245
    assert "engine" not in by_value(found, 53.53).context
    assert by_value(found, 32.54).context["engine"] == "ollama"


def test_a_family_version_is_the_model_only_when_no_fuller_name_is_written():
    found = claims("[Bug] Llama4 on DGXH100 has regressed\nOutput token throughput: 44.17 tok/s")
    assert by_value(found, 44.17).context["model"] == "llama4"
    found = claims("Qwen3 is great. Qwen3-30B-A3B on one 4090: 120 tok/s")
    assert by_value(found, 120).context["model"] == "qwen3-30b-a3b"


def test_an_all_measurements_paragraph_sets_every_runs_conditions():
    found = claims(
        "llama.cpp on a laptop: a 200 t/s surprise",
        "The suite grew from 57 configurations to over 80 since Easter.",
        "Each GGUF was downloaded, benchmarked and deleted before the next one.",
        "All measurements on M3 Max, AC power, llama-server b9020. Code prompt "
        "(751 tokens input, 512 tokens output).",
        "MoE models (3-4B active parameters)",
        "| Model | Quant | Decode (t/s) |\n|---|---|---|\n| Gemma4-E2B (2B) | Q4_K_M | 108.3 |",
    )
    context = by_value(found, 108.3).context
    assert context["accelerator"] == "apple-m3-max"
    assert context["engine_version"] == "b9020"
    assert (context["input_len"], context["output_len"]) == (751, 512)


def test_a_both_runs_used_paragraph_sets_the_tables_conditions():
    found = claims(
        "Two models, one draft method",
        "The short version: the draft model gives 2.3x on chat prompts.",
        "The numbers",
        "Both runs used the stock bench script: batch=1, greedy decoding. Weights are "
        "Q4_K_M GGUFs. Hardware is one RTX 4090 24GB.",
        "Mistral-Small-24B",
        "| Bench | Decode |\n|---|---|\n| Chat | 51.3 tok/s |",
    )
    context = by_value(found, 51.3).context
    assert (context["accelerator"], context["accelerator_count"]) == ("nvidia-rtx-4090", 1)
    assert (context["concurrency"], context["scope"]) == (1, "single_stream")


def test_one_rows_engine_is_not_the_texts_engine():
    found = claims(
        "Hosted APIs, timed",
        "I timed each hosted API with the same prompt: 64 tok/s on the cheapest one.",
        "How they compare:",
        "| Provider | Median tok/s |\n|---|---|\n| Alpha Cloud | 140 |\n"
        "| Beta AI | 96 |\n| My box (RTX 4090, vLLM) | 71 |",
    )
    assert "engine" not in by_value(found, 64).context
    assert "engine" not in by_value(found, 96).context
    assert by_value(found, 71).context["engine"] == "vllm"


def test_a_caption_over_a_table_a_scraper_flattened():
    found = claims(
        "The hosted API is quick",
        "The first reply came back at 450 tokens per second.",
        "Speed data",
        "Each request: a 300-token prompt asking for a 200-token answer.",
        "| Metric | Value | |---|---| | Median output tokens/second | 412 | "
        "| Time to first token (median) | 21ms |",
    )
    assert by_value(found, 412).context["input_len"] == 300
    assert by_value(found, 21).context["output_len"] == 200


def test_a_processor_is_the_hardware_only_of_an_author_without_a_gpu():
    found = claims(
        "Where are the CPU benchmarks?",
        "Ryzen 7 3700X, 128GB RAM, 7B q4_0: 61.2 ms per token",
        "Ryzen 9 5950X with a 3090 doing the rest: 19.5 ms per token",
        "i9-13900K, everything else on the GPU with -ngl 99: 14.1 ms per token",
        authors=["op", "alice", "bob", "carol"],
    )
    assert by_value(found, 61.2).context["accelerator"] == "amd-ryzen-7-3700x"
    assert by_value(found, 19.5).context["accelerator"] == "nvidia-rtx-3090"
    assert "accelerator" not in by_value(found, 14.1).context


def test_an_engine_compared_with_is_not_the_texts_one_engine():
    found = claims(
        "I ran this PR on MT-Bench so that we can compare with the [SGL benchmark](https://x.y/z)"
        " I did earlier.\n\n* k=2: output: 175.49 toks/s",
        authors=["dev"],
    )
    assert "engine" not in by_value(found, 175.49).context


def test_bylines_in_a_scraped_thread_separate_its_authors():
    found = claims(
        "acme/serve · issue #12 · open",
        "alice · comment · 2026-03-02\nOn two GB10 boxes with --parallel 1:",
        "| depth | acceptance |\n|---|---|\n| 2 | 73.1% |\n| 3 | 63.7% |",
        "bob · comment · 2026-03-03\n"
        "vLLM 0.25.1 on one RTX 4090, c=1: EAGLE-3 k=3 gives 164 tok/s.",
    )
    first = by_value(found, 73.1).context
    assert first["accelerator"] == "nvidia-gb10" and "engine" not in first
    assert by_value(found, 164).context["engine"] == "vllm"


def test_spaced_test_labels_give_lengths_but_spaced_speeds_do_not():
    found = claims(
        "7B gen 128:\n| Threads | t/s |\n| --- | --- |\n| 8 | 18.27 |\n\n"
        "7B pp 512:\n| Threads | t/s |\n| --- | --- |\n| 8 | 33.67 |",
        authors=["dev"],
    )
    assert by_value(found, 18.27).context["output_len"] == 128
    assert by_value(found, 33.67).context["input_len"] == 512
    found = claims("On my M4 Max: pp 260 t/s, tg 180 t/s at 2k depth", authors=["dev"])
    assert all("input_len" not in c.context or c.context["input_len"] != 260 for c in found)


def test_flag_values_and_projected_figures_are_not_claims():
    found = claims(
        "python3 benchmark_serving.py --num-prompts 1000 --request-rate 128 gave 9.6 req/s. "
        "EAGLE-3 k=3 gives 164 tok/s; k=1 would give ~232 tok/s (projected, unrun)."
    )
    assert sorted(c.low for c in found) == [9.6, 164]


def test_totals_that_count_and_durations_over_their_tokens_are_not_claims():
    found = claims(
        "| Metric | Value |\n|---|---|\n| Median output tokens/second | 640 |\n"
        "| Total requests | 100 |\n| Total prompts | 250 |"
    )
    assert [c.low for c in found] == [640]
    found = claims("main:  predict time = 37065.80 ms / 226.01 ms per token")
    assert [(c.metric, c.low) for c in found] == [("tpot_ms", 226.01)]


def test_a_statistics_list_line_gives_each_value_its_statistic():
    found = claims(
        "concurrency: 64\n"
        "first token latency(s)(min, max, ave): 1.204, 9.880, 2.515\n"
        "per-token latency(s) percentile(50, 75, 95, 99): [0.041, 0.077, 0.190, 0.254]\n"
        "token throughput (completion token): 1830.2 token/s"
    )
    got = {(c.metric, c.low): c.stat for c in found}
    assert got[("ttft_ms", 1204)] == "min" and got[("ttft_ms", 2515)] == "mean"
    assert got[("tpot_ms", 41)] == "p50" and got[("tpot_ms", 254)] == "p99"
    assert got[("tpot_ms", 77)] is None  # p75: no name in the guide
    assert got[("decode_tps", 1830.2)] is None


def test_a_mean_column_summarises_the_runs_before_it_and_accept_len_spellings():
    found = claims(
        "| depth | decode tok/s | mean |\n|---|---|---|\n| 2 | 17.55 / 17.53 / 17.55 | 17.54 |"
    )
    assert [(c.metric, c.stat) for c in found if c.low == 17.54] == [("decode_tps", "mean")]
    found = claims("k=2: output: 175.49 toks/s, Accpt Len: 1.89")
    assert ("acceptance_length", 1.89) in [(c.metric, c.low) for c in found]


def test_figures_in_brackets_take_the_measure_of_the_clause_they_follow():
    found = claims("Engine A wins first-token latency when warm (75 ms vs B's 420 ms).")
    assert sorted((c.metric, c.low) for c in found) == [("ttft_ms", 75), ("ttft_ms", 420)]


def test_chip_names_are_no_statistic_and_ttfb_and_end_to_end_are_measures():
    found = claims(
        "- M1 Max (32 GB): ~62–72 tok/s, 0.30–0.40 s TTFB",
        "It answers from idle in ~3.85 seconds end-to-end through the gateway.",
    )
    got = {(c.metric, c.low): c.stat for c in found}
    assert got == {("decode_tps", 62): None, ("ttft_ms", 300): None, ("latency_s", 3.85): None}


def test_a_draft_model_column_names_the_draft_and_the_one_card_of_the_text():
    found = claims(
        "Draft size sweep",
        "The short version: the smallest draft wins at 1.37x.",
        "We fixed the target, Qwen2.5-Coder-14B-Instruct, at 42.45 tok/s on an RTX 5060 Ti "
        "and changed only the draft.",
        "| Draft model | Throughput |\n|---|---|\n| none | 42.45 tok/s |\n"
        "| 0.5B (Q8_0) | 58.25 tok/s |",
    )
    row = next(c for c in found if c.low == 58.25).context
    assert row["accelerator"] == "nvidia-rtx-5060-ti"
    assert (row["spec_enabled"], row["spec_method"]) == (True, "draft-model")
    assert "precision" not in row


def test_a_restated_figure_keeps_the_workload_its_restatement_names():
    found = claims(
        "Qwen3.6-27B on 1x RTX 3090: 47.12 / 60.42 TPS\n"
        "- **Bench:** narrative **47.12 TPS**, code **60.42 TPS**",
        authors=["op"],
    )
    got = {c.low: c.context.get("workload") for c in found}
    assert got == {47.12: "prose", 60.42: "code"}


def test_a_result_block_split_by_dividers_keeps_its_request_count():
    found = claims(
        "```\n============ Serving Benchmark Result ============\n"
        "Successful requests:                     1000\n"
        "Output token throughput (tok/s):         3535.64\n"
        "----------------End-to-End Latency----------------\n"
        "Mean E2E Latency (ms):                   25694.61\n"
        "---------------Time to First Token----------------\n"
        "Mean TTFT (ms):                          7318.68\n```"
    )
    scopes = {c.metric: c.context.get("scope") for c in found}
    assert scopes == {
        "decode_tps": "aggregate",
        "latency_s": "per_request",
        "ttft_ms": "per_request",
    }


def test_a_lead_in_above_nested_labels_names_the_measure_not_spec_decoding():
    found = claims(
        "Here are the prompt processing speeds for Llama 3.3 70B:\n\n"
        "Without tensor parallelism:\n"
        "- Without spec decoding: 1045.8 T/s\n"
        "- With spec decoding: 1010.34 T/s"
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("prefill_tps", 1010.34),
        ("prefill_tps", 1045.8),
    ]


def test_hardware_in_an_if_you_have_sentence_is_the_readers():
    found = claims(
        "MLX gave 57 tok/s generation speed on this model.",
        "I ran this on an M1 Max. If you have an M4 or M5, your numbers will be different.",
    )
    assert by_value(found, 57).context["accelerator"] == "apple-m1-max"


def test_a_setup_block_under_its_own_heading_line_and_a_use_is_no_workload():
    found = claims(
        "Our engine vs three others",
        "658 tokens per second. All on one laptop.",
        "Setup\n| Engine | Method |\n|---|---|\n| ours | native |\n"
        "- Hardware: Apple M4 Max, 64 GB\n- Models: Qwen3-0.6B, Qwen3-4B (all 4-bit quantized)",
        "Decode Speed",
        "Decode speed is how fast tokens stream. It is the metric that matters most for "
        "interactive chat.",
        "| Model | ours | other |\n|---|---|---|\n| Qwen3-4B | 186 tok/s | 165 tok/s |",
    )
    context = by_value(found, 186).context
    assert context["precision"] == "int4"
    assert "workload" not in context


def test_a_result_blocks_stated_concurrency_reaches_its_split_sections():
    found = claims(
        "```\n============ Serving Benchmark Result ============\n"
        "Max reqeuest concurrency:                128\n"
        "Successful requests:                     512\n"
        "Request throughput (req/s):              7.90\n"
        "----------------End-to-End Latency----------------\n"
        "Mean E2E Latency (ms):                   16143.09\n```"
    )
    assert {c.metric: c.context.get("concurrency") for c in found} == {
        "request_rate": 128,
        "latency_s": 128,
    }


def test_another_tools_lengths_do_not_reach_a_serving_result_block():
    found = claims(
        "```bash\npython -m sglang.bench_one_batch --model-path Qwen/Qwen3-30B-A3B "
        "--batch 64 --input-len 256 --output-len 32\n```\n\n"
        "```\n============ Serving Benchmark Result ============\n"
        "Successful requests:                     512\n"
        "Request throughput (req/s):              7.90\n```",
        authors=["dev"],
    )
    context = by_value(found, 7.9).context
    assert "input_len" not in context and "output_len" not in context


def test_an_n_max_column_holds_draft_lengths():
    found = claims(
        "Swept `--spec-draft-n-max` with MTP on two GB10 boxes.\n\n"
        "| `n-max` | decode tok/s |\n|---|---|\n| none | 16.13 |\n| 3 | 19.01 |"
    )
    off, on = by_value(found, 16.13).context, by_value(found, 19.01).context
    assert off["spec_enabled"] is False and "spec_tokens" not in off
    assert (on["spec_enabled"], on["spec_tokens"]) == (True, 3)


def test_a_continued_command_line_states_the_dataset():
    found = claims(
        "```bash\npython3 benchmark/profile_throughput.py \\\n"
        "    ShareGPT_V3_unfiltered_cleaned_split.json \\\n"
        "    --concurrency 256\n```\n\n"
        "```\nconcurrency: 256\ntoken throughput (completion token): 2147.679 token/s\n```",
        authors=["dev"],
    )
    assert by_value(found, 2147.679).context["workload"] == "chat"


def test_vllms_metrics_line_gives_its_requests_in_flight():
    found = claims(
        "INFO 04-08 10:43:07 metrics.py:455] Avg prompt throughput: 33127.2 tokens/s, "
        "Avg generation throughput: 238.0 tokens/s, Running: 4 reqs, Swapped: 0 reqs"
    )
    assert {(c.metric, c.context.get("concurrency")) for c in found} == {
        ("prefill_tps", 4),
        ("decode_tps", 4),
    }


def test_opt_models_are_models():
    from extractors.mentions import model_mentions

    text = 'model = "opt-125m"; opt in to telemetry'
    assert [m.value for m in model_mentions(text) if m.key == "model"] == ["opt-125m"]


def test_a_range_spanning_two_stated_figures_restates_them():
    found = claims(
        "| depth | acceptance length |\n|---|---|\n| 3 | 2.91 |\n| 4 | 3.12 |",
        "At depth 4 the acceptance length barely moves (2.91 to 3.12).",
    )
    assert sorted((c.low, c.high) for c in found) == [(2.91, 2.91), (3.12, 3.12)]


def test_server_log_lines_with_a_bar_are_no_table():
    found = claims(
        "[ print_timings] prompt eval time = 34619.60 ms / 2190 tokens ( 15.81 ms per token, "
        '63.26 tokens per second) | tid="1" id_slot=0 t_prompt_processing=34619.603\n'
        "INFO [ print_timings] generation eval time = 22553.81 ms / 222 runs ( 101.59 ms per "
        'token, 9.84 tokens per second) | tid="1" id_slot=0 t_token_generation=22553.805'
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("decode_tps", 9.84),
        ("prefill_tps", 63.26),
    ]


def test_a_large_speedup_said_as_faster():
    assert [(c.low, c.high) for c in claims("It gives 60–67× faster TTFT than HF.")] == [
        (60.0, 67.0)
    ]
    assert claims("The cluster has 64x nodes.") == []


def test_one_figure_per_user_and_in_total_is_one_claim():
    found = claims(
        "| Test | tokens/s per user | tokens/s total |\n|---|---|---|\n"
        "| 05 Multi-turn | 17 | 143 |\n| 06 Office baseline | 48 | 48 |"
    )
    assert len([c for c in found if c.low == 48]) == 1


def test_run_numbers_in_column_names_and_ratios_in_flattened_rows():
    found = claims(
        "Config Mean t/s Speedup Mean acceptance\nn=2 73.04 1.07x 86.16%\n\n"
        "n_max Run 1 t/s Run 2 t/s Mean t/s"
    )
    values = {(c.metric, c.low) for c in found}
    assert ("speedup", 1.07) in values and ("acceptance_rate", 86.16) in values
    assert not {low for _, low in values} & {1.0, 2.0}
    assert claims("We used 2x 3090 for this.") == []


def test_full_precision_keeps_another_runs_format_from_the_document():
    found = claims(
        "Benchmark DeepSeek:\n- 16 xH100s: Full Precision\n- 8xH100s: Quantized (AWQ)",
        "Sweeps on 16x H100: TTFT 208.5 ms at concurrency 1",
        authors=["a", "a"],
    )
    assert "precision" not in by_value(found, 208.5).context
    found = claims("Full precision run on one H100: 42.1 tok/s")
    assert "precision" not in by_value(found, 42.1).context


def test_a_family_version_gives_way_to_any_fuller_name_in_the_document():
    found = claims(
        "All models were tested with Qwen3.6.",
        "Key findings",
        "- Generation: 7.63 → 16.15 t/s",
        "Hardware / Software\n- iGPU: Radeon 8060S",
        "Models Tested (all Unsloth)\nQwen3.6-27B-Q8_0.ggufQwen3.6-35B-A3B-Q8_0.gguf",
    )
    assert by_value(found, 16.15).context.get("model") != "qwen3.6"


def test_columns_headed_by_llama_bench_test_names_hold_their_rates():
    # A summary table of llama-bench runs: "pp 512" and "tg 128" columns hold the
    # tests' rates; the perplexity column beside them holds no speed.
    found = claims(
        "Numbers from my Mac Studio M2 Ultra, build 1a2b3c4, see https://example.org/runs/12\n"
        "| Quant | PPL | pp 512 | tg 128 |\n"
        "|---|---|---|---|\n"
        "| Q4_0 | 5.9012 +/- 0.0331 | 1021.40 ± 2.11 | 71.25 ± 0.08 |\n"
        "| Q8_0 | 5.8120 +/- 0.0327 | 980.12 ± 1.40 | 52.03 ± 0.05 |"
    )
    got = sorted(
        (c.metric, c.low, c.context.get("input_len"), c.context.get("output_len")) for c in found
    )
    assert got == [
        ("decode_tps", 52.03, None, 128),
        ("decode_tps", 71.25, None, 128),
        ("prefill_tps", 980.12, 512, None),
        ("prefill_tps", 1021.40, 512, None),
    ]
    found = claims(
        "Mac mini M4 runs:\n| Model | pp512 | tg128 |\n|---|---|---|\n"
        "| 8B Q4_K_M | 210.5 ± 0.4 | 24.1 ± 0.1 |"
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("decode_tps", 24.1),
        ("prefill_tps", 210.5),
    ]


def test_a_link_above_a_table_gives_its_figures_no_unit():
    # "https" holds the letters "tps": a link above a table is no unit of its figures.
    found = claims(
        "Logs: https://example.org/bench/77\n"
        "| version | cold | warm |\n|---|---|---|\n"
        "| 1.2.0 | 88.10 | 90.45 |\n| 1.3.0 | 84.31 | 86.02 |"
    )
    assert found == []


def test_vllm_progress_bar_over_one_prompt_is_a_single_stream():
    found = claims(
        "Processed prompts: 100%|██████████| 1/1 [00:02<00:00,  2.01s/it, est. speed input:"
        " 31.10 toks/s, output: 71.64 toks/s]\n"
        "Processed prompts: 100%|██████████| 32/32 [00:07<00:00,  4.4it/s, est. speed input:"
        " 640.2 toks/s, output: 1520.07 toks/s]"
    )
    got = {c.low: (c.context.get("concurrency"), c.context.get("scope")) for c in found}
    assert got[71.64] == (1, "single_stream") and got[31.10] == (1, "single_stream")
    assert got[1520.07] == (None, None)


def test_labelled_result_lines_are_rows_not_the_posts_setup():
    # Each line's lead-in labels that line; the first one is not the setup of
    # the serving run the post reports after it.
    found = claims(
        "batch 1, input 256, output 512: **41.8 token/s**\n"
        "batch 16, input 256, output 512: **512.3 token/s**\n\n"
        "```\n============ Serving Benchmark Result ============\n"
        "Successful requests:                     2000\n"
        "Request throughput (req/s):              9.12\n"
        "Output token throughput (tok/s):         1843.20\n```"
    )
    got = {c.low: c.context for c in found}
    assert got[41.8]["concurrency"] == 1 and got[41.8]["input_len"] == 256
    assert got[512.3]["batch_size"] == 16 and got[512.3]["output_len"] == 512
    assert "concurrency" not in got[9.12] and got[9.12].get("scope") == "aggregate"
    assert "concurrency" not in got[1843.20]


def test_vllm_metrics_lines_of_an_idle_engine_are_no_claims():
    found = claims(
        "INFO [loggers.py:123] Engine 000: Avg prompt throughput: 812.4 tokens/s, Avg generation"
        " throughput: 44.2 tokens/s, Running: 2 reqs, Waiting: 0 reqs\n"
        "INFO [loggers.py:123] Engine 000: Avg prompt throughput: 0.0 tokens/s, Avg generation"
        " throughput: 0.0 tokens/s, Running: 0 reqs, Waiting: 0 reqs"
    )
    got = sorted((c.metric, c.low, c.context.get("concurrency")) for c in found)
    assert got == [("decode_tps", 44.2, 2), ("prefill_tps", 812.4, 2)]
    # "Running: 0 reqs" beside a rate says nothing of its concurrency.
    found = claims("Avg generation throughput: 12.5 tokens/s, Running: 0 reqs, Waiting: 0 reqs")
    assert [(c.low, c.context.get("concurrency")) for c in found] == [(12.5, None)]


def test_money_and_worked_sums_are_no_figures():
    found = claims("I paid $4,000 for the box and get 30 tok/s. Friends quoted £3,500.")
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 30.0)]
    found = claims("Each socket gives 7.5 tok/s, so with both: 7.5 + 7.5 = 15 tok/sec.")
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 7.5)]


def test_acceptance_and_mean_length_columns_of_a_drafting_table():
    found = claims(
        "Drafting statistics with EAGLE-3 from the server log\n\n"
        "| model | acceptance | mean len | speedup |\n|---|---|---|---|\n"
        "| Llama-3.1-8B | 0.62 | 2.71 | 1.9x |\n| Llama-3.3-70B | 0.48–0.53 | 2.2–2.4 | n/a |"
    )
    got = sorted((c.metric, c.low, c.high) for c in found)
    assert got == [
        ("acceptance_length", 2.2, 2.4),
        ("acceptance_length", 2.71, 2.71),
        ("acceptance_rate", 48.0, 53.0),
        ("acceptance_rate", 62.0, 62.0),
        ("speedup", 1.9, 1.9),
    ]
    # Without an acceptance column beside it, "mean len" is no acceptance length.
    found = claims("| run | mean len | tok/s |\n|---|---|---|\n| a | 512 | 41.2 |")
    assert [c.metric for c in found] == ["decode_tps"]


def test_a_line_that_is_all_a_quotation_is_someone_elses_words():
    found = claims(
        "What the forums say:\n\n"
        "“Paid a fortune for 3.1 tokens per second on a 70B? No thanks.”\n\n"
        "“My gaming laptop does 95 tok/s on an 8B.” – a commenter\n\n"
        "On my own box the 70B decodes at 14.2 tok/s with “stock” flags."
    )
    assert [(c.metric, c.low) for c in found] == [("decode_tps", 14.2)]


def test_a_setup_heading_phrased_as_what_the_author_ran_on():
    from extractors.view import is_setup_heading

    for heading in (
        "What I’m benchmarking with",
        "What we tested on:",
        "## Test machine",
        "Testbed",
    ):
        assert is_setup_heading(heading), heading
    for heading in ("What I ran on it and the results", "What I like about it"):
        assert not is_setup_heading(heading), heading
    # In plain text, the block under such a heading states the setup of the
    # figures reported above it.
    found = claims(
        "Big batches change the picture",
        "Asked one question at a time it decodes at 9.4 tok/s.",
        "What I'm benchmarking with",
        "A single RTX 4090 in an old desktop, 64 GB of RAM.",
    )
    assert [
        (c.low, c.context.get("accelerator"), c.context.get("accelerator_count")) for c in found
    ] == [(9.4, "nvidia-rtx-4090", 1)]


def test_a_column_word_the_thread_writes_with_a_rate_unit():
    found = claims(
        "Cold tok/s at 32K context fell after the upgrade; warm runs look fine.",
        "Same harness here:\n\n| version | load | cold |\n|---|---|---|\n"
        "| 1.4.0 | 12.1 | 88.20 |\n| 1.5.0 | 12.4 | 71.35 |",
    )
    got = sorted((c.metric, c.low) for c in found)
    assert got == [("decode_tps", 71.35), ("decode_tps", 88.20)]
    # A word the text never writes before a rate unit gives its column none.
    assert claims("| version | load | cold |\n|---|---|---|\n| 1.4.0 | 12.1 | 88.20 |") == []


def test_a_flattened_table_with_short_separators():
    # Reddit's markdown export: "|:-|:-|" separators, rows joined by "| |".
    found = claims(
        "On a 4090: |Prompt|Baseline (t/s)|Draft (t/s)| |:-|:-|:-| |Essay|41.25|**55.10**|"
        " |Code|40.80|**63.02**| The drafts help most on code."
    )
    assert sorted(c.low for c in found) == [40.80, 41.25, 55.10, 63.02]


def test_a_bold_draft_model_label_names_the_draft():
    found = all_mentions(
        "* **Main model**: Mistral-Small-24B Q4_K_M * **Draft model**: Mistral-Tiny-1B Q8_0"
    )
    assert [m.value for m in found if m.key == "model"] == ["mistral-small-24b"]
    assert [m.value for m in found if m.key == "draft_model"] == ["Mistral-Tiny-1B"]


def test_a_flag_ending_in_max_is_no_statistic_and_escaped_quant_names_read():
    found = claims("Draft model on a 5090 with --draft-max 8: 85.9 t/s. Max: 90.1 t/s")
    assert [(c.low, c.stat) for c in found] == [(85.9, None), (90.1, "max")]
    found = all_mentions("Main model: Gemma-3-27B UD-Q4\\_K\\_XL, the draft at Q8\\_0")
    assert [m.value for m in found if m.key == "precision"] == ["ud-q4_k_xl", "q8_0"]


def test_a_pipe_table_written_without_spaces_and_its_legs():
    found = claims(
        "Draft model test. * **GPU**: RTX 4080 * **Config**: 32K context, parallel=1"
        " |Task|Baseline (t/s)|SpecDec (t/s)| |:-|:-|:-| |Code generation|40.10|**58.70**|"
    )
    got = {c.low: c.context for c in found}
    assert got[40.10]["spec_enabled"] is False and got[58.70]["spec_enabled"] is True
    for context in got.values():
        assert context["workload"] == "code"  # the row label, read although unspaced
        assert context["accelerator_count"] == 1  # the one card the "GPU:" line names
        assert context["concurrency"] == 1 and context["scope"] == "single_stream"


def test_sglang_bench_one_batch_lines():
    found = claims(
        "Prefill. latency: 0.06120 s, throughput:   2092.81 token/s\n"
        "Decode 0. Batch size: 1, latency: 0.00811 s, throughput:    123.30 token/s\n"
        "Decode 1. Batch size: 1, latency: 0.00790 s, throughput:    126.58 token/s\n"
        "Decode.  median latency: 0.00795 s, median throughput:    125.79 token/s"
    )
    got = sorted((c.metric, c.low) for c in found)
    assert got == [
        ("decode_tps", 123.30),
        ("decode_tps", 125.79),
        ("decode_tps", 126.58),
        ("prefill_tps", 2092.81),
        ("tpot_ms", 7.90),
        ("tpot_ms", 7.95),
        ("tpot_ms", 8.11),
        ("ttft_ms", 61.20),
    ]  # the step numbers "Decode 0." and "Decode 1." are no figures


def test_a_numbered_first_column_labels_the_rows():
    found = claims(
        "Peak was 88.1 against 51.0 tok/s.\n\n| slots per node | tok/s | vs one |\n|---|---|---|\n"
        "| 16 | 70.4 | 1.38x |\n| 32 | 88.1 | 1.73x |"
    )
    assert 16 not in [c.low for c in found] and 32 not in [c.low for c in found]
    assert ("decode_tps", 70.4) in [(c.metric, c.low) for c in found]


def test_a_short_gloss_in_brackets_stays_in_its_clause():
    found = claims("Prefill (PP) was fast at 40-60 tok/s, but decode (TG) stuck at 9-10 tok/s.")
    assert sorted((c.metric, c.low, c.high) for c in found) == [
        ("decode_tps", 9.0, 10.0),
        ("prefill_tps", 40.0, 60.0),
    ]


def test_two_levels_joined_by_an_arrow_share_their_measure():
    found = claims(
        "With EAGLE the new gate raised acceptance 0.58 → 0.74 while dropping throughput 9%."
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("acceptance_rate", 58.0),
        ("acceptance_rate", 74.0),
    ]  # two levels, not a change; "dropping throughput 9%" is a change


def test_the_other_side_of_a_figures_comparison_is_not_its_setup():
    found = claims(
        "FP16 throughput\nSGLang\n914 tok/s @ c=64 · +10% over vLLM\n\n"
        "AWQ throughput\nvLLM AWQ\n976 tok/s @ c=64 · +17% over FP16"
    )
    got = {c.low: c.context for c in found}
    assert got[914.0]["engine"] == "sglang"
    assert got[976.0]["precision"] == "awq"
    # "understates TTFT by ~5-20 ms" is a difference, not a TTFT.
    assert claims("Colocation understates real-world TTFT by ~5-20 ms.") == []


def test_a_statistic_in_a_later_clause_is_another_figures():
    found = claims("Decode held at 71.5 tok/s while the overall median latency rose to 40 ms.")
    assert {c.metric: c.stat for c in found} == {"decode_tps": None, "latency_s": "median"}


def test_figures_and_parts_inside_cjk_text():
    found = claims("我在A100上测试，单卡吞吐量为1200 tokens/s。")
    assert [(c.metric, c.low, c.context.get("accelerator")) for c in found] == [
        ("decode_tps", 1200.0, "nvidia-a100")
    ]


def test_a_change_beside_an_arrow_pair_is_still_a_change():
    found = claims(
        "With EAGLE acceptance fell 31 points (90.1%→59.0%) and decode"
        " dropped 64% (~40→14.4 tok/s)."
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("acceptance_rate", 59.0),
        ("acceptance_rate", 90.1),
        ("decode_tps", 14.4),
        ("decode_tps", 40.0),
    ]  # "dropped 64%" is the change between the two, no claim


def test_a_request_rate_given_as_the_load_is_a_setting():
    found = claims(
        "With MTP the speed-up is 1.5x for QPS=1.\n\n"
        "| QPS | Base TPOT (ms) | MTP TPOT (ms) |\n|---|---|---|\n"
        "| 1 | 41.2 | 40.1 |\n| 4 | 47.9 | 46.0 |\n\n| Engine | QPS | TTFT (ms) |\n|---|---|---|\n"
        "| vLLM | 13.6 | 120 |"
    )
    rates = [c.low for c in found if c.metric == "request_rate"]
    assert rates == [13.6]  # a measured rate in a column of its own is a claim


def test_llama_cpp_speculative_example_lines():
    found = claims(
        "Draft model run on a 4070:\n"
        "encoded   22 tokens in    0.071 seconds, speed:  309.860 t/s\n"
        "decoded  512 tokens in    9.804 seconds, speed:   52.223 t/s"
    )
    got = {
        c.metric: (c.low, c.context.get("input_len"), c.context.get("output_len")) for c in found
    }
    assert got == {"prefill_tps": (309.86, 22, None), "decode_tps": (52.223, None, 512)}


def test_a_processing_speed_is_the_prompts():
    found = claims("KoboldCpp on a 3060: ProcessingSpeed: 640.12T/s, GenerationSpeed: 18.30T/s")
    assert by_value(found, 640.12).metric == "prefill_tps"
    assert by_value(found, 18.3).metric == "decode_tps"
    found = claims("Processing speed: 880 t/s, generation speed: 31 t/s on one 3090")
    assert by_value(found, 880).metric == "prefill_tps"


def test_a_row_label_ending_in_a_number_is_no_rate():
    found = claims(
        "```\n--draft-max 4                 41.20 t/s\ndefault 16                    36.75 t/s\n```"
    )
    assert sorted(c.low for c in found) == [36.75, 41.2]
    # a sibling joined by a mark still shares the unit
    assert by_value(claims("c2 299 · c4 403 tok/s on two 4090s"), 299).metric == "decode_tps"


def test_a_collapsed_setup_table_gives_each_column_its_setup():
    found = claims(
        "Llama-3.1-70B with SGLang.\n\n"
        "Workload TP=1 one H100 (EAGLE) TP=4 four H100 (no EAGLE) Change\n"
        "chat c1 61.0 t/s 88.2 t/s +45%\n"
        "code c8 (agg) 402 t/s 515 t/s +28%\n"
    )
    one, four = by_value(found, 61.0).context, by_value(found, 88.2).context
    assert (one["tp"], one["accelerator_count"], one["spec_method"]) == (1, 1, "eagle")
    assert (four["tp"], four["accelerator_count"], four["spec_enabled"]) == (4, 4, False)
    assert "spec_method" not in four
    assert by_value(found, 515).context["concurrency"] == 8
    assert not [c for c in found if c.low in (45, 28)]


def test_a_prediction_is_no_claim_and_no_nextn_is_the_off_leg():
    found = claims("Our prediction of TP=2 giving ~35-40 t/s was wrong. It ran 8.1 t/s.")
    assert [c.low for c in found] == [8.1]
    found = claims("On the DGX Spark: 22.6 t/s with NEXTN, 15.2 t/s with no NEXTN.")
    assert by_value(found, 15.2).context.get("spec_enabled") is False


def test_a_plain_texts_same_model_is_the_one_its_opening_benchmarked():
    text = (
        "Follow-up: two boxes\n\n"
        "Posted by the lab, June 2026\n\n"
        "Last time we ran Llama-3.1-70B-FP8 on one node and predicted ~40 tok/s from two.\n\n"
        "Setup\n\n"
        "Same model, same image, both nodes, --tp 16.\n\n"
        "Results\n\n"
        "Decode at c1 was 31.5 tok/s on the pair."
    )
    context = by_value(claims(*text.split("\n\n")), 31.5).context
    assert context["model"] == "llama-3.1-70b" and context["precision"] == "fp8"
    # without the reference the earlier paragraph's model stays there
    text = text.replace("Same model, same image, both", "Both")
    assert "model" not in by_value(claims(*text.split("\n\n")), 31.5).context


def test_a_single_gpu_box_counts_the_one_card_named_elsewhere():
    found = claims(
        "Qwen3-30B-A3B speed on RTX 5080 16GB",
        "Ran these with llama.cpp on a single-GPU desktop, offloading experts to the CPU.",
        "Results",
        "Q4_K_M decode: 51.0 tok/s at 8K context.",
    )
    context = by_value(found, 51.0).context
    assert context["accelerator"] == "nvidia-rtx-5080" and context["accelerator_count"] == 1
    found = claims("RTX 5080 here.", "Ran it on a dual-GPU desktop: 74.2 tok/s.")
    assert by_value(found, 74.2).context["accelerator_count"] == 2


def test_a_transposed_rows_label_gives_each_figure_its_rate():
    text = (
        "Benchmarks\n\n"
        "metric 3-bit 4-bit\n"
        "bpw 3.110 4.538\n"
        "prompt tok/s (1024) 194.958 ± 0.075 193.563 ± 0.094\n"
        "gen tok/s (512) 21.381 ± 0.050 17.259 ± 0.032\n"
        "perplexity 4.780 ± 0.020 3.920 ± 0.016\n\n"
        "Tested on a Mac Studio M3 Ultra with:\n\n"
        "mlx_lm.benchmark --prompt-tokens 1024 --generation-tokens 512 --num-trials 5\n"
    )
    found = claims(text)
    assert sorted((c.metric, c.low) for c in found) == [
        ("decode_tps", 17.259),
        ("decode_tps", 21.381),
        ("prefill_tps", 193.563),
        ("prefill_tps", 194.958),
    ]
    context = by_value(found, 21.381).context
    assert context["accelerator"] == "apple-m3-ultra" and context["accelerator_count"] == 1
    assert context["output_len"] == 512


def test_a_logged_result_block_with_statistics_after_the_unit():
    text = (
        "One A10, TensorRT-LLM 0.10.0 behind Triton:\n```\n"
        "2024/07/11 23:37:56 ============ Serving Benchmark Result ============\n"
        "2024/07/11 23:37:56 Concurrency: 4\n"
        "2024/07/11 23:37:56 Prompt throughput (tokens/second) avg: 2224.493\n"
        "2024/07/11 23:37:56 Generation throughput (tokens/second) avg: 12.057\n"
        "2024/07/11 23:37:56 End to End Latency (ms) p50: 328.000\n```"
    )
    found = claims(text)
    prefill = by_value(found, 2224.493)
    assert prefill.metric == "prefill_tps" and prefill.stat == "mean"
    assert "Prompt throughput" in prefill.quote
    assert "input_len" not in prefill.context  # "...:56 Prompt" is the clock
    assert prefill.context["concurrency"] == 4 and prefill.context["scope"] == "aggregate"
    latency = by_value(found, 0.328)
    assert latency.metric == "latency_s" and latency.stat == "p50"
    assert latency.context["scope"] == "per_request"


def test_a_baseline_comment_in_a_log_block_is_the_off_leg():
    text = (
        "Trying an EAGLE3 draft with Qwen3-32B Q4_K_M.\n\n"
        "```bash\n# Baseline\n"
        "10.01.000 I slot print_timing: id  0 | task 0 |        eval time =  30000.00 ms /"
        "   600 tokens (   50.00 ms per token,    20.00 tokens per second)\n"
    )
    context = by_value(claims(text), 20.0).context
    assert context["spec_enabled"] is False and "spec_method" not in context
    # llama-server's own log lines name the engine when the text names none
    assert context["engine"] == "llama.cpp"
    found = claims(
        "Ollama 0.5 here:\n\nllama_print_timings: eval time = 100 ms / 10 runs "
        "( 10.00 ms per token, 100.00 tokens per second)"
    )
    assert by_value(found, 100.0).context["engine"] == "ollama"


def test_a_model_column_names_sized_models_of_unknown_families():
    found = claims(
        "Prefill on one M1 Ultra:\n\n| Model | tok/s |\n|---|---|\n"
        "| llava-interleave-qwen-0.5b-bf16 | 8589 |\n| molmo2-4b | 1012 |\n"
        "| gemma-4-26b-a4b-it-4bit | 476 |\n| baseline | 900 |"
    )
    llava = by_value(found, 8589).context
    assert llava["model"] == "llava-interleave-qwen-0.5b" and llava["precision"] == "bf16"
    molmo = by_value(found, 1012).context
    assert molmo["model"] == "molmo2-4b" and "precision" not in molmo
    assert "model" not in by_value(found, 900).context


def test_a_thread_headers_repository_and_a_single_cards_layout():
    text = (
        "someone/qwen3-32b-rtx3090 · issue #12 · open · Python\n"
        "# Two cards\n\n"
        "Against the single-card reference (~1,035 tok/s decode at 64 concurrent):\n\n"
        "| | 1× 3090 | 2× 3090, TP=2 |\n|---|---|---|\n"
        "| 64 conc, 128 in / 512 out | 1,012 tok/s | 917 tok/s |\n"
    )
    found = claims(text)
    assert all("model" not in c.context for c in found)  # the repository names none
    two = by_value(found, 917).context
    assert (two["tp"], two["concurrency"], two["scope"]) == (2, 64, "aggregate")
    one = by_value(found, 1035).context
    assert one["accelerator_count"] == 1 and "tp" not in one


def test_a_rate_that_includes_the_prompts_time_is_still_the_replys():
    found = claims(
        " -- Response generated in 3.21 seconds, 128 tokens, 39.87 tokens/second "
        "(includes prompt eval.)"
    )
    assert by_value(found, 39.87).metric == "decode_tps"


def test_a_llama_bench_row_comparing_two_builds_rates_both():
    found = claims(
        "On my Strix Halo:\n\n| model | size | params | test | HIP | tuned | Δ% |\n"
        "|---|---|---|---|--:|--:|--:|\n"
        "| llama 1B Q4_K - Medium | 762.81 MiB | 1.24 B | pp512 | 4703.28 | 4970.14 | 5.67% |\n"
    )
    assert sorted(c.low for c in found) == [4703.28, 4970.14]
    assert all(c.metric == "prefill_tps" for c in found)


def test_statistics_lines_time_the_one_metric_a_text_measures():
    text = (
        "Slower TTFT than vLLM on one H100\n\n"
        "Batch 64: 16 batches, total 25783.48ms, avg 1611.47ms, std 143.69ms, "
        "p95 1795.47ms, p999 2068.31ms"
    )
    found = claims(*text.split("\n\n"))
    assert [(c.metric, c.low, c.stat) for c in found] == [
        ("ttft_ms", 1611.47, "mean"),
        ("ttft_ms", 1795.47, None),
    ]
    # a text naming two times leaves an unnamed statistic alone
    both = "TTFT and TPOT on one H100\n\nBatch 64: avg 1611.47ms"
    assert claims(*both.split("\n\n")) == []


def test_a_threads_opening_sentence_and_a_draft_length_frame_its_arrow():
    text = (
        "Add: 2x Tesla P40 (tensor split) at n-max 4\n"
        "Paired A/B on the same box, same GGUF (UD-Q5_K_XL), both arms at `--parallel 1`,"
        " medians of 3 runs.\n\n"
        "- Table row: 2x Tesla P40, tensor split — 11.7 → 22.6 tok/s (+92%), n-max 4."
    )
    found = claims(text)
    off, on = by_value(found, 11.7).context, by_value(found, 22.6).context
    assert off["spec_enabled"] is False and on["spec_enabled"] is True
    assert off["concurrency"] == 1 and on["scope"] == "single_stream"


def test_a_figure_the_blog_post_or_docs_report_is_no_claim():
    found = claims(
        "On 8xH100 the output rate peaked at ~700 tokens/sec, much lower than what is"
        " reported in the blog post above (roughly ~3100 tokens/sec)."
    )
    assert [c.low for c in found] == [700]
    found = claims("The README lists 2,058 tokens/s. On my H100 I measured 1857.9 tokens/s.")
    assert [c.low for c in found] == [1857.9]


def test_a_time_column_of_bare_fractions_is_in_seconds():
    text = (
        "LLMPerf against trtllm-serve on 8x H200:\n\n"
        "Model | Batch Size | ITL p50 | TTFT p50\n-- | -- | -- | --\n"
        "DeepSeek-R1 FP8 | 1 | 0.01378 | 0.16463\n"
        "DeepSeek-R1 FP8 | 4 | 0.01453 | 0.51583\n"
    )
    found = claims(text)
    ttft = by_value(found, 164.63)
    assert ttft.metric == "ttft_ms" and ttft.stat == "p50"
    assert by_value(found, 13.78).metric == "tpot_ms"
    # whole numbers under a bare time header stay unread: ms or s, the text does not say
    assert claims("| Model | TTFT p50 |\n|---|---|\n| a | 45 |\n| b | 61 |\n") == []


def test_what_others_reach_is_no_claim():
    found = claims("I get 420 tps on my 4090 but I have seen others reach as high as 1000 tps.")
    assert [c.low for c in found] == [420]


def test_a_mean_after_a_range_takes_its_unit():
    found = claims("On the pair: two-group arm 197.2 to 215.8 tok/s, mean **209.47**.")
    mean = by_value(found, 209.47)
    assert mean.metric == "decode_tps" and mean.stat == "mean"
    # a bare figure after a rate with no statistic named stays unread
    assert [c.low for c in claims("It ran 197.2 tok/s, then 12 more.")] == [197.2]


def test_a_transposed_speculation_table_with_bold_leaders():
    text = (
        "  _ | MTP | DFlash Q8| Base ref (no spec.)\n--|----|-----|----\n"
        "Draft acceptance | **0.87** | 0.73 | N/A\n"
        "Mean len | 2.74 | 3.22 |  N/A\n"
        "TG 1024 (d=0) | **46** tok/sec | 38 tok/sec | 23 tok/sec\n"
    )
    found = claims(text)
    assert sorted((c.metric, c.low) for c in found) == [
        ("acceptance_length", 2.74),
        ("acceptance_length", 3.22),
        ("acceptance_rate", 73.0),
        ("acceptance_rate", 87.0),
        ("decode_tps", 23.0),
        ("decode_tps", 38.0),
        ("decode_tps", 46.0),
    ]
    assert by_value(found, 46.0).context["output_len"] == 1024  # "TG 1024" labels the row


def test_snake_case_column_names_give_unit_metric_and_statistic():
    text = (
        "vllm on one H100, the sweep's summary:\n\n"
        " conc  throughput_tok_per_s  ttft_p50_ms  tpot_p50_ms  ok_rate\n"
        " 1     122.2                 13.98        6.48         1.000\n"
        " 4     580.3                 22.75        6.59         1.000\n"
    )
    found = claims(text)
    assert by_value(found, 580.3).metric == "decode_tps"
    ttft = by_value(found, 22.75)
    assert (ttft.metric, ttft.stat, ttft.context["concurrency"]) == ("ttft_ms", "p50", 4)
    assert by_value(found, 6.48).metric == "tpot_ms"
    assert not [c for c in found if c.low == 1.0]  # "ok_rate" is no metric


def test_seconds_per_a_number_of_tokens_is_a_replys_latency():
    found = claims("On an RTX 4090 it takes about 2.4 seconds per 200 tokens with CTranslate2.")
    latency = by_value(found, 2.4)
    assert latency.metric == "latency_s" and latency.approx
    assert claims("The model loaded in 12 seconds.") == []


def test_a_drafter_table_with_step_times_and_slow_speedups():
    text = (
        "gsm8k, 4x RTX 2080 Ti at TP 4. Plain baseline 27.95 ms/token decode.\n\n"
        "| Drafter | Width | acc_len | accept rate | draft ms/step | decode speedup |\n"
        "| --- | ---: | ---: | ---: | ---: | ---: |\n"
        "| mtp | 2 | 1.792 | 0.792 | 7.69 | 1.251x |\n"
        "| dspark | 8 | 3.762 | 0.395 | 39.03 | 0.931x |\n"
    )
    found = claims(text)
    assert sorted((c.metric, c.low) for c in found if c.low != 27.95) == [
        ("acceptance_length", 1.792),
        ("acceptance_length", 3.762),
        ("acceptance_rate", 39.5),
        ("acceptance_rate", 79.2),
        ("speedup", 0.931),
        ("speedup", 1.251),
    ]


def test_a_paragraph_opening_with_its_phase_names_its_rates():
    text = (
        "Prefill is compute-bound and degrades with context. Both models start at "
        "~167–172 tok/s at 4K and drop to ~72–76 tok/s at 128K."
    )
    assert {c.metric for c in claims(text)} == {"prefill_tps"}
    # a figure whose own sentence names its phase keeps it
    text = "Prefill is fast on this box. At 8K it still does ~16 tok/s tg."
    assert by_value(claims(text), 16).metric == "decode_tps"


def test_a_collapsed_table_of_sized_tags_and_one_rate_column():
    found = claims(
        "All Q4_K_M, Ollama on the mini PC.\n\n"
        "Model Avg TPS Total Params Type\n"
        "llama3.1:8b 9.4 8B Dense\n"
        "qwen3.5-opus-distill 3.83 35B MoE (distilled)\n"
        "mixtral:8x7b 3.5 46.7B MoE\n"
    )
    assert [(c.metric, c.low, c.stat) for c in found] == [
        ("decode_tps", 9.4, "mean"),
        ("decode_tps", 3.83, "mean"),
        ("decode_tps", 3.5, "mean"),
    ]
    assert by_value(found, 3.5).context["model"] == "mixtral:8x7b"
    assert by_value(found, 9.4).context["model"] == "llama3.1:8b"


def test_an_offered_request_rate_is_no_claim():
    found = claims(
        "request rate:                    10.0\n"
        "Request throughput (req/s):      7.85\n"
        "Output token throughput (tok/s): 1502.3"
    )
    assert [(c.metric, c.low) for c in found] == [("request_rate", 7.85), ("decode_tps", 1502.3)]
    assert claims("##### ShareGPT 8RPS") == []
    assert [c.low for c in claims("We served 8 RPS on one H100 with no errors.")] == [8]
    assert [c.low for c in claims("Achieved QPS: 12.3 req/s at 64 users")] == [12.3]
    assert [c.low for c in claims("We use:\n- QPS: 1.2\n- TTFT (v0.7.0): 0.39s")] == [390]


def test_a_version_before_a_rate_and_other_users_figures_are_no_claims():
    found = claims("On 8 x Quadro P6000, compute capability 6.1, 40 tokens/s")
    assert [c.low for c in found] == [40]
    found = claims(
        "Expected behavior:\n"
        "- Other users are reporting ~86 tokens/sec on an M1 Ultra.\n"
        "- Another user reported ~221 tokens/sec on an RTX 5090.\n"
        "- For comparison, I'm getting ~25 tokens/sec on qwen3:30b-a3b."
    )
    assert [c.low for c in found] == [25]


def test_a_sentence_run_into_an_aligned_header_keeps_its_figure():
    found = claims(
        '<p>Re-ran with the documented config, <code inline="">K=6</code>, and it holds '
        "42–44 tok/s:</p><pre><code> ctx   K   TTFT_ms   tok/s\n"
        " 128   6      266.6   43.86\n</code></pre>"
    )
    ranged = next(c for c in found if c.low == 42)
    assert (ranged.metric, ranged.high) == ("decode_tps", 44)
    assert "workload" not in ranged.context  # "<code>" is a tag, not a workload


def test_a_baseline_column_in_a_text_about_a_draft_is_the_run_without_it():
    found = claims(
        "Qwen3.5-35B-A3B on one H200 with vllm serve "
        '--speculative-config \'{"method":"mtp","num_speculative_tokens":1}\'.\n\n'
        "| Case | Baseline (no optimizations) | Optimized |\n"
        "|---|---|---|\n"
        "| Rate 1 | Mean latency: 1.85s/req | Mean latency: 1.50s/req |\n"
    )
    base, tuned = by_value(found, 1.85).context, by_value(found, 1.50).context
    assert base["spec_enabled"] is False and "spec_method" not in base
    assert (tuned["spec_enabled"], tuned["spec_method"]) == (True, "mtp")
    # Without speculation in the text, "Baseline" says nothing about it.
    found = claims("| Case | Baseline | Tuned |\n|---|---|---|\n| c1 | 40 tok/s | 52 tok/s |")
    assert "spec_enabled" not in by_value(found, 40).context


def test_a_note_on_one_row_is_not_the_other_rows_setting():
    found = claims(
        "Model Avg TPS Total Params Type\n"
        "llama3.1:8b 9.4 8B Dense\n"
        "qwen3:8b 5.3 8B Dense\n"
        "qwen3.5-opus-distill 3.83 35B MoE (distilled, Q8_0)\n"
    )
    assert "precision" not in by_value(found, 9.4).context
    assert by_value(found, 3.83).context["precision"] == "q8_0"


def test_a_label_right_after_one_figure_is_not_the_next_figures():
    found = claims(
        "Round 1, Qwen3.6-27B: from 25 → 100 tok/s single-stream / 225 tok/s aggregate "
        "at C=4 via 2 replicas."
    )
    assert by_value(found, 100).context["scope"] == "single_stream"
    agg = by_value(found, 225).context
    assert (agg["scope"], agg["concurrency"]) == ("aggregate", 4)


def test_a_column_named_by_its_phase_over_fractional_figures_holds_rates():
    found = claims(
        "| context | M5 Max decode | M5 Max prefill |\n|---|---|---|\n"
        "| 0.5k | 95.09 | 669.6 |\n| 1k | 88.16 | 607.4 |\n"
    )
    assert [(c.metric, c.low) for c in found] == [
        ("decode_tps", 95.09),
        ("prefill_tps", 669.6),
        ("decode_tps", 88.16),
        ("prefill_tps", 607.4),
    ]
    # Whole numbers under a bare phase name may be token counts: no claims.
    assert (
        claims("| run | decode | prefill |\n|---|---|---|\n| a | 128 | 512 |\n| b | 256 | 1024 |")
        == []
    )


def test_llama_cpp_parallels_summary_lines():
    found = claims(
        "Total prompt tokens:   2011, speed: 153.91 t/s\n"
        "Total gen tokens:      1864, speed: 142.66 t/s\n"
    )
    assert [(c.metric, c.low) for c in found] == [("prefill_tps", 153.91), ("decode_tps", 142.66)]


def test_equal_figures_in_two_cells_of_one_collapsed_table_are_two_claims():
    found = claims(
        "Generation speed (tok/s)\n\n"
        "Configuration 2K 8K 32K\n"
        "Ollama Q4_K_M q4_0 KV 35.8 23.3 15.5\n"
        "Ollama Q4_K_M q8_0 KV 23.3 22.9 6.3\n"
    )
    assert sorted(c.low for c in found if c.metric == "decode_tps") == [
        6.3, 15.5, 22.9, 23.3, 23.3, 35.8,
    ]  # fmt: skip


def test_a_snake_column_takes_the_time_unit_its_spelled_out_name_has_in_another_post():
    found = claims(
        "- Avg TTFT (~1.6k tokens): 2.597 seconds",
        "concurrency avg_ttft prefill_tps\n1 0.546599 14778.3\n2 0.562068 28121.7\n"
        "4 1.16488 51869.1\n",
    )
    ttft = by_value(found, 546.599)
    assert (ttft.metric, ttft.stat) == ("ttft_ms", "mean")
    assert by_value(found, 1164.88).metric == "ttft_ms"


def test_the_line_stating_the_model_outweighs_passing_names():
    found = claims(
        "Gemma 4 on a TPU: a Gemma 4 Challenge entry. model: Gemma-4-31B",
        "- Model: google/gemma-4-31B-it\n- Serving Engine: vLLM (v0.20.2rc1.dev111+g8eb401134)",
        "concurrency requests prefill_tps\n1 100 14778.3\n2 100 28121.7\n",
        "Versus Gemma 4 26B: Gemma 4 wins. Gemma 4 is fast.",
    )
    ctx = by_value(found, 14778.3).context
    assert ctx["model"] == "gemma-4-31b-it"
    assert ctx["engine_version"] == "v0.20.2rc1.dev111+g8eb401134"


def test_a_no_method_flag_is_the_off_leg():
    found = claims(
        "Qwen3.6-27B with MTP:\n\n| config | decode |\n|---|---|\n"
        "| `--no-mtp --no-pld` | 21.9 tok/s |\n| MTP on | 36.0 tok/s |"
    )
    off, on = by_value(found, 21.9).context, by_value(found, 36.0).context
    assert off["spec_enabled"] is False and "spec_method" not in off
    assert (on["spec_enabled"], on["spec_method"]) == (True, "mtp")


def test_a_header_with_its_corner_cell_last_and_agents_as_the_load():
    found = claims(
        "MoE beats Dense on a single RTX 3090.\n\n"
        "| Serial (1 agent) | Swarm (4 agents) | Speedup | |\n|---|---|---|---|\n"
        "| MoE (TP=2 NVLink) | 166 tok/s | 399 tok/s | 2.83x |\n"
        "| MoE (1x GPU) | 167 tok/s | 336 tok/s | 2.06x |\n"
    )
    serial, swarm = by_value(found, 167).context, by_value(found, 336).context
    assert (serial["concurrency"], serial["scope"]) == (1, "single_stream")
    assert (swarm["concurrency"], swarm["scope"]) == (4, "aggregate")
    tp2 = by_value(found, 166).context
    assert tp2["tp"] == 2 and "accelerator_count" not in tp2  # not the "single" card


def test_llama_cpp_parallel_clients_and_an_output_pasted_twice():
    found = claims(
        "llama.cpp's single batch inference is faster, but it does not scale.\n\n"
        "```bash\n./parallel -m models/7b/ggml-model-f16.gguf -ngl 100 -np 10 -ns 128 -n 100\n\n"
        "Total prompt tokens:   2011, speed: 153.91 t/s\n```\n\n<details>\n\n```\n"
        "Client   7, seq  127, prompt   23 t, response   19 t, time  1.06 s, speed 39.77 t/s\n\n"
        "Total prompt tokens:   2011, speed: 153.91 t/s\n```\n</details>"
    )
    (prompt,) = [c for c in found if c.low == 153.91]
    assert (prompt.metric, prompt.context["concurrency"]) == ("prefill_tps", 10)


def test_one_long_output_line_pasted_twice_is_one_claim_with_the_first_conditions():
    from extractors.claims import Claim
    from extractors.document import PostClaim, merge_restatements

    line = "Total gen tokens:      1864, speed: 142.66 t/s"
    first = Claim(
        "decode_tps", 142.66, 142.66, False, None, 0, len(line), line, {"concurrency": 10}
    )
    again = Claim(
        "decode_tps", 142.66, 142.66, False, None, 500, 500 + len(line), line, {"concurrency": 1}
    )
    kept, renamed = merge_restatements([PostClaim("p0", first), PostClaim("p0", again)])
    assert [c.claim.context for c in kept] == [{"concurrency": 10}]
    assert renamed == {again.key: first.key}
    short = Claim(
        "decode_tps", 142.66, 142.66, False, None, 900, 910, "142.66 t/s", {"concurrency": 1}
    )
    kept, _ = merge_restatements([PostClaim("p0", first), PostClaim("p0", short)])
    assert len(kept) == 2  # a short figure with other conditions is another run


def test_tput_abbreviation_names_the_throughput_kind():
    found = claims(
        "Llama-3.1-70B FP8 on 8x H100, SGLang, concurrency 16, 2k/512:\n\n"
        "| Metric | Value |\n|---|---:|\n"
        "| Total tput per GPU (tok/s) | 812.5 |\n"
        "| Output tput per GPU (tok/s) | 160.3 |\n"
        "| Input tput per GPU (tok/s) | 652.2 |\n"
    )
    assert by_value(found, 812.5).metric == "total_tps"
    assert by_value(found, 160.3).metric == "decode_tps"
    assert by_value(found, 652.2).metric == "prefill_tps"


def test_short_with_and_without_mark_the_speculation_legs():
    found = claims(
        "Mixtral on 2x A40, TensorRT-LLM.\n"
        "Benchmark <b>w/</b> Medusa: latency 0.245 sec\n"
        "Benchmark <b>w/o</b> Medusa: latency 0.301 sec\n"
        "Qwen3 on one 4090: w/ MTP 41 tok/s, w/o MTP 30 tok/s"
    )
    assert by_value(found, 0.245).context["spec_enabled"] is True
    assert by_value(found, 0.301).context["spec_enabled"] is False
    assert "spec_method" not in by_value(found, 0.301).context
    assert by_value(found, 41).context["spec_enabled"] is True
    assert by_value(found, 30).context["spec_enabled"] is False


def test_printed_benchmark_arguments_with_many_prompts_give_the_scope():
    found = claims(
        "Serving benchmark on one A100 with vLLM:\n"
        "```\n"
        "Namespace(backend='vllm', best_of=1, num_prompts=500, request_rate=20.0, seed=0)\n"
        "Throughput: 7.49 requests/s\n"
        "Average latency: 12.59 s\n"
        "```"
    )
    assert by_value(found, 7.49).context["scope"] == "aggregate"
    assert by_value(found, 12.59).context["scope"] == "per_request"
    (alone,) = claims(
        "Serving benchmark on one A100 with vLLM:\n"
        "```\n"
        "Namespace(backend='vllm', num_prompts=50, max_concurrency=1)\n"
        "Throughput: 0.31 requests/s\n"
        "```"
    )
    assert alone.context.get("scope") != "aggregate"


def test_rates_graded_on_a_scale_are_not_claims():
    found = claims(
        "I ran everything with llama.cpp on my 4090. What feels comfortable?\n\n"
        "  • below 30 tok/s is too slow to read along.\n"
        "  • 60 tok/s is OK for short things.\n"
        "  • 120 tok/s and more is an elite level.\n\n"
        "Anything under 10 t/s is painful. Qwen3 8B measured 95 tok/s, which is fine."
    )
    assert [c.low for c in found] == [95]


def test_x_between_figures_of_a_flattened_row_marks_a_cell_not_run():
    found = claims(
        "Decode tok/s per card:\n"
        "Model Size A100 4090 H100 M2\n"
        "Llama-3.1-8B 4.9 110 121 160 x\n"
        "Qwen3-32B 19.8 x x 41 x\n"
        "Speculative decoding gave a 1.9 x speedup on the H100."
    )
    speedups = [c.low for c in found if c.metric == "speedup"]
    assert speedups == [1.9]


def test_combined_prompt_and_generation_test_gives_both_lengths():
    found = claims(
        "llama-benchy on my DGX Spark, Qwen3.6-27B Q4_K_M:\n\n"
        "│ Test                   │   c   │     pp t/s │     tg t/s │  TTFT (ms) │\n"
        "│ pp2048 tg128 @ d0      │  c1   │        719 │       28.3 │      2,723 │\n"
        "│ pp2048 tg128 @ d0      │  c2   │        614 │       25.9 │      5,777 │\n"
    )
    for low in (719, 28.3, 2723, 614, 25.9, 5777):
        context = by_value(found, low).context
        assert (context["input_len"], context["output_len"]) == (2048, 128)
    assert by_value(found, 614).context["concurrency"] == 2
    assert by_value(found, 5777).context["scope"] == "per_request"


def test_token_prompt_named_by_size_is_an_input_not_prompt_processing():
    (first,) = claims("Single-stream, 512-token coding prompt: 75.7 tok/s on my RTX 4090.")
    assert first.context["input_len"] == 512
    (second,) = claims("With a 1024 token prompt I get 33 tok/s on my RTX 4090.")
    assert second.metric == "decode_tps"
    assert second.context["input_len"] == 1024


def test_container_image_tag_is_no_model_and_arch_mtp_is_mtp():
    found = claims(
        "The vllm/vllm-openai:gemma4-0505-cu130 image ships two bugs in gemma4_mtp.py.\n\n"
        "Single-stream on my DGX Spark:\n\n"
        "Model + Engine Quant tok/s\n"
        "Gemma4 26B A4B + vLLM + gemma4_mtp FP8-Dynamic 75.7\n"
        "Gemma4 26B A4B + vLLM (no MTP) FP8-Dynamic ~35\n"
    )
    on, off = by_value(found, 75.7), by_value(found, 35)
    assert on.context["model"] == off.context["model"] == "gemma4-26b-a4b"
    assert on.context["spec_method"] == "mtp"
    assert off.context["spec_enabled"] is False
    assert off.approx


def test_label_line_over_a_collapsed_table_keeps_its_conditions_there():
    found = claims(
        "Gemma4 MTP on the DGX Spark gets 75 tok/s, NVFP4 caps at 50 tok/s.",
        "Single-stream, 512-token coding prompt:",
        "Model Quant tok/s\nGemma4-26B-A4B FP8 75.7\nGemma4-26B-A4B NVFP4 50.0",
    )
    assert by_value(found, 75.7).context["input_len"] == 512
    assert "input_len" not in by_value(found, 75).context
    assert "workload" not in by_value(found, 75).context


def test_comparison_table_row_labels_and_published_column():
    found = claims(
        "Machine: MacBook Pro M3 Max, 128 GB.\n\nThe launch numbers were all M5 Pro.\n\n"
        "## Qwen3.6-35B-A3B\n\n"
        "| Metric | Ollama NVFP4 (MLX) | Ollama Q4_K_M (llama.cpp) | M5 Pro publish |\n"
        "|---|---|---|---|\n"
        "| Decode (short prompt) | 84.7 tok/s | 12.0 tok/s | 74 tok/s |\n"
        "| Prefill ~22K | 1,789 tok/s | 284 tok/s | 363 tok/s |\n"
    )
    assert sorted(c.low for c in found) == [12.0, 84.7, 284, 1789]
    assert by_value(found, 84.7).metric == "decode_tps"
    for c in found:
        assert c.context["engine"] == "ollama"
        assert c.context["accelerator"] == "apple-m3-max"


def test_exllamav2_speed_lines_state_their_lengths():
    found = claims(
        "Benchmark of a 13B GPTQ model with a 6700 XT:\n```\n"
        " -- Measuring prompt speed...\n"
        " ** Length   512 tokens:    670.5597 t/s\n"
        " -- Measuring token speed...\n"
        " ** Position   128 + 128 tokens:   35.5533 t/s\n```"
    )
    assert by_value(found, 670.5597).context["input_len"] == 512
    assert by_value(found, 35.5533).context["output_len"] == 128


def test_reported_by_another_user_is_not_a_claim_nor_the_setup():
    found = claims(
        "A Mac Studio (M2 Ultra) user reported MTP helps code but hurts writing "
        "(MTP n=5: 1.35x code / 0.91x creative).\n\n"
        "Our run, Qwen3.6-27B on a single V100 with MTP n=2: creative-writing prompt "
        "at 29.4 t/s (−2%, 49.4% accepted), technical-prose prompt at 34.7 t/s."
    )
    assert 1.35 not in [c.low for c in found]
    assert 2 not in [c.low for c in found]
    assert by_value(found, 29.4).context["accelerator"] == "nvidia-v100"
    assert by_value(found, 34.7).context["workload"] == "prose"


def test_a_zero_time_is_no_latency():
    found = claims(
        "llama-speculative on my 4090, target context:\n```\n"
        "prompt eval time =     785.34 ms /   100 tokens "
        "(    7.85 ms per token,   127.33 tokens per second)\n"
        "       eval time =       0.00 ms /     1 runs   "
        "(    0.00 ms per token,      inf tokens per second)\n```"
    )
    assert [c.low for c in found] == [127.33]


def test_a_row_label_dataset_is_that_rows_workload_only():
    found = claims(
        "vllm serve openai/gpt-oss-120b -tp 2 on H100 GPUs.\n\n"
        "Benchmark Case baseline (vLLM without any optimizations) Optimized\n"
        "ShareGPT Total TPS: 6095.37\n"
        "Mean TPOT(ms): 54.10\n"
        "Short Prompt Total TPS: 17059.15\n"
        "Mean TPOT(ms): 304.80\n"
    )
    assert by_value(found, 6095.37).context["workload"] == "chat"
    assert "workload" not in by_value(found, 17059.15).context


def test_a_title_listing_models_names_no_one_model():
    found = claims(
        "Poor TTFT perf on Llama3-8B, Llama3-70B, Qwen3-32B TP=8 on BH LB\n"
        "## Update\n\nGOOD COMMIT [0a95b34e]\n```\n"
        "Average Time to First Token (TTFT): 208.25ms\n```"
    )
    assert "model" not in by_value(found, 208.25).context


def test_quoted_log_lines_quoting_no_earlier_post_are_the_authors_own():
    found = claims(
        "Since `b2475` row split is slow in main.\n\n"
        "`b2474`\n\n"
        "> llama_print_timings: prompt eval time =    1712.75 ms /    15 tokens "
        "(  114.18 ms per token,     8.76 tokens per second)\n\n"
        "`b2475`\n\n"
        "> llama_print_timings: prompt eval time =    3413.32 ms /    15 tokens "
        "(  227.55 ms per token,     4.39 tokens per second)\n",
        "> llama_print_timings: prompt eval time =    3413.32 ms /    15 tokens "
        "(  227.55 ms per token,     4.39 tokens per second)\n\nSame here.",
    )
    assert by_value(found, 8.76).context["engine_version"] == "b2474"
    assert by_value(found, 4.39).context["engine_version"] == "b2475"


def test_chinese_column_headers_name_their_metrics():
    found = claims(
        "DeepSeek-V3 on 2*8 H800 GPUs with SGLang, --tp 16:\n\n"
        "精度/max_bs/并发 | 平均首token时延 (s) | 平均整句时延 (s) | QPS | 出字率\n"
        "-- | -- | -- | -- | --\n"
        "FP8/96/96 | 0.57 | 38.30 | 2.45 | 622.05\n"
    )
    assert by_value(found, 570).metric == "ttft_ms"
    assert by_value(found, 38.3).metric == "latency_s"
    assert by_value(found, 2.45).metric == "request_rate"
    assert by_value(found, 622.05).metric == "decode_tps"
    assert by_value(found, 622.05).context["accelerator_count"] == 16


def test_leg_columns_beside_a_baseline_rate_column_take_the_captions_rate():
    found = claims(
        "Qwen3.6-27B with MTP, measured over 300 runs.",
        "Average decode speeds with MTP compared to the baseline without MTP:",
        "| quant | base tok/s | code | creative |\n"
        "|---|---|---|---|\n"
        "| Q4_K_M | 15.1 | 19.7 | 13.7 |\n"
        "| Q8_0 | 11.4 | 25.4 | 16.9 |\n",
    )
    assert {c.metric for c in found} == {"decode_tps"}
    base, code, creative = by_value(found, 15.1), by_value(found, 19.7), by_value(found, 13.7)
    assert base.context["spec_enabled"] is False and "spec_method" not in base.context
    assert code.context["spec_enabled"] is True and code.context["spec_method"] == "mtp"
    assert code.context["workload"] == "code"
    assert creative.context["workload"] == "prose"
    (_, on) = claims(
        "Average decode speeds with MTP compared to the baseline without MTP:\n\n"
        "| quant | base tok/s | code |\n|---|---|---|\n| Q4_K_M | 15.1 | 19.7 |\n"
    )
    assert on.context["spec_enabled"] is True


def test_verb_forms_name_the_phase_and_a_projection_is_no_claim():
    found = claims(
        "Vanilla llama.cpp on my Strix Halo prefills 16K tokens at 265.6 tok/s and "
        "decodes at 12.0 tok/s. Closing that gap projects another 2-3x on prefill."
    )
    assert by_value(found, 265.6).metric == "prefill_tps"
    assert by_value(found, 12.0).metric == "decode_tps"
    assert [c.metric for c in found].count("speedup") == 0


def test_a_row_label_at_a_prompt_length_gives_the_rows_input():
    found = claims(
        "| Metric | vLLM | SGLang |\n|---|---|---|\n"
        "| Prefill ~22K | 2,358 tok/s | 2,349 tok/s |\n"
        "| Warm TTFT ~22K ctx | 98 ms | 1,625 ms |\n"
        "| Decode | 98.8 tok/s | 96.2 tok/s |\n"
    )
    assert by_value(found, 2358).context["input_len"] == 22000
    assert by_value(found, 98).context["input_len"] == 22000
    assert "input_len" not in by_value(found, 98.8).context


def test_throughput_line_words_after_the_unit_and_goodput_targets():
    found = claims(
        "vllm bench throughput on 1x B200:\n"
        "Throughput: 6.61 requests/s, 19778.84 total tokens/s, 2345.10 output tokens/s\n\n"
        "python -m sglang.bench_serving --backend sglang --goodput ttft:5000 tpot:50\n"
        "Mean TTFT (ms): 1234.5"
    )
    assert by_value(found, 19778.84).metric == "total_tps"
    assert by_value(found, 2345.1).metric == "decode_tps"
    assert [c.low for c in found if c.metric in ("ttft_ms", "tpot_ms")] == [1234.5]


def test_a_backend_device_log_above_a_table_states_that_runs_cards():
    found = claims(
        "Posting some results on 8x A100:\n\n"
        "ggml_init_cublas: found 1 CUDA devices:\n"
        "  Device 0: NVIDIA A100 80GB PCIe, compute capability 8.0, VMM: yes\n"
        "| model | size | backend | test | t/s |\n"
        "| --- | ---: | --- | --- | ---: |\n"
        "| llama 7B F16 | 12.55 GiB | CUDA | pp 512 | 8668.24 ± 11.45 |\n"
    )
    context = by_value(found, 8668.24).context
    assert (context["accelerator"], context["accelerator_count"]) == ("nvidia-a100-80gb", 1)


def test_project_code_source_is_software_not_a_workload():
    from extractors.view import view

    found = view("2. Test Project Code Source:\n- We used this git project.").mentions
    assert [m for m in found if m.key == "workload"] == []


def test_a_command_block_opens_the_run_of_the_output_blocks_below_it():
    text_posts = [
        "Baseline",
        './llama-cli -m ./LFM2-1.2B-Q4_K_M.gguf -n 200 -p "test" --seed 23\n'
        "[ Prompt: 196.3 t/s | Generation: 47.6 t/s ]",
        "Speculative decoding",
        "./llama-speculative --model-draft ./LFM2-350M-Q4_K_M.gguf -m ./LFM2-1.2B-Q4_K_M.gguf "
        '--draft-n 4 -n 200 -p "test" --seed 23',
        "Key output:",
        "decoded  202 tokens in    2.533 seconds, speed:   79.745 t/s",
    ]
    inputs, offset = [], 0
    for i, text in enumerate(text_posts):
        inputs.append(PostInput(f"p{i}", offset, text, (), None))
        offset += len(text) + 2
    found = [pc.claim for pc in extract_document(inputs).claims]
    spec = by_value(found, 79.745).context
    assert (spec["model"], spec["precision"]) == ("lfm2-1.2b", "q4_k_m")
    assert (spec["spec_method"], spec["spec_tokens"]) == ("draft-model", 4)
    assert "spec_method" not in by_value(found, 47.6).context


def test_a_why_heading_opens_an_explanation_that_takes_no_rig_from_the_setup():
    text = (
        "Qwen3-32B with EAGLE-3 on 4x H100 (TP=4, FP8)\n\n"
        "## Results\n"
        "- 212 tok/s single stream on chat prompts\n\n"
        "Why so fast?\n"
        "The engine runs about 60 verification steps/s, and the drafter's acceptance "
        "is ~70% on chat.\n\n"
        "## Caveats\n"
        "- 188 tok/s after a warm restart\n"
    )
    found = claims(text)
    measured = by_value(found, 212).context
    assert (measured["accelerator"], measured["tp"], measured["precision"]) == (
        "nvidia-h100",
        4,
        "fp8",
    )
    for low in (60, 70):
        context = by_value(found, low).context
        assert context["model"] == "qwen3-32b" and context["spec_method"] == "eagle3"
        assert not {"accelerator", "accelerator_count", "tp", "precision"} & set(context)
    assert by_value(found, 188).context["tp"] == 4  # the next heading ends the explanation


@pytest.mark.parametrize(
    "text",
    [
        "Why is it so slow on my box? With vLLM I get 35 tok/s.",  # a question, not a heading
        "I used the prompt: Why is the sky blue? It ran at 35 tok/s.",
    ],
)
def test_a_question_with_a_verb_opens_no_explanation(text):
    found = claims("Llama-3.1-8B on 2x RTX 3090 (TP=2)\n\n" + text)
    assert by_value(found, 35).context["tp"] == 2


def test_llama_server_timings_name_their_rates():
    found = claims(
        'Response timings: {"prompt_n": 512, "prompt_ms": 402.1, "prompt_per_second": 1273.3, '
        '"predicted_n": 128, "predicted_ms": 3121.9, "predicted_per_second": 41.0}'
    )
    assert {(c.metric, c.low) for c in found} == {("prefill_tps", 1273.3), ("decode_tps", 41.0)}


def test_prompt_and_predicted_rate_columns():
    found = claims(
        "| task | avg_prompt_t/s (EAGLE) | avg_prompt_t/s (off) | delta | avg_pred_t/s (EAGLE) |\n"
        "|---|---:|---:|---:|---:|\n"
        "| chat | 812.5 | 790.1 | +2.8% | 61.2 |\n"
    )
    assert [(c.metric, c.low) for c in found] == [
        ("prefill_tps", 812.5),
        ("prefill_tps", 790.1),
        ("decode_tps", 61.2),
    ]


def test_koboldcpp_timing_lines_give_time_per_token_and_total_time():
    found = claims(
        "Mistral-7B Q5_K_M on one RTX 3060:\n"
        "```\n"
        "1.61.2\n"
        "Processing Prompt [BLAS] (2048 / 2048 tokens)\n"
        "Generating (200 / 200 tokens)\n"
        "ContextLimit: 2248/8192, Processing:6.10s (3.0ms/T), Generation:9.80s (49.0ms/T), "
        "Total:15.90s (782.5ms/T = 1.28T/s)\n"
        "```\n"
        "```\n"
        "1.62\n"
        "Generating (200 / 200 tokens)\n"
        "ContextLimit: 2248/8192, Processing:6.20s (3.0ms/T), Generation:12.40s (62.0ms/T), "
        "Total:18.60s (10.75T/s)\n"
        "```\n"
    )
    got = {(c.metric, c.low) for c in found}
    assert {("tpot_ms", 49.0), ("latency_s", 15.9), ("tpot_ms", 62.0), ("latency_s", 18.6)} <= got
    assert not {("tpot_ms", 3.0), ("latency_s", 6.1), ("latency_s", 9.8)} & got
    first, second = by_value(found, 49.0).context, by_value(found, 62.0).context
    assert (first["engine_version"], first["output_len"]) == ("1.61.2", 200)
    assert second["engine_version"] == "1.62"
    assert "temperature" not in by_value(found, 1.28).context  # "ms/T = 1.28T/s" is no T=


def test_a_release_leading_a_line_of_figures_is_that_line_only():
    found = claims("Regression in vLLM:\n\n0.10.1: 45.2 tok/s\nnightly: 39.8 tok/s\n")
    assert by_value(found, 45.2).context["engine_version"] == "0.10.1"
    assert "engine_version" not in by_value(found, 39.8).context


def test_a_bracketed_list_of_statistics_gives_each_figure_its_own():
    found = claims("concurrency: 16\nTPOT(min, max, avg): 0.05s, 0.09s, 0.07s\n")
    assert [(c.metric, c.low, c.stat) for c in found] == [
        ("tpot_ms", 50.0, "min"),
        ("tpot_ms", 90.0, "max"),
        ("tpot_ms", 70.0, "mean"),
    ]


def test_lmdeploy_profiling_lengths_and_the_docs_figure():
    found = claims(
        "Ran `python3 profile_generation.py --concurrency 8 --input_seqlen 128 "
        "--output_seqlen 512` on one A100 and got `throughput: 512.3 token/s`, while the "
        "document shows it will reach 900 token/s."
    )
    assert [c.low for c in found] == [512.3]
    context = found[0].context
    assert (context["input_len"], context["output_len"]) == (128, 512)


def test_a_ratio_in_a_row_of_sizes_or_capacities_is_no_speedup():
    found = claims(
        "We ran Qwen3-32B and Qwen3-8B in BF16 full precision on one H100.\n\n"
        "| Metric | 32B | 8B | Difference |\n"
        "|---|---|---|---|\n"
        "| Memory Footprint | 65.5GB | 16.4GB | 8B 4.0x less |\n"
        "| Decode Speed | 24.1 tok/s | 80.2 tok/s | 8B 3.3x faster |\n"
        "| Max Users | ~6 | ~30 | 8B 5.0x more |\n"
    )
    assert sorted((c.metric, c.low) for c in found) == [
        ("decode_tps", 24.1),
        ("decode_tps", 80.2),
        ("speedup", 3.3),
    ]
    small, large = by_value(found, 80.2).context, by_value(found, 24.1).context
    assert (small["model"], large["model"]) == ("qwen3-8b", "qwen3-32b")  # the size columns
    assert small["precision"] == "bf16"  # "BF16 full precision" names BF16


def test_a_stat_box_ratio_over_a_memory_label_is_no_speedup():
    found = claims("3.2x\nMemory Gap (70B vs 8B)\n1.7x\nDecode Speed Gap\n")
    assert [(c.metric, c.low) for c in found] == [("speedup", 1.7)]


def test_an_mlx_quant_card_names_a_format_not_an_engine():
    found = claims(
        "GPT-OSS-120B-MLX-3.6bit: a mixed-precision MLX quantization.\n\n"
        "Benchmark (M2 Max 96GB)\n"
        "| | This | Original |\n"
        "|---|---|---|\n"
        "| Prefill (1k ctx) | 171.9 tok/s | 189.0 tok/s |\n"
        "| Generation (4k ctx) | 40.5 tok/s | 38.1 tok/s |\n"
    )
    prefill, decode = by_value(found, 171.9).context, by_value(found, 40.5).context
    assert prefill["model"] == "gpt-oss-120b" and "engine" not in prefill
    assert (prefill["input_len"], decode["input_len"]) == (1000, 4000)


def test_a_setup_note_right_below_a_table_is_its_caption():
    posts = [
        "TL;DR\n"
        "| Mode | Tokens/sec (H200) | TTFT p50 |\n"
        "|---|---|---|\n"
        "| Standard decoding | ~1,700 | ~38 ms |\n"
        "| EAGLE-3 | ~6,200 | ~38 ms |",
        "Llama 3.3 70B Instruct FP8, H200 SXM5, batch size 1-4. The eagle 3 gpu recipe follows.",
        "I tried Qwen3-8B, it was slower.",
    ]
    found = claims(*posts)
    context = by_value(found, 6200).context
    assert (context["model"], context["precision"]) == ("llama-3.3-70b-instruct", "fp8")
    assert "accelerator_count" not in context  # "eagle 3 gpu" names a method's version


def test_a_sentence_of_the_next_post_is_no_table_note():
    found = claims(
        "| Engine | TG/s |\n|---|---|\n| LCP | 53.53 |",
        "I noticed the same with Qwen 3.6, Ollama is slower on a L40s GPU.",
        authors=["op", "other"],
    )
    assert "accelerator" not in by_value(found, 53.53).context


def test_a_pages_reading_time_is_no_latency_and_minutes_are_no_minimum():
    found = claims("vLLM on A30\nMarch 24, 2026·41 min read\nThe full sweep took 41 min to finish.")
    assert [(c.metric, c.low, c.stat) for c in found] == [("latency_s", 2460.0, None)]


def test_an_engine_results_label_holds_for_the_blocks_below_it():
    found = claims(
        "Results\nOllama Performance\nOllama was simple to set up on my RTX 4090.",
        "| Configuration | Throughput (t/s) |\n|---|---|\n| Default | 68.4 |",
        "vLLM Performance\nContinuous batching scaled much better, as Ollama users expect.",
        "Single-Request Latency:",
        "| Configuration | Throughput (t/s) |\n|---|---|\n| Default | 128.2 |",
    )
    assert by_value(found, 68.4).context["engine"] == "ollama"
    assert by_value(found, 128.2).context["engine"] == "vllm"


def test_a_format_in_one_row_label_is_that_rows_only():
    found = claims(
        "Ollama on my RTX 4090:",
        "| Configuration | TPOT (ms) | Throughput (t/s) |\n"
        "|---|---|---|\n"
        "| Default (Q4_K_M) | 14.6 | 68.4 |\n"
        "| With num_ctx=512 | 15.1 | 66.2 |\n",
        "Later with vLLM:\n\n| Configuration | Throughput (t/s) |\n|---|---|\n| Default | 128.2 |",
    )
    assert by_value(found, 68.4).context["precision"] == "q4_k_m"
    assert "precision" not in by_value(found, 128.2).context  # nor the document's
    assert "precision" not in by_value(found, 66.2).context


def test_an_engine_version_column_gives_each_row_its_release():
    found = claims(
        "Ollama 0.3.9 here, but across releases on linux:\n\n"
        "| Ollama version | qwen2:7b-q8_0 |\n| --- | --- |\n"
        "| 0.2.8 | 29.10 t/s |\n| 0.3.1 | 28.95 t/s |\n\n"
        "| CUDA version | qwen2:7b-q8_0 |\n| --- | --- |\n| 12.4.1 | 30.2 t/s |\n"
    )
    assert by_value(found, 29.1).context["engine_version"] == "0.2.8"
    assert by_value(found, 28.95).context["engine_version"] == "0.3.1"
    assert by_value(found, 30.2).context.get("engine_version") != "12.4.1"  # CUDA's release


def test_a_short_name_stands_for_the_fullest_of_nested_names():
    found = claims(
        "We ran Qwen 3.6 35B-A3B on a Strix Halo box. Qwen 3.6 35B only activates 3B.\n\n"
        "| Run | Model | Decode (t/s) |\n|---|---|---|\n| Baseline | Qwen 3.6 Q4 | 17.7 |\n"
    )
    assert by_value(found, 17.7).context["model"] == "qwen-3.6-35b-a3b"


def test_a_quality_score_of_a_task_is_no_workload():
    found = claims(
        "GLM-4.7-Flash (strong coding scores) on a mini PC: 7.3 tok/s at 4K.\n"
        "Coding cross-judged by another model. Decode: 54.3 t/s.\n"
        "Then coding prompts ran at 40 tok/s."
    )
    assert "workload" not in by_value(found, 7.3).context
    assert "workload" not in by_value(found, 54.3).context
    assert by_value(found, 40).context["workload"] == "code"


def test_a_device_list_of_one_card_counts_one():
    one = claims(
        "```\nVulkan0: AMD Radeon RX 7900 XTX (RADV NAVI31) (24560 MiB, 4468 MiB free)\n```\n"
        "llama-server with Qwen3-8B Q4_K_M: tg 88.1 t/s"
    )
    assert by_value(one, 88.1).context["accelerator_count"] == 1
    two = claims(
        "```\nCUDA0: NVIDIA GeForce RTX 3090 (24 GiB)\n"
        "CUDA1: NVIDIA GeForce RTX 3090 (24 GiB)\n```\n"
        "llama-server with Qwen3-8B Q4_K_M: tg 98.1 t/s"
    )
    assert by_value(two, 98.1).context.get("accelerator_count") != 1


def test_a_why_heading_block_makes_the_blocks_below_it_an_explanation():
    found = claims(
        "Llama-3.1-70B with EAGLE-3 on 8x H100, TP=8, FP8.",
        "## Results (one request at a time, temperature 0)",
        "- code prompts: 120 tok/s\n- chat prompts: 95 tok/s\n- EAGLE off, same prompts: 52 tok/s",
        "## Why the gap?",
        "The target manages roughly 40 verification steps/s either way. Acceptance is ~80% on "
        "code and ~55% on chat.",
    )
    step = by_value(found, 40).context
    assert step["spec_method"] == "eagle3" and step["model"] == "llama-3.1-70b"
    assert not {"accelerator", "tp", "precision", "temperature", "scope", "workload"} & set(step)
    assert by_value(found, 80).context["workload"] == "code"
    assert by_value(found, 120).context["tp"] == 8  # the results keep their rig
    assert "workload" not in by_value(found, 52).context  # "same prompts": code and chat


def test_brackets_after_a_figure_are_that_figures_conditions():
    found = claims(
        "Inter-token latency is 5.8ms (Chatbot, single user), rising to 75.8ms under maximum "
        "load (Tool Calling Agentic, 32 concurrent)."
    )
    first, second = by_value(found, 5.8), by_value(found, 75.8)
    assert first.context["concurrency"] == 1
    assert (second.context["concurrency"], second.context["scope"]) == (32, "per_request")
    assert second.stat is None  # "maximum load" is the load, no statistic
