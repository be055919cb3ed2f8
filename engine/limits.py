"""The engine's resource limits, in one place.

A ruling that reaches a limit ends in exit 2 with a message naming the limit (the
constant below and its value), never in exit 1 and never with half an output:
nothing is written until the whole output is known to fit.

- ``TIME_LIMIT_S``: wall time of one ruling (every backend run it needs, options'
  consequences and the other edition's run included). ``engine query`` and the
  teaching commands take ``--time-limit SECONDS`` (0: none). Prolog runs under
  ``call_with_time_limit``; Experta checks the clock at every firing.
- ``MAX_FIRINGS``: rule firings in one Experta run; ``MAX_ROUNDS``: rounds of
  saturation of one stratum in one Prolog run. These are bounds on the work, not loop
  detectors: a KB whose rules settle can still need more (the message says so).
- ``MAX_DERIVATIONS``: derivations (a rule, a conclusion, the facts it used) recorded
  in one backend run, either backend.
- ``MAX_FACTS_PER_KIND``: facts of one kind an incident may state (the schema's
  ``maxItems``) and ``MAX_DERIVED_PER_KIND`` facts of one kind the rules may derive
  in one run.
- ``MAX_TREE_NODES``: rule nodes in the derivation trees of one ruling or explanation.
- ``MAX_OUTPUT_BYTES``: the size of one ruling's output (JSON or text; in a batch, of
  one JSON line; for explain, why-not and what-if, of their answer).

For tests and experiments, ``ENGINE_LIMITS`` overrides any of them:
``ENGINE_LIMITS="MAX_OUTPUT_BYTES=1000,MAX_DERIVATIONS=50"``.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import time
from typing import Iterator

from engine.errors import Diagnostic, EngineError

TIME_LIMIT_S = 20.0
MAX_FIRINGS = 100_000
MAX_ROUNDS = 10_000
MAX_DERIVATIONS = 100_000
MAX_FACTS_PER_KIND = 320
MAX_DERIVED_PER_KIND = 20_000
MAX_TREE_NODES = 20_000
MAX_OUTPUT_BYTES = 5 * 2**20

_NAMES = ("TIME_LIMIT_S", "MAX_FIRINGS", "MAX_ROUNDS", "MAX_DERIVATIONS", "MAX_FACTS_PER_KIND",
          "MAX_DERIVED_PER_KIND", "MAX_TREE_NODES", "MAX_OUTPUT_BYTES")
ENV = "ENGINE_LIMITS"


class LimitError(EngineError):
    """A ruling reached one of the limits above (exit 2)."""


def _overrides() -> dict[str, float]:
    text = os.environ.get(ENV, "").strip()
    found: dict[str, float] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        name, _, value = item.partition("=")
        name = name.strip().upper()
        try:
            number = float(value)
        except ValueError:
            number = -1.0
        if name not in _NAMES or number < 0:
            raise EngineError(Diagnostic(f"{ENV}: {item!r} is not NAME=NUMBER with NAME one of {', '.join(_NAMES)}"))
        found[name] = number
    return found


def get(name: str) -> float:
    """A limit's value: ``ENGINE_LIMITS`` if it sets it, else the constant above."""
    value = _overrides().get(name)
    return globals()[name] if value is None else value


def integer(name: str) -> int:
    return int(get(name))


def reached(name: str, what: str, where: str | None = None) -> LimitError:
    """The error for a limit reached: names the limit, its value and what reached it."""
    value = get(name)
    shown = f"{value:g} s" if name == "TIME_LIMIT_S" else f"{int(value)}"
    return LimitError(Diagnostic(f"limit reached: {what} ({name} = {shown}, engine/limits.py)", where=where))


# ---------------------------------------------------------------- wall time of one ruling

_DEADLINE: contextvars.ContextVar[tuple[float, float] | None] = contextvars.ContextVar("deadline", default=None)


@contextlib.contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Within this block, the ruling must finish in ``seconds`` (None or 0: no limit)."""
    token = _DEADLINE.set((time.monotonic() + seconds, seconds) if seconds else None)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def remaining() -> float | None:
    """Seconds left for the current ruling (None: no limit)."""
    deadline = _DEADLINE.get()
    return None if deadline is None else deadline[0] - time.monotonic()


def check_time(where: str | None = None) -> None:
    """LimitError if the current ruling has used up its time."""
    left = remaining()
    if left is not None and left <= 0:
        raise time_exceeded(where)


def time_exceeded(where: str | None = None) -> LimitError:
    deadline = _DEADLINE.get()
    seconds = deadline[1] if deadline else get("TIME_LIMIT_S")
    return LimitError(Diagnostic(
        f"limit reached: the ruling took longer than {seconds:g} s (TIME_LIMIT_S, engine/limits.py; "
        "--time-limit SECONDS sets another, 0 none)", where=where))


def check_output(text: str, where: str | None = None) -> None:
    """LimitError if an output (a whole ruling, or one JSON line) is larger than MAX_OUTPUT_BYTES."""
    limit = integer("MAX_OUTPUT_BYTES")
    size = len(text.encode("utf-8"))
    if size > limit:
        raise reached("MAX_OUTPUT_BYTES", f"the output would be {size} bytes", where)
