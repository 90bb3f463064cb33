// Block-wide inclusive scan, the usual three-phase way: each wave scans its values with
// shuffles, the last lane of every wave stores the wave total in shared memory/LDS, the
// first wave scans the totals, and every wave adds the totals of the waves before it.
// Blocks hold whole waves; the last block is partly past n (those threads add 0).
#include "../include/cuda_lite.h"

extern "C" __global__ void block_scan(const u32 *in, u32 *out, u32 n) {
  __shared__ u32 totals[32];
  u32 t_id = threadIdx.x;
  u32 gid = blockIdx.x * blockDim.x + t_id;
  u32 lane = lane_id();
  u32 wave = t_id / warpSize;
  u32 waves = blockDim.x / warpSize;
  u32 s = gid < n ? in[gid] : 0u;
  for (u32 off = 1; off < (u32)warpSize; off <<= 1) {
    u32 up = __shfl_up_sync(0xffffffffu, s, off);
    if (lane >= off) s += up;
  }
  if (lane == (u32)warpSize - 1) totals[wave] = s;
  __syncthreads();
  if (wave == 0) {
    u32 t = lane < waves ? totals[lane] : 0u;
    for (u32 off = 1; off < (u32)warpSize; off <<= 1) {
      u32 up = __shfl_up_sync(0xffffffffu, t, off);
      if (lane >= off) t += up;
    }
    if (lane < waves) totals[lane] = t;
  }
  __syncthreads();
  if (wave > 0) s += totals[wave - 1];
  if (gid < n) out[gid] = s;
}
