// hip_lite.h: the few HIP device functions the corpus kernels use, written directly on
// clang builtins so that kernels compile with `-nogpulib -nogpuinc` (no ROCm install).
// Each definition follows the HIP header it stands in for (amd_warp_functions.h,
// amd_device_functions.h, hip_runtime's coordinate structs); see
// docs/notes/amd-semantics.md §12 for the source text of the __shfl* family.
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))

#define XL_FN __device__ static __forceinline__
// HIP amd_hip_atomic.h: every atomic* is a relaxed __hip_atomic_* at agent scope.
#define XL_RMW(OP, p, v) __hip_atomic_##OP(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
#define XL_XCHG(p, v) __hip_atomic_exchange(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)
// HIP hip_assert.h: __assert_fail(expression, file, line, function).
extern "C" __device__ void __assert_fail(const char *, const char *, unsigned, const char *);
#define XL_ASSERT_FAIL(e, file, line, func) __assert_fail(e, file, line, func)
// HIP's vector types hold a clang ext_vector_type (HIP_vector_type); the vector type itself
// has the same element names (.x .y .z .w) and arithmetic, which is what clang's IR sees.
// Three-element ones are plain structs, 12 bytes for 4-byte elements as in CUDA.
#define XL_VEC_TYPES(T, N)                                                                     \
  struct N##1 { T x; };                                                                        \
  typedef T N##2 __attribute__((ext_vector_type(2)));                                          \
  struct N##3 { T x, y, z; };                                                                  \
  typedef T N##4 __attribute__((ext_vector_type(4)));
#include "xl_common.h"

// threadIdx / blockIdx / blockDim as property structs, like HIP's __hip_builtin_*_t.
#define XL_COORD(TYPE, NAME, FX, FY, FZ)                                              \
  struct TYPE {                                                                      \
    __device__ u32 get_x() const { return FX; }                                      \
    __device__ u32 get_y() const { return FY; }                                      \
    __device__ u32 get_z() const { return FZ; }                                      \
    __declspec(property(get = get_x)) u32 x;                                         \
    __declspec(property(get = get_y)) u32 y;                                         \
    __declspec(property(get = get_z)) u32 z;                                         \
  };                                                                                 \
  extern const __device__ __attribute__((weak)) TYPE NAME;

XL_COORD(xl_thread_idx_t, threadIdx, __builtin_amdgcn_workitem_id_x(),
         __builtin_amdgcn_workitem_id_y(), __builtin_amdgcn_workitem_id_z())
XL_COORD(xl_block_idx_t, blockIdx, __builtin_amdgcn_workgroup_id_x(),
         __builtin_amdgcn_workgroup_id_y(), __builtin_amdgcn_workgroup_id_z())
XL_COORD(xl_block_dim_t, blockDim, __builtin_amdgcn_workgroup_size_x(),
         __builtin_amdgcn_workgroup_size_y(), __builtin_amdgcn_workgroup_size_z())

// warpSize: HIP's operator int() returns __builtin_amdgcn_wavefrontsize().
#define warpSize ((int)__builtin_amdgcn_wavefrontsize())

// HIP amd_warp_functions.h: __lane_id, __shfl, __shfl_up, __shfl_down, __shfl_xor.
__device__ static __forceinline__ u32 __lane_id() {
  if (warpSize == 32) return __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

__device__ static __forceinline__ int __shfl(int var, int src_lane, int width = warpSize) {
  int self = __lane_id();
  int index = (src_lane & (width - 1)) + (self & ~(width - 1));
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}

__device__ static __forceinline__ int __shfl_up(int var, u32 lane_delta, int width = warpSize) {
  int self = __lane_id();
  int index = self - lane_delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}

__device__ static __forceinline__ int __shfl_down(int var, u32 lane_delta, int width = warpSize) {
  int self = __lane_id();
  int index = self + lane_delta;
  index = ((int)((self & (width - 1)) + lane_delta) >= width) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}

__device__ static __forceinline__ int __shfl_xor(int var, int lane_mask, int width = warpSize) {
  int self = __lane_id();
  int index = self ^ lane_mask;
  index = (index >= ((self + width) & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, var);
}

// Unsigned overloads go through the int version, as HIP's do (union bit-cast).
__device__ static __forceinline__ u32 __shfl(u32 v, int l, int w = warpSize) { return (u32)__shfl((int)v, l, w); }
__device__ static __forceinline__ u32 __shfl_up(u32 v, u32 d, int w = warpSize) { return (u32)__shfl_up((int)v, d, w); }
__device__ static __forceinline__ u32 __shfl_down(u32 v, u32 d, int w = warpSize) { return (u32)__shfl_down((int)v, d, w); }
__device__ static __forceinline__ u32 __shfl_xor(u32 v, int m, int w = warpSize) { return (u32)__shfl_xor((int)v, m, w); }

// float: one 32-bit shuffle of the bits; double: two independent 32-bit shuffles, low word
// then high word (HIP amd_warp_functions.h).
__device__ static __forceinline__ float __shfl_xor(float v, int m, int w = warpSize) {
  return __builtin_bit_cast(float, __shfl_xor(__builtin_bit_cast(int, v), m, w));
}
__device__ static __forceinline__ double __shfl_xor(double v, int m, int w = warpSize) {
  struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);
  p.lo = __shfl_xor(p.lo, m, w);
  p.hi = __shfl_xor(p.hi, m, w);
  return __builtin_bit_cast(double, p);
}

// HIP: __ballot(p) = __builtin_amdgcn_ballot_w64(p) on every wave size.
__device__ static __forceinline__ u64 __ballot(int p) { return __builtin_amdgcn_ballot_w64(p); }

// HIP __syncthreads(): workgroup release fence, s_barrier, workgroup acquire fence.
__device__ static __forceinline__ void __syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}


// 64-bit shuffle: two independent 32-bit shuffles of the halves (HIP amd_warp_functions.h).
__device__ static __forceinline__ u64 __shfl_xor(u64 v, int m, int w = warpSize) {
  struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);
  p.lo = __shfl_xor(p.lo, m, w);
  p.hi = __shfl_xor(p.hi, m, w);
  return __builtin_bit_cast(u64, p);
}
// The other element types of amd_warp_functions.h, for __shfl/__shfl_up/__shfl_down as for
// __shfl_xor above: float as one 32-bit shuffle of its bits, 64-bit values as two 32-bit
// shuffles (low word, then high word).
#define XL_HIP_SHFL_WIDE(NAME, ARG)                                                                 \
  __device__ static __forceinline__ float NAME(float v, ARG a, int w = warpSize) {                  \
    return __builtin_bit_cast(float, NAME(__builtin_bit_cast(int, v), a, w));                       \
  }                                                                                                 \
  __device__ static __forceinline__ double NAME(double v, ARG a, int w = warpSize) {                \
    struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);                                    \
    p.lo = NAME(p.lo, a, w);                                                                        \
    p.hi = NAME(p.hi, a, w);                                                                        \
    return __builtin_bit_cast(double, p);                                                           \
  }                                                                                                 \
  __device__ static __forceinline__ u64 NAME(u64 v, ARG a, int w = warpSize) {                      \
    struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);                                    \
    p.lo = NAME(p.lo, a, w);                                                                        \
    p.hi = NAME(p.hi, a, w);                                                                        \
    return __builtin_bit_cast(u64, p);                                                              \
  }
XL_HIP_SHFL_WIDE(__shfl, int)
XL_HIP_SHFL_WIDE(__shfl_up, u32)
XL_HIP_SHFL_WIDE(__shfl_down, u32)
#undef XL_HIP_SHFL_WIDE
__device__ static __forceinline__ long long __shfl(long long v, int l, int w = warpSize) { return (long long)__shfl((u64)v, l, w); }
__device__ static __forceinline__ long long __shfl_up(long long v, u32 d, int w = warpSize) { return (long long)__shfl_up((u64)v, d, w); }
__device__ static __forceinline__ long long __shfl_down(long long v, u32 d, int w = warpSize) { return (long long)__shfl_down((u64)v, d, w); }
__device__ static __forceinline__ long long __shfl_xor(long long v, int m, int w = warpSize) { return (long long)__shfl_xor((u64)v, m, w); }

// HIP's *_sync forms (amd_warp_sync_functions.h): the mask must be a 64-bit integer (a
// static_assert: a 32-bit CUDA mask is the usual porting bug); then the plain shuffle.
#define XL_HIP_SYNC(NAME, BASE, ARG)                                                                \
  template <typename M, typename T> __device__ static __forceinline__ T NAME(M mask, T v, ARG a, int w = warpSize) { \
    static_assert(sizeof(M) == 8 && (M)-1 > 0, "The mask must be a 64-bit integer. Implicitly promoting a smaller integer is almost always an error."); \
    (void)mask;                                                                                     \
    return BASE(v, a, w);                                                                           \
  }
XL_HIP_SYNC(__shfl_sync, __shfl, int)
XL_HIP_SYNC(__shfl_up_sync, __shfl_up, u32)
XL_HIP_SYNC(__shfl_down_sync, __shfl_down, u32)
XL_HIP_SYNC(__shfl_xor_sync, __shfl_xor, int)
#undef XL_HIP_SYNC


// ---- Added for the robustness kernels (tests/kernels/{intops,fops,aos,atomics,grid3d,wave_amd}).

// gridDim as ockl's code-object-v4 path computes it: the dispatch packet's grid size in
// work-items over the workgroup size, rounded up (a partial last group counts).
__device__ static __forceinline__ u32 xl_num_groups(u32 n, u32 d) { u32 q = n / d; return q + (n > q * d); }
XL_COORD(xl_grid_dim_t, gridDim,
         xl_num_groups(__builtin_amdgcn_grid_size_x(), __builtin_amdgcn_workgroup_size_x()),
         xl_num_groups(__builtin_amdgcn_grid_size_y(), __builtin_amdgcn_workgroup_size_y()),
         xl_num_groups(__builtin_amdgcn_grid_size_z(), __builtin_amdgcn_workgroup_size_z()))

// HIP __any/__all over the active lanes (ballot of the predicate vs. ballot of true).
__device__ static __forceinline__ int __any(int p) { return __ballot(p) != 0; }
__device__ static __forceinline__ int __all(int p) { return __ballot(p) == __ballot(1); }
// HIP hip_runtime.h: __launch_bounds__(MAX) caps the flat workgroup size.
#define __launch_bounds__(MAX) __attribute__((amdgpu_flat_work_group_size(1, MAX)))

// HIP amd_warp_sync_functions.h: the *_sync votes take a 64-bit mask (a static_assert, as
// for the shuffles) and vote over the mask's lanes.
#define XL_HIP_MASK(M) static_assert(sizeof(M) == 8 && (M)-1 > 0, "The mask must be a 64-bit integer. Implicitly promoting a smaller integer is almost always an error.")
template <typename M> XL_FN u64 __ballot_sync(M mask, int p) { XL_HIP_MASK(M); return __ballot(p) & mask; }
template <typename M> XL_FN int __all_sync(M mask, int p) { XL_HIP_MASK(M); return __ballot_sync(mask, p) == (mask & __ballot(1)); }
template <typename M> XL_FN int __any_sync(M mask, int p) { XL_HIP_MASK(M); return __ballot_sync(mask, p) != 0; }
#undef XL_HIP_MASK
XL_FN u64 __activemask() { return __ballot(1); }
// HIP __syncwarp: a wave-scope release fence, a wave barrier, an acquire fence.
XL_FN void __syncwarp(u64 mask = ~0ull) {
  (void)mask;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
XL_FN long long clock64() { return (long long)__builtin_readcyclecounter(); }
XL_FN long long clock() { return clock64(); }
XL_FN long long wall_clock64() { return clock64(); }
XL_FN void __threadfence() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "agent"); }
XL_FN void __threadfence_block() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, "workgroup"); }
XL_FN void __threadfence_system() { __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, ""); }
XL_FN u32 __activemask32() { return (u32)__ballot(1); }
// HIP's fast intrinsics: the AMDGPU lowering of the llvm intrinsics (v_exp_f32, v_log_f32,
// v_sin_f32, …), marked approximate by xlane.
XL_FN float __expf(float x) { return __builtin_expf(x); }
XL_FN float __exp10f(float x) { return __builtin_exp10f(x); }
XL_FN float __logf(float x) { return __builtin_logf(x); }
XL_FN float __log2f(float x) { return __builtin_log2f(x); }
XL_FN float __log10f(float x) { return __builtin_log10f(x); }
XL_FN float __sinf(float x) { return __builtin_sinf(x); }
XL_FN float __cosf(float x) { return __builtin_cosf(x); }
XL_FN float __fdividef(float x, float y) { return x / y; }
