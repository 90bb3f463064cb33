// HIP printf and assert with the real HIP 6.3 headers (tests/kernels/README.md, "rocPRIM and
// hipCUB"): clang lowers printf to ockl's append stream, the HIP headers define
// __assert_fail. References: gen_rocm.py.
#include <hip/hip_runtime.h>
#include <cassert>

// Lanes with lane % 16 == 3 print a line; every lane copies its input.
extern "C" __global__ void hip_printf(const int* in, int* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    if(threadIdx.x % 16 == 3)
        printf("block %d thread %3u: %d %s %5.2f %llx\n", blockIdx.x, threadIdx.x, in[g] >> 20, "ok", 1.5 * threadIdx.x,
               (unsigned long long)g << 33);
    out[g] = in[g];
}

// The lane whose input is 7 fails the assertion.
extern "C" __global__ void hip_assert(const int* in, int* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    assert(in[g] != 7);
    out[g] = in[g];
}
