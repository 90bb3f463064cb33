// docs/launch.md: a plain HIP kernel run with `xlane run` (the lite headers are built in).
#include <hip/hip_runtime.h>
__global__ void wave_sum(const int *in, int *out) {
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int m = 1; m < SPAN; m <<= 1) v += __shfl_xor(v, m);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
