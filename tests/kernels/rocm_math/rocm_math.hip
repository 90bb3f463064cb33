// Math through the ROCm device libraries (ocml linked with -mlink-builtin-bitcode) and the
// real HIP 6.3 headers. `exact` holds operations the hardware computes correctly rounded
// (checked bit for bit); `approx` holds transcendental functions, which reach AMD's
// approximate instructions (v_exp_f32, v_log_f32): their values are not checked, the spec
// lists the approximate operations. References: gen_rocm.py.
#include <hip/hip_runtime.h>

extern "C" __global__ void rocm_math(const float* in, float* exact, float* approx, const double* din, double* dexact)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    const float x = in[g];
    float* e = exact + 8 * g;
    e[0] = sqrtf(x);
    e[1] = fmaxf(x, 0.5f);
    e[2] = fminf(x, 0.25f);
    e[3] = fmaf(x, 3.0f, 0.125f);
    e[4] = x / 3.0f;
    e[5] = ldexpf(x, 5);
    int ex;
    e[6] = frexpf(x, &ex);
    e[7] = (float)ex;
    float* a = approx + 4 * g;
    a[0] = expf(x);
    a[1] = logf(x + 1.0f);
    a[2] = exp2f(x);
    a[3] = log2f(x + 1.0f);
    const double d = din[g];
    dexact[3 * g] = sqrt(d);
    dexact[3 * g + 1] = fma(d, d, 1.0);
    dexact[3 * g + 2] = fmax(d, 0.5);
}
