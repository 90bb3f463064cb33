// 64-bit data: a butterfly wave sum of u64 values (two 32-bit shuffles per step) and a
// 64-bit atomic add.
#include "../include/hip_lite.h"

extern "C" __global__ void wide(const u64 *in, u64 *sum, u64 *total) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u64 v = in[gid];
  u64 r = v;
  for (int off = 1; off < warpSize; off <<= 1) r += __shfl_xor(r, off);
  sum[gid] = r;
  atomicAdd(total, v >> 8);
}
