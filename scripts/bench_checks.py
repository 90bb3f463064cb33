#!/usr/bin/env python3
# The cost of the sanitizer checks (docs/sanitize.md): median launch CPU time of a few corpus
# specs, and two larger launches of docs/examples/initcheck.cu (scripts/bench_specs/), with
# `--check none`, `--check race,sync,poison` (all but initcheck) and `--check all`, runs
# alternating. Usage, in the repository root after `cargo build --release`:
# python3 scripts/bench_checks.py [RUNS]
import json, subprocess, statistics, sys
specs = ["tests/kernels/bitonic/bitonic.gfx942.spec.json", "tests/kernels/block_reduce/block_reduce.gfx1100.w32.spec.json",
         "tests/kernels/cub_block/reduce_f32_raking.sm_90.spec.json", "tests/kernels/dpp_scan/dpp_scan.gfx942.spec.json", "tests/kernels/histogram/" ]
import glob
specs = specs[:4] + sorted(glob.glob("tests/kernels/histogram/*.spec.json"))[:1] + sorted(glob.glob("tests/kernels/tile2d/*.spec.json"))[:1]
specs += sorted(glob.glob("scripts/bench_specs/*.spec.json"))
MODES = ("none", "race,sync,poison", "all")
N = int(sys.argv[1]) if len(sys.argv) > 1 else 15
print("| spec | `none` (ms) | all but `init` (ms) | `all` (ms) | all checks | initcheck |")
print("|---|---|---|---|---|---|")
for sp in specs:
    res = {m: [] for m in MODES}
    for i in range(N):
        for mode in MODES:
            o = subprocess.run(["./target/release/xlane", "--json", "run", sp, "--quiet", "--check", mode], capture_output=True, text=True)
            j = json.loads(o.stdout)
            res[mode].append(j.get("cpu_s") or j["elapsed_s"])
    n, r, a = (statistics.median(res[m]) for m in MODES)
    name = sp.split("tests/kernels/")[1] if "tests/kernels/" in sp else sp
    print(f"| `{name}` | {n*1e3:.2f} | {r*1e3:.2f} | {a*1e3:.2f} | {100*(a/n-1):+.0f} % | {100*(a/r-1):+.0f} % |")
