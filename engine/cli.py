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

from engine import limits
from engine.backends import BACKENDS
from engine.errors import Diagnostic, EngineError, shown

EXIT_OK, EXIT_INTERNAL, EXIT_USAGE = 0, 1, 2


def _kb(args: argparse.Namespace):
    """The KB, with the editions the command names checked against the ones it declares."""
    from engine.language.kb import load_kb

    kb = load_kb(args.kb)
    for option in ("edition", "old", "new"):
        edition = getattr(args, option, None)
        if edition is not None and edition not in kb.editions:
            raise EngineError(Diagnostic(
                f"unknown edition {shown(edition)}: this knowledge base has the editions {', '.join(kb.editions)}"))
    return kb


def cmd_query(args: argparse.Namespace) -> int:
    from engine.backends import make_backend
    from engine.ruling.incident import load_incident, read_incident_file
    from engine.ruling.query import rule_incident
    from engine.ruling.brief import to_brief
    from engine.ruling.render import to_json, to_text

    kb = _kb(args)
    backend = make_backend(args.backend, kb)
    seconds = _time_limit(args)
    from engine.ruling.batch import run_batch, stdin_document

    document, lines = stdin_document(sys.stdin.buffer) if args.incidents == ["-"] else (None, None)
    if document is not None or (len(args.incidents) == 1 and args.incidents[0] != "-" and not Path(args.incidents[0]).is_dir()):
        if document is not None:  # one JSON document on standard input: ruled on as a file is
            incident = load_incident(document, kb, "<stdin>", args.edition)
        else:
            path = Path(args.incidents[0])
            incident = load_incident(read_incident_file(path), kb, shown(str(path)), args.edition)
        with limits.time_limit(seconds):
            ruling = rule_incident(kb, backend, incident, args.derivations)
            text = to_json(ruling) + "\n" if args.format == "json" else to_brief(ruling) if args.format == "brief" \
                else to_text(ruling)
        limits.check_output(text, incident.source)
        sys.stdout.write(text)
        return EXIT_OK
    failures = run_batch(kb, backend, args.incidents, args.edition, sys.stdout, progress=sys.stderr.isatty(),
                         time_limit=seconds, derivations=args.derivations, stdin=lines)
    if failures:
        print(f"{failures} incident(s) could not be ruled on; see their error lines", file=sys.stderr)
    return EXIT_USAGE if failures else EXIT_OK


def _time_limit(args: argparse.Namespace) -> float:
    """Seconds one ruling may take: --time-limit, else TIME_LIMIT_S (engine/limits.py); 0 is no limit."""
    return limits.get("TIME_LIMIT_S") if args.time_limit is None else args.time_limit


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"not a number of seconds (0 or more): {text!r}")
    return value


def _add_time_limit(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--time-limit", type=_seconds, metavar="SECONDS",
                        help=f"wall time one ruling may take (default {limits.TIME_LIMIT_S:g}; 0: no limit)")


def cmd_check(args: argparse.Namespace) -> int:
    from engine.language.kb import law_files, load_kb
    from engine.resources import default_kb_dir

    kb_dir = args.kb_dir or args.kb or default_kb_dir()
    if args.format == "json":  # for editors and CI: every problem with its place, exit 2 if any
        try:
            load_kb(kb_dir)
            problems: tuple[Diagnostic, ...] = ()
        except EngineError as error:
            problems = error.diagnostics
        print(json.dumps({"kb": str(kb_dir), "ok": not problems, "diagnostics": [d.to_json() for d in problems]},
                         indent=2, ensure_ascii=False))
        return EXIT_USAGE if problems else EXIT_OK
    kb = load_kb(kb_dir)
    files = len(law_files(Path(kb_dir)))
    laws = sum(len(blocks) for blocks in kb.laws.values())
    print(f"{kb_dir}: {files} files, {len(kb.rules)} rules, {laws} law blocks ({len(kb.laws)} paragraphs), "
          f"{len(kb.facts)} fact kinds: no problems")
    return EXIT_OK


def cmd_schema(args: argparse.Namespace) -> int:
    if args.ruling:  # the same for every KB: no KB is loaded
        from engine.ruling.ruling_schema import ruling_schema

        print(json.dumps(ruling_schema(), indent=2, ensure_ascii=False))
        return EXIT_OK
    from engine.ruling.incident import incident_schema

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
    from engine.teaching.coverage import MISSING, NOT_EXERCISED, coverage, to_text
    from engine.resources import default_kb_dir

    kb = _kb(args)
    report = coverage(kb, args.kb or default_kb_dir())
    sys.stdout.write(json.dumps(report, indent=2, ensure_ascii=False) + "\n" if args.format == "json" else to_text(report))
    gaps = report["summary"].get(MISSING, 0) + report["summary"].get(NOT_EXERCISED, 0)
    return EXIT_USAGE if args.strict and gaps else EXIT_OK


def cmd_vocabulary(args: argparse.Namespace) -> int:
    from engine.resources import default_kb_dir
    from engine.teaching.vocabulary import to_text, vocabulary

    vocab = vocabulary(_kb(args), args.kb or default_kb_dir())
    sys.stdout.write(json.dumps(vocab, indent=2, ensure_ascii=False) + "\n" if args.format == "json"
                     else to_text(vocab, markdown=args.format == "markdown"))
    return EXIT_OK


def cmd_test(args: argparse.Namespace) -> int:
    """Run the KB's own cases on every backend (or one): the rule author's loop after a change."""
    from engine.backends import make_backend
    from engine.authoring.kbtest import run
    from engine.resources import default_kb_dir

    kb = _kb(args)
    names = BACKENDS if args.backend == "both" else (args.backend,)
    count, failures = run(kb, args.kb or default_kb_dir(), {n: make_backend(n, kb) for n in names}, args.paths)
    for failure in failures:
        print(failure.render())
    failed_cases = len({f.where for f in failures if not f.of_kb})
    print(f"{count - failed_cases} passed, {failed_cases + sum(f.of_kb for f in failures)} failed")
    return EXIT_USAGE if failures else EXIT_OK


def cmd_graph(args: argparse.Namespace) -> int:
    from engine.teaching import graph

    kb = _kb(args)
    editions = (args.edition,) if args.edition else kb.editions
    for law in filter(None, (args.law, args.article)):
        if not any(kb.has_paragraph(law, edition) for edition in editions):
            raise EngineError(Diagnostic(f"the knowledge base has no paragraph {shown(law)}"
                                         + (f" in the {args.edition} Laws" if args.edition else "")))
    kinds = [graph.KIND_NAMES[k] for k in args.kind or ()]
    g = graph.select(graph.law_graph(kb, args.edition), args.law, args.depth, args.direction, kinds,
                     args.article, args.articles)
    if args.format == "mermaid":
        sys.stdout.write(graph.to_mermaid(g))
    else:
        dot = graph.to_dot(g)
        sys.stdout.write(graph.to_svg(dot) if args.format == "svg" else dot)
    return EXIT_OK


def cmd_diff_editions(args: argparse.Namespace) -> int:
    from engine.teaching.editions import diff_editions, to_text

    diff = diff_editions(_kb(args), args.old, args.new, args.law)
    sys.stdout.write(json.dumps(diff, indent=2, ensure_ascii=False) + "\n" if args.format == "json" else to_text(diff))
    return EXIT_OK


def cmd_book(args: argparse.Namespace) -> int:
    from engine.teaching.book import build_book
    from engine.resources import default_kb_dir

    count = build_book(_kb(args), args.kb or default_kb_dir(), args.out_dir)
    print(f"{args.out_dir}: {count} pages")
    return EXIT_OK


def _teaching_input(args: argparse.Namespace):
    """The KB, the backend and the incident that explain and why-not take."""
    from engine.backends import make_backend
    from engine.ruling.incident import load_incident, read_incident_file

    kb = _kb(args)
    incident = load_incident(read_incident_file(args.incident), kb, shown(str(args.incident)), args.edition)
    return kb, make_backend(args.backend, kb), incident


def _emit(result: dict, args: argparse.Namespace, to_text: Callable[[dict], str]) -> int:
    text = json.dumps(result, indent=2, ensure_ascii=False) + "\n" if args.format == "json" else to_text(result)
    limits.check_output(text, shown(str(args.incident)) if "incident" in args else None)
    sys.stdout.write(text)
    return EXIT_OK


def _timed(args: argparse.Namespace, work: Callable[[], dict]) -> dict:
    """The answer of a teaching command, within its time limit (--time-limit)."""
    with limits.time_limit(_time_limit(args)):
        return work()


def cmd_explain(args: argparse.Namespace) -> int:
    from engine.teaching.explain import explain, explain_text

    return _emit(_timed(args, lambda: explain(*_teaching_input(args))), args, explain_text)


def cmd_why_not(args: argparse.Namespace) -> int:
    from engine.teaching.why_not import why_not, why_not_text

    return _emit(_timed(args, lambda: why_not(*_teaching_input(args), args.law)), args, why_not_text)


def cmd_questions(args: argparse.Namespace) -> int:
    from engine.ruling.unknowns import questions, questions_text

    return _emit(_timed(args, lambda: questions(*_teaching_input(args), each_way=True)), args, questions_text)


def cmd_ask(args: argparse.Namespace) -> int:
    from engine.backends import make_backend
    from engine.ruling import ask
    from engine.ruling.incident import read_incident_file
    from engine.ruling.interview import Interview

    kb = _kb(args)
    answers = read_incident_file(args.answers) if args.answers else None
    if answers is not None and not isinstance(answers, dict):
        raise EngineError(Diagnostic("an answers file is a JSON object keyed as an incident file", where=str(args.answers)))
    if answers is None and not sys.stdin.isatty():
        raise EngineError(Diagnostic("engine ask needs a terminal to ask its questions; "
                                     "or give the answers with --answers FILE"))
    start = read_incident_file(args.incident) if args.incident else None
    if answers is None and not args.situation:
        situation = ask.choose_situation(kb, ask.terminal_prompt())
    else:
        situation = ask.situation_of(kb, args.situation, answers)
    edition = args.edition or (answers or {}).get("edition")
    interview = Interview(kb, make_backend(args.backend, kb), situation, edition, start)
    with limits.time_limit(_time_limit(args)):
        transcript = (ask.ask_from_file(interview, answers) if answers is not None
                      else ask.ask_on_terminal(interview, ask.terminal_prompt()))
        outcome = ask.result(interview, transcript)
    if args.save:
        ask.save_incident(outcome["incident"], args.save, interview.situation.text)
    text = json.dumps(outcome, indent=2, ensure_ascii=False) + "\n" if args.format == "json" else ask.result_text(outcome)
    sys.stdout.write(text)
    return EXIT_OK


def cmd_what_if(args: argparse.Namespace) -> int:
    from engine.backends import make_backend
    from engine.ruling.incident import read_incident_file
    from engine.teaching.what_if import what_if, what_if_text

    kb = _kb(args)
    data = read_incident_file(args.incident)
    if args.edition is not None and isinstance(data, dict):  # both rulings under it (--set edition=E changes it)
        data = {**data, "edition": args.edition}
    backend = make_backend(args.backend, kb)
    result = _timed(args, lambda: what_if(kb, backend, data, shown(str(args.incident)), args.changes))
    return _emit(result, args, what_if_text)


def cmd_law(args: argparse.Namespace) -> int:
    from engine.teaching.lawinfo import law_info, to_text
    from engine.resources import default_kb_dir

    return _emit(law_info(_kb(args), args.law, args.edition, args.kb or default_kb_dir()), args, to_text)


class _ChangeAction(argparse.Action):
    """--set/--add/--remove, kept in command-line order."""

    def __call__(self, parser, namespace, values, option_string=None):
        from engine.teaching.what_if import Change

        namespace.changes = [*namespace.changes, Change(option_string.lstrip("-"), values)]


def _add_teaching_commands(sub, kb_option: argparse.ArgumentParser) -> None:
    """explain, why-not, what-if, law: why a ruling, why not a law, what if the facts changed."""
    common = _Parser(add_help=False, parents=[kb_option])
    common.add_argument("--backend", choices=BACKENDS, default="experta", help=_BACKEND_HELP)
    common.add_argument("--format", choices=("text", "json"), default="text", help=_FORMAT_HELP)
    _add_time_limit(common)
    explain = sub.add_parser("explain", parents=[common], help="why: the justification tree of a ruling")
    why_not = sub.add_parser("why-not", parents=[common], help="why a law paragraph did not apply to an incident")
    what_if = sub.add_parser("what-if", parents=[common], help="the ruling with changed facts, and what changes")
    questions = sub.add_parser("questions", parents=[common],
                               help="what the incident does not know that could change its ruling, in asking order")
    for command in (explain, why_not, what_if, questions):
        command.add_argument("incident", type=Path, metavar="INCIDENT.json", help="the incident file")
    for command in (explain, why_not, what_if, questions):
        command.add_argument("--edition", metavar="EDITION", help="the Laws edition, e.g. 2007 (default: the incident's, else the newest the KB declares)")
    why_not.add_argument("law", metavar="LAW", help="a paragraph id, e.g. 64A1")
    for flag, metavar, what in (("--set", "PATH=VALUE", "change a field of a fact, e.g. trick_won[0].by=E"),
                                ("--add", "PATH=VALUE", "add a fact, e.g. 'play={\"by\": \"E\", \"trick\": 5}'"),
                                ("--remove", "PATH", "remove a fact, e.g. play[3]")):
        what_if.add_argument(flag, action=_ChangeAction, metavar=metavar, dest="changes", help=f"{what} (repeatable)")
    what_if.set_defaults(changes=[])
    ask = sub.add_parser("ask", parents=[kb_option],
                         help="the interview: from what happened to a ruling, one question at a time")
    ask.add_argument("incident", nargs="?", type=Path, metavar="INCIDENT.json",
                     help="a partial incident to start from (its facts count as answered)")
    ask.add_argument("--situation", metavar="NAME", help="what happened, one of the KB's situations "
                                                         "(default: a menu on a terminal, or the answers file's)")
    ask.add_argument("--answers", type=Path, metavar="FILE", help="answer from this JSON file instead of a terminal: "
                     "keyed as an incident file; a kind it leaves out is 'none', one it lists in unknown 'don't know'")
    ask.add_argument("--save", type=Path, metavar="FILE", help="write the incident the interview built, for engine query")
    ask.add_argument("--edition", metavar="EDITION",
                     help="the Laws edition (default: the start incident's or the answers file's, else the newest)")
    ask.add_argument("--backend", choices=BACKENDS, default="experta", help=_BACKEND_HELP)
    ask.add_argument("--format", choices=("text", "json"), default="text",
                     help="text: the questions and answers, then the brief ruling (default); json: all of it")
    _add_time_limit(ask)
    ask.set_defaults(run=cmd_ask)
    law = sub.add_parser("law", parents=[kb_option], help="a law paragraph: its text, rules, references, exceptions, cases")
    law.add_argument("law", metavar="LAW", help="a paragraph id, e.g. 64A1")
    law.add_argument("--edition", metavar="EDITION", help="only this edition (default: every edition it has)")
    law.add_argument("--format", choices=("text", "json"), default="text", help=_FORMAT_HELP)
    for command, run in ((explain, cmd_explain), (why_not, cmd_why_not), (what_if, cmd_what_if), (law, cmd_law),
                         (questions, cmd_questions)):
        command.set_defaults(run=run)


class _Parser(argparse.ArgumentParser):
    """argparse, with the arguments it echoes in an error escaped (a newline or ANSI escape cannot forge a line)."""

    def error(self, message: str):  # type: ignore[override]
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {shown(message)}\n")


class _Version(argparse.Action):
    """--version: the engine's version (package metadata) and the shipped KB's digest, loaded only when asked."""

    def __call__(self, parser, namespace, values, option_string=None):
        from importlib.metadata import PackageNotFoundError, version

        from engine.language.kb import load_kb

        try:
            engine_version = version("bridge-laws-engine")
        except PackageNotFoundError:  # run from a checkout that was never installed
            engine_version = "unknown"
        try:
            digest = load_kb().digest
        except EngineError as error:
            parser.exit(EXIT_USAGE, error.render() + "\n")
        print(f"engine {engine_version} (kb {digest})")
        parser.exit(EXIT_OK)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="engine",
        description="The Laws of Duplicate Bridge as code: rule on an incident, check or compile the rule base.",
    )
    parser.add_argument("--version", action=_Version, nargs=0,
                        help="print the engine's version and the digest of the shipped knowledge base")
    kb_option = _Parser(add_help=False)
    kb_option.add_argument("--kb", type=Path, metavar="DIR", help="the knowledge base folder (default: the shipped kb/)")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    query = sub.add_parser(
        "query",
        parents=[kb_option],
        help="rule on an incident file; or on many (files, folders, - for JSON Lines on stdin) as JSON Lines",
    )
    query.add_argument("incidents", nargs="+", metavar="INCIDENT", help="INCIDENT.json, a folder of them, or -")
    query.add_argument("--backend", choices=BACKENDS, default="experta", help=_BACKEND_HELP)
    query.add_argument("--edition", metavar="EDITION", help="the Laws edition, e.g. 2007 (default: the incident's, else the newest the KB declares)")
    query.add_argument("--format", choices=("text", "brief", "json"), default="text",
                       help="text for people, with the laws' words and reasons (default); brief: what the director "
                            "says at the table, now / for the rest of the hand / at the end of play; json: the "
                            "versioned ruling, see `engine schema --ruling` (many incidents: always JSON Lines)")
    query.add_argument("--derivations", choices=("compact", "full"), default="compact",
                       help="full: every derivation tree expanded, each rule with its law's title and text "
                            "(default compact: each finding's tree and each law's text once, in findings and laws)")
    _add_time_limit(query)
    query.set_defaults(run=cmd_query)

    check = sub.add_parser("check", parents=[kb_option], help="check the knowledge base and report every problem")
    check.add_argument("kb_dir", nargs="?", type=Path, metavar="KB_DIR", help="the knowledge base folder (default: --kb, else the shipped kb/)")
    check.add_argument("--format", choices=("text", "json"), default="text",
                       help="json: one object whose diagnostics have file, line, column, end_line, end_column, "
                            "severity, message and hint (for editors and CI annotations)")
    check.set_defaults(run=cmd_check)

    schema = sub.add_parser("schema", parents=[kb_option],
                            help="print the JSON Schema of incident files (--ruling: of the ruling JSON)")
    schema.add_argument("--ruling", action="store_true",
                        help="the published, versioned JSON Schema of the ruling (engine query --format json)")
    schema.set_defaults(run=cmd_schema)

    compile_ = sub.add_parser("compile", parents=[kb_option], help="print what a backend runs")
    compile_.add_argument("--target", choices=BACKENDS, required=True, help="the backend whose program to print")
    compile_.set_defaults(run=cmd_compile)
    coverage = sub.add_parser("coverage", parents=[kb_option], help="every paragraph of the sources, its rules and cases")
    coverage.add_argument("--format", choices=("text", "json"), default="text", help=_FORMAT_HELP)
    coverage.add_argument("--strict", action="store_true", help="exit 2 if a paragraph is missing or not exercised")
    coverage.set_defaults(run=cmd_coverage)
    vocab = sub.add_parser("vocabulary", parents=[kb_option], help="the facts an incident may state, and those the rules derive")
    vocab.add_argument("--format", choices=("text", "markdown", "json"), default="text", help="text (default), markdown or json")
    vocab.set_defaults(run=cmd_vocabulary)
    test = sub.add_parser("test", parents=[kb_option], help="run the KB's rule cases and examples with their expected rulings")
    test.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                      help="only the cases of these files (kb/cases/*.yaml, kb/examples/*.json); default: all, "
                           "and the checks that every rule has its cases and every example its scenario")
    test.add_argument("--backend", choices=("both", *BACKENDS), default="both", help="the backends to rule with (default: both, which must agree)")
    test.set_defaults(run=cmd_test)

    graph = sub.add_parser("graph", parents=[kb_option], help="the map of the laws' interactions (DOT, SVG or Mermaid)")
    graph.add_argument("--format", choices=("dot", "svg", "mermaid"), default="dot",
                       help="dot (default), svg (needs Graphviz's dot) or mermaid")
    graph.add_argument("--edition", metavar="EDITION", help="only this edition (default: all)")
    graph.add_argument("--law", metavar="LAW", help="only this paragraph and its neighbours, e.g. 64A1")
    graph.add_argument("--depth", type=int, default=1, metavar="N", help="with --law: neighbours up to N edges away (default 1)")
    graph.add_argument("--direction", choices=("in", "out", "both"), default="both",
                       help="with --law: follow edges into it, out of it, or both (default)")
    graph.add_argument("--kind", action="append", choices=("derives", "defeats", "refers"),
                       help="only edges of this kind (repeatable): derives facts used by, defeats, refers to")
    graph.add_argument("--article", metavar="N", help="only the paragraphs of one article and their edges, e.g. 64")
    graph.add_argument("--articles", action="store_true", help="the overview: one box per article, edges counted")
    graph.set_defaults(run=cmd_graph)
    diff = sub.add_parser("diff-editions", parents=[kb_option], help="the paragraphs and rules that differ between two editions")
    diff.add_argument("old", metavar="EDITION", help="the earlier edition, e.g. 2007")
    diff.add_argument("new", metavar="EDITION", help="the later edition, e.g. 2017")
    diff.add_argument("--law", metavar="LAW", help="only the paragraphs within this article or paragraph, e.g. 64 or 62C")
    diff.add_argument("--format", choices=("text", "json"), default="text", help="text: side by side (default); json")
    diff.set_defaults(run=cmd_diff_editions)
    book = sub.add_parser("book", parents=[kb_option], help="write a static HTML book of the knowledge base")
    book.add_argument("out_dir", type=Path, metavar="OUT_DIR", help="the folder to write index.html and its pages into")
    book.set_defaults(run=cmd_book)
    _add_teaching_commands(sub, kb_option)
    _add_examples(sub)
    return parser


_BACKEND_HELP = "the engine that rules: experta (default) or prolog; both reach the same ruling"
_FORMAT_HELP = "text for people (default) or json"

# One example per command, shown at the end of `engine COMMAND --help`.
_EXAMPLES = {
    "query": "engine query kb/examples/revoke-established-offender-won-trick.json --format brief\n"
             "engine query kb/examples/ --format json > rulings.jsonl",
    "check": "engine check --kb my-kb/ --format json",
    "schema": "engine schema > incident.schema.json",
    "compile": "engine compile --target prolog > kb.pl",
    "coverage": "engine coverage --strict",
    "vocabulary": "engine vocabulary --format markdown > vocabulary.md",
    "test": "engine test --kb my-kb/ my-kb/cases/revoke.yaml",
    "graph": "engine graph --law 64A1 --depth 2 --format svg > 64A1.svg",
    "diff-editions": "engine diff-editions 1997 2007 --law 64",
    "book": "engine book laws-book/    # then open laws-book/index.html",
    "explain": "engine explain kb/examples/revoke-corrected-by-defender.json",
    "why-not": "engine why-not kb/examples/revoke-established-offender-won-trick.json 64B1",
    "what-if": "engine what-if kb/examples/revoke-established-offender-won-trick.json --set trick_won[0].by=N\n"
               "engine what-if kb/examples/premature-play-by-defender.json --set edition=2017   # 1997 against 2017",
    "law": "engine law 64A1 --edition 2007",
    "questions": "engine questions kb/examples/partial-story-defender-shows-out.json --format json",
    "ask": "engine ask --situation revoke --answers kb/examples/revoke-noticed-on-next-board.json\n"
           "engine ask --save incident.json     # on a terminal: a menu, then one question at a time",
}


def _add_examples(sub: argparse._SubParsersAction) -> None:
    """Put each command's example at the end of its --help, keeping its line breaks."""
    for name, command in sub.choices.items():
        command.epilog = "example:\n" + "\n".join(f"  {line}" for line in _EXAMPLES[name].splitlines())
        command.formatter_class = argparse.RawDescriptionHelpFormatter


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
    except RecursionError:  # input nested past what a check catches first: still the input's fault
        print("error: the input is nested too deeply to process", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return EXIT_OK
    except Exception as error:  # the last line of defence: a bug, reported without a traceback
        if os.environ.get("ENGINE_DEBUG"):
            raise
        print(f"internal error: {type(error).__name__}: {error} (set ENGINE_DEBUG=1 for a traceback)", file=sys.stderr)
        return EXIT_INTERNAL


if __name__ == "__main__":
    sys.exit(main())
