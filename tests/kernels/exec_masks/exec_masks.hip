// The exec-mask model made visible: what each lane sees of the active set inside nested
// branches and a loop with a data-dependent trip count and early exit.
// nested: e1 = ballot(1) under `lane % 3 == 1`; e2 = ballot(1) under a further `lane & 4`,
//   f = readfirstlane(v) there (the first lane of the inner set); lanes outside keep ~0.
// loop:   x is updated `trips = v & 7` times with x += __shfl_xor(x, 1) + k, leaving early
//   when x % 4 == 0; a lane whose partner already left reads 0. After the loop every lane
//   is active again: back = ballot(1).
#include "../include/hip_lite.h"

extern "C" __global__ void nested(const u32 *in, u64 *e1, u64 *e2, u32 *f) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = __lane_id();
  u32 v = in[gid];
  u64 a = ~0ull, b = ~0ull;
  u32 first = ~0u;
  if (lane % 3u == 1u) {
    a = __ballot(1);
    if (lane & 4u) {
      b = __ballot(1);
      first = __builtin_amdgcn_readfirstlane(v);
    }
  }
  e1[gid] = a;
  e2[gid] = b;
  f[gid] = first;
}

extern "C" __global__ void loop(const u32 *in, u32 *out, u64 *back) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 v = in[gid];
  u32 trips = v & 7u;
  u32 x = (v >> 3) & 0xffffu;
  for (u32 k = 0; k < trips; k++) {
    x += __shfl_xor(x, 1) + k;
    if ((x & 3u) == 0u) break;
  }
  out[gid] = x;
  back[gid] = __ballot(1);
}
