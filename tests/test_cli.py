"""The engine command as a user runs it: exit codes, messages naming the place, no traceback."""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT

ENGINE = str(Path(sys.executable).parent / "engine")
EXAMPLE = EXAMPLES / "revoke-established-offender-won-trick.json"


def run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=cwd, capture_output=True, text=True, timeout=120)


def assert_bad_input(result: subprocess.CompletedProcess, *fragments: str) -> None:
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr + result.stdout
    assert result.stdout == ""
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_query_prints_the_ruling_with_the_law_quoted():
    result = run("query", str(EXAMPLE.relative_to(ROOT)))
    assert result.returncode == 0, result.stderr
    assert "Law 64A1, Offender won the revoke trick" in result.stdout
    assert "Als een verzaking voldongen is" in result.stdout
    assert "Tricks transferred: 2 to North-South (64A1, 64A1)." in result.stdout


@pytest.mark.parametrize("backend", ["experta", "prolog"])
def test_query_json_has_the_fixed_fields(backend):
    result = run("query", str(EXAMPLE), "--format", "json", "--backend", backend)
    assert result.returncode == 0, result.stderr
    ruling = json.loads(result.stdout)
    assert ruling["edition"] == "1997"
    assert ruling["tricks_transferred"] == {"to": "NS", "count": 2}
    for rect in ruling["rectifications"]:
        assert {"law", "action", "parameters", "derivation"} <= rect.keys()
        assert all("law" in rule for rule in rect["derivation"])


def test_edition_flag_overrides_the_incident():
    ruling = json.loads(run("query", str(EXAMPLES / "revoke-offender-did-not-win-1997-extra-trick.json"),
                            "--edition", "2007", "--format", "json").stdout)
    assert ruling["edition"] == "2007"
    assert ruling["tricks_transferred"] == {"to": "NS", "count": 1}


def test_malformed_json(tmp_path):
    bad = write(tmp_path, "bad.json", '{"declarer": "S",\n  "play": [}\n')
    assert_bad_input(run("query", str(bad)), f"{bad}:2:12: error: not valid JSON")


def test_empty_file(tmp_path):
    assert_bad_input(run("query", str(write(tmp_path, "e.json", ""))), "the incident file is empty")


def test_array_instead_of_object(tmp_path):
    assert_bad_input(run("query", str(write(tmp_path, "a.json", "[]"))), "an incident is a JSON object, not a JSON array")


def test_missing_file(tmp_path):
    assert_bad_input(run("query", str(tmp_path / "nope.json")), "incident file not found")


@pytest.mark.parametrize(
    ("incident", "message"),
    [
        ({"declarer": "X"}, "$.declarer: error: 'X' is not one of N, E, S, W"),
        ({"trick_won": [{"trick": 14, "by": "N"}]}, "$.trick_won[0].trick: error: 14 is greater than the maximum of 13"),
        ({"trick_won": [{"trick": 3, "by": "N", "sut": "H"}]}, "$.trick_won[0]: error: unknown field 'sut'"),
        ({"tricks_won": []}, "$: error: unknown field 'tricks_won'\n  hint: did you mean 'trick_won'?"),
        ({"play": [{"by": "N"}]}, "$.play[0]: error: 'trick' is required here"),
        ({"deal": {"play_ended": "yes"}}, "$.deal.play_ended: error: 'yes' is not of type 'boolean'"),
    ],
)
def test_schema_violations_name_the_json_path(tmp_path, incident, message):
    path = write(tmp_path, "i.json", json.dumps(incident))
    assert_bad_input(run("query", str(path)), f"{path}: {message}")


def test_kb_syntax_error_names_file_line_and_column(tmp_path):
    kb = tmp_path / "kb"
    shutil.copytree(ROOT / "kb", kb)
    law = kb / "law_64.law"
    law.write_text(law.read_text(encoding="utf-8") + "\nrule broken {\n  implements 64C editions 1997\n  when\n    revoke_established(by: ?o, trick: ?t)\n}\n", encoding="utf-8")
    result = run("query", str(EXAMPLE), "--kb", str(kb))
    lines = law.read_text(encoding="utf-8").splitlines()
    assert_bad_input(result, f"law_64.law:{len(lines)}:1: error: unexpected '}}'; a rule needs 'then'")


def test_check_reports_the_shipped_kb_clean():
    result = run("check")
    assert result.returncode == 0, result.stderr
    assert "no problems" in result.stdout


def test_schema_is_generated_from_the_vocabulary():
    schema = json.loads(run("schema").stdout)
    assert schema["properties"]["trick_won"]["items"]["properties"]["trick"] == {"type": "integer", "minimum": 1, "maximum": 13}
    assert schema["properties"]["attention_drawn"]["items"]["properties"]["moment"]["enum"][0] == "during_play"


@pytest.mark.parametrize("target", ["experta", "prolog"])
def test_compile_prints_the_backend_program(target):
    result = run("compile", "--target", target)
    assert result.returncode == 0, result.stderr
    expected = "fire('revoke_trick_transferred'" if target == "prolog" else "def rule_revoke_trick_transferred"
    assert expected in result.stdout


@pytest.mark.parametrize("backend", ["experta", "prolog"])
def test_contradictory_facts_are_refused_with_the_facts_named(tmp_path, backend):
    incident = {"declarer": "S", "trick_won": [{"trick": 5, "by": "N"}, {"trick": 5, "by": "E"}],
                "attention_drawn": [{"trick": 11, "moment": "after_play"}], "claim": [{"by": "E", "trick": 9}]}
    path = write(tmp_path, "c.json", json.dumps(incident))
    result = run("query", str(path), "--backend", backend)
    assert_bad_input(
        result,
        f"{path}: error: contradictory facts: a trick has one winner, but two seats are named as winning it "
        "(trick_won(trick: 5, by: N); trick_won(trick: 5, by: E))",
        f"{path}: error: contradictory facts: attention was drawn to a revoke on a trick that was never played",
        "2 errors",
    )


def test_a_run_that_does_not_settle_is_stopped_by_the_bound_naming_the_rules(kb, monkeypatch):
    """The bound is a safeguard (values in conclusions come from facts, so runs terminate): lower it to see it act.

    Prolog's bound counts the rounds of a recursive stratum's fixpoint (tests/test_limits.py
    reaches it with a recursive rule); here Experta's bound, firings per run.
    """
    from engine.backends import make_backend
    from engine.ruling.incident import load_incident, read_incident_file
    from engine.limits import LimitError

    monkeypatch.setenv("ENGINE_LIMITS", "MAX_FIRINGS=1")
    incident = load_incident(read_incident_file(EXAMPLE), kb, "example")
    with pytest.raises(LimitError, match="not settled after 1 rule firings.*still pending: revoke_defined.*not necessarily a loop"):
        make_backend("experta", kb).run(incident)


def test_every_command_shows_a_runnable_example_and_every_option_has_help(tmp_path):
    """`engine COMMAND --help` ends with an example; each example runs (in a folder where kb/ is the shipped KB)."""
    import shlex
    from engine.cli import build_parser

    (tmp_path / "kb").symlink_to(ROOT / "kb")
    (tmp_path / "my-kb").symlink_to(ROOT / "kb")
    commands = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction)).choices
    for name, command in commands.items():
        undocumented = [a.dest for a in command._actions if not a.help]
        assert not undocumented, f"{name}: options without help: {undocumented}"
        assert "example:\n" in command.format_help(), name
        for line in command.epilog.splitlines()[1:]:
            words = shlex.split(line.split("#")[0].split(">")[0])
            assert words[0] == "engine" and words[1] == name, line
            build_parser().parse_args(words[1:])  # every example parses; the quick ones also run
            if name in _PARSED_ONLY:
                continue
            result = subprocess.run([ENGINE, *words[1:]], cwd=tmp_path, capture_output=True, text=True, timeout=300)
            assert result.returncode == 0, f"{line}: {result.stderr[-500:]}"


# These rule on incidents (seconds each, on Experta) or on every case (law: once per KB, then cached); their own
# tests run them at length.
_PARSED_ONLY = {"book", "coverage", "test", "query", "explain", "why-not", "what-if", "law", "ask"}
