"""Launch and benchmark commands parsed into settings.

A command line such as ``vllm serve ... --tensor-parallel-size 2
--speculative-config '{"method": "dspark", "num_speculative_tokens": 5}'``
becomes ``{"tensor-parallel-size": 2, "speculative-config": {...}}``. Settings
are stored with their span; none of them is ever a claim. Context keys are
read from the same text by :mod:`extractors.mentions`.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import dataclass, field
from typing import Any

import regex

#: Programs whose command lines are parsed, and the tool name each is stored under.
TOOLS: tuple[tuple[str, str], ...] = (
    (r"vllm\s+serve", "vllm serve"),
    (r"vllm\s+bench\s+\w+", "vllm bench"),
    (r"python3?\s+-m\s+vllm\.entrypoints\.\S+", "vllm serve"),
    (r"python3?\s+-m\s+sglang\.launch_server", "sglang.launch_server"),
    (r"python3?\s+-m\s+sglang\.bench_\w+", "sglang bench"),
    (r"(?:\S*/)?llama-(?:server|cli|bench|speculative|sweep-bench)", "llama.cpp"),
    (r"trtllm-(?:serve|bench|build)", "tensorrt-llm"),
    (r"docker\s+run", "docker run"),
    (r"ollama\s+(?:run|serve)", "ollama"),
    (r"(?:python3?\s+-m\s+)?mlx_lm\.(?:generate|server)", "mlx-lm"),
    (r"lmdeploy\s+serve", "lmdeploy"),
)

_START_RE = regex.compile(
    r"(?m)(?:(?:^|(?<=[`$>]\s?))[ \t]*(?:\$[ \t]*)?(?:[A-Z_]+=\S+[ \t]+)*|(?<=\s))(?P<tool>"
    + "|".join(f"(?:{p})" for p, _ in TOOLS)
    + r")(?![\w.-])(?=[^\n]*?(?:\s--?[A-Za-z]|\\[ \t]*\n))"
)
_TOOL_RES = [(regex.compile(p), name) for p, name in TOOLS]
_NUMBER_RE = regex.compile(r"-?\d+(?:\.\d+)?")


@dataclass(frozen=True)
class LaunchCommand:
    """One parsed command: its tool, its span in the text and its settings."""

    tool: str
    start: int
    end: int
    settings: dict[str, Any] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)


def _value(raw: str) -> Any:
    """Numbers as numbers, JSON objects and lists parsed, anything else as written."""
    if _NUMBER_RE.fullmatch(raw):
        number = float(raw)
        return int(number) if number.is_integer() and "." not in raw else number
    if raw[:1] in "{[":
        try:
            return json.loads(raw)
        except json.JSONDecodeError:
            return raw
    return raw


def _extent(text: str, start: int) -> int:
    """Where a command starting at ``start`` ends: backslash continuations joined."""
    end = start
    while True:
        line_end = text.find("\n", end)
        if line_end < 0:
            return len(text)
        line = text[end:line_end].rstrip()
        if not line.endswith("\\"):
            return line_end
        end = line_end + 1


def parse_command(command: str) -> tuple[dict[str, Any], dict[str, str]]:
    """Flags and environment variables of one command line.

    ``--flag value`` and ``--flag=value`` give ``{"flag": value}``; a flag
    followed by another flag (or nothing) is ``True``; ``-e KEY=VALUE`` and
    leading ``KEY=VALUE`` assignments go to the environment. Positional
    arguments after the tool are kept under ``"args"``.
    """
    joined = regex.sub(r"\\\s*\n", " ", command)
    joined = joined.split("|", 1)[0].split("&&", 1)[0].split(" 2>", 1)[0]
    try:
        tokens = shlex.split(joined, posix=True)
    except ValueError:
        tokens = joined.split()
    settings: dict[str, Any] = {}
    env: dict[str, str] = {}
    args: list[Any] = []
    i = 0
    while i < len(tokens):
        token = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if token in ("-e", "--env") and nxt and "=" in nxt:
            key, _, value = nxt.partition("=")
            env[key] = value
            i += 2
            continue
        if token.startswith("-") and not _NUMBER_RE.fullmatch(token):
            name = token.lstrip("-")
            if "=" in name:
                name, _, raw = name.partition("=")
                settings[name] = _value(raw)
                i += 1
                continue
            if nxt is not None and (not nxt.startswith("-") or _NUMBER_RE.fullmatch(nxt)):
                values = [nxt]
                j = i + 2
                # Space-separated lists ("--batch-size 1 8 32").
                while j < len(tokens) and _NUMBER_RE.fullmatch(tokens[j]):
                    values.append(tokens[j])
                    j += 1
                settings[name] = _value(nxt) if len(values) == 1 else [_value(x) for x in values]
                i = j
                continue
            settings[name] = True
            i += 1
            continue
        if "=" in token and regex.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", token):
            key, _, value = token.partition("=")
            env[key] = value
        else:
            args.append(token)
        i += 1
    if args:
        settings["args"] = args
    return settings, env


def find_commands(text: str) -> list[LaunchCommand]:
    """Every launch or benchmark command in ``text``, in order."""
    found: list[LaunchCommand] = []
    pos = 0
    while True:
        m = _START_RE.search(text, pos, timeout=1.0)
        if m is None:
            return found
        start = m.start("tool")
        end = _extent(text, start)
        tool = next(name for rx, name in _TOOL_RES if rx.match(m["tool"]))
        line_start = text.rfind("\n", 0, start) + 1
        prefix = text[line_start:start]
        env_prefix = dict(
            pair.split("=", 1) for pair in regex.findall(r"[A-Z_][A-Z0-9_]*=\S+", prefix)
        )
        settings, env = parse_command(text[m.end("tool") : end])
        found.append(LaunchCommand(tool, start, end, settings, env_prefix | env))
        pos = max(end, m.end())
