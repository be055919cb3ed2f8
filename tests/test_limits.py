"""The engine's limits (engine/limits.py), at the CLI: each ends in exit 2 with a message naming it, no output.

Limits are lowered through ``ENGINE_LIMITS`` (or ``--time-limit``) so that a small
incident reaches them; the large generated incidents of ``scripts/resources`` show
the shared finding trees keep a whole deal's ruling small.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")
EXAMPLE = ROOT / "kb" / "examples" / "revoke-established-offender-won-trick.json"
sys.path.insert(0, str(ROOT / "scripts"))

import resources  # noqa: E402  (scripts/resources.py: the generated incidents)


def run(*args: str, limits: str = "", input: str | None = None, timeout: int = 300) -> subprocess.CompletedProcess:
    env = dict(os.environ, ENGINE_LIMITS=limits)
    return subprocess.run([ENGINE, *args], cwd=ROOT, capture_output=True, text=True, env=env, input=input,
                          timeout=timeout)


def limit_reached(result: subprocess.CompletedProcess, name: str, *fragments: str) -> None:
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert result.stdout == "", "no half-written output"
    assert "limit reached: " in result.stderr and name in result.stderr, result.stderr
    assert "engine/limits.py" in result.stderr, result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr
    assert "Traceback" not in result.stderr and "internal error" not in result.stderr
    assert "did not clear exception" not in result.stderr  # SWI-Prolog's warning for a signal in C code


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("fmt", ["text", "json"])
def test_output_size(backend, fmt):
    result = run("query", str(EXAMPLE), "--backend", backend, "--format", fmt, limits="MAX_OUTPUT_BYTES=500")
    limit_reached(result, "MAX_OUTPUT_BYTES = 500", "the output would be ")


@pytest.mark.parametrize("backend", BACKENDS)
def test_derivations(backend):
    result = run("query", str(EXAMPLE), "--backend", backend, limits="MAX_DERIVATIONS=3")
    limit_reached(result, "MAX_DERIVATIONS = 3", "the rules drew more than 3 derivations in one run")


@pytest.mark.parametrize("backend", BACKENDS)
def test_derived_facts_per_kind(backend):
    result = run("query", str(EXAMPLE), "--backend", backend, limits="MAX_DERIVED_PER_KIND=0")
    limit_reached(result, "MAX_DERIVED_PER_KIND = 0", "more than 0 facts of one kind (", "revoke_established")


@pytest.mark.parametrize("backend", BACKENDS)
def test_tree_nodes(backend):
    result = run("query", str(EXAMPLE), "--backend", backend, limits="MAX_TREE_NODES=2")
    limit_reached(result, "MAX_TREE_NODES = 2", "more than 2 rule nodes")


@pytest.mark.parametrize("backend", BACKENDS)
def test_wall_time(tmp_path, backend):
    path = tmp_path / "auction.json"
    path.write_text(json.dumps(resources.auction(320, irregular=True)), encoding="utf-8")
    result = run("query", str(path), "--backend", backend, "--time-limit", "0.3", timeout=60)
    limit_reached(result, "TIME_LIMIT_S", "the ruling took longer than 0.3 s", "--time-limit")
    # The default comes from limits.py and ENGINE_LIMITS; 0 is no limit.
    limit_reached(run("query", str(path), "--backend", backend, limits="TIME_LIMIT_S=0.2", timeout=60),
                  "TIME_LIMIT_S", "longer than 0.2 s")


def test_no_time_limit_and_a_bad_one():
    assert run("query", str(EXAMPLE), "--time-limit", "0").returncode == 0
    for bad in ("-1", "soon", "nan", "inf"):
        result = run("query", str(EXAMPLE), "--time-limit", bad)
        assert result.returncode == 2 and "--time-limit: not a number of seconds" in result.stderr, result.stderr
    result = run("query", str(EXAMPLE), limits="MAX_NOTHING=3")
    assert result.returncode == 2 and "ENGINE_LIMITS: 'MAX_NOTHING=3' is not NAME=NUMBER" in result.stderr


@pytest.mark.parametrize("backend", BACKENDS)
def test_teaching_commands_are_bounded_too(backend):
    limit_reached(run("explain", str(EXAMPLE), "--backend", backend, limits="MAX_OUTPUT_BYTES=500"), "MAX_OUTPUT_BYTES")
    limit_reached(run("why-not", str(EXAMPLE), "64A2", "--backend", backend, limits="MAX_DERIVATIONS=3"), "MAX_DERIVATIONS")
    limit_reached(run("what-if", str(EXAMPLE), "--set", "declarer=N", "--backend", backend, "--time-limit", "0.000001"),
                  "TIME_LIMIT_S")


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_limit_in_a_batch_is_an_error_line_and_the_batch_goes_on(tmp_path, backend):
    small = EXAMPLE.read_text(encoding="utf-8")
    big = json.dumps(resources.deal(5))
    lines = "".join(json.dumps(json.loads(t)) + "\n" for t in (small, big, small))
    result = run("query", "-", "--backend", backend, input=lines, limits="MAX_OUTPUT_BYTES=60000")
    assert result.returncode == 2, result.stderr
    out = [json.loads(line) for line in result.stdout.splitlines()]
    assert [("error" in o) for o in out] == [False, True, False]
    assert "MAX_OUTPUT_BYTES = 60000" in out[1]["error"] and out[1]["incident"] == "<stdin>:2"


# ---------------------------------------------------------------- step caps: a bound, not a loop


RECURSIVE = """
derived fact counted_up "A test fact: counts the tricks from a won trick up to 13." {
  t: trick
}

rule count_from_a_won_trick "Test rule: the first trick won starts the count." {
  implements 64A1 editions 1997..
  when
    trick_won(trick: ?t)
    ?t == 1
  then
    derive counted_up(t: ?t)
}

rule count_up "Test rule: the next trick won, one a round (a recursive stratum that settles after 13 rounds)." {
  implements 64A1 editions 1997..
  when
    counted_up(t: ?t)
    trick_won(trick: ?n)
    ?n == ?t + 1
  then
    derive counted_up(t: ?n)
}
"""


@pytest.fixture(scope="module")
def recursive_kb(tmp_path_factory):
    kb = tmp_path_factory.mktemp("kb") / "kb"
    shutil.copytree(ROOT / "kb", kb)
    (kb / "zz_recursive.law").write_text(RECURSIVE, encoding="utf-8")
    return kb


@pytest.mark.parametrize(("backend", "limit", "expected"), [
    ("prolog", "MAX_ROUNDS=3", "after 3 rounds of stratum "),
    ("experta", "MAX_FIRINGS=5", "after 5 rule firings in one Experta run"),
])
def test_a_step_cap_says_which_bound_and_that_it_is_not_necessarily_a_loop(recursive_kb, tmp_path, backend, limit, expected):
    path = tmp_path / "i.json"
    path.write_text(json.dumps({"trick_won": [{"trick": t, "by": "N"} for t in range(1, 14)]}), encoding="utf-8")
    base = ("query", str(path), "--kb", str(recursive_kb), "--backend", backend)
    assert run(*base).returncode == 0, run(*base).stderr  # it settles, given room
    result = run(*base, limits=limit)
    limit_reached(result, limit.replace("=", " = "), expected, "count_up", "a bound on the work, not necessarily a loop")


# ---------------------------------------------------------------- big incidents stay readable


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_whole_deal_and_a_long_auction_give_a_ruling_a_human_can_read(tmp_path, backend):
    for name, incident in (("deal", resources.deal(9)), ("auction", resources.auction(40, irregular=True))):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(incident), encoding="utf-8")
        result = run("query", str(path), "--backend", backend, "--format", "json")
        assert result.returncode == 0, result.stderr
        assert len(result.stdout.encode()) < 1_000_000, (name, len(result.stdout))
        ruling = json.loads(result.stdout)
        assert ruling["rectifications"] and ruling["findings"]


def test_shared_findings_are_references_into_findings(tmp_path):
    """A finding used in another tree is {"fact", "values", "types", "finding": i}, its tree written once."""
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(resources.deal(5)), encoding="utf-8")
    ruling = json.loads(run("query", str(path), "--backend", "prolog", "--format", "json").stdout)
    findings = ruling["findings"]
    refs = []

    def walk(node):
        if isinstance(node, dict):
            if "finding" in node:
                refs.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(ruling["rectifications"])
    walk(findings)
    assert refs
    for ref in refs:
        target = findings[ref["finding"]]
        assert (target["fact"], target["values"]) == (ref["fact"], ref["values"]) and "derived_by" in target
        assert "derived_by" not in ref
    text = run("query", str(path), "--backend", "prolog").stdout
    assert "Why: 63B ← 63A1 (revoke established) ← 61A (revoke) ← 61A (showed out)" in text
