#define __global__ __attribute__((global))
typedef unsigned u32;
extern "C" __global__ void oob(u32* p, int n) { p[__builtin_amdgcn_workitem_id_x() + n] = 1; }
extern "C" __global__ void mis(char* p) { *(u32*)(p + 1 + 4 * __builtin_amdgcn_workitem_id_x()) = 1; }
extern "C" __global__ void spin(volatile u32* p) { while (p[0] == 0) {} }
extern "C" __global__ void div0(u32* p, u32 d) { p[__builtin_amdgcn_workitem_id_x()] = 100 / (d + __builtin_amdgcn_workitem_id_x() - 3); }
extern "C" __global__ void bdiv(u32* p) {
  u32 t = __builtin_amdgcn_workitem_id_x();
  if (t < 10) { p[t] = 1; __builtin_amdgcn_s_barrier(); p[t] = 2; }
  p[t + 64] = 3;
}
extern "C" __global__ void undef_store(u32* p) {
  u32 x;
  if (__builtin_amdgcn_workitem_id_x() < 2) x = 5;
  p[__builtin_amdgcn_workitem_id_x()] = x;
}
extern "C" __global__ void gdims(u32* p) { p[0] = *((unsigned short*)__builtin_amdgcn_implicitarg_ptr() + 32); }
