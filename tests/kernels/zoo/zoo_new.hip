// The newest AMD lane primitives, all lanes active; lane i writes out[i * 6 + k].
// gfx950: 0/1 permlane16_swap(a, b) .x/.y; 2/3 permlane32_swap(a, b) .x/.y
// GFX12:  4 permlane16_var with per-lane selector (3i+1) & 15; 5 permlanex16_var with 5i & 15
// Slots a target lacks hold ~0.
#include "../include/hip_lite.h"

extern "C" __global__ void zoo_new(const u32 *in_a, const u32 *in_b, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 a = in_a[gid], b = in_b[gid];
  u32 lane = __lane_id();
  u32 *r = out + gid * 6;
  r[0] = r[1] = r[2] = r[3] = r[4] = r[5] = ~0u;
#if defined(__gfx950__)
  auto s16 = __builtin_amdgcn_permlane16_swap(a, b, false, false);
  auto s32 = __builtin_amdgcn_permlane32_swap(a, b, false, false);
  r[0] = s16[0];
  r[1] = s16[1];
  r[2] = s32[0];
  r[3] = s32[1];
#endif
#if defined(__GFX12__)
  r[4] = __builtin_amdgcn_permlane16_var(0u, a, (lane * 3 + 1) & 15u, false, false);
  r[5] = __builtin_amdgcn_permlanex16_var(0u, a, (lane * 5) & 15u, false, false);
#endif
}
