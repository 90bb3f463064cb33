// Arithmetic-heavy bench kernel: an LCG and mixing per iteration.
#define __global__ __attribute__((global))
typedef unsigned u32;
extern "C" __global__ void arith(u32* out, int iters) {
  u32 t = __builtin_amdgcn_workitem_id_x();
  u32 x = t, y = t * 3 + 1;
  for (int i = 0; i < iters; i++) { x = x * 1664525u + 1013904223u; y ^= x >> 7; y += x; }
  out[__builtin_amdgcn_workgroup_id_x() * 256 + t] = y;
}
