"""Fuzzing the two readers of user input: only EngineError may escape, never another exception.

- The .law reader (``engine.language.parser.parse`` then ``engine.language.checks.check``, and when a text
  checks clean, both compilers): random text, token soup, and pieces of the real .law files
  mutated character by character and token by token.
- The incident reader (``read_incident_file`` then ``load_incident``): random bytes, and
  the shipped examples mutated as text and as JSON.
- Rulings on both backends (``rule_incident``, then the JSON output): schema-valid incidents
  built from the fact kinds the KB's constraints read (claims, plays, tricks won, exposed
  cards, cards played at once, calls...), near and past the constraints' bounds, each ruled
  under random low limits (engine/limits.py). A contradiction or a limit reached is an
  EngineError; the two backends must agree on the outcome (the ruling, the contradiction,
  or which limit) except for the limits one backend has alone (firings, rounds).

An EngineError is what the CLI turns into exit 2 with a message; anything else would be
exit 1, "internal error". This runs a few hundred examples of each, deterministically;
``scripts/fuzz --examples N`` runs the same targets longer, with a seed of its choice.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import generate
from engine.errors import EngineError

ROOT = Path(__file__).resolve().parent.parent
KB = ROOT / "kb"
EXAMPLES = KB / "examples"

SUITE = dict(
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)

# ---------------------------------------------------------------- the targets


@lru_cache(maxsize=1)
def _vocabulary():
    from engine.language.parser import parse

    return parse((KB / "vocabulary.law").read_text(encoding="utf-8"), "kb/vocabulary.law")


def law_target(text: str) -> str:
    """Parse and check a .law text (with the shipped vocabulary beside it); compile it if it checks clean.

    Returns what happened ("syntax", "check" or "compiled"); raises anything but EngineError.
    """
    from engine.backends.to_experta import experta_source
    from engine.backends.to_prolog import prolog_source
    from engine.language.checks import check
    from engine.language.parser import parse

    try:
        module = parse(text, "fuzz.law")
    except EngineError as error:
        _assert_rendered(error)
        return "syntax"
    try:
        kb = check((_vocabulary(), module))
    except EngineError as error:
        _assert_rendered(error)
        return "check"
    source = experta_source(kb)
    compile(source, "<experta>", "exec")  # the generated Python must at least be Python
    prolog_source(kb, "fuzz")
    return "compiled"


def incident_target(content: bytes, path: Path, kb) -> str:
    """Read and load an incident file of these bytes; raises anything but EngineError."""
    from engine.ruling.incident import load_incident, read_incident_file

    path.write_bytes(content)
    try:
        load_incident(read_incident_file(path), kb, str(path))
    except EngineError as error:
        _assert_rendered(error)
        return "refused"
    return "loaded"


def _assert_rendered(error: EngineError) -> None:
    text = error.render()
    assert text and "Traceback" not in text
    assert all(d.span or d.where for d in error.diagnostics), text  # each message names a place


# ---------------------------------------------------------------- rulings: constraints and limits

# Limits both backends count alike (an incident reaches them on both or on neither), with the
# values the fuzzer draws; MAX_FIRINGS (Experta) and MAX_ROUNDS (Prolog) are one backend's alone.
SHARED_LIMITS = {"MAX_DERIVATIONS": (0, 60), "MAX_DERIVED_PER_KIND": (0, 6), "MAX_TREE_NODES": (0, 60),
                 "MAX_OUTPUT_BYTES": (0, 30000)}
OWN_LIMITS = {"MAX_FIRINGS": (1, 60), "MAX_ROUNDS": (1, 3)}


def ruling_target(case: tuple[dict, dict[str, int]], kb, backends: dict) -> str:
    """Rule on an incident on both backends under some limits; raises anything but EngineError.

    Returns the outcome: "ruled", "contradiction", "limit" (the same on both backends unless a
    one-backend limit was set), or "refused" (the incident is not schema-valid).
    """
    import os

    from engine import limits
    from engine.ruling.incident import load_incident
    from engine.ruling.query import rule_incident
    from engine.ruling.render import to_json

    data, chosen = case
    try:
        incident = load_incident(data, kb, "fuzz.json")
    except EngineError as error:
        _assert_rendered(error)
        return "refused"
    saved = os.environ.get(limits.ENV)
    os.environ[limits.ENV] = ",".join(f"{name}={value}" for name, value in chosen.items())
    outcomes = {}
    try:
        for name, backend in backends.items():
            try:
                with limits.time_limit(30):
                    text = to_json(rule_incident(kb, backend, incident))
                limits.check_output(text, "fuzz.json")
                outcomes[name] = ("ruled", text)
            except EngineError as error:
                _assert_rendered(error)
                rendered = error.render()
                if "limit reached: " in rendered:
                    assert "TIME_LIMIT_S" not in rendered, rendered  # 30 s: a generated incident never needs it
                    outcomes[name] = ("limit", re.search(r"\((\w+) = ", rendered).group(1))
                else:
                    assert "contradictory facts" in rendered, rendered
                    outcomes[name] = ("contradiction", rendered)
    finally:
        if saved is None:
            os.environ.pop(limits.ENV, None)
        else:
            os.environ[limits.ENV] = saved
    found = list(outcomes.values())
    if not set(chosen) & set(OWN_LIMITS):
        assert found[0] == found[1], found
    return found[0][0] if found[0][0] == found[1][0] else "differs (one backend's limit)"


@lru_cache(maxsize=1)
def _constraint_kinds() -> tuple[str, ...]:
    """The fact kinds the KB's constraints read, and the ones that make a revoke (so that rules fire too)."""
    from engine.language import ast
    from engine.language.kb import load_kb

    kb = load_kb(KB)
    kinds = set()
    for constraint in kb.constraints:
        for condition in constraint.conditions:
            pattern = condition.pattern if isinstance(condition, ast.Negation) else condition
            if isinstance(pattern, ast.Pattern) and kb.facts[pattern.kind].origin == "incident":
                kinds.add(pattern.kind)
    return tuple(sorted(kinds | {"play", "holding", "trick_won", "attention_drawn"}))


# Integers near and past the constraints' bounds where the schema gives none; up to 5 facts of a kind;
# each of the ten or so constraint kinds stated with chance 1/4 (two or three of them).
FUZZ_BOUNDS = generate.Bounds(items=(0, 5), integers=(-3, 16), kinds=0.25)


@st.composite
def constrained_incidents(draw) -> tuple[dict, dict[str, int]]:
    """An incident with a declarer, an edition and a few of the constraint kinds, and the limits to rule it under."""
    from engine.ruling.incident import incident_schema
    from engine.language.kb import load_kb

    schema = generate.only(incident_schema(load_kb(KB)), _constraint_kinds(), required=("declarer", "edition"))
    data = draw(generate.strategy(generate.incident, schema, FUZZ_BOUNDS))
    pool = {**SHARED_LIMITS, **OWN_LIMITS}
    names = draw(st.lists(st.sampled_from(sorted(pool)), max_size=2, unique=True))
    return data, {name: draw(st.integers(*pool[name])) for name in names}


# ---------------------------------------------------------------- .law texts

# Words and marks of the language, so that random text gets past the first token.
LAW_TOKENS = [
    "enum", "incident", "derived", "one", "fact", "law", "rule", "source", "constraint", "title", "editions",
    "summary", "quote", "unquoted", "gist", "note", "see", "no_rules", "language", "paragraphs", "implements",
    "defeats", "on", "when", "then", "not", "in", "derive", "rectify", "under", "must", "may", "director",
    "option", "of", "true", "false", "1997", "2007", "64A1", "20F5b", "64", "0", "13", "?p", "?t", "?_", "N", "S",
    "H", "play", "revoke", "trick", "seat", "suit", "int", "bool", "partner", "lho", "side", "{", "}", "(", ")",
    ",", ":", "?", "=", "==", "!=", "<", "<=", ">", ">=", "+", "-", '"text"', '"""long\ntext"""', '"\\N"', "#",
    "\n", " ", "é", "\x00",
]


def law_soup() -> st.SearchStrategy[str]:
    token = st.one_of(st.sampled_from(LAW_TOKENS), st.text(max_size=3))
    return st.lists(token, max_size=40).map(" ".join)


_DECLARATION = re.compile(r"^(?=(?:enum|incident|derived|law|rule|source|constraint)\b)", re.MULTILINE)
_TOKEN = re.compile(r'"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|\?\w+|\w+|==|!=|<=|>=|\S')


@lru_cache(maxsize=1)
def law_pieces() -> list[str]:
    """Runs of one to three consecutive declarations of every shipped and good-fixture .law file."""
    pieces = []
    for path in sorted([*KB.glob("*.law"), *(ROOT / "tests" / "fixtures" / "good").glob("*.law")]):
        decls = [d for d in _DECLARATION.split(path.read_text(encoding="utf-8")) if d.strip()]
        for size in (1, 2, 3):
            pieces += ["".join(decls[i : i + size]) for i in range(0, len(decls), size)]
    return pieces


@st.composite
def mutated_law(draw, mutations: list) -> str:
    text = draw(st.sampled_from(law_pieces()))
    for _ in range(draw(st.integers(0, 3))):
        text = draw(st.sampled_from(mutations))(draw, text)
    return text


def _char_edit(draw, text: str) -> str:
    """Delete, insert or replace a few characters somewhere."""
    if not text:
        return draw(st.text(max_size=5))
    at = draw(st.integers(0, len(text) - 1))
    cut = draw(st.integers(0, 5))
    return text[:at] + draw(st.text(max_size=3)) + text[at + cut :]


def _token_swap(draw, text: str) -> str:
    """Replace one token by another of the same text (keeps the syntax often valid: exercises the checks)."""
    tokens = list(_TOKEN.finditer(text))
    if len(tokens) < 2:
        return text
    target, source = draw(st.sampled_from(tokens)), draw(st.sampled_from(tokens))
    return text[: target.start()] + source.group() + text[target.end() :]


def _token_insert(draw, text: str) -> str:
    tokens = list(_TOKEN.finditer(text))
    at = draw(st.sampled_from(tokens)).start() if tokens else 0
    return text[:at] + draw(st.sampled_from(LAW_TOKENS)) + " " + text[at:]


def _token_drop(draw, text: str) -> str:
    tokens = list(_TOKEN.finditer(text))
    if not tokens:
        return text
    token = draw(st.sampled_from(tokens))
    return text[: token.start()] + text[token.end() :]


def _string_edit(draw, text: str) -> str:
    """Put an escape, a quote or odd characters inside a string: the string stays a token."""
    strings = [m for m in _TOKEN.finditer(text) if m.group().startswith('"')]
    if not strings:
        return text
    token = draw(st.sampled_from(strings))
    inner = token.start() + (3 if token.group().startswith('"""') else 1)
    escape = draw(st.sampled_from(["\\N", "\\N{bogus}", "\\x4", "\\u12", "\\U1234", "\\d", "\\\\", "\\'", "\\0"]))
    piece = draw(st.one_of(st.just(escape), st.text(alphabet=st.characters(exclude_characters='"\\\n'), max_size=4)))
    return text[:inner] + piece + text[inner:]


def _number_edit(draw, text: str) -> str:
    """Replace a number by another, sometimes one of thousands of digits."""
    numbers = [m for m in _TOKEN.finditer(text) if m.group().isdigit()]
    if not numbers:
        return text
    token = draw(st.sampled_from(numbers))
    number = draw(st.one_of(st.integers(0, 10**6).map(str), st.integers(4000, 6000).map(lambda n: "7" * n)))
    return text[: token.start()] + number + text[token.end() :]


def _truncate(draw, text: str) -> str:
    return text[: draw(st.integers(0, len(text)))]


def _lines_shuffle(draw, text: str) -> str:
    lines = text.splitlines(keepends=True)
    if len(lines) < 2:
        return text
    i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
    lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


_LAW_MUTATIONS = [_char_edit, _token_swap, _token_insert, _token_drop, _string_edit, _number_edit, _truncate,
                  _lines_shuffle]
# Mutations that mostly keep the text parseable, so that the checker and the compilers see it.
_TOKEN_MUTATIONS = [_token_swap, _string_edit, _number_edit]


def law_texts() -> st.SearchStrategy[str]:
    return st.one_of(st.text(max_size=200), law_soup(), mutated_law(_LAW_MUTATIONS), mutated_law(_TOKEN_MUTATIONS))


# ---------------------------------------------------------------- incident bytes


@lru_cache(maxsize=1)
def example_texts() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in sorted(EXAMPLES.glob("*.json"))]


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


@st.composite
def mutated_json(draw) -> bytes:
    """A shipped example with a value, key or item replaced, added or removed (valid JSON)."""
    data = json.loads(draw(st.sampled_from(example_texts())))
    for _ in range(draw(st.integers(1, 3))):
        containers = _containers(data)
        container = draw(st.sampled_from(containers))
        if isinstance(container, dict):
            keys = sorted(container)
            action = draw(st.sampled_from(["replace", "drop", "add", "rename"] if keys else ["add"]))
            if action == "add":
                key = draw(st.one_of(st.sampled_from(["by", "trick", "suit", "led", "story", "play", "declarer"]),
                                     st.text(max_size=8)))
                container[key] = draw(JSON_VALUES)
                continue
            key = draw(st.sampled_from(keys))
            if action == "replace":
                container[key] = draw(JSON_VALUES)
            elif action == "drop":
                del container[key]
            else:
                container[key + draw(st.text(min_size=1, max_size=2))] = container.pop(key)
        elif container:
            index = draw(st.integers(0, len(container) - 1))
            action = draw(st.sampled_from(["replace", "drop", "copy"]))
            if action == "replace":
                container[index] = draw(JSON_VALUES)
            elif action == "drop":
                del container[index]
            else:
                container.append(json.loads(json.dumps(container[index])))
    if draw(st.integers(0, 9)) == 0:
        data = [data]
    return json.dumps(data, ensure_ascii=draw(st.booleans())).encode()


def _containers(value) -> list:
    found = [value] if isinstance(value, (dict, list)) else []
    children = value.values() if isinstance(value, dict) else value if isinstance(value, list) else []
    for child in children:
        found += _containers(child)
    return found


@st.composite
def mutated_bytes(draw) -> bytes:
    """A shipped example with bytes deleted, inserted or replaced (mostly not JSON any more)."""
    content = draw(st.sampled_from(example_texts())).encode()
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(content)))
        cut = draw(st.integers(0, 8))
        piece = draw(st.one_of(st.binary(max_size=4), st.sampled_from([b"9" * 5000, b"[" * 5000, b"\\ud800", b"1e999"])))
        content = content[:at] + piece + content[at + cut :]
    return content


def incident_bytes() -> st.SearchStrategy[bytes]:
    return st.one_of(st.binary(max_size=200), mutated_bytes(), mutated_json(), mutated_json())


# ---------------------------------------------------------------- the tests


def test_law_reader_raises_only_engine_errors():
    outcomes: list[str] = []

    @settings(**dict(SUITE, max_examples=400))
    @given(law_texts())
    def check(text: str) -> None:
        outcomes.append(law_target(text))

    check()
    # The mutations reach past the parser: some texts fail the checks, some compile.
    assert {"syntax", "check", "compiled"} <= set(outcomes), sorted(set(outcomes))


def test_incident_reader_raises_only_engine_errors(kb, tmp_path):
    outcomes: list[str] = []
    path = tmp_path / "fuzz.json"

    @settings(**dict(SUITE, max_examples=400))
    @given(incident_bytes())
    def check(content: bytes) -> None:
        outcomes.append(incident_target(content, path, kb))

    check()
    assert {"refused", "loaded"} <= set(outcomes), sorted(set(outcomes))


def test_rulings_on_constrained_incidents_under_low_limits(kb, backends):
    outcomes: list[str] = []

    @settings(**dict(SUITE, max_examples=150))
    @given(constrained_incidents())
    def check(case) -> None:
        outcomes.append(ruling_target(case, kb, backends))

    check()
    assert {"ruled", "contradiction", "limit"} <= set(outcomes), sorted(set(outcomes))
