#!/usr/bin/env python3
"""Conformance vectors for the rows added for LLVM 22 coverage (issue 11).

An independent reference: plain Python written from the sources each row cites, sharing no
code with xlane. Run from the repository root:

    python3 scripts/llvm22_coverage_vectors.py vectors/llvm22-coverage

Sources of each model (the facts, restated here in our own words):

* wave reductions (integer): the reduction of the active lanes' values, wrapping modulo
  2^bits; `sub` is 0 minus each value in turn (IntrinsicsAMDGPU.td, SIISelLowering
  lowerWaveReduce).
* wave reductions (f32): llc-22 emits, for every strategy, a loop over the active lanes in
  ascending order folding into an accumulator that starts at -0.0 (fadd), +0.0 (fsub) or
  qNaN (fmin/fmax) with v_add/v_sub/v_min/v_max_f32; a uniform operand is v*popcount
  (fadd), (-v)*popcount (fsub), v (fmin/fmax). f32 arithmetic is IEEE round-to-nearest-even,
  which Python's double arithmetic followed by one rounding to binary32 reproduces for a
  single +, - or * of two binary32 values. NaN/subnormal values, +-0 ties of min/max, and
  equal lanes whose two forms differ are left unchecked (null).
* llvm.amdgcn.wave.shuffle(v, i): llc-22 emits ds_bpermute(i << 2, v): lane i mod the wave
  (wave32; GFX8/GFX9/GFX12 wave64), an inactive source giving 0. On GFX11 wave64 it adds
  v_permlane64 and a whole-wave ds_bpermute for the other 32-lane half and selects on
  (lane ^ i) & 32 (llc-22 -mcpu=gfx1100 -mattr=+wavefrontsize64); GFX10 wave64 crashes llc-22.
* llvm.amdgcn.wqm.vote(p): s_wqm of the ballot (quads of 4 lanes).
* llvm.amdgcn.live.mask/ps.live outside pixel shaders: true in each executing lane.
* __nvvm_fns: the PTX ISA fns pseudocode.
* rejections: clang-22's "needs target feature" and llc-22's "Cannot select" on the targets
  named (probed with clang-22/llc-22 -O1).
"""

import gzip
import json
import os
import random
import struct
import sys

SEED = 2211
rng = random.Random(SEED)

# ---- binary32 ------------------------------------------------------------------------


def f32(x):
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits(x):
    return struct.unpack("<I", struct.pack("<f", x))[0]


def from_bits(b):
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def is_nan(x):
    return x != x


def is_subnormal(x):
    return x != 0.0 and abs(x) < 1.1754943508222875e-38


def tame(x):
    return None if is_nan(x) or is_subnormal(x) else x


def fminmax(is_max, a, b):
    if is_nan(a):
        return b
    if is_nan(b):
        return a
    if a == b and bits(a) != bits(b):
        return None
    if is_max:
        return a if a > b else b
    return a if a < b else b


def float_reduce(op, vals):
    acc = {"fadd": -0.0, "fsub": 0.0}.get(op, from_bits(0x7FC00000))
    for v in vals:
        if tame(v) is None:
            return None
        if op == "fadd":
            acc = f32(acc + v)
        elif op == "fsub":
            acc = f32(acc - v)
        else:
            acc = fminmax(op == "fmax", acc, v)
            if acc is None:
                return None
        if tame(acc) is None:
            return None
    if tame(acc) is None:
        return None
    if vals and all(bits(v) == bits(vals[0]) for v in vals):
        n = len(vals)
        u = {"fadd": f32(vals[0] * n), "fsub": f32(-vals[0] * n)}.get(op, vals[0])
        if tame(u) is None or bits(u) != bits(acc):
            return None
    return acc


# ---- integers ------------------------------------------------------------------------


def int_reduce(op, width, signed_min_max, vals):
    mask = (1 << width) - 1
    u = [v & mask for v in vals]
    s = [v - (1 << width) if v >> (width - 1) else v for v in u]
    if op == "add":
        r = sum(u)
    elif op == "sub":
        r = -sum(u)
    elif op == "and":
        r = mask
        for v in u:
            r &= v
    elif op == "or":
        r = 0
        for v in u:
            r |= v
    elif op == "xor":
        r = 0
        for v in u:
            r ^= v
    elif op == "min":
        r = (min(s) if signed_min_max else min(u)) if u else (mask >> 1 if signed_min_max else mask)
    elif op == "max":
        r = (max(s) if signed_min_max else max(u)) if u else (-(1 << (width - 1)) if signed_min_max else 0)
    return r & mask


def signed(v, width):
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


# ---- cases ---------------------------------------------------------------------------

AMD_TARGETS = [("gfx801", 64), ("gfx900", 64), ("gfx942", 64), ("gfx1010", 32), ("gfx1100", 32), ("gfx1100", 64), ("gfx1200", 32), ("gfx1250", 32)]


def exec_masks(wave):
    full = (1 << wave) - 1
    masks = [full, 0x5 & full, rng.getrandbits(wave) | 1, rng.getrandbits(wave) & rng.getrandbits(wave) | (1 << (wave - 1))]
    return masks


def lanes(exec_, wave):
    return [n for n in range(wave) if exec_ >> n & 1]


def out_lanes(exec_, wave, value):
    return [value if exec_ >> n & 1 else None for n in range(wave)]


cases = {}


def add(file, case):
    cases.setdefault(file, []).append(case)


def case_id(*parts):
    return "/".join(str(p) for p in parts)


INT_BUILTINS = [
    ("add_u32", "add", 32, False, "u32"), ("add_u64", "add", 64, False, "u64"),
    ("sub_u32", "sub", 32, False, "u32"), ("sub_u64", "sub", 64, False, "u64"),
    ("min_i32", "min", 32, True, "i32"), ("min_i64", "min", 64, True, "i64"),
    ("min_u32", "min", 32, False, "u32"), ("min_u64", "min", 64, False, "u64"),
    ("max_i32", "max", 32, True, "i32"), ("max_i64", "max", 64, True, "i64"),
    ("max_u32", "max", 32, False, "u32"), ("max_u64", "max", 64, False, "u64"),
    ("and_b32", "and", 32, False, "u32"), ("and_b64", "and", 64, False, "u64"),
    ("or_b32", "or", 32, False, "u32"), ("or_b64", "or", 64, False, "u64"),
    ("xor_b32", "xor", 32, False, "u32"), ("xor_b64", "xor", 64, False, "u64"),
]


def json_int(v, ty):
    width = 64 if ty.endswith("64") else 32
    return signed(v, width) if ty.startswith("i") else v & ((1 << width) - 1)


for (t, wave) in AMD_TARGETS:
    for name, op, width, sgn, ty in INT_BUILTINS:
        for k, ex in enumerate(exec_masks(wave)):
            data = [rng.getrandbits(width) for _ in range(wave)]
            if k == 1:
                data = [data[0]] * wave  # a uniform value
            act = [data[n] for n in lanes(ex, wave)]
            r = int_reduce(op, width, sgn, act)
            strategy = k % 3
            add("wave_reduce.jsonl", {
                "id": case_id("wave_reduce", name, t, "w%d" % wave, SEED, k), "target": t, "wave": wave,
                "call": "__builtin_amdgcn_wave_reduce_" + name, "type": ty, "exec": hex(ex),
                "args": [[json_int(v, ty) for v in data], strategy],
                "expect": {"ret": out_lanes(ex, wave, json_int(r, ty))},
            })
    for op in ["fadd", "fsub", "fmin", "fmax"]:
        for k, ex in enumerate(exec_masks(wave) + [(1 << wave) - 1]):
            if k == 4:
                data = [0.1] * wave  # equal lanes where the loop and v*n differ for some counts
            else:
                data = [f32(rng.choice([1.0, -1.0]) * rng.uniform(0.0, 1e4) * rng.choice([1.0, 1e-3, 1e3])) for _ in range(wave)]
                if k == 3:
                    data[lanes(ex, wave)[0]] = 1e30
            data = [f32(v) for v in data]
            act = [data[n] for n in lanes(ex, wave)]
            r = float_reduce(op, act)
            add("wave_reduce.jsonl", {
                "id": case_id("wave_reduce", op, t, "w%d" % wave, SEED, k), "target": t, "wave": wave,
                "call": "__builtin_amdgcn_wave_reduce_%s_f32" % op, "type": "f32", "exec": hex(ex),
                "args": [["0x%08x" % bits(v) for v in data], k % 3],
                "expect": {"ret": out_lanes(ex, wave, None if r is None else "0x%08x" % bits(r))},
                "note": "order: ascending active lanes from the op's identity (llc-22 loop); null: NaN/subnormal/+-0 tie or a uniform-form disagreement",
            })

# wave.shuffle: ds_bpermute(index << 2, value).
for (t, wave) in [("gfx801", 64), ("gfx942", 64), ("gfx1030", 32), ("gfx1100", 64), ("gfx1200", 64), ("gfx1250", 32)]:
    # GFX11 wave64: ds_bpermute stays in its half, so llc-22 adds v_permlane64 + a whole-wave
    # ds_bpermute for the other half and selects on (lane ^ index) & 32; the other half's
    # register is read whether its lane is active or not.
    gfx11_w64 = wave == 64 and t.startswith("gfx11")
    for k, ex in enumerate(exec_masks(wave)):
        data = [rng.getrandbits(32) for _ in range(wave)]
        index = [rng.getrandbits(8) if k != 1 else rng.getrandbits(32) for _ in range(wave)]
        ret = []
        for n in range(wave):
            if not ex >> n & 1:
                ret.append(None)
                continue
            i = index[n]
            if gfx11_w64 and (n ^ i) & 32:
                ret.append(signed(data[((n & 32) ^ 32) | (i & 31)], 32))
                continue
            src = (n & 32) | (i & 31) if gfx11_w64 else i % wave
            ret.append(signed(data[src], 32) if ex >> src & 1 else 0)
        add("wave_shuffle.jsonl", {
            "id": case_id("wave_shuffle", t, "w%d" % wave, SEED, k), "target": t, "wave": wave,
            "call": "llvm.amdgcn.wave.shuffle.i32", "type": "i32", "exec": hex(ex),
            "args": [[signed(v, 32) for v in data], [signed(i, 32) for i in index]],
            "expect": {"ret": ret},
        })

# wqm.vote and the live mask.
for (t, wave) in [("gfx600", 64), ("gfx801", 64), ("gfx1100", 32), ("gfx1200", 64)]:
    for k, ex in enumerate(exec_masks(wave)):
        # `xlane eval` refuses the whole-quad intrinsics under a partial exec mask, so the
        # snippet cross-check (cli_vectors.rs) can run these: full exec only.
        ex = (1 << wave) - 1
        pred = [rng.random() < 0.15 for _ in range(wave)]
        ballot = sum(1 << n for n in range(wave) if ex >> n & 1 and pred[n])
        wqm = 0
        for q in range(wave // 4):
            if ballot >> (4 * q) & 0xF:
                wqm |= 0xF << (4 * q)
        add("quad.jsonl", {
            "id": case_id("wqm_vote", t, "w%d" % wave, SEED, k), "target": t, "wave": wave,
            "call": "llvm.amdgcn.wqm.vote", "type": "bool", "exec": hex(ex), "args": [pred],
            "expect": {"ret": [bool(wqm >> n & 1) if ex >> n & 1 else None for n in range(wave)]},
        })
        for call in ["llvm.amdgcn.live.mask", "llvm.amdgcn.ps.live"]:
            add("quad.jsonl", {
                "id": case_id(call.split(".", 2)[2], t, "w%d" % wave, SEED, k), "target": t, "wave": wave,
                "call": call, "type": "bool", "exec": hex(ex), "args": [],
                "expect": {"ret": out_lanes(ex, wave, True)},
            })


# __nvvm_fns (PTX ISA pseudocode), one lane function per lane.
def fns(mask, base, offset):
    if base > 31:
        return None
    if offset == 0:
        return base if mask >> base & 1 else 0xFFFFFFFF
    pos, count, inc = base, abs(offset) - 1, 1 if offset > 0 else -1
    while 0 <= pos < 32:
        if mask >> pos & 1:
            if count == 0:
                return pos
            count -= 1
        pos += inc
    return 0xFFFFFFFF


for k in range(8):
    ex = 0xFFFFFFFF if k < 4 else rng.getrandbits(32) | 1
    mask = [rng.getrandbits(32) & (rng.getrandbits(32) if k % 2 else 0xFFFFFFFF) for _ in range(32)]
    base = [rng.randrange(0, 32) if k != 3 else rng.randrange(0, 40) for _ in range(32)]
    offset = [rng.randrange(-34, 35) for _ in range(32)]
    ret = [fns(mask[n], base[n], offset[n]) if ex >> n & 1 else None for n in range(32)]
    add("fns.jsonl", {
        "id": case_id("fns", "sm_90", SEED, k), "target": "sm_90", "wave": 32,
        "call": "__nvvm_fns", "type": "u32", "exec": hex(ex),
        "args": [mask, base, [signed(o, 32) for o in offset]],
        "expect": {"ret": ret},
        **({"note": "base above 31 is undefined (PTX ISA): null"} if k == 3 else {}),
    })

# Rejections on the new processors (clang-22 "needs target feature", llc-22 "Cannot select").
REJECT = [
    ("gfx600", 64, "__builtin_amdgcn_mov_dpp", "i32", [[0] * 64, 0x111, 0xF, 0xF, False], "no DPP before GFX8 (clang-22: needs target feature dpp)"),
    ("gfx700", 64, "__builtin_amdgcn_update_dpp", "i32", [[0] * 64, [0] * 64, 0x111, 0xF, 0xF, False], "no DPP before GFX8"),
    ("gfx700", 64, "__builtin_amdgcn_ds_bpermute", "i32", [[0] * 64, [0] * 64], "llc-22: Cannot select ds.bpermute before GFX8"),
    ("gfx602", 64, "__builtin_amdgcn_wave_reduce_add_u32", "u32", [[0] * 64, 0], "llc-22 crashes on wave.reduce before GFX8"),
    ("gfx801", 64, "__builtin_amdgcn_mov_dpp8", "u32", [[0] * 64, 0], "dpp8 is GFX10+"),
    ("gfx801", 64, "__builtin_amdgcn_mov_dpp", "i32", [[0] * 64, 0x150, 0xF, 0xF, False], "row_newbcast/row_share is not supported before GFX90A"),
    ("gfx900", 64, "__builtin_amdgcn_permlane16", "u32", [[0] * 64, [0] * 64, 0, 0, False, False], "permlane16 is GFX10+"),
    ("gfx1010", 32, "__builtin_amdgcn_mov_dpp", "i32", [[0] * 32, 0x142, 0xF, 0xF, False], "broadcasts are not supported on GFX10+"),
    ("gfx1030", 32, "llvm.amdgcn.s.get.waveid.in.workgroup", "u32", [], "s_get_waveid_in_workgroup is GFX10.1 only (llc-22: Cannot select on gfx1030)"),
    ("gfx1030", 64, "llvm.amdgcn.wave.shuffle.i32", "i32", [[0] * 64, [0] * 64], "llc-22 crashes selecting wave.shuffle for GFX10 wave64"),
    ("gfx1200", 32, "__builtin_amdgcn_permlane_bcast", "u32", [[0] * 32, 0, 0], "gfx1250-insts"),
    ("gfx9-generic", 64, "__builtin_amdgcn_mov_dpp", "i32", [[0] * 64, 0x150, 0xF, 0xF, False], "gfx9-generic lacks gfx90a's row_newbcast"),
    ("gfx11-generic", 32, "__builtin_amdgcn_permlane16_var", "u32", [[0] * 32, [0] * 32, [0] * 32, False, False], "permlane16_var is gfx12-insts"),
]
for k, (t, wave, call, ty, args, note) in enumerate(REJECT):
    add("reject.jsonl", {
        "id": case_id("reject", call, t, k), "target": t, "wave": wave, "call": call, "type": ty,
        "exec": hex((1 << wave) - 1), "args": args, "expect": {"error": True}, "note": note,
    })

# ---- write -----------------------------------------------------------------------------

out = sys.argv[1] if len(sys.argv) > 1 else "vectors/llvm22-coverage"
os.makedirs(out, exist_ok=True)
files = {}
for name, cs in sorted(cases.items()):
    text = "".join(json.dumps(c, separators=(",", ":")) + "\n" for c in cs)
    with gzip.GzipFile(os.path.join(out, name + ".gz"), "wb", mtime=0) as f:
        f.write(text.encode())
    calls = {}
    for c in cs:
        calls[c["call"]] = calls.get(c["call"], 0) + 1
    files[name] = {"cases": len(cs), "calls": dict(sorted(calls.items()))}
meta = {
    "source": "independent reference model (Python, scripts/llvm22_coverage_vectors.py) written from the sources in its docstring; not hardware, shares no code with xlane",
    "generator": "scripts/llvm22_coverage_vectors.py",
    "seed": SEED,
    "model": __doc__.strip().splitlines()[0],
    "null_policy": [
        "inactive lanes are null",
        "f32 wave reductions: a NaN or subnormal operand, step or result; a -0.0/+0.0 tie of v_min/v_max; equal lanes whose loop and uniform forms differ",
        "__nvvm_fns with base above 31",
    ],
    "files": files,
    "total_cases": sum(len(c) for c in cases.values()),
}
with open(os.path.join(out, "meta.json"), "w") as f:
    json.dump(meta, f, indent=1, sort_keys=True)
    f.write("\n")
print(out, meta["total_cases"], "cases")
