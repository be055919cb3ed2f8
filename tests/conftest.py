"""Shared fixtures: the shipped KB and both backends, built once per test session."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.backends import BACKENDS, make_backend
from engine.kb import load_kb

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "kb" / "examples"


@pytest.fixture(scope="session")
def kb():
    return load_kb(ROOT / "kb")


@pytest.fixture(scope="session")
def backends(kb):
    return {name: make_backend(name, kb) for name in BACKENDS}
