// Module-level variables: `table` and `scale` are set by the spec's `globals`, and
// `counter` is read back through `expect` ("global:counter").
#include "../include/hip_lite.h"

__device__ u32 table[16];
__constant__ u32 scale;
__device__ u32 counter;

extern "C" __global__ void globals(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  out[gid] = table[v & 15u] * scale;
  atomicAdd(&counter, v & 1u);
}
