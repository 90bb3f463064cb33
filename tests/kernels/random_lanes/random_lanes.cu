// shfl.sync in all four modes with a per-lane random lane operand `b` and a per-lane random
// `c` (clamp in c[4:0], segment mask in c[12:8]; the other bits are ignored), straight from
// the clang builtins. Lane i writes out[i * 4 + mode] for idx, up, down, bfly.
#include "../include/cuda_lite.h"

extern "C" __global__ void random_shfl(const u32 *vals, const u32 *bs, const u32 *cs, u32 *out) {
  const u32 full = 0xffffffffu;
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = vals[gid];
  int b = (int)bs[gid], c = (int)cs[gid];
  u32 *r = out + gid * 4;
  r[0] = (u32)__nvvm_shfl_sync_idx_i32(full, (int)v, b, c);
  r[1] = (u32)__nvvm_shfl_sync_up_i32(full, (int)v, b, c);
  r[2] = (u32)__nvvm_shfl_sync_down_i32(full, (int)v, b, c);
  r[3] = (u32)__nvvm_shfl_sync_bfly_i32(full, (int)v, b, c);
}
