// Real calls (noinline device functions).
// calls: lanes with lane % 3 != 0 call group_sum with the member mask of the callers
//   (taken with __ballot_sync before the branch): __reduce_add_sync over the callers.
// recursion: a recursive Fibonacci per lane, with divergent recursion depths.
#include "../include/cuda_lite.h"

__attribute__((noinline)) __device__ u32 group_sum(u32 mask, u32 v) { return __reduce_add_sync(mask, v); }

__attribute__((noinline)) __device__ u32 fib(u32 n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

extern "C" __global__ void calls(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  bool caller = lane_id() % 3u != 0u;
  u32 members = __ballot_sync(0xffffffffu, caller);
  u32 r = ~0u;
  if (caller) r = group_sum(members, in[gid]);
  out[gid] = r;
}

extern "C" __global__ void recursion(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  out[gid] = fib(in[gid] & 15u);
}
