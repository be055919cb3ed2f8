"""The abstract syntax of the .law language: frozen dataclasses, each with its source span.

Nodes are data, not behaviour. The parser builds them, the checker reads them,
the backends compile them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NewType, Union

LawId = NewType("LawId", str)
"""A law paragraph id as written in the texts, run together: ``64A1``, ``20F5b``."""

Edition = NewType("Edition", str)
"""A Laws edition, by its year: ``"1997"``, ``"2007"``; the KB declares which exist (``edition`` blocks).
Before the checker expands them, a rule's or block's editions may hold a range ``"2007.."``."""


@dataclass(frozen=True)
class Span:
    """Where a node stands in its .law file (1-based line and column)."""

    file: str
    line: int
    column: int
    end_line: int
    end_column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


# ---------------------------------------------------------------- expressions


@dataclass(frozen=True)
class Var:
    name: str  # without the leading "?"
    span: Span


@dataclass(frozen=True)
class Symbol:
    """A bare name used as a value: a seat (``N``), a side (``NS``), an enum member."""

    name: str
    span: Span


@dataclass(frozen=True)
class IntLit:
    value: int
    span: Span


@dataclass(frozen=True)
class BoolLit:
    value: bool
    span: Span


@dataclass(frozen=True)
class Call:
    """A built-in seat relation applied to arguments: ``partner(?o)``, ``side(?p)``."""

    function: str
    args: tuple[Expr, ...]
    span: Span


@dataclass(frozen=True)
class Arith:
    """A number plus or minus a constant: ``?t - 1``. Only in conditions, never in conclusions."""

    left: Expr
    op: str  # "+" | "-"
    right: int
    span: Span


Literal = Union[Symbol, IntLit, BoolLit]
Expr = Union[Var, Symbol, IntLit, BoolLit, Call, Arith]


def variables_in(expr: Expr) -> list[str]:
    """The names of the variables an expression reads, in order."""
    if isinstance(expr, Var):
        return [expr.name]
    if isinstance(expr, Call):
        return [v for a in expr.args for v in variables_in(a)]
    if isinstance(expr, Arith):
        return variables_in(expr.left)
    return []


# ---------------------------------------------------------------- vocabulary


@dataclass(frozen=True)
class EnumDecl:
    name: str
    doc: str
    members: tuple[str, ...]
    span: Span


@dataclass(frozen=True)
class FieldDecl:
    name: str
    type_name: str
    optional: bool
    default: Literal | None
    doc: str
    span: Span
    low: int | None = None  # `int 1..7`: the least and greatest value an incident may state (None: the type's)
    high: int | None = None


@dataclass(frozen=True)
class FactDecl:
    """A kind of fact: stated by an incident (``incident``) or concluded by rules (``derived``)."""

    name: str
    origin: str  # "incident" | "derived"
    single: bool  # "one": an incident states at most one such fact, as a JSON object
    doc: str
    fields: tuple[FieldDecl, ...]
    span: Span
    internal: bool = False  # a step of the rules' reasoning, not reported among a ruling's findings
    open: bool = False  # incident facts: an incident that states none of this kind does not know them (unknown, not false)


# ---------------------------------------------------------------- law blocks


@dataclass(frozen=True)
class Source:
    file: str
    article: str
    summary: bool  # the source is a summary, not the law's own text
    span: Span


@dataclass(frozen=True)
class Quote:
    language: str
    text: str
    span: Span


@dataclass(frozen=True)
class Variant:
    """The same paragraph as given, in other words, by another source (e.g. a federation's circular)."""

    source: Source
    language: str
    text: str
    span: Span


@dataclass(frozen=True)
class LawDecl:
    """One law paragraph in one or more editions, with its original wording."""

    law_id: LawId
    title: str
    editions: tuple[Edition, ...]
    source: Source | None
    quote: Quote | None
    unquoted: str | None  # why no wording is quoted (not in the sources)
    gist: str | None
    note: str | None
    see: tuple[tuple[LawId, Span], ...]
    no_rules: str | None  # why no incident rule encodes this paragraph (a definition, a procedure)
    span: Span
    variants: tuple[Variant, ...] = ()
    superseded: str | None = None  # why this paragraph, so numbered, does not go on into the next edition
    introduced: str | None = None  # why the edition before this block's first has no such paragraph (it is new)

    @property
    def cited_files(self) -> frozenset[str]:
        """The source files that give this paragraph: its own source and its variants'."""
        return frozenset(s.file for s in (self.source, *(v.source for v in self.variants)) if s)


@dataclass(frozen=True)
class EditionDecl:
    """An edition of the Laws the KB knows: ``edition 2007 { title "..." follows 1997 }``."""

    name: Edition
    title: str
    follows: Edition | None  # the edition it revises; None for the first
    span: Span


@dataclass(frozen=True)
class SourceDecl:
    """A source text and the paragraphs it holds: what coverage accounts for."""

    file: str
    title: str
    editions: tuple[Edition, ...]
    language: str
    paragraphs: tuple[tuple[LawId, Span], ...]
    span: Span


# ---------------------------------------------------------------- rules


@dataclass(frozen=True)
class FieldArg:
    name: str
    value: Expr
    span: Span


@dataclass(frozen=True)
class Pattern:
    kind: str
    args: tuple[FieldArg, ...]
    span: Span


@dataclass(frozen=True)
class Negation:
    pattern: Pattern
    span: Span


@dataclass(frozen=True)
class Comparison:
    left: Expr
    op: str  # == != < <= > >=
    right: Expr
    span: Span


@dataclass(frozen=True)
class Membership:
    value: Expr
    choices: tuple[Literal, ...]
    span: Span


Condition = Union[Pattern, Negation, Comparison, Membership]


@dataclass(frozen=True)
class Director:
    """The tournament director as the party of a rectification."""

    span: Span


@dataclass(frozen=True)
class Derive:
    pattern: Pattern
    span: Span


@dataclass(frozen=True)
class Rectify:
    action: str
    args: tuple[FieldArg, ...]
    under: LawId | None
    modality: str  # "must" | "may"
    party: Expr | Director
    option_of: str | None  # the choice this is one option of ("may" only)
    span: Span


Conclusion = Union[Derive, Rectify]


@dataclass(frozen=True)
class Defeats:
    rules: tuple[tuple[str, Span], ...]
    on: tuple[Var, ...]
    span: Span


@dataclass(frozen=True)
class RuleDecl:
    name: str
    doc: str
    laws: tuple[tuple[LawId, Span], ...]
    editions: tuple[Edition, ...]
    defeats: tuple[Defeats, ...]
    conditions: tuple[Condition, ...]
    conclusions: tuple[Conclusion, ...]
    span: Span
    contradiction: str | None = None  # a constraint: the message when its conditions all hold

    @property
    def law(self) -> LawId:
        """The paragraph the rule is filed under: the first it implements."""
        return self.laws[0][0]

    @property
    def law_ids(self) -> tuple[LawId, ...]:
        """Every paragraph the rule implements."""
        return tuple(law_id for law_id, _ in self.laws)


@dataclass(frozen=True)
class RectificationDecl:
    """How the brief ruling says an action (``rectification NAME TIMING "sentence"``): when it applies,
    and a verb phrase with ``{parameter}`` placeholders and ``[optional parts]`` (engine.language.sentences)."""

    action: str
    timing: str  # one of engine.language.sentences.TIMINGS
    sentence: str
    span: Span

    @property
    def name(self) -> str:
        return self.action


@dataclass(frozen=True)
class SituationDecl:
    """What a director is called for (``situation NAME "menu text" { asks kind, ... }``): where ``engine ask``
    starts, asking these incident fact kinds (or ``declarer``) first."""

    name: str
    text: str
    asks: tuple[str, ...]
    span: Span


Decl = Union[EnumDecl, FactDecl, LawDecl, RuleDecl, SourceDecl, RectificationDecl, SituationDecl]


@dataclass(frozen=True)
class Module:
    """One parsed .law file."""

    path: str
    text: str
    decls: tuple[Decl, ...] = field(default_factory=tuple)
