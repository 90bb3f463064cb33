// More atomics for the AMDGPU atomic optimizer, each on its own uniform address, from a
// divergent subset of lanes (v % 5 != 0). Returned values are used for sub, and, xor, min
// (so the optimizer builds exclusive scans with each operation's identity) and ignored for
// or, umin (reductions only). fadd works on small whole numbers, so every order of
// additions gives the same exact sums.
#include "../include/hip_lite.h"

#define AT(op, p, v) __hip_atomic_fetch_##op((p), (v), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT)

extern "C" __global__ void atomic_mix(const u32 *in, u32 *acc, i32 *sacc, float *facc, u32 *old, u32 n) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  if (gid >= n) return;
  u32 v = in[gid];
  u32 *o = old + gid * 5;
  o[0] = o[1] = o[2] = o[3] = o[4] = ~0u;
  if (v % 5u != 0u) {
    o[0] = AT(sub, &acc[0], v >> 12);
    o[1] = AT(and, &acc[1], v | 0x01010101u);
    AT(or, &acc[2], v & 0x00f00f0fu);
    o[2] = AT(xor, &acc[3], v);
    o[3] = (u32)AT(min, &sacc[0], (i32)v);
    AT(min, &acc[4], v);
    o[4] = __builtin_bit_cast(u32, AT(add, &facc[0], (float)(v & 255u)));
  }
}
