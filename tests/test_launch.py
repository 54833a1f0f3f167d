from extractors.launch import find_commands, parse_command


def test_vllm_serve_with_json_config_and_continuations():
    text = (
        "```\nvllm serve Qwen/Qwen3-32B \\\n"
        "  --tensor-parallel-size 2 --enable-expert-parallel \\\n"
        '  --speculative-config \'{"method": "ngram", "num_speculative_tokens": 4}\'\n```'
    )
    (cmd,) = find_commands(text)
    assert cmd.tool == "vllm serve"
    assert cmd.settings["tensor-parallel-size"] == 2
    assert cmd.settings["enable-expert-parallel"] is True
    assert cmd.settings["speculative-config"] == {"method": "ngram", "num_speculative_tokens": 4}
    assert cmd.settings["args"] == ["Qwen/Qwen3-32B"]
    assert text[cmd.start : cmd.end].startswith("vllm serve")


def test_sglang_llama_cpp_and_docker():
    text = (
        "python -m sglang.launch_server --model-path m --tp-size 8 --speculative-algorithm NEXTN\n"
        "then ./llama-server -m a.gguf -md b.gguf --draft-max 16 -ngl 99 | tee log\n"
        "docker run --gpus all -e TP_SIZE=4 -e EP_SIZE=4 image:tag\n"
        "CUDA_VISIBLE_DEVICES=0,1 trtllm-serve model --tp_size 2"
    )
    tools = {c.tool: c for c in find_commands(text)}
    assert tools["sglang.launch_server"].settings["speculative-algorithm"] == "NEXTN"
    assert tools["llama.cpp"].settings == {
        "m": "a.gguf",
        "md": "b.gguf",
        "draft-max": 16,
        "ngl": 99,
    }
    assert tools["docker run"].env == {"TP_SIZE": "4", "EP_SIZE": "4"}
    assert tools["tensorrt-llm"].env == {"CUDA_VISIBLE_DEVICES": "0,1"}
    assert tools["tensorrt-llm"].settings["tp_size"] == 2


def test_lists_and_equals_forms():
    settings, env = parse_command(" --batch-size 1 8 32 --input-len=1024 --temp 0.7 --flag")
    assert settings == {"batch-size": [1, 8, 32], "input-len": 1024, "temp": 0.7, "flag": True}
    assert env == {}


def test_prose_mentioning_a_tool_is_not_a_command():
    assert find_commands("I think vllm serves this fine.") == []
