"""Editor support for .law: the Pygments lexer and the TextMate grammar, both built from grammar/law.lark."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from lark import Lark
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Comment, Error, Keyword, Literal, Name, Number, String

from engine.language import law_syntax
from engine.teaching.book import Book
from engine.language.kb import law_files, load_kb
from engine.language.law_lexer import LawLexer, highlight_law
from engine.resources import default_kb_dir, grammar_file

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = '''\
# a comment
law 64A1 { editions 2007.. see 64, 20F5b }
incident fact call { level: int 1..7? "for a bid" }
rule r "doc" {
  implements 64A1 editions 1997, 2007
  when play(by: ?p, of: 3, suit: S)
       not revoke(trick: ?t)
  then rectify transfer_trick(to: ?p) under 64 must director
}
law 20F5b { quote en """two
lines""" }
'''


def _grammar_keywords_by_lark() -> set[str]:
    """The keywords as Lark itself reads the grammar: its string terminals that are words."""
    lark = Lark(grammar_file().read_text(encoding="utf-8"), parser="lalr")
    return {t.pattern.value for t in lark.terminals
            if t.pattern.type == "str" and re.fullmatch(r"[a-z_]+", t.pattern.value)}


def test_keywords_are_the_grammar_s():
    assert set(law_syntax.grammar_keywords()) == _grammar_keywords_by_lark()


def test_reference_lists_every_reserved_word():
    reference = (ROOT / "grammar" / "README.md").read_text(encoding="utf-8")
    listed = re.search(r"\*\*Reserved words:\*\* `([^`]*)`", reference).group(1).split()
    assert sorted(listed) == sorted(law_syntax.grammar_keywords())


def test_a_keyword_added_to_the_grammar_is_highlighted(tmp_path):
    grammar = tmp_path / "law.lark"
    grammar.write_text(grammar_file().read_text(encoding="utf-8") + '\nBEFORE: "before"\n', encoding="utf-8")
    assert "before" in law_syntax.grammar_keywords(grammar)
    assert "before" in json.dumps(law_syntax.tmlanguage(grammar))


# ---------------------------------------------------------------- Pygments


def test_lexer_is_registered_for_law_files():
    assert isinstance(get_lexer_for_filename("kb/law_64.law"), LawLexer)
    assert isinstance(get_lexer_by_name("law"), LawLexer)


@pytest.mark.parametrize("path", law_files(default_kb_dir()), ids=lambda p: p.name)
def test_no_error_token_in_the_kb(path):
    text = path.read_text(encoding="utf-8")
    tokens = list(LawLexer(stripnl=False).get_tokens(text))
    errors = [value for token, value in tokens if token in Error]
    assert not errors, f"{path.name}: error tokens {errors[:5]}"
    assert "".join(value for _, value in tokens).rstrip("\n") == text.rstrip("\n")  # nothing lost


def test_lexer_tokens():
    tokens = [(t, v) for t, v in LawLexer().get_tokens(SAMPLE) if v.strip()]
    kinds = {v: t for t, v in tokens}
    assert kinds["# a comment"] in Comment
    for word in ("law", "editions", "see", "incident", "fact", "rule", "implements", "when", "not", "then",
                 "rectify", "under", "must", "director", "quote"):
        assert kinds[word] in Keyword, word
    assert kinds["64A1"] is Name.Label and kinds["20F5b"] is Name.Label and kinds["64"] is Name.Label
    assert kinds["2007"] is Literal.Date and kinds["1997"] is Literal.Date
    assert kinds["?p"] is Name.Variable and kinds["?t"] is Name.Variable
    assert kinds["of"] is Name.Attribute  # a keyword used as a field name is a field
    assert kinds["3"] in Number and kinds["7"] in Number
    assert kinds['"""'] in String and kinds["two\nlines"] in String
    assert not [v for t, v in tokens if t in Error]


def test_lexer_marks_what_the_grammar_refuses():
    assert [v for t, v in LawLexer().get_tokens("rule r { when a(b: 1); }") if t in Error] == [";"]


def test_book_highlights_rules():
    kb = load_kb()
    book = Book.__new__(Book)  # only what a rule's section needs: no examples run, no maps drawn
    book.kb, book.writers = kb, {}
    html = book._rule(kb.rules[0])
    assert '<pre class="law"><code><span class="k">rule</span>' in html
    assert "<script" not in html and "style=" not in html
    assert highlight_law('x(a: "<b>")').count("&lt;b&gt;") == 1  # text is escaped


# ---------------------------------------------------------------- TextMate


def test_tmlanguage_is_up_to_date():
    path = ROOT / law_syntax.TMLANGUAGE_PATH
    expected = law_syntax.tmlanguage_json(ROOT / "grammar" / "law.lark")
    assert path.read_text(encoding="utf-8") == expected, (
        f"{law_syntax.TMLANGUAGE_PATH} differs from what grammar/law.lark gives: regenerate it with "
        "scripts/tmlanguage (or: uv run python scripts/tmlanguage.py) and commit the result")


def _textmate_scopes(grammar: dict, text: str) -> list[tuple[str, str]]:
    """A small TextMate tokenizer (match, begin/end, include; line by line): (text, innermost scope) pairs.

    Enough of the semantics VS Code applies to check the scopes the grammar gives: at each
    position the earliest match wins, the end pattern first on a tie.
    """
    repo = grammar["repository"]

    def expand(patterns):
        for p in patterns:
            if "include" in p:
                yield from expand([repo[p["include"][1:]]])
            elif "patterns" in p and "match" not in p and "begin" not in p:
                yield from expand(p["patterns"])
            else:
                yield p

    out: list[tuple[str, str]] = []
    stack: list[dict] = []  # open begin/end rules
    for line in text.splitlines(keepends=True):
        pos = 0
        while pos < len(line):
            rule = stack[-1] if stack else None
            candidates = []
            if rule is not None:
                m = re.compile(rule["end"]).search(line, pos)
                if m:
                    candidates.append((m.start(), 0, m, "end", rule))
            for i, p in enumerate(expand(rule.get("patterns", []) if rule else grammar["patterns"])):
                m = re.compile(p.get("match") or p["begin"]).search(line, pos)
                if m:
                    candidates.append((m.start(), i + 1, m, "begin" if "begin" in p else "match", p))
            if not candidates:
                out.append((line[pos:], rule.get("name", "") if rule else ""))
                break
            start, _, m, kind, p = min(candidates, key=lambda c: c[:2])
            enclosing = rule.get("name", "") if rule else ""
            if start > pos:
                out.append((line[pos:start], enclosing))
            if kind == "end":
                out.append((m.group(0), p.get("name", "")))
                stack.pop()
            elif kind == "begin":
                stack.append(p)
                caps = p.get("beginCaptures", {})
                out.append((m.group(0), caps.get("1", caps.get("0", {})).get("name", p.get("name", ""))))
            else:
                out.append((m.group(0), p.get("name", enclosing)))
            if m.end() == pos and kind != "end":  # an empty match cannot stall the tokenizer
                out.append((line[pos], enclosing))
                pos += 1
            else:
                pos = m.end()
    return [(t, s) for t, s in out if t.strip()]


def test_tmlanguage_scopes():
    grammar = json.loads((ROOT / law_syntax.TMLANGUAGE_PATH).read_text(encoding="utf-8"))
    assert grammar["scopeName"] == "source.law" and grammar["fileTypes"] == ["law"]
    scopes = dict(_textmate_scopes(grammar, SAMPLE))
    assert scopes["# a comment"] == "comment.line.number-sign.law"
    for word in ("law", "editions", "see", "incident", "fact", "rule", "implements", "when", "not", "then",
                 "rectify", "under", "must", "director", "quote"):
        assert scopes[word] == "keyword.other.law", word
    for law_id in ("64A1", "64", "20F5b"):
        assert scopes[law_id] == "constant.other.law-id.law", law_id
    assert scopes["2007"] == scopes["1997"] == "constant.numeric.edition.law"
    assert scopes["?p"] == "variable.other.law"
    assert scopes["play"] == scopes["transfer_trick"] == "entity.name.function.law"
    assert scopes["of"] == "variable.other.property.law"
    assert scopes["3"] == scopes["7"] == "constant.numeric.integer.law"
    assert scopes["for a bid"] == "string.quoted.double.law"
    assert scopes["two\n"] == scopes["lines"] == "string.quoted.triple.law"


def test_tmlanguage_reads_every_kb_file():
    grammar = json.loads((ROOT / law_syntax.TMLANGUAGE_PATH).read_text(encoding="utf-8"))
    for path in law_files(default_kb_dir()):
        # Only names (of rules, types, enum members: `S`, `seat`) are left plain, as in most grammars.
        unscoped = [t for t, s in _textmate_scopes(grammar, path.read_text(encoding="utf-8"))
                    if not s and not re.fullmatch(r"\s*(?:[A-Za-z_][A-Za-z0-9_]*\s*)+", t)]
        assert not unscoped, f"{path.name}: text without a scope {unscoped[:5]}"
