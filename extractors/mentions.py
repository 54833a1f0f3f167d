"""Context mentions found by regular expressions and catalogs.

A :class:`Mention` is one surface form in a text that states a context key:
an accelerator (with its count when written), a model, a parallel size, an
engine and its version, a precision, a speculative method or draft length,
concurrency, batch, lengths, temperature. Nothing here decides which claim
a mention belongs to; :mod:`extractors.context` does.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import regex

from extractors import catalog
from extractors.quantities import CURRENCY, SCRIPT_WORD

#: Seconds any one pattern may run on one text before it is abandoned.
TIMEOUT = 1.0


@dataclass(frozen=True)
class Mention:
    """One context value stated at ``[start, end)`` of a text."""

    key: str
    value: Any
    start: int
    end: int


def _alias_regex(aliases: list[str]) -> str:
    parts = []
    for alias in sorted(set(aliases), key=len, reverse=True):
        escaped = regex.escape(alias).replace(r"\ ", r"[\s_-]?")
        parts.append(escaped)
    return "|".join(parts)


_NUMBER_WORDS = {
    "a": 1, "an": 1, "one": 1, "single": 1, "my": 1, "his": 1, "her": 1, "their": 1,
    "dual": 2, "two": 2, "twin": 2, "pair of": 2, "three": 3, "triple": 3, "quad": 4,
    "four": 4, "six": 6, "eight": 8, "octo": 8, "sixteen": 16,
}  # fmt: skip


#: The machine an Apple chip is named in: "a Mac Studio M3 Ultra", "my MacBook Pro M4 Max".
_MAC = r"(?:Apple\s+)?Mac(?:Book)?(?:\s+(?:Studio|Pro|Air|mini|Mini))?\s+(?=M\d)"


@lru_cache(maxsize=1)
def _accelerator_re() -> tuple[regex.Pattern[str], dict[str, str]]:
    lookup: dict[str, str] = {}
    aliases: list[str] = []
    for entry in catalog.accelerators():
        for alias in entry.aliases:
            lookup[_fold(alias)] = entry.id
            aliases.append(alias)
    words = "|".join(sorted((regex.escape(w) for w in _NUMBER_WORDS), key=len, reverse=True))
    pattern = regex.compile(
        rf"""
        (?:(?<![\w.,{CURRENCY}])(?P<nodes>\d{{1,2}})[ \t]*[x×*][ \t]*(?P<per>\d{{1,2}})[ \t]*(?:[x×X*][ \t]*)?
            (?:NVIDIA\s+|AMD\s+|Nvidia\s+)?(?=[A-Za-z])  # "2*8 H800", "2x8 H100": nodes of eight
          |(?<![\w.,{CURRENCY}])(?P<count>\d{{1,3}})\s*[x×X*]\s*(?:NVIDIA\s+|AMD\s+|Nvidia\s+|{_MAC})?
          |(?P<word>\b(?:{words}))(?:\s+|(?<=one|single|dual|two|twin|three|triple|quad|four|six|eight)-)
            (?:NVIDIA\s+|AMD\s+|Nvidia\s+|{_MAC})?  # "a two-Spark split"
          |(?<![\w.,/:{CURRENCY}-])(?P<countsp>\d{{1,2}})[ \t]+(?:NVIDIA\s+|AMD\s+|Nvidia\s+)?(?=[A-Za-z])
          |(?<![{SCRIPT_WORD}/.,-])  # CJK text around a name is no part of it
        )
        (?P<name>{_alias_regex(aliases)})(?:s|'s)?(?![{SCRIPT_WORD}]|[.,]\d|-[a-zA-Z])
        (?:(?<=\d)(?![ \t]+(?:Pro|Max|Ultra|XTX?)(?![\w-]))|(?<!\d))  # "M2 Pro", "9070 XT"
        (?:\s*[x×X*]\s*(?P<countafter>\d{{1,3}})\b(?![.,]\d|\s*(?:GB|G\b|TB)))?
        (?:\s+(?:GPUs?|cards?))?
        """,
        regex.VERBOSE | regex.IGNORECASE,
    )
    return pattern, lookup


#: A setup line's singular hardware label right before a part: "GPU: ", "**Card**: ".
_ONE_PART_LABEL_RE = regex.compile(
    r"(?im)(?:^[ \t]*[-*•]?|[*•]|[ \t]-)[ \t]*[*_]{0,2}(?:GPU|card|graphics(?:[ \t]+card)?|accelerator"
    r"|machine|hardware|system|device|host)[*_]{0,2}"
    r"[ \t]*:[ \t]*[*_]{0,2}[ \t]*(?:NVIDIA[ \t]+|AMD[ \t]+|Nvidia[ \t]+|GeForce[ \t]+"
    # "Machine: MacBook Pro M3 Max": the one computer whose chip it names
    r"|(?:Apple[ \t]+)?(?:MacBook[ \t]+(?:Pro|Air)|Mac[ \t]+(?:Studio|mini|Pro)|iMac)[ \t]+"
    r"(?:\d{2}(?:[\"”]|[ \t]*-?inch)?[ \t]+)?(?:\(\w+\)[ \t]+)?)?$"
)


_NODE_AFTER_RE = regex.compile(
    r"(?i)(?:[ \t]+\w+)?[ \t]+(?:nodes?|servers?|boxes|box|systems?|machines?|instances?|hosts?|pods?|vms?)\b"
)


#: A count on the other side of a comparison: "not a single Spark", "against single
#: Spark 93.3", "than one H100": the hardware the figure was not measured on.
_COUNT_CONTRAST_RE = regex.compile(
    r"(?i)\b(?:not|rather[ \t]+than|instead[ \t]+of|than|against|versus|vs\.?"
    r"|compared[ \t]+(?:to|with|against)|(?:upgrade|upgraded|moved|switched)[ \t]+from)"
    r"[ \t]+(?:just[ \t]+|only[ \t]+|my[ \t]+|our[ \t]+)?(?:an?[ \t]+|the[ \t]+)?$"
)


def _fold(text: str) -> str:
    return regex.sub(r"[\s_-]+", "", text.casefold())


def accelerator_mentions(text: str) -> list[Mention]:
    """Accelerators by catalog id, with ``accelerator_count`` where a count is written."""
    pattern, lookup = _accelerator_re()
    found: list[Mention] = []
    for m in pattern.finditer(text, timeout=TIMEOUT):
        acc_id = lookup.get(_fold(m["name"]))
        if acc_id is None:
            continue
        # A bare model number ("4090") must not be a quantity of something else.
        if m["name"].isdigit() and not (m["count"] or m["nodes"] or m["word"] or m["countafter"]):
            after = text[m.end("name") : m.end("name") + 12].lower()
            if regex.match(r"\s*(?:tok|t/s|ms|%|gb|mb|mhz|w\b|tokens|ctx|context)", after):
                continue
        acc_id = _variant(acc_id, text[m.end("name") : m.end("name") + 30])
        found.append(Mention("accelerator", acc_id, m.start("name"), m.end("name")))
        count = None
        if m["nodes"]:
            count = int(m["nodes"]) * int(m["per"])
        elif m["count"]:
            count = int(m["count"])
        elif m["countafter"]:
            count = int(m["countafter"])
        elif m["word"]:
            count = _NUMBER_WORDS.get(m["word"].lower())
        elif m["countsp"]:
            count = int(m["countsp"])
        elif regex.match(r"(?i)[ \t]+pair\b", text[m.end() : m.end() + 8]):
            count = 2  # "on the H100 pair"
        elif _ONE_PART_LABEL_RE.search(text, max(0, m.start() - 60), m.start()) and not (
            regex.match(r"[ \t]*(?:\+|&|and\b|/)", text[m.end() : m.end() + 6])
            or (
                regex.match(r"[ \t]*,", text[m.end() : m.end() + 3])
                and pattern.search(text[m.end() : m.end() + 40]) is not None
            )  # "GPU: 3090, 4090" names two cards; "M3 Max, 16C CPU" one machine
        ):
            count = 1  # "**GPU**: RTX 5090 (32GB VRAM)": the one card a setup line names
        slice_ = (
            _TPU_SLICE_RE.match(text, m.end("name")) if acc_id.startswith("google-tpu") else None
        )
        if slice_:
            # "v6e-8": a slice of eight chips; "a v5p-128" counts cores, not chips.
            count = int(slice_["n"]) if acc_id in _CHIP_SLICES else None
        if count and (m["word"] or m["countsp"]) and _NODE_AFTER_RE.match(text, m.end()):
            count = None  # "a single H200 node", "two H100 servers": machines, not cards
        if count and _COUNT_CONTRAST_RE.search(text, max(0, m.start() - 30), m.start()):
            count = None
        if count and regex.match(r"(?i)[DH]GX[ -]?[ABH]\d{3}", m["name"]):
            count = None  # "a DGX H100", "2x HGX B200": systems of eight cards (a Spark is one)
        if count:
            found.append(Mention("accelerator_count", count, m.start(), m.end()))
    for m in _GPU_COUNT_RE.finditer(text, timeout=TIMEOUT):
        if _GPU_CORES_AFTER_RE.match(text, m.end()) or _CORE_LIST_BEFORE_RE.search(
            text, max(0, m.start() - 24), m.start()
        ):
            continue  # "24GPU cores", "8+4 CPU, 38 GPU": a chip's cores, not cards
        if _VERSIONED_NAME_BEFORE_RE.search(text, max(0, m.start() - 12), m.start()):
            continue  # "eagle 3 gpu cloud", "Gen 5 GPU": a name's version, not a count
        found.append(Mention("gpu_count", int(m["n"]), m.start(), m.end()))
    devices = list(_DEVICE_LIST_LINE_RE.finditer(text, timeout=TIMEOUT))
    if len(devices) == 1 and devices[0]["i"] == "0":
        # llama.cpp's device list "Vulkan0: AMD Radeon RX 7900 XTX (...)" with one
        # entry: the run's one card
        found.append(Mention("gpu_count", 1, devices[0].start(), devices[0].end()))
    for m in _GPU_WORD_COUNT_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("gpu_count", _GPU_COUNT_WORDS[m["w"].lower()], m.start(), m.end()))
    return found


@lru_cache(maxsize=1)
def _cpu_patterns() -> tuple[tuple[catalog.CpuFamily, regex.Pattern[str]], ...]:
    """Each processor family with its pattern, compiled once."""
    return tuple((family, family.compiled()) for family in catalog.cpus())


def cpu_mentions(text: str) -> list[Mention]:
    """Processors by the id their family's pattern builds ("i9-13900K" ->
    ``intel-core-i9-13900k``), under the key ``cpu``: a run's accelerator only
    where its author names no other (see ``document.py``)."""
    found: list[Mention] = []
    for family, pattern in _cpu_patterns():
        for m in pattern.finditer(text, timeout=TIMEOUT):
            if not any(f.start < m.end() and m.start() < f.end for f in found):
                found.append(Mention("cpu", family.cpu_id(m), m.start(), m.end()))
    return found


#: TPU generations whose slice name counts chips ("v6e-8", "v5e-16"); a v5p
#: slice counts TensorCores, two per chip, so it is left alone.
_CHIP_SLICES = frozenset({"google-tpu-v5e", "google-tpu-v6e"})
_TPU_SLICE_RE = regex.compile(r"-(?P<n>\d{1,3})\b(?![.,]\d)")


_VARIANT_AFTER_RE = regex.compile(r"(?i)^[^.;\n]{0,24}?\b(?P<v>SXM\d?|PCIe|NVL)\b")


_MEMORY_AFTER_RE = regex.compile(r"(?i)[ \t]*[-_]?[ \t]*(?P<gb>\d{2,3})[ \t]*G(?:B|iB)?\b")


def _variant(acc_id: str, after: str) -> str:
    """Refine a base id by a form factor written right after it ("H100 80GB HBM3 (SXM5)"),
    or by its memory where the catalog lists that size apart ("NVIDIA A100 80GB PCIe")."""
    memory = _MEMORY_AFTER_RE.match(after)
    if memory and catalog.accelerator(f"{acc_id}-{memory['gb']}gb"):
        return f"{acc_id}-{memory['gb']}gb"
    m = _VARIANT_AFTER_RE.match(after)
    if not m:
        return acc_id
    suffix = {"sxm": "sxm", "pcie": "pcie", "nvl": "nvl"}[regex.sub(r"\d", "", m["v"].lower())]
    candidate = f"{acc_id}-{suffix}"
    return candidate if catalog.accelerator(candidate) else acc_id


_GPU_COUNT_WORDS = {
    "one": 1, "single": 1, "two": 2, "dual": 2, "three": 3, "four": 4, "quad": 4, "six": 6,
    "eight": 8,
}  # fmt: skip
#: "one card", "two GPUs", "a single-GPU box": a count of the (named elsewhere)
#: cards a run used.
_GPU_WORD_COUNT_RE = regex.compile(
    r"(?i)\b(?P<w>one|single|dual|two|three|four|quad|six|eight)(?:[ \t]+|-)(?:cards?|gpus?)\b"
    r"(?!['’]|[ \t]+(?:of|per)\b)"
)
_GPU_CORES_AFTER_RE = regex.compile(r"(?i)[ \t-]*cores?\b")
#: A chip's core counts listed before: "8+4 CPU, ", "12-core CPU / ".
_CORE_LIST_BEFORE_RE = regex.compile(
    r"(?i)\b\d{1,2}(?:[ \t]*\+[ \t]*\d{1,2})?(?:[ \t-]*core)?[ \t]*CPU[ \t]*(?:cores?)?[ \t]*[,/][ \t]*$"
)
#: A line of llama.cpp's device list: "Vulkan0: AMD Radeon RX 7900 XTX (RADV NAVI31)".
_DEVICE_LIST_LINE_RE = regex.compile(
    r"(?m)^[ \t]*(?:Vulkan|CUDA|ROCm|HIP|SYCL|Metal|MTL)(?P<i>\d)[ \t]*:[ \t]*\S[^\n]*$"
)
#: A name whose version a number right after it is ("eagle 3", "PCIe Gen 5").
_VERSIONED_NAME_BEFORE_RE = regex.compile(
    r"(?i)\b(?:eagle|medusa|gen|pcie|nvlink|version|v)[ \t-]*$"
)
_GPU_COUNT_RE = regex.compile(
    rf"(?<![\w.,{CURRENCY}])(?P<n>\d{{1,3}})\s*(?:x\s*)?(?:GPUs|GPU\b|cards\b|-GPU\b|-way\b"
    r"|(?:CUDA|ROCm|HIP|Vulkan|SYCL|Metal)\s+devices?\b)",
    regex.IGNORECASE,
)

# --- models -----------------------------------------------------------------

_FAMILIES = (
    r"meta-llama|llama|codellama|qwen|qwq|deepseek|mistral|mixtral|ministral|codestral|devstral|magistral"
    r"|gemma|phi|glm|chatglm|gpt-oss|kimi|minimax|command-r|yi|internlm|granite|nemotron|falcon"
    r"|olmo|hermes|smollm|exaone|ernie|hunyuan|seed-oss|baichuan|starcoder|dbrx|jamba|solar"
    r"|nous-hermes|wizardlm|vicuna|zephyr|openchat|dolphin|tinyllama|lfm|stable-code|stablelm"
    r"|cosmos-reason|goliath|miqu|midnight-miqu|euryale|command-a|aya|arcee|opt(?=-\d)"
)
_CONT = (
    r"v?\d+(?:\.\d+)*[a-z]?(?![ \t]*(?:tok|t/s|tps|tokens|ms\b|s\b|%|gb\b|x\b|×|-?bits?\b|bpw\b))"
    r"|\d+(?:\.\d+)?[bB]-[aAeE]\d+(?:\.\d+)?[bB]|\d+(?:\.\d+)?[bBmMkK]|[aAeE]\d+(?:\.\d+)?[bB]|\d+x\d+[bB]"
    r"|instruct|chat|coder|code|it|base|flash|air|pro|mini|nano|small|medium|large|distill"
    r"|turbo|vl|moe|thinking|next|scout|maverick|lite|plus|max|omni|math|exp|preview|super|ultra|r\d"
    r"|abliterated|uncensored"
    # "Nemotron-Labs Elastic 30B-A3B": a capitalized name word right before the size
    r"|(?-i:[A-Z][a-z]{2,12})(?=[ ]\d+(?:\.\d+)?[bB](?:-[aAeE]\d+(?:\.\d+)?[bB])?(?![\w.]))"
)
#: A part joined by a hyphen to a spaced version ("Qwen 3.5-27B", "Llama 3.1-8B-Instruct"):
#: a size or a variant word, never a bare number ("Qwen 2.5-3" is no name).
_HYPHEN_CONT = (
    r"\d+(?:\.\d+)?[bB]-[aAeE]\d+(?:\.\d+)?[bB]|\d+(?:\.\d+)?[bBmM]|[aAeE]\d+(?:\.\d+)?[bB]"
    r"|instruct|chat|coder|it|base|flash|air|pro|mini|nano|small|medium|large|distill|turbo|vl"
    r"|moe|thinking|next|scout|maverick|lite|plus|max|omni|preview|super|ultra"
)
_MODEL_RE = regex.compile(
    rf"""
    (?:(?<![\w.])|(?<=\.gguf))(?<![^\s(\[]-)  # "-Qwen3-32B:" opens a bullet; "x-Qwen3" is no name
    (?P<org>(?:[A-Za-z0-9][\w.-]*/)+)?
    (?P<name>
      (?:{_FAMILIES})(?:(?<!\.gguf)[\w.-]|:(?=\w))*  # "...Q8_0.ggufQwen3.6-...": two files
      (?:[ ](?:{_CONT})(?:-(?:{_HYPHEN_CONT}))*(?![\w-]|\.\w))*  # "Qwen 3.5-27B"
    )
    """,
    regex.VERBOSE | regex.IGNORECASE,
)

#: Quantization and packaging suffixes: dropped from the model slug, kept as precision.
_QUANT_SUFFIX_RE = regex.compile(
    r"""[-_.: ](?:
      (?P<gguf>(?:UD-)?I?Q\d(?:_[A-Z0-9]+)*|Q\dK[MSL]?)
     |(?P<tag>AWQ(?:-INT4)?|FP8(?:-Dynamic|-dynamic|_dynamic)?|NVFP4|MXFP4|MXFP8|FP4|GPTQ(?:-Int\d)?|GGUF
       |W4A16|W4AFP8|W4A8|W8A8(?:-INT8|-FP8)?|MLX-\d+(?:\.\d+)?bit|\d+(?:\.\d+)?bit|\d-bit|INT4|INT8|Int4|Int8|hf|HF|bf16|BF16
       |fp16|FP16|EXL2|exl2|AutoRound|autoround|mlx|MLX|Dynamic|dynamic|quantized|mixed|bnb-4bit
       |\d+(?:\.\d+)?bpw|h\d|gs?\d{2,3}|\d{2,3}g|a?sym|UD|QAT|qat
       |MTP)
    )(?=$|[-_.: ])""",
    regex.VERBOSE | regex.IGNORECASE,
)

_SUFFIX_PRECISION = {
    "awq": "awq", "awq-int4": "awq", "fp8": "fp8", "fp8-dynamic": "fp8", "fp8_dynamic": "fp8",
    "nvfp4": "nvfp4", "mxfp4": "mxfp4", "mxfp8": "mxfp8", "fp4": "fp4", "w4a16": "int4", "w8a8": "int8",
    "w4afp8": "int4", "w4a8": "int4",
    "w8a8-int8": "int8", "w8a8-fp8": "fp8", "int4": "int4", "int8": "int8", "bf16": "bf16",
    "fp16": "fp16", "4bit": "int4", "4-bit": "int4", "8bit": "int8", "8-bit": "int8",
    "mlx-4bit": "int4", "mlx-8bit": "int8", "autoround": "autoround", "bnb-4bit": "int4",
}  # fmt: skip

_FLAG_BEFORE_RE = regex.compile(r"--?(?P<flag>[\w-]+)[ =]['\"]?$")
_ALTERNATIVE_AFTER_RE = regex.compile(r"(?i)/(?:r\d+|v\d+(?:\.\d+)?|\d+(?:\.\d+)?b)\b(?![/\w.-])")


def _past_link(text: str, pos: int) -> int:
    """The end of a markdown link's target right at ``pos`` ("](https://...)"), or ``pos``."""
    m = regex.match(r"\]\([^)\s]*\)", text[pos : pos + 300])
    return pos + m.end() if m else pos


_DRAFTER_AFTER_RE = regex.compile(
    r"(?i)(?:[ \t]+(?:gguf|quant|quantized|weights?))?[ \t]+(?:drafter|draft(?:[ \t]+(?:model|head))?)\b"
)
#: A model named after another and a "+": "Qwen3-8B Q8_0 + " (the pair's second part).
_PAIRED_AFTER_RE = regex.compile(
    r"(?i)[\w.-]*\d[\w.-]*(?:[ \t]+(?:I?Q\d\w*|FP8|BF16|FP16|INT[48]|\d-?bit|AWQ|GPTQ))?[ \t]*\+[ \t]*$"
)
_DRAFT_WORD_RE = regex.compile(r"(?i)\bdraft")
_LINK_TARGET_RE = regex.compile(r"\[(?P<label>[^\]\n]{1,80})\]\([^)\s]*$")
_DRAFT_CONTEXT_RE = regex.compile(
    r"(?:draft(?:ers?)?|-md|--model-draft|draft[-_ ]model|speculative[-_]draft[-_]\w*)"
    r"(?:[\s=:\"'`/\[]{0,4}|[*_]{1,2}[ \t]*:[ \t]*|:[*_]{1,2}[ \t]*"  # "**Draft model**: "
    r"|[\"'`]?\s+(?:pointing|set|points)\s+(?:at|to)\s+(?:the\s+)?)(?:[\w.-]+/)*$",
    regex.IGNORECASE,
)
#: Words before the model a measured one was made from: "the base model is",
#: "fine-tuned from", "a finetune of".
_BASE_MODEL_BEFORE_RE = regex.compile(
    r"(?i)\b(?:base[ \t]+model[ \t]+(?:is|was)|base[ \t]+model[ \t]*:|fine-?tuned?[ \t]+(?:from|of)"
    r"|finetune[ \t]+of|derived[ \t]+from|distilled[ \t]+from|trained[ \t]+on[ \t]+top[ \t]+of)"
    r"[ \t]+(?:the[ \t]+|an?[ \t]+)?$"
)
#: A model named as the draft after its name: "Qwen2.5-0.5B Q8_0 as draft", "a 1B draft model".
_DRAFT_AFTER_RE = regex.compile(
    r"(?i)[ \t()]*(?:\([^()\n]{0,40}\)[ \t,]*)?"  # "Gemma-4-E2B (Q4_K_S / q4_0/q4_0) as ..."
    r"(?:(?:I?Q\d\w*|\d-?bit|fp\d+|bf16|int\d|\d+(?:\.\d+)?bpw)[ \t,)]+)?"
    r"(?:as\s+(?:the\s+|a\s+|its\s+)?(?:simple[- ]|small[- ])?)?drafts?\b(?![-_=])"
)


def model_slug(name: str) -> tuple[str, str | None]:
    """Slug a model name per the guide, returning (slug, precision from its suffix).

    Example:
        >>> model_slug("Qwen/Qwen3-32B-AWQ")
        ('qwen3-32b', 'awq')
        >>> model_slug("Llama 3.3 70B Instruct")
        ('llama-3.3-70b-instruct', None)
    """
    name = name.rsplit("/", 1)[-1].strip()
    name = name.rsplit("--", 1)[-1]  # the Hugging Face cache's "models--Qwen--Qwen3-8B"
    name = regex.sub(r"(?i)\.(?:gguf|safetensors|bin|pt|pth|onnx)$", "", name)
    name = regex.sub(r"(?i)-\d{5}-of-\d{5}$", "", name)  # a split GGUF's part number
    name = regex.sub(r"(?i):latest$", "", name)  # Ollama's default tag names no variant
    name = regex.sub(r"(?i)\.latest$", "", name)  # a GPTQ file's basename, "...-128g.latest"
    # A scraper that drops the space after a code span glues the next word on:
    # "Qwen3.6-27B-MTP-GGUFat the UD-Q4_K_XL quantization".
    name = regex.sub(r"(?<=-(?:GGUF|AWQ|FP8|GPTQ|NVFP4|MXFP4|MXFP8|EXL2|MLX))[a-z]+$", "", name)
    precision: str | None = None
    while True:
        ending = [
            m
            for m in _QUANT_SUFFIX_RE.finditer(name, overlapped=True, timeout=TIMEOUT)
            if m.end() == len(name)
        ]
        if not ending:
            break
        m = min(ending, key=lambda x: x.start())
        tag = (m["gguf"] or m["tag"] or "").lower()
        # Peeled from the end: the format written nearest the name is the
        # weights' ("-GPTQ-Int4-...-MTP-BF16": a GPTQ model with a BF16 head).
        if m["gguf"]:
            precision = tag
        elif tag.startswith("gptq"):
            precision = "gptq"
        else:
            precision = _SUFFIX_PRECISION.get(tag) or precision
        name = name[: m.start()]
    slug = regex.sub(r"[\s_]+", "-", name.lower()).strip("-.:")
    return slug, precision


_SIZE_RE = regex.compile(
    r"(?<![a-z])(?:\d+(?:\.\d+)?[bm]|\d+x\d+b|[ae]\d+(?:\.\d+)?b)(?![a-z])"
    r"|(?<=^(?:llama|qwen|mistral|vicuna|alpaca)\d*?)\d+b$"  # "llama7b", "vicuna13b"
)


def _names_a_model(slug: str) -> bool:
    """A slug names a model when it has a size or a separate version part.

    "qwen3-32b", "deepseek-v3", "glm-4.5-air" name models; "qwen3", "llama3"
    and llama.cpp's architecture names ("qwen3moe") name only a family.
    """
    if _SIZE_RE.search(slug):
        return True
    parts = regex.split(r"[-:]", slug)
    if len(parts) >= 2 and regex.search(r"\d\.\d", parts[0]) and set(parts[1:]) & _VARIANT_WORDS:
        return True  # "qwen3.8-flash-next": a versioned family's named variant
    glued = regex.search(r"\d\.\d+(?P<w>[a-z]+)$", parts[0])
    if glued and glued["w"] in _VARIANT_WORDS:
        return True  # "glm4.5air": the variant glued to the version
    if regex.search(r"\d$", parts[0]) and len(set(parts[1:]) & _VARIANT_WORDS) >= 2:
        return True  # "qwen3-coder-next": a variant of a variant ("qwen3-coder" is a line)
    return len(parts) >= 2 and any(regex.search(r"\d", p) for p in parts[1:])


#: Words that name one variant of a versioned family ("Qwen3.8-Flash-Next", "GLM-4.5-Air").
_VARIANT_WORDS = frozenset(
    {"flash", "next", "air", "turbo", "coder", "max", "plus", "omni", "mini", "nano", "lite",
     "pro", "super", "ultra", "scout", "maverick", "thinking"}
)  # fmt: skip


#: llama-bench's model column: architecture, size, quant type ("qwen3moe 30B.A3B Q4_K - Medium").
_BENCH_MODEL_RE = regex.compile(
    rf"(?i)(?<![\w.-])(?P<arch>(?:{_FAMILIES})[a-z0-9]*?)(?:moe)?[ \t]+(?P<size>\d+(?:\.\d+)?B(?:\.A\d+(?:\.\d+)?B)?)"
    r"[ \t]+(?=I?Q\d|[BM]?F(?:16|32)\b|MXFP[48])"
)


#: A family named alone ("DeepSeek took 4 minutes"): no model by itself, but the
#: document's one model of that family (see ``context``).
_FAMILY_ALONE_RE = regex.compile(
    rf"(?i)(?<![\w./-])(?P<family>{_FAMILIES})(?![\w.+-]|[ \t]+(?:v?\d|[a-z]+\d))"
)


#: A model called by its size ("same 70B", "the 72B"): the document's model of that size.
_SIZE_REFERENCE_RE = regex.compile(
    r"(?i)\b(?:same|the|that|this)[ \t]+(?P<size>\d+(?:\.\d+)?B)\b(?![\w.-]|[ \t]*(?:params|parameters))"
    # "• 27B IQ3+MTP: ...": a list item led by a size
    r"|(?m)^[ \t]*[-*•][ \t]+(?P<size>\d+(?:\.\d+)?B)\b(?![\w.-]|[ \t]*(?:params|parameters))"
)


_SOURCE_FILE_RE = regex.compile(r"(?i)\.(?:go|py|cpp|cc|cu|c|h|hpp|rs|js|ts|java|sh)(?::\d+)?$")
_HARDWARE_SUFFIX_RE = regex.compile(
    r"(?i)(?<=\d[bm]|\d[bm]-[a-z0-9.]+)[-_](?:h100|h200|h800|h20|b200|b300|gb200|a100|a800|a10g|l40s|l40"
    r"|mi\d{3}x?|rtx-?\d{4}(?:-?ti)?)(?:[-_][\w.-]*)?$"
)
_BARE_PART_RE = regex.compile(r"\d+(?:\.\d+)*")
_SIZE_PART_RE = regex.compile(r"(?i)(?:\d+x)?\d+(?:\.\d+)?[bmk]|[ae]\d+(?:\.\d+)?b")


def _without_figures(raw: str, text: str, start: int) -> str:
    """A name cut before the figures a flattened table row puts after it
    ("Qwen 2.5 7B 12.4 43.0", "Qwen3-VL-235B-A22B 11,218 ± 32 tok/s",
    "qwen3:30b-a3b 12.0 30B"): a
    version comes before the size, never after it or after another version,
    and is never written with a thousands comma, a spread or three digits."""
    parts = raw.split(" ")
    kept = [parts[0]]
    pos = start + len(parts[0])
    for part in parts[1:]:
        if _BARE_PART_RE.fullmatch(part):
            after = text[pos + 1 + len(part) : pos + 1 + len(part) + 6]
            if (
                any(_SIZE_PART_RE.fullmatch(p) or _BARE_PART_RE.fullmatch(p) for p in kept[1:])
                or any(_SIZE_PART_RE.fullmatch(p) for p in regex.split(r"[-:_]", kept[0])[1:])
                or ("." in part and regex.search(r"\d\.\d", kept[0]) is not None)
                or len(part.split(".")[0]) >= 3
                or regex.match(r",\d|[ \t]*(?:±|\+/-|\+-)", after)
            ):
                break
        kept.append(part)
        pos += 1 + len(part)
    return " ".join(kept)


#: A container image's name up to its tag's colon: "vllm/vllm-openai:",
#: "lmsysorg/sglang:" (a tag names a build, not a model).
_IMAGE_TAG_BEFORE_RE = regex.compile(
    r"(?i)(?<![\w./:-])(?:[\w.-]+/)+[\w.-]*(?:vllm|sglang|llama|ollama|tgi|trt|tensorrt|openai"
    r"|server|serving|inference|runtime|image)[\w.-]*:$"
)


def model_mentions(text: str) -> list[Mention]:
    """Models (slugged) and precisions carried by model-name suffixes."""
    found: list[Mention] = []
    for m in _FAMILY_ALONE_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("model_family", m["family"].lower(), m.start(), m.end()))
    for m in _SIZE_REFERENCE_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("model_size", m["size"].lower(), m.start("size"), m.end("size")))
    for m in _BENCH_MODEL_RE.finditer(text, timeout=TIMEOUT):
        size = m["size"].lower().replace(".a", "-a")
        found.append(Mention("model", f"{m['arch'].lower()}-{size}", m.start(), m.end("size")))
    # "Qwen3-8B Q8_0 + Qwen3-1.7B Q4_K_M: 279.9 tok/s" in a text about drafts: target + draft.
    drafting = bool(_DRAFT_WORD_RE.search(text))
    for m in _MODEL_RE.finditer(text, timeout=TIMEOUT):
        raw = _without_figures(m["name"].rstrip(".:-,"), text, m.start("name"))
        # "GLM-5.2 v14 recipe": a version of something else after a versioned name.
        raw = regex.sub(r"(?<=\d\.\d{1,2})[ ]v\d+$", "", raw)
        # "Qwen3.6 35B MoE": a word about the architecture after the size, not the name
        raw = regex.sub(r"(?i)(?<=\d[bm](?:-a\d+(?:\.\d+)?b)?)[ ](?:moe|dense)$", "", raw)
        if not regex.search(r"\d", raw):
            continue  # a family name alone ("Llama", "DeepSeek") names no model
        if _SOURCE_FILE_RE.search(raw):
            continue  # "llama_server.go:71" in a log line: a source file, not a model
        # "gpt-oss-120b-h100": an image or file named for the model on a card
        raw = _HARDWARE_SUFFIX_RE.sub("", raw)
        if regex.match(r"(?i)llama[-.]?(?:cpp|server|cli|bench|swap)", raw):
            continue
        before = text[max(0, m.start() - 40) : m.start()]
        url = regex.search(r"(?i)\S*://\S*$", text[max(0, m.start() - 200) : m.start("name")])
        if url and not regex.search(r"(?i)huggingface\.co/|hf\.co/|ollama\.com/", url.group()):
            continue  # "perf-overview.md#llama-31-8b-fp8": a page's address, not a model named
        link = _LINK_TARGET_RE.search(text[max(0, m.start() - 200) : m.start()])
        if link and _MODEL_RE.search(link["label"]):
            continue  # "[llama-160m](https://.../llama-160m)": the link's text names it
        if _IMAGE_TAG_BEFORE_RE.search(text, max(0, m.start("name") - 80), m.start("name")):
            continue  # "vllm/vllm-openai:gemma4-0505-cu130": a container image's tag
        if (
            _DRAFT_CONTEXT_RE.search(before)
            or regex.search(r"(?i)eagle|medusa|draft|dflash|dspark", raw)
            or _DRAFT_AFTER_RE.match(text, _past_link(text, m.start("name") + len(raw)))
            or (_PAIRED_AFTER_RE.search(before) and drafting)
        ):
            end = m.start("name") + len(raw)
            found.append(Mention("draft_model", raw, m.start("name"), end))
            if not regex.search(r"(?i)eagle|medusa|mtp|dflash|dspark", raw):
                # "Qwen2.5-Coder-0.5B as draft": speculation with a draft model.
                found.append(Mention("spec_method", "draft-model", m.start("name"), end))
            continue
        if _BASE_MODEL_BEFORE_RE.search(before):
            continue  # "our own model; the base model is Llama3 8B": not the model measured
        flag = _FLAG_BEFORE_RE.search(before)
        if flag and regex.search(
            r"(?i)(?:^|[-_])(?:parser|mode|tokenizer|template|format|chat|arch)(?:$|[-_])",
            flag["flag"],
        ):
            continue  # a parser or mode name ("--tool-call-parser deepseek_v4"), not the model
        if _ALTERNATIVE_AFTER_RE.match(text, m.start("name") + len(raw)):
            continue  # "DeepSeek-V3/R1", "Llama-3.1-8B/70B": either of two models
        if regex.match(
            r"(?i)[ \t]+(?:models|family|series|line-?up)\b", text[m.start("name") + len(raw) :]
        ):
            continue  # "Qwen 3.5 models have a draft head": a family, not one model
        slug, precision = model_slug(raw)
        if not _names_a_model(slug):
            if regex.fullmatch(r"[a-z]+-?\d+(?:\.\d+)?", slug):
                # "Llama4", "Qwen3.6": a family's version, the model only when the
                # document names no fuller one (see context.document_setup)
                end = m.start("name") + len(raw)
                found.append(Mention("model_version", slug, m.start("name"), end))
            continue
        if any(f.key == "model" and f.start <= m.start("name") < f.end for f in found):
            continue  # already read as a llama-bench model cell
        found.append(Mention("model", slug, m.start("name"), m.start("name") + len(raw)))
        if precision:
            found.append(
                Mention("model_precision", precision, m.start("name"), m.start("name") + len(raw))
            )
    found = _joined_distills(found, text)
    # "grimulkan/Euryale-1.3-longLORA-70b-rope8-32k-6bpw_h8_exl2": a repository
    # path whose name carries a parameter count names a model of any family.
    for m in _REPO_MODEL_RE.finditer(text, timeout=TIMEOUT):
        if any(f.start < m.end() and m.start() < f.end for f in found):
            continue
        before = text[max(0, m.start() - 40) : m.start()]
        if _DRAFT_CONTEXT_RE.search(before) or regex.search(r"(?i)eagle|medusa|draft", m["name"]):
            continue
        if _CODE_FILE_RE.search(m["name"]):
            continue  # "src/llama-7b.py": a source file
        slug, precision = model_slug(m["name"])
        if _names_a_model(slug):
            found.append(Mention("model", slug, m.start("name"), m.end("name")))
            if precision:
                found.append(Mention("model_precision", precision, m.start("name"), m.end("name")))
    return found


def _joined_distills(found: list[Mention], text: str) -> list[Mention]:
    """ "Deepseek R1 Distill Qwen 32B" written with spaces: one distilled model
    (deepseek-r1-distill-qwen-32b), not a distill and a Qwen."""
    models = sorted((f for f in found if f.key == "model"), key=lambda f: f.start)
    for a, b in zip(models, models[1:], strict=False):
        if str(a.value).endswith("distill") and regex.fullmatch(r"[ \t-]", text[a.end : b.start]):
            joined = Mention("model", f"{a.value}-{b.value}", a.start, b.end)
            found = [f for f in found if f is not a and f is not b] + [joined]
    return found


_CODE_FILE_RE = regex.compile(r"(?i)\.(?:py|go|rs|sh|json|ya?ml|md|txt|cpp|cc|h|c|js|ts|toml|log)$")
_REPO_MODEL_RE = regex.compile(
    r"(?<![\w./:-])[A-Za-z0-9][\w.-]{1,38}/(?P<name>[A-Za-z][\w.-]*?[-_]\d+(?:\.\d+)?[bB](?:[-_.][\w.]+)*)"
    r"(?![\w/-])"
)


# --- precision ----------------------------------------------------------------


@lru_cache(maxsize=1)
def _precision_re() -> tuple[regex.Pattern[str], dict[str, str]]:
    lookup: dict[str, str] = {}
    for entry in catalog.precisions():
        for alias in entry.aliases:
            lookup[alias.casefold()] = entry.id
    names = "|".join(regex.escape(a) for a in sorted(lookup, key=len, reverse=True))
    pattern = regex.compile(
        # A markdown escape before an underscore ("UD-Q4\_K\_XL") is no part of the type.
        rf"(?<![\w/.-])(?:(?P<alias>{names})|(?P<gguf>(?:UD-)?I?Q\d(?:\\?_[A-Z0-9]+)+|Q\d\\?_\d|Q\dK[MSL]?|IQ\d))(?![\w-])",
        regex.IGNORECASE,
    )
    return pattern, lookup


_KV_BEFORE_RE = regex.compile(
    r"(?i)(?:kv[-_ ]?cache[-_ ]?(?:dtype|type)?|cache[-_]type[-_][kv]|--cache-type-[kv]|kv)\s*[=:]?\s*['\"]?$"
)
_KV_AFTER_RE = regex.compile(r"(?i)^\s*(?:kv\b|kv[-_ ]?cache|cache\b|k/v|activations)")


_LLAMA_BENCH_TYPE_RE = regex.compile(
    r"(?i)\b(?P<q>I?Q\d_K)\s*-\s*(?P<size>Small|Medium|Large|XS|XXS|S|M|L)\b"
)
_SIZE_LETTER = {"small": "s", "medium": "m", "large": "l"}


#: A hardware spec line's datatype: "FP32 performance: 82.6 TFLOPS", "FP16 TFLOPS".
_COMPUTE_SPEC_AFTER_RE = regex.compile(
    r"(?i)[ \t]*(?:\(?[ \t]*(?:performance|compute|throughput)[ \t]*\)?[ \t]*[:=]?[ \t]*[\d.,]*[ \t]*)?"
    r"(?:T|P)(?:FLOPS|OPS)\b"
)


def precision_mentions(text: str) -> list[Mention]:
    """Weight formats; KV-cache and activation dtypes are not weight precision."""
    pattern, lookup = _precision_re()
    found: list[Mention] = []
    bench_spans = []
    for m in _LLAMA_BENCH_TYPE_RE.finditer(text, timeout=TIMEOUT):
        size = m["size"].lower()
        bench_type = f"{m['q'].lower()}_{_SIZE_LETTER.get(size, size)}"
        found.append(Mention("precision", bench_type, m.start(), m.end()))
        bench_spans.append((m.start(), m.end()))
    for m in pattern.finditer(text, timeout=TIMEOUT):
        if _KV_BEFORE_RE.search(text[max(0, m.start() - 24) : m.start()]):
            continue
        if _KV_AFTER_RE.match(text[m.end() : m.end() + 16]):
            continue
        if _COMPUTE_SPEC_AFTER_RE.match(text, m.end()):
            continue  # "FP32 performance: 82.6 TFLOPS": the card's compute, not the weights
        value: str | None = (
            lookup.get(m["alias"].casefold()) if m["alias"] else m["gguf"].lower().replace("\\", "")
        )
        if any(a <= m.start() < b for a, b in bench_spans):
            continue
        if value:
            found.append(Mention("precision", value, m.start(), m.end()))
    named_ends = {x.end for x in found}
    for m in _UNSTATED_FORMAT_RE.finditer(text, timeout=TIMEOUT):
        # "16xH100s: Full Precision": a format the guide cannot name; it keeps another
        # run's "(AWQ)" from reading as the document's, and is never output itself
        if any(m.start() - 2 <= end <= m.start() for end in named_ends):
            continue  # "BF16 full precision": the named format, described
        found.append(Mention("precision", UNNAMED_PRECISION, m.start(), m.end()))
    return found


#: The value of a precision stated in words no format id names ("full precision").
UNNAMED_PRECISION = "unnamed"
_UNSTATED_FORMAT_RE = regex.compile(r"(?i)\b(?:full[ -]precision|unquantized|non-quantized)\b")


@lru_cache(maxsize=1)
def _folded_accelerator_aliases() -> frozenset[str]:
    return frozenset(_fold(a) for entry in catalog.accelerators() for a in entry.aliases)


def short_accelerator_mentions(text: str, named: Iterable[str]) -> list[Mention]:
    """ "the 395", "my 395" for an accelerator the document names in full
    ("Ryzen AI Max+ 395"), when its model number alone is no alias of any part."""
    found: list[Mention] = []
    aliases = _folded_accelerator_aliases()
    for accelerator_id in sorted(named):
        number = regex.search(r"-(\d{3,4})$", accelerator_id)
        if number is None or _fold(number[1]) in aliases:
            continue
        pattern = rf"(?i)\b(?:the|my|our|a|one|each)[ \t]+(?P<n>{number[1]})s?\b(?![ \t]*(?:w\b|watts?|gb|mhz|points|tok|t/s|ms|%))"
        for m in regex.finditer(pattern, text, timeout=TIMEOUT):
            found.append(Mention("accelerator", accelerator_id, m.start("n"), m.end("n")))
    return found


# --- engines and versions -----------------------------------------------------


def named_release_mentions(text: str, releases: Iterable[tuple[str, str]]) -> list[Mention]:
    """A release the document writes with its engine ("vllm==0.26.0"), written
    bare elsewhere ("| 0.26.0 | 148 tok/s |", "A (0.24.0)"): that engine's release.

    Only versions of two or more dots count ("0.26.0", not "2.5"), and only
    when one engine has the release."""
    engines: dict[str, set[str]] = {}
    for version, engine in releases:
        engines.setdefault(version, set()).add(engine)
    found: list[Mention] = []
    for version, named in sorted(engines.items()):
        if len(named) != 1 or version.count(".") < 2:
            continue
        engine = next(iter(named))
        pattern = rf"(?<![\w.=-])v?{regex.escape(version.lstrip('v'))}(?![\w]|\.\d)"
        for m in regex.finditer(pattern, text, timeout=TIMEOUT):
            found.append(Mention("engine_version", version, m.start(), m.end()))
            found.append(Mention(f"engine_version:{engine}", version, m.start(), m.end()))
    return found


#: A release's suffixes, any number of them: "rc1", ".post1", ".dev111" in "v0.20.2rc1.dev111".
_RELEASE_SUFFIXES = r"(?:[.-]?(?:post|rc|dev)\d+)*"


@lru_cache(maxsize=1)
def _engine_re() -> tuple[regex.Pattern[str], dict[str, str]]:
    lookup: dict[str, str] = {}
    for entry in catalog.engines():
        for alias in entry.aliases:
            lookup[alias.casefold()] = entry.id
    names = "|".join(regex.escape(a) for a in sorted(lookup, key=len, reverse=True))
    pattern = regex.compile(
        rf"""(?<![\w.@-])(?P<name>{names})(?:-fork\b)?(?![\w]|-(?!serve|bench|(?:xpu|rocm|cpu|tpu|hpu|neuron)\b)[a-zA-Z]|/)
        (?:\s*(?:==|=|@|\s|\*{{0,2}}:\*{{0,2}}[ \t]|,\s*version\s*|\s+version\s*[:=]?\s*|\|[ \t]*(?=v\d|\d+\.\d+\.\d)
             |\((?:version\s*[:=]?\s*)?(?=v?\d+(?:\.\d+)+{_RELEASE_SUFFIXES}(?:\+[\w.-]*[\w])?[),]|b\d{{4,5}}\))
             |\[(?=v?\d+(?:\.\d+)+\]))\s*  # "ollama [v0.11.4]"
           (?P<version>v?\d+\.\d+(?:\.\d+)*(?:[.-]?(?:post|rc|dev|a|b)\d+)*(?:\+[\w.-]*[\w])?|b\d{{4,5}}|build\s+\d{{4,5}}
             # a commit written as the release: "llama.cpp 59778f0 (cuda)"
             |(?=[0-9a-f]{{0,39}}\d)(?=[0-9a-f]{{0,39}}[a-f])(?:[0-9a-f]{{40}}|[0-9a-f]{{7,12}})(?![\w-]))
           (?![\w.]*\d)(?![x×%])(?![ \t]*(?:tok|t/s|tps|tokens|ms\b|s\b|req|/s)))?""",
        regex.VERBOSE | regex.IGNORECASE,
    )
    return pattern, lookup


def _engine_names() -> str:
    """Every engine alias of the catalog as one alternation, longest first."""
    _, lookup = _engine_re()
    return "|".join(regex.escape(a) for a in sorted(lookup, key=len, reverse=True))


@lru_cache(maxsize=1)
def _glued_version_re() -> regex.Pattern[str]:
    """An engine name joined to its release by "_" or "-": "ollama_v24", "vllm-0.10.2"."""
    names = _engine_names()
    return regex.compile(
        rf"(?<![\w.@/-])(?P<name>{names})[_-]"
        r"(?P<version>v\d+(?:\.\d+)*(?:[_.-]?rc\d+)?|\d+\.\d+(?:\.\d+)*(?:[.-]?(?:post|rc)\d+)?)"
        r"(?![\w.]*\d|[\w-])",
        regex.IGNORECASE,
    )


_BUILD_RE = regex.compile(
    r"(?i)\b(?:build\s*[:#]?\s*|version:\s*|llama-(?:server|cli|bench):[ \t]*)(?P<v>b?\d{4,5})\b(?:\s*\((?P<commit>[0-9a-f]{7,12})\))?"
)

_BENCH_BUILD_RE = regex.compile(
    r"(?i)\bbuild:[ \t]*(?=[0-9a-f]*[a-f])[0-9a-f]{7,12}[ \t]*\((?P<n>\d{3,5})\)"
)


#: A llama.cpp release written alone: "(Metal, b6100)", "b6580: ~34 t/s".
_BARE_BUILD_RE = regex.compile(r"(?<![\w./:#-])(?P<v>b\d{4,5})(?!\w|[.-]\w)")


_VERSION_LABEL_RE = regex.compile(
    r"(?im)^[ \t]*(?:#{1,6}[ \t]+|\*\*|__|`)?[ \t]*(?P<v>v?\d+\.\d+(?:\.\d+)+(?:[.-]?(?:post|rc|dev)\d+)?|b\d{4,5}"
    # "1.56" alone on a code block's first line: the release its output is from
    r"|(?<=```[^\n]*\n[ \t]*)v?\d+\.\d+)[ \t]*(?:\*\*|__|`)?[ \t]*:?[ \t]*$"
)


#: A label line led by a release: "b5212 with rocWMMA FA:", "v0.10.2, same flags:".
_VERSION_LEAD_RE = regex.compile(
    r"(?im)^[ \t]*(?:\*\*|__)?(?P<v>b\d{4,5}|v?\d+\.\d+\.\d+(?:[.-]?(?:post|rc|dev)\d+)?)\b(?![.\d])"
    r"[^\n\d]{0,60}:[ \t]*$"
)

#: A line led by a release and its figures: "0.10.2: 39.8 tok/s", "b5212: pp512 ...".
_VERSION_ROW_RE = regex.compile(
    r"(?im)^[ \t]*(?:[-*][ \t]+)?(?:\*\*|__)?(?P<v>b\d{4,5}|v?\d+\.\d+\.\d+(?:[.-]?(?:post|rc|dev)\d+)?)"
    r"(?:\*\*|__)?[ \t]*:(?=[^\n]*\d)[ \t]*\S"
)

#: A line naming only a build above its results: "> Build 9159", "Version 0.11.1:".
_BUILD_LABEL_RE = regex.compile(
    r"(?im)^[ \t>*_#]*(?:build|version|release)[ \t]+(?P<v>b?\d{4,5}|v?\d+\.\d+(?:\.\d+)+)"
    r"[*_]{0,2}[ \t]*:?[ \t]*$"
)


#: "MLX" naming a weight format: "MLX quantization", "an MLX 4-bit quant".
_MLX_FORMAT_AFTER_RE = regex.compile(
    r"(?i)[ \t-]*(?:\d+(?:\.\d+)?[ \t-]?bits?[ \t]+)?(?:quantization|quantized|quants?|format|weights|conversion)\b"
)


_UPSTREAM_BEFORE_RE = regex.compile(
    r"(?i)\b(?:based[ \t]+on|fork[ \t]+of|forked[ \t]+from|derived[ \t]+from|on[ \t]+top[ \t]+of)[ \t]+(?:upstream[ \t]+)?$"
)


#: A commit a build was made at: "HEAD aecbbd5d", "at commit 200362e7".
_COMMIT_RE = regex.compile(
    r"(?i)\b(?:HEAD|commit|rev(?:ision)?)[ \t]+(?:@[ \t]*)?(?P<v>[0-9a-f]{7,12}|[0-9a-f]{40})\b(?![\w-])"
    r"|\b(?:main|master|HEAD)@(?P<v>[0-9a-f]{7,12}|[0-9a-f]{40})\b(?![\w-])"  # "main@344688ce"
    # "(Build: 9fb13f9)": a build named by its commit (llama-bench's "build:
    # 74e05131e (7486)" is build 7486, read below)
    r"|\bbuild[ \t]*[:#@]?[ \t]*(?P<v>[0-9a-f]{7,12})\b(?![\w-]|[ \t]*\(\d)"
)
#: A hyphenated name ending in an engine's name: a derivative of that engine.
_DERIVED_ENGINE_RE = regex.compile(
    r"(?i)(?<![\w.@/-])(?!(?:rocm|cuda|docker|ghcr|nvcr|ik)-)[a-z][a-z0-9]{2,}-(?P<base>mlx|vllm|sglang|llama[-.]cpp)(?![\w.-])"
    r"|(?<![\w.@/-])(?P<base>vllm|sglang|llama\.cpp)-[a-z0-9]{3,}(?=[ \t]+fork\b)"
)
_REPO_PREFIX_RE = regex.compile(r"(?:://|github\.com/|huggingface\.co/)\S*$")


#: A language binding of an engine: it runs that engine, its releases are its own.
_BINDING_RE = regex.compile(r"(?i)llama[-_]cpp[-_]python")


#: A container image whose tag carries the engine's release:
#: ``vllm/vllm-openai:v0.10.2``, ``lmsysorg/sglang:v0.4.9.post2-cu126``,
#: ``nvcr.io/nvidia/tensorrt-llm/release:1.1.0rc2``, ``rocm/vllm:rocm6.4.1_vllm_0.10.1_20250909``;
#: a platform build's name before the engine's keeps it (``dgx-spark-sglang:0.5.12``).
_IMAGE_RE = regex.compile(
    r"""(?ix)(?<![\w.-])(?:[\w.-]+/)*(?:[a-z\d.]+-)*(?P<image>vllm-openai|vllm|sglang|tensorrt-llm|lmdeploy|text-generation-inference)
    (?:/release)?:(?:[\w.]*?_(?P=image)_)?v?(?P<version>\d+\.\d+(?:\.\d+)*(?:[.-]?(?:post|rc|dev)\d+)?)
    (?![\w]*\.\d)(?!\d)(?P<ngc>-py\d)?"""
)


@lru_cache(maxsize=1)
def _engine_label_re() -> regex.Pattern[str]:
    """A line naming only an engine (any catalog alias), perhaps as its results'
    section, as a label above results."""
    names = _engine_names()
    return regex.compile(
        r"(?im)^[ \t]*(?:#{1,6}[ \t]+|\*\*|__)?[ \t]*(?:(?:mainline|upstream|stock|vanilla|plain)[ \t]+)?"
        rf"(?P<name>{names})"
        # "vLLM Performance", "Ollama results": a section of one engine's runs
        r"(?:[ \t]+(?:performance|results|numbers|benchmarks?|runs))?[ \t]*(?:\*\*|__)?[ \t]*:?[ \t]*$"
    )


def engine_of(written: str) -> str | None:
    """The engine id of a name as written ("vLLM" -> vllm), if it is one."""
    _, lookup = _engine_re()
    return lookup.get(written.strip().casefold())


#: An engine's own environment variable set for a run: "VLLM_USE_V1=1", "SGLANG_...=".
_ENGINE_ENV_RE = regex.compile(
    r"(?<![\w$])(?P<env>VLLM|SGLANG|SGL|OLLAMA|TRTLLM|TLLM|LMDEPLOY)_[A-Z0-9_]+=[^\s=]"
)
_ENV_ENGINES = {
    "VLLM": "vllm", "SGLANG": "sglang", "SGL": "sglang", "OLLAMA": "ollama",
    "TRTLLM": "tensorrt-llm", "TLLM": "tensorrt-llm", "LMDEPLOY": "lmdeploy",
}  # fmt: skip


def engine_mentions(text: str) -> list[Mention]:
    """Engines by id, versions written next to them, and lines that name only a version."""
    pattern, lookup = _engine_re()
    found: list[Mention] = []
    for m in _VERSION_LABEL_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("engine_version", m["v"], m.start("v"), m.end("v")))
        found.append(Mention("version_label", m["v"], m.start("v"), m.end("v")))
    for m in _engine_label_re().finditer(text, timeout=TIMEOUT):
        engine = lookup.get(m["name"].casefold())
        if engine is not None:
            # "Mainline llama.cpp" alone on a line above its results: the block's engine.
            found.append(Mention("engine_label", engine, m.start("name"), m.end("name")))
    for m in _BUILD_LABEL_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("version_label", m["v"], m.start("v"), m.end("v")))
    for m in _VERSION_ROW_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("row_version", m["v"], m.start("v"), m.end("v")))
    for m in _VERSION_LEAD_RE.finditer(text, timeout=TIMEOUT):
        if not _VERSION_LABEL_RE.match(text, m.start()):
            found.append(Mention("engine_version", m["v"], m.start("v"), m.end("v")))
            found.append(Mention("version_label", m["v"], m.start("v"), m.end("v")))
    for m in pattern.finditer(text, timeout=TIMEOUT):
        name = m["name"]
        engine = lookup.get(name.casefold())
        if engine is None:
            continue
        if engine == "mlx-lm" and regex.match(
            r"(?i)mlx-community", text[m.start() : m.start() + 14]
        ):
            continue
        if engine == "mlx-lm" and _MLX_FORMAT_AFTER_RE.match(text, m.end("name")):
            continue  # "MLX quantization", "MLX 4-bit weights": the format, not the engine
        token_start = max(text.rfind(" ", 0, m.start()), text.rfind("\n", 0, m.start())) + 1
        prefix = text[token_start : m.start()].lstrip("`'\"([<")
        if regex.search(r"://|github\.com|huggingface\.co|hf\.co/", prefix):
            continue  # a repository or URL names a project, not the engine that ran
        if prefix.endswith("/") and not regex.search(
            r"(?:^|/)(?:bin|build|\.{1,2}|~|usr|local|opt|app)?/$", prefix
        ):
            continue  # "vllm-project/vllm": an organisation's repository
        if _UPSTREAM_BEFORE_RE.search(text, max(0, m.start() - 20), m.start()):
            continue  # "a fork (based on vLLM 0.9.2)": the upstream, not the engine run
        found.append(Mention("engine", engine, m.start("name"), m.end("name")))
        if m["version"] and not _BINDING_RE.fullmatch(m["name"]):
            # (a binding's own release, "llama-cpp-python 0.3.2", is not the engine's)
            version = m["version"]
            if version.lower().startswith("build"):
                version = version.split()[-1]  # "build 5166" is written 5166
            found.append(Mention("engine_version", version, m.start("version"), m.end("version")))
            found.append(
                Mention(f"engine_version:{engine}", version, m.start("version"), m.end("version"))
            )
    for m in _glued_version_re().finditer(text, timeout=TIMEOUT):
        # "ollama_v24", "ollama_v30_rc31", "vllm-0.10.2": an engine build label.
        engine = lookup.get(m["name"].casefold())
        if engine is None or _REPO_PREFIX_RE.search(text, max(0, m.start() - 60), m.start()):
            continue
        found.append(Mention("engine", engine, m.start("name"), m.end("name")))
        found.append(Mention("engine_version", m["version"], m.start("version"), m.end("version")))
        found.append(
            Mention(f"engine_version:{engine}", m["version"], m.start("version"), m.end("version"))
        )
    for m in _DERIVED_ENGINE_RE.finditer(text, timeout=TIMEOUT):
        if lookup.get(m["base"].casefold()) and not _REPO_PREFIX_RE.search(text, 0, m.start()):
            # "lightning-mlx", "turbo-vllm": a derivative the text names; not in
            # the catalog, so "other" (a fork gets its own name only when named).
            found.append(Mention("engine", "other", m.start(), m.end()))
    for m in _IMAGE_RE.finditer(text, timeout=TIMEOUT):
        engine = lookup.get(m["image"].casefold())
        if engine is None:
            continue
        version = text[m.start("version") - 1 : m.end("version")]
        version = version if version.startswith("v") else m["version"]  # as written
        start = m.end("version") - len(version)
        if not any(f.key == "engine" and f.start < m.end() and m.start() < f.end for f in found):
            found.append(Mention("engine", engine, m.start("image"), m.end("image")))
        if m["ngc"]:
            continue  # NGC's "vllm:25.09-py3": the container's release, not the engine's
        found.append(Mention("engine_version", version, start, m.end("version")))
        found.append(Mention(f"engine_version:{engine}", version, start, m.end("version")))
    for m in _COMMIT_RE.finditer(text, timeout=TIMEOUT):
        if regex.search(r"[a-f]", m["v"]) and regex.search(r"\d", m["v"]):
            found.append(Mention("engine_version", m["v"], m.start("v"), m.end("v")))
    for m in _BARE_BUILD_RE.finditer(text, timeout=TIMEOUT):
        for key in ("engine_version", "engine_version:llama.cpp", "engine_version:ik_llama.cpp"):
            found.append(Mention(key, m["v"], m.start("v"), m.end("v")))
    for m in _BENCH_BUILD_RE.finditer(text, timeout=TIMEOUT):
        # llama-bench's last line "build: 74e05131e (7486)": build 7486 at that commit
        for key in ("engine_version:llama.cpp", "engine_version:ik_llama.cpp"):
            found.append(Mention(key, m["n"], m.start("n"), m.end("n")))
    for m in _BUILD_RE.finditer(text, timeout=TIMEOUT):
        version = m["v"] or m["v2"]  # as written: "b4567", or 5166 from "build 5166"
        found.append(Mention("engine_version:llama.cpp", version, m.start(), m.end()))
        found.append(Mention("engine_version:ik_llama.cpp", version, m.start(), m.end()))
    for m in _ENGINE_ENV_RE.finditer(text, timeout=TIMEOUT):
        # "VLLM_USE_V1=1 python3 ...": a setting of the engine the command runs.
        engine = _ENV_ENGINES[m["env"].upper()]
        if not any(f.key == "engine" and f.start <= m.start() < f.end for f in found):
            found.append(Mention("engine", engine, m.start("env"), m.end("env")))
    names = [
        Mention("other_engine", _fold(text[m.start : m.end]), m.start, m.end)
        for m in found
        if m.key == "engine" and m.value == "other"
    ]  # "lightning-mlx", "MTPLX": engines the guide calls only "other"; which one, by name
    for m in [m for m in found if m.key == "engine_version:other"]:
        before = [n for n in names if n.end <= m.start]
        if before:
            name = max(before, key=lambda n: n.end).value
            found.append(Mention(f"engine_version:other:{name}", m.value, m.start, m.end))
    found.extend(names)
    engines = [m for m in found if m.key == "engine"]
    backends = [
        b
        for b in engines
        if _BACKEND_OPEN_RE.search(text, max(0, b.start - 12), b.start)
        and any(
            a.end <= b.start
            and a.value != b.value
            and _SAME_NAME_RE.fullmatch(text, a.end, b.start) is not None
            for a in engines
        )
    ]
    # "Ollama NVFP4 (MLX)", "Ollama (via llama.cpp)": the server named first
    # runs; the bracketed name is its inner backend.
    return [m for m in found if m not in backends]


#: An opening bracket (with "via", "using") right before a name.
_BACKEND_OPEN_RE = regex.compile(r"(?i)\([ \t]*(?:(?:via|using|on|with)[ \t]+)?$")
#: What may stand between a server's name and its bracketed backend: a few
#: words of the same column or phrase, no separator of another one.
_SAME_NAME_RE = regex.compile(
    r"(?i)(?![^|,;\n()]*\bvs?\b)[^|,;\n()]{0,30}?\([ \t]*(?:(?:via|using|on|with)[ \t]+)?"
)


# --- speculative decoding -----------------------------------------------------


@lru_cache(maxsize=1)
def _spec_re() -> tuple[regex.Pattern[str], dict[str, str]]:
    lookup: dict[str, str] = {}
    for entry in catalog.spec_methods():
        for alias in entry.aliases:
            lookup[alias.casefold()] = entry.id
        for forms in entry.engine_forms.values():
            for form in forms:
                lookup.setdefault(form.casefold(), entry.id)
    # A space inside a name may be written as a hyphen ("multi-token-prediction").
    names = "|".join(
        regex.escape(a).replace(r"\ ", r"[\s-]+") for a in sorted(lookup, key=len, reverse=True)
    )
    # Not a flag's inner word: "--speculative-eagle-topk" names no method.
    pattern = regex.compile(
        rf"(?<![\w]|speculative-)(?P<name>{names})(?![\w]|-\d|-topk\b)", regex.IGNORECASE
    )
    return pattern, lookup


#: vLLM's per-architecture MTP method values ("ernie_mtp", "gemma4_mtp"); not a
#: source file of that name ("gemma4_mtp.py").
_ARCH_MTP_RE = regex.compile(r"(?i)(?<![\w./-])[a-z][a-z0-9]*(?:_[a-z0-9]+)*_mtp(?![\w.-]|\.\w)")


def spec_method_of(written: str) -> str | None:
    """The method id of a name as written, its inner hyphens read as spaces."""
    _, lookup = _spec_re()
    folded = written.casefold()
    return lookup.get(folded) or lookup.get(regex.sub(r"(?<=\w)[\s-]+(?=\w)", " ", folded))


_SPEC_TOKENS_RES = [
    # exllamav2's draft length (not SGLang's --speculative-num-draft-tokens, a tree width)
    regex.compile(r"(?i)(?<![\w-])num_draft_tokens\s*[:=]\s*(?P<n>\d{1,2})\b"),
    regex.compile(
        r"(?i)(?:num|number[ \t]+of)[_ \t]speculative[_ \t]tokens['\"]?\s*[:=]?\s*(?P<n>\d{1,2})\b"
    ),
    regex.compile(r"(?i)--num[-_]speculative[-_]tokens[= ](?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)--speculative[-_]num[-_]steps[= ](?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)speculative[-_]num[-_]steps['\"]?\s*[:=]\s*(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)--draft(?:-max|-n)?[`'\"]?[= ](?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)--spec-draft-n-max[`'\"]?[= ](?P<n>\d{1,3})\b"),
    regex.compile(r"(?i)--draft[-_]block[-_]size[`'\"]?[= ](?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)\bn[_-]max[ \t]+(?P<n>\d{1,3})\b"),
    regex.compile(r"(?i)\bdraft[-_ ]max\s*[:=]?\s*(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)max_draft_len['\"]?\s*[:=]?\s*(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)\b(?:speculative\.)?n_max\s*[:=]\s*(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)--max[-_]draft[-_]len[= ](?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)\bdraft[-_ ]len(?:gth)?\s*(?:of\s*|[:=]\s*)?(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)\bdraft(?:ing|s)?[ \t]+(?P<n>\d{1,2})[ \t]+tokens?\b"),
    regex.compile(r"(?i)(?<![\w-])draft[-=](?P<n>\d{1,2})\b(?![.,]\d)"),  # "MTP draft-3"
    regex.compile(
        r"(?i)\b(?:mtp|nextn|eagle3?|dspark|dflash|medusa)[\s(]*(?:k|n|depth|steps?)\s*[=:]?\s*(?P<n>\d{1,2})\b"
    ),
    regex.compile(r"(?i)\b(?:mtp|nextn)\s+at\s+depth\s+(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)\bnum_nextn_predict_layers['\"]?\s*[:=]\s*(?P<n>\d{1,2})\b"),
    regex.compile(r"(?i)(?<![\w-])nextn\s*=\s*(?P<n>\d{1,2})\b"),
]
#: A draft named by its size: "+ 1.5B Draft", "a 0.5B draft model".
_SIZED_DRAFT_RE = regex.compile(r"(?i)(?<![\w.])\d+(?:\.\d+)?[bm][ \t]+draft(?:[ \t]+model)?\b")
_K_RE = regex.compile(
    r"(?<![\w-])(?:[kK]|num[_-]?steps|steps)\s*=\s*(?P<n>[1-9]|[12]\d|3[0-2])\b(?![.,]\d)"
    # "K=64 tile shapes", "a K=16 GEMM kernel": a matrix dimension, not a draft length
    r"(?![ \t]+(?i:tiles?|kernels?|gemms?|shapes?|compilation|dim(?:ension)?s?)\b)"
)
_BLOCK_SIZE_RE = regex.compile(r"(?i)\bblock(?:[-_ ]size)?\s*[=:]?\s*(?P<n>\d{1,2})\b(?![.,]?\d)")


#: A run without the draft: "Without `-md`: 34.2 t/s", "without the draft model".
#: A flag that turns speculation off: "--no-mtp", "--no-pld", "--no-spec-decode".
_NO_SPEC_FLAG_RE = regex.compile(
    r"(?i)(?<![\w-])--no[-_](?:mtp|pld|spec\w*|speculat\w*|draft\w*|eagle\w*|ngram\w*|lookahead"
    r"|medusa|dflash|nextn)\b"
)
_NO_SPEC_FLAG_BEFORE_RE = regex.compile(r"(?i)--no[-_]$")
_WITHOUT_DRAFT_RE = regex.compile(
    r"(?i)\bwithout[ \t]+(?:the[ \t]+|a[ \t]+)?(?:[`'\"]?(?:-md|--model-draft|--spec\S*|--speculative\S*)\b[`'\"]?"
    r"|draft(?:[ \t]+model)?\b|speculative[ \t]+decoding\b)"
)


#: "Without SD, 2.2 t/s. With SD (a 1B draft), 3.5 t/s": speculative decoding
#: abbreviated (upper case; not an SD card, SDXL or Stable Diffusion 3).
#: "baseline" right beside a figure: "138.9 baseline", "baseline 139.22 ± 0.46 tok/s".
_BASELINE_FIGURE_RE = regex.compile(
    r"(?i)(?<=\d(?:[ \t]*(?:tok/s|t/s|tokens/s))?[ \t]+)(?P<w>baseline)\b"
    r"|\b(?P<w>baseline)(?=[ \t]*[:=]?[ \t]*[~≈]?\d)"
)
#: The rest of a file or repository name after a tag inside it ("-Q4_K_M.gguf", "-GGUF").
_IN_FILE_NAME_RE = regex.compile(r"[-_.][\w.-]*(?:\.gguf\b|\bgguf\b|Q\d|[-_.]\w)", regex.IGNORECASE)
_SD_LEG_RE = regex.compile(
    r"(?:\b(?:(?P<off>[Ww]ithout|[Nn]o|w/o)|[Ww]ith)[ \t]+|(?<![\w+-])(?:(?P<off>-)|\+))SD\b"
    r"(?![ \t-]*(?:\d|[Cc]ards?\b|XL))"
)


#: "with"/"without" and their short forms ("w/", "w/o"), markup allowed
#: ("<b>w/</b>"), right before a method's name: its on or off leg.
_WITH_BEFORE_RE = regex.compile(
    r"(?i)(?:\bwith(?P<off>out)?|(?<![\w/])w/(?P<off>o)?)(?:</?\w+>|[*_`])*[ \t]+"
    r"(?:the[ \t]+|a[ \t]+)?$"
)


def spec_mentions(text: str) -> list[Mention]:
    """Speculative methods and draft lengths (``spec_tokens``)."""
    return _first_per_span(_spec_mentions(text))


def _spec_mentions(text: str) -> list[Mention]:
    pattern, lookup = _spec_re()
    found: list[Mention] = []
    methods = []
    for m in pattern.finditer(text, timeout=TIMEOUT):
        method = spec_method_of(m["name"])
        if method is None:
            continue
        if m["name"] == "-md" and not regex.match(r"\s+\S", text[m.end() : m.end() + 3]):
            continue
        if _UPSTREAM_BEFORE_RE.search(text, max(0, m.start() - 20), m.start()):
            continue  # "NextN (MTP) ... based on EAGLE 2": what it was built from
        if (
            method == "mtp"
            and _IN_FILE_NAME_RE.match(text, m.end())
            and regex.search(r"[\w.]-$", text[max(0, m.start() - 2) : m.start()])
        ):
            continue  # "Qwen3.6-27B-MTP-Q4_K_M.gguf": weights that carry the head, not its use
        if _NO_SPEC_FLAG_BEFORE_RE.search(text, max(0, m.start() - 6), m.start()):
            continue  # "--no-mtp", "--no-pld": the flag that turns it off
        methods.append(method)
        found.append(Mention("spec_method", method, m.start(), m.end()))
    for m in _ARCH_MTP_RE.finditer(text, timeout=TIMEOUT):
        if spec_method_of(m.group()) is None:  # catalog names are found above
            found.append(Mention("spec_method", "mtp", m.start(), m.end()))
    for m in _SIZED_DRAFT_RE.finditer(text, timeout=TIMEOUT):
        # "+ 1.5B Draft", "a 0.5B draft model": speculation with a small draft model
        found.append(Mention("spec_method", "draft-model", m.start(), m.end()))
    for rx in _SPEC_TOKENS_RES:
        for m in rx.finditer(text, timeout=TIMEOUT):
            found.append(Mention("spec_tokens", int(m["n"]), m.start(), m.end()))
    for m in _WITHOUT_DRAFT_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("spec_enabled", False, m.start(), m.end()))
    for m in _NO_SPEC_FLAG_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("spec_enabled", False, m.start(), m.end()))
    for m in _SD_LEG_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("spec_enabled", m["off"] is None, m.start(), m.end()))
    named = [f for f in found if f.key == "spec_method"]
    for f in named:
        # "with NEXTN on", "61 tok/s with NEXTN": the on leg; "without EAGLE3": the off leg.
        before = text[max(0, f.start - 16) : f.start]
        if regex.search(r"(?:(?<=[A-Za-z)])[ \t]*\+[ \t]*|(?<=\w)\+)$", before):
            found.append(Mention("spec_enabled", True, f.start, f.end))  # "27B IQ3+MTP": on
        elif leg := _WITH_BEFORE_RE.search(before):
            # "with EAGLE3", "w/ Medusa", "<b>w/o</b> MTP"
            found.append(Mention("spec_enabled", leg["off"] is None, f.start, f.end))
    if named:
        # "61 tok/s with NEXTN and 40 tok/s without": a bare "without" after a figure.
        for m in regex.finditer(r"(?i)(?<=/s[ \t]{1,2})without\b(?![ \t]+\w)", text):
            found.append(Mention("spec_enabled", False, m.start(), m.end()))
        # "138.9 baseline", "baseline 139.22 tok/s" in a text about a method: the run
        # without it.
        for m in _BASELINE_FIGURE_RE.finditer(text, timeout=TIMEOUT):
            found.append(Mention("spec_enabled", False, m.start("w"), m.end("w")))
        # "45 tok/s without MTP and 84 tok/s with it": the method, by pronoun.
        for m in regex.finditer(r"(?i)(?<=/s[ \t]{1,2})with[ \t]+(?:it|them|that)\b", text):
            found.append(Mention("spec_enabled", True, m.start(), m.end()))
            earlier = [f for f in named if m.start() - 200 <= f.end <= m.start()]
            if earlier:  # the pronoun stands for the method named last before it
                found.append(Mention("spec_method", earlier[-1].value, m.start(), m.end()))
    if methods:
        found.extend(k_mentions(text))
    if any(method in ("dspark", "dflash") for method in methods):
        found.extend(block_size_mentions(text))
    return found


#: "3 steps / topk 1", "the 3-step and 5-step configs": SGLang-style draft steps.
_STEPS_RE = regex.compile(
    r"(?i)(?<![\w.-])(?P<n>[1-9]|1[0-6])[ -]steps?\b(?![ \t]*/[ \t]*s\b|[ \t]+(?:per|of)\b)"
)


def k_mentions(text: str) -> list[Mention]:
    """Draft lengths written "k=3" or "3 steps"; callers use this only where the
    text speaks of speculative decoding (elsewhere k is top-k or a count)."""
    return [
        Mention("spec_tokens", int(m["n"]), m.start(), m.end())
        for rx in (_K_RE, _STEPS_RE)
        for m in rx.finditer(text, timeout=TIMEOUT)
    ]


#: A list line labelled as the run without speculation: "vanilla (`model`): 133",
#: "- baseline: 41.2 tok/s", "No spec: 38".
_OFF_LINE_RE = regex.compile(
    r"(?im)^[ \t]*(?:[-*•][ \t]+)?(?P<label>vanilla|baseline|no[ -]spec(?:ulation|ulative)?|"
    r"without[ -]spec\w*|spec(?:ulation)?[ -]off|off|autoregressive|ar[ -]baseline)"
    r"(?:[ \t]*\([^)\n]{0,100}\))?[ \t]*:"
)


def off_label_mentions(text: str) -> list[Mention]:
    """Lines labelled as the no-speculation run; callers use this only in a
    text that speaks of speculative decoding."""
    return [
        Mention("spec_enabled", False, m.start("label"), m.end("label"))
        for m in _OFF_LINE_RE.finditer(text, timeout=TIMEOUT)
    ]


def block_size_mentions(text: str) -> list[Mention]:
    """DSpark's block size is its draft length; elsewhere "block size" is the KV block,
    so callers use this only where DSpark or DFlash is the method."""
    return [
        Mention("spec_tokens", int(m["n"]), m.start(), m.end())
        for m in _BLOCK_SIZE_RE.finditer(text, timeout=TIMEOUT)
    ]


# --- parallelism --------------------------------------------------------------

_PARALLEL_RES: dict[str, list[regex.Pattern[str]]] = {
    key: [regex.compile(p, regex.IGNORECASE) for p in patterns]
    for key, patterns in {
        "tp": [
            r"\btp[ _-]?size\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"--(?:tensor[-_]parallel[-_]size|tp[-_]size|tp)[= ](?P<n>\d{1,2})\b",
            r"(?<![\w-])-tp[= ](?P<n>\d{1,2})\b",
            r"\btensor[-_ ]parallel(?:ism|[-_ ]size)?\s*(?:of|=|:|\|)?\s*(?P<n>\d{1,2})\b",
            r"(?<![a-z])(?:ici_|dcn_)tensor_parallelism\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])TP\s*[=:]?\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])tp\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])tp(?P<n>\d{1,2})\b",
            r"(?<![\w-])TP(?P<n>\d{1,2})(?=[ED]P\d)",  # "TP8EP8", "TP4DP2"
        ],
        "ep": [
            r"\bep[ _-]?size\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"--(?:expert[-_]parallel[-_]size|ep[-_]size|ep)[= ](?P<n>\d{1,2})\b",
            r"(?<![\w-])EP\s*[=:]?\s*(?P<n>\d{1,2})\b",
            r"\bexpert[-_ ]parallel(?:ism|[-_ ]size)?\s*(?:of|=|:|\|)?\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])ep(?P<n>\d{1,2})\b",
            r"(?<=TP\d{1,2})EP(?P<n>\d{1,2})\b",
        ],
        "dp": [
            r"\bdp[ _-]?size\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"--(?:data[-_]parallel[-_]size|dp[-_]size|dp)[= ](?P<n>\d{1,2})\b",
            r"(?<![\w-])-dp[= ](?P<n>\d{1,2})\b",
            r"(?<![\w-])DP\s*[=:]?\s*(?P<n>\d{1,2})\b",
            r"\bdata[-_ ]parallel(?:ism|[-_ ]size)?\s*(?:of|=|:|\|)?\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])dp(?P<n>\d{1,2})\b",
            r"(?<=TP\d{1,2})DP(?P<n>\d{1,2})\b",
        ],
        "pp": [
            r"\bpp[ _-]?size\s*[=:]\s*(?P<n>\d{1,2})\b",
            r"--(?:pipeline[-_]parallel[-_]size|pp[-_]size)[= ](?P<n>\d{1,2})\b",
            r"(?<![\w-])-pp[= ](?P<n>\d{1,2})\b",
            r"\bpipeline[-_ ]parallel(?:ism|[-_ ]size)?\s*(?:of|=|:|\|)?\s*(?P<n>\d{1,2})\b",
            r"(?<![\w-])PP\s*[=:]?\s*(?P<n>\d{1,2})\b(?!\d)",
        ],
    }.items()
}


#: What follows a number that is not a parallel size: more digits of it, or a rate.
_NOT_A_SIZE_RE = regex.compile(r"(?i)[.,]\d|\s*(?:t/s|tok/s|tokens?/s|tps)\b")

_PARALLEL_WORD_RE = regex.compile(
    r"(?i)(?<![\w-])(?:tp|dp|pp|ep|tensor[- ]parallel(?:ism)?|data[- ]parallel(?:ism)?|pipeline[- ]parallel(?:ism)?)(?![\w-]|\s*[=:]?\s*\d)"
)


def parallel_mentions(text: str) -> list[Mention]:
    """Tensor, expert, data and pipeline parallel sizes as written, and layout
    words without a size ("dp gave 77 tok/s") as ``parallel_word``."""
    sized = _first_per_span(_parallel_mentions(text))
    words = [
        Mention("parallel_word", m.group().lower(), m.start(), m.end())
        for m in _PARALLEL_WORD_RE.finditer(text, timeout=TIMEOUT)
        if not any(s.start <= m.start() < s.end for s in sized)
    ]
    return sized + words


#: "no TP", "without tensor parallelism": the model runs unsplit, tensor parallel size 1.
_NO_TP_RE = regex.compile(
    r"(?i)\b(?:no|without|w/o)\s+(?:TP|tensor[- ]parallel(?:ism)?)\b"
    r"(?!\s+(?:benefit|gain|speed-?up|support|scaling|advantage|improvement|overhead|needed\s+for))"
)


#: A line stating the draft model: "> Draft Model: ...", "- draft: ...".
_DRAFT_LINE_RE = regex.compile(
    r"(?i)[ \t>*_-]*(?:draft|drafter|speculator)(?:[ _-]?model)?[*_]{0,2}[ \t]*:"
)


def _parallel_mentions(text: str) -> list[Mention]:
    found: list[Mention] = [
        Mention("tp", 1, m.start(), m.end()) for m in _NO_TP_RE.finditer(text, timeout=TIMEOUT)
    ]
    for key, patterns in _PARALLEL_RES.items():
        seen: set[int] = set()
        for rx in patterns:
            for m in rx.finditer(text, timeout=TIMEOUT):
                if m.start() in seen:
                    continue
                n = int(m["n"])
                if key == "pp" and n > 64:
                    continue
                if _NOT_A_SIZE_RE.match(text, m.end()):
                    continue  # "pp 1,180 t/s", "pp 48 t/s": llama.cpp prompt processing
                if n == 0 or text.startswith("]", m.end()):
                    continue  # "[... DP0 TP3]": a log line's rank tags, not sizes
                if _DRAFT_LINE_RE.match(text, text.rfind("\n", 0, m.start()) + 1, m.start()):
                    continue  # "Draft Model: Qwama-0.5B with TP=1": the draft's own layout
                seen.add(m.start())
                found.append(Mention(key, n, m.start(), m.end()))
    return found


# --- load: concurrency, batch, lengths, temperature ---------------------------

_SINGLE_RE = regex.compile(
    r"""(?ix)
    \bsingle[- ]?(?:stream|user|request|sequence|batch|slot)\b|\bone\s+(?:request|prompt)\s+at\s+a\s+time\b
    |\bone\s+(?:user|stream|request|sequence|person|client|chat|conversation)\b(?!s|\s+(?:of|per|for|and|or)\b)
    |\b(?:a\s+single|one)\s+(?:[\w-]+\s+){0,2}?(?:prompt|request)\b(?!s|\s+(?:of|per|for)\b)
    |\b1\s+(?:concurrent\s+)?(?:user|request|stream)\b(?!s)
    |(?<![\w-])bs\s*[=:]?\s*1\b(?![.,]?\d)|(?<![\w-])batch(?:[-_ ]size)?\s*(?:of\s*|[=:]\s*)?1\b(?![.,]?\d)|\bB\s*=\s*1\b(?![.,]?\d)
    |--parallel[= ]1\b|(?<![\w-])(?:n_)?parallel\s*[=:]\s*1\b(?![.,]?\d)|(?<![\w-])-np\s+1\b|\bc\s*=\s*1\b(?![.,]?\d)|(?<![\w-])c1\b
    |\bconcurrency\s*(?:[=:]\s*|of\s+)?1\b(?![.,]?\d)|max[-_]concurrency[= ]+1\b(?![.,]?\d)
    |(?<![\w-])conc\s*[=:]\s*1\b(?![.,]?\d)
    |--max[-_]num[-_]seqs[= ]1\b(?![.,]?\d)|max_num_seqs\s*=\s*1\b(?![.,]?\d)
    """
)
#: Counts of people or requests written as words.
_COUNT_WORD_VALUES = {
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "ten": 10, "twelve": 12, "sixteen": 16,
}  # fmt: skip
_COUNT_WORDS = "|".join(_COUNT_WORD_VALUES)
#: A line where "c4" can be a load: it states a figure, a table cell, or load words.
_LOAD_LINE_RE = regex.compile(
    r"(?i)\d[ \t]*(?:tok|t/s|tps|ms\b|s\b|req|%|x\b)|[|│┃]|concurren|\bload\b|\bctx\b|^\W*c\d+\W*$"
    r"|(?<![\w-])c\d+\b.*(?<![\w-])c\d+\b|(?:\bat|@)[ \t]*c\d+\b"
)
_CONCURRENCY_RES = [
    regex.compile(r"(?i)(?<![\w-])c\s*=\s*(?P<n>\d{1,4})\b(?![.,]\d)"),
    # "c4", "C16"; not the C language standards ("in C99", "C11 code")
    regex.compile(
        r"(?<![\w-])(?<!\bin[ \t])(?<!\bANSI[ \t])(?<!\bISO[ \t])[cC](?P<n>\d{1,4})\b(?![.,]\d)"
        r"(?<!\bC(?:89|90|99|11|17|18|23))"
    ),
    regex.compile(r"(?i)(?<![\w-])cc[ \t]*=?[ \t]*(?P<n>\d{1,4})\b(?![.,]\d)"),
    regex.compile(r"(?i)(?<![\w-])conc(?:urrency)?[ \t]*[=:][ \t]*(?P<n>\d{1,4})\b(?![.,]\d)"),
    # "64 conc, 128 in / 512 out": the count before the short word
    regex.compile(r"(?i)(?<![\w.,-])(?P<n>\d{1,4})[ \t]*conc\b(?!urrency)"),
    regex.compile(r"(?i)\bconcurrency\s*(?:[=:]\s*|of\s+|level\s+)?(?P<n>\d{1,4})\b(?![.,]\d)"),
    regex.compile(r"(?i)--max-concurrency[= ](?P<n>\d{1,4})\b"),
    regex.compile(r"(?i)max_concurrency\s*[=:]\s*(?P<n>\d{1,4})\b"),
    regex.compile(
        rf"(?i)\b(?P<n>\d{{1,4}}|{_COUNT_WORDS})\s+(?:concurrent|parallel|simultaneous)(?:\s+(?:requests?|users?|streams?|clients?|sequences?))?\b"
    ),
    regex.compile(
        rf"(?i)\bacross\s+(?:the\s+|all\s+)?(?P<n>\d{{1,3}}|{_COUNT_WORDS})\s+(?:users|streams|clients|slots)\b"
    ),
    # "61 T/s total across the 4 requests": a sum over requests served together;
    # "median latency across 100 requests" counts samples, not a load.
    regex.compile(
        r"(?i)(?<=\b(?:total|aggregate|combined|summed)\b[^.;\n]{0,40}?)"
        rf"\bacross\s+(?:the\s+|all\s+)?(?P<n>\d{{1,3}}|{_COUNT_WORDS})\s+requests\b"
    ),
    regex.compile(r"(?i)\b(?P<n>\d{1,4})\s+(?:users|streams|clients|agents)\b"),
    # "Serial (1 agent)": one at a time, named in a bracket
    regex.compile(
        r"(?i)(?<=\()[ \t]*(?P<n>1)[ \t]+(?:user|stream|client|agent|request)[ \t]*(?=\))"
    ),
    # llama-server's slots: "--parallel 1" allows one request at a time; more
    # slots are a capacity, not the load a run put on them.
    regex.compile(r"(?i)(?:--parallel|(?<![\w-])-np)[= ](?P<n>1)\b"),
    # llama.cpp's parallel example simulates that many clients at once:
    # "./parallel -m model.gguf ... -np 10 -ns 128"
    regex.compile(
        r"(?i)(?<![\w-])(?:\./|/)?(?:llama-)?parallel(?:\.exe)?[ \t][^\n|]*?"
        r"(?:--parallel|(?<![\w-])-np)[= ](?P<n>\d{1,4})\b"
    ),
    # "three people at once", "4 requests going at once", "all three of us send".
    regex.compile(
        rf"(?i)\b(?P<n>\d{{1,3}}|{_COUNT_WORDS})\s+(?:users|people|clients|requests|streams|of\s+us)"
        r"(?:\s+\w+){0,2}?\s+(?:at\s+once|at\s+the\s+same\s+time|simultaneously|concurrently|in\s+parallel)\b"
    ),
    regex.compile(rf"(?i)\ball\s+(?P<n>\d{{1,3}}|{_COUNT_WORDS})\s+of\s+us\b"),
    # SGLang's decode log: "Decode batch. #running-req: 1, ..." - requests being decoded.
    regex.compile(r"(?i)(?<![\w-])running-req:[ \t]*(?P<n>\d{1,4})\b"),
]
_BATCH_RE = regex.compile(
    r"(?i)(?:(?<![\w-])batch(?:[-_ ]size)?\s*(?:of\s*|[=:]\s*)?|(?<![\w-])bs\s*[=:]?\s*|--batch[-_]size[= ])(?P<n>\d{1,4})\b(?![.,]\d)"
)
_TOKEN_BATCH_RE = regex.compile(r"(?i)\bu-?batch\b|\bn_ubatch\b|(?<![\w-])-ub\b|\bmicro-?batch")


def line_of(text: str, pos: int) -> str:
    """The whole line holding ``pos``."""
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    return text[start : end if end >= 0 else len(text)]


_SCOPE_AGG_RE = regex.compile(
    r"(?i)\bfor\s+the\s+(?:whole|entire)\s+(?:node|system|box|server|cluster)\b|\baggregate\b|\btotal\s+(?:output\s+)?(?:throughput|tok(?:en)?s?/s|t/s)|\bcombined\b|\bin\s+total\b|\bsystem\s+throughput\b"
)
_SCOPE_PER_RE = regex.compile(
    r"(?i)(?<!tokens\s)(?<!tokens\s\s)\bper[- ](?:request|req|user|stream|sequence|seq|client|slot|person)\b(?!\s*[:=])"
    r"|\beach\s+(?:request|user|stream|slot)\b"
    # "Each request: a 200-token prompt": the shape of every request, not a share
    r"(?!\s*(?::|(?:is|was|has|had|uses?|used|sends?|sent|asks?|asked|carries|carried)\b))"
    r"|(?<=(?:/s|tps)\s{1,2})each\b"
    r"|\beach\s+(?:one|of\s+them)\s+(?:gets?|sees?|does|runs?|hits?|averages?)\b"
    r"|(?<![\w/])(?:tps|tok(?:en)?s?/s|t/s)/(?:user|request|stream|req)\b"
)

_LEN = r"(?P<{name}>\d+(?:\.\d+)?[ \t]*[kK]?|\d{{1,3}}(?:,\d{{3}})+)"
_INPUT_RES = [
    # "| Prefill ~22K |", "Warm TTFT ~22K ctx": a phase's figure at that prompt length
    regex.compile(
        r"(?i)\b(?:prefill|prompt[ \t]+processing|ttft)[ \t]+(?:@[ \t]*)?[~≈]?"
        r"(?P<n>\d{1,3}(?:\.\d)?[kK])\b(?![ \t]*(?:tok(?:en)?s?/s|t/s|tps))"
    ),
    # exllamav2's prompt-speed lines: " ** Length   512 tokens:    670.5597 t/s"
    regex.compile(r"(?im)^[ \t*]*length[ \t]+(?P<n>\d{1,6})[ \t]+tokens[ \t]*:"),
    # text-generation-webui's "Output generated in 10.39 seconds (13.86 tokens/s,
    # 144 tokens, context 3697, seed ...)": the prompt the response continued.
    regex.compile(
        r"(?i)(?<=\bgenerated[ \t]+in[ \t]+[\d.]+[ \t]*s(?:ec(?:onds?)?)?[ \t]*\([^)\n]{0,60}?,[ \t]*)"
        r"context[ \t]+(?P<n>\d+)\b"
    ),
    regex.compile(
        r"(?i)(?<!\btotal[ \t]+)(?<!\bnumber[ \t]+of[ \t]+)\b(?:input|prompt)[ \t]+tokens?(?:[ \t]+per[ \t]+request)?[ \t]*[:=][ \t]*"
        + _LEN.format(name="n")
    ),
    regex.compile(
        r"(?i)\b(?:ISL|input[-_ ]len(?:gth)?|input_tokens|prompt[-_ ]len(?:gth)?|(?:input|prompt)[ \t]+size(?:[ \t]+of)?)[ \t]*[=:]?[ \t]*"
        + _LEN.format(name="n")
    ),
    # ("--input_seqlen 1": LMDeploy's profiling scripts)
    regex.compile(r"(?i)--(?:random-)?input[-_](?:seq)?len[= ]" + _LEN.format(name="n")),
    # argparse takes a flag's unique prefix: "--random-input 128"
    regex.compile(r"(?i)--random[-_]input(?:[-_]l(?:en?)?)?[= ]" + _LEN.format(name="n")),
    regex.compile(r"(?i)--input[-_]mean[= ]" + _LEN.format(name="n")),
    regex.compile(r"(?i)--(?:random-)?prompt[-_]len[= ]" + _LEN.format(name="n")),
    # mlx_lm.benchmark's "--prompt-tokens 1024"
    regex.compile(r"(?i)--prompt[-_]tokens[= ]" + _LEN.format(name="n")),
    regex.compile(r"(?i)\b" + _LEN.format(name="n") + r"[ \t]*(?:input|prompt|in)[ \t]+tokens?\b"),
    regex.compile(
        # not a log line's clock ("23:37:56 Prompt throughput ...")
        r"(?i)(?<!\d:)\b"
        + _LEN.format(name="n")
        # "512-token coding prompt": one describing word may stand between
        + r"[ \t-]*(?:tokens?[ \t-]+(?:of[ \t]+)?(?:(?!(?:output|generated|completion|response"
        + r"|new|of|per|each|in|for|and|or)\b)[a-z]{3,12}[ \t]+)?(?:prompts?|inputs?)"
        + r"|(?:of[ \t]+)?(?:prompt|input))"
        + r"\b(?![ \t]*(?:window|length|limit|size|average|avg|mean|set|suite|run|sample"
        + r"|throughput|processing|eval|speed|rate|tok))"
        + r"(?<!(?<![\d.,])\d[ \t-]*(?:prompt|input))"  # "4-prompt average": a count
    ),
    # "at 8K context", "@ 32k ctx", "with a 16k context": the depth a figure was
    # measured at; a bare "16k context" in a list of settings is the window.
    regex.compile(
        r"(?i)(?:\b(?:at|with|on|over|(?<!\bup[ \t]+)to|from|and)[ \t]+(?:an?[ \t]+|the[ \t]+)?|[@/|][ \t]*|^)"
        + _LEN.format(name="n")
        + r"[ \t-]*(?:tokens?[ \t-]+)?(?:of[ \t]+)?(?:context|ctx|depth)\b"
        # "131k context max", "up to 128K context": what fits, not what ran
        + r"(?![ \t]*(?:window|length|limit|size|max(?:imum)?\b|cap\b|capacity|budget))"
    ),
    # "Generation (1k ctx)", "Prefill (4k context)": a phase's figures at that depth
    regex.compile(
        r"(?i)\b(?:prefill|generation|decode|prompt[ \t]+processing|pp|tg|ttft|speed|throughput)"
        r"[ \t]*\([ \t]*"
        + _LEN.format(name="n")
        + r"[ \t-]*(?:tokens?[ \t-]+)?(?:context|ctx)[ \t]*\)"
    ),
    regex.compile(
        r"(?i)\b(?:prompts?|inputs?)[ \t]+of[ \t]+(?:about[ \t]+|~)?"
        + _LEN.format(name="n")
        + r"[ \t]*tokens?\b"
    ),
    # "Prompt is 8k token from a PDF", "the input was ~3,000 tokens"
    regex.compile(
        r"(?i)\b(?:prompts?|inputs?)[ \t]+(?:is|was|were|are)[ \t]+(?:about[ \t]+|around[ \t]+|~|roughly[ \t]+)?"
        + _LEN.format(name="n")
        + r"[ \t]*tok(?:en)?s?\b"
    ),
    regex.compile(r"(?i)\b" + _LEN.format(name="n") + r"[ \t]+needle\b"),
    # llama.cpp's speculative example: "encoded   14 tokens in    0.054 seconds"
    regex.compile(r"(?i)\bencoded[ \t]+" + _LEN.format(name="n") + r"[ \t]*tok(?:en)?s?[ \t]+in\b"),
    # "• Input: ~2048 tokens": a label line giving the prompt's length
    regex.compile(
        r"(?i)(?<![\w-])(?:input|prompt)[ \t]*:[ \t]*(?:~|≈|about[ \t]+|around[ \t]+)?"
        + _LEN.format(name="n")
        + r"[ \t]*tok(?:en)?s?\b(?![ \t]*/|[ \t]+per[ \t]+s)"
    ),
    # "a 4096-token prefill": the prefill phase's length, written as a noun.
    regex.compile(
        r"(?i)\b"
        + _LEN.format(name="n")
        + r"[ \t]*-?[ \t]*tok(?:en)?s?[ \t-]+prefills?\b(?![ \t]*(?:speed|rate|throughput|time|step))"
    ),
    # "once the chat reaches 16k", "when the context hits 32k tokens"
    regex.compile(
        r"(?i)\b(?:chat|context|conversation|history|prompt|kv)[ \t]+(?:reaches|reached|hits|hit|grows[ \t]+to"
        r"|gets[ \t]+to|is[ \t]+at|passes)[ \t]+(?:~|about[ \t]+|around[ \t]+)?"
        + _LEN.format(name="n")
        + r"(?![\d.])"
    ),
    # "a 16k-token chunk of a codebase", "~2k-token file pasted in"
    regex.compile(
        r"(?i)\b"
        + _LEN.format(name="n")
        + r"[ \t]*-[ \t]*tokens?[ \t]+(?:chunk|file|document|doc|article|transcript|pdf|excerpt|passage|conversation)\b"
    ),
    regex.compile(
        r"(?i)\b(?:prompts?|inputs?)[ \t]*\([ \t]*(?:~|about[ \t]+)?"
        + _LEN.format(name="n")
        + r"[ \t]*tokens?\b"
    ),
    regex.compile(
        r"(?i)\b(?:at|with)[ \t]+" + _LEN.format(name="n") + r"[ \t]+(?:prompt[ \t]+)?tokens\b"
        # "runs at 63 tokens/sec", "at 40 tokens per second": a rate, not a length
        r"(?![ \t]*(?:/|per\b|a[ \t]+sec|each[ \t]+sec))"
    ),
    regex.compile(r"(?i)(?<![\w-])-d[ \t]+(?P<n>\d{2,7})\b"),
    # llama.cpp's timing lines: "prompt eval time = 7915.24 ms / 8318 tokens".
    regex.compile(
        r"(?i)\bprompt[ \t]+eval[ \t]+time[ \t]*=[ \t]*[\d.]+[ \t]*ms[ \t]*/[ \t]*(?P<n>\d+)[ \t]+tokens\b"
    ),
    # Ollama's --verbose lines: "prompt eval count:    26 token(s)".
    regex.compile(r"(?i)\bprompt[ \t]+eval[ \t]+count:[ \t]*(?P<n>\d+)[ \t]+token"),
]
#: llama-bench's prompt-processing and generation tests ("pp512", "-p 512";
#: "tg128", "-n 128"): each sizes its own test, so a prompt size goes on
#: prefill claims only and a generation size on decode claims only.
_PP_RES = [
    regex.compile(r"(?i)(?<![\w-])pp(?P<n>\d{2,6})\b"),
    # "7B pp 512:" - a test's label written with a space ("pp 260, tg 18" are speeds)
    regex.compile(r"(?i)(?<![\w-])pp[ \t](?P<n>\d{3,6})(?=[ \t]*(?::|\((?:d|depth)\b))"),
    # "| pp 512 |": a table column headed by the test, written with a space
    regex.compile(r"(?i)(?<=\|[ \t*_`]*)pp[ \t](?P<n>\d{2,6})(?=[ \t*_`]*\|)"),
    regex.compile(r"(?i)(?<![\w-])-p[ \t]+(?P<n>\d{2,6})\b"),
]
_TG_RES = [
    regex.compile(r"(?i)(?<![\w-])tg(?P<n>\d{2,6})\b"),
    # "7B gen 128:", "tg 128:" - a label, not a speed
    regex.compile(r"(?i)(?<![\w-])(?:tg|gen)[ \t](?P<n>\d{3,6})(?=[ \t]*(?::|\((?:d|depth)\b))"),
    regex.compile(r"(?i)(?<=\|[ \t*_`]*)tg[ \t](?P<n>\d{2,6})(?=[ \t*_`]*\|)"),
    regex.compile(r"(?i)(?<![\w-])-n[ \t]+(?P<n>\d{2,6})\b"),
]
#: One request of both tests: llama-benchy's "pp2048 tg128", llama-bench's
#: "pp512+tg128": its prompt and its output are the lengths of every figure it gives.
_COMBINED_TEST_RE = regex.compile(
    r"(?i)(?<![\w-])pp(?P<i>\d{2,6})[ \t]*(?:\+[ \t]*|[ \t])tg(?P<o>\d{2,6})\b"
)
#: llama-bench's depth: "tg32 @ d4096" generates with 4096 tokens already in context.
_DEPTH_RES = [regex.compile(r"(?i)(?<![\w-])(?:pp|tg)\d{2,6}[ \t]*@[ \t]*d(?P<n>\d{1,6})\b")]
_OUTPUT_RES = [
    # exllamav2's token-speed lines: " ** Position   128 + 128 tokens:   35.55 t/s"
    regex.compile(
        r"(?im)^[ \t*]*position[ \t]+\d{1,6}[ \t]*\+[ \t]*(?P<n>\d{1,6})[ \t]+tokens[ \t]*:"
    ),
    regex.compile(
        r"(?i)(?<!\btotal[ \t]+)(?<!\bnumber[ \t]+of[ \t]+)\b(?:generated|output|completion|new)[ \t]+tokens?(?:[ \t]+per[ \t]+request)?[ \t]*[:=][ \t]*"
        + _LEN.format(name="n")
    ),
    regex.compile(
        r"(?i)\b(?:OSL|output[-_ ]len(?:gth)?|output_tokens|output[ \t]+size(?:[ \t]+of)?)[ \t]*[=:]?[ \t]*"
        + _LEN.format(name="n")
    ),
    regex.compile(r"(?i)--(?:random-)?output[-_](?:seq)?len[= ]" + _LEN.format(name="n")),
    regex.compile(r"(?i)--random[-_]output(?:[-_]l(?:en?)?)?[= ]" + _LEN.format(name="n")),
    regex.compile(r"(?i)--output[-_]mean[= ]" + _LEN.format(name="n")),
    # mlx_lm.benchmark's "--generation-tokens 512"
    regex.compile(r"(?i)--generation[-_]tokens[= ]" + _LEN.format(name="n")),
    # "--max-tokens 2000 --min-tokens 2000": a cap and a floor that fix the length
    regex.compile(
        r"(?i)--max[-_](?:new[-_])?tokens[= ](?P<n>\d+)[ \t]+(?:\\\n[ \t]*)?--min[-_](?:new[-_])?tokens[= ](?P=n)\b"
    ),
    regex.compile(
        r"(?i)--min[-_](?:new[-_])?tokens[= ](?P<n>\d+)[ \t]+(?:\\\n[ \t]*)?--max[-_](?:new[-_])?tokens[= ](?P=n)\b"
    ),
    regex.compile(
        r"(?i)\b" + _LEN.format(name="n") + r"[ \t]*(?:output|generated|out|new)[ \t]+tokens?\b"
        r"(?![ \t]*(?:/[ \t]*s|per[ \t]+s(?:ec|econd)?\b))"  # "52 output tokens per second": a rate
    ),
    regex.compile(r"(?i)\b" + _LEN.format(name="n") + r"[ \t]+out\b(?![ \t]+of)"),
    # "Response generated in 2.7 seconds, 59 tokens", "Output generated in 8.04
    # seconds (24.99 tokens/s, 201 tokens, ...)": the tokens this response generated.
    regex.compile(
        r"(?i)(?<=\bgenerated[ \t]+in[ \t]+[\d.]+[ \t]*s(?:ec(?:onds?)?)?[ \t]*[,(][ \t]*"
        r"(?:[\d.]+[ \t]*tok(?:en)?s?/s(?:ec(?:ond)?)?,[ \t]*)?)"
        + _LEN.format(name="n")
        + r"[ \t]*tokens\b(?!/)"
    ),
    # "800 tok in 10.82s": a run's generated tokens and its time (llama.cpp's
    # "encoded 14 tokens in 0.054 seconds" is the prompt's, read as an input).
    regex.compile(
        r"(?i)(?<!\bencoded[ \t]+)\b"
        + _LEN.format(name="n")
        + r"[ \t]*tok(?:en)?s?[ \t]+in[ \t]+[\d.]+[ \t]*s(?:ec(?:onds?)?)?\b"
    ),
    # "Output 512 tokens with ignore_eos", "generating 256 tokens each time"
    regex.compile(
        r"(?i)\b(?:output|generat(?:e|es|ing))[ \t]+(?:exactly[ \t]+)?"
        + _LEN.format(name="n")
        + r"[ \t]+tokens?\b(?![ \t]*/|[ \t]+per[ \t]+s)"
    ),
    regex.compile(r"(?i)\b" + _LEN.format(name="n") + r"[ \t]+tokens?[ \t]+(?:generated|out)\b"),
    # KoboldCpp's progress line: "Generating (150 / 150 tokens)", generated of asked.
    regex.compile(
        r"(?<![\w-])Generating[ \t]*\([ \t]*(?P<n>\d+)[ \t]*/[ \t]*\d+[ \t]+tokens[ \t]*\)"
    ),
    # Ollama's --verbose lines: "eval count:    512 token(s)".
    regex.compile(r"(?i)(?<!prompt[ \t]{1,3})\beval[ \t]+count:[ \t]*(?P<n>\d+)[ \t]+token"),
    # llama.cpp's timing lines: "eval time = 9432.51 ms / 440 tokens" (or "runs").
    regex.compile(
        r"(?i)(?<!prompt[ \t]{1,3})\beval[ \t]+time[ \t]*=[ \t]*[\d.]+[ \t]*ms[ \t]*/[ \t]*(?P<n>\d+)[ \t]+(?:tokens|runs)\b"
    ),
    regex.compile(
        r"(?i)\b"
        + _LEN.format(name="n")
        + r"[ \t-]*tok(?:en)?s?[ \t-]+(?:answers?|responses?|replies|completions?|outputs?|generations?)\b"
    ),
    # "• Output: ~128 tokens": a label line giving the generated length
    regex.compile(
        r"(?i)(?<![\w-])(?:output|generation|completion)[ \t]*:[ \t]*(?:~|≈|about[ \t]+|around[ \t]+)?"
        + _LEN.format(name="n")
        + r"[ \t]*tok(?:en)?s?\b(?![ \t]*/|[ \t]+per[ \t]+s)"
    ),
    # "256-token decode, warm": the decode phase's length, written as a noun.
    regex.compile(
        r"(?i)\b"
        + _LEN.format(name="n")
        + r"[ \t]*-?[ \t]*tok(?:en)?s?[ \t-]+decodes?\b(?![ \t]*(?:speed|rate|throughput|time|step))"
    ),
]
#: Token counts that are no run's length: a benchmark's totals over all
#: requests and a generation cap (``max_tokens`` stops a reply, it does not fix
#: its length). Found so their numbers are known not to be claims.
_TOKEN_COUNT_RES = [
    # lmdeploy / early vLLM benchmark totals: "number of prompt tokens: 241688"
    regex.compile(
        r"(?i)\bnumber[ \t]+of[ \t]+(?:prompt|input|completion|output|generated)[ \t]+tokens?[ \t]*[:=][ \t]*"
        + _LEN.format(name="n")
    ),
    regex.compile(
        r"(?i)\btotal[ \t]+(?:input|prompt|generated|output|completion)[ \t]+tokens?[ \t]*[:=][ \t]*"
        + _LEN.format(name="n")
    ),
    regex.compile(
        r"(?i)\b(?:max_tokens|max[-_ ]new[-_ ]tokens|max[-_]completion[-_]tokens)['\"]?[ \t]*[=:]?[ \t]*"
        + _LEN.format(name="n")
    ),
]
_IN_OUT_RE = regex.compile(
    r"(?i)\b(?P<i3>\d+(?:\.\d+)?[ \t]*[kK]?|\d{1,3}(?:,\d{3})+)[ \t]*(?:input|in|prompt)(?:[ \t]+tokens?)?[ \t]*(?:and|/|,|\+)[ \t]*"
    r"(?P<o3>\d+(?:\.\d+)?[ \t]*[kK]?|\d{1,3}(?:,\d{3})+)[ \t]*(?:output|out|generated|gen)\b"
    r"|(?<!/[ \t]*)\b(?P<i>\d+(?:\.\d+)?[kK])[ \t]*/[ \t]*(?P<o>\d+(?:\.\d+)?[kK]?)\b(?![ \t]*(?:tok|t/s|ms|%|/|context|ctx|depth))"
    r"|\b(?:ISL|in(?:put)?)[ \t]*/[ \t]*(?:OSL|out(?:put)?)[ \t]*[=:]?[ \t]*(?P<i2>\d+[kK]?)[ \t]*/[ \t]*(?P<o2>\d+[kK]?)\b"
    # "input 128, output 256", "input=1024 output=512": each length after its name
    r"|\b(?:input|prompt)(?:[ \t]+len(?:gth)?)?[ \t]*[=:]?[ \t]*(?P<i4>\d+(?:\.\d+)?[kK]?)[ \t]*(?:,|/|and|;)?[ \t]*"
    r"(?:output|gen(?:eration)?)(?:[ \t]+len(?:gth)?)?[ \t]*[=:]?[ \t]*(?P<o4>\d+(?:\.\d+)?[kK]?)\b(?![ \t]*(?:tok(?:en)?s?[ \t]*/|t/s|ms\b|%))"
)
_TEMP_RE = regex.compile(
    r"(?i)\b(?:temp(?:erature)?)(?:['\"]?\s*[=:]\s*|\s*of\s+|\s+|-(?=\d))\s*(?P<t>\d(?:\.\d+)?)\b(?![.,]?\d)"
    # "T=0.7", not "1169.0ms/T = 0.86T/s" (a time per token and its rate)
    r"|(?<!/)\bT\s*=\s*(?P<t2>\d(?:\.\d+)?)\b(?![.,]?\d)"
)


#: "random 1k/1k", "random 2048 in / 512 out": synthetic prompts of the given lengths.
_RANDOM_LENGTHS_RE = regex.compile(
    r"(?i)\b(?P<r>random)\s+(?=\d+(?:\.\d+)?\s*[kK]?\s*(?:/|in\b|input\b|x\s*\d|tokens?\b))"
)
#: "bench_serving, random, 2048 in": a serving benchmark's random dataset.
_BENCH_RANDOM_RE = regex.compile(
    r"(?i)\bbench(?:_serving|mark_serving|[ _]serve)\b[^\n.]{0,30}?\b(?P<r>random)\b(?![ \t]*seed)"
)


def _length(text: str) -> float:
    text = text.replace(",", "").replace(" ", "")
    if text[-1:] in "kK":
        return round(float(text[:-1]) * 1000)
    return float(text) if "." in text else int(text)


#: A prompt described by its task: "implement an LRU cache in python" is code,
#: "write me a short story" is prose.
_TASK_WORKLOADS = (
    (
        "code",
        regex.compile(
            r"(?i)\b(?:implement|write|refactor|debug|fix)(?:-|[ \t]+)(?:me[ \t]+)?(?:an?[ \t]+|the[ \t]+"
            r"|this[ \t]+)?(?:[\w-]+(?:-|[ \t]+)){0,3}?(?:function|class|method|script|unit[ \t-]tests?|test"
            r"|module|endpoint|parser|cache|algorithm|program)\b"
            r"|\b(?:implement|write|code)[ \t]+(?:an?[ \t]+|the[ \t]+)?[\w-]+(?:[ \t]+[\w-]+){0,2}?[ \t]+in[ \t]+"
            r"(?:python|rust|go|golang|c\+\+|c#|javascript|typescript|java|kotlin|swift)\b"
        ),
    ),
    (
        "prose",
        regex.compile(
            r"(?i)\b(?:write|tell)(?:\s+me)?\s+(?:an?\s+)?(?:short\s+|long\s+)?(?:story|essay|poem|article|blog\s+post)\b"
        ),
    ),
)


#: A task-list item ("- [x] Make sure you ...", "- [x] Write and run unit tests"): an
#: issue template's or a change's checklist, not the author's run or caveat.
_CHECKLIST_ITEM_RE = regex.compile(r"[ \t]*(?:[-*+][ \t]*)?\[[ xX]\][ \t]")


def is_checklist_item(text: str, pos: int) -> bool:
    """Whether ``pos`` lies on a task-list item's line."""
    return bool(_CHECKLIST_ITEM_RE.match(text, text.rfind("\n", 0, pos) + 1))


_LENGTH_LIST_RE = regex.compile(
    r"(?<![\w-])(?:-d|-p|-n|-c|--n-depth|--n-prompt|--n-gen)[ \t]+(?P<list>\d+(?:,\d+)+)\b"
)


#: Benchmark sets named inside a file name or path ("./data/mt_bench/question.jsonl",
#: "ShareGPT_V3_unfiltered_cleaned_split.json"), and the workload each stands for.
_DATASET_FILE_SETS = {
    "mtbench": "chat", "sharegpt": "chat", "humaneval": "code", "mbpp": "code",
    "livecodebench": "code", "gsm8k": "math",
}  # fmt: skip
_PATH_TOKEN_RE = regex.compile(
    r"""(?<=--dataset[\w-]*[= ]['"]?)[^\s'"`]+|[^\s'"`=]*\.(?:jsonl?|parquet|csv)\b"""
    r"""|(?<=(?i:\bdataset)[ \t]*:[ \t]*`?)[^\s'"`,]+"""  # "Dataset: anon/ShareGPT_Vicuna_unfiltered"
)
_DATASET_IN_PATH_RE = regex.compile(
    r"(?i)(?<![a-z])(?P<set>mt[-_]?bench|sharegpt|humaneval|mbpp|livecodebench|gsm8k)(?![a-z])"
)


_RANDOM_DATASET_RE = regex.compile(r"(?i)--dataset[-_]name[= ]random\b")


def dataset_file_mentions(text: str) -> list[Mention]:
    """Workloads of benchmark sets named in dataset paths and file names."""
    found = []
    for token in _PATH_TOKEN_RE.finditer(text, timeout=TIMEOUT):
        if regex.search(r"://|github\.com|huggingface\.co", token.group()):
            continue  # a repository, not the prompts a run used
        line_start = text.rfind("\n", 0, token.start()) + 1
        line_end = text.find("\n", token.end())
        if _RANDOM_DATASET_RE.search(text, line_start, line_end if line_end >= 0 else len(text)):
            continue  # "--dataset-name random ... --dataset-path ShareGPT_V3...": random prompts
        for m in _DATASET_IN_PATH_RE.finditer(text, token.start(), token.end()):
            name = regex.sub(r"[-_]", "", m["set"].lower())
            found.append(Mention("workload", _DATASET_FILE_SETS[name], m.start(), m.end()))
    return found


#: A line listing several statistics of one measure: LMDeploy's "first token
#: latency(s)(min, max, ave): 2.337, 19.513, 4.276" and "per-token latency(s)
#: percentile(50, 75, 95, 99): [0.056, 0.112, 0.311, 0.408]".
STAT_LIST_RE = regex.compile(
    r"(?im)^[ \t]*(?P<label>[A-Za-z][\w \t-]{2,40}?)[ \t]*(?:\((?P<unit>s|ms|sec|seconds)\)[ \t]*)?"
    r"(?P<kind>percentiles?[ \t]*)?\((?P<names>[\w.]+(?:[ \t]*,[ \t]*[\w.]+)+)\)[ \t]*:[ \t]*\[?"
    # ("45.43s, 94.67s, 89.29s": each value with its unit)
    r"(?P<values>\d[\d.]*(?:s|ms)?(?:[ \t]*,[ \t]*\d[\d.]*(?:s|ms)?)+)\]?[ \t]*$"
)
_LISTED_STATS = {
    "min": "min", "max": "max", "ave": "mean", "avg": "mean", "mean": "mean", "average": "mean",
    "median": "median", "p50": "p50", "p90": "p90", "p99": "p99",
}  # fmt: skip


def stat_list_values(text: str) -> list[tuple[int, int, str | None]]:
    """Each value of a statistics list line, with the statistic it is (``None``
    for one the guide has no name for, such as p95)."""
    found = []
    for m in STAT_LIST_RE.finditer(text, timeout=TIMEOUT):
        names = [n.strip().lower() for n in m["names"].split(",")]
        values = list(regex.finditer(r"\d[\d.]*", m["values"]))
        if len(names) != len(values):
            continue
        for name, value in zip(names, values, strict=True):
            if m["kind"]:
                name = f"p{name}" if name.isdigit() else name
            start = m.start("values") + value.start()
            found.append((start, start + len(value.group()), _LISTED_STATS.get(name)))
    return found


def load_mentions(text: str) -> list[Mention]:
    """Scope, concurrency, batch size, input/output lengths and temperature."""
    found: list[Mention] = dataset_file_mentions(text)
    single_spans = []
    for m in _SINGLE_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("scope", "single_stream", m.start(), m.end()))
        found.append(Mention("concurrency", 1, m.start(), m.end()))
        single_spans.append((m.start(), m.end()))
    for rx in _CONCURRENCY_RES:
        for m in rx.finditer(text, timeout=TIMEOUT):
            n = int(m["n"]) if m["n"].isdigit() else _COUNT_WORD_VALUES[m["n"].lower()]
            if any(s <= m.start() < e for s, e in single_spans):
                continue
            if rx is _CONCURRENCY_RES[1] and not _LOAD_LINE_RE.search(line_of(text, m.start())):
                continue  # "C5 wrongly rejects nvfp4" in a commit message: a check's name
            if n == 1:
                found.append(Mention("scope", "single_stream", m.start(), m.end()))
            found.append(Mention("concurrency", n, m.start(), m.end()))
    for m in _BATCH_RE.finditer(text, timeout=TIMEOUT):
        n = int(m["n"])
        if _TOKEN_BATCH_RE.search(line_of(text, m.start())):
            continue  # "batch 4096, ubatch 4096": llama.cpp's token batches, not requests
        if n > 1:
            found.append(Mention("batch_size", n, m.start(), m.end()))
    for m in _LENGTH_LIST_RE.finditer(text, timeout=TIMEOUT):
        # "-d 0,8192,32768": the exact lengths a run's rounded labels ("8k") stand for.
        offset = m.start("list")
        for part in m["list"].split(","):
            if part.isdigit() and int(part) > 0:
                found.append(Mention("exact_len", int(part), offset, offset + len(part)))
            offset += len(part) + 1
    for workload, rx in _TASK_WORKLOADS:
        for m in rx.finditer(text, timeout=TIMEOUT):
            if is_checklist_item(text, m.start()):
                continue  # "- [x] Write and run unit tests": a to-do of the change, no prompt
            found.append(Mention("workload", workload, m.start(), m.end()))
    for m in _SCOPE_AGG_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("scope", "aggregate", m.start(), m.end()))
    for m in _SCOPE_PER_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("scope", "per_request", m.start(), m.end()))
    for key, patterns in (
        ("input_len", _INPUT_RES),
        ("output_len", _OUTPUT_RES),
        ("pp_len", _PP_RES),
        ("tg_len", _TG_RES),
        ("depth_len", _DEPTH_RES),
        ("token_count", _TOKEN_COUNT_RES),
    ):
        for rx in patterns:
            for m in rx.finditer(text, timeout=TIMEOUT):
                value = _length(m["n"])
                if value >= 1:
                    found.append(Mention(key, value, m.start(), m.end()))
    for m in _COMBINED_TEST_RE.finditer(text, timeout=TIMEOUT):
        found.append(Mention("input_len", int(m["i"]), m.start(), m.end()))
        found.append(Mention("output_len", int(m["o"]), m.start(), m.end()))
    for m in _IN_OUT_RE.finditer(text, timeout=TIMEOUT):
        i, o = (
            (m["i"], m["o"])
            if m["i"]
            else (m["i2"], m["o2"])
            if m["i2"]
            else (m["i4"], m["o4"])
            if m["i4"]
            else (m["i3"], m["o3"])
        )
        found.append(Mention("input_len", _length(i), m.start(), m.end()))
        found.append(Mention("output_len", _length(o), m.start(), m.end()))
    for rx in (_RANDOM_LENGTHS_RE, _BENCH_RANDOM_RE):
        for m in rx.finditer(text, timeout=TIMEOUT):
            found.append(Mention("workload", "random", m.start("r"), m.end("r")))
    for m in _TEMP_RE.finditer(text, timeout=TIMEOUT):
        value = float(m["t"] or m["t2"])
        found.append(
            Mention("temperature", int(value) if value.is_integer() else value, m.start(), m.end())
        )
    return found


_COMPARED_TO_RE = regex.compile(
    r"(?i)\b(?:behind|ahead\s+of|than|compared\s+(?:to|with)|relative\s+to|like(?:\s+on)?"
    r"|such\s+as)[ \t]+(?:the[ \t]+|an?[ \t]+|my[ \t]+|your[ \t]+)?$"
)
_LEFT_FROM_RE = regex.compile(
    r"(?i)\b(?:mov(?:ed|ing|e)|switch(?:ed|ing)?|migrat(?:ed|ing|e)|upgraded|transitioned)"
    r"[ \t]+(?:over[ \t]+|away[ \t]+)?from[ \t]+(?:the[ \t]+|an?[ \t]+|my[ \t]+)?$"
)
_BASELINE_METHOD_RE = regex.compile(r"(?i)(?:\bwrt|\bw\.r\.t\.?|\bover)[ \t]+(?:the[ \t]+)?$")
_NEGATION_RE = regex.compile(r"(?i)\b(?:no|not|without|non|never|instead\s+of)[ \t]+$")
#: A release after a preposition: "went from 19.1 ms on 0.10.1.1 to 23.4 ms on 0.10.2".
_PREP_VERSION_RE = regex.compile(
    r"(?i)\b(?:on|from|to|with|vs\.?|and|than|after|before|itself\s+as)\s+"
    rf"(?P<v>v?\d{{1,2}}\.\d{{1,3}}\.\d{{1,3}}(?:\.\d{{1,3}})?{_RELEASE_SUFFIXES})"
    r"(?![\w.]*\d)(?!\s*(?:GB|%|x\b|ms\b|s\b))"
)
_BARE_VERSION_RE = regex.compile(
    rf"(?<![\w.])(?P<v>v\d+\.\d+\.\d+{_RELEASE_SUFFIXES}(?:\+[\w.-]*\w)?)(?![\w+])"
)


def _first_per_span(found: list[Mention]) -> list[Mention]:
    """Drop a mention that overlaps an earlier one of the same key (two patterns, one phrase)."""
    kept: list[Mention] = []
    for m in found:
        if not any(k.key == m.key and k.start < m.end and m.start < k.end for k in kept):
            kept.append(m)
    return kept


#: The header line a scrape gives a GitHub thread: "owner/repo · issue #135 · open".
_THREAD_HEADER_RE = regex.compile(
    r"(?im)^[ \t]*(?P<repo>[\w.-]+/[\w.-]+)[ \t]+·[ \t]+(?:issue|pull[ \t]+request|discussion|PR)[ \t]+#\d+"
)


def all_mentions(text: str) -> list[Mention]:
    """Every regex-found context mention of ``text``, sorted by position.

    A mention right after a negation ("no 3090 Ti", "not vLLM") states what
    was not used, so it is dropped.
    """
    found = (
        accelerator_mentions(text)
        + cpu_mentions(text)
        + model_mentions(text)
        + precision_mentions(text)
        + engine_mentions(text)
        + spec_mentions(text)
        + parallel_mentions(text)
        + load_mentions(text)
        + [
            Mention("engine_version", m["v"], m.start("v"), m.end("v"))
            for rx in (_BARE_VERSION_RE, _PREP_VERSION_RE)
            for m in rx.finditer(text, timeout=TIMEOUT)
        ]
    )
    # "syv-ai/qwen38-27b-rtx3090 · issue #135": a scraped thread's repository
    # names no model, card or engine of the runs.
    repos = [(m.start("repo"), m.end("repo")) for m in _THREAD_HEADER_RE.finditer(text)]
    found = [
        m
        for m in found
        if (
            not _NEGATION_RE.search(text, max(0, m.start - 16), m.start)
            or m.key in ("concurrency", "scope")
        )
        and not any(a <= m.start < b for a, b in repos)
    ]
    # "moved from Ollama on Windows to llama.cpp": what the author left behind.
    found = [
        m
        for m in found
        if m.key not in ("engine", "accelerator", "accelerator_count", "cpu")
        or not _LEFT_FROM_RE.search(text, max(0, m.start - 40), m.start)
    ]
    # "still behind the M4 Max", "faster than the 4090": the other side of a comparison.
    found = [
        m
        for m in found
        if m.key not in ("accelerator", "accelerator_count", "cpu")
        or not _COMPARED_TO_RE.search(text, max(0, m.start - 24), m.start)
    ]
    # "speedup wrt EAGLE 1", "1.3x over Medusa": the method compared against.
    found = [
        m
        for m in found
        if m.key != "spec_method"
        or not (
            _COMPARED_TO_RE.search(text, max(0, m.start - 24), m.start)
            or _BASELINE_METHOD_RE.search(text, max(0, m.start - 24), m.start)
        )
    ]
    # "--model-draft x.gguf --spec-type mtp": the named type is the method; the
    # draft file only carries it.
    typed = [
        (line.start(), line.end())
        for line in regex.finditer(
            r"[^\n]*(?:--spec-type|--speculative[-_]algo\w*)[= ]\S+[^\n]*", text
        )
    ]
    found = [
        m
        for m in found
        if not (
            m.key == "spec_method"
            and m.value == "draft-model"
            and any(a <= m.start < b for a, b in typed)
            and any(
                f.key == "spec_method" and f.value != "draft-model" and a <= f.start < b
                for f in found
                for a, b in typed
                if a <= m.start < b
            )
        )
    ]
    # A quant written with the draft model ("Draft: Qwen2.5-0.5B Q8_0") is the draft's.
    drafts = [m for m in found if m.key == "draft_model"]
    found = [
        m
        for m in found
        if m.key != "precision"
        or not (
            any(d.start <= m.start <= d.end + 2 for d in drafts)
            or _DRAFTER_AFTER_RE.match(text, m.end)  # "+ Q8_0 GGUF drafter"
        )
    ]
    unique = {(m.key, m.start, m.end, str(m.value)): m for m in found}
    return sorted(unique.values(), key=lambda m: (m.start, m.end, m.key))
