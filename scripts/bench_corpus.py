#!/usr/bin/env python3
"""Throughput of real corpus kernels at scale (BENCHMARKS.md, "Every core: real kernels").

`gen OUT`: writes OUT/<name>.spec.json for each kernel below: the corpus spec with its grid
multiplied by F, every buffer F times longer (given data replaced by a fill), the scalar that
equals the longest buffer's length scaled with it, no `expect`; module paths relative to OUT.
`run XLANE OUT CORES...`: runs each spec under `taskset -c 0-(C-1)` for each C (the parallel
schedule, the default) and once `--schedule sequential` on one core, three times each,
interleaved, and prints per kernel: instructions x wave size (lane-slots) per second per core
and the speed-up over one core (median wall time of the launch, `elapsed_s`).
"""
import json, os, statistics, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = [
    # (name, corpus spec, grid factor)
    ("triton_vadd", "tests/kernels/triton/vadd.gfx942.spec.json", 1024),
    ("triton_vsum", "tests/kernels/triton/vsum.gfx942.spec.json", 1024),
    ("cub_reduce_f32", "tests/kernels/cub_block/reduce_f32_warp_reductions.sm_90.spec.json", 1024),
    ("cub_scan_i32", "tests/kernels/cub_block/scan_i32_warp_scans.sm_90.spec.json", 512),
    ("rocprim_radix_sort", "tests/kernels/rocprim/block_radix_sort_keys.gfx90a.spec.json", 256),
    ("rocprim_hist_atomic", "tests/kernels/rocprim/block_histogram_atomic.gfx90a.spec.json", 1024),
    ("ggml_dot_q8", "tests/kernels/ggml/dot_q8.gfx942.spec.json", 2048),
    ("ggml_soft_max", "tests/kernels/ggml/soft_max_alibi.sm_90.spec.json", 1024),
]


def scaled(path, f, out):
    s = json.load(open(os.path.join(ROOT, path)))
    module = os.path.join(os.path.dirname(os.path.join(ROOT, path)), s["module"])
    s["module"] = os.path.relpath(module, os.path.abspath(out))
    s["grid"] = [s["grid"][0] * f] + s["grid"][1:]
    s.pop("expect", None)
    s.pop("schedule", None)
    longest = max((len(a["data"]) if "data" in a else a.get("len", 0)) for a in s["args"] if "buffer" in a)
    args = []
    for a in s["args"]:
        a = dict(a)
        if "buffer" in a:
            n = len(a.pop("data")) if "data" in a else a["len"]
            a["len"] = n * f
            if "fill" not in a:
                a["fill"] = 1.5 if a["buffer"].startswith(("f", "bf")) else {"random": 7}
        elif "scalar" in a and a.get("value") == longest:
            a["value"] = longest * f
        args.append(a)
    s["args"] = args
    return s


def gen(out):
    os.makedirs(out, exist_ok=True)
    for name, path, f in KERNELS:
        with open(os.path.join(out, name + ".spec.json"), "w") as fh:
            json.dump(scaled(path, f, out), fh)


def launch(xlane, spec, cores, extra=()):
    cmd = ["taskset", "-c", f"0-{cores - 1}", xlane, "run", "--json", "--quiet", *extra, spec]
    d = json.loads(subprocess.run(cmd, capture_output=True, text=True).stdout)
    if d.get("error"):
        raise SystemExit(f"{spec}: {d['error']}")
    return d["elapsed_s"], d["instructions"]["total"] * d["wave"], d["threads"], d.get("rerun")


def run(xlane, out, cores):
    for name, _, _ in KERNELS:
        spec = os.path.join(out, name + ".spec.json")
        times = {c: [] for c in ["seq"] + cores}
        for _ in range(3):
            t, slots, _, _ = launch(xlane, spec, 1, ["--schedule", "sequential"])
            times["seq"].append(t)
            for c in cores:
                t, slots, threads, rerun = launch(xlane, spec, c)
                times[c].append(t)
        med = {k: statistics.median(v) for k, v in times.items()}
        base = med[cores[0]] if cores[0] == 1 else med["seq"]
        cells = [f"seq 1 core {slots / med['seq'] / 1e6:.0f} M/s"]
        for c in cores:
            cells.append(f"{c} cores {slots / med[c] / c / 1e6:.0f} M/s/core, x{base / med[c]:.2f}")
        print(f"{name:20s} lane-slots {slots:.3g} | " + " | ".join(cells) + (f" | rerun: {rerun}" if rerun else ""), flush=True)


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        run(sys.argv[2], sys.argv[3], [int(c) for c in sys.argv[4:]])
