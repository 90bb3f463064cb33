// Small kernels for the Python package's tests (python/tests): scalars, structs, null
// pointers, undefined values and faults.
#include <hip/hip_runtime.h>

// x[i] = x[i] * a + b for i < n.
extern "C" __global__ void axpb(float* x, float a, double b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] = (float)(x[i] * a + b);
}

// Integer parameters of every width, stored as they arrive.
extern "C" __global__ void widths(long long* out, signed char c, unsigned short s, int i, unsigned long long u, bool f)
{
    if (threadIdx.x == 0) {
        out[0] = c;
        out[1] = s;
        out[2] = i;
        out[3] = (long long)u;
        out[4] = f;
    }
}

struct Pair { int a; float b; short c; };
struct U3 { unsigned x, y, z; };

// A struct passed by value: each lane stores a + lane, b * 2 and c.
extern "C" __global__ void by_value(Pair p, U3 v, float* out)
{
    unsigned t = threadIdx.x;
    out[3 * t] = p.a + t;
    out[3 * t + 1] = p.b * 2;
    out[3 * t + 2] = p.c + v.x + v.y + v.z;
}

// `in` may be null: then every lane stores -1.
extern "C" __global__ void maybe_null(const int* in, int* out)
{
    unsigned t = threadIdx.x;
    out[t] = in ? in[t] : -1;
}

// Even lanes fill shared memory, every lane reads its own slot: odd lanes read a slot nobody
// wrote, an undefined value.
__device__ void write_half(int* out)
{
    __shared__ int s[256];
    unsigned t = threadIdx.x;
    if (t % 2 == 0) s[t] = 3 * t;
    __syncthreads();
    out[t] = s[t];
}

extern "C" __global__ void half_written(int* out) { write_half(out); }

// The same into `out`; `other` is not used (the tests pass memory shared with `out`).
extern "C" __global__ void half_written_beside(const int* other, int* out) { write_half(out); }

// Every lane writes one element past its place: the last lane of the grid writes past `out`.
extern "C" __global__ void off_by_one(int* out)
{
    unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    out[g + 1] = g;
}
