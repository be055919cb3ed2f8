"""The lexical shape of ``.law`` text for highlighters, read from the grammar so the two cannot drift.

The keywords are the quoted word terminals of ``grammar/law.lark`` (``RULE: "rule"``);
the patterns below restate its regular terminals (law ids, editions, variables, strings).
Both the Pygments lexer (``engine.language.law_lexer``) and the TextMate grammar
(``grammar/law.tmLanguage.json``, written by ``scripts/tmlanguage``) are built from them.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from engine.resources import grammar_file

# A keyword terminal: `NAME: "word"` (a name, an optional priority, one quoted word).
_KEYWORD_TERMINAL = re.compile(r'^[A-Z][A-Z0-9_]*(?:\.\d+)?\s*:\s*"([a-z_]+)"\s*(?://.*)?$', re.MULTILINE)

CONSTANTS = frozenset({"true", "false"})  # keywords that stand where values do
# Keywords followed by one law id or a comma-separated list of them (a bare `64` is a law id there).
LAW_ID_KEYWORDS = ("law", "see", "implements", "under", "paragraphs")

LAW_ID = r"[0-9]{1,3}(?:[A-H](?:[0-9]{1,2}(?:[a-e])?)?)?(?![0-9A-Za-z_])"
LAW_ID_WITH_LETTER = r"[0-9]{1,3}[A-H](?:[0-9]{1,2}(?:[a-e])?)?(?![0-9A-Za-z_])"
EDITION = r"(?:19|20)[0-9]{2}(?![0-9A-Za-z_])"
INTEGER = r"[0-9]+(?![0-9A-Za-z_])"
VARIABLE = r"\?[a-z_][A-Za-z0-9_]*"
NAME = r"[A-Za-z_][A-Za-z0-9_]*"
FIELD_NAME = NAME + r"(?=\s*:(?!:))"  # `trick:` in a pattern or a field declaration
COMMENT = r"#[^\n]*"
OPERATOR = r"==|!=|<=|>=|<|>|\.\.|\+|-|=|\?"
PUNCTUATION = r"[:,(){}]"


@lru_cache(maxsize=None)
def grammar_keywords(grammar: Path | None = None) -> tuple[str, ...]:
    """The reserved words of the language, as ``grammar/law.lark`` declares them, in its order."""
    text = (grammar or grammar_file()).read_text(encoding="utf-8")
    words = tuple(dict.fromkeys(_KEYWORD_TERMINAL.findall(text)))
    if not words:
        raise ValueError(f"no keyword terminals found in {grammar or grammar_file()}")
    return words


def _alternation(words: list[str]) -> str:
    # Longest first, so that `editions` is not read as `edition` followed by `s`.
    return "|".join(re.escape(w) for w in sorted(words, key=lambda w: (-len(w), w)))


def keyword_pattern(words: list[str]) -> str:
    """A whole word among ``words`` that is not a field name (``of: ?p`` names a field)."""
    return rf"\b(?:{_alternation(words)})\b(?!\s*:)"


# ---------------------------------------------------------------- TextMate

TMLANGUAGE_PATH = Path("grammar") / "law.tmLanguage.json"


def tmlanguage(grammar: Path | None = None) -> dict:
    """The TextMate grammar of ``.law`` files (scope ``source.law``), as a JSON-ready dict."""
    keywords = grammar_keywords(grammar)
    plain = [k for k in keywords if k not in CONSTANTS and k not in LAW_ID_KEYWORDS]
    law_id_keywords = [k for k in LAW_ID_KEYWORDS if k in keywords]
    constants = [k for k in keywords if k in CONSTANTS]
    return {
        "$schema": "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
        "name": "Law",
        "scopeName": "source.law",
        "fileTypes": ["law"],
        "comment": "Generated from grammar/law.lark by scripts/tmlanguage (engine/language/law_syntax.py); do not edit.",
        "patterns": [{"include": "#comment"}, {"include": "#string"}, {"include": "#law-ids"},
                     {"include": "#field"}, {"include": "#keyword"}, {"include": "#value"},
                     {"include": "#punctuation"}],
        "repository": {
            "comment": {"name": "comment.line.number-sign.law", "match": COMMENT},
            "string": {"patterns": [
                {"name": "string.quoted.triple.law", "begin": '"""', "end": '"""',
                 "beginCaptures": {"0": {"name": "punctuation.definition.string.begin.law"}},
                 "endCaptures": {"0": {"name": "punctuation.definition.string.end.law"}}},
                {"name": "string.quoted.double.law", "begin": '"', "end": '"|$',
                 "beginCaptures": {"0": {"name": "punctuation.definition.string.begin.law"}},
                 "endCaptures": {"0": {"name": "punctuation.definition.string.end.law"}},
                 "patterns": [{"name": "constant.character.escape.law", "match": r"\\."}]},
            ]},
            # `law 64 {`, `see 64A1, 64B`, `implements 17B editions 2007`: every id, bare numbers included.
            "law-ids": {
                "begin": rf"\b({_alternation(law_id_keywords)})\b(?!\s*:)",
                "beginCaptures": {"1": {"name": "keyword.other.law"}},
                "end": r"(?!\s*(?:,|[0-9]|#))",
                "patterns": [{"include": "#comment"},
                             {"name": "constant.other.law-id.law", "match": r"\b" + LAW_ID},
                             {"name": "punctuation.separator.comma.law", "match": ","}],
            },
            "field": {"name": "variable.other.property.law", "match": r"\b" + FIELD_NAME},
            "keyword": {"patterns": [
                {"name": "constant.language.law", "match": keyword_pattern(constants)},
                {"name": "keyword.other.law", "match": keyword_pattern(plain)},
            ]},
            "value": {"patterns": [
                {"name": "variable.other.law", "match": VARIABLE},
                {"name": "entity.name.function.law", "match": r"\b" + NAME + r"(?=\s*\()"},
                {"name": "constant.other.law-id.law", "match": r"\b" + LAW_ID_WITH_LETTER},
                {"name": "constant.numeric.edition.law", "match": r"\b" + EDITION},
                {"name": "constant.numeric.integer.law", "match": r"\b" + INTEGER},
                {"name": "keyword.operator.law", "match": OPERATOR},
            ]},
            "punctuation": {"patterns": [
                {"name": "punctuation.section.block.law", "match": r"[{}]"},
                {"name": "punctuation.section.parens.law", "match": r"[()]"},
                {"name": "punctuation.separator.law", "match": r"[:,]"},
            ]},
        },
    }


def tmlanguage_json(grammar: Path | None = None) -> str:
    """The TextMate grammar as the checked-in file holds it."""
    return json.dumps(tmlanguage(grammar), indent=2, ensure_ascii=False) + "\n"
