"""The ``engine`` command: query, check, schema, compile.

Exit status: 0 on success, 2 for bad input or a bad knowledge base (with a clear
message naming the place), 1 for an internal error. No traceback reaches the
user unless ENGINE_DEBUG is set.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Callable

from engine.backends import BACKENDS
from engine.errors import EngineError
from engine.incident import EDITIONS

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2


def _kb(args: argparse.Namespace):
    from engine.kb import load_kb

    return load_kb(args.kb)


def cmd_query(args: argparse.Namespace) -> int:
    from engine.backends import make_backend
    from engine.incident import load_incident, read_incident_file
    from engine.query import rule_incident
    from engine.render import to_json, to_text

    kb = _kb(args)
    backend = make_backend(args.backend, kb)
    if len(args.incidents) == 1 and args.incidents[0] != "-" and not Path(args.incidents[0]).is_dir():
        path = Path(args.incidents[0])
        incident = load_incident(read_incident_file(path), kb, str(path), args.edition)
        ruling = rule_incident(kb, backend, incident)
        sys.stdout.write(to_json(ruling) + "\n" if args.format == "json" else to_text(ruling))
        return EXIT_OK
    from engine.batch import run_batch

    failures = run_batch(kb, backend, args.incidents, args.edition, sys.stdout, progress=sys.stderr.isatty())
    if failures:
        print(f"{failures} incident(s) could not be ruled on; see their error lines", file=sys.stderr)
    return EXIT_USAGE if failures else EXIT_OK


def cmd_check(args: argparse.Namespace) -> int:
    from engine.kb import law_files, load_kb
    from engine.resources import default_kb_dir

    kb_dir = args.kb_dir or args.kb or default_kb_dir()
    kb = load_kb(kb_dir)
    files = len(law_files(Path(kb_dir)))
    laws = sum(len(blocks) for blocks in kb.laws.values())
    print(f"{kb_dir}: {files} files, {len(kb.rules)} rules, {laws} law blocks ({len(kb.laws)} paragraphs), "
          f"{len(kb.facts)} fact kinds: no problems")
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    from engine.incident import incident_schema

    print(json.dumps(incident_schema(_kb(args)), indent=2, ensure_ascii=False))
    return EXIT_OK


def cmd_compile(args: argparse.Namespace) -> int:
    kb = _kb(args)
    if args.target == "experta":
        from engine.backends.to_experta import experta_source

        sys.stdout.write(experta_source(kb))
    else:
        from engine.backends.to_prolog import prolog_source

        sys.stdout.write(prolog_source(kb, f"kb_{kb.digest}"))
    return EXIT_OK


def cmd_coverage(args: argparse.Namespace) -> int:
    from engine.coverage import MISSING, NOT_EXERCISED, coverage, to_text
    from engine.resources import default_kb_dir

    kb = _kb(args)
    report = coverage(kb, args.kb or default_kb_dir())
    sys.stdout.write(json.dumps(report, indent=2, ensure_ascii=False) + "\n" if args.format == "json" else to_text(report))
    gaps = report["summary"].get(MISSING, 0) + report["summary"].get(NOT_EXERCISED, 0)
    return EXIT_USAGE if args.strict and gaps else EXIT_OK


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="engine",
        description="The Laws of Duplicate Bridge as code: rule on an incident, check or compile the rule base.",
    )
    kb_option = argparse.ArgumentParser(add_help=False)
    kb_option.add_argument("--kb", type=Path, metavar="DIR", help="the knowledge base folder (default: the shipped kb/)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    query = sub.add_parser(
        "query",
        parents=[kb_option],
        help="rule on an incident file; or on many (files, folders, - for JSON Lines on stdin) as JSON Lines",
    )
    query.add_argument("incidents", nargs="+", metavar="INCIDENT", help="INCIDENT.json, a folder of them, or -")
    query.add_argument("--backend", choices=BACKENDS, default="experta")
    query.add_argument("--edition", choices=EDITIONS, help="the Laws edition (default: the incident's, else 2007)")
    query.add_argument("--format", choices=("text", "json"), default="text")
    query.set_defaults(run=cmd_query)

    check = sub.add_parser("check", parents=[kb_option], help="check the knowledge base and report every problem")
    check.add_argument("kb_dir", nargs="?", type=Path, metavar="KB_DIR")
    check.set_defaults(run=cmd_check)

    schema = sub.add_parser("schema", parents=[kb_option], help="print the JSON Schema of incident files")
    schema.set_defaults(run=cmd_schema)

    compile_ = sub.add_parser("compile", parents=[kb_option], help="print what a backend runs")
    compile_.add_argument("--target", choices=BACKENDS, required=True)
    compile_.set_defaults(run=cmd_compile)
    coverage = sub.add_parser("coverage", parents=[kb_option], help="every paragraph of the sources, its rules and cases")
    coverage.add_argument("--format", choices=("text", "json"), default="text")
    coverage.add_argument("--strict", action="store_true", help="exit 2 if a paragraph is missing or not exercised")
    coverage.set_defaults(run=cmd_coverage)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return _guarded(args.run, args)


def _guarded(run: Callable[[argparse.Namespace], int], args: argparse.Namespace) -> int:
    try:
        return run(args)
    except EngineError as error:
        print(error.render(), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as error:  # the last line of defence: a bug, reported without a traceback
        if os.environ.get("ENGINE_DEBUG"):
            raise
        print(f"internal error: {type(error).__name__}: {error} (set ENGINE_DEBUG=1 for a traceback)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
