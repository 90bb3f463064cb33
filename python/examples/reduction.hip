// A block reduction as HIP code writes it: a shared-memory tree down to one wave, then the
// wave's shuffles (`__shfl_down`), whatever the wave size (64 on gfx942, 32 on gfx1100).
#include <hip/hip_runtime.h>

extern "C" __global__ void block_sum(const float* x, float* sums, int n)
{
    __shared__ float part[1024];
    unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    part[t] = g < n ? x[g] : 0.0f;
    __syncthreads();
    for (unsigned s = blockDim.x / 2; s >= warpSize; s /= 2) {
        if (t < s) part[t] += part[t + s];
        __syncthreads();
    }
    if (t < warpSize) {
        float v = part[t];
        for (int o = warpSize / 2; o > 0; o /= 2) v += __shfl_down(v, o);
        if (t == 0) sums[blockIdx.x] = v;
    }
}
