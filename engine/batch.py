"""Rule on many incidents in one process: files, folders or JSON Lines on standard input.

Each incident yields one line of JSON Lines on standard output, in input order:
its ruling, or ``{"incident": ..., "error": ...}`` when it is bad; the batch
goes on either way. One engine serves the whole batch (reset between
incidents).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, TextIO

from engine.errors import Diagnostic, EngineError
from engine.incident import load_incident, parse_json, read_incident_file
from engine.knowledge import KnowledgeBase
from engine.query import rule_incident

STDIN = "-"


@dataclass(frozen=True)
class Item:
    source: str
    read: Any  # a callable giving the parsed JSON, or raising EngineError


def items(inputs: list[str], stdin: TextIO) -> Iterator[Item]:
    """The incidents of the inputs, in order: each file, each folder's *.json sorted, stdin's lines."""
    for name in inputs:
        if name == STDIN:
            for number, line in enumerate(stdin, 1):
                if line.strip():
                    read = lambda line=line, number=number: parse_json(line, "<stdin>", first_line=number)  # noqa: E731
                    yield Item(f"<stdin>:{number}", read)
            continue
        path = Path(name)
        if path.is_dir():
            for child in sorted(path.glob("*.json")):
                yield Item(str(child), lambda child=child: read_incident_file(child))
        else:
            yield Item(name, lambda path=path: read_incident_file(path))


def count(inputs: list[str]) -> int | None:
    """How many incidents the inputs hold, if known without reading standard input."""
    if STDIN in inputs:
        return None
    return sum(len(list(Path(n).glob("*.json"))) if Path(n).is_dir() else 1 for n in inputs)


def run_batch(kb: KnowledgeBase, backend, inputs: list[str], edition: str | None, out: TextIO, progress: bool) -> int:
    """Rule on every incident; return how many failed."""
    failures = 0
    stream = items(inputs, sys.stdin)
    if progress:
        from tqdm import tqdm  # a progress bar on a terminal only: tqdm draws it on stderr

        stream = tqdm(stream, total=count(inputs), unit=" incidents", file=sys.stderr)
    for item in stream:
        try:
            incident = load_incident(item.read(), kb, item.source, edition)
            line = rule_incident(kb, backend, incident)
        except EngineError as error:
            failures += 1
            line = {"incident": item.source, "error": error.render()}
        out.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
    return failures


def no_input() -> EngineError:
    return EngineError(Diagnostic("no incident given: name a file, a folder, or - for JSON Lines on standard input"))
