"""Benchmark both backends on generated incidents, the start-up of `engine query`, and KB growth.

Run through ``scripts/bench [--incidents N] [--seed S] [--json FILE]``. It:

1. generates N valid incidents from the KB's own incident schema (fixed seed);
2. rules on all of them in one process per backend and reports rulings per
   second, median and 95th percentile per ruling;
3. runs the same batch through ``engine query -`` per backend, as users do,
   for throughput and peak memory (the child's maximum resident set);
4. times a single ``engine query`` on a shipped example, with the KB cache
   warm and cold (median of several runs, Python start-up included);
5. builds a synthetic KB with ten times the rules (each rule copied under new
   names, in a temporary folder, never committed) and compares the median cost
   of a backend run on the same incidents with the real KB's.

Prints a table and writes the numbers as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import generate  # noqa: E402  (tests/generate.py: the incident generator)
from engine.backends import BACKENDS, make_backend  # noqa: E402
from engine.ruling.incident import incident_schema, load_incident  # noqa: E402
from engine.language.kb import law_files, load_kb  # noqa: E402
from engine.errors import EngineError  # noqa: E402
from engine.ruling.query import refuse_contradictions, rule_incident  # noqa: E402

ENGINE = str(Path(sys.executable).parent / "engine")
# About 8 of the ~57 top-level keys per incident (real incidents state a few kinds of fact), 1-6 facts each.
BOUNDS = generate.Bounds(items=(1, 6), integers=(1, 7), kinds=0.15)
EXAMPLE = ROOT / "kb" / "examples" / "revoke-established-offender-won-trick.json"


# ---------------------------------------------------------------- incidents from the schema


def incidents(kb, count: int, seed: int) -> list[dict[str, Any]]:
    """``count`` valid incidents: schema-valid (tests/generate.py, seeded), and free of contradictions."""
    backend = make_backend("prolog", kb)
    out = []
    for incident in generate.seeded(seed, generate.incident, incident_schema(kb), BOUNDS):
        if len(out) == count:
            break
        try:
            refuse_contradictions(kb, loaded := load_incident(incident, kb, "generated"), backend.run(loaded))
        except EngineError:
            continue
        out.append(incident)
    return out


# ---------------------------------------------------------------- measurements


def in_process(kb, backend_name: str, batch: list[dict[str, Any]], run_only: bool = False) -> dict[str, float]:
    """Rulings (or, with run_only, the backend's run alone) timed one by one in this process."""
    backend = make_backend(backend_name, kb)
    loaded = [load_incident(data, kb, f"generated-{i}") for i, data in enumerate(batch)]
    work = (lambda i: backend.run(i)) if run_only else (lambda i: rule_incident(kb, backend, i))
    for incident in loaded[:20]:  # warm up: engines per edition, caches
        work(incident)
    times = []
    start = time.perf_counter()
    for incident in loaded:
        t = time.perf_counter()
        work(incident)
        times.append(time.perf_counter() - t)
    total = time.perf_counter() - start
    times.sort()
    return {
        "rulings_per_second": len(loaded) / total,
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": times[int(0.95 * (len(times) - 1))] * 1000,
    }


def as_users_do(backend_name: str, lines: str, kb_dir: Path) -> dict[str, float]:
    """``engine query -`` on the whole batch in a child process: throughput and peak memory."""
    # A small parent reports the peak memory of its one child, the engine.
    measure = "import resource, subprocess, sys; subprocess.run(sys.argv[1:]); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)"
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", measure, ENGINE, "query", "-", "--backend", backend_name, "--kb", str(kb_dir)],
                            stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    _, err = proc.communicate(lines)
    wall = time.perf_counter() - start
    peak_kb = int(err.strip().splitlines()[-1])
    return {"wall_s": wall, "rulings_per_second": lines.count("\n") / wall, "peak_rss_mb": peak_kb / 1024}


def single_query(backend_name: str, cold: bool, runs: int) -> float:
    """Median wall time of one `engine query` on a shipped example (Python start-up included)."""
    times = []
    for _ in range(runs):
        env = dict(os.environ)
        if cold:
            env["BRIDGE_LAWS_CACHE"] = tempfile.mkdtemp(prefix="bench-cold-")
        start = time.perf_counter()
        subprocess.run([ENGINE, "query", str(EXAMPLE), "--backend", backend_name], env=env,
                       stdout=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
        if cold:
            shutil.rmtree(env["BRIDGE_LAWS_CACHE"], ignore_errors=True)
    return statistics.median(times)


_RULE = re.compile(r"^rule (\w+)", re.M)


def grown_kb(factor: int) -> Path:
    """A copy of kb/ where every rule appears ``factor`` times (the copies under new names)."""
    folder = Path(tempfile.mkdtemp(prefix="bench-kb-"))
    shutil.copytree(ROOT / "kb", folder / "kb")
    kb = load_kb(folder / "kb")
    texts = {m.path: m.text for m in kb.modules}
    copies = []
    for rule in kb.rules:
        lines = texts[rule.span.file].splitlines()
        source = "\n".join(lines[rule.span.line - 1 : rule.span.end_line])
        for k in range(1, factor):
            copies.append(_RULE.sub(lambda m, k=k: f"rule {m.group(1)}_copy{k}", source, count=1))
    (folder / "kb" / "zz_copies.law").write_text("\n\n".join(copies) + "\n", encoding="utf-8")
    return folder / "kb"


# ---------------------------------------------------------------- report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--incidents", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20261129)
    parser.add_argument("--runs", type=int, default=7, help="runs of each single-query timing")
    parser.add_argument("--json", type=Path, default=ROOT / "bench-results.json")
    args = parser.parse_args()

    kb = load_kb(ROOT / "kb")
    batch = incidents(kb, args.incidents, args.seed)
    lines = "".join(json.dumps(i) + "\n" for i in batch)
    big_dir = grown_kb(10)
    big = load_kb(big_dir)
    results: dict[str, Any] = {
        "date": date.today().isoformat(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "incidents": args.incidents,
        "seed": args.seed,
        "kb_rules": len(kb.rules),
        "kb_files": len(law_files(ROOT / "kb")),
        "backends": {},
    }
    sample = batch[: min(len(batch), 200)]
    for name in BACKENDS:
        small = in_process(kb, name, batch)
        # KB growth: the backend's run alone (no re-runs for options), the same incidents on both KBs.
        base = in_process(kb, name, sample, run_only=True)
        large = in_process(big, name, sample, run_only=True)
        results["backends"][name] = {
            "in_process": small,
            "batch_cli": as_users_do(name, lines, ROOT / "kb"),
            "single_query_warm_s": single_query(name, cold=False, runs=args.runs),
            "single_query_cold_s": single_query(name, cold=True, runs=max(3, args.runs // 2)),
            "kb_x10": {"rules": len(big.rules), "run_median_ms": base["median_ms"], **large,
                       "cost_ratio": large["median_ms"] / base["median_ms"]},
        }
    shutil.rmtree(big_dir.parent, ignore_errors=True)
    args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(table(results))
    print(f"\n(JSON in {args.json})")


def table(r: dict[str, Any]) -> str:
    rows = [
        ("rulings/s, in process", "in_process", "rulings_per_second", "{:.0f}"),
        ("median per ruling (ms)", "in_process", "median_ms", "{:.2f}"),
        ("p95 per ruling (ms)", "in_process", "p95_ms", "{:.2f}"),
        ("rulings/s, engine query -", "batch_cli", "rulings_per_second", "{:.0f}"),
        ("peak memory (MB)", "batch_cli", "peak_rss_mb", "{:.0f}"),
        ("one query, cache warm (s)", None, "single_query_warm_s", "{:.3f}"),
        ("one query, cache cold (s)", None, "single_query_cold_s", "{:.3f}"),
        ("median run, KB (ms)", "kb_x10", "run_median_ms", "{:.2f}"),
        ("median run, KB x10 (ms)", "kb_x10", "median_ms", "{:.2f}"),
        ("cost ratio KB x10 / KB", "kb_x10", "cost_ratio", "{:.1f}"),
    ]
    head = f"{r['date']}, {r['machine']}; {r['incidents']} generated incidents (seed {r['seed']}), {r['kb_rules']} rules"
    out = [head, "", f"{'':34}" + "".join(f"{b:>12}" for b in BACKENDS)]
    for label, group, key, fmt in rows:
        cells = []
        for b in BACKENDS:
            data = r["backends"][b]
            value = data[key] if group is None else data[group][key]
            cells.append(f"{fmt.format(value):>12}")
        out.append(f"{label:34}" + "".join(cells))
    return "\n".join(out)


if __name__ == "__main__":
    main()
