// Real calls (noinline device functions).
// calls: lanes with lane % 3 != 0 call wave_sum, a butterfly over __shfl_xor; the other
//   lanes are inactive during the call, so they read as 0 and the sum covers the callers.
// recursion: a recursive Fibonacci per lane, with divergent recursion depths.
#include "../include/hip_lite.h"

__attribute__((noinline)) __device__ u32 wave_sum(u32 v) {
  for (int off = 1; off < warpSize; off <<= 1) v += __shfl_xor(v, off);
  return v;
}

__attribute__((noinline)) __device__ u32 fib(u32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

extern "C" __global__ void calls(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 r = ~0u;
  if (__lane_id() % 3u != 0u) r = wave_sum(in[gid]);
  out[gid] = r;
}

extern "C" __global__ void recursion(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = fib(in[gid] & 15u);
}
