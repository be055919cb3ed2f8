"""Shared fixtures: the shipped KB and both backends, built once per test session."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

import pytest

# The tests (and the engine processes they start) use a cache of their own, never the user's.
os.environ["BRIDGE_LAWS_CACHE"] = tempfile.mkdtemp(prefix="bridge-laws-test-cache-")

from engine.backends import BACKENDS, make_backend
from engine.language.kb import load_kb

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "kb" / "examples"


@pytest.fixture(scope="session")
def kb():
    return load_kb(ROOT / "kb")


@pytest.fixture(scope="session")
def backends(kb):
    return {name: make_backend(name, kb) for name in BACKENDS}


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        help="rewrite tests/golden/ from the compiler's current output (review the diff)",
    )


@pytest.fixture
def kb_copy(tmp_path):
    """A copy of the shipped KB folder, for a test that changes it (the research notes left out)."""
    copy = tmp_path / "kb"
    shutil.copytree(ROOT / "kb", copy, ignore=shutil.ignore_patterns("research"))
    return copy
