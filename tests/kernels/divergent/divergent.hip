// Cross-lane operations inside divergent branches on AMD.
// a: odd lanes exchange with the odd lane two away (__shfl_xor 2); even lanes keep v.
// b: lanes below 20 read lane+8 with __shfl; lanes 12..19 hit inactive lanes and get 0
//    (ds_bpermute returns 0 for a disabled source lane). Others write ~0.
// c: lanes with bit 1 set run update_dpp(old=111, row_shr:1, bound_ctrl=false): a source
//    lane that is inactive or out of the row leaves `old`.
// d: the same with bound_ctrl=true: those lanes read 0 instead.
#include "../include/hip_lite.h"

extern "C" __global__ void divergent(const u32 *in, u32 *a, u32 *b, u32 *c, u32 *d) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = __lane_id();
  u32 v = in[gid];
  u32 va = v;
  if (lane & 1u) va = __shfl_xor(v, 2);
  a[gid] = va;
  u32 vb = ~0u;
  if (lane < 20u) vb = __shfl(v, (int)lane + 8);
  b[gid] = vb;
  u32 vc = 7u, vd = 7u;
  if (lane & 2u) {
    vc = __builtin_amdgcn_update_dpp(111u, v, 0x111, 0xf, 0xf, false);
    vd = __builtin_amdgcn_update_dpp(111u, v, 0x111, 0xf, 0xf, true);
  }
  c[gid] = vc;
  d[gid] = vd;
}
