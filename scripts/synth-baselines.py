#!/usr/bin/env python3
"""Measure the baselines table of docs/synth.md: cross-lane and combine instructions in
llc-22's output for LLVM's atomic optimizer and rocPRIM's warp_reduce/warp_scan (AMD), CUB WarpReduce/WarpScan and
cooperative_groups (sm_90), and in the same compiler's output for `xlane synth --emit hip|cuda`.

Usage: scripts/synth-baselines.py [path/to/xlane]   (needs clang-22, opt-22, llc-22; CUDA
headers at /tmp/cuda-13.0 for the sm_90 rows). Prints a markdown table.
"""
import os, re, subprocess, sys, tempfile

XLANE = sys.argv[1] if len(sys.argv) > 1 else "target/release/xlane"
CUDA = "/tmp/cuda-13.0"
AMD = [("gfx90a", 64), ("gfx942", 64), ("gfx950", 64), ("gfx1030", 32), ("gfx1100", 32), ("gfx1100", 64), ("gfx1201", 32), ("gfx1201", 64)]
OPS = ["add", "max"]
TMP = tempfile.mkdtemp(prefix="synth-baselines-")

# Cross-lane instructions and combines (one count per line).
AMD_XLANE = re.compile(r"_dpp|dpp8|permlane|v_readlane|v_readfirstlane|v_writelane|ds_swizzle|ds_bpermute|ds_permute")
AMD_COMBINE = re.compile(r"^\s*[vs]_(add|max|min)_[a-z0-9_]*\b")
PTX_XLANE = re.compile(r"^\s*(@!?%?\w+\s+)?(shfl|redux)\.")
PTX_COMBINE = re.compile(r"^\s*(@!?%?\w+\s+)?(add|max|min)\.(s|u)32")


def sh(cmd, inp=None):
    r = subprocess.run(cmd, input=inp, capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(" ".join(cmd) + "\n" + r.stderr[-2000:])
    return r.stdout


def wave_flag(t, w):
    if t.startswith("gfx9"):
        return []
    return ["-mattr=+wavefrontsize64"] if w == 64 else ["-mattr=+wavefrontsize32"]


def kernel_body(asm, name):
    out, on = [], False
    for line in asm.splitlines():
        if line.startswith(name + ":"):
            on = True
        elif on and "s_endpgm" in line:
            break
        elif on and not line.strip().startswith((";", ".")):
            out.append(line)
    return out


AO_IR = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @reduce(ptr addrspace(1) %p) {
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  %r = atomicrmw OP ptr addrspace(1) %p, i32 %v syncscope("agent") monotonic
  ret void
}
define amdgpu_kernel void @scan(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = call i32 @llvm.amdgcn.workitem.id.x()
  %r = atomicrmw OP ptr addrspace(1) %p, i32 %v syncscope("agent") monotonic
  %g = getelementptr i32, ptr addrspace(1) %q, i32 %v
  store i32 %r, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def atomic_optimizer(t, w, op):
    """(reduce, inclusive scan) counts of amdgpu-atomic-optimizer<strategy=dpp>. The reduce
    counts the wave total (ending in readlane 63 / the permlane64 or readlane combine); the
    scan counts the inclusive part, not the exclusive shift or the total the atomic needs."""
    ir = AO_IR.replace("OP", op)
    mid = sh(["opt-22", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={t}", *wave_flag(t, w), "-passes=amdgpu-atomic-optimizer<strategy=dpp>", "-S"], ir)
    asm = sh(["llc-22", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={t}", *wave_flag(t, w), "-O3", "-o", "-"], mid)
    res = []
    for k in ["reduce", "scan"]:
        body = kernel_body(asm, k)
        lines = []
        for l in body:
            if "global_atomic" in l:
                break
            if "v_mbcnt" in l:
                continue
            if AMD_XLANE.search(l) or AMD_COMBINE.search(l):
                lines.append(l.strip())
        if k == "scan":
            # Drop the exclusive shift (v_mov_b32_dpp, writelane and the readlanes feeding
            # them) and the total's readlane of the last lane.
            feeds = {m.group(1) for l in lines for m in [re.search(r"v_writelane_b32 \S+, (s\d+)", l)] if m}
            keep = []
            for l in lines:
                if l.startswith("v_mov_b32_dpp") or l.startswith("v_writelane"):
                    continue
                m = re.match(r"v_readlane_b32 (s\d+), \S+, (\d+)", l)
                if m and (m.group(1) in feeds or int(m.group(2)) == w - 1):
                    continue
                keep.append(l)
            lines = keep
        res.append(len(lines))
    return res


def count_amd(asm):
    return sum(1 for l in kernel_body(asm, "k") if AMD_XLANE.search(l) or AMD_COMBINE.search(l))


def count_ptx(ptx):
    # CUB writes several instructions per inline-asm line: count statements.
    stmts = [x.strip(" \t{}") for l in ptx.splitlines() if not l.strip().startswith("//") for x in l.split(";")]
    return sum(1 for x in stmts if PTX_XLANE.search(x) or PTX_COMBINE.search(x))


def xlane(t, w, spec):
    """(model count, llc count) of xlane's sequence."""
    import json
    args = [XLANE, "--json", "synth", "--target", t, "--wave", str(w), "--budget-secs", "20"] + spec.split()
    j = json.loads(sh(args))
    model = j["cost"]["instructions"]
    amd = t.startswith("gfx")
    src = j["source"]["hip" if amd else "cuda"]
    name = re.search(r"static inline \w+ (\w+)\(", src).group(1)
    if amd:
        k = src + f'\nextern "C" __attribute__((global)) void k(const int *in, int *out) {{ unsigned i = __builtin_amdgcn_workitem_id_x(); out[i] = {name}(in[i]); }}\n'
        f = os.path.join(TMP, f"x-{t}-{w}.hip")
        open(f, "w").write(k)
        extra = ["-mwavefrontsize64"] if (w == 64 and not t.startswith("gfx9")) else []
        asm = sh(["clang-22", "-x", "hip", "--cuda-device-only", "-nogpulib", "-nogpuinc", f"--offload-arch={t}", *extra, "-O2", "-S", "-o", "-", f])
        return model, count_amd(asm)
    k = src + f'\nextern "C" __attribute__((global)) void k(const int *in, int *out) {{ unsigned i = __nvvm_read_ptx_sreg_tid_x(); out[i] = {name}(in[i]); }}\n'
    f = os.path.join(TMP, "x.cu")
    open(f, "w").write(k)
    ptx = sh(["clang-22", "-x", "cuda", "--cuda-device-only", "-nocudainc", "-nocudalib", f"--cuda-path={CUDA}", "--cuda-gpu-arch=sm_90", "-Wno-unknown-cuda-version", "-O2", "-S", "-o", "-", f])
    return model, count_ptx(ptx)


CUB = """#include <cub/warp/warp_reduce.cuh>
#include <cub/warp/warp_scan.cuh>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
namespace cg = cooperative_groups;
struct MaxOp { __device__ int operator()(int a, int b) const { return a > b ? a : b; } };
__global__ void k(const int *in, int *out) {
  int v = in[threadIdx.x];
  KERNEL
}
"""
CUB_KERNELS = {
    ("CUB", "reduce add"): "__shared__ cub::WarpReduce<int>::TempStorage s; int r = cub::WarpReduce<int>(s).Sum(v); r = __shfl_sync(0xffffffffu, r, 0); out[threadIdx.x] = r;",
    ("CUB", "reduce max"): "__shared__ cub::WarpReduce<int>::TempStorage s; int r = cub::WarpReduce<int>(s).Reduce(v, MaxOp{}); r = __shfl_sync(0xffffffffu, r, 0); out[threadIdx.x] = r;",
    ("CUB", "scan add"): "__shared__ cub::WarpScan<int>::TempStorage s; int r; cub::WarpScan<int>(s).InclusiveSum(v, r); out[threadIdx.x] = r;",
    ("CUB", "scan max"): "__shared__ cub::WarpScan<int>::TempStorage s; int r; cub::WarpScan<int>(s).InclusiveScan(v, r, MaxOp{}); out[threadIdx.x] = r;",
    ("cooperative_groups", "reduce add"): "auto w = cg::tiled_partition<32>(cg::this_thread_block()); out[threadIdx.x] = cg::reduce(w, v, cg::plus<int>());",
    ("cooperative_groups", "reduce max"): "auto w = cg::tiled_partition<32>(cg::this_thread_block()); out[threadIdx.x] = cg::reduce(w, v, cg::greater<int>());",
    ("cooperative_groups", "scan add"): "auto w = cg::tiled_partition<32>(cg::this_thread_block()); out[threadIdx.x] = cg::inclusive_scan(w, v, cg::plus<int>());",
    ("cooperative_groups", "scan max"): "auto w = cg::tiled_partition<32>(cg::this_thread_block()); out[threadIdx.x] = cg::inclusive_scan(w, v, cg::greater<int>());",
}


def cub(lib, what):
    f = os.path.join(TMP, "cub.cu")
    open(f, "w").write(CUB.replace("KERNEL", CUB_KERNELS[(lib, what)]))
    ptx = sh(["clang-22", "-x", "cuda", "--cuda-device-only", f"--cuda-path={CUDA}", f"-I{CUDA}/include/cccl", "-nocudalib", "--cuda-gpu-arch=sm_90", "-Wno-unknown-cuda-version", "-std=c++17", "-O2", "-S", "-o", "-", f])
    return count_ptx(ptx)


ROCM_INCLUDE = os.environ.get("ROCM_INCLUDE", "/tmp/rocm/inc")

ROCPRIM = """#include <rocprim/warp/warp_reduce.hpp>
#include <rocprim/warp/warp_scan.hpp>
extern "C" __global__ void k(const int *in, int *out) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  int v = in[i], r;
  KERNEL
  out[i] = r;
}
"""
ROCPRIM_KERNELS = {
    # UseAllReduce = true: every lane gets the total, as xlane's `--result all`.
    "reduce add": "using R = rocprim::warp_reduce<int, WAVE, true>; __shared__ R::storage_type s; R().reduce(v, r, s);",
    "reduce max": "using R = rocprim::warp_reduce<int, WAVE, true>; __shared__ R::storage_type s; R().reduce(v, r, s, rocprim::maximum<int>());",
    "scan add": "using S = rocprim::warp_scan<int, WAVE>; __shared__ S::storage_type s; S().inclusive_scan(v, r, s);",
    "scan max": "using S = rocprim::warp_scan<int, WAVE>; __shared__ S::storage_type s; S().inclusive_scan(v, r, s, rocprim::maximum<int>());",
}


def rocprim(t, w, what):
    """rocPRIM's warp_reduce/warp_scan with the real headers (ROCM_INCLUDE: hip/ from ROCm/HIP
    and ROCm/clr hipamd/include with a hip_version.h, rocprim/ with rocprim_version.hpp, as
    tests/kernels/gen_rocm.py uses), compiled by clang-22 for the target and wave."""
    f = os.path.join(TMP, f"rocprim-{t}-{w}.hip")
    open(f, "w").write(ROCPRIM.replace("KERNEL", ROCPRIM_KERNELS[what]).replace("WAVE", str(w)))
    res = sh(["clang-22", "-print-resource-dir"]).strip()
    extra = ["-mwavefrontsize64"] if (w == 64 and not t.startswith("gfx9")) else []
    cmd = (["clang-22", "-x", "hip", f"--offload-arch={t}", "--cuda-device-only", "-nogpulib", "-nogpuinc", *extra,
              "-O2", "-std=c++17", f"-D__AMDGCN_WAVEFRONT_SIZE={w}", "-isystem", os.path.join(res, "include/cuda_wrappers"),
              "-isystem", ROCM_INCLUDE, "-include", "__clang_hip_runtime_wrapper.h", "-Wno-missing-template-arg-list-after-template-kw",
              "-Wno-deprecated-declarations", "-Wno-unused-value", "-S", "-o", "-", f])
    try:
        return count_amd(sh(cmd))
    except RuntimeError:
        # GFX10+ wave64: the HIP headers refuse the arch with wavefront size 64, and
        # rocPRIM's warp_reduce_dpp asserts WarpSize <= 32 without DPP broadcasts.
        return "refused"


def main():
    print("| target | wave | what | LLVM atomic optimizer | rocPRIM | CUB | cooperative_groups | xlane (model) | xlane (llc-22) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for t, w in AMD + [("sm_90", 32)]:
        for op in OPS:
            ao = atomic_optimizer(t, w, op) if t.startswith("gfx") else None
            for i, kind in enumerate(["reduce", "scan"]):
                what = f"{kind} {op}"
                spec = what if kind == "reduce" else what + " inclusive"
                model, llc = xlane(t, w, spec)
                a = str(ao[i]) if ao else "–"
                r = str(rocprim(t, w, what)) if t.startswith("gfx") else "–"
                c = str(cub("CUB", what)) if t == "sm_90" else "–"
                g = str(cub("cooperative_groups", what)) if t == "sm_90" else "–"
                print(f"| {t} | {w} | {what} | {a} | {r} | {c} | {g} | {model} | {llc} |", flush=True)


if __name__ == "__main__":
    main()
