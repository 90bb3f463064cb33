// AMD wave idioms in loops: a __shfl_down reduction, a DPP row_shr inclusive scan within
// rows of 16, readfirstlane uniformization, ds_bpermute with computed addresses (reverse
// within the wave), ballot_w64 on every wave size, __any/__all, the wave-reduce builtins and
// an explicit s_barrier. Thread i writes out[i * 8 + k].
#include "../include/hip_lite.h"

extern "C" __global__ void wave_amd(const u32 *in, u32 *out) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  u32 lane = __lane_id();
  u32 W = __builtin_amdgcn_wavefrontsize();
  u32 v = in[gid];
  u32 *r = out + gid * 8;

  u32 s = v;
  for (u32 o = W / 2; o > 0; o >>= 1) s += __shfl_down(s, o);
  r[0] = s;

  // row_shr:k (0x110 + k) with bound_ctrl off: lanes whose source is outside the row keep
  // the old operand, which is 0 here, so the additions form an inclusive scan per row.
  u32 sc = v & 0xFFFFu;
  for (int k = 1; k < 16; k <<= 1) {
    u32 t = (k == 1)   ? __builtin_amdgcn_update_dpp(0u, sc, 0x111, 0xf, 0xf, false)
            : (k == 2) ? __builtin_amdgcn_update_dpp(0u, sc, 0x112, 0xf, 0xf, false)
            : (k == 4) ? __builtin_amdgcn_update_dpp(0u, sc, 0x114, 0xf, 0xf, false)
                       : __builtin_amdgcn_update_dpp(0u, sc, 0x118, 0xf, 0xf, false);
    sc += t;
  }
  r[1] = sc;

  u32 uni = __builtin_amdgcn_readfirstlane(v);
  r[2] = uni ^ lane;
  r[3] = (u32)__builtin_amdgcn_ds_bpermute((int)((W - 1 - lane) * 4), (int)v);
  u64 odd = __ballot(v & 1u);
  r[4] = (u32)odd ^ (u32)(odd >> 32);
  r[5] = (u32)__any(v == 0u) | ((u32)__all(v != 0u) << 1);
  r[6] = __builtin_amdgcn_wave_reduce_max_u32(v, 0) ^ __builtin_amdgcn_wave_reduce_add_u32(v & 0xFFFF, 0);
  __builtin_amdgcn_s_barrier();
  r[7] = W;
}
