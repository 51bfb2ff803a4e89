"""Steps per second of the Hypothesis peer on one of its scenarios, measured now.

Usage: python3 peer_rate.py PEER_DIR SCENARIO EXAMPLES
Runs the peer's own state machine (its test_machines.py) for EXAMPLES examples
of 50 steps, as its bench.py measures correct variants, and prints one JSON line.
The peer's code is imported from PEER_DIR; nothing of it is copied here.
"""
import json
import os
import sys
import time

sys.dont_write_bytecode = True
peer, scenario, examples = os.path.abspath(sys.argv[1]), sys.argv[2], int(sys.argv[3])
sys.path.insert(0, peer)
os.chdir(peer)
from hypothesis import seed  # noqa: E402
from hypothesis.stateful import run_state_machine_as_test  # noqa: E402
import test_machines as tm  # noqa: E402

machine = tm.make_machine(scenario)
seed(0)(machine)
tm.COUNTERS.reset()
start = time.perf_counter()
cpu = time.process_time()
run_state_machine_as_test(machine, settings=tm.bench_settings(examples))
wall = time.perf_counter() - start
cpu = time.process_time() - cpu
print(json.dumps({
    "scenario": scenario, "examples": tm.COUNTERS.examples, "steps": tm.COUNTERS.steps,
    "wall_s": round(wall, 3), "steps_per_s": round(tm.COUNTERS.steps / wall),
    "steps_per_cpu_s": round(tm.COUNTERS.steps / cpu),
}))
