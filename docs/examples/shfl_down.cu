// docs/launch.md: a plain CUDA kernel for the compile recipe (the lite headers stand in for
// the CUDA toolkit's).
#include <cuda_runtime.h>
__global__ void shfl_down(const float *in, float *out) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  v += __shfl_down_sync(0xffffffff, v, 2);
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}
