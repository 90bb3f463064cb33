// Kernels whose llc-22 output the explain tests read (tests/asm/README.md).
#if defined(__gfx90a__) || defined(__gfx942__)
#define BCAST 0x141
#else
#define BCAST 0x15f
#endif
#define K extern "C" __attribute__((global))
#define TID __builtin_amdgcn_workitem_id_x()
K void red(int *p) {
  int v = p[TID];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, true);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);
  v = __builtin_amdgcn_update_dpp(v, v, 0x1b, 0xf, 0xf, false) * v;
  v += __builtin_amdgcn_mov_dpp(v, BCAST, 0xa, 0xf, true);
  p[TID] = __builtin_amdgcn_readlane(v, 63);
}
K void redf(float *p) {
  float v = p[TID];
  v += __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, __builtin_bit_cast(int,v), 0x111, 0xf, 0xf, true));
  v = __builtin_fmaxf(v, __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, __builtin_bit_cast(int,v), 0x4e, 0xf, 0xf, true)));
  p[TID] = v + __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int,v), 0x41f)) ;
}
#if !defined(__gfx90a__) && !defined(__gfx942__)
K void red8(int *p, int w) {
  int v = p[TID];
  v += __builtin_amdgcn_mov_dpp8(v, 0x53977);
  v += __builtin_amdgcn_permlanex16(v, v, 0x76543210, 0xfedcba98, false, false);
  p[TID] = v + w * __builtin_amdgcn_readfirstlane(v);
}
#endif
K void bperm(int *p, int a) {
  int v = p[TID];
  p[TID] = __builtin_amdgcn_ds_bpermute((v + 4) << 2, a) + __builtin_amdgcn_ds_permute(v, a) + __builtin_amdgcn_readlane(v, a);
}
K void atom(int *p, int *q) {
  int v = q[__builtin_amdgcn_workitem_id_x()];
  int old = __hip_atomic_fetch_add(p, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  q[__builtin_amdgcn_workitem_id_x()] = old;
}
K void add3(int *p, int a) {
  int i = __builtin_amdgcn_workitem_id_x();
  int v = p[i];
  p[i] = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true) + v + a;
}
K void vop3(float *p, float a, float b) {
  float v = p[TID];
  float d = __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, __builtin_bit_cast(int,v), 0x111, 0xf, 0xf, true));
#if defined(__gfx90a__) || defined(__gfx942__)
  float e = __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, __builtin_bit_cast(int,v), 0x138, 0xf, 0xf, false));
#else
  float e = __builtin_bit_cast(float, __builtin_amdgcn_mov_dpp8(__builtin_bit_cast(int,v), 0x53977));
#endif
  p[TID] = __builtin_fmaf(d, a, v) + __builtin_fmaf(e, b, v);
}
K void sub3(unsigned *p, unsigned a) {
  unsigned v = p[TID];
  unsigned d = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, true);
  p[TID] = (d << 3) + a;
  p[TID+64] = (d ^ a) ^ v;
  p[TID+128] = __builtin_amdgcn_ds_bpermute((int)(v * 4 + 16), (int)a + v);
}
