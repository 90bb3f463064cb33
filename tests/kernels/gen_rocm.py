#!/usr/bin/env python3
"""The rocPRIM and hipCUB kernels: build rows, the .ll build and the host references.

    python3 tests/kernels/gen_rocm.py ll     # needs the ROCm sources and device libraries
    python3 tests/kernels/gen.py specs       # the specs (gen.py lists these after its own)

`ll` compiles each source of `rocprim/` and `hipcub/` for every build below with clang-22
against the real headers and links the ROCm device libraries with `-mlink-builtin-bitcode`
(tests/kernels/README.md, "rocPRIM and hipCUB", says which versions and where they come
from). The environment names them:

    ROCM_INCLUDE      a folder with hip/ (ROCm/HIP include/hip plus ROCm/clr
                      hipamd/include/hip and a hip_version.h), rocprim/ and hipcub/ headers
                      and rocprim_version.hpp / hipcub_version.hpp
    ROCM_DEVICE_LIBS  a folder with ocml.bc, ockl.bc and the oclc_*.bc control libraries

The references compute what each primitive is documented to return (a sum, a scan, a sorted
sequence, ranks, a histogram), never xlane's output.
"""
import math
import os
import struct
import subprocess
import sys
from fractions import Fraction

import gen
from gen import M32, SENTINEL, out_buf, rand_buf, random_u32, spec, stem

HERE = os.path.dirname(os.path.abspath(__file__))

# (target, wave) of every rocPRIM/hipCUB build: CDNA3, CDNA2, RDNA3 and RDNA4 (both wave32).
ROCM_BUILDS = [("gfx942", 64), ("gfx90a", 64), ("gfx1100", 32), ("gfx1201", 32)]

GRID, BLOCK = 2, 128
N = GRID * BLOCK


def clang_rocm_cmd(src, target, wave, out, ockl="ockl"):
    """clang-22 with the real HIP headers and the device libraries linked into the module
    (`ockl`: which ockl library, see PRINTF_STREAM)."""
    inc = os.environ["ROCM_INCLUDE"]
    libs = os.environ["ROCM_DEVICE_LIBS"]
    isa = target[3:]
    bitcode = ["ocml", ockl, "oclc_daz_opt_off", "oclc_unsafe_math_off", "oclc_finite_only_off",
               "oclc_correctly_rounded_sqrt_on", f"oclc_wavefrontsize64_{'on' if wave == 64 else 'off'}",
               f"oclc_isa_version_{isa}", "oclc_abi_version_500"]
    link = []
    for b in bitcode:
        link += ["-Xclang", "-mlink-builtin-bitcode", "-Xclang", os.path.join(libs, b + ".bc")]
    return ["clang-22", "-x", "hip", f"--offload-arch={target}", "--cuda-device-only", "-nogpulib",
            "-nogpuinc", f"-cuid={stem(src)}", "-O2", "-std=c++17", f"-D__AMDGCN_WAVEFRONT_SIZE={wave}",
            # clang's own <new> with the device placement new (what -nogpuinc leaves out)
            "-isystem", clang_resource("include/cuda_wrappers"), "-isystem", inc, "-include", "__clang_hip_runtime_wrapper.h",
            "-Wno-missing-template-arg-list-after-template-kw", "-Wno-deprecated-declarations",
            "-Wno-unused-value", *link, "-emit-llvm", "-S", src, "-o", out]


def clang_resource(sub):
    res = subprocess.run(["clang-22", "-print-resource-dir"], capture_output=True, text=True, check=True)
    return os.path.join(res.stdout.strip(), sub)


# Sources linked with `ockl_noprintf.bc`: ockl without its printf streams (`llvm-extract
# --delete` of __ockl_printf_begin, __ockl_printf_append_args, __ockl_printf_append_string_n,
# __ockl_fprintf_stderr_begin, __ockl_fprintf_append_args, __ockl_fprintf_append_string_n). HIP's printf then stays the calls clang emits, which
# xlane runs as the host would; with them linked, ockl's hostcall client is inlined into the
# kernel and waits on a host xlane does not model.
PRINTF_STREAM = {"hip_printf.hip"}


def build_ll():
    for d, src, builds, _ in rocm_kernels():
        folder = os.path.join(HERE, d)
        for target, wave in builds:
            out = f"{stem(src)}.{gen.tag(target, wave)}.ll"
            gen.run(clang_rocm_cmd(src, target, wave, out, "ockl_noprintf" if src in PRINTF_STREAM else "ockl"), folder)
            gen.run(["opt-22", "-passes=verify", "-disable-output", out], folder)


# ---------------------------------------------------------------------------------------
# Host references
# ---------------------------------------------------------------------------------------

def s32(x):
    x &= M32
    return x - (1 << 32) if x >> 31 else x


def groups(n, size):
    return [list(range(b, min(b + size, n))) for b in range(0, n, size)]


def k_rocprim_warp(target, wave, variant=""):
    mod = f"rocprim_warp.{gen.tag(target, wave)}.ll"
    t = gen.tag(target, wave)
    x = [s32(v) for v in random_u32(11, N)]
    x12 = [v >> 12 for v in x]  # the sums' inputs (arithmetic shift, as the kernel's int >> 12)
    u = random_u32(12, N)
    out = []

    def case(kernel, expect, ins=None, outs=None):
        args = [ins or rand_buf(11, N, "i32"), outs or out_buf(N, ty="i32")]
        out.append((f"{kernel}.{t}.spec.json", spec(mod, kernel, target, wave, GRID, BLOCK, args, {1: expect})))

    def reduce_sum(w, all_lanes):
        r = [SENTINEL] * N
        for g in groups(N, w):
            total = s32(sum(x12[i] for i in g))
            for i in g:
                if all_lanes or i == g[0]:
                    r[i] = total
        return [s32(v) for v in r]

    case("warp_reduce_sum", reduce_sum(wave, False))
    case("warp_reduce_sum_all", reduce_sum(wave, True))
    case("warp_reduce_sum_half", reduce_sum(wave // 2, True))
    case("warp_reduce_sum_8", reduce_sum(8, False))
    r = [s32(SENTINEL)] * N
    for g in groups(N, wave):
        w = (g[0] % BLOCK) // wave
        r[g[0]] = max(x[i] for i in g[:3 + 5 * w])
    case("warp_reduce_max_valid", r)
    r = []
    for g in groups(N, wave):
        total = float(sum(x[i] & 255 for i in g))
        r += [total] * len(g)
    out.append((f"warp_reduce_float.{t}.spec.json",
                spec(mod, "warp_reduce_float", target, wave, GRID, BLOCK,
                     [rand_buf(11, N, "i32"), out_buf(N, ty="f32")], {1: r})))
    # head-segmented sums: the result is specified at each segment's first lane only
    r = [None] * N
    for g in groups(N, wave):
        heads = [i for i in g if i == g[0] or ((x12[i] & M32) >> 4) % 5 == 0]
        for k, h in enumerate(heads):
            end = heads[k + 1] if k + 1 < len(heads) else g[-1] + 1
            r[h] = s32(sum(x12[h:end]))
    case("warp_segmented_reduce", r)

    def scan(w):
        r = []
        for g in groups(N, w):
            acc = 0
            for i in g:
                exc = s32(7 + acc)
                acc += x12[i]
                r += [s32(acc), exc]
        return r

    case("warp_scan_sum", scan(wave), outs=out_buf(2 * N, ty="i32"))
    case("warp_scan_sum_half", scan(wave // 2), outs=out_buf(2 * N, ty="i32"))
    r = []
    for g in groups(N, 8):
        m = None
        for i in g:
            m = x[i] if m is None else max(m, x[i])
            r.append(m)
    case("warp_scan_max_8", r)
    for kernel, w in (("warp_sort_keys", wave), ("warp_sort_keys_8", 8)):
        r = []
        for g in groups(N, w):
            r += sorted(u[i] for i in g)
        out.append((f"{kernel}.{t}.spec.json", spec(mod, kernel, target, wave, GRID, BLOCK,
                                                    [rand_buf(12, N), out_buf(N)], {1: r})))
    items = 4
    xi = [s32(v) for v in random_u32(13, N * items)]
    r = [0] * (N * items)
    for g in groups(N, wave):
        # blocked: lane l holds items l*4 .. l*4+3 of the warp's tile; striped: lane l holds
        # tile elements l, l+W, l+2W, l+3W
        tile = [xi[items * g[0] + k] for k in range(items * len(g))]
        for l in range(len(g)):
            for k in range(items):
                r[items * (g[0] + l) + k] = tile[l + k * len(g)]
    out.append((f"warp_exchange_striped.{t}.spec.json",
                spec(mod, "warp_exchange_striped", target, wave, GRID, BLOCK,
                     [rand_buf(13, N * items, "i32"), out_buf(N * items, ty="i32")], {1: r})))
    r = []
    for g in groups(N, wave):
        for i in g:
            valid = (u[i] >> 8 & 1) == 0
            m = sum(1 << (j - g[0]) for j in g if (u[j] >> 8 & 1) == 0 and (u[j] & 15) == (u[i] & 15))
            r.append("0x%016x" % (m if valid else 0))
    out.append((f"warp_match_any.{t}.spec.json", spec(mod, "warp_match_any", target, wave, GRID, BLOCK,
                                                      [rand_buf(12, N), out_buf(N, 0, "u64")], {1: r})))
    r = []
    for g in groups(N, wave):
        odd = [j for j in g if u[j] & 1]
        b2 = sum(1 << (j - g[0]) for j in odd if u[j] & 2)
        for i in g:
            if u[i] & 1:
                below = sum(1 for j in odd if j < i)
                r.append("0x%016x" % (b2 ^ below << 56))
            else:
                r.append("0x%016x" % 0)
    out.append((f"warp_ballot_divergent.{t}.spec.json",
                spec(mod, "warp_ballot_divergent", target, wave, GRID, BLOCK,
                     [rand_buf(12, N), out_buf(N, 0, "u64")], {1: r})))
    return out


ITEMS = 2


def tiles(vals, size):
    return [vals[b:b + size] for b in range(0, len(vals), size)]


def block_case(mod, target, wave, kernel, ins, out_len, expect, out_ty="u32"):
    t = gen.tag(target, wave)
    return (f"{kernel}.{t}.spec.json",
            spec(mod, kernel, target, wave, GRID, BLOCK, [ins, out_buf(out_len, ty=out_ty)], {1: expect}))


def scan_out(vals, init, n_blocks, block_items):
    """[inc, exc] per item, then each block's total (as the scan kernels write them)."""
    r, totals = [], []
    for tile in tiles(vals, block_items):
        acc = 0
        for v in tile:
            exc = s32(init + acc)
            acc += v
            r += [s32(acc), exc]
        totals.append(s32(acc))
    return r + totals


def k_rocprim_block(target, wave, variant=""):
    mod = f"rocprim_block.{gen.tag(target, wave)}.ll"
    out = []
    x = [s32(v) for v in random_u32(21, N)]
    for kernel in ("block_reduce_warp", "block_reduce_raking", "block_reduce_raking_commutative"):
        out.append(block_case(mod, target, wave, kernel, rand_buf(21, N, "i32"), GRID,
                              [s32(sum(v >> 12 for v in tile)) for tile in tiles(x, BLOCK)], "i32"))
    out.append(block_case(mod, target, wave, "block_reduce_max_valid", rand_buf(21, N, "i32"), GRID,
                          [max(tile[:100 - 30 * b]) for b, tile in enumerate(tiles(x, BLOCK))], "i32"))
    xi = [s32(v) for v in random_u32(22, N * ITEMS)]
    for kernel in ("block_scan_warp", "block_scan_reduce_then_scan"):
        out.append(block_case(mod, target, wave, kernel, rand_buf(22, N * ITEMS, "i32"), 2 * N * ITEMS + GRID,
                              scan_out([v >> 12 for v in xi], 5, GRID, BLOCK * ITEMS), "i32"))
    u = random_u32(23, N * ITEMS)
    out.append(block_case(mod, target, wave, "block_radix_sort_keys", rand_buf(23, N * ITEMS), N * ITEMS,
                          [k for tile in tiles(u, BLOCK * ITEMS) for k in sorted(tile)]))
    r = []
    for tile in tiles(u, BLOCK * ITEMS):
        pairs = sorted(((k & 0xFFFF, i) for i, k in enumerate(tile)), key=lambda p: -p[0])  # stable
        for k, i in pairs:
            r += [k, i]
    out.append(block_case(mod, target, wave, "block_radix_sort_pairs_desc", rand_buf(23, N * ITEMS), 2 * N * ITEMS, r))
    # rank: the position of each key in a stable sort of the tile by the digit (bits 3..7)
    r = []
    for tile in tiles(u, BLOCK * ITEMS):
        digit = [(k >> 3) & 31 for k in tile]
        order = sorted(range(len(tile)), key=lambda i: digit[i])
        rank = [0] * len(tile)
        for pos, i in enumerate(order):
            rank[i] = pos
        r += rank
    for kernel in ("block_radix_rank_basic", "block_radix_rank_memoize"):
        out.append(block_case(mod, target, wave, kernel, rand_buf(23, N * ITEMS), N * ITEMS, r))
    # the match algorithm (block_radix_rank_match.hpp) counts equal digits per warp, item by
    # item, lane by lane (match_any + masked_bit_count), then scans the (digit, warp)
    # counters: equal digits are ordered by (warp, item, lane), not by tile position
    r = []
    for tile in tiles(u, BLOCK * ITEMS):
        def order_key(p):
            t, i = divmod(p, ITEMS)
            return ((tile[p] >> 3) & 31, t // wave, i, t % wave)
        order = sorted(range(len(tile)), key=order_key)
        rank = [0] * len(tile)
        for pos, p in enumerate(order):
            rank[p] = pos
        r += rank
    out.append(block_case(mod, target, wave, "block_radix_rank_match", rand_buf(23, N * ITEMS), N * ITEMS, r))
    r = []
    for tile in tiles(u, BLOCK * ITEMS):
        r += [sum(1 for k in tile if k & 31 == b) for b in range(32)]
    for kernel in ("block_histogram_atomic", "block_histogram_sort"):
        out.append(block_case(mod, target, wave, kernel, rand_buf(23, N * ITEMS), 32 * GRID, r))
    r = []
    for tile in tiles(xi, BLOCK * ITEMS):
        r += [tile[i * BLOCK + t] for t in range(BLOCK) for i in range(ITEMS)]
    out.append(block_case(mod, target, wave, "block_exchange_striped", rand_buf(22, N * ITEMS, "i32"), N * ITEMS, r, "i32"))
    r = []
    for tile in tiles(u, BLOCK * ITEMS):
        d = [k >> 4 & 3 for k in tile]
        for p in range(len(tile)):
            head = 1 if p == 0 else int(d[p - 1] != d[p])
            tail = 1 if p == len(tile) - 1 else int(d[p] != d[p + 1])
            r.append(head | tail << 1)
    out.append(block_case(mod, target, wave, "block_discontinuity_flags", rand_buf(23, N * ITEMS), N * ITEMS, r))
    return out


def k_hipcub(target, wave, variant=""):
    mod = f"hipcub_prims.{gen.tag(target, wave)}.ll"
    out = []
    x = [s32(v) for v in random_u32(31, N)]
    x12 = [v >> 12 for v in x]
    ins = rand_buf(31, N, "i32")
    for kernel, w in (("cub_warp_sum", wave), ("cub_warp_sum_16", 16)):
        r = [s32(SENTINEL)] * N
        for g in groups(N, w):
            r[g[0]] = s32(sum(x12[i] for i in g))
        out.append(block_case(mod, target, wave, kernel, ins, N, r, "i32"))
    r = [s32(SENTINEL)] * N
    for g in groups(N, wave):
        r[g[0]] = max(x[i] for i in g[:7])
    out.append(block_case(mod, target, wave, "cub_warp_max_valid", ins, N, r, "i32"))
    for kernel, w in (("cub_warp_scan", wave), ("cub_warp_scan_8", 8)):
        r = []
        for g in groups(N, w):
            acc = 0
            for i in g:
                exc = acc
                acc += x12[i]
                r += [s32(acc), s32(exc)]
        out.append(block_case(mod, target, wave, kernel, ins, 2 * N, r, "i32"))
    r = []
    for tile in tiles(x12, BLOCK):
        r += [s32(sum(tile)), s32(sum(tile[:77]))]
    for kernel in ("cub_block_reduce_warp", "cub_block_reduce_raking", "cub_block_reduce_raking_commutative"):
        out.append(block_case(mod, target, wave, kernel, ins, 2 * GRID, r, "i32"))
    xi = [s32(v) >> 12 for v in random_u32(32, N * ITEMS)]
    for kernel in ("cub_block_scan_raking", "cub_block_scan_raking_memoize", "cub_block_scan_warp_scans"):
        out.append(block_case(mod, target, wave, kernel, rand_buf(32, N * ITEMS, "i32"), 2 * N * ITEMS + GRID,
                              scan_out(xi, 0, GRID, BLOCK * ITEMS), "i32"))
    return out


def k_amd_asm(target, wave, variant=""):
    """Inline AMDGPU asm (amd_asm.hip): the ISA's lane maps for each form, all lanes active."""
    t = gen.tag(target, wave)
    mod = f"amd_asm.{t}.ll"
    x = random_u32(41, N)
    r = []
    for i in range(N):
        base, lane = i - i % wave, i % wave
        row = lane - lane % 16
        dpp_shr = x[i] + 1 & M32 if lane % 16 == 0 else x[i - 1]  # out of the row: keeps old
        quad = x[base + (lane & ~3) + 3 - lane % 4]
        swap = x[base + (lane ^ 1)]
        bperm = x[base + (lane + 3) % wave]
        lanes = (x[base + 5] + x[base]) & M32
        mbcnt = bin(0x55555555 & ((1 << min(lane, 32)) - 1)).count("1")
        r += [x[i], x[i], dpp_shr, quad, swap, bperm, lanes, mbcnt]
    out = [(f"asm_forms.{t}.spec.json", spec(mod, "asm_forms", target, wave, GRID, BLOCK,
                                             [rand_buf(41, N), out_buf(8 * N)], {1: r}))]
    r = [x[i - i % BLOCK + (i % BLOCK + 64) % BLOCK] for i in range(N)]
    out.append((f"asm_barrier.{t}.spec.json", spec(mod, "asm_barrier", target, wave, GRID, BLOCK,
                                                   [rand_buf(41, N), out_buf(N)], {1: r})))
    bad = spec(mod, "asm_unmodelled", target, wave, 1, BLOCK, [rand_buf(41, BLOCK), out_buf(BLOCK)])
    bad["expect_error"] = "unsupported"
    out.append((f"asm_unmodelled.{t}.spec.json", bad))
    return out


def f32_bits(v):
    return struct.unpack("<I", struct.pack("<f", v))[0]


def k_rocm_math(target, wave, variant=""):
    """ocml linked: exact operations checked; approximate ones only named."""
    t = gen.tag(target, wave)
    mod = f"rocm_math.{t}.ll"
    x = gen.random_f32(51, N)
    d = [(v >> 11) * 2.0 ** -53 for v in gen.splitmix64(52, N)]  # launch.md: f64 fill
    e = []
    for v in x:
        q = Fraction(v)
        m, ex = math.frexp(v)
        e += [gen.f32_round(Fraction(math.sqrt(v))),  # sqrt of a double then f32: no double-rounding error for sqrt
              max(v, 0.5), min(v, 0.25), gen.f32_round(q * 3 + Fraction(1, 8)), gen.f32_round(q / 3), v * 32, m, float(ex)]
    de = []
    for v in d:
        de += [math.sqrt(v), float(Fraction(v) * Fraction(v) + 1), max(v, 0.5)]
    s = spec(mod, "rocm_math", target, wave, GRID, BLOCK,
             [rand_buf(51, N, "f32"), out_buf(8 * N, 0, "f32"), out_buf(4 * N, 0, "f32"), rand_buf(52, N, "f64"), out_buf(3 * N, 0, "f64")],
             {1: e, 2: [None] * (4 * N), 4: de},
             approximate=["v_exp_f32", "v_log_f32", "llvm.exp.f32 (v_exp_f32)", "llvm.log.f32 (v_log_f32)"])
    return [(f"rocm_math.{t}.spec.json", s)]


def k_hip_printf(target, wave, variant=""):
    """HIP printf (ockl's append stream) and assert (hip_assert.h's __assert_fail)."""
    t = gen.tag(target, wave)
    mod = f"hip_printf.{t}.ll"
    x = [s32(v) for v in random_u32(61, N)]
    lines = []
    for g in range(N):
        b, th = divmod(g, BLOCK)
        if th % 16 == 3:
            lines.append("block %d thread %3u: %d %s %5.2f %x\n" % (b, th, x[g] >> 20, "ok", 1.5 * th, g << 33))
    out = [(f"hip_printf.{t}.spec.json",
            spec(mod, "hip_printf", target, wave, GRID, BLOCK, [rand_buf(61, N, "i32"), out_buf(N, ty="i32")], {1: x},
                 expect_printf="".join(lines)))]
    data = list(range(100, 100 + N))
    data[BLOCK + 40] = 7  # block 1, thread 40
    bad = spec(mod, "hip_assert", target, wave, GRID, BLOCK, [{"buffer": "i32", "data": data}, out_buf(N, ty="i32")])
    bad["expect_error"] = "assert"
    out.append((f"hip_assert.{t}.spec.json", bad))
    return out


def rocm_kernels():
    """(directory, source, builds, spec builder) rows, as gen.py's KERNELS."""
    return [
        ("rocprim", "rocprim_warp.hip", ROCM_BUILDS, k_rocprim_warp),
        ("rocprim", "rocprim_block.hip", ROCM_BUILDS, k_rocprim_block),
        ("hipcub", "hipcub_prims.hip", ROCM_BUILDS, k_hipcub),
        ("amd_asm", "amd_asm.hip", ROCM_BUILDS, k_amd_asm),
        ("rocm_math", "rocm_math.hip", ROCM_BUILDS, k_rocm_math),
        ("hip_printf", "hip_printf.hip", ROCM_BUILDS, k_hip_printf),
    ]


if __name__ == "__main__":
    if sys.argv[1:] == ["ll"]:
        build_ll()
    else:
        sys.exit(__doc__)
