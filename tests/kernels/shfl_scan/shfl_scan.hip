// Wave reduce with HIP __shfl_xor (butterfly) and inclusive scan with HIP __shfl_up.
// Both go through ds_bpermute, so a lane that reads an inactive lane gets 0; on GFX10/11
// wave64, ds_bpermute only reaches lanes of the same 32-lane half (ISA: "destination lane
// is MOD 32 regardless of wave size"), which the expected values reproduce.
#include "../include/hip_lite.h"

extern "C" __global__ void shfl_scan(const u32 *in, u32 *sum, u32 *scan, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  u32 r = v;
  for (int off = 1; off < warpSize; off <<= 1) r += __shfl_xor(r, off);
  u32 s = v;
  u32 lane = __lane_id();
  for (int off = 1; off < warpSize; off <<= 1) {
    u32 t = __shfl_up(s, off);
    if (lane >= (u32)off) s += t;
  }
  sum[gid] = r;
  scan[gid] = s;
}
