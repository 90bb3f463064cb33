// Cross-lane operations inside divergent branches on NVIDIA: each half-warp runs its own
// shuffles and votes with a member mask naming only itself.
// lanes 0..15: a = __shfl_xor_sync(0xffff, v, 1), b = __ballot_sync(0xffff, v & 1)
// lanes 16..31: a = __shfl_down_sync(0xffff0000, v, 2, 16) (lanes 30, 31 keep v),
//               b = __shfl_sync(0xffff0000, v, 5, 16) (lane 21's value)
#include "../include/cuda_lite.h"

extern "C" __global__ void divergent(const u32 *in, u32 *a, u32 *b) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  u32 ra, rb;
  if (lane_id() < 16) {
    ra = __shfl_xor_sync(0x0000ffffu, v, 1);
    rb = __ballot_sync(0x0000ffffu, v & 1u);
  } else {
    ra = __shfl_down_sync(0xffff0000u, v, 2, 16);
    rb = __shfl_sync(0xffff0000u, v, 5, 16);
  }
  a[gid] = ra;
  b[gid] = rb;
}
