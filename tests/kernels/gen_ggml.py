"""ggml-style kernels (ggml/ggml.cu, ggml/ggml.hip, written for xlane): build rows and host
references. `gen.py` calls `build_ll()` and `specs()`.

The CUDA module links libdevice (`-Xclang -mlink-builtin-bitcode`, as clang does with a CUDA
installation): set LIBDEVICE to a `libdevice.10.bc` (CUDA's nvvm/libdevice, or the copy in
Triton's wheel, triton/backends/nvidia/lib/); without it the committed `.ll` is kept. The HIP
modules need nothing but clang-22.

References, from the PTX ISA (dp4a, dp2a) and LLVM's IntrinsicsAMDGPU.td (sdot4, sudot4):
byte (or half-word) products summed with the addend, wrapping at 32 bits; the ALiBi slopes are
powers of two (m0 = 2^-1), which powf returns exactly.
"""
import os

import gen as g

HERE = os.path.join(g.HERE, "ggml")
LIBDEVICE = os.environ.get("LIBDEVICE")
M32 = g.M32


def s8(x):
    return x - 256 if x & 0x80 else x


def s16(x):
    return x - 65536 if x & 0x8000 else x


def byte(w, k):
    return (w >> (8 * k)) & 0xFF


def dp4a(a, b, c, a_signed, b_signed):
    fa = s8 if a_signed else (lambda x: x)
    fb = s8 if b_signed else (lambda x: x)
    return (c + sum(fa(byte(a, k)) * fb(byte(b, k)) for k in range(4))) & M32


def dp2a(a, b, c, hi, signed):
    ha = [(a >> 16 * k) & 0xFFFF for k in range(2)]
    bb = [byte(b, k + (2 if hi else 0)) for k in range(2)]
    f16, f8 = (s16, s8) if signed else ((lambda x: x), (lambda x: x))
    return (c + sum(f16(ha[k]) * f8(bb[k]) for k in range(2))) & M32


def cuda_cmd(out):
    inc = os.path.join(g.HERE, "include")
    return ["clang-22", "-x", "cuda", "--cuda-gpu-arch=sm_90", "--cuda-device-only", "-nocudainc", "-nocudalib",
            "-I", inc, "-include", "cuda_lite.h", "-Xclang", "-target-feature", "-Xclang", "+ptx78",
            "-Xclang", "-mlink-builtin-bitcode", "-Xclang", LIBDEVICE, "-O2", "-emit-llvm", "-S", "ggml.cu", "-o", out]


# (target, wave, extra clang flags): sudot4 is RDNA3's (gfx11 dot8-insts); CDNA has sdot4
HIP_BUILDS = [("gfx1100", 32, ["-DUSE_SUDOT4"]), ("gfx1100", 64, ["-DUSE_SUDOT4"]), ("gfx942", 64, [])]


def build_ll():
    for target, wave, flags in HIP_BUILDS:
        out = f"ggml.{g.tag(target, wave)}.ll"
        cmd = g.clang_cmd("ggml.hip", target, wave, out)
        g.run(cmd[:1] + ["-I", os.path.join(g.HERE, "include"), "-include", "hip_lite.h"] + flags + cmd[1:], HERE)
    if LIBDEVICE:
        g.run(cuda_cmd("ggml.sm_90.ll"), HERE)
    else:
        print("ggml/ggml.sm_90.ll kept: set LIBDEVICE to a libdevice.10.bc to rebuild it (gen_ggml.py)")


def dot_q8_expect(a, b, groups, signed_b):
    return [sum((dp4a(a[32 * w + l], b[32 * w + l], 0, True, signed_b) for l in range(32))) & M32 for w in range(groups)]


def specs():
    groups = 4
    a, b = g.random_u32(301, 32 * groups), g.random_u32(302, 32 * groups)
    for target, wave, flags in HIP_BUILDS:
        t = g.tag(target, wave)
        sums = dot_q8_expect(a, b, groups, signed_b="-DUSE_SUDOT4" not in flags)
        yield "ggml", f"dot_q8.{t}.spec.json", g.spec(
            f"ggml.{t}.ll", "dot_q8", target, wave, 2, 64,
            [g.rand_buf(301, 32 * groups), g.rand_buf(302, 32 * groups), g.out_buf(groups)], {2: sums})
    # CUDA: the signed dp4a dot, its float scaling by d = 0.25 (exact), every other dot form
    sums = dot_q8_expect(a, b, groups, signed_b=True)
    scaled = [float((s - (1 << 32)) if s >> 31 else s) * 0.25 for s in sums]
    yield "ggml", "dot_q8.sm_90.spec.json", g.spec(
        "ggml.sm_90.ll", "dot_q8", "sm_90", 32, 2, 64,
        [g.rand_buf(301, 32 * groups), g.rand_buf(302, 32 * groups), g.out_buf(groups), g.out_buf(groups, 0, "f32"),
         {"scalar": "f32", "value": 0.25}], {2: sums, 3: scaled})
    n = 64
    x, y, z = g.random_u32(311, n), g.random_u32(312, n), g.random_u32(313, n)
    forms = ([dp4a(x[i], y[i], z[i], False, False) for i in range(n)] + [dp4a(x[i], y[i], z[i], True, False) for i in range(n)]
             + [dp2a(x[i], y[i], z[i], False, True) for i in range(n)] + [dp2a(x[i], y[i], z[i], True, False) for i in range(n)])
    yield "ggml", "dot_forms.sm_90.spec.json", g.spec(
        "ggml.sm_90.ll", "dot_forms", "sm_90", 32, 2, 32,
        [g.rand_buf(311, n), g.rand_buf(312, n), g.rand_buf(313, n), g.out_buf(4 * n)], {3: forms})
    # softmax: the slopes are exact (powf of 0.5); the softmax values go through ex2.approx
    # (libdevice's expf) and are not checked, only that the run names that approximation
    rows, cols = 4, 40
    yield "ggml", "soft_max_alibi.sm_90.spec.json", g.spec(
        "ggml.sm_90.ll", "soft_max_alibi", "sm_90", 32, rows, 32,
        [g.rand_buf(321, rows * cols, "f32"), g.out_buf(rows * cols, 0, "f32"), g.out_buf(rows, 0, "f32"),
         {"scalar": "i32", "value": cols}, {"scalar": "f32", "value": 0.5}, {"scalar": "f32", "value": 0.5}],
        {2: [0.5 ** (r + 1) for r in range(rows)]}, approximate=SOFTMAX_APPROX)
    yield from lds_block_sum_specs()
    yield from regs_row_sum_specs()


def lds_block_sum_specs():
    """Both instances of lds_block_sum on every build: a block's LDS/shared memory holds only
    the kernel's own 36 000-byte array (two together would not fit). Sums of 64 values below
    2^20 (no signed overflow) plus the template's N."""
    blocks, block = 3, 64
    x = [v & 0xFFFFF for v in g.random_u32(331, blocks * block)]
    builds = [(g.tag(t, w), t, w, 64 if t.startswith("gfx") else 32) for t, w, _ in HIP_BUILDS] + [("sm_90", "sm_90", 32, 32)]
    for tag, target, wave, _ in builds:
        for n in (9000, 9001):
            sums = [sum(x[b * block:(b + 1) * block]) + n for b in range(blocks)]
            yield "ggml", f"lds_block_sum_{n}.{tag}.spec.json", g.spec(
                f"ggml.{tag}.ll", f"lds_block_sum<{n}>", target, wave, blocks, block,
                [{"buffer": "i32", "data": x}, g.out_buf(blocks)], {1: sums})


def regs_row_sum_specs():
    """regs_row_sum<1000> and <1011> with 1024-thread blocks on every build: the module's twelve
    instances together need more registers than xlane gives one block (256 MiB), each alone
    far less. Thread t sums x[8 (t mod 8) + i] * (t + K) over i < K, wrapping at 32 bits."""
    blocks, block, n = 2, 1024, 1088
    x = g.random_u32(341, n)
    builds = [(g.tag(t, w), t, w) for t, w, _ in HIP_BUILDS] + [("sm_90", "sm_90", 32)]
    for tag, target, wave in builds:
        for k in (1000, 1011):
            row = [sum(x[8 * (t % 8) + i] for i in range(k)) * (t + k) & M32 for t in range(block)]
            yield "ggml", f"regs_row_sum_{k}.{tag}.spec.json", g.spec(
                f"ggml.{tag}.ll", f"regs_row_sum<{k}>", target, wave, blocks, block,
                [g.rand_buf(341, n), g.out_buf(blocks * block)], {1: row * blocks})


# What libdevice's expf and the division reach: the run must report exactly these.
SOFTMAX_APPROX = ["ex2.approx.f32", "rcp.approx.f32"]
