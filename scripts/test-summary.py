"""Prints the test counts of every runner of scripts/test and one closing line."""
import json
import re
import sys
from pathlib import Path

reports = Path(sys.argv[1])
seconds = int(sys.argv[2])

cargo_passed = cargo_failed = 0
for line in (reports / "cargo.txt").read_text().splitlines():
    match = re.search(r"test result: \w+\. (\d+) passed; (\d+) failed", line)
    if match:
        cargo_passed += int(match[1])
        cargo_failed += int(match[2])

vitest = json.loads((reports / "vitest.json").read_text())
playwright = json.loads((reports / "playwright.json").read_text())["stats"]

rows = [
    ("Rust (core, parity, proptest, server)", cargo_passed, cargo_failed),
    ("Vitest (parity via WASM, stores, components)", vitest["numPassedTests"], vitest["numFailedTests"]),
    ("Playwright (Chromium)", playwright["expected"], playwright["unexpected"] + playwright["flaky"]),
]
print("\nTest summary")
for name, passed, failed in rows:
    print(f"  {name:<48} {passed:>4} passed, {failed} failed")
total_passed = sum(r[1] for r in rows)
total_failed = sum(r[2] for r in rows)
print(f"  took {seconds // 60} min {seconds % 60} s")
print(f"{total_passed} passed, {total_failed} failed")
sys.exit(1 if total_failed or not all(r[1] for r in rows) else 0)
