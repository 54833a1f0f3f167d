"""Context surface forms, each written as people write them."""

import pytest

from extractors.mentions import (
    accelerator_mentions,
    all_mentions,
    engine_mentions,
    load_mentions,
    model_mentions,
    model_slug,
    parallel_mentions,
    precision_mentions,
    spec_mentions,
)


def values(mentions, key):
    return [m.value for m in mentions if m.key == key]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("same TP=8/EP=8/DP=1 config", {"tp": [8], "ep": [8], "dp": [1]}),
        ("ran it tp2 on two cards", {"tp": [2]}),
        ("vllm serve m -tp 2", {"tp": [2]}),
        ("--tensor-parallel-size 2", {"tp": [2]}),
        ("--tp-size 8 --ep-size 8", {"tp": [8], "ep": [8]}),
        ("tp_size=4, ep_size=4", {"tp": [4], "ep": [4]}),
        ("--pipeline-parallel-size 2", {"pp": [2]}),
        ("llama-server -pp 4", {"pp": [4]}),
        ("--enable-expert-parallel", {}),
        ("pp512 prompt test", {}),
        # llama.cpp prompt processing rates, not pipeline-parallel sizes.
        ("-sm row: tg 9.1 t/s, pp 1,250 t/s", {}),
        ("pp 52 t/s at depth 0", {}),
        ("PP 2 across the two nodes", {"pp": [2]}),
        ("--data-parallel-size 2", {"dp": [2]}),
        ("| Tensor Parallelism | 8 |", {"tp": [8]}),
        ("expert parallel size 4, data parallel 2", {"ep": [4], "dp": [2]}),
    ],
)
def test_parallel_forms(text, expected):
    found = parallel_mentions(text)
    assert {k: values(found, k) for k in ("tp", "ep", "dp", "pp") if values(found, k)} == expected


@pytest.mark.parametrize(
    ("text", "method", "tokens"),
    [
        (
            """--speculative-config '{"method":"eagle3","num_speculative_tokens":3}'""",
            "eagle3",
            [3],
        ),
        (
            "--speculative-algorithm NEXTN --speculative-num-steps 2"
            " --speculative-num-draft-tokens 3",
            "mtp",
            [2],
        ),
        ("decoding_type: Medusa, max_draft_len: 4", "medusa", [4]),
        ("llama-server -m big.gguf -md small.gguf --draft-max 16", "draft-model", [16]),
        ("prompt lookup decoding", "ngram", []),
        ("DSpark with block_size=6", "dspark", [6]),
        ("MTP k=3", "mtp", [3]),
        ("EAGLE heads drafting 5 tokens per step", "eagle", [5]),
        ("--spec-type draft-mtp, n-max 6 p-min 0.7", "mtp", [6]),
        ("MTP with `--draft-block-size 4`", "mtp", [4]),
    ],
)
def test_speculative_methods_and_draft_lengths(text, method, tokens):
    found = spec_mentions(text)
    assert method in values(found, "spec_method")
    assert values(found, "spec_tokens") == tokens


def test_block_size_is_a_draft_length_only_for_dspark():
    assert values(spec_mentions("vllm --block-size 16 with EAGLE"), "spec_tokens") == []


@pytest.mark.parametrize(
    ("name", "slug", "precision"),
    [
        ("deepseek-ai/DeepSeek-V4-Flash-0731", "deepseek-v4-flash-0731", None),
        ("Qwen/Qwen3-32B-AWQ", "qwen3-32b", "awq"),
        ("Llama 3.3 70B Instruct", "llama-3.3-70b-instruct", None),
        ("Qwen2.5-Coder-32B-Instruct-Q4_K_M.gguf", "qwen2.5-coder-32b-instruct", "q4_k_m"),
        ("unsloth/GLM-4.5-Air-UD-Q8_K_XL", "glm-4.5-air", "ud-q8_k_xl"),
        ("mlx-community/Qwen3-30B-A3B-MLX-4bit", "qwen3-30b-a3b", "int4"),
        ("nvidia/Llama-3.3-70B-Instruct-FP4", "llama-3.3-70b-instruct", "fp4"),
        ("Qwen3-32B-GPTQ-Int4", "qwen3-32b", "gptq"),
        ("unsloth/Gemma-4-31B-MTP-GGUF", "gemma-4-31b", None),
        ("Gemma-4-31B-MTP-Q4_K_M.gguf", "gemma-4-31b", "q4_k_m"),
        ("unsloth/Gemma-4-31B-it-GGUFwith", "gemma-4-31b-it", None),
        ("qwen3.6_27b-mxfp8", "qwen3.6-27b", "mxfp8"),
        ("gpt-oss-120b-MXFP4", "gpt-oss-120b", "mxfp4"),
        ("HalleyAI/gpt-oss-20b-MLX-4bit-gs32", "gpt-oss-20b", "int4"),
        ("someone/Qwen3.6-27B-MTP-UD-GGUF", "qwen3.6-27b", None),
        ("google/gemma-4-12b-it-qat-q4_0-gguf", "gemma-4-12b-it", "q4_0"),
        ("TheBloke/vicuna-13B-1.1-GPTQ-4bit-128g.latest", "vicuna-13b-1.1", "gptq"),
        ("DeepSeek-R1-W4AFP8", "deepseek-r1", "int4"),
        ("rapid-mlx/Qwen3.8-27B-mixed-3.5bpw-MLX", "qwen3.8-27b", None),
        ("llama-13b-4bit-128g", "llama-13b", "int4"),
        # The format written nearest the name is the weights'; a group size
        # ("G128") and "sym" are packaging; "-MTP-BF16" is the head's format.
        ("someone/Mistral-Small-24B-GPTQ-Int4-sym-G128-MTP-BF16", "mistral-small-24b", "gptq"),
        ("Llama-3.1-8B-AWQ-INT4-g64-asym", "llama-3.1-8b", "awq"),
        ("granite-3.3-8b-instruct:latest", "granite-3.3-8b-instruct", None),
        ("Qwen/Qwen3-Coder-Next", "qwen3-coder-next", None),
        ("qwen3:8b", "qwen3:8b", None),
    ],
)
def test_model_slugs_follow_the_guide(name, slug, precision):
    assert model_slug(name) == (slug, precision)


def test_a_spaced_version_joined_to_its_size_is_one_name():
    text = "Llama 3.1-8B-Instruct beat Qwen 2.5-72B; Qwen 2.5-3x faster is no name"
    assert values(model_mentions(text), "model") == ["llama-3.1-8b-instruct", "qwen-2.5-72b"]


def test_a_repository_path_with_a_size_names_a_model_of_any_family():
    text = (
        "loaded someuser/Nebula-2.1-70b-rope4-6bpw_h8_exl2, then "
        "scripts/run-7b.py and an EAGLE head someuser/EAGLE-Nebula-70B"
    )
    assert values(model_mentions(text), "model") == ["nebula-2.1-70b-rope4"]


def test_a_webui_generation_line_gives_the_context_it_continued():
    text = "Output generated in 9.12 seconds (17.21 tokens/s, 157 tokens, context 2048, seed 7)"
    found = load_mentions(text)
    assert (values(found, "input_len"), values(found, "output_len")) == ([2048], [157])


def test_fine_tune_families_people_run():
    text = "Goliath 120B at 4.85bpw, then Cosmos-Reason2-2B and Midnight-Miqu-70B-v1.5"
    assert values(model_mentions(text), "model") == [
        "goliath-120b",
        "cosmos-reason2-2b",
        "midnight-miqu-70b-v1.5",
    ]


def test_family_names_and_draft_models_are_not_models():
    assert values(model_mentions("Qwen3 is nice, llama.cpp too"), "model") == []
    text = "-m Llama-3.1-70B.gguf -md Llama-3.2-1B.gguf"
    assert values(model_mentions(text), "model") == ["llama-3.1-70b"]
    # the next line's "DRAFT=" variable names the draft file, not this one
    text = " MODEL=Qwen3-32B-Q4_K_M.gguf\n DRAFT=Qwen3-0.6B-Q8_0.gguf"
    assert values(model_mentions(text), "model") == ["qwen3-32b"]
    # the model a measured one was made from is not the model measured
    text = (
        "Our own model; the base model is Llama3 8B. A finetune of Qwen2.5-7B. We ran Llama-3.1-8B."
    )
    assert values(model_mentions(text), "model") == ["llama-3.1-8b"]
    # a spaced bit width after a name is its quantization, not a version
    assert values(model_mentions("GLM-5.1-MLX 2.9 bit"), "model") == ["glm-5.1"]


def test_kv_cache_dtype_is_not_weight_precision():
    assert values(precision_mentions("--kv-cache-dtype fp8, weights in BF16"), "precision") == [
        "bf16"
    ]
    assert values(precision_mentions("Q4_K_M with q8_0 KV"), "precision") == ["q4_k_m"]


def test_half_is_a_precision_only_as_half_precision():
    text = "with -t 8, half speed; half of every answer; weights in half precision"
    assert values(precision_mentions(text), "precision") == ["fp16"]


def test_a_branch_at_commit_is_the_build():
    found = engine_mentions("## ik_llama.cpp main@344688ce")
    assert values(found, "engine_version") == ["344688ce"]
    full = "f1ff736d681414dd97316ef4fb66378287c3d21e"
    assert values(engine_mentions(f"before this PR (commit {full})"), "engine_version") == [full]


@pytest.mark.parametrize(
    ("text", "engine", "version"),
    [
        ("vLLM 0.10.1.1", "vllm", "0.10.1.1"),
        ("pip install vllm==0.11.0", "vllm", "0.11.0"),
        ("SGLang v0.5.4.post1", "sglang", "v0.5.4.post1"),
        ("llama.cpp build b6508", "llama.cpp", "b6508"),
        ("trtllm-serve on TensorRT-LLM 1.0.0rc4", "tensorrt-llm", "1.0.0rc4"),
        ("vLLM Version                 : 0.9.1", "vllm", "0.9.1"),
        ("built from vLLM v0.6.6+rocm624 on the box", "vllm", "v0.6.6+rocm624"),
        ("docker pull vllm/vllm-openai:v0.8.5", "vllm", "v0.8.5"),
        ("image lmsysorg/sglang:v0.4.6.post5-cu124", "sglang", "v0.4.6.post5"),
        ("nvcr.io/nvidia/tensorrt-llm/release:0.21.0rc1 container", "tensorrt-llm", "0.21.0rc1"),
        ("base image rocm/vllm:rocm6.3.1_vllm_0.8.5_20250513", "vllm", "0.8.5"),
        ("served by JetStream v0.2.4", "other", "v0.2.4"),
        ("re-ran mlx-vlm 0.4.4 on the same host", "other", "0.4.4"),
        ("ExLlamaV3 (Version 1.4.6) behind TabbyAPI", "other", "1.4.6"),
        ("TensorRT Edge-LLM 0.4.0 on the Orin", "other", "0.4.0"),
        ("- **oMLX:** 0.4.2 (DMG build)", "other", "0.4.2"),
        (
            "Serving Engine: vLLM (v0.20.2rc1.dev111+g8eb401134)",
            "vllm",
            "v0.20.2rc1.dev111+g8eb401134",
        ),
        ("pip install vllm==0.6.4.post1.dev12", "vllm", "0.6.4.post1.dev12"),
        ("at 16K MTPLX v2.9.0 gets 19.8 tok/s", "other", "v2.9.0"),
        ("CTranslate2 3.20.0 with int8", "other", "3.20.0"),
        ("ExLlama 0.0.4 on two 3090s", "other", "0.0.4"),
        ("mlx-serve 26.8.1 (official release binary)", "other", "26.8.1"),
        ("mistral.rs v0.3.1 on Metal", "other", "v0.3.1"),
        ("running Ollama (Version 0.5.7) on Windows", "ollama", "0.5.7"),
        ("same container (someone/dgx-spark-sglang:0.5.12)", "sglang", "0.5.12"),
        ("SGLang (v0.4.1, cu124) on two cards", "sglang", "v0.4.1"),
    ],
)
def test_engines_and_versions(text, engine, version):
    found = engine_mentions(text)
    assert engine in values(found, "engine")
    assert version in values(found, f"engine_version:{engine}")


def test_a_frontend_serving_several_engines_names_none():
    # TabbyAPI serves ExLlamaV2 and ExLlamaV3 models: the frontend alone says neither
    assert values(engine_mentions("the metrics TabbyAPI returns"), "engine") == []
    assert values(engine_mentions("TabbyAPI with an exl2 quant"), "engine") == ["exllamav2"]


def test_repository_names_give_no_engine():
    assert values(engine_mentions("see github.com/vllm-project/vllm/pull/1"), "engine") == []
    assert values(engine_mentions("vllm-project/vllm#41044"), "engine") == []


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("single stream", "concurrency", 1),
        ("bs=1 decode", "concurrency", 1),
        ("--max-num-seqs 1", "concurrency", 1),
        ("eagle.py --num_spec_tokens 4 --max_num_seqs 1", "concurrency", 1),
        ("c4", "concurrency", 4),
        ("at 16 concurrent requests", "concurrency", 16),
        ("--max-concurrency 32", "concurrency", 32),
        ("1k/1k", "input_len", 1000),
        ("ISL 2048 OSL 128", "output_len", 128),
        ("--random-input-len 1024", "input_len", 1024),
        ("at 8K context", "input_len", 8000),
        ("temp=0", "temperature", 0),
        ("temperature 0.7", "temperature", 0.7),
        ("temp-0 output byte-identical", "temperature", 0),
        ("batch size 64", "batch_size", 64),
    ],
)
def test_load_conditions(text, key, value):
    assert value in values(load_mentions(text), key)


def test_requests_counted_over_a_run_are_no_concurrency():
    text = "Median latency across 200 requests; 58 tok/s combined across the 3 requests"
    assert values(load_mentions(text), "concurrency") == [3]


def test_cuda_graph_batch_size_is_not_single_stream():
    assert values(load_mentions("--cuda-graph-max-bs 1"), "concurrency") == []


@pytest.mark.parametrize(
    "text",
    [
        "Total input tokens:                      40960",
        "Total generated tokens: 20480",
        "max_tokens 512",
        "--max-new-tokens 256",
        '"max_completion_tokens": 1024',
    ],
)
def test_totals_and_caps_are_no_run_length(text):
    found = load_mentions(text)
    assert values(found, "input_len") == [] and values(found, "output_len") == []
    assert values(found, "token_count")


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("pp512", "pp_len", 512),
        ("llama-bench -m x.gguf -p 1024 -n 64", "pp_len", 1024),
        ("tg128", "tg_len", 128),
        ("llama-bench -m x.gguf -p 1024 -n 64", "tg_len", 64),
    ],
)
def test_llama_bench_test_sizes_are_kept_apart(text, key, value):
    found = load_mentions(text)
    assert values(found, key) == [value]
    assert values(found, "input_len") == [] and values(found, "output_len") == []


@pytest.mark.parametrize(
    ("text", "tp"),
    [
        ("one GPU is enough, no TP", [1]),
        ("runs without tensor parallelism", [1]),
        ("there is no TP benefit at this size", []),
    ],
)
def test_no_tensor_parallelism_is_tp_one(text, tp):
    assert values(parallel_mentions(text), "tp") == tp


def test_a_speed_up_after_an_engine_name_is_no_version():
    assert values(engine_mentions("trtllm-bench 2.1x faster here"), "engine_version") == []
    # a bracket after the name holds a version only when the version fills it
    assert values(engine_mentions("llama.cpp (3.2 GB less) on CPU"), "engine_version") == []
    assert values(engine_mentions("vLLM (1.5 s TTFT)"), "engine_version") == []


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("b4410:\n| model | t/s |", "b4410"),
        ("**v0.9.2**\n", "v0.9.2"),
        ("b4412 with the patch reverted:\n", "b4412"),
        ("0.10.0, same flags:\n", "0.10.0"),
    ],
)
def test_release_label_lines(text, label):
    assert values(engine_mentions(text), "version_label") == [label]


def test_a_named_fork_of_an_engine_is_that_engine():
    assert values(engine_mentions("on the HabanaAI vllm-fork, tag v0.6.4"), "engine") == ["vllm"]


def test_the_draft_model_quant_is_not_the_target_precision():
    found = all_mentions("Target: Mistral-Large-2411 Q4_K_S. Draft: Mistral-7B-Instruct Q6_K.")
    assert values(found, "precision") == ["q4_k_s"]


def test_a_named_derivative_of_an_engine_is_other():
    found = engine_mentions("It runs on turbo-mlx, a patched MLX server, and stock vLLM")
    assert sorted(values(found, "engine")) == ["mlx-lm", "other", "vllm"]


def test_random_with_lengths_is_the_random_workload():
    assert values(load_mentions("64 users, random 2048 in / 512 out"), "workload") == ["random"]
    assert values(load_mentions("a random 3 of the 8 cards"), "workload") == []


def test_tpu_slice_names_count_chips():
    found = accelerator_mentions("we rented a v6e-8 slice and later one v5e chip; a v5p-128 pod")
    assert values(found, "accelerator_count") == [8, 1]
    assert values(parallel_mentions("ici_tensor_parallelism=8"), "tp") == [8]


def test_log_rank_tags_and_depth_lists_are_no_conditions():
    found = parallel_mentions(
        "[2025-10-14 09:12:51 DP0 TP3] Capture cuda graph begin; served with TP=8"
    )
    assert values(found, "tp") == [8] and values(found, "dp") == []
    lengths = load_mentions("llama-bench at 0 / 8k / 32k context")
    assert values(lengths, "output_len") == []


def test_one_user_is_a_single_stream():
    assert values(load_mentions("Online: one user, several input lengths"), "concurrency") == [1]
    assert values(load_mentions("one user of the cluster asked"), "concurrency") == []


@pytest.mark.parametrize(
    ("text", "lengths"),
    [
        ("tg held 52 t/s at 24k context", [24000]),
        ("7900 XTX / llama.cpp / 8k ctx / 1 user", [8000]),
        ("now at 32k depth", [32000]),
        ("Both fully offloaded, 16k context, flash attention on", []),
        ("with a 128K context window", []),
    ],
)
def test_a_context_size_is_an_input_length_only_where_a_figure_was_measured_at_it(text, lengths):
    assert values(load_mentions(text), "input_len") == lengths


def test_a_single_prompt_is_one_request():
    assert values(load_mentions("measured on a single 8k-token prompt"), "concurrency") == [1]


def test_a_serving_benchmark_random_set_is_random():
    assert values(load_mentions("bench_serving, random, 1024 in / 128 out"), "workload") == [
        "random"
    ]
    assert values(load_mentions("vllm bench serve --seed 3, random seed fixed"), "workload") == []


def test_a_spaced_method_name_may_be_hyphenated():
    found = spec_mentions("served with multi-token-prediction drafting")
    assert values(found, "spec_method") == ["mtp"]


def test_token_answers_are_output_lengths():
    assert values(load_mentions("about 300-token replies"), "output_len") == [300]


def test_lengths_named_before_their_values():
    found = load_mentions("batch 4, input 512, output 128: 88.1 token/s")
    assert values(found, "input_len") == [512] and values(found, "output_len") == [128]
    found = load_mentions("ran with input=2048 output=256 on two cards")
    assert values(found, "input_len") == [2048] and values(found, "output_len") == [256]
    # Rates after the words are speeds, not lengths.
    found = load_mentions("input 900 tok/s, output 85 tok/s; output 85 tokens/s")
    assert values(found, "input_len") == [] and values(found, "output_len") == []


def test_platform_builds_of_an_engine_image_name_the_engine():
    found = all_mentions("IMAGE='vllm/vllm-openai-rocm@sha256:0a1b2c3d4e5f'")
    assert values(found, "engine") == ["vllm"]
    assert values(all_mentions("docker run vllm/vllm-openai-xpu:nightly"), "engine") == ["vllm"]


def test_a_commit_written_after_the_engine_is_its_release():
    found = all_mentions("llama.cpp 59778f0 (cuda), then vLLM 0.11.1")
    assert values(found, "engine_version") == ["59778f0", "0.11.1"]
    # a word of hex letters, or a number, is no commit
    assert (
        values(all_mentions("llama.cpp defaced it; llama.cpp 1234567 tok"), "engine_version") == []
    )


def test_a_build_named_by_its_commit():
    assert values(all_mentions("| Model (Build: 5be6c80) | Size |"), "engine_version") == [
        "5be6c80"
    ]
    # llama-bench's "build: <commit> (<number>)" is the numbered build; a bare
    # number or a word after "build" is no commit.
    found = all_mentions("build: 3ac6ed4b1 (6650)")
    assert "3ac6ed4b1" not in values(found, "engine_version")
    assert values(all_mentions("the build 2024 docs; build cafebabe"), "engine_version") == []


def test_phase_nouns_give_their_lengths():
    # The phase written as a noun after its length: how long that phase ran.
    found = load_mentions("RTX 4090 | 1024-token prefill, 128-token decode, warm cache")
    assert values(found, "input_len") == [1024] and values(found, "output_len") == [128]
    assert values(load_mentions("each run is a 512 token decode"), "output_len") == [512]
    # ...but "the 128-token decode speed" is a rate's label, not a stated length.
    found = load_mentions("the 128-token decode speed and the 2k-token prefill rate")
    assert values(found, "input_len") == [] and values(found, "output_len") == []


def test_llama_bench_model_cells_and_device_counts():
    found = model_mentions("| phimoe 42B.A6B Q4_K - Medium |  24.10 GiB |")
    assert values(found, "model") == ["phi-42b-a6b"]
    counts = accelerator_mentions("ggml_cuda_init: found 2 CUDA devices:")
    assert values(counts, "gpu_count") == [2]


def test_prompt_lengths_in_brackets_and_tokens_generated():
    found = load_mentions("a short prompt (~90 tokens), 256 tokens generated")
    assert values(found, "input_len") == [90] and values(found, "output_len") == [256]


def test_an_ordinary_word_before_a_size_is_no_model():
    assert values(model_mentions("the same 70B Q4_K_M on both cards"), "model") == []


@pytest.mark.parametrize(
    "text", ["speculative_config: {decoding_type: MTP, num_nextn_predict_layers: 2}", "MTP nextn=2"]
)
def test_tensorrt_llm_mtp_draft_lengths(text):
    assert values(spec_mentions(text), "spec_tokens") == [2]


def test_llama_cpp_timing_lines_give_run_lengths():
    found = load_mentions(
        "prompt eval time =    1210.50 ms /  2048 tokens (    0.59 ms per token, "
        " 1691.88 tokens per second)\n"
        "       eval time =    5120.00 ms /   256 tokens (   20.00 ms per token, "
        "   50.00 tokens per second)"
    )
    assert values(found, "input_len") == [2048] and values(found, "output_len") == [256]


def test_ollama_verbose_counts_give_run_lengths():
    found = load_mentions("prompt eval count:    31 token(s)\neval count:           412 token(s)")
    assert values(found, "input_len") == [31] and values(found, "output_len") == [412]


@pytest.mark.parametrize(
    ("text", "scope", "concurrency"),
    [
        ("with the draft: 14.2 t/s per slot", "per_request", None),
        ("two people at once get ~11 tok/s each", "per_request", 2),
        ("6 requests going at once: 40 t/s per slot", "per_request", 6),
        ("when all four of us send something", None, 4),
        ("four requests at the same time, each one gets about 60 tokens/s", "per_request", 4),
        ("One person chatting sees 20 tok/s", "single_stream", 1),
    ],
)
def test_how_people_write_load(text, scope, concurrency):
    found = {(m.key, m.value) for m in all_mentions(text)}
    if scope:
        assert ("scope", scope) in found
    if concurrency:
        assert ("concurrency", concurrency) in found


def test_the_shape_of_each_request_is_no_per_request_scope():
    text = "Each request: a 200-token prompt asking for a 250-token response."
    assert values(all_mentions(text), "scope") == []
    assert values(all_mentions("about 40 tok/s for each user"), "scope") == ["per_request"]


def test_a_kind_of_prompt_the_run_did_not_use_is_no_workload():
    from extractors.view import view

    v = view("RAG on a wiki article (no code, since everyone else is benchmarking code).")
    assert values(v.mentions, "workload") == []
    assert values(view("On the code set: 40 tok/s.").mentions, "workload") == ["code"]


def test_a_prompt_stated_as_a_token_count_is_the_input_length():
    assert values(all_mentions("Prompt is 6k token from a long README."), "input_len") == [6000]
    assert values(all_mentions("the input was ~3,000 tokens of logs"), "input_len") == [3000]


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        ('same "implement a trie in rust" prompt', "code"),
        ("- write-a-unit-test prompt: 40.2 t/s", "code"),
        ('"tell me a short story about a fox": 31 t/s', "prose"),
        ("asked it to write an essay on tides", "prose"),
    ],
)
def test_a_prompt_described_by_its_task_gives_the_workload(text, workload):
    assert workload in values(all_mentions(text), "workload")


@pytest.mark.parametrize(
    "text",
    [
        "| Japanese poetry | 41.2 | 48.9 |",
        "| Translation + summary | 40.9 |",
        "summarization ran at 38 t/s",
    ],
)
def test_kinds_of_writing_are_the_prose_workload(text):
    from extractors.view import view

    assert [m.value for m in view(text).index.of("workload")] == ["prose"]


def test_a_task_word_without_a_task_is_no_workload():
    assert values(all_mentions("I wrote a script to fix the config"), "workload") == []


def test_a_run_without_the_draft_is_the_off_leg():
    for text in ("Without `-md`: 30.2 t/s", "without the draft model it does 30 t/s"):
        assert values(all_mentions(text), "spec_enabled") == [False]


def test_with_or_without_a_named_method_marks_the_leg():
    text = "41 tok/s with NEXTN and 28 tok/s without. --speculative-eagle-topk 1"
    found = [(m.key, m.value) for m in all_mentions(text) if m.key.startswith("spec")]
    assert ("spec_enabled", True) in found and ("spec_enabled", False) in found
    assert ("spec_method", "eagle") not in found  # a flag's inner word names no method


def test_exllamav2_draft_length_but_not_sglangs_tree_width():
    assert values(all_mentions("num_draft_tokens = 4"), "spec_tokens") == [4]
    assert values(all_mentions("--speculative-num-draft-tokens 8"), "spec_tokens") == []


def test_a_card_count_in_words_but_not_a_cards_possessive():
    assert values(all_mentions("Qwen3-14B, one card: 40 t/s"), "gpu_count") == [1]
    assert values(all_mentions("when one card's link retrained"), "gpu_count") == []


def test_napkin_math_is_no_workload():
    from extractors.view import view

    assert values(view("Napkin math before you buy: 15 tok/s").mentions, "workload") == []
    assert "math" in values(view("on math problems: 15 tok/s").mentions, "workload")


def test_compute_math_editors_and_address_translation_are_no_workloads():
    from extractors.view import view

    def kinds(text: str) -> list:
        return values(view(text).mentions, "workload")

    assert kinds("tuned kernels keep parallel math within SRAM") == []
    assert kinds("zero translation latency in 128k sessions; address translation") == []
    assert kinds("built it with Visual Studio Code 2022, then VS Code") == []
    assert kinds("A synthetic agentic prompt of ~15k tokens") == []
    assert set(kinds("translation prompts, math problems and synthetic prompts")) == {
        "prose",
        "math",
        "random",
    }


def test_a_conversation_reaching_a_length_is_the_input_length():
    assert values(all_mentions("~11 t/s once the chat reaches 16k"), "input_len") == [16000]
    assert values(all_mentions("when the context hits 32k tokens"), "input_len") == [32000]


def test_token_prompts_are_lengths_but_a_count_of_prompts_is_not():
    assert values(all_mentions("vLLM, 1k-token prompts. One user ~42 tok/s"), "input_len") == [1000]
    assert values(all_mentions("--max-concurrency 64, 640 prompts: 1,790 tok/s"), "input_len") == []


def test_a_build_reporting_its_own_version():
    text = "ipex-llm portable ollama (reports itself as 0.9.3):"
    assert "0.9.3" in values(all_mentions(text), "engine_version")


@pytest.mark.parametrize(
    ("text", "key", "expected"),
    [
        ("Each test had input size 128 and an output size 128 tokens.", "input_len", [128]),
        ("Each test had input size 128 and an output size 128 tokens.", "output_len", [128]),
        ("prompt size of 2048, generation capped", "input_len", [2048]),
        ("Output 512 tokens with ignore_eos", "output_len", [512]),
        ("generating 256 tokens per request", "output_len", [256]),
        ("the -ub 512 micro-batch, batch 2048", "batch_size", []),
        ("static batch 32 on the offline script", "batch_size", [32]),
        ("ran at cc4 and cc=16", "concurrency", [4, 16]),
        ("llama-server --parallel 4", "concurrency", []),
    ],
)
def test_run_lengths_and_load_as_written(text, key, expected):
    assert values(load_mentions(text), key) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("--dataset-path ShareGPT_V3_unfiltered_cleaned_split.json", ["chat"]),
        ('--dataset="./data/mt_bench/question.jsonl"', ["chat"]),
        ("prompts from humaneval_py.jsonl", ["code"]),
        ("see github.com/someone/gsm8k-tools for the script", []),
    ],
)
def test_benchmark_sets_in_dataset_paths(text, expected):
    from extractors.mentions import dataset_file_mentions

    assert values(dataset_file_mentions(text), "workload") == expected


def test_a_method_named_as_the_baseline_is_not_the_run_s():
    found = all_mentions("EAGLE-3 K=2: 1.65x, speedup wrt EAGLE 1: 1.09x; 1.3x over Medusa")
    assert values(found, "spec_method") == ["eagle3"]


def test_upstreams_alternatives_and_advice_are_no_setup():
    found = all_mentions("MTP for DeepSeek-V3/R1, built on top of EAGLE 2 in our fork")
    assert values(found, "spec_method") == ["mtp"]
    assert values(found, "model") == []
    from extractors.view import view

    advice = view(
        "For the BF16 checkpoint you would need at least 16x H100 80GB. Mine runs 2x L40S."
    )
    assert [m.value for m in advice.mentions if m.key == "accelerator"] == ["nvidia-l40s"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("| Nemotron Super 120B | 5-bit |", ["nemotron-super-120b"]),
        ("on Llama 3.1 70B at 40 tok/s", ["llama-3.1-70b"]),
        ("deepseek v3 60 tokens/sec on the API", ["deepseek-v3"]),
        ("GLM-5.2 v14 recipe", ["glm-5.2"]),
        ("Mistral 7B v0.3 on one card", ["mistral-7b-v0.3"]),
        ("target model llama7b", ["llama7b"]),
        ("Qwen 3.5 models have a draft head", []),
        ("[llama-160m](https://huggingface.co/someone/llama-160m) as the draft", []),
    ],
)
def test_model_names_as_people_write_them(text, expected):
    assert values(model_mentions(text), "model") == expected


def test_commits_forks_and_run_token_counts():
    found = all_mentions("Rebuilt at HEAD aecbbd5d with the foo-llama-cpp fork; 800 tok in 10.82s")
    assert values(found, "engine_version") == ["aecbbd5d"]
    assert values(found, "engine") == ["other"]
    assert values(found, "output_len") == [800]
    assert values(
        all_mentions("the main model is Q4_K_M, with a Q8_0 GGUF drafter"), "precision"
    ) == ["q4_k_m"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Qwen3-30B Q4KM on an M1", ["q4km"]),
        ("NV-FP4 + MTP on the second box", ["nvfp4"]),
        ("MX-FP4 weights", ["mxfp4"]),
        ("the MXFP8 checkpoint", ["mxfp8"]),
    ],
)
def test_formats_as_people_shorten_them(text, expected):
    assert values(precision_mentions(text), "precision") == expected


def test_a_counted_machine_is_not_a_card_count():
    found = accelerator_mentions(
        "on a single H200 node, later two H100 servers; then a 4x B200 host"
    )
    assert values(found, "accelerator_count") == [4]


def test_sd_legs_are_not_sd_cards_or_image_models():
    assert values(spec_mentions("with SD card storage and SDXL, no SD 3.5"), "spec_enabled") == []
    assert values(spec_mentions("Without SD, 2 t/s; with SD, 3 t/s"), "spec_enabled") == [
        False,
        True,
    ]


def test_mtp_inside_a_weights_file_name_is_no_method():
    text = "llama-server -m Qwen3.6-27B-MTP-Q4_K_M.gguf, pulled from someone/GLM-4.5-Air-MTP-GGUF"
    assert values(spec_mentions(text), "spec_method") == []
    assert values(spec_mentions("llama-server --spec-type mtp -m big.gguf"), "spec_method") == [
        "mtp"
    ]


def test_an_engine_glued_to_its_release():
    found = engine_mentions("Baseline: ollama_v24 / Comparison: ollama_v30_rc31, and vllm-0.11.1")
    assert set(values(found, "engine")) == {"ollama", "vllm"}
    assert set(values(found, "engine_version")) == {"v24", "v30_rc31", "0.11.1"}
    assert values(engine_mentions("see vllm-project/vllm-0.11.1 on GitHub"), "engine_version") == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Qwen 2.5 7B 12.4 43.0 20.4", ["qwen-2.5-7b"]),
        ("Qwen3-VL-235B-A22B 11,218 ± 32 tok/s 1000", ["qwen3-vl-235b-a22b"]),
        ("Kimi-K2.5 952 ± 4 tok/s", ["kimi-k2.5"]),
        ("DeepSeek V3.2 5,786 tok/s", ["deepseek-v3.2"]),
        ("Llama 3.1 405B and GLM 4.7", ["llama-3.1-405b", "glm-4.7"]),
    ],
)
def test_a_flattened_rows_figures_are_not_part_of_its_model_name(text, expected):
    assert values(model_mentions(text), "model") == expected


def test_a_hugging_face_cache_name_drops_its_organisation():
    assert model_slug("Qwen--Qwen3-30B-A3B") == ("qwen3-30b-a3b", None)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a Mac M2 Pro with 16 GB", ["apple-m2-pro"]),
        ("AMD Radeon RX 9070 XT (AMD proprietary driver)", ["amd-radeon-9070-xt"]),
        ("the plain RX 9070 and an RX 6600 XT", ["amd-radeon-9070", "amd-radeon-6600-xt"]),
        ("my M3 MacBook Pro", ["apple-m3"]),
    ],
)
def test_a_base_name_does_not_take_a_longer_parts_name(text, expected):
    found = accelerator_mentions(text)
    assert values(found, "accelerator") == expected


def test_a_list_of_prompt_kinds_the_run_mixes_is_mixed():
    from extractors.view import view

    text = "Ten prompts mixing short Q&A, code generation, summarization and long context."
    assert values(view(text).mentions, "workload") == ["mixed"]
    assert set(values(view("Code generation prompts only.").mentions, "workload")) == {"code"}


def test_a_drafter_label_and_a_hyphenated_active_size():
    found = model_mentions(
        "Model: Gemma 4 26B-A4B IQ3_XXS (11.2 GB). Drafter: gemma-4-26B-A4B-it-assistant Q8_0"
    )
    assert values(found, "model") == ["gemma-4-26b-a4b"]
    assert values(found, "draft_model") == ["gemma-4-26B-A4B-it-assistant"]


def test_a_check_named_c5_in_a_commit_message_is_no_load():
    text = "club-3090 commit: dadf2cc2 fix(compat): C5 wrongly rejects nvfp4 KV on Ampere"
    assert values(all_mentions(text), "concurrency") == []
    assert values(all_mentions("at C8 it holds up"), "concurrency") == [8]
    assert values(all_mentions("c4 403 tok/s"), "concurrency") == [4]


def test_a_dgx_system_names_its_cards_but_counts_machines():
    found = accelerator_mentions("Llama4 on DGXH100, then on a DGX-H100 and 2x HGX B200")
    assert values(found, "accelerator") == ["nvidia-h100", "nvidia-h100", "nvidia-b200"]
    assert values(found, "accelerator_count") == []


def test_model_names_written_beside_a_card_or_in_a_source_file():
    assert values(model_mentions("![gpt-oss-120b-h100](img.png)"), "model") == ["gpt-oss-120b"]
    assert values(model_mentions("source=llama_server.go:71 msg=running"), "model") == []
    assert values(model_mentions("Qwen3-30B-A3B-Instruct-2507"), "model") == [
        "qwen3-30b-a3b-instruct-2507"
    ]


def test_equal_token_cap_and_floor_fix_the_output_length():
    text = "evalscope perf --max-tokens 2000 --min-tokens 2000 --max-prompt-length 10000"
    assert values(all_mentions(text), "output_len") == [2000]
    assert values(all_mentions("curl ... --max-tokens 512"), "output_len") == []


def test_gguf_file_names_a_scraper_glued_together():
    text = "Qwen3.6-27B-Q8_0.ggufQwen3.6-35B-A3B-Q8_0-MTP.gguf"
    assert values(model_mentions(text), "model") == ["qwen3.6-27b", "qwen3.6-35b-a3b"]


def test_a_verdict_is_no_mixed_workload_and_a_server_build_line():
    from extractors.view import view

    assert values(view("27B Gets Much Faster, 35B Is Mixed").mentions, "workload") == []
    found = all_mentions("llama.cpp / llama-server:9187 (0253fb21f)")
    assert values(found, "engine_version:llama.cpp") == ["9187"]


def test_a_hardware_label_naming_one_card_counts_it():
    assert values(all_mentions("* **GPU**: RTX 4080 (16GB VRAM)"), "accelerator_count") == [1]
    assert values(all_mentions("GPU: RTX 3090 + RTX 4090"), "accelerator_count") == []
    assert values(all_mentions("GPUs: 3090, 3090"), "accelerator_count") == []


def test_prices_are_no_counts_and_a_binding_names_its_engine():
    found = all_mentions("You don't need an $8,500 GPU; the $450 RTX 5060 Ti is enough.")
    assert values(found, "gpu_count") == [] and values(found, "accelerator_count") == []
    found = all_mentions("The runtime is llama-cpp-python 0.3.2 with Metal.")
    assert values(found, "engine") == ["llama.cpp"]
    assert values(found, "engine_version") == []  # the binding's release, not llama.cpp's


def test_a_variant_of_a_variant_is_a_model_and_mixture_of_experts_no_mix():
    from extractors.view import view

    assert values(all_mentions("the Qwen3-Coder-Next model"), "model") == ["qwen3-coder-next"]
    assert values(all_mentions("Qwen3-Coder is a line of models"), "model") == []
    found = view("A Mixture of Experts (MoE) code model, trained on agentic coding tasks.")
    assert "mixed" not in [m.value for m in found.index.of("workload")]


def test_label_lines_giving_lengths_in_tokens():
    found = all_mentions(
        "Workload:\n  - Input: ~1024 tokens\n  - Output: ~256 tokens\n  - output: 85 tokens/s"
    )
    assert values(found, "input_len") == [1024] and values(found, "output_len") == [256]


@pytest.mark.parametrize(
    "text",
    [
        "the root cause was the cache, not a code regression in the draft path",
        "I read the code and the kernel is the same",
        "### Fix\nClearing the ANE cache resolves it",
        "A mixed-precision quant that balances speed and memory.",
        "- [x] Write and run unit tests",
        "Results were mixed results across mixed GPUs.",
    ],
)
def test_the_software_or_a_mix_of_something_else_is_no_workload(text):
    from extractors.view import view

    assert values(view(text).mentions, "workload") == []


@pytest.mark.parametrize(
    ("text", "workload"),
    [
        ("the code prompts ran at 41 t/s", "code"),
        ("on code: 41 t/s", "code"),
        ("a mixed-load run: 41 t/s", "mixed"),
        ("Mixed-domain prompt set, greedy: 41 t/s", "mixed"),
        ("fix the parser function prompt: 41 t/s", "code"),
    ],
)
def test_prompts_of_code_or_a_mix_stay_workloads(text, workload):
    from extractors.view import view

    assert set(values(view(text).mentions, "workload")) == {workload}


def test_the_context_that_fits_is_no_input_length():
    text = "one GPU only (24GB and 131k context max, KV in Q8); it runs up to 128K context"
    assert values(all_mentions(text), "input_len") == []
    assert values(all_mentions("decode drops to 30 t/s at 32k context"), "input_len") == [32000]


def test_a_test_that_generates_n_tokens_states_the_output_length():
    text = "Each test fills half the context with prose and generates 200 tokens."
    assert values(all_mentions(text), "output_len") == [200]


def test_an_engines_environment_variable_names_the_engine():
    text = "VLLM_USE_V1=1 python3 examples/offline_inference/spec_decode.py --num-spec-tokens 4"
    assert values(engine_mentions(text), "engine") == ["vllm"]
    assert values(engine_mentions("SGLANG_ENABLE_JIT=1 python -m x"), "engine") == ["sglang"]
    assert values(engine_mentions("echo $VLLM_HOME and VLLM_ stuff"), "engine") == []


def test_a_hyphenated_card_count_and_none_for_the_other_side_of_a_comparison():
    found = all_mentions("Final numbers for the two-Spark layer split, on a one-H100 run.")
    assert values(found, "accelerator_count") == [2, 1]
    found = all_mentions("The base is one context on the split, not a single Spark.")
    assert values(found, "accelerator_count") == []
    found = all_mentions("two contexts 99.7 against single Spark 93.3; faster than one H100")
    assert values(found, "accelerator_count") == []
    assert values(all_mentions("a single Spark reaches 93.3 tok/s"), "accelerator_count") == [1]


def test_a_matrix_tile_k_is_no_draft_length():
    from extractors.mentions import k_mentions

    assert values(k_mentions("add K=64 tile shapes; a K=16 GEMM kernel"), "spec_tokens") == []
    assert values(k_mentions("EAGLE at K=4 and k=3"), "spec_tokens") == [4, 3]


def test_a_spaced_distill_name_is_one_model_and_a_sized_draft_is_a_draft_model():
    found = all_mentions("Deepseek R1 Distill Qwen 14B MLX (4-bit) + 1.5B Draft")
    assert values(found, "model") == ["deepseek-r1-distill-qwen-14b"]
    assert "draft-model" in values(found, "spec_method")
    assert values(all_mentions("a 1.5B model on 2 GPUs"), "spec_method") == []


def test_an_architecture_word_after_the_size_and_a_method_joined_by_plus():
    assert values(all_mentions("Qwen3.6 35B MoE at 128k context"), "model") == ["qwen3.6-35b"]
    assert values(all_mentions("DeepSeek-MoE-16B runs"), "model") == ["deepseek-moe-16b"]
    assert values(all_mentions("27B IQ3+MTP: 73 tok/s"), "spec_enabled") == [True]
    assert values(all_mentions("3+ MTP heads"), "spec_enabled") == []


def test_a_bare_iq_type_is_a_gguf_format():
    assert values(all_mentions("27B IQ3+MTP: 12.45 GB"), "precision") == ["iq3"]
    assert values(all_mentions("my IQ of 120 in Q4 2025"), "precision") == []


def test_a_rate_in_tokens_per_second_is_no_length():
    assert values(all_mentions("It runs at 63 tokens/sec on my Mac."), "input_len") == []
    assert values(all_mentions("with 30 tokens per second"), "input_len") == []
    assert values(all_mentions("at 4096 tokens the speed drops"), "input_len") == [4096]


def test_a_date_or_line_break_before_a_card_is_no_count():
    text = "brozkrut · comment · 2023-12-16\nM2 Max Studio, 96 GB. Also 2 H100 at 12:30 today."
    assert values(accelerator_mentions(text), "accelerator_count") == [2]


def test_gpu_cores_of_a_chip_are_no_gpu_count():
    text = "M2 Max Studio, 8+4 CPU, 38 GPU, 96 GB; my M1 Max with 24GPU cores; a box with 4 GPUs"
    assert values(accelerator_mentions(text), "gpu_count") == [4]


def test_a_machine_label_line_names_one_computer():
    text = (
        "Machine: MacBook Pro M3 Max, 16C CPU / 40C GPU, 128 GB\n"
        "- Hardware: Mac Studio M2 Ultra\n"
        "GPU: RTX 3090, RTX 4090\n"
    )
    assert values(accelerator_mentions(text), "accelerator_count") == [1, 1]


def test_a_capitalized_name_word_before_the_size_belongs_to_the_model():
    text = "Nemotron-Labs Elastic 30B-A3B NVFP4 hit 166 t/s; Qwen Coder 30B too; Llama On 8B not."
    assert values(model_mentions(text), "model") == [
        "nemotron-labs-elastic-30b-a3b",
        "qwen-coder-30b",
    ]


def test_compute_specs_upgrades_and_glued_variants():
    spec = "- FP32 performance: 82.6 TFLOPS\n- FP16 TFLOPS 165\n- weights in BF16"
    assert values(precision_mentions(spec), "precision") == ["bf16"]
    rig = "The rig has 8x AMD Radeon 7900 XTX cards. This was an upgrade from a 4x 7900XTX system."
    assert values(accelerator_mentions(rig), "accelerator_count") == [8]
    assert values(model_mentions("I ran GLM4.5Air q6 and GLM4.5 too"), "model") == ["glm4.5air"]


def test_a_json_temperature_key_states_the_temperature():
    text = '--override-generation-config \'{"temperature": 0.0, "top_p": 1.0}\''
    assert values(load_mentions(text), "temperature") == [0]
