"""ggml's own CUDA/HIP kernels (llama.cpp's ggml-cuda, ggml-org/ggml d99724f), compiled by
clang-22 against the real headers, with numpy references written from the data formats.

    python3 tests/kernels/ggml_real/gen_ggml_real.py [ll] [specs] [check]

`ll` needs the ggml sources (GGML_SRC, a checkout of ggml-org/ggml) and rebuilds each module
as issue 22's ggml runs build them, then keeps only the kernels the specs launch and what they
call (`llvm-extract-22 --recursive`), so the committed IR is small. Without GGML_SRC the
committed `.ll` files are kept. No ggml or SDK source is committed.

    sm_90           clang-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-device-only -O2 -std=c++17
                    --cuda-path=CUDA (12.9 headers) -nocudalib, libdevice 10 linked
                    (-Xclang -mlink-builtin-bitcode), -DGGML_USE_CUDA
    gfx942.w64      clang-22 -x hip --offload-arch=gfx942 --cuda-device-only -nogpulib -nogpuinc -O2
                    -std=c++17, HIP 6.3 headers, ROCm-Device-Libs 6.0.2 bitcode linked,
                    -D__AMDGCN_WAVEFRONT_SIZE=64 -DGGML_USE_HIP -DGGML_USE_CUDA
    gfx1100.w32     the same for gfx1100, wave32

References (exact; the expected values are bytes):
- set_rows (set-rows.cu, `k_set_rows`, `k_set_rows_quant`): row r of each source matrix goes to
  row idx[r] of the destination; float→half and float→bfloat16 round to nearest even
  (`__float2half`, `__float2bfloat16`); the quantised rows follow ggml's block formats
  (ggml-common.h): q8_0 = half d, 32 × int8 q with d = max|x|/127 and q = roundf(x/d);
  q4_0 = half d, 16 bytes of 4-bit q with d = x_m/-8 (x_m the first element of largest
  magnitude) and q = min(15, trunc(x/d + 8.5)), element j in the low nibble of byte j and
  element j+16 in its high nibble; q5_0 the same with d = x_m/-16, q = min(31, trunc(x/d + 16.5)),
  the low 4 bits as in q4_0 and bit 4 of element j in bit j of the 32-bit qh. Every step is
  one f32 operation, computed here in f32 as the kernels do (x·(1/d), then + 8.5).
"""
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import spec_files  # noqa: E402 (tests/kernels/spec_files.py)

BUILDS = {"sm_90": ("sm_90", 32), "gfx942.w64": ("gfx942", 64), "gfx1100.w32": ("gfx1100", 32)}


# ---------------------------------------------------------------------------- references

def f16_bits(x):
    return np.atleast_1d(np.asarray(x, np.float32)).astype(np.float16).view(np.uint16)


def bf16_bits(x):
    b = np.asarray(x, np.float32).view(np.uint32).astype(np.uint64)
    return ((b + 0x7FFF + ((b >> 16) & 1)) >> 16).astype(np.uint16)


def largest(x):
    """ggml's scan: the first element whose magnitude is strictly larger than all before"""
    amax, vmax = np.float32(0), np.float32(0)
    for v in x:
        if amax < abs(v):
            amax, vmax = abs(v), v
    return amax, vmax


def inv(d):
    return np.float32(1) / d if d != 0 else np.float32(0)


def q8_0(x):
    amax = np.float32(np.max(np.abs(x)))
    d = amax / np.float32(127)
    q = (x * inv(d)).astype(np.float64)
    q = np.sign(q) * np.floor(np.abs(q) + 0.5)  # roundf: half away from zero (exact in f64)
    return np.concatenate([f16_bits(d).view(np.uint8), q.astype(np.int8).view(np.uint8)])


def q4_0(x):
    _, vmax = largest(x)
    d = vmax / np.float32(-8)
    q = np.minimum(15, np.trunc(x * inv(d) + np.float32(8.5)).astype(np.int64))
    return np.concatenate([f16_bits(d).view(np.uint8), (q[:16] | (q[16:] << 4)).astype(np.uint8)])


def q5_0(x):
    _, vmax = largest(x)
    d = vmax / np.float32(-16)
    q = np.minimum(31, np.trunc(x * inv(d) + np.float32(16.5)).astype(np.int64))
    qh = sum(int((q[j] >> 4) & 1) << j for j in range(32))
    qs = (q[:16] & 0xF) | ((q[16:] & 0xF) << 4)
    return np.concatenate([f16_bits(d).view(np.uint8), np.frombuffer(qh.to_bytes(4, "little"), np.uint8), qs.astype(np.uint8)])


QUANT = {"q8_0": (q8_0, 34), "q4_0": (q4_0, 18), "q5_0": (q5_0, 22)}


def quantize_row(q, row):
    f, _ = QUANT[q]
    return np.concatenate([f(row[k:k + 32]) for k in range(0, row.size, 32)])


# ---------------------------------------------------------------------------- set_rows

NE00, NE01, NE02, DST_ROWS = 64, 3, 2, 5  # src [NE02][NE01][NE00], dst [NE02][DST_ROWS][..]
IDX = np.array([[4, 0, 2], [1, 3, 0]])  # [i02][i01] -> destination row (ne11 = NE02: i11 = i02)


def fastdiv(d):
    """common.cuh init_fastdiv_values: <mp, L, d> as a uint3 (12 bytes)"""
    L = 0
    while L < 32 and (1 << L) < d:
        L += 1
    mp = ((1 << 32) * ((1 << L) - d) // d + 1) & 0xFFFFFFFF
    return {"bytes": b"".join(v.to_bytes(4, "little") for v in (mp, L, d)).hex()}


def sc(t, v):
    return {"scalar": t, "value": int(v)}


def set_rows_args(src, idx_t, dst, ne_total, s1):
    """set-rows.cu's launch: strides of src in floats, of idx in elements, of dst in dst units"""
    ibuf = {"buffer": "i64" if idx_t == "long" else "i32", "data": [int(v) for v in IDX.ravel()]}
    s = [NE00, NE00 * NE01, NE00 * NE01 * NE02, 1, NE01, NE01 * NE02, s1, s1 * DST_ROWS, s1 * DST_ROWS * NE02]
    return ([{"buffer": "f32", "data": [float(v) for v in src.ravel()]}, ibuf, dst, sc("i64", ne_total),
             sc("i64", NE01), sc("i64", NE02), sc("i64", 1), sc("i64", 1)] + [sc("i64", v) for v in s]
            + [fastdiv(NE00), fastdiv(NE01), fastdiv(NE02), fastdiv(NE02), fastdiv(1)])


def scatter(rows):
    out = np.zeros((NE02, DST_ROWS) + rows.shape[2:], rows.dtype)
    for i2 in range(NE02):
        for i1 in range(NE01):
            out[i2, IDX[i2, i1]] = rows[i2, i1]
    return out


# (case, kernel per vendor, index type, destination kind)
SET_ROWS = [
    ("set_rows_f32", "k_set_rows<float, long, float>", None, "long", "f32"),
    ("set_rows_f16", "k_set_rows<float, int, __half>", None, "int", "f16"),
    ("set_rows_bf16", "k_set_rows<float, long, __nv_bfloat16>", "k_set_rows<float, long, __hip_bfloat16>", "long", "bf16"),
    ("set_rows_q8_0", "q8_0", None, "long", "q"),
    ("set_rows_q4_0", "q4_0", None, "int", "q"),
    ("set_rows_q5_0", "q5_0", None, "long", "q"),
]


def set_rows_specs(build, target, wave):
    rng = np.random.default_rng(2207)
    src = (rng.standard_normal((NE02, NE01, NE00)) * 4).astype(np.float32)
    ne_total = NE00 * NE01 * NE02
    for case, kname, kname_amd, idx_t, kind in SET_ROWS:
        if kind == "q":
            q = kname
            rowbytes = NE00 // 32 * QUANT[q][1]
            ref = scatter(np.stack([np.stack([quantize_row(q, src[a, b]) for b in range(NE01)]) for a in range(NE02)]))
            # declared as `Tn PFvPKfPT0_E` in the mangling (C++20): front/names/param_decl.rs
            kernel = f"k_set_rows_quant<{idx_t}, block_{q}, 32, &quantize_f32_{q}_block(float const*, block_{q}*)>"
            grid, dst = 1, {"buffer": "u8", "len": ref.size, "fill": 0}
            args = set_rows_args(src, idx_t, dst, ne_total // 32, rowbytes)
            expect = [int(v) for v in ref.ravel()]
        else:
            kernel = kname_amd if (kname_amd and target.startswith("gfx")) else kname
            ref = scatter(src if kind == "f32" else (f16_bits(src) if kind == "f16" else bf16_bits(src)))
            etype = {"f32": "f32", "f16": "u16", "bf16": "u16"}[kind]
            dst = {"buffer": etype, "len": ref.size, "fill": 0}
            grid = (ne_total + 255) // 256
            args = set_rows_args(src, idx_t, dst, ne_total, NE00)
            expect = [float(v) for v in ref.ravel()] if kind == "f32" else [int(v) for v in ref.ravel()]
        yield f"{case}.{build}.spec.json", {"module": f"set_rows.{build}.ll", "kernel": kernel, "target": target, "wave": wave,
                                           "grid": [grid, 1, 1], "block": [256, 1, 1], "args": args, "expect": {"2": {"data": expect}}}


def all_specs():
    for build, (target, wave) in BUILDS.items():
        if os.path.exists(os.path.join(HERE, f"set_rows.{build}.ll")):
            yield from set_rows_specs(build, target, wave)


def write_specs():
    spec_files.write_specs(HERE, all_specs())


def check_specs():
    return spec_files.check_specs(HERE, all_specs(), "ggml_real", "gen_ggml_real.py")


# ---------------------------------------------------------------------------- build

def build_ll():
    src = os.environ.get("GGML_SRC")
    cc = os.environ.get("GGML_CC")  # a script: CC SRC BUILD OUT (the flags above)
    if not (src and cc):
        print("GGML_SRC/GGML_CC not set: the committed .ll files are kept")
        return
    for build in BUILDS:
        whole = f"/tmp/set_rows.{build}.whole.ll"
        subprocess.run([cc, os.path.join(src, "src/ggml-cuda/set-rows.cu"), build, whole], check=True)
        names = subprocess.run(["grep", "-o", "^define [^@]*@[^(]*", whole], capture_output=True, text=True).stdout.split()
        keep = [n.split("@")[1] for n in names if "@" in n]
        want = ("_ZL10k_set_rowsIflfE", "_ZL10k_set_rowsIfi6__halfE", "_ZL10k_set_rowsIfl13__nv_bfloat16E", "_ZL10k_set_rowsIfl14__hip_bfloat16E",
                "_ZL16k_set_rows_quantIl10block_q8_0", "_ZL16k_set_rows_quantIi10block_q4_0", "_ZL16k_set_rows_quantIl10block_q5_0")
        funcs = [f"--func={n}" for n in keep if n.startswith(want)]
        subprocess.run(["llvm-extract-22", "-S", "--recursive", *funcs, whole, "-o", os.path.join(HERE, f"set_rows.{build}.ll")], check=True)


if __name__ == "__main__":
    what = sys.argv[1:] or ["ll", "specs"]
    if what == ["check"]:
        sys.exit(0 if check_specs() else 1)
    if "ll" in what:
        build_ll()
    if "specs" in what:
        write_specs()
