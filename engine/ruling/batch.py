"""Rule on many incidents in one process: files, folders or JSON Lines on standard input.

Each incident yields one line of JSON Lines on standard output, in input order:
its ruling, or ``{"incident": ..., "error": ...}`` when it is bad; the batch
goes on either way. One engine serves the whole batch (reset between
incidents).
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import sys
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator, TextIO

from engine import limits
from engine.errors import Diagnostic, EngineError, shown
from engine.ruling.incident import MAX_INCIDENT_BYTES, load_incident, not_utf8, parse_json, read_incident_file
from engine.language.knowledge import KnowledgeBase
from engine.ruling.query import rule_incident

STDIN = "-"


@dataclass(frozen=True)
class Item:
    source: str
    read: Any  # a callable giving the parsed JSON, or raising EngineError


def items(inputs: list[str], stdin: Iterable[bytes]) -> Iterator[Item]:
    """The incidents of the inputs, in order: each file, each folder's *.json sorted, stdin's lines.

    Standard input is read as bytes and each line decoded as UTF-8 here, so a line that
    is not UTF-8 is refused with the same message as a file holding those bytes.
    """
    for name in inputs:
        if name == STDIN:
            for number, raw in enumerate(stdin, 1):
                if raw.strip():
                    yield Item(f"<stdin>:{number}", lambda raw=raw, number=number: _stdin_line(raw, number))
            continue
        path = Path(name)
        if path.is_dir():
            for child in sorted(path.glob("*.json")):
                yield Item(shown(str(child)), lambda child=child: read_incident_file(child))
        else:
            yield Item(shown(name), lambda path=path: read_incident_file(path))


def stdin_document(stdin: BinaryIO) -> tuple[Any, Iterable[bytes]]:
    """Standard input as one JSON document, or as JSON Lines: (the parsed document, None) or (None, the lines).

    JSON Lines have a whole JSON value on each line; a document written over several
    lines (pretty-printed) has an incomplete first line. Only then is the whole input
    read before ruling: JSON Lines are still ruled on as they arrive.
    """
    skipped: list[bytes] = []
    for raw in stdin:
        if raw.strip():
            break
        skipped.append(raw)
    else:
        return None, skipped
    try:  # is the first line a whole JSON value? (its UTF-8 is checked later, with the line's place)
        json.loads(raw.decode("utf-8", errors="replace"))
    except ValueError:
        data = raw + stdin.read()
        if len(data) > MAX_INCIDENT_BYTES:
            raise _too_large("<stdin>") from None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise not_utf8(error, "<stdin>") from None
        return parse_json(text, "<stdin>", first_line=len(skipped) + 1), None
    return None, itertools.chain(skipped, [raw], stdin)


def _too_large(source: str) -> EngineError:
    return EngineError(Diagnostic(f"too large: an incident may hold at most {MAX_INCIDENT_BYTES // 2**20} MiB",
                                  where=source))


def _stdin_line(raw: bytes, number: int) -> Any:
    source = f"<stdin>:{number}"
    if len(raw) > MAX_INCIDENT_BYTES:
        raise _too_large(source)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise not_utf8(error, source) from None
    return parse_json(text, "<stdin>", first_line=number)


class _WholeLines:
    """While a line is being written, Ctrl-C (SIGINT) waits until it is whole; at any other time it stops at once.

    So standard output never ends in a cut JSON line. A second Ctrl-C during one write
    stops at once (the reader may have stalled for good).
    """

    def __init__(self) -> None:
        self.writing = False
        self.pending = False

    def __enter__(self) -> "_WholeLines":
        self.previous = None
        if threading.current_thread() is threading.main_thread():
            self.previous = signal.signal(signal.SIGINT, self._handler)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.previous is not None:
            signal.signal(signal.SIGINT, self.previous)

    def _handler(self, signum: int, frame: object) -> None:
        if self.writing and not self.pending:
            self.pending = True
            return
        raise KeyboardInterrupt

    def write(self, out: TextIO, line: str) -> None:
        self.writing = True
        try:
            try:
                fd = out.fileno()
            except (AttributeError, OSError, ValueError):  # not a file (a test's StringIO)
                out.write(line)
            else:
                # Straight to the file descriptor: Python's buffered writer can drop the rest of a
                # partly written buffer when a signal interrupts it; os.write resumes (PEP 475).
                out.flush()
                view = memoryview(line.encode("utf-8"))
                while view:
                    view = view[os.write(fd, view):]
        finally:
            self.writing = False
        if self.pending:
            raise KeyboardInterrupt


def count(inputs: list[str]) -> int | None:
    """How many incidents the inputs hold, if known without reading standard input."""
    if STDIN in inputs:
        return None
    return sum(len(list(Path(n).glob("*.json"))) if Path(n).is_dir() else 1 for n in inputs)


def run_batch(kb: KnowledgeBase, backend, inputs: list[str], edition: str | None, out: TextIO, progress: bool,
              time_limit: float | None = None, derivations: str = "compact",
              stdin: Iterable[bytes] | None = None) -> int:
    """Rule on every incident, each within ``time_limit`` seconds (None: no limit); return how many failed.

    ``derivations``: ``"compact"`` or ``"full"`` trees (``engine.ruling.query.rule_incident``).

    A ruling whose line would be larger than MAX_OUTPUT_BYTES (engine/limits.py) is an error line too.
    """
    failures = 0
    stream = items(inputs, sys.stdin.buffer if stdin is None else stdin)
    if progress:
        from tqdm import tqdm  # a progress bar on a terminal only: tqdm draws it on stderr

        stream = tqdm(stream, total=count(inputs), unit=" incidents", file=sys.stderr)
    with _WholeLines() as lines:
        for item in stream:
            try:
                incident = load_incident(item.read(), kb, item.source, edition)
                with limits.time_limit(time_limit):
                    text = json.dumps(rule_incident(kb, backend, incident, derivations), ensure_ascii=False, separators=(",", ":")) + "\n"
                limits.check_output(text, item.source)
            except EngineError as error:
                failures += 1
                text = json.dumps({"incident": item.source, "error": error.render()}, ensure_ascii=False,
                                  separators=(",", ":")) + "\n"
            lines.write(out, text)
    return failures


def no_input() -> EngineError:
    return EngineError(Diagnostic("no incident given: name a file, a folder, or - for JSON Lines on standard input"))
