#include <stdint.h>
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
  if (i < n) y[i] = a * x[i] + y[i];
}
extern "C" __global__ void red(const unsigned* x, unsigned* out) {
  __shared__ unsigned s[256];
  unsigned t = __builtin_amdgcn_workitem_id_x();
  s[t] = x[t + __builtin_amdgcn_workgroup_id_x()*256];
  __builtin_amdgcn_s_barrier();
  for (unsigned k = 128; k > 0; k >>= 1) { if (t < k) s[t] += s[t+k]; __builtin_amdgcn_s_barrier(); }
  if (t == 0) __hip_atomic_fetch_add(out, s[0], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
