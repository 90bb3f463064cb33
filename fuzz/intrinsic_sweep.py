#!/usr/bin/env python3
"""Intrinsic sweep for the real `xlane run` binary (see fuzz/README.md, "Intrinsic sweep").

The black-box fuzzer mutates the corpus and so reaches the intrinsics the corpus calls, with
the signatures it calls them with. This sweep is systematic instead: every `llvm.*` name that
xlane's sources or the corpus mention is declared and called, consistently (so the verifier's
call-against-declaration check passes), with each of a fixed list of wrong and odd signatures
(no operands, a void result, a struct result, vectors, pointers, eight operands…), on an AMD
and an NVIDIA kernel. A finding is what blackbox.py calls one: a panic, a signal, a timeout, or
a failure without an `error[KIND]` line. Each finding's module and spec are printed and kept
under --out.

    fuzz/intrinsic_sweep.py --xlane target/release/xlane --out /tmp/sweep --jobs 2
"""
import argparse
import concurrent.futures as cf
import os
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path

HDR_AMD = '''target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
'''
HDR_NV = '''target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
'''

# (result, operands): the signatures every name is tried with
SIGS = [
    ("i32", []), ("void", []), ("i32", ["i32"]), ("void", ["i32"]), ("float", ["i32", "i32"]),
    ("i32", ["ptr addrspace(1)"]), ("i32", ["<2 x i32>"]), ("{ i32, i32 }", ["float"]),
    ("i64", ["i64", "i64", "i64"]), ("i1", ["i1"]), ("<4 x float>", ["<4 x float>", "<4 x float>"]),
    ("i32", ["i32"] * 8), ("ptr", ["i32"]), ("void", ["ptr addrspace(3)", "i32"]), ("i16", ["i16", "i16"]),
    ("double", ["double"]), ("i8", ["i8", "i1"]), ("<2 x half>", ["<2 x half>"]),
]
VALUES = {
    "i32": "7", "i64": "5", "i1": "true", "float": "1.5", "double": "2.0", "i16": "3", "i8": "1",
    "ptr addrspace(1)": "%o", "ptr addrspace(3)": "null", "<2 x i32>": "<i32 1, i32 2>",
    "<4 x float>": "zeroinitializer", "<2 x half>": "zeroinitializer",
}
STORABLE = {"i32", "float", "i64", "i16", "i8", "double", "i1"}


def names(repo):
    """Every `llvm.*` name in the decoder's and registry's sources and in the corpus's declarations."""
    found = set()
    for top in ("crates/xlane-ir/src", "crates/xlane-core/src"):
        for p in (repo / top).rglob("*.rs"):
            found.update(re.findall(r'"(llvm\.[A-Za-z0-9_.]+)"', p.read_text(errors="replace")))
    for top in ("tests/kernels", "crates/xlane-ir/tests"):
        for p in (repo / top).rglob("*.ll"):
            found.update(re.findall(r'declare [^@\n]*@(llvm\.[A-Za-z0-9_.]+)', p.read_text(errors="replace")))
    return sorted(n for n in found if not n.endswith("."))


def module(name, sig, nv):
    ret, ops = sig
    args = ", ".join(f"{t} {VALUES[t]}" for t in ops)
    call = f"  call {ret} @{name}({args})" if ret == "void" else f"  %r = call {ret} @{name}({args})"
    use = f"\n  store {ret} %r, ptr addrspace(1) %o" if ret in STORABLE else ""
    kern, attrs = ("ptx_kernel", "") if nv else ("amdgpu_kernel", "#0 ")
    return (HDR_NV if nv else HDR_AMD) + f"declare {ret} @{name}({', '.join(ops)})\n" \
        f"define {kern} void @k(ptr addrspace(1) %o) {attrs}{{\n{call}{use}\n  ret void\n}}\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--xlane", required=True)
    ap.add_argument("--out", required=True, help="work folder; findings stay in OUT/findings/")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--mem-gib", type=int, default=6, help="address-space limit per run")
    args = ap.parse_args()
    repo = Path(__file__).resolve().parent.parent
    xlane = os.path.abspath(args.xlane)
    out = Path(args.out)
    (out / "findings").mkdir(parents=True, exist_ok=True)
    jobs = []
    for n in names(repo):
        vendors = (True,) if ".nvvm." in n else (False,) if ".amdgcn." in n else (False, True)
        jobs += [(n, si, nv) for si in range(len(SIGS)) for nv in vendors]
    print(f"{len(jobs)} runs", flush=True)

    def limit():
        cap = args.mem_gib << 30
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    def one(k):
        name, si, nv = jobs[k]
        d = out / f"run{k}"
        d.mkdir(exist_ok=True)
        (d / "m.ll").write_text(module(name, SIGS[si], nv))
        target = "sm_90" if nv else "gfx942"
        (d / "s.json").write_text('{"module": "m.ll", "kernel": "k", "target": "%s", "block": [32], '
                                  '"args": [{"buffer": "u32", "len": 64, "fill": 0}]}' % target)
        try:
            p = subprocess.run([xlane, "run", "--strict", "--time-limit", "5", "--quiet", "s.json"], cwd=d,
                               capture_output=True, timeout=30, preexec_fn=limit)
            rc, text = p.returncode, (p.stdout + p.stderr).decode(errors="replace")
        except subprocess.TimeoutExpired:
            rc, text = "timeout", ""
        bad = rc not in (0, 1, 2) or (rc != 0 and "error[" not in text) or "panicked" in text
        if bad:
            keep = out / "findings" / f"{name}-{si}-{'nv' if nv else 'amd'}"
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(d, keep)
            (keep / "why.txt").write_text(f"exit {rc}\n{text[-4000:]}")
        shutil.rmtree(d, ignore_errors=True)
        return (name, si, nv, rc, text[-800:]) if bad else None

    findings = 0
    with cf.ThreadPoolExecutor(args.jobs) as ex:
        for r in ex.map(one, range(len(jobs))):
            if r:
                findings += 1
                print(f"FINDING {r[0]} signature {SIGS[r[1]]} {'sm_90' if r[2] else 'gfx942'}: exit {r[3]}\n{r[4]}\n", flush=True)
    print(f"done: {len(jobs)} runs, {findings} finding(s)")
    sys.exit(1 if findings else 0)


if __name__ == "__main__":
    main()
