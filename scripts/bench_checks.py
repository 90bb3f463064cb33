#!/usr/bin/env python3
# The cost of the sanitizer checks (docs/sanitize.md): median launch CPU time of a few corpus
# specs with `--check all` and `--check none`, runs alternating. Usage, in the repository
# root after `cargo build --release`: python3 scripts/bench_checks.py [RUNS]
import json, subprocess, statistics, sys
specs = ["tests/kernels/bitonic/bitonic.gfx942.spec.json", "tests/kernels/block_reduce/block_reduce.gfx1100.w32.spec.json",
         "tests/kernels/cub_block/reduce_f32_raking.sm_90.spec.json", "tests/kernels/dpp_scan/dpp_scan.gfx942.spec.json", "tests/kernels/histogram/" ]
import glob
specs = specs[:4] + sorted(glob.glob("tests/kernels/histogram/*.spec.json"))[:1] + sorted(glob.glob("tests/kernels/tile2d/*.spec.json"))[:1]
N = int(sys.argv[1]) if len(sys.argv) > 1 else 15
for sp in specs:
    res = {"all": [], "none": []}
    for i in range(N):
        for mode in ("all", "none"):
            o = subprocess.run(["./target/release/xlane", "--json", "run", sp, "--quiet", "--check", mode], capture_output=True, text=True)
            j = json.loads(o.stdout)
            res[mode].append(j.get("cpu_s") or j["elapsed_s"])
    a, n = statistics.median(res["all"]), statistics.median(res["none"])
    print(f"| `{sp.split('tests/kernels/')[1]}` | {n*1e3:.2f} | {a*1e3:.2f} | {100*(a/n-1):+.0f} % |")
