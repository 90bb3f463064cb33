//! The CUDA C++ source: one `extern "C"` kernel per suite, each calling the real CUDA API
//! (`__shfl_sync<T>`, `__ballot_sync`, `__match_all_sync`, …) on the real C++ type, inside a
//! branch taken only by the case's executing lanes, so that divergence is real.
//!
//! Every kernel has the same parameters; one block of 32 threads is one case:
//! `ex` (1 = this lane executes the call), `mk` (member mask), `a` (value bits), `b`, `c`
//! (raw operands), `r` (result bits), `p` (predicate output, where there is one).

use crate::spec::{Kind, ReduxOp, Suite, VoteOp};

const PRELUDE: &str = r#"
#include <cuda_fp16.h>
#include <cuda_bf16.h>
typedef unsigned long long u64;

// Bit-exact moves between raw bits and each C++ type (no float conversion anywhere).
template <class T> __device__ __forceinline__ T from_bits(u64 x);
template <> __device__ __forceinline__ unsigned from_bits<unsigned>(u64 x) { return (unsigned)x; }
template <> __device__ __forceinline__ int from_bits<int>(u64 x) { return (int)(unsigned)x; }
template <> __device__ __forceinline__ long from_bits<long>(u64 x) { return (long)x; }
template <> __device__ __forceinline__ unsigned long from_bits<unsigned long>(u64 x) { return (unsigned long)x; }
template <> __device__ __forceinline__ long long from_bits<long long>(u64 x) { return (long long)x; }
template <> __device__ __forceinline__ u64 from_bits<u64>(u64 x) { return x; }
template <> __device__ __forceinline__ float from_bits<float>(u64 x) { return __uint_as_float((unsigned)x); }
template <> __device__ __forceinline__ double from_bits<double>(u64 x) { return __longlong_as_double((long long)x); }
template <> __device__ __forceinline__ __half from_bits<__half>(u64 x) { return __ushort_as_half((unsigned short)x); }
template <> __device__ __forceinline__ __nv_bfloat16 from_bits<__nv_bfloat16>(u64 x) { return __ushort_as_bfloat16((unsigned short)x); }
template <> __device__ __forceinline__ __half2 from_bits<__half2>(u64 x) {
  return __halves2half2(__ushort_as_half((unsigned short)x), __ushort_as_half((unsigned short)(x >> 16)));
}
template <> __device__ __forceinline__ __nv_bfloat162 from_bits<__nv_bfloat162>(u64 x) {
  return __halves2bfloat162(__ushort_as_bfloat16((unsigned short)x), __ushort_as_bfloat16((unsigned short)(x >> 16)));
}

__device__ __forceinline__ u64 to_bits(unsigned v) { return v; }
__device__ __forceinline__ u64 to_bits(int v) { return (unsigned)v; }
__device__ __forceinline__ u64 to_bits(long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(unsigned long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(long long v) { return (u64)v; }
__device__ __forceinline__ u64 to_bits(u64 v) { return v; }
__device__ __forceinline__ u64 to_bits(float v) { return __float_as_uint(v); }
__device__ __forceinline__ u64 to_bits(double v) { return (u64)__double_as_longlong(v); }
__device__ __forceinline__ u64 to_bits(__half v) { return __half_as_ushort(v); }
__device__ __forceinline__ u64 to_bits(__nv_bfloat16 v) { return __bfloat16_as_ushort(v); }
__device__ __forceinline__ u64 to_bits(__half2 v) {
  return (u64)__half_as_ushort(__low2half(v)) | ((u64)__half_as_ushort(__high2half(v)) << 16);
}
__device__ __forceinline__ u64 to_bits(__nv_bfloat162 v) {
  return (u64)__bfloat16_as_ushort(__low2bfloat16(v)) | ((u64)__bfloat16_as_ushort(__high2bfloat16(v)) << 16);
}

#define PARAMS const unsigned *ex, const unsigned *mk, const u64 *a, const unsigned *b, \
               const unsigned *c, u64 *r, unsigned *p
#define LANE const unsigned g = blockIdx.x * 32u + threadIdx.x
"#;

/// The complete CUDA source for `suites`.
pub fn source(suites: &[Suite]) -> String {
    let mut s = String::from(PRELUDE);
    for suite in suites {
        s.push_str(&kernel(&suite.kernel(), &body(suite), ""));
        if suite.has_live_variant() {
            // Every lane reaches the barrier after the branch, so the lanes that skip the
            // call are alive (diverged) while it runs instead of having exited.
            s.push_str(&kernel(&suite.live_kernel(), &body(suite), "  __syncwarp();\n"));
        }
    }
    s
}

fn kernel(name: &str, body: &str, tail: &str) -> String {
    format!("\nextern \"C\" __global__ void {name}(PARAMS) {{\n  LANE;\n  if (ex[g]) {{\n{body}  }}\n{tail}}}\n")
}

fn body(suite: &Suite) -> String {
    let t = suite.ty.cuda;
    let v = format!("from_bits<{t}>(a[g])");
    match suite.kind {
        Kind::Shfl(m) => {
            // srcLane / laneMask are `int`, delta is `unsigned int`; width is `int`.
            let third = if m.third_is_signed() { "(int)b[g]" } else { "b[g]" };
            format!("    {t} y = {}(mk[g], {v}, {third}, (int)c[g]);\n    r[g] = to_bits(y);\n", m.cuda_fn())
        }
        Kind::ShflP(m) => format!(
            "    unsigned d, q;\n    asm volatile(\"{{ .reg .pred pq; shfl.sync.{}.b32 %0|pq, %2, %3, %4, %5; selp.u32 %1, 1, 0, pq; }}\"\n                 : \"=r\"(d), \"=r\"(q) : \"r\"((unsigned)a[g]), \"r\"(b[g]), \"r\"(c[g]), \"r\"(mk[g]));\n    r[g] = d;\n    p[g] = q;\n",
            m.ptx()
        ),
        Kind::Vote(op) => {
            let f = match op {
                VoteOp::All => "__all_sync",
                VoteOp::Any => "__any_sync",
                VoteOp::Uni => "__uni_sync",
                VoteOp::Ballot => "__ballot_sync",
            };
            format!("    r[g] = to_bits({f}(mk[g], from_bits<int>(a[g])));\n")
        }
        Kind::MatchAny => format!("    r[g] = to_bits(__match_any_sync(mk[g], {v}));\n"),
        Kind::MatchAll => format!("    int pr = -1;\n    r[g] = to_bits(__match_all_sync(mk[g], {v}, &pr));\n    p[g] = (unsigned)pr;\n"),
        Kind::Redux(op) => {
            let f = match op {
                ReduxOp::Add => "add",
                ReduxOp::Min => "min",
                ReduxOp::Max => "max",
                ReduxOp::And => "and",
                ReduxOp::Or => "or",
                ReduxOp::Xor => "xor",
            };
            format!("    r[g] = to_bits(__reduce_{f}_sync(mk[g], {v}));\n")
        }
        Kind::SyncWarp => "    __syncwarp(mk[g]);\n    r[g] = to_bits(__activemask());\n".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spec;

    #[test]
    fn every_suite_has_a_kernel_calling_its_builtin() {
        let suites = spec::all();
        let src = source(&suites);
        for s in &suites {
            assert!(src.contains(&format!("void {}(PARAMS)", s.kernel())));
        }
        assert!(src.contains("__shfl_xor_sync(mk[g], from_bits<__half2>(a[g]), (int)b[g], (int)c[g])"));
        assert!(src.contains("__shfl_up_sync(mk[g], from_bits<long>(a[g]), b[g], (int)c[g])"));
        assert!(src.contains("shfl.sync.bfly.b32 %0|pq"));
        assert!(src.contains("void k_shfl_sync_f16_live(PARAMS)"));
        assert!(src.contains("  }\n  __syncwarp();\n}\n"));
        assert!(src.contains("__match_all_sync(mk[g], from_bits<double>(a[g]), &pr)"));
    }

    #[test]
    fn kernel_names_are_plain_identifiers() {
        for s in spec::all() {
            assert!(s.kernel().starts_with("k_"));
        }
    }
}
