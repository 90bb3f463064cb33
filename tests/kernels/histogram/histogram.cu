// 16-bin histogram: per-block bins in shared memory/LDS updated with atomics, then one
// global atomic add per bin and block.
#include "../include/cuda_lite.h"

extern "C" __global__ void histogram(const u32 *in, u32 *bins, u32 n) {
  __shared__ u32 local[16];
  u32 t = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + t;
  if (t < 16) local[t] = 0;
  __syncthreads();
  if (gid < n) atomicAdd(&local[in[gid] & 15u], 1u);
  __syncthreads();
  if (t < 16) atomicAdd(&bins[t], local[t]);
}
