"""Re-measure the resource table of issue 14: time, peak memory and output size per backend.

Run through ``scripts/resources [--backend B] [--json FILE] [--only NAME...]``. It
generates large valid incidents (a complete deal of 13 tricks with several revokes,
auctions of 40 and 80 calls, a deal with every holding recorded) with a fixed seed,
runs ``engine query --format json`` on each in a child process per backend and
prints, for each: the input's size, wall time, the child's peak memory, the size
of the ruling's JSON, and the exit status (with the message when it is not 0: a
limit reached is exit 2 naming it, see ``engine/limits.py``).

The generators are also used by the tests (tests/test_limits.py).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ENGINE = str(Path(sys.executable).parent / "engine")
BACKENDS = ("experta", "prolog")
SEATS = "NESW"
SUITS = "CDHS"
SEED = 20261214


def _next(seat: str, k: int = 1) -> str:
    return SEATS[(SEATS.index(seat) + k) % 4]


# ---------------------------------------------------------------- incidents


def deal(revokes: int, seed: int = SEED, all_holdings: bool = False) -> dict[str, Any]:
    """A complete deal played out, no trumps, declarer South: 52 plays, 13 tricks won.

    ``revokes`` of the tricks have a revoke (a player who holds the suit led plays
    another suit; his holding of the suit led is recorded); attention is drawn to
    each after play. With ``all_holdings``, every suit each player held at every
    trick is recorded (up to 208 holding facts).
    """
    rng = random.Random(seed)
    cards = [(s, r) for s in SUITS for r in range(2, 15)]
    rng.shuffle(cards)
    hands = {seat: cards[13 * i : 13 * (i + 1)] for i, seat in enumerate(SEATS)}
    revoke_tricks = set(rng.sample(range(1, 13), revokes))  # a revoke needs a later card to play instead
    plays, holdings, won, attention = [], [], [], []
    leader = "W"
    for trick in range(1, 14):
        played = []
        for k in range(4):
            seat = _next(leader, k)
            hand = hands[seat]
            if all_holdings:
                holdings += [{"seat": seat, "trick": trick, "suit": s} for s in sorted({c[0] for c in hand})]
            if k == 0:
                card = rng.choice(hand)
            else:
                led = played[0][1][0]
                follow = [c for c in hand if c[0] == led]
                other = [c for c in hand if c[0] != led]
                if follow and other and trick in revoke_tricks and not any(p[2] for p in played):
                    card = rng.choice(other)
                    played.append((seat, card, True))
                    if not all_holdings:
                        holdings.append({"seat": seat, "trick": trick, "suit": led})
                    attention.append({"trick": trick, "moment": "after_play"})
                    hand.remove(card)
                    continue
                card = rng.choice(follow or hand)
            hand.remove(card)
            played.append((seat, card, False))
        led = played[0][1][0]
        winner = max((p for p in played if p[1][0] == led), key=lambda p: p[1][1])[0]
        won.append({"trick": trick, "by": winner})
        for k, (seat, card, _) in enumerate(played):
            play = {"by": seat, "trick": trick, "suit": card[0]}
            if k == 0:
                play["led"] = True
            plays.append(play)
        leader = winner
    incident: dict[str, Any] = {
        "edition": "2007",
        "declarer": "S",
        "deal": {"play_ended": True},
        "play": plays,
        "holding": holdings,
        "trick_won": won,
    }
    if attention:
        incident["attention_drawn"] = attention
    return incident


def auction(calls: int, seed: int = SEED, irregular: bool = False) -> dict[str, Any]:
    """A legal auction of ``calls`` calls, dealer North: bids rising one step at a time, with
    passes, doubles and redoubles between them (at most 105 calls before 7NT).

    ``irregular``: any seat calls any call at each turn (calls out of rotation, insufficient
    bids, inadmissible doubles), as a schema-valid random incident does."""
    rng = random.Random(seed)
    if irregular:
        kinds = ["bid", "bid", "pass", "pass", "double", "redouble"]
        out = []
        for order in range(1, calls + 1):
            call = {"by": rng.choice(SEATS), "order": order, "kind": rng.choice(kinds)}
            if call["kind"] == "bid":
                call["level"], call["strain"] = rng.randint(1, 7), rng.choice(["C", "D", "H", "S", "NT"])
            out.append(call)
        return {"edition": "2007", "auction": {"dealer": "N"}, "call": out}
    strains = ["C", "D", "H", "S", "NT"]
    out: list[dict[str, Any]] = []
    bid = 0  # index of the last bid among the 35
    seat = "N"
    while len(out) < calls:
        kind = "bid" if not out or out[-1]["kind"] != "bid" or rng.random() < 0.3 else rng.choice(["pass", "double"])
        if len(out) >= 2 and out[-1]["kind"] == "pass" and out[-2]["kind"] == "pass":
            kind = "bid"  # a third pass would end the auction
        if out and out[-1]["kind"] == "double" and rng.random() < 0.5:
            kind = "redouble"
        if kind == "bid" and bid >= 35:
            kind = "pass"
        call: dict[str, Any] = {"by": seat, "order": len(out) + 1, "kind": kind}
        if kind == "bid":
            call["level"], call["strain"] = bid // 5 + 1, strains[bid % 5]
            bid += 1
        out.append(call)
        seat = _next(seat)
    return {"edition": "2007", "auction": {"dealer": "N"}, "call": out}


def incidents(seed: int = SEED) -> dict[str, dict[str, Any]]:
    """The incidents of the resource table, by name."""
    return {
        "deal, 52 plays, 5 revokes": deal(5, seed),
        "deal, 52 plays, 9 revokes": deal(9, seed),
        "deal, 52 plays, every holding": deal(3, seed, all_holdings=True),
        "auction, 40 calls": auction(40, seed),
        "auction, 80 calls": auction(80, seed),
        "auction, 105 calls": auction(105, seed),
        "auction, 40 random calls": auction(40, seed, irregular=True),
        "auction, 80 random calls": auction(80, seed, irregular=True),
        "auction, 320 random calls": auction(320, seed, irregular=True),  # past the limits
    }


# ---------------------------------------------------------------- measurement


_MEASURE = (
    "import resource, subprocess, sys\n"
    "p = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, stderr=subprocess.PIPE)\n"
    "sys.stderr.buffer.write(p.stderr)\n"
    "print(len(p.stdout), p.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, file=sys.stderr)\n"
)


def measure(path: Path, backend: str, extra: list[str] | None = None) -> dict[str, Any]:
    """One ``engine query --format json`` in a child: wall time, peak memory, output size, exit."""
    argv = [ENGINE, "query", str(path), "--backend", backend, "--format", "json", *(extra or [])]
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, "-c", _MEASURE, *argv], capture_output=True, text=True)
    wall = time.perf_counter() - start
    *message, last = proc.stderr.strip().splitlines()
    size, status, peak_kb = (int(x) for x in last.split())
    return {"wall_s": wall, "peak_rss_mb": peak_kb / 1024, "output_bytes": size, "exit": status,
            "message": " ".join(message)[:200]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--backend", choices=BACKENDS, action="append", help="only this backend (repeatable)")
    parser.add_argument("--only", action="append", metavar="TEXT", help="only incidents whose name holds TEXT")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--json", type=Path, help="also write the numbers as JSON here")
    args = parser.parse_args(argv)
    backends = args.backend or list(BACKENDS)
    chosen = {n: i for n, i in incidents(args.seed).items() if not args.only or any(t in n for t in args.only)}
    results: dict[str, Any] = {
        "date": date.today().isoformat(),
        "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        "seed": args.seed,
        "rows": [],
    }
    # A warm KB cache, so that the times are the ruling's, not the first build's.
    subprocess.run([ENGINE, "check"], capture_output=True)
    with tempfile.TemporaryDirectory(prefix="resources-") as folder:
        print(f"{results['date']}, {results['machine']}")
        print(f"{'incident':32} {'input':>8} {'backend':>8} {'time (s)':>9} {'memory (MB)':>12} {'output':>10}  exit")
        for name, incident in chosen.items():
            path = Path(folder) / "incident.json"
            path.write_text(json.dumps(incident), encoding="utf-8")
            for backend in backends:
                row = {"incident": name, "input_bytes": path.stat().st_size, "backend": backend, **measure(path, backend)}
                results["rows"].append(row)
                named = re.search(r"\((\w+) = ", row["message"])
                note = f" ({named.group(1) if named else row['message']})" if row["exit"] else ""
                print(f"{name:32} {_size(row['input_bytes']):>8} {backend:>8} {row['wall_s']:9.2f} "
                      f"{row['peak_rss_mb']:12.0f} {_size(row['output_bytes']):>10}  {row['exit']}{note}", flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    return 0


def _size(n: int) -> str:
    if n >= 2**20:
        return f"{n / 2**20:.1f} MB"
    if n >= 1024:
        return f"{n / 1024:.1f} KB"
    return f"{n} B"


if __name__ == "__main__":
    sys.exit(main())
