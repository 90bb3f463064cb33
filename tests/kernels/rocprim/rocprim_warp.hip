// rocPRIM warp primitives, built against the real rocPRIM 3.3 and HIP 6.3 headers with the
// ROCm device libraries linked (tests/kernels/README.md, "rocPRIM and hipCUB"). Each kernel
// reads `in` (one element per thread, or ITEMS per thread) and writes one result per thread
// to `out`; the host references are in tests/kernels/gen_rocm.py.
#include <hip/hip_runtime.h>
#include <rocprim/rocprim.hpp>

constexpr unsigned WAVE = __AMDGCN_WAVEFRONT_SIZE;

// Sums take in >> 12 (20-bit signed values), so no sum overflows: signed overflow is
// undefined in C++ and clang marks the adds `nsw`.

// Logical warp sizes below the wave: W / 2 and W / 4 (16/8 in wave32, 32/16 in wave64), plus 8.
constexpr unsigned HALF = WAVE / 2;
constexpr unsigned EIGHT = 8;

template<unsigned W, bool All>
__device__ void reduce_sum(const int* in, int* out)
{
    using wr = rocprim::warp_reduce<int, W, All>;
    __shared__ typename wr::storage_type st[256 / W];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    int r;
    wr().reduce(in[g] >> 12, r, st[t / W]);
    if(All || t % W == 0)
        out[g] = r;
}

extern "C" __global__ void warp_reduce_sum(const int* in, int* out) { reduce_sum<WAVE, false>(in, out); }
extern "C" __global__ void warp_reduce_sum_all(const int* in, int* out) { reduce_sum<WAVE, true>(in, out); }
extern "C" __global__ void warp_reduce_sum_half(const int* in, int* out) { reduce_sum<HALF, true>(in, out); }
extern "C" __global__ void warp_reduce_sum_8(const int* in, int* out) { reduce_sum<EIGHT, false>(in, out); }

// Maximum over the first `valid` lanes of each warp (valid = 3 + 5 * warp index in the block).
extern "C" __global__ void warp_reduce_max_valid(const int* in, int* out)
{
    using wr = rocprim::warp_reduce<int, WAVE>;
    __shared__ wr::storage_type st[256 / WAVE];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t, w = t / WAVE;
    int r;
    wr().reduce(in[g], r, 3 + 5 * w, st[w], rocprim::maximum<int>());
    if(t % WAVE == 0)
        out[g] = r;
}

// Float sum of small whole numbers (exact in any order).
extern "C" __global__ void warp_reduce_float(const int* in, float* out)
{
    using wr = rocprim::warp_reduce<float, WAVE, true>;
    __shared__ wr::storage_type st[256 / WAVE];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    float r;
    wr().reduce(float(in[g] & 255), r, st[t / WAVE]);
    out[g] = r;
}

// Segmented sums: a segment starts where (in >> 4) % 5 == 0, and at lane 0.
extern "C" __global__ void warp_segmented_reduce(const int* in, int* out)
{
    using wr = rocprim::warp_reduce<int, WAVE>;
    __shared__ wr::storage_type st[256 / WAVE];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    const int x = in[g] >> 12;
    int r;
    wr().head_segmented_reduce(x, r, ((unsigned)x >> 4) % 5 == 0, st[t / WAVE]);
    out[g] = r;
}

template<unsigned W>
__device__ void scans(const int* in, int* out)
{
    using ws = rocprim::warp_scan<int, W>;
    __shared__ typename ws::storage_type st[256 / W];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    int inc, exc;
    ws().scan(in[g] >> 12, inc, exc, 7, st[t / W]);
    out[2 * g] = inc;
    out[2 * g + 1] = exc;
}

extern "C" __global__ void warp_scan_sum(const int* in, int* out) { scans<WAVE>(in, out); }
extern "C" __global__ void warp_scan_sum_half(const int* in, int* out) { scans<HALF>(in, out); }

// Inclusive max-scan of a logical warp of 8 lanes.
extern "C" __global__ void warp_scan_max_8(const int* in, int* out)
{
    using ws = rocprim::warp_scan<int, EIGHT>;
    __shared__ ws::storage_type st[256 / EIGHT];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    int r;
    ws().inclusive_scan(in[g], r, st[t / EIGHT], rocprim::maximum<int>());
    out[g] = r;
}

template<unsigned W>
__device__ void sort(const unsigned* in, unsigned* out)
{
    using sorter = rocprim::warp_sort<unsigned, W>;
    __shared__ typename sorter::storage_type st[256 / W];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    unsigned k = in[g];
    sorter().sort(k, st[t / W]);
    out[g] = k;
}

extern "C" __global__ void warp_sort_keys(const unsigned* in, unsigned* out) { sort<WAVE>(in, out); }
extern "C" __global__ void warp_sort_keys_8(const unsigned* in, unsigned* out) { sort<EIGHT>(in, out); }

// Blocked → striped over a warp, 4 items per thread.
extern "C" __global__ void warp_exchange_striped(const int* in, int* out)
{
    constexpr unsigned ITEMS = 4;
    using wx = rocprim::warp_exchange<int, ITEMS, WAVE>;
    __shared__ wx::storage_type st[256 / WAVE];
    const unsigned t = threadIdx.x, g = blockIdx.x * blockDim.x + t;
    int v[ITEMS], r[ITEMS];
    for(unsigned i = 0; i < ITEMS; i++)
        v[i] = in[ITEMS * g + i];
    wx().blocked_to_striped(v, r, st[t / WAVE]);
    for(unsigned i = 0; i < ITEMS; i++)
        out[ITEMS * g + i] = r[i];
}

// rocprim::match_any on the low 4 bits; lanes with bit 8 set pass valid = false.
extern "C" __global__ void warp_match_any(const unsigned* in, unsigned long long* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned x = in[g];
    out[g] = rocprim::match_any<4>(x & 15, (x >> 8 & 1) == 0);
}

// Lanes that hold an odd value take part; ballot, group leaders and their counts.
extern "C" __global__ void warp_ballot_divergent(const unsigned* in, unsigned long long* out)
{
    const unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
    const unsigned x = in[g];
    unsigned long long r = 0;
    if(x & 1)
        r = rocprim::ballot(x & 2) ^ (unsigned long long)rocprim::masked_bit_count(rocprim::ballot(1)) << 56;
    out[g] = r;
}
