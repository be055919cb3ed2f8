"""Semantic checks of parsed .law modules: collect every problem, then fail once.

``check(modules)`` returns a ``KnowledgeBase`` or raises one ``EngineError``
listing every diagnostic (unknown fact or field, type mismatch, unknown law id,
duplicate ids, edition mismatch, unbound variables, cycles through negation or
exceptions), each at its ``file:line:col``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace
from typing import Any, Iterable

from engine.language import ast, builtins, sentences
from engine.errors import Diagnostic, EngineError, did_you_mean, source_line
from engine.language.knowledge import KnowledgeBase, RuleInfo
from engine.language.parser import ALL_EDITIONS, RANGE_MARK, reserved_words
from engine.language.strata import stratify

_BUILTIN_SPAN = ast.Span("<builtin>", 1, 1, 1, 1)


def _builtin_fact(name: str, doc: str, *fields: tuple[str, str, str]) -> ast.FactDecl:
    """A fact kind every KB has, which the engine states itself or the incident may state."""
    return ast.FactDecl(
        name=name,
        origin="incident",
        single=False,
        doc=doc,
        fields=tuple(ast.FieldDecl(f, t, False, None, d, _BUILTIN_SPAN) for f, t, d in fields),
        span=_BUILTIN_SPAN,
    )


_ROLE_FACT = _builtin_fact(
    builtins.ROLE_FACT,
    "The role of each seat, stated by the engine from the incident's declarer.",
    ("seat", "seat", ""),
    ("role", "role", ""),
)
_CHOSEN_FACT = _builtin_fact(
    builtins.CHOSEN_FACT,
    "An option the entitled player chose among those the rules offered him (e.g. under Law 54).",
    ("option", builtins.OPTION_TYPE, "the option's name"),
)
_TABLE_SEAT_FACT = _builtin_fact(
    builtins.TABLE_SEAT_FACT,
    "The four seats at the table, stated by the engine in every incident.",
    ("seat", "seat", ""),
)
_INT_TYPES = set(builtins.INT_TYPES)
_UNKNOWN = "?"  # the type of a variable bound by a pattern in error: compatible with all


class _Collector:
    """Collects diagnostics with the source line of each span."""

    def __init__(self, modules: Iterable[ast.Module]):
        self.texts = {m.path: m.text for m in modules}
        self.diagnostics: list[Diagnostic] = []

    def error(self, span: ast.Span, message: str, hint: str | None = None) -> None:
        text = self.texts.get(span.file, "")
        self.diagnostics.append(Diagnostic(message, span, source_line(text, span.line), hint))


def check(modules: tuple[ast.Module, ...]) -> KnowledgeBase:
    """Check the modules as one knowledge base; raise EngineError listing every problem."""
    out = _Collector(modules)
    decls = [d for m in modules for d in m.decls]
    editions = _check_editions(out, decls)
    decls = [_expand_editions(out, d, editions) for d in decls]
    _check_names(out, decls)
    enums = _collect_unique(out, [d for d in decls if isinstance(d, ast.EnumDecl)], "enum")
    facts = _collect_unique(
        out, [_ROLE_FACT, _TABLE_SEAT_FACT, _CHOSEN_FACT, *(d for d in decls if isinstance(d, ast.FactDecl))], "fact kind"
    )
    _check_vocabulary(out, enums, facts)
    laws = _check_laws(out, [d for d in decls if isinstance(d, ast.LawDecl)])
    if any(isinstance(d, ast.EditionDecl) for d in decls):
        _check_carried_over(out, laws, editions)
        _check_introduced(out, laws, editions)
    sources = _check_sources(out, [d for d in decls if isinstance(d, ast.SourceDecl)], laws)
    rule_list = [d for d in decls if isinstance(d, ast.RuleDecl)]
    rules = _collect_unique(out, rule_list, "rule")
    enums[builtins.OPTION_TYPE] = _option_enum(out, rule_list)
    _check_no_rules(out, laws, rule_list)
    infos = {r.name: _RuleChecker(out, enums, facts, laws, rules, r).run() for r in rules.values()}
    _check_defeats(out, rules, infos)
    actions = _check_rectifications(out, [d for d in decls if isinstance(d, ast.RectificationDecl)], rules)
    situations = _check_situations(out, [d for d in decls if isinstance(d, ast.SituationDecl)], facts)
    strata = stratify(rules, out.error)
    if out.diagnostics:
        raise EngineError(sorted(out.diagnostics, key=_diagnostic_order))
    ordered = tuple(sorted((r for r in rules.values() if r.contradiction is None), key=lambda r: strata[r.name].stratum))
    return KnowledgeBase(
        modules=modules,
        sources=sources,
        enums=enums,
        facts=facts,
        laws=laws,
        rules=ordered,
        constraints=tuple(r for r in rules.values() if r.contradiction is not None),
        info={name: info.with_stratum(strata[name].stratum, strata[name].recursive) for name, info in infos.items()},
        editions=editions,
        actions=actions,
        situations=situations,
    )


def _check_situations(out: _Collector, decls: list[ast.SituationDecl],
                      facts: dict[str, ast.FactDecl]) -> dict[str, ast.SituationDecl]:
    """A situation asks incident fact kinds (or ``declarer``), each once."""
    found = _collect_unique(out, decls, "situation")
    engine_stated = (builtins.ROLE_FACT, builtins.TABLE_SEAT_FACT)
    askable = sorted([name for name, f in facts.items() if f.origin == "incident" and name not in engine_stated]
                     + [builtins.DECLARER_KEY])
    for situation in found.values():
        seen: set[str] = set()
        for kind in situation.asks:
            if kind not in askable:
                out.error(situation.span, f"situation '{situation.name}' asks '{kind}', which is not an incident "
                                          "fact kind (nor declarer)", did_you_mean(kind, askable))
            elif kind in seen:
                out.error(situation.span, f"situation '{situation.name}' asks '{kind}' twice")
            seen.add(kind)
    return found


# ---------------------------------------------------------------- rectification sentences


def _check_rectifications(out: _Collector, decls: list[ast.RectificationDecl],
                          rules: dict[str, ast.RuleDecl]) -> dict[str, ast.RectificationDecl]:
    """Each action's sentence: a known timing, and placeholders that the rules rectifying it give.

    A placeholder outside brackets must be a parameter of every rule's use of the action; one inside
    brackets, of some use. Once a KB declares any, every action a rule rectifies must be declared, once
    (a KB without any, such as a small test KB, gets the generic wording: the action's name and parameters)."""
    declared = _collect_unique(out, decls, "rectification")
    uses: dict[str, list[ast.Rectify]] = {}
    for rule in rules.values():
        for conclusion in rule.conclusions:
            if isinstance(conclusion, ast.Rectify):
                uses.setdefault(conclusion.action, []).append(conclusion)
    for action, rectify in ((a, r[0]) for a, r in uses.items() if declared and a not in declared):
        out.error(rectify.span, f"action '{action}' has no rectification declaration, which says how a brief "
                                "ruling gives it and when it applies",
                  f'declare it: rectification {action} now "<verb phrase, with {{parameter}}s>"')
    for decl in declared.values():
        _check_sentence(out, decl, uses.get(decl.action, []))
    return declared


def _check_sentence(out: _Collector, decl: ast.RectificationDecl, uses: list[ast.Rectify]) -> None:
    if decl.timing not in sentences.TIMINGS:
        out.error(decl.span, f"unknown timing '{decl.timing}': a rectification applies "
                             f"{', '.join(sentences.TIMINGS)}", did_you_mean(decl.timing, sentences.TIMINGS))
    if not uses:
        out.error(decl.span, f"no rule rectifies '{decl.action}'")
        return
    parsed = sentences.parse(decl.sentence)
    if isinstance(parsed, str):
        out.error(decl.span, f"the sentence of '{decl.action}': {parsed}")
        return
    given = [{a.name for a in use.args} for use in uses]
    for name in sorted(parsed.required):
        missing = [use for use, names in zip(uses, given) if name not in names]
        if missing:
            out.error(decl.span, f"the sentence of '{decl.action}' needs parameter '{name}', which the rule at "
                                 f"{missing[0].span} does not give", "put the part that names it in [brackets]")
    for name in sorted(parsed.optional - set().union(*given)):
        out.error(decl.span, f"the sentence of '{decl.action}' names parameter '{name}', which no rule gives",
                  did_you_mean(name, sorted(set().union(*given))))


# ---------------------------------------------------------------- editions


def _check_editions(out: _Collector, decls: list) -> tuple[str, ...]:
    """The editions of the KB, oldest first: the declared ones in the order ``follows`` gives.

    A KB that declares none (a small test KB) has the editions its blocks and rules name, by year.
    """
    declared = [d for d in decls if isinstance(d, ast.EditionDecl)]
    if not declared:
        named = {e.removesuffix(RANGE_MARK) for d in decls for e in getattr(d, "editions", ()) if e != ALL_EDITIONS}
        return tuple(sorted(named))
    by_name: dict[str, ast.EditionDecl] = {}
    for decl in declared:
        if decl.name in by_name:
            out.error(decl.span, f"duplicate edition {decl.name}", f"first declared at {by_name[decl.name].span}")
        by_name.setdefault(decl.name, decl)
    next_of: dict[str | None, ast.EditionDecl] = {}
    for decl in by_name.values():
        if decl.follows is not None and decl.follows not in by_name:
            out.error(decl.span, f"edition {decl.name} follows {decl.follows}, which is not declared")
        elif decl.follows in next_of:
            out.error(decl.span, f"editions {next_of[decl.follows].name} and {decl.name} both follow "
                      f"{decl.follows or 'nothing'}: the editions must form one line, each following the one before")
        else:
            next_of[decl.follows] = decl
    order: list[str] = []
    current = next_of.get(None)
    while current is not None and current.name not in order:
        order.append(current.name)
        current = next_of.get(current.name)
    if len(order) != len(by_name) and not out.diagnostics:
        out.error(declared[0].span, "the editions must form one line from a first edition (one without 'follows')")
    return tuple(order)


def _expand_editions(out: _Collector, decl: Any, editions: tuple[str, ...]) -> Any:
    """A declaration with its editions spelled out: ``2007..`` becomes 2007 and every later edition."""
    if not isinstance(decl, (ast.LawDecl, ast.RuleDecl, ast.SourceDecl)):
        return decl
    expanded: list[str] = []
    for edition in decl.editions:
        if edition == ALL_EDITIONS:
            expanded.extend(editions)
            continue
        first = edition.removesuffix(RANGE_MARK)
        if first not in editions:
            out.error(decl.span, f"{_decl_words(decl)} names edition {first}, which this knowledge base does not "
                      f"declare (it declares {', '.join(editions)})")
        elif edition.endswith(RANGE_MARK):
            expanded.extend(editions[editions.index(first):])
        else:
            expanded.append(first)
    if not expanded:  # every edition it names is unknown, and reported: no "names no edition" besides
        return decl
    return replace(decl, editions=tuple(ast.Edition(e) for e in dict.fromkeys(expanded)))


def _decl_words(decl: Any) -> str:
    if isinstance(decl, ast.LawDecl):
        return f"law {decl.law_id}"
    if isinstance(decl, ast.SourceDecl):
        return f"source '{decl.file}'"
    return f"{'constraint' if decl.contradiction else 'rule'} '{decl.name}'"


def _check_carried_over(out: _Collector, laws: dict, editions: tuple[str, ...]) -> None:
    """A paragraph given for one edition is given for the next too, or its block says why not (``superseded``)."""
    for law_id, blocks in laws.items():
        for edition, following in zip(editions, editions[1:]):
            block = next((b for b in blocks if edition in b.editions), None)
            if block is None or block.superseded or any(following in b.editions for b in blocks):
                continue
            out.error(
                block.span,
                f"law {law_id} is given for {edition} but not for {following}",
                f"give it a block for {following}, write 'editions {edition}..' if {following} keeps it unchanged, "
                f"or say 'superseded \"why\"' if the paragraph, so numbered, ends with {edition}",
            )


def _check_introduced(out: _Collector, laws: dict, editions: tuple[str, ...]) -> None:
    """A block that says its paragraph is ``introduced`` in its first edition has no block in an edition before."""
    for law_id, blocks in laws.items():
        for block in blocks:
            if not block.introduced or not block.editions or block.editions[0] not in editions:
                continue
            first = editions.index(block.editions[0])
            earlier = [b for b in blocks if b.editions and b.editions[0] in editions and editions.index(b.editions[0]) < first]
            if first == 0:
                out.error(block.span, f"law {law_id} says it is introduced in {block.editions[0]}, the first edition the KB declares",
                          "an edition with no edition before it introduces nothing: drop 'introduced'")
            elif earlier:
                out.error(block.span, f"law {law_id} says it is introduced in {block.editions[0]}, but an earlier edition has a block for it",
                          f"see {earlier[0].span}; drop 'introduced', or give the new paragraph its own number")


def _diagnostic_order(d: Diagnostic) -> tuple[str, int, int]:
    return (d.span.file, d.span.line, d.span.column) if d.span else ("", 0, 0)


def _collect_unique(out: _Collector, decls: list, what: str) -> dict:
    found: dict = {}
    for decl in decls:
        if decl.name in found:
            first = found[decl.name].span
            kind = "constraint" if getattr(decl, "contradiction", None) else what
            out.error(decl.span, f"duplicate {kind} '{decl.name}'", f"first declared at {first}")
        else:
            found[decl.name] = decl
    return found


# ---------------------------------------------------------------- vocabulary


def _type_names(enums: dict[str, ast.EnumDecl]) -> list[str]:
    return [*builtins.BUILTIN_TYPES, *enums]


def _members(type_name: str, enums: dict[str, ast.EnumDecl]) -> tuple[str, ...] | None:
    if type_name in builtins.SYMBOL_TYPES:
        return builtins.SYMBOL_TYPES[type_name]
    if type_name in enums:
        return enums[type_name].members
    return None


def _option_enum(out: _Collector, rules: list[ast.RuleDecl]) -> ast.EnumDecl:
    """The options rules offer (``rectify ... may WHO option of CHOICE``), as the built-in type ``option``."""
    options: dict[str, str] = {}
    for rule in rules:
        for c in rule.conclusions:
            if not isinstance(c, ast.Rectify) or c.option_of is None:
                continue
            if c.modality != "may":
                out.error(c.span, f"in rule '{rule.name}': an option is something a player may choose: write 'may'")
            if options.setdefault(c.action, c.option_of) != c.option_of:
                out.error(c.span, f"in rule '{rule.name}': option '{c.action}' already belongs to choice '{options[c.action]}'")
    return ast.EnumDecl(builtins.OPTION_TYPE, "The options that rules offer.", tuple(sorted(options)), _BUILTIN_SPAN)


def _check_no_rules(out: _Collector, laws: dict, rules: list[ast.RuleDecl]) -> None:
    for rule in rules:
        for law_id, span in rule.laws:
            for block in laws.get(law_id, ()):
                if block.no_rules and set(block.editions) & set(rule.editions):
                    out.error(span, f"in rule '{rule.name}': law {law_id} says no rule encodes it ({block.no_rules})")


def _check_sources(out: _Collector, decls: list[ast.SourceDecl], laws: dict) -> dict[str, ast.SourceDecl]:
    """Merge the source declarations per file; every paragraph they list has a law block
    citing that file, and every law block cites a declared source.

    A file may be declared in several places (each law file lists the paragraphs it
    encodes); the paragraphs are merged.
    """
    merged: dict[str, ast.SourceDecl] = {}
    seen: dict[tuple[str, str], ast.Span] = {}
    for source in decls:
        for law_id, span in source.paragraphs:
            if (source.file, law_id) in seen:
                out.error(span, f"paragraph {law_id} of {source.file} is listed twice", f"first at {seen[(source.file, law_id)]}")
            seen.setdefault((source.file, law_id), span)
        first = merged.get(source.file)
        merged[source.file] = source if first is None else ast.SourceDecl(
            file=source.file,
            title=first.title or source.title,
            editions=first.editions or source.editions,
            language=first.language or source.language,
            paragraphs=first.paragraphs + source.paragraphs,
            span=first.span,
        )
    for source in merged.values():
        cited = {law_id for law_id, blocks in laws.items() for b in blocks if source.file in b.cited_files}
        for law_id, span in source.paragraphs:
            if law_id not in cited:
                out.error(span, f"paragraph {law_id} of {source.file} has no law block citing that source")
    if merged:
        for blocks in laws.values():
            for block in blocks:
                for cited_source in (block.source, *(v.source for v in block.variants)):
                    if cited_source and cited_source.file not in merged:
                        hint = did_you_mean(cited_source.file, merged)
                        out.error(cited_source.span, f"law {block.law_id} cites an undeclared source '{cited_source.file}'", hint)
    return merged



_VALUE_WORDS = ("true", "false", "director")  # keywords that stand where values do


def _check_names(out: _Collector, decls: list) -> None:
    """Names the grammar would read as keywords where they are used would make rules unwritable.

    Enums, facts and rules are named where keywords also stand (a condition may
    start with a fact's name or with 'not'); enum members are values, where only
    true, false and director are keywords. Field names are never confused.
    """
    reserved = reserved_words()
    for decl in decls:
        if isinstance(decl, (ast.EnumDecl, ast.FactDecl, ast.RuleDecl)) and decl.name in reserved:
            out.error(decl.span, f"'{decl.name}' is a reserved word of the language and cannot name a {_kind_word(decl)}")
        if isinstance(decl, ast.EnumDecl):
            for member in decl.members:
                if member in _VALUE_WORDS:
                    out.error(decl.span, f"'{member}' is a reserved word of the language and cannot be an enum member")
        _check_backend_names(out, decl)


# Names the backends generate or reserve (engine/backends/): a user's name must never equal one.
_ENGINE_KINDS = ("defeated", "overruled", "rectification", "contradiction", "edition")  # @defeated...
_INCIDENT_KEYS = ("edition", "story", builtins.DECLARER_KEY, "unknown")  # an incident file's keys besides its facts


def _check_backend_names(out: _Collector, decl: ast.Decl) -> None:
    """Reject the names a backend reserves or generates, which would silently clash in the compiled program.

    Experta names a rule's method ``rule_NAME`` and the shadow of a defeatable rule
    ``rule_NAME__overruled``, so a rule name holding ``__`` could replace another's; it
    names fact classes ``F_KIND`` and the engine's own kinds ``F_at_defeated`` (and so
    on); and it reads a fact field named ``__x__`` as its own (``__factid__``), ``_0``
    as a positional field and ``a__b`` as a nested accessor. An incident file's keys
    are the incident fact kinds plus ``edition``, ``story`` and ``declarer``.
    """
    if isinstance(decl, ast.RuleDecl) and "__" in decl.name:
        out.error(decl.span, f"'{decl.name}': a {'constraint' if decl.contradiction else 'rule'} name may not hold '__', "
                             "which the backends use in the names they generate (a rule's exception shadow)")
    if isinstance(decl, ast.FactDecl):
        if decl.name.startswith("at_") and decl.name[3:] in _ENGINE_KINDS:
            out.error(decl.span, f"'{decl.name}' is reserved: the Experta backend names the engine's own "
                                 f"'@{decl.name[3:]}' facts so")
        elif "__" in decl.name:
            out.error(decl.span, f"'{decl.name}': a fact kind name may not hold '__' (reserved for the backends)")
        if decl.origin == "incident" and decl.name in _INCIDENT_KEYS:
            out.error(decl.span, f"'{decl.name}' is a reserved key of incident files and cannot name an incident fact")
        for f in decl.fields:
            if f.name.startswith("_") or "__" in f.name:
                out.error(f.span, f"field '{f.name}' of '{decl.name}': a field name may not start with '_' or hold '__' "
                                  "(the Experta backend reserves such names: __factid__, _0, a__b)")


def _kind_word(decl: ast.Decl) -> str:
    return {ast.EnumDecl: "enum", ast.FactDecl: "fact kind", ast.RuleDecl: "rule"}[type(decl)]


def _check_vocabulary(out: _Collector, enums: dict, facts: dict[str, ast.FactDecl]) -> None:
    for enum in enums.values():
        if enum.name in builtins.BUILTIN_TYPES:
            out.error(enum.span, f"enum '{enum.name}' redefines a built-in type")
        seen: set[str] = set()
        for member in enum.members:
            if member in seen:
                out.error(enum.span, f"enum '{enum.name}' lists '{member}' twice")
            seen.add(member)
    for fact in facts.values():
        names: set[str] = set()
        for f in fact.fields:
            if f.name in names:
                out.error(f.span, f"fact '{fact.name}' declares field '{f.name}' twice")
            names.add(f.name)
            _check_field_type(out, f, enums)
        if fact.single and fact.origin == "derived":
            out.error(fact.span, "'one' applies to incident facts only")
        if fact.internal and fact.origin != "derived":
            out.error(fact.span, "'internal' applies to derived facts only")
        if fact.open and fact.origin != "incident":
            out.error(fact.span, "'open' applies to incident facts only: the rules decide derived facts")


def _check_field_type(out: _Collector, f: ast.FieldDecl, enums: dict) -> None:
    if f.type_name not in _type_names(enums):
        out.error(f.span, f"unknown type '{f.type_name}'", did_you_mean(f.type_name, _type_names(enums)))
        return
    if f.low is not None:
        if f.type_name not in _INT_TYPES:
            out.error(f.span, f"field '{f.name}': a range such as 1..7 bounds a number, not a {f.type_name}")
            return
        low, high = builtins.INT_TYPES[f.type_name]
        if f.high is not None and f.high < f.low:
            out.error(f.span, f"field '{f.name}': the range {f.low}..{f.high} is empty")
        elif (low is not None and f.low < low) or (high is not None and f.high is not None and f.high > high):
            out.error(f.span, f"field '{f.name}': the range {f.low}..{'' if f.high is None else f.high} "
                              f"goes outside {f.type_name} ({low}..{high})")
    if f.default is not None:
        if f.optional:
            out.error(f.span, f"field '{f.name}' is optional and has a default: choose one")
        elif _literal_type_error(f.default, f.type_name, enums):
            out.error(f.default.span, f"default of '{f.name}': {_literal_type_error(f.default, f.type_name, enums)}")
        elif isinstance(f.default, ast.IntLit) and f.low is not None and not (
                f.low <= f.default.value and (f.high is None or f.default.value <= f.high)):
            out.error(f.default.span, f"default of '{f.name}': {f.default.value} is outside its range "
                                      f"{f.low}..{'' if f.high is None else f.high}")


def _literal_type_error(lit: ast.Literal, type_name: str, enums: dict) -> str | None:
    if isinstance(lit, ast.BoolLit):
        return None if type_name == builtins.BOOL_TYPE else f"expected a {type_name}, got a boolean"
    if isinstance(lit, ast.IntLit):
        if type_name not in _INT_TYPES:
            return f"expected a {type_name}, got the number {lit.value}"
        low, high = builtins.INT_TYPES[type_name]
        if (low is not None and lit.value < low) or (high is not None and lit.value > high):
            return f"{lit.value} is outside {type_name} ({low}..{high})"
        return None
    members = _members(type_name, enums)
    if members is None:
        return f"expected a {type_name}, got '{lit.name}'"
    if lit.name not in members:
        hint = did_you_mean(lit.name, members)
        return f"'{lit.name}' is not a {type_name} ({', '.join(members)})" + (f"; {hint}" if hint else "")
    return None


# ---------------------------------------------------------------- law blocks


def _check_laws(out: _Collector, decls: list[ast.LawDecl]) -> dict[ast.LawId, tuple[ast.LawDecl, ...]]:
    laws: dict[ast.LawId, list[ast.LawDecl]] = defaultdict(list)
    for law in decls:
        _check_law_block(out, law)
        for other in laws[law.law_id]:
            shared = set(other.editions) & set(law.editions)
            if shared:
                out.error(
                    law.span,
                    f"duplicate law {law.law_id} for edition {', '.join(sorted(shared))}",
                    f"first declared at {other.span}",
                )
        laws[law.law_id].append(law)
    articles = {_article(i) for i in laws}
    for law in decls:
        for target, span in law.see:
            if target not in laws and target != _article(target) and _article(target) in articles:
                hint = did_you_mean(target, laws)
                out.error(span, f"law {law.law_id} refers to unknown law {target}", hint)
    return {k: tuple(v) for k, v in laws.items()}


def _article(law_id: str) -> str:
    digits = ""
    for ch in law_id:
        if not ch.isdigit():
            break
        digits += ch
    return digits


def _check_law_block(out: _Collector, law: ast.LawDecl) -> None:
    where = f"law {law.law_id}"
    if not law.title:
        out.error(law.span, f"{where} has no title")
    if not law.editions:
        out.error(law.span, f"{where} names no edition", "add 'editions' with the editions it holds for, e.g. 'editions 2007' or 'editions 2007..'")
    if law.source is None:
        out.error(law.span, f"{where} names no source", 'add source "FILE", "ARTICLE"')
    if law.quote is None and law.unquoted is None:
        out.error(
            law.span,
            f"{where} quotes no wording",
            "quote the original text (quote nl \"\"\"...\"\"\") or say why not (unquoted \"...\")",
        )
    if law.quote is not None and law.unquoted is not None:
        out.error(law.span, f"{where} has both a quote and 'unquoted'")


# ---------------------------------------------------------------- rules


class _RuleChecker:
    """Checks one rule: its laws and editions, its patterns, types and variables."""

    def __init__(self, out, enums, facts, laws, rules, rule: ast.RuleDecl):
        self.out, self.enums, self.facts, self.laws, self.rules = out, enums, facts, laws, rules
        self.rule = rule
        self.var_types: dict[str, str] = {}

    def run(self) -> RuleInfo:
        self._check_laws()
        positives = [c for c in self.rule.conditions if isinstance(c, ast.Pattern)]
        for pattern in positives:
            self._pattern(pattern, binding=True)
        for cond in self.rule.conditions:
            if isinstance(cond, ast.Negation):
                self._pattern(cond.pattern, binding=False)
                for arg in cond.pattern.args:
                    if isinstance(arg.value, (ast.Call, ast.Arith)):
                        self.error(
                            arg.value.span,
                            "a negated pattern takes variables and values only, not computed values",
                            "bind the value to a variable first, e.g. table_seat(seat: ?q) with ?q == partner(?p), then not ...(by: ?q)",
                        )
            elif isinstance(cond, ast.Comparison):
                self._comparison(cond)
            elif isinstance(cond, ast.Membership):
                self._membership(cond)
        for conclusion in self.rule.conclusions:
            self._conclusion(conclusion)
            if isinstance(conclusion, ast.Derive) and any(_same_pattern(conclusion.pattern, p) for p in positives):
                self.error(
                    conclusion.span,
                    f"the rule re-derives what it matches ({conclusion.pattern.kind}): it can never add a fact, "
                    "and in a rule engine without sets it would loop",
                )
        return RuleInfo(
            var_types=dict(self.var_types),
            reads=tuple(p.kind for p in positives),
            negated=tuple(c.pattern.kind for c in self.rule.conditions if isinstance(c, ast.Negation)),
            writes=tuple(c.pattern.kind for c in self.rule.conclusions if isinstance(c, ast.Derive)),
        )

    def error(self, span: ast.Span, message: str, hint: str | None = None) -> None:
        self.out.error(span, f"in rule '{self.rule.name}': {message}", hint)

    def _check_laws(self) -> None:
        for law_id, span in self.rule.laws:
            blocks = self.laws.get(law_id)
            if not blocks:
                self.error(span, f"unknown law id {law_id}", did_you_mean(law_id, self.laws))
                continue
            covered = {e for b in blocks for e in b.editions}
            for edition in self.rule.editions:
                if edition not in covered:
                    self.error(
                        span,
                        f"edition mismatch: the rule applies to {edition} but law {law_id} "
                        f"is only given for {', '.join(sorted(covered))}",
                    )
        laws = [law for law, _ in self.rule.laws]
        for conclusion in self.rule.conclusions:
            if isinstance(conclusion, ast.Rectify) and conclusion.under and conclusion.under not in laws:
                self.error(conclusion.span, f"'under {conclusion.under}' is not a law this rule implements ({', '.join(laws)})")

    # patterns ------------------------------------------------------------------
    def _pattern(self, pattern: ast.Pattern, binding: bool) -> None:
        fact = self.facts.get(pattern.kind)
        if fact is None:
            self.error(pattern.span, f"unknown fact kind '{pattern.kind}'", did_you_mean(pattern.kind, self.facts))
            self._bind_unknown(pattern, binding)
            return
        fields = {f.name: f for f in fact.fields}
        seen: set[str] = set()
        for arg in pattern.args:
            if arg.name in seen:
                self.error(arg.span, f"field '{arg.name}' given twice")
            seen.add(arg.name)
            field = fields.get(arg.name)
            if field is None:
                self.error(
                    arg.span,
                    f"fact '{pattern.kind}' has no field '{arg.name}'",
                    did_you_mean(arg.name, fields) or f"its fields: {', '.join(fields)}",
                )
                if binding and isinstance(arg.value, ast.Var):
                    self.var_types.setdefault(arg.value.name, _UNKNOWN)
                continue
            self._expect(arg.value, field.type_name, binding=binding and isinstance(arg.value, ast.Var))

    def _check_transfer(self, conclusion: ast.Rectify) -> None:
        """The ruling totals transfer_trick rectifications by their 'to' side."""
        to = next((a.value for a in conclusion.args if a.name == "to"), None)
        if to is None:
            self.error(conclusion.span, f"{builtins.TRANSFER_ACTION} needs 'to: SIDE', the side that receives the trick")
        elif isinstance(to, ast.Symbol):
            if to.name not in builtins.SIDES:
                self.error(to.span, f"{builtins.TRANSFER_ACTION} goes to a side (NS or EW), not '{to.name}'")
        elif self._infer(to) not in (None, "side"):
            self.error(to.span, f"{builtins.TRANSFER_ACTION} goes to a side: use opponents(?seat) or side(?seat)")

    def _bind_unknown(self, pattern: ast.Pattern, binding: bool) -> None:
        """Bind the variables of a pattern in error to an unknown type: one mistake, one message."""
        for arg in pattern.args:
            if binding and isinstance(arg.value, ast.Var):
                self.var_types.setdefault(arg.value.name, _UNKNOWN)

    def _conclusion(self, conclusion: ast.Conclusion) -> None:
        args = conclusion.pattern.args if isinstance(conclusion, ast.Derive) else conclusion.args
        for arg in args:
            if isinstance(arg.value, ast.Arith):
                self.error(arg.value.span, "arithmetic may only be used in conditions: a conclusion's values come from the facts")
        if isinstance(conclusion, ast.Derive):
            pattern = conclusion.pattern
            fact = self.facts.get(pattern.kind)
            if fact is not None and fact.origin != "derived":
                self.error(pattern.span, f"'{pattern.kind}' is an incident fact: rules may only derive derived facts")
            self._pattern(pattern, binding=False)
            if fact is not None:
                given = {a.name for a in pattern.args}
                for f in fact.fields:
                    if f.name not in given and not f.optional and f.default is None:
                        self.error(pattern.span, f"derived fact '{pattern.kind}' needs field '{f.name}'")
            return
        for arg in conclusion.args:
            self._infer(arg.value)
        party = conclusion.party
        if isinstance(party, ast.Symbol):
            if party.name not in (*builtins.SEATS, *builtins.SIDES):
                self.error(party.span, f"who must act or may choose is a seat, a side or director, not '{party.name}'")
        elif not isinstance(party, ast.Director):
            party_type = self._infer(party)
            if party_type not in (None, "seat", "side"):
                self.error(party.span, f"who must act or may choose is a seat, a side or director, not a {party_type}")
        if conclusion.action == builtins.TRANSFER_ACTION:
            self._check_transfer(conclusion)

    # expressions ----------------------------------------------------------------
    def _expect(self, expr: ast.Expr, type_name: str, binding: bool = False) -> None:
        if type_name == _UNKNOWN:
            return
        if isinstance(expr, ast.Var) and expr.name.startswith("__"):
            self.error(expr.span, f"?{expr.name}: variable names starting with '__' are the engine's own")
            return
        if isinstance(expr, ast.Var) and expr.name not in self.var_types:
            if binding:
                self.var_types[expr.name] = type_name
            else:
                self.error(expr.span, f"variable ?{expr.name} is not bound by a pattern before it is used here")
            return
        if isinstance(expr, (ast.Symbol, ast.IntLit, ast.BoolLit)):
            problem = _literal_type_error(expr, type_name, self.enums)
            if problem:
                self.error(expr.span, f"type mismatch: {problem}")
            return
        actual = self._infer(expr)
        if actual is not None and not _compatible(actual, type_name):
            self.error(expr.span, f"type mismatch: expected a {type_name}, got a {actual}")

    def _infer(self, expr: ast.Expr) -> str | None:
        """The type of an expression, or None when it cannot be told (a bare symbol, an error)."""
        if isinstance(expr, ast.Var):
            if expr.name not in self.var_types:
                self.error(expr.span, f"variable ?{expr.name} is not bound by a pattern")
                return None
            found = self.var_types[expr.name]
            return None if found == _UNKNOWN else found
        if isinstance(expr, ast.IntLit):
            return "int"
        if isinstance(expr, ast.BoolLit):
            return builtins.BOOL_TYPE
        if isinstance(expr, ast.Symbol):
            return None
        if isinstance(expr, ast.Arith):
            self._expect(expr.left, "int")
            return "int"
        return self._call(expr)

    def _call(self, call: ast.Call) -> str | None:
        signature = builtins.FUNCTIONS.get(call.function)
        if signature is None:
            self.error(call.span, f"unknown function '{call.function}'", did_you_mean(call.function, builtins.FUNCTIONS))
            return None
        arg_types, result, _ = signature
        if len(call.args) != len(arg_types):
            self.error(call.span, f"{call.function}() takes {len(arg_types)} argument(s), got {len(call.args)}")
            return result
        for arg, type_name in zip(call.args, arg_types):
            self._expect(arg, type_name)
        return result

    def _comparison(self, cond: ast.Comparison) -> None:
        if any(self.var_types.get(v) == _UNKNOWN for v in ast.variables_in(cond.left) + ast.variables_in(cond.right)):
            return  # already reported where the variable was bound
        left, right = self._infer(cond.left), self._infer(cond.right)
        known = left or right
        if known is None:
            if not any(isinstance(e, ast.Call) for e in (cond.left, cond.right)):  # else already reported
                self.error(cond.span, "cannot tell the type of this comparison: compare a variable or a function with a value")
            return
        for side, side_type in ((cond.left, left), (cond.right, right)):
            if side_type is None and isinstance(side, (ast.Symbol, ast.IntLit, ast.BoolLit)):
                self._expect(side, known)
        if left and right and not _compatible(left, right):
            self.error(cond.span, f"type mismatch: cannot compare a {left} with a {right}")
        if cond.op in ("<", "<=", ">", ">=") and known not in _INT_TYPES:
            self.error(cond.span, f"'{cond.op}' compares numbers, not {known}s")

    def _membership(self, cond: ast.Membership) -> None:
        known = self._infer(cond.value)
        if known is None:
            return
        for choice in cond.choices:
            self._expect(choice, known)


def _same_pattern(a: ast.Pattern, b: ast.Pattern) -> bool:
    """Two patterns with the same kind and the same fields bound to the same variables or values."""
    return a.kind == b.kind and _args_key(a) == _args_key(b)


def _args_key(pattern: ast.Pattern) -> dict[str, tuple]:
    def key(expr: ast.Expr) -> tuple:
        if isinstance(expr, ast.Var):
            return ("var", expr.name)
        if isinstance(expr, ast.Symbol):
            return ("symbol", expr.name)
        if isinstance(expr, (ast.IntLit, ast.BoolLit)):
            return ("value", expr.value)
        return ("expr", id(expr))  # a computed value is never "the same"

    return {arg.name: key(arg.value) for arg in pattern.args}


def _compatible(a: str, b: str) -> bool:
    return a == b or _UNKNOWN in (a, b) or (a in _INT_TYPES and b in _INT_TYPES)


def _check_defeats(out: _Collector, rules: dict[str, ast.RuleDecl], infos: dict[str, RuleInfo]) -> None:
    for rule in rules.values():
        for defeats in rule.defeats:
            for var in defeats.on:
                if var.name not in infos[rule.name].var_types:
                    out.error(var.span, f"in rule '{rule.name}': ?{var.name} is not bound by this rule's patterns")
            for target, span in defeats.rules:
                if target not in rules:
                    out.error(span, f"in rule '{rule.name}': defeats unknown rule '{target}'", did_you_mean(target, rules))
                    continue
                if target == rule.name:
                    out.error(span, f"rule '{rule.name}' defeats itself")
                    continue
                for var in defeats.on:
                    theirs = infos[target].var_types.get(var.name)
                    ours = infos[rule.name].var_types.get(var.name)
                    if theirs is None:
                        out.error(var.span, f"in rule '{rule.name}': the defeated rule '{target}' binds no ?{var.name}")
                    elif ours is not None and not _compatible(theirs, ours):
                        out.error(var.span, f"in rule '{rule.name}': ?{var.name} is a {ours} here but a {theirs} in '{target}'")
