"""Parse .law text into the AST (``engine.language.ast``), with positions and curated syntax errors.

The Lark LALR parser is built once per process, lazily, from ``grammar/law.lark``.
"""

from __future__ import annotations

import ast as python_ast
import warnings
from dataclasses import replace
from functools import lru_cache
from typing import Any

from lark import Lark, Token, Transformer, Tree, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from engine.language import ast
from engine.errors import Diagnostic, EngineError, source_line
from engine.resources import grammar_file


@lru_cache(maxsize=1)
def _lark() -> Lark:
    return Lark(
        grammar_file().read_text(encoding="utf-8"),
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=False,
    )


@lru_cache(maxsize=1)
def reserved_words() -> frozenset[str]:
    """The keywords of the grammar: they cannot name an enum, fact, field or rule."""
    return frozenset(
        str(t.pattern.value) for t in _lark().terminals if t.pattern.type == "str" and str(t.pattern.value).isidentifier()
    )


_EXPECTED_DECLARATION = ("expected a declaration: enum, incident fact, derived fact, law, rule, rectification "
                         "or situation")
_DECLARATION_TOKENS = {"ENUM", "INCIDENT", "DERIVED", "LAW", "RULE", "SOURCE", "CONSTRAINT", "EDITION_KW",
                       "RECTIFICATION", "SITUATION"}

# Curated messages for the common syntax errors: Lark maps a failure to the label
# whose examples fail in the same parser state (``UnexpectedInput.match_examples``).
_SYNTAX_EXAMPLES: dict[str, list[str]] = {
    "a block is not closed: '}' expected": [
        'law 64A1 { title "t"',
        "rule r { implements 64A1 editions 1997 when a(x: ?x) then derive b(x: ?x)",
        "incident fact revoke { by: seat",
        "enum e { a, b",
    ],
    "a rule needs 'implements LAW editions EDITION' first": [
        "rule r { when a(x: ?x) then derive b(x: ?x) }",
        "rule r { editions 1997 when a(x: ?x) then derive b(x: ?x) }",
    ],
    "a rule needs 'then' and at least one conclusion after its conditions": [
        "rule r { implements 64A1 editions 1997 when a(x: ?x) }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x) derive b(x: ?x) }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x) rectify b() must director }",
    ],
    "a rule needs 'when' and at least one condition": [
        "rule r { implements 64A1 editions 1997 then derive b(x: ?x) }",
        "rule r { implements 64A1 editions 1997 a(x: ?x) then derive b(x: ?x) }",
    ],
    "not a law id: write it as in the texts, run together (64A1, 20F5b, 45C4b)": [
        "law 64a1 { }",
        "law A1 { }",
        "law x { }",
        "rule r { implements 64a1 editions 1997 when a(x: ?x) then derive b(x: ?x) }",
        "rule r { implements x editions 1997 when a(x: ?x) then derive b(x: ?x) }",
        "law 64A1 { see x }",
        "law 64A1 { see 63A, x }",
        "law 64A1 { see 63a }",
        "law 64A1 { see 63A, 63a }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() under 64a1 must director }",
        "rule r { implements 64A1, x editions 1997 when a(x: ?x) then derive b(x: ?x) }",
    ],
    "not an edition: write its year, such as 2007, or a range such as 2007..": [
        "law 64A1 { editions x }",
        "law 64A1 { editions 1997, x }",
        "law 64A1 { editions 97 }",
        "rule r { implements 64A1 editions x when a(x: ?x) then derive b(x: ?x) }",
        "rule r { implements 64A1 editions 1997, y when a(x: ?x) then derive b(x: ?x) }",
    ],
    "a rectification ends with 'must' or 'may' and who: a seat, a side or 'director'": [
        "rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() director }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x) then rectify b() must }",
    ],
    "a field is written 'name: value', with values separated by commas": [
        "rule r { implements 64A1 editions 1997 when a(x ?x) then derive b(x: ?x) }",
        "rule r { implements 64A1 editions 1997 when a(x: ?x y: ?y) then derive b(x: ?x) }",
        "rule r { implements 64A1 editions 1997 when a(?x) then derive b(x: ?x) }",
    ],
    "a field declaration is written 'name: type'": [
        "incident fact f { by seat }",
        "incident fact f { by: }",
    ],
    _EXPECTED_DECLARATION: [
        "rul r { }",
        "fact f { }",
        "x",
    ],
}


def parse(text: str, path: str = "<string>") -> ast.Module:
    """Parse one .law file, raising ``EngineError`` with a curated message on bad syntax."""
    try:
        tree = _lark().parse(text)
    except UnexpectedInput as error:
        raise EngineError(_syntax_diagnostic(error, text, path)) from None
    _check_depth(tree, text, path)
    try:
        decls = _ToAst(path, text).transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, EngineError):
            raise error.orig_exc from None
        raise
    return ast.Module(path=path, text=text, decls=tuple(decls))


_DECLARATION_WORDS = {"law", "rule", "incident", "derived", "enum"}
_UNCLOSED = "the block before it is not closed: '}' expected"
# How the expected-token hint names the terminals that are not plain strings.
_TERMINAL_WORDS = {
    "LAW_ID": "a law id (64A1)",
    "EDITION": "an edition (a year such as 2007)",
    "INT": "a number",
    "NAME": "a name",
    "VAR": "a variable (?x)",
    "STRING": 'a string ("...")',
    "LONG_STRING": 'a long string ("""...""")',
    "COMPARE": "a comparison (==, !=, <, <=, >, >=)",
}


class _IntRange(tuple):
    """(low, high) of a field's `int 1..7`, told apart from the other parts of a field declaration."""


RANGE_MARK = ".."  # "2007..": 2007 and every later edition (expanded by the checker)
ALL_EDITIONS = "*"  # a constraint holds in every edition the KB declares


MAX_NESTING = 40  # levels of the syntax tree: a shipped rule has 8, each nested call adds one


def _check_depth(tree: Tree, text: str, path: str) -> None:
    """Refuse a tree nested more deeply than MAX_NESTING (the transformer and the compilers recurse)."""
    stack: list[tuple[Any, int, Any]] = [(tree, 1, None)]
    while stack:
        node, depth, meta = stack.pop()
        if not isinstance(node, Tree):
            continue
        here = node.meta if not node.meta.empty else meta
        if depth > MAX_NESTING:
            line, column = (here.line, here.column) if here is not None else (1, 1)
            span = ast.Span(path, line, column, line, column + 1)
            raise EngineError(Diagnostic(
                f"nested too deeply: more than {MAX_NESTING} levels (function calls inside function calls?)",
                span, source_line(text, line)))
        stack.extend((child, depth + 1, here) for child in node.children)


def _syntax_diagnostic(error: UnexpectedInput, text: str, path: str) -> Diagnostic:
    token = getattr(error, "token", None)
    at_end = isinstance(error, UnexpectedEOF) or (token is not None and token.type == "$END")
    line, column = max(1, getattr(error, "line", 1) or 1), max(1, getattr(error, "column", 1) or 1)
    if at_end:
        line, column = _end_position(text)
    if isinstance(error, UnexpectedCharacters):
        found, label = f"stray character {text[error.pos_in_stream]!r}", None
    elif at_end:
        found, label = "unexpected end of file", _label_for(error) or "a block is not closed: '}' expected"
    else:
        word = _word_at(text, token.start_pos) if token.start_pos is not None else str(token)
        found, label = f"unexpected {word!r}", _label_for(error)
        previous = (getattr(error, "token_history", None) or [None])[-1]
        if label is None and word in _DECLARATION_WORDS:
            label = _UNCLOSED
        elif label is None and previous is not None and str(previous) in _DECLARATION_WORDS:
            # "derived fact" inside an open block: "derived" was read as a field name.
            found, label = f"unexpected {str(previous)!r}", _UNCLOSED
            line, column = previous.line, previous.column
    expected = sorted(getattr(error, "expected", None) or getattr(error, "allowed", None) or [])
    if label is None and expected and set(expected) - {"$END"} <= _DECLARATION_TOKENS:
        # Between declarations: the parser state depends on the declaration before, so no example covers them all.
        label = _EXPECTED_DECLARATION
    message = f"{found}; {label}" if label else found
    hint = f"expected {_readable(expected)}" if expected and not label else None
    span = ast.Span(path, line, column, line, column + 1)
    return Diagnostic(message, span=span, source_line=source_line(text, line), hint=hint)


def _word_at(text: str, position: int) -> str:
    """The whole word at a position: a bad law id reads as '64a1', not as the number 64."""
    end = position
    while end < len(text) and (text[end].isalnum() or text[end] in "_?"):
        end += 1
    return text[position:end] or text[position : position + 1]


def _readable(terminals: list[str]) -> str:
    names = []
    for name in terminals:
        if name in _TERMINAL_WORDS:
            names.append(_TERMINAL_WORDS[name])
            continue
        pattern = _lark().get_terminal(name).pattern
        names.append(f"'{pattern.value}'" if pattern.type == "str" else name.lower())
    return names[0] if len(names) == 1 else "one of: " + ", ".join(names)


@lru_cache(maxsize=1)
def _example_states() -> dict[tuple[int, str], str]:
    """Parser state and bad token of every curated example, mapped to its label.

    Lark's own ``match_examples`` also compares the depth of the parser stack,
    so an error after a file's first declaration would never match; the state
    and the bad token are what tell the situation.
    """
    states: dict[tuple[int, str], str] = {}
    for label, examples in _SYNTAX_EXAMPLES.items():
        for example in examples:
            try:
                _lark().parse(example)
            except (UnexpectedToken, UnexpectedEOF) as error:
                states.setdefault(_state_key(error), label)
            except UnexpectedInput:
                continue
    return states


def _state_key(error: UnexpectedInput) -> tuple[int, str]:
    token = getattr(error, "token", None)
    return error.state.position if error.state else -1, token.type if token is not None else "$END"


def _label_for(error: UnexpectedInput) -> str | None:
    return _example_states().get(_state_key(error))


def _end_position(text: str) -> tuple[int, int]:
    lines = text.splitlines() or [""]
    return len(lines), len(lines[-1]) + 1


def _unquote(token: Token, path: str = "<string>", text: str = "") -> str:
    raw = str(token)
    if raw.startswith('"""'):
        return raw[3:-3]
    if "\0" in raw:
        raise EngineError(_token_diagnostic("not a valid string: it holds a NUL character", token, path, text))
    try:
        with warnings.catch_warnings():  # "\d" stays a backslash and a d, as before
            warnings.simplefilter("ignore")
            return str(python_ast.literal_eval(raw))
    except (SyntaxError, ValueError) as error:  # "\N", "\x4": a malformed escape
        reason = (getattr(error, "msg", None) or str(error)).rsplit(": ", 1)[-1]
        diagnostic = _token_diagnostic(f"not a valid string: {reason}", token, path, text)
        raise EngineError(replace(diagnostic, hint="write a backslash as \\\\")) from None


def _int(token: Token, path: str = "<string>", text: str = "") -> int:
    try:
        return int(token)
    except ValueError:  # more digits than Python converts (sys.get_int_max_str_digits)
        raise EngineError(_token_diagnostic(f"number too long: {len(str(token))} digits", token, path, text)) from None


def _token_diagnostic(message: str, token: Token, path: str, text: str) -> Diagnostic:
    line, column = token.line or 1, token.column or 1
    span = ast.Span(path, line, column, line, column + min(len(str(token)), 80))
    return Diagnostic(message, span=span, source_line=source_line(text, line)[: column + 80])


class _ToAst(Transformer):
    """Turns the Lark tree into AST nodes, keeping every node's span."""

    def __init__(self, path: str, text: str):
        super().__init__()
        self.path = path
        self.text = text

    def _span(self, meta: Any) -> ast.Span:
        if getattr(meta, "empty", True):
            return ast.Span(self.path, 1, 1, 1, 1)
        return ast.Span(self.path, meta.line, meta.column, meta.end_line, meta.end_column)

    def _unquote(self, token: Token) -> str:
        return _unquote(token, self.path, self.text)

    def _int(self, token: Token) -> int:
        return _int(token, self.path, self.text)

    def _token_span(self, token: Token) -> ast.Span:
        return ast.Span(self.path, token.line, token.column, token.end_line, token.end_column)

    def start(self, items: list[Any]) -> list[ast.Decl]:
        return items

    # ------------------------------------------------------------ vocabulary
    @v_args(meta=True)
    def enum_decl(self, meta: Any, items: list[Any]) -> ast.EnumDecl:
        name = items[1]
        doc = next((self._unquote(t) for t in items if isinstance(t, Token) and t.type == "STRING"), "")
        members = tuple(str(t) for t in items[2:] if isinstance(t, Token) and t.type == "NAME")
        return ast.EnumDecl(str(name), doc, members, self._span(meta))

    @v_args(meta=True)
    def fact_decl(self, meta: Any, items: list[Any]) -> ast.FactDecl:
        tokens = [t for t in items if isinstance(t, Token)]
        origin = str(tokens[0])
        single = any(t.type == "ONE" for t in tokens)
        internal = any(t.type == "INTERNAL" for t in tokens)
        is_open = any(t.type == "OPEN" for t in tokens)
        name = next(str(t) for t in tokens if t.type == "NAME")
        doc = next((self._unquote(t) for t in tokens if t.type == "STRING"), "")
        fields = tuple(i for i in items if isinstance(i, ast.FieldDecl))
        return ast.FactDecl(name, origin, single, doc, fields, self._span(meta), internal, is_open)

    @v_args(meta=True)
    def field_decl(self, meta: Any, items: list[Any]) -> ast.FieldDecl:
        name, _colon, type_name = items[:3]
        rest = items[3:]
        optional = any(isinstance(i, Token) and i.type == "OPTIONAL" for i in rest)
        default = next((i for i in rest if isinstance(i, (ast.Symbol, ast.IntLit, ast.BoolLit))), None)
        doc = next((self._unquote(i) for i in rest if isinstance(i, Token) and i.type == "STRING"), "")
        low, high = next((i for i in rest if isinstance(i, _IntRange)), (None, None))
        return ast.FieldDecl(str(name), str(type_name), optional, default, doc, self._span(meta), low, high)

    def int_range(self, items: list[Any]) -> "_IntRange":
        low = self._int(items[0])
        high = self._int(items[2]) if len(items) > 2 and items[2] is not None else None
        return _IntRange((low, high))

    def default(self, items: list[Any]) -> ast.Literal:
        return items[1]

    # ------------------------------------------------------------ law blocks
    @v_args(meta=True)
    def law_decl(self, meta: Any, items: list[Any]) -> ast.LawDecl:
        entries: dict[str, Any] = {}
        see: list[tuple[ast.LawId, ast.Span]] = []
        variants: list[ast.Variant] = []
        for key, value, span in items[3:-1]:
            if key == "see":
                see.extend(value)
            elif key == "variant":
                variants.append(value)
            elif key in entries:
                raise EngineError(
                    Diagnostic(f"law {items[1]} gives '{key}' twice", span, source_line(self.text, span.line))
                )
            else:
                entries[key] = value
        return ast.LawDecl(
            law_id=ast.LawId(str(items[1])),
            title=entries.get("title", ""),
            editions=entries.get("editions", ()),
            source=entries.get("source"),
            quote=entries.get("quote"),
            unquoted=entries.get("unquoted"),
            gist=entries.get("gist"),
            note=entries.get("note"),
            see=tuple(see),
            no_rules=entries.get("no_rules"),
            span=self._span(meta),
            variants=tuple(variants),
            superseded=entries.get("superseded"),
            introduced=entries.get("introduced"),
        )

    @v_args(meta=True)
    def law_title(self, meta: Any, items: list[Any]) -> tuple:
        return "title", self._unquote(items[1]), self._span(meta)

    def _flowing_text(key: str):  # noqa: N805 (a factory run in the class body, not a method)
        """The handler of a law block entry whose text flows: ``KEYWORD "text"``, its whitespace folded."""
        @v_args(meta=True)
        def entry(self, meta: Any, items: list[Any]) -> tuple:
            return key, " ".join(self._unquote(items[1]).split()), self._span(meta)
        return entry

    law_superseded = _flowing_text("superseded")
    law_introduced = _flowing_text("introduced")
    law_unquoted = _flowing_text("unquoted")
    law_gist = _flowing_text("gist")
    law_note = _flowing_text("note")
    law_no_rules = _flowing_text("no_rules")
    del _flowing_text

    @v_args(meta=True)
    def law_editions(self, meta: Any, items: list[Any]) -> tuple:
        return "editions", items[1], self._span(meta)

    def edition_list(self, items: list[Any]) -> tuple[ast.Edition, ...]:
        """The editions as written: a range ``2007..`` stays ``"2007.."`` until the checker expands it."""
        editions: list[str] = []
        for token in items:
            if token.type == "EDITION":
                editions.append(str(token))
            elif token.type == "RANGE":
                editions[-1] += RANGE_MARK
        return tuple(ast.Edition(e) for e in editions)

    @v_args(meta=True)
    def edition_decl(self, meta: Any, items: list[Any]) -> ast.EditionDecl:
        entries = {key: value for key, value, _ in (i for i in items if isinstance(i, tuple))}
        return ast.EditionDecl(ast.Edition(str(items[1])), entries.get("title", ""), entries.get("follows"), self._span(meta))

    @v_args(meta=True)
    def edition_follows(self, meta: Any, items: list[Any]) -> tuple:
        return "follows", ast.Edition(str(items[1])), self._span(meta)

    @v_args(meta=True)
    def law_source(self, meta: Any, items: list[Any]) -> tuple:
        summary = any(isinstance(t, Token) and t.type == "SUMMARY" for t in items)
        span = self._span(meta)
        return "source", ast.Source(self._unquote(items[1]), self._unquote(items[3]), summary, span), span

    @v_args(meta=True)
    def law_quote(self, meta: Any, items: list[Any]) -> tuple:
        return "quote", ast.Quote(str(items[1]), self._unquote(items[2]).strip(), self._span(meta)), self._span(meta)

    @v_args(meta=True)
    def law_variant(self, meta: Any, items: list[Any]) -> tuple:
        span = self._span(meta)
        source = ast.Source(_unquote(items[1]), _unquote(items[3]), False, span)
        return "variant", ast.Variant(source, str(items[4]), _unquote(items[5]).strip(), span), span

    @v_args(meta=True)
    def source_decl(self, meta: Any, items: list[Any]) -> ast.SourceDecl:
        entries: dict[str, Any] = {"paragraphs": []}
        for key, value, _ in (i for i in items if isinstance(i, tuple)):
            if key == "paragraphs":
                entries["paragraphs"].extend(value)
            else:
                entries[key] = value
        return ast.SourceDecl(
            file=self._unquote(items[1]),
            title=entries.get("title", ""),
            editions=entries.get("editions", ()),
            language=entries.get("language", ""),
            paragraphs=tuple(entries["paragraphs"]),
            span=self._span(meta),
        )

    @v_args(meta=True)
    def source_language(self, meta: Any, items: list[Any]) -> tuple:
        return "language", str(items[1]), self._span(meta)

    @v_args(meta=True)
    def source_paragraphs(self, meta: Any, items: list[Any]) -> tuple:
        paragraphs = [(ast.LawId(str(t)), self._token_span(t)) for t in items if t.type == "LAW_ID"]
        return "paragraphs", paragraphs, self._span(meta)

    @v_args(meta=True)
    def law_see(self, meta: Any, items: list[Any]) -> tuple:
        targets = [(ast.LawId(str(t)), self._token_span(t)) for t in items if t.type == "LAW_ID"]
        return "see", targets, self._span(meta)

    @v_args(meta=True)
    def rectification_decl(self, meta: Any, items: list[Any]) -> ast.RectificationDecl:
        return ast.RectificationDecl(str(items[1]), str(items[2]), self._unquote(items[3]), self._span(meta))

    @v_args(meta=True)
    def situation_decl(self, meta: Any, items: list[Any]) -> ast.SituationDecl:
        asks = tuple(str(t) for t in items[5:] if isinstance(t, Token) and t.type == "NAME")
        return ast.SituationDecl(str(items[1]), self._unquote(items[2]), asks, self._span(meta))

    # ------------------------------------------------------------ rules
    @v_args(meta=True)
    def rule_decl(self, meta: Any, items: list[Any]) -> ast.RuleDecl:
        name = str(items[1])
        doc = self._unquote(items[2]) if isinstance(items[2], Token) and items[2].type == "STRING" else ""
        laws, editions = next(i for i in items if isinstance(i, tuple) and i and i[0] == "implements")[1:]
        when = next(k for k, i in enumerate(items) if isinstance(i, Token) and i.type == "WHEN")
        then = next(k for k, i in enumerate(items) if isinstance(i, Token) and i.type == "THEN")
        return ast.RuleDecl(
            name=name,
            doc=doc,
            laws=laws,
            editions=editions,
            defeats=tuple(i for i in items if isinstance(i, ast.Defeats)),
            conditions=tuple(items[when + 1 : then]),
            conclusions=tuple(items[then + 1 : -1]),
            span=self._span(meta),
        )

    @v_args(meta=True)
    def constraint_decl(self, meta: Any, items: list[Any]) -> ast.RuleDecl:
        """A constraint is kept as a rule with no law and no conclusion, and its message."""
        when = next(k for k, i in enumerate(items) if isinstance(i, Token) and i.type == "WHEN")
        message = self._unquote(items[2])
        return ast.RuleDecl(
            name=str(items[1]),
            doc=message,
            laws=(),
            editions=(ast.Edition(ALL_EDITIONS),),
            defeats=(),
            conditions=tuple(items[when + 1 : -1]),
            conclusions=(),
            span=self._span(meta),
            contradiction=message,
        )

    def implements(self, items: list[Any]) -> tuple[Any, ...]:
        laws = tuple((ast.LawId(str(t)), self._token_span(t)) for t in items if getattr(t, "type", "") == "LAW_ID")
        return "implements", laws, items[-1]

    @v_args(meta=True)
    def defeats(self, meta: Any, items: list[Any]) -> ast.Defeats:
        rules = tuple((str(t), self._token_span(t)) for t in items if isinstance(t, Token) and t.type == "NAME")
        on = tuple(ast.Var(str(t)[1:], self._token_span(t)) for t in items if isinstance(t, Token) and t.type == "VAR")
        return ast.Defeats(rules, on, self._span(meta))

    @v_args(meta=True)
    def pattern(self, meta: Any, items: list[Any]) -> ast.Pattern:
        args = tuple(i for i in items if isinstance(i, ast.FieldArg))
        return ast.Pattern(str(items[0]), args, self._span(meta))

    @v_args(meta=True)
    def field_arg(self, meta: Any, items: list[Any]) -> ast.FieldArg:
        return ast.FieldArg(str(items[0]), items[2], self._span(meta))

    @v_args(meta=True)
    def negation(self, meta: Any, items: list[Any]) -> ast.Negation:
        return ast.Negation(items[1], self._span(meta))

    @v_args(meta=True)
    def comparison(self, meta: Any, items: list[Any]) -> ast.Comparison:
        return ast.Comparison(items[0], str(items[1]), items[2], self._span(meta))

    @v_args(meta=True)
    def membership(self, meta: Any, items: list[Any]) -> ast.Membership:
        choices = tuple(i for i in items[2:] if not isinstance(i, Token))
        return ast.Membership(items[0], choices, self._span(meta))

    @v_args(meta=True)
    def derive(self, meta: Any, items: list[Any]) -> ast.Derive:
        return ast.Derive(items[1], self._span(meta))

    @v_args(meta=True)
    def rectify(self, meta: Any, items: list[Any]) -> ast.Rectify:
        args = tuple(i for i in items if isinstance(i, ast.FieldArg))
        under = next((i for i in items if isinstance(i, tuple) and i[0] == "under"), None)
        modality = next(str(t) for t in items if isinstance(t, Token) and t.type in ("MUST", "MAY"))
        option = next((i[1] for i in items if isinstance(i, tuple) and i[0] == "option_of"), None)
        party = items[-2] if option is not None else items[-1]
        return ast.Rectify(
            action=str(items[1]),
            args=args,
            under=under[1] if under else None,
            modality=modality,
            party=party,
            option_of=option,
            span=self._span(meta),
        )

    def option_of(self, items: list[Any]) -> tuple[str, str]:
        return "option_of", str(items[2])

    def under(self, items: list[Any]) -> tuple[str, ast.LawId]:
        return "under", ast.LawId(str(items[1]))

    @v_args(meta=True)
    def director(self, meta: Any, items: list[Any]) -> ast.Director:
        return ast.Director(self._span(meta))

    # ------------------------------------------------------------ expressions
    def var(self, items: list[Token]) -> ast.Var:
        return ast.Var(str(items[0])[1:], self._token_span(items[0]))

    def symbol(self, items: list[Token]) -> ast.Symbol:
        return ast.Symbol(str(items[0]), self._token_span(items[0]))

    def integer(self, items: list[Token]) -> ast.IntLit:
        return ast.IntLit(self._int(items[0]), self._token_span(items[0]))

    def true(self, items: list[Token]) -> ast.BoolLit:
        return ast.BoolLit(True, self._token_span(items[0]))

    def false(self, items: list[Token]) -> ast.BoolLit:
        return ast.BoolLit(False, self._token_span(items[0]))

    @v_args(meta=True)
    def arith(self, meta: Any, items: list[Any]) -> ast.Arith:
        return ast.Arith(items[0], str(items[1]), self._int(items[2]), self._span(meta))

    @v_args(meta=True)
    def call(self, meta: Any, items: list[Any]) -> ast.Call:
        args = tuple(i for i in items[1:] if not isinstance(i, Token))
        return ast.Call(str(items[0]), args, self._span(meta))
