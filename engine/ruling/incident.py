"""Incident files: their JSON Schema (generated from the KB's vocabulary) and loading them.

An incident is a JSON object. Its keys are ``edition`` (optional), ``story``
(optional free text), ``declarer`` (optional seat), ``unknown`` (optional: the
fact kinds, or fields of ``one`` facts, the director does not know) and one key
per incident fact kind of the vocabulary: a list of objects, or one object for a
``one`` fact. Every file is validated against the schema before a backend sees it.

What an incident does not know (grammar/README.md, "Unknown is not false"): a
kind it names in ``unknown``, and an ``open`` kind it does not state. The
backends still see only the stated facts; ``engine.ruling.unknowns`` decides
which conclusions an unknown kind could change.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from engine.language import ast, builtins, cache
from engine.errors import Diagnostic, EngineError, did_you_mean, json_value, shown
from engine.limits import MAX_FACTS_PER_KIND
from engine.language.knowledge import KnowledgeBase

UNKNOWN_KEY = "unknown"
DECLARER = builtins.DECLARER_KEY


@dataclass(frozen=True)
class Unknown:
    """A fact kind the incident does not know in full: how the director said so."""

    kind: str
    # "stated": named in ``unknown``; "not_stated": an ``open`` kind the incident leaves out; "incomplete":
    # the record shows facts are missing (a trick with fewer than four cards, and a later trick played)
    why: str
    fields: tuple[str, ...] = ()  # for "stated": the fields named (``event.zone``), empty if the whole kind
    only: tuple[tuple[str, tuple], ...] = ()  # the missing facts have these values (("trick", (3,)),); () any


@dataclass(frozen=True)
class Incident:
    source: str  # the file name, for messages
    edition: str
    facts: tuple[tuple, ...]  # (kind, value, ...) in declared field order, None if absent
    unknown: tuple[Unknown, ...] = ()  # the kinds it does not know, in vocabulary order


# ---------------------------------------------------------------- the schema


def _field_schema(field: ast.FieldDecl, kb: KnowledgeBase) -> dict[str, Any]:
    t = field.type_name
    if t in builtins.SYMBOL_TYPES:
        schema: dict[str, Any] = {"enum": list(builtins.SYMBOL_TYPES[t])}
    elif t in kb.enums:
        schema = {"enum": list(kb.enums[t].members)}
    elif t == builtins.BOOL_TYPE:
        schema = {"type": "boolean"}
    else:
        schema = {"type": "integer"}
        low, high = builtins.INT_TYPES[t]
        if field.low is not None:  # the field's own range, `level: int 1..7`
            low, high = field.low, field.high if field.high is not None else high
        if low is not None:
            schema["minimum"] = low
        if high is not None:
            schema["maximum"] = high
    if field.doc:
        schema["description"] = field.doc
    if field.default is not None:
        schema["default"] = _literal_value(field.default)
    return schema


def _fact_schema(fact: ast.FactDecl, kb: KnowledgeBase, unknown: frozenset[str] = frozenset()) -> dict[str, Any]:
    item = {
        "type": "object",
        "description": fact.doc,
        "properties": {f.name: _field_schema(f, kb) for f in fact.fields},
        "required": [f.name for f in fact.fields if not f.optional and f.default is None and f.name not in unknown],
        "additionalProperties": False,
    }
    return item if fact.single else {"type": "array", "description": fact.doc, "items": item, "maxItems": MAX_ITEMS}


def incident_schema(kb: KnowledgeBase, unknown_fields: Mapping[str, frozenset[str]] | None = None) -> dict[str, Any]:
    """The JSON Schema of incident files, generated from the KB's vocabulary; ``unknown_fields``: the fields an
    incident names in ``unknown`` (``exposed_card.rank``), which its facts need not give."""
    properties: dict[str, Any] = {
        "edition": {"enum": list(kb.editions),
                    "description": f"the Laws edition to rule under (default: the newest, {kb.newest_edition})"},
        "story": {"type": "string", "description": "what happened, in words (not read by the rules)"},
        DECLARER: {"enum": list(builtins.SEATS), "description": "declarer's seat: gives every seat its role"},
        UNKNOWN_KEY: {
            "type": "array", "uniqueItems": True, "maxItems": 100,
            "items": {"enum": unknown_names(kb)},
            "description": "what the director does not know: a fact kind (its record may be incomplete: "
                           "\"play\"), or a field of one (\"exposed_card.rank\": its facts need not give it). "
                           "The ruling then says which of its parts depend on it, instead of taking it as false.",
        },
    }
    for fact in kb.incident_facts():
        if any(f.type_name in kb.enums and not kb.enums[f.type_name].members for f in fact.fields):
            continue  # e.g. "chosen" when no rule offers an option: nothing could be stated
        properties[fact.name] = _fact_schema(fact, kb, (unknown_fields or {}).get(fact.name, frozenset()))
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "Bridge incident",
        "type": "object",
        "properties": properties,
        "additionalProperties": False,
    }


# ---------------------------------------------------------------- loading


# An incident is a few kilobytes; anything far larger is refused before it is parsed,
# so that a huge file can neither exhaust memory nor keep a backend busy for hours.
MAX_INCIDENT_BYTES = 1024 * 1024
MAX_PROBLEMS = 20  # schema violations reported for one file
# Facts of one kind an incident may state: the longest legal auction has 319 calls (35 bids, each
# followed by pass, pass, double, pass, pass, redouble, pass, pass; then three passes); a deal has
# 52 plays, and at most 208 holdings (13 tricks, 4 seats, 4 suits). Set in engine/limits.py.
MAX_ITEMS = MAX_FACTS_PER_KIND
MAX_DEPTH = 16  # levels of nesting in an incident's JSON ($ → a list → an object → a value is 3)


def _too_large(source: str) -> EngineError:
    return EngineError(Diagnostic(
        f"too large: an incident may hold at most {MAX_INCIDENT_BYTES // 2**20} MiB (a real one is a few KiB)",
        where=source,
    ))


def read_incident_file(path: Path) -> Any:
    """The parsed JSON of an incident file, or an EngineError naming the place."""
    source = shown(str(path))
    try:
        with path.open("rb") as file:
            content = file.read(MAX_INCIDENT_BYTES + 1)
        if len(content) > MAX_INCIDENT_BYTES:
            raise _too_large(source)
        text = content.decode("utf-8")
    except FileNotFoundError:
        raise EngineError(Diagnostic("incident file not found", where=source)) from None
    except UnicodeDecodeError as error:
        raise not_utf8(error, source) from None
    except OSError as error:
        raise EngineError(Diagnostic(f"cannot read incident file: {error.strerror or error}", where=source)) from None
    return parse_json(text, source)


def not_utf8(error: UnicodeDecodeError, source: str) -> EngineError:
    """The error for bytes that are not UTF-8, the same for a file and a line of standard input."""
    return EngineError(Diagnostic(f"cannot read incident file: {error}", where=source))


def parse_json(text: str, source: str, first_line: int = 1) -> Any:
    """Parsed JSON, or an EngineError naming ``source:line:column`` (lines counted from ``first_line``).

    Stricter than JSON itself: a key given twice in one object (which would hide one of
    the values) and a string holding a lone surrogate (``"\\ud800"``, which is not text)
    are errors naming their JSON path.
    """
    if not text.strip():
        raise EngineError(Diagnostic("the incident file is empty; expected a JSON object", where=source))
    if len(text) > MAX_INCIDENT_BYTES:
        raise _too_large(source)
    try:
        value = loads_strict(text)
    except json.JSONDecodeError as error:
        where = f"{source}:{error.lineno + first_line - 1}:{error.colno}"
        raise EngineError(Diagnostic(f"not valid JSON: {error.msg}", where=where)) from None
    except RecursionError:
        raise EngineError(Diagnostic("not valid JSON: nested too deeply", where=source)) from None
    except ValueError as error:  # a number with more digits than Python converts (sys.get_int_max_str_digits)
        digits = max(re.finditer(r"\d+", text), key=lambda m: m.end() - m.start(), default=None)
        if digits is None:
            raise EngineError(Diagnostic(f"not valid JSON: {error}", where=source)) from None
        line = text.count("\n", 0, digits.start()) + first_line
        column = digits.start() - (text.rfind("\n", 0, digits.start()) + 1) + 1
        message = f"not valid JSON: a number of {digits.end() - digits.start()} digits is too long"
        raise EngineError(Diagnostic(message, where=f"{source}:{line}:{column}")) from None
    problem = decoded_problem(value)
    if problem:
        path, message = problem
        raise EngineError(Diagnostic(message, where=f"{source}: {path}"))
    return value


class _Duplicated(dict):
    """An object in which a key appeared twice (``duplicate`` names it)."""

    duplicate: str = ""


def _pairs_hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    value = dict(pairs)
    if len(value) != len(pairs):
        seen: set[str] = set()
        twice = next(k for k, _ in pairs if k in seen or seen.add(k))  # type: ignore[func-returns-value]
        value = _Duplicated(pairs)
        value.duplicate = twice
    return value


def loads_strict(text: str) -> Any:
    """``json.loads``, marking objects with a duplicate key for ``decoded_problem``."""
    return json.loads(text, object_pairs_hook=_pairs_hook)


def is_text(value: str) -> bool:
    """Whether a string is text: a lone surrogate (JSON's ``"\\ud800"``) is not."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _step(key: str) -> str:
    return f".{key}" if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", key) else f"[{json.dumps(key)}]"


def decoded_problem(value: Any, root: str = "$") -> tuple[str, str] | None:
    """The first (JSON path, message) that makes decoded JSON unusable: a duplicate key, a lone surrogate, deep nesting."""
    stack: list[tuple[Any, str, int, str]] = [(value, root, 0, root)]
    while stack:  # not recursive: the value may be nested as deeply as the JSON decoder allows
        node, path, depth, anchor = stack.pop()
        if depth > MAX_DEPTH and isinstance(node, (dict, list)):
            return anchor, f"nested too deeply: more than {MAX_DEPTH} levels (an incident has 3)"
        if isinstance(node, dict):
            if isinstance(node, _Duplicated):
                key = json_value(node.duplicate) if is_text(node.duplicate) else shown(node.duplicate)
                return path, f"duplicate key {key}: a key may appear once in an object (the other value would be ignored)"
            for key in node:
                if not is_text(key):
                    return path, "a key holds a lone surrogate (such as \\ud800), which is not text"
            children = [(node[k], path + _step(k)) for k in node]
        elif isinstance(node, list):
            children = [(item, f"{path}[{i}]") for i, item in enumerate(node)]
        else:
            if isinstance(node, str) and not is_text(node):
                return path, "the string holds a lone surrogate (such as \\ud800), which is not text"
            continue
        # A problem deep inside is named by the path of the top-level value that holds it ($.story).
        stack.extend((child, child_path, depth + 1, child_path if depth < 1 else anchor)
                     for child, child_path in reversed(children))
    return None


def unknown_names(kb: KnowledgeBase) -> list[str]:
    """What ``unknown`` may name: ``declarer``, every incident fact kind, and every field of one."""
    names: list[str] = [DECLARER]  # named in ``unknown``: the seats' roles are unknown
    for fact in kb.incident_facts():
        names.append(fact.name)
        names.extend(f"{fact.name}.{f.name}" for f in fact.fields)
    return names


def unknown_fields(data: Any) -> dict[str, frozenset[str]]:
    """The fields an incident names in ``unknown``, by kind (``{"exposed_card": {"rank"}}``): its facts of that
    kind need not give them, and where they do not, the field has no value (not its default)."""
    names = data.get(UNKNOWN_KEY) if isinstance(data, dict) else None
    found: dict[str, set[str]] = {}
    for name in names if isinstance(names, list) else ():
        if isinstance(name, str) and "." in name:
            kind, _, field = name.partition(".")
            found.setdefault(kind, set()).add(field)
    return {kind: frozenset(fields) for kind, fields in found.items()}


def _unknowns(data: dict[str, Any], kb: KnowledgeBase, source: str) -> tuple[Unknown, ...]:
    """The kinds the incident does not know: named in ``unknown``, or ``open`` and not stated."""
    named: dict[str, list[str]] = {}
    for name in data.get(UNKNOWN_KEY, ()):
        kind, _, field = name.partition(".")
        named.setdefault(kind, [])
        if field:
            named[kind].append(field)
    problems = [
        Diagnostic(f"{kind}.{field} is both stated and unknown: leave it out of {kind}, or out of unknown",
                   where=f"{source}: $.{kind}.{field}")
        for kind, fields in named.items() for field in fields
        if isinstance(data.get(kind), dict) and field in data[kind]
    ]
    if problems:
        raise EngineError(problems)
    found = []
    if DECLARER in named:
        if DECLARER in data:
            raise EngineError(Diagnostic("declarer is both stated and unknown: leave it out, or out of unknown",
                                         where=f"{source}: $.{DECLARER}"))
        found.append(Unknown(builtins.ROLE_FACT, "stated"))
    for fact in kb.incident_facts():
        if fact.name in named:
            found.append(Unknown(fact.name, "stated", tuple(named[fact.name])))
        elif fact.open and fact.name not in data:
            found.append(Unknown(fact.name, "not_stated"))
        elif fact.name == PLAY_FACT and _short_tricks(data):
            found.append(Unknown(fact.name, "incomplete", only=(("trick", _short_tricks(data)),)))
    return tuple(found)


PLAY_FACT = "play"  # the vocabulary's cards played: a trick with fewer than four is incomplete if play went on


def _short_tricks(data: dict[str, Any]) -> tuple[int, ...]:
    """The tricks the incident records fewer than four cards of although a later trick has a card: the cards
    of those tricks are not all recorded (four cards make a trick before the next is led)."""
    plays = data.get(PLAY_FACT)
    if not isinstance(plays, list):
        return ()
    counts: dict[int, int] = {}
    for play in plays:
        counts[play["trick"]] = counts.get(play["trick"], 0) + 1
    last = max(counts, default=0)
    return tuple(sorted(t for t, n in counts.items() if n < 4 and t < last))


def load_incident(data: Any, kb: KnowledgeBase, source: str, edition: str | None = None) -> Incident:
    """Validate parsed JSON against the KB's schema and turn it into facts."""
    problems = validation_problems(data, kb, source)
    if problems:
        raise EngineError(problems)
    unknown = _unknowns(data, kb, source)
    chosen = edition or data.get("edition") or kb.newest_edition
    if chosen not in kb.editions:
        raise EngineError(Diagnostic(
            f"unknown edition {json.dumps(chosen)}: this knowledge base has the editions {', '.join(kb.editions)}",
            where=source))
    facts: list[tuple] = []
    facts.extend((builtins.TABLE_SEAT_FACT, seat) for seat in builtins.SEATS)
    if DECLARER in data:
        for seat, role in builtins.roles(data[DECLARER]).items():
            facts.append((builtins.ROLE_FACT, seat, role))
    not_known = unknown_fields(data)
    for fact in kb.incident_facts():
        given = data.get(fact.name)
        if given is None:
            continue
        for item in [given] if fact.single else given:
            facts.append(fact_term(fact, item, not_known.get(fact.name, frozenset())))
    return Incident(source=source, edition=chosen, facts=tuple(dict.fromkeys(facts)), unknown=unknown)


def fact_term(fact: ast.FactDecl, item: dict[str, Any], unknown: frozenset[str] = frozenset()) -> tuple:
    """A fact as the backends take it: its values in declared order; a field it leaves out has its default, or
    no value (None) if it has none or the incident names it as unknown."""
    values = []
    for f in fact.fields:
        if f.name in item:
            value = item[f.name]
            # JSON Schema counts 4.0 as an integer: both backends get the int 4.
            values.append(int(value) if isinstance(value, float) else value)
        elif f.default is not None and f.name not in unknown:
            values.append(_literal_value(f.default))
        else:
            values.append(None)
    return (fact.name, *values)


def _literal_value(lit: ast.Literal) -> Any:
    if isinstance(lit, ast.Symbol):
        return lit.name
    return lit.value


def validation_problems(data: Any, kb: KnowledgeBase, source: str) -> list[Diagnostic]:
    """Every schema violation of an incident, each with its JSON path."""
    if not isinstance(data, dict):
        kind = type(data).__name__ if not isinstance(data, list) else "array"
        return [Diagnostic(f"an incident is a JSON object, not a JSON {_json_type(data) or kind}", where=f"{source}: $")]
    relaxed = unknown_fields(data)
    if _is_valid(data, kb, relaxed):
        return []
    # A bad file: jsonschema (imported only now, it is slow to import) names every problem.
    from jsonschema import Draft202012Validator

    validator = Draft202012Validator(incident_schema(kb, relaxed))
    # The first problems only: a file of 10**5 bad items would take minutes and gigabytes to list.
    found = list(itertools.islice(validator.iter_errors(data), MAX_PROBLEMS + 1))
    errors = sorted(found[:MAX_PROBLEMS], key=lambda e: [str(p) for p in e.absolute_path])
    problems = [_diagnostic(e, source) for e in errors]
    if len(found) > MAX_PROBLEMS:
        problems.append(Diagnostic(f"more problems; only the first {MAX_PROBLEMS} are shown", where=f"{source}: $"))
    return problems


_FAST_VALIDATORS: dict[str, Any] = {}


def _is_valid(data: dict, kb: KnowledgeBase, relaxed: Mapping[str, frozenset[str]]) -> bool:
    """The quick check: fastjsonschema's compiled validator, its code cached per schema. An incident with
    unknown fields (``relaxed``, rare) is left to jsonschema's full check of its own schema: False here."""
    import fastjsonschema

    if relaxed:
        return False
    if kb.digest not in _FAST_VALIDATORS:
        schema = incident_schema(kb)
        key = cache.key_of([("incident-schema", json.dumps(schema, sort_keys=True).encode()),
                            ("fastjsonschema", fastjsonschema.VERSION.encode())])
        # The entry is authenticated (engine.language.cache), so the code exec'd below is the code fastjsonschema generated.
        code = cache.cached(f"validator-{key}", lambda: fastjsonschema.compile_to_code(schema, use_default=False), str)
        namespace: dict[str, Any] = {}
        exec(code, namespace)  # the code fastjsonschema generated from our own schema
        _FAST_VALIDATORS[kb.digest] = namespace["validate"]
    try:
        _FAST_VALIDATORS[kb.digest](data)
    except fastjsonschema.JsonSchemaException:
        return False
    except RecursionError:
        return False
    return True


def _json_type(value: Any) -> str | None:
    return {list: "array", str: "string", int: "number", float: "number", bool: "boolean", type(None): "null"}.get(type(value))


def _diagnostic(error: Any, source: str) -> Diagnostic:
    """A jsonschema ValidationError as a message naming its JSON path."""
    path = "$" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    message, hint = error.message, None
    if message.startswith(repr(error.instance)):  # "[0, 1, ... 10**5] is not of type 'string'": cut it short
        message = _short(error.instance) + message[len(repr(error.instance)):]
    if error.validator == "additionalProperties":
        allowed = list(error.schema.get("properties", {}))
        unknown = [k for k in error.instance if k not in allowed]
        names = ", ".join(_short(k) for k in unknown[:5]) + (f" and {len(unknown) - 5} more" if len(unknown) > 5 else "")
        message = f"unknown field{'s' if len(unknown) > 1 else ''} {names}"
        hints = [h for h in (did_you_mean(k, allowed) for k in unknown[:5]) if h]
        hint = "; ".join(hints) if hints else f"allowed fields: {', '.join(allowed)}"
    elif error.validator == "enum":
        message = f"{_short(error.instance)} is not one of {', '.join(map(str, error.validator_value))}"
        if isinstance(error.instance, str):
            hint = did_you_mean(error.instance, [str(v) for v in error.validator_value])
        elif json.dumps(error.instance) in error.validator_value:  # 1997 for "1997"
            hint = f'write it as a JSON string: "{json.dumps(error.instance)}"'
    elif error.validator == "required":
        message = error.message.replace("is a required property", "is required here")
    return Diagnostic(message, where=f"{source}: {path}", hint=hint)


def _short(value: Any, limit: int = 60) -> str:
    """A value as it appears in a message, cut short: a string quoted ('N'), any other value as JSON (null, true)."""
    text = f"'{shown(value)}'" if isinstance(value, str) else json_value(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
