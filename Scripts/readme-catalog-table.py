#!/usr/bin/env python3
"""Prints the README's catalog table from `bridgecheck list --json` and Corpus/.

    python3 Scripts/readme-catalog-table.py   (after `swift build -c release`)

One row per scenario: what it is expected to show (★: a finding against its source) and the
minimal trace of each expected property, from its corpus file.
"""
import glob
import json
import os
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
binary = os.path.join(root, ".build", "release", "bridgecheck")
listing = subprocess.run([binary, "list", "--json"], capture_output=True, text=True, check=True).stdout


def traces(scenario):
    """(property, steps) of every corpus file of the scenario, sorted by file name."""
    found = []
    for path in sorted(glob.glob(os.path.join(root, "Corpus", scenario, "*.trace"))):
        lines = open(path, encoding="utf-8").read().splitlines()
        prop = next(l.split(": ", 1)[1] for l in lines if l.startswith("property: "))
        steps = [l[2:] for l in lines[lines.index("steps:") + 1:] if l.startswith("  ")]
        found.append((prop, steps))
    return found


print("| scenario | expected | minimal trace |")
print("|---|---|---|")
for line in listing.splitlines():
    s = json.loads(line)
    star = " ★" if s["finding"] else ""
    if not s["properties"]:
        print(f"| `{s['scenario']}` | holds{star} | – |")
        continue
    expected = ", ".join(f"`{p}`" for p in s["properties"]) + star
    shown = []
    for prop, steps in traces(s["scenario"]):
        if prop not in s["properties"]:
            continue
        text = "; ".join(f"`{step}`" for step in steps) or "(the first render)"
        shown.append(text if len(s["properties"]) == 1 else f"{prop.split('.')[-1]}: {text}")
    print(f"| `{s['scenario']}` | {expected} | {'<br>'.join(shown) or '–'} |")
