// CUDA kernels for the Python package's tests (python/tests), compiled with xlane's built-in
// lite headers.

struct Pair { int a; float b; short c; };
struct U3 { unsigned x, y, z; };

// A struct passed by value (NVPTX: `byval`): each lane stores a + lane, b * 2 and c + x + y + z.
extern "C" __global__ void by_value(Pair p, U3 v, float* out)
{
    unsigned t = threadIdx.x;
    out[3 * t] = p.a + t;
    out[3 * t + 1] = p.b * 2;
    out[3 * t + 2] = p.c + v.x + v.y + v.z;
}

// 2^x with PTX's approximate ex2.approx.f32: an approximate value reaches memory.
extern "C" __global__ void fast_exp2(const float* x, float* out)
{
    unsigned t = threadIdx.x;
    out[t] = __nvvm_ex2_approx_f(x[t]);
}

extern "C" __device__ int printf(const char*, ...);

// Lanes 0 and 5 print.
extern "C" __global__ void hello(int* out)
{
    unsigned t = threadIdx.x;
    if (t == 0 || t == 5) printf("lane %d says %d\n", t, out[t]);
}
