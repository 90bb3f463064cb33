#!/usr/bin/env python3
"""Build the kernel corpus: compile every kernel to LLVM IR and write its launch specs.

    python3 tests/kernels/gen.py ll      # regenerate the .ll files (needs clang-22, opt-22)
    python3 tests/kernels/gen.py specs   # rewrite the *.spec.json files (pure Python)
    python3 tests/kernels/gen.py check   # compare the committed specs with the references

The expected outputs in the specs come from the host references below. They are written
from the kernels' source semantics and the ISA/PTX rules cited next to them, never from
xlane's output. Inputs use the launch spec's `{"random": SEED}` fill, reproduced here with
splitmix64 exactly as docs/launch.md specifies.
"""
import importlib
import os
import struct
from fractions import Fraction
import subprocess
import sys

from spec_files import spec_text

HERE = os.path.dirname(os.path.abspath(__file__))
M32 = 0xFFFFFFFF
M64 = 0xFFFFFFFFFFFFFFFF
SENTINEL = 0xDEADBEEF  # fill of output buffers, so unwritten elements are checked too

# ---------------------------------------------------------------------------------------
# Targets and builds
# ---------------------------------------------------------------------------------------

# (target, wave): a build variant. `tag` names the files built for it.
AMD_W64_ONLY = {"gfx90a", "gfx942", "gfx950"}
PTX_FOR = {"sm_70": "+ptx64", "sm_80": "+ptx70", "sm_90": "+ptx78"}


def tag(target, wave):
    """File tag of a build: gfx942, gfx1100.w32, gfx1100.w64, sm_90."""
    if target.startswith("sm_") or target in AMD_W64_ONLY:
        return target
    return f"{target}.w{wave}"


# Build variants: a suffix of the file tag and the clang flags it changes.
#   .O0    unoptimised IR (allocas, loads/stores of locals, every branch kept)
#   .cov4  AMD code object v4: blockDim comes from the HSA dispatch packet
#   .cov5  AMD code object v5: blockDim comes from the hidden kernel arguments
VARIANT_FLAGS = {"": ["-O2"], ".O0": ["-O0"], ".O1": ["-O1"], ".O3": ["-O3"],
                 ".cov4": ["-O2", "-mcode-object-version=4"],
                 ".cov5": ["-O2", "-mcode-object-version=5"],
                 ".cov6": ["-O2", "-mcode-object-version=6"]}


def clang_cmd(src, target, wave, out, variant=""):
    flags = VARIANT_FLAGS[variant]
    if target.startswith("sm_"):
        return ["clang-22", "-x", "cuda", f"--cuda-gpu-arch={target}", "--cuda-device-only",
                "-nocudainc", "-nocudalib", "-Xclang", "-target-feature", "-Xclang",
                PTX_FOR[target], *flags, "-emit-llvm", "-S", src, "-o", out]
    # A fixed -cuid keeps the module independent of the checkout's path.
    cmd = ["clang-22", "-x", "hip", f"--offload-arch={target}", "--cuda-device-only",
           "-nogpulib", "-nogpuinc", f"-cuid={stem(src)}", *flags, "-emit-llvm", "-S", src,
           "-o", out]
    if wave == 64 and target not in AMD_W64_ONLY:
        cmd.append("-mwavefrontsize64")
    return cmd


def atomic_opt_cmd(target, wave, strategy, src_ll, out):
    cmd = ["opt-22", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={target}",
           f"-passes=amdgpu-atomic-optimizer<strategy={strategy}>", "-S", src_ll, "-o", out]
    if wave == 64 and target not in AMD_W64_ONLY:
        cmd.insert(2, "-mattr=+wavefrontsize64")
    return cmd


# ---------------------------------------------------------------------------------------
# Inputs: splitmix64 as in docs/launch.md
# ---------------------------------------------------------------------------------------

def splitmix64(seed, count):
    state = seed & M64
    out = []
    for _ in range(count):
        state = (state + 0x9E3779B97F4A7C15) & M64
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        out.append(z ^ (z >> 31))
    return out


def random_u32(seed, count):
    return [x & M32 for x in splitmix64(seed, count)]


def random_f32(seed, count):
    """launch.md: f32 element = (x >> 40) * 2^-24 (exact in binary32)."""
    return [(x >> 40) * 2.0 ** -24 for x in splitmix64(seed, count)]


def round_binary(q, mant_bits, emin):
    """Round an exact rational to the nearest value of a binary format with `mant_bits`
    fraction bits and minimum normal exponent `emin`, ties to even (no overflow here)."""
    if q == 0:
        return 0.0
    sign, q = (-1, -q) if q < 0 else (1, q)
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    e = max(e, emin)  # below that the spacing is fixed (subnormals)
    scale = Fraction(2) ** (mant_bits - e)
    m = q * scale
    whole = m.numerator // m.denominator
    rest = m - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
    return sign * float(Fraction(whole) / scale)


def f32_round(q):
    return round_binary(q, 23, -126)


def f16_round(q):
    return round_binary(Fraction(q), 10, -14)


def bf16_round(q):
    return round_binary(Fraction(q), 7, -126)


def f16_hex(v):
    return "0x%04x" % struct.unpack("<H", struct.pack("<e", v))[0]


def bf16_hex(v):
    bits = struct.unpack("<I", struct.pack("<f", v))[0]
    assert bits & 0xFFFF == 0, "not a bf16 value"
    return "0x%04x" % (bits >> 16)


def f32_add(a, b):
    return f32_round(Fraction(a) + Fraction(b))


def f32_hex(v):
    return "0x%08x" % struct.unpack("<I", struct.pack("<f", v))[0]


def f64_hex(v):
    return "0x%016x" % struct.unpack("<Q", struct.pack("<d", v))[0]


def rand_buf(seed, count, ty="u32"):
    return {"buffer": ty, "len": count, "fill": {"random": seed}}


def fits(v, ty):
    """Whether integer v lies in the range of element type ty (xlane refuses one that does not)."""
    bits = int(ty[1:])
    return -(1 << (bits - 1)) <= v < (1 << (bits - 1)) if ty[0] == "i" else 0 <= v < (1 << bits)


def out_buf(count, fill=SENTINEL, ty="u32"):
    # a sentinel that does not fit a signed type is given as its bit pattern
    if isinstance(fill, int) and ty[0] in "iu" and not fits(fill, ty):
        fill = hex(fill & ((1 << int(ty[1:])) - 1))
    return {"buffer": ty, "len": count, "fill": fill}


def scalar(v):
    return {"scalar": "u32", "value": v}


# ---------------------------------------------------------------------------------------
# Wave models used by the references
# ---------------------------------------------------------------------------------------

def bpermute(vals, active, index, wave, target):
    """ds_bpermute_b32 with byte address index<<2 (docs/notes/amd-semantics.md §5).

    The source lane is (addr >> 2) mod W; on GFX10/GFX11 wave64 the instruction works per
    32-lane half (RDNA3 ISA DS_BPERMUTE_B32: "destination lane is MOD 32 regardless of
    wave size"). A disabled source lane yields 0 (ISA: "if src_lane selects a disabled
    thread then zero is returned")."""
    half = wave == 64 and (target.startswith("gfx10") or target.startswith("gfx11"))
    out = [None] * wave
    for i in range(wave):
        if not active[i]:
            continue
        addr = (index[i] << 2) & M32
        if half:
            src = (i & 32) | ((addr >> 2) & 31)
        else:
            src = (addr >> 2) % wave
        out[i] = vals[src] if active[src] else 0
    return out


def to_i32(x):
    x &= M32
    return x - (1 << 32) if x & 0x80000000 else x


def hip_shfl_xor(vals, active, mask, wave, target, width=None):
    """HIP __shfl_xor: index = self ^ mask, kept only below the end of self's segment."""
    width = width or wave
    idx = []
    for self_ in range(wave):
        index = self_ ^ mask
        if index >= ((self_ + width) & ~(width - 1)):
            index = self_
        idx.append(index)
    return bpermute(vals, active, idx, wave, target)


def hip_shfl_up(vals, active, delta, wave, target, width=None):
    """HIP __shfl_up: index = self - delta (int), own lane when below self's segment."""
    width = width or wave
    idx = []
    for self_ in range(wave):
        index = to_i32(self_ - delta)
        if index < (self_ & ~(width - 1)):
            index = self_
        idx.append(index & M32)
    return bpermute(vals, active, idx, wave, target)


def hip_shfl(vals, active, src_lane, wave, target, width=None):
    """HIP __shfl: index = (src_lane & (width-1)) + (self & ~(width-1))."""
    width = width or wave
    idx = [((src_lane[s] & (width - 1)) + (s & ~(width - 1))) & M32 for s in range(wave)]
    return bpermute(vals, active, idx, wave, target)


def waves_of(values, n, wave, grid, block):
    """The waves of a 1D launch: each block is cut into waves of consecutive threads, the
    last one short when `block` is not a multiple of the wave size. Yields (gids, vals,
    active): gids[i] is lane i's global id (None where the block has no such thread), and
    a lane is active when its thread exists and gid < n (the kernels return early past n).
    """
    for b in range(grid):
        for first in range(0, block, wave):
            gids = [b * block + first + i if first + i < block else None for i in range(wave)]
            vals = [values[g] if g is not None else 0 for g in gids]
            active = [g is not None and g < n for g in gids]
            yield gids, vals, active


# ---------------------------------------------------------------------------------------
# Kernels: each returns a list of (spec file name, spec dict)
# ---------------------------------------------------------------------------------------

def dims(d):
    return list(d) + [1] * (3 - len(d)) if isinstance(d, (list, tuple)) else [d, 1, 1]


def spec(module, kernel, target, wave, grid, block, args, expect=None, **extra):
    s = {"module": module, "kernel": kernel, "target": target, "wave": wave,
         "grid": dims(grid), "block": dims(block), "args": args}
    s.update(extra)
    if expect is not None:
        s["expect"] = {str(k): {"data": in_range(v, args[k] if isinstance(k, int) and k < len(args) else {})} for k, v in expect.items()}
    return s


def in_range(data, arg):
    """Expected elements of a signed buffer that do not fit its type, as bit patterns."""
    ty = arg.get("buffer", "u32") if isinstance(arg, dict) else "u32"
    if ty[0] not in "iu" or not isinstance(data, list):
        return data
    return [hex(v & ((1 << int(ty[1:])) - 1)) if isinstance(v, int) and not fits(v, ty) else v for v in data]


def k_dpp_scan(target, wave, variant=""):
    grid, block, n, seed = 3, 256, 700, 11
    total = grid * block
    inp = random_u32(seed, total)
    scan = [SENTINEL] * total
    nwaves = total // wave
    sums = [SENTINEL] * nwaves
    for gids, vals, active in waves_of(inp, n, wave, grid, block):
        acc = 0
        for i in range(wave):
            if active[i]:
                acc = (acc + vals[i]) & M32
                scan[gids[i]] = acc
        if any(active):
            sums[gids[0] // wave] = acc
    t = tag(target, wave) + variant
    return [(f"dpp_scan.{t}.spec.json",
             spec(f"dpp_scan.{t}.ll", "dpp_scan", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(nwaves), scalar(n)],
                  {1: scan, 2: sums}))]


def shfl_scan_case(name, target, wave, variant, grid, block, n, seed):
    total = grid * block
    inp = random_u32(seed, total)
    sums = [SENTINEL] * total
    scans = [SENTINEL] * total
    for gids, vals, active in waves_of(inp, n, wave, grid, block):
        r = list(vals)
        off = 1
        while off < wave:
            got = hip_shfl_xor(r, active, off, wave, target)
            r = [(r[i] + got[i]) & M32 if active[i] else r[i] for i in range(wave)]
            off <<= 1
        s = list(vals)
        off = 1
        while off < wave:
            got = hip_shfl_up(s, active, off, wave, target)
            s = [(s[i] + got[i]) & M32 if active[i] and i >= off else s[i] for i in range(wave)]
            off <<= 1
        for i in range(wave):
            if active[i]:
                sums[gids[i]] = r[i]
                scans[gids[i]] = s[i]
    t = tag(target, wave) + variant
    return (f"{name}.{t}.spec.json",
            spec(f"shfl_scan.{t}.ll", "shfl_scan", target, wave, grid, block,
                 [rand_buf(seed, total), out_buf(total), out_buf(total), scalar(n)],
                 {1: sums, 2: scans}))


def k_shfl_scan(target, wave, variant=""):
    # The second launch has 80-thread blocks, so every block ends in a short wave whose
    # missing lanes read as inactive.
    return [shfl_scan_case("shfl_scan", target, wave, variant, 2, 128, 200, 23),
            shfl_scan_case("shfl_scan.block80", target, wave, variant, 3, 80, 230, 29)]


def k_compact(target, wave, variant=""):
    grid, block, n, seed = 3, 128, 333, 37
    total = grid * block
    inp = random_u32(seed, total)
    # Sequential schedule: waves reserve their slots in launch order, so the output is the
    # stable filter of the input.
    kept = [v for v in inp[:n] if v % 3 == 0]
    out = kept + [SENTINEL] * (n - len(kept))
    t = tag(target, wave) + variant
    return [(f"compact.{t}.spec.json",
             spec(f"compact.{t}.ll", "compact", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(n), out_buf(1, 0), scalar(n)],
                  {1: out, 2: [len(kept)]}))]


def k_bitonic(target, wave, variant=""):
    grid, block, seed = 2, 128, 41
    total = grid * block
    inp = random_u32(seed, total)
    out = []
    for base in range(0, total, wave):
        chunk = inp[base:base + wave]
        if target.startswith("sm_"):
            out += sorted(chunk)
            continue
        # Run the network over the ds_bpermute model: on GFX10/11 wave64 the j=32 exchange
        # stays inside the half (each lane meets itself), so each half ends up sorted.
        x = list(chunk)
        k = 2
        while k <= wave:
            j = k >> 1
            while j > 0:
                p = hip_shfl_xor(x, [True] * wave, j, wave, target)
                x = [min(x[i], p[i]) if ((i & j) == 0) == ((i & k) == 0) else max(x[i], p[i])
                     for i in range(wave)]
                j >>= 1
            k <<= 1
        if x != sorted(chunk):
            assert x == sorted(chunk[:32]) + sorted(chunk[32:]), "half-wave sort expected"
        out += x
    t = tag(target, wave) + variant
    return [(f"bitonic.{t}.spec.json",
             spec(f"bitonic.{t}.ll", "bitonic", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total)], {1: out}))]


def k_block_reduce(target, wave, variant=""):
    grid, block, seed = 5, 256, 53
    n = grid * block - 37
    inp = random_u32(seed, grid * block)
    out = [sum(inp[b * block:min((b + 1) * block, n)]) & M32 for b in range(grid)]
    extra = {"shared_bytes": block * 4} if target.startswith("sm_") else {}
    t = tag(target, wave) + variant
    return [(f"block_reduce.{t}.spec.json",
             spec(f"block_reduce.{t}.ll", "block_reduce", target, wave, grid, block,
                  [rand_buf(seed, grid * block), out_buf(grid), scalar(n)], {1: out},
                  **extra))]


def k_histogram(target, wave, variant=""):
    grid, block, seed = 4, 192, 67
    n = grid * block - 50
    inp = random_u32(seed, grid * block)
    bins = [0] * 16
    for v in inp[:n]:
        bins[v & 15] += 1
    t = tag(target, wave) + variant
    return [(f"histogram.{t}.spec.json",
             spec(f"histogram.{t}.ll", "histogram", target, wave, grid, block,
                  [rand_buf(seed, grid * block), out_buf(16, 0), scalar(n)], {1: bins}))]


def k_buffer_ops(target, wave, variant=""):
    """Raw buffer loads and stores through a V# of num_records = 4n bytes (docs/launch.md, "AMD
    buffer resources"): a unit in range reads or writes memory, one out of range reads 0 and
    writes nothing; a 16-byte load is checked dword by dword."""
    grid, block, n, seed = 2, 64, 100, 83
    total = grid * block
    inp = random_u32(seed, total)
    # word 3 of the V#: GFX9 has no OOB_SELECT; GFX11's 0x31027000 selects mode 3 (bytes)
    flags = 0x27000 if target in AMD_W64_ONLY else 0x31027000
    out = [(inp[g] + 1) & M32 if g < n else SENTINEL for g in range(total)]
    out4 = [inp[w] if w < n else 0 for w in range(4 * total)]
    shifted = [inp[g + 1] if g + 1 < n else 0 for g in range(total)]
    t = tag(target, wave) + variant
    return [(f"buffer_ops.{t}.spec.json",
             spec(f"buffer_ops.{t}.ll", "buffer_ops", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(4 * total), out_buf(total),
                   scalar(n), scalar(flags)], {1: out, 2: out4, 3: shifted}))]


def k_warp_reduce(target, wave, variant=""):
    t = tag(target, wave) + variant
    mod = f"warp_reduce.{t}.ll"
    specs = []
    # redux over the active lanes of each warp; the last warp is partial.
    # 80-thread blocks: the third warp of each block has 16 threads; past n, lanes exit.
    grid, block, n, seed = 3, 80, 200, 71
    total = grid * block
    inp = random_u32(seed, total)
    out = [SENTINEL] * total
    for gids, vals, active in waves_of(inp, n, 32, grid, block):
        s = sum(vals[i] for i in range(32) if active[i]) & M32
        for i in range(32):
            if active[i]:
                out[gids[i]] = s
    specs.append((f"warp_reduce.redux.{t}.spec.json",
                  spec(mod, "reduce_redux", target, wave, grid, block,
                       [rand_buf(seed, total), out_buf(total), scalar(n)], {1: out})))
    if target == "sm_90":
        grid, block, n, seed = 2, 128, 250, 73
        total = grid * block
        inp = random_u32(seed, total)
        out = [sum(inp[b:min(b + 32, n)]) & M32 for b in range(0, total, 32)]
        specs.append((f"warp_reduce.shfl_down.{t}.spec.json",
                      spec(mod, "reduce_shfl_down", target, wave, grid, block,
                           [rand_buf(seed, total), out_buf(total // 32), scalar(n)],
                           {1: out})))
    grid, block, seed = 2, 64, 79
    total = grid * block
    inp = random_u32(seed, total)
    out = []
    for base in range(0, total, 32):
        lo = sum(inp[base:base + 16]) & M32
        hi = max(inp[base + 16:base + 32])
        out += [lo] * 16 + [hi] * 16
    specs.append((f"warp_reduce.halves.{t}.spec.json",
                  spec(mod, "reduce_halves", target, wave, grid, block,
                       [rand_buf(seed, total), out_buf(total)], {1: out})))
    return specs


def k_match_any(target, wave, variant=""):
    grid, block, seed = 2, 64, 83
    total = grid * block
    inp = random_u32(seed, total)
    masks, masks64, counts = [], [], [0] * 8
    for base in range(0, total, 32):
        keys = [inp[base + i] & 7 for i in range(32)]
        keys64 = [inp[base + i] >> 30 for i in range(32)]
        for i in range(32):
            masks.append(sum(1 << j for j in range(32) if keys[j] == keys[i]))
            masks64.append(sum(1 << j for j in range(32) if keys64[j] == keys64[i]))
        for k in keys:
            counts[k] += 1
    t = tag(target, wave) + variant
    return [(f"match_any.{t}.spec.json",
             spec(f"match_any.{t}.ll", "match_any", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(total), out_buf(8, 0)],
                  {1: masks, 2: masks64, 3: counts}))]


def k_divergent_amd(target, wave, variant=""):
    grid, block, seed = 2, 64 if wave == 64 else 96, 89
    total = grid * block
    inp = random_u32(seed, total)
    a, b, c, d = [], [], [], []
    for base in range(0, total, wave):
        v = inp[base:base + wave]
        odd = [bool(i & 1) for i in range(wave)]
        got = hip_shfl_xor(v, odd, 2, wave, target)
        a += [got[i] if odd[i] else v[i] for i in range(wave)]
        low = [i < 20 for i in range(wave)]
        got = hip_shfl(v, low, [i + 8 for i in range(wave)], wave, target)
        b += [got[i] if low[i] else M32 for i in range(wave)]
        # update_dpp(old=111, row_shr:1): lane i reads i-1 when i is not a row's first
        # lane and lane i-1 is active; otherwise bound_ctrl=false keeps old, true gives 0
        # (amd-semantics.md §2.5, from the RDNA3/CDNA4 ISA DPP text); on GFX9 (CDNA) alike,
        # an in-range source lane with EXEC=0 is invalid too (docs/errata.md A16).
        on = [bool(i & 2) for i in range(wave)]
        for i in range(wave):
            if not on[i]:
                c.append(7)
                d.append(7)
            elif (i & 15) != 0 and on[i - 1]:
                c.append(v[i - 1])
                d.append(v[i - 1])
            else:
                c.append(111)
                d.append(0)
    t = tag(target, wave) + variant
    return [(f"divergent.{t}.spec.json",
             spec(f"divergent.{t}.ll", "divergent", target, wave, grid, block,
                  [rand_buf(seed, total)] + [out_buf(total) for _ in range(4)],
                  {1: a, 2: b, 3: c, 4: d}))]


def ptx_shfl(mode, vals, b, c):
    """shfl.sync over a full warp (PTX ISA shfl.sync pseudocode, nvidia-semantics.md §2.2)."""
    out = []
    seg, clamp = (c >> 8) & 31, c & 31
    for lane in range(32):
        max_lane = (lane & seg) | (clamp & ~seg)
        min_lane = lane & seg
        bval = b & 31
        if mode == "down":
            j = lane + bval
            ok = j <= max_lane
        elif mode == "bfly":
            j = lane ^ bval
            ok = j <= max_lane
        elif mode == "idx":
            j = min_lane | (bval & ~seg)
            ok = j <= max_lane
        else:
            j = lane - bval
            ok = j >= max_lane
        out.append(vals[j] if ok else vals[lane])
    return out


def k_divergent_nv(target, wave, variant=""):
    grid, block, seed = 2, 64, 97
    total = grid * block
    inp = random_u32(seed, total)
    a, b = [], []
    for base in range(0, total, 32):
        v = inp[base:base + 32]
        xor1 = ptx_shfl("bfly", v, 1, 0x1f)
        down = ptx_shfl("down", v, 2, ((32 - 16) << 8) | 0x1f)
        idx = ptx_shfl("idx", v, 5, ((32 - 16) << 8) | 0x1f)
        ballot = sum(1 << i for i in range(16) if v[i] & 1)
        a += xor1[:16] + down[16:]
        b += [ballot] * 16 + idx[16:]
    t = tag(target, wave) + variant
    return [(f"divergent.{t}.spec.json",
             spec(f"divergent.{t}.ll", "divergent", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(total)], {1: a, 2: b}))]


ATOMIC_OPT_TARGETS = [("gfx90a", 64), ("gfx942", 64), ("gfx1030", 32), ("gfx1030", 64),
                      ("gfx1100", 32), ("gfx1100", 64), ("gfx1200", 32), ("gfx1200", 64)]
STRATEGIES = ["dpp", "iterative"]


def k_atomic_opt(target, wave, strategy):
    t = tag(target, wave)
    mod = f"atomic_opt.{t}.{strategy}.ll"
    grid, block, n, seed = 3, 128, 300, 101
    total = grid * block
    inp = random_u32(seed, total)
    # Sequential schedule: waves run in launch order, each reserving its total at once;
    # inside a wave the optimizer hands out an exclusive scan in lane order.
    acc = 0
    old = [SENTINEL] * total
    for g in range(n):
        v = inp[g]
        if v % 4 != 0:
            old[g] = acc
            acc = (acc + (v >> 8)) & M32
        else:
            old[g] = M32
    add = spec(mod, "atomic_add", target, wave, grid, block,
               [rand_buf(seed, total), out_buf(1, 0), out_buf(total), scalar(n)],
               {1: [acc], 2: old})
    grid, block, seed = 7, wave, 103
    total = grid * block
    n = total - wave - 5  # the last block is empty, the one before it partial
    inp = random_u32(seed, total)
    mx = [max([v >> 4 for v in inp[b * block:min((b + 1) * block, n)] if v % 3 != 0],
              default=0) for b in range(grid)]
    amax = spec(mod, "atomic_max", target, wave, grid, block,
                [rand_buf(seed, total), out_buf(grid, 0), scalar(n)], {1: mx})
    return [(f"atomic_opt.add.{t}.{strategy}.spec.json", add),
            (f"atomic_opt.max.{t}.{strategy}.spec.json", amax)]


def butterfly(vals, wave, add):
    """Every lane of a full wave ends with the xor-butterfly sum, step by step."""
    r = list(vals)
    off = 1
    while off < wave:
        r = [add(r[i], r[i ^ off]) for i in range(wave)]
        off <<= 1
    return r


def k_float_reduce(target, wave, variant=""):
    grid, block, seed = 2, 64, 107
    total = grid * block
    inp = random_f32(seed, total)
    s32, s64 = [], []
    for base in range(0, total, wave):
        chunk = inp[base:base + wave]
        s32 += [f32_hex(v) for v in butterfly(chunk, wave, f32_add)]
        s64 += [f64_hex(v) for v in butterfly([v * v for v in chunk], wave, lambda a, b: a + b)]
    t = tag(target, wave) + variant
    return [(f"float_reduce.{t}.spec.json",
             spec(f"float_reduce.{t}.ll", "float_reduce", target, wave, grid, block,
                  [rand_buf(seed, total, "f32"), out_buf(total, 0, "f32"),
                   out_buf(total, 0, "f64")], {1: s32, 2: s64}))]


def k_tile2d(target, wave, variant=""):
    grid, block, seed = (3, 2), (16, 8), 109
    width, height = grid[0] * block[0], grid[1] * block[1]
    inp = random_u32(seed, width * height)
    sums = [None] * (width * height)
    where = [None] * (width * height)
    threads = block[0] * block[1]
    for by in range(grid[1]):
        for bx in range(grid[0]):
            # Linear thread id inside the block, x fastest; waves are consecutive runs.
            def idx(flat):
                tx, ty = flat % block[0], flat // block[0]
                return (by * block[1] + ty) * width + bx * block[0] + tx
            for base in range(0, threads, wave):
                members = [idx(f) for f in range(base, base + wave)]
                total = sum(inp[m] for m in members) & M32
                for lane, m in enumerate(members):
                    sums[m] = total
                    where[m] = ((base // wave) << 8) | lane
    t = tag(target, wave) + variant
    return [(f"tile2d.{t}.spec.json",
             spec(f"tile2d.{t}.ll", "tile2d", target, wave, grid, block,
                  [rand_buf(seed, width * height), out_buf(width * height),
                   out_buf(width * height), scalar(width)], {1: sums, 2: where}))]


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def k_calls(target, wave, variant=""):
    grid, block, seed = 2, 96, 113
    total = grid * block
    inp = random_u32(seed, total)
    out = []
    nv = target.startswith("sm_")
    for gids, vals, active in waves_of(inp, total, wave, grid, block):
        callers = [a and i % 3 != 0 for i, a in enumerate(active)]
        if nv:
            # __reduce_add_sync over the member mask of the callers.
            total_ = sum(v for v, c in zip(vals, callers) if c) & M32
            r = [total_] * wave
        else:
            # Butterfly inside the callee; non-callers are inactive and read as 0.
            r = list(vals)
            off = 1
            while off < wave:
                got = hip_shfl_xor(r, callers, off, wave, target)
                r = [(r[i] + got[i]) & M32 if callers[i] else r[i] for i in range(wave)]
                off <<= 1
        out += [r[i] if callers[i] else M32 for i in range(wave) if gids[i] is not None]
    t = tag(target, wave) + variant
    mod = f"calls.{t}.ll"
    grid2, block2, seed2 = 1, 64, 127
    inp2 = random_u32(seed2, grid2 * block2)
    return [(f"calls.{t}.spec.json",
             spec(mod, "calls", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total)], {1: out})),
            (f"calls.recursion.{t}.spec.json",
             spec(mod, "recursion", target, wave, grid2, block2,
                  [rand_buf(seed2, grid2 * block2), out_buf(grid2 * block2)],
                  {1: [fib(v & 15) for v in inp2]}))]


def k_globals(target, wave, variant=""):
    grid, block, seed = 3, 64, 131
    total = grid * block
    inp = random_u32(seed, total)
    table = random_u32(137, 16)
    scale = 7
    out = [(table[v & 15] * scale) & M32 for v in inp]
    t = tag(target, wave) + variant
    return [(f"globals.{t}.spec.json",
             spec(f"globals.{t}.ll", "globals", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total)],
                  {1: out, "global:counter": [sum(v & 1 for v in inp)]},
                  globals={"table": {"type": "u32", "data": table},
                           "scale": {"type": "u32", "data": [scale]},
                           "counter": {"type": "u32", "data": [0]}}))]


def k_wide(target, wave, variant=""):
    grid, block, seed = 2, 64, 139
    total = grid * block
    inp = splitmix64(seed, total)
    out = []
    for base in range(0, total, wave):
        out += butterfly(inp[base:base + wave], wave, lambda a, b: (a + b) & M64)
    t = tag(target, wave) + variant
    return [(f"wide.{t}.spec.json",
             spec(f"wide.{t}.ll", "wide", target, wave, grid, block,
                  [rand_buf(seed, total, "u64"), out_buf(total, 0, "u64"),
                   out_buf(1, 0, "u64")],
                  {1: ["0x%016x" % v for v in out],
                   2: ["0x%016x" % (sum(v >> 8 for v in inp) & M64)]}))]


def k_zoo(target, wave, variant=""):
    """Reference: the lane maps of amd-semantics.md §2.4 (DPP16, from CDNA4 ISA Table 94),
    §3 (DPP8), §4.2 (ds_swizzle, RDNA3.5 ISA), §5 (ds_permute), §6 (permlane16/x16,
    RDNA3.5 ISA §16.12), §7 (permlane64), §10 (readlane: lane mod W), §11.3 (mbcnt)."""
    grid, block, seed = 2, 64, 149
    total = grid * block
    inp = random_u32(seed, total)
    gfx9 = target.startswith("gfx9")
    half = wave == 64 and (target.startswith("gfx10") or target.startswith("gfx11"))
    out = []
    for base in range(0, total, wave):
        v = inp[base:base + wave]
        # ds_permute: lane i pushes v[i] to lane (5i+3) mod W (per half on GFX10/11 w64).
        pushed = [0] * wave
        for i in range(wave):
            dst = (5 * i + 3) % wave
            if half:
                dst = (i & 32) | (dst & 31)
            pushed[dst] = v[i]
        odd = [x & 1 for x in v]
        for i in range(wave):
            row, pos = i & ~15, i & 15
            lo, hi = 0x87654321, 0x0FEDCBA9
            sel = (lo >> (4 * pos)) & 15 if pos < 8 else (hi >> (4 * (pos - 8))) & 15
            rec = [
                v[i ^ 4],
                v[((i & 0x18) | 3) | (i & 32)],
                v[(i & ~3) | ((0xB1 >> (2 * (i & 3))) & 3)],
                v[row + ((pos - 3) & 15)],
                v[row + 15 - pos],
                v[(i & ~7) + 7 - (i & 7)],
                v[(i & ~3) + ((0x1B >> (2 * (i & 3))) & 3)],
                v[(i - 1) & 63] if gfx9 else v[row + (pos ^ 5)],
                v[row + 6],
                M32 if gfx9 else v[(i & ~7) + 7 - (i & 7)],
                M32 if gfx9 else v[row | sel],
                M32 if gfx9 else v[(row ^ 16) | pos],
                v[i ^ 32] if wave == 64 and target[:5] in ("gfx11", "gfx12") else M32,
                pushed[i],
                v[37 % wave],
                sum(odd[:i]),
            ]
            out += rec
    t = tag(target, wave) + variant
    return [(f"zoo.{t}.spec.json",
             spec(f"zoo.{t}.ll", "zoo", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total * 16)], {1: out}))]


def k_zoo_nv(target, wave, variant=""):
    """Reference: the PTX ISA pseudocode for shfl.sync (nvidia-semantics.md §2.2, with `c`
    from §2.3), vote/match/redux (§3–§5) and the lane-mask registers (§6.2)."""
    grid, block, seed = 2, 64, 151
    total = grid * block
    inp = random_u32(seed, total)
    out = []
    c = lambda w: ((32 - w) << 8) | 0x1F  # noqa: E731
    for base in range(0, total, 32):
        v = inp[base:base + 32]
        idx8 = [ptx_shfl("idx", v, (7 * i) & 31, c(8))[i] for i in range(32)]
        up16 = ptx_shfl("up", v, 3, (32 - 16) << 8)
        down8 = ptx_shfl("down", v, 5, c(8))
        xor16 = ptx_shfl("bfly", v, 20, c(16))
        last = ptx_shfl("idx", v, -1 & M32, c(32))
        up33 = ptx_shfl("up", v, 33, 0)
        bits = [x & 1 for x in v]
        ballot = sum(b << i for i, b in enumerate(bits))
        vote = int(all(bits)) | int(any(bits)) << 1 | int(len(set(bits)) == 1) << 2
        signed = [to_i32(x) for x in v]
        red_and, red_or, red_xor = M32, 0, 0
        for x in v:
            red_and &= x
            red_or |= x
            red_xor ^= x
        for i in range(32):
            lt = (1 << i) - 1
            out += [idx8[i], up16[i], down8[i], xor16[i], last[i], vote, ballot, M32, 1, 0, 0,
                    min(signed) & M32, max(v), red_and, red_or, red_xor, lt, M32 & ~lt, up33[i],
                    bin(ballot & lt).count("1")]
    t = tag(target, wave) + variant
    return [(f"zoo.{t}.spec.json",
             spec(f"zoo.{t}.ll", "zoo", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total * 20)], {1: out}))]


def k_args(target, wave, variant=""):
    grid, block, n, seed = 3, 64, 150, 157
    mul, add, mask = 0x9E3779B1, 12345, 0x0123456789ABCDEF
    packed = struct.pack("<IIQ", mul, add, mask).hex()  # struct params {u32, u32, u64}
    inp = random_u32(seed, 2 * n)
    extra = random_u32(163, n)
    t = tag(target, wave) + variant
    specs = []
    for name, extra_arg, extra_vals in [("args", {"null": True}, [0] * n),
                                        ("args.extra", rand_buf(163, n), extra)]:
        outs = [((inp[g] * mul + add) ^ ((mask >> 16) & M32)) + extra_vals[g] & M32
                for g in range(n)]
        specs.append((f"{name}.{t}.spec.json",
                      spec(f"args.{t}.ll", "args", target, wave, grid, block,
                           [rand_buf(seed, 2 * n), {"alias": 0, "offset": 4 * n},
                            {"bytes": packed}, extra_arg, scalar(n)],
                           {0: inp[:n] + outs})))
    return specs


def k_exec_masks(target, wave, variant=""):
    """Reference: structured exec masks (a lane is active inside a branch iff it took it,
    and every lane is active again after the branch or loop), ballot of the active lanes
    (amd-semantics.md §11.1), readfirstlane = the lowest active lane (§10), and
    ds_bpermute's 0 for an inactive source (§5.2)."""
    grid, block, seed = 2, 64 if wave == 64 else 96, 167
    total = grid * block
    inp = random_u32(seed, total)
    full = (1 << wave) - 1
    hexs = lambda x: "0x%016x" % x  # noqa: E731
    e1, e2, f, out, back = [], [], [], [], []
    for base in range(0, total, wave):
        v = inp[base:base + wave]
        outer = [i for i in range(wave) if i % 3 == 1]
        inner = [i for i in outer if i & 4]
        m1, m2 = sum(1 << i for i in outer), sum(1 << i for i in inner)
        for i in range(wave):
            e1.append(hexs(m1) if i in outer else hexs(M64))
            e2.append(hexs(m2) if i in inner else hexs(M64))
            f.append(v[inner[0]] if i in inner else M32)
        x = [(a >> 3) & 0xFFFF for a in v]
        trips = [a & 7 for a in v]
        inside = [trips[i] > 0 for i in range(wave)]
        k = 0
        while any(inside):
            got = hip_shfl_xor(x, inside, 1, wave, target)
            for i in range(wave):
                if inside[i]:
                    x[i] = (x[i] + got[i] + k) & M32
                    if x[i] & 3 == 0 or k + 1 >= trips[i]:
                        inside[i] = False
            k += 1
        out += x
        back += [hexs(full)] * wave
    t = tag(target, wave) + variant
    mod = f"exec_masks.{t}.ll"
    return [(f"exec_masks.nested.{t}.spec.json",
             spec(mod, "nested", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total, 0, "u64"), out_buf(total, 0, "u64"),
                   out_buf(total)], {1: e1, 2: e2, 3: f})),
            (f"exec_masks.loop.{t}.spec.json",
             spec(mod, "loop", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(total, 0, "u64")],
                  {1: out, 2: back}))]


def k_half_reduce(target, wave, variant=""):
    grid, block, seed, bseed = 2, 64, 173, 179
    total = grid * block
    # launch.md: f16/bf16 random elements are the f32 value rounded to nearest even.
    hin = [f16_round(v) for v in random_f32(seed, total)]
    bin_ = [bf16_round(v) for v in random_f32(bseed, total)]
    hout, bout = [], []
    for base in range(0, total, wave):
        hout += [f16_hex(v) for v in butterfly(hin[base:base + wave], wave,
                                               lambda a, b: f16_round(Fraction(a) + Fraction(b)))]
        bout += [bf16_hex(v) for v in butterfly(bin_[base:base + wave], wave,
                                                lambda a, b: bf16_round(Fraction(a) + Fraction(b)))]
    t = tag(target, wave) + variant
    return [(f"half_reduce.{t}.spec.json",
             spec(f"half_reduce.{t}.ll", "half_reduce", target, wave, grid, block,
                  [rand_buf(seed, total, "f16"), out_buf(total, 0, "f16"),
                   rand_buf(bseed, total, "bf16"), out_buf(total, 0, "bf16")],
                  {1: hout, 3: bout}))]


def k_zoo_new(target, wave, variant=""):
    """Reference: amd-semantics.md §9 (permlane16/32_swap, CDNA4 ISA pseudocode: .x is the
    first operand after the swap, .y the second) and §8 (permlane16/x16_var: each lane's
    selector picks a lane of its row, or of the paired row for x16)."""
    grid, block = 2, 64
    total = grid * block
    ina, inb = random_u32(181, total), random_u32(191, total)
    out = []
    for base in range(0, total, wave):
        a, b = ina[base:base + wave], inb[base:base + wave]
        for i in range(wave):
            rec = [M32] * 6
            if target == "gfx950":
                odd_row = (i >> 4) & 1
                rec[0] = b[i - 16] if odd_row else a[i]
                rec[1] = b[i] if odd_row else a[i + 16]
                rec[2] = b[i - 32] if i >= 32 else a[i]
                rec[3] = b[i] if i >= 32 else a[i + 32]
            if target.startswith("gfx12"):
                row = i & ~15
                rec[4] = a[row | ((3 * i + 1) & 15)]
                rec[5] = a[(row ^ 16) | ((5 * i) & 15)]
            out += rec
    t = tag(target, wave) + variant
    return [(f"zoo_new.{t}.spec.json",
             spec(f"zoo_new.{t}.ll", "zoo_new", target, wave, grid, block,
                  [rand_buf(181, total), rand_buf(191, total), out_buf(total * 6)],
                  {2: out}))]


def k_atomic_ops(target, wave, strategy):
    """Sequential schedule: waves in launch order; inside a wave the optimizer's exclusive
    scan hands each lane the value its atomic would have seen in lane order."""
    t = tag(target, wave)
    grid, block, n, seed = 3, 96, 250, 193
    total = grid * block
    inp = random_u32(seed, total)
    acc = [0x12345678, M32, 0, 0x0F0F0F0F, M32]
    smin = 0x7FFFFFFF
    fsum = 0.0
    old = [SENTINEL] * (5 * total)
    for g in range(total):
        if g >= n:
            continue
        v = inp[g]
        rec = [M32] * 5
        if v % 5 != 0:
            rec[0], acc[0] = acc[0], (acc[0] - (v >> 12)) & M32
            rec[1], acc[1] = acc[1], acc[1] & (v | 0x01010101)
            acc[2] |= v & 0x00F00F0F
            rec[2], acc[3] = acc[3], acc[3] ^ v
            rec[3], smin = smin & M32, min(smin, to_i32(v))
            acc[4] = min(acc[4], v)
            rec[4], fsum = f32_hex(fsum), fsum + (v & 255)
        old[5 * g:5 * g + 5] = rec
    mod = f"atomic_ops.{t}.{strategy}.ll"
    return [(f"atomic_ops.{t}.{strategy}.spec.json",
             spec(mod, "atomic_mix", target, wave, grid, block,
                  [rand_buf(seed, total),
                   {"buffer": "u32", "data": [0x12345678, M32, 0, 0x0F0F0F0F, M32]},
                   {"buffer": "i32", "data": [0x7FFFFFFF]}, {"buffer": "f32", "data": [0.0]},
                   out_buf(5 * total), scalar(n)],
                  {1: acc, 2: [to_i32(smin)], 3: [f32_hex(fsum)], 4: old}))]


def k_warp_sync(target, wave, variant=""):
    grid, block, seed = 2, 128, 197
    total = grid * block
    inp = random_u32(seed, total)
    out1, out2, out3 = [], [], []
    for base in range(0, total, 32):
        v = inp[base:base + 32]
        r = [v[i ^ 5] for i in range(32)]
        buf = [r[i] * 3 & M32 if i < 16 else (r[i] + 1) & M32 for i in range(32)]
        out1 += r
        out2 += [buf[15 - i] if i < 16 else buf[16 + 31 - i] for i in range(32)]
        for i in range(32):
            if i % 2 == 0:
                out3.append(v[(i + 6) & 31])
            else:
                out3.append(sum(v[j] for j in range(1, i + 1, 2)) & M32)
    t = tag(target, wave) + variant
    mod = f"warp_sync.{t}.ll"
    return [(f"warp_sync.exchange.{t}.spec.json",
             spec(mod, "exchange", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total), out_buf(total)], {1: out1, 2: out2})),
            (f"warp_sync.sub_masks.{t}.spec.json",
             spec(mod, "sub_masks", target, wave, grid, block,
                  [rand_buf(seed, total), out_buf(total)], {1: out3}))]


def ptx_shfl_lane(mode, vals, lane, b, c):
    """One lane of shfl.sync (PTX ISA pseudocode, nvidia-semantics.md §2.2) with its own b, c."""
    seg, clamp, bval = (c >> 8) & 31, c & 31, b & 31
    max_lane = (lane & seg) | (clamp & ~seg)
    min_lane = lane & seg
    if mode == "idx":
        j = min_lane | (bval & ~seg)
        ok = j <= max_lane
    elif mode == "up":
        j = lane - bval
        ok = j >= max_lane
    elif mode == "down":
        j = lane + bval
        ok = j <= max_lane
    else:
        j = lane ^ bval
        ok = j <= max_lane
    return vals[j] if ok else vals[lane]


def k_random_shfl(target, wave, variant=""):
    grid, block = 2, 64
    total = grid * block
    vals, bs = random_u32(211, total), random_u32(223, total)
    # Half the lanes get a fully random c, half keep only the meaningful bits.
    cs = [c if i % 2 else c & 0x1F1F for i, c in enumerate(random_u32(227, total))]
    out = []
    for base in range(0, total, 32):
        v = vals[base:base + 32]
        for i in range(32):
            out += [ptx_shfl_lane(m, v, i, bs[base + i], cs[base + i])
                    for m in ("idx", "up", "down", "bfly")]
    t = tag(target, wave) + variant
    return [(f"random_lanes.{t}.spec.json",
             spec(f"random_lanes.{t}.ll", "random_shfl", target, wave, grid, block,
                  [rand_buf(211, total), rand_buf(223, total),
                   {"buffer": "u32", "data": cs}, out_buf(4 * total)], {3: out}))]


def k_random_permute(target, wave, variant=""):
    grid, block = 2, 64
    total = grid * block
    vals, addrs, high = random_u32(229, total), random_u32(233, total), random_u32(239, total)
    perm_addr, pulled, pushed = [], [], []
    for base in range(0, total, wave):
        v = vals[base:base + wave]
        # A random permutation of the lanes (Fisher-Yates on splitmix64 draws); on GFX10/11
        # wave64 one permutation per 32-lane half, since a push cannot leave its half.
        half = wave == 64 and target[:5] in ("gfx10", "gfx11")
        group = 32 if half else wave
        order = []
        for first in range(0, wave, group):
            part = list(range(first, first + group))
            draws = splitmix64(241 + base + first, group)
            for i in range(group - 1, 0, -1):
                j = draws[i] % (i + 1)
                part[i], part[j] = part[j], part[i]
            order += part
        lane_of = lambda a, i: ((i & 32) | ((a >> 2) & 31)) if half else (a >> 2) % wave  # noqa: E731
        addr = [(order[i] << 2) | (high[base + i] & ~((wave << 2) - 1) & M32) for i in range(wave)]
        dst = [lane_of(addr[i], i) for i in range(wave)]
        if len(set(dst)) != wave:
            raise AssertionError("ds_permute destinations must not collide")
        got = [0] * wave
        for i in range(wave):
            got[dst[i]] = v[i]
        perm_addr += addr
        pushed += got
        pulled += [v[lane_of(addrs[base + i], i)] for i in range(wave)]
    t = tag(target, wave) + variant
    return [(f"random_lanes.{t}.spec.json",
             spec(f"random_lanes.{t}.ll", "random_permute", target, wave, grid, block,
                  [rand_buf(229, total), rand_buf(233, total), {"buffer": "u32", "data": perm_addr},
                   out_buf(total), out_buf(total)], {3: pulled, 4: pushed}))]


def k_block_scan(target, wave, variant=""):
    grid, block, seed = 3, 256, 251
    n = grid * block - 70
    inp = random_u32(seed, grid * block)
    out = [SENTINEL] * (grid * block)
    for b in range(grid):
        acc = 0
        for g in range(b * block, min((b + 1) * block, n)):
            acc = (acc + inp[g]) & M32
            out[g] = acc
    t = tag(target, wave) + variant
    return [(f"block_scan.{t}.spec.json",
             spec(f"block_scan.{t}.ll", "block_scan", target, wave, grid, block,
                  [rand_buf(seed, grid * block), out_buf(grid * block), scalar(n)], {1: out}))]


def k_early_exit(target, wave, variant=""):
    # One block of 256 threads, n = 80: threads 80..255 return before the barrier (a
    # partial wave32 warp and whole waves), and every read stays below 80.
    grid, block, n, seed = 1, 256, 80, 257
    inp = random_u32(seed, block)
    out = [(inp[t ^ 1] + inp[(t + 8) % 80]) & M32 if t < n else SENTINEL for t in range(block)]
    t = tag(target, wave) + variant
    return [(f"early_exit.{t}.spec.json",
             spec(f"early_exit.{t}.ll", "early_exit", target, wave, grid, block,
                  [rand_buf(seed, block), out_buf(block), scalar(n)], {1: out},
                  strict_exempt="the early-return idiom: whole waves return before the barrier, which the hardware completes without them (warning[barrier-divergence]; an error under --strict, docs/sanitize.md)"))]


def k_errors():
    specs = []
    specs.append(("oob.gfx942.spec.json",
                  spec("errors.gfx942.ll", "copy", "gfx942", 64, 2, 64,
                       [rand_buf(1, 128), out_buf(100)], expect_error="out-of-bounds")))
    specs.append(("misaligned.gfx1100.w32.spec.json",
                  spec("errors.gfx1100.w32.ll", "copy", "gfx1100", 32, 1, 32,
                       [dict(rand_buf(2, 40), offset=2), out_buf(32)],
                       expect_error="misaligned")))
    specs.append(("step_limit.gfx1100.w32.spec.json",
                  spec("errors.gfx1100.w32.ll", "spin", "gfx1100", 32, 1, 32,
                       [out_buf(1, 0), out_buf(32)], expect_error="step-limit",
                       limits={"steps": 5000})))
    specs.append(("step_limit.sm_90.spec.json",
                  spec("errors.sm_90.ll", "spin", "sm_90", 32, 1, 32,
                       [out_buf(1, 0), out_buf(32)], expect_error="step-limit",
                       limits={"steps": 5000})))
    specs.append(("deadlock.sm_90.spec.json",
                  spec("errors.sm_90.ll", "deadlock", "sm_90", 32, 1, 32,
                       [rand_buf(3, 32), out_buf(32)], expect_error="deadlock")))
    specs.append(("barrier_divergence.sm_90.spec.json",
                  spec("errors.sm_90.ll", "barrier_split", "sm_90", 32, 1, 64,
                       [out_buf(64)], expect_error="barrier-divergence")))
    den = random_u32(6, 64)
    den[37] = 0
    specs.append(("division_by_zero.gfx942.spec.json",
                  spec("errors.gfx942.ll", "quotient", "gfx942", 64, 1, 64,
                       [rand_buf(5, 64), {"buffer": "u32", "data": den}, out_buf(64)],
                       expect_error="division-by-zero")))
    specs.append(("unsupported_dispatch_field.gfx1100.w32.spec.json",
                  spec("errors.gfx1100.w32.ll", "kernel_object", "gfx1100", 32, 1, 32,
                       [out_buf(32, 0, "u64")], expect_error="unsupported")))
    specs.append(("unavailable.sm_75.spec.json",
                  spec("unavailable.sm_75.ll", "reduce_redux", "sm_75", 32, 1, 32,
                       [rand_buf(7, 32), out_buf(32), scalar(32)],
                       expect_error="unavailable")))
    specs.append(("oob.sm_80.spec.json",
                  spec("../bitonic/bitonic.sm_80.ll", "bitonic", "sm_80", 32, 2, 64,
                       [rand_buf(4, 128), out_buf(96)], expect_error="out-of-bounds")))
    return specs


# (directory, source, builds, spec builder). A build is (target, wave).
AMD_SCAN = [("gfx90a", 64), ("gfx942", 64), ("gfx1030", 32), ("gfx1100", 32), ("gfx1100", 64),
            ("gfx1200", 32), ("gfx1200", 64)]
KERNELS = [
    ("dpp_scan", "dpp_scan.hip", AMD_SCAN + [("gfx942", 64, ".O0")], k_dpp_scan),
    ("shfl_scan", "shfl_scan.hip", AMD_SCAN + [("gfx1030", 64), ("gfx1100", 32, ".O0")],
     k_shfl_scan),
    ("compact", "compact.hip", [("gfx942", 64), ("gfx1030", 32), ("gfx1100", 32),
                                ("gfx1100", 64), ("gfx1200", 32), ("gfx942", 64, ".O0")],
     k_compact),
    ("bitonic", "bitonic.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1100", 64),
                                ("gfx1200", 32), ("gfx1200", 64)], k_bitonic),
    ("bitonic", "bitonic.cu", [("sm_80", 32), ("sm_90", 32), ("sm_80", 32, ".O0")], k_bitonic),
    ("block_reduce", "block_reduce.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1030", 64),
                                          ("gfx942", 64, ".cov4"), ("gfx1100", 32, ".cov5"),
                                          ("gfx942", 64, ".O0")], k_block_reduce),
    ("block_reduce", "block_reduce.cu", [("sm_80", 32), ("sm_90", 32), ("sm_80", 32, ".O0")],
     k_block_reduce),
    ("histogram", "histogram.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx90a", 64, ".cov4")],
     k_histogram),
    ("histogram", "histogram.cu", [("sm_80", 32)], k_histogram),
    ("warp_reduce", "warp_reduce.cu", [("sm_80", 32), ("sm_90", 32), ("sm_90", 32, ".O0")],
     k_warp_reduce),
    ("match_any", "match_any.cu", [("sm_70", 32), ("sm_90", 32)], k_match_any),
    ("divergent", "divergent.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1100", 64),
                                    ("gfx1100", 32, ".O0")], k_divergent_amd),
    ("divergent", "divergent.cu", [("sm_70", 32), ("sm_90", 32), ("sm_90", 32, ".O0")],
     k_divergent_nv),
    ("float_reduce", "float_reduce.hip", [("gfx942", 64), ("gfx1100", 32)], k_float_reduce),
    ("float_reduce", "float_reduce.cu", [("sm_90", 32)], k_float_reduce),
    ("tile2d", "tile2d.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1200", 64),
                              ("gfx942", 64, ".cov4"), ("gfx1200", 64, ".cov5")], k_tile2d),
    ("tile2d", "tile2d.cu", [("sm_80", 32)], k_tile2d),
    ("barriers", "early_exit.hip", [("gfx942", 64), ("gfx1100", 32)], k_early_exit),
    ("barriers", "early_exit.cu", [("sm_90", 32)], k_early_exit),
    ("block_scan", "block_scan.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1200", 64),
                                      ("gfx90a", 64, ".O0")], k_block_scan),
    ("block_scan", "block_scan.cu", [("sm_80", 32), ("sm_90", 32)], k_block_scan),
    ("calls", "calls.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1100", 32, ".O0")], k_calls),
    ("calls", "calls.cu", [("sm_80", 32), ("sm_90", 32, ".O0")], k_calls),
    ("globals", "globals.hip", [("gfx942", 64), ("gfx1200", 32)], k_globals),
    ("globals", "globals.cu", [("sm_90", 32)], k_globals),
    ("wide", "wide.hip", [("gfx942", 64), ("gfx1100", 32)], k_wide),
    ("wide", "wide.cu", [("sm_90", 32)], k_wide),
    ("zoo", "zoo.hip", [("gfx90a", 64), ("gfx942", 64), ("gfx1030", 32), ("gfx1100", 32),
                        ("gfx1100", 64), ("gfx1200", 32), ("gfx1200", 64)], k_zoo),
    ("zoo", "zoo_new.hip", [("gfx950", 64), ("gfx1200", 32), ("gfx1200", 64)], k_zoo_new),
    ("warp_sync", "warp_sync.cu", [("sm_70", 32), ("sm_90", 32)], k_warp_sync),
    ("random_lanes", "random_lanes.cu", [("sm_70", 32), ("sm_90", 32)], k_random_shfl),
    ("random_lanes", "random_lanes.hip", [("gfx942", 64), ("gfx1030", 32), ("gfx1100", 64),
                                          ("gfx1200", 64)], k_random_permute),
    ("zoo", "zoo.cu", [("sm_80", 32), ("sm_90", 32)], k_zoo_nv),
    ("args", "args.hip", [("gfx942", 64), ("gfx1100", 32)], k_args),
    ("args", "args.cu", [("sm_90", 32)], k_args),
    ("exec_masks", "exec_masks.hip", [("gfx942", 64), ("gfx1100", 32), ("gfx1100", 64),
                                      ("gfx1200", 32), ("gfx942", 64, ".O0")], k_exec_masks),
    ("half_reduce", "half_reduce.hip", [("gfx942", 64), ("gfx1100", 32)], k_half_reduce),
    ("half_reduce", "half_reduce.cu", [("sm_90", 32)], k_half_reduce),
    ("buffers", "buffer_ops.hip", [("gfx942", 64), ("gfx1100", 32)], k_buffer_ops),
    ("errors", "errors.hip", [("gfx942", 64), ("gfx1100", 32)], None),
    ("errors", "errors.cu", [("sm_90", 32)], None),
]


def with_variant(build):
    return build if len(build) == 3 else (*build, "")


def stem(src):
    return src.rsplit(".", 1)[0]


def run(cmd, cwd):
    """Runs in the kernel's folder with relative paths, so no absolute path reaches the IR."""
    subprocess.run(cmd, check=True, cwd=cwd)


def all_kernels():
    """gen.py's rows, then the robustness kernels' (gen_robust.py imports this module)."""
    import gen_robust
    return KERNELS + gen_robust.robust_kernels()


def build_ll():
    for d, src, builds, _ in all_kernels():
        folder = os.path.join(HERE, d)
        for target, wave, variant in map(with_variant, builds):
            out = f"{stem(src)}.{tag(target, wave)}{variant}.ll"
            run(clang_cmd(src, target, wave, out, variant), folder)
            run(["opt-22", "-passes=verify", "-disable-output", out], folder)
    # unavailable.sm_75.ll: warp_reduce's sm_80 IR retargeted to sm_75, which has no
    # redux.sync (llc-22: "Cannot select: intrinsic %llvm.nvvm.redux.sync.add").
    with open(os.path.join(HERE, "warp_reduce", "warp_reduce.sm_80.ll")) as f:
        text = f.read().replace('"target-cpu"="sm_80"', '"target-cpu"="sm_75"')
    with open(os.path.join(HERE, "errors", "unavailable.sm_75.ll"), "w") as f:
        f.write(text.replace("+sm_80", "+sm_75"))
    folder = os.path.join(HERE, "atomic_opt")
    for target, wave in ATOMIC_OPT_TARGETS:
        for src in ("atomic_opt.hip", "atomic_ops.hip"):
            base = f"{stem(src)}.{tag(target, wave)}.O2.ll.tmp"
            run(clang_cmd(src, target, wave, base), folder)
            for strategy in STRATEGIES:
                out = f"{stem(src)}.{tag(target, wave)}.{strategy}.ll"
                run(atomic_opt_cmd(target, wave, strategy, base, out), folder)
                run(["opt-22", "-passes=verify", "-disable-output", out], folder)
            os.remove(os.path.join(folder, base))
    import gen_rocm
    if os.environ.get("ROCM_INCLUDE") and os.environ.get("ROCM_DEVICE_LIBS"):
        gen_rocm.build_ll()
    else:
        print("rocPRIM/hipCUB .ll files kept: set ROCM_INCLUDE and ROCM_DEVICE_LIBS to rebuild them "
              "(tests/kernels/README.md)")
    import gen_cuda_libs
    gen_cuda_libs.build_ll()
    import gen_ggml
    gen_ggml.build_ll()


# Specs also written with `"schedule": "parallel"`: kernels whose results cannot depend on
# block order (docs/launch.md, Scheduling).
PARALLEL = {"block_reduce.gfx942.spec.json", "block_reduce.sm_90.spec.json",
            "histogram.gfx1100.w32.spec.json", "histogram.sm_80.spec.json",
            "bitonic.gfx1200.w64.spec.json", "tile2d.sm_80.spec.json"}


def all_specs():
    for d, _, builds, builder in all_kernels():
        if builder is None:
            continue
        for target, wave, variant in map(with_variant, builds):
            for name, s in builder(target, wave, variant):
                yield d, name, s
                if name in PARALLEL:
                    par = {k: v for k, v in s.items() if k != "expect"}
                    par["schedule"] = "parallel"
                    par["expect"] = s["expect"]
                    yield d, name.replace(".spec.json", ".parallel.spec.json"), par
    for target, wave in ATOMIC_OPT_TARGETS:
        for strategy in STRATEGIES:
            for name, s in k_atomic_opt(target, wave, strategy) + k_atomic_ops(target, wave, strategy):
                yield "atomic_opt", name, s
    for name, s in k_errors():
        yield "errors", name, s
    import gen_rocm  # rocPRIM/hipCUB: real ROCm headers and device libraries
    for d, _, builds, builder in gen_rocm.rocm_kernels():
        for target, wave in builds:
            for name, s in builder(target, wave):
                yield d, name, s
    import gen_cuda_libs
    yield from gen_cuda_libs.specs()
    import gen_ggml
    yield from gen_ggml.specs()


def write_specs():
    count = 0
    for d, name, s in all_specs():
        with open(os.path.join(HERE, d, name), "w") as f:
            f.write(spec_text(s))
        count += 1
    print(f"wrote {count} specs")


def check_specs():
    """Compare the committed specs with the references; list any that differ or are
    missing, and any committed spec the manifest no longer makes."""
    made = {os.path.join(d, name): spec_text(s) for d, name, s in all_specs()}
    problems = []
    for rel, text in sorted(made.items()):
        path = os.path.join(HERE, rel)
        if not os.path.exists(path):
            problems.append(f"missing: {rel}")
        elif open(path).read() != text:
            problems.append(f"differs from the reference: {rel}")
    for d in sorted(os.listdir(HERE)):
        folder = os.path.join(HERE, d)
        if os.path.isdir(folder) and d not in OWN_GENERATORS:
            for f in sorted(os.listdir(folder)):
                if f.endswith(".spec.json") and os.path.join(d, f) not in made:
                    problems.append(f"not made by gen.py: {os.path.join(d, f)}")
    for p in problems:
        print(p)
    print(f"{len(made)} specs checked, {len(problems)} problems")
    return not problems and all([check_own_generator(f) for f in OWN_GENERATORS])


# Folders whose specs another generator writes and checks (it needs packages gen.py does not):
# folder -> its generator module (FOLDER/MODULE.py, with check_specs()).
OWN_GENERATORS = {"triton": "gen_triton", "ggml_real": "gen_ggml_real"}


def check_own_generator(folder):
    """A folder's own generator checks its specs; its numpy references are checked only where
    numpy is installed (said so otherwise)."""
    module = OWN_GENERATORS[folder]
    try:
        import numpy  # noqa: F401
    except ImportError:
        print(f"{folder} specs not checked: numpy is not installed (tests/kernels/{folder}/{module}.py)")
        return True
    sys.path.insert(0, os.path.join(HERE, folder))
    return importlib.import_module(module).check_specs()


if __name__ == "__main__":
    if sys.argv[1:] == ["check"]:
        sys.exit(0 if check_specs() else 1)
    what = sys.argv[1:] or ["ll", "specs"]
    if "ll" in what:
        build_ll()
    if "specs" in what:
        write_specs()
