"""Read symbols through mojibake without changing a single offset.

Scraped pages sometimes carry UTF-8 text that was decoded with a single-byte
code page: "2Ã— RTX 4090" (cp1252) or "2Γ RTX 4090" (ISO-8859-7, its
undefined bytes dropped) for "2× RTX 4090", "74â€“76%" for "74–76%". The
extractors read the symbol; quotes keep the text as written.

:func:`repair` returns a text of exactly the same length: each damaged
sequence becomes its symbol followed by spaces, so every span found in the
repaired text points at the same characters of the original. Sequences that
are unambiguous (two characters or more of one code page's reading of a
symbol's bytes) are repaired anywhere; a single leftover letter ("Γ" for
"×", "β" for a dash) only between figures, where nothing else reads it, and
so is a double-byte page's ideograph ("卤" for "±", "脳" for "×").
"""

from __future__ import annotations

from functools import lru_cache

import regex

#: The symbols whose damaged forms matter to extraction: multipliers, range
#: dashes, approximations, spreads, arrows, bullets and separators.
SYMBOLS = "×–—≈±→•·…’“”≥≤µ"

#: Code pages that scrapers and editors mistake UTF-8 for.
CODE_PAGES = ("cp1252", "latin-1", "iso-8859-7", "cp1253")
#: Double-byte code pages read a two-byte symbol as one ideograph ("卤" for
#: "±" in GBK): a real character elsewhere, so read as the symbol only
#: between two figures, and only for the spread and the multiplier.
WIDE_PAGES = ("gbk", "big5", "euc-kr")
WIDE_SYMBOLS = "±×"


def _readings(symbol: str) -> set[str]:
    """Every way a code page shows the symbol's UTF-8 bytes, with the bytes it
    cannot show kept as control characters or dropped."""
    raw = symbol.encode("utf-8")
    found = set()
    for page in CODE_PAGES:
        chars = []
        for byte in raw:
            try:
                chars.append(bytes([byte]).decode(page))
            except UnicodeDecodeError:
                chars.append("")
        kept = "".join(c if c else chr(b) for c, b in zip(chars, raw, strict=True))
        dropped = "".join(c for c in chars if c and not 0x80 <= ord(c) <= 0x9F)
        found.update({kept, dropped})
    return {form for form in found if form and form != symbol}


@lru_cache(maxsize=1)
def _tables() -> tuple[regex.Pattern[str], dict[str, str], regex.Pattern[str], dict[str, str]]:
    """Damaged forms that only one symbol leaves (repaired anywhere), and forms
    that several leave or single leftover letters (repaired between figures)."""
    symbols_of: dict[str, set[str]] = {}
    for symbol in SYMBOLS:
        for form in _readings(symbol):
            if not form.isascii():
                symbols_of.setdefault(form, set()).add(symbol)
    sure = {f: next(iter(s)) for f, s in symbols_of.items() if len(f) >= 2 and len(s) == 1}
    # A form several symbols leave, or a lone leftover letter, stands for a
    # figure's symbol only when one reading is a multiplier or a dash: "2Γ RTX"
    # is 2×, "74β76%" is 74–76%.
    between = {}
    for form, symbols in symbols_of.items():
        if form in sure:
            continue
        if "×" in symbols:
            between[form] = "×"
        elif "–" in symbols:
            between[form] = "–"
    longest_first = sorted(sure, key=len, reverse=True)
    sure_re = regex.compile("|".join(regex.escape(f) for f in longest_first))
    forms = "|".join(regex.escape(f) for f in sorted(between, key=len, reverse=True))
    # After a figure: a multiplier before a space or figure, a dash before a figure.
    between_re = regex.compile(rf"(?<=\d)(?:{forms})(?=[ \t]|\d)")
    return sure_re, sure, between_re, between


_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})


def repair(text: str) -> str:
    """``text`` with damaged symbols read, every offset unchanged."""
    if text.isascii():
        return text
    sure_re, sure, between_re, between = _tables()
    out = sure_re.sub(lambda m: sure[m[0]].ljust(len(m[0])), text)
    # Typographic hyphens a page keeps names from breaking at ("Qwen2.5‑7B‑Instruct"
    # with U+2011) are the plain hyphen the name is written with.
    out = out.translate(_HYPHENS)

    def fix(m: regex.Match[str]) -> str:
        symbol = between[m[0]]
        if symbol == "–" and not _digit_at(out, m.end()):
            return m[0]  # "155 β 120" may be an arrow: left as written
        return symbol.ljust(len(m[0]))

    out = between_re.sub(fix, out)
    wide_re, wide = _wide_table()
    return wide_re.sub(lambda m: wide[m[0]], out)


@lru_cache(maxsize=1)
def _wide_table() -> tuple[regex.Pattern[str], dict[str, str]]:
    """One-ideograph readings of the spread and the multiplier, between figures:
    "194.958 卤 0.075" is 194.958 ± 0.075, "2脳 RTX" is 2× RTX."""
    wide: dict[str, str] = {}
    for symbol in WIDE_SYMBOLS:
        for page in WIDE_PAGES:
            try:
                form = symbol.encode("utf-8").decode(page)
            except UnicodeDecodeError:
                continue
            if len(form) == 1 and form != symbol:
                wide[form] = symbol
    forms = "|".join(regex.escape(f) for f in sorted(wide))
    return regex.compile(rf"(?<=\d[ \t]?)(?:{forms})(?=[ \t]?\d|[ \t][A-Za-z])"), wide


def _digit_at(text: str, pos: int) -> bool:
    return pos < len(text) and text[pos].isdigit()
