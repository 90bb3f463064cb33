// Warp sums three ways.
// reduce_redux: __reduce_add_sync (redux.sync, sm_80+) over the active lanes; lanes past n
//   exit, so the last warp reduces over a partial mask from __activemask().
// reduce_shfl_down: the classic __shfl_down_sync tree (offsets 16..1); lane 0 holds the sum.
// reduce_halves: the two half-warps diverge and each reduces with its own member mask.
#include "../include/cuda_lite.h"

extern "C" __global__ void reduce_redux(const u32 *in, u32 *out, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  out[gid] = __reduce_add_sync(__activemask(), in[gid]);
}

extern "C" __global__ void reduce_shfl_down(const u32 *in, u32 *out, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = gid < n ? in[gid] : 0u;
  for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
  if (lane_id() == 0) out[gid / 32] = v;
}

extern "C" __global__ void reduce_halves(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  u32 r;
  if (lane_id() < 16) r = __reduce_add_sync(0x0000ffffu, v);
  else r = __reduce_max_sync(0xffff0000u, v);
  out[gid] = r;
}
