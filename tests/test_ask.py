"""``engine ask``: the interview reaches each shipped example's ruling from the situation alone, on a terminal
or from an answers file, and the incident it saves gives the same ruling to ``engine query``."""

from __future__ import annotations

import importlib.machinery
import io
import importlib.util
import json
import subprocess
from pathlib import Path

import pytest

from conftest import EXAMPLES, ROOT
from engine.errors import EngineError
from engine.ruling.ask import ask_from_file, ask_on_terminal
from engine.ruling.interview import Interview
from engine.ruling.query import rule_incident

ENGINE = str(ROOT / ".venv" / "bin" / "engine")
PATHS = sorted(EXAMPLES.glob("*.json"))


def _counts():
    """scripts/interview_counts, imported (it has no .py suffix)."""
    loader = importlib.machinery.SourceFileLoader("interview_counts", str(ROOT / "scripts" / "interview_counts"))
    spec = importlib.util.spec_from_loader("interview_counts", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def counts():
    return _counts()


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.stem)
def test_the_interview_reaches_every_example_ruling_from_its_situation(kb, backends, counts, path):
    situation, asked = counts.count(kb, backends["prolog"], path)
    assert situation is not None, f"no situation's interview reaches the ruling of {path.name}"
    assert asked <= 25


@pytest.mark.parametrize("name", ["revoke-noticed-on-next-board", "call-out-of-rotation-rho-passes",
                                  "premature-play-by-defender", "insufficient-bid-accepted"])
def test_both_backends_ask_the_same_questions(kb, backends, name):
    data = json.loads((EXAMPLES / f"{name}.json").read_text())
    situation = max(kb.situations.values(), key=lambda s: len(set(data).intersection(s.asks))).name
    transcripts = {}
    for backend in ("experta", "prolog"):
        interview = Interview(kb, backends[backend], situation, data.get("edition"))
        transcripts[backend] = ask_from_file(interview, data)
    assert transcripts["experta"] == transcripts["prolog"]


def test_on_a_terminal_each_answer_is_read_and_a_bad_one_asked_again(kb, backends):
    """A call out of rotation, answered at a (scripted) terminal: an auction, dealer North (after a typing slip),
    its end left unsaid; one call, East's 1H first; then nothing else happened."""
    typed = iter(["y", "X", "N", "", "1", "E", "1", "bid", "1", "H"] + ["0"] * 40)
    prompts: list[str] = []

    def fake_prompt(message: str, words: list[str]) -> str:
        prompts.append(message)
        return next(typed)

    interview = Interview(kb, backends["experta"], "call_out_of_rotation", "2007")
    transcript = ask_on_terminal(interview, fake_prompt, out=io.StringIO())
    assert transcript[0]["ask"] == "auction" and transcript[0]["answer"] == {"dealer": "N"}
    assert sum("dealer" in p for p in prompts) == 2, "the bad seat X is asked again"
    assert transcript[1]["answer"] == [{"by": "E", "order": 1, "kind": "bid", "level": 1, "strain": "H"}]
    ruling = interview.ruling(rule_incident)
    assert {r["law"] for r in ruling["rectifications"]} == {"29A", "29B"}, "South may accept or cancel the call"


def test_a_bad_answer_is_refused_and_changes_nothing(kb, backends):
    interview = Interview(kb, backends["experta"], "revoke", "2007")
    before = interview.incident_data()
    with pytest.raises(EngineError):
        interview.answer("play", [{"by": "N", "trick": 99}])
    assert interview.incident_data() == before


def _engine(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([ENGINE, *args], cwd=cwd, capture_output=True, text=True, timeout=300, stdin=subprocess.DEVNULL)


def test_answers_file_and_save_give_the_same_ruling_to_query(tmp_path):
    saved = tmp_path / "built.json"
    example = "kb/examples/revoke-noticed-on-next-board.json"
    asked = _engine("ask", "--situation", "revoke", "--answers", example, "--save", str(saved), "--format", "json")
    assert asked.returncode == 0, asked.stderr
    outcome = json.loads(asked.stdout)
    queried = json.loads(_engine("query", str(saved), "--format", "json").stdout)
    assert [r["law"] for r in queried["rectifications"]] == [r["law"] for r in outcome["ruling"]["rectifications"]]
    assert outcome["questions"][0]["ask"] == "declarer"
    assert "Now:" in _engine("ask", "--situation", "revoke", "--answers", example).stdout


@pytest.mark.parametrize("args,message", [
    ((), "needs a terminal"),
    (("--situation", "revokes", "--answers", "kb/examples/revoke-noticed-on-next-board.json"), "did you mean 'revoke'"),
    (("--answers", "kb/examples/revoke-noticed-on-next-board.json"), "name the situation"),
])
def test_ask_refuses_what_it_cannot_do_with_a_message(args, message):
    result = _engine("ask", *args)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
