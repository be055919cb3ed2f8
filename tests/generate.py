"""The one generator of incidents: for scripts/bench, the agreement test and the fuzzer.

``incident`` walks the incident JSON Schema (``engine schema``; ``walk`` for one value) and
asks a *chooser* for every choice it makes; ``mutated`` changes a shipped example under the
schema's guidance, through the same chooser. There are two choosers, so a generator is
written once and runs two ways:

- ``RandomChooser``: ``random.Random(seed)``; ``seeded(seed, make, ...)`` gives the same
  incidents for the same seed (scripts/bench);
- ``DrawChooser``: Hypothesis draws; ``strategy(make, ...)`` is a strategy whose failures
  shrink (tests/test_agreement.py, tests/test_fuzz.py, scripts/agreement, scripts/fuzz).

``Bounds`` says how far a value goes where the schema leaves it open (list lengths, integers
without a range, text, how many optional properties are stated).

It lives in tests/, not in the engine package: only the tests and scripts/ use it, and
Hypothesis is a development dependency that the installed package does not have.
"""

from __future__ import annotations

import copy
import json
import random
import string
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from hypothesis import strategies as st

from engine.language import builtins

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "kb" / "examples"

SEATS = list(builtins.SEATS)
SUITS = ["C", "D", "H", "S"]
SIDES = ["NS", "EW"]
TRICKS = (1, 13)
MAX_GROWTH = 3  # items a mutation may add to one list of an example (some rules join 4 calls)
TEXT = string.ascii_letters + string.digits + " .,'-é♠\n"  # the characters of RandomChooser's text

# The JSON Schema keywords the walker knows; another one is an error, so a schema that grows one shows up.
KNOWN = {"$schema", "title", "description", "default", "type", "enum", "properties", "required",
         "additionalProperties", "items", "minimum", "maximum", "maxItems", "maxLength", "uniqueItems"}


@dataclass(frozen=True)
class Bounds:
    """How far generated values go where the schema leaves them open."""

    items: tuple[int, int] = (0, 3)  # items in a list (the schema's maxItems caps the second)
    integers: tuple[int, int] = (0, 15)  # an integer's range where the schema gives none, or one side only
    text: int = 30  # characters of a string at most
    kinds: float = 0.5  # the chance that the incident states an optional top-level key (a fact kind)
    fields: float = 0.5  # the chance that a fact states an optional field


BOUNDS = Bounds()  # short lists and small integers, so that values collide and joins happen


# ---------------------------------------------------------------- the choosers


class RandomChooser:
    """Choices from ``random.Random(seed)``: the same sequence for the same seed."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def choice(self, options: Sequence[Any]) -> Any:
        return self.rng.choice(options)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def text(self, max_size: int) -> str:
        return "".join(self.rng.choice(TEXT) for _ in range(self.rng.randint(0, max_size)))


class DrawChooser:
    """Choices drawn by Hypothesis (``draw`` of ``st.composite``): they shrink to the low end, the first option."""

    def __init__(self, draw: Callable[[st.SearchStrategy], Any]) -> None:
        self.draw = draw

    def integer(self, low: int, high: int) -> int:
        return self.draw(st.integers(low, high))

    def choice(self, options: Sequence[Any]) -> Any:
        return self.draw(st.sampled_from(options))

    def chance(self, p: float) -> bool:
        return self.draw(st.integers(0, 99)) >= 100 - round(100 * p)  # shrinks to 0: False

    def text(self, max_size: int) -> str:
        return self.draw(st.text(max_size=max_size))


Chooser = RandomChooser | DrawChooser


def seeded(seed: int, make: Callable[..., Any], *args: Any) -> Iterator[Any]:
    """``make(chooser, *args)`` again and again, one RandomChooser of ``seed`` for the whole run."""
    chooser = RandomChooser(seed)
    while True:
        yield make(chooser, *args)


def strategy(make: Callable[..., Any], *args: Any) -> st.SearchStrategy:
    """The Hypothesis strategy of ``make(chooser, *args)``, the chooser drawing."""
    return st.composite(lambda draw: make(DrawChooser(draw), *args))()


# ---------------------------------------------------------------- the schema walk


def incident(chooser: Chooser, schema: dict, bounds: Bounds = BOUNDS) -> dict:
    """An instance of the incident schema: each optional top-level key stated with chance ``bounds.kinds``."""
    _known(schema)
    return _object(schema, chooser, bounds, bounds.kinds)


def walk(schema: dict, chooser: Chooser, bounds: Bounds = BOUNDS) -> Any:
    """An instance of ``schema``, for the JSON Schema keywords the incident schema uses (KNOWN)."""
    _known(schema)
    if "enum" in schema:
        return chooser.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "boolean":
        return chooser.chance(0.5)
    if kind == "integer":
        return chooser.integer(*integer_range(schema, bounds))
    if kind == "string":
        return chooser.text(min(bounds.text, schema.get("maxLength", bounds.text)))
    if kind == "array":
        return _list(schema, chooser, bounds)
    if kind == "object":
        return _object(schema, chooser, bounds, bounds.fields)
    raise NotImplementedError(f"the generator does not know type {kind!r}")


def _known(schema: dict) -> None:
    unknown = set(schema) - KNOWN
    if unknown:
        raise NotImplementedError(f"the generator does not know {sorted(unknown)}")


def integer_range(schema: dict, bounds: Bounds) -> tuple[int, int]:
    """The schema's minimum and maximum, ``bounds.integers`` standing in for a missing one."""
    low, high = schema.get("minimum"), schema.get("maximum")
    if low is None:
        low = bounds.integers[0] if high is None else min(bounds.integers[0], high)
    if high is None:
        high = max(bounds.integers[1], low)
    return low, high


def _list(schema: dict, chooser: Chooser, bounds: Bounds) -> list:
    """``bounds.items`` items (fewer under maxItems); with uniqueItems, a repeated item is left out."""
    high = min(bounds.items[1], schema.get("maxItems", bounds.items[1]))
    out: list = []
    for _ in range(chooser.integer(min(bounds.items[0], high), high)):
        item = walk(schema["items"], chooser, bounds)
        if not (schema.get("uniqueItems") and item in out):
            out.append(item)
    return out


def _object(schema: dict, chooser: Chooser, bounds: Bounds, optional: float) -> dict:
    """The required properties, and each optional one with chance ``optional``."""
    assert schema.get("additionalProperties") is False, "objects are closed"
    required = schema.get("required", [])
    return {key: walk(sub, chooser, bounds) for key, sub in schema["properties"].items()
            if key in required or chooser.chance(optional)}


def only(schema: dict, keys: Sequence[str], required: Sequence[str] = ()) -> dict:
    """The incident schema with only ``keys`` and ``required`` at the top level, the latter required."""
    properties = {k: v for k, v in schema["properties"].items() if k in keys or k in required}
    return dict(schema, properties=properties, required=list(required))


# ---------------------------------------------------------------- mutations of the shipped examples


def shipped_examples() -> list[dict]:
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(EXAMPLES.glob("*.json"))]


def fact_kinds(schema: dict) -> dict[str, tuple[bool, dict]]:
    """Each incident fact kind: (is it a list, its item schema)."""
    kinds = {}
    for name, prop in schema["properties"].items():
        if prop.get("type") == "array" and prop["items"].get("type") == "object":  # not `unknown`, a list of names
            kinds[name] = (True, prop["items"])
        elif prop.get("type") == "object":
            kinds[name] = (False, prop)
    return kinds


def mutated(chooser: Chooser, schema: dict, examples: list[dict]) -> dict:
    """A shipped example changed one to four times, staying schema-valid (the operations below)."""
    kinds = fact_kinds(schema)
    editions = schema["properties"]["edition"]["enum"]
    operations = {**_OPERATIONS, "edition": lambda c, d, k, g: _set_or_drop(c, d, "edition", editions)}
    data = copy.deepcopy(chooser.choice(examples))
    grown: dict[str, int] = {}
    for _ in range(chooser.integer(1, 4)):
        operations[chooser.choice(sorted(operations))](chooser, data, kinds, grown)
    return data


def _value(chooser: Chooser, field: dict, current: Any = None) -> Any:
    """A new value of a field; for an integer, half the time one within 2 of the current one."""
    if field.get("type") == "integer" and isinstance(current, int) and chooser.chance(0.5):
        low, high = integer_range(field, BOUNDS)
        if max(low, current - 2) <= min(high, current + 2):
            return chooser.integer(max(low, current - 2), min(high, current + 2))
    return walk(field, chooser)


def _items(data: dict, kinds: dict) -> list[tuple[str, dict]]:
    """Every fact object in the incident, with its kind."""
    found = []
    for name, (is_list, _) in kinds.items():
        if name in data:
            found += [(name, item) for item in (data[name] if is_list else [data[name]])]
    return found


def _map_fields(data: dict, kinds: dict, test: Callable[[dict], bool], change: Callable[[Any], Any]) -> None:
    """Apply ``change`` to the value of every field whose schema passes ``test``."""
    for name, item in _items(data, kinds):
        properties = kinds[name][1]["properties"]
        for key in list(item):
            if key in properties and test(properties[key]):
                item[key] = change(item[key])


def _replace_value(chooser, data, kinds, grown) -> None:
    items = _items(data, kinds)
    if not items:
        return
    name, item = chooser.choice(items)
    if item:
        key = chooser.choice(sorted(item))
        item[key] = _value(chooser, kinds[name][1]["properties"][key], item[key])


def _drop_item(chooser, data, kinds, grown) -> None:
    present = [n for n in kinds if n in data]
    if not present:
        return
    name = chooser.choice(present)
    if not kinds[name][0]:
        del data[name]
    elif data[name]:
        del data[name][chooser.integer(0, len(data[name]) - 1)]


def _copy_item(chooser, data, kinds, grown) -> None:
    """A copy of an item with one field changed: a second play, a later trick, another seat."""
    lists = [n for n in kinds if kinds[n][0] and data.get(n) and grown.get(n, 0) < MAX_GROWTH]
    if not lists:
        return
    name = chooser.choice(lists)
    item = copy.deepcopy(chooser.choice(data[name]))
    if item:
        key = chooser.choice(sorted(item))
        item[key] = _value(chooser, kinds[name][1]["properties"][key], item[key])
    data[name].append(item)
    grown[name] = grown.get(name, 0) + 1


def _add_item(chooser, data, kinds, grown) -> None:
    name = chooser.choice(sorted(kinds))
    if grown.get(name, 0) >= MAX_GROWTH:
        return
    item = walk(kinds[name][1], chooser)
    if kinds[name][0]:
        data.setdefault(name, []).append(item)
    else:
        data[name] = item
    grown[name] = grown.get(name, 0) + 1


def _toggle_field(chooser, data, kinds, grown) -> None:
    """Drop an optional or defaulted field that is there, or add one that is not."""
    items = _items(data, kinds)
    if not items:
        return
    name, item = chooser.choice(items)
    required = kinds[name][1].get("required", [])
    optional = [k for k in kinds[name][1]["properties"] if k not in required]
    if not optional:
        return
    key = chooser.choice(optional)
    if key in item:
        del item[key]
    else:
        item[key] = _value(chooser, kinds[name][1]["properties"][key])


def _set_or_drop(chooser, data: dict, key: str, options: list) -> None:
    """Set ``key`` to one of ``options``, or (as often as each option) drop it."""
    choice = chooser.choice([*options, None])
    if choice is None:
        data.pop(key, None)
    else:
        data[key] = choice


def _declarer(chooser, data, kinds, grown) -> None:
    _set_or_drop(chooser, data, "declarer", SEATS)


def _is(field: dict, members: list[str]) -> bool:
    return field.get("enum") == members


def _rotate_seats(chooser, data, kinds, grown) -> None:
    """Every seat moves round the table by the same amount: the same incident, seen from elsewhere."""
    turn = chooser.integer(1, 3)
    seat = {s: SEATS[(i + turn) % 4] for i, s in enumerate(SEATS)}
    side = {"NS": "NS", "EW": "EW"} if turn % 2 == 0 else {"NS": "EW", "EW": "NS"}
    _map_fields(data, kinds, lambda f: _is(f, SEATS), seat.get)
    _map_fields(data, kinds, lambda f: _is(f, SIDES), side.get)
    if "declarer" in data:
        data["declarer"] = seat[data["declarer"]]


def _permute_suits(chooser, data, kinds, grown) -> None:
    left, order = list(SUITS), []
    while left:
        order.append(left.pop(chooser.integer(0, len(left) - 1)))
    suit = dict(zip(SUITS, order))
    _map_fields(data, kinds, lambda f: _is(f, SUITS) or _is(f, [*SUITS, "NT"]), lambda v: suit.get(v, v))


def _is_trick(field: dict) -> bool:
    return field.get("type") == "integer" and (field.get("minimum"), field.get("maximum")) == TRICKS


def _shift_tricks(chooser, data, kinds, grown) -> None:
    shift = chooser.choice([-3, -1, 1, 2, 5])
    _map_fields(data, kinds, _is_trick, lambda t: min(TRICKS[1], max(TRICKS[0], t + shift)))


_OPERATIONS = {
    "add_item": _add_item,
    "copy_item": _copy_item,
    "declarer": _declarer,
    "drop_item": _drop_item,
    "permute_suits": _permute_suits,
    "replace_value": _replace_value,
    "rotate_seats": _rotate_seats,
    "shift_tricks": _shift_tricks,
    "toggle_field": _toggle_field,
}
