// Threads past n return before the block's barrier: a partial wave/warp and whole
// waves/warps leave early. The threads that stay exchange values through shared memory/LDS
// across the barrier, which must complete with only the remaining threads.
#include "../include/cuda_lite.h"

extern "C" __global__ void early_exit(const u32 *in, u32 *out, u32 n) {
  __shared__ u32 s[256];
  u32 t = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + t;
  if (gid >= n) return;
  s[t] = in[gid];
  __syncthreads();
  out[gid] = s[t ^ 1u] + s[(t + 8u) % 80u];
}
