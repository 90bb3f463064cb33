// cuda_lite.h: the few CUDA device functions the corpus kernels use, written directly on
// clang's NVPTX builtins so that kernels compile with `-nocudainc -nocudalib`. Each one
// follows clang's __clang_cuda_intrinsics.h / CUDA's sm_30_intrinsics.hpp, sm_70_rt.hpp,
// sm_80_rt.hpp (docs/notes/nvidia-semantics.md §2.3, §4.3, §5.3 give the source text).
#pragma once

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))

typedef unsigned int u32;
typedef int i32;
typedef unsigned long long u64;

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

XL_COORD(xl_thread_idx_t, threadIdx, __nvvm_read_ptx_sreg_tid_x(),
         __nvvm_read_ptx_sreg_tid_y(), __nvvm_read_ptx_sreg_tid_z())
XL_COORD(xl_block_idx_t, blockIdx, __nvvm_read_ptx_sreg_ctaid_x(),
         __nvvm_read_ptx_sreg_ctaid_y(), __nvvm_read_ptx_sreg_ctaid_z())
XL_COORD(xl_block_dim_t, blockDim, __nvvm_read_ptx_sreg_ntid_x(),
         __nvvm_read_ptx_sreg_ntid_y(), __nvvm_read_ptx_sreg_ntid_z())

#define warpSize 32

__device__ static __forceinline__ u32 lane_id() { return __nvvm_read_ptx_sreg_laneid(); }

// c = ((warpSize - width) << 8) | 0x1f for idx/down/bfly, (warpSize - width) << 8 for up.
__device__ static __forceinline__ int __shfl_sync(u32 mask, int v, int src, int width = warpSize) {
  return __nvvm_shfl_sync_idx_i32(mask, v, src, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ int __shfl_up_sync(u32 mask, int v, u32 d, int width = warpSize) {
  return __nvvm_shfl_sync_up_i32(mask, v, d, (warpSize - width) << 8);
}
__device__ static __forceinline__ int __shfl_down_sync(u32 mask, int v, u32 d, int width = warpSize) {
  return __nvvm_shfl_sync_down_i32(mask, v, d, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ int __shfl_xor_sync(u32 mask, int v, int m, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_i32(mask, v, m, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ u32 __shfl_sync(u32 mask, u32 v, int s, int w = warpSize) { return (u32)__shfl_sync(mask, (int)v, s, w); }
__device__ static __forceinline__ u32 __shfl_up_sync(u32 mask, u32 v, u32 d, int w = warpSize) { return (u32)__shfl_up_sync(mask, (int)v, d, w); }
__device__ static __forceinline__ u32 __shfl_down_sync(u32 mask, u32 v, u32 d, int w = warpSize) { return (u32)__shfl_down_sync(mask, (int)v, d, w); }
__device__ static __forceinline__ u32 __shfl_xor_sync(u32 mask, u32 v, int m, int w = warpSize) { return (u32)__shfl_xor_sync(mask, (int)v, m, w); }

// float: clang's header uses the f32 builtin; double: two 32-bit shuffles of the halves.
__device__ static __forceinline__ float __shfl_xor_sync(u32 mask, float v, int m, int width = warpSize) {
  return __nvvm_shfl_sync_bfly_f32(mask, v, m, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ float __shfl_sync(u32 mask, float v, int s, int width = warpSize) {
  return __nvvm_shfl_sync_idx_f32(mask, v, s, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ float __shfl_up_sync(u32 mask, float v, u32 d, int width = warpSize) {
  return __nvvm_shfl_sync_up_f32(mask, v, d, (warpSize - width) << 8);
}
__device__ static __forceinline__ float __shfl_down_sync(u32 mask, float v, u32 d, int width = warpSize) {
  return __nvvm_shfl_sync_down_f32(mask, v, d, ((warpSize - width) << 8) | 0x1f);
}
__device__ static __forceinline__ double __shfl_xor_sync(u32 mask, double v, int m, int w = warpSize) {
  struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);
  p.lo = __shfl_xor_sync(mask, p.lo, m, w);
  p.hi = __shfl_xor_sync(mask, p.hi, m, w);
  return __builtin_bit_cast(double, p);
}

__device__ static __forceinline__ u32 __ballot_sync(u32 mask, int p) { return __nvvm_vote_ballot_sync(mask, p); }
__device__ static __forceinline__ u32 __activemask() { return __nvvm_activemask(); }
__device__ static __forceinline__ void __syncwarp(u32 mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }

// sm_80: clang passes (value, mask) to the redux builtins.
__device__ static __forceinline__ u32 __reduce_add_sync(u32 mask, u32 v) { return __nvvm_redux_sync_add(v, mask); }
__device__ static __forceinline__ u32 __reduce_max_sync(u32 mask, u32 v) { return __nvvm_redux_sync_umax(v, mask); }

// sm_70: __match_any_sync for 32- and 64-bit keys.
__device__ static __forceinline__ u32 __match_any_sync(u32 mask, u32 v) { return __nvvm_match_any_sync_i32(mask, v); }
__device__ static __forceinline__ u32 __match_any_sync(u32 mask, u64 v) { return __nvvm_match_any_sync_i64(mask, (long long)v); }

__device__ static __forceinline__ u32 atomicAdd(u32 *p, u32 v) { return (u32)__nvvm_atom_add_gen_i((int *)p, (int)v); }
__device__ static __forceinline__ int __popc(u32 x) { return __builtin_popcount(x); }
__device__ static __forceinline__ int __ffs(u32 x) { return __builtin_ffs((int)x); }

__device__ static __forceinline__ u64 __shfl_xor_sync(u32 mask, u64 v, int m, int w = warpSize) {
  struct pair { int lo, hi; } p = __builtin_bit_cast(pair, v);
  p.lo = __shfl_xor_sync(mask, p.lo, m, w);
  p.hi = __shfl_xor_sync(mask, p.hi, m, w);
  return __builtin_bit_cast(u64, p);
}
__device__ static __forceinline__ u64 atomicAdd(u64 *p, u64 v) {
  return (u64)__nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}

// ---- Added for the robustness kernels (tests/kernels/{intops,fops,aos,atomics,grid3d,warp_prims}).
typedef long long i64;

// CUDA vector_types.h: float4 is 16-byte aligned, int2 8-byte aligned.
struct __attribute__((aligned(16))) float4 { float x, y, z, w; };
struct __attribute__((aligned(8))) int2 { int x, y; };

XL_COORD(xl_grid_dim_t, gridDim, __nvvm_read_ptx_sreg_nctaid_x(),
         __nvvm_read_ptx_sreg_nctaid_y(), __nvvm_read_ptx_sreg_nctaid_z())

// clang __clang_cuda_device_functions.h: __syncthreads_count/and/or are bar0.popc/and/or.
__device__ static __forceinline__ int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__device__ static __forceinline__ int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
__device__ static __forceinline__ int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }

// clang __clang_cuda_device_functions.h atomics on the generic-address NVVM builtins.
__device__ static __forceinline__ u32 atomicMin(u32 *p, u32 v) { return __nvvm_atom_min_gen_ui(p, v); }
__device__ static __forceinline__ int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
__device__ static __forceinline__ u64 atomicMin(u64 *p, u64 v) { return __nvvm_atom_min_gen_ull(p, v); }
__device__ static __forceinline__ u32 atomicMax(u32 *p, u32 v) { return __nvvm_atom_max_gen_ui(p, v); }
__device__ static __forceinline__ int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
__device__ static __forceinline__ u64 atomicMax(u64 *p, u64 v) { return __nvvm_atom_max_gen_ull(p, v); }
__device__ static __forceinline__ u32 atomicAnd(u32 *p, u32 v) { return (u32)__nvvm_atom_and_gen_i((int *)p, (int)v); }
__device__ static __forceinline__ u32 atomicOr(u32 *p, u32 v) { return (u32)__nvvm_atom_or_gen_i((int *)p, (int)v); }
__device__ static __forceinline__ u32 atomicXor(u32 *p, u32 v) { return (u32)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
__device__ static __forceinline__ u64 atomicXor(u64 *p, u64 v) { return (u64)__nvvm_atom_xor_gen_ll((long long *)p, (long long)v); }
__device__ static __forceinline__ u32 atomicSub(u32 *p, u32 v) { return (u32)__nvvm_atom_add_gen_i((int *)p, -(int)v); }
__device__ static __forceinline__ u32 atomicExch(u32 *p, u32 v) { return (u32)__nvvm_atom_xchg_gen_i((int *)p, (int)v); }
__device__ static __forceinline__ float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
__device__ static __forceinline__ int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__device__ static __forceinline__ u32 atomicCAS(u32 *p, u32 c, u32 v) { return (u32)__nvvm_atom_cas_gen_i((int *)p, (int)c, (int)v); }
__device__ static __forceinline__ u64 atomicCAS(u64 *p, u64 c, u64 v) { return (u64)__nvvm_atom_cas_gen_ll((long long *)p, (long long)c, (long long)v); }
__device__ static __forceinline__ u32 atomicInc(u32 *p, u32 v) { return __nvvm_atom_inc_gen_ui(p, v); }

__device__ static __forceinline__ u32 __umulhi(u32 a, u32 b) { return __nvvm_mulhi_ui(a, b); }
__device__ static __forceinline__ u32 __brev(u32 x) { return __builtin_bitreverse32(x); }
__device__ static __forceinline__ int __clz(int x) { return x ? __builtin_clz((u32)x) : 32; }
__device__ static __forceinline__ u32 __ldg(const u32 *p) { return __nvvm_ldg_ui(p); }
__device__ static __forceinline__ float __ldg(const float *p) { return __nvvm_ldg_f(p); }
__device__ static __forceinline__ long long clock64() { return __nvvm_read_ptx_sreg_clock64(); }
__device__ static __forceinline__ u32 __reduce_min_sync(u32 mask, u32 v) { return __nvvm_redux_sync_umin(v, mask); }
__device__ static __forceinline__ u32 __reduce_or_sync(u32 mask, u32 v) { return __nvvm_redux_sync_or(v, mask); }
__device__ static __forceinline__ int __reduce_add_sync(u32 mask, int v) { return __nvvm_redux_sync_add(v, mask); }
__device__ static __forceinline__ int __reduce_min_sync(u32 mask, int v) { return __nvvm_redux_sync_min(v, mask); }
__device__ static __forceinline__ int __all_sync(u32 mask, int p) { return __nvvm_vote_all_sync(mask, p); }
__device__ static __forceinline__ int __any_sync(u32 mask, int p) { return __nvvm_vote_any_sync(mask, p); }

// cuda_pipeline_primitives.h: __pipeline_memcpy_async of 4/8/16 bytes is cp.async.ca
// (cp.async.cg for 16), then commit and wait_prior.
__device__ static __forceinline__ void __pipeline_memcpy_async_4(void *dst_shared, const void *src) {
  __nvvm_cp_async_ca_shared_global_4((void __attribute__((address_space(3))) *)dst_shared,
                                     (const void __attribute__((address_space(1))) *)src);
}
__device__ static __forceinline__ void __pipeline_commit() { __nvvm_cp_async_commit_group(); }
__device__ static __forceinline__ void __pipeline_wait_prior(int) { __nvvm_cp_async_wait_group(0); }

extern "C" __device__ int vprintf(const char *, const char *);
// clang __clang_cuda_runtime_wrapper.h / host_defines.h: __launch_bounds__.
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
typedef unsigned char u8;
typedef __SIZE_TYPE__ size_t;
