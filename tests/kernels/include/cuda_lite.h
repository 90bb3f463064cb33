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
