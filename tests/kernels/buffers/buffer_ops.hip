// Buffer resources through clang-22's builtins, the way Triton's AMD back end and
// composable_kernel use them: `__builtin_amdgcn_make_buffer_rsrc` over a buffer of n words
// (num_records = 4n bytes, stride 0), then raw buffer loads and stores whose lanes past the
// end rely on the hardware's range check (a load out of range returns 0, a store out of range
// does nothing; the CDNA/RDNA ISA guides, "Range Checking"). `flags` is word 3 of the V#:
// 0x27000 on GFX9 (no OOB_SELECT), 0x31027000 on GFX11 (OOB_SELECT 3, the raw byte check), the
// values MLIR's AMDGPU dialect writes.
#include "../include/hip_lite.h"

typedef unsigned int u32x4 __attribute__((ext_vector_type(4)));

extern "C" __global__ void buffer_ops(const u32 *in, u32 *out, u32 *out4, u32 *shifted, u32 n,
                                      u32 flags) {
  u32 gid = blockIdx.x * blockDim.x + threadIdx.x;
  __amdgpu_buffer_rsrc_t rin = __builtin_amdgcn_make_buffer_rsrc((void *)in, 0, n * 4, flags);
  __amdgpu_buffer_rsrc_t rout = __builtin_amdgcn_make_buffer_rsrc(out, 0, n * 4, flags);
  // masked-off lanes load through an offset past num_records (Triton's 0x80000000): 0
  u32 off = gid < n ? gid * 4 : 0x80000000u;
  u32 v = __builtin_amdgcn_raw_buffer_load_b32(rin, off, 0, 0);
  // unguarded: the range check drops the stores of lanes gid >= n
  __builtin_amdgcn_raw_buffer_store_b32(v + 1, rout, gid * 4, 0, 0);
  // 16 bytes at 16 * gid: each dword is range-checked on its own
  u32x4 w = __builtin_amdgcn_raw_buffer_load_b128(rin, gid * 16, 0, 0);
  out4[4 * gid] = w.x;
  out4[4 * gid + 1] = w.y;
  out4[4 * gid + 2] = w.z;
  out4[4 * gid + 3] = w.w;
  // soffset 4: word gid + 1. The lane gid = n - 1 would be in range only if soffset were not
  // counted (docs/errata.md A35), so it takes the masked-off offset as well.
  u32 soff = gid + 1 < n ? gid * 4 : 0x80000000u;
  shifted[gid] = __builtin_amdgcn_raw_buffer_load_b32(rin, soff, 4, 0);
}
